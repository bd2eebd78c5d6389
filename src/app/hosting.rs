//! A table hosted for people at other terminals, as the host's screen tells of it. A
//! table with seats at other terminals that is opened from the launcher (set up, or
//! continued) asks the event loop for a server; the loop starts it (or says why not)
//! and ends it when the table closes.

use super::{App, Popup, Screen};
use crate::engine::Lang;
use crate::remote::text::{fill, words};
use std::net::SocketAddr;

impl App {
    /// Whether the table just opened wants a server the event loop must start (asked
    /// once per table).
    pub fn take_host_wish(&mut self) -> bool {
        std::mem::take(&mut self.host_wanted)
    }

    /// The table is reachable: the notice with where and how to join (and who has
    /// joined, as it is when drawn), also kept for the top of the help.
    pub fn now_hosting(&mut self, addr: SocketAddr, code: &str, fingerprint: &str, lang: Lang) {
        let Screen::Table(t) = &self.screen else {
            return;
        };
        let title = crate::games::find(t.game_key()).map_or("", |g| g.title(lang));
        let how = fill(
            words(lang).hosting,
            &[
                ("game", title),
                ("addr", &addr.to_string()),
                ("port", &addr.port().to_string()),
                ("code", code),
                ("fingerprint", fingerprint),
            ],
        );
        self.hosting = Some(how.clone());
        self.popup = Some(Popup::Welcome(how));
    }

    /// The seats at other terminals, each said connected or waiting (the help of a
    /// hosted table shows it as it is now).
    pub fn seats_line(&self, lang: Lang) -> Option<String> {
        let Screen::Table(t) = &self.screen else {
            return None;
        };
        let seats: Vec<String> = t
            .remote_seats()
            .into_iter()
            .map(|(_, name, connected)| {
                let template = if connected {
                    words(lang).seat_connected
                } else {
                    words(lang).seat_waiting
                };
                fill(template, &[("name", &name)])
            })
            .collect();
        Some(fill(
            words(lang).seats_line,
            &[("seats", &seats.join(", "))],
        ))
    }

    /// No server could be started: said once; the remote seats wait as away.
    pub fn hosting_failed(&mut self, why: &str, lang: Lang) {
        self.popup = Some(Popup::Notice(fill(
            words(lang).host_failed,
            &[("why", why)],
        )));
    }

    /// The table that was hosted is gone: its server may end.
    pub(crate) fn stop_hosting(&mut self) {
        self.hosting = None;
        self.host_wanted = false;
        self.claimed_seats.clear();
    }

    /// The language of the table on the screen (the app's own otherwise).
    pub fn table_lang(&self) -> Lang {
        match &self.screen {
            Screen::Table(t) => t.lang(super::table::ScreenId::Host),
            _ => self.lang,
        }
    }
}

impl<G: crate::game_screen::game_ui::ScreenedGame> super::table::Look<'_, G> {
    /// Whether this screen shows the seed: a seed drawn at random once the game is over
    /// (it would deal every hand before), a typed one at the host's terminal only,
    /// during the game and at its end, as the README says (found by a tester: the
    /// game-over screen of another terminal showed the host's typed seed).
    pub(crate) fn seed_shown(self) -> bool {
        if self.table.seed_chosen {
            !self.screen.at_other_terminal
        } else {
            self.table.is_over()
        }
    }
}
