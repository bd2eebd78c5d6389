//! Setup: seats (name, person or computer), the game's own choices (its mode or word
//! check), the seed, the pace, the house rules in force and where to change the rest.
//! The last seats and options of each game are remembered for next time.

use super::effects::{DrawFor, Drawn, Effect};
use super::table::Start;
use super::text::setup::{fill, words};
use super::{App, Screen};
use crate::engine::{BotLevel, Lang, Seat, SeatKind};
use crate::game_screen::keys::Action;
use crate::games::{GameDef, GameOption};

pub const MAX_NAME: usize = 14;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Row {
    Players,
    Seat(usize),
    /// One of the game's own choices, by its place in the game's list.
    Option(usize),
    Seed,
    Pace,
    Start,
}

#[derive(Clone)]
pub struct Setup {
    pub game: &'static dyn GameDef,
    pub players: usize,
    /// Names and kinds for the most seats the game allows; only the first `players` count.
    pub seats: Vec<Seat>,
    /// The game's house rules as configured, with the choices made here.
    pub section: toml::Value,
    /// The language of this screen and of the game it starts.
    pub lang: Lang,
    pub seed: String,
    pub bot_delay_ms: u64,
    pub cursor: usize,
    pub message: Option<String>,
    pub config_path: String,
    pub config_exists: bool,
}

/// The name a seat gets until someone types one: people are players, computers are
/// computers, in the screen's language ("Player 1", "Máquina 3").
pub(crate) fn default_name(lang: Lang, kind: SeatKind, seat: usize) -> String {
    let word = match kind {
        SeatKind::Human | SeatKind::Remote => words(lang).default_person,
        SeatKind::Computer(_) => words(lang).default_computer,
    };
    format!("{word} {}", seat + 1)
}

/// Whether a name is one the program gave (in any language), not one a person typed.
pub(crate) fn is_default_name(name: &str) -> bool {
    ["Player", "Jugador", "Computer", "Máquina", "Ordenador"]
        .iter()
        .any(|word| {
            name.strip_prefix(word)
                .and_then(|rest| rest.strip_prefix(' '))
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        })
}

impl Setup {
    pub fn new(game: &'static dyn GameDef, app: &App) -> Setup {
        let lang = game.forced_lang().unwrap_or(app.lang);
        let (min, max) = game.players();
        let mut seats: Vec<Seat> = (0..max)
            .map(|i| {
                let kind = if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Computer(BotLevel::Normal)
                };
                Seat {
                    name: default_name(lang, kind, i),
                    kind,
                }
            })
            .collect();
        let mut players = min.max(4).min(max);
        if let Some(last) = app.remembered.get(game.key())
            && (min..=max).contains(&last.len())
        {
            players = last.len();
            for (i, (seat, remembered)) in seats.iter_mut().zip(last).enumerate() {
                *seat = remembered.clone();
                // A name the program gave follows today's language and the seat's kind.
                if is_default_name(&seat.name) {
                    seat.name = default_name(lang, seat.kind, i);
                }
            }
        }
        let loaded = &app.loaded;
        let mut section = loaded.config.section(game.key());
        // The options chosen last time, where they are still among the choices.
        if let (Some(last), toml::Value::Table(t)) =
            (app.remembered_options.get(game.key()), &mut section)
        {
            for option in game.options() {
                if let Some(value) = last.get(option.key)
                    && option.values.iter().any(|v| v.value == value.as_str())
                {
                    t.insert(
                        option.key.to_string(),
                        toml::Value::String(value.to_string()),
                    );
                }
            }
        }
        Setup {
            game,
            players,
            seats,
            section,
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
        rows.extend((0..self.game.options().len()).map(Row::Option));
        rows.extend([Row::Seed, Row::Pace, Row::Start]);
        rows
    }

    pub fn current(&self) -> Row {
        let rows = self.rows();
        rows[self.cursor.min(rows.len() - 1)].clone()
    }

    pub fn editing_text(&self) -> bool {
        matches!(self.current(), Row::Seat(_) | Row::Seed)
    }

    /// The value an option has now, as written in TOML.
    pub(crate) fn option_value(&self, option: &GameOption) -> String {
        self.section
            .get(option.key)
            .and_then(|v| v.as_str())
            .unwrap_or("")
            .to_string()
    }

