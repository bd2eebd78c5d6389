//! The SSH server: one handler per connection. It authenticates (the table code as the
//! password, or a listed public key), accepts one terminal session, turns bytes into
//! keys within the limits, and writes the frames the event loop draws for it.

use super::conn::{ConnId, GuestEvent};
use super::limits::{self, Bucket, Failures, LineReader, Stage, Who};
use super::{HostOptions, Hosting, Out, ServerEvent};
use crate::engine::Lang;
use russh::keys::ssh_key::{self, HashAlg, PrivateKey, PublicKey};
use russh::server::{Auth, Msg, Server as _, Session};
use russh::{Channel, ChannelId, MethodKind, MethodSet};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A connection's frames waiting to be written: a few, then frames are dropped (and the
/// next is drawn whole) rather than letting a slow reader hold memory.
pub(super) const FRAMES_QUEUED: usize = 4;

/// What every connection's handler shares (SSH and browser connections alike).
pub(super) struct Shared {
    pub(super) events: std::sync::mpsc::Sender<ServerEvent>,
    pub(super) outboxes: Arc<Mutex<HashMap<ConnId, tokio::sync::mpsc::Sender<Out>>>>,
    pub(super) code: String,
    pub(super) keys: Vec<PublicKey>,
    pub(super) failures: Mutex<Failures>,
    pub(super) connections: AtomicUsize,
    pub(super) max_connections: usize,
    /// Connections not logged in yet, per address, oldest first: one address cannot
    /// hold every slot.
    pub(super) pending: Mutex<HashMap<IpAddr, Vec<Pending>>>,
    pub(super) next_id: AtomicU64,
    pub(super) login_deadline: Duration,
    pub(super) terminal_deadline: Duration,
    /// The names of the seats at other terminals: their people are never held behind
    /// others' failures, and may log in past the table's connections (see `serve`).
    pub(super) seat_names: Vec<String>,
}

/// A connection not logged in yet, as its address's share sees it.
pub(super) struct Pending {
    id: ConnId,
    status: Arc<Status>,
}

/// A connection not logged in yet, counted in its address's share until dropped. An
/// address over its share closes one of its own connections not logged in yet (a
/// stalled one first): it never keeps a newcomer out (found by a tester: 4 idle
/// connections from the address of an SSH tunnel shut out every player).
pub(super) struct Waiting {
    shared: Arc<Shared>,
    peer: IpAddr,
    id: ConnId,
}

impl Waiting {
    pub(super) fn new(
        shared: &Arc<Shared>,
        peer: IpAddr,
        id: ConnId,
        status: &Arc<Status>,
    ) -> Waiting {
        let mut pending = lock(&shared.pending);
        let waiting = pending.entry(peer).or_default();
        if waiting.len() >= limits::MOST_PENDING_PER_ADDRESS {
            let stages: Vec<Stage> = waiting.iter().map(|p| p.status.stage()).collect();
            if let Some(at) = limits::evict_order(&stages) {
                waiting.remove(at).status.kick.notify_one();
            }
        }
        waiting.push(Pending {
            id,
            status: Arc::clone(status),
        });
        Waiting {
            shared: Arc::clone(shared),
            peer,
            id,
        }
    }
}

impl Drop for Waiting {
    fn drop(&mut self) {
        let mut pending = lock(&self.shared.pending);
        if let Some(waiting) = pending.get_mut(&self.peer) {
            waiting.retain(|p| p.id != self.id);
            if waiting.is_empty() {
                pending.remove(&self.peer);
            }
        }
    }
}

/// What a connection's handler tells the task that runs it.
#[derive(Default)]
pub(super) struct Status {
    /// When it logged in (a connection without it is closed at the deadline).
    pub(super) logged_in_at: Mutex<Option<Instant>>,
    /// It opened its terminal.
    terminal: AtomicBool,
    /// How far its login has come (a `Stage` as a number).
    stage: std::sync::atomic::AtomicU8,
    /// Closes it at once: its address needed its place.
    pub(super) kick: tokio::sync::Notify,
}

impl Status {
    pub(super) fn stage(&self) -> Stage {
        match self.stage.load(Ordering::SeqCst) {
            0 => Stage::Unnamed,
            1 => Stage::OtherName,
            _ => Stage::SeatName,
        }
    }

    fn logged_in(&self) -> bool {
        lock(&self.logged_in_at).is_some()
    }
}

