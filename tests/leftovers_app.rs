//! Drives Leftovers through the App with keys, as players would, and snapshots the table.

use crate::common;

use common::*;
use naipes::app::App;
use naipes::app::table::{GameTable, Overlay};
use naipes::engine::{BotLevel, Rules, Seat, SeatKind, WordCheck};
use naipes::game_screen::keys::Action;
use naipes::games::leftovers::ui::{Ask, ask};
use naipes::games::leftovers::{LeftMove, LeftRules, Leftovers};
use naipes::lexicon::WordList;

fn seat(name: &str, kind: SeatKind) -> Seat {
    Seat {
        name: name.into(),
        kind,
    }
}

const CPU: SeatKind = SeatKind::Computer(BotLevel::Normal);

fn table(app: &App) -> &GameTable<Leftovers> {
    common::table::<Leftovers>(app)
}

fn rules(check: WordCheck) -> LeftRules {
    LeftRules {
        word_check: check,
        dictionary: WordList::Everyday,
        ..LeftRules::default()
    }
}

/// A person who types the first word the search finds (or 0), accepts every word and
/// votes yes.
fn act(app: &mut App) {
    let t = table(app);
    if matches!(t.host.overlay, Overlay::Summary(_)) {
        app.handle(Action::Char('c'));
        return;
    }
    if t.host.handoff.is_some() {
        app.handle(Action::Select);
        return;
    }
    if let Some(poll) = t.poll() {
        let seat = t.table.poll_waiting(&poll)[0];
        let key = poll.answers[0].key;
        app.handle(Action::Char(
            char::from_digit(seat as u32 + 1, 10).expect("digit"),
        ));
        app.handle(Action::Char(key));
        return;
    }
    let ctx = t.ctx();
    match ask(&ctx) {
        Ask::Turn => {
            let word = ctx.legal.iter().find_map(|m| match m {
                LeftMove::Word { word } => Some(word.clone()),
                _ => None,
            });
            match word {
                Some(w) => {
                    type_text(app, &w.to_lowercase());
                    app.handle(Action::Select);
                }
                None => app.handle(Action::Char('0')),
            }
        }
        Ask::Answer => app.handle(Action::Char('a')),
        Ask::Vote => app.handle(Action::Char('y')),
        Ask::Wait => panic!("asked nothing"),
    }
}

#[test]
fn whole_games_through_the_keys_in_each_word_check_mode() {
    for (i, mode) in [WordCheck::Strict, WordCheck::Challenge, WordCheck::Vote]
        .into_iter()
        .enumerate()
    {
        let dir = temp_dir(&format!("left-whole-{i}"));
        let mut app = app_in(&dir);
        common::start::<Leftovers>(
            &mut app,
            vec![
                seat("Ana", SeatKind::Human),
                seat("Bob", SeatKind::Human),
                seat("Cy", CPU),
            ],
            &rules(mode),
            40 + i as u64,
        );
        let mut over = false;
        for _ in 0..5_000 {
            settle(&mut app);
            if table(&app).table.is_over() {
                over = true;
                break;
            }
            act(&mut app);
        }
        assert!(over, "{mode:?}: the game ends");
        let t = table(&app);
        let out = t.table.session.outcome().expect("outcome");
        assert_eq!(out.totals.len(), 3);
        // Once over, the exported record is complete: the deal with every hand.
        let text = t.record_text();
        assert!(text.contains("\"type\":\"deal\""), "{mode:?}");
        assert!(text.contains("\"seed\":"));
    }
}

