//! The browser seats' server against a client written here byte by byte (so that it can
//! also misbehave): logins, refusals, origins, limits and deadlines.

use super::conn::GuestEvent;
use super::{HostOptions, Hosting, ServerEvent};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

const CODE: &str = "tablecode42";

fn hosted(name: &str, login_deadline: Duration) -> Hosting {
    let dir = std::env::temp_dir().join(format!("naipes-web-{name}-{}", std::process::id()));
    Hosting::start(HostOptions {
        bind: "127.0.0.1".parse().unwrap(),
        port: 0,
        code: CODE.into(),
        authorized_keys: None,
        host_key: dir.join("host_key"),
        max_connections: 6,
        login_deadline,
        terminal_deadline: Duration::from_secs(5),
        seat_names: vec!["Bob".into(), "Cy".into()],
        web_port: Some(0),
        web_port_any: false,
    })
    .expect("the server starts")
}

/// A WebSocket client with nothing between the test and the bytes.
struct Client {
    stream: TcpStream,
}

impl Client {
    /// Opens `/ws` as a page from `origin` would; Err: the server's status line.
    fn open(hosting: &Hosting, origin: Option<&str>) -> Result<Client, String> {
        let addr = hosting.web_addr.expect("the page is served");
        let mut stream = TcpStream::connect(addr).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let origin = origin.map_or(String::new(), |o| format!("Origin: {o}\r\n"));
        let request = format!(
            "GET /ws HTTP/1.1\r\nHost: {addr}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
             Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n{origin}\r\n"
        );
        stream.write_all(request.as_bytes()).unwrap();
        let mut head = Vec::new();
        let mut byte = [0u8; 1];
        while !head.ends_with(b"\r\n\r\n") {
            match stream.read(&mut byte) {
                Ok(1) => head.push(byte[0]),
                _ => break,
            }
        }
        let head = String::from_utf8_lossy(&head).to_string();
        if head.starts_with("HTTP/1.1 101") {
            Ok(Client { stream })
        } else {
            Err(head.lines().next().unwrap_or("").to_string())
        }
    }

    /// Sends one frame (masked, as a client must) of `opcode` (1 text, 2 binary).
    fn frame(&mut self, opcode: u8, payload: &[u8]) {
        let mut out = vec![0x80 | opcode];
        let len = payload.len();
        if len < 126 {
            out.push(0x80 | len as u8);
        } else if len < 65536 {
            out.push(0x80 | 126);
            out.extend_from_slice(&(len as u16).to_be_bytes());
        } else {
            out.push(0x80 | 127);
            out.extend_from_slice(&(len as u64).to_be_bytes());
        }
        let mask = [1u8, 2, 3, 4];
        out.extend_from_slice(&mask);
        out.extend(payload.iter().enumerate().map(|(i, b)| b ^ mask[i % 4]));
        let _ = self.stream.write_all(&out);
    }

    fn text(&mut self, text: &str) {
        self.frame(1, text.as_bytes());
    }

    fn login(&mut self, name: &str, code: &str, token: &str) {
        let login = serde_json::json!({
            "code": code, "name": name, "token": token, "cols": 80, "rows": 24, "lang": "en"
        });
        self.text(&login.to_string());
    }

    /// The next message from the server: (opcode, payload); None once it closed.
    fn read(&mut self) -> Option<(u8, Vec<u8>)> {
        let mut head = [0u8; 2];
        self.stream.read_exact(&mut head).ok()?;
        let opcode = head[0] & 0x0f;
        let mut len = u64::from(head[1] & 0x7f);
        if len == 126 {
            let mut ext = [0u8; 2];
            self.stream.read_exact(&mut ext).ok()?;
            len = u64::from(u16::from_be_bytes(ext));
        } else if len == 127 {
            let mut ext = [0u8; 8];
            self.stream.read_exact(&mut ext).ok()?;
            len = u64::from_be_bytes(ext);
        }
        let mut payload = vec![0u8; len as usize];
        self.stream.read_exact(&mut payload).ok()?;
        (opcode != 8).then_some((opcode, payload))
    }

    /// The next text message.
    fn next_text(&mut self) -> Option<String> {
        loop {
            let (opcode, payload) = self.read()?;
            if opcode == 1 {
                return Some(String::from_utf8_lossy(&payload).to_string());
            }
        }
    }

    /// Whether the server closes the connection within `within` (what it sends
    /// meanwhile is read and dropped; a read that times out is not a close).
    fn closed_within(&mut self, within: Duration) -> bool {
        let until = Instant::now() + within;
        let mut buf = [0u8; 4096];
        loop {
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            self.stream.set_read_timeout(Some(left)).unwrap();
            match self.stream.read(&mut buf) {
                Ok(0) => return true,
                Ok(_) => {}
                Err(e)
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) =>
                {
                    return false;
                }
                Err(_) => return true,
            }
        }
    }
}

