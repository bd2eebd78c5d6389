//! Every screen, at 80x24 and at a large size, compared with reviewed snapshots (insta).
//! Text only: colors are not part of a snapshot, which is also how a NO_COLOR terminal
//! sees them. Seeds are chosen at setup here, so headers may show them.

use crate::common;
use naipes::game_screen::game_ui::ScreenedGame;

use common::*;
use naipes::app::App;
use naipes::app::table::{GameTable, Overlay};
use naipes::engine::{BotLevel, Seat};
use naipes::game_screen::keys::Action;
use naipes::games::pala::ui::{Ask as PalaAsk, ask as pala_ask};
use naipes::games::pala::{Mode, Pala, PalaRules};
use naipes::games::palabra::ui::{Ask as PalabraAsk, ask as palabra_ask};
use naipes::games::palabra::{Palabra, PalabraRules, WordCheck};
use naipes::games::rapiletras::ui::{Ask as RapiAsk, ask as rapi_ask};
use naipes::games::rapiletras::{RapiRules, Rapiletras};

const LARGE: (u16, u16) = (160, 48);

fn seats(names: &[&str], humans: usize) -> Vec<Seat> {
    seats_named(names, humans)
}

/// The screen at 80x24 and at the large size, under one name.
fn both(app: &mut App, name: &str) {
    insta::assert_snapshot!(format!("{name}_80x24"), render_and_remember(app, 80, 24));
    insta::assert_snapshot!(
        format!("{name}_large"),
        render_and_remember(app, LARGE.0, LARGE.1)
    );
    // Leave the app as a normal terminal would have it.
    render_and_remember(app, 80, 24);
}

fn new_app(name: &str) -> App {
    let dir = temp_dir(&format!("snap-{name}"));
    let mut app = app_in(&dir);
    app.loaded.user_file = "/home/you/.config/naipes/config.toml".into();
    app
}

#[test]
fn launcher_and_settings() {
    let mut app = new_app("launcher");
    both(&mut app, "launcher");
    for _ in 0..20 {
        if let naipes::app::Screen::Launcher(l) = &app.screen
            && l.selected() == naipes::app::launcher::Entry::Settings
        {
            break;
        }
        app.handle(Action::Down);
    }
    app.handle(Action::Select);
    both(&mut app, "settings");
}

/// Issue 23: Continue's lines were cut mid-word ("Impressionism · round …"). They are
/// cut after a whole word with "…", game, date and players first, and wider terminals
/// show more.
#[test]
fn continue_list_cuts_at_a_word() {
    let dir = temp_dir("snap-continue");
    {
        let mut app = app_in(&dir);
        let rules = PalaRules {
            mode: Mode::Impressionism,
            ..PalaRules::default()
        };
        let names = ["Alexandrina", "Bartholomew", "Constantina", "Maximiliano"];
        start::<Pala>(&mut app, seats(&names, 1), &rules, 23);
        app.settle();
    }
    let mut app = app_in(&dir);
    app.loaded.user_file = "/home/you/.config/naipes/config.toml".into();
    let target = naipes::app::launcher::entries()
        .iter()
        .position(|e| *e == naipes::app::launcher::Entry::Continue);
    for _ in 0..20 {
        if let naipes::app::Screen::Launcher(l) = &app.screen
            && Some(l.cursor) == target
        {
            break;
        }
        app.handle(Action::Down);
    }
    app.handle(Action::Select);
    let narrow = render_and_remember(&mut app, 80, 24);
    let line = narrow
        .lines()
        .find(|l| l.contains("▶ Pala"))
        .unwrap_or_else(|| panic!("no save line:\n{narrow}"));
    assert!(line.contains("…"), "{line}");
    let shown = line.split('…').next().unwrap_or_default();
    let word = shown.rsplit([' ', ',']).next().unwrap_or_default();
    assert!(
        [
            "Impressionism",
            "round",
            "Pala",
            "Alexandrina",
            "Bartholomew",
            "Constantina",
            "Maximiliano",
            "ago"
        ]
        .iter()
        .any(|w| w.ends_with(word)),
        "the last word shown is whole: {line}"
    );
    both(&mut app, "continue_list");
    let wide = render_and_remember(&mut app, LARGE.0, LARGE.1);
    let wide_line = wide
        .lines()
        .find(|l| l.contains("▶ Pala"))
        .unwrap_or_default();
    assert!(
        wide_line.trim_end().chars().count() > line.trim_end().chars().count(),
        "a wider terminal shows more:\n{wide_line}"
    );
}

#[test]
fn setup_of_every_game() {
    for key in naipes::games::all_keys() {
        let mut app = new_app(&format!("setup-{key}"));
        let entry = naipes::app::launcher::entry_of(key).unwrap();
        let at = naipes::app::launcher::entries()
            .iter()
            .position(|e| *e == entry)
            .unwrap();
        while !matches!(&app.screen, naipes::app::Screen::Launcher(l) if l.cursor == at) {
            app.handle(Action::Down);
        }
        app.handle(Action::Select);
        both(&mut app, &format!("setup_{key}"));
        app.handle(Action::Help);
        insta::assert_snapshot!(format!("help_{key}_80x24"), render(&app, 80, 24));
    }
}

fn pala_app(name: &str, humans: usize, players: usize, mode: Mode, seed: u64) -> App {
    pala_app_in(naipes::engine::Lang::En, name, humans, players, mode, seed)
}

fn pala_app_in(
    lang: naipes::engine::Lang,
    name: &str,
    humans: usize,
    players: usize,
    mode: Mode,
    seed: u64,
) -> App {
    let mut app = new_app(name);
    app.lang = lang;
    let rules = PalaRules {
        mode,
        show_own_pile: true,
        ..PalaRules::default()
    };
    let names = ["Ana", "Bob", "Cy", "Di", "Eve"];
    start::<Pala>(&mut app, seats(&names[..players], humans), &rules, seed);
    app
}

fn pala_at(app: &mut App, want: PalaAsk) -> bool {
    advance_until::<Pala>(app, BotLevel::Normal, |t| {
        t.acting_person().is_some() && pala_ask(&t.ctx()) == want
    })
}

#[test]
fn pala_hand_off_and_bids() {
    let mut app = pala_app("pala-handoff", 2, 4, Mode::Pointillism, 42);
    app.settle();
    both(&mut app, "pala_hand_off");
    app.handle(Action::Select);
    assert!(pala_at(&mut app, PalaAsk::ChipBid));
    press(
        &mut app,
        &[Action::Right, Action::Toggle, Action::Right, Action::Toggle],
    );
    both(&mut app, "pala_chip_bid");
    let mut app = pala_app("pala-board", 1, 5, Mode::Impressionism, 7);
    assert!(pala_at(&mut app, PalaAsk::BoardBid));
    both(&mut app, "pala_board_bid");
    app.handle(Action::Select);
    both(&mut app, "pala_board_slot");
}

/// Where `text` is on the screen: (column, row).
fn find_on(screen: &str, text: &str) -> (u16, u16) {
    screen
        .lines()
        .enumerate()
        .find_map(|(row, line)| {
            line.find(text)
                .map(|at| (line[..at].chars().count() as u16, row as u16))
        })
        .unwrap_or_else(|| panic!("{text:?} is not on the screen:\n{screen}"))
}

#[test]
fn pala_clicks_choose_a_bid_slot_and_chips() {
    // Impressionism: a click on a free slot chooses it, a second click bids there.
    let mut app = pala_app("pala-click-board", 1, 5, Mode::Impressionism, 7);
    assert!(pala_at(&mut app, PalaAsk::BoardBid));
    let screen = render_and_remember(&mut app, 80, 24);
    let (column, row) = find_on(&screen, "+1 [ ]");
    app.handle(Action::Click { column, row });
    assert_eq!(common::table::<Pala>(&app).host.ui.slot_pick, Some(2));
    assert!(render(&app, 80, 24).contains("Slot chosen"));
    let ply = common::table::<Pala>(&app).table.session.ply();
    render_and_remember(&mut app, 80, 24);
    app.handle(Action::Click { column, row });
    let t = common::table::<Pala>(&app);
    assert_eq!(t.table.session.ply(), ply + 1, "the second click bids");
    assert!(
        naipes::engine::Rules::view_for(&t.table.session.game, 0).board[2]
            .1
            .is_some()
    );
    // Pointillism: a click on a chip picks it.
    let mut app = pala_app("pala-click-chips", 1, 4, Mode::Pointillism, 42);
    assert!(pala_at(&mut app, PalaAsk::ChipBid));
    let screen = render_and_remember(&mut app, 80, 24);
    let (column, row) = find_on(&screen, " B ");
    app.handle(Action::Click { column, row });
    let ui = &common::table::<Pala>(&app).host.ui;
    assert_eq!(ui.chips, vec![naipes::games::pala::Color::Blue]);
}

#[test]
fn pala_esc_clears_the_refusal_it_answers() {
    let mut app = pala_app("pala-stale", 1, 3, Mode::Pointillism, 5);
    assert!(pala_at(&mut app, PalaAsk::Play));
    // Three cards picked: Enter refuses; Esc puts them back and the refusal goes.
    press(
        &mut app,
        &[
            Action::Toggle,
            Action::Right,
            Action::Toggle,
            Action::Right,
            Action::Toggle,
            Action::Select,
        ],
    );
    let refusal = "Select one card, or two";
    assert!(render(&app, 80, 24).contains(refusal));
    app.handle(Action::Back);
    assert!(!render(&app, 80, 24).contains(refusal));
    // Nothing picked: Esc takes the refusal away too, and says what it does.
    if let naipes::app::Screen::Table(t) = &mut app.screen
        && let Some(t) = (&mut **t as &mut dyn std::any::Any).downcast_mut::<GameTable<Pala>>()
    {
        t.host.message = refusal.into();
    }
    assert!(render(&app, 80, 24).contains(refusal));
    app.handle(Action::Back);
    let screen = render(&app, 80, 24);
    assert!(!screen.contains(refusal), "{screen}");
    assert!(screen.contains("Nothing is picked"), "{screen}");
}

