//! Drives a Rapiletras game through the App with keys, as players would.

use crate::common;

use common::*;
use naipes::app::table::{GameTable, Overlay};
use naipes::engine::{BotLevel, Rules, Seat, SeatKind};
use naipes::game_screen::keys::Action;
use naipes::games::rapiletras::Rapiletras;
use naipes::games::rapiletras::ui::{Ask as RapiAsk, ask};
use naipes::games::rapiletras::{RapiRules, WordCheck};

fn seat(name: &str, kind: SeatKind) -> Seat {
    Seat {
        name: name.into(),
        kind,
    }
}

const CPU: SeatKind = SeatKind::Computer(BotLevel::Normal);

fn start(app: &mut naipes::app::App, seats: Vec<Seat>, rules: RapiRules, seed: u64) {
    common::start::<Rapiletras>(app, seats, &rules, seed);
}

fn table(app: &naipes::app::App) -> &GameTable<Rapiletras> {
    common::table::<Rapiletras>(app)
}

/// A person who always draws from the mazo (or passes) and accepts every word.
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
    if accept_poll::<Rapiletras>(app) {
        return;
    }
    let t = table(app);
    match ask(&t.ctx()) {
        RapiAsk::Turn => {
            let before = t.table.session.ply();
            app.handle(Action::Char('1'));
            if table(app).table.session.ply() == before {
                app.handle(Action::Char('0'));
            }
        }
        RapiAsk::Answer => app.handle(Action::Char('a')),
        RapiAsk::Vote => app.handle(Action::Char('s')),
        RapiAsk::Wait => panic!("asked nothing"),
    }
}

#[test]
fn a_whole_game_through_the_keys_in_each_word_check_mode() {
    for (i, mode) in [WordCheck::Strict, WordCheck::Challenge, WordCheck::Vote]
        .into_iter()
        .enumerate()
    {
        let dir = temp_dir(&format!("rapi-whole-{i}"));
        let mut app = app_in(&dir);
        let rules = RapiRules {
            word_check: mode,
            game_end: 40,
            ..RapiRules::default()
        };
        start(
            &mut app,
            vec![
                seat("Ana", SeatKind::Human),
                seat("Bob", SeatKind::Human),
                seat("Cy", CPU),
            ],
            rules,
            30 + i as u64,
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
            "{mode:?}: the game did not end"
        );
        let screen = render(&app, 80, 24);
        assert!(screen.contains("Fin de la partida"), "{screen}");
        let replayed = t.table.session.replayed().expect("replay");
        assert_eq!(
            serde_json::to_value(&replayed).unwrap(),
            serde_json::to_value(&t.table.session.game).unwrap()
        );
    }
}

#[test]
fn typing_a_word_previews_it_and_a_bad_word_is_refused_in_strict_mode() {
    let dir = temp_dir("rapi-typing");
    let mut app = app_in(&dir);
    start(
        &mut app,
        vec![seat("Ana", SeatKind::Human), seat("Bob", CPU)],
        RapiRules::default(),
        5,
    );
    // Let the computer play until Ana's turn.
    for _ in 0..50 {
        settle(&mut app);
        if ask(&table(&app).ctx()) == RapiAsk::Turn {
            break;
        }
        act(&mut app);
    }
    assert!(app.wants_text(), "letters are text during Ana's turn");
    let before = serde_json::to_value(&table(&app).table.session.game).unwrap();
    // Letters she does not hold: the preview says so, Enter changes nothing.
    for c in "ÑÑÑÑÑÑ".chars() {
        app.handle(Action::Char(c));
    }
    let t = table(&app);
    assert_eq!(t.host.ui.entry.text(), "ÑÑÑÑÑÑ");
    let preview = t.host.ui.preview(&t.ctx()).expect("a preview");
    assert!(preview.is_err(), "{preview:?}");
    app.handle(Action::Select);
    assert_eq!(
        serde_json::to_value(&table(&app).table.session.game).unwrap(),
        before
    );
    assert!(!table(&app).host.message.is_empty());
    // Esc clears; N then ~ types Ñ (keyboards without the key); a lone ~ says how.
    app.handle(Action::Back);
    type_text(&mut app, "an~o");
    assert_eq!(table(&app).host.ui.entry.text(), "AÑO");
    app.handle(Action::Back);
    app.handle(Action::Char('~'));
    assert_eq!(table(&app).host.ui.entry.text(), "");
    assert!(
        table(&app).host.message.contains("N y luego ~"),
        "{}",
        table(&app).host.message
    );
    // A non-letter is explained and not typed.
    app.handle(Action::Char('#'));
    assert_eq!(table(&app).host.ui.entry.text(), "");
    assert!(
        table(&app).host.message.contains("no es una letra"),
        "{}",
        table(&app).host.message
    );
    // A word the hand can make and the dictionary knows is played.
    let seat = table(&app).host.viewer.unwrap();
    let view = table(&app).table.session.game.view_for(seat);
    let legal = table(&app).table.session.game.candidate_moves(seat);
    if let Some(naipes::games::rapiletras::RapiMove::Form { word }) = legal.iter().find(
        |m| matches!(m, naipes::games::rapiletras::RapiMove::Form { word } if !word.contains('*')),
    ) {
        for c in word.chars() {
            app.handle(Action::Char(c));
        }
        assert!(
            table(&app)
                .host
                .ui
                .preview(&table(&app).ctx())
                .unwrap()
                .is_ok()
        );
        app.handle(Action::Select);
        let after = table(&app).table.session.game.view_for(seat);
        assert_eq!(after.hand.len(), view.hand.len() - word.chars().count());
    }
}

