//! The challenge flow: who gives, the giver's pick of three, the answer (typed, a
//! computer's attempt, or the table's vote), the tallies and what happens after.

use super::config::OpenAnswers;
use super::error::PalaceError;
use super::lang::{Challenges, Judged};
use super::state::{Missed, Palace, PalaceEvent as E, PalaceMove, Pending, Phase, Reason, Step};
use super::text::kind_index;
use crate::engine::SeatId;
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
        });
        self.next_challenge(ev);
    }

    /// The next challenge of the series, or what follows the series.
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
            let table = self.people_count() >= 2 && self.is_person(taker);
            let level = self.rules.level.level();
            let options = match &self.playout_challenge {
                Some(id) => vec![id.clone()],
                None => Challenges::embedded(self.rules.practised).draw(
                    level,
                    table,
                    OFFERED,
                    &mut self.rng,
                ),
            };
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

    pub(super) fn challenge_moves(&self, seat: SeatId) -> Vec<PalaceMove> {
        let Some(p) = &self.pending else {
            return Vec::new();
        };
        match &p.step {
            Step::Choose { options } => (0..options.len())
                .map(|pick| PalaceMove::Give { pick })
                .collect(),
            Step::Answer { .. } if self.is_person(seat) => {
                let mut v = vec![PalaceMove::Answer {
                    text: String::new(),
                }];
                if self.rules.challenge_timer_seconds > 0 {
                    v.push(PalaceMove::TimeUp);
                }
                v
            }
            Step::Answer { .. } => vec![
                PalaceMove::Attempt { passed: true },
                PalaceMove::Attempt { passed: false },
            ],
            Step::Vote { .. } if self.typing_for_vote() => {
                let mut v = vec![PalaceMove::Answer {
                    text: String::new(),
                }];
                if self.rules.challenge_timer_seconds > 0 {
                    v.push(PalaceMove::TimeUp);
                }
                v
            }
            Step::Vote { .. } => vec![
                PalaceMove::Vote { accept: true },
                PalaceMove::Vote { accept: false },
            ],
        }
    }

    pub(super) fn challenge_move(
        &mut self,
        seat: SeatId,
        mv: &PalaceMove,
        ev: &mut Vec<E>,
    ) -> Result<(), PalaceError> {
        let person = self.is_person(seat);
        let typing =
            self.typing_for_vote() && self.pending.as_ref().is_some_and(|p| p.taker == seat);
        let typing_id = match self.pending.as_ref().map(|p| &p.step) {
            Some(Step::Vote { id, .. }) => id.clone(),
            _ => String::new(),
        };
        let Some(p) = self.pending.as_mut() else {
            return Err(PalaceError::WrongMove);
        };
        let taker = p.taker;
        match (&mut p.step, mv) {
            (Step::Choose { options }, PalaceMove::Give { pick }) => {
                let Some(id) = options.get(*pick).cloned() else {
                    return Err(PalaceError::NoPick);
                };
                ev.push(E::Gave {
                    giver: p.giver,
                    taker,
                    id: id.clone(),
                });
                let voters = self.voters(taker, &id);
                let p = self.pending.as_mut().expect("checked above");
                // An open challenge goes to the vote in either way of answering (the
                // same state as before typed answers, so older saves replay): typed,
                // the taker answers first (`Palace::typing_for_vote`).
                p.step = if voters.is_empty() {
                    Step::Answer { id }
                } else {
                    Step::Vote {
                        id,
                        voters,
                        votes: Vec::new(),
                        answer: None,
                    }
                };
                Ok(())
            }
            (Step::Vote { answer, .. }, PalaceMove::Answer { text }) if typing => {
                let text = text.trim();
                if text.is_empty() {
                    return Err(PalaceError::EmptyAnswer);
                }
                if text.chars().count() > MAX_ANSWER {
                    return Err(PalaceError::TooLong);
                }
                // Every voter reads the answer, then votes.
                *answer = Some(text.to_string());
                ev.push(E::OpenAnswer {
                    seat,
                    id: typing_id,
                    answer: text.to_string(),
                });
                Ok(())
            }
            (Step::Vote { id, .. }, PalaceMove::TimeUp) if typing => {
                let id = id.clone();
                ev.push(E::TimedOut {
                    seat,
                    id: id.clone(),
                });
                self.record_result(seat, &id, false, None, ev);
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
                let id = id.clone();
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
                self.record_result(seat, &id, passed, Some(text.to_string()), ev);
                Ok(())
            }
            (Step::Answer { id }, PalaceMove::TimeUp) if person => {
                let id = id.clone();
                ev.push(E::TimedOut {
                    seat,
                    id: id.clone(),
                });
                self.record_result(seat, &id, false, None, ev);
                Ok(())
            }
            (Step::Answer { id }, PalaceMove::Attempt { passed }) if !person => {
                let id = id.clone();
                ev.push(E::Attempted {
                    seat,
                    id: id.clone(),
                    passed: *passed,
                });
                self.record_result(seat, &id, *passed, None, ev);
                Ok(())
            }
            (
                Step::Vote {
                    id,
                    voters,
                    votes,
                    answer,
                },
                PalaceMove::Vote { accept },
            ) => {
                if voters.get(votes.len()) != Some(&seat) {
                    return Err(PalaceError::WrongMove);
                }
                votes.push(*accept);
                ev.push(E::Voted {
                    seat,
                    accept: *accept,
                });
                if votes.len() == voters.len() {
                    // Majority; a tie accepts (as a word game's vote: judge.rs).
                    let passed = Count::of(votes.iter().copied(), true).accepted;
                    let id = id.clone();
                    let given = answer.clone();
                    ev.push(E::Judged {
                        seat: taker,
                        id: id.clone(),
                        passed,
                    });
                    self.record_result(taker, &id, passed, given, ev);
                }
                Ok(())
            }
            _ => Err(PalaceError::WrongMove),
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
        self.rules.open_answers == OpenAnswers::Typed
            && matches!(
                self.pending.as_ref().map(|p| &p.step),
                Some(Step::Vote { answer: None, votes, .. }) if votes.is_empty()
            )
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

    /// Tallies a result, remembers a miss for the review, and moves on.
    fn record_result(
        &mut self,
        taker: SeatId,
        id: &str,
        passed: bool,
        given: Option<String>,
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
        if !passed && let Some(p) = self.pending.as_mut() {
            p.failed = true;
        }
        self.next_challenge(ev);
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
