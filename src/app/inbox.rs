//! The event loop's one inbox: everything it waits for arrives as an [`Inbound`] on one
//! channel (see `run.rs`); other channels (the effects' runner, the hosting server) are
//! forwarded into it.

use super::effects::Msg;
use std::sync::mpsc::{Receiver, Sender};

/// Everything the event loop waits for, on one channel.
pub(crate) enum Inbound {
    /// Bytes from this terminal (Err: it can no longer be read).
    Terminal(std::io::Result<Vec<u8>>),
    /// An effect's result or a computer player's move.
    App(Msg),
    /// The hosting server's news: a connection joined, typed, resized or left.
    #[cfg(feature = "ssh")]
    Server(crate::remote::ServerEvent),
    /// A line typed in line mode (`--screen-reader`); None: the input ended.
    Line(Option<String>),
    /// The terminal was resized, or a signal asks the loop to end: look again.
    Wake,
}

/// Posts whatever comes on `from` into the inbox, as `wrap` makes it, until either end
/// is gone (the runner and the server keep channels of their own).
pub(crate) fn forward<T: Send + 'static>(
    from: Receiver<T>,
    inbox: Sender<Inbound>,
    wrap: fn(T) -> Inbound,
) {
    std::thread::spawn(move || {
        while let Ok(item) = from.recv() {
            if inbox.send(wrap(item)).is_err() {
                break;
            }
        }
    });
}
