//! An auditor of Leftovers (The Final Word) game records: runs `naipes sim leftovers
//! --record` and checks every game from the file alone, with a small reimplementation of
//! the rulebook and the project's rulings (no naipes rules code): the deal is the deck
//! file, the start draws choose the first player, hands follow the deal, the plays and the
//! draws from the top of the recorded pile, every word is legal (hand and table cards, its
//! order with keep_order, never twice) and takes the table cards that leave the least,
//! the leftovers and the stuck case go to the previous player, every card is accounted
//! for, the end is reached only when nobody can open a word, and every score is
//! recomputed. The dictionary is asked through the binary (`naipes words`).
//!
//! Challenge and vote modes too: a word is laid and waits; the others answer in seat
//! order after its player (accept or challenge; or vote). A challenge is settled by the
//! dictionary at once: a good word stands and its challenger loses a turn, a wrong one
//! stays in its player's hand and that turn is lost. A vote is settled by the ballots
//! (majority, a tie accepts). Computers other than random judge by the dictionary.
//! Records with wrong words come only from people: `made_records` plays such seats
//! through the library and writes the complete record as `naipes sim` does; the checks
//! themselves use no naipes code.

use crate::audit;

use audit::{seat_of, seats_of};
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

/// Records with wrong words, which only people lay: games played through the library
/// (not checked by it) and written as `naipes sim --record` writes them.
mod made {
    use naipes::engine::{BotLevel, Lang, Rules, Seat, SeatKind, rng_from_seed};
    use naipes::games::TableGame;
    use naipes::games::leftovers::{LeftMove, LeftRules, Leftovers, Phase};
    use naipes::session::{Session, record::full_lines};
    use rand::Rng;
    use rand::seq::SliceRandom;
    use serde_json::Value;

    /// A wrong word the rules take from `seat` now: the letters of a word it could lay,
    /// shuffled (or the first few cards of its hand when it has no word to open with).
    fn wrong_word(
        game: &Leftovers,
        seat: usize,
        legal: &[LeftMove],
        rng: &mut impl Rng,
    ) -> Option<String> {
        let found = legal.iter().find_map(|m| match m {
            LeftMove::Word { word } => Some(word.clone()),
            _ => None,
        });
        let base: Vec<char> = match found {
            Some(w) => w.chars().collect(),
            None if game.phase() == Phase::Open => {
                let k = rng.random_range(3..=5);
                game.hand(seat).iter().take(k).map(|c| c.letter).collect()
            }
            None => return None,
        };
        for _ in 0..8 {
            let mut l = base.clone();
            l.shuffle(rng);
            let w: String = l.into_iter().collect();
            let laid = LeftMove::Word { word: w.clone() };
            if !game.lexicon().contains(&w) && game.clone().apply(seat, &laid).is_ok() {
                return Some(w);
            }
        }
        None
    }

    /// Games where `levels[s]` None is a person who lays a wrong word one turn in three,
    /// challenges one word in three and votes at random; computers play as in a sim.
    pub fn records(
        levels: &[Option<BotLevel>],
        games: u64,
        seed: u64,
        config: &str,
    ) -> Vec<Vec<Value>> {
        let rules: LeftRules = toml::from_str(config).expect("house rules");
        let seats: Vec<Seat> = levels
            .iter()
            .enumerate()
            .map(|(i, l)| Seat {
                name: format!("seat {}", i + 1),
                kind: l.map_or(SeatKind::Human, SeatKind::Computer),
            })
            .collect();
        let mut all = Vec::new();
        for g in 0..games {
            let seed = seed + g;
            let game = Leftovers::new_game(levels.len(), rules.clone(), seed, Lang::En).unwrap();
            let mut bots: Vec<_> = levels
                .iter()
                .map(|l| Leftovers::bot(l.unwrap_or(BotLevel::Random)))
                .collect();
            let mut rng = rng_from_seed(seed ^ 0x5eed);
            let mut session = Session::new(seats.clone(), seed, game);
            let mut steps = 0;
            while let Some(seat) = session.to_act() {
                let game = &session.game;
                steps += 1;
                assert!(steps < 50_000, "a made game that does not end");
                let legal = game.candidate_moves(seat);
                let mv = if levels[seat].is_some() {
                    bots[seat].choose(&game.view_for(seat), &legal, &mut rng)
                } else {
                    match game.phase() {
                        Phase::Judge if rng.random_range(0..3) == 0 => LeftMove::Challenge,
                        Phase::Judge => LeftMove::Accept,
                        Phase::Vote => LeftMove::Vote {
                            accept: rng.random_bool(0.5),
                        },
                        _ => match rng.random_range(0..3) {
                            0 => wrong_word(game, seat, &legal, &mut rng)
                                .map_or_else(|| legal[0].clone(), |word| LeftMove::Word { word }),
                            _ => legal[rng.random_range(0..legal.len())].clone(),
                        },
                    }
                };
                session.play(seat, mv).expect("a move the rules take");
            }
            let lines = full_lines(&session).expect("the record");
            all.push(
                lines
                    .iter()
                    .map(|l| serde_json::from_str(l).expect("each line is JSON"))
                    .collect(),
            );
        }
        all
    }
}

