//! The keys every table answers to (the score pad, the move log, hand-offs, summaries,
//! the answers to a poll, undo and hints, the menu) and what they do; the rest go to
//! the game's screen part. The keys that work are the keys the footer shows: both come
//! from [`Look::host_keys`] and [`Look::game_keys`].

use super::{At, Effect, Env, Exit, Look, Overlay};
use crate::app::effects::DrawFor;
use crate::app::text::table::{fill, words};
use crate::game_screen::game_ui::ScreenedGame;
use crate::game_screen::game_ui::{Binding, GameUi, Reply};
use crate::game_screen::keys::Action;

impl<G: ScreenedGame> Look<'_, G> {
    /// The keys the host itself answers to now, for the dispatch and the footer.
    pub(crate) fn host_keys(self) -> Vec<Binding<HostKey>> {
        self.host_keys_for(self.screen.memo.side_pad)
    }

    /// The host's keys when the score pad does (or does not) sit beside the table.
    pub(crate) fn host_keys_for(self, side_pad: bool) -> Vec<Binding<HostKey>> {
        let lang = self.screen.lang;
        let mut keys = Vec::new();
        let review = &self.screen.review;
        if review.asking {
            // Whose own part of the summary (Palace's review list): a seat number.
            let seats: Vec<Action> = review
                .seats
                .iter()
                .filter_map(|&s| char::from_digit(s as u32 + 1, 10))
                .map(Action::Char)
                .collect();
            keys.push(Binding::new(
                &seats,
                words(lang).key_review_who,
                HostKey::ReviewWho,
            ));
            keys.push(Binding::new(
                &[Action::Back],
                words(lang).key_back,
                HostKey::ReviewBack,
            ));
            return keys;
        }
        if let Overlay::Summary(_) = self.screen.overlay {
            // A summary taller than its box (Palace's review at 80x24) scrolls.
            if self.screen.memo.summary_hidden > 0 {
                keys.push(Binding::new(
                    &[Action::Up, Action::Down],
                    words(lang).key_scroll,
                    HostKey::Scroll,
                ));
            }
            if self.table.is_over() && review.showing.is_none() && !review.seats.is_empty() {
                keys.push(Binding::new(
                    &[Action::Char('v')],
                    words(lang).key_review,
                    HostKey::Review,
                ));
            }
            keys.push(Binding::new(
                &[Action::Char('c')],
                words(lang).key_continue,
                HostKey::Continue,
            ));
            return keys;
        }
        if let Overlay::Log(_) = self.screen.overlay {
            keys.push(Binding::new(
                &[Action::Up, Action::Down],
                words(lang).key_scroll,
                HostKey::Scroll,
            ));
            keys.push(Binding::new(
                &[Action::Back, Action::Log],
                words(lang).key_close,
                HostKey::Close,
            ));
            return keys;
        }
        if self.screen.handoff.is_some() && review.pending.is_some() {
            // The hand-off to a person's own part of the summary: no menu, no undo.
            keys.push(Binding::new(
                &[Action::Select],
                words(lang).key_show_list,
                HostKey::AcceptHandoff,
            ));
            keys.push(Binding::new(
                &[Action::Back],
                words(lang).key_back,
                HostKey::ReviewBack,
            ));
            return keys;
        }
        if self.screen.handoff.is_some() {
            keys.push(Binding::new(
                &[Action::Select],
                words(lang).key_show_hand,
                HostKey::AcceptHandoff,
            ));
            let menu = match self.table.save_error {
                // Short enough that the hand-off footer stays on one row at 80 columns.
                None => words(lang).key_menu_saved,
                Some(_) => words(lang).key_menu_not_saved,
            };
            keys.push(Binding::new(&[Action::Back], menu, HostKey::Menu));
            // The person who just decided may still take it back before handing over.
            if self.undo_span().is_ok() {
                keys.push(Binding::new(
                    &[Action::Undo],
                    words(lang).key_undo,
                    HostKey::Undo,
                ));
            }
            return keys;
        }
        if let Some(poll) = self.poll()
            && !self.overlay_takes_keys()
        {
            let seats: Vec<Action> = (0..self.table.session.seats.len())
                .filter_map(|s| char::from_digit(s as u32 + 1, 10))
                .map(Action::Char)
                .collect();
            // The footer names the digits itself ("1-3"): the label is the words only.
            // It offers the seats still to answer here, while two or more are: one
            // answers with no digit first (a guest read the host's "1-4 who answers" for
            // a vote only they could answer; a computer's digit was offered too). Every
            // digit still works, hidden, so a wrong one is explained.
            let mut waiting = self.screen.poll_waiting_here(&self.table.session, &poll);
            waiting.sort_unstable();
            if waiting.len() >= 2 {
                let asked: Vec<Action> = waiting
                    .iter()
                    .filter_map(|&s| char::from_digit(s as u32 + 1, 10))
                    .map(Action::Char)
                    .collect();
                keys.push(Binding::new(
                    &asked,
                    words(lang).key_who_answers,
                    HostKey::PollSeat,
                ));
            }
            keys.push(Binding::new(&seats, "", HostKey::PollSeat).hidden());
            for a in &poll.answers {
                let answer = Binding::new(&[Action::Char(a.key)], &a.label, HostKey::PollAnswer);
                // Nobody here is asked (any more): the keys are not offered (a guest was
                // shown y / n for a vote only the host's people answered).
                keys.push(if waiting.is_empty() {
                    answer.hidden()
                } else {
                    answer
                });
            }
        }
        if self.table.is_over() && !self.screen.at_other_terminal {
            if !review.seats.is_empty() {
                keys.push(Binding::new(
                    &[Action::Char('v')],
                    words(lang).key_review,
                    HostKey::Review,
                ));
            }
            keys.push(Binding::new(
                &[Action::Char('r')],
                words(lang).key_rematch,
                HostKey::Rematch,
            ));
            if self.table.guide.is_none() {
                keys.push(Binding::new(
                    &[Action::Char('p')],
                    words(lang).key_review_plays,
                    HostKey::ReviewPlays,
                ));
            }
            keys.push(Binding::new(
                &[Action::Char('m'), Action::Back],
                words(lang).key_menu,
                HostKey::Menu,
            ));
        }
        let guide_on_pad = self
            .table
            .guide
            .as_ref()
            .and_then(|g| g.current())
            .is_some_and(|s| s.at == "score_pad");
        if guide_on_pad {
            // The guide's step shows the pad: it stays open until the step is read.
        } else if self.screen.overlay == Overlay::Scores && !side_pad && self.table.guide.is_some()
        {
            // Esc leaves the guide there.
            keys.push(Binding::new(
                &[Action::Tab],
                words(lang).key_close_scores,
                HostKey::Scores,
            ));
        } else if self.screen.overlay == Overlay::Scores && !side_pad {
            // A pad longer than the screen (Palace's eight seats on a phone) scrolls.
            if self.screen.memo.pad_hidden > 0 {
                keys.push(Binding::new(
                    &[Action::Up, Action::Down],
                    words(lang).key_scroll,
                    HostKey::Scroll,
                ));
                keys.push(Binding::new(
                    &[Action::PageUp, Action::PageDown],
                    words(lang).key_page,
                    HostKey::Scroll,
                ));
            }
            keys.push(Binding::new(
                &[Action::Tab, Action::Back],
                words(lang).key_close_scores,
                HostKey::Scores,
            ));
        } else if !side_pad && !self.table.is_over() {
            keys.push(Binding::new(
                &[Action::Tab],
                words(lang).key_scores,
                HostKey::Scores,
            ));
        }
        keys.push(Binding::new(
            &[Action::Log],
            words(lang).key_moves,
            HostKey::Log,
        ));
        // Shown only when it works; otherwise the key says why (`assist_refused`).
        if !self.overlay_takes_keys() && self.undo_span().is_ok() {
            keys.push(Binding::new(
                &[Action::Undo],
                words(lang).key_undo,
                HostKey::Undo,
            ));
        }
        // Hidden from the table's row: the footer shows it with the decision's keys.
        if !self.overlay_takes_keys() && self.hint_refusal().is_none() {
            keys.push(Binding::new(&[Action::Hint], words(lang).key_hint, HostKey::Hint).hidden());
        }
        if !self.screen.at_other_terminal && !self.table.is_over() {
            if self.table.stood_in() {
                keys.push(Binding::new(
                    &[Action::StandIn],
                    words(lang).key_give_back,
                    HostKey::StandIn,
                ));
            } else if self.table.someone_away() {
                keys.push(Binding::new(
                    &[Action::StandIn],
                    words(lang).key_stand_in,
                    HostKey::StandIn,
                ));
            }
        }
        // The record goes to a file on the host's machine: its keyboard's to write.
        if !self.screen.at_other_terminal && self.table.guide.is_none() {
            keys.push(Binding::new(
                &[Action::Export],
                words(lang).key_export,
                HostKey::Export,
            ));
        }
        keys
    }

    /// Esc leaves for the menu while nobody at the keyboard is deciding (during a
    /// decision a stray Esc must not leave the table) and the game does not use it.
    pub(crate) fn esc_is_menu(self, game_keys: &[Binding<<G::Ui as GameUi>::Command>]) -> bool {
        !self.table.is_over()
            && self.table.guide.is_none()
            && !self.screen.at_other_terminal
            && self.screen.overlay == Overlay::None
            && self.acting_person().is_none()
            && !game_keys.iter().any(|b| b.keys.contains(&Action::Back))
    }

    /// The game's keys now, plus Esc for the menu when the game leaves it free.
    pub fn game_keys(self) -> Vec<Binding<<G::Ui as GameUi>::Command>> {
        if self.screen.handoff.is_some()
            || self.table.is_over()
            || self.overlay_takes_keys()
            || self.poll().is_some()
        {
            return Vec::new();
        }
        let mut keys = self.screen.ui.bindings(&self.ctx());
        if self.table.guide.is_some() {
            // Esc asks "leave the guide?" whatever the game would make of it (a key
            // that shares its binding, like a tie's `n`, still works).
            for b in &mut keys {
                b.keys.retain(|k| *k != Action::Back);
            }
            keys.retain(|b| !b.keys.is_empty());
        }
        keys
    }

    pub(crate) fn overlay_takes_keys(self) -> bool {
        match self.screen.overlay {
            Overlay::None => false,
            Overlay::Scores => !self.screen.memo.side_pad,
            Overlay::Log(_) | Overlay::Summary(_) => true,
        }
    }

    /// A guide's step is being read: the game's keys wait (the footer leaves them out).
    pub(crate) fn guide_reading(self) -> bool {
        self.table.guide.as_ref().is_some_and(|g| {
            g.confirm_leave
                || (g.live(self.acting_person().is_some())
                    && g.current().is_some_and(|s| s.key.is_some()))
        })
    }

    /// The menu key shown in the footer when Esc is free.
    pub(crate) fn shows_esc_menu(self) -> bool {
        self.screen.handoff.is_none() && self.esc_is_menu(&self.game_keys())
    }
}

