//! `naipes words check` and `naipes words find` with `--list`.

use std::process::Command;

fn naipes(args: &[&str]) -> std::process::Output {
    let config = std::env::temp_dir().join(format!("naipes-words-cli-{}", std::process::id()));
    std::fs::create_dir_all(&config).unwrap();
    Command::new(env!("CARGO_BIN_EXE_naipes"))
        .args(args)
        .env("NAIPES_DATA_DIR", config.join("data"))
        .env("NAIPES_CONFIG_DIR", config.join("config"))
        .output()
        .expect("run naipes")
}

fn code(args: &[&str]) -> i32 {
    naipes(args).status.code().expect("exit code")
}

#[test]
fn junk_fails_the_check() {
    assert_eq!(code(&["words", "check", "en", "SJ", "UK", "UA", "AO"]), 1);
    for w in ["SJ", "UK", "UA", "AO"] {
        assert_eq!(code(&["words", "check", "en", w]), 1, "{w}");
    }
    assert_eq!(
        code(&["words", "check", "es", "RUN", "PADDLE", "FIFA", "EPO"]),
        1
    );
    for w in ["RUN", "PADDLE", "FIFA", "EPO", "GAP"] {
        assert_eq!(code(&["words", "check", "es", w]), 1, "{w}");
    }
    let out = naipes(&["words", "check", "es", "RUN"]);
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("RUN: not in the dictionary"),
        "{out:?}"
    );
}

#[test]
fn list_option_chooses_the_level() {
    assert_eq!(code(&["words", "check", "en", "QI"]), 0);
    assert_eq!(code(&["words", "check", "en", "--list", "full", "QI"]), 0);
    assert_eq!(
        code(&["words", "check", "en", "--list", "everyday", "QI"]),
        1
    );
    assert_eq!(
        code(&[
            "words", "check", "en", "--list", "everyday", "zebra", "house"
        ]),
        0
    );
    assert_eq!(
        code(&["words", "check", "es", "--list", "everyday", "casa", "niño"]),
        0
    );
    assert_eq!(
        code(&["words", "check", "es", "díselo", "kéfir", "dame"]),
        0
    );
    assert_eq!(code(&["words", "check", "es", "--list", "nope", "casa"]), 2);
}

#[test]
fn find_takes_the_list_option() {
    let full = naipes(&["words", "find", "en", "--letters", "QIZA"]);
    let day = naipes(&[
        "words",
        "find",
        "en",
        "--list",
        "everyday",
        "--letters",
        "QIZA",
    ]);
    assert!(full.status.success() && day.status.success());
    let full = String::from_utf8_lossy(&full.stdout).into_owned();
    let day = String::from_utf8_lossy(&day.stdout).into_owned();
    assert!(full.lines().any(|l| l == "QI"), "{full}");
    assert!(!day.lines().any(|l| l == "QI"), "{day}");
    assert!(day.lines().all(|w| full.lines().any(|f| f == w)));
}
