use super::stats::Stats;
use super::*;
use crate::engine::runner::play_out;
use crate::engine::{Bot, BotLevel, Lang, Seat, SeatKind};
use crate::games::Ranking;
use crate::games::TableGame;
use crate::games::leftovers::Leftovers;
use crate::games::pala::Pala;
use crate::games::palabra::Palabra;
use crate::games::palace::Palace;
use crate::games::rapiletras::Rapiletras;
use crate::session::Session;
use crate::session::save::{SaveFile, write_atomic};
use std::collections::BTreeMap;

fn temp_places(name: &str) -> Places {
    let dir = std::env::temp_dir().join(format!("naipes-history-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    Places { data: dir }
}

/// A whole game played by computers through `Session`; seat 0 is "Ana" (a person's
/// seat, played by a computer here), the others computers of two levels.
fn play<G: TableGame>(seed: u64) -> Session<G> {
    let n = G::PLAYERS.0;
    let rules = G::rules_for_seats(crate::config::defaults().unwrap().rules::<G>(), n);
    let lang = G::forced_lang().unwrap_or(Lang::En);
    let mut game = G::new_game(n, rules, seed, lang).unwrap();
    let levels: Vec<BotLevel> = (0..n)
        .map(|i| {
            if i % 2 == 0 {
                BotLevel::Easy
            } else {
                BotLevel::Normal
            }
        })
        .collect();
    let seats: Vec<Seat> = (0..n)
        .map(|i| Seat {
            name: if i == 0 {
                "Ana".into()
            } else {
                format!("Bot {i}")
            },
            kind: if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Computer(levels[i])
            },
        })
        .collect();
    let mut session = Session::new(seats, seed, game.clone());
    let mut bots: Vec<Box<dyn Bot<G>>> = levels.iter().map(|l| G::bot(*l)).collect();
    play_out(&mut game, &mut bots, seed, 1_000_000, |step| {
        session.play(step.seat, step.mv.clone()).unwrap();
    })
    .unwrap();
    session.hints_used = (0..n as u32).map(|i| (seed as u32 + i) % 3).collect();
    assert!(session.outcome().is_some());
    session
}

/// Writes the session as a game's save in `saves/` (as the table does at every move).
fn save_in<G: TableGame>(places: &Places, session: &Session<G>, name: &str, at: u64) -> PathBuf {
    let path = places.saves().join(format!("{name}.json"));
    let file = SaveFile {
        format: crate::session::save::FORMAT.into(),
        version: crate::session::save::VERSION,
        game: G::KEY.into(),
        saved_at_unix: at,
        summary: String::new(),
        record: None,
        seed_chosen: false,
        body: serde_json::to_value(session).unwrap(),
    };
    write_atomic(&path, &file).unwrap();
    path
}

/// Per (name, game, the lowest total wins): games, wins, sum of scores, best score (by
/// that measure), longest game, hints.
type Recount = BTreeMap<(String, String, bool), (u32, u32, i64, i32, u64, u32)>;

fn recount_one<G: TableGame>(body: serde_json::Value, into: &mut Recount) {
    let session: Session<G> = serde_json::from_value(body).unwrap();
    let outcome = session.outcome().unwrap();
    let low = G::ranking(session.game.house_rules()) == Ranking::Lowest;
    for (i, seat) in session.seats.iter().enumerate() {
        let e = into
            .entry((seat.name.clone(), G::KEY.to_string(), low))
            .or_insert((0, 0, 0, if low { i32::MAX } else { i32::MIN }, 0, 0));
        e.0 += 1;
        e.1 += u32::from(outcome.winners.contains(&i));
        e.2 += i64::from(outcome.totals[i]);
        e.3 = if low {
            e.3.min(outcome.totals[i])
        } else {
            e.3.max(outcome.totals[i])
        };
        e.4 = e.4.max(session.ply());
        e.5 += session.hints_used.get(i).copied().unwrap_or(0);
    }
}

/// Counts straight from the finished saves, each read as its game's own session.
fn recount(places: &Places) -> Recount {
    let mut out = Recount::new();
    for path in finished_files(&places.finished()) {
        let file = save::read(&path).unwrap().unwrap();
        match file.game.as_str() {
            "pala" => recount_one::<Pala>(file.body, &mut out),
            "palace" => recount_one::<Palace>(file.body, &mut out),
            "palabra" => recount_one::<Palabra>(file.body, &mut out),
            "leftovers" => recount_one::<Leftovers>(file.body, &mut out),
            "rapiletras" => recount_one::<Rapiletras>(file.body, &mut out),
            other => panic!("{other}"),
        }
    }
    out
}

fn finish_all<G: TableGame>(places: &Places, seeds: std::ops::Range<u64>) {
    for seed in seeds {
        let s = play::<G>(seed);
        let path = save_in(places, &s, &format!("{}-{seed}", G::KEY), 1000 + seed);
        finish_game(&path, &|_| {}).unwrap();
    }
}

#[test]
fn statistics_equal_a_recount_from_the_finished_saves_for_every_game() {
    let places = temp_places("recount");
    finish_all::<Pala>(&places, 1..4);
    finish_all::<Palace>(&places, 4..7);
    finish_all::<Palabra>(&places, 7..9);
    finish_all::<Leftovers>(&places, 9..12);
    finish_all::<Rapiletras>(&places, 12..14);
    let loaded = load(&places).unwrap();
    assert_eq!(loaded.rows.len(), 13);
    // Each was in the database already: nothing to add.
    assert_eq!(loaded.added, 0);
    assert!(loaded.rebuilt.is_none());
    // Newest first.
    assert!(
        loaded
            .rows
            .windows(2)
            .all(|w| w[0].finished_at >= w[1].finished_at)
    );
    let stats = Stats::count(&loaded.rows, &Filter::default());
    let expected = recount(&places);
    assert_eq!(stats.players.len(), expected.len());
    for p in &stats.players {
        let (games, wins, sum, best, longest, hints) =
            expected[&(p.name.clone(), p.game.clone(), p.lowest_wins)];
        assert_eq!((p.games, p.wins), (games, wins), "{} {}", p.name, p.game);
        assert!((p.average_score - sum as f64 / f64::from(games)).abs() < 1e-9);
        assert_eq!(p.best_score, best);
        assert_eq!(p.longest_game, longest);
        assert_eq!(p.hints, hints);
        assert!((p.win_share - f64::from(wins) / f64::from(games)).abs() < 1e-9);
        // Ana (seat 0) plays against computers of both levels in every game.
        if p.name == "Ana" {
            assert_eq!(p.seat, "person");
            let normal = p.against["normal"];
            assert_eq!(normal.games, games);
            assert!(normal.wins <= wins);
        }
    }
    // The word games tell each player's best word; Palace tallies challenges.
    for game in ["palabra", "leftovers", "rapiletras"] {
        assert!(
            stats
                .players
                .iter()
                .any(|p| p.game == game && p.best_word.is_some()),
            "{game}: no best word"
        );
    }
    assert!(
        stats
            .players
            .iter()
            .all(|p| p.game != "pala" || p.best_word.is_none()),
        "Pala has no words"
    );
    // Seat positions: each game's wins add up to at least its games (ties share).
    for s in &stats.seats {
        let wins: u32 = s.wins.iter().sum();
        assert!(wins >= s.games, "{s:?}");
        let recounted: u32 = loaded
            .rows
            .iter()
            .filter(|r| r.game.game == s.game && r.game.seats.len() == s.players)
            .count() as u32;
        assert_eq!(s.games, recounted);
    }
    // Filters: one game, one player (any case).
    let only = Stats::count(
        &loaded.rows,
        &Filter {
            game: Some("pala".into()),
            player: Some("ana".into()),
        },
    );
    assert_eq!(only.players.len(), 1);
    assert_eq!(only.players[0].games, 3);
}

#[test]
fn palace_tallies_its_challenges_by_kind() {
    // Several seeds: some game draws challenges.
    let places = temp_places("palace");
    finish_all::<Palace>(&places, 20..26);
    let loaded = load(&places).unwrap();
    let stats = Stats::count(&loaded.rows, &Filter::default());
    let tallied: u32 = stats.players.iter().flat_map(|p| p.tallies.values()).sum();
    // Recount: every challenge result event of every finished game.
    let mut results = 0u32;
    for path in finished_files(&places.finished()) {
        let file = save::read(&path).unwrap().unwrap();
        let s: Session<Palace> = serde_json::from_value(file.body).unwrap();
        for e in s.history.iter().flat_map(|h| &h.events) {
            use crate::games::palace::PalaceEvent as E;
            if matches!(
                e,
                E::Answered { .. } | E::Attempted { .. } | E::Judged { .. } | E::TimedOut { .. }
            ) {
                results += 1;
            }
        }
    }
    assert!(results > 0, "no challenge in six games");
    assert_eq!(tallied, results);
    assert!(
        stats
            .players
            .iter()
            .flat_map(|p| p.tallies.keys())
            .all(|k| k.ends_with(" passed") || k.ends_with(" failed"))
    );
}

fn three_games(name: &str) -> Places {
    let places = temp_places(name);
    finish_all::<Pala>(&places, 1..4);
    places
}

#[test]
fn a_damaged_database_is_moved_aside_and_rebuilt_from_the_finished_saves() {
    let places = three_games("damaged");
    // Not SQLite at all.
    std::fs::write(places.db(), "not a database, just text").unwrap();
    let loaded = load(&places).unwrap();
    let rebuilt = loaded.rebuilt.clone().expect("a rebuild");
    assert_eq!(
        std::fs::read_to_string(&rebuilt.aside).unwrap(),
        "not a database, just text"
    );
    assert!(
        rebuilt
            .aside
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("naipes.sqlite3.damaged-")
    );
    assert_eq!(loaded.rows.len(), 3);
    assert_eq!(loaded.added, 3);
    let notice = text::repairs(&loaded, &places.db(), Lang::Es).join(" ");
    assert!(notice.contains("no se ha borrado"), "{notice}");

    // Another schema: moved aside too.
    {
        let conn = Connection::open(places.db()).unwrap();
        conn.execute_batch("PRAGMA user_version = 7;").unwrap();
    }
    let loaded = load(&places).unwrap();
    assert!(loaded.rebuilt.unwrap().why.contains("schema 7"));
    assert_eq!(loaded.rows.len(), 3);

    // A SQLite file of someone else's: moved aside.
    std::fs::remove_file(places.db()).unwrap();
    {
        let conn = Connection::open(places.db()).unwrap();
        conn.execute_batch("CREATE TABLE other (x);").unwrap();
    }
    let loaded = load(&places).unwrap();
    assert!(loaded.rebuilt.is_some());
    assert_eq!(loaded.rows.len(), 3);

    // Missing: made again, quietly.
    std::fs::remove_file(places.db()).unwrap();
    let loaded = load(&places).unwrap();
    assert!(loaded.rebuilt.is_none());
    assert_eq!((loaded.rows.len(), loaded.added), (3, 3));
    // Every damaged file is still there.
    let aside = std::fs::read_dir(&places.data)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .contains(".damaged-")
        })
        .count();
    assert_eq!(aside, 3);
}

