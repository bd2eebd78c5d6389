//! An auditor of Palace (language edition) game records: runs `naipes sim palace
//! --record` and checks every game from the file alone, with a small reimplementation of
//! the rulebook, the project's rulings and the house rules in the record's start line (no
//! naipes rules code): the deal is the whole deck (or two), 3 face-down, 3 face-up and 3
//! in hand a seat; the lowest plain card in hand starts and opens with its rank; every
//! play is legal against the pile (hand, then face-up once the draw pile is gone, then
//! face-down played blind); the special cards, four of a kind and the stuck and blind
//! cases have the effect their house rule gives them, challenges included (who gives,
//! who takes, when a series stops, what a pass or a failure does); pick-ups take the
//! whole pile; hands refill to 3 from the top of the draw pile while it lasts; no card is
//! lost or made at any ply; the game ends exactly when the first player (or, playing on,
//! all but one) is out, and every total and the final result are recomputed. Whether an
//! answer was right is not decidable from the record and is not checked.

use crate::audit;

use audit::{seat_of, seats_of};
use serde_json::{Value, json};
use std::collections::{BTreeMap, VecDeque};

/// Runs a simulation with a record (house rules from `config`, a `[palace]` table) and
/// returns its games, each as its lines.
fn sim(players: usize, games: u64, seed: u64, config: &str, bots: &str) -> Vec<Vec<Value>> {
    audit::sim_records(
        "palace",
        players,
        games,
        seed,
        Some(config),
        &["--bots", bots, "--threads", "1"],
    )
}

/// (rank 2..=14, suit in tie-break order clubs, diamonds, hearts, spades, deck).
type Card = (u8, u8, u8);

const SUITS: [&str; 4] = ["clubs", "diamonds", "hearts", "spades"];

fn card(v: &Value) -> Card {
    let rank = v["rank"].as_u64().unwrap_or_else(|| panic!("no rank: {v}")) as u8;
    assert!((2..=14).contains(&rank), "no such rank: {v}");
    let suit = SUITS
        .iter()
        .position(|s| v["suit"] == *s)
        .unwrap_or_else(|| panic!("no such suit: {v}")) as u8;
    (rank, suit, v["deck"].as_u64().unwrap() as u8)
}

fn cards(v: &Value) -> Vec<Card> {
    audit::list_of(v, card)
}

fn card_json(c: Card) -> Value {
    json!({"rank": c.0, "suit": SUITS[c.1 as usize], "deck": c.2})
}

fn sorted(mut cs: Vec<Card>) -> Vec<Card> {
    cs.sort();
    cs
}

/// The single key of an externally tagged enum value (a unit variant is a string).
fn variant(v: &Value) -> (&str, &Value) {
    match v {
        Value::String(s) => (s.as_str(), &Value::Null),
        Value::Object(m) if m.len() == 1 => {
            let (k, c) = m.iter().next().unwrap();
            (k.as_str(), c)
        }
        _ => panic!("not an enum value: {v}"),
    }
}

/// The cards of `after` not in `before`, with multiplicity (what a hand gained).
fn gained(before: &[Card], after: &[Card]) -> Vec<Card> {
    let mut pool = before.to_vec();
    let mut out = Vec::new();
    for c in after {
        match pool.iter().position(|p| p == c) {
            Some(i) => {
                pool.swap_remove(i);
            }
            None => out.push(*c),
        }
    }
    sorted(out)
}

/// One challenge of the data files: its level and whether the table judges it.
struct ChallengeInfo {
    level: String,
    table: bool,
}

/// The challenge file of a practised language, read as plain TOML.
fn challenge_file(lang: &str) -> BTreeMap<String, ChallengeInfo> {
    let t = audit::asset_toml(&format!("assets/language/challenges.{lang}.toml"));
    assert_eq!(t["language"].as_str(), Some(lang));
    t["challenge"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["id"].as_str().unwrap().to_string(),
                ChallengeInfo {
                    level: c["level"].as_str().unwrap().to_string(),
                    table: c["kind"].as_str() == Some("open"),
                },
            )
        })
        .collect()
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Need {
    Any,
    AtLeast(u8),
    AtMost(u8),
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Phase {
    Play,
    /// The 2's challenge was passed: one more play of any rank.
    Pair,
    /// Stuck and every challenge passed: any card, or skip.
    StuckFree,
    /// Four of a kind, the extreme rule: this many takers still to name.
    Targets(u8),
    Challenge,
    Over,
}

#[derive(Clone, Debug, PartialEq)]
enum Reason {
    /// The pairing power, on the rank played (a 2 by default).
    Two(u8),
    Seven(u8),
    /// The clearing power, on the rank played (a 10 by default).
    Ten(u8),
    Stuck,
    Blind(Card),
    Four,
}

impl Reason {
    fn json(&self) -> Value {
        match self {
            Reason::Two(2) => json!("two"),
            Reason::Two(r) => json!({"pair": {"rank": r}}),
            Reason::Seven(r) => json!({"seven": {"rank": r}}),
            Reason::Ten(10) => json!("ten"),
            Reason::Ten(r) => json!({"clear": {"rank": r}}),
            Reason::Stuck => json!("stuck"),
            Reason::Blind(c) => json!({"blind": {"card": card_json(*c)}}),
            Reason::Four => json!("four"),
        }
    }
    /// Stuck or blind: one failure decides the series (the pile is picked up).
    fn stops_on_failure(&self) -> bool {
        matches!(self, Reason::Stuck | Reason::Blind(_))
    }
}

enum Step {
    Give,
    Answer(String),
    /// The challenge, the voters, the votes so far and the typed answer voted on (None:
    /// said aloud).
    Vote(String, Vec<usize>, Vec<bool>, Option<String>),
}

struct Series {
    reason: Reason,
    queue: VecDeque<(usize, usize)>,
    failed: bool,
    giver: usize,
    taker: usize,
    step: Step,
}

struct Events<'a> {
    list: &'a [Value],
    at: usize,
}

impl<'a> Events<'a> {
    /// The next event, which must be of kind `kind`; its content.
    fn expect(&mut self, kind: &str) -> &'a Value {
        let e = self
            .list
            .get(self.at)
            .unwrap_or_else(|| panic!("expected a {kind} event, the move's events end"));
        self.at += 1;
        let (k, c) = variant(e);
        assert_eq!(k, kind, "expected a {kind} event, found {e}");
        c
    }
    fn next_is(&self, kind: &str) -> bool {
        self.list.get(self.at).is_some_and(|e| variant(e).0 == kind)
    }
}