    /// The option's current value in words.
    pub(crate) fn option_name(&self, option: &GameOption) -> &'static str {
        let now = self.option_value(option);
        option
            .values
            .iter()
            .find(|v| v.value == now)
            .map_or("", |v| crate::engine::words::pair(self.lang, v.name))
    }

    fn cycle_option(&mut self, i: usize, forward: bool) {
        let Some(option) = self.game.options().get(i) else {
            return;
        };
        let n = option.values.len();
        let now = self.option_value(option);
        let at = option
            .values
            .iter()
            .position(|v| v.value == now)
            .unwrap_or(0);
        let next = if forward {
            (at + 1) % n
        } else {
            (at + n - 1) % n
        };
        if let toml::Value::Table(t) = &mut self.section {
            t.insert(
                option.key.to_string(),
                toml::Value::String(option.values[next].value.to_string()),
            );
        }
    }

    /// Changes a seat's kind; a name the program gave follows it ("Player 2" becomes
    /// "Computer 2").
    fn set_kind(&mut self, i: usize, kind: SeatKind) {
        let lang = self.lang;
        if let Some(seat) = self.seats.get_mut(i) {
            seat.kind = kind;
            if is_default_name(&seat.name) {
                seat.name = default_name(lang, kind, i);
            }
        }
    }

    /// Checks the form; the seats and seed to start with, or the reason not to start.
    pub fn validate(&self, lang: Lang) -> Result<(Vec<Seat>, Option<u64>), String> {
        let seats: Vec<Seat> = self.seats[..self.players]
            .iter()
            .map(|s| Seat {
                // One space between words, none around them.
                name: s.name.split_whitespace().collect::<Vec<_>>().join(" "),
                kind: s.kind,
            })
            .collect();
        for (i, s) in seats.iter().enumerate() {
            if s.name.is_empty() {
                return Err(fill(words(lang).needs_name, &[("n", &(i + 1).to_string())]));
            }
            if seats[..i]
                .iter()
                .any(|o| o.name.eq_ignore_ascii_case(&s.name))
            {
                return Err(fill(words(lang).same_name, &[("name", &s.name)]));
            }
        }
        let seed = if self.seed.trim().is_empty() {
            None
        } else {
            Some(
                self.seed
                    .trim()
                    .parse::<u64>()
                    .map_err(|_| words(lang).bad_seed.to_string())?,
            )
        };
        Ok((seats, seed))
    }
}

pub(crate) fn kind_label(lang: Lang, kind: SeatKind) -> &'static str {
    match kind {
        SeatKind::Human => words(lang).kind_person,
        SeatKind::Remote => words(lang).kind_remote,
        // Random is never offered; a seat can only hold it from a hand-made save.
        SeatKind::Computer(BotLevel::Random) => words(lang).kind_random,
        SeatKind::Computer(BotLevel::Easy) => words(lang).kind_easy,
        SeatKind::Computer(BotLevel::Normal) => words(lang).kind_normal,
        SeatKind::Computer(BotLevel::Strong) => words(lang).kind_strong,
    }
}

fn next_kind(kind: SeatKind, forward: bool) -> SeatKind {
    let order = [
        SeatKind::Human,
        SeatKind::Computer(BotLevel::Easy),
        SeatKind::Computer(BotLevel::Normal),
        SeatKind::Computer(BotLevel::Strong),
        // Last, so the kinds of a table at one keyboard come first. Without the server
        // (built without `ssh`) nobody could sit there.
        #[cfg(feature = "ssh")]
        SeatKind::Remote,
    ];
    let n = order.len();
    let i = order.iter().position(|k| *k == kind).unwrap_or(0);
    let j = if forward {
        (i + 1) % n
    } else {
        (i + n - 1) % n
    };
    order[j]
}