pub(super) fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The server's key: read from `path`, or made once and written there (mode 0600).
fn host_key(path: &std::path::Path) -> Result<PrivateKey, String> {
    if path.exists() {
        return PrivateKey::read_openssh_file(path)
            .map_err(|e| format!("the host key {} cannot be read: {e}", path.display()));
    }
    let mut seed = [0u8; 32];
    rand::fill(&mut seed);
    let key = PrivateKey::from(ssh_key::private::Ed25519Keypair::from_seed(&seed));
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    // Written beside, then renamed: a half-written key is never read.
    let part = path.with_extension("part");
    key.write_openssh_file(&part, ssh_key::LineEnding::LF)
        .and_then(|()| std::fs::rename(&part, path).map_err(ssh_key::Error::from))
        .map_err(|e| format!("the host key {} cannot be written: {e}", path.display()))?;
    Ok(key)
}

/// The public keys that may sit down without the code.
fn authorized(path: Option<&std::path::Path>) -> Result<Vec<PublicKey>, String> {
    let Some(path) = path else {
        return Ok(Vec::new());
    };
    let entries =
        ssh_key::AuthorizedKeys::read_file(path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(entries
        .into_iter()
        .map(|e| e.public_key().clone())
        .collect())
}

pub(super) fn start(options: HostOptions) -> Result<Hosting, String> {
    let key = host_key(&options.host_key)?;
    let fingerprint = key.public_key().fingerprint(HashAlg::Sha256).to_string();
    let keys = authorized(options.authorized_keys.as_deref())?;
    let mut methods = MethodSet::empty();
    methods.push(MethodKind::Password);
    if !keys.is_empty() {
        methods.push(MethodKind::PublicKey);
    }
    let config = russh::server::Config {
        methods,
        // A refusal takes this long, whatever was wrong: guessing is slow.
        auth_rejection_time: Duration::from_secs(1),
        auth_rejection_time_initial: Some(Duration::ZERO),
        // OpenSSH's own default: a client offers its keys before the code is asked,
        // and one typo must leave a retry (at 3, either cut people off; found by a
        // tester). Guessing stays slow: a second per refusal, a minute's wait after 5.
        max_auth_attempts: 6,
        keys: vec![key],
        inactivity_timeout: Some(Duration::from_secs(3600)),
        // No SSH keepalives: russh sends them before login too, and OpenSSH's client
        // drops a connection that gets one while the code is being typed ("bad message
        // during authentication: type 80", after 30 s; found by a tester). A lost
        // connection is found by TCP keepalives instead (`run_connection`).
        keepalive_interval: None,
        nodelay: true,
        ..Default::default()
    };
    let listener = std::net::TcpListener::bind((options.bind, options.port))
        .map_err(|e| format!("{}:{}: {e}", options.bind, options.port))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    listener.set_nonblocking(true).map_err(|e| e.to_string())?;
    let web = match options.web_port {
        Some(port) => Some(web_listener(options.bind, port, options.web_port_any)?),
        None => None,
    };
    let web_addr = match &web {
        Some(web) => Some(web.local_addr().map_err(|e| e.to_string())?),
        None => None,
    };
    let (tx, events) = std::sync::mpsc::channel();
    let outboxes = Arc::new(Mutex::new(HashMap::new()));
    let shared = Arc::new(Shared {
        events: tx,
        outboxes: Arc::clone(&outboxes),
        code: options.code,
        keys,
        failures: Mutex::new(Failures::default()),
        connections: AtomicUsize::new(0),
        max_connections: options.max_connections,
        pending: Mutex::new(HashMap::new()),
        next_id: AtomicU64::new(1),
        login_deadline: options.login_deadline,
        terminal_deadline: options.terminal_deadline,
        seat_names: options.seat_names,
    });
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let (ready_tx, ready_rx) = std::sync::mpsc::channel();
    let (stop_tx, stop) = tokio::sync::watch::channel(false);
    let thread = std::thread::Builder::new()
        .name("ssh".into())
        .spawn(move || {
            runtime.block_on(async move {
                let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
                    return;
                };
                let web = match web.map(tokio::net::TcpListener::from_std) {
                    Some(Ok(web)) => Some(web),
                    Some(Err(_)) => return,
                    None => None,
                };
                let _ = ready_tx.send(());
                if let Some(web) = web {
                    tokio::spawn(super::web::serve(web, Arc::clone(&shared), stop.clone()));
                }
                serve(listener, Arc::new(config), shared, stop).await;
            })
        })
        .map_err(|e| e.to_string())?;
    // A runtime that could not take the socket ends at once: no word comes.
    let shutdown = ready_rx
        .recv_timeout(Duration::from_secs(5))
        .ok()
        .map(|()| stop_tx);
    Ok(Hosting {
        events: Some(events),
        addr,
        web_addr,
        fingerprint,
        outboxes,
        shutdown,
        _runtime: thread,
    })
}