#[test]
fn pala_play_tie_and_cancel() {
    let mut app = pala_app("pala-play", 1, 3, Mode::Pointillism, 5);
    assert!(pala_at(&mut app, PalaAsk::Play));
    assert!(pala_at(&mut app, PalaAsk::Play));
    app.handle(Action::Toggle);
    both(&mut app, "pala_play");
    let mut found_tie = false;
    for seed in 1..200 {
        let mut app = pala_app("pala-tie", 1, 3, Mode::Pointillism, seed);
        if pala_at(&mut app, PalaAsk::Tie) {
            both(&mut app, "pala_tie");
            found_tie = true;
            break;
        }
    }
    assert!(found_tie, "no tie in 200 seeds");
    let mut found_cancel = false;
    for seed in 1..200 {
        let mut app = pala_app("pala-cancel", 1, 3, Mode::Impressionism, seed);
        if pala_at(&mut app, PalaAsk::Cancel) {
            app.handle(Action::Down);
            both(&mut app, "pala_cancel");
            found_cancel = true;
            break;
        }
    }
    assert!(found_cancel, "no cancel in 200 seeds");
}

/// Five seats at 80x24 leave two rows under the board: the cancel question (two rows)
/// is on the screen, whatever the last move's line needs (found by a tester: only the
/// last move showed, and the choice could not be seen).
#[test]
fn the_cancel_question_shows_with_five_seats_at_80x24() {
    for seed in 1..200 {
        let mut app = pala_app("pala-cancel-5", 2, 5, Mode::Impressionism, seed);
        if pala_at(&mut app, PalaAsk::Cancel) {
            let screen = render(&app, 80, 24);
            // The choice, or the best alone when there are too many ways to list.
            let listed = common::table::<Pala>(&app).ctx().legal.len() > 1;
            let question = if listed {
                "Cancel which cards?"
            } else {
                "Your Cancel cards cancel"
            };
            assert!(screen.contains(question), "seed {seed}\n{screen}");
            assert!(screen.contains("Enter confirms"), "seed {seed}\n{screen}");
            // Each choice says what the round scores with it (found by a tester).
            let t = common::table::<Pala>(&app);
            let view = t.view().expect("the chooser's view");
            let pile = view.own_pile.clone().expect("the chooser's pile");
            let best = naipes::games::pala::scoring::best_cancel(&pile, &view.board);
            let points =
                naipes::games::pala::scoring::impressionism_points(&pile, &view.board, &best);
            let wide = render(&app, 160, 48);
            assert!(
                wide.contains(&format!("you score {points}.")),
                "seed {seed}\n{wide}"
            );
            assert_eq!(wide.contains("Choice 1 of"), listed, "seed {seed}\n{wide}");
            return;
        }
    }
    panic!("no cancel in 200 seeds");
}

/// A pile with more ways to cancel than are listed offers only the best: the question
/// says so, with no "Choice 1 of 1 (↑↓)" (found by a tester).
#[test]
fn a_cancel_with_only_the_best_listed_says_so() {
    for seed in 1..60 {
        let mut app = pala_app("pala-cancel-best", 1, 3, Mode::Impressionism, seed);
        let found = advance_until::<Pala>(&mut app, BotLevel::Normal, |t| {
            let ctx = t.ctx();
            t.acting_person().is_some() && pala_ask(&ctx) == PalaAsk::Cancel && ctx.legal.len() == 1
        });
        if found {
            let screen = render(&app, 160, 48);
            assert!(
                screen.contains("the best of too many choices"),
                "seed {seed}\n{screen}"
            );
            assert!(!screen.contains("Choice 1 of 1"), "seed {seed}\n{screen}");
            assert!(!screen.contains("↑↓"), "seed {seed}\n{screen}");
            return;
        }
    }
    panic!("no cancel with only the best listed in 59 seeds");
}

#[test]
fn pala_overlays_summary_and_game_over() {
    let mut app = pala_app("pala-over", 1, 4, Mode::Pointillism, 3);
    assert!(pala_at(&mut app, PalaAsk::Play));
    app.handle(Action::Tab);
    insta::assert_snapshot!(
        "pala_score_pad_80x24",
        render_and_remember(&mut app, 80, 24)
    );
    app.handle(Action::Tab);
    app.handle(Action::Log);
    insta::assert_snapshot!("pala_moves_80x24", render_and_remember(&mut app, 80, 24));
    app.handle(Action::Log);
    assert!(advance_until::<Pala>(
        &mut app,
        BotLevel::Normal,
        |t| matches!(t.host.overlay, Overlay::Summary(_))
    ));
    both(&mut app, "pala_round_summary");
    app.handle(Action::Char('c'));
    advance_until::<Pala>(&mut app, BotLevel::Normal, |t| {
        t.table.is_over() && t.host.overlay == Overlay::None
    });
    both(&mut app, "pala_game_over");
}

fn palabra_app(name: &str, humans: usize, check: WordCheck, seed: u64) -> App {
    let mut app = new_app(name);
    let rules = PalabraRules {
        word_check: check,
        ..PalabraRules::default()
    };
    start::<Palabra>(&mut app, seats(&["Ana", "Bob", "Cy"], humans), &rules, seed);
    app
}

/// Plays on until the table shows a public question (a word the people judge).
fn polled<G: ScreenedGame>(app: &mut App) -> bool {
    advance_until::<G>(app, BotLevel::Normal, |t| t.poll().is_some())
}

fn palabra_at(app: &mut App, want: PalabraAsk) -> bool {
    advance_until::<Palabra>(app, BotLevel::Random, |t| {
        t.acting_person().is_some() && palabra_ask(&t.ctx()) == want
    })
}

#[test]
fn palabra_screens() {
    let mut app = palabra_app("palabra", 1, WordCheck::Strict, 8);
    assert!(palabra_at(&mut app, PalabraAsk::Play));
    both(&mut app, "palabra_play");
    let view = table::<Palabra>(&app).view().unwrap();
    let letters: String = view
        .hand
        .iter()
        .filter_map(|c| c.letter())
        .take(3)
        .collect();
    type_text(&mut app, &letters);
    both(&mut app, "palabra_typing");
    app.handle(Action::Back);
    assert!(palabra_at(&mut app, PalabraAsk::PrePlay));
    both(&mut app, "palabra_pre_play");
    let mut app = palabra_app("palabra-challenge", 2, WordCheck::Challenge, 9);
    assert!(polled::<Palabra>(&mut app));
    both(&mut app, "palabra_challenge");
    let mut app = palabra_app("palabra-vote", 2, WordCheck::Vote, 9);
    assert!(polled::<Palabra>(&mut app));
    both(&mut app, "palabra_vote");
    let mut app = palabra_app("palabra-end", 1, WordCheck::Strict, 10);
    assert!(advance_until::<Palabra>(
        &mut app,
        BotLevel::Random,
        |t| matches!(t.host.overlay, Overlay::Summary(_))
    ));
    both(&mut app, "palabra_summary");
    app.handle(Action::Char('c'));
    both(&mut app, "palabra_game_over");
}

fn rapi_app(name: &str, humans: usize, rules: RapiRules, seed: u64) -> App {
    let mut app = new_app(name);
    start::<Rapiletras>(&mut app, seats(&["Ana", "Bob", "Cy"], humans), &rules, seed);
    app
}

fn rapi_at(app: &mut App, want: RapiAsk) -> bool {
    advance_until::<Rapiletras>(app, BotLevel::Normal, |t| {
        t.acting_person().is_some() && rapi_ask(&t.ctx()) == want
    })
}

#[test]
fn rapiletras_screens() {
    let mut app = rapi_app("rapi", 1, RapiRules::default(), 4);
    assert!(rapi_at(&mut app, RapiAsk::Turn));
    both(&mut app, "rapiletras_turn");
    // A word typed onto a table word: the line under it says what it would do.
    let found = advance_until::<Rapiletras>(&mut app, BotLevel::Normal, |t| {
        t.acting_person().is_some()
            && rapi_ask(&t.ctx()) == RapiAsk::Turn
            && !t.ctx().public.table.is_empty()
    });
    assert!(found);
    app.handle(Action::Down);
    let word = table::<Rapiletras>(&app).ctx().public.table[0]
        .letters
        .clone();
    type_text(&mut app, &format!("{word}S"));
    both(&mut app, "rapiletras_change_word");
    let rules = RapiRules {
        word_check: naipes::games::rapiletras::WordCheck::Challenge,
        ..RapiRules::default()
    };
    let mut app = rapi_app("rapi-answer", 2, rules, 5);
    assert!(polled::<Rapiletras>(&mut app));
    both(&mut app, "rapiletras_answer");
    let mut app = rapi_app("rapi-end", 1, RapiRules::default(), 6);
    assert!(advance_until::<Rapiletras>(
        &mut app,
        BotLevel::Normal,
        |t| matches!(t.host.overlay, Overlay::Summary(_))
    ));
    both(&mut app, "rapiletras_hand_summary");
    app.handle(Action::Char('c'));
    advance_until::<Rapiletras>(&mut app, BotLevel::Normal, |t: &GameTable<Rapiletras>| {
        t.table.is_over() && t.host.overlay == Overlay::None
    });
    both(&mut app, "rapiletras_game_over");
}

const LONG_NAMES: [&str; 5] = [
    "Alexandrina Ro",
    "Bartholomew Ka",
    "Constantina Li",
    "Maximiliano Pe",
    "Evangelina Sol",
];

/// Plays `G` with the long names until a round or two are on the score pad, and returns
/// the screen at 120x40 and the side pad's columns alone.
fn wide_pad<G: ScreenedGame>(
    name: &str,
    players: usize,
    rules: &G::HouseRules,
    seed: u64,
    min_ply: u64,
) -> (String, String) {
    let mut app = new_app(name);
    start::<G>(&mut app, seats(&LONG_NAMES[..players], 1), rules, seed);
    let mut summaries = 0;
    for _ in 0..50 {
        let stopped = advance_until::<G>(&mut app, BotLevel::Normal, |t| {
            matches!(t.host.overlay, Overlay::Summary(_))
                || (t.acting_person().is_some() && t.table.session.ply() >= min_ply)
        });
        if !stopped || table::<G>(&app).table.is_over() {
            break;
        }
        if !matches!(table::<G>(&app).host.overlay, Overlay::Summary(_)) {
            break;
        }
        app.handle(Action::Char('c'));
        summaries += 1;
        if summaries == 2 {
            break;
        }
    }
    let _ = advance_until::<G>(&mut app, BotLevel::Normal, |t| {
        t.acting_person().is_some() && !matches!(t.host.overlay, Overlay::Summary(_))
    });
    let screen = render_and_remember(&mut app, 120, 40);
    let pad: String = screen
        .lines()
        .map(|l| l.chars().skip(80).collect::<String>() + "\n")
        .collect();
    (screen, pad)
}

