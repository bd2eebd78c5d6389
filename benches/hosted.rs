//! A hosted table under load, measured end to end on loopback: `naipes host` (release
//! build) with 8 seats at other terminals and 32 spectators, half of each a real
//! OpenSSH client in its own pseudo-terminal, half a browser's WebSocket (a client
//! written here that speaks the page's protocol: the server's side of a browser seat,
//! without a browser's drawing). Reports the keystroke-to-frame latency at the seats
//! of each kind (from a key written into a client's terminal, or sent on its socket, to
//! the first byte of the frame that answers it), and the host's CPU time and resident
//! memory per connection of each kind (from /proc).
//!
//! `cargo build --release && cargo bench --bench hosted` (Linux, `ssh` on the PATH).

use portable_pty::{CommandBuilder, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const SEATS: usize = 8;
const SPECTATORS: usize = 32;
/// Of the seats and of the spectators, how many join in a browser (the rest by ssh).
const WEB_SEATS: usize = 4;
const WEB_SPECTATORS: usize = 16;
const ROUNDS: usize = 25;
const CODE: &str = "benchcode1";

/// A program in a pseudo-terminal: its input, and when its output last arrived.
struct Term {
    writer: Box<dyn Write + Send>,
    last: Arc<Mutex<(Instant, usize)>>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
    _master: Box<dyn portable_pty::MasterPty + Send>,
}

impl Term {
    fn spawn(program: &str, args: &[&str], env: &[(&str, &str)]) -> Term {
        let pair = native_pty_system()
            .openpty(PtySize {
                rows: 24,
                cols: 80,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("a pseudo-terminal");
        let mut cmd = CommandBuilder::new(program);
        cmd.args(args);
        cmd.env("TERM", "xterm-256color");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = pair.slave.spawn_command(cmd).expect("the program starts");
        drop(pair.slave);
        let mut reader = pair.master.try_clone_reader().expect("a reader");
        let writer = pair.master.take_writer().expect("a writer");
        let last = Arc::new(Mutex::new((Instant::now(), 0usize)));
        let seen = Arc::clone(&last);
        std::thread::spawn(move || {
            let mut buf = [0u8; 16384];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                let mut l = seen.lock().expect("lock");
                *l = (Instant::now(), l.1 + n);
            }
        });
        Term {
            writer,
            last,
            child,
            _master: pair.master,
        }
    }

    fn bytes(&self) -> usize {
        self.last.lock().expect("lock").1
    }

    fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).expect("typed");
        self.writer.flush().expect("flushed");
    }

    /// Sends `keys` and waits for output that comes after them: how long it took.
    fn round_trip(&mut self, keys: &str) -> Option<Duration> {
        let before = self.bytes();
        let start = Instant::now();
        self.send(keys);
        answered(&self.last, before, start)
    }
}

/// A browser seat's socket: what the page would send and when frames came.
struct WsTerm {
    stream: std::net::TcpStream,
    last: Arc<Mutex<(Instant, usize)>>,
}

impl WsTerm {
    /// Opens the table's WebSocket on `port` and logs in as `name`.
    fn join(port: &str, name: &str) -> WsTerm {
        let addr = format!("127.0.0.1:{port}");
        let mut stream = std::net::TcpStream::connect(&addr).expect("the web port");
        let _ = stream.set_nodelay(true);
        let request = format!(
            "GET /ws HTTP/1.1\r\nHost: {addr}\r\nOrigin: http://{addr}\r\nUpgrade: websocket\r\n\
             Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\
             Sec-WebSocket-Version: 13\r\n\r\n"
        );
        stream.write_all(request.as_bytes()).expect("the upgrade");
        let mut head = Vec::new();
        let mut byte = [0u8; 1];
        while !head.ends_with(b"\r\n\r\n") {
            stream.read_exact(&mut byte).expect("the upgrade's answer");
            head.push(byte[0]);
        }
        assert!(head.starts_with(b"HTTP/1.1 101"), "not upgraded");
        let mut term = WsTerm {
            stream,
            last: Arc::new(Mutex::new((Instant::now(), 0usize))),
        };
        let login = format!(
            r#"{{"code":"{CODE}","name":"{name}","token":"","cols":80,"rows":24,"lang":"en"}}"#
        );
        term.frame(1, login.as_bytes());
        let mut reader = term.stream.try_clone().expect("a reader");
        let seen = Arc::clone(&term.last);
        std::thread::spawn(move || {
            loop {
                let mut head = [0u8; 2];
                if reader.read_exact(&mut head).is_err() {
                    break;
                }
                let mut len = u64::from(head[1] & 0x7f);
                if len == 126 {
                    let mut ext = [0u8; 2];
                    let _ = reader.read_exact(&mut ext);
                    len = u64::from(u16::from_be_bytes(ext));
                } else if len == 127 {
                    let mut ext = [0u8; 8];
                    let _ = reader.read_exact(&mut ext);
                    len = u64::from_be_bytes(ext);
                }
                let mut payload = vec![0u8; len as usize];
                if reader.read_exact(&mut payload).is_err() {
                    break;
                }
                // Frames only (binary); the server's pings and notes do not count.
                if head[0] & 0x0f == 2 {
                    let mut l = seen.lock().expect("lock");
                    *l = (Instant::now(), l.1 + payload.len());
                }
            }
        });
        term
    }

