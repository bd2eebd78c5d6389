//! The whole game state, dealing, the trick flow and the `Rules` implementation.

use super::cards::{Card, Color, full_deck, take};
use super::config::{Mode, PalaRules, Slot, hand_size};
use super::error::PalaError;
use super::play::{Added, Play, PlayKind, Trick, check_play, each_legal_play};
use super::shared::{PerSeat, Shared, arc_serde};
use super::view::PalaView;
use crate::engine::{GameRng, Outcome, Rules, SeatId, rng_from_seed};
use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Where the round is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    Bidding,
    Playing,
    /// The seat to act tied the winning card with its own play and must decide.
    TieDecision,
    /// Impressionism, end of round: a seat chooses which cards its Cancel cards cancel.
    Cancelling,
    GameOver,
}

/// A move.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PalaMove {
    /// Pointillism: the colored chips bid; empty = the white (null) chip.
    BidChips(Vec<Color>),
    /// Impressionism: a card from hand onto an empty bid board slot (index).
    BidCard {
        card: Card,
        slot: usize,
    },
    /// Impressionism: no bid this turn.
    PassBid,
    Play(Play),
    /// Answer to a tie prompt.
    Tie {
        take_lead: bool,
    },
    /// Impressionism, end of round: the cards of your pile your Cancel cards cancel.
    Cancel(Vec<Card>),
}

/// What happened, in order. Seats are ids; `text::event_text` names them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PalaEvent {
    Dealt {
        round: u32,
        dealer: SeatId,
    },
    ChipsBid {
        seat: SeatId,
        colors: Vec<Color>,
    },
    CardBid {
        seat: SeatId,
        card: Card,
        slot: usize,
        slot_kind: Slot,
    },
    Passed {
        seat: SeatId,
    },
    BiddingEnded,
    Played {
        seat: SeatId,
        play: Play,
        kind: PlayKind,
    },
    Smeared {
        by: SeatId,
        onto: SeatId,
        primary: Card,
        /// The card the primary went onto.
        onto_card: Card,
        new_color: Color,
    },
    TieTaken {
        seat: SeatId,
        took: bool,
    },
    TrickWon {
        seat: SeatId,
        color: Color,
        awarded: Vec<Card>,
    },
    Cancelled {
        seat: SeatId,
        cards: Vec<Card>,
    },
    RoundScored {
        round: u32,
        points: Vec<i32>,
        totals: Vec<i32>,
    },
    GameOver {
        winners: Vec<SeatId>,
    },
}

/// A seat's bid in one round, for the score pad.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatBid {
    /// Pointillism chips (empty = null).
    Chips(Vec<Color>),
    /// Impressionism: the cards this seat put on the board (empty = only passed).
    Board(Vec<(Slot, Card)>),
}

/// One line of the score pad.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundScore {
    pub round: u32,
    pub dealer: SeatId,
    pub bids: Vec<SeatBid>,
    pub tricks: Vec<usize>,
    pub points: Vec<i32>,
    pub totals: Vec<i32>,
    /// Impressionism: each seat's points by color and for unused Cancel cards (empty in
    /// Pointillism and in saves written before it was kept).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub parts: Vec<(Vec<(Color, i32)>, i32)>,
}

/// The score pad: one line per round. Shared, so that views copy it for free; reads
/// like a `Vec<RoundScore>` (`iter`, `len`, indexing, `for r in &pad`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScorePad(Arc<Vec<RoundScore>>);

impl ScorePad {
    pub(super) fn push(&mut self, line: RoundScore) {
        Arc::make_mut(&mut self.0).push(line);
    }
}

impl std::ops::Deref for ScorePad {
    type Target = Vec<RoundScore>;
    fn deref(&self) -> &Vec<RoundScore> {
        &self.0
    }
}

impl<'a> IntoIterator for &'a ScorePad {
    type Item = &'a RoundScore;
    type IntoIter = std::slice::Iter<'a, RoundScore>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl Serialize for ScorePad {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.as_slice().serialize(s)
    }
}

impl<'de> Deserialize<'de> for ScorePad {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Vec::<RoundScore>::deserialize(d).map(|v| ScorePad(Arc::new(v)))
    }
}

