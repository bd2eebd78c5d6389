//! How long the strong Palace player takes per decision (issue 13: median under 50 ms,
//! worst under 500 ms on the project's 2-core machine).
//!
//! First a survey: whole games with one strong seat among normal ones (3, 4, 6 and 8
//! seats), every strong decision timed; prints the median, 90th and 99th percentiles
//! and the worst. Then criterion on one fixed decision once the draw pile is gone.

#[path = "common/timing.rs"]
mod timing;

use criterion::{Criterion, criterion_group, criterion_main};
use naipes::engine::runner::{bot_rng, play_out};
use naipes::engine::{BotLevel, Rules};
use naipes::games::palace::{Palace, PalaceMove, PalaceRules, PalaceView, bot_for};
use std::hint::black_box;
use std::sync::{Arc, Mutex};
use std::time::Duration;

fn survey() {
    let times = Arc::new(Mutex::new(Vec::new()));
    for (players, games) in [(3, 6), (4, 5), (6, 3), (8, 2)] {
        for seed in 0..games {
            let mut game = Palace::new(players, PalaceRules::default(), seed).expect("valid");
            let mut bots = timing::strong_among_normal(players, bot_for, &times);
            play_out(&mut game, &mut bots, seed, 1_000_000, |_| {}).expect("game ends");
        }
    }
    let t = timing::report(&times);
    // Card decisions searched are the ones that take time; the rest are instant.
    let searched: Vec<Duration> = t
        .iter()
        .copied()
        .filter(|d| *d > Duration::from_micros(200))
        .collect();
    if !searched.is_empty() {
        println!(
            "searched (over 0.2 ms): {}  median {:.2} ms",
            searched.len(),
            timing::ms(searched[searched.len() / 2])
        );
    }
}

/// A fixed decision the strong player searches: seat 0 with two or more ranks to choose
/// from once the draw pile is gone, in a four-player game (normal players until then).
fn position() -> (PalaceView, Vec<PalaceMove>) {
    let mut game = Palace::new(4, PalaceRules::default(), 7).expect("valid");
    let mut ply = 0;
    loop {
        let seat = game.to_act().expect("game on");
        let legal = game.candidate_moves(seat);
        let ranks = legal
            .iter()
            .filter_map(|m| match m {
                PalaceMove::Play { cards } => cards.first().map(|c| c.rank),
                _ => None,
            })
            .collect::<std::collections::BTreeSet<_>>();
        if seat == 0 && ranks.len() >= 2 && game.draw_pile().is_empty() {
            return (game.view_for(seat), legal);
        }
        let mv =
            bot_for(BotLevel::Normal).choose(&game.view_for(seat), &legal, &mut bot_rng(7, ply));
        game.apply(seat, &mv).expect("legal");
        ply += 1;
    }
}

fn decisions(c: &mut Criterion) {
    survey();
    let (view, legal) = position();
    let mut ply = 0;
    c.bench_function("palace strong decision, 4 players, draw pile gone", |b| {
        b.iter(|| {
            ply += 1;
            black_box(bot_for(BotLevel::Strong).choose(&view, &legal, &mut bot_rng(1, ply)))
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = decisions
}
criterion_main!(benches);
