//! The thinker. It sees only its view: the unseen cards are the deck less its hand, the
//! table and the pozo's top card. A hand after a move is worth minus its penalty, plus
//! the penalty it can shed on its next turn (the die's six numbers equally likely), plus
//! the chance of going out then; all of it only if nobody goes out first, which it
//! judges by dealing each short-handed rival `strong_budget` hands from the unseen cards
//! (seeded from the decision's rng, so games replay). Drawing weighs the pozo's top
//! card against every card the mazo may hold.

use super::{cards_used, judge, pick_legal};
use crate::engine::{Bot, GameRng};
use crate::games::rapiletras::cards::{Card, Deck, take};
use crate::games::rapiletras::names::{ONE_LETTER_WORDS, lexicon};
use crate::games::rapiletras::state::{Phase, Pile, RapiMove, Rapiletras};
use crate::games::rapiletras::view::RapiView;
use crate::lexicon::LetterQuery;
use rand::Rng;

#[derive(Clone, Copy, Debug, Default)]
pub struct StrongBot;

/// The longest word a die asks for.
const MAX_DIE: usize = 6;
/// Word moves weighed ahead, the most penalty shed first.
const WORD_MOVES_WEIGHED: usize = 12;
/// Above this many cards the mazo's card is not looked ahead.
const BIG_HAND: usize = 12;

/// A letter's slot in a count array (A-Z, then Ñ).
fn slot(c: char) -> Option<usize> {
    match c {
        'A'..='Z' => Some(c as usize - 'A' as usize),
        'Ñ' => Some(26),
        _ => None,
    }
}

/// A hand as counts per letter, comodines apart.
#[derive(Clone, Copy)]
struct Counts {
    n: [u8; 27],
    wild: u8,
    size: usize,
}

impl Counts {
    fn of(hand: &[Card]) -> Counts {
        let mut c = Counts {
            n: [0; 27],
            wild: 0,
            size: hand.len(),
        };
        for card in hand {
            match card.letter().and_then(slot) {
                Some(s) => c.n[s] = c.n[s].saturating_add(1),
                None => c.wild = c.wild.saturating_add(1),
            }
        }
        c
    }
}

/// A word the hand (with one more card) might form: its letters as (slot, count).
struct Candidate {
    len: usize,
    letters: Vec<(usize, u8)>,
}

/// What the seat knows for this decision.
struct Plan<'a> {
    deck: &'a Deck,
    values: [i32; 27],
    words: Vec<Candidate>,
    /// The chance that nobody goes out before this seat's next turn.
    survive: f64,
    /// What going out is worth: the rivals keep their cards.
    out_bonus: f64,
}

impl<'a> Plan<'a> {
    /// The most penalty `h` can shed by forming a word of each length, and whether a
    /// word of length `h.size` uses every card.
    fn sheds(&self, h: &Counts) -> ([i32; MAX_DIE + 1], bool) {
        let mut best = [0; MAX_DIE + 1];
        let mut out = false;
        for w in &self.words {
            if w.len > h.size {
                continue;
            }
            let mut missing = 0u8;
            let mut shed = 0;
            for &(s, k) in &w.letters {
                let have = h.n[s];
                shed += i32::from(have.min(k)) * self.values[s];
                missing += k.saturating_sub(have);
            }
            if missing > h.wild {
                continue;
            }
            shed += i32::from(missing) * self.deck.comodin_value;
            best[w.len] = best[w.len].max(shed);
            out |= w.len == h.size;
        }
        (best, out)
    }

    /// What a hand is worth after this seat's move (higher is better).
    fn worth(&self, hand: &[Card]) -> f64 {
        if hand.is_empty() {
            return self.out_bonus;
        }
        let h = Counts::of(hand);
        let pen = f64::from(self.deck.hand_value(hand));
        let (best, out) = self.sheds(&h);
        let next: f64 = best[1..].iter().map(|&b| f64::from(b)).sum::<f64>() / MAX_DIE as f64;
        let go_out = if out {
            self.out_bonus / MAX_DIE as f64
        } else {
            0.0
        };
        -pen + self.survive * (next + go_out)
    }
}

fn unseen(view: &RapiView) -> Vec<Card> {
    let mut pool = view.deck.cards();
    for c in view
        .hand
        .iter()
        .chain(view.table.iter().flat_map(|w| w.cards.iter()))
        .chain(view.pozo_top.iter())
    {
        take(&mut pool, *c);
    }
    pool
}

/// Does a rival holding `hand` have a word of exactly its size (going out)?
fn can_go_out(view: &RapiView, hand: &[Card]) -> bool {
    let n = hand.len();
    let letters: String = hand.iter().filter_map(|c| c.letter()).collect();
    let wild = hand.iter().filter(|c| c.is_comodin()).count();
    let q = LetterQuery::new(letters).wild(wild).len_range(n, n);
    let words = lexicon(view.rules.dictionary).words_from_letters(&q);
    if n == 1 {
        words
            .iter()
            .any(|w| w.chars().all(|c| ONE_LETTER_WORDS.contains(&c)))
    } else {
        !words.is_empty()
    }
}

