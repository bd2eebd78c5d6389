//! The whole game state, the deal, moves and events, and the `Rules` implementation. The
//! card play is in `play.rs`, the challenge flow in `challenge.rs`.

use super::cards::{Card, full_deck, sort_hand};
use super::config::PalaceRules;
use super::error::PalaceError;
use super::view::PalaceView;
use crate::engine::{GameRng, Outcome, Rules, SeatId, rng_from_seed};
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

/// Where a seat plays from now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    Hand,
    FaceUp,
    FaceDown,
}

/// What the next card must be (special cards go on anything).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Need {
    Any,
    AtLeast(u8),
    AtMost(u8),
}

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// `turn` plays from their hand, face-up or (blind) face-down cards.
    Play,
    /// `turn` passed the challenge of a 2: another card of any rank goes on it.
    PairCard,
    /// `turn` was stuck and passed every challenge: any card, or skip.
    StuckFree,
    /// Four of a kind (extreme rule): `turn` names who does the next challenge.
    FourTargets {
        left: u8,
    },
    /// A challenge is under way (see `Pending`).
    Challenge,
    Over,
}

/// Why challenges are being done, and so what happens after them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// The 2's player pairs it with another card on success.
    Two,
    /// The next player may play higher or lower than this rank on success.
    Seven { rank: u8 },
    /// Every other player does one, then the pile is cleared.
    Ten,
    /// The player cannot play: all passed, skip or play any card; any failed, pick up.
    Stuck,
    /// A blind card that does not beat the pile: passed, it is played anyway.
    Blind { card: Card },
    /// Four of a kind, the extreme rule.
    Four,
    /// The 2's power (pair another card) on another rank by a house rule. The 2 itself
    /// is recorded as `Two`, so records under the default rules stay as they were.
    Pair { rank: u8 },
    /// The 10's power (clear after challenges) on another rank by a house rule; the 10
    /// itself is recorded as `Ten`.
    Clear { rank: u8 },
}

fn rank_two() -> u8 {
    2
}

fn is_two(rank: &u8) -> bool {
    *rank == 2
}

impl Reason {
    /// The reason for the pairing power played on `rank`.
    pub fn pair(rank: u8) -> Reason {
        if rank == 2 {
            Reason::Two
        } else {
            Reason::Pair { rank }
        }
    }

    /// The reason for the clearing power played on `rank`.
    pub fn clear(rank: u8) -> Reason {
        if rank == 10 {
            Reason::Ten
        } else {
            Reason::Clear { rank }
        }
    }

    /// A failure ends the series (nothing is left to gain).
    pub fn stops_on_failure(&self) -> bool {
        matches!(self, Reason::Stuck | Reason::Blind { .. })
    }
}

/// The step of the challenge under way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// The giver picks one of these (challenge ids).
    Choose { options: Vec<String> },
    /// The taker answers (typed, or a computer's attempt).
    Answer { id: String },
    /// The other people accept or refuse, in seat order. With typed open answers the
    /// taker types first (`answer` None and no vote yet: the taker acts).
    Vote {
        id: String,
        voters: Vec<SeatId>,
        votes: Vec<bool>,
        /// The taker's typed answer to an open challenge (house rule `open_answers`
        /// typed); None: said aloud (and in saves made before typed answers).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        answer: Option<String>,
        /// Who cast `votes`, in the same order, once a voter voted before one listed
        /// earlier (votes are secret until counted, so any voter may vote first); empty
        /// while they voted in the order of `voters`, as every vote did before.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        by: Vec<SeatId>,
    },
}

impl Step {
    /// The seats that have voted so far (a vote step; else nobody).
    pub fn voted(&self) -> Vec<SeatId> {
        match self {
            Step::Vote {
                voters, votes, by, ..
            } if by.is_empty() => voters[..votes.len().min(voters.len())].to_vec(),
            Step::Vote { by, .. } => by.clone(),
            _ => Vec::new(),
        }
    }

