//! Computer players. They see only their view and the legal moves. Each walks the
//! dictionary FST with its hand and the table (walk.rs), scoring words as they are
//! found and keeping only the best few, never a list of every word.
//!
//! - Random: any legal move (a baseline for tests and `naipes sim`).
//! - Easy: everyday words only; uses as many table cards as it can, values aside; now
//!   and then plays some other everyday word (a visible mistake); with no everyday word,
//!   it says it cannot make one.
//! - Normal: weighs the points it hands the previous player against the word it leaves
//!   (the next player's leftovers come back to it), and keeps hard letters moving.
//! - Strong: takes Normal's best candidates and, for each, guesses hands for the next
//!   player from the unseen cards (never the real ones: it has only its view), finds
//!   each hand's best reply (one walk for all the hands, reply.rs), and counts what
//!   would come back; within a fixed budget of candidates and hands, seeded.

use super::cards::{Card, points};
use super::reply::best_replies;
use super::state::{LeftMove, Leftovers, Phase};
use super::view::LeftView;
use super::walk::{Found, Position, clog, each_word, is_vowel};
use super::words::Split;
use crate::engine::{Bot, BotLevel, GameRng};
use crate::games::judge::{self, Cost};
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

/// How a computer player of `level` judges a laid word: by its vocabulary
/// ([`judge::bot_accepts`]); a failed challenge costs a turn, a vote nothing. Draws from
/// `rng` only when asked about a word.
fn judge(view: &LeftView, level: BotLevel, rng: &mut GameRng) -> Option<LeftMove> {
    let cost = match view.phase {
        Phase::Judge => Cost::Dear,
        Phase::Vote => Cost::Free,
        _ => return None,
    };
    let good = view.pending.as_ref().is_none_or(|p| {
        let valid = view.lexicon().contains(&p.word);
        judge::bot_accepts(level, view.language, valid, &p.word, cost, rng)
    });
    Some(match view.phase {
        Phase::Judge if good => LeftMove::Accept,
        Phase::Judge => LeftMove::Challenge,
        _ => LeftMove::Vote { accept: good },
    })
}

/// The bluffing seat's non-words (`naipes sim --bluff`): a legal word with one letter
/// changed to another letter of the hand, that the seat can lay and the full list lacks.
pub(crate) fn bluffs(view: &LeftView, legal: &[LeftMove], limit: usize) -> Vec<LeftMove> {
    let letters: Vec<char> = view.hand.iter().map(|c| c.letter).collect();
    let mut out = Vec::new();
    for mv in legal {
        let LeftMove::Word { word } = mv else {
            continue;
        };
        let chars: Vec<char> = word.chars().collect();
        let valid = |w: &str| view.lexicon().contains(w);
        for (_, _, w) in judge::one_letter_bluffs(&chars, &letters, view.language, valid) {
            if out.len() >= limit {
                return out;
            }
            if view.plan(&w).is_ok() {
                out.push(LeftMove::Word { word: w });
            }
        }
    }
    out
}

fn pick_legal(chosen: LeftMove, legal: &[LeftMove]) -> LeftMove {
    if legal.contains(&chosen) {
        chosen
    } else {
        legal.first().cloned().unwrap_or(LeftMove::Pass)
    }
}

/// A word, if the rules list it (else the first legal move).
fn play(word: Option<String>, legal: &[LeftMove]) -> LeftMove {
    match word {
        Some(word) => pick_legal(LeftMove::Word { word }, legal),
        // No word it would lay: it passes (the listed moves are words only where a pass
        // is always allowed), never the first word of the list, which it may not know.
        None if legal.iter().all(|m| matches!(m, LeftMove::Word { .. })) => LeftMove::Pass,
        None => pick_legal(LeftMove::Pass, legal),
    }
}

/// The seat's own search position.
fn position(view: &LeftView) -> Position<'_> {
    Position {
        hand: &view.hand,
        table: &view.table,
        opening: view.opening(),
        keep_order: view.rules.keep_order,
        played: &view.played,
    }
}