/// The whole Pala game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Pala {
    #[serde(with = "arc_serde")]
    pub(super) rules: Arc<PalaRules>,
    pub(super) players: usize,
    pub(super) rng: GameRng,
    pub(super) round: u32,
    pub(super) dealer: SeatId,
    pub(super) phase: Phase,
    pub(super) to_act: Option<SeatId>,
    pub(super) hands: Vec<Vec<Card>>,
    pub(super) leftover: Vec<Card>,
    pub(super) discards: Vec<Card>,
    pub(super) piles: Vec<Vec<Card>>,
    pub(super) chip_bids: Shared<Option<Vec<Color>>>,
    pub(super) board: Shared<(Slot, Option<(Card, SeatId)>)>,
    pub(super) passes: usize,
    pub(super) trick: Trick,
    pub(super) last_trick: Option<Trick>,
    /// The tricks completed this round, in order: every card in them was played face up,
    /// so every seat may remember them (the strong computer player does). Saves made
    /// before this field load with an empty history.
    #[serde(default)]
    pub(super) history: Shared<Trick>,
    pub(super) tricks_won: Shared<Vec<Color>>,
    pub(super) tie_with: Option<SeatId>,
    pub(super) cancel_queue: Vec<SeatId>,
    pub(super) cancels: Vec<Option<Vec<Card>>>,
    pub(super) pad: ScorePad,
    pub(super) totals: PerSeat<i32>,
    pub(super) winners: Vec<SeatId>,
}

impl Pala {
    /// A new game for 3 to 5 players: the first dealer is drawn at random, then the
    /// first round is dealt.
    pub fn new(players: usize, rules: PalaRules, seed: u64) -> Result<Pala, PalaError> {
        if !(3..=5).contains(&players) {
            return Err(PalaError::PlayerCount(players));
        }
        let mut rng = rng_from_seed(seed);
        let dealer = rng.random_range(0..players);
        let mut game = Pala::empty(players, rules, rng, dealer);
        game.round = 1;
        let mut events = Vec::new();
        game.deal(&mut events);
        Ok(game)
    }

    fn empty(players: usize, rules: PalaRules, rng: GameRng, dealer: SeatId) -> Pala {
        Pala {
            rules: Arc::new(rules),
            players,
            rng,
            round: 0,
            dealer,
            phase: Phase::Bidding,
            to_act: None,
            hands: vec![Vec::new(); players],
            leftover: Vec::new(),
            discards: Vec::new(),
            piles: vec![Vec::new(); players],
            chip_bids: Shared::new(vec![None; players]),
            board: Shared::default(),
            passes: 0,
            trick: Trick::new(dealer, Vec::new()),
            last_trick: None,
            history: Shared::default(),
            tricks_won: Shared::new(vec![Vec::new(); players]),
            tie_with: None,
            cancel_queue: Vec::new(),
            cancels: vec![None; players],
            pad: ScorePad::default(),
            totals: PerSeat::from_fn(players, |_| 0),
            winners: Vec::new(),
        }
    }