fn card(v: &Value) -> Card {
    let l = v["letter"].as_str().unwrap();
    assert_eq!(l.chars().count(), 1, "a card is one letter: {v}");
    (
        l.chars().next().unwrap(),
        v["value"].as_i64().unwrap() as i32,
    )
}

fn cards(v: &Value) -> Vec<Card> {
    audit::list_of(v, card)
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
    let t = audit::asset_toml(&format!("assets/leftovers/deck.{lang}.toml"));
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

/// How words are judged (the house rule `word_check`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    Strict,
    Challenge,
    Vote,
}

/// A word laid in challenge or vote mode, waiting for the others' answers.
#[derive(Clone, Debug)]
struct Pending {
    seat: usize,
    word: String,
    opening: bool,
    /// (seat, accepts), in the order given.
    answers: Vec<(usize, bool)>,
}

/// What the dictionary must say of a word, and why.
#[derive(Clone, Debug)]
struct Claim {
    word: String,
    valid: bool,
    why: &'static str,
}

struct Audit {
    n: usize,
    mode: Mode,
    /// Seats that judge words by the dictionary (computers other than random).
    judges: Vec<bool>,
    /// Seats played by computers (their passes are checked).
    computers: Vec<bool>,
    /// Computers whose passes are checked against the everyday list: easy ones (they
    /// know only everyday words), and in challenge and vote modes every level but strong
    /// (they lay only words they know: normal knows the everyday and the common words,
    /// random the everyday ones; the everyday list is the part every one of them knows).
    easy: Vec<bool>,
    pending: Option<Pending>,
    /// Turns each seat still has to lose (one per failed challenge).
    skip: Vec<u32>,
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
    /// A seat's lost turn is among the misses since the last word laid.
    lost_in_misses: bool,
    /// What the dictionary must say of the words laid, challenged or judged.
    claims: Vec<Claim>,
    passes: Vec<Pass>,
    seen: BTreeMap<String, usize>,
    /// The cards taken from the draw pile during the move being audited, per seat.
    drew: BTreeMap<usize, Vec<Card>>,
}

struct Events<'a> {
    list: &'a [Value],
    at: usize,
    ply: u64,
}

impl<'a> Events<'a> {
    /// The next event, which must be of kind `kind`.
    fn expect(&mut self, kind: &str) -> &'a Value {
        let e = self.list.get(self.at).unwrap_or_else(|| {
            panic!(
                "ply {}: expected a {kind} event, the move's events end",
                self.ply
            )
        });
        self.at += 1;
        e.get(kind)
            .unwrap_or_else(|| panic!("ply {}: expected a {kind} event, found {e}", self.ply))
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

    fn claim(&mut self, word: &str, valid: bool, why: &'static str) {
        self.claims.push(Claim {
            word: word.to_string(),
            valid,
            why,
        });
    }