/// The next connection; None once the server is told to stop. A failed accept (out
/// of file descriptors, say) pauses and goes on: no client can stop the server.
pub(super) async fn accept(
    listener: &tokio::net::TcpListener,
    stop: &mut tokio::sync::watch::Receiver<bool>,
) -> Option<(tokio::net::TcpStream, SocketAddr)> {
    loop {
        let accepted = tokio::select! {
            _ = stop.changed() => return None,
            accepted = listener.accept() => accepted,
        };
        match accepted {
            Ok(accepted) => return Some(accepted),
            Err(_) => tokio::time::sleep(limits::ACCEPT_PAUSE).await,
        }
    }
}

/// The browsers' listener on `port` (0: any free one; `any`: a free one if `port` is
/// taken).
fn web_listener(bind: IpAddr, port: u16, any: bool) -> Result<std::net::TcpListener, String> {
    let listener = match std::net::TcpListener::bind((bind, port)) {
        Ok(listener) => listener,
        Err(_) if any => std::net::TcpListener::bind((bind, 0))
            .map_err(|e| format!("{bind}:{port} (web): {e}"))?,
        Err(e) => return Err(format!("{bind}:{port} (web): {e}")),
    };
    listener.set_nonblocking(true).map_err(|e| e.to_string())?;
    Ok(listener)
}

/// Accepts connections until told to stop. A full table closes a new connection at
/// once; a connection that has not logged in within `LOGIN_DEADLINE` is closed; a
/// failed accept (out of file descriptors, say) pauses and goes on: no client can stop
/// the server or hold its slots (found by a tester: a thousand idle connections closed
/// the port for good, a dozen kept every player out).
async fn serve(
    listener: tokio::net::TcpListener,
    config: Arc<russh::server::Config>,
    shared: Arc<Shared>,
    mut stop: tokio::sync::watch::Receiver<bool>,
) {
    let mut server = Server {
        shared: Arc::clone(&shared),
    };
    while let Some((socket, peer)) = accept(&listener, &mut stop).await {
        // Past the table's connections, room for one more per seat: such a connection
        // may log in only under a seat's name (found by a tester: logins that never
        // opened a terminal filled the table and kept Cy out of her seat).
        let most = shared.max_connections + shared.seat_names.len();
        if shared.connections.load(Ordering::SeqCst) >= most {
            continue; // dropped: closed before any work
        }
        let mut conn = server.new_client(Some(peer));
        conn.waiting = Some(Waiting::new(&shared, peer.ip(), conn.id, &conn.status));
        let status = Arc::clone(&conn.status);
        let config = Arc::clone(&config);
        let stop = stop.clone();
        let deadlines = (shared.login_deadline, shared.terminal_deadline);
        tokio::spawn(run_connection(
            socket, config, conn, status, deadlines, stop,
        ));
    }
}

