//! Drives the App with key actions, as a player would.

use crate::common;
use naipes::game_screen::game_ui::ScreenedGame;

use common::guide::*;
use common::*;
use naipes::app::launcher::{Entry, entries, entry_of};
use naipes::app::table::{GameTable, Overlay};
use naipes::app::{Popup, Screen};
use naipes::engine::{BotLevel, Rules, Seat, SeatKind};
use naipes::game_screen::keys::Action;
use naipes::games::pala::ui::{Ask, ask};
use naipes::games::pala::{Mode, Pala, PalaMove};

fn cursor_to(app: &mut naipes::app::App, entry: Entry) {
    let target = entries().iter().position(|e| *e == entry).unwrap();
    for _ in 0..20 {
        if let Screen::Launcher(l) = &app.screen
            && l.cursor == target
        {
            return;
        }
        app.handle(Action::Down);
    }
    panic!("could not reach {entry:?}");
}

fn table(app: &naipes::app::App) -> &GameTable<Pala> {
    common::table::<Pala>(app)
}

fn start_game(app: &mut naipes::app::App, seats: Vec<Seat>, mode: Mode, seed: u64) {
    let mut rules = app.loaded.config.rules::<Pala>();
    rules.mode = mode;
    start::<Pala>(app, seats, &rules, seed);
}

fn seat(name: &str, kind: SeatKind) -> Seat {
    Seat {
        name: name.into(),
        kind,
    }
}

const CPU: SeatKind = SeatKind::Computer(BotLevel::Normal);

#[test]
fn every_game_in_the_launcher_opens_its_setup() {
    for key in naipes::games::all_keys() {
        let dir = temp_dir(&format!("opens-{key}"));
        let mut app = app_in(&dir);
        cursor_to(&mut app, entry_of(key).unwrap());
        app.handle(Action::Select);
        assert!(matches!(app.screen, Screen::Setup(_)), "{key}");
    }
}

#[test]
fn esc_from_a_setup_returns_to_that_games_row() {
    for key in naipes::games::all_keys() {
        let dir = temp_dir(&format!("esc-{key}"));
        let mut app = app_in(&dir);
        let entry = entry_of(key).unwrap();
        cursor_to(&mut app, entry);
        app.handle(Action::Select);
        assert!(matches!(app.screen, Screen::Setup(_)), "{key}");
        app.handle(Action::Back);
        match &app.screen {
            Screen::Launcher(l) => assert_eq!(l.selected(), entry, "{key}"),
            _ => panic!("Esc from {key}'s setup did not reach the launcher"),
        }
    }
}

#[test]
fn the_spanish_setup_footer_has_no_english_while_typing() {
    let dir = temp_dir("setup-es-footer");
    let mut app = app_in(&dir);
    cursor_to(&mut app, entry_of("pala").unwrap());
    app.handle(Action::Select);
    match &mut app.screen {
        Screen::Setup(s) => {
            s.lang = naipes::engine::Lang::Es;
            s.cursor = s
                .rows()
                .iter()
                .position(|r| *r == naipes::app::setup::Row::Seed)
                .unwrap();
            assert!(s.editing_text());
        }
        _ => panic!("not on setup"),
    }
    let screen = render(&app, 80, 24);
    let footer = screen.lines().last().unwrap_or_default();
    assert!(footer.contains("teclea"), "{screen}");
    assert!(!footer.contains("type"), "{screen}");
}

#[test]
fn launcher_to_setup_to_table_with_typed_names_and_seed() {
    let dir = temp_dir("setup");
    let mut app = app_in(&dir);
    cursor_to(&mut app, entry_of("pala").unwrap());
    app.handle(Action::Select);
    assert!(matches!(app.screen, Screen::Setup(_)));
    // Players: 4 -> 3.
    app.handle(Action::Left);
    app.handle(Action::Down); // seat 1 name
    press(&mut app, &[Action::Backspace; 10]);
    type_text(&mut app, "Ana");
    app.handle(Action::Down); // seat 2: make it a person
    press(&mut app, &[Action::Backspace; 10]);
    type_text(&mut app, "Bob");
    app.handle(Action::Right); // computer: normal -> strong
    app.handle(Action::Right); // strong -> a person at another terminal
    app.handle(Action::Right); // -> a person here
    app.handle(Action::Down); // seat 3
    app.handle(Action::Down); // mode
    app.handle(Action::Down); // seed
    type_text(&mut app, "12x");
    match &app.screen {
        Screen::Setup(s) => {
            assert_eq!(s.seed, "12");
            assert!(s.message.as_deref().unwrap_or("").contains("number"));
        }
        _ => panic!("not on setup"),
    }
    app.handle(Action::Down); // pace: 0 ms -> 200 ms
    press(&mut app, &[Action::Right, Action::Right]);
    app.handle(Action::Down); // start
    app.handle(Action::Select); // starts
    // The pace chosen here is kept in the settings file for the next start.
    let written = std::fs::read_to_string(dir.join("config.toml")).expect("settings written");
    assert!(written.contains("bot_delay_ms = 200"), "{written}");
    assert_eq!(app.loaded.config.settings.bot_delay_ms, 200);
    let t = table(&app);
    assert_eq!(t.table.session.seed, 12);
    assert_eq!(t.table.session.seats[0].name, "Ana");
    assert_eq!(t.table.session.seats[1].kind, SeatKind::Human);
    assert_eq!(t.table.session.seats.len(), 3);
    assert_eq!(saves_in(&dir).len(), 1, "autosaved at the start");
    assert!(!dir.join("autosave.json").exists());
}

/// A name the program gave ("Player 1", "Computer 2") is a placeholder: the first
/// letter typed replaces it; a name someone typed is added to (found by a tester:
/// "Player 1Ana").
#[test]
fn typing_over_a_default_name_replaces_it() {
    let dir = temp_dir("names-replace");
    let mut app = app_in(&dir);
    cursor_to(&mut app, entry_of("palabra").unwrap());
    app.handle(Action::Select);
    app.handle(Action::Down); // seat 1
    type_text(&mut app, "Ana");
    assert_eq!(setup_of(&app).seats[0].name, "Ana");
    type_text(&mut app, " Lu");
    assert_eq!(setup_of(&app).seats[0].name, "Ana Lu");
    app.handle(Action::Down); // seat 2, a computer
    assert_eq!(setup_of(&app).seats[1].name, "Computer 2");
    // A space or a refused character leaves the placeholder as it is.
    type_text(&mut app, " *");
    assert_eq!(setup_of(&app).seats[1].name, "Computer 2");
    type_text(&mut app, "Robo");
    assert_eq!(setup_of(&app).seats[1].name, "Robo");
}

/// Every seed the game can show (up to u64::MAX, 20 digits) can be typed back; one
/// digit more is refused with a message and changes nothing.
#[test]
fn the_largest_seed_can_be_typed_and_no_larger() {
    let dir = temp_dir("seed-max");
    let mut app = app_in(&dir);
    cursor_to(&mut app, entry_of("pala").unwrap());
    app.handle(Action::Select);
    if let Screen::Setup(s) = &mut app.screen {
        s.cursor = s
            .rows()
            .iter()
            .position(|r| *r == naipes::app::setup::Row::Seed)
            .unwrap();
    }
    type_text(&mut app, "18446744073709551615");
    assert_eq!(setup_of(&app).seed, "18446744073709551615");
    assert_eq!(setup_of(&app).message, None);
    type_text(&mut app, "0");
    assert_eq!(setup_of(&app).seed, "18446744073709551615");
    let note = setup_of(&app).message.clone().unwrap_or_default();
    assert!(note.contains("18446744073709551615"), "{note}");
    // Leading zeros do not stretch the field past 20 digits.
    press(&mut app, &[Action::Backspace; 20]);
    type_text(&mut app, &"0".repeat(25));
    assert_eq!(setup_of(&app).seed, "0".repeat(20));
    press(&mut app, &[Action::Backspace; 20]);
    type_text(&mut app, "18446744073709551615");
    app.handle(Action::Select); // jumps to Start
    app.handle(Action::Select); // starts
    assert_eq!(table(&app).table.session.seed, u64::MAX);
}

fn setup_of(app: &naipes::app::App) -> &naipes::app::setup::Setup {
    match &app.screen {
        Screen::Setup(s) => s,
        _ => panic!("not on setup"),
    }
}

#[test]
fn names_say_what_is_kept_and_computers_are_named_as_computers() {
    let dir = temp_dir("names");
    let mut app = app_in(&dir);
    cursor_to(&mut app, entry_of("pala").unwrap());
    app.handle(Action::Select);
    assert_eq!(setup_of(&app).seats[0].name, "Player 1");
    assert_eq!(setup_of(&app).seats[1].name, "Computer 2");
    // A seat made a person takes a person's name; a typed name is never renamed.
    press(
        &mut app,
        &[Action::Down, Action::Down, Action::Right, Action::Right],
    );
    // Past strong: a person at another terminal, then a person here.
    assert_eq!(setup_of(&app).seats[1].kind, SeatKind::Remote);
    app.handle(Action::Right);
    assert_eq!(setup_of(&app).seats[1].kind, SeatKind::Human);
    assert_eq!(setup_of(&app).seats[1].name, "Player 2");
    // An emoji and a second space are left out, and the note says what is kept.
    app.handle(Action::Up);
    press(&mut app, &[Action::Backspace; 10]);
    type_text(&mut app, "Ana 🎲 Bo");
    assert_eq!(setup_of(&app).seats[0].name, "Ana Bo");
    let note = setup_of(&app).message.clone().unwrap_or_default();
    assert!(note.contains("kept"), "{note}");
    // Past 14 letters: the note names what is kept.
    press(&mut app, &[Action::Backspace; 10]);
    type_text(&mut app, "Maximiliana Alvarez");
    assert_eq!(setup_of(&app).seats[0].name, "Maximiliana Al");
    let note = setup_of(&app).message.clone().unwrap_or_default();
    assert!(note.contains("\"Maximiliana Al\" kept"), "{note}");
    app.handle(Action::Down);
    press(&mut app, &[Action::Left, Action::Left]);
    assert_eq!(setup_of(&app).seats[1].name, "Computer 2");
    // Start, then open the setup again in Spanish: the given names follow the language.
    app.handle(Action::Select);
    app.handle(Action::Select);
    assert!(matches!(app.screen, Screen::Table(_)));
    let seats = app.remembered.get("pala").cloned().unwrap();
    assert_eq!(seats[0].name, "Maximiliana Al");
    app.lang = naipes::engine::Lang::Es;
    let game = naipes::games::find("pala").unwrap();
    app.screen = Screen::Setup(Box::new(naipes::app::setup::Setup::new(game, &app)));
    let s = setup_of(&app);
    assert_eq!(s.seats[0].name, "Maximiliana Al", "a typed name stays");
    assert_eq!(s.seats[1].name, "Máquina 2");
}

#[test]
fn duplicate_names_are_refused_at_setup() {
    let dir = temp_dir("dupes");
    let mut app = app_in(&dir);
    cursor_to(&mut app, entry_of("pala").unwrap());
    app.handle(Action::Select);
    app.handle(Action::Down);
    press(&mut app, &[Action::Backspace; 10]);
    type_text(&mut app, "Ana");
    app.handle(Action::Down);
    press(&mut app, &[Action::Backspace; 10]);
    type_text(&mut app, "ana");
    app.handle(Action::Select);
    app.handle(Action::Select);
    match &app.screen {
        Screen::Setup(s) => assert!(
            s.message
                .as_deref()
                .unwrap_or("")
                .contains("names must differ")
        ),
        _ => panic!("a game started with two seats called Ana"),
    }
}

/// Ana and Bob at one keyboard with a computer, Pointillism, seed 5.
fn ana_bob_and_a_computer(dir: &std::path::Path) -> naipes::app::App {
    let mut app = app_in(dir);
    start_game(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", SeatKind::Human),
            seat("Cy", CPU),
        ],
        Mode::Pointillism,
        5,
    );
    app
}

