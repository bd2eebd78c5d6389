//! Pala's guided first round (README, "First Pala round"): the script in
//! `assets/pala/guide.toml` and what its move steps mean. A step's move kinds are "bid",
//! "play" (any card), "lead", "copy", "mix", "smear", "junk" and "tie"; its cards are
//! written as the table shows them ("B4", "R1"), chips by their letter ("G", "P"; "W"
//! for the white null chip). No terminal code here.

use super::play::{Play, PlayKind, check_play};
use super::{Card, Pala, PalaMove, Phase};
use crate::engine::SeatId;
use crate::games::guide::Script;
use std::sync::OnceLock;

const TOML: &str = include_str!("../../../assets/pala/guide.toml");

/// The script, read once; None when it does not read (a test rules that out).
pub fn script() -> Option<&'static Script> {
    static SCRIPT: OnceLock<Option<Script>> = OnceLock::new();
    SCRIPT.get_or_init(|| Script::parse(TOML).ok()).as_ref()
}

/// The kind of a play `seat` may make now, as a step names it.
fn play_kind(game: &Pala, seat: SeatId, play: &Play) -> Option<PlayKind> {
    if game.phase != Phase::Playing {
        return None;
    }
    check_play(game.hand(seat), game.trick.color, play).ok()
}

/// The move's cards (or chips) as a step writes them, sorted.
fn written(mv: &PalaMove) -> Vec<String> {
    let mut out: Vec<String> = match mv {
        PalaMove::BidChips(c) if c.is_empty() => vec!["W".into()],
        PalaMove::BidChips(c) => c.iter().map(|c| c.letter().to_string()).collect(),
        PalaMove::Play(p) => {
            let (a, b) = p.pair();
            std::iter::once(a).chain(b).map(Card::short).collect()
        }
        PalaMove::BidCard { card, .. } => vec![card.short()],
        PalaMove::Cancel(cards) => cards.iter().map(|c| c.short()).collect(),
        PalaMove::PassBid | PalaMove::Tie { .. } => Vec::new(),
    };
    out.sort();
    out
}

/// Whether `mv` is the move a step asking for `kind` (and `cards`) wants.
pub fn fits(game: &Pala, seat: SeatId, mv: &PalaMove, kind: &str, cards: &[String]) -> bool {
    let kind_fits = match (mv, kind) {
        (PalaMove::BidChips(_) | PalaMove::BidCard { .. } | PalaMove::PassBid, "bid") => true,
        (PalaMove::Tie { .. }, "tie") => true,
        (PalaMove::Play(p), k) => match play_kind(game, seat, p) {
            None => false,
            Some(pk) => {
                k == "play"
                    || matches!(
                        (pk, k),
                        (PlayKind::Lead, "lead")
                            | (PlayKind::Copy, "copy")
                            | (PlayKind::Mix, "mix")
                            | (PlayKind::Smear, "smear")
                            | (PlayKind::Junk, "junk")
                    )
            }
        },
        _ => false,
    };
    if !kind_fits {
        return false;
    }
    if cards.is_empty() {
        return true;
    }
    let mut want: Vec<String> = cards
        .iter()
        .map(|c| c.trim().to_ascii_uppercase())
        .collect();
    want.sort();
    written(mv) == want
}

/// The script's rules: the defaults with its own `[rules]` on top.
pub fn rules(script: &Script) -> Result<super::PalaRules, String> {
    script.house_rules()
}

#[cfg(test)]
mod tests {
    use super::super::{Color, Mode, PalaEvent, PalaRules, bot_for};
    use super::*;
    use crate::engine::runner::bot_rng;
    use crate::engine::{BotLevel, Rules};
    use crate::games::guide::Wait;

    /// The first legal move of `seat` that fits the step.
    fn fitting(game: &Pala, seat: SeatId, kind: &str, cards: &[String]) -> Option<PalaMove> {
        game.candidate_moves(seat)
            .into_iter()
            .find(|m| fits(game, seat, m, kind, cards))
    }

