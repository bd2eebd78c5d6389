//! Issue 38: the full-screen table for a screen reader. With `focus_cursor` on, every
//! draw leaves the terminal's cursor (shown) on the focused item: the card under the
//! hand's cursor, the chip chosen, the word or answer being typed (right after its last
//! letter), the hand-off's "press Enter", the launcher's, setup's and Settings' row, a
//! question's answer; with it off the cursor stays hidden. And a key that moves the
//! hand's cursor redraws only what changed.

use crate::common;

use common::*;
use naipes::app::launcher::{Entry, entries};
use naipes::app::{App, Screen};
use naipes::engine::{BotLevel, Seat};
use naipes::game_screen::keys::Action;
use naipes::games::pala::ui::{Ask as PalaAsk, ask as pala_ask};
use naipes::games::pala::{Mode, Pala, PalaRules};
use ratatui::Terminal;

const FULL: (u16, u16) = (80, 24);
const PHONE: (u16, u16) = (40, 20);

/// The screen's rows and where the cursor is shown (None: hidden), after a draw.
fn drawn(app: &mut App, (w, h): (u16, u16)) -> (Vec<String>, Option<(u16, u16)>) {
    let term = draw_and_remember(app, w, h);
    let backend = term.backend();
    let buf = backend.buffer();
    let rows = (0..h)
        .map(|y| (0..w).map(|x| buf[(x, y)].symbol()).collect::<String>())
        .collect();
    let cursor = backend.cursor_visible().then(|| {
        let at = backend.cursor_position();
        (at.x, at.y)
    });
    (rows, cursor)
}

/// The focused item's text: its row from the cursor on. Panics (with the screen) when
/// the cursor is hidden.
fn at_cursor(app: &mut App, size: (u16, u16)) -> (String, (u16, u16)) {
    let (rows, cursor) = drawn(app, size);
    let Some((x, y)) = cursor else {
        panic!("no cursor at {size:?}:\n{}", rows.join("\n"));
    };
    let text = rows[y as usize].chars().skip(x as usize).collect();
    (text, (x, y))
}

/// The text just before the cursor on its row.
fn before_cursor(app: &mut App, size: (u16, u16), n: usize) -> String {
    let (rows, cursor) = drawn(app, size);
    let Some((x, y)) = cursor else {
        panic!("no cursor at {size:?}:\n{}", rows.join("\n"));
    };
    let row: Vec<char> = rows[y as usize].chars().collect();
    row[(x as usize).saturating_sub(n)..x as usize]
        .iter()
        .collect()
}

/// With the setting off the same screen hides the cursor.
fn hidden_when_off(app: &mut App, size: (u16, u16)) {
    app.loaded.config.settings.focus_cursor = false;
    let (rows, cursor) = drawn(app, size);
    assert_eq!(cursor, None, "the setting is off:\n{}", rows.join("\n"));
    app.loaded.config.settings.focus_cursor = true;
}

fn seats(names: &[&str], humans: usize) -> Vec<Seat> {
    seats_named(names, humans)
}

fn focused_app(name: &str) -> App {
    let mut app = app_in(&temp_dir(&format!("focus-{name}")));
    app.loaded.config.settings.focus_cursor = true;
    app
}

fn pala(name: &str, humans: usize, mode: Mode, seed: u64) -> App {
    let mut app = focused_app(name);
    let rules = PalaRules {
        mode,
        ..PalaRules::default()
    };
    start::<Pala>(
        &mut app,
        seats(&["Ana", "Bob", "Cy", "Di"], humans),
        &rules,
        seed,
    );
    app.settle();
    app
}

fn pala_at(app: &mut App, want: PalaAsk) -> bool {
    advance_until::<Pala>(app, BotLevel::Normal, |t| {
        t.acting_person().is_some() && pala_ask(&t.ctx()) == want
    })
}

/// The face Pala draws for the card at `i` of the hand.
fn pala_face(app: &App, i: usize) -> String {
    let view = table::<Pala>(app).view().expect("a hand");
    let card = view.hand[i];
    format!(" {}{} ", card.color.letter(), card.value)
}

