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
fn out_of_range_value_points_at_its_key() {
    let err = parse_user("[settings]\nbot_delay_ms = 99999\n", "me.toml").unwrap_err();
    assert_eq!((err.line, err.column), (2, 1));
    assert!(err.message.contains("bot_delay_ms"), "{}", err.message);
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
fn a_games_unknown_key_is_located_in_its_section() {
    let err = parse_user("[palabra]\nshave = \"anyone\"\nshaving = 1\n", "me.toml").unwrap_err();
    assert_eq!(err.line, 3);
    assert!(err.message.contains("shaving"), "{}", err.message);
}
