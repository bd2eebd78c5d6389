//! A table and its screens. Every game sits at one [`Table`]: the session, who plays
//! from where, the computers' pending decisions, the guide, the save and the record;
//! it is the only authority. Each terminal that looks at it has its own [`Screen`]:
//! the host's keyboard, each seat at another terminal, and the spectators. Keys go to
//! the table and one screen together ([`At`]); drawing reads the table and one screen
//! ([`Look`]) and changes nothing. Whatever a screen's keys change at the table, every
//! other screen hears of at once ([`GameTable::on`]).
//!
//! The files: [`start`] opens a table (new, guided, resumed) and saves it; [`keys`]
//! answers the keys every table shares; [`turns`] plays moves and runs the clock and
//! the computers; [`poll`] the questions the whole table answers; [`assists`] undo and
//! hints; [`remote`] the seats of people at other terminals; [`screen`] one screen.

mod assists;
mod keys;
mod poll;
mod remote;
mod screen;
mod start;
mod turns;

pub(crate) use keys::HostKey;
pub use screen::{Review, Screen};
pub(crate) use screen::{told, told_history};
pub use start::Start;

use super::effects::{Done, DrawFor, Effect, Msg};
use crate::engine::{Lang, Rules, SeatId, SeatKind};
use crate::game_screen::game_ui::ScreenedGame;
use crate::game_screen::game_ui::{Clock, Ctx, Decision};
use crate::session::{HistoryEntry, Session};
use ratatui::Frame;
use ratatui::layout::Rect;
use std::cell::OnceCell;
use std::path::PathBuf;
use std::time::Instant;

/// What the last draw learned (at the table, or the launcher's rows).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TableMemo {
    /// The terminal was too small to draw anything but a message.
    pub too_small: bool,
    /// The score pad sits beside the table (it never covers anything).
    pub side_pad: bool,
    /// Where the clickable things are (a game's hit numbers, or the launcher's entries).
    pub hits: Vec<(Rect, usize)>,
    /// Rows of the summary that do not fit its box: how far ↓ can scroll it.
    pub summary_hidden: u16,
    /// The full-screen score pad: its rows that do not fit (how far ↓ can scroll it),
    /// and how many show (a page, for PgUp/PgDn).
    pub pad_hidden: u16,
    pub pad_rows: u16,
    /// A guided round: the element its step points at (highlighted) and its box.
    pub guide_at: Option<Rect>,
    pub guide_box: Option<Rect>,
    /// Where the focused item is drawn (the card under the cursor, the field being
    /// typed, the row chosen): the terminal's cursor goes there with `focus_cursor`.
    pub focus: Option<ratatui::layout::Position>,
}

/// Everything the table needs from the app to handle a message.
pub struct Env<'a> {
    pub save_path: &'a std::path::Path,
    pub bot_delay_ms: u64,
}

/// What the table asks of the app after a message.
pub enum Exit {
    Stay,
    /// Back to the launcher (the game stays saved).
    Menu,
    /// The guided first round is left (or done): back to where it was started.
    LeaveGuide,
    /// A new game with the same seats and house rules.
    Rematch(Box<dyn AnyTable>),
    /// The finished game's review, to compute and show.
    Review(crate::games::review::Job),
}

/// Something shown over the table that takes the keys until it is closed.
#[derive(Clone, Debug, PartialEq)]
pub enum Overlay {
    None,
    Scores,
    /// Every move so far, scrolled by this many lines.
    Log(u16),
    /// The end of a round, hand or game, until `c` dismisses it.
    Summary(crate::games::Summary),
}

/// Which terminal's screen of a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScreenId {
    /// The keyboard of the terminal the table runs at.
    Host,
    /// The person at another terminal who sits in this seat.
    Seat(SeatId),
    /// Spectators at other terminals: what every seat may see.
    Spectators,
}

