//! The easy computer player: a beginner's rules of thumb. It bids the colors whose top
//! cards it holds, plays its highest card when it wants a trick and its lowest (or,
//! avoiding tricks, the highest that still loses) when it does not, never mixes or
//! smears on purpose, and now and then slips (a card at random,
//! an extra chip) where a table can see it.

use super::super::cards::{Card, Color};
use super::super::config::{Mode, Slot};
use super::super::play::Play;
use super::super::state::{Pala, PalaMove, Phase};
use super::super::view::PalaView;
use crate::engine::{Bot, GameRng};
use rand::Rng;

/// One decision in this many is a slip.
const SLIP_ONE_IN: u32 = 8;

#[derive(Clone, Copy, Debug, Default)]
pub struct EasyBot;

impl Bot<Pala> for EasyBot {
    fn choose(&mut self, view: &PalaView, legal: &[PalaMove], rng: &mut GameRng) -> PalaMove {
        let Some(first) = legal.first() else {
            return PalaMove::PassBid;
        };
        let slip = rng.random_range(0..SLIP_ONE_IN) == 0;
        let chosen = match (view.phase, view.mode) {
            (Phase::Bidding, Mode::Pointillism) => PalaMove::BidChips(chips(view, slip)),
            (Phase::Bidding, Mode::Impressionism) => board(view),
            (Phase::Playing, _) if slip => {
                let singles: Vec<&PalaMove> = legal
                    .iter()
                    .filter(|m| matches!(m, PalaMove::Play(Play::Single(_))))
                    .collect();
                match singles.len() {
                    0 => first.clone(),
                    n => singles[rng.random_range(0..n)].clone(),
                }
            }
            (Phase::Playing, _) => play(view, legal),
            (Phase::TieDecision, mode) => PalaMove::Tie {
                take_lead: mode == Mode::Pointillism && !null(view),
            },
            _ => first.clone(),
        };
        if legal.contains(&chosen) {
            chosen
        } else {
            first.clone()
        }
    }
}

fn null(view: &PalaView) -> bool {
    matches!(view.chip_bids.get(view.seat), Some(Some(b)) if b.is_empty())
}

/// A card a beginner counts as a sure winner: a primary 5, a secondary 8 or 9.
fn strong(c: Card) -> bool {
    if c.color.is_primary() {
        c.value >= 5
    } else {
        c.value >= 8
    }
}

/// The colors it holds a strong card in; none: the null chip. A slip adds the color it
/// holds most of (hoping for the best).
fn chips(view: &PalaView, slip: bool) -> Vec<Color> {
    let mut bid: Vec<Color> = Color::ALL
        .into_iter()
        .filter(|&col| view.hand.iter().any(|&c| c.color == col && strong(c)))
        .collect();
    if slip
        && let Some(extra) = Color::ALL
            .into_iter()
            .filter(|c| !bid.contains(c))
            .max_by_key(|&col| view.hand.iter().filter(|c| c.color == col).count())
    {
        bid.push(extra);
        bid.sort_unstable();
    }
    bid
}

/// Impressionism: a lone card of a color onto the best free point slot (the others
/// will catch that color), else its longest color onto a free Cancel slot (four or more
/// cards), otherwise a pass.
fn board(view: &PalaView) -> PalaMove {
    let on_board = |col: Color| {
        view.board
            .iter()
            .any(|(_, t)| t.is_some_and(|(c, _)| c.color == col))
    };
    let count = |col: Color| view.hand.iter().filter(|c| c.color == col).count();
    let free = |kind: Slot| {
        view.board
            .iter()
            .position(|(s, taken)| *s == kind && taken.is_none())
    };
    let point_slot = [Slot::Face, Slot::Two, Slot::One]
        .into_iter()
        .find_map(free);
    if let Some(slot) = point_slot
        && let Some(&card) = view
            .hand
            .iter()
            .find(|c| !on_board(c.color) && count(c.color) == 1)
    {
        return PalaMove::BidCard { card, slot };
    }
    let Some(slot) = free(Slot::Cancel) else {
        return PalaMove::PassBid;
    };
    match Color::ALL
        .into_iter()
        .filter(|&c| !on_board(c))
        .max_by_key(|&c| count(c))
    {
        Some(col) if count(col) >= 4 => view
            .hand
            .iter()
            .find(|c| c.color == col)
            .map_or(PalaMove::PassBid, |&card| PalaMove::BidCard { card, slot }),
        _ => PalaMove::PassBid,
    }
}

/// Highest single card when it wants the trick, lowest otherwise (a discard is its
/// highest card in Impressionism, to be rid of it).
fn play(view: &PalaView, legal: &[PalaMove]) -> PalaMove {
    let singles: Vec<Card> = legal
        .iter()
        .filter_map(|m| match m {
            PalaMove::Play(Play::Single(c)) => Some(*c),
            _ => None,
        })
        .collect();
    let (Some(&low), Some(&high)) = (
        singles.iter().min_by_key(|c| c.value),
        singles.iter().max_by_key(|c| c.value),
    ) else {
        return legal.first().cloned().unwrap_or(PalaMove::PassBid);
    };
    let wanted: Vec<Color> = match view.chip_bids.get(view.seat) {
        Some(Some(bid)) => bid
            .iter()
            .copied()
            .filter(|c| !view.tricks_won[view.seat].contains(c))
            .collect(),
        _ => Vec::new(),
    };
    let card = match (view.mode, view.trick.color) {
        (Mode::Pointillism, _) if null(view) => low,
        (Mode::Pointillism, None) => singles
            .iter()
            .filter(|c| wanted.contains(&c.color))
            .max_by_key(|c| c.value)
            .copied()
            .unwrap_or(low),
        (Mode::Pointillism, Some(t)) if wanted.contains(&t) => high,
        (Mode::Pointillism, Some(_)) => low,
        (Mode::Impressionism, Some(t)) if !view.hand.iter().any(|c| c.color == t) => high,
        (Mode::Impressionism, None) => low,
        // Duck: the highest card that still loses to the card winning now.
        (Mode::Impressionism, Some(_)) => {
            let top = view
                .trick
                .winning
                .and_then(|w| view.trick.values.get(w).copied().flatten());
            singles
                .iter()
                .filter(|c| top.is_some_and(|t| c.value < t))
                .max_by_key(|c| c.value)
                .copied()
                .unwrap_or(low)
        }
    };
    PalaMove::Play(Play::Single(card))
}
