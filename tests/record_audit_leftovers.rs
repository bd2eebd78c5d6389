//! An auditor of Leftovers (The Final Word) game records: runs `naipes sim leftovers
//! --record` and checks every game from the file alone, with a small reimplementation of
//! the rulebook and the project's rulings (no naipes rules code): the deal is the deck
//! file, the start draws choose the first player, hands follow the deal, the plays and the
//! draws from the top of the recorded pile, every word is legal (hand and table cards, its
//! order with keep_order, never twice) and takes the table cards that leave the least,
//! the leftovers and the stuck case go to the previous player, every card is accounted
//! for, the end is reached only when nobody can open a word, and every score is
//! recomputed. The dictionary is asked through the binary (`naipes words`).

mod audit;

use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

const HAND: usize = 10;

/// Runs a simulation with a record (house rules from `config`, a `[leftovers]` table)
/// and returns its games, each as its lines.
fn sim(players: usize, games: u64, seed: u64, config: &str, extra: &[&str]) -> Vec<Vec<Value>> {
    audit::sim_records("leftovers", players, games, seed, Some(config), extra)
}

type Card = (char, i32);

fn card(v: &Value) -> Card {
    let l = v["letter"].as_str().unwrap();
    assert_eq!(l.chars().count(), 1, "a card is one letter: {v}");
    (
        l.chars().next().unwrap(),
        v["value"].as_i64().unwrap() as i32,
    )
}

fn cards(v: &Value) -> Vec<Card> {
    v.as_array()
        .unwrap_or_else(|| panic!("not a card list: {v}"))
        .iter()
        .map(card)
        .collect()
}

fn seat_of(v: &Value) -> usize {
    v.as_u64().unwrap_or_else(|| panic!("not a seat: {v}")) as usize
}

fn points(cs: &[Card]) -> i32 {
    cs.iter().map(|c| c.1).sum()
}

fn letters(cs: &[Card]) -> String {
    cs.iter().map(|c| c.0).collect()
}

fn sorted(mut cs: Vec<Card>) -> Vec<Card> {
    cs.sort();
    cs
}

/// Takes `c` out of `from`, or fails with `what`.
fn remove(from: &mut Vec<Card>, c: Card, what: &str) {
    let p = from
        .iter()
        .position(|h| *h == c)
        .unwrap_or_else(|| panic!("{what}: {c:?} is not there ({})", letters(from)));
    from.remove(p);
}

/// Closeness to A for the start draw (Ñ right after N).
fn rank(l: char) -> u32 {
    match l {
        'A'..='N' => (l as u32 - 'A' as u32) * 2,
        'Ñ' => 27,
        'O'..='Z' => (l as u32 - 'A' as u32) * 2,
        _ => panic!("no such letter {l}"),
    }
}

