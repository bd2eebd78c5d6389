//! `naipes report`: the teacher's report over the finished games (README, "Teacher's
//! report"), as Markdown, CSV or JSON on standard output.

use super::LangArg;
use super::common::{load_config, print_out};
use naipes::engine::Lang;
use naipes::games::lookup;
use std::process::ExitCode;

/// How the report is printed.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum Format {
    Md,
    Csv,
    Json,
}

pub fn report(
    config: Option<&std::path::Path>,
    since: Option<String>,
    player: Option<String>,
    game: Option<String>,
    format: Format,
    lang: Option<LangArg>,
) -> Result<ExitCode, String> {
    use naipes::history::{Places, Progress, report};
    let loaded = load_config(config)?;
    let lang = match lang {
        Some(LangArg::Es) => Lang::Es,
        Some(LangArg::En) => Lang::En,
        None => loaded.config.settings.language,
    };
    let query = report::Query {
        since: since
            .map(|d| report::parse_day(&d).map_err(|e| format!("--since: {e}")))
            .transpose()?,
        player: player
            .map(|p| p.trim().to_string())
            .filter(|p| !p.is_empty()),
        game: game
            .map(|g| lookup(&g).map(|g| g.key().to_string()))
            .transpose()?,
    };
    let places = Places::of(&naipes::session::save::autosave_path());
    let done = report::report(&places, &query, lang, &Progress::default()).map_err(|e| {
        format!(
            "the history database {} could not be read: {e}",
            places.db().display()
        )
    })?;
    let out = match format {
        Format::Md => report::markdown(&done, lang),
        Format::Csv => report::csv(&done),
        Format::Json => serde_json::to_string_pretty(&done).map_err(|e| e.to_string())? + "\n",
    };
    print_out(&out)?;
    Ok(ExitCode::SUCCESS)
}
