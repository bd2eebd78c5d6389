//! Complete Pala games between heuristic computer players, on one core.
//! Goal: at least 2,000 four-player Pointillism games per second.

use criterion::{Criterion, criterion_group, criterion_main};
use naipes::engine::runner::play_out;
use naipes::engine::{Bot, BotLevel};
use naipes::games::pala::{Mode, Pala, PalaRules, bot_for};
use std::hint::black_box;

fn whole_game(players: usize, mode: Mode, seed: u64) -> i32 {
    let rules = PalaRules {
        mode,
        ..PalaRules::default()
    };
    let mut game = Pala::new(players, rules, seed).expect("valid players");
    let mut bots: Vec<Box<dyn Bot<Pala>>> =
        (0..players).map(|_| bot_for(BotLevel::Normal)).collect();
    let outcome = play_out(&mut game, &mut bots, seed, 1_000_000, |_| {}).expect("game ends");
    outcome.totals.iter().sum()
}

fn games(c: &mut Criterion) {
    let mut seed = 0u64;
    c.bench_function("pala pointillism 4 players, whole game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(whole_game(4, Mode::Pointillism, seed))
        })
    });
    c.bench_function("pala impressionism 4 players, whole game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(whole_game(4, Mode::Impressionism, seed))
        })
    });
}

criterion_group!(benches, games);
criterion_main!(benches);