struct Table {
    n: usize,
    people: Vec<bool>,
    /// Each seat's computer level ("" for a person) and each level's pass percentage.
    levels: Vec<String>,
    success: BTreeMap<String, u64>,
    powers: [String; 3],
    four: String,
    blind_each: bool,
    /// Open challenges' answers are typed for the vote (house rule open_answers, absent
    /// from the record when typed), else said aloud.
    open_typed: bool,
    play_on: bool,
    level: String,
    challenges: BTreeMap<String, ChallengeInfo>,
    /// Whether the set level has enough program-checked challenges for a full draw (else
    /// the draw takes some from other levels).
    level_is_full: bool,
    deck: Vec<Card>,
    draw: Vec<Card>,
    pile: Vec<Card>,
    burned: Vec<Card>,
    hands: Vec<Vec<Card>>,
    up: Vec<Vec<Card>>,
    down: Vec<Vec<Card>>,
    turn: usize,
    need: Need,
    phase: Phase,
    opening: Option<Card>,
    out: Vec<usize>,
    series: Option<Series>,
    targets: Vec<usize>,
    missed: Vec<Vec<(String, Option<String>)>>,
    seen: BTreeMap<String, usize>,
    /// Plays (cards on the pile, a pick-up, a skip) since someone went out or the pile
    /// was cleared: at QUIET_PLAYS the game is called at the next turn (the help).
    quiet: u32,
}

/// The bound the help states for every game.
const QUIET_PLAYS: u32 = 1000;

impl Table {
    fn count(&mut self, what: &str) {
        *self.seen.entry(what.to_string()).or_default() += 1;
    }

    fn power(&self, rank: u8) -> &str {
        match rank {
            2 => &self.powers[0],
            7 => &self.powers[1],
            10 => &self.powers[2],
            _ => "plain",
        }
    }

    fn special(&self, rank: u8) -> bool {
        self.power(rank) != "plain"
    }

    /// Whether `rank` may go on the pile in open play (special cards go on anything).
    fn beats(&self, rank: u8) -> bool {
        self.special(rank)
            || match self.need {
                Need::Any => true,
                Need::AtLeast(r) => rank >= r,
                Need::AtMost(r) => rank <= r,
            }
    }

    fn cards_left(&self, s: usize) -> usize {
        self.hands[s].len() + self.up[s].len() + self.down[s].len()
    }

    /// Where a seat plays from: 0 hand, 1 face-up, 2 face-down (None: no cards).
    fn source(&self, s: usize) -> Option<u8> {
        [&self.hands[s], &self.up[s], &self.down[s]]
            .iter()
            .position(|v| !v.is_empty())
            .map(|p| p as u8)
    }

    fn next_in_game(&self, s: usize) -> usize {
        (1..=self.n)
            .map(|k| (s + k) % self.n)
            .find(|t| !self.out.contains(t))
            .unwrap_or(s)
    }

    fn others(&self, s: usize, in_game_only: bool) -> Vec<usize> {
        (1..self.n)
            .map(|k| (s + k) % self.n)
            .filter(|t| !in_game_only || !self.out.contains(t))
            .collect()
    }

    fn conservation(&self, at: &str) {
        let mut all = self.draw.clone();
        all.extend(&self.pile);
        all.extend(&self.burned);
        for s in 0..self.n {
            all.extend(&self.hands[s]);
            all.extend(&self.up[s]);
            all.extend(&self.down[s]);
        }
        if let Some(Series {
            reason: Reason::Blind(c),
            ..
        }) = &self.series
        {
            all.push(*c);
        }
        assert_eq!(sorted(all), self.deck, "{at}: a card is lost or made");
    }

    /// Points by finishing place: the first out gets players-1, the next one less...
    fn totals(&self) -> Vec<i64> {
        (0..self.n)
            .map(|s| match self.out.iter().position(|o| *o == s) {
                Some(i) => (self.n - 1 - i) as i64,
                None => 0,
            })
            .collect()
    }

    /// The seat whose move is due.
    fn to_act(&self) -> usize {
        match (&self.phase, &self.series) {
            (Phase::Challenge, Some(s)) => match &s.step {
                Step::Give => s.giver,
                Step::Answer(_) => s.taker,
                Step::Vote(_, _, votes, None) if self.open_typed && votes.is_empty() => s.taker,
                Step::Vote(_, voters, votes, _) => voters[votes.len()],
            },
            (Phase::Challenge, None) => panic!("a challenge with no series"),
            _ => self.turn,
        }
    }

    /// Whether the seat to play has anything that may go (blind cards always may).
    fn can_play(&self, s: usize) -> bool {
        let from = match self.source(s) {
            None => return false,
            Some(2) => return true,
            Some(0) => &self.hands[s],
            Some(_) => &self.up[s],
        };
        from.iter().any(|c| match self.opening {
            Some(o) => c.0 == o.0,
            None => self.beats(c.0),
        })
    }

    fn begin_turn(&mut self, ev: &mut Events, s: usize) {
        self.turn = s;
        self.phase = Phase::Play;
        if self.quiet >= QUIET_PLAYS {
            let e = ev.expect("called");
            assert_eq!(e["plays"].as_u64(), Some(QUIET_PLAYS as u64), "called at");
            self.count("called");
            self.end(ev);
            return;
        }
        if !self.can_play(s) {
            assert_eq!(seat_of(&ev.expect("stuck")["seat"]), s, "who is stuck");
            self.count("stuck");
            let pairs = self.others(s, false).into_iter().map(|g| (g, s)).collect();
            self.start(ev, Reason::Stuck, pairs);
        }
    }

    fn next_turn(&mut self, ev: &mut Events, s: usize) {
        let next = self.next_in_game(s);
        self.begin_turn(ev, next);
    }

    /// After a clear the same seat plays again, unless it is out.
    fn again(&mut self, ev: &mut Events, s: usize) {
        if self.out.contains(&s) {
            self.next_turn(ev, s);
        } else {
            assert_eq!(seat_of(&ev.expect("plays_again")["seat"]), s);
            self.begin_turn(ev, s);
        }
    }

    fn clear(&mut self, ev: &mut Events, four: bool) {
        let e = ev.expect("cleared");
        assert_eq!(e["count"].as_u64(), Some(self.pile.len() as u64), "cleared");
        assert_eq!(e["four"], four, "a clear by four of a kind or not");
        self.burned.append(&mut self.pile);
        self.need = Need::Any;
        self.quiet = 0;
        self.count(if four { "four of a kind" } else { "cleared" });
    }