#[test]
fn hand_off_hides_everything_until_enter() {
    let dir = temp_dir("handoff");
    let mut app = ana_bob_and_a_computer(&dir);
    settle(&mut app);
    let t = table(&app);
    let next = t.table.session.to_act().unwrap();
    assert_eq!(
        t.host.handoff,
        Some(next),
        "two people: the first turn is handed off"
    );
    let screen = render(&app, 80, 24);
    assert!(screen.contains(&format!("Pass to {}", t.table.session.seats[next].name)));
    let hand = t.table.session.game.view_for(next).hand;
    for c in &hand {
        let face = format!(" {}{} ", c.color.letter(), c.value);
        assert!(
            !screen.contains(&face),
            "card {face} visible during the hand-off:\n{screen}"
        );
    }
    assert!(t.view().is_none());
    app.handle(Action::Select);
    let t = table(&app);
    assert_eq!(t.host.viewer, Some(next));
    let screen = render(&app, 80, 24);
    assert!(
        screen.contains(&format!("{}'s hand", t.table.session.seats[next].name)),
        "{screen}"
    );
}

/// One person among computers that decide first: the person's hand is on the screen
/// from the first frame, not "hidden while the others decide" (found by a tester).
#[test]
fn one_person_sees_their_hand_while_computers_bid_first() {
    let dir = temp_dir("one-person-first");
    let mut app = app_in(&dir);
    let seats = vec![
        seat("Computer 1", CPU),
        seat("Computer 2", CPU),
        seat("Ana", SeatKind::Human),
        seat("Computer 4", CPU),
    ];
    start_game(&mut app, seats, Mode::Impressionism, 5);
    let t = table(&app);
    assert_ne!(
        t.table.session.to_act(),
        Some(2),
        "a computer decides first"
    );
    assert_eq!(t.host.viewer, Some(2));
    assert!(t.view().is_some());
    let screen = render(&app, 80, 24);
    assert!(screen.contains("Ana's hand"), "{screen}");
    assert!(!screen.contains("hidden"), "{screen}");
}

/// Whoever just played reads how their move went on the hand-off screen, before giving
/// up the keyboard: the last move's public line is above "Pass to".
#[test]
fn the_hand_off_shows_the_move_just_played() {
    let dir = temp_dir("handoff-last");
    let mut app = ana_bob_and_a_computer(&dir);
    settle(&mut app);
    app.handle(Action::Select);
    let plies = table(&app).table.session.ply();
    for _ in 0..20 {
        act_with_keys(&mut app);
        settle(&mut app);
        if table(&app).table.session.ply() > plies && table(&app).host.handoff.is_some() {
            break;
        }
    }
    let t = table(&app);
    assert!(t.host.handoff.is_some(), "no hand-off after a move");
    let last = t.host.log.last().expect("a move was told").clone();
    let screen = render(&app, 80, 24);
    let start: String = last.chars().take(30).collect();
    assert!(screen.contains(start.trim()), "{start:?} not on:\n{screen}");
    assert!(screen.contains("Pass to"), "{screen}");
}

/// Plays whatever the person at the keyboard is asked for, using only keys.
fn act_with_keys(app: &mut naipes::app::App) {
    let t = table(app);
    if matches!(t.host.overlay, Overlay::Summary(_)) {
        app.handle(Action::Char('c'));
        return;
    }
    if t.host.handoff.is_some() {
        app.handle(Action::Select);
        return;
    }
    match ask(&t.ctx()) {
        Ask::ChipBid => press(app, &[Action::Toggle, Action::Select]), // white chip alone: null
        Ask::BoardBid => app.handle(Action::Char('p')),
        Ask::Tie => app.handle(Action::Char('y')),
        Ask::Cancel => app.handle(Action::Select),
        Ask::Play => {
            let before = table(app).table.session.ply();
            for _ in 0..20 {
                app.handle(Action::Select);
                if table(app).table.session.ply() != before {
                    return;
                }
                app.handle(Action::Right);
            }
            panic!("no single card could be played");
        }
        Ask::Wait => panic!("asked nothing"),
    }
}

fn play_whole_game(mode: Mode, seed: u64) {
    let dir = temp_dir(&format!("whole-{mode:?}-{seed}"));
    let mut app = app_in(&dir);
    start_game(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", SeatKind::Human),
            seat("Cy", CPU),
            seat("Di", SeatKind::Computer(BotLevel::Random)),
        ],
        mode,
        seed,
    );
    for _ in 0..5000 {
        settle(&mut app);
        if table(&app).table.is_over() && table(&app).host.overlay == Overlay::None {
            break;
        }
        act_with_keys(&mut app);
    }
    let t = table(&app);
    let outcome = t.table.session.outcome().expect("the game ended");
    assert!(!outcome.winners.is_empty());
    let screen = render(&app, 80, 24);
    assert!(screen.contains("Game over"), "{screen}");
    // The record of the whole game replays to the same state.
    let replayed = t.table.session.replayed().expect("replay");
    assert_eq!(
        serde_json::to_value(&replayed).unwrap(),
        serde_json::to_value(&t.table.session.game).unwrap()
    );
}

#[test]
fn a_whole_pointillism_game_through_the_keys() {
    play_whole_game(Mode::Pointillism, 21);
}

#[test]
fn a_whole_impressionism_game_through_the_keys() {
    play_whole_game(Mode::Impressionism, 22);
}

#[test]
fn an_illegal_play_is_explained_and_changes_nothing() {
    let dir = temp_dir("illegal");
    let mut app = app_in(&dir);
    ana_and_two_computers(&mut app, ["Bob", "Cy"], 3);
    // Bid, then wait for a trick where Ana must copy and holds another color too.
    for _ in 0..400 {
        settle(&mut app);
        let t = table(&app);
        if t.table.is_over() {
            panic!("no must-copy position found");
        }
        if ask(&t.ctx()) == Ask::Play {
            let v = t.view().unwrap();
            if let Some(color) = v.trick.color.filter(|c| c.is_primary())
                && v.hand.iter().any(|c| c.color == color)
                && let Some(i) = v.hand.iter().position(|c| c.color != color)
            {
                let before = serde_json::to_value(&t.table.session.game).unwrap();
                let cursor = t.host.ui.cursor;
                let n = v.hand.len();
                for _ in 0..((i + n - cursor) % n) {
                    app.handle(Action::Right);
                }
                app.handle(Action::Select);
                let t = table(&app);
                assert!(
                    t.host.message.contains("must copy"),
                    "message was: {}",
                    t.host.message
                );
                assert_eq!(serde_json::to_value(&t.table.session.game).unwrap(), before);
                return;
            }
        }
        act_with_keys(&mut app);
    }
    panic!("no must-copy position found");
}

/// Pala Pointillism, seed 9: Ana and two normal computers, six decisions in.
fn ana_and_two_computers_six_moves_in(app: &mut naipes::app::App) {
    ana_and_two_computers(app, ["Bob", "Cy"], 9);
    for _ in 0..6 {
        settle(app);
        act_with_keys(app);
    }
    settle(app);
}

/// A new app in `dir`, on the table of its only saved game (Continue, then that game).
fn continue_the_only_game(dir: &std::path::Path) -> naipes::app::App {
    let mut again = app_in(dir);
    cursor_to(&mut again, Entry::Continue);
    again.handle(Action::Select); // the list of saved games
    again.handle(Action::Select); // the only one
    again
}

#[test]
fn quitting_asks_first_and_continue_resumes_exactly() {
    let dir = temp_dir("resume");
    let mut app = app_in(&dir);
    ana_and_two_computers_six_moves_in(&mut app);
    app.handle(Action::Quit);
    assert_eq!(app.popup, Some(Popup::ConfirmQuit));
    app.handle(Action::Char('n'));
    assert!(!app.quit && app.popup.is_none());
    let state = serde_json::to_value(&table(&app).table.session.game).unwrap();
    app.handle(Action::Quit);
    app.handle(Action::Char('y'));
    assert!(app.quit);

    let again = continue_the_only_game(&dir);
    // The seed was typed: the header shows it again after Continue.
    let screen = render(&again, 80, 24);
    let header = screen.lines().next().unwrap_or_default();
    assert!(header.trim_end().ends_with("seed 9"), "{screen}");
    let t = table(&again);
    assert_eq!(serde_json::to_value(&t.table.session.game).unwrap(), state);
    // Same seed, same moves: the rest of the game is the same in both.
    let mut a = table(&app).table.session.game.clone();
    let mut b = t.table.session.game.clone();
    let mut bots_a: Vec<Box<dyn naipes::engine::Bot<_>>> = (0..3)
        .map(|_| naipes::games::pala::bot_for(BotLevel::Normal))
        .collect();
    let mut bots_b: Vec<Box<dyn naipes::engine::Bot<_>>> = (0..3)
        .map(|_| naipes::games::pala::bot_for(BotLevel::Normal))
        .collect();
    let oa = naipes::engine::runner::play_out(&mut a, &mut bots_a, 9, 100_000, |_| {}).unwrap();
    let ob = naipes::engine::runner::play_out(&mut b, &mut bots_b, 9, 100_000, |_| {}).unwrap();
    assert_eq!(oa, ob);
}

#[test]
fn a_resumed_game_keeps_its_record_going_to_the_end() {
    let dir = temp_dir("record-resume");
    let path = dir.join("game.jsonl");
    let mut app = app_in(&dir);
    app.record_path = Some(path.clone());
    ana_and_two_computers_six_moves_in(&mut app);
    app.handle(Action::Quit);
    app.handle(Action::Char('y'));
    assert!(app.quit);

    // Restarted without --record: Continue, and play to the end.
    let mut again = continue_the_only_game(&dir);
    for _ in 0..5000 {
        settle(&mut again);
        if table(&again).table.is_over() && table(&again).host.overlay == Overlay::None {
            break;
        }
        act_with_keys(&mut again);
    }
    let session = &table(&again).table.session;
    assert!(session.outcome().is_some());
    let written = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = written.lines().collect();
    let full = naipes::session::record::full_lines(session).unwrap();
    assert_eq!(lines.len(), full.len(), "the record stopped at the resume");
    assert_eq!(lines, full.iter().map(String::as_str).collect::<Vec<_>>());
}

#[test]
fn a_game_open_in_another_window_is_not_continued_twice() {
    let dir = temp_dir("two-windows");
    let mut first = ana_bob_and_a_computer(&dir);
    settle(&mut first);
    first.handle(Action::Quit);
    first.handle(Action::Char('y'));
    let mut a = app_in(&dir);
    cursor_to(&mut a, Entry::Continue);
    a.handle(Action::Select);
    a.handle(Action::Select);
    assert!(matches!(a.screen, Screen::Table(_)));
    let mut b = app_in(&dir);
    cursor_to(&mut b, Entry::Continue);
    b.handle(Action::Select);
    b.handle(Action::Select);
    assert!(!matches!(b.screen, Screen::Table(_)), "opened twice");
    match &b.popup {
        Some(Popup::Notice(text)) => assert!(text.contains("another naipes window"), "{text}"),
        other => panic!("{other:?}"),
    }
    // Once the first window is gone, its lock goes with it.
    drop(a);
    b.popup = None;
    b.handle(Action::Select);
    assert!(matches!(b.screen, Screen::Table(_)));
}

#[test]
fn a_game_started_from_setup_is_locked_once_saved() {
    let dir = temp_dir("lock-new");
    let mut a = app_in(&dir);
    cursor_to(&mut a, entry_of("pala").unwrap());
    a.handle(Action::Select); // setup
    a.handle(Action::Select); // jumps to Start
    a.handle(Action::Select); // starts
    assert!(matches!(a.screen, Screen::Table(_)));
    let save = saves_in(&dir).pop().expect("the first autosave");
    assert!(
        save.with_extension("lock").exists(),
        "no lock beside {save:?}"
    );
    // A second window is told the game is open here, and changes nothing.
    let before = std::fs::read(&save).unwrap();
    let mut b = app_in(&dir);
    cursor_to(&mut b, Entry::Continue);
    b.handle(Action::Select);
    b.handle(Action::Select);
    assert!(!matches!(b.screen, Screen::Table(_)), "opened twice");
    match &b.popup {
        Some(Popup::Notice(text)) => assert!(
            text.contains("This game is open in another naipes window"),
            "{text}"
        ),
        other => panic!("{other:?}"),
    }
    assert_eq!(std::fs::read(&save).unwrap(), before);
    // Once the first window is gone, its lock goes with it.
    drop(a);
    b.popup = None;
    b.handle(Action::Select);
    assert!(matches!(b.screen, Screen::Table(_)));
}

