//! The conformance suite (in the style of OpenSpiel's `RandomSimTest`): every game of
//! `naipes::games::GAMES` passes the same checks, through one generic function.
//!
//! - it plays to the end with every computer level (`naipes::sim::run`), and each game's
//!   complete record replays to the same events, totals and outcome;
//! - at the table (two people and a computer) it is saved mid-game, resumed from its save
//!   file through `GameDef::resume_table`, verified, and played to the end; the record
//!   the table writes has no seed, deal or drawn card during play, and once complete
//!   at the end it replays too;
//! - its setup and help screens open from the launcher and draw at 80x24 and 20x5;
//! - a storm of seeded random keys at a table of two people and a computer, drawn every
//!   frame at 80x24: nothing panics, the game changes only through moves that replay, a
//!   hand is up only while its person decides, and at random frames the screen is drawn
//!   again with every card the seat on screen cannot see reshuffled
//!   (`TableGame::scramble_hidden`): it must be the same screen, symbols and styles,
//!   and line mode (`--screen-reader`) must say the same: the table's spoken fields and
//!   the board and cards it reads from its drawing.
//!
//! - the same storm at a table where the second person sits at another terminal (a
//!   hosted table): keys from both terminals, both screens drawn, and each scrambled as
//!   above for the seat it shows (what line mode says of it too); keys from there act
//!   only for that seat.
//!
//! A game added to `GAMES` without a line in `suite!` below fails
//! `the_suite_runs_every_registered_game`.

use crate::common;
use naipes::game_screen::game_ui::ScreenedGame;

use common::*;
use naipes::app::table::ScreenId;
use naipes::app::{App, Screen};
use naipes::engine::{BotLevel, GameRng, Lang, Seat, SeatId, SeatKind, rng_from_seed};
use naipes::game_screen::keys::Action;
use naipes::games::{GAMES, TableGame};
use rand::Rng;
use serde_json::Value;

/// One test per game, and the list of the games they run, from one list. Each game may
/// shorten its rules (TOML keys of its section) so that the suite stays fast.
macro_rules! suite {
    ($($test:ident: $game:ty, $short:expr;)*) => {
        /// The keys of the games the suite runs, in the order of the list.
        const SUITE: &[&str] = &[$(<$game as TableGame>::KEY),*];
        $(
            #[test]
            fn $test() {
                conform::<$game>($short);
            }
        )*
    };
}

suite! {
    palabra_conforms: naipes::games::palabra::Palabra, "";
    rapiletras_conforms: naipes::games::rapiletras::Rapiletras, "game_end = 25";
    pala_conforms: naipes::games::pala::Pala, "point_goal = [40, 40, 30]";
    palace_conforms: naipes::games::palace::Palace, "";
    leftovers_conforms: naipes::games::leftovers::Leftovers, "";
}

/// A phone held upright (issue 36): the tables drawn there are the games' compact ones.
const PHONE: (u16, u16) = (40, 20);
const DESK: (u16, u16) = (80, 24);

/// The storm drawn at phone size, for the games with a compact screen: no card a seat
/// cannot see is drawn there either.
#[test]
fn pala_conforms_at_phone_size() {
    keys_storm::<naipes::games::pala::Pala>("point_goal = [40, 40, 30]", PHONE);
}

#[test]
fn palabra_conforms_at_phone_size() {
    keys_storm::<naipes::games::palabra::Palabra>("", PHONE);
}

#[test]
fn rapiletras_conforms_at_phone_size() {
    keys_storm::<naipes::games::rapiletras::Rapiletras>("game_end = 25", PHONE);
}

#[test]
fn palace_conforms_at_phone_size() {
    keys_storm::<naipes::games::palace::Palace>("", PHONE);
}

#[test]
fn leftovers_conforms_at_phone_size() {
    keys_storm::<naipes::games::leftovers::Leftovers>("", PHONE);
}

#[test]
fn the_suite_runs_every_registered_game() {
    let registered: Vec<&str> = GAMES.iter().map(|g| g.key()).collect();
    assert_eq!(
        SUITE,
        registered.as_slice(),
        "the conformance suite must run exactly the games of naipes::games::GAMES"
    );
}

/// Everything the suite checks, for game `G` under its default house rules changed by
/// `short` (TOML keys of its section).
fn conform<G: ScreenedGame>(short: &str) {
    every_level_plays_to_the_end::<G>(short);
    saved_resumed_and_recorded::<G>(short);
    setup_and_help_draw::<G>();
    keys_storm::<G>(short, DESK);
    guests_storm::<G>(short);
}

