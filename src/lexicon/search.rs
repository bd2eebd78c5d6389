//! Depth-first walks of an FST for anagram and pattern search.
//!
//! Each FST key is one byte per letter (see `normalize.rs`), so a transition is
//! a letter. A walk follows only the transitions the hand can pay for, taking a
//! tile on the way down and giving it back on the way up: the work is bounded
//! by the number of dictionary prefixes the hand can spell, never by the number
//! of permutations of the hand. Transitions are visited in byte order and a
//! word is emitted before its extensions, so each walk yields its words sorted
//! (byte order of the keys is the order of the display strings).

use fst::raw::{Fst, Node};

use super::normalize::{bytes_to_string, letter_index};
use super::query::Tiles;

/// Pushes every word of `fst` of `min_len..=max_len` bytes spellable with `tiles`.
pub(crate) fn from_letters<D: AsRef<[u8]>>(
    fst: &Fst<D>,
    tiles: &mut Tiles,
    min_len: usize,
    max_len: usize,
    out: &mut Vec<String>,
) {
    each_from_letters(fst, tiles, min_len, max_len, &mut |key| {
        out.push(bytes_to_string(key))
    });
}

/// Calls `found` with the FST key of every word [`from_letters`] would push, in order.
pub(crate) fn each_from_letters<D: AsRef<[u8]>>(
    fst: &Fst<D>,
    tiles: &mut Tiles,
    min_len: usize,
    max_len: usize,
    found: &mut impl FnMut(&[u8]),
) {
    if let Some(max_len) = spellable_max(tiles, min_len, max_len) {
        let prefix = Vec::with_capacity(max_len.min(64));
        walk_from(fst, fst.root(), prefix, tiles, (min_len, max_len), found);
    }
}

/// Fewest tiles for which [`mapped_on_cores`] splits its walk: below, a walk
/// takes about as long as starting a thread.
const SPLIT_FROM_TILES: usize = 6;

/// `map` of the FST key of every word [`from_letters`] would push (None: left out),
/// in the same order whatever the thread count: a big hand's walk is split by first
/// letter over the cores ([`crate::engine::par_map`]), a small one walked in one go.
pub(crate) fn mapped_on_cores<D: AsRef<[u8]> + Sync, T: Send>(
    fst: &Fst<D>,
    tiles: &mut Tiles,
    min_len: usize,
    max_len: usize,
    map: &(impl Fn(&[u8]) -> Option<T> + Sync),
) -> Vec<T> {
    let mut out = Vec::new();
    let Some(max_len) = spellable_max(tiles, min_len, max_len) else {
        return out;
    };
    if tiles.total() < SPLIT_FROM_TILES || crate::engine::threads() <= 1 {
        each_from_letters(fst, tiles, min_len, max_len, &mut |key| {
            out.extend(map(key))
        });
        return out;
    }
    let firsts: Vec<(u8, usize)> = fst.root().transitions().map(|t| (t.inp, t.addr)).collect();
    let start: &Tiles = tiles;
    let found = crate::engine::par_map(firsts.len(), |k| {
        let (inp, addr) = firsts[k];
        let mut tiles = start.clone();
        let mut part = Vec::new();
        if tiles.take(inp).is_some() {
            let node = fst.node(addr);
            walk_from(
                fst,
                node,
                vec![inp],
                &mut tiles,
                (min_len, max_len),
                &mut |key: &[u8]| part.extend(map(key)),
            );
        }
        part
    });
    out.extend(found.into_iter().flatten());
    out
}

/// The longest word `tiles` can spell within `min_len..=max_len`, if any.
fn spellable_max(tiles: &Tiles, min_len: usize, max_len: usize) -> Option<usize> {
    let max_len = max_len.min(tiles.total());
    (max_len > 0 && min_len <= max_len).then_some(max_len)
}

