//! The strong word players' move time: every decision of a strong seat in seeded
//! two-seat games against a normal seat (legal moves, view and choice together), timed
//! one by one and reported as median, p90, p99 and max. Goal: median under 50 ms, worst
//! under 500 ms. `WORD_BOTS_GAMES` sets the games per game kind (default 20).

use naipes::engine::runner::bot_rng;
use naipes::engine::{Bot, BotLevel, Rules};
use naipes::games::palabra::{Palabra, PalabraRules};
use naipes::games::rapiletras::{RapiRules, Rapiletras};
use std::time::Instant;

fn time_games<G: Rules>(
    name: &str,
    games: u64,
    new: impl Fn(u64) -> G,
    bot: impl Fn(BotLevel) -> Box<dyn Bot<G>>,
) {
    let mut times = Vec::new();
    // The bot's own thinking apart from the rules' move search, and the slowest cases.
    let mut choose_only = Vec::new();
    let mut worst = Vec::new();
    for seed in 0..games {
        let mut game = new(seed);
        // The strong seat alternates so that it plays first in half the games.
        let strong_seat = (seed % 2) as usize;
        let mut seats: Vec<Box<dyn Bot<G>>> = (0..2)
            .map(|s| {
                bot(if s == strong_seat {
                    BotLevel::Strong
                } else {
                    BotLevel::Normal
                })
            })
            .collect();
        let mut ply = 0;
        while let Some(seat) = game.to_act() {
            let strong = seat == strong_seat;
            let start = Instant::now();
            let legal = game.candidate_moves(seat);
            let view = game.view_for(seat);
            let offered = start.elapsed().as_secs_f64() * 1000.0;
            let mv = seats[seat].choose(&view, &legal, &mut bot_rng(seed, ply));
            if strong {
                let total = start.elapsed().as_secs_f64() * 1000.0;
                times.push(total);
                choose_only.push(total - offered);
                worst.push((total, offered, seed, ply, legal.len()));
            }
            drop(view);
            game.apply(seat, &mv).expect("the bots' moves are legal");
            ply += 1;
        }
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "{name} strong, {} decisions in {games} games: median {:.3} ms, p90 {:.3} ms, p99 {:.2} ms, max {:.1} ms   (goal: median < 50 ms, max < 500 ms)",
        times.len(),
        at(0.5),
        at(0.9),
        at(0.99),
        at(1.0)
    );
    choose_only.sort_by(f64::total_cmp);
    let n = choose_only.len().max(1) - 1;
    println!(
        "{name} strong, its own thinking (legal moves and view apart): median {:.3} ms, max {:.1} ms",
        choose_only.get(n / 2).copied().unwrap_or(0.0),
        choose_only.last().copied().unwrap_or(0.0)
    );
    worst.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (total, offered, seed, ply, n) in worst.iter().take(3) {
        println!(
            "  slowest: {total:.1} ms (legal moves and view {offered:.1} ms, {n} moves offered) seed {seed} ply {ply}"
        );
    }
}

fn main() {
    let games = std::env::var("WORD_BOTS_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20);
    time_games(
        "palabra",
        games,
        |seed| Palabra::new(2, PalabraRules::default(), seed).expect("two seats"),
        naipes::games::palabra::bot_for,
    );
    time_games(
        "rapiletras",
        games,
        |seed| Rapiletras::new(2, RapiRules::default(), seed).expect("two seats"),
        naipes::games::rapiletras::bot_for,
    );
}
