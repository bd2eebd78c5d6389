//! The four computer levels of Palabra and Rapiletras: every level plays only offered
//! (legal) moves in seeded games with mixed levels, replays the same from the same seed,
//! and decides only from its own view: the same game with the other seats' hidden cards
//! dealt differently gets the same decision.

use naipes::engine::runner::{bot_rng, play_out};
use naipes::engine::{Bot, BotLevel, Rules};
use naipes::games::TableGame;
use naipes::games::palabra::{self, Palabra, PalabraRules, WordCheck};
use naipes::games::rapiletras::{self, RapiRules, Rapiletras};

const LEVELS: [BotLevel; 4] = [
    BotLevel::Random,
    BotLevel::Easy,
    BotLevel::Normal,
    BotLevel::Strong,
];

/// Seat `s` of game `seed`: every level sits in every seat across the seeds.
fn level(seed: u64, s: usize) -> BotLevel {
    LEVELS[(seed as usize + s) % LEVELS.len()]
}

fn short_rapi() -> RapiRules {
    // Shorter games: the rules are the same, only the target is lower.
    RapiRules {
        game_end: 25,
        ..RapiRules::default()
    }
}

/// Plays a game to the end, checking that each move was offered; returns the moves.
fn legal_game<G: Rules>(
    mut game: G,
    seed: u64,
    bot: impl Fn(BotLevel) -> Box<dyn Bot<G>>,
) -> Vec<G::Move> {
    let n = game.seat_count();
    let mut bots: Vec<Box<dyn Bot<G>>> = (0..n).map(|s| bot(level(seed, s))).collect();
    let mut moves = Vec::new();
    let out = play_out(&mut game, &mut bots, seed, 50_000, |step| {
        assert!(
            step.legal.contains(step.mv),
            "seat {} ({:?}) played a move not offered at ply {}: {:?}",
            step.seat,
            level(seed, step.seat),
            step.ply,
            step.mv
        );
        moves.push(step.mv.clone());
    });
    assert!(out.is_ok(), "seed {seed}: {out:?}");
    moves
}

#[test]
fn palabra_every_level_plays_legal_moves() {
    for seed in 0..8 {
        let players = 2 + (seed as usize % 3);
        let rules = PalabraRules {
            word_check: [WordCheck::Strict, WordCheck::Challenge, WordCheck::Vote]
                [seed as usize % 3],
            ..PalabraRules::default()
        };
        let game = Palabra::new(players, rules, seed).unwrap();
        let moves = legal_game(game.clone(), seed, palabra::bot_for);
        assert!(!moves.is_empty());
        // Same seed, same game: the strong player's sampling is seeded too.
        assert_eq!(
            moves,
            legal_game(game, seed, palabra::bot_for),
            "seed {seed}"
        );
    }
}

#[test]
fn rapiletras_every_level_plays_legal_moves() {
    for seed in 0..6 {
        let players = 2 + (seed as usize % 2);
        let game = Rapiletras::new(players, short_rapi(), seed).unwrap();
        let moves = legal_game(game.clone(), seed, rapiletras::bot_for);
        assert!(!moves.is_empty());
        assert_eq!(
            moves,
            legal_game(game, seed, rapiletras::bot_for),
            "seed {seed}"
        );
    }
}

