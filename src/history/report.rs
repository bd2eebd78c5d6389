//! The teacher's report (README, "Teacher's report"): per person, over the finished
//! games kept (since a date, one player, one game), the games played, the challenges
//! given and passed by kind and level, the words laid and the words missed (from each
//! game's review, cached), the prompts failed with their answers (Palace's glossary items
//! and verb forms), and a list to practise. Printed as Markdown, CSV or JSON
//! (`naipes report`) and shown in the launcher. Reads the finished games; changes none.

use super::{Filter, Places, Progress, load_with};
use crate::engine::Lang;
use crate::engine::words::fill;
use serde::Serialize;
use std::collections::BTreeMap;

/// Which finished games a report covers.
#[derive(Clone, Debug, Default)]
pub struct Query {
    /// Only games that ended on or after this day (seconds since 1970, UTC midnight).
    pub since: Option<u64>,
    /// Only this person (any case).
    pub player: Option<String>,
    /// Only this game's key.
    pub game: Option<String>,
}

/// A challenge kind at a level: how many were given, how many passed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Tally {
    pub kind: String,
    pub level: String,
    pub given: u32,
    pub passed: u32,
}

/// A prompt a person failed, with its accepted answers and how often.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Failed {
    pub prompt: String,
    pub answers: String,
    pub times: u32,
}

/// One person's part of the report.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Person {
    pub name: String,
    pub games: u32,
    pub wins: u32,
    /// Games played, by game key.
    pub by_game: BTreeMap<String, u32>,
    pub challenges: Vec<Tally>,
    pub words_laid: u32,
    /// The longest words laid, longest first (up to ten).
    pub longest_words: Vec<String>,
    /// Words the review found and the person missed, each once, biggest miss first.
    pub words_missed: Vec<String>,
    /// Points the review found left on the table in word games.
    pub points_missed: f64,
    pub failed: Vec<Failed>,
    /// What to practise: the failed prompts (with their answers), then missed words.
    pub practise: Vec<String>,
}

/// The whole report.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    /// Games covered.
    pub games: usize,
    pub people: Vec<Person>,
    /// Finished games that could not be read (left out).
    pub unreadable: Vec<String>,
}

/// Days since 1970 of a civil date (Howard Hinnant's algorithm).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// "2026-11-01" as seconds since 1970 at that day's start (UTC). Err: not such a date.
pub fn parse_day(text: &str) -> Result<u64, String> {
    let bad = || format!("expected a date as YYYY-MM-DD, not {}", text.trim());
    let parts: Vec<&str> = text.trim().split('-').collect();
    let [y, m, d] = parts.as_slice() else {
        return Err(bad());
    };
    let (Ok(y), Ok(m), Ok(d)) = (y.parse::<i64>(), m.parse::<i64>(), d.parse::<i64>()) else {
        return Err(bad());
    };
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let month_days = [
        31,
        if leap { 29 } else { 28 },
        31,
        30,
        31,
        30,
        31,
        31,
        30,
        31,
        30,
        31,
    ];
    if !(1970..=9999).contains(&y)
        || !(1..=12).contains(&m)
        || d < 1
        || d > month_days[(m - 1) as usize]
    {
        return Err(bad());
    }
    Ok(days_from_civil(y, m, d) as u64 * 86_400)
}

