//! Line mode's menus (issue 38): the launcher and a game's setup are read whole when
//! they open, with the row the cursor is on said last; a move of the cursor says that
//! row first and only what else changed; a blind player starts a game from the
//! launcher by lines alone.

use crate::common::*;
use naipes::app::lines::Driver;

fn said_to(driver: &mut Driver, line: &str) -> Vec<String> {
    driver.line(line)
}

#[test]
fn the_launcher_and_setup_are_menus_read_by_their_cursor() {
    let dir = temp_dir("lines-menus");
    let mut driver = Driver::new(app_in(&dir));
    let first = driver.start();
    let text = first.join("\n");
    assert!(text.contains("Palabra 2-12 players"), "{text}");
    assert!(text.contains("Statistics"), "{text}");
    let selected = first.last().cloned().unwrap_or_default();
    assert!(selected.starts_with("Selected: "), "{text}");
    // The cursor is drawing, not words: never "to play" on a menu.
    assert!(!text.contains("to play"), "{text}");
    // The title's dash is a pause, not "none".
    assert!(text.contains("naipes, a card table"), "{text}");
    // "now" on a menu says its title and the row under the cursor.
    let now = said_to(&mut driver, "now");
    assert_eq!(now.last(), Some(&selected), "{now:?}");

    let moved = said_to(&mut driver, "down");
    assert!(!moved.is_empty(), "the cursor's move is said");
    let row = &moved[0];
    assert_ne!(
        format!("Selected: {row}"),
        selected,
        "the new row is said first: {moved:?}"
    );
    // Only the rows that changed: not the whole menu again.
    assert!(moved.len() < first.len() / 2, "{moved:?}");
    assert!(!moved.iter().any(|l| l.contains("to play")), "{moved:?}");

    // A value changed with the arrows is said once.
    let players = said_to(&mut driver, "enter");
    assert!(players.last().is_some_and(|l| l.starts_with("Selected: ")));
    let more = said_to(&mut driver, "right");
    assert_eq!(
        more.iter().filter(|l| **l == more[0]).count(),
        1,
        "the changed row is said once: {more:?}"
    );
    said_to(&mut driver, "esc");

    // Back up to Pala, open its setup, and start a game from it.
    let back = said_to(&mut driver, "up");
    assert_eq!(format!("Selected: {}", back[0]), selected, "{back:?}");
    let setup = said_to(&mut driver, "enter");
    let setup_text = setup.join("\n");
    assert!(setup_text.contains("set up the table"), "{setup_text}");
    assert!(
        setup.last().is_some_and(|l| l.starts_with("Selected: ")),
        "{setup_text}"
    );
    let mut last = Vec::new();
    for _ in 0..20 {
        last = said_to(&mut driver, "down");
        if last
            .first()
            .is_some_and(|row| row.contains("Start the game"))
        {
            break;
        }
    }
    assert!(
        last.first()
            .is_some_and(|row| row.contains("Start the game")),
        "{last:?}"
    );
    let table = said_to(&mut driver, "enter").join("\n");
    assert!(table.contains("round 1"), "the game starts:\n{table}");
}
