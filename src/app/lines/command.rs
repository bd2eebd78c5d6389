//! What a typed line means in line mode: a question about the table ("cards",
//! "scores"), keys by name ("enter", "right right space"), a card by the name the
//! table shows on it (a tap on it), or a word for the field being typed.

use crate::engine::Lang;
use crate::game_screen::keys::Action;
use ratatui::layout::Rect;

/// What the player asks to hear.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Read {
    /// The title and what is asked now.
    Now,
    /// The board, as drawn.
    Board,
    /// What a tap can pick, by name.
    Cards,
    Scores,
    Keys,
    /// The last moves.
    Last,
    /// Line mode's own help.
    Help,
}

/// A typed line, understood.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Read(Read),
    /// Keys, in order, as if pressed.
    Keys(Vec<Action>),
    /// Nothing matched: said back with the help's first line.
    Unknown(String),
}

/// The longest line read: a word or a few key names, never more.
pub const MOST_CHARS: usize = 200;

/// Backspaces pressed before a typed word, so that it replaces what the field held (a
/// word refused stays in the field, and the next line was added to it): the longest
/// field, Palace's answers, holds 60 characters. Backspace in an empty field does
/// nothing.
const CLEAR_FIELD: usize = 60;

const READS: &[(&str, Read)] = &[
    ("now", Read::Now),
    ("turn", Read::Now),
    ("turno", Read::Now),
    ("ahora", Read::Now),
    ("board", Read::Board),
    ("table", Read::Board),
    ("mesa", Read::Board),
    ("tablero", Read::Board),
    ("cards", Read::Cards),
    ("hand", Read::Cards),
    ("cartas", Read::Cards),
    ("mano", Read::Cards),
    ("scores", Read::Scores),
    ("score", Read::Scores),
    ("puntos", Read::Scores),
    ("keys", Read::Keys),
    ("teclas", Read::Keys),
    ("last", Read::Last),
    ("moves", Read::Last),
    ("jugadas", Read::Last),
    ("help", Read::Help),
    ("ayuda", Read::Help),
];

const KEYS: &[(&str, Action)] = &[
    ("enter", Action::Select),
    ("intro", Action::Select),
    ("ok", Action::Select),
    ("space", Action::Toggle),
    ("espacio", Action::Toggle),
    ("esc", Action::Back),
    ("escape", Action::Back),
    ("back", Action::Back),
    ("tab", Action::Tab),
    ("left", Action::Left),
    ("izquierda", Action::Left),
    ("right", Action::Right),
    ("derecha", Action::Right),
    ("up", Action::Up),
    ("arriba", Action::Up),
    ("down", Action::Down),
    ("abajo", Action::Down),
    ("backspace", Action::Backspace),
    ("borrar", Action::Backspace),
    ("undo", Action::Undo),
    ("deshacer", Action::Undo),
    ("hint", Action::Hint),
    ("pista", Action::Hint),
    ("rules", Action::Help),
    ("reglas", Action::Help),
    ("log", Action::Log),
    ("quit", Action::Quit),
    ("salir", Action::Quit),
    ("home", Action::Home),
    ("end", Action::End),
];