#[test]
fn an_unreadable_finished_save_is_told_and_left_where_it_is() {
    let places = three_games("unreadable");
    let bad = places.finished().join("pala-bad.json");
    std::fs::write(&bad, "{broken").unwrap();
    std::fs::remove_file(places.db()).unwrap();
    let loaded = load(&places).unwrap();
    assert_eq!(loaded.rows.len(), 3);
    assert_eq!(loaded.unreadable.len(), 1);
    assert!(bad.exists());
}

/// Run by the crash test in a child process (does nothing when run on its own): ends a
/// game and aborts the process at the step named in NAIPES_CRASH_AT, as kill -9 would.
#[test]
fn crash_child() {
    let (Some(save), Some(at)) = (
        std::env::var_os("NAIPES_CRASH_SAVE"),
        std::env::var("NAIPES_CRASH_AT").ok(),
    ) else {
        return;
    };
    let stop = match at.as_str() {
        "moved" => Step::Moved,
        "inserted" => Step::Inserted,
        _ => Step::Committed,
    };
    let _ = finish_game(Path::new(&save), &|step| {
        if step == stop {
            std::process::abort();
        }
    });
}

#[test]
fn a_crash_at_any_step_of_a_games_end_loses_neither_the_game_nor_its_statistics() {
    let exe = std::env::current_exe().unwrap();
    for (k, at) in ["before", "moved", "inserted", "committed"]
        .into_iter()
        .enumerate()
    {
        let places = temp_places(&format!("crash-{at}"));
        // One game already recorded, one ending now.
        finish_all::<Pala>(&places, 1..2);
        let session = play::<Pala>(30 + k as u64);
        let path = save_in(&places, &session, "pala-ending", 5000);
        if at != "before" {
            // A crash before the end's first step leaves the over game in saves/.
            let status = std::process::Command::new(&exe)
                .args(["history::tests::crash_child", "--exact", "--nocapture"])
                .env("NAIPES_CRASH_SAVE", &path)
                .env("NAIPES_CRASH_AT", at)
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .status()
                .unwrap();
            assert!(!status.success(), "{at}: the child should have died");
        }
        let (db, _) = Db::open(&places).unwrap();
        let in_db = db.has("pala-ending.json").unwrap();
        assert_eq!(in_db, at == "committed", "{at}");
        assert_eq!(path.exists(), at == "before", "{at}");
        drop(db);
        // The next History (or naipes stats) has it, once.
        let loaded = load(&places).unwrap();
        assert_eq!(loaded.rows.len(), 2, "{at}");
        assert!(!path.exists(), "{at}: still in Continue");
        assert!(places.finished_file("pala-ending.json").exists(), "{at}");
        let ids: Vec<&str> = loaded.rows.iter().map(|r| r.id.as_str()).collect();
        assert!(ids.contains(&"pala-ending.json"), "{at}: {ids:?}");
        assert_eq!(load(&places).unwrap().added, 0);
        let stats = Stats::count(&loaded.rows, &Filter::default());
        let ana = stats.players.iter().find(|p| p.name == "Ana").unwrap();
        assert_eq!(ana.games, 2, "{at}");
    }
}

