//! Round scoring for both games, and the Impressionism cancel choice.

use super::cards::{Card, Color, take};
use super::config::{Mode, Slot};
use super::error::PalaError;
use super::state::{Pala, PalaEvent, PalaMove, Phase, RoundScore, SeatBid};
use crate::engine::SeatId;

/// Pointillism points for one seat: `bid` empty = null (+null if no trick, a flat
/// -null otherwise); colors made (a trick in each) = tricks x colors (+ rainbow bonus
/// for all six); a missed bid = 0.
pub fn pointillism_points(bid: &[Color], tricks: &[Color], null_value: i32, rainbow: i32) -> i32 {
    if bid.is_empty() {
        return if tricks.is_empty() {
            null_value
        } else {
            -null_value
        };
    }
    if !bid.iter().all(|c| tricks.contains(c)) {
        return 0;
    }
    let made = tricks.len() as i32 * bid.len() as i32;
    if Color::ALL.iter().all(|c| bid.contains(c)) {
        made + rainbow
    } else {
        made
    }
}

/// The slot a color is on, if a card of that color was bid onto the board.
pub fn slot_of(board: &[(Slot, Option<(Card, SeatId)>)], color: Color) -> Option<Slot> {
    board
        .iter()
        .find(|(_, c)| c.is_some_and(|(card, _)| card.color == color))
        .map(|(s, _)| *s)
}

/// Splits a pile: the number of Cancel-color cards, and the other cards that score
/// (their color is on the board on a point slot), sorted best-to-cancel first.
pub(crate) fn cancel_split(
    pile: &[Card],
    board: &[(Slot, Option<(Card, SeatId)>)],
) -> (usize, Vec<Card>) {
    let mut cancels = 0;
    let mut others = Vec::new();
    for &card in pile {
        match slot_of(board, card.color) {
            Some(Slot::Cancel) => cancels += 1,
            Some(_) => others.push(card),
            None => {}
        }
    }
    others.sort_by(|a, b| {
        let pa = slot_of(board, a.color).map_or(0, |s| s.card_points(a.value));
        let pb = slot_of(board, b.color).map_or(0, |s| s.card_points(b.value));
        pb.cmp(&pa).then(b.cmp(a))
    });
    (cancels, others)
}

/// How many cards a pile's Cancel cards must cancel: one per Cancel card, as long as
/// there are other scoring cards.
pub(crate) fn cancel_need(pile: &[Card], board: &[(Slot, Option<(Card, SeatId)>)]) -> usize {
    let (k, others) = cancel_split(pile, board);
    k.min(others.len())
}

/// The choice that scores lowest: cancel the highest-scoring cards.
pub fn best_cancel(pile: &[Card], board: &[(Slot, Option<(Card, SeatId)>)]) -> Vec<Card> {
    let (k, mut others) = cancel_split(pile, board);
    others.truncate(k);
    others.sort_unstable();
    others
}

/// The distinct choices (as sorted multisets), stopping after `cap`; the bool says
/// whether the list is complete.
pub(crate) fn cancel_choices(
    pile: &[Card],
    board: &[(Slot, Option<(Card, SeatId)>)],
    cap: usize,
) -> (Vec<Vec<Card>>, bool) {
    let (k, mut others) = cancel_split(pile, board);
    let need = k.min(others.len());
    others.sort_unstable();
    let mut groups: Vec<(Card, usize)> = Vec::new();
    for c in others {
        match groups.last_mut() {
            Some((g, n)) if *g == c => *n += 1,
            _ => groups.push((c, 1)),
        }
    }
    let mut out = Vec::new();
    let mut cur = Vec::new();
    let complete = enumerate(&groups, 0, need, &mut cur, &mut out, cap);
    (out, complete)
}

fn enumerate(
    groups: &[(Card, usize)],
    i: usize,
    left: usize,
    cur: &mut Vec<Card>,
    out: &mut Vec<Vec<Card>>,
    cap: usize,
) -> bool {
    if left == 0 {
        if out.len() >= cap {
            return false;
        }
        out.push(cur.clone());
        return true;
    }
    let Some(&(card, count)) = groups.get(i) else {
        return true;
    };
    let avail: usize = groups[i..].iter().map(|g| g.1).sum();
    if avail < left {
        return true;
    }
    for take_n in (0..=count.min(left)).rev() {
        for _ in 0..take_n {
            cur.push(card);
        }
        let ok = enumerate(groups, i + 1, left - take_n, cur, out, cap);
        cur.truncate(cur.len() - take_n);
        if !ok {
            return false;
        }
    }
    true
}