/// One connection, from the first byte to its close.
async fn run_connection(
    socket: tokio::net::TcpStream,
    config: Arc<russh::server::Config>,
    conn: Conn,
    status: Arc<Status>,
    (login_deadline, terminal_deadline): (Duration, Duration),
    mut stop: tokio::sync::watch::Receiver<bool>,
) {
    let _ = socket.set_nodelay(true);
    // A guest whose network went away (no FIN) is noticed in about two minutes.
    let probes = socket2::TcpKeepalive::new().with_time(limits::KEEPALIVE_IDLE);
    #[cfg(any(target_os = "linux", target_os = "macos"))]
    let probes = probes
        .with_interval(limits::KEEPALIVE_IDLE)
        .with_retries(limits::KEEPALIVE_PROBES);
    let _ = socket2::SockRef::from(&socket).set_tcp_keepalive(&probes);
    // Our own hold on the socket: russh runs the session in a task of its own, which
    // dropping its handle does not stop, and a client stalled in the key exchange never
    // reads a polite disconnect (found by a tester: such connections stayed open for
    // good, and held their address's slots). The deadline shuts the socket itself.
    let own = socket2::SockRef::from(&socket).try_clone().ok();
    let shut = move || {
        if let Some(own) = &own {
            let _ = own.shutdown(std::net::Shutdown::Both);
        }
    };
    let deadline = tokio::time::Instant::now() + login_deadline;
    // A client that never says hello is dropped with the unfinished start.
    let start = russh::server::run_stream(config, socket, conn);
    let session = tokio::select! {
        started = tokio::time::timeout_at(deadline, start) => match started {
            Ok(Ok(session)) => session,
            _ => return,
        },
        () = status.kick.notified() => return,
    };
    let handle = session.handle();
    let mut session = std::pin::pin!(session);
    let login = tokio::time::sleep_until(deadline);
    let mut login = std::pin::pin!(login);
    let mut checked = false;
    // A logged-in connection that opens no terminal is closed after
    // `terminal_deadline` (it held a slot of the table for nothing).
    let mut tick = tokio::time::interval(Duration::from_millis(250));
    let why = loop {
        tokio::select! {
            _ = &mut session => return,
            () = &mut login, if !checked => {
                checked = true;
                if !status.logged_in() {
                    break "too long without logging in";
                }
            }
            _ = tick.tick(), if !status.terminal.load(Ordering::SeqCst) => {
                let at = *lock(&status.logged_in_at);
                if at.is_some_and(|at| at.elapsed() >= terminal_deadline) {
                    break "no terminal opened";
                }
            }
            () = status.kick.notified() => break "too many connections from this address",
            _ = stop.changed() => break "the table closed",
        }
    };
    // Said politely first (a client that reads gets the reason), then the socket goes
    // whatever russh's task is doing; its reads and writes fail and it ends.
    let polite = handle.disconnect(russh::Disconnect::ByApplication, why.into(), String::new());
    let _ = tokio::time::timeout(limits::ACCEPT_PAUSE, polite).await;
    // (Not polled again once ended: russh's session panics if it is.)
    if tokio::time::timeout(limits::ACCEPT_PAUSE, &mut session)
        .await
        .is_err()
    {
        shut();
        let _ = tokio::time::timeout(limits::ACCEPT_PAUSE, session).await;
    }
}

struct Server {
    shared: Arc<Shared>,
}

impl russh::server::Server for Server {
    type Handler = Conn;

    fn new_client(&mut self, peer: Option<SocketAddr>) -> Conn {
        let open = self.shared.connections.fetch_add(1, Ordering::SeqCst) + 1;
        Conn {
            id: self.shared.next_id.fetch_add(1, Ordering::SeqCst),
            shared: Arc::clone(&self.shared),
            peer: peer.map(|p| p.ip()),
            over_limit: open > self.shared.max_connections,
            status: Arc::new(Status::default()),
            user: String::new(),
            channel: None,
            size: None,
            lang: None,
            joined: false,
            decoder: crate::input::Decoder::default(),
            lines: None,
            bucket: Bucket::default(),
            waiting: None,
        }
    }
}

/// One connection.
struct Conn {
    id: ConnId,
    shared: Arc<Shared>,
    peer: Option<IpAddr>,
    /// More connections than the table allows: only a seat's name may log in on it.
    over_limit: bool,
    /// Shared with the task that runs it (its login, its terminal, its close).
    status: Arc<Status>,
    user: String,
    channel: Option<ChannelId>,
    size: Option<(u16, u16)>,
    lang: Option<Lang>,
    joined: bool,
    /// The same decoding of bytes into keys as at the host's own terminal.
    decoder: crate::input::Decoder,
    /// Line mode (no terminal: `ssh -T`): typed lines instead of keys.
    lines: Option<LineReader>,
    bucket: Bucket,
    /// In its address's share of connections not logged in yet, until it logs in.
    waiting: Option<Waiting>,
}

impl Conn {
    fn send(&self, event: ServerEvent) {
        let _ = self.shared.events.send(event);
    }

    /// Who `user` is for the limits; the connection's stage is said with it.
    fn who(&self, user: &str) -> Who {
        let who = Who::of(user, &self.shared.seat_names);
        let stage = match who {
            Who::Seat(_) => Stage::SeatName,
            Who::Other => Stage::OtherName,
        };
        self.status.stage.fetch_max(stage as u8, Ordering::SeqCst);
        who
    }

    /// Whether this connection may try to log in now as `who`.
    fn may_try(&self, who: &Who) -> bool {
        if self.over_limit && *who == Who::Other {
            return false;
        }
        let Some(peer) = self.peer else {
            return true;
        };
        !lock(&self.shared.failures).waiting(peer, who, Instant::now())
    }

    fn failed(&self, who: &Who) {
        if let Some(peer) = self.peer {
            lock(&self.shared.failures).failed(peer, who, Instant::now());
        }
    }

    fn succeeded(&mut self, user: &str, who: &Who) {
        if let Some(peer) = self.peer {
            lock(&self.shared.failures).succeeded(peer, who);
        }
        let first = {
            let mut at = lock(&self.status.logged_in_at);
            let first = at.is_none();
            at.get_or_insert_with(Instant::now);
            first
        };
        if first {
            self.waiting = None;
        }
        self.user = limits::clean_name(user);
    }
}