/// A table of any game, with its types erased, for the app's screen list. Every
/// per-screen call names its screen. `Any`: whoever knows the game can read its table
/// typed (`&dyn Any` by upcasting, then `downcast_ref::<GameTable<G>>`).
pub trait AnyTable: std::any::Any + Send {
    fn game_key(&self) -> &'static str;
    fn is_over(&self) -> bool;
    /// Why the last save failed (None: the game is saved).
    fn save_error(&self) -> Option<String>;
    /// Where this game is saved.
    fn save_path(&self) -> &std::path::Path;
    /// A message for the table as a whole (time, computers' answers, effects done):
    /// its screens' keys come with [`AnyTable::key`].
    fn update(&mut self, msg: Msg, env: &Env, fx: &mut Vec<Effect>) -> Exit;
    /// A key at screen `at`.
    fn key(
        &mut self,
        at: ScreenId,
        action: crate::game_screen::keys::Action,
        env: &Env,
        fx: &mut Vec<Effect>,
    ) -> Exit;
    /// Draws screen `at` (changing nothing).
    fn draw(&self, at: ScreenId, frame: &mut Frame, area: Rect) -> TableMemo;
    /// What the last draw of screen `at` learned.
    fn remember(&mut self, at: ScreenId, memo: TableMemo);
    /// What screen `at` says in line mode (`--screen-reader`), as plain text.
    fn speak(&self, at: ScreenId) -> Option<crate::ui::speech::Spoken>;
    /// The language screen `at` reads.
    fn lang(&self, at: ScreenId) -> Lang;
    /// Whether the focused widget of screen `at` is a text field.
    fn wants_text(&self, at: ScreenId) -> bool;
    /// The rules help with the house rules this table plays by, in `at`'s language.
    fn help(&self, at: ScreenId) -> (String, String);
    /// A line for the message area of screen `at`, not a move.
    fn note(&mut self, at: ScreenId, text: String);
    /// A computer player is to move now (nothing waits for a person or a summary).
    fn computer_to_move(&self) -> bool;
    /// A guided first round runs at this table.
    fn guided(&self) -> bool;
    /// The table is on the screen again after a guide: a computer's answer that came
    /// meanwhile was dropped, so it is asked again.
    fn woken(&mut self);
    /// The seats of people at other terminals: seat, name, connected now.
    fn remote_seats(&self) -> Vec<(SeatId, String, bool)>;
    /// A person at another terminal sits down (again) in `seat`, reading `lang`.
    fn connect(&mut self, seat: SeatId, lang: Lang) -> Result<(), String>;
    /// The connection to `seat`'s terminal is gone.
    fn disconnect(&mut self, seat: SeatId);
}

/// A computer player's decision: asked for at `ply`, and its answer once it came.
pub struct BotJob<M> {
    pub ply: u64,
    pub ready: Option<M>,
}

/// A seat whose person plays from another terminal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RemoteSeat {
    /// Someone is connected to this seat now (else the seat is away).
    pub connected: bool,
    /// A computer plays for this seat while its person is away.
    pub stand_in: bool,
}

/// What every screen of a game's table shares: the game and everything about it that
/// is the same whoever looks.
pub struct Table<G: ScreenedGame> {
    pub session: Session<G>,
    pub bot: Option<BotJob<G::Move>>,
    /// The table's rules, as configured, for a rematch.
    pub section: toml::Value,
    /// The seed was typed by someone: it may be shown at the host's keyboard.
    pub seed_chosen: bool,
    pub record: Option<PathBuf>,
    /// The last tick.
    pub now: Option<Instant>,
    /// This game's own save file.
    pub save_path: PathBuf,
    /// Why the last save failed (None: the game is saved).
    pub save_error: Option<String>,
    last_move: Option<Instant>,
    /// A guided first round runs at this table (never saved nor recorded).
    pub guide: Option<super::guide::Guided>,
    /// The seats of people at other terminals (None: a person here, or a computer).
    pub remote: Vec<Option<RemoteSeat>>,
    /// The moves the last undo took back, until the other screens are told.
    taken_back: Option<Vec<HistoryEntry<G::Move, G::Event>>>,
}

/// A game's table and every screen of it.
pub struct GameTable<G: ScreenedGame> {
    pub table: Table<G>,
    /// The host keyboard's screen.
    pub host: Screen<G>,
    /// The screens of the people at other terminals, by seat.
    stations: Vec<Option<Screen<G>>>,
    /// The spectators' screen.
    spectators: Screen<G>,
}

/// The table and one screen, for that screen's keys.
pub(crate) struct At<'a, G: ScreenedGame> {
    pub table: &'a mut Table<G>,
    pub screen: &'a mut Screen<G>,
}

/// The table and one screen, read only: for drawing, and for what keys work now.
pub struct Look<'a, G: ScreenedGame> {
    pub table: &'a Table<G>,
    pub screen: &'a Screen<G>,
}