impl<G: ScreenedGame> At<'_, G> {
    pub(crate) fn key(&mut self, action: Action, env: &Env, fx: &mut Vec<Effect>) -> Exit {
        if self.table.guide.is_some()
            && let Some(exit) = self.guide_key(action)
        {
            return exit;
        }
        if let Some(b) = self
            .look()
            .host_keys()
            .into_iter()
            .find(|b| b.keys.contains(&action))
        {
            return self.host_command(b.command, action, env, fx);
        }
        if matches!(action, Action::Undo | Action::Hint) {
            self.screen.message = self.look().assist_refused(action);
            return Exit::Stay;
        }
        let game_keys = self.look().game_keys();
        if action == Action::Back
            && self.screen.handoff.is_none()
            && self.look().esc_is_menu(&game_keys)
        {
            return Exit::Menu;
        }
        if self.screen.handoff.is_some() || self.table.is_over() || self.look().overlay_takes_keys()
        {
            return Exit::Stay;
        }
        if let (Some(poll), Action::Char(c)) = (self.look().poll(), action) {
            // The answer screen takes only seat numbers and answer keys: say which.
            let keys: Vec<String> = poll.answers.iter().map(|a| a.key.to_string()).collect();
            let seats = self.table.session.seats.len();
            let w = words(self.screen.lang);
            self.screen.message = fill(
                w.poll_not_a_key,
                &[
                    ("c", &c.to_string()),
                    ("seats", &seats.to_string()),
                    ("keys", &keys.join(w.poll_or)),
                ],
            );
            return Exit::Stay;
        }
        // The game's screen part reads the decision while its own input state changes.
        let seen = self.screen.seen(&self.table.session);
        let clock = self.screen.timer.clock(self.table.now);
        let ctx = super::ctx_in(
            &self.screen.decision,
            &self.table.session,
            seen,
            self.screen.lang,
            clock,
        );
        let reply = if let Some(b) = game_keys.iter().find(|b| b.keys.contains(&action)) {
            self.screen.ui.command(&ctx, b.command, action)
        } else {
            let ui = &mut self.screen.ui;
            match action {
                Action::Char(c) if ui.typing(&ctx).is_some() => ui.text(&ctx, c),
                // A stray letter says so, rather than nothing at all.
                Action::Char(c) => Reply::Say(fill(
                    words(self.screen.lang).key_does_nothing,
                    &[("c", &c.to_string())],
                )),
                Action::Click { column, row } => match self
                    .screen
                    .memo
                    .hits
                    .iter()
                    .find(|(r, _)| r.contains(ratatui::layout::Position::new(column, row)))
                {
                    Some((_, hit)) => ui.clicked(&ctx, *hit),
                    None => Reply::Nothing,
                },
                _ => Reply::Nothing,
            }
        };
        self.answer(reply, fx);
        Exit::Stay
    }

    fn host_command(
        &mut self,
        command: HostKey,
        action: Action,
        env: &Env,
        fx: &mut Vec<Effect>,
    ) -> Exit {
        match command {
            HostKey::Continue if self.screen.review.showing.is_some() => self.screen.close_review(),
            HostKey::Continue => {
                self.screen.overlay = Overlay::None;
                self.screen.hand_over_after_summary(&self.table.session);
            }
            HostKey::Scroll => {
                if let Overlay::Summary(_) = self.screen.overlay {
                    let most = self.screen.memo.summary_hidden;
                    let (next, end) = if action == Action::Up {
                        (self.screen.summary_scroll.saturating_sub(1), 0)
                    } else {
                        (self.screen.summary_scroll.saturating_add(1).min(most), most)
                    };
                    if next == self.screen.summary_scroll && self.screen.summary_scroll == end {
                        self.screen.message = if action == Action::Up {
                            words(self.screen.lang).summary_top
                        } else {
                            words(self.screen.lang).summary_bottom
                        }
                        .into();
                    }
                    self.screen.summary_scroll = next;
                }
                if self.screen.overlay == Overlay::Scores {
                    let memo = &self.screen.memo;
                    let (step, page) = (1, memo.pad_rows.saturating_sub(1).max(1));
                    let scroll = self.screen.pad_scroll;
                    self.screen.pad_scroll = match action {
                        Action::Up => scroll.saturating_sub(step),
                        Action::PageUp => scroll.saturating_sub(page),
                        Action::PageDown => scroll.saturating_add(page),
                        _ => scroll.saturating_add(step),
                    }
                    .min(memo.pad_hidden);
                }
                if let Overlay::Log(scroll) = self.screen.overlay {
                    self.screen.overlay = Overlay::Log(if action == Action::Up {
                        scroll.saturating_add(1)
                    } else {
                        scroll.saturating_sub(1)
                    });
                }
            }
            HostKey::Close => self.screen.overlay = Overlay::None,
            HostKey::AcceptHandoff if self.screen.review.pending.is_some() => {
                self.screen.show_review(&self.table.session)
            }
            HostKey::AcceptHandoff => self.screen.accept_handoff(),
            HostKey::Review => {
                self.screen.review.back = match &self.screen.overlay {
                    Overlay::Summary(summary) => Some(summary.clone()),
                    _ => None,
                };
                self.screen.overlay = Overlay::None;
                match self.screen.review.seats[..] {
                    [seat] => self.screen.hand_over_review(seat),
                    _ => self.screen.review.asking = true,
                }
            }
            HostKey::ReviewWho => {
                let seat = match action {
                    Action::Char(c) => c.to_digit(10).and_then(|d| (d as usize).checked_sub(1)),
                    _ => None,
                };
                if let Some(seat) = seat.filter(|s| self.screen.review.seats.contains(s)) {
                    self.screen.hand_over_review(seat);
                }
            }
            HostKey::ReviewBack => self.screen.close_review(),
            HostKey::PollSeat => self.poll_seat(action),
            HostKey::PollAnswer => {
                let (typed, ply) = (
                    self.table.session.typed_answers.len(),
                    self.table.session.ply(),
                );
                self.poll_answer(action);
                self.feed_poll(fx);
                if self.table.session.typed_answers.len() > typed && self.table.session.ply() == ply
                {
                    // A typed answer is kept in the save at once (a move saves itself).
                    self.save(fx);
                }
            }
            HostKey::Menu => return Exit::Menu,
            HostKey::ReviewPlays => {
                let session = self.table.session.clone();
                let seats =
                    crate::games::review::seats_to_review(&session, None).unwrap_or_default();
                return Exit::Review(crate::games::review::job(session, seats));
            }
            HostKey::Undo => self.undo(fx),
            HostKey::Hint => self.hint(fx),
            HostKey::StandIn => {
                self.stand_in_or_give_back(fx);
                // A vote that waited only for the away person: the answers typed here
                // go in now, the computer's after them (found by a tester: it waited
                // for nobody).
                self.feed_poll(fx);
            }
            // Chance is drawn by the runner: the new game starts when it answers.
            HostKey::Rematch => fx.push(Effect::Draw {
                legacy: env.save_path.to_path_buf(),
                game: G::KEY,
                purpose: DrawFor::Rematch,
            }),
            HostKey::Scores => {
                self.screen.pad_scroll = 0;
                self.screen.overlay = if self.screen.overlay == Overlay::Scores {
                    Overlay::None
                } else {
                    Overlay::Scores
                }
            }
            HostKey::Log => {
                self.screen.overlay = if matches!(self.screen.overlay, Overlay::Log(_)) {
                    Overlay::None
                } else {
                    Overlay::Log(0)
                }
            }
            HostKey::Export => fx.push(Effect::Export {
                dir: env
                    .save_path
                    .parent()
                    .unwrap_or(std::path::Path::new("."))
                    .join("records"),
                game: G::KEY,
                text: self.table.record_text(),
            }),
        }
        self.screen.after_change(&self.table.session);
        Exit::Stay
    }
}

/// The keys every table answers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HostKey {
    Continue,
    Scroll,
    Close,
    AcceptHandoff,
    Menu,
    Rematch,
    Scores,
    Log,
    Export,
    /// A computer for the away seats, or the seats given back.
    StandIn,
    /// A seat number on a poll screen: whose answer comes next.
    PollSeat,
    /// An answer key on a poll screen.
    PollAnswer,
    /// `u`: take back the last decision of the person at the keyboard.
    Undo,
    /// `h`: what the normal computer player would do now.
    Hint,
    /// `v` at a shared keyboard, at the game's end: a person's own part of the summary
    /// (Palace's review list), after a hand-off.
    Review,
    /// A seat number: whose own part to show.
    ReviewWho,
    /// Esc: back from asking whose part, or from the hand-off to it.
    ReviewBack,
    /// `p` at the game's end: the review of every person's plays.
    ReviewPlays,
}
