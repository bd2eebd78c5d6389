//! The challenge flow: who gives, the giver's pick of three, the answer (typed, a
//! computer's attempt, or the table's vote), the tallies and what happens after.

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
                let judged_by_table = self
                    .challenges()
                    .get(&id)
                    .is_some_and(|c| c.judged() == Judged::Table);
                let voters: Vec<SeatId> = self
                    .others(taker, false)
                    .into_iter()
                    .filter(|s| self.is_person(*s))
                    .collect();
                let p = self.pending.as_mut().expect("checked above");
                p.step = if judged_by_table
                    && self.people.get(taker) == Some(&true)
                    && !voters.is_empty()
                {
                    Step::Vote {
                        id,
                        voters,
                        votes: Vec::new(),
                    }
                } else {
                    Step::Answer { id }
                };
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
            (Step::Vote { id, voters, votes }, PalaceMove::Vote { accept }) => {
                votes.push(*accept);
                ev.push(E::Voted {
                    seat,
                    accept: *accept,
                });
                if votes.len() == voters.len() {
                    // Majority; a tie accepts (as a word game's vote: judge.rs).
                    let passed = Count::of(votes.iter().copied(), true).accepted;
                    let id = id.clone();
                    ev.push(E::Judged {
                        seat: taker,
                        id: id.clone(),
                        passed,
                    });
                    self.record_result(taker, &id, passed, None, ev);
                }
                Ok(())
            }
            _ => Err(PalaceError::WrongMove),
        }
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
