//! The 52-card deck (jokers out), one or two decks shuffled together.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }
}

/// A card. `rank` is 2 to 14 (J 11, Q 12, K 13, A 14); `deck` tells apart the two copies
/// of a card when two decks are shuffled together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Card {
    pub rank: u8,
    pub suit: Suit,
    pub deck: u8,
}

impl Card {
    pub fn new(rank: u8, suit: Suit) -> Card {
        Card {
            rank,
            suit,
            deck: 0,
        }
    }

    /// "10♥", "Q♠".
    pub fn label(self) -> String {
        format!("{}{}", rank_label(self.rank), self.suit.symbol())
    }
}

/// "2".."10", "J", "Q", "K", "A".
pub(crate) fn rank_label(rank: u8) -> String {
    match rank {
        11 => "J".into(),
        12 => "Q".into(),
        13 => "K".into(),
        14 => "A".into(),
        r => r.to_string(),
    }
}

/// Every card of `decks` decks, in a fixed order (shuffled by the deal).
pub fn full_deck(decks: u8) -> Vec<Card> {
    let mut cards = Vec::with_capacity(52 * decks as usize);
    for deck in 0..decks {
        for suit in Suit::ALL {
            for rank in 2..=14 {
                cards.push(Card { rank, suit, deck });
            }
        }
    }
    cards
}

/// Cards in the order a hand is shown: by rank, then suit.
pub(crate) fn sort_hand(cards: &mut [Card]) {
    cards.sort_by_key(|c| (c.rank, c.suit, c.deck));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decks_have_52_distinct_cards_each() {
        let two = full_deck(2);
        assert_eq!(two.len(), 104);
        let mut d = two.clone();
        d.sort();
        d.dedup();
        assert_eq!(d.len(), 104);
        assert_eq!(Card::new(10, Suit::Hearts).label(), "10♥");
        assert_eq!(Card::new(12, Suit::Spades).label(), "Q♠");
    }
}
