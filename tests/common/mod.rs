//! Helpers shared by the app and snapshot tests.
#![allow(dead_code)]

pub mod guide;

use naipes::app::table::{GameTable, Start};
use naipes::app::{App, Screen};
use naipes::config::{self, Loaded};
use naipes::engine::Seat;
use naipes::game_screen::game_ui::ScreenedGame;
use naipes::game_screen::keys::Action;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::path::PathBuf;

pub fn temp_dir(name: &str) -> PathBuf {
    // One test process runs every table test: a counter keeps each call's directory apart.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir =
        std::env::temp_dir().join(format!("naipes-test-{name}-{}-{call}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// An App on the embedded defaults, computer players instant, saving into `dir`.
pub fn app_in(dir: &std::path::Path) -> App {
    let mut config = config::defaults().expect("defaults");
    config.settings.bot_delay_ms = 0;
    let loaded = Loaded {
        config,
        user_file: dir.join("config.toml"),
        user_file_exists: false,
    };
    App::new(loaded, dir.join("autosave.json"))
}

pub fn press(app: &mut App, actions: &[Action]) {
    for a in actions {
        app.handle(*a);
    }
}

pub fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        app.handle(Action::Char(c));
    }
}

/// The save files of the games in progress kept in `dir` (not their `.lock` files).
pub fn saves_in(dir: &std::path::Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir.join("saves"))
        .map(|d| {
            d.filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "json"))
                .collect()
        })
        .unwrap_or_default()
}

/// Lets computer players move until a person must act.
pub fn settle(app: &mut App) {
    app.settle();
}

/// Starts game `G` at `app` with these seats, house rules and seed (the seed counts as
/// chosen, so it may be shown), carrying out its first save at once.
pub fn start<G: ScreenedGame>(app: &mut App, seats: Vec<Seat>, rules: &G::HouseRules, seed: u64) {
    let lang = G::forced_lang().unwrap_or(app.lang);
    let start = Start {
        seats,
        section: toml::Value::try_from(rules).expect("rules to TOML"),
        seed,
        seed_chosen: true,
        lang,
        record: app.record_path.clone(),
        save_path: naipes::session::save::new_save_path(&app.save_path, G::KEY),
    };
    let mut fx = Vec::new();
    let table = GameTable::<G>::start(start, &mut fx).expect("start");
    app.open_table(Box::new(table));
    app.perform_now(fx);
}

/// The table of game `G` on the screen.
pub fn table<G: ScreenedGame>(app: &App) -> &GameTable<G> {
    match &app.screen {
        Screen::Table(t) => {
            let t: &dyn std::any::Any = &**t;
            t.downcast_ref::<GameTable<G>>()
                .expect("a table of another game")
        }
        _ => panic!("not at the table"),
    }
}

