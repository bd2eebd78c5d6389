//! The moves: laying a word, making none (the stuck case), the table's answer to a word
//! in challenge and vote modes, refilling hands and the end of the game. Every check
//! comes before any change.

use super::cards::{Card, points};
use super::config::{HAND_SIZE, WordCheck};
use super::error::LeftError;
use super::state::{LeftEvent, LeftMove, LeftWord, Leftovers, NoWord, Pending, Phase, sort_hand};
use super::words::Split;
use crate::engine::SeatId;
use crate::games::judge::{self, Answer, Count, Refusal, Table};

impl Leftovers {
    pub(super) fn apply_move(
        &mut self,
        seat: SeatId,
        mv: &LeftMove,
    ) -> Result<Vec<LeftEvent>, LeftError> {
        let mut events = Vec::new();
        match (self.phase, mv) {
            (Phase::Open | Phase::Play, LeftMove::Word { word }) => {
                self.word(seat, word, &mut events)?
            }
            (Phase::Open | Phase::Play, LeftMove::Pass) => {
                self.no_word(seat, NoWord::Passed, &mut events)
            }
            (Phase::Open | Phase::Play, LeftMove::TimeUp) => {
                self.no_word(seat, NoWord::TimeUp, &mut events)
            }
            (Phase::Judge, LeftMove::Accept) => self.judge(seat, Answer::Accept, &mut events)?,
            (Phase::Judge, LeftMove::Challenge) => {
                self.judge(seat, Answer::Challenge, &mut events)?
            }
            (Phase::Vote, LeftMove::Vote { accept }) => {
                self.judge(seat, Answer::Vote(*accept), &mut events)?
            }
            _ => return Err(LeftError::WrongPhase),
        }
        Ok(events)
    }

    fn word(
        &mut self,
        seat: SeatId,
        text: &str,
        events: &mut Vec<LeftEvent>,
    ) -> Result<(), LeftError> {
        let opening = self.phase == Phase::Open;
        let split = self.plan(seat, text, opening)?;
        let phase = match self.rules.word_check {
            WordCheck::Strict => {
                if !self.lexicon().contains(&split.word) {
                    return Err(LeftError::NotAWord(split.word));
                }
                self.lay(seat, &split, opening, events);
                return Ok(());
            }
            WordCheck::Challenge => Phase::Judge,
            WordCheck::Vote => Phase::Vote,
        };
        events.push(LeftEvent::Laid {
            seat,
            word: split.word.clone(),
        });
        self.pending = Some(Pending::new(seat, split.word, LeftWord { opening }));
        self.phase = phase;
        self.to_act = Some(self.next_seat(seat));
        Ok(())
    }

    /// The word stands: cards move, leftovers are taken, the hand is refilled and the
    /// turn passes on.
    fn lay(&mut self, seat: SeatId, split: &Split, opening: bool, events: &mut Vec<LeftEvent>) {
        for c in &split.from_hand {
            if let Some(p) = self.hands[seat].iter().position(|h| h == c) {
                self.hands[seat].remove(p);
            }
        }
        let old = std::mem::take(&mut self.table);
        let old_word: String = old.iter().map(|c| c.letter).collect();
        let mut pool: Vec<Card> = split.from_hand.clone();
        pool.extend(split.table_used.iter().filter_map(|&i| old.get(i).copied()));
        // Cards of one letter are alike: lay them in the word's order.
        self.table = split
            .word
            .chars()
            .filter_map(|c| {
                let p = pool.iter().position(|h| h.letter == c)?;
                Some(pool.remove(p))
            })
            .collect();
        let word_points = points(&self.table);
        if opening {
            let score = if self.rules.use_or_lose {
                word_points
            } else {
                0
            };
            events.push(LeftEvent::Opened {
                seat,
                word: split.word.clone(),
                cards: self.table.clone(),
                score,
            });
            self.score_word(seat, &split.word, score);
        } else {
            let leftovers = split.leftover_cards(&old);
            let from_table: Vec<Card> = split
                .table_used
                .iter()
                .filter_map(|&i| old.get(i).copied())
                .collect();
            let taker = self.word_layer(seat);
            let score = if self.rules.use_or_lose {
                word_points - points(&leftovers)
            } else {
                0
            };
            events.push(LeftEvent::Remade {
                seat,
                old: old_word,
                word: split.word.clone(),
                from_hand: split.from_hand.clone(),
                from_table,
                leftovers: leftovers.clone(),
                taker,
                score,
            });
            self.score_word(seat, &split.word, score);
            self.take(taker, leftovers, events);
        }
        self.played.push(split.word.clone());
        self.table_by = Some(seat);
        self.phase = Phase::Play;
        self.open_misses = 0;
        self.refill(seat, events);
        self.begin_turn(self.next_seat(seat), events);
    }