#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct RandomBot;

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
        if let Some(m) = judge(view, BotLevel::Easy, rng) {
            return pick_legal(m, legal);
        }
        // The rule of thumb: use the most table cards (the longest word when opening).
        let key = |f: &Found| (f.table_cards, f.key.len());
        let everyday = crate::lexicon::table::table_for(view.language, WordList::Everyday);
        let mut words: Vec<((usize, usize), String)> = Vec::new();
        each_word(&position(view), everyday, |f| {
            words.push((key(f), f.word()))
        });
        let mistake = rng.random_range(0..6) == 0;
        if words.is_empty() {
            // A beginner who knows no everyday word here says "I cannot" (what the rules
            // give a player with no word), even when the whole dictionary has one.
            return LeftMove::Pass;
        }
        // One time in six, another word.
        let pick = if mistake {
            rng.random_range(0..words.len())
        } else {
            let best = words.iter().map(|w| w.0).max().unwrap_or((0, 0));
            words.iter().position(|w| w.0 == best).unwrap_or(0)
        };
        play(Some(words.swap_remove(pick).1), legal)
    }
}

/// The hand's make-up, for what stays in it after a word.
#[derive(Clone, Copy, Debug)]
struct HandMix {
    cards: usize,
    clog: i32,
    vowels: i32,
}

impl HandMix {
    fn of(hand: &[Card]) -> HandMix {
        HandMix {
            cards: hand.len(),
            clog: hand.iter().map(|c| clog(c.letter)).sum(),
            vowels: hand.iter().filter(|c| is_vowel(c.letter)).count() as i32,
        }
    }

    fn keep_after(&self, f: &Found) -> i32 {
        self.keep(f.hand_cards, f.hand_clog, f.hand_vowels)
    }

    fn keep_of(&self, used: &[Card]) -> i32 {
        let u = HandMix::of(used);
        self.keep(u.cards, u.clog, u.vowels)
    }

    /// What the hand left after a word is worth for later: no clogging letters, a
    /// sound mix of vowels (in tenths of a point).
    fn keep(&self, used: usize, used_clog: i32, used_vowels: i32) -> i32 {
        let clogs = self.clog - used_clog;
        let vowels = self.vowels - used_vowels;
        let n = self.cards.saturating_sub(used).max(1) as i32;
        // Ideal: about 4 vowels in 10.
        let off = (vowels * 10 - 4 * n).abs() / n;
        -(clogs * 5) - off * 2
    }
}

/// Normal's judgement of words in one position (in tenths of a point).
struct Judge {
    mix: HandMix,
    /// Points of the table word.
    pot: i32,
    use_or_lose: bool,
}

impl Judge {
    fn new(view: &LeftView) -> Judge {
        Judge {
            mix: HandMix::of(&view.hand),
            pot: if view.opening() {
                0
            } else {
                points(&view.table)
            },
            use_or_lose: view.rules.use_or_lose,
        }
    }

    /// What the previous player takes.
    fn left(&self, f: &Found) -> i32 {
        self.pot - f.table_points
    }

    fn score(&self, f: &Found) -> i32 {
        let left = self.left(f);
        let word = f.table_points + f.hand_points;
        let keep = self.mix.keep_after(f);
        if self.use_or_lose {
            // Its own points now, a little for a sound hand.
            (word - left) * 10 + keep / 2
        } else {
            // What it hands over now, against the pot it leaves for the next player to
            // break (part of it comes back), and the hand it keeps.
            -left * 10 + word * 3 + keep
        }
    }
}

/// Normal's `k` best words: the highest score first, ties in dictionary order.
fn best_words(view: &LeftView, k: usize) -> Vec<(i32, Vec<u8>)> {
    best_words_known(view, k, |_| true)
}

