//! Property tests over many seeded Leftovers games between computer players: every card
//! accounted for, every table word valid (strict mode), scores equal to the cards taken
//! (or the Use-or-Lose words), and bots that decide from their own view only.

use naipes::engine::runner::play_out;
use naipes::engine::{Bot, BotLevel, Rules, rng_from_seed};
use naipes::games::leftovers::{
    Card, LeftEvent, LeftMove, LeftRules, Leftovers, Phase, bot_for, builtin,
};
use naipes::lexicon::{Language, WordList, table::table_for};

fn points(cards: &[Card]) -> i32 {
    cards.iter().map(|c| i32::from(c.value)).sum()
}

/// Plays one game, checking every invariant after every move. Returns the plies.
fn checked_game(players: usize, rules: LeftRules, levels: &[BotLevel], seed: u64) -> u64 {
    let deck = builtin(rules.language);
    let all = {
        let mut v = deck.cards();
        v.sort_unstable();
        v
    };
    let lex = table_for(rules.language, rules.dictionary);
    let uol = rules.use_or_lose;
    let (mut game, _) = Leftovers::new(players, rules, deck, seed).expect("game");
    let mut bots: Vec<Box<dyn Bot<Leftovers>>> = (0..players)
        .map(|s| bot_for(levels[s % levels.len()]))
        .collect();
    let mut scored = vec![0i32; players];
    let mut plies = 0;
    let outcome = play_out(&mut game, &mut bots, seed, 5_000, |step| {
        plies += 1;
        let state = step.state;
        assert_eq!(
            state.all_cards(),
            all,
            "cards lost or made up at ply {}",
            step.ply
        );
        for s in 0..players {
            assert!(state.hand(s).len() <= 10);
        }
        let table: String = state.table().iter().map(|c| c.letter).collect();
        if !table.is_empty() {
            assert!(table.chars().count() >= 3);
            assert!(lex.contains(&table), "{table} is on the table");
        }
        for e in step.events {
            match e {
                LeftEvent::Took {
                    seat,
                    cards,
                    points: p,
                } => {
                    assert_eq!(*p, if uol { 0 } else { points(cards) });
                    scored[*seat] += p;
                }
                LeftEvent::Opened {
                    seat, score, cards, ..
                } => {
                    assert!(!uol || *score == points(cards));
                    scored[*seat] += score;
                }
                LeftEvent::Remade {
                    seat,
                    score,
                    from_hand,
                    from_table,
                    leftovers,
                    ..
                } => {
                    assert!(!from_hand.is_empty() && from_table.len() >= 2);
                    let want = points(from_hand) + points(from_table) - points(leftovers);
                    assert_eq!(*score, if uol { want } else { 0 });
                    scored[*seat] += score;
                }
                _ => {}
            }
        }
        assert_eq!(state.totals(), scored, "totals = the scored events");
        if !uol {
            let taken: Vec<i32> = (0..players).map(|s| points(state.taken(s))).collect();
            assert_eq!(state.totals(), taken, "totals = the cards taken");
        }
    })
    .expect("the game ends");
    let best = outcome.totals.iter().max().copied().unwrap_or(0);
    assert!(outcome.winners.iter().all(|&w| outcome.totals[w] == best));
    assert_eq!(game.phase(), Phase::GameOver);
    plies
}

fn everyday(language: Language, uol: bool, keep_order: bool) -> LeftRules {
    LeftRules {
        dictionary: WordList::Everyday,
        language,
        use_or_lose: uol,
        keep_order,
        ..LeftRules::default()
    }
}

#[test]
fn thousands_of_random_games_keep_every_invariant() {
    // Everyday words keep the games short enough for a debug build.
    let mut plies = 0;
    for seed in 0..1200u64 {
        let players = 2 + (seed % 5) as usize;
        let rules = everyday(
            if seed % 4 == 3 {
                Language::Spanish
            } else {
                Language::English
            },
            seed % 3 == 1,
            seed % 5 == 2,
        );
        plies += checked_game(players, rules, &[BotLevel::Random], seed);
    }
    assert!(plies > 10_000, "{plies}");
}

#[test]
fn games_between_levels_keep_every_invariant() {
    for seed in 0..12u64 {
        let levels = [BotLevel::Easy, BotLevel::Normal, BotLevel::Strong];
        let rules = everyday(Language::English, seed % 2 == 0, seed % 3 == 0);
        checked_game(2 + (seed % 3) as usize, rules, &levels, 9_000 + seed);
    }
    // And two with the full dictionary.
    for seed in 0..1u64 {
        checked_game(2, LeftRules::default(), &[BotLevel::Normal], seed);
    }
}

#[test]
fn the_same_seed_replays_the_same_game() {
    let run = || {
        let (mut g, _) = Leftovers::new(
            3,
            everyday(Language::English, false, false),
            builtin(Language::English),
            77,
        )
        .unwrap();
        let mut bots: Vec<Box<dyn Bot<Leftovers>>> =
            (0..3).map(|_| bot_for(BotLevel::Normal)).collect();
        let mut moves = Vec::new();
        play_out(&mut g, &mut bots, 77, 5_000, |s| moves.push(s.mv.clone())).unwrap();
        (moves, g.totals())
    };
    assert_eq!(run(), run());
}

/// A bot decides from its view: a game whose other hands and draw pile differ gives it
/// the same view, and it decides the same way.
#[test]
fn bots_never_peek_at_hidden_cards() {
    for seed in 0..6u64 {
        let rules = everyday(Language::English, false, false);
        let (g, _) = Leftovers::new(3, rules, builtin(Language::English), seed).unwrap();
        let seat = g.to_act().unwrap();
        // The same position, with the other seats' hands and the draw pile dealt anew.
        let mut other = g.clone();
        other.shuffle_hidden_for_tests(seat, seed + 100);
        assert_ne!(
            (0..3)
                .filter(|&s| s != seat)
                .map(|s| other.hand(s).to_vec())
                .collect::<Vec<_>>(),
            (0..3)
                .filter(|&s| s != seat)
                .map(|s| g.hand(s).to_vec())
                .collect::<Vec<_>>(),
        );
        assert_eq!(other.hand(seat), g.hand(seat));
        let (va, vb) = (g.view_for(seat), other.view_for(seat));
        assert_eq!(va, vb, "the view shows nothing hidden");
        for level in [BotLevel::Easy, BotLevel::Normal, BotLevel::Strong] {
            let a = bot_for(level).choose(&va, &g.candidate_moves(seat), &mut rng_from_seed(seed));
            let b =
                bot_for(level).choose(&vb, &other.candidate_moves(seat), &mut rng_from_seed(seed));
            assert_eq!(a, b, "{level:?}");
            assert!(matches!(a, LeftMove::Word { .. } | LeftMove::Pass));
        }
    }
}
