//! The host: one table screen for every game. It owns what is the same at every table
//! (hand-off, score pad, last moves, export, the round summary, the game-over screen,
//! computer players, autosave and records) and asks the game, through [`GameUi`], only for
//! its board, its prompt and what its keys do. The keys a game binds are the keys its
//! footer shows: both come from [`GameUi::bindings`].

use super::core::{BotJob, Core, verified};
use super::effects::{Asked, Done, DrawFor, Drawn, Effect, Msg, Think};
use super::game_ui::{Binding, Clock, Ctx, Decision, GameUi, Reply, Timer};
use super::keys::Action;
use super::stations::Station;
use super::text::table::{fill, words};
use crate::engine::runner::bot_rng;
use crate::engine::{Lang, Rules, Seat, SeatId};
use crate::games::TableGame;
use crate::games::module::Summary;
use crate::session::Session;
use crate::session::record;
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
    /// A guided round: the element its step points at (highlighted) and its box.
    pub guide_at: Option<Rect>,
    pub guide_box: Option<Rect>,
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
    Rematch(Box<dyn TableScreen>),
}

/// Something shown over the table that takes the keys until it is closed.
#[derive(Clone, Debug, PartialEq)]
pub enum Overlay {
    None,
    Scores,
    /// Every move so far, scrolled by this many lines.
    Log(u16),
    /// The end of a round, hand or game, until `c` dismisses it.
    Summary(Summary),
}

/// How a game is started: seats, the house rules as configured, the seed.
pub struct Start {
    pub seats: Vec<Seat>,
    pub section: toml::Value,
    pub seed: u64,
    /// The seed was typed by someone (setup or command line): it may be shown.
    pub seed_chosen: bool,
    pub lang: Lang,
    pub record: Option<PathBuf>,
    pub save_path: PathBuf,
}

/// A table of any game, with its types erased, for the app's screen list. `Any`: whoever
/// knows the game can read its table typed (`&dyn Any` by upcasting, then
/// `downcast_ref::<HostTable<G>>`), with no method of its own for that.
pub trait TableScreen: std::any::Any + Send {
    fn game_key(&self) -> &'static str;
    fn lang(&self) -> Lang;
    fn wants_text(&self) -> bool;
    fn is_over(&self) -> bool;
    /// Why the last save failed (None: the game is saved).
    fn save_error(&self) -> Option<String>;
    /// Where this game is saved.
    fn save_path(&self) -> &std::path::Path;
    /// The rules help with the house rules this table plays by.
    fn help(&self) -> (String, String);
    fn update(&mut self, msg: Msg, env: &Env, fx: &mut Vec<Effect>) -> Exit;
    fn draw(&self, frame: &mut Frame, area: Rect) -> TableMemo;
    fn remember(&mut self, memo: TableMemo);
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
    /// A line for the message area of this terminal's screen (the host's), not a move.
    fn note(&mut self, text: String);
    /// The connection to `seat`'s terminal is gone.
    fn disconnect(&mut self, seat: SeatId);
    /// Runs `f` on the screen of the person at another terminal in `seat`: keys,
    /// drawing and help there are the table's own, on that seat's screen.
    fn with_station(&mut self, seat: SeatId, f: &mut dyn FnMut(&mut dyn TableScreen));
    /// Runs `f` on the spectators' screen (what a hand-off screen may show).
    fn with_spectators(&mut self, f: &mut dyn FnMut(&mut dyn TableScreen));
}

pub struct HostTable<G: TableGame> {
    pub core: Core<G>,
    pub ui: G::Ui,
    pub overlay: Overlay,
    /// The table's rules, as configured, for a rematch.
    pub section: toml::Value,
    pub seed_chosen: bool,
    pub record: Option<PathBuf>,
    pub memo: TableMemo,
    pub now: Option<Instant>,
    /// This game's own save file.
    pub save_path: PathBuf,
    /// Why the last save failed (None: the game is saved).
    pub save_error: Option<String>,
    /// How many rows the summary is scrolled down (a long review at 80x24).
    pub summary_scroll: u16,
    last_move: Option<Instant>,
    pub(crate) turn: (u64, Option<SeatId>, Option<SeatId>),
    /// What the game's screen part reads, for the decision `turn` names: computed once
    /// per decision, not per frame.
    pub(crate) decision: OnceCell<Decision<G>>,
    /// The decision's countdown (a game's turn or answer timer): cleared at every new
    /// decision.
    pub(crate) timer: Timer,
    /// The moves this screen has seen played (the others are caught up with).
    pub(crate) seen_ply: u64,
    /// This screen is served to another terminal: the table's menu, rematch and export
    /// belong to the host's keyboard.
    pub(crate) at_other_terminal: bool,
    /// The screens of the people at other terminals, by seat.
    pub(crate) stations: Vec<Option<Station<G>>>,
    /// The screen of spectators at other terminals, once one has come.
    pub(crate) spectators: Option<Station<G>>,
    /// A guided first round runs at this table (never saved nor recorded).
    pub guide: Option<super::guide::Guided>,
}

type Move<G> = <G as Rules>::Move;

/// What the game's screen part may read now, from the table's kept decision (borrowing
/// only these fields, so that the game's UI can be changed meanwhile).
fn ctx_in<'a, G: TableGame>(
    decision: &'a OnceCell<Decision<G>>,
    core: &'a Core<G>,
    timer: Option<Clock>,
) -> Ctx<'a, G> {
    let decision = decision.get_or_init(|| decision_of(core));
    debug_assert_eq!(
        decision.key,
        (core.session.ply(), core.viewer, core.handoff),
        "a stale decision"
    );
    let mut ctx = decision.ctx(&core.session.game, core.lang, timer);
    ctx.watching = !core.here.iter().any(|&here| here);
    ctx
}

/// The decision on the screen now, computed afresh (the table keeps one: `decision`).
fn decision_of<G: TableGame>(core: &Core<G>) -> Decision<G> {
    let key = (core.session.ply(), core.viewer, core.handoff);
    Decision::of(
        &core.session.game,
        &core.session.seats,
        key,
        core.private_visible(),
        core.acting_person(),
    )
}

