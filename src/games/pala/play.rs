//! Playing to a trick: which plays are legal, and who is winning.

use super::cards::{Card, Color, contains_all};
use super::error::PalaError;
use crate::engine::SeatId;
use serde::{Deserialize, Serialize};

/// What a player puts on a trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Play {
    /// Lead, copy or junk one card.
    Single(Card),
    /// Two primaries that make the (secondary) trick color; value = sum.
    Mix(Card, Card),
    /// On a primary trick you cannot copy: `primary` goes onto the card winning now,
    /// `secondary` (the color they make) is your own card.
    Smear { primary: Card, secondary: Card },
}

impl Play {
    pub fn cards(&self) -> Vec<Card> {
        match *self {
            Play::Single(c) => vec![c],
            Play::Mix(a, b) => vec![a, b],
            Play::Smear { primary, secondary } => vec![primary, secondary],
        }
    }
}

/// How a play relates to the trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayKind {
    Lead,
    Copy,
    Mix,
    Smear,
    Junk,
}

/// One seat's cards in a trick.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrickPlay {
    pub seat: SeatId,
    /// The card(s) in front of this seat: one card, the two mixed primaries, or a
    /// smearer's secondary card.
    pub cards: Vec<Card>,
    /// The primary card another seat smeared onto this seat's card.
    pub smeared_by: Option<Card>,
    /// For a smear: the seat whose card this seat's primary went onto.
    pub smeared_onto: Option<SeatId>,
    pub kind: PlayKind,
}

impl TrickPlay {
    /// The color and value this seat has in front of it now.
    pub fn color_value(&self) -> Option<(Color, u8)> {
        match (self.cards.as_slice(), self.smeared_by) {
            ([c], None) => Some((c.color, c.value)),
            ([c], Some(p)) => Color::mix(c.color, p.color).map(|m| (m, c.value + p.value)),
            ([a, b], None) => Color::mix(a.color, b.color).map(|m| (m, a.value + b.value)),
            _ => None,
        }
    }

    /// Every physical card of this play (including a primary smeared onto it).
    pub fn all_cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.cards.iter().copied().chain(self.smeared_by)
    }
}

/// The trick being played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trick {
    pub leader: SeatId,
    /// None until the lead.
    pub color: Option<Color>,
    pub plays: Vec<TrickPlay>,
    /// Who is winning now (ties make this state, not a function of the values).
    pub winning: Option<SeatId>,
    /// The seats that had cards when the trick began, from the leader clockwise.
    pub participants: Vec<SeatId>,
}

/// The result of putting a play on a trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Added {
    Done,
    /// The acting seat's own play tied the seat winning now: it must decide.
    Tie { with: SeatId },
}

impl Trick {
    pub fn new(leader: SeatId, participants: Vec<SeatId>) -> Trick {
        Trick {
            leader,
            color: None,
            plays: Vec::new(),
            winning: None,
            participants,
        }
    }

    /// The value `seat` has in the trick's current color, None if it does not count.
    pub fn value_of(&self, seat: SeatId) -> Option<u8> {
        let color = self.color?;
        let play = self.plays.iter().find(|p| p.seat == seat)?;
        match play.color_value() {
            Some((c, v)) if c == color => Some(v),
            _ => None,
        }
    }

    /// The seat that plays next, None when every participant has played.
    pub fn next_to_play(&self) -> Option<SeatId> {
        self.participants.get(self.plays.len()).copied()
    }

    pub fn is_complete(&self) -> bool {
        self.plays.len() >= self.participants.len()
    }

    /// Every physical card on the trick.
    pub fn all_cards(&self) -> Vec<Card> {
        self.plays.iter().flat_map(|p| p.all_cards()).collect()
    }

    /// Puts an already checked play on the trick.
    pub fn add(&mut self, seat: SeatId, play: Play, kind: PlayKind) -> Added {
        match (play, kind) {
            (Play::Smear { primary, secondary }, _) => self.add_smear(seat, primary, secondary),
            (_, PlayKind::Lead) => {
                let cards = play.cards();
                self.color = cards.first().map(|c| c.color);
                self.push(seat, cards, kind, None);
                self.winning = Some(seat);
                Added::Done
            }
            (_, PlayKind::Junk) => {
                self.push(seat, play.cards(), kind, None);
                Added::Done
            }
            _ => {
                self.push(seat, play.cards(), kind, None);
                self.settle_own_play(seat)
            }
        }
    }

    fn push(&mut self, seat: SeatId, cards: Vec<Card>, kind: PlayKind, onto: Option<SeatId>) {
        self.plays.push(TrickPlay {
            seat,
            cards,
            smeared_by: None,
            smeared_onto: onto,
            kind,
        });
    }

    /// Compares the acting seat's value with the seat winning now.
    fn settle_own_play(&mut self, seat: SeatId) -> Added {
        let mine = self.value_of(seat);
        let best = self.winning.and_then(|w| self.value_of(w));
        match (mine, best) {
            (Some(m), Some(b)) if m > b => self.winning = Some(seat),
            (Some(m), Some(b)) if m == b => {
                if let Some(w) = self.winning {
                    return Added::Tie { with: w };
                }
            }
            (Some(_), None) => self.winning = Some(seat),
            _ => {}
        }
        Added::Done
    }

