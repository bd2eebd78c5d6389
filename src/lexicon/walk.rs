//! A guided walk over a dictionary: the caller's [`Walker`] says which letters may
//! follow the prefix and keeps its own state (letter counts, points, bounds) as the
//! walk goes down and back up, so a game can prune with its own rules and score words
//! as they are found instead of listing every word first.

use fst::raw::{Fst, Node};

use super::normalize::letter_index;

/// The caller's side of [`super::Lexicon::walk`]. Letters are indices `0..ALPHABET_LEN`
/// (`A` = 0, ..., `Z` = 25, `Ñ` = 26); keys are FST bytes (see `normalize`).
pub trait Walker {
    /// The letters that may follow the current prefix, as a bit mask (bit `i` for
    /// letter `i`); 0 ends this branch. Asked only at wide nodes, to look those
    /// letters up instead of trying every edge.
    fn next_letters(&self) -> u32;
    /// The prefix grows by letter `i`. False: skip this branch (and change nothing).
    /// It must refuse every letter `next_letters` would leave out.
    fn push(&mut self, i: usize) -> bool;
    /// Undoes the last accepted `push(i)`.
    fn pop(&mut self, i: usize);
    /// The current prefix, `key`, is a whole word of the dictionary.
    fn word(&mut self, key: &[u8]);
}

/// Nodes with at most this many edges are walked edge by edge.
const NARROW: usize = 4;

/// Walks `fst` from its root; words reach `w` in byte order.
pub(crate) fn walk<D: AsRef<[u8]>>(fst: &Fst<D>, w: &mut impl Walker) {
    let mut prefix = Vec::with_capacity(32);
    visit(fst, fst.root(), w, &mut prefix);
}

fn visit<D: AsRef<[u8]>>(fst: &Fst<D>, node: Node<'_>, w: &mut impl Walker, prefix: &mut Vec<u8>) {
    if node.is_final() && !prefix.is_empty() {
        w.word(prefix);
    }
    if node.len() <= NARROW {
        // Few edges: try each, `push` refuses what does not fit.
        for t in node.transitions() {
            if let Some(i) = letter_index(t.inp) {
                descend(fst, t.addr, i, t.inp, w, prefix);
            }
        }
        return;
    }
    let mask = w.next_letters();
    if mask == 0 {
        return;
    }
    if node.len() > mask.count_ones() as usize {
        // A wide node: look the allowed letters up instead of scanning every edge.
        let mut m = mask;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            let b = b'A' + i as u8;
            if let Some(t) = node.find_input(b) {
                descend(fst, node.transition_addr(t), i, b, w, prefix);
            }
        }
    } else {
        for t in node.transitions() {
            if let Some(i) = letter_index(t.inp)
                && mask & (1 << i) != 0
            {
                descend(fst, t.addr, i, t.inp, w, prefix);
            }
        }
    }
}

fn descend<D: AsRef<[u8]>>(
    fst: &Fst<D>,
    addr: fst::raw::CompiledAddr,
    i: usize,
    b: u8,
    w: &mut impl Walker,
    prefix: &mut Vec<u8>,
) {
    if w.push(i) {
        prefix.push(b);
        visit(fst, fst.node(addr), w, prefix);
        prefix.pop();
        w.pop(i);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::{Language, LetterQuery, Lexicon};

    /// A walker that spells from a bag of letters, refusing the rest.
    struct Bag {
        counts: [u8; 27],
        words: Vec<String>,
    }

    impl Walker for Bag {
        fn next_letters(&self) -> u32 {
            (0..27)
                .filter(|&i| self.counts[i] > 0)
                .fold(0, |m, i| m | 1 << i)
        }
        fn push(&mut self, i: usize) -> bool {
            let ok = self.counts[i] > 0;
            if ok {
                self.counts[i] -= 1;
            }
            ok
        }
        fn pop(&mut self, i: usize) {
            self.counts[i] += 1;
        }
        fn word(&mut self, key: &[u8]) {
            self.words
                .push(crate::lexicon::normalize::bytes_to_string(key));
        }
    }

    /// Guided by a bag of letters, the walk finds what the letter search finds, in order.
    #[test]
    fn a_bag_walk_finds_the_letter_search_words() {
        for (lang, letters) in [
            (Language::English, "STRAINERQ"),
            (Language::Spanish, "CAÑONERAS"),
        ] {
            let lex = Lexicon::embedded(lang);
            let mut bag = Bag {
                counts: [0; 27],
                words: Vec::new(),
            };
            for c in letters.chars() {
                let i = crate::lexicon::normalize::letter_byte(c)
                    .and_then(letter_index)
                    .unwrap();
                bag.counts[i] += 1;
            }
            lex.walk(&mut bag);
            let want = lex.words_from_letters(&LetterQuery::new(letters));
            assert!(want.len() > 50, "{lang:?}");
            assert_eq!(bag.words, want, "{lang:?}");
        }
    }
}
