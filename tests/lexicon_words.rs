//! Normalization, membership and user word lists.

use std::fs;
use std::path::PathBuf;

use naipes::lexicon::{Language, Lexicon, LexiconError, WordList, normalize};

fn english() -> Lexicon {
    Lexicon::embedded(Language::English)
}

fn spanish() -> Lexicon {
    Lexicon::embedded(Language::Spanish)
}

fn everyday(lang: Language) -> Lexicon {
    Lexicon::embedded_list(lang, WordList::Everyday)
}

fn dictionaries() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("dictionaries")
}

/// The words of a hand-written sample in `dictionaries/eval/` (`#` starts a comment).
fn sample(name: &str) -> Vec<String> {
    let text = fs::read_to_string(dictionaries().join("eval").join(name)).expect("read sample");
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

fn temp_file(name: &str, contents: &[u8]) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    fs::write(&path, contents).expect("write temp file");
    path
}

#[test]
fn normalization_removes_accents_and_keeps_enye() {
    let cases = [
        ("casa", "CASA"),
        ("CaSa", "CASA"),
        ("kéfir", "KEFIR"),
        ("ÁRBOL", "ARBOL"),
        ("pingüino", "PINGUINO"),
        ("canción", "CANCION"),
        ("él", "EL"),
        ("à", "A"),
        ("crème", "CREME"),
        ("façade", "FACADE"),
        ("naïve", "NAIVE"),
        ("niño", "NIÑO"),
        ("NIÑO", "NIÑO"),
        ("ñandú", "ÑANDU"),
        // Decomposed input: combining tilde on N is Ñ, other marks are dropped.
        ("nin\u{303}o", "NIÑO"),
        ("cancio\u{301}n", "CANCION"),
    ];
    for (word, want) in cases {
        assert_eq!(normalize(word).as_deref(), Some(want), "{word:?}");
    }
}

#[test]
fn normalization_rejects_non_letters() {
    for bad in [
        "",
        " ",
        "co-op",
        "don't",
        "abc1",
        "two words",
        "x.y",
        "\u{301}",
        "straße",
        "æther",
        "naïve!",
        "¿qué?",
    ] {
        assert_eq!(normalize(bad), None, "{bad:?} should be rejected");
    }
}

#[test]
fn every_committed_line_is_normalized_sorted_and_unique() {
    for (file, lang, list) in [
        ("english.txt", Language::English, WordList::Full),
        (
            "english-everyday.txt",
            Language::English,
            WordList::Everyday,
        ),
        ("spanish.txt", Language::Spanish, WordList::Full),
        (
            "spanish-everyday.txt",
            Language::Spanish,
            WordList::Everyday,
        ),
    ] {
        let path = dictionaries().join(file);
        let text = fs::read_to_string(&path).expect("read word list");
        let mut prev: Option<&str> = None;
        for (i, line) in text.lines().enumerate() {
            assert_eq!(normalize(line).as_deref(), Some(line), "{file}:{}", i + 1);
            if let Some(p) = prev {
                assert!(p < line, "{file}:{}: {p:?} !< {line:?}", i + 1);
            }
            prev = Some(line);
        }
        let lex = Lexicon::embedded_list(lang, list);
        assert_eq!(lex.len(), text.lines().count(), "{file}");
    }
}

#[test]
fn english_membership() {
    let en = english();
    for w in [
        "zebra", "qi", "za", "a", "o", "i", "xi", "aa", "Retains", "QUIZ",
    ] {
        assert!(en.contains(w), "{w} should be English");
    }
    for w in ["xyzzyq", "", "zebra!", "co-op", "niño"] {
        assert!(!en.contains(w), "{w:?} should not be English");
    }
    assert_eq!(en.len(), 274_910);
    assert_eq!(en.language(), Language::English);
}

#[test]
fn spanish_membership() {
    let es = spanish();
    for w in [
        "dedos",
        "dos",
        "de",
        "casos",
        "careo",
        "niño",
        "NIÑO",
        "nin\u{303}o",
        "kéfir",
        "kefir",
        "canción",
        "pingüino",
        "y",
        "a",
        "o",
        "u",
        "e",
    ] {
        assert!(es.contains(w), "{w} should be Spanish");
    }
    // Ñ is its own letter: NINO and CARINO are not words, NIÑO and CARIÑO are.
    assert!(!es.contains("nino") && !es.contains("carino"));
    assert!(es.contains("cariño") && es.contains("año") && es.contains("ano"));
    assert!(!es.contains("xyzzyq") && !es.contains("año-nuevo"));
    assert_eq!(es.len(), 670_603);
}

