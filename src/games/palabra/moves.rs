//! The moves of a turn: pre-plays, plays, challenges and votes.

use super::config::WordCheck;
use super::error::PalabraError;
use super::plan::{PlayPlan, ShavePlan};
use super::state::{Entry, Palabra, PalabraEvent, PalabraMove, PalabraWord, Pending, Phase};
use super::table::{PlayKind, TableWord};
use super::turn::TurnEnd;
use super::words::is_valid_word;
use crate::engine::SeatId;
use crate::games::judge::{self, Answer, Count, Refusal, Table};
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
                        self.pending = Some(Pending::new(
                            seat,
                            plan.word,
                            PalabraWord { mv: mv.clone() },
                        ));
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
            // Time up on a judged word: an accept, or a vote for it.
            M::TimeOut => match self.phase {
                Phase::PrePlay | Phase::Play => self.pass(seat, true, &mut ev),
                Phase::Challenge => self.judge(seat, Answer::Accept, &mut ev)?,
                _ => self.judge(seat, Answer::Vote(true), &mut ev)?,
            },
            M::Challenge => self.judge(seat, Answer::Challenge, &mut ev)?,
            M::Accept => self.judge(seat, Answer::Accept, &mut ev)?,
            M::Vote { accept } => self.judge(seat, Answer::Vote(*accept), &mut ev)?,
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

    /// An answer to the word waiting for the table (the common engine, the hooks below).
    fn judge(&mut self, seat: SeatId, answer: Answer, ev: &mut Events) -> Result<(), PalabraError> {
        if judge::answer(self, seat, answer, ev) {
            Ok(())
        } else {
            Err(PalabraError::WrongPhase)
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

/// Palabra's rulings for a judged word: a wrong challenge costs the challenger its next
/// turn; a word the dictionary refuses ends the player's turn; a word voted down goes
/// back and the player plays again (it may not lay that word again this turn).
impl Table for Palabra {
    type Word = PalabraWord;
    type Event = PalabraEvent;
    /// In challenge mode an answer was written as "challenged": an accept is false.
    const ACCEPT_WRITTEN: bool = false;

    fn laid(&mut self) -> Option<&mut Pending> {
        self.pending.as_mut()
    }
    fn waiting(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }
    fn asked(&self) -> Option<SeatId> {
        self.to_act
    }
    fn next_asked(&self, seat: SeatId) -> SeatId {
        self.next_seat(seat)
    }
    fn ask(&mut self, seat: SeatId) {
        self.to_act = Some(seat);
    }
    fn knows(&self, word: &str) -> bool {
        is_valid_word(word, self.rules.dictionary)
    }
    fn accepted(&self, seat: SeatId) -> PalabraEvent {
        PalabraEvent::Accepted { seat }
    }
    fn voted(&self, seat: SeatId, accept: bool) -> PalabraEvent {
        PalabraEvent::Voted { seat, accept }
    }
    fn closed_early(&self, player: SeatId, word: String, unasked: Vec<SeatId>) -> PalabraEvent {
        PalabraEvent::VoteClosed {
            player,
            word,
            unasked,
        }
    }
    fn counted(&self, player: SeatId, word: String, c: Count) -> PalabraEvent {
        PalabraEvent::VoteResult {
            player,
            word,
            yes: c.yes,
            no: c.no,
            accepted: c.accepted,
        }
    }
    fn on_challenge_failed(
        &mut self,
        challenger: SeatId,
        player: SeatId,
        word: String,
        ev: &mut Events,
    ) {
        ev.push(PalabraEvent::ChallengeFailed {
            challenger,
            player,
            word,
        });
        self.skip_next[challenger] = true;
    }
    fn on_challenge_won(
        &mut self,
        challenger: SeatId,
        player: SeatId,
        word: String,
        ev: &mut Events,
    ) {
        ev.push(PalabraEvent::ChallengeWon {
            challenger,
            player,
            word,
        });
    }
    fn on_stands(&mut self, ev: &mut Events) {
        if let Some(p) = self.pending.take() {
            self.stand(p.seat, &p.game.mv, ev);
        }
    }
    fn on_refused(&mut self, why: Refusal, ev: &mut Events) {
        let Some(p) = self.pending.take() else {
            return;
        };
        match why {
            Refusal::Challenge => {
                let how = if self.acted {
                    TurnEnd::Active
                } else {
                    TurnEnd::Pass
                };
                self.end_turn(how, ev);
            }
            Refusal::Vote => {
                self.rejected.push(p.word);
                self.phase = Phase::Play;
                self.to_act = Some(p.seat);
            }
        }
    }
}
