//! What a seat cannot see, reshuffled (the conformance suite's secrecy check).

use super::state::{Leftovers, sort_hand};
use crate::engine::{GameRng, SeatId};
use crate::games::scramble::{others_hands, reshuffle};

impl Leftovers {
    /// Other seats' hands and the face-down draw pile. Hands stay sorted; the legal moves
    /// found for the old position go.
    pub(super) fn scramble_hidden_cards(&mut self, viewer: Option<SeatId>, rng: &mut GameRng) {
        let (mut places, hands) = others_hands(&mut self.hands, viewer);
        places.push(&mut self.draw);
        reshuffle(&mut places, rng);
        for seat in hands {
            sort_hand(&mut self.hands[seat]);
        }
        self.legal_cache = std::sync::OnceLock::new();
    }
}

#[cfg(test)]
mod tests {
    use super::super::LeftRules;
    use super::*;

    #[test]
    fn scrambling_what_a_seat_cannot_see_leaves_its_view() {
        for players in [2, 3] {
            let game = <Leftovers as crate::games::TableGame>::new_game(
                players,
                LeftRules::default(),
                9,
                crate::engine::Lang::En,
            )
            .expect("a game");
            crate::games::scramble::check_scramble(game, 60);
        }
    }
}