/// Checks a cancel choice: exactly `cancel_need` cards, all scoring non-Cancel cards
/// of the pile.
pub(crate) fn check_cancel(
    pile: &[Card],
    board: &[(Slot, Option<(Card, SeatId)>)],
    chosen: &[Card],
) -> Result<(), PalaError> {
    let (k, mut others) = cancel_split(pile, board);
    let need = k.min(others.len());
    if chosen.len() != need {
        return Err(PalaError::CancelCount {
            need,
            got: chosen.len(),
        });
    }
    for &c in chosen {
        if !take(&mut others, c) {
            return Err(PalaError::CannotCancel(c));
        }
    }
    Ok(())
}

/// Impressionism points of a pile with the given (valid) cancel choice.
pub fn impressionism_points(
    pile: &[Card],
    board: &[(Slot, Option<(Card, SeatId)>)],
    chosen: &[Card],
) -> i32 {
    let (k, mut others) = cancel_split(pile, board);
    let mut used = 0usize;
    for &c in chosen {
        if take(&mut others, c) {
            used += 1;
        }
    }
    let unused = k.saturating_sub(used) as i32;
    let kept: i32 = others
        .iter()
        .map(|c| slot_of(board, c.color).map_or(0, |s| s.card_points(c.value)))
        .sum();
    kept - unused
}

/// Impressionism points by color, for the round summary: each board color's kept cards
/// (board order, colors with scoring cards only), and the points lost for Cancel cards
/// left with nothing to cancel (0 or less). They add up to `impressionism_points`.
pub(crate) fn impressionism_parts(
    pile: &[Card],
    board: &[(Slot, Option<(Card, SeatId)>)],
    chosen: &[Card],
) -> (Vec<(Color, i32)>, i32) {
    let (k, mut others) = cancel_split(pile, board);
    let mut used = 0usize;
    for &c in chosen {
        if take(&mut others, c) {
            used += 1;
        }
    }
    let unused = k.saturating_sub(used) as i32;
    let mut parts = Vec::new();
    for (slot, card) in board {
        if let Some((card, _)) = card
            && *slot != Slot::Cancel
            && others.iter().any(|c| c.color == card.color)
        {
            let points = others
                .iter()
                .filter(|c| c.color == card.color)
                .map(|c| slot.card_points(c.value))
                .sum();
            parts.push((card.color, points));
        }
    }
    (parts, -unused)
}

/// Most cancel moves listed in `candidate_moves`.
pub(crate) const CANCEL_MOVES_CAP: usize = 64;

impl Pala {
    /// The round is over: score it (Impressionism may first ask for cancel choices).
    pub(super) fn end_round(&mut self, events: &mut Vec<PalaEvent>) {
        match self.rules.mode {
            Mode::Pointillism => {
                for hand in &mut self.hands {
                    self.discards.append(hand);
                }
                let null = self.rules.null_bid_for(self.players);
                let points: Vec<i32> = (0..self.players)
                    .map(|s| {
                        let bid = self.chip_bids[s].as_deref().unwrap_or(&[]);
                        pointillism_points(bid, &self.tricks_won[s], null, self.rules.rainbow_bonus)
                    })
                    .collect();
                self.record_round(points, Vec::new(), events);
            }
            Mode::Impressionism => {
                for s in 0..self.players {
                    let mut hand = std::mem::take(&mut self.hands[s]);
                    self.piles[s].append(&mut hand);
                }
                self.cancel_queue = (0..self.players)
                    .map(|i| (self.dealer + i) % self.players)
                    .filter(|&s| cancel_choices(&self.piles[s], &self.board, 2).0.len() > 1)
                    .collect();
                self.cancel_queue.reverse();
                self.next_cancel(events);
            }
        }
    }

    fn next_cancel(&mut self, events: &mut Vec<PalaEvent>) {
        if let Some(&seat) = self.cancel_queue.last() {
            self.phase = Phase::Cancelling;
            self.to_act = Some(seat);
            return;
        }
        let chosen: Vec<Vec<Card>> = (0..self.players)
            .map(|s| match &self.cancels[s] {
                Some(c) => c.clone(),
                None => best_cancel(&self.piles[s], &self.board),
            })
            .collect();
        let points: Vec<i32> = (0..self.players)
            .map(|s| impressionism_points(&self.piles[s], &self.board, &chosen[s]))
            .collect();
        let parts = (0..self.players)
            .map(|s| impressionism_parts(&self.piles[s], &self.board, &chosen[s]))
            .collect();
        self.record_round(points, parts, events);
    }

    /// The best choice (cancel the highest-scoring cards) first; then, when there are at
    /// most `CANCEL_MOVES_CAP` distinct choices, every other one. Larger piles list only
    /// the best choice, but `apply` accepts any valid choice.
    pub(super) fn legal_cancels(&self, seat: SeatId) -> Vec<PalaMove> {
        let best = best_cancel(&self.piles[seat], &self.board);
        let (all, complete) = cancel_choices(&self.piles[seat], &self.board, CANCEL_MOVES_CAP);
        let mut out = vec![PalaMove::Cancel(best.clone())];
        if complete {
            out.extend(all.into_iter().filter(|c| *c != best).map(PalaMove::Cancel));
        }
        out
    }