/// The report over the finished games at `places` that `query` keeps, in `lang`. Each
/// game's review comes from the history database when kept there, else is computed (and
/// kept); `progress` counts the games.
pub fn report(
    places: &Places,
    query: &Query,
    lang: Lang,
    progress: &Progress,
) -> Result<Report, String> {
    let loaded = load_with(places, progress)?;
    let filter = Filter {
        game: query.game.clone(),
        player: query.player.clone(),
    };
    let rows: Vec<_> = loaded
        .rows
        .iter()
        .filter(|r| filter.keeps(r) && query.since.is_none_or(|s| r.finished_at >= s))
        .collect();
    let mut people: Vec<Person> = Vec::new();
    let mut unreadable = loaded.unreadable.clone();
    let mut counted = 0;
    for (i, row) in rows.iter().enumerate() {
        progress.set(i, rows.len());
        let path = places.finished_file(&row.id);
        let read = crate::session::save::read(&path)
            .map_err(|e| e.to_string())
            .and_then(|f| f.ok_or_else(|| "empty".to_string()));
        let file = match read {
            Ok(file) => file,
            Err(_) => {
                unreadable.push(row.id.clone());
                continue;
            }
        };
        let Some(def) = crate::games::find(&file.game) else {
            unreadable.push(row.id.clone());
            continue;
        };
        let Ok(Some(game)) = def.report_game(&file.body, lang) else {
            unreadable.push(row.id.clone());
            continue;
        };
        counted += 1;
        let review = game
            .review
            .map(|job| super::reviews::reviewed(places, job, lang, &|_, _| {}, &|| false).0);
        for (seat_id, seat) in game.finished.seats.iter().enumerate() {
            let person = matches!(
                seat.kind,
                crate::engine::SeatKind::Human | crate::engine::SeatKind::Remote
            );
            let wanted = query
                .player
                .as_ref()
                .is_none_or(|p| p.trim().eq_ignore_ascii_case(seat.name.trim()));
            if !person || !wanted {
                continue;
            }
            let at = match people
                .iter()
                .position(|p| p.name.trim().eq_ignore_ascii_case(seat.name.trim()))
            {
                Some(at) => at,
                None => {
                    people.push(Person {
                        name: seat.name.trim().to_string(),
                        games: 0,
                        wins: 0,
                        by_game: BTreeMap::new(),
                        challenges: Vec::new(),
                        words_laid: 0,
                        longest_words: Vec::new(),
                        words_missed: Vec::new(),
                        points_missed: 0.0,
                        failed: Vec::new(),
                        practise: Vec::new(),
                    });
                    people.len() - 1
                }
            };
            let p = &mut people[at];
            p.games += 1;
            p.wins += u32::from(seat.won);
            *p.by_game.entry(file.game.clone()).or_default() += 1;
            if let Some(items) = game.items.get(seat_id) {
                p.words_laid += items.words_laid.len() as u32;
                for w in &items.words_laid {
                    if !p.longest_words.contains(w) {
                        p.longest_words.push(w.clone());
                    }
                }
                for a in &items.asked {
                    match p
                        .challenges
                        .iter_mut()
                        .find(|t| t.kind == a.kind && t.level == a.level)
                    {
                        Some(t) => {
                            t.given += 1;
                            t.passed += u32::from(a.passed);
                        }
                        None => p.challenges.push(Tally {
                            kind: a.kind.clone(),
                            level: a.level.clone(),
                            given: 1,
                            passed: u32::from(a.passed),
                        }),
                    }
                    if !a.passed {
                        match p.failed.iter_mut().find(|f| f.prompt == a.prompt) {
                            Some(f) => f.times += 1,
                            None => p.failed.push(Failed {
                                prompt: a.prompt.clone(),
                                answers: a.answers.clone(),
                                times: 1,
                            }),
                        }
                    }
                }
            }
            if let Some(seat_review) = review
                .as_ref()
                .and_then(|r| r.seats.iter().find(|s| s.seat == seat_id))
            {
                p.points_missed += seat_review.points_missed();
                for w in seat_review.words_to_learn() {
                    if !p.words_missed.contains(&w) {
                        p.words_missed.push(w);
                    }
                }
            }
        }
    }
    progress.set(rows.len(), rows.len());
    for p in &mut people {
        p.longest_words
            .sort_by(|a, b| b.chars().count().cmp(&a.chars().count()).then(a.cmp(b)));
        p.longest_words.truncate(10);
        p.challenges
            .sort_by(|a, b| (&a.kind, &a.level).cmp(&(&b.kind, &b.level)));
        p.failed
            .sort_by(|a, b| b.times.cmp(&a.times).then(a.prompt.cmp(&b.prompt)));
        p.practise = p
            .failed
            .iter()
            .map(|f| {
                if f.answers.is_empty() {
                    f.prompt.clone()
                } else {
                    format!("{} → {}", f.prompt, f.answers)
                }
            })
            .chain(p.words_missed.iter().take(PRACTISE_WORDS).cloned())
            .collect();
    }
    people.sort_by_key(|p| p.name.to_lowercase());
    Ok(Report {
        games: counted,
        people,
        unreadable,
    })
}

/// How many missed words the practice list takes.
const PRACTISE_WORDS: usize = 15;

mod text {
    crate::engine::words::table! {
        title = ("Teacher's report", "Informe para el docente"),
        covers = ("Finished games: {games}; people: {people}.", "Partidas terminadas: {games}; personas: {people}."),
        none = ("No finished game with a person seated matches.", "Ninguna partida terminada con personas coincide."),
        games = ("Games: {games} ({wins} won): {list}.", "Partidas: {games} ({wins} ganadas): {list}."),
        challenges = ("Challenges (passed of given):", "Desafíos (superados de los recibidos):"),
        tally = ("{kind}, {level}: {passed} of {given}", "{kind}, {level}: {passed} de {given}"),
        words = ("Words laid: {count}; longest: {list}.", "Palabras jugadas: {count}; las más largas: {list}."),
        missed = ("Words missed (the review's best plays): {list}; points left on the table: {points}.", "Palabras que se escaparon (las mejores jugadas del repaso): {list}; puntos perdidos: {points}."),
        failed = ("Failed:", "Falladas:"),
        practise = ("To practise:", "Para practicar:"),
        unreadable = ("Left out (could not be read): {list}.", "Sin contar (no se pudieron leer): {list}."),
    }
}

