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
        Popup::Help { game, scroll } => {
            let rect = super::centered(
                area,
                area.width.saturating_sub(4).min(100),
                area.height.saturating_sub(2),
            );
            frame.render_widget(Clear, rect);
            let lang = game.forced_lang().unwrap_or(lang);
            let text = game.help_in_force(lang, &app.loaded.config);
            let block = Block::default()
                .borders(Borders::ALL)
                .title(Span::styled(
                    format!(" {} ", game.title(lang)),
                    theme::title(),
                ))
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
                Line::from(lang.pick(
                    "The game is saved: Continue resumes it.",
                    "La partida está guardada: Continuar la reanuda.",
                )),
                Line::from(Span::styled(
                    lang.pick(
                        "y / Enter: quit    n / Esc: keep playing",
                        "y / Intro: salir    n / Esc: seguir",
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