fn seat(name: &str, kind: SeatKind) -> Seat {
    Seat {
        name: name.into(),
        kind,
    }
}

/// Two people and a computer of `level`.
fn two_people_and(level: BotLevel) -> Vec<Seat> {
    vec![
        seat("Ana", SeatKind::Human),
        seat("Bob", SeatKind::Human),
        seat("Cy", SeatKind::Computer(level)),
    ]
}

/// The game's default house rules changed by `short`, for `players` seats.
fn rules_for<G: ScreenedGame>(app: &App, short: &str, players: usize) -> G::HouseRules {
    let mut section = app.loaded.config.section(G::KEY);
    let changes: toml::Table = short.parse().expect("short rules are TOML");
    if let toml::Value::Table(t) = &mut section {
        t.extend(changes);
    }
    let rules = naipes::games::rules_from::<G>(&section)
        .unwrap_or_else(|e| panic!("{}: {short}: {e}", G::KEY));
    G::rules_for_seats(rules, players)
}

/// Every level, strong first, over as few games of the fewest seats as hold them all:
/// each game is played to the end and its complete record replays.
fn every_level_plays_to_the_end<G: ScreenedGame>(short: &str) {
    const LEVELS: [BotLevel; 4] = [
        BotLevel::Strong,
        BotLevel::Easy,
        BotLevel::Normal,
        BotLevel::Random,
    ];
    let players = G::PLAYERS.0.max(2);
    let dir = temp_dir(&format!("conform-sim-{}", G::KEY));
    let app = app_in(&dir);
    let rules = rules_for::<G>(&app, short, players);
    let games = LEVELS.len().div_ceil(players);
    for game in 0..games {
        let levels: Vec<BotLevel> = (0..players)
            .map(|s| LEVELS[(game * players + s) % LEVELS.len()])
            .collect();
        let seed = 11 + game as u64;
        let path = dir.join(format!("sim-{game}.jsonl"));
        let rules = rules.clone();
        let summary = naipes::sim::run::<G>(&levels, 1, seed, 1, Some(&path), move |sd| {
            G::new_game(players, rules.clone(), sd, Lang::En)
        })
        .unwrap_or_else(|e| panic!("{} with {levels:?}: {e}", G::KEY));
        assert_eq!(summary.games, 1);
        let text = std::fs::read_to_string(&path).expect("the sim record");
        replay_record::<G>(&text, &format!("sim {levels:?}"));
    }
}

/// A complete record, replayed from its seed with the game's own rules: every move is
/// accepted and makes the recorded events and totals, and the game ends as recorded.
/// Its sentences name seats by their names, never "Seat 2".
fn replay_record<G: ScreenedGame>(text: &str, what: &str) {
    let key = G::KEY;
    let lines: Vec<Value> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{key} {what}: {e}: {l}")))
        .collect();
    let start = &lines[0];
    assert_eq!(start["type"], "start", "{key} {what}");
    assert_eq!(start["game"], key, "{key} {what}");
    assert_eq!(
        start["complete"], true,
        "{key} {what}: not a complete record"
    );
    let seats: Vec<Seat> = serde_json::from_value(start["seats"].clone()).expect("seats");
    let rules: G::HouseRules = serde_json::from_value(start["rules"].clone()).expect("rules");
    let seed = start["seed"].as_u64().expect("a seed");
    let mut game = G::new_game(
        seats.len(),
        rules,
        seed,
        G::forced_lang().unwrap_or(Lang::En),
    )
    .unwrap_or_else(|e| panic!("{key} {what}: {e}"));
    if seats.iter().any(Seat::is_human) {
        game.seated(&seats);
    }
    let mut ended = false;
    let mut moves = 0;
    for line in &lines[1..] {
        match line["type"].as_str() {
            Some("move") => {
                let ply = line["ply"].as_u64().expect("a ply");
                let seat = line["seat"].as_u64().expect("a seat") as SeatId;
                assert_eq!(game.to_act(), Some(seat), "{key} {what}: ply {ply}");
                let mv: G::Move = serde_json::from_value(line["move"].clone())
                    .unwrap_or_else(|e| panic!("{key} {what}: ply {ply}: {e}"));
                let events = game
                    .apply(seat, &mv)
                    .unwrap_or_else(|e| panic!("{key} {what}: ply {ply} refused: {e:?}"));
                assert_eq!(
                    serde_json::to_value(&events).expect("events"),
                    line["events"],
                    "{key} {what}: ply {ply}'s events"
                );
                assert_eq!(
                    serde_json::to_value(game.totals()).expect("totals"),
                    line["totals"],
                    "{key} {what}: totals after ply {ply}"
                );
                for sentence in line["text"].as_array().expect("text") {
                    let sentence = sentence.as_str().expect("a sentence");
                    for n in 1..=seats.len() {
                        for unnamed in [format!("Seat {n}"), format!("seat {n}")] {
                            assert!(
                                !sentence.contains(&unnamed),
                                "{key} {what}: a record line names no seat by number: {sentence}"
                            );
                        }
                    }
                }
                moves += 1;
            }
            Some("end") => {
                let outcome = game.outcome().expect("the replayed game is over");
                assert_eq!(
                    serde_json::to_value(&outcome).expect("outcome"),
                    line["outcome"],
                    "{key} {what}: the outcome"
                );
                ended = true;
            }
            Some("deal") => {}
            other => panic!("{key} {what}: a line of type {other:?}"),
        }
    }
    assert!(moves > 0 && ended, "{key} {what}: the record ends the game");
}

