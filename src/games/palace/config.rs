//! House rules, read from the `[palace]` table of the configuration. The special cards'
//! powers are data: any table's way of playing 2, 7, 10 and four of a kind is a value here.

use super::lang::Level;
use crate::engine::{BotLevel, Lang};
use serde::{Deserialize, Serialize};

/// What a card does when played. Any of 2, 7 and 10 may take any power.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Power {
    /// No power: the card ranks by its number like any other.
    Plain,
    /// Goes on anything and resets the pile: any card may follow.
    Reset,
    /// Goes on anything; its player does a challenge (given by the next player) and, on
    /// success, plays another card of any rank on it. Either way the pile is reset.
    ResetWithCard,
    /// Goes on anything; the next player does a challenge (given by this card's player):
    /// on success they may play higher or lower than this card, on failure they must beat it.
    HigherOrLower,
    /// Goes on anything; the next player must play this rank or lower (or a special card).
    LowerThan,
    /// Goes on anything and clears the pile; its player plays again.
    Burn,
    /// Goes on anything; every other player still in the game does a challenge given by
    /// this card's player, then the pile is cleared and its player plays again.
    ClearAfterChallenges,
}

/// What four cards of one rank on top of the pile do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FourPower {
    /// Nothing special.
    Plain,
    /// The pile is cleared; the player plays again.
    Clear,
    /// The extreme rule: the pile is cleared and the player hands out 4 challenges to
    /// players of their choice, then plays again.
    ClearAndGive,
}

/// A blind (face-down) card that does not beat the pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BlindChallenge {
    /// One challenge, given by the next player (the numbered steps).
    One,
    /// One from each other player (the notes).
    Each,
}

/// How an open challenge (judged by the table's vote) is answered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OpenAnswers {
    /// The taker types the answer; it is shown on every voter's screen before the vote
    /// (voters at other terminals read it).
    #[default]
    Typed,
    /// The taker says it aloud and nothing is typed: one room, everyone hears it (the
    /// only way before this rule existed).
    Aloud,
}

impl OpenAnswers {
    /// The default: left out of saves and records, so that they read as before.
    pub fn is_typed(&self) -> bool {
        *self == OpenAnswers::Typed
    }
}

/// The challenges' level as written in the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PracticeLevel {
    Beginner,
    Intermediate,
    Advanced,
}

impl PracticeLevel {
    pub fn level(self) -> Level {
        match self {
            PracticeLevel::Beginner => Level::Beginner,
            PracticeLevel::Intermediate => Level::Intermediate,
            PracticeLevel::Advanced => Level::Advanced,
        }
    }

