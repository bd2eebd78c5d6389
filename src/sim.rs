//! `naipes sim`: computer-only games with no terminal, for balance checks and speed.

use crate::engine::Lang;
use crate::engine::runner::play_out;
use crate::engine::{Bot, BotLevel, GameRng, Outcome, Seat, SeatId, SeatKind};
use crate::games::registry::rules_from;
use crate::games::{GameDef, TableGame};
use crate::session::Session;
use crate::session::record::full_lines;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::{BufWriter, Write as _};
use std::marker::PhantomData;
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

/// What `naipes sim` asks for.
pub struct SimRun<'a> {
    pub section: &'a toml::Value,
    pub levels: &'a [BotLevel],
    pub games: u64,
    pub seed: u64,
    pub record: Option<&'a std::path::Path>,
    /// Threads to spread the games over (the results do not depend on it).
    pub threads: usize,
    /// Measure how computers judge words instead: seat 1 bluffs this share (percent)
    /// of the time ([`crate::sim::bluff`]).
    pub bluff: Option<u32>,
}

/// `naipes sim` for `game`: the printed report of computer-only games, or of how the
/// computers judged bluffs.
pub fn run_game(game: &dyn GameDef, run: SimRun<'_>) -> Result<String, String> {
    SIMS.iter()
        .find(|sim| sim.key() == game.key())
        .ok_or_else(|| format!("no simulation for {}", game.key()))?
        .sim(run)
}

/// A game as `naipes sim` plays it, with its types erased.
trait SimGame: Sync {
    fn key(&self) -> &'static str;
    fn sim(&self, run: SimRun<'_>) -> Result<String, String>;
}

struct SimOf<G>(PhantomData<fn() -> G>);

impl<G> SimOf<G> {
    const NEW: SimOf<G> = SimOf(PhantomData);
}

static SIMS: &[&dyn SimGame] = crate::games::registry::each_game!(SimOf);

impl<G: TableGame> SimGame for SimOf<G> {
    fn key(&self) -> &'static str {
        G::KEY
    }
    fn sim(&self, run: SimRun<'_>) -> Result<String, String> {
        let players = run.levels.len();
        let rules = G::rules_for_seats(rules_from::<G>(run.section)?, players);
        let title = G::sim_title(&rules);
        if let Some(percent) = run.bluff {
            let rules = rules.clone();
            let tallies = bluff::<G>(
                run.levels,
                run.games,
                run.seed,
                run.threads,
                percent,
                move |sd| G::new_game(players, rules.clone(), sd, Lang::En),
            )?;
            return Ok(bluff_report(
                &title, run.levels, run.seed, run.games, percent, &tallies,
            ));
        }
        let summary = self::run::<G>(
            run.levels,
            run.games,
            run.seed,
            run.threads,
            run.record,
            move |sd| G::new_game(players, rules.clone(), sd, Lang::En),
        )?;
        Ok(report(&title, run.levels, run.seed, &summary))
    }
}

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
            // The games already fill the cores: each decision is searched on its
            // game's thread (the same decisions as on more).
            scope.spawn(move || {
                crate::engine::with_search_threads(1, || {
                    while !stop.load(Ordering::Relaxed) {
                        let g = next.fetch_add(1, Ordering::Relaxed);
                        if g >= games {
                            break;
                        }
                        let seed = seed.wrapping_add(g);
                        let result = play_one::<G>(levels, seats, seed, recording, &new_game);
                        if tx.send((g, result)).is_err() {
                            break;
                        }
                    }
                })
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

/// How one level of computer judged the words laid in a `naipes sim --bluff` run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BluffTally {
    /// Non-words asked about, and how many it refused (challenged, or voted no).
    pub bluffs: u64,
    pub caught: u64,
    /// Real words asked about, and how many it refused.
    pub real: u64,
    pub refused: u64,
    /// Real words outside the everyday list, and how many it refused.
    pub rare: u64,
    pub rare_refused: u64,
}

impl BluffTally {
    fn add(&mut self, o: &BluffTally) {
        self.bluffs += o.bluffs;
        self.caught += o.caught;
        self.real += o.real;
        self.refused += o.refused;
        self.rare += o.rare;
        self.rare_refused += o.rare_refused;
    }
}

/// The bluffing seat's move: `percent` of its decisions, a plausible non-word
/// ([`TableGame::bluffs`]) that the rules let it lay (checked as a player tries a
/// move: by the cards, never the dictionary), when it has one; otherwise what its
/// level plays.
fn bluff_move<G: TableGame>(
    game: &G,
    seat: SeatId,
    bot: &mut dyn Bot<G>,
    legal: &[G::Move],
    percent: u32,
    rng: &mut GameRng,
) -> G::Move {
    use rand::Rng;
    let view = game.view_for(seat);
    if rng.random_range(0..100) < percent {
        let bluffs: Vec<G::Move> = G::bluffs(&view, legal, 64)
            .into_iter()
            .filter(|m| game.check(seat, m).is_ok())
            .collect();
        if !bluffs.is_empty() {
            return bluffs[rng.random_range(0..bluffs.len())].clone();
        }
    }
    bot.choose(&view, legal, rng)
}

/// Per level (indexed as [`BotLevel`] in `LEVELS`), what one game's words met.
type LevelTallies = [BluffTally; 4];
const LEVELS: [BotLevel; 4] = [
    BotLevel::Random,
    BotLevel::Easy,
    BotLevel::Normal,
    BotLevel::Strong,
];

/// Measures how computers judge words (`naipes sim --bluff PERCENT`): seat 1 bluffs
/// (a `percent` share of its word decisions lays a plausible non-word) and otherwise
/// plays at its level; each time a word is laid, a computer of each level (easy,
/// normal, strong) is asked from every other seat's view what it would answer (with a
/// seeded draw apart from the game's, so the game plays as without the question),
/// before the table answers for real: every level judges the same words. The
/// report gives, per level, the share of bluffs refused and of real words (all, and
/// those outside the everyday list) wrongly refused. Same seeds, same report, whatever
/// the thread count.
pub fn bluff<G: TableGame>(
    levels: &[BotLevel],
    games: u64,
    seed: u64,
    threads: usize,
    percent: u32,
    new_game: impl Fn(u64) -> Result<G, String> + Clone + Send,
) -> Result<(LevelTallies, u64, u64), String> {
    let threads = threads.clamp(1, games.clamp(1, 1024) as usize);
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let mut total: LevelTallies = Default::default();
    let (mut laid, mut bluffs) = (0u64, 0u64);
    let mut failure: Option<(u64, String)> = None;
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::channel();
        for _ in 0..threads {
            let (tx, new_game, next, stop) = (tx.clone(), new_game.clone(), &next, &stop);
            scope.spawn(move || {
                crate::engine::with_search_threads(1, || {
                    while !stop.load(Ordering::Relaxed) {
                        let g = next.fetch_add(1, Ordering::Relaxed);
                        if g >= games {
                            break;
                        }
                        let r = bluff_one::<G>(levels, seed.wrapping_add(g), percent, &new_game);
                        if tx.send((g, r)).is_err() {
                            break;
                        }
                    }
                })
            });
        }
        drop(tx);
        for (g, r) in rx {
            match r {
                Ok((t, l, b)) => {
                    for (a, b) in total.iter_mut().zip(&t) {
                        a.add(b);
                    }
                    laid += l;
                    bluffs += b;
                }
                Err(e) => {
                    // The first failing game in seed order is reported.
                    if failure.as_ref().is_none_or(|f| g < f.0) {
                        failure = Some((g, e));
                    }
                    stop.store(true, Ordering::Relaxed);
                }
            }
        }
    });
    if let Some((_, e)) = failure {
        return Err(e);
    }
    Ok((total, laid, bluffs))
}

