//! Rendering only: every function here reads the App (a table's screen through a
//! `Look`) and draws; nothing changes state.
//! What a draw learns (where clickable things are) is returned to the event loop.

pub mod guest;
pub mod guide;
pub mod launcher;
pub mod popup;
#[cfg(feature = "ssh")]
pub mod qr;
pub mod replay;
pub mod setup;
pub mod table;

use crate::app::table::TableMemo;
use crate::app::text::table::{fill, words};
use crate::app::{App, Screen};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

pub use crate::game_screen::kit::{centered, footer, footer_bottom};

pub(crate) const MIN_WIDTH: u16 = 80;
pub(crate) const MIN_HEIGHT: u16 = 24;

pub fn draw(frame: &mut Frame, app: &App) -> TableMemo {
    let area = frame.area();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        too_small(frame, area, app.screen_lang());
        return TableMemo {
            too_small: true,
            ..TableMemo::default()
        };
    }
    let memo = match &app.screen {
        Screen::Launcher(l) => TableMemo {
            hits: launcher::draw(frame, area, app, l),
            ..TableMemo::default()
        },
        Screen::Setup(s) => {
            setup::draw(frame, area, app, s);
            TableMemo::default()
        }
        Screen::Table(t) => t.draw(crate::app::table::ScreenId::Host, frame, area),
        Screen::Replay(r) => r.draw(frame, area),
    };
    if let Some(p) = &app.popup {
        popup::draw(frame, area, app, p);
    }
    memo
}

pub(crate) fn too_small(frame: &mut Frame, area: Rect, lang: crate::engine::Lang) {
    let lines = vec![
        Line::from(words(lang).too_small),
        Line::from(fill(
            words(lang).too_small_size,
            &[
                ("need_w", &MIN_WIDTH.to_string()),
                ("need_h", &MIN_HEIGHT.to_string()),
                ("w", &area.width.to_string()),
                ("h", &area.height.to_string()),
            ],
        )),
        Line::from(words(lang).too_small_hint),
    ];
    frame.render_widget(
        Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: true }),
        area,
    );
}
