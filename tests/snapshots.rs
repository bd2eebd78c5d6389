//! Screens at 80x24, compared with reviewed snapshots (insta). Text only: colors are not
//! part of a snapshot, which is also how a NO_COLOR terminal sees them.

mod common;

use common::*;
use naipes::app::Screen;
use naipes::app::keys::Action;
use naipes::engine::{BotLevel, Seat, SeatKind};
use naipes::games::pala::Mode;

fn seats(humans: usize) -> Vec<Seat> {
    ["Ana", "Bob", "Cy", "Di"]
        .iter()
        .enumerate()
        .map(|(i, n)| Seat {
            name: n.to_string(),
            kind: if i < humans {
                SeatKind::Human
            } else {
                SeatKind::Computer(BotLevel::Heuristic)
            },
        })
        .collect()
}

fn start(app: &mut naipes::app::App, humans: usize, mode: Mode, seed: u64) {
    let mut rules = app.loaded.config.pala.clone();
    rules.mode = mode;
    let t = naipes::app::table::Table::start_pala(app, seats(humans), rules, seed).unwrap();
    app.screen = Screen::Table(Box::new(t));
}

#[test]
fn launcher() {
    let dir = temp_dir("snap-launcher");
    let app = app_in(&dir);
    insta::assert_snapshot!(render(&app, 80, 24));
}

#[test]
fn setup() {
    let dir = temp_dir("snap-setup");
    let mut app = app_in(&dir);
    app.loaded.user_file = "/home/you/.config/naipes/config.toml".into();
    // The launcher starts on Pala, the first game ready to play.
    app.handle(Action::Select);
    insta::assert_snapshot!(render(&app, 80, 24));
}

#[test]
fn hand_off() {
    let dir = temp_dir("snap-handoff");
    let mut app = app_in(&dir);
    start(&mut app, 2, Mode::Pointillism, 42);
    settle(&mut app);
    insta::assert_snapshot!(render(&app, 80, 24));
}

#[test]
fn table_pointillism_bidding() {
    let dir = temp_dir("snap-bid");
    let mut app = app_in(&dir);
    start(&mut app, 1, Mode::Pointillism, 42);
    settle(&mut app);
    insta::assert_snapshot!(render(&app, 80, 24));
}

#[test]
fn table_mid_trick() {
    let dir = temp_dir("snap-trick");
    let mut app = app_in(&dir);
    start(&mut app, 1, Mode::Impressionism, 7);
    // Pass the bidding, then stop at the first card Ana must play.
    for _ in 0..50 {
        settle(&mut app);
        if let Screen::Table(t) = &app.screen
            && t.ask() == naipes::app::table::Ask::Play
        {
            break;
        }
        app.handle(Action::Char('p'));
    }
    insta::assert_snapshot!(render(&app, 80, 24));
}

#[test]
fn rapiletras_table() {
    let dir = temp_dir("snap-rapi");
    let mut app = app_in(&dir);
    let t = naipes::app::rapi_table::RapiTable::start(
        &mut app,
        seats(1)[..3].to_vec(),
        Default::default(),
        8,
        naipes::engine::Lang::Es,
    )
    .unwrap();
    app.screen = Screen::Rapi(Box::new(t));
    settle(&mut app);
    for c in "casa".chars() {
        app.handle(Action::Char(c));
    }
    insta::assert_snapshot!(render(&app, 80, 24));
}

#[test]
fn palabra_table() {
    let dir = temp_dir("snap-palabra");
    let mut app = app_in(&dir);
    let t = naipes::app::palabra_table::PalabraTable::start(
        &mut app,
        seats(1)[..3].to_vec(),
        Default::default(),
        4,
    )
    .unwrap();
    app.screen = Screen::Palabra(Box::new(t));
    settle(&mut app);
    for c in "dolts".chars() {
        app.handle(Action::Char(c));
    }
    insta::assert_snapshot!(render(&app, 80, 24));
}
