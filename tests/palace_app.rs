//! Palace through the App with keys, as players would: the table at 80x24 and wide,
//! one person with computers, two people (hand-off, votes, hidden cards), typed answers,
//! the review list at the end and in the record.

use crate::common;

use common::*;
use naipes::app::App;
use naipes::app::table::{GameTable, Overlay};
use naipes::engine::{BotLevel, Rules, Seat, SeatKind};
use naipes::game_screen::keys::Action;
use naipes::games::palace::ui::{Ask, ask};
use naipes::games::palace::{OpenAnswers, Palace, PalaceEvent, PalaceRules};

const CPU: SeatKind = SeatKind::Computer(BotLevel::Normal);

fn seats(kinds: &[SeatKind]) -> Vec<Seat> {
    let names = ["Ana", "Bob", "Cy", "Di", "Eve", "Fay", "Gus", "Hal"];
    kinds
        .iter()
        .zip(names)
        .map(|(k, n)| Seat {
            name: n.into(),
            kind: *k,
        })
        .collect()
}

fn app_with(name: &str, kinds: &[SeatKind], rules: PalaceRules, seed: u64) -> App {
    let dir = temp_dir(name);
    let mut app = app_in(&dir);
    start::<Palace>(&mut app, seats(kinds), &rules, seed);
    app.settle();
    app
}

fn table(app: &App) -> &GameTable<Palace> {
    common::table::<Palace>(app)
}

fn at(app: &mut App, want: Ask) -> bool {
    advance_until::<Palace>(app, BotLevel::Normal, |t| {
        t.acting_person().is_some() && ask(&t.ctx()) == want
    })
}

#[test]
fn one_person_with_computers_at_80x24_and_wide() {
    let mut app = app_with(
        "palace-one",
        &[SeatKind::Human, CPU, CPU],
        PalaceRules::default(),
        11,
    );
    assert!(at(&mut app, Ask::Cards));
    let screen = render_and_remember(&mut app, 80, 24);
    assert!(screen.contains("Pile"), "{screen}");
    assert!(screen.contains("Your hand"), "{screen}");
    insta::assert_snapshot!("palace_one_person_80x24", screen);
    insta::assert_snapshot!(
        "palace_one_person_wide",
        render_and_remember(&mut app, 130, 36)
    );
}

#[test]
fn a_person_plays_with_the_keys_and_the_game_ends_with_a_review() {
    let mut app = app_with(
        "palace-keys",
        &[SeatKind::Human, CPU, CPU],
        PalaceRules::default(),
        5,
    );
    assert!(at(&mut app, Ask::Cards));
    let before = table(&app).table.session.ply();
    // Enter plays the card under the cursor, or says why not; the cursor moves on.
    for _ in 0..6 {
        app.handle(Action::Select);
        if table(&app).table.session.ply() > before {
            break;
        }
        app.handle(Action::Right);
    }
    assert!(
        table(&app).table.session.ply() > before,
        "a card was played with the keys"
    );
    // Play to the end like a computer; the summary shows the places and reviews.
    let ended = advance_until::<Palace>(
        &mut app,
        BotLevel::Easy,
        |t| matches!(&t.host.overlay, Overlay::Summary(s) if s.title.contains("over")),
    );
    assert!(ended);
    let Overlay::Summary(s) = &table(&app).host.overlay else {
        panic!()
    };
    assert!(s.lines[0].starts_with("1. "), "{:?}", s.lines);
    let game = &table(&app).table.session.game;
    assert!(game.outcome().is_some());
    let reviews = table(&app)
        .table
        .session
        .history
        .iter()
        .flat_map(|h| &h.events)
        .filter(|e| matches!(e, PalaceEvent::Review { .. }))
        .count();
    let missed = (0..3).filter(|s| !game.missed(*s).is_empty()).count();
    assert_eq!(
        reviews, missed,
        "each seat's review is in the events (and the record)"
    );
    if !game.missed(0).is_empty() {
        assert!(
            s.lines.iter().any(|l| l.contains("Ana — to review")),
            "{:?}",
            s.lines
        );
    }
    // The one person's own list, shown directly; a computer's never.
    assert!(
        !s.lines
            .iter()
            .any(|l| l.contains("Bob — to review") || l.contains("Cy — to review")),
        "{:?}",
        s.lines
    );
    assert_eq!(
        s.lines.iter().filter(|l| l.contains('→')).count(),
        game.missed(0).len(),
        "{:?}",
        s.lines
    );
    let record = table(&app).record_text();
    assert!(
        record.contains("\"review\""),
        "the review list is in the record"
    );
}

