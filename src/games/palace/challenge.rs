//! The challenge flow: who gives, the giver's pick of three, the answer (typed, a
//! computer's attempt, or the table's vote), the tallies and what happens after.

use super::config::OpenAnswers;
use super::error::PalaceError;
use super::lang::{Challenges, Judged};
use super::state::{
    Missed, Palace, PalaceEvent as E, PalaceMove, Pending, Phase, Reason, Slot, Step,
};
use super::text::kind_index;
use crate::engine::{Rules, SeatId};
use crate::games::judge::Count;

/// Longest typed answer accepted.
pub(crate) const MAX_ANSWER: usize = 60;

/// How many challenges the giver chooses from.
pub(crate) const OFFERED: usize = 3;

impl Palace {
    pub fn challenges(&self) -> &'static Challenges {
        Challenges::embedded(self.rules.practised)
    }

    /// Starts a series of challenges, (giver, taker) in order.
    pub(super) fn start_challenges(
        &mut self,
        reason: Reason,
        pairs: Vec<(SeatId, SeatId)>,
        ev: &mut Vec<E>,
    ) {
        ev.push(E::Challenges {
            reason: reason.clone(),
            count: pairs.len(),
        });
        self.phase = Phase::Challenge;
        let of = pairs.len();
        self.pending = Some(Pending {
            reason,
            giver: 0,
            taker: 0,
            step: Step::Choose {
                options: Vec::new(),
            },
            queue: pairs,
            failed: false,
            number: 0,
            of,
            ahead: Vec::new(),
        });
        self.next_challenge(ev);
    }

    /// The three challenges drawn for a person (or a computer) taking one, from `rng`.
    fn draw_for(&self, taker: SeatId, rng: &mut crate::engine::GameRng) -> Vec<String> {
        if let Some(id) = &self.playout_challenge {
            return vec![id.clone()];
        }
        let table = self.people_count() >= 2 && self.is_person(taker);
        let level = self.rules.level.level();
        Challenges::embedded(self.rules.practised).draw(level, table, OFFERED, rng)
    }

    /// The next challenge of the series in turn, or what follows the series. One taken
    /// up before its turn keeps its step (or is skipped once done).
    fn next_challenge(&mut self, ev: &mut Vec<E>) {
        loop {
            let Some(p) = self.pending.as_mut() else {
                return;
            };
            if p.queue.is_empty() || (p.failed && p.reason.stops_on_failure()) {
                break;
            }
            let (giver, taker) = p.queue.remove(0);
            p.number += 1;
            if !p.ahead.is_empty() {
                p.giver = giver;
                p.taker = taker;
                match p.ahead.remove(0) {
                    Some(step) => {
                        p.step = step;
                        return;
                    }
                    None => continue,
                }
            }
            let mut rng = self.rng.clone();
            let options = self.draw_for(taker, &mut rng);
            self.rng = rng;
            let p = self.pending.as_mut().expect("checked above");
            p.giver = giver;
            p.taker = taker;
            if options.is_empty() {
                ev.push(E::NoChallenge { seat: taker });
                continue;
            }
            p.step = Step::Choose { options };
            return;
        }
        self.finish_series(ev);
    }

    /// The challenge of the series that `seat`, a person, decides now before its turn
    /// (its index in the queue): the first one they are to pick (its three drawn or
    /// not) or to answer. None: it is their turn in the series' order (`to_act`), or
    /// they have nothing to do, or the table votes. A person decides one thing at a
    /// time, in the series' order; computers always wait for their turn, so that
    /// computer games go as before.
    pub(crate) fn ahead_for(&self, seat: SeatId) -> Option<usize> {
        if self.phase != Phase::Challenge || !self.is_person(seat) || self.to_act() == Some(seat) {
            return None;
        }
        let p = self.pending.as_ref()?;
        if self.poll_open() {
            return None;
        }
        p.queue.iter().enumerate().find_map(|(i, &(giver, taker))| {
            let actor = match p.ahead.get(i) {
                Some(Some(step)) => self.actor_of(step, giver, taker),
                Some(None) => None,
                // Not drawn yet: its giver may pick it.
                None => Some(giver),
            };
            (actor == Some(seat)).then_some(i)
        })
    }

    /// Who decides a step of the series: the giver picks, the taker answers (an open
    /// challenge typed: the taker types first); a vote waits for its turn.
    fn actor_of(&self, step: &Step, giver: SeatId, taker: SeatId) -> Option<SeatId> {
        match step {
            Step::Choose { .. } => Some(giver),
            Step::Answer { .. } => Some(taker),
            Step::Vote { .. } if self.typing_step(step) => Some(taker),
            Step::Vote { .. } => None,
        }
    }

    /// The table votes on an answer now (the challenge in turn).
    fn poll_open(&self) -> bool {
        matches!(
            self.pending.as_ref().map(|p| &p.step),
            Some(Step::Vote { .. })
        ) && !self.typing_for_vote()
    }

    /// The people who may decide now before their turn (`ahead_for`), by seat.
    pub(crate) fn deciding_ahead(&self) -> Vec<SeatId> {
        (0..self.players)
            .filter(|&s| self.ahead_for(s).is_some())
            .collect()
    }

    /// The three a giver is offered for the queue's entry `index`: those drawn, or if
    /// not drawn yet, those the series' order will draw (on a copy of the RNG).
    pub(crate) fn options_at(&self, index: usize) -> Vec<String> {
        let Some(p) = self.pending.as_ref() else {
            return Vec::new();
        };
        if let Some(step) = p.ahead.get(index) {
            return match step {
                Some(Step::Choose { options }) => options.clone(),
                _ => Vec::new(),
            };
        }
        let mut rng = self.rng.clone();
        let mut options = Vec::new();
        for &(_, taker) in p.queue.iter().take(index + 1).skip(p.ahead.len()) {
            options = self.draw_for(taker, &mut rng);
        }
        options
    }

    /// Draws, in the series' order, every challenge of the queue up to `index` not drawn
    /// yet: a giver picks one before its turn.
    fn draw_up_to(&mut self, index: usize, ev: &mut Vec<E>) {
        loop {
            let Some(p) = self.pending.as_ref() else {
                return;
            };
            let next = p.ahead.len();
            if next > index || next >= p.queue.len() {
                return;
            }
            let taker = p.queue[next].1;
            let mut rng = self.rng.clone();
            let options = self.draw_for(taker, &mut rng);
            self.rng = rng;
            let step = if options.is_empty() {
                ev.push(E::NoChallenge { seat: taker });
                None
            } else {
                Some(Step::Choose { options })
            };
            if let Some(p) = self.pending.as_mut() {
                p.ahead.push(step);
            }
        }
    }

    /// A person deciding out of turn: a voter who votes before another (votes are
    /// secret until counted), or a giver or taker of the series before their turn.
    pub(crate) fn decides_out_of_turn(&self, seat: SeatId, mv: &PalaceMove) -> bool {
        self.phase == Phase::Challenge && self.slot_of(seat, mv).is_ok()
    }

    /// Which challenge of the series `seat`'s move is for.
    fn slot_of(&self, seat: SeatId, mv: &PalaceMove) -> Result<Slot, PalaceError> {
        if self.to_act() == Some(seat) || self.vote_said_aloud(seat, mv) {
            return Ok(Slot::Current);
        }
        if matches!(mv, PalaceMove::Vote { .. }) {
            let p = self.pending.as_ref().ok_or(PalaceError::WrongMove)?;
            return if self.poll_open() && p.step.unvoted().contains(&seat) {
                Ok(Slot::Current)
            } else {
                Err(PalaceError::NotYourTurn)
            };
        }
        self.ahead_for(seat)
            .map(Slot::Ahead)
            .ok_or(PalaceError::NotYourTurn)
    }

    pub(super) fn challenge_moves(&self, seat: SeatId, slot: Slot) -> Vec<PalaceMove> {
        let Some(p) = &self.pending else {
            return Vec::new();
        };
        let typed_answer = || {
            let mut v = vec![PalaceMove::Answer {
                text: String::new(),
            }];
            if self.rules.challenge_timer_seconds > 0 {
                v.push(PalaceMove::TimeUp);
            }
            v
        };
        let Slot::Ahead(i) = slot else {
            return match &p.step {
                Step::Choose { options } => (0..options.len())
                    .map(|pick| PalaceMove::Give { pick })
                    .collect(),
                Step::Answer { .. } if self.is_person(seat) => typed_answer(),
                Step::Answer { .. } => vec![
                    PalaceMove::Attempt { passed: true },
                    PalaceMove::Attempt { passed: false },
                ],
                Step::Vote { .. } if self.typing_for_vote() => typed_answer(),
                Step::Vote { .. } => vec![
                    PalaceMove::Vote { accept: true },
                    PalaceMove::Vote { accept: false },
                ],
            };
        };
        // Only people decide before their turn: a pick or a typed answer.
        match p.step_at(slot) {
            Some(Step::Choose { .. }) | None => (0..self.options_at(i).len())
                .map(|pick| PalaceMove::Give { pick })
                .collect(),
            Some(_) => typed_answer(),
        }
    }

    pub(super) fn challenge_move(
        &mut self,
        seat: SeatId,
        mv: &PalaceMove,
        ev: &mut Vec<E>,
    ) -> Result<(), PalaceError> {
        let slot = self.slot_of(seat, mv)?;
        if let (Slot::Ahead(i), PalaceMove::Give { .. }) = (slot, mv) {
            self.draw_up_to(i, ev);
        }
        let person = self.is_person(seat);
        let Some(p) = self.pending.as_ref() else {
            return Err(PalaceError::WrongMove);
        };
        let (giver, taker) = p.pair(slot);
        let Some(step) = p.step_at(slot) else {
            return Err(PalaceError::NoPick);
        };
        let typing = self.typing_step(step) && taker == seat;
        let typing_id = match step {
            Step::Vote { id, .. } => id.clone(),
            _ => String::new(),
        };
        match (step.clone(), mv) {
            (Step::Choose { options }, PalaceMove::Give { pick }) => {
                let Some(id) = options.get(*pick).cloned() else {
                    return Err(PalaceError::NoPick);
                };
                ev.push(E::Gave {
                    giver,
                    taker,
                    id: id.clone(),
                });
                let voters = self.voters(taker, &id);
                // An open challenge goes to the vote in either way of answering (the
                // same state as before typed answers, so older saves replay): typed,
                // the taker answers first (`Palace::typing_for_vote`).
                let next = if voters.is_empty() {
                    Step::Answer { id }
                } else {
                    Step::Vote {
                        id,
                        voters,
                        votes: Vec::new(),
                        answer: None,
                        by: Vec::new(),
                    }
                };
                self.set_step(slot, next);
                Ok(())
            }
            (Step::Vote { .. }, PalaceMove::Answer { text }) if typing => {
                let text = text.trim();
                if text.is_empty() {
                    return Err(PalaceError::EmptyAnswer);
                }
                if text.chars().count() > MAX_ANSWER {
                    return Err(PalaceError::TooLong);
                }
                // Every voter reads the answer, then votes.
                if let Some(Step::Vote { answer, .. }) =
                    self.pending.as_mut().and_then(|p| p.step_at_mut(slot))
                {
                    *answer = Some(text.to_string());
                }
                ev.push(E::OpenAnswer {
                    seat,
                    id: typing_id,
                    answer: text.to_string(),
                });
                Ok(())
            }
            (Step::Vote { id, .. }, PalaceMove::TimeUp) if typing => {
                ev.push(E::TimedOut {
                    seat,
                    id: id.clone(),
                });
                self.record_result(seat, &id, false, None, slot, ev);
                Ok(())
            }
            (Step::Answer { id }, PalaceMove::Answer { text }) if person => {
                let text = text.trim();
                if text.is_empty() {
                    return Err(PalaceError::EmptyAnswer);
                }
                if text.chars().count() > MAX_ANSWER {
                    return Err(PalaceError::TooLong);
                }
                let (passed, accepted) = match self.challenges().get(&id) {
                    Some(c) => {
                        let v = c.check_spelling(text, self.rules.exact_enye);
                        (v.passed, v.accepted.to_string())
                    }
                    None => (false, String::new()),
                };
                ev.push(E::Answered {
                    seat,
                    id: id.clone(),
                    answer: text.to_string(),
                    passed,
                    accepted,
                });
                self.record_result(seat, &id, passed, Some(text.to_string()), slot, ev);
                Ok(())
            }
            (Step::Answer { id }, PalaceMove::TimeUp) if person => {
                ev.push(E::TimedOut {
                    seat,
                    id: id.clone(),
                });
                self.record_result(seat, &id, false, None, slot, ev);
                Ok(())
            }
            (Step::Answer { id }, PalaceMove::Attempt { passed }) if !person => {
                ev.push(E::Attempted {
                    seat,
                    id: id.clone(),
                    passed: *passed,
                });
                self.record_result(seat, &id, *passed, None, slot, ev);
                Ok(())
            }
            (
                Step::Vote {
                    id,
                    voters,
                    mut votes,
                    answer,
                    mut by,
                },
                PalaceMove::Vote { accept },
            ) if slot == Slot::Current => {
                let before = step.voted();
                if !voters.contains(&seat) || before.contains(&seat) {
                    return Err(PalaceError::WrongMove);
                }
                // Voting in the voters' order is written as before; out of it, who
                // voted is kept beside the votes.
                if by.is_empty() && voters.get(votes.len()) != Some(&seat) {
                    by = before;
                    by.push(seat);
                } else if !by.is_empty() {
                    by.push(seat);
                }
                votes.push(*accept);
                ev.push(E::Voted {
                    seat,
                    accept: *accept,
                });
                let now = Step::Vote {
                    id: id.clone(),
                    voters,
                    votes: votes.clone(),
                    answer: answer.clone(),
                    by,
                };
                let unasked = now.unvoted();
                self.set_step(slot, now);
                // Majority; a tie accepts (as a word game's vote: judge.rs). The vote
                // closes as soon as the votes to come cannot change its result.
                let count = Count::of(votes.iter().copied(), true);
                if unasked.is_empty() || count.settled(unasked.len(), true) {
                    if !unasked.is_empty() {
                        ev.push(E::VoteClosed {
                            seat: taker,
                            id: id.clone(),
                            unasked,
                        });
                    }
                    let passed = count.accepted;
                    ev.push(E::Judged {
                        seat: taker,
                        id: id.clone(),
                        passed,
                    });
                    self.record_result(taker, &id, passed, answer, slot, ev);
                }
                Ok(())
            }
            _ => Err(PalaceError::WrongMove),
        }
    }

    fn set_step(&mut self, slot: Slot, step: Step) {
        if let Some(s) = self.pending.as_mut().and_then(|p| p.step_at_mut(slot)) {
            *s = step;
        }
    }

    /// Who votes on `taker`'s answer to challenge `id`: the other people, when the
    /// table judges it (an open challenge) and the taker is a person; else nobody (the
    /// program checks it, or a computer attempts it).
    fn voters(&self, taker: SeatId, id: &str) -> Vec<SeatId> {
        let judged_by_table = self
            .challenges()
            .get(id)
            .is_some_and(|c| c.judged() == Judged::Table);
        if !judged_by_table || !self.is_person(taker) {
            return Vec::new();
        }
        self.others(taker, false)
            .into_iter()
            .filter(|s| self.is_person(*s))
            .collect()
    }

    /// An open challenge's vote waits for the taker's typed answer (house rule
    /// `open_answers` typed): the taker acts, no vote is asked yet.
    pub(crate) fn typing_for_vote(&self) -> bool {
        self.pending
            .as_ref()
            .is_some_and(|p| self.typing_step(&p.step))
    }

    /// Whether a step of the series waits for its taker's typed open answer.
    pub(crate) fn typing_step(&self, step: &Step) -> bool {
        self.rules.open_answers == OpenAnswers::Typed
            && matches!(step, Step::Vote { answer: None, votes, .. } if votes.is_empty())
    }

    /// A save or record made before typed open answers holds the first voter's vote
    /// right after an open challenge was given (the answer was said aloud then): where
    /// the taker would now type, that vote still counts, so that such games replay.
    pub(super) fn vote_said_aloud(&self, seat: SeatId, mv: &PalaceMove) -> bool {
        self.typing_for_vote()
            && matches!(mv, PalaceMove::Vote { .. })
            && matches!(
                self.pending.as_ref().map(|p| &p.step),
                Some(Step::Vote { voters, .. }) if voters.first() == Some(&seat)
            )
    }

    /// Tallies a result, remembers a miss for the review, and moves on: after the
    /// challenge in turn, to the next; after one taken up before its turn, it is done
    /// (a failure that ends the series ends it at once).
    fn record_result(
        &mut self,
        taker: SeatId,
        id: &str,
        passed: bool,
        given: Option<String>,
        slot: Slot,
        ev: &mut Vec<E>,
    ) {
        if let Some(c) = self.challenges().get(id) {
            let k = kind_index(&c.kind());
            self.tallies[taker].tried[k] += 1;
            if passed {
                self.tallies[taker].passed[k] += 1;
            }
        }
        if !passed && self.playout_challenge.is_none() {
            self.missed[taker].push(Missed {
                id: id.to_string(),
                given,
            });
        }
        let Some(p) = self.pending.as_mut() else {
            return;
        };
        if !passed {
            p.failed = true;
        }
        match slot {
            Slot::Current => self.next_challenge(ev),
            Slot::Ahead(i) => {
                if let Some(step) = p.ahead.get_mut(i) {
                    *step = None;
                }
                if p.failed && p.reason.stops_on_failure() {
                    self.finish_series(ev);
                }
            }
        }
    }

    /// Every challenge of the series is done (or one failed where that ends it).
    fn finish_series(&mut self, ev: &mut Vec<E>) {
        let Some(p) = self.pending.take() else {
            return;
        };
        let passed = !p.failed;
        let turn = self.turn;
        self.phase = Phase::Play;
        match p.reason {
            Reason::Two | Reason::Pair { .. } => {
                if passed {
                    let rank = match p.reason {
                        Reason::Pair { rank } => rank,
                        _ => 2,
                    };
                    self.phase = Phase::PairCard;
                    ev.push(E::PairNow { seat: turn, rank });
                } else {
                    self.next_turn(turn, ev);
                }
            }
            Reason::Seven { rank } => {
                if passed {
                    self.need = super::state::Need::Any;
                    ev.push(E::FreeChoice { seat: turn });
                } else {
                    ev.push(E::MustBeat { seat: turn, rank });
                }
                self.begin_turn(turn, ev);
            }
            Reason::Ten | Reason::Clear { .. } => {
                self.clear_pile(false, ev);
                self.again(turn, ev);
            }
            // The four of a kind cleared the pile when it was played.
            Reason::Four => self.again(turn, ev),
            Reason::Stuck => {
                if passed {
                    self.phase = Phase::StuckFree;
                    ev.push(E::MayPlayAny { seat: turn });
                } else {
                    self.pick_up(turn, None, ev);
                }
            }
            Reason::Blind { card } => {
                if passed {
                    self.blind_passed(turn, card, ev);
                } else {
                    self.pick_up(turn, Some(card), ev);
                }
            }
        }
    }
}
