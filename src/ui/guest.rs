//! The screen of a person at another terminal: their seat's table (drawn by the
//! table's own code on their station), or the free seats to choose from, and their
//! popups. Nothing here reads another seat's view: the station shows its seat only.

use super::{TABLE_MIN_HEIGHT, TABLE_MIN_WIDTH, popup, too_small};
use crate::app::guests::{ConnId, free_seats};
use crate::app::table::{ScreenId, TableMemo};
use crate::app::{App, Screen};
use crate::game_screen::theme;
use crate::remote::text::{fill, words};
use ratatui::Frame;
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

/// Draws connection `conn`'s screen: its seat's screen of the table, the spectators', or
/// the seat choice.
pub fn draw(frame: &mut Frame, app: &App, conn: ConnId) -> TableMemo {
    let area = frame.area();
    let Some(guest) = app.guests.get(&conn) else {
        return TableMemo::default();
    };
    let lang = guest.lang;
    // A guest is always at a table (or choosing a seat at one): a phone's size will do.
    if area.width < TABLE_MIN_WIDTH || area.height < TABLE_MIN_HEIGHT {
        too_small(frame, area, lang, (TABLE_MIN_WIDTH, TABLE_MIN_HEIGHT));
        return TableMemo {
            too_small: true,
            ..TableMemo::default()
        };
    }
    let Screen::Table(t) = &app.screen else {
        frame.render_widget(Paragraph::new(words(lang).no_table), area);
        return TableMemo::default();
    };
    let mut memo = TableMemo::default();
    match guest.seat {
        _ if guest.watching => memo = t.draw(ScreenId::Spectators, frame, area),
        Some(seat) => memo = t.draw(ScreenId::Seat(seat), frame, area),
        None => {
            let free = free_seats(t.as_ref(), &app.claimed_seats);
            // No free seat left (someone took the last): no empty list, only watching.
            let intro = if free.is_empty() {
                words(lang).choose_intro_none
            } else {
                words(lang).choose_intro
            };
            let mut lines = vec![
                Line::from(fill(intro, &[("user", &guest.user)])),
                Line::from(""),
            ];
            for (seat, name) in &free {
                lines.push(Line::from(format!("  {}  {name}", seat + 1)));
            }
            if !free.is_empty() {
                lines.push(Line::from(""));
            }
            let hint = match (free.is_empty(), app.spectators_allowed) {
                (true, true) => words(lang).choose_watch,
                (true, false) => words(lang).choose_wait,
                (false, true) => words(lang).choose_seat_or_watch,
                (false, false) => words(lang).choose_free_seat,
            };
            lines.push(Line::styled(
                guest.message.clone().unwrap_or_else(|| hint.into()),
                theme::dim(),
            ));
            let block = Block::default()
                .borders(Borders::ALL)
                .title(words(lang).choose_title);
            frame.render_widget(
                Paragraph::new(lines).block(block).wrap(Wrap { trim: true }),
                area,
            );
        }
    }
    if let Some(p) = &guest.popup {
        popup::draw_in(frame, area, lang, None, p, 0);
    }
    memo
}

impl App {
    /// What the last draw of `conn`'s screen learned.
    pub fn remember_guest(&mut self, conn: ConnId, memo: TableMemo) {
        let Some(guest) = self.guests.get_mut(&conn) else {
            return;
        };
        guest.too_small = memo.too_small;
        let Screen::Table(t) = &mut self.screen else {
            return;
        };
        if guest.watching {
            t.remember(ScreenId::Spectators, memo);
        } else if let Some(seat) = guest.seat {
            t.remember(ScreenId::Seat(seat), memo);
        }
    }
}
