//! The whole game state, dealing, the turn and cycle flow, hand scoring and the
//! `Rules` implementation. The moves themselves are in `moves.rs`.

use super::cards::{Card, Deck};
use super::config::RapiRules;
use super::error::RapiError;
use super::search::word_moves;
use super::view::RapiView;
use super::words::TableWord;
use crate::engine::{GameRng, Outcome, Rules, SeatId, rng_from_seed};
use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

/// Where the hand is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    Playing,
    /// Challenge mode: the other seats, in turn order, accept or challenge the word.
    Challenge,
    /// Vote mode: the other seats, in turn order, vote on the word.
    Vote,
    GameOver,
}

/// The two piles one may draw from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pile {
    /// Face down.
    Mazo,
    /// Face up; only its top card can be drawn.
    Pozo,
}

/// A move. Word moves carry the word as typed (see `words::parse_typed`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RapiMove {
    /// A new word with exactly the die's number of letters, all from the hand;
    /// `*` before a letter plays it with a comodín ("CA*SA").
    Form { word: String },
    /// Hand letters added anywhere in table word `target` (its letters keep their order).
    Add { target: usize, word: String },
    /// Letters of table word `target` replaced one for one with hand letters.
    Replace { target: usize, word: String },
    /// One card; the turn ends.
    Draw { from: Pile },
    /// Only when nothing else is possible (no word found and nothing to draw).
    Pass,
    /// Challenge mode: the word is wrong, says this seat.
    Challenge,
    /// Challenge mode: this seat lets the word stand.
    Accept,
    /// Vote mode.
    Vote { accept: bool },
}

/// Which word move laid a word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WordKind {
    Form,
    Add,
    Replace,
}

/// What happened, in order. Seats are ids; `text::event_text` names them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RapiEvent {
    Dealt {
        hand_no: u32,
        dealer: SeatId,
        pozo_top: Option<Card>,
    },
    DieRolled {
        seat: SeatId,
        cycle: u32,
        value: u8,
        repeat: bool,
    },
    Formed {
        seat: SeatId,
        word: String,
        comodines: usize,
    },
    Added {
        seat: SeatId,
        old: String,
        word: String,
        added: usize,
    },
    Replaced {
        seat: SeatId,
        old: String,
        word: String,
        to_pozo: Vec<Card>,
    },
    /// `card` is shown only for the pozo (a mazo card is secret).
    Drew {
        seat: SeatId,
        from: Pile,
        card: Option<Card>,
    },
    MazoRefilled {
        cards: usize,
    },
    Passed {
        seat: SeatId,
    },
    Accepted {
        seat: SeatId,
    },
    /// The challenge was right: the word is taken back, with the penalty and reward.
    ChallengeWon {
        challenger: SeatId,
        player: SeatId,
        word: String,
        penalty: i32,
        reward: i32,
    },
    /// The word was good; `penalty` (maybe 0) for the challenger.
    ChallengeFailed {
        challenger: SeatId,
        player: SeatId,
        word: String,
        penalty: i32,
    },
    Voted {
        seat: SeatId,
        accept: bool,
    },
    /// A vote closed before `unasked` voted: their votes could not change its result
    /// (the count follows).
    VoteClosed {
        player: SeatId,
        word: String,
        unasked: Vec<SeatId>,
    },
    VoteResult {
        player: SeatId,
        word: String,
        yes: usize,
        no: usize,
        accepted: bool,
    },
    /// Nobody could play nor draw for a whole turn of the table.
    Blocked,
    HandScored {
        hand_no: u32,
        went_out: Option<SeatId>,
        penalties: Vec<i32>,
        totals: Vec<i32>,
    },
    GameOver {
        winners: Vec<SeatId>,
    },
}

/// One line of the score pad: the penalties of one hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandScore {
    pub hand_no: u32,
    pub dealer: SeatId,
    pub went_out: Option<SeatId>,
    /// Points of the cards left in hand, per seat.
    pub penalties: Vec<i32>,
    /// Challenge points during the hand (+ for a wrong word, - for a right challenge).
    pub adjustments: Vec<i32>,
    pub totals: Vec<i32>,
}

/// A word waiting for the table's answer (challenge or vote mode), judged by the common
/// engine.
pub type PendingWord = crate::games::judge::Laid<RapiWord>;

