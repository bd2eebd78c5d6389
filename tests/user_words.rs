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

// ---- A word list must be a regular file of a bounded size; errors quote little. ----

use naipes::lexicon::{LexiconError, MAX_USER_WORDS_BYTES, MAX_USER_WORDS_LINES};
use std::path::{Path, PathBuf};
use std::time::Duration;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("naipes-words-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Loads `path` on another thread: a list that blocks or reads forever fails the test
/// instead of hanging it.
fn load(path: &Path) -> Result<Lexicon, LexiconError> {
    let (tx, rx) = std::sync::mpsc::channel();
    let path = path.to_path_buf();
    std::thread::spawn(move || {
        let _ = tx.send(Lexicon::embedded(Language::English).with_user_words(&path));
    });
    rx.recv_timeout(Duration::from_secs(60))
        .expect("loading a word list must not hang")
}

#[test]
fn a_fifo_is_refused_without_blocking() {
    let dir = scratch("fifo");
    let fifo = dir.join("words.fifo");
    match std::process::Command::new("mkfifo").arg(&fifo).status() {
        Ok(s) if s.success() => {
            let err = load(&fifo).unwrap_err();
            assert!(
                matches!(err, LexiconError::NotAFile { kind, .. } if kind.contains("FIFO")),
                "{err:?}"
            );
            assert_eq!(
                err.to_string(),
                format!(
                    "cannot read the word list {}: it is a FIFO (named pipe), expected a regular \
                     text file (one word a line)",
                    fifo.display()
                )
            );
        }
        _ => eprintln!("note: mkfifo is not available; the FIFO case was not checked"),
    }
}

#[test]
fn devices_and_directories_are_refused() {
    #[cfg(unix)]
    {
        let err = load(Path::new("/dev/zero")).unwrap_err();
        assert!(err.to_string().contains("it is a device"), "{err}");
    }
    let dir = scratch("dir");
    let err = load(&dir).unwrap_err();
    assert!(err.to_string().contains("it is a directory"), "{err}");
}

#[test]
fn a_list_over_the_size_limit_is_refused() {
    let dir = scratch("big");
    let path = dir.join("big.txt");
    let line = "zorblat\n".repeat(1000);
    let mut text = String::new();
    while text.len() as u64 <= MAX_USER_WORDS_BYTES {
        text.push_str(&line);
    }
    std::fs::write(&path, &text).unwrap();
    let err = load(&path).unwrap_err();
    assert!(matches!(err, LexiconError::TooBig { .. }), "{err:?}");
    assert!(
        err.to_string()
            .contains("is larger than 5000000 bytes, the most a word list may have"),
        "{err}"
    );
}

#[test]
fn a_list_over_the_line_limit_is_refused_and_one_at_it_is_read() {
    let dir = scratch("lines");
    let path = dir.join("lines.txt");
    std::fs::write(&path, "zorblat\n".repeat(MAX_USER_WORDS_LINES)).unwrap();
    let lex = load(&path).expect("exactly at the line limit");
    assert!(lex.contains("zorblat"));
    std::fs::write(&path, "zorblat\n".repeat(MAX_USER_WORDS_LINES + 1)).unwrap();
    let err = load(&path).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "{}:200001:1: the word list has 200001 lines; a word list may have at most 200000",
            path.display()
        )
    );
}

#[test]
fn a_bad_line_is_quoted_short_with_its_column() {
    let dir = scratch("long");
    let path = dir.join("long.txt");
    let long = format!("ok\n  zorb{}-{}\n", "a".repeat(50), "b".repeat(1_000_000));
    std::fs::write(&path, &long).unwrap();
    let err = load(&path).unwrap_err();
    let msg = err.to_string();
    assert!(
        msg.len() < 300,
        "the error repeats the line: {} bytes",
        msg.len()
    );
    let word = format!("zorb{}…", "a".repeat(36));
    assert_eq!(
        msg,
        format!(
            "{}:2:57: {word:?} is not a word: use only the letters A-Z and Ñ (accents are \
             removed), one word per line",
            path.display()
        )
    );
    std::fs::write(&path, b"fine\n  ni\xf1o\n").unwrap();
    let err = load(&path).unwrap_err();
    assert!(
        matches!(
            err,
            LexiconError::NotUtf8 {
                line: 2,
                column: 5,
                ..
            }
        ),
        "{err:?}"
    );
    assert!(
        err.to_string()
            .ends_with(":2:5: the line is not UTF-8 text: save the word list as UTF-8"),
        "{err}"
    );
    // A combining accent belongs to its letter; the column is that of the bad character.
    std::fs::write(&path, "cafe\u{301}\nnin\u{303}o's\n").unwrap();
    let err = load(&path).unwrap_err();
    assert!(
        matches!(
            err,
            LexiconError::InvalidWord {
                line: 2,
                column: 6,
                ..
            }
        ),
        "{err:?}"
    );
}
