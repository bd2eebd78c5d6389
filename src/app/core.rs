//! The part of a table that is the same for every game: who sits where, whose private view
//! is on the screen, the hand-off between people, the last moves in words, and the
//! computer players' pending decisions. Pure: no clock, no files, no threads. The host
//! turns what happens here into effects (save, record, think) for the event loop.

use crate::engine::{Describe, Lang, SeatId, SeatKind};
use crate::games::TableGame;
use crate::session::{HistoryEntry, Session};

/// A computer player's decision: asked for at `ply`, and its answer once it came.
pub struct BotJob<M> {
    pub ply: u64,
    pub ready: Option<M>,
}

pub struct Core<G: TableGame> {
    pub session: Session<G>,
    /// The seat whose private view may be on the screen (None: nobody's, e.g. all
    /// computers).
    pub viewer: Option<SeatId>,
    /// Waiting for the keyboard to reach this seat: the screen shows nothing private.
    pub handoff: Option<SeatId>,
    /// The newest line for the message area: a refusal, or the last move in words.
    pub message: String,
    /// What happened, one entry per move, newest last (for the message lines and the log).
    pub log: Vec<String>,
    pub lang: Lang,
    pub bot: Option<BotJob<G::Move>>,
    /// The seat number typed on a poll screen, waiting for that person's answer key.
    pub poll_seat: Option<SeatId>,
    /// The seats whose person is at the terminal this screen is for: at the table's own
    /// keyboard its `Human` seats, at another terminal that one seat. Hand-offs happen
    /// only between people at the same terminal.
    pub here: Vec<bool>,
    /// The number of moves before the last one made by a person at this terminal: the
    /// hand-off shows every move since, so whoever played reads how their move went
    /// even when computers played after it.
    pub person_moved_at: Option<u64>,
}

/// Ends a message with a full stop when it has no closing punctuation of its own, so
/// that joined events read as sentences.
pub(crate) fn sentence(mut text: String) -> String {
    let text_end = text.trim_end().chars().last();
    if !matches!(text_end, Some('.' | '!' | '?' | ':' | '…') | None) {
        text.push('.');
    }
    text
}

/// A move's events in words, as sentences on one line.
pub(crate) fn told<G: TableGame>(events: &[G::Event], lang: Lang, names: &[String]) -> String {
    events
        .iter()
        .map(|e| sentence(G::event_text(e, lang, names)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every move so far in words, one line each (the move log of a screen that opens now).
pub(crate) fn told_history<G: TableGame>(session: &Session<G>, lang: Lang) -> Vec<String> {
    let names = session.names();
    // What the deal showed before any move (the first die roll, the cut) comes first,
    // as it did when the game started.
    let mut lines = session.initial.opening_text(lang, &names);
    lines.extend(
        session
            .history
            .iter()
            .map(|entry| told::<G>(&entry.events, lang, &names)),
    );
    lines
}

/// A saved session is trusted only if the same seed deals the same start and its moves
/// replay to exactly the saved state; the replayed state is what is played on. A save
/// edited by hand (seat numbers out of range, short lists) is refused, never played.
pub(crate) fn verified<G: TableGame>(mut session: Session<G>) -> Result<Session<G>, String> {
    let players = session.seats.len();
    if players != session.game.seat_count() || players != session.initial.seat_count() {
        return Err("its seats do not match the game".into());
    }
    // Rules code never panics on a move, but a hand-edited start could hold values no
    // deal makes; contain that here instead of taking the terminal down (the runner,
    // which resumes saves, silences the panic hook meanwhile: see `Effect::Resume`).
    let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let fresh = session.initial.redeal(players, session.seed)?;
        let same = |a: &G, b: &G| serde_json::to_value(a).ok() == serde_json::to_value(b).ok();
        if !same(&fresh, &session.initial) {
            return Err("its first deal is not the one its seed makes".to_string());
        }
        let mut game = fresh;
        for entry in &session.history {
            game.apply(entry.seat, &entry.mv).map_err(|e| {
                format!(
                    "move {} does not replay: {}",
                    entry.ply + 1,
                    e.describe(Lang::En)
                )
            })?;
        }
        if !same(&game, &session.game) {
            return Err("its state is not what its moves make".to_string());
        }
        Ok(game)
    }));
    session.game = checked.map_err(|_| "its game cannot be rebuilt".to_string())??;
    Ok(session)
}

