//! Game records: JSON Lines, one object a line. The first line has the game, the seed,
//! the seats and the house rules; then one line per move with its events and the totals
//! after it; the last line has the outcome. Documented in README.

use super::{HistoryEntry, Session};
use crate::engine::{Describe, Lang, Outcome, Rules, Seat};
use serde::Serialize;
use std::io::Write;

#[derive(Serialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum Line<'a, M: Serialize, E: Serialize, R: Serialize> {
    Start {
        format: &'static str,
        game: &'a str,
        seed: u64,
        seats: &'a [Seat],
        rules: &'a R,
    },
    Move {
        #[serde(flatten)]
        entry: &'a HistoryEntry<M, E>,
        text: Vec<String>,
    },
    End {
        outcome: &'a Outcome,
    },
}

pub const RECORD_FORMAT: &str = "naipes-record-1";

/// Writes one line per call; the writer is flushed after each, so a record survives a
/// crash up to the last move.
pub struct RecordWriter<W: Write> {
    out: W,
}

impl<W: Write> RecordWriter<W> {
    pub fn new(out: W) -> Self {
        RecordWriter { out }
    }

    pub fn into_inner(self) -> W {
        self.out
    }

    pub fn start<R: Serialize>(
        &mut self,
        game: &str,
        seed: u64,
        seats: &[Seat],
        rules: &R,
    ) -> std::io::Result<()> {
        let line: Line<'_, (), (), R> = Line::Start {
            format: RECORD_FORMAT,
            game,
            seed,
            seats,
            rules,
        };
        self.line(&line)
    }

    pub fn entry<M: Serialize, E: Serialize + Describe>(
        &mut self,
        entry: &HistoryEntry<M, E>,
    ) -> std::io::Result<()> {
        let text = entry.events.iter().map(|e| e.describe(Lang::En)).collect();
        let line: Line<'_, M, E, ()> = Line::Move { entry, text };
        self.line(&line)
    }

    pub fn end(&mut self, outcome: &Outcome) -> std::io::Result<()> {
        let line: Line<'_, (), (), ()> = Line::End { outcome };
        self.line(&line)
    }

    fn line<T: Serialize>(&mut self, value: &T) -> std::io::Result<()> {
        serde_json::to_writer(&mut self.out, value)?;
        self.out.write_all(b"\n")?;
        self.out.flush()
    }
}

/// Writes a whole session (the in-game export): start, every move so far, the end if any.
pub fn export<G: Rules, R: Serialize>(
    session: &Session<G>,
    game: &str,
    rules: &R,
    out: impl Write,
) -> std::io::Result<()> {
    let mut w = RecordWriter::new(out);
    w.start(game, session.seed, &session.seats, rules)?;
    for entry in &session.history {
        w.entry(entry)?;
    }
    if let Some(outcome) = session.outcome() {
        w.end(&outcome)?;
    }
    Ok(())
}
