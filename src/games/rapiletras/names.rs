//! The list of proper names valid in strict mode, and the word judge.

use crate::lexicon::{Language, Lexicon, WordList, normalize};
use std::collections::HashSet;
use std::sync::OnceLock;

/// The names shipped with the game: one a line, `#` comments.
pub const DEFAULT_NAMES: &str = include_str!("../../../assets/rapiletras/nombres.txt");

/// Reads a name list: one name a line, `#` starts a comment; names are normalized.
/// Lines that are not one word are skipped.
pub(crate) fn parse_names(text: &str) -> HashSet<String> {
    text.lines()
        .filter_map(|l| normalize(l.split('#').next().unwrap_or("").trim()))
        .collect()
}

fn names() -> &'static HashSet<String> {
    static NAMES: OnceLock<HashSet<String>> = OnceLock::new();
    NAMES.get_or_init(|| parse_names(DEFAULT_NAMES))
}

/// The Spanish dictionary at the level the house rules name (with the player's own
/// words, when the configuration names a list).
pub fn lexicon(list: WordList) -> &'static Lexicon {
    crate::lexicon::table::table_for(Language::Spanish, list)
}

/// Is `word` (normalized) on the list of names?
pub fn is_name(word: &str) -> bool {
    normalize(word).is_some_and(|w| names().contains(&w))
}

/// The only words of one letter (die 1): the preposition and the connectors.
pub(crate) const ONE_LETTER_WORDS: [char; 4] = ['A', 'Y', 'O', 'U'];

/// Is `word` (normalized) a word in strict mode: in the dictionary (at this level) or a
/// listed name; of one letter only A, Y, O, U.
pub fn is_valid_word(word: &str, list: WordList) -> bool {
    let mut chars = word.chars();
    match (chars.next(), chars.next()) {
        (None, _) => false,
        (Some(c), None) => ONE_LETTER_WORDS.contains(&c),
        _ => lexicon(list).contains(word) || is_name(word),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shipped_names_are_normalized_single_words() {
        let mut count = 0;
        for line in DEFAULT_NAMES.lines() {
            let l = line.trim();
            if l.is_empty() || l.starts_with('#') {
                continue;
            }
            assert_eq!(normalize(l).as_deref(), Some(l), "{l}");
            count += 1;
        }
        assert!(count >= 300, "{count}");
        assert!(is_name("Hugo") && is_name("perú") && is_name("ESPAÑA"));
        assert!(!is_name("CASA"));
    }

    #[test]
    fn judge() {
        for w in ["A", "Y", "O", "U", "DE", "DEDOS", "CAMION", "HUGO"] {
            assert!(is_valid_word(w, WordList::Full), "{w}");
        }
        for w in ["E", "", "QXZW", "I"] {
            assert!(!is_valid_word(w, WordList::Full), "{w}");
        }
    }
}
