//! The game state, its moves, events and score ledger, and the `Rules` implementation.
//! The turn flow is in `turn.rs`, the moves in `moves.rs`.

use super::cards::{Card, CardId, game_deck};
use super::config::PalabraRules;
use super::error::PalabraError;
use super::plan::Ctx;
use super::table::{Breakdown, PlayKind, TableWord};
use super::view::PalabraView;
use crate::engine::{GameRng, Outcome, Rules, SeatId, rng_from_seed};
use serde::{Deserialize, Serialize};

/// Whose decision it is, and which kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Joker, shave or skip (skipped by itself when no pre-play is possible).
    PrePlay,
    /// A word, straight, flush, vowel play, exchange or pass.
    Play,
    /// Challenge mode: the other seats, in turn order, accept or challenge the word.
    Challenge,
    /// Vote mode: the other seats, in turn order, vote on the word.
    Vote,
    GameOver,
}

/// One decision. Table words are named by the seat they lie in front of.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PalabraMove {
    /// One joker card per target word (any number of targets, other seats only).
    Joker {
        targets: Vec<SeatId>,
    },
    /// Letter cards matching letters of the target word.
    Shave {
        target: SeatId,
        cards: Vec<CardId>,
    },
    SkipPrePlay,
    /// A dictionary word. Each card with the letter it stands for. Fresh word: all the
    /// cards in `after`; building: the cards go before and/or after the table word.
    Word {
        before: Vec<(CardId, char)>,
        after: Vec<(CardId, char)>,
        build_on: Option<SeatId>,
    },
    /// 3+ consecutive letters (A follows Z), shaped like `Word`.
    Straight {
        before: Vec<(CardId, char)>,
        after: Vec<(CardId, char)>,
        build_on: Option<SeatId>,
    },
    /// 5+ cards of one color: face values only.
    Flush {
        cards: Vec<CardId>,
    },
    /// 6+ vowels (Y counts): 20 or 40; shuffled back, replacements drawn; ends the turn.
    Vowels {
        cards: Vec<CardId>,
    },
    /// Only with 10+ cards in the draw pile; ends the turn.
    Exchange {
        cards: Vec<CardId>,
    },
    Pass,
    /// The impatient timer ran out: a pass (in a challenge or a vote: accept).
    TimeOut,
    Challenge,
    Accept,
    Vote {
        accept: bool,
    },
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// The draw pile is empty and this seat has no cards.
    OutOfCards(SeatId),
    /// The draw pile is empty and every seat passed in a row.
    AllPassed,
    /// Three full rounds in a row without a pre-play or a table play.
    Stalemate,
    /// Simultaneous play: not everyone could draw back to seven.
    CannotRefill,
}

/// A line of the score pad.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Entry {
    Play {
        kind: PlayKind,
        word: String,
        built_on: Option<String>,
    },
    ShaveGiven {
        victim: SeatId,
        word: String,
        letters: String,
    },
    ShaveTaken {
        by: SeatId,
        word: String,
        letters: String,
    },
    Jokered {
        by: SeatId,
        word: String,
    },
    Vowels {
        count: usize,
    },
    /// The extra for the last word play of the game.
    FinalPlay {
        word: String,
    },
    /// Cards left in hand at the end.
    Penalty {
        cards: String,
    },
    /// Eliminate high score: the best word play taken off.
    BestWordDropped {
        word: String,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LedgerEntry {
    pub turn: u32,
    pub entry: Entry,
    pub points: i32,
}

/// What happened, in order. `describe_with` names the seats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PalabraEvent {
    /// Every cut, in order (re-cuts included), and who starts.
    Cut {
        cuts: Vec<(SeatId, Card)>,
        first: SeatId,
    },
    TurnStarted {
        seat: SeatId,
        turn_no: u32,
    },
    WordDiscarded {
        seat: SeatId,
        word: String,
    },
    /// The seat lost a challenge and loses this turn.
    TurnForfeited {
        seat: SeatId,
    },
    Jokered {
        seat: SeatId,
        victim: SeatId,
        word: String,
        points: i32,
    },
    Shaved {
        seat: SeatId,
        victim: SeatId,
        word: String,
        letters: String,
        points: i32,
    },
    PrePlaySkipped {
        seat: SeatId,
    },
    Drew {
        seat: SeatId,
        count: usize,
    },
    Played {
        seat: SeatId,
        kind: PlayKind,
        word: String,
        built_on: Option<(SeatId, String)>,
        score: Breakdown,
    },
    VowelPlay {
        seat: SeatId,
        letters: String,
        points: i32,
    },
    Exchanged {
        seat: SeatId,
        count: usize,
    },
    Passed {
        seat: SeatId,
        timed_out: bool,
    },
    /// A word waits for the table (challenge or vote mode).
    WordLaid {
        seat: SeatId,
        word: String,
    },
    Accepted {
        seat: SeatId,
    },
    ChallengeWon {
        challenger: SeatId,
        player: SeatId,
        word: String,
    },
    ChallengeFailed {
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
    /// Simultaneous play: a seat has decided (its choice stays hidden until the reveal).
    Decided {
        seat: SeatId,
    },
    /// Simultaneous play: every decision of the round is shown and resolved.
    Revealed {
        round: u32,
    },
    /// Simultaneous play: a play that could not be resolved (its cards go back).
    Voided {
        seat: SeatId,
        reason: String,
    },
    FinalPlay {
        seat: SeatId,
        word: String,
        extra: i32,
    },
    Penalty {
        seat: SeatId,
        cards: String,
        points: i32,
    },
    BestWordDropped {
        seat: SeatId,
        word: String,
        points: i32,
    },
    GameOver {
        reason: EndReason,
        totals: Vec<i32>,
        winners: Vec<SeatId>,
    },
}

/// A word waiting for the table's answer, judged by the common engine.
pub type Pending = crate::games::judge::Laid<PalabraWord>;

/// What Palabra keeps of a word waiting for the table: the play, made again if it stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PalabraWord {
    pub mv: PalabraMove,
}

