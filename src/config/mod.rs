//! Settings and house rules: commented defaults embedded from `config/`, overridden by the
//! user's file (XDG config directory) or `--config FILE`. Unknown keys and bad values are
//! refused with the file, line, column and what was expected.

mod locate;

use crate::engine::Lang;
use crate::games::pala::{PalaRules, Slot};
use crate::games::palabra::PalabraRules;
use crate::games::rapiletras::RapiRules;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

pub const DEFAULT_SETTINGS: &str = include_str!("../../config/settings.toml");
pub const DEFAULT_PALA: &str = include_str!("../../config/pala.toml");
pub const DEFAULT_PALABRA: &str = include_str!("../../config/palabra.toml");
pub const DEFAULT_RAPILETRAS: &str = include_str!("../../config/rapiletras.toml");

/// Every section of the configuration. The user's file has the same shape, with any
/// section or key left out.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    pub settings: Settings,
    pub pala: PalaRules,
    pub palabra: PalabraRules,
    pub rapiletras: RapiRules,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub language: Lang,
    pub bot_delay_ms: u64,
    pub user_words_en: String,
    pub user_words_es: String,
    pub mouse: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: Lang::En,
            bot_delay_ms: 700,
            user_words_en: String::new(),
            user_words_es: String::new(),
            mouse: true,
        }
    }
}

pub const MAX_BOT_DELAY_MS: u64 = 10_000;

/// A configuration problem, worded for the person who wrote the file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{column}: {message}")]
pub struct ConfigError {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// Where the configuration came from, shown on the setup screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Loaded {
    pub config: Config,
    /// The user's file that was read, or the path where one would be read.
    pub user_file: PathBuf,
    pub user_file_exists: bool,
}

/// The user's default config file: `$NAIPES_CONFIG_DIR/config.toml` when set (tests),
/// otherwise the XDG config directory.
pub fn default_user_file() -> PathBuf {
    if let Some(dir) = std::env::var_os("NAIPES_CONFIG_DIR") {
        return PathBuf::from(dir).join("config.toml");
    }
    directories::ProjectDirs::from("", "", "naipes")
        .map(|d| d.config_dir().join("config.toml"))
        .unwrap_or_else(|| PathBuf::from("naipes-config.toml"))
}

/// The embedded defaults alone.
pub fn defaults() -> Result<Config, ConfigError> {
    merged_with(None)
}

/// Loads the defaults and overlays `explicit` (from `--config`, which must exist) or the
/// user's default file (if it exists).
pub fn load(explicit: Option<&Path>) -> Result<Loaded, ConfigError> {
    let (user_file, must_exist) = match explicit {
        Some(p) => (p.to_path_buf(), true),
        None => (default_user_file(), false),
    };
    let exists = user_file.exists();
    if !exists && must_exist {
        return Err(ConfigError {
            file: user_file.display().to_string(),
            line: 0,
            column: 0,
            message: "the file does not exist".into(),
        });
    }
    let config = if exists {
        let text = std::fs::read_to_string(&user_file).map_err(|e| ConfigError {
            file: user_file.display().to_string(),
            line: 0,
            column: 0,
            message: format!("cannot be read: {e}"),
        })?;
        parse_user(&text, &user_file.display().to_string())?
    } else {
        defaults()?
    };
    Ok(Loaded {
        config,
        user_file,
        user_file_exists: exists,
    })
}

/// Parses a user's file: checked on its own first (so errors point into it), then laid
/// over the embedded defaults, then validated.
pub fn parse_user(text: &str, file_name: &str) -> Result<Config, ConfigError> {
    let user_table: toml::Table =
        toml::from_str(text).map_err(|e| locate::from_toml_error(&e, text, file_name))?;
    // Type-check the user's file alone so that line and column point into it.
    toml::from_str::<Config>(text).map_err(|e| locate::from_toml_error(&e, text, file_name))?;
    let config = merged_with(Some(user_table)).map_err(|mut e| {
        e.file = file_name.to_string();
        e
    })?;
    validate(&config).map_err(|(key, message)| {
        let (line, column) = locate::find_key(text, &key);
        ConfigError {
            file: file_name.to_string(),
            line,
            column,
            message: format!("{key}: {message}"),
        }
    })?;
    Ok(config)
}

