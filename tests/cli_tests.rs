//! The command line, run as a user would: exit codes, output, records.

use std::process::Command;

fn naipes(dir: &std::path::Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_naipes"));
    c.env("NAIPES_DATA_DIR", dir.join("data"))
        .env("NAIPES_CONFIG_DIR", dir.join("config"));
    c
}

fn temp(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("naipes-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The help is written from the registry: every game of `GAMES` with its seats, and
/// the values `--mode` takes (a game added or removed changes the help with it).
#[test]
fn help_lists_every_registered_game_with_its_seats_and_modes() {
    use naipes::engine::Lang;
    let d = temp("help");
    let help = |args: &[&str]| {
        let out = naipes(&d).args(args).output().unwrap();
        assert!(out.status.success(), "{args:?}");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let top = help(&["--help"]);
    let play = help(&["play", "--help"]);
    let sim = help(&["sim", "--help"]);
    let rules = help(&["rules", "--help"]);
    for game in naipes::games::GAMES {
        let (key, (lo, hi)) = (game.key(), game.players());
        let line = top
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{key} ")))
            .unwrap_or_else(|| panic!("{key} is not listed:\n{top}"));
        assert!(
            line.contains(game.title(Lang::En)) && line.contains(&format!("({lo}-{hi} players)")),
            "{line}"
        );
        for text in [&play, &sim] {
            assert!(text.contains(&format!("{key} {lo}-{hi}")), "{key}:\n{text}");
        }
        assert!(rules.contains(key), "{rules}");
        if let Some(option) = game.options().first() {
            let mode = play
                .lines()
                .find(|l| l.contains("--mode"))
                .expect("--mode is listed");
            for value in option.values {
                assert!(mode.contains(value.value), "{key} {}: {mode}", value.value);
            }
        }
    }
}

#[test]
fn words_check_exit_codes() {
    let d = temp("check");
    let ok = naipes(&d)
        .args(["words", "check", "en", "zebra", "QI"])
        .output()
        .unwrap();
    assert_eq!(
        ok.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&ok.stdout)
    );
    let bad = naipes(&d)
        .args(["words", "check", "en", "zebra", "xyzzyq"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stdout).contains("xyzzyq: not in the dictionary"));
    let es = naipes(&d)
        .args(["words", "check", "es", "niño", "dedos", "camión"])
        .output()
        .unwrap();
    assert_eq!(
        es.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&es.stdout)
    );
}

#[test]
fn words_find_uses_wild_cards() {
    let d = temp("find");
    let out = naipes(&d)
        .args(["words", "find", "en", "--letters", "qi", "--min", "2"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.lines().any(|l| l == "QI"), "{text}");
    assert!(!text.lines().any(|l| l == "QUIZ"));
    let out = naipes(&d)
        .args([
            "words",
            "find",
            "en",
            "--letters",
            "qiz",
            "--wild",
            "1",
            "--min",
            "4",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.lines().any(|l| l == "QUIZ"), "{text}");
    let bad = naipes(&d)
        .args(["words", "find", "en", "--letters", "a1"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn rules_prints_the_help_in_either_language() {
    let d = temp("rules");
    let en = naipes(&d).args(["rules", "pala"]).output().unwrap();
    assert!(String::from_utf8_lossy(&en.stdout).contains("POINTILLISM"));
    let es = naipes(&d)
        .args(["rules", "pala", "--lang", "es"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&es.stdout).contains("PUNTILLISMO"));
    let palabra = naipes(&d).args(["rules", "palabra"]).output().unwrap();
    let text = String::from_utf8_lossy(&palabra.stdout);
    assert!(
        text.contains("AT THIS TABLE") && text.contains("IN FORCE NOW"),
        "{text}"
    );
    assert!(text.contains("the previous word play only"), "{text}");
    // Rapiletras is played in Spanish unless asked otherwise.
    let rapi = naipes(&d).args(["rules", "rapiletras"]).output().unwrap();
    assert!(String::from_utf8_lossy(&rapi.stdout).contains("EN VIGOR AHORA"));
    let unknown = naipes(&d).args(["rules", "chess"]).output().unwrap();
    assert_eq!(unknown.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("unknown game 'chess'"));
}

#[test]
fn unknown_games_cannot_be_played() {
    let d = temp("unknown");
    let out = naipes(&d).args(["play", "chess"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("unknown game 'chess'"), "{err}");
    for key in naipes::games::all_keys() {
        assert!(err.contains(key), "{key}: {err}");
    }
}

#[test]
fn bad_players_are_refused_before_the_terminal_opens() {
    let d = temp("players");
    let out = naipes(&d)
        .args(["play", "pala", "--players", "Ana,Bob"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("3 to 5 players"));
    // The setup screen's rules for names hold here too, and one name per seat.
    for (players, why) in [
        ("Ana,ana,@normal", "two seats are named 'ana'"),
        ("Ana,Bo<b>,@normal", "'<' is not allowed in a name"),
        ("Ana,Maximiliano Fernandez,@easy", "longer than 14 letters"),
    ] {
        let out = naipes(&d)
            .args(["play", "pala", "--players", players])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{players}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(why), "{players}: {err}");
    }
}

#[test]
fn sim_prints_results_and_its_record_replays_exactly() {
    let d = temp("sim");
    let rec = d.join("games.jsonl");
    let out = naipes(&d)
        .args([
            "sim",
            "pala",
            "--players",
            "4",
            "--games",
            "5",
            "--seed",
            "3",
            "--bots",
            "heuristic,random,random,random",
            "--record",
        ])
        .arg(&rec)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("games per second"), "{text}");
    // "heuristic" is the old name of normal; it still works.
    assert!(text.contains("seat 1 normal"), "{text}");

    // Replay every recorded game from its start line and compare the totals.
    let lines: Vec<serde_json::Value> = std::fs::read_to_string(&rec)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect();
    let mut games = 0;
    let mut game: Option<naipes::games::pala::Pala> = None;
    for line in &lines {
        match line["type"].as_str().unwrap() {
            "start" => {
                assert_eq!(line["format"], "naipes-record-2");
                let rules: naipes::games::pala::PalaRules =
                    serde_json::from_value(line["rules"].clone()).unwrap();
                let seats = line["seats"].as_array().unwrap().len();
                game = Some(
                    naipes::games::pala::Pala::new(seats, rules, line["seed"].as_u64().unwrap())
                        .unwrap(),
                );
            }
            "move" => {
                let g = game.as_mut().unwrap();
                let mv: naipes::games::pala::PalaMove =
                    serde_json::from_value(line["move"].clone()).unwrap();
                naipes::engine::Rules::apply(g, line["seat"].as_u64().unwrap() as usize, &mv)
                    .expect("recorded move replays");
                let totals: Vec<i32> = serde_json::from_value(line["totals"].clone()).unwrap();
                assert_eq!(naipes::engine::Rules::totals(g), totals);
            }
            // The deal is in the record for auditors (tests/record_audit.rs).
            "deal" => assert!(line["deal"]["hands"].is_array()),
            "end" => {
                let g = game.take().unwrap();
                let outcome = naipes::engine::Rules::outcome(&g).expect("replayed game is over");
                let recorded: naipes::engine::Outcome =
                    serde_json::from_value(line["outcome"].clone()).unwrap();
                assert_eq!(outcome, recorded);
                games += 1;
            }
            other => panic!("unknown line type {other}"),
        }
    }
    assert_eq!(games, 5);
}

#[test]
fn a_broken_config_file_is_named_with_line_and_column() {
    let d = temp("config");
    let bad = d.join("bad.toml");
    std::fs::write(&bad, "[pala]\nmode = \"cubism\"\n").unwrap();
    let out = naipes(&d)
        .arg("--config")
        .arg(&bad)
        .args(["play", "pala"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.toml:2:8"), "{err}");
    assert!(err.contains("pointillism"), "{err}");
}

#[test]
fn an_unreadable_user_word_list_stops_with_a_message() {
    let d = temp("words");
    let cfg = d.join("c.toml");
    std::fs::write(
        &cfg,
        "[settings]\nuser_words_en = \"/nonexistent/words.txt\"\n",
    )
    .unwrap();
    let out = naipes(&d)
        .arg("--config")
        .arg(&cfg)
        .args(["words", "check", "en", "cat"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("/nonexistent/words.txt"));
    // sim refuses it too, as play and words do.
    let out = naipes(&d)
        .arg("--config")
        .arg(&cfg)
        .args(["sim", "palabra", "--players", "2", "--games", "1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("/nonexistent/words.txt"));
    // A readable one adds its words.
    let list = d.join("mine.txt");
    std::fs::write(&list, "# family words\nzorblat\n").unwrap();
    std::fs::write(
        &cfg,
        format!("[settings]\nuser_words_en = \"{}\"\n", list.display()),
    )
    .unwrap();
    let out = naipes(&d)
        .arg("--config")
        .arg(&cfg)
        .args(["words", "check", "en", "zorblat"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
}

/// A bad line of a user word list is named by file, line and column, by every command
/// that loads the list (the table's `play` loads it the same way before the terminal).
#[test]
fn a_bad_word_list_line_is_named_with_file_line_and_column() {
    let d = temp("wordplace");
    let cfg = d.join("c.toml");
    let list = d.join("mine.txt");
    std::fs::write(&list, "# family words\nzorblat\n  wor1d\n").unwrap();
    std::fs::write(
        &cfg,
        format!("[settings]\nuser_words_en = \"{}\"\n", list.display()),
    )
    .unwrap();
    let place = format!("{}:3:6: \"wor1d\" is not a word", list.display());
    for args in [
        &["words", "check", "en", "cat"][..],
        &["words", "find", "en", "--letters", "cat"],
        &["sim", "palabra", "--players", "2", "--games", "1"],
    ] {
        let out = naipes(&d)
            .arg("--config")
            .arg(&cfg)
            .args(args)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(&place), "{args:?}: {err}");
    }
    // Too many lines: named at the first line past the limit.
    std::fs::write(&list, "zorblat\n".repeat(200_001)).unwrap();
    let out = naipes(&d)
        .arg("--config")
        .arg(&cfg)
        .args(["words", "check", "en", "cat"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains(&format!("{}:200001:1: ", list.display())),
        "{err}"
    );
}

#[test]
fn without_a_terminal_the_table_says_so_and_changes_nothing() {
    let dir = std::env::temp_dir().join(format!("naipes-noterm-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for args in [vec!["play", "pala", "--players", "X,Y,@easy"], vec![]] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_naipes"))
            .args(&args)
            .env("NAIPES_DATA_DIR", &dir)
            .env("NAIPES_CONFIG_DIR", &dir)
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("needs a terminal"), "{err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        0,
        "a file was written"
    );
}

/// Runs naipes with `args` and returns (exit code, stderr).
fn refused(d: &std::path::Path, args: &[&str]) -> (Option<i32>, String) {
    let out = naipes(d).args(args).output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn numbers_out_of_range_are_refused_with_their_range() {
    let d = temp("ranges");
    let max = "18446744073709551615";
    for (args, expected) in [
        (
            vec!["sim", "pala", "--players", "3", "--games", max],
            "invalid value '18446744073709551615' for '--games <N>': expected a whole number from 1 to 1000000",
        ),
        (
            vec!["sim", "pala", "--players", "3", "--games", "0"],
            "expected a whole number from 1 to 1000000",
        ),
        (
            vec!["words", "find", "en", "--letters", "abc", "--wild", max],
            "for '--wild <N>': expected a whole number from 0 to 8",
        ),
        (
            vec![
                "words",
                "find",
                "en",
                "--letters",
                "abc",
                "--vowel-wild",
                "9",
            ],
            "for '--vowel-wild <N>': expected a whole number from 0 to 8",
        ),
        (
            vec!["words", "find", "en", "--letters", "abc", "--min", "0"],
            "for '--min <N>': expected a whole number from 1 to 20",
        ),
        (
            vec!["words", "find", "en", "--letters", "abc", "--min", "21"],
            "for '--min <N>': expected a whole number from 1 to 20",
        ),
        (
            vec![
                "sim",
                "pala",
                "--players",
                "3",
                "--seed",
                "18446744073709551616",
            ],
            "for '--seed <SEED>': expected a whole number from 0 to 18446744073709551615",
        ),
        (
            vec!["play", "pala", "--seed=-1"],
            "expected a whole number from 0 to 18446744073709551615",
        ),
        (
            vec!["play", "pala", "--players", "18446744073709551616"],
            "naipes: --players: Pala is for 3 to 5 players, not 18446744073709551616",
        ),
        (
            vec!["play", "pala", "--players", "6"],
            "Pala is for 3 to 5 players, not 6",
        ),
        (
            vec!["sim", "pala", "--players", "18446744073709551616"],
            "naipes: --players: Pala is for 3 to 5 players, not 18446744073709551616",
        ),
        (
            vec!["sim", "rapiletras", "--players", "7"],
            "Rapiletras is for 2 to 6 players, not 7",
        ),
        (
            vec!["sim", "palabra", "--players", "two"],
            "Palabra is for 2 to 12 players, not two",
        ),
    ] {
        let (code, err) = refused(&d, &args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(err.contains(expected), "{args:?}: {err}");
    }
}

#[test]
fn numbers_at_the_ends_of_their_ranges_are_accepted() {
    let d = temp("range-ends");
    let out = naipes(&d)
        .args([
            "words",
            "find",
            "en",
            "--letters",
            "qi",
            "--wild",
            "8",
            "--vowel-wild",
            "8",
            "--min",
            "20",
        ])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = naipes(&d)
        .args([
            "sim",
            "pala",
            "--players",
            "3",
            "--games",
            "1",
            "--seed",
            "18446744073709551615",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn a_bad_value_is_quoted_short() {
    let d = temp("long-arg");
    let long = format!("@{}", "x".repeat(10_000));
    let (code, err) = refused(&d, &["sim", "pala", "--players", "3", "--bots", &long]);
    assert_eq!(code, Some(2));
    assert!(err.len() < 300, "{err}");
    assert!(err.contains('…'), "{err}");
}

/// A reader that stops early (`naipes words find ... | head -1`) is no error: no panic
/// message, a clean exit.
#[test]
fn words_find_into_a_closed_pipe_exits_cleanly() {
    use std::process::Stdio;
    let d = temp("pipe");
    let mut child = naipes(&d)
        .args(["words", "find", "en", "--letters", "aeinrst", "--wild", "2"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Close our end of the pipe before the program writes: its write meets a broken pipe.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(out.status.code(), Some(0), "{err}");
}

#[test]
fn play_refuses_a_record_it_cannot_write_before_the_game_starts() {
    let d = temp("playrecord");
    let dir = d.to_string_lossy().into_owned();
    for target in [dir.as_str(), "/dev/full"] {
        let (code, err) = refused(
            &d,
            &["play", "pala", "--players", "X,Y,@easy", "--record", target],
        );
        assert_eq!(code, Some(2), "{target}");
        assert!(
            err.contains("the record cannot be written"),
            "{target}: {err}"
        );
        let (code, err) = refused(&d, &["sim", "pala", "--players", "3", "--record", target]);
        assert_eq!(code, Some(2), "{target}: {err}");
    }
}

/// `naipes replay FILE`: a record or a save is read and replayed before the terminal is
/// asked for, so a refusal is told on the command line: an unfinished game (its seed and
/// hidden cards are secret), a record whose moves do not replay, a game number the file
/// does not hold. A finished game's record replays (then only the terminal is missing).
#[test]
fn replay_refuses_unfinished_games_and_records_that_do_not_replay() {
    use naipes::engine::{BotLevel, Lang, Seat, SeatKind};
    use naipes::games::TableGame;
    let d = temp("replay");
    let rec = d.join("r.jsonl");
    let out = naipes(&d)
        .args(["sim", "pala", "--players", "3", "--games", "1", "--record"])
        .arg(&rec)
        .output()
        .unwrap();
    assert!(out.status.success());
    let replay = |file: &std::path::Path, extra: &[&str]| {
        let out = naipes(&d)
            .arg("replay")
            .arg(file)
            .args(extra)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    // A finished game replays: only the terminal is missing here.
    assert!(replay(&rec, &[]).contains("needs a terminal"));
    assert!(replay(&rec, &["--game", "2"]).contains("holds 1 game"));
    let text = std::fs::read_to_string(&rec).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    // Cut before its end: not over.
    let cut = d.join("cut.jsonl");
    std::fs::write(&cut, lines[..lines.len() - 1].join("\n")).unwrap();
    assert!(replay(&cut, &[]).contains("not over"));
    // A move given to another seat: its moves do not replay.
    let mut bad: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    let at = bad
        .iter()
        .position(|l| l.contains("\"type\":\"move\""))
        .unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&bad[at]).unwrap();
    v["seat"] = serde_json::json!((v["seat"].as_u64().unwrap() + 1) % 3);
    bad[at] = v.to_string();
    let broken = d.join("broken.jsonl");
    std::fs::write(&broken, bad.join("\n")).unwrap();
    let said = replay(&broken, &[]);
    assert!(
        said.contains("do not replay") && said.contains("move 1"),
        "{said}"
    );
    // An unfinished save: refused, its seed kept secret.
    let rules: <naipes::games::pala::Pala as TableGame>::HouseRules =
        toml::from_str(naipes::games::pala::Pala::DEFAULT_TOML).unwrap();
    let game = naipes::games::pala::Pala::new_game(3, rules, 9_876_543_210_123, Lang::En).unwrap();
    let seats = (0..3)
        .map(|i| Seat {
            name: format!("P{i}"),
            kind: SeatKind::Computer(BotLevel::Easy),
        })
        .collect();
    let session = naipes::session::Session::new(seats, 9_876_543_210_123, game);
    let save = d.join("save.json");
    let file = naipes::session::save::SaveFile {
        format: "naipes-save".into(),
        version: 1,
        game: "pala".into(),
        saved_at_unix: 1,
        summary: String::new(),
        record: None,
        seed_chosen: false,
        body: serde_json::to_value(&session).unwrap(),
    };
    naipes::session::save::write_atomic(&save, &file).unwrap();
    let said = replay(&save, &[]);
    assert!(
        said.contains("not over") && !said.contains("9876543210123"),
        "{said}"
    );
}

/// Finished games of Pala played by computers through `Session`, written as the table
/// leaves them in `finished/` (the database does not have them yet: the command adds
/// them). Seat 0 is "Ana".
#[cfg(feature = "tui")]
fn finished_games(data: &std::path::Path, seeds: std::ops::Range<u64>) {
    use naipes::engine::runner::play_out;
    use naipes::engine::{Bot, BotLevel, Lang, Seat, SeatKind};
    use naipes::games::TableGame;
    use naipes::games::pala::Pala;
    for seed in seeds {
        let rules = naipes::config::defaults().unwrap().rules::<Pala>();
        let mut game = Pala::new_game(3, rules, seed, Lang::En).unwrap();
        let seats: Vec<Seat> = ["Ana", "Bea", "Computer 3"]
            .iter()
            .enumerate()
            .map(|(i, n)| Seat {
                name: n.to_string(),
                kind: if i < 2 {
                    SeatKind::Human
                } else {
                    SeatKind::Computer(BotLevel::Easy)
                },
            })
            .collect();
        let mut session = naipes::session::Session::new(seats, seed, game.clone());
        let mut bots: Vec<Box<dyn Bot<Pala>>> = (0..3).map(|_| Pala::bot(BotLevel::Easy)).collect();
        play_out(&mut game, &mut bots, seed, 1_000_000, |s| {
            session.play(s.seat, s.mv.clone()).unwrap();
        })
        .unwrap();
        let file = naipes::session::save::SaveFile {
            format: "naipes-save".into(),
            version: 1,
            game: "pala".into(),
            saved_at_unix: 1_700_000_000 + seed * 3600,
            summary: String::new(),
            record: None,
            seed_chosen: false,
            body: serde_json::to_value(&session).unwrap(),
        };
        naipes::session::save::write_atomic(
            &data.join("finished").join(format!("pala-{seed}.json")),
            &file,
        )
        .unwrap();
    }
}

#[cfg(feature = "tui")]
#[test]
fn history_and_stats_list_the_finished_games_and_say_when_there_are_none() {
    let d = temp("history");
    let run = |args: &[&str]| {
        let out = naipes(&d).args(args).output().unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, out, _) = run(&["history"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("No finished game yet"), "{out}");
    let (code, out, _) = run(&["stats"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("No finished game yet"), "{out}");

    finished_games(&d.join("data"), 1..4);
    let (code, out, err) = run(&["history"]);
    assert_eq!(code, Some(0), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    // Newest first: seed 3 ended last (1_700_000_000 + 3 h is 2023-11-15 01:13 UTC).
    assert!(lines[0].starts_with("2023-11-15 01:13 · Pala · "), "{out}");
    assert!(lines[0] > lines[1] && lines[1] > lines[2], "{out}");
    for line in &lines {
        assert!(
            line.contains("Pala · Ana ") && line.contains("won: "),
            "{line}"
        );
    }
    // The database now has them: the file is there.
    assert!(d.join("data/naipes.sqlite3").exists());

    let (code, out, _) = run(&["history", "--game", "pala", "--player", "ANA", "--json"]);
    assert_eq!(code, Some(0));
    let rows: serde_json::Value = serde_json::from_str(&out).unwrap();
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 3);
    let when: Vec<u64> = rows
        .iter()
        .map(|r| r["finished_at"].as_u64().unwrap())
        .collect();
    assert!(when.windows(2).all(|w| w[0] > w[1]), "{when:?}");
    assert_eq!(rows[0]["seats"][0]["name"], "Ana");

    let (_, out, _) = run(&["history", "--player", "nobody"]);
    assert!(out.contains("No finished game matches"), "{out}");

    let (code, out, _) = run(&["stats", "--json"]);
    assert_eq!(code, Some(0));
    let stats: serde_json::Value = serde_json::from_str(&out).unwrap();
    let ana = stats["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Ana")
        .unwrap();
    assert_eq!(ana["games"], 3);
    let wins = ana["wins"].as_u64().unwrap();
    let won_lines = lines
        .iter()
        .filter(|l| {
            l.split("won: ")
                .nth(1)
                .and_then(|w| w.split(" · ").next())
                .is_some_and(|w| w.split(", ").any(|n| n == "Ana"))
        })
        .count() as u64;
    assert_eq!(wins, won_lines, "{out}");
    assert_eq!(ana["against"]["easy"]["games"], 3);
    assert_eq!(stats["seats"][0]["games"], 3);

    let (code, out, _) = run(&["stats", "--game", "pala"]);
    assert_eq!(code, Some(0));
    assert!(
        out.starts_with("Player ") && out.contains("Longest"),
        "{out}"
    );
    assert!(
        out.contains("Ana") && out.contains("Wins by seat position"),
        "{out}"
    );

    let (code, _, err) = run(&["stats", "--game", "poker"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("unknown game 'poker'"), "{err}");
}

#[cfg(feature = "tui")]
#[test]
fn a_damaged_history_database_is_moved_aside_and_rebuilt_with_a_notice() {
    let d = temp("history-damaged");
    finished_games(&d.join("data"), 1..3);
    std::fs::write(d.join("data/naipes.sqlite3"), "garbage").unwrap();
    let out = naipes(&d).args(["history"]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("could not be read") && err.contains("not deleted") && err.contains("rebuilt"),
        "{err}"
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 2);
    let aside: Vec<_> = std::fs::read_dir(d.join("data"))
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("naipes.sqlite3.damaged-")
        })
        .collect();
    assert_eq!(aside.len(), 1);
    assert_eq!(std::fs::read_to_string(aside[0].path()).unwrap(), "garbage");
    // Once rebuilt, nothing more to tell.
    let out = naipes(&d).args(["history"]).output().unwrap();
    assert!(out.stderr.is_empty());
}
