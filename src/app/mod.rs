//! The TUI state machine (Elm style): each screen is a variant of `Screen`, keys become
//! `Action`s, `update` changes state and returns [`Effect`]s (saving, records, computer
//! players) that the event loop carries out. `update` is pure: no terminal size, clock or
//! file I/O; what the last draw learned comes back through [`App::remember`]. Nothing here
//! draws; nothing in `ui` changes state. Popups get keys first.

pub mod effects;
pub mod guests;
pub mod guide;
pub mod hosting;
pub(crate) mod inbox;
pub mod launcher;
pub mod lines;
pub mod registry;
pub mod replay;
pub mod run;
#[cfg(feature = "ssh")]
pub mod served;
pub mod setup;
pub mod table;
pub mod text;

use crate::config::Loaded;
use crate::engine::{Lang, Seat};
use crate::game_screen::keys::Action;
use effects::{Done, Effect, Msg, ReadFor};
use launcher::{Launcher, Saves};
use setup::Setup;
use std::collections::BTreeMap;
use std::path::PathBuf;
use table::{AnyTable, Env, Exit, TableMemo};

pub enum Screen {
    Launcher(Launcher),
    Setup(Box<Setup>),
    Table(Box<dyn AnyTable>),
    /// A finished game, move by move ([`replay`]).
    Replay(Box<dyn replay::ReplayScreen>),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Popup {
    /// Rules help: its title and text, scrolled by `scroll` lines; `guide`: the key of
    /// the game whose guided first round `g` starts from here.
    Help {
        title: String,
        text: String,
        scroll: u16,
        guide: Option<&'static str>,
    },
    /// "Really quit?" during a game.
    ConfirmQuit,
    /// "Leave the table?" at another terminal: the game goes on at the host's
    /// (`watching`: a spectator, who has no seat to come back to).
    ConfirmLeave { watching: bool },
    /// "Close the table?" when Esc would send people at other terminals away: the text.
    ConfirmCloseTable(String),
    /// A message to acknowledge with Enter or Esc.
    Notice(String),
    /// How to join a hosted table (the text), acknowledged like a notice; drawn with its
    /// seats at other terminals as they are now, who has joined and who is awaited.
    Welcome(String),
    /// "Delete this unfinished game?" on Continue's list: the save and what it is.
    ConfirmDelete { path: PathBuf, what: String },
    /// A finished game's details (History's Enter): a title and its lines.
    Details { title: String, lines: Vec<String> },
    /// A finished game's review being computed (README, "Review of a finished game"):
    /// how far it has got; its lines then open as a scrolled text (`Help`).
    Reviewing {
        title: String,
        progress: std::sync::Arc<crate::history::Progress>,
        /// The teacher's report: the progress counts games, not decisions.
        games: bool,
    },
}

impl PartialEq for crate::history::Progress {
    /// The same progress is the same review asked for.
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

/// The seats last set up for each game, remembered for the next time.
pub(crate) type Remembered = BTreeMap<String, Vec<Seat>>;

/// The setup options last chosen for each game (key to value as written in TOML).
pub(crate) type RememberedOptions = BTreeMap<String, BTreeMap<String, String>>;

pub struct App {
    pub screen: Screen,
    pub popup: Option<Popup>,
    pub loaded: Loaded,
    pub lang: Lang,
    pub save_path: PathBuf,
    pub quit: bool,
    /// Set by `--record FILE`: every game started here writes its record there.
    pub record_path: Option<PathBuf>,
    /// The saved games Continue offers.
    pub saves: Saves,
    pub remembered: Remembered,
    pub remembered_options: RememberedOptions,
    /// A notice waiting for the outcome of an effect (a save moved aside).
    pending_notice: Option<String>,
    /// The last draw found the terminal too small: only Ctrl-Q works until it grows.
    pub too_small: bool,
    /// The lock of the save of the game this window plays (continued, or started here
    /// once its first save exists), and that save's path: another naipes cannot
    /// continue it.
    pub save_lock: Option<(PathBuf, std::fs::File)>,
    /// People at other terminals (a hosted table), by connection.
    pub guests: BTreeMap<guests::ConnId, guests::Guest>,
    /// Seats someone at another terminal sat in at this table: only their names take
    /// them back (see [`guests::free_seats`]).
    pub(crate) claimed_seats: guests::Claimed,
    /// What joining this table takes (address, code, host key), when it is hosted.
    pub hosting: Option<String>,
    /// The link browsers join by, drawn as a QR code on the welcome box.
    pub join_url: Option<String>,
    /// Connections may watch a hosted table (a house rule, off by default).
    pub spectators_allowed: bool,
    /// The table just opened has seats at other terminals and no server yet: the event
    /// loop starts one (see [`App::take_host_wish`]).
    host_wanted: bool,
    /// The launcher a replay was opened from (History, its filters and cursor): Esc
    /// comes back to it.
    behind_replay: Option<Box<Launcher>>,
    /// Where a guided first round was started from: the screen it returns to.
    guide_return: Option<Screen>,
}

impl App {
    pub fn new(loaded: Loaded, save_path: PathBuf) -> App {
        let lang = loaded.config.settings.language;
        // Construction may read: the event loop has not started yet.
        let saves = launcher::probe_saves(&save_path);
        let remembered = setup::read_remembered(&remembered_path(&save_path));
        let remembered_options = setup::read_remembered(&remembered_options_path(&save_path));
        App {
            screen: Screen::Launcher(Launcher::new(&saves)),
            popup: None,
            loaded,
            lang,
            save_path,
            quit: false,
            record_path: None,
            saves,
            remembered,
            remembered_options,
            pending_notice: None,
            too_small: false,
            save_lock: None,
            guests: BTreeMap::new(),
            claimed_seats: Default::default(),
            hosting: None,
            join_url: None,
            spectators_allowed: false,
            host_wanted: false,
            behind_replay: None,
            guide_return: None,
        }
    }

