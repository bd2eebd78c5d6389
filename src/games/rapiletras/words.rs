//! Typed words ("CA*SA") and the card plans of the three word moves. Pure functions of
//! a hand and a table word: `apply`, `preview` and the move search share them.

use super::cards::{Card, take};
use super::error::RapiError;
use super::names::ONE_LETTER_WORDS;
use crate::engine::SeatId;
use crate::lexicon::normalize::{byte_to_char, fold};
use serde::{Deserialize, Serialize};

/// A word on the table. `cards[i]` shows `letters`' i-th letter (a comodín stands for it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableWord {
    pub letters: String,
    pub cards: Vec<Card>,
    /// Who laid the word first.
    pub owner: SeatId,
    /// Who made its current form (by forming, adding or replacing).
    pub last_changed_by: SeatId,
    /// The die's number when it took its current form.
    pub made_with_die: u8,
    /// The word as its player typed it, accents kept (CAÑÓN); empty in older saves.
    #[serde(default)]
    pub shown: String,
}

impl TableWord {
    /// The word as the table reads it: as typed when known, else its letters.
    pub fn display(&self) -> &str {
        if self.shown.is_empty() {
            &self.letters
        } else {
            &self.shown
        }
    }

    pub fn len(&self) -> usize {
        self.cards.len()
    }
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }
    pub fn chars(&self) -> Vec<char> {
        self.letters.chars().collect()
    }
}

/// A word as typed: its letters and, per letter, whether a comodín plays it (`*`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Typed {
    pub letters: Vec<char>,
    pub wild: Vec<bool>,
}

impl Typed {
    pub fn word(&self) -> String {
        self.letters.iter().collect()
    }
    pub(crate) fn wilds(&self) -> usize {
        self.wild.iter().filter(|&&w| w).count()
    }
}

/// Reads a typed word: letters (any case, accents dropped, Ñ kept), `*` before a letter
/// to play it with a comodín. Spaces around the word are ignored.
pub(crate) fn parse_typed(text: &str) -> Result<Typed, RapiError> {
    let mut t = Typed {
        letters: Vec::new(),
        wild: Vec::new(),
    };
    let mut star = false;
    for item in fold(text.trim()) {
        match item {
            Ok(b) => {
                t.letters.push(byte_to_char(b));
                t.wild.push(star);
                star = false;
            }
            Err('*') if !star => star = true,
            Err('*') => return Err(RapiError::DanglingStar),
            Err(c) => return Err(RapiError::BadCharacter(c)),
        }
    }
    if star {
        return Err(RapiError::DanglingStar);
    }
    if t.letters.is_empty() {
        return Err(RapiError::EmptyWord);
    }
    Ok(t)
}

fn check_len(t: &Typed, die: usize) -> Result<(), RapiError> {
    if t.letters.len() != die {
        return Err(RapiError::WrongLength {
            need: die,
            got: t.letters.len(),
        });
    }
    if die == 1 && !ONE_LETTER_WORDS.contains(&t.letters[0]) {
        return Err(RapiError::OneLetterWords);
    }
    Ok(())
}

/// Takes the natural cards for `letters` from a copy of `hand`.
fn take_letters(hand: &[Card], letters: &[char]) -> Result<Vec<Card>, RapiError> {
    let mut rest = hand.to_vec();
    let mut used = Vec::with_capacity(letters.len());
    for &c in letters {
        if !take(&mut rest, Card::Letter(c)) {
            return Err(RapiError::MissingLetter(c));
        }
        used.push(Card::Letter(c));
    }
    Ok(used)
}

/// The cards of a new word, in word order (all from the hand).
pub(crate) fn plan_form(hand: &[Card], t: &Typed, die: usize) -> Result<Vec<Card>, RapiError> {
    check_len(t, die)?;
    let have = hand.iter().filter(|c| c.is_comodin()).count();
    if t.wilds() > have {
        return Err(RapiError::NotEnoughComodines {
            need: t.wilds(),
            have,
        });
    }
    let naturals: Vec<char> = (0..t.letters.len())
        .filter(|&i| !t.wild[i])
        .map(|i| t.letters[i])
        .collect();
    take_letters(hand, &naturals)?;
    Ok((0..t.letters.len())
        .map(|i| {
            if t.wild[i] {
                Card::Comodin
            } else {
                Card::Letter(t.letters[i])
            }
        })
        .collect())
}

/// A changed table word: its new cards (word order), the hand cards it uses and the
/// table cards it drops (onto the pozo).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    pub cards: Vec<Card>,
    pub from_hand: Vec<Card>,
    pub to_pozo: Vec<Card>,
}

