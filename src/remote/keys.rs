//! Keys from the bytes a terminal sends: printable text (UTF-8), Enter, Tab, Backspace,
//! Ctrl-letters, Esc, arrows and the editing keys in their usual encodings. Any other
//! escape sequence is skipped whole; an invalid byte is skipped. Bounded: a sequence
//! longer than [`LONGEST`] bytes is dropped, so no input makes it grow.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The longest escape sequence kept while it is incomplete.
const LONGEST: usize = 32;

/// Decodes one connection's input; an escape sequence split across two reads is kept
/// until its end arrives.
#[derive(Default)]
pub struct KeyDecoder {
    pending: Vec<u8>,
}

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn ctrl(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)
}

/// What the start of `bytes` is: a key (or nothing, for a skipped sequence) and how many
/// bytes it took; None when more bytes are needed to tell.
fn next_key(bytes: &[u8], last_read: bool) -> Option<(Option<KeyEvent>, usize)> {
    let first = *bytes.first()?;
    match first {
        0x1b => escape(bytes, last_read),
        b'\r' | b'\n' => Some((Some(key(KeyCode::Enter)), 1)),
        b'\t' => Some((Some(key(KeyCode::Tab)), 1)),
        0x7f | 0x08 => Some((Some(key(KeyCode::Backspace)), 1)),
        0x01..=0x1a => Some((Some(ctrl((b'a' + first - 1) as char)), 1)),
        0x00 | 0x1c..=0x1f => Some((None, 1)),
        0x20..=0x7e => Some((Some(key(KeyCode::Char(first as char))), 1)),
        _ => utf8(bytes),
    }
}

/// A character of two to four bytes; an invalid start or continuation is one skipped
/// byte.
fn utf8(bytes: &[u8]) -> Option<(Option<KeyEvent>, usize)> {
    let len = match bytes[0] {
        0xc2..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf4 => 4,
        _ => return Some((None, 1)),
    };
    if bytes.len() < len {
        // The rest may come with the next read, unless what is here is already wrong.
        if bytes[1..].iter().any(|b| b & 0xc0 != 0x80) {
            return Some((None, 1));
        }
        return None;
    }
    match std::str::from_utf8(&bytes[..len])
        .ok()
        .and_then(|s| s.chars().next())
    {
        Some(c) => Some((Some(key(KeyCode::Char(c))), len)),
        None => Some((None, 1)),
    }
}

/// ESC alone (the last byte of a read) is the Esc key; ESC [ or ESC O starts a sequence.
fn escape(bytes: &[u8], last_read: bool) -> Option<(Option<KeyEvent>, usize)> {
    let Some(&second) = bytes.get(1) else {
        // A lone ESC at the end of what arrived: terminals send a key's bytes together.
        return last_read.then(|| (Some(key(KeyCode::Esc)), 1));
    };
    match second {
        b'[' => csi(bytes),
        b'O' => {
            let &third = bytes.get(2)?;
            let code = match third {
                b'A' => KeyCode::Up,
                b'B' => KeyCode::Down,
                b'C' => KeyCode::Right,
                b'D' => KeyCode::Left,
                b'H' => KeyCode::Home,
                b'F' => KeyCode::End,
                b'P' => KeyCode::F(1),
                b'Q' => KeyCode::F(2),
                b'R' => KeyCode::F(3),
                b'S' => KeyCode::F(4),
                _ => return Some((None, 3)),
            };
            Some((Some(key(code)), 3))
        }
        // ESC ESC: the first is the Esc key.
        0x1b => Some((Some(key(KeyCode::Esc)), 1)),
        // Alt with a key: the key alone.
        _ => next_key(&bytes[1..], last_read).map(|(k, n)| (k, n + 1)),
    }
}