/// The whole Palabra game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Palabra {
    pub(super) rules: PalabraRules,
    pub(super) players: usize,
    pub(super) rng: GameRng,
    pub(super) deck: Vec<Card>,
    pub(super) phase: Phase,
    pub(super) to_act: Option<SeatId>,
    pub(super) turn: SeatId,
    pub(super) turn_no: u32,
    pub(super) hands: Vec<Vec<Card>>,
    /// Draw pile: the last card is the top.
    pub(super) draw: Vec<Card>,
    pub(super) discard: Vec<Card>,
    /// One slot per seat.
    pub(super) table: Vec<Option<TableWord>>,
    pub(super) serial: u64,
    pub(super) last_play: Option<u64>,
    /// The seat whose turn it is made a pre-play or a play this turn.
    pub(super) acted: bool,
    pub(super) pending: Option<Pending>,
    pub(super) rejected: Vec<String>,
    pub(super) skip_next: Vec<bool>,
    pub(super) passes_in_row: usize,
    pub(super) idle_in_row: usize,
    pub(super) ledger: Vec<Vec<LedgerEntry>>,
    pub(super) totals: Vec<i32>,
    pub(super) cuts: Vec<(SeatId, Card)>,
    pub(super) first: SeatId,
    pub(super) winners: Vec<SeatId>,
    pub(super) end: Option<EndReason>,
    pub(super) sim: Option<super::simul::SimRound>,
}

impl Palabra {
    /// A new game: 2 to 6 players (up to 12 with `two_decks`; 7+ need it).
    pub fn new(players: usize, rules: PalabraRules, seed: u64) -> Result<Palabra, PalabraError> {
        let max = if rules.two_decks { 12 } else { 6 };
        if !(2..=max).contains(&players) {
            return Err(PalabraError::PlayerCount(players));
        }
        let deck = game_deck(rules.two_decks, !rules.eliminate_high_score);
        let mut g = Palabra::empty(players, rules, deck, rng_from_seed(seed));
        let mut events = Vec::new();
        g.cut_and_deal(&mut events);
        Ok(g)
    }

    pub(super) fn empty(
        players: usize,
        rules: PalabraRules,
        deck: Vec<Card>,
        rng: GameRng,
    ) -> Palabra {
        Palabra {
            rules,
            players,
            rng,
            deck,
            phase: Phase::Play,
            to_act: None,
            turn: 0,
            turn_no: 0,
            hands: vec![Vec::new(); players],
            draw: Vec::new(),
            discard: Vec::new(),
            table: vec![None; players],
            serial: 0,
            last_play: None,
            acted: false,
            pending: None,
            rejected: Vec::new(),
            skip_next: vec![false; players],
            passes_in_row: 0,
            idle_in_row: 0,
            ledger: vec![Vec::new(); players],
            totals: vec![0; players],
            cuts: Vec::new(),
            first: 0,
            winners: Vec::new(),
            end: None,
            sim: None,
        }
    }

