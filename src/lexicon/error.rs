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
    /// A user word list that is not a regular file (a directory, FIFO, device...).
    #[error(
        "cannot read the word list {}: it is {kind}, expected a regular text file (one word a line)",
        path.display()
    )]
    NotAFile { path: PathBuf, kind: &'static str },
    /// A user word list larger than the limit.
    #[error(
        "the word list {} is larger than {limit} bytes, the most a word list may have",
        path.display()
    )]
    TooBig { path: PathBuf, limit: u64 },
    /// A user word list with more lines than the limit: named at the first line past it.
    #[error(
        "{}:{}:1: the word list has {lines} lines; a word list may have at most {limit}",
        path.display(),
        limit + 1
    )]
    TooManyLines {
        path: PathBuf,
        lines: usize,
        limit: usize,
    },
    /// A line of a user word list is not UTF-8 text.
    #[error(
        "{}:{line}:{column}: the line is not UTF-8 text: save the word list as UTF-8",
        path.display()
    )]
    NotUtf8 {
        path: PathBuf,
        line: usize,
        /// 1-based column of the first byte that is not UTF-8.
        column: usize,
    },
    /// A line of a user word list holds something that is not a word.
    #[error(
        "{}:{line}:{column}: {word:?} is not a word: use only the letters A-Z and Ñ (accents are removed), one word per line",
        path.display()
    )]
    InvalidWord {
        path: PathBuf,
        line: usize,
        /// 1-based column of the first character that is not a letter.
        column: usize,
        /// The word, cut to 40 characters and "…" when longer.
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
