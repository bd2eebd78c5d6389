//! Moves: a person's, from a screen's keys; a computer's, asked for off the UI thread
//! and played once the pace allows; and the clock (each screen's countdown, the
//! computers' pace).

use super::{At, BotJob, Effect, Env, Exit, GameTable, Move, Overlay, ScreenId, Start};
use crate::app::effects::{Asked, BotAnswer, Drawn, Think};
use crate::app::text::table::{fill, words};
use crate::engine::runner::bot_rng;
use crate::engine::{Describe, SeatId};
use crate::game_screen::game_ui::ScreenedGame;
use crate::game_screen::game_ui::{GameUi, Reply};
use crate::session::record;
use std::cell::OnceCell;
use std::time::Instant;

impl<G: ScreenedGame> At<'_, G> {
    /// What the game's screen part made of a key.
    pub(crate) fn answer(&mut self, reply: Reply<Move<G>>, fx: &mut Vec<Effect>) {
        match reply {
            Reply::Nothing => {}
            Reply::Say(text) => self.screen.message = text,
            Reply::Play(mv) => {
                if let Some(seat) = self.acting_person() {
                    if let Some(why) = self.guide_refuses(seat, &mv) {
                        self.screen.message = why.clone();
                        if let Some(g) = self.table.guide.as_mut() {
                            g.said = Some(why);
                        }
                    } else {
                        let before = self.table.session.ply();
                        let step = self.table.guide.as_ref().map(|g| g.step);
                        self.play(seat, mv, fx);
                        let played = self.table.session.ply() > before;
                        if let Some(g) = self.table.guide.as_mut()
                            && played
                        {
                            // A refusal told in the step's box no longer applies once a
                            // move went (it stayed through the free play; found by a
                            // tester).
                            g.said = None;
                            // A step of several moves counts them itself (`moved`).
                            if Some(g.step) == step
                                && g.current().is_some_and(|s| s.moves.is_none())
                                && matches!(
                                    g.current().map(|s| s.wait()),
                                    Some(crate::games::guide::Wait::Move { .. })
                                )
                            {
                                g.advance();
                            }
                        }
                    }
                }
            }
            Reply::StartTimer => {
                let countdown = self.screen.ui.countdown(&self.ctx_with_clock(None));
                self.screen.timer.start(countdown, self.table.now);
            }
        }
        self.screen.after_change(&self.table.session);
    }

    /// Plays a move for `seat`: on a refusal the reason goes to the message line and
    /// nothing changes; otherwise the autosave and the record follow as effects (the
    /// other screens hear of it from [`GameTable::on`]).
    pub(crate) fn play(&mut self, seat: SeatId, mv: Move<G>, fx: &mut Vec<Effect>) {
        let lang = self.screen.lang;
        let before = self.table.session.ply();
        let entry = match self.table.session.play(seat, mv) {
            Ok(entry) => entry.clone(),
            Err(e) => {
                self.screen.message = e.describe(lang);
                return;
            }
        };
        self.table.bot = None;
        self.table.forget_stale_answers();
        self.screen.played(&self.table.session, seat, before);
        // The save below reads the new decision (its header).
        self.screen.decision = OnceCell::new();
        self.table.last_move = self.table.now;
        let summary = self.screen.summary_of(&self.table.session, &entry.events);
        if summary.is_none()
            && let Some(g) = self.table.guide.as_mut()
        {
            g.moved(seat);
        }
        if let Some(summary) = summary {
            self.screen.overlay = Overlay::Summary(summary);
            self.screen.summary_scroll = 0;
            // The summary is for everyone: no hand behind it, even the next person's
            // when they made the last play (their new hand showed on tall terminals).
            self.screen.hand_over_after_summary(&self.table.session);
            if let Some(g) = self.table.guide.as_mut() {
                // The round is over: on to the first step about its results.
                while let Some(step) = g.current()
                    && !g.after_round()
                {
                    let round_end = step.wait() == crate::games::guide::Wait::RoundEnd;
                    g.advance();
                    if round_end {
                        break;
                    }
                }
            }
        } else if self.screen.overlay == Overlay::Scores && !self.screen.memo.side_pad {
            // What one person opened is not left open for the next.
            if self.screen.handoff.is_some() {
                self.screen.overlay = Overlay::None;
            }
        }
        if let Some(path) = &self.table.record {
            let session = &self.table.session;
            // During play a public line per move; at the end the file is written afresh,
            // complete.
            let (lines, create) = if session.outcome().is_some() {
                let lines =
                    record::full_lines(session).unwrap_or_else(|_| record::public_lines(session));
                (lines, true)
            } else {
                (vec![record::public_move(session, &entry)], false)
            };
            fx.push(Effect::Record {
                path: path.clone(),
                lines,
                create,
            });
        }
        self.save(fx);
    }

    /// The decision's countdown on this screen: started, and run out into the game's
    /// move.
    fn run_countdown(&mut self, now: Instant, fx: &mut Vec<Effect>) {
        if self.acting_person().is_some() {
            let clock = self.screen.timer.clock(self.table.now);
            let countdown = self.screen.ui.countdown(&self.ctx_with_clock(clock));
            if self.screen.timer.tick(countdown, now) {
                let clock = self.screen.timer.clock(self.table.now);
                let reply = self.screen.ui.time_up(&self.ctx_with_clock(clock));
                self.answer(reply, fx);
            }
        }
    }

    /// The computer to move is asked (off this thread), and its move played once it
    /// came and the pace allows; the next computer is asked at once, so that at pace 0
    /// no move waits for the next tick.
    fn computers(&mut self, env: &Env, fx: &mut Vec<Effect>) {
        self.ask_computer(fx);
        let table = &mut *self.table;
        let waited = match (table.last_move, table.now) {
            (Some(last), Some(now)) => now.duration_since(last).as_millis() as u64,
            _ => 0,
        };
        let ready = table
            .bot
            .as_ref()
            .is_some_and(|b| b.ready.is_some() && b.ply == table.session.ply());
        if ready && waited >= env.bot_delay_ms {
            let seat = table.session.to_act();
            let mv = table.bot.as_mut().and_then(|b| b.ready.take());
            if let (Some(seat), Some(mv)) = (seat, mv) {
                let before = self.table.session.ply();
                self.play(seat, mv, fx);
                self.feed_poll(fx);
                if self.table.session.ply() == before {
                    // A computer player's move was refused: a bug, never a player's doing.
                    let why = std::mem::take(&mut self.screen.message);
                    self.screen.message =
                        fill(words(self.screen.lang).bot_refused, &[("why", &why)]);
                }
                self.ask_computer(fx);
            }
        }
        self.screen.after_change(&self.table.session);
    }

    /// Asks the computer to move now, unless it has been asked for this decision.
    fn ask_computer(&mut self, fx: &mut Vec<Effect>) {
        let table = &mut *self.table;
        if let Some((seat, level)) = table.bot_to_ask() {
            let ply = table.session.ply();
            let view = table.session.game.view_for(seat);
            let legal = table.session.game.candidate_moves(seat);
            let mut rng = bot_rng(table.session.seed, ply);
            table.bot = Some(BotJob { ply, ready: None });
            fx.push(Effect::Think {
                asked: Asked {
                    table: table.save_path.clone(),
                    ply,
                },
                job: Think(Box::new(move || {
                    let mut bot = G::bot(level);
                    Box::new(bot.choose(&view, &legal, &mut rng))
                })),
            });
        }
    }

    /// A computer player's answer: kept for the decision it was asked for, when that is
    /// this table's decision now and the answer is a move of this game; any other
    /// answer (a game left for the menu, an earlier decision) is dropped, never played.
    pub(crate) fn bot_answered(&mut self, asked: Asked, mv: BotAnswer) {
        let ply = self.table.session.ply();
        let Some(job) = self.table.bot.as_mut() else {
            return;
        };
        if asked.table != self.table.save_path || asked.ply != job.ply || job.ply != ply {
            return;
        }
        match mv.downcast::<Move<G>>() {
            Ok(mv) => job.ready = Some(*mv),
            // Never a player's doing: said, so that a table waiting for ever says why.
            Err(_) => {
                let error = format!("not a move of {}", G::KEY);
                self.screen.message = fill(words(self.screen.lang).bot_lost, &[("error", &error)])
            }
        }
    }

    /// A new game with the same seats and house rules, on the seed and save name drawn.
    pub(crate) fn rematch(&mut self, drawn: Drawn, fx: &mut Vec<Effect>) -> Exit {
        let start = Start {
            seats: self.table.session.seats.clone(),
            section: self.table.section.clone(),
            seed: drawn.seed,
            seed_chosen: false,
            lang: self.screen.lang,
            record: None,
            save_path: drawn.save_path,
        };
        match GameTable::<G>::start(start, fx) {
            Ok(t) => Exit::Rematch(Box::new(t)),
            Err(e) => {
                self.screen.message = e;
                Exit::Stay
            }
        }
    }
}

impl<G: ScreenedGame> GameTable<G> {
    /// Time passes: the countdowns of every screen, then the computers.
    pub(crate) fn tick(&mut self, now: Instant, env: &Env, fx: &mut Vec<Effect>) {
        self.table.now = Some(now);
        if self.table.last_move.is_none() {
            self.table.last_move = Some(now);
        }
        // The table reads the summary before anyone moves on.
        if self.summary_open() {
            return;
        }
        // After the guided round, the computers wait while its results are read.
        if self.table.guide.as_ref().is_some_and(|g| g.after_round()) {
            return;
        }
        self.on(ScreenId::Host, |at| at.run_countdown(now, fx));
        for seat in 0..self.table.remote.len() {
            self.on(ScreenId::Seat(seat), |at| at.run_countdown(now, fx));
        }
        self.on(ScreenId::Host, |at| at.computers(env, fx));
    }
}
