//! The lexicon's error type.

use std::path::PathBuf;

/// Everything that can go wrong when loading user words or parsing a pattern.
#[derive(Debug, thiserror::Error)]
pub enum LexiconError {
    /// A user word list could not be read at all.
    #[error("cannot read the word list {}: {source}", path.display())]
    Read {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// A line of a user word list is not UTF-8 text.
    #[error("{}:{line}: the line is not UTF-8 text", path.display())]
    NotUtf8 { path: PathBuf, line: usize },
    /// A line of a user word list holds something that is not a word.
    #[error(
        "{}:{line}: {word:?} is not a word: use only the letters A-Z and Ñ (accents are removed), one word per line",
        path.display()
    )]
    InvalidWord {
        path: PathBuf,
        line: usize,
        word: String,
    },
    /// A pattern with no positions.
    #[error("the pattern is empty: write one letter or '?' per position, e.g. C?S?S")]
    EmptyPattern,
    /// A pattern character that is neither a letter nor a wildcard.
    #[error(
        "pattern {pattern:?}: {found:?} at position {position} is neither a letter nor '?' or '.'"
    )]
    InvalidPattern {
        pattern: String,
        /// 1-based position of the offending character.
        position: usize,
        found: char,
    },
    /// The FST library refused the word set (should not happen with sorted input).
    #[error("building the word set failed: {0}")]
    Fst(#[from] fst::Error),
}
