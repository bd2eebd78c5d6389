//! How long the strong Pala player takes per decision (issue 13: median under 50 ms,
//! worst under 500 ms on the project's 2-core machine).
//!
//! First a survey: whole games with one strong seat among normal ones (both modes,
//! 3 to 5 seats), every strong decision timed; prints the median, 90th and 99th
//! percentiles and the worst. Then criterion on one fixed mid-round decision.

#[path = "common/timing.rs"]
mod timing;

use criterion::{Criterion, criterion_group, criterion_main};
use naipes::engine::runner::{bot_rng, play_out};
use naipes::engine::{BotLevel, Rules};
use naipes::games::pala::{Mode, Pala, PalaMove, PalaRules, PalaView, bot_for};
use std::hint::black_box;
use std::sync::{Arc, Mutex};

fn rules(mode: Mode) -> PalaRules {
    PalaRules {
        mode,
        ..PalaRules::default()
    }
}

fn survey() {
    let times = Arc::new(Mutex::new(Vec::new()));
    for mode in [Mode::Pointillism, Mode::Impressionism] {
        for (players, games) in [(3, 2), (4, 3), (5, 2)] {
            for seed in 0..games {
                let mut game = Pala::new(players, rules(mode), seed).expect("valid players");
                let mut bots = timing::strong_among_normal(players, bot_for, &times);
                play_out(&mut game, &mut bots, seed, 1_000_000, |_| {}).expect("game ends");
            }
        }
    }
    timing::report(&times);
}

/// A fixed decision: the first trick of a four-player Pointillism round, seat to act.
fn position() -> (PalaView, Vec<PalaMove>) {
    let mut game = Pala::new(4, rules(Mode::Pointillism), 7).expect("valid players");
    let mut ply = 0;
    // Normal players bid and lead; stop at the second play of the first trick.
    while game.phase() == naipes::games::pala::Phase::Bidding || ply < 6 {
        let seat = game.to_act().expect("game on");
        let legal = game.candidate_moves(seat);
        let mv =
            bot_for(BotLevel::Normal).choose(&game.view_for(seat), &legal, &mut bot_rng(7, ply));
        game.apply(seat, &mv).expect("legal");
        ply += 1;
    }
    let seat = game.to_act().expect("game on");
    (game.view_for(seat), game.candidate_moves(seat))
}

fn decisions(c: &mut Criterion) {
    survey();
    let (view, legal) = position();
    let mut ply = 0;
    c.bench_function("pala strong decision, 4 players, early trick", |b| {
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
