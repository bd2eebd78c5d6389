//! Line mode (`--screen-reader`, issue 38) on a real pseudo-terminal: a player who
//! reads only the printed lines plays a whole game, and the program writes nothing but
//! text and line ends (no escape sequence: no cursor movement, no screen clearing).

use crate::e2e_pty::{TestDirs, Tui, Watchdog};
use std::time::{Duration, Instant};

/// The printed lines so far, and how many bytes they came from.
fn lines_of(raw: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(raw)
        .lines()
        .map(|l| l.trim_end_matches('\r').to_string())
        .collect()
}

/// The lines printed after the first `from` of them.
fn since(tui: &Tui, from: usize) -> Vec<String> {
    lines_of(&tui.settled_output())
        .into_iter()
        .skip(from)
        .collect()
}

/// Two people (one keyboard) and a computer play a short Pala game in line mode, typing
/// key names and reading the lines: the hand-offs say only whom to pass to ("cards"
/// then reads nothing), a card typed by name is played, the game ends with its winner,
/// and not one escape byte is written from start to end.
#[test]
fn two_people_play_pala_to_the_end_in_line_mode_with_no_escape_sequence() {
    let dirs = TestDirs::new("lines-pala");
    dirs.write_config("[settings]\nbot_delay_ms = 0\n\n[pala]\npoint_goal = [1, 1, 1]\n");
    let mut tui = Tui::spawn(
        "lines",
        &[
            "--screen-reader",
            "play",
            "pala",
            "--players",
            "Ana,Bob,@normal",
        ],
        24,
        80,
        &dirs,
    );
    tui.wait_for_text(&["Line mode"]);
    let played = play_pala_by_lines(&mut tui);
    let (handoffs, by_name) = (played.handoffs, played.by_name);
    let output = tui.settled_output();
    let text = lines_of(&output).join("\n");
    assert!(
        !output.contains(&0x1b),
        "an escape byte was written:\n{text}"
    );
    assert!(handoffs > 2, "too few hand-offs ({handoffs}):\n{text}");
    assert!(by_name > 0, "no card was typed by name:\n{text}");
    assert!(
        text.contains("Ana bids") && text.contains("Bob bids"),
        "every bid is said:\n{text}"
    );
    tui.send("quit\r");
}

/// What a Pala game played by typed lines came to.
pub(crate) struct Played {
    pub(crate) handoffs: usize,
    pub(crate) by_name: usize,
}

/// Plays Pala to its end by reading the printed lines and typing lines (key names, a
/// card by the name `cards` gives it every third turn), as a person with a screen reader
/// does: at one keyboard (hand-offs answered) or at a seat of a hosted table.
pub(crate) fn play_pala_by_lines(tui: &mut Tui) -> Played {
    let mut watchdog = Watchdog::new();
    let mut read = 0usize;
    let mut turns = 0usize;
    let mut handoffs = 0usize;
    let mut by_name = 0usize;
    // A card typed by name is picked (a tap picks it for a mix) until typed again.
    let mut picked: Option<String> = None;
    loop {
        if let Some(why) = watchdog.expired() {
            panic!(
                "the game did not end ({why}):\n{}",
                lines_of(&tui.settled_output()).join("\n")
            );
        }
        let new = since(tui, read);
        if new.is_empty() {
            std::thread::sleep(Duration::from_millis(30));
            continue;
        }
        watchdog.moved();
        read += new.len();
        let Some(last) = new.iter().rev().find(|l| !l.trim().is_empty()).cloned() else {
            continue;
        };
        if new.iter().any(|l| l.starts_with("Game over")) {
            break;
        }
        if last.contains("Pass to") {
            handoffs += 1;
            // Nothing of anyone's hand while the keyboard changes hands.
            tui.send("cards\r");
            let reply = wait_line(tui, &mut read);
            assert!(reply.contains("Nothing to read here"), "{reply}");
            tui.send("\r");
        } else if last.contains("Press c to continue") {
            tui.send("c\r");
        } else if last.contains("Bid: Space picks chips") {
            // The white chip alone: null.
            tui.send("space enter\r");
        } else if last.contains("Take the lead?") {
            tui.send("y\r");
        } else if last.contains("Cancel which cards?") {
            tui.send("enter\r");
        } else if last.contains("Your turn") {
            picked = None;
            turns += 1;
            if turns.is_multiple_of(3) {
                // The first card of the hand, typed by its name as "cards" lists it.
                tui.send("cards\r");
                let listed = wait_line(tui, &mut read);
                let first_card = listed
                    .split(". ")
                    .filter_map(|item| {
                        item.split_once(": ")
                            .map(|(_, name)| name.trim_end_matches('.'))
                    })
                    .find(|name| {
                        name.len() == 2 && name.chars().nth(1).is_some_and(|c| c.is_ascii_digit())
                    })
                    .map(str::to_string)
                    .unwrap_or_else(|| panic!("no card named in {listed:?}"));
                tui.send(&format!("{first_card} enter\r"));
                picked = Some(first_card);
                by_name += 1;
            } else if turns.is_multiple_of(2) {
                tui.send("right enter\r");
            } else {
                tui.send("\r");
            }
        } else if last.starts_with("You ") || last.contains("cannot") || last.contains("must") {
            // A refused card ("You hold a purple card: copy purple or mix purple."): the
            // next one (a card picked by name is let go first, by its name again).
            if let Some(name) = picked.take() {
                tui.send(&format!("{name}\r"));
            }
            tui.send("right enter\r");
        }
    }
    Played { handoffs, by_name }
}

/// The next non-empty line printed after the first `read`.
fn wait_line(tui: &mut Tui, read: &mut usize) -> String {
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline {
        let new = since(tui, *read);
        if let Some(line) = new
            .iter()
            .find(|l| !l.trim().is_empty() && !l.ends_with("cards"))
        {
            *read += new.len();
            return line.clone();
        }
        std::thread::sleep(Duration::from_millis(30));
    }
    panic!("no answer:\n{}", lines_of(&tui.settled_output()).join("\n"));
}