#[test]
fn a_typed_answer_is_checked_and_the_right_answers_shown() {
    let mut app = app_with(
        "palace-type",
        &[SeatKind::Human, CPU, CPU],
        PalaceRules::default(),
        3,
    );
    assert!(at(&mut app, Ask::Answer), "the person is given a challenge");
    assert!(app.wants_text());
    let screen = render_and_remember(&mut app, 80, 24);
    assert!(screen.contains("Answer: _"), "{screen}");
    type_text(&mut app, "zzqx");
    app.handle(Action::Backspace);
    type_text(&mut app, "y");
    let before = table(&app).table.session.ply();
    app.handle(Action::Select);
    assert_eq!(table(&app).table.session.ply(), before + 1);
    let last = table(&app).table.session.history.last().unwrap();
    let answered = last.events.iter().find_map(|e| match e {
        PalaceEvent::Answered {
            answer,
            passed,
            accepted,
            ..
        } => Some((answer.clone(), *passed, accepted.clone())),
        _ => None,
    });
    let (answer, passed, accepted) = answered.expect("answered");
    assert_eq!(answer, "zzqy");
    assert!(!passed);
    assert!(!accepted.is_empty(), "the accepted answers are shown");
    assert!(
        table(&app)
            .host
            .log
            .iter()
            .any(|l| l.contains("not accepted"))
    );
}

/// `h` on a challenge says it gives no answer and is not counted: only hints that show a
/// move are (a tester read 17 hints in the statistics for 16 given).
#[test]
fn a_hint_that_shows_no_move_is_not_counted() {
    let mut app = app_with(
        "palace-hint-count",
        &[SeatKind::Human, CPU, CPU],
        PalaceRules::default(),
        3,
    );
    assert!(at(&mut app, Ask::Answer), "the person is given a challenge");
    app.handle(Action::Hint);
    let t = table(&app);
    assert!(
        t.host.message.contains("none for a challenge"),
        "{}",
        t.host.message
    );
    assert_eq!(t.table.session.hints_used.first().copied().unwrap_or(0), 0);
    type_text(&mut app, "zz");
    app.handle(Action::Select);
    assert!(at(&mut app, Ask::Cards), "the person plays cards again");
    app.handle(Action::Hint);
    let t = table(&app);
    assert!(t.host.message.starts_with("Hint: "), "{}", t.host.message);
    assert!(!t.host.message.contains("none for a challenge"));
    assert_eq!(t.table.session.hints_used.first().copied(), Some(1));
}

#[test]
fn the_timer_fails_a_challenge_when_time_is_up() {
    let rules = PalaceRules {
        challenge_timer_seconds: 5,
        ..PalaceRules::default()
    };
    let mut app = app_with("palace-timer", &[SeatKind::Human, CPU, CPU], rules, 3);
    assert!(at(&mut app, Ask::Answer));
    let t0 = std::time::Instant::now();
    app.drive(naipes::app::effects::Msg::Tick(t0));
    let before = table(&app).table.session.ply();
    app.drive(naipes::app::effects::Msg::Tick(
        t0 + std::time::Duration::from_secs(2),
    ));
    assert_eq!(
        table(&app).table.session.ply(),
        before,
        "time is not up yet"
    );
    assert_eq!(table(&app).ctx().timer.map(|c| c.left), Some(3));
    app.drive(naipes::app::effects::Msg::Tick(
        t0 + std::time::Duration::from_secs(6),
    ));
    let last = table(&app).table.session.history.last().unwrap();
    assert!(
        last.events
            .iter()
            .any(|e| matches!(e, PalaceEvent::TimedOut { .. }))
    );
}

