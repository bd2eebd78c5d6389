//! The setup screen: seats, mode, seed, pace, and the house rules in force.

use crate::app::App;
use crate::app::setup::{Row, Setup, kind_label};
use crate::app::text::setup::{fill, words};
use crate::game_screen::theme;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

pub fn draw(frame: &mut Frame, area: Rect, _app: &App, s: &Setup) {
    let lang = s.lang;
    let w = words(lang);
    let title = Line::from(vec![
        Span::styled(format!(" {} ", s.game.title(lang)), theme::title()),
        Span::styled(w.tagline, theme::dim()),
    ]);
    let (lo, hi) = s.game.players();
    let mut lines = Vec::new();
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
    let keys: Vec<(&str, &str)> = if s.editing_text() {
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
    };
    super::footer(frame, footer_row, &keys);
}
