//! The one table screen, whatever the game: secrets, summaries, the game-over screen,
//! rematches, remembered seats, saved settings, rules help of the table's own rules.

use crate::common;
use naipes::game_screen::game_ui::ScreenedGame;

use common::*;
use naipes::app::launcher::{Entry, entries, entry_of};
use naipes::app::table::{GameTable, Overlay, Start};
use naipes::app::{App, Popup, Screen};
use naipes::engine::{BotLevel, Seat, SeatKind};
use naipes::game_screen::keys::Action;
use naipes::games::pala::{Mode, Pala, PalaRules};
use naipes::games::rapiletras::{RapiMove, RapiRules, Rapiletras};

fn seat(name: &str, kind: SeatKind) -> Seat {
    Seat {
        name: name.into(),
        kind,
    }
}

const CPU: SeatKind = SeatKind::Computer(BotLevel::Normal);

/// Starts a table as the setup screen does with an empty seed field: the seed is random
/// (here: a known number that is not shown).
fn start_unseen<G: ScreenedGame>(
    app: &mut App,
    seats: Vec<Seat>,
    rules: &G::HouseRules,
    seed: u64,
) {
    let start = Start {
        seats,
        section: toml::Value::try_from(rules).unwrap(),
        seed,
        seed_chosen: false,
        lang: G::forced_lang().unwrap_or(app.lang),
        record: None,
        save_path: naipes::session::save::new_save_path(&app.save_path, G::KEY),
    };
    let mut fx = Vec::new();
    let t = GameTable::<G>::start(start, &mut fx).unwrap();
    app.open_table(Box::new(t));
    app.perform_now(fx);
}

fn cursor_to(app: &mut App, entry: Entry) {
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

fn short_rapiletras() -> RapiRules {
    RapiRules {
        game_end: 12,
        ..RapiRules::default()
    }
}

#[test]
fn a_random_seed_stays_secret_until_the_game_is_over() {
    const SEED: u64 = 918_273_645_564_738_291;
    let dir = temp_dir("host-seed");
    let mut app = app_in(&dir);
    start_unseen::<Rapiletras>(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", SeatKind::Human),
            seat("Cy", CPU),
        ],
        &short_rapiletras(),
        SEED,
    );
    let mut screens = 0;
    for _ in 0..5000 {
        app.settle();
        let t = table::<Rapiletras>(&app);
        let over = t.table.is_over();
        let summary = matches!(t.host.overlay, Overlay::Summary(_));
        for size in [(80, 24), (160, 48)] {
            let screen = render_and_remember(&mut app, size.0, size.1);
            screens += 1;
            if !over {
                assert!(!screen.contains(&SEED.to_string()), "seed shown:\n{screen}");
                assert!(
                    !screen.contains("seed") && !screen.contains("semilla"),
                    "{screen}"
                );
            }
        }
        if over && !summary {
            let screen = render(&app, 80, 24);
            assert!(
                screen.contains(&SEED.to_string()),
                "game over hides the seed:\n{screen}"
            );
            assert!(screens > 20);
            return;
        }
        let t = table::<Rapiletras>(&app);
        if summary {
            app.handle(Action::Char('c'));
        } else if t.host.handoff.is_some() {
            app.handle(Action::Select);
        } else {
            person_plays_like_a_bot::<Rapiletras>(&mut app, BotLevel::Normal);
        }
    }
    panic!("the game did not end");
}