#[test]
fn two_people_hand_off_vote_and_never_see_hidden_cards() {
    let mut app = app_with(
        "palace-two",
        &[SeatKind::Human, SeatKind::Human, CPU],
        PalaceRules {
            // The level with open, table-judged challenges.
            level: naipes::games::palace::PracticeLevel::Advanced,
            // Today's way before typed open answers: said aloud, nothing typed.
            open_answers: OpenAnswers::Aloud,
            ..PalaceRules::default()
        },
        21,
    );
    // Play on until the other person votes on the taker's table-judged answer: one
    // public screen with no hand on it, not a hand-off.
    let voted = advance_until::<Palace>(&mut app, BotLevel::Normal, |t| t.poll().is_some());
    assert!(voted, "a table-judged challenge came up");
    {
        let t = table(&app);
        let poll = t.poll().unwrap();
        let taker = t.ctx().public.challenge.as_ref().unwrap().taker;
        assert_eq!(poll.seats.len(), 1, "the one other person votes");
        assert!(!poll.seats.contains(&taker));
        assert!(t.ctx().view.is_none(), "no hand on the vote screen");
        assert!(t.host.handoff.is_none());
        let screen = render_and_remember(&mut app, 80, 24);
        assert!(screen.contains("Did "), "{screen}");
        insta::assert_snapshot!("palace_vote_80x24", screen);
        // House rule aloud: the taker typed nothing, the vote came right after the gift.
        let history = &table(&app).table.session.history;
        assert!(
            matches!(
                history.last().map(|h| &h.mv),
                Some(naipes::games::palace::PalaceMove::Give { .. })
            ),
            "the vote follows the gift"
        );
        assert!(
            history
                .iter()
                .flat_map(|h| &h.events)
                .all(|e| !matches!(e, PalaceEvent::OpenAnswer { .. }))
        );
        let before = table(&app).table.session.ply();
        // The one person left answers with the bare key.
        app.handle(Action::Char('y'));
        assert_eq!(table(&app).table.session.ply(), before + 1);
    }
    // Every hand-off screen hides both people's hands; no screen shows a face-down card.
    let mut handoffs = 0;
    for _ in 0..3000 {
        app.settle();
        let t = table(&app);
        if t.table.is_over() {
            break;
        }
        if matches!(t.host.overlay, Overlay::Summary(_)) {
            app.handle(Action::Char('c'));
            continue;
        }
        let screen = render_and_remember(&mut app, 80, 24);
        let t = table(&app);
        let game = &t.table.session.game;
        if t.host.handoff.is_some() {
            handoffs += 1;
            assert!(!screen.contains("Your hand"), "{screen}");
            app.handle(Action::Select);
            continue;
        }
        // One deck: every label is one card, so a face-down card's label must not be on
        // the screen anywhere (its owner's screen included).
        for s in 0..3 {
            for card in game.face_down(s) {
                assert!(
                    !screen.contains(&card.label()),
                    "face-down {} on screen:\n{screen}",
                    card.label()
                );
            }
        }
        person_plays_like_a_bot::<Palace>(&mut app, BotLevel::Normal);
    }
    assert!(handoffs > 0, "the keyboard was handed over");
}

