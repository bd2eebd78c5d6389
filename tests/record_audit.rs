//! An auditor of game records: runs `naipes sim GAME --record` and checks every game from
//! the file alone, with a small reimplementation of the rulebooks (no naipes rules code):
//! the deal adds up to the deck, every card played was in its player's hand, hands
//! follow the deal, the plays and the draws, and every round or hand score and total is
//! recomputed and compared.

use crate::audit;

use audit::{seat_of, seats_of};
use serde_json::Value;
use std::collections::HashMap;

/// Runs a simulation with a record and returns its games, each as its lines.
fn sim(game: &str, players: usize, games: u64, seed: u64, extra: &[&str]) -> Vec<Vec<Value>> {
    audit::sim_records(game, players, games, seed, None, extra)
}

/// Removes one copy of `x`; false if there is none.
fn take<T: PartialEq>(v: &mut Vec<T>, x: &T) -> bool {
    match v.iter().position(|c| c == x) {
        Some(i) => {
            v.remove(i);
            true
        }
        None => false,
    }
}

fn sorted<T: Ord + Clone>(v: &[T]) -> Vec<T> {
    let mut v = v.to_vec();
    v.sort();
    v
}

fn ints(v: &Value) -> Vec<i32> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_i64().unwrap() as i32)
        .collect()
}

/// The `drawn` field of a move line, per seat.
fn drawn_of(line: &Value, players: usize) -> Vec<Vec<Value>> {
    let mut out = vec![Vec::new(); players];
    for d in line["drawn"]
        .as_array()
        .expect("complete records list drawn cards")
    {
        out[seat_of(&d["seat"])].extend(d["cards"].as_array().unwrap().iter().cloned());
    }
    out
}

/// The single key of an externally tagged enum value, and its content.
fn variant(v: &Value) -> (&str, &Value) {
    match v {
        Value::String(s) => (s.as_str(), &Value::Null),
        Value::Object(m) => {
            let (k, c) = m.iter().next().unwrap();
            (k.as_str(), c)
        }
        _ => panic!("not an enum value: {v}"),
    }
}

// ---------------------------------------------------------------------------------------
// Rapiletras (rapiletras.txt)

mod rapi {
    use super::*;

    /// A card: a letter, or None for a comodín.
    type Card = Option<char>;

    fn card(v: &Value) -> Card {
        match variant(v) {
            ("Letter", c) => c.as_str().unwrap().chars().next(),
            ("Comodin", _) => None,
            other => panic!("not a card: {other:?}"),
        }
    }

    fn cards(v: &Value) -> Vec<Card> {
        v.as_array().unwrap().iter().map(card).collect()
    }

    /// A typed word: its letters (accents off, Ñ kept) and which are comodines (`*`).
    fn typed(text: &str) -> Vec<(char, bool)> {
        let mut out = Vec::new();
        let mut star = false;
        for c in text.trim().chars() {
            if c == '*' {
                star = true;
                continue;
            }
            let up = c.to_uppercase().next().unwrap();
            let l = match up {
                'Á' => 'A',
                'É' => 'E',
                'Í' => 'I',
                'Ó' | 'Ö' => 'O',
                'Ú' | 'Ü' => 'U',
                x => x,
            };
            out.push((l, star));
            star = false;
        }
        out
    }

    /// Greedy positions of `kept` inside `new` (letters in order), as the rulebook's
    /// "add letters" keeps the old ones in order.
    fn embed(kept: &[char], new: &[char]) -> Option<Vec<usize>> {
        let mut pos = Vec::new();
        let mut j = 0;
        for &c in kept {
            while j < new.len() && new[j] != c {
                j += 1;
            }
            if j == new.len() {
                return None;
            }
            pos.push(j);
            j += 1;
        }
        Some(pos)
    }

    /// A word waiting for the table (vote or challenge): its player, and the hand, table
    /// and pozo to restore if it is refused.
    type Undo = (usize, Vec<Card>, Vec<Vec<(char, Card)>>, Vec<Card>);

    struct Hand {
        n: usize,
        rules: Value,
        values: HashMap<Card, i32>,
        deck: Vec<Card>,
        dealer: usize,
        hands: Vec<Vec<Card>>,
        /// Table words: (letter, card) in order.
        table: Vec<Vec<(char, Card)>>,
        pozo: Vec<Card>,
        mazo: Vec<Card>,
        mazo_order_known: bool,
        die: u8,
        previous_die: Option<u8>,
        turn: usize,
        totals: Vec<i32>,
        adjustments: Vec<i32>,
        pending: Option<Undo>,
    }

    impl Hand {
        fn count(&self) -> usize {
            self.hands.iter().map(Vec::len).sum::<usize>()
                + self.table.iter().map(Vec::len).sum::<usize>()
                + self.pozo.len()
                + self.mazo.len()
        }