    pub fn rules(&self) -> &PalaRules {
        &self.rules
    }
    pub fn mode(&self) -> Mode {
        self.rules.mode
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn dealer(&self) -> SeatId {
        self.dealer
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn score_pad(&self) -> &[RoundScore] {
        &self.pad
    }

    pub(super) fn next_seat(&self, seat: SeatId) -> SeatId {
        (seat + 1) % self.players
    }

    /// Shuffles all 48 cards and deals a round; bidding starts with the dealer.
    pub(super) fn deal(&mut self, events: &mut Vec<PalaEvent>) {
        let n = self.players;
        let mut deck = full_deck();
        deck.shuffle(&mut self.rng);
        let (size, _) = hand_size(n);
        for (seat, hand) in self.hands.iter_mut().enumerate() {
            *hand = deck[seat * size..(seat + 1) * size].to_vec();
            hand.sort_unstable();
        }
        self.leftover = deck[n * size..].to_vec();
        self.discards.clear();
        self.piles.iter_mut().for_each(Vec::clear);
        self.chip_bids = Shared::new(vec![None; n]);
        self.board = self.rules.board_for(n).iter().map(|&s| (s, None)).collect();
        self.passes = 0;
        self.trick = Trick::new(self.dealer, Vec::new());
        self.history = Shared::default();
        self.tricks_won.make_mut().iter_mut().for_each(Vec::clear);
        self.tie_with = None;
        self.cancel_queue.clear();
        self.cancels = vec![None; n];
        self.phase = Phase::Bidding;
        self.to_act = Some(self.dealer);
        events.push(PalaEvent::Dealt {
            round: self.round,
            dealer: self.dealer,
        });
        if self.rules.mode == Mode::Impressionism && self.board.is_empty() {
            self.start_play(events);
        }
    }

    /// Bidding is over: the dealer leads the first trick.
    pub(super) fn start_play(&mut self, events: &mut Vec<PalaEvent>) {
        events.push(PalaEvent::BiddingEnded);
        self.phase = Phase::Playing;
        self.start_trick(self.dealer);
    }

    fn start_trick(&mut self, leader: SeatId) {
        self.trick = self.trick_led_by(leader);
        self.to_act = Some(leader);
    }

    /// A new trick: the seats holding cards take part, from the leader clockwise.
    fn trick_led_by(&self, leader: SeatId) -> Trick {
        let participants = (0..self.players)
            .map(|i| (leader + i) % self.players)
            .filter(|&s| !self.hands[s].is_empty())
            .collect();
        Trick::with_participants(leader, participants)
    }

    fn play(&mut self, seat: SeatId, play: &Play) -> Result<Vec<PalaEvent>, PalaError> {
        if self.phase != Phase::Playing {
            return Err(PalaError::WrongPhase);
        }
        let kind = check_play(&self.hands[seat], self.trick.color, play)?;
        let (a, b) = play.pair();
        take(&mut self.hands[seat], a);
        if let Some(b) = b {
            take(&mut self.hands[seat], b);
        }
        // Strictly, the previous trick is face down once the next one starts; by default
        // the table may still recall it until this trick is complete.
        if !self.rules.recall_last_trick {
            self.last_trick = None;
        }
        let onto = self.trick.winning;
        let added = self.trick.add(seat, *play, kind);
        // Room for a smear, a trick won and the end of a round without growing.
        let mut events = Vec::with_capacity(4);
        events.push(PalaEvent::Played {
            seat,
            play: *play,
            kind,
        });
        if let (Play::Smear { primary, secondary }, Some(onto)) = (play, onto)
            && let Some(onto_card) = self
                .trick
                .plays
                .iter()
                .find(|p| p.seat == onto)
                .and_then(|p| p.cards.first().copied())
        {
            events.push(PalaEvent::Smeared {
                by: seat,
                onto,
                primary: *primary,
                onto_card,
                new_color: secondary.color,
            });
        }
        match added {
            Added::Tie { with } => {
                self.phase = Phase::TieDecision;
                self.tie_with = Some(with);
            }
            Added::Done => self.advance(&mut events),
        }
        Ok(events)
    }

    fn decide_tie(&mut self, seat: SeatId, take_lead: bool) -> Result<Vec<PalaEvent>, PalaError> {
        if self.phase != Phase::TieDecision {
            return Err(PalaError::WrongPhase);
        }
        if take_lead {
            self.trick.winning = Some(seat);
        }
        self.tie_with = None;
        self.phase = Phase::Playing;
        let mut events = vec![PalaEvent::TieTaken {
            seat,
            took: take_lead,
        }];
        self.advance(&mut events);
        Ok(events)
    }

    /// After a play: the next seat, or the end of the trick (and maybe of the round).
    fn advance(&mut self, events: &mut Vec<PalaEvent>) {
        if let Some(next) = self.trick.next_to_play() {
            self.to_act = Some(next);
            return;
        }
        let (winner, color, awarded, discarded) = award(&self.trick, self.rules.mode);
        self.discards.extend_from_slice(&discarded);
        self.piles[winner].extend_from_slice(&awarded);
        self.tricks_won.make_mut()[winner].push(color);
        self.history.make_mut().push(self.trick.clone());
        events.push(PalaEvent::TrickWon {
            seat: winner,
            color,
            awarded,
        });
        let holders = self.hands.iter().filter(|h| !h.is_empty()).count();
        if self.hands[winner].is_empty() || holders <= 1 {
            let done = std::mem::replace(&mut self.trick, Trick::new(winner, Vec::new()));
            self.last_trick = Some(done);
            self.end_round(events);
        } else {
            let next = self.trick_led_by(winner);
            self.last_trick = Some(std::mem::replace(&mut self.trick, next));
            self.to_act = Some(winner);
        }
    }

    /// After a round is scored: the game ends, or the next round is dealt.
    pub(super) fn after_scoring(&mut self, events: &mut Vec<PalaEvent>) {
        let n = self.players;
        let over = match self.rules.mode {
            Mode::Pointillism => {
                let goal = self.rules.point_goal_for(n);
                self.totals.iter().any(|&t| t >= goal)
            }
            Mode::Impressionism => {
                let end = self.rules.end_threshold_for(n);
                self.totals.iter().any(|&t| t >= end)
            }
        };
        if over {
            let best = match self.rules.mode {
                Mode::Pointillism => self.totals.iter().copied().max(),
                Mode::Impressionism => self.totals.iter().copied().min(),
            }
            .unwrap_or(0);
            self.winners = (0..n).filter(|&s| self.totals[s] == best).collect();
            self.phase = Phase::GameOver;
            self.to_act = None;
            events.push(PalaEvent::GameOver {
                winners: self.winners.clone(),
            });
        } else {
            self.dealer = self.next_seat(self.dealer);
            self.round += 1;
            self.deal(events);
        }
    }

    /// Every card of the game, wherever it is (hands, trick, piles, leftover, board,
    /// discards): always the 48 cards of the deck.
    #[doc(hidden)]
    pub fn all_cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = Vec::with_capacity(48);
        self.hands.iter().for_each(|h| all.extend_from_slice(h));
        self.piles.iter().for_each(|h| all.extend_from_slice(h));
        all.extend(self.trick.all_cards());
        all.extend_from_slice(&self.leftover);
        all.extend_from_slice(&self.discards);
        all.extend(
            self.board
                .iter()
                .filter_map(|(_, c)| c.map(|(card, _)| card)),
        );
        all.sort_unstable();
        all
    }

    #[doc(hidden)]
    pub fn hand(&self, seat: SeatId) -> &[Card] {
        self.hands.get(seat).map(Vec::as_slice).unwrap_or(&[])
    }

    /// Every seat's hand (read-only, for complete records).
    pub fn all_hands(&self) -> &[Vec<Card>] {
        &self.hands
    }

    /// The cards left over face down this round (read-only, for complete records).
    pub fn leftover_cards(&self) -> &[Card] {
        &self.leftover
    }

    #[doc(hidden)]
    pub fn pile(&self, seat: SeatId) -> &[Card] {
        self.piles.get(seat).map(Vec::as_slice).unwrap_or(&[])
    }

    /// Test positions: the given hands (the rest of the deck is left over), `leader`
    /// deals and leads, the trick is empty, phase Playing. Pointillism bids default to
    /// null; set them with `set_chip_bid`, the board with `set_board`.
    #[doc(hidden)]
    pub fn from_position(
        rules: PalaRules,
        hands: Vec<Vec<Card>>,
        leader: SeatId,
        seed: u64,
    ) -> Result<Pala, PalaError> {
        let players = hands.len();
        if !(3..=5).contains(&players) {
            return Err(PalaError::PlayerCount(players));
        }
        if leader >= players || hands[leader].is_empty() {
            return Err(PalaError::BadSetup);
        }
        let mut rest = full_deck();
        for hand in &hands {
            for &c in hand {
                if !take(&mut rest, c) {
                    return Err(PalaError::BadSetup);
                }
            }
        }
        let mut game = Pala::empty(players, rules, rng_from_seed(seed), leader);
        game.round = 1;
        game.hands = hands;
        game.hands.iter_mut().for_each(|h| h.sort_unstable());
        game.leftover = rest;
        game.chip_bids = Shared::new(vec![Some(Vec::new()); players]);
        game.board = game
            .rules
            .board_for(players)
            .iter()
            .map(|&s| (s, None))
            .collect();
        game.phase = Phase::Playing;
        game.start_trick(leader);
        Ok(game)
    }

    #[doc(hidden)]
    pub fn set_chip_bid(&mut self, seat: SeatId, colors: Vec<Color>) {
        if let Some(b) = self.chip_bids.make_mut().get_mut(seat) {
            *b = Some(colors);
        }
    }

    /// Puts a left-over card on board slot `slot` as bid by `seat`.
    #[doc(hidden)]
    pub fn set_board(&mut self, slot: usize, card: Card, seat: SeatId) -> Result<(), PalaError> {
        if slot >= self.board.len() || !take(&mut self.leftover, card) {
            return Err(PalaError::BadSetup);
        }
        self.board.make_mut()[slot].1 = Some((card, seat));
        Ok(())
    }

    /// Moves left-over cards into `seat`'s score pile.
    #[doc(hidden)]
    pub fn set_pile(&mut self, seat: SeatId, cards: &[Card]) -> Result<(), PalaError> {
        for &c in cards {
            if seat >= self.players || !take(&mut self.leftover, c) {
                return Err(PalaError::BadSetup);
            }
            self.piles[seat].push(c);
        }
        Ok(())
    }

    #[doc(hidden)]
    pub fn set_totals(&mut self, totals: Vec<i32>) {
        if totals.len() == self.players {
            self.totals = totals.into_iter().collect();
        }
    }
}

/// Who wins a complete trick, its final color, the cards the winner scores and the cards
/// discarded (played order).
pub(super) fn award(trick: &Trick, mode: Mode) -> (SeatId, Color, Vec<Card>, Vec<Card>) {
    let winner = trick.winning.unwrap_or(trick.leader);
    let color = trick.color.unwrap_or(Color::Red);
    match mode {
        Mode::Pointillism => {
            // Exactly one card of the final color: the winner's own single card if it
            // is one, else the first such card played. One always exists: a trick
            // never smeared still holds its led card; a smeared one holds the
            // smearer's secondary card, and a trick is smeared at most once.
            let plays = &trick.plays;
            let own = plays
                .iter()
                .find(|p| p.seat == winner && p.cards.len() == 1 && p.cards[0].color == color)
                .map(|p| p.cards[0]);
            let all = || plays.iter().flat_map(|p| p.all_cards());
            let pick = own.or_else(|| all().find(|c| c.color == color));
            // The other cards are discarded, in the order they were played.
            let mut skip = pick;
            let mut discarded = Vec::new();
            for c in all() {
                if skip == Some(c) {
                    skip = None;
                } else {
                    discarded.push(c);
                }
            }
            let awarded = pick.map_or_else(Vec::new, |card| vec![card]);
            (winner, color, awarded, discarded)
        }
        Mode::Impressionism => (winner, color, trick.all_cards(), Vec::new()),
    }
}

impl Rules for Pala {
    type Move = PalaMove;
    type Event = PalaEvent;
    type Error = PalaError;
    type View = PalaView;

