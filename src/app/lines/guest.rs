//! Line mode for a person at another terminal (issue 38): a connection without a
//! terminal (`ssh -T`, whose own terminal edits and echoes each typed line) reads its
//! seat's table as plain lines, as `--screen-reader` does at the host's keyboard. The
//! seat's screen is drawn in memory, as a terminal's would be, so that a card typed by
//! name is a tap on it; the table says only what that seat's own screen shows.

use super::command::{self, Command};
use super::narrator::Narrator;
use super::{game_key, in_memory, reading, unknown};
use crate::app::App;
use crate::app::effects::Msg;
use crate::app::guests::ConnId;
use crate::app::table::ScreenId;
use crate::engine::Lang;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;

/// One connection in line mode: its screen in memory and what it has been told.
pub struct LineSeat {
    screen: Terminal<TestBackend>,
    narrator: Narrator,
    /// The names drawn on what a tap can pick, as last drawn.
    cards: Vec<(String, Rect)>,
    /// Where the last typed line tapped (a card typed by name).
    tapped: Vec<(u16, u16)>,
    /// A typed line's keys were pressed since the seat was last told the news.
    typed: bool,
    /// Nothing said yet: the first news starts with how line mode works.
    greeted: bool,
}

impl Default for LineSeat {
    fn default() -> Self {
        LineSeat {
            screen: in_memory(),
            narrator: Narrator::default(),
            cards: Vec::new(),
            tapped: Vec::new(),
            typed: false,
            greeted: false,
        }
    }
}

impl LineSeat {
    /// A line `conn` typed: the keys it presses there (as messages for the app), and
    /// what to say at once (a reading, or why the line is not understood).
    pub fn heard(&mut self, app: &App, conn: ConnId, line: &str) -> (Vec<Msg>, Vec<String>) {
        let lang = guest_lang(app, conn);
        let shown_keys: Vec<String> = self
            .narrator
            .spoken()
            .map(|s| s.keys.iter().map(|(k, _)| k.clone()).collect())
            .unwrap_or_default();
        match command::parse(line, app.guest_wants_text(conn), &self.cards, &shown_keys) {
            Command::Keys(keys) => {
                self.typed = true;
                self.tapped = super::taps(&keys);
                let msgs = keys
                    .into_iter()
                    .map(|action| Msg::GuestAction { conn, action })
                    .collect();
                (msgs, Vec::new())
            }
            Command::Read(read) => {
                let about = (lang, game_key(app));
                let lines = reading(read, about, &self.narrator, &self.screen, &self.cards);
                (Vec::new(), lines)
            }
            Command::Unknown(word) => (Vec::new(), vec![unknown(lang, &word)]),
        }
    }

    /// Whether the seat has something to be told even if the table did not change (a
    /// typed line is always answered).
    pub fn waits_for_answer(&self) -> bool {
        self.typed || !self.greeted
    }

    /// Draws `conn`'s screen in memory and returns what is new there, in lines.
    pub fn news(&mut self, app: &mut App, conn: ConnId) -> Vec<String> {
        let lang = guest_lang(app, conn);
        let mut memo = None;
        if self
            .screen
            .draw(|frame| memo = Some(crate::ui::guest::draw(frame, app, conn)))
            .is_err()
        {
            return Vec::new();
        }
        let game = game_key(app);
        if let Some(memo) = memo {
            let buffer = self.screen.backend().buffer();
            self.cards = memo
                .hits
                .iter()
                .map(|(rect, _)| (crate::ui::speech::label(buffer, *rect, game, lang), *rect))
                .filter(|(label, _)| !label.is_empty())
                .collect();
            app.remember_guest(conn, memo);
        }
        let mut said = Vec::new();
        if !std::mem::replace(&mut self.greeted, true) {
            said.extend(command::help(lang).into_iter().take(1));
        }
        let news = self.narrate(app, conn, lang);
        let typed = std::mem::take(&mut self.typed);
        let tapped = std::mem::take(&mut self.tapped);
        super::answer(
            &mut said,
            (news, typed),
            (&tapped, &self.cards),
            self.screen.backend().buffer(),
            (game, lang),
            &self.narrator,
        );
        said
    }

    /// What changed on `conn`'s screen: its seat's (or the spectators') table, or the
    /// seat choice or a popup as text.
    fn narrate(&mut self, app: &App, conn: ConnId, lang: Lang) -> Vec<String> {
        let Some(guest) = app.guests.get(&conn) else {
            return Vec::new();
        };
        let game = game_key(app);
        if let Some(popup) = &guest.popup {
            let text = super::popup_text(popup, game, lang, None, "", 0);
            return self.narrator.screen(text);
        }
        let at = match guest.seat {
            _ if guest.watching => Some(ScreenId::Spectators),
            Some(seat) => Some(ScreenId::Seat(seat)),
            None => None,
        };
        if let (Some(at), crate::app::Screen::Table(t)) = (at, &app.screen)
            && let Some(spoken) = t.speak(at)
        {
            return self.narrator.table(&spoken);
        }
        let buffer = self.screen.backend().buffer();
        self.narrator
            .screen(crate::ui::speech::plain(buffer, buffer.area, game, lang))
    }
}

fn guest_lang(app: &App, conn: ConnId) -> Lang {
    app.guests.get(&conn).map_or(Lang::En, |g| g.lang)
}

/// Lines as a connection's terminal prints them: plain text, each ended by a line end,
/// with no control character (nothing to move a cursor or clear a screen).
pub fn as_bytes(lines: &[String]) -> Vec<u8> {
    let mut bytes = Vec::new();
    for line in lines {
        let clean: String = line.chars().filter(|c| !c.is_control()).collect();
        bytes.extend_from_slice(clean.as_bytes());
        bytes.extend_from_slice(b"\r\n");
    }
    bytes
}
