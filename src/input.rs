//! The terminal's keys and clicks, read from its bytes here instead of by crossterm's
//! reader, whose parser waits without end for the rest of an escape sequence that never
//! comes (`ESC [ ?`, a cut-off mouse report `ESC [<`, a paste start `ESC [200~` with no
//! end): every key, Ctrl-Q and Ctrl-C after it was swallowed. Here a sequence that no
//! byte completes for [`INCOMPLETE_TIMEOUT`] is dropped and the table goes on; a control
//! byte or a new `ESC` inside a sequence ends it at once (as xterm does) and is read as
//! the key it is.
//!
//! The decoding follows crossterm 0.29's (the same keys, modifiers and mouse events come
//! out), so the key map (`keys.rs`) is unchanged.

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use std::io::Read;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How long an unfinished escape sequence waits for its next byte before it is dropped.
/// A terminal writes a whole sequence at once, so its bytes come microseconds apart;
/// a person's next key comes much later than this.
pub(crate) const INCOMPLETE_TIMEOUT: Duration = Duration::from_millis(100);

/// A CSI sequence longer than this is not one a terminal sends for a key or a click.
const MAX_CSI: usize = 64;

/// A paste longer than this stops being dropped: what follows is read as keys.
const MAX_PASTE: usize = 1 << 20;

/// The end of a bracketed paste.
const PASTE_END: &[u8] = b"\x1b[201~";

/// What the start of the buffer holds.
#[derive(Debug, PartialEq, Eq)]
enum Parsed {
    /// An event, made of the first `usize` bytes.
    Event(Event, usize),
    /// The first `usize` bytes mean nothing the table uses (a terminal's report, an
    /// unknown or broken sequence): they are dropped.
    Skip(usize),
    /// The start of a sequence: more bytes are needed.
    Incomplete,
    /// The first `usize` bytes start a CSI sequence already too long for any key: they
    /// are dropped, and so is the rest of it as it comes.
    Overlong(usize),
    /// The first `usize` bytes start a paste: it is dropped as it comes, to its end.
    PasteStart(usize),
}

/// What the decoder is dropping as it comes, byte by byte (each byte looked at once:
/// a sequence kept whole and scanned again on every read cost the host's SSH thread
/// half a core against a spectator sending `ESC [` and then only digits; found by a
/// tester).
#[derive(Debug, Default, PartialEq, Eq)]
enum Dropping {
    #[default]
    Nothing,
    /// The rest of an overlong CSI sequence, to its final byte.
    Csi,
    /// A paste: how many bytes of its end have come, and how long it is so far.
    Paste { matched: usize, len: usize },
}

/// Turns the terminal's bytes into events; keeps an unfinished sequence until its next
/// byte or until it times out.
#[derive(Debug, Default)]
pub(crate) struct Decoder {
    buf: Vec<u8>,
    /// When the last byte came (for the timeout of an unfinished sequence).
    last_byte: Option<Instant>,
    dropping: Dropping,
    /// Bytes looked at so far, a sequence kept and looked at again counted again (the
    /// tests check that the work grows with the bytes, not faster).
    #[cfg_attr(not(test), allow(dead_code))]
    scanned: usize,
}

impl Decoder {
    /// Takes bytes that came at `now` and returns the events they complete. A lone `ESC`
    /// at the end of what has come is the Esc key (as in crossterm: a terminal sends a
    /// sequence in one write).
    pub fn feed(&mut self, bytes: &[u8], now: Instant) -> Vec<Event> {
        if !bytes.is_empty() {
            self.last_byte = Some(now);
        }
        let mut events = Vec::new();
        // What is kept is one unfinished sequence of at most `MAX_CSI` bytes (or a
        // UTF-8 character): looking at it again with the new bytes is bounded.
        let kept = std::mem::take(&mut self.buf);
        let joined: Vec<u8>;
        let mut rest: &[u8] = if kept.is_empty() {
            bytes
        } else {
            joined = [kept.as_slice(), bytes].concat();
            &joined
        };
        loop {
            rest = self.drop_as_it_comes(rest);
            if rest.is_empty() {
                break;
            }
            let used = self.parse_from(rest, &mut events);
            rest = &rest[used..];
            if self.dropping == Dropping::Nothing {
                // An unfinished sequence (or nothing): kept for the next read.
                self.buf.extend_from_slice(rest);
                break;
            }
        }
        events
    }

