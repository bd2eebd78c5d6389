//! What one seat may see: its own hand, everyone's face-up cards, how many cards lie
//! face down (never which), the pile, and the challenge under way. The three challenges
//! drawn for a giver are in the giver's view only.

use super::cards::Card;
use super::config::PalaceRules;
use super::state::{Need, Palace, Phase, Reason, Tally};
use crate::engine::{Rules, SeatId};

/// The challenge under way as a seat sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeView {
    pub reason: Reason,
    pub giver: SeatId,
    pub taker: SeatId,
    /// The giver's choices (only in the giver's own view, while choosing).
    pub options: Vec<String>,
    /// The challenge chosen (None while the giver chooses).
    pub id: Option<String>,
    /// Voting: who votes, and how many have voted.
    pub voters: Vec<SeatId>,
    pub votes_cast: usize,
    /// An open challenge's typed answer, while the table votes on it (None: said
    /// aloud, or not voting).
    pub answer: Option<String>,
    pub number: usize,
    pub of: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PalaceView {
    pub seat: SeatId,
    pub rules: PalaceRules,
    pub players: usize,
    /// This seat's hand (its own only).
    pub hand: Vec<Card>,
    pub hand_counts: Vec<usize>,
    pub face_up: Vec<Vec<Card>>,
    /// Face-down cards are counted, never shown (their owner cannot see them either).
    pub face_down: Vec<usize>,
    pub draw_count: usize,
    pub pile: Vec<Card>,
    pub burned: Vec<Card>,
    pub need: Need,
    pub turn: SeatId,
    pub phase: Phase,
    pub to_act: Option<SeatId>,
    pub challenge: Option<ChallengeView>,
    pub out: Vec<SeatId>,
    pub tallies: Vec<Tally>,
    /// Cards each seat was seen to pick up and has not played since.
    pub known: Vec<Vec<Card>>,
    pub people: Vec<bool>,
    /// The first play must be this card's rank.
    pub opening: Option<Card>,
    /// Four of a kind: the seats named so far.
    pub targets: Vec<SeatId>,
    /// Plays since someone last went out or the pile was last cleared (the table can
    /// count them; at `QUIET_PLAYS` the game is called).
    pub quiet: u32,
}

impl PalaceView {
    pub fn of(g: &Palace, seat: SeatId) -> PalaceView {
        let challenge = g.pending.as_ref().map(|p| {
            use super::state::{Slot, Step};
            // A person deciding before their turn sees their own challenge; everyone
            // else the one in turn.
            let slot = g.ahead_for(seat).map_or(Slot::Current, Slot::Ahead);
            let (giver, taker) = p.pair(slot);
            let (options, id, voters, votes_cast, answer) = match (p.step_at(slot), slot) {
                (Some(Step::Choose { options }), _) => (
                    if seat == giver {
                        options.clone()
                    } else {
                        Vec::new()
                    },
                    None,
                    Vec::new(),
                    0,
                    None,
                ),
                (None, Slot::Ahead(i)) => (g.options_at(i), None, Vec::new(), 0, None),
                (Some(Step::Answer { id }), _) => {
                    (Vec::new(), Some(id.clone()), Vec::new(), 0, None)
                }
                (
                    Some(Step::Vote {
                        id,
                        voters,
                        votes,
                        answer,
                        ..
                    }),
                    _,
                ) => (
                    Vec::new(),
                    Some(id.clone()),
                    voters.clone(),
                    votes.len(),
                    answer.clone(),
                ),
                (None, Slot::Current) => (Vec::new(), None, Vec::new(), 0, None),
            };
            ChallengeView {
                reason: p.reason.clone(),
                giver,
                taker,
                options,
                id,
                voters,
                votes_cast,
                answer,
                number: p.number_of(slot),
                of: p.of,
            }
        });
        PalaceView {
            seat,
            rules: g.rules.clone(),
            players: g.players,
            hand: g.hands.get(seat).cloned().unwrap_or_default(),
            hand_counts: g.hands.iter().map(Vec::len).collect(),
            face_up: g.up.clone(),
            face_down: g.down.iter().map(Vec::len).collect(),
            draw_count: g.draw.len(),
            pile: g.pile.clone(),
            burned: g.burned.clone(),
            need: g.need,
            turn: g.turn,
            phase: g.phase,
            to_act: g.to_act(),
            challenge,
            out: g.out.clone(),
            tallies: g.tallies.clone(),
            known: g.known.clone(),
            people: g.people.clone(),
            opening: g.opening,
            targets: g.targets.clone(),
            quiet: g.quiet,
        }
    }

    /// Cards a seat still holds (hand, face-up, face-down).
    pub fn cards_left(&self, seat: SeatId) -> usize {
        self.hand_counts[seat] + self.face_up[seat].len() + self.face_down[seat]
    }

    /// Where this seat plays from now.
    pub fn source(&self) -> Option<super::state::Source> {
        use super::state::Source;
        if !self.hand.is_empty() {
            Some(Source::Hand)
        } else if !self.face_up[self.seat].is_empty() {
            Some(Source::FaceUp)
        } else if self.face_down[self.seat] > 0 {
            Some(Source::FaceDown)
        } else {
            None
        }
    }

    /// The rank the next card must beat or stay under, in a few characters.
    pub fn top(&self) -> Option<Card> {
        self.pile.last().copied()
    }
}
