//! History and Statistics in words, English and Spanish: the launcher's screens and
//! `naipes history`/`stats` print the same lines.

use super::stats::{PlayerStats, Stats};
use super::{GameRow, Loaded, Rebuilt};
use crate::engine::Lang;
pub use crate::engine::words::fill;

crate::engine::words::table! {
    history_name = ("History", "Historial"),
    history_more = ("Every finished game, newest first: date, seats, scores, winner.", "Cada partida terminada, la más reciente primero: fecha, jugadores, puntos, ganador."),
    stats_name = ("Statistics", "Estadísticas"),
    stats_more = ("Games, wins, scores and best words per player and game.", "Partidas, victorias, puntos y mejores palabras por jugador y juego."),
    history_title = (" History ", " Historial "),
    stats_title = (" Statistics ", " Estadísticas "),
    history_keys = (" ↑↓ choose · Enter replay · i details · g game · p player · Esc back ", " ↑↓ elegir · Intro repetición · i detalles · g juego · p jugador · Esc volver "),
    reading = ("Reading finished games: {done} of {total}", "Leyendo partidas terminadas: {done} de {total}"),
    reading_db = ("Opening the history database…", "Abriendo la base de datos del historial…"),
    reading_keys = (" Esc back · Ctrl-Q quit ", " Esc volver · Ctrl-Q salir "),
    reading_stopped = ("Stopped: what was read is kept; History reads the rest next time.", "Detenido: lo leído se guarda; el Historial lee el resto la próxima vez."),
    stats_keys = (" ↑↓ scroll · g game · p player · Esc back ", " ↑↓ desplazar · g juego · p jugador · Esc volver "),
    all_games = ("all games", "todos los juegos"),
    all_players = ("all players", "todos los jugadores"),
    showing = ("{n} of {total} games · {game} · {player}", "{n} de {total} partidas · {game} · {player}"),
    showing_of_one = ("{n} of 1 game · {game} · {player}", "{n} de 1 partida · {game} · {player}"),
    no_games = ("No finished game yet: finish one and it is kept here.", "Aún no hay partidas terminadas: termina una y se guardará aquí."),
    no_match = ("No finished game matches.", "Ninguna partida terminada coincide."),
    won_by = ("won: {names}", "ganó: {names}"),
    moves = ("{n} moves", "{n} jugadas"),
    details_title = ("{game}, {date}", "{game}, {date}"),
    details_seat = ("{seat}. {name} ({kind}): {total}", "{seat}. {name} ({kind}): {total}"),
    details_winner = ("Winner: {names}", "Ganador: {names}"),
    details_more = ("Seed {seed} · {moves} moves · file {id}", "Semilla {seed} · {moves} jugadas · archivo {id}"),
    best_word = ("best word {word} ({points})", "mejor palabra {word} ({points})"),
    hints = ("{n} hints", "{n} pistas"),
    person = ("person", "persona"),
    computer = ("computer, {level}", "máquina, {level}"),
    col_player = ("Player", "Jugador"),
    col_game = ("Game", "Juego"),
    col_games = ("Games", "Partidas"),
    col_wins = ("Wins", "Gana"),
    col_share = ("Won", "Gana"),
    col_average = ("Avg", "Media"),
    col_best = ("Best", "Mejor"),
    lowest_wins_legend = ("↓ the lowest total wins (Rapiletras, Pala's Impressionism): Best is the lowest.", "↓ gana el total más bajo (Rapiletras, Impresionismo de Pala): Mejor es el más bajo."),
    col_longest = ("Longest", "Más larga"),
    against = ("against computers: {list}", "contra la máquina: {list}"),
    against_one = ("{level} {wins}/{games}", "{level} {wins}/{games}"),
    tallies = ("challenges passed: {list}", "retos superados: {list}"),
    tally_other = ("other", "otros"),
    seat_wins = ("{game}, {n} seats, {games} games: wins by seat {list}", "{game}, {n} puestos, {games} partidas: victorias por puesto {list}"),
    seat_wins_one = ("{game}, {n} seats, 1 game: wins by seat {list}", "{game}, {n} puestos, 1 partida: victorias por puesto {list}"),
    practice = ("{game} (practice)", "{game} (práctica)"),
    report_name = ("Teacher's report", "Informe para el docente"),
    report_more = ("Per person: games, challenges passed by kind and level, words laid and missed, what to practise (also naipes report).", "Por persona: partidas, desafíos superados por tipo y nivel, palabras jugadas y perdidas, qué practicar (también naipes report)."),
    seat_positions = ("Wins by seat position", "Victorias por puesto"),
    rebuilt = ("The statistics database {path} could not be read ({why}): it was moved to {aside} (not deleted) and rebuilt from the finished games.", "No se pudo leer la base de estadísticas {path} ({why}): se apartó a {aside} (no se ha borrado) y se rehízo con las partidas terminadas."),
    unreadable = ("{n} finished game(s) could not be read and are left out: {first}", "{n} partida(s) terminada(s) no se pudieron leer y no cuentan: {first}"),
}

