//! The replay viewer: a finished game, move by move, every card face up. Opened by
//! `naipes replay FILE` ([`open`], then [`super::App::open_replay`]) or, from inside the
//! app, by [`super::effects::Effect::OpenReplay`] (the launcher's way: the file is read
//! by the runner, and Esc comes back to the launcher).
//!
//! The states come from the game module ([`crate::session::replay`]); the board is the
//! game's own, drawn from one seat's view ([`GameUi::draw_board`]), or every seat's
//! cards listed ([`TableGame::hands_text`]). Keys are bindings, so the footer shows
//! exactly the keys that work.

use super::table::TableMemo;
use super::text::replay::{fill, words};
use crate::engine::{Lang, SeatId};
use crate::game_screen::game_ui::ScreenedGame;
use crate::game_screen::game_ui::{Binding, Ctx, Decision};
use crate::game_screen::keys::Action;
use crate::session::replay::{Refusal, Replay, Source};
use ratatui::Frame;
use ratatui::layout::Rect;
use std::path::Path;

/// A replay, its game's types erased, for the app's screen list. `Any`: whoever knows
/// the game can read it typed (`downcast_ref::<ReplayTable<G>>`).
pub trait ReplayScreen: std::any::Any + Send {
    fn game_key(&self) -> &'static str;
    fn lang(&self) -> Lang;
    /// A key: true when it leaves the replay (Esc, q).
    fn key(&mut self, action: Action) -> bool;
    fn draw(&self, frame: &mut Frame, area: Rect) -> TableMemo;
    fn remember(&mut self, memo: TableMemo);
    /// The rules help, after what the replay's keys do.
    fn help(&self) -> (String, String);
    /// Esc goes back to the launcher (true) or quits (opened from the command line).
    fn set_from_launcher(&mut self, from_launcher: bool);
    fn opened_from_launcher(&self) -> bool;
    /// Where the replay stands: the moves shown, of all the moves.
    fn position(&self) -> (usize, usize);
    /// Whose view is on the screen (None: all hands).
    fn viewer(&self) -> Option<SeatId>;
    /// The line under the board: where the replay stands, or why a key did nothing.
    fn message(&self) -> String;
    /// The keys that work now, as the footer shows them: (key, what it does).
    fn footer_keys(&self) -> Vec<(String, String)>;
    /// The review the last key asked for (`p`), once.
    fn take_review(&mut self) -> Option<crate::games::review::Job>;
    /// The practice game the last key asked for (`n`), once: the game's key and the
    /// session as it stood at the move shown (the same deal and seats, the moves after it
    /// gone), marked as practice, to open as a saved game is.
    fn take_practice(&mut self) -> Option<(&'static str, serde_json::Value)>;
}

/// Reads `path` (a complete record, or a finished save) and opens its replay; `game`:
/// which game of a record holding several (from 1; the first when None). Err: why not,
/// in `lang`.
pub fn open(path: &Path, game: Option<usize>, lang: Lang) -> Result<Box<dyn ReplayScreen>, String> {
    let refused = |r: Refusal| format!("{}: {}", path.display(), r.text(lang));
    let (key, source) = crate::session::replay::read(path, game).map_err(refused)?;
    let def = crate::games::find(&key).ok_or_else(|| {
        refused(Refusal::Damaged(format!(
            "{key} is not a game of this version"
        )))
    })?;
    super::registry::tables_of(def)
        .map_err(|e| format!("{}: {e}", path.display()))?
        .open_replay(source, lang)
        .map_err(refused)
}

/// What the screen shows of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    Seat(SeatId),
    AllHands,
}

/// What is shown over the replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlay {
    None,
    Scores,
    /// The moves up to here, scrolled up by this many rows.
    Log(u16),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ReplayKey {
    Step,
    Round,
    Ends,
    NextView,
    Seat,
    AllHands,
    Scores,
    Log,
    Scroll,
    Close,
    Leave,
    /// The review of every person's plays (README, "Review of a finished game").
    ReviewPlays,
    /// A practice game from the move shown, with the same cards and seats.
    Practise,
}