    fn seat_count(&self) -> usize {
        self.players
    }

    fn to_act(&self) -> Option<SeatId> {
        self.to_act
    }

    fn candidate_moves(&self, seat: SeatId) -> Vec<PalaMove> {
        if self.to_act != Some(seat) {
            return Vec::new();
        }
        match self.phase {
            Phase::Bidding => self.legal_bids(seat),
            Phase::Playing => {
                let hand = &self.hands[seat];
                let mut out = Vec::with_capacity(hand.len() + 4);
                if hand.is_sorted() {
                    each_legal_play(hand, self.trick.color, |p| out.push(PalaMove::Play(p)));
                } else {
                    let mut sorted = hand.clone();
                    sorted.sort_unstable();
                    each_legal_play(&sorted, self.trick.color, |p| out.push(PalaMove::Play(p)));
                }
                out
            }
            Phase::TieDecision => vec![
                PalaMove::Tie { take_lead: true },
                PalaMove::Tie { take_lead: false },
            ],
            Phase::Cancelling => self.legal_cancels(seat),
            Phase::GameOver => Vec::new(),
        }
    }

    fn apply(&mut self, seat: SeatId, mv: &PalaMove) -> Result<Vec<PalaEvent>, PalaError> {
        if self.phase == Phase::GameOver {
            return Err(PalaError::GameOver);
        }
        if self.to_act != Some(seat) {
            return Err(PalaError::NotYourTurn);
        }
        match mv {
            PalaMove::BidChips(colors) => self.bid_chips(seat, colors),
            PalaMove::BidCard { card, slot } => self.bid_card(seat, *card, *slot),
            PalaMove::PassBid => self.pass_bid(seat),
            PalaMove::Play(play) => self.play(seat, play),
            PalaMove::Tie { take_lead } => self.decide_tie(seat, *take_lead),
            PalaMove::Cancel(cards) => self.cancel(seat, cards),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::GameOver).then(|| Outcome {
            totals: self.totals.to_vec(),
            winners: self.winners.clone(),
        })
    }

    fn view_for(&self, seat: SeatId) -> PalaView {
        PalaView::build(self, seat)
    }

    fn public_view(&self) -> Self::View {
        // One past the last seat: nobody's hand.
        PalaView::build(self, self.seat_count())
    }

    fn totals(&self) -> Vec<i32> {
        self.totals.to_vec()
    }
}
