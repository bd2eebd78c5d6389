//! Drives a Palabra game through the App with keys, as players would.

use crate::common;

use common::*;
use naipes::app::table::{GameTable, Overlay};
use naipes::engine::{BotLevel, Rules, Seat, SeatKind};
use naipes::game_screen::keys::Action;
use naipes::games::palabra::Palabra;
use naipes::games::palabra::ui::{Ask as PalabraAsk, ask};
use naipes::games::palabra::{PalabraMove, PalabraRules, WordCheck};

fn seat(name: &str, kind: SeatKind) -> Seat {
    Seat {
        name: name.into(),
        kind,
    }
}

const CPU: SeatKind = SeatKind::Computer(BotLevel::Normal);

fn start(app: &mut naipes::app::App, seats: Vec<Seat>, rules: PalabraRules, seed: u64) {
    common::start::<Palabra>(app, seats, &rules, seed);
}

fn table(app: &naipes::app::App) -> &GameTable<Palabra> {
    common::table::<Palabra>(app)
}

/// A person who types the first word the rules offer (or passes), and accepts words.
fn act(app: &mut naipes::app::App) {
    let t = table(app);
    if matches!(t.host.overlay, Overlay::Summary(_)) {
        app.handle(Action::Char('c'));
        return;
    }
    if t.host.handoff.is_some() {
        app.handle(Action::Select);
        return;
    }
    if accept_poll::<Palabra>(app) {
        return;
    }
    let t = table(app);
    match ask(&t.ctx()) {
        PalabraAsk::PrePlay => app.handle(Action::Select),
        PalabraAsk::Play => {
            let seat = t.host.viewer.unwrap();
            let view = t.table.session.game.view_for(seat);
            let typed = t
                .table
                .session
                .game
                .candidate_moves(seat)
                .into_iter()
                .find_map(|m| match m {
                    PalabraMove::Word {
                        after,
                        before,
                        build_on: None,
                    } if before.is_empty() => {
                        let word: String = after.iter().map(|(_, c)| *c).collect();
                        // Plain letter cards only, so the typed text needs no * or +.
                        let plain = after.iter().all(|(id, c)| {
                            view.hand
                                .iter()
                                .any(|h| h.id == *id && h.letter() == Some(*c))
                        });
                        plain.then_some(word)
                    }
                    _ => None,
                });
            let before = table(app).table.session.ply();
            if let Some(word) = typed {
                for c in word.chars() {
                    app.handle(Action::Char(c));
                }
                app.handle(Action::Select);
            }
            if table(app).table.session.ply() == before {
                app.handle(Action::Back);
                app.handle(Action::Char('0'));
            }
        }
        PalabraAsk::Answer => app.handle(Action::Char('a')),
        PalabraAsk::Vote => app.handle(Action::Char('y')),
        PalabraAsk::Wait => panic!("asked nothing"),
    }
}

#[test]
fn whole_games_through_the_keys() {
    for (i, check) in [WordCheck::Strict, WordCheck::Challenge, WordCheck::Vote]
        .into_iter()
        .enumerate()
    {
        let dir = temp_dir(&format!("palabra-whole-{i}"));
        let mut app = app_in(&dir);
        let rules = PalabraRules {
            word_check: check,
            ..PalabraRules::default()
        };
        start(
            &mut app,
            vec![
                seat("Ana", SeatKind::Human),
                seat("Bob", SeatKind::Human),
                seat("Cy", CPU),
            ],
            rules,
            40 + i as u64,
        );
        for _ in 0..20_000 {
            settle(&mut app);
            if table(&app).table.is_over() && table(&app).host.overlay == Overlay::None {
                break;
            }
            act(&mut app);
        }
        let t = table(&app);
        assert!(
            t.table.session.outcome().is_some(),
            "{check:?}: the game did not end"
        );
        let screen = render(&app, 80, 24);
        assert!(screen.contains("Game over"), "{screen}");
        let typed_words = t
            .table
            .session
            .history
            .iter()
            .filter(|e| e.seat < 2 && matches!(e.mv, PalabraMove::Word { .. }))
            .count();
        assert!(
            typed_words > 0,
            "{check:?}: the people never got a typed word played"
        );
        let replayed = t.table.session.replayed().expect("replay");
        assert_eq!(
            serde_json::to_value(&replayed).unwrap(),
            serde_json::to_value(&t.table.session.game).unwrap()
        );
    }
}

#[test]
fn a_typed_word_is_previewed_and_a_bad_one_changes_nothing() {
    let dir = temp_dir("palabra-typing");
    let mut app = app_in(&dir);
    start(
        &mut app,
        vec![seat("Ana", SeatKind::Human), seat("Bob", CPU)],
        PalabraRules::default(),
        6,
    );
    for _ in 0..50 {
        settle(&mut app);
        if ask(&table(&app).ctx()) == PalabraAsk::Play {
            break;
        }
        act(&mut app);
    }
    assert_eq!(ask(&table(&app).ctx()), PalabraAsk::Play);
    assert!(app.wants_text());
    let before = serde_json::to_value(&table(&app).table.session.game).unwrap();
    for c in "QQQZZ".chars() {
        app.handle(Action::Char(c));
    }
    let preview = table(&app)
        .host
        .ui
        .preview(&table(&app).ctx())
        .expect("a preview");
    assert!(preview.is_err(), "{preview:?}");
    app.handle(Action::Select);
    assert_eq!(
        serde_json::to_value(&table(&app).table.session.game).unwrap(),
        before
    );
    assert!(!table(&app).host.message.is_empty());
    let screen = render(&app, 80, 24);
    assert!(screen.contains("QQQZZ_"), "{screen}");
    assert!(screen.contains("Ana's hand"));
    assert!(!screen.contains("Bob's hand"));
}

