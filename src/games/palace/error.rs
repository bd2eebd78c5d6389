//! Why a move is refused, in the player's words.

use crate::engine::{Describe, Lang};

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PalaceError {
    #[error("Palace is for 3 to 8 players, not {0}")]
    Players(usize),
    #[error("{decks} deck(s) cannot deal 9 cards to each of {players} players")]
    Decks { players: usize, decks: u8 },
    #[error("the game is over")]
    Over,
    #[error("it is not your decision now")]
    NotYourTurn,
    #[error("that move does not fit this moment")]
    WrongMove,
    #[error("choose at least one card")]
    NoCards,
    #[error("cards played together must be of one rank")]
    MixedRanks,
    #[error("you do not have that card where you play from now")]
    NotYours,
    #[error("that card does not beat the pile")]
    TooLow,
    #[error("the first play must be the lowest card")]
    Opening,
    #[error("there is no such card")]
    NoSlot,
    #[error("there is no such challenge")]
    NoPick,
    #[error("that player cannot do a challenge now")]
    BadTarget,
    #[error("that answer is too long")]
    TooLong,
    #[error("type an answer first")]
    EmptyAnswer,
    #[error("you have cards to play: skipping is only for after a stuck player's challenges")]
    NoSkip,
}

impl Describe for PalaceError {
    fn describe(&self, lang: Lang) -> String {
        super::text::error_text(self, lang)
    }
}
