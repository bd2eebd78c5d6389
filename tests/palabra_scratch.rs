use naipes::engine::runner::bot_rng;
use naipes::engine::{Bot, BotLevel, Rules};
use naipes::games::palabra::{Palabra, PalabraRules, bot_for};
use std::time::Instant;

#[test]
fn scratch() {
    let mut times: Vec<f64> = Vec::new();
    let mut ptimes: Vec<f64> = Vec::new();
    let games: u64 = std::env::var("GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let mut wins = [0f64; 2];
    let mut score = [0i64; 2];
    let mut n = [0i64; 2];
    for seed in 0..games {
        let players = 2 + (seed as usize % 3);
        let expert_seat = (seed as usize / 3) % players;
        let mut g = Palabra::new(players, PalabraRules::default(), seed).unwrap();
        let mut bots: Vec<Box<dyn Bot<Palabra>>> = (0..players)
            .map(|s| {
                bot_for(if s == expert_seat {
                    BotLevel::Heuristic
                } else {
                    BotLevel::Random
                })
            })
            .collect();
        let mut ply = 0;
        while let Some(seat) = g.to_act() {
            let play_phase = g.phase() == naipes::games::palabra::Phase::Play;
            let t0 = Instant::now();
            let legal = g.legal_moves(seat);
            let view = g.view_for(seat);
            let mv = bots[seat].choose(&view, &legal, &mut bot_rng(seed, ply));
            if seat == expert_seat {
                times.push(t0.elapsed().as_secs_f64() * 1000.0);
                if play_phase { ptimes.push(t0.elapsed().as_secs_f64() * 1000.0); }
            }
            g.apply(seat, &mv).unwrap();
            ply += 1;
        }
        let out = g.outcome().unwrap();
        for s in 0..players {
            let k = if s == expert_seat { 0 } else { 1 };
            score[k] += out.totals[s] as i64;
            n[k] += 1;
            if out.winners.contains(&s) {
                wins[k] += 1.0 / out.winners.len() as f64;
            }
        }
    }
    ptimes.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let pq = |p: f64| ptimes[((ptimes.len() as f64 - 1.0) * p) as usize];
    println!("play decisions {} median {:.3} ms p90 {:.3} ms p99 {:.3} max {:.3}", ptimes.len(), pq(0.5), pq(0.9), pq(0.99), pq(1.0));
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let q = |p: f64| times[((times.len() as f64 - 1.0) * p) as usize];
    println!(
        "decisions {} median {:.3} ms p90 {:.3} ms p99 {:.3} max {:.3}",
        times.len(),
        q(0.5),
        q(0.9),
        q(0.99),
        q(1.0)
    );
    println!(
        "games {games}: expert wins {:.1} ({:.1}%), common-words seats wins {:.1}; avg score expert {:.1} common {:.1}",
        wins[0],
        100.0 * wins[0] / games as f64,
        wins[1],
        score[0] as f64 / n[0] as f64,
        score[1] as f64 / n[1] as f64
    );
}
