//! Rapiletras' guided first hand (README, "First Rapiletras round"): the script in
//! `assets/rapiletras/guide.toml` and what its move steps mean. A step's move kinds are
//! "form" (a new word without a comodín), "comodin" (a new word with one), "add",
//! "replace", "word" (any of these), "pozo" and "mazo" (a card drawn from that pile).
//! Its `cards` hold the word as typed, `*` before the letter a comodín plays (["*LUZ"]),
//! matched whatever its case or accents; for an add or a replace, the table word it
//! changes first (["EL", "ES"]). No terminal code here.

use super::words::parse_typed;
use super::{Pile, RapiMove, RapiRules, Rapiletras};
use crate::engine::SeatId;
use crate::games::guide::Script;
use std::sync::OnceLock;

const TOML: &str = include_str!("../../../assets/rapiletras/guide.toml");

/// The script, read once; None when it does not read (a test rules that out).
pub fn script() -> Option<&'static Script> {
    static SCRIPT: OnceLock<Option<Script>> = OnceLock::new();
    SCRIPT.get_or_init(|| Script::parse(TOML).ok()).as_ref()
}

/// Whether `mv` is the move a step asking for `kind` (and the word in `cards`) wants.
pub fn fits(game: &Rapiletras, _seat: SeatId, mv: &RapiMove, kind: &str, cards: &[String]) -> bool {
    let target = match mv {
        RapiMove::Add { target, .. } | RapiMove::Replace { target, .. } => {
            game.table().get(*target).map(|w| w.letters.as_str())
        }
        _ => None,
    };
    let same = |typed: &str, want: &str| {
        parse_typed(want).is_ok_and(|w| parse_typed(typed).is_ok_and(|t| t == w))
    };
    let (word, kind_fits) = match mv {
        RapiMove::Draw { from: Pile::Pozo } => return kind == "pozo",
        RapiMove::Draw { from: Pile::Mazo } => return kind == "mazo",
        RapiMove::Form { word } => {
            let wild = parse_typed(word).is_ok_and(|t| t.wilds() > 0);
            let fits = match kind {
                "form" => !wild,
                "comodin" => wild,
                "word" => true,
                _ => false,
            };
            (word, fits)
        }
        RapiMove::Add { word, .. } => (word, matches!(kind, "add" | "word")),
        RapiMove::Replace { word, .. } => (word, matches!(kind, "replace" | "word")),
        _ => return false,
    };
    // The word as the rules read it (a typed "*luz" is *LUZ), its comodines in place.
    kind_fits
        && match cards {
            [] => true,
            [want] => same(word, want),
            [old, want] => target.is_some_and(|t| same(t, old)) && same(word, want),
            _ => false,
        }
}

/// The script's rules: the defaults with its own `[rules]` on top.
pub fn rules(script: &Script) -> Result<RapiRules, String> {
    script.house_rules()
}

#[cfg(test)]
mod tests {
    use super::super::{RapiEvent, bot_for};
    use super::*;
    use crate::engine::runner::bot_rng;
    use crate::engine::{BotLevel, Rules};
    use crate::games::guide::Wait;
    use crate::lexicon::WordList;

    fn new_game(script: &Script) -> Rapiletras {
        Rapiletras::new(
            script.players,
            rules(script).expect("its rules read"),
            script.seed,
        )
        .expect("deals")
    }

    /// The table's words, as the learner sees them.
    fn table_words(game: &Rapiletras) -> Vec<String> {
        game.table().iter().map(|w| w.letters.clone()).collect()
    }

