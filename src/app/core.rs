//! The part of the table every game shares: hot-seat hand-off, computer players thinking
//! off the UI thread at a readable pace, autosave after every move, the game record.

use super::text;
use crate::engine::runner::bot_rng;
use crate::engine::{Describe, Lang, Seat, SeatId, SeatKind};
use crate::games::TableGame;
use crate::session::Session;
use crate::session::record::RecordWriter;
use crate::session::save::{self, SaveFile};
use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Instant;

struct BotJob<M> {
    ply: u64,
    rx: mpsc::Receiver<M>,
    ready: Option<M>,
}

pub struct Core<G: TableGame> {
    pub session: Session<G>,
    /// The seat whose private view is on the screen (None: nobody's, e.g. all computers).
    pub viewer: Option<SeatId>,
    /// Waiting for the keyboard to reach this seat: the screen shows nothing private.
    pub handoff: Option<SeatId>,
    pub message: String,
    /// What happened, one entry per move, newest last (for the message lines).
    pub log: Vec<String>,
    pub show_last_trick: bool,
    pub show_scores: bool,
    pub lang: Lang,
    bot: Option<BotJob<G::Move>>,
    last_move: Instant,
    record: Option<RecordWriter<File>>,
}

/// Ends a message with a full stop when it has no closing punctuation of its own, so
/// that joined events read as sentences.
fn sentence(mut text: String) -> String {
    let text_end = text.trim_end().chars().last();
    if !matches!(text_end, Some('.' | '!' | '?' | ':' | '…' | ')') | None) {
        text.push('.');
    }
    text
}

/// A saved session is trusted only if the same seed deals the same start and its moves
/// replay to exactly the saved state; the replayed state is what is played on. A save
/// edited by hand (seat numbers out of range, short lists) is refused, never played.
fn verified<G: TableGame>(mut session: Session<G>) -> Result<Session<G>, String> {
    let players = session.seats.len();
    if players != session.game.seat_count() || players != session.initial.seat_count() {
        return Err("its seats do not match the game".into());
    }
    // Rules code never panics on a move, but a hand-edited start could hold values no
    // deal makes; contain that here, quietly, instead of taking the terminal down.
    let quiet = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let fresh = session.initial.redeal(players, session.seed)?;
        let same = |a: &G, b: &G| serde_json::to_value(a).ok() == serde_json::to_value(b).ok();
        if !same(&fresh, &session.initial) {
            return Err("its first deal is not the one its seed makes".to_string());
        }
        let mut game = fresh;
        for entry in &session.history {
            game.apply(entry.seat, &entry.mv).map_err(|e| {
                format!(
                    "move {} does not replay: {}",
                    entry.ply + 1,
                    e.describe(Lang::En)
                )
            })?;
        }
        if !same(&game, &session.game) {
            return Err("its state is not what its moves make".to_string());
        }
        Ok(game)
    }));
    std::panic::set_hook(quiet);
    session.game = checked.map_err(|_| "its game cannot be rebuilt".to_string())??;
    Ok(session)
}

impl<G: TableGame> Core<G> {
    pub fn new(session: Session<G>, lang: Lang) -> Core<G> {
        Core {
            session,
            viewer: None,
            handoff: None,
            message: String::new(),
            log: Vec::new(),
            show_last_trick: false,
            show_scores: false,
            lang,
            bot: None,
            last_move: Instant::now(),
            record: None,
        }
    }

    /// A new game: the record (if asked for) starts, and the first autosave is written.
    pub fn start(
        seats: Vec<Seat>,
        seed: u64,
        game: G,
        lang: Lang,
        record_path: Option<&Path>,
    ) -> Result<Core<G>, String> {
        let mut core = Core::new(Session::new(seats, seed, game), lang);
        if let Some(path) = record_path {
            let file = File::create(path).map_err(|e| format!("{}: {e}", path.display()))?;
            let mut w = RecordWriter::new(file);
            w.start(
                G::KEY,
                seed,
                &core.session.seats,
                core.session.game.house_rules(),
            )
            .map_err(|e| format!("{}: {e}", path.display()))?;
            core.record = Some(w);
        }
        core.message = match lang {
            Lang::En => format!("New game, seed {}. Good luck!", seed),
            Lang::Es => format!("Partida nueva, semilla {}. ¡Suerte!", seed),
        };
        core.hand_over();
        Ok(core)
    }

    /// A saved game, from the body of a save file.
    pub fn resume(
        body: serde_json::Value,
        save_path: &Path,
        lang: Lang,
    ) -> Result<Core<G>, String> {
        let session: Session<G> = serde_json::from_value(body).map_err(|e| {
            super::launcher::broken_save_notice(
                lang,
                &save::SaveError::Damaged {
                    path: save_path.display().to_string(),
                    detail: e.to_string(),
                },
            )
        })?;
        let session = verified(session).map_err(|detail| {
            super::launcher::broken_save_notice(
                lang,
                &save::SaveError::Damaged {
                    path: save_path.display().to_string(),
                    detail,
                },
            )
        })?;
        let mut core = Core::new(session, lang);
        core.message = lang
            .pick(
                "Game resumed where it was left.",
                "Partida reanudada donde se dejó.",
            )
            .into();
        core.hand_over();
        Ok(core)
    }

    pub fn is_over(&self) -> bool {
        self.session.to_act().is_none()
    }

    pub fn humans(&self) -> usize {
        self.session.seats.iter().filter(|s| s.is_human()).count()
    }

    /// The view on the screen: the viewer's, never during a hand-off.
    pub fn view(&self) -> Option<G::View> {
        if self.handoff.is_some() {
            return None;
        }
        self.viewer.map(|s| self.session.game.view_for(s))
    }

