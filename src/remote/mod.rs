//! Hosting a table over SSH and in browsers: people at other terminals join with any
//! OpenSSH client, or open a page (see [`web`]).
//! The server (`russh`, on its own thread with its async runtime) authenticates,
//! carries terminals and turns their bytes into keys (with the table's own decoder,
//! `input::Decoder`); the game process's event loop
//! stays the only authority. Between the two there are only messages: keys in (as
//! [`GuestEvent`]s), finished frames out. Every byte from a connection is hostile:
//! reads, keys, sizes, names and connections are bounded (see [`limits`]).

//!
//! Without the `ssh` feature only the connection types and texts are here: the app's
//! people at other terminals are described the same way whatever serves them.

pub mod conn;
pub mod text;

#[cfg(feature = "ssh")]
pub mod limits;
#[cfg(feature = "ssh")]
mod server;
#[cfg(feature = "ssh")]
mod ssh;
#[cfg(feature = "ssh")]
mod web;
#[cfg(all(test, feature = "ssh"))]
mod web_tests;
#[cfg(feature = "ssh")]
pub use ssh::*;