        fn deal(&mut self, d: &Value, first: bool) {
            let dealer = seat_of(&d["dealer"]);
            if !first {
                assert_eq!(dealer, (self.dealer + 1) % self.n, "the deal passes left");
            }
            self.dealer = dealer;
            self.hands = d["hands"].as_array().unwrap().iter().map(cards).collect();
            let size = self.rules["hand_size"].as_u64().unwrap() as usize;
            assert!(self.hands.iter().all(|h| h.len() == size), "10 cards each");
            self.pozo = cards(&d["pozo"]);
            assert_eq!(self.pozo.len(), 1, "one card turned up for the pozo");
            self.mazo = cards(&d["mazo"]);
            self.mazo_order_known = true;
            self.table.clear();
            let mut all: Vec<Card> = self.hands.concat();
            all.extend(&self.pozo);
            all.extend(&self.mazo);
            assert_eq!(
                sorted(&all),
                sorted(&self.deck),
                "the deal is the whole deck"
            );
            self.previous_die = None;
            self.roll(&d["die"], 1);
            self.adjustments = vec![0; self.n];
            self.pending = None;
        }

        fn roll(&mut self, die: &Value, cycle: u64) {
            let value = die["value"].as_u64().unwrap() as u8;
            assert!((1..=6).contains(&value), "a die shows 1 to 6");
            assert_eq!(die["cycle"].as_u64().unwrap(), cycle);
            let first = (self.dealer + 1) % self.n;
            assert_eq!(seat_of(&die["seat"]), first, "left of the dealer rolls");
            if cycle > 1 {
                self.previous_die = Some(self.die);
            }
            self.die = value;
            self.turn = first;
        }

        fn take_from_hand(&mut self, seat: usize, used: &[Card]) {
            for c in used {
                assert!(
                    take(&mut self.hands[seat], c),
                    "seat {seat} played {c:?} it did not hold"
                );
            }
        }

        fn word_move(&mut self, seat: usize, kind: &str, m: &Value, events: &[Value]) {
            let word = typed(m["word"].as_str().unwrap());
            let letters: Vec<char> = word.iter().map(|w| w.0).collect();
            let die = usize::from(self.die);
            assert_eq!(letters.len(), die, "a word of the die's length");
            let before = (
                self.hands[seat].clone(),
                self.table.clone(),
                self.pozo.clone(),
            );
            match kind {
                "Form" => {
                    let used: Vec<Card> = word
                        .iter()
                        .map(|&(l, wild)| if wild { None } else { Some(l) })
                        .collect();
                    self.take_from_hand(seat, &used);
                    self.table
                        .push(letters.iter().copied().zip(used.iter().copied()).collect());
                }
                "Add" => {
                    assert!(word.iter().all(|w| !w.1), "comodines only to form");
                    let t = seat_of(&m["target"]);
                    let old = self.table[t].clone();
                    assert!(old.len() < die, "adding makes a shorter word longer");
                    let old_letters: Vec<char> = old.iter().map(|p| p.0).collect();
                    let at = embed(&old_letters, &letters).expect("old letters kept in order");
                    let mut new = Vec::new();
                    let mut used = Vec::new();
                    for (i, &l) in letters.iter().enumerate() {
                        match at.iter().position(|&p| p == i) {
                            Some(k) => new.push(old[k]),
                            None => {
                                used.push(Some(l));
                                new.push((l, Some(l)));
                            }
                        }
                    }
                    self.take_from_hand(seat, &used);
                    self.table[t] = new;
                }
                "Replace" => {
                    assert!(word.iter().all(|w| !w.1), "comodines only to form");
                    if self.rules["replace_needs_repeat"] == true {
                        assert_eq!(self.previous_die, Some(self.die), "replace needs a repeat");
                    }
                    let t = seat_of(&m["target"]);
                    let old = self.table[t].clone();
                    assert_eq!(old.len(), die, "replacing keeps the length");
                    let to_pozo = events
                        .iter()
                        .find_map(|e| e.get("Replaced"))
                        .map(|r| cards(&r["to_pozo"]))
                        .expect("a Replaced event");
                    // Some choice of replaced cards (those sent to the pozo) whose kept
                    // letters stay in order and whose new letters come from the hand.
                    let n = old.len();
                    let found = (1..(1u32 << n) - 1).find_map(|mask| {
                        let kept: Vec<usize> = (0..n).filter(|i| mask & (1 << i) != 0).collect();
                        let gone: Vec<Card> = (0..n)
                            .filter(|i| mask & (1 << i) == 0)
                            .map(|i| old[i].1)
                            .collect();
                        if sorted(&gone) != sorted(&to_pozo) {
                            return None;
                        }
                        let kl: Vec<char> = kept.iter().map(|&i| old[i].0).collect();
                        let at = embed(&kl, &letters)?;
                        let mut new = Vec::new();
                        let mut used = Vec::new();
                        for (i, &l) in letters.iter().enumerate() {
                            match at.iter().position(|&p| p == i) {
                                Some(k) => new.push(old[kept[k]]),
                                None => {
                                    used.push(Some(l));
                                    new.push((l, Some(l)));
                                }
                            }
                        }
                        let mut hand = self.hands[seat].clone();
                        used.iter()
                            .all(|c| take(&mut hand, c))
                            .then_some((new, used))
                    });
                    let (new, used) = found.expect("a replacement from the hand");
                    self.take_from_hand(seat, &used);
                    self.table[t] = new;
                    self.pozo.extend(to_pozo);
                }
                _ => unreachable!(),
            }
            if self.rules["word_check"] != "strict" {
                self.pending = Some((seat, before.0, before.1, before.2));
            }
        }

