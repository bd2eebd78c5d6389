//! End to end in a real browser: `naipes host` serves its table to browser seats, and
//! Debian's Chromium (headless, driven by playwright-core through `tests/web/bridge.mjs`)
//! opens the page, joins and plays, as phones and laptops would. Each page's screen is
//! read from its terminal (xterm.js's buffer), so a test sees what a person sees.
//!
//! Needs node (with npm) and Debian's `chromium`; `.ci/run` installs them. The node
//! packages (`tests/web/package-lock.json`) are installed on first use.

use crate::e2e_pty::{
    BIN, TestDirs, Tui, Watchdog, answer_pala_with, seed_on_game_over, shows_the_end,
};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const CODE: &str = "tablecode42";
const CHROMIUM: &str = "/usr/bin/chromium";
/// How long one request to the browser may take (a page load, a click).
const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

/// A page's viewport, and whether it is a phone (touch, mobile viewport).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Device {
    pub(crate) width: u32,
    pub(crate) height: u32,
    pub(crate) mobile: bool,
}

/// A phone held sideways (CSS pixels).
pub(crate) const PHONE_LANDSCAPE: Device = Device {
    width: 740,
    height: 360,
    mobile: true,
};
pub(crate) const LAPTOP: Device = Device {
    width: 1280,
    height: 800,
    mobile: false,
};

/// A page the bridge opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Page(u64);

/// What a page shows: the terminal's rows and any message over them.
#[derive(Debug)]
pub(crate) struct Seen {
    /// The rows, then the overlay's text (refused, closed, reconnecting) if any.
    pub(crate) text: String,
    pub(crate) overlay: String,
    /// The page's state: form, connecting, joined, lost, gave-up or ended.
    pub(crate) state: String,
    pub(crate) cols: u64,
    pub(crate) rows: u64,
    pub(crate) font_size: u64,
    /// The letter keys the key bar offers now (read off the screen's footer).
    pub(crate) keys: Vec<String>,
    /// Line mode: how the log of said lines is announced (`polite` for a live region).
    pub(crate) live: String,
}

/// Headless Chromium behind `tests/web/bridge.mjs`, one JSON request per line.
pub(crate) struct Browser {
    child: Child,
    stdin: Option<ChildStdin>,
    replies: Receiver<String>,
    stderr: Arc<Mutex<String>>,
    next_id: u64,
}

fn web_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("web")
}

