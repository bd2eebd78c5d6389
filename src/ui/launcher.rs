//! The launcher screen.

use crate::app::App;
use crate::app::launcher::{Entry, HistoryView, Launcher, Loading, SaveStatus, entries};
use crate::app::text::launcher::{fill, words};
use crate::engine::Lang;
use crate::game_screen::kit::wrap_words;
use crate::game_screen::theme;
use ratatui::Frame;
use ratatui::layout::{Position, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

const FIRST_ROW: u16 = 3;
/// On a phone-size screen the list starts right under the title.
const PHONE_FIRST_ROW: u16 = 1;

/// The row an entry is drawn on (games, a blank line, then the rest).
fn row_of(i: usize, first: u16) -> u16 {
    let games = crate::games::GAMES.len();
    first + i as u16 + u16::from(i >= games)
}

/// The entry's name, its short status, and the longer line shown below the list.
fn label(lang: Lang, e: Entry, l: &Launcher) -> (String, String, String) {
    let w = words(lang);
    match e {
        Entry::Game(g) => {
            let g = crate::games::GAMES[g];
            let (lo, hi) = g.players();
            (
                g.title(lang).to_string(),
                // Every listed game plays: the range is all a player needs here.
                format!("{lo}-{hi} {}", w.players),
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
            let status = match ready {
                0 if damaged == 0 => w.no_saved_game.to_string(),
                n => fill(
                    if n == 1 { w.saved_one } else { w.saved_many },
                    &[("n", &n.to_string())],
                ),
            };
            let status = match damaged {
                0 => status,
                d => fill(
                    w.with_damaged,
                    &[("status", &status), ("d", &d.to_string())],
                ),
            };
            (w.continue_name.into(), status, w.continue_more.to_string())
        }
        Entry::History => {
            let h = crate::history::text::words(lang);
            (h.history_name.into(), String::new(), h.history_more.into())
        }
        Entry::Statistics => {
            let h = crate::history::text::words(lang);
            (h.stats_name.into(), String::new(), h.stats_more.into())
        }
        Entry::Report => {
            let h = crate::history::text::words(lang);
            (h.report_name.into(), String::new(), h.report_more.into())
        }
        Entry::Rules => (
            w.rules_name.into(),
            l.help_game().title(lang).to_string(),
            w.rules_more.into(),
        ),
        Entry::Settings => (
            w.settings_name.into(),
            String::new(),
            w.settings_more.into(),
        ),
        Entry::Quit => (w.quit_name.into(), String::new(), String::new()),
    }
}

/// Where each entry is (its row, across the screen), for mouse clicks, and where the
/// focused row is drawn, for a screen reader's cursor.
type Drawn = (Vec<(Rect, usize)>, Option<Position>);

/// Draws the launcher; returns where each entry is and the focused row.
pub fn draw(frame: &mut Frame, area: Rect, app: &App, l: &Launcher) -> Drawn {
    let lang = app.lang;
    let w = words(lang);
    let title = Line::from(vec![
        Span::styled(" naipes ", theme::title()),
        Span::styled(w.tagline, theme::dim()),
    ]);
    frame.render_widget(Paragraph::new(title), Rect { height: 1, ..area });
    let phone = super::is_phone(area);
    if phone {
        return draw_phone(frame, area, app, l);
    }
    let name_w = 32usize;
    let mut detail = String::new();
    let mut hits = Vec::new();
    let mut focus = None;
    for (i, e) in entries().into_iter().enumerate() {
        let row = area.y + row_of(i, FIRST_ROW);
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
            focus = Some(Position::new(area.x + 1, row));
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
    let detail_row = area.y + row_of(entries().len(), FIRST_ROW) + 1;
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
    super::footer_bottom(frame, area, &launcher_keys(lang, l));
    (hits, overlays(frame, area, app, l).unwrap_or(focus))
}

/// The launcher's keys now.
fn launcher_keys(lang: Lang, l: &Launcher) -> Vec<(&'static str, &'static str)> {
    let w = words(lang);
    let mut keys = vec![("↑↓", w.key_choose), (w.key_enter, w.key_open)];
    // The guided first round of the game under the cursor, when it has one.
    if let crate::app::launcher::Entry::Game(g) = l.selected()
        && crate::games::GAMES.get(g).is_some_and(|g| g.has_guide())
    {
        keys.push(("g", w.key_guide));
    }
    keys.extend([("?", w.key_rules), ("q", w.key_quit)]);
    keys
}

/// What opens over the launcher: settings, Continue's list, History or Statistics, and
/// their loading bar. None: nothing is open; Some: the focused row of what is open on
/// top (None in it: nothing focused there).
fn overlays(frame: &mut Frame, area: Rect, app: &App, l: &Launcher) -> Option<Option<Position>> {
    let lang = app.lang;
    let mut focus = None;
    if l.settings_open {
        focus = Some(draw_settings(frame, area, app, l));
    }
    if let Some(at) = l.picking {
        focus = Some(draw_saves(frame, area, lang, l, at));
    }
    if let Some(view) = &l.history {
        focus = Some(draw_history(frame, area, lang, view));
    }
    if let Some(loading) = &l.loading {
        draw_loading(frame, area, lang, loading);
        focus = Some(None);
    }
    focus
}

/// The launcher on a phone-size screen (issue 36): the entries' names alone, a row each,
/// and below them what the one under the cursor is (its status, then its description,
/// wrapped), a warning first when there is one; the keys packed on the bottom rows.
fn draw_phone(frame: &mut Frame, area: Rect, app: &App, l: &Launcher) -> Drawn {
    let lang = app.lang;
    let mut about: Vec<Line> = Vec::new();
    let mut hits = Vec::new();
    let mut focus = None;
    for (i, e) in entries().into_iter().enumerate() {
        let row = area.y + row_of(i, PHONE_FIRST_ROW);
        if row >= area.bottom() {
            break;
        }
        let whole_row = Rect {
            x: area.x,
            y: row,
            width: area.width,
            height: 1,
        };
        hits.push((whole_row, i));
        let (name, status, more) = label(lang, e, l);
        let selected = i == l.cursor;
        let width = usize::from(area.width.saturating_sub(2));
        if selected {
            focus = Some(Position::new(area.x + 1, row));
            if let Some(m) = &l.message {
                about.extend(
                    wrap_words(m, width)
                        .into_iter()
                        .map(|t| Line::from(Span::styled(t, theme::warn()))),
                );
            }
            if !status.is_empty() {
                about.extend(
                    wrap_words(&status, width)
                        .into_iter()
                        .map(|t| Line::from(Span::styled(t, theme::dim()))),
                );
            }
            about.extend(
                wrap_words(&more, width)
                    .into_iter()
                    .map(|t| Line::from(Span::styled(t, theme::bold()))),
            );
        }
        let disabled = e == Entry::Continue && l.saves.is_empty();
        let style = if selected {
            theme::highlight()
        } else if disabled {
            theme::dim()
        } else {
            ratatui::style::Style::new()
        };
        let marker = if selected { "▶ " } else { "  " };
        frame.render_widget(
            Paragraph::new(Span::styled(format!("{marker}{name}"), style)),
            Rect {
                x: area.x + 1,
                width: area.width.saturating_sub(2),
                ..whole_row
            },
        );
    }
    let keys_rows = super::phone_footer(frame, area, &launcher_keys(lang, l));
    let list_end = area.y + row_of(entries().len(), PHONE_FIRST_ROW);
    // A blank row after the list when there is room for it and all of the text.
    let room = area.bottom().saturating_sub(keys_rows + list_end);
    let gap = u16::from(usize::from(room) > about.len());
    let about_top = list_end + gap;
    let about_area = Rect {
        x: area.x + 1,
        y: about_top.min(area.bottom()),
        width: area.width.saturating_sub(2),
        height: area
            .bottom()
            .saturating_sub(keys_rows)
            .saturating_sub(about_top),
    };
    frame.render_widget(Paragraph::new(about), about_area);
    (hits, overlays(frame, area, app, l).unwrap_or(focus))
}

/// History or Statistics being read: how many finished games of how many, as a bar.
fn draw_loading(frame: &mut Frame, area: Rect, lang: Lang, loading: &Loading) {
    let h = crate::history::text::words(lang);
    frame.render_widget(Clear, area);
    let title = if loading.stats {
        h.stats_title
    } else {
        h.history_title
    };
    let block = Block::default()
        .borders(Borders::ALL)
        .title(Span::styled(title, theme::title()))
        .title_bottom(h.reading_keys);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let (done, total) = loading.progress.counts();
    let text = if total == 0 {
        h.reading_db.to_string()
    } else {
        crate::history::text::fill(
            h.reading,
            &[("done", &done.to_string()), ("total", &total.to_string())],
        )
    };
    let width = usize::from(inner.width);
    let line = Rect {
        height: inner.height.min(1),
        ..inner
    };
    frame.render_widget(Paragraph::new(one_line(&text, width)), line);
    if total > 0 && inner.height >= 3 {
        let bar = Rect {
            y: inner.y + 2,
            height: 1,
            ..inner
        };
        let ratio = (done as f64 / total as f64).clamp(0.0, 1.0);
        frame.render_widget(
            ratatui::widgets::Gauge::default()
                .gauge_style(theme::highlight())
                .ratio(ratio),
            bar,
        );
    }
}

/// History (every finished game, one line each, newest first) or Statistics (the
/// players' table, scrolled), over the whole launcher.
fn draw_history(frame: &mut Frame, area: Rect, lang: Lang, view: &HistoryView) -> Option<Position> {
    let h = crate::history::text::words(lang);
    let rect = Rect {
        x: area.x,
        y: area.y,
        width: area.width,
        height: area.height,
    };
    frame.render_widget(Clear, rect);
    let (title, keys) = if view.stats {
        (h.stats_title, h.stats_keys)
    } else {
        (h.history_title, h.history_keys)
    };
    let phone = super::is_phone(area);
    let mut block = Block::default()
        .borders(Borders::ALL)
        .title(Span::styled(title, theme::title()));
    if !phone {
        block = block.title_bottom(keys);
    }
    let mut inner = block.inner(rect);
    frame.render_widget(block, rect);
    let width = usize::from(inner.width);
    if phone {
        // The keys do not fit on the border: wrapped on the box's last rows.
        let keys: Vec<Line> = wrap_words(keys, width)
            .into_iter()
            .map(|row| Line::from(Span::styled(row, theme::dim())))
            .collect();
        let rows = (keys.len() as u16).min(inner.height.saturating_sub(2));
        let at = Rect {
            y: inner.bottom().saturating_sub(rows),
            height: rows,
            ..inner
        };
        frame.render_widget(Paragraph::new(keys), at);
        inner.height = inner.height.saturating_sub(rows);
    }
    let shown = view.shown();
    let game = view
        .game
        .and_then(crate::games::find)
        .map_or(h.all_games.to_string(), |g| g.title(lang).to_string());
    let player = view
        .player
        .clone()
        .unwrap_or_else(|| h.all_players.to_string());
    let showing = if view.rows.len() == 1 {
        h.showing_of_one
    } else {
        h.showing
    };
    let head = crate::history::text::fill(
        showing,
        &[
            ("n", &shown.len().to_string()),
            ("total", &view.rows.len().to_string()),
            ("game", &game),
            ("player", &player),
        ],
    );
    let mut lines = vec![Line::from(Span::styled(
        one_line(&head, width),
        theme::dim(),
    ))];
    let rows = usize::from(inner.height.saturating_sub(1));
    // The line the cursor is on (History's game, the first of Statistics' rows).
    let mut focus = None;
    if view.rows.is_empty() || shown.is_empty() {
        let none = if view.rows.is_empty() {
            h.no_games
        } else {
            h.no_match
        };
        lines.push(Line::from(Span::styled(none, theme::warn())));
    } else if view.stats && phone {
        let groups = view.stats_phone(lang, width);
        let first = view.cursor.min(groups.len().saturating_sub(1));
        focus = Some(lines.len());
        for line in groups.iter().skip(first).flatten().take(rows) {
            lines.push(Line::from(one_line(line, width)));
        }
    } else if view.stats {
        let all = view.stats_lines(lang);
        let first = view.cursor.min(all.len().saturating_sub(1));
        focus = Some(lines.len());
        for line in all.iter().skip(first).take(rows) {
            lines.push(Line::from(one_line(line, width)));
        }
    } else if phone {
        // Two rows a game: the date and game, then the seats and the winner; the
        // highlighted game stays in sight.
        let games = (rows / 2).max(1);
        let first = view.cursor.saturating_sub(games - 1);
        for (i, row) in shown.iter().enumerate().skip(first).take(games) {
            let selected = i == view.cursor;
            let marker = if selected { "▶ " } else { "  " };
            let text = crate::history::text::history_line(row, lang);
            // "date · game · seats · won": the first two fields, then the rest.
            let (head, rest) = match text.match_indices(" · ").nth(1) {
                Some((at, sep)) => (&text[..at], &text[at + sep.len()..]),
                None => (text.as_str(), ""),
            };
            let st = if selected {
                focus = Some(lines.len());
                theme::highlight()
            } else {
                ratatui::style::Style::new()
            };
            lines.push(Line::from(Span::styled(
                one_line(&format!("{marker}{head}"), width),
                st,
            )));
            lines.push(Line::from(one_line(&format!("  {rest}"), width)));
        }
    } else {
        // The highlighted game stays in sight.
        let first = view.cursor.saturating_sub(rows.saturating_sub(1));
        for (i, row) in shown.iter().enumerate().skip(first).take(rows) {
            let selected = i == view.cursor;
            let marker = if selected { "▶ " } else { "  " };
            let text = format!("{marker}{}", crate::history::text::history_line(row, lang));
            let st = if selected {
                focus = Some(lines.len());
                theme::highlight()
            } else {
                ratatui::style::Style::new()
            };
            lines.push(Line::from(Span::styled(one_line(&text, width), st)));
        }
    }
    frame.render_widget(Paragraph::new(lines), inner);
    row_start(inner, focus?)
}

/// The start of line `line` of a paragraph drawn unwrapped in `area`, if it is there.
fn row_start(area: Rect, line: usize) -> Option<Position> {
    let at = Position::new(area.x, area.y.saturating_add(u16::try_from(line).ok()?));
    area.contains(at).then_some(at)
}

fn draw_settings(frame: &mut Frame, area: Rect, app: &App, l: &Launcher) -> Option<Position> {
    let w = words(app.lang);
    let s = &app.loaded.config.settings;
    let block = Block::default()
        .borders(Borders::ALL)
        .title(w.settings_title);
    let rows = [
        (w.language, w.language_name.to_string()),
        (w.pace, format!("{} ms", s.bot_delay_ms)),
        (w.mouse, if s.mouse { w.on } else { w.off }.to_string()),
        (
            w.focus_cursor,
            if s.focus_cursor { w.on } else { w.off }.to_string(),
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
    // The rows before the chosen one, as they wrap in the box.
    let above = Paragraph::new(lines[..l.settings_cursor.min(lines.len())].to_vec())
        .wrap(Wrap { trim: false })
        .line_count(area.width.min(64).saturating_sub(2));
    lines.push(Line::from(""));
    lines.push(Line::from(Span::styled(w.saved_in, theme::dim())));
    lines.push(Line::from(Span::styled(
        app.loaded.user_file.display().to_string(),
        theme::dim(),
    )));
    lines.push(Line::from(Span::styled(w.settings_foot, theme::dim())));
    let paragraph = Paragraph::new(lines)
        .block(block)
        .wrap(Wrap { trim: false });
    // On a phone the lines wrap: the box grows with them, up to the screen.
    let height = if super::is_phone(area) {
        let rows = paragraph.line_count(area.width.min(64));
        12.max(u16::try_from(rows).unwrap_or(u16::MAX))
    } else {
        12
    };
    let rect = super::centered(area, 64, height);
    frame.render_widget(Clear, rect);
    frame.render_widget(paragraph, rect);
    let inner = Block::default().borders(Borders::ALL).inner(rect);
    row_start(inner, above)
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
    // A part already cut ("Sam…", the names cut first) keeps its one ellipsis.
    let mut cut = kept
        .trim_end_matches(|c: char| {
            c.is_whitespace() || matches!(c, '·' | ',' | ';' | ':' | '—' | '…')
        })
        .to_string();
    cut.push('…');
    cut
}

/// `head` and a save's `summary` ("Ana, Bob, Cy · Impressionism · round 3 of 8") in
/// `width` columns: when it does not fit, the names give way first, so that what tells
/// games apart (mode, round, dealer) stays (found by testers: five-seat rows lost it all
/// and several read the same).
fn names_give_way(head: &str, summary: &str, width: usize) -> String {
    let cols = |t: &str| t.chars().count();
    if cols(head) + cols(summary) <= width {
        return format!("{head}{summary}");
    }
    // The names keep at least half the room after the head (they tell tables apart
    // too); the rest is cut at its end.
    let Some((names, rest)) = summary.split_once(" · ") else {
        return one_line(&format!("{head}{summary}"), width);
    };
    let after_head = width.saturating_sub(cols(head));
    let room = after_head
        .saturating_sub(cols(rest) + 3)
        .max(after_head / 2);
    one_line(&format!("{head}{} · {rest}", one_line(names, room)), width)
}

/// Continue's list: every saved game, newest first, with its players, where it stands
/// and when it was saved.
fn draw_saves(
    frame: &mut Frame,
    area: Rect,
    lang: Lang,
    l: &Launcher,
    at: usize,
) -> Option<Position> {
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
                let head = format!(
                    "{marker}{title} · {} · ",
                    ago(lang, now.saturating_sub(*saved_at_unix))
                );
                names_give_way(&head, summary, usize::from(rect.width.saturating_sub(2)))
            }
            SaveStatus::Broken(reason) => format!(
                "{marker}{} {}: {reason}",
                words(lang).damaged,
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
        .title(words(lang).saves_title)
        .title_bottom(words(lang).saves_keys);
    frame.render_widget(
        Paragraph::new(lines)
            .block(block)
            .wrap(Wrap { trim: false }),
        rect,
    );
    row_start(Block::default().borders(Borders::ALL).inner(rect), at)
}

/// "just now", "5 min ago", "3 h ago", "2 days ago".
fn ago(lang: Lang, secs: u64) -> String {
    let w = words(lang);
    let (template, n) = match secs {
        0..=59 => return w.just_now.into(),
        s @ 60..=3599 => (w.minutes_ago, s / 60),
        s @ 3600..=86_399 => (w.hours_ago, s / 3600),
        s => (w.days_ago, s / 86_400),
    };
    fill(template, &[("n", &n.to_string())])
}

#[cfg(test)]
mod tests {
    use super::{ago, names_give_way, one_line};
    use crate::engine::Lang;

    /// The texts moved into app/text/launcher.rs read as they did.
    #[test]
    fn ages_read_as_before_in_both_languages() {
        assert_eq!(ago(Lang::En, 5), "just now");
        assert_eq!(ago(Lang::Es, 5), "ahora mismo");
        assert_eq!(ago(Lang::En, 120), "2 min ago");
        assert_eq!(ago(Lang::Es, 120), "hace 2 min");
        assert_eq!(ago(Lang::En, 7200), "2 h ago");
        assert_eq!(ago(Lang::Es, 7200), "hace 2 h");
        assert_eq!(ago(Lang::En, 3 * 86_400), "3 days ago");
        assert_eq!(ago(Lang::Es, 3 * 86_400), "hace 3 días");
    }

    /// Five seats' names give way to what tells saves apart: mode, round, dealer.
    #[test]
    fn the_names_give_way_before_the_round() {
        let head = "▶ Pala · just now · ";
        let summary = "Ana, Bob, Computer 3, Computer 4, Computer 5 · Impressionism · round 1 of 8 · dealer Bob";
        let line = names_give_way(head, summary, 76);
        assert!(line.chars().count() <= 76, "{line}");
        assert!(line.contains("… · Impressionism · round 1 of 8"), "{line}");
        assert!(
            line.starts_with("▶ Pala · just now · Ana, Bob, Computer 3"),
            "{line}"
        );
        // Three seats' names stay whole; the end of the line gives way.
        let three = "Ana, Bob, Computer 3 · Pointillism · round 1 · dealer Ana";
        let three = names_give_way(head, three, 60);
        assert!(
            three.starts_with("▶ Pala · just now · Ana, Bob, Computer 3 · Pointillism"),
            "{three}"
        );
        // What fits is left whole.
        assert_eq!(
            names_give_way("▶ Pala · ", "Ana · round 2", 76),
            "▶ Pala · Ana · round 2"
        );
    }

    /// Names cut first and then the line after them: one ellipsis, not "Sam……" (found
    /// by a tester).
    #[test]
    fn names_cut_then_the_line_end_in_one_ellipsis() {
        let head = "▶ Palabra · just now · ";
        let summary = "Hana, Rita, Sam, Computer 4, Computer 5 · challenge · round 12 · 3 words on the table · 40 cards to draw";
        for width in 30..110 {
            let line = names_give_way(head, summary, width);
            assert!(line.chars().count() <= width, "{width}: {line}");
            assert!(!line.contains("……"), "{width}: {line}");
        }
        // The names cut, then the line: each cut once.
        assert_eq!(
            names_give_way(head, summary, 50),
            "▶ Palabra · just now · Hana, Rita… · challenge…"
        );
    }

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
