//! What a search asks for: a hand of letters with jokers, or a pattern.

use std::fmt;

use super::LexiconError;
use super::normalize::{ALPHABET_LEN, byte_to_char, fold, letter_byte, letter_index};

/// The vowels that a vowel joker may stand for when none are given.
pub const DEFAULT_VOWELS: &str = "AEIOU";

/// A hand of letters: which words can be spelled with them?
///
/// Every letter of `letters` may be used at most once (a letter given twice may
/// be used twice); `wild` jokers stand for any letter and `vowel_wild` jokers
/// for any letter of `vowels`. Only words of `min_len..=max_len` letters are
/// returned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LetterQuery {
    /// The letters in hand, any case, accents allowed (`"Niño"` is N, I, Ñ, O).
    /// Characters that are not letters (spaces, commas, ...) are ignored.
    pub letters: String,
    /// Jokers that stand for any letter.
    pub wild: usize,
    /// Jokers that stand for any one of `vowels`.
    pub vowel_wild: usize,
    /// The letters a vowel joker may stand for (any case), e.g. `"AEIOUY"`
    /// for English Palabra, `"AEIOU"` for Spanish; see [`super::Language::vowels`].
    pub vowels: String,
    /// Shortest word length returned (a value of 0 counts as 1).
    pub min_len: usize,
    /// Longest word length returned (inclusive); `usize::MAX` for no limit.
    pub max_len: usize,
}

impl Default for LetterQuery {
    fn default() -> Self {
        LetterQuery {
            letters: String::new(),
            wild: 0,
            vowel_wild: 0,
            vowels: DEFAULT_VOWELS.to_string(),
            min_len: 1,
            max_len: usize::MAX,
        }
    }
}

impl LetterQuery {
    /// A query for `letters` with no jokers and no length limits.
    pub fn new(letters: impl Into<String>) -> Self {
        LetterQuery {
            letters: letters.into(),
            ..LetterQuery::default()
        }
    }

    /// Sets the number of jokers that stand for any letter.
    pub fn wild(mut self, n: usize) -> Self {
        self.wild = n;
        self
    }

    /// Sets the number of jokers that stand for a vowel.
    pub fn vowel_wild(mut self, n: usize) -> Self {
        self.vowel_wild = n;
        self
    }

    /// Sets the letters a vowel joker may stand for.
    pub fn vowels(mut self, vowels: impl Into<String>) -> Self {
        self.vowels = vowels.into();
        self
    }

    /// Keeps only words of `min..=max` letters.
    pub fn len_range(mut self, min: usize, max: usize) -> Self {
        self.min_len = min;
        self.max_len = max;
        self
    }

    /// The query in the form the FST walk uses.
    pub(crate) fn tiles(&self) -> Tiles {
        let mut counts = [0u16; ALPHABET_LEN];
        for b in fold(&self.letters).into_iter().flatten() {
            if let Some(i) = letter_index(b) {
                counts[i] = counts[i].saturating_add(1);
            }
        }
        let mut vowel_mask = 0u32;
        for b in fold(&self.vowels).into_iter().flatten() {
            if let Some(i) = letter_index(b) {
                vowel_mask |= 1 << i;
            }
        }
        Tiles {
            counts,
            wild: self.wild,
            vowel_wild: if vowel_mask == 0 { 0 } else { self.vowel_wild },
            vowel_mask,
        }
    }
}

/// A [`LetterQuery`] compiled for the walk: letter counts by index.
#[derive(Clone, Debug)]
pub(crate) struct Tiles {
    pub counts: [u16; ALPHABET_LEN],
    pub wild: usize,
    pub vowel_wild: usize,
    pub vowel_mask: u32,
}

/// Which tile a step of the walk used, so that it can be given back.
#[derive(Clone, Copy)]
pub(crate) enum Used {
    Letter(usize),
    VowelWild,
    Wild,
}

impl Tiles {
    /// Total number of tiles (letters and jokers).
    pub fn total(&self) -> usize {
        let letters: usize = self.counts.iter().map(|&c| usize::from(c)).sum();
        letters
            .saturating_add(self.wild)
            .saturating_add(self.vowel_wild)
    }