#[test]
fn a_damaged_save_is_reported_and_moved_aside_not_overwritten() {
    let dir = temp_dir("damaged");
    std::fs::write(dir.join("autosave.json"), "{ this is not a save").unwrap();
    let mut app = app_in(&dir);
    // Starting a new game leaves the damaged file where it is: every game has its own.
    cursor_to(&mut app, entry_of("pala").unwrap());
    app.handle(Action::Select);
    for _ in 0..20 {
        app.handle(Action::Down);
        if let Screen::Setup(s) = &app.screen
            && s.current() == naipes::app::setup::Row::Start
        {
            break;
        }
    }
    app.handle(Action::Select);
    assert!(matches!(app.screen, Screen::Table(_)));
    assert_eq!(
        std::fs::read_to_string(dir.join("autosave.json")).unwrap(),
        "{ this is not a save"
    );
    // Continue lists it as damaged; choosing it says why and moves it aside, once.
    app.handle(Action::Quit);
    app.handle(Action::Char('n'));
    let mut app = app_in(&dir);
    cursor_to(&mut app, Entry::Continue);
    app.handle(Action::Select);
    let screen = render(&app, 80, 24);
    assert!(screen.contains("Damaged"), "{screen}");
    let at = match &app.screen {
        Screen::Launcher(l) => l
            .saves
            .iter()
            .position(|(p, _)| p.ends_with("autosave.json"))
            .unwrap(),
        _ => panic!("left the launcher"),
    };
    for _ in 0..at {
        app.handle(Action::Down);
    }
    app.handle(Action::Select);
    match &app.popup {
        Some(Popup::Notice(text)) => {
            assert!(text.contains("damaged"), "{text}");
            assert!(text.contains("moved to"), "{text}");
            assert!(!text.contains("not changed"), "one true message: {text}");
        }
        other => panic!("expected a notice, got {other:?}"),
    }
    let aside: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("autosave.damaged-")
        })
        .collect();
    assert_eq!(aside.len(), 1);
    assert_eq!(
        std::fs::read_to_string(aside[0].path()).unwrap(),
        "{ this is not a save"
    );
}

#[test]
fn a_tiny_terminal_gets_a_message_not_a_table() {
    let dir = temp_dir("tiny");
    let mut app = app_in(&dir);
    ana_and_two_computers(&mut app, ["Bob", "Cy"], 1);
    // Under 40x20 (a phone held upright, issue 36) a message; from there the table.
    for (w, h) in [(39, 20), (40, 19), (30, 10)] {
        let screen = render(&app, w, h);
        assert!(screen.contains("too small"), "{screen}");
        assert!(screen.contains("Need 40x20"), "{screen}");
    }
    for (w, h) in [(40, 20), (60, 20), (79, 30)] {
        let screen = render(&app, w, h);
        assert!(!screen.contains("too small"), "{screen}");
        assert!(screen.contains("Pala"), "{screen}");
    }
    // Large terminals get the score pad beside the table.
    let wide = render(&app, 140, 40);
    assert!(wide.contains("Score pad"), "{wide}");
}

/// Unused keys change nothing, and a stray letter says so.
#[test]
fn unknown_keys_change_nothing() {
    let dir = temp_dir("keys");
    let mut app = app_in(&dir);
    start_game(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", CPU),
            seat("Cy", CPU),
        ],
        Mode::Impressionism,
        4,
    );
    settle(&mut app);
    let before = serde_json::to_value(&table(&app).table.session.game).unwrap();
    // A letter the table does not use says so.
    app.handle(Action::Char('z'));
    assert!(
        table(&app)
            .host
            .message
            .starts_with("'z' does nothing here: the keys for now are at the bottom"),
        "{}",
        table(&app).host.message
    );
    for c in "zxcvbnm1234567890!@#".chars() {
        app.handle(Action::Char(c));
    }
    app.handle(Action::Tab);
    app.handle(Action::Backspace);
    app.handle(Action::Click { column: 0, row: 0 });
    assert_eq!(
        serde_json::to_value(&table(&app).table.session.game).unwrap(),
        before
    );
    let _ = PalaMove::PassBid;
}

#[test]
fn a_save_whose_game_cannot_be_read_is_moved_aside_with_a_message() {
    let dir = temp_dir("badbody");
    let body = r#"{"format":"naipes-save","version":1,"game":"pala","saved_at_unix":1,"body":{"seats":[]}}"#;
    std::fs::write(dir.join("autosave.json"), body).unwrap();
    let mut app = app_in(&dir);
    cursor_to(&mut app, Entry::Continue);
    app.handle(Action::Select);
    app.handle(Action::Select);
    match &app.popup {
        Some(Popup::Notice(text)) => {
            assert!(text.contains("damaged"), "{text}");
            assert!(text.contains("moved"), "{text}");
        }
        other => panic!("expected a notice, got {other:?}"),
    }
    assert!(matches!(app.screen, Screen::Launcher(_)));
    assert!(!dir.join("autosave.json").exists());
    let kept: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("autosave.damaged-")
        })
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(std::fs::read_to_string(kept[0].path()).unwrap(), body);
}

#[test]
fn hand_edited_saves_are_refused_not_played() {
    for (field, value) in [
        ("to_act", serde_json::json!(9)),
        ("dealer", serde_json::json!(9)),
        ("totals", serde_json::json!([0])),
    ] {
        let dir = temp_dir(&format!("edited-{field}"));
        let mut app = app_in(&dir);
        start_game(
            &mut app,
            vec![
                seat("Ana", SeatKind::Human),
                seat("Bob", CPU),
                seat("Cy", CPU),
            ],
            Mode::Impressionism,
            11,
        );
        for _ in 0..4 {
            settle(&mut app);
            act_with_keys(&mut app);
        }
        let path = saves_in(&dir).pop().expect("a save");
        let mut save: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        save["body"]["game"][field] = value;
        std::fs::write(&path, serde_json::to_string(&save).unwrap()).unwrap();
        // Its window is closed (and its lock with it) before the save is continued.
        drop(app);

        let mut again = app_in(&dir);
        cursor_to(&mut again, Entry::Continue);
        again.handle(Action::Select);
        again.handle(Action::Select);
        match &again.popup {
            Some(Popup::Notice(text)) => assert!(text.contains("damaged"), "{field}: {text}"),
            other => panic!("{field}: expected a notice, got {other:?}"),
        }
        assert!(
            matches!(again.screen, Screen::Launcher(_)),
            "{field}: a broken save was played"
        );
        assert!(
            !path.exists(),
            "{field}: the broken save should be moved aside"
        );
    }
}

#[test]
fn the_cursor_points_at_a_card_after_the_hand_shrinks_under_it() {
    let dir = temp_dir("cursor-shrinks");
    let mut app = app_in(&dir);
    ana_and_two_computers(&mut app, ["Bob", "Cy"], 3);
    // Ana plays her last card whenever it is legal; the kept cursor then lies past
    // the end of her shorter hand on her next turn.
    let mut shrunk = false;
    for _ in 0..400 {
        settle(&mut app);
        let t = table(&app);
        if t.table.is_over() {
            break;
        }
        if ask(&t.ctx()) == Ask::Play {
            let v = t.view().unwrap();
            let n = v.hand.len();
            if shrunk {
                app.handle(Action::Select);
                let t = table(&app);
                assert!(
                    !t.host.message.contains("Select one card"),
                    "Enter with the cursor past the hand: {}",
                    t.host.message
                );
                return;
            }
            let cursor = t.host.ui.cursor;
            for _ in 0..((n - 1 + n - cursor % n) % n) {
                app.handle(Action::Right);
            }
            app.handle(Action::Select);
            let after = table(&app).view().map_or(n, |v| v.hand.len());
            shrunk = after < n && after > 0;
            if !shrunk {
                act_with_keys(&mut app);
            }
            continue;
        }
        act_with_keys(&mut app);
    }
    panic!("Ana never played her last card with cards left");
}

/// An answer typed on the public answer screen is in the save at once: a window closed
/// before everyone has answered loses none, and Continue still keeps it unseen.
#[test]
fn a_typed_answer_survives_closing_the_window() {
    use naipes::games::rapiletras::{RapiRules, Rapiletras, WordCheck};
    let dir = temp_dir("typed-answer");
    let mut app = app_in(&dir);
    start::<Rapiletras>(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", SeatKind::Human),
            seat("Cy", SeatKind::Human),
        ],
        &RapiRules {
            word_check: WordCheck::Challenge,
            ..RapiRules::default()
        },
        5,
    );
    assert!(advance_until::<Rapiletras>(
        &mut app,
        BotLevel::Normal,
        |t| {
            t.poll()
                .is_some_and(|p| t.table.poll_waiting(&p).len() == 2)
        }
    ));
    let (first, second, ply) = {
        let t = common::table::<Rapiletras>(&app);
        let poll = t.poll().unwrap();
        let waiting = t.table.poll_waiting(&poll);
        (waiting[0], waiting[1], t.table.session.ply())
    };
    answer_poll(&mut app, first, 'a');
    drop(app);
    let mut again = continue_the_only_game(&dir);
    {
        let t = common::table::<Rapiletras>(&again);
        assert_eq!(t.table.session.ply(), ply, "nothing counted yet");
        let poll = t.poll().expect("the question is still up");
        assert_eq!(
            t.table.poll_waiting(&poll),
            vec![second],
            "the first answer is kept"
        );
        let screen = render(&again, 80, 24);
        assert!(screen.contains("Respondieron: 3 Cy"), "{screen}");
        assert!(
            !screen.contains("acepta la palabra"),
            "not shown before it counts:\n{screen}"
        );
    }
    // The last person answers: both count, in turn order.
    again.handle(Action::Char('a'));
    let t = common::table::<Rapiletras>(&again);
    assert!(t.table.session.ply() >= ply + 2, "both answers counted");
    assert_eq!(t.table.session.history[ply as usize].seat, first);
}

/// Answers effects as a runner does, but without files or chance: computer players think
/// here and now, and every draw gives the same numbers. The same effects get the same
/// answers.
fn answer_without_chance(
    effect: naipes::app::effects::Effect,
    dir: &std::path::Path,
) -> Option<naipes::app::effects::Msg> {
    use naipes::app::effects::{Done, DrawFor, Drawn, Effect, Msg};
    match effect {
        Effect::Think { asked, job } => Some(Msg::BotMove {
            asked,
            mv: (job.0)(),
        }),
        Effect::Draw { game, purpose, .. } => Some(Msg::Done(Done::Drawn(
            purpose,
            Drawn {
                seed: if purpose == DrawFor::Setup { 4242 } else { 777 },
                save_path: dir.join(format!("saves/{game}-{purpose:?}.json")),
            },
        ))),
        Effect::Save { .. } => Some(Msg::Done(Done::Saved(Ok(())))),
        Effect::Record { .. } => Some(Msg::Done(Done::Recorded(Ok(())))),
        Effect::Finish { path } => Some(Msg::Done(Done::Finished(Ok(path)))),
        Effect::ListSaves { .. } => Some(Msg::Done(Done::SavesListed(Vec::new()))),
        _ => None,
    }
}

/// `msg` into `App::update`, then the answers to its effects, until nothing is left;
/// every effect is written down.
fn feed(
    app: &mut naipes::app::App,
    msg: naipes::app::effects::Msg,
    dir: &std::path::Path,
    log: &mut Vec<String>,
) {
    let mut queue = std::collections::VecDeque::from([msg]);
    while let Some(msg) = queue.pop_front() {
        for effect in app.update(msg) {
            log.push(format!("{effect:?}"));
            queue.extend(answer_without_chance(effect, dir));
        }
    }
}

