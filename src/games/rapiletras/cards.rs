//! Letter cards, comodines and the deck, read from `assets/rapiletras/deck.toml`.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The deck shipped with the game (100 letters with Spanish frequencies + 4 comodines).
pub const DEFAULT_DECK: &str = include_str!("../../../assets/rapiletras/deck.toml");

/// One card: a letter (`A`-`Z`, `Ñ`) or a comodín (wild card, only to form a new word).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Card {
    Letter(char),
    Comodin,
}

impl Card {
    /// Cards from a compact text: letters (accents removed) and `*` for a comodín;
    /// anything else is skipped. `Card::list("ca*sa")` = C, A, comodín, S, A.
    pub fn list(text: &str) -> Vec<Card> {
        let mut v = Vec::new();
        for c in text.chars() {
            if c == '*' {
                v.push(Card::Comodin);
            } else if let Some(l) = letter_of(c) {
                v.push(Card::Letter(l));
            }
        }
        v
    }

    pub fn is_comodin(self) -> bool {
        self == Card::Comodin
    }

    /// The letter printed on the card (None for a comodín).
    pub fn letter(self) -> Option<char> {
        match self {
            Card::Letter(c) => Some(c),
            Card::Comodin => None,
        }
    }
}

/// The normalized letter of one character (`á` -> `A`, `ñ` -> `Ñ`), if it is a letter.
pub fn letter_of(c: char) -> Option<char> {
    crate::lexicon::normalize::letter_byte(c).map(crate::lexicon::normalize::byte_to_char)
}

/// How many cards of a letter the deck holds and what each costs left in hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LetterSpec {
    pub letter: char,
    pub count: u32,
    pub value: i32,
}

/// The deck composition and the penalty values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck {
    pub letters: Vec<LetterSpec>,
    pub comodines: u32,
    pub comodin_value: i32,
}