    /// Reads events from `bytes` until an unfinished sequence, or one to drop as it
    /// comes; returns the bytes used.
    fn parse_from(&mut self, bytes: &[u8], events: &mut Vec<Event>) -> usize {
        let mut at = 0;
        while at < bytes.len() {
            let parsed = parse(&bytes[at..]);
            self.scanned += match &parsed {
                Parsed::Event(_, used)
                | Parsed::Skip(used)
                | Parsed::Overlong(used)
                | Parsed::PasteStart(used) => *used,
                Parsed::Incomplete => bytes.len() - at,
            };
            match parsed {
                Parsed::Event(event, used) => {
                    events.push(event);
                    at += used;
                }
                Parsed::Skip(used) => at += used.max(1),
                Parsed::Incomplete => break,
                Parsed::Overlong(used) => {
                    self.dropping = Dropping::Csi;
                    return at + used;
                }
                Parsed::PasteStart(used) => {
                    self.dropping = Dropping::Paste { matched: 0, len: 0 };
                    return at + used;
                }
            }
        }
        at
    }

    /// Drops what belongs to the sequence being dropped; the bytes after it are
    /// returned.
    fn drop_as_it_comes<'a>(&mut self, bytes: &'a [u8]) -> &'a [u8] {
        let mut at = 0;
        while at < bytes.len() {
            let b = bytes[at];
            match &mut self.dropping {
                Dropping::Nothing => break,
                Dropping::Csi => match b {
                    0x20..=0x3f => at += 1,
                    // Its final byte: the sequence is over.
                    0x40..=0x7e => {
                        at += 1;
                        self.dropping = Dropping::Nothing;
                    }
                    // Any other byte ends it and is read as a key.
                    _ => self.dropping = Dropping::Nothing,
                },
                Dropping::Paste { matched, len } => {
                    at += 1;
                    *len += 1;
                    *matched = if b == PASTE_END[*matched] {
                        *matched + 1
                    } else {
                        usize::from(b == PASTE_END[0])
                    };
                    if *matched == PASTE_END.len() || *len > MAX_PASTE {
                        self.dropping = Dropping::Nothing;
                    }
                }
            }
        }
        self.scanned += at;
        &bytes[at..]
    }

    /// At `now`: drops an unfinished sequence that no byte has continued for
    /// [`INCOMPLETE_TIMEOUT`]. True when something was dropped.
    pub(crate) fn expire(&mut self, now: Instant) -> bool {
        match self.deadline() {
            Some(deadline) if now >= deadline => {
                // All that is kept is one unfinished sequence: any byte that could not
                // continue it would have ended it.
                self.buf.clear();
                self.dropping = Dropping::Nothing;
                true
            }
            _ => false,
        }
    }

    /// When the unfinished sequence being kept times out (None when none is kept).
    pub fn deadline(&self) -> Option<Instant> {
        match self.last_byte {
            Some(at) if !self.buf.is_empty() || self.dropping != Dropping::Nothing => {
                Some(at + INCOMPLETE_TIMEOUT)
            }
            _ => None,
        }
    }
}

fn key(code: KeyCode, modifiers: KeyModifiers) -> Event {
    Event::Key(KeyEvent::new(code, modifiers))
}

fn plain(code: KeyCode) -> Event {
    key(code, KeyModifiers::NONE)
}

/// The first event in `buf` (not empty).
fn parse(buf: &[u8]) -> Parsed {
    let Some(&first) = buf.first() else {
        return Parsed::Incomplete;
    };
    match first {
        0x1b => parse_escape(buf),
        b'\r' => Parsed::Event(plain(KeyCode::Enter), 1),
        b'\t' => Parsed::Event(plain(KeyCode::Tab), 1),
        0x7f => Parsed::Event(plain(KeyCode::Backspace), 1),
        // In raw mode '\n' is Ctrl-J, as every other control byte is Ctrl and a letter.
        c @ 0x01..=0x1a => Parsed::Event(
            key(KeyCode::Char((c - 1 + b'a') as char), KeyModifiers::CONTROL),
            1,
        ),
        c @ 0x1c..=0x1f => Parsed::Event(
            key(
                KeyCode::Char((c - 0x1c + b'4') as char),
                KeyModifiers::CONTROL,
            ),
            1,
        ),
        0 => Parsed::Event(key(KeyCode::Char(' '), KeyModifiers::CONTROL), 1),
        _ => parse_char(buf),
    }
}