/// [`best_words`] among the words `known` lets through.
fn best_words_known(
    view: &LeftView,
    k: usize,
    known: impl Fn(&[u8]) -> bool,
) -> Vec<(i32, Vec<u8>)> {
    let judge = Judge::new(view);
    let mut top: Vec<(i32, Vec<u8>)> = Vec::with_capacity(k + 1);
    let better = |a: &(i32, Vec<u8>), score: i32, key: &[u8]| -> bool {
        score > a.0 || (score == a.0 && key < a.1.as_slice())
    };
    each_word(&position(view), view.lexicon(), |f| {
        let score = judge.score(f);
        if top.len() == k && top.last().is_none_or(|w| !better(w, score, f.key)) {
            return;
        }
        // The player's own words may repeat an embedded one.
        if top.iter().any(|w| w.1 == f.key) || !known(f.key) {
            return;
        }
        let at = top
            .iter()
            .position(|w| better(w, score, f.key))
            .unwrap_or(top.len());
        top.insert(at, (score, f.key.to_vec()));
        top.truncate(k);
    });
    top
}

fn key_word(key: &[u8]) -> String {
    key.iter()
        .map(|&b| crate::lexicon::normalize::byte_to_char(b))
        .collect()
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

#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct NormalBot;

impl Bot<Leftovers> for NormalBot {
    fn choose(&mut self, view: &LeftView, legal: &[LeftMove], rng: &mut GameRng) -> LeftMove {
        if let Some(m) = judge(view, BotLevel::Normal, rng) {
            return pick_legal(m, legal);
        }
        // Its own words come from its vocabulary (challenge and vote modes).
        let known = |key: &[u8]| {
            judge::would_lay(
                BotLevel::Normal,
                view.language,
                view.rules.word_check,
                &key_word(key),
            )
        };
        let best = best_words_known(view, 1, known)
            .pop()
            .map(|w| key_word(&w.1));
        play(best, legal)
    }
}

/// Strong's budget (a house rule of the bot, never wall time): candidates looked at,
/// and hands guessed for the next player (one dictionary walk answers for all of them).
#[derive(Clone, Copy, Debug)]
pub struct StrongBot {
    pub candidates: usize,
    pub samples: usize,
}

impl Default for StrongBot {
    fn default() -> Self {
        StrongBot {
            candidates: 6,
            samples: 8,
        }
    }
}

impl StrongBot {
    /// What comes back to the bot (standard scoring: the next player's leftovers, or the
    /// whole word if they are stuck), or what the next player scores (Use or Lose, as a
    /// loss), averaged over the guessed hands. Tenths of a point.
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
        let mut played = view.played.clone();
        played.push(s.word.clone());
        // The next player is taken to leave the fewest table points.
        let replies = best_replies(
            hands,
            &table,
            view.rules.keep_order,
            &played,
            view.lexicon(),
        );
        let sum: i32 = replies
            .iter()
            .map(|best| match (best, view.rules.use_or_lose) {
                (None, false) => pot,
                (None, true) => 0,
                (Some(used), false) => pot - used,
                (Some(used), true) => -(used - (pot - used)),
            })
            .sum();
        sum * 10 / replies.len().max(1) as i32
    }
}

