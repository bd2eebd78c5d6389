//! Opening a table at the terminal, for the launcher, `play`, `host` and `replay`.

use super::common::{check_user_words, load_config, section_with_mode};
use super::seats::parse_seats_with;
use naipes::config::Loaded;
use naipes::engine::{Lang, Seat};
use naipes::games::{GameDef, lookup};

pub fn launch(
    app: naipes::app::App,
    first: Vec<naipes::app::effects::Effect>,
) -> Result<(), String> {
    let ended_as = if app.loaded.config.settings.screen_reader {
        naipes::app::lines::run(app, first)
    } else {
        naipes::app::run::run(app, first)
    };
    ended(ended_as.map_err(|e| e.to_string())?)
}

pub fn ended(how: naipes::app::run::Ended) -> Result<(), String> {
    match how {
        naipes::app::run::Ended::Quit => Ok(()),
        naipes::app::run::Ended::Signal => {
            Err("stopped by a signal; the terminal is restored and the game was saved after its last move".into())
        }
    }
}

/// What `play` and `host` were asked for, before anything opens.
pub struct TableArgs<'a> {
    pub game: &'a str,
    pub players: Option<&'a str>,
    pub mode: Option<&'a str>,
    pub record: Option<&'a std::path::Path>,
    /// `Name@ssh` seats are allowed (a hosted table).
    pub remote: bool,
}

/// The game, configuration, language, seats and house rules of a table to open, every
/// argument and file checked first (and the terminal: nothing is written without one).
pub type Opened = (&'static dyn GameDef, Loaded, Lang, Vec<Seat>, toml::Value);

pub fn table_args(config: Option<&std::path::Path>, asked: TableArgs) -> Result<Opened, String> {
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
pub fn need_terminal() -> Result<(), String> {
    use std::io::IsTerminal;
    if std::io::stdin().is_terminal() && std::io::stdout().is_terminal() {
        Ok(())
    } else {
        Err("the card table needs a terminal (stdin and stdout are not one); nothing was changed. Without a terminal, use naipes sim, words or rules".into())
    }
}

/// The record file can be written: refused up front (a directory, a full device, a
/// read-only place) as `sim` refuses it, before any game starts.
pub fn check_record_path(path: &std::path::Path) -> Result<(), String> {
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