impl<G: TableGame> Core<G> {
    pub fn new(session: Session<G>, lang: Lang) -> Core<G> {
        let mut core = Core {
            session,
            viewer: None,
            handoff: None,
            message: String::new(),
            log: Vec::new(),
            lang,
            bot: None,
            poll_seat: None,
            here: Vec::new(),
            person_moved_at: None,
        };
        core.here = core
            .session
            .seats
            .iter()
            .map(|s| s.kind == SeatKind::Human)
            .collect();
        core.hand_over();
        core
    }

    pub fn is_over(&self) -> bool {
        self.session.to_act().is_none()
    }

    /// The people at the table, at this terminal or another.
    pub fn people(&self) -> usize {
        self.session.seats.iter().filter(|s| s.is_human()).count()
    }

    /// The people at the terminal this screen is for.
    pub fn people_here(&self) -> usize {
        self.here.iter().filter(|&&here| here).count()
    }

    /// Whether `seat`'s person is at the terminal this screen is for.
    pub fn is_here(&self, seat: SeatId) -> bool {
        self.here.get(seat).copied().unwrap_or(false)
    }

    /// The seat at the keyboard when it is that person's decision now.
    pub fn acting_person(&self) -> Option<SeatId> {
        let seat = self.session.to_act()?;
        (Some(seat) == self.viewer && self.handoff.is_none() && self.is_here(seat)).then_some(seat)
    }

    /// Whether the viewer's private cards may be on the screen now: during their own
    /// decision, or while only computers decide after the one person at the table. With
    /// two or more people, once a person's decision is made, the screen shows only what
    /// every seat may see until the keyboard reaches the next person.
    pub(crate) fn private_visible(&self) -> bool {
        if self.handoff.is_some() || self.viewer.is_none() {
            return false;
        }
        self.people_here() <= 1 || self.acting_person().is_some()
    }

    /// The view on the screen: the viewer's, when private cards may be shown.
    pub fn view(&self) -> Option<G::View> {
        if !self.private_visible() {
            return None;
        }
        self.viewer.map(|s| self.session.game.view_for(s))
    }

    /// The public question the table answers now, while a person is still to be asked
    /// and two or more people sit at the table (one person answers as an ordinary
    /// decision).
    pub fn poll(&self) -> Option<crate::games::Poll<G::Move>> {
        if self.people() < 2 {
            return None;
        }
        let poll = self.session.game.poll(self.lang, &self.session.names())?;
        poll.seats
            .iter()
            .any(|&s| self.session.seats[s].is_human())
            .then_some(poll)
    }

    /// The people the poll still waits for (typed answers count as given).
    pub fn poll_waiting(&self, poll: &crate::games::Poll<G::Move>) -> Vec<SeatId> {
        poll.seats
            .iter()
            .copied()
            .filter(|&s| self.session.seats[s].is_human())
            .filter(|&s| !self.session.typed_answers.iter().any(|a| a.0 == s))
            .collect()
    }

    /// The people at this terminal the poll still waits for.
    pub fn poll_waiting_here(&self, poll: &crate::games::Poll<G::Move>) -> Vec<SeatId> {
        let mut waiting = self.poll_waiting(poll);
        waiting.retain(|&s| self.is_here(s));
        waiting
    }

    /// The typed answer to feed now: the seat asked is a person whose answer is typed,
    /// and every person the poll asks has answered.
    pub(crate) fn poll_answer_due(&self) -> Option<(SeatId, G::Move)> {
        let poll = self.poll()?;
        if !self.poll_waiting(&poll).is_empty() {
            return None;
        }
        let seat = self.session.to_act()?;
        self.session
            .typed_answers
            .iter()
            .find(|a| a.0 == seat)
            .map(|a| (a.0, a.1.clone()))
    }

    /// A computer asked a public question answers only once every person asked has
    /// typed their answer: nobody sees a computer's answer before giving their own.
    pub(crate) fn poll_holds_computers(&self) -> bool {
        if self.people() < 2 {
            return false;
        }
        self.session
            .game
            .poll(self.lang, &[])
            .is_some_and(|poll| !self.poll_waiting(&poll).is_empty())
    }

