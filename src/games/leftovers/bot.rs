//! Computer players. They see only their view and the legal moves (every dictionary
//! word the FST search finds for their hand and the table, with the cards each uses).
//!
//! - Random: any legal move (a baseline for tests and `naipes sim`).
//! - Easy: everyday words only; uses as many table cards as it can, values aside; now
//!   and then plays some other word (a visible mistake), always a legal one.
//! - Normal: weighs the points it hands the previous player against the word it leaves
//!   (the next player's leftovers come back to it), and keeps hard letters moving.
//! - Strong: takes Normal's best candidates and, for each, samples hands for the next
//!   player from the unseen cards (never the real ones: it has only its view), finds
//!   that player's best reply with the same search, and counts what would come back;
//!   within a fixed budget, seeded.

use super::cards::{Card, points};
use super::state::{LeftMove, Leftovers, Phase};
use super::view::LeftView;
use super::words::Split;
use crate::engine::{Bot, BotLevel, GameRng};
use crate::lexicon::WordList;
use rand::Rng;
use rand::seq::SliceRandom;

pub fn bot_for(level: BotLevel) -> Box<dyn Bot<Leftovers>> {
    match level {
        BotLevel::Random => Box::new(RandomBot),
        BotLevel::Easy => Box::new(EasyBot),
        BotLevel::Normal => Box::new(NormalBot),
        BotLevel::Strong => Box::new(StrongBot::default()),
    }
}

/// Every computer judges a word by the dictionary: challenge (or vote no) exactly when
/// the dictionary refuses it.
fn judge(view: &LeftView) -> Option<LeftMove> {
    let good = view
        .pending
        .as_ref()
        .is_none_or(|p| view.lexicon().contains(&p.word));
    match view.phase {
        Phase::Judge => Some(if good {
            LeftMove::Accept
        } else {
            LeftMove::Challenge
        }),
        Phase::Vote => Some(LeftMove::Vote { accept: good }),
        _ => None,
    }
}

fn pick_legal(chosen: LeftMove, legal: &[LeftMove]) -> LeftMove {
    if legal.contains(&chosen) {
        chosen
    } else {
        legal.first().cloned().unwrap_or(LeftMove::Pass)
    }
}

/// The legal words with the cards each takes: the view's own search, kept to the legal
/// list (one search instead of planning every legal word again).
fn candidates(view: &LeftView, legal: &[LeftMove]) -> Vec<Split> {
    let words: std::collections::HashSet<&str> = legal
        .iter()
        .filter_map(|m| match m {
            LeftMove::Word { word } => Some(word.as_str()),
            _ => None,
        })
        .collect();
    if words.is_empty() {
        return Vec::new();
    }
    view.found_words()
        .into_iter()
        .filter(|s| words.contains(s.word.as_str()))
        .collect()
}

#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl Bot<Leftovers> for RandomBot {
    fn choose(&mut self, _view: &LeftView, legal: &[LeftMove], rng: &mut GameRng) -> LeftMove {
        match legal.len() {
            0 => LeftMove::Pass,
            n => legal[rng.random_range(0..n)].clone(),
        }
    }
}

#[derive(Clone, Copy, Debug, Default)]
pub struct EasyBot;

impl Bot<Leftovers> for EasyBot {
    fn choose(&mut self, view: &LeftView, legal: &[LeftMove], rng: &mut GameRng) -> LeftMove {
        if let Some(m) = judge(view) {
            return pick_legal(m, legal);
        }
        let everyday = crate::lexicon::table::table_for(view.language, WordList::Everyday);
        let mut words: Vec<Split> = candidates(view, legal)
            .into_iter()
            .filter(|s| everyday.contains(&s.word))
            .collect();
        if words.is_empty() {
            // A beginner who knows no word here: any word found, else "I cannot".
            words = candidates(view, legal);
        }
        if words.is_empty() {
            return pick_legal(LeftMove::Pass, legal);
        }
        // The rule of thumb: use the most table cards (the longest word when opening);
        // one time in six, another word.
        let pick = if rng.random_range(0..6) == 0 {
            rng.random_range(0..words.len())
        } else {
            let key = |s: &Split| (s.table_used.len(), s.word.len());
            let best = words.iter().map(key).max().unwrap_or((0, 0));
            words.iter().position(|s| key(s) == best).unwrap_or(0)
        };
        LeftMove::Word {
            word: words.swap_remove(pick).word,
        }
    }
}

/// How hard a letter is to place (kept in hand, it clogs).
fn clog(c: Card) -> i32 {
    match c.letter {
        'Q' => 4,
        'J' | 'X' | 'Z' | 'Ñ' => 3,
        'K' | 'V' | 'W' => 2,
        'F' | 'H' | 'Y' | 'B' => 1,
        _ => 0,
    }
}

fn is_vowel(c: char) -> bool {
    matches!(c, 'A' | 'E' | 'I' | 'O' | 'U')
}

