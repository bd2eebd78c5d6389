//! The whole game: dealing (after the draw for the first player), whose turn it is, the
//! word on the table, the taken cards, and the `Rules` implementation. The moves
//! themselves are in `moves.rs`, the word search in `search.rs`.

use super::cards::{Card, Deck, rank};
use super::config::{HAND_SIZE, LeftRules};
use super::error::LeftError;
use super::view::LeftView;
use super::words::Split;
use crate::engine::{GameRng, Outcome, Rules, SeatId, rng_from_seed};
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// A new word from the hand alone (the first word, or after someone was stuck).
    Open,
    /// Remake the table word with hand cards and at least 2 table cards.
    Play,
    /// Challenge mode: the others, in turn, accept or challenge the word just laid.
    Judge,
    /// Vote mode: the others vote on the word just laid.
    Vote,
    GameOver,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LeftMove {
    /// A word, as typed; the program picks the cards (the table's first, see words.rs).
    Word {
        word: String,
    },
    /// "I cannot make a word."
    Pass,
    /// The turn timer ran out: as a pass.
    TimeUp,
    Accept,
    Challenge,
    Vote {
        accept: bool,
    },
}

/// Why a seat made no word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoWord {
    Passed,
    TimeUp,
    /// No cards left in hand.
    EmptyHand,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LeftEvent {
    /// One round of the draw for the first player (ties draw again).
    StartDraw {
        round: u32,
        draws: Vec<(SeatId, Card)>,
    },
    Starts {
        seat: SeatId,
    },
    /// The cards went back, were shuffled, and each hand got `hand_size` cards.
    Dealt {
        hand_size: usize,
    },
    /// A word from the hand alone. `score`: its Use-or-Lose points.
    Opened {
        seat: SeatId,
        word: String,
        cards: Vec<Card>,
        score: i32,
    },
    /// The table word remade; `leftovers` go to `taker`.
    Remade {
        seat: SeatId,
        old: String,
        word: String,
        from_hand: Vec<Card>,
        from_table: Vec<Card>,
        leftovers: Vec<Card>,
        taker: SeatId,
        score: i32,
    },
    /// Cards taken and the points they score (0 in Use or Lose).
    Took {
        seat: SeatId,
        cards: Vec<Card>,
        points: i32,
    },
    /// A seat made no word: in play the previous player takes the table.
    NoWord {
        seat: SeatId,
        why: NoWord,
    },
    /// Cards drawn to refill a hand (which ones is secret).
    Drew {
        seat: SeatId,
        count: usize,
    },
    /// Challenge or vote mode: a word waits for the table's answer.
    Laid {
        seat: SeatId,
        word: String,
    },
    Accepted {
        seat: SeatId,
    },
    /// The word was good: the challenger loses their next turn.
    ChallengeFailed {
        challenger: SeatId,
        player: SeatId,
        word: String,
    },
    /// The word was wrong: its cards go back, its player loses the turn.
    ChallengeWon {
        challenger: SeatId,
        player: SeatId,
        word: String,
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
    /// A seat misses this turn (it lost a challenge).
    TurnLost {
        seat: SeatId,
    },
    GameOver {
        winners: Vec<SeatId>,
        totals: Vec<i32>,
    },
}

/// A word waiting for the table (challenge or vote mode), judged by the common engine.
pub type Pending = crate::games::judge::Laid<LeftWord>;

/// What Leftovers keeps of a word waiting for the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeftWord {
    /// The word opens an empty table (from the hand alone).
    pub opening: bool,
}

