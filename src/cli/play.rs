//! `naipes play`: a game at once, skipping the launcher.

use super::table::{TableArgs, launch, table_args};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub fn play(
    config: Option<&Path>,
    game: String,
    players: Option<String>,
    seed: Option<u64>,
    mode: Option<String>,
    record: Option<PathBuf>,
) -> Result<ExitCode, String> {
    let asked = TableArgs {
        game: &game,
        players: players.as_deref(),
        mode: mode.as_deref(),
        record: record.as_deref(),
        remote: false,
    };
    let (game, loaded, lang, seats, section) = table_args(config, asked)?;
    let mut app = naipes::app::App::new(loaded, naipes::session::save::autosave_path());
    app.record_path = record.clone();
    let start = naipes::app::table::Start {
        seats,
        section,
        seed: seed.unwrap_or_else(rand::random::<u64>),
        seed_chosen: seed.is_some(),
        lang,
        record,
        save_path: naipes::session::save::new_save_path(&app.save_path, game.key()),
    };
    let mut first = Vec::new();
    let table = naipes::app::registry::tables_of(game)?.start_table(start, &mut first)?;
    app.open_table(table);
    launch(app, first)?;
    Ok(ExitCode::SUCCESS)
}
