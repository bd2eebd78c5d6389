//! `naipes sim`: computer-only games with no terminal, for balance checks and speed.

use crate::engine::runner::play_out;
use crate::engine::{Bot, BotLevel, Outcome, Seat, SeatKind};
use crate::games::TableGame;
use crate::session::Session;
use crate::session::record::full_lines;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::{BufWriter, Write as _};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::Instant;

/// Results per seat over many games.
#[derive(Debug, Clone, PartialEq)]
pub struct SimSummary {
    pub games: u64,
    pub wins: Vec<f64>,
    pub mean_total: Vec<f64>,
    pub seconds: f64,
}

fn level_name(level: BotLevel) -> &'static str {
    level.name()
}

/// What one game left: its outcome and, when recording, its record lines.
type GameResult = Result<(Outcome, Vec<String>), String>;

/// How many threads `naipes sim` uses by default: every core.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Plays `games` games with seeds `seed`, `seed+1`, ... on `threads` threads; `new_game`
/// deals one from a seed. A shared win counts as a fraction for each winner.
///
/// Each game depends only on its own seed, and results are summed and records written
/// in game order, so the report and the record are the same whatever `threads` is.
/// Plain scoped threads pulling the next game index from a counter (no extra
/// dependency): games are long and independent, so nothing finer is needed.
pub fn run<G: TableGame>(
    levels: &[BotLevel],
    games: u64,
    seed: u64,
    threads: usize,
    record: Option<&Path>,
    new_game: impl Fn(u64) -> Result<G, String> + Clone + Send,
) -> Result<SimSummary, String> {
    let n = levels.len();
    let mut writer = match record {
        Some(p) => Some(BufWriter::new(
            std::fs::File::create(p).map_err(|e| format!("{}: {e}", p.display()))?,
        )),
        None => None,
    };
    let seats: Vec<Seat> = levels
        .iter()
        .enumerate()
        .map(|(i, l)| Seat {
            name: format!("{} {}", level_name(*l), i + 1),
            kind: SeatKind::Computer(*l),
        })
        .collect();
    let mut wins = vec![0.0; n];
    let mut totals = vec![0.0; n];
    let start = Instant::now();
    let threads = threads.clamp(1, games.clamp(1, 1024) as usize);
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let recording = writer.is_some();
    let mut failure: Option<String> = None;
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::channel::<(u64, GameResult)>();
        for _ in 0..threads {
            let (tx, new_game, next, stop, seats) =
                (tx.clone(), new_game.clone(), &next, &stop, &seats);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    if g >= games {
                        break;
                    }
                    let result =
                        play_one::<G>(levels, seats, seed.wrapping_add(g), recording, &new_game);
                    if tx.send((g, result)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        // Games finish out of order; they are taken in order.
        let mut pending: BTreeMap<u64, GameResult> = BTreeMap::new();
        let mut due = 0u64;
        for (g, result) in rx {
            pending.insert(g, result);
            while let Some(result) = pending.remove(&due) {
                due += 1;
                if failure.is_some() {
                    continue;
                }
                let step = result.and_then(|(outcome, lines)| {
                    if let Some(w) = writer.as_mut() {
                        for line in &lines {
                            writeln!(w, "{line}").map_err(|e| e.to_string())?;
                        }
                        w.flush().map_err(|e| e.to_string())?;
                    }
                    Ok(outcome)
                });
                match step {
                    Ok(outcome) => {
                        let share = 1.0 / outcome.winners.len().max(1) as f64;
                        for &w in &outcome.winners {
                            wins[w] += share;
                        }
                        for (t, v) in totals.iter_mut().zip(&outcome.totals) {
                            *t += *v as f64;
                        }
                    }
                    Err(e) => {
                        failure = Some(e);
                        stop.store(true, Ordering::Relaxed);
                    }
                }
            }
        }
    });
    if let Some(e) = failure {
        return Err(e);
    }
    let seconds = start.elapsed().as_secs_f64();
    let games_f = games.max(1) as f64;
    Ok(SimSummary {
        games,
        wins,
        mean_total: totals.iter().map(|t| t / games_f).collect(),
        seconds,
    })
}

/// One game from its seed, with its record lines when `recording`.
fn play_one<G: TableGame>(
    levels: &[BotLevel],
    seats: &[Seat],
    game_seed: u64,
    recording: bool,
    new_game: &impl Fn(u64) -> Result<G, String>,
) -> GameResult {
    let mut state = new_game(game_seed)?;
    let mut bots: Vec<Box<dyn Bot<G>>> = levels.iter().map(|l| G::bot(*l)).collect();
    if recording {
        // No people play: the record is complete from the start (seed, deals, draws).
        let mut session = Session::new(seats.to_vec(), game_seed, state.clone());
        let outcome = play_out(&mut state, &mut bots, game_seed, 1_000_000, |step| {
            let _ = session.play(step.seat, step.mv.clone());
        })
        .map_err(|e| e.to_string())?;
        Ok((outcome, full_lines(&session)?))
    } else {
        let outcome = play_out(&mut state, &mut bots, game_seed, 1_000_000, |_| {})
            .map_err(|e| e.to_string())?;
        Ok((outcome, Vec::new()))
    }
}

/// The printed report: a line per seat, then the speed.
pub fn report(title: &str, levels: &[BotLevel], seed: u64, s: &SimSummary) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{title}, {} players, {} games, seeds {}..{}",
        levels.len(),
        s.games,
        seed,
        seed.wrapping_add(s.games)
    );
    for (i, l) in levels.iter().enumerate() {
        let _ = writeln!(
            out,
            "seat {} {:<9} wins {:>8.1} ({:>5.1}%)  mean total {:>7.1}",
            i + 1,
            level_name(*l),
            s.wins[i],
            100.0 * s.wins[i] / s.games.max(1) as f64,
            s.mean_total[i]
        );
    }
    let _ = writeln!(
        out,
        "{:.3} s, {:.0} games per second",
        s.seconds,
        s.games as f64 / s.seconds.max(1e-9)
    );
    out
}
