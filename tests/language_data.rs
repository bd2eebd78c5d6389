//! The bundled language-challenge data (assets/language/): it parses, it is big enough,
//! every program-checked challenge can be passed and failed, and the glossary's words
//! are words of their languages.

use naipes::engine::{Lang, rng_from_seed};
use naipes::language::verbs::{EN_FORMS, ES_TENSES};
use naipes::language::{
    CHALLENGES_EN_TOML, CHALLENGES_ES_TOML, Challenges, GLOSSARY_TOML, Judged, Kind, Level,
    VERBS_TOML,
};
use naipes::lexicon::table::table_for;
use naipes::lexicon::{Language, WordList};

const BOTH: [Lang; 2] = [Lang::En, Lang::Es];

fn set(lang: Lang) -> &'static Challenges {
    Challenges::embedded(lang)
}

fn text(lang: Lang) -> &'static str {
    lang.pick(CHALLENGES_EN_TOML, CHALLENGES_ES_TOML)
}

#[test]
fn every_file_parses() {
    for lang in BOTH {
        let parsed = Challenges::parse(lang, text(lang), GLOSSARY_TOML, VERBS_TOML);
        assert!(parsed.is_ok(), "{:?}", parsed.err());
        assert_eq!(parsed.unwrap().len(), set(lang).len());
    }
}

#[test]
fn a_file_for_the_other_language_is_refused() {
    let err =
        Challenges::parse(Lang::Es, CHALLENGES_EN_TOML, GLOSSARY_TOML, VERBS_TOML).unwrap_err();
    assert!(err.contains("practises `en`, expected `es`"), "{err}");
}

#[test]
fn every_program_checked_challenge_has_an_accepted_answer_and_refuses_a_wrong_one() {
    for lang in BOTH {
        for c in set(lang).all() {
            if c.judged() == Judged::Table {
                assert!(!c.check("anything").passed, "{}", c.id());
                assert!(!c.prompt(Lang::En).is_empty() && !c.prompt(Lang::Es).is_empty());
                continue;
            }
            assert!(!c.examples().is_empty(), "{}", c.id());
            for answer in c.examples() {
                let v = c.check(answer);
                assert!(v.passed, "{}: {answer} refused", c.id());
                assert!(!v.accepted.is_empty());
                // Case and accents do not matter.
                assert!(c.check(&answer.to_uppercase()).passed, "{}", c.id());
            }
            for wrong in ["", "qqqq", "zzxq wpt"] {
                assert!(!c.check(wrong).passed, "{}: {wrong:?} accepted", c.id());
            }
            assert!(!c.answers(Lang::En).is_empty() && !c.answers(Lang::Es).is_empty());
        }
    }
}

#[test]
fn draw_is_deterministic_and_honours_table_judged() {
    for lang in BOTH {
        let s = set(lang);
        for level in Level::ALL {
            let a = s.draw(level, true, 3, &mut rng_from_seed(7));
            let b = s.draw(level, true, 3, &mut rng_from_seed(7));
            assert_eq!(a, b);
            assert_eq!(a.len(), 3);
            let mut uniq = a.clone();
            uniq.sort();
            uniq.dedup();
            assert_eq!(uniq.len(), 3, "distinct ids");
            let mut rng = rng_from_seed(11);
            for _ in 0..50 {
                for id in s.draw(level, false, 3, &mut rng) {
                    assert_eq!(s.get(&id).unwrap().judged(), Judged::Program, "{id}");
                }
            }
        }
        // Asking for more than a level holds falls back to the other levels.
        let all = s.draw(Level::Beginner, true, s.len(), &mut rng_from_seed(1));
        assert_eq!(all.len(), s.len());
    }
}

#[test]
fn bad_toml_is_located() {
    let bad = CHALLENGES_EN_TOML.replacen("kind = \"translate\"", "kind = \"translat\"", 1);
    let err = Challenges::parse(Lang::En, &bad, GLOSSARY_TOML, VERBS_TOML).unwrap_err();
    let line = bad.lines().position(|l| l.contains("translat\"")).unwrap() + 1;
    assert!(
        err.starts_with(&format!("challenges.en.toml:{line}:")),
        "{err}"
    );
    let broken = GLOSSARY_TOML.replacen("[categories]", "[categories", 1);
    let err = Challenges::parse(Lang::En, CHALLENGES_EN_TOML, &broken, VERBS_TOML).unwrap_err();
    assert!(err.starts_with("glossary.toml:"), "{err}");
    let unknown = CHALLENGES_ES_TOML.replacen(
        "kind = \"translate\", word = \"",
        "kind = \"translate\", word = \"zzqx",
        1,
    );
    let err = Challenges::parse(Lang::Es, &unknown, GLOSSARY_TOML, VERBS_TOML).unwrap_err();
    assert!(err.contains("not on the glossary's English side"), "{err}");
}

