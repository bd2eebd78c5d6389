//! What a finished game tells the statistics: each seat's facts beyond its score (best
//! word, tallies), how the game ranks its totals, and the finished game with its types
//! erased.

use super::TableGame;
use crate::engine::{Rules, SeatId, SeatKind};
use crate::session::Session;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What a finished game adds to one seat's statistics beyond its score, as the game
/// tells it ([`TableGame::seat_facts`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatFacts {
    /// Word games: the seat's best word and what it scored (Rapiletras, which scores
    /// no single word: its letters).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_word: Option<(String, i32)>,
    /// Counts by kind ("translate passed", "plural failed": Palace's challenges).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub tallies: BTreeMap<String, u32>,
}

impl SeatFacts {
    /// Keeps `word` as the best word when it scored more than the one kept (the first
    /// of equals stays).
    pub fn offer_word(&mut self, word: &str, points: i32) {
        if self.best_word.as_ref().is_none_or(|(_, p)| points > *p) {
            self.best_word = Some((word.to_string(), points));
        }
    }
}

/// Every seat's facts from the words the game's events lay: `word_of` gives the seat,
/// the word and its points of an event that lays one.
pub fn best_words<G: Rules>(
    session: &Session<G>,
    word_of: impl Fn(&G::Event) -> Option<(SeatId, &str, i32)>,
) -> Vec<SeatFacts> {
    best_standing_words(session, word_of, |_| None)
}

/// As [`best_words`], where a word is told when laid and may then be refused (a
/// challenge won, a vote lost): `refused_of` names the seat whose last word goes.
pub fn best_standing_words<G: Rules>(
    session: &Session<G>,
    word_of: impl Fn(&G::Event) -> Option<(SeatId, &str, i32)>,
    refused_of: impl Fn(&G::Event) -> Option<SeatId>,
) -> Vec<SeatFacts> {
    let laid = standing_words(session, word_of, refused_of);
    let mut facts = vec![SeatFacts::default(); session.seats.len()];
    for (seat, word, points) in laid {
        if let Some(f) = facts.get_mut(seat) {
            f.offer_word(word, points);
        }
    }
    facts
}

/// Every word laid that stood, in order: (seat, word, points), as [`best_standing_words`]
/// reads them.
pub fn standing_words<'a, G: Rules>(
    session: &'a Session<G>,
    word_of: impl Fn(&'a G::Event) -> Option<(SeatId, &'a str, i32)>,
    refused_of: impl Fn(&G::Event) -> Option<SeatId>,
) -> Vec<(SeatId, &'a str, i32)> {
    let mut laid: Vec<(SeatId, &str, i32)> = Vec::new();
    for event in session.history.iter().flat_map(|h| &h.events) {
        if let Some(word) = word_of(event) {
            laid.push(word);
        } else if let Some(seat) = refused_of(event)
            && let Some(last) = laid.iter().rposition(|w| w.0 == seat)
        {
            laid.remove(last);
        }
    }
    laid
}

/// How a game's final totals rank its players ([`TableGame::ranking`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ranking {
    #[default]
    Highest,
    Lowest,
}

impl Ranking {
    /// The name kept in the statistics database.
    pub fn key(self) -> &'static str {
        match self {
            Ranking::Highest => "highest",
            Ranking::Lowest => "lowest",
        }
    }
    pub fn from_key(key: &str) -> Option<Ranking> {
        match key {
            "highest" => Some(Ranking::Highest),
            "lowest" => Some(Ranking::Lowest),
            _ => None,
        }
    }
    /// For a game whose finished save can no longer be read (so its rules are not
    /// known): lowest wins when a winner has less than someone. Totals that all tie
    /// read as highest wins, which may be wrong: the game's own ranking is preferred.
    pub fn guessed(seats: &[FinishedSeat]) -> Ranking {
        let low = seats
            .iter()
            .filter(|w| w.won)
            .any(|w| seats.iter().any(|other| w.total < other.total));
        if low {
            Ranking::Lowest
        } else {
            Ranking::Highest
        }
    }
}

/// A finished game as its statistics need it, with the game's types erased.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedGame {
    pub game: String,
    pub seed: u64,
    /// Moves played (the length of the game).
    pub moves: u64,
    /// How its totals rank, from the game's rules.
    #[serde(default)]
    pub ranking: Ranking,
    pub seats: Vec<FinishedSeat>,
    /// A practice game (from a replay's decision): History marks it, Statistics leaves
    /// it out.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub practice: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedSeat {
    pub name: String,
    pub kind: SeatKind,
    pub total: i32,
    /// Among the winners (ties share the win).
    pub won: bool,
    pub hints: u32,
    #[serde(default)]
    pub facts: SeatFacts,
}

impl FinishedGame {
    /// A finished session's facts; None while the game is not over.
    pub fn of<G: TableGame>(session: &Session<G>) -> Option<FinishedGame> {
        let outcome = session.outcome()?;
        let mut facts = G::seat_facts(session);
        facts.resize(session.seats.len(), SeatFacts::default());
        let seats = session
            .seats
            .iter()
            .zip(facts)
            .enumerate()
            .map(|(i, (seat, facts))| FinishedSeat {
                name: seat.name.clone(),
                kind: seat.kind,
                total: outcome.totals.get(i).copied().unwrap_or(0),
                won: outcome.winners.contains(&i),
                hints: session.hints_used.get(i).copied().unwrap_or(0),
                facts,
            })
            .collect();
        Some(FinishedGame {
            game: G::KEY.to_string(),
            seed: session.seed,
            moves: session.ply(),
            ranking: G::ranking(session.game.house_rules()),
            seats,
            practice: session.practice,
        })
    }
}
