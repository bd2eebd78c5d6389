//! The Leftovers walk over the dictionary FST: the letters of the hand and the table
//! as a multiset, each step taking the table's card first (as words.rs splits a typed
//! word), so every word arrives with what it takes and what it is worth, and nothing
//! is listed or planned twice. The rules' checks (3+ letters, 1+ hand card, 2+ table
//! cards, not the table word, not laid before) are made as each word is reached; with
//! the keep-order house rule the word's split comes from words.rs.

use super::cards::Card;
use super::config::MIN_WORD;
use super::words::Planner;
use crate::lexicon::normalize::{ALPHABET_LEN, byte_to_char, letter_byte, letter_index};
use crate::lexicon::{Lexicon, Walker};

/// A word the walk found and the cards it takes (its best split, as `Planner::plan`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Found<'k> {
    /// The word as dictionary bytes (see `normalize`).
    pub key: &'k [u8],
    pub table_cards: usize,
    pub table_points: i32,
    pub hand_cards: usize,
    pub hand_points: i32,
    /// How much the hand cards it uses clog, and how many are vowels (for what stays).
    pub hand_clog: i32,
    pub hand_vowels: i32,
}

impl Found<'_> {
    pub fn word(&self) -> String {
        self.key.iter().map(|&b| byte_to_char(b)).collect()
    }
}

/// How hard a letter is to place (kept in hand, it clogs).
pub(crate) fn clog(letter: char) -> i32 {
    match letter {
        'Q' => 4,
        'J' | 'X' | 'Z' | 'Ñ' => 3,
        'K' | 'V' | 'W' => 2,
        'F' | 'H' | 'Y' | 'B' => 1,
        _ => 0,
    }
}

pub fn is_vowel(c: char) -> bool {
    matches!(c, 'A' | 'E' | 'I' | 'O' | 'U')
}

fn slot(c: char) -> Option<usize> {
    letter_byte(c).and_then(letter_index)
}

fn letter_of(i: usize) -> char {
    byte_to_char(b'A' + i as u8)
}

/// Cards of each letter, their values in the order the split takes them.
pub(super) struct Stock {
    pub count: [u8; ALPHABET_LEN],
    pub values: [Vec<u8>; ALPHABET_LEN],
}

impl Stock {
    pub fn new(cards: &[Card]) -> Stock {
        let mut s = Stock {
            count: [0; ALPHABET_LEN],
            values: std::array::from_fn(|_| Vec::new()),
        };
        for c in cards {
            if let Some(i) = slot(c.letter) {
                s.count[i] = s.count[i].saturating_add(1);
                s.values[i].push(c.value);
            }
        }
        s
    }
}

/// The position a walk searches: one hand, the table word, the words laid so far.
pub(crate) struct Position<'a> {
    pub hand: &'a [Card],
    pub table: &'a [Card],
    pub opening: bool,
    pub keep_order: bool,
    pub played: &'a [String],
}

/// Calls `f` with every word `pos.hand` may lay (each with its split), in dictionary
/// order (the player's own words, if any, come after the embedded ones).
pub(crate) fn each_word(pos: &Position, lexicon: &Lexicon, f: impl FnMut(&Found)) {
    if pos.hand.is_empty() || (!pos.opening && pos.table.len() < 2) {
        return;
    }
    let table: &[Card] = if pos.opening { &[] } else { pos.table };
    let mut walk = LeftWalk {
        hand: Stock::new(pos.hand),
        table: Stock::new(table),
        opening: pos.opening,
        planner: pos
            .keep_order
            .then(|| Planner::new(pos.hand, pos.table, true)),
        table_cards: table,
        played: pos
            .played
            .iter()
            .filter_map(|w| crate::lexicon::normalize::normalize_bytes(w))
            .collect(),
        table_key: table.iter().filter_map(|c| letter_byte(c.letter)).collect(),
        need: [0; ALPHABET_LEN],
        depth: 0,
        tsum: 0,
        tpts: 0,
        hcnt: 0,
        hpts: 0,
        hclog: 0,
        hvow: 0,
        clogs: std::array::from_fn(|i| clog(letter_of(i))),
        vowels: std::array::from_fn(|i| i32::from(is_vowel(letter_of(i)))),
        f,
    };
    lexicon.walk(&mut walk);
}

struct LeftWalk<'a, F> {
    hand: Stock,
    table: Stock,
    opening: bool,
    /// Keep order: the split of each word comes from the planner.
    planner: Option<Planner<'a>>,
    table_cards: &'a [Card],
    played: Vec<Vec<u8>>,
    table_key: Vec<u8>,
    /// Letters of the prefix; the first `table.count[i]` of each come from the table.
    need: [u8; ALPHABET_LEN],
    depth: usize,
    tsum: usize,
    tpts: i32,
    hcnt: usize,
    hpts: i32,
    hclog: i32,
    hvow: i32,
    clogs: [i32; ALPHABET_LEN],
    vowels: [i32; ALPHABET_LEN],
    f: F,
}