/// The chance that no rival goes out before this seat's next turn. A rival with `n`
/// cards goes out when the die shows `n` (the current die for those still to play this
/// cycle) and its hand forms a word of them all: that is what the sampled hands tell.
fn survival(view: &RapiView, pool: &[Card], rng: &mut GameRng) -> f64 {
    let players = view.players.max(1);
    let first = (view.dealer + 1) % players;
    let budget = view.rules.strong_budget.max(1) as usize;
    let mut survive = 1.0;
    let mut deal = pool.to_vec();
    let mut same_cycle = true;
    for step in 1..players {
        let s = (view.seat + step) % players;
        if s == first {
            same_cycle = false;
        }
        let n = view.hand_counts.get(s).copied().unwrap_or(0);
        if n == 0 || n > MAX_DIE || n > deal.len() {
            continue;
        }
        let p_die = if same_cycle {
            if usize::from(view.die) == n { 1.0 } else { 0.0 }
        } else {
            1.0 / MAX_DIE as f64
        };
        if p_die == 0.0 {
            continue;
        }
        let mut hits = 0;
        for _ in 0..budget {
            for i in 0..n {
                let j = rng.random_range(i..deal.len());
                deal.swap(i, j);
            }
            if can_go_out(view, &deal[..n]) {
                hits += 1;
            }
        }
        survive *= 1.0 - p_die * f64::from(hits) / budget as f64;
    }
    survive
}

fn plan<'a>(view: &'a RapiView, pool: &[Card], rng: &mut GameRng) -> Plan<'a> {
    let mut values = [0; 27];
    for spec in &view.deck.letters {
        if let Some(s) = slot(spec.letter) {
            values[s] = spec.value;
        }
    }
    // Every word the hand may form, with the pozo's card or any one from the mazo.
    let mut letters: String = view.hand.iter().filter_map(|c| c.letter()).collect();
    letters.extend(view.pozo_top.and_then(Card::letter));
    // (A big hand has words enough without it: the search would only grow slow.)
    let extra = usize::from(view.hand.len() <= BIG_HAND);
    let wild = view.hand.iter().filter(|c| c.is_comodin()).count() + extra;
    let q = LetterQuery::new(letters).wild(wild).len_range(1, MAX_DIE);
    // Anagrams weigh the same: one of each is enough.
    let mut seen = std::collections::HashSet::new();
    let words = lexicon(view.rules.dictionary)
        .words_from_letters(&q)
        .into_iter()
        .filter(|w| w.chars().count() > 1 || w.chars().all(|c| ONE_LETTER_WORDS.contains(&c)))
        .filter(|w| {
            let mut key: Vec<char> = w.chars().collect();
            key.sort_unstable();
            seen.insert(key)
        })
        .map(|w| {
            let mut n = [0u8; 27];
            let mut len = 0;
            for c in w.chars() {
                if let Some(s) = slot(c) {
                    n[s] += 1;
                }
                len += 1;
            }
            Candidate {
                len,
                letters: (0..27).filter(|&s| n[s] > 0).map(|s| (s, n[s])).collect(),
            }
        })
        .collect();
    let rivals: i32 = view
        .hand_counts
        .iter()
        .enumerate()
        .filter(|&(s, _)| s != view.seat)
        .map(|(_, &n)| n as i32)
        .sum();
    let avg = f64::from(view.deck.hand_value(pool)) / pool.len().max(1) as f64;
    Plan {
        deck: &view.deck,
        values,
        words,
        survive: survival(view, pool, rng),
        out_bonus: f64::from(rivals) * avg + 10.0,
    }
}

fn play(view: &RapiView, legal: &[RapiMove], rng: &mut GameRng) -> RapiMove {
    let pool = unseen(view);
    let p = plan(view, &pool, rng);
    // The word moves that shed the most now, with what they keep.
    let mut words: Vec<(i32, &RapiMove, Vec<Card>)> = legal
        .iter()
        .filter_map(|mv| {
            let used = cards_used(view, mv)?;
            let mut h = view.hand.clone();
            for c in &used {
                take(&mut h, *c);
            }
            Some((view.deck.hand_value(&used) * 100 + used.len() as i32, mv, h))
        })
        .collect();
    words.sort_by_key(|w| std::cmp::Reverse(w.0));
    words.truncate(WORD_MOVES_WEIGHED);
    let mut best: Option<(f64, &RapiMove)> = None;
    for (_, mv, kept) in &words {
        let v = p.worth(kept);
        if best.is_none_or(|b| v > b.0) {
            best = Some((v, *mv));
        }
    }
    for mv in legal {
        let v = match mv {
            RapiMove::Draw { from: Pile::Pozo } => match view.pozo_top {
                Some(top) => {
                    let mut h = view.hand.clone();
                    h.push(top);
                    p.worth(&h)
                }
                None => continue,
            },
            RapiMove::Draw { from: Pile::Mazo } => {
                // Every unseen card is as likely to be the mazo's top.
                let mut sum = 0.0;
                let mut h = view.hand.clone();
                let mut seen: Vec<(Card, f64)> = Vec::new();
                for &c in &pool {
                    if let Some(e) = seen.iter().find(|e| e.0 == c) {
                        sum += e.1;
                        continue;
                    }
                    h.push(c);
                    let w = p.worth(&h);
                    h.pop();
                    seen.push((c, w));
                    sum += w;
                }
                if pool.is_empty() {
                    p.worth(&view.hand)
                } else {
                    sum / pool.len() as f64
                }
            }
            RapiMove::Pass => f64::MIN / 2.0,
            _ => continue,
        };
        if best.is_none_or(|b| v > b.0) {
            best = Some((v, mv));
        }
    }
    match best {
        Some((_, mv)) => mv.clone(),
        None => pick_legal(RapiMove::Draw { from: Pile::Mazo }, legal),
    }
}

impl Bot<Rapiletras> for StrongBot {
    fn choose(&mut self, view: &RapiView, legal: &[RapiMove], rng: &mut GameRng) -> RapiMove {
        if let Some(m) = judge(view) {
            return pick_legal(m, legal);
        }
        if view.phase != Phase::Playing {
            return pick_legal(RapiMove::Pass, legal);
        }
        play(view, legal, rng)
    }
}
