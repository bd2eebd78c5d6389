//! The launcher screen.

use super::theme;
use crate::app::App;
use crate::app::launcher::{Entry, Launcher, SaveStatus, entries};
use crate::engine::Lang;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

const FIRST_ROW: u16 = 3;

/// The row an entry is drawn on (games, a blank line, then the rest).
fn row_of(i: usize) -> u16 {
    let games = crate::games::GAMES.len();
    FIRST_ROW + i as u16 + u16::from(i >= games)
}

/// The entry's name, its short status, and the longer line shown below the list.
fn label(lang: Lang, e: Entry, l: &Launcher) -> (String, String, String) {
    match e {
        Entry::Game(g) => {
            let g = crate::games::GAMES[g];
            let (lo, hi) = g.players();
            (
                g.title(lang).to_string(),
                // Every listed game plays: the range is all a player needs here.
                format!("{lo}-{hi} {}", lang.pick("players", "jugadores")),
                g.blurb(lang).to_string(),
            )
        }
        Entry::Continue => {
            let ready = l
                .saves
                .iter()
                .filter(|(_, s)| matches!(s, SaveStatus::Ready { .. }))
                .count();
            let damaged = l.saves.len() - ready;
            let status = match (ready, lang) {
                (0, _) if damaged == 0 => lang
                    .pick("no saved game", "no hay partida guardada")
                    .to_string(),
                (n, Lang::En) => format!("{n} saved {}", if n == 1 { "game" } else { "games" }),
                (n, Lang::Es) => {
                    format!(
                        "{n} {}",
                        if n == 1 {
                            "partida guardada"
                        } else {
                            "partidas guardadas"
                        }
                    )
                }
            };
            let status = match (damaged, lang) {
                (0, _) => status,
                (d, Lang::En) => format!("{status}, {d} damaged"),
                (d, Lang::Es) => format!("{status}, {d} dañada(s)"),
            };
            (
                lang.pick("Continue a game", "Continuar una partida").into(),
                status,
                lang.pick(
                    "Every unfinished game is kept: pick one to resume it exactly where it was left.",
                    "Se guarda cada partida sin terminar: elige una para seguir justo donde se dejó.",
                )
                .to_string(),
            )
        }
        Entry::Rules => (
            lang.pick("Rules", "Reglas").into(),
            l.help_game().title(lang).to_string(),
            lang.pick(
                "How to play the game chosen above, with the house rules in force.",
                "Cómo se juega el juego elegido arriba, con las reglas de la casa en vigor.",
            )
            .into(),
        ),
        Entry::Settings => (
            lang.pick("Settings", "Ajustes").into(),
            String::new(),
            lang.pick(
                "Language, computer pace, mouse.",
                "Idioma, ritmo de la máquina, ratón.",
            )
            .into(),
        ),
        Entry::Quit => (
            lang.pick("Quit", "Salir").into(),
            String::new(),
            String::new(),
        ),
    }
}

/// Draws the launcher; returns where each entry is (its row, across the screen), for
/// mouse clicks.
pub fn draw(frame: &mut Frame, area: Rect, app: &App, l: &Launcher) -> Vec<(Rect, usize)> {
    let lang = app.lang;
    let title = Line::from(vec![
        Span::styled(" naipes ", theme::title()),
        Span::styled(
            lang.pick(
                "— a card table for one keyboard",
                "— una mesa de cartas para un solo teclado",
            ),
            theme::dim(),
        ),
    ]);
    frame.render_widget(Paragraph::new(title), Rect { height: 1, ..area });
    let name_w = 32usize;
    let mut detail = String::new();
    let mut hits = Vec::new();
    for (i, e) in entries().into_iter().enumerate() {
        let row = area.y + row_of(i);
        hits.push((
            Rect {
                x: area.x,
                y: row,
                width: area.width,
                height: 1,
            },
            i,
        ));
        let (name, status, more) = label(lang, e, l);
        let selected = i == l.cursor;
        if selected {
            detail = more;
        }
        let marker = if selected { "▶ " } else { "  " };
        let disabled = e == Entry::Continue && l.saves.is_empty();
        let name_style = if selected {
            theme::highlight()
        } else if disabled {
            theme::dim()
        } else {
            ratatui::style::Style::new()
        };
        let line = Line::from(vec![
            Span::styled(format!("{marker}{name:<name_w$}"), name_style),
            Span::styled(format!(" {status}"), theme::dim()),
        ]);
        frame.render_widget(
            Paragraph::new(line),
            Rect {
                x: area.x + 1,
                y: row,
                width: area.width.saturating_sub(2),
                height: 1,
            },
        );
    }
    let detail_row = area.y + row_of(entries().len()) + 1;
    frame.render_widget(
        Paragraph::new(Span::styled(detail, theme::bold())).wrap(Wrap { trim: true }),
        Rect {
            x: area.x + 3,
            y: detail_row,
            width: area.width.saturating_sub(6),
            height: 3,
        },
    );
    if let Some(m) = &l.message {
        frame.render_widget(
            Paragraph::new(Span::styled(m.as_str(), theme::warn())).wrap(Wrap { trim: true }),
            Rect {
                x: area.x + 3,
                y: detail_row + 4,
                width: area.width.saturating_sub(6),
                height: 2,
            },
        );
    }
    super::footer_bottom(
        frame,
        area,
        &[
            ("↑↓", lang.pick("choose", "elegir")),
            (lang.pick("Enter", "Intro"), lang.pick("open", "abrir")),
            ("?", lang.pick("rules", "reglas")),
            ("q", lang.pick("quit", "salir")),
        ],
    );
    if l.settings_open {
        draw_settings(frame, area, app, l);
    }
    if let Some(at) = l.picking {
        draw_saves(frame, area, lang, l, at);
    }
    hits
}

