use super::*;
use crate::games::pala::{Pala, PalaRules};
use crate::games::palabra::{Palabra, PalabraRules};
use crate::games::rapiletras::{RapiRules, Rapiletras};

#[test]
fn embedded_defaults_parse_and_validate() {
    let config = defaults().expect("defaults parse");
    assert_eq!(config.settings.bot_delay_ms, 700);
    assert_eq!(config.rules::<Pala>(), PalaRules::default());
    assert_eq!(config.rules::<Rapiletras>(), RapiRules::default());
    assert_eq!(config.rules::<Palabra>(), PalabraRules::default());
    assert!(validate(&config).is_ok());
}

#[test]
fn user_values_override_defaults_and_keep_the_rest() {
    let config = parse_user("[settings]\nlanguage = \"es\"\n", "me.toml").unwrap();
    assert_eq!(config.settings.language, Lang::Es);
    assert_eq!(config.settings.bot_delay_ms, 700);
}

#[test]
fn unknown_key_is_refused_with_its_line_and_column() {
    let err = parse_user("[settings]\n\nlanguag = \"es\"\n", "me.toml").unwrap_err();
    assert_eq!(err.file, "me.toml");
    assert_eq!(err.line, 3);
    assert_eq!(err.column, 1);
    assert!(err.message.contains("languag"), "{}", err.message);
}

#[test]
fn bad_value_says_what_was_expected() {
    let err = parse_user("[pala]\nmode = \"cubism\"\n", "me.toml").unwrap_err();
    assert_eq!(err.line, 2);
    assert!(err.message.contains("pointillism"), "{}", err.message);
}

#[test]
fn type_errors_are_said_in_the_players_words_with_their_place() {
    let err = parse_user("[settings]\nbot_delay_ms = \"fast\"\n", "me.toml").unwrap_err();
    assert_eq!((err.file.as_str(), err.line), ("me.toml", 2));
    assert_eq!(
        err.message,
        "the text \"fast\" does not fit here: expected a whole number (0 or more), written without quotes"
    );
    let err = parse_user("[settings]\nmouse = 1\n", "me.toml").unwrap_err();
    assert_eq!(
        err.message,
        "the number 1 does not fit here: expected true or false"
    );
    let err = parse_user("[pala]\nmode = \"cubism\"\n", "me.toml").unwrap_err();
    assert!(
        err.message
            .contains("\"cubism\" is not one of the choices: write one of \"pointillism\""),
        "{}",
        err.message
    );
    let err = parse_user("[settings]\nlanguag = \"es\"\n", "me.toml").unwrap_err();
    assert!(
        err.message
            .starts_with("there is no setting \"languag\" here; the settings here are: language"),
        "{}",
        err.message
    );
    for bad in [
        "[settings]\nbot_delay_ms = -1\n",
        "[palabra]\nfinal_multiplier = \"x\"\n",
    ] {
        let err = parse_user(bad, "me.toml").unwrap_err();
        for jargon in [
            "invalid type",
            "invalid value",
            "u64",
            "u32",
            "i32",
            "expected u",
        ] {
            assert!(!err.message.contains(jargon), "{}", err.message);
        }
    }
}

#[test]
fn out_of_range_value_points_at_its_key() {
    let err = parse_user("[settings]\nbot_delay_ms = 99999\n", "me.toml").unwrap_err();
    assert_eq!((err.line, err.column), (2, 1));
    assert!(err.message.contains("bot_delay_ms"), "{}", err.message);
}

#[test]
fn a_hosting_address_that_is_not_one_is_refused() {
    let err = parse_user("[settings]\nhost_bind = \"my laptop\"\n", "me.toml").unwrap_err();
    assert_eq!(err.line, 2);
    assert!(err.message.contains("IP address"), "{}", err.message);
    let ok = parse_user(
        "[settings]\nhost_bind = \"0.0.0.0\"\nhost_port = 0\n",
        "me.toml",
    );
    assert_eq!(ok.expect("reads").settings.host_port, 0);
}

#[test]
fn duplicate_board_slot_is_refused() {
    let err = parse_user("[pala]\nboard_3 = [\"cancel\", \"cancel\"]\n", "x.toml").unwrap_err();
    assert!(err.message.contains("only once"), "{}", err.message);
    assert_eq!(err.line, 2);
}

