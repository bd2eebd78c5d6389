//! Checks a move against a hand and the table, without changing anything: the same
//! code serves `apply`, the preview, the typed-word helpers and the computer players.

use super::cards::{Card, CardId, CardKind, Colors};
use super::config::{PalabraRules, ShaveRule, WordCheck};
use super::error::PalabraError;
use super::table::{Breakdown, Placed, PlayKind, TableWord, is_straight, score};
use super::words::{bad_one_letter, is_valid_word};
use crate::engine::SeatId;

/// What a check needs to know.
#[derive(Clone, Copy, Debug)]
pub struct Ctx<'a> {
    pub seat: SeatId,
    pub players: usize,
    pub hand: &'a [Card],
    /// One slot per seat: the word in front of it.
    pub table: &'a [Option<TableWord>],
    pub rules: &'a PalabraRules,
    pub draw_count: usize,
    /// The serial of the immediately previous word play, if it is still on the table.
    pub last_play: Option<u64>,
    /// Vote mode: words the table refused this turn.
    pub rejected: &'a [String],
}

/// A table play that passed every check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct PlayPlan {
    pub kind: PlayKind,
    pub word: String,
    pub placed: Vec<Placed>,
    /// Hand cards used.
    pub used: Vec<CardId>,
    pub build_on: Option<SeatId>,
    pub score: Breakdown,
}

/// A shave that passed every check: (shaving card, position in the target word).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ShavePlan {
    pub target: SeatId,
    pub pairs: Vec<(Card, usize)>,
    pub points: i32,
    pub letters: String,
}

impl<'a> Ctx<'a> {
    fn card(&self, id: CardId) -> Result<Card, PalabraError> {
        self.hand
            .iter()
            .find(|c| c.id == id)
            .copied()
            .ok_or(PalabraError::NotInHand(id))
    }

    /// The hand cards for `ids`, each once.
    pub fn cards(&self, ids: &[CardId]) -> Result<Vec<Card>, PalabraError> {
        let mut out: Vec<Card> = Vec::with_capacity(ids.len());
        for &id in ids {
            if out.iter().any(|c| c.id == id) {
                return Err(PalabraError::DuplicateCard(id));
            }
            out.push(self.card(id)?);
        }
        Ok(out)
    }

