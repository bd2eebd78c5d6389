//! Argument parsing (clap) and the commands that need no terminal.

use clap::{Parser, Subcommand, ValueEnum};
use naipes::app::{App, Screen, palabra_table::PalabraTable, rapi_table::RapiTable, table::Table};
use naipes::config::{self, Loaded};
use naipes::engine::{BotLevel, Lang, Seat, SeatKind};
use naipes::games::GameId;
use naipes::games::pala::Mode;
use naipes::lexicon::{Language, LetterQuery, Lexicon, WordList};
use naipes::session::save;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "naipes",
    version,
    about = "A terminal card table for pass-and-play word and trick-taking games"
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
        /// The game: palabra, rapiletras, palace, leftovers or pala.
        game: String,
        /// Seats, comma-separated: names for people, @strong or @easy for computers
        /// (e.g. "Ana,Bob,@strong"), or just a number (you plus computers).
        #[arg(long)]
        players: Option<String>,
        #[arg(long)]
        seed: Option<u64>,
        /// Pala: pointillism or impressionism (default: from the config).
        #[arg(long, value_enum)]
        mode: Option<ModeArg>,
        /// Write the game record (JSON Lines) to this file as the game goes.
        #[arg(long, value_name = "FILE")]
        record: Option<PathBuf>,
    },
    /// Play computer-only games with no terminal and print the results.
    Sim {
        game: String,
        #[arg(long)]
        players: usize,
        #[arg(long, default_value_t = 100)]
        games: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Computer levels per seat, comma-separated (heuristic or random); default all heuristic.
        #[arg(long)]
        bots: Option<String>,
        #[arg(long, value_enum)]
        mode: Option<ModeArg>,
        /// Write every game's record (JSON Lines) to this file.
        #[arg(long, value_name = "FILE")]
        record: Option<PathBuf>,
    },
    /// Look words up in the built-in dictionaries.
    Words {
        #[command(subcommand)]
        command: WordsCommand,
    },
    /// Print a game's rules help.
    Rules {
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
        /// Wild cards: any letter each.
        #[arg(long, default_value_t = 0)]
        wild: usize,
        /// Vowel wild cards: any vowel each.
        #[arg(long, default_value_t = 0)]
        vowel_wild: usize,
        #[arg(long, default_value_t = 2)]
        min: usize,
    },
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

#[derive(Clone, Copy, ValueEnum)]
enum ModeArg {
    Pointillism,
    Impressionism,
}