impl<G: TableGame> HostTable<G> {
    fn with_core(
        core: Core<G>,
        section: toml::Value,
        seed_chosen: bool,
        save_path: PathBuf,
    ) -> HostTable<G> {
        let turn = (core.session.ply(), core.viewer, core.handoff);
        let seen_ply = core.session.ply();
        let mut table = HostTable {
            save_path,
            save_error: None,
            summary_scroll: 0,
            core,
            ui: G::Ui::default(),
            overlay: Overlay::None,
            section,
            seed_chosen,
            record: None,
            memo: TableMemo::default(),
            now: None,
            last_move: None,
            turn,
            decision: OnceCell::new(),
            timer: Timer::default(),
            seen_ply,
            at_other_terminal: false,
            stations: Vec::new(),
            spectators: None,
            guide: None,
        };
        table.open_stations();
        table
    }

    /// A new game: the first autosave and the start of the record are effects.
    pub fn start(start: Start, fx: &mut Vec<Effect>) -> Result<HostTable<G>, String> {
        let lang = start.lang;
        let players = start.seats.len();
        let rules = crate::games::module::rules_from::<G>(&start.section)?;
        let rules = G::rules_for_seats(rules, players);
        let mut game = G::new_game(players, rules, start.seed, lang)?;
        game.seated(&start.seats);
        let names: Vec<String> = start.seats.iter().map(|s| s.name.clone()).collect();
        let opening = game.opening_text(lang, &names);
        let session = Session::new(start.seats, start.seed, game);
        let mut core = Core::new(session, lang);
        let mut hello = if start.seed_chosen {
            fill(
                words(lang).new_game_seed,
                &[("seed", &start.seed.to_string())],
            )
        } else {
            words(lang).new_game.to_string()
        };
        for line in opening {
            hello.push(' ');
            hello.push_str(&line);
        }
        core.say(hello);
        let mut table =
            HostTable::with_core(core, start.section, start.seed_chosen, start.save_path);
        if let Some(path) = start.record {
            // People play: only what every seat may see until the game ends (no seed).
            fx.push(Effect::Record {
                path: path.clone(),
                lines: vec![record::public_start(&table.core.session)],
                create: true,
            });
            table.record = Some(path);
        }
        table.save(fx);
        Ok(table)
    }

    /// The game's guided first round: its script's seats, seed and house rules, the
    /// learner at this keyboard. Nothing is saved or recorded: the first autosave
    /// `start` asks for is dropped, and `save` does nothing while the guide runs.
    pub fn start_guide(lang: Lang, save_path: PathBuf) -> Result<HostTable<G>, String> {
        let script = G::guide().ok_or_else(|| "no guide".to_string())?;
        let lang = G::forced_lang().unwrap_or(lang);
        let level = crate::engine::BotLevel::parse(&script.level)
            .unwrap_or(crate::engine::BotLevel::Normal);
        let seats = script
            .names(lang)
            .iter()
            .enumerate()
            .map(|(i, name)| Seat {
                name: name.clone(),
                kind: if i == script.learner {
                    crate::engine::SeatKind::Human
                } else {
                    crate::engine::SeatKind::Computer(level)
                },
            })
            .collect();
        let mut section = match toml::from_str::<toml::Table>(G::DEFAULT_TOML) {
            Ok(mut all) => match all.remove(G::KEY) {
                Some(toml::Value::Table(t)) => t,
                _ => all,
            },
            Err(e) => return Err(e.to_string()),
        };
        for (k, v) in &script.rules {
            section.insert(k.clone(), v.clone());
        }
        let start = Start {
            seats,
            section: toml::Value::Table(section),
            seed: script.seed,
            seed_chosen: false,
            lang,
            record: None,
            save_path,
        };
        let mut dropped = Vec::new();
        let mut table = HostTable::<G>::start(start, &mut dropped)?;
        table.guide = Some(super::guide::Guided::new(script));
        table.core.message.clear();
        Ok(table)
    }

    /// A saved game, from the body of a save file: trusted only once verified.
    pub fn resume(
        body: serde_json::Value,
        lang: Lang,
        save_path: PathBuf,
        record_path: Option<PathBuf>,
        seed_chosen: bool,
    ) -> Result<HostTable<G>, String> {
        let session: Session<G> = serde_json::from_value(body).map_err(|e| e.to_string())?;
        let session = verified(session)?;
        let section =
            toml::Value::try_from(session.game.house_rules()).map_err(|e| e.to_string())?;
        let mut core = Core::new(session, lang);
        // Typed answers count only where the game still asks that person that question.
        let typed = std::mem::take(&mut core.session.typed_answers);
        if let Some(poll) = core.session.game.poll(lang, &[]) {
            for (seat, mv) in typed {
                let asked = poll.seats.contains(&seat)
                    && core.session.seats.get(seat).is_some_and(|s| s.is_human())
                    && poll.answers.iter().any(|a| a.mv == mv)
                    && !core.session.typed_answers.iter().any(|a| a.0 == seat);
                if asked {
                    core.session.typed_answers.push((seat, mv));
                }
            }
        }
        // The last moves are told again, so that Ctrl-L shows the whole game.
        core.log = super::core::told_history(&core.session, lang);
        core.say(words(lang).resumed.into());
        // A typed seed is shown again; one drawn at random stays hidden until the end.
        let mut table = HostTable::with_core(core, section, seed_chosen, save_path);
        // A recorded game keeps its record going: the next moves append to it and game
        // over writes it complete.
        table.record = record_path;
        Ok(table)
    }

    /// The autosave (and, once the game is over, its leaving the list of saves).
    pub(crate) fn save(&mut self, fx: &mut Vec<Effect>) {
        // The guide's game is neither autosaved (Continue) nor finished into History.
        if self.guide.is_some() {
            return;
        }
        let ctx = self.ctx();
        let summary = format!("{} · {}", ctx.names.join(", "), self.ui.header(&ctx));
        match serde_json::to_value(&self.core.session) {
            Ok(mut body) => {
                self.keep_stood_in_seats(&mut body);
                fx.push(Effect::Save {
                    path: self.save_path.clone(),
                    game: G::KEY,
                    summary,
                    record: self.record.clone(),
                    seed_chosen: self.seed_chosen,
                    body,
                });
                if self.core.is_over() {
                    fx.push(Effect::Finish {
                        path: self.save_path.clone(),
                    });
                }
            }
            Err(e) => self.core.message = super::text::save_failed(self.core.lang, &e.to_string()),
        }
    }