/// A card's name as typed or as drawn, compared: letters and digits only, any case.
pub fn squeeze(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// Words that start a command where a word is asked, as `/` does: said aloud, a
/// screen reader reads "/" as "slash".
const COMMAND_WORDS: &[&str] = &["command", "comando"];

/// Words before a card's place ("card 3"), as `#` does: "#3" is read "number sign 3".
const PLACE_WORDS: &[&str] = &["card", "carta"];

/// `line` after a leading `/` or command word ("/cards", "command cards"), if it has
/// one.
fn command_body(line: &str) -> Option<&str> {
    if let Some(rest) = line.strip_prefix('/') {
        return Some(rest.trim());
    }
    let (first, rest) = line.split_once(char::is_whitespace)?;
    COMMAND_WORDS
        .iter()
        .any(|w| w.eq_ignore_ascii_case(first))
        .then(|| rest.trim())
}

fn is_number(word: &str) -> bool {
    !word.is_empty() && word.chars().all(|c| c.is_ascii_digit())
}

/// Whether `line` starts with a card's place ("card 3 enter").
fn starts_with_place(line: &str) -> bool {
    let mut words = line.split_whitespace();
    matches!(
        (words.next(), words.next()),
        (Some(first), Some(place)) if PLACE_WORDS.iter().any(|w| w.eq_ignore_ascii_case(first)) && is_number(place)
    )
}

/// The card at `place` (from 1) of `cards`, as a tap.
fn place_tap(place: &str, cards: &[(String, Rect)]) -> Option<Action> {
    let n: usize = place.parse().ok()?;
    cards.get(n.checked_sub(1)?).map(|(_, rect)| tap(*rect))
}

/// A tap in the middle of `rect`.
fn tap(rect: Rect) -> Action {
    Action::Click {
        column: rect.x + rect.width.saturating_sub(1) / 2,
        row: rect.y + rect.height.saturating_sub(1) / 2,
    }
}

/// `name` with each word of letters cut to its first letter ("orange 8": "o8").
fn initials(name: &str) -> String {
    name.split_whitespace()
        .filter_map(|word| {
            if word.chars().all(char::is_alphabetic) {
                word.chars().next().map(|c| c.to_lowercase().to_string())
            } else {
                Some(squeeze(word))
            }
        })
        .collect()
}

/// The clickable thing named `name`: the whole name first, then the first whose name
/// begins with it (a card "C red star" answers to "c red" and "cred"; several alike
/// are the same card to play).
fn named(name: &str, cards: &[(String, Rect)]) -> Option<Rect> {
    let want = squeeze(name);
    if want.is_empty() {
        return None;
    }
    cards
        .iter()
        .find(|(label, _)| squeeze(label) == want)
        .or_else(|| {
            cards
                .iter()
                .find(|(label, _)| want.len() > 1 && squeeze(label).starts_with(&want))
        })
        .or_else(|| {
            // A card named as the moves say it ("orange 8"): Pala draws it as O8.
            let short = initials(name);
            cards
                .iter()
                .find(|(label, _)| short.len() > 1 && squeeze(label) == short)
        })
        .map(|(_, rect)| *rect)
}

/// Key `c` as the keyboard reads it outside a text field (`h` is the hint, `?` the
/// rules), with Ctrl held when `ctrl` (Ctrl-L: the moves).
fn key_of(c: char, ctrl: bool) -> Option<Action> {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let modifiers = if ctrl {
        KeyModifiers::CONTROL
    } else {
        KeyModifiers::NONE
    };
    let code = KeyCode::Char(c.to_lowercase().next().unwrap_or(c));
    crate::game_screen::keys::map_key(KeyEvent::new(code, modifiers), false)
}

/// A key with Ctrl as the keys list writes it ("^L", said "control L") or as it is
/// often written ("ctrl-l", "ctrl+l", "control-l").
fn ctrl_key(lower: &str) -> Option<Action> {
    let letter = ["^", "ctrl-", "ctrl+", "control-", "control+"]
        .iter()
        .find_map(|prefix| lower.strip_prefix(prefix))?;
    let mut chars = letter.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => key_of(c, true),
        _ => None,
    }
}

/// One word of a line as keys: a key's name, a card's name, a number (the card at
/// that place, from 1), or a single character: a key that works now, else a card of
/// that one-letter name (Pala's chips), else that key as the keyboard reads it.
fn word_keys(word: &str, cards: &[(String, Rect)], shown_keys: &[String]) -> Option<Action> {
    let lower = word.to_lowercase();
    if let Some((_, action)) = KEYS.iter().find(|(name, _)| *name == lower) {
        return Some(*action);
    }
    if let Some(action) = ctrl_key(&lower) {
        return Some(action);
    }
    if let Some(place) = lower.strip_prefix('#') {
        return place_tap(place, cards);
    }
    let mut chars = word.chars();
    if let (Some(c), None) = (chars.next(), chars.next()) {
        let is_key = shown_keys.iter().any(|k| k.eq_ignore_ascii_case(word));
        if !is_key && let Some((_, rect)) = cards.iter().find(|(l, _)| squeeze(l) == lower) {
            return Some(tap(*rect));
        }
        return key_of(c, false);
    }
    named(word, cards).map(tap)
}

