//! Dictionaries: word lookup, anagram search and pattern search.
//!
//! The English and Spanish word lists in `dictionaries/` are compiled by
//! `build.rs` into [`fst::Set`]s that are embedded in the binary, so opening a
//! dictionary costs nothing ([`Lexicon::embedded`]). Each language has two levels
//! ([`WordList`]): the full list and a smaller list of everyday words
//! ([`Lexicon::embedded_list`]). A player's own word list can be added on top
//! ([`Lexicon::with_user_words`]).
//!
//! Words are normalized before every lookup, at build time and at run time with
//! the same code ([`normalize()`]): upper case, accents removed, `Ñ` kept. Results
//! are normalized display strings (`"NIÑO"`), sorted and unique.
//!
//! Searches ([`Lexicon::words_from_letters`], [`Lexicon::words_matching`]) walk
//! the FST node by node with the hand's letters and jokers, never trying
//! permutations.
//!
//! Nothing here knows about the terminal.

mod error;
pub mod normalize;
mod query;
mod search;
pub mod table;
mod walk;

use std::fmt;
use std::path::Path;
use std::sync::Arc;

use fst::Set;
use serde::{Deserialize, Serialize};

pub use error::LexiconError;
pub use normalize::normalize;
pub use query::{DEFAULT_VOWELS, LetterQuery, Pattern};
pub use walk::Walker;

static ENGLISH_FST: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/english.fst"));
static SPANISH_FST: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/spanish.fst"));
static ENGLISH_EVERYDAY_FST: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/english-everyday.fst"));
static SPANISH_EVERYDAY_FST: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/spanish-everyday.fst"));
static ENGLISH_COMMON_FST: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/english-common.fst"));
static SPANISH_COMMON_FST: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/spanish-common.fst"));

/// Whether `word` is one of the "common" words of `lang` (`dictionaries/*-common.txt`):
/// the more frequent part of the full list that the everyday list lacks (SCOWL sizes
/// 55-70 in English, wordfreq Zipf 2 to 3 in Spanish). Not a game list: the extra
/// vocabulary of normal computer players, with the everyday list
/// (`games::judge::Vocabulary`).
pub fn is_common(lang: Language, word: &str) -> bool {
    let bytes = match lang {
        Language::English => ENGLISH_COMMON_FST,
        Language::Spanish => SPANISH_COMMON_FST,
    };
    match (Set::new(bytes), normalize::normalize_bytes(word)) {
        (Ok(set), Some(key)) => set.contains(key),
        _ => false,
    }
}

/// Calls `f` with every key of the common words of `lang` ([`is_common`]), in order.
pub(crate) fn each_common_key(lang: Language, mut f: impl FnMut(&[u8])) {
    use fst::Streamer;
    let bytes = match lang {
        Language::English => ENGLISH_COMMON_FST,
        Language::Spanish => SPANISH_COMMON_FST,
    };
    let Ok(set) = Set::new(bytes) else {
        return;
    };
    let mut stream = set.stream();
    while let Some(key) = stream.next() {
        f(key);
    }
}

/// Calls `f` with every key (one byte per letter, `[` for `Ñ`) of the embedded list
/// `list` of `lang`, in order.
pub(crate) fn each_embedded_key(lang: Language, list: WordList, mut f: impl FnMut(&[u8])) {
    use fst::Streamer;
    let set = open_embedded(lang, list);
    let mut stream = set.stream();
    while let Some(key) = stream.next() {
        f(key);
    }
}

/// Which level of a language's built-in words (`"full"`/`"everyday"` in files).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum WordList {
    /// Every word of the language's game list (`dictionaries/english.txt`,
    /// `spanish.txt`).
    #[default]
    Full,
    /// Everyday words only, a subset of the full list (`dictionaries/*-everyday.txt`):
    /// for families and classes, and the vocabulary of easy computer players.
    Everyday,
}

impl WordList {
    /// Both levels.
    pub const ALL: [WordList; 2] = [WordList::Full, WordList::Everyday];

    /// The name used in files: `"full"` or `"everyday"`.
    pub fn name(self) -> &'static str {
        match self {
            WordList::Full => "full",
            WordList::Everyday => "everyday",
        }
    }
}