    /// The word in front of `seat`, if it is another seat's.
    pub(crate) fn other_word(&self, seat: SeatId) -> Result<&'a TableWord, PalabraError> {
        if seat == self.seat {
            return Err(PalabraError::OwnWord);
        }
        self.table
            .get(seat)
            .and_then(Option::as_ref)
            .ok_or(PalabraError::NoSuchWord(seat))
    }

    fn placed(&self, cards: &[(CardId, char)]) -> Result<Vec<Placed>, PalabraError> {
        let ids: Vec<CardId> = cards.iter().map(|c| c.0).collect();
        let hand = self.cards(&ids)?;
        let mut out = Vec::with_capacity(cards.len());
        for (card, &(id, ch)) in hand.into_iter().zip(cards) {
            if card.is_joker() {
                return Err(PalabraError::JokerInWord);
            }
            let ch = ch.to_ascii_uppercase();
            if !card.can_be(ch) {
                return Err(PalabraError::CardCannotBe(id, ch));
            }
            out.push(Placed {
                card,
                letter: ch,
                own: true,
                shaved: false,
            });
        }
        Ok(out)
    }

    /// A word or a straight, fresh or built on the word in front of `build_on`.
    pub(crate) fn plan_line(
        &self,
        kind: PlayKind,
        before: &[(CardId, char)],
        after: &[(CardId, char)],
        build_on: Option<SeatId>,
    ) -> Result<PlayPlan, PalabraError> {
        let all: Vec<(CardId, char)> = before.iter().chain(after).copied().collect();
        let mut own = self.placed(&all)?;
        let used: Vec<CardId> = all.iter().map(|c| c.0).collect();
        if own.is_empty() {
            return Err(match build_on {
                Some(_) => PalabraError::NothingAdded,
                None => PalabraError::EmptyWord,
            });
        }
        let (placed, old_lock) = match build_on {
            None => (own, Colors::NONE),
            Some(t) => {
                let old = self.other_word(t)?;
                match (old.kind, kind) {
                    (PlayKind::Flush, _) => return Err(PalabraError::FlushTarget),
                    (a, b) if a != b => return Err(PalabraError::BuildKind),
                    _ => {}
                }
                let tail = own.split_off(before.len());
                let mut placed = own;
                placed.extend(old.cards.iter().map(|p| Placed {
                    own: false,
                    shaved: false,
                    ..*p
                }));
                placed.extend(tail);
                (placed, old.lock)
            }
        };
        let word: String = placed.iter().map(|p| p.letter).collect();
        match kind {
            PlayKind::Word => {
                if bad_one_letter(&word) {
                    return Err(PalabraError::OneLetterWord(word));
                }
                if self.rules.word_check == WordCheck::Strict
                    && !is_valid_word(&word, self.rules.dictionary)
                {
                    return Err(PalabraError::NotAWord(word));
                }
                if self.rejected.contains(&word) {
                    return Err(PalabraError::AlreadyRejected(word));
                }
            }
            PlayKind::Straight => {
                let letters: Vec<char> = word.chars().collect();
                if !is_straight(&letters) {
                    return Err(PalabraError::NotAStraight(word));
                }
            }
            PlayKind::Flush => return Err(PalabraError::WrongPhase),
        }
        let score = score(&placed, kind, used.len());
        if !old_lock.is_empty() && score.lock.is_empty() {
            return Err(PalabraError::LockLost(old_lock));
        }
        Ok(PlayPlan {
            kind,
            word,
            placed,
            used,
            build_on,
            score,
        })
    }

    /// A flush: 5+ cards sharing a color; face values only.
    pub(crate) fn plan_flush(&self, ids: &[CardId]) -> Result<PlayPlan, PalabraError> {
        let cards = self.cards(ids)?;
        if cards.iter().any(Card::is_joker) {
            return Err(PalabraError::JokerInWord);
        }
        if cards.len() < 5 {
            return Err(PalabraError::FlushTooShort(cards.len()));
        }
        if super::table::shared_colors(&cards).is_empty() {
            return Err(PalabraError::NotOneColor);
        }
        let placed: Vec<Placed> = cards
            .iter()
            .map(|&card| Placed {
                card,
                letter: match card.kind {
                    CardKind::Letter(l) => l,
                    CardKind::Vowel => '+',
                    _ => '*',
                },
                own: true,
                shaved: false,
            })
            .collect();
        Ok(PlayPlan {
            kind: PlayKind::Flush,
            word: placed.iter().map(|p| p.letter).collect(),
            score: score(&placed, PlayKind::Flush, cards.len()),
            placed,
            used: ids.to_vec(),
            build_on: None,
        })
    }

    /// A vowel play: the points (20 for 6, 40 for 7).
    pub(crate) fn plan_vowels(&self, ids: &[CardId]) -> Result<i32, PalabraError> {
        let cards = self.cards(ids)?;
        if let Some(c) = cards.iter().find(|c| !c.is_vowelish()) {
            return Err(PalabraError::NotAVowelCard(c.id));
        }
        if cards.len() < 6 {
            return Err(PalabraError::TooFewVowels(cards.len()));
        }
        if self.draw_count < cards.len() {
            return Err(PalabraError::VowelPileTooSmall {
                need: cards.len(),
                pile: self.draw_count,
            });
        }
        Ok(vowel_points(cards.len()))
    }

    pub(crate) fn plan_exchange(&self, ids: &[CardId]) -> Result<(), PalabraError> {
        self.cards(ids)?;
        if ids.is_empty() {
            return Err(PalabraError::NothingChosen);
        }
        if self.draw_count < 10 {
            return Err(PalabraError::ExchangeNeedsTen(self.draw_count));
        }
        Ok(())
    }

    /// The words this seat may shave under the rule in force.
    pub fn shave_targets(&self) -> Vec<SeatId> {
        let n = self.players;
        (0..self.table.len())
            .filter(|&t| {
                let Ok(w) = self.other_word(t) else {
                    return false;
                };
                if w.kind == PlayKind::Flush || w.jokered {
                    return false;
                }
                // Simultaneous play: every word on the table was laid in the previous round.
                let previous = Some(w.serial) == self.last_play || self.rules.simultaneous_play;
                match self.rules.shave {
                    ShaveRule::Previous => previous,
                    ShaveRule::Anyone => true,
                    ShaveRule::LastAndNext => {
                        previous || t == (self.seat + n - 1) % n || t == (self.seat + 1) % n
                    }
                }
            })
            .collect()
    }

    pub(crate) fn plan_shave(
        &self,
        target: SeatId,
        ids: &[CardId],
    ) -> Result<ShavePlan, PalabraError> {
        let word = self.other_word(target)?;
        if word.kind == PlayKind::Flush {
            return Err(PalabraError::FlushTarget);
        }
        if word.jokered {
            return Err(PalabraError::Jokered(target));
        }
        if !self.shave_targets().contains(&target) {
            return Err(PalabraError::CannotShave(target));
        }
        let cards = self.cards(ids)?;
        if cards.is_empty() {
            return Err(PalabraError::NothingChosen);
        }
        let mut taken = vec![false; word.cards.len()];
        let mut pairs = Vec::new();
        let mut points = 0;
        for c in cards {
            let Some(l) = c.letter() else {
                return Err(PalabraError::ShaveWithLetters);
            };
            if !word.lock.is_empty() && !c.colors.meets(word.lock) {
                return Err(PalabraError::ShaveColor {
                    letter: l,
                    lock: word.lock,
                });
            }
            let pos = (0..word.cards.len())
                .filter(|&i| !taken[i] && !word.cards[i].shaved && word.cards[i].letter == l)
                .max_by_key(|&i| (word.cards[i].card.value, std::cmp::Reverse(i)))
                .ok_or(PalabraError::NoMatchingLetter(l))?;
            taken[pos] = true;
            points += word.cards[pos].card.value * word.mult;
            pairs.push((c, pos));
        }
        let letters = pairs.iter().map(|(_, i)| word.cards[*i].letter).collect();
        Ok(ShavePlan {
            target,
            pairs,
            points,
            letters,
        })
    }

    /// Jokers against these words: (target, the value it removes).
    pub(crate) fn plan_joker(
        &self,
        targets: &[SeatId],
    ) -> Result<Vec<(SeatId, i32)>, PalabraError> {
        if targets.is_empty() {
            return Err(PalabraError::NothingChosen);
        }
        let have = self.hand.iter().filter(|c| c.is_joker()).count();
        if have < targets.len() {
            return Err(PalabraError::NotEnoughJokers {
                need: targets.len(),
                have,
            });
        }
        let mut out: Vec<(SeatId, i32)> = Vec::new();
        for &t in targets {
            if out.iter().any(|(s, _)| *s == t) {
                return Err(PalabraError::SameTargetTwice(t));
            }
            let w = self.other_word(t)?;
            if w.jokered {
                return Err(PalabraError::Jokered(t));
            }
            out.push((t, w.value()));
        }
        Ok(out)
    }

    /// Any pre-play possible at all (else the pre-play decision is skipped).
    pub(crate) fn any_pre_play(&self) -> bool {
        let joker = self.hand.iter().any(Card::is_joker)
            && (0..self.table.len()).any(|t| self.other_word(t).is_ok_and(|w| !w.jokered));
        joker
            || self.shave_targets().into_iter().any(|t| {
                self.hand
                    .iter()
                    .any(|c| self.plan_shave(t, &[c.id]).is_ok())
            })
    }
}

pub(crate) fn vowel_points(n: usize) -> i32 {
    if n >= 7 { 40 } else { 20 }
}