#[test]
fn the_cursor_is_on_the_card_under_the_hand_cursor_in_pala() {
    for size in [FULL, PHONE] {
        let mut app = pala(&format!("pala-{}", size.0), 1, Mode::Pointillism, 21);
        assert!(pala_at(&mut app, PalaAsk::Play));
        let cursor = table::<Pala>(&app).host.ui.cursor;
        let (text, at) = at_cursor(&mut app, size);
        assert!(text.starts_with(&pala_face(&app, cursor)), "{text:?}");
        app.handle(Action::Right);
        let next = table::<Pala>(&app).host.ui.cursor;
        assert_ne!(next, cursor);
        let (text, moved) = at_cursor(&mut app, size);
        assert!(text.starts_with(&pala_face(&app, next)), "{text:?}");
        assert_ne!(moved, at, "the cursor follows the hand's");
        hidden_when_off(&mut app, size);
    }
}

#[test]
fn the_cursor_is_on_the_chip_under_the_cursor_in_pala_s_bid() {
    for size in [FULL, PHONE] {
        let mut app = pala(&format!("pala-chips-{}", size.0), 1, Mode::Pointillism, 21);
        assert!(pala_at(&mut app, PalaAsk::ChipBid));
        let (text, at) = at_cursor(&mut app, size);
        assert!(text.starts_with("[ W "), "{text:?}");
        app.handle(Action::Right);
        let (text, moved) = at_cursor(&mut app, size);
        assert!(text.starts_with('['), "{text:?}");
        assert!(moved.0 > at.0 && moved.1 == at.1, "{at:?} then {moved:?}");
        hidden_when_off(&mut app, size);
    }
}

#[test]
fn the_cursor_is_on_the_hand_off_s_press_enter_line() {
    for size in [FULL, PHONE] {
        let mut app = pala(
            &format!("pala-handoff-{}", size.0),
            2,
            Mode::Pointillism,
            42,
        );
        assert!(table::<Pala>(&app).host.handoff.is_some());
        let (text, _) = at_cursor(&mut app, size);
        assert!(text.starts_with("Pass to "), "{text:?}");
        assert!(text.contains(", then press"), "{text:?}");
        hidden_when_off(&mut app, size);
    }
}

#[test]
fn the_cursor_is_on_the_card_under_the_hand_cursor_in_palace_and_after_the_answer() {
    use naipes::games::palace::ui::{Ask, ask};
    use naipes::games::palace::{Palace, PalaceRules};
    let palace_at = |app: &mut App, want: Ask| {
        advance_until::<Palace>(app, BotLevel::Normal, |t| {
            t.acting_person().is_some() && ask(&t.ctx()) == want
        })
    };
    let label = |app: &App| {
        let t = table::<Palace>(app);
        let view = t.view().expect("a hand");
        let cards = if view.hand.is_empty() {
            view.face_up[view.seat].clone()
        } else {
            view.hand.clone()
        };
        cards[t.host.ui.cursor(&t.ctx())].label()
    };
    for size in [FULL, PHONE] {
        let mut app = focused_app(&format!("palace-{}", size.0));
        let names = ["Ana", "Bob", "Cy"];
        start::<Palace>(&mut app, seats(&names, 1), &PalaceRules::default(), 11);
        app.settle();
        assert!(palace_at(&mut app, Ask::Cards));
        let (text, at) = at_cursor(&mut app, size);
        assert!(text.starts_with(&format!(" {} ", label(&app))), "{text:?}");
        app.handle(Action::Right);
        let (text, moved) = at_cursor(&mut app, size);
        assert!(text.starts_with(&format!(" {} ", label(&app))), "{text:?}");
        assert_ne!(at, moved);
        hidden_when_off(&mut app, size);
        // A challenge's answer being typed: right after its last letter.
        let mut app = focused_app(&format!("palace-answer-{}", size.0));
        start::<Palace>(&mut app, seats(&names, 1), &PalaceRules::default(), 3);
        app.settle();
        assert!(palace_at(&mut app, Ask::Answer));
        type_text(&mut app, "zq");
        typed_before_cursor(&mut app, size, "zq");
        hidden_when_off(&mut app, size);
    }
}

/// The word typed so far, right before the cursor, which is on the field's "_".
fn typed_before_cursor(app: &mut App, size: (u16, u16), typed: &str) {
    let before = before_cursor(app, size, typed.chars().count());
    assert!(
        before.eq_ignore_ascii_case(typed),
        "{before:?}, not {typed:?}"
    );
    let (text, _) = at_cursor(app, size);
    assert!(text.starts_with('_'), "{text:?}");
}

