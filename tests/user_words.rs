//! A player's own word list joins the dictionaries the games play with. This runs in its
//! own test process, because the games' dictionaries are installed once per process.

use naipes::lexicon::{Language, Lexicon, table};

#[test]
fn own_words_count_in_palabra_and_rapiletras() {
    let dir = std::env::temp_dir().join(format!("naipes-own-words-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let en = dir.join("en.txt");
    let es = dir.join("es.txt");
    std::fs::write(&en, "# our family's words\nzorblat\n").unwrap();
    std::fs::write(&es, "chuchel\n").unwrap();
    let english = Lexicon::embedded(Language::English)
        .with_user_words(&en)
        .unwrap();
    let spanish = Lexicon::embedded(Language::Spanish)
        .with_user_words(&es)
        .unwrap();
    assert!(table::install(english));
    assert!(table::install(spanish));
    assert!(naipes::games::palabra::words::is_valid_word(
        "ZORBLAT",
        naipes::lexicon::WordList::Full
    ));
    assert!(naipes::games::palabra::words::is_valid_word(
        "ZEBRA",
        naipes::lexicon::WordList::Full
    ));
    assert!(naipes::games::rapiletras::is_valid_word(
        "CHUCHEL",
        naipes::lexicon::WordList::Full
    ));
    assert!(naipes::games::rapiletras::is_valid_word(
        "DEDOS",
        naipes::lexicon::WordList::Full
    ));
    // Too late to change once the games have their dictionaries.
    assert!(!table::install(Lexicon::embedded(Language::English)));
    assert!(table::table(Language::English).contains("zorblat"));
}
