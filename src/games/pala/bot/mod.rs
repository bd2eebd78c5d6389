//! Computer players, one per level. Each sees only its seat's view (never the state),
//! so none can peek at hidden cards.

mod easy;
mod normal;
mod strong;

pub use easy::EasyBot;
pub use normal::HeuristicBot;
pub use strong::StrongBot;
pub(crate) use strong::estimates;

use super::state::{Pala, PalaMove};
use super::view::PalaView;
use crate::engine::{Bot, BotLevel, GameRng};
use rand::Rng;

pub fn bot_for(level: BotLevel) -> Box<dyn Bot<Pala>> {
    match level {
        BotLevel::Random => Box::new(RandomBot),
        BotLevel::Easy => Box::new(EasyBot),
        BotLevel::Normal => Box::new(HeuristicBot),
        BotLevel::Strong => Box::new(StrongBot),
    }
}

/// Any legal move, uniformly: a baseline for tests and `naipes sim`.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl Bot<Pala> for RandomBot {
    fn choose(&mut self, _view: &PalaView, legal: &[PalaMove], rng: &mut GameRng) -> PalaMove {
        if legal.is_empty() {
            return PalaMove::PassBid;
        }
        legal[rng.random_range(0..legal.len())].clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Rules, rng_from_seed};

    #[test]
    fn random_bot_picks_a_legal_move() {
        let game = Pala::new(4, Default::default(), 9).unwrap();
        let seat = game.to_act().unwrap();
        let legal = game.candidate_moves(seat);
        let view = game.view_for(seat);
        let mut rng = rng_from_seed(1);
        for _ in 0..20 {
            assert!(legal.contains(&RandomBot.choose(&view, &legal, &mut rng)));
        }
    }

    /// The strong player's playouts share the cores: a seeded game with a strong seat
    /// plays the same moves at 1, 2 and 3 threads, in both modes.
    #[test]
    fn a_strong_game_is_the_same_at_every_thread_count() {
        use crate::engine::runner::same_moves_at_every_thread_count;
        use crate::games::pala::{Mode, PalaRules};
        for (seed, mode) in [(4, Mode::Impressionism), (6, Mode::Pointillism)] {
            let rules = PalaRules {
                mode,
                strong_budget: 60,
                ..PalaRules::default()
            };
            let game = || Pala::new(4, rules.clone(), seed).unwrap();
            let bots = || {
                let mut b = vec![bot_for(BotLevel::Strong)];
                b.extend((1..4).map(|_| bot_for(BotLevel::Normal)));
                b
            };
            same_moves_at_every_thread_count(game, bots, seed);
        }
    }
}
