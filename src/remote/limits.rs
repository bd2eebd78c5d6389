//! The limits a connection lives within: keys per second, failed logins per address,
//! terminal sizes.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// Keys a connection may send per second on average, and at once: far above any
/// typist, far below what would slow the table.
pub const KEYS_PER_SECOND: f64 = 60.0;
pub const KEY_BURST: f64 = 120.0;
/// The most bytes read from one data packet (the rest is dropped).
pub const MOST_BYTES_PER_READ: usize = 4096;
/// The largest screen drawn for a connection: a bigger terminal shows the table in its
/// top-left corner (a 5000x5000 terminal would otherwise cost a buffer of 25 million
/// cells).
pub const MOST_COLUMNS: u16 = 200;
pub const MOST_ROWS: u16 = 60;
/// Failed logins an address may make under one seat's name (or under all other names
/// together) before that name waits, and how long.
pub const FAILURES_BEFORE_WAIT: u32 = 5;
pub const WAIT_AFTER_FAILURES: Duration = Duration::from_secs(60);
/// How long a connection may take to log in (the code typed included) before it is
/// closed, and how long a failed accept waits before the next.
pub const LOGIN_DEADLINE: Duration = Duration::from_secs(60);
pub const ACCEPT_PAUSE: Duration = Duration::from_millis(200);
/// A silent connection is probed after this long, and again as often; after
/// `KEEPALIVE_PROBES` unanswered probes it is closed.
pub const KEEPALIVE_IDLE: Duration = Duration::from_secs(30);
#[cfg(any(target_os = "linux", target_os = "macos"))]
pub const KEEPALIVE_PROBES: u32 = 4;
/// Connections one address may have open before logging in: one more closes the
/// oldest of them (see [`evict_order`]).
pub const MOST_PENDING_PER_ADDRESS: usize = 4;
/// How long a logged-in connection may go without opening its terminal.
pub const TERMINAL_DEADLINE: Duration = Duration::from_secs(5);
/// The longest user name kept.
pub const LONGEST_NAME: usize = 32;

/// The longest typed line kept from a connection in line mode (the rest of it is
/// dropped): far above any command or word.
pub const LONGEST_LINE: usize = 800;

/// Typed lines from a connection without a terminal (`ssh -T`: the client's own
/// terminal edits the line and sends it whole): bytes in, whole lines out, each cut to
/// [`LONGEST_LINE`] bytes, control characters dropped.
#[derive(Default)]
pub struct LineReader {
    line: Vec<u8>,
    /// The last byte was a carriage return: a line feed right after it ends nothing
    /// more (\r\n is one line end; an empty line is Enter, so it must not be made up).
    after_return: bool,
}

impl LineReader {
    pub fn feed(&mut self, data: &[u8]) -> Vec<String> {
        let mut lines = Vec::new();
        for &byte in data {
            let after_return = std::mem::replace(&mut self.after_return, byte == b'\r');
            match byte {
                b'\n' if after_return => {}
                b'\n' | b'\r' => lines.push(self.take()),
                _ if self.line.len() >= LONGEST_LINE => {}
                _ => self.line.push(byte),
            }
        }
        lines
    }

    fn take(&mut self) -> String {
        let text = String::from_utf8_lossy(&std::mem::take(&mut self.line))
            .chars()
            .filter(|c| !c.is_control())
            .collect::<String>();
        text.trim().to_string()
    }
}

/// The terminal size drawn for what a client says (1x1 to anything).
pub fn bounded_size(cols: u32, rows: u32) -> (u16, u16) {
    (
        cols.clamp(1, u32::from(MOST_COLUMNS)) as u16,
        rows.clamp(1, u32::from(MOST_ROWS)) as u16,
    )
}

/// A user name as typed on the client, kept only if printable and short.
pub fn clean_name(user: &str) -> String {
    user.chars()
        .filter(|c| !c.is_control())
        .take(LONGEST_NAME)
        .collect()
}

/// A token bucket: `take` says whether one more key fits now.
pub struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Default for Bucket {
    fn default() -> Bucket {
        Bucket {
            tokens: KEY_BURST,
            at: Instant::now(),
        }
    }
}

