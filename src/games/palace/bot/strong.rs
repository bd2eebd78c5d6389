//! The strong computer player's card play once the draw pile is gone: determinized
//! Monte Carlo from its own view. It deals the cards it cannot see at random among the places it cannot see (other
//! hands less the cards it saw them pick up, every face-down card, its own too, and the
//! draw pile), plays each candidate on that deal and the game out (normal players in
//! the other seats, its own `strong_play` in its seat), and keeps the candidate with the best mean result. Others' chance of
//! passing a challenge is guessed from their public tallies. The search is a fixed
//! number of playouts (`strong_budget`) drawn from the decision's seeded RNG, so a
//! seed replays the same game; the playouts share the cores, and the choice is the
//! same whatever the thread count.

use super::{all_of, next_in_game, normal_play, play_rank, special_cost};
use crate::engine::{BotLevel, GameRng, SeatId, rng_from_seed};
use crate::games::palace::config::{PalaceRules, Power};
use crate::games::palace::determinize::Unseen;
use crate::games::palace::lang::Challenges;
use crate::games::palace::state::{Palace, PalaceMove, Phase, Step};
use crate::games::palace::view::PalaceView;
use rand::Rng;

/// Fewest sampled deals per decision, whatever the budget.
const MIN_SAMPLES: usize = 2;
/// A playout longer than this is broken off (it scores as not won).
const MAX_PLAYOUT_PLIES: usize = 5_000;
/// How many standard errors a candidate must gain over normal's choice to replace it.
const CAUTION: f64 = 0.5;
/// How many challenges' worth of belief the guessed success rate starts with.
const PRIOR_WEIGHT: f64 = 10.0;

/// The strong player's card play, or None to play as normal (one sensible move, a
/// challenge step, a view no deal fits).
pub(super) fn choose(
    view: &PalaceView,
    legal: &[PalaceMove],
    rng: &mut GameRng,
) -> Option<PalaceMove> {
    // While the draw pile lasts, a hand refills whatever is played: the choices that
    // decide the game (spending a 10 or a 2 for tempo, blocking) come once it is gone,
    // and there the playouts are short enough to be many. (Searching there too, with a
    // quarter of the budget, was tried: it won no more at 4 seats.)
    if view.draw_count > 0
        || !matches!(view.phase, Phase::Play | Phase::PairCard | Phase::StuckFree)
    {
        return None;
    }
    let candidates = candidates(view, legal);
    if candidates.len() <= 1 {
        return None;
    }
    search(view, &candidates, rng)
}

/// Which specials the strong player spends first when nothing plain goes: the powers
/// that do nothing for their player (a 7 only makes the next player do a challenge; a
/// lower-than card only binds the next one), then a reset (a 2: the pile starts
/// again and, its challenge passed, one more card goes), and last the cards that clear
/// the pile and play again (a 10), which save the most when kept. Measured over 30,000
/// games a seat count with no search (one such seat among normal ones, issue 22): 35.1 %
/// against normal's 33.3 % at 3 seats, 17.9 % against 16.5 % at 6, as good at 4 and 8.
fn strong_cost(p: Power) -> u8 {
    match p {
        Power::Plain => 0,
        Power::LowerThan | Power::HigherOrLower => 1,
        Power::Reset | Power::ResetWithCard => 2,
        Power::Burn | Power::ClearAfterChallenges => 3,
    }
}

/// The strong player's own card play wherever it does not search (while the draw pile
/// lasts, a single sensible move) and in its playouts: as normal's, except that when
/// only special cards go it spends them in `strong_cost`'s order and one card at a
/// time (two 10s played together clear the pile once; kept, the second clears it
/// again later).
pub(super) fn strong_play(
    rules: &PalaceRules,
    phase: Phase,
    legal: &[PalaceMove],
    block: bool,
) -> PalaceMove {
    let plain_goes = legal
        .iter()
        .filter_map(play_rank)
        .any(|r| !rules.is_special(r));
    let skip = legal.contains(&PalaceMove::Skip);
    if plain_goes || (phase == Phase::StuckFree && skip) {
        return normal_play(rules, phase, legal, block);
    }
    // Only specials go: the legal moves list one card of a rank before two.
    legal
        .iter()
        .filter(|m| play_rank(m).is_some())
        .min_by_key(|m| {
            let r = play_rank(m).unwrap_or(0);
            (strong_cost(rules.power(r)), special_cost(rules.power(r)), r)
        })
        .cloned()
        .unwrap_or_else(|| normal_play(rules, phase, legal, block))
}

