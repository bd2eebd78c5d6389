//! The table for a game in progress: hot-seat hand-off, the acting player's choices,
//! computer players thinking off the UI thread, autosave and the game record.

use super::keys::Action;
use super::{App, Popup, Screen, launcher::Launcher, text};
use crate::engine::runner::bot_rng;
use crate::engine::{Lang, Rules, Seat, SeatId, SeatKind};
use crate::games::pala::{self, Card, Color, Pala, PalaMove, PalaRules, PalaView};
use crate::session::record::RecordWriter;
use crate::session::save::{self, SaveFile};
use crate::session::Session;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Instant;

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

struct BotJob {
    ply: u64,
    rx: mpsc::Receiver<PalaMove>,
    ready: Option<PalaMove>,
}

pub struct Table {
    pub session: Session<Pala>,
    /// The seat whose private view is on the screen (None: nobody's, e.g. all computers).
    pub viewer: Option<SeatId>,
    /// Waiting for the keyboard to reach this seat: the screen shows nothing private.
    pub handoff: Option<SeatId>,
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
    pub message: String,
    pub show_last_trick: bool,
    pub show_scores: bool,
    pub lang: Lang,
    bot: Option<BotJob>,
    last_move: Instant,
    record: Option<RecordWriter<File>>,
}

impl Table {
    fn with_session(session: Session<Pala>, lang: Lang) -> Table {
        Table {
            session,
            viewer: None,
            handoff: None,
            cursor: 0,
            selected: Vec::new(),
            chips: Vec::new(),
            white: false,
            chip_cursor: 0,
            slot_pick: None,
            choice_cursor: 0,
            message: String::new(),
            show_last_trick: false,
            show_scores: false,
            lang,
            bot: None,
            last_move: Instant::now(),
            record: None,
        }
    }

    pub fn start_pala(app: &mut App, seats: Vec<Seat>, rules: PalaRules, seed: u64) -> Result<Table, String> {
        let lang = app.lang;
        let game = Pala::new(seats.len(), rules.clone(), seed).map_err(|e| crate::engine::Describe::describe(&e, lang))?;
        let mut t = Table::with_session(Session::new(seats, seed, game), lang);
        if let Some(path) = &app.record_path {
            let file = File::create(path).map_err(|e| format!("{}: {e}", path.display()))?;
            let mut w = RecordWriter::new(file);
            w.start("pala", seed, &t.session.seats, &rules)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            t.record = Some(w);
        }
        t.message = start_message(lang, &t.session);
        t.after_change();
        if let Err(e) = t.autosave(&app.save_path) {
            app.popup = Some(Popup::Notice(text::save_failed(lang, &e)));
        }
        Ok(t)
    }

    pub fn resume(file: SaveFile, app: &App) -> Result<Table, String> {
        let lang = app.lang;
        if file.game != "pala" {
            return Err(match lang {
                Lang::En => format!("The saved game is {}, which this version cannot play.", file.game),
                Lang::Es => format!("La partida guardada es de {}, que esta versión no sabe jugar.", file.game),
            });
        }
        let session: Session<Pala> = serde_json::from_value(file.body).map_err(|e| {
            super::launcher::broken_save_notice(
                lang,
                &save::SaveError::Damaged {
                    path: app.save_path.display().to_string(),
                    detail: e.to_string(),
                },
            )
        })?;
        if session.seats.len() != session.game.seat_count() {
            return Err(lang.pick("The saved game is damaged (seats do not match).", "La partida guardada está dañada (los asientos no cuadran).").into());
        }
        let mut t = Table::with_session(session, lang);
        t.message = lang.pick("Game resumed where it was left.", "Partida reanudada donde se dejó.").into();
        t.after_change();
        Ok(t)
    }

    pub fn is_over(&self) -> bool {
        self.session.to_act().is_none()
    }

    pub fn humans(&self) -> usize {
        self.session.seats.iter().filter(|s| s.is_human()).count()
    }

    /// The view on the screen: the viewer's, or a seatless one that hides every hand.
    pub fn view(&self) -> Option<PalaView> {
        if self.handoff.is_some() {
            return None;
        }
        self.viewer.map(|s| self.session.game.view_for(s))
    }

    /// What the keyboard is asked for now.
    pub fn ask(&self) -> Ask {
        let (Some(seat), Some(viewer)) = (self.session.to_act(), self.viewer) else {
            return Ask::Wait;
        };
        if seat != viewer || self.handoff.is_some() || !self.session.seats[seat].is_human() {
            return Ask::Wait;
        }
        match self.session.game.legal_moves(seat).first() {
            Some(PalaMove::BidChips(_)) => Ask::ChipBid,
            Some(PalaMove::BidCard { .. }) | Some(PalaMove::PassBid) => Ask::BoardBid,
            Some(PalaMove::Play(_)) => Ask::Play,
            Some(PalaMove::Tie { .. }) => Ask::Tie,
            Some(PalaMove::Cancel(_)) => Ask::Cancel,
            None => Ask::Wait,
        }
    }

    /// Decides who sees the screen next, after any change of turn.
    fn after_change(&mut self) {
        self.selected.clear();
        self.slot_pick = None;
        self.chips.clear();
        self.white = false;
        self.choice_cursor = 0;
        let Some(seat) = self.session.to_act() else {
            return;
        };
        if !self.session.seats[seat].is_human() || self.viewer == Some(seat) {
            return;
        }
        if self.humans() == 1 && self.viewer.is_none() {
            // Only one person at the table: nothing to hide from anyone.
            self.viewer = Some(seat);
        } else {
            self.handoff = Some(seat);
        }
        self.cursor = 0;
    }

