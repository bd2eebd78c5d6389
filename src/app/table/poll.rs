//! The questions the whole table answers at once (a challenge, a vote): seat numbers
//! and answer keys typed on one public screen, kept until every person asked has
//! answered, then fed to the game in turn order; or fed as soon as they settle the
//! question (the game closes a vote whose result the rest cannot change). Every screen
//! shows who answered, who is awaited and which of those are away.

use super::{At, Effect, Look};
use crate::app::text::table::{fill, words};
use crate::game_screen::game_ui::ScreenedGame;
use crate::game_screen::keys::Action;

impl<G: ScreenedGame> At<'_, G> {
    /// A seat number typed on the poll screen: that person answers next.
    pub(crate) fn poll_seat(&mut self, action: Action) {
        let lang = self.screen.lang;
        let Some(poll) = self.look().poll() else {
            return;
        };
        let Action::Char(c) = action else {
            return;
        };
        let Some(seat) = c.to_digit(10).and_then(|d| (d as usize).checked_sub(1)) else {
            return;
        };
        let names = self.table.session.names();
        let name = names.get(seat).cloned().unwrap_or_default();
        if self
            .screen
            .poll_waiting_here(&self.table.session, &poll)
            .contains(&seat)
        {
            self.screen.poll_seat = Some(seat);
            self.screen.message = fill(words(lang).poll_seat_answers, &[("name", &name)]);
        } else {
            self.screen.message = if self.table.session.typed_answers.iter().any(|a| a.0 == seat)
                || poll.answered.contains(&seat)
            {
                fill(words(lang).poll_answered_already, &[("name", &name)])
            } else {
                fill(words(lang).poll_not_asked, &[("c", &c.to_string())])
            };
        }
    }

    /// An answer key on the poll screen: kept for the seat typed before it (or the one
    /// person still to answer), not shown until everyone has answered.
    pub(crate) fn poll_answer(&mut self, action: Action) {
        let lang = self.screen.lang;
        let Some(poll) = self.look().poll() else {
            return;
        };
        let waiting = self.screen.poll_waiting_here(&self.table.session, &poll);
        let seat = match self.screen.poll_seat.take() {
            Some(seat) if waiting.contains(&seat) => seat,
            _ if waiting.len() == 1 => waiting[0],
            _ if waiting.is_empty() => {
                self.screen.message = words(lang).poll_nobody_here.to_string();
                return;
            }
            _ => {
                self.screen.message = words(lang).poll_seat_first.to_string();
                return;
            }
        };
        let Some(answer) = poll.answers.iter().find(|a| Action::Char(a.key) == action) else {
            return;
        };
        self.table
            .session
            .typed_answers
            .push((seat, answer.mv.clone()));
        let name = self
            .table
            .session
            .names()
            .get(seat)
            .cloned()
            .unwrap_or_default();
        self.screen.message = fill(words(lang).poll_has_answered, &[("name", &name)]);
    }

    /// Feeds the typed poll answers to the game, each when the game asks its seat, once
    /// every person asked has answered.
    pub(crate) fn feed_poll(&mut self, fx: &mut Vec<Effect>) {
        while let Some((seat, mv)) = self.table.poll_answer_due() {
            self.table.session.typed_answers.retain(|a| a.0 != seat);
            let before = self.table.session.ply();
            self.play(seat, mv, fx);
            if self.table.session.ply() == before {
                break;
            }
        }
    }
}

impl<G: ScreenedGame> Look<'_, G> {
    /// The poll's lines for the prompt: the question, who has answered, who is awaited.
    pub fn poll_prompt(self) -> Option<String> {
        let poll = self.poll()?;
        let lang = self.screen.lang;
        let names = self.table.session.names();
        let waiting = self.table.poll_waiting(&poll);
        let answered: Vec<String> = names
            .iter()
            .enumerate()
            .filter(|(s, _)| {
                poll.answered.contains(s)
                    || self.table.session.typed_answers.iter().any(|a| a.0 == *s)
            })
            .map(|(s, n)| format!("{} {n}", s + 1))
            .collect();
        // A person at another terminal who is not connected is marked away: the table
        // waits for them until the answers given settle the question.
        let waiting: Vec<String> = waiting
            .iter()
            .map(|&s| {
                let name = format!("{} {}", s + 1, names.get(s).cloned().unwrap_or_default());
                if self.table.is_away(s) {
                    fill(words(lang).poll_away, &[("name", &name)])
                } else {
                    name
                }
            })
            .collect();
        let answered = if answered.is_empty() {
            words(lang).poll_nobody_yet.to_string()
        } else {
            answered.join(", ")
        };
        let (answered_label, waiting_label) = (words(lang).poll_answered, words(lang).poll_waiting);
        let mut text = poll.question;
        text.push_str(&format!(" {answered_label}: {answered}."));
        if !waiting.is_empty() {
            text.push_str(&format!(" {waiting_label}: {}.", waiting.join(", ")));
        }
        Some(text)
    }
}