/// What Rapiletras keeps of a word waiting for the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RapiWord {
    pub kind: WordKind,
    /// The table word's index (new or changed).
    pub target: usize,
}

/// What to restore if the pending word is refused.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(super) struct Undo {
    pub hand: Vec<Card>,
    pub table: Vec<TableWord>,
    pub pozo: Vec<Card>,
}

/// The whole Rapiletras game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Rapiletras {
    pub(super) rules: RapiRules,
    pub(super) deck: Deck,
    pub(super) players: usize,
    pub(super) rng: GameRng,
    pub(super) hand_no: u32,
    pub(super) dealer: SeatId,
    pub(super) phase: Phase,
    pub(super) to_act: Option<SeatId>,
    /// Whose turn it is (during a challenge or vote, `to_act` is someone else).
    pub(super) turn: SeatId,
    pub(super) cycle_no: u32,
    pub(super) die: u8,
    pub(super) previous_die: Option<u8>,
    pub(super) hands: Vec<Vec<Card>>,
    pub(super) table: Vec<TableWord>,
    pub(super) mazo: Vec<Card>,
    pub(super) pozo: Vec<Card>,
    pub(super) pending: Option<(PendingWord, Undo)>,
    pub(super) passes_in_row: usize,
    pub(super) pad: Vec<HandScore>,
    pub(super) adjustments: Vec<i32>,
    pub(super) totals: Vec<i32>,
    pub(super) winners: Vec<SeatId>,
}

impl Rapiletras {
    /// A new game for 2 to 6 players with the shipped deck.
    pub fn new(players: usize, rules: RapiRules, seed: u64) -> Result<Rapiletras, RapiError> {
        Rapiletras::with_deck(players, rules, Deck::default(), seed)
    }

    /// A new game with any deck: the first dealer is drawn at random, then the first
    /// hand is dealt and the player left of the dealer rolls the die.
    pub(crate) fn with_deck(
        players: usize,
        rules: RapiRules,
        deck: Deck,
        seed: u64,
    ) -> Result<Rapiletras, RapiError> {
        if !(2..=6).contains(&players) {
            return Err(RapiError::PlayerCount(players));
        }
        if deck.size() < players * rules.hand_size + 1 || rules.hand_size == 0 {
            return Err(RapiError::BadSetup);
        }
        let mut rng = rng_from_seed(seed);
        let dealer = rng.random_range(0..players);
        let mut game = Rapiletras::empty(players, rules, deck, rng, dealer);
        game.hand_no = 1;
        game.deal(&mut Vec::new());
        Ok(game)
    }

    pub(super) fn empty(
        players: usize,
        rules: RapiRules,
        deck: Deck,
        rng: GameRng,
        dealer: SeatId,
    ) -> Rapiletras {
        Rapiletras {
            rules,
            deck,
            players,
            rng,
            hand_no: 0,
            dealer,
            phase: Phase::Playing,
            to_act: None,
            turn: 0,
            cycle_no: 0,
            die: 1,
            previous_die: None,
            hands: vec![Vec::new(); players],
            table: Vec::new(),
            mazo: Vec::new(),
            pozo: Vec::new(),
            pending: None,
            passes_in_row: 0,
            pad: Vec::new(),
            adjustments: vec![0; players],
            totals: vec![0; players],
            winners: Vec::new(),
        }
    }

