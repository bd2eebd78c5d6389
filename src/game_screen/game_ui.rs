//! The contract between the host and a game's screen part: what a game's UI may read
//! ([`Ctx`]), what its keys answer ([`Reply`]), the keys it binds ([`Binding`]) and the
//! trait it implements ([`GameUi`]). A game's UI never holds the game state: it gets the
//! view of the seat whose eyes are on the screen, the public view, the legal moves and a
//! way to ask why a move would be refused ([`Checker`]). A UI that tried to read a hidden
//! card would not compile. Timers are the host's too: a game's UI asks for a countdown
//! ([`GameUi::countdown`]), reads it in [`Ctx::timer`] and says what its running out
//! plays ([`GameUi::time_up`]); the host's [`Timer`] starts and clears it.

use super::keys::Action;
use crate::engine::{Lang, Rules, Seat, SeatId};
use crate::games::TableGame;
use ratatui::Frame;
use ratatui::layout::{Position, Rect};
use ratatui::text::Line;
use std::cell::Cell;
use std::time::Instant;

/// A key the game answers to now, what it does in words, and the game's own name for it.
pub struct Binding<C> {
    pub keys: Vec<Action>,
    pub label: String,
    /// Shown in the footer (aliases are not, to save room).
    pub shown: bool,
    pub command: C,
}

impl<C> Binding<C> {
    pub fn new(keys: &[Action], label: &str, command: C) -> Binding<C> {
        Binding {
            keys: keys.to_vec(),
            label: label.to_string(),
            shown: true,
            command,
        }
    }

    pub fn hidden(mut self) -> Binding<C> {
        self.shown = false;
        self
    }
}

/// What the game makes of a key.
pub enum Reply<M> {
    Nothing,
    /// A line for the message area (a refusal, a hint); nothing changed.
    Say(String),
    /// The acting person's move.
    Play(M),
    /// Start the decision's countdown now (a key that starts a timer: see
    /// [`GameUi::countdown`]).
    StartTimer,
}

/// When a decision's countdown starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// At the first tick of the decision: as soon as it is on the screen.
    FirstTick,
    /// When one of the game's keys answers [`Reply::StartTimer`].
    Key,
}

/// A countdown a game's screen part asks the host for: `seconds` for this decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Countdown {
    pub seconds: u64,
    pub start: Start,
}

/// The decision's countdown as the host reports it ([`Ctx::timer`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    pub seconds: u64,
    /// Whole seconds left (0: the time is up).
    pub left: u64,
}

impl Clock {
    pub fn expired(&self) -> bool {
        self.left == 0
    }
}

/// The host's timer service: at most one countdown, for the decision on the screen. The
/// host starts it (at the first tick, or when a key asks), clears it at every new
/// decision and reads it into [`Ctx::timer`]; the game's UI says only how long it is
/// ([`GameUi::countdown`]) and what happens when it runs out ([`GameUi::time_up`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Timer {
    /// When the countdown started, and how many seconds it runs.
    running: Option<(Instant, u64)>,
}

impl Timer {
    /// The countdown at `now` (the last tick), None when none runs.
    pub fn clock(&self, now: Option<Instant>) -> Option<Clock> {
        let (started, seconds) = self.running?;
        let now = now.unwrap_or(started);
        let gone = now.saturating_duration_since(started).as_secs();
        Some(Clock {
            seconds,
            left: seconds.saturating_sub(gone),
        })
    }

    /// A new decision: the last one's countdown goes.
    pub fn clear(&mut self) {
        self.running = None;
    }

    /// A key asked for the countdown: it starts at `now` (at once when no tick came
    /// yet), unless it runs already or the decision has none.
    pub fn start(&mut self, asked: Option<Countdown>, now: Option<Instant>) {
        if let (None, Some(c)) = (self.running, asked) {
            self.running = Some((now.unwrap_or_else(Instant::now), c.seconds));
        }
    }

    /// A tick at `now`, with the countdown the decision asks for: one that starts at the
    /// first tick starts; true when the running one has run out (it stops, and the
    /// game's move for that follows).
    pub fn tick(&mut self, asked: Option<Countdown>, now: Instant) -> bool {
        let Some(countdown) = asked else {
            return false;
        };
        if self.running.is_none() && countdown.start == Start::FirstTick {
            self.running = Some((now, countdown.seconds));
        }
        if self.clock(Some(now)).is_some_and(|c| c.expired()) {
            self.running = None;
            return true;
        }
        false
    }
}

