//! The launcher: the five games, Continue, Rules, Settings, Quit.

use super::keys::Action;
use super::{App, Popup, Screen, setup::Setup, table::Table};
use crate::engine::Lang;
use crate::games::GameId;
use crate::session::save::{self, SaveError};
use std::path::Path;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    Game(GameId),
    Continue,
    Rules,
    Settings,
    Quit,
}

pub fn entries() -> Vec<Entry> {
    let mut v: Vec<Entry> = GameId::ALL.into_iter().map(Entry::Game).collect();
    v.extend([Entry::Continue, Entry::Rules, Entry::Settings, Entry::Quit]);
    v
}

/// What Continue would resume.
#[derive(Clone, Debug, PartialEq, Default)]
pub enum SaveStatus {
    #[default]
    None,
    /// A save that can be resumed: the game's key and a short description.
    Ready { game: String, saved_at_unix: u64 },
    /// A save that cannot be read, with the reason.
    Broken(String),
}

impl SaveStatus {
    pub fn probe(path: &Path) -> SaveStatus {
        match save::read(path) {
            Ok(None) => SaveStatus::None,
            Ok(Some(file)) => SaveStatus::Ready {
                game: file.game,
                saved_at_unix: file.saved_at_unix,
            },
            Err(e) => SaveStatus::Broken(e.to_string()),
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct Launcher {
    pub cursor: usize,
    /// The last game the cursor was on, for Rules.
    pub last_game: Option<GameId>,
    pub save: SaveStatus,
    pub message: Option<String>,
    pub settings_open: bool,
    pub settings_cursor: usize,
}

impl Launcher {
    pub fn selected(&self) -> Entry {
        let all = entries();
        all[self.cursor.min(all.len() - 1)]
    }

    pub fn selected_game(&self) -> Option<GameId> {
        match self.selected() {
            Entry::Game(g) => Some(g),
            _ => self.last_game,
        }
    }
}

pub const SETTINGS_ROWS: usize = 3;

pub fn update(app: &mut App, mut l: Launcher, action: Action) -> Screen {
    if l.settings_open {
        settings_update(app, &mut l, action);
        return Screen::Launcher(l);
    }
    let n = entries().len();
    l.message = None;
    match action {
        Action::Up => l.cursor = (l.cursor + n - 1) % n,
        Action::Down | Action::Tab => l.cursor = (l.cursor + 1) % n,
        Action::Click { row, .. } => {
            if let Some(i) = crate::ui::launcher::entry_at_row(row) {
                l.cursor = i;
                return activate(app, l);
            }
        }
        Action::Select | Action::Toggle => return activate(app, l),
        Action::Back => app.quit = true,
        _ => {}
    }
    if let Entry::Game(g) = l.selected() {
        l.last_game = Some(g);
    }
    Screen::Launcher(l)
}

fn activate(app: &mut App, mut l: Launcher) -> Screen {
    let lang = app.lang;
    match l.selected() {
        Entry::Game(g) if g.is_built() => {
            return Screen::Setup(Box::new(Setup::new(g, &app.loaded, lang)));
        }
        Entry::Game(g) => {
            l.message = Some(super::text::not_built(lang, g.title(lang)));
        }
        Entry::Continue => match save::read(&app.save_path) {
            Ok(None) => {
                l.message = Some(
                    lang.pick(
                        "There is no saved game.",
                        "No hay ninguna partida guardada.",
                    )
                    .into(),
                )
            }
            Ok(Some(file)) => match resume(file, app) {
                Ok(screen) => return screen,
                Err(e) => {
                    // Readable but not playable: keep it, out of the way of the next
                    // autosave, and say where it went.
                    let aside = match save::set_aside(&app.save_path) {
                        Ok(p) => super::text::set_aside(lang, &p.display().to_string()),
                        Err(err) => err.to_string(),
                    };
                    app.popup = Some(Popup::Notice(format!("{e}\n\n{aside}")));
                    l.save = SaveStatus::probe(&app.save_path);
                }
            },
            Err(e) => app.popup = Some(Popup::Notice(broken_save_notice(lang, &e))),
        },
        Entry::Rules => {
            app.popup = Some(Popup::Help {
                game: l.last_game.unwrap_or(GameId::Pala),
                scroll: 0,
            })
        }
        Entry::Settings => {
            l.settings_open = true;
            l.settings_cursor = 0;
        }
        Entry::Quit => app.quit = true,
    }
    Screen::Launcher(l)
}

/// Opens the table of the saved game's kind.
fn resume(file: save::SaveFile, app: &App) -> Result<Screen, String> {
    let lang = app.lang;
    match GameId::from_key(&file.game) {
        Some(GameId::Pala) => Ok(Screen::Table(Box::new(Table::resume(file.body, app)?))),
        Some(GameId::Palabra) => Ok(Screen::Palabra(Box::new(
            super::palabra_table::PalabraTable::resume(file.body, app)?,
        ))),
        Some(GameId::Rapiletras) => Ok(Screen::Rapi(Box::new(
            super::rapi_table::RapiTable::resume(file.body, app, Lang::Es)?,
        ))),
        _ => Err(match lang {
            Lang::En => format!(
                "The saved game is {}, which this version cannot play. It was left untouched.",
                file.game
            ),
            Lang::Es => format!(
                "La partida guardada es de {}, que esta versión no sabe jugar. No se ha tocado.",
                file.game
            ),
        }),
    }
}

pub fn broken_save_notice(lang: Lang, e: &SaveError) -> String {
    format!(
        "{e}.\n\n{}",
        lang.pick(
            "It was not changed. Starting a new game moves it aside (it is not deleted).",
            "No se ha tocado. Al empezar una partida nueva se aparta (no se borra).",
        )
    )
}

fn settings_update(app: &mut App, l: &mut Launcher, action: Action) {
    let s = &mut app.loaded.config.settings;
    match action {
        Action::Up => l.settings_cursor = (l.settings_cursor + SETTINGS_ROWS - 1) % SETTINGS_ROWS,
        Action::Down | Action::Tab => l.settings_cursor = (l.settings_cursor + 1) % SETTINGS_ROWS,
        Action::Left | Action::Right | Action::Toggle | Action::Select => {
            let forward = action != Action::Left;
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
        Action::Back | Action::Char('s') => l.settings_open = false,
        _ => {}
    }
}

impl Launcher {
    pub fn default_with_save(path: &Path) -> Launcher {
        let save = SaveStatus::probe(path);
        // Start on Continue when there is a game to resume, else on the playable game.
        let start = if matches!(save, SaveStatus::Ready { .. }) {
            Entry::Continue
        } else {
            Entry::Game(GameId::Pala)
        };
        Launcher {
            save,
            cursor: entries().iter().position(|e| *e == start).unwrap_or(0),
            last_game: Some(GameId::Pala),
            ..Launcher::default()
        }
    }
}
