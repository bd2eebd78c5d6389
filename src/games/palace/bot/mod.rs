//! Computer players. They see only their view and the legal moves.
//! - Random: any legal move (a baseline for sims and tests); it passes challenges at
//!   easy's rate.
//! - Easy: sheds its lowest cards first, specials too; gives the first challenge drawn.
//! - Normal: keeps special cards for when nothing else goes, blocks a player about to
//!   go out once the draw pile is gone, gives the kind of challenge the taker fails most.
//! - Strong: normal's play, but special cards one at a time, a 7 before a 2 and a 10
//!   last; once the draw pile is gone, determinized Monte Carlo over the cards it cannot
//!   see (`strong.rs`), with the others played as normal players in the playouts.

mod strong;

use super::config::{PalaceRules, Power};
use super::state::{PalaceMove, Phase};
use super::view::PalaceView;
use super::{Palace, text::kind_index};
use crate::engine::{Bot, BotLevel, GameRng, SeatId};
use rand::Rng;

pub struct PalaceBot {
    pub level: BotLevel,
}

pub fn bot_for(level: BotLevel) -> Box<dyn Bot<Palace>> {
    Box::new(PalaceBot { level })
}

impl Bot<Palace> for PalaceBot {
    fn choose(&mut self, view: &PalaceView, legal: &[PalaceMove], rng: &mut GameRng) -> PalaceMove {
        let Some(first) = legal.first() else {
            return PalaceMove::Skip;
        };
        if let PalaceMove::Attempt { .. } = first {
            // Luck, not a choice: every level, random too, passes at its house-rule rate.
            return PalaceMove::Attempt {
                passed: rng.random_range(0..100u8) < view.rules.success_percent(self.level),
            };
        }
        if self.level == BotLevel::Random {
            return legal[rng.random_range(0..legal.len())].clone();
        }
        match first {
            PalaceMove::Answer { .. } => self.answer(view, rng),
            PalaceMove::Vote { .. } => PalaceMove::Vote { accept: true },
            PalaceMove::Give { .. } => self.give(view, legal),
            PalaceMove::Target { .. } => self.target(view, legal),
            PalaceMove::Blind { .. } => legal[rng.random_range(0..legal.len())].clone(),
            _ => self.play(view, legal, rng),
        }
    }
}

/// The rank of a play move (None: not a play).
pub(super) fn play_rank(mv: &PalaceMove) -> Option<u8> {
    match mv {
        PalaceMove::Play { cards } => cards.first().map(|c| c.rank),
        _ => None,
    }
}

/// The play of `rank` with the most cards.
pub(super) fn all_of(legal: &[PalaceMove], rank: u8) -> Option<PalaceMove> {
    legal
        .iter()
        .filter(|m| play_rank(m) == Some(rank))
        .max_by_key(|m| match m {
            PalaceMove::Play { cards } => cards.len(),
            _ => 0,
        })
        .cloned()
}

/// Which specials to spend first: the cheapest powers first.
pub(super) fn special_cost(p: Power) -> u8 {
    match p {
        Power::Plain => 0,
        Power::Reset | Power::ResetWithCard => 1,
        Power::LowerThan | Power::HigherOrLower => 2,
        Power::Burn | Power::ClearAfterChallenges => 3,
    }
}

impl PalaceBot {
    /// For a person played like a computer (tests): a right answer with the level's
    /// chance, a wrong one otherwise.
    fn answer(&self, view: &PalaceView, rng: &mut GameRng) -> PalaceMove {
        let right = view
            .challenge
            .as_ref()
            .and_then(|c| c.id.as_ref())
            .and_then(|id| super::text::find(id, view.rules.practised))
            .and_then(|c| c.examples().first().cloned());
        let pass = rng.random_range(0..100u8) < view.rules.success_percent(self.level);
        let text = match right {
            Some(r) if pass => r,
            _ => "?".to_string(),
        };
        PalaceMove::Answer { text }
    }

    fn give(&self, view: &PalaceView, legal: &[PalaceMove]) -> PalaceMove {
        let Some(ch) = &view.challenge else {
            return legal[0].clone();
        };
        if self.level == BotLevel::Easy || ch.options.is_empty() {
            return legal[0].clone();
        }
        // The kind the taker has passed least often (untried counts as half).
        let tally = &view.tallies[ch.taker];
        let challenges = super::lang::Challenges::embedded(view.rules.practised);
        let rate = |id: &String| {
            let k = challenges
                .get(id)
                .map(|c| kind_index(&c.kind()))
                .unwrap_or(0);
            let (t, p) = (tally.tried[k] as f64, tally.passed[k] as f64);
            (p + 0.5) / (t + 1.0)
        };
        let best = (0..ch.options.len())
            .min_by(|a, b| rate(&ch.options[*a]).total_cmp(&rate(&ch.options[*b])))
            .unwrap_or(0);
        PalaceMove::Give { pick: best }
    }

