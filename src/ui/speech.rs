//! Line mode (`--screen-reader`): what a table's screen says, as plain text for a screen
//! reader. [`spoken`] reads a table the way the drawing does (the same prompt, keys,
//! summary and score pad, so line mode never says what the screen would not show), and
//! [`plain`] turns drawn cells into words: box lines dropped, symbols named
//! (`assets/speech.toml`).

use crate::app::table::{Look, Overlay};
use crate::app::text::table::{fill, words};
use crate::engine::Lang;
use crate::game_screen::game_ui::{GameUi, ScreenedGame};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// What one table screen says now. Two of them compared tell what is new.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Spoken {
    /// The game's title and header: mode, round, dealer.
    pub title: String,
    /// "Pass to Bob, then press Enter": nothing private is said meanwhile.
    pub handoff: Option<String>,
    /// Every move so far, in words, oldest first (one entry per move).
    pub log: Vec<String>,
    /// The newest line for the message area: a refusal, a hint, or the last move.
    pub message: String,
    /// What is asked now, of whom.
    pub prompt: Option<String>,
    /// The moves played so far: a new decision is asked again even in the same words.
    pub ply: u64,
    /// The prompt asks the reader to act (their turn, their vote), not to wait.
    pub yours: bool,
    /// Letters are text now: what typing does.
    pub typing: Option<String>,
    /// Where the word being typed goes ("Word on Bob's word"), as its field says.
    pub field: Option<String>,
    /// The keys that work now: how each is written, and what it does.
    pub keys: Vec<(String, String)>,
    /// The end of a round or hand, until it is dismissed: its title and lines.
    pub summary: Option<(String, Vec<String>)>,
    /// The end of the game: who won and the totals.
    pub over: Option<Vec<String>>,
    /// The score pad's lines.
    pub scores: Vec<String>,
}

/// What table screen `t` says now.
pub fn spoken<G: ScreenedGame>(t: Look<'_, G>) -> Spoken {
    let ctx = t.ctx();
    let lang = ctx.lang;
    let title = format!(
        "{} · {}",
        crate::engine::words::pair(lang, G::TITLE),
        t.screen.ui.header(&ctx)
    );
    let (mut keys, common) = super::table::footer_keys(t, &ctx, true);
    keys.extend(common);
    let say = |text: &str| words_of(text, G::KEY, lang);
    let summary = match &t.screen.overlay {
        Overlay::Summary(s) => {
            let mut lines: Vec<String> = s.lines.iter().map(|l| say(l)).collect();
            lines.push(say(words(lang).summary_continue));
            Some((say(&s.title), lines))
        }
        _ => None,
    };
    // Everyone reads a summary first: the hand-off comes after it (as on the screen).
    let handoff = t
        .screen
        .handoff
        .filter(|_| summary.is_none())
        .and_then(|seat| {
            let name = ctx.names.get(seat)?;
            Some(format!(
                "{} {}",
                fill(words(lang).handoff_pass_to, &[("name", name)]),
                words(lang).handoff_look_away
            ))
        });
    let over = t
        .table
        .is_over()
        .then(|| game_over_lines(t, lang).iter().map(|l| say(l)).collect());
    let scores = t
        .screen
        .ui
        .score_pad(&ctx, 100, 60)
        .iter()
        .map(|line| words_of(&line.to_string(), G::KEY, lang))
        .filter(|line| !line.is_empty())
        .collect();
    let prompt = if handoff.is_some() {
        None
    } else {
        super::table::prompt_text(t, &ctx)
    };
    let yours = prompt.is_some() && (ctx.acting.is_some() || t.poll_prompt().is_some());
    Spoken {
        title: say(&title),
        handoff,
        log: t.screen.log.iter().map(|l| say(l)).collect(),
        message: say(&t.screen.message),
        prompt: prompt.map(|p| say(&p)),
        ply: t.table.session.ply(),
        yours,
        typing: t.screen.ui.typing(&ctx).map(|p| say(&p)),
        field: t.screen.ui.field_label(&ctx).map(|p| say(&p)),
        keys: keys
            .into_iter()
            .map(|(k, what)| (say(&k), say(&what)))
            .collect(),
        summary,
        over,
        scores,
    }
}

/// Who won, then each seat's total, winners first.
fn game_over_lines<G: ScreenedGame>(t: Look<'_, G>, lang: Lang) -> Vec<String> {
    let mut lines: Vec<String> = super::table::game_over_text(lang, t).into_iter().collect();
    let totals = t.table.session.game.totals();
    let names = t.table.session.names();
    let winners = t
        .table
        .session
        .outcome()
        .map(|o| o.winners)
        .unwrap_or_default();
    let mut order: Vec<usize> = (0..totals.len()).collect();
    order.sort_by_key(|&i| (!winners.contains(&i), i));
    for i in order {
        if let (Some(name), Some(total)) = (names.get(i), totals.get(i)) {
            lines.push(format!("{name}: {total}."));
        }
    }
    if t.seed_shown() {
        lines.push(fill(
            words(lang).game_over_seed,
            &[("seed", &t.table.session.seed.to_string())],
        ));
    }
    lines
}

