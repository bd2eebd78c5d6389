//! The beginner: everyday words only, chosen by rules of thumb (long words, big
//! letters), blind to stars and color locks; shaves when it can, jokers only a big word;
//! now and then (seeded) it misses its best word or forgets to shave.

use super::{judge, pick_legal, spelled};
use crate::engine::{Bot, GameRng};
use crate::games::palabra::search::{cards_of, exchange_pick, quick_points};
use crate::games::palabra::state::{Palabra, PalabraMove, Phase};
use crate::games::palabra::view::PalabraView;
use crate::games::palabra::words::lexicon;
use crate::lexicon::WordList;
use rand::Rng;

/// One decision in this many is a beginner's slip.
const SLIP_ONE_IN: u32 = 6;

#[derive(Clone, Copy, Debug, Default)]
pub struct EasyBot;

/// Face values of the cards a move uses: what a beginner counts (no stars, no lock).
fn face(view: &PalabraView, mv: &PalabraMove) -> i32 {
    let used = cards_of(mv);
    view.hand
        .iter()
        .filter(|c| used.contains(&c.id))
        .map(|c| c.value)
        .sum()
}

fn pre_play(view: &PalabraView, legal: &[PalabraMove], rng: &mut GameRng) -> PalabraMove {
    if rng.random_ratio(1, SLIP_ONE_IN) {
        return pick_legal(PalabraMove::SkipPrePlay, legal);
    }
    let mut best = (0, PalabraMove::SkipPrePlay);
    for mv in legal {
        let Some(p) = quick_points(view, mv) else {
            continue;
        };
        let worth = match mv {
            // A joker only against one big word.
            PalabraMove::Joker { targets } if targets.len() == 1 && p >= 40 => p,
            PalabraMove::Shave { .. } => p,
            _ => continue,
        };
        if worth > best.0 {
            best = (worth, mv.clone());
        }
    }
    pick_legal(best.1, legal)
}

impl Bot<Palabra> for EasyBot {
    fn choose(
        &mut self,
        view: &PalabraView,
        legal: &[PalabraMove],
        rng: &mut GameRng,
    ) -> PalabraMove {
        if let Some(m) = judge(view, crate::engine::BotLevel::Easy, rng) {
            return pick_legal(m, legal);
        }
        if view.phase == Phase::PrePlay {
            return pre_play(view, legal, rng);
        }
        let everyday = lexicon(WordList::Everyday);
        // Rule of thumb: the longest everyday word, then the biggest letters.
        let mut words: Vec<((usize, i32), &PalabraMove)> = legal
            .iter()
            .filter(|mv| spelled(view, mv).is_some_and(|w| everyday.contains(&w)))
            .map(|mv| ((cards_of(mv).len(), face(view, mv)), mv))
            .collect();
        words.sort_by_key(|w| std::cmp::Reverse(w.0));
        if !words.is_empty() {
            // The slip: a smaller word than it could have played.
            let i = if words.len() > 1 && rng.random_ratio(1, SLIP_ONE_IN) {
                rng.random_range(1..words.len().min(6))
            } else {
                0
            };
            return words[i].1.clone();
        }
        if let Some(v) = legal
            .iter()
            .find(|m| matches!(m, PalabraMove::Vowels { .. }))
        {
            return v.clone();
        }
        let swap = PalabraMove::Exchange {
            cards: exchange_pick(&view.hand),
        };
        if legal.contains(&swap) {
            return swap;
        }
        pick_legal(PalabraMove::Pass, legal)
    }
}