/// A scripted evening: Leftovers from the setup screen with two computers and no seed
/// typed, played to the end, then a rematch. Every effect asked for, in order, and the
/// rematch's seed.
fn effects_of_an_evening(
    dir: &std::path::Path,
    now: std::time::Instant,
) -> (Vec<String>, Option<u64>) {
    use naipes::app::effects::Msg;
    use naipes::games::leftovers::Leftovers;
    let mut app = app_in(dir);
    let easy = SeatKind::Computer(BotLevel::Easy);
    app.remembered.insert(
        "leftovers".into(),
        vec![seat("Computer 1", easy), seat("Computer 2", easy)],
    );
    let mut log = Vec::new();
    let target = entry_of("leftovers").unwrap();
    for _ in 0..20 {
        if matches!(&app.screen, Screen::Launcher(l) if l.selected() == target) {
            break;
        }
        feed(&mut app, Msg::Key(Action::Down), dir, &mut log);
    }
    // Open the setup, go to Start, start.
    for _ in 0..3 {
        feed(&mut app, Msg::Key(Action::Select), dir, &mut log);
    }
    assert!(matches!(app.screen, Screen::Table(_)), "the game started");
    let mut rematched = false;
    for _ in 0..20_000 {
        let t = common::table::<Leftovers>(&app);
        let msg = if matches!(t.host.overlay, Overlay::Summary(_)) {
            Msg::Key(Action::Char('c'))
        } else if t.table.is_over() && !rematched {
            rematched = true;
            Msg::Key(Action::Char('r'))
        } else if rematched && t.table.session.ply() >= 5 {
            break;
        } else {
            Msg::Tick(now)
        };
        feed(&mut app, msg, dir, &mut log);
    }
    let seed = rematched.then(|| common::table::<Leftovers>(&app).table.session.seed);
    (log, seed)
}

#[test]
fn the_same_messages_give_the_same_effects_through_a_setup_and_a_rematch() {
    // Two windows on the same folder, the same keys and answers: the same effects, chance
    // included (seeds and save names are drawn by the runner, not by update).
    let dir = temp_dir("pure-update");
    let now = std::time::Instant::now();
    let (first, seed) = effects_of_an_evening(&dir, now);
    let (second, _) = effects_of_an_evening(&dir, now);
    assert_eq!(
        seed,
        Some(777),
        "the rematch plays on the seed the runner drew"
    );
    assert!(
        first
            .iter()
            .any(|e| e.starts_with("Draw") && e.contains("Rematch")),
        "the rematch asked the runner for its seed"
    );
    assert!(first.iter().filter(|e| e.starts_with("Save")).count() > 10);
    assert_eq!(first.len(), second.len());
    for (a, b) in first.iter().zip(&second) {
        assert_eq!(a, b);
    }
}

#[test]
fn continue_reads_then_rebuilds_the_table_outside_update() {
    use naipes::app::effects::{Done, Effect, Msg, ReadFor, Runner};
    let dir = temp_dir("resume-effect");
    let mut app = app_in(&dir);
    ana_and_two_computers_six_moves_in(&mut app);
    let state = serde_json::to_value(&table(&app).table.session.game).unwrap();
    drop(app);
    let path = saves_in(&dir).pop().expect("a save");
    let mut again = app_in(&dir);
    let read = naipes::session::save::read(&path);
    let fx = again.update(Msg::Done(Done::SaveRead(
        ReadFor::Resume,
        path.clone(),
        read,
    )));
    // update replays nothing (a hand-edited save may panic in rules code): it asks.
    assert!(matches!(again.screen, Screen::Launcher(_)));
    assert_eq!(fx.len(), 1, "{fx:?}");
    assert!(matches!(&fx[0], Effect::Resume { path: p, .. } if *p == path));
    let runner = Runner::inline();
    let msgs: Vec<Msg> = fx.into_iter().filter_map(|e| runner.perform(e)).collect();
    again.drive_all(msgs);
    assert_eq!(
        serde_json::to_value(&table(&again).table.session.game).unwrap(),
        state
    );
}

#[test]
fn a_click_on_a_launcher_row_opens_what_its_draw_put_there() {
    let dir = temp_dir("launcher-click");
    let mut app = app_in(&dir);
    let screen = render_and_remember(&mut app, 80, 24);
    let row = screen
        .lines()
        .position(|l| l.contains("Settings"))
        .expect("Settings is on the screen") as u16;
    // Below the list, where nothing is drawn, a click does nothing.
    app.handle(Action::Click {
        column: 10,
        row: 23,
    });
    assert!(matches!(&app.screen, Screen::Launcher(l) if !l.settings_open));
    app.handle(Action::Click { column: 10, row });
    assert!(
        matches!(&app.screen, Screen::Launcher(l) if l.settings_open),
        "the click on Settings opened it"
    );
}

// ---------------------------------------------------------------------------------------
// Replay (issue 19): a finished game, move by move.

mod replay {
    use super::*;
    use naipes::app::effects::Effect;
    use naipes::app::replay::{ReplayScreen, ReplayTable};
    use naipes::engine::Lang;
    use naipes::session::Session;

    /// Plays a game of computers to its end at the table (summaries read with `c`) and
    /// returns the app, its finished save and the finished session.
    fn finished<G: ScreenedGame>(
        players: usize,
        seed: u64,
    ) -> (naipes::app::App, std::path::PathBuf, Session<G>) {
        let dir = temp_dir(&format!("replay-{}", G::KEY));
        let mut app = app_in(&dir);
        let seats: Vec<Seat> = (0..players)
            .map(|i| seat(&format!("C{}", i + 1), SeatKind::Computer(BotLevel::Easy)))
            .collect();
        let rules = app.loaded.config.rules::<G>();
        start::<G>(&mut app, seats, &rules, seed);
        for _ in 0..100_000 {
            app.settle();
            if common::table::<G>(&app).table.is_over() {
                break;
            }
            app.handle(Action::Char('c'));
        }
        let session = common::table::<G>(&app).table.session.clone();
        assert!(session.outcome().is_some(), "{} ends", G::KEY);
        let done: Vec<_> = std::fs::read_dir(dir.join("finished"))
            .expect("a finished save")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.to_string_lossy().ends_with(".json.gz"))
            .collect();
        assert_eq!(done.len(), 1, "{done:?}");
        // The last summary read, then the menu.
        app.handle(Action::Char('c'));
        app.handle(Action::Char('m'));
        // The cursor is on the game just played (it fell on the default game).
        match &app.screen {
            Screen::Launcher(l) => assert_eq!(
                entries()[l.cursor],
                entry_of(G::KEY).expect("a game's row"),
                "{}",
                G::KEY
            ),
            _ => panic!("m did not reach the launcher"),
        }
        (app, done[0].clone(), session)
    }

    fn replay<G: ScreenedGame>(app: &naipes::app::App) -> &ReplayTable<G> {
        match &app.screen {
            Screen::Replay(r) => {
                let r: &dyn std::any::Any = &**r;
                r.downcast_ref::<ReplayTable<G>>()
                    .expect("this game's replay")
            }
            _ => panic!("not in a replay"),
        }
    }

    fn footer(screen: &str) -> String {
        screen.lines().rev().take(3).collect::<Vec<_>>().join("\n")
    }

    /// Opened from the launcher's side (the effect History will send): the footer's keys
    /// step, jump and change the view as it says; the hands, plays and totals at every
    /// ply are those of the game's record; Esc comes back to the launcher.
    fn keys_do_what_the_footer_says<G: ScreenedGame>(players: usize, seed: u64) {
        let (mut app, save, session) = finished::<G>(players, seed);
        let lang = app.lang;
        // Rapiletras is replayed in Spanish, as it is played.
        let t = |en: &'static str, es: &'static str| {
            if G::forced_lang() == Some(Lang::Es) {
                es
            } else {
                en
            }
        };
        app.perform_now(vec![Effect::OpenReplay {
            path: save.clone(),
            lang,
        }]);
        assert!(app.popup.is_none(), "{:?}", app.popup);
        let screen = render_and_remember(&mut app, 80, 24);
        let bottom = footer(&screen);
        let shown = [
            "←→",
            t("move", "jugada"),
            "↑↓",
            t("round/hand", "ronda/mano"),
            t("Home/End", "Inicio/Fin"),
            "v",
            "Tab",
            "^L",
            "Esc/q",
            t("back", "volver"),
            "?",
        ];
        for shown in shown {
            assert!(
                bottom.contains(shown),
                "{} footer lacks {shown}:\n{screen}",
                G::KEY
            );
        }
        let at_start = format!("{} 0/{}", t("move", "jugada"), session.history.len());
        assert!(
            screen.contains(t("Replay", "Repetición")) && screen.contains(&at_start),
            "{screen}"
        );
        let plies = session.history.len();
        let record: Vec<serde_json::Value> = naipes::session::record::full_lines(&session)
            .unwrap()
            .iter()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        let moves: Vec<&serde_json::Value> =
            record.iter().filter(|l| l["type"] == "move").collect();
        // All hands: every seat's cards as the game replayed from its moves holds them.
        app.handle(Action::Char('a'));
        assert_eq!(replay::<G>(&app).viewer(), None);
        let mut game = session.initial.clone();
        let names = session.names();
        for p in 0..=plies {
            if p > 0 {
                let e = &session.history[p - 1];
                game.apply(e.seat, &e.mv).unwrap();
                app.handle(Action::Right);
            }
            let r = replay::<G>(&app);
            assert_eq!(r.position(), (p, plies));
            let json = |g: &G| serde_json::to_value(g).unwrap();
            assert_eq!(json(r.state()), json(&game), "{} ply {p}", G::KEY);
            if p > 0 {
                assert_eq!(
                    moves[p - 1]["totals"],
                    serde_json::to_value(r.state().totals()).unwrap()
                );
                assert!(r.message().contains(&r.told[p - 1]), "{}", r.message());
            }
            if p % 25 == 0 || p == plies {
                let screen = render_and_remember(&mut app, 80, 24);
                for (s, hand) in game
                    .hands_text(G::forced_lang().unwrap_or(Lang::En))
                    .iter()
                    .enumerate()
                {
                    let line = format!("{} {} (", s + 1, names[s]);
                    let first = hand.split(' ').next().unwrap_or("");
                    let row = screen
                        .lines()
                        .find(|l| l.contains(&line))
                        .unwrap_or_else(|| {
                            panic!("{} ply {p}: no line for seat {s}:\n{screen}", G::KEY)
                        });
                    assert!(row.contains(first), "{} ply {p}: {row} / {hand}", G::KEY);
                }
            }
        }
        // At the end → says why it does nothing; ← goes back one; Home the start.
        app.handle(Action::Right);
        assert_eq!(replay::<G>(&app).position(), (plies, plies));
        assert!(
            replay::<G>(&app)
                .message()
                .contains(t("end of the game", "final de la partida"))
        );
        app.handle(Action::Left);
        assert_eq!(replay::<G>(&app).position().0, plies - 1);
        app.handle(Action::Home);
        assert_eq!(replay::<G>(&app).position().0, 0);
        app.handle(Action::Left);
        assert!(
            replay::<G>(&app)
                .message()
                .contains(t("start of the game", "comienzo de la partida"))
        );
        app.handle(Action::End);
        assert_eq!(replay::<G>(&app).position().0, plies);
        // Back to the start move by move: each state is the one the moves make.
        for p in (0..plies).rev() {
            app.handle(Action::Left);
            let mut g = session.initial.clone();
            for e in &session.history[..p] {
                g.apply(e.seat, &e.mv).unwrap();
            }
            let r = replay::<G>(&app);
            assert_eq!(r.position().0, p);
            if p % 17 == 0 {
                assert_eq!(
                    serde_json::to_value(r.state()).unwrap(),
                    serde_json::to_value(&g).unwrap()
                );
            }
        }
        // ↓ and ↑ go to the next and the previous round or hand (the end when none).
        let r = replay::<G>(&app);
        let rounds = r.replay.rounds.clone();
        app.handle(Action::Down);
        let first = rounds.first().copied().unwrap_or(plies);
        assert_eq!(replay::<G>(&app).position().0, first);
        app.handle(Action::PageDown);
        assert_eq!(
            replay::<G>(&app).position().0,
            rounds.get(1).copied().unwrap_or(plies)
        );
        app.handle(Action::Up);
        assert_eq!(
            replay::<G>(&app).position().0,
            if rounds.len() > 1 {
                first
            } else {
                rounds.last().copied().unwrap_or(0)
            }
        );
        // v: the next seat's view, then all hands; a digit: that seat.
        app.handle(Action::Char('1'));
        assert_eq!(replay::<G>(&app).viewer(), Some(0));
        app.handle(Action::Char('v'));
        assert_eq!(replay::<G>(&app).viewer(), Some(1));
        let screen = render_and_remember(&mut app, 80, 24);
        let view = match G::forced_lang() {
            Some(Lang::Es) => format!("vista de {}", names[1]),
            _ => format!("{}'s view", names[1]),
        };
        assert!(screen.contains(&view), "{screen}");
        // Looking at a seat's cards does not make it "you".
        assert!(
            !screen.contains("(you)") && !screen.contains("(tú)"),
            "{screen}"
        );
        for _ in 1..players {
            app.handle(Action::Char('v'));
        }
        assert_eq!(replay::<G>(&app).viewer(), None);
        app.handle(Action::Char('9'));
        assert!(
            replay::<G>(&app)
                .message()
                .contains(t("no seat 9", "No hay asiento 9"))
        );
        app.handle(Action::Char('z'));
        assert!(
            replay::<G>(&app)
                .message()
                .contains(t("does nothing", "no hace nada"))
        );
        // Tab: the score pad; ^L: the moves up to here; Esc closes it.
        app.handle(Action::Tab);
        let screen = render_and_remember(&mut app, 80, 24);
        assert!(screen.contains(t("Scores", "Puntos")), "{screen}");
        app.handle(Action::Tab);
        app.handle(Action::End);
        app.handle(Action::Log);
        let screen = render_and_remember(&mut app, 80, 24);
        assert!(
            screen.contains(t("Moves up to here", "Jugadas hasta aquí")),
            "{screen}"
        );
        assert!(screen.contains(&format!("{plies}. ")), "{screen}");
        app.handle(Action::Back);
        assert!(matches!(app.screen, Screen::Replay(_)));
        // A storm of keys: nothing panics, and a key that changes nothing says why.
        let storm = [
            Action::Select,
            Action::Toggle,
            Action::Backspace,
            Action::Export,
            Action::StandIn,
            Action::Click { column: 5, row: 5 },
            Action::Right,
            Action::Char('x'),
            Action::Down,
            Action::Char('v'),
            Action::PageUp,
            Action::Left,
            Action::Char('3'),
            Action::End,
            Action::Up,
        ];
        for (i, key) in storm.iter().cycle().take(90).enumerate() {
            let before = render_and_remember(&mut app, 80, 24);
            app.handle(*key);
            let after = render_and_remember(&mut app, 80, 24);
            let r = replay::<G>(&app);
            assert!(
                before != after || r.notice.is_some(),
                "{} key {i} {key:?} did nothing silently",
                G::KEY
            );
        }
        // ?: the replay's keys, then the rules.
        app.handle(Action::Help);
        assert!(
            matches!(&app.popup, Some(naipes::app::Popup::Help { text, .. }) if text.contains(t("move by move", "jugada a jugada")))
        );
        app.handle(Action::Back);
        // Esc: back to the launcher it came from.
        app.handle(Action::Back);
        assert!(matches!(app.screen, Screen::Launcher(_)));
        assert!(!app.quit);
        // From the command line, q quits; a terminal below 40x20 is told so (a phone's
        // 40x20 shows the compact table).
        let screen = naipes::app::replay::open(&save, None, Lang::Es).expect("opens");
        app.open_replay(screen, false);
        let small = render_and_remember(&mut app, 39, 20);
        assert!(
            small.contains("pequeña") || small.contains("small"),
            "{small}"
        );
        let es = render_and_remember(&mut app, 80, 24);
        assert!(es.contains("Repetición") && es.contains("salir"), "{es}");
        app.handle(Action::Char('q'));
        assert!(app.quit);
    }

    #[test]
    fn pala_replay_keys_do_what_the_footer_says() {
        keys_do_what_the_footer_says::<Pala>(4, 11);
    }

    #[test]
    fn palace_replay_keys_do_what_the_footer_says() {
        keys_do_what_the_footer_says::<naipes::games::palace::Palace>(3, 12);
    }

    #[test]
    fn palabra_replay_keys_do_what_the_footer_says() {
        keys_do_what_the_footer_says::<naipes::games::palabra::Palabra>(3, 13);
    }

    #[test]
    fn rapiletras_replay_keys_do_what_the_footer_says() {
        keys_do_what_the_footer_says::<naipes::games::rapiletras::Rapiletras>(3, 14);
    }

    #[test]
    fn leftovers_replay_keys_do_what_the_footer_says() {
        keys_do_what_the_footer_says::<naipes::games::leftovers::Leftovers>(3, 15);
    }

    /// An unfinished save and a record that does not replay are refused, with why.
    #[test]
    fn an_unfinished_save_and_a_broken_record_are_refused() {
        let dir = temp_dir("replay-refused");
        let mut app = app_in(&dir);
        let seats = vec![
            seat("Ana", SeatKind::Human),
            seat("C2", SeatKind::Computer(BotLevel::Easy)),
            seat("C3", SeatKind::Computer(BotLevel::Easy)),
        ];
        start_game(&mut app, seats, Mode::Pointillism, 5);
        let saves = saves_in(&dir);
        assert_eq!(saves.len(), 1);
        let mut fx = Vec::new();
        app.to_launcher(&mut fx);
        app.perform_now(fx);
        app.perform_now(vec![Effect::OpenReplay {
            path: saves[0].clone(),
            lang: Lang::En,
        }]);
        assert!(matches!(app.screen, Screen::Launcher(_)));
        match &app.popup {
            Some(naipes::app::Popup::Notice(text)) => {
                assert!(
                    text.contains("not over") && text.contains("secret"),
                    "{text}"
                )
            }
            other => panic!("{other:?}"),
        }
        let e = naipes::app::replay::open(&saves[0], None, Lang::Es)
            .err()
            .unwrap();
        assert!(e.contains("no ha terminado"), "{e}");
        // A finished game's record with one move's seat changed.
        let (_, _, session) = finished::<Pala>(3, 6);
        let mut lines = naipes::session::record::full_lines(&session).unwrap();
        let at = lines
            .iter()
            .position(|l| l.contains("\"type\":\"move\""))
            .unwrap()
            + 1;
        let mut v: serde_json::Value = serde_json::from_str(&lines[at]).unwrap();
        v["seat"] = serde_json::json!((v["seat"].as_u64().unwrap() + 1) % 3);
        lines[at] = v.to_string();
        let bad = dir.join("bad.jsonl");
        std::fs::write(&bad, lines.join("\n")).unwrap();
        let e = naipes::app::replay::open(&bad, None, Lang::En)
            .err()
            .unwrap();
        assert!(e.contains("do not replay") && e.contains("move 2"), "{e}");
    }
}

