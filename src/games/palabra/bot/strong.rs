//! The thinker. It sees only its view: the unseen cards are the deck less its hand,
//! the table and the jokers the score pad shows were played. Each play is worth its
//! points, plus what the cards it keeps are worth, less what the next player could take
//! from it with a shave or a joker, judged over `strong_budget` hands dealt to that
//! player from the unseen cards (seeded from the decision's rng, so games replay).
//! While the draw pile is long, what the kept cards are worth is looked ahead (see
//! `ahead`): its best next play over one refill per 8 of the budget.

use super::{ahead, judge, pick_legal};
use crate::engine::{Bot, GameRng, SeatId};
use crate::games::palabra::cards::{Card, CardKind, Colors, game_deck, is_vowel};
use crate::games::palabra::search::{cards_of, quick_points};
use crate::games::palabra::state::{Entry, Palabra, PalabraMove, Phase};
use crate::games::palabra::table::{HAND_SIZE, PlayKind, penalty};
use crate::games::palabra::view::PalabraView;
use rand::Rng;

#[derive(Clone, Copy, Debug, Default)]
pub struct StrongBot;

/// What the seat can work out about the cards it cannot see.
struct Unseen {
    /// Possible hands of the next player, one per iteration of the budget.
    samples: Vec<Vec<Card>>,
    /// The share of vowels among the unseen cards (what a refill brings).
    vowel_share: f64,
    /// Cards this seat might draw, one refill per look ahead (the same for every play
    /// weighed, so plays are compared on the same luck).
    refills: Vec<Vec<Card>>,
}

impl Unseen {
    fn read(view: &PalabraView, rng: &mut GameRng) -> Unseen {
        let r = &view.rules;
        let mut seen: Vec<usize> = view.hand.iter().map(|c| c.id).collect();
        let mut jokers_on_table = 0;
        for w in view.table.iter().flatten() {
            seen.extend(w.cards.iter().map(|p| p.card.id));
            seen.extend(w.lying.iter().map(|c| c.id));
            jokers_on_table += w.lying.iter().filter(|c| c.is_joker()).count();
        }
        // Every joker played is on the score pad; those not lying on a word are gone.
        let played: usize = view
            .ledger
            .iter()
            .flatten()
            .filter(|e| matches!(e.entry, Entry::Jokered { .. }))
            .count();
        let mut gone_jokers = played.saturating_sub(jokers_on_table);
        // Every card not in its hand nor on the table, less the jokers known to be gone.
        let mut pool = Vec::new();
        for c in game_deck(r.two_decks, !r.eliminate_high_score) {
            if seen.contains(&c.id) {
                continue;
            }
            if c.is_joker() && gone_jokers > 0 {
                gone_jokers -= 1;
                continue;
            }
            pool.push(c);
        }
        let vowels = pool.iter().filter(|c| c.is_vowelish()).count();
        let vowel_share = vowels as f64 / pool.len().max(1) as f64;
        let next = (view.seat + 1) % view.players.max(1);
        let n_next = view
            .hand_counts
            .get(next)
            .copied()
            .unwrap_or(0)
            .min(pool.len());
        let budget = r.strong_budget.max(1) as usize;
        let looks = ahead::refill_count(r.strong_budget);
        let mut deal = pool;
        let refills = (0..looks)
            .map(|_| {
                let n = HAND_SIZE.min(deal.len());
                for i in 0..n {
                    let j = rng.random_range(i..deal.len());
                    deal.swap(i, j);
                }
                deal[..n].to_vec()
            })
            .collect();
        let samples = (0..budget)
            .map(|_| {
                for i in 0..n_next {
                    let j = rng.random_range(i..deal.len());
                    deal.swap(i, j);
                }
                deal[..n_next].to_vec()
            })
            .collect();
        Unseen {
            samples,
            vowel_share,
            refills,
        }
    }
}

/// How good a letter is to hold, next to an average card (a Scrabble player's leave).
fn letter_quality(l: char) -> f64 {
    match l {
        'S' => 3.0,
        'E' => 2.5,
        'R' => 2.0,
        'A' | 'T' | 'N' => 1.5,
        'I' | 'O' | 'L' | 'D' => 1.0,
        'C' | 'M' | 'P' | 'H' | 'Y' => 0.5,
        'G' | 'B' => 0.0,
        'U' | 'F' => -0.5,
        'W' | 'X' => -1.0,
        'K' => -1.5,
        'V' | 'Z' => -2.0,
        'J' => -3.0,
        'Q' => -5.0,
        _ => 0.0,
    }
}

