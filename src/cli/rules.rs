//! `naipes rules`: a game's rules help.

use super::LangArg;
use super::common::{load_config, print_out};
use naipes::engine::Lang;
use naipes::games::lookup;
use std::path::Path;
use std::process::ExitCode;

pub fn rules(
    config: Option<&Path>,
    game: String,
    lang: Option<LangArg>,
) -> Result<ExitCode, String> {
    let game = lookup(&game)?;
    let loaded = load_config(config)?;
    let lang = match lang {
        Some(LangArg::Es) => Lang::Es,
        Some(LangArg::En) => Lang::En,
        None => game
            .forced_lang()
            .unwrap_or(loaded.config.settings.language),
    };
    let text = game.help_in_force(lang, &loaded.config.section(game.key()));
    print_out(&format!("{text}\n"))?;
    Ok(ExitCode::SUCCESS)
}
