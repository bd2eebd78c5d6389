//! The 48 Pala cards and how colors mix.

use serde::{Deserialize, Serialize};

/// A paint color. Primaries: red, blue, yellow. Secondaries: orange, green, purple.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    Red,
    Blue,
    Yellow,
    Orange,
    Green,
    Purple,
}

impl Color {
    pub const ALL: [Color; 6] = [
        Color::Red,
        Color::Blue,
        Color::Yellow,
        Color::Orange,
        Color::Green,
        Color::Purple,
    ];

    pub fn is_primary(self) -> bool {
        matches!(self, Color::Red | Color::Blue | Color::Yellow)
    }

    /// R B Y O G P.
    pub fn letter(self) -> char {
        match self {
            Color::Red => 'R',
            Color::Blue => 'B',
            Color::Yellow => 'Y',
            Color::Orange => 'O',
            Color::Green => 'G',
            Color::Purple => 'P',
        }
    }

    /// The secondary color two different primaries make (red+yellow = orange,
    /// yellow+blue = green, red+blue = purple); None for anything else.
    pub fn mix(a: Color, b: Color) -> Option<Color> {
        use Color::*;
        match (a, b) {
            (Red, Yellow) | (Yellow, Red) => Some(Orange),
            (Yellow, Blue) | (Blue, Yellow) => Some(Green),
            (Red, Blue) | (Blue, Red) => Some(Purple),
            _ => None,
        }
    }

    /// The two primaries a secondary color is made of.
    pub(crate) fn parts(self) -> Option<(Color, Color)> {
        use Color::*;
        match self {
            Orange => Some((Red, Yellow)),
            Green => Some((Blue, Yellow)),
            Purple => Some((Red, Blue)),
            _ => None,
        }
    }

    /// Index in `Color::ALL`.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// One card. Duplicates in the deck (two red 1s, ...) are interchangeable.
/// Ordered by color (R B Y O G P), then value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Card {
    pub color: Color,
    pub value: u8,
}

impl Card {
    pub const fn new(color: Color, value: u8) -> Card {
        Card { color, value }
    }

    /// Parses the short form ("R5", "g9"); None if it is not a card of the deck.
    pub fn parse(s: &str) -> Option<Card> {
        let mut chars = s.trim().chars();
        let letter = chars.next()?.to_ascii_uppercase();
        let color = Color::ALL.into_iter().find(|c| c.letter() == letter)?;
        let value: u8 = chars.as_str().parse().ok()?;
        let values = if color.is_primary() {
            &PRIMARY_VALUES
        } else {
            &SECONDARY_VALUES
        };
        values.contains(&value).then_some(Card::new(color, value))
    }

    /// Short form such as "R5" or "G9".
    pub fn short(self) -> String {
        format!("{}{}", self.color.letter(), self.value)
    }
}

/// Values of the eight cards of a primary color.
pub(crate) const PRIMARY_VALUES: [u8; 8] = [1, 1, 2, 2, 3, 3, 4, 5];
/// Values of the eight cards of a secondary color.
pub(crate) const SECONDARY_VALUES: [u8; 8] = [2, 3, 4, 5, 6, 7, 8, 9];

/// The full 48-card deck, sorted.
pub fn full_deck() -> Vec<Card> {
    let mut deck = Vec::with_capacity(48);
    for color in Color::ALL {
        let values = if color.is_primary() {
            &PRIMARY_VALUES
        } else {
            &SECONDARY_VALUES
        };
        deck.extend(values.iter().map(|&v| Card::new(color, v)));
    }
    deck
}

/// Removes one copy of `card` from `cards`; false if there is none.
pub fn take(cards: &mut Vec<Card>, card: Card) -> bool {
    match cards.iter().position(|&c| c == card) {
        Some(i) => {
            cards.remove(i);
            true
        }
        None => false,
    }
}

/// Whether `cards` holds every card of `wanted` (with multiplicity).
pub(crate) fn contains_all(cards: &[Card], wanted: &[Card]) -> bool {
    let mut pool: Vec<Card> = cards.to_vec();
    wanted.iter().all(|&c| take(&mut pool, c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_has_48_cards_8_per_color() {
        let deck = full_deck();
        assert_eq!(deck.len(), 48);
        for c in Color::ALL {
            assert_eq!(deck.iter().filter(|k| k.color == c).count(), 8);
        }
        let reds: Vec<u8> = deck
            .iter()
            .filter(|k| k.color == Color::Red)
            .map(|k| k.value)
            .collect();
        assert_eq!(reds, vec![1, 1, 2, 2, 3, 3, 4, 5]);
        let greens: Vec<u8> = deck
            .iter()
            .filter(|k| k.color == Color::Green)
            .map(|k| k.value)
            .collect();
        assert_eq!(greens, vec![2, 3, 4, 5, 6, 7, 8, 9]);
    }

    #[test]
    fn mixing_table() {
        use Color::*;
        assert_eq!(Color::mix(Red, Yellow), Some(Orange));
        assert_eq!(Color::mix(Blue, Yellow), Some(Green));
        assert_eq!(Color::mix(Blue, Red), Some(Purple));
        assert_eq!(Color::mix(Red, Red), None);
        assert_eq!(Color::mix(Red, Green), None);
        for s in [Orange, Green, Purple] {
            let (a, b) = s.parts().unwrap();
            assert_eq!(Color::mix(a, b), Some(s));
        }
        assert_eq!(Red.parts(), None);
        let letters: String = Color::ALL.iter().map(|c| c.letter()).collect();
        assert_eq!(letters, "RBYOGP");
    }

    #[test]
    fn take_removes_one_copy() {
        let mut v = vec![Card::new(Color::Red, 1), Card::new(Color::Red, 1)];
        assert!(take(&mut v, Card::new(Color::Red, 1)));
        assert_eq!(v.len(), 1);
        assert!(!take(&mut v, Card::new(Color::Blue, 1)));
        assert!(contains_all(&v, &[Card::new(Color::Red, 1)]));
        assert!(!contains_all(
            &v,
            &[Card::new(Color::Red, 1), Card::new(Color::Red, 1)]
        ));
    }
}
