//! Why a move was refused. The wording (English and Spanish) lives in `text.rs`.

use super::cards::{CardId, Colors};
use crate::engine::{Describe, Lang, SeatId};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PalabraError {
    /// 2 to 6 players (7 to 12 with two decks).
    PlayerCount(usize),
    /// A deck file that cannot be read (the offending text).
    BadDeck(String),
    /// A test position that cannot exist.
    BadSetup,
    GameOver,
    NotYourTurn,
    /// The move does not belong to the current decision.
    WrongPhase,
    /// TimeOut without the impatient timer.
    TimerOff,
    NotInHand(CardId),
    DuplicateCard(CardId),
    EmptyWord,
    /// A typed character that is not a letter (or a marker).
    BadCharacter(char),
    /// `*` or `+` with no letter after it.
    DanglingMarker(char),
    /// "You have no R."
    MissingLetter(char),
    /// "You have only 1 I." (more of a letter typed than the hand holds).
    TooFewOf(char, usize),
    NoWildCard,
    NoVowelCard,
    /// The card cannot stand for that letter (a vowel card for a consonant...).
    CardCannotBe(CardId, char),
    /// Jokers are only played as a pre-play.
    JokerInWord,
    /// Strict mode: "BZQ is not in the dictionary."
    NotAWord(String),
    /// Only A and O are one-letter words.
    OneLetterWord(String),
    /// Vote mode: the table already refused this word this turn.
    AlreadyRejected(String),
    /// No word in front of this seat.
    NoSuchWord(SeatId),
    /// Your own word cannot be the target.
    OwnWord,
    /// Flushes cannot be built on nor shaved.
    FlushTarget,
    /// A straight is built only into a straight, a word only into a word.
    BuildKind,
    /// The typed word does not hold the table word as one run of letters.
    TableWordMissing {
        table: String,
        typed: String,
    },
    /// Building adds at least one card.
    NothingAdded,
    /// "A built word must keep its color lock (red)."
    LockLost(Colors),
    NotAStraight(String),
    FlushTooShort(usize),
    NotOneColor,
    TooFewVowels(usize),
    NotAVowelCard(CardId),
    /// Exchanges need 10 cards in the draw pile.
    ExchangeNeedsTen(usize),
    /// A vowel play needs as many cards in the draw pile as it shows.
    VowelPileTooSmall {
        need: usize,
        pile: usize,
    },
    NothingChosen,
    /// The shave rule in force does not allow shaving this word.
    CannotShave(SeatId),
    /// The target word has no unshaved letter matching this card.
    NoMatchingLetter(char),
    /// A color-locked word is shaved only with cards of its color.
    ShaveColor {
        letter: char,
        lock: Colors,
    },
    /// Only letter cards shave.
    ShaveWithLetters,
    /// That word was jokered: it is worth nothing more.
    Jokered(SeatId),
    NotEnoughJokers {
        need: usize,
        have: usize,
    },
    SameTargetTwice(SeatId),
}

impl Describe for PalabraError {
    fn describe(&self, lang: Lang) -> String {
        super::text::error_text(self, lang)
    }
}

impl std::fmt::Display for PalabraError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe(Lang::En))
    }
}

impl std::error::Error for PalabraError {}
