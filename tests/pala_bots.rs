//! Pala's computer levels: every level plays only legal moves, decides from its view
//! alone, each level beats the one below, and `naipes sim` gives the same results on
//! any number of threads.

use naipes::engine::runner::{bot_rng, play_out};
use naipes::engine::{Bot, BotLevel, Rules};
use naipes::games::pala::determinize::Unseen;
use naipes::games::pala::{Card, Mode, Pala, PalaRules, Phase, bot_for, full_deck};
use rand::Rng;
use rand::seq::SliceRandom;

const LEVELS: [BotLevel; 4] = [
    BotLevel::Strong,
    BotLevel::Easy,
    BotLevel::Normal,
    BotLevel::Random,
];

/// A small strong budget: the tests check behavior, not strength, and run in debug.
fn rules(mode: Mode) -> PalaRules {
    PalaRules {
        mode,
        strong_budget: 6,
        ..PalaRules::default()
    }
}

fn mixed(players: usize, shift: usize) -> Vec<Box<dyn Bot<Pala>>> {
    (0..players)
        .map(|s| bot_for(LEVELS[(s + shift) % LEVELS.len()]))
        .collect()
}

#[test]
fn every_level_always_plays_a_legal_move() {
    let mut decisions = 0u64;
    for mode in [Mode::Pointillism, Mode::Impressionism] {
        for players in 3..=5 {
            for seed in 0..2u64 {
                let mut game = Pala::new(players, rules(mode), seed).unwrap();
                let mut bots = mixed(players, seed as usize + players);
                let outcome = play_out(&mut game, &mut bots, seed, 50_000, |step| {
                    decisions += 1;
                    assert!(
                        step.legal.contains(step.mv),
                        "seat {} chose {:?}, not a legal move",
                        step.seat,
                        step.mv
                    );
                })
                .expect("the game ends");
                assert!(!outcome.winners.is_empty());
            }
        }
    }
    assert!(decisions > 1_000, "only {decisions} decisions");
}

/// `game` with the cards `seat` cannot see (other hands, the leftover) dealt again at
/// random among the same places, edited in the saved form the way a person could
/// rearrange cards face down.
fn reshuffled_hidden(game: &Pala, seat: usize, salt: u64) -> Pala {
    let mut json = serde_json::to_value(game).unwrap();
    let hands: Vec<Vec<Card>> = serde_json::from_value(json["hands"].clone()).unwrap();
    let leftover: Vec<Card> = serde_json::from_value(json["leftover"].clone()).unwrap();
    let mut pool: Vec<Card> = leftover.clone();
    for (s, h) in hands.iter().enumerate() {
        if s != seat {
            pool.extend(h);
        }
    }
    let mut rng = bot_rng(salt, 99);
    pool.shuffle(&mut rng);
    let mut new_hands = hands.clone();
    for (s, h) in new_hands.iter_mut().enumerate() {
        if s != seat {
            let n = h.len();
            *h = pool.drain(..n).collect();
            h.sort_unstable();
        }
    }
    json["hands"] = serde_json::to_value(&new_hands).unwrap();
    json["leftover"] = serde_json::to_value(&pool).unwrap();
    serde_json::from_value(json).expect("the edited game loads")
}

#[test]
fn every_level_decides_from_its_view_only() {
    let mut compared = 0;
    let mut differed = 0;
    for mode in [Mode::Pointillism, Mode::Impressionism] {
        for players in 3..=5 {
            let seed = 40 + players as u64;
            let mut game = Pala::new(players, rules(mode), seed).unwrap();
            let mut ply = 0u64;
            // Normal players move the game along; every few decisions, each level is
            // asked the same question in the real game and in one with the hidden
            // cards rearranged.
            while let Some(seat) = game.to_act()
                && game.round() == 1
            {
                let legal = game.candidate_moves(seat);
                if ply.is_multiple_of(3) && legal.len() > 1 {
                    let other = reshuffled_hidden(&game, seat, ply);
                    let hidden_differ = (0..players)
                        .any(|s| s != seat && game.all_hands()[s] != other.all_hands()[s]);
                    differed += usize::from(hidden_differ);
                    assert_eq!(game.view_for(seat), other.view_for(seat));
                    assert_eq!(legal, other.candidate_moves(seat));
                    for level in LEVELS {
                        let a = bot_for(level).choose(
                            &game.view_for(seat),
                            &legal,
                            &mut bot_rng(seed, ply),
                        );
                        let b = bot_for(level).choose(
                            &other.view_for(seat),
                            &legal,
                            &mut bot_rng(seed, ply),
                        );
                        assert_eq!(a, b, "{level:?} changed its mind when hidden cards moved");
                        compared += 1;
                    }
                }
                let mv = bot_for(BotLevel::Normal).choose(
                    &game.view_for(seat),
                    &legal,
                    &mut bot_rng(seed, ply),
                );
                game.apply(seat, &mv).unwrap();
                ply += 1;
            }
        }
    }
    assert!(compared > 200, "only {compared} comparisons");
    assert!(
        differed * 2 > compared / LEVELS.len(),
        "the hidden cards rarely moved"
    );
}

