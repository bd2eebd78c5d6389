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
/// Failed logins an address may make before it waits, and how long.
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
/// Connections one address may have open before logging in.
pub const MOST_PENDING_PER_ADDRESS: usize = 4;
/// The longest user name kept.
pub const LONGEST_NAME: usize = 32;

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

/// Failed logins per address.
#[derive(Default)]
pub struct Failures {
    by_address: HashMap<IpAddr, (u32, Option<Instant>)>,
}

impl Failures {
    /// Whether `addr` must wait before trying again.
    pub fn waiting(&mut self, addr: IpAddr, now: Instant) -> bool {
        match self.by_address.get(&addr) {
            Some((_, Some(until))) if *until > now => true,
            Some((_, Some(_))) => {
                // The wait is over: a fresh start.
                self.by_address.remove(&addr);
                false
            }
            _ => false,
        }
    }

    /// How long `addr` still waits before it may try again (None: it may try now).
    pub fn wait_left(&mut self, addr: IpAddr, now: Instant) -> Option<Duration> {
        if !self.waiting(addr, now) {
            return None;
        }
        self.by_address
            .get(&addr)
            .and_then(|(_, until)| until.map(|u| u.saturating_duration_since(now)))
    }

    pub fn failed(&mut self, addr: IpAddr, now: Instant) {
        // Bounded: a flood of addresses forgets the oldest rather than growing for ever.
        if self.by_address.len() > 10_000 {
            self.by_address.clear();
        }
        let entry = self.by_address.entry(addr).or_insert((0, None));
        entry.0 += 1;
        if entry.0 >= FAILURES_BEFORE_WAIT {
            entry.1 = Some(now + WAIT_AFTER_FAILURES);
        }
    }

    pub fn succeeded(&mut self, addr: IpAddr) {
        self.by_address.remove(&addr);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let now = Instant::now();
        for _ in 0..FAILURES_BEFORE_WAIT - 1 {
            f.failed(addr, now);
        }
        assert!(!f.waiting(addr, now));
        f.failed(addr, now);
        assert!(f.waiting(addr, now));
        assert!(f.waiting(addr, now + WAIT_AFTER_FAILURES - Duration::from_secs(1)));
        assert!(!f.waiting(addr, now + WAIT_AFTER_FAILURES));
        // What the banner of a new connection tells it: the wait left, then none.
        for _ in 0..FAILURES_BEFORE_WAIT {
            f.failed(addr, now);
        }
        let half = WAIT_AFTER_FAILURES / 2;
        assert_eq!(
            f.wait_left(addr, now + half),
            Some(WAIT_AFTER_FAILURES - half)
        );
        assert_eq!(f.wait_left(addr, now + WAIT_AFTER_FAILURES), None);
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