impl<F: FnMut(&Found)> Walker for LeftWalk<'_, F> {
    fn next_letters(&self) -> u32 {
        let mut m = 0u32;
        for i in 0..ALPHABET_LEN {
            if self.need[i] < self.hand.count[i] + self.table.count[i] {
                m |= 1 << i;
            }
        }
        m
    }

    #[inline]
    fn push(&mut self, i: usize) -> bool {
        let k = self.need[i];
        if k < self.table.count[i] {
            self.tsum += 1;
            self.tpts += i32::from(self.table.values[i][usize::from(k)]);
        } else {
            let j = k - self.table.count[i];
            if j >= self.hand.count[i] {
                return false;
            }
            self.hcnt += 1;
            self.hpts += i32::from(self.hand.values[i][usize::from(j)]);
            self.hclog += self.clogs[i];
            self.hvow += self.vowels[i];
        }
        self.need[i] += 1;
        self.depth += 1;
        true
    }

    #[inline]
    fn pop(&mut self, i: usize) {
        self.need[i] -= 1;
        self.depth -= 1;
        let k = self.need[i];
        if k < self.table.count[i] {
            self.tsum -= 1;
            self.tpts -= i32::from(self.table.values[i][usize::from(k)]);
        } else {
            let j = k - self.table.count[i];
            self.hcnt -= 1;
            self.hpts -= i32::from(self.hand.values[i][usize::from(j)]);
            self.hclog -= self.clogs[i];
            self.hvow -= self.vowels[i];
        }
    }

    fn word(&mut self, key: &[u8]) {
        if self.depth < MIN_WORD || self.played.iter().any(|p| p == key) {
            return;
        }
        if self.opening {
            let found = self.found(key);
            (self.f)(&found);
            return;
        }
        if key == self.table_key.as_slice() {
            return;
        }
        let found = if self.planner.is_some() {
            self.found_in_order(key)
        } else {
            self.found_any_order(key)
        };
        if let Some(found) = found {
            (self.f)(&found);
        }
    }
}

impl<F> LeftWalk<'_, F> {
    fn found<'k>(&self, key: &'k [u8]) -> Found<'k> {
        Found {
            key,
            table_cards: self.tsum,
            table_points: self.tpts,
            hand_cards: self.hcnt,
            hand_points: self.hpts,
            hand_clog: self.hclog,
            hand_vowels: self.hvow,
        }
    }

    /// Any order: the table's cards first; a word of table letters only gives its
    /// cheapest letter the hand also holds back to the hand (words.rs, `any_order_take`).
    fn found_any_order<'k>(&self, key: &'k [u8]) -> Option<Found<'k>> {
        let mut found = self.found(key);
        if self.hcnt == 0 {
            let g = (0..ALPHABET_LEN)
                .filter(|&i| self.need[i] > 0 && self.hand.count[i] > 0)
                .min_by_key(|&i| (self.table.values[i][0], i))?;
            let last = usize::from(self.need[g]) - 1;
            found.table_cards -= 1;
            found.table_points -= i32::from(self.table.values[g][last]);
            found.hand_cards = 1;
            found.hand_points = i32::from(self.hand.values[g][0]);
            found.hand_clog = self.clogs[g];
            found.hand_vowels = self.vowels[g];
        }
        (found.table_cards >= 2).then_some(found)
    }

    /// Keep order: the planner's split (the table letters in order, most points).
    fn found_in_order<'k>(&self, key: &'k [u8]) -> Option<Found<'k>> {
        if self.tsum < 2 {
            return None;
        }
        let word: String = key.iter().map(|&b| byte_to_char(b)).collect();
        let split = self.planner.as_ref()?.plan(&word).ok()?;
        let table = self.table_cards;
        let used = split.from_hand.iter();
        Some(Found {
            key,
            table_cards: split.table_used.len(),
            table_points: split
                .table_used
                .iter()
                .filter_map(|&k| table.get(k))
                .map(|c| i32::from(c.value))
                .sum(),
            hand_cards: split.from_hand.len(),
            hand_points: used.clone().map(|c| i32::from(c.value)).sum(),
            hand_clog: used.clone().map(|c| clog(c.letter)).sum(),
            hand_vowels: used.filter(|c| is_vowel(c.letter)).count() as i32,
        })
    }
}