#[test]
fn with_two_people_a_hand_leaves_the_screen_once_its_decision_is_made() {
    let dir = temp_dir("host-hidden");
    let mut app = app_in(&dir);
    start::<Pala>(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", SeatKind::Human),
            seat("Cy", CPU),
        ],
        &PalaRules::default(),
        42,
    );
    let mut checked = 0;
    for _ in 0..300 {
        let t = table::<Pala>(&app);
        if t.table.is_over() {
            break;
        }
        if matches!(t.host.overlay, Overlay::Summary(_)) {
            app.handle(Action::Char('c'));
            continue;
        }
        if let Some(seat) = t.table.session.to_act()
            && seat == 2
            && t.host.handoff.is_none()
        {
            // The computer decides: whoever was at the keyboard, their cards are gone.
            let screen = render(&app, 80, 24);
            assert!(!screen.contains("'s hand"), "{screen}");
            assert!(
                screen.contains("hidden while the others decide"),
                "{screen}"
            );
            checked += 1;
            app.settle();
            continue;
        }
        if t.host.handoff.is_some() {
            app.handle(Action::Select);
        } else {
            person_plays_like_a_bot::<Pala>(&mut app, BotLevel::Normal);
        }
    }
    assert!(checked > 5, "the computer decided only {checked} times");
}

#[test]
fn the_summary_holds_the_table_until_c_and_game_over_wants_r_or_m() {
    let dir = temp_dir("host-summary");
    let mut app = app_in(&dir);
    start::<Rapiletras>(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", CPU),
            seat("Cy", CPU),
        ],
        &short_rapiletras(),
        3,
    );
    assert!(advance_until::<Rapiletras>(
        &mut app,
        BotLevel::Normal,
        |t| { matches!(t.host.overlay, Overlay::Summary(_)) }
    ));
    let ply = table::<Rapiletras>(&app).table.session.ply();
    for _ in 0..20 {
        app.drive(naipes::app::effects::Msg::Tick(std::time::Instant::now()));
    }
    // Enter (the hand-off reflex) and other keys do not dismiss it; nobody moves.
    press(&mut app, &[Action::Select, Action::Char('x'), Action::Back]);
    let t = table::<Rapiletras>(&app);
    assert!(matches!(t.host.overlay, Overlay::Summary(_)));
    assert_eq!(
        t.table.session.ply(),
        ply,
        "someone moved under the summary"
    );
    let screen = render(&app, 80, 24);
    assert!(screen.contains("Fin de la mano"), "{screen}");
    assert!(screen.contains("Pulsa c para continuar"), "{screen}");
    app.handle(Action::Char('c'));
    assert_eq!(table::<Rapiletras>(&app).host.overlay, Overlay::None);
    // On to the end.
    advance_until::<Rapiletras>(&mut app, BotLevel::Normal, |t| {
        t.table.is_over() && t.host.overlay == Overlay::None
    });
    let seed = table::<Rapiletras>(&app).table.session.seed;
    press(&mut app, &[Action::Select, Action::Select, Action::Toggle]);
    assert!(
        table::<Rapiletras>(&app).table.is_over(),
        "Enter left the game-over screen"
    );
    let screen = render(&app, 80, 24);
    assert!(
        screen.contains("revancha") && screen.contains("menú"),
        "{screen}"
    );
    // r: the same seats again, a new deal.
    app.handle(Action::Char('r'));
    let t = table::<Rapiletras>(&app);
    assert!(!t.table.is_over());
    assert_ne!(t.table.session.seed, seed);
    let names: Vec<String> = t.table.session.names();
    assert_eq!(names, ["Ana", "Bob", "Cy"]);
    assert_eq!(
        t.table.session.game.rules().game_end,
        12,
        "the house rules carry over"
    );
    // m at the end goes to the menu.
    advance_until::<Rapiletras>(&mut app, BotLevel::Normal, |t| {
        t.table.is_over() && t.host.overlay == Overlay::None
    });
    app.handle(Action::Char('m'));
    assert!(matches!(app.screen, Screen::Launcher(_)));
}