/// Compares without stopping at the first difference: the time taken tells nothing.
pub(super) fn same_secret(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut diff = a.len() ^ b.len();
    for i in 0..a.len().max(b.len()) {
        diff |= usize::from(a.get(i).copied().unwrap_or(0) ^ b.get(i).copied().unwrap_or(0));
    }
    diff == 0
}

/// The language a client's `LANG` asks for.
pub(super) fn lang_of(value: &str) -> Option<Lang> {
    let value = value.to_ascii_lowercase();
    if value.starts_with("es") {
        Some(Lang::Es)
    } else if value.starts_with("en") {
        Some(Lang::En)
    } else {
        None
    }
}

/// What a terminal is sent when a connection closes: the screen back as it was, a line.
fn farewell(text: &str) -> Vec<u8> {
    format!("\x1b[0m\x1b[?25h\x1b[?1049l{text}\r\n").into_bytes()
}

impl russh::server::Handler for Conn {
    type Error = russh::Error;

    /// Shown by ssh before it asks for the code: an address that must wait is told
    /// for how long (ssh alone says only "Permission denied"; found by a tester).
    async fn authentication_banner(&mut self) -> Result<Option<String>, Self::Error> {
        let Some(peer) = self.peer else {
            return Ok(None);
        };
        let left = lock(&self.shared.failures).wait_left(peer, Instant::now());
        Ok(left.map(|left| {
            let seconds = left.as_secs().max(1).to_string();
            super::text::fill(super::text::words(Lang::En).locked_out, &[("s", &seconds)])
        }))
    }

    async fn auth_none(&mut self, user: &str) -> Result<Auth, Self::Error> {
        self.who(user);
        Ok(Auth::reject())
    }

    async fn auth_password(&mut self, user: &str, password: &str) -> Result<Auth, Self::Error> {
        let who = self.who(user);
        if !self.may_try(&who) {
            return Ok(Auth::reject());
        }
        if same_secret(password, &self.shared.code) {
            self.succeeded(user, &who);
            Ok(Auth::Accept)
        } else {
            self.failed(&who);
            Ok(Auth::reject())
        }
    }