/// At the table: a few decisions, then the autosave is read back and resumed through
/// the registry, verified, and played to the end; the record the table kept going is
/// complete at the end and replays.
fn saved_resumed_and_recorded<G: ScreenedGame>(short: &str) {
    let dir = temp_dir(&format!("conform-resume-{}", G::KEY));
    let mut app = app_in(&dir);
    let record = dir.join("table.jsonl");
    app.record_path = Some(record.clone());
    let rules = rules_for::<G>(&app, short, 3);
    start::<G>(&mut app, two_people_and(BotLevel::Easy), &rules, 21);
    let reached = advance_until::<G>(&mut app, BotLevel::Easy, |t| t.table.session.ply() >= 6);
    assert!(reached, "{}: six decisions at the table", G::KEY);
    let before = serde_json::to_value(&table::<G>(&app).table.session).expect("the session");
    // While people play, the record holds only what every seat may see.
    let public = std::fs::read_to_string(&record).expect("the record so far");
    for line in public.lines().filter(|l| !l.trim().is_empty()) {
        let line: Value = serde_json::from_str(line).expect("a JSON line");
        assert!(
            line["type"] != "deal" && line.get("seed").is_none() && line.get("drawn").is_none(),
            "{}: a record written during play shows a secret: {line}",
            G::KEY
        );
        assert_ne!(line["complete"], true, "{}: {line}", G::KEY);
    }
    let saves = saves_in(&dir);
    assert_eq!(saves.len(), 1, "{}: one save", G::KEY);
    let file = naipes::session::save::read(&saves[0])
        .expect("the save reads")
        .expect("a save");
    assert_eq!(file.game, G::KEY);
    assert_eq!(file.body, before, "{}: the save holds the table", G::KEY);
    let def = naipes::games::find(&file.game).expect("the save's game is registered");
    let resumed = naipes::app::registry::tables_of(def)
        .and_then(|maker| {
            maker.resume_table(file.body, Lang::En, saves[0].clone(), file.record, true)
        })
        .unwrap_or_else(|e| panic!("{}: the save does not resume: {e}", G::KEY));
    drop(app);
    let mut app = app_in(&dir);
    app.open_table(resumed);
    assert_eq!(
        serde_json::to_value(&table::<G>(&app).table.session).expect("the session"),
        before,
        "{}: the resumed table is the saved one",
        G::KEY
    );
    advance_until::<G>(&mut app, BotLevel::Easy, |_| false);
    let t = table::<G>(&app);
    assert!(t.table.is_over(), "{}: the resumed game ends", G::KEY);
    assert!(t.table.session.ply() > 6);
    let text = std::fs::read_to_string(&record).expect("the table's record");
    replay_record::<G>(&text, "table record");
}