/// Every rank that may go (all its cards, as normal plays them, and one special card
/// alone) and skipping when allowed; the strong player's own choice first, so it wins
/// ties.
fn candidates(view: &PalaceView, legal: &[PalaceMove]) -> Vec<PalaceMove> {
    let block = view.draw_count == 0 && view.cards_left(next_in_game(view)) <= 3;
    let mut out = vec![strong_play(&view.rules, view.phase, legal, block)];
    let mut ranks: Vec<u8> = legal.iter().filter_map(play_rank).collect();
    ranks.dedup();
    let singles = ranks
        .iter()
        .filter(|r| view.rules.is_special(**r))
        .filter_map(|r| legal.iter().find(|m| play_rank(m) == Some(*r)).cloned())
        .collect::<Vec<_>>();
    for mv in ranks
        .into_iter()
        .filter_map(|r| all_of(legal, r))
        .chain(singles)
        .chain(legal.iter().find(|m| **m == PalaceMove::Skip).cloned())
    {
        if !out.contains(&mv) {
            out.push(mv);
        }
    }
    out
}

/// Percent chance each seat passes a challenge in the playouts: its own level's for
/// this seat; for others, their tally seen so far, starting from a normal player's.
fn pass_rates(view: &PalaceView) -> Vec<u8> {
    let prior = f64::from(view.rules.success_percent(BotLevel::Normal));
    (0..view.players)
        .map(|s| {
            if s == view.seat {
                return view.rules.success_percent(BotLevel::Strong);
            }
            let (tried, passed) = view.tallies[s].total();
            let rate = (f64::from(passed) * 100.0 + prior * PRIOR_WEIGHT)
                / (f64::from(tried) + PRIOR_WEIGHT);
            rate.round().clamp(0.0, 100.0) as u8
        })
        .collect()
}

