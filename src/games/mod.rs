//! One folder per game, and the registry that lists them. A game describes itself through
//! [`TableGame`] (rules side, no terminal) and, with the `tui` feature, through its `ui`
//! module (the app's table makers name it). Nothing else in the program names a game: the
//! table, the launcher, the setup screen, the configuration and the command line all go
//! through [`GAMES`] (tests may name the game they test).

pub mod facts;
pub mod guide;
pub mod judge;
pub mod leftovers;
pub mod pala;
pub mod palabra;
pub mod palace;
pub mod poll;
pub mod rapiletras;
pub mod registry;
pub mod report;
pub mod review;
mod scramble;
pub mod table_game;
pub mod text;
pub mod word_game;

pub use facts::{FinishedGame, FinishedSeat, Ranking, SeatFacts, best_standing_words, best_words};
pub use poll::{LaidWord, Poll, PollAnswer, WordAnswers};
pub use registry::{GAMES, GameDef, Module, rules_from};
pub use table_game::{GameOption, OptionValue, Summary, TableGame, hands_json};
pub use text::yes_no;
pub use word_game::{DICTIONARY, WORD_CHECK, dictionary_line};

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

    /// Undo and hints are read the same way for every game ([`crate::engine::Assists::of`]):
    /// each game's house rules must carry both switches under those names.
    fn assists_follow<G: TableGame>() {
        let read = |text: &str| {
            let section: toml::Value = toml::from_str(text).expect("toml");
            crate::engine::Assists::of(&rules_from::<G>(&section).expect(G::KEY))
        };
        let on = crate::engine::Assists {
            undo: true,
            hints: true,
        };
        assert_eq!(read(""), on, "{}", G::KEY);
        let off = read("undo = false\nhints = false");
        assert_eq!((off.undo, off.hints), (false, false), "{}", G::KEY);
        let only_hints_off = read("hints = false");
        assert_eq!((only_hints_off.undo, only_hints_off.hints), (true, false));
    }

    #[test]
    fn every_game_s_undo_and_hints_switches_are_read() {
        assists_follow::<palabra::Palabra>();
        assists_follow::<rapiletras::Rapiletras>();
        assists_follow::<pala::Pala>();
        assists_follow::<palace::Palace>();
        assists_follow::<leftovers::Leftovers>();
    }

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