#[test]
fn the_cursor_follows_the_word_typed_in_palabra() {
    use naipes::games::palabra::ui::{Ask, ask};
    use naipes::games::palabra::{Palabra, PalabraRules};
    for size in [FULL, PHONE] {
        let mut app = focused_app(&format!("palabra-{}", size.0));
        let names = ["Ana", "Bob", "Cy"];
        start::<Palabra>(&mut app, seats(&names, 1), &PalabraRules::default(), 8);
        assert!(advance_until::<Palabra>(&mut app, BotLevel::Random, |t| {
            t.acting_person().is_some() && ask(&t.ctx()) == Ask::Play
        }));
        typed_before_cursor(&mut app, size, "");
        let view = table::<Palabra>(&app).view().expect("a hand");
        let letters: String = view
            .hand
            .iter()
            .filter_map(|c| c.letter())
            .take(3)
            .collect();
        let mut typed = String::new();
        for c in letters.chars() {
            type_text(&mut app, &c.to_string());
            typed.push(c);
            typed_before_cursor(&mut app, size, &typed);
        }
        hidden_when_off(&mut app, size);
    }
}

#[test]
fn the_cursor_follows_the_word_typed_in_rapiletras_and_leftovers() {
    use naipes::games::leftovers::{LeftRules, Leftovers, Phase};
    use naipes::games::rapiletras::ui::{Ask, ask};
    use naipes::games::rapiletras::{RapiRules, Rapiletras};
    let names = ["Ana", "Bob", "Cy"];
    for size in [FULL, PHONE] {
        let mut app = focused_app(&format!("rapi-{}", size.0));
        start::<Rapiletras>(&mut app, seats(&names, 1), &RapiRules::default(), 4);
        assert!(advance_until::<Rapiletras>(
            &mut app,
            BotLevel::Normal,
            |t| { t.acting_person().is_some() && ask(&t.ctx()) == Ask::Turn }
        ));
        type_text(&mut app, "ca");
        typed_before_cursor(&mut app, size, "ca");
        hidden_when_off(&mut app, size);

        let mut app = focused_app(&format!("leftovers-{}", size.0));
        start::<Leftovers>(&mut app, seats(&names, 1), &LeftRules::default(), 8);
        assert!(advance_until::<Leftovers>(
            &mut app,
            BotLevel::Normal,
            |t| {
                t.acting_person().is_some() && t.ctx().view.is_some_and(|v| v.phase == Phase::Play)
            }
        ));
        let view = table::<Leftovers>(&app).view().expect("a hand");
        let letters: String = view.hand.iter().map(|c| c.letter).take(2).collect();
        type_text(&mut app, &letters);
        typed_before_cursor(&mut app, size, &letters);
        hidden_when_off(&mut app, size);
    }
}

fn launcher_cursor(app: &App) -> usize {
    match &app.screen {
        Screen::Launcher(l) => l.cursor,
        _ => panic!("not at the launcher"),
    }
}

#[test]
fn the_cursor_is_on_the_row_chosen_in_the_launcher_settings_and_setup() {
    for size in [FULL, PHONE] {
        let mut app = focused_app(&format!("launcher-{}", size.0));
        let (text, at) = at_cursor(&mut app, size);
        assert!(text.starts_with("▶ Pala"), "{text:?}");
        app.handle(Action::Down);
        let (text, moved) = at_cursor(&mut app, size);
        assert!(text.starts_with("▶ "), "{text:?}");
        assert_eq!(moved, (at.0, at.1 + 1));
        hidden_when_off(&mut app, size);
        // Settings: its rows, down to the new one.
        let settings = entries().iter().position(|e| *e == Entry::Settings);
        while Some(launcher_cursor(&app)) != settings {
            app.handle(Action::Down);
        }
        app.handle(Action::Select);
        let (text, _) = at_cursor(&mut app, size);
        assert!(text.starts_with("▶ Language"), "{text:?}");
        press(&mut app, &[Action::Down; 3]);
        let (text, _) = at_cursor(&mut app, size);
        assert!(text.starts_with("▶ Cursor on the focused item"), "{text:?}");
        hidden_when_off(&mut app, size);
        app.handle(Action::Back);
        // Setup: the row chosen, and a seat's name right after its last letter.
        while launcher_cursor(&app) != 0 {
            app.handle(Action::Up);
        }
        app.handle(Action::Select);
        assert!(matches!(app.screen, Screen::Setup(_)));
        let (text, _) = at_cursor(&mut app, size);
        assert!(text.starts_with("▶ Players"), "{text:?}");
        app.handle(Action::Down);
        press(&mut app, &[Action::Backspace; 12]);
        type_text(&mut app, "Ana");
        assert_eq!(before_cursor(&mut app, size, 3), "Ana");
        assert!(at_cursor(&mut app, size).0.starts_with('_'));
        hidden_when_off(&mut app, size);
    }
}