/// Issue 23: at 120 columns the side score pad cut names ("Playe…3") and Pala's bids
/// ("R=Cance"). Every game, 3 to 5 seats, names of 14 characters: whole.
#[test]
fn the_wide_score_pad_shows_whole_names() {
    use naipes::games::leftovers::{LeftRules, Leftovers};
    use naipes::games::palace::{Palace, PalaceRules};
    let mut checked = Vec::new();
    for players in [3, 5] {
        let impressionism = PalaRules {
            mode: Mode::Impressionism,
            ..PalaRules::default()
        };
        checked.push((
            format!("pala_impressionism_{players}"),
            wide_pad::<Pala>("pad-pala-i", players, &impressionism, 3, 10_000),
        ));
        checked.push((
            format!("pala_pointillism_{players}"),
            wide_pad::<Pala>("pad-pala-p", players, &PalaRules::default(), 3, 10_000),
        ));
        checked.push((
            format!("rapiletras_{players}"),
            wide_pad::<Rapiletras>("pad-rapi", players, &RapiRules::default(), 3, 24),
        ));
        checked.push((
            format!("palabra_{players}"),
            wide_pad::<Palabra>("pad-palabra", players, &PalabraRules::default(), 3, 24),
        ));
        checked.push((
            format!("palace_{players}"),
            wide_pad::<Palace>("pad-palace", players, &PalaceRules::default(), 3, 24),
        ));
        checked.push((
            format!("leftovers_{players}"),
            wide_pad::<Leftovers>("pad-left", players, &LeftRules::default(), 3, 24),
        ));
    }
    for (name, (screen, pad)) in &checked {
        insta::assert_snapshot!(format!("wide_score_pad_{name}_120x40"), screen);
        let players = if name.ends_with('3') { 3 } else { 5 };
        for n in &LONG_NAMES[..players] {
            assert!(
                pad.contains(n),
                "{name}: {n} is not whole in the pad:\n{pad}"
            );
        }
        assert_eq!(
            pad.matches("=Canc").count(),
            pad.matches("=Cancel").count(),
            "{name}: a cut bid:\n{pad}"
        );
        // No heading or legend word is cut at the pad's edge.
        for row in pad.lines() {
            let inside = row.trim_end().trim_end_matches('│').trim_end();
            assert!(
                !inside.ends_with("pala") && !inside.ends_with(" p") && !inside.ends_with("gan"),
                "{name}: a cut word:\n{pad}"
            );
        }
        if name.starts_with("pala_") {
            assert!(
                pad.contains("Round") && pad.contains("1  "),
                "{name}: no round:\n{pad}"
            );
        }
    }
}

/// The guided first round at 80x24: its steps after `steps` Enter/bid keys, in `lang`.
fn guide_app(name: &str, lang: naipes::engine::Lang) -> App {
    let mut app = new_app(name);
    app.lang = lang;
    app.handle(Action::Char('g'));
    app.settle();
    app
}

#[test]
fn guide_steps_80x24() {
    use naipes::engine::Lang;
    // English: the hand (step 2) and the mix (step 6).
    let mut app = guide_app("guide-en", Lang::En);
    app.handle(Action::Select);
    insta::assert_snapshot!("guide_hand_80x24", render_and_remember(&mut app, 80, 24));
    app.handle(Action::Select);
    app.handle(Action::Select);
    // Yellow and orange: the chips after W, R, B.
    for _ in 0..3 {
        app.handle(Action::Right);
    }
    app.handle(Action::Toggle);
    app.handle(Action::Right);
    app.handle(Action::Toggle);
    app.handle(Action::Select);
    app.settle();
    app.handle(Action::Select);
    insta::assert_snapshot!("guide_mix_80x24", render_and_remember(&mut app, 80, 24));
    // Spanish: the bid (step 4), after a null bid the step does not ask for.
    let mut app = guide_app("guide-es", Lang::Es);
    for _ in 0..3 {
        app.handle(Action::Select);
    }
    app.handle(Action::Toggle);
    app.handle(Action::Select);
    insta::assert_snapshot!("guide_bid_es_80x24", render_and_remember(&mut app, 80, 24));
}

/// A phone held upright (issue 36).
const PHONE: (u16, u16) = (40, 20);

/// The screen at phone size under `name`, after checking that nothing is drawn past the
/// screen's right edge (a line as wide as the screen is whole).
fn phone(app: &mut App, name: &str) -> String {
    let screen = render_and_remember(app, PHONE.0, PHONE.1);
    assert!(!screen.contains("too small"), "{name}:\n{screen}");
    insta::assert_snapshot!(format!("{name}_40x20"), screen);
    screen
}

/// Issue 36: Pala's compact seat screen at 40x20, in English and Spanish: the hand-off,
/// the chips bid, a trick being played with a card picked, and the bid board with five
/// seats (packed on few lines so that the hand and the board keep their rows).
#[test]
fn pala_at_phone_size() {
    use naipes::engine::Lang;
    for (lang, tag) in [(Lang::En, "en"), (Lang::Es, "es")] {
        let mut app = pala_app_in(
            lang,
            &format!("phone-handoff-{tag}"),
            2,
            4,
            Mode::Pointillism,
            42,
        );
        app.settle();
        phone(&mut app, &format!("pala_phone_hand_off_{tag}"));
        app.handle(Action::Select);
        assert!(pala_at(&mut app, PalaAsk::ChipBid));
        press(&mut app, &[Action::Right, Action::Toggle]);
        let screen = phone(&mut app, &format!("pala_phone_chip_bid_{tag}"));
        // Every chip is on the screen, where a tap picks it.
        let (column, row) = find_on(&screen, " B ");
        app.handle(Action::Click { column, row });
        let ui = &common::table::<Pala>(&app).host.ui;
        assert_eq!(
            ui.chips,
            vec![
                naipes::games::pala::Color::Red,
                naipes::games::pala::Color::Blue
            ]
        );
        // The last chip under the cursor is whole in 40 columns, and a tap picks it (its
        // closing bracket fell off the screen, and the tap did nothing; seen in tmux).
        let chip_cursor = common::table::<Pala>(&app).host.ui.chip_cursor;
        press(&mut app, &vec![Action::Right; 6 - chip_cursor]);
        let screen = render_and_remember(&mut app, PHONE.0, PHONE.1);
        assert!(screen.contains("[ P  ]"), "{screen}");
        let (column, row) = find_on(&screen, " P ");
        app.handle(Action::Click { column, row });
        let ui = &common::table::<Pala>(&app).host.ui;
        assert!(
            ui.chips.contains(&naipes::games::pala::Color::Purple),
            "{screen}"
        );
        let mut app = pala_app_in(
            lang,
            &format!("phone-play-{tag}"),
            1,
            3,
            Mode::Pointillism,
            5,
        );
        assert!(pala_at(&mut app, PalaAsk::Play));
        assert!(pala_at(&mut app, PalaAsk::Play));
        app.handle(Action::Toggle);
        let screen = phone(&mut app, &format!("pala_phone_play_{tag}"));
        // A tap on a card of the hand picks it (the hand's last row, its first card).
        let hand = common::table::<Pala>(&app)
            .view()
            .expect("Ana's hand")
            .hand
            .clone();
        let last = hand.len() - 1;
        let per_row = 7;
        let first_of_last_row = last - last % per_row;
        let card = hand[first_of_last_row];
        let text = format!("{}{}", card.color.letter(), card.value);
        let (column, row) = screen
            .lines()
            .enumerate()
            .filter_map(|(row, line)| {
                line.find(&format!(" {text} "))
                    .map(|at| (line[..at].chars().count() as u16 + 1, row as u16))
            })
            .last()
            .expect("the card on the screen");
        app.handle(Action::Click { column, row });
        let ui = &common::table::<Pala>(&app).host.ui;
        assert_eq!(ui.cursor, first_of_last_row, "{screen}");
        assert!(ui.selected.contains(&first_of_last_row));
        let mut app = pala_app_in(
            lang,
            &format!("phone-board-{tag}"),
            1,
            5,
            Mode::Impressionism,
            7,
        );
        assert!(pala_at(&mut app, PalaAsk::BoardBid));
        phone(&mut app, &format!("pala_phone_board_bid_{tag}"));
        app.handle(Action::Select);
        let screen = phone(&mut app, &format!("pala_phone_board_slot_{tag}"));
        assert!(screen.contains("[ ]"), "{screen}");
    }
}

/// Issue 36: the full-screen views open at 40x20 as at 80x24 and the move log scrolls.
#[test]
fn pala_score_pad_and_moves_at_phone_size() {
    let mut app = pala_app("phone-views", 1, 4, Mode::Pointillism, 3);
    assert!(pala_at(&mut app, PalaAsk::Play));
    app.handle(Action::Tab);
    phone(&mut app, "pala_phone_score_pad");
    app.handle(Action::Tab);
    app.handle(Action::Log);
    phone(&mut app, "pala_phone_moves");
    app.handle(Action::Log);
    assert!(advance_until::<Pala>(
        &mut app,
        BotLevel::Normal,
        |t| matches!(t.host.overlay, Overlay::Summary(_))
    ));
    phone(&mut app, "pala_phone_round_summary");
}

