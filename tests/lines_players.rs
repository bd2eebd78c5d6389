//! Every game played to the end through line mode's text only (issue 38): two people
//! at one keyboard and a computer, the people played by a test player that reads
//! nothing but the lines line mode prints (the narrator's and the answers to "/now",
//! "/keys", "/cards", "/hint") and acts only by typed lines (`command::parse`): hand-offs
//! and summaries as said, a hinted move typed by the names it says (a word in
//! capitals, "orange 8", "6 spades"), else the keys listed, passes first.

use crate::common::*;
use naipes::app::lines::Driver;
use naipes::engine::{BotLevel, Lang, Seat, SeatKind};
use naipes::game_screen::game_ui::ScreenedGame;

fn seats() -> Vec<Seat> {
    vec![
        Seat {
            name: "Ana".into(),
            kind: SeatKind::Human,
        },
        Seat {
            name: "Bob".into(),
            kind: SeatKind::Human,
        },
        Seat {
            name: "Cy".into(),
            kind: SeatKind::Computer(BotLevel::Normal),
        },
    ]
}

pub fn rules_for<G: ScreenedGame>(app: &naipes::app::App, short: &str) -> G::HouseRules {
    let mut section = app.loaded.config.section(G::KEY);
    let changes: toml::Table = short.parse().expect("short rules are TOML");
    if let toml::Value::Table(t) = &mut section {
        t.extend(changes);
    }
    let rules = naipes::games::rules_from::<G>(&section).expect("rules");
    G::rules_for_seats(rules, 3)
}

struct Player {
    d: Driver,
    log: Vec<String>,
}

impl Player {
    fn act(&mut self, line: &str) -> Vec<String> {
        self.log.push(format!("> {line}"));
        let got = self.d.line(line);
        self.log.extend(got.iter().map(|l| format!("< {l}")));
        got
    }
}

/// The word a hint says to type: a word laid from the hand ("plays the word CAT",
/// "baja CASA", "lays CAT from hand") or made with the table ("turns ENTER into
/// PARAPENTE"). None for a move made otherwise (a shave, letters added to a table word).
fn hinted_word(hint: &str) -> Option<String> {
    let capitals: Vec<&str> = hint
        .split(|c: char| !c.is_alphabetic() && c != '*')
        .filter(|w| w.chars().count() >= 2 && w.chars().all(|c| c.is_uppercase() || c == '*'))
        .collect();
    if hint.contains(" into ") {
        return capitals.get(1).map(|w| w.to_string());
    }
    let laid = ["plays the word", " baja ", " lays ", " juega la palabra"];
    if laid.iter().any(|v| hint.contains(v)) {
        return capitals.first().map(|w| w.to_string());
    }
    None
}

/// The listed things ("1: R1. 2: G8.") by name.
fn listed(answer: &[String]) -> Vec<String> {
    answer
        .join(" ")
        .split(". ")
        .filter_map(|item| {
            item.split_once(": ")
                .map(|(_, name)| name.trim_end_matches('.').to_string())
        })
        .collect()
}

/// The keys listed ("Enter: play. 0: pass.") as (key, what).
fn keys_listed(answer: &[String]) -> Vec<(String, String)> {
    answer
        .join(" ")
        .split(". ")
        .filter_map(|item| item.split_once(": "))
        .map(|(k, w)| (k.to_string(), w.trim_end_matches('.').to_string()))
        .collect()
}

const COLORS: &[(&str, &str)] = &[
    ("null", "W"),
    ("white", "W"),
    ("red", "R"),
    ("blue", "B"),
    ("yellow", "Y"),
    ("orange", "O"),
    ("green", "G"),
    ("purple", "P"),
];

/// What to type for the move a hint names: the word in capitals when a word is asked,
/// else the listed cards (or chips) it names, each typed by its name, then Enter.
fn lines_for_hint(hint: &str, cards: &[String], typing: bool) -> Vec<String> {
    if typing {
        return hinted_word(hint).into_iter().collect();
    }
    // "mixes a red 4 and a yellow 1 into an orange 5": the cards played come first.
    let hint = hint.split(" into ").next().unwrap_or(hint);
    let mut rest = format!(" {} ", hint.trim_end_matches('.'));
    let mut picks = Vec::new();
    let mut by_length: Vec<&String> = cards.iter().collect();
    by_length.sort_by_key(|c| std::cmp::Reverse(c.len()));
    for card in by_length {
        let whole = format!(" {card} ");
        let bare = format!(" {card}");
        while let Some(at) = rest.find(&whole).or_else(|| {
            rest.find(&bare)
                .filter(|&at| rest[at + bare.len()..].starts_with(|c: char| !c.is_alphanumeric()))
        }) {
            picks.push((at, card.clone()));
            rest.replace_range(at + 1..at + 1 + card.len(), &" ".repeat(card.len()));
        }
    }
    // Pala's chips are named by their colors' first letters.
    if hint.contains(" bids ") {
        for (color, chip) in COLORS {
            if let Some(at) = hint.find(color)
                && let Some(c) = cards
                    .iter()
                    .find(|c| naipes::app::lines::command::squeeze(c) == chip.to_lowercase())
                && !picks.iter().any(|(_, p)| p == c)
            {
                picks.push((at, c.clone()));
            }
        }
    }
    // Cards as the moves say them ("an orange 8"): typed so, the card drawn O8.
    let words: Vec<&str> = hint
        .split(|c: char| c.is_whitespace() || c == '.' || c == ',')
        .collect();
    for (i, pair) in words.windows(2).enumerate() {
        let said = format!("{} {}", pair[0], pair[1]);
        let short = format!("{}{}", pair[0].chars().next().unwrap_or(' '), pair[1]).to_uppercase();
        if pair[1].chars().all(|c| c.is_ascii_digit())
            && !pair[1].is_empty()
            && cards.contains(&short)
        {
            picks.push((i * 1000, said));
        }
    }
    picks.sort();
    let mut lines: Vec<String> = picks.into_iter().map(|(_, c)| c).collect();
    lines.push("enter".into());
    lines
}

