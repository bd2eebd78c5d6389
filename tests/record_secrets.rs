//! What is written to files while people play holds only what every seat may see: the
//! record file and the export have no seed, no deal and no hidden card until the game
//! ends; then the record file is rewritten complete.

use crate::common;

use common::*;
use naipes::app::table::Overlay;
use naipes::engine::{BotLevel, Rules, Seat, SeatKind};
use naipes::game_screen::keys::Action;
use naipes::games::pala::{Pala, PalaRules};

const SEED: u64 = 987_654_321_123;

/// A secondary card (orange, green, purple) is the only one of its kind in the deck: if
/// its JSON is in the file, the card was shown.
fn unique_cards_json(game: &Pala, seat: usize) -> Vec<String> {
    game.hand(seat)
        .iter()
        .filter(|c| !c.color.is_primary())
        .map(|c| serde_json::to_string(c).unwrap())
        .collect()
}

#[test]
fn a_played_record_holds_no_secret_until_the_end() {
    let dir = temp_dir("record-secrets");
    let path = dir.join("game.jsonl");
    let mut app = app_in(&dir);
    app.record_path = Some(path.clone());
    let seats = vec![
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
            kind: SeatKind::Computer(BotLevel::Normal),
        },
    ];
    start::<Pala>(&mut app, seats, &PalaRules::default(), SEED);
    let seed_text = SEED.to_string();
    let mut checked_cards = 0;
    let mut person_moves = 0;
    for _ in 0..20_000 {
        settle(&mut app);
        let t = table::<Pala>(&app);
        if t.table.is_over() {
            break;
        }
        let text = std::fs::read_to_string(&path).expect("the record is written as play goes");
        let export = t.record_text();
        for written in [&text, &export] {
            assert!(!written.contains(&seed_text), "no seed during play");
            assert!(!written.contains("\"seed\""));
            assert!(
                !written.contains("\"type\":\"deal\""),
                "no deal during play"
            );
            assert!(!written.contains("\"drawn\""));
            assert!(!written.contains("\"type\":\"end\""));
            assert!(written.starts_with("{\"type\":\"start\",\"format\":\"naipes-record-2\""));
            assert!(
                written
                    .lines()
                    .next()
                    .unwrap()
                    .contains("\"complete\":false")
            );
        }
        // One public line per move so far, after the start line.
        assert_eq!(text.lines().count() as u64, 1 + t.table.session.ply());
        // Cards go back into the deck each round: what this round showed comes after the
        // move that dealt it.
        let all: Vec<&str> = text.lines().collect();
        let from = all
            .iter()
            .rposition(|l| l.contains("\"Dealt\""))
            .map_or(1, |i| i + 1);
        let this_round = all[from..].join("\n");
        for seat in [0, 1] {
            for card in unique_cards_json(&t.table.session.game, seat) {
                assert!(
                    !this_round.contains(&card),
                    "{card}, still in hand, is in the record"
                );
                checked_cards += 1;
            }
        }
        if matches!(t.host.overlay, Overlay::Summary(_)) {
            app.handle(Action::Char('c'));
            continue;
        }
        if t.host.handoff.is_some() {
            app.handle(Action::Select);
            continue;
        }
        person_plays_like_a_bot_at_table::<Pala>(&mut app, BotLevel::Normal);
        person_moves += 1;
    }
    let t = table::<Pala>(&app);
    assert!(t.table.is_over(), "the game ended");
    assert!(
        person_moves > 20 && checked_cards > 100,
        "{person_moves} {checked_cards}"
    );

    // The end: the file is complete, with the seed and every deal.
    let text = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["complete"], true);
    assert_eq!(lines[0]["seed"].as_u64(), Some(SEED));
    assert_eq!(lines[1]["type"], "deal");
    let initial = &t.table.session.initial;
    let hands: Vec<Vec<naipes::games::pala::Card>> =
        serde_json::from_value(lines[1]["deal"]["hands"].clone()).unwrap();
    assert_eq!(hands.len(), 3);
    for (seat, dealt) in hands.iter().enumerate() {
        assert_eq!(dealt, initial.hand(seat), "the first deal, seat {seat}");
    }
    let rounds = t.table.session.game.score_pad().len();
    let deals = lines.iter().filter(|l| l["type"] == "deal").count();
    assert_eq!(deals, rounds, "a deal line per round");
    let moves = lines.iter().filter(|l| l["type"] == "move").count();
    assert_eq!(moves as u64, t.table.session.ply());
    assert!(
        lines
            .iter()
            .all(|l| l["type"] != "move" || l["drawn"].is_array())
    );
    let end = lines.last().unwrap();
    assert_eq!(end["type"], "end");
    assert_eq!(
        end["outcome"]["totals"],
        serde_json::json!(t.table.session.game.totals())
    );
    // The export after the end is the complete record too.
    assert_eq!(t.record_text(), text);
}