        fn step(&mut self, line: &Value, next_deal: Option<&Value>) {
            let seat = seat_of(&line["seat"]);
            let (kind, m) = variant(&line["move"]);
            let events: Vec<Value> = line["events"].as_array().unwrap().clone();
            let drawn = drawn_of(line, self.n);
            let strict = self.rules["word_check"] == "strict";
            if strict && matches!(kind, "Form" | "Add" | "Replace" | "Draw" | "Pass") {
                assert_eq!(seat, self.turn, "players play in turn, clockwise");
            }
            let mut gained: Vec<Vec<Card>> = vec![Vec::new(); self.n];
            match kind {
                "Form" | "Add" | "Replace" => self.word_move(seat, kind, m, &events),
                "Draw" => {
                    let c = match m["from"].as_str().unwrap() {
                        "Pozo" => {
                            let top = self.pozo.pop().expect("a pozo card");
                            let shown = events.iter().find_map(|e| e.get("Drew")).unwrap();
                            assert_eq!(card(&shown["card"]), top, "the pozo's top card");
                            top
                        }
                        _ => {
                            if self.mazo.is_empty() {
                                let top = self.pozo.pop().expect("a pozo to turn over");
                                self.mazo = std::mem::take(&mut self.pozo);
                                self.pozo.push(top);
                                self.mazo_order_known = false;
                                let refilled = events
                                    .iter()
                                    .find_map(|e| e.get("MazoRefilled"))
                                    .expect("the mazo is refilled from the pozo");
                                assert_eq!(
                                    refilled["cards"].as_u64().unwrap() as usize,
                                    self.mazo.len()
                                );
                            }
                            assert_eq!(drawn[seat].len(), 1, "one card drawn");
                            let c = card(&drawn[seat][0]);
                            if self.mazo_order_known {
                                assert_eq!(self.mazo.pop(), Some(c), "the mazo's top card");
                            } else {
                                assert!(take(&mut self.mazo, &c), "a card of the mazo");
                            }
                            c
                        }
                    };
                    self.hands[seat].push(c);
                    gained[seat].push(c);
                }
                "Pass" => {
                    assert!(
                        self.mazo.is_empty() && self.pozo.is_empty(),
                        "pass only if nothing to draw"
                    );
                }
                _ => {}
            }
            for e in &events {
                let (ek, ev) = variant(e);
                match ek {
                    "ChallengeWon" | "ChallengeFailed" => {
                        let penalty = ev["penalty"].as_i64().unwrap() as i32;
                        let reward = ev["reward"].as_i64().unwrap_or(0) as i32;
                        let (player, challenger) =
                            (seat_of(&ev["player"]), seat_of(&ev["challenger"]));
                        let loser = if ek == "ChallengeWon" {
                            player
                        } else {
                            challenger
                        };
                        assert_eq!(
                            penalty,
                            if ek == "ChallengeWon" {
                                self.rules["challenge_penalty"].as_i64().unwrap() as i32
                            } else {
                                self.rules["failed_challenge_penalty"].as_i64().unwrap() as i32
                            }
                        );
                        self.totals[loser] += penalty;
                        self.adjustments[loser] += penalty;
                        if ek == "ChallengeWon" {
                            self.totals[challenger] -= reward;
                            self.adjustments[challenger] -= reward;
                        }
                    }
                    _ => {}
                }
                let refused =
                    ek == "ChallengeWon" || (ek == "VoteResult" && ev["accepted"] == false);
                if refused {
                    let (p, hand, table, pozo) = self.pending.take().expect("a word to take back");
                    let mut back = hand.clone();
                    for c in &self.hands[p] {
                        assert!(take(&mut back, c));
                    }
                    gained[p].extend(back);
                    self.hands[p] = hand;
                    self.table = table;
                    self.pozo = pozo;
                }
                if matches!(ek, "ChallengeFailed") || (ek == "VoteResult" && ev["accepted"] == true)
                {
                    self.pending = None;
                }
                if ek == "Accepted" {
                    // The last accept lets the word stand; a later event may still refuse.
                }
                if ek == "HandScored" {
                    let penalties: Vec<i32> = self
                        .hands
                        .iter()
                        .map(|h| h.iter().map(|c| self.values[c]).sum())
                        .collect();
                    assert_eq!(
                        ints(&ev["penalties"]),
                        penalties,
                        "penalty points of the hands"
                    );
                    for (t, p) in self.totals.iter_mut().zip(&penalties) {
                        *t += p;
                    }
                    assert_eq!(ints(&ev["totals"]), self.totals, "totals after the hand");
                    if let Some(out) = ev["went_out"].as_u64() {
                        assert!(
                            self.hands[out as usize].is_empty(),
                            "went out with no cards"
                        );
                    }
                }
                if ek == "DieRolled" {
                    let cycle = ev["cycle"].as_u64().unwrap();
                    if cycle > 1 {
                        self.roll(ev, cycle);
                        assert_eq!(ev["repeat"] == true, self.previous_die == Some(self.die));
                    }
                }
                if ek == "GameOver" {
                    let end = self.rules["game_end"].as_i64().unwrap() as i32;
                    assert!(
                        self.totals.iter().any(|&t| t >= end),
                        "someone reached the end"
                    );
                    let best = *self.totals.iter().min().unwrap();
                    let winners: Vec<usize> =
                        (0..self.n).filter(|&s| self.totals[s] == best).collect();
                    assert_eq!(seats_of(&ev["winners"]), winners, "fewest points win");
                }
            }
            assert_eq!(ints(&line["totals"]), self.totals, "totals after the move");
            let dealt = events.iter().any(|e| e.get("Dealt").is_some());
            if dealt {
                self.deal(next_deal.expect("a deal line after a deal"), false);
            } else {
                for (s, g) in gained.iter().enumerate() {
                    assert_eq!(
                        sorted(g),
                        sorted(&drawn[s].iter().map(card).collect::<Vec<_>>()),
                        "drawn cards, seat {s}"
                    );
                }
                let strict_turn_end = strict
                    && matches!(kind, "Form" | "Add" | "Replace" | "Draw" | "Pass")
                    && !events.iter().any(|e| e.get("DieRolled").is_some());
                if strict_turn_end {
                    self.turn = (self.turn + 1) % self.n;
                }
            }
            assert_eq!(self.count(), self.deck.len(), "no card lost nor made");
        }
    }