#[test]
fn a_game_over_open_in_another_window_is_left_to_it() {
    let places = temp_places("locked");
    let session = play::<Pala>(3);
    let path = save_in(&places, &session, "pala-open", 10);
    let held = save::lock(&path).unwrap().unwrap();
    let loaded = load(&places).unwrap();
    assert!(loaded.rows.is_empty());
    assert!(path.exists());
    drop(held);
    assert_eq!(load(&places).unwrap().rows.len(), 1);
}

#[test]
fn an_unfinished_game_goes_to_the_trash_with_its_lock_unless_open_elsewhere() {
    let places = temp_places("trash");
    let session = Session::new(
        vec![
            Seat {
                name: "Ana".into(),
                kind: SeatKind::Human,
            };
            3
        ],
        1,
        Pala::new_game(
            3,
            crate::config::defaults().unwrap().rules::<Pala>(),
            1,
            Lang::En,
        )
        .unwrap(),
    );
    let path = save_in(&places, &session, "pala-x", 1);
    let held = save::lock(&path).unwrap().unwrap();
    assert_eq!(trash(&places, &path), Err(None));
    assert!(path.exists());
    drop(held);
    let to = trash(&places, &path).unwrap();
    assert!(!path.exists() && !path.with_extension("lock").exists());
    assert_eq!(to, places.trash().join("pala-x.json"));
    assert!(to.with_extension("lock").exists());
    // A second game of the same name gets its own place.
    let path = save_in(&places, &session, "pala-x", 2);
    assert_eq!(
        trash(&places, &path).unwrap(),
        places.trash().join("pala-x-2.json")
    );
    assert!(save::read(&to).unwrap().is_some());
}

