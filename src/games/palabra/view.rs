//! What one seat may see, and the live check of a move before it is played.

use super::cards::Card;
use super::config::PalabraRules;
use super::error::PalabraError;
use super::plan::{Ctx, vowel_points};
use super::state::{EndReason, LedgerEntry, Palabra, PalabraMove, Pending, Phase};
use super::table::TableWord;
use super::words::is_valid_word;
use crate::engine::{Lang, SeatId};
use crate::games::judge::dictionary_mark;
use serde::{Deserialize, Serialize};

/// Everything one seat may see: its own hand, never another's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PalabraView {
    pub seat: SeatId,
    pub players: usize,
    pub rules: PalabraRules,
    pub phase: Phase,
    pub to_act: Option<SeatId>,
    /// Whose turn it is (during a challenge or vote, others answer).
    pub turn: SeatId,
    pub turn_no: u32,
    /// This seat's hand, by card id: letter or kind, value, stars, colors.
    pub hand: Vec<Card>,
    /// One slot per seat: the word in front of it (value, stars, lock, owner).
    pub table: Vec<Option<TableWord>>,
    /// The serial of the immediately previous word play, if still on the table.
    pub last_play: Option<u64>,
    /// The words this seat may shave now (seat ids).
    pub shave_targets: Vec<SeatId>,
    pub draw_count: usize,
    pub discard_count: usize,
    pub hand_counts: Vec<usize>,
    pub totals: Vec<i32>,
    /// The score pad: every scoring event per seat; each seat's total is their sum.
    pub ledger: Vec<Vec<LedgerEntry>>,
    /// The word the table is judging (challenge or vote mode).
    pub pending: Option<Pending>,
    /// Vote mode: words the table refused this turn.
    pub rejected: Vec<String>,
    /// Seats that lost a challenge and lose their next turn.
    pub skip_next: Vec<bool>,
    pub first: SeatId,
    pub cuts: Vec<(SeatId, Card)>,
    /// Simultaneous play: which seats have decided this round (not what).
    pub decided: Vec<bool>,
    pub end: Option<EndReason>,
    pub winners: Vec<SeatId>,
}

impl PalabraView {
    pub(super) fn build(g: &Palabra, seat: SeatId) -> PalabraView {
        let hand = g.hands.get(seat).cloned().unwrap_or_default();
        let shave_targets = if g.to_act == Some(seat) && g.phase == Phase::PrePlay {
            g.ctx(seat).shave_targets()
        } else {
            Vec::new()
        };
        PalabraView {
            seat,
            players: g.players,
            rules: g.rules.clone(),
            phase: g.phase,
            to_act: g.to_act,
            turn: g.turn,
            turn_no: g.turn_no,
            hand,
            table: g.table.clone(),
            last_play: g.last_play,
            shave_targets,
            draw_count: g.draw.len(),
            discard_count: g.discard.len(),
            // In simultaneous play a hidden play's cards still count in its owner's hand:
            // how many it uses is not for the others to know before the reveal.
            hand_counts: g
                .hands
                .iter()
                .enumerate()
                .map(|(s, h)| {
                    let held = match &g.sim {
                        Some(round) if s != seat => round.held.get(s).map_or(0, Vec::len),
                        _ => 0,
                    };
                    h.len() + held
                })
                .collect(),
            totals: g.totals.clone(),
            ledger: g.ledger.clone(),
            pending: g.pending.clone(),
            rejected: g.rejected.clone(),
            skip_next: g.skip_next.clone(),
            first: g.first,
            cuts: g.cuts.clone(),
            decided: g.sim.as_ref().map(|s| s.decided()).unwrap_or_default(),
            end: g.end,
            winners: g.winners.clone(),
        }
    }

    /// Whether this seat must decide now.
    pub(crate) fn my_turn(&self) -> bool {
        self.to_act == Some(self.seat)
    }

    /// The check context of this seat.
    pub fn ctx(&self) -> Ctx<'_> {
        Ctx {
            seat: self.seat,
            players: self.players,
            hand: &self.hand,
            table: &self.table,
            rules: &self.rules,
            draw_count: self.draw_count,
            last_play: self.last_play,
            rejected: &self.rejected,
        }
    }

    /// The word in front of `seat`.
    pub fn word_of(&self, seat: SeatId) -> Option<&TableWord> {
        self.table.get(seat).and_then(Option::as_ref)
    }
}

