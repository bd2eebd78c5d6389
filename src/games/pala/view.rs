//! What one seat may see, and turning a UI card selection into a move.

use super::cards::{Card, Color, contains_all};
use super::config::{Mode, PalaRules, Slot};
use super::error::PalaError;
use super::play::{Play, Trick, TrickPlay, check_play};
use super::scoring::cancel_need;
use super::shared::{PerSeat, Shared, arc_serde};
use super::state::{Pala, PalaMove, Phase, ScorePad};
use crate::engine::SeatId;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A trick as the table sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrickView {
    pub leader: SeatId,
    pub color: Option<Color>,
    pub plays: Shared<TrickPlay>,
    pub winning: Option<SeatId>,
    /// Per seat: its current value in the trick's color, None if it does not count.
    pub values: PerSeat<Option<u8>>,
    /// The seats taking part (they had cards when the trick began), leader first.
    pub participants: PerSeat<SeatId>,
}

impl TrickView {
    pub(crate) fn from_trick(trick: &Trick, players: usize) -> TrickView {
        TrickView {
            leader: trick.leader,
            color: trick.color,
            plays: trick.plays.clone(),
            winning: trick.winning,
            values: trick.values(players),
            participants: trick.participants,
        }
    }
}

/// Everything one seat may see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PalaView {
    pub seat: SeatId,
    pub players: usize,
    pub mode: Mode,
    #[serde(with = "arc_serde")]
    pub rules: Arc<PalaRules>,
    pub phase: Phase,
    pub to_act: Option<SeatId>,
    pub dealer: SeatId,
    pub round: u32,
    /// This seat's hand, sorted by color then value.
    pub hand: Vec<Card>,
    pub hand_counts: PerSeat<usize>,
    /// Pointillism: public bids (None = not bid yet; Some(empty) = null).
    pub chip_bids: Shared<Option<Vec<Color>>>,
    /// Impressionism bid board.
    pub board: Shared<(Slot, Option<(Card, SeatId)>)>,
    pub trick: TrickView,
    /// The trick just completed, until the next one starts (then it is face down).
    pub last_trick: Option<TrickView>,
    /// The tricks completed this round, in order (all played face up): what an attentive
    /// player remembers. Not shown on screen; the strong computer player reasons from it.
    pub history: Shared<Trick>,
    /// Impressionism bidding: how many seats passed in a row (everyone heard them).
    pub passes: usize,
    /// Per seat, the final color of each trick won this round.
    pub tricks_won: Shared<Vec<Color>>,
    pub pile_counts: PerSeat<usize>,
    /// This seat's own score pile: when `rules.show_own_pile`, and always while it
    /// chooses its cancels.
    pub own_pile: Option<Vec<Card>>,
    /// The seat whose card this seat tied, during its tie decision.
    pub tie_with: Option<SeatId>,
    /// During this seat's cancel choice: how many cards it must cancel.
    pub cancel_count: Option<usize>,
    /// The score pad, one line per round scored.
    pub scores: ScorePad,
    pub totals: PerSeat<i32>,
    /// Who shares the win, once the game is over.
    pub winners: Vec<SeatId>,
}

impl PalaView {
    pub(super) fn build(game: &Pala, seat: SeatId) -> PalaView {
        let n = game.players;
        let seat_ok = seat < n;
        let my_turn = game.to_act == Some(seat);
        let choosing = my_turn && game.phase == Phase::Cancelling;
        let pile = if seat_ok {
            game.piles[seat].as_slice()
        } else {
            &[]
        };
        PalaView {
            seat,
            players: n,
            mode: game.rules.mode,
            rules: game.rules.clone(),
            phase: game.phase,
            to_act: game.to_act,
            dealer: game.dealer,
            round: game.round,
            hand: if seat_ok {
                game.hands[seat].clone()
            } else {
                Vec::new()
            },
            hand_counts: PerSeat::from_fn(n, |s| game.hands[s].len()),
            chip_bids: game.chip_bids.clone(),
            board: game.board.clone(),
            trick: TrickView::from_trick(&game.trick, n),
            last_trick: game
                .last_trick
                .as_ref()
                .map(|t| TrickView::from_trick(t, n)),
            history: game.history.clone(),
            passes: game.passes,
            tricks_won: game.tricks_won.clone(),
            pile_counts: PerSeat::from_fn(n, |s| game.piles[s].len()),
            own_pile: (seat_ok && (game.rules.show_own_pile || choosing)).then(|| {
                let mut p = pile.to_vec();
                p.sort_unstable();
                p
            }),
            tie_with: if my_turn { game.tie_with } else { None },
            cancel_count: choosing.then(|| cancel_need(pile, &game.board)),
            scores: game.pad.clone(),
            totals: game.totals,
            winners: game.winners.clone(),
        }
    }

    /// Whether this seat must act now.
    pub(crate) fn my_turn(&self) -> bool {
        self.to_act == Some(self.seat)
    }
}

/// Turns 1 or 2 selected cards of the hand (during the play phase) into a play, or
/// says precisely why it is illegal. A smear's two cards may be selected in any order.
pub fn move_from_selection(view: &PalaView, selected: &[Card]) -> Result<PalaMove, PalaError> {
    if view.phase == Phase::GameOver {
        return Err(PalaError::GameOver);
    }
    if !view.my_turn() {
        return Err(PalaError::NotYourTurn);
    }
    if view.phase != Phase::Playing {
        return Err(PalaError::WrongPhase);
    }
    if let Some(&c) = selected.iter().find(|c| !view.hand.contains(c)) {
        return Err(PalaError::NotInHand(c));
    }
    if !contains_all(&view.hand, selected) {
        return Err(PalaError::NotInHand(selected[0]));
    }
    let trick = view.trick.color;
    let play = match *selected {
        [c] => Play::Single(c),
        [a, b] => {
            let Some(t) = trick else {
                return Err(PalaError::LeaderOneCard);
            };
            let holds = view.hand.iter().any(|c| c.color == t);
            if t.is_primary() {
                if holds {
                    return Err(PalaError::MustCopy(t));
                }
                match (a.color.is_primary(), b.color.is_primary()) {
                    (true, true) => return Err(PalaError::MixOnPrimary(t)),
                    (false, false) => return Err(PalaError::SmearNeedsPrimary(t)),
                    (true, false) => Play::Smear {
                        primary: a,
                        secondary: b,
                    },
                    (false, true) => Play::Smear {
                        primary: b,
                        secondary: a,
                    },
                }
            } else {
                match (a.color.is_primary(), b.color.is_primary()) {
                    (true, true) => Play::Mix(a.min(b), a.max(b)),
                    (false, false) => return Err(PalaError::MixNeedsPrimaries),
                    _ => return Err(PalaError::SmearOnSecondary(t)),
                }
            }
        }
        _ => return Err(PalaError::SelectOneOrTwo),
    };
    check_play(&view.hand, trick, &play)?;
    Ok(PalaMove::Play(play))
}