/// Issue 36: the answer screen (a vote on a word) at 40x20, English and Spanish: the
/// question and its keys are on the screen.
#[test]
fn the_answer_screen_at_phone_size() {
    use naipes::engine::Lang;
    for (lang, tag, question) in [
        (Lang::En, "en", "is it a word?"),
        (Lang::Es, "es", "¿es una palabra?"),
    ] {
        let mut app = new_app(&format!("phone-vote-{tag}"));
        app.lang = lang;
        let rules = PalabraRules {
            word_check: WordCheck::Vote,
            ..PalabraRules::default()
        };
        start::<Palabra>(&mut app, seats(&["Ana", "Bob", "Cy"], 2), &rules, 9);
        assert!(polled::<Palabra>(&mut app));
        let screen = phone(&mut app, &format!("palabra_phone_vote_{tag}"));
        let flat: String = screen
            .lines()
            .map(str::trim_end)
            .collect::<Vec<_>>()
            .join(" ");
        assert!(flat.contains(question), "{screen}");
    }
}

/// Issue 36: Palabra's compact seat screen at 40x20, in English and Spanish: the words
/// on the table with their owners, the hand with stars and shapes, a word being typed.
#[test]
fn palabra_at_phone_size() {
    use naipes::engine::Lang;
    for (lang, tag) in [(Lang::En, "en"), (Lang::Es, "es")] {
        let mut app = new_app(&format!("phone-palabra-{tag}"));
        app.lang = lang;
        let rules = PalabraRules {
            word_check: WordCheck::Strict,
            ..PalabraRules::default()
        };
        start::<Palabra>(&mut app, seats(&["Ana", "Bob", "Cy"], 1), &rules, 8);
        assert!(palabra_at(&mut app, PalabraAsk::Play));
        let screen = phone(&mut app, &format!("palabra_phone_play_{tag}"));
        // Cy's word, with its stars, is on the screen, and so is every card of the hand.
        // The last move is on the screen too, above the question (it was left out when
        // the question took three rows; seen in tmux).
        if lang == Lang::En {
            assert!(screen.contains("B★★★ AUd★★ S"), "{screen}");
            assert!(screen.contains("Ana shaves D off"), "{screen}");
        }
        let view = table::<Palabra>(&app).view().unwrap();
        for c in view.hand.iter().filter_map(|c| c.letter()) {
            assert!(screen.contains(c), "{c}: {screen}");
        }
        let letters: String = view
            .hand
            .iter()
            .filter_map(|c| c.letter())
            .take(3)
            .collect();
        type_text(&mut app, &letters);
        let screen = phone(&mut app, &format!("palabra_phone_typing_{tag}"));
        assert!(screen.contains(&format!("{letters}_")), "{screen}");
    }
}

/// Issue 36: Rapiletras' compact seat screen at 40x20 (the game is played in Spanish):
/// the seats, the die with the mazo and the pozo, the table's words with their owners,
/// the whole hand, and a word typed onto a table word.
#[test]
fn rapiletras_at_phone_size() {
    let mut app = rapi_app("phone-rapi", 1, RapiRules::default(), 4);
    assert!(rapi_at(&mut app, RapiAsk::Turn));
    let screen = phone(&mut app, "rapiletras_phone_turn");
    assert!(screen.contains("Dado: 4"), "{screen}");
    assert!(
        screen.contains("34 en contra") && screen.contains("Aún no hay palabras"),
        "the hand's label is whole: {screen}"
    );
    let found = advance_until::<Rapiletras>(&mut app, BotLevel::Normal, |t| {
        t.acting_person().is_some()
            && rapi_ask(&t.ctx()) == RapiAsk::Turn
            && !t.ctx().public.table.is_empty()
    });
    assert!(found);
    app.handle(Action::Down);
    let word = table::<Rapiletras>(&app).ctx().public.table[0]
        .letters
        .clone();
    type_text(&mut app, &format!("{word}S"));
    let screen = phone(&mut app, "rapiletras_phone_change_word");
    assert!(screen.contains(&format!("▸1 {word}")), "{screen}");
}

/// Rapiletras with four seats at 40x20: the seats give way (packed on a row or two)
/// so that the table's words keep rows (here all four words fit) (found by a tester: with four seats a word laid
/// by a computer never showed on a phone).
#[test]
fn rapiletras_with_four_seats_at_phone_size_shows_the_table_words() {
    let mut app = new_app("phone-rapi-four");
    start::<Rapiletras>(
        &mut app,
        seats(&["Ana", "Bob", "Cy", "Dee"], 1),
        &RapiRules::default(),
        4,
    );
    let found = advance_until::<Rapiletras>(&mut app, BotLevel::Normal, |t| {
        t.acting_person().is_some()
            && rapi_ask(&t.ctx()) == RapiAsk::Turn
            && !t.ctx().public.table.is_empty()
    });
    assert!(found, "a word is laid before Ana's turn");
    let screen = render_and_remember(&mut app, PHONE.0, PHONE.1);
    let words: Vec<String> = table::<Rapiletras>(&app)
        .ctx()
        .public
        .table
        .iter()
        .map(|w| w.letters.clone())
        .collect();
    assert!(words.len() > 2, "several words on the table: {words:?}");
    for word in &words {
        assert!(
            screen.contains(word.as_str()),
            "{word} is not on the screen:\n{screen}"
        );
    }
    for name in ["Ana", "Bob", "Cy", "Dee"] {
        assert!(
            screen.contains(name),
            "{name} is not on the screen:\n{screen}"
        );
    }
}

/// At 40x20 the newest move or refusal is read whole with the question under it: the
/// board gives way (Rapiletras with four seats cut "Escribe antes una palabra. 1 roba
/// del" under a three-row question; seen in tmux).
#[test]
fn the_newest_move_and_the_question_are_whole_at_phone_size() {
    let mut app = new_app("phone-rapi-refusal");
    start::<Rapiletras>(
        &mut app,
        seats(&["Ana", "Bob", "Cy", "Dee"], 1),
        &RapiRules::default(),
        4,
    );
    let found = advance_until::<Rapiletras>(&mut app, BotLevel::Normal, |t| {
        t.acting_person().is_some()
            && rapi_ask(&t.ctx()) == RapiAsk::Turn
            && !t.ctx().public.table.is_empty()
    });
    assert!(found, "a word is laid before Ana's turn");
    let newest = table::<Rapiletras>(&app).host.message.clone();
    let screen = render_and_remember(&mut app, PHONE.0, PHONE.1);
    assert!(flat(&screen).contains(&newest), "{newest}:\n{screen}");
    // Enter with no word typed: the refusal says how to draw instead.
    app.handle(Action::Select);
    let refusal = table::<Rapiletras>(&app).host.message.clone();
    assert!(
        refusal.starts_with("Escribe antes una palabra."),
        "{refusal}"
    );
    let screen = phone(&mut app, "rapiletras_phone_refusal");
    let flat = flat(&screen);
    assert!(flat.contains(&refusal), "{refusal}:\n{screen}");
    assert!(flat.contains("El dado pide"), "the question:\n{screen}");
    assert!(
        flat.contains("o del pozo."),
        "the question whole:\n{screen}"
    );
}

/// Rapiletras at 40x20 with six seats and a word being typed: the table's words the
/// board has no row for are counted where they would be ("↑4" before the first word
/// shown, "↓4" after the last), so that a player knows ↑↓ reach more (seen in
/// tmux: only the newest word showed, with no hint of the others).
#[test]
fn rapiletras_counts_the_table_words_out_of_sight_at_phone_size() {
    let mut app = new_app("phone-rapi-six");
    start::<Rapiletras>(
        &mut app,
        seats(&["Ana", "Bob", "Cy", "Dee", "Eva", "Flo"], 1),
        &RapiRules::default(),
        4,
    );
    let found = advance_until::<Rapiletras>(&mut app, BotLevel::Normal, |t| {
        t.acting_person().is_some()
            && rapi_ask(&t.ctx()) == RapiAsk::Turn
            && t.ctx().public.table.len() > 7
    });
    assert!(found, "eight words are laid before Ana's turn");
    // A word being typed: the line under it takes the words' rows.
    let letter = table::<Rapiletras>(&app).view().expect("Ana's hand").hand[0]
        .letter()
        .expect("a letter card");
    type_text(&mut app, &letter.to_string());
    let screen = phone(&mut app, "rapiletras_phone_words_above");
    let words: Vec<String> = table::<Rapiletras>(&app)
        .ctx()
        .public
        .table
        .iter()
        .map(|w| w.letters.clone())
        .collect();
    let out_of_sight = |screen: &str| {
        words
            .iter()
            .enumerate()
            .filter(|(i, w)| !screen.contains(&format!("{} {w}", i + 1)))
            .count()
    };
    let above = out_of_sight(&screen);
    assert!(above > 0, "a word out of sight:\n{screen}");
    assert!(screen.contains(&format!("↑{above} ")), "{screen}");
    // The first word picked to change: the newer ones are below.
    app.handle(Action::Down);
    let screen = phone(&mut app, "rapiletras_phone_words_below");
    assert!(screen.contains("▸1 "), "{screen}");
    let below = out_of_sight(&screen);
    assert!(below > 0, "a word out of sight:\n{screen}");
    assert!(screen.contains(&format!("↓{below}")), "{screen}");
}

/// A hand's summary at 40x20 reads its title whole: Rapiletras' "Fin de la mano 1:
/// Máquina 2 se quedó sin cartas" was cut on the box's border (seen in tmux).
#[test]
fn a_long_summary_title_reads_whole_at_phone_size() {
    let mut app = rapi_app("phone-rapi-summary", 1, RapiRules::default(), 4);
    assert!(advance_until::<Rapiletras>(
        &mut app,
        BotLevel::Normal,
        |t| matches!(t.host.overlay, Overlay::Summary(_))
    ));
    let title = match &table::<Rapiletras>(&app).host.overlay {
        Overlay::Summary(s) => s.title.clone(),
        _ => unreachable!("a summary is open"),
    };
    assert!(
        title.chars().count() > 36,
        "a title longer than the border: {title}"
    );
    let screen = phone(&mut app, "rapiletras_phone_hand_summary");
    // The box's rows without its side borders.
    let inside: Vec<&str> = screen
        .lines()
        .map(|l| l.trim().trim_matches('│').trim())
        .collect();
    assert!(inside.join(" ").contains(&title), "{title}:\n{screen}");
}

