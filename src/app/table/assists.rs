//! Undo and hints, as the table's house rules allow them: `u` takes back the last
//! decision of the person at a screen's keyboard, `h` tells them what the normal
//! computer player would do.

use super::{At, Effect, Look, Move, Table};
use crate::app::text::table::{fill, words};
use crate::engine::runner::bot_rng;
use crate::engine::{Lang, SeatId};
use crate::game_screen::game_ui::ScreenedGame;
use crate::game_screen::keys::Action;
use crate::session::{HistoryEntry, Session, record};

/// Mixed into the seed for the hint's own RNG, so that asking a hint never draws from
/// the game's RNG nor from the one the computers use at that ply.
const HINT_SALT: u64 = 0x4849_4E54_5F52_4E47;

/// "Taken back: …" for the moves `undone`, in `lang`.
pub(super) fn undone_text<G: ScreenedGame>(
    session: &Session<G>,
    undone: &[HistoryEntry<G::Move, G::Event>],
    lang: Lang,
) -> String {
    let names = session.names();
    let told: Vec<String> = undone
        .iter()
        .map(|e| super::told::<G>(&e.events, lang, &names))
        .collect();
    fill(words(lang).undone, &[("what", &told.join(" "))])
}

impl<G: ScreenedGame> Table<G> {
    /// Undo and hints at this table (its house rules).
    fn assists(&self) -> crate::engine::Assists {
        crate::engine::Assists::of(self.session.game.house_rules())
    }

    /// The normal computer player's choice for `seat` now, from that seat's view and
    /// legal moves (None: no legal move).
    pub fn hint_move(&self, seat: SeatId) -> Option<Move<G>> {
        let game = &self.session.game;
        let legal = game.candidate_moves(seat);
        if legal.is_empty() {
            return None;
        }
        let seed = self.session.seed ^ HINT_SALT;
        let mut rng = bot_rng(seed, self.session.ply());
        let mut bot = G::bot(crate::engine::BotLevel::Normal);
        Some(bot.choose(&game.view_for(seat), &legal, &mut rng))
    }
}

impl<G: ScreenedGame> Look<'_, G> {
    /// The person at this keyboard whose decision an undo would take back: the one
    /// deciding now, or else the person here who decided last (while the computers
    /// think, or on the hand-off screen to the next person).
    fn undoer(self) -> Option<SeatId> {
        if let Some(seat) = self.acting_person() {
            return Some(seat);
        }
        let seats = &self.table.session.seats;
        self.table
            .session
            .history
            .iter()
            .rev()
            .map(|e| e.seat)
            .find(|&s| self.screen.is_here(s) && seats[s].is_human())
    }

    /// How many moves `u` takes back now, or why it does nothing (the message).
    pub(crate) fn undo_span(self) -> Result<usize, String> {
        use crate::session::UndoRefusal;
        let w = words(self.screen.lang);
        if self.table.guide.is_some() {
            return Err(w.guide_no_undo.into());
        }
        if !self.table.assists().undo {
            return Err(w.undo_off.into());
        }
        if self.overlay_takes_keys() {
            return Err(w.undo_overlay.into());
        }
        if self.table.is_over() {
            return Err(w.undo_over.into());
        }
        let Some(seat) = self.undoer() else {
            return Err(w.undo_nobody.into());
        };
        // Against computers only (nobody at another terminal either): back through the
        // computers' moves to this person's previous decision.
        let seats = &self.table.session.seats;
        let through_computers = !self.table.hosted()
            && seats.iter().enumerate().all(|(s, st)| {
                s == seat || matches!(st.kind, crate::engine::SeatKind::Computer(_))
            });
        self.table
            .session
            .undo_span(seat, through_computers)
            .map_err(|why| {
                match why {
                    UndoRefusal::Over => w.undo_over,
                    UndoRefusal::NothingYet => w.undo_nothing_yet,
                    UndoRefusal::OthersDecided => w.undo_others,
                    UndoRefusal::Revealed => w.undo_revealed,
                    UndoRefusal::SeenByOthers => w.undo_seen,
                }
                .into()
            })
    }

    /// Why `h` gives no hint now (None: it gives one).
    pub(crate) fn hint_refusal(self) -> Option<String> {
        let w = words(self.screen.lang);
        if let Some(g) = &self.table.guide
            && g.current().map(|s| s.wait()) != Some(crate::games::guide::Wait::RoundEnd)
        {
            return Some(w.guide_no_hint.into());
        }
        if !self.table.assists().hints {
            return Some(w.hint_off.into());
        }
        // Only to the person deciding, on their own screen: never on a hand-off, a
        // public answer screen or a spectator's.
        if self.acting_person().is_none()
            || !self.screen.private_visible(&self.table.session)
            || self.poll().is_some()
            || self.overlay_takes_keys()
        {
            return Some(w.hint_not_yours.into());
        }
        None
    }

    /// What `u` or `h` says when it does nothing.
    pub(crate) fn assist_refused(self, action: Action) -> String {
        if action == Action::Hint {
            return self
                .hint_refusal()
                .unwrap_or_else(|| words(self.screen.lang).hint_none.into());
        }
        self.undo_span().err().unwrap_or_default()
    }
}

impl<G: ScreenedGame> At<'_, G> {
    /// `u`: the last decision of the person at the keyboard (and, against computers
    /// only, the computers' moves since) taken back. The state is rebuilt from the start
    /// and the moves left, so it is the one before that decision, RNG included; the
    /// autosave is rewritten, and so is the record (an undone move is not in it). The
    /// other screens are told what went ([`super::GameTable::on`]).
    pub(crate) fn undo(&mut self, fx: &mut Vec<Effect>) {
        let span = match self.look().undo_span() {
            Ok(span) => span,
            Err(why) => {
                self.screen.message = why;
                return;
            }
        };
        let history = &self.table.session.history;
        let undone: Vec<_> = history[history.len().saturating_sub(span)..].to_vec();
        if let Err(e) = self.table.session.take_back(span) {
            // Never happens (the moves replayed once already): said, nothing lost.
            self.screen.message = crate::engine::Describe::describe(&e, self.screen.lang);
            return;
        }
        self.table.bot = None;
        self.table.forget_stale_answers();
        let text = undone_text(&self.table.session, &undone, self.screen.lang);
        self.screen.undone(&self.table.session, text);
        self.table.taken_back = Some(undone);
        if let Some(path) = &self.table.record {
            fx.push(Effect::Record {
                path: path.clone(),
                lines: record::public_lines(&self.table.session),
                create: true,
            });
        }
        self.save(fx);
    }

    /// `h`: what the normal computer player would do now, for the person deciding, on
    /// their screen's message line; counted for that seat. The computer's randomness is
    /// its own (seeded from the game's seed and the ply), so the game plays the same
    /// whether or not a hint was asked.
    pub(crate) fn hint(&mut self, fx: &mut Vec<Effect>) {
        if let Some(why) = self.look().hint_refusal() {
            self.screen.message = why;
            return;
        }
        let Some(seat) = self.acting_person() else {
            return;
        };
        match self.table.hint_move(seat) {
            Some(mv) => {
                let lang = self.screen.lang;
                let names = self.table.session.names();
                let text = self.table.session.game.hint_text(seat, &mv, lang, &names);
                self.screen.message = fill(words(lang).hint, &[("move", &text)]);
                // Counted only when it shows a move (Palace's challenge answers do not).
                if self.table.session.game.hint_shows_move(&mv) {
                    self.table.session.count_hint(seat);
                    self.save(fx);
                }
            }
            None => self.screen.message = words(self.screen.lang).hint_none.into(),
        }
    }
}