    pub fn name(self, lang: Lang) -> &'static str {
        // The language checks' own level names: one place for both.
        self.level().name(lang)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PalaceRules {
    /// The language practised in the challenges (not the interface language).
    pub practised: Lang,
    pub level: PracticeLevel,
    /// Decks shuffled together for 3, 4, 5, 6, 7 and 8 players.
    pub decks: [u8; 6],
    pub two: Power,
    pub seven: Power,
    pub ten: Power,
    pub four_of_a_kind: FourPower,
    pub blind_challenge: BlindChallenge,
    /// After the first player goes out, play on to rank the rest.
    pub play_on: bool,
    /// Seconds a person has to answer a challenge (0: no timer).
    pub challenge_timer_seconds: u32,
    /// Percent chance a computer player passes a challenge: easy, normal, strong.
    pub computer_success: [u8; 3],
    /// Playouts the strong computer player runs per card decision (a budget of
    /// iterations, not of time, so a seed replays the same game).
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
    /// Typed answers must write ñ as ñ (or n~): "pequeno" is then wrong for "pequeño".
    /// Off by default, so that a keyboard without ñ still answers; written only when
    /// on, so that saves and records of other tables read as before.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub exact_enye: bool,
    /// The review lists at the game's end (each person's missed challenges, with what
    /// they typed) go on every screen. Off by default: each person sees only their own
    /// list, and everyone the tallies and who has a list; written only when on, so that
    /// saves and records of other tables read as before.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub public_review: bool,
    /// Open challenges (the table votes): the answer is typed and shown to every voter
    /// (default), or said aloud at one table; written only when aloud, so that saves
    /// and records of other tables read as before.
    #[serde(default, skip_serializing_if = "OpenAnswers::is_typed")]
    pub open_answers: OpenAnswers,
    /// A shorter game (the guided first round): the draw pile keeps this many cards
    /// after the deal and the rest of the deck is set aside face up with the cleared
    /// cards. None (the default): every card left after the deal; written only when
    /// set, so that saves and records of other tables read as before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_pile: Option<u8>,
}

/// The default `strong_budget`.
pub(crate) const DEFAULT_STRONG_BUDGET: u32 = 2000;
/// Most playouts per decision `strong_budget` accepts.
pub(crate) const MAX_STRONG_BUDGET: u32 = 100_000;

impl Default for PalaceRules {
    fn default() -> Self {
        PalaceRules {
            practised: Lang::En,
            level: PracticeLevel::Beginner,
            decks: [1, 1, 1, 2, 2, 2],
            two: Power::ResetWithCard,
            seven: Power::HigherOrLower,
            ten: Power::ClearAfterChallenges,
            four_of_a_kind: FourPower::ClearAndGive,
            blind_challenge: BlindChallenge::One,
            play_on: false,
            challenge_timer_seconds: 0,
            computer_success: [50, 70, 85],
            strong_budget: DEFAULT_STRONG_BUDGET,
            undo: true,
            hints: true,
            exact_enye: false,
            public_review: false,
            open_answers: OpenAnswers::Typed,
            draw_pile: None,
        }
    }
}

impl PalaceRules {
    /// The power of a rank (only 2, 7 and 10 have one).
    pub fn power(&self, rank: u8) -> Power {
        match rank {
            2 => self.two,
            7 => self.seven,
            10 => self.ten,
            _ => Power::Plain,
        }
    }

    pub fn is_special(&self, rank: u8) -> bool {
        self.power(rank) != Power::Plain
    }

    pub fn decks_for(&self, players: usize) -> u8 {
        self.decks[players.clamp(3, 8) - 3]
    }

    /// Percent chance a computer player of `level` passes a challenge.
    pub(crate) fn success_percent(&self, level: BotLevel) -> u8 {
        match level {
            BotLevel::Random | BotLevel::Easy => self.computer_success[0],
            BotLevel::Normal => self.computer_success[1],
            BotLevel::Strong => self.computer_success[2],
        }
    }