    /// Whether the focused widget is a text field (letters are then text, not commands).
    pub fn wants_text(&self) -> bool {
        self.popup.is_none()
            && match &self.screen {
                Screen::Setup(s) => s.editing_text(),
                Screen::Table(t) => t.wants_text(table::ScreenId::Host),
                Screen::Launcher(_) | Screen::Replay(_) => false,
            }
    }

    /// The language of what is on screen: Rapiletras is played in Spanish.
    pub(crate) fn screen_lang(&self) -> Lang {
        match &self.screen {
            Screen::Table(t) => t.lang(table::ScreenId::Host),
            Screen::Setup(s) => s.lang,
            Screen::Launcher(_) => self.lang,
            Screen::Replay(r) => r.lang(),
        }
    }

    /// What the last draw learned (where the clickable cards are, whether the score pad
    /// sits beside the table).
    pub fn remember(&mut self, memo: TableMemo) {
        self.too_small = memo.too_small;
        match &mut self.screen {
            Screen::Table(t) => t.remember(table::ScreenId::Host, memo),
            Screen::Launcher(l) => l.hits = memo.hits,
            Screen::Replay(r) => r.remember(memo),
            Screen::Setup(_) => {}
        }
    }

    /// A key, with its effects carried out at once on this thread (computer players
    /// included): how tests and scripts drive the app. The event loop uses `update`.
    pub fn handle(&mut self, action: Action) {
        self.drive(Msg::Key(action));
    }

    /// `update`, then every effect it asks for and every message they bring back, in
    /// order, on this thread.
    pub fn drive(&mut self, msg: Msg) {
        self.drive_all(vec![msg]);
    }

    /// `drive` for several messages (a table's first effects, say).
    pub fn drive_all(&mut self, msgs: Vec<Msg>) {
        let runner = effects::Runner::inline();
        let mut pending: std::collections::VecDeque<Msg> = msgs.into();
        while let Some(msg) = pending.pop_front() {
            for effect in self.update(msg) {
                pending.extend(runner.perform(effect));
            }
        }
    }

