//! Leftovers' guided first game (README, "First Leftovers round"): the script in
//! `assets/leftovers/guide.toml` and what its move steps mean. A step's move kinds are
//! "open" (a new word from the hand alone, on an empty table), "remake" (a word from the
//! table's word and the hand), "word" (either) and "pass" (0: "I cannot make a word").
//! Its `cards` hold the word as typed (["JANGLED"]), matched whatever its case or
//! accents. No terminal code here.

use super::words::parse_word;
use super::{LeftMove, LeftRules, Leftovers, Phase};
use crate::engine::SeatId;
use crate::games::guide::Script;
use std::sync::OnceLock;

const TOML: &str = include_str!("../../../assets/leftovers/guide.toml");

/// The script, read once; None when it does not read (a test rules that out).
pub fn script() -> Option<&'static Script> {
    static SCRIPT: OnceLock<Option<Script>> = OnceLock::new();
    SCRIPT.get_or_init(|| Script::parse(TOML).ok()).as_ref()
}

/// Whether `mv` is the move a step asking for `kind` (and the word in `cards`) wants.
pub fn fits(game: &Leftovers, seat: SeatId, mv: &LeftMove, kind: &str, cards: &[String]) -> bool {
    let opening = game.phase() == Phase::Open;
    match mv {
        LeftMove::Pass => kind == "pass",
        LeftMove::Word { word } => {
            let kind_fits = match kind {
                "open" => opening,
                "remake" => game.phase() == Phase::Play,
                "word" => true,
                _ => false,
            };
            // The word as the rules read it (a typed "jangled" is JANGLED).
            let Ok(split) = game.plan(seat, word, opening) else {
                return false;
            };
            kind_fits
                && match cards {
                    [] => true,
                    [want] => parse_word(want).is_ok_and(|w| w == split.word),
                    _ => false,
                }
        }
        _ => false,
    }
}

/// The script's rules: the defaults with its own `[rules]` on top.
pub fn rules(script: &Script) -> Result<LeftRules, String> {
    script.house_rules()
}

#[cfg(test)]
mod tests {
    use super::super::{LeftEvent, bot_for, load_deck};
    use super::*;
    use crate::engine::runner::bot_rng;
    use crate::engine::{BotLevel, Rules};
    use crate::games::guide::Wait;
    use crate::lexicon::WordList;

    fn new_game(script: &Script) -> Leftovers {
        let rules = rules(script).expect("its rules read");
        let deck = load_deck(rules.language, &rules.deck).expect("the deck");
        Leftovers::new(script.players, rules, deck, script.seed)
            .expect("deals")
            .0
    }