/// "2026-11-25 06:40" (UTC) from seconds since 1970.
pub fn date(unix: u64) -> String {
    let days = (unix / 86_400) as i64;
    let secs = unix % 86_400;
    // Days to a civil date (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        secs / 3600,
        secs % 3600 / 60
    )
}

fn title(key: &str, lang: Lang) -> String {
    crate::games::find(key).map_or(key.to_string(), |g| g.title(lang).to_string())
}

/// A game's short name for tables: the title up to its first " (".
fn short_title(key: &str, lang: Lang) -> String {
    let t = title(key, lang);
    t.split(" (").next().unwrap_or(&t).to_string()
}

/// History's line for a game: date, game, the seats with their scores (winners starred,
/// so a narrow screen that cuts the end still shows who won), the winner.
pub fn history_line(row: &GameRow, lang: Lang) -> String {
    let seats: Vec<String> = row
        .game
        .seats
        .iter()
        .map(|s| format!("{} {}{}", s.name, s.total, if s.won { "*" } else { "" }))
        .collect();
    let title = short_title(&row.game.game, lang);
    let title = if row.game.practice {
        fill(words(lang).practice, &[("game", &title)])
    } else {
        title
    };
    format!(
        "{} · {} · {} · {}",
        date(row.finished_at),
        title,
        seats.join(", "),
        fill(words(lang).won_by, &[("names", &row.winners().join(", "))])
    )
}

fn kind_text(kind: crate::engine::SeatKind, lang: Lang) -> String {
    match kind {
        crate::engine::SeatKind::Computer(level) => {
            fill(words(lang).computer, &[("level", level.name())])
        }
        _ => words(lang).person.to_string(),
    }
}

/// The details of a game (Enter on History): its title, then one line per seat.
pub fn details(row: &GameRow, lang: Lang) -> (String, Vec<String>) {
    let w = words(lang);
    let head = fill(
        w.details_title,
        &[
            ("game", &title(&row.game.game, lang)),
            ("date", &date(row.finished_at)),
        ],
    );
    let mut lines = Vec::new();
    for (i, s) in row.game.seats.iter().enumerate() {
        let mut line = fill(
            w.details_seat,
            &[
                ("seat", &(i + 1).to_string()),
                ("name", &s.name),
                ("kind", &kind_text(s.kind, lang)),
                ("total", &s.total.to_string()),
            ],
        );
        if let Some((word, points)) = &s.facts.best_word {
            line.push_str(" · ");
            line.push_str(&fill(
                w.best_word,
                &[("word", word), ("points", &points.to_string())],
            ));
        }
        if s.hints > 0 {
            line.push_str(" · ");
            line.push_str(&fill(w.hints, &[("n", &s.hints.to_string())]));
        }
        lines.push(line);
    }
    lines.push(fill(
        w.details_winner,
        &[("names", &row.winners().join(", "))],
    ));
    lines.push(fill(
        w.details_more,
        &[
            ("seed", &row.game.seed.to_string()),
            ("moves", &row.game.moves.to_string()),
            ("id", &row.id),
        ],
    ));
    (head, lines)
}

fn cut(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        format!("{s:<n$}")
    } else {
        let mut t: String = s.chars().take(n.saturating_sub(1)).collect();
        t.push('…');
        t
    }
}

/// The game's short title, marked ↓ where the lowest total wins (its Best is the
/// lowest; the legend under the table says so).
fn game_label(p: &PlayerStats, lang: Lang) -> String {
    let title = short_title(&p.game, lang);
    if p.lowest_wins {
        format!("{} ↓", cut(&title, 8).trim_end())
    } else {
        title
    }
}