    /// Carries out effects at once (a table's first save and record), on this thread.
    pub fn perform_now(&mut self, fx: Vec<Effect>) {
        let runner = effects::Runner::inline();
        let msgs = fx.into_iter().filter_map(|e| runner.perform(e)).collect();
        self.drive_all(msgs);
    }

    /// Lets computer players move (at once, whatever the pace) until a person must act,
    /// a summary waits to be read, or the game ends. For tests and scripts.
    pub fn settle(&mut self) {
        let delay = self.loaded.config.settings.bot_delay_ms;
        self.loaded.config.settings.bot_delay_ms = 0;
        for _ in 0..100_000 {
            let Screen::Table(t) = &self.screen else {
                break;
            };
            if !t.computer_to_move() {
                break;
            }
            self.drive(Msg::Tick(std::time::Instant::now()));
        }
        self.loaded.config.settings.bot_delay_ms = delay;
    }

    pub fn update(&mut self, msg: Msg) -> Vec<Effect> {
        let mut fx = Vec::new();
        match msg {
            Msg::Key(action) => self.key(action, &mut fx),
            Msg::Done(done) => self.done(done, &mut fx),
            Msg::Guest(event) => self.guest_event(event, &mut fx),
            Msg::GuestAction { conn, action } => self.guest_key(conn, action, &mut fx),
            other => self.update_table(other, &mut fx),
        }
        if !matches!(self.screen, Screen::Table(_)) {
            if !self.guests.is_empty() {
                // The table they sat at is gone (its game stays saved).
                self.send_guests_away(&mut fx);
            }
            self.stop_hosting();
        }
        if self.quit {
            // The window is closing: the game is another window's to continue.
            self.save_lock = None;
            // The people at other terminals are told, and their terminals restored
            // (found by a tester: they were left on a frozen screen).
            if !self.guests.is_empty() {
                self.send_guests_away(&mut fx);
            }
        }
        fx
    }

    fn update_table(&mut self, msg: Msg, fx: &mut Vec<Effect>) {
        let env = Env {
            save_path: &self.save_path,
            bot_delay_ms: self.loaded.config.settings.bot_delay_ms,
        };
        let Screen::Table(t) = &mut self.screen else {
            return;
        };
        match t.update(msg, &env, fx) {
            Exit::Stay => {}
            // One Esc (also the key that closes panels) would send everyone at other
            // terminals away: asked first (found by a tester).
            Exit::Menu if !self.guests.is_empty() => {
                let w = text::table::words(self.screen_lang());
                let n = self.guests.len();
                let ask = if n == 1 {
                    w.close_table_ask_one.to_string()
                } else {
                    text::table::fill(w.close_table_ask, &[("n", &n.to_string())])
                };
                self.popup = Some(Popup::ConfirmCloseTable(format!(
                    "{ask}\n\n{}",
                    w.close_table_keys
                )));
            }
            Exit::Menu => {
                // A game that is over leaves the cursor on its own row (to play again);
                // one in progress on Continue (to resume it). It fell on the default
                // game when no other save was left (found by testers).
                let over = t.is_over().then(|| t.game_key());
                self.to_launcher(fx);
                if let Some(key) = over {
                    self.launcher_on_game(key);
                }
            }
            Exit::LeaveGuide => self.leave_guide(fx),
            Exit::Review(job) => self.start_review(job, fx),
            Exit::Rematch(table) => {
                self.screen = Screen::Table(table);
                self.reseat_guests();
            }
        }
    }

    /// The launcher's cursor on game `key`'s row.
    pub(crate) fn launcher_on_game(&mut self, key: &str) {
        if let Screen::Launcher(l) = &mut self.screen
            && let Some(entry) = launcher::entry_of(key)
            && let Some(at) = launcher::entries().iter().position(|e| *e == entry)
        {
            l.cursor = at;
            if let launcher::Entry::Game(i) = entry {
                l.last_game = i;
            }
        }
    }