/// One UTF-8 character; an upper-case letter carries Shift (as crossterm's do).
fn parse_char(buf: &[u8]) -> Parsed {
    let need = match buf[0] {
        0x00..=0x7f => 1,
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf7 => 4,
        _ => return Parsed::Skip(1),
    };
    let have = buf.len().min(need);
    if buf[1..have].iter().any(|b| b & 0xc0 != 0x80) {
        return Parsed::Skip(1);
    }
    if have < need {
        return Parsed::Incomplete;
    }
    match std::str::from_utf8(&buf[..need])
        .ok()
        .and_then(|s| s.chars().next())
    {
        Some(c) => {
            let modifiers = if c.is_uppercase() {
                KeyModifiers::SHIFT
            } else {
                KeyModifiers::NONE
            };
            Parsed::Event(key(KeyCode::Char(c), modifiers), need)
        }
        None => Parsed::Skip(need),
    }
}

/// `ESC ...`: Esc, Alt and a key, SS3 (`ESC O x`) or CSI (`ESC [ ...`).
fn parse_escape(buf: &[u8]) -> Parsed {
    let Some(&second) = buf.get(1) else {
        // Nothing after it has come: the Esc key.
        return Parsed::Event(plain(KeyCode::Esc), 1);
    };
    match second {
        b'[' => parse_csi(buf),
        b'O' => match buf.get(2) {
            None => Parsed::Incomplete,
            Some(&third) => {
                let code = match third {
                    b'A' => KeyCode::Up,
                    b'B' => KeyCode::Down,
                    b'C' => KeyCode::Right,
                    b'D' => KeyCode::Left,
                    b'H' => KeyCode::Home,
                    b'F' => KeyCode::End,
                    b'P'..=b'S' => KeyCode::F(1 + third - b'P'),
                    // A control byte ends the sequence and is read on its own.
                    0x00..=0x1f | 0x7f => return Parsed::Skip(2),
                    _ => return Parsed::Skip(3),
                };
                Parsed::Event(plain(code), 3)
            }
        },
        0x1b => Parsed::Event(plain(KeyCode::Esc), 2),
        _ => match parse(&buf[1..]) {
            Parsed::Event(Event::Key(mut k), used) => {
                k.modifiers |= KeyModifiers::ALT;
                Parsed::Event(Event::Key(k), used + 1)
            }
            Parsed::Event(event, used) => Parsed::Event(event, used + 1),
            Parsed::Skip(used) => Parsed::Skip(used + 1),
            Parsed::Incomplete => Parsed::Incomplete,
            // Not reached: after `ESC` comes no `ESC`.
            Parsed::Overlong(used) => Parsed::Overlong(used + 1),
            Parsed::PasteStart(used) => Parsed::PasteStart(used + 1),
        },
    }
}