/// A player's lines: a group of rows for each line at 80 columns, `phone` the width of a
/// phone-size screen (None: at 80 columns, a row each).
fn player_lines(p: &PlayerStats, lang: Lang, phone: Option<usize>) -> Vec<Vec<String>> {
    let w = words(lang);
    let name = if p.seat == "person" {
        p.name.clone()
    } else {
        format!("{} @{}", p.name, p.seat)
    };
    let share = (p.win_share * 100.0).round() as u32;
    let mut lines = vec![match phone {
        None => vec![format!(
            "{} {} {:>8} {:>6} {:>5}% {:>7.1} {:>6} {:>9}",
            cut(&name, 16),
            cut(&game_label(p, lang), 10),
            p.games,
            p.wins,
            share,
            p.average_score,
            p.best_score,
            p.longest_game
        )],
        // Too narrow for the columns: each number with its column's name.
        Some(width) => [
            format!("{name} · {}", game_label(p, lang)),
            format!(
                "{} {} · {} {} ({share}%)",
                w.col_games, p.games, w.col_wins, p.wins
            ),
            format!(
                "{} {:.1} · {} {} · {} {}",
                w.col_average,
                p.average_score,
                w.col_best,
                p.best_score,
                w.col_longest,
                p.longest_game
            ),
        ]
        .iter()
        .enumerate()
        .flat_map(|(i, line)| indented(line, if i == 0 { "" } else { PHONE_INDENT }, width))
        .collect(),
    }];
    let mut more = Vec::new();
    if let Some((word, points)) = &p.best_word {
        more.push(fill(
            w.best_word,
            &[("word", word), ("points", &points.to_string())],
        ));
    }
    if p.hints > 0 {
        more.push(fill(w.hints, &[("n", &p.hints.to_string())]));
    }
    if !more.is_empty() {
        let more = more.join(" · ");
        lines.push(match phone {
            None => vec![format!("    {more}")],
            Some(width) => indented(&more, PHONE_INDENT, width),
        });
    }
    if !p.tallies.is_empty() {
        let list = tally_list(&p.tallies, lang);
        lines.extend(wrapped(
            &fill(w.tallies, &[("list", &list.join(", "))]),
            phone,
        ));
    }
    if !p.against.is_empty() {
        let list: Vec<String> = p
            .against
            .iter()
            .map(|(level, a)| {
                fill(
                    w.against_one,
                    &[
                        ("level", level),
                        ("wins", &a.wins.to_string()),
                        ("games", &a.games.to_string()),
                    ],
                )
            })
            .collect();
        lines.extend(wrapped(
            &fill(w.against, &[("list", &list.join(", "))]),
            phone,
        ));
    }
    lines
}

/// On a phone-size screen, a player's lines after the first start here.
const PHONE_INDENT: &str = "  ";

/// `text` wrapped to `width` columns, every row after `indent`.
fn indented(text: &str, indent: &str, width: usize) -> Vec<String> {
    let room = width.saturating_sub(indent.chars().count()).max(1);
    crate::game_screen::kit::wrap_words(text, room)
        .into_iter()
        .map(|row| format!("{indent}{row}"))
        .collect()
}

/// Columns a statistics line may take: the Statistics screen's inside at 80 columns.
const LINE_WIDTH: usize = 78;
/// Where a player's detail lines start, and their continuation lines.
const INDENT: &str = "    ";
const CONTINUED: &str = "      ";

/// A detail line as groups of rows (see [`player_lines`]): at 80 columns a row a group
/// ([`wrapped_at_80`]); on a phone `width` wide the whole text wrapped in the first group
/// and the others empty, so that there are as many groups as at 80 columns.
fn wrapped(text: &str, phone: Option<usize>) -> Vec<Vec<String>> {
    let lines = wrapped_at_80(text);
    match phone {
        None => lines.into_iter().map(|line| vec![line]).collect(),
        Some(width) => {
            let mut groups = vec![Vec::new(); lines.len()];
            groups[0] = indented(text, PHONE_INDENT, width);
            groups
        }
    }
}

/// A detail line ("challenges passed: a, b, c") in lines of at most [`LINE_WIDTH`],
/// broken after a list's commas; a single item longer than a line stays whole.
fn wrapped_at_80(text: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = INDENT.to_string();
    for (i, item) in text.split(", ").enumerate() {
        let piece = if i == 0 {
            item.to_string()
        } else {
            format!(", {item}")
        };
        let fits = line.chars().count() + piece.chars().count() <= LINE_WIDTH;
        if i > 0 && !fits {
            line.push(',');
            lines.push(line);
            line = format!("{CONTINUED}{item}");
        } else {
            line.push_str(&piece);
        }
    }
    lines.push(line);
    lines
}