/// The launcher's cursor on `entry`.
fn launcher_to(app: &mut App, entry: naipes::app::launcher::Entry) {
    let at = naipes::app::launcher::entries()
        .iter()
        .position(|e| *e == entry)
        .expect("an entry");
    for _ in 0..20 {
        if matches!(&app.screen, naipes::app::Screen::Launcher(l) if l.cursor == at) {
            return;
        }
        app.handle(Action::Down);
    }
    panic!("could not reach {entry:?}");
}

/// The screen with its dates ("2026-11-29 15:38") written as "YYYY-MM-DD hh:mm": a
/// finished game's date is the day the test runs.
fn without_dates(screen: &str) -> String {
    let shape = "dddd-dd-dd dd:dd";
    let chars: Vec<char> = screen.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let is_date = chars.len() - i >= shape.len()
            && shape.chars().zip(&chars[i..]).all(|(s, c)| match s {
                'd' => c.is_ascii_digit(),
                s => s == *c,
            });
        if is_date {
            out.push_str("YYYY-MM-DD hh:mm");
            i += shape.len();
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

/// Issue 36: the launcher (every entry, the one under the cursor described, the keys),
/// its settings, the setup (the seats with their kinds, the house rules and their file
/// under Start), History (two rows a game) with a game's details, a replay, and
/// Statistics (each number named) at 40x20, in English and Spanish. They said 'too
/// small, need 80x24'.
#[test]
fn launcher_setup_history_and_statistics_at_phone_size() {
    use naipes::app::launcher::Entry;
    use naipes::engine::Lang;
    for (lang, tag) in [(Lang::En, "en"), (Lang::Es, "es")] {
        let dir = temp_dir(&format!("snap-phone-menus-{tag}"));
        let mut app = app_in(&dir);
        app.loaded.user_file = "/home/you/.config/naipes/config.toml".into();
        app.lang = lang;
        let screen = phone(&mut app, &format!("launcher_phone_{tag}"));
        for name in [
            lang.pick("History", "Historial"),
            lang.pick("Statistics", "Estadísticas"),
            lang.pick("Settings", "Ajustes"),
            lang.pick("Quit", "Salir"),
            "Palabra",
            "Leftovers",
        ] {
            assert!(screen.contains(name), "{name}:\n{screen}");
        }
        // The game under the cursor: its players and its whole description.
        let pala = naipes::games::find("pala").expect("Pala");
        let flat = screen.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains(pala.blurb(lang)), "{screen}");
        assert!(screen.contains("g "), "the guided round's key: {screen}");
        // A tap on an entry's row chooses it.
        let (_, row) = find_on(&screen, lang.pick("Statistics", "Estadísticas"));
        app.handle(Action::Click { column: 5, row });
        assert!(
            matches!(&app.screen, naipes::app::Screen::Launcher(l)
                if l.selected() == Entry::Statistics && l.history.as_ref().is_some_and(|h| h.stats)),
            "{screen}"
        );
        app.handle(Action::Back);
        launcher_to(&mut app, Entry::Settings);
        app.handle(Action::Select);
        phone(&mut app, &format!("settings_phone_{tag}"));
        app.handle(Action::Back);

        launcher_to(
            &mut app,
            naipes::app::launcher::entry_of("pala").expect("Pala"),
        );
        app.handle(Action::Select);
        let screen = phone(&mut app, &format!("setup_phone_{tag}"));
        assert!(screen.contains(lang.pick("computer: normal", "máquina: normal")));
        // Up from the first field is Start: the house rules and their file below it.
        app.handle(Action::Up);
        let screen = phone(&mut app, &format!("setup_phone_start_{tag}"));
        assert!(screen.contains("▶ ["), "{screen}");
        assert!(
            screen.contains("/home/you/.config/naipes/config.toml"),
            "{screen}"
        );
        app.handle(Action::Back);

        // Games of computers played to their end are in History and Statistics (one
        // first: two that end in the same second may be listed in either order).
        let finish = |app: &mut App, seed: u64| {
            let computers = seats(&["Ana", "Bob", "Cy"], 0);
            start::<Pala>(app, computers, &PalaRules::default(), seed);
            for _ in 0..200 {
                app.settle();
                let t = table::<Pala>(app);
                if t.table.is_over() && t.host.overlay == Overlay::None {
                    break;
                }
                app.handle(Action::Char('c'));
            }
            assert!(table::<Pala>(app).table.is_over());
            app.handle(Action::Back);
        };
        finish(&mut app, 5);
        launcher_to(&mut app, Entry::History);
        app.handle(Action::Select);
        let screen = without_dates(&render_and_remember(&mut app, PHONE.0, PHONE.1));
        insta::assert_snapshot!(format!("history_phone_{tag}_40x20"), screen);
        assert!(screen.contains("▶ YYYY-MM-DD hh:mm · Pala"), "{screen}");
        assert!(screen.contains("Esc"), "the keys: {screen}");
        // i: a game's details, every word of them on the screen.
        app.handle(Action::Char('i'));
        let screen = render_and_remember(&mut app, PHONE.0, PHONE.1);
        let Some(naipes::app::Popup::Details { lines, .. }) = &app.popup else {
            panic!("no details:\n{screen}");
        };
        let flat = screen
            .lines()
            .map(|l| l.trim_matches(|c: char| c == '│' || c.is_whitespace()))
            .collect::<Vec<_>>()
            .join(" ");
        for word in lines.iter().flat_map(|l| l.split_whitespace()) {
            assert!(flat.contains(word), "{word}:\n{screen}");
        }
        app.handle(Action::Back);
        // Enter: its replay, on the compact table.
        app.handle(Action::Select);
        assert!(matches!(app.screen, naipes::app::Screen::Replay(_)));
        app.handle(Action::Right);
        app.handle(Action::Right);
        let screen = phone(&mut app, &format!("replay_phone_{tag}"));
        assert!(
            screen.contains(lang.pick("Replay", "Repetición")),
            "{screen}"
        );
        app.handle(Action::Back);
        app.handle(Action::Back);

        finish(&mut app, 6);
        launcher_to(&mut app, Entry::Statistics);
        app.handle(Action::Select);
        let screen = phone(&mut app, &format!("statistics_phone_{tag}"));
        assert!(
            screen.contains(lang.pick("Games 2 · Wins", "Partidas 2 · Gana")),
            "{screen}"
        );
        // ↓ scrolls to the wins by seat position, whole.
        for _ in 0..30 {
            app.handle(Action::Down);
        }
        let screen = render_and_remember(&mut app, PHONE.0, PHONE.1);
        let flat = screen
            .lines()
            .map(|l| l.trim_matches(|c: char| c == '│' || c.is_whitespace()))
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            flat.contains(lang.pick(
                "Pala, 3 seats, 2 games: wins by seat",
                "Pala, 3 puestos, 2 partidas: victorias por puesto"
            )),
            "{screen}"
        );
        app.handle(Action::Back);
        // Below 40x20, the message; it says what is needed.
        for (w, h) in [(39, 20), (40, 19)] {
            let screen = render(&app, w, h);
            assert!(screen.contains("40x20"), "{screen}");
        }
    }
}

/// Issue 36: a step of the guided Pala round at 40x20 (the hand, on the compact table),
/// in English and Spanish: the box below or above the part it explains, which is lit.
#[test]
fn a_guide_step_at_phone_size() {
    use naipes::engine::Lang;
    for (lang, tag) in [(Lang::En, "en"), (Lang::Es, "es")] {
        let mut app = guide_app(&format!("guide-phone-{tag}"), lang);
        app.handle(Action::Select);
        let screen = phone(&mut app, &format!("guide_hand_phone_{tag}"));
        assert!(screen.contains('▲') || screen.contains('▼'), "{screen}");
    }
}

/// Issue 36: a tap on a card of the hand picks it in Palabra and Rapiletras as the keys
/// do (its letter typed; a wild card its `*`), and a tap on a word on the table picks
/// it to build on or change, at 40x20 and at 80x24 (only Pala's cards took a tap).
#[test]
fn a_tap_picks_a_card_and_a_table_word_in_palabra_and_rapiletras() {
    use naipes::games::palabra::CardKind;
    for (w, h) in [PHONE, (80, 24)] {
        // Palabra: Ana's turn to play, with words on the table.
        let mut app = palabra_app(&format!("tap-palabra-{w}"), 1, WordCheck::Strict, 8);
        assert!(palabra_at(&mut app, PalabraAsk::Play));
        let screen = render_and_remember(&mut app, w, h);
        let hand = table::<Palabra>(&app).view().expect("a hand").hand.clone();
        // A letter card whose face ("E1": letter and value) is the only one of its kind.
        let face = |c: &naipes::games::palabra::Card| match c.kind {
            CardKind::Letter(letter) => Some((letter, format!("{letter}{}", c.value))),
            _ => None,
        };
        let (letter, text) = hand
            .iter()
            .filter_map(face)
            .find(|(_, text)| {
                hand.iter()
                    .filter_map(face)
                    .filter(|(_, t)| t == text)
                    .count()
                    == 1
            })
            .expect("a card alone of its kind");
        let (column, row) = find_on(&screen, &format!(" {text}"));
        let column = column + 1;
        app.handle(Action::Click { column, row });
        let ui = &table::<Palabra>(&app).host.ui;
        assert_eq!(ui.entry.text(), letter.to_string(), "{w}x{h}:\n{screen}");
        // A tap on Cy's word picks it to build on; a second lets it go.
        let cy = 2;
        assert!(table::<Palabra>(&app).ctx().public.table[cy].is_some());
        let word_row = |screen: &str| {
            screen
                .lines()
                .enumerate()
                .find(|(_, l)| l.contains("B★★★") && l.contains('='))
                .map(|(row, _)| row as u16)
                .unwrap_or_else(|| panic!("Cy's word:\n{screen}"))
        };
        app.handle(Action::Click {
            column: 10,
            row: word_row(&screen),
        });
        assert_eq!(table::<Palabra>(&app).host.ui.target, Some(cy), "{screen}");
        let screen = render_and_remember(&mut app, w, h);
        app.handle(Action::Click {
            column: 10,
            row: word_row(&screen),
        });
        assert_eq!(table::<Palabra>(&app).host.ui.target, None, "{screen}");

        // Rapiletras: Ana's turn with words on the table.
        let mut app = rapi_app(&format!("tap-rapi-{w}"), 1, RapiRules::default(), 4);
        let found = advance_until::<Rapiletras>(&mut app, BotLevel::Normal, |t| {
            t.acting_person().is_some()
                && rapi_ask(&t.ctx()) == RapiAsk::Turn
                && !t.ctx().public.table.is_empty()
        });
        assert!(found);
        let screen = render_and_remember(&mut app, w, h);
        let t = table::<Rapiletras>(&app);
        let hand = t.view().expect("a hand").hand.clone();
        let card = hand[0];
        let letter = card.letter().unwrap_or('*');
        let face = format!(" {letter}{}", t.view().expect("a hand").deck.value(card));
        let (column, row) = find_on(&screen, &face);
        app.handle(Action::Click {
            column: column + 1,
            row,
        });
        let ui = &table::<Rapiletras>(&app).host.ui;
        assert_eq!(ui.entry.text(), letter.to_string(), "{w}x{h}:\n{screen}");
        // The first word on the table, tapped, is the one to change.
        let word = table::<Rapiletras>(&app).ctx().public.table[0]
            .letters
            .clone();
        let (column, row) = find_on(&screen, &format!("1 {word}"));
        app.handle(Action::Click {
            column: column + 1,
            row,
        });
        assert_eq!(
            table::<Rapiletras>(&app).host.ui.target,
            Some(0),
            "{screen}"
        );
    }
}