/// An open challenge at a shared keyboard (issue 39, house rule open_answers typed, the
/// default): the taker types the answer, the question put to the vote shows it, and so
/// does the voter's screen, before anyone votes; a refused answer is in the taker's
/// review with what they typed, and the record's move holds it.
#[test]
fn an_open_answer_is_typed_and_shown_to_the_voter_before_the_vote() {
    use naipes::games::palace::PalaceMove;
    let mut app = app_with(
        "palace-open-typed",
        &[SeatKind::Human, SeatKind::Human, CPU],
        PalaceRules {
            level: naipes::games::palace::PracticeLevel::Advanced,
            ..PalaceRules::default()
        },
        21,
    );
    // The same game as the aloud test: Ana gives Bob an open challenge.
    let open = advance_until::<Palace>(&mut app, BotLevel::Normal, |t| {
        t.acting_person().is_some()
            && ask(&t.ctx()) == Ask::Answer
            && t.ctx()
                .public
                .challenge
                .as_ref()
                .and_then(|c| c.id.as_ref())
                .is_some_and(|id| prompt_is_open(t, id))
    });
    assert!(open, "an open challenge came up");
    let taker = table(&app).ctx().public.challenge.as_ref().unwrap().taker;
    assert_eq!(taker, 1, "Bob answers");
    assert!(table(&app).poll().is_none(), "no vote before the answer");
    let screen = render_and_remember(&mut app, 80, 24);
    assert!(screen.contains("the others read it and vote"), "{screen}");
    type_text(&mut app, "I boil pasta");
    app.handle(Action::Select);
    app.settle();
    let t = table(&app);
    let last = t.table.session.history.last().unwrap();
    assert_eq!(
        last.mv,
        PalaceMove::Answer {
            text: "I boil pasta".into()
        }
    );
    let poll = t.poll().expect("the vote is asked");
    assert_eq!(poll.seats, vec![0], "Ana votes");
    assert!(
        poll.question.starts_with(
            "Bob answers “I boil pasta” to: Explain in English how to cook your favourite dish"
        ),
        "{}",
        poll.question
    );
    assert!(poll.question.contains("Is it right?"), "{}", poll.question);
    let screen = render_and_remember(&mut app, 80, 24);
    assert!(
        screen.contains("Bob answered “I boil pasta”; the others vote"),
        "{screen}"
    );
    assert!(
        screen.contains("Bob answers “I boil pasta” to:"),
        "{screen}"
    );
    assert!(!screen.contains("aloud"), "{screen}");
    // Ana refuses: the answer is Bob's to review, as typed.
    app.handle(Action::Char('n'));
    let game = &table(&app).table.session.game;
    let missed = game.missed(1).last().expect("Bob's miss");
    assert_eq!(missed.given.as_deref(), Some("I boil pasta"));
}

/// Whether challenge `id` of the table's game is an open one (the table judges it).
fn prompt_is_open(t: &GameTable<Palace>, id: &str) -> bool {
    let practised = t.table.session.game.rules().practised;
    naipes::games::palace::text::kind_name(practised, id, naipes::engine::Lang::En) == "open"
}

/// 8 players at 80x24: the score pad (Tab) shows every player, their palaces and the
/// legend; at 3 players it keeps its roomy layout.
#[test]
fn the_score_pad_fits_eight_players_at_80x24() {
    let mut kinds = vec![SeatKind::Human];
    kinds.extend([CPU; 7]);
    let mut app = app_with("palace-pad8", &kinds, PalaceRules::default(), 21);
    // Far enough into the game for challenge tallies by kind.
    assert!(advance_until::<Palace>(&mut app, BotLevel::Normal, |t| {
        let g = &t.table.session.game;
        t.acting_person().is_some()
            && ask(&t.ctx()) == Ask::Cards
            && (0..8).filter(|s| g.tally(*s).total().0 > 0).count() >= 4
    }));
    app.handle(Action::Tab);
    let screen = render_and_remember(&mut app, 80, 24);
    for name in ["Ana", "Bob", "Cy", "Di", "Eve", "Fay", "Gus", "Hal"] {
        assert!(screen.contains(name), "{name} on the pad:\n{screen}");
    }
    assert!(screen.contains("▮ = a face-down card"), "{screen}");
    insta::assert_snapshot!("palace_pad_8_players_80x24", screen);

    let mut app = app_with(
        "palace-pad3",
        &[SeatKind::Human, CPU, CPU],
        PalaceRules::default(),
        21,
    );
    assert!(advance_until::<Palace>(&mut app, BotLevel::Normal, |t| {
        t.acting_person().is_some()
            && ask(&t.ctx()) == Ask::Cards
            && t.table.session.game.tally(1).total().0 > 0
    }));
    app.handle(Action::Tab);
    let screen = render_and_remember(&mut app, 80, 24);
    assert!(screen.contains("▮ = a face-down card"), "{screen}");
    insta::assert_snapshot!("palace_pad_3_players_80x24", screen);
}

