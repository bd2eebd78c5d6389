//! The strong player's move time per game at 1 and 2 threads (issue 22: strong spreads
//! its fixed budget over the cores, and a decision is the same whatever the count).
//!
//! First a survey: seeded games with one strong seat among normal ones, played once per
//! thread count (the same games, the same decisions); every strong decision timed;
//! prints, per game and count, the median and the worst. Then criterion on each game's
//! slowest surveyed decision at 1 and 2 threads.
//! `cargo bench --bench strong_threads` (GAMES=N games per game and count, 2 by
//! default).

use criterion::{Criterion, criterion_group, criterion_main};
use naipes::engine::runner::play_out;
use naipes::engine::{Bot, BotLevel, GameRng, Rules, with_search_threads};
use naipes::games::{leftovers, pala, palabra, palace, rapiletras};
use std::hint::black_box;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// One timed decision of the strong seat: what it saw, and how long it took.
type Timed<G> = (
    <G as Rules>::View,
    Vec<<G as Rules>::Move>,
    GameRng,
    Duration,
);

/// A bot that times another one and keeps each decision.
struct Clock<G: Rules> {
    inner: Box<dyn Bot<G>>,
    seen: Arc<Mutex<Vec<Timed<G>>>>,
}

impl<G: Rules> Bot<G> for Clock<G> {
    fn choose(&mut self, view: &G::View, legal: &[G::Move], rng: &mut GameRng) -> G::Move {
        let before = rng.clone();
        let start = Instant::now();
        let mv = self.inner.choose(view, legal, rng);
        let took = start.elapsed();
        if let Ok(mut s) = self.seen.lock() {
            s.push((view.clone(), legal.to_vec(), before, took));
        }
        mv
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// One game's survey at 1 and 2 threads, and its slowest decision (at 1 thread).
fn survey<G: Rules>(
    name: &str,
    players: usize,
    new_game: impl Fn(u64) -> G,
    bot_for: fn(BotLevel) -> Box<dyn Bot<G>>,
) -> Option<Timed<G>> {
    let games: u64 = std::env::var("GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(2);
    let mut slowest = None;
    for threads in [1, 2] {
        let seen: Arc<Mutex<Vec<Timed<G>>>> = Arc::new(Mutex::new(Vec::new()));
        for seed in 0..games {
            let mut game = new_game(seed);
            let mut bots: Vec<Box<dyn Bot<G>>> = vec![Box::new(Clock {
                inner: bot_for(BotLevel::Strong),
                seen: seen.clone(),
            })];
            bots.extend((1..players).map(|_| bot_for(BotLevel::Normal)));
            with_search_threads(threads, || {
                play_out(&mut game, &mut bots, seed, 1_000_000, |_| {}).expect("game ends")
            });
        }
        let mut all = seen
            .lock()
            .map(|mut s| std::mem::take(&mut *s))
            .unwrap_or_default();
        all.sort_by_key(|t| t.3);
        let Some(last) = all.last() else { continue };
        println!(
            "{name:<28} {threads} thread{}  decisions {:>5}  median {:>8.2} ms  worst {:>8.2} ms",
            if threads == 1 { " " } else { "s" },
            all.len(),
            ms(all[all.len() / 2].3),
            ms(last.3)
        );
        if threads == 1 {
            slowest = all.pop();
        }
    }
    slowest
}

fn bench_one<G: Rules>(
    c: &mut Criterion,
    name: &str,
    slowest: Option<Timed<G>>,
    bot_for: fn(BotLevel) -> Box<dyn Bot<G>>,
) {
    let Some((view, legal, rng, _)) = slowest else {
        return;
    };
    for threads in [1, 2] {
        c.bench_function(
            &format!("{name}, slowest decision, {threads} threads"),
            |b| {
                b.iter(|| {
                    with_search_threads(threads, || {
                        black_box(bot_for(BotLevel::Strong).choose(&view, &legal, &mut rng.clone()))
                    })
                })
            },
        );
    }
}

fn decisions(c: &mut Criterion) {
    let slow = survey(
        "palace, 4 players",
        4,
        |s| palace::Palace::new(4, palace::PalaceRules::default(), s).expect("valid"),
        palace::bot_for,
    );
    bench_one(c, "palace 4p", slow, palace::bot_for);
    let imp = pala::PalaRules {
        mode: pala::Mode::Impressionism,
        ..pala::PalaRules::default()
    };
    let slow = survey(
        "pala impressionism, 4 players",
        4,
        |s| pala::Pala::new(4, imp.clone(), s).expect("valid"),
        pala::bot_for,
    );
    bench_one(c, "pala 4p", slow, pala::bot_for);
    let slow = survey(
        "palabra, 2 players",
        2,
        |s| palabra::Palabra::new(2, palabra::PalabraRules::default(), s).expect("valid"),
        palabra::bot_for,
    );
    bench_one(c, "palabra 2p", slow, palabra::bot_for);
    let slow = survey(
        "rapiletras, 3 players",
        3,
        |s| rapiletras::Rapiletras::new(3, rapiletras::RapiRules::default(), s).expect("valid"),
        rapiletras::bot_for,
    );
    bench_one(c, "rapiletras 3p", slow, rapiletras::bot_for);
    let slow = survey(
        "leftovers, 3 players",
        3,
        |s| {
            let rules = leftovers::LeftRules::default();
            let deck = leftovers::builtin(rules.language);
            leftovers::Leftovers::new(3, rules, deck, s)
                .expect("valid")
                .0
        },
        leftovers::bot_for,
    );
    bench_one(c, "leftovers 3p", slow, leftovers::bot_for);
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = decisions
}
criterion_main!(benches);