/// What the hand left after the word is worth for later: no clogging letters, a sound
/// mix of vowels (in tenths of a point).
fn keep_value(hand: &[Card], used: &[Card]) -> i32 {
    let mut rest = hand.to_vec();
    for u in used {
        if let Some(p) = rest.iter().position(|c| c == u) {
            rest.swap_remove(p);
        }
    }
    let clogs: i32 = rest.iter().map(|&c| clog(c)).sum();
    let vowels = rest.iter().filter(|c| is_vowel(c.letter)).count() as i32;
    let n = rest.len().max(1) as i32;
    // Ideal: about 4 vowels in 10.
    let off = (vowels * 10 - 4 * n).abs() / n;
    -(clogs * 5) - off * 2
}

/// The cards the new table word is made of.
fn word_cards(view: &LeftView, s: &Split) -> Vec<Card> {
    let mut v = s.from_hand.clone();
    v.extend(
        s.table_used
            .iter()
            .filter_map(|&i| view.table.get(i).copied()),
    );
    v
}

/// Normal's judgement of a word, in tenths of a point.
fn normal_score(view: &LeftView, s: &Split) -> i32 {
    let left = points(&s.leftover_cards(&view.table));
    let word = points(&word_cards(view, s));
    let keep = keep_value(&view.hand, &s.from_hand);
    if view.rules.use_or_lose {
        // Its own points now, a little for a sound hand.
        (word - left) * 10 + keep / 2
    } else {
        // What it hands over now, against the pot it leaves for the next player to
        // break (part of it comes back), and the hand it keeps.
        -left * 10 + word * 3 + keep
    }
}

#[derive(Clone, Copy, Debug, Default)]
pub struct NormalBot;

impl Bot<Leftovers> for NormalBot {
    fn choose(&mut self, view: &LeftView, legal: &[LeftMove], _rng: &mut GameRng) -> LeftMove {
        if let Some(m) = judge(view) {
            return pick_legal(m, legal);
        }
        let words = candidates(view, legal);
        match words
            .iter()
            .max_by_key(|s| (normal_score(view, s), std::cmp::Reverse(s.word.clone())))
        {
            Some(best) => LeftMove::Word {
                word: best.word.clone(),
            },
            None => pick_legal(LeftMove::Pass, legal),
        }
    }
}

/// Strong's budget: candidates looked at, and sampled hands per candidate.
#[derive(Clone, Copy, Debug)]
pub struct StrongBot {
    pub candidates: usize,
    pub samples: usize,
}

impl Default for StrongBot {
    fn default() -> Self {
        StrongBot {
            candidates: 6,
            samples: 4,
        }
    }
}

impl StrongBot {
    /// What comes back to the bot (standard scoring: the next player's leftovers, or the
    /// whole word if they are stuck), or what the next player scores (Use or Lose, as a
    /// loss), averaged over sampled hands for the next player. Tenths of a point.
    fn reply_value(&self, view: &LeftView, s: &Split, hands: &[Vec<Card>]) -> i32 {
        // The word as it will lie, in its order (keep_order reads it).
        let mut pool = word_cards(view, s);
        let table: Vec<Card> = s
            .word
            .chars()
            .filter_map(|c| {
                let p = pool.iter().position(|h| h.letter == c)?;
                Some(pool.swap_remove(p))
            })
            .collect();
        let pot = points(&table);
        let lex = view.lexicon();
        let mut played = view.played.clone();
        played.push(s.word.clone());
        let mut sum = 0;
        for hand in hands {
            // The next player is taken to leave the fewest table points.
            let best = super::search::best_reply(hand, &table, view.rules.keep_order, &played, lex);
            sum += match (best, view.rules.use_or_lose) {
                (None, false) => pot,
                (None, true) => 0,
                (Some(used), false) => pot - used,
                (Some(used), true) => -(used - (pot - used)),
            };
        }
        sum * 10 / hands.len().max(1) as i32
    }
}

impl Bot<Leftovers> for StrongBot {
    fn choose(&mut self, view: &LeftView, legal: &[LeftMove], rng: &mut GameRng) -> LeftMove {
        if let Some(m) = judge(view) {
            return pick_legal(m, legal);
        }
        let mut words = candidates(view, legal);
        if words.is_empty() {
            return pick_legal(LeftMove::Pass, legal);
        }
        words.sort_by_key(|s| (std::cmp::Reverse(normal_score(view, s)), s.word.clone()));
        words.truncate(self.candidates);
        // The same sampled hands for every candidate: the comparison is fair.
        let next = (view.seat + 1) % view.players;
        let size = view.hand_counts.get(next).copied().unwrap_or(0);
        let unseen = view.unseen();
        let hands: Vec<Vec<Card>> = (0..self.samples)
            .map(|_| {
                let mut pool = unseen.clone();
                pool.shuffle(rng);
                pool.truncate(size);
                pool
            })
            .collect();
        let mut best: Option<(i32, &Split)> = None;
        for s in &words {
            let left = points(&s.leftover_cards(&view.table));
            let now = if view.rules.use_or_lose {
                (points(&word_cards(view, s)) - left) * 10
            } else {
                -left * 10
            };
            let later = if size == 0 {
                0
            } else {
                self.reply_value(view, s, &hands)
            };
            let score = now + later + keep_value(&view.hand, &s.from_hand);
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, s));
            }
        }
        match best {
            Some((_, s)) => LeftMove::Word {
                word: s.word.clone(),
            },
            None => pick_legal(LeftMove::Pass, legal),
        }
    }
}
