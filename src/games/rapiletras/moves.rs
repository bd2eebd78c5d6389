//! The moves: forming, adding, replacing, drawing, passing, and the table's answer to
//! a word in challenge and vote modes. Every check comes before any change.

use super::cards::{Card, take};
use super::config::WordCheck;
use super::error::RapiError;
use super::names::is_valid_word;
use super::state::{
    PendingWord, Phase, Pile, RapiEvent, RapiMove, RapiWord, Rapiletras, Undo, WordKind,
};
use super::words::{Change, TableWord, parse_typed, plan_add, plan_form, plan_replace};
use crate::engine::SeatId;
use crate::games::judge::{self, Answer, Count, Refusal, Table};
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

/// A table word with `*` before each letter a comodín plays ("CA*SA").
fn marked(letters: &str, cards: &[Card]) -> String {
    let mut out = String::new();
    for (letter, card) in letters.chars().zip(cards) {
        if card.is_comodin() {
            out.push('*');
        }
        out.push(letter);
    }
    out
}

/// The letters the comodines of a table word stand for, in order.
fn comodin_letters(letters: &str, cards: &[Card]) -> Vec<char> {
    letters
        .chars()
        .zip(cards)
        .filter(|(_, c)| c.is_comodin())
        .map(|(l, _)| l)
        .collect()
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
            (Phase::Challenge, RapiMove::Accept) => self.judge(seat, Answer::Accept),
            (Phase::Challenge, RapiMove::Challenge) => self.judge(seat, Answer::Challenge),
            (Phase::Vote, RapiMove::Vote { accept }) => self.judge(seat, Answer::Vote(*accept)),
            _ => Err(RapiError::WrongPhase),
        }
    }

    fn word_ctx(&self, seat: SeatId) -> WordCtx<'_> {
        WordCtx {
            hand: self.hands.get(seat).map(Vec::as_slice).unwrap_or(&[]),
            table: &self.table,
            die: self.die,
            previous: self.previous_die,
            replace_ok: self.replace_allowed(),
            check: self.rules.word_check,
            list: self.rules.dictionary,
        }
    }

    /// For complete records, read before `mv`: the word it lays or changes with `*`
    /// before each letter a comodín stands for ("CA*SA", as typed), the word it changes
    /// likewise (`old`), and for a replace the letter each comodín sent to the pozo
    /// stood for. The events show table words by their letters alone, so when either of
    /// two comodines could have stayed a reader had to guess. None: not a word move.
    pub(super) fn words_record(&self, seat: SeatId, mv: &RapiMove) -> Option<serde_json::Value> {
        if self.phase != Phase::Playing {
            return None;
        }
        let p = plan_word(&self.word_ctx(seat), mv).ok()?;
        let mut out = serde_json::json!({ "word": marked(&p.word, &p.change.cards) });
        if let Some(old) = p.target.and_then(|i| self.table.get(i)) {
            out["old"] = marked(&old.letters, &old.cards).into();
            if p.kind == WordKind::Replace {
                let mut sent = comodin_letters(&old.letters, &old.cards);
                // A comodín kept stands for the same letter in the new word.
                for kept in comodin_letters(&p.word, &p.change.cards) {
                    if let Some(i) = sent.iter().position(|l| *l == kept) {
                        sent.remove(i);
                    }
                }
                out["comodines_to_pozo"] = sent
                    .iter()
                    .map(|l| l.to_string())
                    .collect::<Vec<_>>()
                    .into();
            }
        }
        Some(out)
    }

    fn word_move(&mut self, seat: SeatId, mv: &RapiMove) -> Result<Vec<RapiEvent>, RapiError> {
        let cx = self.word_ctx(seat);
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
                let pending = PendingWord::new(
                    seat,
                    p.word,
                    RapiWord {
                        kind: p.kind,
                        target: index,
                    },
                );
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

    /// An answer to the word waiting for the table (the common engine, the hooks below).
    fn judge(&mut self, seat: SeatId, answer: Answer) -> Result<Vec<RapiEvent>, RapiError> {
        let mut events = Vec::new();
        if judge::answer(self, seat, answer, &mut events) {
            Ok(events)
        } else {
            Err(RapiError::WrongPhase)
        }
    }
}

/// Rapiletras' rulings for a judged word: challenge points as the house rules set them;
/// a refused word goes back to the hand and the turn is lost.
impl Table for Rapiletras {
    type Word = RapiWord;
    type Event = RapiEvent;

    fn laid(&mut self) -> Option<&mut PendingWord> {
        self.pending.as_mut().map(|(p, _)| p)
    }
    fn waiting(&self) -> Option<&PendingWord> {
        self.pending.as_ref().map(|(p, _)| p)
    }
    fn asked(&self) -> Option<SeatId> {
        self.to_act
    }
    fn next_asked(&self, seat: SeatId) -> SeatId {
        (seat + 1) % self.players
    }
    fn ask(&mut self, seat: SeatId) {
        self.to_act = Some(seat);
    }
    /// The dictionary and the list of names.
    fn knows(&self, word: &str) -> bool {
        is_valid_word(word, self.rules.dictionary)
    }
    fn accepted(&self, seat: SeatId) -> RapiEvent {
        RapiEvent::Accepted { seat }
    }
    fn voted(&self, seat: SeatId, accept: bool) -> RapiEvent {
        RapiEvent::Voted { seat, accept }
    }
    fn closed_early(&self, player: SeatId, word: String, unasked: Vec<SeatId>) -> RapiEvent {
        RapiEvent::VoteClosed {
            player,
            word,
            unasked,
        }
    }
    fn counted(&self, player: SeatId, word: String, c: Count) -> RapiEvent {
        RapiEvent::VoteResult {
            player,
            word,
            yes: c.yes,
            no: c.no,
            accepted: c.accepted,
        }
    }
    fn on_challenge_failed(
        &mut self,
        challenger: SeatId,
        player: SeatId,
        word: String,
        events: &mut Vec<RapiEvent>,
    ) {
        let penalty = self.rules.failed_challenge_penalty;
        self.totals[challenger] += penalty;
        self.adjustments[challenger] += penalty;
        events.push(RapiEvent::ChallengeFailed {
            challenger,
            player,
            word,
            penalty,
        });
    }
    fn on_challenge_won(
        &mut self,
        challenger: SeatId,
        player: SeatId,
        word: String,
        events: &mut Vec<RapiEvent>,
    ) {
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
    }
    fn on_stands(&mut self, events: &mut Vec<RapiEvent>) {
        if let Some(player) = self.pending.as_ref().map(|(p, _)| p.seat) {
            self.word_stands(player, events);
        }
    }
    fn on_refused(&mut self, _why: Refusal, events: &mut Vec<RapiEvent>) {
        self.take_back(events);
    }
}
