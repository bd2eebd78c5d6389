//! The line under a typed word follows one rule at every word game (Palabra, Rapiletras,
//! Leftovers): with the house rule `preview_dictionary` on (the default), a word outside
//! the dictionary is marked in challenge and vote modes; with it off, in neither; strict
//! mode refuses such a word either way. Palabra and Rapiletras showed "✓ CADA: ... = 28"
//! with no mark while Leftovers marked it (found by a tester).

use naipes::engine::{Describe, Lang, Rules, WordCheck};
use naipes::games::TableGame;
use naipes::games::leftovers::{self, LeftMove, LeftRules, Leftovers};
use naipes::games::palabra::{self, Palabra, PalabraRules};
use naipes::games::rapiletras::{self, RapiMove, RapiRules, Rapiletras};

const CHALLENGE_MARK: &str = " (not in the dictionary)";
const VOTE_MARK: &str = " (not in the dictionary; the table votes)";

/// Palabra's line for `text` typed as a fresh word by seat 0.
fn palabra_line(check: WordCheck, on: bool, text: &str) -> Result<String, String> {
    let rules = PalabraRules {
        word_check: check,
        preview_dictionary: on,
        ..PalabraRules::default()
    };
    let g = Palabra::from_setup(&palabra::Setup {
        rules,
        hands: vec!["C A T Q Z X B".into(), "E E E".into()],
        ..palabra::Setup::default()
    })
    .expect("setup");
    let v = g.view_for(0);
    palabra::word_from_text(&v, text, None)
        .and_then(|mv| palabra::preview_in(&v, &mv, Lang::En))
        .map_err(|e| e.describe(Lang::En))
}

/// Rapiletras' line for `word` formed by seat 1 with the die at 3.
fn rapiletras_line(check: WordCheck, on: bool, word: &str, lang: Lang) -> Result<String, String> {
    let rules = RapiRules {
        word_check: check,
        preview_dictionary: on,
        ..RapiRules::default()
    };
    let g = Rapiletras::from_setup(&rapiletras::Setup {
        rules,
        hands: vec!["EE".into(), "QZASOL".into(), "II".into()],
        die: 3,
        seed: 7,
        ..rapiletras::Setup::default()
    })
    .expect("setup");
    let mv = RapiMove::Form { word: word.into() };
    rapiletras::preview_in(&g.view_for(1), &mv, lang).map_err(|e| e.describe(lang))
}

/// Leftovers' line for `word` opened by seat 0.
fn leftovers_line(check: WordCheck, on: bool, word: &str) -> Result<String, String> {
    let rules = LeftRules {
        word_check: check,
        preview_dictionary: on,
        ..LeftRules::default()
    };
    let deck = leftovers::builtin(naipes::lexicon::Language::English);
    let g = Leftovers::position(rules, deck, &["CATSXYZQJK", "AEIOUAEIOU"], "", "", 0);
    let mv = LeftMove::Word { word: word.into() };
    leftovers::preview(&g.view_for(0), &mv, Lang::En, &["Ana".into(), "Bob".into()])
        .map_err(|e| e.describe(Lang::En))
}

/// Every game's line for a word of its dictionary and one outside it.
fn lines(check: WordCheck, on: bool) -> Vec<(Result<String, String>, Result<String, String>)> {
    vec![
        (
            palabra_line(check, on, "CAT"),
            palabra_line(check, on, "QZX"),
        ),
        (
            rapiletras_line(check, on, "SOL", Lang::En),
            rapiletras_line(check, on, "QZA", Lang::En),
        ),
        (
            leftovers_line(check, on, "CATS"),
            leftovers_line(check, on, "QJK"),
        ),
    ]
}

#[test]
fn every_word_game_marks_a_word_outside_the_dictionary_the_same_way() {
    for (check, mark) in [
        (WordCheck::Challenge, CHALLENGE_MARK),
        (WordCheck::Vote, VOTE_MARK),
    ] {
        for (good, bad) in lines(check, true) {
            let (good, bad) = (good.expect("a word"), bad.expect("may be laid"));
            assert!(!good.contains("dictionary"), "{check:?}: {good}");
            assert!(bad.contains(mark), "{check:?}: {bad}");
            if check == WordCheck::Challenge {
                assert!(!bad.contains("votes"), "{bad}");
            }
        }
        // The house rule off: no game marks it.
        for (good, bad) in lines(check, false) {
            for line in [good.expect("a word"), bad.expect("may be laid")] {
                assert!(!line.contains("dictionary"), "{check:?}: {line}");
            }
        }
    }
    // Strict mode refuses it before it is laid, whatever the house rule says.
    for on in [true, false] {
        for (good, bad) in lines(WordCheck::Strict, on) {
            assert!(good.is_ok(), "{good:?}");
            let why = bad.expect_err("refused");
            assert!(why.contains("dictionary"), "{why}");
        }
    }
    // In Spanish too, the same words as Leftovers' Spanish table.
    let es = rapiletras_line(WordCheck::Vote, true, "QZA", Lang::Es).expect("may be laid");
    assert!(
        es.contains(" (no está en el diccionario; vota la mesa)"),
        "{es}"
    );
}

/// The help says the ruling in force in challenge and vote modes; a table that does not
/// set the key keeps its saves and records as they were (the key is written only when
/// off).
#[test]
fn the_dictionary_mark_is_a_house_rule_in_the_help_and_written_only_when_off() {
    fn check<G: TableGame>(on: G::HouseRules, off: G::HouseRules, default: G::HouseRules) {
        let said = |r: &G::HouseRules, lang| G::help_lines(r, lang).join("\n");
        assert!(said(&on, Lang::En).contains("preview_dictionary = false: no mark"));
        assert!(said(&off, Lang::Es).contains("Regla de la casa preview_dictionary = false"));
        assert!(
            !said(&default, Lang::En).contains("preview_dictionary"),
            "strict mode"
        );
        let json = |r: &G::HouseRules| serde_json::to_string(r).expect("json");
        assert!(!json(&on).contains("preview_dictionary"));
        assert!(!json(&default).contains("preview_dictionary"));
        assert!(json(&off).contains("\"preview_dictionary\":false"));
    }
    let vote = WordCheck::Vote;
    check::<Palabra>(
        PalabraRules {
            word_check: vote,
            ..Default::default()
        },
        PalabraRules {
            word_check: vote,
            preview_dictionary: false,
            ..Default::default()
        },
        PalabraRules::default(),
    );
    check::<Rapiletras>(
        RapiRules {
            word_check: vote,
            ..Default::default()
        },
        RapiRules {
            word_check: vote,
            preview_dictionary: false,
            ..Default::default()
        },
        RapiRules::default(),
    );
    check::<Leftovers>(
        LeftRules {
            word_check: vote,
            ..Default::default()
        },
        LeftRules {
            word_check: vote,
            preview_dictionary: false,
            ..Default::default()
        },
        LeftRules::default(),
    );
}