/// The language of a dictionary (`"en"`/`"es"` in files).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    #[serde(rename = "en")]
    English,
    #[serde(rename = "es")]
    Spanish,
}

impl Language {
    /// Both languages.
    pub const ALL: [Language; 2] = [Language::English, Language::Spanish];

    /// The code used in files: `"en"` or `"es"`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Spanish => "es",
        }
    }

    /// The letters a vowel joker stands for by default: `AEIOUY` in English
    /// (as Palabra counts them), `AEIOU` in Spanish.
    pub fn vowels(self) -> &'static str {
        match self {
            Language::English => "AEIOUY",
            Language::Spanish => "AEIOU",
        }
    }

    fn embedded_bytes(self, list: WordList) -> &'static [u8] {
        match (self, list) {
            (Language::English, WordList::Full) => ENGLISH_FST,
            (Language::Spanish, WordList::Full) => SPANISH_FST,
            (Language::English, WordList::Everyday) => ENGLISH_EVERYDAY_FST,
            (Language::Spanish, WordList::Everyday) => SPANISH_EVERYDAY_FST,
        }
    }
}

/// A dictionary: the embedded word list of a language plus optional user words.
#[derive(Clone)]
pub struct Lexicon {
    language: Language,
    list: WordList,
    embedded: Set<&'static [u8]>,
    /// Words from user files, normalized (one byte per letter).
    user: Option<Arc<Set<Vec<u8>>>>,
    /// How many user words are not already in `embedded`.
    user_only: usize,
}

impl fmt::Debug for Lexicon {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Lexicon")
            .field("language", &self.language)
            .field("list", &self.list)
            .field("embedded_words", &self.embedded.len())
            .field("user_words", &self.user.as_ref().map_or(0, |u| u.len()))
            .finish()
    }
}

impl Lexicon {
    /// The built-in dictionary of `lang`, its full list. Instant: it only wraps the
    /// bytes embedded at build time.
    pub fn embedded(lang: Language) -> Lexicon {
        Lexicon::embedded_list(lang, WordList::Full)
    }

    /// The built-in dictionary of `lang` at the level `list`. Instant, like
    /// [`Lexicon::embedded`].
    pub fn embedded_list(lang: Language, list: WordList) -> Lexicon {
        Lexicon {
            language: lang,
            list,
            embedded: open_embedded(lang, list),
            user: None,
            user_only: 0,
        }
    }

    /// The same dictionary (language and user words) over the built-in level `list`.
    /// Costs a pass over the user words, none when there are none or the level is
    /// already `list`.
    pub(crate) fn with_list(mut self, list: WordList) -> Lexicon {
        if list == self.list {
            return self;
        }
        self.list = list;
        self.embedded = open_embedded(self.language, list);
        self.user_only = match &self.user {
            Some(user) => count_not_in(user, &self.embedded),
            None => 0,
        };
        self
    }

    /// Adds the words of the file at `path`: one word a line, `#` starts a
    /// comment, blank lines are ignored, accents are removed. Fails, naming the
    /// file, line and column, if the file cannot be read or a line is not a word.
    ///
    /// Only a regular file is read (a directory, FIFO or device is refused before it
    /// is opened), of at most [`MAX_USER_WORDS_BYTES`] bytes and
    /// [`MAX_USER_WORDS_LINES`] lines.
    pub fn with_user_words(mut self, path: &Path) -> Result<Lexicon, LexiconError> {
        let data = read_word_list(path)?;
        let lines = data.split(|&b| b == b'\n').count() - usize::from(data.ends_with(b"\n"));
        if lines > MAX_USER_WORDS_LINES {
            return Err(LexiconError::TooManyLines {
                path: path.to_path_buf(),
                lines,
                limit: MAX_USER_WORDS_LINES,
            });
        }
        let mut keys: Vec<Vec<u8>> = match &self.user {
            Some(user) => user.stream().into_bytes(),
            None => Vec::new(),
        };
        for (i, raw) in data.split(|&b| b == b'\n').enumerate() {
            let line = std::str::from_utf8(raw).map_err(|e| {
                let valid = &raw[..e.valid_up_to()];
                LexiconError::NotUtf8 {
                    path: path.to_path_buf(),
                    line: i + 1,
                    column: String::from_utf8_lossy(valid).chars().count() + 1,
                }
            })?;
            let bom = if line.starts_with('\u{feff}') { 1 } else { 0 };
            let line = line.strip_prefix('\u{feff}').unwrap_or(line);
            let before_comment = line.split('#').next().unwrap_or("");
            let word = before_comment.trim();
            if word.is_empty() {
                continue;
            }
            let key = normalize::normalize_bytes(word).ok_or_else(|| {
                let start = bom + before_comment.chars().count()
                    - before_comment.trim_start().chars().count();
                LexiconError::InvalidWord {
                    path: path.to_path_buf(),
                    line: i + 1,
                    column: start + first_non_letter(word) + 1,
                    word: excerpt(word),
                }
            })?;
            keys.push(key);
        }
        keys.sort_unstable();
        keys.dedup();
        self.user_only = keys.iter().filter(|k| !self.embedded.contains(k)).count();
        self.user = if keys.is_empty() {
            None
        } else {
            Some(Arc::new(Set::from_iter(keys)?))
        };
        Ok(self)
    }