    /// The guide's game played as the table plays it: the computers choose with the
    /// table's randomness (seed and ply), the learner plays each step's move; returns the
    /// situations met, one line per step.
    fn walk() -> Vec<String> {
        let script = script().expect("assets/pala/guide.toml reads");
        let rules = rules(script).expect("its rules read");
        assert_eq!(rules.mode, Mode::Pointillism);
        let mut game = Pala::new(script.players, rules, script.seed).expect("deals");
        let me = script.learner;
        let mut ply = 0u64;
        let mut seen = Vec::new();
        let mut round_over = false;
        let computers = |game: &mut Pala, ply: &mut u64, round_over: &mut bool| {
            while let Some(seat) = game.to_act().filter(|&s| s != me) {
                let legal = game.candidate_moves(seat);
                let mut bot = bot_for(BotLevel::Normal);
                let mv = bot.choose(
                    &game.view_for(seat),
                    &legal,
                    &mut bot_rng(script.seed, *ply),
                );
                let events = game.apply(seat, &mv).expect("a computer's move is legal");
                *ply += 1;
                if events
                    .iter()
                    .any(|e| matches!(e, PalaEvent::RoundScored { .. }))
                {
                    *round_over = true;
                    return;
                }
            }
        };
        computers(&mut game, &mut ply, &mut round_over);
        for (i, step) in script.steps.iter().enumerate() {
            match step.wait() {
                Wait::Key(k) => {
                    if round_over {
                        seen.push(format!("{i}: after the round, key {k}"));
                    } else {
                        assert_eq!(game.to_act(), Some(me), "step {i} waits for the learner");
                        let last = game.last_trick.as_ref().map(|t| (t.color, t.winning));
                        seen.push(format!(
                            "{i}: key {k}, trick {:?}, last {last:?}",
                            game.trick.color
                        ));
                    }
                }
                Wait::Move { kind, cards } => {
                    assert!(!round_over, "step {i}: the round is still on");
                    assert_eq!(game.to_act(), Some(me), "step {i}: the learner's turn");
                    let mv = fitting(&game, me, kind, cards)
                        .unwrap_or_else(|| panic!("step {i}: no legal {kind} {cards:?}"));
                    assert!(game.check(me, &mv).is_ok());
                    // Another legal move does not fit a step that names its cards.
                    if !cards.is_empty() {
                        let others = game.candidate_moves(me);
                        assert!(
                            others
                                .iter()
                                .filter(|m| fits(&game, me, m, kind, cards))
                                .count()
                                == 1
                        );
                    }
                    seen.push(format!("{i}: {kind} {mv:?}"));
                    let events = game.apply(me, &mv).expect("legal");
                    ply += 1;
                    round_over |= events
                        .iter()
                        .any(|e| matches!(e, PalaEvent::RoundScored { .. }));
                    computers(&mut game, &mut ply, &mut round_over);
                }
                Wait::RoundEnd => {
                    let mut moves = 0;
                    while !round_over {
                        let mv = fitting(&game, me, "play", &[])
                            .or_else(|| fitting(&game, me, "tie", &[]))
                            .expect("the learner can always play on");
                        let events = game.apply(me, &mv).expect("legal");
                        ply += 1;
                        moves += 1;
                        round_over |= events
                            .iter()
                            .any(|e| matches!(e, PalaEvent::RoundScored { .. }));
                        computers(&mut game, &mut ply, &mut round_over);
                    }
                    seen.push(format!("{i}: round over after {moves} more moves"));
                }
            }
        }
        assert!(round_over, "the guide reaches the round's end");
        assert!(game.outcome().is_none(), "one round does not end the game");
        seen
    }

    #[test]
    fn the_scripted_moves_are_legal_and_each_situation_occurs() {
        let seen = walk();
        let script = script().expect("reads");
        assert_eq!(seen.len(), script.steps.len());
        // Each move kind the guide teaches happens, in its own step.
        for kind in ["bid", "mix", "copy", "smear", "lead"] {
            assert!(
                seen.iter().any(|s| s.contains(&format!(": {kind} "))),
                "{kind}: {seen:#?}"
            );
        }
        // The situations the texts describe: Berthe deals and bids red, blue, purple;
        // the purple trick; the learner wins the smeared trick and leads.
        let mut game = Pala::new(3, rules(script).expect("rules"), script.seed).expect("deals");
        assert_eq!(game.dealer, 2, "Berthe deals");
        let mut bot = bot_for(BotLevel::Normal);
        let legal = game.candidate_moves(2);
        let bid = bot.choose(&game.view_for(2), &legal, &mut bot_rng(script.seed, 0));
        assert_eq!(
            bid,
            PalaMove::BidChips(vec![Color::Red, Color::Blue, Color::Purple])
        );
        game.apply(2, &bid).expect("legal");
        assert!(seen[4].contains("trick Some(Purple)"), "{}", seen[4]);
        assert!(seen[7].contains("trick Some(Blue)"), "{}", seen[7]);
        assert!(
            seen[9].contains("key t, trick None"),
            "the learner leads: {}",
            seen[9]
        );
        // ... having won the smeared trick, purple now.
        assert!(
            seen[9].contains("last Some((Some(Purple), Some(0)))"),
            "{}",
            seen[9]
        );
        assert!(seen.last().is_some_and(|s| s.contains("after the round")));
    }

    #[test]
    fn a_step_fits_only_its_kind_and_cards() {
        let hands = vec![
            vec![
                Card::new(Color::Red, 1),
                Card::new(Color::Blue, 2),
                Card::new(Color::Purple, 8),
            ],
            vec![Card::new(Color::Purple, 9), Card::new(Color::Red, 5)],
            vec![Card::new(Color::Green, 2), Card::new(Color::Red, 4)],
        ];
        let mut game = Pala::from_position(PalaRules::default(), hands, 1, 3).expect("a position");
        game.apply(
            1,
            &PalaMove::Play(Play::Single(Card::new(Color::Purple, 9))),
        )
        .expect("lead");
        let mix = PalaMove::Play(Play::Mix(
            Card::new(Color::Red, 1),
            Card::new(Color::Blue, 2),
        ));
        let copy = PalaMove::Play(Play::Single(Card::new(Color::Purple, 8)));
        let w = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(
            !fits(&game, 2, &copy, "copy", &[]),
            "P8 is not in seat 2's hand"
        );
        // Seat 2 holds no purple; seat 0 plays after it.
        let junk = PalaMove::Play(Play::Single(Card::new(Color::Green, 2)));
        game.apply(2, &junk).expect("junk");
        assert!(fits(&game, 0, &mix, "mix", &w(&["B2", "r1"])));
        assert!(fits(&game, 0, &mix, "play", &[]));
        assert!(!fits(&game, 0, &mix, "copy", &[]));
        assert!(!fits(&game, 0, &copy, "mix", &[]));
        assert!(fits(&game, 0, &copy, "copy", &[]));
        assert!(!fits(&game, 0, &copy, "copy", &w(&["P9"])));
        // A bid fits a bid step only, never a play step (nor a bid now, in play).
        assert!(!fits(&game, 0, &PalaMove::BidChips(vec![]), "play", &[]));
    }
}