pub struct ReplayTable<G: ScreenedGame> {
    pub replay: Replay<G>,
    /// The moves shown (0: the deal).
    pub ply: usize,
    pub view: View,
    pub overlay: Overlay,
    pub lang: Lang,
    /// Each move in words, as the table told it.
    pub told: Vec<String>,
    /// Why the last key did nothing (cleared by the next key that works).
    pub notice: Option<String>,
    pub ui: G::Ui,
    pub memo: TableMemo,
    pub from_launcher: bool,
    /// `p` was pressed: the app starts the review.
    pub review_asked: bool,
    /// `n` was pressed: the app opens a practice game from the move shown.
    pub practice_asked: bool,
}

impl<G: ScreenedGame> ReplayTable<G> {
    pub fn new(replay: Replay<G>, lang: Lang) -> ReplayTable<G> {
        let lang = G::forced_lang().unwrap_or(lang);
        let names = replay.session.names();
        let told = replay
            .session
            .history
            .iter()
            .map(|e| super::table::told::<G>(&e.events, lang, &names))
            .collect();
        ReplayTable {
            replay,
            ply: 0,
            view: View::Seat(0),
            overlay: Overlay::None,
            lang,
            told,
            notice: None,
            ui: G::Ui::default(),
            memo: TableMemo::default(),
            from_launcher: false,
            review_asked: false,
            practice_asked: false,
        }
    }

    /// The game as it stood after `ply` moves.
    pub fn state(&self) -> &G {
        &self.replay.states[self.ply.min(self.replay.plies())]
    }

    /// What the game's screen part reads: the state at this move, from the viewer's
    /// seat with its own cards in view (None: what every seat sees).
    pub fn decision(&self) -> Decision<G> {
        let viewer = match self.view {
            View::Seat(s) => Some(s),
            View::AllHands => None,
        };
        Decision::of(
            self.state(),
            &self.replay.session.seats,
            (self.ply as u64, viewer, None),
            true,
            None,
        )
    }

    pub fn ctx<'a>(&'a self, decision: &'a Decision<G>) -> Ctx<'a, G> {
        let mut ctx = decision.ctx(self.state(), self.lang, None);
        ctx.replaying = true;
        ctx
    }

    pub(crate) fn bindings(&self) -> Vec<Binding<ReplayKey>> {
        let w = words(self.lang);
        let mut keys = Vec::new();
        // The moves step on under the log: it follows them.
        keys.push(Binding::new(
            &[Action::Left, Action::Right],
            w.key_step,
            ReplayKey::Step,
        ));
        if let Overlay::Log(_) = self.overlay {
            keys.push(Binding::new(
                &[Action::Up, Action::Down],
                w.key_scroll,
                ReplayKey::Scroll,
            ));
            keys.push(Binding::new(
                &[Action::Home, Action::End],
                w.key_ends,
                ReplayKey::Ends,
            ));
            keys.push(Binding::new(
                &[Action::Back, Action::Log, Action::Char('q')],
                w.key_close,
                ReplayKey::Close,
            ));
            return keys;
        }
        keys.push(Binding::new(
            &[Action::Up, Action::Down],
            w.key_round,
            ReplayKey::Round,
        ));
        keys.push(Binding::new(&[Action::PageUp], w.key_round, ReplayKey::Round).hidden());
        keys.push(Binding::new(&[Action::PageDown], w.key_round, ReplayKey::Round).hidden());
        keys.push(Binding::new(
            &[Action::Home, Action::End],
            w.key_ends,
            ReplayKey::Ends,
        ));
        keys.push(Binding::new(
            &[Action::Char('v')],
            w.key_view,
            ReplayKey::NextView,
        ));
        let digits: Vec<Action> = ('1'..='9').map(Action::Char).collect();
        keys.push(Binding::new(&digits, w.key_seat, ReplayKey::Seat).hidden());
        keys.push(Binding::new(&[Action::Char('a')], w.key_all, ReplayKey::AllHands).hidden());
        if !self.memo.side_pad {
            let label = if self.overlay == Overlay::Scores {
                w.key_close_scores
            } else {
                w.key_scores
            };
            keys.push(Binding::new(&[Action::Tab], label, ReplayKey::Scores));
        }
        keys.push(Binding::new(&[Action::Log], w.key_moves, ReplayKey::Log));
        let leave = if self.from_launcher {
            w.key_back
        } else {
            w.key_quit
        };
        keys.push(Binding::new(
            &[Action::Back, Action::Char('q')],
            leave,
            ReplayKey::Leave,
        ));
        // After the way out: where a phone's footer runs out of rows, these go first.
        keys.push(Binding::new(
            &[Action::Char('p')],
            w.key_review_plays,
            ReplayKey::ReviewPlays,
        ));
        keys.push(Binding::new(
            &[Action::Char('n')],
            w.key_practise,
            ReplayKey::Practise,
        ));
        keys
    }

