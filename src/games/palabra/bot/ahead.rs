//! The strong player's look ahead at its own next turn. A greedy play can spend the
//! cards that would have made a far bigger word (stars multiply, seven cards add 70), so
//! each of the most promising plays is weighed by what the cards it keeps are likely to
//! score next turn: the kept cards topped up from the unseen cards, as many times as
//! there are refills, and the best play the move search finds in each hand.

use crate::games::palabra::cards::Card;
use crate::games::palabra::search::{cards_of, plays, quick_points};
use crate::games::palabra::state::{PalabraMove, Phase};
use crate::games::palabra::table::HAND_SIZE;
use crate::games::palabra::view::PalabraView;

/// How many different sets of kept cards are looked ahead from, best first.
const KEPT_SETS: usize = 8;
/// What a point expected next turn is worth against a point now: the next turn is not
/// sure (shaves, jokers and the end of the game come between).
const NEXT_TURN_WEIGHT: f64 = 0.7;
/// Below this many cards to draw, the end of the game matters more than the next hand.
pub(super) const MIN_DRAW: usize = 8;
/// Most refills per decision, whatever the budget, to keep a move quick.
const MAX_REFILLS: usize = 64;

/// The refills a budget of `strong_budget` iterations gives: one per 8.
pub fn refill_count(budget: u32) -> usize {
    (budget as usize / 8).clamp(1, MAX_REFILLS)
}

/// The best points this seat can expect at its next turn from `kept`: the mean, over
/// the refills, of the best play in the kept cards plus the refill's first cards.
#[cfg(test)]
pub(super) fn next_turn(view: &PalabraView, kept: &[Card], refills: &[Vec<Card>]) -> f64 {
    next_turns(view, &[kept.to_vec()], refills)[0]
}

/// [`next_turn`] for several sets of kept cards at once: every (set, refill) search
/// shares the cores, and each set's total is summed in refill order, so the numbers
/// are the same whatever the thread count.
fn next_turns(view: &PalabraView, kept_sets: &[Vec<Card>], refills: &[Vec<Card>]) -> Vec<f64> {
    if refills.is_empty() {
        return vec![0.0; kept_sets.len()];
    }
    // The table will have changed by then: only the hand's own plays count.
    let mut base = view.clone();
    base.table = vec![None; view.players];
    base.rejected.clear();
    base.phase = Phase::Play;
    let r = refills.len();
    let best = crate::engine::par_map(kept_sets.len() * r, |k| {
        let kept = &kept_sets[k / r];
        let need = HAND_SIZE.saturating_sub(kept.len()).min(view.draw_count);
        let mut v = base.clone();
        v.draw_count = view.draw_count - need;
        v.hand.clear();
        v.hand.extend_from_slice(kept);
        v.hand.extend(refills[k % r].iter().take(need).copied());
        plays(&v)
            .iter()
            .filter_map(|m| quick_points(&v, m))
            .max()
            .unwrap_or(0)
    });
    best.chunks(r)
        .map(|c| f64::from(c.iter().sum::<i32>()) / r as f64)
        .collect()
}

