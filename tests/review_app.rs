//! The review of a finished game (README, "Review of a finished game"): `p` on the
//! game-over screen and in the replay shows every person's missed plays, computed by the
//! runner (inline here), kept in the history database, and nothing else changes.

use crate::common::{app_in, render_and_remember, settle, start, table, temp_dir};
use naipes::app::{Popup, Screen};
use naipes::engine::{BotLevel, Lang, Seat, SeatKind};
use naipes::game_screen::keys::Action;
use naipes::games::leftovers::Leftovers;
use std::path::{Path, PathBuf};

/// Every file under `dir` with its bytes, sorted by path.
fn files_in(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                todo.push(path);
            } else if let Ok(bytes) = std::fs::read(&path) {
                out.push((path, bytes));
            }
        }
    }
    out.sort();
    out
}

/// Ana (a person, playing as an easy computer would) and Bob (a normal computer) play a
/// Leftovers game to its end at `app`; returns their seats.
fn ana_plays_leftovers_to_the_end(app: &mut naipes::app::App) -> Vec<Seat> {
    let seats = vec![
        Seat {
            name: "Ana".into(),
            kind: SeatKind::Human,
        },
        Seat {
            name: "Bob".into(),
            kind: SeatKind::Computer(BotLevel::Normal),
        },
    ];
    let rules = app.loaded.config.rules::<Leftovers>();
    start::<Leftovers>(app, seats.clone(), &rules, 8);
    crate::common::advance_until::<Leftovers>(app, BotLevel::Easy, |_| false);
    seats
}

/// The review popup's title and text, once the review is done.
fn review_shown(app: &naipes::app::App) -> (String, String) {
    match &app.popup {
        Some(Popup::Help { title, text, .. }) => (title.clone(), text.clone()),
        other => panic!("no review shown: {other:?}"),
    }
}

#[test]
fn the_game_over_and_the_replay_review_the_plays_and_change_nothing() {
    let dir = temp_dir("review-plays");
    let mut app = app_in(&dir);
    app.lang = Lang::En;
    let seats = vec![
        Seat {
            name: "Ana".into(),
            kind: SeatKind::Computer(BotLevel::Easy),
        },
        Seat {
            name: "Bob".into(),
            kind: SeatKind::Computer(BotLevel::Normal),
        },
    ];
    let rules = app.loaded.config.rules::<Leftovers>();
    start::<Leftovers>(&mut app, seats, &rules, 5);
    for _ in 0..400 {
        settle(&mut app);
        let t = table::<Leftovers>(&app);
        if t.table.is_over() && t.host.overlay == naipes::app::table::Overlay::None {
            break;
        }
        app.handle(Action::Char('c'));
    }
    assert!(table::<Leftovers>(&app).table.is_over());
    let screen = render_and_remember(&mut app, 80, 24);
    assert!(
        screen.contains("review plays"),
        "the key is offered:\n{screen}"
    );
    let session = table::<Leftovers>(&app).table.session.clone();
    // A review the database keeps: nothing yet.
    let places = naipes::history::Places::of(&dir.join("autosave.json"));
    let job = naipes::games::review::job(session.clone(), vec![0, 1]);
    let key = job.key.clone();
    let before = files_in(&dir);
    let games_before = naipes::history::Db::open(&places)
        .expect("db")
        .0
        .count()
        .expect("count");

    app.handle(Action::Char('p'));
    let (title, text) = review_shown(&app);
    assert_eq!(title, "Review: Leftovers (The Final Word)");
    for name in ["Ana:", "Bob:"] {
        assert!(text.contains(name), "{text}");
    }
    assert!(text.contains("decisions reviewed"), "{text}");
    // The easy player missed something a brute force would find; the text says what.
    assert!(text.contains("Better: Ana"), "{text}");
    let shown = render_and_remember(&mut app, 80, 24);
    assert!(shown.contains("Review: Leftovers"), "{shown}");

    // Kept in the database; nothing else changed: no save, no finished game, no
    // history row.
    let (db, _) = naipes::history::Db::open(&places).expect("db");
    let kept = db.cached_review(&key, Lang::En).expect("reads");
    assert!(kept.is_some_and(|r| r.seats.len() == 2));
    assert_eq!(db.count().expect("count"), games_before);
    let after: Vec<(PathBuf, Vec<u8>)> = files_in(&dir)
        .into_iter()
        .filter(|(p, _)| !p.to_string_lossy().contains("naipes.sqlite3"))
        .collect();
    let before: Vec<(PathBuf, Vec<u8>)> = before
        .into_iter()
        .filter(|(p, _)| !p.to_string_lossy().contains("naipes.sqlite3"))
        .collect();
    assert_eq!(
        after.iter().map(|f| &f.0).collect::<Vec<_>>(),
        before.iter().map(|f| &f.0).collect::<Vec<_>>()
    );
    assert!(after == before, "a file changed");

    // Esc closes it; in the replay of the finished game, p gives the same review.
    app.handle(Action::Back);
    assert!(app.popup.is_none());
    let finished = files_in(&dir.join("finished"))
        .into_iter()
        .map(|f| f.0)
        .next()
        .expect("the finished game's file");
    let replay = naipes::app::replay::open(&finished, None, Lang::En).expect("opens");
    app.open_replay(replay, false);
    assert!(matches!(app.screen, Screen::Replay(_)));
    let replay_screen = render_and_remember(&mut app, 80, 24);
    assert!(replay_screen.contains("p  review"), "{replay_screen}");
    app.handle(Action::Char('p'));
    let (_, again) = review_shown(&app);
    assert_eq!(again, text, "the same review, from the cache or not");
}

