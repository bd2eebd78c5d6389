//! The moves of a turn: pre-plays, plays, challenges and votes.

use super::config::WordCheck;
use super::error::PalabraError;
use super::plan::{PlayPlan, ShavePlan};
use super::state::{Entry, Palabra, PalabraEvent, PalabraMove, Pending, Phase};
use super::table::{PlayKind, TableWord};
use super::turn::TurnEnd;
use super::words::is_valid_word;
use crate::engine::SeatId;
use rand::seq::SliceRandom;

type Events = Vec<PalabraEvent>;

impl Palabra {
    /// Checks a table play for `seat` against the current state.
    pub(super) fn plan_play(
        &self,
        seat: SeatId,
        mv: &PalabraMove,
    ) -> Result<PlayPlan, PalabraError> {
        let cx = self.ctx(seat);
        match mv {
            PalabraMove::Word {
                before,
                after,
                build_on,
            } => cx.plan_line(PlayKind::Word, before, after, *build_on),
            PalabraMove::Straight {
                before,
                after,
                build_on,
            } => cx.plan_line(PlayKind::Straight, before, after, *build_on),
            PalabraMove::Flush { cards } => cx.plan_flush(cards),
            _ => Err(PalabraError::WrongPhase),
        }
    }

    pub(super) fn apply_move(
        &mut self,
        seat: SeatId,
        mv: &PalabraMove,
    ) -> Result<Events, PalabraError> {
        use PalabraMove as M;
        if !super::view::fits_phase(self.phase, mv) {
            return Err(PalabraError::WrongPhase);
        }
        if *mv == M::TimeOut && self.rules.impatient_timer_seconds == 0 {
            return Err(PalabraError::TimerOff);
        }
        let mut ev = Vec::new();
        match mv {
            M::Joker { targets } => {
                let hits = self.ctx(seat).plan_joker(targets)?;
                self.do_jokers(seat, &hits, &mut ev);
                self.after_pre_play(seat, &mut ev);
            }
            M::Shave { target, cards } => {
                let plan = self.ctx(seat).plan_shave(*target, cards)?;
                self.do_shave(seat, &plan, &mut ev);
                self.after_pre_play(seat, &mut ev);
            }
            M::SkipPrePlay => {
                ev.push(PalabraEvent::PrePlaySkipped { seat });
                self.phase = Phase::Play;
            }
            M::Word { .. } | M::Straight { .. } | M::Flush { .. } => {
                let plan = self.plan_play(seat, mv)?;
                let judged = plan.kind == PlayKind::Word && self.players > 1;
                match self.rules.word_check {
                    WordCheck::Challenge | WordCheck::Vote if judged => {
                        ev.push(PalabraEvent::WordLaid {
                            seat,
                            word: plan.word.clone(),
                        });
                        self.pending = Some(Pending {
                            seat,
                            mv: mv.clone(),
                            word: plan.word,
                            answers: Vec::new(),
                        });
                        self.phase = if self.rules.word_check == WordCheck::Vote {
                            Phase::Vote
                        } else {
                            Phase::Challenge
                        };
                        self.to_act = Some(self.next_seat(seat));
                    }
                    _ => self.commit(seat, plan, &mut ev),
                }
            }
            M::Vowels { cards } => {
                let points = self.ctx(seat).plan_vowels(cards)?;
                let shown = self.take_from_hand(seat, cards);
                let letters: String = shown
                    .iter()
                    .map(|c| c.label())
                    .collect::<Vec<_>>()
                    .join(" ");
                self.add_points(seat, Entry::Vowels { count: shown.len() }, points);
                ev.push(PalabraEvent::VowelPlay {
                    seat,
                    letters,
                    points,
                });
                self.draw.extend(shown);
                self.draw.shuffle(&mut self.rng);
                self.refill(seat, &mut ev);
                self.end_turn(TurnEnd::Idle, &mut ev);
            }
            M::Exchange { cards } => {
                self.ctx(seat).plan_exchange(cards)?;
                let out = self.take_from_hand(seat, cards);
                ev.push(PalabraEvent::Exchanged {
                    seat,
                    count: out.len(),
                });
                self.refill(seat, &mut ev);
                self.draw.extend(out);
                self.draw.shuffle(&mut self.rng);
                self.end_turn(TurnEnd::Idle, &mut ev);
            }
            M::Pass => self.pass(seat, false, &mut ev),
            M::TimeOut => match self.phase {
                Phase::PrePlay | Phase::Play => self.pass(seat, true, &mut ev),
                Phase::Challenge => self.answer(seat, false, &mut ev),
                _ => self.answer(seat, true, &mut ev),
            },
            M::Challenge => self.answer(seat, true, &mut ev),
            M::Accept => self.answer(seat, false, &mut ev),
            M::Vote { accept } => self.answer(seat, *accept, &mut ev),
        }
        Ok(ev)
    }

    fn pass(&mut self, seat: SeatId, timed_out: bool, ev: &mut Events) {
        ev.push(PalabraEvent::Passed { seat, timed_out });
        let how = if self.acted {
            TurnEnd::Active
        } else {
            TurnEnd::Pass
        };
        self.end_turn(how, ev);
    }

    pub(super) fn do_jokers(&mut self, seat: SeatId, hits: &[(SeatId, i32)], ev: &mut Events) {
        for &(victim, points) in hits {
            let Some(i) = self.hands[seat].iter().position(|c| c.is_joker()) else {
                break;
            };
            let joker = self.hands[seat].remove(i);
            let Some(w) = self.table[victim].as_mut() else {
                continue;
            };
            w.jokered = true;
            w.lying.push(joker);
            let word = w.word();
            self.add_points(
                victim,
                Entry::Jokered {
                    by: seat,
                    word: word.clone(),
                },
                -points,
            );
            ev.push(PalabraEvent::Jokered {
                seat,
                victim,
                word,
                points,
            });
        }
    }