impl<G: ScreenedGame> Clone for Look<'_, G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: ScreenedGame> Copy for Look<'_, G> {}

type Move<G> = <G as Rules>::Move;

impl<G: ScreenedGame> Table<G> {
    pub(crate) fn new(
        session: Session<G>,
        section: toml::Value,
        seed_chosen: bool,
        save_path: PathBuf,
    ) -> Table<G> {
        let remote = session
            .seats
            .iter()
            .map(|s| (s.kind == SeatKind::Remote).then(RemoteSeat::default))
            .collect();
        let mut table = Table {
            session,
            bot: None,
            section,
            seed_chosen,
            record: None,
            now: None,
            save_path,
            save_error: None,
            last_move: None,
            guide: None,
            remote,
            taken_back: None,
        };
        table.forget_stale_answers();
        table
    }

    pub fn is_over(&self) -> bool {
        self.session.to_act().is_none()
    }

    /// The people at the table, at this terminal or another.
    pub fn people(&self) -> usize {
        self.session.seats.iter().filter(|s| s.is_human()).count()
    }

    /// The public question `session`'s table answers now (its words in `lang`), while a
    /// person is still to be asked and two or more people sit at the table (one person
    /// answers as an ordinary decision).
    pub(crate) fn poll_of(session: &Session<G>, lang: Lang) -> Option<crate::games::Poll<G::Move>> {
        let people = session.seats.iter().filter(|s| s.is_human()).count();
        if people < 2 {
            return None;
        }
        let poll = session.game.poll(lang, &session.names())?;
        poll.seats
            .iter()
            .any(|&s| session.seats[s].is_human())
            .then_some(poll)
    }

    /// The people a poll still waits for (typed answers count as given).
    pub(crate) fn waiting_in(
        session: &Session<G>,
        poll: &crate::games::Poll<G::Move>,
    ) -> Vec<SeatId> {
        poll.seats
            .iter()
            .copied()
            .filter(|&s| session.seats[s].is_human())
            .filter(|&s| !session.typed_answers.iter().any(|a| a.0 == s))
            .collect()
    }

    /// The people the poll still waits for.
    pub fn poll_waiting(&self, poll: &crate::games::Poll<G::Move>) -> Vec<SeatId> {
        Table::waiting_in(&self.session, poll)
    }

    /// The typed answer to feed now: once every person the poll asks has answered, the
    /// seat asked when it is a person whose answer is typed; before that, the first
    /// typed answer in the poll's order when the typed answers settle the question
    /// already (the game closes a vote whose result the others cannot change: nobody
    /// waits for them, away or not). (The poll's words are not read.)
    pub(crate) fn poll_answer_due(&self) -> Option<(SeatId, G::Move)> {
        let poll = Table::poll_of(&self.session, Lang::En)?;
        let typed = |seat: SeatId| {
            self.session
                .typed_answers
                .iter()
                .find(|a| a.0 == seat)
                .map(|a| (a.0, a.1.clone()))
        };
        if self.poll_waiting(&poll).is_empty() {
            return typed(self.session.to_act()?);
        }
        let in_order: Vec<(SeatId, G::Move)> =
            poll.seats.iter().filter_map(|&s| typed(s)).collect();
        let mut game = self.session.game.clone();
        for (seat, mv) in &in_order {
            // An answer the game takes only in turn (a challenge mode's) waits.
            if game.apply(*seat, mv).is_err() {
                return None;
            }
            if game.poll(Lang::En, &[]).is_none() {
                return in_order.into_iter().next();
            }
        }
        None
    }

    /// A computer asked a public question answers only once every person asked has
    /// typed their answer: nobody sees a computer's answer before giving their own.
    pub(crate) fn poll_holds_computers(&self) -> bool {
        if self.people() < 2 {
            return false;
        }
        self.session
            .game
            .poll(Lang::En, &[])
            .is_some_and(|poll| !self.poll_waiting(&poll).is_empty())
    }

