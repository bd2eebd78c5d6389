//! The Pala table: what the person at the keyboard is asked for (bids, plays, ties,
//! cancels) and the keys that answer it. Hand-off, computer players, saving and the
//! record are the shared `Core`.

use super::core::Core;
use super::keys::Action;
use super::{App, Popup, Screen, launcher::Launcher, text};
use crate::engine::{Lang, Rules, Seat};
use crate::games::pala::{self, Card, Color, Pala, PalaMove, PalaRules};
use std::path::Path;

/// What the player at the keyboard is being asked for, read off their legal moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Someone else (or a computer) is deciding; or the game is over.
    Wait,
    ChipBid,
    BoardBid,
    Play,
    Tie,
    Cancel,
}

pub struct Table {
    pub core: Core<Pala>,
    pub cursor: usize,
    pub selected: Vec<usize>,
    /// Pointillism bid being composed (empty + `white` = null).
    pub chips: Vec<Color>,
    pub white: bool,
    pub chip_cursor: usize,
    /// Impressionism: choosing the slot for the card under the cursor.
    pub slot_pick: Option<usize>,
    /// Cancel phase: which of the offered choices is highlighted.
    pub choice_cursor: usize,
    /// The ply the per-turn choices above belong to.
    turn_ply: u64,
}

super::core::table_with_core!(Table, Pala);

impl Table {
    fn with_core(core: Core<Pala>) -> Table {
        let turn_ply = core.session.ply();
        Table {
            core,
            cursor: 0,
            selected: Vec::new(),
            chips: Vec::new(),
            white: false,
            chip_cursor: 0,
            slot_pick: None,
            choice_cursor: 0,
            turn_ply,
        }
    }

    pub fn start_pala(
        app: &mut App,
        seats: Vec<Seat>,
        rules: PalaRules,
        seed: u64,
    ) -> Result<Table, String> {
        let lang = app.lang;
        let game = Pala::new(seats.len(), rules, seed)
            .map_err(|e| crate::engine::Describe::describe(&e, lang))?;
        let core = Core::start(seats, seed, game, lang, app.record_path.as_deref())?;
        if let Err(e) = core.autosave(&app.save_path) {
            app.popup = Some(Popup::Notice(text::save_failed(lang, &e)));
        }
        Ok(Table::with_core(core))
    }

    pub fn resume(body: serde_json::Value, app: &App) -> Result<Table, String> {
        Ok(Table::with_core(Core::resume(
            body,
            &app.save_path,
            app.lang,
        )?))
    }

    /// What the keyboard is asked for now, read off the acting person's legal moves.
    pub fn ask(&self) -> Ask {
        let Some(seat) = self.acting_person() else {
            return Ask::Wait;
        };
        match self.session.game.legal_moves(seat).first() {
            Some(PalaMove::BidChips(_)) => Ask::ChipBid,
            Some(PalaMove::BidCard { .. }) | Some(PalaMove::PassBid) => Ask::BoardBid,
            Some(PalaMove::Play(_)) => Ask::Play,
            Some(PalaMove::Tie { .. }) => Ask::Tie,
            Some(PalaMove::Cancel(_)) => Ask::Cancel,
            None => Ask::Wait,
        }
    }

    /// A new decision clears the choices of the last one.
    fn reset_turn_state(&mut self) {
        let ply = self.session.ply();
        if ply == self.turn_ply {
            return;
        }
        self.turn_ply = ply;
        self.selected.clear();
        self.slot_pick = None;
        self.chips.clear();
        self.white = false;
        self.choice_cursor = 0;
        self.chip_cursor = 0;
        if self.handoff.is_some() {
            self.cursor = 0;
        }
    }

    pub fn tick(&mut self, delay_ms: u64, save_path: &Path) -> Option<String> {
        let notice = self.core.tick(delay_ms, save_path);
        self.reset_turn_state();
        notice
    }

    fn hand_len(&self) -> usize {
        self.view().map_or(0, |v| v.hand.len())
    }
}

