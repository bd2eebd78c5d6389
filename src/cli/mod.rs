//! Argument parsing (clap) and the dispatch to the commands, one file each.

use clap::{Parser, Subcommand, ValueEnum};
use help::{game_arg_help, games_help, mode_help, seats_help};
use std::path::PathBuf;
use std::process::ExitCode;

mod common;
mod help;
#[cfg(feature = "tui")]
mod history;
#[cfg(feature = "ssh")]
mod host;
#[cfg(feature = "tui")]
mod launcher;
#[cfg(feature = "tui")]
mod play;
#[cfg(feature = "tui")]
mod replay;
#[cfg(feature = "tui")]
mod report;
#[cfg(feature = "tui")]
mod review;
mod rules;
#[cfg(feature = "tui")]
mod seats;
mod sim;
#[cfg(feature = "tui")]
mod table;
mod words;

#[derive(Parser)]
#[command(
    name = "naipes",
    version,
    about = "A terminal card table for pass-and-play word and trick-taking games",
    after_help = games_help()
)]
struct Cli {
    /// A TOML file with settings and house rules, used instead of the one in your config directory.
    #[arg(long, global = true, value_name = "FILE")]
    config: Option<PathBuf>,
    /// Line mode for a screen reader: plain lines, one per move or question, nothing
    /// drawn full-screen; type help at the table for its commands.
    #[arg(long, global = true)]
    screen_reader: bool,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Start a game at once, skipping the launcher.
    Play {
        #[arg(help = game_arg_help())]
        game: String,
        #[arg(long, help = seats_help())]
        players: Option<String>,
        /// The deal's seed: any whole number from 0 to 18446744073709551615.
        #[arg(long, value_parser = ranged::<0, { u64::MAX }>)]
        seed: Option<u64>,
        #[arg(long, help = mode_help())]
        mode: Option<String>,
        /// Write the game record (JSON Lines) to this file as the game goes.
        #[arg(long, value_name = "FILE")]
        record: Option<PathBuf>,
    },
    /// Host a table: people at other terminals join it with ssh (`Name@ssh` seats).
    #[cfg(feature = "ssh")]
    Host(host::Asked),
    /// Replay a finished game move by move, every card face up: FILE is a game record
    /// (JSON Lines, as --record and the export write them) or a finished save
    /// (finished/*.json in the data directory).
    Replay {
        /// The record or the finished save.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Which game of a record holding several (sim --games N): 1 to N.
        #[arg(long, value_name = "N", value_parser = count::<1, 1_000_000>)]
        game: Option<usize>,
    },
    #[cfg(feature = "tui")]
    /// Review a finished game: for each person's decisions, the best play from what
    /// they could see then and what it was worth, the biggest misses first, and the
    /// words to learn. FILE is a record or a finished save, as for replay.
    Review {
        /// The record or the finished save.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Which game of a record holding several (sim --games N): 1 to N.
        #[arg(long, value_name = "N", value_parser = count::<1, 1_000_000>)]
        game: Option<usize>,
        /// Only this seat, by name (any case); by default every person's seat (every
        /// seat in a game of computers only).
        #[arg(long, value_name = "NAME")]
        seat: Option<String>,
        #[arg(long, value_enum)]
        lang: Option<LangArg>,
        /// Print JSON instead of lines.
        #[arg(long)]
        json: bool,
    },
    /// Play computer-only games with no terminal and print the results.
    Sim(sim::Asked),
    /// Look words up in the built-in dictionaries.
    Words {
        #[command(subcommand)]
        command: WordsCommand,
    },
    /// Finished games, newest first: date, game, seats, scores, winner.
    #[cfg(feature = "tui")]
    History {
        /// Only this game's.
        #[arg(long)]
        game: Option<String>,
        /// Only the games this person (or computer) played, by name (any case).
        #[arg(long, value_name = "NAME")]
        player: Option<String>,
        /// Print JSON instead of lines.
        #[arg(long)]
        json: bool,
    },
    /// Statistics per player and game (games, wins, scores, best word, ...), and how
    /// often each seat position wins.
    #[cfg(feature = "tui")]
    Stats {
        /// Only this game's.
        #[arg(long)]
        game: Option<String>,
        /// Only this person (or computer), by name (any case).
        #[arg(long, value_name = "NAME")]
        player: Option<String>,
        /// Print JSON instead of lines.
        #[arg(long)]
        json: bool,
    },
    /// The teacher's report: per person, games played, challenges given and passed by
    /// kind and level, words laid and missed, prompts failed, and a list to practise.
    #[cfg(feature = "tui")]
    Report {
        /// Only games that ended on or after this day (YYYY-MM-DD, UTC).
        #[arg(long, value_name = "DATE")]
        since: Option<String>,
        /// Only this person, by name (any case).
        #[arg(long, value_name = "NAME")]
        player: Option<String>,
        /// Only this game's.
        #[arg(long)]
        game: Option<String>,
        /// md prints, csv opens in a spreadsheet, json for programs.
        #[arg(long, value_enum, default_value = "md")]
        format: report::Format,
        #[arg(long, value_enum)]
        lang: Option<LangArg>,
    },
    /// Print a game's rules help.
    Rules {
        #[arg(help = game_arg_help())]
        game: String,
        #[arg(long, value_enum)]
        lang: Option<LangArg>,
    },
}