fn embedded_table() -> Result<toml::Table, ConfigError> {
    let mut table = toml::Table::new();
    for (section, text, name) in [
        ("settings", DEFAULT_SETTINGS, "config/settings.toml"),
        ("pala", DEFAULT_PALA, "config/pala.toml"),
        ("palabra", DEFAULT_PALABRA, "config/palabra.toml"),
        ("rapiletras", DEFAULT_RAPILETRAS, "config/rapiletras.toml"),
    ] {
        let part: toml::Table =
            toml::from_str(text).map_err(|e| locate::from_toml_error(&e, text, name))?;
        table.insert(section.to_string(), toml::Value::Table(part));
    }
    Ok(table)
}

fn merged_with(user: Option<toml::Table>) -> Result<Config, ConfigError> {
    let mut base = embedded_table()?;
    if let Some(user) = user {
        merge(&mut base, user);
    }
    toml::Value::Table(base)
        .try_into::<Config>()
        .map_err(|e| ConfigError {
            file: "(merged configuration)".into(),
            line: 0,
            column: 0,
            message: e.message().to_string(),
        })
}

/// Deep merge: tables merge key by key, anything else is replaced.
fn merge(base: &mut toml::Table, over: toml::Table) {
    for (key, value) in over {
        match (base.get_mut(&key), value) {
            (Some(toml::Value::Table(b)), toml::Value::Table(o)) => merge(b, o),
            (_, v) => {
                base.insert(key, v);
            }
        }
    }
}

/// Checks values that the types alone cannot: returns the dotted key and what was expected.
pub fn validate(config: &Config) -> Result<(), (String, String)> {
    let s = &config.settings;
    if s.bot_delay_ms > MAX_BOT_DELAY_MS {
        return Err((
            "settings.bot_delay_ms".into(),
            format!("expected 0 to {MAX_BOT_DELAY_MS} milliseconds"),
        ));
    }
    let p = &config.pala;
    for (key, values) in [
        ("pala.point_goal", &p.point_goal),
        ("pala.end_threshold", &p.end_threshold),
        ("pala.null_bid", &p.null_bid),
    ] {
        if values.iter().any(|v| !(1..=10_000).contains(v)) {
            return Err((key.into(), "expected three numbers from 1 to 10000".into()));
        }
    }
    if !(0..=10_000).contains(&p.rainbow_bonus) {
        return Err((
            "pala.rainbow_bonus".into(),
            "expected a number from 0 to 10000".into(),
        ));
    }
    for (key, board) in [
        ("pala.board_3", &p.board_3),
        ("pala.board_4", &p.board_4),
        ("pala.board_5", &p.board_5),
    ] {
        if board.is_empty() || board.len() > 6 {
            return Err((key.into(), "expected 1 to 6 slots".into()));
        }
        let mut seen: Vec<&Slot> = Vec::new();
        for slot in board {
            if seen.contains(&slot) {
                return Err((key.into(), "each slot may appear only once".into()));
            }
            seen.push(slot);
        }
    }
    let w = &config.palabra;
    if !(2..=3).contains(&w.final_multiplier) {
        return Err(("palabra.final_multiplier".into(), "expected 2 or 3".into()));
    }
    if w.impatient_timer_seconds > 3600 {
        return Err((
            "palabra.impatient_timer_seconds".into(),
            "expected 0 (off) to 3600 seconds".into(),
        ));
    }
    let r = &config.rapiletras;
    if let Err(e) = crate::games::rapiletras::load_deck(&r.deck) {
        return Err((
            "rapiletras.deck".into(),
            format!("the deck file cannot be used: {e}"),
        ));
    }
    if !(1..=20).contains(&r.hand_size) {
        return Err((
            "rapiletras.hand_size".into(),
            "expected 1 to 20 cards".into(),
        ));
    }
    if !(1..=10_000).contains(&r.game_end) {
        return Err((
            "rapiletras.game_end".into(),
            "expected a number from 1 to 10000".into(),
        ));
    }
    for (key, v) in [
        ("rapiletras.challenge_penalty", r.challenge_penalty),
        ("rapiletras.challenge_reward", r.challenge_reward),
        (
            "rapiletras.failed_challenge_penalty",
            r.failed_challenge_penalty,
        ),
    ] {
        if !(0..=1000).contains(&v) {
            return Err((key.into(), "expected a number from 0 to 1000".into()));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
