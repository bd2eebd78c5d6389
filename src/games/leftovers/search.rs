//! The dictionary search for computer players (and the rules' list of legal words):
//! walk the FST with the multiset of hand and table letters (never permutations),
//! then keep the words whose cards split as the rules ask.

use super::cards::Card;
use super::config::MIN_WORD;
use super::words::{Planner, Split, plan_open};
use crate::lexicon::{LetterQuery, Lexicon};

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
    if hand.is_empty() || (!opening && table.len() < 2) {
        return Vec::new();
    }
    let mut letters: String = hand.iter().map(|c| c.letter).collect();
    if !opening {
        letters.extend(table.iter().map(|c| c.letter));
    }
    let total = letters.chars().count();
    let q = LetterQuery::new(letters).len_range(MIN_WORD, total);
    let planner = Planner::new(hand, table, keep_order);
    lexicon
        .words_from_letters(&q)
        .into_iter()
        .filter(|w| !played.contains(w))
        .filter_map(|w| {
            if opening {
                plan_open(hand, &w).ok()
            } else if planner.may_fit(&w) {
                planner.plan(&w).ok()
            } else {
                None
            }
        })
        .collect()
}

/// The words alone (the rules' legal list): the same words as [`found_words`], with no
/// cards planned.
pub fn found_word_list(
    hand: &[Card],
    table: &[Card],
    opening: bool,
    keep_order: bool,
    played: &[String],
    lexicon: &Lexicon,
) -> Vec<String> {
    if opening {
        return found_words(hand, table, true, keep_order, played, lexicon)
            .into_iter()
            .map(|s| s.word)
            .collect();
    }
    if hand.is_empty() || table.len() < 2 {
        return Vec::new();
    }
    let planner = Planner::new(hand, table, keep_order);
    lexicon
        .words_from_letters(&query(hand, table))
        .into_iter()
        .filter(|w| !played.contains(w) && planner.table_points(w).is_some())
        .collect()
}

/// The best reply a hand has to a table word: (points of the table cards it uses, its
/// word's length), the most table points first. None: no word (the stuck case).
pub fn best_reply(
    hand: &[Card],
    table: &[Card],
    keep_order: bool,
    played: &[String],
    lexicon: &Lexicon,
) -> Option<i32> {
    if hand.is_empty() || table.len() < 2 {
        return None;
    }
    let planner = Planner::new(hand, table, keep_order);
    lexicon
        .words_from_letters(&query(hand, table))
        .iter()
        .filter(|w| !played.contains(w))
        .filter_map(|w| planner.table_points(w))
        .max()
}

fn query(hand: &[Card], table: &[Card]) -> LetterQuery {
    let letters: String = hand.iter().chain(table).map(|c| c.letter).collect();
    let total = letters.chars().count();
    LetterQuery::new(letters).len_range(MIN_WORD, total)
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

    #[test]
    fn opening_words_come_from_the_hand() {
        let lex = table_for(Language::English, WordList::Full);
        let found = found_words(&cards("CATZ"), &[], true, false, &[], lex);
        assert!(found.iter().any(|s| s.word == "CAT"));
        assert!(found.iter().all(|s| s.word.len() >= 3));
    }
}