/// The whole Leftovers game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Leftovers {
    pub(super) rules: LeftRules,
    pub(super) deck: Deck,
    pub(super) players: usize,
    pub(super) rng: GameRng,
    pub(super) phase: Phase,
    pub(super) to_act: Option<SeatId>,
    /// Whose turn it is (during a challenge or a vote, others answer).
    pub(super) turn: SeatId,
    pub(super) first: SeatId,
    pub(super) start_draws: Vec<Vec<(SeatId, Card)>>,
    pub(super) hands: Vec<Vec<Card>>,
    /// Face down, top card last.
    pub(super) draw: Vec<Card>,
    /// The word on the table, in order.
    pub(super) table: Vec<Card>,
    /// Who laid the table word.
    pub(super) table_by: Option<SeatId>,
    pub(super) taken: Vec<Vec<Card>>,
    pub(super) totals: Vec<i32>,
    /// Use or Lose: each seat's words and their points.
    pub(super) words: Vec<Vec<(String, i32)>>,
    /// Turns each seat still loses: one per failed challenge (saves from before the
    /// count held a flag, read as 0 or 1).
    #[serde(deserialize_with = "owed_turns")]
    pub(super) skip: Vec<u32>,
    /// Turns in a row with no word laid while a word had to be opened.
    pub(super) open_misses: usize,
    pub(super) pending: Option<Pending>,
    pub(super) winners: Vec<SeatId>,
    /// Every word laid this game: none may be laid again.
    pub(super) played: Vec<String>,
    /// The legal moves of the seat to act, found once per position (the table screen
    /// asks for them on every redraw). Emptied by every move.
    #[serde(skip)]
    pub(super) legal_cache: std::sync::OnceLock<Vec<LeftMove>>,
}

impl Leftovers {
    /// A new game: each seat draws a card, the one closest to A starts (ties draw
    /// again), the cards go back, the deck is shuffled and hands of 10 are dealt.
    pub fn new(
        players: usize,
        rules: LeftRules,
        deck: Deck,
        seed: u64,
    ) -> Result<(Leftovers, Vec<LeftEvent>), LeftError> {
        if !(2..=6).contains(&players) {
            return Err(LeftError::PlayerCount(players));
        }
        if deck.size() < players * HAND_SIZE {
            return Err(LeftError::BadSetup);
        }
        let mut rng = rng_from_seed(seed);
        let mut events = Vec::new();
        let mut cards = deck.cards();
        cards.shuffle(&mut rng);
        let mut contenders: Vec<SeatId> = (0..players).collect();
        let mut start_draws = Vec::new();
        let mut round = 0;
        while contenders.len() > 1 && cards.len() >= contenders.len() {
            round += 1;
            let draws: Vec<(SeatId, Card)> = contenders
                .iter()
                .filter_map(|&s| cards.pop().map(|c| (s, c)))
                .collect();
            let best = draws.iter().map(|(_, c)| rank(c.letter)).min().unwrap_or(0);
            contenders = draws
                .iter()
                .filter(|(_, c)| rank(c.letter) == best)
                .map(|(s, _)| *s)
                .collect();
            events.push(LeftEvent::StartDraw {
                round,
                draws: draws.clone(),
            });
            start_draws.push(draws);
        }
        let first = contenders.first().copied().unwrap_or(0);
        events.push(LeftEvent::Starts { seat: first });
        let mut cards = deck.cards();
        cards.shuffle(&mut rng);
        let mut hands = vec![Vec::new(); players];
        for i in 0..HAND_SIZE * players {
            if let Some(c) = cards.pop() {
                hands[(first + i) % players].push(c);
            }
        }
        hands.iter_mut().for_each(|h| sort_hand(h));
        events.push(LeftEvent::Dealt {
            hand_size: HAND_SIZE,
        });
        let game = Leftovers {
            rules,
            deck,
            players,
            rng,
            phase: Phase::Open,
            to_act: Some(first),
            turn: first,
            first,
            start_draws,
            hands,
            draw: cards,
            table: Vec::new(),
            table_by: None,
            taken: vec![Vec::new(); players],
            totals: vec![0; players],
            words: vec![Vec::new(); players],
            skip: vec![0; players],
            open_misses: 0,
            pending: None,
            winners: Vec::new(),
            played: Vec::new(),
            legal_cache: std::sync::OnceLock::new(),
        };
        Ok((game, events))
    }