/// Asks the rules whether a move would be accepted, without showing the state: the
/// game stays private to this module.
/// Only the acting person's moves can be asked about: another seat's refusals could tell
/// its hidden cards.
pub struct Checker<'a, G> {
    game: &'a G,
    acting: Option<SeatId>,
}

impl<G: Rules> Checker<'_, G> {
    /// Why the acting person may not play `mv` now (None: the rules accept it, or nobody
    /// at the keyboard decides).
    pub fn refusal(&self, mv: &G::Move) -> Option<G::Error> {
        self.game.check(self.acting?, mv).err()
    }
}

/// Everything a decision shows, computed once per move, viewer and hand-off (the legal
/// moves of a word game cost a dictionary search): the table keeps one and lends it to
/// every frame and key until the decision changes.
#[derive(Clone, Debug)]
pub struct Decision<G: Rules> {
    /// The moves played, the seat on the screen and the hand-off it was computed for.
    pub key: (u64, Option<SeatId>, Option<SeatId>),
    pub names: Vec<String>,
    /// Who sits where (people and computers): public.
    pub seats: Vec<Seat>,
    pub viewer: Option<SeatId>,
    pub view: Option<G::View>,
    pub public: G::View,
    pub acting: Option<SeatId>,
    pub to_act: Option<SeatId>,
    pub legal: Vec<G::Move>,
}

impl<G: TableGame> Decision<G> {
    /// The decision as `viewer` sees it: `private` says whether the viewer's own cards
    /// may be on the screen now; `acting` is the person at the keyboard who decides.
    pub fn of(
        game: &G,
        seats: &[Seat],
        key: (u64, Option<SeatId>, Option<SeatId>),
        private: bool,
        acting: Option<SeatId>,
    ) -> Decision<G> {
        let viewer = key.1;
        Decision {
            key,
            names: seats.iter().map(|s| s.name.clone()).collect(),
            seats: seats.to_vec(),
            viewer,
            view: viewer.filter(|_| private).map(|s| game.view_for(s)),
            public: game.public_view(),
            acting,
            to_act: game.to_act(),
            legal: acting.map_or_else(Vec::new, |s| game.candidate_moves(s)),
        }
    }

    /// What the game's screen part may read: this decision, and a checker on `game`.
    /// `timer`: the decision's countdown, as the host's [`Timer`] reads it now.
    pub fn ctx<'a>(&'a self, game: &'a G, lang: Lang, timer: Option<Clock>) -> Ctx<'a, G> {
        Ctx {
            lang,
            names: &self.names,
            seats: &self.seats,
            viewer: self.viewer,
            view: self.view.as_ref(),
            public: &self.public,
            acting: self.acting,
            to_act: self.to_act,
            legal: &self.legal,
            timer,
            checker: Checker {
                game,
                acting: self.acting,
            },
            watching: false,
            replaying: false,
            focus: Cell::new(None),
        }
    }
}

/// What a game's screen part may read: the views it may show, never the state.
pub struct Ctx<'a, G: TableGame> {
    pub lang: Lang,
    pub names: &'a [String],
    pub seats: &'a [Seat],
    /// The seat whose view is on the screen (None: nobody's).
    pub viewer: Option<SeatId>,
    /// The viewer's own view, when their private cards may be shown now.
    pub view: Option<&'a G::View>,
    /// What every seat (and a spectator) may see: no hand, no face-down card.
    pub public: &'a G::View,
    /// The person at the keyboard who must decide now.
    pub acting: Option<SeatId>,
    /// The seat the game waits for (a person or a computer), None once it is over.
    pub to_act: Option<SeatId>,
    /// The acting person's legal moves (empty when nobody at the keyboard decides).
    pub legal: &'a [G::Move],
    /// The decision's countdown, once the host runs it (None: none asked for, or not
    /// started yet).
    pub timer: Option<Clock>,
    pub checker: Checker<'a, G>,
    /// Nobody who plays sits at this terminal (a spectator, or a host whose people all
    /// play from other terminals).
    pub watching: bool,
    /// A replay: the seat on the screen is only looked at, nobody there is "you".
    pub replaying: bool,
    /// Where the board drew the focused item ([`Ctx::focus`]).
    focus: Cell<Option<Position>>,
}

