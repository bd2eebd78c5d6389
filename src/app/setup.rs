//! Setup: seats (name, person or computer), the mode, the seed, the pace, the house rules
//! in force and where to change the rest.

use super::keys::Action;
use super::{
    App, Popup, Screen, launcher::Launcher, palabra_table::PalabraTable, rapi_table::RapiTable,
    table::Table,
};
use crate::config::Loaded;
use crate::engine::WordCheck;
use crate::engine::{BotLevel, Lang, Seat, SeatKind};
use crate::games::GameId;
use crate::games::pala::{Mode, PalaRules};
use crate::games::palabra::PalabraRules;
use crate::games::rapiletras::RapiRules;

pub const MAX_NAME: usize = 14;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Row {
    Players,
    Seat(usize),
    Mode,
    Seed,
    Pace,
    Start,
}

#[derive(Clone, Debug)]
pub struct Setup {
    pub game: GameId,
    pub players: usize,
    /// Names and kinds for the most seats the game allows; only the first `players` count.
    pub seats: Vec<Seat>,
    pub pala: PalaRules,
    pub rapi: RapiRules,
    pub palabra: PalabraRules,
    /// The language of this screen and of the game it starts.
    pub lang: Lang,
    pub seed: String,
    pub bot_delay_ms: u64,
    pub cursor: usize,
    pub message: Option<String>,
    pub config_path: String,
    pub config_exists: bool,
}

impl Setup {
    pub fn new(game: GameId, loaded: &Loaded, lang: Lang) -> Setup {
        let lang = game.forced_lang().unwrap_or(lang);
        let (min, max) = game.players();
        let seats = (0..max)
            .map(|i| Seat {
                name: match lang {
                    Lang::En => format!("Player {}", i + 1),
                    Lang::Es => format!("Jugador {}", i + 1),
                },
                kind: if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Computer(BotLevel::Heuristic)
                },
            })
            .collect();
        Setup {
            game,
            players: min.max(4).min(max),
            seats,
            pala: loaded.config.pala.clone(),
            rapi: loaded.config.rapiletras.clone(),
            palabra: loaded.config.palabra.clone(),
            lang,
            seed: String::new(),
            bot_delay_ms: loaded.config.settings.bot_delay_ms,
            cursor: 0,
            message: None,
            config_path: loaded.user_file.display().to_string(),
            config_exists: loaded.user_file_exists,
        }
    }

    pub fn rows(&self) -> Vec<Row> {
        let mut rows = vec![Row::Players];
        rows.extend((0..self.players).map(Row::Seat));
        rows.extend([Row::Mode, Row::Seed, Row::Pace, Row::Start]);
        rows
    }

    pub fn current(&self) -> Row {
        let rows = self.rows();
        rows[self.cursor.min(rows.len() - 1)].clone()
    }

    pub fn editing_text(&self) -> bool {
        matches!(self.current(), Row::Seat(_) | Row::Seed)
    }

    /// Checks the form; the seats and seed to start with, or the reason not to start.
    pub fn validate(&self, lang: Lang) -> Result<(Vec<Seat>, Option<u64>), String> {
        let seats: Vec<Seat> = self.seats[..self.players]
            .iter()
            .map(|s| Seat {
                name: s.name.trim().to_string(),
                kind: s.kind,
            })
            .collect();
        for (i, s) in seats.iter().enumerate() {
            if s.name.is_empty() {
                return Err(match lang {
                    Lang::En => format!("Seat {} needs a name.", i + 1),
                    Lang::Es => format!("El asiento {} necesita un nombre.", i + 1),
                });
            }
            if seats[..i]
                .iter()
                .any(|o| o.name.eq_ignore_ascii_case(&s.name))
            {
                return Err(match lang {
                    Lang::En => format!("Two seats are called {}: names must differ.", s.name),
                    Lang::Es => format!(
                        "Dos asientos se llaman {}: los nombres deben ser distintos.",
                        s.name
                    ),
                });
            }
        }
        let seed = if self.seed.trim().is_empty() {
            None
        } else {
            Some(self.seed.trim().parse::<u64>().map_err(|_| {
                lang.pick(
                    "The seed must be a whole number (or empty for a random game).",
                    "La semilla debe ser un número entero (o nada para una partida al azar).",
                )
                .to_string()
            })?)
        };
        Ok((seats, seed))
    }
}

pub fn kind_label(lang: Lang, kind: SeatKind) -> &'static str {
    match kind {
        SeatKind::Human => lang.pick("person", "persona"),
        SeatKind::Computer(BotLevel::Random) => lang.pick("computer: easy", "máquina: fácil"),
        SeatKind::Computer(BotLevel::Heuristic) => lang.pick("computer: strong", "máquina: fuerte"),
    }
}

/// Palabra's rules for the seats chosen: more than six players need two decks.
pub fn palabra_rules_for(s: &Setup) -> PalabraRules {
    let mut rules = s.palabra.clone();
    rules.two_decks |= s.players > 6;
    rules
}

fn next_check(w: WordCheck, forward: bool) -> WordCheck {
    let order = [WordCheck::Strict, WordCheck::Challenge, WordCheck::Vote];
    let i = order.iter().position(|x| *x == w).unwrap_or(0);
    order[if forward { (i + 1) % 3 } else { (i + 2) % 3 }]
}

