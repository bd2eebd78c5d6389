//! `naipes` with no command: the launcher.

use super::common::{check_user_words, load_config};
use super::table::{launch, need_terminal};
use std::path::Path;
use std::process::ExitCode;

pub fn launcher(config: Option<&Path>) -> Result<ExitCode, String> {
    // The configuration is only read (its errors are worth telling anywhere);
    // nothing is written before the terminal is known to be there.
    let loaded = load_config(config)?;
    need_terminal()?;
    check_user_words(&loaded)?;
    let app = naipes::app::App::new(loaded, naipes::session::save::autosave_path());
    launch(app, Vec::new())?;
    Ok(ExitCode::SUCCESS)
}