    /// What the game's screen part may read now.
    pub fn ctx(&self) -> Ctx<'_, G> {
        ctx_in(&self.decision, &self.core, self.timer.clock(self.now))
    }

    /// The keys the host itself answers to now, for the dispatch and the footer.
    pub(crate) fn host_keys(&self) -> Vec<Binding<HostKey>> {
        self.host_keys_for(self.memo.side_pad)
    }

    /// The host's keys when the score pad does (or does not) sit beside the table.
    pub(crate) fn host_keys_for(&self, side_pad: bool) -> Vec<Binding<HostKey>> {
        let lang = self.core.lang;
        let mut keys = Vec::new();
        if let Overlay::Summary(_) = self.overlay {
            // A summary taller than its box (Palace's review at 80x24) scrolls.
            if self.memo.summary_hidden > 0 {
                keys.push(Binding::new(
                    &[Action::Up, Action::Down],
                    words(lang).key_scroll,
                    HostKey::Scroll,
                ));
            }
            keys.push(Binding::new(
                &[Action::Char('c')],
                words(lang).key_continue,
                HostKey::Continue,
            ));
            return keys;
        }
        if let Overlay::Log(_) = self.overlay {
            keys.push(Binding::new(
                &[Action::Up, Action::Down],
                words(lang).key_scroll,
                HostKey::Scroll,
            ));
            keys.push(Binding::new(
                &[Action::Back, Action::Log],
                words(lang).key_close,
                HostKey::Close,
            ));
            return keys;
        }
        if self.core.handoff.is_some() {
            keys.push(Binding::new(
                &[Action::Select],
                words(lang).key_show_hand,
                HostKey::AcceptHandoff,
            ));
            let menu = match self.save_error {
                // Short enough that the hand-off footer stays on one row at 80 columns.
                None => words(lang).key_menu_saved,
                Some(_) => words(lang).key_menu_not_saved,
            };
            keys.push(Binding::new(&[Action::Back], menu, HostKey::Menu));
            // The person who just decided may still take it back before handing over.
            if self.undo_span().is_ok() {
                keys.push(Binding::new(
                    &[Action::Undo],
                    words(lang).key_undo,
                    HostKey::Undo,
                ));
            }
            return keys;
        }
        if let Some(poll) = self.core.poll()
            && !self.overlay_takes_keys()
        {
            let seats: Vec<Action> = (0..self.core.session.seats.len())
                .filter_map(|s| char::from_digit(s as u32 + 1, 10))
                .map(Action::Char)
                .collect();
            // The footer names the digits itself ("1-3"): the label is the words only.
            // It offers the seats still to answer here, while two or more are: one
            // answers with no digit first (a guest read the host's "1-4 who answers" for
            // a vote only they could answer; a computer's digit was offered too). Every
            // digit still works, hidden, so a wrong one is explained.
            let mut waiting = self.core.poll_waiting_here(&poll);
            waiting.sort_unstable();
            if waiting.len() >= 2 {
                let asked: Vec<Action> = waiting
                    .iter()
                    .filter_map(|&s| char::from_digit(s as u32 + 1, 10))
                    .map(Action::Char)
                    .collect();
                keys.push(Binding::new(
                    &asked,
                    words(lang).key_who_answers,
                    HostKey::PollSeat,
                ));
            }
            keys.push(Binding::new(&seats, "", HostKey::PollSeat).hidden());
            for a in &poll.answers {
                let answer = Binding::new(&[Action::Char(a.key)], &a.label, HostKey::PollAnswer);
                // Nobody here is asked (any more): the keys are not offered (a guest was
                // shown y / n for a vote only the host's people answered).
                keys.push(if waiting.is_empty() {
                    answer.hidden()
                } else {
                    answer
                });
            }
        }
        if self.core.is_over() && !self.at_other_terminal {
            keys.push(Binding::new(
                &[Action::Char('r')],
                words(lang).key_rematch,
                HostKey::Rematch,
            ));
            keys.push(Binding::new(
                &[Action::Char('m'), Action::Back],
                words(lang).key_menu,
                HostKey::Menu,
            ));
        }
        let guide_on_pad = self
            .guide
            .as_ref()
            .and_then(|g| g.current())
            .is_some_and(|s| s.at == "score_pad");
        if guide_on_pad {
            // The guide's step shows the pad: it stays open until the step is read.
        } else if self.overlay == Overlay::Scores && !side_pad && self.guide.is_some() {
            // Esc leaves the guide there.
            keys.push(Binding::new(
                &[Action::Tab],
                words(lang).key_close_scores,
                HostKey::Scores,
            ));
        } else if self.overlay == Overlay::Scores && !side_pad {
            keys.push(Binding::new(
                &[Action::Tab, Action::Back],
                words(lang).key_close_scores,
                HostKey::Scores,
            ));
        } else if !side_pad && !self.core.is_over() {
            keys.push(Binding::new(
                &[Action::Tab],
                words(lang).key_scores,
                HostKey::Scores,
            ));
        }
        keys.push(Binding::new(
            &[Action::Log],
            words(lang).key_moves,
            HostKey::Log,
        ));
        // Shown only when it works; otherwise the key says why (`assist_refused`).
        if !self.overlay_takes_keys() && self.undo_span().is_ok() {
            keys.push(Binding::new(
                &[Action::Undo],
                words(lang).key_undo,
                HostKey::Undo,
            ));
        }
        // Not in the footer (80 columns are full): the help lists it.
        if !self.overlay_takes_keys() && self.hint_refusal().is_none() {
            keys.push(Binding::new(&[Action::Hint], words(lang).key_hint, HostKey::Hint).hidden());
        }
        if !self.at_other_terminal && !self.core.is_over() {
            if self.stood_in() {
                keys.push(Binding::new(
                    &[Action::StandIn],
                    words(lang).key_give_back,
                    HostKey::StandIn,
                ));
            } else if self.someone_away() {
                keys.push(Binding::new(
                    &[Action::StandIn],
                    words(lang).key_stand_in,
                    HostKey::StandIn,
                ));
            }
        }
        // The record goes to a file on the host's machine: its keyboard's to write.
        if !self.at_other_terminal && self.guide.is_none() {
            keys.push(Binding::new(
                &[Action::Export],
                words(lang).key_export,
                HostKey::Export,
            ));
        }
        keys
    }

    /// Esc leaves for the menu while nobody at the keyboard is deciding (during a
    /// decision a stray Esc must not leave the table) and the game does not use it.
    fn esc_is_menu(&self, game_keys: &[Binding<<G::Ui as GameUi>::Command>]) -> bool {
        !self.core.is_over()
            && self.guide.is_none()
            && !self.at_other_terminal
            && self.overlay == Overlay::None
            && self.core.acting_person().is_none()
            && !game_keys.iter().any(|b| b.keys.contains(&Action::Back))
    }

    /// The game's keys now, plus Esc for the menu when the game leaves it free.
    pub fn game_keys(&self) -> Vec<Binding<<G::Ui as GameUi>::Command>> {
        if self.core.handoff.is_some()
            || self.core.is_over()
            || self.overlay_takes_keys()
            || self.core.poll().is_some()
        {
            return Vec::new();
        }
        let mut keys = self.ui.bindings(&self.ctx());
        if self.guide.is_some() {
            // Esc asks "leave the guide?" whatever the game would make of it (a key
            // that shares its binding, like a tie's `n`, still works).
            for b in &mut keys {
                b.keys.retain(|k| *k != Action::Back);
            }
            keys.retain(|b| !b.keys.is_empty());
        }
        keys
    }

    fn overlay_takes_keys(&self) -> bool {
        match self.overlay {
            Overlay::None => false,
            Overlay::Scores => !self.memo.side_pad,
            Overlay::Log(_) | Overlay::Summary(_) => true,
        }
    }

    /// A guide's step is being read: the game's keys wait (the footer leaves them out).
    pub(crate) fn guide_reading(&self) -> bool {
        self.guide.as_ref().is_some_and(|g| {
            g.confirm_leave
                || (g.live(self.core.acting_person().is_some())
                    && g.current().is_some_and(|s| s.key.is_some()))
        })
    }

    /// The menu key shown in the footer when Esc is free.
    pub(crate) fn shows_esc_menu(&self) -> bool {
        self.core.handoff.is_none() && self.esc_is_menu(&self.game_keys())
    }

    fn key(&mut self, action: Action, env: &Env, fx: &mut Vec<Effect>) -> Exit {
        if self.guide.is_some()
            && let Some(exit) = self.guide_key(action)
        {
            return exit;
        }
        if let Some(b) = self
            .host_keys()
            .into_iter()
            .find(|b| b.keys.contains(&action))
        {
            return self.host_command(b.command, action, env, fx);
        }
        if matches!(action, Action::Undo | Action::Hint) {
            self.core.message = self.assist_refused(action);
            return Exit::Stay;
        }
        let game_keys = self.game_keys();
        if action == Action::Back && self.core.handoff.is_none() && self.esc_is_menu(&game_keys) {
            return Exit::Menu;
        }
        if self.core.handoff.is_some() || self.core.is_over() || self.overlay_takes_keys() {
            return Exit::Stay;
        }
        if let (Some(poll), Action::Char(c)) = (self.core.poll(), action) {
            // The answer screen takes only seat numbers and answer keys: say which.
            let keys: Vec<String> = poll.answers.iter().map(|a| a.key.to_string()).collect();
            let seats = self.core.session.seats.len();
            let w = words(self.core.lang);
            self.core.message = fill(
                w.poll_not_a_key,
                &[
                    ("c", &c.to_string()),
                    ("seats", &seats.to_string()),
                    ("keys", &keys.join(w.poll_or)),
                ],
            );
            return Exit::Stay;
        }
        let reply = if let Some(b) = game_keys.iter().find(|b| b.keys.contains(&action)) {
            let ctx = ctx_in(&self.decision, &self.core, self.timer.clock(self.now));
            self.ui.command(&ctx, b.command, action)
        } else {
            let ctx = ctx_in(&self.decision, &self.core, self.timer.clock(self.now));
            let ui = &mut self.ui;
            match action {
                Action::Char(c) if ui.typing(&ctx).is_some() => ui.text(&ctx, c),
                // A stray letter says so, rather than nothing at all.
                Action::Char(c) => Reply::Say(fill(
                    words(self.core.lang).key_does_nothing,
                    &[("c", &c.to_string())],
                )),
                Action::Click { column, row } => match self
                    .memo
                    .hits
                    .iter()
                    .find(|(r, _)| r.contains(ratatui::layout::Position::new(column, row)))
                {
                    Some((_, hit)) => ui.clicked(&ctx, *hit),
                    None => Reply::Nothing,
                },
                _ => Reply::Nothing,
            }
        };
        self.answer(reply, fx);
        Exit::Stay
    }

    fn host_command(
        &mut self,
        command: HostKey,
        action: Action,
        env: &Env,
        fx: &mut Vec<Effect>,
    ) -> Exit {
        match command {
            HostKey::Continue => {
                self.overlay = Overlay::None;
                self.hand_over_after_summary();
            }
            HostKey::Scroll => {
                if let Overlay::Summary(_) = self.overlay {
                    let most = self.memo.summary_hidden;
                    let (next, end) = if action == Action::Up {
                        (self.summary_scroll.saturating_sub(1), 0)
                    } else {
                        (self.summary_scroll.saturating_add(1).min(most), most)
                    };
                    if next == self.summary_scroll && self.summary_scroll == end {
                        self.core.message = if action == Action::Up {
                            words(self.core.lang).summary_top
                        } else {
                            words(self.core.lang).summary_bottom
                        }
                        .into();
                    }
                    self.summary_scroll = next;
                }
                if let Overlay::Log(scroll) = self.overlay {
                    self.overlay = Overlay::Log(if action == Action::Up {
                        scroll.saturating_add(1)
                    } else {
                        scroll.saturating_sub(1)
                    });
                }
            }
            HostKey::Close => self.overlay = Overlay::None,
            HostKey::AcceptHandoff => self.core.accept_handoff(),
            HostKey::PollSeat => self.poll_seat(action),
            HostKey::PollAnswer => {
                let (typed, ply) = (
                    self.core.session.typed_answers.len(),
                    self.core.session.ply(),
                );
                self.poll_answer(action);
                self.feed_poll(fx);
                if self.core.session.typed_answers.len() > typed && self.core.session.ply() == ply {
                    // A typed answer is kept in the save at once (a move saves itself).
                    self.save(fx);
                }
            }
            HostKey::Menu => return Exit::Menu,
            HostKey::Undo => self.undo(fx),
            HostKey::Hint => self.hint(fx),
            HostKey::StandIn => {
                self.stand_in_or_give_back(fx);
                // A vote that waited only for the away person: the answers typed here
                // go in now, the computer's after them (found by a tester: it waited
                // for nobody).
                self.feed_poll(fx);
            }
            // Chance is drawn by the runner: the new game starts when it answers.
            HostKey::Rematch => fx.push(Effect::Draw {
                legacy: env.save_path.to_path_buf(),
                game: G::KEY,
                purpose: DrawFor::Rematch,
            }),
            HostKey::Scores => {
                self.overlay = if self.overlay == Overlay::Scores {
                    Overlay::None
                } else {
                    Overlay::Scores
                }
            }
            HostKey::Log => {
                self.overlay = if matches!(self.overlay, Overlay::Log(_)) {
                    Overlay::None
                } else {
                    Overlay::Log(0)
                }
            }
            HostKey::Export => fx.push(Effect::Export {
                dir: env
                    .save_path
                    .parent()
                    .unwrap_or(std::path::Path::new("."))
                    .join("records"),
                game: G::KEY,
                text: self.record_text(),
            }),
        }
        self.after_change();
        Exit::Stay
    }

    /// A new game with the same seats and house rules, on the seed and save name drawn.
    fn rematch(&mut self, drawn: Drawn, fx: &mut Vec<Effect>) -> Exit {
        let start = Start {
            seats: self.core.session.seats.clone(),
            section: self.section.clone(),
            seed: drawn.seed,
            seed_chosen: false,
            lang: self.core.lang,
            record: None,
            save_path: drawn.save_path,
        };
        match HostTable::<G>::start(start, fx) {
            Ok(t) => Exit::Rematch(Box::new(t)),
            Err(e) => {
                self.core.message = e;
                Exit::Stay
            }
        }
    }

    /// A seat number typed on the poll screen: that person answers next.
    fn poll_seat(&mut self, action: Action) {
        let lang = self.core.lang;
        let Some(poll) = self.core.poll() else {
            return;
        };
        let Action::Char(c) = action else {
            return;
        };
        let Some(seat) = c.to_digit(10).and_then(|d| (d as usize).checked_sub(1)) else {
            return;
        };
        let names = self.core.session.names();
        let name = names.get(seat).cloned().unwrap_or_default();
        if self.core.poll_waiting_here(&poll).contains(&seat) {
            self.core.poll_seat = Some(seat);
            self.core.message = fill(words(lang).poll_seat_answers, &[("name", &name)]);
        } else {
            self.core.message = if self.core.session.typed_answers.iter().any(|a| a.0 == seat)
                || poll.answered.contains(&seat)
            {
                fill(words(lang).poll_answered_already, &[("name", &name)])
            } else {
                fill(words(lang).poll_not_asked, &[("c", &c.to_string())])
            };
        }
    }

    /// An answer key on the poll screen: kept for the seat typed before it (or the one
    /// person still to answer), not shown until everyone has answered.
    fn poll_answer(&mut self, action: Action) {
        let lang = self.core.lang;
        let Some(poll) = self.core.poll() else {
            return;
        };
        let waiting = self.core.poll_waiting_here(&poll);
        let seat = match self.core.poll_seat.take() {
            Some(seat) if waiting.contains(&seat) => seat,
            _ if waiting.len() == 1 => waiting[0],
            _ if waiting.is_empty() => {
                self.core.message = words(lang).poll_nobody_here.to_string();
                return;
            }
            _ => {
                self.core.message = words(lang).poll_seat_first.to_string();
                return;
            }
        };
        let Some(answer) = poll.answers.iter().find(|a| Action::Char(a.key) == action) else {
            return;
        };
        self.core
            .session
            .typed_answers
            .push((seat, answer.mv.clone()));
        let name = self
            .core
            .session
            .names()
            .get(seat)
            .cloned()
            .unwrap_or_default();
        self.core.message = fill(words(lang).poll_has_answered, &[("name", &name)]);
    }

    /// Feeds the typed poll answers to the game, each when the game asks its seat, once
    /// every person asked has answered.
    fn feed_poll(&mut self, fx: &mut Vec<Effect>) {
        while let Some((seat, mv)) = self.core.poll_answer_due() {
            self.core.session.typed_answers.retain(|a| a.0 != seat);
            let before = self.core.session.ply();
            self.play(seat, mv, fx);
            if self.core.session.ply() == before {
                break;
            }
        }
    }

    /// The poll's lines for the prompt: the question, who has answered, who is awaited.
    pub fn poll_prompt(&self) -> Option<String> {
        let poll = self.core.poll()?;
        let lang = self.core.lang;
        let names = self.core.session.names();
        let waiting = self.core.poll_waiting(&poll);
        let answered: Vec<String> = names
            .iter()
            .enumerate()
            .filter(|(s, _)| {
                poll.answered.contains(s)
                    || self.core.session.typed_answers.iter().any(|a| a.0 == *s)
            })
            .map(|(s, n)| format!("{} {n}", s + 1))
            .collect();
        let waiting: Vec<String> = waiting
            .iter()
            .map(|&s| format!("{} {}", s + 1, names.get(s).cloned().unwrap_or_default()))
            .collect();
        let answered = if answered.is_empty() {
            words(lang).poll_nobody_yet.to_string()
        } else {
            answered.join(", ")
        };
        let (answered_label, waiting_label) = (words(lang).poll_answered, words(lang).poll_waiting);
        let mut text = poll.question;
        text.push_str(&format!(
            " {answered_label}: {answered}. {waiting_label}: {}.",
            waiting.join(", ")
        ));
        Some(text)
    }

    /// The game record so far, as the export writes it.
    /// Public while the game goes on; complete (seed, deals, drawn cards) once it is over.
    pub fn record_text(&self) -> String {
        record::export_text(&self.core.session)
    }

    /// The acting person plays `mv`, as if chosen with the keys: the autosave and the
    /// record follow as effects. For tests and scripts.
    pub fn play_person_move(&mut self, mv: Move<G>, fx: &mut Vec<Effect>) {
        self.answer(Reply::Play(mv), fx);
    }

    fn answer(&mut self, reply: Reply<Move<G>>, fx: &mut Vec<Effect>) {
        match reply {
            Reply::Nothing => {}
            Reply::Say(text) => self.core.message = text,
            Reply::Play(mv) => {
                if let Some(seat) = self.core.acting_person() {
                    if let Some(why) = self.guide_refuses(seat, &mv) {
                        self.core.message = why.clone();
                        if let Some(g) = self.guide.as_mut() {
                            g.said = Some(why);
                        }
                    } else {
                        let before = self.core.session.ply();
                        self.play(seat, mv, fx);
                        let played = self.core.session.ply() > before;
                        if let Some(g) = self.guide.as_mut()
                            && played
                        {
                            // A refusal told in the step's box no longer applies once a
                            // move went (it stayed through the free play; found by a
                            // tester).
                            g.said = None;
                            if matches!(
                                g.current().map(|s| s.wait()),
                                Some(crate::games::guide::Wait::Move { .. })
                            ) {
                                g.advance();
                            }
                        }
                    }
                }
            }
            Reply::StartTimer => {
                let ctx = ctx_in(&self.decision, &self.core, None);
                self.timer.start(self.ui.countdown(&ctx), self.now);
            }
        }
        self.after_change();
    }

    /// Plays a move for `seat`: on a refusal the reason goes to the message line and
    /// nothing changes; otherwise the autosave and the record follow as effects.
    fn play(&mut self, seat: SeatId, mv: Move<G>, fx: &mut Vec<Effect>) {
        let lang = self.core.lang;
        let names = self.core.session.names();
        let entry = match self.core.play(seat, mv) {
            Ok(entry) => entry.clone(),
            Err(reason) => {
                self.core.message = reason;
                return;
            }
        };
        self.tell_stations(&entry.events);
        // The save below reads the new decision (its header).
        self.decision = OnceCell::new();
        self.last_move = self.now;
        if let Some(summary) = self.core.session.game.summary(&entry.events, lang, &names) {
            self.overlay = Overlay::Summary(summary);
            self.summary_scroll = 0;
            // The summary is for everyone: no hand behind it, even the next person's
            // when they made the last play (their new hand showed on tall terminals).
            self.hand_over_after_summary();
            if let Some(g) = self.guide.as_mut() {
                // The round is over: on to the first step about its results.
                while let Some(step) = g.current()
                    && !g.after_round()
                {
                    let round_end = step.wait() == crate::games::guide::Wait::RoundEnd;
                    g.advance();
                    if round_end {
                        break;
                    }
                }
            }
        } else if self.overlay == Overlay::Scores && !self.memo.side_pad {
            // What one person opened is not left open for the next.
            if self.core.handoff.is_some() {
                self.overlay = Overlay::None;
            }
        }
        if let Some(path) = &self.record {
            let session = &self.core.session;
            // During play a public line per move; at the end the file is written afresh,
            // complete.
            let (lines, create) = if session.outcome().is_some() {
                let lines =
                    record::full_lines(session).unwrap_or_else(|_| record::public_lines(session));
                (lines, true)
            } else {
                (vec![record::public_move(session, &entry)], false)
            };
            fx.push(Effect::Record {
                path: path.clone(),
                lines,
                create,
            });
        }
        self.save(fx);
    }

    /// With two or more people at the table, the next person's cards wait behind the
    /// summary, then a hand-off: the keyboard has to reach them first.
    pub(crate) fn hand_over_after_summary(&mut self) {
        if let Some(seat) = self.core.session.to_act()
            && self.core.people_here() >= 2
            && self.core.is_here(seat)
            && self.core.poll().is_none()
        {
            self.core.viewer = None;
            self.core.handoff = Some(seat);
        }
    }

    /// The core was changed from outside the table's own messages (a test putting
    /// another game in its place): what the screen shows is computed again.
    pub fn refresh(&mut self) {
        self.decision = OnceCell::new();
        self.refresh_stations();
    }

    /// A new decision or a new person at the keyboard clears the game's choices.
    pub(crate) fn after_change(&mut self) {
        let turn = (self.core.session.ply(), self.core.viewer, self.core.handoff);
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

    /// The decision's countdown on this screen: started, and run out into the game's
    /// move.
    fn run_countdown(&mut self, now: Instant, fx: &mut Vec<Effect>) {
        if self.core.acting_person().is_some() {
            let ctx = ctx_in(&self.decision, &self.core, self.timer.clock(self.now));
            if self.timer.tick(self.ui.countdown(&ctx), now) {
                let ctx = ctx_in(&self.decision, &self.core, self.timer.clock(self.now));
                let reply = self.ui.time_up(&ctx);
                self.answer(reply, fx);
            }
        }
    }

    fn tick(&mut self, now: Instant, env: &Env, fx: &mut Vec<Effect>) {
        self.now = Some(now);
        if self.last_move.is_none() {
            self.last_move = Some(now);
        }
        // The table reads the summary before anyone moves on.
        if self.summary_open() {
            return;
        }
        // After the guided round, the computers wait while its results are read.
        if self.guide.as_ref().is_some_and(|g| g.after_round()) {
            return;
        }
        self.run_countdown(now, fx);
        for seat in 0..self.stations.len() {
            self.at_station(seat, |t| t.run_countdown(now, fx));
        }
        if let Some((seat, level)) = self.core.bot_to_ask() {
            let ply = self.core.session.ply();
            let view = self.core.session.game.view_for(seat);
            let legal = self.core.session.game.candidate_moves(seat);
            let mut rng = bot_rng(self.core.session.seed, ply);
            self.core.bot = Some(BotJob { ply, ready: None });
            fx.push(Effect::Think {
                asked: Asked {
                    table: self.save_path.clone(),
                    ply,
                },
                job: Think(Box::new(move || {
                    let mut bot = G::bot(level);
                    let mv = bot.choose(&view, &legal, &mut rng);
                    serde_json::to_value(&mv).map_err(|e| e.to_string())
                })),
            });
        }
        let waited = match (self.last_move, self.now) {
            (Some(last), Some(now)) => now.duration_since(last).as_millis() as u64,
            _ => 0,
        };
        let ready = self
            .core
            .bot
            .as_ref()
            .is_some_and(|b| b.ready.is_some() && b.ply == self.core.session.ply());
        if ready && waited >= env.bot_delay_ms {
            let seat = self.core.session.to_act();
            let mv = self.core.bot.as_mut().and_then(|b| b.ready.take());
            if let (Some(seat), Some(mv)) = (seat, mv) {
                let before = self.core.session.ply();
                self.play(seat, mv, fx);
                self.feed_poll(fx);
                if self.core.session.ply() == before {
                    // A computer player's move was refused: a bug, never a player's doing.
                    let why = std::mem::take(&mut self.core.message);
                    self.core.message = fill(words(self.core.lang).bot_refused, &[("why", &why)]);
                }
            }
        }
        self.after_change();
    }
}