/// The candidate that beats normal's choice by the widest sure margin: the mean gain
/// over the sampled deals less `CAUTION` standard errors (the deals are shared, so the
/// gain is measured deal by deal). Nothing sure: normal's choice.
fn search(view: &PalaceView, candidates: &[PalaceMove], rng: &mut GameRng) -> Option<PalaceMove> {
    let budget = view.rules.strong_budget as usize;
    let samples = (budget / candidates.len()).max(MIN_SAMPLES);
    let unseen = Unseen::from_view(view);
    let rates = pass_rates(view);
    // Any challenge of the practised language stands for all in the playouts.
    let stand_in = Challenges::embedded(view.rules.practised)
        .draw(view.rules.level.level(), false, 1, rng)
        .pop()?;
    // The deals are drawn first, in order, from the decision's RNG; the playouts then
    // share the cores (each depends only on its deal), so the choice is the same
    // whatever the thread count.
    let mut deals = Vec::with_capacity(samples);
    for _ in 0..samples {
        let deal = unseen.sample(view, rng)?;
        let base = Palace::for_playout(view, deal, rng.random(), stand_in.clone())?;
        // One deal and one stream of luck for every candidate: they are compared on
        // the same cards and the same challenge results.
        let luck: u64 = rng.random();
        deals.push((base, luck));
    }
    let results = crate::engine::par_map(samples, |k| {
        let (base, luck) = &deals[k];
        candidates
            .iter()
            .map(|mv| playout(base.clone(), view.seat, mv, &rates, *luck))
            .collect::<Vec<f64>>()
    });
    let mut values = vec![Vec::with_capacity(samples); candidates.len()];
    for row in results {
        for (i, v) in row.into_iter().enumerate() {
            values[i].push(v);
        }
    }
    let n = samples as f64;
    let mut best = (0.0, 0);
    for (i, vals) in values.iter().enumerate().skip(1) {
        let gains: Vec<f64> = vals.iter().zip(&values[0]).map(|(a, b)| a - b).collect();
        let mean = gains.iter().sum::<f64>() / n;
        let var = gains.iter().map(|g| (g - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
        let sure = mean - CAUTION * (var / n).sqrt();
        if sure > best.0 {
            best = (sure, i);
        }
    }
    Some(candidates[best.1].clone())
}

/// Plays `mv` for `me`, then the game to its end (`policy`); `me`'s share of
/// the place points (1 for a win when the game stops at the first out).
fn playout(mut game: Palace, me: SeatId, mv: &PalaceMove, rates: &[u8], luck: u64) -> f64 {
    let mut rng = rng_from_seed(luck);
    let mut ev = Vec::new();
    if game.apply_move(me, mv, &mut ev).is_err() {
        return 0.0;
    }
    let mut plies = 0;
    while let Some(seat) = crate::engine::Rules::to_act(&game) {
        if plies >= MAX_PLAYOUT_PLIES {
            return 0.0;
        }
        let Some(mv) = policy(&game, seat, me, rates, &mut rng) else {
            return 0.0;
        };
        ev.clear();
        // The state is changed in place: a refused move ends the playout.
        if game.apply_move(seat, &mv, &mut ev).is_err() {
            return 0.0;
        }
        plies += 1;
    }
    let totals = crate::engine::Rules::totals(&game);
    let best = (game.players - 1).max(1) as f64;
    f64::from(totals.get(me).copied().unwrap_or(0)) / best
}

/// A normal player's move read straight from the state (no view is built: playouts
/// are the strong player's whole cost), and for `me` the strong player's own play
/// (`strong_play`). Which challenge is given does not change a computer's chance, so
/// the first is given.
fn policy(
    game: &Palace,
    seat: SeatId,
    me: SeatId,
    rates: &[u8],
    rng: &mut GameRng,
) -> Option<PalaceMove> {
    match game.phase {
        Phase::Over => None,
        Phase::Challenge => Some(match &game.pending.as_ref()?.step {
            Step::Choose { .. } => PalaceMove::Give { pick: 0 },
            Step::Answer { .. } => PalaceMove::Attempt {
                passed: rng.random_range(0..100u8) < rates[seat],
            },
            Step::Vote { .. } => PalaceMove::Vote { accept: true },
        }),
        Phase::FourTargets { .. } => game
            .others(seat, true)
            .into_iter()
            .min_by_key(|s| game.cards_left(*s))
            .map(|s| PalaceMove::Target { seat: s }),
        Phase::Play | Phase::PairCard | Phase::StuckFree => {
            let legal = game.play_moves(seat);
            let first = legal.first()?;
            if matches!(first, PalaceMove::Blind { .. }) {
                // The face-down cards are a random guess already.
                return Some(first.clone());
            }
            let block = game.draw.is_empty() && game.cards_left(game.next_in_game(seat)) <= 3;
            Some(if seat == me {
                strong_play(&game.rules, game.phase, &legal, block)
            } else {
                normal_play(&game.rules, game.phase, &legal, block)
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::bot_for;
    use crate::engine::{BotLevel, Rules, rng_from_seed};
    use crate::games::palace::cards::{Card, Suit};
    use crate::games::palace::state::{Need, Palace, PalaceMove};

    /// A 4 and a 10 left, no draw pile, the next player on one card: normal blocks with
    /// the 4 (its highest plain card) and the next player may go out; the 10 clears the
    /// pile after the others' challenges and its player plays again, the 4, and is out.
    #[test]
    fn strong_finds_the_ten_that_wins_where_normal_plays_on() {
        let c = |r, s| Card::new(r, s);
        let mut g = Palace::new(3, Default::default(), 1).unwrap();
        g.set_position(
            vec![
                vec![c(4, Suit::Hearts), c(10, Suit::Hearts)],
                vec![c(13, Suit::Spades)],
                vec![c(12, Suit::Spades), c(5, Suit::Spades)],
            ],
            vec![vec![]; 3],
            vec![vec![]; 3],
            vec![],
            vec![c(3, Suit::Clubs)],
            0,
            Need::AtLeast(3),
        );
        let view = g.view_for(0);
        let legal = g.candidate_moves(0);
        let four = PalaceMove::Play {
            cards: vec![c(4, Suit::Hearts)],
        };
        let ten = PalaceMove::Play {
            cards: vec![c(10, Suit::Hearts)],
        };
        let normal = bot_for(BotLevel::Normal).choose(&view, &legal, &mut rng_from_seed(2));
        assert_eq!(normal, four);
        for seed in 0..4 {
            let strong = bot_for(BotLevel::Strong).choose(&view, &legal, &mut rng_from_seed(seed));
            assert_eq!(strong, ten, "seed {seed}");
        }
    }

    /// While the draw pile lasts (no search), with only special cards that go: normal
    /// spends its 2 first and both 10s together; strong spends the 7 first, then the 2,
    /// and a 10 alone (issue 22).
    #[test]
    fn strong_spends_a_seven_first_and_one_ten_at_a_time() {
        let c = |r, s| Card::new(r, s);
        let play = |cards: Vec<Card>| PalaceMove::Play { cards };
        let cases = [
            (
                vec![c(2, Suit::Hearts), c(7, Suit::Hearts), c(10, Suit::Hearts)],
                play(vec![c(2, Suit::Hearts)]),
                play(vec![c(7, Suit::Hearts)]),
            ),
            (
                vec![c(2, Suit::Hearts), c(10, Suit::Clubs), c(10, Suit::Hearts)],
                play(vec![c(2, Suit::Hearts)]),
                play(vec![c(2, Suit::Hearts)]),
            ),
            (
                vec![c(5, Suit::Hearts), c(10, Suit::Clubs), c(10, Suit::Hearts)],
                play(vec![c(10, Suit::Clubs), c(10, Suit::Hearts)]),
                play(vec![c(10, Suit::Clubs)]),
            ),
        ];
        for (hand, normal_move, strong_move) in cases {
            let mut g = Palace::new(4, Default::default(), 1).expect("a 4-seat game");
            g.set_position(
                vec![
                    hand,
                    vec![c(3, Suit::Spades)],
                    vec![c(4, Suit::Spades)],
                    vec![c(6, Suit::Spades)],
                ],
                vec![vec![]; 4],
                vec![vec![]; 4],
                vec![c(8, Suit::Spades), c(9, Suit::Spades)],
                vec![c(14, Suit::Clubs)],
                0,
                Need::AtLeast(14),
            );
            let view = g.view_for(0);
            let legal = g.candidate_moves(0);
            let mut rng = rng_from_seed(5);
            assert_eq!(
                bot_for(BotLevel::Normal).choose(&view, &legal, &mut rng),
                normal_move
            );
            assert_eq!(
                bot_for(BotLevel::Strong).choose(&view, &legal, &mut rng),
                strong_move
            );
        }
    }

    /// The playouts share the cores: a seeded game with a strong seat plays the same
    /// moves at 1, 2 and 3 threads.
    #[test]
    fn a_strong_game_is_the_same_at_every_thread_count() {
        use crate::engine::runner::same_moves_at_every_thread_count;
        use crate::games::palace::PalaceRules;
        let rules = PalaceRules {
            strong_budget: 120,
            ..PalaceRules::default()
        };
        for seed in [3, 8] {
            let game = || Palace::new(4, rules.clone(), seed).unwrap();
            let bots = || {
                let mut b = vec![bot_for(BotLevel::Strong)];
                b.extend((1..4).map(|_| bot_for(BotLevel::Normal)));
                b
            };
            same_moves_at_every_thread_count(game, bots, seed);
        }
    }
}
