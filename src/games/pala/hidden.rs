//! What a seat cannot see, reshuffled (the conformance suite's secrecy check).

use super::state::{Pala, Phase};
use crate::engine::{GameRng, SeatId};
use crate::games::scramble::{others_hands, reshuffle};

impl Pala {
    /// Other seats' hands, the face-down leftover, and every score pile the viewer's view
    /// does not show (its own shows under `show_own_pile` and while it cancels).
    pub(super) fn scramble_hidden_cards(&mut self, viewer: Option<SeatId>, rng: &mut GameRng) {
        let own_pile_shown = viewer.is_some_and(|v| {
            self.rules.show_own_pile || (self.to_act == Some(v) && self.phase == Phase::Cancelling)
        });
        let (mut places, hands) = others_hands(&mut self.hands, viewer);
        for (seat, pile) in self.piles.iter_mut().enumerate() {
            if Some(seat) != viewer || !own_pile_shown {
                places.push(pile);
            }
        }
        places.push(&mut self.leftover);
        reshuffle(&mut places, rng);
        // Hands are kept sorted.
        for seat in hands {
            self.hands[seat].sort_unstable();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Mode, PalaRules};
    use super::*;

    #[test]
    fn scrambling_what_a_seat_cannot_see_leaves_its_view() {
        for (mode, players, show_own_pile) in [
            (Mode::Pointillism, 3, false),
            (Mode::Impressionism, 4, true),
            (Mode::Impressionism, 5, false),
        ] {
            let rules = PalaRules {
                mode,
                show_own_pile,
                ..PalaRules::default()
            };
            let game = Pala::new(players, rules, 11).expect("a game");
            crate::games::scramble::check_scramble(game, 120);
        }
    }
}
