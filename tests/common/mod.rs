//! Helpers shared by the app and snapshot tests.
#![allow(dead_code)]

use naipes::app::host::{HostTable, Start};
use naipes::app::keys::Action;
use naipes::app::{App, Screen};
use naipes::config::{self, Loaded};
use naipes::engine::Seat;
use naipes::games::TableGame;
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
pub fn start<G: TableGame>(app: &mut App, seats: Vec<Seat>, rules: &G::HouseRules, seed: u64) {
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
    let table = HostTable::<G>::start(start, &mut fx).expect("start");
    app.open_table(Box::new(table));
    app.perform_now(fx);
}

/// The table of game `G` on the screen.
pub fn table<G: TableGame>(app: &App) -> &HostTable<G> {
    match &app.screen {
        Screen::Table(t) => {
            let t: &dyn std::any::Any = &**t;
            t.downcast_ref::<HostTable<G>>()
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

/// Renders, and lets the app remember what the draw learned (as the event loop does).
pub fn render_and_remember(app: &mut App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    let mut memo = None;
    term.draw(|f| memo = Some(naipes::ui::draw(f, app)))
        .expect("draw");
    if let Some(memo) = memo {
        app.remember(memo);
    }
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
pub fn person_plays_like_a_bot<G: TableGame>(app: &mut App, level: naipes::engine::BotLevel) {
    person_plays_like_a_bot_at_table::<G>(app, level);
}

/// Plays on (computers as they are, people like computers of `level`, hand-offs
/// accepted, summaries dismissed) until `stop` holds at a person's decision or the game
/// ends. Returns whether `stop` held.
pub fn advance_until<G: TableGame>(
    app: &mut App,
    level: naipes::engine::BotLevel,
    stop: impl Fn(&HostTable<G>) -> bool,
) -> bool {
    use naipes::app::host::Overlay;
    for _ in 0..20_000 {
        app.settle();
        let t = table::<G>(app);
        if matches!(t.overlay, Overlay::Summary(_)) {
            if stop(t) {
                return true;
            }
            app.handle(Action::Char('c'));
            continue;
        }
        if t.core.handoff.is_some() {
            app.handle(Action::Select);
            continue;
        }
        if t.core.is_over() {
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
pub fn accept_poll<G: TableGame>(app: &mut App) -> bool {
    let t = table::<G>(app);
    let Some(poll) = t.core.poll() else {
        return false;
    };
    let seat = t.core.poll_waiting(&poll)[0];
    let key = poll.answers[0].key;
    answer_poll(app, seat, key);
    true
}

/// Like `person_plays_like_a_bot`, but the move goes through the table as a person's
/// move does (autosave and record effects carried out).
pub fn person_plays_like_a_bot_at_table<G: TableGame>(
    app: &mut App,
    level: naipes::engine::BotLevel,
) {
    let Screen::Table(t) = &mut app.screen else {
        panic!("not at the table")
    };
    let t: &mut dyn std::any::Any = &mut **t;
    let t = t
        .downcast_mut::<HostTable<G>>()
        .expect("a table of another game");
    if let Some(poll) = t.core.poll() {
        // A public question: the first person still waited for answers as a computer
        // of `level` would, with their seat number and answer key.
        let seat = t.core.poll_waiting(&poll)[0];
        let view = naipes::engine::Rules::view_for(&t.core.session.game, seat);
        let moves: Vec<_> = poll.answers.iter().map(|a| a.mv.clone()).collect();
        let mut rng = naipes::engine::runner::bot_rng(t.core.session.seed, t.core.session.ply());
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
    let seat = t.core.acting_person().expect("a person to act");
    let view = naipes::engine::Rules::view_for(&t.core.session.game, seat);
    let legal = naipes::engine::Rules::candidate_moves(&t.core.session.game, seat);
    let mut rng = naipes::engine::runner::bot_rng(t.core.session.seed, t.core.session.ply());
    let mv = G::bot(level).choose(&view, &legal, &mut rng);
    let mut fx = Vec::new();
    let before = t.core.session.ply();
    t.play_person_move(mv, &mut fx);
    assert_eq!(t.core.session.ply(), before + 1, "the move was played");
    app.perform_now(fx);
}
