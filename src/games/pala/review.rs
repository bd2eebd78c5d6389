//! Pala's review of a finished game (README, "Review of a finished game"): at each of a
//! person's bids and plays, the strong player's choice from what that person saw (its
//! playouts deal the unseen cards at random, consistently with the view), where it
//! differs from the move made, with both moves' estimated round results (points against
//! the others' mean).

use super::bot::estimates;
use super::state::{Pala, PalaMove};
use crate::engine::{GameRng, Rules, SeatId};
use crate::games::review::Choice;

pub(crate) fn choice(
    game: &Pala,
    seat: SeatId,
    played: &PalaMove,
    rng: &mut GameRng,
) -> Option<Choice<PalaMove>> {
    if game.to_act() != Some(seat) {
        return None;
    }
    let view = game.view_for(seat);
    let legal = game.candidate_moves(seat);
    let (best, best_worth, played_worth) = estimates(&view, &legal, played, rng)?;
    Some(Choice {
        best,
        best_worth,
        played_worth,
        words: Vec::new(),
        estimated: true,
    })
}
