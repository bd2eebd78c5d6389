//! One terminal's screen of a table: whose seats are at that terminal, whose private
//! view may be on it, the hand-off between its people, the last moves in its language,
//! the game's input state and what is open over the table. The host's keyboard, each
//! seat at another terminal and the spectators each have one; the game itself is the
//! table's ([`super::Table`]), which every screen reads and none owns.

use super::{Overlay, TableMemo};
use crate::engine::{Lang, SeatId, SeatKind};
use crate::game_screen::game_ui::ScreenedGame;
use crate::game_screen::game_ui::{Decision, Timer};
use crate::session::Session;
use std::cell::OnceCell;

pub struct Screen<G: ScreenedGame> {
    /// The seats whose person is at this terminal: at the table's own keyboard its
    /// `Human` seats, at another terminal that one seat, for spectators none. Hand-offs
    /// happen only between people at the same terminal.
    pub here: Vec<bool>,
    /// The seat whose private view may be on the screen (None: nobody's).
    pub viewer: Option<SeatId>,
    /// Waiting for the keyboard to reach this seat: the screen shows nothing private.
    pub handoff: Option<SeatId>,
    /// The newest line for the message area: a refusal, or the last move in words.
    pub message: String,
    /// What happened, one entry per move, newest last (for the message lines and the log).
    pub log: Vec<String>,
    pub lang: Lang,
    /// The seat number typed on a poll screen, waiting for that person's answer key.
    pub poll_seat: Option<SeatId>,
    /// The number of moves before the last one made by a person at this terminal: the
    /// hand-off shows every move since, so whoever played reads how their move went
    /// even when computers played after it.
    pub person_moved_at: Option<u64>,
    /// The game's own input state on this screen (cursor, picked cards, typed word).
    pub ui: G::Ui,
    pub overlay: Overlay,
    /// What the last draw of this screen learned.
    pub memo: TableMemo,
    /// How many rows the summary is scrolled down (a long review at 80x24).
    pub summary_scroll: u16,
    /// How many rows the full-screen score pad is scrolled down (many seats on a phone).
    pub pad_scroll: u16,
    /// Each person's own part of the last summary at a keyboard shared by two or more
    /// (Palace's review list), shown after a hand-off (key v).
    pub review: Review,
    pub(crate) turn: (u64, Option<SeatId>, Option<SeatId>),
    /// What the game's screen part reads, for the decision `turn` names: computed once
    /// per decision, not per frame.
    pub(crate) decision: OnceCell<Decision<G>>,
    /// The decision's countdown (a game's turn or answer timer): cleared at every new
    /// decision.
    pub(crate) timer: Timer,
    /// The moves this screen has seen played (see [`Screen::catch_up`]).
    pub(crate) seen_ply: u64,
    /// This screen is served to another terminal: the table's menu, rematch and export
    /// belong to the host's keyboard.
    pub(crate) at_other_terminal: bool,
}

