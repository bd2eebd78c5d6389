//! The contract between the host and a game's screen part: what a game's UI may read
//! ([`Ctx`]), what its keys answer ([`Reply`]), the keys it binds ([`Binding`]) and the
//! trait it implements ([`GameUi`]). A game's UI never holds the game state: it gets the
//! view of the seat whose eyes are on the screen, the public view, the legal moves and a
//! way to ask why a move would be refused ([`Checker`]). A UI that tried to read a hidden
//! card would not compile.

use super::keys::Action;
use crate::engine::{Lang, Rules, Seat, SeatId};
use crate::games::TableGame;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
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
        let mut probe = self.game.clone();
        probe.apply(self.acting?, mv).err()
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
            legal: acting.map_or_else(Vec::new, |s| game.legal_moves(s)),
        }
    }

    /// What the game's screen part may read: this decision, and a checker on `game`.
    pub fn ctx<'a>(&'a self, game: &'a G, lang: Lang, now: Option<Instant>) -> Ctx<'a, G> {
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
            now,
            checker: Checker {
                game,
                acting: self.acting,
            },
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
    /// The last tick's time, for timers.
    pub now: Option<Instant>,
    pub checker: Checker<'a, G>,
}

impl<G: TableGame> Ctx<'_, G> {
    /// What stands where the viewer's hand would be when it may not be shown.
    pub fn hidden_hand_text(&self) -> &'static str {
        if self.seats.iter().all(|s| !s.is_human()) {
            self.lang.pick(
                "Only computer players: every hand stays hidden.",
                "Solo juegan máquinas: las manos quedan ocultas.",
            )
        } else {
            self.lang.pick(
                "Your cards are hidden while the others decide.",
                "Tus cartas quedan ocultas mientras deciden los demás.",
            )
        }
    }
}

/// The table screen's part of a game: its board, prompt and keys. Drawing reads a
/// [`Ctx`]; keys change only the game's own input state or answer with a move.
pub trait GameUi: Default + Send + 'static {
    type Game: TableGame;
    type Command: Copy + PartialEq + std::fmt::Debug;

    /// A new decision (or a new person at the keyboard): the choices of the last one go.
    fn new_turn(&mut self);
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
    /// Time passes (the impatient timer).
    fn tick(&mut self, _ctx: &Ctx<Self::Game>) -> Reply<<Self::Game as Rules>::Move> {
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
    /// The score pad's lines for a pad `width` wide and `rows` high.
    fn score_pad(&self, ctx: &Ctx<Self::Game>, width: u16, rows: u16) -> Vec<Line<'static>>;
}