/// Re-values the best plays of `scored` (sorted best first) as their points now plus the
/// weighed next turn, keeps only those and sorts them again. Plays that keep the same
/// cards (anagrams, another card for one letter) share one look ahead.
pub(super) fn rerank(
    view: &PalabraView,
    scored: &mut Vec<(f64, &PalabraMove)>,
    refills: &[Vec<Card>],
) {
    // First the kept sets to look ahead from (the plays' order, at most KEPT_SETS),
    // then all their looks at once.
    let mut keys: Vec<Vec<usize>> = Vec::new();
    let mut sets: Vec<Vec<Card>> = Vec::new();
    let mut which: Vec<usize> = Vec::new();
    for (_, mv) in scored.iter() {
        let used = cards_of(mv);
        let kept: Vec<Card> = view
            .hand
            .iter()
            .filter(|c| !used.contains(&c.id))
            .copied()
            .collect();
        let mut key: Vec<usize> = kept.iter().map(|c| c.id).collect();
        key.sort_unstable();
        let at = match keys.iter().position(|k| *k == key) {
            Some(at) => at,
            None if keys.len() == KEPT_SETS => break,
            None => {
                keys.push(key);
                sets.push(kept);
                keys.len() - 1
            }
        };
        which.push(at);
    }
    let looks = next_turns(view, &sets, refills);
    let mut weighed = 0;
    for ((value, mv), at) in scored.iter_mut().zip(which) {
        let next = looks[at];
        // A pass or an exchange scores nothing now; the exchange's gain is its refill.
        let now = match mv {
            PalabraMove::Pass | PalabraMove::Exchange { .. } => 0.0,
            _ => f64::from(quick_points(view, mv).unwrap_or(0)),
        };
        *value = now + NEXT_TURN_WEIGHT * next;
        weighed += 1;
    }
    scored.truncate(weighed);
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;
    use crate::games::palabra::cards::{CardKind, Colors};
    use crate::games::palabra::config::PalabraRules;
    use crate::games::palabra::state::Palabra;
    use crate::games::palabra::table::ALL_SEVEN_BONUS;

    /// Plain one-point letter cards (no stars; colors vary so no word is locked).
    fn cards(letters: &str, first_id: usize) -> Vec<Card> {
        letters
            .chars()
            .enumerate()
            .map(|(i, l)| Card {
                id: first_id + i,
                kind: CardKind::Letter(l),
                value: 1,
                stars: 0,
                colors: Colors(1 << (i % 4)),
            })
            .collect()
    }

    fn view_with(hand: Vec<Card>) -> PalabraView {
        let g = Palabra::new(2, PalabraRules::default(), 7).expect("a two-seat game");
        let seat = g.to_act().expect("someone starts");
        let mut v = g.view_for(seat);
        v.hand = hand;
        v.draw_count = 40;
        v.phase = Phase::Play;
        v
    }

    fn word(hand: &[Card], letters: &str) -> PalabraMove {
        let mut free: Vec<&Card> = hand.iter().collect();
        let after = letters
            .chars()
            .map(|l| {
                let i = free
                    .iter()
                    .position(|c| c.letter() == Some(l))
                    .expect("in hand");
                (free.remove(i).id, l)
            })
            .collect();
        PalabraMove::Word {
            before: Vec::new(),
            after,
            build_on: None,
        }
    }

    #[test]
    fn the_budget_sets_the_refills_within_bounds() {
        assert_eq!(refill_count(1), 1);
        assert_eq!(refill_count(96), 12);
        assert_eq!(refill_count(10_000), MAX_REFILLS);
    }

    #[test]
    fn a_refill_can_complete_the_seven_card_bonus() {
        let retain = cards("RETAIN", 0);
        let v = view_with(retain.clone());
        // One card to draw: an S makes RETAINS (or STAINER...), all seven cards.
        let s = vec![cards("SQZJXVK", 50)];
        assert!(next_turn(&v, &retain, &s) >= f64::from(ALL_SEVEN_BONUS + 7));
        // A refill with no S and only three kept cards gives no bonus.
        let junk = vec![cards("QZJXVKW", 50)];
        let ret = cards("RET", 0);
        assert!(next_turn(&v, &ret, &junk) < f64::from(ALL_SEVEN_BONUS));
    }

    #[test]
    fn a_small_play_that_keeps_a_bonus_hand_beats_a_bigger_one_now() {
        let hand = cards("RETAINO", 0);
        let v = view_with(hand.clone());
        let refills = vec![cards("SQZJXVK", 50)];
        // ORIENT scores 6 now and keeps an A; O scores 1 and keeps RETAIN for RETAINS.
        let orient = word(&hand, "ORIENT");
        let o = word(&hand, "O");
        let now = |mv: &PalabraMove| f64::from(quick_points(&v, mv).expect("a play"));
        assert!(now(&orient) > now(&o));
        let mut scored = vec![(now(&orient), &orient), (now(&o), &o)];
        rerank(&v, &mut scored, &refills);
        assert_eq!(scored[0].1, &o, "{scored:?}");
        assert!(scored[0].0 > scored[1].0);
    }
}