    /// The seat at the keyboard when it is that person's decision now.
    pub fn acting_person(&self) -> Option<SeatId> {
        let seat = self.session.to_act()?;
        (Some(seat) == self.viewer && self.handoff.is_none() && self.session.seats[seat].is_human())
            .then_some(seat)
    }

    /// After any change of turn: hand the keyboard over when another person must act.
    pub fn hand_over(&mut self) {
        let Some(seat) = self.session.to_act() else {
            return;
        };
        if !self.session.seats[seat].is_human() || self.viewer == Some(seat) {
            return;
        }
        // What one person opened is not left open for the next.
        self.show_scores = false;
        self.show_last_trick = false;
        if self.humans() == 1 && self.viewer.is_none() {
            // Only one person at the table: there is nobody to hide anything from.
            self.viewer = Some(seat);
        } else {
            self.handoff = Some(seat);
        }
    }

    /// The keyboard has reached the seat of the hand-off.
    pub fn accept_handoff(&mut self) {
        if let Some(seat) = self.handoff.take() {
            self.viewer = Some(seat);
        }
    }

    pub fn autosave(&self, path: &Path) -> Result<(), String> {
        let body = serde_json::to_value(&self.session).map_err(|e| e.to_string())?;
        let file = SaveFile {
            format: save::FORMAT.into(),
            version: save::VERSION,
            game: G::KEY.into(),
            saved_at_unix: save::now_unix(),
            body,
        };
        save::write_atomic(path, &file).map_err(|e| e.to_string())
    }

    /// Plays a move for `seat`. Err: the rule error in the player's words, nothing changed.
    /// Ok(Some): the move stands but saving or recording failed (shown as a notice).
    pub fn play(
        &mut self,
        seat: SeatId,
        mv: G::Move,
        save_path: &Path,
    ) -> Result<Option<String>, String> {
        let names = self.session.names();
        let lang = self.lang;
        let entry = self.session.play(seat, mv).map_err(|e| e.describe(lang))?;
        self.message = entry
            .events
            .iter()
            .map(|e| sentence(G::event_text(e, lang, &names)))
            .collect::<Vec<_>>()
            .join(" ");
        self.log.push(self.message.clone());
        if self.log.len() > 50 {
            self.log.remove(0);
        }
        let mut problem = None;
        if let Some(w) = &mut self.record {
            if let Some(entry) = self.session.history.last()
                && let Err(e) = w.entry(entry)
            {
                problem = Some(e.to_string());
            }
            if let Some(outcome) = self.session.outcome() {
                let _ = w.end(&outcome);
            }
        }
        self.last_move = Instant::now();
        self.hand_over();
        if let Err(e) = self.autosave(save_path) {
            problem = Some(text::save_failed(lang, &e));
        }
        Ok(problem)
    }

    /// A person's move from the keyboard: a refusal goes to the message line (nothing
    /// changed); a save or record problem comes back as a notice for a popup.
    pub fn play_person(&mut self, seat: SeatId, mv: G::Move, save_path: &Path) -> Option<String> {
        match self.play(seat, mv, save_path) {
            Ok(problem) => problem,
            Err(reason) => {
                self.message = reason;
                None
            }
        }
    }

    /// Computer players: think on another thread, move once the pace allows. Returns a
    /// notice when something went wrong.
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
                let mut bot = G::bot(level);
                let _ = tx.send(bot.choose(&view, &legal, &mut rng));
            });
            self.bot = Some(BotJob {
                ply,
                rx,
                ready: None,
            });
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

    /// Waits for computer players until a person must act or the game ends (tests).
    pub fn settle(&mut self, save_path: &Path) {
        for _ in 0..200_000 {
            let Some(seat) = self.session.to_act() else {
                return;
            };
            if self.session.seats[seat].is_human() || self.tick(0, save_path).is_some() {
                return;
            }
            std::thread::sleep(std::time::Duration::from_micros(100));
        }
    }

    /// The lines for the message area: a refusal or notice alone, or the last moves.
    /// At most `moves` entries, fewer when they would not fit in `rows` lines of
    /// `width` characters once wrapped.
    pub fn recent(&self, moves: usize, width: usize, rows: usize) -> Vec<String> {
        if self.log.last() != Some(&self.message) {
            return vec![self.message.clone()];
        }
        let width = width.max(20);
        let mut lines: Vec<String> = Vec::new();
        let mut used = 0;
        for entry in self.log.iter().rev().take(moves) {
            // Wrapping at word boundaries wastes up to a word per line: count generously.
            let need = (entry.chars().count() + 10).div_ceil(width - 8).max(1);
            if !lines.is_empty() && used + need > rows {
                break;
            }
            used += need;
            lines.insert(0, entry.clone());
        }
        lines
    }

    pub fn export_record(&self) -> Result<PathBuf, String> {
        let dir = save::data_dir().join("records");
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let path = dir.join(format!(
            "{}-{}-{}.jsonl",
            G::KEY,
            self.session.seed,
            save::now_unix()
        ));
        let file = File::create(&path).map_err(|e| e.to_string())?;
        crate::session::record::export(
            &self.session,
            G::KEY,
            self.session.game.house_rules(),
            std::io::BufWriter::new(file),
        )
        .map_err(|e| e.to_string())?;
        Ok(path)
    }
}

/// A per-game table reads and writes its shared `Core` as if it were its own fields.
macro_rules! table_with_core {
    ($table:ty, $game:ty) => {
        impl std::ops::Deref for $table {
            type Target = $crate::app::core::Core<$game>;
            fn deref(&self) -> &Self::Target {
                &self.core
            }
        }

        impl std::ops::DerefMut for $table {
            fn deref_mut(&mut self) -> &mut Self::Target {
                &mut self.core
            }
        }
    };
}
pub(crate) use table_with_core;