/// `ESC [ ...`: parameter bytes `0x30..=0x3f`, intermediate bytes `0x20..=0x2f`, then a
/// final byte `0x40..=0x7e`. Any other byte ends the sequence unfinished: it is dropped
/// and that byte is read as a key.
fn parse_csi(buf: &[u8]) -> Parsed {
    match buf.get(2) {
        None => return Parsed::Incomplete,
        // X10 mouse: ESC [ M and three raw bytes.
        Some(b'M') => {
            if buf.len() < 6 {
                return Parsed::Incomplete;
            }
            let cb = buf[3].saturating_sub(32);
            let column = u16::from(buf[4].saturating_sub(32)).saturating_sub(1);
            let row = u16::from(buf[5].saturating_sub(32)).saturating_sub(1);
            return match mouse(cb, column, row, false) {
                Some(event) => Parsed::Event(event, 6),
                None => Parsed::Skip(6),
            };
        }
        // The Linux console's F1-F5: ESC [ [ A..E.
        Some(b'[') => {
            return match buf.get(3) {
                None => Parsed::Incomplete,
                Some(&c @ b'A'..=b'E') => Parsed::Event(plain(KeyCode::F(1 + c - b'A')), 4),
                Some(_) => Parsed::Skip(3),
            };
        }
        Some(_) => {}
    }
    let mut end = 2;
    loop {
        if end >= MAX_CSI {
            return Parsed::Overlong(end);
        }
        let Some(&b) = buf.get(end) else {
            // Kept until its final byte or its timeout.
            return Parsed::Incomplete;
        };
        match b {
            0x20..=0x3f => end += 1,
            0x40..=0x7e => break,
            _ => return Parsed::Skip(end),
        }
    }
    let used = end + 1;
    let body = &buf[2..end];
    let last = buf[end];
    if body == b"200" && last == b'~' {
        // `ESC [200~ text ESC [201~`: a paste, ignored as crossterm's was (the table
        // never turns bracketed paste on; a terminal that sends one anyway types
        // nothing).
        return Parsed::PasteStart(used);
    }
    let Ok(text) = std::str::from_utf8(body) else {
        return Parsed::Skip(used);
    };
    let event = match text.as_bytes().first() {
        // SGR mouse: ESC [ < Cb ; Cx ; Cy M (press) or m (release).
        Some(b'<') => sgr_mouse(&text[1..], last),
        // A terminal's answers (keyboard flags, device attributes): not keys.
        Some(b'?') => None,
        Some(b'0'..=b'9') => match last {
            b'M' => rxvt_mouse(text),
            b'~' => special_key(text),
            b'u' => csi_u_key(text),
            // A cursor position report.
            b'R' => None,
            _ => modified_key(text, last),
        },
        Some(b';') => modified_key(text, last),
        None => match last {
            b'A' => Some(plain(KeyCode::Up)),
            b'B' => Some(plain(KeyCode::Down)),
            b'C' => Some(plain(KeyCode::Right)),
            b'D' => Some(plain(KeyCode::Left)),
            b'H' => Some(plain(KeyCode::Home)),
            b'F' => Some(plain(KeyCode::End)),
            b'Z' => Some(key(KeyCode::BackTab, KeyModifiers::SHIFT)),
            b'P' => Some(plain(KeyCode::F(1))),
            b'Q' => Some(plain(KeyCode::F(2))),
            b'S' => Some(plain(KeyCode::F(4))),
            // Focus gained or lost, and the rest: nothing the table uses.
            _ => None,
        },
        Some(_) => None,
    };
    match event {
        Some(event) => Parsed::Event(event, used),
        None => Parsed::Skip(used),
    }
}

/// A mouse event from xterm's button byte (button, Shift/Alt/Ctrl, dragging).
fn mouse(cb: u8, column: u16, row: u16, release: bool) -> Option<Event> {
    let button = (cb & 0b0000_0011) | ((cb & 0b1100_0000) >> 4);
    let dragging = cb & 0b0010_0000 != 0;
    let kind = match (button, dragging) {
        (0, false) => MouseEventKind::Down(MouseButton::Left),
        (1, false) => MouseEventKind::Down(MouseButton::Middle),
        (2, false) => MouseEventKind::Down(MouseButton::Right),
        (0, true) => MouseEventKind::Drag(MouseButton::Left),
        (1, true) => MouseEventKind::Drag(MouseButton::Middle),
        (2, true) => MouseEventKind::Drag(MouseButton::Right),
        (3, false) => MouseEventKind::Up(MouseButton::Left),
        (3, true) | (4, true) | (5, true) => MouseEventKind::Moved,
        (4, false) => MouseEventKind::ScrollUp,
        (5, false) => MouseEventKind::ScrollDown,
        (6, false) => MouseEventKind::ScrollLeft,
        (7, false) => MouseEventKind::ScrollRight,
        _ => return None,
    };
    let kind = match kind {
        MouseEventKind::Down(b) if release => MouseEventKind::Up(b),
        other => other,
    };
    let mut modifiers = KeyModifiers::NONE;
    if cb & 0b0000_0100 != 0 {
        modifiers |= KeyModifiers::SHIFT;
    }
    if cb & 0b0000_1000 != 0 {
        modifiers |= KeyModifiers::ALT;
    }
    if cb & 0b0001_0000 != 0 {
        modifiers |= KeyModifiers::CONTROL;
    }
    Some(Event::Mouse(MouseEvent {
        kind,
        column,
        row,
        modifiers,
    }))
}

/// Three numbers `a;b;c`, the screen's 1-based place made 0-based.
fn three(text: &str) -> Option<(u16, u16, u16)> {
    let mut parts = text.split(';').map(|p| p.parse::<u16>().ok());
    let (a, b, c) = (parts.next()??, parts.next()??, parts.next()??);
    Some((a, b.saturating_sub(1), c.saturating_sub(1)))
}