fn draw_settings(frame: &mut Frame, area: Rect, app: &App, l: &Launcher) {
    let lang = app.lang;
    let s = &app.loaded.config.settings;
    let rect = super::centered(area, 64, 12);
    frame.render_widget(Clear, rect);
    let block = Block::default()
        .borders(Borders::ALL)
        .title(lang.pick(" Settings ", " Ajustes "));
    let rows = [
        (
            lang.pick("Language", "Idioma"),
            lang.pick("English", "Español").to_string(),
        ),
        (
            lang.pick("Computer pace", "Ritmo de la máquina"),
            format!("{} ms", s.bot_delay_ms),
        ),
        (
            lang.pick("Mouse", "Ratón"),
            if s.mouse {
                lang.pick("on", "sí")
            } else {
                lang.pick("off", "no")
            }
            .to_string(),
        ),
    ];
    let mut lines: Vec<Line> = rows
        .iter()
        .enumerate()
        .map(|(i, (k, v))| {
            let st = if i == l.settings_cursor {
                theme::highlight()
            } else {
                ratatui::style::Style::new()
            };
            Line::from(Span::styled(
                format!(
                    "{} {k:<22} ◀ {v} ▶",
                    if i == l.settings_cursor { "▶" } else { " " }
                ),
                st,
            ))
        })
        .collect();
    lines.push(Line::from(""));
    lines.push(Line::from(Span::styled(
        lang.pick(
            "Saved when this closes, in your config file:",
            "Se guardan al cerrar, en tu archivo de ajustes:",
        ),
        theme::dim(),
    )));
    lines.push(Line::from(Span::styled(
        app.loaded.user_file.display().to_string(),
        theme::dim(),
    )));
    lines.push(Line::from(Span::styled(
        lang.pick(
            "(mouse changes apply at the next start)  Esc: close",
            "(el ratón cambia al volver a abrir)  Esc: cerrar",
        ),
        theme::dim(),
    )));
    frame.render_widget(
        Paragraph::new(lines)
            .block(block)
            .wrap(Wrap { trim: false }),
        rect,
    );
}

/// `text` in at most `width` characters. When it does not fit it is cut after its last
/// whole field (" · " or ", ") that keeps most of the line, else after its last whole
/// word, without a dangling " ·" or ",", and ends in "…": the start of a
/// save's line (game, date, players) is what matters, and no word is left half-written.
fn one_line(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let room = width.saturating_sub(1);
    let keep: String = text.chars().take(room).collect();
    let rest = &text[keep.len()..];
    // Best after a whole field (a name, "round 3"), when that keeps most of the line.
    const FIELDS: [&str; 2] = [" · ", ", "];
    let field_end = if FIELDS.iter().any(|f| rest.starts_with(f)) {
        Some(keep.len())
    } else {
        FIELDS.iter().filter_map(|f| keep.rfind(f)).max()
    };
    let whole_word_ends = rest.starts_with(char::is_whitespace);
    let kept = match field_end.filter(|&at| keep[..at].chars().count() * 3 >= room * 2) {
        Some(at) => &keep[..at],
        None if whole_word_ends => keep.as_str(),
        // Back to the last space; a single word longer than the line is cut as it is.
        None => keep
            .rfind(char::is_whitespace)
            .map_or(keep.as_str(), |at| &keep[..at]),
    };
    let mut cut = kept
        .trim_end_matches(|c: char| c.is_whitespace() || matches!(c, '·' | ',' | ';' | ':' | '—'))
        .to_string();
    cut.push('…');
    cut
}