pub fn update(app: &mut App, mut t: Box<Table>, action: Action) -> Screen {
    t.lang = app.lang;
    let lang = app.lang;
    t.reset_turn_state();
    if t.handoff.is_some() {
        if action == Action::Select {
            t.accept_handoff();
        } else if action == Action::Back {
            return back_to_launcher(app);
        }
        return Screen::Table(t);
    }
    if t.is_over() {
        match action {
            Action::Select | Action::Back => return back_to_launcher(app),
            Action::Char('e') => export(app, &t),
            Action::Char('s') => t.show_scores = !t.show_scores,
            _ => {}
        }
        return Screen::Table(t);
    }
    // An open score pad covers the hand: only its own keys work until it is closed.
    if t.show_scores && !crate::ui::has_side_pad() {
        match action {
            Action::Char('s') | Action::Back | Action::Select => t.show_scores = false,
            Action::Char('e') => export(app, &t),
            _ => {}
        }
        return Screen::Table(t);
    }
    if t.show_last_trick && action == Action::Back {
        t.show_last_trick = false;
        return Screen::Table(t);
    }
    // "Sí" takes the lead in Spanish; checked before `s` opens the score pad.
    let action = if t.ask() == Ask::Tie && lang == Lang::Es && action == Action::Char('s') {
        Action::Char('y')
    } else {
        action
    };
    match action {
        Action::Char('t') => {
            t.show_last_trick = !t.show_last_trick;
            return Screen::Table(t);
        }
        Action::Char('s') => {
            t.show_scores = !t.show_scores;
            return Screen::Table(t);
        }
        Action::Char('e') => {
            export(app, &t);
            return Screen::Table(t);
        }
        _ => {}
    }
    let Some(seat) = t.viewer else {
        if action == Action::Back {
            return back_to_launcher(app);
        }
        return Screen::Table(t);
    };
    let chosen: Option<Result<PalaMove, String>> = match t.ask() {
        Ask::Wait => {
            if action == Action::Back {
                return back_to_launcher(app);
            }
            move_cursor(&mut t, action);
            None
        }
        Ask::Play => play_keys(&mut t, action, lang),
        Ask::ChipBid => chip_keys(&mut t, action, lang),
        Ask::BoardBid => board_keys(&mut t, action, lang),
        Ask::Tie => match action {
            Action::Char('y') | Action::Select => Some(Ok(PalaMove::Tie { take_lead: true })),
            Action::Char('n') | Action::Back => Some(Ok(PalaMove::Tie { take_lead: false })),
            _ => None,
        },
        Ask::Cancel => {
            let choices = t.session.game.legal_moves(seat);
            match action {
                Action::Up => t.choice_cursor = t.choice_cursor.saturating_sub(1),
                Action::Down => {
                    t.choice_cursor = (t.choice_cursor + 1).min(choices.len().saturating_sub(1))
                }
                Action::Char('b') => t.choice_cursor = 0,
                _ => {}
            }
            (action == Action::Select).then(|| {
                choices
                    .get(t.choice_cursor)
                    .cloned()
                    .ok_or_else(String::new)
            })
        }
    };
    match chosen {
        Some(Ok(mv)) => {
            if let Some(notice) = t.core.play_person(seat, mv, &app.save_path) {
                app.popup = Some(Popup::Notice(notice));
            }
        }
        Some(Err(reason)) if !reason.is_empty() => t.message = reason,
        _ => {}
    }
    t.reset_turn_state();
    let n = t.hand_len();
    if n > 0 {
        t.cursor = t.cursor.min(n - 1);
    }
    Screen::Table(t)
}

fn back_to_launcher(app: &mut App) -> Screen {
    Screen::Launcher(Launcher::default_with_save(&app.save_path))
}

fn export(app: &mut App, t: &Table) {
    let lang = app.lang;
    app.popup = Some(Popup::Notice(match t.export_record() {
        Ok(p) => text::saved_record(lang, &p.display().to_string()),
        Err(e) => e,
    }));
}

fn move_cursor(t: &mut Table, action: Action) -> bool {
    let n = t.hand_len();
    if n == 0 {
        return false;
    }
    match action {
        Action::Left | Action::Up => t.cursor = (t.cursor + n - 1) % n,
        Action::Right | Action::Down => t.cursor = (t.cursor + 1) % n,
        Action::Click { column, row } => match crate::ui::table::hand_index_at(t, column, row) {
            Some(i) => {
                t.cursor = i;
                return true;
            }
            None => return false,
        },
        _ => return false,
    }
    false
}