/// One game of [`bluff`]: the tallies, the words seat 1 laid and how many were bluffs.
fn bluff_one<G: TableGame>(
    levels: &[BotLevel],
    game_seed: u64,
    percent: u32,
    new_game: &impl Fn(u64) -> Result<G, String>,
) -> Result<(LevelTallies, u64, u64), String> {
    use crate::engine::runner::bot_rng;
    let mut game = new_game(game_seed)?;
    let mut bots: Vec<Box<dyn Bot<G>>> = levels.iter().map(|l| G::bot(*l)).collect();
    // One judge of each level, asked from each other seat's view.
    let mut probes: Vec<(usize, Box<dyn Bot<G>>)> =
        (1..LEVELS.len()).map(|i| (i, G::bot(LEVELS[i]))).collect();
    let mut tallies: LevelTallies = Default::default();
    let (mut laid, mut bluffs) = (0u64, 0u64);
    let mut ply = 0u64;
    while let Some(seat) = game.to_act() {
        if ply >= 1_000_000 {
            return Err("a game did not end within 1,000,000 decisions".into());
        }
        let legal = game.candidate_moves(seat);
        if legal.is_empty() {
            return Err(format!("seat {seat} had no legal move at ply {ply}"));
        }
        if let Some(w) = game.laid_word().filter(|w| w.answered == 0) {
            if w.seat == 0 {
                laid += 1;
                bluffs += u64::from(!w.real);
            }
            let everyday =
                crate::lexicon::table::table_for(w.language, crate::lexicon::WordList::Everyday);
            let rare = w.real && !everyday.contains(&w.word);
            for s in (0..levels.len()).filter(|&s| s != w.seat) {
                let view = game.view_for(s);
                for (i, probe) in probes.iter_mut() {
                    let i = *i;
                    let mut rng = bot_rng(
                        game_seed ^ 0x0B1F_F5EE_D000_0000,
                        (ply * 64 + s as u64) * 4 + i as u64,
                    );
                    let refuses = G::refuses_word(&probe.choose(&view, &legal, &mut rng));
                    let t = &mut tallies[i];
                    let r = u64::from(refuses);
                    if w.real {
                        t.real += 1;
                        t.refused += r;
                        if rare {
                            t.rare += 1;
                            t.rare_refused += r;
                        }
                    } else {
                        t.bluffs += 1;
                        t.caught += r;
                    }
                }
            }
        }
        let mut rng = bot_rng(game_seed, ply);
        let mv = if seat == 0 {
            bluff_move(&game, seat, bots[seat].as_mut(), &legal, percent, &mut rng)
        } else {
            bots[seat].choose(&game.view_for(seat), &legal, &mut rng)
        };
        game.apply(seat, &mv).map_err(|e| {
            format!(
                "a computer player's move was refused at ply {ply}: {} (--bluff lays non-words: it needs challenge or vote mode)",
                crate::engine::Describe::describe(&e, crate::engine::Lang::En)
            )
        })?;
        ply += 1;
    }
    Ok((tallies, laid, bluffs))
}