    pub(super) fn do_shave(&mut self, seat: SeatId, plan: &ShavePlan, ev: &mut Events) {
        let ids: Vec<usize> = plan.pairs.iter().map(|(c, _)| c.id).collect();
        let cards = self.take_from_hand(seat, &ids);
        let Some(w) = self.table[plan.target].as_mut() else {
            return;
        };
        for &(_, pos) in &plan.pairs {
            if let Some(p) = w.cards.get_mut(pos) {
                p.shaved = true;
            }
        }
        w.lying.extend(cards);
        w.shaved += plan.points;
        let word = w.word();
        let victim = plan.target;
        self.add_points(
            seat,
            Entry::ShaveGiven {
                victim,
                word: word.clone(),
                letters: plan.letters.clone(),
            },
            plan.points,
        );
        self.add_points(
            victim,
            Entry::ShaveTaken {
                by: seat,
                word: word.clone(),
                letters: plan.letters.clone(),
            },
            -plan.points,
        );
        ev.push(PalabraEvent::Shaved {
            seat,
            victim,
            word,
            letters: plan.letters.clone(),
            points: plan.points,
        });
    }

    fn after_pre_play(&mut self, seat: SeatId, ev: &mut Events) {
        self.acted = true;
        self.refill(seat, ev);
        if !self.check_out(seat, None, ev) {
            self.phase = Phase::Play;
        }
    }

    /// Puts a play on the table and scores it (no checks: `plan` is valid).
    pub(super) fn place(&mut self, seat: SeatId, plan: PlayPlan, ev: &mut Events) -> (String, i32) {
        self.take_from_hand(seat, &plan.used);
        let mut built_on = None;
        if let Some(t) = plan.build_on
            && let Some(old) = self.table[t].take()
        {
            built_on = Some((t, old.word()));
            self.discard.extend(old.lying);
        }
        self.serial += 1;
        let points = plan.score.total;
        let word = TableWord {
            serial: self.serial,
            kind: plan.kind,
            owner: seat,
            cards: plan.placed,
            lock: plan.score.lock,
            mult: plan.score.stars.iter().product::<i32>() * plan.score.lock_mult,
            scored: points,
            shaved: 0,
            jokered: false,
            lying: Vec::new(),
            built_on: built_on.clone(),
        };
        self.discard_word(seat, ev);
        self.table[seat] = Some(word);
        self.last_play = Some(self.serial);
        self.add_points(
            seat,
            Entry::Play {
                kind: plan.kind,
                word: plan.word.clone(),
                built_on: built_on.as_ref().map(|b| b.1.clone()),
            },
            points,
        );
        ev.push(PalabraEvent::Played {
            seat,
            kind: plan.kind,
            word: plan.word.clone(),
            built_on,
            score: plan.score,
        });
        (plan.word, points)
    }

    /// The play stands: on the table, scored, draw back to seven; the turn ends.
    fn commit(&mut self, seat: SeatId, plan: PlayPlan, ev: &mut Events) {
        let fp = self.place(seat, plan, ev);
        self.acted = true;
        self.refill(seat, ev);
        if !self.check_out(seat, Some(fp), ev) {
            self.end_turn(TurnEnd::Active, ev);
        }
    }

    /// A challenge or vote answer. `yes` = challenge (challenge mode) or accept (vote).
    fn answer(&mut self, seat: SeatId, yes: bool, ev: &mut Events) {
        let Some(mut p) = self.pending.take() else {
            return;
        };
        let player = p.seat;
        if self.phase == Phase::Challenge {
            if yes {
                if is_valid_word(&p.word, self.rules.dictionary) {
                    ev.push(PalabraEvent::ChallengeFailed {
                        challenger: seat,
                        player,
                        word: p.word.clone(),
                    });
                    self.skip_next[seat] = true;
                    self.stand(player, &p.mv, ev);
                } else {
                    ev.push(PalabraEvent::ChallengeWon {
                        challenger: seat,
                        player,
                        word: p.word.clone(),
                    });
                    let how = if self.acted {
                        TurnEnd::Active
                    } else {
                        TurnEnd::Pass
                    };
                    self.end_turn(how, ev);
                }
                return;
            }
            ev.push(PalabraEvent::Accepted { seat });
        } else {
            ev.push(PalabraEvent::Voted { seat, accept: yes });
        }
        p.answers.push((seat, yes));
        let next = self.next_seat(seat);
        if next != player {
            self.to_act = Some(next);
            self.pending = Some(p);
            return;
        }
        if self.phase == Phase::Challenge {
            self.stand(player, &p.mv, ev);
            return;
        }
        let yes_n = p.answers.iter().filter(|a| a.1).count();
        let no_n = p.answers.len() - yes_n;
        let accepted = yes_n >= no_n;
        ev.push(PalabraEvent::VoteResult {
            player,
            word: p.word.clone(),
            yes: yes_n,
            no: no_n,
            accepted,
        });
        if accepted {
            self.stand(player, &p.mv, ev);
        } else {
            self.rejected.push(p.word);
            self.phase = Phase::Play;
            self.to_act = Some(player);
        }
    }

    /// The judged word stands.
    fn stand(&mut self, player: SeatId, mv: &PalabraMove, ev: &mut Events) {
        self.phase = Phase::Play;
        self.to_act = Some(player);
        match self.plan_play(player, mv) {
            Ok(plan) => self.commit(player, plan, ev),
            Err(_) => self.end_turn(TurnEnd::Pass, ev),
        }
    }
}
