//! Anagram and pattern search, cross-checked against a brute-force filter of
//! the whole committed word lists.

use std::collections::HashMap;
use std::fs;
use std::path::PathBuf;
use std::sync::OnceLock;

use naipes::lexicon::{Language, LetterQuery, Lexicon, LexiconError, Pattern, normalize};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn word_list(lang: Language) -> &'static [Vec<char>] {
    static EN: OnceLock<Vec<Vec<char>>> = OnceLock::new();
    static ES: OnceLock<Vec<Vec<char>>> = OnceLock::new();
    let (cell, file) = match lang {
        Language::English => (&EN, "english.txt"),
        Language::Spanish => (&ES, "spanish.txt"),
    };
    cell.get_or_init(|| {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("dictionaries")
            .join(file);
        fs::read_to_string(path)
            .expect("read word list")
            .lines()
            .map(|l| l.chars().collect())
            .collect()
    })
}

fn counts(chars: impl IntoIterator<Item = char>) -> HashMap<char, usize> {
    let mut m = HashMap::new();
    for c in chars {
        *m.entry(c).or_insert(0) += 1;
    }
    m
}

/// Can the hand spell `word`? Plain multiset arithmetic, no FST.
fn fits(word: &[char], q: &LetterQuery) -> bool {
    let n = word.len();
    if n < q.min_len.max(1) || n > q.max_len {
        return false;
    }
    let hand = counts(normalize(&q.letters).unwrap_or_default().chars());
    let vowels = normalize(&q.vowels).unwrap_or_default();
    let (mut short_vowels, mut short_other) = (0, 0);
    for (c, need) in counts(word.iter().copied()) {
        let short = need.saturating_sub(hand.get(&c).copied().unwrap_or(0));
        if vowels.contains(c) {
            short_vowels += short;
        } else {
            short_other += short;
        }
    }
    short_other <= q.wild && short_vowels <= q.vowel_wild + (q.wild - short_other)
}

fn brute_letters(lang: Language, q: &LetterQuery) -> Vec<String> {
    word_list(lang)
        .iter()
        .filter(|w| fits(w, q))
        .map(|w| w.iter().collect())
        .collect()
}

/// Does `word` fit the pattern (fixed letters, and the free positions from the hand)?
fn brute_pattern_fits(word: &[char], p: &Pattern) -> bool {
    if word.len() != p.len {
        return false;
    }
    let mut free: Vec<char> = Vec::new();
    for (i, &c) in word.iter().enumerate() {
        match p.fixed.iter().find(|&&(pos, _)| pos == i) {
            Some(&(_, f)) if f != c => return false,
            Some(_) => {}
            None => free.push(c),
        }
    }
    match &p.available {
        None => true,
        Some(q) => {
            let q = LetterQuery {
                min_len: 0,
                max_len: usize::MAX,
                ..q.clone()
            };
            fits(&free, &q)
        }
    }
}

fn brute_pattern(lang: Language, p: &Pattern) -> Vec<String> {
    word_list(lang)
        .iter()
        .filter(|w| brute_pattern_fits(w, p))
        .map(|w| w.iter().collect())
        .collect()
}

/// A random hand drawn from the letters of random dictionary words, so that
/// hands look like real racks (and include Ñ in Spanish).
fn random_hand(rng: &mut ChaCha8Rng, lang: Language, size: usize) -> String {
    let words = word_list(lang);
    let mut hand = String::new();
    while hand.chars().count() < size {
        let w = &words[rng.random_range(0..words.len())];
        hand.push(w[rng.random_range(0..w.len())]);
    }
    hand
}

fn check_sorted_unique(found: &[String]) {
    assert!(found.windows(2).all(|w| w[0] < w[1]), "not sorted/unique");
}

#[test]
fn letters_without_wilds_match_brute_force() {
    let mut total = 0;
    for (lang, seeds) in [(Language::English, 0..6u64), (Language::Spanish, 100..104)] {
        let lex = Lexicon::embedded(lang);
        for seed in seeds {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let size = rng.random_range(5..=10);
            let q = LetterQuery::new(random_hand(&mut rng, lang, size));
            let found = lex.words_from_letters(&q);
            check_sorted_unique(&found);
            assert_eq!(
                found,
                brute_letters(lang, &q),
                "{lang:?} seed {seed}: {q:?}"
            );
            total += found.len();
        }
    }
    assert!(
        total > 200,
        "the hands found too few words to test anything: {total}"
    );
}