/// The launcher with 10,000 finished games opens as fast as with none: it reads neither
/// the database nor `finished/` (History does, when asked). Debug build: a loose bound;
/// `cargo bench --bench startup` measures the release build against 3 ms.
#[test]
fn the_launcher_opens_without_reading_10000_finished_games() {
    let places = temp_places("ten-thousand");
    sample_history(&places, 10_000).unwrap();
    let open = || {
        let loaded = crate::config::Loaded {
            config: crate::config::defaults().unwrap(),
            user_file: places.data.join("config.toml"),
            user_file_exists: false,
        };
        let start = std::time::Instant::now();
        let app = crate::app::App::new(loaded, places.data.join("autosave.json"));
        let mut term = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
        term.draw(|f| {
            crate::ui::draw(f, &app);
        })
        .unwrap();
        start.elapsed()
    };
    let mut times: Vec<std::time::Duration> = (0..21).map(|_| open()).collect();
    times.sort();
    let median = times[10];
    println!("launcher open with 10,000 finished games (debug build): {median:?}");
    assert!(median < std::time::Duration::from_millis(50), "{median:?}");
    // And History has them all.
    let loaded = load(&places).unwrap();
    assert_eq!((loaded.rows.len(), loaded.added), (10_000, 0));
}

/// The old single autosave (data/autosave.json) ends as the others do: into
/// data/finished/ and data's database (it went beside the data folder before).
#[test]
fn the_old_single_autosave_ends_in_the_data_folder_too() {
    let places = temp_places("legacy");
    let session = play::<Pala>(4);
    let path = save_in(&places, &session, "x", 7);
    let legacy = places.data.join("autosave.json");
    std::fs::rename(&path, &legacy).unwrap();
    let to = finish_game(&legacy, &|_| {}).unwrap();
    assert_eq!(to, places.finished().join("autosave.json.gz"));
    let (db, _) = Db::open(&places).unwrap();
    assert!(db.has("autosave.json").unwrap());
}