/// The walk below `node`, whose path from the root is `prefix`.
fn walk_from<D: AsRef<[u8]>>(
    fst: &Fst<D>,
    node: Node<'_>,
    prefix: Vec<u8>,
    tiles: &mut Tiles,
    (min_len, max_len): (usize, usize),
    found: &mut impl FnMut(&[u8]),
) {
    let mut walk = LetterWalk {
        fst,
        min_len: min_len.max(1),
        max_len,
        prefix,
        found,
    };
    walk.visit(node, tiles);
}

struct LetterWalk<'a, D, F> {
    fst: &'a Fst<D>,
    min_len: usize,
    max_len: usize,
    prefix: Vec<u8>,
    found: &'a mut F,
}

impl<D: AsRef<[u8]>, F: FnMut(&[u8])> LetterWalk<'_, D, F> {
    fn visit(&mut self, node: Node<'_>, tiles: &mut Tiles) {
        let depth = self.prefix.len();
        if node.is_final() && depth >= self.min_len {
            (self.found)(&self.prefix);
        }
        if depth == self.max_len {
            return;
        }
        if tiles.no_jokers() && node.len() > 4 {
            // Only exact letters left: look up the letters in hand instead of
            // scanning every transition of a wide node.
            for i in 0..tiles.counts.len() {
                if tiles.counts[i] == 0 {
                    continue;
                }
                let b = b'A' + i as u8;
                if let Some(t) = node.find_input(b) {
                    let addr = node.transition_addr(t);
                    tiles.counts[i] -= 1;
                    self.prefix.push(b);
                    self.visit(self.fst.node(addr), tiles);
                    self.prefix.pop();
                    tiles.counts[i] += 1;
                }
            }
            return;
        }
        for t in node.transitions() {
            if let Some(used) = tiles.take(t.inp) {
                self.prefix.push(t.inp);
                self.visit(self.fst.node(t.addr), tiles);
                self.prefix.pop();
                tiles.give_back(used);
            }
        }
    }
}

/// Pushes every word of `fst` matching `slots` (one entry per position, `Some(byte)`
/// for a fixed letter). With `tiles`, each free position takes a tile.
pub(crate) fn matching<D: AsRef<[u8]>>(
    fst: &Fst<D>,
    slots: &[Option<u8>],
    tiles: Option<&mut Tiles>,
    out: &mut Vec<String>,
) {
    if slots.is_empty() {
        return;
    }
    let mut walk = PatternWalk {
        fst,
        slots,
        prefix: Vec::with_capacity(slots.len().min(64)),
        out,
    };
    walk.visit(fst.root(), tiles);
}

struct PatternWalk<'a, D> {
    fst: &'a Fst<D>,
    slots: &'a [Option<u8>],
    prefix: Vec<u8>,
    out: &'a mut Vec<String>,
}

impl<D: AsRef<[u8]>> PatternWalk<'_, D> {
    fn visit(&mut self, node: Node<'_>, mut tiles: Option<&mut Tiles>) {
        let depth = self.prefix.len();
        let Some(&slot) = self.slots.get(depth) else {
            if node.is_final() {
                self.out.push(bytes_to_string(&self.prefix));
            }
            return;
        };
        if let Some(b) = slot {
            if let Some(t) = node.find_input(b) {
                let addr = node.transition_addr(t);
                self.prefix.push(b);
                self.visit(self.fst.node(addr), tiles);
                self.prefix.pop();
            }
            return;
        }
        for t in node.transitions() {
            if letter_index(t.inp).is_none() {
                continue;
            }
            match tiles.as_deref_mut() {
                None => {
                    self.prefix.push(t.inp);
                    self.visit(self.fst.node(t.addr), None);
                    self.prefix.pop();
                }
                Some(hand) => {
                    if let Some(used) = hand.take(t.inp) {
                        self.prefix.push(t.inp);
                        self.visit(self.fst.node(t.addr), Some(&mut *hand));
                        self.prefix.pop();
                        hand.give_back(used);
                    }
                }
            }
        }
    }
}