    fn autosave(&self, path: &Path) -> Result<(), String> {
        let body = serde_json::to_value(&self.session).map_err(|e| e.to_string())?;
        let file = SaveFile {
            format: save::FORMAT.into(),
            version: save::VERSION,
            game: "pala".into(),
            saved_at_unix: save::now_unix(),
            body,
        };
        save::write_atomic(path, &file).map_err(|e| e.to_string())
    }

    /// Plays a move for `seat`. Rule errors come back as the message to show.
    fn play(&mut self, seat: SeatId, mv: PalaMove, save_path: &Path) -> Result<Option<String>, String> {
        let names = self.session.names();
        let lang = self.lang;
        let entry = self
            .session
            .play(seat, mv)
            .map_err(|e| crate::engine::Describe::describe(&e, lang))?;
        self.message = entry
            .events
            .iter()
            .map(|e| pala::text::event_text(e, lang, &names))
            .collect::<Vec<_>>()
            .join(" ");
        let mut problem = None;
        if let Some(w) = &mut self.record {
            let entry = self.session.history.last().expect("just played");
            if let Err(e) = w.entry(entry) {
                problem = Some(e.to_string());
            }
            if let Some(outcome) = self.session.outcome() {
                let _ = w.end(&outcome);
            }
        }
        self.last_move = Instant::now();
        self.after_change();
        if let Err(e) = self.autosave(save_path) {
            problem = Some(text::save_failed(lang, &e));
        }
        Ok(problem)
    }

    /// Computer players: start thinking on another thread, and move once the pace allows.
    pub fn tick(&mut self, delay_ms: u64, save_path: &Path) -> Option<String> {
        let seat = self.session.to_act()?;
        let SeatKind::Computer(level) = self.session.seats[seat].kind else {
            return None;
        };
        let ply = self.session.ply();
        if self.bot.as_ref().is_none_or(|b| b.ply != ply) {
            let view = self.session.game.view_for(seat);
            let legal = self.session.game.legal_moves(seat);
            let mut rng = bot_rng(self.session.seed, ply);
            let (tx, rx) = mpsc::channel();
            std::thread::spawn(move || {
                let mut bot = pala::bot_for(level);
                let _ = tx.send(bot.choose(&view, &legal, &mut rng));
            });
            self.bot = Some(BotJob { ply, rx, ready: None });
        }
        let job = self.bot.as_mut()?;
        if job.ready.is_none() {
            job.ready = job.rx.try_recv().ok();
        }
        if job.ready.is_some() && self.last_move.elapsed().as_millis() as u64 >= delay_ms {
            let mv = job.ready.take()?;
            self.bot = None;
            return match self.play(seat, mv, save_path) {
                Ok(problem) => problem,
                Err(e) => Some(format!("A computer player's move was refused: {e}")),
            };
        }
        None
    }

    /// Waits for computer players until a person must act or the game ends (app tests,
    /// and a delay of 0).
    pub fn settle(&mut self, save_path: &Path) {
        let mut guard = 0;
        while self.session.to_act().is_some_and(|s| !self.session.seats[s].is_human()) && guard < 100_000 {
            if self.tick(0, save_path).is_some() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_micros(200));
            guard += 1;
        }
    }

    pub fn export_record(&self) -> Result<PathBuf, String> {
        let dir = save::data_dir().join("records");
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let path = dir.join(format!("pala-{}-{}.jsonl", self.session.seed, save::now_unix()));
        let file = File::create(&path).map_err(|e| e.to_string())?;
        crate::session::record::export(&self.session, "pala", self.session.game.rules(), std::io::BufWriter::new(file))
            .map_err(|e| e.to_string())?;
        Ok(path)
    }

    fn hand_len(&self) -> usize {
        self.view().map_or(0, |v| v.hand.len())
    }
}

fn start_message(lang: Lang, session: &Session<Pala>) -> String {
    match lang {
        Lang::En => format!("New game, seed {}. Good luck!", session.seed),
        Lang::Es => format!("Partida nueva, semilla {}. ¡Suerte!", session.seed),
    }
}

pub fn update(app: &mut App, mut t: Box<Table>, action: Action) -> Screen {
    t.lang = app.lang;
    let lang = app.lang;
    if let Some(seat) = t.handoff {
        if action == Action::Select {
            t.handoff = None;
            t.viewer = Some(seat);
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
                Action::Down => t.choice_cursor = (t.choice_cursor + 1).min(choices.len().saturating_sub(1)),
                Action::Char('b') => t.choice_cursor = 0,
                _ => {}
            }
            (action == Action::Select).then(|| choices.get(t.choice_cursor).cloned().ok_or_else(String::new))
        }
    };
    match chosen {
        Some(Ok(mv)) => match t.play(seat, mv, &app.save_path) {
            Ok(problem) => {
                if let Some(p) = problem {
                    app.popup = Some(Popup::Notice(p));
                }
            }
            Err(reason) => t.message = reason,
        },
        Some(Err(reason)) if !reason.is_empty() => t.message = reason,
        _ => {}
    }
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
            let cards: Vec<Card> = picks.iter().filter_map(|&i| view.hand.get(i).copied()).collect();
            Some(pala::move_from_selection(&view, &cards).map_err(|e| crate::engine::Describe::describe(&e, lang)))
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
                        "Elige fichas con Espacio: la blanca sola (nula) o los colores en que ganarás una baza.",
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
            Action::Left | Action::Up => t.slot_pick = free.get((pos + free.len() - 1) % free.len().max(1)).copied(),
            Action::Right | Action::Down => t.slot_pick = free.get((pos + 1) % free.len().max(1)).copied(),
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
                return Some(Err(lang.pick("The bid board is full.", "El tablero está lleno.").into()));
            }
            t.slot_pick = free.first().copied();
            None
        }
        _ => None,
    }
}
