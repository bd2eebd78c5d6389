//! Browser seats: the same table served to a page with a WebSocket per seat, beside the
//! SSH server, on its runtime, with its limits (the code, failures per address and
//! name, connections, keys per second). The page is a terminal (xterm.js, vendored in
//! `assets/web/`): it gets the very frames an SSH guest gets and sends the bytes a
//! terminal would, so one decoder and one drawing serve both kinds of seat.
//!
//! Every connection has deadlines that drop its socket, whatever it is doing: a page
//! request that does not finish, a WebSocket that does not log in, a silent or
//! unreading browser.

use super::conn::{ConnId, GuestEvent};
use super::limits::{self, Bucket, Who};
use super::server::{FRAMES_QUEUED, Shared, Status, Waiting, lang_of, lock, same_secret};
use super::{Out, ServerEvent};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Extension, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Page requests (the page, its scripts) open at once; more are closed unread.
const MOST_PAGE_CONNECTIONS: usize = 64;
/// How long a connection may stay on page requests before its socket is closed (a
/// browser fetches the page in milliseconds; a stalled request holds nothing longer).
const PAGE_DEADLINE: Duration = Duration::from_secs(20);
/// How long an open WebSocket may take to send its login (the page sends it at once;
/// a table's shorter login deadline, in tests, shortens it).
const LOGIN_DEADLINE: Duration = Duration::from_secs(10);
/// WebSockets not logged in yet, from all addresses together.
const MOST_WAITING: usize = 64;
/// The largest message or frame read from a browser: a login, a size, typed keys.
const MOST_MESSAGE: usize = limits::MOST_BYTES_PER_READ;
/// A browser is pinged this often; one that sends nothing (not even the pong its
/// browser sends by itself) for `IDLE_DEADLINE` is gone.
const PING_EVERY: Duration = Duration::from_secs(20);
const IDLE_DEADLINE: Duration = Duration::from_secs(65);
/// A frame that a browser does not take within this long closes it (a reader that
/// stalls holds no memory and no task).
const SEND_DEADLINE: Duration = Duration::from_secs(10);
/// A page's size changes are passed on at most this often (each is a whole redraw).
const RESIZE_EVERY: Duration = Duration::from_millis(100);
/// The longest token kept (the page makes 32 hex digits).
const LONGEST_TOKEN: usize = 64;

/// The files of the page, embedded: nothing is fetched at run time.
const PAGE: &[(&str, &[u8], &str)] = &[
    (
        "/",
        include_bytes!("../../assets/web/index.html"),
        "text/html; charset=utf-8",
    ),
    (
        "/naipes.js",
        include_bytes!("../../assets/web/naipes.js"),
        "text/javascript; charset=utf-8",
    ),
    (
        "/naipes.css",
        include_bytes!("../../assets/web/naipes.css"),
        "text/css; charset=utf-8",
    ),
    (
        "/vendor/xterm.js",
        include_bytes!("../../assets/web/vendor/xterm.js"),
        "text/javascript; charset=utf-8",
    ),
    (
        "/vendor/xterm.css",
        include_bytes!("../../assets/web/vendor/xterm.css"),
        "text/css; charset=utf-8",
    ),
    (
        "/vendor/addon-fit.js",
        include_bytes!("../../assets/web/vendor/addon-fit.js"),
        "text/javascript; charset=utf-8",
    ),
];

/// Scripts and styles from this server only, no inline script, no frames around it.
const POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
connect-src 'self'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action 'none'; \
frame-ancestors 'none'";

/// What the browser connections share beyond the SSH server's own.
struct Web {
    shared: Arc<Shared>,
    stop: tokio::sync::watch::Receiver<bool>,
    /// WebSockets open that have not logged in yet.
    waiting: Arc<AtomicUsize>,
}

/// The address a request came from.
#[derive(Clone, Copy)]
struct Peer(IpAddr);