    /// One masked frame, as a page sends it.
    fn frame(&mut self, opcode: u8, payload: &[u8]) {
        let mut out = vec![0x80 | opcode, 0x80 | payload.len() as u8];
        out.extend_from_slice(&[7, 7, 7, 7]);
        out.extend(payload.iter().map(|b| b ^ 7));
        self.stream.write_all(&out).expect("sent");
    }

    fn bytes(&self) -> usize {
        self.last.lock().expect("lock").1
    }

    fn round_trip(&mut self, keys: &str) -> Option<Duration> {
        let before = self.bytes();
        let start = Instant::now();
        self.frame(2, keys.as_bytes());
        answered(&self.last, before, start)
    }
}

/// How long after `start` output beyond `before` bytes arrived (None: none in 2 s).
fn answered(last: &Mutex<(Instant, usize)>, before: usize, start: Instant) -> Option<Duration> {
    while start.elapsed() < Duration::from_secs(2) {
        let (at, bytes) = *last.lock().expect("lock");
        if bytes > before {
            return Some(at.saturating_duration_since(start));
        }
        std::thread::sleep(Duration::from_micros(200));
    }
    None
}

/// (CPU ticks, resident kB) of a process.
fn usage(pid: u32) -> (u64, u64) {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap_or("")
        .split_whitespace()
        .collect();
    let ticks = fields
        .get(11)
        .and_then(|u| u.parse::<u64>().ok())
        .unwrap_or(0)
        + fields
            .get(12)
            .and_then(|s| s.parse::<u64>().ok())
            .unwrap_or(0);
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let rss = status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    (ticks, rss)
}