#[test]
fn prompts_are_worded_in_the_interface_language() {
    let en = set(Lang::En);
    let c = en
        .all()
        .iter()
        .find(|c| c.kind() == Kind::Translate)
        .unwrap();
    assert!(
        c.prompt(Lang::En).starts_with("Say '"),
        "{}",
        c.prompt(Lang::En)
    );
    assert!(c.prompt(Lang::En).ends_with("in English"));
    assert!(c.prompt(Lang::Es).starts_with("Di '"));
    assert!(c.prompt(Lang::Es).ends_with("en inglés"));
    let es = set(Lang::Es);
    let c = es
        .all()
        .iter()
        .find(|c| c.kind() == Kind::Translate)
        .unwrap();
    assert!(c.prompt(Lang::Es).ends_with("en español"));
    assert!(c.prompt(Lang::En).ends_with("in Spanish"));
}

/// English names of days and months are proper nouns: the game dictionaries leave them
/// out, the glossary keeps them (capitalised). Nothing else may be missing.
const PROPER_NOUNS: [&str; 19] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

fn is_single_word(w: &str) -> bool {
    !w.contains(' ') && !w.contains('-')
}

#[test]
fn glossary_single_words_are_dictionary_words() {
    let g = set(Lang::En).glossary();
    let mut bad = Vec::new();
    let mut checked = 0;
    for (lang, language) in [(Lang::En, Language::English), (Lang::Es, Language::Spanish)] {
        let lexicon = table_for(language, WordList::Full);
        for e in g.entries() {
            for w in e.side(lang).iter().filter(|w| is_single_word(w)) {
                checked += 1;
                if PROPER_NOUNS.contains(&w.as_str()) {
                    continue;
                }
                if !lexicon.contains(w) {
                    bad.push(w.clone());
                }
            }
        }
    }
    assert!(bad.is_empty(), "not in the dictionary: {bad:?}");
    assert!(checked > 2000, "{checked}");
}

#[test]
fn every_verb_form_is_a_dictionary_word() {
    let verbs = set(Lang::En).verbs();
    let en = table_for(Language::English, WordList::Full);
    for (verb, table) in &verbs.english {
        for form in EN_FORMS {
            for w in table.form(form).unwrap() {
                assert!(en.contains(&w), "{verb} {form}: {w}");
            }
        }
    }
    let es = table_for(Language::Spanish, WordList::Full);
    for (verb, table) in &verbs.spanish {
        for tense in ES_TENSES {
            for person in 1..=6 {
                let w = table.form(tense, person).unwrap();
                assert!(es.contains(&w), "{verb} {tense} {person}: {w}");
            }
        }
    }
    assert!(verbs.english.len() >= 100 && verbs.spanish.len() >= 80);
}

#[test]
fn counts_per_language_level_and_kind() {
    for lang in BOTH {
        let s = set(lang);
        assert!(s.len() >= 150, "{}", s.len());
        let table = s
            .all()
            .iter()
            .filter(|c| c.judged() == Judged::Table)
            .count();
        assert!(table >= 30, "{table} table-judged");
        for level in Level::ALL {
            let at = |j: Judged| {
                s.all()
                    .iter()
                    .filter(move |c| c.level() == level && c.judged() == j)
            };
            assert!(at(Judged::Program).count() >= 30, "{level:?}");
            assert!(at(Judged::Table).count() >= 5, "{level:?}");
        }
        for kind in Kind::ALL {
            assert!(s.all().iter().any(|c| c.kind() == kind), "{kind:?}");
            assert!(!kind.name(Lang::En).is_empty() && !kind.name(Lang::Es).is_empty());
        }
    }
    assert!(set(Lang::En).glossary().len() >= 1000);
}

#[test]
fn ids_are_stable_names_that_say_language_and_level() {
    for lang in BOTH {
        let s = set(lang);
        for c in s.all() {
            let level = match c.level() {
                Level::Beginner => 'b',
                Level::Intermediate => 'i',
                Level::Advanced => 'a',
            };
            let prefix = format!("{}-{level}-", lang.pick("en", "es"));
            assert!(c.id().starts_with(&prefix), "{}", c.id());
            assert!(std::ptr::eq(s.get(c.id()).unwrap(), c));
        }
        assert!(s.get("xx-b-001").is_none());
    }
    assert_eq!(
        set(Lang::En).get("en-b-001").unwrap().kind(),
        Kind::Translate
    );
}

