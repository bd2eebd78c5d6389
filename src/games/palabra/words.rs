//! The English dictionary (full or everyday) and the one-letter words.

use crate::lexicon::{Language, Lexicon, WordList};

/// The only one-letter words (I is refused: it would be capitalized).
pub(crate) const ONE_LETTER_WORDS: [char; 2] = ['A', 'O'];

/// The English dictionary at the level the house rules name (with the player's own
/// words, when the configuration names a list).
pub fn lexicon(list: WordList) -> &'static Lexicon {
    crate::lexicon::table::table_for(Language::English, list)
}

/// A one-letter word other than A and O.
pub(crate) fn bad_one_letter(word: &str) -> bool {
    let mut it = word.chars();
    matches!((it.next(), it.next()), (Some(c), None) if !ONE_LETTER_WORDS.contains(&c))
}

/// Is `word` (upper case) good by the dictionary at this level? PALABRA always is (the
/// rulebook).
pub fn is_valid_word(word: &str, list: WordList) -> bool {
    !word.is_empty() && !bad_one_letter(word) && (word == "PALABRA" || lexicon(list).contains(word))
}