#[test]
fn rules_help_at_a_table_shows_that_tables_rules() {
    let dir = temp_dir("host-help");
    let mut app = app_in(&dir);
    assert_eq!(app.loaded.config.rules::<Pala>().mode, Mode::Pointillism);
    let rules = PalaRules {
        mode: Mode::Impressionism,
        ..PalaRules::default()
    };
    start::<Pala>(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", CPU),
            seat("Cy", CPU),
        ],
        &rules,
        1,
    );
    app.handle(Action::Help);
    match &app.popup {
        Some(Popup::Help { text, .. }) => {
            let in_force = text.split("IN FORCE NOW").nth(1).expect("rules in force");
            assert!(in_force.contains("Game: Impressionism"), "{in_force}");
            assert!(!in_force.contains("Game: Pointillism"), "{in_force}");
            assert!(text.contains("KEYS AT EVERY TABLE"), "{text}");
        }
        other => panic!("no help: {other:?}"),
    }
}

#[test]
fn a_word_typed_with_accents_is_shown_as_typed() {
    let dir = temp_dir("host-accents");
    let mut app = app_in(&dir);
    start::<Rapiletras>(
        &mut app,
        vec![seat("Ana", SeatKind::Human), seat("Bob", CPU)],
        &RapiRules::default(),
        5,
    );
    let mut typed = None;
    for _ in 0..200 {
        app.settle();
        let t = table::<Rapiletras>(&app);
        if let Some(seat) = t.acting_person()
            && let Some(RapiMove::Form { word }) = naipes::engine::Rules::candidate_moves(&t.table.session.game, seat)
                .into_iter()
                .find(|m| matches!(m, RapiMove::Form { word } if !word.contains('*') && word.contains('A')))
        {
            let accented = word.replacen('A', "Á", 1);
            type_text(&mut app, &accented);
            app.handle(Action::Select);
            typed = Some(accented);
            break;
        }
        if t.acting_person().is_some() {
            person_plays_like_a_bot::<Rapiletras>(&mut app, BotLevel::Normal);
        } else if matches!(t.host.overlay, Overlay::Summary(_)) {
            app.handle(Action::Char('c'));
        }
    }
    let typed = typed.expect("a word with an A to type");
    let screen = render(&app, 80, 24);
    assert!(
        screen.contains(&typed),
        "{typed} not shown as typed:\n{screen}"
    );
}

#[test]
fn setup_remembers_the_last_seats_and_settings_are_saved_keeping_comments() {
    let dir = temp_dir("host-remember");
    std::fs::write(
        dir.join("config.toml"),
        "# our family table\n[settings]\nmouse = true\n",
    )
    .unwrap();
    let mut app = app_in(&dir);
    cursor_to(&mut app, entry_of("pala").unwrap());
    app.handle(Action::Select);
    app.handle(Action::Down);
    press(&mut app, &[Action::Backspace; 10]);
    type_text(&mut app, "Zoe");
    app.handle(Action::Select);
    app.handle(Action::Select);
    assert!(matches!(app.screen, Screen::Table(_)));

    let mut again = app_in(&dir);
    cursor_to(&mut again, entry_of("pala").unwrap());
    again.handle(Action::Select);
    match &again.screen {
        Screen::Setup(s) => assert_eq!(s.seats[0].name, "Zoe"),
        _ => panic!("not on the setup screen"),
    }
    again.handle(Action::Back);
    cursor_to(&mut again, Entry::Settings);
    again.handle(Action::Select);
    again.handle(Action::Right); // language
    again.handle(Action::Back); // closes: written
    let text = std::fs::read_to_string(dir.join("config.toml")).unwrap();
    assert!(text.contains("# our family table"), "{text}");
    assert!(text.contains("language = \"es\""), "{text}");
    let reloaded = naipes::config::parse_user(&text, "config.toml").unwrap();
    assert_eq!(reloaded.settings.language, naipes::engine::Lang::Es);
}

