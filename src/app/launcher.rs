//! The launcher: every game of the registry, those still to come, Continue, Rules,
//! Settings, Quit.

use super::effects::{Effect, ReadFor};
use super::keys::Action;
use super::text::launcher::{fill, words};
use super::{App, Popup, Screen, setup::Setup};
use crate::engine::Lang;
use crate::games::{GAMES, GameDef};
use crate::session::save::{self, SaveError, SaveFile};
use std::path::Path;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A playable game: its place in the registry.
    Game(usize),
    Continue,
    Rules,
    Settings,
    Quit,
}

pub fn entries() -> Vec<Entry> {
    let mut v: Vec<Entry> = (0..GAMES.len()).map(Entry::Game).collect();
    v.extend([Entry::Continue, Entry::Rules, Entry::Settings, Entry::Quit]);
    v
}

/// The launcher entry of the game with this key.
pub fn entry_of(key: &str) -> Option<Entry> {
    GAMES.iter().position(|g| g.key() == key).map(Entry::Game)
}

/// What a save holds, for the list Continue shows.
#[derive(Clone, Debug, PartialEq, Default)]
pub enum SaveStatus {
    #[default]
    None,
    /// A save that can be resumed: the game's key, when it was saved, and its players and
    /// where the game stands.
    Ready {
        game: String,
        saved_at_unix: u64,
        summary: String,
    },
    /// A save that cannot be read, with the reason.
    Broken(String),
}

/// The saves Continue offers, newest first.
pub(crate) type Saves = Vec<(std::path::PathBuf, SaveStatus)>;

/// Reads every save (construction only: `update` asks for this as an effect).
pub(crate) fn probe_saves(legacy: &Path) -> Saves {
    save::list(legacy)
        .into_iter()
        .map(|(p, r)| (p, SaveStatus::from_read(r)))
        .collect()
}