fn wait_until(what: &str, limit: Duration, done: impl Fn() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < limit, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn main() {
    let bin = std::env::var("NAIPES_BIN").unwrap_or_else(|_| "target/release/naipes".into());
    let bin = std::fs::canonicalize(&bin)
        .unwrap_or_else(|_| panic!("{bin} is missing: cargo build --release first"))
        .display()
        .to_string();
    let dir = std::env::temp_dir().join(format!("naipes-bench-hosted-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let dir_s = dir.display().to_string();
    let askpass = dir.join("askpass.sh");
    std::fs::write(&askpass, format!("#!/bin/sh\necho {CODE}\n")).expect("askpass");
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&askpass, std::fs::Permissions::from_mode(0o755)).expect("mode");
    let askpass = askpass.display().to_string();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
        .to_string();
    let web_port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
        .to_string();
    let names: Vec<String> = (1..=SEATS).map(|i| format!("P{i}")).collect();
    let players: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(i, n)| {
            if i < SEATS - WEB_SEATS {
                format!("{n}@ssh")
            } else {
                format!("{n}@web")
            }
        })
        .collect();
    let players = players.join(",");
    let env = [
        ("NAIPES_DATA_DIR", dir_s.as_str()),
        ("NAIPES_CONFIG_DIR", dir_s.as_str()),
    ];
    let args = [
        "host",
        "palace",
        "--players",
        &players,
        "--port",
        &port,
        "--web-port",
        &web_port,
        "--code",
        CODE,
        "--spectators",
    ];
    let mut host = Term::spawn(&bin, &args, &env);
    let pid = host.child.process_id().expect("the host's pid");
    wait_until("the host", Duration::from_secs(10), || host.bytes() > 500);
    host.send("\r");
    std::thread::sleep(Duration::from_millis(300));
    let (_, rss_alone) = usage(pid);
    let ssh_env = [
        ("SSH_ASKPASS", askpass.as_str()),
        ("SSH_ASKPASS_REQUIRE", "force"),
        ("DISPLAY", ":0"),
    ];
    let join = |user: &str| {
        let target = format!("{user}@127.0.0.1");
        Term::spawn(
            "ssh",
            &[
                "-p",
                &port,
                "-o",
                "StrictHostKeyChecking=no",
                "-o",
                "UserKnownHostsFile=/dev/null",
                "-o",
                "LogLevel=ERROR",
                "-o",
                "PubkeyAuthentication=no",
                "-t",
                &target,
            ],
            &ssh_env,
        )
    };
    // A few at a time: the server lets an address hold only a few connections that have
    // not logged in yet (a table behind one address, as here, joins in turns).
    let mut joined: Vec<Term> = Vec::new();
    let users: Vec<&str> = names[..SEATS - WEB_SEATS]
        .iter()
        .map(String::as_str)
        .chain(std::iter::repeat_n("watch", SPECTATORS - WEB_SPECTATORS))
        .collect();
    let start = Instant::now();
    for batch in users.chunks(3) {
        joined.extend(batch.iter().map(|u| join(u)));
        while !joined.iter().all(|t| t.bytes() > 1000) {
            if start.elapsed() > Duration::from_secs(120) {
                let bytes: Vec<usize> = joined.iter().map(Term::bytes).collect();
                panic!("not every connection got its first frame: bytes {bytes:?}");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
    let spectators = joined.split_off(SEATS - WEB_SEATS);
    let mut seats = joined;
    std::thread::sleep(Duration::from_secs(1));
    let (_, rss_ssh) = usage(pid);
    let mut browsers: Vec<WsTerm> = Vec::new();
    let web_users: Vec<&str> = names[SEATS - WEB_SEATS..]
        .iter()
        .map(String::as_str)
        .chain(std::iter::repeat_n("watch", WEB_SPECTATORS))
        .collect();
    for user in web_users {
        browsers.push(WsTerm::join(&web_port, user));
        let last = browsers.last().expect("just joined");
        wait_until("a browser's first frame", Duration::from_secs(20), || {
            last.bytes() > 1000
        });
    }
    let web_spectators = browsers.split_off(WEB_SEATS);
    let mut web_seats = browsers;
    std::thread::sleep(Duration::from_secs(1));
    let (ticks_before, rss_all) = usage(pid);
    let started = Instant::now();
    let mut latencies = Vec::new();
    let mut web_latencies = Vec::new();
    let mut lost = 0;
    for _ in 0..ROUNDS {
        for (ssh, web) in seats.iter_mut().zip(web_seats.iter_mut()) {
            // The rules help opens and closes: a whole new frame each time.
            for key in ["?", "\x1b"] {
                match ssh.round_trip(key) {
                    Some(d) => latencies.push(d),
                    None => lost += 1,
                }
                std::thread::sleep(Duration::from_millis(15));
                match web.round_trip(key) {
                    Some(d) => web_latencies.push(d),
                    None => lost += 1,
                }
                std::thread::sleep(Duration::from_millis(15));
            }
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let (ticks_after, _) = usage(pid);
    let hz = 100.0;
    let cpu = (ticks_after - ticks_before) as f64 / hz / seconds * 100.0;
    latencies.sort();
    web_latencies.sort();
    let ssh_connections = (SEATS - WEB_SEATS + SPECTATORS - WEB_SPECTATORS) as f64;
    let web_connections = (WEB_SEATS + WEB_SPECTATORS) as f64;
    println!(
        "hosted palace, {SEATS} seats at other terminals ({WEB_SEATS} in browsers) + {SPECTATORS} spectators ({WEB_SPECTATORS} in browsers), {} keystrokes:",
        latencies.len() + web_latencies.len()
    );
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    for (kind, sorted) in [("ssh", &latencies), ("browser", &web_latencies)] {
        println!(
            "  keystroke to frame, {kind} seats: median {:.1} ms, p99 {:.1} ms, worst {:.1} ms",
            ms(percentile(sorted, 0.5)),
            ms(percentile(sorted, 0.99)),
            sorted.last().map_or(0.0, |d| ms(*d))
        );
    }
    println!("  ({lost} keystrokes unanswered)");
    println!(
        "  host CPU while typing: {cpu:.1} % of a core; resident memory {rss_alone} kB alone, {rss_ssh} kB with {ssh_connections} ssh connections ({:.0} kB each), {rss_all} kB with {web_connections} browsers more ({:.0} kB each)",
        (rss_ssh.saturating_sub(rss_alone)) as f64 / ssh_connections,
        (rss_all.saturating_sub(rss_ssh)) as f64 / web_connections
    );
    drop(web_spectators);
    host.send("\x11");
    for t in seats
        .iter_mut()
        .chain(spectators.into_iter().collect::<Vec<_>>().iter_mut())
    {
        let _ = t.child.kill();
    }
    let _ = host.child.kill();
    let _ = std::fs::remove_dir_all(&dir);
}
