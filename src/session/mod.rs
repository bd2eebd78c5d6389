//! A game in progress at the table: the seats, the rules state, the move history, the
//! autosave and the game record. No terminal code: the TUI, `naipes sim` and the tests
//! all drive games through this.

pub mod record;
pub mod save;

use crate::engine::{Outcome, Rules, Seat, SeatId};
use serde::{Deserialize, Serialize};

/// One move as it happened: enough to audit and replay the game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct HistoryEntry<M, E> {
    pub ply: u64,
    pub seat: SeatId,
    #[serde(rename = "move")]
    pub mv: M,
    pub events: Vec<E>,
    pub totals: Vec<i32>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Session<G: Rules> {
    pub seats: Vec<Seat>,
    pub seed: u64,
    /// The rules state as the game began, kept so that records replay from the start.
    pub initial: G,
    pub game: G,
    pub history: Vec<HistoryEntry<G::Move, G::Event>>,
    /// Answers typed on the public answer screen, not counted yet (they count in turn
    /// order once every person asked has answered): in the save, so that closing the
    /// terminal loses none. Never shown before they count.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub typed_answers: Vec<(SeatId, G::Move)>,
    /// Hints shown to each seat (a house rule), counted in that game's statistics.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hints_used: Vec<u32>,
}

impl<G: Rules> Session<G> {
    pub fn new(seats: Vec<Seat>, seed: u64, game: G) -> Self {
        Session {
            seats,
            seed,
            initial: game.clone(),
            game,
            history: Vec::new(),
            typed_answers: Vec::new(),
            hints_used: Vec::new(),
        }
    }

    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    pub fn ply(&self) -> u64 {
        self.history.len() as u64
    }

    pub fn to_act(&self) -> Option<SeatId> {
        self.game.to_act()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// Applies a move for `seat`; on a rule error nothing changes and the error is returned
    /// for the message line.
    pub fn play(
        &mut self,
        seat: SeatId,
        mv: G::Move,
    ) -> Result<&HistoryEntry<G::Move, G::Event>, G::Error> {
        let events = self.game.apply(seat, &mv)?;
        self.history.push(HistoryEntry {
            ply: self.history.len() as u64,
            seat,
            mv,
            events,
            totals: self.game.totals(),
        });
        Ok(self.history.last().expect("just pushed"))
    }

    /// Replays the history from the initial state; used to check records and saves.
    pub fn replayed(&self) -> Result<G, G::Error> {
        let mut g = self.initial.clone();
        for entry in &self.history {
            g.apply(entry.seat, &entry.mv)?;
        }
        Ok(g)
    }
}
