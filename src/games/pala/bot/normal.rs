//! The normal computer player (issue 13 keeps it exactly as it was): bids from its hand,
//! plays to make its bid or to avoid tricks, with one-trick look-aheads.

use super::super::cards::{Card, Color};
use super::super::config::{Mode, Slot};
use super::super::play::{Preview, Trick, kind_of};
use super::super::scoring::slot_of;
use super::super::state::{Pala, PalaMove, Phase};
use super::super::view::PalaView;
use crate::engine::{Bot, GameRng};

/// Bids from its hand, plays to make its bid (or to avoid tricks), with small
/// one-trick look-aheads. Deterministic.
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicBot;

impl Bot<Pala> for HeuristicBot {
    fn choose(&mut self, view: &PalaView, legal: &[PalaMove], _rng: &mut GameRng) -> PalaMove {
        let Some(first) = legal.first() else {
            return PalaMove::PassBid;
        };
        let chosen = match (view.phase, view.mode) {
            (Phase::Bidding, Mode::Pointillism) => PalaMove::BidChips(chip_bid(view)),
            (Phase::Bidding, Mode::Impressionism) => board_bid(view, legal),
            (Phase::Playing, _) => choose_play(view, legal),
            (Phase::TieDecision, Mode::Pointillism) => PalaMove::Tie {
                take_lead: !is_null(view),
            },
            (Phase::TieDecision, Mode::Impressionism) => PalaMove::Tie { take_lead: false },
            _ => first.clone(),
        };
        if legal.contains(&chosen) {
            chosen
        } else {
            first.clone()
        }
    }
}

pub(super) fn is_null(view: &PalaView) -> bool {
    matches!(view.chip_bids.get(view.seat), Some(Some(b)) if b.is_empty())
}

/// How likely a card is to win a trick by itself (0..1).
pub(super) fn card_power(c: Card) -> f32 {
    if c.color.is_primary() {
        match c.value {
            5 => 0.9,
            4 => 0.45,
            3 => 0.15,
            _ => 0.03,
        }
    } else {
        match c.value {
            9 => 0.85,
            8 => 0.55,
            7 => 0.3,
            6 => 0.12,
            _ => 0.03,
        }
    }
}

/// Rough chance per color of winning at least one trick in it.
pub(super) fn color_strength(hand: &[Card]) -> [f32; 6] {
    let mut s = [0f32; 6];
    let mut count = [0usize; 6];
    let mut best = [0u8; 6];
    for &c in hand {
        let i = c.color.index();
        s[i] += card_power(c);
        count[i] += 1;
        best[i] = best[i].max(c.value);
    }
    for c in Color::ALL {
        let i = c.index();
        if count[i] >= 4 {
            s[i] += 0.15 * (count[i] - 3) as f32;
        }
        if let Some((a, b)) = c.parts() {
            let (ba, bb) = (best[a.index()], best[b.index()]);
            if ba + bb >= 9 {
                s[i] += 0.35;
            }
        }
    }
    s
}

/// How fast the chance of a clean null bid falls with the hand's winning power.
const NULL_DANGER: f32 = 0.2;

pub(super) fn chip_bid(view: &PalaView) -> Vec<Color> {
    let hand = &view.hand;
    let s = color_strength(hand);
    let expected: f32 = s.iter().sum::<f32>().max(0.5);
    let mut order: Vec<Color> = Color::ALL.to_vec();
    order.sort_by(|a, b| s[b.index()].total_cmp(&s[a.index()]));
    let mut best_bid: Vec<Color> = Vec::new();
    let mut best_ev = f32::MIN;
    let mut p = 1.0f32;
    for k in 1..=6 {
        let c = order[k - 1];
        p *= (s[c.index()] * 0.85).min(0.92);
        let mut ev = p * expected.max(k as f32) * k as f32;
        if k == 6 && p > 0.3 {
            ev += p * view.rules.rainbow_bonus as f32;
        }
        if ev > best_ev {
            best_ev = ev;
            best_bid = order[..k].to_vec();
        }
    }
    let null = view.rules.null_bid_for(view.players) as f32;
    let danger: f32 = hand.iter().map(|&c| card_power(c)).sum();
    let p_null = (-danger * NULL_DANGER).exp();
    let null_ev = null * (2.0 * p_null - 1.0);
    if null_ev > best_ev {
        return Vec::new();
    }
    best_bid.sort_unstable();
    best_bid
}

