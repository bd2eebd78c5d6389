//! One folder per game, and the registry that lists them. A game describes itself through
//! [`TableGame`] (rules side, no terminal) and, with the `tui` feature, through its `ui`
//! module. Nothing outside this file names a game: the host, the launcher, the setup
//! screen, the configuration and the command line all go through [`GAMES`].

pub mod module;
pub mod pala;
pub mod palabra;
pub mod palace;
pub mod rapiletras;

pub use module::{GameDef, GameOption, Module, OptionValue, TableGame};

use crate::engine::Lang;

/// Every game that can be played, in launcher order. Adding a game: its folder, one line
/// here, its `config/<key>.toml` and its help files (README, "Adding a game").
pub static GAMES: &[&dyn GameDef] = &[
    &Module::<palabra::Palabra>::NEW,
    &Module::<rapiletras::Rapiletras>::NEW,
    &Module::<pala::Pala>::NEW,
    &Module::<palace::Palace>::NEW,
];

/// Games announced in the launcher that cannot be played yet.
pub struct ComingGame {
    pub key: &'static str,
    pub title: (&'static str, &'static str),
    pub blurb: (&'static str, &'static str),
    pub players: (usize, usize),
}

pub static COMING: &[ComingGame] = &[ComingGame {
    key: "leftovers",
    title: ("Leftovers (The Final Word)", "Leftovers (The Final Word)"),
    blurb: (
        "Remake the word on the table; the leftovers score",
        "Rehaz la palabra de la mesa; las sobras puntúan",
    ),
    players: (2, 6),
}];

/// The playable game with this key (as typed on the command line, any case).
pub fn find(key: &str) -> Option<&'static dyn GameDef> {
    let key = key.trim().to_ascii_lowercase();
    GAMES.iter().copied().find(|g| g.key() == key)
}

/// The announced, not yet playable, game with this key.
pub fn find_coming(key: &str) -> Option<&'static ComingGame> {
    let key = key.trim().to_ascii_lowercase();
    COMING.iter().find(|g| g.key == key)
}

/// Every key, playable or announced, for error messages.
pub fn all_keys() -> Vec<&'static str> {
    GAMES
        .iter()
        .map(|g| g.key())
        .chain(COMING.iter().map(|g| g.key))
        .collect()
}

/// "unknown game" or "not built yet", for the command line.
pub fn lookup(key: &str) -> Result<&'static dyn GameDef, String> {
    if let Some(g) = find(key) {
        return Ok(g);
    }
    match find_coming(key) {
        Some(c) => Err(format!("{} is not built yet", c.title.0)),
        None => Err(format!(
            "unknown game '{key}': expected one of {}",
            all_keys().join(", ")
        )),
    }
}

impl ComingGame {
    pub fn title(&self, lang: Lang) -> &'static str {
        lang.pick(self.title.0, self.title.1)
    }
    pub fn blurb(&self, lang: Lang) -> &'static str {
        lang.pick(self.blurb.0, self.blurb.1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_unique_and_found_in_any_case() {
        let keys = all_keys();
        let mut sorted = keys.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), keys.len());
        assert_eq!(find("PALA").map(|g| g.key()), Some("pala"));
        assert!(
            lookup("leftovers")
                .err()
                .unwrap_or_default()
                .contains("not built yet")
        );
        assert!(
            lookup("chess")
                .err()
                .unwrap_or_default()
                .contains("unknown game")
        );
    }
}