/// The deck file: each letter's count and value.
fn deck_file(lang: &str) -> BTreeMap<char, (usize, i32)> {
    let path = format!(
        "{}/assets/leftovers/deck.{lang}.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    let t: toml::Value = toml::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(t["language"].as_str(), Some(lang));
    t["letters"]
        .as_table()
        .unwrap()
        .iter()
        .map(|(k, v)| {
            (
                k.chars().next().unwrap(),
                (
                    v["count"].as_integer().unwrap() as usize,
                    v["value"].as_integer().unwrap() as i32,
                ),
            )
        })
        .collect()
}

/// The least value a legal remake of `table` into `word` with `hand` can leave over
/// (None: no legal remake): at least 2 table cards and 1 hand card; with `keep_order`
/// the table cards used keep their table order in the word. Table positions are tried
/// in or out, one by one.
fn least_leftover(hand: &[Card], table: &[Card], word: &str, keep_order: bool) -> Option<i32> {
    let w: Vec<char> = word.chars().collect();
    let mut need: BTreeMap<char, i32> = BTreeMap::new();
    for &c in &w {
        *need.entry(c).or_default() += 1;
    }
    let mut have: BTreeMap<char, i32> = BTreeMap::new();
    for c in hand {
        *have.entry(c.0).or_default() += 1;
    }
    struct S<'a> {
        w: &'a [char],
        table: &'a [Card],
        have: &'a BTreeMap<char, i32>,
        keep: bool,
        best: Option<i32>,
    }
    fn go(s: &mut S, k: usize, ptr: usize, need: &mut BTreeMap<char, i32>, n: usize, v: i32) {
        if k == s.table.len() {
            let rest: i32 = need.values().sum();
            let fits = need
                .iter()
                .all(|(l, &m)| m <= s.have.get(l).copied().unwrap_or(0));
            if n >= 2 && rest >= 1 && fits {
                let left = points(s.table) - v;
                s.best = Some(s.best.map_or(left, |b| b.min(left)));
            }
            return;
        }
        let (l, val) = s.table[k];
        if need.get(&l).copied().unwrap_or(0) > 0 {
            let next = if s.keep {
                s.w[ptr..].iter().position(|&c| c == l).map(|p| ptr + p + 1)
            } else {
                Some(ptr)
            };
            if let Some(np) = next {
                *need.get_mut(&l).unwrap() -= 1;
                go(s, k + 1, np, need, n + 1, v + val);
                *need.get_mut(&l).unwrap() += 1;
            }
        }
        go(s, k + 1, ptr, need, n, v);
    }
    let mut s = S {
        w: &w,
        table,
        have: &have,
        keep: keep_order,
        best: None,
    };
    go(&mut s, 0, 0, &mut need, 0, 0);
    s.best
}

/// A seat that said it could make no word, for the dictionary to confirm.
#[derive(Clone, Debug)]
struct Pass {
    hand: Vec<Card>,
    table: Vec<Card>,
    played: BTreeSet<String>,
    keep_order: bool,
    list: String,
    lang: String,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Phase {
    Open,
    Play,
    Over,
}

struct Audit {
    n: usize,
    uol: bool,
    keep_order: bool,
    list: String,
    lang: String,
    deck: Vec<Card>,
    value: BTreeMap<char, i32>,
    hands: Vec<Vec<Card>>,
    /// Face down, top card last.
    draw: Vec<Card>,
    table: Vec<Card>,
    table_by: Option<usize>,
    taken: Vec<Vec<Card>>,
    totals: Vec<i32>,
    word_scores: Vec<i32>,
    played: BTreeSet<String>,
    phase: Phase,
    to_act: usize,
    open_misses: usize,
    /// Every word laid, for the dictionary.
    words: Vec<String>,
    passes: Vec<Pass>,
    seen: BTreeMap<String, usize>,
    /// The cards taken from the draw pile during the move being audited, per seat.
    drew: BTreeMap<usize, Vec<Card>>,
}

struct Events<'a> {
    list: &'a [Value],
    at: usize,
}

impl<'a> Events<'a> {
    /// The next event, which must be of kind `kind`.
    fn expect(&mut self, kind: &str) -> &'a Value {
        let e = self
            .list
            .get(self.at)
            .unwrap_or_else(|| panic!("expected a {kind} event, the move's events end"));
        self.at += 1;
        e.get(kind)
            .unwrap_or_else(|| panic!("expected a {kind} event, found {e}"))
    }
}

impl Audit {
    fn next(&self, s: usize) -> usize {
        (s + 1) % self.n
    }
    fn prev(&self, s: usize) -> usize {
        (s + self.n - 1) % self.n
    }
    fn count(&mut self, what: &str) {
        *self.seen.entry(what.to_string()).or_default() += 1;
    }
    fn check_values(&self, cs: &[Card]) {
        for c in cs {
            assert_eq!(Some(&c.1), self.value.get(&c.0), "value of {}", c.0);
        }
    }