/// Plays game `G` to the end through line mode; returns the transcript: each typed line
/// ("> cards") and each printed line ("< Your turn."), with the board and the scores
/// read every few questions.
pub fn play<G: ScreenedGame>(short: &str, lang: Lang, seed: u64) -> Vec<String> {
    let dir = temp_dir(&format!("lines-play-{}", G::KEY));
    let mut app = app_in(&dir);
    app.lang = lang;
    let rules = rules_for::<G>(&app, short);
    start::<G>(&mut app, seats(), &rules, seed);
    let mut p = Player {
        d: Driver::new(app),
        log: Vec::new(),
    };
    let mut news = p.d.start();
    p.log.extend(news.iter().map(|l| format!("< {l}")));
    let mut over = false;
    let mut same = 0usize;
    let mut last_q = String::new();
    let mut last_hint = String::new();
    for asked in 0..3000 {
        if news
            .iter()
            .any(|l| l.starts_with("Game over") || l.starts_with("Fin de la partida"))
        {
            over = true;
            break;
        }
        let q = news
            .iter()
            .rev()
            .find(|l| !l.trim().is_empty())
            .cloned()
            .unwrap_or_default();
        if q == last_q {
            same += 1
        } else {
            same = 0
        }
        last_q = q.clone();
        news = if q.contains("Pass to") || q.contains("Pasa el teclado") {
            let cards = p.act("/cards");
            assert!(
                cards.len() == 1
                    && (cards[0].contains("Nothing to read") || cards[0].contains("no hay nada")),
                "{cards:?}"
            );
            p.act("")
        } else if q.contains("Press c") || q.contains("Pulsa c") {
            p.act("c")
        } else {
            if asked % 7 == 0 {
                p.act("/board");
                p.act("/scores");
            }
            let now = p.act("/now");
            let keys = keys_listed(&p.act("/keys"));
            let typing = now.len() > 2 || keys.iter().any(|(k, _)| k == "A-Z");
            let cards = listed(&p.act("/cards"));
            let hint = p.act("/hint");
            let hint = hint.first().cloned().unwrap_or_default();
            // The same hint again: what it said did not work (a letter missing where a
            // wild card goes): the keys listed, in turn.
            if hint == last_hint {
                same += 1
            }
            last_hint = hint.clone();
            let lines = if same == 0 && (hint.starts_with("Hint: ") || hint.starts_with("Pista: "))
            {
                lines_for_hint(&hint, &cards, typing)
            } else {
                Vec::new()
            };
            if lines.is_empty() {
                // What was typed or picked goes first, when Esc says so.
                let clears = ["clear", "unpick", "borrar"];
                if keys
                    .iter()
                    .any(|(k, w)| k == "Esc" && clears.iter().any(|c| w.contains(c)))
                {
                    p.act("/esc");
                }
                let keys = keys_listed(&p.act("/keys"));
                // Stuck, or nothing hinted: the keys listed, in turn.
                let passes = ["pass", "cannot", "skip", "mazo", "pasa"];
                let mut fallback: Vec<&str> = keys
                    .iter()
                    .filter(|(_, w)| passes.iter().any(|p| w.contains(p)))
                    .map(|(k, _)| k.as_str())
                    .collect();
                if fallback.is_empty() || same > 0 {
                    fallback.extend(
                        keys.iter()
                            .map(|(k, _)| k.as_str())
                            .filter(|k| !k.contains("control") && *k != "?" && *k != "F1"),
                    );
                }
                let pick = fallback
                    .get(same.saturating_sub(1) % fallback.len().max(1))
                    .copied()
                    .unwrap_or("enter");
                let pick = match pick {
                    "left right" => "right",
                    "up down" => "down",
                    "A-Z" => "a",
                    "Enter" | "Intro" => "",
                    k if k.contains('-') => &k[..1],
                    k => k,
                };
                p.act(pick)
            } else {
                let mut got = Vec::new();
                for l in lines {
                    got = p.act(&l);
                }
                got
            }
        };
    }
    let transcript = p.log.join("\n");
    assert!(
        over,
        "{}: the game did not end in line mode:\n{transcript}",
        G::KEY
    );
    assert!(
        table::<G>(p.d.app()).table.is_over(),
        "{}: said over, not over",
        G::KEY
    );
    p.log
}

#[test]
fn palabra_is_played_to_the_end_in_line_mode() {
    play::<naipes::games::palabra::Palabra>("", Lang::En, 7);
}

#[test]
fn rapiletras_is_played_to_the_end_in_line_mode_in_spanish() {
    play::<naipes::games::rapiletras::Rapiletras>("game_end = 25", Lang::Es, 7);
}

#[test]
fn pala_is_played_to_the_end_in_line_mode() {
    play::<naipes::games::pala::Pala>("point_goal = [40, 40, 30]", Lang::En, 7);
}

#[test]
fn palace_is_played_to_the_end_in_line_mode() {
    play::<naipes::games::palace::Palace>("", Lang::En, 7);
}

#[test]
fn leftovers_is_played_to_the_end_in_line_mode() {
    play::<naipes::games::leftovers::Leftovers>("", Lang::En, 7);
}