/// What reveals something in Pala, as the undo rule reads it (README, "Undo and
/// hints"): a deal, a round scored, the end; a card from a hidden hand unless the
/// person's own.
fn pala_reveals(event: &serde_json::Value, own: bool) -> bool {
    match event_kind(event).as_str() {
        "dealt" | "roundscored" | "gameover" => true,
        "played" | "cardbid" | "cancelled" => !own,
        _ => false,
    }
}

#[test]
fn pala_undo_takes_back_exactly_what_revealed_nothing_and_hints_are_legal() {
    let cases: Vec<_> = [Mode::Pointillism, Mode::Impressionism]
        .into_iter()
        .flat_map(|mode| {
            let mut rules = naipes::config::defaults().unwrap().rules::<Pala>();
            rules.mode = mode;
            (1..=3).map(move |seed| (rules.clone(), seed))
        })
        .collect();
    let seen = undo_and_hints_cases::<Pala>(&cases, 3, 40, pala_reveals);
    assert!(seen.through_computers > 0, "{seen:?}");
}

#[test]
fn pala_plays_the_same_game_with_or_without_hints() {
    let rules = naipes::config::defaults().unwrap().rules::<Pala>();
    same_game_with_or_without_hints::<Pala>(11, 4, &rules, 60, pala_reveals);
}

#[test]
fn u_and_h_say_why_when_off_or_not_theirs_and_the_hint_stays_off_the_hand_off_screen() {
    // House rules undo = false and hints = false: both keys say so.
    let dir = temp_dir("assists-off");
    let mut app = app_in(&dir);
    let mut rules = app.loaded.config.rules::<Pala>();
    rules.undo = false;
    rules.hints = false;
    start::<Pala>(
        &mut app,
        vec![seat("Ana", SeatKind::Human), seat("B", CPU), seat("C", CPU)],
        &rules,
        5,
    );
    settle(&mut app);
    person_plays_like_a_bot::<Pala>(&mut app, BotLevel::Normal);
    press(&mut app, &[Action::Undo]);
    assert!(
        table(&app).host.message.contains("undo is off"),
        "{}",
        table(&app).host.message
    );
    settle(&mut app);
    press(&mut app, &[Action::Hint]);
    assert!(
        table(&app).host.message.contains("hints are off"),
        "{}",
        table(&app).host.message
    );
    // The house rule is in the save (written only when off).
    let save = std::fs::read_to_string(&saves_in(&dir)[0]).unwrap();
    assert!(save.contains("\"undo\":false") && save.contains("\"hints\":false"));

    // Two people: no hint on the hand-off screen; the one who just decided may take it
    // back there, not once the next person has the keyboard.
    let dir = temp_dir("assists-handoff");
    let mut app = app_in(&dir);
    app.lang = naipes::engine::Lang::Es;
    start_game(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bea", SeatKind::Human),
            seat("C", CPU),
        ],
        Mode::Pointillism,
        8,
    );
    for _ in 0..50 {
        settle(&mut app);
        let t = table(&app);
        if t.host.handoff.is_some()
            && t.table
                .session
                .history
                .last()
                .is_some_and(|e| t.table.session.seats[e.seat].is_human())
        {
            break;
        }
        if t.host.handoff.is_some() {
            press(&mut app, &[Action::Select]);
            continue;
        }
        person_plays_like_a_bot::<Pala>(&mut app, BotLevel::Normal);
    }
    let t = table(&app);
    assert!(t.host.handoff.is_some(), "a hand-off between two people");
    let before = serde_json::to_value(&t.table.session.game).unwrap();
    press(&mut app, &[Action::Hint]);
    let t = table(&app);
    assert!(
        t.host.message.starts_with("h no hace nada"),
        "{}",
        t.host.message
    );
    assert!(t.table.session.hints_used.is_empty(), "no hint counted");
    assert_eq!(serde_json::to_value(&t.table.session.game).unwrap(), before);
    let last = t.table.session.history.last().unwrap().clone();
    let screen = render_and_remember(&mut app, 80, 24);
    assert!(!screen.contains("Pista"), "{screen}");
    // Bids reveal nothing: the person who just bid takes it back on the hand-off screen.
    if !pala_reveals_any(&last.events) {
        assert!(
            screen.contains("deshacer"),
            "the footer offers undo:\n{screen}"
        );
        press(&mut app, &[Action::Undo]);
        let t = table(&app);
        assert!(
            t.host.message.starts_with("Deshecho: "),
            "{}",
            t.host.message
        );
        // Whoever holds the keyboard on a hand-off screen, the hand comes back only
        // after a hand-off to its owner (found by a tester: the next person pressed u
        // and saw the last player's hand).
        assert_eq!(t.host.handoff, Some(last.seat));
        assert_eq!(t.view(), None);
        let hand = format!("Mano de {}", t.table.session.seats[last.seat].name);
        let screen = render_and_remember(&mut app, 80, 24);
        assert!(!screen.contains(&hand), "{screen}");
        press(&mut app, &[Action::Select]);
        assert_eq!(table(&app).acting_person(), Some(last.seat));
        // Played again, and the next person takes the keyboard: then it is theirs.
        person_plays_like_a_bot::<Pala>(&mut app, BotLevel::Normal);
        settle(&mut app);
        if table(&app).host.handoff.is_some() {
            press(&mut app, &[Action::Select]);
            press(&mut app, &[Action::Undo]);
            let t = table(&app);
            assert!(
                t.host.message.starts_with("u no hace nada"),
                "{}",
                t.host.message
            );
        }
    }
}

