//! Which cards a typed word uses: the hand cards and the table cards, and so the
//! leftovers. When a letter could come from the hand or the table, the table's card is
//! used (it leaves the least to the previous player); the hand gives at least one card.

use super::cards::Card;
use super::config::MIN_WORD;
use super::error::LeftError;
use crate::lexicon::normalize::{ALPHABET_LEN, letter_byte, letter_index};

/// A word and the cards it takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Split {
    /// The word, normalized (`NIÑO`).
    pub word: String,
    /// Hand cards used (one per letter they give).
    pub from_hand: Vec<Card>,
    /// Table cards used, by position on the table (ascending).
    pub table_used: Vec<usize>,
    /// Table cards not used: they go to the previous player.
    pub leftovers: Vec<usize>,
}

impl Split {
    /// The leftover cards themselves.
    pub fn leftover_cards(&self, table: &[Card]) -> Vec<Card> {
        self.leftovers
            .iter()
            .filter_map(|&i| table.get(i).copied())
            .collect()
    }
}

fn slot(c: char) -> Option<usize> {
    letter_byte(c).and_then(letter_index)
}

fn counts(cs: impl Iterator<Item = char>) -> [u8; ALPHABET_LEN] {
    let mut n = [0u8; ALPHABET_LEN];
    for c in cs {
        if let Some(i) = slot(c) {
            n[i] = n[i].saturating_add(1);
        }
    }
    n
}

/// The typed word, normalized, or why it is not a word at all.
pub(crate) fn parse_word(text: &str) -> Result<String, LeftError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(LeftError::EmptyWord);
    }
    if let Some(bad) = text.chars().find(|&c| letter_byte(c).is_none()) {
        return Err(LeftError::BadCharacter(bad));
    }
    let word = crate::lexicon::normalize(text).ok_or(LeftError::EmptyWord)?;
    let n = word.chars().count();
    if n < MIN_WORD {
        return Err(LeftError::TooShort(n));
    }
    Ok(word)
}

/// The opening word: all from the hand.
pub(crate) fn plan_open(hand: &[Card], word: &str) -> Result<Split, LeftError> {
    let need = counts(word.chars());
    let have = counts(hand.iter().map(|c| c.letter));
    let missing: String = missing_letters(word, &need, &have);
    if !missing.is_empty() {
        return Err(LeftError::NotInHand(missing));
    }
    Ok(Split {
        word: word.to_string(),
        from_hand: hand_cards(hand, word.chars()),
        table_used: Vec::new(),
        leftovers: Vec::new(),
    })
}

/// The letters of `word` beyond what `have` holds, in word order, once each.
fn missing_letters(word: &str, need: &[u8; ALPHABET_LEN], have: &[u8; ALPHABET_LEN]) -> String {
    let mut out = String::new();
    for c in word.chars() {
        if let Some(i) = slot(c)
            && need[i] > have[i]
            && !out.contains(c)
        {
            out.push(c);
        }
    }
    out
}

/// The hand cards for these letters (each letter found in the hand).
fn hand_cards(hand: &[Card], letters: impl Iterator<Item = char>) -> Vec<Card> {
    let mut pool = hand.to_vec();
    let mut out = Vec::new();
    for c in letters {
        if let Some(p) = pool.iter().position(|h| h.letter == c) {
            out.push(pool.remove(p));
        }
    }
    out
}

/// A new word from at least one hand card and at least two table cards. With
/// `keep_order`, the table cards used keep their order in the word.
pub(crate) fn plan_remake(
    hand: &[Card],
    table: &[Card],
    word: &str,
    keep_order: bool,
) -> Result<Split, LeftError> {
    Planner::new(hand, table, keep_order).plan(word)
}

/// The counts of one hand and one table, made once for many words (the search).
pub(crate) struct Planner<'a> {
    hand: &'a [Card],
    table: &'a [Card],
    keep_order: bool,
    have: [u8; ALPHABET_LEN],
    on_table: [u8; ALPHABET_LEN],
    table_word: String,
}

impl<'a> Planner<'a> {
    pub fn new(hand: &'a [Card], table: &'a [Card], keep_order: bool) -> Planner<'a> {
        Planner {
            hand,
            table,
            keep_order,
            have: counts(hand.iter().map(|c| c.letter)),
            on_table: counts(table.iter().map(|c| c.letter)),
            table_word: table.iter().map(|c| c.letter).collect(),
        }
    }

    pub(crate) fn plan(&self, word: &str) -> Result<Split, LeftError> {
        let (hand, table) = (self.hand, self.table);
        if word == self.table_word {
            return Err(LeftError::SameWord(word.to_string()));
        }
        let need = counts(word.chars());
        let (have, on_table) = (self.have, self.on_table);
        let mut both = have;
        for i in 0..ALPHABET_LEN {
            both[i] = both[i].saturating_add(on_table[i]);
        }
        let missing = missing_letters(word, &need, &both);
        if !missing.is_empty() {
            return Err(LeftError::Missing(missing));
        }
        let most_table: usize = (0..ALPHABET_LEN)
            .map(|i| need[i].min(on_table[i]) as usize)
            .sum();
        if most_table < 2 {
            return Err(LeftError::TooFewTable(most_table));
        }
        if (0..ALPHABET_LEN).all(|i| need[i] == 0 || have[i] == 0) {
            return Err(LeftError::NoHandCard);
        }
        let used = if self.keep_order {
            best_in_order(hand, table, word).ok_or(LeftError::OrderLost(self.table_word.clone()))?
        } else {
            best_any_order(table, &need, &have, &on_table).ok_or(LeftError::NoHandCard)?
        };
        let mut table_letters = counts(used.iter().map(|&i| table[i].letter));
        let from_hand = hand_cards(
            hand,
            word.chars().filter(|&c| match slot(c) {
                Some(i) if table_letters[i] > 0 => {
                    table_letters[i] -= 1;
                    false
                }
                _ => true,
            }),
        );
        let leftovers = (0..table.len()).filter(|i| !used.contains(i)).collect();
        Ok(Split {
            word: word.to_string(),
            from_hand,
            table_used: used,
            leftovers,
        })
    }
}

