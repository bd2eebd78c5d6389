//! House rules, read from the `[palabra]` table of the configuration.

use serde::{Deserialize, Serialize};

pub use crate::engine::WordCheck;

/// Whose words may be shaved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum ShaveRule {
    /// Only the immediately previous word play.
    #[default]
    Previous,
    /// Any word of another player.
    Anyone,
    /// The immediately previous word play and the words of the seats just before and
    /// just after the shaver.
    LastAndNext,
}

/// The Palabra house rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PalabraRules {
    pub word_check: WordCheck,
    /// The last word play of the game is multiplied by this (2; older booklet: 3).
    pub final_multiplier: i32,
    pub shave: ShaveRule,
    /// No jokers in the deck; at the end each player's best word play is taken off.
    pub eliminate_high_score: bool,
    /// Everyone decides each round privately; the round is revealed and resolved
    /// together, in seat order.
    pub simultaneous_play: bool,
    /// 0 = off. Otherwise the table may call time: `PalabraMove::TimeOut` is a pass.
    pub impatient_timer_seconds: u32,
    /// Cards left in hand at the end also get the color-lock multiplier.
    pub penalty_color_lock: bool,
    /// Two decks shuffled together (needed for 7 to 12 players).
    pub two_decks: bool,
    /// The word list words are judged by: the full one, or everyday words only.
    pub dictionary: crate::lexicon::WordList,
    /// How hard strong computer players think: the hands they deal the next player
    /// from the cards they cannot see, per decision, and one refill of their own hand
    /// per 8 of them (1 to 64) to look ahead (iterations, so a seed replays).
    pub strong_budget: u32,
    /// `u` takes back a decision at the table (README, "Undo and hints"); written only
    /// when off, so that saves and records of other tables read as before.
    #[serde(
        default = "crate::engine::on",
        skip_serializing_if = "crate::engine::is_on"
    )]
    pub undo: bool,
    /// `h` shows the normal computer player's move to the person deciding.
    #[serde(
        default = "crate::engine::on",
        skip_serializing_if = "crate::engine::is_on"
    )]
    pub hints: bool,
    /// Challenge and vote modes: the line under a typed word says when the word is not
    /// in the dictionary, before it is laid (the same mark at every word game). Written
    /// only when off, so that saves and records of other tables read as before.
    #[serde(
        default = "crate::engine::on",
        skip_serializing_if = "crate::engine::is_on"
    )]
    pub preview_dictionary: bool,
}

/// The most iterations a strong player may be given per decision.
pub(crate) const MAX_STRONG_BUDGET: u32 = 10_000;

impl Default for PalabraRules {
    fn default() -> Self {
        PalabraRules {
            word_check: WordCheck::Strict,
            final_multiplier: 2,
            shave: ShaveRule::Previous,
            eliminate_high_score: false,
            simultaneous_play: false,
            impatient_timer_seconds: 0,
            penalty_color_lock: false,
            two_decks: false,
            dictionary: crate::lexicon::WordList::Full,
            strong_budget: 96,
            undo: true,
            hints: true,
            preview_dictionary: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serde_names_and_defaults() {
        let r: PalabraRules = toml::from_str(
            "word_check = \"vote\"\nshave = \"last_and_next\"\nfinal_multiplier = 3",
        )
        .unwrap();
        assert_eq!(r.word_check, WordCheck::Vote);
        assert_eq!(r.shave, ShaveRule::LastAndNext);
        assert_eq!(r.final_multiplier, 3);
        assert!(!r.two_decks);
        assert!(toml::from_str::<PalabraRules>("bogus = 1").is_err());
        assert_eq!(PalabraRules::default().final_multiplier, 2);
        assert_eq!(PalabraRules::default().strong_budget, 96);
        let r: PalabraRules = toml::from_str("strong_budget = 8").unwrap();
        assert_eq!(r.strong_budget, 8);
    }
}