/// The pile line says the limit that applies now: during a 7's challenge, what passing
/// allows; once passed, higher or lower; during a 10's challenges, that the pile goes.
#[test]
fn the_pile_line_shows_the_limit_that_applies_now() {
    use naipes::engine::Lang;
    use naipes::games::palace::ui::limit_text;
    use naipes::games::palace::{Card, Need, PalaceMove as M, Phase, Suit};
    let c = |r| Card::new(r, Suit::Hearts);
    let mut g = Palace::new(3, PalaceRules::default(), 3).unwrap();
    let setup = |g: &mut Palace, card: Card| {
        g.set_position(
            vec![vec![card, c(9)], vec![c(3), c(4)], vec![c(5), c(6)]],
            vec![vec![]; 3],
            vec![vec![]; 3],
            vec![Card::new(8, Suit::Clubs)],
            vec![c(13)],
            0,
            Need::AtLeast(13),
        );
        g.apply(0, &M::Play { cards: vec![card] }).unwrap();
    };
    setup(&mut g, c(7));
    assert_eq!(g.phase(), Phase::Challenge);
    let limit = |g: &Palace, lang| limit_text(&g.view_for(1), lang);
    assert_eq!(limit(&g, Lang::En), "≥ 7; passed: higher or lower");
    assert_eq!(limit(&g, Lang::Es), "≥ 7; superado: más alta o más baja");
    g.apply(0, &M::Give { pick: 0 }).unwrap();
    g.apply(1, &M::Attempt { passed: true }).unwrap();
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(limit(&g, Lang::En), "higher or lower than 7");
    assert_eq!(limit(&g, Lang::Es), "más alta o más baja que 7");
    // Failed: the 7 must be beaten.
    setup(&mut g, c(7));
    g.apply(0, &M::Give { pick: 0 }).unwrap();
    g.apply(1, &M::Attempt { passed: false }).unwrap();
    assert_eq!(limit(&g, Lang::En), "≥ 7");
    // A 10 on a K: not "≥ K" while the challenges go round.
    setup(&mut g, c(10));
    assert_eq!(g.phase(), Phase::Challenge);
    assert_eq!(limit(&g, Lang::En), "cleared after the challenges");
    assert_eq!(limit(&g, Lang::Es), "se limpia tras los retos");

    // On screen, at 80x24, during a 7's challenge a person gives.
    let mut app = app_with(
        "palace-seven",
        &[SeatKind::Human, CPU, CPU],
        PalaceRules::default(),
        4,
    );
    let found = advance_until::<Palace>(&mut app, BotLevel::Normal, |t| {
        let v = &t.ctx().public;
        t.acting_person().is_some()
            && v.challenge
                .as_ref()
                .is_some_and(|c| matches!(c.reason, naipes::games::palace::Reason::Seven { .. }))
    });
    assert!(found, "a 7's challenge with a person to act");
    let screen = render_and_remember(&mut app, 80, 24);
    assert!(screen.contains("passed: higher or lower"), "{screen}");
    insta::assert_snapshot!("palace_seven_challenge_80x24", screen);
}