/// The words for the symbols the screens draw, per language, and per game where a
/// game gives a symbol its own meaning (Palabra's shapes are its colors).
#[derive(serde::Deserialize, Default)]
struct Glyphs {
    #[serde(default)]
    en: BTreeMap<String, String>,
    #[serde(default)]
    es: BTreeMap<String, String>,
    #[serde(default)]
    games: BTreeMap<String, Glyphs>,
}

impl Glyphs {
    fn of(&self, lang: Lang) -> &BTreeMap<String, String> {
        match lang {
            Lang::En => &self.en,
            Lang::Es => &self.es,
        }
    }
}

fn glyphs() -> &'static Glyphs {
    static GLYPHS: OnceLock<Glyphs> = OnceLock::new();
    GLYPHS.get_or_init(|| {
        // Embedded and checked by a test: a broken file names no symbol rather than fail.
        toml::from_str(include_str!("../../assets/speech.toml")).unwrap_or_default()
    })
}

/// The symbol (or run of symbols, or phrase) `text` starts with, in game `game`: how
/// many bytes it takes and its words. The longest wins ("***" is "three stars" in
/// Palabra, "*" alone a wild card), a game's own words before the language's.
fn glyph_at(text: &str, game: &str, lang: Lang) -> Option<(usize, &'static str)> {
    let all = glyphs();
    let tables = [all.games.get(game).map(|g| g.of(lang)), Some(all.of(lang))];
    let mut best: Option<(usize, &'static str)> = None;
    for table in tables.into_iter().flatten() {
        for (key, word) in table {
            if text.starts_with(key.as_str()) && best.is_none_or(|(len, _)| key.len() > len) {
                best = Some((key.len(), word.as_str()));
            }
        }
    }
    best
}

/// A `+` read as words: "+12" gains, "3+" is at least, else a plus sign. Said as
/// the language says it, not as a symbol's name.
fn plus_word(before_digit: bool, after_digit: bool, lang: Lang) -> &'static str {
    match (lang, before_digit, after_digit) {
        (Lang::En, false, true) => "or more",
        (Lang::Es, false, true) => "o más",
        (Lang::En, _, _) => "plus",
        (Lang::Es, _, _) => "más",
    }
}

/// Box lines, blocks and shading: drawing, not words.
fn is_drawing(c: char) -> bool {
    matches!(c as u32, 0x2500..=0x259F)
}

/// Appends `word` (a symbol's words) to `out` as a word of its own: punctuation it
/// starts with ("·" is a comma) ends the word before it, and an opening bracket holds
/// on to the word after it.
fn push_word(out: &mut String, word: &str) {
    if word.starts_with(|w: char| w.is_ascii_punctuation() && w != '(') {
        out.truncate(out.trim_end().len());
    } else {
        out.push(' ');
    }
    out.push_str(word);
    if !word.ends_with('(') {
        out.push(' ');
    }
}

/// `text` as a screen reader should hear it: drawing dropped, each symbol a word of
/// its own, spaces collapsed. Nothing but printable text (no control character) is
/// left: line mode writes no escape sequence.
pub fn words_of(text: &str, game: &str, lang: Lang) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    let mut previous: Option<char> = None;
    while let Some(c) = rest.chars().next() {
        let mut taken = c.len_utf8();
        if c.is_control() || is_drawing(c) {
            out.push(' ');
        } else if let Some((len, word)) = glyph_at(rest, game, lang) {
            taken = len;
            push_word(&mut out, word);
        } else if c == '+' {
            let next_is_digit = rest[1..].starts_with(|n: char| n.is_ascii_digit());
            let after_digit = previous.is_some_and(|p| p.is_ascii_digit());
            push_word(&mut out, plus_word(next_is_digit, after_digit, lang));
        } else {
            out.push(c);
        }
        previous = rest[..taken].chars().last();
        rest = &rest[taken..];
    }
    let spaced = out.split_whitespace().collect::<Vec<_>>().join(" ");
    // No space before punctuation a symbol's word was put next to ("the cursor;"), nor
    // after an opening bracket.
    let mut said = String::with_capacity(spaced.len());
    let mut chars = spaced.chars().peekable();
    while let Some(c) = chars.next() {
        let before_stop = chars
            .peek()
            .is_some_and(|n| matches!(n, ',' | ';' | ':' | '.' | '!' | '?' | ')'));
        let after_opening = said.ends_with('(');
        if !(c == ' ' && (before_stop || after_opening)) {
            said.push(c);
        }
    }
    said
}

