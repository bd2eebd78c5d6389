//! Words on the table and how a play scores.

use super::cards::{Card, CardKind, Colors};
use crate::engine::SeatId;
use serde::{Deserialize, Serialize};

/// The bonus for a word play that uses all seven cards of a hand.
pub(crate) const ALL_SEVEN_BONUS: i32 = 70;
/// Cards in a full hand.
pub(crate) const HAND_SIZE: usize = 7;

/// What was laid on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayKind {
    Word,
    Straight,
    Flush,
}

/// One card of a table word and the letter it stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub card: Card,
    /// The letter (for a flush: the card's letter, `*` wild, `+` vowel card).
    pub letter: char,
    /// Laid by the word's owner in this play: its stars multiply.
    pub own: bool,
    /// This letter was shaved (each letter can be shaved once).
    pub shaved: bool,
}

/// A word (or straight, or flush) in front of its owner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableWord {
    /// Unique per play in a game.
    pub serial: u64,
    pub kind: PlayKind,
    pub owner: SeatId,
    pub cards: Vec<Placed>,
    /// The colors every card shares (empty: not locked; always empty for a flush).
    pub lock: Colors,
    /// What one face point is worth in this word: the stars of the owner's cards times
    /// the lock multiplier (1 for a flush). A shaved card moves face value x this.
    pub mult: i32,
    /// The points the owner scored for it (the 70 bonus included).
    pub scored: i32,
    /// Points shaved away so far.
    pub shaved: i32,
    /// Jokered: worth nothing more; it stays until its owner discards it.
    pub jokered: bool,
    /// Shaving cards and jokers lying on the word (discarded with it).
    pub lying: Vec<Card>,
    /// The seat that built it on someone else's word, and that word.
    pub built_on: Option<(SeatId, String)>,
}

impl TableWord {
    pub fn word(&self) -> String {
        self.cards.iter().map(|p| p.letter).collect()
    }
    /// What the word still counts for its owner: what a joker removes.
    pub fn value(&self) -> i32 {
        if self.jokered {
            0
        } else {
            self.scored - self.shaved
        }
    }
    /// The star factors of the owner's cards, in order.
    pub fn stars(&self) -> Vec<i32> {
        star_factors(&self.cards, self.kind)
    }
}

/// How a play scores, step by step (the preview prints it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Breakdown {
    /// The sum of the face values.
    pub letters: i32,
    /// Star factors applied (cards of the player's own with 2 or 3 stars).
    pub stars: Vec<i32>,
    pub lock: Colors,
    /// 1, 2 or 4.
    pub lock_mult: i32,
    /// letters x stars x lock.
    pub base: i32,
    /// 70 when all seven cards of a hand were used.
    pub bonus: i32,
    /// base + bonus: what the play scores (before a final-play multiplier).
    pub total: i32,
}

fn star_factors(cards: &[Placed], kind: PlayKind) -> Vec<i32> {
    if kind == PlayKind::Flush {
        return Vec::new();
    }
    cards
        .iter()
        .filter(|p| p.own && p.card.stars > 1)
        .map(|p| p.card.star_factor())
        .collect()
}

/// The colors all these cards share (jokers have none).
pub(crate) fn shared_colors<'a>(cards: impl IntoIterator<Item = &'a Card>) -> Colors {
    cards
        .into_iter()
        .fold(Colors::ALL, |acc, c| acc.and(c.colors))
}

/// Scores a play: face values x the stars of the own cards x the color lock, plus the
/// 70 bonus when `from_hand` is a full hand of seven. A flush: face values only.
pub fn score(cards: &[Placed], kind: PlayKind, from_hand: usize) -> Breakdown {
    let letters: i32 = cards.iter().map(|p| p.card.value).sum();
    if kind == PlayKind::Flush {
        return Breakdown {
            letters,
            stars: Vec::new(),
            lock: Colors::NONE,
            lock_mult: 1,
            base: letters,
            bonus: 0,
            total: letters,
        };
    }
    let stars = star_factors(cards, kind);
    let lock = if cards.is_empty() {
        Colors::NONE
    } else {
        shared_colors(cards.iter().map(|p| &p.card))
    };
    let lock_mult = lock.lock_multiplier();
    let base = letters * stars.iter().product::<i32>() * lock_mult;
    let bonus = if from_hand >= HAND_SIZE {
        ALL_SEVEN_BONUS
    } else {
        0
    };
    Breakdown {
        letters,
        stars,
        lock,
        lock_mult,
        base,
        bonus,
        total: base + bonus,
    }
}

/// Cards left in hand at the end: face values x stars (x the lock when `with_lock`).
pub fn penalty(hand: &[Card], with_lock: bool) -> i32 {
    if hand.is_empty() {
        return 0;
    }
    let letters: i32 = hand.iter().map(|c| c.value).sum();
    let stars: i32 = hand.iter().map(Card::star_factor).product();
    let lock = if with_lock && hand.iter().all(|c| c.kind != CardKind::Joker) {
        shared_colors(hand).lock_multiplier()
    } else {
        1
    };
    letters * stars * lock
}

/// Are these letters a straight: 3+ letters, each the next of the one before (A after
/// Z), at most 26?
pub fn is_straight(letters: &[char]) -> bool {
    if letters.len() < 3 || letters.len() > 26 {
        return false;
    }
    letters.windows(2).all(|w| {
        let (a, b) = (w[0], w[1]);
        a.is_ascii_uppercase()
            && b.is_ascii_uppercase()
            && (a as u8 - b'A' + 1) % 26 == b as u8 - b'A'
    })
}
