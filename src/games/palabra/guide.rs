//! Palabra's guided first game (README, "First Palabra game"): the script in
//! `assets/palabra/guide.toml` and what its move steps mean. A step's move kinds are
//! "word" (a fresh dictionary word), "build" (a word built on a table word), "straight",
//! "shave", "joker", "skip" (no pre-play) and "play" (any move of the play phase). Its
//! cards, when named, are the text typed, as one string: the whole word ("FOX", "*CAT",
//! the new word when building), the shaving letters ("E"); the move fits when it is the
//! one that text makes (the cards typing it picks). A joker step names no cards. No
//! terminal code here.

use super::state::{Palabra, PalabraMove, Phase};
use super::view::fits_phase;
use super::{shave_from_text, straight_from_text, word_from_text};
use crate::engine::{Rules, SeatId};
use crate::games::guide::Script;
use std::sync::OnceLock;

const TOML: &str = include_str!("../../../assets/palabra/guide.toml");

/// The script, read once; None when it does not read (a test rules that out).
pub fn script() -> Option<&'static Script> {
    static SCRIPT: OnceLock<Option<Script>> = OnceLock::new();
    SCRIPT.get_or_init(|| Script::parse(TOML).ok()).as_ref()
}

/// Whether `mv` is of the kind a step names.
fn kind_fits(mv: &PalabraMove, kind: &str) -> bool {
    use PalabraMove as M;
    match kind {
        "word" => matches!(mv, M::Word { build_on: None, .. }),
        "build" => matches!(
            mv,
            M::Word {
                build_on: Some(_),
                ..
            }
        ),
        "straight" => matches!(mv, M::Straight { .. }),
        "shave" => matches!(mv, M::Shave { .. }),
        "joker" => matches!(mv, M::Joker { .. }),
        "skip" => *mv == M::SkipPrePlay,
        "play" => fits_phase(Phase::Play, mv) && *mv != M::TimeOut,
        _ => false,
    }
}

/// The move typing `text` makes for `seat` now, shaped as `mv` (its word to build on,
/// its word to shave); None when `mv` is not a typed move or the text makes none.
pub fn typed_as(game: &Palabra, seat: SeatId, mv: &PalabraMove, text: &str) -> Option<PalabraMove> {
    let view = game.view_for(seat);
    match mv {
        PalabraMove::Word { build_on, .. } => word_from_text(&view, text, *build_on).ok(),
        PalabraMove::Straight { build_on, .. } => straight_from_text(&view, text, *build_on).ok(),
        PalabraMove::Shave { target, .. } => shave_from_text(&view, *target, text).ok(),
        _ => None,
    }
}

/// Whether `mv` is the move a step asking for `kind` (and `cards`) wants.
pub fn fits(game: &Palabra, seat: SeatId, mv: &PalabraMove, kind: &str, cards: &[String]) -> bool {
    if !kind_fits(mv, kind) {
        return false;
    }
    if cards.is_empty() {
        return true;
    }
    typed_as(game, seat, mv, &cards.concat()).is_some_and(|typed| typed == *mv)
}

/// The script's rules: the defaults with its own `[rules]` on top.
pub fn rules(script: &Script) -> Result<super::PalabraRules, String> {
    script.house_rules()
}

#[cfg(test)]
mod tests {
    use super::super::{PalabraEvent, PlayKind, bot_for};
    use super::*;
    use crate::engine::BotLevel;
    use crate::engine::runner::bot_rng;
    use crate::games::guide::Wait;

    /// The move the learner makes for a step, as the keys make it: the typed text
    /// through the typing helpers, else the first legal move of the kind.
    fn learners_move(game: &Palabra, me: SeatId, kind: &str, cards: &[String]) -> PalabraMove {
        let view = game.view_for(me);
        let text = cards.concat();
        let typed = match kind {
            _ if cards.is_empty() => None,
            "word" => word_from_text(&view, &text, None).ok(),
            "straight" => straight_from_text(&view, &text, None).ok(),
            "shave" => view
                .shave_targets
                .first()
                .and_then(|&t| shave_from_text(&view, t, &text).ok()),
            _ => None,
        };
        typed
            .or_else(|| {
                game.candidate_moves(me)
                    .into_iter()
                    .find(|m| fits(game, me, m, kind, cards))
            })
            .unwrap_or_else(|| panic!("no {kind} {cards:?} for the learner"))
    }