    pub fn to_launcher(&mut self, fx: &mut Vec<Effect>) {
        self.screen = Screen::Launcher(Launcher::new(&self.saves));
        fx.push(Effect::ListSaves {
            legacy: self.save_path.clone(),
        });
    }

    fn key(&mut self, mut action: Action, fx: &mut Vec<Effect>) {
        // Nothing is played blind: while the terminal is too small, only quitting works,
        // and at once (its question could not be seen; the game is saved after every
        // move, so quitting loses nothing). It asked before, unseen, and then nothing
        // could answer it (found by a tester).
        if self.too_small {
            if action == Action::Quit {
                self.quit = true;
            }
            return;
        }
        // `h` and `u` are the table's hint and undo; elsewhere `h` moves left.
        if self.popup.is_some() || !matches!(self.screen, Screen::Table(_)) {
            action = action.off_table();
        }
        if let Some(popup) = self.popup.take() {
            self.popup = self.handle_popup(popup, action, fx);
            return;
        }
        if action == Action::Quit {
            let in_game = matches!(&self.screen, Screen::Table(t) if !t.is_over());
            if in_game {
                self.popup = Some(Popup::ConfirmQuit);
            } else {
                self.quit = true;
            }
            return;
        }
        if action == Action::Help {
            self.popup = self.help_popup();
            return;
        }
        match &mut self.screen {
            Screen::Launcher(_) => launcher::update(self, action, fx),
            Screen::Setup(_) => setup::update(self, action, fx),
            Screen::Table(_) => self.update_table(Msg::Key(action), fx),
            Screen::Replay(r) => {
                if r.key(action) {
                    self.leave_replay(fx);
                } else if let Some(job) = r.take_review() {
                    self.start_review(job, fx);
                } else if let Some((game, body)) = r.take_practice() {
                    self.start_practice(game, body, fx);
                }
            }
        }
    }

    fn help_popup(&self) -> Option<Popup> {
        let (title, mut text) = match &self.screen {
            Screen::Replay(r) => return Some(replay::help_popup(r.as_ref())),
            // A hosted table's help starts with how to join it.
            Screen::Table(t) => match &self.hosting {
                Some(how) => {
                    let (title, text) = t.help(table::ScreenId::Host);
                    let seats = self
                        .seats_line(t.lang(table::ScreenId::Host))
                        .unwrap_or_default();
                    (title, format!("{how}\n\n{seats}\n\n{text}"))
                }
                None => t.help(table::ScreenId::Host),
            },
            Screen::Setup(s) => {
                let lang = s.lang;
                (
                    s.game.title(lang).to_string(),
                    s.game.help_in_force(lang, &s.section),
                )
            }
            Screen::Launcher(l) => {
                let game = l.help_game();
                let lang = game.forced_lang().unwrap_or(self.lang);
                (
                    game.title(lang).to_string(),
                    game.help_in_force(lang, &self.loaded.config.section(game.key())),
                )
            }
        };
        // A game with a guided first round offers it from its help (not from a guide,
        // nor at a table people at other terminals share).
        let guide = match &self.screen {
            Screen::Table(t) if t.guided() || self.hosting.is_some() => None,
            Screen::Table(t) => Some(t.game_key()),
            Screen::Setup(s) => Some(s.game.key()),
            Screen::Launcher(l) => Some(l.help_game().key()),
            Screen::Replay(_) => None,
        }
        .and_then(crate::games::find)
        .filter(|g| g.has_guide())
        .map(|g| g.key());
        if guide.is_some() {
            text.insert_str(0, text::table::words(self.screen_lang()).help_guide_line);
        }
        Some(Popup::Help {
            title,
            text,
            scroll: 0,
            guide,
        })
    }

    /// Starts the guided first round of the game `key`, in place of the screen on now
    /// (kept, to come back to).
    pub fn start_guide(&mut self, key: &str) {
        let Some(game) = crate::games::find(key) else {
            return;
        };
        let lang = game.forced_lang().unwrap_or(self.screen_lang());
        let path = self.save_path.with_file_name("guide-not-saved.json");
        match registry::tables_of(game).and_then(|maker| maker.start_guide(lang, path)) {
            Ok(table) => {
                let before = std::mem::replace(&mut self.screen, Screen::Table(table));
                self.guide_return = Some(before);
            }
            Err(e) => self.notice(e),
        }
    }