fn toggle_selected(t: &mut Table) {
    if let Some(pos) = t.selected.iter().position(|&i| i == t.cursor) {
        t.selected.remove(pos);
    } else {
        t.selected.push(t.cursor);
    }
}

fn play_keys(t: &mut Table, action: Action, lang: Lang) -> Option<Result<PalaMove, String>> {
    let clicked = move_cursor(t, action);
    if clicked {
        toggle_selected(t);
        return None;
    }
    match action {
        Action::Toggle => {
            toggle_selected(t);
            None
        }
        Action::Back => {
            t.selected.clear();
            None
        }
        Action::Select => {
            let view = t.view()?;
            let mut picks: Vec<usize> = t.selected.clone();
            if picks.is_empty() {
                picks.push(t.cursor);
            }
            let cards: Vec<Card> = picks
                .iter()
                .filter_map(|&i| view.hand.get(i).copied())
                .collect();
            Some(
                pala::move_from_selection(&view, &cards)
                    .map_err(|e| crate::engine::Describe::describe(&e, lang)),
            )
        }
        _ => None,
    }
}

pub const CHIP_ORDER: [Option<Color>; 7] = [
    None,
    Some(Color::Red),
    Some(Color::Blue),
    Some(Color::Yellow),
    Some(Color::Orange),
    Some(Color::Green),
    Some(Color::Purple),
];

fn chip_keys(t: &mut Table, action: Action, lang: Lang) -> Option<Result<PalaMove, String>> {
    match action {
        Action::Left | Action::Up => t.chip_cursor = (t.chip_cursor + 6) % 7,
        Action::Right | Action::Down => t.chip_cursor = (t.chip_cursor + 1) % 7,
        Action::Toggle => match CHIP_ORDER[t.chip_cursor] {
            None => {
                t.white = !t.white;
                t.chips.clear();
            }
            Some(c) => {
                t.white = false;
                if let Some(p) = t.chips.iter().position(|x| *x == c) {
                    t.chips.remove(p);
                } else {
                    t.chips.push(c);
                }
            }
        },
        Action::Select => {
            if !t.white && t.chips.is_empty() {
                return Some(Err(lang
                    .pick(
                        "Pick chips with Space first: the white chip alone (null) or the colors you will win a trick in.",
                        "Elige fichas con Espacio: la blanca sola (nulo) o los colores en que ganarás una baza.",
                    )
                    .into()));
            }
            let mut chips = t.chips.clone();
            chips.sort();
            return Some(Ok(PalaMove::BidChips(chips)));
        }
        _ => {}
    }
    None
}

fn board_keys(t: &mut Table, action: Action, lang: Lang) -> Option<Result<PalaMove, String>> {
    let view = t.view()?;
    let free: Vec<usize> = view
        .board
        .iter()
        .enumerate()
        .filter(|(_, (_, card))| card.is_none())
        .map(|(i, _)| i)
        .collect();
    if let Some(slot) = t.slot_pick {
        let pos = free.iter().position(|&i| i == slot).unwrap_or(0);
        match action {
            Action::Left | Action::Up => {
                t.slot_pick = free
                    .get((pos + free.len() - 1) % free.len().max(1))
                    .copied()
            }
            Action::Right | Action::Down => {
                t.slot_pick = free.get((pos + 1) % free.len().max(1)).copied()
            }
            Action::Back => t.slot_pick = None,
            Action::Select | Action::Toggle => {
                let card = *view.hand.get(t.cursor)?;
                return Some(Ok(PalaMove::BidCard { card, slot }));
            }
            _ => {}
        }
        return None;
    }
    if move_cursor(t, action) {
        t.slot_pick = free.first().copied();
        return None;
    }
    match action {
        Action::Char('p') => Some(Ok(PalaMove::PassBid)),
        Action::Select | Action::Toggle => {
            if free.is_empty() {
                return Some(Err(lang
                    .pick("The bid board is full.", "El tablero está lleno.")
                    .into()));
            }
            t.slot_pick = free.first().copied();
            None
        }
        _ => None,
    }
}