/// Any order: each letter takes as many table cards as it can; if that leaves the hand
/// out, the cheapest letter the hand also holds comes from the hand instead.
fn best_any_order(
    table: &[Card],
    need: &[u8; ALPHABET_LEN],
    have: &[u8; ALPHABET_LEN],
    on_table: &[u8; ALPHABET_LEN],
) -> Option<Vec<usize>> {
    let mut take = any_order_take(table, need, have, on_table)?;
    let mut used = Vec::new();
    for (k, c) in table.iter().enumerate() {
        if let Some(i) = slot(c.letter)
            && take[i] > 0
        {
            take[i] -= 1;
            used.push(k);
        }
    }
    (used.len() >= 2).then_some(used)
}

/// How many table cards of each letter the any-order split takes.
fn any_order_take(
    table: &[Card],
    need: &[u8; ALPHABET_LEN],
    have: &[u8; ALPHABET_LEN],
    on_table: &[u8; ALPHABET_LEN],
) -> Option<[u8; ALPHABET_LEN]> {
    let mut take = [0u8; ALPHABET_LEN];
    for i in 0..ALPHABET_LEN {
        take[i] = need[i].min(on_table[i]);
    }
    let from_hand: usize = (0..ALPHABET_LEN)
        .map(|i| (need[i] - take[i]) as usize)
        .sum();
    if from_hand == 0 {
        let value_of = |i: usize| {
            table
                .iter()
                .find(|c| slot(c.letter) == Some(i))
                .map_or(0, |c| c.value)
        };
        let give = (0..ALPHABET_LEN)
            .filter(|&i| take[i] > 0 && have[i] > 0)
            .min_by_key(|&i| (value_of(i), i))?;
        take[give] -= 1;
    }
    let n: usize = take.iter().map(|&t| t as usize).sum();
    (n >= 2).then_some(take)
}

/// Keep order: a depth-first walk over the word's letters, each from the hand or from a
/// later table card; the most table points win (then the most cards, then the first
/// found).
fn best_in_order(hand: &[Card], table: &[Card], word: &str) -> Option<Vec<usize>> {
    struct Walk<'a> {
        word: Vec<char>,
        table: &'a [Card],
        hand: [u8; ALPHABET_LEN],
        used: Vec<usize>,
        best: Option<(i32, usize, Vec<usize>)>,
    }
    impl Walk<'_> {
        fn go(&mut self, i: usize, next: usize) {
            if i == self.word.len() {
                let n = self.used.len();
                if n >= 2 && n < self.word.len() {
                    let v: i32 = self
                        .used
                        .iter()
                        .map(|&k| i32::from(self.table[k].value))
                        .sum();
                    if self.best.as_ref().is_none_or(|b| (v, n) > (b.0, b.1)) {
                        self.best = Some((v, n, self.used.clone()));
                    }
                }
                return;
            }
            let c = self.word[i];
            for k in next..self.table.len() {
                if self.table[k].letter == c {
                    self.used.push(k);
                    self.go(i + 1, k + 1);
                    self.used.pop();
                }
            }
            if let Some(s) = slot(c)
                && self.hand[s] > 0
            {
                self.hand[s] -= 1;
                self.go(i + 1, next);
                self.hand[s] += 1;
            }
        }
    }
    let mut walk = Walk {
        word: word.chars().collect(),
        table,
        hand: counts(hand.iter().map(|c| c.letter)),
        used: Vec::new(),
        best: None,
    };
    walk.go(0, 0);
    walk.best.map(|b| b.2)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(s: &str) -> Vec<Card> {
        s.chars().map(|c| Card::new(c, 1)).collect()
    }

    #[test]
    fn remake_uses_the_most_table_cards() {
        let s = plan_remake(&cards("SX"), &cards("TOPE"), "POTS", false).unwrap();
        assert_eq!(s.table_used, vec![0, 1, 2]);
        assert_eq!(s.leftovers, vec![3]);
        assert_eq!(letters(&s.from_hand), "S");
        // An anagram of the table word still needs a hand card.
        let s = plan_remake(&cards("O"), &cards("STOP"), "POTS", false).unwrap();
        assert_eq!(letters(&s.from_hand), "O");
        assert_eq!(s.leftovers, vec![2]);
        assert_eq!(
            plan_remake(&cards("X"), &cards("STOP"), "POTS", false),
            Err(LeftError::NoHandCard)
        );
        assert_eq!(
            plan_remake(&cards("POT"), &cards("SX"), "POTS", false),
            Err(LeftError::TooFewTable(1))
        );
    }

    #[test]
    fn keep_order_keeps_the_table_letters_in_order() {
        // STOP: S, T in order inside "SITE"? S..T yes.
        let s = plan_remake(&cards("IE"), &cards("STOP"), "SITE", true).unwrap();
        assert_eq!(s.table_used, vec![0, 1]);
        assert!(plan_remake(&cards("S"), &cards("STOP"), "POTS", true).is_err());
        assert!(plan_remake(&cards("S"), &cards("STOP"), "POTS", false).is_ok());
    }

    fn letters(c: &[Card]) -> String {
        super::super::cards::letters(c)
    }
}