/// The server's events until `done` holds for one (or 10 s pass): the ones seen.
fn events_until(hosting: &Hosting, done: impl Fn(&ServerEvent) -> bool) -> Vec<ServerEvent> {
    let events = hosting.events.as_ref().unwrap();
    let mut seen = Vec::new();
    let until = Instant::now() + Duration::from_secs(10);
    while Instant::now() < until {
        if let Ok(event) = events.recv_timeout(Duration::from_millis(100)) {
            let stop = done(&event);
            seen.push(event);
            if stop {
                break;
            }
        }
    }
    seen
}

fn joined(event: &ServerEvent) -> bool {
    matches!(event, ServerEvent::Guest(GuestEvent::Joined { .. }))
}

/// The right code sits a browser down with its name, language and token; its keys
/// arrive as the table's keys; frames sent to it arrive as they were drawn; its close
/// frees the seat.
#[test]
fn a_browser_joins_types_and_gets_its_frames() {
    let hosting = hosted("join", Duration::from_secs(10));
    let addr = hosting.web_addr.unwrap();
    let mut page = Client::open(&hosting, Some(&format!("http://{addr}"))).expect("upgrades");
    page.login("Bob", CODE, "0123456789abcdef0123456789abcdef");
    assert_eq!(page.next_text().as_deref(), Some(r#"{"joined":true}"#));
    let seen = events_until(&hosting, joined);
    let conn = match seen.last() {
        Some(ServerEvent::Guest(GuestEvent::Joined {
            conn,
            user,
            lang,
            token,
        })) => {
            assert_eq!(user, "Bob");
            assert_eq!(*lang, Some(crate::engine::Lang::En));
            assert_eq!(token.as_deref(), Some("0123456789abcdef0123456789abcdef"));
            *conn
        }
        other => panic!("no join: {other:?}"),
    };
    assert!(
        seen.iter().any(|e| matches!(
            e,
            ServerEvent::Resized { conn: c, cols: 80, rows: 24 } if *c == conn
        )),
        "{seen:?}"
    );
    page.frame(2, b"x\r");
    let keys = events_until(&hosting, |e| {
        matches!(e, ServerEvent::Guest(GuestEvent::Key { key, .. })
            if key.code == crossterm::event::KeyCode::Enter)
    });
    assert!(
        keys.iter().any(
            |e| matches!(e, ServerEvent::Guest(GuestEvent::Key { key, .. })
            if key.code == crossterm::event::KeyCode::Char('x'))
        ),
        "{keys:?}"
    );
    // A tap, as the page's terminal reports it (SGR, 1-based): a click there.
    page.frame(2, b"\x1b[<0;5;3M\x1b[<0;5;3m");
    let clicks = events_until(&hosting, |e| {
        matches!(e, ServerEvent::Guest(GuestEvent::Mouse { .. }))
    });
    assert!(
        matches!(clicks.last(), Some(ServerEvent::Guest(GuestEvent::Mouse { mouse, .. }))
            if mouse.column == 4 && mouse.row == 2
                && matches!(mouse.kind, crossterm::event::MouseEventKind::Down(_))),
        "{clicks:?}"
    );
    // A frame drawn for it arrives as it was (after the screen's set-up).
    assert!(hosting.send_frame(conn, b"\x1b[Hhello".to_vec()));
    let mut got = Vec::new();
    while !got.ends_with(b"\x1b[Hhello") {
        let (opcode, payload) = page.read().expect("frames");
        if opcode == 2 {
            got.extend_from_slice(&payload);
        }
    }
    drop(page);
    let left = events_until(
        &hosting,
        |e| matches!(e, ServerEvent::Guest(GuestEvent::Left { conn: c }) if *c == conn),
    );
    assert!(
        matches!(
            left.last(),
            Some(ServerEvent::Guest(GuestEvent::Left { .. }))
        ),
        "{left:?}"
    );
}

/// A wrong code is refused after a second, and the page is told why; five wrong codes
/// under a name make that name wait, and not a seat's person.
#[test]
fn a_wrong_code_is_refused_slowly_and_guessers_wait() {
    let hosting = hosted("code", Duration::from_secs(10));
    let started = Instant::now();
    let mut page = Client::open(&hosting, None).expect("upgrades");
    page.login("mallory", "guess", "");
    let refused = page.next_text().expect("a reason");
    assert!(refused.contains("not the table code"), "{refused}");
    assert!(started.elapsed() >= Duration::from_secs(1));
    assert!(page.closed_within(Duration::from_secs(2)));
    for _ in 0..4 {
        let mut page = Client::open(&hosting, None).expect("upgrades");
        page.login("mallory", "guess", "");
        page.next_text();
    }
    let mut page = Client::open(&hosting, None).expect("upgrades");
    page.login("mallory", CODE, "");
    let refused = page.next_text().expect("a reason");
    assert!(refused.contains("too many wrong table codes"), "{refused}");
    let mut bob = Client::open(&hosting, None).expect("upgrades");
    bob.login("Bob", CODE, "");
    assert_eq!(bob.next_text().as_deref(), Some(r#"{"joined":true}"#));
}

/// Another site's page cannot open a seat (a browser always says its page's origin).
#[test]
fn another_sites_page_is_refused() {
    let hosting = hosted("origin", Duration::from_secs(10));
    let refused = Client::open(&hosting, Some("http://evil.example")).err();
    assert!(
        refused.as_deref().is_some_and(|l| l.contains("403")),
        "{refused:?}"
    );
}

/// The page and its files carry a policy that runs only this server's scripts; other
/// paths are not found.
#[test]
fn the_page_is_served_with_its_policy() {
    let hosting = hosted("page", Duration::from_secs(10));
    let addr = hosting.web_addr.unwrap();
    let get = |path: &str| {
        let mut stream = TcpStream::connect(addr).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(5)))
            .unwrap();
        let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).unwrap();
        let mut response = Vec::new();
        let _ = stream.read_to_end(&mut response);
        String::from_utf8_lossy(&response).to_string()
    };
    for path in ["/", "/naipes.js", "/vendor/xterm.js"] {
        let response = get(path);
        assert!(
            response.starts_with("HTTP/1.1 200"),
            "{path}: {response:.80}"
        );
        assert!(
            response
                .to_lowercase()
                .contains("content-security-policy: default-src 'none'; script-src 'self'"),
            "{path}"
        );
    }
    assert!(get("/../Cargo.toml").starts_with("HTTP/1.1 404"));
    assert!(
        get("/favicon.ico").starts_with("HTTP/1.1 204"),
        "no icon, and no error in the console"
    );
}

/// Deadlines close the socket itself: a WebSocket that never logs in, a page request
/// that stalls halfway, a login that stops midway through its frame.
#[test]
fn connections_that_stall_are_closed_at_the_deadline() {
    let hosting = hosted("stall", Duration::from_secs(1));
    let addr = hosting.web_addr.unwrap();
    let mut silent = Client::open(&hosting, None).expect("upgrades");
    let mut midway = Client::open(&hosting, None).expect("upgrades");
    // The first bytes of a frame that says 100 bytes follow, then nothing.
    let _ = midway
        .stream
        .write_all(&[0x81, 0x80 | 100, 1, 2, 3, 4, b'{']);
    let mut request = TcpStream::connect(addr).unwrap();
    request
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    request.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n").unwrap();
    assert!(silent.closed_within(Duration::from_secs(4)));
    assert!(midway.closed_within(Duration::from_secs(4)));
    let mut request = Client { stream: request };
    assert!(
        request.closed_within(Duration::from_secs(4)),
        "the request is still open"
    );
}

/// Hostile messages: garbage, an oversized frame, a flood of connections that never
/// log in. The server closes the offender, never panics, and a seat's person still
/// sits down.
#[test]
fn garbage_floods_and_oversized_messages_do_not_stop_the_table() {
    let hosting = hosted("hostile", Duration::from_secs(10));
    let mut garbage = Client::open(&hosting, None).expect("upgrades");
    garbage.text("{not json");
    let refused = garbage.next_text().expect("a reason");
    assert!(refused.contains("bad login"), "{refused}");
    let mut big = Client::open(&hosting, None).expect("upgrades");
    big.frame(2, &vec![b'a'; 100_000]);
    assert!(big.closed_within(Duration::from_secs(4)));
    let idle: Vec<Client> = (0..100)
        .filter_map(|_| Client::open(&hosting, None).ok())
        .collect();
    let mut cy = Client::open(&hosting, None).expect("upgrades past the idle ones");
    cy.login("Cy", CODE, "");
    assert_eq!(cy.next_text().as_deref(), Some(r#"{"joined":true}"#));
    // A logged-in seat's own garbage keys and sizes are read and dropped.
    cy.frame(2, &[0x1b, b'[', 0xff, 0xfe, 0x00, 0x1b]);
    cy.text("{\"cols\": -5}");
    cy.text("\u{0}");
    cy.frame(2, b"z");
    let keys = events_until(&hosting, |e| {
        matches!(e, ServerEvent::Guest(GuestEvent::Key { key, .. })
            if key.code == crossterm::event::KeyCode::Char('z'))
    });
    assert!(
        matches!(
            keys.last(),
            Some(ServerEvent::Guest(GuestEvent::Key { .. }))
        ),
        "{keys:?}"
    );
    drop(idle);
}
