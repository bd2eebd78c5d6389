//! What a seat cannot see, reshuffled (the conformance suite's secrecy check).

use super::state::Rapiletras;
use crate::engine::{GameRng, SeatId};
use crate::games::scramble::{others_hands, reshuffle};

impl Rapiletras {
    /// Other seats' hands and the mazo (the pozo lies face up). Hands stay sorted.
    pub(super) fn scramble_hidden_cards(&mut self, viewer: Option<SeatId>, rng: &mut GameRng) {
        let (mut places, hands) = others_hands(&mut self.hands, viewer);
        places.push(&mut self.mazo);
        reshuffle(&mut places, rng);
        for seat in hands {
            self.hands[seat].sort_unstable();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::RapiRules;
    use super::*;

    #[test]
    fn scrambling_what_a_seat_cannot_see_leaves_its_view() {
        for players in [2, 4] {
            let game = Rapiletras::new(players, RapiRules::default(), 3).expect("a game");
            crate::games::scramble::check_scramble(game, 80);
        }
    }
}
