//! Popups drawn over any screen: rules help, quit confirmation, notices.

use crate::app::text::table::words;
use crate::app::{App, Popup};
use crate::game_screen::kit::wrap_words;
use crate::game_screen::theme;
use ratatui::Frame;
use ratatui::layout::{Position, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

/// Draws `popup` over the screen; returns where its answer is (the keys that answer a
/// question, a notice's OK, the start of help's text), for a screen reader's cursor.
pub fn draw(frame: &mut Frame, area: Rect, app: &App, popup: &Popup) -> Option<Position> {
    let save_error = match &app.screen {
        crate::app::Screen::Table(t) => t.save_error(),
        _ => None,
    };
    // Who has joined is read as it is now: the box kept "Bob (waiting)" after Bob had
    // joined (found by a tester).
    let welcome;
    let popup = match popup {
        Popup::Welcome(how) => {
            let seats = app.seats_line(app.screen_lang()).unwrap_or_default();
            let text = format!("{how}\n\n{seats}");
            #[cfg(feature = "ssh")]
            if let Some(url) = &app.join_url
                && welcome_with_code(frame, area, app.screen_lang(), &text, url)
            {
                return None;
            }
            welcome = Popup::Notice(text);
            &welcome
        }
        other => other,
    };
    draw_in(
        frame,
        area,
        app.screen_lang(),
        save_error,
        popup,
        app.guests.len(),
    )
}

/// The welcome box with the browsers' link as a QR code on its left, if the screen has
/// room for both (false: it has not, and nothing was drawn).
#[cfg(feature = "ssh")]
fn welcome_with_code(
    frame: &mut Frame,
    area: Rect,
    lang: crate::engine::Lang,
    text: &str,
    url: &str,
) -> bool {
    let Some(code) = super::qr::lines(url) else {
        return false;
    };
    let code_width = code.first().map_or(0, |l| l.spans.len()) as u16;
    let code_height = code.len() as u16;
    // Room for the code, a gap, and text at least 30 columns wide.
    let width = area.width.min(code_width + 2 + 1 + 46);
    let height = area.height.min(code_height + 4);
    if width < code_width + 2 + 1 + 30 || height < code_height + 2 {
        return false;
    }
    let rect = super::centered(area, width, height);
    frame.render_widget(Clear, rect);
    let block = Block::default()
        .borders(Borders::ALL)
        .title_bottom(words(lang).notice_ok);
    let inner = block.inner(rect);
    frame.render_widget(block, rect);
    let code_area = Rect::new(inner.x, inner.y, code_width, code_height);
    frame.render_widget(Paragraph::new(code), code_area);
    let text_area = Rect::new(
        inner.x + code_width + 1,
        inner.y,
        inner.width - code_width - 1,
        inner.height,
    );
    frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), text_area);
    true
}

/// `text` wrapped in a bordered box of `size` (width, height) in the middle of `area`.
/// A box of `text` whose last line is the keys that answer it; returns where they are.
fn text_box(frame: &mut Frame, area: Rect, size: (u16, u16), text: &str) -> Option<Position> {
    let paragraph = Paragraph::new(text)
        .block(Block::default().borders(Borders::ALL))
        .wrap(Wrap { trim: true });
    let rect = super::centered(area, size.0, phone_height(area, size, &paragraph));
    frame.render_widget(Clear, rect);
    frame.render_widget(paragraph, rect);
    let inner = Block::default().borders(Borders::ALL).inner(rect);
    let question = text.rsplit_once('\n').map_or("", |(question, _)| question);
    let rows = if question.is_empty() {
        0
    } else {
        Paragraph::new(question)
            .wrap(Wrap { trim: true })
            .line_count(inner.width)
    };
    inside(inner, inner.x, inner.y.saturating_add(rows as u16))
}

/// `(x, y)` when it lies in `area`.
fn inside(area: Rect, x: u16, y: u16) -> Option<Position> {
    let at = Position::new(x, y);
    area.contains(at).then_some(at)
}

/// A box's height: `size`'s, or on a phone-size screen as tall as its wrapped text
/// (borders included) needs, up to the screen, so that no word of it is cut off below.
fn phone_height(area: Rect, size: (u16, u16), bordered: &Paragraph) -> u16 {
    if !super::is_phone(area) {
        return size.1;
    }
    let width = size.0.min(area.width);
    let rows = bordered.line_count(width).min(usize::from(u16::MAX)) as u16;
    size.1.max(rows)
}