/// Serves pages and WebSockets until told to stop.
pub(super) async fn serve(
    listener: tokio::net::TcpListener,
    shared: Arc<Shared>,
    mut stop: tokio::sync::watch::Receiver<bool>,
) {
    let page_deadline = PAGE_DEADLINE.min(shared.login_deadline);
    let web = Arc::new(Web {
        shared,
        stop: stop.clone(),
        waiting: Arc::new(AtomicUsize::new(0)),
    });
    let router = axum::Router::new()
        .route("/ws", axum::routing::get(upgrade))
        .fallback(axum::routing::get(page))
        .with_state(web);
    let open = Arc::new(AtomicUsize::new(0));
    while let Some((socket, peer)) = super::server::accept(&listener, &mut stop).await {
        let Some(slot) = Slot::take(&open, MOST_PAGE_CONNECTIONS) else {
            continue; // dropped: closed before any work
        };
        let _ = socket.set_nodelay(true);
        let service = hyper_util::service::TowerToHyperService::new(
            router.clone().layer(Extension(Peer(peer.ip()))),
        );
        let mut stop = stop.clone();
        tokio::spawn(async move {
            let _slot = slot;
            // The connection owns its socket: dropped at the deadline, it is closed.
            // A WebSocket leaves it at the upgrade, with a socket of its own.
            let requests = hyper::server::conn::http1::Builder::new()
                .serve_connection(hyper_util::rt::TokioIo::new(socket), service)
                .with_upgrades();
            tokio::select! {
                _ = tokio::time::timeout(page_deadline, requests) => {}
                _ = stop.changed() => {}
            }
        });
    }
}

/// One of a bounded number of places, given back when dropped.
struct Slot(Arc<AtomicUsize>);

impl Slot {
    fn take(count: &Arc<AtomicUsize>, most: usize) -> Option<Slot> {
        let taken = count.fetch_add(1, Ordering::SeqCst);
        let slot = Slot(Arc::clone(count));
        (taken < most).then_some(slot)
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// The page's files, each with the policy that keeps it to its own scripts.
async fn page(uri: axum::http::Uri) -> Response {
    let Some((_, body, kind)) = PAGE.iter().find(|(path, _, _)| *path == uri.path()) else {
        // Browsers ask for an icon whatever the page says: none, and no error logged.
        let status = if uri.path() == "/favicon.ico" {
            StatusCode::NO_CONTENT
        } else {
            StatusCode::NOT_FOUND
        };
        let mut response = status.into_response();
        secure(response.headers_mut());
        return response;
    };
    let mut response = (*body).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    secure(headers);
    response
}

/// Headers every response carries.
fn secure(headers: &mut HeaderMap) {
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(POLICY),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
}

/// Whether a WebSocket's request comes from this server's own page: a browser always
/// says where the page came from, and another site's page may not sit down here.
fn same_origin(headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        // Not a browser (a browser always sends it): the code still guards the table.
        return true;
    };
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let origin = origin.to_str().ok();
    match (origin, host) {
        (Some(origin), Some(host)) => {
            origin.strip_prefix("http://") == Some(host)
                || origin.strip_prefix("https://") == Some(host)
        }
        _ => false,
    }
}

async fn upgrade(
    State(web): State<Arc<Web>>,
    Extension(Peer(peer)): Extension<Peer>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    if !same_origin(&headers) {
        return (StatusCode::FORBIDDEN, "another site's page").into_response();
    }
    // Not counted among the table's connections until it logs in: one address's
    // connections not logged in close the oldest of them (as over SSH), and all of
    // them together are bounded.
    let Some(slot) = Slot::take(&web.waiting, MOST_WAITING) else {
        return (StatusCode::SERVICE_UNAVAILABLE, "too many connections").into_response();
    };
    let web = Arc::clone(&web);
    ws.max_message_size(MOST_MESSAGE)
        .max_frame_size(MOST_MESSAGE)
        .on_upgrade(move |socket| session(socket, web, peer, slot))
}

/// One of the table's connections, given back when dropped.
struct Counted(Arc<Shared>);

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.connections.fetch_sub(1, Ordering::SeqCst);
    }
}

/// What a page sends first.
#[derive(serde::Deserialize)]
struct Login {
    code: String,
    name: String,
    #[serde(default)]
    token: Option<String>,
    cols: u32,
    rows: u32,
    #[serde(default)]
    lang: Option<String>,
    /// Line mode, for a screen reader: the table said in lines of text (into the
    /// page's live region), and lines typed back, instead of a terminal.
    #[serde(default)]
    lines: bool,
}

/// What a page sends later besides keys: its terminal's new size.
#[derive(serde::Deserialize)]
struct Size {
    cols: u32,
    rows: u32,
}

/// What a page in line mode sends: a typed line.
#[derive(serde::Deserialize)]
struct Typed {
    line: String,
}

/// A typed line as the table reads it: bounded, without control characters.
fn clean_line(line: &str) -> String {
    let mut kept = String::new();
    for c in line.chars().filter(|c| !c.is_control()) {
        if kept.len() + c.len_utf8() > limits::LONGEST_LINE {
            break;
        }
        kept.push(c);
    }
    kept.trim().to_string()
}

/// A token kept only if it is short and made of letters and digits.
fn clean_token(token: Option<String>) -> Option<String> {
    token.filter(|t| {
        !t.is_empty() && t.len() <= LONGEST_TOKEN && t.chars().all(|c| c.is_ascii_alphanumeric())
    })
}

