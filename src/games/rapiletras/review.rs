//! Rapiletras' review of a finished game (README, "Review of a finished game"): at each
//! of a person's turns, the word play (forming, adding or replacing, with the die's
//! number of letters) that would have put down the most penalty points from their hand,
//! against the one made (drawing puts down nothing), and the words of the die's length
//! that fitted. Only the seat's own hand and the table are read.

use super::bot::cards_used;
use super::state::{Phase, RapiMove, Rapiletras};
use super::view::RapiView;
use super::words::as_typed;
use crate::engine::{Rules, SeatId};
use crate::games::review::Choice;

/// The most words listed to learn from one turn.
const WORDS_LISTED: usize = 5;

/// The penalty points a word move puts down (0: not a word move, or not playable).
fn shed(view: &RapiView, mv: &RapiMove) -> i32 {
    cards_used(view, mv)
        .map(|cards| cards.iter().map(|&c| view.deck.value(c)).sum())
        .unwrap_or(0)
}

/// The word a word move leaves on the table, as players read it.
fn word_of(mv: &RapiMove) -> Option<String> {
    match mv {
        RapiMove::Form { word } | RapiMove::Add { word, .. } | RapiMove::Replace { word, .. } => {
            Some(as_typed(word))
        }
        _ => None,
    }
}

pub(crate) fn choice(
    game: &Rapiletras,
    seat: SeatId,
    played: &RapiMove,
) -> Option<Choice<RapiMove>> {
    let view = game.view_for(seat);
    if view.phase != Phase::Playing || view.to_act != Some(seat) {
        return None;
    }
    let reviewed = matches!(
        played,
        RapiMove::Form { .. }
            | RapiMove::Add { .. }
            | RapiMove::Replace { .. }
            | RapiMove::Draw { .. }
            | RapiMove::Pass
    );
    if !reviewed {
        return None;
    }
    let played_worth = shed(&view, played);
    // The search reads this seat's hand, the table and the die: what the seat saw.
    let found = game.found_word_moves(seat);
    let mut best: Option<(i32, &RapiMove)> = None;
    for mv in &found {
        let p = shed(&view, mv);
        if best.is_none_or(|(b, _)| p > b) {
            best = Some((p, mv));
        }
    }
    let mut words: Vec<String> = Vec::new();
    let (best_worth, best) = match best {
        Some((p, mv)) if p > played_worth => {
            words.extend(word_of(mv));
            (p, mv.clone())
        }
        _ => (played_worth, played.clone()),
    };
    if best_worth > played_worth {
        for w in found.iter().filter_map(word_of) {
            if words.len() >= WORDS_LISTED {
                break;
            }
            if !words.contains(&w) {
                words.push(w);
            }
        }
    }
    Some(Choice {
        best,
        best_worth: f64::from(best_worth),
        played_worth: f64::from(played_worth),
        words,
        estimated: false,
    })
}

#[cfg(test)]
mod tests {
    use super::super::cards::Card;
    use super::super::names::lexicon;
    use super::super::{RapiRules, bot_for};
    use super::*;
    use crate::engine::BotLevel;
    use crate::engine::runner::bot_rng;
    use crate::games::TableGame;
    use crate::lexicon::Pattern;

    /// Every way to type `word` with up to `wild` comodines: `*` before the letters a
    /// comodín plays.
    fn typings(word: &str, wild: usize) -> Vec<String> {
        let chars: Vec<char> = word.chars().collect();
        let mut out = Vec::new();
        for mask in 0u32..(1 << chars.len()) {
            if mask.count_ones() as usize > wild {
                continue;
            }
            let mut typed = String::new();
            for (i, c) in chars.iter().enumerate() {
                if mask & (1 << i) != 0 {
                    typed.push('*');
                }
                typed.push(*c);
            }
            out.push(typed);
        }
        out
    }

    /// The best word play by brute force: every dictionary word of the die's length,
    /// typed every way the comodines allow, tried as a new word and on every table word
    /// (adding and replacing) through the rules' own check, worth the penalty points it
    /// puts down.
    fn brute_best(game: &Rapiletras, seat: SeatId) -> Option<i32> {
        let view = game.view_for(seat);
        let die = usize::from(view.die);
        let wild = view.hand.iter().filter(|c| **c == Card::Comodin).count();
        let mut pool: Vec<char> = view.hand.iter().filter_map(|c| c.letter()).collect();
        pool.extend(view.table.iter().flat_map(|t| t.chars()));
        let mut best: Option<i32> = None;
        for word in lexicon(view.rules.dictionary).words_matching(&Pattern::new(die)) {
            let mut left = pool.clone();
            let missing = word
                .chars()
                .filter(|c| match left.iter().position(|l| l == c) {
                    Some(i) => {
                        left.swap_remove(i);
                        false
                    }
                    None => true,
                })
                .count();
            if missing > wild {
                continue;
            }
            for typed in typings(&word, wild) {
                let mut moves = vec![RapiMove::Form {
                    word: typed.clone(),
                }];
                for target in 0..view.table.len() {
                    moves.push(RapiMove::Add {
                        target,
                        word: typed.clone(),
                    });
                    moves.push(RapiMove::Replace {
                        target,
                        word: typed.clone(),
                    });
                }
                for mv in moves {
                    if game.check(seat, &mv).is_ok() {
                        let p = shed(&view, &mv);
                        best = Some(best.map_or(p, |b: i32| b.max(p)));
                    }
                }
            }
        }
        best
    }

    /// The review's best word play puts down the most penalty points by a brute force
    /// over the dictionary, and reads nothing hidden.
    #[test]
    fn the_reviews_best_play_sheds_most_by_brute_force_and_sees_no_hidden_card() {
        let mut checked = 0;
        for seed in [4u64, 9] {
            let mut game = Rapiletras::new(2, RapiRules::default(), seed).expect("deals");
            let mut ply = 0u64;
            while let Some(seat) = game.to_act() {
                let legal = game.candidate_moves(seat);
                let mut bot = bot_for(BotLevel::Easy);
                let mv = bot.choose(&game.view_for(seat), &legal, &mut bot_rng(seed, ply));
                if checked < 12
                    && let Some(c) = choice(&game, seat, &mv)
                {
                    checked += 1;
                    let want = brute_best(&game, seat)
                        .unwrap_or(0)
                        .max(c.played_worth as i32);
                    assert_eq!(c.best_worth as i32, want, "seed {seed} ply {ply}");
                    assert!(game.check(seat, &c.best).is_ok(), "the best is legal");
                    let mut scrambled = game.clone();
                    scrambled.scramble_hidden(Some(seat), &mut bot_rng(seed + 7, ply));
                    let again = choice(&scrambled, seat, &mv).expect("reviewed");
                    assert_eq!(again.best, c.best);
                    assert_eq!(again.best_worth, c.best_worth);
                }
                game.apply(seat, &mv).expect("legal");
                ply += 1;
                if checked >= 12 {
                    break;
                }
            }
        }
        assert_eq!(checked, 12, "enough positions were checked");
    }
}
