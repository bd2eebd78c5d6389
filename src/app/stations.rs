//! Screens of one table at other terminals. The table's own terminal is the one its
//! fields describe; a person at another terminal has a [`Station`]: the same fields
//! (whose view, the message line, the game's input state, overlays, the countdown) kept
//! apart. To serve that terminal, the host swaps its station in, runs the ordinary
//! table code (keys, drawing, help), and swaps it back: one code path for every screen,
//! and the game itself, its save and its computers stay shared.

use super::game_ui::{Decision, Timer};
use super::host::{HostTable, Overlay, TableMemo};
use crate::engine::{Lang, SeatId, SeatKind};
use crate::games::TableGame;
use std::cell::OnceCell;

/// What one terminal shows of the table (see the fields of the same names in
/// [`HostTable`] and its `Core`).
pub(crate) struct Station<G: TableGame> {
    here: Vec<bool>,
    viewer: Option<SeatId>,
    handoff: Option<SeatId>,
    message: String,
    log: Vec<String>,
    lang: Lang,
    poll_seat: Option<SeatId>,
    ui: G::Ui,
    overlay: Overlay,
    memo: TableMemo,
    summary_scroll: u16,
    turn: (u64, Option<SeatId>, Option<SeatId>),
    decision: OnceCell<Decision<G>>,
    timer: Timer,
    seen_ply: u64,
    at_other_terminal: bool,
    /// Someone is connected to this station now (else the seat is away).
    pub(crate) connected: bool,
    /// A computer plays for this seat while its person is away.
    stand_in: bool,
    person_moved_at: Option<u64>,
}

impl<G: TableGame> Station<G> {
    /// The language this screen reads.
    pub(crate) fn lang(&self) -> Lang {
        self.lang
    }

    /// Moves were taken back: the screen's log is told again (`log`), its message says
    /// what went (`message`), a summary they ended closes, and its decision is computed
    /// again.
    pub(crate) fn undone(&mut self, log: Vec<String>, message: String) {
        self.log = log;
        self.message = message;
        if matches!(self.overlay, Overlay::Summary(_)) {
            self.overlay = Overlay::None;
        }
        self.decision = OnceCell::new();
        self.turn = (u64::MAX, None, None);
    }
}

impl<G: TableGame> HostTable<G> {
    /// Exchanges the screen on the table's fields with `station`.
    fn swap_station(&mut self, st: &mut Station<G>) {
        use std::mem::swap;
        let core = &mut self.core;
        swap(&mut core.here, &mut st.here);
        swap(&mut core.person_moved_at, &mut st.person_moved_at);
        swap(&mut core.viewer, &mut st.viewer);
        swap(&mut core.handoff, &mut st.handoff);
        swap(&mut core.message, &mut st.message);
        swap(&mut core.log, &mut st.log);
        swap(&mut core.lang, &mut st.lang);
        swap(&mut core.poll_seat, &mut st.poll_seat);
        swap(&mut self.ui, &mut st.ui);
        swap(&mut self.overlay, &mut st.overlay);
        swap(&mut self.memo, &mut st.memo);
        swap(&mut self.summary_scroll, &mut st.summary_scroll);
        swap(&mut self.turn, &mut st.turn);
        swap(&mut self.decision, &mut st.decision);
        swap(&mut self.timer, &mut st.timer);
        swap(&mut self.seen_ply, &mut st.seen_ply);
        swap(&mut self.at_other_terminal, &mut st.at_other_terminal);
    }

    /// Runs `f` on the screen of the person at another terminal in `seat` (None: that
    /// seat has no station).
    pub(crate) fn at_station<R>(
        &mut self,
        seat: SeatId,
        f: impl FnOnce(&mut Self) -> R,
    ) -> Option<R> {
        let mut st = self.stations.get_mut(seat)?.take()?;
        let result = self.serve(&mut st, f);
        self.stations[seat] = Some(st);
        Some(result)
    }

