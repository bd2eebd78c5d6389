//! Popups drawn over any screen: rules help, quit confirmation, notices.

use super::theme;
use crate::app::{App, Popup};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

pub fn draw(frame: &mut Frame, area: Rect, app: &App, popup: &Popup) {
    let lang = app.screen_lang();
    match popup {
        Popup::Help {
            title,
            text,
            scroll,
        } => {
            let rect = super::centered(
                area,
                area.width.saturating_sub(4).min(100),
                area.height.saturating_sub(2),
            );
            frame.render_widget(Clear, rect);
            let text = reflow(text);
            let block = Block::default()
                .borders(Borders::ALL)
                .title(Span::styled(format!(" {title} "), theme::title()))
                .title_bottom(lang.pick(" ↑↓ scroll · Esc close ", " ↑↓ desplazar · Esc cerrar "));
            frame.render_widget(
                Paragraph::new(text)
                    .block(block)
                    .wrap(Wrap { trim: false })
                    .scroll((*scroll, 0)),
                rect,
            );
        }
        Popup::ConfirmQuit => {
            let rect = super::centered(area, 52, 6);
            frame.render_widget(Clear, rect);
            let lines = vec![
                Line::from(Span::styled(
                    lang.pick("Quit naipes?", "¿Salir de naipes?"),
                    theme::bold(),
                )),
                Line::from(match &app.screen {
                    crate::app::Screen::Table(t) if t.save_error().is_some() => lang.pick(
                        "The last save FAILED: quitting now loses the last moves.",
                        "El último guardado FALLÓ: salir ahora pierde las últimas jugadas.",
                    ),
                    _ => lang.pick(
                        "The game is saved: Continue resumes it.",
                        "La partida está guardada: Continuar la reanuda.",
                    ),
                }),
                Line::from(Span::styled(
                    lang.pick(
                        "y / Enter: quit    n / Esc: keep playing",
                        "s / Intro: salir    n / Esc: seguir",
                    ),
                    theme::dim(),
                )),
            ];
            frame.render_widget(
                Paragraph::new(lines).block(Block::default().borders(Borders::ALL)),
                rect,
            );
        }
        Popup::Notice(text) => {
            let rect = super::centered(area, 70, 10);
            frame.render_widget(Clear, rect);
            let block = Block::default()
                .borders(Borders::ALL)
                .title_bottom(lang.pick(" Enter: OK ", " Intro: vale "));
            frame.render_widget(
                Paragraph::new(text.as_str())
                    .block(block)
                    .wrap(Wrap { trim: true }),
                rect,
            );
        }
    }
}

/// Undoes the hard line breaks of the help files so the popup can wrap the text to its
/// own width: a line joins the one before it unless it starts a bullet, a heading or a
/// paragraph, or the line before ended a sentence.
pub fn reflow(text: &str) -> String {
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
    use super::reflow;

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
