//! People at other terminals, at a hosted table: who is connected, which seat each
//! holds, their popups. Pure like the rest of the app: connections arrive and leave as
//! messages (the network is the event loop's), and closing one is an effect. A
//! connection reaches only its own seat's screen: its keys go to that seat's station,
//! never to the table's own keyboard or another seat.

use super::effects::Effect;
use super::table::{AnyTable, Env, ScreenId};
use super::{App, Popup, Screen};
use crate::engine::{Lang, SeatId};
use crate::game_screen::keys::{Action, map_key};
pub use crate::remote::conn::{ConnId, GuestEvent, MOST_SPECTATORS};
use crate::remote::text::{fill, words};

/// A person at another terminal.
#[derive(Clone, Debug, PartialEq)]
pub struct Guest {
    pub user: String,
    /// Their seat, once they sat down (None: choosing among the free seats).
    pub seat: Option<SeatId>,
    pub lang: Lang,
    pub popup: Option<Popup>,
    /// Their terminal is too small to play on: only leaving works.
    pub too_small: bool,
    /// The last line for them (a refusal on the seat choice).
    pub message: Option<String>,
    /// A spectator: the public view only (what a hand-off screen shows), no seat.
    pub watching: bool,
    /// A browser's own secret: the seat it sits in is its to take back.
    pub token: Option<String>,
}

/// Seats somebody at another terminal sat in at this table, each with the token of
/// the browser that sat there (None: an SSH connection, which takes it back by name).
pub(crate) type Claimed = std::collections::BTreeMap<SeatId, Option<String>>;

/// The user name that asks to watch rather than sit down.
pub const WATCH: &str = "watch";

/// The seats offered on the seat choice: seat and name. A seat somebody sat in at
/// this table (`claimed`) is its person's even while away: only its name takes it
/// back (found by a tester: anyone with the code took Bob's seat, saw his hand, and
/// Bob was refused).
pub(crate) fn free_seats(table: &dyn AnyTable, claimed: &Claimed) -> Vec<(SeatId, String)> {
    table
        .remote_seats()
        .into_iter()
        .filter(|(seat, _, connected)| !connected && !claimed.contains_key(seat))
        .map(|(seat, name, _)| (seat, name))
        .collect()
}

impl App {
    pub(crate) fn guest_event(&mut self, event: GuestEvent, fx: &mut Vec<Effect>) {
        match event {
            GuestEvent::Joined {
                conn,
                user,
                lang,
                token,
            } => self.guest_joined(conn, (user, token), lang, fx),
            GuestEvent::Key { conn, key } => {
                let text = self.guest_wants_text(conn);
                if let Some(action) = map_key(key, text) {
                    self.guest_key(conn, action, fx);
                }
            }
            // Served reads a typed line into keys before it reaches here.
            GuestEvent::Line { .. } => {}
            GuestEvent::Mouse { conn, mouse } => {
                if let Some(action) = crate::game_screen::keys::map_mouse(mouse) {
                    self.guest_key(conn, action, fx);
                }
            }
            GuestEvent::Left { conn } => {
                if let Some(guest) = self.guests.remove(&conn)
                    && let (Some(seat), Screen::Table(t)) = (guest.seat, &mut self.screen)
                {
                    t.disconnect(seat);
                }
            }
        }
    }

    /// Whether one more spectator may watch.
    fn room_to_watch(&self) -> bool {
        self.guests.values().filter(|g| g.watching).count() < MOST_SPECTATORS
    }

