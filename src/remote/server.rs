//! The SSH server: one handler per connection. It authenticates (the table code as the
//! password, or a listed public key), accepts one terminal session, turns bytes into
//! keys within the limits, and writes the frames the event loop draws for it.

use super::limits::{self, Bucket, Failures};
use super::{HostOptions, Hosting, Out, ServerEvent};
use crate::app::guests::{ConnId, GuestEvent};
use crate::engine::Lang;
use russh::keys::ssh_key::{self, HashAlg, PrivateKey, PublicKey};
use russh::server::{Auth, Msg, Server as _, Session};
use russh::{Channel, ChannelId, MethodKind, MethodSet};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A connection's frames waiting to be written: a few, then frames are dropped (and the
/// next is drawn whole) rather than letting a slow reader hold memory.
const FRAMES_QUEUED: usize = 4;

/// What every connection's handler shares.
struct Shared {
    events: std::sync::mpsc::Sender<ServerEvent>,
    outboxes: Arc<Mutex<HashMap<ConnId, tokio::sync::mpsc::Sender<Out>>>>,
    code: String,
    keys: Vec<PublicKey>,
    failures: Mutex<Failures>,
    connections: AtomicUsize,
    max_connections: usize,
    next_id: AtomicU64,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
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
        max_auth_attempts: 3,
        keys: vec![key],
        inactivity_timeout: Some(Duration::from_secs(3600)),
        keepalive_interval: Some(Duration::from_secs(30)),
        keepalive_max: 4,
        nodelay: true,
        ..Default::default()
    };
    let listener = std::net::TcpListener::bind((options.bind, options.port))
        .map_err(|e| format!("{}:{}: {e}", options.bind, options.port))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    listener.set_nonblocking(true).map_err(|e| e.to_string())?;
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
        next_id: AtomicU64::new(1),
    });
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let (handle_tx, handle_rx) = std::sync::mpsc::channel();
    let thread = std::thread::Builder::new()
        .name("ssh".into())
        .spawn(move || {
            runtime.block_on(async move {
                let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
                    return;
                };
                let mut server = Server { shared };
                let running = server.run_on_socket(Arc::new(config), &listener);
                let _ = handle_tx.send(running.handle());
                let _ = running.await;
            })
        })
        .map_err(|e| e.to_string())?;
    // A runtime that could not take the socket ends at once: no handle comes.
    let shutdown = handle_rx.recv_timeout(Duration::from_secs(5)).ok();
    Ok(Hosting {
        events,
        addr,
        fingerprint,
        outboxes,
        shutdown,
        _runtime: thread,
    })
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
            user: String::new(),
            channel: None,
            size: None,
            lang: None,
            joined: false,
            decoder: crate::app::input::Decoder::default(),
            bucket: Bucket::default(),
        }
    }
}

/// One connection.
struct Conn {
    id: ConnId,
    shared: Arc<Shared>,
    peer: Option<IpAddr>,
    /// More connections than the table allows: nobody may log in on this one.
    over_limit: bool,
    user: String,
    channel: Option<ChannelId>,
    size: Option<(u16, u16)>,
    lang: Option<Lang>,
    joined: bool,
    /// The same decoding of bytes into keys as at the host's own terminal.
    decoder: crate::app::input::Decoder,
    bucket: Bucket,
}

impl Conn {
    fn send(&self, event: ServerEvent) {
        let _ = self.shared.events.send(event);
    }

    /// Whether this connection may try to log in now.
    fn may_try(&self) -> bool {
        if self.over_limit {
            return false;
        }
        let Some(peer) = self.peer else {
            return true;
        };
        !lock(&self.shared.failures).waiting(peer, Instant::now())
    }

    fn failed(&self) {
        if let Some(peer) = self.peer {
            lock(&self.shared.failures).failed(peer, Instant::now());
        }
    }

    fn succeeded(&mut self, user: &str) {
        if let Some(peer) = self.peer {
            lock(&self.shared.failures).succeeded(peer);
        }
        self.user = limits::clean_name(user);
    }
}

/// Compares without stopping at the first difference: the time taken tells nothing.
fn same_secret(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut diff = a.len() ^ b.len();
    for i in 0..a.len().max(b.len()) {
        diff |= usize::from(a.get(i).copied().unwrap_or(0) ^ b.get(i).copied().unwrap_or(0));
    }
    diff == 0
}

/// The language a client's `LANG` asks for.
fn lang_of(value: &str) -> Option<Lang> {
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

    async fn auth_none(&mut self, _user: &str) -> Result<Auth, Self::Error> {
        Ok(Auth::reject())
    }

    async fn auth_password(&mut self, user: &str, password: &str) -> Result<Auth, Self::Error> {
        if !self.may_try() {
            return Ok(Auth::reject());
        }
        if same_secret(password, &self.shared.code) {
            self.succeeded(user);
            Ok(Auth::Accept)
        } else {
            self.failed();
            Ok(Auth::reject())
        }
    }

    async fn auth_publickey_offered(
        &mut self,
        _user: &str,
        offer: russh::server::PublicKeyOffer<'_>,
    ) -> Result<Auth, Self::Error> {
        let listed = self
            .shared
            .keys
            .iter()
            .any(|k| k.key_data() == offer.public_key.key_data());
        Ok(if listed && self.may_try() {
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
        let listed = self
            .shared
            .keys
            .iter()
            .any(|k| k.key_data() == key.public_key.key_data());
        if listed && self.may_try() {
            self.succeeded(user);
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
        if matches!(name, "LANG" | "LC_ALL" | "LC_MESSAGES") && self.lang.is_none() {
            self.lang = lang_of(value);
        }
        session.channel_success(channel)
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
        let Some((cols, rows)) = self.size else {
            // No terminal asked for (ssh -T): nothing to draw on.
            let lang = self.lang.unwrap_or(Lang::En);
            let text = crate::app::text::guests::words(lang).needs_terminal;
            let _ = handle.data(channel, farewell(text)).await;
            let _ = handle.close(channel).await;
            return Ok(());
        };
        let (tx, mut rx) = tokio::sync::mpsc::channel::<Out>(FRAMES_QUEUED);
        lock(&self.shared.outboxes).insert(self.id, tx);
        tokio::spawn(async move {
            // The screen of its own, hidden cursor, cleared: the frames draw on it.
            if handle
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
                        let _ = handle.data(channel, farewell(&text)).await;
                        let _ = handle.exit_status_request(channel, 0).await;
                        let _ = handle.eof(channel).await;
                        let _ = handle.close(channel).await;
                        return;
                    }
                }
            }
        });
        self.joined = true;
        self.send(ServerEvent::Resized {
            conn: self.id,
            cols,
            rows,
        });
        self.send(ServerEvent::Guest(GuestEvent::Joined {
            conn: self.id,
            user: self.user.clone(),
            lang: self.lang,
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
        self.leave();
        self.shared.connections.fetch_sub(1, Ordering::SeqCst);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_compare_whole() {
        assert!(same_secret("abc123", "abc123"));
        assert!(!same_secret("abc123", "abc124"));
        assert!(!same_secret("abc", "abc123"));
        assert!(!same_secret("", "x"));
    }

    #[test]
    fn the_clients_language() {
        assert_eq!(lang_of("es_ES.UTF-8"), Some(Lang::Es));
        assert_eq!(lang_of("en_GB.UTF-8"), Some(Lang::En));
        assert_eq!(lang_of("C.UTF-8"), None);
    }
}