/// At every `every`-th decision of a seeded game, each level decides on the real game
/// and on the same game with the hidden cards dealt again: the views must be equal
/// (they carry no hidden card), and so must the decisions. Returns how many redeals
/// really changed another seat's hand (so the check is not empty).
fn blind_checks<G: Rules>(
    mut game: G,
    seed: u64,
    every: u64,
    redeal: impl Fn(&G, usize, u64) -> G,
    hidden_differs: impl Fn(&G, &G, usize) -> bool,
    bot: impl Fn(BotLevel) -> Box<dyn Bot<G>>,
) -> usize
where
    G::View: PartialEq + std::fmt::Debug,
{
    let n = game.seat_count();
    let mut players: Vec<Box<dyn Bot<G>>> = (0..n).map(|s| bot(level(seed, s))).collect();
    let mut changed = 0;
    let mut ply = 0u64;
    while let Some(seat) = game.to_act() {
        if ply.is_multiple_of(every) {
            let other = redeal(&game, seat, seed ^ ply);
            if hidden_differs(&game, &other, seat) {
                changed += 1;
            }
            let view = game.view_for(seat);
            assert_eq!(
                view,
                other.view_for(seat),
                "ply {ply}: the view shows hidden cards"
            );
            let legal = game.candidate_moves(seat);
            assert_eq!(legal, other.candidate_moves(seat), "ply {ply}");
            for l in LEVELS {
                let mut b = bot(l);
                let a = b.choose(&view, &legal, &mut bot_rng(seed, ply));
                let c = b.choose(&other.view_for(seat), &legal, &mut bot_rng(seed, ply));
                assert_eq!(a, c, "{l:?} at ply {ply} decided from hidden cards");
            }
        }
        let legal = game.candidate_moves(seat);
        let mv = players[seat].choose(&game.view_for(seat), &legal, &mut bot_rng(seed, ply));
        game.apply(seat, &mv).unwrap();
        ply += 1;
        if ply > 400 {
            break;
        }
    }
    changed
}

#[test]
fn palabra_bots_decide_from_their_view_only() {
    let mut changed = 0;
    for seed in 0..3 {
        let game = Palabra::new(2 + seed as usize, PalabraRules::default(), seed).unwrap();
        changed += blind_checks(
            game,
            seed,
            3,
            |g, s, k| g.with_hidden_redealt(s, k),
            |a, b, s| (0..a.seat_count()).any(|o| o != s && a.hand(o) != b.hand(o)),
            palabra::bot_for,
        );
    }
    assert!(changed > 10, "only {changed} redeals changed a hidden hand");
}

#[test]
fn rapiletras_bots_decide_from_their_view_only() {
    let mut changed = 0;
    for seed in 0..3 {
        let game = Rapiletras::new(2 + seed as usize % 2, short_rapi(), seed).unwrap();
        changed += blind_checks(
            game,
            seed,
            7,
            |g, s, k| g.with_hidden_redealt(s, k),
            |a, b, s| (0..a.seat_count()).any(|o| o != s && a.hand(o) != b.hand(o)),
            rapiletras::bot_for,
        );
    }
    assert!(changed > 10, "only {changed} redeals changed a hidden hand");
}

#[test]
fn strong_budget_is_a_checked_house_rule() {
    let mut p = PalabraRules::default();
    assert!(<Palabra as TableGame>::validate(&p).is_ok());
    p.strong_budget = 0;
    assert_eq!(
        <Palabra as TableGame>::validate(&p).unwrap_err().0,
        "strong_budget"
    );
    p.strong_budget = 10_001;
    assert!(<Palabra as TableGame>::validate(&p).is_err());
    p.strong_budget = 12;
    let help = <Palabra as TableGame>::help_lines(&p, naipes::engine::Lang::En).join("\n");
    assert!(help.contains("over 12 hands"), "{help}");
    let mut r = RapiRules::default();
    assert!(<Rapiletras as TableGame>::validate(&r).is_ok());
    r.strong_budget = 0;
    assert_eq!(
        <Rapiletras as TableGame>::validate(&r).unwrap_err().0,
        "strong_budget"
    );
    r.strong_budget = 7;
    let help = <Rapiletras as TableGame>::help_lines(&r, naipes::engine::Lang::Es).join("\n");
    assert!(help.contains("sobre 7 manos"), "{help}");
    // Old configurations without the key still read, with the default.
    let old: PalabraRules = toml::from_str("final_multiplier = 3").unwrap();
    assert_eq!(old.strong_budget, PalabraRules::default().strong_budget);
}
