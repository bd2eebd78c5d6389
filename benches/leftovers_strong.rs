//! The strong Leftovers player's move time: plays seeded games (strong against normal,
//! the full English dictionary) and prints the median and the worst time of the strong
//! player's word decisions. `cargo bench --bench leftovers_strong` (GAMES=N to change
//! the number of games, 10 by default).

use naipes::engine::runner::bot_rng;
use naipes::engine::{BotLevel, Rules};
use naipes::games::leftovers::{LeftRules, Leftovers, bot_for, builtin};
use naipes::lexicon::Language;
use std::time::{Duration, Instant};

fn main() {
    let games: u64 = std::env::var("GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    let mut times: Vec<Duration> = Vec::new();
    for seed in 1..=games {
        let (mut g, _) = Leftovers::new(2, LeftRules::default(), builtin(Language::English), seed)
            .expect("game");
        let mut bots = [bot_for(BotLevel::Strong), bot_for(BotLevel::Normal)];
        let mut ply = 0;
        while let Some(seat) = g.to_act() {
            let view = g.view_for(seat);
            let start = Instant::now();
            // The strong player's time includes finding its legal words.
            let legal = g.legal_moves(seat);
            let mv = bots[seat].choose(&view, &legal, &mut bot_rng(seed, ply));
            if seat == 0 {
                times.push(start.elapsed());
            }
            g.apply(seat, &mv).expect("legal");
            ply += 1;
        }
    }
    times.sort();
    let median = times[times.len() / 2];
    let worst = times[times.len() - 1];
    let p90 = times[times.len() * 9 / 10];
    println!(
        "leftovers strong move time over {} decisions in {games} games: median {:.1} ms, \
         90th percentile {:.1} ms, worst {:.1} ms",
        times.len(),
        median.as_secs_f64() * 1000.0,
        p90.as_secs_f64() * 1000.0,
        worst.as_secs_f64() * 1000.0
    );
}