#[test]
fn letters_with_wilds_and_vowel_wilds_match_brute_force() {
    let mut total = 0;
    for (lang, seeds) in [
        (Language::English, 10..16u64),
        (Language::Spanish, 200..205),
    ] {
        let lex = Lexicon::embedded(lang);
        for seed in seeds {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let size = rng.random_range(4..=7);
            let min = rng.random_range(1..=3);
            let q = LetterQuery::new(random_hand(&mut rng, lang, size).to_lowercase())
                .wild(rng.random_range(0..=2))
                .vowel_wild(rng.random_range(0..=2))
                .vowels(lang.vowels())
                .len_range(min, rng.random_range(min..=9));
            let found = lex.words_from_letters(&q);
            check_sorted_unique(&found);
            assert_eq!(
                found,
                brute_letters(lang, &q),
                "{lang:?} seed {seed}: {q:?}"
            );
            total += found.len();
        }
    }
    assert!(
        total > 200,
        "the hands found too few words to test anything: {total}"
    );
}

#[test]
fn letters_known_answers() {
    let en = Lexicon::embedded(Language::English);
    let found = en.words_from_letters(&LetterQuery::new("RETAINS").len_range(7, 7));
    for w in [
        "ANESTRI", "NASTIER", "RATINES", "RETAINS", "RETINAS", "RETSINA", "STAINER", "STEARIN",
    ] {
        assert!(found.contains(&w.to_string()), "{w} missing from {found:?}");
    }
    // One Q and no U: QI is reachable, QUIZ is not.
    let found = en.words_from_letters(&LetterQuery::new("qiz"));
    assert!(found.contains(&"QI".to_string()) && !found.contains(&"QUIZ".to_string()));
    // A vowel joker can be the U; a plain joker too.
    let vq = LetterQuery::new("qiz").vowel_wild(1).vowels("AEIOUY");
    assert!(en.words_from_letters(&vq).contains(&"QUIZ".to_string()));
    assert!(
        en.words_from_letters(&LetterQuery::new("qiz").wild(1))
            .contains(&"QUIZ".to_string())
    );
    // A vowel joker cannot be a consonant.
    let vz = LetterQuery::new("qui").vowel_wild(1);
    assert!(!en.words_from_letters(&vz).contains(&"QUIZ".to_string()));
    // Letters are used once each.
    assert!(
        !en.words_from_letters(&LetterQuery::new("ZEBRA"))
            .contains(&"ZEBRAS".to_string())
    );
    // Nothing in, nothing out; lengths outside the hand give nothing.
    assert!(en.words_from_letters(&LetterQuery::new("")).is_empty());
    assert!(
        en.words_from_letters(&LetterQuery::new("cat").len_range(4, 9))
            .is_empty()
    );

    let es = Lexicon::embedded(Language::Spanish);
    let found = es.words_from_letters(&LetterQuery::new("oñin").len_range(4, 4));
    assert!(found.contains(&"NIÑO".to_string()), "{found:?}");
    assert!(!found.contains(&"NINO".to_string()));
    let found = es.words_from_letters(&LetterQuery::new("kfr").vowel_wild(2));
    assert!(found.contains(&"KEFIR".to_string()), "{found:?}");
}

/// A big hand's walk split by first letter over the cores finds the same words in the
/// same order as one walk, at 1, 2 and 3 threads, jokers or not; mapped from their keys
/// (here back to text, the short ones left out) too.
#[test]
fn a_walk_split_over_threads_finds_the_same_words() {
    use naipes::engine::with_search_threads;
    let mut compared = 0;
    for (lang, seed) in [(Language::English, 30u64), (Language::Spanish, 31)] {
        let lex = Lexicon::embedded(lang);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for size in [3, 6, 9, 12] {
            let q = LetterQuery::new(random_hand(&mut rng, lang, size)).wild(size % 2);
            let one = lex.words_from_letters(&q);
            for threads in [1, 2, 3] {
                let split = with_search_threads(threads, || lex.words_from_letters_on_cores(&q));
                assert_eq!(split, one, "{lang:?} {q:?} at {threads} threads");
                let long: Vec<String> = with_search_threads(threads, || {
                    lex.map_words_from_letters_on_cores(&q, |key| {
                        let text = key
                            .iter()
                            .map(|&b| if b == b'[' { 'Ñ' } else { char::from(b) });
                        (key.len() >= 4).then(|| text.collect())
                    })
                });
                let want: Vec<&String> = one.iter().filter(|w| w.chars().count() >= 4).collect();
                assert_eq!(
                    long.iter().collect::<Vec<_>>(),
                    want,
                    "{lang:?} {q:?} at {threads}"
                );
            }
            compared += one.len();
        }
    }
    assert!(compared > 1_000, "too few words compared: {compared}");
}