#[test]
fn one_game_is_said_in_the_singular() {
    let seats = |games| super::stats::SeatWins {
        game: "pala".into(),
        players: 3,
        games,
        wins: vec![games, 0, 0],
    };
    let stats = super::stats::Stats {
        players: Vec::new(),
        seats: vec![seats(1), seats(2)],
    };
    let en = super::text::stats_lines(&stats, crate::engine::Lang::En);
    assert!(
        en.contains(&"Pala, 3 seats, 1 game: wins by seat 1:1 2:0 3:0".to_string()),
        "{en:?}"
    );
    assert!(
        en.iter().any(|l| l.starts_with("Pala, 3 seats, 2 games:")),
        "{en:?}"
    );
    let es = super::text::stats_lines(&stats, crate::engine::Lang::Es);
    assert!(
        es.iter().any(|l| l.contains("3 puestos, 1 partida:")),
        "{es:?}"
    );
}

/// Where the lowest total wins (Pala's Impressionism, Rapiletras), a player's best is
/// their lowest, counted apart from the same game's highest-wins mode (found by a
/// tester: an Impressionism 19 showed as Ana's best Pala score over Pointillism's 9).
#[test]
fn the_best_score_follows_the_games_own_measure() {
    use crate::games::{FinishedGame, FinishedSeat};
    let row = |id: &str, ana: i32, bob: i32, ana_won: bool| GameRow {
        id: id.into(),
        finished_at: 0,
        game: FinishedGame {
            game: "pala".into(),
            seed: 1,
            moves: 10,
            ranking: Ranking::Highest,
            practice: false,
            seats: [("Ana", ana, ana_won), ("Bob", bob, !ana_won)]
                .into_iter()
                .map(|(name, total, won)| FinishedSeat {
                    name: name.into(),
                    kind: crate::engine::SeatKind::Human,
                    total,
                    won,
                    hints: 0,
                    facts: Default::default(),
                })
                .collect(),
        },
    };
    let ranked = |mut row: GameRow, ranking: Ranking| {
        row.game.ranking = ranking;
        row
    };
    let rows = vec![
        ranked(row("a", 9, 4, true), Ranking::Highest), // Pointillism
        ranked(row("b", 19, 3, false), Ranking::Lowest), // Impressionism: Bob's 3 wins
        ranked(row("c", 12, 30, true), Ranking::Lowest), // Impressionism: Ana's 12 wins
        ranked(row("d", 27, 40, false), Ranking::Highest), // Pointillism
    ];
    let stats = Stats::count(&rows, &Filter::default());
    let ana = |low: bool| {
        stats
            .players
            .iter()
            .find(|p| p.name == "Ana" && p.lowest_wins == low)
            .cloned()
            .expect("a row for Ana")
    };
    assert_eq!((ana(false).games, ana(false).best_score), (2, 27));
    assert_eq!((ana(true).games, ana(true).best_score), (2, 12));
    let lines = crate::history::text::stats_lines(&stats, crate::engine::Lang::En);
    assert!(lines.iter().any(|l| l.contains("Pala ↓")), "{lines:#?}");
    assert!(
        lines.iter().any(|l| l.contains("Best is the lowest")),
        "{lines:#?}"
    );
}

/// A Rapiletras game where every total ties is still a lowest-wins game: the game says
/// how it ranks, the totals cannot (found by a tester: such a game split a player's
/// Rapiletras row in two, one of them "highest wins").
#[test]
fn a_game_where_all_tie_is_counted_as_its_rules_rank() {
    use crate::games::{FinishedGame, FinishedSeat};
    let row = |id: &str, ana: i32, bob: i32| GameRow {
        id: id.into(),
        finished_at: 0,
        game: FinishedGame {
            game: "rapiletras".into(),
            seed: 1,
            moves: 10,
            ranking: Ranking::Lowest,
            practice: false,
            seats: [("Ana", ana), ("Bob", bob)]
                .into_iter()
                .map(|(name, total)| FinishedSeat {
                    name: name.into(),
                    kind: crate::engine::SeatKind::Human,
                    total,
                    won: total <= ana.min(bob),
                    hints: 0,
                    facts: Default::default(),
                })
                .collect(),
        },
    };
    let rows = vec![row("a", 4, 9), row("b", 7, 7)];
    let stats = Stats::count(&rows, &Filter::default());
    let ana: Vec<_> = stats.players.iter().filter(|p| p.name == "Ana").collect();
    assert_eq!(ana.len(), 1, "{ana:#?}");
    assert!(ana[0].lowest_wins);
    assert_eq!((ana[0].games, ana[0].wins, ana[0].best_score), (2, 2, 4));
}

