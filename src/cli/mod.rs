//! Argument parsing (clap) and the commands that need no terminal.

use clap::{Parser, Subcommand, ValueEnum};
use naipes::config::{self, Loaded};
use naipes::engine::{BotLevel, Lang};
#[cfg(feature = "tui")]
use naipes::engine::{Seat, SeatKind};
use naipes::games::{GAMES, GameDef, all_keys, lookup};
use naipes::lexicon::{Language, LetterQuery, Lexicon, WordList};
use std::path::PathBuf;
use std::process::ExitCode;

#[cfg(feature = "ssh")]
mod host;

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
    Host {
        #[arg(help = game_arg_help())]
        game: String,
        /// Seats, comma-separated: names for people here, Name@ssh for a person at
        /// another terminal, @easy, @normal or @strong for computers.
        #[arg(long)]
        players: String,
        /// The deal's seed: any whole number from 0 to 18446744073709551615.
        #[arg(long, value_parser = ranged::<0, { u64::MAX }>)]
        seed: Option<u64>,
        #[arg(long, help = mode_help())]
        mode: Option<String>,
        /// Write the game record (JSON Lines) to this file as the game goes.
        #[arg(long, value_name = "FILE")]
        record: Option<PathBuf>,
        /// The port people connect to.
        #[arg(long, default_value_t = 2222)]
        port: u16,
        /// The address to listen on: 127.0.0.1 (the default) is this machine only;
        /// 0.0.0.0 is every network this machine is on.
        #[arg(long, default_value = "127.0.0.1")]
        bind: std::net::IpAddr,
        /// The table code people type as the password (default: a new random one).
        #[arg(long)]
        code: Option<String>,
        /// Public keys (authorized_keys format) that may sit down without the code.
        #[arg(long, value_name = "FILE")]
        keys: Option<PathBuf>,
        /// Let connections watch (user name `watch`, or 0 on the seat choice): they see
        /// what every seat may see, as a hand-off screen shows.
        #[arg(long)]
        spectators: bool,
    },
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
    /// Play computer-only games with no terminal and print the results.
    Sim {
        #[arg(help = game_arg_help())]
        game: String,
        #[arg(long, value_name = "N", help = computers_help())]
        players: String,
        /// How many games to play: 1 to 1000000.
        #[arg(long, default_value_t = 100, value_name = "N", value_parser = ranged::<1, MAX_SIM_GAMES>)]
        games: u64,
        /// The first game's seed: any whole number from 0 to 18446744073709551615.
        #[arg(long, default_value_t = 1, value_parser = ranged::<0, { u64::MAX }>)]
        seed: u64,
        /// Computer levels per seat, comma-separated (easy, normal, strong or random);
        /// default all normal.
        #[arg(long)]
        bots: Option<String>,
        /// The game's main choice, as for `play`.
        #[arg(long)]
        mode: Option<String>,
        /// Write every game's record (JSON Lines) to this file.
        #[arg(long, value_name = "FILE")]
        record: Option<PathBuf>,
        /// Threads to spread the games over: 1 to 256 (default: every core). The results
        /// and the record are the same whatever the count.
        #[arg(long, value_name = "N", value_parser = ranged::<1, MAX_SIM_THREADS>)]
        threads: Option<u64>,
        /// Word games in challenge or vote mode: measure how the computers judge words.
        /// Seat 1 lays a plausible non-word (a word with one letter changed) this percent
        /// of the time; the report gives, per level, the bluffs caught and the real words
        /// wrongly refused. 1 to 100.
        #[arg(long, value_name = "PERCENT", value_parser = ranged::<1, 100>)]
        bluff: Option<u64>,
    },
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