fn sgr_mouse(text: &str, last: u8) -> Option<Event> {
    if last != b'M' && last != b'm' {
        return None;
    }
    let (cb, column, row) = three(text)?;
    mouse(u8::try_from(cb).ok()?, column, row, last == b'm')
}

fn rxvt_mouse(text: &str) -> Option<Event> {
    let (cb, column, row) = three(text)?;
    mouse(u8::try_from(cb).ok()?.checked_sub(32)?, column, row, false)
}

/// `mask[:kind]`: xterm's modifier number (1 + Shift 1, Alt 2, Ctrl 4, ...) and the
/// kitty protocol's press/repeat/release.
fn modifiers_and_kind(part: Option<&str>) -> Option<(KeyModifiers, KeyEventKind)> {
    let mut sub = part?.split(':');
    let mask = sub.next()?.parse::<u8>().ok()?;
    let kind = match sub.next().and_then(|k| k.parse::<u8>().ok()) {
        Some(2) => KeyEventKind::Repeat,
        Some(3) => KeyEventKind::Release,
        _ => KeyEventKind::Press,
    };
    Some((modifiers_of(mask), kind))
}

fn modifiers_of(mask: u8) -> KeyModifiers {
    let bits = mask.saturating_sub(1);
    let mut modifiers = KeyModifiers::NONE;
    for (bit, m) in [
        (1, KeyModifiers::SHIFT),
        (2, KeyModifiers::ALT),
        (4, KeyModifiers::CONTROL),
        (8, KeyModifiers::SUPER),
        (16, KeyModifiers::HYPER),
        (32, KeyModifiers::META),
    ] {
        if bits & bit != 0 {
            modifiers |= m;
        }
    }
    modifiers
}

fn with_kind(code: KeyCode, (modifiers, kind): (KeyModifiers, KeyEventKind)) -> Event {
    Event::Key(KeyEvent::new_with_kind(code, modifiers, kind))
}

/// `ESC [ 1 ; 5 A` and the like: arrows, Home, End, F1-F4 with modifiers.
fn modified_key(text: &str, last: u8) -> Option<Event> {
    let mut parts = text.split(';');
    parts.next();
    let mods = modifiers_and_kind(parts.next())
        .or_else(|| {
            // `ESC [ 5 A`: the digit before the final byte is the modifier.
            let digit = text.chars().last()?.to_digit(10)?;
            Some((modifiers_of(digit as u8), KeyEventKind::Press))
        })
        .unwrap_or((KeyModifiers::NONE, KeyEventKind::Press));
    let code = match last {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'F' => KeyCode::End,
        b'H' => KeyCode::Home,
        b'P' => KeyCode::F(1),
        b'Q' => KeyCode::F(2),
        b'R' => KeyCode::F(3),
        b'S' => KeyCode::F(4),
        _ => return None,
    };
    Some(with_kind(code, mods))
}

/// `ESC [ n ; m ~`: Home, Insert, Delete, End, PgUp, PgDn, F1-F20.
fn special_key(text: &str) -> Option<Event> {
    let mut parts = text.split(';');
    let first = parts.next()?.parse::<u8>().ok()?;
    let mods =
        modifiers_and_kind(parts.next()).unwrap_or((KeyModifiers::NONE, KeyEventKind::Press));
    let code = match first {
        1 | 7 => KeyCode::Home,
        2 => KeyCode::Insert,
        3 => KeyCode::Delete,
        4 | 8 => KeyCode::End,
        5 => KeyCode::PageUp,
        6 => KeyCode::PageDown,
        v @ 11..=15 => KeyCode::F(v - 10),
        v @ 17..=21 => KeyCode::F(v - 11),
        v @ 23..=26 => KeyCode::F(v - 12),
        v @ 28..=29 => KeyCode::F(v - 15),
        v @ 31..=34 => KeyCode::F(v - 17),
        _ => return None,
    };
    Some(with_kind(code, mods))
}