pub fn update(app: &mut App, action: Action, fx: &mut Vec<Effect>) {
    let Screen::Setup(s) = &mut app.screen else {
        return;
    };
    let lang = s.lang;
    let rows = s.rows();
    // A note on what a name kept stays while that name is being typed.
    if !(matches!(action, Action::Char(_)) && matches!(s.current(), Row::Seat(_))) {
        s.message = None;
    }
    let (min, max) = s.game.players();
    match action {
        Action::Back => {
            // Back to this game's row, not to Continue: the player was choosing a game.
            let key = s.game.key();
            app.to_launcher(fx);
            app.launcher_on_game(key);
        }
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
                Row::Seat(i) => s.set_kind(i, next_kind(s.seats[i].kind, forward)),
                Row::Option(i) => s.cycle_option(i, forward),
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
                let name = &mut s.seats[i].name;
                // A name the program gave is a placeholder: the first letter typed
                // replaces it ("Player 1Ana" made every table backspace first; found by
                // a tester).
                if is_default_name(name) && (c.is_alphanumeric() || c == '-' || c == '\'') {
                    name.clear();
                }
                let note = if name.chars().count() >= MAX_NAME {
                    Some(fill(
                        words(lang).name_too_long,
                        &[
                            ("max", &MAX_NAME.to_string()),
                            ("c", &c.to_string()),
                            ("name", name.as_str()),
                        ],
                    ))
                } else if c == ' '
                    && (name.is_empty() || name.ends_with(' ') || is_default_name(name))
                {
                    Some(fill(words(lang).bad_space, &[("name", name.as_str())]))
                } else if c.is_alphanumeric() || c == ' ' || c == '-' || c == '\'' {
                    name.push(c);
                    None
                } else {
                    Some(fill(
                        words(lang).bad_char,
                        &[("c", &c.to_string()), ("name", name.as_str())],
                    ))
                };
                if note.is_some() {
                    s.message = note;
                }
            }
            Row::Seed => {
                // Any seed the game shows (up to u64::MAX, 20 digits) can be typed back;
                // it stopped at 19 digits (found by a tester). Leading zeros count too, so
                // the field never grows past 20.
                let longer = format!("{}{c}", s.seed);
                if c.is_ascii_digit() && longer.len() <= 20 && longer.parse::<u64>().is_ok() {
                    s.seed = longer;
                } else {
                    s.message = Some(words(lang).seed_too_long.into());
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
                return ask_start(app, fx);
            }
            s.cursor = rows.len() - 1;
        }
        Action::Toggle => {
            if let Row::Seat(i) = s.current() {
                s.set_kind(i, next_kind(s.seats[i].kind, true));
            } else if let Row::Option(i) = s.current() {
                s.cycle_option(i, true);
            } else if s.current() == Row::Start {
                ask_start(app, fx);
            }
        }
        _ => {}
    }
}

/// Start: once the seats and seed are good, the runner draws what chance gives the new
/// game (its seed, unless one was typed, and its save's name); [`start`] follows.
fn ask_start(app: &mut App, fx: &mut Vec<Effect>) {
    let Screen::Setup(s) = &mut app.screen else {
        return;
    };
    match s.validate(s.lang) {
        Ok(_) => fx.push(Effect::Draw {
            legacy: app.save_path.clone(),
            game: s.game.key(),
            purpose: DrawFor::Setup,
        }),
        Err(msg) => s.message = Some(msg),
    }
}

/// The game set up starts, on the seed typed or the one drawn (nothing, when the screen
/// has changed since Start was pressed).
pub fn start(app: &mut App, drawn: Drawn, fx: &mut Vec<Effect>) {
    let Screen::Setup(s) = &mut app.screen else {
        return;
    };
    let lang = s.lang;
    let (seats, seed) = match s.validate(lang) {
        Ok(v) => v,
        Err(msg) => {
            s.message = Some(msg);
            return;
        }
    };
    let game = s.game;
    let start = Start {
        seats: seats.clone(),
        section: s.section.clone(),
        seed: seed.unwrap_or(drawn.seed),
        seed_chosen: seed.is_some(),
        lang,
        record: app.record_path.clone(),
        save_path: drawn.save_path,
    };
    let delay = s.bot_delay_ms;
    let mut table_fx = Vec::new();
    match super::registry::tables_of(game).and_then(|maker| maker.start_table(start, &mut table_fx))
    {
        Ok(table) => {
            fx.extend(table_fx);
            // A pace changed here is the setting from now on, kept in the settings
            // file as the launcher's Settings keep it (it was forgotten at the next
            // start; found by a tester).
            if app.loaded.config.settings.bot_delay_ms != delay {
                app.loaded.config.settings.bot_delay_ms = delay;
                fx.push(Effect::WriteSettings {
                    path: app.loaded.user_file.clone(),
                    settings: app.loaded.config.settings.clone(),
                });
            }
            app.remembered.insert(game.key().to_string(), seats);
            let options = game
                .options()
                .iter()
                .map(|o| (o.key.to_string(), s.option_value(o)))
                .filter(|(_, v)| !v.is_empty())
                .collect();
            app.remembered_options
                .insert(game.key().to_string(), options);
            fx.push(Effect::WriteFile {
                path: super::remembered_options_path(&app.save_path),
                text: serde_json::to_string(&app.remembered_options).unwrap_or_default(),
            });
            fx.push(Effect::WriteFile {
                path: super::remembered_path(&app.save_path),
                text: serde_json::to_string(&app.remembered).unwrap_or_default(),
            });
            app.open_table(table);
        }
        Err(msg) => s.message = Some(msg),
    }
}

/// The seats remembered from earlier games (nothing when the file is missing or bad).
pub(crate) fn read_remembered<T: serde::de::DeserializeOwned + Default>(
    path: &std::path::Path,
) -> T {
    std::fs::read_to_string(path)
        .ok()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}