    /// The voters still to vote, in their order (a vote step; else nobody).
    pub fn unvoted(&self) -> Vec<SeatId> {
        let voted = self.voted();
        match self {
            Step::Vote { voters, .. } => voters
                .iter()
                .copied()
                .filter(|s| !voted.contains(s))
                .collect(),
            _ => Vec::new(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub reason: Reason,
    pub giver: SeatId,
    pub taker: SeatId,
    pub step: Step,
    /// (giver, taker) of the challenges still to come.
    pub queue: Vec<(SeatId, SeatId)>,
    pub failed: bool,
    /// Which of the series this is (1-based) and how many there are.
    pub number: usize,
    pub of: usize,
    /// The challenges of `queue` taken up before their turn, by people at terminals of
    /// their own who did not wait (`Palace::ahead_for`): a step for each of the queue's
    /// first entries, in its order, None once done. Each one's three were drawn in the
    /// series' order, so the draws do not depend on who went first. Empty while the
    /// series goes in order, as every series did before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ahead: Vec<Option<Step>>,
}

/// Which challenge of the series a move is for: the one in turn, or one of the queue
/// taken up before its turn (its index in `Pending::queue`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Slot {
    Current,
    Ahead(usize),
}

impl Pending {
    /// The giver and taker of a challenge of the series.
    pub(crate) fn pair(&self, slot: Slot) -> (SeatId, SeatId) {
        match slot {
            Slot::Current => (self.giver, self.taker),
            Slot::Ahead(i) => self
                .queue
                .get(i)
                .copied()
                .unwrap_or((self.giver, self.taker)),
        }
    }

    /// A challenge's step (None: not drawn yet, or done).
    pub(crate) fn step_at(&self, slot: Slot) -> Option<&Step> {
        match slot {
            Slot::Current => Some(&self.step),
            Slot::Ahead(i) => self.ahead.get(i)?.as_ref(),
        }
    }

    pub(crate) fn step_at_mut(&mut self, slot: Slot) -> Option<&mut Step> {
        match slot {
            Slot::Current => Some(&mut self.step),
            Slot::Ahead(i) => self.ahead.get_mut(i)?.as_mut(),
        }
    }

    /// Which of the series a challenge is (1-based).
    pub(crate) fn number_of(&self, slot: Slot) -> usize {
        match slot {
            Slot::Current => self.number,
            Slot::Ahead(i) => self.number + 1 + i,
        }
    }
}

/// Tried and passed, per challenge kind (the order of `text::KINDS`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub tried: [u16; 9],
    pub passed: [u16; 9],
}

impl Tally {
    pub fn total(&self) -> (u16, u16) {
        (self.tried.iter().sum(), self.passed.iter().sum())
    }
}

/// A challenge a seat missed, for the review list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Missed {
    pub id: String,
    /// What was typed (None: not typed: time ran out, the table refused, a computer).
    pub given: Option<String>,
}