/// `ESC [ codepoint ; modifiers u` (fixterms and the kitty keyboard protocol).
fn csi_u_key(text: &str) -> Option<Event> {
    let mut parts = text.split(';');
    let codepoint = parts.next()?.split(':').next()?.parse::<u32>().ok()?;
    let mods =
        modifiers_and_kind(parts.next()).unwrap_or((KeyModifiers::NONE, KeyEventKind::Press));
    let code = match char::from_u32(codepoint)? {
        '\x1b' => KeyCode::Esc,
        '\r' => KeyCode::Enter,
        '\t' if mods.0.contains(KeyModifiers::SHIFT) => KeyCode::BackTab,
        '\t' => KeyCode::Tab,
        '\x7f' => KeyCode::Backspace,
        c if c.is_control() => return None,
        c => KeyCode::Char(c),
    };
    Some(with_kind(code, mods))
}

/// The terminal's input: a thread reads its bytes (as crossterm does, stdin when it is
/// the terminal, else /dev/tty) and posts each read to the event loop's inbox; the loop
/// decodes them here, in the order they came.
pub(crate) struct Input {
    decoder: Decoder,
    /// Set when the loop ends: the reader then keeps nothing it reads afterwards.
    done: Arc<AtomicBool>,
}

impl Input {
    /// Starts the reader: `post` gets every read (an error ends the reading) and answers
    /// false once nobody listens any more.
    pub fn open(
        post: impl Fn(std::io::Result<Vec<u8>>) -> bool + Send + 'static,
    ) -> std::io::Result<Input> {
        use std::io::IsTerminal;
        use std::os::fd::AsFd;
        let mut tty = if std::io::stdin().is_terminal() {
            std::fs::File::from(std::io::stdin().as_fd().try_clone_to_owned()?)
        } else {
            std::fs::File::open("/dev/tty")?
        };
        let done = Arc::new(AtomicBool::new(false));
        let stop = Arc::clone(&done);
        std::thread::spawn(move || {
            let mut buf = [0u8; 1024];
            loop {
                let listened = match tty.read(&mut buf) {
                    // The terminal's input ended: nothing more will come from it.
                    Ok(0) => break,
                    Ok(n) => post(Ok(buf[..n].to_vec())),
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(e) => {
                        post(Err(e));
                        break;
                    }
                };
                if !listened || stop.load(Ordering::Relaxed) {
                    break;
                }
            }
        });
        Ok(Input {
            decoder: Decoder::default(),
            done,
        })
    }

    /// The events that bytes read at `now` complete.
    pub fn decode(&mut self, bytes: &[u8], now: Instant) -> Vec<Event> {
        self.decoder.feed(bytes, now)
    }

    /// When an unfinished sequence times out (the loop wakes then to drop it).
    pub fn deadline(&self) -> Option<Instant> {
        self.decoder.deadline()
    }

    /// At `now`: a sequence left unfinished past its timeout is dropped.
    pub fn expire(&mut self, now: Instant) {
        self.decoder.expire(now);
    }
}