    /// Refill to 3 from the top (the end) of the draw pile while it lasts.
    fn refill(&mut self, ev: &mut Events, s: usize) {
        let k = 3usize
            .saturating_sub(self.hands[s].len())
            .min(self.draw.len());
        if k == 0 {
            return;
        }
        let d = ev.expect("drew");
        assert_eq!(seat_of(&d["seat"]), s, "who draws");
        assert_eq!(d["count"].as_u64(), Some(k as u64), "cards drawn");
        let drawn = self.draw.split_off(self.draw.len() - k);
        self.hands[s].extend(drawn);
        self.count("drew");
    }

    fn pick_up(&mut self, ev: &mut Events, s: usize, extra: Option<Card>) {
        let mut cs = std::mem::take(&mut self.pile);
        cs.extend(extra);
        let e = ev.expect("picked_up");
        assert_eq!(seat_of(&e["seat"]), s, "who picks up");
        assert_eq!(cards(&e["cards"]), cs, "the whole pile is picked up");
        self.hands[s].extend(cs);
        self.need = Need::Any;
        self.quiet += 1;
        self.count("picked up");
        self.next_turn(ev, s);
    }

    /// The game ends when the first player is out (playing on: when one is left).
    fn check_over(&mut self, ev: &mut Events) -> bool {
        let in_game: Vec<usize> = (0..self.n).filter(|s| !self.out.contains(s)).collect();
        let over = if self.play_on {
            in_game.len() <= 1
        } else {
            !self.out.is_empty()
        };
        if !over {
            return false;
        }
        if self.play_on {
            self.out.extend(in_game);
        }
        self.end(ev);
        true
    }

