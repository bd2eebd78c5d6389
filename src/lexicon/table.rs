//! The dictionaries the games play with: the embedded word lists, plus the player's own
//! words when the configuration names a list. Installed once at startup, before any game
//! opens them. The player's words join both levels ([`WordList`]) of their language.

use super::{Language, Lexicon, WordList};
use std::sync::OnceLock;

/// What [`install`] gave for each language (else the bare embedded full list), fixed by
/// the first game that opens a dictionary of that language.
static BASE: [OnceLock<Lexicon>; 2] = [OnceLock::new(), OnceLock::new()];
/// The games' dictionary per language and level, made from `BASE` on first use.
static TABLES: [[OnceLock<Lexicon>; 2]; 2] = [
    [OnceLock::new(), OnceLock::new()],
    [OnceLock::new(), OnceLock::new()],
];

fn lang_index(lang: Language) -> usize {
    match lang {
        Language::English => 0,
        Language::Spanish => 1,
    }
}

fn list_index(list: WordList) -> usize {
    match list {
        WordList::Full => 0,
        WordList::Everyday => 1,
    }
}

fn base(lang: Language) -> &'static Lexicon {
    BASE[lang_index(lang)].get_or_init(|| Lexicon::embedded(lang))
}

/// Makes `lexicon` (an embedded list with the player's words) the one games use, at
/// both levels of its language. Returns false when a game already opened a dictionary
/// of that language (too late to change it).
pub fn install(lexicon: Lexicon) -> bool {
    BASE[lang_index(lexicon.language())].set(lexicon).is_ok()
}

/// The dictionary games use for `lang`: its full list.
pub fn table(lang: Language) -> &'static Lexicon {
    table_for(lang, WordList::Full)
}

/// The dictionary games use for `lang` at the level `list`, with the player's words.
pub fn table_for(lang: Language, list: WordList) -> &'static Lexicon {
    TABLES[lang_index(lang)][list_index(list)].get_or_init(|| base(lang).clone().with_list(list))
}