#[test]
fn user_words_extend_the_dictionary() {
    let path = temp_file(
        "lexicon_user_ok.txt",
        "# house words\n\nZorblax\n  quéxito  # accents are fine\nzebra\nzorblax\n".as_bytes(),
    );
    let base = english();
    let before = base.len();
    assert!(!base.contains("zorblax"));
    let lex = base.with_user_words(&path).expect("valid user file");
    assert!(lex.contains("ZORBLAX"));
    assert!(lex.contains("quexito"));
    assert!(lex.contains("zebra"));
    // zebra was already there; zorblax (twice) and quexito are new.
    assert_eq!(lex.len(), before + 2);
    // User words take part in searches, merged with the embedded ones.
    let found = lex.words_from_letters(&naipes::lexicon::LetterQuery::new("zorblaxe"));
    assert!(found.contains(&"ZORBLAX".to_string()));
    assert!(found.windows(2).all(|w| w[0] < w[1]), "sorted and unique");
    let pat = naipes::lexicon::Pattern::parse("ZORB??X").unwrap();
    assert_eq!(lex.words_matching(&pat), vec!["ZORBLAX".to_string()]);
}

#[test]
fn user_words_errors_name_the_file_and_line() {
    let path = temp_file("lexicon_user_bad.txt", b"# ok\nfine\nco-op\n");
    let err = english().with_user_words(&path).unwrap_err();
    assert!(
        matches!(&err, LexiconError::InvalidWord { line: 3, word, .. } if word == "co-op"),
        "{err:?}"
    );
    let msg = err.to_string();
    assert!(msg.contains("lexicon_user_bad.txt:3"), "{msg}");
    assert!(msg.contains("co-op"), "{msg}");

    let path = temp_file("lexicon_user_latin1.txt", b"fine\nni\xf1o\n");
    let err = english().with_user_words(&path).unwrap_err();
    assert!(
        matches!(err, LexiconError::NotUtf8 { line: 2, .. }),
        "{err:?}"
    );
    assert!(err.to_string().contains("lexicon_user_latin1.txt:2"));

    let missing = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("no-such-words.txt");
    let err = english().with_user_words(&missing).unwrap_err();
    assert!(matches!(err, LexiconError::Read { .. }), "{err:?}");
    assert!(err.to_string().contains("no-such-words.txt"), "{err}");
}

#[test]
fn language_codes_in_files() {
    #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
    struct Cfg {
        lang: Language,
    }
    let cfg: Cfg = toml::from_str("lang = \"es\"").unwrap();
    assert_eq!(cfg.lang, Language::Spanish);
    assert_eq!(
        toml::to_string(&Cfg {
            lang: Language::English
        })
        .unwrap()
        .trim(),
        "lang = \"en\""
    );
    assert!(toml::from_str::<Cfg>("lang = \"spanish\"").is_err());
    assert_eq!(Language::Spanish.code(), "es");
}

#[test]
fn junk_from_real_games_is_refused() {
    // English: initialisms and letter strings that no Scrabble-style list has.
    let en = english();
    for w in [
        "SJ", "UK", "UA", "AO", "XRAY", "AWK", "EMF", "FACEBOOK", "MYSPACE",
    ] {
        assert!(!en.contains(w), "{w} should not be English");
        assert!(!everyday(Language::English).contains(w), "{w} (everyday)");
    }
    // Spanish: English words and abbreviations the npm list had.
    let es = spanish();
    for w in [
        "RUN", "PADDLE", "GAP", "EPO", "FIFA", "KM", "CM", "PP", "ETC", "AVDA", "SRA", "PTS",
        "BOY", "JOB", "ESPAÑA", "DAVID",
    ] {
        assert!(!es.contains(w), "{w} should not be Spanish");
        assert!(!everyday(Language::Spanish).contains(w), "{w} (everyday)");
    }
    for w in sample("junk-es.txt") {
        assert!(
            !es.contains(&w),
            "{w} (dictionaries/eval/junk-es.txt) should not be Spanish"
        );
    }
}

#[test]
fn spanish_words_the_cleaning_lost_are_back() {
    // Issue 22: standard words hunspell es lacks, confirmed by myspell-es, with their
    // plurals and feminines.
    let es = spanish();
    for w in [
        "champiñón",
        "champiñones",
        "helipuerto",
        "helipuertos",
        "lobotomía",
        "lobotomías",
        "quásar",
        "quásares",
        "antiviral",
        "antivirales",
        "centrista",
        "centristas",
        "ultraderecha",
        "ultraderechista",
        "ultraderechistas",
        "guardacoches",
    ] {
        assert!(es.contains(w), "{w} should be Spanish");
    }
}

#[test]
fn short_spanish_junk_is_out_and_real_short_words_stay() {
    // Issue 22: laid in Spanish strict games; NIN was even an everyday word.
    for w in [
        "LLE", "NEN", "DUC", "UBI", "AFE", "SIA", "ART", "NIN", "CEO", "MAN", "OIL", "GAP",
    ] {
        assert!(!spanish().contains(w), "{w} should not be Spanish");
        assert!(
            !everyday(Language::Spanish).contains(w),
            "{w} should not be everyday Spanish"
        );
    }
    // Short RAE words and the real words around the junk stay.
    for w in [
        "ÑU", "ÑO", "FEZ", "DUX", "UT", "XI", "ZA", "CU", "FO", "RE", "EX", "AFEA", "ARTES",
        "NENE", "NENA",
    ] {
        assert!(spanish().contains(w), "{w} should be Spanish");
    }
}