/// Challenge tallies by kind as "translate 3/4" (passed of tried), in the interface
/// language: they were "translate passed 3, translate failed 1", which ran past 80
/// columns (found by a tester). Tallies of another shape are shown as they are.
fn tally_list(tallies: &std::collections::BTreeMap<String, u32>, lang: Lang) -> Vec<String> {
    // Kind (as stored, in English) -> (passed, tried), in the order first met.
    let mut kinds: Vec<(&str, u32, u32)> = Vec::new();
    let mut others = Vec::new();
    for (key, &n) in tallies {
        let (kind, passed) = if let Some(kind) = key.strip_suffix(" passed") {
            (kind, true)
        } else if let Some(kind) = key.strip_suffix(" failed") {
            (kind, false)
        } else {
            others.push(format!("{key} {n}"));
            continue;
        };
        let at = match kinds.iter().position(|k| k.0 == kind) {
            Some(at) => at,
            None => {
                kinds.push((kind, 0, 0));
                kinds.len() - 1
            }
        };
        if passed {
            kinds[at].1 += n;
        }
        kinds[at].2 += n;
    }
    kinds
        .into_iter()
        .map(|(kind, passed, tried)| format!("{} {passed}/{tried}", kind_label(kind, lang)))
        .chain(others)
        .collect()
}

/// A challenge kind as tallies store it (its English name) in the interface language.
fn kind_label(kind: &str, lang: Lang) -> String {
    use crate::language::Kind;
    if kind == words(Lang::En).tally_other {
        return words(lang).tally_other.to_string();
    }
    Kind::ALL
        .iter()
        .find(|k| k.name(Lang::En) == kind)
        .map_or(kind.to_string(), |k| k.name(lang).to_string())
}

/// Statistics as lines: the players' table, then the wins by seat position.
pub fn stats_lines(stats: &Stats, lang: Lang) -> Vec<String> {
    stats_groups(stats, lang, None)
        .into_iter()
        .flatten()
        .collect()
}

/// Statistics on a phone-size screen `width` columns wide (issue 36): a group of rows for
/// each line of [`stats_lines`], in the same order, so that a scroll position (the
/// first line shown) means the same at any width. A player's numbers are named one by
/// one (the columns' heads do not fit); the rest is wrapped.
pub fn stats_phone(stats: &Stats, lang: Lang, width: usize) -> Vec<Vec<String>> {
    stats_groups(stats, lang, Some(width))
}

fn stats_groups(stats: &Stats, lang: Lang, phone: Option<usize>) -> Vec<Vec<String>> {
    let w = words(lang);
    // A line as it is at 80 columns, or wrapped on a phone.
    let line = |text: String| match phone {
        None => vec![text],
        Some(width) => indented(text.trim_start(), "", width),
    };
    let header = format!(
        "{} {} {:>8} {:>6} {:>6} {:>7} {:>6} {:>9}",
        cut(w.col_player, 16),
        cut(w.col_game, 10),
        w.col_games,
        w.col_wins,
        format!("{}%", w.col_share),
        w.col_average,
        w.col_best,
        w.col_longest
    );
    // On a phone each number is named where it stands: no header.
    let header = match phone {
        None => vec![header.trim_end().to_string()],
        Some(_) => Vec::new(),
    };
    let mut lines = vec![header];
    for p in &stats.players {
        lines.extend(player_lines(p, lang, phone));
    }
    if stats.players.iter().any(|p| p.lowest_wins) {
        lines.push(line(w.lowest_wins_legend.to_string()));
    }
    lines.push(vec![String::new()]);
    lines.push(line(w.seat_positions.to_string()));
    for s in &stats.seats {
        let list: Vec<String> = s
            .wins
            .iter()
            .enumerate()
            .map(|(i, n)| format!("{}:{n}", i + 1))
            .collect();
        let one_game = if s.games == 1 {
            w.seat_wins_one
        } else {
            w.seat_wins
        };
        lines.push(line(fill(
            one_game,
            &[
                ("game", &short_title(&s.game, lang)),
                ("n", &s.players.to_string()),
                ("games", &s.games.to_string()),
                ("list", &list.join(" ")),
            ],
        )));
    }
    lines
}

/// What was repaired on opening, as notices (none: nothing to tell).
pub fn repairs(loaded: &Loaded, db: &std::path::Path, lang: Lang) -> Vec<String> {
    let w = words(lang);
    let mut out = Vec::new();
    if let Some(Rebuilt { aside, why }) = &loaded.rebuilt {
        out.push(fill(
            w.rebuilt,
            &[
                ("path", &db.display().to_string()),
                ("why", why),
                ("aside", &aside.display().to_string()),
            ],
        ));
    }
    if let Some(first) = loaded.unreadable.first() {
        out.push(fill(
            w.unreadable,
            &[
                ("n", &loaded.unreadable.len().to_string()),
                ("first", first),
            ],
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_in_utc() {
        assert_eq!(date(0), "1970-01-01 00:00");
        assert_eq!(date(951_782_400), "2000-02-29 00:00");
        assert_eq!(date(1_764_052_800 + 3_660), "2025-11-25 07:41");
    }
}