/// One line of a seat's review list as written in the record (English interface).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewItem {
    pub id: String,
    pub prompt: String,
    pub answers: String,
    pub given: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PalaceMove {
    /// One card or several of one rank, from hand or face-up cards.
    Play { cards: Vec<Card> },
    /// A face-down card, by its place (0-based), played blind.
    Blind { slot: usize },
    /// Stuck and every challenge passed: play nothing.
    Skip,
    /// The giver's pick among the challenges drawn (0-based).
    Give { pick: usize },
    /// A person's typed answer.
    Answer { text: String },
    /// A computer player's attempt (it passes with its level's probability).
    Attempt { passed: bool },
    /// A person's vote on a table-judged challenge.
    Vote { accept: bool },
    /// The challenge timer ran out.
    TimeUp,
    /// Four of a kind: who does the next of the four challenges.
    Target { seat: SeatId },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PalaceEvent {
    Played {
        seat: SeatId,
        cards: Vec<Card>,
        from: Source,
    },
    Drew {
        seat: SeatId,
        count: usize,
    },
    Revealed {
        seat: SeatId,
        card: Card,
    },
    Stuck {
        seat: SeatId,
    },
    /// A challenge series begins.
    Challenges {
        reason: Reason,
        count: usize,
    },
    Gave {
        giver: SeatId,
        taker: SeatId,
        id: String,
    },
    Answered {
        seat: SeatId,
        id: String,
        answer: String,
        passed: bool,
        accepted: String,
    },
    Attempted {
        seat: SeatId,
        id: String,
        passed: bool,
    },
    TimedOut {
        seat: SeatId,
        id: String,
    },
    /// An open challenge's typed answer, put to the table's vote (house rule
    /// `open_answers` typed).
    OpenAnswer {
        seat: SeatId,
        id: String,
        answer: String,
    },
    Voted {
        seat: SeatId,
        accept: bool,
    },
    /// The vote on `seat`'s answer closed before `unasked` voted: their votes could not
    /// change its result (the judgement follows).
    VoteClosed {
        seat: SeatId,
        id: String,
        unasked: Vec<SeatId>,
    },
    Judged {
        seat: SeatId,
        id: String,
        passed: bool,
    },
    /// No challenge could be drawn: counted as passed.
    NoChallenge {
        seat: SeatId,
    },
    /// The pile is reset: any card may follow.
    Reset,
    /// The next player may play higher or lower.
    FreeChoice {
        seat: SeatId,
    },
    /// The next player must beat this rank.
    MustBeat {
        seat: SeatId,
        rank: u8,
    },
    /// The next player must play this rank or lower.
    MustUnder {
        rank: u8,
    },
    /// The player plays another card on the card just played: the 2, or the card a
    /// house rule gave the 2's power (`rank`, left out of records when it is 2 so the
    /// default rules' records stay as they were).
    PairNow {
        seat: SeatId,
        #[serde(default = "rank_two", skip_serializing_if = "is_two")]
        rank: u8,
    },
    /// Stuck, all passed: any card or skip.
    MayPlayAny {
        seat: SeatId,
    },
    Cleared {
        count: usize,
        four: bool,
    },
    PlaysAgain {
        seat: SeatId,
    },
    PickedUp {
        seat: SeatId,
        cards: Vec<Card>,
    },
    Skipped {
        seat: SeatId,
    },
    Targeted {
        giver: SeatId,
        taker: SeatId,
    },
    Out {
        seat: SeatId,
        place: usize,
    },
    /// `plays` plays in a row with no one out and no pile cleared: the game ends here.
    Called {
        plays: u32,
    },
    GameOver {
        order: Vec<SeatId>,
    },
    Review {
        seat: SeatId,
        items: Vec<ReviewItem>,
    },
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Palace {
    pub(super) rules: PalaceRules,
    pub(super) players: usize,
    /// Which seats are people (told by the table; a sim seats only computers).
    pub(super) people: Vec<bool>,
    pub(super) rng: GameRng,
    pub(super) draw: Vec<Card>,
    pub(super) pile: Vec<Card>,
    pub(super) burned: Vec<Card>,
    pub(super) hands: Vec<Vec<Card>>,
    pub(super) up: Vec<Vec<Card>>,
    pub(super) down: Vec<Vec<Card>>,
    /// Cards everyone saw a seat pick up and that it has not played since.
    pub(super) known: Vec<Vec<Card>>,
    pub(super) turn: SeatId,
    pub(super) need: Need,
    pub(super) phase: Phase,
    pub(super) pending: Option<Pending>,
    pub(super) targets: Vec<SeatId>,
    /// The first play must be of this rank (the lowest card in hand).
    pub(super) opening: Option<Card>,
    pub(super) out: Vec<SeatId>,
    pub(super) tallies: Vec<Tally>,
    pub(super) missed: Vec<Vec<Missed>>,
    /// Set only in the strong player's playouts: every challenge is this one and no
    /// review is kept (which challenge a computer does never changes its chance).
    #[serde(skip)]
    pub(super) playout_challenge: Option<String>,
    /// Plays (cards put on the pile, the pile picked up, a skip) since someone last went
    /// out or the pile was last cleared: at `QUIET_PLAYS` the game is called.
    #[serde(default)]
    pub(super) quiet: u32,
}

/// The bound on every game: this many plays in a row with no one going out and no pile
/// cleared, and the game ends at the next turn (players still in score 0). Games under
/// the powers that clear the pile never come near it; some house rules (no power clears
/// the pile, playing on) could otherwise go on without end.
pub const QUIET_PLAYS: u32 = 1000;

impl Palace {
    pub fn new(players: usize, rules: PalaceRules, seed: u64) -> Result<Palace, PalaceError> {
        if !(3..=8).contains(&players) {
            return Err(PalaceError::Players(players));
        }
        let decks = rules.decks_for(players);
        if usize::from(decks) * 52 < players * 9 {
            return Err(PalaceError::Decks { players, decks });
        }
        let mut rng = rng_from_seed(seed);
        let mut deck = full_deck(decks);
        deck.shuffle(&mut rng);
        let mut take = |n: usize| deck.split_off(deck.len() - n);
        let down: Vec<Vec<Card>> = (0..players).map(|_| take(3)).collect();
        let up: Vec<Vec<Card>> = (0..players)
            .map(|_| {
                let mut c = take(3);
                sort_hand(&mut c);
                c
            })
            .collect();
        let hands: Vec<Vec<Card>> = (0..players)
            .map(|_| {
                let mut c = take(3);
                sort_hand(&mut c);
                c
            })
            .collect();
        // A shorter game: the cards past `draw_pile` are set aside face up, out of play.
        let aside = match rules.draw_pile {
            Some(keep) => deck.split_off(usize::from(keep).min(deck.len())),
            None => Vec::new(),
        };
        let mut g = Palace {
            people: vec![false; players],
            players,
            rng,
            draw: deck,
            pile: Vec::new(),
            burned: aside,
            hands,
            up,
            down,
            known: vec![Vec::new(); players],
            turn: 0,
            need: Need::Any,
            phase: Phase::Play,
            pending: None,
            targets: Vec::new(),
            opening: None,
            out: Vec::new(),
            tallies: vec![Tally::default(); players],
            missed: vec![Vec::new(); players],
            playout_challenge: None,
            quiet: 0,
            rules,
        };
        let (seat, card) = g.lowest_starter();
        g.turn = seat;
        g.opening = card;
        Ok(g)
    }

    /// The seat holding the lowest card that is not special (ties: clubs, diamonds,
    /// hearts, spades), and that card. No plain card in any hand: seat 0 starts freely.
    fn lowest_starter(&self) -> (SeatId, Option<Card>) {
        let mut best: Option<(Card, SeatId)> = None;
        for (seat, hand) in self.hands.iter().enumerate() {
            for c in hand.iter().filter(|c| !self.rules.is_special(c.rank)) {
                let key = (c.rank, c.suit, c.deck);
                if best.is_none_or(|(b, _)| key < (b.rank, b.suit, b.deck)) {
                    best = Some((*c, seat));
                }
            }
        }
        match best {
            Some((card, seat)) => (seat, Some(card)),
            None => (0, None),
        }
    }

    pub(crate) fn seat_count_pub(&self) -> usize {
        self.players
    }
    pub fn rules(&self) -> &PalaceRules {
        &self.rules
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn turn(&self) -> SeatId {
        self.turn
    }
    pub fn need(&self) -> Need {
        self.need
    }
    pub fn pile(&self) -> &[Card] {
        &self.pile
    }
    pub fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }
    pub fn hand(&self, seat: SeatId) -> &[Card] {
        &self.hands[seat]
    }
    pub fn face_up(&self, seat: SeatId) -> &[Card] {
        &self.up[seat]
    }
    /// The face-down cards (for tests and complete records only: nobody sees them).
    pub fn face_down(&self, seat: SeatId) -> &[Card] {
        &self.down[seat]
    }
    pub fn draw_pile(&self) -> &[Card] {
        &self.draw
    }
    pub fn burned(&self) -> &[Card] {
        &self.burned
    }
    pub fn opening(&self) -> Option<Card> {
        self.opening
    }
    pub fn finished(&self) -> &[SeatId] {
        &self.out
    }
    pub fn tally(&self, seat: SeatId) -> &Tally {
        &self.tallies[seat]
    }
    pub fn missed(&self, seat: SeatId) -> &[Missed] {
        &self.missed[seat]
    }
    pub fn people(&self) -> &[bool] {
        &self.people
    }
    pub(crate) fn is_person(&self, seat: SeatId) -> bool {
        self.people.get(seat).copied().unwrap_or(false)
    }
    /// How many people sit at the table.
    pub fn people_count(&self) -> usize {
        self.people.iter().filter(|p| **p).count()
    }
    /// Tells the game which seats are people.
    pub(crate) fn set_people(&mut self, people: Vec<bool>) {
        if people.len() == self.players {
            self.people = people;
        }
    }

    /// Every card of the game, wherever it lies (the property tests count them).
    pub fn all_cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = Vec::new();
        all.extend(&self.draw);
        all.extend(&self.pile);
        all.extend(&self.burned);
        for s in 0..self.players {
            all.extend(&self.hands[s]);
            all.extend(&self.up[s]);
            all.extend(&self.down[s]);
        }
        if let Some(Pending {
            reason: Reason::Blind { card },
            ..
        }) = &self.pending
        {
            all.push(*card);
        }
        all
    }

    /// Cards a seat still has (hand, face-up, face-down).
    pub fn cards_left(&self, seat: SeatId) -> usize {
        self.hands[seat].len() + self.up[seat].len() + self.down[seat].len()
    }

    pub(crate) fn is_out(&self, seat: SeatId) -> bool {
        self.out.contains(&seat)
    }

    /// Where `seat` plays from now (None: no cards left).
    pub fn source(&self, seat: SeatId) -> Option<Source> {
        if !self.hands[seat].is_empty() {
            Some(Source::Hand)
        } else if !self.up[seat].is_empty() {
            Some(Source::FaceUp)
        } else if !self.down[seat].is_empty() {
            Some(Source::FaceDown)
        } else {
            None
        }
    }

    /// The same deal with every card `seat` cannot see moved around among the places it
    /// cannot see (other hands, all face-down cards, the draw pile): the views of `seat`
    /// must not change. For tests.
    pub fn shuffle_hidden_from(&mut self, seat: SeatId, seed: u64) {
        let mut rng = rng_from_seed(seed);
        let mut hidden: Vec<Card> = self.draw.clone();
        for s in 0..self.players {
            hidden.extend(&self.down[s]);
            if s != seat {
                hidden.extend(&self.hands[s]);
            }
        }
        hidden.shuffle(&mut rng);
        let mut refill = |v: &mut Vec<Card>| {
            let n = v.len();
            *v = hidden.split_off(hidden.len() - n);
        };
        refill(&mut self.draw);
        for s in 0..self.players {
            refill(&mut self.down[s]);
            if s != seat {
                refill(&mut self.hands[s]);
                sort_hand(&mut self.hands[s]);
            }
        }
    }

    /// Sets a position by hand (for tests and worked examples): every card given must
    /// be of the game's decks; the rest is left out. `turn` then starts a turn (a stuck
    /// player's challenges begin at once: their events are returned).
    #[allow(clippy::too_many_arguments)]
    pub fn set_position(
        &mut self,
        hands: Vec<Vec<Card>>,
        up: Vec<Vec<Card>>,
        down: Vec<Vec<Card>>,
        draw: Vec<Card>,
        pile: Vec<Card>,
        turn: SeatId,
        need: Need,
    ) -> Vec<PalaceEvent> {
        let mut hands = hands;
        for h in &mut hands {
            sort_hand(h);
        }
        self.hands = hands;
        self.up = up;
        self.down = down;
        self.draw = draw;
        self.pile = pile;
        self.burned.clear();
        self.need = need;
        self.opening = None;
        self.pending = None;
        self.known = vec![Vec::new(); self.players];
        let mut ev = Vec::new();
        self.begin_turn(turn, &mut ev);
        ev
    }

    /// The next seat to the left still in the game.
    pub fn next_in_game(&self, seat: SeatId) -> SeatId {
        (1..=self.players)
            .map(|k| (seat + k) % self.players)
            .find(|s| !self.is_out(*s))
            .unwrap_or(seat)
    }

    /// The other seats in order to the left of `seat` (all, or only those in the game).
    pub fn others(&self, seat: SeatId, in_game_only: bool) -> Vec<SeatId> {
        (1..self.players)
            .map(|k| (seat + k) % self.players)
            .filter(|s| !in_game_only || !self.is_out(*s))
            .collect()
    }

    /// Points for a finishing place: the first out gets players-1, and so on.
    fn place_points(&self, seat: SeatId) -> i32 {
        match self.out.iter().position(|s| *s == seat) {
            Some(i) => (self.players - 1 - i) as i32,
            None => 0,
        }
    }
}

impl Rules for Palace {
    type Move = PalaceMove;
    type Event = PalaceEvent;
    type Error = PalaceError;
    type View = PalaceView;

    fn seat_count(&self) -> usize {
        self.players
    }

    fn to_act(&self) -> Option<SeatId> {
        match self.phase {
            Phase::Over => None,
            Phase::Challenge => self.pending.as_ref().map(|p| match &p.step {
                Step::Choose { .. } => p.giver,
                Step::Answer { .. } => p.taker,
                Step::Vote { .. } if self.typing_for_vote() => p.taker,
                step @ Step::Vote { voters, .. } => step
                    .unvoted()
                    .first()
                    .or(voters.last())
                    .copied()
                    .unwrap_or(p.taker),
            }),
            _ => Some(self.turn),
        }
    }

    fn candidate_moves(&self, seat: SeatId) -> Vec<PalaceMove> {
        if self.to_act() != Some(seat) {
            // A giver or taker of the series deciding before their turn.
            return match self.ahead_for(seat) {
                Some(i) => self.challenge_moves(seat, Slot::Ahead(i)),
                None => Vec::new(),
            };
        }
        match self.phase {
            Phase::Over => Vec::new(),
            Phase::Challenge => self.challenge_moves(seat, Slot::Current),
            Phase::FourTargets { .. } => self
                .others(seat, true)
                .into_iter()
                .map(|s| PalaceMove::Target { seat: s })
                .collect(),
            Phase::Play | Phase::PairCard | Phase::StuckFree => self.play_moves(seat),
        }
    }

    fn apply(&mut self, seat: SeatId, mv: &PalaceMove) -> Result<Vec<PalaceEvent>, PalaceError> {
        // A save or record made before typed open answers holds the first voter's vote
        // where the taker now types: that answer was said aloud, and the vote goes on.
        // So does a vote cast before another voter's, and a move of the series' givers
        // and takers made before their turn (`Palace::slot_of`).
        if self.to_act() != Some(seat)
            && !self.vote_said_aloud(seat, mv)
            && !self.decides_out_of_turn(seat, mv)
        {
            return Err(if self.phase == Phase::Over {
                PalaceError::Over
            } else {
                PalaceError::NotYourTurn
            });
        }
        // Work on a copy: a refused move changes nothing.
        let mut next = self.clone();
        let mut ev = Vec::new();
        next.apply_move(seat, mv, &mut ev)?;
        *self = next;
        Ok(ev)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| Outcome {
            totals: self.totals(),
            winners: self.out.first().copied().into_iter().collect(),
        })
    }

    fn view_for(&self, seat: SeatId) -> PalaceView {
        PalaceView::of(self, seat)
    }

    fn public_view(&self) -> Self::View {
        // One past the last seat: nobody's hand.
        PalaceView::of(self, self.seat_count())
    }

    fn totals(&self) -> Vec<i32> {
        (0..self.players).map(|s| self.place_points(s)).collect()
    }
}