/// The impatient timer: ! starts it (the host runs it), time up is Ana's pass, and the
/// next decision starts without it (! is offered again).
#[test]
fn the_impatient_timer_runs_out_into_a_time_out_and_a_new_turn_clears_it() {
    use naipes::app::effects::Msg;
    use std::time::{Duration, Instant};
    let dir = temp_dir("palabra-timer");
    let mut app = app_in(&dir);
    let rules = PalabraRules {
        impatient_timer_seconds: 5,
        ..PalabraRules::default()
    };
    start(
        &mut app,
        vec![seat("Ana", SeatKind::Human), seat("Bob", CPU)],
        rules,
        6,
    );
    settle(&mut app);
    let deciding = |app: &naipes::app::App| {
        matches!(
            ask(&table(app).ctx()),
            PalabraAsk::PrePlay | PalabraAsk::Play
        )
    };
    let offers_timer = |app: &naipes::app::App| {
        table(app)
            .game_keys()
            .iter()
            .any(|b| b.keys.contains(&Action::Char('!')))
    };
    assert!(deciding(&app));
    assert!(offers_timer(&app));
    let t0 = Instant::now() + Duration::from_secs(100);
    app.drive(Msg::Tick(t0));
    assert_eq!(table(&app).ctx().timer, None, "nobody called time yet");
    app.handle(Action::Char('!'));
    assert_eq!(table(&app).ctx().timer.map(|c| c.left), Some(5));
    assert!(!offers_timer(&app), "it runs: ! is not offered twice");
    let before = table(&app).table.session.ply();
    app.drive(Msg::Tick(t0 + Duration::from_secs(2)));
    assert_eq!(
        table(&app).table.session.ply(),
        before,
        "time is not up yet"
    );
    let screen = render(&app, 80, 24);
    // The hourglass is two columns wide: the rendered row has a space after it.
    assert!(
        screen
            .lines()
            .any(|l| l.contains('⏳') && l.trim_end().ends_with(" 3 s")),
        "{screen}"
    );
    app.drive(Msg::Tick(t0 + Duration::from_secs(6)));
    let t = table(&app);
    assert!(t.table.session.ply() > before);
    assert_eq!(
        t.table.session.history[before as usize].mv,
        PalabraMove::TimeOut
    );
    settle(&mut app);
    assert!(deciding(&app));
    assert_eq!(table(&app).ctx().timer, None, "a new decision clears it");
    assert!(offers_timer(&app));
}

#[test]
fn twelve_seats_with_two_decks_fit_at_80x24() {
    let dir = temp_dir("palabra-twelve");
    let mut app = app_in(&dir);
    let mut seats = vec![seat("Ana", SeatKind::Human)];
    seats.extend((2..=12).map(|i| seat(&format!("P{i}"), CPU)));
    let rules = PalabraRules {
        two_decks: true,
        ..PalabraRules::default()
    };
    start(&mut app, seats, rules, 12);
    settle(&mut app);
    let screen = render(&app, 80, 24);
    for i in 2..=12 {
        assert!(
            screen.contains(&format!("P{i} ")),
            "P{i} missing:\n{screen}"
        );
    }
    assert!(screen.contains("Ana's hand"), "{screen}");
    assert!(screen.contains("^Q"), "{screen}");
}

/// What reveals nothing in Palabra, as the undo rule reads it (README, "Undo and
/// hints"): a turn started, a pre-play skipped, a pass, a simultaneous choice kept
/// hidden; the person's own cards played. Everything else (draws, cuts, exchanges,
/// vowels shuffled back, a word put to the table, the end) reveals.
fn palabra_reveals(event: &serde_json::Value, own: bool) -> bool {
    match event_kind(event).as_str() {
        "turnstarted" | "preplayskipped" | "passed" | "decided" => false,
        "played" | "jokered" | "shaved" => !own,
        _ => true,
    }
}

#[test]
fn palabra_undo_refuses_what_revealed_and_hints_are_legal_and_change_nothing() {
    let cases: Vec<_> = [WordCheck::Strict, WordCheck::Challenge]
        .into_iter()
        .flat_map(|check| {
            let rules = PalabraRules {
                word_check: check,
                ..PalabraRules::default()
            };
            (1..=2).map(move |seed| (rules.clone(), seed))
        })
        .collect();
    undo_and_hints_cases::<Palabra>(&cases, 3, 20, palabra_reveals);
    same_game_with_or_without_hints::<Palabra>(5, 2, &PalabraRules::default(), 20, palabra_reveals);
}

/// With one person at the table, a computer's word is answered with a / d, as at every
/// word game and in the README: Palabra's footer read "c challenge" (found by a tester).
#[test]
fn one_person_challenges_with_d_as_at_every_word_game() {
    let dir = temp_dir("palabra-one-person-d");
    let mut app = app_in(&dir);
    let rules = PalabraRules {
        word_check: WordCheck::Challenge,
        ..PalabraRules::default()
    };
    start(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", CPU),
            seat("Cy", CPU),
        ],
        rules,
        5,
    );
    let asked = advance_until::<Palabra>(&mut app, BotLevel::Normal, |t| {
        t.acting_person().is_some() && ask(&t.ctx()) == PalabraAsk::Answer
    });
    assert!(asked);
    let screen = render(&app, 80, 24);
    assert!(screen.contains(" d  challenge"), "{screen}");
    assert!(!screen.contains(" c  challenge"), "{screen}");
    let before = table(&app).table.session.ply();
    app.handle(Action::Char('d'));
    assert!(table(&app).table.session.ply() > before, "d challenges");
}
