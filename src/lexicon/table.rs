//! The dictionaries the games play with: the embedded word lists, plus the player's own
//! words when the configuration names a list. Installed once at startup, before any game
//! opens them.

use super::{Language, Lexicon};
use std::sync::OnceLock;

static ENGLISH: OnceLock<Lexicon> = OnceLock::new();
static SPANISH: OnceLock<Lexicon> = OnceLock::new();

fn slot(lang: Language) -> &'static OnceLock<Lexicon> {
    match lang {
        Language::English => &ENGLISH,
        Language::Spanish => &SPANISH,
    }
}

/// Makes `lexicon` (the embedded list with the player's words) the one games use.
/// Returns false when a game already opened the dictionary (too late to change it).
pub fn install(lexicon: Lexicon) -> bool {
    slot(lexicon.language()).set(lexicon).is_ok()
}

/// The dictionary games use for `lang`.
pub fn table(lang: Language) -> &'static Lexicon {
    slot(lang).get_or_init(|| Lexicon::embedded(lang))
}