#[test]
fn the_rapiletras_table_renders_at_80x24_without_other_hands() {
    let dir = temp_dir("rapi-render");
    let mut app = app_in(&dir);
    start(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", CPU),
            seat("Cy", CPU),
        ],
        RapiRules::default(),
        8,
    );
    settle(&mut app);
    let screen = render(&app, 80, 24);
    assert!(screen.contains("Dado:"), "{screen}");
    assert!(screen.contains("Mazo:"));
    assert!(screen.contains("Mano de Ana"));
    assert!(!screen.contains("Mano de Bob"));
    // Under 80x24 the compact screen, no other hand either (issue 36); under 40x20 a
    // message.
    let compact = render(&app, 79, 24);
    assert!(compact.contains("Mano: 10 cartas"), "{compact}");
    assert!(!compact.contains("Mano de Bob"), "{compact}");
    let small = render(&app, 39, 24);
    assert!(
        small.contains("demasiado pequeña") || small.contains("too small"),
        "{small}"
    );
}

/// Challenge mode with two people and a computer: a word goes to one public screen; a
/// computer asked before a person waits until the person has answered (nobody sees a
/// computer's answer first), then the answers count in turn order.
#[test]
fn a_word_is_judged_on_one_public_screen_and_computers_answer_after_the_people() {
    let dir = temp_dir("rapi-poll");
    let mut app = app_in(&dir);
    let rules = RapiRules {
        word_check: WordCheck::Challenge,
        ..RapiRules::default()
    };
    start(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", SeatKind::Human),
            seat("Cy", CPU),
        ],
        rules,
        5,
    );
    // Bob's word: Cy (a computer) is asked first, then Ana.
    let found = advance_until::<Rapiletras>(&mut app, BotLevel::Normal, |t| {
        t.poll()
            .is_some_and(|p| p.seats.first() == Some(&2) && p.answered.is_empty())
    });
    assert!(found, "Bob laid a word with Cy asked first");
    settle(&mut app);
    let t = table(&app);
    let poll = t.poll().expect("still asked");
    assert_eq!(poll.seats, vec![2, 0]);
    assert!(poll.answered.is_empty(), "Cy waits for Ana");
    assert!(t.ctx().view.is_none(), "no hand on the public screen");
    let before = t.table.session.ply();
    let screen = render(&app, 80, 24);
    assert!(screen.contains("Faltan: 1 Ana"), "{screen}");
    assert!(screen.contains("Respondieron: nadie"), "{screen}");
    // One person to answer: the footer offers no seat numbers.
    assert!(!screen.contains("quién responde"), "{screen}");
    // A seat that is not asked, and an answer key before a seat number, are explained.
    app.handle(Action::Char('2'));
    assert!(table(&app).host.message.contains("no se le pregunta"));
    // Ana is the one person left: the bare key answers for her.
    app.handle(Action::Char('a'));
    settle(&mut app);
    let t = table(&app);
    let after: Vec<_> = t.table.session.history[before as usize..]
        .iter()
        .map(|h| h.seat)
        .collect();
    assert_eq!(after.first(), Some(&2), "Cy answers first, in turn order");
    if t.table.session.history[before as usize].mv == naipes::games::rapiletras::RapiMove::Accept {
        assert_eq!(after.get(1), Some(&0), "then Ana's typed answer counts");
    }
    assert!(t.table.session.ply() > before, "the question was settled");
}