    fn target(&self, view: &PalaceView, legal: &[PalaceMove]) -> PalaceMove {
        if self.level == BotLevel::Easy {
            return legal[0].clone();
        }
        // The player closest to going out.
        legal
            .iter()
            .min_by_key(|m| match m {
                PalaceMove::Target { seat } => view.cards_left(*seat),
                _ => usize::MAX,
            })
            .cloned()
            .unwrap_or_else(|| legal[0].clone())
    }

    fn play(&self, view: &PalaceView, legal: &[PalaceMove], rng: &mut GameRng) -> PalaceMove {
        let rules = &view.rules;
        let (plain, specials) = playable_ranks(rules, legal);
        let skip = legal.iter().find(|m| **m == PalaceMove::Skip).cloned();
        if self.level == BotLevel::Easy {
            // Lowest card first, specials as their number.
            let low = plain.iter().chain(&specials).min().copied();
            return low
                .and_then(|r| all_of(legal, r))
                .or(skip)
                .unwrap_or_else(|| legal[0].clone());
        }
        if self.level == BotLevel::Strong
            && let Some(mv) = strong::choose(view, legal, rng)
        {
            return mv;
        }
        let next = next_in_game(view);
        let block = view.draw_count == 0 && view.cards_left(next) <= 3;
        if self.level == BotLevel::Strong {
            return strong::strong_play(rules, view.phase, legal, block);
        }
        normal_play(rules, view.phase, legal, block)
    }
}

/// The plain ranks that may be played (in the legal moves' order) and the special ones,
/// cheapest power first.
fn playable_ranks(rules: &PalaceRules, legal: &[PalaceMove]) -> (Vec<u8>, Vec<u8>) {
    let mut plain: Vec<u8> = legal
        .iter()
        .filter_map(play_rank)
        .filter(|r| !rules.is_special(*r))
        .collect();
    plain.dedup();
    let mut specials: Vec<u8> = legal
        .iter()
        .filter_map(play_rank)
        .filter(|r| rules.is_special(*r))
        .collect();
    specials.dedup();
    specials.sort_by_key(|r| (special_cost(rules.power(*r)), *r));
    (plain, specials)
}

/// The normal player's card play (also the strong player's playout policy): specials
/// kept for when nothing else goes, the lowest plain rank, or the highest when `block`
/// (the next player is about to go out).
pub(super) fn normal_play(
    rules: &PalaceRules,
    phase: Phase,
    legal: &[PalaceMove],
    block: bool,
) -> PalaceMove {
    let (plain, specials) = playable_ranks(rules, legal);
    let skip = legal.iter().find(|m| **m == PalaceMove::Skip).cloned();
    if plain.is_empty() {
        // Stuck but free to skip: keep the specials.
        if phase == Phase::StuckFree
            && let Some(s) = skip
        {
            return s;
        }
        return specials
            .first()
            .and_then(|r| all_of(legal, *r))
            .unwrap_or_else(|| legal[0].clone());
    }
    let rank = if block {
        plain[plain.len() - 1]
    } else {
        plain[0]
    };
    all_of(legal, rank).unwrap_or_else(|| legal[0].clone())
}

/// The next seat to the left still in the game, from the view.
pub(super) fn next_in_game(view: &PalaceView) -> SeatId {
    (1..=view.players)
        .map(|k| (view.seat + k) % view.players)
        .find(|s| !view.out.contains(s))
        .unwrap_or(view.seat)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Rules, rng_from_seed};
    use crate::games::palace::state::Step;

    /// Passing a challenge is luck, not a choice: the random baseline passes at the
    /// house rule's rate (easy's), like every other computer (found by the record audit).
    #[test]
    fn a_random_computer_passes_challenges_at_the_easy_rate() {
        let rules = PalaceRules {
            computer_success: [0, 100, 100],
            ..PalaceRules::default()
        };
        let mut g = Palace::new(4, rules, 3).unwrap();
        let mut normal = bot_for(BotLevel::Normal);
        let mut rng = rng_from_seed(9);
        while !matches!(g.pending().map(|p| &p.step), Some(Step::Answer { .. })) {
            assert!(g.outcome().is_none(), "no challenge in the whole game");
            let seat = g.to_act().unwrap();
            let mv = normal.choose(&g.view_for(seat), &g.candidate_moves(seat), &mut rng);
            g.apply(seat, &mv).unwrap();
        }
        let seat = g.to_act().unwrap();
        let legal = g.candidate_moves(seat);
        let mut random = bot_for(BotLevel::Random);
        for seed in 0..40 {
            let mv = random.choose(&g.view_for(seat), &legal, &mut rng_from_seed(seed));
            assert_eq!(mv, PalaceMove::Attempt { passed: false }, "seed {seed}");
        }
    }
}