/// A card played from a hand is news to the other people at the table: with two people
/// at one keyboard it stays played, and `u` says so (issue 39: Bob read "Taken back: Ana
/// leads a green 8" after seeing it). Alone with computers it may go back (the
/// undo-and-hints walks above).
#[test]
fn a_card_other_people_saw_stays_played() {
    use naipes::games::pala::PalaEvent;
    let dir = temp_dir("undo-seen");
    let mut app = app_in(&dir);
    start_game(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bea", SeatKind::Human),
            seat("C", CPU),
        ],
        Mode::Pointillism,
        8,
    );
    let mut tried = false;
    for _ in 0..200 {
        settle(&mut app);
        let t = table(&app);
        if t.table.is_over() {
            break;
        }
        let last = t.table.session.history.last().cloned();
        let own_card_shown = last.as_ref().is_some_and(|e| {
            t.table.session.seats[e.seat].is_human()
                && e.events
                    .iter()
                    .any(|ev| matches!(ev, PalaEvent::Played { .. }))
                && !e.events.iter().any(|ev| {
                    matches!(
                        ev,
                        PalaEvent::Dealt { .. }
                            | PalaEvent::RoundScored { .. }
                            | PalaEvent::GameOver { .. }
                    )
                })
        });
        if own_card_shown && t.host.handoff.is_some() {
            let (before, ply) = (
                serde_json::to_value(&t.table.session.game).unwrap(),
                t.table.session.ply(),
            );
            press(&mut app, &[Action::Undo]);
            let t = table(&app);
            assert!(
                t.host
                    .message
                    .contains("the others at the table have seen the cards you played"),
                "{}",
                t.host.message
            );
            assert_eq!(t.table.session.ply(), ply, "nothing taken back");
            assert_eq!(serde_json::to_value(&t.table.session.game).unwrap(), before);
            let screen = render_and_remember(&mut app, 80, 24);
            assert!(!screen.contains(" u  undo"), "no undo offered:\n{screen}");
            tried = true;
            break;
        }
        if t.host.handoff.is_some() {
            press(&mut app, &[Action::Select]);
            continue;
        }
        if matches!(t.host.overlay, naipes::app::table::Overlay::Summary(_)) {
            app.handle(Action::Char('c'));
            continue;
        }
        person_plays_like_a_bot::<Pala>(&mut app, BotLevel::Normal);
    }
    assert!(tried, "a person's card was played before a hand-off");
}

fn pala_reveals_any(events: &[naipes::games::pala::PalaEvent]) -> bool {
    events
        .iter()
        .any(|e| pala_reveals(&serde_json::to_value(e).unwrap(), true))
}

#[test]
fn against_computers_u_goes_back_through_their_moves_to_the_persons_decision() {
    use naipes::app::effects::Msg;
    let dir = temp_dir("undo-through");
    let mut app = app_in(&dir);
    let record = dir.join("game.jsonl");
    app.record_path = Some(record.clone());
    ana_and_two_computers(&mut app, ["Computer 2", "Computer 3"], 4);
    settle(&mut app);
    let t = table(&app);
    let (before, ply) = (
        serde_json::to_value(&t.table.session.game).unwrap(),
        t.table.session.ply(),
    );
    person_plays_like_a_bot::<Pala>(&mut app, BotLevel::Normal);
    // One computer bids (bidding is over); the other is still to lead the first trick.
    while table(&app).table.session.ply() == ply + 1 {
        app.drive(Msg::Tick(std::time::Instant::now()));
    }
    let t = table(&app);
    let seats: Vec<usize> = t.table.session.history[ply as usize..]
        .iter()
        .map(|e| e.seat)
        .collect();
    assert_eq!(seats, vec![0, 1], "Ana's bid, then Computer 2's");
    assert_eq!(t.acting_person(), None, "Computer 3 thinks");
    let screen = render_and_remember(&mut app, 80, 24);
    assert!(screen.contains(" u  undo"), "{screen}");
    let lines = std::fs::read_to_string(&record).unwrap();
    assert_eq!(lines.lines().count(), 1 + ply as usize + 2, "{lines}");
    press(&mut app, &[Action::Undo]);
    let t = table(&app);
    assert!(
        t.host.message.starts_with("Taken back: Ana bids"),
        "{}",
        t.host.message
    );
    assert_eq!(t.table.session.ply(), ply);
    assert_eq!(serde_json::to_value(&t.table.session.game).unwrap(), before);
    assert_eq!(t.acting_person(), Some(0));
    // The autosave holds the state after the undo.
    let save: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&saves_in(&dir)[0]).unwrap()).unwrap();
    let history = save["body"]["history"].as_array().map(|h| h.len());
    assert_eq!(history, Some(ply as usize), "{save}");
    // The record is written afresh: an undone move is not in it.
    let lines = std::fs::read_to_string(&record).unwrap();
    assert_eq!(lines.lines().count(), 1 + ply as usize, "{lines}");
}

/// A game of computers played to its end at the table (summaries dismissed with c),
/// then back to the launcher through Esc.
fn finish_a_computer_game(app: &mut naipes::app::App, seed: u64) {
    start_game(
        app,
        vec![
            seat("Ana", SeatKind::Computer(BotLevel::Easy)),
            seat("Bob", CPU),
            seat("Cy", CPU),
        ],
        Mode::Pointillism,
        seed,
    );
    for _ in 0..200 {
        settle(app);
        if table(app).table.is_over() && table(app).host.overlay == Overlay::None {
            break;
        }
        app.handle(Action::Char('c'));
    }
    assert!(table(app).table.is_over());
    app.handle(Action::Back);
    assert!(matches!(app.screen, Screen::Launcher(_)));
}

/// A Pala Pointillism table: Ana at the keyboard, two normal computers named `others`.
fn ana_and_two_computers(app: &mut naipes::app::App, others: [&str; 2], seed: u64) {
    let seats = vec![
        seat("Ana", SeatKind::Human),
        seat(others[0], CPU),
        seat(others[1], CPU),
    ];
    start_game(app, seats, Mode::Pointillism, seed);
}

fn history_view(app: &naipes::app::App) -> &naipes::app::launcher::HistoryView {
    match &app.screen {
        Screen::Launcher(l) => l.history.as_ref().expect("History is open"),
        _ => panic!("not at the launcher"),
    }
}

#[test]
fn a_finished_game_is_in_history_with_its_details_and_in_statistics() {
    let dir = temp_dir("history-app");
    let mut app = app_in(&dir);
    cursor_to(&mut app, Entry::History);
    app.handle(Action::Select);
    assert!(history_view(&app).rows.is_empty());
    let screen = render(&app, 80, 24);
    assert!(screen.contains("No finished game yet"), "{screen}");
    app.handle(Action::Back);

    finish_a_computer_game(&mut app, 5);
    finish_a_computer_game(&mut app, 6);
    // Out of Continue, into finished/ and the database, as the game ended.
    assert!(saves_in(&dir).is_empty());
    assert!(dir.join("naipes.sqlite3").exists());
    assert_eq!(std::fs::read_dir(dir.join("finished")).unwrap().count(), 2);

    cursor_to(&mut app, Entry::History);
    app.handle(Action::Select);
    assert_eq!(history_view(&app).rows.len(), 2);
    let screen = render(&app, 80, 24);
    assert!(screen.contains("History"), "{screen}");
    assert!(screen.contains("2 of 2 games"), "{screen}");
    assert!(
        screen.contains("▶ ") && screen.contains("Pala · Ana "),
        "{screen}"
    );
    assert!(
        screen.contains("g game") && screen.contains("p player"),
        "{screen}"
    );
    // i: the game's details (seats, scores, date, winner).
    app.handle(Action::Char('i'));
    match &app.popup {
        Some(Popup::Details { title, lines }) => {
            assert!(title.starts_with("Pala, 20"), "{title}");
            assert!(
                lines[0].starts_with("1. Ana (computer, easy): "),
                "{lines:?}"
            );
            assert!(lines.iter().any(|l| l.starts_with("Winner: ")), "{lines:?}");
        }
        other => panic!("expected the details, got {other:?}"),
    }
    let screen = render(&app, 80, 24);
    assert!(screen.contains("Winner: "), "{screen}");
    app.handle(Action::Back);
    assert!(app.popup.is_none());
    // Enter: the second game's replay, from its finished save; Esc comes back to
    // History as it was (same list, same highlighted game), not to the launcher's list.
    app.handle(Action::Down);
    assert_eq!(history_view(&app).cursor, 1);
    app.handle(Action::Select);
    assert!(matches!(app.screen, Screen::Replay(_)), "{:?}", app.popup);
    let screen = render(&app, 80, 24);
    assert!(screen.contains("Replay"), "{screen}");
    app.handle(Action::Back);
    assert!(!history_view(&app).stats);
    assert_eq!(history_view(&app).rows.len(), 2);
    assert_eq!(history_view(&app).cursor, 1);
    let screen = render(&app, 80, 24);
    assert!(screen.contains("2 of 2 games"), "{screen}");
    // p: only one player's games (here every game has Ana); g: one game, then the next.
    app.handle(Action::Char('p'));
    assert!(history_view(&app).player.is_some());
    app.handle(Action::Char('g'));
    assert_eq!(history_view(&app).game, Some("palabra"));
    assert!(history_view(&app).shown().is_empty());
    let screen = render(&app, 80, 24);
    assert!(screen.contains("No finished game matches"), "{screen}");
    app.handle(Action::Back);

    cursor_to(&mut app, Entry::Statistics);
    app.handle(Action::Select);
    assert!(history_view(&app).stats);
    let screen = render(&app, 80, 24);
    assert!(screen.contains("Statistics"), "{screen}");
    assert!(
        screen.contains("Player") && screen.contains("Ana"),
        "{screen}"
    );
    assert!(screen.contains("Pala, 3 seats, 2 games"), "{screen}");

    // Small terminals draw without panicking.
    for (w, h) in [(40, 12), (20, 6)] {
        let _ = render(&app, w, h);
    }
    app.lang = naipes::engine::Lang::Es;
    let screen = render(&app, 80, 24);
    assert!(
        screen.contains("Estadísticas") && screen.contains("Jugador"),
        "{screen}"
    );
}