    /// True when only exact letters are left (no joker).
    pub(crate) fn no_jokers(&self) -> bool {
        self.wild == 0 && self.vowel_wild == 0
    }

    /// Takes a tile for letter byte `b`: the letter itself if in hand, else a
    /// vowel joker if `b` is a vowel, else a joker. This greedy order never
    /// loses a word: a real letter or a vowel joker is never more useful later
    /// than the more flexible tile it saves.
    #[inline]
    pub fn take(&mut self, b: u8) -> Option<Used> {
        let i = letter_index(b)?;
        if self.counts[i] > 0 {
            self.counts[i] -= 1;
            Some(Used::Letter(i))
        } else if self.vowel_wild > 0 && self.vowel_mask & (1 << i) != 0 {
            self.vowel_wild -= 1;
            Some(Used::VowelWild)
        } else if self.wild > 0 {
            self.wild -= 1;
            Some(Used::Wild)
        } else {
            None
        }
    }

    /// Gives back a tile taken by [`Tiles::take`].
    #[inline]
    pub(crate) fn give_back(&mut self, used: Used) {
        match used {
            Used::Letter(i) => self.counts[i] += 1,
            Used::VowelWild => self.vowel_wild += 1,
            Used::Wild => self.wild += 1,
        }
    }
}

/// Patterns longer than this match nothing (the longest listed word has 28
/// letters); it keeps a careless `Pattern::new(usize::MAX)` from allocating.
const MAX_PATTERN_LEN: usize = 1024;

/// A word shape: its length and some letters at known positions.
///
/// With `available`, the free positions must be filled from that hand (its
/// letters, wilds and vowel wilds; its length limits are ignored), while the
/// fixed letters are already on the table and cost nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern {
    /// Number of letters of the word.
    pub len: usize,
    /// Known letters: (0-based position, letter). A letter that is not in the
    /// alphabet, a position `>= len` or two different letters at one position
    /// make the pattern match nothing.
    pub fixed: Vec<(usize, char)>,
    /// Optional hand the free positions must be filled from.
    pub available: Option<LetterQuery>,
}

impl Pattern {
    /// A pattern of `len` free positions.
    pub fn new(len: usize) -> Self {
        Pattern {
            len,
            fixed: Vec::new(),
            available: None,
        }
    }

    /// Parses `"C?S?S"`: one letter (any case, accents allowed) or `?`/`.`
    /// (any letter) per position.
    pub fn parse(text: &str) -> Result<Pattern, LexiconError> {
        let mut fixed = Vec::new();
        let mut len = 0;
        for item in fold(text) {
            match item {
                Ok(b) => fixed.push((len, byte_to_char(b))),
                Err('?' | '.') => {}
                Err(found) => {
                    return Err(LexiconError::InvalidPattern {
                        pattern: text.to_string(),
                        position: len + 1,
                        found,
                    });
                }
            }
            len += 1;
        }
        if len == 0 {
            return Err(LexiconError::EmptyPattern);
        }
        Ok(Pattern {
            len,
            fixed,
            available: None,
        })
    }

    /// Requires the free positions to be filled from `hand`.
    pub fn with_available(mut self, hand: LetterQuery) -> Self {
        self.available = Some(hand);
        self
    }

    /// The letter byte required at each position (`None` = free), or `None`
    /// if the pattern can match nothing.
    pub(crate) fn slots(&self) -> Option<Vec<Option<u8>>> {
        if self.len > MAX_PATTERN_LEN {
            return None;
        }
        let mut slots = vec![None; self.len];
        for &(pos, c) in &self.fixed {
            let b = letter_byte(c)?;
            let slot = slots.get_mut(pos)?;
            match slot {
                Some(prev) if *prev != b => return None,
                _ => *slot = Some(b),
            }
        }
        Some(slots)
    }
}

impl fmt::Display for Pattern {
    /// Writes the pattern as [`Pattern::parse`] reads it, e.g. `C?S?S`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut cells = vec!['?'; self.len];
        for &(pos, c) in &self.fixed {
            if let (Some(cell), Some(b)) = (cells.get_mut(pos), letter_byte(c)) {
                *cell = byte_to_char(b);
            }
        }
        cells.into_iter().try_for_each(|c| write!(f, "{c}"))
    }
}