/// `word` is a command's or key's name ("cards", "esc", "down") that cannot be typed
/// from the letter cards in hand: a player typing it while a word is asked means the
/// command, not a word refused at its first missing letter ("You have no E"). Only where
/// the hand's cards are letters (the word games; a Palace answer is free text).
fn is_command_not_typable(word: &str, cards: &[(String, Rect)]) -> bool {
    let lower = word.to_lowercase();
    let is_name =
        READS.iter().any(|(name, _)| *name == lower) || KEYS.iter().any(|(name, _)| *name == lower);
    // A card reads as its letters and value first ("C3 two stars yellow", "A1"); a
    // Palace card as its rank ("10 spades", "Q hearts"), and none of those is a letter
    // with a value.
    let letter_cards: Vec<String> = cards
        .iter()
        .filter_map(|(label, _)| label.split_whitespace().next())
        .map(str::to_lowercase)
        .filter(|first| {
            first.starts_with(char::is_alphabetic) && first.chars().all(char::is_alphanumeric)
        })
        .collect();
    let letters_with_values = letter_cards.iter().any(|first| {
        first.ends_with(|c: char| c.is_ascii_digit())
            && first
                .trim_end_matches(|c: char| c.is_ascii_digit())
                .chars()
                .all(char::is_alphabetic)
    });
    is_name
        && letters_with_values
        && lower
            .chars()
            .any(|c| !letter_cards.iter().any(|label| label.starts_with(c)))
}

/// What `line` means. `typing`: a text field wants letters, so the line is a word
/// (then Enter) unless it starts with `/` or the word "command". `cards`: what a tap can pick, by name, in
/// the order they are drawn; `shown_keys`: the keys that work now, as written.
pub fn parse(line: &str, typing: bool, cards: &[(String, Rect)], shown_keys: &[String]) -> Command {
    let line: String = line.chars().take(MOST_CHARS).collect();
    let trimmed = line.trim();
    if trimmed.is_empty() {
        return Command::Keys(vec![Action::Select]);
    }
    let (forced, body) = match command_body(trimmed) {
        Some(rest) => (true, rest),
        None => (false, trimmed),
    };
    // A digit or sign alone is that key (Palabra's "0: pass", Rapiletras' "1: mazo"),
    // after the field is emptied (Leftovers takes 0 only then), with no Enter: typed
    // as a word, its Enter would answer the next question (a hand-off) too.
    let mut one = body.chars();
    if typing
        && !forced
        && let (Some(c), None) = (one.next(), one.next())
        && !c.is_alphabetic()
    {
        let mut keys = vec![Action::Backspace; CLEAR_FIELD];
        keys.push(Action::Char(c));
        return Command::Keys(keys);
    }
    if typing && !forced && !is_command_not_typable(body, cards) {
        let mut keys = vec![Action::Backspace; CLEAR_FIELD];
        keys.extend(body.chars().filter(|c| !c.is_control()).map(Action::Char));
        keys.push(Action::Select);
        return Command::Keys(keys);
    }
    let lower = body.to_lowercase();
    // "ctrl l" as two words is Ctrl-L.
    if let Some(letter) = ["ctrl ", "control "]
        .iter()
        .find_map(|prefix| lower.strip_prefix(prefix))
        && let Some(action) = ctrl_key(&format!("^{}", letter.trim()))
    {
        return Command::Keys(vec![action]);
    }
    if let Some((_, read)) = READS.iter().find(|(name, _)| *name == lower) {
        return Command::Read(*read);
    }
    // The whole line as one name ("Q hearts"), then word by word ("G8 enter"); "card
    // 3" is a place, whatever card its initials would name.
    if body.contains(' ')
        && !starts_with_place(body)
        && let Some(rect) = named(body, cards)
    {
        return Command::Keys(vec![tap(rect)]);
    }
    let mut keys = Vec::new();
    let mut words = body.split_whitespace().peekable();
    while let Some(word) = words.next() {
        // "card 3": the card at that place, as "#3".
        if PLACE_WORDS.iter().any(|w| w.eq_ignore_ascii_case(word))
            && let Some(place) = words.next_if(|place| is_number(place))
        {
            match place_tap(place, cards) {
                Some(action) => keys.push(action),
                None => return Command::Unknown(format!("{word} {place}")),
            }
            continue;
        }
        match word_keys(word, cards, shown_keys) {
            Some(action) => keys.push(action),
            None => return Command::Unknown(word.to_string()),
        }
    }
    Command::Keys(keys)
}

