//! `naipes sim`: computer-only games with no terminal, for balance checks and speed.

use crate::engine::runner::play_out;
use crate::engine::{Bot, BotLevel, Seat, SeatKind};
use crate::games::TableGame;
use crate::session::Session;
use crate::session::record::full_lines;
use std::fmt::Write as _;
use std::io::{BufWriter, Write as _};
use std::path::Path;
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

/// Plays `games` games with seeds `seed`, `seed+1`, ...; `new_game` deals one from a
/// seed. A shared win counts as a fraction for each winner.
pub fn run<G: TableGame>(
    levels: &[BotLevel],
    games: u64,
    seed: u64,
    record: Option<&Path>,
    new_game: impl Fn(u64) -> Result<G, String>,
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
    for g in 0..games {
        let game_seed = seed.wrapping_add(g);
        let mut state = new_game(game_seed)?;
        let mut bots: Vec<Box<dyn Bot<G>>> = levels.iter().map(|l| G::bot(*l)).collect();
        let outcome = if let Some(w) = writer.as_mut() {
            // No people play: the record is complete from the start (seed, deals, draws).
            let mut session = Session::new(seats.clone(), game_seed, state.clone());
            let outcome = play_out(&mut state, &mut bots, game_seed, 1_000_000, |step| {
                let _ = session.play(step.seat, step.mv.clone());
            })
            .map_err(|e| e.to_string())?;
            for line in full_lines(&session)? {
                writeln!(w, "{line}").map_err(|e| e.to_string())?;
            }
            w.flush().map_err(|e| e.to_string())?;
            outcome
        } else {
            play_out(&mut state, &mut bots, game_seed, 1_000_000, |_| {})
                .map_err(|e| e.to_string())?
        };
        let share = 1.0 / outcome.winners.len().max(1) as f64;
        for &w in &outcome.winners {
            wins[w] += share;
        }
        for (t, v) in totals.iter_mut().zip(&outcome.totals) {
            *t += *v as f64;
        }
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