    /// The guide's game played as the table plays it: the computers choose with the
    /// table's randomness (seed and ply), the learner plays each step's move (in the
    /// free play, the first word the search finds, else a card from the mazo); returns
    /// the events of the whole walk and one line per step.
    fn walk() -> (Vec<RapiEvent>, Vec<String>) {
        let script = script().expect("assets/rapiletras/guide.toml reads");
        let mut game = new_game(script);
        assert_eq!(game.rules().dictionary, WordList::Everyday);
        let me = script.learner;
        let mut ply = 0u64;
        let mut seen = Vec::new();
        let mut all = Vec::new();
        let computers = |game: &mut Rapiletras, ply: &mut u64, all: &mut Vec<RapiEvent>| {
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
                    if after_free_play {
                        seen.push(format!("{i}: after the free play, key {k}"));
                    } else {
                        assert_eq!(game.to_act(), Some(me), "step {i} waits for the learner");
                        seen.push(format!(
                            "{i}: key {k}, die {}, table {:?}",
                            game.die(),
                            table_words(&game)
                        ));
                    }
                }
                Wait::Move { kind, cards } => {
                    assert_eq!(game.to_act(), Some(me), "step {i}: the learner's turn");
                    let legal = game.candidate_moves(me);
                    let fitting: Vec<&RapiMove> = legal
                        .iter()
                        .filter(|m| fits(&game, me, m, kind, cards))
                        .collect();
                    // The move the step names is found by the search, and no other fits.
                    assert_eq!(fitting.len(), 1, "step {i}: {kind} {cards:?} {fitting:?}");
                    let mv = fitting[0].clone();
                    assert!(game.check(me, &mv).is_ok());
                    if let Some(word) = cards.last() {
                        let typed = match &mv {
                            RapiMove::Form { .. } => RapiMove::Form {
                                word: word.to_lowercase(),
                            },
                            RapiMove::Add { target, .. } => RapiMove::Add {
                                target: *target,
                                word: word.to_lowercase(),
                            },
                            RapiMove::Replace { target, .. } => RapiMove::Replace {
                                target: *target,
                                word: word.to_lowercase(),
                            },
                            other => other.clone(),
                        };
                        assert!(fits(&game, me, &typed, kind, cards), "typed in lower case");
                    }
                    let word_moves = legal.iter().filter(|m| fits(&game, me, m, "word", &[]));
                    seen.push(format!(
                        "{i}: die {}, hand {}, table {:?}, words {}, {kind} {mv:?}",
                        game.die(),
                        game.hand(me)
                            .iter()
                            .map(|c| c.letter().unwrap_or('*'))
                            .collect::<String>(),
                        table_words(&game),
                        word_moves.count()
                    ));
                    all.extend(game.apply(me, &mv).expect("legal"));
                    ply += 1;
                    computers(&mut game, &mut ply, &mut all);
                }
                Wait::RoundEnd => {
                    let limit = step.moves.expect("a few moves of free play");
                    let hands_before = game.score_pad().len();
                    for _ in 0..limit {
                        if game.score_pad().len() > hands_before {
                            break;
                        }
                        let legal = game.candidate_moves(me);
                        let mv = legal
                            .iter()
                            .find(|m| fits(&game, me, m, "word", &[]))
                            .or_else(|| legal.first())
                            .expect("a move")
                            .clone();
                        all.extend(game.apply(me, &mv).expect("legal"));
                        ply += 1;
                        computers(&mut game, &mut ply, &mut all);
                    }
                    after_free_play = true;
                    seen.push(format!(
                        "{i}: free play, hands scored {}",
                        game.score_pad().len()
                    ));
                }
            }
        }
        assert!(after_free_play, "the guide reaches its free play's end");
        (all, seen)
    }

    #[test]
    fn the_scripted_moves_are_legal_and_each_situation_occurs() {
        let script = script().expect("reads");
        let (events, seen) = walk();
        assert_eq!(seen.len(), script.steps.len(), "{seen:#?}");
        // The learner starts; the die rolled itself: 2, which the die step names.
        let game = new_game(script);
        assert_eq!(game.to_act(), Some(0), "the learner starts");
        assert_eq!(game.die(), 2);
        assert!(seen[1].contains("key enter, die 2"), "{}", seen[1]);
        // A new word without a comodín.
        assert!(events.iter().any(|e| matches!(e,
            RapiEvent::Formed { seat: 0, word, comodines: 0 } if word == "EL")));
        // The die repeats: the learner replaces EL's L; Lucía had laid VE.
        assert!(seen[3].contains("die 2, hand") && seen[3].contains("[\"EL\", \"VE\"]"));
        assert!(events.iter().any(|e| matches!(
            e,
            RapiEvent::DieRolled {
                cycle: 2,
                value: 2,
                repeat: true,
                ..
            }
        )));
        assert!(events.iter().any(|e| matches!(e,
            RapiEvent::Replaced { seat: 0, old, word, to_pozo }
                if old == "EL" && word == "ES" && to_pozo.len() == 1)));
        // Lucía changes ES into DE, and its S goes to the pozo.
        assert!(events.iter().any(|e| matches!(e,
            RapiEvent::Replaced { seat: 1, old, word, .. } if old == "ES" && word == "DE")));
        // Letters added to a word on the table.
        assert!(events.iter().any(|e| matches!(e,
            RapiEvent::Added { seat: 0, old, word, added: 3 } if old == "DE" && word == "PODER")));
        // No word of 4 letters (as the step says): the learner takes the pozo's S.
        assert!(
            seen[5].contains("die 4, hand UUZ*") && seen[5].contains("words 0"),
            "{}",
            seen[5]
        );
        assert!(events.iter().any(|e| matches!(e,
            RapiEvent::Drew { seat: 0, from: Pile::Pozo, card: Some(c) }
                if c.letter() == Some('S'))));
        // A comodín plays the L of LUZ.
        assert!(events.iter().any(|e| matches!(e,
            RapiEvent::Formed { seat: 0, word, comodines: 1 } if word == "LUZ")));
        assert!(
            seen.last()
                .is_some_and(|s| s.contains("after the free play"))
        );
    }

    #[test]
    fn a_step_fits_only_its_kind_and_word() {
        let game = new_game(script().expect("reads"));
        let w = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let el = RapiMove::Form { word: "el".into() };
        assert!(fits(&game, 0, &el, "form", &w(&["EL"])));
        assert!(fits(&game, 0, &el, "word", &[]));
        assert!(!fits(&game, 0, &el, "comodin", &[]));
        assert!(!fits(&game, 0, &el, "form", &w(&["ES"])));
        let luz = RapiMove::Form {
            word: "*luz".into(),
        };
        assert!(fits(&game, 0, &luz, "comodin", &w(&["*LUZ"])));
        assert!(!fits(&game, 0, &luz, "form", &[]));
        // The comodín in another place is another move.
        assert!(!fits(&game, 0, &luz, "comodin", &w(&["L*UZ"])));
        let add = RapiMove::Add {
            target: 0,
            word: "PODER".into(),
        };
        assert!(fits(&game, 0, &add, "add", &w(&["poder"])));
        assert!(!fits(&game, 0, &add, "replace", &[]));
        // The table word changed is named first: none is on this table yet.
        assert!(!fits(&game, 0, &add, "add", &w(&["DE", "PODER"])));
        let pozo = RapiMove::Draw { from: Pile::Pozo };
        assert!(fits(&game, 0, &pozo, "pozo", &[]));
        assert!(!fits(&game, 0, &pozo, "mazo", &[]));
        assert!(!fits(
            &game,
            0,
            &RapiMove::Draw { from: Pile::Mazo },
            "pozo",
            &[]
        ));
    }
}