fn next_kind(kind: SeatKind, forward: bool) -> SeatKind {
    let order = [
        SeatKind::Human,
        SeatKind::Computer(BotLevel::Random),
        SeatKind::Computer(BotLevel::Heuristic),
    ];
    let i = order.iter().position(|k| *k == kind).unwrap_or(0);
    let j = if forward { (i + 1) % 3 } else { (i + 2) % 3 };
    order[j]
}

pub fn update(app: &mut App, mut s: Box<Setup>, action: Action) -> Screen {
    let lang = s.lang;
    let rows = s.rows();
    s.message = None;
    let (min, max) = s.game.players();
    match action {
        Action::Back => return Screen::Launcher(Launcher::default_with_save(&app.save_path)),
        Action::Up => s.cursor = (s.cursor + rows.len() - 1) % rows.len(),
        Action::Down | Action::Tab => s.cursor = (s.cursor + 1) % rows.len(),
        Action::Left | Action::Right => {
            let forward = action == Action::Right;
            match s.current() {
                Row::Players => {
                    s.players = if forward {
                        (s.players + 1).min(max)
                    } else {
                        s.players.saturating_sub(1).max(min)
                    }
                }
                Row::Seat(i) => s.seats[i].kind = next_kind(s.seats[i].kind, forward),
                Row::Mode if s.game == GameId::Palabra => {
                    s.palabra.word_check = next_check(s.palabra.word_check, forward)
                }
                Row::Mode if s.game == GameId::Rapiletras => {
                    s.rapi.word_check = next_check(s.rapi.word_check, forward)
                }
                Row::Mode => {
                    s.pala.mode = match s.pala.mode {
                        Mode::Pointillism => Mode::Impressionism,
                        Mode::Impressionism => Mode::Pointillism,
                    }
                }
                Row::Pace => {
                    s.bot_delay_ms = if forward {
                        (s.bot_delay_ms + 100).min(crate::config::MAX_BOT_DELAY_MS)
                    } else {
                        s.bot_delay_ms.saturating_sub(100)
                    }
                }
                Row::Seed | Row::Start => {}
            }
        }
        Action::Char(c) => match s.current() {
            Row::Seat(i) => {
                if s.seats[i].name.chars().count() >= MAX_NAME {
                    s.message = Some(match lang {
                        Lang::En => format!("Names have at most {MAX_NAME} letters."),
                        Lang::Es => format!("Los nombres tienen como mucho {MAX_NAME} letras."),
                    });
                } else if c.is_alphanumeric() || c == ' ' || c == '-' || c == '\'' {
                    s.seats[i].name.push(c);
                } else {
                    s.message = Some(
                        lang.pick(
                            "Names use letters, digits, spaces and hyphens.",
                            "Los nombres usan letras, cifras, espacios y guiones.",
                        )
                        .into(),
                    );
                }
            }
            Row::Seed => {
                if c.is_ascii_digit() && s.seed.len() < 19 {
                    s.seed.push(c);
                } else {
                    s.message = Some(
                        lang.pick(
                            "The seed is a number of up to 19 digits.",
                            "La semilla es un número de hasta 19 cifras.",
                        )
                        .into(),
                    );
                }
            }
            _ => {}
        },
        Action::Backspace => match s.current() {
            Row::Seat(i) => {
                s.seats[i].name.pop();
            }
            Row::Seed => {
                s.seed.pop();
            }
            _ => {}
        },
        Action::Select => {
            if s.current() == Row::Start {
                return start(app, s);
            }
            s.cursor = rows.len() - 1;
        }
        Action::Toggle => {
            if let Row::Seat(i) = s.current() {
                s.seats[i].kind = next_kind(s.seats[i].kind, true);
            } else if s.current() == Row::Start {
                return start(app, s);
            }
        }
        _ => {}
    }
    Screen::Setup(s)
}

fn start(app: &mut App, mut s: Box<Setup>) -> Screen {
    let lang = s.lang;
    let (seats, seed) = match s.validate(lang) {
        Ok(v) => v,
        Err(msg) => {
            s.message = Some(msg);
            return Screen::Setup(s);
        }
    };
    // A damaged save is never silently overwritten: move it aside first and say so.
    if let Err(e) = crate::session::save::read(&app.save_path) {
        let _ = e;
        match crate::session::save::set_aside(&app.save_path) {
            Ok(p) => {
                app.popup = Some(Popup::Notice(super::text::set_aside(
                    lang,
                    &p.display().to_string(),
                )))
            }
            Err(e) => {
                s.message = Some(e.to_string());
                return Screen::Setup(s);
            }
        }
    }
    app.loaded.config.settings.bot_delay_ms = s.bot_delay_ms;
    let seed = seed.unwrap_or_else(rand::random::<u64>);
    let started = match s.game {
        GameId::Rapiletras => RapiTable::start(app, seats, s.rapi.clone(), seed, lang)
            .map(|t| Screen::Rapi(Box::new(t))),
        GameId::Palabra => PalabraTable::start(app, seats, palabra_rules_for(&s), seed)
            .map(|t| Screen::Palabra(Box::new(t))),
        _ => {
            Table::start_pala(app, seats, s.pala.clone(), seed).map(|t| Screen::Table(Box::new(t)))
        }
    };
    match started {
        Ok(screen) => screen,
        Err(msg) => {
            s.message = Some(msg);
            Screen::Setup(s)
        }
    }
}
