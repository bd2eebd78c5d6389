//! Letter cards, comodines and the deck, read from `assets/rapiletras/deck.toml`.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use toml::Spanned;

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

    pub(crate) fn is_comodin(self) -> bool {
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
pub(crate) fn letter_of(c: char) -> Option<char> {
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

/// Most cards a deck may have.
pub(crate) const MAX_DECK_CARDS: usize = 1000;
/// Highest penalty value of a card (values are 0 to this).
pub(crate) const MAX_CARD_VALUE: i32 = 1000;
/// Most bytes a deck file may have (the shipped one is 1.5 KB).
pub(crate) const MAX_DECK_BYTES: u64 = 100_000;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckFile {
    comodines: Spanned<i64>,
    comodin_value: Spanned<i64>,
    letters: BTreeMap<Spanned<String>, SpecFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SpecFile {
    count: Spanned<i64>,
    value: Spanned<i64>,
}

/// A deck problem: where it is (line, column, 1-based) and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct DeckError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl std::fmt::Display for DeckError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

/// The deck the house rules ask for: the built-in one, or the user's file. A user's
/// file must be a regular file of at most [`MAX_DECK_BYTES`]; errors name the file,
/// line and column (`deck.toml:3:1: ...`).
pub fn load_deck(path: &str) -> Result<Deck, String> {
    if path.is_empty() {
        return Ok(Deck::default());
    }
    let text = crate::config::read_text_file(
        std::path::Path::new(path),
        MAX_DECK_BYTES,
        "a Rapiletras deck file (TOML)",
    )
    .map_err(|e| e.to_string())?;
    parse_deck_located(&text).map_err(|e| format!("{path}:{}:{}: {}", e.line, e.column, e.message))
}

/// Reads a deck TOML (see `assets/rapiletras/deck.toml`). Errors name the problem and
/// where it is.
pub fn parse_deck(text: &str) -> Result<Deck, String> {
    parse_deck_located(text).map_err(|e| e.to_string())
}

/// [`parse_deck`] with the place of the problem kept apart.
pub(crate) fn parse_deck_located(text: &str) -> Result<Deck, DeckError> {
    let at = |offset: usize, message: String| {
        let (line, column) = crate::config::line_col(text, offset);
        DeckError {
            line,
            column,
            message,
        }
    };
    let file: DeckFile = toml::from_str(text).map_err(|e| {
        at(
            e.span().map_or(0, |s| s.start),
            e.message().trim().to_string(),
        )
    })?;
    let in_range = |v: &Spanned<i64>, hi: i64, what: &str| -> Result<u32, DeckError> {
        let n = *v.get_ref();
        if (0..=hi).contains(&n) {
            Ok(n as u32)
        } else {
            Err(at(
                v.span().start,
                format!("{what} is {n}, expected a number from 0 to {hi}"),
            ))
        }
    };
    let max_cards = MAX_DECK_CARDS as i64;
    let max_value = i64::from(MAX_CARD_VALUE);
    let mut letters = Vec::new();
    for (key, spec) in &file.letters {
        let name = key.get_ref();
        let place = key.span().start;
        let mut chars = name.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            return Err(at(place, format!("`{name}` is not one letter")));
        };
        let letter = letter_of(c).ok_or_else(|| at(place, format!("`{name}` is not a letter")))?;
        if letter != c {
            return Err(at(place, format!("write `{letter}`, not `{name}`")));
        }
        let count = in_range(&spec.count, max_cards, &format!("the count of `{name}`"))?;
        let value = in_range(&spec.value, max_value, &format!("the value of `{name}`"))?;
        letters.push(LetterSpec {
            letter,
            count,
            value: value as i32,
        });
    }
    letters.sort_by_key(|s| s.letter);
    let comodines = in_range(&file.comodines, max_cards, "comodines")?;
    let comodin_value = in_range(&file.comodin_value, max_value, "comodin_value")?;
    let deck = Deck {
        letters,
        comodines,
        comodin_value: comodin_value as i32,
    };
    if deck.size() > MAX_DECK_CARDS {
        return Err(at(
            0,
            format!(
                "the deck has {} cards, expected at most {MAX_DECK_CARDS}",
                deck.size()
            ),
        ));
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

    /// Penalty points of a hand. Never overflows: it saturates (a checked deck has at
    /// most 1000 cards of value 1000 or less, so it stays far below the limit anyway).
    pub(crate) fn hand_value(&self, cards: &[Card]) -> i32 {
        cards
            .iter()
            .fold(0i32, |sum, &c| sum.saturating_add(self.value(c)))
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
    fn deck_limits_and_saturating_hand_value() {
        let base = "comodines = 1\ncomodin_value = 2\n[letters]\n";
        let err =
            parse_deck_located(&format!("{base}Z = {{ count = 1, value = 1001 }}")).unwrap_err();
        assert_eq!((err.line, err.column), (4, 26));
        assert_eq!(
            err.message,
            "the value of `Z` is 1001, expected a number from 0 to 1000"
        );
        assert!(parse_deck(&format!("{base}Z = {{ count = 1, value = 1000 }}")).is_ok());
        let err = parse_deck(&format!(
            "{base}A = {{ count = 600, value = 1 }}\nB = {{ count = 400, value = 1 }}"
        ))
        .unwrap_err();
        assert!(err.contains("1001 cards, expected at most 1000"), "{err}");
        // Even a deck built in code with absurd values cannot overflow a hand's sum.
        let deck = Deck {
            letters: vec![LetterSpec {
                letter: 'A',
                count: 2,
                value: i32::MAX,
            }],
            comodines: 0,
            comodin_value: 0,
        };
        assert_eq!(
            deck.hand_value(&[Card::Letter('A'), Card::Letter('A')]),
            i32::MAX
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
