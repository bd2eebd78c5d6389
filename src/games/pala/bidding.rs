//! Bidding: Pointillism chips and the Impressionism bid board.

use super::cards::{Color, take};
use super::config::Mode;
use super::error::PalaError;
use super::state::{Pala, PalaEvent, PalaMove, Phase};
use crate::engine::SeatId;

/// The colors of a chip mask (bit i = `Color::ALL[i]`), in order, allocated exactly.
fn chips_of(mask: u8) -> Vec<Color> {
    let mut v = Vec::with_capacity(mask.count_ones() as usize);
    for (i, &c) in Color::ALL.iter().enumerate() {
        if mask & (1 << i) != 0 {
            v.push(c);
        }
    }
    v
}

/// Sorts a chip bid and refuses a color bid twice.
pub(crate) fn normalize_chips(colors: &[Color]) -> Result<Vec<Color>, PalaError> {
    let mut v = colors.to_vec();
    v.sort_unstable();
    for w in v.windows(2) {
        if w[0] == w[1] {
            return Err(PalaError::DuplicateChip(w[0]));
        }
    }
    Ok(v)
}

impl Pala {
    pub(super) fn legal_bids(&self, seat: SeatId) -> Vec<PalaMove> {
        match self.rules.mode {
            Mode::Pointillism => {
                // The small lists first, then the list of moves.
                let bids: [PalaMove; 64] =
                    std::array::from_fn(|m| PalaMove::BidChips(chips_of(m as u8)));
                Vec::from(bids)
            }
            Mode::Impressionism => {
                let mut out = Vec::new();
                let mut cards = self.hands[seat].clone();
                cards.dedup();
                for (slot, (_, taken)) in self.board.iter().enumerate() {
                    if taken.is_some() {
                        continue;
                    }
                    for &card in &cards {
                        if !self.color_on_board(card.color) {
                            out.push(PalaMove::BidCard { card, slot });
                        }
                    }
                }
                out.push(PalaMove::PassBid);
                out
            }
        }
    }

    pub(super) fn color_on_board(&self, color: Color) -> bool {
        self.board
            .iter()
            .any(|(_, c)| c.is_some_and(|(card, _)| card.color == color))
    }

    pub(super) fn bid_chips(
        &mut self,
        seat: SeatId,
        colors: &[Color],
    ) -> Result<Vec<PalaEvent>, PalaError> {
        if self.phase != Phase::Bidding || self.rules.mode != Mode::Pointillism {
            return Err(PalaError::WrongPhase);
        }
        let colors = normalize_chips(colors)?;
        self.chip_bids.make_mut()[seat] = Some(colors.clone());
        let mut events = vec![PalaEvent::ChipsBid { seat, colors }];
        let next = self.next_seat(seat);
        if next == self.dealer {
            self.start_play(&mut events);
        } else {
            self.to_act = Some(next);
        }
        Ok(events)
    }

    pub(super) fn bid_card(
        &mut self,
        seat: SeatId,
        card: super::cards::Card,
        slot: usize,
    ) -> Result<Vec<PalaEvent>, PalaError> {
        if self.phase != Phase::Bidding || self.rules.mode != Mode::Impressionism {
            return Err(PalaError::WrongPhase);
        }
        let Some((slot_kind, taken)) = self.board.get(slot).copied() else {
            return Err(PalaError::NoSuchSlot(slot));
        };
        if taken.is_some() {
            return Err(PalaError::SlotTaken(slot));
        }
        if !self.hands[seat].contains(&card) {
            return Err(PalaError::NotInHand(card));
        }
        if self.color_on_board(card.color) {
            return Err(PalaError::ColorOnBoard(card.color));
        }
        take(&mut self.hands[seat], card);
        self.board.make_mut()[slot].1 = Some((card, seat));
        self.passes = 0;
        let mut events = vec![PalaEvent::CardBid {
            seat,
            card,
            slot,
            slot_kind,
        }];
        if self.board.iter().all(|(_, c)| c.is_some()) {
            self.start_play(&mut events);
        } else {
            self.to_act = Some(self.next_seat(seat));
        }
        Ok(events)
    }

    pub(super) fn pass_bid(&mut self, seat: SeatId) -> Result<Vec<PalaEvent>, PalaError> {
        if self.phase != Phase::Bidding || self.rules.mode != Mode::Impressionism {
            return Err(PalaError::WrongPhase);
        }
        self.passes += 1;
        let mut events = vec![PalaEvent::Passed { seat }];
        if self.passes >= self.players {
            self.start_play(&mut events);
        } else {
            self.to_act = Some(self.next_seat(seat));
        }
        Ok(events)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every chip bid: the white chip alone (empty), or any non-empty set of colors (63),
    /// colors in `Color::ALL` order.
    pub(crate) fn all_chip_bids() -> Vec<Vec<Color>> {
        (0u8..64).map(chips_of).collect()
    }

    #[test]
    fn sixty_four_chip_bids_white_first() {
        let bids = all_chip_bids();
        assert_eq!(bids.len(), 64);
        assert!(bids[0].is_empty());
        assert!(bids[1..].iter().all(|b| !b.is_empty()));
        let mut sorted = bids.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 64);
        assert_eq!(bids[63], Color::ALL.to_vec());
    }

    #[test]
    fn duplicate_chip_refused() {
        assert_eq!(
            normalize_chips(&[Color::Red, Color::Blue, Color::Red]),
            Err(PalaError::DuplicateChip(Color::Red))
        );
        assert_eq!(
            normalize_chips(&[Color::Purple, Color::Red]),
            Ok(vec![Color::Red, Color::Purple])
        );
    }
}