#[test]
fn many_letters_and_jokers_finish_quickly() {
    // 12 letters + 2 jokers has ~10^11 arrangements; the FST walk visits only
    // real prefixes.
    let en = Lexicon::embedded(Language::English);
    let q = LetterQuery::new("ETAOINSHRDLU").wild(2);
    let start = std::time::Instant::now();
    let found = en.words_from_letters(&q);
    assert!(found.len() > 10_000, "{}", found.len());
    assert!(start.elapsed().as_secs() < 10, "{:?}", start.elapsed());
}

#[test]
fn pattern_parse() {
    let p = Pattern::parse("C?S?S").unwrap();
    assert_eq!(p.len, 5);
    assert_eq!(p.fixed, vec![(0, 'C'), (2, 'S'), (4, 'S')]);
    assert_eq!(p.to_string(), "C?S?S");
    let p = Pattern::parse("ñ.é").unwrap();
    assert_eq!(p.fixed, vec![(0, 'Ñ'), (2, 'E')]);
    assert_eq!(p.to_string(), "Ñ?E");
    assert!(matches!(
        Pattern::parse(""),
        Err(LexiconError::EmptyPattern)
    ));
    let err = Pattern::parse("CA-A").unwrap_err();
    assert!(
        matches!(
            err,
            LexiconError::InvalidPattern {
                position: 3,
                found: '-',
                ..
            }
        ),
        "{err:?}"
    );
    assert!(err.to_string().contains("position 3"));
}

#[test]
fn pattern_known_answers() {
    let es = Lexicon::embedded(Language::Spanish);
    let found = es.words_matching(&Pattern::parse("C?S?S").unwrap());
    assert!(found.contains(&"CASOS".to_string()), "{found:?}");
    assert!(
        found
            .iter()
            .all(|w| w.chars().count() == 5 && w.starts_with('C'))
    );
    check_sorted_unique(&found);
    // The length is exact: no 4- or 6-letter words.
    let found = es.words_matching(&Pattern::parse("?????").unwrap());
    assert!(found.iter().all(|w| w.chars().count() == 5));
    assert!(found.contains(&"NIÑOS".to_string()) && !found.contains(&"NIÑO".to_string()));
    // Ñ in a fixed position.
    let found = es.words_matching(&Pattern::parse("NI?O").unwrap());
    assert!(found.contains(&"NIÑO".to_string()), "{found:?}");
    // Free positions from a hand: C?S?S with A and O in hand, then with A and A.
    let p = Pattern::parse("C?S?S").unwrap();
    let with_ao = p.clone().with_available(LetterQuery::new("AO"));
    assert_eq!(es.words_matching(&with_ao), ["CASOS", "COSAS"]);
    let with_aa = p.with_available(LetterQuery::new("aá"));
    assert_eq!(es.words_matching(&with_aa), ["CASAS"]);
    // A fixed position outside the word, or a non-letter, matches nothing.
    let mut p = Pattern::new(3);
    p.fixed.push((5, 'A'));
    assert!(es.words_matching(&p).is_empty());
    let mut p = Pattern::new(3);
    p.fixed.push((0, '-'));
    assert!(es.words_matching(&p).is_empty());
}

#[test]
fn patterns_match_brute_force() {
    let mut total = 0;
    for (lang, seeds) in [
        (Language::English, 300..308u64),
        (Language::Spanish, 400..406),
    ] {
        let lex = Lexicon::embedded(lang);
        let words = word_list(lang);
        for seed in seeds {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            // Fix some letters of a real word so there is at least one match.
            let w = &words[rng.random_range(0..words.len())];
            let mut p = Pattern::new(w.len());
            for (i, &c) in w.iter().enumerate() {
                if rng.random_bool(0.4) {
                    p.fixed.push((i, c));
                }
            }
            if seed % 2 == 1 {
                let size = rng.random_range(2..=6);
                p.available = Some(
                    LetterQuery::new(random_hand(&mut rng, lang, size))
                        .wild(rng.random_range(0..=1))
                        .vowel_wild(rng.random_range(0..=1)),
                );
            }
            let found = lex.words_matching(&p);
            check_sorted_unique(&found);
            assert_eq!(
                found,
                brute_pattern(lang, &p),
                "{lang:?} seed {seed}: {p:?}"
            );
            assert!(!found.is_empty() || p.available.is_some(), "seed {seed}");
            total += found.len();
        }
    }
    assert!(
        total > 20,
        "the patterns found too few words to test anything: {total}"
    );
}