    /// Err(key, what is expected) for values the types allow but the game cannot use.
    pub fn check(&self) -> Result<(), (String, String)> {
        for (i, d) in self.decks.iter().enumerate() {
            // 9 cards a seat: one deck deals at most 5 seats.
            if !(1..=2).contains(d) || usize::from(*d) * 52 < (i + 3) * 9 {
                return Err((
                    "decks".into(),
                    "expected 6 numbers (for 3 to 8 players), each 1 or 2, with 2 decks for \
                     6 or more players (9 cards a seat)"
                        .into(),
                ));
            }
        }
        if self.challenge_timer_seconds > 3600 {
            return Err((
                "challenge_timer_seconds".into(),
                "expected seconds from 0 (no timer) to 3600".into(),
            ));
        }
        if self.computer_success.iter().any(|p| *p > 100) {
            return Err((
                "computer_success".into(),
                "expected three percentages from 0 to 100 (easy, normal, strong)".into(),
            ));
        }
        if !(1..=MAX_STRONG_BUDGET).contains(&self.strong_budget) {
            return Err((
                "strong_budget".into(),
                format!("expected a number of playouts from 1 to {MAX_STRONG_BUDGET}"),
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_file_reads_as_the_defaults_and_other_tables_are_data() {
        let from_file: PalaceRules =
            toml::from_str(include_str!("../../../config/palace.toml")).unwrap();
        assert_eq!(from_file, PalaceRules::default());
        let other: PalaceRules =
            toml::from_str("seven = \"lower_than\"\nten = \"burn\"\ntwo = \"reset\"").unwrap();
        assert_eq!(other.power(7), Power::LowerThan);
        assert_eq!(other.power(10), Power::Burn);
        assert_eq!(other.power(9), Power::Plain);
        assert!(toml::from_str::<PalaceRules>("seven = \"sideways\"").is_err());
        assert!(toml::from_str::<PalaceRules>("sevens = \"burn\"").is_err());
        let bad = PalaceRules {
            decks: [1, 1, 1, 1, 2, 2],
            ..PalaceRules::default()
        };
        assert_eq!(bad.check().unwrap_err().0, "decks");
        assert!(PalaceRules::default().check().is_ok());
        for budget in [0, MAX_STRONG_BUDGET + 1] {
            let bad = PalaceRules {
                strong_budget: budget,
                ..PalaceRules::default()
            };
            assert_eq!(bad.check().unwrap_err().0, "strong_budget");
        }
    }

    /// `public_review` (issue 39): off unless set; written only when on, so that saves
    /// and records of default tables read byte for byte as before it existed, and a file
    /// without it reads as off.
    #[test]
    fn public_review_is_off_unless_set_and_written_only_when_on() {
        let default = serde_json::to_string(&PalaceRules::default()).unwrap();
        assert!(!default.contains("public_review"), "{default}");
        let old: PalaceRules = serde_json::from_str(&default).unwrap();
        assert!(!old.public_review);
        let on = PalaceRules {
            public_review: true,
            ..PalaceRules::default()
        };
        let written = serde_json::to_string(&on).unwrap();
        assert!(written.contains("\"public_review\":true"), "{written}");
        assert_eq!(serde_json::from_str::<PalaceRules>(&written).unwrap(), on);
        let from_toml: PalaceRules = toml::from_str("public_review = true").unwrap();
        assert!(from_toml.public_review);
    }

    /// `open_answers` (issue 39): typed unless set; written only when aloud, so that
    /// saves and records of default tables read as before it existed, and a file
    /// without it reads as typed.
    #[test]
    fn open_answers_are_typed_unless_set_and_written_only_when_aloud() {
        let default = serde_json::to_string(&PalaceRules::default()).unwrap();
        assert!(!default.contains("open_answers"), "{default}");
        let old: PalaceRules = serde_json::from_str(&default).unwrap();
        assert_eq!(old.open_answers, OpenAnswers::Typed);
        let aloud = PalaceRules {
            open_answers: OpenAnswers::Aloud,
            ..PalaceRules::default()
        };
        let written = serde_json::to_string(&aloud).unwrap();
        assert!(written.contains("\"open_answers\":\"aloud\""), "{written}");
        assert_eq!(
            serde_json::from_str::<PalaceRules>(&written).unwrap(),
            aloud
        );
        let from_toml: PalaceRules = toml::from_str("open_answers = \"aloud\"").unwrap();
        assert_eq!(from_toml.open_answers, OpenAnswers::Aloud);
        assert!(toml::from_str::<PalaceRules>("open_answers = \"sung\"").is_err());
    }

    /// `draw_pile` (the guided first round's shorter game): off unless set, written only
    /// when set, so that saves and records of default tables read as before; set, the
    /// draw pile keeps that many cards and the rest lie with the cleared cards.
    #[test]
    fn a_shorter_draw_pile_is_off_unless_set_and_sets_the_rest_aside() {
        let default = serde_json::to_string(&PalaceRules::default()).unwrap();
        assert!(!default.contains("draw_pile"), "{default}");
        let full = crate::games::palace::Palace::new(3, PalaceRules::default(), 7).unwrap();
        assert_eq!(full.draw_pile().len(), 52 - 27);
        assert!(full.burned().is_empty());
        let short: PalaceRules = toml::from_str("draw_pile = 4").unwrap();
        assert_eq!(short.draw_pile, Some(4));
        let written = serde_json::to_string(&short).unwrap();
        assert!(written.contains("\"draw_pile\":4"), "{written}");
        let game = crate::games::palace::Palace::new(3, short, 7).unwrap();
        assert_eq!(game.draw_pile().len(), 4);
        assert_eq!(game.burned().len(), 52 - 27 - 4);
        assert_eq!(game.all_cards().len(), 52);
        // The same deal as the full game: only the draw pile is shorter.
        for seat in 0..3 {
            assert_eq!(game.hand(seat), full.hand(seat));
            assert_eq!(game.face_down(seat), full.face_down(seat));
        }
    }
}
