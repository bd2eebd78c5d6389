//! The moves: forming, adding, replacing, drawing, passing, and the table's answer to
//! a word in challenge and vote modes. Every check comes before any change.

use super::cards::{Card, take};
use super::config::WordCheck;
use super::error::RapiError;
use super::names::is_valid_word;
use super::state::{PendingWord, Phase, Pile, RapiEvent, RapiMove, Rapiletras, Undo, WordKind};
use super::words::{Change, TableWord, parse_typed, plan_add, plan_form, plan_replace};
use crate::engine::SeatId;
use rand::seq::SliceRandom;

/// A word move, checked and ready to apply.
pub(super) struct Planned {
    pub kind: WordKind,
    pub target: Option<usize>,
    pub word: String,
    pub change: Change,
}

/// What a word move is checked against.
pub(super) struct WordCtx<'a> {
    pub hand: &'a [Card],
    pub table: &'a [TableWord],
    pub die: u8,
    pub previous: Option<u8>,
    pub replace_ok: bool,
    pub check: WordCheck,
    pub list: crate::lexicon::WordList,
}

/// Checks a word move: the typed word, the cards, the die, the repeat rule, and in
/// strict mode the dictionary. Changes nothing.
pub(super) fn plan_word(cx: &WordCtx<'_>, mv: &RapiMove) -> Result<Planned, RapiError> {
    let (hand, table, die) = (cx.hand, cx.table, usize::from(cx.die));
    let (kind, target, text) = match mv {
        RapiMove::Form { word } => (WordKind::Form, None, word),
        RapiMove::Add { target, word } => (WordKind::Add, Some(*target), word),
        RapiMove::Replace { target, word } => (WordKind::Replace, Some(*target), word),
        _ => return Err(RapiError::WrongPhase),
    };
    let typed = parse_typed(text)?;
    if typed.wilds() > 0 && kind != WordKind::Form {
        return Err(RapiError::ComodinOnlyToForm);
    }
    if kind == WordKind::Replace && !cx.replace_ok {
        return Err(RapiError::ReplaceNeedsRepeat {
            die: cx.die,
            previous: cx.previous,
        });
    }
    let old = match target {
        Some(i) => Some(table.get(i).ok_or(RapiError::NoSuchWord(i))?),
        None => None,
    };
    let change = match (kind, old) {
        (WordKind::Form, _) => {
            let cards = plan_form(hand, &typed, die)?;
            Change {
                from_hand: cards.clone(),
                cards,
                to_pozo: Vec::new(),
            }
        }
        (WordKind::Add, Some(old)) => plan_add(hand, old, &typed, die)?,
        (WordKind::Replace, Some(old)) => plan_replace(hand, old, &typed, die)?,
        _ => return Err(RapiError::WrongPhase),
    };
    let word = typed.word();
    if cx.check == WordCheck::Strict && !is_valid_word(&word, cx.list) {
        return Err(RapiError::NotAWord(word));
    }
    Ok(Planned {
        kind,
        target,
        word,
        change,
    })
}

impl Rapiletras {
    pub(super) fn apply_move(
        &mut self,
        seat: SeatId,
        mv: &RapiMove,
    ) -> Result<Vec<RapiEvent>, RapiError> {
        match (self.phase, mv) {
            (
                Phase::Playing,
                RapiMove::Form { .. } | RapiMove::Add { .. } | RapiMove::Replace { .. },
            ) => self.word_move(seat, mv),
            (Phase::Playing, RapiMove::Draw { from }) => self.draw(seat, *from),
            (Phase::Playing, RapiMove::Pass) => self.pass(seat),
            (Phase::Challenge, RapiMove::Accept) => Ok(self.answer(seat, true)),
            (Phase::Challenge, RapiMove::Challenge) => Ok(self.challenge(seat)),
            (Phase::Vote, RapiMove::Vote { accept }) => Ok(self.answer(seat, *accept)),
            _ => Err(RapiError::WrongPhase),
        }
    }