/// A popup in `lang`; `failed` is why the table's last save failed, if it did;
/// `connected`: the people at other terminals, whom quitting sends away.
pub fn draw_in(
    frame: &mut Frame,
    area: Rect,
    lang: crate::engine::Lang,
    failed: Option<String>,
    popup: &Popup,
    connected: usize,
) -> Option<Position> {
    match popup {
        Popup::Help {
            title,
            text,
            scroll,
            guide,
        } => {
            let keys = if guide.is_some() {
                words(lang).help_bottom_guide
            } else {
                words(lang).help_bottom
            };
            let text = reflow(text);
            let block = Block::default()
                .borders(Borders::ALL)
                .title(Span::styled(format!(" {title} "), theme::title()));
            if super::is_phone(area) {
                // The whole screen, with the keys wrapped on its last rows (they do not
                // fit on the border).
                frame.render_widget(Clear, area);
                let inner = block.inner(area);
                frame.render_widget(block, area);
                let keys: Vec<Line> = wrap_words(keys, usize::from(inner.width))
                    .into_iter()
                    .map(|row| Line::from(Span::styled(row, theme::dim())))
                    .collect();
                let key_rows = (keys.len() as u16).min(inner.height.saturating_sub(1));
                let [body, key_area] = ratatui::layout::Layout::vertical([
                    ratatui::layout::Constraint::Fill(1),
                    ratatui::layout::Constraint::Length(key_rows),
                ])
                .areas(inner);
                frame.render_widget(
                    Paragraph::new(text)
                        .wrap(Wrap { trim: false })
                        .scroll((*scroll, 0)),
                    body,
                );
                frame.render_widget(Paragraph::new(keys), key_area);
                return inside(body, body.x, body.y);
            }
            let rect = super::centered(
                area,
                area.width.saturating_sub(4).min(100),
                area.height.saturating_sub(2),
            );
            frame.render_widget(Clear, rect);
            frame.render_widget(
                Paragraph::new(text)
                    .block(block.title_bottom(keys))
                    .wrap(Wrap { trim: false })
                    .scroll((*scroll, 0)),
                rect,
            );
            inside(rect, rect.x + 1, rect.y + 1)
        }
        Popup::ConfirmQuit => {
            // A failed save's warning and its reason are wrapped, and the popup grows to
            // hold them: every word of it is on the screen.
            let width = if failed.is_some() { 64 } else { 52 };
            let width = width.min(area.width.saturating_sub(2)).max(20);
            let inner = usize::from(width - 2);
            let mut lines = vec![Line::from(Span::styled(
                words(lang).quit_title,
                theme::bold(),
            ))];
            match &failed {
                Some(reason) => {
                    let warning = words(lang).quit_save_failed;
                    for line in wrap_words(warning, inner) {
                        lines.push(Line::from(Span::styled(line, theme::warn())));
                    }
                    let reason = format!("{} {reason}", words(lang).quit_why);
                    lines.extend(wrap_words(&reason, inner).into_iter().map(Line::from));
                }
                None => lines.push(Line::from(words(lang).quit_saved)),
            }
            // Quitting closes the table for them too: said, as Esc's question says it.
            if connected > 0 {
                let ask = match connected {
                    1 => words(lang).close_table_ask_one.to_string(),
                    n => crate::app::text::table::fill(
                        words(lang).close_table_ask,
                        &[("n", &n.to_string())],
                    ),
                };
                let sent_away = ask.split_once("? ").map_or(ask.as_str(), |(_, rest)| rest);
                for line in wrap_words(sent_away, inner) {
                    lines.push(Line::from(Span::styled(line, theme::warn())));
                }
            }
            let keys = words(lang).quit_keys;
            // Kept as written (its spacing) when it fits.
            let keys = if Span::raw(keys).width() <= inner {
                vec![keys.to_string()]
            } else {
                wrap_words(keys, inner)
            };
            let keys_row = lines.len() as u16;
            for line in keys {
                lines.push(Line::from(Span::styled(line, theme::dim())));
            }
            let height = u16::try_from(lines.len() + 2).unwrap_or(u16::MAX).max(6);
            let rect = super::centered(area, width, height);
            frame.render_widget(Clear, rect);
            frame.render_widget(
                Paragraph::new(lines).block(Block::default().borders(Borders::ALL)),
                rect,
            );
            inside(rect, rect.x + 1, rect.y + 1 + keys_row)
        }
        Popup::ConfirmLeave { watching } => {
            let w = words(lang);
            let body = if *watching {
                w.leave_watching_text
            } else {
                w.leave_text
            };
            let text = format!("{}\n{}\n{}", w.leave_title, body, w.leave_keys);
            text_box(frame, area, (56, 7), &text)
        }
        Popup::ConfirmCloseTable(what) => text_box(frame, area, (64, 8), what),
        Popup::ConfirmDelete { what, .. } => text_box(frame, area, (70, 14), what),
        Popup::Reviewing {
            title,
            progress,
            games,
        } => {
            let w = words(lang);
            let (done, all) = progress.counts();
            let count = if all == 0 {
                String::new()
            } else {
                crate::app::text::table::fill(
                    if *games {
                        w.report_count
                    } else {
                        w.review_count
                    },
                    &[("done", &done.to_string()), ("all", &all.to_string())],
                )
            };
            let block = Block::default()
                .borders(Borders::ALL)
                .title(Span::styled(format!(" {title} "), theme::title()))
                .title_bottom(w.review_bottom);
            let working = if *games {
                w.report_working
            } else {
                w.review_working
            };
            let text = format!("{working}\n{count}");
            let paragraph = Paragraph::new(text).wrap(Wrap { trim: true });
            let width = area.width.saturating_sub(2).min(64);
            let rect = super::centered(area, width, 7.min(area.height));
            frame.render_widget(Clear, rect);
            let inner = block.inner(rect);
            frame.render_widget(block, rect);
            frame.render_widget(paragraph, inner);
            if all > 0 && inner.height >= 4 {
                let bar = Rect {
                    y: inner.bottom() - 1,
                    height: 1,
                    ..inner
                };
                let ratio = (done as f64 / all as f64).clamp(0.0, 1.0);
                frame.render_widget(
                    ratatui::widgets::Gauge::default()
                        .gauge_style(theme::highlight())
                        .ratio(ratio),
                    bar,
                );
            }
            inside(rect, rect.x + 1, rect.bottom().saturating_sub(1))
        }
        Popup::Details { title, lines } => {
            // One line per seat: the box grows with the table (up to the screen).
            let height = u16::try_from(lines.len() + 2).unwrap_or(u16::MAX);
            let width = area.width.saturating_sub(2).min(78);
            let block = Block::default()
                .borders(Borders::ALL)
                .title(Span::styled(format!(" {title} "), theme::title()))
                .title_bottom(words(lang).notice_ok);
            let text: Vec<Line> = lines.iter().map(|l| Line::from(l.as_str())).collect();
            let paragraph = Paragraph::new(text).block(block).wrap(Wrap { trim: true });
            // On a phone the lines wrap: the box grows with them.
            let height = phone_height(area, (width, height), &paragraph);
            let rect = super::centered(area, width, height);
            frame.render_widget(Clear, rect);
            frame.render_widget(paragraph, rect);
            // OK, on the bottom border.
            inside(rect, rect.x + 1, rect.bottom().saturating_sub(1))
        }
        Popup::Notice(text) | Popup::Welcome(text) => {
            let block = Block::default()
                .borders(Borders::ALL)
                .title_bottom(words(lang).notice_ok);
            let paragraph = Paragraph::new(text.as_str())
                .block(block)
                .wrap(Wrap { trim: true });
            let rect = super::centered(area, 70, phone_height(area, (70, 10), &paragraph));
            frame.render_widget(Clear, rect);
            frame.render_widget(paragraph, rect);
            inside(rect, rect.x + 1, rect.bottom().saturating_sub(1))
        }
    }
}