impl Drop for Input {
    fn drop(&mut self) {
        self.done.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(bytes: &[u8]) -> Vec<Event> {
        Decoder::default().feed(bytes, Instant::now())
    }

    fn k(code: KeyCode) -> Event {
        plain(code)
    }

    fn ch(c: char) -> Event {
        plain(KeyCode::Char(c))
    }

    #[test]
    fn plain_keys_controls_and_utf8() {
        assert_eq!(
            all(b"a\r\t\x7f\x11\x03"),
            vec![
                ch('a'),
                k(KeyCode::Enter),
                k(KeyCode::Tab),
                k(KeyCode::Backspace),
                key(KeyCode::Char('q'), KeyModifiers::CONTROL),
                key(KeyCode::Char('c'), KeyModifiers::CONTROL),
            ]
        );
        assert_eq!(
            all("ñÑ€".as_bytes()),
            vec![
                ch('ñ'),
                key(KeyCode::Char('Ñ'), KeyModifiers::SHIFT),
                ch('€')
            ]
        );
        // A broken UTF-8 byte is dropped, not the key after it.
        assert_eq!(all(b"\xffx"), vec![ch('x')]);
    }

    #[test]
    fn esc_alt_arrows_and_function_keys() {
        assert_eq!(all(b"\x1b"), vec![k(KeyCode::Esc)]);
        assert_eq!(all(b"\x1b\x1b"), vec![k(KeyCode::Esc)]);
        assert_eq!(
            all(b"\x1bx"),
            vec![key(KeyCode::Char('x'), KeyModifiers::ALT)]
        );
        assert_eq!(
            all(b"\x1b[A\x1b[B\x1b[C\x1b[D\x1bOA\x1b[Z"),
            vec![
                k(KeyCode::Up),
                k(KeyCode::Down),
                k(KeyCode::Right),
                k(KeyCode::Left),
                k(KeyCode::Up),
                key(KeyCode::BackTab, KeyModifiers::SHIFT),
            ]
        );
        assert_eq!(
            all(b"\x1b[1;5A\x1b[3~\x1b[5~\x1b[15~\x1bOP\x1b[[A"),
            vec![
                key(KeyCode::Up, KeyModifiers::CONTROL),
                k(KeyCode::Delete),
                k(KeyCode::PageUp),
                k(KeyCode::F(5)),
                k(KeyCode::F(1)),
                k(KeyCode::F(1)),
            ]
        );
        assert_eq!(
            all(b"\x1b[97;5u"),
            vec![key(KeyCode::Char('a'), KeyModifiers::CONTROL)]
        );
    }

    #[test]
    fn mouse_reports() {
        let click = |kind, column, row| {
            Event::Mouse(MouseEvent {
                kind,
                column,
                row,
                modifiers: KeyModifiers::NONE,
            })
        };
        assert_eq!(
            all(b"\x1b[<0;12;5M\x1b[<0;12;5m\x1b[<64;1;1M"),
            vec![
                click(MouseEventKind::Down(MouseButton::Left), 11, 4),
                click(MouseEventKind::Up(MouseButton::Left), 11, 4),
                click(MouseEventKind::ScrollUp, 0, 0),
            ]
        );
        assert_eq!(
            all(b"\x1b[M +%"),
            vec![click(MouseEventKind::Down(MouseButton::Left), 10, 4)]
        );
        assert_eq!(
            all(b"\x1b[32;3;4M"),
            vec![click(MouseEventKind::Down(MouseButton::Left), 2, 3)]
        );
        // Zero coordinates (which no terminal sends) do not underflow.
        assert_eq!(
            all(b"\x1b[<0;0;0M"),
            vec![click(MouseEventKind::Down(MouseButton::Left), 0, 0)]
        );
    }

    #[test]
    fn reports_and_pastes_are_not_keys() {
        assert_eq!(all(b"\x1b[?1u\x1b[?64;1c\x1b[12;40R\x1b[Iz"), vec![ch('z')]);
        assert_eq!(all(b"\x1b[200~hello\x1b[201~z"), vec![ch('z')]);
    }

    #[test]
    fn an_unfinished_sequence_waits_for_its_next_byte() {
        let t0 = Instant::now();
        let mut d = Decoder::default();
        assert_eq!(d.feed(b"\x1b[", t0), vec![]);
        assert_eq!(
            d.feed(b"A", t0 + Duration::from_millis(30)),
            vec![k(KeyCode::Up)]
        );
        assert_eq!(d.deadline(), None);
        // A mouse report cut in two reads.
        assert_eq!(d.feed(b"\x1b[<0;3", t0), vec![]);
        assert!(!d.expire(t0 + Duration::from_millis(50)));
        assert_eq!(d.feed(b";2M", t0 + Duration::from_millis(60)).len(), 1);
    }

    #[test]
    fn an_unfinished_sequence_times_out_and_the_next_key_works() {
        for stuck in [
            &b"\x1b[?"[..],
            b"\x1b[<",
            b"\x1b[<0;12",
            b"\x1b[200~",
            b"\x1b[200~abc",
            b"\x1b[1;5",
            b"\x1bO",
            b"\x1b[",
            b"\xc3",
        ] {
            let t0 = Instant::now();
            let mut d = Decoder::default();
            assert_eq!(d.feed(stuck, t0), vec![], "{stuck:?}");
            assert_eq!(d.deadline(), Some(t0 + INCOMPLETE_TIMEOUT), "{stuck:?}");
            assert!(!d.expire(t0 + INCOMPLETE_TIMEOUT / 2));
            assert!(d.expire(t0 + INCOMPLETE_TIMEOUT), "{stuck:?}");
            assert_eq!(d.deadline(), None);
            let later = t0 + Duration::from_secs(1);
            assert_eq!(d.feed(b"q", later), vec![ch('q')], "{stuck:?} then q");
        }
    }

    #[test]
    fn a_control_byte_or_esc_inside_a_sequence_ends_it_at_once() {
        // Ctrl-Q and Ctrl-C work at once, even right after a cut sequence.
        assert_eq!(
            all(b"\x1b[?\x11"),
            vec![key(KeyCode::Char('q'), KeyModifiers::CONTROL)]
        );
        assert_eq!(
            all(b"\x1b[<0;12\x03"),
            vec![key(KeyCode::Char('c'), KeyModifiers::CONTROL)]
        );
        assert_eq!(all(b"\x1b[<0;1\x1b[B"), vec![k(KeyCode::Down)]);
        assert_eq!(all(b"\x1bO\x1b[A"), vec![k(KeyCode::Up)]);
        // A sequence far too long for any key is dropped without waiting.
        let mut long = b"\x1b[".to_vec();
        long.extend(std::iter::repeat_n(b'1', 200));
        long.extend(b"Ax");
        assert_eq!(all(&long), vec![ch('x')]);
    }

    /// A flood of one endless sequence in 200-byte reads costs work in proportion to
    /// its bytes (each looked at once, not again on every read), and the sequence is
    /// dropped without eating the keys after it (found by a tester: `ESC [` then only
    /// digits, or a paste never ended, took half a core of the host's SSH thread).
    #[test]
    fn an_endless_sequence_costs_work_in_proportion_to_its_bytes() {
        let t0 = Instant::now();
        for (start, filler, end) in [
            (&b"\x1b["[..], b'1', &b"A"[..]),
            (b"\x1b[200~", b'x', b"\x1b[201~"),
        ] {
            let mut d = Decoder::default();
            assert_eq!(d.feed(start, t0), vec![]);
            let packet = vec![filler; 200];
            let packets = 5_000;
            for _ in 0..packets {
                assert_eq!(d.feed(&packet, t0), vec![], "{start:?}");
            }
            let mut last = end.to_vec();
            last.extend(b"ok");
            assert_eq!(d.feed(&last, t0), vec![ch('o'), ch('k')], "{start:?}");
            let bytes = start.len() + packets * packet.len() + last.len();
            assert!(
                d.scanned <= 2 * bytes,
                "{start:?}: {} bytes looked at for {bytes}",
                d.scanned
            );
            assert_eq!(d.buf.len(), 0);
        }
        // A too-long CSI sequence cut into small reads is dropped to its final byte:
        // its digits are no keys, the keys after it are.
        let mut d = Decoder::default();
        let mut got = d.feed(b"\x1b[", t0);
        for _ in 0..100 {
            got.extend(d.feed(b"1;", t0));
        }
        got.extend(d.feed(b"~q", t0));
        assert_eq!(got, vec![ch('q')]);
        // A control byte still ends it at once, and is read.
        let mut d = Decoder::default();
        let mut long = b"\x1b[".to_vec();
        long.extend([b'2'; 100]);
        long.push(0x11);
        assert_eq!(
            d.feed(&long, t0),
            vec![key(KeyCode::Char('q'), KeyModifiers::CONTROL)]
        );
        // A paste past its bound stops being dropped.
        let mut d = Decoder::default();
        d.feed(b"\x1b[200~", t0);
        d.feed(&vec![b'x'; MAX_PASTE], t0);
        assert_eq!(d.feed(b"xq", t0), vec![ch('q')]);
    }

    proptest::proptest! {
        /// Any bytes, cut anywhere, never panic, never keep more than one unfinished
        /// sequence past its timeout, and the key after a timeout always comes through.
        #[test]
        fn any_bytes_in_any_chunks_then_a_key_after_the_timeout(
            bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..200),
            cuts in proptest::collection::vec(0usize..200, 0..8),
        ) {
            let t0 = Instant::now();
            let mut d = Decoder::default();
            let mut cuts = cuts;
            cuts.push(bytes.len());
            cuts.sort_unstable();
            let mut from = 0;
            for (i, cut) in cuts.into_iter().enumerate() {
                let cut = cut.min(bytes.len()).max(from);
                let _ = d.feed(&bytes[from..cut], t0 + Duration::from_micros(i as u64));
                from = cut;
            }
            let later = t0 + INCOMPLETE_TIMEOUT * 2;
            d.expire(later);
            proptest::prop_assert_eq!(d.deadline(), None);
            proptest::prop_assert_eq!(d.feed(b"q", later), vec![ch('q')]);
        }
    }
}