/// Whether `mv` belongs to `phase`.
pub(crate) fn fits_phase(phase: Phase, mv: &PalabraMove) -> bool {
    use PalabraMove as M;
    matches!(
        (phase, mv),
        (
            Phase::PrePlay,
            M::Joker { .. } | M::Shave { .. } | M::SkipPrePlay | M::TimeOut
        ) | (
            Phase::Play,
            M::Word { .. }
                | M::Straight { .. }
                | M::Flush { .. }
                | M::Vowels { .. }
                | M::Exchange { .. }
                | M::Pass
                | M::TimeOut
        ) | (Phase::Challenge, M::Challenge | M::Accept | M::TimeOut)
            | (Phase::Vote, M::Vote { .. } | M::TimeOut)
    )
}

/// What a move would do for this seat, without playing it:
/// `Ok("PALABRA: 12 x3 x3 = 108, +70 all seven cards = 178")`, or why it is refused.
pub fn preview_in(
    view: &PalabraView,
    mv: &PalabraMove,
    lang: Lang,
) -> Result<String, PalabraError> {
    use super::text as t;
    if view.phase == Phase::GameOver {
        return Err(PalabraError::GameOver);
    }
    if !view.my_turn() {
        return Err(PalabraError::NotYourTurn);
    }
    if !fits_phase(view.phase, mv) {
        return Err(PalabraError::WrongPhase);
    }
    let cx = view.ctx();
    match mv {
        PalabraMove::Word {
            before,
            after,
            build_on,
        }
        | PalabraMove::Straight {
            before,
            after,
            build_on,
        } => {
            let kind = if matches!(mv, PalabraMove::Word { .. }) {
                super::table::PlayKind::Word
            } else {
                super::table::PlayKind::Straight
            };
            let plan = cx.plan_line(kind, before, after, *build_on)?;
            let last = view.draw_count == 0 && plan.used.len() == view.hand.len();
            let fm = if last { view.rules.final_multiplier } else { 1 };
            let mut text = t::play_preview(&plan.word, &plan.score, fm, lang);
            // A straight is not judged by the dictionary; a word outside it is marked as
            // at every word game (strict mode refused it in the plan).
            let r = &view.rules;
            let known =
                kind != super::table::PlayKind::Word || is_valid_word(&plan.word, r.dictionary);
            if let Some(mark) = dictionary_mark(r.word_check, r.preview_dictionary, known, lang) {
                text.push_str(mark);
            }
            Ok(text)
        }
        PalabraMove::Flush { cards } => {
            let plan = cx.plan_flush(cards)?;
            let last = view.draw_count == 0 && plan.used.len() == view.hand.len();
            let fm = if last { view.rules.final_multiplier } else { 1 };
            Ok(t::play_preview(&plan.word, &plan.score, fm, lang))
        }
        PalabraMove::Vowels { cards } => {
            cx.plan_vowels(cards)?;
            Ok(t::vowels_preview(
                cards.len(),
                vowel_points(cards.len()),
                lang,
            ))
        }
        PalabraMove::Exchange { cards } => {
            cx.plan_exchange(cards)?;
            Ok(t::exchange_preview(cards.len(), lang))
        }
        PalabraMove::Joker { targets } => {
            let hits = cx.plan_joker(targets)?;
            let words: Vec<(String, i32)> = hits
                .iter()
                .map(|&(s, v)| (view.word_of(s).map(TableWord::word).unwrap_or_default(), v))
                .collect();
            Ok(t::joker_preview(&words, lang))
        }
        PalabraMove::Shave { target, cards } => {
            let plan = cx.plan_shave(*target, cards)?;
            let Some(w) = view.word_of(*target) else {
                return Err(PalabraError::NoSuchWord(*target));
            };
            let parts: Vec<(char, i32)> = plan
                .pairs
                .iter()
                .map(|&(_, i)| (w.cards[i].letter, w.cards[i].card.value * w.mult))
                .collect();
            Ok(t::shave_preview(&w.word(), &parts, plan.points, lang))
        }
        PalabraMove::TimeOut if view.rules.impatient_timer_seconds == 0 => {
            Err(PalabraError::TimerOff)
        }
        _ => Ok(t::move_name(mv, lang)),
    }
}
