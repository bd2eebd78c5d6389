//! The setup screen: seats, mode, seed, pace, and the house rules in force.

use crate::app::App;
use crate::app::setup::{Row, Setup, kind_label};
use crate::app::text::setup::{fill, words};
use crate::game_screen::theme;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Position, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

/// Draws the setup; returns where its focused field is (the name or seed being typed
/// right after its last character, else the row chosen), for a screen reader's cursor.
pub fn draw(frame: &mut Frame, area: Rect, _app: &App, s: &Setup) -> Option<Position> {
    let lang = s.lang;
    let w = words(lang);
    let title = Line::from(vec![
        Span::styled(format!(" {} ", s.game.title(lang)), theme::title()),
        Span::styled(w.tagline, theme::dim()),
    ]);
    if super::is_phone(area) {
        return draw_phone(frame, area, s, title);
    }
    let (lo, hi) = s.game.players();
    let mut lines = Vec::new();
    // The focused row, and the column after the text typed in it (a name, the seed).
    let mut focus = (0, 0);
    for (i, row) in s.rows().iter().enumerate() {
        let focused = i == s.cursor;
        let cursor = if focused { "▶ " } else { "  " };
        let text = match row {
            Row::Players => format!("{:<16}◀ {} ▶   ({lo}-{hi})", w.players, s.players),
            Row::Seat(n) => {
                let seat = &s.seats[*n];
                let caret = if focused { "_" } else { " " };
                format!(
                    "{:<16}{:<w$}  ◀ {} ▶",
                    format!("{} {}", w.seat, n + 1),
                    format!("{}{caret}", seat.name),
                    kind_label(lang, seat.kind),
                    w = crate::app::setup::MAX_NAME + 1
                )
            }
            Row::Option(i) => {
                let option = &s.game.options()[*i];
                format!(
                    "{:<16}◀ {} ▶",
                    crate::engine::words::pair(lang, option.label),
                    s.option_name(option)
                )
            }
            Row::Seed => {
                let shown = if s.seed.is_empty() && !focused {
                    w.random_seed.to_string()
                } else {
                    format!("{}{}", s.seed, if focused { "_" } else { "" })
                };
                format!("{:<16}{shown}", w.seed)
            }
            Row::Pace => format!("{:<16}◀ {} ms ▶  {}", w.pace, s.bot_delay_ms, w.pace_zero),
            Row::Start => format!("[ {} ]", w.start),
        };
        let style = if focused {
            theme::highlight()
        } else {
            Style::new()
        };
        if focused {
            focus = (i as u16, typed_column(row, &text));
        }
        lines.push(Line::from(Span::styled(format!("{cursor}{text}"), style)));
    }
    let form_h = lines.len() as u16;
    let [title_row, _, form, _, rules_area, message_row, footer_row] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Length(form_h),
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    let indent = |r: Rect, by: u16| Rect {
        x: r.x + by,
        width: r.width.saturating_sub(2 * by),
        ..r
    };
    frame.render_widget(Paragraph::new(title), title_row);
    frame.render_widget(Paragraph::new(lines), indent(form, 1));

    let table = s.game.key();
    let mut rules = vec![Line::from(
        s.game.rules_summary(&s.section, s.players, lang),
    )];
    rules.push(Line::from(Span::styled(
        fill(
            if s.config_exists {
                w.config_exists
            } else {
                w.config_missing
            },
            &[("path", &s.config_path), ("table", table)],
        ),
        theme::dim(),
    )));
    let block = Block::default().borders(Borders::ALL).title(w.rules_title);
    frame.render_widget(
        Paragraph::new(rules).block(block).wrap(Wrap { trim: true }),
        indent(rules_area, 1),
    );
    if let Some(m) = &s.message {
        frame.render_widget(
            Paragraph::new(Span::styled(m.as_str(), theme::warn())),
            indent(message_row, 2),
        );
    }
    super::footer(frame, footer_row, &setup_keys(s));
    let at = Position::new(form.x + 1 + focus.1, form.y + focus.0);
    indent(form, 1).contains(at).then_some(at)
}

/// Where the caret of a text field is in its row's `text` (after the mark): right
/// after the name or seed typed, on its "_"; 0 for a field of choices.
fn typed_column(row: &Row, text: &str) -> u16 {
    if !matches!(row, Row::Seat(_) | Row::Seed) {
        return 0;
    }
    let caret = text
        .rfind('_')
        .map_or(0, |at| Span::raw(&text[..at]).width());
    u16::try_from(2 + caret).unwrap_or(0)
}

/// The keys that work on the field under the cursor.
fn setup_keys(s: &Setup) -> Vec<(&'static str, &'static str)> {
    let w = words(s.lang);
    if s.editing_text() {
        vec![
            ("↑↓", w.key_field),
            (w.key_type, w.key_edit),
            ("←→", w.key_change),
            (w.key_enter, w.key_to_start),
            // `?` is text in a name: the rules are on F1 here.
            ("F1", w.key_rules),
            ("Esc", w.key_back),
        ]
    } else {
        vec![
            ("↑↓", w.key_field),
            ("←→", w.key_change),
            (w.key_enter, w.key_start),
            ("?", w.key_rules),
            ("Esc", w.key_back),
        ]
    }
}

/// A field's label and its values, each value starting a row of its own (a seat's name,
/// then its kind).
struct Field {
    label: String,
    values: Vec<String>,
}