    async fn auth_publickey_offered(
        &mut self,
        user: &str,
        offer: russh::server::PublicKeyOffer<'_>,
    ) -> Result<Auth, Self::Error> {
        let who = self.who(user);
        let listed = self
            .shared
            .keys
            .iter()
            .any(|k| k.key_data() == offer.public_key.key_data());
        Ok(if listed && self.may_try(&who) {
            Auth::Accept
        } else {
            Auth::reject()
        })
    }

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: russh::server::VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        let who = self.who(user);
        let listed = self
            .shared
            .keys
            .iter()
            .any(|k| k.key_data() == key.public_key.key_data());
        if listed && self.may_try(&who) {
            self.succeeded(user, &who);
            Ok(Auth::Accept)
        } else {
            Ok(Auth::reject())
        }
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: russh::server::ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        // One terminal per connection.
        if self.channel.is_some() {
            reply
                .reject(russh::ChannelOpenFailure::AdministrativelyProhibited)
                .await;
            return Ok(());
        }
        self.channel = Some(channel.id());
        reply.accept().await;
        Ok(())
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        _term: &str,
        cols: u32,
        rows: u32,
        _pix_width: u32,
        _pix_height: u32,
        _modes: &[(russh::Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if Some(channel) != self.channel {
            return session.channel_failure(channel);
        }
        self.size = Some(limits::bounded_size(cols, rows));
        session.channel_success(channel)
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        // Only the language is read; anything else (LD_PRELOAD included: nothing runs
        // here, but nothing unused is said to be taken) is refused.
        if !matches!(name, "LANG" | "LC_ALL" | "LC_MESSAGES") || Some(channel) != self.channel {
            return session.channel_failure(channel);
        }
        if self.lang.is_none() {
            self.lang = lang_of(value);
        }
        session.channel_success(channel)
    }

    /// No X11 here: refused (the client that asked for a reply gets one).
    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _single_connection: bool,
        _x11_auth_protocol: &str,
        _x11_auth_cookie: &str,
        _x11_screen_number: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if Some(channel) != self.channel || self.joined {
            return session.channel_failure(channel);
        }
        session.channel_success(channel)?;
        let handle = session.handle();
        // No terminal asked for (ssh -T): line mode, for a screen reader. The client's
        // own terminal edits and echoes each line and sends it whole; what comes back is
        // plain lines, never an escape sequence (they would be printed as they are).
        let lines = self.size.is_none();
        if lines {
            self.lines = Some(LineReader::default());
        }
        let (tx, mut rx) = tokio::sync::mpsc::channel::<Out>(FRAMES_QUEUED);
        lock(&self.shared.outboxes).insert(self.id, tx);
        tokio::spawn(async move {
            // The screen of its own, hidden cursor, cleared: the frames draw on it.
            if !lines
                && handle
                    .data(channel, b"\x1b[?1049h\x1b[?25l\x1b[2J".to_vec())
                    .await
                    .is_err()
            {
                return;
            }
            while let Some(out) = rx.recv().await {
                match out {
                    Out::Frame(bytes) => {
                        if handle.data(channel, bytes).await.is_err() {
                            return;
                        }
                    }
                    Out::Close(text) => {
                        let last = if lines {
                            format!("{text}\n").into_bytes()
                        } else {
                            farewell(&text)
                        };
                        let _ = handle.data(channel, last).await;
                        let _ = handle.exit_status_request(channel, 0).await;
                        let _ = handle.eof(channel).await;
                        let _ = handle.close(channel).await;
                        return;
                    }
                }
            }
        });
        self.joined = true;
        self.status.terminal.store(true, Ordering::SeqCst);
        self.send(match self.size {
            Some((cols, rows)) => ServerEvent::Resized {
                conn: self.id,
                cols,
                rows,
            },
            None => ServerEvent::Lines { conn: self.id },
        });
        self.send(ServerEvent::Guest(GuestEvent::Joined {
            conn: self.id,
            user: self.user.clone(),
            lang: self.lang,
            token: None,
        }));
        Ok(())
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        _name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn data(
        &mut self,
        channel: ChannelId,
        data: &[u8],
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if !self.joined || Some(channel) != self.channel {
            return Ok(());
        }
        let data = &data[..data.len().min(limits::MOST_BYTES_PER_READ)];
        let now = Instant::now();
        if let Some(reader) = self.lines.as_mut() {
            for line in reader.feed(data) {
                // A line is a key's worth of the rate (a flood of lines is cut too).
                if self.bucket.take(now) {
                    self.send(ServerEvent::Guest(GuestEvent::Line {
                        conn: self.id,
                        line,
                    }));
                }
            }
            return Ok(());
        }
        // An unfinished sequence left from an earlier read is dropped once it is stale.
        self.decoder.expire(now);
        for event in self.decoder.feed(data, now) {
            // Only keys: mouse reports and pastes were never asked of this terminal.
            let crossterm::event::Event::Key(key) = event else {
                continue;
            };
            // A flood is cut to the rate: the table never waits on one connection.
            if self.bucket.take(now) {
                self.send(ServerEvent::Guest(GuestEvent::Key { conn: self.id, key }));
            }
        }
        Ok(())
    }

    async fn window_change_request(
        &mut self,
        channel: ChannelId,
        cols: u32,
        rows: u32,
        _pix_width: u32,
        _pix_height: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        let size = limits::bounded_size(cols, rows);
        if Some(channel) == self.channel && self.size != Some(size) {
            self.size = Some(size);
            if self.joined {
                self.send(ServerEvent::Resized {
                    conn: self.id,
                    cols: size.0,
                    rows: size.1,
                });
            }
        }
        Ok(())
    }

    async fn channel_eof(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.leave();
        session.close(channel)
    }

    async fn channel_close(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.leave();
        Ok(())
    }
}

impl Conn {
    /// The connection's seat is free again (said once).
    fn leave(&mut self) {
        lock(&self.shared.outboxes).remove(&self.id);
        if std::mem::take(&mut self.joined) {
            self.send(ServerEvent::Guest(GuestEvent::Left { conn: self.id }));
        }
    }
}

impl Drop for Conn {
    fn drop(&mut self) {
        self.waiting = None;
        self.leave();
        self.shared.connections.fetch_sub(1, Ordering::SeqCst);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table on 127.0.0.1 (any free port) with the code `tablecode1`, at most `most`
    /// connections, and the usual deadlines.
    fn loopback(dir: &std::path::Path, most: usize) -> HostOptions {
        HostOptions {
            bind: "127.0.0.1".parse().unwrap(),
            port: 0,
            code: "tablecode1".into(),
            authorized_keys: None,
            host_key: dir.join("host_key"),
            max_connections: most,
            login_deadline: limits::LOGIN_DEADLINE,
            terminal_deadline: limits::TERMINAL_DEADLINE,
            seat_names: Vec::new(),
            web_port: None,
            web_port_any: false,
        }
    }

    #[test]
    fn secrets_compare_whole() {
        assert!(same_secret("abc123", "abc123"));
        assert!(!same_secret("abc123", "abc124"));
        assert!(!same_secret("abc", "abc123"));
        assert!(!same_secret("", "x"));
    }

    /// Connections past the table's limit, or past an address's share of connections
    /// not logged in, are closed at once; the server goes on answering (a thousand idle
    /// connections used to close its port for good).
    #[test]
    fn idle_connections_cannot_hold_the_table() {
        use std::io::Read;
        use std::net::TcpStream;
        let dir = std::env::temp_dir().join(format!("naipes-idle-{}", std::process::id()));
        let hosting = start(loopback(&dir, 3)).unwrap();
        let banner = |s: &mut TcpStream| {
            s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
            let mut buf = [0u8; 8];
            s.read(&mut buf).map_or(0, |n| n)
        };
        let mut idle: Vec<TcpStream> = (0..40)
            .map(|_| TcpStream::connect(hosting.addr).unwrap())
            .collect();
        let kept = idle.iter_mut().map(&banner).filter(|n| *n > 0).count();
        assert_eq!(kept, 3, "the table's three slots, no more");
        drop(idle);
        std::thread::sleep(Duration::from_millis(300));
        // One address never holds more than its share while not logged in.
        let mut idle: Vec<TcpStream> = (0..limits::MOST_PENDING_PER_ADDRESS + 3)
            .map(|_| TcpStream::connect(hosting.addr).unwrap())
            .collect();
        let kept = idle.iter_mut().map(&banner).filter(|n| *n > 0).count();
        assert_eq!(kept, 3.min(limits::MOST_PENDING_PER_ADDRESS));
        drop(idle);
        std::thread::sleep(Duration::from_millis(300));
        let mut fresh = TcpStream::connect(hosting.addr).unwrap();
        assert!(banner(&mut fresh) > 0, "the server still answers");
        let _ = std::fs::remove_dir_all(dir);
    }

    /// Reads (and drops) what the server sends until it closes the connection; false
    /// if it is still open after `within`.
    fn closed_within(stream: &mut std::net::TcpStream, within: Duration) -> bool {
        use std::io::Read;
        let until = Instant::now() + within;
        let mut buf = [0u8; 4096];
        stream
            .set_read_timeout(Some(Duration::from_millis(200)))
            .unwrap();
        while Instant::now() < until {
            match stream.read(&mut buf) {
                Ok(0) => return true,
                Ok(_) => {}
                Err(e)
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) => {}
                Err(_) => return true,
            }
        }
        false
    }