    fn go(&mut self, ply: usize, why_not: &str) {
        if ply == self.ply {
            self.notice = Some(why_not.to_string());
        } else {
            self.ply = ply;
        }
    }

    fn command(&mut self, command: ReplayKey, action: Action) -> bool {
        let w = words(self.lang);
        let plies = self.replay.plies();
        let seats = self.replay.session.seats.len();
        let forward = matches!(action, Action::Right | Action::Down | Action::PageDown);
        let why_not = if forward { w.at_end } else { w.at_start };
        match command {
            ReplayKey::Step => {
                let to = if forward {
                    (self.ply + 1).min(plies)
                } else {
                    self.ply.saturating_sub(1)
                };
                self.go(to, why_not);
            }
            ReplayKey::Round => {
                let to = if forward {
                    self.replay.next_round(self.ply)
                } else {
                    self.replay.prev_round(self.ply)
                };
                self.go(to, why_not);
            }
            ReplayKey::Ends if action == Action::End => self.go(plies, w.at_end),
            ReplayKey::Ends => self.go(0, w.at_start),
            ReplayKey::NextView => {
                self.view = match self.view {
                    View::Seat(s) if s + 1 < seats => View::Seat(s + 1),
                    View::Seat(_) => View::AllHands,
                    View::AllHands => View::Seat(0),
                }
            }
            ReplayKey::Seat => {
                if let Action::Char(c) = action
                    && let Some(n) = c.to_digit(10)
                {
                    if (n as usize) <= seats && n > 0 {
                        self.view = View::Seat(n as usize - 1);
                    } else {
                        self.notice = Some(fill(
                            w.no_seat,
                            &[("n", &n.to_string()), ("seats", &seats.to_string())],
                        ));
                    }
                }
            }
            ReplayKey::AllHands => self.view = View::AllHands,
            ReplayKey::Scores => {
                self.overlay = if self.overlay == Overlay::Scores {
                    Overlay::None
                } else {
                    Overlay::Scores
                }
            }
            ReplayKey::Log => self.overlay = Overlay::Log(0),
            ReplayKey::ReviewPlays => self.review_asked = true,
            ReplayKey::Practise if self.ply >= plies => {
                self.notice = Some(w.practise_at_end.to_string());
            }
            ReplayKey::Practise => self.practice_asked = true,
            ReplayKey::Scroll => {
                if let Overlay::Log(top) = self.overlay {
                    self.overlay = Overlay::Log(if action == Action::Up {
                        top.saturating_add(1)
                    } else {
                        top.saturating_sub(1)
                    });
                }
            }
            ReplayKey::Close => self.overlay = Overlay::None,
            ReplayKey::Leave => return true,
        }
        false
    }

    /// Where the replay stands, in words: the deal, the move just shown, or the end.
    pub fn status(&self) -> String {
        let w = words(self.lang);
        let plies = self.replay.plies();
        if self.ply == 0 {
            let names = self.replay.session.names();
            let mut text = w.at_deal.to_string();
            for line in self.replay.states[0].opening_text(self.lang, &names) {
                text.push(' ');
                text.push_str(&line);
            }
            return text;
        }
        let entry = &self.replay.session.history[self.ply - 1];
        let name = self
            .replay
            .session
            .seats
            .get(entry.seat)
            .map_or("", |s| s.name.as_str());
        let mut text = fill(
            w.move_of,
            &[
                ("ply", &self.ply.to_string()),
                ("plies", &plies.to_string()),
                ("name", name),
                ("text", &self.told[self.ply - 1]),
            ],
        );
        if self.ply == plies
            && let Some(outcome) = self.state().outcome()
        {
            let names = self.replay.session.names();
            let winners: Vec<&str> = outcome
                .winners
                .iter()
                .filter_map(|&s| names.get(s).map(String::as_str))
                .collect();
            let totals: Vec<String> = names
                .iter()
                .zip(&outcome.totals)
                .map(|(n, t)| format!("{n} {t}"))
                .collect();
            text.push(' ');
            text.push_str(&fill(
                w.over,
                &[
                    ("winners", &winners.join(", ")),
                    ("totals", &totals.join(", ")),
                ],
            ));
        }
        text
    }
}