#[test]
fn the_line_under_the_word_says_what_it_uses_and_who_takes_what() {
    let dir = temp_dir("left-preview");
    let mut app = app_in(&dir);
    let game_rules = LeftRules::default();
    common::start::<Leftovers>(
        &mut app,
        vec![seat("Ana", SeatKind::Human), seat("Bob", CPU)],
        &game_rules,
        5,
    );
    // Play on until Ana must remake a word on the table.
    let ready = advance_until::<Leftovers>(&mut app, BotLevel::Normal, |t| {
        t.ctx()
            .view
            .is_some_and(|v| v.phase == naipes::games::leftovers::Phase::Play)
    });
    assert!(ready);
    let t = table(&app);
    let view = t.ctx().view.unwrap();
    let words = view.found_words();
    let split = words.first().expect("a word to make").clone();
    let before = t.table.session.ply();
    // A refused word: said why, nothing changes.
    type_text(&mut app, "qzx");
    let screen = render_and_remember(&mut app, 80, 24);
    assert!(screen.contains("✗"), "{screen}");
    app.handle(Action::Select);
    assert_eq!(table(&app).table.session.ply(), before);
    assert!(!table(&app).host.message.is_empty());
    app.handle(Action::Back);
    // A good word: hand and table cards, and what Bob takes.
    type_text(&mut app, &split.word);
    let screen = render_and_remember(&mut app, 80, 24);
    assert!(
        screen.contains(&format!("✓ {}: hand", split.word)),
        "{screen}"
    );
    if split.leftovers.is_empty() {
        assert!(screen.contains("nothing left over"), "{screen}");
    } else {
        assert!(screen.contains("Bob takes"), "{screen}");
    }
    app.handle(Action::Select);
    assert!(table(&app).table.session.ply() > before);
}

#[test]
fn a_person_who_cannot_make_a_word_presses_0() {
    let dir = temp_dir("left-pass");
    let mut app = app_in(&dir);
    common::start::<Leftovers>(
        &mut app,
        vec![seat("Ana", SeatKind::Human), seat("Bob", CPU)],
        &LeftRules::default(),
        11,
    );
    settle(&mut app);
    let before = table(&app).table.session.ply();
    // A digit while typing never throws the word away.
    type_text(&mut app, "ab");
    app.handle(Action::Char('0'));
    assert_eq!(table(&app).table.session.ply(), before);
    assert_eq!(table(&app).host.ui.entry.text(), "AB");
    app.handle(Action::Back);
    app.handle(Action::Char('0'));
    assert!(table(&app).table.session.ply() > before);
}

#[test]
fn a_hand_is_never_on_screen_while_another_person_decides() {
    let dir = temp_dir("left-hidden");
    let mut app = app_in(&dir);
    common::start::<Leftovers>(
        &mut app,
        vec![seat("Ana", SeatKind::Human), seat("Bob", SeatKind::Human)],
        &rules(WordCheck::Strict),
        3,
    );
    for _ in 0..6 {
        settle(&mut app);
        let t = table(&app);
        if let Some(s) = t.host.handoff {
            let screen = render_and_remember(&mut app, 80, 24);
            assert!(screen.contains("Pass to"), "{screen}");
            assert!(!screen.contains("'s hand"), "{screen}");
            let _ = s;
        }
        act(&mut app);
    }
}

fn snap_app(name: &str, check: WordCheck, seed: u64) -> App {
    let dir = temp_dir(&format!("left-snap-{name}"));
    let mut app = app_in(&dir);
    app.loaded.user_file = "/home/you/.config/naipes/config.toml".into();
    common::start::<Leftovers>(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", CPU),
            seat("Cy", CPU),
        ],
        &rules(check),
        seed,
    );
    settle(&mut app);
    app
}

fn both(app: &mut App, name: &str) {
    insta::assert_snapshot!(format!("{name}_80x24"), render_and_remember(app, 80, 24));
    insta::assert_snapshot!(format!("{name}_large"), render_and_remember(app, 160, 48));
    render_and_remember(app, 80, 24);
}

#[test]
fn snapshots_of_the_table() {
    let mut app = snap_app("open", WordCheck::Strict, 8);
    both(&mut app, "leftovers_open");
    let ready = advance_until::<Leftovers>(&mut app, BotLevel::Normal, |t| {
        t.ctx()
            .view
            .is_some_and(|v| v.phase == naipes::games::leftovers::Phase::Play)
    });
    assert!(ready);
    let word = table(&app).ctx().view.unwrap().found_words()[0]
        .word
        .clone();
    type_text(&mut app, &word);
    both(&mut app, "leftovers_typing");
    let over = advance_until::<Leftovers>(&mut app, BotLevel::Normal, |t| t.table.is_over());
    assert!(over);
    both(&mut app, "leftovers_game_over");
}