/// The first challenge of `lang` of this kind whose prompt (English interface)
/// contains `text`.
fn find(lang: Lang, kind: Kind, text: &str) -> &'static naipes::language::Challenge {
    set(lang)
        .all()
        .iter()
        .find(|c| c.kind() == kind && c.prompt(Lang::En).contains(text))
        .unwrap_or_else(|| panic!("no {kind:?} challenge with {text:?}"))
}

#[test]
fn number_spelling_examples_in_both_languages() {
    use naipes::language::numbers::spellings;
    let ok = |n: u32, lang: Lang, text: &str| {
        let f = naipes::language::fold::fold;
        spellings(n, lang).iter().any(|s| f(s) == f(text))
    };
    assert!(ok(21, Lang::En, "twenty-one") && ok(21, Lang::En, "Twenty one"));
    assert!(ok(100, Lang::En, "one hundred") && ok(100, Lang::En, "a hundred"));
    assert!(ok(1999, Lang::En, "one thousand nine hundred ninety-nine"));
    assert!(ok(
        1999,
        Lang::En,
        "one thousand nine hundred and ninety-nine"
    ));
    assert!(ok(21, Lang::Es, "veintiuno") && ok(21, Lang::Es, "veinte y uno"));
    assert!(ok(100, Lang::Es, "cien") && !ok(100, Lang::Es, "ciento"));
    assert!(ok(1999, Lang::Es, "mil novecientos noventa y nueve"));
    assert!(ok(22, Lang::Es, "veintidós") && ok(22, Lang::Es, "veintidos"));
    assert!(!ok(1999, Lang::Es, "mil novecientos noventa"));
    // Through the challenges themselves, with the number written for each interface.
    let c = find(Lang::Es, Kind::Number, "1,999");
    assert!(
        c.prompt(Lang::Es).ends_with("1999"),
        "{}",
        c.prompt(Lang::Es)
    );
    assert!(c.check("Mil novecientos noventa y nueve").passed);
    assert!(!c.check("1999").passed);
    let c = find(Lang::Es, Kind::Number, ": 21");
    assert!(c.check("veintiún").passed && c.check("VEINTE Y UNO").passed);
    assert_eq!(c.check("veinte").accepted, "veintiuno / veinte y uno");
    let c = find(Lang::En, Kind::Number, ": 100");
    assert!(c.check("One Hundred").passed && !c.check("ten").passed);
}

/// The ñ ruling: n counts for ñ unless the table sets `exact_enye`; then ñ must be
/// written, as ñ or as n~ (a tester's "pequeno" was accepted for "pequeño").
#[test]
fn enye_is_optional_unless_the_table_asks_for_it() {
    let c = find(Lang::Es, Kind::Opposite, "'grande'");
    assert!(c.check("pequeno").passed && c.check("pequeño").passed);
    assert!(!c.check_spelling("pequeno", true).passed);
    for typed in ["pequeño", "PEQUEÑO", "pequen~o", "el pequeño"] {
        assert!(c.check_spelling(typed, true).passed, "{typed}");
    }
    // The same for a word of the player's own, looked up in the dictionary (a tester's
    // "tamano" passed with exact_enye on).
    let c = find(Lang::Es, Kind::StartsWith, "starts with T");
    assert!(c.check("tamano").passed);
    assert!(!c.check_spelling("tamano", true).passed);
    assert!(c.check_spelling("tamaño", true).passed && c.check_spelling("taman~o", true).passed);
    // Other accents stay optional.
    let c = find(Lang::Es, Kind::Plural, "'lápiz'");
    assert!(c.check_spelling("lapices", true).passed);
}

#[test]
fn case_accents_articles_and_pronouns_are_optional() {
    let c = find(Lang::Es, Kind::Plural, "'lápiz'");
    assert!(c.check("LAPICES").passed && c.check("lápices").passed);
    assert!(!c.check("lapizes").passed);
    let c = find(Lang::Es, Kind::Translate, "'dog'");
    assert!(c.check("el perro").passed && c.check("Perro").passed);
    assert!(!c.check("gato").passed);
    let c = find(Lang::En, Kind::Translate, "'comer'");
    assert!(c.check("to eat").passed && c.check("EAT").passed);
    let c = find(Lang::Es, Kind::Verb, "'ser' in the present with 'yo'");
    assert!(c.check("yo soy").passed && c.check("soy").passed && !c.check("es").passed);
    let c = find(Lang::Es, Kind::Verb, "'hablar' in the preterite");
    assert!(c.check("hable").passed && c.check("hablé").passed && !c.check("hablo").passed);
    let c = find(Lang::En, Kind::Verb, "past simple of 'go'");
    assert!(c.check("went").passed && !c.check("goed").passed);
}

