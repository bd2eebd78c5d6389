//! Palace's guided first game (README, "First Palace round"): the script in
//! `assets/palace/guide.toml` and what its move steps mean. A step's move kinds:
//! "higher" (plain cards on a pile they must equal or beat), "play" (any plain cards),
//! "two" (a 2, the right answer to its challenge, then the card paired with it),
//! "seven" (a 7 and the pick of the next player's challenge; or the right answer to
//! another's 7 and the card played then, higher or lower), "ten" (a 10, a challenge
//! picked for each other player, then the card played again on the cleared pile),
//! "give" (the pick of a challenge for another player), "answer" (a right answer),
//! "miss" (a wrong answer when stuck: the learner picks up the pile) and "blind" (a
//! face-down card, by its key: `cards = ["1"]`). Its `cards` name the cards the step plays, as the
//! table writes them ("K♥", "10♦"): a play fits only when all its cards are named. A
//! step of several moves (`moves`) takes each of them through here. The learner
//! practises the other language than the one they read (`[rules_en]`, `[rules_es]`).
//! No terminal code.

use super::{Need, Palace, PalaceMove, PalaceRules, Phase, Reason, Step as ChallengeStep};
use crate::engine::{Lang, SeatId};
use crate::games::guide::Script;
use std::sync::OnceLock;

const TOML: &str = include_str!("../../../assets/palace/guide.toml");

/// The script, read once; None when it does not read (a test rules that out).
pub fn script() -> Option<&'static Script> {
    static SCRIPT: OnceLock<Option<Script>> = OnceLock::new();
    SCRIPT.get_or_init(|| Script::parse(TOML).ok()).as_ref()
}

/// The script's rules for a learner in `lang` (the language practised is the other).
pub fn rules(script: &Script, lang: Lang) -> Result<PalaceRules, String> {
    script.house_rules_in(Some(lang))
}

/// Whether the answer typed to the challenge under way passes.
fn passes(game: &Palace, text: &str) -> bool {
    let Some(ChallengeStep::Answer { id }) = game.pending().map(|p| &p.step) else {
        return false;
    };
    game.challenges()
        .get(id)
        .is_some_and(|c| c.check_spelling(text, game.rules().exact_enye).passed)
}