/// Esc while the review is computed stops it: its result is not shown, nor kept.
#[test]
fn esc_stops_a_review_being_computed() {
    let progress = std::sync::Arc::new(naipes::history::Progress::default());
    let dir = temp_dir("review-stop");
    let mut app = app_in(&dir);
    app.popup = Some(Popup::Reviewing {
        title: "Review: Pala".into(),
        progress: progress.clone(),
        games: false,
    });
    let shown = render_and_remember(&mut app, 80, 24);
    assert!(shown.contains("Reviewing every decision"), "{shown}");
    app.handle(Action::Back);
    assert!(app.popup.is_none());
    assert!(progress.stopped(), "the work is told to stop");
}

/// The launcher's Teacher's report: after Ana (a person) finished a Leftovers game, the
/// entry reads the finished games and shows her part, in Markdown.
#[test]
fn the_launchers_teachers_report_shows_each_persons_part() {
    use naipes::app::launcher::{Entry, entries};
    let dir = temp_dir("report-launcher");
    let mut app = app_in(&dir);
    app.lang = Lang::En;
    ana_plays_leftovers_to_the_end(&mut app);
    assert!(table::<Leftovers>(&app).table.is_over());
    app.handle(Action::Back);
    let target = entries()
        .iter()
        .position(|e| *e == Entry::Report)
        .expect("an entry");
    for _ in 0..20 {
        if matches!(&app.screen, Screen::Launcher(l) if l.cursor == target) {
            break;
        }
        app.handle(Action::Down);
    }
    let launcher = render_and_remember(&mut app, 80, 24);
    assert!(launcher.contains("Teacher's report"), "{launcher}");
    app.handle(Action::Select);
    let (title, text) = review_shown(&app);
    assert_eq!(title, "Teacher's report");
    assert!(text.contains("## Ana"), "{text}");
    assert!(!text.contains("## Bob"), "computers are not in it: {text}");
    assert!(text.contains("Games: 1"), "{text}");
    assert!(text.contains("Words laid:"), "{text}");
}

/// `n` in the replay starts a practice game from the move shown: the same deal, seats
/// and moves up to there; it plays on, is marked "(practice)" in History and is left
/// out of Statistics.
#[test]
fn practise_from_here_replays_the_position_and_is_marked_in_history() {
    use naipes::history::{Filter, Places, load, stats::Stats, text::history_line};
    let dir = temp_dir("practise-from-here");
    let mut app = app_in(&dir);
    app.lang = Lang::En;
    let seats = ana_plays_leftovers_to_the_end(&mut app);
    let first = table::<Leftovers>(&app).table.session.clone();
    app.handle(Action::Back);
    let finished = files_in(&dir.join("finished"))
        .into_iter()
        .map(|f| f.0)
        .next()
        .expect("the finished game's file");
    let replay = naipes::app::replay::open(&finished, None, Lang::En).expect("opens");
    app.open_replay(replay, true);
    // At the end there is nothing to practise: said, nothing opens.
    app.handle(Action::End);
    app.handle(Action::Char('n'));
    assert!(matches!(app.screen, Screen::Replay(_)));
    let end = render_and_remember(&mut app, 80, 24);
    assert!(end.contains("step back"), "{end}");
    app.handle(Action::Home);
    for _ in 0..10 {
        app.handle(Action::Right);
    }
    let shown = render_and_remember(&mut app, 80, 24);
    assert!(shown.contains("n  practise from here"), "{shown}");
    app.handle(Action::Char('n'));
    let opened = render_and_remember(&mut app, 80, 24);
    assert!(opened.contains("Practice game at move 10"), "{opened}");
    let t = table::<Leftovers>(&app);
    let s = &t.table.session;
    assert!(s.practice, "marked as practice");
    assert_eq!(s.history.len(), 10);
    assert_eq!(s.seed, first.seed);
    assert_eq!(s.seats, seats);
    for (a, b) in s.history.iter().zip(&first.history) {
        assert_eq!(a.mv, b.mv);
    }
    // The same cards: the state is the finished game's after those ten moves.
    let mut again = first.initial.clone();
    for h in &first.history[..10] {
        naipes::engine::Rules::apply(&mut again, h.seat, &h.mv).expect("replays");
    }
    assert_eq!(
        serde_json::to_value(&s.game).unwrap(),
        serde_json::to_value(&again).unwrap()
    );
    crate::common::advance_until::<Leftovers>(&mut app, BotLevel::Normal, |_| false);
    assert!(table::<Leftovers>(&app).table.is_over());
    app.handle(Action::Back);
    let loaded = load(&Places::of(&dir.join("autosave.json"))).expect("history");
    assert_eq!(loaded.rows.len(), 2);
    let practice: Vec<_> = loaded.rows.iter().filter(|r| r.game.practice).collect();
    assert_eq!(practice.len(), 1);
    assert!(history_line(practice[0], Lang::En).contains("(practice)"));
    let stats = Stats::count(&loaded.rows, &Filter::default());
    let json = serde_json::to_value(&stats).unwrap().to_string();
    let counted = Stats::count(
        &loaded
            .rows
            .iter()
            .filter(|r| !r.game.practice)
            .cloned()
            .collect::<Vec<_>>(),
        &Filter::default(),
    );
    assert_eq!(json, serde_json::to_value(&counted).unwrap().to_string());
}