    fn conservation(&self, at: &str) {
        let mut all: Vec<Card> = self.draw.clone();
        self.hands.iter().for_each(|h| all.extend_from_slice(h));
        self.taken.iter().for_each(|h| all.extend_from_slice(h));
        all.extend_from_slice(&self.table);
        assert_eq!(sorted(all), self.deck, "{at}: a card is lost or made");
    }

    /// A player takes these cards off the table (the Took event that must follow).
    fn take(&mut self, ev: &mut Events, seat: usize, cs: Vec<Card>) {
        if cs.is_empty() {
            return;
        }
        let t = ev.expect("Took");
        assert_eq!(seat_of(&t["seat"]), seat, "who takes");
        assert_eq!(
            sorted(cards(&t["cards"])),
            sorted(cs.clone()),
            "cards taken"
        );
        let pts = if self.uol { 0 } else { points(&cs) };
        assert_eq!(t["points"].as_i64(), Some(pts as i64), "points taken");
        self.totals[seat] += pts;
        self.taken[seat].extend(cs);
        self.count("took");
    }

    /// Refill to 10 from the top of the pile while it lasts.
    fn refill(&mut self, ev: &mut Events, seat: usize) {
        let k = HAND
            .saturating_sub(self.hands[seat].len())
            .min(self.draw.len());
        if k == 0 {
            return;
        }
        let d = ev.expect("Drew");
        assert_eq!(seat_of(&d["seat"]), seat);
        assert_eq!(d["count"].as_u64(), Some(k as u64), "cards drawn");
        for _ in 0..k {
            let c = self.draw.pop().unwrap();
            self.hands[seat].push(c);
            self.drew.entry(seat).or_default().push(c);
        }
        self.count("drew");
    }

    /// `seat`'s turn begins: a seat with no cards cannot play.
    fn begin_turn(&mut self, ev: &mut Events, seat: usize) {
        self.to_act = seat;
        if self.hands[seat].is_empty() {
            let e = ev.expect("NoWord");
            assert_eq!(seat_of(&e["seat"]), seat);
            assert_eq!(e["why"], "EmptyHand");
            self.count("empty hand");
            self.no_word(ev, seat);
        }
    }

