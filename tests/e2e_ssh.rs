//! End to end over SSH on loopback: `naipes host` in a pseudo-terminal, and the real
//! OpenSSH client (`ssh`) in others, each screen read through a vt100 parser. The code
//! is given to `ssh` through `SSH_ASKPASS`, as a script would.

use crate::e2e_pty::{BIN, TestDirs, Tui, Watchdog, answer_pala, seed_on_game_over, shows_the_end};
use std::time::{Duration, Instant};

const CODE: &str = "tablecode42";

/// A port nobody listens on now.
fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("its address").port()
}

/// An askpass script that answers `code`.
fn askpass(dirs: &TestDirs, code: &str) -> String {
    let path = dirs.root.join(format!("askpass-{code}.sh"));
    std::fs::write(&path, format!("#!/bin/sh\necho '{code}'\n")).expect("the askpass script");
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("mode");
    path.display().to_string()
}

/// `ssh NAME@127.0.0.1 -p PORT` in an 80x24 pseudo-terminal, typing `code` when asked.
fn join(dirs: &TestDirs, name: &str, port: u16, code: &str) -> Tui {
    ssh_with(dirs, name, port, code, &["-o", "LogLevel=ERROR", "-t"])
}

/// ssh's arguments for `name` at the table on `port`: one try at the code (typed by
/// an askpass script), no host key kept, then `options`.
fn ssh_args(name: &str, port: u16, options: &[&str]) -> Vec<String> {
    let mut args: Vec<String> = [
        "-p",
        &port.to_string(),
        "-o",
        "StrictHostKeyChecking=no",
        "-o",
        "UserKnownHostsFile=/dev/null",
        "-o",
        "NumberOfPasswordPrompts=1",
        "-o",
        "PubkeyAuthentication=no",
    ]
    .map(String::from)
    .to_vec();
    args.extend(options.iter().map(|o| o.to_string()));
    args.push(format!("{name}@127.0.0.1"));
    args
}

/// The same with other options: `-T` (no terminal), or the log level that shows banners.
fn ssh_with(dirs: &TestDirs, name: &str, port: u16, code: &str, options: &[&str]) -> Tui {
    let askpass = askpass(dirs, code);
    let args = ssh_args(name, port, options);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    Tui::spawn_program(
        &format!("ssh {name}"),
        "ssh",
        &args,
        (24, 80),
        dirs,
        &[
            ("SSH_ASKPASS", &askpass),
            ("SSH_ASKPASS_REQUIRE", "force"),
            ("DISPLAY", ":0"),
            ("LANG", "en_US.UTF-8"),
        ],
    )
}

/// `naipes host` with these seats (and `extra` arguments), waiting until it listens.
fn host(dirs: &TestDirs, players: &str, port: u16, extra: &[&str]) -> Tui {
    let port = port.to_string();
    let mut args = vec![
        "host",
        "pala",
        "--players",
        players,
        "--port",
        &port,
        "--code",
        CODE,
    ];
    args.extend_from_slice(extra);
    let mut tui = Tui::spawn_program("host", BIN, &args, (24, 80), dirs, &[]);
    // The notice with the address, code and fingerprint: read, then closed.
    tui.wait_for_text(&["Table code", CODE, "SHA256:"]);
    tui.send("\r");
    tui
}