/// The text drawn in `area` of `buffer`, a line per row that says something.
pub fn plain(buffer: &Buffer, area: Rect, game: &str, lang: Lang) -> Vec<String> {
    let area = area.intersection(buffer.area);
    (area.top()..area.bottom())
        .map(|y| {
            let row: String = (area.left()..area.right())
                .filter_map(|x| buffer.cell((x, y)).map(ratatui::buffer::Cell::symbol))
                .collect();
            words_of(&row, game, lang)
        })
        .filter(|line| !line.is_empty())
        .collect()
}

/// The text drawn in `area`, as one label (a card: "R7", "Q hearts").
pub fn label(buffer: &Buffer, area: Rect, game: &str, lang: Lang) -> String {
    plain(buffer, area, game, lang).join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_symbols_file_reads_and_names_the_shapes_of_every_game() {
        let all: Glyphs = toml::from_str(include_str!("../../assets/speech.toml"))
            .expect("assets/speech.toml is valid");
        assert_eq!(all.en.get("★").map(String::as_str), Some("star"));
        assert_eq!(all.es.get("★").map(String::as_str), Some("estrella"));
        let palabra = all.games.get("palabra").expect("Palabra's colors");
        assert_eq!(palabra.en.get("▲").map(String::as_str), Some("blue"));
        assert_eq!(palabra.es.get("▲").map(String::as_str), Some("azul"));
    }

    #[test]
    fn drawing_goes_and_symbols_become_words() {
        assert_eq!(
            words_of("│ ▶◉ Ana  ★★ │", "pala", Lang::En),
            "to play dealer Ana star star"
        );
        assert_eq!(words_of("C● ▲E", "palabra", Lang::En), "C red blue E");
        assert_eq!(words_of("C● ▲E", "palabra", Lang::Es), "C rojo azul E");
        assert_eq!(words_of("Q♥", "palace", Lang::En), "Q hearts");
        assert_eq!(
            words_of("the card under ▲; Space", "pala", Lang::En),
            "the card under the cursor; Space"
        );
        assert_eq!(
            words_of(" Pala · Pointillism", "pala", Lang::En),
            "Pala, Pointillism"
        );
        // A dash between words is a pause; a dash alone is an empty value.
        assert_eq!(
            words_of("naipes — a card table", "launcher", Lang::En),
            "naipes, a card table"
        );
        assert_eq!(words_of("Pozo: —", "rapiletras", Lang::Es), "Pozo: nada");
        assert_eq!(
            words_of("null bid ±7", "pala", Lang::En),
            "null bid plus or minus 7"
        );
        // No control character survives: nothing can move the cursor.
        assert_eq!(words_of("a\x1b[2Jb\r\nc", "palace", Lang::En), "a (2Jb c");
    }

    #[test]
    fn stars_keys_and_signs_are_said_in_words() {
        // A Palabra card's stars, as its label reads them.
        assert_eq!(
            words_of("Y4 *** ▲", "palabra", Lang::En),
            "Y4 three stars blue"
        );
        assert_eq!(
            words_of("R2 ** ●", "palabra", Lang::Es),
            "R2 dos estrellas rojo"
        );
        assert_eq!(
            words_of("W★★ HIR★★★", "palabra", Lang::En),
            "W two stars HIR three stars"
        );
        assert_eq!(
            words_of("type (* wild, + vowel)", "palabra", Lang::En),
            "type (star key for a wild card, plus key for a vowel card)"
        );
        assert_eq!(
            words_of("escribe (* comodín)", "rapiletras", Lang::Es),
            "escribe (tecla estrella para un comodín)"
        );
        // Pala's chip under the cursor, picked.
        assert_eq!(words_of("[ W ✓]", "pala", Lang::En), "W, picked");
        assert_eq!(words_of("G/3 null/2", "pala", Lang::En), "G, 3 null, 2");
        // Points gained, and "at least".
        assert_eq!(
            words_of("Ana +12 (30), 3+ letters", "leftovers", Lang::En),
            "Ana plus 12 (30), 3 or more letters"
        );
        assert_eq!(
            words_of("Bob: +4 en la mano", "rapiletras", Lang::Es),
            "Bob: más 4 en la mano"
        );
        assert_eq!(
            words_of("[translate] sad / unhappy", "palace", Lang::En),
            "(translate) sad, unhappy"
        );
        assert_eq!(
            words_of("play/skip: y = yes. Word: _", "palabra", Lang::En),
            "play or skip: y is yes. Word:"
        );
    }
}