/// A Palace table of people (`humans` of them first) and computers, in `lang`.
fn palace_app(
    lang: naipes::engine::Lang,
    name: &str,
    humans: usize,
    rules: naipes::games::palace::PalaceRules,
    seed: u64,
) -> App {
    let mut app = new_app(name);
    app.lang = lang;
    start::<naipes::games::palace::Palace>(
        &mut app,
        seats(&["Ana", "Bob", "Cy"], humans),
        &rules,
        seed,
    );
    app.settle();
    app
}

fn palace_at(app: &mut App, want: naipes::games::palace::ui::Ask) -> bool {
    use naipes::games::palace::{Palace, ui::ask};
    advance_until::<Palace>(app, BotLevel::Normal, |t| {
        t.acting_person().is_some() && ask(&t.ctx()) == want
    })
}

/// Palace's full-screen score pad at 40x20 with five seats and challenges tried: every
/// seat's palace is whole (they joined the counts' line and were cut at the edge; seen
/// in tmux); the kinds' tallies give way, their totals in the challenges' column.
#[test]
fn palace_score_pad_at_phone_size() {
    use naipes::games::palace::{Palace, PalaceRules, ui::Ask};
    let mut app = new_app("phone-palace-pad");
    start::<Palace>(
        &mut app,
        seats(&["Ana", "Bob", "Cy", "Di", "Eve"], 1),
        &PalaceRules::default(),
        11,
    );
    app.settle();
    let found = advance_until::<Palace>(&mut app, BotLevel::Normal, |t| {
        let tried: u16 = t.ctx().public.tallies.iter().map(|t| t.total().0).sum();
        t.acting_person().is_some()
            && naipes::games::palace::ui::ask(&t.ctx()) == Ask::Cards
            && tried >= 3
    });
    assert!(found, "challenges tried before Ana's turn");
    app.handle(Action::Tab);
    let screen = phone(&mut app, "palace_phone_score_pad");
    for line in screen.lines().filter(|l| l.starts_with('│')) {
        let inside: Vec<char> = line.chars().collect();
        // The column before the right border is free: nothing runs into it.
        assert_eq!(inside[inside.len() - 2], ' ', "cut: {line}\n{screen}");
    }
}

/// The screen's rows joined by spaces (a sentence wrapped over rows reads whole).
fn flat(screen: &str) -> String {
    screen.lines().map(str::trim).collect::<Vec<_>>().join(" ")
}

/// Issue 36: Palace's compact seat screen at 40x20, in English and Spanish: a line per
/// seat with its hand's count and its palace (face-up cards over ▮ backs), the pile and
/// its limit, the hand wrapped, where a tap marks a card; a challenge to give (a tap
/// gives it), an open answer being typed and the table's vote on it, each with the
/// challenge's text whole.
#[test]
fn palace_at_phone_size() {
    use naipes::engine::Lang;
    use naipes::games::palace::ui::Ask;
    use naipes::games::palace::{Palace, PalaceMove, PalaceRules, PracticeLevel};
    for (lang, tag) in [(Lang::En, "en"), (Lang::Es, "es")] {
        let mut app = palace_app(
            lang,
            &format!("phone-palace-{tag}"),
            1,
            PalaceRules::default(),
            11,
        );
        assert!(palace_at(&mut app, Ask::Cards));
        let screen = phone(&mut app, &format!("palace_phone_turn_{tag}"));
        let view = table::<Palace>(&app).view().expect("Ana's hand").clone();
        for c in &view.hand {
            assert!(screen.contains(&format!(" {} ", c.label())), "{screen}");
        }
        for c in &view.face_up[0] {
            assert!(screen.contains(&format!("{}/▮", c.label())), "{screen}");
        }
        // A tap on the hand's last card marks it.
        let last = view.hand.len() - 1;
        let label = format!(" {} ", view.hand[last].label());
        let (column, row) = find_on(&screen, &label);
        app.handle(Action::Click {
            column: column + 1,
            row,
        });
        assert_eq!(table::<Palace>(&app).host.ui.marked, vec![last], "{screen}");
        let screen = render_and_remember(&mut app, PHONE.0, PHONE.1);
        assert!(
            screen.contains(&format!("[{}]", view.hand[last].label())),
            "{screen}"
        );

        // Two people at the advanced level: Ana gives Bob a challenge.
        let rules = PalaceRules {
            level: PracticeLevel::Advanced,
            ..PalaceRules::default()
        };
        let mut app = palace_app(lang, &format!("phone-palace-give-{tag}"), 2, rules, 21);
        assert!(palace_at(&mut app, Ask::Give));
        let screen = phone(&mut app, &format!("palace_phone_give_{tag}"));
        let options = {
            let t = table::<Palace>(&app);
            let c = t.view().and_then(|v| v.challenge.clone()).expect("a gift");
            c.options.clone()
        };
        assert_eq!(options.len(), 3, "{screen}");
        // A tap on the second challenge gives it.
        let (column, row) = find_on(&screen, " 2 ");
        app.handle(Action::Click { column, row });
        let history = &table::<Palace>(&app).table.session.history;
        assert_eq!(
            history.last().map(|h| h.mv.clone()),
            Some(PalaceMove::Give { pick: 1 }),
            "{screen}"
        );
        // An open challenge (the same game, played on by the computers' choices): Bob
        // types his answer, then Ana votes on it; the challenge reads whole on both.
        let rules = PalaceRules {
            level: PracticeLevel::Advanced,
            ..PalaceRules::default()
        };
        let mut app = palace_app(lang, &format!("phone-palace-open-{tag}"), 2, rules, 21);
        let open = advance_until::<Palace>(&mut app, BotLevel::Normal, |t| {
            let practised = t.table.session.game.rules().practised;
            t.acting_person().is_some()
                && naipes::games::palace::ui::ask(&t.ctx()) == Ask::Answer
                && t.ctx()
                    .public
                    .challenge
                    .as_ref()
                    .and_then(|c| c.id.as_ref())
                    .is_some_and(|id| {
                        naipes::games::palace::text::kind_name(practised, id, Lang::En) == "open"
                    })
        });
        assert!(open, "an open challenge came up");
        type_text(&mut app, "I boil pasta");
        let screen = phone(&mut app, &format!("palace_phone_answer_{tag}"));
        let text = {
            let t = table::<Palace>(&app);
            let id = t.ctx().public.challenge.as_ref().and_then(|c| c.id.clone());
            let practised = t.table.session.game.rules().practised;
            naipes::games::palace::text::prompt(practised, &id.expect("a challenge"), lang)
        };
        assert!(flat(&screen).contains(&text), "{text}\n{screen}");
        assert!(screen.contains("I boil pasta_"), "{screen}");
        app.handle(Action::Select);
        app.settle();
        assert!(table::<Palace>(&app).poll().is_some(), "the table votes");
        let screen = phone(&mut app, &format!("palace_phone_vote_{tag}"));
        assert!(flat(&screen).contains(&text), "{text}\n{screen}");
        // The question is whole, down to who is waited for.
        let question = table::<Palace>(&app).poll_prompt().expect("the question");
        assert!(question.contains("I boil pasta"), "{question}");
        assert!(flat(&screen).contains(&question), "{question}\n{screen}");
        // A long name ("Computer 3") leaves the heading whole: it read "palace (▮ face d"
        // (seen in tmux).
        let mut app = new_app(&format!("phone-palace-long-{tag}"));
        app.lang = lang;
        let names = ["Ana", "Bob", "Computer 3"];
        start::<Palace>(&mut app, seats(&names, 1), &PalaceRules::default(), 11);
        assert!(palace_at(&mut app, Ask::Cards));
        let screen = render_and_remember(&mut app, PHONE.0, PHONE.1);
        let (legend, palace) = match lang {
            Lang::En => ("▮ face down", "palace"),
            Lang::Es => ("▮ boca abajo", "palacio"),
        };
        let heading = screen.lines().nth(1).unwrap_or_default();
        assert!(
            heading.contains(legend) && heading.contains(palace),
            "{screen}"
        );
        // At 80x24 too, a tap on a card of the hand marks it.
        let mut app = palace_app(
            lang,
            &format!("phone-palace-desk-{tag}"),
            1,
            PalaceRules::default(),
            11,
        );
        assert!(palace_at(&mut app, Ask::Cards));
        let screen = render_and_remember(&mut app, 80, 24);
        let hand = table::<Palace>(&app)
            .view()
            .expect("Ana's hand")
            .hand
            .clone();
        let (column, row) = find_on(&screen, &format!(" {} ", hand[1].label()));
        app.handle(Action::Click {
            column: column + 1,
            row,
        });
        assert_eq!(table::<Palace>(&app).host.ui.marked, vec![1], "{screen}");
    }
}