/// A database written before games said how they rank (no `ranking` column) is given
/// the column, and each game its ranking from its finished save.
#[test]
fn a_database_without_rankings_reads_them_from_the_finished_saves() {
    let places = temp_places("rankings");
    finish_all::<Rapiletras>(&places, 12..13);
    finish_all::<Pala>(&places, 1..2);
    {
        let conn = rusqlite::Connection::open(places.db()).unwrap();
        conn.execute_batch("ALTER TABLE games DROP COLUMN ranking")
            .unwrap();
        // As an older version wrote it: the Rapiletras game's totals all tied (the
        // guess from totals would say the highest wins).
        let seats: String = conn
            .query_row(
                "SELECT seats FROM games WHERE game = 'rapiletras'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        let mut seats: Vec<crate::games::FinishedSeat> = serde_json::from_str(&seats).unwrap();
        for s in &mut seats {
            s.total = 3;
            s.won = true;
        }
        conn.execute(
            "UPDATE games SET seats = ?1 WHERE game = 'rapiletras'",
            [serde_json::to_string(&seats).unwrap()],
        )
        .unwrap();
    }
    let loaded = load(&places).unwrap();
    assert!(loaded.rebuilt.is_none());
    let ranking = |game: &str| {
        loaded
            .rows
            .iter()
            .find(|r| r.game.game == game)
            .map(|r| r.game.ranking)
    };
    assert_eq!(ranking("rapiletras"), Some(Ranking::Lowest));
    assert_eq!(ranking("pala"), Some(Ranking::Highest));
    // Kept in the database: read again without the saves.
    let (db, _) = Db::open(&places).unwrap();
    assert!(db.unranked().unwrap().is_empty());
}

/// A game's end leaves its save compressed in `finished/` (a tenth of its size); saves
/// older versions left plain still read, and are compressed when History opens, the
/// plain file removed only once the compressed one is whole. Each game counts once
/// whatever its form.
#[test]
fn finished_games_are_kept_compressed_and_old_plain_ones_still_read() {
    let places = temp_places("compressed");
    finish_all::<Pala>(&places, 1..3);
    let names = |places: &Places| -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(places.finished())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    };
    assert_eq!(names(&places), ["pala-1.json.gz", "pala-2.json.gz"]);
    let plain_size = serde_json::to_vec(&play::<Pala>(1)).unwrap().len() as u64;
    let packed_size = std::fs::metadata(places.finished().join("pala-1.json.gz"))
        .unwrap()
        .len();
    assert!(
        packed_size * 4 < plain_size,
        "{packed_size} of {plain_size}"
    );
    // Replay reads the compressed form, and History finds the file by the game's id.
    let gz = places.finished_file("pala-1.json");
    assert_eq!(gz, places.finished().join("pala-1.json.gz"));
    assert!(crate::session::replay::read(&gz, None).is_ok());

    // As an older version left them: plain, one known to the database, one not, and
    // one caught by a crash while compressing (both forms there).
    let session = play::<Pala>(5);
    for name in ["pala-old", "pala-older", "pala-twin"] {
        let path = save_in(&places, &session, name, 3000);
        std::fs::rename(&path, places.finished().join(format!("{name}.json"))).unwrap();
    }
    let old = places.finished().join("pala-old.json");
    let before = std::fs::read(&old).unwrap();
    let row = read_finished(&old).unwrap();
    Db::open(&places)
        .unwrap()
        .0
        .insert(&[row], &|_| {})
        .unwrap();
    let twin = places.finished().join("pala-twin.json");
    std::fs::write(save::packed_path(&twin), b"\x1f\x8b half written").unwrap();
    let loaded = load(&places).unwrap();
    assert_eq!(loaded.rows.len(), 5, "each game once");
    assert_eq!(loaded.added, 2);
    assert!(loaded.unreadable.is_empty(), "{:?}", loaded.unreadable);
    assert_eq!(
        names(&places),
        [
            "pala-1.json.gz",
            "pala-2.json.gz",
            "pala-old.json.gz",
            "pala-older.json.gz",
            "pala-twin.json.gz"
        ]
    );
    // The compressed file holds the very bytes the plain one had.
    let packed = std::fs::read(places.finished().join("pala-old.json.gz")).unwrap();
    assert_eq!(save::unpack(packed, save::MAX_SAVE_BYTES).unwrap(), before);
    assert!(save::read(&places.finished_file("pala-twin.json")).is_ok());
    let again = load(&places).unwrap();
    assert_eq!((again.rows.len(), again.added), (5, 0));
}