    /// Answers typed for a question the game no longer asks are dropped.
    pub(crate) fn forget_stale_answers(&mut self) {
        if self.session.to_act().is_some() && self.session.game.poll(Lang::En, &[]).is_none() {
            self.session.typed_answers.clear();
        }
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

    /// The seats the table waits for now: the one the game names, then the people who
    /// decide before their turn at a terminal of their own ([`decides_apart`]).
    pub fn awaited(&self) -> Vec<SeatId> {
        let Some(first) = self.session.to_act() else {
            return Vec::new();
        };
        let mut seats = vec![first];
        seats.extend(
            self.session
                .game
                .deciding_too()
                .into_iter()
                .filter(|&s| s != first && decides_apart(&self.session, s)),
        );
        seats
    }

    /// Whether `seat` is a person at another terminal who is not connected now (and no
    /// computer plays for them).
    pub(crate) fn is_away(&self, seat: SeatId) -> bool {
        matches!(self.remote.get(seat), Some(Some(r)) if !r.connected && !r.stand_in)
    }

    /// Whether some seat is played from another terminal.
    pub(crate) fn hosted(&self) -> bool {
        self.remote.iter().any(Option::is_some)
    }

    /// Whether a computer plays for some away seat now.
    pub(crate) fn stood_in(&self) -> bool {
        self.remote.iter().flatten().any(|r| r.stand_in)
    }

    /// Whether some person at another terminal is away now.
    pub(crate) fn someone_away(&self) -> bool {
        (0..self.remote.len()).any(|seat| self.is_away(seat))
    }

    /// The game record so far, as the export writes it.
    /// Public while the game goes on; complete (seed, deals, drawn cards) once it is over.
    pub fn record_text(&self) -> String {
        crate::session::record::export_text(&self.session)
    }
}

/// Whether `seat`'s person decides apart from the others: at a terminal of their own
/// (another terminal, or alone at the keyboard of a table with seats at other
/// terminals). Such a person may decide before their turn where the game lets them
/// ([`crate::games::TableGame::deciding_too`]); at a shared keyboard, decisions keep
/// the game's order.
pub(crate) fn decides_apart<G: ScreenedGame>(session: &Session<G>, seat: SeatId) -> bool {
    let count = |kind: SeatKind| session.seats.iter().filter(|s| s.kind == kind).count();
    match session.seats.get(seat).map(|s| s.kind) {
        Some(SeatKind::Remote) => true,
        Some(SeatKind::Human) => count(SeatKind::Remote) > 0 && count(SeatKind::Human) == 1,
        _ => false,
    }
}

/// What the game's screen part may read now, from a screen's kept decision (borrowing
/// only these, so that the screen's game UI can be changed meanwhile).
pub(crate) fn ctx_in<'a, G: ScreenedGame>(
    decision: &'a OnceCell<Decision<G>>,
    session: &'a Session<G>,
    seen: Seen,
    lang: Lang,
    timer: Option<Clock>,
) -> Ctx<'a, G> {
    let decision = decision.get_or_init(|| {
        Decision::of(
            &session.game,
            &session.seats,
            seen.key,
            seen.private,
            seen.acting,
        )
    });
    debug_assert_eq!(decision.key, seen.key, "a stale decision");
    let mut ctx = decision.ctx(&session.game, lang, timer);
    ctx.watching = seen.watching;
    ctx
}

/// Who looks at a screen now, in a few plain values (so that the screen's game UI can
/// be borrowed apart from them).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Seen {
    key: (u64, Option<SeatId>, Option<SeatId>),
    /// The viewer's own cards may be shown: only ever a seat at this terminal.
    private: bool,
    acting: Option<SeatId>,
    watching: bool,
}

impl<G: ScreenedGame> Screen<G> {
    pub(crate) fn seen(&self, session: &Session<G>) -> Seen {
        Seen {
            key: (session.ply(), self.viewer, self.handoff),
            private: self.private_visible(session) && self.viewer.is_some_and(|s| self.is_here(s)),
            acting: self.acting_person(session),
            watching: !self.here.iter().any(|&here| here),
        }
    }
}