#[test]
fn open_ended_answers_are_checked_with_the_dictionary() {
    let c = find(Lang::Es, Kind::Length, "exactly 4 letters");
    assert!(c.check("nino").passed, "n for ñ");
    assert!(c.check("niño").passed && c.check("mesa").passed);
    assert!(!c.check("xqzt").passed, "not a word");
    assert!(!c.check("perro").passed, "five letters");
    let c = find(Lang::En, Kind::StartsWith, "starts with B");
    assert!(c.check("Banana").passed && c.check("the bread").passed);
    assert!(
        c.check("bicycle").passed,
        "any dictionary word, not only the glossary"
    );
    assert!(!c.check("dog").passed && !c.check("bxqv").passed);
    assert!(!c.check("big dog").passed, "one word");
    let c = find(
        Lang::En,
        Kind::StartsWith,
        "starts with G, 5 letters or more",
    );
    assert!(c.check("grape").passed && !c.check("good").passed);
    let c = find(Lang::En, Kind::Category, "category: animals");
    assert!(c.check("horse").passed && !c.check("bread").passed);
    assert!(
        c.answers(Lang::Es).starts_with("p. ej. "),
        "{}",
        c.answers(Lang::Es)
    );
}

#[test]
fn table_judged_challenges_are_never_passed_by_the_program() {
    let c = set(Lang::En)
        .all()
        .iter()
        .find(|c| c.kind() == Kind::Open)
        .unwrap();
    let v = c.check("I had toast and coffee.");
    assert!(!v.passed);
    assert!(v.accepted.contains("judged by the table"));
    assert_eq!(c.answers(Lang::Es), "lo juzga la mesa");
    // Both interface texts, different from each other.
    assert_ne!(c.prompt(Lang::En), c.prompt(Lang::Es));
}

#[test]
fn a_users_own_file_replaces_the_bundled_one() {
    let mine = r#"
language = "en"
challenge = [
  { id = "my-1", level = "advanced", kind = "translate", word = "coche" },
  { id = "my-2", level = "advanced", kind = "open", prompt_en = "Sing.", prompt_es = "Canta." },
]
"#;
    let s = Challenges::parse(Lang::En, mine, GLOSSARY_TOML, VERBS_TOML).unwrap();
    let broken = mine.replace("\"coche\"", "\"zzcoche\"");
    let err = Challenges::parse_named(
        Lang::En,
        ("/home/ana/palace/mine.toml", &broken),
        ("glossary.toml", GLOSSARY_TOML),
        ("verbs.toml", VERBS_TOML),
    )
    .unwrap_err();
    assert!(
        err.starts_with("/home/ana/palace/mine.toml:4:3: my-1: "),
        "{err}"
    );
    assert_eq!(s.len(), 2);
    assert!(s.get("my-1").unwrap().check("car").passed);
    // Too few at a level: the other levels have none either, so fewer come back.
    assert_eq!(
        s.draw(Level::Beginner, true, 3, &mut rng_from_seed(3))
            .len(),
        2
    );
    assert_eq!(
        s.draw(Level::Beginner, false, 3, &mut rng_from_seed(3)),
        ["my-1"]
    );
}

