//! The flow of the game: the cut, the deal, turns, drawing, the score ledger and the end.

use super::cards::{Card, CardKind};
use super::state::{EndReason, Entry, LedgerEntry, Palabra, PalabraEvent, Phase};
use super::table::{HAND_SIZE, penalty};
use crate::engine::SeatId;
use rand::seq::SliceRandom;

/// How a turn went, for the end-of-game counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum TurnEnd {
    /// A pre-play or a table play was made.
    Active,
    /// A vowel play or an exchange: nothing on the table.
    Idle,
    /// Nothing at all (pass, time out, forfeited turn).
    Pass,
}

impl Palabra {
    /// Each seat cuts a card: the letter closest to Z starts (non-letters re-cut, ties
    /// re-cut); then every card is shuffled and seven are dealt to each seat.
    pub(super) fn cut_and_deal(&mut self, events: &mut Vec<PalabraEvent>) {
        let mut cards = self.deck.clone();
        cards.shuffle(&mut self.rng);
        let mut cuts = Vec::new();
        let mut contenders: Vec<SeatId> = (0..self.players).collect();
        let first = loop {
            let mut best: Vec<(SeatId, char)> = Vec::new();
            for &s in &contenders {
                let letter = loop {
                    if cards.is_empty() {
                        cards = self.deck.clone();
                        cards.shuffle(&mut self.rng);
                    }
                    let Some(c) = cards.pop() else { break 'A' };
                    cuts.push((s, c));
                    if let CardKind::Letter(l) = c.kind {
                        break l;
                    }
                };
                best.push((s, letter));
            }
            let top = best.iter().map(|b| b.1).max().unwrap_or('A');
            contenders = best.iter().filter(|b| b.1 == top).map(|b| b.0).collect();
            if contenders.len() <= 1 {
                break contenders.first().copied().unwrap_or(0);
            }
        };
        self.first = first;
        self.cuts = cuts.clone();
        events.push(PalabraEvent::Cut { cuts, first });
        let mut cards = self.deck.clone();
        cards.shuffle(&mut self.rng);
        self.draw = cards;
        for i in 0..self.players {
            let seat = (first + i) % self.players;
            self.refill(seat, &mut Vec::new());
        }
        if self.rules.simultaneous_play {
            self.start_round(events);
        } else {
            self.start_turn(first, events);
        }
    }

    /// Draws back to seven cards (as many as the draw pile has).
    pub(super) fn refill(&mut self, seat: SeatId, events: &mut Vec<PalabraEvent>) {
        let mut count = 0;
        while self.hands[seat].len() < HAND_SIZE {
            let Some(c) = self.draw.pop() else { break };
            self.hands[seat].push(c);
            count += 1;
        }
        self.hands[seat].sort_by_key(|c| c.id);
        if count > 0 {
            events.push(PalabraEvent::Drew { seat, count });
        }
    }

    /// Moves cards from a hand (by id) and returns them.
    pub(super) fn take_from_hand(&mut self, seat: SeatId, ids: &[usize]) -> Vec<Card> {
        let mut out = Vec::with_capacity(ids.len());
        for &id in ids {
            if let Some(i) = self.hands[seat].iter().position(|c| c.id == id) {
                out.push(self.hands[seat].remove(i));
            }
        }
        out
    }

    pub(super) fn add_points(&mut self, seat: SeatId, entry: Entry, points: i32) {
        self.totals[seat] += points;
        self.ledger[seat].push(LedgerEntry {
            turn: self.turn_no,
            entry,
            points,
        });
    }

    /// The word in front of `seat` goes to the discard pile with the cards on it.
    pub(super) fn discard_word(&mut self, seat: SeatId, events: &mut Vec<PalabraEvent>) {
        if let Some(w) = self.table.get_mut(seat).and_then(Option::take) {
            events.push(PalabraEvent::WordDiscarded {
                seat,
                word: w.word(),
            });
            self.discard.extend(w.cards.iter().map(|p| p.card));
            self.discard.extend(w.lying);
        }
    }

    /// A turn starts: the player's previous word is discarded; a forfeited turn ends at
    /// once; the pre-play decision is skipped when no pre-play is possible.
    pub(super) fn start_turn(&mut self, seat: SeatId, events: &mut Vec<PalabraEvent>) {
        let mut seat = seat;
        loop {
            self.turn = seat;
            self.turn_no += 1;
            self.acted = false;
            self.rejected.clear();
            events.push(PalabraEvent::TurnStarted {
                seat,
                turn_no: self.turn_no,
            });
            self.discard_word(seat, events);
            if self.skip_next[seat] {
                self.skip_next[seat] = false;
                events.push(PalabraEvent::TurnForfeited { seat });
                if self.count_turn(TurnEnd::Pass, events) {
                    return;
                }
                seat = self.next_seat(seat);
                continue;
            }
            break;
        }
        self.phase = if self.ctx(seat).any_pre_play() {
            Phase::PrePlay
        } else {
            Phase::Play
        };
        self.to_act = Some(seat);
    }