    /// A test position: these hands, this table word (laid by the seat before `turn`),
    /// this draw pile (top last). Cards are made from letters with the deck's values.
    #[doc(hidden)]
    pub fn position(
        rules: LeftRules,
        deck: Deck,
        hands: &[&str],
        table: &str,
        draw: &str,
        turn: SeatId,
    ) -> Leftovers {
        let players = hands.len();
        let cards = |s: &str| -> Vec<Card> { s.chars().filter_map(|c| deck.card(c)).collect() };
        let table_cards = cards(table);
        Leftovers {
            players,
            rng: rng_from_seed(0),
            phase: if table_cards.is_empty() {
                Phase::Open
            } else {
                Phase::Play
            },
            to_act: Some(turn),
            turn,
            first: turn,
            start_draws: Vec::new(),
            hands: hands.iter().map(|h| cards(h)).collect(),
            draw: cards(draw),
            table_by: (!table_cards.is_empty()).then(|| (turn + players - 1) % players),
            table: table_cards,
            taken: vec![Vec::new(); players],
            totals: vec![0; players],
            words: vec![Vec::new(); players],
            skip: vec![0; players],
            open_misses: 0,
            pending: None,
            winners: Vec::new(),
            played: Vec::new(),
            legal_cache: std::sync::OnceLock::new(),
            rules,
            deck,
        }
    }

    pub fn rules(&self) -> &LeftRules {
        &self.rules
    }
    pub fn deck(&self) -> &Deck {
        &self.deck
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn table(&self) -> &[Card] {
        &self.table
    }
    pub fn first_player(&self) -> SeatId {
        self.first
    }
    pub fn start_draws(&self) -> &[Vec<(SeatId, Card)>] {
        &self.start_draws
    }
    #[doc(hidden)]
    pub fn hand(&self, seat: SeatId) -> &[Card] {
        self.hands.get(seat).map(Vec::as_slice).unwrap_or(&[])
    }
    #[doc(hidden)]
    pub fn taken(&self, seat: SeatId) -> &[Card] {
        self.taken.get(seat).map(Vec::as_slice).unwrap_or(&[])
    }
    #[doc(hidden)]
    pub fn draw_count(&self) -> usize {
        self.draw.len()
    }
    /// Whether `seat` misses its next turn.
    #[cfg(test)]
    pub(crate) fn loses_next_turn(&self, seat: SeatId) -> bool {
        self.skip.get(seat).is_some_and(|&n| n > 0)
    }

    /// Every card of the game wherever it is (hands, draw pile, table, taken), sorted.
    #[doc(hidden)]
    pub fn all_cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = Vec::with_capacity(self.deck.size());
        self.hands.iter().for_each(|h| all.extend_from_slice(h));
        self.taken.iter().for_each(|h| all.extend_from_slice(h));
        all.extend_from_slice(&self.draw);
        all.extend_from_slice(&self.table);
        all.sort_unstable();
        all
    }

    /// Deals the cards `seat` cannot see (other hands and the draw pile) anew, hand
    /// sizes kept: for the test that bots never peek.
    #[doc(hidden)]
    pub fn shuffle_hidden_for_tests(&mut self, seat: SeatId, seed: u64) {
        let mut pool: Vec<Card> = self.draw.clone();
        for (s, h) in self.hands.iter().enumerate() {
            if s != seat {
                pool.extend_from_slice(h);
            }
        }
        pool.shuffle(&mut rng_from_seed(seed));
        for s in 0..self.players {
            if s != seat {
                let n = self.hands[s].len();
                self.hands[s] = pool.split_off(pool.len() - n);
                sort_hand(&mut self.hands[s]);
            }
        }
        self.draw = pool;
        self.legal_cache = std::sync::OnceLock::new();
    }

    /// The words the search finds for `seat` (Pass when none).
    fn find_moves(&self, seat: SeatId) -> Vec<LeftMove> {
        let mut v: Vec<LeftMove> = super::search::found_word_list(
            &self.hands[seat],
            &self.table,
            self.phase == Phase::Open,
            self.rules.keep_order,
            &self.played,
            self.lexicon(),
        )
        .into_iter()
        .map(|word| LeftMove::Word { word })
        .collect();
        if v.is_empty() {
            v.push(LeftMove::Pass);
        }
        v
    }

