//! The strong Leftovers player's move time: plays seeded games (strong against normal,
//! the full English dictionary) and prints the median, 90th percentile and worst time
//! of the strong player's word decisions, finding its legal words included.
//! `cargo bench --bench leftovers_strong` (GAMES=N to change the number of games, 10 by
//! default; PLAYERS=N for more seats, one strong among normal ones; CANDIDATES=N and
//! SAMPLES=N for another budget than the strong player's own).
//!
//! Two clocks: the wall clock, and (on Linux) the thread's own CPU time, which does not
//! count the time other programs on a shared machine hold the cores.

use naipes::engine::runner::bot_rng;
use naipes::engine::{Bot, BotLevel, Rules};
use naipes::games::leftovers::bot::StrongBot;
use naipes::games::leftovers::{LeftRules, Leftovers, bot_for, builtin};
use naipes::lexicon::Language;
use std::time::{Duration, Instant};

#[cfg(target_os = "linux")]
fn thread_cpu() -> Duration {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    unsafe extern "C" {
        fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec { sec: 0, nsec: 0 };
    // SAFETY: clock_gettime writes one timespec to the pointer it is given.
    let ok = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0;
    if ok {
        Duration::new(ts.sec as u64, ts.nsec as u32)
    } else {
        Duration::ZERO
    }
}

#[cfg(not(target_os = "linux"))]
fn thread_cpu() -> Duration {
    Duration::ZERO
}

fn report(what: &str, mut times: Vec<Duration>, games: u64) {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let at = |q: usize| times[(times.len() * q / 100).min(times.len() - 1)];
    println!(
        "leftovers strong move time ({what}) over {} decisions in {games} games: median {:.1} ms, \
         90th percentile {:.1} ms, worst {:.1} ms",
        times.len(),
        ms(at(50)),
        ms(at(90)),
        ms(times[times.len() - 1])
    );
}

fn main() {
    let env = |k: &str, d: u64| {
        std::env::var(k)
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(d)
    };
    let games = env("GAMES", 10);
    let players = env("PLAYERS", 2) as usize;
    // CANDIDATES=N, SAMPLES=N: another budget than the default one.
    let mut strong = StrongBot::default();
    strong.candidates = env("CANDIDATES", strong.candidates as u64) as usize;
    strong.samples = env("SAMPLES", strong.samples as u64) as usize;
    let mut wall: Vec<Duration> = Vec::new();
    let mut cpu: Vec<Duration> = Vec::new();
    for seed in 1..=games {
        let (mut g, _) = Leftovers::new(
            players,
            LeftRules::default(),
            builtin(Language::English),
            seed,
        )
        .expect("game");
        let mut bots: Vec<Box<dyn Bot<Leftovers>>> = (0..players)
            .map(|s| match s {
                0 => Box::new(strong) as Box<dyn Bot<Leftovers>>,
                _ => bot_for(BotLevel::Normal),
            })
            .collect();
        let mut ply = 0;
        while let Some(seat) = g.to_act() {
            let view = g.view_for(seat);
            let (start, start_cpu) = (Instant::now(), thread_cpu());
            // The strong player's time includes finding its legal words.
            let legal = g.candidate_moves(seat);
            let mv = bots[seat].choose(&view, &legal, &mut bot_rng(seed, ply));
            if seat == 0 {
                wall.push(start.elapsed());
                cpu.push(thread_cpu().saturating_sub(start_cpu));
            }
            g.apply(seat, &mv).expect("legal");
            ply += 1;
        }
    }
    report("wall clock", wall, games);
    if cfg!(target_os = "linux") {
        report("thread CPU", cpu, games);
    }
}