/// The launcher's row of the game opens its setup; setup and help draw at 80x24 and at
/// 20x5 (where a message says the terminal is too small; drawn without remembering
/// it, since a too-small terminal takes no keys).
fn setup_and_help_draw<G: ScreenedGame>() {
    let dir = temp_dir(&format!("conform-setup-{}", G::KEY));
    let mut app = app_in(&dir);
    let entry = naipes::app::launcher::entry_of(G::KEY).expect("a launcher row");
    let at = naipes::app::launcher::entries()
        .iter()
        .position(|e| *e == entry)
        .expect("a row");
    for _ in 0..naipes::app::launcher::entries().len() {
        if matches!(&app.screen, Screen::Launcher(l) if l.cursor == at) {
            break;
        }
        app.handle(Action::Down);
    }
    app.handle(Action::Select);
    assert!(
        matches!(app.screen, Screen::Setup(_)),
        "{}: setup opens",
        G::KEY
    );
    let title = G::TITLE.0;
    let setup = render_and_remember(&mut app, 80, 24);
    assert!(
        setup.contains(title),
        "{}: setup names the game:\n{setup}",
        G::KEY
    );
    render(&app, 20, 5);
    app.handle(Action::Help);
    assert!(app.popup.is_some(), "{}: help opens from setup", G::KEY);
    let help = render_and_remember(&mut app, 80, 24);
    assert!(
        help.contains(title),
        "{}: the help is the game's:\n{help}",
        G::KEY
    );
    render(&app, 20, 5);
    app.handle(Action::Back);
    assert!(app.popup.is_none(), "{}: Esc closes the help", G::KEY);
    render_and_remember(&mut app, 80, 24);
}

/// The keys of the storm; Esc is rare, so that tables last.
fn storm_key(rng: &mut GameRng) -> Action {
    const KEYS: &[Action] = &[
        Action::Up,
        Action::Down,
        Action::Left,
        Action::Right,
        Action::Select,
        Action::Select,
        Action::Toggle,
        Action::Tab,
        Action::Backspace,
        Action::Log,
        Action::Export,
        Action::Help,
        Action::Click { column: 7, row: 18 },
        Action::Click {
            column: 30,
            row: 12,
        },
    ];
    const CHARS: &[char] = &[
        'a', 'b', 'c', 'd', 'e', 'i', 'm', 'n', 'o', 'p', 'r', 's', 't', 'y', 'z', '0', '1', '2',
        '3', '4', '5', '9', '*', '+', '!', '?', 'Ñ', 'Á', ' ',
    ];
    match rng.random_range(0..60) {
        0 => Action::Back,
        1..30 => KEYS[rng.random_range(0..KEYS.len())],
        _ => Action::Char(CHARS[rng.random_range(0..CHARS.len())]),
    }
}

/// Keys pressed per game in the storm, over as many tables as it takes.
const STORM_KEYS: usize = 300;

/// Random keys at tables of two people and a computer, every frame drawn at `size`.
fn keys_storm<G: ScreenedGame>(short: &str, size: (u16, u16)) {
    let (w, h) = size;
    let mut rng = rng_from_seed(0x5707);
    let mut pressed = 0;
    let mut table_no = 0u64;
    let mut scrambles = 0;
    // Checks made while a person's hand was on the screen.
    let mut hands_checked = 0;
    while pressed < STORM_KEYS {
        table_no += 1;
        let dir = temp_dir(&format!("conform-storm-{}-{table_no}", G::KEY));
        let mut app = app_in(&dir);
        let rules = rules_for::<G>(&app, short, 3);
        start::<G>(&mut app, two_people_and(BotLevel::Random), &rules, table_no);
        app.settle();
        while pressed < STORM_KEYS {
            pressed += 1;
            app.handle(storm_key(&mut rng));
            // Help and notices are drawn, then closed so that the next keys reach the
            // table.
            if app.popup.is_some() {
                render_and_remember(&mut app, w, h);
                app.handle(Action::Back);
            }
            app.settle();
            if !matches!(app.screen, Screen::Table(_)) {
                // Esc at a hand-off goes to the menu (the game is saved): a new table.
                break;
            }
            render_and_remember(&mut app, w, h);
            let t = table::<G>(&app);
            // A change outside the moves stays: checking every few keys finds it.
            if pressed % 8 == 0 || t.table.is_over() {
                let replayed = t.table.session.replayed().expect("the history replays");
                assert_eq!(
                    serde_json::to_value(&replayed).expect("state"),
                    serde_json::to_value(&t.table.session.game).expect("state"),
                    "{}: the game changed outside its moves",
                    G::KEY
                );
            }
            // With two people, a hand is up only while its person decides.
            if t.view().is_some() {
                assert_eq!(
                    t.acting_person(),
                    t.host.viewer,
                    "{}: a person's hand stays up while another seat decides",
                    G::KEY
                );
            }
            if rng.random_range(0..4) == 0 {
                let on_screen = same_screen_with_hidden_cards_moved::<G>(&mut app, &mut rng, size);
                scrambles += 1;
                hands_checked += usize::from(on_screen.is_some());
            }
            if table::<G>(&app).table.is_over() {
                break;
            }
        }
    }
    assert!(scrambles > 20, "{}: the storm checked the screen", G::KEY);
    assert!(
        hands_checked > 5,
        "{}: the storm checked screens with a hand up ({hands_checked} of {scrambles})",
        G::KEY
    );
}