    pub(super) fn next_seat(&self, seat: SeatId) -> SeatId {
        (seat + 1) % self.players
    }
    pub(super) fn prev_seat(&self, seat: SeatId) -> SeatId {
        (seat + self.players - 1) % self.players
    }
    /// "The previous player" who takes the table's cards: whoever laid the word on the
    /// table. It is the seat before `seat` unless turns were lost to a challenge or a
    /// refused word, and then the cards must not go to the player who lost a turn.
    pub(super) fn word_layer(&self, seat: SeatId) -> SeatId {
        self.table_by.unwrap_or_else(|| self.prev_seat(seat))
    }

    /// The dictionary that judges words (the deck's language, the house rules' level).
    pub fn lexicon(&self) -> &'static crate::lexicon::Lexicon {
        crate::lexicon::table::table_for(self.deck.language, self.rules.dictionary)
    }

    /// The cards `word` would take for `seat` now, or why not (dictionary not asked).
    pub(super) fn plan(&self, seat: SeatId, word: &str, opening: bool) -> Result<Split, LeftError> {
        let split = super::view::plan_for(
            &self.hands[seat],
            &self.table,
            opening,
            self.rules.keep_order,
            word,
        )?;
        if self.played.contains(&split.word) {
            return Err(LeftError::AlreadyLaid(split.word));
        }
        Ok(split)
    }
}

/// The turns owed, from a count or (older saves) a flag.
fn owed_turns<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<u32>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Owed {
        Count(u32),
        Flag(bool),
    }
    Ok(Vec::<Owed>::deserialize(d)?
        .into_iter()
        .map(|o| match o {
            Owed::Count(n) => n,
            Owed::Flag(b) => u32::from(b),
        })
        .collect())
}

pub(super) fn sort_hand(h: &mut [Card]) {
    h.sort_by_key(|c| (rank(c.letter), c.value));
}

impl Rules for Leftovers {
    type Move = LeftMove;
    type Event = LeftEvent;
    type Error = LeftError;
    type View = LeftView;

    fn seat_count(&self) -> usize {
        self.players
    }

    fn to_act(&self) -> Option<SeatId> {
        self.to_act
    }

    /// The words the dictionary search finds for the seat (each using its best cards),
    /// or Pass when there is none; the answers to a word in challenge and vote mode.
    /// `apply` also takes any word a person types that the rules allow, and Pass.
    fn candidate_moves(&self, seat: SeatId) -> Vec<LeftMove> {
        if self.to_act != Some(seat) {
            return Vec::new();
        }
        match self.phase {
            Phase::Open | Phase::Play => self
                .legal_cache
                .get_or_init(|| self.find_moves(seat))
                .clone(),
            Phase::Judge => vec![LeftMove::Accept, LeftMove::Challenge],
            Phase::Vote => vec![
                LeftMove::Vote { accept: true },
                LeftMove::Vote { accept: false },
            ],
            Phase::GameOver => Vec::new(),
        }
    }

    fn apply(&mut self, seat: SeatId, mv: &LeftMove) -> Result<Vec<LeftEvent>, LeftError> {
        if self.phase == Phase::GameOver {
            return Err(LeftError::GameOver);
        }
        // A vote may come from any seat still to vote (judge.rs: it is secret until
        // counted); every other move only from the seat to act.
        let votes_now =
            matches!(mv, LeftMove::Vote { .. }) && crate::games::judge::may_vote(self, seat);
        if (self.to_act != Some(seat) && !votes_now) || seat >= self.players {
            return Err(LeftError::NotYourTurn);
        }
        let events = self.apply_move(seat, mv)?;
        self.legal_cache = std::sync::OnceLock::new();
        Ok(events)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::GameOver).then(|| Outcome {
            totals: self.totals.clone(),
            winners: self.winners.clone(),
        })
    }

    fn view_for(&self, seat: SeatId) -> LeftView {
        LeftView::build(self, seat)
    }

    fn public_view(&self) -> Self::View {
        // One past the last seat: nobody's hand.
        LeftView::build(self, self.seat_count())
    }

    fn totals(&self) -> Vec<i32> {
        self.totals.clone()
    }
}
