//! Every line line mode says is speakable (issue 38): words, digits and ordinary
//! sentence punctuation only, so that a screen reader never reads a symbol's name
//! ("asterisk", "left bracket") in the middle of a hand. Checked on the five games
//! played to the end through line mode (with the board, the scores and the cards read
//! on the way), and by espeak-ng itself on a whole Palabra hand and a turn's lines.

use crate::common::*;
use crate::lines_players::play;
use naipes::app::lines::Driver;
use naipes::engine::{Lang, Seat, SeatKind};
use naipes::games::palabra::Palabra;

/// Punctuation a sentence has, which a screen reader reads as pauses, not as words.
const SENTENCE_PUNCTUATION: &str = ".,:;'\"()?!¿¡-–…“”«»";

/// The characters of `line` that are neither letters (any script), digits, spaces nor
/// sentence punctuation.
fn symbols_in(line: &str) -> Vec<char> {
    line.chars()
        .filter(|c| !(c.is_alphanumeric() || *c == ' ' || SENTENCE_PUNCTUATION.contains(*c)))
        .collect()
}

/// Each printed line of `transcript` (lines starting "< ") holding a symbol, with the
/// game it came from and the line typed before it.
fn unspeakable(game: &str, transcript: &[String]) -> Vec<String> {
    let mut typed = "";
    let mut found = Vec::new();
    for line in transcript {
        if let Some(asked) = line.strip_prefix("> ") {
            typed = asked;
        } else if let Some(said) = line.strip_prefix("< ") {
            let symbols = symbols_in(said);
            if !symbols.is_empty() {
                let seen = format!("{game}: {symbols:?} in: {said}");
                if !found.iter().any(|f: &String| f.starts_with(&seen)) {
                    found.push(format!("{seen} (after “{typed}”)"));
                }
            }
        }
    }
    found
}

#[test]
fn the_check_knows_words_from_symbols() {
    assert!(symbols_in("Ana plays “CAÑÓN” (12 points): ¿otra? – sí… «vale»").is_empty());
    assert_eq!(
        symbols_in("Y4 *** blue [ W yes ] a=b c/d +"),
        ['*', '*', '*', '[', ']', '=', '/', '+']
    );
}

#[test]
fn every_line_said_in_the_five_games_is_speakable() {
    use naipes::games::{leftovers::Leftovers, pala::Pala, palace::Palace, rapiletras::Rapiletras};
    let runs = [
        ("palabra", play::<Palabra>("", Lang::En, 7)),
        ("palabra in Spanish", play::<Palabra>("", Lang::Es, 7)),
        (
            "rapiletras in Spanish",
            play::<Rapiletras>("game_end = 25", Lang::Es, 7),
        ),
        (
            "rapiletras",
            play::<Rapiletras>("game_end = 25", Lang::En, 7),
        ),
        (
            "pala",
            play::<Pala>("point_goal = [40, 40, 30]", Lang::En, 7),
        ),
        ("palace", play::<Palace>("", Lang::En, 7)),
        ("leftovers", play::<Leftovers>("", Lang::En, 7)),
    ];
    let mut found = Vec::new();
    for (game, transcript) in &runs {
        found.extend(unspeakable(game, transcript));
    }
    assert!(
        found.is_empty(),
        "{} lines say a symbol:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// Symbols espeak-ng reads by name, per voice: the name of one must never be heard.
/// Not +: line mode says "plus" on purpose ("plus 12" points, the plus key that types
/// a vowel card), and its Spanish name "más" is an everyday word.
const NAMED_SYMBOLS: &[(&str, &str)] = &[("en", "*=/#\\~%"), ("es", "*=/#%")];

/// espeak-ng's phonemes for `text` read with `voice` (no audio), stress and pause
/// marks left out so that a name reads the same alone and inside a sentence.
fn phonemes(voice: &str, text: &str) -> String {
    use std::io::Write;
    let child = std::process::Command::new("espeak-ng")
        .args(["-q", "-x", "-v", voice])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn();
    let mut child = child.unwrap_or_else(|e| {
        panic!(
            "espeak-ng could not be run ({e}): the spoken check needs it. \
             Install it with: sudo apt-get install espeak-ng"
        )
    });
    child
        .stdin
        .take()
        .expect("espeak-ng's input")
        .write_all(text.as_bytes())
        .expect("text to espeak-ng");
    let out = child.wait_with_output().expect("espeak-ng ran");
    assert!(out.status.success(), "espeak-ng failed on: {text}");
    String::from_utf8_lossy(&out.stdout)
        .replace("_:", " ")
        .chars()
        .filter(|c| !matches!(c, '\'' | ',' | '_'))
        .collect()
}

/// A Palabra table whose first seat's hand has a starred card, a joker and a wild
/// card: line mode's first lines and its answers to `cards`, `now` and `keys`.
fn palabra_hand_and_turn(lang: Lang) -> (String, Vec<String>) {
    let seats = vec![
        Seat {
            name: "Ana".into(),
            kind: SeatKind::Human,
        },
        Seat {
            name: "Cy".into(),
            kind: SeatKind::Computer(naipes::engine::BotLevel::Normal),
        },
    ];
    let face = |w: &str| w.to_string();
    let (joker, wild, stars) = match lang {
        Lang::En => (face("JOKR"), face("WILD"), face("stars")),
        Lang::Es => (face("JOKR"), face("COMO"), face("estrellas")),
    };
    for seed in 1..3000 {
        let dir = temp_dir("lines-speakable");
        let mut app = app_in(&dir);
        app.lang = lang;
        let rules = crate::lines_players::rules_for::<Palabra>(&app, "");
        start::<Palabra>(&mut app, seats.clone(), &rules, seed);
        let mut d = Driver::new(app);
        let mut turn = d.start();
        let cards = d.line("/cards").join(" ");
        // Stars as said, or as drawn (before line mode said them in words).
        let starred = cards.contains(&stars) || cards.contains('*');
        if starred && [&joker, &wild].iter().all(|w| cards.contains(w.as_str())) {
            turn.extend(d.line("/now"));
            turn.extend(d.line("/keys"));
            return (cards, turn);
        }
    }
    panic!("no seed below 3000 deals a starred card, a joker and a wild card");
}

#[test]
fn espeak_reads_a_palabra_hand_and_a_turn_without_naming_a_symbol() {
    for (lang, voice) in [(Lang::En, "en"), (Lang::Es, "es")] {
        let (hand, turn) = palabra_hand_and_turn(lang);
        let symbols = NAMED_SYMBOLS
            .iter()
            .find(|(v, _)| *v == voice)
            .map_or("", |(_, s)| s);
        let names: Vec<(char, String)> = symbols
            .chars()
            .map(|c| (c, phonemes(voice, &c.to_string()).trim().to_string()))
            .collect();
        for (c, name) in &names {
            assert!(!name.is_empty(), "espeak-ng ({voice}) names {c}");
        }
        for text in std::iter::once(&hand).chain(&turn) {
            let heard = phonemes(voice, text);
            for (c, name) in &names {
                assert!(
                    !heard.contains(name.as_str()),
                    "espeak-ng ({voice}) says the name of {c} ({name}) in: {text}\nheard: {heard}"
                );
            }
        }
    }
}