    pub(super) fn cancel(
        &mut self,
        seat: SeatId,
        cards: &[Card],
    ) -> Result<Vec<PalaEvent>, PalaError> {
        if self.phase != Phase::Cancelling {
            return Err(PalaError::WrongPhase);
        }
        check_cancel(&self.piles[seat], &self.board, cards)?;
        let mut chosen = cards.to_vec();
        chosen.sort_unstable();
        self.cancels[seat] = Some(chosen.clone());
        self.cancel_queue.pop();
        let mut events = vec![PalaEvent::Cancelled {
            seat,
            cards: chosen,
        }];
        self.next_cancel(&mut events);
        Ok(events)
    }

    fn record_round(
        &mut self,
        points: Vec<i32>,
        parts: Vec<(Vec<(Color, i32)>, i32)>,
        events: &mut Vec<PalaEvent>,
    ) {
        for (t, p) in self.totals.iter_mut().zip(&points) {
            *t += p;
        }
        let bids = (0..self.players)
            .map(|s| match self.rules.mode {
                Mode::Pointillism => SeatBid::Chips(self.chip_bids[s].clone().unwrap_or_default()),
                Mode::Impressionism => SeatBid::Board(
                    self.board
                        .iter()
                        .filter_map(|(slot, c)| match c {
                            Some((card, by)) if *by == s => Some((*slot, *card)),
                            _ => None,
                        })
                        .collect(),
                ),
            })
            .collect();
        self.pad.push(RoundScore {
            round: self.round,
            dealer: self.dealer,
            bids,
            tricks: self.tricks_won.iter().map(Vec::len).collect(),
            points: points.clone(),
            totals: self.totals.to_vec(),
            parts,
        });
        events.push(PalaEvent::RoundScored {
            round: self.round,
            points,
            totals: self.totals.to_vec(),
        });
        self.after_scoring(events);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::*;

    fn board3() -> Vec<(Slot, Option<(Card, SeatId)>)> {
        vec![
            (Slot::Cancel, Some((Card::new(Red, 1), 2))),
            (Slot::Two, Some((Card::new(Purple, 2), 1))),
            (Slot::Face, Some((Card::new(Yellow, 1), 0))),
        ]
    }

    #[test]
    fn choices_are_distinct_multisets() {
        let pile = [
            Card::new(Red, 2),
            Card::new(Red, 3),
            Card::new(Purple, 3),
            Card::new(Purple, 5),
            Card::new(Yellow, 4),
            Card::new(Green, 9),
        ];
        let (all, complete) = cancel_choices(&pile, &board3(), 64);
        assert!(complete);
        assert_eq!(all.len(), 3); // choose 2 of 3 distinct cards
        assert_eq!(cancel_need(&pile, &board3()), 2);
        let best = best_cancel(&pile, &board3());
        assert_eq!(
            best,
            vec![
                Card::new(Yellow, 4),
                Card::new(Purple, 3).max(Card::new(Purple, 5))
            ]
        );
        let dup = [
            Card::new(Red, 2),
            Card::new(Yellow, 1),
            Card::new(Yellow, 1),
        ];
        assert_eq!(cancel_choices(&dup, &board3(), 64).0.len(), 1);
        let (capped, complete) = cancel_choices(&pile, &board3(), 2);
        assert_eq!(capped.len(), 2);
        assert!(!complete);
    }

    #[test]
    fn check_cancel_refuses_wrong_choices() {
        let pile = [
            Card::new(Red, 2),
            Card::new(Yellow, 4),
            Card::new(Purple, 3),
        ];
        let b = board3();
        assert_eq!(
            check_cancel(&pile, &b, &[]),
            Err(PalaError::CancelCount { need: 1, got: 0 })
        );
        assert_eq!(
            check_cancel(&pile, &b, &[Card::new(Red, 2)]),
            Err(PalaError::CannotCancel(Card::new(Red, 2)))
        );
        assert!(check_cancel(&pile, &b, &[Card::new(Purple, 3)]).is_ok());
        assert_eq!(impressionism_points(&pile, &b, &[Card::new(Purple, 3)]), 4);
        assert_eq!(impressionism_points(&pile, &b, &[Card::new(Yellow, 4)]), 2);
    }

    #[test]
    fn rainbow_and_null() {
        let all = Color::ALL.to_vec();
        assert_eq!(pointillism_points(&all, &all, 25, 100), 6 * 6 + 100);
        assert_eq!(pointillism_points(&all, &all[..5], 25, 100), 0);
        assert_eq!(pointillism_points(&[], &[], 7, 100), 7);
        assert_eq!(pointillism_points(&[], &[Red, Red], 7, 100), -7);
    }
}