/// Whether `kept` appears in `new` in order (not necessarily side by side).
fn is_subsequence(kept: &[char], new: &[char]) -> bool {
    let mut rest = new.iter();
    kept.iter().all(|c| rest.any(|n| n == c))
}

/// Every mask of `n` bits except none and all, most bits first and, among masks with as
/// many bits, in increasing order (Gosper's next-combination step): the order in which
/// a replacement tries the letters to keep, without building and sorting 2^n masks.
fn masks_most_kept_first(n: usize) -> impl Iterator<Item = u32> {
    (1..n as u32).rev().flat_map(move |bits| {
        let mut next = (1u32 << bits) - 1;
        std::iter::from_fn(move || {
            let mask = next;
            if mask >= 1 << n {
                return None;
            }
            let lowest = mask & mask.wrapping_neg();
            let ripple = mask + lowest;
            next = (((ripple ^ mask) >> 2) / lowest) | ripple;
            Some(mask)
        })
    })
}

/// Leftmost positions of `kept` (in order) inside `new`, if it is a subsequence.
fn embed(kept: &[char], new: &[char]) -> Option<Vec<usize>> {
    if !is_subsequence(kept, new) {
        return None;
    }
    let mut pos = Vec::with_capacity(kept.len());
    let mut j = 0;
    for &c in kept {
        while j < new.len() && new[j] != c {
            j += 1;
        }
        if j == new.len() {
            return None;
        }
        pos.push(j);
        j += 1;
    }
    Some(pos)
}

/// The new word's cards: old cards at `at` (kept, in order), hand letters elsewhere.
fn build(new: &[char], kept_cards: &[Card], at: &[usize]) -> (Vec<Card>, Vec<Card>) {
    let mut cards = Vec::with_capacity(new.len());
    let mut from_hand = Vec::new();
    let mut k = 0;
    for (i, &c) in new.iter().enumerate() {
        if k < at.len() && at[k] == i {
            cards.push(kept_cards[k]);
            k += 1;
        } else {
            cards.push(Card::Letter(c));
            from_hand.push(Card::Letter(c));
        }
    }
    (cards, from_hand)
}

/// Adding hand letters anywhere in `target`, the old letters keeping their order.
pub(crate) fn plan_add(
    hand: &[Card],
    target: &TableWord,
    t: &Typed,
    die: usize,
) -> Result<Change, RapiError> {
    if t.wilds() > 0 {
        return Err(RapiError::ComodinOnlyToForm);
    }
    if target.len() >= die {
        return Err(RapiError::AddNeedsShorter {
            word: target.letters.clone(),
            die,
        });
    }
    check_len(t, die)?;
    let old = target.chars();
    let Some(at) = embed(&old, &t.letters) else {
        return Err(RapiError::OldLettersLost {
            old: target.letters.clone(),
            new: t.word(),
        });
    };
    let (cards, from_hand) = build(&t.letters, &target.cards, &at);
    let needed: Vec<char> = from_hand.iter().filter_map(|c| c.letter()).collect();
    take_letters(hand, &needed)?;
    Ok(Change {
        cards,
        from_hand,
        to_pozo: Vec::new(),
    })
}

/// Replacing letters of `target` one for one. The letters kept are as many as possible
/// (keeping their order); if the hand cannot pay for that, fewer.
pub(crate) fn plan_replace(
    hand: &[Card],
    target: &TableWord,
    t: &Typed,
    die: usize,
) -> Result<Change, RapiError> {
    if t.wilds() > 0 {
        return Err(RapiError::ComodinOnlyToForm);
    }
    if target.len() != die {
        return Err(RapiError::ReplaceLength {
            word: target.letters.clone(),
            die,
        });
    }
    check_len(t, die)?;
    let new = &t.letters;
    if target.letters == t.word() {
        return Err(RapiError::SameWord(t.word()));
    }
    let old = target.chars();
    let n = old.len().min(16);
    let mut first_missing = None;
    for mask in masks_most_kept_first(n) {
        // Most masks keep letters the new word does not have in that order: ruled out
        // without allocating.
        let mut kept = ['\0'; 16];
        let mut len = 0;
        for (i, &c) in old.iter().enumerate().take(n) {
            if mask & (1 << i) != 0 {
                kept[len] = c;
                len += 1;
            }
        }
        let Some(at) = embed(&kept[..len], new) else {
            continue;
        };
        let kept_cards: Vec<Card> = (0..n)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| target.cards[i])
            .collect();
        let (cards, from_hand) = build(new, &kept_cards, &at);
        let needed: Vec<char> = from_hand.iter().filter_map(|c| c.letter()).collect();
        match take_letters(hand, &needed) {
            Ok(_) => {
                let to_pozo = (0..n)
                    .filter(|i| mask & (1 << i) == 0)
                    .map(|i| target.cards[i])
                    .collect();
                return Ok(Change {
                    cards,
                    from_hand,
                    to_pozo,
                });
            }
            Err(e) => {
                first_missing.get_or_insert(e);
            }
        }
    }
    Err(first_missing.unwrap_or(RapiError::NothingKept {
        old: target.letters.clone(),
        new: t.word(),
    }))
}