/// Mixed into the seed for the hint's own RNG, so that asking a hint never draws from
/// the game's RNG nor from the one the computers use at that ply.
const HINT_SALT: u64 = 0x4849_4E54_5F52_4E47;

impl<G: TableGame> HostTable<G> {
    /// Undo and hints at this table (its house rules).
    fn assists(&self) -> crate::engine::Assists {
        G::assists(self.core.session.game.house_rules())
    }

    /// The person at this keyboard whose decision an undo would take back: the one
    /// deciding now, or else the person here who decided last (while the computers
    /// think, or on the hand-off screen to the next person).
    fn undoer(&self) -> Option<SeatId> {
        if let Some(seat) = self.core.acting_person() {
            return Some(seat);
        }
        let seats = &self.core.session.seats;
        self.core
            .session
            .history
            .iter()
            .rev()
            .map(|e| e.seat)
            .find(|&s| self.core.is_here(s) && seats[s].is_human())
    }

    /// How many moves `u` takes back now, or why it does nothing (the message).
    pub(crate) fn undo_span(&self) -> Result<usize, String> {
        use crate::session::UndoRefusal;
        let w = words(self.core.lang);
        if self.guide.is_some() {
            return Err(w.guide_no_undo.into());
        }
        if !self.assists().undo {
            return Err(w.undo_off.into());
        }
        if self.overlay_takes_keys() {
            return Err(w.undo_overlay.into());
        }
        if self.core.is_over() {
            return Err(w.undo_over.into());
        }
        let Some(seat) = self.undoer() else {
            return Err(w.undo_nobody.into());
        };
        // Against computers only (nobody at another terminal either): back through the
        // computers' moves to this person's previous decision.
        let seats = &self.core.session.seats;
        let through_computers = self.stations.iter().all(Option::is_none)
            && seats.iter().enumerate().all(|(s, st)| {
                s == seat || matches!(st.kind, crate::engine::SeatKind::Computer(_))
            });
        self.core
            .session
            .undo_span(seat, through_computers)
            .map_err(|why| {
                match why {
                    UndoRefusal::Over => w.undo_over,
                    UndoRefusal::NothingYet => w.undo_nothing_yet,
                    UndoRefusal::OthersDecided => w.undo_others,
                    UndoRefusal::Revealed => w.undo_revealed,
                }
                .into()
            })
    }

