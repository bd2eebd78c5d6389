//! Leftovers' review of a finished game (README, "Review of a finished game"): at each
//! of a person's turns on a table word, the word that left the fewest points to the
//! previous player (Use or Lose: that scored most, its points less what it left), against
//! the one made; "cannot make a word" leaves the whole table. An opening word from the
//! hand leaves nothing: it is not reviewed. Only the seat's hand and the table are read.

use super::cards::{Card, points};
use super::state::{LeftMove, Leftovers, Phase};
use super::view::LeftView;
use super::words::Split;
use crate::engine::{Rules, SeatId};
use crate::games::review::Choice;

/// What laying `split` is worth now to the seat laying it.
fn worth(view: &LeftView, split: &Split) -> i32 {
    let left = points(&split.leftover_cards(&view.table));
    if view.rules.use_or_lose {
        let mut used: Vec<Card> = split.from_hand.clone();
        used.extend(
            split
                .table_used
                .iter()
                .filter_map(|&i| view.table.get(i).copied()),
        );
        points(&used) - left
    } else {
        -left
    }
}

/// What making no word is worth: the previous player takes the whole table.
fn no_word_worth(view: &LeftView) -> i32 {
    if view.rules.use_or_lose {
        0
    } else {
        -points(&view.table)
    }
}

pub(crate) fn choice(
    game: &Leftovers,
    seat: SeatId,
    played: &LeftMove,
) -> Option<Choice<LeftMove>> {
    let view = game.view_for(seat);
    if view.phase != Phase::Play || view.to_act != Some(seat) {
        return None;
    }
    let played_worth = match played {
        LeftMove::Word { word } => worth(&view, &view.plan(word).ok()?),
        LeftMove::Pass | LeftMove::TimeUp => no_word_worth(&view),
        _ => return None,
    };
    let mut best: Option<(i32, Split)> = None;
    for split in view.found_words() {
        let w = worth(&view, &split);
        if best.as_ref().is_none_or(|(b, _)| w > *b) {
            best = Some((w, split));
        }
    }
    let (best_worth, best, words) = match best {
        Some((w, split)) if w > played_worth => (
            w,
            LeftMove::Word {
                word: split.word.clone(),
            },
            vec![split.word],
        ),
        _ => (played_worth, played.clone(), Vec::new()),
    };
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
    use super::super::{LeftRules, bot_for, builtin};
    use super::*;
    use crate::engine::BotLevel;
    use crate::engine::runner::bot_rng;
    use crate::games::TableGame;
    use crate::lexicon::Pattern;

    /// Letter counts A-Z (None: a letter outside A-Z).
    fn counts(word: impl Iterator<Item = char>) -> Option<[u8; 26]> {
        let mut n = [0u8; 26];
        for c in word {
            let i = (c as u32).checked_sub('A' as u32).filter(|&i| i < 26)?;
            n[i as usize] += 1;
        }
        Some(n)
    }

    /// Every word of the dictionary with its letter counts, read once.
    fn every_word(view: &LeftView) -> &'static [(String, [u8; 26])] {
        static ALL: std::sync::OnceLock<Vec<(String, [u8; 26])>> = std::sync::OnceLock::new();
        ALL.get_or_init(|| {
            (2..=30)
                .flat_map(|len| view.lexicon().words_matching(&Pattern::new(len)))
                .filter_map(|w| counts(w.chars()).map(|n| (w, n)))
                .collect()
        })
    }

    /// The best word by brute force: every dictionary word that the hand and table
    /// letters could spell, laid through the rules' own check, worth what it leaves.
    fn brute_best(game: &Leftovers, seat: SeatId) -> Option<i32> {
        let view = game.view_for(seat);
        let pool = counts(view.hand.iter().chain(&view.table).map(|c| c.letter))?;
        let mut best: Option<i32> = None;
        for (word, n) in every_word(&view) {
            if n.iter().zip(&pool).any(|(w, p)| w > p) {
                continue;
            }
            let mv = LeftMove::Word { word: word.clone() };
            if game.check(seat, &mv).is_err() {
                continue;
            }
            let Ok(split) = view.plan(word) else { continue };
            let w = worth(&view, &split);
            best = Some(best.map_or(w, |b: i32| b.max(w)));
        }
        best
    }

    /// The review's best word leaves least by a brute force over the dictionary, and
    /// reads nothing hidden: with the cards the seat cannot see shuffled, it is the same.
    #[test]
    fn the_reviews_best_word_leaves_least_by_brute_force_and_sees_no_hidden_card() {
        let mut checked = 0;
        for (seed, use_or_lose) in [(2u64, false), (5, true)] {
            let rules = LeftRules {
                use_or_lose,
                ..LeftRules::default()
            };
            let deck = builtin(rules.language);
            let (mut game, _) = Leftovers::new(2, rules, deck, seed).expect("deals");
            let mut ply = 0u64;
            while let Some(seat) = game.to_act() {
                let legal = game.candidate_moves(seat);
                let mut bot = bot_for(BotLevel::Easy);
                let mv = bot.choose(&game.view_for(seat), &legal, &mut bot_rng(seed, ply));
                // Short table words keep the brute force quick (every word of the
                // dictionary is planned through the rules).
                let short = game.view_for(seat).table.len() <= 7;
                if checked < 8
                    && short
                    && let Some(c) = choice(&game, seat, &mv)
                {
                    checked += 1;
                    let brute = brute_best(&game, seat);
                    let want = brute.unwrap_or(i32::MIN).max(c.played_worth as i32);
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
            }
        }
        assert_eq!(checked, 8, "enough positions were checked");
    }
}