    /// The language of the embedded word list.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The level of the embedded word list.
    pub fn list(&self) -> WordList {
        self.list
    }

    /// Is `word` (any case, accents allowed) in the dictionary?
    pub fn contains(&self, word: &str) -> bool {
        match normalize::normalize_bytes(word) {
            Some(key) => self.contains_key(&key),
            None => false,
        }
    }

    fn contains_key(&self, key: &[u8]) -> bool {
        self.embedded.contains(key) || self.user.as_ref().is_some_and(|u| u.contains(key))
    }

    /// Number of distinct words (embedded plus user words not already in it).
    pub fn len(&self) -> usize {
        self.embedded.len() + self.user_only
    }

    /// True if the dictionary has no word (never for the embedded lists).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every word that the hand `q` can spell (each letter used at most once,
    /// jokers for the rest), sorted and unique.
    pub fn words_from_letters(&self, q: &LetterQuery) -> Vec<String> {
        let mut tiles = q.tiles();
        let mut words = Vec::new();
        let (min, max) = (q.min_len, q.max_len);
        search::from_letters(self.embedded.as_fst(), &mut tiles, min, max, &mut words);
        if let Some(user) = &self.user {
            search::from_letters(user.as_fst(), &mut tiles, min, max, &mut words);
        }
        self.finish(words)
    }

    /// [`Lexicon::words_from_letters`] with a big hand's walk split over the search
    /// threads ([`crate::engine::threads`]): the same words, sooner, for a strong
    /// player's one big search a decision. Not for the many small searches of move
    /// lists and checks, where starting threads would cost more than it saves.
    pub fn words_from_letters_on_cores(&self, q: &LetterQuery) -> Vec<String> {
        self.finish(
            self.map_words_from_letters_on_cores(q, |key| Some(normalize::bytes_to_string(key))),
        )
    }

    /// [`Lexicon::words_from_letters_on_cores`] for a caller that wants less than a
    /// `String` a word: `map` gets each word's key (one byte a letter: `A`..`Z`, then
    /// `[` for `Ñ`, see [`normalize`]) and keeps what it returns. The embedded words
    /// in order, then the player's own (a word in both comes twice).
    pub fn map_words_from_letters_on_cores<T: Send>(
        &self,
        q: &LetterQuery,
        map: impl Fn(&[u8]) -> Option<T> + Sync,
    ) -> Vec<T> {
        let mut tiles = q.tiles();
        let (min, max) = (q.min_len, q.max_len);
        let mut out = search::mapped_on_cores(self.embedded.as_fst(), &mut tiles, min, max, &map);
        if let Some(user) = &self.user {
            search::each_from_letters(user.as_fst(), &mut tiles, min, max, &mut |key| {
                out.extend(map(key))
            });
        }
        out
    }

    /// Walks the dictionary guided by `w` (see [`Walker`]): the embedded words in
    /// order, then the player's own words in order (a word in both comes twice).
    pub fn walk(&self, w: &mut impl Walker) {
        walk::walk(self.embedded.as_fst(), w);
        if let Some(user) = &self.user {
            walk::walk(user.as_fst(), w);
        }
    }