/// Undoes the hard line breaks of the help files so the popup can wrap the text to its
/// own width: a line joins the one before it unless it starts a bullet, a heading or a
/// paragraph, or the line before ended a sentence.
pub(crate) fn reflow(text: &str) -> String {
    let mut out: Vec<String> = Vec::new();
    for line in text.lines() {
        let trimmed = line.trim();
        let is_heading = !trimmed.is_empty() && !trimmed.chars().any(char::is_lowercase);
        let starts_item = trimmed.starts_with("- ") || is_heading;
        let joins = match out.last() {
            Some(prev) => {
                let prev_heading = !prev.chars().any(char::is_lowercase);
                !trimmed.is_empty()
                    && !prev.is_empty()
                    && !starts_item
                    && !prev_heading
                    && !prev.ends_with(['.', ':', '!', '?'])
            }
            None => false,
        };
        if joins {
            if let Some(prev) = out.last_mut() {
                prev.push(' ');
                prev.push_str(trimmed);
            }
        } else {
            out.push(line.trim_end().to_string());
        }
    }
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::{reflow, wrap_words};

    #[test]
    fn words_wrap_to_the_width_and_long_ones_break() {
        assert_eq!(
            wrap_words("The last save FAILED: quitting", 16),
            vec!["The last save", "FAILED: quitting"]
        );
        assert_eq!(
            wrap_words("see /a/very/long/path ok", 8),
            vec!["see", "/a/very/", "long/pat", "h ok"]
        );
        assert_eq!(wrap_words("", 10), Vec::<String>::new());
        assert!(
            wrap_words("último guardado FALLÓ", 9)
                .iter()
                .all(|l| l.chars().count() <= 9)
        );
    }

    #[test]
    fn hard_wrapped_lines_join_and_structure_stays() {
        let text =
            "TITLE\nA sentence that\ngoes on.\nNext one.\n\n- a bullet\n  that wraps\n- another";
        assert_eq!(
            reflow(text),
            "TITLE\nA sentence that goes on.\nNext one.\n\n- a bullet that wraps\n- another"
        );
    }
}