/// "a, b or c".
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// "A, B and C".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// Every game's seat range, from the registry: "palabra 2-12, pala 3-5, ...".
fn ranges() -> String {
    GAMES
        .iter()
        .map(|g| {
            let (lo, hi) = g.players();
            format!("{} {lo}-{hi}", g.key())
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The help of a GAME argument: every registered key.
fn game_arg_help() -> String {
    let keys: Vec<String> = all_keys().iter().map(|k| k.to_string()).collect();
    format!("The game: {}", or_list(&keys))
}

fn seats_help() -> String {
    format!(
        "Seats, comma-separated: names for people, @easy, @normal or @strong for computers \
         (e.g. \"Ana,Bob,@strong\"), or just a number (you plus computers), within the \
         game's range ({})",
        ranges()
    )
}

fn computers_help() -> String {
    format!(
        "How many computer players, within the game's range ({})",
        ranges()
    )
}

/// What `--mode` sets for each game (its first setup choice), games with the same
/// values together: "pala: pointillism or impressionism; palabra and rapiletras: strict,
/// challenge or vote".
fn mode_help() -> String {
    let mut groups: Vec<(Vec<String>, Vec<String>)> = Vec::new();
    for game in GAMES {
        let Some(option) = game.options().first() else {
            continue;
        };
        let values: Vec<String> = option.values.iter().map(|v| v.value.to_string()).collect();
        let title = game.key().to_string();
        match groups.iter_mut().find(|(_, v)| *v == values) {
            Some((titles, _)) => titles.push(title),
            None => groups.push((vec![title], values)),
        }
    }
    let choices: Vec<String> = groups
        .iter()
        .map(|(keys, values)| format!("{}: {}", and_list(keys), or_list(values)))
        .collect();
    format!(
        "The game's main choice (default: from the config): {}",
        choices.join("; ")
    )
}

/// The games, after the main help: key, seats, what it is.
fn games_help() -> String {
    let mut text = String::from("Games:\n");
    for game in GAMES {
        let (lo, hi) = game.players();
        text.push_str(&format!(
            "  {:<11} {} ({lo}-{hi} players): {}\n",
            game.key(),
            game.title(Lang::En),
            game.blurb(Lang::En)
        ));
    }
    text
}

/// Most threads `naipes sim --threads` takes.
const MAX_SIM_THREADS: u64 = 256;
/// Most games one `naipes sim` plays.
const MAX_SIM_GAMES: u64 = 1_000_000;
/// Most wild cards (and vowel wild cards) `naipes words find` takes.
const MAX_WILD: usize = 8;
/// Longest `--min` of `naipes words find`.
const MAX_MIN_LEN: usize = 20;

/// A whole number from `LO` to `HI`, for clap (which names the flag and the value).
fn ranged<const LO: u64, const HI: u64>(s: &str) -> Result<u64, String> {
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

/// At most 40 characters of what the user typed, for an error message.
fn excerpt(s: &str) -> String {
    let mut chars = s.chars();
    let head: String = chars.by_ref().take(40).collect();
    if chars.next().is_some() {
        format!("{head}…")
    } else {
        head
    }
}

/// A number of players within the game's range.
fn player_count(spec: &str, game: &dyn GameDef) -> Result<usize, String> {
    let (lo, hi) = game.players();
    let spec = spec.trim();
    match spec.parse::<usize>() {
        Ok(n) if (lo..=hi).contains(&n) => Ok(n),
        _ => Err(format!(
            "--players: {} is for {lo} to {hi} players, not {}",
            game.title(Lang::En),
            excerpt(spec)
        )),
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

/// Writes to standard output. A reader that stops early (`naipes words find ... | head`)
/// is not an error: whatever it did not read is simply not needed.
fn print_out(text: &str) -> Result<(), String> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(format!("could not write the output: {e}"))
        }
        _ => Ok(()),
    }
}

fn load_config(path: Option<&std::path::Path>) -> Result<Loaded, String> {
    config::load(path).map_err(|e| format!("configuration error: {e}"))
}

/// The game's section of the configuration, with `--mode` set on its main choice.
fn section_with_mode(
    game: &dyn GameDef,
    loaded: &Loaded,
    mode: Option<&str>,
) -> Result<toml::Value, String> {
    let mut section = loaded.config.section(game.key());
    let Some(mode) = mode else {
        return Ok(section);
    };
    let Some(option) = game.options().first() else {
        return Err(format!("{} has no --mode", game.title(Lang::En)));
    };
    let values: Vec<&str> = option.values.iter().map(|v| v.value).collect();
    let mode = mode.trim().to_ascii_lowercase();
    if !values.contains(&mode.as_str()) {
        return Err(format!(
            "--mode {}: {} takes one of {}",
            excerpt(&mode),
            game.title(Lang::En),
            values.join(", ")
        ));
    }
    if let toml::Value::Table(t) = &mut section {
        t.insert(option.key.to_string(), toml::Value::String(mode));
    }
    Ok(section)
}

#[cfg(feature = "tui")]
fn launch(app: naipes::app::App, first: Vec<naipes::app::effects::Effect>) -> Result<(), String> {
    ended(naipes::app::run::run(app, first).map_err(|e| e.to_string())?)
}

#[cfg(feature = "ssh")]
fn launch_hosted(hosted: host::Hosted) -> Result<(), String> {
    let others = Some(naipes::app::served::Served::new(hosted.hosting));
    let ended_as = naipes::app::run::run_with(hosted.app, hosted.first, others);
    ended(ended_as.map_err(|e| e.to_string())?)
}

#[cfg(feature = "tui")]
fn ended(how: naipes::app::run::Ended) -> Result<(), String> {
    match how {
        naipes::app::run::Ended::Quit => Ok(()),
        naipes::app::run::Ended::Signal => {
            Err("stopped by a signal; the terminal is restored and the game was saved after its last move".into())
        }
    }
}

/// What `play` and `host` were asked for, before anything opens.
#[cfg(feature = "tui")]
struct TableArgs<'a> {
    game: &'a str,
    players: Option<&'a str>,
    mode: Option<&'a str>,
    record: Option<&'a std::path::Path>,
    /// `Name@ssh` seats are allowed (a hosted table).
    remote: bool,
}

/// The game, configuration, language, seats and house rules of a table to open, every
/// argument and file checked first (and the terminal: nothing is written without one).
#[cfg(feature = "tui")]
type Opened = (&'static dyn GameDef, Loaded, Lang, Vec<Seat>, toml::Value);

#[cfg(feature = "tui")]
fn table_args(config: Option<&std::path::Path>, asked: TableArgs) -> Result<Opened, String> {
    let game = lookup(asked.game)?;
    let loaded = load_config(config)?;
    let lang = game
        .forced_lang()
        .unwrap_or(loaded.config.settings.language);
    let seats = parse_seats_with(asked.players, game, lang, asked.remote)?;
    let section = section_with_mode(game, &loaded, asked.mode)?;
    if let Some(path) = asked.record {
        check_record_path(path)?;
    }
    need_terminal()?;
    check_user_words(&loaded)?;
    Ok((game, loaded, lang, seats, section))
}

/// The table needs a terminal: checked before any file is read or written.
#[cfg(feature = "tui")]
fn need_terminal() -> Result<(), String> {
    use std::io::IsTerminal;
    if std::io::stdin().is_terminal() && std::io::stdout().is_terminal() {
        Ok(())
    } else {
        Err("the card table needs a terminal (stdin and stdout are not one); nothing was changed. Without a terminal, use naipes sim, words or rules".into())
    }
}

fn run(cli: Cli) -> Result<ExitCode, String> {
    match cli.command {
        #[cfg(feature = "tui")]
        None => {
            // The configuration is only read (its errors are worth telling anywhere);
            // nothing is written before the terminal is known to be there.
            let loaded = load_config(cli.config.as_deref())?;
            need_terminal()?;
            check_user_words(&loaded)?;
            let app = naipes::app::App::new(loaded, naipes::session::save::autosave_path());
            launch(app, Vec::new())?;
            Ok(ExitCode::SUCCESS)
        }
        #[cfg(feature = "tui")]
        Some(Command::Play {
            game,
            players,
            seed,
            mode,
            record,
        }) => {
            let asked = TableArgs {
                game: &game,
                players: players.as_deref(),
                mode: mode.as_deref(),
                record: record.as_deref(),
                remote: false,
            };
            let (game, loaded, lang, seats, section) = table_args(cli.config.as_deref(), asked)?;
            let mut app = naipes::app::App::new(loaded, naipes::session::save::autosave_path());
            app.record_path = record.clone();
            let start = naipes::app::table::Start {
                seats,
                section,
                seed: seed.unwrap_or_else(rand::random::<u64>),
                seed_chosen: seed.is_some(),
                lang,
                record,
                save_path: naipes::session::save::new_save_path(&app.save_path, game.key()),
            };
            let mut first = Vec::new();
            let table = game.start_table(start, &mut first)?;
            app.open_table(table);
            launch(app, first)?;
            Ok(ExitCode::SUCCESS)
        }
        #[cfg(feature = "ssh")]
        Some(Command::Host {
            game,
            players,
            seed,
            mode,
            record,
            port,
            bind,
            code,
            keys,
            spectators,
        }) => {
            let asked = TableArgs {
                game: &game,
                players: Some(&players),
                mode: mode.as_deref(),
                record: record.as_deref(),
                remote: true,
            };
            let (game, loaded, lang, seats, section) = table_args(cli.config.as_deref(), asked)?;
            let table = host::Table {
                game,
                loaded,
                seats,
                section,
                seed,
                record,
                lang,
            };
            let listen = host::Listen {
                port,
                bind,
                code,
                keys,
                spectators,
            };
            launch_hosted(host::open(table, listen)?)?;
            Ok(ExitCode::SUCCESS)
        }
        #[cfg(feature = "tui")]
        Some(Command::Replay { file, game }) => {
            let loaded = load_config(cli.config.as_deref())?;
            let lang = loaded.config.settings.language;
            // The file is read and replayed before the terminal is asked for: a refusal
            // is told on the command line.
            let screen = naipes::app::replay::open(&file, game, lang)?;
            need_terminal()?;
            let mut app = naipes::app::App::new(loaded, naipes::session::save::autosave_path());
            app.open_replay(screen, false);
            launch(app, Vec::new())?;
            Ok(ExitCode::SUCCESS)
        }
        #[cfg(not(feature = "tui"))]
        None | Some(Command::Play { .. }) | Some(Command::Replay { .. }) => Err(
            "this naipes was built without the terminal table (the tui feature): use sim, words or rules"
                .into(),
        ),
        Some(Command::Sim {
            game,
            players,
            games,
            seed,
            bots,
            mode,
            record,
            threads,
            bluff,
        }) => {
            let loaded = load_config(cli.config.as_deref())?;
            let game = lookup(&game)?;
            let players = player_count(&players, game)?;
            let levels = parse_levels(bots.as_deref(), players)?;
            if bluff.is_some() && record.is_some() {
                return Err("--bluff measures judgement and writes no record: leave out --record".into());
            }
            let section = section_with_mode(game, &loaded, mode.as_deref())?;
            // A broken user word list is refused here as in play and words.
            check_user_words(&loaded)?;
            let report = game.sim(naipes::games::module::SimRun {
                section: &section,
                levels: &levels,
                games,
                seed,
                record: record.as_deref(),
                threads: threads.map_or_else(naipes::sim::default_threads, |t| t as usize),
                bluff: bluff.map(|b| b as u32),
            })?;
            print_out(&report)?;
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Words { command }) => words(command, cli.config.as_deref()),
        #[cfg(feature = "tui")]
        Some(Command::History { game, player, json }) => {
            history(cli.config.as_deref(), game, player, json, false)
        }
        #[cfg(feature = "tui")]
        Some(Command::Stats { game, player, json }) => {
            history(cli.config.as_deref(), game, player, json, true)
        }
        Some(Command::Rules { game, lang }) => {
            let game = lookup(&game)?;
            let loaded = load_config(cli.config.as_deref())?;
            let lang = match lang {
                Some(LangArg::Es) => Lang::Es,
                Some(LangArg::En) => Lang::En,
                None => game.forced_lang().unwrap_or(loaded.config.settings.language),
            };
            let text = game.help_in_force(lang, &loaded.config.section(game.key()));
            print_out(&format!("{text}\n"))?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// `naipes history` and `naipes stats`: the finished games (the database brought up to
/// date first, rebuilt when damaged, which is told on standard error).
#[cfg(feature = "tui")]
fn history(
    config: Option<&std::path::Path>,
    game: Option<String>,
    player: Option<String>,
    json: bool,
    stats: bool,
) -> Result<ExitCode, String> {
    use naipes::history::{self, Filter, Places, stats::Stats, text};
    let loaded = load_config(config)?;
    let lang = loaded.config.settings.language;
    let game = match game {
        Some(g) => Some(lookup(&g)?.key().to_string()),
        None => None,
    };
    let player = player
        .map(|p| p.trim().to_string())
        .filter(|p| !p.is_empty());
    let places = Places::of(&naipes::session::save::autosave_path());
    let progress = history::Progress::default();
    let over = std::sync::atomic::AtomicBool::new(false);
    let got = std::thread::scope(|scope| {
        // Only at a terminal: a file or pipe would keep every overwritten line.
        if std::io::IsTerminal::is_terminal(&std::io::stderr()) {
            scope.spawn(|| reading_line(&progress, &over, lang));
        }
        let got = history::load_with(&places, &progress);
        over.store(true, std::sync::atomic::Ordering::Relaxed);
        got
    });
    let got = got.map_err(|e| {
        format!(
            "the history database {} could not be opened: {e}",
            places.db().display()
        )
    })?;
    for line in text::repairs(&got, &places.db(), lang) {
        eprintln!("naipes: {line}");
    }
    let filter = Filter { game, player };
    let rows: Vec<&history::GameRow> = got.rows.iter().filter(|r| filter.keeps(r)).collect();
    let out = if stats {
        let kept: Vec<history::GameRow> = rows.into_iter().cloned().collect();
        let counted = Stats::count(&kept, &filter);
        if json {
            serde_json::to_string_pretty(&counted).map_err(|e| e.to_string())? + "\n"
        } else if got.rows.is_empty() {
            format!("{}\n", text::words(lang).no_games)
        } else if kept.is_empty() {
            format!("{}\n", text::words(lang).no_match)
        } else {
            text::stats_lines(&counted, lang).join("\n") + "\n"
        }
    } else if json {
        serde_json::to_string_pretty(&rows).map_err(|e| e.to_string())? + "\n"
    } else if got.rows.is_empty() {
        format!("{}\n", text::words(lang).no_games)
    } else if rows.is_empty() {
        format!("{}\n", text::words(lang).no_match)
    } else {
        rows.iter()
            .map(|r| text::history_line(r, lang) + "\n")
            .collect()
    };
    print_out(&out)?;
    Ok(ExitCode::SUCCESS)
}

/// While History's database is brought up to date (seconds, the first time with
/// thousands of finished games): one line on standard error, a terminal, overwritten
/// with how many finished games are read, and erased at the end. Nothing when it is
/// quick.
#[cfg(feature = "tui")]
fn reading_line(
    progress: &naipes::history::Progress,
    over: &std::sync::atomic::AtomicBool,
    lang: Lang,
) {
    use std::io::Write;
    let words = naipes::history::text::words(lang);
    let mut widest = 0;
    let mut ticks = 0u32;
    while !over.load(std::sync::atomic::Ordering::Relaxed) {
        std::thread::sleep(std::time::Duration::from_millis(50));
        ticks += 1;
        let (done, total) = progress.counts();
        // Every quarter of a second, once it has lasted half a second.
        if total == 0 || ticks < 10 || !ticks.is_multiple_of(5) {
            continue;
        }
        let line = naipes::history::text::fill(
            words.reading,
            &[("done", &done.to_string()), ("total", &total.to_string())],
        );
        widest = widest.max(line.chars().count());
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r{line}");
        let _ = err.flush();
    }
    if widest > 0 {
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r{}\r", " ".repeat(widest));
        let _ = err.flush();
    }
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

/// The seats; `remote`: `Name@ssh` seats (people at other terminals) are allowed.
#[cfg(feature = "tui")]
fn parse_seats_with(
    spec: Option<&str>,
    game: &dyn GameDef,
    lang: Lang,
    remote: bool,
) -> Result<Vec<Seat>, String> {
    let (lo, hi) = game.players();
    let seat_words = naipes::app::text::setup::words(lang);
    let computer = |i: usize, level| Seat {
        name: format!("{} {}", seat_words.default_computer, i + 1),
        kind: SeatKind::Computer(level),
    };
    // A person, then computer players.
    let you_and_computers = |n: usize| -> Vec<Seat> {
        (0..n)
            .map(|i| {
                if i == 0 {
                    // Named as the setup screen names it: "You" read as "You bids
                    // now" and "You's hand".
                    Seat {
                        name: format!("{} 1", seat_words.default_person),
                        kind: SeatKind::Human,
                    }
                } else {
                    computer(i, BotLevel::Normal)
                }
            })
            .collect()
    };
    let seats: Vec<Seat> = match spec {
        None => you_and_computers(lo.max(4).min(hi)),
        Some(s) if !s.trim().is_empty() && s.trim().bytes().all(|b| b.is_ascii_digit()) => {
            you_and_computers(player_count(s, game)?)
        }
        Some(s) => s
            .split(',')
            .enumerate()
            .map(|(i, part)| match part.trim() {
                "" => Err(format!("seat {} has no name", i + 1)),
                // Random is a baseline for `naipes sim`, not an opponent.
                name if name.starts_with('@') => match BotLevel::parse(&name[1..]) {
                    Some(level) if level != BotLevel::Random => Ok(computer(i, level)),
                    _ => Err(format!(
                        "unknown computer '{}': use @easy, @normal or @strong",
                        excerpt(name)
                    )),
                },
                name if name.to_ascii_lowercase().ends_with("@ssh") => {
                    let person = name[..name.len() - 4].trim();
                    if !remote {
                        Err(format!(
                            "'{}' is a person at another terminal: that takes naipes host",
                            excerpt(name)
                        ))
                    } else if person.is_empty() {
                        Err(format!("seat {} has no name", i + 1))
                    } else {
                        Ok(Seat {
                            name: person.to_string(),
                            kind: SeatKind::Remote,
                        })
                    }
                }
                name => Ok(Seat {
                    name: name.to_string(),
                    kind: SeatKind::Human,
                }),
            })
            .collect::<Result<_, _>>()?,
    };
    if !(lo..=hi).contains(&seats.len()) {
        return Err(format!(
            "{} is for {lo} to {hi} players, not {}",
            game.title(Lang::En),
            seats.len()
        ));
    }
    // The setup screen's rules for names, and one name per seat (found by a tester:
    // 'Ana,ana' sat two people whom the hand-offs and statistics could not tell apart).
    for (i, seat) in seats.iter().enumerate() {
        name_rules(&seat.name).map_err(|why| format!("seat {}: {why}", i + 1))?;
        if seats[..i]
            .iter()
            .any(|o| o.name.to_lowercase() == seat.name.to_lowercase())
        {
            return Err(format!(
                "two seats are named '{}': each player needs a name of their own",
                excerpt(&seat.name)
            ));
        }
    }
    Ok(seats)
}

/// A name as the setup screen allows it: at most `MAX_NAME` letters, digits, spaces,
/// hyphens and apostrophes.
#[cfg(feature = "tui")]
fn name_rules(name: &str) -> Result<(), String> {
    let most = naipes::app::setup::MAX_NAME;
    if let Some(c) = name
        .chars()
        .find(|c| !(c.is_alphanumeric() || matches!(c, ' ' | '-' | '\'')))
    {
        return Err(format!(
            "'{c}' is not allowed in a name: only letters, digits, spaces, - and '"
        ));
    }
    if name.chars().count() > most {
        return Err(format!("'{}' is longer than {most} letters", excerpt(name)));
    }
    Ok(())
}

fn language(lang: LangArg) -> Language {
    match lang {
        LangArg::En => Language::English,
        LangArg::Es => Language::Spanish,
    }
}

fn lexicon_for(
    lang: LangArg,
    list: ListArg,
    config_path: Option<&std::path::Path>,
) -> Result<Lexicon, String> {
    let loaded = load_config(config_path)?;
    let list = match list {
        ListArg::Full => WordList::Full,
        ListArg::Everyday => WordList::Everyday,
    };
    let lex = Lexicon::embedded_list(language(lang), list);
    let user = match lang {
        LangArg::En => &loaded.config.settings.user_words_en,
        LangArg::Es => &loaded.config.settings.user_words_es,
    };
    if user.is_empty() {
        Ok(lex)
    } else {
        lex.with_user_words(std::path::Path::new(user))
            .map_err(|e| e.to_string())
    }
}

/// The record file can be written: refused up front (a directory, a full device, a
/// read-only place) as `sim` refuses it, before any game starts.
#[cfg(feature = "tui")]
fn check_record_path(path: &std::path::Path) -> Result<(), String> {
    use std::io::Write;
    let refuse =
        |e: std::io::Error| format!("the record cannot be written to {}: {e}", path.display());
    let mut file = std::fs::File::create(path).map_err(refuse)?;
    // A full device takes the create and refuses the bytes.
    file.write_all(b"\n")
        .and_then(|()| file.flush())
        .map_err(refuse)?;
    file.set_len(0).map_err(refuse)
}

/// The user's word lists are loaded at startup and joined to the games' dictionaries;
/// an unreadable one stops with a message.
fn check_user_words(loaded: &Loaded) -> Result<(), String> {
    for (path, lang) in [
        (&loaded.config.settings.user_words_en, Language::English),
        (&loaded.config.settings.user_words_es, Language::Spanish),
    ] {
        if !path.is_empty() {
            let lexicon = Lexicon::embedded(lang)
                .with_user_words(std::path::Path::new(path))
                .map_err(|e| e.to_string())?;
            naipes::lexicon::table::install(lexicon);
        }
    }
    Ok(())
}

fn words(command: WordsCommand, config_path: Option<&std::path::Path>) -> Result<ExitCode, String> {
    match command {
        WordsCommand::Check { lang, list, words } => {
            let lex = lexicon_for(lang, list, config_path)?;
            let mut all = true;
            let mut report = String::new();
            for w in &words {
                let ok = lex.contains(w);
                all &= ok;
                let verdict = if ok { "valid" } else { "not in the dictionary" };
                report.push_str(&format!("{w}: {verdict}\n"));
            }
            print_out(&report)?;
            Ok(if all {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        WordsCommand::Find {
            lang,
            list,
            letters,
            wild,
            vowel_wild,
            min,
        } => {
            let lex = lexicon_for(lang, list, config_path)?;
            if letters
                .chars()
                .any(|c| naipes::lexicon::normalize(&c.to_string()).is_none())
            {
                return Err(format!(
                    "--letters '{}' must be letters only",
                    excerpt(&letters)
                ));
            }
            let total = letters.chars().count() + wild + vowel_wild;
            let query = LetterQuery {
                letters,
                wild,
                vowel_wild,
                vowels: match lang {
                    LangArg::En => "AEIOUY".into(),
                    LangArg::Es => "AEIOU".into(),
                },
                min_len: min.max(1),
                max_len: total,
            };
            let found = lex.words_from_letters(&query);
            let listing: String = found.iter().map(|w| format!("{w}\n")).collect();
            print_out(&listing)?;
            eprintln!("{} words", found.len());
            Ok(ExitCode::SUCCESS)
        }
    }
}