impl Bucket {
    pub fn take(&mut self, now: Instant) -> bool {
        let gone = now.saturating_duration_since(self.at).as_secs_f64();
        self.at = now;
        self.tokens = (self.tokens + gone * KEYS_PER_SECOND).min(KEY_BURST);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Who a login says it is, as far as the limits go: a seat's own name, or anybody
/// else (every other name shares one count per address).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Who {
    Seat(String),
    Other,
}

impl Who {
    /// `user` as typed, among the names of the seats at other terminals (any case).
    pub fn of(user: &str, seat_names: &[String]) -> Who {
        seat_names
            .iter()
            .find(|name| name.to_lowercase() == user.to_lowercase())
            .map_or(Who::Other, |name| Who::Seat(name.to_lowercase()))
    }
}

/// Failed logins per address and name: one behind an address (everyone behind an SSH
/// tunnel comes from 127.0.0.1) who guesses holds back only the name guessed under,
/// never a seat's person who has not failed (found by a tester: 5 wrong codes from
/// anyone shut out every player, and one success wiped everybody's count).
#[derive(Default)]
pub struct Failures {
    by_address: HashMap<(IpAddr, Who), (u32, Option<Instant>)>,
}

impl Failures {
    /// Whether `who` at `addr` must wait before trying again.
    pub fn waiting(&mut self, addr: IpAddr, who: &Who, now: Instant) -> bool {
        let key = (addr, who.clone());
        match self.by_address.get(&key) {
            Some((_, Some(until))) if *until > now => true,
            Some((_, Some(_))) => {
                // The wait is over: a fresh start.
                self.by_address.remove(&key);
                false
            }
            _ => false,
        }
    }

    /// How long `who` at `addr` must still wait (None: it may try now).
    pub fn wait_for(&mut self, addr: IpAddr, who: &Who, now: Instant) -> Option<Duration> {
        if !self.waiting(addr, who, now) {
            return None;
        }
        self.by_address
            .get(&(addr, who.clone()))
            .and_then(|(_, until)| *until)
            .map(|until| until.saturating_duration_since(now))
    }

    /// How long the longest wait at `addr` still lasts (None: nobody there waits);
    /// said in the banner, before the name is known.
    pub fn wait_left(&mut self, addr: IpAddr, now: Instant) -> Option<Duration> {
        self.by_address
            .iter()
            .filter(|((a, _), _)| *a == addr)
            .filter_map(|(_, (_, until))| *until)
            .filter(|until| *until > now)
            .map(|until| until.saturating_duration_since(now))
            .max()
    }

    pub fn failed(&mut self, addr: IpAddr, who: &Who, now: Instant) {
        // Bounded: a flood of addresses forgets the oldest rather than growing for ever.
        if self.by_address.len() > 10_000 {
            self.by_address.clear();
        }
        let entry = self
            .by_address
            .entry((addr, who.clone()))
            .or_insert((0, None));
        entry.0 += 1;
        if entry.0 >= FAILURES_BEFORE_WAIT {
            entry.1 = Some(now + WAIT_AFTER_FAILURES);
        }
    }

    /// A success forgets only the failures under its own name.
    pub fn succeeded(&mut self, addr: IpAddr, who: &Who) {
        self.by_address.remove(&(addr, who.clone()));
    }
}

/// How far a connection not logged in yet has come, for choosing which one an address
/// over its share closes: one that has not said a name (stalled in the key exchange,
/// or silent) first, then one under a name no seat has, and a seat's name last; the
/// oldest first within each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stage {
    Unnamed = 0,
    OtherName = 1,
    SeatName = 2,
}

