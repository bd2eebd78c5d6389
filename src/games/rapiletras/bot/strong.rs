//! The thinker. It sees only its view: the unseen cards are the deck less its hand, the
//! table and the pozo's top card. A hand after a move is worth minus its penalty, plus
//! the penalty it can shed on its next turn (the die's six numbers equally likely), plus
//! the chance of going out then; all of it only if nobody goes out first, which it
//! judges by dealing each short-handed rival `strong_budget` hands from the unseen cards
//! (seeded from the decision's rng, so games replay). Drawing weighs the pozo's top
//! card against every card the mazo may hold.

use super::{cards_used, judge, pick_legal};
use crate::engine::{Bot, GameRng, par_map_when};
use crate::games::rapiletras::cards::{Card, Deck, take};
use crate::games::rapiletras::names::{ONE_LETTER_WORDS, lexicon};
use crate::games::rapiletras::state::{Phase, Pile, RapiMove, Rapiletras};
use crate::games::rapiletras::view::RapiView;
use crate::lexicon::LetterQuery;
use crate::lexicon::normalize::{byte_to_char, letter_index};
use rand::Rng;

#[derive(Clone, Copy, Debug, Default)]
pub struct StrongBot;

/// The longest word a die asks for.
const MAX_DIE: usize = 6;
/// Word moves weighed ahead, the most penalty shed first.
const WORD_MOVES_WEIGHED: usize = 12;
/// Above this many cards the mazo's card is not looked ahead.
const BIG_HAND: usize = 12;
/// Fewest spellable words for which the moves are weighed on the cores.
const WEIGH_ON_CORES_FROM: usize = 500;

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
        let pen = self.deck.hand_value(hand);
        let (best, out) = self.sheds(&h);
        self.worth_of(pen, &best, out)
    }

    fn worth_of(&self, pen: i32, best: &[i32; MAX_DIE + 1], out: bool) -> f64 {
        let next: f64 = best[1..].iter().map(|&b| f64::from(b)).sum::<f64>() / MAX_DIE as f64;
        let go_out = if out {
            self.out_bonus / MAX_DIE as f64
        } else {
            0.0
        };
        -f64::from(pen) + self.survive * (next + go_out)
    }

    /// `worth(hand + [c])` for each kind of card `c` (a letter's slot, or `None` for a
    /// comodín), in one pass over the words: one more card changes a word's shed only
    /// where the word wants more of that letter than the hand holds. The same numbers
    /// as `worth`, many times faster for a big hand (the mazo's every possible card).
    fn worth_with_one_more(&self, hand: &[Card]) -> Vec<(Option<usize>, f64)> {
        let h = Counts::of(hand);
        let size = h.size + 1;
        let cv = self.deck.comodin_value;
        // The kinds: every slot, then the comodín (a card no slot fits counts as one).
        let mut best = [[0i32; MAX_DIE + 1]; 28];
        let mut out = [false; 28];
        for w in &self.words {
            if w.len > size {
                continue;
            }
            let mut missing = 0u8;
            let mut shed = 0;
            let mut short = 0u32; // slots where the word wants more than the hand holds
            for &(s, k) in &w.letters {
                let have = h.n[s];
                shed += i32::from(have.min(k)) * self.values[s];
                missing += k.saturating_sub(have);
                if k > have {
                    short |= 1 << s;
                }
            }
            let whole = w.len == size;
            for kind in 0..28 {
                // One more of a letter the word is short of fills a gap a comodín
                // would have filled; a comodín adds to the comodines.
                let (m, letters, wild) = if kind == 27 {
                    (missing, shed, h.wild + 1)
                } else if short & (1 << kind) != 0 {
                    (missing - 1, shed + self.values[kind], h.wild)
                } else {
                    (missing, shed, h.wild)
                };
                if m > wild {
                    continue;
                }
                let total = letters + i32::from(m) * cv;
                best[kind][w.len] = best[kind][w.len].max(total);
                out[kind] |= whole;
            }
        }
        let pen = self.deck.hand_value(hand);
        (0..28)
            .map(|kind| {
                let (slot, add) = if kind == 27 {
                    (None, self.deck.comodin_value)
                } else {
                    (Some(kind), self.values[kind])
                };
                (slot, self.worth_of(pen + add, &best[kind], out[kind]))
            })
            .collect()
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
    // Only whether one word fits counts: nothing is kept a word (a list of `()`).
    let fits = lexicon(view.rules.dictionary)
        .map_words_from_letters_on_cores(&q, |word| may_lay(word).then_some(()));
    !fits.is_empty()
}

