//! A game in progress at the table: the seats, the rules state, the move history, the
//! autosave and the game record. No terminal code: the TUI, `naipes sim` and the tests
//! all drive games through this.

pub mod record;
pub mod replay;
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
    /// A practice game, started from a decision of a finished game's replay (README,
    /// "Review of a finished game"): marked so in History, left out of Statistics.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub practice: bool,
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
    /// The move showed cards from the person's own hand, and other people at the table
    /// saw them: a card once shown to others stays played.
    SeenByOthers,
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
            practice: false,
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
    /// `through_computers` (every other seat is a computer, nobody watches from another
    /// terminal) also the computers' moves since, when none of them revealed anything
    /// either. Cards the person showed from their own hand are news only to other
    /// people: alone with computers (which forget with the undo) they may go back to the
    /// hand; with other people at the table they stay played ([`UndoRefusal::SeenByOthers`]).
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
            if !G::undoable(&entry.events, own && through_computers) {
                return Err(if own && G::undoable(&entry.events, true) {
                    UndoRefusal::SeenByOthers
                } else {
                    UndoRefusal::Revealed
                });
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{BotLevel, Lang, SeatKind};
    use crate::games::TableGame;
    use crate::games::pala::{Pala, PalaRules};

    fn pala() -> Session<Pala> {
        let seats = (0..3)
            .map(|k| Seat {
                name: format!("S{k}"),
                kind: if k == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Computer(BotLevel::Normal)
                },
            })
            .collect();
        let game = Pala::new_game(3, PalaRules::default(), 9, Lang::En).expect("a deal");
        Session::new(seats, 9, game)
    }

    #[test]
    fn take_back_is_the_state_before_the_moves_and_hints_stay_counted() {
        let mut s = pala();
        assert_eq!(s.undo_span(0, true), Err(UndoRefusal::NothingYet));
        let json = |s: &Session<Pala>| serde_json::to_value(&s.game).expect("json");
        let mut states = vec![json(&s)];
        for _ in 0..12 {
            let seat = s.to_act().expect("not over");
            let mv = s.game.candidate_moves(seat)[0].clone();
            s.play(seat, mv).expect("legal");
            states.push(json(&s));
        }
        let text = serde_json::to_string(&s).expect("json");
        assert!(!text.contains("hints_used"), "written only once counted");
        s.count_hint(0);
        s.count_hint(0);
        s.count_hint(2);
        s.take_back(5).expect("replays");
        assert_eq!(s.ply(), 7);
        assert_eq!(json(&s), states[7], "the RNG and all as before those moves");
        assert_eq!(s.hints_used, vec![2, 0, 1]);
        let text = serde_json::to_string(&s).expect("json");
        assert!(text.contains("\"hints_used\":[2,0,1]"), "{text}");
        let back: Session<Pala> = serde_json::from_str(&text).expect("reads");
        assert_eq!(back.hints_used, vec![2, 0, 1]);
    }
}
