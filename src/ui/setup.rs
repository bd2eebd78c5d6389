//! The setup screen: seats, mode, seed, pace, and the house rules in force.

use super::theme;
use crate::app::App;
use crate::app::setup::{Row, Setup, kind_label};
use crate::engine::Lang;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

pub fn draw(frame: &mut Frame, area: Rect, _app: &App, s: &Setup) {
    let lang = s.lang;
    let title = Line::from(vec![
        Span::styled(format!(" {} ", s.game.title(lang)), theme::title()),
        Span::styled(
            lang.pick("— set up the table", "— prepara la mesa"),
            theme::dim(),
        ),
    ]);
    let (lo, hi) = s.game.players();
    let mut lines = Vec::new();
    for (i, row) in s.rows().iter().enumerate() {
        let focused = i == s.cursor;
        let cursor = if focused { "▶ " } else { "  " };
        let text = match row {
            Row::Players => format!(
                "{:<16}◀ {} ▶   ({lo}-{hi})",
                lang.pick("Players", "Jugadores"),
                s.players
            ),
            Row::Seat(n) => {
                let seat = &s.seats[*n];
                let caret = if focused { "_" } else { " " };
                format!(
                    "{:<16}{:<w$}  ◀ {} ▶",
                    format!("{} {}", lang.pick("Seat", "Asiento"), n + 1),
                    format!("{}{caret}", seat.name),
                    kind_label(lang, seat.kind),
                    w = crate::app::setup::MAX_NAME + 1
                )
            }
            Row::Option(i) => {
                let option = &s.game.options()[*i];
                format!(
                    "{:<16}◀ {} ▶",
                    lang.pick(option.label.0, option.label.1),
                    s.option_name(option)
                )
            }
            Row::Seed => {
                let shown = if s.seed.is_empty() && !focused {
                    lang.pick("(random)", "(al azar)").to_string()
                } else {
                    format!("{}{}", s.seed, if focused { "_" } else { "" })
                };
                format!("{:<16}{shown}", lang.pick("Seed", "Semilla"))
            }
            Row::Pace => format!(
                "{:<16}◀ {} ms ▶  {}",
                lang.pick("Computer pace", "Ritmo máquina"),
                s.bot_delay_ms,
                lang.pick("(0 = instant)", "(0 = al instante)")
            ),
            Row::Start => format!("[ {} ]", lang.pick("Start the game", "Empezar la partida")),
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
        match (lang, s.config_exists) {
            (Lang::En, true) => format!("Other house rules: {} ([{table}] table)", s.config_path),
            (Lang::En, false) => format!(
                "Other house rules: create {} with a [{table}] table",
                s.config_path
            ),
            (Lang::Es, true) => {
                format!(
                    "Otras reglas de la casa: {} (tabla [{table}])",
                    s.config_path
                )
            }
            (Lang::Es, false) => format!(
                "Otras reglas de la casa: crea {} con una tabla [{table}]",
                s.config_path
            ),
        },
        theme::dim(),
    )));
    let block = Block::default()
        .borders(Borders::ALL)
        .title(lang.pick(" House rules in force ", " Reglas de la casa en vigor "));
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
            ("↑↓", lang.pick("field", "campo")),
            (
                lang.pick("type", "teclea"),
                lang.pick("edit", "para editar"),
            ),
            ("←→", lang.pick("change", "cambiar")),
            (
                lang.pick("Enter", "Intro"),
                lang.pick("to Start", "a Empezar"),
            ),
            // `?` is text in a name: the rules are on F1 here.
            ("F1", lang.pick("rules", "reglas")),
            ("Esc", lang.pick("back", "volver")),
        ]
    } else {
        vec![
            ("↑↓", lang.pick("field", "campo")),
            ("←→", lang.pick("change", "cambiar")),
            (lang.pick("Enter", "Intro"), lang.pick("start", "empezar")),
            ("?", lang.pick("rules", "reglas")),
            ("Esc", lang.pick("back", "volver")),
        ]
    };
    super::footer(frame, footer_row, &keys);
}