#[test]
fn english_names_are_full_words_but_not_everyday() {
    // Issue 22: Collins words a family reads as names.
    let day = everyday(Language::English);
    for w in [
        "JAPAN", "PARIS", "TEXAS", "WALES", "TROY", "GOOGLE", "BILLY",
    ] {
        assert!(english().contains(w), "{w} should be in the full list");
        assert!(!day.contains(w), "{w} should not be everyday English");
    }
    // Words whose everyday reading is not the name stay.
    for w in ["CHINA", "TURKEY", "JOKER", "APPLE"] {
        assert!(day.contains(w), "{w} should be everyday English");
    }
}

#[test]
fn spanish_dictionary_lemmas_recall_above_99_percent() {
    // dictionaries/eval/lemmas-es.tsv: lemmas of a dictionary no list is made from.
    let text = fs::read_to_string(dictionaries().join("eval").join("lemmas-es.tsv"))
        .expect("read lemmas-es.tsv");
    let ok: Vec<&str> = text
        .lines()
        .map(|l| l.split('#').next().unwrap_or(""))
        .filter_map(|l| l.split_once('\t'))
        .filter(|(_, label)| *label == "ok")
        .map(|(w, _)| w)
        .collect();
    assert!(ok.len() >= 500, "{} ok lemmas", ok.len());
    let es = spanish();
    let missing: Vec<&str> = ok.iter().copied().filter(|w| !es.contains(w)).collect();
    assert!(
        missing.len() * 100 < ok.len(),
        "recall under 99%: {} of {} missing: {missing:?}",
        missing.len(),
        ok.len()
    );
}

#[test]
fn game_words_stay() {
    let en = english();
    for w in [
        "QI", "ZA", "XI", "AA", "A", "O", "OX", "ZEBRA", "QUIZ", "JO", "KA",
    ] {
        assert!(en.contains(w), "{w} should be English");
    }
    let es = spanish();
    for w in [
        // One-letter words Rapiletras needs.
        "a",
        "e",
        "o",
        "u",
        "y",
        // K and W words, and anglicisms the RAE dictionary accepts.
        "kéfir",
        "kilómetro",
        "kiosco",
        "whisky",
        "güisqui",
        "wiski",
        "fútbol",
        "estrés",
        "club",
        "clubes",
        "web",
        "rock",
        "software",
        // Verb forms with clitics, voseo.
        "dame",
        "díselo",
        "dímelo",
        "cómelo",
        "tómalo",
        "llámame",
        "hazlo",
        "ponlo",
        "vete",
        "dámelo",
        "siéntate",
        "vámonos",
        "decime",
        "tenés",
        "podés",
        "mirá",
    ] {
        assert!(es.contains(w), "{w} should be Spanish");
    }
}

#[test]
fn everyday_words_at_both_levels() {
    for (lang, file) in [
        (Language::English, "common-en.txt"),
        (Language::Spanish, "common-es.txt"),
    ] {
        let words = sample(file);
        assert!(words.len() > 350, "{file}: a substantial sample");
        let full = Lexicon::embedded(lang);
        let day = everyday(lang);
        for w in &words {
            assert!(full.contains(w), "{w} ({file}) should be in the full list");
            assert!(
                day.contains(w),
                "{w} ({file}) should be in the everyday list"
            );
        }
    }
}

#[test]
fn everyday_is_a_smaller_subset_of_full() {
    for lang in Language::ALL {
        let full = Lexicon::embedded(lang);
        let day = everyday(lang);
        assert_eq!(day.language(), lang);
        assert_eq!(day.list(), WordList::Everyday);
        assert!(
            (20_000..100_000).contains(&day.len()),
            "{lang:?}: {}",
            day.len()
        );
        let file = match lang {
            Language::English => "english-everyday.txt",
            Language::Spanish => "spanish-everyday.txt",
        };
        let text = fs::read_to_string(dictionaries().join(file)).expect("read everyday list");
        for w in text.lines() {
            assert!(
                full.contains(w),
                "{w} is everyday {lang:?} but not in the full list"
            );
        }
    }
    // Game words that are no everyday words.
    assert!(english().contains("QI") && !everyday(Language::English).contains("QI"));
    assert!(english().contains("ZA") && !everyday(Language::English).contains("ZA"));
    assert!(spanish().contains("díselo") && spanish().contains("kéfir"));
    assert!(!everyday(Language::English).contains("E"));
    for w in ["A", "I", "O"] {
        assert!(everyday(Language::English).contains(w), "{w}");
    }
    for w in ["a", "e", "o", "u", "y"] {
        assert!(everyday(Language::Spanish).contains(w), "{w}");
    }
}