impl<G: ScreenedGame> ReplayScreen for ReplayTable<G> {
    fn game_key(&self) -> &'static str {
        G::KEY
    }
    fn lang(&self) -> Lang {
        self.lang
    }
    fn key(&mut self, action: Action) -> bool {
        let found = self
            .bindings()
            .into_iter()
            .find(|b| b.keys.contains(&action));
        match found {
            Some(b) => {
                self.notice = None;
                self.command(b.command, action)
            }
            None => {
                self.notice = Some(words(self.lang).not_a_key.to_string());
                false
            }
        }
    }
    fn draw(&self, frame: &mut Frame, area: Rect) -> TableMemo {
        crate::ui::replay::draw(frame, area, self)
    }
    fn remember(&mut self, memo: TableMemo) {
        self.memo = memo;
        if self.memo.side_pad && self.overlay == Overlay::Scores {
            self.overlay = Overlay::None;
        }
    }
    fn help(&self) -> (String, String) {
        let lang = self.lang;
        let section = toml::Value::try_from(self.state().house_rules()).ok();
        let rules = match (crate::games::find(G::KEY), section) {
            (Some(def), Some(section)) => def.help_in_force(lang, &section),
            _ => String::new(),
        };
        let title = format!(
            "{} · {}",
            words(lang).title,
            crate::engine::words::pair(lang, G::TITLE)
        );
        (title, format!("{}{rules}", words(lang).help))
    }
    fn set_from_launcher(&mut self, from_launcher: bool) {
        self.from_launcher = from_launcher;
    }
    fn opened_from_launcher(&self) -> bool {
        self.from_launcher
    }
    fn position(&self) -> (usize, usize) {
        (self.ply, self.replay.plies())
    }
    fn viewer(&self) -> Option<SeatId> {
        match self.view {
            View::Seat(s) => Some(s),
            View::AllHands => None,
        }
    }
    fn message(&self) -> String {
        self.notice.clone().unwrap_or_else(|| self.status())
    }
    fn footer_keys(&self) -> Vec<(String, String)> {
        crate::ui::replay::footer_keys(self)
    }
    fn take_practice(&mut self) -> Option<(&'static str, serde_json::Value)> {
        if !std::mem::take(&mut self.practice_asked) {
            return None;
        }
        let mut session = self.replay.session.clone();
        session.history.truncate(self.ply);
        session.game = self.replay.states.get(self.ply)?.clone();
        session.typed_answers.clear();
        session.hints_used.clear();
        session.practice = true;
        // Everyone plays at this keyboard: a seat taken from another terminal is a
        // person here.
        for seat in &mut session.seats {
            if seat.kind == crate::engine::SeatKind::Remote {
                seat.kind = crate::engine::SeatKind::Human;
            }
        }
        let body = serde_json::to_value(&session).ok()?;
        Some((G::KEY, body))
    }
    fn take_review(&mut self) -> Option<crate::games::review::Job> {
        if !std::mem::take(&mut self.review_asked) {
            return None;
        }
        let session = self.replay.session.clone();
        let seats = crate::games::review::seats_to_review(&session, None).unwrap_or_default();
        Some(crate::games::review::job(session, seats))
    }
}

/// The replay of a game `G` from its record or save (for [`crate::games::GameDef`]).
pub fn replay_of<G: ScreenedGame>(
    source: Source,
    lang: Lang,
) -> Result<Box<dyn ReplayScreen>, Refusal> {
    let session = match source {
        Source::Record(lines) => crate::session::replay::from_record::<G>(&lines)?,
        Source::Save(body) => crate::session::replay::from_save::<G>(body)?,
    };
    Ok(Box::new(ReplayTable::new(Replay::new(session)?, lang)))
}

/// The rules help of the replay on the screen (the app's `?`).
pub(crate) fn help_popup(screen: &dyn ReplayScreen) -> super::Popup {
    let (title, text) = screen.help();
    super::Popup::Help {
        title,
        text,
        scroll: 0,
        guide: None,
    }
}