    /// The guide is left or done: back to where it was started.
    fn leave_guide(&mut self, fx: &mut Vec<Effect>) {
        match self.guide_return.take() {
            Some(mut screen) => {
                if let Screen::Table(t) = &mut screen {
                    t.woken();
                }
                let launcher = matches!(screen, Screen::Launcher(_));
                self.screen = screen;
                if launcher {
                    fx.push(Effect::ListSaves {
                        legacy: self.save_path.clone(),
                    });
                }
            }
            None => self.to_launcher(fx),
        }
    }

    fn handle_popup(
        &mut self,
        popup: Popup,
        action: Action,
        fx: &mut Vec<Effect>,
    ) -> Option<Popup> {
        match popup {
            Popup::Help {
                title,
                text,
                scroll,
                guide,
            } => {
                if let (Some(key), Action::Char('g')) = (guide, action) {
                    self.start_guide(key);
                    return None;
                }
                let scroll = match action {
                    Action::Down => scroll.saturating_add(1),
                    Action::Up => scroll.saturating_sub(1),
                    Action::Right | Action::Toggle => scroll.saturating_add(10),
                    Action::Left => scroll.saturating_sub(10),
                    Action::Back | Action::Select | Action::Help | Action::Quit => return None,
                    _ => scroll,
                };
                Some(Popup::Help {
                    title,
                    text,
                    scroll,
                    guide,
                })
            }
            Popup::ConfirmQuit => match action {
                // y(es) or s(í).
                Action::Char('y') | Action::Char('s') | Action::Select => {
                    // The game is autosaved after every move: quitting loses nothing.
                    self.quit = true;
                    None
                }
                Action::Char('n') | Action::Back | Action::Quit => None,
                _ => Some(Popup::ConfirmQuit),
            },
            // Asked only at other terminals, whose keys `guest_key` reads.
            Popup::ConfirmLeave { .. } => None,
            Popup::Notice(text) => match action {
                Action::Select | Action::Back | Action::Toggle => None,
                _ => Some(Popup::Notice(text)),
            },
            Popup::Welcome(how) => match action {
                Action::Select | Action::Back | Action::Toggle => None,
                _ => Some(Popup::Welcome(how)),
            },
            Popup::ConfirmDelete { path, what } => match action {
                // y(es) or s(í).
                Action::Char('y') | Action::Char('s') | Action::Select => {
                    launcher::delete_save(self, path, fx);
                    None
                }
                Action::Char('n') | Action::Back => None,
                _ => Some(Popup::ConfirmDelete { path, what }),
            },
            Popup::ConfirmCloseTable(what) => match action {
                // y(es) or s(í): the table closes; `update` sends the guests away.
                Action::Char('y') | Action::Char('s') | Action::Select => {
                    self.to_launcher(fx);
                    None
                }
                Action::Char('n') | Action::Back | Action::Quit => None,
                _ => Some(Popup::ConfirmCloseTable(what)),
            },
            Popup::Reviewing {
                title,
                progress,
                games,
            } => match action {
                Action::Back | Action::Quit => {
                    progress.stop();
                    None
                }
                _ => Some(Popup::Reviewing {
                    title,
                    progress,
                    games,
                }),
            },
            Popup::Details { title, lines } => match action {
                Action::Select | Action::Back | Action::Toggle => None,
                _ => Some(Popup::Details { title, lines }),
            },
        }
    }

    fn notice(&mut self, text: String) {
        self.popup = Some(Popup::Notice(match self.popup.take() {
            Some(Popup::Notice(old)) if old != text => format!("{old}\n\n{text}"),
            _ => text,
        }));
    }