    fn add_smear(&mut self, seat: SeatId, primary: Card, secondary: Card) -> Added {
        let target = self.winning;
        if let Some(w) = target
            && let Some(p) = self.plays.iter_mut().find(|p| p.seat == w)
        {
            p.smeared_by = Some(primary);
        }
        self.color = Some(secondary.color);
        // Best among the earlier plays in the new color; ties go to the earlier card.
        let mut best: Option<(SeatId, u8)> = None;
        for p in &self.plays {
            if let Some((c, v)) = p.color_value()
                && c == secondary.color
                && best.is_none_or(|(_, b)| v > b)
            {
                best = Some((p.seat, v));
            }
        }
        self.winning = best.map(|(s, _)| s);
        self.push(seat, vec![secondary], PlayKind::Smear, target);
        self.settle_own_play(seat)
    }
}

/// Checks a play against a hand and the trick's current color (None: leading).
/// Returns how the play relates to the trick, or the precise reason it is illegal.
pub fn check_play(hand: &[Card], trick: Option<Color>, play: &Play) -> Result<PlayKind, PalaError> {
    if let Play::Smear { .. } = play
        && hand.len() < 2
    {
        return Err(PalaError::SmearWithLastCard);
    }
    let cards = play.cards();
    if !contains_all(hand, &cards) {
        let mut pool = hand.to_vec();
        let missing = cards
            .iter()
            .copied()
            .find(|&c| !super::cards::take(&mut pool, c))
            .unwrap_or(cards[0]);
        return Err(PalaError::NotInHand(missing));
    }
    let Some(t) = trick else {
        return match play {
            Play::Single(_) => Ok(PlayKind::Lead),
            _ => Err(PalaError::LeaderOneCard),
        };
    };
    let holds = hand.iter().any(|c| c.color == t);
    if t.is_primary() {
        match *play {
            Play::Single(c) if c.color == t => Ok(PlayKind::Copy),
            _ if holds => Err(PalaError::MustCopy(t)),
            Play::Single(_) => Ok(PlayKind::Junk),
            Play::Mix(..) => Err(PalaError::MixOnPrimary(t)),
            Play::Smear { primary, secondary } => {
                if !primary.color.is_primary() || primary.color == t {
                    return Err(PalaError::SmearNeedsPrimary(t));
                }
                match Color::mix(primary.color, t) {
                    Some(need) if secondary.color == need => Ok(PlayKind::Smear),
                    Some(need) => Err(PalaError::SmearWrongSecondary {
                        primary: primary.color,
                        trick: t,
                        need,
                    }),
                    None => Err(PalaError::SmearNeedsPrimary(t)),
                }
            }
        }
    } else {
        match *play {
            Play::Single(c) if c.color == t => Ok(PlayKind::Copy),
            Play::Single(_) if holds => Err(PalaError::MustMatch(t)),
            Play::Single(_) => Ok(PlayKind::Junk),
            Play::Mix(a, b) => {
                if !a.color.is_primary() || !b.color.is_primary() || a.color == b.color {
                    return Err(PalaError::MixNeedsPrimaries);
                }
                match Color::mix(a.color, b.color) {
                    Some(made) if made == t => Ok(PlayKind::Mix),
                    Some(made) => Err(PalaError::MixToJunk {
                        a: a.color,
                        b: b.color,
                        made,
                        trick: t,
                    }),
                    None => Err(PalaError::MixNeedsPrimaries),
                }
            }
            Play::Smear { .. } => Err(PalaError::SmearOnSecondary(t)),
        }
    }
}

/// Every legal play (duplicate cards counted once; mixes as `Mix(a, b)` with `a < b`).
pub fn legal_plays(hand: &[Card], trick: Option<Color>) -> Vec<Play> {
    let mut distinct: Vec<Card> = hand.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    let Some(t) = trick else {
        return distinct.into_iter().map(Play::Single).collect();
    };
    let holds = distinct.iter().any(|c| c.color == t);
    let mut out = Vec::new();
    if t.is_primary() {
        if holds {
            out.extend(distinct.iter().filter(|c| c.color == t).map(|&c| Play::Single(c)));
        } else {
            out.extend(distinct.iter().map(|&c| Play::Single(c)));
            for &p in distinct.iter().filter(|p| p.color.is_primary()) {
                if let Some(need) = Color::mix(p.color, t) {
                    for &s in distinct.iter().filter(|s| s.color == need) {
                        out.push(Play::Smear { primary: p, secondary: s });
                    }
                }
            }
        }
    } else {
        if holds {
            out.extend(distinct.iter().filter(|c| c.color == t).map(|&c| Play::Single(c)));
        } else {
            out.extend(distinct.iter().map(|&c| Play::Single(c)));
        }
        if let Some((x, y)) = t.parts() {
            for &a in distinct.iter().filter(|c| c.color == x) {
                for &b in distinct.iter().filter(|c| c.color == y) {
                    out.push(Play::Mix(a, b));
                }
            }
        }
    }
    out
}
