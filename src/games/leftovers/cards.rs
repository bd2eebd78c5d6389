//! Letter cards and the deck, read from `assets/leftovers/deck.<lang>.toml` or the
//! player's own file. A deck names its language: that language's dictionary judges words.

use crate::lexicon::Language;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use toml::Spanned;

/// The English deck shipped with the game (120 cards, decks.md).
pub(crate) const DECK_EN: &str = include_str!("../../../assets/leftovers/deck.en.toml");
/// The Spanish deck (the project's design, with Ñ).
pub(crate) const DECK_ES: &str = include_str!("../../../assets/leftovers/deck.es.toml");

/// One card: its letter (`A`-`Z`, `Ñ`) and the points it scores for whoever takes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Card {
    pub letter: char,
    pub value: u8,
}

impl Card {
    pub fn new(letter: char, value: u8) -> Card {
        Card { letter, value }
    }
}

/// Points of some cards.
pub fn points(cards: &[Card]) -> i32 {
    cards.iter().map(|c| i32::from(c.value)).sum()
}

/// The letters of some cards, in order.
pub fn letters(cards: &[Card]) -> String {
    cards.iter().map(|c| c.letter).collect()
}

/// Alphabet rank for "closest to A": A..N, Ñ, O..Z.
pub fn rank(letter: char) -> u32 {
    match letter {
        'A'..='N' => (letter as u32 - 'A' as u32) * 2,
        'Ñ' => ('N' as u32 - 'A' as u32) * 2 + 1,
        'O'..='Z' => (letter as u32 - 'A' as u32) * 2,
        _ => 1000,
    }
}

/// How many cards of a letter the deck holds and what each scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LetterSpec {
    pub letter: char,
    pub count: u32,
    pub value: u8,
}

/// The deck: its language and letters.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck {
    pub language: Language,
    pub letters: Vec<LetterSpec>,
}

/// Most cards a deck may have.
pub(crate) const MAX_DECK_CARDS: usize = 1000;
/// Fewest cards: hands of 10 for the most players (6).
pub(crate) const MIN_DECK_CARDS: usize = 60;
/// Most bytes a deck file may have.
pub(crate) const MAX_DECK_BYTES: u64 = 100_000;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckFile {
    language: Language,
    letters: BTreeMap<Spanned<String>, SpecFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SpecFile {
    count: Spanned<i64>,
    value: Spanned<i64>,
}

/// The built-in deck of a language.
pub fn builtin(language: Language) -> Deck {
    let text = match language {
        Language::English => DECK_EN,
        Language::Spanish => DECK_ES,
    };
    // The shipped files are checked by a test; an empty deck is refused by new_game.
    parse_deck(text).unwrap_or(Deck {
        language,
        letters: Vec::new(),
    })
}

/// The deck the house rules ask for: the user's file when `path` is not empty (its own
/// language wins), else the built-in deck of `language`. Errors name file, line, column.
pub fn load_deck(language: Language, path: &str) -> Result<Deck, String> {
    if path.is_empty() {
        return Ok(builtin(language));
    }
    let text = crate::config::read_text_file(
        std::path::Path::new(path),
        MAX_DECK_BYTES,
        "a Leftovers deck file (TOML)",
    )
    .map_err(|e| e.to_string())?;
    parse_deck(&text).map_err(|e| format!("{path}:{e}"))
}

/// Reads a deck TOML: `language = "en"|"es"` and `[letters] A = { count, value }`.
/// Errors say `line:column: what`.
pub fn parse_deck(text: &str) -> Result<Deck, String> {
    let at = |offset: usize, message: String| {
        let (line, column) = crate::config::line_col(text, offset);
        format!("{line}:{column}: {message}")
    };
    let file: DeckFile = toml::from_str(text).map_err(|e| {
        at(
            e.span().map_or(0, |s| s.start),
            e.message().trim().to_string(),
        )
    })?;
    let mut letters = Vec::new();
    for (key, spec) in &file.letters {
        let name = key.get_ref();
        let place = key.span().start;
        let mut chars = name.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            return Err(at(place, format!("`{name}` is not one letter")));
        };
        let letter = crate::lexicon::normalize::letter_byte(c)
            .map(crate::lexicon::normalize::byte_to_char)
            .ok_or_else(|| at(place, format!("`{name}` is not a letter")))?;
        if letter != c {
            return Err(at(place, format!("write `{letter}`, not `{name}`")));
        }
        let count = *spec.count.get_ref();
        if !(0..=MAX_DECK_CARDS as i64).contains(&count) {
            return Err(at(
                spec.count.span().start,
                format!("the count of `{name}` is {count}, expected 0 to {MAX_DECK_CARDS}"),
            ));
        }
        let value = *spec.value.get_ref();
        if !(1..=4).contains(&value) {
            return Err(at(
                spec.value.span().start,
                format!("the value of `{name}` is {value}, expected 1 to 4"),
            ));
        }
        letters.push(LetterSpec {
            letter,
            count: count as u32,
            value: value as u8,
        });
    }
    letters.sort_by_key(|s| rank(s.letter));
    let deck = Deck {
        language: file.language,
        letters,
    };
    let size = deck.size();
    if !(MIN_DECK_CARDS..=MAX_DECK_CARDS).contains(&size) {
        return Err(at(
            0,
            format!(
                "the deck has {size} cards, expected {MIN_DECK_CARDS} to {MAX_DECK_CARDS} \
                 (hands of 10 for up to 6 players)"
            ),
        ));
    }
    Ok(deck)
}