/// Thousands of finished games and no database: the read tells how far it has got, and
/// stops early when told to, keeping what it read.
#[test]
fn a_long_read_tells_its_progress_and_stops_when_asked() {
    let places = temp_places("progress");
    sample_history(&places, 1_200).unwrap();
    std::fs::remove_file(places.db()).unwrap();
    let stopped = Progress::default();
    stopped.stop();
    let loaded = load_with(&places, &stopped).unwrap();
    assert!(loaded.rows.is_empty());
    assert_eq!(stopped.counts(), (0, 1_200));
    let progress = Progress::default();
    let loaded = load_with(&places, &progress).unwrap();
    assert_eq!((loaded.rows.len(), loaded.added), (1_200, 1_200));
    assert_eq!(progress.counts(), (1_200, 1_200));
}

/// Statistics over thousands of games to read: the launcher is not held up. The read
/// runs on a thread of its own, the screen shows a bar, Esc leaves (and the read's
/// late answer opens nothing); opened again, every game is there.
#[test]
fn statistics_are_read_off_the_ui_thread_with_a_bar_and_esc_leaves() {
    use crate::app::effects::{Msg, Runner};
    use crate::app::launcher::{Entry, entries};
    use crate::app::{App, Screen};
    use crate::game_screen::keys::Action;
    let places = temp_places("launcher-bar");
    sample_history(&places, 1_500).unwrap();
    std::fs::remove_file(places.db()).unwrap();
    let loaded = crate::config::Loaded {
        config: crate::config::defaults().unwrap(),
        user_file: places.data.join("config.toml"),
        user_file_exists: false,
    };
    let mut app = App::new(loaded, places.data.join("autosave.json"));
    let at = entries()
        .iter()
        .position(|e| *e == Entry::Statistics)
        .unwrap();
    let Screen::Launcher(l) = &mut app.screen else {
        panic!()
    };
    l.cursor = at;
    let fx = app.update(Msg::Key(Action::Select));
    let (tx, rx) = std::sync::mpsc::channel();
    let runner = Runner::threaded(tx);
    for effect in fx {
        assert!(runner.perform(effect).is_none(), "read on the UI thread");
    }
    let draw = |app: &App| {
        let mut term = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
        term.draw(|f| {
            crate::ui::draw(f, app);
        })
        .unwrap();
        format!("{}", term.backend())
    };
    let screen = draw(&app);
    assert!(screen.contains("Statistics"), "{screen}");
    assert!(
        screen.contains("Reading finished games") || screen.contains("Opening the history"),
        "{screen}"
    );
    assert!(screen.contains("Esc back"), "{screen}");
    app.update(Msg::Key(Action::Back));
    let Screen::Launcher(l) = &app.screen else {
        panic!()
    };
    assert!(l.loading.is_none() && l.history.is_none());
    assert!(
        l.message
            .as_deref()
            .is_some_and(|m| m.starts_with("Stopped")),
        "{:?}",
        l.message
    );
    let late = rx
        .recv_timeout(std::time::Duration::from_secs(120))
        .unwrap();
    app.update(late);
    let Screen::Launcher(l) = &app.screen else {
        panic!()
    };
    assert!(l.history.is_none(), "Esc left: nothing opens");
    // Again, read to the end (here on this thread): every game.
    app.handle(Action::Select);
    let Screen::Launcher(l) = &app.screen else {
        panic!()
    };
    assert_eq!(l.history.as_ref().map(|v| v.rows.len()), Some(1_500));
}