    /// Why `h` gives no hint now (None: it gives one).
    fn hint_refusal(&self) -> Option<String> {
        let w = words(self.core.lang);
        if let Some(g) = &self.guide
            && g.current().map(|s| s.wait()) != Some(crate::games::guide::Wait::RoundEnd)
        {
            return Some(w.guide_no_hint.into());
        }
        if !self.assists().hints {
            return Some(w.hint_off.into());
        }
        // Only to the person deciding, on their own screen: never on a hand-off, a
        // public answer screen or a spectator's.
        if self.core.acting_person().is_none()
            || !self.core.private_visible()
            || self.core.poll().is_some()
            || self.overlay_takes_keys()
        {
            return Some(w.hint_not_yours.into());
        }
        None
    }

    /// What `u` or `h` says when it does nothing.
    fn assist_refused(&self, action: Action) -> String {
        if action == Action::Hint {
            return self
                .hint_refusal()
                .unwrap_or_else(|| words(self.core.lang).hint_none.into());
        }
        self.undo_span().err().unwrap_or_default()
    }

    /// `u`: the last decision of the person at the keyboard (and, against computers
    /// only, the computers' moves since) taken back. The state is rebuilt from the start
    /// and the moves left, so it is the one before that decision, RNG included; the
    /// autosave is rewritten, and so is the record (an undone move is not in it).
    fn undo(&mut self, fx: &mut Vec<Effect>) {
        let span = match self.undo_span() {
            Ok(span) => span,
            Err(why) => {
                self.core.message = why;
                return;
            }
        };
        let names = self.core.session.names();
        let history = &self.core.session.history;
        let undone: Vec<_> = history[history.len().saturating_sub(span)..].to_vec();
        if let Err(e) = self.core.session.take_back(span) {
            // Never happens (the moves replayed once already): said, nothing lost.
            self.core.message = crate::engine::Describe::describe(&e, self.core.lang);
            return;
        }
        let what = |lang: Lang| {
            let told: Vec<String> = undone
                .iter()
                .map(|e| super::core::told::<G>(&e.events, lang, &names))
                .collect();
            fill(words(lang).undone, &[("what", &told.join(" "))])
        };
        let core = &mut self.core;
        core.bot = None;
        core.poll_seat = None;
        if core.handoff.take().is_some() && core.people_here() >= 2 {
            // Taken back on a hand-off screen: whoever holds the keyboard now, the
            // hand comes back only after a hand-off to its owner.
            core.viewer = None;
        }
        core.hand_over();
        core.log = super::core::told_history(&core.session, core.lang);
        core.message = what(core.lang);
        if matches!(self.overlay, Overlay::Summary(_)) {
            self.overlay = Overlay::None;
        }
        for st in self.stations.iter_mut().flatten() {
            st.undone(
                super::core::told_history(&self.core.session, st.lang()),
                what(st.lang()),
            );
        }
        if let Some(st) = self.spectators.as_mut() {
            st.undone(
                super::core::told_history(&self.core.session, st.lang()),
                what(st.lang()),
            );
        }
        self.decision = OnceCell::new();
        self.turn = (u64::MAX, None, None);
        self.seen_ply = self.core.session.ply();
        if let Some(path) = &self.record {
            fx.push(Effect::Record {
                path: path.clone(),
                lines: record::public_lines(&self.core.session),
                create: true,
            });
        }
        self.save(fx);
    }