/// Four seats: Ana at the host's keyboard, Bob and Cy at other terminals, a computer.
/// The game is played to the end with the keys of the three terminals; meanwhile Cy's
/// terminal sends garbage and resizes wildly, and Bob's connection is dropped and comes
/// back. A spectator joins after them. Every remote screen is read: no other seat's hand
/// and no seed before the end, and each terminal keeps its own screen.
#[test]
fn a_hosted_game_with_two_remote_people_plays_to_the_end_and_keeps_each_seats_secrets() {
    let dirs = TestDirs::new("ssh-game");
    dirs.write_config("[settings]\nbot_delay_ms = 0\n\n[pala]\npoint_goal = [1, 1, 1]\n");
    let port = free_port();
    let mut host = host(&dirs, "Ana,Bob@ssh,Cy@ssh,@normal", port, &["--spectators"]);
    let mut bob = join(&dirs, "bob", port, CODE);
    let mut cy = join(&dirs, "Cy", port, CODE);
    bob.wait_for_text(&["Bob (you)", "Bob's hand"]);
    cy.wait_for_text(&["Cy (you)", "Cy's hand"]);
    // Joining after the seated people: the spectators' screen stays apart from theirs.
    let mut watch = join(&dirs, "watch", port, CODE);
    watch.wait_for_text(&["You are watching"]);
    // A second connection for a seat someone holds is refused.
    let mut again = join(&dirs, "Bob", port, CODE);
    again.wait_for_text(&["is taken"]);
    let mut remote_screens: Vec<(&str, String)> = Vec::new();
    let mut watchdog = Watchdog::new();
    let (mut turns, mut keys_sent, mut dropped, mut garbage) = ([0usize; 3], 0usize, false, 0);
    let mut rng = 0x2545_f491_4f6c_dd1du64;
    loop {
        if let Some(why) = watchdog.expired() {
            panic!(
                "the hosted game did not end ({why})\nhost:\n{}\nbob:\n{}\ncy:\n{}",
                host.dump(),
                bob.dump(),
                cy.dump()
            );
        }
        let over = host.contents().contains("Game over");
        for (name, tui) in [("Bob", &bob), ("Cy", &cy), ("watch", &watch)] {
            let screen = tui.contents();
            assert!(
                name == "watch" || !screen.contains("You are watching"),
                "{name}'s terminal shows the spectators' screen:\n{screen}"
            );
            if remote_screens
                .last()
                .is_none_or(|(_, last)| *last != screen)
            {
                watchdog.moved();
                remote_screens.push((name, screen));
            }
        }
        if over {
            break;
        }
        let mut sent = false;
        for (i, tui) in [&mut host, &mut bob, &mut cy].into_iter().enumerate() {
            let contents = tui.contents();
            sent |= answer_pala(tui, &contents, &mut turns[i]);
        }
        keys_sent += usize::from(sent);
        // Cy's terminal misbehaves now and then: bytes at random (but never Ctrl-C or
        // Ctrl-Q, which would ask to leave), a 1x1 and a 5000x5000 terminal.
        if keys_sent % 7 == 3 && garbage < 6 {
            garbage += 1;
            let bytes: String = (0..200)
                .map(|_| {
                    rng ^= rng << 13;
                    rng ^= rng >> 7;
                    rng ^= rng << 17;
                    char::from(b' ' + (rng % 90) as u8)
                })
                .collect();
            cy.send(&bytes);
            cy.resize(1, 1);
            std::thread::sleep(Duration::from_millis(50));
            cy.resize(5000, 5000);
            std::thread::sleep(Duration::from_millis(50));
            cy.resize(24, 80);
            // What the garbage typed is erased, and any popup it opened is closed.
            cy.send("\x1b");
        }
        // Bob's connection vanishes once mid-game, and he comes back to his seat.
        if keys_sent == 12 && !dropped {
            dropped = true;
            bob.kill();
            host.wait_until("Bob to be away", Duration::from_secs(10), |s| {
                !s.contents()
                    .contains("Waiting for Bob, at another terminal")
            });
            bob = join(&dirs, "Bob", port, CODE);
            bob.wait_for_text(&["Bob (you)", "Bob's hand"]);
        }
        std::thread::sleep(Duration::from_millis(120));
    }
    assert!(dropped, "Bob's connection was dropped once");
    // The seed is shown once the game is over; before, never on a remote screen.
    let last = host.contents();
    let seed = seed_on_game_over(&last);
    let mut checked = 0;
    for (name, screen) in &remote_screens {
        if shows_the_end(screen) {
            break;
        }
        checked += 1;
        assert!(
            !screen.contains(&seed),
            "{name}'s screen shows the seed before the end:\n{screen}"
        );
        for other in ["Ana", "Bob", "Cy", "Computer"] {
            if other != *name {
                assert!(
                    !screen.contains(&format!("{other}'s hand")),
                    "{name}'s screen shows {other}'s hand:\n{screen}"
                );
            }
        }
    }
    assert!(checked > 20, "too few remote screens were read: {checked}");
    host.send("\x11");
}

/// A wrong code is refused, after a delay, and the connection sees no table.
#[test]
fn a_wrong_code_is_refused_after_a_delay() {
    let dirs = TestDirs::new("ssh-wrong");
    let port = free_port();
    let mut host = host(&dirs, "Ana,Bob@ssh,@normal", port, &[]);
    let started = Instant::now();
    let mut intruder = join(&dirs, "Bob", port, "wrongcode1");
    intruder.wait_until("the refusal", Duration::from_secs(10), |s| {
        s.contents().contains("Permission denied")
    });
    assert!(
        started.elapsed() >= Duration::from_millis(900),
        "refused too fast to slow down guessing: {:?}",
        started.elapsed()
    );
    assert!(!intruder.contents().contains("hand"), "{}", intruder.dump());
    // The host's table goes on, still waiting for Bob.
    assert!(host.contents().contains("Pala"), "{}", host.dump());
    // More wrong codes make this address wait: the next connection is told for how
    // long, before its code is asked (ssh said only "Permission denied").
    // (The log level that shows ssh's banners, the default one.)
    let mut told = false;
    for _ in 0..8 {
        let options = ["-o", "LogLevel=INFO", "-t"];
        let mut next = ssh_with(&dirs, "Bob", port, "wrongcode1", &options);
        next.wait_until("the refusal", Duration::from_secs(10), |s| {
            s.contents().contains("Permission denied")
        });
        if next.contents().contains("too many wrong table codes") {
            told = true;
            break;
        }
    }
    assert!(told, "the wait was never explained");
    host.send("\x11");
}