/// What the cards kept are worth for the plays to come (0 = an average hand). At the
/// end, with nothing left to draw, they are only the penalty they would cost.
fn leave_value(kept: &[Card], view: &PalabraView, u: &Unseen) -> f64 {
    let pen = f64::from(penalty(kept, view.rules.penalty_color_lock));
    if view.draw_count == 0 {
        return -pen - 2.0 * kept.len() as f64;
    }
    let mut v = 0.0;
    let mut counts = [0u8; 26];
    let mut vowels = 0.0;
    for c in kept {
        v += match c.kind {
            CardKind::Wild => 9.0,
            CardKind::Vowel => 5.0,
            CardKind::Joker => 0.0,
            CardKind::Letter(l) => {
                counts[(l as u8 - b'A') as usize % 26] += 1;
                letter_quality(l)
            }
        };
        if c.letter().is_some() && c.stars > 1 {
            v += if c.stars >= 3 { 5.0 } else { 3.0 };
        }
        vowels += match c.kind {
            CardKind::Letter(l) if is_vowel(l) && l != 'Y' => 1.0,
            CardKind::Vowel => 1.0,
            CardKind::Wild => 0.5,
            _ => 0.0,
        };
    }
    v -= counts
        .iter()
        .map(|&n| f64::from(n.saturating_sub(1)))
        .sum::<f64>()
        * 2.0;
    let usable = kept.iter().filter(|c| !c.is_joker()).count();
    let refill = HAND_SIZE.saturating_sub(kept.len()).min(view.draw_count) as f64;
    let expected = vowels + refill * u.vowel_share;
    let want = (usable as f64 + refill) * 0.4;
    v -= 2.5 * ((expected - want).abs() - 0.7).max(0.0);
    // Near the end, what is kept may be left in hand.
    let late = (1.0 - view.draw_count as f64 / 14.0).max(0.0);
    v - late * 0.5 * pen
}

/// The share of a point the other seats gain matters against this seat: all of it with
/// two players, less when it is split among several rivals.
fn rival_share(players: usize) -> f64 {
    if players <= 2 {
        1.0
    } else {
        1.0 / (players - 1) as f64
    }
}

/// A word as the next player will find it: letters with their face values, its lock,
/// its multiplier and what it counts.
struct Laid {
    letters: Vec<(char, i32)>,
    lock: Colors,
    mult: i32,
    value: i32,
    shavable: bool,
}

fn laid(view: &PalabraView, mv: &PalabraMove) -> Option<Laid> {
    let cx = view.ctx();
    let plan = match mv {
        PalabraMove::Word {
            before,
            after,
            build_on,
        } => cx
            .plan_line(PlayKind::Word, before, after, *build_on)
            .ok()?,
        PalabraMove::Straight {
            before,
            after,
            build_on,
        } => cx
            .plan_line(PlayKind::Straight, before, after, *build_on)
            .ok()?,
        PalabraMove::Flush { cards } => cx.plan_flush(cards).ok()?,
        _ => return None,
    };
    Some(Laid {
        letters: plan
            .placed
            .iter()
            .map(|p| (p.letter, p.card.value))
            .collect(),
        lock: plan.score.lock,
        mult: plan.score.stars.iter().product::<i32>() * plan.score.lock_mult,
        value: plan.score.total,
        shavable: plan.kind != PlayKind::Flush,
    })
}

/// The best shave `hand` makes on `w`: each letter once, the dearest letters first.
fn shave_points(w: &Laid, hand: &[Card]) -> i32 {
    let mut order: Vec<usize> = (0..w.letters.len()).collect();
    order.sort_by_key(|&i| -w.letters[i].1);
    let mut used = [false; 16];
    let mut points = 0;
    for i in order {
        let (l, value) = w.letters[i];
        let hit = hand.iter().enumerate().position(|(j, c)| {
            j < used.len()
                && !used[j]
                && c.letter() == Some(l)
                && (w.lock.is_empty() || c.colors.meets(w.lock))
        });
        if let Some(j) = hit {
            used[j] = true;
            points += value * w.mult;
        }
    }
    points
}

/// What the next player is expected to take from this word before this seat's next
/// turn, in this seat's terms: a shave (their gain counts too) or a joker (as the
/// expert plays them: on the best word, if worth it).
fn threat(view: &PalabraView, w: &Laid, build_on: Option<SeatId>, u: &Unseen) -> f64 {
    let next = (view.seat + 1) % view.players.max(1);
    if view.skip_next.get(next).copied().unwrap_or(false) || u.samples.is_empty() {
        return 0.0;
    }
    // The other words the next player could joker instead.
    let rival_best = view
        .table
        .iter()
        .enumerate()
        .filter(|&(s, _)| s != next && s != view.seat && Some(s) != build_on)
        .filter_map(|(_, t)| t.as_ref().map(|t| t.value()))
        .max()
        .unwrap_or(0);
    let joker_min = if view.draw_count < 20 { 15 } else { 30 };
    let gain = 1.0 + rival_share(view.players);
    let mut total = 0.0;
    for hand in &u.samples {
        let shave = if w.shavable { shave_points(w, hand) } else { 0 };
        let joker = hand.iter().any(Card::is_joker)
            && w.value >= joker_min
            && w.value >= rival_best
            && w.value > shave;
        total += if joker {
            f64::from(w.value)
        } else {
            f64::from(shave) * gain
        };
    }
    total / u.samples.len() as f64
}