#[test]
fn sampled_deals_fit_what_the_seat_saw_and_rebuild_its_view() {
    let mut checked = 0;
    for mode in [Mode::Pointillism, Mode::Impressionism] {
        for players in 3..=5 {
            let seed = 7 + players as u64;
            let mut game = Pala::new(players, rules(mode), seed).unwrap();
            let mut ply = 0u64;
            while let Some(seat) = game.to_act()
                && game.round() <= 2
            {
                let view = game.view_for(seat);
                if matches!(
                    view.phase,
                    Phase::Bidding | Phase::Playing | Phase::TieDecision
                ) {
                    let unseen = Unseen::from_view(&view);
                    // The real hidden cards are exactly the unseen ones.
                    let mut real: Vec<Card> = game.leftover_cards().to_vec();
                    for s in (0..players).filter(|&s| s != seat) {
                        real.extend(game.all_hands()[s].iter().copied());
                        // A void the seat deduced is real.
                        for c in &game.all_hands()[s] {
                            assert_eq!(
                                unseen.voids[s] & (1 << c.color.index()),
                                0,
                                "seat {s} holds {c:?}"
                            );
                        }
                    }
                    real.sort_unstable();
                    assert_eq!(real, unseen.cards);
                    let mut rng = bot_rng(seed, ply);
                    let (hands, leftover) = unseen.sample(&view, &mut rng);
                    assert_eq!(hands.len(), players);
                    for (s, hand) in hands.iter().enumerate() {
                        assert_eq!(hand.len(), view.hand_counts[s]);
                        for c in hand {
                            assert_eq!(unseen.voids[s] & (1 << c.color.index()), 0);
                        }
                    }
                    let guess = Pala::from_view(&view, hands, leftover, rng.random());
                    let mut deck = full_deck();
                    deck.sort_unstable();
                    assert_eq!(guess.all_cards(), deck);
                    assert_eq!(guess.view_for(seat), view);
                    assert_eq!(guess.candidate_moves(seat), game.candidate_moves(seat));
                    checked += 1;
                }
                let legal = game.candidate_moves(seat);
                let mv = bot_for(BotLevel::Random).choose(&view, &legal, &mut bot_rng(seed, ply));
                drop(view);
                game.apply(seat, &mv).unwrap();
                ply += 1;
            }
        }
    }
    assert!(checked > 300, "only {checked} positions");
}

/// Win shares per seat over seeded games, `top` in seat 0 and `low` elsewhere.
fn shares(mode: Mode, players: usize, top: BotLevel, low: BotLevel, games: u64) -> Vec<f64> {
    let levels: Vec<BotLevel> = (0..players)
        .map(|s| if s == 0 { top } else { low })
        .collect();
    let summary = naipes::sim::run::<Pala>(&levels, games, 1, 2, None, move |sd| {
        Pala::new(players, rules(mode), sd).map_err(|e| e.to_string())
    })
    .unwrap();
    summary.wins.iter().map(|w| w / games as f64).collect()
}

#[test]
fn easy_beats_random_and_normal_beats_easy() {
    for mode in [Mode::Pointillism, Mode::Impressionism] {
        let easy = shares(mode, 4, BotLevel::Easy, BotLevel::Random, 150);
        assert!(
            easy[0] > 0.33,
            "{mode:?}: easy among random won {:.2}",
            easy[0]
        );
        let normal = shares(mode, 4, BotLevel::Normal, BotLevel::Easy, 150);
        assert!(
            normal[0] > 0.35,
            "{mode:?}: normal among easy won {:.2}",
            normal[0]
        );
        let weak = shares(mode, 4, BotLevel::Easy, BotLevel::Normal, 150);
        assert!(
            weak[0] < 0.2,
            "{mode:?}: easy among normal won {:.2}",
            weak[0]
        );
    }
}

#[test]
fn sim_gives_the_same_results_and_records_on_any_thread_count() {
    let dir = std::env::temp_dir().join(format!("naipes-pala-bots-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let levels = [
        BotLevel::Strong,
        BotLevel::Easy,
        BotLevel::Normal,
        BotLevel::Random,
    ];
    let mut runs = Vec::new();
    for threads in [1, 2, 3] {
        let path = dir.join(format!("t{threads}.jsonl"));
        let s = naipes::sim::run::<Pala>(&levels, 12, 5, threads, Some(&path), |sd| {
            Pala::new(4, rules(Mode::Impressionism), sd).map_err(|e| e.to_string())
        })
        .unwrap();
        let report = naipes::sim::report("pala", &levels, 5, &s);
        // The last line is the speed, which may differ.
        let report: Vec<String> = report.lines().take(5).map(String::from).collect();
        runs.push((report, s.wins, s.mean_total, std::fs::read(&path).unwrap()));
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(!runs[0].3.is_empty());
    assert!(
        runs[0]
            .3
            .split(|&b| b == b'\n')
            .filter(|l| l.starts_with(br#"{"type":"start""#))
            .count()
            == 12
    );
    assert_eq!(runs[0], runs[1], "1 and 2 threads differ");
    assert_eq!(runs[0], runs[2], "1 and 3 threads differ");
}

#[test]
fn sim_command_threads_option_changes_nothing_but_speed() {
    let run = |threads: &str| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_naipes"))
            .args([
                "sim",
                "pala",
                "--players",
                "3",
                "--games",
                "20",
                "--seed",
                "3",
            ])
            .args(["--bots", "easy,normal,random", "--threads", threads])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        // Everything but the last line (the speed).
        let lines: Vec<&str> = text.lines().collect();
        lines[..lines.len() - 1].join("\n")
    };
    let one = run("1");
    assert!(one.contains("seat 3 random"), "{one}");
    assert_eq!(one, run("2"));
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_naipes"))
        .args(["sim", "pala", "--players", "3", "--threads", "0"])
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("1 to 256"));
}