impl Default for Deck {
    fn default() -> Self {
        parse_deck(DEFAULT_DECK).unwrap_or_else(|_| Deck::fallback())
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckFile {
    comodines: u32,
    comodin_value: i32,
    letters: BTreeMap<String, SpecFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SpecFile {
    count: u32,
    value: i32,
}

/// The deck the house rules ask for: the built-in one, or the user's file.
pub fn load_deck(path: &str) -> Result<Deck, String> {
    if path.is_empty() {
        return Ok(Deck::default());
    }
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    parse_deck(&text).map_err(|e| format!("{path}: {e}"))
}

/// Reads a deck TOML (see `assets/rapiletras/deck.toml`). Errors name the problem.
pub fn parse_deck(text: &str) -> Result<Deck, String> {
    let file: DeckFile = toml::from_str(text).map_err(|e| e.to_string())?;
    let mut letters = Vec::new();
    for (key, spec) in &file.letters {
        let mut chars = key.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            return Err(format!("deck: `{key}` is not one letter"));
        };
        let letter = letter_of(c).ok_or_else(|| format!("deck: `{key}` is not a letter"))?;
        if letter != c {
            return Err(format!("deck: write `{letter}`, not `{key}`"));
        }
        if spec.value < 0 {
            return Err(format!("deck: `{key}` has a negative value"));
        }
        letters.push(LetterSpec {
            letter,
            count: spec.count,
            value: spec.value,
        });
    }
    letters.sort_by_key(|s| s.letter);
    if file.comodin_value < 0 {
        return Err("deck: comodin_value is negative".into());
    }
    let deck = Deck {
        letters,
        comodines: file.comodines,
        comodin_value: file.comodin_value,
    };
    if deck.size() > 1000 {
        return Err("deck: more than 1000 cards".into());
    }
    Ok(deck)
}

impl Deck {
    /// The standard composition written in code, used only if the shipped file broke.
    fn fallback() -> Deck {
        let spec = "A12 E12 O9 I6 S7 N6 L5 R6 U5 T4 D5 G2 C5 B2 M2 P2 F1 H2 V1 Y1 Q1 J1 Ñ1 X1 Z1";
        let mut letters = spec
            .split(' ')
            .filter_map(|t| {
                let mut ch = t.chars();
                let letter = ch.next()?;
                let count: u32 = ch.as_str().parse().ok()?;
                Some(LetterSpec {
                    letter,
                    count,
                    value: scrabble_value(letter),
                })
            })
            .collect::<Vec<_>>();
        letters.sort_by_key(|s| s.letter);
        Deck {
            letters,
            comodines: 4,
            comodin_value: 20,
        }
    }

    /// Number of cards.
    pub fn size(&self) -> usize {
        self.letters.iter().map(|s| s.count as usize).sum::<usize>() + self.comodines as usize
    }

    /// Every card of the deck, sorted.
    pub fn cards(&self) -> Vec<Card> {
        let mut v = Vec::with_capacity(self.size());
        for s in &self.letters {
            v.extend(std::iter::repeat_n(
                Card::Letter(s.letter),
                s.count as usize,
            ));
        }
        v.extend(std::iter::repeat_n(Card::Comodin, self.comodines as usize));
        v.sort_unstable();
        v
    }

    /// Penalty points of a card left in hand.
    pub fn value(&self, card: Card) -> i32 {
        match card {
            Card::Comodin => self.comodin_value,
            Card::Letter(c) => self
                .letters
                .iter()
                .find(|s| s.letter == c)
                .map_or(0, |s| s.value),
        }
    }

    pub fn hand_value(&self, cards: &[Card]) -> i32 {
        cards.iter().map(|&c| self.value(c)).sum()
    }
}

/// The Spanish Scrabble value of a letter (decks.md).
fn scrabble_value(c: char) -> i32 {
    match c {
        'D' | 'G' => 2,
        'B' | 'C' | 'M' | 'P' => 3,
        'F' | 'H' | 'V' | 'Y' => 4,
        'Q' => 5,
        'J' | 'Ñ' | 'X' | 'K' | 'W' => 8,
        'Z' => 10,
        _ => 1,
    }
}

/// Removes one `card` from `cards`; false if absent.
pub fn take(cards: &mut Vec<Card>, card: Card) -> bool {
    match cards.iter().position(|&c| c == card) {
        Some(i) => {
            cards.remove(i);
            true
        }
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shipped_deck_parses_with_104_cards() {
        let d = parse_deck(DEFAULT_DECK).unwrap();
        assert_eq!(d.size(), 104);
        assert_eq!(d.cards().len(), 104);
        assert_eq!(d.cards().iter().filter(|c| c.is_comodin()).count(), 4);
        assert_eq!(
            d.cards()
                .iter()
                .filter(|&&c| c == Card::Letter('Ñ'))
                .count(),
            1
        );
        assert_eq!(d.value(Card::Letter('Z')), 10);
        assert_eq!(d.value(Card::Letter('Ñ')), 8);
        assert_eq!(d.value(Card::Letter('A')), 1);
        assert_eq!(d.value(Card::Comodin), 20);
        for s in &d.letters {
            assert_eq!(s.value, scrabble_value(s.letter), "{}", s.letter);
        }
        assert_eq!(Deck::fallback(), d);
    }

    #[test]
    fn bad_decks_are_refused() {
        assert!(
            parse_deck(
                "comodines = 1\ncomodin_value = 2\n[letters]\nAB = { count = 1, value = 1 }"
            )
            .is_err()
        );
        assert!(
            parse_deck("comodines = 1\ncomodin_value = 2\n[letters]\na = { count = 1, value = 1 }")
                .is_err()
        );
        assert!(parse_deck("comodines = 1\ncomodin_value = 2\nbogus = 3\n[letters]").is_err());
        assert!(
            parse_deck(
                "comodines = 1\ncomodin_value = 2\n[letters]\n\"Ñ\" = { count = 1, value = 8 }"
            )
            .is_ok()
        );
    }

    #[test]
    fn card_list() {
        assert_eq!(
            Card::list("ca*Ñá"),
            vec![
                Card::Letter('C'),
                Card::Letter('A'),
                Card::Comodin,
                Card::Letter('Ñ'),
                Card::Letter('A')
            ]
        );
    }
}
