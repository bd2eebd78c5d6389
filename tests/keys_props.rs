//! Property: whatever keys a player presses, at any table, nothing panics, the screen
//! always draws, the game changes only through moves that replay, and no other person's
//! hand is ever on the screen.

use crate::common;

use common::*;
use naipes::app::keys::Action;
use naipes::engine::{BotLevel, Rules, Seat, SeatKind};
use naipes::games::TableGame;
use naipes::games::pala::{Pala, PalaRules};
use naipes::games::palabra::{Palabra, PalabraRules};
use naipes::games::rapiletras::{RapiRules, Rapiletras};
use proptest::prelude::*;

fn any_key() -> impl Strategy<Value = Action> {
    prop_oneof![
        Just(Action::Up),
        Just(Action::Down),
        Just(Action::Left),
        Just(Action::Right),
        Just(Action::Select),
        Just(Action::Toggle),
        Just(Action::Back),
        Just(Action::Tab),
        Just(Action::Backspace),
        Just(Action::Log),
        Just(Action::Export),
        Just(Action::Help),
        Just(Action::Click { column: 7, row: 18 }),
        prop::sample::select("abcdeimnoprstyz0123459*+!?ÑÁ ".chars().collect::<Vec<_>>())
            .prop_map(Action::Char),
    ]
}

fn seats() -> Vec<Seat> {
    vec![
        Seat {
            name: "Ana".into(),
            kind: SeatKind::Human,
        },
        Seat {
            name: "Bob".into(),
            kind: SeatKind::Human,
        },
        Seat {
            name: "Cy".into(),
            kind: SeatKind::Computer(BotLevel::Random),
        },
    ]
}

/// Presses the keys at a fresh table of `G`, checking the invariants after each.
fn mash<G: TableGame>(rules: &G::HouseRules, seed: u64, keys: &[Action]) {
    let dir = temp_dir(&format!("mash-{}-{seed}", G::KEY));
    let mut app = app_in(&dir);
    start::<G>(&mut app, seats(), rules, seed);
    for key in keys {
        app.handle(*key);
        // Help and notices are closed so that the next keys reach the table.
        if app.popup.is_some() {
            app.handle(Action::Back);
        }
        app.settle();
        let naipes::app::Screen::Table(_) = &app.screen else {
            // Esc at a hand-off goes to the menu: a legal way out; the game is saved.
            return;
        };
        let screen = render_and_remember(&mut app, 80, 24);
        let t = table::<G>(&app);
        let replayed = t.core.session.replayed().expect("the history replays");
        assert_eq!(
            serde_json::to_value(&replayed).unwrap(),
            serde_json::to_value(&t.core.session.game).unwrap(),
            "the game changed outside its moves"
        );
        // Nobody's name appears as the owner of the hand on screen but the viewer's.
        for (seat, s) in t.core.session.seats.iter().enumerate() {
            let owner = format!("{}'s hand", s.name);
            let owner_es = format!("Mano de {}", s.name);
            if screen.contains(&owner) || screen.contains(&owner_es) {
                assert_eq!(
                    Some(seat),
                    t.core.viewer,
                    "a hand that is not the viewer's is on screen:\n{screen}"
                );
                assert!(
                    t.core.handoff.is_none(),
                    "a hand is on screen during a hand-off:\n{screen}"
                );
                assert!(
                    t.core.session.to_act() == Some(seat),
                    "a person's hand stays up while another seat decides:\n{screen}"
                );
            }
        }
        if t.core.is_over() {
            return;
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn pala_tables_survive_any_keys(seed in 0u64..1000, keys in prop::collection::vec(any_key(), 1..80)) {
        mash::<Pala>(&PalaRules::default(), seed, &keys);
    }

    #[test]
    fn palabra_tables_survive_any_keys(seed in 0u64..1000, keys in prop::collection::vec(any_key(), 1..80)) {
        mash::<Palabra>(&PalabraRules::default(), seed, &keys);
    }

    #[test]
    fn rapiletras_tables_survive_any_keys(seed in 0u64..1000, keys in prop::collection::vec(any_key(), 1..80)) {
        mash::<Rapiletras>(&RapiRules::default(), seed, &keys);
    }
}

#[test]
fn views_for_other_seats_differ_so_the_check_above_can_fail() {
    // The hand check above is only worth something if hands differ between seats.
    let game = Pala::new(3, PalaRules::default(), 1).unwrap();
    assert_ne!(game.view_for(0).hand, game.view_for(1).hand);
}