impl SaveStatus {
    pub(crate) fn from_read(read: Result<Option<SaveFile>, SaveError>) -> SaveStatus {
        match read {
            Ok(None) => SaveStatus::None,
            Ok(Some(file)) => SaveStatus::Ready {
                game: file.game,
                saved_at_unix: file.saved_at_unix,
                summary: file.summary,
            },
            Err(e) => SaveStatus::Broken(e.to_string()),
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct Launcher {
    pub cursor: usize,
    /// The last game the cursor was on, for Rules.
    pub last_game: usize,
    pub saves: Saves,
    /// Continue's list is open, with this save highlighted.
    pub picking: Option<usize>,
    pub message: Option<String>,
    pub settings_open: bool,
    pub settings_cursor: usize,
    /// Where the last draw put each entry (its index in [`entries`]), for mouse clicks.
    pub hits: Vec<(ratatui::layout::Rect, usize)>,
    /// The settings changed since Settings was opened (written when it closes).
    settings_changed: bool,
}

impl Launcher {
    pub fn new(saves: &Saves) -> Launcher {
        // Start on Continue when there is a game to resume, else on the default game.
        let (default, message) = match crate::games::default_game() {
            Some(i) => (i, None),
            // Never in a build whose tests pass: said (in both languages, the launcher
            // does not know which yet) rather than silently replaced.
            None => (
                0,
                Some(format!(
                    "The default game '{0}' is not in this build: the cursor starts on {1}. / \
                     El juego por defecto '{0}' no está en esta versión: el cursor empieza en {1}.",
                    crate::games::DEFAULT_GAME,
                    GAMES[0].key()
                )),
            ),
        };
        let start = if saves
            .iter()
            .any(|(_, s)| matches!(s, SaveStatus::Ready { .. }))
        {
            Entry::Continue
        } else {
            Entry::Game(default)
        };
        let cursor = entries().iter().position(|e| *e == start).unwrap_or(0);
        Launcher {
            saves: saves.clone(),
            cursor,
            last_game: match start {
                Entry::Game(i) => i,
                _ => default,
            },
            message,
            ..Launcher::default()
        }
    }

    pub fn selected(&self) -> Entry {
        let all = entries();
        all[self.cursor.min(all.len() - 1)]
    }

    /// The game whose rules `?` and Rules show: the one under the cursor or the last one.
    pub(crate) fn help_game(&self) -> &'static dyn GameDef {
        match self.selected() {
            Entry::Game(i) => GAMES[i],
            _ => GAMES[self.last_game.min(GAMES.len() - 1)],
        }
    }
}

pub(crate) const SETTINGS_ROWS: usize = 3;

fn launcher(app: &mut App) -> Option<&mut Launcher> {
    match &mut app.screen {
        Screen::Launcher(l) => Some(l),
        _ => None,
    }
}

pub fn update(app: &mut App, action: Action, fx: &mut Vec<Effect>) {
    let Some(l) = launcher(app) else { return };
    if l.settings_open {
        settings_update(app, action, fx);
        return;
    }
    if let Some(at) = l.picking {
        let n = l.saves.len();
        match action {
            Action::Up if n > 0 => l.picking = Some((at + n - 1) % n),
            Action::Down | Action::Tab if n > 0 => l.picking = Some((at + 1) % n),
            Action::Back => l.picking = None,
            Action::Select | Action::Toggle => {
                if let Some((path, _)) = l.saves.get(at) {
                    fx.push(Effect::ReadSave {
                        path: path.clone(),
                        purpose: ReadFor::Resume,
                    });
                }
            }
            _ => {}
        }
        return;
    }
    let n = entries().len();
    l.message = None;
    match action {
        Action::Up => l.cursor = (l.cursor + n - 1) % n,
        Action::Down | Action::Tab => l.cursor = (l.cursor + 1) % n,
        Action::Click { column, row } => {
            let at = ratatui::layout::Position::new(column, row);
            if let Some(&(_, i)) = l.hits.iter().find(|(r, _)| r.contains(at)) {
                l.cursor = i;
                return activate(app);
            }
        }
        Action::Select | Action::Toggle => return activate(app),
        Action::Char('q') => app.quit = true,
        _ => {}
    }
    if let Some(l) = launcher(app)
        && let Entry::Game(g) = l.selected()
    {
        l.last_game = g;
    }
}

fn activate(app: &mut App) {
    let lang = app.lang;
    let Some(l) = launcher(app) else { return };
    match l.selected() {
        Entry::Game(g) => {
            let setup = Setup::new(GAMES[g], app);
            app.screen = Screen::Setup(Box::new(setup));
        }
        Entry::Continue if l.saves.is_empty() => l.message = Some(words(lang).no_save.into()),
        Entry::Continue => l.picking = Some(0),
        Entry::Rules => app.popup = app.help_popup(),
        Entry::Settings => {
            l.settings_open = true;
            l.settings_cursor = 0;
            l.settings_changed = false;
        }
        Entry::Quit => app.quit = true,
    }
}

/// Continue: the saved game opens at its table, or is moved aside with one true message.
pub fn resume(
    app: &mut App,
    path: std::path::PathBuf,
    read: Result<Option<SaveFile>, SaveError>,
    fx: &mut Vec<Effect>,
) {
    let lang = app.lang;
    let file = match read {
        Ok(Some(file)) => file,
        Ok(None) => {
            if let Some(l) = launcher(app) {
                l.message = Some(words(lang).no_save.into());
            }
            return;
        }
        Err(e) => {
            // Unreadable: kept, but out of the list, and said where it went.
            app.set_pending_notice(format!("{e}."));
            fx.push(Effect::SetAside {
                path,
                only_if_unreadable: true,
            });
            return;
        }
    };
    if crate::games::find(&file.game).is_none() {
        app.popup = Some(Popup::Notice(fill(
            words(lang).unknown_game,
            &[("game", &file.game)],
        )));
        return;
    }
    // One window per game: a second naipes continuing it would overwrite its moves.
    app.save_lock = None;
    match save::lock(&path) {
        Ok(Some(lock)) => app.save_lock = Some((path.clone(), lock)),
        Ok(None) => {
            app.popup = Some(Popup::Notice(words(lang).open_elsewhere.into()));
            return;
        }
        // A place where locks cannot be taken: the game opens as before.
        Err(_) => {}
    }
    // Rebuilt and verified by the runner, which contains what a hand-edited save does.
    fx.push(Effect::Resume { path, file, lang });
}

/// The table of a save to continue, rebuilt: it opens, or the save is moved aside with
/// one true message.
pub(crate) fn resumed(
    app: &mut App,
    path: std::path::PathBuf,
    table: Result<Box<dyn super::host::TableScreen>, String>,
    fx: &mut Vec<Effect>,
) {
    match table {
        Ok(table) => app.open_table(table),
        Err(detail) => {
            // Readable but not playable: kept, out of the list, and said where it went.
            let damaged = SaveError::Damaged {
                path: path.display().to_string(),
                detail,
            };
            app.set_pending_notice(format!("{damaged}."));
            fx.push(Effect::SetAside {
                path,
                only_if_unreadable: false,
            });
        }
    }
}

fn settings_update(app: &mut App, action: Action, fx: &mut Vec<Effect>) {
    let Screen::Launcher(l) = &mut app.screen else {
        return;
    };
    let s = &mut app.loaded.config.settings;
    match action {
        Action::Up => l.settings_cursor = (l.settings_cursor + SETTINGS_ROWS - 1) % SETTINGS_ROWS,
        Action::Down | Action::Tab => l.settings_cursor = (l.settings_cursor + 1) % SETTINGS_ROWS,
        Action::Left | Action::Right | Action::Toggle | Action::Select => {
            let forward = action != Action::Left;
            l.settings_changed = true;
            match l.settings_cursor {
                0 => {
                    s.language = if s.language == Lang::En {
                        Lang::Es
                    } else {
                        Lang::En
                    };
                    app.lang = s.language;
                }
                1 => {
                    s.bot_delay_ms = if forward {
                        (s.bot_delay_ms + 100).min(crate::config::MAX_BOT_DELAY_MS)
                    } else {
                        s.bot_delay_ms.saturating_sub(100)
                    }
                }
                _ => s.mouse = !s.mouse,
            }
        }
        Action::Back | Action::Char('s') => {
            l.settings_open = false;
            if l.settings_changed {
                fx.push(Effect::WriteSettings {
                    path: app.loaded.user_file.clone(),
                    settings: s.clone(),
                });
            }
        }
        _ => {}
    }
}

impl App {
    pub(crate) fn set_pending_notice(&mut self, text: String) {
        self.pending_notice = Some(text);
    }
}
