//! Property tests over many seeded games between computer players.

use naipes::engine::runner::play_out;
use naipes::engine::{Bot, BotLevel, Rules};
use naipes::games::palabra::words::is_valid_word;
use naipes::games::palabra::{
    Palabra, PalabraMove, PalabraRules, PlayKind, ShaveRule, WordCheck, bot_for,
};
use rand::Rng;

fn bots(players: usize, mix: u64) -> Vec<Box<dyn Bot<Palabra>>> {
    (0..players)
        .map(|s| {
            let level = match mix % 3 {
                0 => BotLevel::Normal,
                1 => BotLevel::Random,
                // The light levels in every seat across the seeds. The strong player
                // (half of these tests' time when it sat here: its look-ahead) plays
                // only offered moves in tests/word_bots.rs, as Rapiletras' does.
                _ => [BotLevel::Random, BotLevel::Easy, BotLevel::Normal][(s + mix as usize) % 3],
            };
            bot_for(level)
        })
        .collect()
}

/// Plays one game checking every invariant after every move; returns the plies.
fn checked_game(players: usize, rules: PalabraRules, seed: u64) -> u64 {
    let strict = rules.word_check == WordCheck::Strict;
    let mut game = Palabra::new(players, rules, seed).expect("game");
    let all: Vec<usize> = (0..game.deck_size()).collect();
    let mut plies = 0;
    let mut b = bots(players, seed);
    play_out(&mut game, &mut b, seed, 20_000, |step| {
        plies += 1;
        let g = step.state;
        assert!(
            step.legal.contains(step.mv),
            "move not offered: {:?}",
            step.mv
        );
        assert_eq!(
            g.all_card_ids(),
            all,
            "cards lost or duplicated at ply {}",
            step.ply
        );
        let sums: Vec<i32> = g
            .ledger()
            .iter()
            .map(|l| l.iter().map(|e| e.points).sum())
            .collect();
        assert_eq!(sums, g.totals(), "totals = sum of the scoring events");
        for w in g.table().iter().flatten() {
            if strict && w.kind == PlayKind::Word {
                assert!(
                    is_valid_word(&w.word(), naipes::lexicon::WordList::Full),
                    "{} on the table",
                    w.word()
                );
            }
            assert!(w.value() >= 0 || w.jokered);
        }
        for s in 0..players {
            let v = g.view_for(s);
            assert_eq!(v.hand, g.hand(s), "a view shows its own hand");
            assert_eq!(v.hand_counts.len(), players);
            for o in (0..players).filter(|&o| o != s) {
                assert!(
                    g.hand(o).iter().all(|c| !v.hand.contains(c)),
                    "a view never shows another hand"
                );
            }
        }
    })
    .unwrap_or_else(|e| panic!("seed {seed}, {players} players: {e}"));
    assert!(game.outcome().is_some());
    plies
}

/// `games` seeded games from `offset` (sized for CI on two cores: 720 games in all, the
/// word search being most of their time).
fn run(games: u64, offset: u64, rules: impl Fn(u64) -> PalabraRules) {
    let mut plies = 0;
    for i in 0..games {
        let seed = offset + i;
        let players = 2 + (seed % 5) as usize;
        plies += checked_game(players, rules(seed), seed);
    }
    assert!(plies > games * 10);
}

#[test]
fn strict_games_keep_every_invariant() {
    run(150, 0, |_| PalabraRules::default());
}

#[test]
fn more_strict_games_keep_every_invariant() {
    run(150, 10_000, |_| PalabraRules::default());
}

#[test]
fn challenge_and_vote_games() {
    run(150, 20_000, |s| PalabraRules {
        word_check: if s % 2 == 0 {
            WordCheck::Challenge
        } else {
            WordCheck::Vote
        },
        ..PalabraRules::default()
    });
}

#[test]
fn variant_games() {
    run(150, 30_000, |s| PalabraRules {
        shave: match s % 3 {
            0 => ShaveRule::Anyone,
            1 => ShaveRule::LastAndNext,
            _ => ShaveRule::Previous,
        },
        final_multiplier: 2 + (s % 2) as i32,
        eliminate_high_score: s % 4 == 0,
        penalty_color_lock: s % 5 == 0,
        impatient_timer_seconds: (s % 2) as u32 * 60,
        ..PalabraRules::default()
    });
}

