//! What the next player can do with a word the strong player considers laying: for
//! several guessed hands at once, the most table points a reply uses (so the least it
//! hands back). One walk of the dictionary serves every hand: a branch is followed while
//! at least one hand can still spell it.

use super::cards::Card;
use super::config::MIN_WORD;
use super::walk::{Position, Stock, each_word};
use crate::lexicon::normalize::{ALPHABET_LEN, letter_byte, normalize_bytes};
use crate::lexicon::{Lexicon, Walker};

/// Most hands one walk follows (a bit each).
pub(crate) const MAX_HANDS: usize = 32;
/// Hand cards of one letter the masks track (more behave as this many).
const MAX_OF_LETTER: usize = 16;

/// For each hand (at most [`MAX_HANDS`]), the points of the table cards its best reply
/// to `table` uses, or None when it has no word (the stuck case).
pub(crate) fn best_replies(
    hands: &[Vec<Card>],
    table: &[Card],
    keep_order: bool,
    played: &[String],
    lexicon: &Lexicon,
) -> Vec<Option<i32>> {
    let hands = &hands[..hands.len().min(MAX_HANDS)];
    if keep_order {
        // The in-order split needs each word planned: one walk per hand.
        return hands
            .iter()
            .map(|h| {
                let pos = Position {
                    hand: h,
                    table,
                    opening: false,
                    keep_order,
                    played,
                };
                let mut best = None;
                each_word(&pos, lexicon, |f| best = best.max(Some(f.table_points)));
                best
            })
            .collect();
    }
    let mut walk = ReplyWalk::new(hands, table, played);
    if table.len() >= 2 && walk.alive != 0 {
        lexicon.walk(&mut walk);
    }
    walk.best
}

struct ReplyWalk {
    table: Stock,
    /// `has[i][j]`: the hands holding more than `j` cards of letter `i`.
    has: [[u32; MAX_OF_LETTER]; ALPHABET_LEN],
    /// The hands with no card at all are never searched.
    alive: u32,
    pot: i32,
    played: Vec<Vec<u8>>,
    table_key: Vec<u8>,
    need: [u8; ALPHABET_LEN],
    depth: usize,
    tsum: usize,
    tpts: i32,
    hcnt: usize,
    /// The hands that can spell the prefix, one entry per letter of it.
    masks: Vec<u32>,
    best: Vec<Option<i32>>,
}

impl ReplyWalk {
    fn new(hands: &[Vec<Card>], table: &[Card], played: &[String]) -> ReplyWalk {
        let mut has = [[0u32; MAX_OF_LETTER]; ALPHABET_LEN];
        let mut alive = 0;
        for (s, h) in hands.iter().enumerate() {
            let stock = Stock::new(h);
            for (row, &n) in has.iter_mut().zip(&stock.count) {
                for cell in row.iter_mut().take(usize::from(n)) {
                    *cell |= 1 << s;
                }
            }
            if !h.is_empty() {
                alive |= 1 << s;
            }
        }
        ReplyWalk {
            table: Stock::new(table),
            has,
            alive,
            pot: table.iter().map(|c| i32::from(c.value)).sum(),
            played: played.iter().filter_map(|w| normalize_bytes(w)).collect(),
            table_key: table.iter().filter_map(|c| letter_byte(c.letter)).collect(),
            need: [0; ALPHABET_LEN],
            depth: 0,
            tsum: 0,
            tpts: 0,
            hcnt: 0,
            masks: vec![alive],
            best: vec![None; hands.len()],
        }
    }

    fn mask(&self) -> u32 {
        self.masks.last().copied().unwrap_or(0)
    }

    /// The hands that hold one more card of letter `i` than the prefix takes from them.
    fn holders(&self, i: usize) -> u32 {
        let k = self.need[i];
        if k < self.table.count[i] {
            return u32::MAX;
        }
        let j = usize::from(k - self.table.count[i]);
        self.has[i].get(j).copied().unwrap_or(0)
    }

    fn score(&mut self, s: usize, pts: i32) {
        let b = &mut self.best[s];
        *b = (*b).max(Some(pts));
    }
}

impl Walker for ReplyWalk {
    fn next_letters(&self) -> u32 {
        let mask = self.mask();
        let mut m = 0u32;
        for i in 0..ALPHABET_LEN {
            if self.holders(i) & mask != 0 {
                m |= 1 << i;
            }
        }
        m
    }

    fn push(&mut self, i: usize) -> bool {
        let next = self.holders(i) & self.mask();
        if next == 0 {
            return false;
        }
        let k = self.need[i];
        if k < self.table.count[i] {
            self.tsum += 1;
            self.tpts += i32::from(self.table.values[i][usize::from(k)]);
        } else {
            self.hcnt += 1;
        }
        self.need[i] += 1;
        self.depth += 1;
        self.masks.push(next);
        true
    }

    fn pop(&mut self, i: usize) {
        self.masks.pop();
        self.need[i] -= 1;
        self.depth -= 1;
        let k = self.need[i];
        if k < self.table.count[i] {
            self.tsum -= 1;
            self.tpts -= i32::from(self.table.values[i][usize::from(k)]);
        } else {
            self.hcnt -= 1;
        }
    }

    fn word(&mut self, key: &[u8]) {
        if self.depth < MIN_WORD
            || key == self.table_key.as_slice()
            || self.played.iter().any(|p| p == key)
        {
            return;
        }
        let mut mask = self.mask();
        if self.hcnt > 0 {
            if self.tsum >= 2 {
                while mask != 0 {
                    let s = mask.trailing_zeros() as usize;
                    mask &= mask - 1;
                    self.score(s, self.tpts);
                }
            }
            return;
        }
        // Table letters only: each hand gives back its cheapest letter it also holds.
        if self.tsum < 3 {
            return;
        }
        while mask != 0 {
            let s = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            let give = (0..ALPHABET_LEN)
                .filter(|&i| self.need[i] > 0 && self.has[i][0] & (1 << s) != 0)
                .min_by_key(|&i| (self.table.values[i][0], i));
            if let Some(g) = give {
                let last = usize::from(self.need[g]) - 1;
                self.score(s, self.tpts - i32::from(self.table.values[g][last]));
            }
        }
        debug_assert!(self.tpts <= self.pot);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng_from_seed;
    use crate::lexicon::{Language, WordList, table::table_for};
    use rand::seq::SliceRandom;

    /// One walk for many hands gives each hand what its own search gives.
    #[test]
    fn one_walk_answers_for_every_hand() {
        let lex = table_for(Language::English, WordList::Full);
        let deck = super::super::cards::builtin(Language::English).cards();
        for seed in 0..6u64 {
            let mut rng = rng_from_seed(seed);
            let mut cards = deck.clone();
            cards.shuffle(&mut rng);
            let table = cards[..4 + seed as usize * 2].to_vec();
            let rest = &cards[table.len()..];
            let mut hands: Vec<Vec<Card>> = rest.chunks(10).take(5).map(<[Card]>::to_vec).collect();
            hands.push(Vec::new());
            hands.push(rest[..1].to_vec());
            let played = vec!["TEA".to_string(), "RATE".to_string()];
            let joint = best_replies(&hands, &table, false, &played, lex);
            for (h, got) in hands.iter().zip(&joint) {
                let alone = super::super::search::best_reply(h, &table, false, &played, lex);
                assert_eq!(*got, alone, "seed {seed} hand {h:?}");
            }
            assert!(joint.iter().any(Option::is_some), "seed {seed}");
        }
    }
}