    pub fn audit(game: &[Value]) {
        let start = &game[0];
        let n = start["seats"].as_array().unwrap().len();
        let first_deal = &game[1];
        assert_eq!(first_deal["type"], "deal");
        assert_eq!(first_deal["ply"], 0);
        let deck_spec = &first_deal["deal"]["deck"];
        let mut values = HashMap::new();
        let mut deck = Vec::new();
        for l in deck_spec["letters"].as_array().unwrap() {
            let c = l["letter"].as_str().unwrap().chars().next();
            values.insert(c, l["value"].as_i64().unwrap() as i32);
            deck.extend(std::iter::repeat_n(
                c,
                l["count"].as_u64().unwrap() as usize,
            ));
        }
        values.insert(None, deck_spec["comodin_value"].as_i64().unwrap() as i32);
        deck.extend(std::iter::repeat_n(
            None,
            deck_spec["comodines"].as_u64().unwrap() as usize,
        ));
        let mut h = Hand {
            n,
            rules: start["rules"].clone(),
            values,
            deck,
            dealer: 0,
            hands: Vec::new(),
            table: Vec::new(),
            pozo: Vec::new(),
            mazo: Vec::new(),
            mazo_order_known: true,
            die: 0,
            previous_die: None,
            turn: 0,
            totals: vec![0; n],
            adjustments: vec![0; n],
            pending: None,
        };
        h.deal(&first_deal["deal"], true);
        let mut i = 2;
        while game[i]["type"] == "move" {
            let next_deal = game.get(i + 1).filter(|l| l["type"] == "deal");
            if let Some(d) = next_deal {
                assert_eq!(
                    d["ply"].as_u64().unwrap(),
                    game[i]["ply"].as_u64().unwrap() + 1
                );
            }
            h.step(&game[i], next_deal.map(|d| &d["deal"]));
            i += if next_deal.is_some() { 2 } else { 1 };
        }
        let end = &game[i];
        assert_eq!(end["type"], "end");
        assert_eq!(ints(&end["outcome"]["totals"]), h.totals);
    }
}

#[test]
fn rapiletras_records_audit() {
    for (players, seed) in [(2, 11), (3, 7), (4, 21)] {
        for game in sim("rapiletras", players, 3, seed, &[]) {
            rapi::audit(&game);
        }
    }
}

#[test]
fn rapiletras_vote_records_audit() {
    for game in sim("rapiletras", 3, 2, 5, &["--mode", "vote"]) {
        rapi::audit(&game);
    }
}

/// Rapiletras' random computer judges by a seeded coin, as Palabra's does: its sims now
/// hold challenges and no votes, and the auditor checks the penalties they bring.
#[test]
fn rapiletras_random_players_challenge_and_vote_no_and_pay_for_it() {
    let count = |games: &[Vec<Value>], f: &dyn Fn(&Value) -> bool| -> usize {
        games
            .iter()
            .flatten()
            .flat_map(|l| l["events"].as_array().into_iter().flatten())
            .filter(|e| f(e))
            .count()
    };
    let challenge = audit::sim_records(
        "rapiletras",
        3,
        2,
        31,
        Some("word_check = \"challenge\"\nfailed_challenge_penalty = 5\ngame_end = 40"),
        &["--bots", "random,random,normal"],
    );
    for game in &challenge {
        rapi::audit(game);
    }
    let failed = count(&challenge, &|e| e["ChallengeFailed"]["penalty"] == 5);
    assert!(failed > 0, "no failed challenge paid its penalty");
    let vote = audit::sim_records(
        "rapiletras",
        3,
        2,
        32,
        Some("word_check = \"vote\"\ngame_end = 40"),
        &["--bots", "random,random,normal"],
    );
    for game in &vote {
        rapi::audit(game);
    }
    assert!(
        count(&vote, &|e| e["Voted"]["accept"] == false) > 0,
        "no vote no"
    );
    assert!(
        count(&vote, &|e| e["VoteResult"]["accepted"] == false) > 0,
        "no word refused by the vote"
    );
}