#[test]
fn bad_challenges_are_refused_with_the_place() {
    let bad = |body: &str| {
        let text = format!("language = \"es\"\nchallenge = [\n  {body},\n]\n");
        Challenges::parse(Lang::Es, &text, GLOSSARY_TOML, VERBS_TOML).unwrap_err()
    };
    let e =
        bad(r#"{ id = "x", level = "beginner", kind = "translate", word = "dog", colour = 1 }"#);
    assert!(
        e.starts_with("challenges.es.toml:3:") && e.contains("colour"),
        "{e}"
    );
    let e = bad(r#"{ id = "x", level = "beginner", kind = "translate", letter = "b" }"#);
    assert!(e.contains("`letter` does not apply"), "{e}");
    let e = bad(r#"{ id = "x", level = "beginner", kind = "number", number = 2000000 }"#);
    assert!(e.contains("numbers go up to"), "{e}");
    let e = bad(
        r#"{ id = "x", level = "beginner", kind = "verb", verb = "zumbar", form = "present", person = 1 }"#,
    );
    assert!(e.contains("not in the Spanish verb table"), "{e}");
    let e = bad(
        r#"{ id = "x", level = "beginner", kind = "verb", verb = "ir", form = "present", person = 7 }"#,
    );
    assert!(e.contains("person"), "{e}");
    let e = bad(r#"{ id = "x", level = "beginner", kind = "category", category = "planets" }"#);
    assert!(e.contains("unknown category"), "{e}");
    let e = bad(r#"{ id = "x", level = "expert", kind = "length", letters = 4 }"#);
    assert!(e.starts_with("challenges.es.toml:3:"), "{e}");
    let e = bad(r#"{ id = "x", level = "beginner", kind = "length", letters = 40 }"#);
    assert!(e.contains("no answer in the glossary"), "{e}");
    let e = bad(
        r#"{ id = "x", level = "beginner", kind = "length", letters = 4 },
  { id = "x", level = "beginner", kind = "length", letters = 5 }"#,
    );
    assert!(
        e.starts_with("challenges.es.toml:4:") && e.contains("used twice"),
        "{e}"
    );
}

#[test]
fn draws_differ_between_seeds() {
    let s = set(Lang::Es);
    let draws: std::collections::HashSet<Vec<String>> = (0..20)
        .map(|seed| s.draw(Level::Intermediate, true, 3, &mut rng_from_seed(seed)))
        .collect();
    assert!(draws.len() > 10, "{}", draws.len());
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]

    /// Whatever is typed, checking gives a verdict (no panic) with something to show,
    /// and folding is stable.
    #[test]
    fn any_typed_text_gets_a_verdict(text in "\\PC{0,24}", pick in 0usize..1000) {
        use naipes::language::fold::fold;
        for lang in BOTH {
            let all = set(lang).all();
            let c = &all[pick % all.len()];
            let v = c.check(&text);
            proptest::prop_assert!(!v.accepted.is_empty());
            proptest::prop_assert_eq!(fold(&fold(&text)), fold(&text));
        }
    }
}

#[test]
fn plural_and_opposite_words_are_dictionary_words() {
    for (lang, language) in [(Lang::En, Language::English), (Lang::Es, Language::Spanish)] {
        let lexicon = table_for(language, WordList::Full);
        let mut checked = 0;
        for c in set(lang).all() {
            if !matches!(c.kind(), Kind::Plural | Kind::Opposite) {
                continue;
            }
            let asked = c.prompt(Lang::En);
            let word = asked.split('\'').nth(1).unwrap();
            for w in c.examples().iter().map(String::as_str).chain([word]) {
                if is_single_word(w) {
                    assert!(lexicon.contains(w), "{}: {w}", c.id());
                    checked += 1;
                }
            }
        }
        assert!(checked >= 60, "{checked}");
    }
}

/// A real answer to another challenge of the same kind (the right answer to the wrong
/// question) is refused: the checker does not accept any word of the right sort.
#[test]
fn the_answer_to_another_question_is_refused() {
    use naipes::language::fold::{fold, letter_count};
    for lang in BOTH {
        let all = set(lang).all();
        let mut refused = 0;
        for c in all.iter().filter(|c| c.judged() == Judged::Program) {
            let mine: Vec<String> = c.examples().iter().map(|a| fold(a)).collect();
            let other = all
                .iter()
                .filter(|o| o.kind() == c.kind() && o.id() != c.id())
                .filter_map(|o| o.examples().first())
                .find(|w| {
                    let accepted_elsewhere = match c.kind() {
                        Kind::Length => letter_count(&c.examples()[0]) == letter_count(w),
                        Kind::StartsWith => true, // letters overlap (c / ch): not tried
                        _ => mine.contains(&fold(w)),
                    };
                    !accepted_elsewhere
                });
            if let Some(wrong) = other {
                assert!(!c.check(wrong).passed, "{}: {wrong} accepted", c.id());
                refused += 1;
            }
        }
        assert!(refused >= 200, "{refused}");
    }
}

#[test]
fn no_glossary_entry_repeats_a_word() {
    use naipes::language::fold::fold;
    let g = set(Lang::Es).glossary();
    for e in g.entries() {
        for lang in BOTH {
            let mut words: Vec<String> = e.side(lang).iter().map(|w| fold(w)).collect();
            let n = words.len();
            words.sort();
            words.dedup();
            assert_eq!(words.len(), n, "{:?}", e.side(lang));
        }
        assert!(g.category(&e.category).is_some());
    }
}
