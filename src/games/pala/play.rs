//! Playing to a trick: which plays are legal, and who is winning.

use super::cards::{Card, Color};
use super::error::PalaError;
use super::shared::{PerSeat, Shared};
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
    /// The first card and the second one, if any, without allocating.
    pub fn pair(&self) -> (Card, Option<Card>) {
        match *self {
            Play::Single(c) => (c, None),
            Play::Mix(a, b) => (a, Some(b)),
            Play::Smear { primary, secondary } => (primary, Some(secondary)),
        }
    }

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
    #[inline]
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
    pub plays: Shared<TrickPlay>,
    /// Who is winning now (ties make this state, not a function of the values).
    pub winning: Option<SeatId>,
    /// The seats that had cards when the trick began, from the leader clockwise.
    pub participants: PerSeat<SeatId>,
}

/// The result of putting a play on a trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Added {
    Done,
    /// The acting seat's own play tied the seat winning now: it must decide.
    Tie {
        with: SeatId,
    },
}

impl Trick {
    pub fn new(leader: SeatId, participants: Vec<SeatId>) -> Trick {
        Trick::with_participants(leader, participants.into_iter().collect())
    }

    pub(super) fn with_participants(leader: SeatId, participants: PerSeat<SeatId>) -> Trick {
        Trick {
            leader,
            color: None,
            plays: Shared::new(Vec::with_capacity(participants.len())),
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

    /// `value_of` for seats `0..players`, in one pass over the plays.
    pub fn values(&self, players: usize) -> PerSeat<Option<u8>> {
        let mut out = PerSeat::from_fn(players, |_| None);
        let Some(color) = self.color else {
            return out;
        };
        // Later plays by the same seat never happen; keep the first like `value_of`.
        for p in self.plays.iter().rev() {
            if let Some(v) = out.get_mut(p.seat) {
                *v = match p.color_value() {
                    Some((c, v)) if c == color => Some(v),
                    _ => None,
                };
            }
        }
        out
    }

    /// The seat that plays next, None when every participant has played.
    pub(crate) fn next_to_play(&self) -> Option<SeatId> {
        self.participants.get(self.plays.len()).copied()
    }
    /// Every physical card on the trick.
    pub fn all_cards(&self) -> Vec<Card> {
        self.plays.iter().flat_map(|p| p.all_cards()).collect()
    }

    /// What the trick would be after an already checked play, without changing it.
    pub fn preview(&self, seat: SeatId, play: &Play, kind: PlayKind) -> Preview {
        Trick::preview_parts(self.color, &self.plays, self.winning, seat, play, kind)
    }

    /// `preview` on the parts of a trick (also used on a `TrickView`).
    pub(crate) fn preview_parts(
        color: Option<Color>,
        plays: &[TrickPlay],
        winning: Option<SeatId>,
        seat: SeatId,
        play: &Play,
        kind: PlayKind,
    ) -> Preview {
        let same = Preview {
            color,
            winning,
            value: None,
            tie_with: None,
        };
        match (*play, kind) {
            (Play::Single(c), PlayKind::Lead) => Preview {
                color: Some(c.color),
                winning: Some(seat),
                value: Some(c.value),
                tie_with: None,
            },
            (Play::Single(_), PlayKind::Junk) => same,
            (Play::Smear { primary, secondary }, _) => {
                let new = secondary.color;
                // Best among the earlier plays in the new color; ties go to the earlier card.
                let mut best: Option<(SeatId, u8)> = None;
                for p in plays {
                    let cv = if Some(p.seat) == winning {
                        match p.cards.as_slice() {
                            [c] => Color::mix(c.color, primary.color)
                                .map(|m| (m, c.value + primary.value)),
                            _ => None,
                        }
                    } else {
                        p.color_value()
                    };
                    if let Some((c, v)) = cv
                        && c == new
                        && best.is_none_or(|(_, b)| v > b)
                    {
                        best = Some((p.seat, v));
                    }
                }
                Preview {
                    color: Some(new),
                    value: Some(secondary.value),
                    ..settle(seat, secondary.value, best)
                }
            }
            _ => {
                let v = match *play {
                    Play::Single(c) => c.value,
                    Play::Mix(a, b) => a.value + b.value,
                    Play::Smear { secondary, .. } => secondary.value,
                };
                let best = winning.and_then(|w| {
                    let p = plays.iter().find(|p| p.seat == w)?;
                    match p.color_value() {
                        Some((c, b)) if Some(c) == color => Some((w, b)),
                        _ => None,
                    }
                });
                Preview {
                    color,
                    value: Some(v),
                    ..settle(seat, v, best)
                }
            }
        }
    }

    /// Puts an already checked play on the trick.
    pub fn add(&mut self, seat: SeatId, play: Play, kind: PlayKind) -> Added {
        let p = self.preview(seat, &play, kind);
        let plays = self.plays.make_mut();
        let (cards, onto) = match play {
            Play::Smear { primary, secondary } => {
                let onto = self.winning;
                if let Some(w) = onto
                    && let Some(tp) = plays.iter_mut().find(|tp| tp.seat == w)
                {
                    tp.smeared_by = Some(primary);
                }
                (vec![secondary], onto)
            }
            _ => (play.cards(), None),
        };
        plays.push(TrickPlay {
            seat,
            cards,
            smeared_by: None,
            smeared_onto: onto,
            kind,
        });
        self.color = p.color;
        self.winning = p.winning;
        match p.tie_with {
            Some(with) => Added::Tie { with },
            None => Added::Done,
        }
    }
}

/// The trick after a play, as `Trick::preview` sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preview {
    pub color: Option<Color>,
    /// Who wins now (on a tie: still the earlier seat, until the player decides).
    pub winning: Option<SeatId>,
    /// The acting seat's value in the trick color, None for a junk.
    pub value: Option<u8>,
    /// The acting seat tied this seat with its own play.
    pub tie_with: Option<SeatId>,
}

fn settle(seat: SeatId, v: u8, best: Option<(SeatId, u8)>) -> Preview {
    let (winning, tie_with) = match best {
        Some((w, b)) if v < b => (Some(w), None),
        Some((w, b)) if v == b => (Some(w), Some(w)),
        _ => (Some(seat), None),
    };
    Preview {
        color: None,
        winning,
        value: Some(v),
        tie_with,
    }
}

/// How a play that passed `check_play` relates to a trick of color `trick`.
pub(crate) fn kind_of(trick: Option<Color>, play: &Play) -> PlayKind {
    match (*play, trick) {
        (Play::Smear { .. }, _) => PlayKind::Smear,
        (Play::Mix(..), _) => PlayKind::Mix,
        (Play::Single(_), None) => PlayKind::Lead,
        (Play::Single(c), Some(t)) if c.color == t => PlayKind::Copy,
        (Play::Single(_), Some(_)) => PlayKind::Junk,
    }
}

/// Checks a play against a hand and the trick's current color (None: leading).
/// Returns how the play relates to the trick, or the precise reason it is illegal.
pub(crate) fn check_play(
    hand: &[Card],
    trick: Option<Color>,
    play: &Play,
) -> Result<PlayKind, PalaError> {
    if let Play::Smear { .. } = play
        && hand.len() < 2
    {
        return Err(PalaError::SmearWithLastCard);
    }
    let held = match play.pair() {
        (a, Some(b)) if a == b => hand.iter().filter(|&&c| c == a).count() >= 2,
        (a, Some(b)) => hand.contains(&a) && hand.contains(&b),
        (a, None) => hand.contains(&a),
    };
    if !held {
        let cards = play.cards();
        let mut pool = hand.to_vec();
        let missing = cards
            .iter()
            .copied()
            .find(|&c| !super::cards::take(&mut pool, c))
            .unwrap_or(play.pair().0);
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

/// The distinct cards of a sorted list, in order.
fn distinct(sorted: &[Card]) -> impl Iterator<Item = Card> + '_ {
    sorted
        .iter()
        .enumerate()
        .filter(|&(i, c)| i == 0 || sorted[i - 1] != *c)
        .map(|(_, &c)| c)
}

/// A sorted hand split by color (cards are ordered by color first).
fn by_color(sorted: &[Card]) -> [&[Card]; 6] {
    let mut out: [&[Card]; 6] = [&[]; 6];
    let mut rest = sorted;
    while let Some(first) = rest.first() {
        let n = rest.iter().take_while(|c| c.color == first.color).count();
        let (run, tail) = rest.split_at(n);
        out[first.color.index()] = run;
        rest = tail;
    }
    out
}

/// Every legal play of a sorted hand (duplicate cards counted once; mixes as `Mix(a, b)`
/// with `a < b`), without allocating: calls `f` with each play.
pub(super) fn each_legal_play(sorted: &[Card], trick: Option<Color>, mut f: impl FnMut(Play)) {
    let Some(t) = trick else {
        distinct(sorted).for_each(|c| f(Play::Single(c)));
        return;
    };
    let colors = by_color(sorted);
    let of = |c: Color| colors[c.index()];
    let holds = !of(t).is_empty();
    if holds {
        distinct(of(t)).for_each(|c| f(Play::Single(c)));
    } else {
        distinct(sorted).for_each(|c| f(Play::Single(c)));
    }
    if t.is_primary() {
        if !holds {
            for primary in [Color::Red, Color::Blue, Color::Yellow] {
                let Some(need) = Color::mix(primary, t) else {
                    continue;
                };
                for p in distinct(of(primary)) {
                    for s in distinct(of(need)) {
                        f(Play::Smear {
                            primary: p,
                            secondary: s,
                        });
                    }
                }
            }
        }
    } else if let Some((x, y)) = t.parts() {
        for a in distinct(of(x)) {
            for b in distinct(of(y)) {
                f(Play::Mix(a, b));
            }
        }
    }
}