    pub fn rules(&self) -> &PalabraRules {
        &self.rules
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn table(&self) -> &[Option<TableWord>] {
        &self.table
    }
    pub fn ledger(&self) -> &[Vec<LedgerEntry>] {
        &self.ledger
    }
    pub fn draw_count(&self) -> usize {
        self.draw.len()
    }
    pub fn first_player(&self) -> SeatId {
        self.first
    }
    pub fn cuts(&self) -> &[(SeatId, Card)] {
        &self.cuts
    }
    /// The seat whose turn it is (others may be answering a challenge or vote).
    pub fn turn(&self) -> SeatId {
        self.turn
    }

    /// The check context for `seat`.
    pub(super) fn ctx(&self, seat: SeatId) -> Ctx<'_> {
        Ctx {
            seat,
            players: self.players,
            hand: self.hands.get(seat).map(Vec::as_slice).unwrap_or(&[]),
            table: &self.table,
            rules: &self.rules,
            draw_count: self.draw.len(),
            last_play: self.last_play,
            rejected: &self.rejected,
        }
    }

    /// Every card of the game, wherever it is, sorted by id: always the whole deck.
    #[doc(hidden)]
    pub fn all_card_ids(&self) -> Vec<CardId> {
        let mut all: Vec<CardId> = Vec::with_capacity(self.deck.len());
        self.hands.iter().flatten().for_each(|c| all.push(c.id));
        for w in self.table.iter().flatten() {
            all.extend(w.cards.iter().map(|p| p.card.id));
            all.extend(w.lying.iter().map(|c| c.id));
        }
        all.extend(self.draw.iter().map(|c| c.id));
        all.extend(self.discard.iter().map(|c| c.id));
        if let Some(s) = &self.sim {
            all.extend(s.held_card_ids());
        }
        all.sort_unstable();
        all
    }

    pub fn deck_size(&self) -> usize {
        self.deck.len()
    }

    #[doc(hidden)]
    pub fn hand(&self, seat: SeatId) -> &[Card] {
        self.hands.get(seat).map(Vec::as_slice).unwrap_or(&[])
    }

    /// For tests: the same game with the cards `seat` cannot see (the other hands and
    /// the draw pile) dealt again at random, each hand keeping its size. What `seat`
    /// sees is unchanged, so a fair computer player must decide the same way.
    #[doc(hidden)]
    pub fn with_hidden_redealt(&self, seat: SeatId, seed: u64) -> Palabra {
        use rand::seq::SliceRandom;
        let mut g = self.clone();
        let mut hidden: Vec<Card> = g.draw.clone();
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
                g.hands[s].sort_by_key(|c| c.id);
            }
        }
        g.draw = hidden;
        g
    }
}

impl Rules for Palabra {
    type Move = PalabraMove;
    type Event = PalabraEvent;
    type Error = PalabraError;
    type View = PalabraView;

    fn seat_count(&self) -> usize {
        self.players
    }

    fn to_act(&self) -> Option<SeatId> {
        self.to_act
    }

    /// The moves the computer players choose from: the pre-plays, every word, build,
    /// straight, flush and vowel play the search finds, a few exchanges and Pass.
    /// `apply` also accepts any other valid play (other cards for the same word,
    /// any word in challenge or vote mode, TimeOut with the timer on...).
    fn candidate_moves(&self, seat: SeatId) -> Vec<PalabraMove> {
        if self.to_act != Some(seat) {
            return Vec::new();
        }
        super::search::legal(&self.view_for(seat))
    }

    fn apply(&mut self, seat: SeatId, mv: &PalabraMove) -> Result<Vec<PalabraEvent>, PalabraError> {
        if self.phase == Phase::GameOver {
            return Err(PalabraError::GameOver);
        }
        // A vote may come from any seat still to vote (judge.rs: it is secret until
        // counted); every other move only from the seat to act.
        let votes_now =
            matches!(mv, PalabraMove::Vote { .. }) && crate::games::judge::may_vote(self, seat);
        if (self.to_act != Some(seat) && !votes_now) || seat >= self.players {
            return Err(PalabraError::NotYourTurn);
        }
        if self.sim.is_some() {
            return self.apply_sim(seat, mv);
        }
        self.apply_move(seat, mv)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::GameOver).then(|| Outcome {
            totals: self.totals.clone(),
            winners: self.winners.clone(),
        })
    }

    fn view_for(&self, seat: SeatId) -> PalabraView {
        PalabraView::build(self, seat)
    }

    fn public_view(&self) -> Self::View {
        // One past the last seat: nobody's hand.
        PalabraView::build(self, self.seat_count())
    }

    fn totals(&self) -> Vec<i32> {
        self.totals.clone()
    }
}

impl Palabra {
    /// The events of the setup, for the screen and the records: the cut and the first
    /// turn (`new` plays them before anyone can watch).
    pub fn opening_events(&self) -> Vec<PalabraEvent> {
        vec![
            PalabraEvent::Cut {
                cuts: self.cuts.clone(),
                first: self.first,
            },
            PalabraEvent::TurnStarted {
                seat: self.first,
                turn_no: 1,
            },
        ]
    }
}