    pub fn rules(&self) -> &RapiRules {
        &self.rules
    }
    pub fn deck(&self) -> &Deck {
        &self.deck
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn dealer(&self) -> SeatId {
        self.dealer
    }
    pub fn die(&self) -> u8 {
        self.die
    }
    pub fn previous_die(&self) -> Option<u8> {
        self.previous_die
    }
    pub fn table(&self) -> &[TableWord] {
        &self.table
    }
    pub fn score_pad(&self) -> &[HandScore] {
        &self.pad
    }
    /// Replacing is allowed this cycle.
    pub(crate) fn replace_allowed(&self) -> bool {
        !self.rules.replace_needs_repeat || self.previous_die == Some(self.die)
    }

    pub(super) fn next_seat(&self, seat: SeatId) -> SeatId {
        (seat + 1) % self.players
    }

    /// The seat left of the dealer: it rolls the die and opens every cycle.
    pub(super) fn first_seat(&self) -> SeatId {
        self.next_seat(self.dealer)
    }

    /// Shuffles every card and deals a hand; the first pozo card is turned up.
    pub(super) fn deal(&mut self, events: &mut Vec<RapiEvent>) {
        let mut cards = self.deck.cards();
        cards.shuffle(&mut self.rng);
        let size = self.rules.hand_size;
        for h in self.hands.iter_mut() {
            h.clear();
        }
        for i in 0..size * self.players {
            let seat = (self.first_seat() + i) % self.players;
            if let Some(c) = cards.pop() {
                self.hands[seat].push(c);
            }
        }
        self.hands.iter_mut().for_each(|h| h.sort_unstable());
        self.pozo = cards.pop().into_iter().collect();
        self.mazo = cards;
        self.table.clear();
        self.pending = None;
        self.passes_in_row = 0;
        self.adjustments = vec![0; self.players];
        self.cycle_no = 0;
        self.previous_die = None;
        events.push(RapiEvent::Dealt {
            hand_no: self.hand_no,
            dealer: self.dealer,
            pozo_top: self.pozo.last().copied(),
        });
        self.turn = self.first_seat();
        self.start_cycle(events);
    }

    /// A new cycle: the die is rolled by the seat left of the dealer, who plays first.
    fn start_cycle(&mut self, events: &mut Vec<RapiEvent>) {
        if self.cycle_no > 0 {
            self.previous_die = Some(self.die);
        }
        self.cycle_no += 1;
        self.die = self.rng.random_range(1..=6);
        self.phase = Phase::Playing;
        self.turn = self.first_seat();
        self.to_act = Some(self.turn);
        events.push(RapiEvent::DieRolled {
            seat: self.turn,
            cycle: self.cycle_no,
            value: self.die,
            repeat: self.previous_die == Some(self.die),
        });
    }

    /// The turn passes to the next seat (a new cycle when it comes back round).
    pub(super) fn end_turn(&mut self, events: &mut Vec<RapiEvent>) {
        self.phase = Phase::Playing;
        let next = self.next_seat(self.turn);
        if next == self.first_seat() {
            self.start_cycle(events);
        } else {
            self.turn = next;
            self.to_act = Some(next);
        }
    }

    /// A hand ends: the cards left in hand are penalty points; the game ends or the
    /// next dealer deals.
    pub(super) fn end_hand(&mut self, went_out: Option<SeatId>, events: &mut Vec<RapiEvent>) {
        let penalties: Vec<i32> = self.hands.iter().map(|h| self.deck.hand_value(h)).collect();
        for (t, p) in self.totals.iter_mut().zip(&penalties) {
            *t = t.saturating_add(*p);
        }
        self.pad.push(HandScore {
            hand_no: self.hand_no,
            dealer: self.dealer,
            went_out,
            penalties: penalties.clone(),
            adjustments: std::mem::replace(&mut self.adjustments, vec![0; self.players]),
            totals: self.totals.clone(),
        });
        events.push(RapiEvent::HandScored {
            hand_no: self.hand_no,
            went_out,
            penalties,
            totals: self.totals.clone(),
        });
        if self.totals.iter().any(|&t| t >= self.rules.game_end) {
            let best = self.totals.iter().copied().min().unwrap_or(0);
            self.winners = (0..self.players)
                .filter(|&s| self.totals[s] == best)
                .collect();
            self.phase = Phase::GameOver;
            self.to_act = None;
            events.push(RapiEvent::GameOver {
                winners: self.winners.clone(),
            });
        } else {
            self.dealer = self.next_seat(self.dealer);
            self.hand_no += 1;
            self.deal(events);
        }
    }

    /// Can `seat` draw from the mazo now (an empty mazo is refilled from the pozo)?
    pub(super) fn can_draw(&self, from: Pile) -> bool {
        match from {
            Pile::Mazo => !self.mazo.is_empty() || self.pozo.len() >= 2,
            Pile::Pozo => !self.pozo.is_empty(),
        }
    }

    /// The word moves the search finds for the seat whose turn it is.
    pub(super) fn found_word_moves(&self, seat: SeatId) -> Vec<RapiMove> {
        word_moves(
            &self.hands[seat],
            &self.table,
            usize::from(self.die),
            self.replace_allowed(),
            self.rules.dictionary,
        )
    }

    /// Every card of the game, wherever it is: always the whole deck.
    #[doc(hidden)]
    pub fn all_cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = Vec::with_capacity(self.deck.size());
        self.hands.iter().for_each(|h| all.extend_from_slice(h));
        self.table
            .iter()
            .for_each(|w| all.extend_from_slice(&w.cards));
        all.extend_from_slice(&self.mazo);
        all.extend_from_slice(&self.pozo);
        all.sort_unstable();
        all
    }