    /// Whether the player's own words were added (a [`Lexicon::walk`] then goes over
    /// two lists, so its words are not in one order).
    pub(crate) fn has_user_words(&self) -> bool {
        self.user.is_some()
    }

    /// Every word that fits the pattern `p`, sorted and unique.
    pub fn words_matching(&self, p: &Pattern) -> Vec<String> {
        let Some(slots) = p.slots() else {
            return Vec::new();
        };
        let mut tiles = p.available.as_ref().map(LetterQuery::tiles);
        let mut words = Vec::new();
        search::matching(self.embedded.as_fst(), &slots, tiles.as_mut(), &mut words);
        if let Some(user) = &self.user {
            search::matching(user.as_fst(), &slots, tiles.as_mut(), &mut words);
        }
        self.finish(words)
    }

    /// Merges the results of one or two sorted walks into sorted unique words.
    fn finish(&self, mut words: Vec<String>) -> Vec<String> {
        if self.user.is_some() {
            words.sort_unstable();
            words.dedup();
        }
        words
    }
}

fn open_embedded(lang: Language, list: WordList) -> Set<&'static [u8]> {
    Set::new(lang.embedded_bytes(list))
        .expect("build.rs writes a valid FST for every embedded word list")
}

/// How many keys of `user` are not in `embedded`.
fn count_not_in(user: &Set<Vec<u8>>, embedded: &Set<&'static [u8]>) -> usize {
    use fst::Streamer;
    let mut stream = user.stream();
    let mut n = 0;
    while let Some(key) = stream.next() {
        if !embedded.contains(key) {
            n += 1;
        }
    }
    n
}

/// Most bytes a user word list may have (5 MB).
pub const MAX_USER_WORDS_BYTES: u64 = 5_000_000;
/// Most lines a user word list may have.
pub const MAX_USER_WORDS_LINES: usize = 200_000;
/// Characters of a bad line quoted in an error.
const EXCERPT_CHARS: usize = 40;