    /// Clients that stall in the middle of the key exchange (after their version line,
    /// or partway through their KEXINIT) are closed at the login deadline, like a silent
    /// one, and their address may connect again (found by a tester: they stayed open
    /// for good and every login from their address failed meanwhile).
    #[test]
    fn a_client_stalled_in_the_key_exchange_is_closed_at_the_deadline() {
        use std::io::{Read, Write};
        use std::net::TcpStream;
        let dir = std::env::temp_dir().join(format!("naipes-stall-{}", std::process::id()));
        let deadline = Duration::from_secs(1);
        let hosting = start(HostOptions {
            login_deadline: deadline,
            ..loopback(&dir, 10)
        })
        .unwrap();
        let version_line = |s: &mut TcpStream| {
            s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
            let mut line = Vec::new();
            let mut byte = [0u8; 1];
            while !line.ends_with(b"\r\n") && line.len() < 256 {
                assert_eq!(s.read(&mut byte).unwrap(), 1, "the server's version line");
                line.push(byte[0]);
            }
            assert!(line.starts_with(b"SSH-2.0-"));
        };
        let silent = TcpStream::connect(hosting.addr).unwrap();
        let mut after_version = TcpStream::connect(hosting.addr).unwrap();
        version_line(&mut after_version);
        after_version.write_all(b"SSH-2.0-x\r\n").unwrap();
        let mut in_kexinit = TcpStream::connect(hosting.addr).unwrap();
        version_line(&mut in_kexinit);
        in_kexinit.write_all(b"SSH-2.0-x\r\n").unwrap();
        // A KEXINIT packet announced as 256 bytes: its length, padding, the message
        // number and the cookie, then nothing more.
        let mut part = vec![0, 0, 1, 0, 4, 20];
        part.extend_from_slice(&[7u8; 16]);
        in_kexinit.write_all(&part).unwrap();
        let mut second = TcpStream::connect(hosting.addr).unwrap();
        version_line(&mut second);
        second.write_all(b"SSH-2.0-x\r\n").unwrap();
        let within = deadline + Duration::from_secs(4);
        for (name, mut stream) in [
            ("silent", silent),
            ("after its version line", after_version),
            ("partway through its KEXINIT", in_kexinit),
            ("a second after its version line", second),
        ] {
            assert!(
                closed_within(&mut stream, within),
                "the client stalled {name} is still connected"
            );
        }
        // Their address has its slots back: as many connections get an answer again.
        std::thread::sleep(Duration::from_millis(300));
        for _ in 0..limits::MOST_PENDING_PER_ADDRESS {
            let mut fresh = TcpStream::connect(hosting.addr).unwrap();
            version_line(&mut fresh);
        }
        let _ = std::fs::remove_dir_all(dir);
    }