#[test]
fn a_failed_save_names_its_path_and_is_never_claimed() {
    let dir = temp_dir("host-nosave");
    // A file where the saves folder should be: every save fails.
    std::fs::write(dir.join("saves"), "not a folder").unwrap();
    let mut app = app_in(&dir);
    start::<Pala>(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", SeatKind::Human),
            seat("Cy", CPU),
        ],
        &PalaRules::default(),
        2,
    );
    match &app.popup {
        Some(Popup::Notice(text)) => {
            assert!(text.contains("Autosave failed"), "{text}");
            assert!(
                text.contains(&dir.join("saves").display().to_string()),
                "no path: {text}"
            );
        }
        other => panic!("expected a notice, got {other:?}"),
    }
    app.handle(Action::Select);
    let screen = render(&app, 80, 24);
    assert!(!screen.contains("the game is saved"), "{screen}");
    assert!(screen.contains("NOT saved"), "{screen}");
    app.handle(Action::Quit);
    let screen = render(&app, 80, 24);
    assert!(screen.contains("FAILED"), "{screen}");
    // The whole warning and its reason are on the screen at 80x24, in both languages.
    let popup = popup_text(&screen, "Quit naipes?");
    for said in [
        "The last save FAILED: quitting now loses the last moves.",
        "y / Enter: quit    n / Esc: keep playing",
    ] {
        assert!(popup.contains(said), "{said:?} not in {popup:?}\n{screen}");
    }
    let path = dir.join("saves").display().to_string();
    assert!(
        popup.replace(' ', "").contains(&path.replace(' ', "")),
        "no reason: {popup:?}\n{screen}"
    );
    // In Spanish too.
    let dir = temp_dir("host-nosave-es");
    std::fs::write(dir.join("saves"), "not a folder").unwrap();
    let mut app = app_in(&dir);
    app.lang = naipes::engine::Lang::Es;
    start::<Pala>(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", SeatKind::Human),
            seat("Cy", CPU),
        ],
        &PalaRules::default(),
        2,
    );
    app.handle(Action::Select);
    app.handle(Action::Quit);
    let screen = render(&app, 80, 24);
    let popup = popup_text(&screen, "¿Salir de naipes?");
    for said in [
        "El último guardado FALLÓ: salir ahora pierde las últimas jugadas.",
        "s / Intro: salir    n / Esc: seguir",
    ] {
        assert!(popup.contains(said), "{said:?} not in {popup:?}\n{screen}");
    }
}

/// The text inside the box whose first line holds `title`, its lines joined by spaces.
fn popup_text(screen: &str, title: &str) -> String {
    let rows: Vec<Vec<char>> = screen.lines().map(|l| l.chars().collect()).collect();
    let at = rows
        .iter()
        .position(|r| r.iter().collect::<String>().contains(title))
        .unwrap_or_else(|| panic!("no {title:?} in\n{screen}"));
    let top = &rows[at - 1];
    let left = top
        .iter()
        .position(|&c| c == '┌')
        .expect("the popup's corner");
    let right = left
        + 1
        + top[left + 1..]
            .iter()
            .position(|&c| c == '┐')
            .expect("corner");
    let mut words = Vec::new();
    for row in &rows[at..] {
        if row[left] == '└' {
            break;
        }
        words.push(row[left + 1..right].iter().collect::<String>());
    }
    // Lines joined by a space; the spacing inside a line is kept.
    words.iter().map(|w| w.trim()).collect::<Vec<_>>().join(" ")
}

