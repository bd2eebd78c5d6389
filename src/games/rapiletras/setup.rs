//! Test positions: hands, table and pozo written as text, the rest of the deck in the
//! mazo. Used by the rule tests; not part of normal play.

use super::cards::{Card, Deck, take};
use super::config::RapiRules;
use super::error::RapiError;
use super::state::{Phase, Rapiletras};
use super::words::{TableWord, parse_typed};
use crate::engine::{SeatId, rng_from_seed};
use rand::seq::SliceRandom;

/// A position to start from. Cards are written as in `Card::list` ("CA*SA": `*` is a
/// comodín); table words as typed words ("*CASOS": a comodín stands for the C).
#[doc(hidden)]
#[derive(Clone, Debug, Default)]
pub struct Setup {
    pub rules: RapiRules,
    /// One entry per seat (2 to 6).
    pub hands: Vec<String>,
    pub table: Vec<String>,
    /// Bottom to top.
    pub pozo: String,
    pub die: u8,
    pub previous_die: Option<u8>,
    pub dealer: SeatId,
    /// Whose turn it is (default: left of the dealer).
    pub turn: Option<SeatId>,
    /// Starting totals (default: all 0).
    pub totals: Vec<i32>,
    pub seed: u64,
    /// Another deck than the shipped one.
    pub deck: Option<Deck>,
}

fn take_all(rest: &mut Vec<Card>, cards: &[Card]) -> Result<(), RapiError> {
    for &c in cards {
        if !take(rest, c) {
            return Err(RapiError::NotInHand(c));
        }
    }
    Ok(())
}

impl Rapiletras {
    #[doc(hidden)]
    pub fn from_setup(s: &Setup) -> Result<Rapiletras, RapiError> {
        let players = s.hands.len();
        if !(2..=6).contains(&players) {
            return Err(RapiError::PlayerCount(players));
        }
        if s.dealer >= players || !(1..=6).contains(&s.die) || s.turn.is_some_and(|t| t >= players)
        {
            return Err(RapiError::BadSetup);
        }
        let deck = s.deck.clone().unwrap_or_default();
        let mut rest = deck.cards();
        let mut game = Rapiletras::empty(
            players,
            s.rules.clone(),
            deck,
            rng_from_seed(s.seed),
            s.dealer,
        );
        for (seat, h) in s.hands.iter().enumerate() {
            let cards = Card::list(h);
            take_all(&mut rest, &cards)?;
            game.hands[seat] = cards;
            game.hands[seat].sort_unstable();
        }
        for w in &s.table {
            let t = parse_typed(w)?;
            let cards: Vec<Card> = (0..t.letters.len())
                .map(|i| {
                    if t.wild[i] {
                        Card::Comodin
                    } else {
                        Card::Letter(t.letters[i])
                    }
                })
                .collect();
            take_all(&mut rest, &cards)?;
            game.table.push(TableWord {
                letters: t.word(),
                cards,
                owner: 0,
                last_changed_by: 0,
                made_with_die: t.letters.len() as u8,
                shown: String::new(),
            });
        }
        let pozo = Card::list(&s.pozo);
        take_all(&mut rest, &pozo)?;
        game.pozo = pozo;
        rest.shuffle(&mut game.rng);
        game.mazo = rest;
        game.hand_no = 1;
        game.die = s.die;
        game.previous_die = s.previous_die;
        game.cycle_no = if s.previous_die.is_some() { 2 } else { 1 };
        game.phase = Phase::Playing;
        game.turn = s.turn.unwrap_or((s.dealer + 1) % players);
        game.to_act = Some(game.turn);
        if s.totals.len() == players {
            game.totals = s.totals.clone();
        }
        Ok(game)
    }

    /// Moves mazo cards onto the pozo until `keep` are left in the mazo.
    #[doc(hidden)]
    pub fn mazo_to_pozo(&mut self, keep: usize) {
        while self.mazo.len() > keep {
            if let Some(c) = self.mazo.pop() {
                self.pozo.push(c);
            }
        }
    }

    #[doc(hidden)]
    pub fn mazo_len(&self) -> usize {
        self.mazo.len()
    }

    #[doc(hidden)]
    pub fn pozo(&self) -> &[Card] {
        &self.pozo
    }

    #[doc(hidden)]
    pub fn turn(&self) -> SeatId {
        self.turn
    }
}