/// Node, Chromium and the bridge's packages are there (installing the packages from the
/// lock file once); fails saying how to install what is missing.
fn prepare() {
    static PREPARED: Mutex<bool> = Mutex::new(false);
    let mut prepared = PREPARED.lock().unwrap_or_else(|p| p.into_inner());
    if *prepared {
        return;
    }
    let node = Command::new("node").arg("--version").output();
    assert!(
        node.as_ref().is_ok_and(|out| out.status.success()),
        "the browser tests need node (and npm): apt-get install -y nodejs npm ({node:?})"
    );
    assert!(
        Path::new(CHROMIUM).exists(),
        "the browser tests need Debian's Chromium at {CHROMIUM}: apt-get install -y chromium"
    );
    let dir = web_dir();
    if !dir.join("node_modules").join("playwright-core").exists() {
        let out = Command::new("npm")
            .args(["ci", "--prefix"])
            .arg(&dir)
            .args(["--ignore-scripts", "--no-audit", "--no-fund"])
            .output()
            .unwrap_or_else(|e| {
                panic!("cannot run npm (apt-get install -y npm) to install tests/web: {e}")
            });
        assert!(
            out.status.success(),
            "npm ci --prefix tests/web --ignore-scripts failed:\n{}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    *prepared = true;
}

impl Browser {
    /// Starts Chromium (a fresh profile) behind the bridge.
    pub(crate) fn start() -> Browser {
        prepare();
        let mut child = Command::new("node")
            .arg(web_dir().join("bridge.mjs"))
            .current_dir(web_dir())
            .env("NAIPES_CHROMIUM", CHROMIUM)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start node tests/web/bridge.mjs: {e}"));
        let stdout = child.stdout.take().expect("the bridge's stdout is piped");
        let (sender, replies) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        // Kept for failure messages (Playwright's and Chromium's complaints).
        let stderr = Arc::new(Mutex::new(String::new()));
        let mut child_stderr = child.stderr.take().expect("the bridge's stderr is piped");
        let for_reader = Arc::clone(&stderr);
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n @ 1..) = child_stderr.read(&mut buf) {
                let mut kept = for_reader.lock().unwrap_or_else(|p| p.into_inner());
                kept.push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        let stdin = child.stdin.take();
        let mut browser = Browser {
            child,
            stdin,
            replies,
            stderr,
            next_id: 0,
        };
        let first = browser.line(Duration::from_secs(60), "Chromium to start");
        if first.get("ready") != Some(&Value::Bool(true)) {
            panic!(
                "the browser did not start: {first}\n{}",
                browser.stderr_text()
            );
        }
        browser
    }

    fn stderr_text(&self) -> String {
        self.stderr
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    /// The bridge's next line, as JSON.
    fn line(&mut self, timeout: Duration, what: &str) -> Value {
        match self.replies.recv_timeout(timeout) {
            Ok(line) => serde_json::from_str(&line)
                .unwrap_or_else(|e| panic!("the bridge wrote {line:?}, not JSON: {e}")),
            Err(RecvTimeoutError::Timeout) => {
                panic!(
                    "the browser took over {timeout:?} for {what}\n{}",
                    self.stderr_text()
                )
            }
            Err(RecvTimeoutError::Disconnected) => {
                let status = self.child.try_wait();
                panic!(
                    "the browser bridge ended ({status:?}) before {what}\n{}",
                    self.stderr_text()
                )
            }
        }
    }

    /// Sends `cmd` with `args` and returns the reply; fails on an error reply.
    fn request(&mut self, cmd: &str, mut args: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        args["id"] = json!(id);
        args["cmd"] = json!(cmd);
        let stdin = self.stdin.as_mut().expect("the bridge's stdin is open");
        writeln!(stdin, "{args}")
            .and_then(|()| stdin.flush())
            .unwrap_or_else(|e| panic!("cannot write to the browser bridge: {e}"));
        loop {
            let reply = self.line(REQUEST_TIMEOUT, cmd);
            if reply.get("id") != Some(&json!(id)) {
                continue;
            }
            if let Some(error) = reply.get("error") {
                panic!("the browser could not {cmd} {args}: {error}");
            }
            return reply;
        }
    }

    /// Opens `url` on a `device` in a browser of its own (its own storage and token).
    pub(crate) fn open(&mut self, url: &str, device: Device) -> Page {
        let reply = self.request(
            "open",
            json!({"url": url, "width": device.width, "height": device.height, "mobile": device.mobile}),
        );
        Page(reply["page"].as_u64().expect("a page id"))
    }

    /// Types `name` (and `code`, when given: the link's own is in the field already)
    /// into the join form and presses Join.
    pub(crate) fn join(&mut self, page: Page, name: &str, code: Option<&str>) {
        let mut args = json!({"page": page.0, "name": name});
        if let Some(code) = code {
            args["code"] = json!(code);
        }
        self.request("join", args);
    }

    /// Joins in line mode ("Screen reader" ticked on the form).
    pub(crate) fn join_in_lines(&mut self, page: Page, name: &str) {
        self.request("join", json!({"page": page.0, "name": name, "lines": true}));
    }

    /// A line typed into the line-mode form and sent.
    pub(crate) fn type_line(&mut self, page: Page, line: &str) {
        self.request("line", json!({"page": page.0, "line": line}));
    }

    pub(crate) fn seen(&mut self, page: Page) -> Seen {
        let reply = self.request("text", json!({"page": page.0}));
        let text_of = |key: &str| reply[key].as_str().unwrap_or_default().to_string();
        let size = |key: &str| reply["size"][key].as_u64().unwrap_or(0);
        Seen {
            text: text_of("text"),
            overlay: text_of("overlay"),
            state: text_of("state"),
            cols: size("cols"),
            rows: size("rows"),
            font_size: size("fontSize"),
            live: text_of("live"),
            keys: reply["keys"]
                .as_array()
                .map(|keys| {
                    keys.iter()
                        .filter_map(|k| k.as_str().map(String::from))
                        .collect()
                })
                .unwrap_or_default(),
        }
    }

    /// The page's terminal rows and any message over them, as text.
    pub(crate) fn text(&mut self, page: Page) -> String {
        self.seen(page).text
    }

    /// Bytes into the seat, as its terminal sends typed keys.
    pub(crate) fn send(&mut self, page: Page, keys: &str) {
        self.request("send", json!({"page": page.0, "data": keys}));
    }

    /// A tap (a click on a laptop) on the key bar's button labelled `label`.
    pub(crate) fn tap(&mut self, page: Page, label: &str) {
        self.request("tap", json!({"page": page.0, "label": label}));
    }

    /// A tap on the terminal's cell at (`col`, `row`), counted from 0: a mouse click
    /// where the program asked for mouse reports.
    pub(crate) fn tap_cell(&mut self, page: Page, col: u16, row: u16) {
        self.request("tapCell", json!({"page": page.0, "col": col, "row": row}));
    }

    /// The button under a refused, closed or lost message (Join again, Try again).
    pub(crate) fn tap_overlay_button(&mut self, page: Page) {
        self.request("tapOverlay", json!({"page": page.0}));
    }

    /// Waits until `done` holds for the page's text; fails with `what` and the text if
    /// it does not within `timeout`. Returns the text.
    pub(crate) fn wait_until(
        &mut self,
        page: Page,
        what: &str,
        timeout: Duration,
        done: impl Fn(&str) -> bool,
    ) -> String {
        let deadline = Instant::now() + timeout;
        loop {
            let text = self.text(page);
            if done(&text) {
                return text;
            }
            if Instant::now() >= deadline {
                panic!(
                    "[page {}] timed out after {timeout:?} waiting for {what}\n{text}",
                    page.0
                );
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Waits until the page shows every one of `texts`.
    pub(crate) fn wait_for_text(&mut self, page: Page, texts: &[&str]) -> String {
        let what = format!("the page to show {texts:?}");
        self.wait_until(page, &what, Duration::from_secs(15), |text| {
            texts.iter().all(|t| text.contains(t))
        })
    }

    /// Waits until the page is at its seat (joined, nothing over the terminal) and its
    /// terminal shows every one of `texts`. Returns the terminal's text.
    pub(crate) fn wait_seated(&mut self, page: Page, texts: &[&str]) -> String {
        let deadline = Instant::now() + Duration::from_secs(15);
        loop {
            let seen = self.seen(page);
            if seen.state == "joined"
                && seen.overlay.is_empty()
                && texts.iter().all(|t| seen.text.contains(t))
            {
                return seen.text;
            }
            if Instant::now() >= deadline {
                panic!("[page {}] not seated showing {texts:?}: {seen:?}", page.0);
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// The page's browser loses its network (as a phone does), or gets it back.
    pub(crate) fn set_offline(&mut self, page: Page, offline: bool) {
        let cmd = if offline { "offline" } else { "online" };
        self.request(cmd, json!({"page": page.0}));
    }

    /// Console errors, page errors and Content-Security-Policy violations so far.
    pub(crate) fn errors(&mut self, page: Page) -> Vec<String> {
        let reply = self.request("errors", json!({"page": page.0}));
        reply["errors"]
            .as_array()
            .map(|errors| errors.iter().map(|e| e.to_string()).collect())
            .unwrap_or_default()
    }

    pub(crate) fn screenshot(&mut self, page: Page, path: &Path) {
        self.request("screenshot", json!({"page": page.0, "path": path}));
    }

    pub(crate) fn close(&mut self, page: Page) {
        self.request("close", json!({"page": page.0}));
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        // Closing stdin ends the bridge, which closes Chromium; kill it if it lingers.
        drop(self.stdin.take());
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A port nobody listens on now.
fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("its address").port()
}

/// `naipes host pala` with these seats, serving browsers on `web_port`, waiting until
/// it listens (its welcome box read and closed).
fn host(dirs: &TestDirs, players: &str, web_port: u16, extra: &[&str]) -> Tui {
    host_game(dirs, "pala", players, web_port, extra)
}

/// `naipes host GAME` with these seats, serving browsers on `web_port`.
fn host_game(dirs: &TestDirs, game: &str, players: &str, web_port: u16, extra: &[&str]) -> Tui {
    let ssh_port = free_port().to_string();
    let web_port = web_port.to_string();
    let mut args = vec![
        "host",
        game,
        "--players",
        players,
        "--port",
        &ssh_port,
        "--web-port",
        &web_port,
        "--bind",
        "127.0.0.1",
        "--code",
        CODE,
    ];
    args.extend_from_slice(extra);
    let mut tui = Tui::spawn_program("host", BIN, &args, (24, 80), dirs, &[]);
    tui.wait_for_text(&["Table code", CODE]);
    tui.send("\r");
    tui
}

/// The page's address with its test hook, and `code` in the fragment as the join link
/// carries it.
fn link(web_port: u16, code: &str) -> String {
    format!("http://127.0.0.1:{web_port}/?test#{code}")
}

/// The row of cards under "NAME's hand" on a screen (Pala's cards: a colour's letter
/// and a number, as "R1 B5 Y1"), if the screen shows five cards or more of that hand.
fn hand_row(screen: &str, name: &str) -> Option<String> {
    let label = format!("{name}'s hand");
    let mut lines = screen.lines().skip_while(|line| !line.contains(&label));
    lines.next()?;
    let row = lines.map(str::trim).find(|line| !line.is_empty())?;
    let cards: Vec<&str> = row.split_whitespace().collect();
    let is_card = |card: &&str| {
        card.len() <= 3
            && card.starts_with(|c: char| c.is_ascii_uppercase())
            && card[1..].chars().all(|c| c.is_ascii_digit())
    };
    // Five cards or more: a short row (R1 R2 R3 R4) could be anyone's by chance.
    (cards.len() >= 5 && cards.iter().all(is_card)).then(|| row.to_string())
}

const PRE_PLAY: &str = "Pre-play: a joker, a shave, or none.";
const PLAY: &str = "Play a word, build on a word";

/// Whether a flattened Palabra screen's open question waits for `name`'s answer.
fn waiting_for(flat: &str, name: &str) -> bool {
    flat.split("Waiting for:")
        .nth(1)
        .is_some_and(|who| who.split('.').next().unwrap_or("").contains(name))
}

/// The open question of a flattened Palabra screen: "Bob lays AWE: accept or challenge?".
fn question(flat: &str) -> &str {
    let Some(end) = flat.find(": accept or challenge?") else {
        return "";
    };
    let start = flat[..end].rfind(" lays ").map_or(0, |at| {
        flat[..at].rfind(['.', '?']).map_or(0, |dot| dot + 1)
    });
    flat[start..end].trim()
}

/// The keys that play the move a flattened Palabra hint names, when it can be typed
/// as it stands: a word or a straight (its mode's digit, then its letters), a vowel play
/// or an exchange (the hint gives the digit: "EIO (4, then type them)"). None for a
/// build on another word, a flush or a pass.
fn hinted_keys(flat: &str, name: &str) -> Option<String> {
    let hint = flat.split(&format!("Hint: {name} ")).nth(1)?;
    let letters = |rest: &str| -> Option<String> {
        let word: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect();
        (!word.is_empty()).then(|| word.to_lowercase())
    };
    if let Some(rest) = hint.strip_prefix("plays the word ") {
        return letters(rest).filter(|w| w.len() >= 2);
    }
    if let Some(rest) = hint.strip_prefix("plays the straight ") {
        return letters(rest).map(|w| format!("2{w}"));
    }
    let (before, after) = hint.split_once(", then type them)")?;
    let (shown, digit) = before.rsplit_once(" (")?;
    let cards = shown.rsplit(": ").next()?;
    (digit.len() == 1 && cards.chars().all(|c| c.is_ascii_uppercase()) && !after.is_empty())
        .then(|| format!("{digit}{}", cards.to_lowercase()))
}

/// Taps the first letter card of `name`'s hand on a Palabra page asking for a word (the
/// row under "NAME's hand"), checks that the word being typed is that letter, and
/// erases it.
fn tap_the_first_letter(browser: &mut Browser, page: Page, text: &str, name: &str) {
    let label = format!("{name}'s hand");
    let rows: Vec<&str> = text.lines().collect();
    let row = 1 + rows
        .iter()
        .position(|r| r.contains(&label))
        .unwrap_or_else(|| panic!("no {label} on the page:\n{text}"));
    let cards = rows.get(row).copied().unwrap_or_default();
    let (col, letter) = cards
        .chars()
        .enumerate()
        .zip(cards.chars().skip(1).chain([' ']))
        .find(|&((_, c), next)| c.is_ascii_uppercase() && next.is_ascii_digit())
        .map(|((col, c), _)| (col, c))
        .unwrap_or_else(|| panic!("no letter card in {cards:?}"));
    browser.tap_cell(page, col as u16, row as u16);
    let typed = format!("Word: {letter}_");
    browser.wait_until(page, &typed, Duration::from_secs(10), |t| {
        t.contains(&typed)
    });
    browser.send(page, "\x7f");
    browser.wait_until(page, "the word erased", Duration::from_secs(10), |t| {
        t.contains("Word: _")
    });
}

/// Waits up to `timeout` for the page to leave the play prompt (the move was made);
/// whether it did.
fn played(browser: &mut Browser, page: Page, timeout: Duration) -> bool {
    let deadline = Instant::now() + timeout;
    loop {
        if !flatten(&browser.text(page)).contains(PLAY) {
            return true;
        }
        if Instant::now() >= deadline {
            return false;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The seed a page's game-over screen shows, once the summaries before it are read
/// (`c`); it is secret until then.
fn seed_after_the_end(browser: &mut Browser, page: Page) -> String {
    let mut end = String::new();
    for _ in 0..50 {
        end = browser.text(page);
        if end.contains("Seed ") {
            break;
        }
        if end.contains("Press c to continue") {
            browser.send(page, "c");
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    seed_on_game_over(&end)
}

/// A screen's words with single spaces between them, rows joined: what wraps reads as
/// one line.
fn flatten(screen: &str) -> String {
    screen.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The round a Pala screen's header names ("round 2"), if it names one.
fn round_of(screen: &str) -> Option<u32> {
    let header = screen.lines().next()?;
    let at = header.find("round ")? + "round ".len();
    header[at..]
        .split(|c: char| !c.is_ascii_digit())
        .next()?
        .parse()
        .ok()
}

/// Ana on a phone held sideways and Bob on a laptop, each in a browser, and a computer
/// play a whole Pala game; nobody is at the host's keyboard. Ana plays with the key bar
/// (Space, Enter, → tapped), Bob with his keyboard. Every screen of each page is read:
/// its own hand and never the other's, no seed before the end; the host's terminal
/// shows no hand at all. The phone's page fits 80x24 at a readable size, and neither
/// page logs an error under the server's Content-Security-Policy.
#[test]
fn two_browser_seats_and_a_computer_play_pala_to_the_end_each_seeing_only_its_own_hand() {
    let dirs = TestDirs::new("web-game");
    dirs.write_config("[settings]\nbot_delay_ms = 0\n\n[pala]\npoint_goal = [1, 1, 1]\n");
    let web_port = free_port();
    let mut host = host(&dirs, "Ana@web,Bob@web,@normal", web_port, &[]);
    let mut browser = Browser::start();
    let ana = browser.open(&link(web_port, CODE), PHONE_LANDSCAPE);
    let bob = browser.open(&link(web_port, CODE), LAPTOP);
    browser.join(ana, "Ana", None);
    browser.join(bob, "Bob", None);
    browser.wait_seated(ana, &["Ana (you)", "Ana's hand"]);
    browser.wait_seated(bob, &["Bob (you)", "Bob's hand"]);

    // Readable on the phone: the table's 80x24 screen fits, at 11 px or more.
    let phone = browser.seen(ana);
    assert!(
        phone.cols >= 80 && phone.rows >= 24 && phone.font_size >= 11,
        "the phone's terminal is {}x{} at {} px\n{}",
        phone.cols,
        phone.rows,
        phone.font_size,
        phone.text
    );
    let shot = dirs.root.join("phone.png");
    browser.screenshot(ana, &shot);
    let png = std::fs::read(&shot).expect("the phone's screenshot");
    assert!(png.starts_with(b"\x89PNG"), "the screenshot is a PNG");

    let mut screens: Vec<(&str, String)> = Vec::new();
    let mut turns = [0usize; 2];
    let mut watchdog = Watchdog::new();
    let mut host_screens: Vec<String> = Vec::new();
    loop {
        let host_screen = host.contents();
        if host_screens.last() != Some(&host_screen) {
            watchdog.moved();
            host_screens.push(host_screen.clone());
        }
        for name in ["Ana", "Bob"] {
            assert!(
                !host_screen.contains(&format!("{name}'s hand")),
                "the host's terminal shows {name}'s hand:\n{host_screen}"
            );
        }
        let pages = [("Ana", ana), ("Bob", bob)];
        let mut over = host_screen.contains("Game over");
        let mut now = Vec::new();
        for (name, page) in pages {
            let text = browser.text(page);
            over |= shows_the_end(&text);
            if screens
                .iter()
                .rev()
                .find(|(n, _)| *n == name)
                .map(|(_, s)| s)
                != Some(&text)
            {
                watchdog.moved();
                screens.push((name, text.clone()));
            }
            now.push(text);
        }
        if let Some(why) = watchdog.expired() {
            panic!(
                "the game did not end ({why})\nhost:\n{}\nAna:\n{}\nBob:\n{}",
                host.dump(),
                now[0],
                now[1]
            );
        }
        if over {
            break;
        }
        // Ana taps the key bar; Bob types.
        answer_pala_with(&now[0], &mut turns[0], |keys| match keys {
            " " => browser.tap(ana, "Space"),
            "\r" => browser.tap(ana, "Enter"),
            "\x1b[C" => browser.tap(ana, "Right"),
            letters => browser.send(ana, letters),
        });
        answer_pala_with(&now[1], &mut turns[1], |keys| browser.send(bob, keys));
        std::thread::sleep(Duration::from_millis(100));
    }
    // The seed is shown once the game is over (after the last round's summary); before,
    // never on a page nor on the host's terminal, which everyone at the table sees.
    let seed = seed_after_the_end(&mut browser, ana);
    for screen in host_screens.iter().filter(|s| !shows_the_end(s)) {
        assert!(
            !screen.contains(&seed),
            "the host's terminal shows the seed before the end:\n{screen}"
        );
    }
    let mut checked = 0;
    for (name, screen) in screens.iter().filter(|(_, s)| !shows_the_end(s)) {
        checked += 1;
        let other = if *name == "Ana" { "Bob" } else { "Ana" };
        assert!(
            !screen.contains(&format!("{other}'s hand")),
            "{name}'s page shows {other}'s hand:\n{screen}"
        );
        assert!(
            !screen.contains(&seed),
            "{name}'s page shows the seed before the end:\n{screen}"
        );
        // The other's cards, as the other's own page showed them in the same round (a
        // new round deals again: the same cards may then be anyone's).
        for (_, theirs) in screens
            .iter()
            .filter(|(n, s)| n == &other && round_of(s) == round_of(screen))
        {
            if let Some(row) = hand_row(theirs, other) {
                assert!(
                    !screen.contains(&row),
                    "{name}'s page shows {other}'s cards {row:?}:\n{screen}"
                );
            }
        }
    }
    assert!(checked > 10, "too few pages were read: {checked}");
    for (name, page) in [("Ana", ana), ("Bob", bob)] {
        let errors = browser.errors(page);
        assert!(errors.is_empty(), "{name}'s page logged errors: {errors:?}");
    }
    host.send("\x11");
}

/// A wrong code is refused after a delay; the page says so, shows no table, and Join
/// again brings the form back.
#[test]
fn a_browser_with_a_wrong_code_is_refused_and_sees_no_table() {
    let dirs = TestDirs::new("web-wrong");
    let web_port = free_port();
    let mut host = host(&dirs, "Ana@web,Bob@web,@normal", web_port, &[]);
    let mut browser = Browser::start();
    let page = browser.open(&link(web_port, "wrongcode1"), PHONE_LANDSCAPE);
    let started = Instant::now();
    browser.join(page, "Bob", None);
    let seen = loop {
        let seen = browser.seen(page);
        if seen.state == "ended" || started.elapsed() > Duration::from_secs(10) {
            break seen;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    assert_eq!(seen.state, "ended", "refused: {seen:?}");
    assert!(
        started.elapsed() >= Duration::from_millis(900),
        "refused too fast to slow down guessing: {:?}",
        started.elapsed()
    );
    assert!(!seen.overlay.is_empty(), "the refusal says why: {seen:?}");
    assert!(!seen.text.contains("hand"), "{}", seen.text);
    browser.tap_overlay_button(page);
    assert_eq!(browser.seen(page).state, "form");
    browser.close(page);
    // The table goes on, still waiting for its people.
    assert!(host.contents().contains("Pala"), "{}", host.dump());
    host.send("\x11");
}

/// Bob's phone loses its network mid-game: his page says it is reconnecting, the host
/// marks him away, and when the network is back the page takes his seat again by
/// itself, with the same cards.
#[test]
fn a_browser_that_loses_its_network_comes_back_to_its_seat() {
    let dirs = TestDirs::new("web-drop");
    dirs.write_config("[settings]\nbot_delay_ms = 0\n");
    let web_port = free_port();
    let mut host = host(&dirs, "Ana@web,Bob@web,@normal", web_port, &[]);
    let mut browser = Browser::start();
    let ana = browser.open(&link(web_port, CODE), LAPTOP);
    let bob = browser.open(&link(web_port, CODE), PHONE_LANDSCAPE);
    browser.join(ana, "Ana", None);
    browser.join(bob, "Bob", None);
    browser.wait_seated(ana, &["Ana (you)", "Ana's hand"]);
    let before = browser.wait_seated(bob, &["Bob (you)", "Bob's hand"]);
    let hand = hand_row(&before, "Bob").expect("Bob's cards");

    browser.set_offline(bob, true);
    browser.wait_for_text(bob, &["Connection lost, reconnecting"]);
    assert_eq!(browser.seen(bob).state, "lost");
    host.wait_until("Bob to be away", Duration::from_secs(15), |s| {
        s.contents().contains("Bob") && s.contents().contains("away")
    });
    browser.set_offline(bob, false);
    let after = browser.wait_seated(bob, &["Bob (you)", "Bob's hand"]);
    assert_eq!(
        hand_row(&after, "Bob").as_deref(),
        Some(hand.as_str()),
        "{after}"
    );
    host.send("\x11");
}

/// A family on two phones held sideways, Ana's and Bob's, and a computer play a whole
/// Palabra game in challenge mode; the host's terminal is the table everyone sees. Ana's first tap on a card of her hand
/// types its letter. On their turn each asks for a hint
/// (Ctrl-G) and types the word it names, or passes; a word laid is put to the others.
/// The first word one browser seat lays is challenged on the other's page with the key
/// bar's `d`, and the ruling reaches both pages and the host's terminal; every other word
/// is accepted. No page ever shows the other's hand, nor the seed before the end.
#[test]
fn two_browser_seats_and_a_computer_play_palabra_in_challenge_mode_to_the_end() {
    let dirs = TestDirs::new("web-palabra");
    dirs.write_config("[settings]\nbot_delay_ms = 0\n");
    let web_port = free_port();
    let challenge = ["--mode", "challenge"];
    let seats = "Ana@web,Bob@web,@normal";
    let mut host = host_game(&dirs, "palabra", seats, web_port, &challenge);
    let mut browser = Browser::start();
    let ana = browser.open(&link(web_port, CODE), PHONE_LANDSCAPE);
    let bob = browser.open(&link(web_port, CODE), PHONE_LANDSCAPE);
    browser.join(ana, "Ana", None);
    browser.join(bob, "Bob", None);
    browser.wait_seated(ana, &["Ana (you)", "Ana's hand"]);
    browser.wait_seated(bob, &["Bob (you)", "Bob's hand"]);

    let pages = [("Ana", ana, "Bob"), ("Bob", bob, "Ana")];
    let mut screens: Vec<(&str, String)> = Vec::new();
    let mut host_screens: Vec<String> = Vec::new();
    // The turn (the header line) whose word each seat has already tried to lay.
    let mut tried: [Option<String>; 2] = [None, None];
    let mut typed = [0usize; 2];
    let mut challenged: Option<(&str, &str, String)> = None;
    let mut tapped = false;
    let mut watchdog = Watchdog::new();
    loop {
        let host_screen = host.contents();
        if host_screens.last() != Some(&host_screen) {
            watchdog.moved();
            host_screens.push(host_screen.clone());
        }
        for name in ["Ana", "Bob"] {
            assert!(
                !host_screen.contains(&format!("{name}'s hand")),
                "the host's terminal shows {name}'s hand:\n{host_screen}"
            );
        }
        let mut over = shows_the_end(&host_screen);
        let mut now = Vec::new();
        for (seat, &(name, page, other)) in pages.iter().enumerate() {
            let text = browser.text(page);
            assert!(
                !text.contains(&format!("{other}'s hand")),
                "{name}'s page shows {other}'s hand:\n{text}"
            );
            if screens
                .iter()
                .rev()
                .find(|(n, _)| *n == name)
                .map(|(_, s)| s)
                != Some(&text)
            {
                watchdog.moved();
                screens.push((name, text.clone()));
            }
            over |= shows_the_end(&text);
            now.push(text.clone());
            if over {
                continue;
            }
            let flat = flatten(&text);
            if flat.contains("accept or challenge?") && waiting_for(&flat, name) {
                let laid_by_other = flat
                    .split(&format!("{other} lays "))
                    .nth(1)
                    .and_then(|rest| rest.split(|c: char| !c.is_ascii_alphabetic()).next())
                    .filter(|word| !word.is_empty())
                    .map(str::to_string);
                match (&challenged, laid_by_other) {
                    (None, Some(word)) => {
                        // Tapped on the key bar, which offers the footer's letter keys
                        // ("a/Enter  accept   d  challenge").
                        let deadline = Instant::now() + Duration::from_secs(10);
                        loop {
                            let keys = browser.seen(page).keys;
                            if ["a", "d"].iter().all(|k| keys.iter().any(|x| x == k)) {
                                break;
                            }
                            assert!(
                                Instant::now() < deadline,
                                "{name}'s key bar offers {keys:?}"
                            );
                            std::thread::sleep(Duration::from_millis(100));
                        }
                        browser.tap(page, "d");
                        let ruling = format!("{name} challenges {word}: it is a word");
                        for seat in [ana, bob] {
                            browser.wait_until(seat, &ruling, Duration::from_secs(15), |t| {
                                flatten(t).contains(&ruling)
                            });
                        }
                        host.wait_for_text(&[&ruling]);
                        challenged = Some((other, name, word));
                    }
                    _ => {
                        browser.send(page, "a");
                        // Answered once: this question no longer waits for this seat.
                        let asked = question(&flat).to_string();
                        browser.wait_until(page, "the answer", Duration::from_secs(10), |t| {
                            let flat = flatten(t);
                            !(question(&flat) == asked && waiting_for(&flat, name))
                        });
                    }
                }
            } else if flat.contains(PRE_PLAY) {
                // No pre-play (and nothing typed by mistake in its field).
                browser.send(page, &"\x7f".repeat(12));
                browser.tap(page, "Enter");
                browser.wait_until(page, "the pre-play to end", Duration::from_secs(10), |t| {
                    !flatten(t).contains(PRE_PLAY)
                });
            } else if flat.contains(PLAY) {
                let turn = text.lines().next().unwrap_or_default().to_string();
                if seat == 0 && !tapped {
                    // A tap on a card types its letter, as its key does.
                    tap_the_first_letter(&mut browser, page, &text, name);
                    tapped = true;
                }
                if tried[seat].as_ref() != Some(&turn) {
                    tried[seat] = Some(turn);
                    browser.send(page, "\x07");
                    let hint = format!("Hint: {name} ");
                    let hinted = browser.wait_for_text(page, &[&hint]);
                    if let Some(keys) = hinted_keys(&flatten(&hinted), name) {
                        browser.send(page, &keys);
                        // Ana's Enter on the key bar, Bob's on his phone's keyboard.
                        match seat {
                            0 => browser.tap(page, "Enter"),
                            _ => browser.send(page, "\r"),
                        }
                        typed[seat] += 1;
                        if played(&mut browser, page, Duration::from_secs(3)) {
                            continue;
                        }
                    }
                }
                // No hint this seat can type as it stands (a build, a wild card), or the
                // typed one was refused: erase it and pass.
                browser.send(page, &"\x7f".repeat(12));
                browser.send(page, "0");
                assert!(
                    played(&mut browser, page, Duration::from_secs(10)),
                    "{name} could not pass:\n{}",
                    browser.text(page)
                );
            }
        }
        if let Some(why) = watchdog.expired() {
            panic!(
                "the game did not end ({why})\nhost:\n{}\nAna:\n{}\nBob:\n{}",
                host.dump(),
                now[0],
                now[1]
            );
        }
        if over {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(challenged.is_some(), "a browser seat's word was challenged");
    assert!(tapped, "Ana tapped a card");
    for name in ["Ana", "Bob"] {
        let play = format!("{name} plays the ");
        assert!(
            screens.iter().any(|(_, s)| flatten(s).contains(&play)),
            "{name} never laid a word ({typed:?} typed); {name}'s screens asking for a word: {}\n{}",
            screens
                .iter()
                .filter(|(n, s)| n == &name && flatten(s).contains(PLAY))
                .count(),
            screens
                .iter()
                .rev()
                .filter(|(n, _)| n == &name)
                .take(3)
                .map(|(_, s)| s.as_str())
                .collect::<Vec<_>>()
                .join("\n-----\n")
        );
    }
    // The seed is shown once the game is over; before, never on a page nor on the host.
    let seed = seed_after_the_end(&mut browser, ana);
    let before_end = host_screens.iter().chain(screens.iter().map(|(_, s)| s));
    for screen in before_end.filter(|s| !shows_the_end(s)) {
        assert!(
            !screen.contains(&seed),
            "a screen shows the seed before the end:\n{screen}"
        );
    }
    assert!(
        screens.len() > 20,
        "too few pages were read: {}",
        screens.len()
    );
    for (name, page) in [("Ana", ana), ("Bob", bob)] {
        let errors = browser.errors(page);
        assert!(errors.is_empty(), "{name}'s page logged errors: {errors:?}");
    }
    host.send("\x11");
}

/// A browser seat in line mode, for a screen reader ("Screen reader" ticked on the
/// form): the table is said as lines in a polite live region, never a terminal; a bid,
/// `cards` and a card typed by name play as at a terminal in line mode, and the lines
/// name only this seat's own cards.
#[test]
fn a_screen_reader_plays_in_the_browser_by_lines_in_a_live_region() {
    let dirs = TestDirs::new("web-lines");
    dirs.write_config("[settings]\nbot_delay_ms = 0\n");
    let web_port = free_port();
    let mut host = host(&dirs, "Ana@web,@normal,@normal", web_port, &[]);
    let mut browser = Browser::start();
    let ana = browser.open(&link(web_port, CODE), LAPTOP);
    browser.join_in_lines(ana, "Ana");
    browser.wait_for_text(ana, &["Line mode", "Bid: Space picks chips"]);
    let seen = browser.seen(ana);
    assert_eq!(seen.live, "polite", "the lines are a polite live region");
    assert!(
        seen.cols == 0,
        "no terminal in line mode: {}x{}",
        seen.cols,
        seen.rows
    );
    browser.type_line(ana, "space enter");
    browser.wait_for_text(ana, &["Ana bids null"]);
    // Her cards by name, and the first of them played when her turn comes.
    browser.wait_for_text(ana, &["Your turn"]);
    browser.type_line(ana, "cards");
    let listed = browser.wait_for_text(ana, &["1: "]);
    let first = listed
        .lines()
        .find(|l| l.starts_with("1: "))
        .and_then(|l| l.split(". ").next())
        .map(|item| item.trim_start_matches("1: ").to_string())
        .unwrap_or_default();
    assert!(first.len() == 2, "a card's name: {listed}");
    browser.type_line(ana, &format!("{first} enter"));
    // Played, or refused with the rule that says why (a lead to follow): said either way.
    let what = "Ana's card played or refused";
    browser.wait_until(ana, what, Duration::from_secs(15), |text| {
        [
            "Ana leads",
            "Ana copies",
            "Ana junks",
            "Ana mixes",
            "You hold",
        ]
        .iter()
        .any(|said| text.contains(said))
    });
    let text = browser.text(ana);
    assert!(
        !text.contains('\x1b'),
        "terminal codes in the lines:\n{text}"
    );
    for other in ["Computer 2's hand", "Computer 3's hand"] {
        assert!(!text.contains(other), "another seat's hand:\n{text}");
    }
    let errors = browser.errors(ana);
    assert!(errors.is_empty(), "the page's errors: {errors:?}");
    host.send("\x11");
}