impl<G: TableGame> Ctx<'_, G> {
    /// Whether `seat`'s name is marked "(you)": the person whose own cards are shown,
    /// at a table (never in a replay, where any seat's view may be looked at).
    pub fn is_you(&self, seat: SeatId) -> bool {
        Some(seat) == self.viewer && self.view.is_some() && !self.replaying
    }

    /// The focused item (the card under the hand's cursor, the chip or slot chosen, the
    /// field being typed) starts at `at`: the terminal's cursor goes there with the
    /// `focus_cursor` setting, for a screen reader to read (issue 38). A place outside
    /// `within` (cut off the screen) is no focus.
    pub fn focus(&self, at: Position, within: Rect) {
        if within.contains(at) {
            self.focus.set(Some(at));
        }
    }

    /// Where the last board drawn with this context put its focused item.
    pub fn focused(&self) -> Option<Position> {
        self.focus.get()
    }

    /// What stands where the viewer's hand would be when it may not be shown.
    pub fn hidden_hand_text(&self) -> &'static str {
        let words = super::text::words(self.lang);
        if self.seats.iter().all(|s| !s.is_human()) {
            words.hands_hidden_computers
        } else if self.watching {
            words.hands_hidden_watching
        } else {
            words.hand_hidden
        }
    }
}

/// A game as the app seats people at it: its rules and its screen. Each game's `ui.rs`
/// names its screen here, so the rules side ([`TableGame`]) names no terminal type.
pub trait ScreenedGame: TableGame {
    type Ui: GameUi<Game = Self>;
}

