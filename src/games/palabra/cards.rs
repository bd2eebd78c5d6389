//! Cards, colors and the deck, read from `assets/palabra/deck.toml`.

use super::error::PalabraError;
use serde::{Deserialize, Serialize};

/// The deck shipped with the game (decks.md: 115 letters, 3 wild, 2 vowel, 2 jokers).
pub const DEFAULT_DECK: &str = include_str!("../../../assets/palabra/deck.toml");

/// A card's stable id: its index in the game's deck (two decks: 0..244).
pub type CardId = usize;

/// The vowels of Palabra: Y counts.
pub(crate) const VOWELS: &str = "AEIOUY";

pub fn is_vowel(c: char) -> bool {
    VOWELS.contains(c)
}

/// One of the four colors (shapes on the boardspace cards: red circle, blue triangle,
/// green diamond, yellow square).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Color {
    R,
    B,
    G,
    Y,
}

impl Color {
    pub const ALL: [Color; 4] = [Color::R, Color::B, Color::G, Color::Y];

    fn bit(self) -> u8 {
        match self {
            Color::R => 1,
            Color::B => 2,
            Color::G => 4,
            Color::Y => 8,
        }
    }
}

/// A set of colors (a card's colors, or the colors a word is locked in).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Colors(pub u8);

impl Colors {
    pub(crate) const NONE: Colors = Colors(0);
    pub const ALL: Colors = Colors(15);

    pub fn of(cs: &[Color]) -> Colors {
        Colors(cs.iter().fold(0, |a, c| a | c.bit()))
    }
    /// "R", "RB", "GY", "RBGY".
    pub fn parse(s: &str) -> Option<Colors> {
        let mut v = 0u8;
        for ch in s.chars() {
            v |= match ch.to_ascii_uppercase() {
                'R' => 1,
                'B' => 2,
                'G' => 4,
                'Y' => 8,
                _ => return None,
            };
        }
        (v != 0).then_some(Colors(v))
    }
    pub fn contains(self, c: Color) -> bool {
        self.0 & c.bit() != 0
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn and(self, o: Colors) -> Colors {
        Colors(self.0 & o.0)
    }
    pub fn meets(self, o: Colors) -> bool {
        self.0 & o.0 != 0
    }
    pub fn iter(self) -> impl Iterator<Item = Color> {
        Color::ALL.into_iter().filter(move |c| self.contains(*c))
    }
    /// The color-lock multiplier of a word whose cards share these colors: 1 (none),
    /// 2 (one color) or 4 (both colors of a two-color pair, red+blue or green+yellow).
    pub(crate) fn lock_multiplier(self) -> i32 {
        if self.is_empty() {
            1
        } else if self.0 & 3 == 3 || self.0 & 12 == 12 {
            4
        } else {
            2
        }
    }
    /// "RB", "Y", "".
    pub fn code(self) -> String {
        self.iter()
            .map(|c| format!("{c:?}"))
            .collect::<Vec<_>>()
            .join("")
    }
}

/// What is printed on a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CardKind {
    Letter(char),
    /// Any letter A-Z.
    Wild,
    /// A, E, I, O, U or Y.
    Vowel,
    /// Only a pre-play: removes a word's value.
    Joker,
}

/// One card of the deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Card {
    pub id: CardId,
    pub kind: CardKind,
    pub value: i32,
    /// 0, 2 or 3: a starred card multiplies the word by its stars.
    pub stars: u8,
    pub colors: Colors,
}