    /// A client that trusts any host key (the tests' own server).
    struct TestClient;

    impl russh::client::Handler for TestClient {
        type Error = russh::Error;
        async fn check_server_key(
            &mut self,
            _key: &russh::keys::PublicKeyOrCertificate,
        ) -> Result<bool, Self::Error> {
            Ok(true)
        }
    }

    /// What the server answers next on `channel` (None: nothing within 5 s).
    async fn answer(channel: &mut russh::Channel<russh::client::Msg>) -> Option<russh::ChannelMsg> {
        tokio::time::timeout(Duration::from_secs(5), channel.wait())
            .await
            .ok()
            .flatten()
    }

    /// A login that opens no terminal is closed within the terminal deadline (found by
    /// a tester: 11 such logins filled the table and Cy could not join); past the
    /// table's connections a seat's name still logs in, another name does not; X11 and
    /// environment variables other than the language are refused with a reply (x11-req
    /// got none, LD_PRELOAD was accepted).
    #[test]
    fn logins_without_a_terminal_close_and_unused_requests_are_refused() {
        let dir = std::env::temp_dir().join(format!("naipes-noterm-{}", std::process::id()));
        let hosting = start(HostOptions {
            terminal_deadline: Duration::from_secs(1),
            seat_names: vec!["Cy".into(), "Dee".into()],
            web_port: None,
            web_port_any: false,
            ..loopback(&dir, 2)
        })
        .unwrap();
        let addr = hosting.addr;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move {
            let config = Arc::new(russh::client::Config::default());
            let login = |user: &'static str| {
                let config = Arc::clone(&config);
                async move {
                    let Ok(mut handle) = russh::client::connect(config, addr, TestClient).await
                    else {
                        return (None, false);
                    };
                    let ok = handle
                        .authenticate_password(user, "tablecode1")
                        .await
                        .is_ok_and(|r| r.success());
                    (Some(handle), ok)
                }
            };
            // The table's two connections, logged in, no terminal.
            let (zed1, ok1) = login("zed").await;
            let (zed2, ok2) = login("zed").await;
            assert!(ok1 && ok2);
            // Past them: another name is refused, a seat's name is not.
            let (_zed3, ok3) = login("zed").await;
            assert!(!ok3, "a third zed logged in past the table's connections");
            let (cy, ok_cy) = login("cy").await;
            assert!(ok_cy, "Cy was kept out by the logins without a terminal");
            // Requests naipes does not use get a refusal; the language is taken.
            let cy = cy.expect("Cy's connection");
            let mut channel = cy.channel_open_session().await.expect("a session");
            channel
                .request_x11(true, false, "MIT-MAGIC-COOKIE-1", "00", 0)
                .await
                .unwrap();
            assert!(matches!(
                answer(&mut channel).await,
                Some(russh::ChannelMsg::Failure)
            ));
            channel
                .set_env(true, "LD_PRELOAD", "/tmp/x.so")
                .await
                .unwrap();
            assert!(matches!(
                answer(&mut channel).await,
                Some(russh::ChannelMsg::Failure)
            ));
            channel.set_env(true, "LANG", "es_ES.UTF-8").await.unwrap();
            assert!(matches!(
                answer(&mut channel).await,
                Some(russh::ChannelMsg::Success)
            ));
            // The logins without a terminal are closed by now.
            tokio::time::sleep(Duration::from_secs(3)).await;
            for zed in [zed1, zed2].into_iter().flatten() {
                assert!(zed.is_closed(), "still open after 3 s");
            }
        });
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn the_clients_language() {
        assert_eq!(lang_of("es_ES.UTF-8"), Some(Lang::Es));
        assert_eq!(lang_of("en_GB.UTF-8"), Some(Lang::En));
        assert_eq!(lang_of("C.UTF-8"), None);
    }
}
