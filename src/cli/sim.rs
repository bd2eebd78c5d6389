//! `naipes sim`: computer-only games with no terminal, and their results.

use super::common::{
    check_user_words, excerpt, load_config, player_count, print_out, section_with_mode,
};
use naipes::engine::BotLevel;
use naipes::games::lookup;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// What `naipes sim` was asked for (the fields of `Command::Sim`).
pub struct Asked {
    pub game: String,
    pub players: String,
    pub games: u64,
    pub seed: u64,
    pub bots: Option<String>,
    pub mode: Option<String>,
    pub record: Option<PathBuf>,
    pub threads: Option<u64>,
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