/// `ssh -T` (no terminal) is told to ask for one, in plain words: no escape codes.
/// A person with a screen reader joins with `ssh -T` (no terminal asked for: their own
/// terminal edits and echoes each line) and plays Pala to the end in line mode, at a
/// table whose other seats are computers: plain lines only (not one escape byte, from
/// the code's prompt to the game's end), cards typed by name, no hand-off ever asked of
/// them, and the host's screen (the public table) sees the game end.
#[test]
fn a_screen_reader_joins_with_ssh_t_and_plays_to_the_end_in_line_mode() {
    let dirs = TestDirs::new("ssh-lines");
    dirs.write_config("[settings]\nbot_delay_ms = 0\n\n[pala]\npoint_goal = [1, 1, 1]\n");
    let port = free_port();
    let mut host = host(&dirs, "Bob@ssh,@normal,@normal", port, &[]);
    let mut bob = ssh_with(&dirs, "Bob", port, CODE, &["-o", "LogLevel=ERROR", "-T"]);
    bob.wait_for_text(&["Line mode"]);
    let played = crate::e2e_lines::play_pala_by_lines(&mut bob);
    let output = bob.settled_output();
    let text = String::from_utf8_lossy(&output).to_string();
    assert!(!output.contains(&0x1b), "an escape byte was sent:\n{text}");
    assert_eq!(
        played.handoffs, 0,
        "a hand-off at a seat of its own:\n{text}"
    );
    assert!(played.by_name > 0, "no card was typed by name:\n{text}");
    assert!(text.contains("Bob bids"), "Bob's bid is said:\n{text}");
    // The host's own screen shows the last round's summary until its c.
    host.wait_for_text(&["Press c to continue"]);
    host.send("c");
    host.wait_for_text(&["Game over"]);
    bob.send("quit\r");
    host.send("\x11");
}