/// A typed word as players read it: upper case, accents kept, without the `*` marks.
pub(crate) fn as_typed(text: &str) -> String {
    text.trim()
        .chars()
        .filter(|c| *c != '*')
        .flat_map(char::to_uppercase)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The masks come in the order the replacement always tried them: every mask but
    /// none and all, sorted (stably) by most bits kept.
    #[test]
    fn masks_come_most_kept_first_in_the_old_order() {
        for n in 0..=16 {
            let mut sorted: Vec<u32> = (1..(1u32 << n).max(1) - 1).collect();
            sorted.sort_by_key(|m| std::cmp::Reverse(m.count_ones()));
            let made: Vec<u32> = masks_most_kept_first(n).collect();
            assert_eq!(made, sorted, "{n} letters");
        }
        let word: Vec<char> = "CASA".chars().collect();
        assert!(is_subsequence(&['C', 'S'], &word));
        assert!(is_subsequence(&[], &word));
        assert!(!is_subsequence(&['S', 'C'], &word));
        assert!(!is_subsequence(&['A', 'A', 'A'], &word));
    }

    fn tw(s: &str) -> TableWord {
        let t = parse_typed(s).unwrap();
        TableWord {
            letters: t.word(),
            cards: (0..t.letters.len())
                .map(|i| {
                    if t.wild[i] {
                        Card::Comodin
                    } else {
                        Card::Letter(t.letters[i])
                    }
                })
                .collect(),
            owner: 0,
            last_changed_by: 0,
            made_with_die: t.letters.len() as u8,
            shown: String::new(),
        }
    }

    #[test]
    fn typed_words() {
        let t = parse_typed(" ca*Sá ").unwrap();
        assert_eq!(t.word(), "CASA");
        assert_eq!(t.wild, vec![false, false, true, false]);
        assert_eq!(parse_typed("niño").unwrap().word(), "NIÑO");
        assert_eq!(parse_typed("CA*").unwrap_err(), RapiError::DanglingStar);
        assert_eq!(parse_typed("C**A").unwrap_err(), RapiError::DanglingStar);
        assert_eq!(
            parse_typed("CA SA").unwrap_err(),
            RapiError::BadCharacter(' ')
        );
        assert_eq!(parse_typed("  ").unwrap_err(), RapiError::EmptyWord);
    }

    #[test]
    fn form_plans() {
        let hand = Card::list("CAAX*");
        let t = parse_typed("CA*SA").unwrap();
        assert_eq!(plan_form(&hand, &t, 4).unwrap(), Card::list("CA*A"));
        assert_eq!(
            plan_form(&hand, &parse_typed("CASA").unwrap(), 4),
            Err(RapiError::MissingLetter('S'))
        );
        assert_eq!(
            plan_form(&hand, &parse_typed("*C*A").unwrap(), 2),
            Err(RapiError::NotEnoughComodines { need: 2, have: 1 })
        );
        assert_eq!(
            plan_form(&hand, &parse_typed("E").unwrap(), 1),
            Err(RapiError::OneLetterWords)
        );
    }

    #[test]
    fn add_and_replace_plans() {
        let de = tw("DE");
        let c = plan_add(&Card::list("DOSX"), &de, &parse_typed("DEDOS").unwrap(), 5).unwrap();
        assert_eq!(c.from_hand, Card::list("DOS"));
        let casos = tw("*CASOS");
        let r = plan_replace(&Card::list("RE"), &casos, &parse_typed("CAREO").unwrap(), 5).unwrap();
        assert_eq!(r.to_pozo, Card::list("SS"));
        assert_eq!(r.cards, Card::list("*AREO"));
        assert_eq!(
            plan_replace(&Card::list("R"), &casos, &parse_typed("CAREO").unwrap(), 5),
            Err(RapiError::MissingLetter('E'))
        );
    }
}