    /// `seat`'s turn begins: a seat that lost it (a failed challenge) is passed over, and
    /// so is a seat with no cards.
    fn begin_turn(&mut self, ev: &mut Events, seat: usize) {
        self.to_act = seat;
        if self.skip[seat] > 0 {
            self.skip[seat] -= 1;
            let e = ev.expect("TurnLost");
            assert_eq!(seat_of(&e["seat"]), seat, "who loses the turn");
            self.count("turn lost");
            match self.phase {
                Phase::Play => {
                    let nx = self.next(seat);
                    self.begin_turn(ev, nx);
                }
                _ => {
                    self.count("turn lost, opening");
                    self.lost_in_misses = true;
                    self.open_missed(ev, seat);
                }
            }
        } else if self.hands[seat].is_empty() {
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
                // The ruling: whoever laid the table word, even past a lost turn.
                let taker = self.table_by.expect("a word on the table");
                if self.mode == Mode::Strict {
                    assert_eq!(taker, self.prev(seat), "the previous player laid the word");
                }
                if taker == seat {
                    self.count("stuck on one's own word");
                }
                let cs = std::mem::take(&mut self.table);
                self.table_by = None;
                self.count("stuck");
                self.take(ev, taker, cs);
                self.phase = Phase::Open;
                self.open_misses = 0;
                self.lost_in_misses = false;
                self.begin_turn(ev, taker);
            }
            Phase::Open => self.open_missed(ev, seat),
            Phase::Over => panic!("a move after the end"),
        }
    }

    /// No new word laid on the empty table this turn: a full round of them ends the game.
    fn open_missed(&mut self, ev: &mut Events, seat: usize) {
        self.open_misses += 1;
        if self.open_misses < self.n {
            let nx = self.next(seat);
            self.begin_turn(ev, nx);
            return;
        }
        let e = ev.expect("GameOver");
        let best = *self.totals.iter().max().unwrap();
        let winners: Vec<usize> = (0..self.n).filter(|&s| self.totals[s] == best).collect();
        assert_eq!(seats_of(&e["winners"]), winners, "winners");
        assert_eq!(e["totals"], serde_json::json!(self.totals));
        self.phase = Phase::Over;
        self.count("game over");
        if self.lost_in_misses {
            // The engine's ruling: a lost turn counts as a miss, so this seat never
            // tried to open before the end.
            self.count("game over, a seat only lost its turn");
        }
    }

    /// A word laid by `seat` that stands: from hand alone (Open) or remaking the table
    /// (Play).
    fn lay(&mut self, ev: &mut Events, seat: usize, typed: &str) {
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
                Some(taker),
                self.table_by,
                "the leftovers go to the player who laid the table word"
            );
            if self.mode == Mode::Strict {
                assert_eq!(taker, self.prev(seat), "the previous player laid the word");
            }
            if taker == seat {
                self.count("remade one's own word");
            }
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
        if self.mode == Mode::Strict {
            self.claim(&word, true, "laid in strict mode");
        }
        self.table = new_table;
        self.table_by = Some(seat);
        self.phase = Phase::Play;
        self.open_misses = 0;
        self.lost_in_misses = false;
        self.refill(ev, seat);
        let nx = self.next(seat);
        self.begin_turn(ev, nx);
    }

    /// A word typed by `seat`: laid at once in strict mode, else laid to wait for the
    /// others' answers (it must be one the rules take, but any word at all).
    fn word(&mut self, ev: &mut Events, seat: usize, typed: &str) {
        if self.mode == Mode::Strict {
            self.lay(ev, seat, typed);
            return;
        }
        let word = typed.to_uppercase();
        let e = ev.expect("Laid");
        assert_eq!(seat_of(&e["seat"]), seat, "who lays");
        assert_eq!(e["word"].as_str(), Some(word.as_str()), "the word laid");
        assert!(word.chars().count() >= 3, "{word}: shorter than 3");
        assert!(!self.played.contains(&word), "{word}: laid twice");
        let opening = self.phase == Phase::Open;
        if opening {
            let mut hand = self.hands[seat].clone();
            for l in word.chars() {
                let c = *hand
                    .iter()
                    .find(|c| c.0 == l)
                    .unwrap_or_else(|| panic!("{word}: not in the hand"));
                remove(&mut hand, c, "an opening letter");
            }
        } else {
            let ok = least_leftover(&self.hands[seat], &self.table, &word, self.keep_order);
            assert!(
                ok.is_some(),
                "{word}: no legal remake of {}",
                letters(&self.table)
            );
        }
        self.pending = Some(Pending {
            seat,
            word,
            opening,
            answers: Vec::new(),
        });
        self.to_act = self.next(seat);
        self.count("laid");
    }

    /// An accept or a vote: the next seat answers, or the word is settled.
    fn answer(&mut self, ev: &mut Events, seat: usize, accept: bool) {
        let vote = self.mode == Mode::Vote;
        let p = self
            .pending
            .as_mut()
            .expect("an answer with no word waiting");
        assert_ne!(seat, p.seat, "a player answers its own word");
        if vote {
            let e = ev.expect("Voted");
            assert_eq!(seat_of(&e["seat"]), seat, "who votes");
            assert_eq!(e["accept"].as_bool(), Some(accept), "the ballot");
        } else {
            let e = ev.expect("Accepted");
            assert_eq!(seat_of(&e["seat"]), seat, "who accepts");
        }
        p.answers.push((seat, accept));
        let (player, word) = (p.seat, p.word.clone());
        let yes = p.answers.iter().filter(|a| a.1).count();
        let no = p.answers.len() - yes;
        if self.judges[seat] {
            self.claim(
                &word,
                accept,
                if vote {
                    "a computer's vote"
                } else {
                    "a computer's accept"
                },
            );
        }
        self.count(match (vote, accept) {
            (true, true) => "vote yes",
            (true, false) => "vote no",
            _ => "accepted",
        });
        let nx = self.next(seat);
        // The seats still to answer, in turn order.
        let mut left = Vec::new();
        let mut s = nx;
        while s != player {
            left.push(s);
            s = self.next(s);
        }
        // A vote closes once the votes to come cannot change it (a tie accepts).
        let k = left.len();
        let settled = vote && (yes + k >= no) == (yes >= no + k);
        if !left.is_empty() && !settled {
            self.to_act = nx;
            return;
        }
        if left.is_empty() {
            assert_eq!(yes + no, self.n - 1, "every other seat answers");
        } else {
            let c = ev.expect("VoteClosed");
            assert_eq!(seat_of(&c["player"]), player, "whose vote closed");
            assert_eq!(c["word"].as_str(), Some(word.as_str()));
            let unasked: Vec<usize> = c["unasked"]
                .as_array()
                .expect("the seats not asked")
                .iter()
                .map(seat_of)
                .collect();
            assert_eq!(unasked, left, "the seats not asked");
            self.count("vote closed early");
        }
        if !vote {
            self.count("accepted by all");
            self.stands(ev);
            return;
        }
        let r = ev.expect("VoteResult");
        assert_eq!(seat_of(&r["player"]), player, "whose word was voted on");
        assert_eq!(r["word"].as_str(), Some(word.as_str()));
        assert_eq!(r["yes"].as_u64(), Some(yes as u64), "yes votes");
        assert_eq!(r["no"].as_u64(), Some(no as u64), "no votes");
        let accepted = yes >= no;
        assert_eq!(
            r["accepted"].as_bool(),
            Some(accepted),
            "majority, a tie accepts"
        );
        if accepted {
            self.count("vote accepted");
            self.stands(ev);
        } else {
            self.count("vote refused");
            self.refused(ev);
        }
    }

    /// A challenge: the dictionary settles it at once (checked when the claims are).
    fn challenge(&mut self, ev: &mut Events, seat: usize) {
        let p = self
            .pending
            .clone()
            .expect("a challenge with no word waiting");
        assert_ne!(seat, p.seat, "a player challenges its own word");
        let e = &ev.list[ev.at];
        let won = e.get("ChallengeWon").is_some();
        let e = ev.expect(if won {
            "ChallengeWon"
        } else {
            "ChallengeFailed"
        });
        assert_eq!(seat_of(&e["challenger"]), seat, "who challenges");
        assert_eq!(seat_of(&e["player"]), p.seat, "whose word");
        assert_eq!(
            e["word"].as_str(),
            Some(p.word.as_str()),
            "the word challenged"
        );
        if self.judges[seat] {
            self.claim(&p.word, false, "a computer's challenge");
        }
        if won {
            self.claim(&p.word, false, "a challenge won");
            self.count("challenge won");
            self.refused(ev);
        } else {
            self.claim(&p.word, true, "a challenge lost");
            self.skip[seat] += 1;
            if self.skip[seat] > 1 {
                self.count("two turns owed");
            }
            self.count("challenge lost");
            self.stands(ev);
        }
    }

    /// The waiting word is laid after all.
    fn stands(&mut self, ev: &mut Events) {
        let p = self.pending.take().expect("a word waiting");
        if !p.answers.iter().all(|a| a.1) {
            self.count("stands despite a no");
        }
        self.lay(ev, p.seat, &p.word);
    }

    /// The waiting word is refused: its cards never left the hand, and its player's turn
    /// is over (a refused first word counts as no word laid).
    fn refused(&mut self, ev: &mut Events) {
        let p = self.pending.take().expect("a word waiting");
        if p.opening {
            self.count("refused opening");
            self.open_missed(ev, p.seat);
        } else {
            self.count("refused");
            let nx = self.next(p.seat);
            self.begin_turn(ev, nx);
        }
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
        let mut ev = Events {
            list,
            at: 0,
            ply: line["ply"].as_u64().expect("a ply"),
        };
        let answering = self.pending.is_some();
        match &line["move"] {
            Value::String(s) if s == "Pass" || s == "TimeUp" => {
                assert!(!answering, "{s} while a word waits for its answers");
                let e = ev.expect("NoWord");
                assert_eq!(seat_of(&e["seat"]), seat);
                assert_eq!(e["why"], if s == "Pass" { "Passed" } else { "TimeUp" });
                // A computer passes only when it has no word (people may pass at will).
                if s == "Pass" && self.computers[seat] {
                    self.passes.push(Pass {
                        hand: self.hands[seat].clone(),
                        table: self.table.clone(),
                        played: self.played.clone(),
                        keep_order: self.keep_order,
                        list: if self.easy[seat] {
                            "everyday".to_string()
                        } else {
                            self.list.clone()
                        },
                        lang: self.lang.clone(),
                    });
                }
                self.count("pass");
                self.no_word(&mut ev, seat);
            }
            Value::String(s) if s == "Accept" => {
                assert_eq!(
                    self.mode,
                    Mode::Challenge,
                    "an accept outside challenge mode"
                );
                self.answer(&mut ev, seat, true);
            }
            Value::String(s) if s == "Challenge" => {
                assert_eq!(
                    self.mode,
                    Mode::Challenge,
                    "a challenge outside challenge mode"
                );
                self.challenge(&mut ev, seat);
            }
            m if m.get("Vote").is_some() => {
                assert_eq!(self.mode, Mode::Vote, "a vote outside vote mode");
                let accept = m["Vote"]["accept"].as_bool().expect("a yes or a no");
                self.answer(&mut ev, seat, accept);
            }
            m => {
                assert!(!answering, "a word while another waits for its answers");
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
    // Shown only when a check fails: which game it was.
    eprintln!(
        "auditing seed {} {} {}",
        start["seed"], start["rules"], start["seats"]
    );
    let rules = &start["rules"];
    let n = start["seats"].as_array().unwrap().len();
    assert!((2..=6).contains(&n));
    let mode = match rules["word_check"].as_str() {
        Some("strict") => Mode::Strict,
        Some("challenge") => Mode::Challenge,
        Some("vote") => Mode::Vote,
        w => panic!("no such word check {w:?}"),
    };
    let kinds: Vec<(bool, bool)> = start["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(
            |s| match (s["kind"]["kind"].as_str(), s["kind"]["level"].as_str()) {
                (Some("human"), None) => (false, false),
                (Some("computer"), Some("random")) => (true, false),
                // Easy and normal judge by their vocabulary and a seeded appetite (they
                // can be bluffed, and challenge rare words): only strong answers exactly
                // as the dictionary says.
                (Some("computer"), Some("easy" | "normal")) => (true, false),
                (Some("computer"), Some("strong")) => (true, true),
                k => panic!("no such seat {k:?}"),
            },
        )
        .collect();
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
        mode,
        judges: kinds.iter().map(|k| k.1).collect(),
        computers: kinds.iter().map(|k| k.0).collect(),
        easy: start["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                let level = &s["kind"]["level"];
                level == "easy" || (mode != Mode::Strict && level != "strong")
            })
            .collect(),
        pending: None,
        skip: vec![0; n],
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
        lost_in_misses: false,
        claims: Vec::new(),
        passes: Vec::new(),
        seen: BTreeMap::new(),
        drew: BTreeMap::new(),
    };
    a.conservation("the deal");
    for line in &game[2..game.len() - 1] {
        a.line(line);
    }
    assert_eq!(a.phase, Phase::Over, "the game did not end");
    assert!(a.pending.is_none(), "a word still waits at the end");
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

/// The dictionary says of each word what the record claims (one call per language and
/// list): strict words are in it, a lost challenge's word is, a won challenge's is not,
/// and computers accept, challenge and vote as it says.
fn check_claims(claims: &BTreeMap<(String, String), Vec<Claim>>) -> BTreeMap<String, usize> {
    let mut seen = BTreeMap::new();
    for ((lang, list), claims) in claims {
        let words: Vec<String> = claims
            .iter()
            .map(|c| c.word.clone())
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        let mut valid: BTreeMap<String, bool> = BTreeMap::new();
        for chunk in words.chunks(2000) {
            let out = words_cmd(&["check", lang, "--list", list], chunk);
            for l in out.lines() {
                let (w, verdict) = l.rsplit_once(": ").expect("WORD: verdict");
                valid.insert(w.to_string(), verdict == "valid");
            }
        }
        assert_eq!(valid.len(), words.len(), "one verdict per word");
        for c in claims {
            let v = valid[&c.word];
            assert_eq!(
                v,
                c.valid,
                "{} ({lang}, {list}): {}, yet the dictionary says {}",
                c.word,
                c.why,
                if v { "valid" } else { "not a word" }
            );
            let what = if v { "word" } else { "not a word" };
            *seen.entry(format!("{}: {what}", c.why)).or_insert(0) += 1;
        }
    }
    seen
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
    let mut claims: BTreeMap<(String, String), Vec<Claim>> = BTreeMap::new();
    let mut passes = Vec::new();
    for g in games {
        let a = audit(g);
        for (k, v) in a.seen {
            *seen.entry(k).or_insert(0) += v;
        }
        claims
            .entry((a.lang.clone(), a.list.clone()))
            .or_default()
            .extend(a.claims);
        passes.extend(a.passes);
    }
    for (k, v) in check_claims(&claims) {
        *seen.entry(k).or_insert(0) += v;
    }
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

/// Challenge and vote modes, from `naipes sim` (every computer lays dictionary words only;
/// random ones challenge and vote at random) and from made games where people lay wrong
/// words: 2, 3 and 4 seats, mixed levels, the house rules that change play.
#[test]
fn challenge_and_vote_records_audit() {
    use naipes::engine::BotLevel::{Easy, Normal, Random, Strong};
    let mut seen = BTreeMap::new();
    let mut games = 0;
    let mut add = |gs: Vec<Vec<Value>>, seen: &mut BTreeMap<String, usize>| {
        games += gs.len();
        for (k, v) in audit_all(&gs, 4) {
            *seen.entry(k).or_insert(0) += v;
        }
    };
    for (i, mode) in ["challenge", "vote"].into_iter().enumerate() {
        let wc = format!("word_check = \"{mode}\"");
        let seed = 700 + 100 * i as u64;
        let sims: [(usize, &str, &str); 6] = [
            (2, "", "random,strong"),
            (3, "", "random,easy,strong"),
            (4, "", "random,random,easy,normal"),
            (3, "use_or_lose = true", "random,random,normal"),
            (3, "keep_order = true", "easy,random,random"),
            (2, "language = \"es\"", "random,easy"),
        ];
        for (k, (players, rule, bots)) in sims.into_iter().enumerate() {
            let config = format!("{wc}\n{rule}");
            add(
                sim(players, 1, seed + k as u64, &config, &["--bots", bots]),
                &mut seen,
            );
        }
        let made: [(&[Option<_>], &str); 6] = [
            (&[None, Some(Normal)], ""),
            (&[None, None, Some(Easy)], ""),
            (&[None, Some(Random), Some(Normal), None], ""),
            (&[None, Some(Easy), None], "use_or_lose = true"),
            (&[Some(Normal), None, None], "keep_order = true"),
            (&[None, Some(Strong)], "language = \"es\""),
        ];
        for (k, (levels, rule)) in made.into_iter().enumerate() {
            let config = format!("{wc}\n{rule}");
            add(
                made::records(levels, 1, seed + 50 + k as u64, &config),
                &mut seen,
            );
        }
    }
    eprintln!("{games} games: {seen:?}");
    for k in [
        "laid",
        "accepted by all",
        "challenge lost",
        "challenge won",
        "turn lost",
        "refused",
        "refused opening",
        "vote yes",
        "vote no",
        "vote accepted",
        "vote refused",
        "stands despite a no",
        "stuck",
        "game over",
        "pass confirmed",
        "a challenge lost: word",
        "a challenge won: not a word",
        "a computer's accept: word",
        "a computer's challenge: not a word",
        "a computer's vote: word",
        "a computer's vote: not a word",
    ] {
        assert!(seen.get(k).copied().unwrap_or(0) > 0, "no {k} was audited");
    }
}

/// The whole audit of one game, dictionary included; Err: the first failed check.
fn audit_one(game: &[Value]) -> Result<(), String> {
    let game = game.to_vec();
    std::panic::catch_unwind(move || {
        audit_all(&[game], 1);
    })
    .map_err(|e| {
        e.downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default()
    })
}

/// The first move line whose events hold `kind` and that `also` accepts.
fn find(game: &[Value], kind: &str, also: impl Fn(&Value) -> bool) -> usize {
    game.iter()
        .position(|l| {
            l["events"]
                .as_array()
                .is_some_and(|es| es.iter().any(|e| e.get(kind).is_some()))
                && also(l)
        })
        .unwrap_or_else(|| panic!("no {kind} in the game"))
}

/// The new checks are not blind: challenge and vote records changed by hand fail them.
#[test]
fn tampered_challenge_and_vote_records_fail_the_audit() {
    use naipes::engine::BotLevel::{Random, Strong};
    let ch = sim(
        3,
        1,
        7,
        "word_check = \"challenge\"",
        &["--bots", "random,random,strong"],
    )
    .remove(0);
    let vote = sim(
        3,
        1,
        7,
        "word_check = \"vote\"",
        &["--bots", "random,strong,strong"],
    )
    .remove(0);
    let made = made::records(
        &[None, Some(Random), Some(Strong)],
        1,
        9,
        "word_check = \"challenge\"",
    )
    .remove(0);
    let quiet = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let clean: Vec<Result<(), String>> = [&ch, &vote, &made].map(|g| audit_one(g)).into();
    let mut failed: Vec<(&str, Result<(), String>)> = Vec::new();

    // A lost challenge shown as won (the events after it left as they were).
    let mut g = ch.clone();
    let i = find(&g, "ChallengeFailed", |_| true);
    let es = g[i]["events"].as_array_mut().unwrap();
    let e = es[0].as_object_mut().unwrap();
    let body = e.remove("ChallengeFailed").unwrap();
    e.insert("ChallengeWon".into(), body);
    failed.push(("a flipped challenge", audit_one(&g)));

    // A lost challenge's penalty dropped: its TurnLost removed.
    let mut g = ch.clone();
    let i = find(&g, "TurnLost", |_| true);
    let es = g[i]["events"].as_array_mut().unwrap();
    let at = es.iter().position(|e| e.get("TurnLost").is_some()).unwrap();
    es.remove(at);
    failed.push(("a dropped lost turn", audit_one(&g)));

    // The same game judged by the everyday list: a challenged word of the full list
    // alone would have won that challenge (only the dictionary shows it).
    let mut g = ch.clone();
    g[0]["rules"]["dictionary"] = serde_json::json!("everyday");
    // Seat 2 called random, so that no computer's judgement comes first.
    g[0]["seats"][2]["kind"]["level"] = serde_json::json!("random");
    failed.push(("another dictionary", audit_one(&g)));

    // A computer's yes that closed a vote early (one yes of two voters: a tie accepts)
    // turned into a no, the count with it: a no leaves the vote open, so it could not
    // close there.
    let mut g = vote.clone();
    let i = find(&g, "VoteClosed", |l| {
        l["events"][2]["VoteResult"]["no"] == 0 && l["seat"] != 0
    });
    g[i]["move"] = serde_json::json!({"Vote": {"accept": false}});
    g[i]["events"][0]["Voted"]["accept"] = serde_json::json!(false);
    g[i]["events"][2]["VoteResult"]["yes"] = serde_json::json!(0);
    g[i]["events"][2]["VoteResult"]["no"] = serde_json::json!(1);
    failed.push(("a computer's changed vote", audit_one(&g)));

    // A vote that closed early written as closed without the seat left: nobody left.
    let mut g = vote.clone();
    let i = find(&g, "VoteClosed", |_| true);
    g[i]["events"][1]["VoteClosed"]["unasked"] = serde_json::json!([]);
    failed.push(("a vote closed without anyone left", audit_one(&g)));

    // A vote's outcome flipped.
    let mut g = vote.clone();
    let i = find(&g, "VoteResult", |l| {
        l["events"][1].get("VoteResult").is_some()
    });
    let r = &mut g[i]["events"][1]["VoteResult"]["accepted"];
    *r = serde_json::json!(!r.as_bool().unwrap());
    failed.push(("a flipped vote", audit_one(&g)));

    // A random seat that accepted a wrong word (seat 2, a Strong computer, then won its
    // challenge) written down as a Strong computer.
    let mut g = made.clone();
    let won = find(&g, "ChallengeWon", |l| {
        l["seat"] == 2 && prev_is_accept(&made, l, 1)
    });
    assert!(won > 0);
    g[0]["seats"][1]["kind"] = serde_json::json!({"kind": "computer", "level": "strong"});
    failed.push(("a random seat called Strong", audit_one(&g)));
    std::panic::set_hook(quiet);

    for (i, c) in clean.iter().enumerate() {
        assert_eq!(c, &Ok(()), "untouched game {i}");
    }
    let want = [
        ("a flipped challenge", "events beyond the rules"),
        ("a dropped lost turn", "TurnLost"),
        ("another dictionary", "(en, everyday): a challenge lost"),
        ("a computer's changed vote", "events beyond the rules"),
        ("a vote closed without anyone left", "the seats not asked"),
        ("a flipped vote", "a tie accepts"),
        // Its first answer against the dictionary fails it (an accept or a challenge).
        ("a random seat called Strong", "a computer's "),
    ];
    for ((what, got), (w, msg)) in failed.iter().zip(want) {
        assert_eq!(*what, w);
        let e = got.as_ref().expect_err(what);
        assert!(e.contains(msg), "{what}: failed for another reason: {e}");
    }
}

/// Whether the line before `l` is seat `seat`'s accept.
fn prev_is_accept(game: &[Value], l: &Value, seat: u64) -> bool {
    let ply = l["ply"].as_u64().unwrap();
    game.iter().any(|p| {
        p["ply"].as_u64() == Some(ply.wrapping_sub(1)) && p["seat"] == seat && p["move"] == "Accept"
    })
}

/// A bigger batch, run by hand: `NAIPES_AUDIT_GAMES=200 cargo test --release --test
/// record_audit_leftovers -- --ignored` (games per configuration; 2, 3 and 4 seats in
/// both modes, from sims and made games).
#[test]
#[ignore]
fn challenge_and_vote_big_batch() {
    use naipes::engine::BotLevel::{Easy, Normal, Random};
    let games: u64 = std::env::var("NAIPES_AUDIT_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20);
    let mut seen = BTreeMap::new();
    let mut total = 0;
    for mode in ["challenge", "vote"] {
        for (players, bots, levels) in [
            (2, "random,normal", &[None, Some(Normal)][..]),
            (
                3,
                "random,easy,random",
                &[None, Some(Random), Some(Easy)][..],
            ),
            (
                4,
                "random,random,easy,normal",
                &[None, None, Some(Normal), Some(Random)][..],
            ),
        ] {
            for (r, rule) in [
                "",
                "use_or_lose = true",
                "keep_order = true",
                "language = \"es\"",
            ]
            .into_iter()
            .enumerate()
            {
                let config = format!("word_check = \"{mode}\"\n{rule}");
                let seed = 10_000 * (r as u64 + 1) + 100 * players as u64;
                let mut gs = sim(
                    players,
                    games,
                    seed,
                    &config,
                    &["--bots", bots, "--threads", "1"],
                );
                gs.extend(made::records(levels, games, seed, &config));
                total += gs.len();
                for (k, v) in audit_all(&gs, 20) {
                    *seen.entry(k).or_insert(0) += v;
                }
            }
        }
    }
    eprintln!("{total} games: {seen:?}");
    assert!(seen.get("game over").copied() == Some(total));
}