    fn word_move(&mut self, seat: SeatId, mv: &RapiMove) -> Result<Vec<RapiEvent>, RapiError> {
        let cx = WordCtx {
            hand: &self.hands[seat],
            table: &self.table,
            die: self.die,
            previous: self.previous_die,
            replace_ok: self.replace_allowed(),
            check: self.rules.word_check,
            list: self.rules.dictionary,
        };
        let p = plan_word(&cx, mv)?;
        let undo = Undo {
            hand: self.hands[seat].clone(),
            table: self.table.clone(),
            pozo: self.pozo.clone(),
        };
        for &c in &p.change.from_hand {
            take(&mut self.hands[seat], c);
        }
        let typed = match mv {
            RapiMove::Form { word }
            | RapiMove::Add { word, .. }
            | RapiMove::Replace { word, .. } => super::words::as_typed(word),
            _ => p.word.clone(),
        };
        // The word is shown as typed (CAÑÓN) when that spells the same letters.
        let shown = if crate::lexicon::normalize(&typed).as_deref() == Some(p.word.as_str()) {
            typed
        } else {
            p.word.clone()
        };
        let new = TableWord {
            letters: p.word.clone(),
            cards: p.change.cards.clone(),
            owner: seat,
            last_changed_by: seat,
            made_with_die: self.die,
            shown: shown.clone(),
        };
        let mut events = Vec::new();
        let index = match p.target {
            None => {
                let comodines = new.cards.iter().filter(|c| c.is_comodin()).count();
                events.push(RapiEvent::Formed {
                    seat,
                    word: shown,
                    comodines,
                });
                self.table.push(new);
                self.table.len() - 1
            }
            Some(i) => {
                let old = std::mem::replace(&mut self.table[i], new);
                self.table[i].owner = old.owner;
                events.push(match p.kind {
                    WordKind::Replace => RapiEvent::Replaced {
                        seat,
                        old: old.display().to_string(),
                        word: shown,
                        to_pozo: p.change.to_pozo.clone(),
                    },
                    _ => RapiEvent::Added {
                        seat,
                        old: old.display().to_string(),
                        word: shown,
                        added: p.change.from_hand.len(),
                    },
                });
                i
            }
        };
        self.pozo.extend_from_slice(&p.change.to_pozo);
        self.passes_in_row = 0;
        let phase = match self.rules.word_check {
            WordCheck::Strict => None,
            WordCheck::Challenge => Some(Phase::Challenge),
            WordCheck::Vote => Some(Phase::Vote),
        };
        match phase {
            None => self.word_stands(seat, &mut events),
            Some(phase) => {
                let pending = PendingWord {
                    seat,
                    kind: p.kind,
                    word: p.word,
                    target: index,
                    answers: Vec::new(),
                };
                self.pending = Some((pending, undo));
                self.phase = phase;
                self.to_act = Some(self.next_seat(seat));
            }
        }
        Ok(events)
    }

    /// The word is on the table for good: the player went out, or the turn ends.
    fn word_stands(&mut self, seat: SeatId, events: &mut Vec<RapiEvent>) {
        self.pending = None;
        self.phase = Phase::Playing;
        if self.hands[seat].is_empty() {
            self.end_hand(Some(seat), events);
        } else {
            self.end_turn(events);
        }
    }

    /// The word is refused: its cards go back, the turn is lost.
    fn take_back(&mut self, events: &mut Vec<RapiEvent>) {
        if let Some((p, undo)) = self.pending.take() {
            self.hands[p.seat] = undo.hand;
            self.table = undo.table;
            self.pozo = undo.pozo;
        }
        self.end_turn(events);
    }

