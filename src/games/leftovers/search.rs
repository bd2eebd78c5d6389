//! The dictionary search for computer players (and the rules' list of legal words):
//! walk the FST with the multiset of hand and table letters (never permutations),
//! checking the rules' constraints on the way (walk.rs).

use super::cards::Card;
use super::walk::{Position, each_word};
use super::words::{Split, plan_open, plan_remake};
use crate::lexicon::Lexicon;

/// Every dictionary word `hand` can lay now: from the hand alone when `opening`, else
/// with at least one hand card and two table cards; never a word `played` already.
/// Sorted by word.
pub fn found_words(
    hand: &[Card],
    table: &[Card],
    opening: bool,
    keep_order: bool,
    played: &[String],
    lexicon: &Lexicon,
) -> Vec<Split> {
    found_word_list(hand, table, opening, keep_order, played, lexicon)
        .into_iter()
        .filter_map(|w| {
            if opening {
                plan_open(hand, &w).ok()
            } else {
                plan_remake(hand, table, &w, keep_order).ok()
            }
        })
        .collect()
}

/// The words alone (the rules' legal list): the same words as [`found_words`], sorted
/// and unique, with no cards planned.
pub(crate) fn found_word_list(
    hand: &[Card],
    table: &[Card],
    opening: bool,
    keep_order: bool,
    played: &[String],
    lexicon: &Lexicon,
) -> Vec<String> {
    let pos = Position {
        hand,
        table,
        opening,
        keep_order,
        played,
    };
    let mut words = Vec::new();
    each_word(&pos, lexicon, |f| words.push(f.word()));
    if lexicon.has_user_words() {
        words.sort_unstable();
        words.dedup();
    }
    words
}

/// The best reply a hand has to a table word: the points of the table cards it uses,
/// the most first. None: no word (the stuck case).
#[cfg(test)]
pub(crate) fn best_reply(
    hand: &[Card],
    table: &[Card],
    keep_order: bool,
    played: &[String],
    lexicon: &Lexicon,
) -> Option<i32> {
    let pos = Position {
        hand,
        table,
        opening: false,
        keep_order,
        played,
    };
    let mut best = None;
    each_word(&pos, lexicon, |f| {
        best = best.max(Some(f.table_points));
    });
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::{Language, WordList, table::table_for};

    fn cards(s: &str) -> Vec<Card> {
        s.chars().map(|c| Card::new(c, 1)).collect()
    }

    #[test]
    fn finds_remakes_with_hand_and_table_cards() {
        let lex = table_for(Language::English, WordList::Full);
        let found = found_words(&cards("SAX"), &cards("TOP"), false, false, &[], lex);
        let words: Vec<&str> = found.iter().map(|s| s.word.as_str()).collect();
        assert!(
            words.contains(&"STOP") && words.contains(&"POTS"),
            "{words:?}"
        );
        assert!(!words.contains(&"TOP"), "same word");
        // SAX alone uses no table card.
        assert!(!words.contains(&"SAX"));
        for s in &found {
            assert!(!s.from_hand.is_empty() && s.table_used.len() >= 2);
            assert!(lex.contains(&s.word));
        }
        let ordered = found_words(&cards("SAX"), &cards("TOP"), false, true, &[], lex);
        assert!(ordered.iter().any(|s| s.word == "STOP"));
        assert!(!ordered.iter().any(|s| s.word == "POTS"));
    }

    /// The search before the walk: list every word the letters spell, then plan each.
    fn listed(
        hand: &[Card],
        table: &[Card],
        opening: bool,
        keep_order: bool,
        played: &[String],
        lex: &Lexicon,
    ) -> Vec<Split> {
        use crate::lexicon::LetterQuery;
        let mut letters: String = hand.iter().map(|c| c.letter).collect();
        if !opening {
            letters.extend(table.iter().map(|c| c.letter));
        }
        let q = LetterQuery::new(letters).len_range(3, 40);
        lex.words_from_letters(&q)
            .into_iter()
            .filter(|w| !played.contains(w))
            .filter_map(|w| {
                if opening {
                    plan_open(hand, &w).ok()
                } else {
                    plan_remake(hand, table, &w, keep_order).ok()
                }
            })
            .collect()
    }

    /// The walk finds exactly the words (and the splits' points) the old listing did,
    /// over random hands and tables of both decks, both orders, openings included.
    #[test]
    fn the_walk_finds_what_listing_found() {
        use super::super::cards::{builtin, points};
        use super::super::walk::{Position, each_word};
        use crate::engine::rng_from_seed;
        use rand::Rng;
        use rand::seq::SliceRandom;
        let mut checked = 0;
        for seed in 0..48u64 {
            let lang = if seed % 3 == 0 {
                Language::Spanish
            } else {
                Language::English
            };
            let lex = table_for(lang, WordList::Full);
            let mut rng = rng_from_seed(seed);
            let mut deck = builtin(lang).cards();
            deck.shuffle(&mut rng);
            let hand_len = rng.random_range(1..=10);
            let table_len = rng.random_range(2..=14);
            let hand = deck[..hand_len].to_vec();
            let table = deck[hand_len..hand_len + table_len].to_vec();
            let opening = seed % 5 == 0;
            let keep_order = seed % 4 == 1;
            let all = listed(&hand, &table, opening, keep_order, &[], lex);
            // Some found words count as laid before.
            let played: Vec<String> = all.iter().step_by(7).map(|s| s.word.clone()).collect();
            let old = listed(&hand, &table, opening, keep_order, &played, lex);
            let new = found_words(&hand, &table, opening, keep_order, &played, lex);
            assert_eq!(old, new, "seed {seed}");
            let pos = Position {
                hand: &hand,
                table: &table,
                opening,
                keep_order,
                played: &played,
            };
            let mut i = 0;
            each_word(&pos, lex, |f| {
                let s = &old[i];
                i += 1;
                assert_eq!(f.word(), s.word);
                let used: Vec<Card> = s.table_used.iter().map(|&k| table[k]).collect();
                assert_eq!(f.table_cards, used.len(), "{}", s.word);
                assert_eq!(f.table_points, points(&used), "{}", s.word);
                assert_eq!(f.hand_cards, s.from_hand.len(), "{}", s.word);
                assert_eq!(f.hand_points, points(&s.from_hand), "{}", s.word);
            });
            assert_eq!(i, old.len());
            checked += old.len();
        }
        assert!(checked > 1000, "only {checked} words checked");
    }

    #[test]
    fn opening_words_come_from_the_hand() {
        let lex = table_for(Language::English, WordList::Full);
        let found = found_words(&cards("CATZ"), &[], true, false, &[], lex);
        assert!(found.iter().any(|s| s.word == "CAT"));
        assert!(found.iter().all(|s| s.word.len() >= 3));
    }
}