#[test]
fn snapshot_of_a_challenge() {
    let mut app = snap_app("judge", WordCheck::Challenge, 9);
    // Ana lays a word that is not one; Bob and Cy judge it by the dictionary.
    let ready =
        advance_until::<Leftovers>(&mut app, BotLevel::Normal, |t| ask(&t.ctx()) == Ask::Turn);
    assert!(ready);
    let hand: String = table(&app)
        .ctx()
        .view
        .unwrap()
        .hand
        .iter()
        .map(|c| c.letter)
        .collect();
    let before = table(&app).table.session.ply();
    let bogus: String = hand.chars().take(3).collect();
    type_text(&mut app, &bogus);
    both(&mut app, "leftovers_challenge_typing");
    app.handle(Action::Select);
    settle(&mut app);
    assert!(table(&app).table.session.ply() > before);
    let _ = table(&app).table.session.game.totals();
}

/// In vote mode the dictionary does not decide: a word outside it is said to go to the
/// table's vote, not only to be missing (found by a tester).
#[test]
fn a_word_outside_the_dictionary_goes_to_the_vote() {
    for (check, said) in [
        (WordCheck::Vote, "(not in the dictionary; the table votes)"),
        (WordCheck::Challenge, "(not in the dictionary)"),
    ] {
        let mut app = snap_app("vote-preview", check, 9);
        let ready =
            advance_until::<Leftovers>(&mut app, BotLevel::Normal, |t| ask(&t.ctx()) == Ask::Turn);
        assert!(ready);
        let hand = table(&app).ctx().view.unwrap().hand.clone();
        let bogus: String = hand.iter().take(3).map(|c| c.letter).collect();
        type_text(&mut app, &bogus);
        let screen = common::render(&app, 160, 48);
        assert!(screen.contains(said), "{check:?}: {screen}");
        let votes = screen.contains("the table votes");
        assert_eq!(votes, check == WordCheck::Vote, "{screen}");
    }
}

#[test]
fn the_turn_timer_ends_a_turn_as_no_word() {
    use naipes::app::effects::Msg;
    use std::time::{Duration, Instant};
    let dir = temp_dir("left-timer");
    let mut app = app_in(&dir);
    let timed = LeftRules {
        turn_timer: 5,
        ..LeftRules::default()
    };
    common::start::<Leftovers>(
        &mut app,
        vec![seat("Ana", SeatKind::Human), seat("Bob", CPU)],
        &timed,
        11,
    );
    settle(&mut app);
    assert!(ask(&table(&app).ctx()) == Ask::Turn);
    let t0 = Instant::now();
    app.drive(Msg::Tick(t0));
    let before = table(&app).table.session.ply();
    app.drive(Msg::Tick(t0 + Duration::from_secs(2)));
    assert_eq!(
        table(&app).table.session.ply(),
        before,
        "time is not up yet"
    );
    assert_eq!(table(&app).ctx().timer.map(|c| c.left), Some(3));
    app.drive(Msg::Tick(t0 + Duration::from_secs(6)));
    let t = table(&app);
    assert_eq!(t.table.session.ply(), before + 1);
    assert_eq!(
        t.table.session.history.last().map(|e| e.mv.clone()),
        Some(LeftMove::TimeUp)
    );
    // Bob's turn, then Ana's again: a new decision, with the whole time from its first
    // moment (the host cleared the countdown; it is not the last one run out).
    settle(&mut app);
    assert!(ask(&table(&app).ctx()) == Ask::Turn);
    assert_eq!(table(&app).ctx().timer, None, "cleared at the new decision");
    let t1 = t0 + Duration::from_secs(100);
    app.drive(Msg::Tick(t1));
    assert_eq!(table(&app).ctx().timer.map(|c| c.left), Some(5));
    let screen = render(&app, 80, 24);
    // The hourglass is two columns wide: the rendered row has a space after it.
    assert!(
        screen
            .lines()
            .any(|l| l.contains('⏳') && l.trim_end().ends_with(" 5 s")),
        "{screen}"
    );
}

