//! The bundled language-challenge data (assets/language/): it parses, it is big enough,
//! every program-checked challenge can be passed and failed, and the glossary's words
//! are words of their languages.

use naipes::engine::{Lang, rng_from_seed};
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

#[test]
fn glossary_single_words_are_dictionary_words() {
    let g = set(Lang::En).glossary();
    let mut bad = Vec::new();
    for (lang, language) in [(Lang::En, Language::English), (Lang::Es, Language::Spanish)] {
        let lexicon = table_for(language, WordList::Full);
        for e in g.entries() {
            for w in e.side(lang) {
                if !w.contains(' ') && !w.contains('-') && !lexicon.contains(w) {
                    bad.push(w.clone());
                }
            }
        }
    }
    assert!(bad.is_empty(), "not in the dictionary: {bad:?}");
}