    pub(super) fn next_seat(&self, seat: SeatId) -> SeatId {
        (seat + 1) % self.players
    }

    /// Updates the pass counters; ends the game when every seat passed in a row with
    /// the draw pile empty, or after three idle rounds. True if the game ended.
    fn count_turn(&mut self, how: TurnEnd, events: &mut Vec<PalabraEvent>) -> bool {
        match how {
            TurnEnd::Active => {
                self.passes_in_row = 0;
                self.idle_in_row = 0;
            }
            TurnEnd::Idle => {
                self.passes_in_row = 0;
                self.idle_in_row += 1;
            }
            TurnEnd::Pass => {
                self.passes_in_row += 1;
                self.idle_in_row += 1;
            }
        }
        if self.draw.is_empty() && self.passes_in_row >= self.players {
            self.finish(EndReason::AllPassed, Vec::new(), events);
            true
        } else if self.idle_in_row >= 3 * self.players {
            self.finish(EndReason::Stalemate, Vec::new(), events);
            true
        } else {
            false
        }
    }

    /// The turn is over: the next seat plays (or the game ends).
    pub(super) fn end_turn(&mut self, how: TurnEnd, events: &mut Vec<PalabraEvent>) {
        self.pending = None;
        if self.count_turn(how, events) {
            return;
        }
        let next = self.next_seat(self.turn);
        self.start_turn(next, events);
    }

    /// Ends the game at once if the draw pile is empty and `seat` has no cards; the last
    /// word play (`final_play`: its word and points) gets the final multiplier.
    pub(super) fn check_out(
        &mut self,
        seat: SeatId,
        final_play: Option<(String, i32)>,
        events: &mut Vec<PalabraEvent>,
    ) -> bool {
        if self.draw.is_empty() && self.hands[seat].is_empty() {
            let fp = final_play.map(|(w, p)| (seat, w, p));
            self.finish(
                EndReason::OutOfCards(seat),
                fp.into_iter().collect(),
                events,
            );
            true
        } else {
            false
        }
    }

    /// The end: the final play's extra, the penalties for cards in hand, the dropped
    /// best words (eliminate high score), the winners.
    pub(super) fn finish(
        &mut self,
        reason: EndReason,
        final_plays: Vec<(SeatId, String, i32)>,
        events: &mut Vec<PalabraEvent>,
    ) {
        let m = self.rules.final_multiplier.max(1);
        for (seat, word, points) in final_plays {
            let extra = points * (m - 1);
            if extra != 0 {
                self.add_points(seat, Entry::FinalPlay { word: word.clone() }, extra);
                events.push(PalabraEvent::FinalPlay { seat, word, extra });
            }
        }
        for seat in 0..self.players {
            let hand = self.hands[seat].clone();
            let p = penalty(&hand, self.rules.penalty_color_lock);
            if hand.is_empty() {
                continue;
            }
            let cards = hand.iter().map(Card::label).collect::<Vec<_>>().join(" ");
            self.add_points(
                seat,
                Entry::Penalty {
                    cards: cards.clone(),
                },
                -p,
            );
            events.push(PalabraEvent::Penalty {
                seat,
                cards,
                points: -p,
            });
        }
        if self.rules.eliminate_high_score {
            for seat in 0..self.players {
                let best = self.ledger[seat]
                    .iter()
                    .filter_map(|e| match &e.entry {
                        Entry::Play { word, .. } => Some((e.points, word.clone())),
                        _ => None,
                    })
                    .max_by_key(|b| b.0);
                if let Some((points, word)) = best.filter(|b| b.0 > 0) {
                    self.add_points(seat, Entry::BestWordDropped { word: word.clone() }, -points);
                    events.push(PalabraEvent::BestWordDropped {
                        seat,
                        word,
                        points: -points,
                    });
                }
            }
        }
        let best = self.totals.iter().copied().max().unwrap_or(0);
        self.winners = (0..self.players)
            .filter(|&s| self.totals[s] == best)
            .collect();
        self.phase = Phase::GameOver;
        self.to_act = None;
        self.pending = None;
        self.end = Some(reason);
        events.push(PalabraEvent::GameOver {
            reason,
            totals: self.totals.clone(),
            winners: self.winners.clone(),
        });
    }
}