impl<'a, G: ScreenedGame> Look<'a, G> {
    /// What the game's screen part may read now.
    pub fn ctx(self) -> Ctx<'a, G> {
        let seen = self.screen.seen(&self.table.session);
        let clock = self.screen.timer.clock(self.table.now);
        ctx_in(
            &self.screen.decision,
            &self.table.session,
            seen,
            self.screen.lang,
            clock,
        )
    }

    /// The seat at this screen's keyboard when it is that person's decision now.
    pub fn acting_person(self) -> Option<SeatId> {
        self.screen.acting_person(&self.table.session)
    }

    /// The public question on this screen now.
    pub fn poll(self) -> Option<crate::games::Poll<G::Move>> {
        self.screen.poll(&self.table.session)
    }

    /// Whether the focused widget is a text field.
    pub fn wants_text(self) -> bool {
        use crate::game_screen::game_ui::GameUi;
        !self.overlay_takes_keys()
            && self.screen.handoff.is_none()
            && !self.table.is_over()
            && self.screen.ui.typing(&self.ctx()).is_some()
    }
}

impl<G: ScreenedGame> At<'_, G> {
    pub(crate) fn look(&self) -> Look<'_, G> {
        Look {
            table: self.table,
            screen: self.screen,
        }
    }

    /// What the game's screen part may read now, borrowing the screen's decision only.
    fn ctx_with_clock(&self, clock: Option<Clock>) -> Ctx<'_, G> {
        let seen = self.screen.seen(&self.table.session);
        ctx_in(
            &self.screen.decision,
            &self.table.session,
            seen,
            self.screen.lang,
            clock,
        )
    }

    pub(crate) fn acting_person(&self) -> Option<SeatId> {
        self.screen.acting_person(&self.table.session)
    }
}

impl<G: ScreenedGame> GameTable<G> {
    pub(crate) fn with_table(table: Table<G>, host: Screen<G>) -> GameTable<G> {
        let seats = table.session.seats.len();
        let lang = host.lang;
        let stations = (0..seats)
            .map(|seat| {
                table.remote[seat].is_some().then(|| {
                    let here = (0..seats).map(|s| s == seat).collect();
                    Screen::new(&table.session, here, lang)
                })
            })
            .collect();
        let spectators = Screen::new(&table.session, vec![false; seats], lang);
        let mut game_table = GameTable {
            table,
            host,
            stations,
            spectators,
        };
        game_table.catch_up_others(ScreenId::Host);
        game_table
    }

    /// Screen `id` (None: no such screen).
    pub(crate) fn screen(&self, id: ScreenId) -> Option<&Screen<G>> {
        match id {
            ScreenId::Host => Some(&self.host),
            ScreenId::Seat(seat) => self.stations.get(seat)?.as_ref(),
            ScreenId::Spectators => Some(&self.spectators),
        }
    }

    fn screen_mut(&mut self, id: ScreenId) -> Option<&mut Screen<G>> {
        match id {
            ScreenId::Host => Some(&mut self.host),
            ScreenId::Seat(seat) => self.stations.get_mut(seat)?.as_mut(),
            ScreenId::Spectators => Some(&mut self.spectators),
        }
    }

