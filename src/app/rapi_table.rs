//! The Rapiletras table: the player types the word (a `*` before a letter plays it with
//! a comodín), picks the table word to add to or change with ↑↓, or draws with 1 / 2.
//! Hand-off, computer players, saving and the record are the shared `Core`.

use super::core::Core;
use super::keys::Action;
use super::{App, Popup, Screen, launcher::Launcher, text};
use crate::engine::{Describe, Lang, Rules, Seat};
use crate::games::rapiletras::{
    Phase, Pile, RapiMove, RapiRules, RapiView, Rapiletras, preview_in,
};
use std::path::Path;

/// What the person at the keyboard is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RapiAsk {
    Wait,
    /// Their turn: a word, or a draw.
    Turn,
    /// Challenge mode: accept the word just laid, or challenge it.
    Answer,
    /// Vote mode: is the word just laid a word?
    Vote,
}

pub const MAX_INPUT: usize = 16;

pub struct RapiTable {
    pub core: Core<Rapiletras>,
    /// The word being typed, as typed (letters, and `*` before a comodín letter).
    pub input: String,
    /// None: a new word. Some(i): add to or change table word i.
    pub target: Option<usize>,
    turn_ply: u64,
}

super::core::table_with_core!(RapiTable, Rapiletras);

impl RapiTable {
    fn with_core(core: Core<Rapiletras>) -> RapiTable {
        let turn_ply = core.session.ply();
        RapiTable {
            core,
            input: String::new(),
            target: None,
            turn_ply,
        }
    }

    pub fn start(
        app: &mut App,
        seats: Vec<Seat>,
        rules: RapiRules,
        seed: u64,
        lang: Lang,
    ) -> Result<RapiTable, String> {
        let deck = crate::games::rapiletras::load_deck(&rules.deck)?;
        let game =
            Rapiletras::with_deck(seats.len(), rules, deck, seed).map_err(|e| e.describe(lang))?;
        let core = Core::start(seats, seed, game, lang, app.record_path.as_deref())?;
        if let Err(e) = core.autosave(&app.save_path) {
            app.popup = Some(Popup::Notice(text::save_failed(lang, &e)));
        }
        Ok(RapiTable::with_core(core))
    }

    pub fn resume(body: serde_json::Value, app: &App, lang: Lang) -> Result<RapiTable, String> {
        Ok(RapiTable::with_core(Core::resume(
            body,
            &app.save_path,
            lang,
        )?))
    }

    pub fn ask(&self) -> RapiAsk {
        let Some(seat) = self.acting_person() else {
            return RapiAsk::Wait;
        };
        match self.session.game.view_for(seat).phase {
            Phase::Playing => RapiAsk::Turn,
            Phase::Challenge => RapiAsk::Answer,
            Phase::Vote => RapiAsk::Vote,
            Phase::GameOver => RapiAsk::Wait,
        }
    }

    /// Letters are text while the player composes a word.
    pub fn wants_text(&self) -> bool {
        self.ask() == RapiAsk::Turn
    }

    fn reset_turn_state(&mut self) {
        let ply = self.session.ply();
        if ply != self.turn_ply {
            self.turn_ply = ply;
            self.input.clear();
            self.target = None;
        }
    }

    pub fn tick(&mut self, delay_ms: u64, save_path: &Path) -> Option<String> {
        let notice = self.core.tick(delay_ms, save_path);
        self.reset_turn_state();
        notice
    }

    /// The word move the input means: a new word, or (with a target) letters added when
    /// the word is longer than the target, letters replaced when it is as long.
    pub fn intended_move(&self, view: &RapiView) -> Option<RapiMove> {
        if self.input.is_empty() {
            return None;
        }
        let word = self.input.clone();
        Some(
            match self.target.and_then(|i| view.table.get(i).map(|w| (i, w))) {
                None => RapiMove::Form { word },
                Some((i, w)) => {
                    let typed = word.chars().filter(|c| *c != '*').count();
                    if typed == w.letters.chars().count() {
                        RapiMove::Replace { target: i, word }
                    } else {
                        RapiMove::Add { target: i, word }
                    }
                }
            },
        )
    }

    /// What the input would do, or why it cannot, for the line under it.
    pub fn preview(&self) -> Option<Result<String, String>> {
        let view = self.view()?;
        let mv = self.intended_move(&view)?;
        Some(preview_in(&view, &mv, self.lang).map_err(|e| e.describe(self.lang)))
    }
}

fn back_to_launcher(app: &mut App) -> Screen {
    Screen::Launcher(Launcher::default_with_save(&app.save_path))
}

