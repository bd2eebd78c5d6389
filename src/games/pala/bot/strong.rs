//! The strong computer player: determinized Monte Carlo from its own view only. It deals
//! the cards it cannot see at random, consistently with what it saw (the tricks of this
//! round, the voids they revealed, the board), plays each candidate move on that deal
//! and the round out with normal players in every seat, and keeps the move with the best
//! average round result (its points against the others'). Bids are chosen the same way,
//! by simulating the round. The search is a fixed number of playouts (`strong_budget`)
//! drawn from the decision's seeded RNG, so a seed replays the same game.

use super::super::config::Mode;
use super::super::determinize::Unseen;
use super::super::state::{Pala, PalaMove, Phase};
use super::super::view::PalaView;
use super::normal::{self, HeuristicBot};
use crate::engine::{Bot, GameRng, Rules, SeatId, rng_from_seed};
use rand::Rng;

/// Most moves compared at one decision (the normal player's best ones): more would
/// spread the budget too thin.
const MAX_CANDIDATES: usize = 8;
/// Impressionism card bids compared, besides passing.
const BOARD_CANDIDATES: usize = 4;
/// Fewest sampled deals per decision, whatever the budget.
const MIN_SAMPLES: usize = 2;
/// A playout longer than this is broken; it scores nothing.
const MAX_PLAYOUT_PLIES: usize = 1_000;

#[derive(Clone, Copy, Debug, Default)]
pub struct StrongBot;

impl Bot<Pala> for StrongBot {
    fn choose(&mut self, view: &PalaView, legal: &[PalaMove], rng: &mut GameRng) -> PalaMove {
        // The normal player's choice: the fallback, and first among equals.
        let normal = HeuristicBot.choose(view, legal, rng);
        if legal.len() <= 1
            || !matches!(
                view.phase,
                Phase::Bidding | Phase::Playing | Phase::TieDecision
            )
        {
            return normal;
        }
        let candidates = candidates(view, legal, &normal);
        if candidates.len() <= 1 {
            return normal;
        }
        search(view, &candidates, rng).unwrap_or(normal)
    }
}

/// The moves worth simulating, the normal player's choice first.
fn candidates(view: &PalaView, legal: &[PalaMove], normal: &PalaMove) -> Vec<PalaMove> {
    let mut out = vec![normal.clone()];
    let mut add = |mv: PalaMove| {
        if !out.contains(&mv) && legal.contains(&mv) && out.len() < MAX_CANDIDATES {
            out.push(mv);
        }
    };
    match (view.phase, view.mode) {
        (Phase::Bidding, Mode::Pointillism) => {
            normal::chip_candidates(view)
                .into_iter()
                .for_each(|b| add(PalaMove::BidChips(b)));
        }
        (Phase::Bidding, Mode::Impressionism) => {
            add(PalaMove::PassBid);
            let mut scored = normal::board_scores(view, legal);
            scored.sort_by(|a, b| b.0.total_cmp(&a.0));
            scored
                .into_iter()
                .take(BOARD_CANDIDATES)
                .for_each(|(_, mv)| add(mv.clone()));
        }
        (Phase::Playing, _) => {
            let mut scored = normal::play_utilities(view, legal);
            scored.sort_by(|a, b| b.0.total_cmp(&a.0));
            scored.into_iter().for_each(|(_, mv)| add(mv.clone()));
        }
        _ => legal.iter().cloned().for_each(add),
    }
    out
}

/// The candidate with the best mean playout result; None when nothing could be played.
fn search(view: &PalaView, candidates: &[PalaMove], rng: &mut GameRng) -> Option<PalaMove> {
    let (sums, playable) = playout_sums(view, candidates, rng);
    let mut best: Option<(f64, usize)> = None;
    for (i, &sum) in sums.iter().enumerate() {
        if playable[i] && best.is_none_or(|(b, _)| sum > b) {
            best = Some((sum, i));
        }
    }
    best.map(|(_, i)| candidates[i].clone())
}