#[test]
fn a_round_summary_shows_before_the_hand_off_and_the_keyboard_is_handed_over_after() {
    let dir = temp_dir("host-summary-handoff");
    let mut app = app_in(&dir);
    start::<Pala>(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", SeatKind::Human),
            seat("Cy", CPU),
        ],
        &PalaRules::default(),
        8,
    );
    let mut seen = 0;
    let mut summaries = 0;
    for _ in 0..40 {
        if !advance_until::<Pala>(&mut app, BotLevel::Normal, |t| {
            matches!(t.host.overlay, Overlay::Summary(_))
        }) {
            break;
        }
        summaries += 1;
        let t = table::<Pala>(&app);
        let next_is_person = t
            .table
            .session
            .to_act()
            .is_some_and(|s| t.table.session.seats[s].is_human());
        let screen = render(&app, 80, 24);
        assert!(
            screen.contains("is over"),
            "the summary is hidden:\n{screen}"
        );
        assert!(!screen.contains("Pass to"), "{screen}");
        assert!(
            !screen.contains("'s hand"),
            "a hand under the summary:\n{screen}"
        );
        app.handle(Action::Char('c'));
        if next_is_person {
            let screen = render(&app, 80, 24);
            assert!(
                screen.contains("Pass to"),
                "no hand-off after the summary:\n{screen}"
            );
            seen += 1;
        }
        if table::<Pala>(&app).table.is_over() {
            break;
        }
    }
    assert!(
        seen >= 1,
        "no round ended with a person to act next ({summaries} summaries)"
    );
}

#[test]
fn keys_do_nothing_while_the_terminal_is_too_small() {
    let dir = temp_dir("host-small");
    let mut app = app_in(&dir);
    start::<Pala>(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", CPU),
            seat("Cy", CPU),
        ],
        &PalaRules::default(),
        4,
    );
    app.settle();
    let before = serde_json::to_value(&table::<Pala>(&app).table.session.game).unwrap();
    let screen = render_and_remember(&mut app, 39, 19);
    assert!(screen.contains("too small"));
    press(
        &mut app,
        &[Action::Toggle, Action::Select, Action::Select, Action::Back],
    );
    assert_eq!(
        serde_json::to_value(&table::<Pala>(&app).table.session.game).unwrap(),
        before
    );
    render_and_remember(&mut app, 80, 24);
    app.handle(Action::Toggle);
    assert!(app.popup.is_none());
    // Ctrl-Q, as the too-small screen says, quits at once (its question could not be
    // seen there); the save stays.
    render_and_remember(&mut app, 39, 19);
    app.handle(Action::Quit);
    assert!(app.quit, "Ctrl-Q quits while the terminal is too small");
    assert!(app.popup.is_none());
    assert_eq!(saves_in(&dir).len(), 1);
}

/// Ctrl-L at game over: ↓ reaches the last move however the earlier entries wrap (the
/// log used to stop a few rows short, inside the last entries).
#[test]
fn the_move_log_scrolls_to_the_last_move() {
    let mut app = app_in(&temp_dir("log-end"));
    let rules = naipes::games::palabra::PalabraRules::default();
    start::<naipes::games::palabra::Palabra>(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Computer 2", CPU),
            seat("Computer 3", CPU),
        ],
        &rules,
        42,
    );
    assert!(advance_until::<naipes::games::palabra::Palabra>(
        &mut app,
        BotLevel::Random,
        |t| t.table.is_over() && t.host.overlay == Overlay::None
    ));
    let last = table::<naipes::games::palabra::Palabra>(&app)
        .host
        .log
        .last()
        .cloned()
        .expect("moves in the log");
    app.handle(Action::Log);
    for _ in 0..3 {
        app.handle(Action::Up);
    }
    for _ in 0..150 {
        app.handle(Action::Down);
    }
    for (w, h) in [(80, 24), (120, 40)] {
        let screen = render(&app, w, h);
        let flat = screen
            .replace('│', " ")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let tail: String = last.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            flat.contains(&tail),
            "{w}x{h}: the last move {last:?} is not on the log screen:\n{screen}"
        );
    }
}

