//! What a seat cannot see, reshuffled (the conformance suite's secrecy check).

use super::cards::sort_hand;
use super::state::Palace;
use crate::engine::{GameRng, SeatId};
use crate::games::scramble::reshuffle;

impl Palace {
    /// Other seats' hands (less the cards everyone saw them pick up), every face-down
    /// card (their owner cannot see them either) and the draw pile. Hands stay sorted.
    pub(super) fn scramble_hidden_cards(&mut self, viewer: Option<SeatId>, rng: &mut GameRng) {
        // The part of each other hand nobody has seen.
        let mut unseen: Vec<(SeatId, Vec<_>)> = Vec::new();
        for seat in 0..self.players {
            if Some(seat) == viewer {
                continue;
            }
            let mut known = self.known[seat].clone();
            let mut kept = Vec::new();
            let mut hidden = Vec::new();
            for card in self.hands[seat].drain(..) {
                match known.iter().position(|k| *k == card) {
                    Some(i) => {
                        known.swap_remove(i);
                        kept.push(card);
                    }
                    None => hidden.push(card),
                }
            }
            self.hands[seat] = kept;
            unseen.push((seat, hidden));
        }
        let mut places: Vec<&mut Vec<_>> = unseen.iter_mut().map(|(_, h)| h).collect();
        places.extend(self.down.iter_mut());
        places.push(&mut self.draw);
        reshuffle(&mut places, rng);
        for (seat, hidden) in unseen {
            self.hands[seat].extend(hidden);
            sort_hand(&mut self.hands[seat]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::config::PalaceRules;
    use super::*;

    #[test]
    fn scrambling_what_a_seat_cannot_see_leaves_its_view() {
        for players in [3, 5] {
            let game = Palace::new(players, PalaceRules::default(), 4).expect("a game");
            crate::games::scramble::check_scramble(game, 150);
        }
    }
}
