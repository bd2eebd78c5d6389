//! The TUI state machine (Elm style): each screen is a variant of `Screen`, keys become
//! `Action`s, `update` changes state and the `ui` module draws it. Popups get keys first.
//! Nothing here draws; nothing in `ui` changes state.

pub mod core;
pub mod keys;
pub mod launcher;
pub mod palabra_table;
pub mod rapi_table;
pub mod run;
pub mod setup;
pub mod table;
pub mod text;

use crate::config::Loaded;
use crate::engine::Lang;
use crate::games::GameId;
use keys::Action;
use launcher::Launcher;
use palabra_table::PalabraTable;
use rapi_table::RapiTable;
use setup::Setup;
use std::path::PathBuf;
use table::Table;

pub enum Screen {
    Launcher(Launcher),
    Setup(Box<Setup>),
    Table(Box<Table>),
    Rapi(Box<RapiTable>),
    Palabra(Box<PalabraTable>),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Popup {
    /// Rules help for a game, scrolled by `scroll` lines.
    Help { game: GameId, scroll: u16 },
    /// "Really quit?" during a game.
    ConfirmQuit,
    /// A message to acknowledge with Enter or Esc.
    Notice(String),
}

pub struct App {
    pub screen: Screen,
    pub popup: Option<Popup>,
    pub loaded: Loaded,
    pub lang: Lang,
    pub save_path: PathBuf,
    pub quit: bool,
    /// Set by `--record FILE`: every game started here writes its record there.
    pub record_path: Option<PathBuf>,
}

impl App {
    pub fn new(loaded: Loaded, save_path: PathBuf) -> App {
        let lang = loaded.config.settings.language;
        let mut app = App {
            screen: Screen::Launcher(Launcher::default_with_save(&save_path)),
            popup: None,
            loaded,
            lang,
            save_path,
            quit: false,
            record_path: None,
        };
        app.refresh_launcher();
        app
    }

    /// Re-reads whether a saved game exists, for the launcher's Continue entry.
    pub fn refresh_launcher(&mut self) {
        if let Screen::Launcher(l) = &mut self.screen {
            l.save = launcher::SaveStatus::probe(&self.save_path);
        }
    }

    /// Whether the focused widget is a text field (letters are then text, not commands).
    pub fn wants_text(&self) -> bool {
        self.popup.is_none()
            && match &self.screen {
                Screen::Setup(s) => s.editing_text(),
                Screen::Rapi(t) => t.wants_text(),
                Screen::Palabra(t) => t.wants_text(),
                _ => false,
            }
    }

    pub fn handle(&mut self, action: Action) {
        if let Some(popup) = self.popup.take() {
            self.popup = self.handle_popup(popup, action);
            return;
        }
        if action == Action::Quit {
            let in_game = match &self.screen {
                Screen::Table(t) => !t.is_over(),
                Screen::Rapi(t) => !t.is_over(),
                Screen::Palabra(t) => !t.is_over(),
                _ => false,
            };
            if in_game {
                self.popup = Some(Popup::ConfirmQuit);
            } else {
                self.quit = true;
            }
            return;
        }
        if action == Action::Help {
            let game = match &self.screen {
                Screen::Launcher(l) => l.selected_game().unwrap_or(GameId::Pala),
                Screen::Setup(s) => s.game,
                Screen::Table(_) => GameId::Pala,
                Screen::Rapi(_) => GameId::Rapiletras,
                Screen::Palabra(_) => GameId::Palabra,
            };
            self.popup = Some(Popup::Help { game, scroll: 0 });
            return;
        }
        let screen = std::mem::replace(&mut self.screen, Screen::Launcher(Launcher::default()));
        self.screen = match screen {
            Screen::Launcher(l) => launcher::update(self, l, action),
            Screen::Setup(s) => setup::update(self, s, action),
            Screen::Table(t) => table::update(self, t, action),
            Screen::Rapi(t) => rapi_table::update(self, t, action),
            Screen::Palabra(t) => palabra_table::update(self, t, action),
        };
    }

    fn handle_popup(&mut self, popup: Popup, action: Action) -> Option<Popup> {
        match popup {
            Popup::Help { game, scroll } => match action {
                Action::Down => Some(Popup::Help {
                    game,
                    scroll: scroll.saturating_add(1),
                }),
                Action::Up => Some(Popup::Help {
                    game,
                    scroll: scroll.saturating_sub(1),
                }),
                Action::Right | Action::Toggle => Some(Popup::Help {
                    game,
                    scroll: scroll.saturating_add(10),
                }),
                Action::Left => Some(Popup::Help {
                    game,
                    scroll: scroll.saturating_sub(10),
                }),
                Action::Back | Action::Select | Action::Help | Action::Quit => None,
                _ => Some(Popup::Help { game, scroll }),
            },
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
            Popup::Notice(text) => match action {
                Action::Select | Action::Back | Action::Toggle => None,
                _ => Some(Popup::Notice(text)),
            },
        }
    }

    /// Time passes: computer players think and move at the configured pace.
    pub fn tick(&mut self) {
        let delay = self.loaded.config.settings.bot_delay_ms;
        let notice = match &mut self.screen {
            Screen::Table(t) => t.tick(delay, &self.save_path),
            Screen::Rapi(t) => t.tick(delay, &self.save_path),
            Screen::Palabra(t) => t.tick(delay, &self.save_path),
            _ => None,
        };
        if notice.is_some() && self.popup.is_none() {
            self.popup = notice.map(Popup::Notice);
        }
    }

    /// The language of what is on screen: Rapiletras is played in Spanish.
    pub fn screen_lang(&self) -> Lang {
        match &self.screen {
            Screen::Rapi(t) => t.lang,
            Screen::Setup(s) => s.lang,
            _ => self.lang,
        }
    }
}
