//! What one seat may see, and the live check of a move before it is played.

use super::cards::{Card, Deck};
use super::config::RapiRules;
use super::error::RapiError;
use super::moves::{WordCtx, plan_word};
use super::names::is_valid_word;
use super::state::{HandScore, PendingWord, Phase, Pile, RapiMove, Rapiletras};
use super::words::TableWord;
use crate::engine::{Lang, SeatId};
use crate::games::judge::dictionary_mark;
use serde::{Deserialize, Serialize};

/// Everything one seat may see: its own hand, never another's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RapiView {
    pub seat: SeatId,
    pub players: usize,
    pub rules: RapiRules,
    /// The deck composition and penalty values (public).
    pub deck: Deck,
    pub phase: Phase,
    pub to_act: Option<SeatId>,
    /// Whose turn it is (during a challenge or a vote, others answer).
    pub turn: SeatId,
    pub dealer: SeatId,
    pub hand_no: u32,
    pub cycle_no: u32,
    pub die: u8,
    pub previous_die: Option<u8>,
    /// The die repeats the previous cycle's number.
    pub repeat: bool,
    /// Replacing letters is allowed this cycle.
    pub replace_allowed: bool,
    pub table: Vec<TableWord>,
    pub mazo_count: usize,
    pub pozo_top: Option<Card>,
    pub pozo_count: usize,
    /// This seat's hand, sorted.
    pub hand: Vec<Card>,
    pub hand_counts: Vec<usize>,
    /// The score pad, one line per hand scored.
    pub scores: Vec<HandScore>,
    /// Challenge points of the hand being played.
    pub adjustments: Vec<i32>,
    pub totals: Vec<i32>,
    /// The word the table is answering (challenge or vote mode).
    pub pending: Option<PendingWord>,
    pub winners: Vec<SeatId>,
}

impl RapiView {
    pub(super) fn build(game: &Rapiletras, seat: SeatId) -> RapiView {
        RapiView {
            seat,
            players: game.players,
            rules: game.rules.clone(),
            deck: game.deck.clone(),
            phase: game.phase,
            to_act: game.to_act,
            turn: game.turn,
            dealer: game.dealer,
            hand_no: game.hand_no,
            cycle_no: game.cycle_no,
            die: game.die,
            previous_die: game.previous_die,
            repeat: game.previous_die == Some(game.die),
            replace_allowed: game.replace_allowed(),
            table: game.table.clone(),
            mazo_count: game.mazo.len(),
            pozo_top: game.pozo.last().copied(),
            pozo_count: game.pozo.len(),
            hand: game.hands.get(seat).cloned().unwrap_or_default(),
            hand_counts: game.hands.iter().map(Vec::len).collect(),
            scores: game.pad.clone(),
            adjustments: game.adjustments.clone(),
            totals: game.totals.clone(),
            pending: game.pending.as_ref().map(|(p, _)| p.clone()),
            winners: game.winners.clone(),
        }
    }

    /// Whether this seat must act now.
    pub(crate) fn my_turn(&self) -> bool {
        self.to_act == Some(self.seat)
    }

    /// Whether a card can be drawn from `from` (an empty mazo is refilled from the pozo
    /// less its top card).
    pub(crate) fn can_draw(&self, from: Pile) -> bool {
        match from {
            Pile::Mazo => self.mazo_count > 0 || self.pozo_count >= 2,
            Pile::Pozo => self.pozo_count > 0,
        }
    }
}

/// Checks a move for this seat without playing it, in Spanish (the game's language):
/// `Ok("DEDOS: 5 letras, como pide el dado")` or the reason it would be refused.
pub fn preview(view: &RapiView, mv: &RapiMove) -> Result<String, RapiError> {
    preview_in(view, mv, Lang::Es)
}

/// [`preview`] in either language.
pub fn preview_in(view: &RapiView, mv: &RapiMove, lang: Lang) -> Result<String, RapiError> {
    if view.phase == Phase::GameOver {
        return Err(RapiError::GameOver);
    }
    if !view.my_turn() {
        return Err(RapiError::NotYourTurn);
    }
    let phase_ok = match mv {
        RapiMove::Challenge | RapiMove::Accept => view.phase == Phase::Challenge,
        RapiMove::Vote { .. } => view.phase == Phase::Vote,
        _ => view.phase == Phase::Playing,
    };
    if !phase_ok {
        return Err(RapiError::WrongPhase);
    }
    match mv {
        RapiMove::Form { .. } | RapiMove::Add { .. } | RapiMove::Replace { .. } => {
            let cx = WordCtx {
                hand: &view.hand,
                table: &view.table,
                die: view.die,
                previous: view.previous_die,
                replace_ok: view.replace_allowed,
                check: view.rules.word_check,
                list: view.rules.dictionary,
            };
            let p = plan_word(&cx, mv)?;
            let old = p
                .target
                .and_then(|i| view.table.get(i))
                .map(|t| t.letters.as_str());
            let text = super::text::preview_text(p.kind, &p.word, old, &p.change, view.die, lang);
            // A word outside the dictionary is marked as at every word game (strict mode
            // refused it in the plan), before the sentence's full stop.
            let r = &view.rules;
            let known = is_valid_word(&p.word, r.dictionary);
            Ok(
                match dictionary_mark(r.word_check, r.preview_dictionary, known, lang) {
                    Some(mark) => format!("{}{mark}.", text.trim_end_matches('.')),
                    None => text,
                },
            )
        }
        RapiMove::Draw { from } => {
            if !view.can_draw(*from) {
                return Err(match from {
                    Pile::Mazo => RapiError::MazoEmpty,
                    Pile::Pozo => RapiError::PozoEmpty,
                });
            }
            Ok(super::text::draw_preview(
                *from,
                view.pozo_top,
                view.mazo_count,
                lang,
            ))
        }
        RapiMove::Pass => {
            // The same rule as the game's: pass when there is nothing to draw.
            if view.can_draw(Pile::Mazo) || view.can_draw(Pile::Pozo) {
                return Err(RapiError::CannotPass);
            }
            Ok(super::text::game::words(lang).pass_preview.into())
        }
        RapiMove::Challenge | RapiMove::Accept | RapiMove::Vote { .. } => {
            Ok(super::text::move_name(mv, lang))
        }
    }
}
