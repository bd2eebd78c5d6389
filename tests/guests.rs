//! People at other terminals, as the app sees them (no network: connections are
//! messages, closing one is an effect): taking a seat, a seat taken twice, choosing a
//! free seat, leaving, being away, a computer standing in and the seat given back.

use crate::common::*;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use naipes::app::effects::{Effect, Msg};
use naipes::app::guests::GuestEvent;
use naipes::app::{App, Popup, Screen};
use naipes::engine::{BotLevel, Seat, SeatKind};
use naipes::game_screen::game_ui::ScreenedGame;
use naipes::game_screen::keys::Action;
use naipes::games::pala::Pala;

fn seat(name: &str, kind: SeatKind) -> Seat {
    Seat {
        name: name.into(),
        kind,
    }
}

/// Ana here, Bob and Cy at other terminals, a computer: Pala.
fn hosted(name: &str) -> App {
    let dir = temp_dir(name);
    let mut app = app_in(&dir);
    let seats = vec![
        seat("Ana", SeatKind::Human),
        seat("Bob", SeatKind::Remote),
        seat("Cy", SeatKind::Remote),
        seat("Dee", SeatKind::Computer(BotLevel::Normal)),
    ];
    start::<Pala>(&mut app, seats, &Default::default(), 7);
    app.settle();
    app
}

/// What the app does with a connection's news; the effects other than closing
/// connections are carried out, the hang-ups returned (conn, text).
fn says(app: &mut App, event: GuestEvent) -> Vec<(u64, String)> {
    let fx = app.update(Msg::Guest(event));
    let (hangups, rest): (Vec<Effect>, Vec<Effect>) = fx
        .into_iter()
        .partition(|e| matches!(e, Effect::Hangup { .. }));
    app.perform_now(rest);
    hangups
        .into_iter()
        .filter_map(|e| match e {
            Effect::Hangup { conn, text } => Some((conn, text)),
            _ => None,
        })
        .collect()
}

fn joined(conn: u64, user: &str) -> GuestEvent {
    GuestEvent::Joined {
        conn,
        user: user.into(),
        lang: None,
        token: None,
    }
}

fn key(conn: u64, code: KeyCode) -> GuestEvent {
    GuestEvent::Key {
        conn,
        key: KeyEvent::new(code, KeyModifiers::NONE),
    }
}