/// Issue 23: the review at the end of a game is the payoff for a class, and at 80x24 it
/// was cut after "Ana — to review:" with no way down. It scrolls, and the footer says so.
#[test]
fn the_review_at_the_end_scrolls_at_80x24() {
    // Every list on the one screen: the house rule that shows them to everyone.
    let mut app = app_with(
        "palace-review-scroll",
        &[SeatKind::Human, SeatKind::Human, SeatKind::Human],
        PalaceRules {
            public_review: true,
            // The game this snapshot was taken from (open answers said aloud, as before
            // they were typed): a typed answer is one more move and another game.
            open_answers: OpenAnswers::Aloud,
            ..PalaceRules::default()
        },
        5,
    );
    let ended = advance_until::<Palace>(
        &mut app,
        BotLevel::Easy,
        |t| matches!(&t.host.overlay, Overlay::Summary(s) if s.title.contains("over")),
    );
    assert!(ended);
    let Overlay::Summary(s) = &table(&app).host.overlay else {
        panic!()
    };
    let last = s.lines.last().cloned().unwrap_or_default();
    assert!(
        last.contains('→'),
        "the summary ends with a missed item: {last}"
    );
    let last: String = last.trim().chars().take(60).collect();
    render_and_remember(&mut app, 80, 24);
    let first = render_and_remember(&mut app, 80, 24);
    assert!(first.contains("to review"), "{first}");
    assert!(
        !first.contains(&last),
        "the review is cut at first:\n{first}"
    );
    assert!(first.contains(" more · ↑↓ scroll"), "{first}");
    assert!(first.contains("↑↓") && first.contains("scroll"), "{first}");
    let mut screen = first.clone();
    for _ in 0..60 {
        if screen.contains("the end · ↑") {
            break;
        }
        app.handle(Action::Down);
        screen = render_and_remember(&mut app, 80, 24);
    }
    assert!(
        screen.contains(&last),
        "↓ reaches the last missed item:\n{screen}"
    );
    assert!(screen.contains("Press c to continue"), "{screen}");
    insta::assert_snapshot!("palace_review_scrolled_to_the_end_80x24", screen);
    // ↓ at the end says so; ↑ goes back up.
    app.handle(Action::Down);
    app.handle(Action::Up);
    let up = render_and_remember(&mut app, 80, 24);
    assert_ne!(up, screen, "↑ scrolls back up");
}

/// The game-over summary on the host's screen (None: no summary is open).
fn host_summary(app: &App) -> Option<naipes::games::Summary> {
    match &table(app).host.overlay {
        Overlay::Summary(s) => Some(s.clone()),
        _ => None,
    }
}

/// The prompts of `seat`'s missed challenges, as the review writes them in English.
fn missed_prompts(game: &Palace, seat: usize) -> Vec<String> {
    let practised = game.rules().practised;
    game.missed(seat)
        .iter()
        .map(|m| naipes::games::palace::text::prompt(practised, &m.id, naipes::engine::Lang::En))
        .collect()
}