/// Issue 36: Leftovers' compact seat screen at 40x20, in English and Spanish: a line per
/// seat with its cards and score, the table's word, every card of the hand, and the word
/// being typed with its line; a tap on a card (of the hand or the table) types its
/// letter, at 40x20 and at 80x24.
#[test]
fn leftovers_at_phone_size() {
    use naipes::engine::Lang;
    use naipes::games::leftovers::{LeftRules, Leftovers, Phase, WordCheck};
    for (lang, tag) in [(Lang::En, "en"), (Lang::Es, "es")] {
        let mut app = new_app(&format!("phone-leftovers-{tag}"));
        app.lang = lang;
        let rules = LeftRules {
            word_check: WordCheck::Strict,
            dictionary: naipes::lexicon::WordList::Everyday,
            ..LeftRules::default()
        };
        start::<Leftovers>(&mut app, seats(&["Ana", "Bob", "Cy"], 1), &rules, 8);
        let ready = advance_until::<Leftovers>(&mut app, BotLevel::Normal, |t| {
            t.acting_person().is_some() && t.ctx().view.is_some_and(|v| v.phase == Phase::Play)
        });
        assert!(ready);
        let screen = phone(&mut app, &format!("leftovers_phone_turn_{tag}"));
        let view = table::<Leftovers>(&app).view().expect("Ana's hand").clone();
        assert!(view.hand.len() >= 8, "{screen}");
        // Every card of the hand and of the table's word is on the screen (as often as
        // it is in them).
        let mut cards = view.hand.clone();
        cards.extend(view.table.iter().copied());
        for c in &cards {
            let label = format!(" {}{} ", c.letter, c.value);
            let want = cards.iter().filter(|d| *d == c).count();
            assert!(screen.matches(&label).count() >= want, "{label}: {screen}");
        }
        // A tap on the hand's last card, then on the table's first, types their letters.
        let last = view.hand[view.hand.len() - 1];
        let first = view.table[0];
        let tap =
            |app: &mut App, screen: &str, card: naipes::games::leftovers::Card, hand: bool| {
                let text = format!(" {}{} ", card.letter, card.value);
                let (column, row) = screen
                    .lines()
                    .enumerate()
                    .filter_map(|(row, line)| {
                        line.find(&text)
                            .map(|at| (line[..at].chars().count() as u16 + 1, row as u16))
                    })
                    .reduce(|a, b| if hand { b } else { a })
                    .expect("the card on the screen");
                app.handle(Action::Click { column, row });
            };
        tap(&mut app, &screen, last, true);
        let screen = render_and_remember(&mut app, PHONE.0, PHONE.1);
        tap(&mut app, &screen, first, false);
        let typed = format!("{}{}", last.letter, first.letter);
        assert_eq!(table::<Leftovers>(&app).host.ui.entry.text(), typed);
        // A word typed, with the line under it.
        press(&mut app, &[Action::Back]);
        let word = view.found_words()[0].word.clone();
        type_text(&mut app, &word);
        let screen = phone(&mut app, &format!("leftovers_phone_typing_{tag}"));
        assert!(
            screen.contains(&format!("{}_", word.to_uppercase())),
            "{screen}"
        );
        // At 80x24 a tap on a card types its letter too.
        press(&mut app, &[Action::Back]);
        let screen = render_and_remember(&mut app, 80, 24);
        tap(&mut app, &screen, last, true);
        assert_eq!(
            table::<Leftovers>(&app).host.ui.entry.text(),
            last.letter.to_string(),
            "{screen}"
        );
    }
    // Two people and "Computer 3": on every turn each seat is on the
    // screen (a long table word and a four-row footer left the seats two rows, and the
    // third seat was not drawn; seen in tmux), and the deck's count is whole.
    let names = ["Ana", "Bob", "Computer 3"];
    // The seats' rows: under the header, above the table's word.
    let seat_rows = |screen: &str| -> String {
        screen
            .lines()
            .skip(1)
            .take_while(|l| !l.starts_with("Table"))
            .collect()
    };
    let mut app = new_app("phone-leftovers-seats");
    let rules = LeftRules {
        word_check: WordCheck::Strict,
        dictionary: naipes::lexicon::WordList::Everyday,
        ..LeftRules::default()
    };
    start::<Leftovers>(&mut app, seats(&names, 2), &rules, 3);
    let mut checked = 0;
    // Turns with the table's word on two rows of cards.
    let mut long_words = 0;
    for _ in 0..200 {
        let turn = advance_until::<Leftovers>(&mut app, BotLevel::Normal, |t| {
            t.acting_person().is_some()
                && naipes::games::leftovers::ui::ask(&t.ctx())
                    == naipes::games::leftovers::ui::Ask::Turn
        });
        if !turn || table::<Leftovers>(&app).table.is_over() {
            break;
        }
        let screen = render_and_remember(&mut app, PHONE.0, PHONE.1);
        for name in names {
            assert!(seat_rows(&screen).contains(name), "{name}:\n{screen}");
        }
        let deck = table::<Leftovers>(&app).ctx().public.draw_count;
        assert!(screen.contains(&format!("deck {deck}")), "{screen}");
        // A word refused takes rows under the word: the seats are still all there.
        type_text(&mut app, "zzzwxq");
        let screen = render_and_remember(&mut app, PHONE.0, PHONE.1);
        assert!(screen.contains('✗'), "{screen}");
        for name in names {
            assert!(seat_rows(&screen).contains(name), "{name}:\n{screen}");
        }
        press(&mut app, &[Action::Back]);
        checked += 1;
        long_words += usize::from(table::<Leftovers>(&app).ctx().public.table.len() > 7);
        person_plays_like_a_bot::<Leftovers>(&mut app, BotLevel::Normal);
    }
    assert!(checked > 5, "{checked} turns checked");
    assert!(long_words > 0, "a long table word came up");
    // The game seen in tmux: Bob lays CHOSEN, Computer 3 makes CHAETOGNATHS of it (two
    // rows of cards under a label of two rows), and Ana's refused word takes two rows
    // more: the packed seats take the hand's label's row, and Computer 3 is there.
    let mut app = new_app("phone-leftovers-long");
    start::<Leftovers>(&mut app, seats(&names, 2), &LeftRules::default(), 3);
    let is_turn = |t: &naipes::app::table::GameTable<Leftovers>| {
        t.acting_person().is_some()
            && naipes::games::leftovers::ui::ask(&t.ctx())
                == naipes::games::leftovers::ui::Ask::Turn
    };
    assert!(advance_until::<Leftovers>(
        &mut app,
        BotLevel::Normal,
        is_turn
    ));
    type_text(&mut app, "chosen");
    app.handle(Action::Select);
    assert!(advance_until::<Leftovers>(
        &mut app,
        BotLevel::Normal,
        is_turn
    ));
    type_text(&mut app, "despatches");
    let screen = render_and_remember(&mut app, PHONE.0, PHONE.1);
    assert!(screen.contains('✗'), "{screen}");
    for name in names {
        assert!(seat_rows(&screen).contains(name), "{name}:\n{screen}");
    }
}

/// Seats named as `naipes play --players Ana,@normal,...` names them.
const CLI_NAMES: [&str; 8] = [
    "Ana",
    "Computer 2",
    "Computer 3",
    "Computer 4",
    "Computer 5",
    "Computer 6",
    "Computer 7",
    "Computer 8",
];

/// Whether Pala's seat `name` has its line among the seats on `screen`: a line of the
/// seats' table ("▶◉Computer 5   9 ...") or a packed seat, its name shortened or not
/// ("Co…5 1c R =0"); the trick's lines ("Comput…5  O4") are not seats' lines.
fn pala_seat_shown(screen: &str, name: &str) -> bool {
    let len = name.chars().count();
    let last = name.chars().last().unwrap_or(' ');
    let mut forms = vec![name.to_string()];
    forms.extend((2..len.saturating_sub(1)).map(|k| {
        let head: String = name.chars().take(k).collect();
        format!("{head}…{last}")
    }));
    screen.lines().any(|line| {
        let table_row = line.chars().skip(2).collect::<String>().starts_with(name);
        let packed = forms.iter().any(|form| {
            line.match_indices(form.as_str()).any(|(at, _)| {
                let after = &line[at + form.len()..];
                let after = after.strip_prefix(" (you)").unwrap_or(after);
                let after = after.strip_prefix(" (tú)").unwrap_or(after);
                let digits = after.trim_start_matches(' ');
                let count = digits.trim_start_matches(|c: char| c.is_ascii_digit());
                after.starts_with(' ') && count.len() < digits.len() && count.starts_with("c ")
            })
        });
        table_row || packed
    })
}

/// Pala with five seats at 40x20 (Ana and four computers, named as `naipes play` names
/// them): every seat is on the screen at each of Ana's decisions of the first rounds, in
/// both modes (during a five-card trick the fifth seat's line was not on the screen:
/// the seats got three rows and needed four; seen in tmux). And the tie seen there.
#[test]
fn every_pala_seat_stays_on_the_screen_with_five_seats_at_phone_size() {
    use naipes::engine::Lang;
    let names = &CLI_NAMES[..5];
    for mode in [Mode::Pointillism, Mode::Impressionism] {
        let mut app = new_app(&format!("phone-pala-five-{mode:?}"));
        let rules = PalaRules {
            mode,
            show_own_pile: true,
            ..PalaRules::default()
        };
        start::<Pala>(&mut app, seats(names, 1), &rules, 7);
        let mut checked = 0;
        while advance_until::<Pala>(&mut app, BotLevel::Normal, |t| {
            t.acting_person().is_some() && pala_ask(&t.ctx()) != PalaAsk::Wait
        }) && table::<Pala>(&app).ctx().public.round <= 2
        {
            let screen = render_and_remember(&mut app, PHONE.0, PHONE.1);
            for name in names {
                assert!(pala_seat_shown(&screen, name), "{name}:\n{screen}");
            }
            checked += 1;
            person_plays_like_a_bot::<Pala>(&mut app, BotLevel::Normal);
        }
        assert!(checked > 15, "{checked} decisions checked");
    }
    // The tie of the capture: five cards in the trick, each seat packed.
    for (lang, tag) in [(Lang::En, "en"), (Lang::Es, "es")] {
        let mut found = false;
        for seed in 7..200 {
            let mut app = new_app(&format!("phone-pala-five-tie-{tag}"));
            app.lang = lang;
            let rules = PalaRules {
                mode: Mode::Pointillism,
                show_own_pile: true,
                ..PalaRules::default()
            };
            start::<Pala>(&mut app, seats(names, 1), &rules, seed);
            let tie = advance_until::<Pala>(&mut app, BotLevel::Normal, |t| {
                t.acting_person().is_some()
                    && pala_ask(&t.ctx()) == PalaAsk::Tie
                    && t.ctx().public.trick.plays.len() == 5
            });
            if tie {
                let screen = phone(&mut app, &format!("pala_phone_five_seats_tie_{tag}"));
                for name in names {
                    assert!(pala_seat_shown(&screen, name), "{name}:\n{screen}");
                }
                found = true;
                break;
            }
        }
        assert!(found, "a tie on the fifth card of a trick");
    }
}

