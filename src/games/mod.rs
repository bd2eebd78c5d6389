//! One folder per game, and the registry that lists them. A game describes itself through
//! [`TableGame`] (rules side, no terminal) and, with the `tui` feature, through its `ui`
//! module. Nothing else in the program names a game: the table, the launcher, the setup
//! screen, the configuration and the command line all go through [`GAMES`] (tests
//! may name the game they test).

pub mod guide;
pub mod judge;
pub mod leftovers;
pub mod module;
pub mod pala;
pub mod palabra;
pub mod palace;
pub mod rapiletras;
mod scramble;
pub mod text;

pub use module::{GameDef, GameOption, Module, OptionValue, Poll, PollAnswer, TableGame};

/// Every game that can be played, in launcher order. Adding a game: its folder, one line
/// here, its `config/<key>.toml` and its help files (README, "Adding a game").
pub static GAMES: &[&dyn GameDef] = &[
    &Module::<palabra::Palabra>::NEW,
    &Module::<rapiletras::Rapiletras>::NEW,
    &Module::<pala::Pala>::NEW,
    &Module::<palace::Palace>::NEW,
    &Module::<leftovers::Leftovers>::NEW,
];

/// The game the launcher's cursor starts on when there is no game to continue (a test
/// checks that it is in [`GAMES`]).
#[cfg_attr(not(feature = "tui"), allow(dead_code))] // The launcher's.
pub(crate) const DEFAULT_GAME: &str = "pala";

/// [`DEFAULT_GAME`]'s place in [`GAMES`].
#[cfg_attr(not(feature = "tui"), allow(dead_code))]
pub(crate) fn default_game() -> Option<usize> {
    GAMES.iter().position(|g| g.key() == DEFAULT_GAME)
}

/// The playable game with this key (as typed on the command line, any case).
pub fn find(key: &str) -> Option<&'static dyn GameDef> {
    let key = key.trim().to_ascii_lowercase();
    GAMES.iter().copied().find(|g| g.key() == key)
}

/// Every game's key, for error messages.
pub fn all_keys() -> Vec<&'static str> {
    GAMES.iter().map(|g| g.key()).collect()
}

/// The game with this key, or "unknown game" for the command line.
pub fn lookup(key: &str) -> Result<&'static dyn GameDef, String> {
    find(key).ok_or_else(|| {
        format!(
            "unknown game '{key}': expected one of {}",
            all_keys().join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_game_is_registered() {
        let at = default_game().expect("DEFAULT_GAME is in GAMES");
        assert_eq!(GAMES[at].key(), DEFAULT_GAME);
    }

    #[test]
    fn keys_are_unique_and_found_in_any_case() {
        let keys = all_keys();
        let mut sorted = keys.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), keys.len());
        assert_eq!(find("PALA").map(|g| g.key()), Some("pala"));
        assert_eq!(lookup("Leftovers").map(|g| g.key()), Ok("leftovers"));
        assert!(
            lookup("chess")
                .err()
                .unwrap_or_default()
                .contains("unknown game")
        );
    }
}