    fn draw(&mut self, seat: SeatId, from: Pile) -> Result<Vec<RapiEvent>, RapiError> {
        let mut events = Vec::new();
        let card = match from {
            Pile::Pozo => {
                let c = self.pozo.pop().ok_or(RapiError::PozoEmpty)?;
                events.push(RapiEvent::Drew {
                    seat,
                    from,
                    card: Some(c),
                });
                c
            }
            Pile::Mazo => {
                if self.mazo.is_empty() {
                    if self.pozo.len() < 2 {
                        return Err(RapiError::MazoEmpty);
                    }
                    let top = self.pozo.pop();
                    self.mazo = std::mem::take(&mut self.pozo);
                    self.mazo.shuffle(&mut self.rng);
                    self.pozo.extend(top);
                    events.push(RapiEvent::MazoRefilled {
                        cards: self.mazo.len(),
                    });
                }
                let c = self.mazo.pop().ok_or(RapiError::MazoEmpty)?;
                events.push(RapiEvent::Drew {
                    seat,
                    from,
                    card: None,
                });
                c
            }
        };
        self.hands[seat].push(card);
        self.hands[seat].sort_unstable();
        self.passes_in_row = 0;
        self.end_turn(&mut events);
        Ok(events)
    }

    fn pass(&mut self, seat: SeatId) -> Result<Vec<RapiEvent>, RapiError> {
        // A player who will not (or cannot) lay a word draws; with nothing to draw, they
        // pass, even when the dictionary knows a word for their hand (no one is made to
        // find it).
        if self.can_draw(Pile::Mazo) || self.can_draw(Pile::Pozo) {
            return Err(RapiError::CannotPass);
        }
        let mut events = vec![RapiEvent::Passed { seat }];
        self.passes_in_row += 1;
        if self.passes_in_row >= self.players {
            events.push(RapiEvent::Blocked);
            self.end_hand(None, &mut events);
        } else {
            self.end_turn(&mut events);
        }
        Ok(events)
    }

    /// An accept (challenge mode) or a vote: the next seat answers, or the word is judged.
    fn answer(&mut self, seat: SeatId, accept: bool) -> Vec<RapiEvent> {
        let vote = self.phase == Phase::Vote;
        let mut events = vec![if vote {
            RapiEvent::Voted { seat, accept }
        } else {
            RapiEvent::Accepted { seat }
        }];
        let Some((p, _)) = self.pending.as_mut() else {
            self.end_turn(&mut events);
            return events;
        };
        p.answers.push((seat, accept));
        let player = p.seat;
        let next = (seat + 1) % self.players;
        if next != player {
            self.to_act = Some(next);
            return events;
        }
        if !vote {
            self.word_stands(player, &mut events);
            return events;
        }
        let yes = p.answers.iter().filter(|a| a.1).count();
        let no = p.answers.len() - yes;
        let accepted = yes >= no;
        events.push(RapiEvent::VoteResult {
            player,
            word: p.word.clone(),
            yes,
            no,
            accepted,
        });
        if accepted {
            self.word_stands(player, &mut events);
        } else {
            self.take_back(&mut events);
        }
        events
    }

    /// A challenge: the dictionary (and the list of names) decides at once.
    fn challenge(&mut self, challenger: SeatId) -> Vec<RapiEvent> {
        let mut events = Vec::new();
        let Some((p, _)) = self.pending.as_ref() else {
            self.end_turn(&mut events);
            return events;
        };
        let (player, word) = (p.seat, p.word.clone());
        if is_valid_word(&word, self.rules.dictionary) {
            let penalty = self.rules.failed_challenge_penalty;
            self.totals[challenger] += penalty;
            self.adjustments[challenger] += penalty;
            events.push(RapiEvent::ChallengeFailed {
                challenger,
                player,
                word,
                penalty,
            });
            self.word_stands(player, &mut events);
        } else {
            let (penalty, reward) = (self.rules.challenge_penalty, self.rules.challenge_reward);
            self.totals[player] += penalty;
            self.adjustments[player] += penalty;
            self.totals[challenger] -= reward;
            self.adjustments[challenger] -= reward;
            events.push(RapiEvent::ChallengeWon {
                challenger,
                player,
                word,
                penalty,
                reward,
            });
            self.take_back(&mut events);
        }
        events
    }
}