#[test]
fn a_saved_game_is_deleted_from_continue_into_the_trash_after_asking() {
    let dir = temp_dir("delete-app");
    let mut a = app_in(&dir);
    ana_and_two_computers(&mut a, ["Bob", "Cy"], 9);
    let save = saves_in(&dir).pop().expect("a save");
    // Another window: the game is open in the first, so it is refused.
    let mut b = app_in(&dir);
    cursor_to(&mut b, Entry::Continue);
    b.handle(Action::Select);
    let screen = render(&b, 80, 24);
    assert!(screen.contains("d delete"), "{screen}");
    b.handle(Action::Char('d'));
    match &b.popup {
        Some(Popup::ConfirmDelete { what, .. }) => {
            assert!(what.contains("Delete this unfinished game?"), "{what}");
            assert!(what.contains("trash"), "{what}");
        }
        other => panic!("expected the question, got {other:?}"),
    }
    // n keeps it.
    b.handle(Action::Char('n'));
    assert!(b.popup.is_none() && save.exists());
    b.handle(Action::Char('d'));
    b.handle(Action::Char('y'));
    match &b.popup {
        Some(Popup::Notice(text)) => assert!(text.contains("another naipes window"), "{text}"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert!(save.exists());
    b.handle(Action::Select);
    // The first window closes: now it goes, with its lock, to trash/.
    a.handle(Action::Quit);
    a.handle(Action::Char('y'));
    assert!(a.quit);
    drop(a);
    b.handle(Action::Char('d'));
    b.handle(Action::Select);
    match &b.popup {
        Some(Popup::Notice(text)) => assert!(text.contains("moved to"), "{text}"),
        other => panic!("expected a notice, got {other:?}"),
    }
    assert!(!save.exists() && !save.with_extension("lock").exists());
    let name = save.file_name().unwrap();
    assert!(dir.join("trash").join(name).exists());
    assert!(dir.join("trash").join(name).with_extension("lock").exists());
    match &b.screen {
        Screen::Launcher(l) => assert!(l.saves.is_empty()),
        _ => panic!("left the launcher"),
    }
}

/// Once the game is over nothing is taken back: `u` says so (on the summary and after
/// it), the footer does not offer it, and the finished game stays as it ended.
#[test]
fn a_finished_game_refuses_undo() {
    let dir = temp_dir("undo-over");
    let mut app = app_in(&dir);
    ana_and_two_computers(&mut app, ["Computer 2", "Computer 3"], 8);
    for _ in 0..2000 {
        settle(&mut app);
        if table(&app).table.is_over() {
            break;
        }
        if table(&app).host.overlay != Overlay::None {
            app.handle(Action::Char('c'));
        } else if table(&app).acting_person() == Some(0) {
            person_plays_like_a_bot::<Pala>(&mut app, BotLevel::Normal);
        }
    }
    assert!(table(&app).table.is_over());
    let ended = serde_json::to_value(&table(&app).table.session).unwrap();
    for _ in 0..3 {
        press(&mut app, &[Action::Undo]);
        let t = table(&app);
        assert!(
            t.host.message.starts_with("u does nothing"),
            "{}",
            t.host.message
        );
        assert_eq!(serde_json::to_value(&t.table.session).unwrap(), ended);
        if t.host.overlay == Overlay::None {
            let screen = render_and_remember(&mut app, 80, 24);
            assert!(!screen.contains(" u  undo"), "{screen}");
            assert!(
                table(&app).host.message.contains("the game is over"),
                "{}",
                table(&app).host.message
            );
            return;
        }
        app.handle(Action::Char('c'));
    }
    panic!("the summaries never closed");
}

// The guided first round (README, "First Pala round").

/// Moves the hand's cursor onto `card` (and picks it with Space when `pick`).
fn to_card(app: &mut naipes::app::App, card: &str, pick: bool) {
    for _ in 0..20 {
        let t = table(app);
        let hand = t.ctx().view.map(|v| v.hand.clone()).unwrap_or_default();
        let at = t.host.ui.cursor.min(hand.len().saturating_sub(1));
        let taken = t.host.ui.selected.contains(&at);
        if hand.get(at).is_some_and(|c| c.short() == card) && !(pick && taken) {
            if pick {
                app.handle(Action::Toggle);
            }
            return;
        }
        app.handle(Action::Right);
    }
    panic!("{card} is not in the hand");
}

/// Does what a step asks, with the keys a player would press.
fn do_step(app: &mut naipes::app::App, step: &naipes::games::guide::Step) {
    use naipes::games::guide::Wait;
    match step.wait() {
        Wait::Key("enter") => app.handle(Action::Select),
        Wait::Key(k) => app.handle(Action::Char(k.chars().next().expect("a key"))),
        Wait::Move { kind: "bid", cards } => {
            for chip in cards {
                let want = naipes::games::pala::ui::CHIP_ORDER
                    .iter()
                    .position(|c| c.map_or('W', |c| c.letter()).to_string() == *chip)
                    .expect("a chip");
                while table(app).host.ui.chip_cursor != want {
                    app.handle(Action::Right);
                }
                app.handle(Action::Toggle);
            }
            app.handle(Action::Select);
        }
        Wait::Move { cards, .. } if cards.len() == 2 => {
            to_card(app, &cards[0], true);
            to_card(app, &cards[1], true);
            app.handle(Action::Select);
        }
        Wait::Move { cards, .. } if cards.len() == 1 => {
            to_card(app, &cards[0], false);
            app.handle(Action::Select);
        }
        Wait::Move { .. } => app.handle(Action::Select),
        Wait::RoundEnd => {
            while table(app)
                .table
                .guide
                .as_ref()
                .is_some_and(|g| !g.after_round())
            {
                person_plays_like_a_bot::<Pala>(app, BotLevel::Normal);
                app.settle();
            }
        }
    }
    app.settle();
}

/// The element a step points at holds its real content.
fn assert_points_at(app: &naipes::app::App, rows: &[String], memo: &naipes::app::table::TableMemo) {
    let step = guide_step::<Pala>(app).expect("a step");
    let at = memo.guide_at.expect("an element is highlighted");
    let inside = text_in(rows, at);
    let t = table(app);
    match step.at.as_str() {
        "hand" => {
            let hand = t.ctx().view.map(|v| v.hand.clone()).expect("a hand");
            for c in hand {
                assert!(inside.contains(&c.short()), "{} in {inside}", c.short());
            }
        }
        "trick" => assert!(
            ["Trick", "trick", "Baza", "baza"]
                .iter()
                .any(|w| inside.contains(w)),
            "{inside}"
        ),
        "seats" => assert!(
            inside.contains(&t.table.session.seats[0].name) && inside.contains("Berthe"),
            "{inside}"
        ),
        "chips" => assert!(
            inside.contains("Your chips") || inside.contains("Tus fichas"),
            "{inside}"
        ),
        "summary" => assert!(
            (inside.contains("Round 1") || inside.contains("ronda 1")) && inside.contains('+'),
            "{inside}"
        ),
        "score_pad" => assert!(
            (inside.contains("Score pad") || inside.contains("Puntos")) && inside.contains("Total"),
            "{inside}"
        ),
        other => panic!("unknown element {other}"),
    }
    let b = memo.guide_box.expect("a box");
    assert!(
        !b.intersects(at),
        "the box covers the element of step {}",
        step.at
    );
    // While the round goes on, the hand stays in sight.
    if t.table.guide.as_ref().is_some_and(|g| !g.after_round()) {
        let hand_row = rows
            .iter()
            .position(|r| r.contains("Apprentice's hand") || r.contains("Mano de Aprendiz"))
            .expect("the hand's row");
        assert!(
            !(b.y as usize..b.bottom() as usize).contains(&hand_row),
            "the box covers the hand"
        );
    }
}

#[test]
fn the_guided_first_round_from_the_help_to_the_end_and_back() {
    for lang in [naipes::engine::Lang::En, naipes::engine::Lang::Es] {
        walk_the_guide(lang);
    }
}

/// The whole guide by keys in `lang`, from the launcher's help to its end.
/// In the free play, a refused move is told in the step's box, and the box forgets it
/// once a move went (it stayed for the rest of the round; found by a tester).
fn refusal_goes_once_a_move_is_made(app: &mut naipes::app::App) {
    app.settle();
    assert!(table(app).acting_person().is_some(), "the learner plays");
    let mut fx = Vec::new();
    common::table_mut::<Pala>(app).play_person_move(PalaMove::BidChips(vec![]), &mut fx);
    let said =
        |app: &naipes::app::App| table(app).table.guide.as_ref().and_then(|g| g.said.clone());
    assert!(said(app).is_some(), "the refusal is told");
    let legal = table(app).ctx().legal.to_vec();
    common::table_mut::<Pala>(app).play_person_move(legal[0].clone(), &mut fx);
    app.perform_now(fx);
    assert_eq!(said(app), None);
    app.settle();
}

fn walk_the_guide(lang: naipes::engine::Lang) {
    let dir = temp_dir("guide-walk");
    let mut app = app_in(&dir);
    app.lang = lang;
    cursor_to(&mut app, entry_of("pala").unwrap());
    let launcher_cursor = match &app.screen {
        Screen::Launcher(l) => l.cursor,
        _ => unreachable!(),
    };
    app.handle(Action::Help);
    let (rows, _) = guide_screen(&mut app, 80, 24);
    assert!(
        rows.join("\n")
            .contains(lang.pick("g: a guided first round", "g: una primera ronda guiada")),
        "the help offers it:\n{}",
        rows.join("\n")
    );
    app.handle(Action::Char('g'));
    assert!(app.popup.is_none());
    assert!(table(&app).table.guide.is_some(), "the guide's table is on");
    app.settle();
    let script = naipes::games::pala::guide::script().expect("the script");
    for (i, step) in script.steps.iter().enumerate() {
        assert_eq!(table(&app).table.guide.as_ref().map(|g| g.step), Some(i));
        let (rows, memo) = guide_screen(&mut app, 80, 24);
        let words = box_words(&rows, &memo, false);
        assert!(
            words.contains(
                step.text(lang)
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ")
                    .as_str()
            ),
            "step {i}: {words}\n{}",
            rows.join("\n")
        );
        assert_points_at(&app, &rows, &memo);
        if step.wait() == naipes::games::guide::Wait::RoundEnd {
            refusal_goes_once_a_move_is_made(&mut app);
        }
        do_step(&mut app, step);
    }
    // The end: back where it started, nothing saved, recorded or counted.
    nothing_kept_after_the_guide(
        &app,
        &dir,
        launcher_cursor,
        lang.pick("Apprentice", "Aprendiz"),
    );
}

#[test]
fn the_guide_refuses_off_script_and_illegal_moves_and_esc_returns_to_the_game() {
    let dir = temp_dir("guide-off-script");
    let mut app = app_in(&dir);
    ana_and_two_computers(&mut app, ["Bob", "Cy"], 5);
    app.settle();
    let (game_path, game_ply) = (
        table(&app).table.save_path.clone(),
        table(&app).table.session.ply(),
    );
    app.handle(Action::Help);
    match &app.popup {
        Some(Popup::Help { guide, .. }) => assert_eq!(*guide, Some("pala")),
        other => panic!("no help: {other:?}"),
    }
    app.handle(Action::Char('g'));
    app.settle();
    // Steps 1-3 are read; a key other than Enter changes nothing and says why.
    app.handle(Action::Right);
    let (rows, memo) = guide_screen(&mut app, 80, 24);
    assert!(box_words(&rows, &memo, false).contains("read the step, then press Enter"));
    assert_eq!(table(&app).table.guide.as_ref().map(|g| g.step), Some(0));
    for _ in 0..3 {
        app.handle(Action::Select);
    }
    // The bid step: a null bid is legal but not the step's.
    let ply = table(&app).table.session.ply();
    app.handle(Action::Toggle);
    app.handle(Action::Select);
    let (rows, memo) = guide_screen(&mut app, 80, 24);
    let said = box_words(&rows, &memo, false);
    assert!(
        said.contains("not this step's") && said.contains("bid yellow and orange"),
        "{said}"
    );
    assert_eq!(table(&app).table.session.ply(), ply, "nothing was played");
    assert_eq!(table(&app).table.guide.as_ref().map(|g| g.step), Some(3));
    // Undo is refused with the reason.
    app.handle(Action::Undo);
    let (rows, memo) = guide_screen(&mut app, 80, 24);
    assert!(box_words(&rows, &memo, false).contains("takes nothing back"));
    app.handle(Action::Toggle);
    let step = guide_step::<Pala>(&app).expect("the bid step");
    do_step(&mut app, step);
    app.handle(Action::Select);
    // The mix step: one card on a purple trick while holding purple is illegal: the
    // rules' own words.
    let ply = table(&app).table.session.ply();
    to_card(&mut app, "R1", false);
    app.handle(Action::Select);
    let (rows, memo) = guide_screen(&mut app, 80, 24);
    assert!(
        box_words(&rows, &memo, false).contains("You hold a purple card"),
        "{}",
        rows.join("\n")
    );
    assert_eq!(table(&app).table.session.ply(), ply);
    // Esc asks first; n stays, y goes back to the game it was started from.
    app.handle(Action::Back);
    let (rows, memo) = guide_screen(&mut app, 80, 24);
    assert!(box_words(&rows, &memo, false).contains("Leave the guide?"));
    app.handle(Action::Char('n'));
    assert!(table(&app).table.guide.is_some());
    app.handle(Action::Back);
    app.handle(Action::Char('y'));
    let t = table(&app);
    assert!(t.table.guide.is_none());
    assert_eq!(t.table.save_path, game_path);
    assert_eq!(t.table.session.ply(), game_ply);
    assert_eq!(
        saves_in(&dir).len(),
        1,
        "only the game, not the guide, is saved"
    );
}

#[test]
fn during_the_guide_esc_asks_to_leave_and_a_tie_is_still_let_go_with_n() {
    let script = naipes::games::pala::guide::script().expect("the script");
    let free = script
        .steps
        .iter()
        .position(|s| s.round_end)
        .expect("a free-play step");
    for seed in 1..200 {
        let dir = temp_dir("guide-tie");
        let mut app = app_in(&dir);
        ana_and_two_computers(&mut app, ["Bob", "Cy"], seed);
        let tie = advance_until::<Pala>(&mut app, BotLevel::Normal, |t| {
            t.acting_person().is_some() && ask(&t.ctx()) == Ask::Tie
        });
        if !tie {
            continue;
        }
        let Screen::Table(t) = &mut app.screen else {
            unreachable!()
        };
        let t: &mut dyn std::any::Any = &mut **t;
        let t = t.downcast_mut::<GameTable<Pala>>().expect("Pala");
        let mut guide = naipes::app::guide::Guided::new(script);
        guide.step = free;
        t.table.guide = Some(guide);
        let keys = t.game_keys();
        assert!(keys.iter().all(|b| !b.keys.contains(&Action::Back)));
        assert!(keys.iter().any(|b| b.keys.contains(&Action::Char('n'))));
        app.handle(Action::Back);
        assert!(
            table(&app)
                .table
                .guide
                .as_ref()
                .is_some_and(|g| g.confirm_leave)
        );
        app.handle(Action::Char('n'));
        let ply = table(&app).table.session.ply();
        app.handle(Action::Char('n'));
        assert_eq!(
            table(&app).table.session.ply(),
            ply + 1,
            "the tie was let go"
        );
        return;
    }
    panic!("no tie in 200 seeds");
}

/// A key the launcher does not use says so, and `g` away from a game says where the
/// guided rounds are (every game has one); neither changes the screen.
#[test]
fn launcher_keys_that_do_nothing_say_why() {
    let dir = temp_dir("launcher-keys");
    let mut app = app_in(&dir);
    let message = |app: &naipes::app::App| match &app.screen {
        Screen::Launcher(l) => l.message.clone().unwrap_or_default(),
        _ => panic!("left the launcher"),
    };
    app.handle(Action::Char('x'));
    assert!(
        message(&app).starts_with("x does nothing here"),
        "{}",
        message(&app)
    );
    // Every game has its guided first round (issue 37).
    for e in entries() {
        if let Entry::Game(g) = e {
            assert!(naipes::games::GAMES[g].has_guide(), "game {g} has no guide");
        }
    }
    cursor_to(&mut app, Entry::Settings);
    app.handle(Action::Char('g'));
    assert!(
        message(&app).contains(
            "put the cursor on a game with a guided first round (Palabra, Rapiletras, Pala, Palace"
        ),
        "{}",
        message(&app)
    );
    assert!(app.popup.is_none() && matches!(app.screen, Screen::Launcher(_)));
}

/// With two people at the table, a round's summary (a screen for everyone) never has a
/// hand behind it, not even the next person's when they made the last play; after `c`
/// the keyboard goes to them by a hand-off (found by a tester: on a 50-row terminal the
/// next round's hand showed above the summary box).
#[test]
fn a_round_summary_hides_every_hand_until_the_hand_off() {
    let dir = temp_dir("summary-hides");
    let mut app = app_in(&dir);
    start_game(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", SeatKind::Human),
            seat("Cy", CPU),
        ],
        Mode::Pointillism,
        5,
    );
    let (mut summaries, mut to_a_person) = (0, 0);
    while summaries < 4 {
        let reached = advance_until::<Pala>(&mut app, BotLevel::Normal, |t| {
            matches!(t.host.overlay, Overlay::Summary(_)) && !t.table.is_over()
        });
        if !reached {
            break;
        }
        summaries += 1;
        let t = table(&app);
        let next = t.table.session.to_act().expect("a next round");
        assert_eq!(t.view(), None, "no hand behind the summary");
        let screen = render_and_remember(&mut app, 80, 60);
        assert!(!screen.contains("'s hand"), "{screen}");
        press(&mut app, &[Action::Char('c')]);
        let t = table(&app);
        assert_eq!(t.view(), None);
        if t.table.session.seats[next].is_human() {
            assert_eq!(t.host.handoff, Some(next));
            press(&mut app, &[Action::Select]);
            assert!(table(&app).view().is_some());
            to_a_person += 1;
        }
    }
    assert!(
        to_a_person >= 1,
        "no round passed to a person ({summaries} ended)"
    );
}

/// The hand-off to Bob shows Ana's move too, not only the computer's that came after
/// it: whoever played reads how their move went (found by a tester: a challenge's
/// outcome was hidden behind the computer's next move).
#[test]
fn the_hand_off_shows_every_move_since_the_last_person_played() {
    let dir = temp_dir("handoff-moves");
    let mut app = app_in(&dir);
    start_game(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Cy", CPU),
            seat("Bob", SeatKind::Human),
        ],
        Mode::Pointillism,
        5,
    );
    for _ in 0..2000 {
        app.settle();
        let t = table(&app);
        assert!(!t.table.is_over(), "no hand-off to Bob after Ana and Cy");
        if matches!(t.host.overlay, Overlay::Summary(_)) {
            press(&mut app, &[Action::Char('c')]);
            continue;
        }
        if let Some(seat) = t.host.handoff {
            let history = &t.table.session.history;
            let n = history.len();
            if seat == 2 && n >= 2 && history[n - 1].seat == 1 && history[n - 2].seat == 0 {
                let log = &t.host.log;
                let (ana, cy) = (log[log.len() - 2].clone(), log[log.len() - 1].clone());
                let screen = render(&app, 80, 24);
                for line in [&ana, &cy] {
                    let start: String = line.chars().take(24).collect();
                    assert!(screen.contains(&start), "{start:?} missing:\n{screen}");
                }
                assert!(screen.contains("Pass to Bob"), "{screen}");
                return;
            }
            press(&mut app, &[Action::Select]);
            continue;
        }
        person_plays_like_a_bot::<Pala>(&mut app, BotLevel::Normal);
    }
    panic!("no hand-off to Bob after Ana and Cy in 2000 steps");
}