// ---------------------------------------------------------------------------------------
// Pala (pala.txt)

mod pala {
    use super::*;

    /// A card: color (0 red, 1 blue, 2 yellow, 3 orange, 4 green, 5 purple) and value.
    type Card = (u8, u8);
    const COLORS: [&str; 6] = ["red", "blue", "yellow", "orange", "green", "purple"];

    fn color(v: &Value) -> u8 {
        COLORS.iter().position(|c| v == c).expect("a color") as u8
    }
    fn card(v: &Value) -> Card {
        (color(&v["color"]), v["value"].as_u64().unwrap() as u8)
    }
    fn cards(v: &Value) -> Vec<Card> {
        v.as_array().unwrap().iter().map(card).collect()
    }
    fn primary(c: u8) -> bool {
        c < 3
    }
    /// Red+yellow orange, blue+yellow green, red+blue purple.
    fn mix(a: u8, b: u8) -> Option<u8> {
        match (a.min(b), a.max(b)) {
            (0, 2) => Some(3),
            (1, 2) => Some(4),
            (0, 1) => Some(5),
            _ => None,
        }
    }

    /// The 48 cards: primaries 1 1 2 2 3 3 4 5, secondaries 2 to 9.
    fn deck() -> Vec<Card> {
        let mut d = Vec::new();
        for c in 0..6u8 {
            let values: &[u8] = if primary(c) {
                &[1, 1, 2, 2, 3, 3, 4, 5]
            } else {
                &[2, 3, 4, 5, 6, 7, 8, 9]
            };
            d.extend(values.iter().map(|&v| (c, v)));
        }
        d
    }

    struct Play {
        seat: usize,
        cards: Vec<Card>,
        smeared_by: Option<Card>,
    }

    impl Play {
        fn color_value(&self) -> Option<(u8, u8)> {
            match (self.cards.as_slice(), self.smeared_by) {
                ([c], None) => Some(*c),
                ([c], Some(p)) => mix(c.0, p.0).map(|m| (m, c.1 + p.1)),
                ([a, b], None) => mix(a.0, b.0).map(|m| (m, a.1 + b.1)),
                _ => None,
            }
        }
    }

    #[derive(Default)]
    struct Trick {
        leader: usize,
        order: Vec<usize>,
        color: Option<u8>,
        plays: Vec<Play>,
        winning: Option<usize>,
        tie: Option<usize>,
    }

    impl Trick {
        fn value_of(&self, seat: usize) -> Option<u8> {
            let p = self.plays.iter().find(|p| p.seat == seat)?;
            match p.color_value() {
                Some((c, v)) if Some(c) == self.color => Some(v),
                _ => None,
            }
        }
        fn all_cards(&self) -> Vec<Card> {
            self.plays
                .iter()
                .flat_map(|p| p.cards.iter().copied().chain(p.smeared_by))
                .collect()
        }
        /// The acting seat's value `v` against the best so far: it wins, ties (and
        /// decides) or loses.
        fn settle(&mut self, seat: usize, v: u8, best: Option<(usize, u8)>) {
            match best {
                Some((w, b)) if v < b => self.winning = Some(w),
                Some((w, b)) if v == b => {
                    self.winning = Some(w);
                    self.tie = Some(seat);
                }
                _ => self.winning = Some(seat),
            }
        }
    }

    struct Round {
        n: usize,
        rules: Value,
        impressionism: bool,
        dealer: usize,
        round: u64,
        hands: Vec<Vec<Card>>,
        leftover: Vec<Card>,
        chips: Vec<Option<Vec<u8>>>,
        board: Vec<(String, Option<Card>)>,
        bidder: usize,
        tricks_won: Vec<Vec<u8>>,
        piles: Vec<Vec<Card>>,
        trick: Trick,
        cancels: Vec<Option<Vec<Card>>>,
        totals: Vec<i32>,
        out_of_play: Vec<Card>,
        over: bool,
    }

    fn per_players(rules: &Value, key: &str, n: usize) -> i32 {
        rules[key][n - 3].as_i64().unwrap() as i32
    }

    impl Round {
        fn deal(&mut self, d: &Value, first: bool) {
            let dealer = seat_of(&d["dealer"]);
            if !first {
                assert_eq!(
                    dealer,
                    (self.dealer + 1) % self.n,
                    "the dealer chip moves left"
                );
                assert_eq!(d["round"].as_u64().unwrap(), self.round + 1);
            }
            self.dealer = dealer;
            self.round = d["round"].as_u64().unwrap();
            self.hands = d["hands"].as_array().unwrap().iter().map(cards).collect();
            self.leftover = cards(&d["leftover"]);
            let (size, left) = match self.n {
                3 => (14, 6),
                4 => (11, 4),
                _ => (9, 3),
            };
            assert!(self.hands.iter().all(|h| h.len() == size), "hand size");
            assert_eq!(self.leftover.len(), left, "leftover cards");
            let mut all = self.hands.concat();
            all.extend(&self.leftover);
            assert_eq!(sorted(&all), sorted(&deck()), "the deal is the whole deck");
            self.chips = vec![None; self.n];
            let slots = self.rules[format!("board_{}", self.n)].as_array().unwrap();
            self.board = slots
                .iter()
                .map(|s| (s.as_str().unwrap().to_string(), None))
                .collect();
            self.bidder = dealer;
            self.tricks_won = vec![Vec::new(); self.n];
            self.piles = vec![Vec::new(); self.n];
            self.cancels = vec![None; self.n];
            self.out_of_play.clear();
            self.trick = Trick::default();
        }

