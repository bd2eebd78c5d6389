//! The beginner: everyday words only, the longest it sees (then the dearest letters);
//! takes the pozo's card when it is a vowel it lacks or a comodín, else draws from the
//! mazo; with nothing to draw either, it passes. Now and then (seeded) it lays a shorter
//! word than it could have (an everyday one too).

use super::{cards_used, judge, pick_legal};
use crate::engine::{Bot, GameRng};
use crate::games::rapiletras::names::lexicon;
use crate::games::rapiletras::state::{Pile, RapiMove, Rapiletras};
use crate::games::rapiletras::view::RapiView;
use crate::lexicon::WordList;
use rand::Rng;

/// One word choice in this many is a beginner's slip.
const SLIP_ONE_IN: u32 = 6;

#[derive(Clone, Copy, Debug, Default)]
pub struct EasyBot;

/// The word a move lays, without the comodín marks.
fn plain(mv: &RapiMove) -> Option<String> {
    match mv {
        RapiMove::Form { word } | RapiMove::Add { word, .. } | RapiMove::Replace { word, .. } => {
            Some(word.chars().filter(|c| *c != '*').collect())
        }
        _ => None,
    }
}

fn wants_pozo(view: &RapiView) -> bool {
    let Some(top) = view.pozo_top else {
        return false;
    };
    let Some(l) = top.letter() else {
        return true;
    };
    let vowels = view
        .hand
        .iter()
        .filter(|c| c.letter().is_some_and(|h| "AEIOU".contains(h)))
        .count();
    "AEIOU".contains(l) && vowels < 3
}

impl Bot<Rapiletras> for EasyBot {
    fn choose(&mut self, view: &RapiView, legal: &[RapiMove], rng: &mut GameRng) -> RapiMove {
        if let Some(m) = judge(view, crate::engine::BotLevel::Easy, rng) {
            return pick_legal(m, legal);
        }
        let everyday = lexicon(WordList::Everyday);
        let mut words: Vec<((usize, i32), &RapiMove)> = legal
            .iter()
            .filter(|mv| plain(mv).is_some_and(|w| w.chars().count() == 1 || everyday.contains(&w)))
            .filter_map(|mv| {
                let used = cards_used(view, mv)?;
                let pen: i32 = used.iter().map(|&c| view.deck.value(c)).sum();
                Some(((used.len(), pen), mv))
            })
            .collect();
        words.sort_by_key(|w| std::cmp::Reverse(w.0));
        if !words.is_empty() {
            let i = if words.len() > 1 && rng.random_ratio(1, SLIP_ONE_IN) {
                rng.random_range(1..words.len().min(5))
            } else {
                0
            };
            return words[i].1.clone();
        }
        let pozo = RapiMove::Draw { from: Pile::Pozo };
        let mazo = RapiMove::Draw { from: Pile::Mazo };
        if legal.contains(&pozo) && (wants_pozo(view) || !legal.contains(&mazo)) {
            return pozo;
        }
        if legal.contains(&mazo) {
            return mazo;
        }
        // No everyday word and nothing to draw: it passes, as the rules let a player with
        // no word do (never a word from outside its vocabulary).
        RapiMove::Pass
    }
}