/// Of the pending connections (stage, in order of arrival), the one to close.
pub fn evict_order(pending: &[Stage]) -> Option<usize> {
    (0..pending.len()).min_by_key(|&i| (pending[i], i))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_lines_are_whole_bounded_and_clean() {
        let mut reader = LineReader::default();
        // A line may come in pieces; \r\n and \n end one line each; Enter alone is an
        // empty line.
        assert!(reader.feed(b"pla").is_empty());
        assert_eq!(reader.feed(b"y G8\r\n\n"), ["play G8", ""]);
        let long = [b'x'; 5000];
        let mut data = long.to_vec();
        data.extend_from_slice(b"\x1b[2Jnext\nok\r");
        let lines = reader.feed(&data);
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert_eq!(lines[0].len(), LONGEST_LINE);
        assert_eq!(lines[1], "ok");
        // Control characters never reach the app; bad UTF-8 is replaced.
        assert_eq!(reader.feed(b"a\x1b[2Jb\xff\n"), ["a[2Jb\u{fffd}"]);
    }

    #[test]
    fn a_flood_of_keys_is_cut_to_the_rate() {
        let mut bucket = Bucket::default();
        let start = Instant::now();
        // 10,000 keys in one second.
        let taken = (0..10_000)
            .filter(|i| bucket.take(start + Duration::from_micros(i * 100)))
            .count();
        let most = (KEY_BURST + KEYS_PER_SECOND) as usize + 1;
        assert!(taken <= most, "{taken} keys got through");
        assert!(taken >= KEY_BURST as usize);
    }

    #[test]
    fn an_address_waits_after_failures_and_is_forgiven_after_the_wait() {
        let mut f = Failures::default();
        let addr: IpAddr = "127.0.0.1".parse().unwrap();
        let who = Who::Other;
        let now = Instant::now();
        for _ in 0..FAILURES_BEFORE_WAIT - 1 {
            f.failed(addr, &who, now);
        }
        assert!(!f.waiting(addr, &who, now));
        f.failed(addr, &who, now);
        assert!(f.waiting(addr, &who, now));
        assert!(f.waiting(
            addr,
            &who,
            now + WAIT_AFTER_FAILURES - Duration::from_secs(1)
        ));
        assert!(!f.waiting(addr, &who, now + WAIT_AFTER_FAILURES));
        // What the banner of a new connection tells it: the wait left, then none.
        for _ in 0..FAILURES_BEFORE_WAIT {
            f.failed(addr, &who, now);
        }
        let half = WAIT_AFTER_FAILURES / 2;
        assert_eq!(
            f.wait_left(addr, now + half),
            Some(WAIT_AFTER_FAILURES - half)
        );
        assert_eq!(f.wait_left(addr, now + WAIT_AFTER_FAILURES), None);
    }

    /// Everyone behind one address (an SSH tunnel): a stranger's wrong codes hold back
    /// no seat's person, whatever names they try; a seat's name waits only after its
    /// own failures; a success forgets only its own name's failures (found by a
    /// tester: 5 wrong codes from anyone shut out every player, and 4 wrong, right, 4
    /// wrong, right never waited).
    #[test]
    fn failures_are_counted_per_address_and_name() {
        let mut f = Failures::default();
        let addr: IpAddr = "127.0.0.1".parse().unwrap();
        let seats = vec!["Bob".to_string(), "Cy".to_string()];
        let now = Instant::now();
        for name in ["mallory", "eve", "zed", "x", "y", "watch"] {
            f.failed(addr, &Who::of(name, &seats), now);
        }
        assert!(f.waiting(addr, &Who::of("anyone", &seats), now));
        assert!(!f.waiting(addr, &Who::of("BOB", &seats), now));
        assert!(!f.waiting(addr, &Who::of("cy", &seats), now));
        // A success under one name wipes nobody else's count.
        let bob = Who::of("bob", &seats);
        for round in 0..2 {
            for _ in 0..FAILURES_BEFORE_WAIT - 1 {
                f.failed(addr, &Who::Other, now);
            }
            f.succeeded(addr, &bob);
            assert!(f.waiting(addr, &Who::Other, now), "round {round}");
        }
        for _ in 0..FAILURES_BEFORE_WAIT {
            f.failed(addr, &bob, now);
        }
        assert!(f.waiting(addr, &bob, now));
        assert!(!f.waiting(addr, &Who::of("Cy", &seats), now));
        // Another address is not held by any of it.
        let other: IpAddr = "127.0.0.2".parse().unwrap();
        assert!(!f.waiting(other, &bob, now));
        assert!(!f.waiting(other, &Who::Other, now));
    }

    #[test]
    fn an_address_over_its_share_closes_a_stalled_connection_first() {
        use Stage::*;
        assert_eq!(evict_order(&[]), None);
        assert_eq!(
            evict_order(&[SeatName, OtherName, Unnamed, Unnamed]),
            Some(2)
        );
        assert_eq!(evict_order(&[SeatName, OtherName, SeatName]), Some(1));
        assert_eq!(evict_order(&[SeatName, SeatName]), Some(0));
    }

    #[test]
    fn sizes_and_names_are_bounded() {
        assert_eq!(bounded_size(0, 0), (1, 1));
        assert_eq!(bounded_size(5000, 5000), (MOST_COLUMNS, MOST_ROWS));
        assert_eq!(bounded_size(80, 24), (80, 24));
        assert_eq!(clean_name("bo\x1b[2Jb"), "bo[2Jb");
        assert_eq!(clean_name(&"x".repeat(1000)).len(), LONGEST_NAME);
    }
}