    /// No word: in play the previous player takes the whole table and opens; when a new
    /// word is due, the next player tries, and a full round of misses ends the game.
    fn no_word(&mut self, ev: &mut Events, seat: usize) {
        match self.phase {
            Phase::Play => {
                let taker = self.prev(seat);
                assert_eq!(
                    self.table_by,
                    Some(taker),
                    "the previous player laid the word"
                );
                let cs = std::mem::take(&mut self.table);
                self.table_by = None;
                self.count("stuck");
                self.take(ev, taker, cs);
                self.phase = Phase::Open;
                self.open_misses = 0;
                self.begin_turn(ev, taker);
            }
            Phase::Open => {
                self.open_misses += 1;
                if self.open_misses >= self.n {
                    let e = ev.expect("GameOver");
                    let best = *self.totals.iter().max().unwrap();
                    let winners: Vec<usize> =
                        (0..self.n).filter(|&s| self.totals[s] == best).collect();
                    let got: Vec<usize> = e["winners"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(seat_of)
                        .collect();
                    assert_eq!(got, winners, "winners");
                    assert_eq!(e["totals"], serde_json::json!(self.totals));
                    self.phase = Phase::Over;
                    self.count("game over");
                } else {
                    let nx = self.next(seat);
                    self.begin_turn(ev, nx);
                }
            }
            Phase::Over => panic!("a move after the end"),
        }
    }

    /// A word laid by `seat`: from hand alone (Open) or remaking the table (Play).
    fn word(&mut self, ev: &mut Events, seat: usize, typed: &str) {
        let opening = self.phase == Phase::Open;
        let (word, new_table) = if opening {
            let e = ev.expect("Opened");
            assert_eq!(seat_of(&e["seat"]), seat);
            let word = e["word"].as_str().unwrap().to_string();
            let cs = cards(&e["cards"]);
            assert_eq!(letters(&cs), word, "the cards spell the word");
            self.check_values(&cs);
            for &c in &cs {
                remove(&mut self.hands[seat], c, "an opening card from the hand");
            }
            let score = if self.uol { points(&cs) } else { 0 };
            assert_eq!(e["score"].as_i64(), Some(score as i64), "opening score");
            self.totals[seat] += score;
            self.word_scores[seat] += score;
            self.count("opened");
            (word, cs)
        } else {
            let e = ev.expect("Remade");
            assert_eq!(seat_of(&e["seat"]), seat);
            let word = e["word"].as_str().unwrap().to_string();
            assert_eq!(e["old"].as_str(), Some(letters(&self.table).as_str()));
            let (fh, ft, left) = (
                cards(&e["from_hand"]),
                cards(&e["from_table"]),
                cards(&e["leftovers"]),
            );
            self.check_values(&fh);
            assert!(!fh.is_empty(), "{word}: no hand card");
            assert!(ft.len() >= 2, "{word}: fewer than 2 table cards");
            let mut wc: Vec<Card> = fh.iter().chain(&ft).copied().collect();
            wc.sort();
            let mut spelled: Vec<char> = word.chars().collect();
            spelled.sort();
            assert_eq!(
                wc.iter().map(|c| c.0).collect::<Vec<_>>(),
                spelled,
                "{word}: hand and table cards do not spell it"
            );
            // The table cards used, in table order, and the rest are the leftovers.
            let mut rest = self.table.clone();
            let mut pos = 0;
            for c in &ft {
                let p = rest[pos..]
                    .iter()
                    .position(|t| t == c)
                    .unwrap_or_else(|| panic!("{word}: table cards out of table order"));
                rest.remove(pos + p);
                pos += p;
            }
            assert_eq!(sorted(rest), sorted(left.clone()), "{word}: the leftovers");
            if self.keep_order {
                let mut w = word.chars();
                assert!(
                    ft.iter().all(|c| w.any(|x| x == c.0)),
                    "{word}: the table letters {} lost their order",
                    letters(&ft)
                );
            }
            let least = least_leftover(&self.hands[seat], &self.table, &word, self.keep_order)
                .unwrap_or_else(|| panic!("{word}: no legal remake of {}", letters(&self.table)));
            assert_eq!(
                points(&left),
                least,
                "{word}: leaves more than it must of {}",
                letters(&self.table)
            );
            for &c in &fh {
                remove(&mut self.hands[seat], c, "a hand card of the word");
            }
            let taker = seat_of(&e["taker"]);
            assert_eq!(
                taker,
                self.prev(seat),
                "the leftovers go to the previous player"
            );
            assert_eq!(
                self.table_by,
                Some(taker),
                "the previous player laid the word"
            );
            let score = if self.uol {
                points(&wc) - points(&left)
            } else {
                0
            };
            assert_eq!(e["score"].as_i64(), Some(score as i64), "{word}: score");
            self.totals[seat] += score;
            self.word_scores[seat] += score;
            self.table.clear();
            self.count(if left.is_empty() {
                "remade, nothing left"
            } else {
                "remade"
            });
            self.take(ev, taker, left);
            // The table shows the word in its order.
            let mut pool = wc;
            let new: Vec<Card> = word
                .chars()
                .map(|l| {
                    let p = pool.iter().position(|c| c.0 == l).unwrap();
                    pool.remove(p)
                })
                .collect();
            (word, new)
        };
        assert_eq!(typed.to_uppercase(), word, "the move and the word");
        assert!(word.chars().count() >= 3, "{word}: shorter than 3");
        assert!(self.played.insert(word.clone()), "{word}: laid twice");
        self.words.push(word);
        self.table = new_table;
        self.table_by = Some(seat);
        self.phase = Phase::Play;
        self.open_misses = 0;
        self.refill(ev, seat);
        let nx = self.next(seat);
        self.begin_turn(ev, nx);
    }

    fn line(&mut self, line: &Value) {
        assert_eq!(line["type"], "move");
        let seat = seat_of(&line["seat"]);
        assert_ne!(self.phase, Phase::Over, "a move after the end");
        assert_eq!(
            seat, self.to_act,
            "ply {}: not this seat's turn",
            line["ply"]
        );
        self.drew.clear();
        let list = line["events"].as_array().unwrap();
        let mut ev = Events { list, at: 0 };
        match &line["move"] {
            Value::String(s) if s == "Pass" => {
                let e = ev.expect("NoWord");
                assert_eq!(seat_of(&e["seat"]), seat);
                assert_eq!(e["why"], "Passed");
                self.passes.push(Pass {
                    hand: self.hands[seat].clone(),
                    table: self.table.clone(),
                    played: self.played.clone(),
                    keep_order: self.keep_order,
                    list: self.list.clone(),
                    lang: self.lang.clone(),
                });
                self.count("pass");
                self.no_word(&mut ev, seat);
            }
            m => {
                let typed = m["Word"]["word"]
                    .as_str()
                    .unwrap_or_else(|| panic!("not audited: move {m}"));
                self.word(&mut ev, seat, typed);
            }
        }
        assert_eq!(
            ev.at,
            list.len(),
            "events beyond the rules: {:?}",
            &list[ev.at..]
        );
        assert_eq!(line["totals"], serde_json::json!(self.totals), "totals");
        // The record's `drawn`: every card this move took from the draw pile, even one
        // with the letter of a card just played.
        let drawn: BTreeMap<usize, Vec<Card>> = std::mem::take(&mut self.drew)
            .into_iter()
            .map(|(s, cs)| (s, sorted(cs)))
            .collect();
        let mut recorded: BTreeMap<usize, Vec<Card>> = BTreeMap::new();
        for d in line["drawn"].as_array().expect("a complete record's drawn") {
            recorded.insert(seat_of(&d["seat"]), sorted(cards(&d["cards"])));
        }
        assert_eq!(recorded, drawn, "ply {}: drawn cards", line["ply"]);
        self.conservation(&format!("ply {}", line["ply"]));
    }
}

/// The start draw: everyone draws, the closest to A starts, ties draw again.
fn check_start(deal: &Value, n: usize, deck: &[Card]) -> usize {
    let rounds = deal["start_draws"].as_array().unwrap();
    let mut contenders: Vec<usize> = (0..n).collect();
    let mut pool = deck.to_vec();
    for r in rounds {
        assert!(
            contenders.len() > 1,
            "a draw round after the first player was found"
        );
        let draws: Vec<(usize, Card)> = r
            .as_array()
            .unwrap()
            .iter()
            .map(|d| (seat_of(&d[0]), card(&d[1])))
            .collect();
        let seats: Vec<usize> = draws.iter().map(|d| d.0).collect();
        assert_eq!(seats, contenders, "who draws this round");
        for d in &draws {
            remove(&mut pool, d.1, "a start card from the deck");
        }
        let best = draws.iter().map(|d| rank(d.1.0)).min().unwrap();
        contenders = draws
            .iter()
            .filter(|d| rank(d.1.0) == best)
            .map(|d| d.0)
            .collect();
    }
    assert_eq!(
        contenders.len(),
        1,
        "the start draw did not end with one player"
    );
    assert_eq!(seat_of(&deal["first"]), contenders[0], "the first player");
    contenders[0]
}

fn audit(game: &[Value]) -> Audit {
    let start = &game[0];
    let rules = &start["rules"];
    let n = start["seats"].as_array().unwrap().len();
    assert!((2..=6).contains(&n));
    assert_eq!(
        rules["word_check"], "strict",
        "only strict games are audited"
    );
    assert_eq!(rules["deck"], "", "only the built-in decks are audited");
    let lang = rules["language"].as_str().unwrap().to_string();
    let file = deck_file(&lang);
    let deal_line = &game[1];
    assert_eq!(deal_line["type"], "deal");
    assert_eq!(deal_line["ply"], 0);
    let deal = &deal_line["deal"];
    // The record's deck is the deck file, 120 cards.
    let specs = deal["deck"]["letters"].as_array().unwrap();
    assert_eq!(deal["deck"]["language"].as_str(), Some(lang.as_str()));
    let rec: BTreeMap<char, (usize, i32)> = specs
        .iter()
        .map(|s| {
            (
                s["letter"].as_str().unwrap().chars().next().unwrap(),
                (
                    s["count"].as_u64().unwrap() as usize,
                    s["value"].as_i64().unwrap() as i32,
                ),
            )
        })
        .collect();
    assert_eq!(rec, file, "the deck is the deck file");
    let deck: Vec<Card> = sorted(
        file.iter()
            .flat_map(|(&l, &(k, v))| std::iter::repeat_n((l, v), k))
            .collect(),
    );
    assert_eq!(deck.len(), 120);
    let hands: Vec<Vec<Card>> = deal["hands"]
        .as_array()
        .unwrap()
        .iter()
        .map(cards)
        .collect();
    assert_eq!(hands.len(), n);
    assert!(hands.iter().all(|h| h.len() == HAND), "hands of 10");
    let draw = cards(&deal["draw"]);
    let first = check_start(deal, n, &deck);
    let mut a = Audit {
        n,
        uol: rules["use_or_lose"] == true,
        keep_order: rules["keep_order"] == true,
        list: rules["dictionary"].as_str().unwrap().to_string(),
        lang,
        value: file.iter().map(|(&l, &(_, v))| (l, v)).collect(),
        deck,
        hands,
        draw,
        table: Vec::new(),
        table_by: None,
        taken: vec![Vec::new(); n],
        totals: vec![0; n],
        word_scores: vec![0; n],
        played: BTreeSet::new(),
        phase: Phase::Open,
        to_act: first,
        open_misses: 0,
        words: Vec::new(),
        passes: Vec::new(),
        seen: BTreeMap::new(),
        drew: BTreeMap::new(),
    };
    a.conservation("the deal");
    for line in &game[2..game.len() - 1] {
        a.line(line);
    }
    assert_eq!(a.phase, Phase::Over, "the game did not end");
    assert!(a.table.is_empty(), "cards left on the table at the end");
    if !a.draw.is_empty() {
        a.count("ended with cards in the pile");
    }
    let end = &game[game.len() - 1]["outcome"];
    assert_eq!(end["totals"], serde_json::json!(a.totals));
    // Every total is what its player scored: taken cards, or words in Use or Lose.
    for s in 0..n {
        let own = if a.uol {
            a.word_scores[s]
        } else {
            points(&a.taken[s])
        };
        assert_eq!(a.totals[s], own, "seat {s}'s total");
    }
    let best = *a.totals.iter().max().unwrap();
    let winners: Vec<Value> = (0..n)
        .filter(|&s| a.totals[s] == best)
        .map(|s| serde_json::json!(s))
        .collect();
    assert_eq!(end["winners"], Value::Array(winners));
    a
}

fn words_cmd(args: &[&str], words: &[String]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_naipes"))
        .env(
            "NAIPES_CONFIG_DIR",
            std::env::temp_dir().join(format!("naipes-audit-words-{}", std::process::id())),
        )
        .arg("words")
        .args(args)
        .args(words)
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Every word laid is in the dictionary (one call per language and list).
fn check_dictionary(laid: &BTreeMap<(String, String), BTreeSet<String>>) {
    for ((lang, list), words) in laid {
        let words: Vec<String> = words.iter().cloned().collect();
        for chunk in words.chunks(2000) {
            let out = words_cmd(&["check", lang, "--list", list], chunk);
            let mut bad = Vec::new();
            let mut seen = 0;
            for l in out.lines() {
                seen += 1;
                if !l.ends_with(": valid") {
                    bad.push(l.to_string());
                }
            }
            assert_eq!(seen, chunk.len(), "one verdict per word");
            assert!(bad.is_empty(), "words not in the dictionary: {bad:?}");
        }
    }
}

/// A pass is honest: the dictionary has no word the seat could have laid.
fn check_pass(p: &Pass) {
    let mut letters_: String = p.hand.iter().map(|c| c.0).collect();
    letters_.extend(p.table.iter().map(|c| c.0));
    if letters_.is_empty() {
        return;
    }
    let out = words_cmd(
        &[
            "find",
            &p.lang,
            "--list",
            &p.list,
            "--min",
            "3",
            "--letters",
            &letters_,
        ],
        &[],
    );
    for w in out.lines().filter(|l| !l.contains(' ')) {
        if p.played.contains(w) {
            continue;
        }
        let ok = if p.table.is_empty() {
            let mut hand = p.hand.clone();
            w.chars().all(|l| match hand.iter().position(|c| c.0 == l) {
                Some(i) => {
                    hand.remove(i);
                    true
                }
                None => false,
            })
        } else {
            least_leftover(&p.hand, &p.table, w, p.keep_order).is_some()
        };
        assert!(
            !ok,
            "a pass with {w} to lay (hand {}, table {})",
            letters(&p.hand),
            letters(&p.table)
        );
    }
}

/// Audits the games; returns what was seen.
fn audit_all(games: &[Vec<Value>], passes_checked: usize) -> BTreeMap<String, usize> {
    let mut seen = BTreeMap::new();
    let mut laid: BTreeMap<(String, String), BTreeSet<String>> = BTreeMap::new();
    let mut passes = Vec::new();
    for g in games {
        let a = audit(g);
        for (k, v) in a.seen {
            *seen.entry(k).or_insert(0) += v;
        }
        laid.entry((a.lang.clone(), a.list.clone()))
            .or_default()
            .extend(a.words);
        passes.extend(a.passes);
    }
    check_dictionary(&laid);
    // Asking the dictionary for every pass is slow in debug: a sample.
    let step = passes.len().div_ceil(passes_checked.max(1)).max(1);
    for p in passes.iter().step_by(step) {
        check_pass(p);
        *seen.entry("pass confirmed".into()).or_insert(0) += 1;
    }
    seen
}

#[test]
fn least_leftover_follows_the_rulings() {
    let c = |s: &str| -> Vec<Card> { s.chars().map(|l| (l, 1)).collect() };
    // POTS from STOP+S: the table S is used, the hand's S... one hand card at least.
    assert_eq!(least_leftover(&c("SX"), &c("TOPE"), "POTS", false), Some(1));
    assert_eq!(least_leftover(&c("O"), &c("STOP"), "POTS", false), Some(1));
    assert_eq!(least_leftover(&c("X"), &c("STOP"), "POTS", false), None);
    assert_eq!(least_leftover(&c("POT"), &c("SX"), "POTS", false), None);
    assert_eq!(least_leftover(&c("IE"), &c("STOP"), "SITE", true), Some(2));
    assert_eq!(least_leftover(&c("S"), &c("STOP"), "POTS", true), None);
}

#[test]
fn leftovers_records_audit() {
    let mut seen = BTreeMap::new();
    let mut games = 0;
    let mut add = |gs: Vec<Vec<Value>>, seen: &mut BTreeMap<String, usize>| {
        games += gs.len();
        for (k, v) in audit_all(&gs, 8) {
            *seen.entry(k).or_insert(0) += v;
        }
    };
    for players in 2..=6 {
        let r = vec!["random"; players].join(",");
        add(
            sim(players, 5, 100 + players as u64, "", &["--bots", &r]),
            &mut seen,
        );
        add(
            sim(
                players,
                1,
                200 + players as u64,
                "use_or_lose = true",
                &["--bots", &r],
            ),
            &mut seen,
        );
        add(
            sim(
                players,
                1,
                300 + players as u64,
                "keep_order = true",
                &["--bots", &r],
            ),
            &mut seen,
        );
    }
    add(
        sim(
            3,
            1,
            400,
            "keep_order = true\nuse_or_lose = true",
            &["--bots", "random,random,random"],
        ),
        &mut seen,
    );
    add(
        sim(
            3,
            1,
            500,
            "dictionary = \"everyday\"",
            &["--bots", "easy,normal,random"],
        ),
        &mut seen,
    );
    add(
        sim(
            3,
            1,
            600,
            "language = \"es\"",
            &["--bots", "random,random,random"],
        ),
        &mut seen,
    );
    eprintln!("{games} games: {seen:?}");
    for k in [
        "opened",
        "remade",
        "took",
        "drew",
        "stuck",
        "pass",
        "game over",
        "pass confirmed",
    ] {
        assert!(seen.get(k).copied().unwrap_or(0) > 0, "no {k} was audited");
    }
}

/// The auditor is not blind: a record changed by hand fails it.
#[test]
fn tampered_leftovers_records_fail_the_audit() {
    let games = sim(3, 1, 7, "", &["--bots", "random,random,random"]);
    audit(&games[0]);
    let quiet = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let remade = games[0]
        .iter()
        .position(|l| {
            l["events"][0]["Remade"]["leftovers"]
                .as_array()
                .is_some_and(|v| !v.is_empty())
        })
        .unwrap();
    // A word changed (its last letter, in the move and the event alike).
    let mut g = games[0].clone();
    let mut w: String = g[remade]["events"][0]["Remade"]["word"]
        .as_str()
        .unwrap()
        .into();
    let l = w.pop().unwrap();
    w.push(if l == 'Q' { 'Z' } else { 'Q' });
    g[remade]["events"][0]["Remade"]["word"] = serde_json::json!(w);
    g[remade]["move"]["Word"]["word"] = serde_json::json!(w);
    let word = std::panic::catch_unwind(|| audit(&g));
    // The leftovers' points one higher (and the taker's totals after).
    let mut g = games[0].clone();
    let taker = g[remade]["events"][0]["Remade"]["taker"].as_u64().unwrap() as usize;
    let p = g[remade]["events"][1]["Took"]["points"].as_i64().unwrap();
    g[remade]["events"][1]["Took"]["points"] = serde_json::json!(p + 1);
    let len = g.len();
    for l in &mut g[remade..len - 1] {
        let v = l["totals"][taker].as_i64().unwrap();
        l["totals"][taker] = serde_json::json!(v + 1);
    }
    let v = g[len - 1]["outcome"]["totals"][taker].as_i64().unwrap();
    g[len - 1]["outcome"]["totals"][taker] = serde_json::json!(v + 1);
    let score = std::panic::catch_unwind(|| audit(&g));
    // A final total off by one.
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
    // A leftover card kept back: it goes to the word instead.
    let mut g = games[0].clone();
    let e = &mut g[remade]["events"][0]["Remade"];
    let c = e["leftovers"].as_array_mut().unwrap().pop().unwrap();
    e["from_table"].as_array_mut().unwrap().push(c);
    let kept = std::panic::catch_unwind(|| audit(&g));
    // The first player's start card changed to a Z (so someone else was closer to A).
    let mut g = games[0].clone();
    let first = g[1]["deal"]["first"].clone();
    let rounds = g[1]["deal"]["start_draws"].as_array_mut().unwrap();
    for d in rounds.last_mut().unwrap().as_array_mut().unwrap() {
        if d[0] == first {
            d[1] = serde_json::json!({"letter": "Z", "value": 4});
        }
    }
    let start = std::panic::catch_unwind(|| audit(&g));
    std::panic::set_hook(quiet);
    assert!(word.is_err(), "a changed word passed");
    assert!(score.is_err(), "a wrong leftover score passed");
    assert!(total.is_err(), "a wrong total passed");
    assert!(pile.is_err(), "a reordered draw pile passed");
    assert!(kept.is_err(), "a leftover moved into the word passed");
    assert!(start.is_err(), "a changed start draw passed");
}