#[test]
fn the_settings_row_turns_the_focus_cursor_on_and_writes_it() {
    let dir = temp_dir("focus-setting");
    let mut app = app_in(&dir);
    assert!(!app.loaded.config.settings.focus_cursor, "off by default");
    assert_eq!(drawn(&mut app, FULL).1, None);
    let settings = entries().iter().position(|e| *e == Entry::Settings);
    while Some(launcher_cursor(&app)) != settings {
        app.handle(Action::Down);
    }
    app.handle(Action::Select);
    press(&mut app, &[Action::Down, Action::Down, Action::Down]);
    app.handle(Action::Select);
    assert!(app.loaded.config.settings.focus_cursor);
    assert!(drawn(&mut app, FULL).1.is_some(), "shown at once");
    app.handle(Action::Back);
    app.settle();
    let written = std::fs::read_to_string(dir.join("config.toml")).expect("settings written");
    assert!(written.contains("focus_cursor = true"), "{written}");
}

#[test]
fn the_cursor_is_on_a_question_s_answer() {
    let mut app = pala("pala-quit", 1, Mode::Pointillism, 21);
    assert!(pala_at(&mut app, PalaAsk::Play));
    app.handle(Action::Quit);
    for size in [FULL, PHONE] {
        let (text, _) = at_cursor(&mut app, size);
        assert!(text.starts_with("y / Enter: quit"), "{text:?}");
        hidden_when_off(&mut app, size);
    }
}

/// A terminal's output that only counts its bytes.
#[derive(Clone, Default)]
struct Counted(std::rc::Rc<std::cell::Cell<usize>>);

impl std::io::Write for Counted {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.set(self.0.get() + buf.len());
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The bytes a draw sends to the terminal, after the frame before it.
fn bytes_of(
    term: &mut Terminal<ratatui::backend::CrosstermBackend<Counted>>,
    sent: &Counted,
    app: &App,
) -> usize {
    let before = sent.0.get();
    term.draw(|f| {
        naipes::ui::draw(f, app);
    })
    .expect("draw");
    sent.0.get() - before
}

/// A key that moves the hand's cursor by one card redraws only what changed (the marks
/// under two cards, the cursor): far fewer bytes than the whole screen (issue 38: a
/// screen reader re-reads what is repainted).
#[test]
fn a_key_that_moves_the_hand_cursor_redraws_only_what_changed() {
    use ratatui::layout::Rect;
    use ratatui::{TerminalOptions, Viewport};
    let mut app = pala("pala-bytes", 1, Mode::Pointillism, 21);
    assert!(pala_at(&mut app, PalaAsk::Play));
    for focus in [false, true] {
        app.loaded.config.settings.focus_cursor = focus;
        let sent = Counted::default();
        let backend = ratatui::backend::CrosstermBackend::new(sent.clone());
        let viewport = Viewport::Fixed(Rect::new(0, 0, FULL.0, FULL.1));
        let mut term =
            Terminal::with_options(backend, TerminalOptions { viewport }).expect("terminal");
        let whole = bytes_of(&mut term, &sent, &app);
        let again = bytes_of(&mut term, &sent, &app);
        app.handle(Action::Right);
        let moved = bytes_of(&mut term, &sent, &app);
        assert!(whole > 1000, "the first frame is the whole screen: {whole}");
        assert!(
            again < 100,
            "nothing changed, next to nothing sent: {again}"
        );
        assert!(moved * 10 < whole, "{moved} bytes of {whole}");
    }
}