/// A spelled word (its dictionary key) that may be laid: two letters or more, or one of
/// the one-letter words.
fn may_lay(word: &[u8]) -> bool {
    word.len() > 1
        || word
            .iter()
            .all(|&b| ONE_LETTER_WORDS.contains(&byte_to_char(b)))
}

/// The chance that no rival goes out before this seat's next turn. A rival with `n`
/// cards goes out when the die shows `n` (the current die for those still to play this
/// cycle) and its hand forms a word of them all: that is what the sampled hands tell.
fn survival(view: &RapiView, pool: &[Card], rng: &mut GameRng) -> f64 {
    let players = view.players.max(1);
    let first = (view.dealer + 1) % players;
    let budget = view.rules.strong_budget.max(1) as usize;
    let mut deal = pool.to_vec();
    let mut same_cycle = true;
    // The hands are dealt first, in order, from the decision's RNG; the dictionary
    // looks then share the cores, so the chance is the same whatever the thread count.
    let mut rivals: Vec<f64> = Vec::new();
    let mut hands: Vec<Vec<Card>> = Vec::new();
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
        for _ in 0..budget {
            for i in 0..n {
                let j = rng.random_range(i..deal.len());
                deal.swap(i, j);
            }
            hands.push(deal[..n].to_vec());
        }
        rivals.push(p_die);
    }
    let out = crate::engine::par_map(hands.len(), |k| can_go_out(view, &hands[k]));
    let mut survive = 1.0;
    for (r, p_die) in rivals.iter().enumerate() {
        let hits = out[r * budget..(r + 1) * budget]
            .iter()
            .filter(|o| **o)
            .count();
        survive *= 1.0 - p_die * hits as f64 / budget as f64;
    }
    survive
}

/// Bits for one letter's count in a word's key: up to 7, and a word has at most
/// `MAX_DIE` letters.
const COUNT_BITS: u32 = 3;

/// A word (its dictionary key, one byte a letter) as one number: its length in the
/// lowest bits, then each letter's count. Anagrams share a key, and numbers sort far
/// faster than count arrays.
fn word_key(word: &[u8]) -> u128 {
    let mut key = 0u128;
    for &b in word {
        if let Some(s) = letter_index(b) {
            key += 1 << (COUNT_BITS * (s as u32 + 1));
        }
    }
    key | (word.len() as u128).min((1 << COUNT_BITS) - 1)
}