/// ESC [ parameters final: the arrows, Home, End, Delete, Page Up and Down, Shift-Tab,
/// F1-F12; any other is skipped whole.
fn csi(bytes: &[u8]) -> Option<(Option<KeyEvent>, usize)> {
    let end = bytes[2..].iter().position(|b| (0x40..=0x7e).contains(b));
    let Some(end) = end else {
        // Unfinished: wait for the rest, unless it is already too long to be a key.
        return (bytes.len() >= LONGEST).then_some((None, bytes.len()));
    };
    let len = end + 3;
    let params = &bytes[2..end + 2];
    let first_param = params
        .split(|&b| b == b';')
        .next()
        .and_then(|p| std::str::from_utf8(p).ok())
        .and_then(|p| p.parse::<u16>().ok());
    let code = match (bytes[end + 2], first_param) {
        (b'A', _) => KeyCode::Up,
        (b'B', _) => KeyCode::Down,
        (b'C', _) => KeyCode::Right,
        (b'D', _) => KeyCode::Left,
        (b'H', _) => KeyCode::Home,
        (b'F', _) => KeyCode::End,
        (b'Z', _) => KeyCode::BackTab,
        (b'~', Some(1 | 7)) => KeyCode::Home,
        (b'~', Some(4 | 8)) => KeyCode::End,
        (b'~', Some(2)) => KeyCode::Insert,
        (b'~', Some(3)) => KeyCode::Delete,
        (b'~', Some(5)) => KeyCode::PageUp,
        (b'~', Some(6)) => KeyCode::PageDown,
        (b'~', Some(n @ 11..=15)) => KeyCode::F((n - 10) as u8),
        (b'~', Some(n @ 17..=21)) => KeyCode::F((n - 11) as u8),
        (b'~', Some(n @ 23..=24)) => KeyCode::F((n - 12) as u8),
        _ => return Some((None, len)),
    };
    let key = if code == KeyCode::BackTab {
        KeyEvent::new(code, KeyModifiers::SHIFT)
    } else {
        key(code)
    };
    Some((Some(key), len))
}

impl KeyDecoder {
    /// The keys in `bytes` (one read from the connection), in order.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<KeyEvent> {
        self.pending.extend_from_slice(bytes);
        let mut keys = Vec::new();
        let mut at = 0;
        while at < self.pending.len() {
            match next_key(&self.pending[at..], true) {
                Some((k, used)) => {
                    keys.extend(k);
                    at += used.max(1);
                }
                None => break,
            }
        }
        self.pending.drain(..at);
        if self.pending.len() > LONGEST {
            self.pending.clear();
        }
        keys
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(bytes: &[u8]) -> Vec<KeyCode> {
        KeyDecoder::default()
            .feed(bytes)
            .into_iter()
            .map(|k| k.code)
            .collect()
    }

    #[test]
    fn text_and_control_keys() {
        assert_eq!(
            codes(b"ab\r\t\x7f"),
            vec![
                KeyCode::Char('a'),
                KeyCode::Char('b'),
                KeyCode::Enter,
                KeyCode::Tab,
                KeyCode::Backspace
            ]
        );
        assert_eq!(
            codes("ñé".as_bytes()),
            vec![KeyCode::Char('ñ'), KeyCode::Char('é')]
        );
        let ctrl_q = KeyDecoder::default().feed(b"\x11");
        assert_eq!(ctrl_q, vec![ctrl('q')]);
    }

    #[test]
    fn escape_sequences() {
        assert_eq!(
            codes(b"\x1b[A\x1b[B\x1bOC\x1b[D\x1b[3~\x1b[5~\x1b[Z"),
            vec![
                KeyCode::Up,
                KeyCode::Down,
                KeyCode::Right,
                KeyCode::Left,
                KeyCode::Delete,
                KeyCode::PageUp,
                KeyCode::BackTab
            ]
        );
        assert_eq!(codes(b"\x1b"), vec![KeyCode::Esc]);
        // A mouse report (never asked for) is skipped whole.
        assert_eq!(codes(b"\x1b[<0;10;5Mx"), vec![KeyCode::Char('x')]);
    }

    #[test]
    fn a_sequence_split_across_reads_is_one_key() {
        let mut d = KeyDecoder::default();
        assert!(d.feed(b"\x1b[").is_empty());
        assert_eq!(
            d.feed(b"A").iter().map(|k| k.code).collect::<Vec<_>>(),
            vec![KeyCode::Up]
        );
        assert!(d.feed(&[0xc3]).is_empty());
        assert_eq!(d.feed(&[0xb1])[0].code, KeyCode::Char('ñ'));
    }

    #[test]
    fn garbage_is_skipped_and_bounded() {
        let mut d = KeyDecoder::default();
        let junk: Vec<u8> = (0..10_000u32).map(|i| (i * 7919 % 256) as u8).collect();
        let _ = d.feed(&junk);
        assert!(d.pending.len() <= LONGEST);
        let mut long = b"\x1b[".to_vec();
        long.extend(std::iter::repeat_n(b'1', 100));
        assert!(d.feed(&long).is_empty());
        assert!(d.pending.len() <= LONGEST);
        assert_eq!(
            d.feed(b"\x1b[0mz").last().map(|k| k.code),
            Some(KeyCode::Char('z'))
        );
        assert_eq!(codes(&[0xff, 0xc3, b'a']), vec![KeyCode::Char('a')]);
    }
}