/// Three people in challenge mode: the answers to a word are typed on one public screen,
/// in reverse seat order, with no hand-off and no hand on screen; the game gets them in
/// its own order, so the record is the one answered in order.
#[test]
fn answers_to_a_word_on_one_public_screen_in_any_order() {
    let people = || {
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", SeatKind::Human),
            seat("Cy", SeatKind::Human),
        ]
    };
    // Plays up to the first word laid; returns the app with the poll up.
    let to_poll = |name: &str| {
        let dir = temp_dir(name);
        let mut app = app_in(&dir);
        common::start::<Leftovers>(&mut app, people(), &rules(WordCheck::Challenge), 7);
        for _ in 0..20 {
            settle(&mut app);
            if table(&app).poll().is_some() {
                return app;
            }
            act(&mut app);
        }
        panic!("no word was laid");
    };
    let mut app = to_poll("left-poll-rev");
    let t = table(&app);
    assert!(t.host.handoff.is_none());
    assert!(t.ctx().view.is_none(), "a poll screen shows no hand");
    let poll = t.poll().expect("poll");
    let mut asked = poll.seats.clone();
    assert_eq!(asked.len(), 2);
    asked.reverse();
    let ply = t.table.session.ply();
    let names = t.table.session.names();
    // The last seat asked answers first.
    press(
        &mut app,
        &[
            Action::Char(char::from_digit(asked[0] as u32 + 1, 10).unwrap()),
            Action::Char('a'),
        ],
    );
    let t = table(&app);
    assert_eq!(
        t.table.session.ply(),
        ply,
        "nothing applied before all answered"
    );
    assert!(t.host.handoff.is_none());
    assert!(t.ctx().view.is_none());
    let prompt = t.poll_prompt().expect("still polled");
    assert!(
        prompt.contains(&format!("Answered: {} {}", asked[0] + 1, names[asked[0]])),
        "{prompt}"
    );
    assert!(
        !t.host.log.iter().any(|l| l.contains("accepts")),
        "what was answered stays hidden"
    );
    let screen = render_and_remember(&mut app, 80, 24);
    assert!(!screen.contains("Pass to"), "{screen}");
    // The other person: the bare key works when only one is left.
    press(&mut app, &[Action::Char('a')]);
    settle(&mut app);
    let reversed = table(&app).table.session.history.clone();
    assert_eq!(reversed.len(), ply as usize + 2);

    // The same answers given in seat order.
    let mut app = to_poll("left-poll-fwd");
    for s in asked.iter().rev() {
        press(
            &mut app,
            &[
                Action::Char(char::from_digit(*s as u32 + 1, 10).unwrap()),
                Action::Char('a'),
            ],
        );
    }
    settle(&mut app);
    let in_order = table(&app).table.session.history.clone();
    assert_eq!(
        serde_json::to_string(&reversed).unwrap(),
        serde_json::to_string(&in_order).unwrap()
    );
}

/// What reveals nothing in Leftovers, as the undo rule reads it (README, "Undo and
/// hints"): who starts, cards taken from the table, a seat making no word; the person's
/// own letters laid. The first draw, a deal, cards drawn, a word put to the table and the
/// end reveal.
fn leftovers_reveals(event: &serde_json::Value, own: bool) -> bool {
    match event_kind(event).as_str() {
        "starts" | "took" | "noword" => false,
        "opened" | "remade" => !own,
        _ => true,
    }
}

#[test]
fn leftovers_undo_refuses_what_revealed_and_hints_are_legal_and_change_nothing() {
    let cases: Vec<_> = [WordCheck::Strict, WordCheck::Vote]
        .into_iter()
        .flat_map(|check| (1..=2).map(move |seed| (rules(check), seed)))
        .collect();
    undo_and_hints_cases::<Leftovers>(&cases, 3, 25, leftovers_reveals);
    same_game_with_or_without_hints::<Leftovers>(
        5,
        2,
        &rules(WordCheck::Strict),
        25,
        leftovers_reveals,
    );
}