/// The printed report of [`bluff`].
pub fn bluff_report(
    title: &str,
    levels: &[BotLevel],
    seed: u64,
    games: u64,
    percent: u32,
    (tallies, laid, bluffs): &(LevelTallies, u64, u64),
) -> String {
    let pct = |a: u64, b: u64| 100.0 * a as f64 / b.max(1) as f64;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{title}, {} players ({}), {games} games, seeds {seed}..{}: seat 1 bluffs {percent}% of the time",
        levels.len(),
        levels
            .iter()
            .map(|l| l.name())
            .collect::<Vec<_>>()
            .join(","),
        seed.wrapping_add(games)
    );
    let _ = writeln!(
        out,
        "seat 1 laid {laid} words, {bluffs} of them bluffs ({:.1}%)",
        pct(*bluffs, *laid)
    );
    let _ = writeln!(
        out,
        "judge     bluffs  caught   real words  wrongly refused   rare real  wrongly refused"
    );
    for (i, t) in tallies.iter().enumerate() {
        if t.bluffs + t.real == 0 {
            continue;
        }
        let _ = writeln!(
            out,
            "{:<8} {:>7} {:>6.1}%  {:>11} {:>15.1}%  {:>10} {:>15.1}%",
            LEVELS[i].name(),
            t.bluffs,
            pct(t.caught, t.bluffs),
            t.real,
            pct(t.refused, t.real),
            t.rare,
            pct(t.rare_refused, t.rare)
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{BotLevel, Lang, WordCheck};
    use crate::games::TableGame;
    use crate::games::leftovers::{LeftRules, Leftovers};

    /// `naipes sim --bluff`: the bluffing seat bluffs, strong catches every bluff and
    /// refuses no real word, easy is bluffed some of the time, and the report is the
    /// same whatever the thread count.
    #[test]
    fn the_bluff_measure_is_seeded_and_strong_is_never_wrong() {
        let rules = LeftRules {
            word_check: WordCheck::Challenge,
            ..LeftRules::default()
        };
        let levels = [BotLevel::Normal, BotLevel::Easy, BotLevel::Normal];
        let new_game = move |sd| Leftovers::new_game(3, rules.clone(), sd, Lang::En);
        let one = bluff::<Leftovers>(&levels, 3, 11, 1, 50, new_game.clone()).unwrap();
        let two = bluff::<Leftovers>(&levels, 3, 11, 2, 50, new_game).unwrap();
        assert_eq!(one, two);
        let (t, laid, bluffs) = one;
        assert!(bluffs > 3 && laid > bluffs, "{laid} {bluffs}");
        let [_, easy, _, strong] = t;
        assert_eq!((strong.caught, strong.refused), (strong.bluffs, 0));
        assert!(strong.bluffs > 0 && strong.real > 0);
        assert!(easy.caught < easy.bluffs, "easy is bluffed at times");
        let report = bluff_report(
            "leftovers Challenge",
            &levels,
            11,
            3,
            50,
            &(t, laid, bluffs),
        );
        assert!(
            report.contains("strong") && report.contains("100.0%"),
            "{report}"
        );
    }
}