/// Impressionism: a color held few of on a point slot, a color held many of on Cancel.
pub(super) fn board_bid(view: &PalaView, legal: &[PalaMove]) -> PalaMove {
    let mut best = PalaMove::PassBid;
    let mut best_score = 0.2f32;
    for (score, mv) in board_scores(view, legal) {
        if score > best_score {
            best_score = score;
            best = mv.clone();
        }
    }
    best
}

/// Every card bid in `legal` with its worth to this hand (higher is better).
pub(super) fn board_scores<'a>(view: &PalaView, legal: &'a [PalaMove]) -> Vec<(f32, &'a PalaMove)> {
    let mut count = [0usize; 6];
    for c in &view.hand {
        count[c.color.index()] += 1;
    }
    let players = view.players as f32;
    let mut out = Vec::new();
    for mv in legal {
        let PalaMove::BidCard { card, slot } = mv else {
            continue;
        };
        let Some(&(kind, _)) = view.board.get(*slot) else {
            continue;
        };
        let n = count[card.color.index()] as f32;
        let others = (8.0 - n) / players;
        let mine = n - 1.0;
        let unit = match kind {
            Slot::Cancel => -1.5,
            Slot::Zero => 0.0,
            Slot::One => 1.0,
            Slot::Two => 2.0,
            Slot::Face => {
                if card.color.is_primary() {
                    2.6
                } else {
                    5.5
                }
            }
        };
        // Bidding the highest card of a color keeps low (safe) cards in hand.
        let high = view
            .hand
            .iter()
            .filter(|c| c.color == card.color)
            .all(|c| c.value <= card.value);
        let score = unit * (others - mine) * 0.5 + if high { 0.05 } else { 0.0 };
        out.push((score, mv));
    }
    out
}

/// Pointillism bids worth simulating: the colors in order of strength (the best one,
/// the best two, ... all six) and the null bid.
pub(super) fn chip_candidates(view: &PalaView) -> Vec<Vec<Color>> {
    let s = color_strength(&view.hand);
    let mut order: Vec<Color> = Color::ALL.to_vec();
    order.sort_by(|a, b| s[b.index()].total_cmp(&s[a.index()]));
    let mut out = vec![Vec::new()];
    for k in 1..=6 {
        let mut bid = order[..k].to_vec();
        bid.sort_unstable();
        out.push(bid);
    }
    out
}

/// Chance that the winning value `v` in `color` survives `later` more players.
pub(super) fn p_keep(color: Color, v: u8, later: usize) -> f32 {
    if later == 0 {
        return 1.0;
    }
    let beat = if color.is_primary() {
        f32::from(5u8.saturating_sub(v)) / 4.0 * 0.55 + 0.08
    } else {
        f32::from(9u8.saturating_sub(v)) / 7.0 * 0.6 + 0.04
    };
    (1.0 - beat.clamp(0.0, 1.0)).powi(later as i32)
}

/// Impressionism points of a card, Cancel cards negative (they help).
pub(super) fn imp_points(view: &PalaView, c: Card) -> f32 {
    match slot_of(&view.board, c.color) {
        Some(Slot::Cancel) => -1.5,
        Some(s) => s.card_points(c.value) as f32,
        None => 0.0,
    }
}

/// The trick after a play, computed on the view's trick without copying it.
pub(super) fn preview(
    trick: &super::super::view::TrickView,
    me: usize,
    play: &super::super::play::Play,
    kind: super::super::play::PlayKind,
) -> Preview {
    // TrickView and Trick share their fields; borrow them as a Trick-shaped preview.
    Trick::preview_parts(trick.color, &trick.plays, trick.winning, me, play, kind)
}

