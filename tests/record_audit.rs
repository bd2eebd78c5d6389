//! An auditor of game records: runs `naipes sim GAME --record` and checks every game from
//! the file alone, with a small reimplementation of the rulebooks (no naipes rules code):
//! the deal adds up to the deck, every card played was in its player's hand, hands
//! follow the deal, the plays and the draws, and every round or hand score and total is
//! recomputed and compared.

use serde_json::Value;
use std::collections::HashMap;
use std::process::Command;

fn temp(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("naipes-audit-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs a simulation with a record and returns its games, each as its lines.
fn sim(game: &str, players: usize, games: u64, seed: u64, extra: &[&str]) -> Vec<Vec<Value>> {
    let d = temp(&format!("{game}-{players}-{seed}"));
    let rec = d.join("games.jsonl");
    let out = Command::new(env!("CARGO_BIN_EXE_naipes"))
        .env("NAIPES_DATA_DIR", d.join("data"))
        .env("NAIPES_CONFIG_DIR", d.join("config"))
        .args(["sim", game, "--players", &players.to_string()])
        .args(["--games", &games.to_string(), "--seed", &seed.to_string()])
        .args(extra)
        .arg("--record")
        .arg(&rec)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut all: Vec<Vec<Value>> = Vec::new();
    for line in std::fs::read_to_string(&rec).unwrap().lines() {
        let v: Value = serde_json::from_str(line).expect("each line is JSON");
        if v["type"] == "start" {
            all.push(Vec::new());
        }
        all.last_mut().expect("a start line first").push(v);
    }
    assert_eq!(all.len() as u64, games);
    for g in &all {
        let start = &g[0];
        assert_eq!(start["format"], "naipes-record-2");
        assert_eq!(start["complete"], true);
        assert!(start["seed"].is_u64());
        assert_eq!(g.last().unwrap()["type"], "end");
    }
    all
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

fn seat_of(v: &Value) -> usize {
    v.as_u64().unwrap() as usize
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
        pending: Option<(usize, Vec<Card>, Vec<Vec<(char, Card)>>, Vec<Card>)>,
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
                    assert_eq!(seat_of_list(&ev["winners"]), winners, "fewest points win");
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

fn seat_of_list(v: &Value) -> Vec<usize> {
    v.as_array().unwrap().iter().map(seat_of).collect()
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