/// Every table screen of a game played in Spanish by two people and a computer, at 80x24:
/// the footer's last row holds at least two hints (a lone " ^Q  salir" under the rest
/// means the hints wrapped needlessly).
fn spanish_footers_fit<G: ScreenedGame>(name: &str, rules: &G::HouseRules, seed: u64) {
    let mut app = app_in(&temp_dir(name));
    app.lang = naipes::engine::Lang::Es;
    start::<G>(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", SeatKind::Human),
            seat("Cy", CPU),
        ],
        rules,
        seed,
    );
    for _ in 0..400 {
        app.settle();
        let screen = render(&app, 80, 24);
        let last = screen
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or_default();
        assert!(
            last.trim().contains("   "),
            "{name}: one hint alone on the footer's last row:\n{screen}"
        );
        let t = table::<G>(&app);
        if t.table.is_over() {
            break;
        }
        if matches!(t.host.overlay, Overlay::Summary(_)) {
            app.handle(Action::Char('c'));
        } else if t.host.handoff.is_some() {
            app.handle(Action::Select);
        } else {
            person_plays_like_a_bot::<G>(&mut app, BotLevel::Normal);
        }
    }
}

#[test]
fn spanish_footers_do_not_wrap_at_80_columns() {
    use naipes::engine::WordCheck;
    spanish_footers_fit::<Pala>("es-pala", &PalaRules::default(), 3);
    spanish_footers_fit::<Rapiletras>(
        "es-rapi",
        &RapiRules {
            word_check: WordCheck::Challenge,
            ..short_rapiletras()
        },
        3,
    );
    spanish_footers_fit::<naipes::games::palabra::Palabra>(
        "es-palabra",
        &naipes::games::palabra::PalabraRules {
            word_check: WordCheck::Vote,
            ..Default::default()
        },
        3,
    );
    spanish_footers_fit::<naipes::games::palace::Palace>(
        "es-palace",
        &naipes::games::palace::PalaceRules::default(),
        3,
    );
    spanish_footers_fit::<naipes::games::leftovers::Leftovers>(
        "es-leftovers",
        &naipes::games::leftovers::LeftRules {
            word_check: WordCheck::Challenge,
            ..Default::default()
        },
        3,
    );
}

#[test]
fn a_computers_answer_for_another_table_or_decision_is_dropped_not_played() {
    use naipes::app::effects::{Asked, Effect, Msg};
    let dir = temp_dir("host-bot-answer");
    let mut app = app_in(&dir);
    let cpus = vec![seat("A", CPU), seat("B", CPU), seat("C", CPU)];
    start::<Pala>(&mut app, cpus, &PalaRules::default(), 8);
    let now = std::time::Instant::now();
    let fx = app.update(Msg::Tick(now));
    let Some(Effect::Think { asked, job }) =
        fx.into_iter().find(|e| matches!(e, Effect::Think { .. }))
    else {
        panic!("a computer was asked to move");
    };
    let ply = table::<Pala>(&app).table.session.ply();
    assert_eq!(asked.ply, ply);
    let mv = *(job.0)()
        .downcast::<naipes::games::pala::PalaMove>()
        .expect("a move of the game asked");
    let wrong = [
        // Another game's table (one left for the menu, say), at the same ply.
        Asked {
            table: dir.join("saves/pala-elsewhere.json"),
            ply,
        },
        // An earlier decision of this table.
        Asked {
            ply: ply.wrapping_sub(1),
            ..asked.clone()
        },
    ];
    for asked in wrong {
        app.update(Msg::BotMove {
            asked,
            mv: Box::new(mv.clone()),
        });
        app.update(Msg::Tick(now));
        assert_eq!(
            table::<Pala>(&app).table.session.ply(),
            ply,
            "a stray answer was played"
        );
    }
    // Not a move of this game: dropped, and said.
    app.update(Msg::BotMove {
        asked: asked.clone(),
        mv: Box::new("Discard the queen"),
    });
    app.update(Msg::Tick(now));
    let t = table::<Pala>(&app);
    assert_eq!(t.table.session.ply(), ply);
    assert!(
        t.host.message.contains("did not arrive"),
        "{}",
        t.host.message
    );
    // The answer asked for is played.
    app.update(Msg::BotMove {
        asked,
        mv: Box::new(mv),
    });
    app.update(Msg::Tick(now));
    assert_eq!(table::<Pala>(&app).table.session.ply(), ply + 1);
}