        fn start_trick(&mut self, leader: usize) {
            let order = (0..self.n)
                .map(|i| (leader + i) % self.n)
                .filter(|&s| !self.hands[s].is_empty())
                .collect();
            self.trick = Trick {
                leader,
                order,
                ..Trick::default()
            };
        }

        fn bid(&mut self, seat: usize, kind: &str, m: &Value) {
            assert_eq!(seat, self.bidder, "bids go clockwise from the dealer");
            self.bidder = (seat + 1) % self.n;
            match kind {
                "BidChips" => {
                    assert!(!self.impressionism);
                    let colors: Vec<u8> = m.as_array().unwrap().iter().map(color).collect();
                    let mut d = colors.clone();
                    d.dedup();
                    assert_eq!(d.len(), sorted(&colors).len(), "one chip per color");
                    assert!(self.chips[seat].is_none(), "one bid each");
                    self.chips[seat] = Some(colors);
                }
                "BidCard" => {
                    assert!(self.impressionism);
                    let c = card(&m["card"]);
                    let slot = m["slot"].as_u64().unwrap() as usize;
                    assert!(take(&mut self.hands[seat], &c), "a bid card from the hand");
                    assert!(self.board[slot].1.is_none(), "an empty slot");
                    assert!(
                        self.board.iter().all(|(_, b)| b.is_none_or(|b| b.0 != c.0)),
                        "a color not yet on the board"
                    );
                    self.board[slot].1 = Some(c);
                }
                _ => assert!(self.impressionism, "passing is an Impressionism bid"),
            }
        }

        /// Checks a play against the hand and the trick (rulebook: leading, copying,
        /// junking, mixing, smearing) and puts it on the trick.
        fn play(&mut self, seat: usize, p: &Value) {
            assert!(self.trick.tie.is_none(), "a tie is decided first");
            let expected = self.trick.order[self.trick.plays.len()];
            assert_eq!(seat, expected, "the trick goes clockwise from the leader");
            let hand = self.hands[seat].clone();
            let (kind, body) = variant(p);
            let (used, smear): (Vec<Card>, Option<(Card, Card)>) = match kind {
                "Single" => (vec![card(body)], None),
                "Mix" => (cards(body), None),
                _ => {
                    let (a, b) = (card(&body["primary"]), card(&body["secondary"]));
                    (vec![a, b], Some((a, b)))
                }
            };
            for c in &used {
                assert!(
                    take(&mut self.hands[seat], c),
                    "seat {seat} played {c:?} it did not hold"
                );
            }
            let Some(t) = self.trick.color else {
                assert_eq!(kind, "Single", "a lead is one card");
                assert_eq!(seat, self.trick.leader, "the last trick's winner leads");
                let c = used[0];
                self.trick.color = Some(c.0);
                self.trick.winning = Some(seat);
                self.trick.plays.push(Play {
                    seat,
                    cards: used,
                    smeared_by: None,
                });
                return;
            };
            let holds = hand.iter().any(|c| c.0 == t);
            let best = self
                .trick
                .winning
                .and_then(|w| self.trick.value_of(w).map(|v| (w, v)));
            match (kind, primary(t)) {
                ("Single", _) => {
                    let c = used[0];
                    assert!(c.0 == t || !holds, "must copy or match {t}");
                    self.trick.plays.push(Play {
                        seat,
                        cards: used,
                        smeared_by: None,
                    });
                    if c.0 == t {
                        self.trick.settle(seat, c.1, best);
                    }
                }
                ("Mix", false) => {
                    let (a, b) = (used[0], used[1]);
                    assert!(
                        primary(a.0) && primary(b.0) && mix(a.0, b.0) == Some(t),
                        "a mix makes the trick's color"
                    );
                    self.trick.plays.push(Play {
                        seat,
                        cards: used,
                        smeared_by: None,
                    });
                    self.trick.settle(seat, a.1 + b.1, best);
                }
                ("Smear", true) => {
                    let (p, s) = smear.unwrap();
                    assert!(!holds, "smear only when one cannot copy");
                    assert!(hand.len() >= 2);
                    assert!(
                        primary(p.0) && p.0 != t && mix(p.0, t) == Some(s.0),
                        "a smear's cards"
                    );
                    let onto = self.trick.winning.expect("a card to smear onto");
                    let target = self
                        .trick
                        .plays
                        .iter_mut()
                        .find(|x| x.seat == onto)
                        .unwrap();
                    assert_eq!(target.cards.len(), 1);
                    target.smeared_by = Some(p);
                    self.trick.color = Some(s.0);
                    // The best earlier play in the new color (the earlier on equal values).
                    let mut best: Option<(usize, u8)> = None;
                    for x in &self.trick.plays {
                        if let Some((c, v)) = x.color_value()
                            && c == s.0
                            && best.is_none_or(|(_, b)| v > b)
                        {
                            best = Some((x.seat, v));
                        }
                    }
                    self.trick.plays.push(Play {
                        seat,
                        cards: vec![s],
                        smeared_by: None,
                    });
                    self.trick.settle(seat, s.1, best);
                }
                other => panic!("an illegal play {other:?} on a trick of color {t}"),
            }
        }