#[test]
fn simultaneous_and_two_deck_games() {
    run(120, 40_000, |s| PalabraRules {
        simultaneous_play: s % 2 == 0,
        two_decks: s % 3 == 0,
        ..PalabraRules::default()
    });
}

/// Random, mostly wrong moves: `apply` never panics, and a refused move changes nothing.
fn garbage(rng: &mut impl rand::Rng, hand: &[usize]) -> PalabraMove {
    let id = |rng: &mut dyn rand::RngCore| {
        if rng.random_bool(0.8) && !hand.is_empty() {
            hand[rng.random_range(0..hand.len())]
        } else {
            rng.random_range(0..300)
        }
    };
    let chars = ['A', 'E', 'S', 'T', 'Z', 'q', '1', 'é', '*'];
    let line = |rng: &mut dyn rand::RngCore| -> Vec<(usize, char)> {
        (0..rng.random_range(0..5))
            .map(|_| (id(rng), chars[rng.random_range(0..chars.len())]))
            .collect()
    };
    let target = rng.random_range(0..8);
    let build_on = rng.random_bool(0.5).then_some(target);
    match rng.random_range(0..14) {
        0 => PalabraMove::Joker {
            targets: (0..rng.random_range(0..3))
                .map(|_| rng.random_range(0..8))
                .collect(),
        },
        1 => PalabraMove::Shave {
            target,
            cards: (0..rng.random_range(0..4)).map(|_| id(rng)).collect(),
        },
        2 => PalabraMove::SkipPrePlay,
        3 => PalabraMove::Word {
            before: line(rng),
            after: line(rng),
            build_on,
        },
        4 => PalabraMove::Straight {
            before: line(rng),
            after: line(rng),
            build_on,
        },
        5 => PalabraMove::Flush {
            cards: (0..rng.random_range(0..8)).map(|_| id(rng)).collect(),
        },
        6 => PalabraMove::Vowels {
            cards: (0..rng.random_range(0..8)).map(|_| id(rng)).collect(),
        },
        7 => PalabraMove::Exchange {
            cards: (0..rng.random_range(0..8)).map(|_| id(rng)).collect(),
        },
        8 => PalabraMove::Pass,
        9 => PalabraMove::TimeOut,
        10 => PalabraMove::Challenge,
        11 => PalabraMove::Accept,
        _ => PalabraMove::Vote {
            accept: rng.random_bool(0.5),
        },
    }
}

#[test]
fn garbage_moves_never_panic_and_refusals_change_nothing() {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(99);
    for seed in 0..60u64 {
        let players = 2 + (seed % 5) as usize;
        let rules = PalabraRules {
            word_check: [WordCheck::Strict, WordCheck::Challenge, WordCheck::Vote]
                [seed as usize % 3],
            simultaneous_play: seed % 4 == 3,
            impatient_timer_seconds: (seed % 2) as u32,
            ..PalabraRules::default()
        };
        let mut game = Palabra::new(players, rules, seed).expect("game");
        let mut b = bots(players, seed);
        let mut states = Vec::new();
        play_out(&mut game, &mut b, seed, 20_000, |step| {
            states.push(step.state.clone())
        })
        .expect("game");
        for g in states.iter().step_by(3) {
            for _ in 0..8 {
                let seat = if rng.random_bool(0.8) {
                    g.to_act().unwrap_or(0)
                } else {
                    rng.random_range(0..players + 1)
                };
                let hand: Vec<usize> = g.hand(seat).iter().map(|c| c.id).collect();
                let mv = garbage(&mut rng, &hand);
                let mut copy = g.clone();
                let before = serde_json::to_string(&copy).expect("json");
                if copy.apply(seat, &mv).is_err() {
                    assert_eq!(
                        serde_json::to_string(&copy).expect("json"),
                        before,
                        "{mv:?}"
                    );
                } else {
                    let all: Vec<usize> = (0..copy.deck_size()).collect();
                    assert_eq!(copy.all_card_ids(), all, "{mv:?}");
                }
            }
        }
    }
}