/// The form's fields as on the full screen, with their values apart (to be wrapped).
fn fields(s: &Setup) -> Vec<Field> {
    let lang = s.lang;
    let w = words(lang);
    let (lo, hi) = s.game.players();
    s.rows()
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let focused = i == s.cursor;
            let (label, values) = match row {
                Row::Players => (
                    w.players.to_string(),
                    vec![format!("◀ {} ▶  ({lo}-{hi})", s.players)],
                ),
                Row::Seat(n) => {
                    let seat = &s.seats[*n];
                    let caret = if focused { "_" } else { "" };
                    (
                        format!("{} {}", w.seat, n + 1),
                        vec![
                            format!("{}{caret}", seat.name),
                            format!("◀ {} ▶", kind_label(lang, seat.kind)),
                        ],
                    )
                }
                Row::Option(i) => {
                    let option = &s.game.options()[*i];
                    (
                        crate::engine::words::pair(lang, option.label).to_string(),
                        vec![format!("◀ {} ▶", s.option_name(option))],
                    )
                }
                Row::Seed => {
                    let shown = if s.seed.is_empty() && !focused {
                        w.random_seed.to_string()
                    } else {
                        format!("{}{}", s.seed, if focused { "_" } else { "" })
                    };
                    (w.seed.to_string(), vec![shown])
                }
                Row::Pace => (
                    w.pace.to_string(),
                    vec![format!("◀ {} ms ▶  {}", s.bot_delay_ms, w.pace_zero)],
                ),
                Row::Start => (format!("[ {} ]", w.start), Vec::new()),
            };
            Field { label, values }
        })
        .collect()
}

/// The setup on a phone-size screen (issue 36): a label column as wide as the longest
/// label, each value wrapped in the column after it (a seat's kind on the row below its
/// name), then the house rules in force and where the others are written. The whole
/// scrolls so that the field under the cursor is in sight; on Start, down to the end.
fn draw_phone(frame: &mut Frame, area: Rect, s: &Setup, title: Line) -> Option<Position> {
    let w = words(s.lang);
    let width = usize::from(area.width.saturating_sub(2));
    // The cursor's mark, then the label column.
    let fields = fields(s);
    let label_w = fields
        .iter()
        .filter(|f| !f.values.is_empty())
        .map(|f| f.label.chars().count())
        .max()
        .unwrap_or(0)
        .min(width / 2);
    let value_w = width.saturating_sub(2 + label_w + 1).max(1);
    let mut lines: Vec<Line> = Vec::new();
    let mut focus = (0, 0);
    let mut caret = None;
    for (i, field) in fields.iter().enumerate() {
        let focused = i == s.cursor;
        let style = if focused {
            theme::highlight()
        } else {
            Style::new()
        };
        let cursor = if focused { "▶ " } else { "  " };
        let start = lines.len();
        let mut rows: Vec<String> = field
            .values
            .iter()
            .flat_map(|v| crate::game_screen::kit::wrap_words(v, value_w))
            .collect();
        if rows.is_empty() {
            rows.push(String::new());
        }
        for (n, row) in rows.iter().enumerate() {
            let head = if n == 0 {
                format!("{cursor}{:<label_w$}", field.label)
            } else {
                " ".repeat(2 + label_w)
            };
            let text = if field.values.is_empty() {
                head.trim_end().to_string()
            } else {
                format!("{head} {row}")
            };
            lines.push(Line::from(Span::styled(text, style)));
        }
        if focused {
            focus = (start, lines.len());
            // A name or seed being typed: right after its last character.
            if matches!(s.rows().get(i), Some(Row::Seat(_) | Row::Seed)) {
                let head = 2 + label_w + 1;
                caret = rows[0]
                    .rfind('_')
                    .map(|at| head + Span::raw(&rows[0][..at]).width());
            }
        }
    }
    let form_end = lines.len();
    lines.push(Line::from(""));
    lines.push(Line::from(Span::styled(
        w.rules_title.trim(),
        theme::bold(),
    )));
    let summary = s.game.rules_summary(&s.section, s.players, s.lang);
    for row in crate::game_screen::kit::wrap_words(&summary, width) {
        lines.push(Line::from(row));
    }
    let file = fill(
        if s.config_exists {
            w.config_exists
        } else {
            w.config_missing
        },
        &[("path", &s.config_path), ("table", s.game.key())],
    );
    for row in crate::game_screen::kit::wrap_words(&file, width) {
        lines.push(Line::from(Span::styled(row, theme::dim())));
    }
    frame.render_widget(Paragraph::new(title), Rect { height: 1, ..area });
    let keys_rows = super::phone_footer(frame, area, &setup_keys(s));
    let message: Vec<Line> = s
        .message
        .as_deref()
        .map(|m| {
            crate::game_screen::kit::wrap_words(m, width)
                .into_iter()
                .map(|row| Line::from(Span::styled(row, theme::warn())))
                .collect()
        })
        .unwrap_or_default();
    let below = keys_rows + message.len() as u16;
    let body = Rect {
        x: area.x + 1,
        y: area.y + 2,
        width: area.width.saturating_sub(2),
        height: area.height.saturating_sub(2 + below),
    };
    if !message.is_empty() {
        let at = Rect {
            y: body.bottom(),
            height: message.len() as u16,
            ..body
        };
        frame.render_widget(Paragraph::new(message), at);
    }
    // The least scrolling that shows the focused field whole; on the last field (Start),
    // the rules below it too.
    let visible = usize::from(body.height);
    let (_, focus_end) = focus;
    let shown_end = if focus_end >= form_end {
        lines.len()
    } else {
        focus_end
    };
    let top = shown_end.saturating_sub(visible).min(focus.0);
    frame.render_widget(Paragraph::new(lines).scroll((top as u16, 0)), body);
    let row = u16::try_from(focus.0.saturating_sub(top)).unwrap_or(u16::MAX);
    let column = caret.and_then(|c| u16::try_from(c).ok()).unwrap_or(0);
    let at = Position::new(body.x.saturating_add(column), body.y.saturating_add(row));
    body.contains(at).then_some(at)
}