impl Deck {
    pub fn size(&self) -> usize {
        self.letters.iter().map(|s| s.count as usize).sum()
    }

    /// Every card, in letter order.
    pub fn cards(&self) -> Vec<Card> {
        let mut v = Vec::with_capacity(self.size());
        for s in &self.letters {
            v.extend(std::iter::repeat_n(
                Card::new(s.letter, s.value),
                s.count as usize,
            ));
        }
        v
    }

    /// The card of a letter (None: the deck has no such letter).
    pub fn card(&self, letter: char) -> Option<Card> {
        self.letters
            .iter()
            .find(|s| s.letter == letter && s.count > 0)
            .map(|s| Card::new(s.letter, s.value))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shipped_decks_have_120_cards_and_their_language() {
        let en = parse_deck(DECK_EN).unwrap();
        assert_eq!(en.size(), 120);
        assert_eq!(en.language, Language::English);
        assert_eq!(en.card('Z').map(|c| c.value), Some(4));
        assert_eq!(en.card('Q').map(|c| c.value), Some(4));
        assert_eq!(en.card('E').map(|c| c.value), Some(1));
        assert_eq!(en.cards().iter().filter(|c| c.letter == 'E').count(), 14);
        let es = parse_deck(DECK_ES).unwrap();
        assert_eq!(es.size(), 120);
        assert_eq!(es.language, Language::Spanish);
        assert_eq!(es.card('Ñ').map(|c| c.value), Some(4));
        assert!(es.card('K').is_none());
    }

    #[test]
    fn bad_decks_are_refused_with_a_place() {
        let err =
            parse_deck("language = \"en\"\n[letters]\nA = { count = 60, value = 5 }").unwrap_err();
        assert!(err.starts_with("3:"), "{err}");
        assert!(err.contains("expected 1 to 4"), "{err}");
        assert!(parse_deck("language = \"fr\"\n[letters]").is_err());
        assert!(parse_deck("[letters]\nA = { count = 60, value = 1 }").is_err());
        let small = parse_deck("language = \"en\"\n[letters]\nA = { count = 5, value = 1 }");
        assert!(small.unwrap_err().contains("expected 60"));
    }

    #[test]
    fn enye_ranks_between_n_and_o() {
        assert!(rank('A') < rank('B'));
        assert!(rank('N') < rank('Ñ') && rank('Ñ') < rank('O'));
    }
}