impl Bot<Leftovers> for StrongBot {
    fn choose(&mut self, view: &LeftView, legal: &[LeftMove], rng: &mut GameRng) -> LeftMove {
        if let Some(m) = judge(view, BotLevel::Strong, rng) {
            return pick_legal(m, legal);
        }
        let words: Vec<Split> = best_words(view, self.candidates)
            .iter()
            .filter_map(|w| view.plan(&key_word(&w.1)).ok())
            .collect();
        if words.is_empty() {
            return pick_legal(LeftMove::Pass, legal);
        }
        // The same guessed hands for every candidate: the comparison is fair.
        let next = (view.seat + 1) % view.players;
        let size = view.hand_counts.get(next).copied().unwrap_or(0);
        let unseen = view.unseen();
        let hands: Vec<Vec<Card>> = (0..self.samples.min(super::reply::MAX_HANDS))
            .map(|_| {
                let mut pool = unseen.clone();
                pool.shuffle(rng);
                pool.truncate(size);
                pool
            })
            .collect();
        let mix = HandMix::of(&view.hand);
        // The candidates' replies are weighed on the cores at once (each depends only on
        // its word and the hands dealt above): the same choice whatever the thread count.
        let replies = crate::engine::par_map(words.len(), |k| {
            if size == 0 {
                0
            } else {
                self.reply_value(view, &words[k], &hands)
            }
        });
        let mut best: Option<(i32, &Split)> = None;
        for (s, later) in words.iter().zip(replies) {
            let left = points(&s.leftover_cards(&view.table));
            let now = if view.rules.use_or_lose {
                (points(&word_cards(view, s)) - left) * 10
            } else {
                -left * 10
            };
            let score = now + later + mix.keep_of(&s.from_hand);
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, s));
            }
        }
        play(best.map(|(_, s)| s.word.clone()), legal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Rules, rng_from_seed};
    use crate::games::leftovers::{LeftRules, builtin};
    use crate::lexicon::Language;

    /// Normal as it was before the walk: plan every word found, score each split.
    fn old_normal(view: &LeftView) -> Option<String> {
        let keep = |hand: &[Card], used: &[Card]| {
            let mut rest = hand.to_vec();
            for u in used {
                if let Some(p) = rest.iter().position(|c| c == u) {
                    rest.swap_remove(p);
                }
            }
            let clogs: i32 = rest.iter().map(|&c| clog(c.letter)).sum();
            let vowels = rest.iter().filter(|c| is_vowel(c.letter)).count() as i32;
            let n = rest.len().max(1) as i32;
            let off = (vowels * 10 - 4 * n).abs() / n;
            -(clogs * 5) - off * 2
        };
        let score = |s: &Split| {
            let left = points(&s.leftover_cards(&view.table));
            let word = points(&word_cards(view, s));
            let k = keep(&view.hand, &s.from_hand);
            if view.rules.use_or_lose {
                (word - left) * 10 + k / 2
            } else {
                -left * 10 + word * 3 + k
            }
        };
        view.found_words()
            .iter()
            .max_by_key(|s| (score(s), std::cmp::Reverse(s.word.clone())))
            .map(|s| s.word.clone())
    }

    /// Easy lays only everyday words; when none fits it says it cannot make a word, even
    /// when the whole dictionary has one (it used to lay that one).
    #[test]
    fn easy_lays_only_everyday_words_and_otherwise_says_no_word() {
        let (mut words, mut passes_with_words) = (0, 0);
        for seed in 0..10u64 {
            let rules = LeftRules::default();
            let everyday = crate::lexicon::table::table_for(rules.language, WordList::Everyday);
            let deck = builtin(rules.language);
            let (mut g, _) = Leftovers::new(2 + seed as usize % 3, rules, deck, seed).unwrap();
            for ply in 0..400u64 {
                let Some(seat) = g.to_act() else { break };
                let view = g.view_for(seat);
                let legal = g.candidate_moves(seat);
                let mv = EasyBot.choose(
                    &view,
                    &legal,
                    &mut crate::engine::runner::bot_rng(seed, ply),
                );
                match &mv {
                    LeftMove::Word { word } => {
                        assert!(everyday.contains(word), "seed {seed}: {word}");
                        words += 1;
                    }
                    LeftMove::Pass if legal.iter().any(|m| matches!(m, LeftMove::Word { .. })) => {
                        passes_with_words += 1
                    }
                    _ => {}
                }
                g.apply(seat, &mv).unwrap();
            }
        }
        assert!(words > 100, "{words}");
        assert!(
            passes_with_words > 0,
            "no position without an everyday word was met"
        );
    }

    /// The walk changed how Normal searches, not what it plays.
    #[test]
    fn normal_plays_what_it_played_before_the_walk() {
        let mut decisions = 0;
        for seed in 0..6u64 {
            let rules = LeftRules {
                use_or_lose: seed % 2 == 1,
                keep_order: seed % 3 == 2,
                language: if seed == 4 {
                    Language::Spanish
                } else {
                    Language::English
                },
                ..LeftRules::default()
            };
            let players = 2 + (seed as usize % 3);
            let deck = builtin(rules.language);
            let (mut g, _) = Leftovers::new(players, rules, deck, seed).unwrap();
            let mut rng = rng_from_seed(seed);
            for _ in 0..24 {
                let Some(seat) = g.to_act() else { break };
                let view = g.view_for(seat);
                let legal = g.candidate_moves(seat);
                let mv = NormalBot.choose(&view, &legal, &mut rng);
                let old = old_normal(&view).map_or(LeftMove::Pass, |word| LeftMove::Word { word });
                assert_eq!(mv, old, "seed {seed}");
                decisions += 1;
                g.apply(seat, &mv).unwrap();
            }
        }
        assert!(decisions > 100);
    }

    /// In challenge mode each computer judges the laid word by its vocabulary, from its
    /// own view and its own draw: the answer is the same when every card it cannot see
    /// (the other hands, the pile) is dealt otherwise; easy refuses some real words that
    /// strong never refuses, and the laid words of the bluffing seat are caught by
    /// strong every time.
    #[test]
    fn judging_follows_the_vocabulary_and_never_looks_at_other_cards() {
        use crate::games::TableGame;
        let (mut asked, mut easy_refused_real, mut normal_words) = (0, 0, 0);
        for seed in 0..6u64 {
            let rules = LeftRules {
                word_check: crate::engine::WordCheck::Challenge,
                ..LeftRules::default()
            };
            let deck = builtin(rules.language);
            let (mut g, _) = Leftovers::new(3, rules, deck, seed).unwrap();
            for ply in 0..200u64 {
                let Some(seat) = g.to_act() else { break };
                let legal = g.candidate_moves(seat);
                let view = g.view_for(seat);
                let mut rng = crate::engine::runner::bot_rng(seed, ply);
                if let Some(laid) = g.laid_word() {
                    asked += 1;
                    let mut other = g.clone();
                    other.scramble_hidden(Some(seat), &mut rng_from_seed(seed ^ ply));
                    for level in [BotLevel::Easy, BotLevel::Normal, BotLevel::Strong] {
                        let mut bot = bot_for(level);
                        let a = bot.choose(&view, &legal, &mut rng.clone());
                        let b = bot.choose(&other.view_for(seat), &legal, &mut rng.clone());
                        assert_eq!(a, b, "seed {seed} ply {ply} {level:?}");
                        let refuses = Leftovers::refuses_word(&a);
                        if level == BotLevel::Strong {
                            assert_eq!(refuses, !laid.real, "{}", laid.word);
                        }
                        if level == BotLevel::Easy && laid.real && refuses {
                            easy_refused_real += 1;
                        }
                    }
                }
                // Seat 0 bluffs when it can, every time.
                let mv = match Leftovers::bluffs(&view, &legal, 8).pop() {
                    Some(b) if seat == 0 => b,
                    _ => NormalBot.choose(&view, &legal, &mut rng),
                };
                // Normal lays only words of its vocabulary in challenge mode.
                if let (LeftMove::Word { word }, true) = (&mv, seat != 0) {
                    assert!(
                        judge::knows(BotLevel::Normal, view.language, true, word),
                        "{word}"
                    );
                    normal_words += 1;
                }
                g.apply(seat, &mv).unwrap();
            }
        }
        assert!(asked > 40, "{asked}");
        assert!(easy_refused_real > 0);
        assert!(normal_words > 20, "{normal_words}");
    }

    /// The candidates' replies are weighed on the cores at once: a seeded game with
    /// strong seats plays the same moves at 1, 2 and 3 threads.
    #[test]
    fn a_strong_game_is_the_same_at_every_thread_count() {
        use crate::engine::runner::same_moves_at_every_thread_count;
        for seed in [1, 5] {
            let game = || {
                let rules = LeftRules::default();
                let deck = builtin(rules.language);
                Leftovers::new(3, rules, deck, seed).unwrap().0
            };
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
