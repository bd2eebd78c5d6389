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
pub mod speech;
pub mod table;

use crate::app::table::TableMemo;
use crate::app::text::table::{fill, words};
use crate::app::{App, Screen};
use ratatui::Frame;
use ratatui::layout::{Position, Rect};
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

pub use crate::game_screen::kit::{centered, footer, footer_bottom};

/// The full screens' size: below it a table draws its compact seat screen, and the
/// launcher, setup, History and replays their phone-size layouts (issue 36).
pub(crate) const MIN_WIDTH: u16 = 80;
pub(crate) const MIN_HEIGHT: u16 = 24;
/// Every screen is used down to a phone held upright; below this, the too-small message.
pub(crate) const TABLE_MIN_WIDTH: u16 = 40;
pub(crate) const TABLE_MIN_HEIGHT: u16 = 20;

/// Whether `area` gets the phone-size layouts (narrower than 80 or shorter than 24).
pub(crate) fn is_phone(area: Rect) -> bool {
    area.width < MIN_WIDTH || area.height < MIN_HEIGHT
}

pub fn draw(frame: &mut Frame, app: &App) -> TableMemo {
    let area = frame.area();
    // The same for every screen, so that a phone goes from the launcher to the table
    // and back.
    let need = (TABLE_MIN_WIDTH, TABLE_MIN_HEIGHT);
    if area.width < need.0 || area.height < need.1 {
        too_small(frame, area, app.screen_lang(), need);
        return TableMemo {
            too_small: true,
            ..TableMemo::default()
        };
    }
    let mut memo = match &app.screen {
        Screen::Launcher(l) => {
            let (hits, focus) = launcher::draw(frame, area, app, l);
            TableMemo {
                hits,
                focus,
                ..TableMemo::default()
            }
        }
        Screen::Setup(s) => TableMemo {
            focus: setup::draw(frame, area, app, s),
            ..TableMemo::default()
        },
        Screen::Table(t) => t.draw(crate::app::table::ScreenId::Host, frame, area),
        Screen::Replay(r) => r.draw(frame, area),
    };
    if let Some(p) = &app.popup {
        memo.focus = popup::draw(frame, area, app, p);
    }
    place_cursor(frame, app.loaded.config.settings.focus_cursor, memo.focus);
    memo
}

/// With the `focus_cursor` setting, the terminal's cursor shows on the focused item,
/// where a screen reader reads (issue 38); elsewhere (the setting off, nothing focused)
/// it stays hidden. Only this terminal's setting: another terminal's screen (a guest's)
/// never gets it.
pub(crate) fn place_cursor(frame: &mut Frame, on: bool, focus: Option<Position>) {
    if let (true, Some(at)) = (on, focus) {
        frame.set_cursor_position(at);
    }
}

/// "The terminal is too small": what it needs (`need`: columns, rows) and has.
pub(crate) fn too_small(
    frame: &mut Frame,
    area: Rect,
    lang: crate::engine::Lang,
    need: (u16, u16),
) {
    let lines = vec![
        Line::from(words(lang).too_small),
        Line::from(fill(
            words(lang).too_small_size,
            &[
                ("need_w", &need.0.to_string()),
                ("need_h", &need.1.to_string()),
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

/// The keys at the bottom of `area` on a phone-size screen, packed on as many rows as
/// they need (a key is never cut from what it does); returns the rows they take.
pub(crate) fn phone_footer(frame: &mut Frame, area: Rect, keys: &[(&str, &str)]) -> u16 {
    let keys: Vec<(String, String)> = keys
        .iter()
        .map(|(k, w)| (k.to_string(), w.to_string()))
        .collect();
    let lines = crate::game_screen::kit::pack(&keys, area.width);
    let rows = (lines.len() as u16).min(area.height);
    let at = Rect {
        y: area.bottom().saturating_sub(rows),
        height: rows,
        ..area
    };
    frame.render_widget(Paragraph::new(lines), at);
    rows
}