    /// The game is over (the finishing order leaves out the players still in).
    fn end(&mut self, ev: &mut Events) {
        self.phase = Phase::Over;
        self.series = None;
        let e = ev.expect("game_over");
        let order: Vec<usize> = e["order"].as_array().unwrap().iter().map(seat_of).collect();
        assert_eq!(order, self.out, "the finishing order");
        for s in 0..self.n {
            if self.missed[s].is_empty() {
                continue;
            }
            let r = ev.expect("review");
            assert_eq!(seat_of(&r["seat"]), s, "whose review list");
            let items: Vec<(String, Option<String>)> = r["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|i| {
                    (
                        i["id"].as_str().unwrap().to_string(),
                        i["given"].as_str().map(String::from),
                    )
                })
                .collect();
            assert_eq!(items, self.missed[s], "seat {s}'s review list");
        }
        assert!(
            !ev.next_is("review"),
            "a review list for a seat that missed none"
        );
        self.count("game over");
    }

    /// What a play does once on the pile: going out, four of a kind, the card's power.
    fn after_play(&mut self, ev: &mut Events, s: usize, rank: u8, pairing: bool) {
        if self.cards_left(s) == 0 && !self.out.contains(&s) {
            self.out.push(s);
            let e = ev.expect("out");
            self.quiet = 0;
            assert_eq!(seat_of(&e["seat"]), s, "who is out");
            assert_eq!(e["place"].as_u64(), Some(self.out.len() as u64), "place");
            self.count("out");
            if self.check_over(ev) {
                return;
            }
        }
        let four = self.pile.len() >= 4 && self.pile.iter().rev().take(4).all(|c| c.0 == rank);
        if four && self.four != "plain" {
            self.clear(ev, true);
            if self.four == "clear_and_give" {
                self.turn = s;
                self.phase = Phase::Targets(4);
            } else {
                self.again(ev, s);
            }
            return;
        }
        let mut power = self.power(rank).to_string();
        if pairing && power == "reset_with_card" {
            // A 2 played as the pair only resets.
            power = "reset".into();
        }
        self.count(&format!("power {power}"));
        match power.as_str() {
            "plain" => {
                self.need = Need::AtLeast(rank);
                self.next_turn(ev, s);
            }
            "reset" => {
                self.need = Need::Any;
                ev.expect("reset");
                self.next_turn(ev, s);
            }
            "reset_with_card" => {
                self.need = Need::Any;
                ev.expect("reset");
                // Paired from where the player plays now; a blind 2 only resets.
                if matches!(self.source(s), Some(0 | 1)) {
                    self.turn = s;
                    let giver = self.next_in_game(s);
                    self.start(ev, Reason::Two(rank), vec![(giver, s)]);
                } else {
                    self.next_turn(ev, s);
                }
            }
            "higher_or_lower" => {
                self.need = Need::AtLeast(rank);
                let next = self.next_in_game(s);
                self.turn = next;
                self.start(ev, Reason::Seven(rank), vec![(s, next)]);
            }
            "lower_than" => {
                self.need = Need::AtMost(rank);
                assert_eq!(ev.expect("must_under")["rank"].as_u64(), Some(rank as u64));
                self.next_turn(ev, s);
            }
            "burn" => {
                self.clear(ev, false);
                self.again(ev, s);
            }
            "clear_after_challenges" => {
                self.turn = s;
                let pairs = self.others(s, true).into_iter().map(|t| (s, t)).collect();
                self.start(ev, Reason::Ten(rank), pairs);
            }
            p => panic!("no such power {p}"),
        }
    }

    fn start(&mut self, ev: &mut Events, reason: Reason, pairs: Vec<(usize, usize)>) {
        let e = ev.expect("challenges");
        assert_eq!(e["reason"], reason.json(), "why the challenges");
        assert_eq!(e["count"].as_u64(), Some(pairs.len() as u64), "how many");
        self.count(&format!("challenges {}", variant(&reason.json()).0));
        self.phase = Phase::Challenge;
        self.series = Some(Series {
            reason,
            queue: pairs.into(),
            failed: false,
            giver: 0,
            taker: 0,
            step: Step::Give,
        });
        self.next_challenge(ev);
    }

    fn next_challenge(&mut self, ev: &mut Events) {
        loop {
            let p = self.series.as_mut().unwrap();
            if p.queue.is_empty() || (p.failed && p.reason.stops_on_failure()) {
                break;
            }
            let (g, t) = p.queue.pop_front().unwrap();
            assert_ne!(g, t, "nobody gives themself a challenge");
            p.giver = g;
            p.taker = t;
            p.step = Step::Give;
            if !ev.next_is("no_challenge") {
                return;
            }
            // None could be drawn: counted as passed.
            assert_eq!(seat_of(&ev.expect("no_challenge")["seat"]), t);
            self.count("no challenge");
        }
        self.finish(ev);
    }

    fn result(&mut self, ev: &mut Events, passed: bool, missed: (String, Option<String>)) {
        let p = self.series.as_mut().unwrap();
        let taker = p.taker;
        if !passed {
            p.failed = true;
            self.missed[taker].push(missed);
        }
        self.count(if passed { "passed" } else { "failed" });
        self.next_challenge(ev);
    }

    fn finish(&mut self, ev: &mut Events) {
        let p = self.series.take().unwrap();
        let passed = !p.failed;
        let turn = self.turn;
        self.phase = Phase::Play;
        match p.reason {
            Reason::Two(_) if passed => {
                self.phase = Phase::Pair;
                assert_eq!(seat_of(&ev.expect("pair_now")["seat"]), turn);
            }
            Reason::Two(_) => self.next_turn(ev, turn),
            Reason::Seven(rank) => {
                if passed {
                    self.need = Need::Any;
                    assert_eq!(seat_of(&ev.expect("free_choice")["seat"]), turn);
                } else {
                    let e = ev.expect("must_beat");
                    assert_eq!(seat_of(&e["seat"]), turn);
                    assert_eq!(e["rank"].as_u64(), Some(rank as u64));
                    assert_eq!(self.need, Need::AtLeast(rank), "a failed 7: beat it");
                }
                self.begin_turn(ev, turn);
            }
            // The pile is cleared whatever the results.
            Reason::Ten(_) => {
                self.clear(ev, false);
                self.again(ev, turn);
            }
            Reason::Four => self.again(ev, turn),
            Reason::Stuck if passed => {
                self.phase = Phase::StuckFree;
                assert_eq!(seat_of(&ev.expect("may_play_any")["seat"]), turn);
            }
            Reason::Stuck => self.pick_up(ev, turn, None),
            Reason::Blind(c) if passed => {
                self.pile.push(c);
                self.expect_played(ev, turn, &[c], "face_down");
                self.count("blind passed");
                self.after_play(ev, turn, c.0, false);
            }
            Reason::Blind(c) => self.pick_up(ev, turn, Some(c)),
        }
    }

    fn expect_played(&mut self, ev: &mut Events, s: usize, cs: &[Card], from: &str) {
        self.quiet += 1;
        let e = ev.expect("played");
        assert_eq!(seat_of(&e["seat"]), s, "who plays");
        assert_eq!(cards(&e["cards"]), cs, "the cards played");
        assert_eq!(e["from"], from, "where the cards come from");
    }

    fn play(&mut self, ev: &mut Events, s: usize, cs: Vec<Card>) {
        assert!(
            matches!(self.phase, Phase::Play | Phase::Pair | Phase::StuckFree),
            "a play in {:?}",
            self.phase
        );
        assert!(!cs.is_empty(), "a play of no cards");
        let rank = cs[0].0;
        assert!(cs.iter().all(|c| c.0 == rank), "cards of one rank only");
        let from = self.source(s);
        let (list, name) = match from {
            Some(0) => (&mut self.hands[s], "hand"),
            Some(1) => (&mut self.up[s], "face_up"),
            _ => panic!("seat {s} plays open cards from {from:?}"),
        };
        for c in &cs {
            let i = list
                .iter()
                .position(|h| h == c)
                .unwrap_or_else(|| panic!("{c:?} is not in seat {s}'s {name}"));
            list.remove(i);
        }
        if from == Some(1) {
            assert!(
                self.draw.is_empty(),
                "face-up cards while the draw pile lasts"
            );
        }
        match (self.phase, self.opening) {
            (_, Some(o)) => assert_eq!(rank, o.0, "the first play is the lowest card's rank"),
            (Phase::Play, None) => assert!(self.beats(rank), "{rank} on {:?}", self.need),
            _ => {}
        }
        self.count(match self.phase {
            Phase::Pair => "paired",
            Phase::StuckFree => "stuck, played any",
            _ => "played",
        });
        let pairing = self.phase == Phase::Pair;
        self.opening = None;
        self.pile.extend(&cs);
        self.expect_played(ev, s, &cs, name);
        if from == Some(0) {
            self.refill(ev, s);
        }
        self.after_play(ev, s, rank, pairing);
    }

    fn blind(&mut self, ev: &mut Events, s: usize, slot: usize) {
        assert_eq!(self.phase, Phase::Play, "a blind card out of open play");
        assert_eq!(
            self.source(s),
            Some(2),
            "a blind card before hand and face-up"
        );
        assert!(slot < self.down[s].len(), "no face-down card at {slot}");
        let c = self.down[s].remove(slot);
        let e = ev.expect("revealed");
        assert_eq!(seat_of(&e["seat"]), s);
        assert_eq!(card(&e["card"]), c, "the face-down card turned");
        self.count("blind");
        if self.beats(c.0) {
            self.opening = None;
            self.pile.push(c);
            self.expect_played(ev, s, &[c], "face_down");
            self.after_play(ev, s, c.0, false);
        } else {
            let givers = if self.blind_each {
                self.others(s, false)
            } else {
                vec![self.next_in_game(s)]
            };
            let pairs = givers.into_iter().map(|g| (g, s)).collect();
            self.start(ev, Reason::Blind(c), pairs);
        }
    }

    /// The open challenge `taker` is to answer by typing (house rule open_answers
    /// typed) and who votes on it; None for any other answer.
    fn open_vote(&self, taker: usize) -> Option<(String, Vec<usize>)> {
        let p = self.series.as_ref()?;
        match &p.step {
            Step::Vote(id, voters, votes, None)
                if self.open_typed && votes.is_empty() && p.taker == taker =>
            {
                Some((id.clone(), voters.clone()))
            }
            _ => None,
        }
    }

    fn give(&mut self, ev: &mut Events, pick: u64) {
        assert!(pick < 3, "a pick among the 3 challenges drawn: {pick}");
        let (giver, taker) = {
            let p = self.series.as_ref().unwrap();
            assert!(matches!(p.step, Step::Give), "a challenge given twice");
            (p.giver, p.taker)
        };
        let e = ev.expect("gave");
        assert_eq!(seat_of(&e["giver"]), giver, "who gives the challenge");
        assert_eq!(seat_of(&e["taker"]), taker, "who takes the challenge");
        let id = e["id"].as_str().unwrap().to_string();
        let info = self
            .challenges
            .get(&id)
            .unwrap_or_else(|| panic!("{id} is not a challenge of the practised language"));
        if self.level_is_full {
            assert_eq!(info.level, self.level, "{id}: the set level");
        }
        let people = self.people.iter().filter(|p| **p).count();
        let table_ok = people >= 2 && self.people[taker];
        assert!(
            !info.table || table_ok,
            "{id}: a table-judged challenge here"
        );
        let voters: Vec<usize> = self
            .others(taker, false)
            .into_iter()
            .filter(|v| self.people[*v])
            .collect();
        let step = if info.table && !voters.is_empty() {
            Step::Vote(id, voters, Vec::new(), None)
        } else {
            Step::Answer(id)
        };
        self.series.as_mut().unwrap().step = step;
    }

    /// One move line: whose move, its legality, its events, the cards a hand gained,
    /// conservation and the totals.
    fn line(&mut self, line: &Value, ply: u64) {
        assert_eq!(line["type"], "move", "a move line");
        assert_eq!(line["ply"].as_u64(), Some(ply), "plies in order");
        assert_ne!(self.phase, Phase::Over, "a move after the end");
        let s = seat_of(&line["seat"]);
        assert_eq!(s, self.to_act(), "ply {ply}: whose move");
        let list = line["events"].as_array().unwrap();
        let mut ev = Events { list, at: 0 };
        let before = self.hands.clone();
        let (kind, m) = variant(&line["move"]);
        match (kind, self.phase) {
            ("play", _) => self.play(&mut ev, s, cards(&m["cards"])),
            ("blind", _) => self.blind(&mut ev, s, m["slot"].as_u64().unwrap() as usize),
            ("skip", Phase::StuckFree) => {
                assert_eq!(seat_of(&ev.expect("skipped")["seat"]), s);
                self.quiet += 1;
                self.count("skipped");
                self.next_turn(&mut ev, s);
            }
            ("target", Phase::Targets(left)) => {
                let t = seat_of(&m["seat"]);
                assert!(t < self.n && t != s && !self.out.contains(&t), "target {t}");
                let e = ev.expect("targeted");
                assert_eq!((seat_of(&e["giver"]), seat_of(&e["taker"])), (s, t));
                self.targets.push(t);
                if left > 1 {
                    self.phase = Phase::Targets(left - 1);
                } else {
                    let pairs = std::mem::take(&mut self.targets)
                        .into_iter()
                        .map(|t| (s, t))
                        .collect();
                    self.start(&mut ev, Reason::Four, pairs);
                }
            }
            ("give", Phase::Challenge) => self.give(&mut ev, m["pick"].as_u64().unwrap()),
            ("answer", Phase::Challenge) if self.open_vote(s).is_some() => {
                // An open challenge: the typed answer goes to the other people's vote,
                // nothing is judged yet.
                let (id, voters) = self.open_vote(s).unwrap();
                assert!(self.challenges[&id].table, "{id}: an open challenge");
                let e = ev.expect("open_answer");
                let typed = m["text"].as_str().unwrap().trim().to_string();
                assert_eq!(e["answer"], typed.as_str(), "the answer voted on");
                assert_eq!(seat_of(&e["seat"]), s);
                assert_eq!(e["id"], id.as_str(), "the challenge answered");
                self.count("open answer typed");
                self.series.as_mut().unwrap().step =
                    Step::Vote(id, voters, Vec::new(), Some(typed));
            }
            ("attempt" | "answer" | "time_up", Phase::Challenge) => {
                let id = match &self.series.as_ref().unwrap().step {
                    Step::Answer(id) => id.clone(),
                    // Time ran out for an open challenge's typed answer.
                    Step::Vote(..) if kind == "time_up" && self.open_vote(s).is_some() => {
                        self.open_vote(s).unwrap().0
                    }
                    _ => panic!("an answer with no challenge to answer"),
                };
                assert_eq!(kind == "attempt", !self.people[s], "computers attempt");
                let (passed, given) = match kind {
                    "attempt" => {
                        let e = ev.expect("attempted");
                        assert_eq!(m["passed"], e["passed"], "the attempt's result");
                        let passed = e["passed"].as_bool().unwrap();
                        // A level that always (or never) passes is decidable.
                        let level = self.levels[s].clone();
                        match self.success[&level] {
                            0 => assert!(!passed, "a {level} player at 0% passed"),
                            100 => assert!(passed, "a {level} player at 100% failed"),
                            _ => {}
                        }
                        self.count(&format!("attempt {level}"));
                        if passed {
                            self.count(&format!("attempt {level} passed"));
                        }
                        (passed, None)
                    }
                    "answer" => {
                        let e = ev.expect("answered");
                        let typed = m["text"].as_str().unwrap().trim();
                        assert_eq!(e["answer"], typed, "the answer");
                        (e["passed"].as_bool().unwrap(), Some(typed.to_string()))
                    }
                    _ => {
                        ev.expect("timed_out");
                        (false, None)
                    }
                };
                let e = &list[ev.at - 1];
                let e = variant(e).1;
                assert_eq!(seat_of(&e["seat"]), s);
                assert_eq!(e["id"], id.as_str(), "the challenge answered");
                self.result(&mut ev, passed, (id, given));
            }
            ("vote", Phase::Challenge) => {
                let accept = m["accept"].as_bool().unwrap();
                let e = ev.expect("voted");
                assert_eq!((seat_of(&e["seat"]), &e["accept"]), (s, &m["accept"]));
                let p = self.series.as_mut().unwrap();
                let taker = p.taker;
                let Step::Vote(id, voters, votes, typed) = &mut p.step else {
                    panic!("a vote with no vote under way")
                };
                votes.push(accept);
                let yes = votes.iter().filter(|v| **v).count();
                let no = votes.len() - yes;
                let left = voters.len() - votes.len();
                // Majority; a tie accepts. The vote closes as soon as the votes to
                // come cannot change it: all of them yes or all no, the same verdict.
                let (all_yes, all_no) = (yes + left >= no, yes >= no + left);
                if left == 0 || all_yes == all_no {
                    let passed = yes >= no;
                    let id = id.clone();
                    let typed = typed.clone();
                    if left > 0 {
                        let e = ev.expect("vote_closed");
                        assert_eq!(seat_of(&e["seat"]), taker);
                        assert_eq!(e["id"], id.as_str());
                        let unasked = seats_of(&e["unasked"]);
                        assert_eq!(unasked, voters[votes.len()..], "the voters not asked");
                    }
                    let e = ev.expect("judged");
                    assert_eq!(seat_of(&e["seat"]), taker);
                    assert_eq!(e["id"], id.as_str());
                    assert_eq!(e["passed"], passed, "the table's verdict");
                    self.result(&mut ev, passed, (id, typed));
                }
            }
            _ => panic!("ply {ply}: move {kind} in {:?}", self.phase),
        }
        assert_eq!(
            ev.at,
            list.len(),
            "ply {ply}: events the rules do not give: {:?}",
            &list[ev.at..]
        );
        // The record's "drawn": what each hand gained (draws and pick-ups).
        let mut drawn: Vec<Vec<Card>> = vec![Vec::new(); self.n];
        for d in line["drawn"].as_array().unwrap() {
            drawn[seat_of(&d["seat"])] = sorted(cards(&d["cards"]));
        }
        for t in 0..self.n {
            assert_eq!(
                drawn[t],
                gained(&before[t], &self.hands[t]),
                "ply {ply}: cards seat {t}'s hand gained"
            );
        }
        self.conservation(&format!("ply {ply}"));
        let totals: Vec<i64> = line["totals"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t.as_i64().unwrap())
            .collect();
        assert_eq!(totals, self.totals(), "ply {ply}: totals");
    }
}