    /// The table and screen `id` read together.
    pub fn look(&self, id: ScreenId) -> Option<Look<'_, G>> {
        Some(Look {
            table: &self.table,
            screen: self.screen(id)?,
        })
    }

    /// The table and the host keyboard's screen, read together.
    pub fn host_look(&self) -> Look<'_, G> {
        Look {
            table: &self.table,
            screen: &self.host,
        }
    }

    /// `f` with the table and screen `id` (None: no such screen); then every other
    /// screen hears what changed at the table, and every screen sees whose turn it is.
    pub(crate) fn on<R>(&mut self, id: ScreenId, f: impl FnOnce(&mut At<'_, G>) -> R) -> Option<R> {
        let before = self.table.session.history.len();
        let GameTable {
            table,
            host,
            stations,
            spectators,
        } = self;
        let screen = match id {
            ScreenId::Host => host,
            ScreenId::Seat(seat) => stations.get_mut(seat)?.as_mut()?,
            ScreenId::Spectators => spectators,
        };
        let result = f(&mut At { table, screen });
        self.tell_others(id, before);
        Some(result)
    }

    /// The other screens hear of what screen `id` changed: the moves played since
    /// `before` (their words in each screen's language, and their summaries), or the
    /// moves taken back. Then every screen catches up.
    fn tell_others(&mut self, id: ScreenId, before: usize) {
        let table = &mut self.table;
        let taken_back = table.taken_back.take();
        let session = &table.session;
        let others: Vec<&mut Screen<G>> = {
            let host = (id != ScreenId::Host).then_some(&mut self.host);
            let spectators = (id != ScreenId::Spectators).then_some(&mut self.spectators);
            let stations = self
                .stations
                .iter_mut()
                .enumerate()
                .filter(|(seat, _)| id != ScreenId::Seat(*seat))
                .filter_map(|(_, st)| st.as_mut());
            host.into_iter().chain(stations).chain(spectators).collect()
        };
        for screen in others {
            match &taken_back {
                Some(undone) => {
                    let text = assists::undone_text(session, undone, screen.lang);
                    screen.undone(session, text);
                }
                None => {
                    for entry in session.history.iter().skip(before) {
                        screen.hear(session, &entry.events);
                    }
                }
            }
        }
        self.catch_up_others(id);
    }

    /// Every screen sees what changed since it last looked (screen `id` too).
    fn catch_up_others(&mut self, _id: ScreenId) {
        let session = &self.table.session;
        self.host.catch_up(session);
        for st in self.stations.iter_mut().flatten() {
            st.catch_up(session);
        }
        self.spectators.catch_up(session);
    }

    /// The host screen's view of the acting person (tests and scripts).
    pub fn acting_person(&self) -> Option<SeatId> {
        self.host_look().acting_person()
    }

    /// The view on the host's screen.
    pub fn view(&self) -> Option<G::View> {
        self.host.view(&self.table.session)
    }

    /// The public question on the host's screen.
    pub fn poll(&self) -> Option<crate::games::Poll<G::Move>> {
        self.host_look().poll()
    }

    /// What the game's screen part on the host's screen may read now.
    pub fn ctx(&self) -> Ctx<'_, G> {
        self.host_look().ctx()
    }

    /// The game's keys on the host's screen now.
    pub fn game_keys(
        &self,
    ) -> Vec<
        crate::game_screen::game_ui::Binding<
            <G::Ui as crate::game_screen::game_ui::GameUi>::Command,
        >,
    > {
        self.host_look().game_keys()
    }

    /// The poll's lines on the host's screen.
    pub fn poll_prompt(&self) -> Option<String> {
        self.host_look().poll_prompt()
    }

    /// The game record so far, as the export writes it.
    pub fn record_text(&self) -> String {
        self.table.record_text()
    }

    /// The normal computer player's choice for `seat` now (the hint).
    pub fn hint_move(&self, seat: SeatId) -> Option<Move<G>> {
        self.table.hint_move(seat)
    }

    /// The acting person at the host's keyboard plays `mv`, as if chosen with the keys:
    /// the autosave and the record follow as effects. For tests and scripts.
    pub fn play_person_move(&mut self, mv: Move<G>, fx: &mut Vec<Effect>) {
        self.play_person_move_at(ScreenId::Host, mv, fx);
    }

    /// The acting person at screen `id` plays `mv`, as if chosen with its keys.
    pub fn play_person_move_at(&mut self, id: ScreenId, mv: Move<G>, fx: &mut Vec<Effect>) {
        self.on(id, |at| {
            at.answer(crate::game_screen::game_ui::Reply::Play(mv), fx)
        });
    }

    /// The person deciding now at screen `id`'s keyboard.
    pub fn acting_person_at(&self, id: ScreenId) -> Option<SeatId> {
        self.look(id)?.acting_person()
    }

    /// The game was changed from outside the table's messages (a test putting another
    /// game in its place): what every screen shows is computed again.
    pub fn refresh(&mut self) {
        self.host.decision = OnceCell::new();
        for st in self.stations.iter_mut().flatten() {
            st.decision = OnceCell::new();
        }
        self.spectators.decision = OnceCell::new();
    }

    /// Whether some screen (the host's with a person at it, or a connected seat's)
    /// still shows a summary: computers wait until everyone has read it.
    pub(crate) fn summary_open(&self) -> bool {
        // A host's terminal with nobody's seat at it (every person at their own device)
        // is a public display: its summary waits for nobody.
        (matches!(self.host.overlay, Overlay::Summary(_)) && self.host.people_here() > 0)
            || self.stations.iter().enumerate().any(|(seat, st)| {
                st.as_ref()
                    .is_some_and(|st| matches!(st.overlay, Overlay::Summary(_)))
                    && self.table.remote[seat].is_some_and(|r| r.connected)
            })
    }
}