    /// The guide's game played as the table plays it: the computers choose with the
    /// table's randomness (seed and ply), the learner plays each step's move (in the
    /// free play, the first word the search finds); returns the events of the whole walk
    /// and one line per step.
    fn walk() -> (Vec<LeftEvent>, Vec<String>) {
        let script = script().expect("assets/leftovers/guide.toml reads");
        let mut game = new_game(script);
        assert_eq!(game.rules().dictionary, WordList::Everyday);
        let me = script.learner;
        let mut ply = 0u64;
        let mut seen = Vec::new();
        let mut all = Vec::new();
        let computers = |game: &mut Leftovers, ply: &mut u64, all: &mut Vec<LeftEvent>| {
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
                        let table: String = game.table().iter().map(|c| c.letter).collect();
                        seen.push(format!("{i}: key {k}, table {table}"));
                    }
                }
                Wait::Move { kind, cards } => {
                    assert_eq!(game.to_act(), Some(me), "step {i}: the learner's turn");
                    let legal = game.candidate_moves(me);
                    let fitting: Vec<&LeftMove> = legal
                        .iter()
                        .filter(|m| fits(&game, me, m, kind, cards))
                        .collect();
                    // A word the step names is found by the search, and no other word
                    // fits the step.
                    assert_eq!(fitting.len(), 1, "step {i}: {kind} {cards:?} {fitting:?}");
                    let mv = fitting[0].clone();
                    assert!(game.check(me, &mv).is_ok());
                    if let [word] = cards {
                        let typed = LeftMove::Word {
                            word: word.to_lowercase(),
                        };
                        assert!(fits(&game, me, &typed, kind, cards), "typed in lower case");
                    }
                    seen.push(format!("{i}: {kind} {mv:?}"));
                    all.extend(game.apply(me, &mv).expect("legal"));
                    ply += 1;
                    computers(&mut game, &mut ply, &mut all);
                }
                Wait::RoundEnd => {
                    let limit = step.moves.expect("the game is the round: a few moves");
                    for _ in 0..limit {
                        assert!(game.outcome().is_none(), "the game goes on");
                        let mv = game.candidate_moves(me)[0].clone();
                        assert!(fits(&game, me, &mv, "word", &[]) || mv == LeftMove::Pass);
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

    #[test]
    fn the_scripted_moves_are_legal_and_each_situation_occurs() {
        let script = script().expect("reads");
        let (events, seen) = walk();
        assert_eq!(seen.len(), script.steps.len());
        // The learner starts, and cannot make a word from hand alone: no move but 0.
        let game = new_game(script);
        assert_eq!(game.first_player(), 0, "the learner starts");
        assert_eq!(game.candidate_moves(0), vec![LeftMove::Pass]);
        assert!(seen[1].contains(": pass Pass"), "{}", seen[1]);
        // Noah opens JAW, Emily remakes it into JAWED: the table the texts name.
        assert!(
            events.iter().any(|e| matches!(e,
                LeftEvent::Opened { seat: 1, word, .. } if word == "JAW")),
            "{events:#?}"
        );
        assert!(seen[2].contains("table JAWED"), "{}", seen[2]);
        // The learner's word from the table's word leaves the W, which Emily takes.
        let remade = events.iter().position(|e| {
            matches!(e, LeftEvent::Remade { seat: 0, old, word, leftovers, taker: 2, .. }
                if old == "JAWED" && word == "JANGLED"
                    && leftovers.iter().map(|c| c.letter).collect::<String>() == "W")
        });
        let remade = remade.expect("the learner remade JAWED into JANGLED");
        assert!(matches!(&events[remade + 1],
            LeftEvent::Took { seat: 2, cards, points: 3 } if cards.len() == 1));
        // Noah makes JINGLED: the A left out goes to the learner.
        assert!(events.iter().any(|e| matches!(e,
            LeftEvent::Remade { seat: 1, old, word, taker: 0, leftovers, .. }
                if old == "JANGLED" && word == "JINGLED"
                    && leftovers.iter().map(|c| c.letter).collect::<String>() == "A")));
        assert!(seen[4].contains("key enter"), "{}", seen[4]);
        assert!(
            seen.last()
                .is_some_and(|s| s.contains("after the free play"))
        );
    }

    #[test]
    fn a_step_fits_only_its_kind_and_word() {
        let rules = LeftRules::default();
        let deck = load_deck(rules.language, "").expect("deck");
        let w = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let open = Leftovers::position(rules.clone(), deck.clone(), &["CATS", "DOGE"], "", "", 0);
        let cat = LeftMove::Word { word: "cat".into() };
        assert!(fits(&open, 0, &cat, "open", &w(&["CAT"])));
        assert!(fits(&open, 0, &cat, "word", &[]));
        assert!(!fits(&open, 0, &cat, "remake", &[]));
        assert!(!fits(&open, 0, &cat, "open", &w(&["CATS"])));
        assert!(!fits(&open, 0, &LeftMove::Pass, "open", &[]));
        assert!(fits(&open, 0, &LeftMove::Pass, "pass", &[]));
        // A word the hand cannot make fits nothing.
        let dog = LeftMove::Word { word: "DOG".into() };
        assert!(!fits(&open, 0, &dog, "word", &[]));
        let play = Leftovers::position(rules, deck, &["SX", "Q"], "CAT", "", 0);
        let cats = LeftMove::Word {
            word: "CATS".into(),
        };
        assert!(fits(&play, 0, &cats, "remake", &w(&["cats"])));
        assert!(!fits(&play, 0, &cats, "open", &[]));
        assert!(!fits(&play, 0, &cats, "pass", &[]));
    }
}
