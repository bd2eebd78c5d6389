//! Settings and house rules: commented defaults embedded from `config/`, overridden by the
//! user's file (XDG config directory) or `--config FILE`. Unknown keys and bad values are
//! refused with the file, line, column and what was expected.

mod files;
mod locate;

pub use files::{MAX_CONFIG_BYTES, read_text_file};
pub use locate::{line_col, plain_words};

use crate::engine::Lang;
use crate::games::{GAMES, GameDef, TableGame};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub(crate) const DEFAULT_SETTINGS: &str = include_str!("../../config/settings.toml");

/// Every section of the configuration: `[settings]` and one table per game, keyed by the
/// game's key. A game's table is read into its own house rules with [`Config::rules`];
/// the configuration itself never names a game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Config {
    pub settings: Settings,
    pub games: BTreeMap<String, toml::Value>,
}

impl Config {
    /// The section of the game with this key (an empty table when there is none).
    pub fn section(&self, key: &str) -> toml::Value {
        self.games
            .get(key)
            .cloned()
            .unwrap_or_else(|| toml::Value::Table(toml::Table::new()))
    }

    /// Game `G`'s house rules (its defaults when the section does not read, which a
    /// checked configuration never has).
    pub fn rules<G: TableGame>(&self) -> G::HouseRules {
        crate::games::rules_from::<G>(&self.section(G::KEY))
            .or_else(|_| crate::games::rules_from::<G>(&toml::Value::Table(Default::default())))
            .unwrap_or_else(|e| panic!("the embedded defaults of {} do not read: {e}", G::KEY))
    }
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub language: Lang,
    pub bot_delay_ms: u64,
    pub user_words_en: String,
    pub user_words_es: String,
    pub mouse: bool,
    /// Line mode for a screen reader: plain lines, no full-screen drawing (issue 38).
    pub screen_reader: bool,
    /// The full-screen table shows the terminal's cursor on the focused item (the card
    /// under the cursor, the field being typed, the row chosen), for a screen reader
    /// (issue 38).
    pub focus_cursor: bool,
    /// Hosting a table started from the launcher (`naipes host` has its own flags).
    pub host_port: u16,
    pub host_bind: String,
    pub host_spectators: bool,
    pub host_keys: String,
    /// The port browsers open the table's page on (0: any free port).
    pub host_web_port: u16,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: Lang::En,
            bot_delay_ms: 700,
            user_words_en: String::new(),
            user_words_es: String::new(),
            mouse: true,
            screen_reader: false,
            focus_cursor: false,
            host_port: 2222,
            host_bind: "127.0.0.1".into(),
            host_spectators: false,
            host_keys: String::new(),
            host_web_port: DEFAULT_WEB_PORT,
        }
    }
}

pub(crate) const MAX_BOT_DELAY_MS: u64 = 10_000;

/// The port browsers open a hosted table on unless told otherwise; if it is taken, any
/// free one (a port asked for must be the one).
pub const DEFAULT_WEB_PORT: u16 = 8080;

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
pub(crate) fn default_user_file() -> PathBuf {
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
            line: 1,
            column: 1,
            message: "the file does not exist".into(),
        });
    }
    let config = if exists {
        let text = read_text_file(&user_file, MAX_CONFIG_BYTES, "a TOML configuration file")?;
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
    type_check(&user_table, text, file_name)?;
    let config = merged_with(Some(user_table.clone())).map_err(|mut e| {
        e.file = file_name.to_string();
        e
    })?;
    validate(&config).map_err(|(mut key, mut message)| {
        // A whole section that does not read: find the key at fault in the user's file.
        if let Some(game) = crate::games::find(&key)
            && let Some(section) = user_table.get(&key)
            && let Some((k, m)) = explain_unread_section(game, section, &message)
        {
            (key, message) = (k, m);
        }
        let (line, column) = locate::find_key(text, &key);
        ConfigError {
            file: file_name.to_string(),
            line,
            column,
            message: format!("{key}: {}", locate::plain_words(&message)),
        }
    })?;
    Ok(config)
}

fn embedded_table() -> Result<toml::Table, ConfigError> {
    let mut table = toml::Table::new();
    let sections = std::iter::once(("settings", DEFAULT_SETTINGS))
        .chain(GAMES.iter().map(|g| (g.key(), g.default_toml())));
    for (section, text) in sections {
        let name = format!("config/{section}.toml");
        let part: toml::Table =
            toml::from_str(text).map_err(|e| locate::from_toml_error(&e, text, &name))?;
        table.insert(section.to_string(), toml::Value::Table(part));
    }
    Ok(table)
}