/// Two people still to answer at one keyboard: the footer offers the seat numbers
/// first; once one has answered, the last answers with the bare key and the numbers go.
#[test]
fn seat_numbers_are_offered_while_two_people_are_to_answer() {
    let dir = temp_dir("rapi-poll-three");
    let mut app = app_in(&dir);
    let rules = RapiRules {
        word_check: WordCheck::Challenge,
        ..RapiRules::default()
    };
    let people = ["Ana", "Bob", "Cy"].map(|n| seat(n, SeatKind::Human));
    start(&mut app, people.to_vec(), rules, 5);
    let found = advance_until::<Rapiletras>(&mut app, BotLevel::Normal, |t| {
        t.poll().is_some_and(|p| p.answered.is_empty())
    });
    assert!(found, "a word was laid");
    let t = table(&app);
    let poll = t.poll().expect("asked");
    assert_eq!(poll.seats.len(), 2);
    // Only the seats asked are offered: the one who laid the word is not.
    let mut asked = poll.seats.clone();
    asked.sort_unstable();
    let offered: Vec<String> = asked.iter().map(|s| (s + 1).to_string()).collect();
    let screen = render(&app, 80, 24);
    assert!(
        screen.contains(&format!("{}  quién responde", offered.join("/"))),
        "{screen}"
    );
    let first = poll.seats[0];
    app.handle(Action::Char(
        char::from_digit(first as u32 + 1, 10).unwrap(),
    ));
    app.handle(Action::Char('a'));
    let t = table(&app);
    assert!(t.table.session.typed_answers.iter().any(|a| a.0 == first));
    let screen = render(&app, 80, 24);
    assert!(!screen.contains("quién responde"), "{screen}");
}

/// On the public answer screen a key that is neither a seat number nor an answer says
/// what the screen takes, and changes nothing.
#[test]
fn a_stray_key_on_the_answer_screen_says_what_it_takes() {
    let dir = temp_dir("rapi-poll-stray");
    let mut app = app_in(&dir);
    start(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", SeatKind::Human),
            seat("Cy", SeatKind::Human),
        ],
        RapiRules {
            word_check: WordCheck::Challenge,
            ..RapiRules::default()
        },
        5,
    );
    assert!(advance_until::<Rapiletras>(
        &mut app,
        BotLevel::Normal,
        |t| t.poll().is_some()
    ));
    let before = serde_json::to_value(&table(&app).table.session).unwrap();
    for key in ['9', 'x'] {
        app.handle(Action::Char(key));
        let t = table(&app);
        assert!(
            t.host.message.contains("número de asiento (1-3)"),
            "{key}: {}",
            t.host.message
        );
        assert_eq!(serde_json::to_value(&t.table.session).unwrap(), before);
    }
}

/// What reveals nothing in Rapiletras, as the undo rule reads it (README, "Undo and
/// hints"): a pass, a blocked table; the person's own letters laid. A deal, a die, a
/// card drawn, the mazo refilled, a word put to the table and a hand scored reveal.
fn rapi_reveals(event: &serde_json::Value, own: bool) -> bool {
    match event_kind(event).as_str() {
        "passed" | "blocked" => false,
        "formed" | "added" | "replaced" => !own,
        _ => true,
    }
}

#[test]
fn rapiletras_undo_refuses_what_revealed_and_hints_are_legal_and_change_nothing() {
    let cases: Vec<_> = [WordCheck::Strict, WordCheck::Challenge]
        .into_iter()
        .flat_map(|check| {
            let rules = RapiRules {
                word_check: check,
                ..RapiRules::default()
            };
            (1..=2).map(move |seed| (rules.clone(), seed))
        })
        .collect();
    // Every turn ends with the next die: the refusals are what this game shows.
    undo_and_hints_cases::<Rapiletras>(&cases, 3, 20, rapi_reveals);
    same_game_with_or_without_hints::<Rapiletras>(5, 2, &RapiRules::default(), 20, rapi_reveals);
}