fn without(hand: &[Card], used: &[usize]) -> Vec<Card> {
    hand.iter()
        .filter(|c| !used.contains(&c.id))
        .copied()
        .collect()
}

fn pre_play(view: &PalabraView, legal: &[PalabraMove], u: &Unseen) -> PalabraMove {
    let base = leave_value(&view.hand, view, u);
    let share = rival_share(view.players);
    let mut best = (0.0, PalabraMove::SkipPrePlay);
    for mv in legal {
        let Some(p) = quick_points(view, mv) else {
            continue;
        };
        let worth = match mv {
            PalabraMove::Shave { .. } => {
                let kept = without(&view.hand, &cards_of(mv));
                f64::from(p) * (1.0 + share) + leave_value(&kept, view, u) - base
            }
            // A joker waits for a word worth it (as the expert's does). Tried: holding it
            // back for bigger words still lost more games than it won.
            PalabraMove::Joker { targets } => {
                let min = if view.draw_count < 20 { 15 } else { 30 };
                if p < min * targets.len() as i32 {
                    continue;
                }
                f64::from(p) * share.max(0.6)
            }
            _ => continue,
        };
        if worth > best.0 {
            best = (worth, mv.clone());
        }
    }
    pick_legal(best.1, legal)
}

fn play(view: &PalabraView, legal: &[PalabraMove], u: &Unseen) -> PalabraMove {
    let last = view.draw_count == 0;
    let others: usize = view
        .hand_counts
        .iter()
        .enumerate()
        .filter(|&(s, _)| s != view.seat)
        .map(|(_, n)| n)
        .sum();
    let mut scored: Vec<(f64, &PalabraMove)> = Vec::with_capacity(legal.len());
    for mv in legal {
        let used = cards_of(mv);
        let kept = without(&view.hand, &used);
        let leave = leave_value(&kept, view, u);
        let v = match mv {
            PalabraMove::Pass => leave,
            // An exchange scores nothing now but brings new cards.
            PalabraMove::Exchange { .. } => leave - 2.0,
            _ => {
                let Some(p) = quick_points(view, mv) else {
                    continue;
                };
                let out = last && kept.is_empty();
                if out && !matches!(mv, PalabraMove::Vowels { .. }) {
                    // Going out ends the game: the play counts again and the others
                    // keep their penalties.
                    let fm = f64::from(view.rules.final_multiplier);
                    f64::from(p) * fm + 100.0 + others as f64 * 3.0
                } else {
                    f64::from(p) + leave
                }
            }
        };
        scored.push((v, mv));
    }
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    if view.draw_count >= ahead::MIN_DRAW {
        ahead::rerank(view, &mut scored, &u.refills);
    }
    // Only the most promising plays are weighed against the next player's hands.
    let mut best: Option<(f64, &PalabraMove)> = None;
    for &(v, mv) in scored.iter().take(16) {
        let build_on = match mv {
            PalabraMove::Word { build_on, .. } | PalabraMove::Straight { build_on, .. } => {
                *build_on
            }
            _ => None,
        };
        let risk = match laid(view, mv) {
            Some(w) if !(last && cards_of(mv).len() == view.hand.len()) => {
                threat(view, &w, build_on, u)
            }
            _ => 0.0,
        };
        let v = v - risk;
        if best.is_none_or(|b| v > b.0) {
            best = Some((v, mv));
        }
    }
    match best {
        Some((_, mv)) => mv.clone(),
        None => pick_legal(PalabraMove::Pass, legal),
    }
}

impl Bot<Palabra> for StrongBot {
    fn choose(
        &mut self,
        view: &PalabraView,
        legal: &[PalabraMove],
        rng: &mut GameRng,
    ) -> PalabraMove {
        if let Some(m) = judge(view, crate::engine::BotLevel::Strong, rng) {
            return pick_legal(m, legal);
        }
        let u = Unseen::read(view, rng);
        match view.phase {
            Phase::PrePlay => pre_play(view, legal, &u),
            Phase::Play => play(view, legal, &u),
            _ => pick_legal(PalabraMove::Pass, legal),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::BotLevel;
    use crate::engine::runner::same_moves_at_every_thread_count;
    use crate::games::palabra::bot_for;
    use crate::games::palabra::config::PalabraRules;
    use crate::games::palabra::state::Palabra;

    /// The look ahead's refills are searched on the cores at once: a seeded game with a
    /// strong seat plays the same moves at 1, 2 and 3 threads.
    #[test]
    fn a_strong_game_is_the_same_at_every_thread_count() {
        let rules = PalabraRules {
            strong_budget: 32,
            ..PalabraRules::default()
        };
        let seed = 3;
        let game = || Palabra::new(2, rules.clone(), seed).unwrap();
        let bots = || vec![bot_for(BotLevel::Strong), bot_for(BotLevel::Normal)];
        same_moves_at_every_thread_count(game, bots, seed);
    }
}
