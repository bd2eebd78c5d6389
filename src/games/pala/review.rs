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

#[cfg(test)]
mod tests {
    use super::super::{PalaRules, bot_for};
    use super::*;
    use crate::engine::BotLevel;
    use crate::engine::runner::bot_rng;
    use crate::games::TableGame;

    /// The review reads only the seat's view: with every card the seat cannot see
    /// shuffled elsewhere, the same choice and estimates come out; the move played is
    /// among those estimated, and a best move is legal.
    #[test]
    fn the_review_sees_no_hidden_card_and_its_best_is_legal() {
        let seed = 11;
        let mut game = Pala::new(3, PalaRules::default(), seed).expect("deals");
        let mut ply = 0u64;
        let mut checked = 0;
        while let Some(seat) = game.to_act() {
            let legal = game.candidate_moves(seat);
            let mut bot = bot_for(BotLevel::Normal);
            let mv = bot.choose(&game.view_for(seat), &legal, &mut bot_rng(seed, ply));
            if seat == 0
                && checked < 10
                && let Some(c) = choice(&game, seat, &mv, &mut bot_rng(seed, ply))
            {
                checked += 1;
                assert!(game.check(seat, &c.best).is_ok(), "ply {ply}");
                assert!(c.best_worth >= c.played_worth, "ply {ply}");
                let mut scrambled = game.clone();
                scrambled.scramble_hidden(Some(seat), &mut bot_rng(seed + 3, ply));
                let again =
                    choice(&scrambled, seat, &mv, &mut bot_rng(seed, ply)).expect("reviewed");
                assert_eq!(again.best, c.best, "ply {ply}");
                assert_eq!(again.best_worth, c.best_worth, "ply {ply}");
                assert_eq!(again.played_worth, c.played_worth, "ply {ply}");
            }
            game.apply(seat, &mv).expect("legal");
            ply += 1;
            if checked >= 10 {
                break;
            }
        }
        assert_eq!(checked, 10);
    }
}