impl Card {
    /// The star factor: 1 for a card without stars.
    pub fn star_factor(&self) -> i32 {
        i32::from(self.stars.max(1))
    }
    /// Can this card stand for `letter` in a word?
    pub fn can_be(&self, letter: char) -> bool {
        match self.kind {
            CardKind::Letter(l) => l == letter,
            CardKind::Wild => letter.is_ascii_uppercase(),
            CardKind::Vowel => is_vowel(letter),
            CardKind::Joker => false,
        }
    }
    pub fn letter(&self) -> Option<char> {
        match self.kind {
            CardKind::Letter(l) => Some(l),
            _ => None,
        }
    }
    pub(crate) fn is_joker(&self) -> bool {
        self.kind == CardKind::Joker
    }
    pub fn is_special(&self) -> bool {
        matches!(self.kind, CardKind::Wild | CardKind::Vowel)
    }
    /// Can be shown in a vowel play (a vowel letter, a vowel card or a wild card).
    pub(crate) fn is_vowelish(&self) -> bool {
        match self.kind {
            CardKind::Letter(l) => is_vowel(l),
            CardKind::Wild | CardKind::Vowel => true,
            CardKind::Joker => false,
        }
    }
    /// "P2***" style short label: letter (or `*` wild, `+` vowel, `#` joker), value,
    /// stars.
    pub fn label(&self) -> String {
        let face = match self.kind {
            CardKind::Letter(l) => l.to_string(),
            CardKind::Wild => "*".into(),
            CardKind::Vowel => "+".into(),
            CardKind::Joker => "#".into(),
        };
        let stars = "*".repeat(usize::from(self.stars));
        format!("{face}{}{stars}", self.value)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckFile {
    group: Vec<Group>,
    specials: Specials,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Group {
    colors: String,
    letters: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Specials {
    wild: usize,
    vowel: usize,
    joker: usize,
}

fn bad(line: &str) -> PalabraError {
    PalabraError::BadDeck(line.to_string())
}

/// One `letters` entry: "2xA 1", "C 3 **".
fn parse_entry(s: &str) -> Result<(usize, char, i32, u8), PalabraError> {
    let mut parts = s.split_whitespace();
    let head = parts.next().ok_or_else(|| bad(s))?;
    let (count, letter) = match head.split_once('x') {
        Some((n, l)) => (n.parse::<usize>().map_err(|_| bad(s))?, l),
        None => (1, head),
    };
    let mut lc = letter.chars();
    let letter = match (lc.next(), lc.next()) {
        (Some(c), None) if c.is_ascii_alphabetic() => c.to_ascii_uppercase(),
        _ => return Err(bad(s)),
    };
    let value: i32 = parts
        .next()
        .and_then(|v| v.parse().ok())
        .ok_or_else(|| bad(s))?;
    let stars = match parts.next() {
        None => 0,
        Some(st) if st.chars().all(|c| c == '*') && st.len() <= 9 => st.len() as u8,
        Some(_) => return Err(bad(s)),
    };
    if parts.next().is_some() || count == 0 {
        return Err(bad(s));
    }
    Ok((count, letter, value, stars))
}

/// Reads a deck file: the cards in file order, ids 0, 1, 2...
pub fn parse_deck(text: &str) -> Result<Vec<Card>, PalabraError> {
    let file: DeckFile = toml::from_str(text).map_err(|e| bad(&e.to_string()))?;
    let mut cards = Vec::new();
    let mut push = |kind, value, stars, colors| {
        let id = cards.len();
        cards.push(Card {
            id,
            kind,
            value,
            stars,
            colors,
        });
    };
    for g in &file.group {
        let colors = Colors::parse(&g.colors).ok_or_else(|| bad(&g.colors))?;
        for e in &g.letters {
            let (count, letter, value, stars) = parse_entry(e)?;
            for _ in 0..count {
                push(CardKind::Letter(letter), value, stars, colors);
            }
        }
    }
    let s = &file.specials;
    for _ in 0..s.wild {
        push(CardKind::Wild, 0, 0, Colors::ALL);
    }
    for _ in 0..s.vowel {
        push(CardKind::Vowel, 0, 0, Colors::ALL);
    }
    for _ in 0..s.joker {
        push(CardKind::Joker, 0, 0, Colors::NONE);
    }
    Ok(cards)
}

/// The shipped deck, once or twice (ids renumbered), with or without the jokers.
pub(crate) fn game_deck(two_decks: bool, jokers: bool) -> Vec<Card> {
    let one = parse_deck(DEFAULT_DECK).unwrap_or_default();
    let copies = if two_decks { 2 } else { 1 };
    let mut all = Vec::new();
    for _ in 0..copies {
        for c in &one {
            if jokers || !c.is_joker() {
                all.push(Card {
                    id: all.len(),
                    ..*c
                });
            }
        }
    }
    all
}

/// The face value of a letter in the shipped deck (every card of a letter has the same
/// value): A=1 ... Q=Z=10.
pub fn letter_value(letter: char) -> i32 {
    match letter {
        'A' | 'E' | 'I' | 'O' | 'U' | 'N' | 'R' | 'S' | 'T' => 1,
        'D' | 'L' | 'P' => 2,
        'C' | 'M' => 3,
        'B' | 'F' | 'H' | 'Y' => 4,
        'G' | 'V' | 'W' => 5,
        'K' => 6,
        'X' => 8,
        'J' => 9,
        'Q' | 'Z' => 10,
        _ => 0,
    }
}
