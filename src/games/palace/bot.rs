//! Computer players. They see only their view and the legal moves.
//! - Random: any legal move (a baseline for sims and tests).
//! - Easy: sheds its lowest cards first, specials too; gives the first challenge drawn.
//! - Normal: keeps special cards for when nothing else goes, blocks a player about to
//!   go out once the draw pile is gone, gives the kind of challenge the taker fails most.
//! - Strong: as normal, and weighs each play by the chance the next player cannot beat
//!   it, from the cards it has not seen (a fixed, seeded number of samples).

use super::cards::{Card, full_deck};
use super::config::Power;
use super::state::{PalaceMove, Phase};
use super::view::PalaceView;
use super::{Palace, text::kind_index};
use crate::engine::{Bot, BotLevel, GameRng, SeatId};
use rand::Rng;
use rand::seq::SliceRandom;

/// Samples per candidate play for the strong player.
const SAMPLES: usize = 48;

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
        if self.level == BotLevel::Random {
            return legal[rng.random_range(0..legal.len())].clone();
        }
        match first {
            PalaceMove::Attempt { .. } => PalaceMove::Attempt {
                passed: rng.random_range(0..100u8) < view.rules.success_percent(self.level),
            },
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
fn play_rank(mv: &PalaceMove) -> Option<u8> {
    match mv {
        PalaceMove::Play { cards } => cards.first().map(|c| c.rank),
        _ => None,
    }
}

/// The play of `rank` with the most cards.
fn all_of(legal: &[PalaceMove], rank: u8) -> Option<PalaceMove> {
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
fn special_cost(p: Power) -> u8 {
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
        let skip = legal.iter().find(|m| **m == PalaceMove::Skip).cloned();
        if self.level == BotLevel::Easy {
            // Lowest card first, specials as their number.
            let low = plain.iter().chain(&specials).min().copied();
            return low
                .and_then(|r| all_of(legal, r))
                .or(skip)
                .unwrap_or_else(|| legal[0].clone());
        }
        if plain.is_empty() {
            // Stuck but free to skip: keep the specials.
            if view.phase == Phase::StuckFree
                && let Some(s) = skip
            {
                return s;
            }
            return specials
                .first()
                .and_then(|r| all_of(legal, *r))
                .unwrap_or_else(|| legal[0].clone());
        }
        let next = next_in_game(view);
        let rank = if self.level == BotLevel::Strong && view.phase == Phase::Play {
            self.strong_rank(view, &plain, next, rng)
        } else if view.draw_count == 0 && view.cards_left(next) <= 3 {
            // The next player is about to go out: block with the highest card.
            plain[plain.len() - 1]
        } else {
            plain[0]
        };
        all_of(legal, rank).unwrap_or_else(|| legal[0].clone())
    }

    /// The plain rank with the best mix of shedding low and the next player being stuck.
    fn strong_rank(&self, view: &PalaceView, plain: &[u8], next: SeatId, rng: &mut GameRng) -> u8 {
        let unseen = unseen_cards(view);
        let threat = if view.cards_left(next) <= 4 {
            1.0
        } else {
            0.25
        };
        let mut best = (f64::MIN, plain[0]);
        for (idx, rank) in plain.iter().enumerate() {
            let block = block_chance(view, next, *rank, &unseen, rng);
            let score = block * 8.0 * threat - idx as f64;
            if score > best.0 {
                best = (score, *rank);
            }
        }
        best.1
    }
}

/// The next seat to the left still in the game, from the view.
fn next_in_game(view: &PalaceView) -> SeatId {
    (1..=view.players)
        .map(|k| (view.seat + k) % view.players)
        .find(|s| !view.out.contains(s))
        .unwrap_or(view.seat)
}

/// Every card this seat has not seen lie somewhere it can see.
fn unseen_cards(view: &PalaceView) -> Vec<Card> {
    let decks = view.rules.decks_for(view.players);
    let mut seen: Vec<Card> = view.hand.clone();
    seen.extend(view.pile.iter().chain(&view.burned));
    for s in 0..view.players {
        seen.extend(&view.face_up[s]);
        if s != view.seat {
            seen.extend(&view.known[s]);
        }
    }
    let mut all = full_deck(decks);
    all.retain(|c| {
        if let Some(i) = seen.iter().position(|s| s == c) {
            seen.swap_remove(i);
            false
        } else {
            true
        }
    });
    all
}

/// The chance that `seat` cannot play on a plain card of `rank` (nothing as high, no
/// special), over sampled hands made of what is known of it and unseen cards.
fn block_chance(
    view: &PalaceView,
    seat: SeatId,
    rank: u8,
    unseen: &[Card],
    rng: &mut GameRng,
) -> f64 {
    let rules = &view.rules;
    let beats = |c: &Card| rules.is_special(c.rank) || c.rank >= rank;
    if view.hand_counts[seat] == 0 {
        // Playing from face-up cards, which everyone sees (blind cards are a guess).
        return if view.face_up[seat].is_empty() || view.face_up[seat].iter().any(beats) {
            0.0
        } else {
            1.0
        };
    }
    let known: Vec<Card> = view.known[seat].clone();
    if known.iter().any(beats) {
        return 0.0;
    }
    let missing = view.hand_counts[seat].saturating_sub(known.len());
    let mut pool = unseen.to_vec();
    let mut blocked = 0;
    for _ in 0..SAMPLES {
        pool.shuffle(rng);
        if !pool.iter().take(missing).any(beats) {
            blocked += 1;
        }
    }
    blocked as f64 / SAMPLES as f64
}