    /// Runs `f` on the spectators' screen: the public view only, as a hand-off shows.
    pub(crate) fn at_spectators<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let mut st = match self.spectators.take() {
            Some(st) => st,
            None => {
                let seats = self.core.session.seats.len();
                self.new_station(vec![false; seats], None)
            }
        };
        let result = self.serve(&mut st, f);
        self.spectators = Some(st);
        result
    }

    /// `f` on `st`'s screen, swapped in and out.
    fn serve<R>(&mut self, st: &mut Station<G>, f: impl FnOnce(&mut Self) -> R) -> R {
        let before = self.core.session.history.len();
        self.swap_station(st);
        self.catch_up();
        let result = f(self);
        self.swap_station(st);
        // The moves made at the other terminal: `tell_stations` told every screen but
        // this one, which was swapped out (the host's log missed them; found by a
        // tester). Taken back there: the log is told again.
        let history = &self.core.session.history;
        if history.len() < before {
            self.core.log = super::core::told_history(&self.core.session, self.core.lang);
        } else {
            let made: Vec<Vec<G::Event>> =
                history[before..].iter().map(|e| e.events.clone()).collect();
            for events in made {
                self.hear(&events);
            }
        }
        self.catch_up();
        result
    }

    /// The screen on the fields hears of a move made at another terminal: its words in
    /// this screen's language, and its summary.
    fn hear(&mut self, events: &[G::Event]) {
        let names = self.core.session.names();
        let text = super::core::told::<G>(events, self.core.lang, &names);
        self.core.say(text);
        if let Some(summary) = self
            .core
            .session
            .game
            .summary(events, self.core.lang, &names)
        {
            self.overlay = Overlay::Summary(summary);
            self.summary_scroll = 0;
            self.hand_over_after_summary();
        }
    }

    /// The screen on the fields sees what happened while it was away: whose turn it is
    /// now, and a new decision.
    pub(crate) fn catch_up(&mut self) {
        let ply = self.core.session.ply();
        if self.seen_ply != ply {
            self.seen_ply = ply;
            self.core.hand_over();
        }
        self.after_change();
    }

    /// The other screens hear of a move: its words in their language, and its summary.
    pub(crate) fn tell_stations(&mut self, events: &[G::Event]) {
        let names = self.core.session.names();
        for st in self
            .stations
            .iter_mut()
            .flatten()
            .chain(self.spectators.as_mut())
        {
            let text = super::core::told::<G>(events, st.lang, &names);
            st.message = text.clone();
            st.log.push(text);
            if let Some(summary) = self.core.session.game.summary(events, st.lang, &names) {
                st.overlay = Overlay::Summary(summary);
                st.summary_scroll = 0;
            }
        }
    }

    /// The other terminals' screens are computed again (the game was changed from
    /// outside the table's messages).
    pub(crate) fn refresh_stations(&mut self) {
        for st in self
            .stations
            .iter_mut()
            .flatten()
            .chain(self.spectators.as_mut())
        {
            st.decision = OnceCell::new();
        }
    }

    /// Whether some screen (this one or another terminal's) still shows a summary:
    /// computers wait until everyone has read it.
    pub(crate) fn summary_open(&self) -> bool {
        matches!(self.overlay, Overlay::Summary(_))
            || self
                .stations
                .iter()
                .flatten()
                .any(|st| st.connected && matches!(st.overlay, Overlay::Summary(_)))
    }

    /// A station for every seat of a person at another terminal (none yet connected).
    pub(crate) fn open_stations(&mut self) {
        let seats = self.core.session.seats.clone();
        self.stations = seats
            .iter()
            .enumerate()
            .map(|(seat, s)| {
                (s.kind == SeatKind::Remote).then(|| {
                    let here = (0..seats.len()).map(|s| s == seat).collect();
                    // Nobody else looks at this screen: the seat's cards are always on it.
                    self.new_station(here, Some(seat))
                })
            })
            .collect();
    }

    fn new_station(&self, here: Vec<bool>, viewer: Option<SeatId>) -> Station<G> {
        let lang = self.core.lang;
        let log = super::core::told_history(&self.core.session, lang);
        Station {
            here,
            viewer,
            handoff: None,
            message: log.last().cloned().unwrap_or_default(),
            log,
            lang,
            poll_seat: None,
            ui: G::Ui::default(),
            overlay: Overlay::None,
            memo: TableMemo::default(),
            summary_scroll: 0,
            turn: (u64::MAX, None, None),
            decision: OnceCell::new(),
            timer: Timer::default(),
            seen_ply: u64::MAX,
            at_other_terminal: true,
            connected: false,
            stand_in: false,
            person_moved_at: None,
        }
    }

    /// The person at another terminal sits down (again) in `seat`, reading `lang`. Err:
    /// the seat is nobody's to take from there, or someone is connected to it already.
    pub(crate) fn connect(&mut self, seat: SeatId, lang: Lang) -> Result<(), String> {
        let forced = crate::games::find(G::KEY).and_then(|d| d.forced_lang());
        let st = self
            .stations
            .get_mut(seat)
            .and_then(Option::as_mut)
            .ok_or_else(|| "not a seat for another terminal".to_string())?;
        if st.connected {
            return Err("taken".into());
        }
        st.connected = true;
        st.lang = forced.unwrap_or(lang);
        // Back at the table: the computer that played meanwhile leaves the seat.
        if std::mem::take(&mut st.stand_in) {
            self.core.session.seats[seat].kind = SeatKind::Remote;
            self.core.bot = None;
        }
        Ok(())
    }

    /// Whether a computer plays for some away seat now.
    pub(crate) fn stood_in(&self) -> bool {
        self.stations.iter().flatten().any(|st| st.stand_in)
    }

    /// Whether some person at another terminal is away now.
    pub(crate) fn someone_away(&self) -> bool {
        (0..self.stations.len()).any(|seat| self.is_away(seat))
    }

    /// A normal computer for every away seat, or (when computers stand in) the seats
    /// back to their people, who the table then waits for. The save keeps who plays.
    pub(crate) fn stand_in_or_give_back(&mut self, fx: &mut Vec<super::effects::Effect>) {
        let giving_back = self.stood_in();
        let mut names = Vec::new();
        for (seat, st) in self.stations.iter_mut().enumerate() {
            let Some(st) = st else {
                continue;
            };
            let kind = &mut self.core.session.seats[seat].kind;
            if giving_back && st.stand_in {
                st.stand_in = false;
                *kind = SeatKind::Remote;
            } else if !giving_back && !st.connected {
                st.stand_in = true;
                *kind = SeatKind::Computer(crate::engine::BotLevel::Normal);
            } else {
                continue;
            }
            names.push(self.core.session.seats[seat].name.clone());
        }
        // A computer's answer asked for before is not played for a person.
        self.core.bot = None;
        let w = super::text::table::words(self.core.lang);
        let template = if giving_back {
            w.given_back
        } else {
            w.stood_in
        };
        self.core.message = super::text::table::fill(template, &[("names", &names.join(", "))]);
        self.decision = OnceCell::new();
        self.save(fx);
    }

    /// A computer standing in for an away person is the host's choice for this sitting:
    /// the save keeps the seat as that person's, so a continued game waits for them again.
    pub(crate) fn keep_stood_in_seats(&self, body: &mut serde_json::Value) {
        let Ok(remote) = serde_json::to_value(SeatKind::Remote) else {
            return;
        };
        for (seat, st) in self.stations.iter().enumerate() {
            if let Some(st) = st
                && st.stand_in
                && let Some(kind) = body.pointer_mut(&format!("/seats/{seat}/kind"))
            {
                *kind = remote.clone();
            }
        }
    }

    /// The connection to `seat`'s terminal is gone: the seat is away until it returns.
    pub(crate) fn disconnect(&mut self, seat: SeatId) {
        if let Some(Some(st)) = self.stations.get_mut(seat) {
            st.connected = false;
        }
    }

    /// Whether `seat` is a person at another terminal who is not connected now (and no
    /// computer plays for them).
    pub(crate) fn is_away(&self, seat: SeatId) -> bool {
        matches!(self.stations.get(seat), Some(Some(st)) if !st.connected && !st.stand_in)
    }
}