/// The word a key stands for, as the plan weighs it.
fn candidate(key: u128) -> Candidate {
    let mask = (1u128 << COUNT_BITS) - 1;
    Candidate {
        len: (key & mask) as usize,
        letters: (0..27)
            .map(|s| (s, ((key >> (COUNT_BITS * (s as u32 + 1))) & mask) as u8))
            .filter(|&(_, n)| n > 0)
            .collect(),
    }
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
    // Anagrams weigh the same: one of each is enough (sorted keys, not a hash set: a
    // big hand spells thousands of words). Each word is keyed as the walk finds it
    // (no string is built), the walk split over the cores.
    let mut keys = lexicon(view.rules.dictionary)
        .map_words_from_letters_on_cores(&q, |word| may_lay(word).then(|| word_key(word)));
    keys.sort_unstable();
    keys.dedup();
    let words = keys.into_iter().map(candidate).collect();
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

/// What a move leaves to weigh.
enum Weigh<'a> {
    /// The hand a word move keeps.
    Keep(&'a [Card]),
    /// The hand with the pozo's top card.
    Pozo(Card),
    /// The hand with any card the mazo may hold.
    Mazo,
    Pass,
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
    // Every move worth weighing: the word moves above, then the draws in the legal
    // moves' order. They are weighed on the cores (each alone) and compared in this
    // order, so a tie goes to the earlier one whatever the thread count.
    let mut weigh: Vec<(Weigh, &RapiMove)> = words
        .iter()
        .map(|(_, mv, kept)| (Weigh::Keep(kept), *mv))
        .collect();
    for mv in legal {
        match mv {
            RapiMove::Draw { from: Pile::Pozo } => {
                if let Some(top) = view.pozo_top {
                    weigh.push((Weigh::Pozo(top), mv));
                }
            }
            RapiMove::Draw { from: Pile::Mazo } => weigh.push((Weigh::Mazo, mv)),
            RapiMove::Pass => weigh.push((Weigh::Pass, mv)),
            _ => {}
        }
    }
    let on_cores = p.words.len() >= WEIGH_ON_CORES_FROM;
    let values = par_map_when(on_cores, weigh.len(), |k| match weigh[k].0 {
        Weigh::Keep(kept) => p.worth(kept),
        Weigh::Pozo(top) => {
            let mut h = view.hand.clone();
            h.push(top);
            p.worth(&h)
        }
        Weigh::Mazo => {
            // Every unseen card is as likely to be the mazo's top.
            if pool.is_empty() {
                return p.worth(&view.hand);
            }
            let kinds = p.worth_with_one_more(&view.hand);
            let mut sum = 0.0;
            for &c in &pool {
                let kind = c.letter().and_then(slot);
                sum += kinds.iter().find(|k| k.0 == kind).map_or(0.0, |k| k.1);
            }
            sum / pool.len() as f64
        }
        Weigh::Pass => f64::MIN / 2.0,
    });
    let mut best: Option<(f64, &RapiMove)> = None;
    for ((_, mv), v) in weigh.iter().zip(values) {
        if best.is_none_or(|b| v > b.0) {
            best = Some((v, *mv));
        }
    }
    match best {
        Some((_, mv)) => mv.clone(),
        None => pick_legal(RapiMove::Draw { from: Pile::Mazo }, legal),
    }
}

impl Bot<Rapiletras> for StrongBot {
    fn choose(&mut self, view: &RapiView, legal: &[RapiMove], rng: &mut GameRng) -> RapiMove {
        if let Some(m) = judge(view, crate::engine::BotLevel::Strong, rng) {
            return pick_legal(m, legal);
        }
        if view.phase != Phase::Playing {
            return pick_legal(RapiMove::Pass, legal);
        }
        play(view, legal, rng)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Rules, rng_from_seed};
    use crate::games::rapiletras::RapiRules;

    /// The one-pass look-ahead gives each kind of card exactly what adding that card to
    /// the hand and weighing the hand again gives, small hands and big ones alike.
    #[test]
    fn one_more_card_in_one_pass_matches_weighing_each_hand() {
        for seed in 0..6 {
            let game = Rapiletras::new(2, RapiRules::default(), seed).unwrap();
            let mut view = game.view_for(0);
            let pool = unseen(&view);
            // A big hand too: the unseen cards' first fifteen added.
            if seed % 2 == 1 {
                view.hand.extend(pool.iter().take(15).copied());
            }
            let p = plan(&view, &pool, &mut rng_from_seed(seed));
            let kinds = p.worth_with_one_more(&view.hand);
            let mut checked = 0;
            for &c in &pool {
                let mut h = view.hand.clone();
                h.push(c);
                let kind = c.letter().and_then(slot);
                let fast = kinds.iter().find(|k| k.0 == kind).map(|k| k.1);
                assert_eq!(fast, Some(p.worth(&h)), "seed {seed}, card {c:?}");
                checked += 1;
            }
            assert!(checked > 0);
        }
    }

    /// The rivals' sampled hands are looked up on the cores at once: a seeded game with
    /// strong seats plays the same moves at 1, 2 and 3 threads.
    #[test]
    fn a_strong_game_is_the_same_at_every_thread_count() {
        use crate::engine::BotLevel;
        use crate::engine::runner::same_moves_at_every_thread_count;
        use crate::games::rapiletras::bot_for;
        let rules = RapiRules {
            strong_budget: 12,
            ..RapiRules::default()
        };
        for seed in [2, 7] {
            let game = || Rapiletras::new(3, rules.clone(), seed).unwrap();
            let bots = || {
                vec![
                    bot_for(BotLevel::Strong),
                    bot_for(BotLevel::Normal),
                    bot_for(BotLevel::Strong),
                ]
            };
            same_moves_at_every_thread_count(game, bots, seed);
        }
    }
}