    fn done(&mut self, done: Done, fx: &mut Vec<Effect>) {
        let lang = self.screen_lang();
        match done {
            Done::Saved(result) => {
                if let Err(e) = &result {
                    self.notice(text::save_failed(lang, e));
                }
                let saved = result.is_ok();
                // The table must know: it never claims a save that failed.
                self.update_table(Msg::Done(Done::Saved(result)), fx);
                if saved {
                    self.lock_the_tables_save();
                }
            }
            Done::Reviewed { progress, lines } => {
                // Shown only if it is still the review asked for (Esc stops it).
                if let Some(Popup::Reviewing {
                    progress: asked,
                    title,
                    ..
                }) = &self.popup
                    && std::sync::Arc::ptr_eq(asked, &progress)
                {
                    self.popup = Some(Popup::Help {
                        title: title.clone(),
                        text: lines.join("\n"),
                        scroll: 0,
                        guide: None,
                    });
                }
            }
            Done::Finished(Ok(_)) => {}
            Done::Finished(Err(e)) => self.notice(text::save_failed(lang, &e)),
            Done::Recorded(Ok(())) => {}
            Done::Recorded(Err(e)) => self.notice(text::record_failed(lang, &e)),
            Done::Exported(Ok(path)) => {
                self.notice(text::saved_record(lang, &path.display().to_string()))
            }
            Done::Exported(Err(e)) => self.notice(text::export_failed(lang, &e)),
            Done::SettingsWritten(result) => match (&mut self.screen, result) {
                (Screen::Launcher(l), result) => {
                    l.message = Some(match result {
                        Ok(path) => text::settings_saved(lang, &path.display().to_string()),
                        Err(e) => text::settings_not_saved(lang, &e),
                    });
                }
                // The setup's pace, written as its game starts: only a failure is said.
                (_, Err(e)) => self.notice(text::settings_not_saved(lang, &e)),
                (_, Ok(_)) => {}
            },
            Done::SetAside(result) => {
                let reason = self.pending_notice.take();
                let moved = match result {
                    Ok(path) => text::set_aside(lang, &path.display().to_string()),
                    Err(e) => text::not_set_aside(lang, &e),
                };
                self.notice(match reason {
                    Some(r) => format!("{r}\n\n{moved}"),
                    None => moved,
                });
                fx.push(Effect::ListSaves {
                    legacy: self.save_path.clone(),
                });
            }
            Done::SavesListed(saves) => {
                self.saves = saves;
                if let Screen::Launcher(l) = &mut self.screen {
                    l.saves = self.saves.clone();
                    l.picking = l
                        .picking
                        .filter(|_| !l.saves.is_empty())
                        .map(|at| at.min(l.saves.len() - 1));
                }
            }
            Done::SaveRead(ReadFor::Resume, path, result) => {
                launcher::resume(self, path, result, fx)
            }
            Done::Resumed(path, table) => launcher::resumed(self, path, table, fx),
            Done::ReplayOpened(_, result) => match result {
                Ok(screen) => self.open_replay(screen, true),
                // Already in the player's words, with the file's name.
                Err(e) => self.notice(e),
            },
            Done::HistoryLoaded { stats, result } => launcher::history_loaded(self, stats, result),
            Done::Trashed(result) => {
                let w = text::launcher::words(lang);
                self.notice(match result {
                    Ok(path) => {
                        text::launcher::fill(w.trashed, &[("path", &path.display().to_string())])
                    }
                    Err(None) => w.open_elsewhere.to_string(),
                    Err(Some(e)) => text::launcher::fill(w.not_trashed, &[("err", &e)]),
                });
                fx.push(Effect::ListSaves {
                    legacy: self.save_path.clone(),
                });
            }
            Done::Drawn(effects::DrawFor::Setup, drawn) => setup::start(self, drawn, fx),
            Done::Drawn(effects::DrawFor::Rematch, drawn) => {
                self.update_table(Msg::Done(Done::Drawn(effects::DrawFor::Rematch, drawn)), fx)
            }
        }
    }