impl From<ModeArg> for Mode {
    fn from(m: ModeArg) -> Mode {
        match m {
            ModeArg::Pointillism => Mode::Pointillism,
            ModeArg::Impressionism => Mode::Impressionism,
        }
    }
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

fn load_config(path: Option<&std::path::Path>) -> Result<Loaded, String> {
    config::load(path).map_err(|e| format!("configuration error: {e}"))
}

fn run(cli: Cli) -> Result<ExitCode, String> {
    match cli.command {
        None => {
            let loaded = load_config(cli.config.as_deref())?;
            check_user_words(&loaded)?;
            let app = App::new(loaded, save::autosave_path());
            naipes::app::run::run(app).map_err(|e| e.to_string())?;
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Play {
            game,
            players,
            seed,
            mode,
            record,
        }) => {
            let loaded = load_config(cli.config.as_deref())?;
            check_user_words(&loaded)?;
            let game = built_game(&game)?;
            let lang = game
                .forced_lang()
                .unwrap_or(loaded.config.settings.language);
            let seats = parse_seats(players.as_deref(), game, lang)?;
            // More than six at a Palabra table need two decks.
            let mut rules = loaded.config.pala.clone();
            if let Some(m) = mode {
                rules.mode = m.into();
            }
            let rapi_rules = loaded.config.rapiletras.clone();
            let mut palabra_rules = loaded.config.palabra.clone();
            palabra_rules.two_decks |= seats.len() > 6;
            let mut app = App::new(loaded, save::autosave_path());
            app.record_path = record;
            let seed = seed.unwrap_or_else(rand::random::<u64>);
            app.screen = match game {
                GameId::Palabra => Screen::Palabra(Box::new(PalabraTable::start(
                    &mut app,
                    seats,
                    palabra_rules,
                    seed,
                )?)),
                GameId::Rapiletras => Screen::Rapi(Box::new(RapiTable::start(
                    &mut app, seats, rapi_rules, seed, lang,
                )?)),
                _ => Screen::Table(Box::new(Table::start_pala(&mut app, seats, rules, seed)?)),
            };
            naipes::app::run::run(app).map_err(|e| e.to_string())?;
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Sim {
            game,
            players,
            games,
            seed,
            bots,
            mode,
            record,
        }) => {
            let loaded = load_config(cli.config.as_deref())?;
            let game = built_game(&game)?;
            let levels = parse_levels(bots.as_deref(), players)?;
            let (lo, hi) = game.players();
            if !(lo..=hi).contains(&players) {
                return Err(format!(
                    "{} is for {lo} to {hi} players, not {players}",
                    game.title(Lang::En)
                ));
            }
            let report = match game {
                GameId::Palabra => {
                    let mut rules = loaded.config.palabra.clone();
                    rules.two_decks |= players > 6;
                    let title = format!("palabra {:?}", rules.word_check);
                    let s = naipes::sim::run(&levels, games, seed, record.as_deref(), |sd| {
                        naipes::games::palabra::Palabra::new(players, rules.clone(), sd)
                            .map_err(|e| e.to_string())
                    })?;
                    naipes::sim::report(&title, &levels, seed, &s)
                }
                GameId::Rapiletras => {
                    let rules = loaded.config.rapiletras.clone();
                    let title = format!("rapiletras {:?}", rules.word_check);
                    let deck = naipes::games::rapiletras::load_deck(&rules.deck)?;
                    let s = naipes::sim::run(&levels, games, seed, record.as_deref(), |sd| {
                        naipes::games::rapiletras::Rapiletras::with_deck(
                            players,
                            rules.clone(),
                            deck.clone(),
                            sd,
                        )
                        .map_err(|e| e.to_string())
                    })?;
                    naipes::sim::report(&title, &levels, seed, &s)
                }
                _ => {
                    let mut rules = loaded.config.pala.clone();
                    if let Some(m) = mode {
                        rules.mode = m.into();
                    }
                    let title = format!("pala {:?}", rules.mode);
                    let s = naipes::sim::run(&levels, games, seed, record.as_deref(), |sd| {
                        naipes::games::pala::Pala::new(players, rules.clone(), sd)
                            .map_err(|e| e.to_string())
                    })?;
                    naipes::sim::report(&title, &levels, seed, &s)
                }
            };
            print!("{report}");
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Words { command }) => words(command, cli.config.as_deref()),
        Some(Command::Rules { game, lang }) => {
            let id = GameId::from_key(&game).ok_or_else(|| unknown_game(&game))?;
            let loaded = load_config(cli.config.as_deref())?;
            let lang = match lang {
                Some(LangArg::Es) => Lang::Es,
                Some(LangArg::En) => Lang::En,
                None => id.forced_lang().unwrap_or(loaded.config.settings.language),
            };
            let text = id.help_in_force(lang, &loaded.config);
            println!("{text}");
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn unknown_game(name: &str) -> String {
    let keys: Vec<&str> = GameId::ALL.iter().map(|g| g.key()).collect();
    format!("unknown game '{name}': expected one of {}", keys.join(", "))
}

fn built_game(name: &str) -> Result<GameId, String> {
    let id = GameId::from_key(name).ok_or_else(|| unknown_game(name))?;
    if !id.is_built() {
        return Err(format!("{} is not built yet", id.title(Lang::En)));
    }
    Ok(id)
}

fn parse_levels(spec: Option<&str>, players: usize) -> Result<Vec<BotLevel>, String> {
    let Some(spec) = spec else {
        return Ok(vec![BotLevel::Heuristic; players]);
    };
    let levels: Vec<BotLevel> = spec
        .split(',')
        .map(|s| match s.trim() {
            "heuristic" | "strong" => Ok(BotLevel::Heuristic),
            "random" | "easy" => Ok(BotLevel::Random),
            other => Err(format!(
                "unknown computer level '{other}': expected heuristic or random"
            )),
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

fn parse_seats(spec: Option<&str>, game: GameId, lang: Lang) -> Result<Vec<Seat>, String> {
    let (lo, hi) = game.players();
    let computer = |i: usize, level| Seat {
        name: format!("{} {}", lang.pick("Computer", "Máquina"), i + 1),
        kind: SeatKind::Computer(level),
    };
    // You, then computer players.
    let you_and_computers = |n: usize| -> Vec<Seat> {
        (0..n)
            .map(|i| {
                if i == 0 {
                    Seat {
                        name: lang.pick("You", "Tú").into(),
                        kind: SeatKind::Human,
                    }
                } else {
                    computer(i, BotLevel::Heuristic)
                }
            })
            .collect()
    };
    let seats: Vec<Seat> = match spec {
        None => you_and_computers(lo.max(4).min(hi)),
        Some(s) if s.trim().parse::<usize>().is_ok() => {
            you_and_computers(s.trim().parse().unwrap_or(0))
        }
        Some(s) => s
            .split(',')
            .enumerate()
            .map(|(i, part)| match part.trim() {
                "@strong" | "@heuristic" => Ok(computer(i, BotLevel::Heuristic)),
                "@easy" | "@random" => Ok(computer(i, BotLevel::Random)),
                "" => Err(format!("seat {} has no name", i + 1)),
                name if name.starts_with('@') => {
                    Err(format!("unknown computer '{name}': use @strong or @easy"))
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
    Ok(seats)
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
            for w in &words {
                let ok = lex.contains(w);
                all &= ok;
                println!(
                    "{w}: {}",
                    if ok { "valid" } else { "not in the dictionary" }
                );
            }
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
                return Err(format!("--letters '{letters}' must be letters only"));
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
            for w in &found {
                println!("{w}");
            }
            eprintln!("{} words", found.len());
            Ok(ExitCode::SUCCESS)
        }
    }
}
