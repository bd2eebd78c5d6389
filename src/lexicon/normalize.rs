//! Word normalization shared by the build script and the runtime lexicon.
//!
//! This file is compiled twice: as `crate::lexicon::normalize` and, through
//! `#[path = "src/lexicon/normalize.rs"] mod normalize;`, inside `build.rs`.
//! It must therefore depend on nothing but `core`/`std`.
//!
//! # The alphabet and its byte encoding
//!
//! The cards of every word game show 27 letters: `A`-`Z` and `Ñ`. Inside the
//! FSTs every letter is stored as exactly **one byte**, so that one FST
//! transition is one letter and searches can walk the automaton letter by
//! letter:
//!
//! | letter | byte |
//! |---|---|
//! | `A`..=`Z` | `b'A'..=b'Z'` (0x41-0x5A) |
//! | `Ñ` | [`ENYE`] = `b'['` (0x5B) |
//!
//! `b'['` follows `b'Z'`, just as the UTF-8 encoding of `Ñ` (0xC3 0x91) sorts
//! after every ASCII letter, so the byte order of FST keys equals the order of
//! the normalized words as Rust `String`s (and the order of the lines in
//! `dictionaries/*.txt`).
//!
//! # Normalization
//!
//! * letters are upper-cased;
//! * diacritics are removed: `Á À Â Ä Ã Å` -> `A`, `Ç` -> `C`, `É È Ê Ë` -> `E`,
//!   `Í Ì Î Ï` -> `I`, `Ó Ò Ô Ö Õ` -> `O`, `Ú Ù Û Ü` -> `U`, `Ý Ÿ` -> `Y`
//!   (both cases);
//! * `Ñ`/`ñ` is kept as its own letter `Ñ`;
//! * decomposed input (a letter followed by combining marks U+0300-U+036F) is
//!   accepted: the marks are dropped, except that `N` + U+0303 (combining
//!   tilde) becomes `Ñ`;
//! * a word containing anything else (hyphen, apostrophe, digit, space, `ß`,
//!   `Æ`, ...) or nothing at all is rejected.
//!
//! `dictionaries/regenerate.py` applies the same rules to the source lists.

/// Byte that stands for `Ñ` inside the FSTs (the byte right after `b'Z'`).
pub(crate) const ENYE: u8 = b'[';

/// Number of letters of the alphabet (`A`-`Z` plus `Ñ`).
pub(crate) const ALPHABET_LEN: usize = 27;

/// Maps one precomposed character to its letter byte, or `None` if the
/// character is not a letter of the alphabet (with or without diacritics).
pub(crate) fn letter_byte(c: char) -> Option<u8> {
    let b = match c {
        'A'..='Z' => c as u8,
        'a'..='z' => c.to_ascii_uppercase() as u8,
        'Ñ' | 'ñ' => ENYE,
        'Á' | 'À' | 'Â' | 'Ä' | 'Ã' | 'Å' | 'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' => b'A',
        'Ç' | 'ç' => b'C',
        'É' | 'È' | 'Ê' | 'Ë' | 'é' | 'è' | 'ê' | 'ë' => b'E',
        'Í' | 'Ì' | 'Î' | 'Ï' | 'í' | 'ì' | 'î' | 'ï' => b'I',
        'Ó' | 'Ò' | 'Ô' | 'Ö' | 'Õ' | 'ó' | 'ò' | 'ô' | 'ö' | 'õ' => b'O',
        'Ú' | 'Ù' | 'Û' | 'Ü' | 'ú' | 'ù' | 'û' | 'ü' => b'U',
        'Ý' | 'Ÿ' | 'ý' | 'ÿ' => b'Y',
        _ => return None,
    };
    Some(b)
}

/// True for the combining diacritical marks (U+0300-U+036F).
fn is_combining(c: char) -> bool {
    ('\u{300}'..='\u{36F}').contains(&c)
}

/// Splits `text` into letter bytes (`Ok`) and other characters (`Err`),
/// folding combining marks into the letter before them.
///
/// A combining mark that does not follow a letter is returned as `Err`.
pub fn fold(text: &str) -> Vec<Result<u8, char>> {
    let mut out: Vec<Result<u8, char>> = Vec::with_capacity(text.len());
    for c in text.chars() {
        if is_combining(c) {
            match out.last_mut() {
                Some(Ok(prev)) => {
                    if c == '\u{303}' && *prev == b'N' {
                        *prev = ENYE;
                    }
                }
                _ => out.push(Err(c)),
            }
            continue;
        }
        out.push(letter_byte(c).ok_or(c));
    }
    out
}

/// Normalizes a word to its FST key (one byte per letter), or `None` if the
/// word is empty or contains a character that is not a letter.
pub(crate) fn normalize_bytes(word: &str) -> Option<Vec<u8>> {
    let folded = fold(word);
    if folded.is_empty() {
        return None;
    }
    folded.into_iter().collect::<Result<Vec<u8>, char>>().ok()
}

/// The display character of a letter byte (`b'['` -> `'Ñ'`).
pub(crate) fn byte_to_char(b: u8) -> char {
    if b == ENYE { 'Ñ' } else { b as char }
}

/// The display string of an FST key.
pub(crate) fn bytes_to_string(bytes: &[u8]) -> String {
    // Ñ takes two bytes in UTF-8; one spare byte avoids most reallocations.
    let mut s = String::with_capacity(bytes.len() + 1);
    for &b in bytes {
        s.push(byte_to_char(b));
    }
    s
}

/// Index of a letter byte in `0..ALPHABET_LEN` (`A` = 0, ..., `Z` = 25, `Ñ` = 26),
/// or `None` for any other byte.
pub(crate) fn letter_index(b: u8) -> Option<usize> {
    match b {
        b'A'..=ENYE => Some(usize::from(b - b'A')),
        _ => None,
    }
}

/// Normalizes a word to its display form (`A`-`Z`, `Ñ`), or `None` if it is
/// not a word (see the module documentation for the rules).
pub fn normalize(word: &str) -> Option<String> {
    normalize_bytes(word).map(|bytes| bytes_to_string(&bytes))
}