#[derive(Subcommand)]
enum WordsCommand {
    /// Exit 0 when every word is valid, 1 otherwise.
    Check {
        #[arg(value_enum)]
        lang: LangArg,
        /// Which built-in word list: every word, or everyday words only.
        #[arg(long, value_enum, default_value = "full")]
        list: ListArg,
        #[arg(required = true)]
        words: Vec<String>,
    },
    /// All words that the letters (plus wild cards) can make.
    Find {
        #[arg(value_enum)]
        lang: LangArg,
        /// Which built-in word list: every word, or everyday words only.
        #[arg(long, value_enum, default_value = "full")]
        list: ListArg,
        #[arg(long)]
        letters: String,
        /// Wild cards: any letter each (0 to 8).
        #[arg(long, default_value_t = 0, value_name = "N", value_parser = count::<0, MAX_WILD>)]
        wild: usize,
        /// Vowel wild cards: any vowel each (0 to 8).
        #[arg(long, default_value_t = 0, value_name = "N", value_parser = count::<0, MAX_WILD>)]
        vowel_wild: usize,
        /// The shortest word to list: 1 to 20 letters.
        #[arg(long, default_value_t = 2, value_name = "N", value_parser = count::<1, MAX_MIN_LEN>)]
        min: usize,
    },
}

/// Most threads `naipes sim --threads` takes.
pub(crate) const MAX_SIM_THREADS: u64 = 256;
/// Most games one `naipes sim` plays.
pub(crate) const MAX_SIM_GAMES: u64 = 1_000_000;
/// Most wild cards (and vowel wild cards) `naipes words find` takes.
const MAX_WILD: usize = 8;
/// Longest `--min` of `naipes words find`.
const MAX_MIN_LEN: usize = 20;

/// A whole number from `LO` to `HI`, for clap (which names the flag and the value).
pub(crate) fn ranged<const LO: u64, const HI: u64>(s: &str) -> Result<u64, String> {
    match s.trim().parse::<u64>() {
        Ok(n) if (LO..=HI).contains(&n) => Ok(n),
        _ => Err(format!("expected a whole number from {LO} to {HI}")),
    }
}

/// [`ranged`] for counts.
fn count<const LO: usize, const HI: usize>(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(n) if (LO..=HI).contains(&n) => Ok(n),
        _ => Err(format!("expected a whole number from {LO} to {HI}")),
    }
}

#[derive(Clone, Copy, ValueEnum)]
enum LangArg {
    En,
    Es,
}

#[derive(Clone, Copy, ValueEnum)]
enum ListArg {
    Full,
    Everyday,
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("naipes: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> Result<ExitCode, String> {
    let config = cli.config.as_deref();
    if cli.screen_reader {
        common::ask_for_screen_reader();
    }
    match cli.command {
        #[cfg(feature = "tui")]
        None => launcher::launcher(config),
        #[cfg(feature = "tui")]
        Some(Command::Play {
            game,
            players,
            seed,
            mode,
            record,
        }) => play::play(config, game, players, seed, mode, record),
        #[cfg(feature = "ssh")]
        Some(Command::Host(asked)) => host::host(config, asked),
        #[cfg(feature = "tui")]
        Some(Command::Replay { file, game }) => replay::replay(config, file, game),
        #[cfg(not(feature = "tui"))]
        None | Some(Command::Play { .. }) | Some(Command::Replay { .. }) => Err(
            "this naipes was built without the terminal table (the tui feature): use sim, words or rules"
                .into(),
        ),
        #[cfg(feature = "tui")]
        Some(Command::Review {
            file,
            game,
            seat,
            lang,
            json,
        }) => review::review(config, file, game, seat, lang, json),
        Some(Command::Sim(asked)) => sim::sim(config, asked),
        Some(Command::Words { command }) => words::words(command, config),
        #[cfg(feature = "tui")]
        Some(Command::History { game, player, json }) => {
            history::history(config, game, player, json, false)
        }
        #[cfg(feature = "tui")]
        Some(Command::Stats { game, player, json }) => {
            history::history(config, game, player, json, true)
        }
        #[cfg(feature = "tui")]
        Some(Command::Report {
            since,
            player,
            game,
            format,
            lang,
        }) => report::report(config, since, player, game, format, lang),
        Some(Command::Rules { game, lang }) => rules::rules(config, game, lang),
    }
}