/// The game-over list ranks the players: the winner, then the lowest totals first
/// (Rapiletras counts penalty points; it listed the others in seat order).
#[test]
fn the_game_over_list_ranks_lowest_totals_first() {
    let dir = temp_dir("rapi-ranked");
    let mut app = app_in(&dir);
    start(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", CPU),
            seat("Cy", CPU),
            seat("Dee", CPU),
        ],
        RapiRules::default(),
        3,
    );
    advance_until::<Rapiletras>(&mut app, BotLevel::Normal, |_| false);
    let t = table(&app);
    assert!(t.table.is_over(), "the game ended");
    let totals = t.table.session.game.totals();
    let screen = render(&app, 80, 24);
    let names = ["Ana", "Bob", "Cy", "Dee"];
    // Each seat's row in the list, in the order shown.
    let shown: Vec<usize> = screen
        .lines()
        .filter_map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            let at = words.iter().position(|w| names.contains(w))?;
            let total: i32 = words.get(at + 1)?.trim_end_matches('│').parse().ok()?;
            let seat = names.iter().position(|n| *n == words[at])?;
            (totals[seat] == total).then_some(seat)
        })
        .collect();
    assert_eq!(shown.len(), 4, "{screen}");
    let listed: Vec<i32> = shown.iter().map(|&s| totals[s]).collect();
    let mut ranked = listed.clone();
    ranked.sort();
    assert_eq!(listed, ranked, "{screen}");
}

/// The hint key is in the footer whenever it works, on a row of its own if need be: with
/// words on the table and a word typed, at 80 columns, it was left out for want of room
/// (found by a tester).
#[test]
fn the_hint_key_is_shown_while_a_word_is_typed_at_80_columns() {
    let dir = temp_dir("rapi-hint-key");
    let mut app = app_in(&dir);
    start(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", CPU),
            seat("Cy", CPU),
        ],
        RapiRules::default(),
        4,
    );
    let found = advance_until::<Rapiletras>(&mut app, BotLevel::Normal, |t| {
        t.acting_person().is_some()
            && ask(&t.ctx()) == RapiAsk::Turn
            && !t.ctx().public.table.is_empty()
    });
    assert!(found);
    for typed in ["", "A"] {
        type_text(&mut app, typed);
        let screen = render(&app, 80, 24);
        assert!(screen.contains("^G  pista"), "{typed:?}: {screen}");
        assert!(screen.contains("^Q  salir"), "{typed:?}: {screen}");
    }
    let before = table(&app).host.message.clone();
    app.handle(Action::Hint);
    assert_ne!(table(&app).host.message, before, "the hint works");
}

/// A challenge's points count at once on the seats' lines and the score pad: the header
/// read "ptos 0" after a won challenge while the hand went on (found by a tester).
#[test]
fn challenge_points_show_at_once_in_the_seats_lines_and_the_pad() {
    let dir = temp_dir("rapi-challenge-points");
    let mut app = app_in(&dir);
    let rules = RapiRules {
        word_check: WordCheck::Challenge,
        ..RapiRules::default()
    };
    start(
        &mut app,
        vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", CPU),
            seat("Cy", CPU),
        ],
        rules,
        3,
    );
    // Ana lays a plausible non-word whenever she can (as `naipes sim --bluff` does): a
    // computer that does not know it challenges, and the challenge is won.
    let mut found = false;
    for _ in 0..400 {
        settle(&mut app);
        let t = table(&app);
        if t.table.is_over() {
            break;
        }
        if t.ctx().public.adjustments.iter().any(|a| *a != 0)
            && !matches!(t.host.overlay, Overlay::Summary(_))
        {
            found = true;
            break;
        }
        if t.acting_person() == Some(0) && t.poll().is_none() {
            let game = &t.table.session.game;
            let legal = game.candidate_moves(0);
            let bluff =
                <Rapiletras as naipes::games::TableGame>::bluffs(&game.view_for(0), &legal, 1);
            if let Some(mv) = bluff.into_iter().next() {
                let mut fx = Vec::new();
                common::table_mut::<Rapiletras>(&mut app).play_person_move(mv, &mut fx);
                app.perform_now(fx);
                continue;
            }
        }
        act(&mut app);
    }
    assert!(found, "a challenge was decided during a hand");
    let t = table(&app);
    let v = t.ctx().public.clone();
    let seat = v.adjustments.iter().position(|a| *a != 0).expect("a seat");
    let running = v.totals[seat] + v.adjustments[seat];
    let name = ["Ana", "Bob", "Cy"][seat];
    let screen = render(&app, 80, 24);
    let line = screen
        .lines()
        .find(|l| l.contains(name) && l.contains("ptos"))
        .unwrap_or_else(|| panic!("{name}'s line:\n{screen}"));
    assert!(
        line.contains(&format!("ptos {running}")),
        "{line} (totals {:?}, this hand {:?})",
        v.totals,
        v.adjustments
    );
    app.handle(Action::Tab);
    let pad = render(&app, 80, 24);
    assert!(pad.contains("ahora"), "this hand's line on the pad:\n{pad}");
}
