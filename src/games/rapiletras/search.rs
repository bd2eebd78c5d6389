//! The dictionary search for word moves: every Form, Add and Replace of the die's length
//! that the Spanish dictionary allows with a hand. Walks the dictionary with the hand's
//! letters (never permutations); comodines are wild letters only when forming.

use super::cards::Card;
use super::names::{ONE_LETTER_WORDS, lexicon};
use super::state::RapiMove;
use super::words::{TableWord, parse_typed, plan_replace};
use crate::lexicon::{LetterQuery, WordList};

/// The natural letters of a hand as a string, and its comodines.
fn hand_letters(hand: &[Card]) -> (String, usize) {
    let letters: String = hand.iter().filter_map(|c| c.letter()).collect();
    let wild = hand.iter().filter(|c| c.is_comodin()).count();
    (letters, wild)
}

/// Is `small` a subsequence of `big`?
pub(crate) fn is_subsequence(small: &str, big: &str) -> bool {
    let mut it = big.chars();
    small.chars().all(|c| it.any(|b| b == c))
}

/// The typed form of `word` for this hand: natural cards first, `*` where a comodín is
/// needed (the last occurrences of a letter take the comodines).
pub(crate) fn star_word(word: &str, hand: &[Card]) -> String {
    let mut counts = [0u8; 32];
    for c in hand.iter().filter_map(|c| c.letter()) {
        counts[slot(c)] = counts[slot(c)].saturating_add(1);
    }
    let mut out = String::with_capacity(word.len() + 4);
    for c in word.chars() {
        if counts[slot(c)] > 0 {
            counts[slot(c)] -= 1;
        } else {
            out.push('*');
        }
        out.push(c);
    }
    out
}

/// A small index per letter (A-Z 0-25, Ñ 26, anything else 31).
fn slot(c: char) -> usize {
    match c {
        'A'..='Z' => c as usize - 'A' as usize,
        'Ñ' => 26,
        _ => 31,
    }
}

/// Dictionary words of exactly `len` letters spellable with `letters` and `wild` jokers.
fn words(letters: &str, wild: usize, len: usize, list: WordList) -> Vec<String> {
    let q = LetterQuery::new(letters).wild(wild).len_range(len, len);
    let mut v = lexicon(list).words_from_letters(&q);
    if len == 1 {
        v.retain(|w| w.chars().all(|c| ONE_LETTER_WORDS.contains(&c)));
    }
    v
}

/// Every word move found for `hand` on `table` with the die at `die`.
pub(crate) fn word_moves(
    hand: &[Card],
    table: &[TableWord],
    die: usize,
    replace_ok: bool,
    list: WordList,
) -> Vec<RapiMove> {
    let mut out = Vec::new();
    if die == 0 || hand.is_empty() {
        return out;
    }
    let (naturals, wild) = hand_letters(hand);
    for w in words(&naturals, wild, die, list) {
        out.push(RapiMove::Form {
            word: star_word(&w, hand),
        });
    }
    let n = naturals.chars().count();
    for (i, t) in table.iter().enumerate() {
        let len = t.len();
        if len < die && n >= die - len {
            let letters = format!("{naturals}{}", t.letters);
            for w in words(&letters, 0, die, list) {
                if is_subsequence(&t.letters, &w) {
                    out.push(RapiMove::Add { target: i, word: w });
                }
            }
        } else if len == die && replace_ok && n > 0 {
            let letters = format!("{naturals}{}", t.letters);
            for w in words(&letters, 0, die, list) {
                if w == t.letters {
                    continue;
                }
                let ok =
                    parse_typed(&w).is_ok_and(|typed| plan_replace(hand, t, &typed, die).is_ok());
                if ok {
                    out.push(RapiMove::Replace { target: i, word: w });
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tw(s: &str) -> TableWord {
        TableWord {
            letters: s.into(),
            cards: Card::list(s),
            owner: 0,
            last_changed_by: 0,
            made_with_die: s.len() as u8,
            shown: String::new(),
        }
    }

    #[test]
    fn finds_dedos_and_careo() {
        let hand = Card::list("DOSRE");
        let moves = word_moves(&hand, &[tw("DE"), tw("CASOS")], 5, true, WordList::Full);
        assert!(moves.contains(&RapiMove::Add {
            target: 0,
            word: "DEDOS".into()
        }));
        assert!(moves.contains(&RapiMove::Replace {
            target: 1,
            word: "CAREO".into()
        }));
        let moves = word_moves(&hand, &[tw("DE"), tw("CASOS")], 5, false, WordList::Full);
        assert!(!moves.iter().any(|m| matches!(m, RapiMove::Replace { .. })));
    }

    #[test]
    fn comodines_are_wild_only_for_forming() {
        let hand = Card::list("CAS*");
        let moves = word_moves(&hand, &[], 4, false, WordList::Full);
        assert!(moves.contains(&RapiMove::Form {
            word: "CAS*A".into()
        }));
        assert_eq!(star_word("CASA", &hand), "CAS*A");
        let one = word_moves(&Card::list("EAI"), &[], 1, false, WordList::Full);
        assert_eq!(one, vec![RapiMove::Form { word: "A".into() }]);
    }
}