/// A JSON text message for the page.
fn said(key: &str, value: serde_json::Value) -> Message {
    Message::text(serde_json::json!({ key: value }).to_string())
}

/// Says why, then the socket closes (when the caller drops it).
async fn refuse(socket: &mut WebSocket, why: &str) {
    last_word(socket, "refused", why).await;
}

/// One browser seat, from its login to its close.
async fn session(mut socket: WebSocket, web: Arc<Web>, peer: IpAddr, slot: Slot) {
    let shared = Arc::clone(&web.shared);
    let id = shared.next_id.fetch_add(1, Ordering::SeqCst);
    let status = Arc::new(Status::default());
    let waiting = Waiting::new(&shared, peer, id, &status);
    let deadline = LOGIN_DEADLINE.min(shared.login_deadline);
    let first = tokio::select! {
        first = tokio::time::timeout(deadline, socket.recv()) => first,
        () = status.kick.notified() => return,
    };
    drop((waiting, slot));
    let Ok(Some(Ok(Message::Text(text)))) = first else {
        return;
    };
    // Past the table's connections, room for one more per seat (as over SSH): such a
    // connection may sit down only under a seat's name.
    let most = shared.max_connections + shared.seat_names.len();
    let open = shared.connections.fetch_add(1, Ordering::SeqCst) + 1;
    let _counted = Counted(Arc::clone(&shared));
    let over_limit = open > shared.max_connections;
    let Ok(login) = serde_json::from_str::<Login>(text.as_str()) else {
        refuse(&mut socket, "bad login message").await;
        return;
    };
    let lang = login.lang.as_deref().and_then(lang_of);
    let words = super::text::words(lang.unwrap_or(crate::engine::Lang::En));
    let user = limits::clean_name(login.name.trim());
    let who = Who::of(&user, &shared.seat_names);
    if open > most || (over_limit && who == Who::Other) {
        refuse(&mut socket, words.table_full).await;
        return;
    }
    let wait = lock(&shared.failures).wait_for(peer, &who, Instant::now());
    if let Some(left) = wait {
        let seconds = left.as_secs().max(1).to_string();
        refuse(
            &mut socket,
            super::text::fill(words.locked_out, &[("s", &seconds)]).trim(),
        )
        .await;
        return;
    }
    if user.is_empty() {
        refuse(&mut socket, words.name_needed).await;
        return;
    }
    if !same_secret(login.code.trim(), &shared.code) {
        // A refusal takes a second, whatever was wrong: guessing is slow.
        tokio::time::sleep(Duration::from_secs(1)).await;
        lock(&shared.failures).failed(peer, &who, Instant::now());
        refuse(&mut socket, words.wrong_code).await;
        return;
    }
    lock(&shared.failures).succeeded(peer, &who);
    if socket.send(said("joined", true.into())).await.is_err() {
        return;
    }
    let (cols, rows) = limits::bounded_size(login.cols, login.rows);
    let (tx, rx) = tokio::sync::mpsc::channel::<Out>(FRAMES_QUEUED);
    lock(&shared.outboxes).insert(id, tx);
    let events = &shared.events;
    let _ = events.send(if login.lines {
        ServerEvent::Lines { conn: id }
    } else {
        ServerEvent::Resized {
            conn: id,
            cols,
            rows,
        }
    });
    let _ = events.send(ServerEvent::Guest(GuestEvent::Joined {
        conn: id,
        user,
        lang,
        token: clean_token(login.token),
    }));
    let seat = Seat {
        shared: Arc::clone(&shared),
        id,
        size: (cols, rows),
        wanted: None,
        decoder: crate::input::Decoder::default(),
        bucket: Bucket::default(),
        lines: login.lines,
    };
    seat.run(socket, rx, web.stop.clone(), words).await;
}

/// A browser seat that has logged in.
struct Seat {
    shared: Arc<Shared>,
    id: ConnId,
    size: (u16, u16),
    /// A new size asked for, passed on at the next resize tick.
    wanted: Option<(u16, u16)>,
    decoder: crate::input::Decoder,
    bucket: Bucket,
    /// Line mode: lines of text each way, no terminal.
    lines: bool,
}