    fn score_word(&mut self, seat: SeatId, word: &str, score: i32) {
        if self.rules.use_or_lose {
            self.totals[seat] += score;
            self.words[seat].push((word.to_string(), score));
        }
    }

    /// `seat` takes `cards` off the table; they score unless Use or Lose is played.
    fn take(&mut self, seat: SeatId, cards: Vec<Card>, events: &mut Vec<LeftEvent>) {
        if cards.is_empty() {
            return;
        }
        let pts = if self.rules.use_or_lose {
            0
        } else {
            points(&cards)
        };
        self.totals[seat] += pts;
        self.taken[seat].extend_from_slice(&cards);
        events.push(LeftEvent::Took {
            seat,
            cards,
            points: pts,
        });
    }

    /// Refills a hand to 10 while the draw pile lasts.
    fn refill(&mut self, seat: SeatId, events: &mut Vec<LeftEvent>) {
        let need = HAND_SIZE.saturating_sub(self.hands[seat].len());
        let n = need.min(self.draw.len());
        if n == 0 {
            return;
        }
        for _ in 0..n {
            if let Some(c) = self.draw.pop() {
                self.hands[seat].push(c);
            }
        }
        sort_hand(&mut self.hands[seat]);
        events.push(LeftEvent::Drew { seat, count: n });
    }

    /// A seat makes no word. In play, the previous player takes every table card and
    /// lays a new word from hand; play then continues after them. When a new word is
    /// due and nobody round the table lays one, the game is over.
    fn no_word(&mut self, seat: SeatId, why: NoWord, events: &mut Vec<LeftEvent>) {
        events.push(LeftEvent::NoWord { seat, why });
        match self.phase {
            Phase::Play => {
                let taker = self.word_layer(seat);
                let cards = std::mem::take(&mut self.table);
                self.table_by = None;
                self.take(taker, cards, events);
                self.phase = Phase::Open;
                self.open_misses = 0;
                self.begin_turn(taker, events);
            }
            _ => self.open_missed(seat, events),
        }
    }

    /// A new word was due and none came by a refused word or a lost turn. While cards
    /// remain to draw this does not count toward the round of misses that ends the game
    /// (the rulebook plays until the deck is used); it starts that round afresh.
    fn open_skipped(&mut self, seat: SeatId, events: &mut Vec<LeftEvent>) {
        if self.draw.is_empty() {
            self.open_missed(seat, events);
        } else {
            self.phase = Phase::Open;
            self.open_misses = 0;
            self.begin_turn(self.next_seat(seat), events);
        }
    }

    /// Nobody laid a word on an empty table this turn.
    fn open_missed(&mut self, seat: SeatId, events: &mut Vec<LeftEvent>) {
        self.phase = Phase::Open;
        self.open_misses += 1;
        if self.open_misses >= self.players {
            self.game_over(events);
        } else {
            self.begin_turn(self.next_seat(seat), events);
        }
    }

    /// `seat`'s turn begins, unless it lost it (a failed challenge, one turn each) or has
    /// no card left.
    pub(super) fn begin_turn(&mut self, seat: SeatId, events: &mut Vec<LeftEvent>) {
        if self.phase == Phase::GameOver {
            return;
        }
        self.turn = seat;
        self.to_act = Some(seat);
        if self.skip[seat] > 0 {
            self.skip[seat] -= 1;
            events.push(LeftEvent::TurnLost { seat });
            match self.phase {
                Phase::Play => self.begin_turn(self.next_seat(seat), events),
                _ => self.open_skipped(seat, events),
            }
        } else if self.hands[seat].is_empty() {
            self.no_word(seat, NoWord::EmptyHand, events);
        }
    }

    fn game_over(&mut self, events: &mut Vec<LeftEvent>) {
        let best = self.totals.iter().copied().max().unwrap_or(0);
        self.winners = (0..self.players)
            .filter(|&s| self.totals[s] == best)
            .collect();
        self.phase = Phase::GameOver;
        self.to_act = None;
        events.push(LeftEvent::GameOver {
            winners: self.winners.clone(),
            totals: self.totals.clone(),
        });
    }

