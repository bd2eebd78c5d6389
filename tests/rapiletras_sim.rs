//! Simulations for the report (ignored by default; run with `--ignored --nocapture`):
//! heuristic against random players, and the speed of the computer players.

use naipes::engine::runner::{bot_rng, play_out};
use naipes::engine::{Bot, BotLevel, Rules};
use naipes::games::rapiletras::{RapiRules, Rapiletras, bot_for};
use std::time::{Duration, Instant};

fn sim(games: u64, players: usize, heuristic: &[usize]) -> (Vec<f64>, f64, u64) {
    let mut wins = vec![0f64; players];
    let mut plies = 0u64;
    let mut hands = 0f64;
    for seed in 0..games {
        let mut game = Rapiletras::new(players, RapiRules::default(), seed).expect("game");
        let mut bots: Vec<Box<dyn Bot<Rapiletras>>> = (0..players)
            .map(|s| {
                bot_for(if heuristic.contains(&s) {
                    BotLevel::Heuristic
                } else {
                    BotLevel::Random
                })
            })
            .collect();
        let out = play_out(&mut game, &mut bots, seed, 100_000, |_| plies += 1).expect("game ends");
        for &w in &out.winners {
            wins[w] += 1.0 / out.winners.len() as f64;
        }
        hands += game.score_pad().len() as f64;
    }
    (wins, hands / games as f64, plies)
}

#[test]
#[ignore]
fn heuristic_against_random_4_players() {
    let t = Instant::now();
    let (wins, hands, plies) = sim(1000, 4, &[0, 2]);
    println!(
        "1000 games, seats 0 and 2 heuristic, 1 and 3 random: wins {wins:?}; {hands:.1} hands a game; {plies} plies; {:?}",
        t.elapsed()
    );
}

#[test]
#[ignore]
fn bot_speed() {
    let mut times: Vec<Duration> = Vec::new();
    let mut legal_times: Vec<Duration> = Vec::new();
    for seed in 0..40u64 {
        let mut game = Rapiletras::new(4, RapiRules::default(), seed).expect("game");
        let mut bot = bot_for(BotLevel::Heuristic);
        let mut other = bot_for(BotLevel::Random);
        let mut ply = 0;
        while let Some(seat) = game.to_act() {
            let t = Instant::now();
            let legal = game.legal_moves(seat);
            legal_times.push(t.elapsed());
            let view = game.view_for(seat);
            let mut rng = bot_rng(seed, ply);
            let mv = if seat % 2 == 0 {
                let t = Instant::now();
                let mv = bot.choose(&view, &legal, &mut rng);
                times.push(t.elapsed() + *legal_times.last().unwrap_or(&Duration::ZERO));
                mv
            } else {
                other.choose(&view, &legal, &mut rng)
            };
            game.apply(seat, &mv).expect("legal");
            ply += 1;
        }
    }
    times.sort();
    legal_times.sort();
    let q = |v: &[Duration], f: f64| v[((v.len() - 1) as f64 * f) as usize];
    println!(
        "heuristic move (search + choice): median {:?}, p90 {:?}, p99 {:?}, max {:?} over {} moves; legal_moves median {:?}",
        q(&times, 0.5),
        q(&times, 0.9),
        q(&times, 0.99),
        q(&times, 1.0),
        times.len(),
        q(&legal_times, 0.5)
    );
}

#[test]
#[ignore]
fn search_cost_by_comodines() {
    use naipes::games::rapiletras::search::word_moves;
    let mut by: std::collections::BTreeMap<(usize, u8, bool), (u32, Duration)> = Default::default();
    for seed in 0..30u64 {
        let mut game = Rapiletras::new(4, RapiRules::default(), seed).expect("game");
        let mut bots: Vec<Box<dyn Bot<Rapiletras>>> = (0..4)
            .map(|s| {
                bot_for(if s % 2 == 0 {
                    BotLevel::Heuristic
                } else {
                    BotLevel::Random
                })
            })
            .collect();
        let mut ply = 0;
        while let Some(seat) = game.to_act() {
            let v = game.view_for(seat);
            let wild = v.hand.iter().filter(|c| c.is_comodin()).count();
            let t = Instant::now();
            let form_only = word_moves(&v.hand, &[], usize::from(v.die), false);
            let tf = t.elapsed();
            let t = Instant::now();
            let all = word_moves(&v.hand, &v.table, usize::from(v.die), v.replace_allowed);
            let ta = t.elapsed();
            let e = by.entry((wild, v.die, false)).or_default();
            e.0 += 1;
            e.1 += tf;
            let e = by.entry((wild, v.die, true)).or_default();
            e.0 += 1;
            e.1 += ta;
            let _ = (form_only, all);
            let legal = game.legal_moves(seat);
            let mut rng = bot_rng(seed, ply);
            let mv = bots[seat].choose(&v, &legal, &mut rng);
            game.apply(seat, &mv).expect("legal");
            ply += 1;
        }
    }
    for ((w, d, table), (n, t)) in by {
        println!(
            "wild {w} die {d} table {table}: {n} calls, mean {:?}",
            t / n.max(1)
        );
    }
}

#[test]
#[ignore]
fn plies_by_mix() {
    for (name, h) in [
        ("all heuristic", vec![0, 1, 2, 3]),
        ("all random", vec![]),
        ("mixed", vec![0, 2]),
    ] {
        let t = Instant::now();
        let (_, hands, plies) = sim(30, 4, &h);
        println!(
            "{name}: {hands:.1} hands, {} plies a game, {:?} a game",
            plies / 30,
            t.elapsed() / 30
        );
    }
}

#[test]
#[ignore]
fn six_player_cost() {
    for (name, h) in [
        ("all heuristic", vec![0, 1, 2, 3, 4, 5]),
        ("all random", vec![]),
        ("mixed", vec![0, 2, 4]),
    ] {
        let t = Instant::now();
        let mut plies = 0;
        for seed in 0..20u64 {
            let mut game = Rapiletras::new(6, RapiRules::default(), seed).expect("game");
            let mut bots: Vec<Box<dyn Bot<Rapiletras>>> = (0..6)
                .map(|s| {
                    bot_for(if h.contains(&s) {
                        BotLevel::Heuristic
                    } else {
                        BotLevel::Random
                    })
                })
                .collect();
            play_out(&mut game, &mut bots, seed, 100_000, |_| plies += 1).expect("ends");
        }
        println!(
            "6 players {name}: {} plies a game, {:?} a game",
            plies / 20,
            t.elapsed() / 20
        );
    }
}