    fn guest_joined(
        &mut self,
        conn: ConnId,
        (user, token): (String, Option<String>),
        lang: Option<Lang>,
        fx: &mut Vec<Effect>,
    ) {
        let lang = lang.unwrap_or(self.lang);
        let Screen::Table(t) = &mut self.screen else {
            fx.push(Effect::Hangup {
                conn,
                text: words(lang).no_table.into(),
            });
            return;
        };
        let mut guest = Guest {
            user: user.clone(),
            seat: None,
            lang,
            popup: None,
            too_small: false,
            message: None,
            watching: false,
            token,
        };
        if self.spectators_allowed && user.eq_ignore_ascii_case(WATCH) {
            // At most `MOST_SPECTATORS`: more took the slots left for the seats (41
            // got in; found by a tester).
            if !self.room_to_watch() {
                fx.push(Effect::Hangup {
                    conn,
                    text: words(lang).spectators_full.into(),
                });
                return;
            }
            guest.watching = true;
            self.guests.insert(conn, guest);
            return;
        }
        // A browser back at the seat it held (its page keeps the token), whatever name
        // it gives now.
        let held = guest.token.as_ref().and_then(|token| {
            let seat = self
                .claimed_seats
                .iter()
                .find(|(_, held_by)| held_by.as_ref() == Some(token))
                .map(|(seat, _)| *seat)?;
            t.remote_seats()
                .into_iter()
                .find(|(s, _, connected)| *s == seat && !connected)
        });
        let named = held.or_else(|| {
            t.remote_seats()
                .into_iter()
                .find(|(_, name, _)| name.to_lowercase() == user.to_lowercase())
        });
        match named {
            // A connection may take its own seat back, never one somebody holds.
            Some((_, name, true)) => {
                fx.push(Effect::Hangup {
                    conn,
                    text: fill(words(lang).seat_taken, &[("name", &name)]),
                });
                return;
            }
            Some((seat, name, false)) => {
                if t.connect(seat, lang).is_ok() {
                    guest.seat = Some(seat);
                    self.claimed_seats.insert(seat, guest.token.clone());
                    // Every sitting down is named at the host: a name is only typed,
                    // and the host can tell a stranger's from the seat's person.
                    t.note(
                        ScreenId::Host,
                        fill(
                            words(t.lang(ScreenId::Host)).seat_taken_by,
                            &[("user", &user), ("name", &name)],
                        ),
                    );
                }
            }
            None if user.eq_ignore_ascii_case(WATCH) && !self.spectators_allowed => {
                fx.push(Effect::Hangup {
                    conn,
                    text: words(lang).watching_off.into(),
                });
                return;
            }
            None => {
                if free_seats(t.as_ref(), &self.claimed_seats).is_empty()
                    && !self.spectators_allowed
                {
                    fx.push(Effect::Hangup {
                        conn,
                        text: words(lang).no_free_seat.into(),
                    });
                    return;
                }
            }
        }
        self.guests.insert(conn, guest);
    }

    pub(crate) fn guest_wants_text(&self, conn: ConnId) -> bool {
        let Some(guest) = self.guests.get(&conn) else {
            return false;
        };
        if guest.watching {
            return false;
        }
        let (Some(seat), None, Screen::Table(t)) = (guest.seat, &guest.popup, &self.screen) else {
            return false;
        };
        t.wants_text(ScreenId::Seat(seat))
    }