/// Each candidate's playout results added up over the same sampled deals, and whether
/// every playout of it could be played.
fn playout_sums(
    view: &PalaView,
    candidates: &[PalaMove],
    rng: &mut GameRng,
) -> (Vec<f64>, Vec<bool>) {
    let samples = samples_for(view, candidates.len());
    let unseen = Unseen::from_view(view);
    // The deals are drawn first, in order, from the decision's RNG; the playouts then
    // share the cores (each depends only on its deal) and are summed in deal order, so
    // the choice is the same whatever the thread count.
    let deals: Vec<Pala> = (0..samples)
        .map(|_| {
            let (hands, leftover) = unseen.sample(view, rng);
            // One deal for every candidate: they are compared on the same cards.
            Pala::from_view(view, hands, leftover, rng.random())
        })
        .collect();
    let results = crate::engine::par_map(samples, |k| {
        candidates
            .iter()
            .map(|mv| playout(deals[k].clone(), view.seat, mv))
            .collect::<Vec<Option<f64>>>()
    });
    let mut sums = vec![0f64; candidates.len()];
    let mut playable = vec![true; candidates.len()];
    for row in results {
        for (i, v) in row.into_iter().enumerate() {
            match v {
                Some(v) => sums[i] += v,
                None => playable[i] = false,
            }
        }
    }
    (sums, playable)
}

/// The sampled deals per candidate: the budget shared out, never below the minimum.
fn samples_for(view: &PalaView, candidates: usize) -> usize {
    (view.rules.strong_budget as usize / candidates.max(1)).max(MIN_SAMPLES)
}

/// For the review of a finished game: the strong player's choice from `view` and each
/// move's estimated round result (its points against the others' mean, as the playouts
/// measure it), `played` included. None when the strong player would not search here
/// (one legal move, or a decision it leaves to the normal player).
pub(crate) fn estimates(
    view: &PalaView,
    legal: &[PalaMove],
    played: &PalaMove,
    rng: &mut GameRng,
) -> Option<(PalaMove, f64, f64)> {
    let normal = HeuristicBot.choose(view, legal, rng);
    if legal.len() <= 1
        || !matches!(
            view.phase,
            Phase::Bidding | Phase::Playing | Phase::TieDecision
        )
    {
        return None;
    }
    let mut moves = candidates(view, legal, &normal);
    if !moves.contains(played) {
        moves.push(played.clone());
    }
    let samples = samples_for(view, moves.len()) as f64;
    let (sums, playable) = playout_sums(view, &moves, rng);
    let mean = |i: usize| playable[i].then(|| sums[i] / samples);
    let at = moves.iter().position(|m| m == played)?;
    let played_worth = mean(at)?;
    let (best, best_worth) = (0..moves.len())
        .filter_map(|i| mean(i).map(|m| (i, m)))
        .fold(None, |acc: Option<(usize, f64)>, (i, m)| match acc {
            Some((_, b)) if b >= m => acc,
            _ => Some((i, m)),
        })?;
    Some((moves[best].clone(), best_worth, played_worth))
}

/// Plays `mv` for `me`, then the round to its end with normal players; the round's
/// result for `me`: its points against the others' mean (Impressionism: the reverse,
/// points are bad). None if `mv` is refused.
fn playout(mut game: Pala, me: SeatId, mv: &PalaMove) -> Option<f64> {
    let start = game.score_pad().len();
    game.apply(me, mv).ok()?;
    // The normal player never draws on its RNG; one unused generator serves every seat.
    let mut rng = rng_from_seed(0);
    let mut plies = 0;
    while game.score_pad().len() == start && plies < MAX_PLAYOUT_PLIES {
        let Some(seat) = game.to_act() else { break };
        let legal = game.candidate_moves(seat);
        let mv = HeuristicBot.choose(&game.view_for(seat), &legal, &mut rng);
        if game.apply(seat, &mv).is_err() {
            break;
        }
        plies += 1;
    }
    let Some(line) = game.score_pad().get(start) else {
        return Some(0.0);
    };
    let points = &line.points;
    let mine = f64::from(*points.get(me)?);
    let others = points.len().saturating_sub(1).max(1) as f64;
    let rest = (points.iter().map(|&p| f64::from(p)).sum::<f64>() - mine) / others;
    Some(match game.mode() {
        Mode::Pointillism => mine - rest,
        Mode::Impressionism => rest - mine,
    })
}
