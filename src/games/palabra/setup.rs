//! Test positions: hands and table words written as card tokens, the rest of the deck
//! in the draw pile. Used by the rule tests; not part of normal play.
//!
//! A token is a face (`A`-`Z`, `?` wild, `+` vowel card, `#` joker), for a table word
//! `=X` after a wild or vowel card (the letter it stands for), then optional colors in
//! lower case (`b`, `rb`) and optional stars (`***`): `Pb***`, `?=R`, `Egy`.

use super::cards::{Card, CardKind, Colors};
use super::config::PalabraRules;
use super::error::PalabraError;
use super::state::{Palabra, Phase};
use super::table::{Placed, PlayKind, TableWord, score};
use crate::engine::{SeatId, rng_from_seed};
use rand::seq::SliceRandom;

/// A word on the table of a test position.
#[doc(hidden)]
#[derive(Clone, Debug)]
pub struct SetupWord {
    pub owner: SeatId,
    pub cards: String,
    pub kind: PlayKind,
    /// What the owner scored (default: its score without the 70 bonus).
    pub scored: Option<i32>,
}

#[doc(hidden)]
#[derive(Clone, Debug, Default)]
pub struct Setup {
    pub rules: PalabraRules,
    /// One entry per seat.
    pub hands: Vec<String>,
    pub table: Vec<SetupWord>,
    /// Whose turn it is.
    pub turn: SeatId,
    /// Cards left in the draw pile (the rest go to the discard pile); default all.
    pub draw: Option<usize>,
    /// The seat whose word is the immediately previous play (default: the last word).
    pub last_play: Option<SeatId>,
    pub seed: u64,
}

struct Token {
    kind: CardKind,
    letter: Option<char>,
    colors: Option<Colors>,
    stars: Option<u8>,
}

fn parse_token(t: &str) -> Result<Token, PalabraError> {
    let mut cs = t.chars().peekable();
    let kind = match cs.next() {
        Some(c @ 'A'..='Z') => CardKind::Letter(c),
        Some('?') => CardKind::Wild,
        Some('+') => CardKind::Vowel,
        Some('#') => CardKind::Joker,
        _ => return Err(PalabraError::BadSetup),
    };
    let mut letter = None;
    if cs.peek() == Some(&'=') {
        cs.next();
        letter = cs.next().filter(char::is_ascii_uppercase);
        if letter.is_none() {
            return Err(PalabraError::BadSetup);
        }
    }
    let rest: String = cs.collect();
    let colors_txt: String = rest
        .chars()
        .take_while(|c| c.is_ascii_lowercase())
        .collect();
    let stars_txt = &rest[colors_txt.len()..];
    if !stars_txt.chars().all(|c| c == '*') {
        return Err(PalabraError::BadSetup);
    }
    Ok(Token {
        kind,
        letter,
        colors: if colors_txt.is_empty() {
            None
        } else {
            Some(Colors::parse(&colors_txt).ok_or(PalabraError::BadSetup)?)
        },
        stars: (!stars_txt.is_empty()).then_some(stars_txt.len() as u8),
    })
}

/// Takes the cards for `text` out of `rest` (a card without stars when none are
/// asked for, if there is one).
fn take(rest: &mut Vec<Card>, text: &str) -> Result<Vec<(Card, Option<char>)>, PalabraError> {
    let mut out = Vec::new();
    for t in text.split_whitespace() {
        let tok = parse_token(t)?;
        let fits = |c: &Card| {
            c.kind == tok.kind
                && tok.colors.is_none_or(|cs| c.colors == cs)
                && tok.stars.is_none_or(|s| c.stars == s)
        };
        let i = rest
            .iter()
            .position(|c| fits(c) && (tok.stars.is_some() || c.stars == 0))
            .or_else(|| rest.iter().position(fits))
            .ok_or(PalabraError::BadSetup)?;
        out.push((rest.remove(i), tok.letter));
    }
    Ok(out)
}

impl Palabra {
    #[doc(hidden)]
    pub fn from_setup(s: &Setup) -> Result<Palabra, PalabraError> {
        let players = s.hands.len();
        if !(2..=12).contains(&players) || s.turn >= players {
            return Err(PalabraError::PlayerCount(players));
        }
        let deck = super::cards::game_deck(s.rules.two_decks, !s.rules.eliminate_high_score);
        let mut rest = deck.clone();
        let mut g = Palabra::empty(players, s.rules.clone(), deck, rng_from_seed(s.seed));
        for (seat, h) in s.hands.iter().enumerate() {
            g.hands[seat] = take(&mut rest, h)?.into_iter().map(|c| c.0).collect();
            g.hands[seat].sort_by_key(|c| c.id);
        }
        for w in &s.table {
            if w.owner >= players || g.table[w.owner].is_some() {
                return Err(PalabraError::BadSetup);
            }
            let mut placed = Vec::new();
            for (card, letter) in take(&mut rest, &w.cards)? {
                let letter = match (card.kind, w.kind) {
                    (CardKind::Letter(l), _) => l,
                    (CardKind::Vowel, PlayKind::Flush) => '+',
                    (_, PlayKind::Flush) => '*',
                    _ => letter.ok_or(PalabraError::BadSetup)?,
                };
                placed.push(Placed {
                    card,
                    letter,
                    own: true,
                    shaved: false,
                });
            }
            let sc = score(&placed, w.kind, 0);
            g.serial += 1;
            g.table[w.owner] = Some(TableWord {
                serial: g.serial,
                kind: w.kind,
                owner: w.owner,
                cards: placed,
                lock: sc.lock,
                mult: sc.stars.iter().product::<i32>() * sc.lock_mult,
                scored: w.scored.unwrap_or(sc.total),
                shaved: 0,
                jokered: false,
                lying: Vec::new(),
                built_on: None,
            });
            g.last_play = Some(g.serial);
        }
        if let Some(seat) = s.last_play {
            g.last_play = g.table.get(seat).and_then(|w| w.as_ref().map(|w| w.serial));
        }
        rest.shuffle(&mut g.rng);
        if let Some(k) = s.draw {
            while rest.len() > k {
                if let Some(c) = rest.pop() {
                    g.discard.push(c);
                }
            }
        }
        g.draw = rest;
        g.turn = s.turn;
        g.first = s.turn;
        g.turn_no = 1;
        g.to_act = Some(s.turn);
        g.phase = if g.ctx(s.turn).any_pre_play() {
            Phase::PrePlay
        } else {
            Phase::Play
        };
        if s.rules.simultaneous_play {
            g.turn_no = 0;
            let mut ev = Vec::new();
            g.start_round(&mut ev);
        }
        Ok(g)
    }

    /// The word in front of `seat` (tests).
    #[doc(hidden)]
    pub fn word_of(&self, seat: SeatId) -> Option<&TableWord> {
        self.table.get(seat).and_then(Option::as_ref)
    }
}
