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
    /// Hints asked for, per seat (README, "Undo and hints"): for the statistics.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hints_used: Vec<u32>,
}

/// Why a decision cannot be taken back ([`Session::undo_span`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UndoRefusal {
    /// The game is over.
    Over,
    /// This seat has decided nothing yet.
    NothingYet,
    /// Someone else decided since.
    OthersDecided,
    /// The move (or a computer's after it) revealed something (a card drawn, a die
    /// rolled, a hidden card turned, a word put to the table...).
    Revealed,
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

    /// How many moves at the end of the history an undo by `seat` takes back: `seat`'s
    /// last decision, when nobody else decided since and it revealed nothing; with
    /// `through_computers` (every other seat is a computer) also the computers' moves
    /// since, when none of them revealed anything either.
    pub fn undo_span(&self, seat: SeatId, through_computers: bool) -> Result<usize, UndoRefusal>
    where
        G: crate::games::TableGame,
    {
        if self.outcome().is_some() {
            return Err(UndoRefusal::Over);
        }
        // A word put to the table (a poll) has been shown to the others: its answers
        // are revealing moves, and before them the question itself is.
        if self.game.poll(crate::engine::Lang::En, &[]).is_some() {
            return Err(UndoRefusal::Revealed);
        }
        let mut span = 0;
        for entry in self.history.iter().rev() {
            span += 1;
            let own = entry.seat == seat;
            if !own && !through_computers {
                return Err(UndoRefusal::OthersDecided);
            }
            if !G::undoable(&entry.events, own) {
                return Err(UndoRefusal::Revealed);
            }
            if own {
                return Ok(span);
            }
        }
        Err(UndoRefusal::NothingYet)
    }

    /// Takes back the last `span` moves: the state is rebuilt from the initial one and
    /// the history left (the game's RNG lives in the state, so it is the one before those
    /// moves too). Answers typed for a poll go; the hints asked for stay counted.
    pub fn take_back(&mut self, span: usize) -> Result<(), G::Error> {
        let keep = self.history.len().saturating_sub(span);
        let mut game = self.initial.clone();
        for entry in &self.history[..keep] {
            game.apply(entry.seat, &entry.mv)?;
        }
        self.game = game;
        self.history.truncate(keep);
        self.typed_answers.clear();
        Ok(())
    }

    /// Counts a hint asked for by `seat`.
    pub fn count_hint(&mut self, seat: SeatId) {
        if self.hints_used.len() < self.seats.len() {
            self.hints_used.resize(self.seats.len(), 0);
        }
        if let Some(n) = self.hints_used.get_mut(seat) {
            *n = n.saturating_add(1);
        }
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