/// Line mode's help, in `lang`.
pub fn help(lang: Lang) -> Vec<String> {
    match lang {
        Lang::En => vec![
            "Line mode. Type a command and press Enter.".into(),
            "now: what is asked. board: the table as drawn. cards: what you can pick, by name. scores. last: the last moves. keys: the keys that work now.".into(),
            "To pick a card, type its name (G8, Q hearts) or its place: card 3 (or #3). Keys by name: enter, space, esc, tab, left, right, up, down, undo, hint, rules, quit. A single letter is that key; control L is ctrl l. An empty line is Enter.".into(),
            "When a word is asked, type the word. For a command then, start the line with the word command: command cards, command esc (or /cards, /esc).".into(),
        ],
        Lang::Es => vec![
            "Modo de líneas. Escribe una orden y pulsa Intro.".into(),
            "ahora: lo que se pide. mesa: la mesa tal como se ve. cartas: lo que puedes elegir, por nombre. puntos. jugadas: las últimas jugadas. teclas: las teclas que sirven ahora.".into(),
            "Para elegir una carta, escribe su nombre (G8, Q corazones) o su lugar: carta 3 (o #3). Teclas por nombre: intro, espacio, esc, tab, izquierda, derecha, arriba, abajo, deshacer, pista, reglas, salir. Una sola letra es esa tecla; control L es ctrl l. Una línea vacía es Intro.".into(),
            "Cuando se pide una palabra, escríbela. Para dar una orden entonces, empieza la línea con la palabra comando: comando cartas, comando esc (o /cartas, /esc).".into(),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards() -> Vec<(String, Rect)> {
        vec![
            ("R1".into(), Rect::new(2, 10, 4, 1)),
            ("G8".into(), Rect::new(7, 10, 4, 1)),
            ("Q hearts".into(), Rect::new(12, 10, 4, 1)),
            ("C red star".into(), Rect::new(17, 10, 4, 1)),
        ]
    }

    #[test]
    fn a_card_by_name_or_place_is_a_tap_on_it() {
        let tap_at = |column, row| Command::Keys(vec![Action::Click { column, row }]);
        assert_eq!(parse("g8", false, &cards(), &[]), tap_at(8, 10));
        assert_eq!(parse("Q hearts", false, &cards(), &[]), tap_at(13, 10));
        assert_eq!(parse("c red", false, &cards(), &[]), tap_at(18, 10));
        assert_eq!(parse("#1", false, &cards(), &[]), tap_at(3, 10));
        // As the moves say it: "Bob leads green 8."
        assert_eq!(parse("green 8", false, &cards(), &[]), tap_at(8, 10));
        assert_eq!(
            parse("#9", false, &cards(), &[]),
            Command::Unknown("#9".into()),
            "no ninth card"
        );
    }

    #[test]
    fn keys_by_name_single_letters_and_the_empty_line() {
        assert_eq!(
            parse("right right space", false, &cards(), &[]),
            Command::Keys(vec![Action::Right, Action::Right, Action::Toggle])
        );
        assert_eq!(
            parse("g8 ENTER", false, &cards(), &[]),
            Command::Keys(vec![Action::Click { column: 8, row: 10 }, Action::Select])
        );
        assert_eq!(
            parse("c", false, &cards(), &[]),
            Command::Keys(vec![Action::Char('c')])
        );
        // A single key as the keyboard reads it: the keys list says "h: hint", "?: rules".
        assert_eq!(
            parse("h", false, &cards(), &[]),
            Command::Keys(vec![Action::Hint])
        );
        assert_eq!(
            parse("?", false, &cards(), &[]),
            Command::Keys(vec![Action::Help])
        );
        assert_eq!(
            parse("u", false, &cards(), &[]),
            Command::Keys(vec![Action::Undo])
        );
        assert_eq!(
            parse("Y", false, &cards(), &[]),
            Command::Keys(vec![Action::Char('y')])
        );
        assert_eq!(
            parse("", false, &cards(), &[]),
            Command::Keys(vec![Action::Select])
        );
        assert_eq!(
            parse("xyzzy", false, &cards(), &[]),
            Command::Unknown("xyzzy".into())
        );
    }

    #[test]
    fn ctrl_keys_as_the_keys_list_writes_them() {
        for line in ["^L", "ctrl-l", "Ctrl+L", "ctrl l", "control L"] {
            assert_eq!(
                parse(line, false, &cards(), &[]),
                Command::Keys(vec![Action::Log]),
                "{line}"
            );
        }
        assert_eq!(
            parse("^q", false, &cards(), &[]),
            Command::Keys(vec![Action::Quit])
        );
        assert_eq!(
            parse("^x", false, &cards(), &[]),
            Command::Unknown("^x".into())
        );
    }

    #[test]
    fn a_digit_alone_is_that_key_while_typing_with_no_enter() {
        for c in ['0', '3'] {
            let Command::Keys(keys) = parse(&c.to_string(), true, &[], &[]) else {
                panic!("a key");
            };
            assert_eq!(keys[CLEAR_FIELD..], [Action::Char(c)], "no Enter after {c}");
        }
    }

    #[test]
    fn a_typed_word_replaces_what_the_field_held() {
        let Command::Keys(keys) = parse("cat", true, &[], &[]) else {
            panic!("a word");
        };
        let erased = keys.iter().filter(|k| **k == Action::Backspace).count();
        let longest = [
            crate::games::palace::challenge::MAX_ANSWER,
            crate::games::palabra::ui::MAX_INPUT,
            crate::games::rapiletras::ui::MAX_INPUT,
            crate::games::leftovers::ui::MAX_INPUT,
        ];
        assert_eq!(
            Some(&erased),
            longest.iter().max(),
            "as many backspaces as the longest field holds"
        );
        assert_eq!(
            keys[erased..],
            [
                Action::Char('c'),
                Action::Char('a'),
                Action::Char('t'),
                Action::Select
            ]
        );
    }

    #[test]
    fn a_command_the_letter_cards_cannot_spell_is_the_command_while_typing() {
        let hand: Vec<(String, Rect)> = [
            "A1 yellow",
            "L2 three stars",
            "F4",
            "I1 green",
            "Y4",
            "WILD",
        ]
        .iter()
        .map(|l| (l.to_string(), Rect::new(0, 10, 4, 1)))
        .collect();
        // Was typed as letters and refused: "You have no E" / "no C".
        assert_eq!(
            parse("esc", true, &hand, &[]),
            Command::Keys(vec![Action::Back])
        );
        assert_eq!(
            parse("down", true, &hand, &[]),
            Command::Keys(vec![Action::Down])
        );
        assert_eq!(parse("cards", true, &hand, &[]), Command::Read(Read::Cards));
        assert_eq!(
            parse("CARTAS", true, &hand, &[]),
            Command::Read(Read::Cards)
        );
        // Any other word is typed, even one the hand cannot make.
        assert!(
            matches!(parse("fly", true, &hand, &[]), Command::Keys(k) if k.len() == CLEAR_FIELD + 4)
        );
        assert!(matches!(parse("zebra", true, &hand, &[]), Command::Keys(_)));
        // A Palace answer is free text: its cards are not letters.
        let palace = vec![
            ("Q hearts".to_string(), Rect::new(0, 10, 4, 1)),
            ("10 spades".to_string(), Rect::new(5, 10, 4, 1)),
        ];
        assert!(
            matches!(parse("help", true, &palace, &[]), Command::Keys(k) if k.len() == CLEAR_FIELD + 5)
        );
    }

    #[test]
    fn reading_commands_in_both_languages_and_while_typing_only_with_a_slash() {
        assert_eq!(
            parse("cards", false, &cards(), &[]),
            Command::Read(Read::Cards)
        );
        assert_eq!(
            parse("PUNTOS", false, &cards(), &[]),
            Command::Read(Read::Scores)
        );
        // A word being typed is a word, even "hand", when the hand can make it.
        let letters: Vec<(String, Rect)> = ["H4", "A1", "N1", "D2"]
            .iter()
            .map(|l| (l.to_string(), Rect::new(0, 10, 4, 1)))
            .collect();
        let Command::Keys(keys) = parse("hand", true, &letters, &[]) else {
            panic!("a word");
        };
        assert_eq!(
            keys[CLEAR_FIELD..],
            [
                Action::Char('h'),
                Action::Char('a'),
                Action::Char('n'),
                Action::Char('d'),
                Action::Select
            ]
        );
        assert_eq!(
            parse("/hand", true, &cards(), &[]),
            Command::Read(Read::Cards)
        );
        assert_eq!(
            parse("/esc", true, &cards(), &[]),
            Command::Keys(vec![Action::Back])
        );
    }

    #[test]
    fn spoken_forms_name_a_place_and_a_command_as_hash_and_slash_do() {
        let tap_at = |column, row| Command::Keys(vec![Action::Click { column, row }]);
        // "card 3" is "#3", in both languages and any case.
        assert_eq!(parse("card 3", false, &cards(), &[]), tap_at(13, 10));
        assert_eq!(parse("Carta 1", false, &cards(), &[]), tap_at(3, 10));
        assert_eq!(parse("#3", false, &cards(), &[]), tap_at(13, 10));
        assert_eq!(
            parse("card 2 enter", false, &cards(), &[]),
            Command::Keys(vec![Action::Click { column: 8, row: 10 }, Action::Select])
        );
        assert_eq!(
            parse("card 9", false, &cards(), &[]),
            Command::Unknown("card 9".into()),
            "no ninth card"
        );
        // "command cards" is "/cards" while a word is asked, and works outside too.
        for line in ["command cards", "Comando cartas", "/cards", "/cartas"] {
            assert_eq!(
                parse(line, true, &cards(), &[]),
                Command::Read(Read::Cards),
                "{line}"
            );
        }
        assert_eq!(
            parse("command esc", true, &cards(), &[]),
            Command::Keys(vec![Action::Back])
        );
        assert_eq!(parse("comando carta 2", true, &cards(), &[]), tap_at(8, 10));
        assert_eq!(
            parse("command cards", false, &cards(), &[]),
            Command::Read(Read::Cards)
        );
        // "command" alone while typing is still a word.
        let Command::Keys(keys) = parse("command", true, &cards(), &[]) else {
            panic!("a word");
        };
        assert_eq!(keys.last(), Some(&Action::Select));
        assert_eq!(keys.len(), CLEAR_FIELD + "command".len() + 1);
        // The help says the spoken forms first.
        for (lang, place, command) in [
            (Lang::En, "card 3", "command cards"),
            (Lang::Es, "carta 3", "comando cartas"),
        ] {
            let help = help(lang).join(" ");
            let at = |text: &str| help.find(text).unwrap_or(usize::MAX);
            assert!(at(place) < at("#3") && at("#3") < usize::MAX, "{help}");
            assert!(at(command) < at("/") && at("/") < usize::MAX, "{help}");
        }
    }

    #[test]
    fn a_long_line_is_cut_and_control_characters_are_not_typed() {
        let long = "a".repeat(10_000);
        let Command::Keys(keys) = parse(&long, true, &[], &[]) else {
            panic!("a word");
        };
        assert_eq!(keys.len(), CLEAR_FIELD + MOST_CHARS + 1);
        let Command::Keys(keys) = parse("a\u{1b}b", true, &[], &[]) else {
            panic!("a word");
        };
        assert_eq!(
            keys[CLEAR_FIELD..],
            [Action::Char('a'), Action::Char('b'), Action::Select]
        );
    }
}