/// The screen, then the same screen with every card its viewer cannot see reshuffled
/// (a hand-off or a table of computers shows nobody's hand): identical, or the screen
/// shows something outside its viewer's view.
/// Returns the seat whose view was on the screen.
fn same_screen_with_hidden_cards_moved<G: ScreenedGame>(
    app: &mut App,
    rng: &mut GameRng,
    size: (u16, u16),
) -> Option<SeatId> {
    let before = buffer(app, size);
    let said_before = said_in_line_mode(app, ScreenId::Host);
    let Screen::Table(t) = &mut app.screen else {
        return None;
    };
    let t = (t.as_mut() as &mut dyn std::any::Any)
        .downcast_mut::<naipes::app::table::GameTable<G>>()
        .expect("a table of this game");
    let on_screen = if t.view().is_some() {
        t.host.viewer
    } else {
        None
    };
    let original = t.table.session.game.clone();
    let mut scrambled = original.clone();
    scrambled.scramble_hidden(on_screen, &mut rng_from_seed(rng.random()));
    let moved = serde_json::to_value(&scrambled).ok() != serde_json::to_value(&original).ok();
    t.table.session.game = scrambled;
    // The table keeps what the screen shows per decision: show the scrambled game.
    t.refresh();
    let after = buffer(app, size);
    let said_after = said_in_line_mode(app, ScreenId::Host);
    if let Screen::Table(t) = &mut app.screen
        && let Some(t) = (t.as_mut() as &mut dyn std::any::Any)
            .downcast_mut::<naipes::app::table::GameTable<G>>()
    {
        t.table.session.game = original;
        t.refresh();
    }
    if before != after {
        panic!(
            "{}: the screen of {on_screen:?} changed when cards it cannot see moved (moved: {moved})\nbefore:\n{}\nafter:\n{}",
            G::KEY,
            text_of(&before),
            text_of(&after)
        );
    }
    same_said(&said_before, &said_after, &format!("{}: the host", G::KEY));
    on_screen
}

/// Where line mode draws the app to read it (`naipes::app::lines`): the board and the
/// cards are read from there.
const LINE_MODE_SCREEN: (u16, u16) = (100, 30);

/// What line mode can say of screen `at`: the table's spoken fields (log, message,
/// prompt, summary, game over, scores, keys) and, for the host, the answers read from
/// its drawing ("board": every row as words; "cards": the label of each thing a tap
/// picks).
#[derive(Debug, PartialEq)]
struct LineModeSays {
    spoken: Option<naipes::ui::speech::Spoken>,
    board: Vec<String>,
    cards: Vec<String>,
}

fn said_in_line_mode(app: &App, at: ScreenId) -> LineModeSays {
    use naipes::ui::speech::{label, plain};
    let Screen::Table(t) = &app.screen else {
        panic!("not at the table");
    };
    let spoken = t.speak(at);
    let (mut board, mut cards) = (Vec::new(), Vec::new());
    if at == ScreenId::Host {
        let (w, h) = LINE_MODE_SCREEN;
        let mut term =
            ratatui::Terminal::new(ratatui::backend::TestBackend::new(w, h)).expect("a terminal");
        let mut memo = None;
        term.draw(|f| memo = Some(naipes::ui::draw(f, app)))
            .expect("a frame");
        let drawn = term.backend().buffer();
        let (game, lang) = (t.game_key(), t.lang(at));
        board = plain(drawn, drawn.area, game, lang);
        cards = memo
            .map(|m| m.hits)
            .unwrap_or_default()
            .iter()
            .map(|(rect, _)| label(drawn, *rect, game, lang))
            .collect();
    }
    LineModeSays {
        spoken,
        board,
        cards,
    }
}