/// Whether `path` can be a user word list, without reading it: it exists, is a regular
/// file and is not too big. The configuration checks this when it loads, so that a
/// missing list is told at the line that names it.
pub fn check_word_list(path: &Path) -> Result<(), LexiconError> {
    let meta = std::fs::metadata(path).map_err(|source| LexiconError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    check_regular(path, &meta)?;
    if meta.len() > MAX_USER_WORDS_BYTES {
        return Err(LexiconError::TooBig {
            path: path.to_path_buf(),
            limit: MAX_USER_WORDS_BYTES,
        });
    }
    Ok(())
}

/// The bytes of a user word list: a regular file, checked before it is opened (a FIFO
/// would block, a device could read forever), read no further than one byte past
/// [`MAX_USER_WORDS_BYTES`].
fn read_word_list(path: &Path) -> Result<Vec<u8>, LexiconError> {
    use std::io::Read;
    let read_error = |source| LexiconError::Read {
        path: path.to_path_buf(),
        source,
    };
    let too_big = || LexiconError::TooBig {
        path: path.to_path_buf(),
        limit: MAX_USER_WORDS_BYTES,
    };
    let meta = std::fs::metadata(path).map_err(read_error)?;
    check_regular(path, &meta)?;
    if meta.len() > MAX_USER_WORDS_BYTES {
        return Err(too_big());
    }
    let file = std::fs::File::open(path).map_err(read_error)?;
    // Checked again on the open file, in case the path changed in between.
    check_regular(path, &file.metadata().map_err(read_error)?)?;
    let mut data = Vec::with_capacity(meta.len() as usize);
    file.take(MAX_USER_WORDS_BYTES + 1)
        .read_to_end(&mut data)
        .map_err(read_error)?;
    if data.len() as u64 > MAX_USER_WORDS_BYTES {
        return Err(too_big());
    }
    Ok(data)
}

fn check_regular(path: &Path, meta: &std::fs::Metadata) -> Result<(), LexiconError> {
    match crate::files::not_a_regular_file(meta) {
        None => Ok(()),
        Some(kind) => Err(LexiconError::NotAFile {
            path: path.to_path_buf(),
            kind,
        }),
    }
}

/// 0-based character index of the first character of `word` that is not a letter (a
/// combining accent after a letter belongs to it).
fn first_non_letter(word: &str) -> usize {
    let mut after_letter = false;
    for (i, c) in word.chars().enumerate() {
        let combining = ('\u{300}'..='\u{36F}').contains(&c);
        if combining && after_letter {
            continue;
        }
        if combining || normalize::letter_byte(c).is_none() {
            return i;
        }
        after_letter = true;
    }
    0
}

/// At most [`EXCERPT_CHARS`] characters of `text`, with "…" when cut.
fn excerpt(text: &str) -> String {
    let mut chars = text.chars();
    let mut head: String = chars.by_ref().take(EXCERPT_CHARS).collect();
    if chars.next().is_some() {
        head.push('…');
    }
    head
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn normalize_rules() {
        assert_eq!(normalize("kéfir").as_deref(), Some("KEFIR"));
        assert_eq!(normalize("Niño").as_deref(), Some("NIÑO"));
        assert_eq!(normalize("PINGÜINO").as_deref(), Some("PINGUINO"));
        assert_eq!(normalize("façade").as_deref(), Some("FACADE"));
        assert_eq!(normalize("nin\u{303}o").as_deref(), Some("NIÑO"));
        assert_eq!(normalize("e\u{301}l").as_deref(), Some("EL"));
        for bad in [
            "",
            "don't",
            "co-op",
            "abc1",
            "two words",
            "\u{301}a",
            "straße",
        ] {
            assert_eq!(normalize(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn enye_sorts_after_z_in_bytes_and_strings() {
        let a = normalize::normalize_bytes("CAÑA").unwrap();
        let b = normalize::normalize_bytes("CAZA").unwrap();
        assert!(b < a);
        assert!("CAZA" < "CAÑA");
        assert_eq!(normalize::letter_index(normalize::ENYE), Some(26));
    }

    #[test]
    fn greedy_tiles_prefer_exact_then_vowel_joker() {
        let mut t = LetterQuery::new("A").wild(1).vowel_wild(1).tiles();
        assert!(matches!(t.take(b'A'), Some(query::Used::Letter(0))));
        assert!(matches!(t.take(b'E'), Some(query::Used::VowelWild)));
        assert!(matches!(t.take(b'E'), Some(query::Used::Wild)));
        assert!(t.take(b'E').is_none());
    }

    #[test]
    fn embedded_opens_and_is_big() {
        assert!(Lexicon::embedded(Language::English).len() > 270_000);
        assert!(Lexicon::embedded(Language::Spanish).len() > 640_000);
        for lang in Language::ALL {
            let everyday = Lexicon::embedded_list(lang, WordList::Everyday);
            assert_eq!(everyday.list(), WordList::Everyday);
            assert!(everyday.len() > 20_000, "{lang:?}");
            assert!(
                everyday.len() < Lexicon::embedded(lang).len() / 4,
                "{lang:?}"
            );
        }
    }

    #[test]
    fn with_list_keeps_user_words_and_recounts() {
        let dir = std::env::temp_dir().join(format!("naipes-lexicon-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("words.txt");
        std::fs::write(&path, "qi\nzorblax\n").unwrap();
        let full = Lexicon::embedded(Language::English)
            .with_user_words(&path)
            .unwrap();
        assert_eq!(full.len(), Lexicon::embedded(Language::English).len() + 1);
        let everyday = full.clone().with_list(WordList::Everyday);
        assert!(everyday.contains("zorblax") && everyday.contains("qi"));
        let base = Lexicon::embedded_list(Language::English, WordList::Everyday);
        assert!(!base.contains("qi"));
        assert_eq!(everyday.len(), base.len() + 2);
        assert_eq!(everyday.with_list(WordList::Full).len(), full.len());
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn word_list_serde_names() {
        assert_eq!(WordList::default(), WordList::Full);
        assert_eq!(
            serde_json::to_string(&WordList::Everyday).unwrap(),
            "\"everyday\""
        );
        let l: WordList = serde_json::from_str("\"full\"").unwrap();
        assert_eq!(l, WordList::Full);
        assert_eq!(WordList::Everyday.name(), "everyday");
    }

    #[test]
    fn language_serde_codes() {
        assert_eq!(serde_json::to_string(&Language::Spanish).unwrap(), "\"es\"");
        let l: Language = serde_json::from_str("\"en\"").unwrap();
        assert_eq!(l, Language::English);
    }
}