/// A class of three people plays Palace three times (computers play their moves): the
/// teacher's report matches their records, event by event; `since` and `player` narrow
/// it; Markdown and CSV carry the same figures.
#[test]
fn the_teachers_report_matches_a_class_of_three_peoples_palace_games() {
    use super::report::{Query, csv, markdown, report};
    let places = temp_places("report-class");
    let names = ["Ana", "Bea", "Cy"];
    let seats: Vec<Seat> = names
        .iter()
        .map(|n| Seat {
            name: n.to_string(),
            kind: SeatKind::Human,
        })
        .collect();
    let day = 86_400;
    let mut sessions = Vec::new();
    for (i, seed) in [3u64, 4, 5].into_iter().enumerate() {
        let rules = crate::config::defaults().unwrap().rules::<Palace>();
        let mut game = Palace::new_game(3, rules, seed, Lang::En).unwrap();
        game.seated(&seats);
        let mut session = Session::new(seats.clone(), seed, game.clone());
        let mut bots: Vec<Box<dyn Bot<Palace>>> =
            (0..3).map(|_| Palace::bot(BotLevel::Normal)).collect();
        play_out(&mut game, &mut bots, seed, 1_000_000, |step| {
            session.play(step.seat, step.mv.clone()).unwrap();
        })
        .unwrap();
        save_in(
            &places,
            &session,
            &format!("palace-{i}"),
            1_790_000_000 + i as u64 * 10 * day,
        );
        sessions.push(session);
    }
    let all = report(&places, &Query::default(), Lang::En, &Progress::default()).unwrap();
    assert_eq!(all.games, 3);
    let listed: Vec<&str> = all.people.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(listed, names);
    let mut any_failed = false;
    for (seat, p) in all.people.iter().enumerate() {
        assert_eq!(p.games, 3);
        let wins = sessions
            .iter()
            .filter(|s| s.outcome().unwrap().winners.contains(&seat))
            .count() as u32;
        assert_eq!(p.wins, wins, "{}", p.name);
        // The records' own challenge events for this seat.
        let (mut given, mut passed) = (0u32, 0u32);
        for e in sessions
            .iter()
            .flat_map(|s| &s.history)
            .flat_map(|h| &h.events)
        {
            use crate::games::palace::PalaceEvent as E;
            let outcome = match e {
                E::Answered {
                    seat: s, passed, ..
                }
                | E::Attempted {
                    seat: s, passed, ..
                }
                | E::Judged {
                    seat: s, passed, ..
                } => (*s == seat).then_some(*passed),
                E::TimedOut { seat: s, .. } => (*s == seat).then_some(false),
                _ => None,
            };
            if let Some(ok) = outcome {
                given += 1;
                passed += u32::from(ok);
            }
        }
        assert!(given > 0, "{} was given challenges", p.name);
        assert_eq!(p.challenges.iter().map(|t| t.given).sum::<u32>(), given);
        assert_eq!(p.challenges.iter().map(|t| t.passed).sum::<u32>(), passed);
        assert!(p.challenges.iter().all(|t| t.level == "beginner"), "{p:?}");
        assert_eq!(
            p.failed.iter().map(|f| f.times).sum::<u32>(),
            given - passed
        );
        assert_eq!(p.practise.len(), p.failed.len(), "no words in Palace");
        any_failed |= !p.failed.is_empty();
    }
    assert!(any_failed, "someone failed a challenge: the list is tested");
    let md = markdown(&all, Lang::En);
    assert!(md.contains("## Bea") && md.contains("Games: 3"), "{md}");
    let table = csv(&all);
    assert_eq!(table.lines().count(), 4, "{table}");
    assert!(
        table.lines().nth(1).unwrap().starts_with("Ana,3,"),
        "{table}"
    );

    let since = Query {
        since: Some(1_790_000_000 + 5 * day),
        ..Query::default()
    };
    let later = report(&places, &since, Lang::En, &Progress::default()).unwrap();
    assert_eq!(later.games, 2);
    assert!(later.people.iter().all(|p| p.games == 2));
    let one = Query {
        player: Some(" ana ".into()),
        ..Query::default()
    };
    let ana = report(&places, &one, Lang::En, &Progress::default()).unwrap();
    assert_eq!(ana.people.len(), 1);
    assert_eq!(ana.people[0], all.people[0]);
}

/// In word games the report counts the words a person laid (from the records' events)
/// and takes the words missed from the game's review.
#[test]
fn the_report_counts_words_laid_and_takes_the_missed_ones_from_the_review() {
    use super::report::{Query, report};
    let places = temp_places("report-words");
    let session = play::<Palabra>(7);
    save_in(&places, &session, "palabra-0", 1_790_000_000);
    let got = report(&places, &Query::default(), Lang::En, &Progress::default()).unwrap();
    assert_eq!(got.people.len(), 1, "only the person: {:?}", got.people);
    let ana = &got.people[0];
    let laid = session
        .history
        .iter()
        .flat_map(|h| &h.events)
        .filter(|e| {
            matches!(
                e,
                crate::games::palabra::PalabraEvent::Played { seat: 0, .. }
            )
        })
        .count() as u32;
    assert!(laid > 0);
    assert_eq!(ana.words_laid, laid);
    let review = crate::games::review::review(&session, &[0], Lang::En, &|_, _| {}, &|| false);
    assert_eq!(ana.words_missed, review.seats[0].words_to_learn());
    assert!(!ana.words_missed.is_empty(), "an easy player misses words");
    // The review was kept in the database.
    let (db, _) = Db::open(&places).unwrap();
    let job = crate::games::review::job(session, vec![0]);
    assert!(db.cached_review(&job.key, Lang::En).unwrap().is_some());
}