/// The header at 40x20 in every game, English and Spanish: the game's short name and
/// its round, hand or turn whole, with nothing cut ("Pala · Pointillism · round 1 … ·
/// seed 7", "Leftovers (The Final Word) · … · seed 3", "Rapiletras · mano 1 · rond… ·
/// semilla 5"; seen in tmux); the dealer and the seed give way.
#[test]
fn the_phone_header_keeps_the_game_and_its_round_whole() {
    use naipes::engine::Lang;
    use naipes::games::leftovers::{LeftRules, Leftovers};
    use naipes::games::palace::{Palace, PalaceRules};
    let names = &CLI_NAMES[..3];
    // Nothing is cut: a part shows whole or not at all.
    let header = |app: &mut App| {
        let screen = render_and_remember(app, PHONE.0, PHONE.1);
        let head = screen
            .lines()
            .next()
            .unwrap_or_default()
            .trim_end()
            .to_string();
        assert!(!head.contains('…'), "{head}");
        head
    };
    for lang in [Lang::En, Lang::Es] {
        let es = lang == Lang::Es;
        let tag = if es { "es" } else { "en" };
        let mut app = new_app(&format!("phone-header-pala-{tag}"));
        app.lang = lang;
        let rules = PalaRules::default();
        start::<Pala>(&mut app, seats(names, 1), &rules, 7);
        assert!(pala_at(&mut app, PalaAsk::ChipBid));
        let want = if es {
            " Pala · Puntillismo · ronda 1"
        } else {
            " Pala · Pointillism · round 1 · seed 7"
        };
        assert_eq!(header(&mut app), want);

        let mut app = new_app(&format!("phone-header-palabra-{tag}"));
        app.lang = lang;
        start::<Palabra>(&mut app, seats(names, 1), &PalabraRules::default(), 8);
        assert!(palabra_at(&mut app, PalabraAsk::Play));
        let turn = table::<Palabra>(&app).ctx().public.turn_no;
        let head = header(&mut app);
        let want = if es {
            format!(" Palabra · turno {turn} · mazo ")
        } else {
            format!(" Palabra · turn {turn} · draw pile ")
        };
        assert!(head.starts_with(&want), "{head}");

        let mut app = new_app(&format!("phone-header-rapi-{tag}"));
        app.lang = lang;
        start::<Rapiletras>(&mut app, seats(names, 1), &RapiRules::default(), 5);
        assert!(rapi_at(&mut app, RapiAsk::Turn));
        // Rapiletras is played in Spanish.
        let want = " Rapiletras · mano 1 · ronda 1";
        let head = header(&mut app);
        assert!(head.starts_with(want), "{head}");

        let mut app = new_app(&format!("phone-header-palace-{tag}"));
        app.lang = lang;
        start::<Palace>(&mut app, seats(names, 1), &PalaceRules::default(), 21);
        app.settle();
        let head = header(&mut app);
        let want = if es {
            " Palace · practicando "
        } else {
            " Palace · practising "
        };
        assert!(head.starts_with(want), "{head}");

        let mut app = new_app(&format!("phone-header-leftovers-{tag}"));
        app.lang = lang;
        start::<Leftovers>(&mut app, seats(names, 1), &LeftRules::default(), 3);
        app.settle();
        let head = header(&mut app);
        let want = if es {
            " Leftovers · mazo "
        } else {
            " Leftovers · deck "
        };
        assert!(head.starts_with(want), "{head}");
    }
}

/// Palace's full-screen score pad with seven and eight seats at 40x20: the rows below
/// the screen are reached with ↓ and PgDn (they could not be: the pad did not scroll),
/// the box says how many are below, the footer names the keys, ↑ and PgUp go back.
#[test]
fn palace_score_pad_with_eight_seats_scrolls_at_phone_size() {
    use naipes::engine::Lang;
    use naipes::games::palace::{Palace, PalaceRules, ui::Ask};
    for (players, lang, tag) in [
        (7, Lang::En, "seven_en"),
        (8, Lang::En, "eight_en"),
        (8, Lang::Es, "eight_es"),
    ] {
        let mut app = new_app(&format!("phone-palace-pad-{tag}"));
        app.lang = lang;
        let names = ["Ana", "Bob", "Cy", "Di", "Eve", "Fay", "Gus", "Hal"];
        start::<Palace>(
            &mut app,
            seats(&names[..players], 1),
            &PalaceRules::default(),
            11,
        );
        app.settle();
        assert!(advance_until::<Palace>(&mut app, BotLevel::Normal, |t| {
            t.acting_person().is_some() && naipes::games::palace::ui::ask(&t.ctx()) == Ask::Cards
        }));
        app.handle(Action::Tab);
        // Below the screen: the last seat (eight seats) or the legend's end (seven).
        let last = if players == 8 {
            names[players - 1]
        } else if lang == Lang::Es {
            "boca abajo"
        } else {
            "face-down card"
        };
        // The first frame learns the pad's length, the next names the keys (the event
        // loop draws again within a quarter of a second).
        render_and_remember(&mut app, PHONE.0, PHONE.1);
        let top = render_and_remember(&mut app, PHONE.0, PHONE.1);
        let (more, scroll, page) = if lang == Lang::Es {
            (" más ", "↑↓  desplazar", "RePág/AvPág  página")
        } else {
            (" more ", "↑↓  scroll", "PgUp/PgDn  page")
        };
        assert!(!top.contains(last), "{last} is below:\n{top}");
        assert!(top.contains(more), "{top}");
        assert!(top.contains(scroll) && top.contains(page), "{top}");
        if players == 8 {
            phone(&mut app, &format!("palace_phone_score_pad_{tag}_top"));
        }
        // ↓ one row, then PgDn to the end: the last seat and the legend's end.
        app.handle(Action::Down);
        let down = render_and_remember(&mut app, PHONE.0, PHONE.1);
        assert_ne!(down, top, "↓ scrolls");
        for _ in 0..5 {
            app.handle(Action::PageDown);
        }
        let end = if players == 8 {
            phone(&mut app, &format!("palace_phone_score_pad_{tag}_end"))
        } else {
            render_and_remember(&mut app, PHONE.0, PHONE.1)
        };
        assert!(end.contains(last), "{last}:\n{end}");
        assert!(!end.contains(more), "{end}");
        // PgUp back to the top: the heading again.
        for _ in 0..5 {
            app.handle(Action::PageUp);
        }
        assert_eq!(render_and_remember(&mut app, PHONE.0, PHONE.1), top);
        // Closed and opened again, it starts at the top.
        app.handle(Action::PageDown);
        app.handle(Action::Tab);
        app.handle(Action::Tab);
        assert_eq!(render_and_remember(&mut app, PHONE.0, PHONE.1), top);
    }
}

/// Leftovers at 40x20: with nothing typed yet, the row under the word being typed is
/// not left empty: it goes to the last moves (as in Rapiletras and Palabra), English
/// and Spanish.
#[test]
fn leftovers_gives_the_empty_row_under_the_word_to_the_moves_at_phone_size() {
    use naipes::engine::Lang;
    use naipes::games::leftovers::{LeftRules, Leftovers, ui};
    for (lang, tag, label) in [
        (Lang::En, "en", "Your word: _"),
        (Lang::Es, "es", "Tu palabra: _"),
    ] {
        let mut app = new_app(&format!("phone-leftovers-row-{tag}"));
        app.lang = lang;
        start::<Leftovers>(
            &mut app,
            seats(&CLI_NAMES[..3], 1),
            &LeftRules::default(),
            3,
        );
        assert!(advance_until::<Leftovers>(
            &mut app,
            BotLevel::Normal,
            |t| {
                t.acting_person().is_some()
                    && ui::ask(&t.ctx()) == ui::Ask::Turn
                    && t.host.log.len() > 6
            }
        ));
        let screen = render_and_remember(&mut app, PHONE.0, PHONE.1);
        let rows: Vec<&str> = screen.lines().collect();
        let at = rows
            .iter()
            .position(|r| r.trim_end().ends_with(label))
            .unwrap_or_else(|| panic!("{label}:\n{screen}"));
        assert!(!rows[at + 1].trim().is_empty(), "an empty row:\n{screen}");
        phone(
            &mut app,
            &format!("leftovers_phone_moves_under_the_word_{tag}"),
        );
    }
}

/// Under the game's end at 40x20 no key scrolls the score pad: it promises no rows below
/// (Pala with five seats said '↓ 1 row more · ↑↓ scroll' there; seen in tmux).
#[test]
fn the_score_pad_under_the_game_over_promises_no_scroll_at_phone_size() {
    let mut app = new_app("phone-pala-over");
    let rules = PalaRules {
        mode: Mode::Impressionism,
        ..PalaRules::default()
    };
    start::<Pala>(&mut app, seats(&CLI_NAMES[..5], 1), &rules, 7);
    assert!(advance_until::<Pala>(&mut app, BotLevel::Normal, |t| t
        .table
        .is_over()));
    // The last round's summary first.
    app.handle(Action::Char('c'));
    render_and_remember(&mut app, PHONE.0, PHONE.1);
    let over = render_and_remember(&mut app, PHONE.0, PHONE.1);
    assert!(over.contains("Score pad"), "{over}");
    assert!(
        !over.contains(" more ") && !over.contains("scroll"),
        "{over}"
    );
}
