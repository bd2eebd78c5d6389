//! The SSH server's side of a hosted table (see the module above).

use super::conn::{ConnId, GuestEvent};
use super::{limits, server};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// How a table is hosted.
#[derive(Clone, Debug)]
pub struct HostOptions {
    pub bind: IpAddr,
    pub port: u16,
    /// What a person types as the password to sit down.
    pub code: String,
    /// Public keys (authorized_keys format) that may sit down without the code.
    pub authorized_keys: Option<PathBuf>,
    /// Where the server's own key is kept (made once, mode 0600).
    pub host_key: PathBuf,
    /// At most this many connections at once.
    pub max_connections: usize,
    /// How long a connection may take to log in before its socket is shut
    /// ([`limits::LOGIN_DEADLINE`]; tests shorten it).
    pub login_deadline: std::time::Duration,
    /// How long a logged-in connection may go without opening its terminal
    /// ([`limits::TERMINAL_DEADLINE`]; tests shorten it).
    pub terminal_deadline: std::time::Duration,
    /// The names of the seats at other terminals (see [`limits::Who`]).
    pub seat_names: Vec<String>,
    /// The port browsers open the table's page on (None: no page; 0: any free port).
    pub web_port: Option<u16>,
    /// The web port was not asked for: if it is taken, any free one will do.
    pub web_port_any: bool,
}

/// What the server tells the event loop.
#[derive(Debug)]
pub enum ServerEvent {
    /// For the app: joined, a key, left.
    Guest(GuestEvent),
    /// A connection's terminal has (now) this size, already bounded.
    Resized { conn: ConnId, cols: u16, rows: u16 },
    /// A connection with no terminal (`ssh -T`): it reads and types plain lines (line
    /// mode, for a screen reader).
    Lines { conn: ConnId },
}

/// What goes out to one connection.
pub(crate) enum Out {
    Frame(Vec<u8>),
    /// A last line, then the connection closes.
    Close(String),
}

/// A running server: its events, and a way to each connection.
pub struct Hosting {
    pub events: Option<std::sync::mpsc::Receiver<ServerEvent>>,
    pub addr: SocketAddr,
    /// Where browsers open the table's page, if it is served.
    pub web_addr: Option<SocketAddr>,
    /// The host key's fingerprint, `SHA256:...`, as `ssh` shows it on first connection.
    pub fingerprint: String,
    pub(super) outboxes: Arc<Mutex<HashMap<ConnId, tokio::sync::mpsc::Sender<Out>>>>,
    /// Ends the server (and its connections) when the hosting ends.
    pub(super) shutdown: Option<tokio::sync::watch::Sender<bool>>,
    pub(super) _runtime: std::thread::JoinHandle<()>,
}

impl Drop for Hosting {
    fn drop(&mut self) {
        if let Some(server) = self.shutdown.take() {
            // The last lines to the connections (the table closed) go out first.
            std::thread::spawn(move || {
                std::thread::sleep(std::time::Duration::from_millis(300));
                let _ = server.send(true);
            });
        }
    }
}

/// Connections one table accepts at once: its seats and a few more (someone joining
/// while a dropped connection is still being noticed), and 32 spectators if allowed.
pub fn most_connections(seats: usize, spectators: bool) -> usize {
    seats
        + 8
        + if spectators {
            super::conn::MOST_SPECTATORS
        } else {
            0
        }
}

/// A server for a table opened from the launcher, as the settings say (address, port,
/// spectators, listed keys), with a new table code. Ok: the server and its code.
pub fn host_from_settings(
    settings: &crate::config::Settings,
    seats: usize,
    seat_names: Vec<String>,
    data_dir: &std::path::Path,
) -> Result<(Hosting, String), String> {
    let bind: IpAddr = settings
        .host_bind
        .parse()
        .map_err(|_| format!("host_bind {:?} is not an IP address", settings.host_bind))?;
    let code = new_code();
    let keys = (!settings.host_keys.trim().is_empty()).then(|| PathBuf::from(&settings.host_keys));
    let hosting = Hosting::start(HostOptions {
        bind,
        port: settings.host_port,
        code: code.clone(),
        authorized_keys: keys,
        host_key: data_dir.join("host_key"),
        max_connections: most_connections(seats, settings.host_spectators),
        login_deadline: limits::LOGIN_DEADLINE,
        terminal_deadline: limits::TERMINAL_DEADLINE,
        seat_names,
        web_port: Some(settings.host_web_port),
        web_port_any: settings.host_web_port == crate::config::DEFAULT_WEB_PORT,
    })?;
    Ok((hosting, code))
}

impl Hosting {
    /// Starts the server on its own thread; Err says why it cannot (the port is taken,
    /// the host key cannot be read or written).
    pub fn start(options: HostOptions) -> Result<Hosting, String> {
        server::start(options)
    }

    /// Sends a finished frame; false when the connection is gone or has not read the
    /// frames before it (the next one should then be drawn whole).
    pub fn send_frame(&self, conn: ConnId, bytes: Vec<u8>) -> bool {
        let outboxes = self.outboxes.lock().unwrap_or_else(|e| e.into_inner());
        outboxes
            .get(&conn)
            .is_some_and(|tx| tx.try_send(Out::Frame(bytes)).is_ok())
    }

    /// A way to close connections from the effects' runner: says the text, then closes.
    pub fn hangup_fn(&self) -> super::conn::Hangup {
        let outboxes = Arc::clone(&self.outboxes);
        Box::new(move |conn, text| {
            let outboxes = outboxes.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(tx) = outboxes.get(&conn) {
                // Not `try_send`: a queue full of frames must not drop the close.
                let tx = tx.clone();
                std::thread::spawn(move || {
                    let _ = tx.blocking_send(Out::Close(text));
                });
            }
        })
    }
}

impl Hosting {
    /// The link a browser opens to join, the table code in its fragment (a browser
    /// never sends that part to a server, so the code is in no log), and whether only
    /// this machine can open it. A server listening on every address is named by this
    /// machine's own network address, the one a phone on the same network reaches.
    pub fn join_url(&self, code: &str) -> Option<(String, bool)> {
        let web = self.web_addr?;
        let ip = if web.ip().is_unspecified() {
            network_address().unwrap_or(web.ip())
        } else {
            web.ip()
        };
        let host = SocketAddr::new(ip, web.port());
        Some((format!("http://{host}/#{code}"), ip.is_loopback()))
    }
}

/// This machine's address on the network its default route leads to (no packet is
/// sent: a UDP socket only picks its source address when connected).
fn network_address() -> Option<IpAddr> {
    let socket = std::net::UdpSocket::bind("0.0.0.0:0").ok()?;
    socket.connect("192.0.2.1:9").ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_unspecified()).then_some(ip)
}

/// A new table code: 10 letters and digits that cannot be misread (no 0/O, 1/l/I).
pub fn new_code() -> String {
    use rand::Rng;
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    let mut rng = rand::rng();
    (0..10)
        .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
        .collect()
}