    /// An answer to the word waiting for the table (the common engine, the hooks below).
    fn judge(
        &mut self,
        seat: SeatId,
        answer: Answer,
        events: &mut Vec<LeftEvent>,
    ) -> Result<(), LeftError> {
        if judge::answer(self, seat, answer, events) {
            Ok(())
        } else {
            Err(LeftError::WrongPhase)
        }
    }

    fn refuse_turn(&mut self, player: SeatId, opening: bool, events: &mut Vec<LeftEvent>) {
        if opening {
            self.open_skipped(player, events);
        } else {
            self.phase = Phase::Play;
            self.begin_turn(self.next_seat(player), events);
        }
    }
}

/// Leftovers' rulings for a judged word: a failed challenge costs the challenger a turn;
/// a refused word goes back to the hand and the turn is lost.
impl Table for Leftovers {
    type Word = LeftWord;
    type Event = LeftEvent;

    fn laid(&mut self) -> Option<&mut Pending> {
        self.pending.as_mut()
    }
    fn waiting(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }
    fn asked(&self) -> Option<SeatId> {
        self.to_act
    }
    fn next_asked(&self, seat: SeatId) -> SeatId {
        self.next_seat(seat)
    }
    fn ask(&mut self, seat: SeatId) {
        self.to_act = Some(seat);
    }
    fn knows(&self, word: &str) -> bool {
        self.lexicon().contains(word)
    }
    fn accepted(&self, seat: SeatId) -> LeftEvent {
        LeftEvent::Accepted { seat }
    }
    fn voted(&self, seat: SeatId, accept: bool) -> LeftEvent {
        LeftEvent::Voted { seat, accept }
    }
    fn closed_early(&self, player: SeatId, word: String, unasked: Vec<SeatId>) -> LeftEvent {
        LeftEvent::VoteClosed {
            player,
            word,
            unasked,
        }
    }
    fn counted(&self, player: SeatId, word: String, c: Count) -> LeftEvent {
        LeftEvent::VoteResult {
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
        events: &mut Vec<LeftEvent>,
    ) {
        // Each failed challenge costs a turn, even one made while a turn is owed.
        self.skip[challenger] += 1;
        events.push(LeftEvent::ChallengeFailed {
            challenger,
            player,
            word,
        });
    }
    fn on_challenge_won(
        &mut self,
        challenger: SeatId,
        player: SeatId,
        word: String,
        events: &mut Vec<LeftEvent>,
    ) {
        events.push(LeftEvent::ChallengeWon {
            challenger,
            player,
            word,
        });
    }

    /// The pending word is laid after all.
    fn on_stands(&mut self, events: &mut Vec<LeftEvent>) {
        let Some(p) = self.pending.take() else {
            return;
        };
        self.phase = if p.game.opening {
            Phase::Open
        } else {
            Phase::Play
        };
        match self.plan(p.seat, &p.word, p.game.opening) {
            Ok(split) => self.lay(p.seat, &split, p.game.opening, events),
            // Nothing changed since it was checked; kept as a refusal to be safe.
            Err(_) => self.refuse_turn(p.seat, p.game.opening, events),
        }
    }

    /// The pending word is refused: its cards stay in the hand, the turn is lost.
    fn on_refused(&mut self, _why: Refusal, events: &mut Vec<LeftEvent>) {
        if let Some(p) = self.pending.take() {
            self.refuse_turn(p.seat, p.game.opening, events);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;
    use crate::games::leftovers::{LeftRules, builtin};
    use crate::lexicon::Language;

    fn word(w: &str) -> LeftMove {
        LeftMove::Word { word: w.into() }
    }

    /// The rulebook: a challenger of a good word loses a turn. Two failed challenges
    /// before its turn comes cost two turns (the second was once lost).
    #[test]
    fn each_failed_challenge_costs_a_turn() {
        let rules = LeftRules {
            word_check: WordCheck::Challenge,
            ..LeftRules::default()
        };
        let mut g = Leftovers::position(
            rules,
            builtin(Language::English),
            &["AAAAAAAAAA", "SXXXXXXXXX", "EEEEEEEEEE"],
            "TOPE",
            "",
            1,
        );
        g.apply(1, &word("POTS")).unwrap();
        g.apply(2, &LeftMove::Accept).unwrap();
        let ev = g.apply(0, &LeftMove::Challenge).unwrap();
        assert!(matches!(
            ev[0],
            LeftEvent::ChallengeFailed { challenger: 0, .. }
        ));
        assert!(g.loses_next_turn(0));
        assert_eq!(g.to_act(), Some(2));
        g.apply(2, &word("POETS")).unwrap();
        let ev = g.apply(0, &LeftMove::Challenge).unwrap();
        assert!(matches!(
            ev[0],
            LeftEvent::ChallengeFailed { challenger: 0, .. }
        ));
        // Seat 0's turn comes at once and is lost; one more is still owed.
        let lost = ev
            .iter()
            .filter(|e| matches!(e, LeftEvent::TurnLost { seat: 0 }))
            .count();
        assert_eq!(lost, 1);
        assert!(g.loses_next_turn(0), "the second penalty was dropped");
        assert_eq!(g.to_act(), Some(1));
    }

    /// Issue 23: every seat's first word voted down must not end the game while cards
    /// remain to draw (the rulebook plays until the deck is used); with the deck used,
    /// the same round of refusals still ends it.
    #[test]
    fn refused_first_words_end_the_game_only_when_the_deck_is_used() {
        for (draw, over) in [("EEEEE", false), ("", true)] {
            let rules = LeftRules {
                word_check: WordCheck::Vote,
                ..LeftRules::default()
            };
            let mut g = Leftovers::position(
                rules,
                builtin(Language::English),
                &["TOPSAAAAAA", "CATSEEEEEE"],
                "",
                draw,
                0,
            );
            g.apply(0, &word("POTS")).unwrap();
            g.apply(1, &LeftMove::Vote { accept: false }).unwrap();
            g.apply(1, &word("CATS")).unwrap();
            g.apply(0, &LeftMove::Vote { accept: false }).unwrap();
            assert_eq!(g.phase() == Phase::GameOver, over, "draw pile {draw:?}");
            if !over {
                assert_eq!(g.to_act(), Some(0));
                assert_eq!(g.draw_count(), draw.len());
            }
        }
    }

    /// Issue 23: a lost turn when a new word is due does not count as a miss while cards
    /// remain to draw: one pass and one lost turn in two seats do not end the game.
    #[test]
    fn a_lost_turn_does_not_end_the_game_while_cards_remain() {
        let mut g = Leftovers::position(
            LeftRules::default(),
            builtin(Language::English),
            &["XXXXXXXXXX", "CATSEEEEEE"],
            "",
            "EEEEE",
            0,
        );
        g.skip[1] = 1;
        g.apply(0, &LeftMove::Pass).unwrap();
        assert_ne!(g.phase(), Phase::GameOver);
        assert_eq!(g.to_act(), Some(0));
    }

    /// Issue 23 (ruling written in the help): a player with no cards cannot make a
    /// word, and is treated so: the player who laid the table word takes the table.
    #[test]
    fn an_empty_hand_counts_as_no_word() {
        let mut g = Leftovers::position(
            LeftRules::default(),
            builtin(Language::English),
            &["CATSEEEEEE", "", "ZZZZZZZZZZ"],
            "TOPE",
            "",
            0,
        );
        let ev = g.apply(0, &word("POETS")).unwrap();
        assert!(ev.iter().any(|e| matches!(
            e,
            LeftEvent::NoWord {
                seat: 1,
                why: NoWord::EmptyHand
            }
        )));
        // Seat 0 laid POETS: it takes the table and lays a new word from hand.
        assert_eq!(g.taken(0).len(), 5);
        assert_eq!(g.phase(), Phase::Open);
        assert_eq!(g.to_act(), Some(0));
        for lang in ["en", "es"] {
            let help = std::fs::read_to_string(format!(
                "{}/assets/help/leftovers.{lang}.md",
                env!("CARGO_MANIFEST_DIR")
            ))
            .unwrap();
            assert!(
                !help.contains("passed over") && !help.contains("se salta"),
                "the {lang} help still says an empty hand is passed over"
            );
        }
    }

    /// A save from before the count holds a flag per seat: it still loads.
    #[test]
    fn an_old_save_s_lost_turn_flag_loads() {
        let g = Leftovers::position(
            LeftRules::default(),
            builtin(Language::English),
            &["AAAAAAAAAA", "SXXXXXXXXX"],
            "",
            "",
            0,
        );
        let mut v = serde_json::to_value(&g).unwrap();
        assert_eq!(v["skip"], serde_json::json!([0, 0]));
        v["skip"] = serde_json::json!([false, true]);
        let old: Leftovers = serde_json::from_value(v).unwrap();
        assert!(!old.loses_next_turn(0) && old.loses_next_turn(1));
    }
}
