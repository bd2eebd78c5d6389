//! The seats of people at other terminals: sitting down and leaving, and a computer
//! standing in for a person who is away (the host's choice for this sitting).

use super::{Effect, GameTable, Table};
use crate::engine::{Lang, SeatId, SeatKind};
use crate::game_screen::game_ui::ScreenedGame;

impl<G: ScreenedGame> Table<G> {
    /// A computer standing in for an away person is the host's choice for this sitting:
    /// the save keeps the seat as that person's, so a continued game waits for them again.
    pub(crate) fn keep_stood_in_seats(&self, body: &mut serde_json::Value) {
        let Ok(remote) = serde_json::to_value(SeatKind::Remote) else {
            return;
        };
        for (seat, r) in self.remote.iter().enumerate() {
            if let Some(r) = r
                && r.stand_in
                && let Some(kind) = body.pointer_mut(&format!("/seats/{seat}/kind"))
            {
                *kind = remote.clone();
            }
        }
    }
}

impl<G: ScreenedGame> GameTable<G> {
    /// The person at another terminal sits down (again) in `seat`, reading `lang`. Err:
    /// the seat is nobody's to take from there, or someone is connected to it already.
    pub(crate) fn connect(&mut self, seat: SeatId, lang: Lang) -> Result<(), String> {
        let forced = crate::games::find(G::KEY).and_then(|d| d.forced_lang());
        let remote = self
            .table
            .remote
            .get_mut(seat)
            .and_then(Option::as_mut)
            .ok_or_else(|| "not a seat for another terminal".to_string())?;
        if remote.connected {
            return Err("taken".into());
        }
        remote.connected = true;
        // Back at the table: the computer that played meanwhile leaves the seat.
        let was_stood_in = std::mem::take(&mut remote.stand_in);
        if let Some(st) = self.stations.get_mut(seat).and_then(Option::as_mut) {
            st.lang = forced.unwrap_or(lang);
        }
        if was_stood_in {
            self.table.session.seats[seat].kind = SeatKind::Remote;
            self.table.bot = None;
        }
        Ok(())
    }

    /// The connection to `seat`'s terminal is gone: the seat is away until it returns.
    pub(crate) fn disconnect(&mut self, seat: SeatId) {
        if let Some(Some(r)) = self.table.remote.get_mut(seat) {
            r.connected = false;
        }
    }
}

impl<G: ScreenedGame> super::At<'_, G> {
    /// A normal computer for every away seat, or (when computers stand in) the seats
    /// back to their people, who the table then waits for. The save keeps who plays.
    pub(crate) fn stand_in_or_give_back(&mut self, fx: &mut Vec<Effect>) {
        let giving_back = self.table.stood_in();
        let mut names = Vec::new();
        for (seat, r) in self.table.remote.iter_mut().enumerate() {
            let Some(r) = r else {
                continue;
            };
            let kind = &mut self.table.session.seats[seat].kind;
            if giving_back && r.stand_in {
                r.stand_in = false;
                *kind = SeatKind::Remote;
            } else if !giving_back && !r.connected {
                r.stand_in = true;
                *kind = SeatKind::Computer(crate::engine::BotLevel::Normal);
            } else {
                continue;
            }
            names.push(self.table.session.seats[seat].name.clone());
        }
        // A computer's answer asked for before is not played for a person.
        self.table.bot = None;
        let w = crate::app::text::table::words(self.screen.lang);
        let template = if giving_back {
            w.given_back
        } else {
            w.stood_in
        };
        self.screen.message =
            crate::app::text::table::fill(template, &[("names", &names.join(", "))]);
        self.screen.decision = std::cell::OnceCell::new();
        self.save(fx);
    }
}
