//! A table hosted for people at other terminals, as the host's screen tells of it. A
//! table with seats at other terminals that is opened from the launcher (set up, or
//! continued) asks the event loop for a server; the loop starts it (or says why not)
//! and ends it when the table closes.

use super::{App, Popup, Screen};
use crate::engine::Lang;
use crate::remote::text::{fill, words};
use std::net::SocketAddr;

/// Where and how people join a hosted table.
pub struct Joining {
    pub addr: SocketAddr,
    pub code: String,
    /// The host key's fingerprint, as ssh shows it.
    pub fingerprint: String,
    /// The browsers' link, and whether only this machine can open it.
    pub web: Option<(String, bool)>,
}

impl App {
    /// Whether the table just opened wants a server the event loop must start (asked
    /// once per table).
    pub fn take_host_wish(&mut self) -> bool {
        std::mem::take(&mut self.host_wanted)
    }

    /// The table is reachable: the notice with where and how to join (and who has
    /// joined, as it is when drawn), also kept for the top of the help; the browsers'
    /// link is drawn beside it as a QR code.
    pub fn now_hosting(&mut self, joining: Joining, lang: Lang) {
        let Screen::Table(t) = &self.screen else {
            return;
        };
        let title = crate::games::find(t.game_key()).map_or("", |g| g.title(lang));
        let mut how = fill(
            words(lang).hosting,
            &[
                ("game", title),
                ("addr", &joining.addr.to_string()),
                ("port", &joining.addr.port().to_string()),
                ("code", &joining.code),
                ("fingerprint", &joining.fingerprint),
            ],
        );
        if let Some((url, loopback)) = &joining.web {
            how.push(' ');
            how.push_str(&fill(words(lang).hosting_web, &[("url", url)]));
            if *loopback {
                how.push(' ');
                how.push_str(words(lang).web_loopback);
            }
        }
        self.join_url = joining.web.map(|(url, _)| url);
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
        self.join_url = None;
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