/// Each person's hand cursor starts at the first card: the last person's cursor would
/// tell where the card they played sat in their sorted hand (found by a tester).
#[test]
fn the_next_persons_cursor_starts_at_the_first_card() {
    let dir = temp_dir("cursor-per-person");
    let mut app = app_in(&dir);
    start_game(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", SeatKind::Human),
            seat("Cy", SeatKind::Human),
        ],
        Mode::Pointillism,
        5,
    );
    let mut moved = 0;
    for _ in 0..200 {
        settle(&mut app);
        let t = table(&app);
        if t.table.is_over() || moved >= 3 {
            break;
        }
        if matches!(t.host.overlay, Overlay::Summary(_)) {
            press(&mut app, &[Action::Char('c')]);
            continue;
        }
        if t.host.handoff.is_some() {
            press(&mut app, &[Action::Select]);
            assert_eq!(table(&app).host.ui.cursor, 0, "a new person's cursor");
            continue;
        }
        let Some(view) = t.view() else { break };
        if view.hand.len() > 3 && ask(&t.ctx()) == Ask::Play {
            // The person moves the cursor away from the first card before playing.
            press(&mut app, &[Action::Right, Action::Right]);
            assert_eq!(table(&app).host.ui.cursor, 2);
            moved += 1;
        }
        person_plays_like_a_bot::<Pala>(&mut app, BotLevel::Normal);
    }
    assert!(moved >= 3, "the cursor was moved only {moved} times");
}

/// The Statistics screen shows a Palace player's challenge tallies whole at 80x24, in
/// English and Spanish: they were cut with "…" (found by a tester).
#[test]
fn challenge_tallies_fit_the_statistics_screen() {
    use naipes::games::{FinishedGame, FinishedSeat, Ranking, SeatFacts};
    use naipes::history::{Db, GameRow, Places};
    let dir = temp_dir("tallies-app");
    let kinds = [
        "translate",
        "first letter",
        "length",
        "category",
        "number",
        "plural",
        "opposite",
        "verb",
        "open",
        "other",
    ];
    let mut facts = SeatFacts::default();
    for (i, kind) in kinds.iter().enumerate() {
        facts
            .tallies
            .insert(format!("{kind} passed"), 10 + i as u32);
        facts.tallies.insert(format!("{kind} failed"), 3);
    }
    let seat = |name: &str, facts: SeatFacts, won: bool| FinishedSeat {
        name: name.into(),
        kind: SeatKind::Human,
        total: i32::from(won),
        won,
        hints: 0,
        facts,
    };
    let row = GameRow {
        id: "palace-1.json".into(),
        finished_at: 1_700_000_000,
        game: FinishedGame {
            game: "palace".into(),
            seed: 1,
            moves: 40,
            ranking: Ranking::Highest,
            practice: false,
            seats: vec![
                seat("Ana", facts, true),
                seat("Bob", SeatFacts::default(), false),
            ],
        },
    };
    let (mut db, _) = Db::open(&Places { data: dir.clone() }).unwrap();
    db.insert(&[row], &|_| {}).unwrap();
    drop(db);
    let mut app = app_in(&dir);
    cursor_to(&mut app, Entry::Statistics);
    app.handle(Action::Select);
    assert!(history_view(&app).stats);
    let screen = render(&app, 80, 24);
    assert!(!screen.contains('…'), "{screen}");
    assert!(
        screen.contains("challenges passed: category 13/16,"),
        "{screen}"
    );
    for kind in kinds {
        assert!(screen.contains(&format!("{kind} ")), "{kind}: {screen}");
    }
    app.lang = naipes::engine::Lang::Es;
    let screen = render(&app, 80, 24);
    assert!(!screen.contains('…'), "{screen}");
    assert!(
        screen.contains("retos superados: categoría 13/16,"),
        "{screen}"
    );
    for kind in ["traducir", "inicial", "contrario", "libre", "otros"] {
        assert!(screen.contains(&format!("{kind} ")), "{kind}: {screen}");
    }
}

/// Issue 36: the guided first round at 40x20, from `g` on the launcher to its end, in
/// English and Spanish: each step's whole text is in its box, the box points at the part
/// of the compact table the step explains (which holds it: the hand's cards, the trick,
/// the seats, the chips) and never covers it, nor the hand when a move is asked. The
/// boxes pointed at the full board's places, which the compact table does not have.
#[test]
fn the_guided_first_round_at_phone_size() {
    for lang in [naipes::engine::Lang::En, naipes::engine::Lang::Es] {
        let dir = temp_dir("guide-phone");
        let mut app = app_in(&dir);
        app.lang = lang;
        cursor_to(&mut app, entry_of("pala").unwrap());
        app.handle(Action::Char('g'));
        app.settle();
        let script = naipes::games::pala::guide::script().expect("the script");
        for (i, step) in script.steps.iter().enumerate() {
            let (rows, memo) = guide_screen(&mut app, 40, 20);
            let screen = rows.join("\n");
            assert!(!screen.contains("too small"), "{screen}");
            // Below the title, the box's rows (it has no side borders at this size).
            let b = memo.guide_box.expect("a box");
            let below_title = ratatui::layout::Rect {
                y: b.y + 1,
                height: b.height - 1,
                ..b
            };
            let words = text_in(&rows, below_title)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            let text = step.text(lang).split_whitespace().collect::<Vec<_>>();
            assert!(
                words.contains(&text.join(" ")),
                "step {i}: {words}\n{screen}"
            );
            if let Some(at) = memo.guide_at {
                assert!(!b.intersects(at), "step {i} covers {}:\n{screen}", step.at);
                let inside = text_in(&rows, at);
                let t = table(&app);
                match step.at.as_str() {
                    "hand" => {
                        let hand = t.ctx().view.map(|v| v.hand.clone()).expect("a hand");
                        for c in hand {
                            assert!(inside.contains(&c.short()), "step {i}: {inside}\n{screen}");
                        }
                    }
                    "seats" => assert!(inside.contains("Berthe"), "step {i}: {inside}"),
                    "chips" => assert!(inside.contains("[ W"), "step {i}: {inside}"),
                    "trick" => assert!(!inside.trim().is_empty(), "step {i}: {screen}"),
                    _ => {}
                }
            } else {
                // Only the table's own boxes (the summary, the score pad) may lack a
                // place on the compact board; every part of the board has one.
                assert!(
                    ["summary", "score_pad", "messages"].contains(&step.at.as_str()),
                    "step {i} points at nothing: {}\n{screen}",
                    step.at
                );
            }
            // While a step asks for a move, the hand's cards stay in sight.
            let t = table(&app);
            if t.table.guide.as_ref().is_some_and(|g| !g.after_round())
                && step.key.is_none()
                && let Some(view) = t.ctx().view
                && let Some(first) = view.hand.first()
            {
                let outside: String = rows
                    .iter()
                    .enumerate()
                    .filter(|(y, _)| !(b.y as usize..b.bottom() as usize).contains(y))
                    .map(|(_, r)| r.as_str())
                    .collect();
                assert!(
                    outside.contains(&format!(" {} ", first.short())),
                    "step {i}: the box covers the hand\n{screen}"
                );
            }
            do_step(&mut app, step);
        }
        assert!(
            matches!(app.screen, Screen::Launcher(_)),
            "the round ends back at the launcher"
        );
    }
}
