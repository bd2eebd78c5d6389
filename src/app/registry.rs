//! The app's side of the registry: how to open a table, a guided round, a saved table or
//! a replay of each game, typed by the game and its screen ([`ScreenedGame`]). Built from
//! the games' one list ([`crate::games::registry::each_game!`]); a game without a screen
//! does not compile.

use super::effects::Effect;
use super::replay::ReplayScreen;
use super::table::{AnyTable, GameTable, Start};
use crate::engine::Lang;
use crate::game_screen::game_ui::ScreenedGame;
use crate::games::GameDef;
use crate::session::replay::{Refusal, Source};
use std::marker::PhantomData;
use std::path::PathBuf;

/// What the app opens of one game, with its types erased.
pub trait TableMaker: Sync {
    fn key(&self) -> &'static str;
    /// The guided first round's table: never saved nor recorded (`save_path` names it
    /// only, for the computers' answers).
    fn start_guide(&self, lang: Lang, save_path: PathBuf) -> Result<Box<dyn AnyTable>, String>;
    /// A new table of this game (its first autosave and record start are effects).
    fn start_table(&self, start: Start, fx: &mut Vec<Effect>) -> Result<Box<dyn AnyTable>, String>;
    /// The replay of a finished game of this game, from its record or save.
    fn open_replay(&self, source: Source, lang: Lang) -> Result<Box<dyn ReplayScreen>, Refusal>;
    /// A saved table of this game, verified before it is trusted.
    fn resume_table(
        &self,
        body: serde_json::Value,
        lang: Lang,
        save_path: PathBuf,
        record: Option<PathBuf>,
        seed_chosen: bool,
    ) -> Result<Box<dyn AnyTable>, String>;
}

/// The table maker of `game`. Every game of [`crate::games::GAMES`] has one: both lists
/// come from the same macro.
pub fn tables_of(game: &dyn GameDef) -> Result<&'static dyn TableMaker, String> {
    MAKERS
        .iter()
        .copied()
        .find(|maker| maker.key() == game.key())
        .ok_or_else(|| format!("no table for the game {}", game.key()))
}

static MAKERS: &[&dyn TableMaker] = crate::games::registry::each_game!(Maker);

struct Maker<G>(PhantomData<fn() -> G>);

impl<G> Maker<G> {
    const NEW: Maker<G> = Maker(PhantomData);
}

impl<G: ScreenedGame> TableMaker for Maker<G> {
    fn key(&self) -> &'static str {
        G::KEY
    }
    fn start_guide(&self, lang: Lang, save_path: PathBuf) -> Result<Box<dyn AnyTable>, String> {
        Ok(Box::new(GameTable::<G>::start_guide(lang, save_path)?))
    }
    fn start_table(&self, start: Start, fx: &mut Vec<Effect>) -> Result<Box<dyn AnyTable>, String> {
        Ok(Box::new(GameTable::<G>::start(start, fx)?))
    }
    fn open_replay(&self, source: Source, lang: Lang) -> Result<Box<dyn ReplayScreen>, Refusal> {
        super::replay::replay_of::<G>(source, lang)
    }
    fn resume_table(
        &self,
        body: serde_json::Value,
        lang: Lang,
        save_path: PathBuf,
        record: Option<PathBuf>,
        seed_chosen: bool,
    ) -> Result<Box<dyn AnyTable>, String> {
        let lang = G::forced_lang().unwrap_or(lang);
        Ok(Box::new(GameTable::<G>::resume(
            body,
            lang,
            save_path,
            record,
            seed_chosen,
        )?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_a_table_maker() {
        for game in crate::games::GAMES {
            assert_eq!(tables_of(*game).map(|m| m.key()), Ok(game.key()));
        }
        assert_eq!(MAKERS.len(), crate::games::GAMES.len());
    }
}
