//! `naipes review`: a finished game's review, printed (README, "Review of a finished
//! game"): each person's missed plays, the biggest first. Computed on every core
//! (`NAIPES_THREADS`) and kept in the history database; the progress goes to standard
//! error when it is a terminal.

use super::LangArg;
use super::common::{load_config, print_out};
use naipes::engine::Lang;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub fn review(
    config: Option<&Path>,
    file: PathBuf,
    game: Option<usize>,
    seat: Option<String>,
    lang: Option<LangArg>,
    json: bool,
) -> Result<ExitCode, String> {
    let loaded = load_config(config)?;
    let setting = loaded.config.settings.language;
    let refused = |lang: Lang, r: naipes::session::replay::Refusal| {
        format!("{}: {}", file.display(), r.text(lang))
    };
    let (key, source) =
        naipes::session::replay::read(&file, game).map_err(|r| refused(setting, r))?;
    let def = naipes::games::find(&key)
        .ok_or_else(|| format!("{}: {key} is not a game of this version", file.display()))?;
    let lang = match lang {
        Some(LangArg::Es) => Lang::Es,
        Some(LangArg::En) => Lang::En,
        None => def.forced_lang().unwrap_or(setting),
    };
    let tell = std::io::stderr().is_terminal();
    let progress = |done: usize, all: usize| {
        if tell {
            eprint!("\r{done}/{all}");
        }
    };
    let job = def
        .review_job(source, seat.as_deref(), lang)
        .map_err(|e| format!("{}: {e}", file.display()))?;
    // Kept in the history database: the same game reviewed again is instant.
    let places = naipes::history::Places::of(&naipes::session::save::autosave_path());
    let (review, _) = naipes::history::reviews::reviewed(&places, job, lang, &progress, &|| false);
    if tell {
        eprint!("\r\x1b[K");
    }
    let text = if json {
        serde_json::to_string_pretty(&review).map_err(|e| e.to_string())? + "\n"
    } else {
        naipes::games::review::text(&review, def.title(lang), lang).join("\n") + "\n"
    };
    print_out(&text)?;
    Ok(ExitCode::SUCCESS)
}