pub fn render(app: &App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    term.draw(|f| {
        naipes::ui::draw(f, app);
    })
    .expect("draw");
    let buf = term.backend().buffer().clone();
    let mut out = String::new();
    for y in 0..h {
        for x in 0..w {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

/// Draws the app on a `w`x`h` terminal in memory and lets the app remember what the
/// draw learned (as the event loop does).
pub fn draw_and_remember(app: &mut App, w: u16, h: u16) -> Terminal<TestBackend> {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    let mut memo = None;
    term.draw(|f| memo = Some(naipes::ui::draw(f, app)))
        .expect("draw");
    if let Some(memo) = memo {
        app.remember(memo);
    }
    term
}

/// Seats named `names`, the first `humans` of them people, the rest normal computers.
pub fn seats_named(names: &[&str], humans: usize) -> Vec<naipes::engine::Seat> {
    use naipes::engine::{BotLevel, Seat, SeatKind};
    names
        .iter()
        .enumerate()
        .map(|(i, n)| Seat {
            name: n.to_string(),
            kind: if i < humans {
                SeatKind::Human
            } else {
                SeatKind::Computer(BotLevel::Normal)
            },
        })
        .collect()
}

/// Renders, and lets the app remember what the draw learned (as the event loop does).
pub fn render_and_remember(app: &mut App, w: u16, h: u16) -> String {
    let term = draw_and_remember(app, w, h);
    let buf = term.backend().buffer().clone();
    let mut out = String::new();
    for y in 0..h {
        for x in 0..w {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

/// The person at the keyboard plays what a computer player of `level` would (for tests
/// that need a position deep in a game), through the table as a key would: summaries,
/// saves and records follow.
pub fn person_plays_like_a_bot<G: ScreenedGame>(app: &mut App, level: naipes::engine::BotLevel) {
    person_plays_like_a_bot_at_table::<G>(app, level);
}

/// Plays on (computers as they are, people like computers of `level`, hand-offs
/// accepted, summaries dismissed) until `stop` holds at a person's decision or the game
/// ends. Returns whether `stop` held.
pub fn advance_until<G: ScreenedGame>(
    app: &mut App,
    level: naipes::engine::BotLevel,
    stop: impl Fn(&GameTable<G>) -> bool,
) -> bool {
    use naipes::app::table::Overlay;
    for _ in 0..20_000 {
        app.settle();
        let t = table::<G>(app);
        if matches!(t.host.overlay, Overlay::Summary(_)) {
            if stop(t) {
                return true;
            }
            app.handle(Action::Char('c'));
            continue;
        }
        if t.host.handoff.is_some() {
            app.handle(Action::Select);
            continue;
        }
        if t.table.is_over() {
            return stop(t);
        }
        if stop(t) {
            return true;
        }
        person_plays_like_a_bot::<G>(app, level);
    }
    false
}

/// On the public answer screen: `seat`'s person types their seat number, then `key`.
pub fn answer_poll(app: &mut App, seat: naipes::engine::SeatId, key: char) {
    app.handle(Action::Char(
        char::from_digit(seat as u32 + 1, 10).expect("a seat digit"),
    ));
    app.handle(Action::Char(key));
}

/// When the table shows a public question: the first person waited for answers with
/// the poll's first answer (accept, yes). False when no question is up.
pub fn accept_poll<G: ScreenedGame>(app: &mut App) -> bool {
    let t = table::<G>(app);
    let Some(poll) = t.poll() else {
        return false;
    };
    let seat = t.table.poll_waiting(&poll)[0];
    let key = poll.answers[0].key;
    answer_poll(app, seat, key);
    true
}

/// The table on the screen, to change (a person's move played through it).
pub fn table_mut<G: ScreenedGame>(app: &mut App) -> &mut GameTable<G> {
    let Screen::Table(t) = &mut app.screen else {
        panic!("not at the table")
    };
    let t: &mut dyn std::any::Any = &mut **t;
    t.downcast_mut::<GameTable<G>>()
        .expect("a table of another game")
}

/// Like `person_plays_like_a_bot`, but the move goes through the table as a person's
/// move does (autosave and record effects carried out).
pub fn person_plays_like_a_bot_at_table<G: ScreenedGame>(
    app: &mut App,
    level: naipes::engine::BotLevel,
) {
    let t = table_mut::<G>(app);
    if let Some(poll) = t.poll() {
        // A public question: the first person still waited for answers as a computer
        // of `level` would, with their seat number and answer key.
        let seat = t.table.poll_waiting(&poll)[0];
        let view = naipes::engine::Rules::view_for(&t.table.session.game, seat);
        let moves: Vec<_> = poll.answers.iter().map(|a| a.mv.clone()).collect();
        let mut rng = naipes::engine::runner::bot_rng(t.table.session.seed, t.table.session.ply());
        let mv = G::bot(level).choose(&view, &moves, &mut rng);
        let key = poll
            .answers
            .iter()
            .find(|a| a.mv == mv)
            .expect("the bot picks an answer")
            .key;
        answer_poll(app, seat, key);
        return;
    }
    let seat = t.acting_person().expect("a person to act");
    let view = naipes::engine::Rules::view_for(&t.table.session.game, seat);
    let legal = naipes::engine::Rules::candidate_moves(&t.table.session.game, seat);
    let mut rng = naipes::engine::runner::bot_rng(t.table.session.seed, t.table.session.ply());
    let mv = G::bot(level).choose(&view, &legal, &mut rng);
    let mut fx = Vec::new();
    let before = t.table.session.ply();
    t.play_person_move(mv, &mut fx);
    assert_eq!(t.table.session.ply(), before + 1, "the move was played");
    app.perform_now(fx);
}

/// [`walk_undo_and_hints`] with hints, at normal computers, over every case (house
/// rules, seed) with `players` seats and `decisions` decisions: the tallies summed, and
/// undone, refused and hint cases must all have come up.
#[allow(dead_code)] // Each test binary uses only part of this module.
pub fn undo_and_hints_cases<G: ScreenedGame>(
    cases: &[(G::HouseRules, u64)],
    players: usize,
    decisions: usize,
    reveals: impl Fn(&serde_json::Value, bool) -> bool + Copy,
) -> AssistTally {
    let mut seen = AssistTally::default();
    for (rules, seed) in cases {
        let level = naipes::engine::BotLevel::Normal;
        let (_, t) =
            walk_undo_and_hints::<G>(*seed, level, players, rules, decisions, true, reveals);
        seen.undone += t.undone;
        seen.through_computers += t.through_computers;
        seen.refused += t.refused;
        seen.hints += t.hints;
    }
    assert!(seen.undone > 0, "{seen:?}");
    assert!(seen.refused > 0, "{seen:?}");
    assert!(seen.hints > 0, "{seen:?}");
    seen
}

/// The same seeded game, played with hints asked at every decision and without: equal.
#[allow(dead_code)]
pub fn same_game_with_or_without_hints<G: ScreenedGame>(
    seed: u64,
    players: usize,
    rules: &G::HouseRules,
    decisions: usize,
    reveals: impl Fn(&serde_json::Value, bool) -> bool + Copy,
) {
    let level = naipes::engine::BotLevel::Normal;
    let (with, _) = walk_undo_and_hints::<G>(seed, level, players, rules, decisions, true, reveals);
    let (without, _) =
        walk_undo_and_hints::<G>(seed, level, players, rules, decisions, false, reveals);
    assert_eq!(with, without, "a hint changed the game");
}

/// What the undo-and-hint walk saw, so that each game's test can require every case.
#[derive(Debug, Default)]
pub struct AssistTally {
    /// Undos that took the person's last decision back.
    pub undone: usize,
    /// Of those, undos that also took back computers' moves.
    pub through_computers: usize,
    /// Undos refused because a move since revealed something.
    pub refused: usize,
    /// Hints given (each a legal move that changed nothing).
    pub hints: usize,
}

/// The event's variant name, lowercase with no separators ("DieRolled", "die_rolled"
/// and "dierolled" alike).
pub fn event_kind(event: &serde_json::Value) -> String {
    let name = match event {
        serde_json::Value::String(s) => s.clone(),
        serde_json::Value::Object(map) => map.keys().next().cloned().unwrap_or_default(),
        _ => String::new(),
    };
    name.to_lowercase().replace('_', "")
}

/// One person (seat 0) against computers of `level` at game `G` on `seed`, for at most
/// `decisions` of that person's decisions: at each, `h` must give a legal move and leave
/// the game as it was (the hint counted), and `u` must take back exactly the moves since
/// the person's previous decision (state identical, serde JSON) when `reveals` judges
/// none of them revealing (`own`: the person's own move), and otherwise change nothing
/// and say why. After an undo the same move is played again and the game must go on
/// exactly as before. `hints`: whether to ask hints at all (a game with and one without
/// must end the same). Returns the history (JSON) and what was seen.
pub fn walk_undo_and_hints<G: ScreenedGame>(
    seed: u64,
    level: naipes::engine::BotLevel,
    players: usize,
    rules: &G::HouseRules,
    decisions: usize,
    hints: bool,
    reveals: impl Fn(&serde_json::Value, bool) -> bool,
) -> (serde_json::Value, AssistTally) {
    use naipes::app::table::Overlay;
    use naipes::engine::SeatKind;
    let dir = temp_dir("assists");
    let mut app = app_in(&dir);
    let mut seats = vec![Seat {
        name: "Ana".into(),
        kind: SeatKind::Human,
    }];
    for k in 1..players {
        seats.push(Seat {
            name: format!("Bot{k}"),
            kind: SeatKind::Computer(level),
        });
    }
    start::<G>(&mut app, seats, rules, seed);
    let json = |app: &App| serde_json::to_value(&table::<G>(app).table.session.game).unwrap();
    let mut tally = AssistTally::default();
    // The state and ply before the person's last decision, and that decision.
    let mut before_last: Option<(serde_json::Value, u64, G::Move)> = None;
    let mut seen = 0;
    while seen < decisions {
        app.settle();
        let t = table::<G>(&app);
        if matches!(t.host.overlay, Overlay::Summary(_)) {
            app.handle(Action::Char('c'));
            continue;
        }
        if t.table.is_over() {
            break;
        }
        let Some(seat) = t.acting_person() else {
            panic!("nobody to act and not over");
        };
        assert_eq!(seat, 0);
        seen += 1;
        let (now, ply) = (json(&app), t.table.session.ply());
        if hints {
            let mv = t.hint_move(seat).expect("a hint at a decision");
            assert!(
                t.table.session.game.check(seat, &mv).is_ok(),
                "seed {seed} ply {ply}: the hint {mv:?} is not legal"
            );
            let used = t.table.session.hints_used.get(seat).copied().unwrap_or(0);
            app.handle(Action::Hint);
            let t = table::<G>(&app);
            assert!(
                t.host
                    .message
                    .starts_with(t.host.lang.pick("Hint: ", "Pista: ")),
                "seed {seed} ply {ply}: {}",
                t.host.message
            );
            assert_eq!(json(&app), now, "a hint changed the game");
            assert_eq!(t.table.session.ply(), ply);
            // Counted only when it shows a move (never for Palace's challenge answers).
            let counted = u32::from(t.table.session.game.hint_shows_move(&mv));
            let now_used = t.table.session.hints_used.get(seat).copied().unwrap_or(0);
            assert_eq!(now_used, used + counted, "seed {seed} ply {ply}");
            tally.hints += 1;
        }
        if let Some((then, then_ply, last_mv)) = before_last.take() {
            let t = table::<G>(&app);
            let since = &t.table.session.history[then_ply as usize..];
            let revealing = since.iter().any(|e| {
                e.events
                    .iter()
                    .any(|ev| reveals(&serde_json::to_value(ev).unwrap(), e.seat == seat))
            }) || t.table.session.game.poll(t.host.lang, &[]).is_some();
            let footer = render_and_remember(&mut app, 120, 40);
            app.handle(Action::Undo);
            let t = table::<G>(&app);
            if revealing {
                assert!(
                    t.host
                        .message
                        .starts_with(t.host.lang.pick("u does nothing", "u no hace nada")),
                    "seed {seed} ply {ply}: undo went through a revealing move: {}",
                    t.host.message
                );
                assert!(
                    !footer.contains(t.host.lang.pick(" undo  ", " deshacer  ")),
                    "the footer offers a refused undo"
                );
                assert_eq!(json(&app), now);
                assert_eq!(t.table.session.ply(), ply);
                tally.refused += 1;
            } else {
                assert!(
                    t.host
                        .message
                        .starts_with(t.host.lang.pick("Taken back: ", "Deshecho: ")),
                    "seed {seed} ply {ply}: {}",
                    t.host.message
                );
                assert!(
                    footer.contains(t.host.lang.pick(" undo  ", " deshacer  ")),
                    "the footer hides a working undo:\n{footer}"
                );
                assert_eq!(
                    t.table.session.ply(),
                    then_ply,
                    "undone to the last decision"
                );
                assert_eq!(
                    json(&app),
                    then,
                    "seed {seed}: undo is not the state before"
                );
                tally.undone += 1;
                if ply > then_ply + 1 {
                    tally.through_computers += 1;
                }
                // The same move again: the computers answer as they did.
                let t = table_mut::<G>(&mut app);
                let mut fx = Vec::new();
                t.play_person_move(last_mv, &mut fx);
                app.perform_now(fx);
                app.settle();
                while matches!(table::<G>(&app).host.overlay, Overlay::Summary(_)) {
                    app.handle(Action::Char('c'));
                    app.settle();
                }
                assert_eq!(json(&app), now, "seed {seed}: replayed after undo differs");
            }
        }
        let t = table::<G>(&app);
        let (then, then_ply) = (json(&app), t.table.session.ply());
        let view = t.table.session.game.view_for(seat);
        let legal = t.table.session.game.candidate_moves(seat);
        let mut rng = naipes::engine::runner::bot_rng(t.table.session.seed, then_ply);
        let mv = G::bot(level).choose(&view, &legal, &mut rng);
        before_last = Some((then, then_ply, mv.clone()));
        let t = table_mut::<G>(&mut app);
        let mut fx = Vec::new();
        t.play_person_move(mv.clone(), &mut fx);
        assert_eq!(t.table.session.ply(), then_ply + 1, "the move was played");
        app.perform_now(fx);
        // At once, before any computer moves: `u` takes back this move alone when it
        // revealed nothing.
        let t = table::<G>(&app);
        if t.table.is_over() {
            continue;
        }
        let after = json(&app);
        // A word put to the table (a poll open) is shown to everyone.
        let revealing = t.table.session.history[then_ply as usize]
            .events
            .iter()
            .any(|ev| reveals(&serde_json::to_value(ev).unwrap(), true))
            || t.table.session.game.poll(t.host.lang, &[]).is_some();
        let (then, _, _) = before_last.as_ref().unwrap();
        app.handle(Action::Undo);
        let t = table::<G>(&app);
        if revealing {
            assert_eq!(
                json(&app),
                after,
                "seed {seed}: a revealing move was undone"
            );
            assert_eq!(t.table.session.ply(), then_ply + 1);
            tally.refused += 1;
        } else {
            assert_eq!(
                t.table.session.ply(),
                then_ply,
                "seed {seed}: {}",
                t.host.message
            );
            assert_eq!(
                &json(&app),
                then,
                "seed {seed}: undo is not the state before"
            );
            assert_eq!(t.acting_person(), Some(seat));
            tally.undone += 1;
            let t = table_mut::<G>(&mut app);
            let mut fx = Vec::new();
            t.play_person_move(mv, &mut fx);
            app.perform_now(fx);
            assert_eq!(
                json(&app),
                after,
                "seed {seed}: replayed after undo differs"
            );
        }
    }
    let history = serde_json::to_value(&table::<G>(&app).table.session.history).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    (history, tally)
}
