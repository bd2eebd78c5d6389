//! `naipes replay`: a finished game move by move, every card face up.

use super::common::load_config;
use super::table::{launch, need_terminal};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub fn replay(
    config: Option<&Path>,
    file: PathBuf,
    game: Option<usize>,
) -> Result<ExitCode, String> {
    let loaded = load_config(config)?;
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