pub(super) fn choose_play(view: &PalaView, legal: &[PalaMove]) -> PalaMove {
    let mut best: Option<(f32, &PalaMove)> = None;
    for (utility, mv) in play_utilities(view, legal) {
        if best.is_none_or(|(u, _)| utility > u) {
            best = Some((utility, mv));
        }
    }
    match best {
        Some((_, mv)) => mv.clone(),
        None => legal.first().cloned().unwrap_or(PalaMove::PassBid),
    }
}

/// Every play in `legal` with its worth by the one-trick look-ahead (higher is better).
pub(super) fn play_utilities<'a>(
    view: &PalaView,
    legal: &'a [PalaMove],
) -> Vec<(f32, &'a PalaMove)> {
    let me = view.seat;
    let null = view.mode == Mode::Pointillism && is_null(view);
    // The colors bid and not made yet, as a mask over `Color::index`.
    let needed: u8 = match view.chip_bids.get(me) {
        Some(Some(bid)) => bid
            .iter()
            .filter(|c| !view.tricks_won[me].contains(c))
            .fold(0, |m, c| m | 1 << c.index()),
        _ => 0,
    };
    let trick = &view.trick;
    let take_tie = view.mode == Mode::Pointillism && !null;
    let later = trick
        .participants
        .len()
        .saturating_sub(trick.plays.len() + 1);
    // Impressionism points already on the trick (a smear adds its primary card too).
    let on_trick: f32 = if view.mode == Mode::Impressionism {
        trick
            .plays
            .iter()
            .flat_map(|p| p.all_cards())
            .map(|c| imp_points(view, c))
            .sum()
    } else {
        0.0
    };
    let mut out = Vec::with_capacity(legal.len());
    for mv in legal {
        let PalaMove::Play(play) = mv else { continue };
        let kind = kind_of(trick.color, play);
        let p = preview(trick, me, play, kind);
        let winning = p.winning == Some(me) || (p.tie_with.is_some() && take_tie);
        let color = p.color.unwrap_or(Color::Red);
        let keep = match p.value {
            Some(v) if winning => p_keep(color, v, later),
            _ => 0.0,
        };
        let (a, b) = play.pair();
        let power = card_power(a) + b.map_or(0.0, card_power);
        let utility = match view.mode {
            Mode::Pointillism if null => -keep * 4.0 + power * 0.6,
            Mode::Pointillism => {
                let bonus = if needed & 1 << color.index() != 0 {
                    2.0
                } else {
                    0.0
                };
                keep * (1.0 + bonus) - power * 0.35
            }
            Mode::Impressionism => {
                let mine = imp_points(view, a) + b.map_or(0.0, |b| imp_points(view, b));
                let all = on_trick + mine;
                -keep * (all + later as f32 * 0.8) + (1.0 - keep) * mine * 0.6 + power * 0.2
            }
        };
        out.push((utility, mv));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strong_hand_bids_colors_weak_hand_bids_null() {
        let game = Pala::new(5, Default::default(), 3).unwrap();
        let mut view = crate::engine::Rules::view_for(&game, 0);
        view.hand = vec![
            Card::new(Color::Red, 5),
            Card::new(Color::Red, 4),
            Card::new(Color::Blue, 5),
            Card::new(Color::Yellow, 5),
            Card::new(Color::Green, 9),
            Card::new(Color::Purple, 9),
            Card::new(Color::Orange, 9),
            Card::new(Color::Orange, 8),
            Card::new(Color::Green, 8),
        ];
        assert!(!chip_bid(&view).is_empty());
        view.hand = vec![
            Card::new(Color::Red, 1),
            Card::new(Color::Red, 1),
            Card::new(Color::Blue, 1),
            Card::new(Color::Yellow, 2),
            Card::new(Color::Green, 2),
            Card::new(Color::Purple, 3),
            Card::new(Color::Orange, 2),
            Card::new(Color::Orange, 3),
            Card::new(Color::Green, 4),
        ];
        assert!(chip_bid(&view).is_empty());
    }
}