fn merged_with(user: Option<toml::Table>) -> Result<Config, ConfigError> {
    let mut base = embedded_table()?;
    if let Some(user) = user {
        merge(&mut base, user);
    }
    let merged_error = |message: String| ConfigError {
        file: "(merged configuration)".into(),
        line: 1,
        column: 1,
        message,
    };
    let mut config = Config::default();
    for (key, value) in base {
        if key == "settings" {
            config.settings = value
                .try_into()
                .map_err(|e: toml::de::Error| merged_error(locate::plain_words(e.message())))?;
        } else if crate::games::find(&key).is_some() {
            config.games.insert(key, value);
        } else {
            return Err(merged_error(format!("unknown section [{key}]")));
        }
    }
    Ok(config)
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

/// Checks the user's own sections on their own: unknown sections and keys, and values of
/// the wrong type, are reported where they are written.
fn type_check(user: &toml::Table, text: &str, file: &str) -> Result<(), ConfigError> {
    #[derive(Deserialize)]
    struct SettingsOnly {
        #[serde(default)]
        #[allow(dead_code)]
        settings: Option<Settings>,
    }
    for (key, value) in user {
        if !value.is_table() {
            // `language = "es"` above every section: a setting without its [settings].
            let (line, column) = locate::find_key(text, key);
            let is_setting = toml::from_str::<toml::Table>(DEFAULT_SETTINGS)
                .is_ok_and(|settings| settings.contains_key(key));
            let place = if is_setting {
                "under [settings]".to_string()
            } else {
                "under [settings] or a game's section".to_string()
            };
            return Err(ConfigError {
                file: file.to_string(),
                line,
                column,
                message: format!("{key} is set outside any section: write it {place}"),
            });
        }
        if key != "settings" && crate::games::find(key).is_none() {
            let (line, column) = locate::find_section(text, key);
            let known: Vec<&str> = std::iter::once("settings")
                .chain(GAMES.iter().map(|g| g.key()))
                .collect();
            return Err(ConfigError {
                file: file.to_string(),
                line,
                column,
                message: format!(
                    "unknown section [{key}], expected one of: {}",
                    known.join(", ")
                ),
            });
        }
    }
    let mut only_settings = user.clone();
    only_settings.retain(|k, _| k == "settings");
    if user.contains_key("settings") {
        // Parsed from the text (not the table) so that errors carry their place.
        let de = toml::de::Deserializer::parse(text)
            .map_err(|e| locate::from_toml_error(&e, text, file))?;
        SettingsOnly::deserialize(de).map_err(|e| locate::from_toml_error(&e, text, file))?;
    }
    for game in GAMES.iter().filter(|g| user.contains_key(g.key())) {
        game.type_check(text).map_err(|e| {
            let mut err = locate::from_toml_error(&e, text, file);
            // Name the key at fault; point at it when the error has no place of its own.
            if let Some(key) = key_at_fault(*game, &user[game.key()]) {
                let dotted = format!("{}.{key}", game.key());
                if e.span().is_none() {
                    (err.line, err.column) = locate::find_key(text, &dotted);
                }
                err.message = format!("{dotted}: {}", err.message);
            }
            err
        })?;
    }
    Ok(())
}

/// The first key of a user's game section that does not read on its own (its type is
/// wrong), found by reading the keys one at a time over the defaults.
fn key_at_fault(game: &dyn GameDef, section: &toml::Value) -> Option<String> {
    section
        .as_table()?
        .iter()
        .find(|(key, value)| type_error_alone(game, key, value))
        .map(|(key, _)| key.clone())
}

/// Does `key = value`, alone in the game's section, fail to read as its house rules?
/// (A validation failure is not a type error: it names its key.)
fn type_error_alone(game: &dyn GameDef, key: &str, value: &toml::Value) -> bool {
    let mut one = toml::Table::new();
    one.insert(key.to_string(), value.clone());
    matches!(game.check_section(&toml::Value::Table(one)), Err((k, _)) if k.is_empty())
}

/// A type error found only after merging (an array longer than its fixed length): the
/// key at fault in the user's section, and a message that says what length is expected.
fn explain_unread_section(
    game: &dyn GameDef,
    user_section: &toml::Value,
    message: &str,
) -> Option<(String, String)> {
    let key = key_at_fault(game, user_section)?;
    let value = &user_section.as_table()?[&key];
    let dotted = format!("{}.{key}", game.key());
    if let Some(items) = value.as_array() {
        // The shortest prefix that reads is the length the array must have.
        let fits = readable_length(items.len(), |n| {
            !type_error_alone(game, &key, &toml::Value::Array(items[..n].to_vec()))
        });
        if let Some(n) = fits {
            return Some((
                dotted,
                format!(
                    "{} values, expected an array of exactly {n} values",
                    items.len()
                ),
            ));
        }
    }
    Some((dotted, message.to_string()))
}

/// Longest fixed-length list in any game's house rules, and then some: a list that does
/// not read is explained by trying prefixes of at most this many values.
const MAX_FIXED_LIST: usize = 64;

/// The length (under `len`) at which a fixed-length list reads, found by trying only
/// short prefixes: each try costs at most MAX_FIXED_LIST values, so a list of 100,000
/// values is refused in linear time (trying every prefix took minutes).
fn readable_length(len: usize, mut reads: impl FnMut(usize) -> bool) -> Option<usize> {
    (0..len.min(MAX_FIXED_LIST + 1)).find(|&n| reads(n))
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
    if s.host_bind.parse::<std::net::IpAddr>().is_err() {
        return Err((
            "settings.host_bind".into(),
            "expected an IP address such as \"127.0.0.1\" (this machine only) or \"0.0.0.0\" (every address)".into(),
        ));
    }
    // A word list that cannot be read is told at the line that names it, as a deck is.
    for (key, path) in [
        ("settings.user_words_en", &s.user_words_en),
        ("settings.user_words_es", &s.user_words_es),
    ] {
        if !path.is_empty() {
            crate::lexicon::check_word_list(Path::new(path))
                .map_err(|e| (key.to_string(), e.to_string()))?;
        }
    }
    for game in GAMES {
        let check: &dyn GameDef = *game;
        check
            .check_section(&config.section(check.key()))
            .map_err(|(key, message)| {
                let dotted = if key.is_empty() {
                    check.key().to_string()
                } else {
                    format!("{}.{key}", check.key())
                };
                (dotted, message)
            })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;