    /// `h`: what the normal computer player would do now, for the person deciding, on
    /// their screen's message line; counted for that seat. The computer's randomness is
    /// its own (seeded from the game's seed and the ply), so the game plays the same
    /// whether or not a hint was asked.
    fn hint(&mut self, fx: &mut Vec<Effect>) {
        if let Some(why) = self.hint_refusal() {
            self.core.message = why;
            return;
        }
        let Some(seat) = self.core.acting_person() else {
            return;
        };
        match self.hint_move(seat) {
            Some(mv) => {
                let lang = self.core.lang;
                let names = self.core.session.names();
                let text = self.core.session.game.hint_text(seat, &mv, lang, &names);
                self.core.message = fill(words(lang).hint, &[("move", &text)]);
                if self.core.session.game.hint_shows_move(&mv) {
                    self.core.session.count_hint(seat);
                    self.save(fx);
                }
            }
            None => self.core.message = words(self.core.lang).hint_none.into(),
        }
    }

    /// The normal computer player's choice for `seat` now, from that seat's view and
    /// legal moves (None: no legal move).
    pub fn hint_move(&self, seat: SeatId) -> Option<Move<G>> {
        let game = &self.core.session.game;
        let legal = game.candidate_moves(seat);
        if legal.is_empty() {
            return None;
        }
        let seed = self.core.session.seed ^ HINT_SALT;
        let mut rng = bot_rng(seed, self.core.session.ply());
        let mut bot = G::bot(crate::engine::BotLevel::Normal);
        Some(bot.choose(&game.view_for(seat), &legal, &mut rng))
    }

