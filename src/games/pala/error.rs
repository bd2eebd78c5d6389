//! Why a move was refused. The wording (English and Spanish) lives in `text.rs`.

use super::cards::{Card, Color};
use crate::engine::{Describe, Lang};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PalaError {
    /// Pala is for 3 to 5 players.
    PlayerCount(usize),
    /// A test position that cannot exist (cards not in the deck, bad seat...).
    BadSetup,
    GameOver,
    NotYourTurn,
    /// The move does not belong to the current phase.
    WrongPhase,
    NotInHand(Card),
    LeaderOneCard,
    MustCopy(Color),
    MustMatch(Color),
    MixOnPrimary(Color),
    MixNeedsPrimaries,
    MixToJunk {
        a: Color,
        b: Color,
        made: Color,
        trick: Color,
    },
    SmearWithLastCard,
    SmearNeedsPrimary(Color),
    SmearWrongSecondary {
        primary: Color,
        trick: Color,
        need: Color,
    },
    SmearOnSecondary(Color),
    SelectOneOrTwo,
    DuplicateChip(Color),
    NoSuchSlot(usize),
    SlotTaken(usize),
    ColorOnBoard(Color),
    CancelCount {
        need: usize,
        got: usize,
    },
    CannotCancel(Card),
}

impl Describe for PalaError {
    fn describe(&self, lang: Lang) -> String {
        super::text::error_text(self, lang)
    }
}

impl std::fmt::Display for PalaError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe(Lang::En))
    }
}

impl std::error::Error for PalaError {}