/// The host plays in line mode (`naipes --screen-reader host`) beside a guest on a full
/// terminal: the host's lines say how to join (line mode included) and what the guest
/// does, the guest's screen shows the host's bid, and the host's terminal gets not one
/// escape byte.
#[test]
fn the_host_plays_in_line_mode_beside_a_guest_on_a_full_terminal() {
    let dirs = TestDirs::new("ssh-host-lines");
    dirs.write_config("[settings]\nbot_delay_ms = 0\n");
    let port = free_port();
    let port_text = port.to_string();
    let args = [
        "--screen-reader",
        "host",
        "pala",
        "--players",
        "Ana,Bob@ssh,@normal",
        "--port",
        &port_text,
        "--code",
        CODE,
    ];
    let mut host = Tui::spawn_program("host", BIN, &args, (24, 80), &dirs, &[]);
    host.wait_for_text(&["Table code", CODE, "ssh -T -p"]);
    host.send("\r");
    let mut bob = join(&dirs, "Bob", port, CODE);
    bob.wait_for_text(&["Bob (you)"]);
    // The dealer is drawn: whoever is asked first bids null, Ana by a line, Bob by keys.
    let (mut ana_bid, mut bob_bid) = (false, false);
    let deadline = Instant::now() + Duration::from_secs(30);
    while !(ana_bid && bob_bid) {
        assert!(
            Instant::now() < deadline,
            "the bids were not made\nhost:\n{}\nbob:\n{}",
            host.dump(),
            bob.dump()
        );
        let asked = "Bid: Space picks chips";
        if !ana_bid && host.contents().contains(asked) {
            host.send("space enter\r");
            ana_bid = true;
        }
        if !bob_bid && bob.contents().contains(asked) {
            bob.send(" ");
            bob.send("\r");
            bob_bid = true;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    host.wait_for_text(&["Bob bids null", "Ana bids null"]);
    bob.wait_for_text(&["Ana bids null"]);
    let output = host.settled_output();
    assert!(
        !output.contains(&0x1b),
        "an escape byte at the host:\n{}",
        String::from_utf8_lossy(&output)
    );
    host.send("quit\r");
}

/// A public key listed with `--keys` sits down without the code.
#[test]
fn a_listed_public_key_sits_down_without_the_code() {
    let dirs = TestDirs::new("ssh-key");
    let key = dirs.root.join("id_ed25519");
    let made = std::process::Command::new("ssh-keygen")
        .args(["-q", "-t", "ed25519", "-N", "", "-f"])
        .arg(&key)
        .status()
        .expect("ssh-keygen runs");
    assert!(made.success());
    let listed = dirs.root.join("authorized");
    std::fs::copy(key.with_extension("pub"), &listed).expect("the listed key");
    let listed = listed.display().to_string();
    let port = free_port();
    let mut host = host(&dirs, "Ana,Bob@ssh,@normal", port, &["--keys", &listed]);
    let port = port.to_string();
    let key = key.display().to_string();
    let mut bob = Tui::spawn_program(
        "ssh bob (key)",
        "ssh",
        &[
            "-p",
            &port,
            "-i",
            &key,
            "-o",
            "IdentitiesOnly=yes",
            "-o",
            "PasswordAuthentication=no",
            "-o",
            "StrictHostKeyChecking=no",
            "-o",
            "UserKnownHostsFile=/dev/null",
            "-o",
            "LogLevel=ERROR",
            "-t",
            "bob@127.0.0.1",
        ],
        (24, 80),
        &dirs,
        &[],
    );
    bob.wait_for_text(&["Bob (you)", "Bob's hand"]);
    host.send("\x11");
}

/// The table code on the host's notice ("Table code: CODE.").
fn code_on(screen: &str) -> String {
    // The welcome box wraps its text beside the QR code: the border and the code's
    // blocks may come between the words.
    let words: Vec<&str> = screen
        .split_whitespace()
        .map(|w| w.trim_matches(|c| c == '│' || c == '▀'))
        .filter(|w| !w.is_empty())
        .collect();
    let at = words
        .windows(2)
        .position(|w| w == ["Table", "code:"])
        .expect("the notice shows the code");
    words[at + 2]
        .chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect()
}

/// A table set up in the launcher with a seat at another terminal is hosted as the
/// settings say (port, a new code), and a game continued later is hosted again, with a
/// new code, for the same person to come back to their seat.
#[test]
fn a_table_set_up_in_the_launcher_is_hosted_and_hosted_again_when_continued() {
    let dirs = TestDirs::new("ssh-launcher");
    let port = free_port();
    dirs.write_config(&format!(
        "[settings]\nbot_delay_ms = 0\nhost_port = {port}\n"
    ));
    let mut host = Tui::spawn_program("launcher", BIN, &[], (24, 80), &dirs, &[]);
    host.wait_for_text(&["Continue a game"]);
    // Pala (the default game), its setup; seat 2 from "computer: normal" past "strong"
    // to the last kind, a person at another terminal, renamed Bob.
    host.send("\r");
    host.wait_for_text(&["set up the table"]);
    host.send("\x1b[B\x1b[B\x1b[C\x1b[C");
    host.wait_for_text(&["person at another terminal"]);
    host.send(&"\x7f".repeat(12));
    // Enter on a seat goes to Start; Enter there starts.
    host.send("Bob\r");
    host.wait_for_text(&["▶ [ Start"]);
    host.send("\r");
    host.wait_for_text(&["Table code", &format!(":{port}"), "Seats at other"]);
    let code = code_on(&host.contents());
    assert_eq!(code.len(), 10, "{}", host.dump());
    let mut bob = join(&dirs, "Bob", port, &code);
    bob.wait_for_text(&["Bob (you)", "Bob's hand"]);
    // The notice read, the host's window closes (the game is saved); Bob's connection
    // ends with it.
    host.send("\r");
    host.wait_until("the notice to close", Duration::from_secs(10), |s| {
        !s.contents().contains("Table code")
    });
    host.send("\x11");
    host.wait_for_text(&["y"]);
    host.send("y");
    let deadline = Instant::now() + Duration::from_secs(10);
    while host.poll_exit().is_none() || bob.poll_exit().is_none() {
        assert!(
            Instant::now() < deadline,
            "the host and Bob's ssh did not end\nhost:\n{}\nbob:\n{}",
            host.dump(),
            bob.dump()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    drop((host, bob));
    // naipes again, Continue: hosted again with a new code, and Bob sits down again.
    let mut host = Tui::spawn_program("launcher again", BIN, &[], (24, 80), &dirs, &[]);
    host.wait_for_text(&["1 saved game"]);
    host.send("\r");
    host.wait_for_text(&["Continue a game", "Bob"]);
    host.send("\r");
    host.wait_for_text(&["Table code", &format!(":{port}"), "Seats at other"]);
    let again = code_on(&host.contents());
    assert_ne!(again, code, "a new code for the new sitting");
    let mut bob = join(&dirs, "Bob", port, &again);
    bob.wait_for_text(&["Bob (you)", "Bob's hand"]);
    host.send("\x11");
    host.send("y");
}