/// Whether `mv` is (one of) the move(s) a step asking for `kind` and `cards` wants.
pub fn fits(game: &Palace, _seat: SeatId, mv: &PalaceMove, kind: &str, cards: &[String]) -> bool {
    let reason = game.pending().map(|p| &p.reason);
    match mv {
        PalaceMove::Play { cards: played } => {
            let named = played.iter().all(|c| cards.contains(&c.label()));
            let rank = played.first().map_or(0, |c| c.rank);
            let plain = !game.rules().is_special(rank);
            let top = game.pile().last().map(|c| c.rank);
            let kind_fits = match (game.phase(), kind) {
                (Phase::Play, "higher") => plain && matches!(game.need(), Need::AtLeast(_)),
                (Phase::Play, "play") => plain,
                (Phase::Play, "two") => rank == 2,
                (Phase::PairCard, "two") => true,
                // A 7 played, or any card after a 7's challenge passed (free choice).
                (Phase::Play, "seven") => rank == 7 || (top == Some(7) && game.need() == Need::Any),
                // A 10 played, or the card played again once a 10 cleared the pile.
                (Phase::Play, "ten") => {
                    rank == 10
                        || (game.pile().is_empty()
                            && game.burned().last().is_some_and(|c| c.rank == 10))
                }
                _ => false,
            };
            kind_fits && (cards.is_empty() || named)
        }
        PalaceMove::Give { .. } => matches!(
            (kind, reason),
            ("give", Some(_)) | ("seven", Some(Reason::Seven { .. })) | ("ten", Some(Reason::Ten))
        ),
        PalaceMove::Answer { text } => match kind {
            "two" => matches!(reason, Some(Reason::Two)) && passes(game, text),
            "seven" => matches!(reason, Some(Reason::Seven { .. })) && passes(game, text),
            "answer" => passes(game, text),
            "miss" => matches!(reason, Some(Reason::Stuck)) && !passes(game, text),
            _ => false,
        },
        // A face-down card by its place, 1 to 3 as its key (any, when none is named).
        PalaceMove::Blind { slot } => {
            kind == "blind" && (cards.is_empty() || cards.contains(&(slot + 1).to_string()))
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{PalaceEvent, Source, bot_for};
    use super::*;
    use crate::engine::runner::bot_rng;
    use crate::engine::{BotLevel, Rules};
    use crate::games::guide::Wait;

    /// A right answer to the challenge under way (its first accepted one).
    fn right_answer(game: &Palace) -> String {
        let Some(ChallengeStep::Answer { id }) = game.pending().map(|p| &p.step) else {
            return String::new();
        };
        game.challenges()
            .get(id)
            .and_then(|c| c.examples().first().cloned())
            .unwrap_or_default()
    }

    fn new_game(script: &Script, lang: Lang) -> Palace {
        let rules = rules(script, lang).expect("its rules read");
        let mut game = Palace::new(script.players, rules, script.seed).expect("deals");
        // The table tells the game who is a person: the learner only.
        game.set_people((0..script.players).map(|s| s == script.learner).collect());
        game
    }

    /// The learner's move in the free play, as the table's keys make it: the card
    /// under the cursor (the lowest that may go), a face-down card, the first
    /// challenge offered, a right answer.
    fn free_move(game: &Palace, me: SeatId) -> PalaceMove {
        let legal = game.candidate_moves(me);
        match legal.first() {
            Some(PalaceMove::Answer { .. }) => PalaceMove::Answer {
                text: right_answer(game),
            },
            Some(PalaceMove::Play { .. }) => legal
                .iter()
                .find(|m| {
                    matches!(m, PalaceMove::Play { cards }
                        if cards.len() == 1 && !game.rules().is_special(cards[0].rank))
                })
                .unwrap_or(&legal[0])
                .clone(),
            Some(m) => m.clone(),
            None => PalaceMove::Skip,
        }
    }

    /// The guide's game played as the table plays it: the computers choose with the
    /// table's randomness (seed and ply), the learner plays each step's moves; returns
    /// the events of the whole walk and one line per step.
    fn walk(lang: Lang) -> (Vec<PalaceEvent>, Vec<String>) {
        let script = script().expect("assets/palace/guide.toml reads");
        let mut game = new_game(script, lang);
        let me = script.learner;
        let mut ply = 0u64;
        let mut seen = Vec::new();
        let mut all = Vec::new();
        let computers = |game: &mut Palace, ply: &mut u64, all: &mut Vec<PalaceEvent>| {
            while let Some(seat) = game.to_act().filter(|&s| s != me) {
                let legal = game.candidate_moves(seat);
                let mut bot = bot_for(BotLevel::Normal);
                let mv = bot.choose(
                    &game.view_for(seat),
                    &legal,
                    &mut bot_rng(script.seed, *ply),
                );
                all.extend(game.apply(seat, &mv).expect("a computer's move is legal"));
                *ply += 1;
            }
        };
        computers(&mut game, &mut ply, &mut all);
        let mut after_free_play = false;
        for (i, step) in script.steps.iter().enumerate() {
            match step.wait() {
                Wait::Key(k) => {
                    if !after_free_play {
                        assert_eq!(game.to_act(), Some(me), "step {i} waits for the learner");
                    }
                    seen.push(format!("{i}: key {k}"));
                }
                Wait::Move { kind, cards } => {
                    let mut line = format!("{i}: {kind}");
                    for n in 0..step.moves.unwrap_or(1) {
                        assert_eq!(game.to_act(), Some(me), "step {i}, move {n}: the learner's");
                        let legal = game.candidate_moves(me);
                        let mv = match legal.first() {
                            Some(PalaceMove::Answer { .. }) => PalaceMove::Answer {
                                text: if kind == "miss" {
                                    "?".into()
                                } else {
                                    right_answer(&game)
                                },
                            },
                            _ => {
                                let fitting: Vec<&PalaceMove> = legal
                                    .iter()
                                    .filter(|m| fits(&game, me, m, kind, cards))
                                    .collect();
                                // A card the step names is the only play that fits.
                                if !cards.is_empty()
                                    && matches!(fitting.first(), Some(PalaceMove::Play { .. }))
                                {
                                    assert_eq!(fitting.len(), 1, "step {i}: {fitting:?}");
                                }
                                fitting
                                    .first()
                                    .map(|m| (*m).clone())
                                    .unwrap_or_else(|| panic!("step {i}, move {n}: {legal:?}"))
                            }
                        };
                        assert!(fits(&game, me, &mv, kind, cards), "step {i}: {mv:?}");
                        line.push_str(&format!(" {mv:?}"));
                        all.extend(game.apply(me, &mv).expect("legal"));
                        ply += 1;
                        computers(&mut game, &mut ply, &mut all);
                    }
                    seen.push(line);
                }
                Wait::RoundEnd => {
                    let limit = step.moves.expect("the game is the round: a few moves");
                    for _ in 0..limit {
                        if game.outcome().is_some() {
                            break;
                        }
                        let mv = free_move(&game, me);
                        all.extend(game.apply(me, &mv).expect("legal"));
                        ply += 1;
                        computers(&mut game, &mut ply, &mut all);
                    }
                    after_free_play = true;
                    seen.push(format!("{i}: free play of {limit} moves"));
                }
            }
        }
        assert!(after_free_play, "the guide reaches its free play's end");
        (all, seen)
    }

    /// The cards' story of a walk (who played, picked up, cleared), without the
    /// challenges' ids, which differ by the language practised.
    fn card_story(events: &[PalaceEvent]) -> Vec<String> {
        events
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    PalaceEvent::Played { .. }
                        | PalaceEvent::PickedUp { .. }
                        | PalaceEvent::Cleared { .. }
                        | PalaceEvent::Revealed { .. }
                )
            })
            .map(|e| format!("{e:?}"))
            .collect()
    }

    #[test]
    fn the_scripted_moves_are_legal_and_each_situation_occurs() {
        let script = script().expect("reads");
        for lang in [Lang::En, Lang::Es] {
            let game = new_game(script, lang);
            // The learner practises the other language, at the simplest level.
            assert_eq!(game.rules().practised, lang.pick(Lang::Es, Lang::En));
            assert_eq!(game.rules().level, super::super::PracticeLevel::Beginner);
            assert!(game.draw_pile().is_empty(), "a short game: no draw pile");
            let (events, seen) = walk(lang);
            assert_eq!(seen.len(), script.steps.len());
            let me = script.learner;
            let played = |rank: u8| {
                events.iter().position(|e| {
                    matches!(e,
                    PalaceEvent::Played { seat, cards, .. } if *seat == me && cards[0].rank == rank)
                })
            };
            // A 2, its challenge answered right, another card paired with it.
            let two = played(2).expect("the learner plays a 2");
            assert!(events[two..].iter().any(|e| matches!(e,
                PalaceEvent::Answered { seat, passed: true, .. } if *seat == me)));
            assert!(events[two..].iter().any(|e| matches!(e,
                PalaceEvent::PairNow { seat, .. } if *seat == me)));
            // Stuck, a challenge missed: the learner picks up the pile.
            assert!(events.iter().any(|e| matches!(e,
                PalaceEvent::Answered { seat, passed: false, .. } if *seat == me)));
            assert!(events.iter().any(|e| matches!(e,
                PalaceEvent::PickedUp { seat, .. } if *seat == me)));
            // Another's 7: its challenge passed, the learner may play higher or lower.
            assert!(events.iter().any(|e| matches!(e,
                PalaceEvent::FreeChoice { seat } if *seat == me)));
            // Equal or higher: the A on the Ks.
            assert!(events.iter().any(|e| matches!(e,
                PalaceEvent::Played { seat, cards, .. } if *seat == me && cards[0].rank == 14)));
            // The learner's 7: the learner gives the next player's challenge.
            let seven = played(7).expect("the learner plays a 7");
            assert!(
                matches!(&events[seven + 2],
                PalaceEvent::Gave { giver, .. } if *giver == me),
                "{:?}",
                &events[seven..]
            );
            // The learner's 10: a challenge for each other player, the pile cleared,
            // the learner plays again.
            let ten = played(10).expect("the learner plays a 10");
            let gave = events[ten..]
                .iter()
                .take_while(|e| !matches!(e, PalaceEvent::Cleared { .. }))
                .filter(|e| matches!(e, PalaceEvent::Gave { giver, .. } if *giver == me))
                .count();
            assert_eq!(gave, 2);
            assert!(events[ten..].iter().any(|e| matches!(e,
                PalaceEvent::PlaysAgain { seat } if *seat == me)));
            // The face-down cards: played blind, from the table.
            assert!(events.iter().any(|e| matches!(e,
                PalaceEvent::Revealed { seat, .. } if *seat == me)));
            let blind_step = script
                .steps
                .iter()
                .position(|s| s.play.as_deref() == Some("blind"))
                .expect("a blind step");
            assert!(seen[blind_step].contains("Blind"), "{}", seen[blind_step]);
            assert!(events.iter().any(|e| matches!(e,
                PalaceEvent::Played { seat, from: Source::FaceUp, .. } if *seat == me)));
            assert!(seen.last().is_some_and(|s| s.contains("key enter")));
        }
        // The same cards' story whatever the language practised.
        assert_eq!(card_story(&walk(Lang::En).0), card_story(&walk(Lang::Es).0));
    }

    #[test]
    fn a_step_fits_only_its_kind_and_cards() {
        let script = script().expect("reads");
        let mut game = new_game(script, Lang::En);
        // Emily starts (the lowest card): the learner's first decision comes after.
        let mut ply = 0;
        while let Some(seat) = game.to_act().filter(|&s| s != 0) {
            let legal = game.candidate_moves(seat);
            let mv = bot_for(BotLevel::Normal).choose(
                &game.view_for(seat),
                &legal,
                &mut bot_rng(script.seed, ply),
            );
            game.apply(seat, &mv).expect("legal");
            ply += 1;
        }
        let w = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let legal = |g: &Palace| g.candidate_moves(0);
        // The first step that asks for a move: the 2, then the card paired with it.
        let plays = legal(&game);
        let two = plays
            .iter()
            .find(|m| matches!(m, PalaceMove::Play { cards } if cards[0].rank == 2))
            .expect("a 2 to play");
        assert!(fits(&game, 0, two, "two", &w(&["2♠", "K♦"])));
        assert!(!fits(&game, 0, two, "higher", &[]));
        assert!(!fits(&game, 0, two, "seven", &[]));
        for m in plays.iter().filter(|m| *m != two) {
            assert!(!fits(&game, 0, m, "two", &w(&["2♠", "K♦"])), "{m:?}");
        }
        assert!(!fits(&game, 0, &PalaceMove::Blind { slot: 0 }, "two", &[]));
        assert!(fits(&game, 0, &PalaceMove::Blind { slot: 2 }, "blind", &[]));
        assert!(fits(
            &game,
            0,
            &PalaceMove::Blind { slot: 0 },
            "blind",
            &w(&["1"])
        ));
        assert!(!fits(
            &game,
            0,
            &PalaceMove::Blind { slot: 1 },
            "blind",
            &w(&["1"])
        ));
        // No challenge under way: no pick or answer fits.
        assert!(!fits(&game, 0, &PalaceMove::Give { pick: 0 }, "give", &[]));
        let answer = PalaceMove::Answer { text: "?".into() };
        assert!(!fits(&game, 0, &answer, "miss", &[]));
    }
}