/// Each person's own part of a summary at a keyboard shared by two or more people
/// (Palace's review list: [`crate::games::TableGame::private_summary`]): who here has
/// one (never what it says), and how far showing one has got. A person's lines are
/// read only once the keyboard has been handed to them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Review {
    /// The people here who have a part of their own, by seat.
    pub seats: Vec<SeatId>,
    /// Asking whose part to show (seat numbers).
    pub asking: bool,
    /// The hand-off under way leads to this person's part.
    pub pending: Option<SeatId>,
    /// This person's part is on the screen now.
    pub showing: Option<SeatId>,
    /// The summary to go back to once that part is read (None: the table under it).
    pub back: Option<crate::games::Summary>,
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
pub(crate) fn told<G: ScreenedGame>(events: &[G::Event], lang: Lang, names: &[String]) -> String {
    events
        .iter()
        .map(|e| sentence(G::event_text(e, lang, names)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every move so far in words, one line each (the move log of a screen that opens now).
pub(crate) fn told_history<G: ScreenedGame>(session: &Session<G>, lang: Lang) -> Vec<String> {
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

impl<G: ScreenedGame> Screen<G> {
    /// A screen for the people in `here` (none: spectators), reading `lang`, with the
    /// game so far in its log.
    pub(crate) fn new(session: &Session<G>, here: Vec<bool>, lang: Lang) -> Screen<G> {
        let log = told_history(session, lang);
        Screen {
            here,
            viewer: None,
            handoff: None,
            message: log.last().cloned().unwrap_or_default(),
            log,
            lang,
            poll_seat: None,
            person_moved_at: None,
            ui: G::Ui::default(),
            overlay: Overlay::None,
            memo: TableMemo::default(),
            summary_scroll: 0,
            pad_scroll: 0,
            review: Review::default(),
            turn: (u64::MAX, None, None),
            decision: OnceCell::new(),
            timer: Timer::default(),
            seen_ply: u64::MAX,
            at_other_terminal: true,
        }
    }

    /// The host keyboard's screen: its people are the table's `Human` seats.
    pub(crate) fn at_keyboard(session: &Session<G>, lang: Lang) -> Screen<G> {
        let here = session
            .seats
            .iter()
            .map(|s| s.kind == SeatKind::Human)
            .collect();
        let mut screen = Screen {
            log: Vec::new(),
            message: String::new(),
            at_other_terminal: false,
            ..Screen::new(session, here, lang)
        };
        screen.hand_over(session);
        screen.turn = (session.ply(), screen.viewer, screen.handoff);
        screen.seen_ply = session.ply();
        screen
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
    pub fn acting_person(&self, session: &Session<G>) -> Option<SeatId> {
        let seat = self.deciding(session)?;
        (Some(seat) == self.viewer && self.handoff.is_none() && self.is_here(seat)).then_some(seat)
    }

    /// The seat whose decision this screen's keyboard is for now: the one the game
    /// waits for; or the one person at this terminal, when they decide apart from the
    /// others (a hosted table) and the game lets them decide before their turn
    /// ([`crate::games::TableGame::deciding_too`]).
    pub(crate) fn deciding(&self, session: &Session<G>) -> Option<SeatId> {
        let seat = session.to_act()?;
        if self.is_here(seat) || self.people_here() != 1 {
            return Some(seat);
        }
        let me = self.here.iter().position(|&here| here)?;
        let early = super::decides_apart(session, me) && session.game.deciding_too().contains(&me);
        Some(if early { me } else { seat })
    }

    /// Whether the viewer's private cards may be on the screen now: during their own
    /// decision, or while only computers decide after the one person at the table. With
    /// two or more people, once a person's decision is made, the screen shows only what
    /// every seat may see until the keyboard reaches the next person.
    pub(crate) fn private_visible(&self, session: &Session<G>) -> bool {
        if self.handoff.is_some() || self.viewer.is_none() {
            return false;
        }
        self.people_here() <= 1 || self.acting_person(session).is_some()
    }

    /// The view on the screen: the viewer's, when private cards may be shown. Only a
    /// seat at this terminal is ever a viewer (see [`Screen::hand_over`]).
    pub fn view(&self, session: &Session<G>) -> Option<G::View> {
        if !self.private_visible(session) {
            return None;
        }
        self.viewer
            .filter(|&s| self.is_here(s))
            .map(|s| session.game.view_for(s))
    }

    /// The public question the table answers now, in this screen's language (see
    /// [`super::Table::poll`]).
    pub fn poll(&self, session: &Session<G>) -> Option<crate::games::Poll<G::Move>> {
        super::Table::poll_of(session, self.lang)
    }

    /// The people at this terminal the poll still waits for.
    pub fn poll_waiting_here(
        &self,
        session: &Session<G>,
        poll: &crate::games::Poll<G::Move>,
    ) -> Vec<SeatId> {
        let mut waiting = super::Table::waiting_in(session, poll);
        waiting.retain(|&s| self.is_here(s));
        waiting
    }

    /// After any change of turn: hand the keyboard over when another person must act.
    pub(crate) fn hand_over(&mut self, session: &Session<G>) {
        let Some(seat) = session.to_act() else {
            return;
        };
        if session.game.poll(self.lang, &[]).is_none() {
            self.poll_seat = None;
        }
        if self.poll(session).is_some() && self.people_here() >= 2 {
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
    pub(crate) fn handoff_lines(&self, session: &Session<G>) -> Vec<String> {
        if let Some(seat) = self.review.pending {
            // The hand-off to a person's own part of the summary: what comes next.
            let name = session.names().get(seat).cloned().unwrap_or_default();
            let w = crate::app::text::table::words(self.lang);
            return vec![crate::app::text::table::fill(
                w.review_handoff,
                &[("name", &name)],
            )];
        }
        let since = self
            .person_moved_at
            .and_then(|at| session.ply().checked_sub(at))
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

    /// A move was played at this screen by `seat` (`before`: the moves before it): its
    /// words are the last line, and the keyboard goes where the game goes next.
    pub(crate) fn played(&mut self, session: &Session<G>, seat: SeatId, before: u64) {
        let Some(entry) = session.history.last() else {
            return;
        };
        let text = told::<G>(&entry.events, self.lang, &session.names());
        self.message = text.clone();
        self.log.push(text);
        if self.is_here(seat) {
            self.person_moved_at = Some(before);
        }
        self.hand_over(session);
    }

    /// A move made at another terminal: its words in this screen's language, and its
    /// summary (with two or more people here, the next hand waits behind it).
    pub(crate) fn hear(&mut self, session: &Session<G>, events: &[G::Event]) {
        let text = told::<G>(events, self.lang, &session.names());
        self.say(text);
        if let Some(summary) = self.summary_of(session, events) {
            self.overlay = Overlay::Summary(summary);
            self.summary_scroll = 0;
            self.hand_over_after_summary(session);
        } else if self.people_here() == 0 && matches!(self.overlay, Overlay::Summary(_)) {
            // A screen nobody plays at (a public display, spectators) shows the
            // summary until the game goes on: nobody there is asked to close it.
            self.overlay = Overlay::None;
        }
    }

    /// The summary `events` end with, as this screen shows it: the game's summary that
    /// every screen shows, and the private part of the one person here (a seat at
    /// another terminal, or the only person at the keyboard). With two or more people
    /// here it notes who has a part of their own, shown after a hand-off (key v);
    /// spectators get none. No other seat's part is ever read here.
    pub(crate) fn summary_of(
        &mut self,
        session: &Session<G>,
        events: &[G::Event],
    ) -> Option<crate::games::Summary> {
        let names = session.names();
        let mut summary = session.game.summary(events, self.lang, &names)?;
        let private = |seat| {
            session
                .game
                .private_summary(events, seat, self.lang, &names)
        };
        let here: Vec<SeatId> = (0..self.here.len()).filter(|&s| self.is_here(s)).collect();
        self.review = Review::default();
        if let [seat] = here[..] {
            summary.lines.extend(private(seat));
        } else {
            let seats: Vec<SeatId> = here
                .into_iter()
                .filter(|&s| !private(s).is_empty())
                .collect();
            if !seats.is_empty() {
                let note = crate::app::text::table::words(self.lang).review_key_note;
                summary.lines.push(String::new());
                summary.lines.push(note.to_string());
            }
            self.review.seats = seats;
        }
        Some(summary)
    }

    /// The hand-off to `seat` that leads to their own part of the summary.
    pub(crate) fn hand_over_review(&mut self, seat: SeatId) {
        self.review.asking = false;
        self.review.pending = Some(seat);
        self.handoff = Some(seat);
    }

    /// The keyboard has reached the person whose part of the summary it was handed
    /// over for: their lines, read now, are on the screen.
    pub(crate) fn show_review(&mut self, session: &Session<G>) {
        let Some(seat) = self.review.pending.take() else {
            return;
        };
        self.accept_handoff();
        let names = session.names();
        let events = session.history.last().map_or(&[][..], |h| &h.events[..]);
        let name = names.get(seat).cloned().unwrap_or_default();
        let w = crate::app::text::table::words(self.lang);
        // Alone in its box, the part needs no blank line above it.
        let lines = session
            .game
            .private_summary(events, seat, self.lang, &names)
            .into_iter()
            .skip_while(String::is_empty)
            .collect();
        self.overlay = Overlay::Summary(crate::games::Summary {
            title: crate::app::text::table::fill(w.review_title, &[("name", &name)]),
            lines,
        });
        self.summary_scroll = 0;
        self.review.showing = Some(seat);
    }

    /// Leaves a person's part of the summary (or the question whose, or the hand-off to
    /// it): back to the summary it was opened from, or to the table.
    pub(crate) fn close_review(&mut self) {
        if self.review.pending.take().is_some() {
            self.handoff = None;
        }
        self.review.asking = false;
        self.review.showing = None;
        self.overlay = match self.review.back.take() {
            Some(summary) => Overlay::Summary(summary),
            None => Overlay::None,
        };
        self.summary_scroll = 0;
    }

    /// Moves were taken back (at this terminal or another): the log is told again,
    /// the message says what went, a summary they ended closes, a hand-off waiting here
    /// is called off, and the decision is computed again.
    pub(crate) fn undone(&mut self, session: &Session<G>, message: String) {
        self.log = told_history(session, self.lang);
        self.message = message;
        self.poll_seat = None;
        if self.review.pending.take().is_some() {
            self.handoff = None;
        }
        self.review = Review::default();
        if self.handoff.take().is_some() && self.people_here() >= 2 {
            // Taken back on a hand-off screen: whoever holds the keyboard now, the
            // hand comes back only after a hand-off to its owner.
            self.viewer = None;
        }
        self.hand_over(session);
        if matches!(self.overlay, Overlay::Summary(_)) {
            self.overlay = Overlay::None;
        }
        self.decision = OnceCell::new();
        self.turn = (u64::MAX, None, None);
        self.seen_ply = session.ply();
    }

    /// With two or more people at this terminal, the next person's cards wait behind the
    /// summary, then a hand-off: the keyboard has to reach them first.
    pub(crate) fn hand_over_after_summary(&mut self, session: &Session<G>) {
        if let Some(seat) = session.to_act()
            && self.people_here() >= 2
            && self.is_here(seat)
            && self.poll(session).is_none()
        {
            self.viewer = None;
            self.handoff = Some(seat);
        }
    }

    /// The screen sees what changed since it last looked: whose turn it is now, and a
    /// new decision.
    pub(crate) fn catch_up(&mut self, session: &Session<G>) {
        let ply = session.ply();
        if self.seen_ply != ply {
            self.seen_ply = ply;
            self.hand_over(session);
        }
        self.after_change(session);
    }

    /// A new decision or a new person at the keyboard clears the game's choices.
    pub(crate) fn after_change(&mut self, session: &Session<G>) {
        use crate::game_screen::game_ui::GameUi;
        let turn = (session.ply(), self.viewer, self.handoff);
        if turn != self.turn {
            let new_person = turn.1.is_some() && turn.1 != self.turn.1;
            self.turn = turn;
            self.decision = OnceCell::new();
            self.timer.clear();
            if new_person {
                self.ui.new_person();
            } else {
                self.ui.new_turn();
            }
        }
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
