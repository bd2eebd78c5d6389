//! Why a move was refused. The wording (Spanish and English) lives in `text.rs`.

use super::cards::Card;
use crate::engine::{Describe, Lang};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RapiError {
    /// Rapiletras is for 2 to 6 players.
    PlayerCount(usize),
    /// The deck is too small for the players, or a test position cannot exist.
    BadSetup,
    GameOver,
    NotYourTurn,
    /// The move does not belong to the current phase.
    WrongPhase,
    EmptyWord,
    /// A character that is not a letter (or a `*` before a letter).
    BadCharacter(char),
    /// A `*` with no letter after it.
    DanglingStar,
    WrongLength {
        need: usize,
        got: usize,
    },
    /// Die 1: only A, Y, O, U.
    OneLetterWords,
    /// The hand lacks a (natural) card of this letter.
    MissingLetter(char),
    NotEnoughComodines {
        need: usize,
        have: usize,
    },
    /// A `*` in an Add or Replace move.
    ComodinOnlyToForm,
    /// Strict mode: not in the dictionary nor in the list of names.
    NotAWord(String),
    NoSuchWord(usize),
    /// Adding: the table word already has as many letters as the die asks (or more).
    AddNeedsShorter {
        word: String,
        die: usize,
    },
    /// Adding: the old letters are not all in the new word, in their order.
    OldLettersLost {
        old: String,
        new: String,
    },
    SameWord(String),
    /// Replacing needs the die to repeat the previous cycle's number.
    ReplaceNeedsRepeat {
        die: u8,
        previous: Option<u8>,
    },
    /// Replacing keeps the word's length, which must be the die's.
    ReplaceLength {
        word: String,
        die: usize,
    },
    /// Replacing keeps at least one letter of the old word, in its place in the order.
    NothingKept {
        old: String,
        new: String,
    },
    MazoEmpty,
    PozoEmpty,
    /// Passing is only for a player who has nothing to draw (and lays no word).
    CannotPass,
    /// A card that the seat does not hold (test positions).
    NotInHand(Card),
}

impl Describe for RapiError {
    fn describe(&self, lang: Lang) -> String {
        super::text::error_text(self, lang)
    }
}

impl std::fmt::Display for RapiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe(Lang::En))
    }
}

impl std::error::Error for RapiError {}