impl Seat {
    async fn run(
        mut self,
        mut socket: WebSocket,
        mut rx: tokio::sync::mpsc::Receiver<Out>,
        mut stop: tokio::sync::watch::Receiver<bool>,
        words: &'static super::text::Words,
    ) {
        // The screen of its own, hidden cursor, cleared: the frames draw on it. Clicks
        // are reported (a tap on a card picks it), in the SGR form the decoder reads.
        let start = Message::binary(b"\x1b[?1049h\x1b[?25l\x1b[2J\x1b[?1000h\x1b[?1006h".to_vec());
        if !self.lines && socket.send(start).await.is_err() {
            return;
        }
        let mut ping = tokio::time::interval(PING_EVERY);
        let mut resize = tokio::time::interval(RESIZE_EVERY);
        let mut idle = tokio::time::Instant::now() + IDLE_DEADLINE;
        loop {
            tokio::select! {
                heard = tokio::time::timeout_at(idle, socket.recv()) => {
                    let Ok(Some(Ok(message))) = heard else { return };
                    idle = tokio::time::Instant::now() + IDLE_DEADLINE;
                    match message {
                        Message::Binary(bytes) if !self.lines => self.keys(&bytes),
                        Message::Binary(_) => {}
                        Message::Text(text) if self.lines => self.typed(text.as_str()),
                        Message::Text(text) => {
                            if let Ok(size) = serde_json::from_str::<Size>(text.as_str()) {
                                self.wanted = Some(limits::bounded_size(size.cols, size.rows));
                            }
                        }
                        Message::Close(_) => return,
                        Message::Ping(_) | Message::Pong(_) => {}
                    }
                }
                out = rx.recv() => match out {
                    Some(Out::Frame(bytes)) => {
                        let message = if self.lines {
                            // Lines for the live region: text, never terminal codes.
                            said("say", String::from_utf8_lossy(&bytes).into())
                        } else {
                            Message::binary(bytes)
                        };
                        let sent = tokio::time::timeout(SEND_DEADLINE, socket.send(message));
                        if !matches!(sent.await, Ok(Ok(()))) {
                            return;
                        }
                    }
                    Some(Out::Close(text)) => {
                        close(&mut socket, &text).await;
                        return;
                    }
                    None => return,
                },
                _ = ping.tick() => {
                    let sent = tokio::time::timeout(SEND_DEADLINE, socket.send(Message::Ping(Vec::new().into())));
                    if !matches!(sent.await, Ok(Ok(()))) {
                        return;
                    }
                }
                _ = resize.tick(), if self.wanted.is_some() => self.resized(),
                _ = stop.changed() => {
                    close(&mut socket, words.table_closed).await;
                    return;
                }
            }
        }
    }

    /// Typed bytes and clicks, decoded as at the host's own terminal, within the key
    /// rate.
    fn keys(&mut self, bytes: &[u8]) {
        let bytes = &bytes[..bytes.len().min(limits::MOST_BYTES_PER_READ)];
        let now = Instant::now();
        self.decoder.expire(now);
        for event in self.decoder.feed(bytes, now) {
            let conn = self.id;
            let event = match event {
                crossterm::event::Event::Key(key) => GuestEvent::Key { conn, key },
                crossterm::event::Event::Mouse(mouse) => GuestEvent::Mouse { conn, mouse },
                _ => continue,
            };
            if self.bucket.take(now) {
                let _ = self.shared.events.send(ServerEvent::Guest(event));
            }
        }
    }

    /// A line typed in line mode, within the key rate (a line counts as one key).
    fn typed(&mut self, text: &str) {
        let Ok(typed) = serde_json::from_str::<Typed>(text) else {
            return;
        };
        if self.bucket.take(Instant::now()) {
            let _ = self
                .shared
                .events
                .send(ServerEvent::Guest(GuestEvent::Line {
                    conn: self.id,
                    line: clean_line(&typed.line),
                }));
        }
    }

    fn resized(&mut self) {
        if let Some(size) = self.wanted.take()
            && size != self.size
        {
            self.size = size;
            let _ = self.shared.events.send(ServerEvent::Resized {
                conn: self.id,
                cols: size.0,
                rows: size.1,
            });
        }
    }
}

impl Drop for Seat {
    /// The seat is free again (said once).
    fn drop(&mut self) {
        lock(&self.shared.outboxes).remove(&self.id);
        let _ = self
            .shared
            .events
            .send(ServerEvent::Guest(GuestEvent::Left { conn: self.id }));
    }
}

/// The last line, then the socket closes.
async fn close(socket: &mut WebSocket, text: &str) {
    last_word(socket, "closed", text).await;
}

/// `{key: text}` for the page, then a close frame, each within its deadline.
async fn last_word(socket: &mut WebSocket, key: &str, text: &str) {
    let _ = tokio::time::timeout(SEND_DEADLINE, socket.send(said(key, text.into()))).await;
    let _ = tokio::time::timeout(limits::ACCEPT_PAUSE, socket.send(Message::Close(None))).await;
}