impl<G: ScreenedGame> AnyTable for GameTable<G> {
    fn game_key(&self) -> &'static str {
        G::KEY
    }
    fn is_over(&self) -> bool {
        self.table.is_over()
    }
    fn save_error(&self) -> Option<String> {
        self.table.save_error.clone()
    }
    fn save_path(&self) -> &std::path::Path {
        &self.table.save_path
    }
    fn update(&mut self, msg: Msg, env: &Env, fx: &mut Vec<Effect>) -> Exit {
        match msg {
            Msg::Key(action) => self.key(ScreenId::Host, action, env, fx),
            Msg::Tick(now) => {
                self.tick(now, env, fx);
                Exit::Stay
            }
            Msg::BotMove { asked, mv } => {
                self.on(ScreenId::Host, |at| at.bot_answered(asked, mv));
                Exit::Stay
            }
            Msg::Done(Done::Saved(result)) => {
                self.table.save_error = result.err();
                Exit::Stay
            }
            // The seed and save name of the rematch asked for (a late answer, once the
            // table is no longer over, is nothing).
            Msg::Done(Done::Drawn(DrawFor::Rematch, drawn)) if self.table.is_over() => self
                .on(ScreenId::Host, |at| at.rematch(drawn, fx))
                .unwrap_or(Exit::Stay),
            Msg::Done(_) | Msg::Guest(_) | Msg::GuestAction { .. } => Exit::Stay,
        }
    }
    fn key(
        &mut self,
        at: ScreenId,
        action: crate::game_screen::keys::Action,
        env: &Env,
        fx: &mut Vec<Effect>,
    ) -> Exit {
        self.on(at, |at| {
            let (message, ply) = (at.screen.message.clone(), at.table.session.ply());
            let exit = at.key(action, env, fx);
            at.guide_after_key(&message, ply);
            exit
        })
        .unwrap_or(Exit::Stay)
    }
    fn draw(&self, at: ScreenId, frame: &mut Frame, area: Rect) -> TableMemo {
        match self.look(at) {
            Some(look) => crate::ui::table::draw(frame, area, look),
            None => TableMemo::default(),
        }
    }
    fn speak(&self, at: ScreenId) -> Option<crate::ui::speech::Spoken> {
        self.look(at).map(crate::ui::speech::spoken)
    }
    fn remember(&mut self, at: ScreenId, memo: TableMemo) {
        if let Some(screen) = self.screen_mut(at) {
            screen.memo = memo;
        }
    }
    fn lang(&self, at: ScreenId) -> Lang {
        self.screen(at).map_or(self.host.lang, |s| s.lang)
    }
    fn wants_text(&self, at: ScreenId) -> bool {
        self.look(at).is_some_and(Look::wants_text)
    }
    fn help(&self, at: ScreenId) -> (String, String) {
        let lang = self.lang(at);
        let section = toml::Value::try_from(self.table.session.game.house_rules())
            .unwrap_or_else(|_| self.table.section.clone());
        let def = crate::games::find(G::KEY);
        let mut text = def.map_or_else(String::new, |d| d.help_in_force(lang, &section));
        text.push_str(super::text::table::words(lang).table_keys);
        (crate::engine::words::pair(lang, G::TITLE).to_string(), text)
    }
    fn note(&mut self, at: ScreenId, text: String) {
        if let Some(screen) = self.screen_mut(at) {
            screen.message = text;
        }
    }
    fn computer_to_move(&self) -> bool {
        !self.summary_open()
            && !self.table.guide.as_ref().is_some_and(|g| g.after_round())
            && !self.table.poll_holds_computers()
            && self
                .table
                .session
                .to_act()
                .is_some_and(|s| !self.table.session.seats[s].is_human())
    }
    fn guided(&self) -> bool {
        self.table.guide.is_some()
    }
    fn woken(&mut self) {
        self.table.bot = None;
        self.refresh();
    }
    fn remote_seats(&self) -> Vec<(SeatId, String, bool)> {
        self.table
            .remote
            .iter()
            .enumerate()
            .filter_map(|(seat, r)| {
                Some((
                    seat,
                    self.table.session.seats[seat].name.clone(),
                    r.as_ref()?.connected,
                ))
            })
            .collect()
    }
    fn connect(&mut self, seat: SeatId, lang: Lang) -> Result<(), String> {
        GameTable::connect(self, seat, lang)
    }
    fn disconnect(&mut self, seat: SeatId) {
        GameTable::disconnect(self, seat)
    }
}