/// Issue 39: at a keyboard shared by three people, the summary everyone reads keeps the
/// tallies and says who has a list to review, but no prompt, right answer or typed
/// word; `v` asks whose list and shows it only after a hand-off to that person. With
/// the house rule public_review every list is in the summary, as before.
#[test]
fn review_lists_are_private_at_a_shared_keyboard_unless_the_house_rule_says_public() {
    let people = [SeatKind::Human, SeatKind::Human, SeatKind::Human];
    let over = |t: &GameTable<Palace>| matches!(&t.host.overlay, Overlay::Summary(s) if s.title.contains("over"));
    let mut app = app_with("palace-review-private", &people, PalaceRules::default(), 5);
    assert!(advance_until::<Palace>(&mut app, BotLevel::Easy, over));
    let game = table(&app).table.session.game.clone();
    let names = ["Ana", "Bob", "Cy"];
    let with_list: Vec<usize> = (0..3).filter(|&s| !game.missed(s).is_empty()).collect();
    assert!(with_list.len() >= 2, "two people or more missed challenges");
    assert!(
        (0..3).any(|s| game.missed(s).iter().any(|m| m.given.is_some())),
        "some answer was typed"
    );
    let public = host_summary(&app).expect("the game-over summary");
    let text = public.lines.join("\n");
    assert!(!text.contains('→'), "no prompt nor answer:\n{text}");
    assert!(!text.contains("(you:"), "no typed answer:\n{text}");
    assert!(!text.contains("to review:"), "no list:\n{text}");
    for &seat in &with_list {
        let n = game.missed(seat).len();
        let count = if n == 1 {
            format!("{}: 1 challenge to review", names[seat])
        } else {
            format!("{}: {n} challenges to review", names[seat])
        };
        assert!(text.contains(&count), "{count}:\n{text}");
        for prompt in missed_prompts(&game, seat) {
            assert!(!text.contains(&prompt), "{prompt}:\n{text}");
        }
    }
    assert!(text.contains("v: each person's own list"), "{text}");
    assert_eq!(table(&app).host.review.seats, with_list);
    let screen = render_and_remember(&mut app, 100, 40);
    assert!(screen.contains("my list to review"), "{screen}");
    assert!(!screen.contains('→'), "{screen}");

    // v: whose list? A seat number, then the hand-off, which shows nothing of it.
    let (first, second) = (with_list[0], with_list[1]);
    let digit = |seat: usize| Action::Char(char::from_digit(seat as u32 + 1, 10).unwrap());
    app.handle(Action::Char('v'));
    assert!(table(&app).host.review.asking);
    let screen = render_and_remember(&mut app, 100, 40);
    assert!(screen.contains("Whose list?"), "{screen}");
    assert!(
        screen.contains(&format!("{}  {}", second + 1, names[second])),
        "{screen}"
    );
    assert!(!screen.contains('→'), "{screen}");
    app.handle(digit(second));
    assert_eq!(table(&app).host.handoff, Some(second));
    let screen = render_and_remember(&mut app, 100, 40);
    assert!(
        screen.contains(&format!("Pass to {}, then press Enter", names[second])),
        "{screen}"
    );
    assert!(
        !screen.contains('→') && !screen.contains("(you:"),
        "{screen}"
    );
    // Esc there goes back to the summary, showing nothing.
    app.handle(Action::Back);
    assert_eq!(host_summary(&app), Some(public.clone()));
    assert_eq!(table(&app).host.handoff, None);
    // Again, and Enter: that person's list alone.
    press(
        &mut app,
        &[Action::Char('v'), digit(second), Action::Select],
    );
    let own = host_summary(&app).expect("the list");
    assert_eq!(own.title, format!("For {} only", names[second]));
    let own_text = own.lines.join("\n");
    assert!(
        own_text.contains(&format!("{} — to review:", names[second])),
        "{own_text}"
    );
    assert_eq!(
        own.lines.iter().filter(|l| l.contains('→')).count(),
        game.missed(second).len(),
        "{own_text}"
    );
    for &other in with_list.iter().filter(|&&s| s != second) {
        assert!(
            !own_text.contains(&format!("{} — to review:", names[other])),
            "{own_text}"
        );
        let theirs = missed_prompts(&game, second);
        for prompt in missed_prompts(&game, other) {
            if !theirs.contains(&prompt) {
                assert!(!own_text.contains(&prompt), "{prompt}:\n{own_text}");
            }
        }
    }
    let screen = render_and_remember(&mut app, 100, 40);
    assert!(
        screen.contains(&format!("For {} only", names[second])),
        "{screen}"
    );
    // c: back to the summary everyone reads; c again: the game-over screen, where v
    // works too (one list left to choose from is still asked for: two have one).
    app.handle(Action::Char('c'));
    assert_eq!(host_summary(&app), Some(public.clone()));
    app.handle(Action::Char('c'));
    assert_eq!(host_summary(&app), None);
    let screen = render_and_remember(&mut app, 100, 40);
    assert!(screen.contains("my list to review"), "{screen}");
    press(&mut app, &[Action::Char('v'), digit(first), Action::Select]);
    let own = host_summary(&app).expect("the list");
    assert_eq!(own.title, format!("For {} only", names[first]));
    assert!(
        own.lines
            .iter()
            .any(|l| l.contains(&format!("{} — to review:", names[first]))),
        "{:?}",
        own.lines
    );
    app.handle(Action::Char('c'));
    assert_eq!(host_summary(&app), None, "back to the game-over screen");
    assert!(table(&app).table.is_over());

    // The house rule public_review: every list in the summary, no key for one's own.
    let public_rules = PalaceRules {
        public_review: true,
        ..PalaceRules::default()
    };
    let mut app = app_with("palace-review-public", &people, public_rules, 5);
    assert!(advance_until::<Palace>(&mut app, BotLevel::Easy, over));
    let all = host_summary(&app).expect("the game-over summary");
    let text = all.lines.join("\n");
    for &seat in &with_list {
        assert!(
            text.contains(&format!("{} — to review:", names[seat])),
            "{text}"
        );
    }
    let missed: usize = (0..3).map(|s| game.missed(s).len()).sum();
    assert_eq!(all.lines.iter().filter(|l| l.contains('→')).count(), missed);
    assert!(table(&app).host.review.seats.is_empty());
    assert!(!text.contains("challenges to review"), "{text}");
}