    /// A computer player's answer: kept for the decision it was asked for, when that is
    /// this table's decision now and the answer is a move of this game; any other
    /// answer (a game left for the menu, an earlier decision) is dropped, never played.
    fn bot_answered(&mut self, asked: Asked, mv: Result<serde_json::Value, String>) {
        let ply = self.core.session.ply();
        let Some(job) = self.core.bot.as_mut() else {
            return;
        };
        if asked.table != self.save_path || asked.ply != job.ply || job.ply != ply {
            return;
        }
        match mv.and_then(|v| serde_json::from_value::<Move<G>>(v).map_err(|e| e.to_string())) {
            Ok(mv) => job.ready = Some(mv),
            // Never a player's doing: said, so that a table waiting for ever says why.
            Err(e) => self.core.message = fill(words(self.core.lang).bot_lost, &[("error", &e)]),
        }
    }
}

/// The keys every table answers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HostKey {
    Continue,
    Scroll,
    Close,
    AcceptHandoff,
    Menu,
    Rematch,
    Scores,
    Log,
    Export,
    /// A computer for the away seats, or the seats given back.
    StandIn,
    /// A seat number on a poll screen: whose answer comes next.
    PollSeat,
    /// An answer key on a poll screen.
    PollAnswer,
    /// `u`: take back the last decision of the person at the keyboard.
    Undo,
    /// `h`: what the normal computer player would do now.
    Hint,
}

