//! Plays games between computer players with no terminal: used by `naipes sim`, the
//! property tests and the benchmarks.

use super::{Bot, GameRng, Outcome, Rules, SeatId, rng_from_seed};

/// The RNG a bot uses for one decision: derived from the game's seed and the ply, so a
/// game replays exactly without storing bot state in saves.
pub fn bot_rng(seed: u64, ply: u64) -> GameRng {
    rng_from_seed(seed ^ ply.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// One decision taken during a game, as the records and the tests see it.
pub struct Step<'a, G: Rules> {
    pub ply: u64,
    pub seat: SeatId,
    pub mv: &'a G::Move,
    pub legal: &'a [G::Move],
    pub events: &'a [G::Event],
    pub state: &'a G,
}

/// Errors that mean a bot or a rules module is broken, never a player's mistake.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error("seat {seat} had no legal move at ply {ply}")]
    NoLegalMove { seat: SeatId, ply: u64 },
    #[error("a computer player's move was refused at ply {ply}: {message}")]
    Refused { ply: u64, message: String },
    #[error("the game did not end within {0} decisions")]
    TooLong(u64),
}

/// Plays `game` to the end with one bot per seat, calling `observe` after every move.
pub fn play_out<G: Rules>(
    game: &mut G,
    bots: &mut [Box<dyn Bot<G>>],
    seed: u64,
    max_plies: u64,
    mut observe: impl FnMut(Step<'_, G>),
) -> Result<Outcome, RunError> {
    let mut ply = 0u64;
    while let Some(seat) = game.to_act() {
        if ply >= max_plies {
            return Err(RunError::TooLong(max_plies));
        }
        let legal = game.candidate_moves(seat);
        if legal.is_empty() {
            return Err(RunError::NoLegalMove { seat, ply });
        }
        let mut rng = bot_rng(seed, ply);
        // The view is dropped before the move is applied: a game may share parts of its
        // state with its views and change them in place when no view holds them.
        let mv = bots[seat].choose(&game.view_for(seat), &legal, &mut rng);
        let events = game.apply(seat, &mv).map_err(|e| RunError::Refused {
            ply,
            message: super::Describe::describe(&e, super::Lang::En),
        })?;
        observe(Step {
            ply,
            seat,
            mv: &mv,
            legal: &legal,
            events: &events,
            state: game,
        });
        ply += 1;
    }
    game.outcome().ok_or(RunError::TooLong(ply))
}

/// A seeded game played out with `bots` makes the same moves whether each decision is
/// searched on 1, 2 or 3 threads (tests: a strong player's game at every count).
#[cfg(test)]
pub(crate) fn same_moves_at_every_thread_count<G: Rules>(
    game: impl Fn() -> G,
    bots: impl Fn() -> Vec<Box<dyn Bot<G>>>,
    seed: u64,
) {
    let one = moves_at_threads(game(), bots(), seed, 1);
    for threads in [2, 3] {
        let many = moves_at_threads(game(), bots(), seed, threads);
        assert_eq!(many, one, "seed {seed}, {threads} threads");
    }
}

/// Every move of a seeded game played out with `bots` while each decision is searched
/// on `threads` threads.
#[cfg(test)]
fn moves_at_threads<G: Rules>(
    mut game: G,
    mut bots: Vec<Box<dyn Bot<G>>>,
    seed: u64,
    threads: usize,
) -> Vec<G::Move> {
    let mut moves = Vec::new();
    super::with_search_threads(threads, || {
        play_out(&mut game, &mut bots, seed, 100_000, |s| {
            moves.push(s.mv.clone())
        })
    })
    .expect("the game ends");
    moves
}
