//! An auditor of Palabra game records: runs `naipes sim palabra --record` and checks every
//! game from the file alone, with a small reimplementation of the rulebook and the
//! project's rulings (no naipes rules code): the deal is the whole deck, every card a move
//! plays was in its player's hand, the cards drawn come from the draw pile (from its top
//! while its order is known), no card is lost or made, and every score is recomputed and
//! compared with the record.

use crate::audit;

use audit::{seat_of, seats_of};
use serde_json::Value;
use std::collections::BTreeMap;

/// Runs a simulation with a record and returns its games, each as its lines.
fn sim(players: usize, games: u64, seed: u64, extra: &[&str]) -> Vec<Vec<Value>> {
    audit::sim_records("palabra", players, games, seed, None, extra)
}

fn ints(v: &Value) -> Vec<i32> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_i64().unwrap() as i32)
        .collect()
}

fn num(v: &Value) -> i32 {
    v.as_i64().unwrap_or_else(|| panic!("not a number: {v}")) as i32
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

/// Letter values of the deck (every card of a letter has the same value).
fn letter_value(l: char) -> i32 {
    match l {
        'A' | 'E' | 'I' | 'O' | 'U' | 'N' | 'R' | 'S' | 'T' => 1,
        'D' | 'L' | 'P' => 2,
        'C' | 'M' => 3,
        'B' | 'F' | 'H' | 'Y' => 4,
        'G' | 'V' | 'W' => 5,
        'K' => 6,
        'X' => 8,
        'J' => 9,
        'Q' | 'Z' => 10,
        _ => panic!("no such letter {l}"),
    }
}

const HAND: usize = 7;
const ALL_COLORS: u8 = 15;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Letter(char),
    Wild,
    Vowel,
    Joker,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Card {
    id: usize,
    kind: Kind,
    value: i32,
    stars: i32,
    colors: u8,
}

fn is_vowel(c: char) -> bool {
    "AEIOUY".contains(c)
}

impl Card {
    fn parse(v: &Value) -> Card {
        let kind = match variant(&v["kind"]) {
            ("Letter", l) => Kind::Letter(l.as_str().unwrap().chars().next().unwrap()),
            ("Wild", _) => Kind::Wild,
            ("Vowel", _) => Kind::Vowel,
            ("Joker", _) => Kind::Joker,
            other => panic!("not a card kind: {other:?}"),
        };
        Card {
            id: v["id"].as_u64().unwrap() as usize,
            kind,
            value: num(&v["value"]),
            stars: num(&v["stars"]),
            colors: v["colors"].as_u64().unwrap() as u8,
        }
    }
    fn can_be(&self, l: char) -> bool {
        match self.kind {
            Kind::Letter(x) => x == l,
            Kind::Wild => l.is_ascii_uppercase(),
            Kind::Vowel => is_vowel(l),
            Kind::Joker => false,
        }
    }
    fn vowelish(&self) -> bool {
        match self.kind {
            Kind::Letter(l) => is_vowel(l),
            Kind::Wild | Kind::Vowel => true,
            Kind::Joker => false,
        }
    }
    fn star_factor(&self) -> i32 {
        self.stars.max(1)
    }
    fn label(&self) -> String {
        let face = match self.kind {
            Kind::Letter(l) => l.to_string(),
            Kind::Wild => "*".into(),
            Kind::Vowel => "+".into(),
            Kind::Joker => "#".into(),
        };
        format!("{face}{}{}", self.value, "*".repeat(self.stars as usize))
    }
}

/// The color-lock multiplier of the colors all cards of a word share.
fn lock_mult(lock: u8) -> i32 {
    if lock == 0 {
        1
    } else if lock & 3 == 3 || lock & 12 == 12 {
        4
    } else {
        2
    }
}

#[derive(Clone, Debug)]
struct Placed {
    card: Card,
    letter: char,
    own: bool,
    shaved: bool,
}

#[derive(Clone, Debug)]
struct Word {
    serial: u64,
    kind: String,
    cards: Vec<Placed>,
    lock: u8,
    mult: i32,
    scored: i32,
    shaved: i32,
    jokered: bool,
    lying: Vec<Card>,
}

impl Word {
    fn text(&self) -> String {
        self.cards.iter().map(|p| p.letter).collect()
    }
    fn value(&self) -> i32 {
        if self.jokered {
            0
        } else {
            self.scored - self.shaved
        }
    }
}

fn is_straight(w: &[char]) -> bool {
    (3..=26).contains(&w.len())
        && w.windows(2).all(|p| {
            p[0].is_ascii_uppercase()
                && p[1].is_ascii_uppercase()
                && (p[0] as u8 - b'A' + 1) % 26 == p[1] as u8 - b'A'
        })
}

/// The auditor's state of one game.
struct Audit {
    n: usize,
    rules: Value,
    deck: Vec<Card>,
    /// Cards known to be in each hand.
    hands: Vec<Vec<Card>>,
    /// After a vowel play the shown cards are shuffled back and replacements drawn: a
    /// shown card drawn again never shows in `drawn` (it was in the hand before the
    /// move). Per seat: such candidates, and how many of them are in the hand (the
    /// others are in the draw pile).
    maybe: Vec<Vec<Card>>,
    maybe_n: Vec<usize>,
    /// Cards known to be in the draw pile (top last while `ordered`).
    draw: Vec<Card>,
    /// False once the pile was shuffled (vowel play, exchange).
    ordered: bool,
    discard: Vec<Card>,
    table: Vec<Option<Word>>,
    serial: u64,
    last_play: Option<u64>,
    totals: Vec<i32>,
    /// Word-play points per seat (eliminate high score).
    plays: Vec<Vec<(i32, String)>>,
    /// A word waiting for the table: its player and move.
    pending: Option<(usize, Value)>,
    /// The seats a vote closed without (`VoteClosed`), for the count that follows.
    unasked: usize,
    over: bool,
    // Per move:
    drawn_left: Vec<Vec<Card>>,
    credit: Vec<usize>,
    vowels_now: Vec<bool>,
    to_return: Vec<Card>,
    final_play: Option<(usize, String, i32)>,
    drew: Vec<bool>,
    /// Seats that made a pre-play or a table play in this move.
    acted: Vec<usize>,
    /// What was checked: event kinds and play kinds, counted.
    seen: BTreeMap<String, usize>,
}

impl Audit {
    fn known(&self, v: &Value) -> Card {
        let c = Card::parse(v);
        assert!(c.id < self.deck.len(), "card id {} out of the deck", c.id);
        assert_eq!(c, self.deck[c.id], "card data changed for id {}", c.id);
        c
    }

    fn pile_total(&self) -> usize {
        self.draw.len()
            + (0..self.n)
                .map(|s| self.maybe[s].len() - self.maybe_n[s])
                .sum::<usize>()
    }

    fn hand_count(&self, s: usize) -> usize {
        self.hands[s].len() + self.maybe_n[s]
    }

    /// Takes a drawn card out of the (shuffled) draw pile.
    fn take_from_pile(&mut self, c: Card) {
        if let Some(i) = self.draw.iter().position(|x| x.id == c.id) {
            self.draw.remove(i);
            return;
        }
        for g in 0..self.n {
            if let Some(i) = self.maybe[g].iter().position(|x| x.id == c.id) {
                self.maybe[g].remove(i);
                assert!(
                    self.maybe[g].len() >= self.maybe_n[g],
                    "card {} drawn from the pile was in a hand",
                    c.id
                );
                return;
            }
        }
        panic!("drawn card {} is not in the draw pile", c.id);
    }

    fn settle(&mut self, s: usize) {
        if self.maybe_n[s] == 0 {
            let m = std::mem::take(&mut self.maybe[s]);
            self.draw.extend(m);
        } else if self.maybe[s].len() == self.maybe_n[s] {
            let m = std::mem::take(&mut self.maybe[s]);
            self.hands[s].extend(m);
            self.maybe_n[s] = 0;
        }
    }

    /// Takes card `id` out of seat `s`'s hand (it must be there).
    fn take_card(&mut self, s: usize, id: usize) -> Card {
        if let Some(i) = self.hands[s].iter().position(|c| c.id == id) {
            return self.hands[s].remove(i);
        }
        if self.maybe_n[s] > 0
            && let Some(i) = self.maybe[s].iter().position(|c| c.id == id)
        {
            self.maybe_n[s] -= 1;
            let c = self.maybe[s].remove(i);
            self.settle(s);
            return c;
        }
        if self.credit[s] > 0
            && let Some(i) = self.drawn_left[s].iter().position(|c| c.id == id)
        {
            let c = self.drawn_left[s].remove(i);
            self.credit[s] -= 1;
            self.take_from_pile(c);
            return c;
        }
        panic!("seat {s} plays card {id}, which is not in its hand");
    }

    /// The cards drawn (unordered pile) come into the hand; a shortfall can only be the
    /// seat's own vowel cards drawn again.
    fn flush(&mut self, s: usize) {
        for c in std::mem::take(&mut self.drawn_left[s]) {
            assert!(
                self.credit[s] > 0,
                "seat {s} got card {} without drawing",
                c.id
            );
            self.credit[s] -= 1;
            self.take_from_pile(c);
            self.hands[s].push(c);
        }
        // A record must let a reader check every play from the file alone: every card
        // drawn is listed, a vowel card drawn again too (issue 23).
        let left = std::mem::take(&mut self.credit[s]);
        assert_eq!(
            left, 0,
            "seat {s} drew {left} cards the `drawn` list leaves out (vowel play: {})",
            self.vowels_now[s]
        );
    }

    fn flush_all(&mut self) {
        for s in 0..self.n {
            self.flush(s);
        }
    }

    /// Every card of the deck is in exactly one place.
    fn conservation(&self, at: &str) {
        let mut ids: Vec<usize> = Vec::new();
        ids.extend(self.hands.iter().flatten().map(|c| c.id));
        ids.extend(self.maybe.iter().flatten().map(|c| c.id));
        ids.extend(self.draw.iter().map(|c| c.id));
        ids.extend(self.discard.iter().map(|c| c.id));
        ids.extend(self.to_return.iter().map(|c| c.id));
        for w in self.table.iter().flatten() {
            ids.extend(w.cards.iter().map(|p| p.card.id));
            ids.extend(w.lying.iter().map(|c| c.id));
        }
        ids.sort_unstable();
        assert_eq!(
            ids,
            (0..self.deck.len()).collect::<Vec<_>>(),
            "{at}: hands + table + draw + discard is not the deck"
        );
    }

    fn shave_ok(&self, seat: usize, t: usize) -> bool {
        let Some(w) = self.table[t].as_ref() else {
            return false;
        };
        if t == seat || w.kind == "Flush" || w.jokered {
            return false;
        }
        let previous = Some(w.serial) == self.last_play;
        match self.rules["shave"].as_str().unwrap_or("previous") {
            "previous" => previous,
            "anyone" => true,
            "last_and_next" => {
                previous || t == (seat + self.n - 1) % self.n || t == (seat + 1) % self.n
            }
            other => panic!("unknown shave rule {other}"),
        }
    }

    /// A word, straight or flush: checks it and scores it as the record's `Played`.
    fn played(&mut self, seat: usize, ev: &Value, mv: &Value) {
        let (mk, body) = variant(mv);
        let kind = ev["kind"].as_str().unwrap().to_string();
        assert_eq!(mk, kind, "the play is not the move");
        let mut built_on = None;
        let (placed, used) = if kind == "Flush" {
            let ids: Vec<usize> = body["cards"]
                .as_array()
                .unwrap()
                .iter()
                .map(seat_of)
                .collect();
            let cards: Vec<Card> = ids.iter().map(|&id| self.take_card(seat, id)).collect();
            assert!(cards.len() >= 5, "a flush of {} cards", cards.len());
            assert!(cards.iter().all(|c| c.kind != Kind::Joker));
            let shared = cards.iter().fold(ALL_COLORS, |a, c| a & c.colors);
            assert_ne!(shared, 0, "a flush without a shared color");
            let placed: Vec<Placed> = cards
                .iter()
                .map(|&card| Placed {
                    card,
                    letter: match card.kind {
                        Kind::Letter(l) => l,
                        Kind::Vowel => '+',
                        _ => '*',
                    },
                    own: true,
                    shaved: false,
                })
                .collect();
            (placed, cards.len())
        } else {
            let pairs = |k: &str| -> Vec<(usize, char)> {
                body[k]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|p| {
                        (
                            seat_of(&p[0]),
                            p[1].as_str().unwrap().chars().next().unwrap(),
                        )
                    })
                    .collect()
            };
            let (before, after) = (pairs("before"), pairs("after"));
            let mut own = |list: &[(usize, char)]| -> Vec<Placed> {
                list.iter()
                    .map(|&(id, l)| {
                        let card = self.take_card(seat, id);
                        let l = l.to_ascii_uppercase();
                        assert!(card.can_be(l), "card {id} cannot be {l}");
                        Placed {
                            card,
                            letter: l,
                            own: true,
                            shaved: false,
                        }
                    })
                    .collect()
            };
            let pre = own(&before);
            let post = own(&after);
            let used = pre.len() + post.len();
            assert!(used > 0, "a play without cards");
            let mut placed = pre;
            if let Some(t) = body["build_on"].as_u64().map(|t| t as usize) {
                assert_ne!(t, seat, "building on one's own word");
                let old = self.table[t].take().expect("building on a missing word");
                assert_ne!(old.kind, "Flush", "building on a flush");
                assert_eq!(old.kind, kind, "building a {kind} on a {}", old.kind);
                built_on = Some((t, old.text(), old.lock));
                placed.extend(old.cards.iter().map(|p| Placed {
                    own: false,
                    shaved: false,
                    ..p.clone()
                }));
                self.discard.extend(old.lying);
            }
            placed.extend(post);
            (placed, used)
        };
        let word: String = placed.iter().map(|p| p.letter).collect();
        let what = match &built_on {
            Some(_) => format!("{kind} built on"),
            None => kind.clone(),
        };
        *self.seen.entry(what).or_default() += 1;
        assert_eq!(ev["word"].as_str().unwrap(), word);
        match kind.as_str() {
            "Word" => {
                assert!(
                    word.len() > 1 || word == "A" || word == "O",
                    "one-letter word {word}"
                );
            }
            "Straight" => {
                assert!(
                    is_straight(&word.chars().collect::<Vec<_>>()),
                    "not a straight: {word}"
                );
            }
            _ => {}
        }
        // The score: face values x stars of the own cards x the color lock; +70 for 7.
        let letters: i32 = placed.iter().map(|p| p.card.value).sum();
        let (stars, lock, lm, bonus) = if kind == "Flush" {
            (Vec::new(), 0u8, 1, 0)
        } else {
            let stars: Vec<i32> = placed
                .iter()
                .filter(|p| p.own && p.card.stars > 1)
                .map(|p| p.card.star_factor())
                .collect();
            let lock = placed.iter().fold(ALL_COLORS, |a, p| a & p.card.colors);
            let bonus = if used >= HAND { 70 } else { 0 };
            (stars, lock, lock_mult(lock), bonus)
        };
        if let Some((_, _, old_lock)) = &built_on {
            assert!(
                *old_lock == 0 || lock != 0,
                "a locked word built on lost its lock"
            );
        }
        if lock != 0 {
            *self.seen.entry("color-locked play".into()).or_default() += 1;
        }
        if !stars.is_empty() {
            *self.seen.entry("starred play".into()).or_default() += 1;
        }
        if bonus > 0 {
            *self.seen.entry("all-seven bonus".into()).or_default() += 1;
        }
        let base = letters * stars.iter().product::<i32>() * lm;
        let total = base + bonus;
        let sc = &ev["score"];
        assert_eq!(num(&sc["letters"]), letters, "{word}: letters");
        assert_eq!(ints(&sc["stars"]), stars, "{word}: stars");
        assert_eq!(sc["lock"].as_u64().unwrap() as u8, lock, "{word}: lock");
        assert_eq!(num(&sc["lock_mult"]), lm, "{word}: lock multiplier");
        assert_eq!(num(&sc["base"]), base, "{word}: base");
        assert_eq!(num(&sc["bonus"]), bonus, "{word}: bonus");
        assert_eq!(num(&sc["total"]), total, "{word}: total");
        match (&ev["built_on"], &built_on) {
            (Value::Null, None) => {}
            (v, Some((t, w, _))) => {
                assert_eq!(seat_of(&v[0]), *t);
                assert_eq!(v[1].as_str().unwrap(), w);
            }
            (v, None) => panic!("recorded built on {v}, the move builds on nothing"),
        }
        // The seat's own previous word (if any) is discarded by a `WordDiscarded` event.
        assert!(
            self.table[seat].is_none(),
            "a play over a word not discarded"
        );
        self.serial += 1;
        self.table[seat] = Some(Word {
            serial: self.serial,
            kind,
            cards: placed,
            lock,
            mult: stars.iter().product::<i32>() * lm,
            scored: total,
            shaved: 0,
            jokered: false,
            lying: Vec::new(),
        });
        self.last_play = Some(self.serial);
        self.totals[seat] += total;
        self.plays[seat].push((total, word.clone()));
        self.final_play = Some((seat, word, total));
    }

    fn shaved(&mut self, seat: usize, ev: &Value, mv: &Value) {
        let (mk, body) = variant(mv);
        assert_eq!(mk, "Shave");
        let victim = seat_of(&ev["victim"]);
        assert_eq!(seat_of(&body["target"]), victim);
        assert!(
            self.shave_ok(seat, victim),
            "seat {seat} may not shave seat {victim}"
        );
        let ids: Vec<usize> = body["cards"]
            .as_array()
            .unwrap()
            .iter()
            .map(seat_of)
            .collect();
        assert!(!ids.is_empty());
        let cards: Vec<Card> = ids.iter().map(|&id| self.take_card(seat, id)).collect();
        let w = self.table[victim].as_mut().unwrap();
        assert_eq!(ev["word"].as_str().unwrap(), w.text());
        let mut taken = vec![false; w.cards.len()];
        let mut points = 0;
        let mut letters = String::new();
        for c in &cards {
            let Kind::Letter(l) = c.kind else {
                panic!("shaving with a non-letter card {}", c.id)
            };
            assert!(
                w.lock == 0 || c.colors & w.lock != 0,
                "shave of a locked word in another color"
            );
            let pos = (0..w.cards.len())
                .filter(|&i| !taken[i] && !w.cards[i].shaved && w.cards[i].letter == l)
                .max_by_key(|&i| (w.cards[i].card.value, std::cmp::Reverse(i)))
                .unwrap_or_else(|| panic!("no {l} to shave in {}", w.text()));
            taken[pos] = true;
            points += w.cards[pos].card.value * w.mult;
            letters.push(w.cards[pos].letter);
        }
        for (i, t) in taken.iter().enumerate() {
            if *t {
                w.cards[i].shaved = true;
            }
        }
        w.lying.extend(cards);
        w.shaved += points;
        assert_eq!(ev["letters"].as_str().unwrap(), letters);
        assert_eq!(num(&ev["points"]), points, "shave points");
        self.totals[seat] += points;
        self.totals[victim] -= points;
    }

    fn jokered(&mut self, seat: usize, ev: &Value, mv: &Value) {
        let (mk, body) = variant(mv);
        assert_eq!(mk, "Joker");
        let victim = seat_of(&ev["victim"]);
        assert_ne!(victim, seat);
        assert!(
            body["targets"]
                .as_array()
                .unwrap()
                .iter()
                .any(|t| seat_of(t) == victim),
            "a joker on a seat not targeted"
        );
        let i = self.hands[seat]
            .iter()
            .enumerate()
            .filter(|(_, c)| c.kind == Kind::Joker)
            .min_by_key(|(_, c)| c.id)
            .map(|(i, _)| i)
            .expect("a joker played without a joker in hand");
        let joker = self.hands[seat].remove(i);
        let w = self.table[victim].as_mut().expect("a joker on no word");
        assert_eq!(ev["word"].as_str().unwrap(), w.text());
        assert!(!w.jokered, "a word jokered twice");
        let points = w.value();
        assert_eq!(num(&ev["points"]), points, "joker points");
        w.jokered = true;
        w.lying.push(joker);
        self.totals[victim] -= points;
    }

    /// The cards left in a hand: face values x stars (x the lock with the option).
    fn penalty(&mut self, seat: usize, ev: &Value) {
        let labels: Vec<&str> = ev["cards"].as_str().unwrap().split_whitespace().collect();
        let mut hand = self.hands[seat].clone();
        // Unresolved vowel cards drawn again: matched by their labels.
        if self.maybe_n[seat] > 0 {
            let mut rest = labels.clone();
            for c in &hand {
                let l = c.label();
                let i = rest
                    .iter()
                    .position(|x| *x == l)
                    .expect("a card of the hand not in the penalty");
                rest.remove(i);
            }
            assert_eq!(rest.len(), self.maybe_n[seat]);
            let mut cands = self.maybe[seat].clone();
            for l in rest {
                let i = cands
                    .iter()
                    .position(|c| c.label() == l)
                    .expect("penalty card not held");
                hand.push(cands.remove(i));
            }
        }
        hand.sort_by_key(|c| c.id);
        let got: Vec<String> = hand.iter().map(Card::label).collect();
        assert_eq!(got, labels, "penalty cards of seat {seat}");
        let letters: i32 = hand.iter().map(|c| c.value).sum();
        let stars: i32 = hand.iter().map(Card::star_factor).product();
        let lock = if self.rules["penalty_color_lock"] == true
            && hand.iter().all(|c| c.kind != Kind::Joker)
        {
            lock_mult(hand.iter().fold(ALL_COLORS, |a, c| a & c.colors))
        } else {
            1
        };
        let p = letters * stars * lock;
        assert_eq!(num(&ev["points"]), -p, "penalty of seat {seat}");
        self.totals[seat] -= p;
    }

    fn event(&mut self, mover: usize, mv: &Value, ev: &Value) {
        let (k, e) = variant(ev);
        *self.seen.entry(k.to_string()).or_default() += 1;
        assert!(!self.over, "an event after the game ended: {ev}");
        let seat = if e["seat"].is_u64() {
            seat_of(&e["seat"])
        } else {
            mover
        };
        match k {
            "TurnStarted" | "TurnForfeited" | "PrePlaySkipped" | "Passed" | "Accepted"
            | "Voted" | "ChallengeFailed" => {}
            "Cut" => panic!("a cut after the deal"),
            "WordDiscarded" => {
                let w = self.table[seat].take().expect("discarding no word");
                assert_eq!(e["word"].as_str().unwrap(), w.text());
                self.discard.extend(w.cards.iter().map(|p| p.card));
                self.discard.extend(w.lying);
            }
            "Jokered" => {
                self.acted.push(seat);
                assert_eq!(seat, mover);
                self.jokered(seat, e, mv);
            }
            "Shaved" => {
                self.acted.push(seat);
                assert_eq!(seat, mover);
                self.shaved(seat, e, mv);
            }
            "Drew" => {
                let count = e["count"].as_u64().unwrap() as usize;
                assert!(count > 0);
                self.drew[seat] = true;
                if self.ordered {
                    for _ in 0..count {
                        let c = self.draw.pop().expect("drawing from an empty pile");
                        let i = self.drawn_left[seat]
                            .iter()
                            .position(|x| x.id == c.id)
                            .unwrap_or_else(|| {
                                panic!("seat {seat} drew card {} not listed as drawn", c.id)
                            });
                        self.drawn_left[seat].remove(i);
                        self.hands[seat].push(c);
                    }
                } else {
                    *self
                        .seen
                        .entry("draw from a shuffled pile".into())
                        .or_default() += 1;
                    self.credit[seat] += count;
                }
            }
            "Played" => {
                let mv = if variant(mv).0 == e["kind"].as_str().unwrap() && mover == seat {
                    mv.clone()
                } else {
                    let (p, m) = self.pending.take().expect("a play nobody made");
                    assert_eq!(p, seat);
                    m
                };
                self.acted.push(seat);
                self.played(seat, e, &mv);
            }
            "VowelPlay" => {
                assert_eq!(seat, mover);
                let (mk, body) = variant(mv);
                assert_eq!(mk, "Vowels");
                let ids: Vec<usize> = body["cards"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(seat_of)
                    .collect();
                assert!(ids.len() >= 6, "a vowel play of {}", ids.len());
                assert!(
                    self.pile_total() >= ids.len(),
                    "a vowel play with a small pile"
                );
                let cards: Vec<Card> = ids.iter().map(|&id| self.take_card(seat, id)).collect();
                assert!(
                    cards.iter().all(Card::vowelish),
                    "a vowel play with a consonant"
                );
                let labels: Vec<String> = cards.iter().map(Card::label).collect();
                assert_eq!(e["letters"].as_str().unwrap(), labels.join(" "));
                let points = if cards.len() >= 7 { 40 } else { 20 };
                assert_eq!(num(&e["points"]), points, "vowel play points");
                self.totals[seat] += points;
                self.ordered = false;
                self.vowels_now[seat] = true;
                // Back into the pile (they are not in the hand: maybe_n unchanged).
                self.maybe[seat].extend(cards);
            }
            "Exchanged" => {
                assert_eq!(seat, mover);
                let (mk, body) = variant(mv);
                assert_eq!(mk, "Exchange");
                let ids: Vec<usize> = body["cards"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(seat_of)
                    .collect();
                assert!(!ids.is_empty());
                assert!(
                    self.pile_total() >= 10,
                    "an exchange with fewer than 10 cards in the pile"
                );
                assert_eq!(e["count"].as_u64().unwrap() as usize, ids.len());
                for id in ids {
                    let c = self.take_card(seat, id);
                    self.to_return.push(c);
                }
            }
            "WordLaid" => {
                assert_eq!(seat, mover);
                assert_eq!(variant(mv).0, "Word");
                self.pending = Some((seat, mv.clone()));
            }
            "ChallengeWon" => {
                self.pending = None;
            }
            "VoteClosed" => {
                // Closed early: the votes not cast could not change the result.
                self.unasked = e["unasked"].as_array().unwrap().len();
                assert!(self.unasked > 0, "closed early without anyone left");
            }
            "VoteResult" => {
                let (yes, no) = (e["yes"].as_u64().unwrap(), e["no"].as_u64().unwrap());
                assert_eq!(e["accepted"].as_bool().unwrap(), yes >= no, "vote result");
                let k = std::mem::take(&mut self.unasked) as u64;
                assert_eq!(
                    (yes + no + k) as usize,
                    self.n - 1,
                    "every other seat votes or is left out"
                );
                assert_eq!(yes + k >= no, yes >= no + k, "closed before it was settled");
                if yes < no {
                    self.pending = None;
                }
            }
            "FinalPlay" => {
                let (s, w, p) = self.final_play.take().expect("a final play without a play");
                assert_eq!((s, w.as_str()), (seat, e["word"].as_str().unwrap()));
                let m = num(&self.rules["final_multiplier"]).max(1);
                assert_eq!(num(&e["extra"]), p * (m - 1), "final play extra");
                self.totals[seat] += p * (m - 1);
            }
            "Penalty" => {
                self.flush_all();
                self.penalty(seat, e);
            }
            "BestWordDropped" => {
                let best = self.plays[seat]
                    .iter()
                    .max_by_key(|b| b.0)
                    .cloned()
                    .unwrap();
                assert_eq!(e["word"].as_str().unwrap(), best.1);
                assert_eq!(num(&e["points"]), -best.0);
                self.totals[seat] -= best.0;
            }
            "GameOver" => {
                self.flush_all();
                let (reason, r) = variant(&e["reason"]);
                let pile = self.pile_total() + self.to_return.len();
                match reason {
                    "OutOfCards" => {
                        let s = seat_of(r);
                        assert_eq!(pile, 0, "out of cards with a draw pile");
                        assert_eq!(self.hand_count(s), 0, "out of cards with cards");
                        let m = num(&self.rules["final_multiplier"]).max(1);
                        if let Some((fs, _, p)) = &self.final_play {
                            assert!(
                                *fs != s || p * (m - 1) == 0,
                                "the final play extra is missing"
                            );
                        }
                    }
                    "AllPassed" => assert_eq!(pile, 0, "all passed with a draw pile"),
                    "Stalemate" => {}
                    other => panic!("unexpected end {other}"),
                }
                assert_eq!(ints(&e["totals"]), self.totals, "game over totals");
                let best = *self.totals.iter().max().unwrap();
                let winners: Vec<usize> = (0..self.n).filter(|&s| self.totals[s] == best).collect();
                assert_eq!(seats_of(&e["winners"]), winners, "winners");
                self.over = true;
            }
            other => panic!("event {other} not audited (simultaneous play?)"),
        }
    }
}

/// The cut: each contender cuts until a letter; the letter closest to Z starts; ties
/// cut again.
fn check_cuts(cuts: &[(usize, Card)], players: usize, first: usize) {
    let mut i = 0;
    let mut contenders: Vec<usize> = (0..players).collect();
    loop {
        let mut best = Vec::new();
        for &s in &contenders {
            let letter = loop {
                let (who, c) = cuts.get(i).expect("the cuts stop too early");
                assert_eq!(*who, s, "cut {i} by the wrong seat");
                i += 1;
                if let Kind::Letter(l) = c.kind {
                    break l;
                }
            };
            best.push((s, letter));
        }
        let top = best.iter().map(|b| b.1).max().unwrap();
        contenders = best.iter().filter(|b| b.1 == top).map(|b| b.0).collect();
        if contenders.len() == 1 {
            break;
        }
    }
    assert_eq!(i, cuts.len(), "more cuts than needed");
    assert_eq!(contenders, vec![first], "the wrong seat starts");
}

fn audit(game: &[Value]) -> BTreeMap<String, usize> {
    let start = &game[0];
    let rules = start["rules"].clone();
    let n = start["seats"].as_array().unwrap().len();
    assert!(
        rules["simultaneous_play"] != true,
        "simultaneous play is not audited"
    );
    let deal_line = &game[1];
    assert_eq!(deal_line["type"], "deal");
    assert_eq!(deal_line["ply"], 0);
    let deal = &deal_line["deal"];
    // The deck: ids 0..N, each once; the rulebook's 122 cards (3 wild, 2 vowel, 2
    // jokers, 115 letters), without jokers for eliminate high score, twice for two decks.
    let mut all: Vec<Card> = deal["hands"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|h| h.as_array().unwrap().iter().map(Card::parse))
        .chain(deal["draw"].as_array().unwrap().iter().map(Card::parse))
        .collect();
    all.sort_by_key(|c| c.id);
    let copies = if rules["two_decks"] == true { 2 } else { 1 };
    let jokers = if rules["eliminate_high_score"] == true {
        0
    } else {
        2
    };
    assert_eq!(all.len(), copies * (120 + jokers), "the deck size");
    for (i, c) in all.iter().enumerate() {
        assert_eq!(c.id, i, "card ids are not 0..N once each");
        match c.kind {
            Kind::Letter(l) => {
                assert_eq!(c.value, letter_value(l), "value of {l}");
                assert!([0, 2, 3].contains(&c.stars));
                assert!(
                    [1, 2, 4, 8, 3, 12].contains(&c.colors),
                    "colors of card {i}"
                );
            }
            Kind::Wild | Kind::Vowel => {
                assert_eq!((c.value, c.stars, c.colors), (0, 0, ALL_COLORS));
            }
            Kind::Joker => assert_eq!((c.value, c.stars, c.colors), (0, 0, 0)),
        }
    }
    let count = |k: Kind| all.iter().filter(|c| c.kind == k).count();
    assert_eq!(count(Kind::Wild), 3 * copies);
    assert_eq!(count(Kind::Vowel), 2 * copies);
    assert_eq!(count(Kind::Joker), jokers * copies);
    let mut a = Audit {
        n,
        rules: rules.clone(),
        deck: all,
        hands: vec![Vec::new(); n],
        maybe: vec![Vec::new(); n],
        maybe_n: vec![0; n],
        draw: Vec::new(),
        ordered: true,
        discard: Vec::new(),
        table: vec![None; n],
        serial: 0,
        last_play: None,
        totals: vec![0; n],
        plays: vec![Vec::new(); n],
        pending: None,
        unasked: 0,
        over: false,
        drawn_left: vec![Vec::new(); n],
        credit: vec![0; n],
        vowels_now: vec![false; n],
        to_return: Vec::new(),
        final_play: None,
        drew: vec![false; n],
        acted: Vec::new(),
        seen: BTreeMap::new(),
    };
    let hands = deal["hands"].as_array().unwrap();
    assert_eq!(hands.len(), n);
    for (s, h) in hands.iter().enumerate() {
        a.hands[s] = h.as_array().unwrap().iter().map(|c| a.known(c)).collect();
        assert_eq!(
            a.hands[s].len(),
            HAND,
            "seat {s} was dealt {}",
            a.hands[s].len()
        );
    }
    a.draw = deal["draw"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| a.known(c))
        .collect();
    let cuts: Vec<(usize, Card)> = deal["cuts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (seat_of(&c[0]), a.known(&c[1])))
        .collect();
    let first = seat_of(&deal["first"]);
    check_cuts(&cuts, n, first);
    a.conservation("deal");

    let mut i = 2;
    let mut ply = 0;
    let mut turn = first;
    while game[i]["type"] == "move" {
        let line = &game[i];
        assert_eq!(line["ply"], ply);
        let mover = seat_of(&line["seat"]);
        let mv = &line["move"];
        a.drawn_left = vec![Vec::new(); n];
        for d in line["drawn"]
            .as_array()
            .expect("complete records list drawn cards")
        {
            let s = seat_of(&d["seat"]);
            for c in d["cards"].as_array().unwrap() {
                let c = a.known(c);
                a.drawn_left[s].push(c);
            }
        }
        a.credit = vec![0; n];
        a.vowels_now = vec![false; n];
        a.drew = vec![false; n];
        a.final_play = None;
        a.acted.clear();
        let events = line["events"].as_array().unwrap();
        // Whose turn it is: the mover, unless answering someone's word.
        if !matches!(variant(mv).0, "Accept" | "Challenge" | "Vote" | "TimeOut") {
            assert_eq!(
                mover, turn,
                "ply {ply}: seat {mover} moves on seat {turn}'s turn"
            );
        }
        for ev in events {
            if let ("TurnStarted", e) = variant(ev) {
                turn = seat_of(&e["seat"]);
            }
            a.event(mover, mv, ev);
        }
        a.flush_all();
        if !a.to_return.is_empty() {
            let back = std::mem::take(&mut a.to_return);
            a.draw.extend(back);
            a.ordered = false;
        }
        for s in 0..n {
            assert!(
                a.drawn_left[s].is_empty(),
                "ply {ply}: seat {s} got cards it did not draw"
            );
            assert!(
                a.hand_count(s) <= HAND,
                "ply {ply}: seat {s} holds too many cards"
            );
            if a.drew[s] {
                assert!(
                    a.hand_count(s) == HAND || a.pile_total() == 0,
                    "ply {ply}: seat {s} did not draw back to seven"
                );
            }
        }
        for &s in &a.acted {
            assert!(
                a.over || a.pile_total() > 0 || a.hand_count(s) > 0,
                "ply {ply}: seat {s} is out of cards and the game goes on"
            );
        }
        a.conservation(&format!("ply {ply}"));
        assert_eq!(ints(&line["totals"]), a.totals, "ply {ply}: totals");
        i += 1;
        ply += 1;
    }
    assert!(a.over, "the record ends without a game over");
    let end = &game[i];
    assert_eq!(end["type"], "end");
    assert_eq!(i + 1, game.len());
    assert_eq!(ints(&end["outcome"]["totals"]), a.totals);
    let best = *a.totals.iter().max().unwrap();
    let winners: Vec<usize> = (0..n).filter(|&s| a.totals[s] == best).collect();
    let got: Vec<usize> = end["outcome"]["winners"]
        .as_array()
        .unwrap()
        .iter()
        .map(seat_of)
        .collect();
    assert_eq!(got, winners);
    a.seen
}

fn add(all: &mut BTreeMap<String, usize>, seen: BTreeMap<String, usize>) {
    for (k, v) in seen {
        *all.entry(k).or_default() += v;
    }
}

#[test]
fn palabra_records_audit() {
    let mut seen = BTreeMap::new();
    for (players, seed) in [(2, 3), (3, 7), (4, 12)] {
        for game in sim(players, 3, seed, &[]) {
            add(&mut seen, audit(&game));
        }
    }
    for game in sim(4, 2, 40, &["--bots", "heuristic,random,heuristic,random"]) {
        add(&mut seen, audit(&game));
    }
    eprintln!("audited: {seen:?}");
    // The sample goes through every kind of play the auditor checks.
    for k in [
        "Word",
        "Word built on",
        "Straight",
        "Flush",
        "color-locked play",
        "starred play",
        "Shaved",
        "Jokered",
        "VowelPlay",
        "Exchanged",
        "draw from a shuffled pile",
        "FinalPlay",
        "Penalty",
    ] {
        assert!(seen.contains_key(k), "no {k} in the sample");
    }
}

#[test]
fn palabra_challenge_and_vote_records_audit() {
    let mut seen = BTreeMap::new();
    for (mode, players, seed) in [("challenge", 3, 5), ("vote", 4, 6), ("challenge", 2, 8)] {
        for game in sim(
            players,
            2,
            seed,
            &["--mode", mode, "--bots", &vec!["random"; players].join(",")],
        ) {
            add(&mut seen, audit(&game));
        }
    }
    eprintln!("audited: {seen:?}");
    assert!(seen.contains_key("WordLaid"));
}

/// Issue 23: seed 8102, ply 40, a vowel play drew 6 and its `drawn` list held 3 (the
/// others were vowel cards drawn again).
#[test]
fn a_vowel_card_drawn_again_is_listed() {
    for game in sim(2, 1, 8102, &["--bots", "normal,random"]) {
        audit(&game);
    }
}

/// Simultaneous play (which [`audit`] does not replay): in every move each seat's `drawn`
/// list holds as many cards as its `Drew` events count, each card once, and a card drawn
/// is one of the deck's. A vowel play's cards drawn again at the reveal were left out.
fn audit_simultaneous_draws(game: &[Value]) -> usize {
    let start = &game[0];
    assert_eq!(start["rules"]["simultaneous_play"], true);
    let n = start["seats"].as_array().unwrap().len();
    let deal = &game[1]["deal"];
    let deck: usize = deal["hands"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h.as_array().unwrap().len())
        .sum::<usize>()
        + deal["draw"].as_array().unwrap().len();
    let mut drawn_total = 0;
    for line in game.iter().filter(|l| l["type"] == "move") {
        let ply = &line["ply"];
        let mut drew = vec![0usize; n];
        for ev in line["events"].as_array().unwrap() {
            if let ("Drew", e) = variant(ev) {
                drew[seat_of(&e["seat"])] += e["count"].as_u64().unwrap() as usize;
            }
        }
        let mut listed = vec![0usize; n];
        let mut ids = Vec::new();
        for d in line["drawn"]
            .as_array()
            .expect("complete records list drawn cards")
        {
            for c in d["cards"].as_array().unwrap() {
                let id = c["id"].as_u64().unwrap() as usize;
                assert!(id < deck, "ply {ply}: card id {id} out of the deck");
                ids.push(id);
                listed[seat_of(&d["seat"])] += 1;
            }
        }
        let count = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), count, "ply {ply}: a card listed twice as drawn");
        assert_eq!(
            listed, drew,
            "ply {ply}: cards listed as drawn, per seat, against the Drew events"
        );
        drawn_total += count;
    }
    drawn_total
}

/// Simultaneous play, seeds 9011 (ply 32: drew 6, listed 4) and 5091 (ply 41): a vowel
/// play's cards drawn back at the reveal were missing from `drawn`.
#[test]
fn simultaneous_play_lists_every_card_drawn() {
    let mut drawn = 0;
    for (seed, bots) in [
        (9011, "easy,normal,random,easy"),
        (5091, "easy,normal,random,easy"),
        (3, "random,random,random,random"),
    ] {
        for game in audit::sim_records(
            "palabra",
            4,
            1,
            seed,
            Some("simultaneous_play = true"),
            &["--threads", "1", "--bots", bots],
        ) {
            drawn += audit_simultaneous_draws(&game);
        }
    }
    assert!(drawn > 0);
}

/// The auditor is not blind: a record changed by hand fails it.
#[test]
fn tampered_palabra_records_fail_the_audit() {
    let games = sim(3, 1, 7, &[]);
    audit(&games[0]);
    let quiet = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    // A card of the first hand swapped with one of the draw pile.
    let mut g = games[0].clone();
    let deal = &mut g[1]["deal"];
    let a = deal["hands"][0][0].clone();
    let b = deal["draw"][0].clone();
    deal["hands"][0][0] = b;
    deal["draw"][0] = a;
    let swapped = std::panic::catch_unwind(|| audit(&g));
    // Two cards swapped between two hands.
    let mut g = games[0].clone();
    let deal = &mut g[1]["deal"];
    let a = deal["hands"][0][0].clone();
    let b = deal["hands"][1][0].clone();
    deal["hands"][0][0] = b;
    deal["hands"][1][0] = a;
    let between = std::panic::catch_unwind(|| audit(&g));
    // A total off by one.
    let mut g = games[0].clone();
    let last = g.len() - 2;
    let t = g[last]["totals"][0].as_i64().unwrap();
    g[last]["totals"][0] = serde_json::json!(t + 1);
    let total = std::panic::catch_unwind(|| audit(&g));
    // The draw pile's top card swapped with its bottom card.
    let mut g = games[0].clone();
    let draw = g[1]["deal"]["draw"].as_array_mut().unwrap();
    let last = draw.len() - 1;
    draw.swap(0, last);
    let pile = std::panic::catch_unwind(|| audit(&g));
    // A word's recorded score (and every total after it) one point higher.
    let mut g = games[0].clone();
    let at = g
        .iter()
        .position(|l| l["events"][0]["Played"].is_object())
        .unwrap();
    let seat = g[at]["seat"].as_u64().unwrap() as usize;
    let t = g[at]["events"][0]["Played"]["score"]["total"]
        .as_i64()
        .unwrap();
    g[at]["events"][0]["Played"]["score"]["total"] = serde_json::json!(t + 1);
    for l in &mut g[at..] {
        if let Some(v) = l["totals"][seat].as_i64() {
            l["totals"][seat] = serde_json::json!(v + 1);
        }
    }
    let score = std::panic::catch_unwind(|| audit(&g));
    std::panic::set_hook(quiet);
    assert!(pile.is_err(), "a reordered draw pile passed");
    assert!(score.is_err(), "a wrong word score passed");
    assert!(swapped.is_err(), "a hand swapped with the pile passed");
    assert!(between.is_err(), "hands swapped passed");
    assert!(total.is_err(), "a wrong total passed");
}