        /// The trick is complete: checks the recorded winner, color and awarded cards;
        /// returns whether the round ends.
        fn trick_done(&mut self, won: &Value) -> bool {
            let winner = self.trick.winning.unwrap();
            let trick_color = self.trick.color.unwrap();
            assert_eq!(
                seat_of(&won["seat"]),
                winner,
                "the highest value in the trick's color wins"
            );
            assert_eq!(color(&won["color"]), trick_color);
            let awarded = cards(&won["awarded"]);
            let all = self.trick.all_cards();
            if self.impressionism {
                assert_eq!(
                    sorted(&awarded),
                    sorted(&all),
                    "the winner takes all the cards"
                );
            } else {
                assert_eq!(awarded.len(), 1, "one card to the score pile");
                assert_eq!(
                    awarded[0].0, trick_color,
                    "a card of the trick's final color"
                );
                let mut rest = all.clone();
                assert!(take(&mut rest, &awarded[0]));
                self.out_of_play.extend(rest);
            }
            self.piles[winner].extend(&awarded);
            self.tricks_won[winner].push(trick_color);
            let holders = self.hands.iter().filter(|h| !h.is_empty()).count();
            let ends = self.hands[winner].is_empty() || holders <= 1;
            if !ends {
                self.start_trick(winner);
            }
            ends
        }

        /// Recomputes the round's points from the rulebook.
        fn points(&self) -> Vec<i32> {
            let n = self.n;
            (0..n)
                .map(|s| {
                    if !self.impressionism {
                        let bid = self.chips[s].clone().unwrap_or_default();
                        let won = &self.tricks_won[s];
                        let null = per_players(&self.rules, "null_bid", n);
                        if bid.is_empty() {
                            return if won.is_empty() { null } else { -null };
                        }
                        if !bid.iter().all(|c| won.contains(c)) {
                            return 0;
                        }
                        let made = won.len() as i32 * bid.len() as i32;
                        let rainbow = if bid.len() == 6 {
                            self.rules["rainbow_bonus"].as_i64().unwrap() as i32
                        } else {
                            0
                        };
                        return made + rainbow;
                    }
                    // Impressionism: the pile plus the hand left; colors off the board score
                    // nothing; each Cancel card cancels another scoring card (the seat's
                    // choice, or the best one), unused ones are -1.
                    let mut pile = self.piles[s].clone();
                    pile.extend(&self.hands[s]);
                    let slot_of = |c: u8| {
                        self.board
                            .iter()
                            .find(|(_, b)| b.is_some_and(|b| b.0 == c))
                            .map(|(k, _)| k.as_str())
                    };
                    let worth = |c: &Card| match slot_of(c.0) {
                        Some("+1") => 1,
                        Some("+2") => 2,
                        Some("+face") => i32::from(c.1),
                        _ => 0,
                    };
                    let k = pile
                        .iter()
                        .filter(|c| slot_of(c.0) == Some("cancel"))
                        .count();
                    let mut others: Vec<Card> = pile
                        .iter()
                        .copied()
                        .filter(|c| matches!(slot_of(c.0), Some(x) if x != "cancel"))
                        .collect();
                    let need = k.min(others.len());
                    let chosen = match &self.cancels[s] {
                        Some(c) => c.clone(),
                        None => {
                            let mut o = others.clone();
                            o.sort_by_key(|c| std::cmp::Reverse(worth(c)));
                            o.truncate(need);
                            o
                        }
                    };
                    assert_eq!(chosen.len(), need, "one cancelled card per Cancel card");
                    for c in &chosen {
                        assert!(take(&mut others, c), "a cancelled card from the pile");
                    }
                    others.iter().map(worth).sum::<i32>() - (k - need) as i32
                })
                .collect()
        }

