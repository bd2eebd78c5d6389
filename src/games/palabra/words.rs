//! The English dictionary, the one-letter words and the common-words list.

use crate::lexicon::{Language, Lexicon};
use std::collections::HashSet;
use std::sync::OnceLock;

/// The common words the "common words" computer player knows (SCOWL 10 and 20).
pub const COMMON_WORDS: &str = include_str!("../../../assets/palabra/common.txt");

/// The only one-letter words (I is refused: it would be capitalized).
pub const ONE_LETTER_WORDS: [char; 2] = ['A', 'O'];

/// The English dictionary, opened once.
pub fn lexicon() -> &'static Lexicon {
    // With the player's own words, when the configuration names a list.
    crate::lexicon::table::table(Language::English)
}

/// The common words, upper case.
pub fn common_words() -> &'static HashSet<String> {
    static SET: OnceLock<HashSet<String>> = OnceLock::new();
    SET.get_or_init(|| {
        COMMON_WORDS
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(str::to_ascii_uppercase)
            .collect()
    })
}

/// A one-letter word other than A and O.
pub fn bad_one_letter(word: &str) -> bool {
    let mut it = word.chars();
    matches!((it.next(), it.next()), (Some(c), None) if !ONE_LETTER_WORDS.contains(&c))
}

/// Is `word` (upper case) good by the dictionary? PALABRA always is (the rulebook).
pub fn is_valid_word(word: &str) -> bool {
    !word.is_empty() && !bad_one_letter(word) && (word == "PALABRA" || lexicon().contains(word))
}
