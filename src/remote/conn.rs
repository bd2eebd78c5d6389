//! A connection at another terminal, as the server numbers it and tells the app of it.

use crate::engine::Lang;

/// One connection, as numbered by the server.
pub type ConnId = u64;

/// What the server tells the app about a connection.
#[derive(Clone, Debug, PartialEq)]
pub enum GuestEvent {
    /// Someone logged in as `user` and opened a terminal (`lang` from its `LANG`).
    /// `token`: a browser's own secret, which takes back the seat it held.
    Joined {
        conn: ConnId,
        user: String,
        lang: Option<Lang>,
        token: Option<String>,
    },
    /// A key typed there.
    Key {
        conn: ConnId,
        key: crossterm::event::KeyEvent,
    },
    /// A line typed there, in line mode (a connection without a terminal).
    Line { conn: ConnId, line: String },
    /// A click or a wheel turn there (browser seats, whose page reports taps).
    Mouse {
        conn: ConnId,
        mouse: crossterm::event::MouseEvent,
    },
    /// The connection is gone.
    Left { conn: ConnId },
}

/// Spectators one table lets watch at once.
pub const MOST_SPECTATORS: usize = 32;

/// How the server closes a connection, saying why.
pub type Hangup = Box<dyn Fn(ConnId, String) + Send>;