pub fn update(app: &mut App, mut t: Box<RapiTable>, action: Action) -> Screen {
    t.reset_turn_state();
    let lang = t.lang;
    if t.handoff.is_some() {
        match action {
            Action::Select => t.accept_handoff(),
            Action::Back => return back_to_launcher(app),
            _ => {}
        }
        return Screen::Rapi(t);
    }
    if t.is_over() {
        match action {
            Action::Select | Action::Back => return back_to_launcher(app),
            Action::Tab => t.show_scores = !t.show_scores,
            Action::Char('e') => export(app, &t),
            _ => {}
        }
        return Screen::Rapi(t);
    }
    if action == Action::Tab {
        t.show_scores = !t.show_scores;
        return Screen::Rapi(t);
    }
    // An open score pad covers the hand: Esc or Enter closes it, other keys wait.
    if t.show_scores && !crate::ui::has_side_pad() {
        if matches!(action, Action::Back | Action::Select) {
            t.show_scores = false;
        }
        return Screen::Rapi(t);
    }
    let Some(seat) = t.acting_person() else {
        match action {
            Action::Back => return back_to_launcher(app),
            Action::Char('e') => export(app, &t),
            _ => {}
        }
        return Screen::Rapi(t);
    };
    let chosen: Option<RapiMove> = match t.ask() {
        RapiAsk::Turn => turn_keys(&mut t, action, lang),
        RapiAsk::Answer => match action {
            Action::Char('d') | Action::Char('c') => Some(RapiMove::Challenge),
            Action::Char('a') | Action::Select => Some(RapiMove::Accept),
            _ => None,
        },
        RapiAsk::Vote => match action {
            Action::Char('s') | Action::Char('y') => Some(RapiMove::Vote { accept: true }),
            Action::Char('n') => Some(RapiMove::Vote { accept: false }),
            _ => None,
        },
        RapiAsk::Wait => None,
    };
    if let Some(notice) = chosen.and_then(|mv| t.core.play_person(seat, mv, &app.save_path)) {
        app.popup = Some(Popup::Notice(notice));
    }
    t.reset_turn_state();
    Screen::Rapi(t)
}

fn turn_keys(t: &mut RapiTable, action: Action, lang: Lang) -> Option<RapiMove> {
    let view = t.view()?;
    match action {
        // A word being typed is never thrown away by a stray digit.
        Action::Char('0' | '1' | '2') if !t.input.is_empty() => {
            t.message = lang
                .pick(
                    "Esc clears the word first; then 1 draws from the mazo, 2 from the pozo.",
                    "Esc borra antes la palabra; luego 1 roba del mazo, 2 del pozo.",
                )
                .into();
        }
        Action::Char('1') => return Some(RapiMove::Draw { from: Pile::Mazo }),
        Action::Char('2') => return Some(RapiMove::Draw { from: Pile::Pozo }),
        Action::Char('0') => return Some(RapiMove::Pass),
        Action::Char(c) if c == '*' || crate::lexicon::normalize(&c.to_string()).is_some() => {
            if t.input.chars().count() >= MAX_INPUT {
                t.message = lang
                    .pick("That word is too long.", "Esa palabra es demasiado larga.")
                    .into();
            } else {
                t.input.push(c.to_uppercase().next().unwrap_or(c));
            }
        }
        Action::Char(c) => {
            t.message = match lang {
                Lang::En => format!(
                    "'{c}' is not a letter: type letters, * before a comodín letter, 1 or 2 to draw."
                ),
                Lang::Es => format!(
                    "«{c}» no es una letra: escribe letras, * antes de la letra de un comodín, 1 o 2 para robar."
                ),
            };
        }
        Action::Backspace => {
            t.input.pop();
        }
        Action::Back => {
            if t.input.is_empty() {
                t.target = None;
            }
            t.input.clear();
        }
        Action::Up | Action::Down | Action::Left | Action::Right if !view.table.is_empty() => {
            let n = view.table.len();
            let forward = matches!(action, Action::Down | Action::Right);
            // None, 0, 1, ..., n-1 in a cycle.
            let pos = t.target.map_or(0, |i| i + 1);
            let next = if forward {
                (pos + 1) % (n + 1)
            } else {
                (pos + n) % (n + 1)
            };
            t.target = next.checked_sub(1);
        }
        Action::Select => {
            return match t.intended_move(&view) {
                Some(mv) => Some(mv),
                None => {
                    t.message = lang
                        .pick(
                            "Type a word first, or press 1 to draw from the mazo, 2 from the pozo.",
                            "Escribe antes una palabra, o pulsa 1 para robar del mazo, 2 del pozo.",
                        )
                        .into();
                    None
                }
            };
        }
        _ => {}
    }
    None
}

fn export(app: &mut App, t: &RapiTable) {
    let lang = t.lang;
    app.popup = Some(Popup::Notice(match t.export_record() {
        Ok(p) => text::saved_record(lang, &p.display().to_string()),
        Err(e) => e,
    }));
}