impl<G: TableGame> TableScreen for HostTable<G> {
    fn game_key(&self) -> &'static str {
        G::KEY
    }
    fn lang(&self) -> Lang {
        self.core.lang
    }
    fn wants_text(&self) -> bool {
        !self.overlay_takes_keys()
            && self.core.handoff.is_none()
            && !self.core.is_over()
            && self.ui.typing(&self.ctx()).is_some()
    }
    fn is_over(&self) -> bool {
        self.core.is_over()
    }
    fn save_error(&self) -> Option<String> {
        self.save_error.clone()
    }
    fn save_path(&self) -> &std::path::Path {
        &self.save_path
    }
    fn help(&self) -> (String, String) {
        let lang = self.core.lang;
        let section = toml::Value::try_from(self.core.session.game.house_rules())
            .unwrap_or_else(|_| self.section.clone());
        let def = crate::games::find(G::KEY);
        let mut text = def.map_or_else(String::new, |d| d.help_in_force(lang, &section));
        text.push_str(words(lang).table_keys);
        (crate::engine::words::pair(lang, G::TITLE).to_string(), text)
    }
    fn update(&mut self, msg: Msg, env: &Env, fx: &mut Vec<Effect>) -> Exit {
        match msg {
            Msg::Key(action) => {
                let (message, ply) = (self.core.message.clone(), self.core.session.ply());
                let exit = self.key(action, env, fx);
                self.guide_after_key(&message, ply);
                exit
            }
            Msg::Tick(now) => {
                self.tick(now, env, fx);
                Exit::Stay
            }
            Msg::BotMove { asked, mv } => {
                self.bot_answered(asked, mv);
                Exit::Stay
            }
            Msg::Done(Done::Saved(result)) => {
                self.save_error = result.err();
                Exit::Stay
            }
            // The seed and save name of the rematch asked for (a late answer, once the
            // table is no longer over, is nothing).
            Msg::Done(Done::Drawn(DrawFor::Rematch, drawn)) if self.core.is_over() => {
                self.rematch(drawn, fx)
            }
            Msg::Done(_) | Msg::Guest(_) => Exit::Stay,
        }
    }
    fn draw(&self, frame: &mut Frame, area: Rect) -> TableMemo {
        crate::ui::table::draw(frame, area, self)
    }
    fn remember(&mut self, memo: TableMemo) {
        self.memo = memo;
    }
    fn remote_seats(&self) -> Vec<(SeatId, String, bool)> {
        self.stations
            .iter()
            .enumerate()
            .filter_map(|(seat, st)| {
                let st = st.as_ref()?;
                Some((
                    seat,
                    self.core.session.seats[seat].name.clone(),
                    st.connected,
                ))
            })
            .collect()
    }
    fn connect(&mut self, seat: SeatId, lang: Lang) -> Result<(), String> {
        HostTable::connect(self, seat, lang)
    }
    fn note(&mut self, text: String) {
        self.core.message = text;
    }
    fn disconnect(&mut self, seat: SeatId) {
        HostTable::disconnect(self, seat)
    }
    fn with_station(&mut self, seat: SeatId, f: &mut dyn FnMut(&mut dyn TableScreen)) {
        self.at_station(seat, |t| f(t));
    }
    fn with_spectators(&mut self, f: &mut dyn FnMut(&mut dyn TableScreen)) {
        self.at_spectators(|t| f(t));
    }
    fn guided(&self) -> bool {
        self.guide.is_some()
    }
    fn woken(&mut self) {
        self.core.bot = None;
        self.refresh();
    }
    fn computer_to_move(&self) -> bool {
        !self.summary_open()
            && !self.guide.as_ref().is_some_and(|g| g.after_round())
            && !self.core.poll_holds_computers()
            && self
                .core
                .session
                .to_act()
                .is_some_and(|s| !self.core.session.seats[s].is_human())
    }
}