    /// After any change of turn: hand the keyboard over when another person must act.
    pub(crate) fn hand_over(&mut self) {
        let Some(seat) = self.session.to_act() else {
            return;
        };
        if self.session.game.poll(self.lang, &[]).is_none() {
            self.session.typed_answers.clear();
            self.poll_seat = None;
        }
        if self.poll().is_some() && self.people_here() >= 2 {
            // A public question: one screen for everyone here, no hand on it (alone at
            // a terminal, a person keeps their hand in view).
            self.viewer = None;
            self.handoff = None;
            return;
        }
        if self.people_here() == 1 && self.viewer.is_none() {
            // Only one person at this terminal: their cards are on the screen from the
            // start, while computers (or people elsewhere) decide before them too.
            self.viewer = self.here.iter().position(|&here| here);
        }
        if !self.is_here(seat) || self.viewer == Some(seat) {
            return;
        }
        self.handoff = Some(seat);
    }

    /// The keyboard has reached the seat of the hand-off.
    pub(crate) fn accept_handoff(&mut self) {
        if let Some(seat) = self.handoff.take() {
            self.viewer = Some(seat);
            // A note given on the hand-off screen (an undo refused there) was for whoever
            // pressed the key: the next person's table starts from the last move.
            if let Some(last) = self.log.last() {
                self.message = last.clone();
            }
        }
    }

    /// What the hand-off screen shows above "Pass to …": every move since the last one
    /// a person here made (theirs first), and a note given since (a refused key).
    pub(crate) fn handoff_lines(&self) -> Vec<String> {
        let since = self
            .person_moved_at
            .and_then(|at| self.session.ply().checked_sub(at))
            .map_or(1, |n| n.max(1)) as usize;
        let mut lines: Vec<String> = self.log[self.log.len().saturating_sub(since)..].to_vec();
        if !self.message.is_empty() && self.log.last() != Some(&self.message) {
            lines.push(self.message.clone());
        }
        lines
    }

    /// Adds a line to the last moves (and makes it the message).
    pub fn say(&mut self, text: String) {
        self.message = text.clone();
        self.log.push(text);
    }

    /// Plays a move for `seat`. Err: the rule error in the player's words, nothing
    /// changed. Ok: the move as it went into the history.
    pub fn play(
        &mut self,
        seat: SeatId,
        mv: G::Move,
    ) -> Result<&HistoryEntry<G::Move, G::Event>, String> {
        let names = self.session.names();
        let lang = self.lang;
        let before = self.session.ply();
        let here = self.is_here(seat);
        let entry = self.session.play(seat, mv).map_err(|e| e.describe(lang))?;
        let text = told::<G>(&entry.events, lang, &names);
        self.message = text.clone();
        self.log.push(text);
        if here {
            self.person_moved_at = Some(before);
        }
        self.bot = None;
        self.hand_over();
        self.session
            .history
            .last()
            .ok_or_else(|| "the move was not recorded".to_string())
    }

    /// The computer player to ask now, if one must decide and has not been asked yet.
    pub(crate) fn bot_to_ask(&self) -> Option<(SeatId, crate::engine::BotLevel)> {
        let seat = self.session.to_act()?;
        let SeatKind::Computer(level) = self.session.seats[seat].kind else {
            return None;
        };
        if self.poll_holds_computers() {
            return None;
        }
        let asked = self
            .bot
            .as_ref()
            .is_some_and(|b| b.ply == self.session.ply());
        (!asked).then_some((seat, level))
    }

    /// The lines for the message area: a refusal or notice alone, or the last moves.
    /// At most `moves` entries, fewer when they would not fit in `rows` lines of
    /// `width` characters once wrapped.
    pub(crate) fn recent(&self, moves: usize, width: usize, rows: usize) -> Vec<String> {
        if self.log.last() != Some(&self.message) {
            return vec![self.message.clone()];
        }
        let width = width.max(20);
        let mut lines: Vec<String> = Vec::new();
        let mut used = 0;
        for entry in self.log.iter().rev().take(moves) {
            // Wrapping at word boundaries wastes up to a word per line: count generously.
            let need = (entry.chars().count() + 10).div_ceil(width - 8).max(1);
            if !lines.is_empty() && used + need > rows {
                break;
            }
            used += need;
            lines.insert(0, entry.clone());
        }
        lines
    }
}