/// What reveals something in Palace, as the undo rule reads it (README, "Undo and
/// hints"): cards drawn, a blind card, anything about a challenge, the end; a card from
/// a hidden hand unless the person's own.
fn palace_reveals(event: &serde_json::Value, own: bool) -> bool {
    let kind = common::event_kind(event);
    if kind == "played" {
        let from = event["played"]["from"].as_str().unwrap_or_default();
        return from == "face_down" || (from == "hand" && !own);
    }
    matches!(
        kind.as_str(),
        "drew"
            | "revealed"
            | "challenges"
            | "gave"
            | "answered"
            | "attempted"
            | "timedout"
            | "voted"
            | "judged"
            | "nochallenge"
            | "called"
            | "gameover"
            | "review"
    )
}

#[test]
fn palace_undo_takes_back_exactly_what_revealed_nothing_and_hints_are_legal() {
    let cases: Vec<_> = (1..=4).map(|seed| (PalaceRules::default(), seed)).collect();
    undo_and_hints_cases::<Palace>(&cases, 3, 60, palace_reveals);
}

#[test]
fn palace_plays_the_same_game_with_or_without_hints() {
    same_game_with_or_without_hints::<Palace>(9, 3, &PalaceRules::default(), 60, palace_reveals);
}

/// Marking a card of another rank starts the marks again, and the message line says so
/// (the earlier marks went silently; found by a tester).
#[test]
fn marking_another_rank_says_the_marks_start_again() {
    for seed in 1..40 {
        let mut app = app_with(
            "palace-marks",
            &[SeatKind::Human, CPU, CPU],
            PalaceRules::default(),
            seed,
        );
        assert!(at(&mut app, Ask::Cards));
        app.handle(Action::Toggle);
        let t = table(&app);
        let hand = t.ctx().view.expect("Ana's view").hand.clone();
        let first = t.host.ui.marked.clone();
        assert_eq!(first.len(), 1, "seed {seed}: one card marked");
        let next = (first[0] + 1) % hand.len();
        if hand.len() < 2 || hand[next].rank == hand[first[0]].rank {
            continue;
        }
        app.handle(Action::Right);
        app.handle(Action::Toggle);
        assert_eq!(table(&app).host.ui.marked, vec![next], "seed {seed}");
        let screen = render(&app, 80, 24);
        assert!(
            screen.contains("Only cards of one rank go together"),
            "{screen}"
        );
        return;
    }
    panic!("no hand of two ranks in 40 seeds");
}