    /// A key from a connection: for its popup, its seat choice, or its seat's screen.
    pub(crate) fn guest_key(&mut self, conn: ConnId, action: Action, fx: &mut Vec<Effect>) {
        let watch = self.spectators_allowed && self.room_to_watch();
        let env = Env {
            save_path: &self.save_path,
            bot_delay_ms: self.loaded.config.settings.bot_delay_ms,
        };
        let (Some(guest), Screen::Table(t)) = (self.guests.get_mut(&conn), &mut self.screen) else {
            return;
        };
        let lang = guest.lang;
        if guest.too_small && action != Action::Quit {
            return;
        }
        if let Some(popup) = guest.popup.take() {
            let action = action.off_table();
            guest.popup = match (popup, action) {
                (Popup::ConfirmLeave { watching }, Action::Char('y' | 's') | Action::Select) => {
                    let bye = if watching {
                        words(lang).watcher_bye
                    } else {
                        words(lang).bye
                    };
                    fx.push(Effect::Hangup {
                        conn,
                        text: bye.into(),
                    });
                    None
                }
                (Popup::ConfirmLeave { .. }, Action::Char('n') | Action::Back | Action::Quit) => {
                    None
                }
                (
                    Popup::Help { .. },
                    Action::Back | Action::Select | Action::Help | Action::Quit,
                ) => None,
                (
                    Popup::Help {
                        title,
                        text,
                        scroll,
                        guide,
                    },
                    _,
                ) => Some(Popup::Help {
                    title,
                    text,
                    guide,
                    scroll: match action {
                        Action::Down => scroll.saturating_add(1),
                        Action::Up => scroll.saturating_sub(1),
                        Action::Right | Action::Toggle => scroll.saturating_add(10),
                        Action::Left => scroll.saturating_sub(10),
                        _ => scroll,
                    },
                }),
                (other, _) => Some(other),
            };
            return;
        }
        if action == Action::Quit {
            guest.popup = Some(Popup::ConfirmLeave {
                watching: guest.watching,
            });
            return;
        }
        if guest.watching {
            // Only what every seat may see, and nothing to decide there.
            if action == Action::Help {
                let help = t.help(ScreenId::Spectators);
                guest.popup = Some(Popup::Help {
                    title: help.0,
                    text: help.1,
                    scroll: 0,
                    guide: None,
                });
            } else {
                t.key(ScreenId::Spectators, action, &env, fx);
            }
            return;
        }
        let Some(seat) = guest.seat else {
            choose_seat(guest, t.as_mut(), &mut self.claimed_seats, action, watch);
            return;
        };
        if action == Action::Help {
            let help = t.help(ScreenId::Seat(seat));
            guest.popup = Some(Popup::Help {
                title: help.0,
                text: help.1,
                scroll: 0,
                guide: None,
            });
            return;
        }
        // The table's menu, rematch and export are not offered there: what comes back
        // is the table staying as it is.
        t.key(ScreenId::Seat(seat), action, &env, fx);
    }

    /// Closes every connection (the table they sat at is gone).
    pub(crate) fn send_guests_away(&mut self, fx: &mut Vec<Effect>) {
        for (conn, guest) in std::mem::take(&mut self.guests) {
            fx.push(Effect::Hangup {
                conn,
                text: words(guest.lang).table_closed.into(),
            });
        }
    }

    /// The guests sit again at a new table with the same seats (a rematch).
    pub(crate) fn reseat_guests(&mut self) {
        let Screen::Table(t) = &mut self.screen else {
            return;
        };
        for guest in self.guests.values_mut() {
            if let Some(seat) = guest.seat
                && t.connect(seat, guest.lang).is_err()
            {
                guest.seat = None;
            }
        }
    }
}

/// A digit on the seat choice: that free seat is theirs.
fn choose_seat(
    guest: &mut Guest,
    table: &mut dyn AnyTable,
    claimed: &mut Claimed,
    action: Action,
    watch: bool,
) {
    let free = free_seats(table, claimed);
    let lang = guest.lang;
    if watch && action == Action::Char('0') {
        guest.watching = true;
        guest.message = None;
        return;
    }
    let chosen = match action {
        Action::Char(c) => c
            .to_digit(10)
            .and_then(|d| (d as usize).checked_sub(1))
            .filter(|seat| free.iter().any(|(s, _)| s == seat)),
        _ => None,
    };
    match chosen {
        Some(seat) if table.connect(seat, lang).is_ok() => {
            guest.seat = Some(seat);
            guest.message = None;
            claimed.insert(seat, guest.token.clone());
            // Someone with the code took a seat not named for them: the host is told
            // who (it only read "Waiting for Cy" before; found by a tester).
            let name = free
                .iter()
                .find(|(s, _)| *s == seat)
                .map(|(_, n)| n.clone())
                .unwrap_or_default();
            table.note(
                ScreenId::Host,
                fill(
                    words(table.lang(ScreenId::Host)).seat_taken_by,
                    &[("user", &guest.user), ("name", &name)],
                ),
            );
        }
        // No free seat: the screen's own line (0 to watch, or wait) says what works.
        _ if free.is_empty() => guest.message = None,
        _ if watch => guest.message = Some(words(lang).choose_seat_or_watch.into()),
        _ => guest.message = Some(words(lang).choose_free_seat.into()),
    }
}