/// Audits one game record; returns what was seen.
fn audit(game: &[Value]) -> BTreeMap<String, usize> {
    let start = &game[0];
    assert_eq!(start["type"], "start");
    let rules = &start["rules"];
    let seats = start["seats"].as_array().unwrap();
    let n = seats.len();
    assert!((3..=8).contains(&n), "3 to 8 players");
    let people: Vec<bool> = seats
        .iter()
        .map(|s| s["kind"]["kind"] != "computer")
        .collect();
    let levels: Vec<String> = seats
        .iter()
        .map(|s| s["kind"]["level"].as_str().unwrap_or("").to_string())
        .collect();
    // computer_success is easy, normal, strong; random passes as easy does.
    let pct = |i: usize| rules["computer_success"][i].as_u64().unwrap();
    let success: BTreeMap<String, u64> = [
        ("easy", pct(0)),
        ("random", pct(0)),
        ("normal", pct(1)),
        ("strong", pct(2)),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect();
    let decks = rules["decks"][n - 3].as_u64().unwrap() as u8;
    assert!(
        usize::from(decks) * 52 >= n * 9,
        "enough cards for 9 a seat"
    );
    let mut deck = Vec::new();
    for d in 0..decks {
        for suit in 0..4 {
            for rank in 2..=14 {
                deck.push((rank, suit, d));
            }
        }
    }
    deck.sort();
    let practised = rules["practised"].as_str().unwrap();
    let level = rules["level"].as_str().unwrap().to_string();
    let challenges = challenge_file(practised);
    let level_is_full = challenges
        .values()
        .filter(|c| c.level == level && !c.table)
        .count()
        >= 3;
    let power = |k: &str| rules[k].as_str().unwrap().to_string();

    let deal = &game[1];
    assert_eq!(deal["type"], "deal");
    assert_eq!(deal["ply"], 0);
    let d = &deal["deal"];
    let per_seat = |k: &str| -> Vec<Vec<Card>> {
        let v: Vec<Vec<Card>> = d[k].as_array().unwrap().iter().map(cards).collect();
        assert_eq!(v.len(), n, "{k}: one list a seat");
        assert!(v.iter().all(|h| h.len() == 3), "{k}: 3 cards a seat");
        v
    };
    let mut t = Table {
        n,
        people,
        levels,
        success,
        powers: [power("two"), power("seven"), power("ten")],
        four: power("four_of_a_kind"),
        blind_each: rules["blind_challenge"] == "each",
        open_typed: rules["open_answers"] != "aloud",
        play_on: rules["play_on"].as_bool().unwrap(),
        level,
        challenges,
        level_is_full,
        deck,
        draw: cards(&d["draw_pile"]),
        pile: Vec::new(),
        burned: Vec::new(),
        hands: per_seat("hands"),
        up: per_seat("face_up"),
        down: per_seat("face_down"),
        turn: 0,
        need: Need::Any,
        phase: Phase::Play,
        opening: None,
        out: Vec::new(),
        quiet: 0,
        series: None,
        targets: Vec::new(),
        missed: vec![Vec::new(); n],
        seen: BTreeMap::new(),
    };
    assert_eq!(
        t.draw.len(),
        t.deck.len() - 9 * n,
        "the rest is the draw pile"
    );
    t.conservation("the deal");
    // The lowest plain card in any hand starts (ties: clubs, diamonds, hearts, spades);
    // with none, the first seat starts freely.
    let lowest = (0..n)
        .flat_map(|s| t.hands[s].iter().map(move |c| (*c, s)))
        .filter(|(c, _)| !t.special(c.0))
        .min();
    if let Some((c, s)) = lowest {
        t.turn = s;
        t.opening = Some(c);
    }
    t.count("games");
    for (ply, line) in game[2..game.len() - 1].iter().enumerate() {
        t.line(line, ply as u64);
    }
    assert_eq!(t.phase, Phase::Over, "the record ends before the game does");
    let end = &game[game.len() - 1]["outcome"];
    let totals: Vec<i64> = end["totals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect();
    assert_eq!(totals, t.totals(), "final totals");
    assert_eq!(
        seats_of(&end["winners"]),
        t.out.first().copied().into_iter().collect::<Vec<_>>(),
        "the winner is the first out (none when a game is called before anyone is out)"
    );
    t.seen
}

fn audit_all(games: &[Vec<Value>], seen: &mut BTreeMap<String, usize>) {
    for g in games {
        for (k, v) in audit(g) {
            *seen.entry(k).or_default() += v;
        }
    }
}

/// House rules that change card play, each a `[palace]` table (a small strong budget
/// keeps the strong player quick in debug; it does not change the rules).
const RULES: &[&str] = &[
    "",
    "seven = \"lower_than\"\nten = \"burn\"\ntwo = \"reset\"\nfour_of_a_kind = \"clear\"",
    "two = \"plain\"\nseven = \"plain\"\nten = \"plain\"\nfour_of_a_kind = \"plain\"",
    "blind_challenge = \"each\"\nplay_on = true",
    "two = \"burn\"\nseven = \"clear_after_challenges\"\nten = \"reset_with_card\"\nplay_on = true",
    "two = \"higher_or_lower\"\nseven = \"reset\"\nten = \"lower_than\"\ndecks = [2, 2, 2, 2, 2, 2]",
    "practised = \"es\"\nlevel = \"advanced\"\ncomputer_success = [0, 0, 0]",
    "level = \"intermediate\"\ncomputer_success = [100, 100, 100]\nplay_on = true",
];

fn bots(n: usize, mix: bool) -> String {
    let levels = ["easy", "normal", "strong", "random"];
    (0..n)
        .map(|i| if mix { levels[i % 4] } else { "random" })
        .collect::<Vec<_>>()
        .join(",")
}

#[test]
fn palace_records_audit() {
    let mut seen = BTreeMap::new();
    // Computer attempts under the default pass percentages.
    let mut rates = BTreeMap::new();
    for (i, rules) in RULES.iter().enumerate() {
        let config = format!("strong_budget = 20\n{rules}");
        let mut here = BTreeMap::new();
        for n in [3, 4, 6, 8] {
            let seed = 1000 * i as u64 + n as u64;
            audit_all(&sim(n, 6, seed, &config, &bots(n, false)), &mut here);
            audit_all(&sim(n, 2, seed + 500, &config, &bots(n, true)), &mut here);
        }
        for (k, v) in here {
            if !rules.contains("computer_success") && k.starts_with("attempt") {
                *rates.entry(k.clone()).or_insert(0) += v;
            }
            *seen.entry(k).or_insert(0) += v;
        }
    }
    eprintln!("{seen:?}");
    // Each level passes about as often as its house rule says (50, 70, 85; random as
    // easy): thousands of attempts, so a few points either way.
    eprintln!("{rates:?}");
    for (level, pct) in [("easy", 50), ("random", 50), ("normal", 70), ("strong", 85)] {
        let tried = rates[&format!("attempt {level}")];
        let passed = rates[&format!("attempt {level} passed")];
        let got = 100.0 * passed as f64 / tried as f64;
        assert!(tried >= 200, "{level}: only {tried} attempts");
        assert!(
            (got - pct as f64).abs() < 6.0,
            "{level}: {got:.1}% of {tried} passed"
        );
    }
    for k in [
        "played",
        "paired",
        "stuck",
        "stuck, played any",
        "skipped",
        "picked up",
        "drew",
        "blind",
        "blind passed",
        "four of a kind",
        "cleared",
        "out",
        "game over",
        "passed",
        "failed",
        "challenges two",
        "challenges seven",
        "challenges ten",
        "challenges stuck",
        "challenges blind",
        "challenges four",
        "power plain",
        "power reset",
        "power reset_with_card",
        "power higher_or_lower",
        "power lower_than",
        "power burn",
        "power clear_after_challenges",
    ] {
        assert!(seen.get(k).copied().unwrap_or(0) > 0, "no {k} was audited");
    }
}

/// House rules under which nothing ever leaves the table (no power clears the pile) and
/// the game plays on: random players went on for tens of thousands of moves. Every game
/// now ends by the bound the help states, and the record says so.
#[test]
fn a_game_with_no_clearing_power_ends_within_the_stated_bound() {
    let endless = "two = \"plain\"\nseven = \"reset_with_card\"\nten = \"higher_or_lower\"\n\
                   four_of_a_kind = \"plain\"\nplay_on = true";
    let mut seen = BTreeMap::new();
    for bots in [
        "random,random,random,random,random,random",
        "normal,easy,random,strong,normal,random",
    ] {
        let games = sim(6, 1, 6010, &format!("strong_budget = 20\n{endless}"), bots);
        audit_all(&games, &mut seen);
        for g in &games {
            // Out at most 5 times, each after fewer than the bound: a bounded game.
            let plays = g
                .iter()
                .flat_map(|l| l["events"].as_array().into_iter().flatten())
                .filter(|e| e.get("played").is_some() || e.get("picked_up").is_some())
                .count();
            assert!(plays <= 6 * 1000, "{bots}: {plays} plays");
        }
    }
    assert!(seen.get("called").copied().unwrap_or(0) > 0, "{seen:?}");
    assert!(seen.get("game over").copied().unwrap_or(0) == 2, "{seen:?}");
}

/// The auditor is not blind: a record changed by hand fails it.
#[test]
fn tampered_palace_records_fail_the_audit() {
    let games = sim(4, 4, 7, "", &bots(4, false));
    for g in &games {
        audit(g);
    }
    // The first game and move line with an event of `kind` (and `pred` on it).
    let find = |kind: &str, pred: &dyn Fn(&Value) -> bool| -> (usize, usize, usize) {
        for (gi, g) in games.iter().enumerate() {
            for (li, l) in g.iter().enumerate() {
                let Some(evs) = l["events"].as_array() else {
                    continue;
                };
                for (ei, e) in evs.iter().enumerate() {
                    let (k, c) = variant(e);
                    if k == kind && pred(c) {
                        return (gi, li, ei);
                    }
                }
            }
        }
        panic!("no {kind} event in the games");
    };
    let quiet = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let fails = |g: Vec<Value>| std::panic::catch_unwind(move || audit(&g)).is_err();
    let mut results = Vec::new();

    // A card played from hand changed to another rank (move and event alike).
    let (gi, li, ei) = find("played", &|c| c["from"] == "hand");
    let mut g = games[gi].clone();
    let r = g[li]["move"]["play"]["cards"][0]["rank"].as_u64().unwrap();
    let other = json!(if r == 14 { 13 } else { r + 1 });
    g[li]["move"]["play"]["cards"][0]["rank"] = other.clone();
    g[li]["events"][ei]["played"]["cards"][0]["rank"] = other;
    results.push(("a changed card", fails(g)));

    // A pick-up that leaves a card of the pile behind (event and drawn alike).
    let (gi, li, ei) = find("picked_up", &|c| c["cards"].as_array().unwrap().len() >= 2);
    let mut g = games[gi].clone();
    let c = g[li]["events"][ei]["picked_up"]["cards"]
        .as_array_mut()
        .unwrap()
        .pop()
        .unwrap();
    for d in g[li]["drawn"].as_array_mut().unwrap() {
        let cs = d["cards"].as_array_mut().unwrap();
        if let Some(i) = cs.iter().position(|x| *x == c) {
            cs.remove(i);
        }
    }
    results.push(("a pick-up short of a card", fails(g)));

    // The draw pile's top card swapped with its bottom card.
    let mut g = games[0].clone();
    let draw = g[1]["deal"]["draw_pile"].as_array_mut().unwrap();
    let last = draw.len() - 1;
    draw.swap(0, last);
    results.push(("a reordered draw pile", fails(g)));

    // A failed attempt recorded as passed (move and event alike).
    let (gi, li, ei) = find("attempted", &|c| c["passed"] == false);
    let mut g = games[gi].clone();
    g[li]["move"]["attempt"]["passed"] = json!(true);
    g[li]["events"][ei]["attempted"]["passed"] = json!(true);
    results.push(("a failure turned into a pass", fails(g)));

    // A revealed face-down card swapped in the deal with another seat's face-down card.
    let (gi, li, ei) = find("revealed", &|_| true);
    let mut g = games[gi].clone();
    let e = g[li]["events"][ei]["revealed"].clone();
    let seat = seat_of(&e["seat"]);
    let other = (seat + 1) % 4;
    let downs = g[1]["deal"]["face_down"].as_array_mut().unwrap();
    let i = downs[seat]
        .as_array()
        .unwrap()
        .iter()
        .position(|c| *c == e["card"])
        .unwrap();
    let a = downs[seat][i].clone();
    downs[seat][i] = downs[other][0].clone();
    downs[other][0] = a;
    results.push(("a face-down card swapped", fails(g)));

    // The winner's final total one lower.
    let mut g = games[0].clone();
    let last = g.len() - 1;
    let w = g[last]["outcome"]["winners"][0].as_u64().unwrap() as usize;
    let t = g[last]["outcome"]["totals"][w].as_i64().unwrap();
    g[last]["outcome"]["totals"][w] = json!(t - 1);
    results.push(("a wrong final total", fails(g)));

    // The record stops one move early.
    let mut g = games[0].clone();
    let end = g.pop().unwrap();
    g.pop();
    g.push(end);
    results.push(("a record cut short", fails(g)));

    // Two seats' starting hands swapped: someone else holds the lowest card.
    let mut g = games[0].clone();
    let hands = g[1]["deal"]["hands"].as_array_mut().unwrap();
    hands.swap(0, 1);
    results.push(("swapped hands", fails(g)));

    std::panic::set_hook(quiet);
    for (what, failed) in results {
        assert!(failed, "{what} passed the audit");
    }
}

/// Games with people at the table, played here through a session (people type answers,
/// some right, some wrong, some too late, and vote on the table-judged challenges), then
/// audited from their complete record: the answers, the votes and the review lists.
#[test]
fn records_with_people_audit() {
    use naipes::engine::{Bot, BotLevel, Rules, Seat, SeatKind, rng_from_seed};
    use naipes::games::TableGame;
    use naipes::games::palace::{Palace, PalaceMove, PalaceRules, bot_for};
    use naipes::session::{Session, record::full_lines};
    use rand::Rng;

    let mut seen = BTreeMap::new();
    for seed in 0..12u64 {
        let n = 3 + (seed % 4) as usize;
        let kinds = [
            SeatKind::Human,
            SeatKind::Computer(BotLevel::Normal),
            SeatKind::Human,
            SeatKind::Computer(BotLevel::Easy),
            SeatKind::Human,
            SeatKind::Computer(BotLevel::Random),
        ];
        let seats: Vec<Seat> = (0..n)
            .map(|i| Seat {
                name: format!("seat {i}"),
                kind: kinds[i],
            })
            .collect();
        let rules = PalaceRules {
            challenge_timer_seconds: if seed % 2 == 0 { 30 } else { 0 },
            practised: if seed % 3 == 0 {
                naipes::engine::Lang::Es
            } else {
                naipes::engine::Lang::En
            },
            play_on: seed % 4 == 1,
            // Open challenges' answers typed for the vote (the default) or said aloud.
            open_answers: if seed % 3 == 1 {
                naipes::games::palace::OpenAnswers::Aloud
            } else {
                naipes::games::palace::OpenAnswers::Typed
            },
            ..PalaceRules::default()
        };
        let mut game = Palace::new(n, rules, seed).unwrap();
        game.seated(&seats);
        let mut session = Session::new(seats.clone(), seed, game);
        let mut bots: Vec<Box<dyn Bot<Palace>>> = seats
            .iter()
            .map(|s| match &s.kind {
                SeatKind::Computer(l) => bot_for(*l),
                SeatKind::Human | SeatKind::Remote => bot_for(BotLevel::Easy),
            })
            .collect();
        let mut rng = rng_from_seed(seed);
        let words = [
            "cat", "dog", "no", "came", "book", "perro", "sí", "zzz", " xq ",
        ];
        while session.outcome().is_none() {
            let seat = session.to_act().unwrap();
            let legal = session.game.candidate_moves(seat);
            let mv = match legal.first() {
                Some(PalaceMove::Answer { .. })
                    if rng.random_range(0..5) == 0 && legal.len() > 1 =>
                {
                    PalaceMove::TimeUp
                }
                Some(PalaceMove::Answer { .. }) => PalaceMove::Answer {
                    text: words[rng.random_range(0..words.len())].into(),
                },
                Some(PalaceMove::Vote { .. }) => PalaceMove::Vote {
                    accept: rng.random_range(0..3) > 0,
                },
                _ => bots[seat].choose(&session.game.view_for(seat), &legal, &mut rng),
            };
            session.play(seat, mv).unwrap();
            assert!(session.ply() < 100_000, "a game that does not end");
        }
        let lines: Vec<Value> = full_lines(&session)
            .unwrap()
            .iter()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        for (k, v) in audit(&lines) {
            *seen.entry(k).or_insert(0) += v;
        }
        for l in &lines {
            for e in l["events"].as_array().into_iter().flatten() {
                *seen.entry(format!("event {}", variant(e).0)).or_insert(0) += 1;
            }
        }
    }
    eprintln!("{seen:?}");
    for k in [
        "event answered",
        "event timed_out",
        "event voted",
        "event judged",
        "event vote_closed",
        "event open_answer",
    ] {
        assert!(seen.get(k).copied().unwrap_or(0) > 0, "no {k} was audited");
    }
}

/// A big batch audited by hand: `PALACE_AUDIT_FILE=games.jsonl cargo test --test
/// record_audit_palace -- --ignored` audits every game of a record file (from `naipes sim
/// palace --record`, any house rules).
#[test]
#[ignore]
fn palace_record_file_audit() {
    let Ok(path) = std::env::var("PALACE_AUDIT_FILE") else {
        panic!("set PALACE_AUDIT_FILE to a record file");
    };
    let mut games: Vec<Vec<Value>> = Vec::new();
    for line in std::fs::read_to_string(&path).unwrap().lines() {
        let v: Value = serde_json::from_str(line).expect("each line is JSON");
        if v["type"] == "start" {
            games.push(Vec::new());
        }
        games.last_mut().expect("a start line first").push(v);
    }
    let mut seen = BTreeMap::new();
    audit_all(&games, &mut seen);
    assert_eq!(seen["games"], games.len());
    eprintln!("{} games audited: {seen:?}", games.len());
}