/// Continue's list: every saved game, newest first, with its players, where it stands
/// and when it was saved.
fn draw_saves(frame: &mut Frame, area: Rect, lang: Lang, l: &Launcher, at: usize) {
    // Wider terminals show more of each line.
    let rect = super::centered(area, area.width.saturating_sub(4).max(76), 20);
    frame.render_widget(Clear, rect);
    let now = crate::session::save::now_unix();
    let mut lines: Vec<Line> = Vec::new();
    for (i, (path, status)) in l.saves.iter().enumerate() {
        let st = if i == at {
            theme::highlight()
        } else {
            ratatui::style::Style::new()
        };
        let marker = if i == at { "▶ " } else { "  " };
        let text = match status {
            SaveStatus::Ready {
                game,
                saved_at_unix,
                summary,
            } => {
                let title =
                    crate::games::find(game).map_or(game.clone(), |g| g.title(lang).to_string());
                format!(
                    "{marker}{title} · {} · {summary}",
                    ago(lang, now.saturating_sub(*saved_at_unix))
                )
            }
            SaveStatus::Broken(reason) => format!(
                "{marker}{} {}: {reason}",
                lang.pick("Damaged:", "Dañada:"),
                path.file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default()
            ),
            SaveStatus::None => String::new(),
        };
        // One line a save, so the list reads (and clicks) row by row.
        let text = one_line(&text, usize::from(rect.width.saturating_sub(2)));
        lines.push(Line::from(Span::styled(text, st)));
    }
    let block = Block::default()
        .borders(Borders::ALL)
        .title(lang.pick(" Continue a game ", " Continuar una partida "))
        .title_bottom(lang.pick(
            " ↑↓ choose · Enter resume · Esc back ",
            " ↑↓ elegir · Intro seguir · Esc volver ",
        ));
    frame.render_widget(
        Paragraph::new(lines)
            .block(block)
            .wrap(Wrap { trim: false }),
        rect,
    );
}

/// "just now", "5 min ago", "3 h ago", "2 days ago".
fn ago(lang: Lang, secs: u64) -> String {
    match (secs, lang) {
        (0..=59, _) => lang.pick("just now", "ahora mismo").into(),
        (s @ 60..=3599, Lang::En) => format!("{} min ago", s / 60),
        (s @ 60..=3599, Lang::Es) => format!("hace {} min", s / 60),
        (s @ 3600..=86_399, Lang::En) => format!("{} h ago", s / 3600),
        (s @ 3600..=86_399, Lang::Es) => format!("hace {} h", s / 3600),
        (s, Lang::En) => format!("{} days ago", s / 86_400),
        (s, Lang::Es) => format!("hace {} días", s / 86_400),
    }
}

#[cfg(test)]
mod tests {
    use super::one_line;

    #[test]
    fn a_long_save_line_is_cut_with_an_ellipsis() {
        assert_eq!(one_line("Pala · just now", 20), "Pala · just now");
        let cut = one_line("Leftovers · just now · Ana, Bob · deck 91 cards", 20);
        assert!(cut.chars().count() <= 20);
        assert_eq!(cut, "Leftovers · just…");
    }

    /// Issue 23: "Impressionism · round …" was cut in the middle of a word.
    #[test]
    fn a_save_line_is_cut_at_a_word_boundary_keeping_game_date_and_players() {
        let line = "▶ Pala · 5 min ago · Ana, Bob, Cy · Impressionism · round 3 of 8 · dealer Bob";
        for width in 20..line.chars().count() {
            let cut = one_line(line, width);
            assert!(
                cut.chars().count() <= width,
                "{cut:?} is wider than {width}"
            );
            assert!(cut.ends_with('…'), "{cut:?}");
            let shown = cut.trim_end_matches('…');
            // Every word shown is a whole word of the line, and the line goes on there.
            assert!(line.starts_with(shown), "{cut:?}");
            let next = line[shown.len()..].chars().next();
            assert!(
                next.is_some_and(|c| c.is_whitespace() || c == ','),
                "cut mid-word: {cut:?}"
            );
            assert!(
                !shown.ends_with(['·', ',', ' ']),
                "a dangling separator: {cut:?}"
            );
        }
        assert_eq!(
            one_line(line, 50),
            "▶ Pala · 5 min ago · Ana, Bob, Cy · Impressionism…"
        );
        assert_eq!(
            one_line(line, 60),
            "▶ Pala · 5 min ago · Ana, Bob, Cy · Impressionism…"
        );
        // A name is never cut in two ("Computer…" of "Computer 4").
        let names = "▶ Pala · just now · Alexandrina Ro, Bartholomew Ka, Computer 3, Computer 4, Computer 5 · Impressionism";
        assert_eq!(
            one_line(names, 74),
            "▶ Pala · just now · Alexandrina Ro, Bartholomew Ka, Computer 3…"
        );
        // Wider: all of it.
        assert_eq!(one_line(line, 120), line);
    }
}