    /// The guide's game played as the table plays it: the computer chooses with the
    /// table's randomness (seed and ply), the learner plays each step's move; returns
    /// the events of each step.
    fn walk() -> (Vec<Vec<PalabraEvent>>, Palabra) {
        let script = script().expect("assets/palabra/guide.toml reads");
        let rules = rules(script).expect("its rules read");
        let mut game = Palabra::new(script.players, rules, script.seed).expect("deals");
        let me = script.learner;
        let mut ply = 0u64;
        let computers = |game: &mut Palabra, ply: &mut u64, events: &mut Vec<PalabraEvent>| {
            while let Some(seat) = game.to_act().filter(|&s| s != me) {
                let legal = game.candidate_moves(seat);
                let mut bot = bot_for(BotLevel::Normal);
                let mv = bot.choose(
                    &game.view_for(seat),
                    &legal,
                    &mut bot_rng(script.seed, *ply),
                );
                events.extend(game.apply(seat, &mv).expect("a computer's move is legal"));
                *ply += 1;
            }
        };
        let mut seen = Vec::new();
        let mut events = Vec::new();
        computers(&mut game, &mut ply, &mut events);
        let mut free_play_over = false;
        for (i, step) in script.steps.iter().enumerate() {
            match step.wait() {
                Wait::Key(_) => {
                    if !free_play_over {
                        assert_eq!(game.to_act(), Some(me), "step {i} waits for the learner");
                    }
                }
                Wait::Move { kind, cards } => {
                    assert_eq!(game.to_act(), Some(me), "step {i}: the learner's turn");
                    let mv = learners_move(&game, me, kind, cards);
                    assert!(game.check(me, &mv).is_ok(), "step {i}: {mv:?} is legal");
                    assert!(fits(&game, me, &mv, kind, cards), "step {i}: {mv:?} fits");
                    // Another legal move does not fit a step that names its cards.
                    if !cards.is_empty() {
                        for other in game.candidate_moves(me) {
                            assert!(
                                other == mv || !fits(&game, me, &other, kind, cards),
                                "step {i}: {other:?} fits too"
                            );
                        }
                    }
                    events.extend(game.apply(me, &mv).expect("legal"));
                    ply += 1;
                    computers(&mut game, &mut ply, &mut events);
                }
                Wait::RoundEnd => {
                    let limit = step.moves.expect("a whole game: the free play has moves");
                    for _ in 0..limit {
                        assert_eq!(game.to_act(), Some(me), "step {i}: the learner plays on");
                        let mv = learners_move(&game, me, "play", &[]);
                        let mv = if game.phase() == Phase::PrePlay {
                            PalabraMove::SkipPrePlay
                        } else {
                            mv
                        };
                        events.extend(game.apply(me, &mv).expect("legal"));
                        ply += 1;
                        // The computers wait once the free play is over.
                        computers(&mut game, &mut ply, &mut events);
                    }
                    free_play_over = true;
                }
            }
            seen.push(std::mem::take(&mut events));
        }
        (seen, game)
    }

    /// The events of the step that asks for a `kind` move.
    fn of_step<'a>(seen: &'a [Vec<PalabraEvent>], kind: &str) -> &'a [PalabraEvent] {
        let script = script().expect("reads");
        let i = script
            .steps
            .iter()
            .position(|s| s.play.as_deref() == Some(kind))
            .unwrap_or_else(|| panic!("a {kind} step"));
        &seen[i]
    }

    #[test]
    fn the_scripted_moves_are_legal_and_each_situation_occurs() {
        let (seen, game) = walk();
        let script = script().expect("reads");
        assert_eq!(seen.len(), script.steps.len());
        let me = script.learner;
        // Webster opened with SATAY, and the joker took what it was worth.
        assert!(matches!(
            &seen[0][0],
            PalabraEvent::Played { seat: 1, word, .. } if word == "SATAY"
        ));
        assert!(of_step(&seen, "joker").iter().any(|e| matches!(
            e,
            PalabraEvent::Jokered { seat, word, points: 8, .. } if *seat == me && word == "SATAY"
        )));
        // DON: two cards of 2 stars, all red (a color lock): 4 x2 x2 x2 = 32.
        assert!(of_step(&seen, "word").iter().any(|e| matches!(
            e,
            PalabraEvent::Played { seat, kind: PlayKind::Word, word, score, .. }
                if *seat == me && word == "DON" && score.stars == [2, 2]
                    && score.lock_mult == 2 && score.total == 32
        )));
        // Webster laid VAV, then the learner shaved its A: 1 x2.
        assert!(of_step(&seen, "word").iter().any(|e| matches!(
            e,
            PalabraEvent::Played { seat: 1, word, .. } if word == "VAV"
        )));
        assert!(of_step(&seen, "shave").iter().any(|e| matches!(
            e,
            PalabraEvent::Shaved { seat, word, letters, points: 2, .. }
                if *seat == me && word == "VAV" && letters == "A"
        )));
        assert!(of_step(&seen, "straight").iter().any(|e| matches!(
            e,
            PalabraEvent::Played { seat, kind: PlayKind::Straight, word, .. }
                if *seat == me && word == "RST"
        )));
        // The free play ends after its moves; the game goes on.
        assert!(game.outcome().is_none());
    }

    #[test]
    fn a_step_fits_only_its_kind_and_typed_text() {
        let script = script().expect("reads");
        let mut game = Palabra::new(2, rules(script).expect("rules"), script.seed).expect("deals");
        let computer = bot_for(BotLevel::Normal).choose(
            &game.view_for(1),
            &game.candidate_moves(1),
            &mut bot_rng(script.seed, 0),
        );
        game.apply(1, &computer).expect("legal");
        let joker = PalabraMove::Joker { targets: vec![1] };
        assert!(fits(&game, 0, &joker, "joker", &[]));
        assert!(!fits(&game, 0, &joker, "shave", &[]));
        assert!(!fits(&game, 0, &PalabraMove::SkipPrePlay, "joker", &[]));
        game.apply(0, &joker).expect("legal");
        let view = game.view_for(0);
        let don = word_from_text(&view, "DON", None).expect("DON");
        let w = |s: &str| vec![s.to_string()];
        assert!(fits(&game, 0, &don, "word", &w("DON")));
        assert!(fits(&game, 0, &don, "play", &[]));
        assert!(!fits(&game, 0, &don, "word", &w("NOD")));
        assert!(!fits(&game, 0, &don, "straight", &[]));
        let nod = word_from_text(&view, "NOD", None).expect("NOD");
        assert!(!fits(&game, 0, &nod, "word", &w("DON")));
    }
}
