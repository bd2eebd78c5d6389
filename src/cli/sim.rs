//! `naipes sim`: computer-only games with no terminal, and their results.

use super::common::{
    check_user_words, excerpt, load_config, player_count, print_out, section_with_mode,
};
use super::help::{computers_help, game_arg_help};
use super::{MAX_SIM_GAMES, MAX_SIM_THREADS, ranged};
use naipes::engine::BotLevel;
use naipes::games::lookup;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

// What `naipes sim` was asked for: the command line's own fields (a plain comment:
// a doc comment here would become the command's help).
#[derive(clap::Args)]
pub struct Asked {
    #[arg(help = game_arg_help())]
    pub game: String,
    #[arg(long, value_name = "N", help = computers_help())]
    pub players: String,
    /// How many games to play: 1 to 1000000.
    #[arg(long, default_value_t = 100, value_name = "N", value_parser = ranged::<1, MAX_SIM_GAMES>)]
    pub games: u64,
    /// The first game's seed: any whole number from 0 to 18446744073709551615.
    #[arg(long, default_value_t = 1, value_parser = ranged::<0, { u64::MAX }>)]
    pub seed: u64,
    /// Computer levels per seat, comma-separated (easy, normal, strong or random);
    /// default all normal.
    #[arg(long)]
    pub bots: Option<String>,
    /// The game's main choice, as for `play`.
    #[arg(long)]
    pub mode: Option<String>,
    /// Write every game's record (JSON Lines) to this file.
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
    /// Threads to spread the games over: 1 to 256 (default: every core). The results
    /// and the record are the same whatever the count.
    #[arg(long, value_name = "N", value_parser = ranged::<1, MAX_SIM_THREADS>)]
    pub threads: Option<u64>,
    /// Word games in challenge or vote mode: measure how the computers judge words.
    /// Seat 1 lays a plausible non-word (a word with one letter changed) this percent
    /// of the time; the report gives, per level, the bluffs caught and the real words
    /// wrongly refused. 1 to 100.
    #[arg(long, value_name = "PERCENT", value_parser = ranged::<1, 100>)]
    pub bluff: Option<u64>,
}

pub fn sim(config: Option<&Path>, asked: Asked) -> Result<ExitCode, String> {
    let Asked {
        game,
        players,
        games,
        seed,
        bots,
        mode,
        record,
        threads,
        bluff,
    } = asked;
    let loaded = load_config(config)?;
    let game = lookup(&game)?;
    let players = player_count(&players, game)?;
    let levels = parse_levels(bots.as_deref(), players)?;
    if bluff.is_some() && record.is_some() {
        return Err("--bluff measures judgement and writes no record: leave out --record".into());
    }
    let section = section_with_mode(game, &loaded, mode.as_deref())?;
    // A broken user word list is refused here as in play and words.
    check_user_words(&loaded)?;
    let report = naipes::sim::run_game(
        game,
        naipes::sim::SimRun {
            section: &section,
            levels: &levels,
            games,
            seed,
            record: record.as_deref(),
            threads: threads.map_or_else(naipes::sim::default_threads, |t| t as usize),
            bluff: bluff.map(|b| b as u32),
        },
    )?;
    print_out(&report)?;
    Ok(ExitCode::SUCCESS)
}

fn parse_levels(spec: Option<&str>, players: usize) -> Result<Vec<BotLevel>, String> {
    let Some(spec) = spec else {
        return Ok(vec![BotLevel::Normal; players]);
    };
    let levels: Vec<BotLevel> = spec
        .split(',')
        .map(|s| {
            BotLevel::parse(s.trim()).ok_or_else(|| {
                format!(
                    "unknown computer level '{}': expected easy, normal, strong or random",
                    excerpt(s.trim())
                )
            })
        })
        .collect::<Result<_, _>>()?;
    if levels.len() != players {
        return Err(format!(
            "--bots names {} levels for {players} players",
            levels.len()
        ));
    }
    Ok(levels)
}