/// Line mode says the same before and after the cards its seat cannot see moved.
fn same_said(before: &LineModeSays, after: &LineModeSays, whose: &str) {
    assert_eq!(
        before, after,
        "{whose}: line mode says something else when cards its seat cannot see moved"
    );
}

/// The whole frame at `size`, symbols and styles.
fn buffer(app: &App, size: (u16, u16)) -> ratatui::buffer::Buffer {
    let mut term = ratatui::Terminal::new(ratatui::backend::TestBackend::new(size.0, size.1))
        .expect("a terminal");
    term.draw(|f| {
        naipes::ui::draw(f, app);
    })
    .expect("a frame");
    term.backend().buffer().clone()
}

fn text_of(buf: &ratatui::buffer::Buffer) -> String {
    let area = buf.area;
    let mut out = String::new();
    for y in 0..area.height {
        for x in 0..area.width {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

/// Keys pressed per game at a hosted table.
const GUEST_STORM_KEYS: usize = 300;

/// A key as another terminal's bytes decode (Esc is rare, Ctrl-Q never: leaving is
/// tested on its own).
fn guest_storm_key(rng: &mut GameRng) -> crossterm::event::KeyEvent {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    const CODES: &[KeyCode] = &[
        KeyCode::Up,
        KeyCode::Down,
        KeyCode::Left,
        KeyCode::Right,
        KeyCode::Enter,
        KeyCode::Enter,
        KeyCode::Char(' '),
        KeyCode::Tab,
        KeyCode::Backspace,
        KeyCode::Char('?'),
        KeyCode::Char('c'),
    ];
    const CHARS: &[char] = &[
        'a', 'b', 'c', 'd', 'e', 'i', 'm', 'n', 'o', 'p', 'r', 's', 't', 'y', 'z', '0', '1', '2',
        '3', '9', '*', 'ñ', 'á',
    ];
    let code = match rng.random_range(0..60) {
        0 => KeyCode::Esc,
        1..35 => CODES[rng.random_range(0..CODES.len())],
        _ => KeyCode::Char(CHARS[rng.random_range(0..CHARS.len())]),
    };
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// What another terminal sees, at 80x24.
fn guest_buffer(app: &mut App, conn: u64) -> ratatui::buffer::Buffer {
    let mut term =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).expect("a terminal");
    term.draw(|f| {
        let memo = naipes::ui::guest::draw(f, app, conn);
        app.remember_guest(conn, memo);
    })
    .expect("a frame");
    term.backend().buffer().clone()
}

fn guest_says(app: &mut App, event: naipes::app::guests::GuestEvent) {
    let fx = app.update(naipes::app::effects::Msg::Guest(event));
    app.perform_now(fx);
}

/// A person here, a person at another terminal (Bob, seat 1) and a computer: keys from
/// both terminals at random, both screens drawn, and checked against their seat's view.
fn guests_storm<G: ScreenedGame>(short: &str) {
    use naipes::app::guests::GuestEvent;
    let mut rng = rng_from_seed(0x6e57);
    let dir = temp_dir(&format!("conform-guests-{}", G::KEY));
    let mut app = app_in(&dir);
    let rules = rules_for::<G>(&app, short, 3);
    let seats = vec![
        seat("Ana", SeatKind::Human),
        seat("Bob", SeatKind::Remote),
        seat("Cy", SeatKind::Computer(BotLevel::Random)),
    ];
    start::<G>(&mut app, seats, &rules, 0x6e57);
    app.settle();
    guest_says(
        &mut app,
        GuestEvent::Joined {
            conn: 1,
            user: "BOB".into(),
            lang: None,
            token: None,
        },
    );
    assert_eq!(
        app.guests.get(&1).and_then(|g| g.seat),
        Some(1),
        "{}: Bob takes his seat by name",
        G::KEY
    );
    let (mut scrambles, mut bob_moves) = (0, 0);
    for _ in 0..GUEST_STORM_KEYS {
        let ply = table::<G>(&app).table.session.ply();
        let to_act = table::<G>(&app).table.session.to_act();
        let from_bob = rng.random_bool(0.5);
        if from_bob && to_act == Some(1) && rng.random_range(0..8) == 0 {
            bob_decides::<G>(&mut app, &mut rng);
        } else if from_bob {
            let key = guest_storm_key(&mut rng);
            guest_says(&mut app, GuestEvent::Key { conn: 1, key });
            guest_buffer(&mut app, 1);
            if app.guests.get(&1).is_some_and(|g| g.popup.is_some()) {
                let esc = crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Esc);
                guest_says(&mut app, GuestEvent::Key { conn: 1, key: esc });
            }
        } else {
            // Esc at the host would leave for the menu: the storm stays at this table.
            let key = match storm_key(&mut rng) {
                Action::Back => Action::Select,
                key => key,
            };
            app.handle(key);
            if app.popup.is_some() {
                render_and_remember(&mut app, 80, 24);
                app.handle(Action::Back);
            }
        }
        let t = table::<G>(&app);
        let moved = t.table.session.history.get(ply as usize);
        if let Some(entry) = moved {
            // A key from Bob's terminal plays only Bob's moves (polls ask him too).
            if from_bob {
                assert_eq!(
                    entry.seat,
                    1,
                    "{}: Bob's keys played for another seat",
                    G::KEY
                );
                bob_moves += 1;
            } else if to_act == Some(1) {
                // The host's keys never decide for Bob (a poll he answered may go on).
                assert!(
                    t.table.session.typed_answers.is_empty() || entry.seat != 1,
                    "{}: the host's keys played for Bob",
                    G::KEY
                );
            }
        }
        app.settle();
        render_and_remember(&mut app, 80, 24);
        if rng.random_range(0..4) == 0 {
            scrambles += 1;
            same_screen_with_hidden_cards_moved::<G>(&mut app, &mut rng, DESK);
            guest_screen_with_hidden_cards_moved::<G>(&mut app, &mut rng);
        }
        if table::<G>(&app).table.is_over() {
            break;
        }
    }
    assert!(
        scrambles > 20,
        "{}: the guests storm checked screens",
        G::KEY
    );
    assert!(bob_moves > 0, "{}: Bob played from his terminal", G::KEY);
}

/// Random keys rarely finish a decision: now and then Bob's terminal decides as a
/// random computer would, through his own screen, so that the storm goes through the
/// game.
fn bob_decides<G: ScreenedGame>(app: &mut App, rng: &mut GameRng) {
    let Screen::Table(t) = &mut app.screen else {
        return;
    };
    let mut fx = Vec::new();
    let mut bot_rng = rng_from_seed(rng.random());
    let t = (t.as_mut() as &mut dyn std::any::Any)
        .downcast_mut::<naipes::app::table::GameTable<G>>()
        .expect("a table of this game");
    let at = naipes::app::table::ScreenId::Seat(1);
    if let Some(seat) = t.acting_person_at(at) {
        let view = t.table.session.game.view_for(seat);
        let legal = t.table.session.game.candidate_moves(seat);
        let mv = G::bot(BotLevel::Random).choose(&view, &legal, &mut bot_rng);
        t.play_person_move_at(at, mv, &mut fx);
    }
    app.perform_now(fx);
}

/// Bob's screen, then the same with every card Bob cannot see reshuffled: identical.
fn guest_screen_with_hidden_cards_moved<G: ScreenedGame>(app: &mut App, rng: &mut GameRng) {
    let before = guest_buffer(app, 1);
    let said_before = said_in_line_mode(app, ScreenId::Seat(1));
    let t = table_mut::<G>(app);
    let original = t.table.session.game.clone();
    let mut scrambled = original.clone();
    scrambled.scramble_hidden(Some(1), &mut rng_from_seed(rng.random()));
    t.table.session.game = scrambled;
    t.refresh();
    let after = guest_buffer(app, 1);
    let said_after = said_in_line_mode(app, ScreenId::Seat(1));
    let t = table_mut::<G>(app);
    t.table.session.game = original;
    t.refresh();
    if before != after {
        panic!(
            "{}: Bob's screen changed when cards he cannot see moved\nbefore:\n{}\nafter:\n{}",
            G::KEY,
            text_of(&before),
            text_of(&after)
        );
    }
    same_said(&said_before, &said_after, &format!("{}: Bob", G::KEY));
}

fn table_mut<G: ScreenedGame>(app: &mut App) -> &mut naipes::app::table::GameTable<G> {
    let Screen::Table(t) = &mut app.screen else {
        panic!("not at the table");
    };
    (t.as_mut() as &mut dyn std::any::Any)
        .downcast_mut::<naipes::app::table::GameTable<G>>()
        .expect("a table of this game")
}
