//! The games' dictionaries per language and level: the player's own words join both
//! levels. Its own test process, because the games' dictionaries are installed once.

use naipes::lexicon::{Language, Lexicon, WordList, table};

#[test]
fn own_words_join_both_levels() {
    let dir = std::env::temp_dir().join(format!("naipes-table-levels-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let es = dir.join("es.txt");
    std::fs::write(&es, "chuchel\n").unwrap();
    let spanish = Lexicon::embedded(Language::Spanish)
        .with_user_words(&es)
        .unwrap();
    assert!(table::install(spanish));

    let full = table::table_for(Language::Spanish, WordList::Full);
    let day = table::table_for(Language::Spanish, WordList::Everyday);
    assert_eq!(full.list(), WordList::Full);
    assert_eq!(day.list(), WordList::Everyday);
    assert!(full.contains("chuchel") && day.contains("chuchel"));
    assert!(full.contains("díselo") && !day.contains("díselo"));
    assert!(day.contains("casa"));
    assert_eq!(
        day.len(),
        Lexicon::embedded_list(Language::Spanish, WordList::Everyday).len() + 1
    );
    // `table` is the full level, the same dictionary.
    assert!(std::ptr::eq(table::table(Language::Spanish), full));
    // Too late to install once a level was opened.
    assert!(!table::install(Lexicon::embedded(Language::Spanish)));

    // Nothing installed for English: the bare embedded lists.
    let en_day = table::table_for(Language::English, WordList::Everyday);
    assert!(!en_day.contains("qi") && table::table(Language::English).contains("qi"));
    assert_eq!(
        en_day.len(),
        Lexicon::embedded_list(Language::English, WordList::Everyday).len()
    );
    std::fs::remove_dir_all(&dir).ok();
}
