//! What the strong players' move-time benches share: a bot that times another one, and
//! the survey line (median, 90th and 99th percentiles, worst).

use naipes::engine::{Bot, BotLevel, GameRng, Rules};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A bot that times another one.
pub struct Timed<G: Rules> {
    inner: Box<dyn Bot<G>>,
    times: Arc<Mutex<Vec<Duration>>>,
}

impl<G: Rules> Bot<G> for Timed<G> {
    fn choose(&mut self, view: &G::View, legal: &[G::Move], rng: &mut GameRng) -> G::Move {
        let start = Instant::now();
        let mv = self.inner.choose(view, legal, rng);
        if let Ok(mut t) = self.times.lock() {
            t.push(start.elapsed());
        }
        mv
    }
}

/// One timed strong seat followed by `players - 1` normal ones, and where its times go.
pub fn strong_among_normal<G: Rules + 'static>(
    players: usize,
    bot_for: fn(BotLevel) -> Box<dyn Bot<G>>,
    times: &Arc<Mutex<Vec<Duration>>>,
) -> Vec<Box<dyn Bot<G>>> {
    let mut bots: Vec<Box<dyn Bot<G>>> = vec![Box::new(Timed {
        inner: bot_for(BotLevel::Strong),
        times: times.clone(),
    })];
    bots.extend((1..players).map(|_| bot_for(BotLevel::Normal)));
    bots
}

pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Prints the survey line and returns the times, sorted.
pub fn report(times: &Arc<Mutex<Vec<Duration>>>) -> Vec<Duration> {
    let mut t = times.lock().map(|t| t.clone()).unwrap_or_default();
    t.sort_unstable();
    let at = |q: f64| t[((t.len() - 1) as f64 * q).round() as usize];
    println!(
        "strong decisions: {}  median {:.2} ms  p90 {:.2} ms  p99 {:.2} ms  worst {:.2} ms",
        t.len(),
        ms(at(0.5)),
        ms(at(0.9)),
        ms(at(0.99)),
        ms(at(1.0))
    );
    t
}