    #[doc(hidden)]
    pub fn hand(&self, seat: SeatId) -> &[Card] {
        self.hands.get(seat).map(Vec::as_slice).unwrap_or(&[])
    }

    /// For tests: the same game with the cards `seat` cannot see (the other hands and
    /// the mazo) dealt again at random, each hand keeping its size. What `seat` sees is
    /// unchanged, so a fair computer player must decide the same way.
    #[doc(hidden)]
    pub fn with_hidden_redealt(&self, seat: SeatId, seed: u64) -> Rapiletras {
        let mut g = self.clone();
        let mut hidden: Vec<Card> = g.mazo.clone();
        for (s, h) in g.hands.iter().enumerate() {
            if s != seat {
                hidden.extend_from_slice(h);
            }
        }
        hidden.shuffle(&mut rng_from_seed(seed));
        for s in 0..g.players {
            if s != seat {
                let n = g.hands[s].len();
                g.hands[s] = hidden.split_off(hidden.len() - n);
                g.hands[s].sort_unstable();
            }
        }
        g.mazo = hidden;
        g
    }
}

impl Rules for Rapiletras {
    type Move = RapiMove;
    type Event = RapiEvent;
    type Error = RapiError;
    type View = RapiView;

    fn seat_count(&self) -> usize {
        self.players
    }

    fn to_act(&self) -> Option<SeatId> {
        self.to_act
    }

    /// The moves the computer players choose from: every Form, Add and Replace word
    /// the dictionary search finds (dictionary words only, of the die's length), the
    /// possible draws, and Pass when there is nothing to draw (last: a player need not
    /// find the word the search found). `apply` also accepts any
    /// other word a player types that the rules allow (a listed name, in challenge or
    /// vote mode any word, another replacement of the same word...).
    fn candidate_moves(&self, seat: SeatId) -> Vec<RapiMove> {
        if self.to_act != Some(seat) {
            return Vec::new();
        }
        match self.phase {
            Phase::Playing => {
                let mut v = self.found_word_moves(seat);
                for from in [Pile::Mazo, Pile::Pozo] {
                    if self.can_draw(from) {
                        v.push(RapiMove::Draw { from });
                    }
                }
                if !self.can_draw(Pile::Mazo) && !self.can_draw(Pile::Pozo) {
                    v.push(RapiMove::Pass);
                }
                v
            }
            Phase::Challenge => vec![RapiMove::Accept, RapiMove::Challenge],
            Phase::Vote => vec![
                RapiMove::Vote { accept: true },
                RapiMove::Vote { accept: false },
            ],
            Phase::GameOver => Vec::new(),
        }
    }

    fn apply(&mut self, seat: SeatId, mv: &RapiMove) -> Result<Vec<RapiEvent>, RapiError> {
        if self.phase == Phase::GameOver {
            return Err(RapiError::GameOver);
        }
        // A vote may come from any seat still to vote (judge.rs: it is secret until
        // counted); every other move only from the seat to act.
        let votes_now =
            matches!(mv, RapiMove::Vote { .. }) && crate::games::judge::may_vote(self, seat);
        if (self.to_act != Some(seat) && !votes_now) || seat >= self.players {
            return Err(RapiError::NotYourTurn);
        }
        self.apply_move(seat, mv)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::GameOver).then(|| Outcome {
            totals: self.totals.clone(),
            winners: self.winners.clone(),
        })
    }

    fn view_for(&self, seat: SeatId) -> RapiView {
        RapiView::build(self, seat)
    }

    fn public_view(&self) -> Self::View {
        // One past the last seat: nobody's hand.
        RapiView::build(self, self.seat_count())
    }

    fn totals(&self) -> Vec<i32> {
        self.totals.clone()
    }
}