/// The report's title in `lang`.
pub fn title(lang: Lang) -> &'static str {
    text::words(lang).title
}

fn game_title(key: &str, lang: Lang) -> String {
    crate::games::find(key).map_or(key.to_string(), |g| g.title(lang).to_string())
}

/// The report as Markdown (prints, and reads as plain text in the launcher).
pub fn markdown(report: &Report, lang: Lang) -> String {
    let w = text::words(lang);
    let mut out = format!("# {}\n\n", w.title);
    if report.people.is_empty() {
        out.push_str(w.none);
        out.push('\n');
    } else {
        out.push_str(&fill(
            w.covers,
            &[
                ("games", &report.games.to_string()),
                ("people", &report.people.len().to_string()),
            ],
        ));
        out.push('\n');
    }
    for p in &report.people {
        out.push_str(&format!("\n## {}\n\n", p.name));
        let list: Vec<String> = p
            .by_game
            .iter()
            .map(|(g, n)| format!("{} {n}", game_title(g, lang)))
            .collect();
        out.push_str(&format!(
            "- {}\n",
            fill(
                w.games,
                &[
                    ("games", &p.games.to_string()),
                    ("wins", &p.wins.to_string()),
                    ("list", &list.join(", ")),
                ],
            )
        ));
        if !p.challenges.is_empty() {
            out.push_str(&format!("- {}\n", w.challenges));
            for t in &p.challenges {
                out.push_str(&format!(
                    "  - {}\n",
                    fill(
                        w.tally,
                        &[
                            ("kind", &t.kind),
                            ("level", &t.level),
                            ("passed", &t.passed.to_string()),
                            ("given", &t.given.to_string()),
                        ],
                    )
                ));
            }
        }
        if p.words_laid > 0 {
            out.push_str(&format!(
                "- {}\n",
                fill(
                    w.words,
                    &[
                        ("count", &p.words_laid.to_string()),
                        ("list", &p.longest_words.join(", ")),
                    ],
                )
            ));
        }
        if !p.words_missed.is_empty() {
            out.push_str(&format!(
                "- {}\n",
                fill(
                    w.missed,
                    &[
                        ("list", &p.words_missed.join(", ")),
                        ("points", &crate::games::review::points(p.points_missed)),
                    ],
                )
            ));
        }
        if !p.failed.is_empty() {
            out.push_str(&format!("- {}\n", w.failed));
            for f in &p.failed {
                let times = if f.times > 1 {
                    format!(" (×{})", f.times)
                } else {
                    String::new()
                };
                let answers = if f.answers.is_empty() {
                    String::new()
                } else {
                    format!(" → {}", f.answers)
                };
                out.push_str(&format!("  - {}{answers}{times}\n", f.prompt));
            }
        }
        if !p.practise.is_empty() {
            out.push_str(&format!("- {} {}\n", w.practise, p.practise.join("; ")));
        }
    }
    if !report.unreadable.is_empty() {
        out.push_str(&format!(
            "\n{}\n",
            fill(w.unreadable, &[("list", &report.unreadable.join(", "))])
        ));
    }
    out
}

/// A CSV field, quoted when it must be (RFC 4180).
fn field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// The report as CSV for a spreadsheet: one row per person.
pub fn csv(report: &Report) -> String {
    let mut out = String::from(
        "person,games,wins,challenges_given,challenges_passed,words_laid,words_missed,points_missed,failed,to_practise\r\n",
    );
    for p in &report.people {
        let given: u32 = p.challenges.iter().map(|t| t.given).sum();
        let passed: u32 = p.challenges.iter().map(|t| t.passed).sum();
        let failed: Vec<String> = p.failed.iter().map(|f| f.prompt.clone()).collect();
        let row = [
            field(&p.name),
            p.games.to_string(),
            p.wins.to_string(),
            given.to_string(),
            passed.to_string(),
            p.words_laid.to_string(),
            field(&p.words_missed.join("; ")),
            crate::games::review::points(p.points_missed),
            field(&failed.join("; ")),
            field(&p.practise.join("; ")),
        ];
        out.push_str(&row.join(","));
        out.push_str("\r\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_read_as_utc_midnights_and_bad_dates_are_refused() {
        assert_eq!(parse_day("1970-01-01"), Ok(0));
        assert_eq!(parse_day("2026-11-30"), Ok(1_795_996_800));
        assert_eq!(
            super::super::text::date(parse_day("2024-02-29").unwrap()),
            "2024-02-29 00:00"
        );
        for bad in [
            "2026-02-29",
            "2026-13-01",
            "yesterday",
            "2026-11",
            "1969-12-31",
        ] {
            assert!(parse_day(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn csv_fields_are_quoted_when_they_must_be() {
        assert_eq!(field("plain"), "plain");
        assert_eq!(field("a, b"), "\"a, b\"");
        assert_eq!(field("say \"hi\""), "\"say \"\"hi\"\"\"");
    }
}
