//! Unit tests: the deck file, scoring helpers and the typed-word parser.

use super::cards::{CardKind, Colors, DEFAULT_DECK, game_deck, letter_value, parse_deck};
use super::table::{is_straight, penalty};
use super::typed::{Want, parse_word};
use std::collections::HashMap;

#[test]
fn deck_has_the_counts_of_decks_md() {
    let d = parse_deck(DEFAULT_DECK).unwrap();
    assert_eq!(d.len(), 122);
    let count = |k: CardKind| d.iter().filter(|c| c.kind == k).count();
    assert_eq!(d.iter().filter(|c| c.letter().is_some()).count(), 115);
    assert_eq!(count(CardKind::Wild), 3);
    assert_eq!(count(CardKind::Vowel), 2);
    assert_eq!(count(CardKind::Joker), 2);
    let mut by_colors: HashMap<&str, usize> = HashMap::new();
    for c in d.iter().filter(|c| c.letter().is_some()) {
        let code = match c.colors.code().as_str() {
            "R" => "R",
            "B" => "B",
            "G" => "G",
            "Y" => "Y",
            "RB" => "RB",
            "GY" => "GY",
            other => panic!("colors {other}"),
        };
        *by_colors.entry(code).or_default() += 1;
    }
    let want = [
        ("Y", 22),
        ("RB", 14),
        ("G", 22),
        ("R", 22),
        ("GY", 13),
        ("B", 22),
    ];
    for (code, n) in want {
        assert_eq!(by_colors[code], n, "{code}");
    }
    // Ids are the positions; every card of a letter has the letter's value.
    for (i, c) in d.iter().enumerate() {
        assert_eq!(c.id, i);
        if let Some(l) = c.letter() {
            assert_eq!(c.value, letter_value(l), "{l}");
            assert!(matches!(c.stars, 0 | 2 | 3));
        }
    }
    let stars = |l: char, colors: &str| {
        d.iter()
            .find(|c| c.letter() == Some(l) && c.colors == Colors::parse(colors).unwrap())
            .map(|c| c.stars)
    };
    assert_eq!(stars('P', "B"), Some(3));
    assert_eq!(stars('B', "G"), Some(3));
    assert_eq!(stars('K', "RB"), Some(3));
    assert_eq!(stars('W', "GY"), Some(2));
}

#[test]
fn palabra_letters_sum_to_twelve() {
    let sum: i32 = "PALABRA".chars().map(letter_value).sum();
    assert_eq!(sum, 12);
}

#[test]
fn two_decks_and_no_jokers() {
    assert_eq!(game_deck(true, true).len(), 244);
    assert_eq!(game_deck(false, false).len(), 120);
    assert!(
        game_deck(true, true)
            .iter()
            .enumerate()
            .all(|(i, c)| c.id == i)
    );
}

#[test]
fn bad_deck_files_are_refused() {
    assert!(
        parse_deck(
            "[[group]]\ncolors = \"Q\"\nletters = []\n[specials]\nwild = 0\nvowel = 0\njoker = 0"
        )
        .is_err()
    );
    assert!(parse_deck("[[group]]\ncolors = \"R\"\nletters = [\"A x\"]\n[specials]\nwild = 0\nvowel = 0\njoker = 0").is_err());
    assert!(parse_deck("nonsense = 1").is_err());
}

#[test]
fn lock_multipliers_and_straights() {
    assert_eq!(Colors::parse("R").unwrap().lock_multiplier(), 2);
    assert_eq!(Colors::parse("RB").unwrap().lock_multiplier(), 4);
    assert_eq!(Colors::parse("GY").unwrap().lock_multiplier(), 4);
    assert_eq!(Colors::parse("RG").unwrap().lock_multiplier(), 2);
    assert_eq!(Colors::NONE.lock_multiplier(), 1);
    assert!(is_straight(&['X', 'Y', 'Z', 'A', 'B']));
    assert!(!is_straight(&['A', 'B']));
    assert!(!is_straight(&['A', 'C', 'D']));
}

#[test]
fn penalty_counts_stars() {
    let d = parse_deck(DEFAULT_DECK).unwrap();
    let k = *d
        .iter()
        .find(|c| c.letter() == Some('K') && c.stars == 3)
        .unwrap();
    assert_eq!(penalty(&[k], false), 18);
    assert_eq!(penalty(&[k], true), 72);
    assert_eq!(penalty(&[], true), 0);
}

#[test]
fn typed_markers() {
    assert_eq!(
        parse_word("c*a+e").unwrap(),
        vec![Want::Letter('C'), Want::Wild('A'), Want::Vowel('E')]
    );
    assert!(parse_word("ca*").is_err());
    assert!(parse_word("c1").is_err());
    assert!(parse_word("").is_err());
}

#[test]
fn rules_summary_names_the_shave_rule_in_the_language() {
    use super::config::{PalabraRules, ShaveRule};
    use crate::engine::Lang;
    use crate::games::TableGame;
    for shave in [
        ShaveRule::Previous,
        ShaveRule::Anyone,
        ShaveRule::LastAndNext,
    ] {
        let r = PalabraRules {
            shave,
            ..PalabraRules::default()
        };
        let es = super::Palabra::rules_summary(&r, 2, Lang::Es);
        for english in ["previous", "anyone", "last", "next"] {
            assert!(!es.contains(english), "{es}");
        }
        let en = super::Palabra::rules_summary(&r, 2, Lang::En);
        assert!(
            !en.contains("lastandnext") && !en.contains("anyone"),
            "{en}"
        );
    }
}

#[test]
fn a_vowel_play_uses_a_wild_card_for_a_vowel_typed_once_more_than_held() {
    use super::{Palabra, PalabraError, PalabraMove, Setup, vowels_from_text};
    use crate::engine::Rules;
    let g = Palabra::from_setup(&Setup {
        hands: vec!["A E I O U ? B".into(), "E".into()],
        seed: 7,
        ..Setup::default()
    })
    .unwrap();
    let v = g.view_for(0);
    // One I card and a wild: the second I is the wild (it said "You have no I").
    let mv = vowels_from_text(&v, "AEIOUI").expect("six vowels");
    let PalabraMove::Vowels { cards } = mv else {
        panic!("{mv:?}")
    };
    assert_eq!(cards.len(), 6);
    // Three I with one I card and one wild: how many there are, not "no I".
    let e = vowels_from_text(&v, "AEIOUII").unwrap_err();
    assert_eq!(e, PalabraError::TooFewOf('I', 2));
    assert_eq!(
        crate::engine::Describe::describe(&e, crate::engine::Lang::En),
        "You have only 2 I."
    );
}

/// The replay's all-hands view names special cards as the table does: JOKR and WILD,
/// not their record labels "#0" and "*0" (found by a tester).
#[test]
fn all_hands_name_special_cards() {
    use crate::engine::Lang;
    use crate::games::TableGame;
    let mut g = super::Palabra::new(2, super::PalabraRules::default(), 1).unwrap();
    let deck = parse_deck(DEFAULT_DECK).unwrap();
    let special = |k: CardKind| *deck.iter().find(|c| c.kind == k).unwrap();
    g.hands[0][0] = special(CardKind::Joker);
    g.hands[0][1] = special(CardKind::Wild);
    g.hands[0][2] = special(CardKind::Vowel);
    let en = g.hands_text(Lang::En);
    assert!(en[0].starts_with("JOKR WILD VOWL "), "{en:?}");
    assert!(!en[0].contains('#') && !en[0].contains("*0"), "{en:?}");
    let es = g.hands_text(Lang::Es);
    assert!(es[0].starts_with("JOKR COMO "), "{es:?}");
}