        fn step(&mut self, line: &Value, next_deal: Option<&Value>) {
            let seat = seat_of(&line["seat"]);
            let (kind, m) = variant(&line["move"]);
            let events = line["events"].as_array().unwrap();
            assert!(
                drawn_of(line, self.n).iter().all(Vec::is_empty),
                "nothing is drawn in Pala"
            );
            match kind {
                "BidChips" | "BidCard" | "PassBid" => self.bid(seat, kind, m),
                "Play" => self.play(seat, m),
                "Tie" => {
                    assert_eq!(
                        self.trick.tie.take(),
                        Some(seat),
                        "only a tied seat decides"
                    );
                    if m["take_lead"] == true {
                        self.trick.winning = Some(seat);
                    }
                }
                "Cancel" => {
                    assert!(self.cancels[seat].is_none());
                    self.cancels[seat] = Some(cards(m));
                }
                other => panic!("unknown move {other}"),
            }
            let mut round_ends = false;
            for e in events {
                let (ek, ev) = variant(e);
                match ek {
                    "BiddingEnded" => {
                        if !self.impressionism {
                            assert!(self.chips.iter().all(Option::is_some), "everyone bids");
                        }
                        self.start_trick(self.dealer);
                    }
                    "TrickWon" => round_ends = self.trick_done(ev),
                    "RoundScored" => {
                        assert!(
                            round_ends || self.impressionism,
                            "the round ends after its last trick"
                        );
                        let points = self.points();
                        assert_eq!(ints(&ev["points"]), points, "round {} points", self.round);
                        for (t, p) in self.totals.iter_mut().zip(&points) {
                            *t += p;
                        }
                        assert_eq!(ints(&ev["totals"]), self.totals);
                        let n = self.n;
                        self.over = if self.impressionism {
                            self.totals
                                .iter()
                                .any(|&t| t >= per_players(&self.rules, "end_threshold", n))
                        } else {
                            self.totals
                                .iter()
                                .any(|&t| t >= per_players(&self.rules, "point_goal", n))
                        };
                    }
                    "GameOver" => {
                        assert!(self.over, "the game ends at the goal");
                        let best = if self.impressionism {
                            self.totals.iter().min()
                        } else {
                            self.totals.iter().max()
                        };
                        let best = *best.unwrap();
                        let winners: Vec<usize> =
                            (0..self.n).filter(|&s| self.totals[s] == best).collect();
                        assert_eq!(seats_of(&ev["winners"]), winners);
                    }
                    _ => {}
                }
            }
            if round_ends && !self.impressionism {
                assert!(
                    events.iter().any(|e| e.get("RoundScored").is_some()),
                    "scored at once"
                );
            }
            assert_eq!(ints(&line["totals"]), self.totals, "totals after the move");
            if events.iter().any(|e| e.get("Dealt").is_some()) {
                assert!(!self.over);
                self.deal(next_deal.expect("a deal line after a deal"), false);
            }
        }
    }

    pub fn audit(game: &[Value]) {
        let start = &game[0];
        let n = start["seats"].as_array().unwrap().len();
        let rules = start["rules"].clone();
        let mut r = Round {
            n,
            impressionism: rules["mode"] == "impressionism",
            rules,
            dealer: 0,
            round: 0,
            hands: Vec::new(),
            leftover: Vec::new(),
            chips: Vec::new(),
            board: Vec::new(),
            bidder: 0,
            tricks_won: Vec::new(),
            piles: Vec::new(),
            trick: Trick::default(),
            cancels: Vec::new(),
            totals: vec![0; n],
            out_of_play: Vec::new(),
            over: false,
        };
        assert_eq!(game[1]["type"], "deal");
        r.deal(&game[1]["deal"], true);
        let mut i = 2;
        while game[i]["type"] == "move" {
            let next_deal = game.get(i + 1).filter(|l| l["type"] == "deal");
            r.step(&game[i], next_deal.map(|d| &d["deal"]));
            i += if next_deal.is_some() { 2 } else { 1 };
        }
        assert_eq!(game[i]["type"], "end");
        assert!(r.over);
        assert_eq!(ints(&game[i]["outcome"]["totals"]), r.totals);
    }
}

#[test]
fn pala_pointillism_records_audit() {
    for (players, seed) in [(3, 1), (4, 3), (5, 8)] {
        for game in sim(
            "pala",
            players,
            4,
            seed,
            &["--bots", &vec!["heuristic"; players].join(",")],
        ) {
            pala::audit(&game);
        }
    }
    for game in sim(
        "pala",
        4,
        4,
        30,
        &["--bots", "random,random,heuristic,random"],
    ) {
        pala::audit(&game);
    }
}

#[test]
fn pala_impressionism_records_audit() {
    for (players, seed) in [(3, 2), (4, 5), (5, 9)] {
        for game in sim("pala", players, 4, seed, &["--mode", "impressionism"]) {
            pala::audit(&game);
        }
    }
}

/// The auditor is not blind: a record changed by hand fails it.
#[test]
fn tampered_records_fail_the_audit() {
    let quiet = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let games = sim("pala", 4, 1, 3, &[]);
    let mut g = games[0].clone();
    // Another card in the first dealt hand: some later play is not held.
    let hand = g[1]["deal"]["hands"][0].as_array_mut().unwrap();
    hand[0] = serde_json::json!({"color": "purple", "value": 9});
    hand[1] = serde_json::json!({"color": "purple", "value": 9});
    assert!(std::panic::catch_unwind(|| pala::audit(&g)).is_err());
    let games = sim("rapiletras", 2, 1, 11, &[]);
    let mut g = games[0].clone();
    // One more card in a hand than was dealt.
    g[1]["deal"]["hands"][1]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!("Comodin"));
    assert!(std::panic::catch_unwind(|| rapi::audit(&g)).is_err());
    std::panic::set_hook(quiet);
    // Untouched, they pass.
    pala::audit(&sim("pala", 4, 1, 3, &[])[0]);
    rapi::audit(&sim("rapiletras", 2, 1, 11, &[])[0]);
}
