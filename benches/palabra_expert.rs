//! The Palabra expert's move time: every decision of 100 seeded four-player games
//! between experts, timed one by one (legal moves, view and choice together), reported
//! as median, p90 and max. Goal: median under 20 ms.

use naipes::engine::runner::bot_rng;
use naipes::engine::{BotLevel, Rules};
use naipes::games::palabra::{Palabra, PalabraRules, bot_for};
use std::time::Instant;

fn main() {
    let mut times = Vec::new();
    for seed in 0..100u64 {
        let mut game = Palabra::new(4, PalabraRules::default(), seed).expect("four seats");
        let mut bot = bot_for(BotLevel::Normal);
        let mut ply = 0;
        while let Some(seat) = game.to_act() {
            let start = Instant::now();
            let legal = game.candidate_moves(seat);
            let view = game.view_for(seat);
            let mv = bot.choose(&view, &legal, &mut bot_rng(seed, ply));
            times.push(start.elapsed().as_secs_f64() * 1000.0);
            drop(view);
            game.apply(seat, &mv).expect("the expert's moves are legal");
            ply += 1;
        }
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "palabra expert, {} decisions in 100 games: median {:.3} ms, p90 {:.3} ms, p99 {:.2} ms, max {:.1} ms   (goal: median < 20 ms)",
        times.len(),
        at(0.5),
        at(0.9),
        at(0.99),
        at(1.0)
    );
}
