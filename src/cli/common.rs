//! What several commands share: the configuration, `--mode`, word lists, output, excerpts.

use naipes::config::{self, Loaded};
use naipes::engine::Lang;
use naipes::games::GameDef;
use naipes::lexicon::{Language, Lexicon};

/// At most 40 characters of what the user typed, for an error message.
pub fn excerpt(s: &str) -> String {
    let mut chars = s.chars();
    let head: String = chars.by_ref().take(40).collect();
    if chars.next().is_some() {
        format!("{head}…")
    } else {
        head
    }
}

/// A number of players within the game's range.
pub fn player_count(spec: &str, game: &dyn GameDef) -> Result<usize, String> {
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

/// Writes to standard output. A reader that stops early (`naipes words find ... | head`)
/// is not an error: whatever it did not read is simply not needed.
pub fn print_out(text: &str) -> Result<(), String> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(format!("could not write the output: {e}"))
        }
        _ => Ok(()),
    }
}

pub fn load_config(path: Option<&std::path::Path>) -> Result<Loaded, String> {
    let mut loaded = config::load(path).map_err(|e| format!("configuration error: {e}"))?;
    if SCREEN_READER.load(std::sync::atomic::Ordering::Relaxed) {
        loaded.config.settings.screen_reader = true;
    }
    Ok(loaded)
}

/// `--screen-reader` was given: line mode whatever the settings say.
static SCREEN_READER: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

pub fn ask_for_screen_reader() {
    SCREEN_READER.store(true, std::sync::atomic::Ordering::Relaxed);
}

/// The game's section of the configuration, with `--mode` set on its main choice.
pub fn section_with_mode(
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

/// The user's word lists are loaded at startup and joined to the games' dictionaries;
/// an unreadable one stops with a message.
pub fn check_user_words(loaded: &Loaded) -> Result<(), String> {
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
