//! End to end: the real `naipes` binary in a pseudo-terminal, its output fed to a vt100
//! parser, keys typed into it. Every run gets fresh data and config directories, so the
//! user's own save and settings are never touched.

use portable_pty::{Child, CommandBuilder, ExitStatus, MasterPty, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

pub(crate) const BIN: &str = env!("CARGO_BIN_EXE_naipes");
/// How long the program may take to show something or to exit before the test fails.
pub(crate) const TIMEOUT: Duration = Duration::from_secs(10);

/// A whole game's watchdog. A game played through terminals or browsers takes two or
/// three times longer on a busy CI machine than here, so it fails on a stall (nothing new
/// on any screen for `STALL`), not on the clock, with a cap against a game that moves
/// forever.
pub(crate) struct Watchdog {
    started: Instant,
    changed: Instant,
}

impl Watchdog {
    const STALL: Duration = Duration::from_secs(60);
    const WHOLE_GAME: Duration = Duration::from_secs(900);

    pub(crate) fn new() -> Watchdog {
        let now = Instant::now();
        Watchdog {
            started: now,
            changed: now,
        }
    }

    /// Something new was shown: the game moves.
    pub(crate) fn moved(&mut self) {
        self.changed = Instant::now();
    }

    /// Why the game is given up on, if it is.
    pub(crate) fn expired(&self) -> Option<String> {
        if self.changed.elapsed() > Self::STALL {
            Some(format!("nothing changed for {} s", Self::STALL.as_secs()))
        } else if self.started.elapsed() > Self::WHOLE_GAME {
            Some(format!(
                "still going after {} s",
                Self::WHOLE_GAME.as_secs()
            ))
        } else {
            None
        }
    }
}

/// A fresh directory with `data/` and `config/` inside, removed when dropped (kept, and
/// its path printed, when the test is failing).
pub(crate) struct TestDirs {
    pub(crate) root: PathBuf,
    pub(crate) data: PathBuf,
    pub(crate) config: PathBuf,
}

impl TestDirs {
    pub(crate) fn new(label: &str) -> TestDirs {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let root =
            std::env::temp_dir().join(format!("naipes-e2e-{}-{label}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let data = root.join("data");
        let config = root.join("config");
        for dir in [&data, &config] {
            std::fs::create_dir_all(dir)
                .unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
        }
        TestDirs { root, data, config }
    }

    pub(crate) fn write_config(&self, text: &str) {
        let path = self.config.join("config.toml");
        std::fs::write(&path, text)
            .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
    }

    /// The environment every run of the binary gets.
    fn env(&self) -> [(&'static str, &Path); 2] {
        [
            ("NAIPES_DATA_DIR", &self.data),
            ("NAIPES_CONFIG_DIR", &self.config),
        ]
    }
}

impl Drop for TestDirs {
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!("(test files kept in {})", self.root.display());
        } else {
            let _ = std::fs::remove_dir_all(&self.root);
        }
    }
}

/// What the reader thread shares with the test: the emulated screen and whether the
/// program's side of the terminal has closed.
struct Shared {
    state: Mutex<State>,
    changed: Condvar,
}

struct State {
    parser: vt100::Parser,
    eof: bool,
    bytes: usize,
    /// Every byte the program wrote, as written (line mode's output is checked byte by
    /// byte).
    raw: Vec<u8>,
}

/// The binary running in a pseudo-terminal.
pub(crate) struct Tui {
    label: String,
    child: Box<dyn Child + Send + Sync>,
    master: Box<dyn MasterPty + Send>,
    writer: Box<dyn Write + Send>,
    shared: Arc<Shared>,
    exited: Option<ExitStatus>,
}

fn nz(n: u16) -> NonZeroU16 {
    NonZeroU16::new(n).expect("terminal sizes are not zero")
}

fn pty_size(rows: u16, cols: u16) -> PtySize {
    PtySize {
        rows,
        cols,
        pixel_width: 0,
        pixel_height: 0,
    }
}

impl Tui {
    /// Starts `naipes ARGS` in a `rows`x`cols` pseudo-terminal.
    pub(crate) fn spawn(label: &str, args: &[&str], rows: u16, cols: u16, dirs: &TestDirs) -> Tui {
        Tui::spawn_program(label, BIN, args, (rows, cols), dirs, &[])
    }

    /// Starts `program ARGS` (with `env` added) in a `rows`x`cols` pseudo-terminal.
    pub(crate) fn spawn_program(
        label: &str,
        program: &str,
        args: &[&str],
        (rows, cols): (u16, u16),
        dirs: &TestDirs,
        env: &[(&str, &str)],
    ) -> Tui {
        let pair = native_pty_system()
            .openpty(pty_size(rows, cols))
            .unwrap_or_else(|e| panic!("[{label}] cannot open a pseudo-terminal: {e:#}"));
        let mut cmd = CommandBuilder::new(program);
        cmd.args(args);
        cmd.cwd(&dirs.root);
        cmd.env("TERM", "xterm-256color");
        for (key, value) in dirs.env() {
            cmd.env(key, value);
        }
        for (key, value) in env {
            cmd.env(key, value);
        }
        let child = pair
            .slave
            .spawn_command(cmd)
            .unwrap_or_else(|e| panic!("[{label}] cannot start {program}: {e:#}"));
        // Only the child may hold the terminal's other end, or reading never ends.
        drop(pair.slave);
        let mut reader = pair
            .master
            .try_clone_reader()
            .unwrap_or_else(|e| panic!("[{label}] no reader for the pseudo-terminal: {e:#}"));
        let writer = pair
            .master
            .take_writer()
            .unwrap_or_else(|e| panic!("[{label}] no writer for the pseudo-terminal: {e:#}"));
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                parser: vt100::Parser::new(nz(rows), nz(cols), 0),
                eof: false,
                bytes: 0,
                raw: Vec::new(),
            }),
            changed: Condvar::new(),
        });
        let for_reader = Arc::clone(&shared);
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            loop {
                // Linux reports the end of the terminal as an error (EIO), not as Ok(0).
                let n = match reader.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => n,
                };
                let mut state = for_reader.state.lock().unwrap_or_else(|p| p.into_inner());
                state.parser.process(&buf[..n]);
                state.bytes += n;
                state.raw.extend_from_slice(&buf[..n]);
                drop(state);
                for_reader.changed.notify_all();
            }
            for_reader
                .state
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .eof = true;
            for_reader.changed.notify_all();
        });
        Tui {
            label: label.to_string(),
            child,
            master: pair.master,
            writer,
            shared,
            exited: None,
        }
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.shared.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The screen once the program has stopped writing for a moment: a frame drawn
    /// whole, never one caught halfway (under load a frame arrives in pieces, and half
    /// of one shows the new hand beside the old prompt).
    fn settled_contents(&self) -> String {
        let mut seen = self.state().bytes;
        for _ in 0..50 {
            std::thread::sleep(Duration::from_millis(30));
            let state = self.state();
            if state.bytes == seen {
                return state.parser.screen().contents();
            }
            seen = state.bytes;
        }
        self.state().parser.screen().contents()
    }

    /// Every byte the program has written so far, once it has stopped writing for a
    /// moment.
    pub(crate) fn settled_output(&self) -> Vec<u8> {
        let _ = self.settled_contents();
        self.state().raw.clone()
    }

    /// The screen as text, framed and with row numbers, for failure messages.
    pub(crate) fn dump(&self) -> String {
        describe(&self.state())
    }

    /// Waits until `done` holds for the screen; fails with `what` and the screen if it
    /// does not within `timeout`.
    pub(crate) fn wait_until(
        &mut self,
        what: &str,
        timeout: Duration,
        done: impl Fn(&vt100::Screen) -> bool,
    ) {
        let deadline = Instant::now() + timeout;
        let mut state = self.state();
        loop {
            if done(state.parser.screen()) {
                return;
            }
            let now = Instant::now();
            if now >= deadline {
                let screen = describe(&state);
                drop(state);
                let status = self
                    .poll_exit()
                    .map_or("still running".to_string(), |s| format!("exited: {s}"));
                panic!(
                    "[{}] timed out after {timeout:?} waiting for {what} (the program is {status})\n{screen}",
                    self.label
                );
            }
            state = self
                .shared
                .changed
                .wait_timeout(state, deadline - now)
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
    }

    /// Waits until the screen contains every one of `texts`.
    pub(crate) fn wait_for_text(&mut self, texts: &[&str]) {
        let what = format!("the screen to show {texts:?}");
        self.wait_until(&what, TIMEOUT, |screen| {
            let contents = screen.contents();
            texts.iter().all(|t| contents.contains(t))
        });
    }

    /// Types `keys` into the terminal.
    pub(crate) fn send(&mut self, keys: &str) {
        let label = &self.label;
        self.writer
            .write_all(keys.as_bytes())
            .and_then(|()| self.writer.flush())
            .unwrap_or_else(|e| panic!("[{label}] cannot type {keys:?}: {e}"));
    }

    /// Resizes the terminal (the program gets SIGWINCH) and the emulated screen with it.
    pub(crate) fn resize(&mut self, rows: u16, cols: u16) {
        self.state()
            .parser
            .screen_mut()
            .set_size(nz(rows), nz(cols));
        self.master
            .resize(pty_size(rows, cols))
            .unwrap_or_else(|e| panic!("[{}] cannot resize the terminal: {e:#}", self.label));
    }

    /// The screen's text now.
    pub(crate) fn contents(&self) -> String {
        self.state().parser.screen().contents()
    }

    /// Ends the program at once (a connection that vanishes).
    pub(crate) fn kill(&mut self) {
        let _ = self.child.kill();
    }

    pub(crate) fn poll_exit(&mut self) -> Option<ExitStatus> {
        if self.exited.is_none() {
            self.exited = self.child.try_wait().ok().flatten();
        }
        self.exited.clone()
    }

    /// Waits for the program to exit; fails (and kills it) if it does not in time.
    fn wait_exit(&mut self) -> ExitStatus {
        let deadline = Instant::now() + TIMEOUT;
        loop {
            if let Some(status) = self.poll_exit() {
                return status;
            }
            if Instant::now() >= deadline {
                let screen = self.dump();
                panic!(
                    "[{}] the program did not exit within {TIMEOUT:?}\n{screen}",
                    self.label
                );
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// After exit: the terminal's other end has closed and all output has been read, and
    /// the program left the alternate screen and showed the cursor again.
    fn assert_terminal_restored(&mut self) {
        let deadline = Instant::now() + TIMEOUT;
        let mut state = self.state();
        while !state.eof && Instant::now() < deadline {
            state = self
                .shared
                .changed
                .wait_timeout(state, deadline.saturating_duration_since(Instant::now()))
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
        let screen = state.parser.screen();
        let (alternate, hidden) = (screen.alternate_screen(), screen.hide_cursor());
        let eof = state.eof;
        let dump = describe(&state);
        drop(state);
        assert!(
            !alternate && !hidden,
            "[{}] the terminal was not restored after exit: alternate screen {alternate}, cursor hidden {hidden} \
             (all output read: {eof})\n{dump}",
            self.label
        );
    }
}

impl Drop for Tui {
    fn drop(&mut self) {
        if self.poll_exit().is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

fn describe(state: &State) -> String {
    let screen = state.parser.screen();
    let (rows, cols) = screen.size();
    let (cursor_row, cursor_col) = screen.cursor_position();
    let mut out = format!(
        "screen {rows}x{cols}, {} bytes read{}, alternate screen {}, cursor {} at {cursor_row},{cursor_col}:\n",
        state.bytes,
        if state.eof { " (terminal closed)" } else { "" },
        screen.alternate_screen(),
        if screen.hide_cursor() {
            "hidden"
        } else {
            "shown"
        },
    );
    let rule = "-".repeat(usize::from(cols.get()));
    out.push_str(&format!("    +{rule}+\n"));
    for (i, row) in screen.rows(0, cols.get()).enumerate() {
        let width = row.chars().count();
        let pad = usize::from(cols.get()).saturating_sub(width);
        out.push_str(&format!("{i:>3} |{row}{}|\n", " ".repeat(pad)));
    }
    out.push_str(&format!("    +{rule}+"));
    out
}

#[test]
fn launcher_opens_and_q_quits_restoring_the_terminal() {
    let dirs = TestDirs::new("launcher");
    let mut tui = Tui::spawn("launcher", &[], 24, 80, &dirs);
    tui.wait_for_text(&["naipes", "Continue a game", "Pala"]);
    {
        let state = tui.state();
        assert!(
            state.parser.screen().alternate_screen(),
            "[launcher] the launcher is not drawn in the alternate screen\n{}",
            describe(&state)
        );
    }
    tui.send("q");
    let status = tui.wait_exit();
    assert!(
        status.success(),
        "[launcher] exit status {status}\n{}",
        tui.dump()
    );
    tui.assert_terminal_restored();
}

#[test]
fn too_small_terminal_says_so_until_resized() {
    let dirs = TestDirs::new("small");
    let mut tui = Tui::spawn("too small", &[], 20, 39, &dirs);
    tui.wait_for_text(&["too small"]);
    tui.resize(24, 80);
    tui.wait_for_text(&["Continue a game", "Pala"]);
    tui.send("q");
    let status = tui.wait_exit();
    assert!(
        status.success(),
        "[too small] exit status {status}\n{}",
        tui.dump()
    );
    tui.assert_terminal_restored();
}

#[test]
fn pala_game_quits_on_confirmation_and_autosaves() {
    let dirs = TestDirs::new("pala");
    dirs.write_config("[settings]\nbot_delay_ms = 0\n");
    let mut tui = Tui::spawn(
        "pala",
        &["play", "pala", "--players", "3", "--seed", "7"],
        24,
        80,
        &dirs,
    );
    tui.wait_for_text(&["Pala", "seed 7"]);
    tui.send("\x11");
    tui.wait_for_text(&["Quit naipes?"]);
    tui.send("y");
    let status = tui.wait_exit();
    assert!(
        status.success(),
        "[pala] exit status {status}\n{}",
        tui.dump()
    );
    tui.assert_terminal_restored();

    // The save (its `.lock` file beside it is not one).
    let save = crate::common::saves_in(&dirs.data)
        .pop()
        .unwrap_or_else(|| panic!("[pala] no save in {}", dirs.data.join("saves").display()));
    let text = std::fs::read_to_string(&save)
        .unwrap_or_else(|e| panic!("[pala] no autosave at {}: {e}", save.display()));
    assert!(
        text.contains("\"format\":\"naipes-save\""),
        "[pala] {} is not a naipes save: {}",
        save.display(),
        text.chars().take(300).collect::<String>()
    );
}

#[test]
fn bad_config_key_is_reported_with_its_place() {
    let dirs = TestDirs::new("badconfig");
    dirs.write_config("[settings]\nlanguag = 1\n");
    let mut child = Command::new(BIN)
        .args(["play", "pala"])
        .current_dir(&dirs.root)
        .env("TERM", "xterm-256color")
        .envs(dirs.env())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {BIN}: {e}"));
    let deadline = Instant::now() + TIMEOUT;
    while child.try_wait().expect("waiting for naipes").is_none() {
        if Instant::now() >= deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("naipes with a bad config.toml did not exit within {TIMEOUT:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let output = child.wait_with_output().expect("reading naipes's output");
    let stderr = String::from_utf8_lossy(&output.stderr);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        output.status.code(),
        Some(2),
        "expected exit code 2 for a bad config.toml\nstderr: {stderr}\nstdout: {stdout}"
    );
    for expected in ["config.toml:2:1", "languag"] {
        assert!(
            stderr.contains(expected),
            "stderr does not mention {expected:?}\nstderr: {stderr}"
        );
    }
}

#[test]
fn sigterm_and_sighup_restore_the_terminal_mouse_included() {
    for signal in ["TERM", "HUP"] {
        let dirs = TestDirs::new(&format!("signal-{signal}"));
        dirs.write_config("[settings]\nbot_delay_ms = 0\nmouse = true\n");
        let label = format!("SIG{signal}");
        let mut tui = Tui::spawn(
            &label,
            &["play", "pala", "--players", "3", "--seed", "7"],
            24,
            80,
            &dirs,
        );
        tui.wait_for_text(&["Pala", "seed 7"]);
        {
            let state = tui.state();
            assert_ne!(
                state.parser.screen().mouse_protocol_mode(),
                vt100::MouseProtocolMode::None,
                "[{label}] mouse reporting should be on while playing"
            );
        }
        let pid = tui.child.process_id().expect("a process id");
        let killed = Command::new("kill")
            .args([format!("-{signal}"), pid.to_string()])
            .status()
            .expect("kill");
        assert!(killed.success());
        let status = tui.wait_exit();
        assert!(!status.success(), "[{label}] a signal is not a normal quit");
        tui.assert_terminal_restored();
        let state = tui.state();
        assert_eq!(
            state.parser.screen().mouse_protocol_mode(),
            vt100::MouseProtocolMode::None,
            "[{label}] mouse reporting left on"
        );
        drop(state);
        assert!(
            crate::common::saves_in(&dirs.data).len() == 1,
            "[{label}] the game's save is there"
        );
    }
}

/// Two people and a computer play a whole (short) Pala game with the keys, at 80x24,
/// and every screen is read: the random seed never shows before the game is over, and
/// no person's hand is on the screen while another seat decides.
#[test]
fn two_people_play_a_whole_game_and_no_screen_leaks() {
    let dirs = TestDirs::new("secrets");
    // A goal of 1 point: a round or two, with hand-offs and thinking screens enough.
    dirs.write_config("[settings]\nbot_delay_ms = 100\n\n[pala]\npoint_goal = [1, 1, 1]\n");
    let mut tui = Tui::spawn(
        "secrets",
        &["play", "pala", "--players", "Ana,Bob,@strong"],
        24,
        80,
        &dirs,
    );
    tui.wait_for_text(&["Pala"]);
    let mut screens: Vec<String> = Vec::new();
    let mut watchdog = Watchdog::new();
    let mut last_key = Instant::now();
    let mut right = 0usize;
    loop {
        if let Some(why) = watchdog.expired() {
            panic!("[secrets] the game did not end ({why})\n{}", tui.dump());
        }
        let contents = tui.settled_contents();
        if screens.last() != Some(&contents) {
            watchdog.moved();
            screens.push(contents.clone());
            last_key = Instant::now() - Duration::from_millis(200);
        }
        if contents.contains("Game over") && contents.contains("Seed") {
            break;
        }
        // One key per new screen (and again if nothing changed for a while).
        if last_key.elapsed() < Duration::from_millis(250) {
            std::thread::sleep(Duration::from_millis(20));
            continue;
        }
        answer_pala(&mut tui, &contents, &mut right);
        last_key = Instant::now();
        std::thread::sleep(Duration::from_millis(20));
    }
    let last = screens.last().unwrap().clone();
    let seed = seed_on_game_over(&last);
    // The game is over from the move that ends it (its summary comes first).
    let over_at = screens
        .iter()
        .position(|s| shows_the_end(s))
        .unwrap_or(screens.len() - 1);
    let mut checked = 0;
    for (i, screen) in screens[..over_at].iter().enumerate() {
        assert!(
            !screen.contains(&seed) && !screen.to_lowercase().contains("seed"),
            "[secrets] screen {i} shows the seed before the end:\n{screen}"
        );
        if screen.contains("is thinking") || screen.contains("Pass to") {
            checked += 1;
            assert!(
                !screen.contains("'s hand"),
                "[secrets] screen {i} shows a hand while another seat decides:\n{screen}"
            );
        }
    }
    assert!(
        checked >= 2,
        "too few screens to check: {checked} of {over_at}"
    );
    tui.send("\x11");
    tui.wait_exit();
    tui.assert_terminal_restored();
}

/// Whether a Pala screen tells that the game is over: the game-over screen, or the last
/// round's summary naming the winner or the tied winners (the seed may show from here).
pub(crate) fn shows_the_end(screen: &str) -> bool {
    let flat = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    ["Game over", "wins the game", "share the win"]
        .iter()
        .any(|end| flat.contains(end))
}

/// The seed a game-over screen shows (it is secret until then).
pub(crate) fn seed_on_game_over(screen: &str) -> String {
    let seed: String = screen
        .split("Seed ")
        .nth(1)
        .expect("the seed on the game-over screen")
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    assert!(seed.len() >= 3, "seed {seed:?} in:\n{screen}");
    seed
}

/// One key for whatever a Pala screen asks of its person: the summary read, the
/// keyboard taken, a null bid, the lead taken, no cancel, the card under the cursor (and
/// when refused, the next one). True if a key was sent.
pub(crate) fn answer_pala(tui: &mut Tui, contents: &str, turn: &mut usize) -> bool {
    answer_pala_with(contents, turn, |keys| tui.send(keys))
}

/// The same keys as `answer_pala`, typed by `send` (a terminal, or a browser's page).
pub(crate) fn answer_pala_with(
    contents: &str,
    turn: &mut usize,
    mut send: impl FnMut(&str),
) -> bool {
    if contents.contains("Press c to continue") {
        send("c");
    } else if contents.contains("Pass to") {
        send("\r");
    } else if contents.contains("Bid: Space picks chips") {
        // The white chip alone: null.
        send(" ");
        std::thread::sleep(Duration::from_millis(60));
        send("\r");
    } else if contents.contains("Take the lead?") {
        send("y");
    } else if contents.contains("Cancel which cards?") {
        send("\r");
    } else if contents.contains("Your turn") {
        send("\r");
        std::thread::sleep(Duration::from_millis(60));
        *turn += 1;
        if turn.is_multiple_of(2) {
            send("\x1b[C");
        }
    } else {
        return false;
    }
    true
}

/// A byte prefix that never completes (Alt+`[` then `?`, a cut-off mouse report, a paste
/// start with no end) is dropped after a short pause: the keys typed after it work.
#[test]
fn an_incomplete_escape_sequence_does_not_lock_the_table() {
    // At the launcher: `ESC [ ?` then, after a pause, `q` (which a waiting parser would
    // have swallowed as the end of the sequence) quits.
    let dirs = TestDirs::new("stuck-launcher");
    let mut tui = Tui::spawn("stuck launcher", &[], 24, 80, &dirs);
    tui.wait_for_text(&["Continue a game", "Pala"]);
    tui.send("\x1b[?");
    std::thread::sleep(Duration::from_millis(400));
    tui.send("q");
    let status = tui.wait_exit();
    assert!(
        status.success(),
        "[stuck launcher] exit status {status}\n{}",
        tui.dump()
    );
    tui.assert_terminal_restored();

    // In a game: a cut mouse report, then Ctrl-Q asks to quit and `y` quits.
    let dirs = TestDirs::new("stuck-game");
    dirs.write_config("[settings]\nbot_delay_ms = 0\nmouse = true\n");
    let mut tui = Tui::spawn(
        "stuck game",
        &["play", "pala", "--players", "3", "--seed", "7"],
        24,
        80,
        &dirs,
    );
    tui.wait_for_text(&["Pala", "seed 7"]);
    tui.send("\x1b[<0;12");
    std::thread::sleep(Duration::from_millis(400));
    tui.send("\x11");
    tui.wait_for_text(&["Quit naipes?"]);
    tui.send("y");
    let status = tui.wait_exit();
    assert!(
        status.success(),
        "[stuck game] exit status {status}\n{}",
        tui.dump()
    );
    tui.assert_terminal_restored();
}

/// A paste start with no end, then SIGTERM: the terminal is restored and the exit code
/// is 2, as for any signal.
#[test]
fn a_signal_during_an_unfinished_paste_still_restores_the_terminal() {
    let dirs = TestDirs::new("stuck-signal");
    dirs.write_config("[settings]\nbot_delay_ms = 0\n");
    let mut tui = Tui::spawn(
        "stuck signal",
        &["play", "pala", "--players", "3", "--seed", "7"],
        24,
        80,
        &dirs,
    );
    tui.wait_for_text(&["Pala", "seed 7"]);
    tui.send("\x1b[200~abc");
    std::thread::sleep(Duration::from_millis(300));
    // The table still answers a key after the cut paste.
    tui.send("\x11");
    tui.wait_for_text(&["Quit naipes?"]);
    tui.send("\x1b[200~");
    let pid = tui.child.process_id().expect("a process id");
    let killed = Command::new("kill")
        .args(["-TERM".to_string(), pid.to_string()])
        .status()
        .expect("kill");
    assert!(killed.success());
    let status = tui.wait_exit();
    assert_eq!(
        status.exit_code(),
        2,
        "[stuck signal] exit status {status}\n{}",
        tui.dump()
    );
    tui.assert_terminal_restored();
}

/// Moves the launcher's cursor onto `entry` (its name as the launcher shows it).
fn launcher_cursor_to(tui: &mut Tui, entry: &str) {
    // The entry under the cursor, once the screen shows exactly one (a frame may be
    // read half drawn).
    fn marked(contents: &str) -> Option<String> {
        let marked: Vec<&str> = contents
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with("▶ "))
            .collect();
        match marked[..] {
            [one] => Some(one.trim_start_matches("▶ ").to_string()),
            _ => None,
        }
    }
    let on = |m: &Option<String>| {
        m.as_ref()
            .is_some_and(|m| m == entry || m.starts_with(&format!("{entry}  ")))
    };
    for _ in 0..16 {
        tui.wait_until("the launcher's cursor", TIMEOUT, |s| {
            marked(&s.contents()).is_some()
        });
        let before = marked(&tui.contents());
        if on(&before) {
            return;
        }
        tui.send("\x1b[B");
        tui.wait_until("the cursor to move", TIMEOUT, |s| {
            let now = marked(&s.contents());
            now.is_some() && now != before
        });
    }
    panic!("[memory] no launcher entry {entry}:\n{}", tui.dump());
}

/// The table's memory as a player meets it, at 80x24: a slip taken back with `u`, the
/// game played to its end, History lists it, Enter replays it to the end and back to the
/// start, Esc comes back to History, Statistics has its line; then an unfinished game is
/// deleted from Continue (into the trash folder, not erased).
#[test]
fn finish_replay_stats_undo_and_delete_at_80x24() {
    let dirs = TestDirs::new("memory");
    // A goal of 1 point: the game is over after a round or two.
    dirs.write_config("[settings]\nbot_delay_ms = 0\n\n[pala]\npoint_goal = [1, 1, 1]\n");
    let mut tui = Tui::spawn(
        "memory",
        &[
            "play",
            "pala",
            "--players",
            "Ana,@easy,@easy",
            "--seed",
            "5",
        ],
        24,
        80,
        &dirs,
    );
    // A slip: Ana bids null, the computers bid after her; u takes all three back.
    tui.wait_for_text(&["Bid: Space picks chips"]);
    tui.send(" ");
    tui.wait_for_text(&["[ W ✓]"]);
    tui.send("\r");
    tui.wait_for_text(&["Your turn", "Ana bids null", " u  undo"]);
    tui.send("u");
    tui.wait_for_text(&["Taken back: Ana bids null", "Bid: Space picks chips"]);
    assert!(tui.contents().contains("bid: —"), "{}", tui.dump());

    // The game to its end, one key per new screen.
    let mut watchdog = Watchdog::new();
    let mut right = 0usize;
    let mut last = String::new();
    let mut last_key = Instant::now();
    loop {
        if let Some(why) = watchdog.expired() {
            panic!("[memory] no end ({why})\n{}", tui.dump());
        }
        let contents = tui.contents();
        if contents != last {
            watchdog.moved();
        }
        if contents.contains("Game over") && contents.contains("m/Esc  menu") {
            break;
        }
        // One key per new screen, and again if nothing changed for a while (a card
        // refused with the same words twice).
        if contents == last && last_key.elapsed() < Duration::from_millis(250) {
            std::thread::sleep(Duration::from_millis(20));
            continue;
        }
        last = contents.clone();
        if answer_pala(&mut tui, &contents, &mut right) {
            last_key = Instant::now();
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let winner_line = tui.contents();
    assert!(winner_line.contains("Seed 5"), "{winner_line}");
    tui.send("m");
    tui.wait_for_text(&["Continue a game", "no saved game", "History"]);
    let finished = std::fs::read_dir(dirs.data.join("finished"))
        .map(|d| d.count())
        .unwrap_or(0);
    assert_eq!(finished, 1, "the finished game is kept");

    // History: the game, newest first; Enter replays it.
    launcher_cursor_to(&mut tui, "History");
    tui.send("\r");
    tui.wait_for_text(&["History", "1 of 1 game ·", "· Pala · Ana "]);
    tui.send("\r");
    tui.wait_for_text(&["Replay · move 0/", "The deal, before any move."]);
    let plies: String = tui
        .contents()
        .split("Replay · move 0/")
        .nth(1)
        .unwrap_or("")
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    assert!(plies.parse::<u32>().is_ok_and(|n| n > 20), "{}", tui.dump());
    assert!(!tui.contents().contains("(you)"), "{}", tui.dump());
    // To the end (the last totals are the game's), then back to the start.
    tui.send("\x1b[F");
    tui.wait_for_text(&[&format!("Replay · move {plies}/{plies}")]);
    let end = tui.contents();
    for line in winner_line
        .lines()
        .filter(|l| l.contains('│') && l.contains('★'))
    {
        let total = line.trim_end().trim_end_matches('│');
        let total = total.split_whitespace().last().unwrap_or("");
        assert!(end.contains(&format!("= {total}")), "{total}:\n{end}");
    }
    tui.send("\x1b[D");
    let one_back = plies.parse::<u32>().unwrap_or(1) - 1;
    tui.wait_for_text(&[&format!("Replay · move {one_back}/{plies}")]);
    tui.send("\x1b[H");
    tui.wait_for_text(&[&format!("Replay · move 0/{plies}")]);
    // Esc: back to History as it was.
    tui.send("\x1b");
    tui.wait_for_text(&["1 of 1 game ·", "Enter replay"]);
    tui.send("\x1b");
    tui.wait_for_text(&["Continue a game", "Statistics"]);

    // Statistics: Ana's line and the seat positions.
    launcher_cursor_to(&mut tui, "Statistics");
    tui.send("\r");
    tui.wait_for_text(&["Statistics", "Wins by seat position"]);
    let stats = tui.contents();
    let ana = stats
        .lines()
        .find(|l| l.contains("│Ana "))
        .unwrap_or_else(|| panic!("no line for Ana:\n{stats}"));
    let cells: Vec<&str> = ana.trim_matches('│').split_whitespace().collect();
    assert_eq!(&cells[..3], &["Ana", "Pala", "1"], "{ana}");
    assert!(
        stats.contains("Pala, 3 seats, 1 game: wins by seat"),
        "{stats}"
    );
    tui.send("\x1b");
    tui.wait_for_text(&["Continue a game", "Statistics"]);

    // An unfinished game: set up from the launcher, one bid, quit (saved).
    launcher_cursor_to(&mut tui, "Pala");
    tui.send("\r");
    tui.wait_for_text(&["Pala — set up the table", "Start the game"]);
    // Enter on a field goes to Start; Enter there starts.
    tui.send("\r");
    tui.wait_for_text(&["▶ [ Start the game ]"]);
    tui.send("\r");
    tui.wait_for_text(&["Bid: Space picks chips"]);
    tui.send("\x11");
    tui.wait_for_text(&["y / Enter: quit"]);
    tui.send("y");
    tui.wait_exit();
    assert_eq!(crate::common::saves_in(&dirs.data).len(), 1);

    // Continue: d asks, y moves it to the trash folder.
    let mut tui = Tui::spawn("memory-delete", &[], 24, 80, &dirs);
    tui.wait_for_text(&["1 saved game"]);
    launcher_cursor_to(&mut tui, "Continue a game");
    tui.send("\r");
    tui.wait_for_text(&["Enter resume", "d delete"]);
    tui.send("d");
    tui.wait_for_text(&["Delete this unfinished game?", "y: delete"]);
    tui.send("y");
    tui.wait_for_text(&["The game was moved to", "(not erased)"]);
    assert!(crate::common::saves_in(&dirs.data).is_empty());
    let trashed: Vec<String> = std::fs::read_dir(dirs.data.join("trash"))
        .map(|d| {
            d.flatten()
                .map(|e| e.file_name().to_string_lossy().into())
                .collect()
        })
        .unwrap_or_default();
    assert!(trashed.iter().any(|f| f.ends_with(".json")), "{trashed:?}");
    tui.send("\r");
    tui.wait_for_text(&["no saved game"]);
    tui.send("q");
    tui.wait_exit();
    tui.assert_terminal_restored();
}
