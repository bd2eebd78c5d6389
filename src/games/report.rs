//! What a finished game tells the teacher's report (README, "Teacher's report") about
//! each seat beyond its score: the words it laid (word games) and the challenges it was
//! given (Palace), read from the game's events. The report itself (every game of a
//! class, per person) is the history's ([`crate::history::report`]). No terminal code.

use serde::{Deserialize, Serialize};

/// One challenge a seat was given, and how it went.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Asked {
    /// Its kind, in the report's language ("translate", "plural").
    pub kind: String,
    /// The game's practice level ("beginner").
    pub level: String,
    pub passed: bool,
    /// What was asked, and the accepted answers (empty: the table judged it).
    pub prompt: String,
    pub answers: String,
}

/// One seat's items in one finished game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatItems {
    /// The words it laid that stood, in order.
    pub words_laid: Vec<String>,
    pub asked: Vec<Asked>,
}

/// Each seat's items from `laid`: the (seat, word) of every word laid that stood.
pub fn from_words(seats: usize, laid: impl IntoIterator<Item = (usize, String)>) -> Vec<SeatItems> {
    let mut out = vec![SeatItems::default(); seats];
    for (seat, word) in laid {
        if let Some(items) = out.get_mut(seat) {
            items.words_laid.push(word);
        }
    }
    out
}

/// A finished game as the report reads it: its facts (seats, scores), each seat's items,
/// and the review of its people's plays to run (word games: the words they missed).
pub struct ReportGame {
    pub finished: super::FinishedGame,
    pub items: Vec<SeatItems>,
    pub review: Option<super::review::Job>,
}