#[test]
fn syntax_error_is_located() {
    let err = parse_user("[settings\n", "x.toml").unwrap_err();
    assert_eq!(err.line, 1);
}

#[test]
fn missing_explicit_file_is_an_error() {
    let err = load(Some(Path::new("/nonexistent/naipes.toml"))).unwrap_err();
    assert!(err.message.contains("does not exist"));
}

#[test]
fn rapiletras_rules_are_checked() {
    let config = parse_user("[rapiletras]\nword_check = \"vote\"\n", "me.toml").unwrap();
    assert_eq!(
        config.rules::<Rapiletras>().word_check,
        crate::games::rapiletras::WordCheck::Vote
    );
    let err = parse_user("[rapiletras]\nhand_size = 0\n", "me.toml").unwrap_err();
    assert_eq!(err.line, 2);
    assert!(err.message.contains("hand_size"));
}

/// A word list that does not exist is told at the line of the config that names it,
/// as other config errors are: it named only the list (found by a tester).
#[test]
fn a_missing_word_list_is_told_at_its_config_line() {
    let text = "[settings]\nlanguage = \"en\"\n  user_words_en = \"no-such.txt\"\n";
    let err = parse_user(text, "config.toml").unwrap_err();
    assert_eq!(
        (err.file.as_str(), err.line, err.column),
        ("config.toml", 3, 3)
    );
    assert!(
        err.message
            .starts_with("settings.user_words_en: cannot read the word list no-such.txt"),
        "{}",
        err.message
    );
    assert!(err.to_string().starts_with("config.toml:3:3: "), "{err}");
    let dir = std::env::temp_dir().join(format!("naipes-words-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let err = parse_user(
        &format!("[settings]\nuser_words_es = \"{}\"\n", dir.display()),
        "config.toml",
    )
    .unwrap_err();
    assert_eq!(err.line, 2);
    assert!(
        err.message.contains("expected a regular text file"),
        "{}",
        err.message
    );
    let list = dir.join("mine.txt");
    std::fs::write(&list, "zorblat\n").unwrap();
    let config = parse_user(
        &format!("[settings]\nuser_words_es = \"{}\"\n", list.display()),
        "config.toml",
    )
    .unwrap();
    assert_eq!(config.settings.user_words_es, list.display().to_string());
}

#[test]
fn a_users_rapiletras_deck_is_checked_when_the_config_loads() {
    let dir = std::env::temp_dir().join(format!("naipes-deck-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.toml");
    std::fs::write(&good, crate::games::rapiletras::DEFAULT_DECK).unwrap();
    let text = format!("[rapiletras]\ndeck = \"{}\"\n", good.display());
    let config = parse_user(&text, "me.toml").unwrap();
    assert_eq!(
        config.rules::<Rapiletras>().deck,
        good.display().to_string()
    );
    let bad = dir.join("bad.toml");
    std::fs::write(&bad, "letters = 3\n").unwrap();
    let err = parse_user(
        &format!("[rapiletras]\ndeck = \"{}\"\n", bad.display()),
        "me.toml",
    )
    .unwrap_err();
    assert_eq!(err.line, 2);
    assert!(
        err.message.contains("deck file cannot be used"),
        "{}",
        err.message
    );
}

#[test]
fn palabra_variants_are_options() {
    let config = parse_user(
        "[palabra]\nshave = \"anyone\"\nfinal_multiplier = 3\n",
        "me.toml",
    )
    .unwrap();
    assert_eq!(config.rules::<Palabra>().final_multiplier, 3);
    assert_eq!(
        config.rules::<Palabra>().shave,
        crate::games::palabra::ShaveRule::Anyone
    );
    let err = parse_user("[palabra]\nfinal_multiplier = 5\n", "me.toml").unwrap_err();
    assert_eq!(err.line, 2);
}

#[test]
fn an_unknown_section_is_refused_where_it_is_written() {
    let err = parse_user("[settings]\nmouse = true\n\n[chess]\nx = 1\n", "me.toml").unwrap_err();
    assert_eq!((err.line, err.column), (4, 1));
    assert!(
        err.message.contains("unknown section [chess]"),
        "{}",
        err.message
    );
    assert!(err.message.contains("pala"), "{}", err.message);
}

#[test]
fn a_setting_above_every_section_is_sent_to_settings() {
    let err = parse_user("# mine\nlanguage = \"es\"\n", "me.toml").unwrap_err();
    assert_eq!((err.line, err.column), (2, 1));
    assert_eq!(
        err.message,
        "language is set outside any section: write it under [settings]"
    );
    let err = parse_user("pace = 3\n[palabra]\n", "me.toml").unwrap_err();
    assert_eq!(err.line, 1);
    assert!(
        err.message.contains("under [settings] or a game's section"),
        "{}",
        err.message
    );
}

#[test]
fn a_key_set_twice_is_named() {
    let err = parse_user("[palabra]\npace = 1\npace = 2\n", "me.toml").unwrap_err();
    assert_eq!(err.line, 3);
    assert!(
        err.message.starts_with("pace is set twice"),
        "{}",
        err.message
    );
}

#[test]
fn a_games_unknown_key_is_located_in_its_section() {
    let err = parse_user("[palabra]\nshave = \"anyone\"\nshaving = 1\n", "me.toml").unwrap_err();
    assert_eq!(err.line, 3);
    assert!(err.message.contains("shaving"), "{}", err.message);
}

// ---- Bad files are refused at load, with file, line, column and what is expected. ----

/// A fresh directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("naipes-cfg-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A config that names `deck` as its Rapiletras deck: the error of parsing it.
fn deck_error(dir: &Path, deck_text: &str, extra: &str) -> ConfigError {
    let deck = dir.join("deck.toml");
    std::fs::write(&deck, deck_text).unwrap();
    let text = format!("[rapiletras]\n{extra}deck = \"{}\"\n", deck.display());
    parse_user(&text, "me.toml").unwrap_err()
}

#[test]
fn a_deck_too_small_to_deal_is_refused_at_load() {
    let dir = scratch("small-deck");
    for (cards, text) in [
        (0, "comodines = 0\ncomodin_value = 20\n[letters]\n"),
        (1, "comodines = 1\ncomodin_value = 20\n[letters]\n"),
        (
            1,
            "comodines = 0\ncomodin_value = 20\n[letters]\nA = { count = 1, value = 1 }\n",
        ),
    ] {
        let err = deck_error(&dir, text, "");
        assert_eq!((err.file.as_str(), err.line, err.column), ("me.toml", 2, 1));
        assert!(
            err.message.starts_with("rapiletras.deck:"),
            "{}",
            err.message
        );
        assert!(err.message.contains("deck.toml"), "{}", err.message);
        assert!(
            err.message.contains("needs 61 cards, but the deck file"),
            "{}",
            err.message
        );
        assert!(
            err.message.contains(&format!("has {cards}:")),
            "{}",
            err.message
        );
    }
    // Enough for 6 hands of 2 plus the pozo: 13 cards.
    let deck = dir.join("deck13.toml");
    std::fs::write(
        &deck,
        "comodines = 1\ncomodin_value = 20\n[letters]\nA = { count = 12, value = 1 }\n",
    )
    .unwrap();
    let ok = format!(
        "[rapiletras]\nhand_size = 2\ndeck = \"{}\"\n",
        deck.display()
    );
    assert!(parse_user(&ok, "me.toml").is_ok());
    let err = parse_user(&ok.replace("hand_size = 2", "hand_size = 3"), "me.toml").unwrap_err();
    assert!(
        err.message.contains("hand_size 2 or less"),
        "{}",
        err.message
    );
}

#[test]
fn a_hand_size_the_deck_cannot_deal_to_six_is_refused_at_load() {
    let err = parse_user("[rapiletras]\n\nhand_size = 20\n", "me.toml").unwrap_err();
    assert_eq!((err.line, err.column), (3, 1));
    assert_eq!(
        err.message,
        "rapiletras.hand_size: 20 cards each for up to 6 players plus the first pozo card \
         needs 121 cards, but the built-in deck has 104: expected hand_size 17 or less with \
         this deck, or a bigger deck"
    );
    assert!(parse_user("[rapiletras]\nhand_size = 17\n", "me.toml").is_ok());
}

#[test]
fn a_huge_card_value_is_refused_where_the_deck_file_says_it() {
    let dir = scratch("value");
    let good = crate::games::rapiletras::DEFAULT_DECK;
    let bad = good.replace(
        "Z = { count = 1, value = 10 }",
        "Z = { count = 1, value = 2147483647 }",
    );
    assert_ne!(bad, good, "the shipped deck changed: update this test");
    let (line, column) = bad
        .lines()
        .enumerate()
        .find_map(|(i, l)| l.find("2147483647").map(|c| (i + 1, c + 1)))
        .unwrap();
    let err = deck_error(&dir, &bad, "");
    assert_eq!((err.line, err.column), (2, 1));
    let deck = dir.join("deck.toml");
    let expected = format!(
        "rapiletras.deck: the deck file cannot be used: {}:{line}:{column}: the value of `Z` \
         is 2147483647, expected a number from 0 to 1000",
        deck.display()
    );
    assert_eq!(err.message, expected);
    // Negative values, counts and comodines too.
    for (from, to, what) in [
        (
            "comodin_value = 20",
            "comodin_value = -1",
            "comodin_value is -1",
        ),
        (
            "comodines = 4",
            "comodines = 99999999999",
            "comodines is 99999999999",
        ),
        (
            "A = { count = 12, value = 1 }",
            "A = { count = 5000, value = 1 }",
            "the count of `A` is 5000",
        ),
    ] {
        let err = deck_error(&dir, &good.replace(from, to), "");
        assert!(err.message.contains(what), "{}", err.message);
    }
}

#[test]
fn a_broken_deck_file_is_named_with_its_own_line() {
    let dir = scratch("broken-deck");
    let deck = dir.join("deck.toml");
    let err = deck_error(
        &dir,
        "comodines = 1\ncomodin_value = 2\n[letters]\nAB = { count = 1, value = 1 }\n",
        "",
    );
    assert!(
        err.message
            .contains(&format!("{}:4:1: `AB` is not one letter", deck.display())),
        "{}",
        err.message
    );
    let err = deck_error(&dir, "comodines = 1\ncomodin_value = \n", "");
    assert!(
        err.message.contains(&format!("{}:2:", deck.display())),
        "{}",
        err.message
    );
    // A directory, invalid UTF-8: the deck file is named.
    let err = parse_user(
        &format!("[rapiletras]\ndeck = \"{}\"\n", dir.display()),
        "me.toml",
    )
    .unwrap_err();
    assert!(
        err.message
            .contains(&format!("{}:1:1: is a directory", dir.display())),
        "{}",
        err.message
    );
    std::fs::write(&deck, b"comodines = 1\n# caf\xe9\n").unwrap();
    let err = parse_user(
        &format!("[rapiletras]\ndeck = \"{}\"\n", deck.display()),
        "me.toml",
    )
    .unwrap_err();
    assert!(
        err.message
            .contains(&format!("{}:2:6: is not UTF-8 text", deck.display())),
        "{}",
        err.message
    );
}

#[test]
fn a_bid_board_that_can_never_score_is_refused() {
    for board in [r#"["cancel"]"#, r#"["+0"]"#, r#"["cancel", "+0"]"#] {
        let text = format!("[pala]\nmode = \"impressionism\"\nboard_4 = {board}\n");
        let err = parse_user(&text, "me.toml").unwrap_err();
        assert_eq!((err.line, err.column), (3, 1), "{board}");
        assert!(
            err.message.starts_with(
                "pala.board_4: expected at least one scoring slot (\"+1\", \"+2\" or \"+face\")"
            ),
            "{}",
            err.message
        );
        assert!(err.message.contains("never end"), "{}", err.message);
    }
    for board in [r#"["+1"]"#, r#"["cancel", "+2"]"#, r#"["+0", "+face"]"#] {
        let text = format!("[pala]\nboard_3 = {board}\n");
        assert!(parse_user(&text, "me.toml").is_ok(), "{board}");
    }
}

#[test]
fn a_wrong_length_array_is_named_and_located() {
    // Too short: the error points at the array, on the key's line.
    let err = parse_user(
        "[pala]\nmode = \"pointillism\"\n  point_goal = [100, 70]\n",
        "me.toml",
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "me.toml:3:16: pala.point_goal: 2 values, expected an array of exactly 3 values"
    );
    let err = parse_user("pala.end_threshold = []\n", "me.toml").unwrap_err();
    assert_eq!(
        err.to_string(),
        "me.toml:1:22: pala.end_threshold: 0 values, expected an array of exactly 3 values"
    );
    // Too long: found only after merging; still its key, and the length expected.
    let err = parse_user(
        "[pala]\nmode = \"pointillism\"\nnull_bid = [1, 2, 3, 4]\n",
        "me.toml",
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "me.toml:3:1: pala.null_bid: 4 values, expected an array of exactly 3 values"
    );
}

#[test]
fn a_config_file_that_is_not_utf8_is_located() {
    let dir = scratch("utf8");
    let file = dir.join("config.toml");
    std::fs::write(&file, b"[settings]\nlanguage = \"\xff\"\n").unwrap();
    let err = load(Some(&file)).unwrap_err();
    assert_eq!(err.file, file.display().to_string());
    assert_eq!((err.line, err.column), (2, 13));
    assert_eq!(
        err.message,
        "is not UTF-8 text (byte 24 is not valid UTF-8): save it as UTF-8"
    );
}

#[test]
fn a_directory_or_fifo_given_as_the_config_file_is_refused() {
    let dir = scratch("dir");
    let err = load(Some(&dir)).unwrap_err();
    assert_eq!((err.line, err.column), (1, 1));
    assert_eq!(
        err.to_string(),
        format!(
            "{}:1:1: is a directory, expected a TOML configuration file (a regular file)",
            dir.display()
        )
    );
    let fifo = dir.join("fifo.toml");
    match std::process::Command::new("mkfifo").arg(&fifo).status() {
        Ok(s) if s.success() => {
            // Refused without opening it: opening a FIFO with no writer would block.
            let err = load(Some(&fifo)).unwrap_err();
            assert!(err.message.starts_with("is a FIFO"), "{}", err.message);
            assert_eq!((err.line, err.column), (1, 1));
        }
        _ => eprintln!("note: mkfifo is not available; the FIFO case was not checked"),
    }
    #[cfg(unix)]
    {
        let err = load(Some(Path::new("/dev/zero"))).unwrap_err();
        assert!(err.message.starts_with("is a device"), "{}", err.message);
    }
}

#[test]
fn a_config_file_too_big_is_refused() {
    let dir = scratch("big");
    let file = dir.join("config.toml");
    let mut text = String::from("[settings]\n");
    while text.len() as u64 <= MAX_CONFIG_BYTES {
        text.push_str("# a long comment line, repeated until the file is too big\n");
    }
    std::fs::write(&file, &text).unwrap();
    let err = load(Some(&file)).unwrap_err();
    assert!(
        err.message.contains("at most 1000000 bytes"),
        "{}",
        err.message
    );
}

#[test]
fn no_error_is_placed_at_line_zero() {
    let err = load(Some(Path::new("/nonexistent/naipes.toml"))).unwrap_err();
    assert_eq!((err.line, err.column), (1, 1));
    for text in [
        "[pala]\npoint_goal = [1]\n",
        "[pala]\nboard_5 = [\"cancel\"]\n",
        "[rapiletras]\nhand_size = 20\n",
        "[settings]\nbot_delay_ms = -1\n",
    ] {
        let err = parse_user(text, "me.toml").unwrap_err();
        assert!(err.line >= 1 && err.column >= 1, "{text}: {err}");
    }
}

#[test]
fn a_long_wrong_length_list_is_explained_with_few_tries() {
    let mut tries = 0;
    let found = super::readable_length(100_000, |n| {
        tries += 1;
        n == 3
    });
    assert_eq!(found, Some(3));
    assert!(tries <= 65, "{tries} tries");
    let values = vec!["1"; 100_000].join(", ");
    for key in ["point_goal", "null_bid", "end_threshold"] {
        let text = format!("[pala]\n{key} = [{values}]\n");
        let err = parse_user(&text, "me.toml").unwrap_err();
        assert_eq!(
            err.to_string(),
            format!(
                "me.toml:2:1: pala.{key}: 100000 values, expected an array of exactly 3 values"
            )
        );
    }
}
