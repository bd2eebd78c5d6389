//! Reshuffling the cards a seat cannot see, for [`super::TableGame::scramble_hidden`]:
//! what proves (in the conformance suite) that a screen shows only its viewer's view.

use crate::engine::GameRng;
use rand::seq::SliceRandom;

/// Deals the cards of `places` again among the same places at random, each place keeping
/// how many cards it holds.
pub(crate) fn reshuffle<C>(places: &mut [&mut Vec<C>], rng: &mut GameRng) {
    let counts: Vec<usize> = places.iter().map(|p| p.len()).collect();
    let mut all: Vec<C> = places.iter_mut().flat_map(|p| p.drain(..)).collect();
    all.shuffle(rng);
    let mut cards = all.into_iter();
    for (place, n) in places.iter_mut().zip(counts) {
        place.extend(cards.by_ref().take(n));
    }
}

/// Every hand but the viewer's, as places to reshuffle, with the seats they belong to
/// (so that the game can sort them again afterwards).
pub(crate) fn others_hands<C>(
    hands: &mut [Vec<C>],
    viewer: Option<crate::engine::SeatId>,
) -> (Vec<&mut Vec<C>>, Vec<crate::engine::SeatId>) {
    hands
        .iter_mut()
        .enumerate()
        .filter(|(seat, _)| Some(*seat) != viewer)
        .map(|(seat, hand)| (hand, seat))
        .unzip()
}

/// Unit-test support: for positions along a game played at random, scrambling what each
/// seat (and a spectator) cannot see leaves that seat's view and the public view as
/// they were (counts of every
/// hand and pile included), and changes the state for most seeds.
#[cfg(test)]
pub(crate) fn check_scramble<G: super::TableGame>(mut game: G, plies: usize) {
    use crate::engine::{SeatId, rng_from_seed};
    use rand::Rng;
    let state = |g: &G| serde_json::to_string(g).unwrap_or_default();
    let view = |g: &G, s: SeatId| format!("{:?}", g.view_for(s));
    let mut moves = rng_from_seed(7);
    let mut changed = 0;
    let mut checked = 0;
    for ply in 0..plies {
        if ply % 7 == 0 {
            let viewers = (0..game.seat_count()).map(Some).chain([None]);
            for viewer in viewers {
                for seed in 0..3 {
                    let mut scrambled = game.clone();
                    scrambled.scramble_hidden(viewer, &mut rng_from_seed(seed));
                    if let Some(s) = viewer {
                        assert_eq!(
                            view(&game, s),
                            view(&scrambled, s),
                            "{}: seat {s}'s view changed at ply {ply}",
                            G::KEY
                        );
                    }
                    // What a spectator or a hand-off screen shows hides every hand.
                    assert_eq!(
                        format!("{:?}", game.public_view()),
                        format!("{:?}", scrambled.public_view()),
                        "{}: the public view changed at ply {ply} (viewer {viewer:?})",
                        G::KEY
                    );
                    checked += 1;
                    changed += usize::from(state(&scrambled) != state(&game));
                }
            }
        }
        let Some(seat) = game.to_act() else { break };
        let legal = game.candidate_moves(seat);
        if legal.is_empty() {
            break;
        }
        let mv = legal[moves.random_range(0..legal.len())].clone();
        if game.apply(seat, &mv).is_err() {
            break;
        }
    }
    assert!(checked > 0);
    assert!(
        changed * 2 > checked,
        "{}: the scramble changed the state only {changed} times of {checked}",
        G::KEY
    );
}
