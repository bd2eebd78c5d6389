//! What a seat cannot see, reshuffled (the conformance suite's secrecy check).

use super::state::Palabra;
use crate::engine::{GameRng, SeatId};
use crate::games::scramble::{others_hands, reshuffle};

impl Palabra {
    /// Other seats' hands, the cards they set aside face down in simultaneous play, and
    /// the draw pile. Hands stay in card order.
    pub(super) fn scramble_hidden_cards(&mut self, viewer: Option<SeatId>, rng: &mut GameRng) {
        let (mut places, hands) = others_hands(&mut self.hands, viewer);
        if let Some(round) = self.sim.as_mut() {
            for (seat, held) in round.held.iter_mut().enumerate() {
                if Some(seat) != viewer {
                    places.push(held);
                }
            }
        }
        places.push(&mut self.draw);
        reshuffle(&mut places, rng);
        for seat in hands {
            self.hands[seat].sort_by_key(|c| c.id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::PalabraRules;
    use super::*;

    #[test]
    fn scrambling_what_a_seat_cannot_see_leaves_its_view() {
        for (players, simultaneous_play) in [(2, false), (4, false), (3, true)] {
            let rules = PalabraRules {
                simultaneous_play,
                ..PalabraRules::default()
            };
            let game = Palabra::new(players, rules, 5).expect("a game");
            crate::games::scramble::check_scramble(game, 60);
        }
    }
}