/// The table screen's part of a game: its board, prompt and keys. Drawing reads a
/// [`Ctx`]; keys change only the game's own input state or answer with a move.
pub trait GameUi: Default + Send + 'static {
    type Game: TableGame;
    type Command: Copy + PartialEq + std::fmt::Debug;

    /// A new decision: the choices of the last one go.
    fn new_turn(&mut self);
    /// Another person at the keyboard: nothing of the last person's input is left, not
    /// even where their cursor was (it would tell where a card sat in their hand).
    fn new_person(&mut self) {
        *self = Self::default();
    }
    /// The keys that work now; the footer shows the same list.
    fn bindings(&self, ctx: &Ctx<Self::Game>) -> Vec<Binding<Self::Command>>;
    fn command(
        &mut self,
        ctx: &Ctx<Self::Game>,
        command: Self::Command,
        action: Action,
    ) -> Reply<<Self::Game as Rules>::Move>;
    /// Letters are text now (a word is being typed); the footer says what typing does.
    fn typing(&self, _ctx: &Ctx<Self::Game>) -> Option<String> {
        None
    }
    /// The label of the word being typed when it says where the word goes ("Word on
    /// Bob's word"): line mode says it when it changes, as the screen shows it.
    fn field_label(&self, _ctx: &Ctx<Self::Game>) -> Option<String> {
        None
    }
    fn text(&mut self, _ctx: &Ctx<Self::Game>, _c: char) -> Reply<<Self::Game as Rules>::Move> {
        Reply::Nothing
    }
    /// A click on something the board marked as clickable (its index).
    fn clicked(
        &mut self,
        _ctx: &Ctx<Self::Game>,
        _hit: usize,
    ) -> Reply<<Self::Game as Rules>::Move> {
        Reply::Nothing
    }
    /// The countdown this decision asks the host for (None: no timer now). The host
    /// runs it and shows it in [`Ctx::timer`].
    fn countdown(&self, _ctx: &Ctx<Self::Game>) -> Option<Countdown> {
        None
    }
    /// The countdown ran out: what that does (the acting person's move).
    fn time_up(&self, _ctx: &Ctx<Self::Game>) -> Reply<<Self::Game as Rules>::Move> {
        Reply::Nothing
    }
    /// The header after the game's title: mode, round, dealer.
    fn header(&self, ctx: &Ctx<Self::Game>) -> String;
    /// What the acting person is asked for (None: nothing to ask).
    fn prompt(&self, ctx: &Ctx<Self::Game>) -> Option<String>;
    /// Rows the board would like at this width (the rest goes to the last moves).
    fn board_rows(&self, ctx: &Ctx<Self::Game>, width: u16) -> u16;
    /// Draws the board; clickable places go into `hits` with their index.
    fn draw_board(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Ctx<Self::Game>,
        hits: &mut Vec<(Rect, usize)>,
    );
    /// Rows the compact board would like at this width: a seat's screen narrower than 80
    /// or shorter than 24, down to 40x20 (a phone held upright). Default: the board's.
    fn compact_rows(&self, ctx: &Ctx<Self::Game>, width: u16) -> u16 {
        self.board_rows(ctx, width)
    }
    /// Draws the board on a phone-size screen: what is asked of this seat, its hand
    /// (wrapped), the public cards the decision depends on and each seat's count and
    /// score, in `area` (which may be shorter than [`GameUi::compact_rows`]: the hand
    /// and the decision's cards come first). Clickable places go into `hits` as in
    /// [`GameUi::draw_board`]. Default: the full board, cut to the area.
    fn draw_compact(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Ctx<Self::Game>,
        hits: &mut Vec<(Rect, usize)>,
    ) {
        self.draw_board(frame, area, ctx, hits);
    }
    /// Where the board drawn in `board` puts the element a guide step names ("hand",
    /// "trick"...): the same rectangle `draw_board` uses. None: no such element now.
    fn element(&self, _ctx: &Ctx<Self::Game>, _board: Rect, _name: &str) -> Option<Rect> {
        None
    }
    /// [`GameUi::element`] on the compact board [`GameUi::draw_compact`] draws in
    /// `board`. None: no such element (a guide's box then goes where it can).
    fn compact_element(&self, _ctx: &Ctx<Self::Game>, _board: Rect, _name: &str) -> Option<Rect> {
        None
    }
    /// The score pad's lines for a pad `width` wide and `rows` high.
    fn score_pad(&self, ctx: &Ctx<Self::Game>, width: u16, rows: u16) -> Vec<Line<'static>>;
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    const AT_ONCE: Option<Countdown> = Some(Countdown {
        seconds: 5,
        start: Start::FirstTick,
    });
    const BY_KEY: Option<Countdown> = Some(Countdown {
        seconds: 5,
        start: Start::Key,
    });

    #[test]
    fn a_first_tick_countdown_runs_out_once_and_a_new_decision_clears_it() {
        let t0 = Instant::now();
        let secs = Duration::from_secs;
        let mut timer = Timer::default();
        assert_eq!(timer.clock(Some(t0)), None);
        assert!(!timer.tick(AT_ONCE, t0));
        let left = |timer: &Timer, t| timer.clock(Some(t)).map(|c| c.left);
        assert_eq!(left(&timer, t0), Some(5));
        assert!(!timer.tick(AT_ONCE, t0 + secs(2)));
        assert_eq!(left(&timer, t0 + secs(2)), Some(3));
        assert!(timer.tick(AT_ONCE, t0 + secs(5)), "time is up");
        assert_eq!(left(&timer, t0 + secs(5)), None, "it stops once run out");
        // Still the same decision (the move was refused): it starts again.
        assert!(!timer.tick(AT_ONCE, t0 + secs(6)));
        assert_eq!(left(&timer, t0 + secs(6)), Some(5));
        // A new decision: nothing runs until its first tick, which has the whole time.
        timer.clear();
        assert_eq!(left(&timer, t0 + secs(9)), None);
        assert!(!timer.tick(AT_ONCE, t0 + secs(20)));
        assert_eq!(left(&timer, t0 + secs(20)), Some(5));
        // A decision with no countdown: it never runs out.
        timer.clear();
        assert!(!timer.tick(None, t0 + secs(40)));
        assert_eq!(left(&timer, t0 + secs(40)), None);
    }

    #[test]
    fn a_key_countdown_waits_for_its_key() {
        let t0 = Instant::now();
        let secs = Duration::from_secs;
        let mut timer = Timer::default();
        assert!(!timer.tick(BY_KEY, t0));
        assert_eq!(timer.clock(Some(t0 + secs(9))), None, "no key yet");
        timer.start(BY_KEY, Some(t0 + secs(10)));
        // A second press does not start it again.
        timer.start(BY_KEY, Some(t0 + secs(12)));
        assert!(!timer.tick(BY_KEY, t0 + secs(14)));
        assert_eq!(timer.clock(Some(t0 + secs(14))).map(|c| c.left), Some(1));
        assert!(timer.tick(BY_KEY, t0 + secs(15)));
        timer.start(None, Some(t0));
        assert_eq!(
            timer.clock(Some(t0)),
            None,
            "no countdown asked: none starts"
        );
    }
}