    /// Opens a table: the screen changes and the table's first effects are queued.
    /// A game started here takes the lock of its save as soon as the save exists, as a
    /// continued one does when it opens: a second window that continues it is told it
    /// is open here. Taking it again for the same save is nothing.
    fn lock_the_tables_save(&mut self) {
        let Screen::Table(t) = &self.screen else {
            return;
        };
        if t.guided() {
            return;
        }
        if self
            .save_lock
            .as_ref()
            .is_some_and(|(held, _)| held == t.save_path())
        {
            return;
        }
        let path = t.save_path().to_path_buf();
        // Held elsewhere (which a new game's own name rules out) or a place where locks
        // cannot be taken: the game goes on as before.
        if let Ok(Some(lock)) = crate::session::save::lock(&path) {
            self.save_lock = Some((path, lock));
        }
    }

    pub fn open_table(&mut self, table: Box<dyn AnyTable>) {
        // Seats at other terminals need a server, unless one was started for this table
        // (`naipes host` starts it before the table opens).
        self.host_wanted = self.hosting.is_none() && !table.remote_seats().is_empty();
        if self.host_wanted {
            self.spectators_allowed = self.loaded.config.settings.host_spectators;
        }
        self.screen = Screen::Table(table);
    }

    /// Shows a replay ([`replay::open`]): Esc comes back to the launcher when it was
    /// opened from there, and quits when it was opened from the command line.
    pub fn open_replay(&mut self, mut screen: Box<dyn replay::ReplayScreen>, from_launcher: bool) {
        screen.set_from_launcher(from_launcher);
        let before = std::mem::replace(&mut self.screen, Screen::Replay(screen));
        self.behind_replay = match before {
            Screen::Launcher(l) if from_launcher => Some(Box::new(l)),
            _ => None,
        };
    }

    /// A practice game from a replay's move: opened as a saved game is (verified by
    /// replaying its moves), autosaved under a new name from its first move on.
    fn start_practice(
        &mut self,
        game: &'static str,
        body: serde_json::Value,
        fx: &mut Vec<Effect>,
    ) {
        use crate::session::save;
        let file = save::SaveFile {
            format: save::FORMAT.into(),
            version: save::VERSION,
            game: game.into(),
            saved_at_unix: save::now_unix(),
            summary: String::new(),
            record: None,
            // Nothing of a finished game is secret, its seed included.
            seed_chosen: true,
            body,
        };
        fx.push(Effect::Resume {
            path: save::new_save_path(&self.save_path, game),
            file,
            lang: self.lang,
        });
    }

    /// A finished game's review, computed off the UI thread while its progress shows.
    pub(crate) fn start_review(&mut self, job: crate::games::review::Job, fx: &mut Vec<Effect>) {
        let lang = self.screen_lang();
        let w = text::table::words(lang);
        let progress = std::sync::Arc::new(crate::history::Progress::default());
        let title = text::table::fill(w.plays_review_title, &[("game", job.title(lang))]);
        self.popup = Some(Popup::Reviewing {
            title,
            progress: progress.clone(),
            games: false,
        });
        fx.push(Effect::Review {
            job,
            legacy: self.save_path.clone(),
            lang,
            progress,
        });
    }

    /// Esc or q in a replay.
    fn leave_replay(&mut self, fx: &mut Vec<Effect>) {
        let from_launcher = matches!(&self.screen, Screen::Replay(r) if r.opened_from_launcher());
        if from_launcher {
            self.to_launcher(fx);
            if let (Some(behind), Screen::Launcher(l)) =
                (self.behind_replay.take(), &mut self.screen)
            {
                *l = *behind;
                l.saves = self.saves.clone();
            }
        } else {
            self.quit = true;
        }
    }
}

/// Where the last seats are remembered: beside the autosave.
pub(crate) fn remembered_path(save_path: &std::path::Path) -> PathBuf {
    save_path.with_file_name("last-seats.json")
}

/// Where the last setup options are remembered: beside the autosave.
pub(crate) fn remembered_options_path(save_path: &std::path::Path) -> PathBuf {
    save_path.with_file_name("last-options.json")
}