/// The connection's screen as text, at 80x24.
fn screen_of(app: &mut App, conn: u64) -> String {
    let mut term =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).expect("a terminal");
    term.draw(|f| {
        let memo = naipes::ui::guest::draw(f, app, conn);
        app.remember_guest(conn, memo);
    })
    .expect("a frame");
    let buf = term.backend().buffer();
    let mut out = String::new();
    for y in 0..buf.area.height {
        for x in 0..buf.area.width {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

#[test]
fn a_seat_is_taken_by_name_once_and_a_stranger_chooses_a_free_one() {
    let mut app = hosted("guests-seats");
    assert!(says(&mut app, joined(1, "bOB")).is_empty());
    assert_eq!(app.guests[&1].seat, Some(1));
    let bob = screen_of(&mut app, 1);
    assert!(
        bob.contains("Bob (you)") && bob.contains("Bob's hand"),
        "{bob}"
    );
    assert!(!bob.contains("Ana's hand"), "{bob}");
    // The host typed the seed: it shows here, never at another terminal, where it
    // would deal every hand (found by a tester).
    let host = render(&app, 80, 24);
    assert!(host.contains("seed 7"), "{host}");
    assert!(!bob.contains("seed"), "{bob}");
    // The same name again, while Bob is connected: refused, and nothing of the table.
    let refused = says(&mut app, joined(2, "Bob"));
    assert_eq!(refused.len(), 1, "{refused:?}");
    assert!(refused[0].1.contains("taken"), "{refused:?}");
    assert!(!app.guests.contains_key(&2));
    // A name no seat has: the free seats are offered; a seat of this keyboard or a
    // held one is refused, a free one taken.
    says(&mut app, joined(3, "zoe"));
    let choice = screen_of(&mut app, 3);
    assert!(
        choice.contains("3  Cy") && !choice.contains("2  Bob"),
        "{choice}"
    );
    assert!(!choice.contains("hand"), "{choice}");
    for refused in [KeyCode::Char('1'), KeyCode::Char('2'), KeyCode::Char('9')] {
        says(&mut app, key(3, refused));
        assert_eq!(app.guests[&3].seat, None);
    }
    assert!(screen_of(&mut app, 3).contains("free seat"));
    says(&mut app, key(3, KeyCode::Char('3')));
    assert_eq!(app.guests[&3].seat, Some(2));
    // The host is told who took the seat.
    let host = render(&app, 80, 24);
    assert!(
        host.contains("'zoe' connected at another terminal"),
        "{host}"
    );
    // Every seat for another terminal is held now: a further stranger is turned away.
    let full = says(&mut app, joined(4, "eve"));
    assert!(
        full.iter().any(|(c, t)| *c == 4 && t.contains("taken")),
        "{full:?}"
    );
}

#[test]
fn keys_from_a_terminal_reach_only_its_seat() {
    let mut app = hosted("guests-keys");
    says(&mut app, joined(1, "Bob"));
    says(&mut app, joined(2, "Cy"));
    let t = table::<Pala>(&app);
    assert_eq!(t.table.session.to_act(), Some(0), "Ana bids first");
    // Bob presses Space and Enter while Ana decides: nothing is played.
    says(&mut app, key(1, KeyCode::Char(' ')));
    says(&mut app, key(1, KeyCode::Enter));
    assert_eq!(table::<Pala>(&app).table.session.ply(), 0);
    // Ana bids null at this keyboard; then Bob, at his terminal.
    press(&mut app, &[Action::Toggle, Action::Select]);
    app.settle();
    let t = table::<Pala>(&app);
    assert_eq!(t.table.session.to_act(), Some(1));
    assert!(
        render(&app, 80, 24).contains("Waiting for Bob, at another terminal"),
        "{}",
        render(&app, 80, 24)
    );
    says(&mut app, key(1, KeyCode::Char(' ')));
    says(&mut app, key(1, KeyCode::Enter));
    let t = table::<Pala>(&app);
    assert_eq!(t.table.session.history.len(), 2);
    assert_eq!(t.table.session.history[1].seat, 1, "Bob's bid is Bob's");
    assert_eq!(t.table.session.to_act(), Some(2), "Cy bids next");
    // The host's own screen heard of it: its last moves and Ctrl-L list (they missed
    // every move made at another terminal; found by a tester).
    assert!(
        t.host.log.last().is_some_and(|l| l.starts_with("Bob bids")),
        "{:?}",
        t.host.log
    );
    assert_eq!(
        t.host
            .log
            .iter()
            .filter(|l| l.starts_with("Bob bids"))
            .count(),
        1,
        "{:?}",
        t.host.log
    );
    // Ana's keys cannot bid for Cy.
    press(&mut app, &[Action::Toggle, Action::Select]);
    assert_eq!(table::<Pala>(&app).table.session.ply(), 2);
}

#[test]
fn an_away_seat_waits_gets_a_computer_and_is_given_back() {
    let mut app = hosted("guests-away");
    says(&mut app, joined(1, "Bob"));
    press(&mut app, &[Action::Toggle, Action::Select]);
    app.settle();
    // Bob's connection drops on his turn: the table waits and says so.
    says(&mut app, GuestEvent::Left { conn: 1 });
    let host = render(&app, 80, 24);
    assert!(host.contains("Bob is away"), "{host}");
    assert!(host.contains("^T"), "the footer offers a computer:\n{host}");
    app.settle();
    assert_eq!(table::<Pala>(&app).table.session.to_act(), Some(1));
    // A computer stands in for Bob (and Cy, never connected): the game goes on.
    press(&mut app, &[Action::StandIn]);
    app.settle();
    let t = table::<Pala>(&app);
    assert!(
        t.table.session.history.len() >= 4,
        "the computers bid for Bob and Cy"
    );
    assert_eq!(t.table.session.history[1].seat, 1);
    assert!(matches!(
        t.table.session.seats[1].kind,
        SeatKind::Computer(BotLevel::Normal)
    ));
    // The save keeps Bob's seat his: a game continued later waits for him again.
    let saved = naipes::session::save::read(&t.table.save_path)
        .expect("the save reads")
        .expect("a save");
    let remote = serde_json::to_value(SeatKind::Remote).expect("a seat kind");
    assert_eq!(saved.body["seats"][1]["kind"], remote);
    assert_eq!(saved.body["seats"][2]["kind"], remote);
    // Bob comes back: his seat is his again.
    says(&mut app, joined(5, "Bob"));
    assert_eq!(app.guests[&5].seat, Some(1));
    let t = table::<Pala>(&app);
    assert_eq!(t.table.session.seats[1].kind, SeatKind::Remote);
    // The host gives Cy's seat back too: the table waits for Cy again.
    press(&mut app, &[Action::StandIn]);
    assert_eq!(
        table::<Pala>(&app).table.session.seats[2].kind,
        SeatKind::Remote
    );
}

#[test]
fn leaving_asks_first_and_the_host_leaving_sends_everyone_away() {
    let mut app = hosted("guests-leave");
    says(&mut app, joined(1, "Bob"));
    says(&mut app, joined(2, "Cy"));
    let ctrl_q = GuestEvent::Key {
        conn: 1,
        key: KeyEvent::new(KeyCode::Char('q'), KeyModifiers::CONTROL),
    };
    assert!(says(&mut app, ctrl_q).is_empty());
    // A guest has no Continue to resume from: the question says the game goes on.
    let asked = screen_of(&mut app, 1);
    assert!(asked.contains("Leave the table?"), "{asked}");
    assert!(asked.contains("y / Enter: leave"), "{asked}");
    assert!(!asked.contains("Continue"), "{asked}");
    let bye = says(&mut app, key(1, KeyCode::Char('y')));
    assert_eq!(bye.len(), 1);
    assert!(bye[0].1.contains("Your seat waits"), "{bye:?}");
    // The host's keyboard leaves for the menu once Ana has bid (while she decides,
    // Esc is not the menu): every connection still open is closed.
    press(&mut app, &[Action::Toggle, Action::Select]);
    app.settle();
    // One Esc asks first (it also closes panels: a second press came easily; found by
    // a tester); n keeps the table and everyone at it.
    assert!(app.update(Msg::Key(Action::Back)).is_empty());
    assert!(matches!(app.popup, Some(Popup::ConfirmCloseTable(_))));
    let asked = render(&app, 80, 24);
    assert!(
        asked.contains("Close the table? The 2 connected"),
        "{asked}"
    );
    app.update(Msg::Key(Action::Char('n')));
    assert!(matches!(app.screen, Screen::Table(_)) && app.popup.is_none());
    assert!(app.guests.contains_key(&2), "Cy is still at the table");
    app.update(Msg::Key(Action::Back));
    let fx = app.update(Msg::Key(Action::Char('y')));
    let closed: Vec<u64> = fx
        .iter()
        .filter_map(|e| match e {
            Effect::Hangup { conn, .. } => Some(*conn),
            _ => None,
        })
        .collect();
    assert!(
        matches!(app.screen, Screen::Launcher(_)),
        "Esc reaches the menu"
    );
    assert!(app.guests.is_empty());
    assert!(closed.contains(&2), "{closed:?}");
}

/// The host quitting (Ctrl-Q, then y) tells every connected terminal the table closed,
/// as Esc to the menu does (found by a tester: they were left on a frozen screen).
#[test]
fn the_host_quitting_sends_everyone_away_with_a_word() {
    let mut app = hosted("guests-host-quits");
    says(&mut app, joined(1, "Bob"));
    says(&mut app, joined(2, "Cy"));
    assert!(
        app.update(Msg::Key(Action::Quit)).is_empty(),
        "it asks first"
    );
    // The question says the two connected are sent away, as Esc's does.
    let asked = render(&app, 80, 24);
    assert!(
        asked.contains("The 2 connected at other terminals are sent"),
        "{asked}"
    );
    let fx = app.update(Msg::Key(Action::Char('y')));
    let told: Vec<(u64, String)> = fx
        .into_iter()
        .filter_map(|e| match e {
            Effect::Hangup { conn, text } => Some((conn, text)),
            _ => None,
        })
        .collect();
    assert!(app.quit);
    assert_eq!(told.len(), 2, "{told:?}");
    assert!(
        told.iter()
            .all(|(_, text)| text.contains("closed the table")),
        "{told:?}"
    );
    assert!(app.guests.is_empty());
}

/// Seat `seat`'s terminal decides as a random computer would, through its own screen.
fn remote_decides<G: ScreenedGame>(app: &mut App, seat: usize, seed: u64) {
    let Screen::Table(t) = &mut app.screen else {
        return;
    };
    let mut fx = Vec::new();
    let t = (t.as_mut() as &mut dyn std::any::Any)
        .downcast_mut::<naipes::app::table::GameTable<G>>()
        .expect("a table of this game");
    let at = naipes::app::table::ScreenId::Seat(seat);
    if let Some(acting) = t.acting_person_at(at) {
        let game = &t.table.session.game;
        let view = naipes::engine::Rules::view_for(game, acting);
        let legal = naipes::engine::Rules::candidate_moves(game, acting);
        let mut rng = naipes::engine::rng_from_seed(seed);
        let mv = G::bot(BotLevel::Random).choose(&view, &legal, &mut rng);
        t.play_person_move_at(at, mv, &mut fx);
    }
    app.perform_now(fx);
}

/// Leftovers in vote mode: Ana here, Bob and Cy at their terminals, both connected.
fn vote_table(name: &str) -> App {
    use naipes::games::leftovers::Leftovers;
    let dir = temp_dir(name);
    let mut app = app_in(&dir);
    let seats = vec![
        seat("Ana", SeatKind::Human),
        seat("Bob", SeatKind::Remote),
        seat("Cy", SeatKind::Remote),
    ];
    let rules: toml::Value = toml::from_str("word_check = \"vote\"").expect("rules");
    let rules = naipes::games::rules_from::<Leftovers>(&rules).expect("vote rules");
    start::<Leftovers>(&mut app, seats, &rules, 3);
    says(&mut app, joined(1, "Bob"));
    says(&mut app, joined(2, "Cy"));
    app
}

/// Plays a hosted Leftovers vote game on (Ana here as a normal computer would, Bob and
/// Cy at their terminals at random, everyone accepting other votes) until a word is put
/// to the vote of exactly `seats`.
fn play_until_a_vote_asks(
    app: &mut App,
    seats: &[usize],
) -> naipes::games::Poll<naipes::games::leftovers::LeftMove> {
    use naipes::games::leftovers::Leftovers;
    for step in 0..3000u64 {
        app.settle();
        let t = table::<Leftovers>(app);
        assert!(!t.table.is_over(), "no vote asked {seats:?}");
        if let Some(poll) = t.poll() {
            let waiting = t.table.poll_waiting(&poll);
            if waiting == seats {
                return poll;
            }
            // Whoever else is asked accepts: Ana here, Bob or Cy at their terminals.
            let yes = poll.answers[0].key;
            match waiting.first() {
                Some(0) => {
                    accept_poll::<Leftovers>(app);
                }
                Some(&seat) => {
                    says(app, key(seat as u64, KeyCode::Char(yes)));
                }
                None => {}
            }
            continue;
        }
        match t.table.session.to_act() {
            Some(0) => person_plays_like_a_bot::<Leftovers>(app, BotLevel::Normal),
            Some(seat) => remote_decides::<Leftovers>(app, seat, step),
            None => {}
        }
    }
    panic!("no vote asked {seats:?} in 3000 steps");
}

/// Ana has voted, Bob's connection drops before he does, and the host has a computer
/// stand in: it votes at once and the game goes on (found by a tester: the vote waited
/// for nobody until the host typed a seat number).
#[test]
fn a_computer_standing_in_answers_a_vote_at_once() {
    use naipes::games::leftovers::Leftovers;
    let mut app = vote_table("guests-vote-stand-in");
    play_until_a_vote_asks(&mut app, &[0, 1]);
    let ply = table::<Leftovers>(&app).table.session.ply();
    // Ana votes no: with two voters a yes would settle the vote at once (a tie accepts).
    answer_poll(&mut app, 0, 'n');
    says(&mut app, GuestEvent::Left { conn: 1 });
    app.settle();
    assert_eq!(
        table::<Leftovers>(&app).table.session.ply(),
        ply,
        "Bob is away"
    );
    press(&mut app, &[Action::StandIn]);
    app.settle();
    let t = table::<Leftovers>(&app);
    assert!(t.poll().is_none(), "the vote is over");
    let answered: Vec<usize> = t.table.session.history[ply as usize..]
        .iter()
        .map(|e| e.seat)
        .take(2)
        .collect();
    assert_eq!(
        answered,
        vec![0, 1],
        "Ana's answer, then the computer's for Bob"
    );
}

#[test]
fn people_at_other_terminals_answer_a_vote_at_the_same_time() {
    use naipes::games::leftovers::Leftovers;
    let mut app = vote_table("guests-vote");
    let poll = play_until_a_vote_asks(&mut app, &[1, 2]);
    let ply = table::<Leftovers>(&app).table.session.ply();
    // Both see the question on their own terminal, at once.
    for conn in [1, 2] {
        let screen = screen_of(&mut app, conn);
        assert!(screen.contains("is it a word?"), "{screen}");
    }
    let yes = poll.answers[0].key;
    // Bob votes no: with two voters a yes would settle it at once (a tie accepts).
    let no = poll.answers[1].key;
    says(&mut app, key(1, KeyCode::Char(no)));
    app.settle();
    assert_eq!(
        table::<Leftovers>(&app).table.session.ply(),
        ply,
        "the vote waits for Cy"
    );
    let bob = screen_of(&mut app, 1);
    assert!(bob.contains("Bob has answered"));
    // The answer keys are offered only where someone is still asked (Bob was shown
    // y / n after answering).
    let offered = format!("{yes}  {}", poll.answers[0].label);
    assert!(!bob.contains(&offered), "{bob}");
    let cy = screen_of(&mut app, 2);
    assert!(cy.contains(&offered), "{cy}");
    says(&mut app, key(1, KeyCode::Char(yes)));
    assert!(screen_of(&mut app, 1).contains("Nobody at this keyboard is asked now"));
    says(&mut app, key(2, KeyCode::Char(yes)));
    app.settle();
    let t = table::<Leftovers>(&app);
    assert!(
        t.table.session.ply() > ply,
        "both answered: the game goes on"
    );
    let answered: Vec<usize> = t.table.session.history[ply as usize..]
        .iter()
        .map(|e| e.seat)
        .take(2)
        .collect();
    assert_eq!(answered, vec![1, 2], "each answer is its own seat's");
}

/// A voter whose connection dropped is named away on every answer screen (the host's,
/// the other voter's, a spectator's); once the answers given settle the vote, the table
/// stops waiting for them, though they were the one asked first (issue 39).
#[test]
fn an_away_voter_is_named_and_a_settled_vote_does_not_wait_for_them() {
    use naipes::games::leftovers::{LeftEvent, Leftovers};
    let mut app = vote_table("guests-vote-away");
    app.spectators_allowed = true;
    says(&mut app, joined(3, "watch"));
    let poll = play_until_a_vote_asks(&mut app, &[1, 2]);
    let ply = table::<Leftovers>(&app).table.session.ply();
    says(&mut app, GuestEvent::Left { conn: 1 });
    app.settle();
    let waiting = "Waiting for: 2 Bob (away), 3 Cy.";
    let flat = |s: String| s.split_whitespace().collect::<Vec<_>>().join(" ");
    for (who, screen) in [
        ("host", render(&app, 100, 30)),
        ("Cy", screen_of(&mut app, 2)),
        ("spectator", screen_of(&mut app, 3)),
    ] {
        let screen = flat(screen);
        assert!(screen.contains("Answered: nobody yet."), "{who}: {screen}");
        assert!(screen.contains(waiting), "{who}: {screen}");
    }
    // Cy votes yes: one yes of two voters is settled whatever Bob says (a tie
    // accepts), so the table does not wait for him.
    says(&mut app, key(2, KeyCode::Char(poll.answers[0].key)));
    app.settle();
    let t = table::<Leftovers>(&app);
    assert!(t.poll().is_none(), "the vote is over");
    let entry = &t.table.session.history[ply as usize];
    assert_eq!(entry.seat, 2, "Cy's vote, out of turn");
    assert!(
        entry.events.iter().any(|e| matches!(
            e,
            LeftEvent::VoteClosed { unasked, .. } if unasked == &vec![1]
        )),
        "{:?}",
        entry.events
    );
    let cy = flat(screen_of(&mut app, 2));
    assert!(cy.contains("the vote is decided without Bob"), "{cy}");
}

#[test]
fn a_spectator_sees_only_what_every_seat_may_see_and_only_when_allowed() {
    use naipes::games::TableGame;
    let mut app = hosted("guests-watch");
    // Not allowed: "watch" is sent away with why (it read "every seat is taken").
    let off = says(&mut app, joined(9, "watch"));
    assert!(
        off.iter()
            .any(|(c, text)| *c == 9 && text.contains("Watching is off")),
        "{off:?}"
    );
    assert!(!app.guests.contains_key(&9));
    // Nor does 0 at the seat choice watch.
    says(&mut app, joined(1, "Zed"));
    assert!(!app.guests[&1].watching);
    says(&mut app, key(1, KeyCode::Char('0')));
    assert!(!app.guests[&1].watching && app.guests[&1].seat.is_none());
    app.spectators_allowed = true;
    says(&mut app, key(1, KeyCode::Char('0')));
    assert!(app.guests[&1].watching);
    says(&mut app, joined(2, "WATCH"));
    assert!(app.guests[&2].watching);
    let before = screen_of(&mut app, 2);
    assert!(
        before.contains("Pala") && !before.contains("'s hand:"),
        "{before}"
    );
    // Every hidden card moved: the same screen.
    let Screen::Table(t) = &mut app.screen else {
        panic!("at the table")
    };
    let t = (t.as_mut() as &mut dyn std::any::Any)
        .downcast_mut::<naipes::app::table::GameTable<Pala>>()
        .expect("a Pala table");
    let mut scrambled = t.table.session.game.clone();
    scrambled.scramble_hidden(None, &mut naipes::engine::rng_from_seed(5));
    t.table.session.game = scrambled;
    t.refresh();
    assert_eq!(screen_of(&mut app, 2), before);
    // A spectator's keys decide nothing.
    let ply = table::<Pala>(&app).table.session.ply();
    for code in [KeyCode::Char(' '), KeyCode::Enter, KeyCode::Char('1')] {
        says(&mut app, key(2, code));
    }
    assert_eq!(table::<Pala>(&app).table.session.ply(), ply);
    // At most MOST_SPECTATORS watch: the next "watch" is sent away with a reason, and
    // 0 on the seat choice no longer watches (41 got in; found by a tester).
    let most = naipes::app::guests::MOST_SPECTATORS as u64;
    for conn in 3..=most {
        assert!(says(&mut app, joined(conn, "watch")).is_empty());
    }
    let sent_away = says(&mut app, joined(most + 1, "watch"));
    assert!(
        sent_away
            .iter()
            .any(|(c, text)| *c == most + 1 && text.contains("watching already")),
        "{sent_away:?}"
    );
    says(&mut app, joined(most + 2, "Stranger"));
    says(&mut app, key(most + 2, KeyCode::Char('0')));
    assert!(!app.guests[&(most + 2)].watching);
    let watching = app.guests.values().filter(|g| g.watching).count();
    assert_eq!(watching as u64, most);
}

/// The seat choice with no free seat left (both taken while Zed chose): no empty list,
/// only what Zed can still do (found by a tester).
#[test]
fn a_seat_choice_with_no_free_seat_says_so() {
    let mut app = hosted("guests-none-free");
    says(&mut app, joined(1, "Zed"));
    let choosing = screen_of(&mut app, 1);
    assert!(choosing.contains("The free seats:"), "{choosing}");
    says(&mut app, joined(2, "Bob"));
    says(&mut app, joined(3, "Cy"));
    let none = screen_of(&mut app, 1);
    assert!(!none.contains("The free seats:"), "{none}");
    assert!(
        none.contains("every seat for another terminal is taken"),
        "{none}"
    );
    assert!(none.contains("Ctrl-Q leaves"), "{none}");
    // A wrong key does not bring back "press the number of a free seat".
    says(&mut app, key(1, KeyCode::Char('x')));
    let after = screen_of(&mut app, 1);
    assert!(after.contains("Ctrl-Q leaves"), "{after}");
    assert!(!after.contains("number of a free seat"), "{after}");
    app.spectators_allowed = true;
    let watch = screen_of(&mut app, 1);
    assert!(watch.contains("Press 0 to watch"), "{watch}");
}

#[test]
fn a_seated_guest_keeps_their_own_screen_beside_spectators() {
    let mut app = hosted("guests-watch-and-sit");
    app.spectators_allowed = true;
    says(
        &mut app,
        GuestEvent::Joined {
            conn: 2,
            user: "Bob".into(),
            lang: Some(naipes::engine::Lang::Es),
            token: None,
        },
    );
    screen_of(&mut app, 2);
    says(&mut app, joined(1, "watch"));
    assert_eq!(app.guests[&2].seat, Some(1));
    for _ in 0..2 {
        app.drive(Msg::Tick(std::time::Instant::now()));
        render_and_remember(&mut app, 80, 24);
        // Ana bids: the computer then bids too, and every screen hears of it.
        if table::<Pala>(&app).table.session.to_act() == Some(0) {
            press(&mut app, &[Action::Toggle, Action::Select]);
        }
        app.settle();
        let watcher = screen_of(&mut app, 1);
        assert!(!watcher.contains("Mano de Bob"), "{watcher}");
        assert!(watcher.contains("You are watching"), "{watcher}");
        let bob = screen_of(&mut app, 2);
        assert!(!bob.contains("Estás mirando"), "{bob}");
        assert!(
            bob.contains("Bob (tú)") && bob.contains("Mano de Bob"),
            "{bob}"
        );
    }
}

#[test]
fn a_table_opened_with_seats_at_other_terminals_asks_once_for_a_server() {
    let mut app = hosted("guests-wish");
    assert!(
        app.take_host_wish(),
        "seats at other terminals need a server"
    );
    assert!(!app.take_host_wish(), "asked once");
    app.now_hosting(
        joining("127.0.0.1:2222", "code12345", "SHA256:x", None),
        naipes::engine::Lang::En,
    );
    let how = match app.popup.as_ref() {
        Some(naipes::app::Popup::Welcome(text)) => text.clone(),
        other => panic!("the box on how to join: {other:?}"),
    };
    assert!(how.contains("code12345"), "{how}");
    let seats = app.seats_line(naipes::engine::Lang::En).expect("a table");
    assert!(seats.contains("Bob (waiting), Cy (waiting)"), "{seats}");
    // The help says who is connected now.
    says(&mut app, joined(1, "Bob"));
    let now = app.seats_line(naipes::engine::Lang::En).expect("a table");
    assert!(now.contains("Bob (connected), Cy (waiting)"), "{now}");
    // The table closes for the menu (once Ana has bid): its server may end.
    app.popup = None;
    press(&mut app, &[Action::Toggle, Action::Select]);
    app.settle();
    app.update(Msg::Key(Action::Back));
    app.update(Msg::Key(Action::Char('y')));
    assert!(app.hosting.is_none());
    // A table at one keyboard asks for nothing.
    let seats = vec![
        seat("Ana", SeatKind::Human),
        seat("Dee", SeatKind::Computer(BotLevel::Normal)),
        seat("Eve", SeatKind::Computer(BotLevel::Normal)),
    ];
    start::<Pala>(&mut app, seats, &Default::default(), 8);
    assert!(!app.take_host_wish());
}

/// At another terminal, `u` takes back that person's own last decision while nobody has
/// decided since (never another seat's), and every screen says what went; `h` shows a
/// hint on that terminal only.
#[test]
fn a_guest_undoes_their_own_slip_and_gets_hints_only_on_their_screen() {
    let mut app = hosted("guests-assists");
    says(&mut app, joined(1, "Bob"));
    says(&mut app, joined(2, "Cy"));
    press(&mut app, &[Action::Toggle, Action::Select]);
    app.settle();
    assert_eq!(table::<Pala>(&app).table.session.to_act(), Some(1));
    let before = serde_json::to_value(&table::<Pala>(&app).table.session.game).unwrap();
    // h at Bob's terminal: the hint is on his screen, nowhere else.
    says(&mut app, key(1, KeyCode::Char('h')));
    let bob = screen_of(&mut app, 1);
    assert!(bob.contains("Hint: Bob bids"), "{bob}");
    let cy = screen_of(&mut app, 2);
    assert!(!cy.contains("Hint"), "{cy}");
    let host = render(&app, 80, 24);
    assert!(!host.contains("Hint"), "{host}");
    assert_eq!(
        table::<Pala>(&app).table.session.ply(),
        1,
        "a hint plays nothing"
    );
    // Bob bids; Cy's u does nothing (Cy has decided nothing), Bob's u takes it back.
    says(&mut app, key(1, KeyCode::Char(' ')));
    says(&mut app, key(1, KeyCode::Enter));
    assert_eq!(table::<Pala>(&app).table.session.ply(), 2);
    says(&mut app, key(2, KeyCode::Char('u')));
    assert_eq!(table::<Pala>(&app).table.session.ply(), 2);
    assert!(
        screen_of(&mut app, 2).contains("u does nothing"),
        "{}",
        screen_of(&mut app, 2)
    );
    says(&mut app, key(1, KeyCode::Char('u')));
    let t = table::<Pala>(&app);
    assert_eq!(t.table.session.ply(), 1);
    assert_eq!(serde_json::to_value(&t.table.session.game).unwrap(), before);
    assert_eq!(t.table.session.to_act(), Some(1));
    assert!(screen_of(&mut app, 1).contains("Taken back: Bob bids"));
    // Everyone else reads what went too: the host read only the moves left, with no
    // "Taken back" (found by a tester).
    let host = render(&app, 80, 24);
    assert!(host.contains("Taken back: Bob bids"), "{host}");
    let cy = screen_of(&mut app, 2);
    assert!(cy.contains("Taken back: Bob bids"), "{cy}");
    // Bob bids again, then Cy: Bob's u is refused now that Cy has decided since.
    says(&mut app, key(1, KeyCode::Char(' ')));
    says(&mut app, key(1, KeyCode::Enter));
    says(&mut app, key(2, KeyCode::Char(' ')));
    says(&mut app, key(2, KeyCode::Enter));
    assert_eq!(table::<Pala>(&app).table.session.ply(), 3);
    says(&mut app, key(1, KeyCode::Char('u')));
    assert_eq!(table::<Pala>(&app).table.session.ply(), 3);
    let bob = screen_of(&mut app, 1);
    assert!(bob.contains("someone else has decided since"), "{bob}");
}

/// The host's box on how to join says who has joined as it is now: it kept "Bob
/// (waiting)" after Bob had joined (found by a tester).
#[test]
fn the_welcome_box_says_who_has_joined_now() {
    let mut app = hosted("guests-welcome");
    app.now_hosting(
        joining("127.0.0.1:2222", "sea-otter", "SHA256:abc", None),
        naipes::engine::Lang::En,
    );
    let before = render(&app, 80, 24).replace('\n', " ");
    assert!(before.contains("Bob (waiting)"), "{before}");
    says(&mut app, joined(1, "Bob"));
    let after = render(&app, 80, 24).replace('\n', " ");
    assert!(after.contains("Bob (connected)"), "{after}");
    assert!(after.contains("Cy (waiting)"), "{after}");
    assert!(matches!(app.popup, Some(Popup::Welcome(_))));
}

/// An away seat is its person's: a stranger with the code is offered only seats never
/// taken, the seat's name takes it back, a second connection under that name is
/// refused while the first holds it, and the host's screen names every taking (found
/// by a tester: 'mallory' pressed 2 on the seat choice, saw Bob's hand, and Bob was
/// refused; Cy took Bob's seat as 'bob' with nothing said at the host).
#[test]
fn an_away_seat_is_kept_for_its_person() {
    let mut app = hosted("guests-away-kept");
    says(&mut app, joined(1, "Bob"));
    assert!(render(&app, 80, 24).contains("'Bob' connected at another terminal"));
    says(&mut app, GuestEvent::Left { conn: 1 });
    // A stranger: Bob's seat is not offered, and its digit takes nothing.
    says(&mut app, joined(2, "mallory"));
    let choice = screen_of(&mut app, 2);
    assert!(
        choice.contains("3  Cy") && !choice.contains("2  Bob"),
        "{choice}"
    );
    says(&mut app, key(2, KeyCode::Char('2')));
    assert_eq!(app.guests[&2].seat, None);
    assert!(!screen_of(&mut app, 2).contains("Bob's hand"));
    // Bob comes back under his name and has his seat.
    let back = says(&mut app, joined(3, "bob"));
    assert!(back.is_empty(), "{back:?}");
    assert_eq!(app.guests[&3].seat, Some(1));
    // A second connection as Bob while he is connected: refused, Bob keeps the seat.
    let refused = says(&mut app, joined(4, "BOB"));
    assert!(
        refused
            .iter()
            .any(|(c, t)| *c == 4 && t.contains("The seat of Bob is taken")),
        "{refused:?}"
    );
    assert_eq!(app.guests[&3].seat, Some(1));
    // The stranger takes the seat nobody took yet, and once it is away, not Bob's.
    says(&mut app, key(2, KeyCode::Char('3')));
    assert_eq!(app.guests[&2].seat, Some(2));
    says(&mut app, GuestEvent::Left { conn: 2 });
    says(&mut app, GuestEvent::Left { conn: 3 });
    // Both seats are someone's now: a further stranger is turned away.
    let full = says(&mut app, joined(5, "eve"));
    assert!(
        full.iter().any(|(c, t)| *c == 5 && t.contains("taken")),
        "{full:?}"
    );
    // Someone taking Bob's seat by its name is named on the host's screen.
    says(&mut app, joined(6, "bob"));
    assert_eq!(app.guests[&6].seat, Some(1));
    let host = render(&app, 80, 24);
    assert!(
        host.contains("'bob' connected at another terminal and took Bob's seat"),
        "{host}"
    );
}

/// A tap in a browser seat (a click report) picks what its own screen drew there:
/// Bob's click on a chip picks it for Bob's bid, and never for anyone else.
#[test]
fn a_click_at_another_terminal_picks_on_its_own_screen() {
    let mut app = hosted("guests-click");
    says(&mut app, joined(1, "Bob"));
    press(&mut app, &[Action::Toggle, Action::Select]);
    app.settle();
    assert_eq!(table::<Pala>(&app).table.session.to_act(), Some(1));
    let bob = screen_of(&mut app, 1);
    let (column, row) = bob
        .lines()
        .enumerate()
        .find_map(|(row, line)| {
            line.find(" B ")
                .map(|at| (line[..at].chars().count() as u16 + 1, row as u16))
        })
        .unwrap_or_else(|| panic!("no blue chip on Bob's screen:\n{bob}"));
    let click = |column, row| GuestEvent::Mouse {
        conn: 1,
        mouse: crossterm::event::MouseEvent {
            kind: crossterm::event::MouseEventKind::Down(crossterm::event::MouseButton::Left),
            column,
            row,
            modifiers: KeyModifiers::NONE,
        },
    };
    // The tap picks the chip; Enter bids.
    says(&mut app, click(column, row));
    assert_eq!(
        table::<Pala>(&app).table.session.ply(),
        1,
        "a click only picks"
    );
    says(&mut app, key(1, KeyCode::Enter));
    let t = table::<Pala>(&app);
    assert_eq!(t.table.session.ply(), 2, "Bob bid with the chip he tapped");
    assert_eq!(t.table.session.history[1].seat, 1);
    assert_eq!(
        t.table.session.history[1].mv,
        naipes::games::pala::PalaMove::BidChips(vec![naipes::games::pala::Color::Blue])
    );
}

/// Every person at their own device (no seat at the host's keyboard): the host's
/// terminal is a public display, and its round summary holds nobody up. Once Bob and
/// Cy have read theirs, the computer plays on (found by a tester: the game stopped at
/// "Computer 3 is thinking" behind the host's "Press c to continue").
#[test]
fn a_host_terminal_without_people_does_not_hold_the_table_at_a_summary() {
    let dir = temp_dir("guests-public-summary");
    let mut app = app_in(&dir);
    let seats = vec![
        seat("Bob", SeatKind::Remote),
        seat("Cy", SeatKind::Remote),
        seat("Dee", SeatKind::Computer(BotLevel::Normal)),
    ];
    start::<Pala>(&mut app, seats, &Default::default(), 1);
    says(&mut app, joined(1, "Bob"));
    says(&mut app, joined(2, "Cy"));
    let mut summaries_read = 0;
    let mut ply_after_summary = None;
    for round in 0..5000u64 {
        app.settle();
        let ply = table::<Pala>(&app).table.session.ply();
        if ply_after_summary.is_some_and(|at| ply >= at + 4) {
            break;
        }
        for conn in [1u64, 2] {
            if screen_of(&mut app, conn).contains("Press c to continue") {
                says(&mut app, key(conn, KeyCode::Char('c')));
                summaries_read += 1;
                if summaries_read == 2 {
                    ply_after_summary = Some(ply);
                    let next = table::<Pala>(&app).table.session.to_act();
                    assert_eq!(next, Some(2), "the computer moves first after it");
                }
            }
        }
        remote_decides::<Pala>(&mut app, 0, round);
        remote_decides::<Pala>(&mut app, 1, round + 7);
    }
    let at = ply_after_summary.expect("a round ended and both read its summary");
    let ply = table::<Pala>(&app).table.session.ply();
    assert!(
        ply >= at + 4,
        "the game went on after the summary: ply {ply}, summary at {at}\n{}",
        render(&app, 80, 24)
    );
}

/// A browser takes back the seat it chose by the token its page keeps, whatever name
/// it gives: a stranger with another token (or none) gets only the seats never taken.
#[test]
fn a_browser_takes_back_the_seat_it_held_by_its_token() {
    let mut app = hosted("guests-token");
    let browser = |conn, user: &str, token: Option<&str>| GuestEvent::Joined {
        conn,
        user: user.into(),
        lang: None,
        token: token.map(String::from),
    };
    says(&mut app, browser(1, "phone", Some("a1b2")));
    says(&mut app, key(1, KeyCode::Char('2')));
    assert_eq!(app.guests[&1].seat, Some(1), "the phone chose Bob's seat");
    says(&mut app, GuestEvent::Left { conn: 1 });
    // Another browser, another token: Bob's seat is not offered.
    says(&mut app, browser(2, "phone", Some("ffff")));
    assert_eq!(app.guests[&2].seat, None);
    says(&mut app, key(2, KeyCode::Char('2')));
    assert_eq!(app.guests[&2].seat, None);
    assert!(!screen_of(&mut app, 2).contains("Bob's hand"));
    // The phone comes back (another name typed this time): its seat at once.
    let back = says(&mut app, browser(3, "my phone", Some("a1b2")));
    assert!(back.is_empty(), "{back:?}");
    assert_eq!(app.guests[&3].seat, Some(1));
    assert!(screen_of(&mut app, 3).contains("Bob's hand"));
    // While it is connected the token takes nothing more.
    says(&mut app, browser(4, "again", Some("a1b2")));
    assert_eq!(app.guests.get(&4).and_then(|g| g.seat), None);
}

/// The welcome box of a table served to browsers shows its link and, beside it, the
/// link as a QR code a phone's camera reads; on loopback it says how to open it up.
#[test]
fn the_welcome_box_shows_the_browsers_link_as_a_qr_code() {
    let mut app = hosted("guests-qr");
    let url = "http://127.0.0.1:8080/#sea-otter42";
    app.now_hosting(
        joining(
            "127.0.0.1:2222",
            "sea-otter42",
            "SHA256:abc",
            Some((url, true)),
        ),
        naipes::engine::Lang::En,
    );
    let screen = render(&app, 80, 24);
    let flat = screen.replace('\n', " ");
    assert!(
        flat.contains("http://127.0.0.1:8080/#sea-otter42"),
        "{screen}"
    );
    assert!(flat.contains("--bind 0.0.0.0"), "{screen}");
    let qr_rows = screen.lines().filter(|l| l.contains("▀▀▀▀▀▀▀▀▀▀")).count();
    assert!(qr_rows >= 15, "{screen}");
    // Too small for both: the text alone, with the link.
    let small = render(&app, 60, 20).replace('\n', " ");
    assert!(!small.contains("▀▀▀▀▀▀▀▀▀▀"), "{small}");
}

/// The seed the host typed stays at the host's terminal at the game's end too: the
/// game-over screen of another terminal showed "Seed 7: the same seed deals the same
/// game again." while the README promises it never reaches other terminals (found by a
/// tester).
#[test]
fn a_typed_seed_stays_off_other_terminals_at_game_over() {
    let mut app = hosted("guests-seed-over");
    // Computers play for Bob and Cy, away; Ana plays like one.
    press(&mut app, &[Action::StandIn]);
    advance_until::<Pala>(&mut app, BotLevel::Normal, |_| false);
    assert!(table::<Pala>(&app).table.is_over());
    let host = render(&app, 100, 40).to_lowercase();
    assert!(host.contains("seed 7"), "{host}");
    says(&mut app, joined(1, "Bob"));
    assert_eq!(app.guests[&1].seat, Some(1));
    // Bob's screen shows the last round's summary first, then the game's end.
    says(&mut app, key(1, KeyCode::Char('c')));
    let bob = screen_of(&mut app, 1).to_lowercase();
    assert!(bob.contains("game over"), "{bob}");
    assert!(!bob.contains("seed"), "{bob}");
}

/// Palace's review at the end (issue 39), house rule public_review off: each person's
/// list of missed challenges (prompts, right answers, what they typed) reaches their own
/// screen only. The host's screen shows Ana's list and not Bob's, Bob's terminal his and
/// not Ana's, the spectators neither; every screen says who has a list.
#[test]
fn palace_review_lists_reach_only_their_own_terminals() {
    use naipes::app::table::{GameTable, Overlay, ScreenId};
    use naipes::engine::Lang;
    use naipes::games::palace::{Palace, PalaceRules};
    let summary_at = |t: &GameTable<Palace>, id: ScreenId| -> String {
        match &t.look(id).expect("a screen").screen.overlay {
            Overlay::Summary(s) => s.lines.join("\n"),
            _ => String::new(),
        }
    };
    for seed in 1..30 {
        let dir = temp_dir(&format!("guests-palace-review-{seed}"));
        let mut app = app_in(&dir);
        let seats = vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", SeatKind::Remote),
            seat("Cy", SeatKind::Computer(BotLevel::Normal)),
        ];
        start::<Palace>(&mut app, seats, &PalaceRules::default(), seed);
        app.settle();
        // A computer plays for Bob while he is away; Ana plays like one, typing.
        press(&mut app, &[Action::StandIn]);
        let ended = advance_until::<Palace>(&mut app, BotLevel::Normal, |t| {
            t.table.is_over() && matches!(t.host.overlay, Overlay::Summary(_))
        });
        assert!(ended, "seed {seed}: the game ends");
        let t = table::<Palace>(&app);
        let game = &t.table.session.game;
        let typed = game.missed(0).iter().any(|m| m.given.is_some());
        if !typed || game.missed(1).is_empty() {
            continue;
        }
        let practised = game.rules().practised;
        let prompts = |seat: usize| -> Vec<String> {
            game.missed(seat)
                .iter()
                .map(|m| naipes::games::palace::text::prompt(practised, &m.id, Lang::En))
                .collect()
        };
        let (ana, bob) = (prompts(0), prompts(1));
        let host = summary_at(t, ScreenId::Host);
        let guest = summary_at(t, ScreenId::Seat(1));
        let watching = summary_at(t, ScreenId::Spectators);
        for text in [&host, &guest, &watching] {
            assert!(text.contains("Ana: "), "{text}");
            assert!(text.contains("Bob: "), "{text}");
        }
        assert!(host.contains("Ana — to review:"), "{host}");
        assert!(!host.contains("Bob — to review:"), "{host}");
        assert!(
            host.contains("(you: "),
            "Ana's typed answers, on her screen: {host}"
        );
        for p in bob.iter().filter(|p| !ana.contains(p)) {
            assert!(!host.contains(p.as_str()), "{p}: {host}");
        }
        assert!(guest.contains("Bob — to review:"), "{guest}");
        assert!(!guest.contains("Ana — to review:"), "{guest}");
        // What was typed: Bob's own only (the computer standing in for him typed too).
        let typed = |seat: usize| {
            game.missed(seat)
                .iter()
                .filter(|m| m.given.is_some())
                .count()
        };
        assert_eq!(guest.matches("(you: ").count(), typed(1), "{guest}");
        assert_eq!(host.matches("(you: ").count(), typed(0), "{host}");
        for p in ana.iter().filter(|p| !bob.contains(p)) {
            assert!(!guest.contains(p.as_str()), "{p}: {guest}");
        }
        assert!(!watching.contains('→'), "{watching}");
        assert!(!watching.contains("to review:"), "{watching}");
        // No key for a list of one's own at a terminal of one person: it is shown.
        assert!(t.host.review.seats.is_empty());
        // Bob comes back: his terminal shows the summary with his list.
        says(&mut app, joined(1, "Bob"));
        assert_eq!(app.guests[&1].seat, Some(1));
        let bob_screen = screen_of(&mut app, 1);
        assert!(bob_screen.contains("The game is over"), "{bob_screen}");
        assert!(bob_screen.contains("Bob — to review"), "{bob_screen}");
        assert!(!bob_screen.contains("Ana — to review"), "{bob_screen}");
        return;
    }
    panic!("no seed gave both Ana (typing) and Bob a list to review");
}

/// Palace's open challenges at a hosted table (issue 39): the answer is typed by the
/// person answering (Ana at the host's keyboard in one game, Bob at his terminal in
/// another) and shown on every screen (the host's, Bob's, a spectator's) before anyone
/// votes; nobody at another terminal needs to hear it.
#[test]
fn a_typed_open_answer_reaches_every_screen_before_the_vote() {
    use naipes::app::table::GameTable;
    use naipes::engine::Rules;
    use naipes::games::palace::state::Step;
    use naipes::games::palace::{Palace, PalaceRules, PracticeLevel};
    let open_answer = |t: &GameTable<Palace>| -> Option<usize> {
        let game = &t.table.session.game;
        let p = game.pending()?;
        // The vote on an open challenge waits for the taker's typed answer.
        let Step::Vote {
            id, answer: None, ..
        } = &p.step
        else {
            return None;
        };
        if t.poll().is_some() {
            return None;
        }
        let practised = game.rules().practised;
        let kind = naipes::games::palace::text::kind_name(practised, id, naipes::engine::Lang::En);
        (kind == "open").then_some(p.taker)
    };
    // Who typed: Ana at the host's keyboard, Bob at his terminal; both are seen.
    let mut typed_by = [false, false];
    for seed in 1..60u64 {
        let dir = temp_dir(&format!("guests-palace-open-{seed}"));
        let mut app = app_in(&dir);
        let seats = vec![
            seat("Ana", SeatKind::Human),
            seat("Bob", SeatKind::Remote),
            seat("Cy", SeatKind::Computer(BotLevel::Normal)),
        ];
        let rules = PalaceRules {
            level: PracticeLevel::Advanced,
            ..PalaceRules::default()
        };
        start::<Palace>(&mut app, seats, &rules, seed);
        app.spectators_allowed = true;
        says(&mut app, joined(1, "Bob"));
        says(&mut app, joined(2, "watch"));
        assert!(app.guests[&2].watching);
        // Ana plays like a computer here, Bob at random at his terminal, both accept
        // table votes; until an open challenge is to be answered.
        let mut taker = None;
        for step in 0..3000u64 {
            app.settle();
            let t = table::<Palace>(&app);
            if t.table.is_over() {
                break;
            }
            if let Some(seat) = open_answer(t) {
                taker = Some(seat);
                break;
            }
            if let Some(poll) = t.poll() {
                let yes = poll.answers[0].key;
                match t.table.poll_waiting(&poll).first() {
                    Some(0) => {
                        accept_poll::<Palace>(&mut app);
                    }
                    Some(&s) => {
                        says(&mut app, key(s as u64, KeyCode::Char(yes)));
                    }
                    None => {}
                }
                continue;
            }
            let bob_answers = t.table.session.to_act() == Some(1)
                && matches!(
                    t.table.session.game.candidate_moves(1).first(),
                    Some(naipes::games::palace::PalaceMove::Answer { .. })
                );
            match t.table.session.to_act() {
                // Bob types a (wrong) answer at his terminal.
                Some(1) if bob_answers => {
                    says(&mut app, key(1, KeyCode::Char('x')));
                    says(&mut app, key(1, KeyCode::Enter));
                }
                Some(1) => remote_decides::<Palace>(&mut app, 1, step),
                Some(_) => person_plays_like_a_bot::<Palace>(&mut app, BotLevel::Normal),
                None => {}
            }
        }
        let Some(taker) = taker.filter(|t| !typed_by[*t]) else {
            continue;
        };
        let (voter, conn_of_voter) = if taker == 0 { (1, Some(1)) } else { (0, None) };
        assert!(
            table::<Palace>(&app).poll().is_none(),
            "no vote before the answer"
        );
        let answer = "onions first, then rice";
        if taker == 0 {
            type_text(&mut app, answer);
            app.handle(Action::Select);
        } else {
            for c in answer.chars() {
                says(&mut app, key(1, KeyCode::Char(c)));
            }
            says(&mut app, key(1, KeyCode::Enter));
        }
        app.settle();
        let t = table::<Palace>(&app);
        let poll = t.poll().expect("the vote is asked");
        assert_eq!(poll.seats, vec![voter]);
        let name = ["Ana", "Bob"][taker];
        let said = format!("{name} answers “{answer}” to: ");
        assert!(poll.question.starts_with(&said), "{}", poll.question);
        let ply = t.table.session.ply();
        assert!(
            matches!(
                t.table.session.game.pending().map(|p| &p.step),
                Some(Step::Vote { votes, .. }) if votes.is_empty()
            ),
            "nobody has voted yet"
        );
        let host = render(&app, 80, 24);
        let bob = screen_of(&mut app, 1);
        let watching = screen_of(&mut app, 2);
        for screen in [&host, &bob, &watching] {
            assert!(screen.contains(&format!("“{answer}”")), "{screen}");
            assert!(!screen.contains("aloud"), "{screen}");
        }
        // The voter votes, and the table goes on.
        match conn_of_voter {
            Some(conn) => {
                says(&mut app, key(conn, KeyCode::Char('y')));
            }
            None => {
                accept_poll::<Palace>(&mut app);
            }
        }
        app.settle();
        let t = table::<Palace>(&app);
        assert!(t.table.session.ply() > ply, "the vote counted");
        assert!(
            t.table.session.history[ply as usize..]
                .iter()
                .flat_map(|h| &h.events)
                .any(|e| matches!(
                    e,
                    naipes::games::palace::PalaceEvent::Judged { passed: true, .. }
                ))
        );
        typed_by[taker] = true;
        if typed_by == [true, true] {
            break;
        }
    }
    assert_eq!(
        typed_by,
        [true, true],
        "open challenges for Ana and for Bob"
    );
}

/// Where a test table is said to be hosted.
fn joining(
    addr: &str,
    code: &str,
    fingerprint: &str,
    web: Option<(&str, bool)>,
) -> naipes::app::hosting::Joining {
    naipes::app::hosting::Joining {
        addr: addr.parse().expect("an address"),
        code: code.into(),
        fingerprint: fingerprint.into(),
        web: web.map(|(url, loopback)| (url.into(), loopback)),
    }
}

/// A Palace challenge series at a hosted table (issue 39): Ana (at the host's keyboard)
/// is stuck; Bob and Cy, each at their own terminal, pick their challenges at once (Cy
/// first, without waiting for Bob, whose turn it is in the series' order); every screen
/// says whom the table waits for; Ana answers Cy's as soon as it is given.
#[test]
fn palace_givers_at_other_terminals_pick_at_once() {
    use naipes::engine::Rules;
    use naipes::games::palace::{Card, Need, Palace, PalaceRules, Suit};
    let flat = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let dir = temp_dir("guests-palace-series");
    let mut app = app_in(&dir);
    let seats = vec![
        seat("Ana", SeatKind::Human),
        seat("Bob", SeatKind::Remote),
        seat("Cy", SeatKind::Remote),
    ];
    start::<Palace>(&mut app, seats, &PalaceRules::default(), 7);
    says(&mut app, joined(1, "Bob"));
    says(&mut app, joined(2, "Cy"));
    {
        // Ana holds nothing that beats the king on the pile.
        let t = table_mut::<Palace>(&mut app);
        let c = Card::new;
        let palaces = || (0..3).map(|_| vec![c(14, Suit::Spades)]).collect();
        t.table.session.game.set_position(
            vec![
                vec![c(3, Suit::Clubs), c(4, Suit::Hearts)],
                vec![c(5, Suit::Clubs)],
                vec![c(6, Suit::Clubs)],
            ],
            palaces(),
            palaces(),
            vec![],
            vec![c(12, Suit::Hearts), c(13, Suit::Hearts)],
            0,
            Need::AtLeast(13),
        );
        t.refresh();
    }
    app.settle();
    let game = |app: &App| table::<Palace>(app).table.session.game.clone();
    assert_eq!(
        game(&app).to_act(),
        Some(1),
        "Bob's turn in the series' order"
    );
    let host = flat(&render(&app, 80, 24));
    assert!(host.contains("Waiting for Bob and Cy to pick."), "{host}");
    // Both see their own three to pick from.
    for conn in [1, 2] {
        let screen = flat(&screen_of(&mut app, conn));
        assert!(screen.contains("Pick a challenge for Ana"), "{screen}");
    }
    // Cy picks first.
    says(&mut app, key(2, KeyCode::Char('1')));
    app.settle();
    let g = game(&app);
    let given: Vec<(usize, usize)> = table::<Palace>(&app)
        .table
        .session
        .history
        .iter()
        .flat_map(|h| &h.events)
        .filter_map(|e| match e {
            naipes::games::palace::PalaceEvent::Gave { giver, taker, .. } => Some((*giver, *taker)),
            _ => None,
        })
        .collect();
    assert_eq!(given, vec![(2, 0)], "Cy gave Ana her challenge");
    assert_eq!(g.to_act(), Some(1), "Bob still picks");
    let cy = flat(&screen_of(&mut app, 2));
    assert!(
        cy.contains("Waiting for Bob to pick; Ana to answer."),
        "{cy}"
    );
    let bob = flat(&screen_of(&mut app, 1));
    assert!(bob.contains("Pick a challenge for Ana"), "{bob}");
    // Ana answers Cy's challenge at once, at the host's keyboard.
    let id = g.view_for(0).challenge.unwrap().id.expect("Cy's challenge");
    let answer = naipes::language::Challenges::embedded(g.rules().practised)
        .get(&id)
        .unwrap()
        .examples()[0]
        .clone();
    type_text(&mut app, &answer);
    app.handle(Action::Select);
    app.settle();
    let g = game(&app);
    assert_eq!(g.tally(0).total(), (1, 1), "Cy's challenge answered");
    assert_eq!(g.to_act(), Some(1));
    let host = flat(&render(&app, 80, 24));
    assert!(host.contains("Waiting for Bob"), "{host}");
    // Bob picks; Ana answers; the series is over.
    says(&mut app, key(1, KeyCode::Char('1')));
    app.settle();
    let g = game(&app);
    assert_eq!(g.to_act(), Some(0));
    let id = g
        .view_for(0)
        .challenge
        .unwrap()
        .id
        .expect("Bob's challenge");
    let answer = naipes::language::Challenges::embedded(g.rules().practised)
        .get(&id)
        .unwrap()
        .examples()[0]
        .clone();
    type_text(&mut app, &answer);
    app.handle(Action::Select);
    app.settle();
    let g = game(&app);
    assert!(g.pending().is_none(), "the series is done");
    assert_eq!(g.tally(0).total(), (2, 2));
}
