//! Simultaneous play (option): every seat decides its pre-play and its play privately,
//! one after the other at a hot-seat table, against the table as the round found it;
//! then everything is revealed and resolved in seat order, "as though there were only
//! one play": every shave and joker counts in full, even on the same word; every word
//! on the table counts as the previous play for shaving. Words are
//! checked by the dictionary. A build on a word an earlier seat already built on this
//! round is voided (its cards go back to the hand). The game ends at once when not
//! everyone can draw back to seven cards; the plays of that round get the final
//! multiplier.

use super::cards::Card;
use super::error::PalabraError;
use super::plan::{PlayPlan, ShavePlan};
use super::state::{EndReason, Entry, Palabra, PalabraEvent, PalabraMove, Phase};
use super::table::{HAND_SIZE, PlayKind, TableWord};
use super::words::is_valid_word;
use crate::engine::SeatId;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum SimPre {
    Jokers(Vec<(SeatId, i32)>),
    Shave {
        target: SeatId,
        pairs: Vec<(Card, usize)>,
        points: i32,
        letters: String,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum SimPlay {
    Table {
        kind: PlayKind,
        word: String,
        placed: Vec<super::table::Placed>,
        used: Vec<usize>,
        build_on: Option<SeatId>,
        score: super::table::Breakdown,
    },
    Vowels(usize, i32),
    Exchange,
    Pass,
}

/// The decisions of the round so far (hidden from the views).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct SimRound {
    pub round: u32,
    /// Seats in decision order; `pos` is the one deciding.
    pub order: Vec<SeatId>,
    pub pos: usize,
    pub pre: Vec<Option<SimPre>>,
    pub play: Vec<Option<SimPlay>>,
    /// Cards set aside face down by each seat.
    pub held: Vec<Vec<Card>>,
}

impl SimRound {
    pub(crate) fn held_card_ids(&self) -> Vec<usize> {
        self.held.iter().flatten().map(|c| c.id).collect()
    }
    pub fn decided(&self) -> Vec<bool> {
        let mut v = vec![false; self.held.len()];
        for &s in &self.order[..self.pos.min(self.order.len())] {
            v[s] = true;
        }
        v
    }
}

impl Palabra {
    pub(super) fn start_round(&mut self, events: &mut Vec<PalabraEvent>) {
        let n = self.players;
        let round = self.sim.as_ref().map_or(1, |s| s.round + 1);
        self.turn_no += 1;
        self.sim = Some(SimRound {
            round,
            order: (0..n).map(|i| (self.first + i) % n).collect(),
            pos: 0,
            pre: vec![None; n],
            play: vec![None; n],
            held: vec![Vec::new(); n],
        });
        self.next_decider(events);
    }

    fn next_decider(&mut self, events: &mut Vec<PalabraEvent>) {
        let Some(s) = &self.sim else { return };
        match s.order.get(s.pos).copied() {
            Some(seat) => {
                self.turn = seat;
                self.to_act = Some(seat);
                self.phase = if self.ctx(seat).any_pre_play() {
                    Phase::PrePlay
                } else {
                    Phase::Play
                };
            }
            None => self.reveal(events),
        }
    }

    fn hold(&mut self, seat: SeatId, ids: &[usize]) {
        let cards = self.take_from_hand(seat, ids);
        if let Some(s) = self.sim.as_mut() {
            s.held[seat].extend(cards);
        }
    }

    fn decided(&mut self, seat: SeatId, play: SimPlay, ev: &mut Vec<PalabraEvent>) {
        if let Some(s) = self.sim.as_mut() {
            s.play[seat] = Some(play);
            s.pos += 1;
        }
        ev.push(PalabraEvent::Decided { seat });
        self.next_decider(ev);
    }

    pub(super) fn apply_sim(
        &mut self,
        seat: SeatId,
        mv: &PalabraMove,
    ) -> Result<Vec<PalabraEvent>, PalabraError> {
        if !super::view::fits_phase(self.phase, mv) {
            return Err(PalabraError::WrongPhase);
        }
        if *mv == PalabraMove::TimeOut && self.rules.impatient_timer_seconds == 0 {
            return Err(PalabraError::TimerOff);
        }
        let mut ev = Vec::new();
        match mv {
            PalabraMove::Joker { targets } => {
                let hits = self.ctx(seat).plan_joker(targets)?;
                let ids: Vec<usize> = self.hands[seat]
                    .iter()
                    .filter(|c| c.is_joker())
                    .take(hits.len())
                    .map(|c| c.id)
                    .collect();
                self.hold(seat, &ids);
                self.pre_decided(seat, SimPre::Jokers(hits), &mut ev);
            }
            PalabraMove::Shave { target, cards } => {
                let ShavePlan {
                    target,
                    pairs,
                    points,
                    letters,
                } = self.ctx(seat).plan_shave(*target, cards)?;
                self.hold(seat, cards);
                let pre = SimPre::Shave {
                    target,
                    pairs,
                    points,
                    letters,
                };
                self.pre_decided(seat, pre, &mut ev);
            }
            PalabraMove::SkipPrePlay => self.phase = Phase::Play,
            PalabraMove::Word { .. } | PalabraMove::Straight { .. } | PalabraMove::Flush { .. } => {
                let plan = self.plan_play(seat, mv)?;
                if plan.kind == PlayKind::Word && !is_valid_word(&plan.word, self.rules.dictionary)
                {
                    return Err(PalabraError::NotAWord(plan.word));
                }
                let PlayPlan {
                    kind,
                    word,
                    placed,
                    used,
                    build_on,
                    score,
                } = plan;
                self.hold(seat, &used);
                let play = SimPlay::Table {
                    kind,
                    word,
                    placed,
                    used,
                    build_on,
                    score,
                };
                self.decided(seat, play, &mut ev);
            }
            PalabraMove::Vowels { cards } => {
                let points = self.ctx(seat).plan_vowels(cards)?;
                self.hold(seat, cards);
                self.decided(seat, SimPlay::Vowels(cards.len(), points), &mut ev);
            }
            PalabraMove::Exchange { cards } => {
                self.ctx(seat).plan_exchange(cards)?;
                self.hold(seat, cards);
                self.decided(seat, SimPlay::Exchange, &mut ev);
            }
            PalabraMove::Pass | PalabraMove::TimeOut => {
                self.decided(seat, SimPlay::Pass, &mut ev);
            }
            _ => return Err(PalabraError::WrongPhase),
        }
        Ok(ev)
    }

    fn pre_decided(&mut self, seat: SeatId, pre: SimPre, ev: &mut Vec<PalabraEvent>) {
        if let Some(s) = self.sim.as_mut() {
            s.pre[seat] = Some(pre);
        }
        self.refill(seat, ev);
        self.phase = Phase::Play;
    }

    /// Every decision of the round is shown and resolved in seat order.
    fn reveal(&mut self, ev: &mut Vec<PalabraEvent>) {
        let Some(mut s) = self.sim.take() else { return };
        ev.push(PalabraEvent::Revealed { round: s.round });
        let order = s.order.clone();
        let had_pre: Vec<bool> = s.pre.iter().map(Option::is_some).collect();
        let mut active = false;
        for &seat in &order {
            let Some(pre) = s.pre[seat].take() else {
                continue;
            };
            active = true;
            match pre {
                SimPre::Jokers(hits) => {
                    for (victim, points) in hits {
                        let Some(pos) = s.held[seat].iter().position(Card::is_joker) else {
                            break;
                        };
                        let joker = s.held[seat].remove(pos);
                        let Some(w) = self.table[victim].as_mut() else {
                            self.discard.push(joker);
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
                SimPre::Shave {
                    target,
                    pairs,
                    points,
                    letters,
                } => {
                    let ids: Vec<usize> = pairs.iter().map(|p| p.0.id).collect();
                    let cards: Vec<Card> = s.held[seat]
                        .iter()
                        .filter(|c| ids.contains(&c.id))
                        .copied()
                        .collect();
                    s.held[seat].retain(|c| !ids.contains(&c.id));
                    let Some(w) = self.table[target].as_mut() else {
                        self.discard.extend(cards);
                        continue;
                    };
                    for (_, i) in &pairs {
                        if let Some(p) = w.cards.get_mut(*i) {
                            p.shaved = true;
                        }
                    }
                    w.lying.extend(cards);
                    w.shaved += points;
                    let word = w.word();
                    let given = Entry::ShaveGiven {
                        victim: target,
                        word: word.clone(),
                        letters: letters.clone(),
                    };
                    self.add_points(seat, given, points);
                    let taken = Entry::ShaveTaken {
                        by: seat,
                        word: word.clone(),
                        letters: letters.clone(),
                    };
                    self.add_points(target, taken, -points);
                    ev.push(PalabraEvent::Shaved {
                        seat,
                        victim: target,
                        word,
                        letters,
                        points,
                    });
                }
            }
        }
        let mut prev: Vec<Option<TableWord>> = self.table.iter_mut().map(Option::take).collect();
        let mut finals: Vec<(SeatId, String, i32)> = Vec::new();
        let mut exchanged: Vec<(SeatId, Vec<Card>)> = Vec::new();
        let mut passes = 0;
        for &seat in &order {
            let held = std::mem::take(&mut s.held[seat]);
            match s.play[seat].take().unwrap_or(SimPlay::Pass) {
                SimPlay::Table {
                    kind,
                    word,
                    placed,
                    used: _,
                    build_on,
                    score,
                } => {
                    let mut built_on = None;
                    if let Some(t) = build_on {
                        match prev[t].take() {
                            Some(old) => {
                                built_on = Some((t, old.word()));
                                self.discard.extend(old.lying);
                            }
                            None => {
                                self.hands[seat].extend(held);
                                let reason = "built on a word already taken".to_string();
                                ev.push(PalabraEvent::Voided { seat, reason });
                                continue;
                            }
                        }
                    }
                    active = true;
                    self.serial += 1;
                    let points = score.total;
                    self.table[seat] = Some(TableWord {
                        serial: self.serial,
                        kind,
                        owner: seat,
                        cards: placed,
                        lock: score.lock,
                        mult: score.stars.iter().product::<i32>() * score.lock_mult,
                        scored: points,
                        shaved: 0,
                        jokered: false,
                        lying: Vec::new(),
                        built_on: built_on.clone(),
                    });
                    self.last_play = Some(self.serial);
                    let entry = Entry::Play {
                        kind,
                        word: word.clone(),
                        built_on: built_on.as_ref().map(|b| b.1.clone()),
                    };
                    self.add_points(seat, entry, points);
                    finals.push((seat, word.clone(), points));
                    ev.push(PalabraEvent::Played {
                        seat,
                        kind,
                        word,
                        built_on,
                        score,
                    });
                }
                SimPlay::Vowels(count, points) => {
                    let letters = held.iter().map(Card::label).collect::<Vec<_>>().join(" ");
                    self.add_points(seat, Entry::Vowels { count }, points);
                    ev.push(PalabraEvent::VowelPlay {
                        seat,
                        letters,
                        points,
                    });
                    self.draw.extend(held);
                    self.draw.shuffle(&mut self.rng);
                }
                SimPlay::Exchange => {
                    ev.push(PalabraEvent::Exchanged {
                        seat,
                        count: held.len(),
                    });
                    exchanged.push((seat, held));
                }
                SimPlay::Pass => {
                    if !had_pre[seat] {
                        passes += 1;
                    }
                    ev.push(PalabraEvent::Passed {
                        seat,
                        timed_out: false,
                    });
                }
            }
        }
        for w in prev.into_iter().flatten() {
            ev.push(PalabraEvent::WordDiscarded {
                seat: w.owner,
                word: w.word(),
            });
            self.discard.extend(w.cards.iter().map(|p| p.card));
            self.discard.extend(w.lying);
        }
        let mut short = false;
        for &seat in &order {
            self.refill(seat, ev);
            short |= self.hands[seat].len() < HAND_SIZE;
        }
        for (_, cards) in exchanged {
            self.draw.extend(cards);
            self.draw.shuffle(&mut self.rng);
        }
        self.sim = Some(s);
        if short {
            self.sim = None;
            self.finish(EndReason::CannotRefill, finals, ev);
            return;
        }
        self.passes_in_row = if passes == self.players {
            self.passes_in_row + self.players
        } else {
            0
        };
        self.idle_in_row = if active {
            0
        } else {
            self.idle_in_row + self.players
        };
        if self.draw.is_empty() && self.passes_in_row >= self.players {
            self.sim = None;
            self.finish(EndReason::AllPassed, Vec::new(), ev);
        } else if self.idle_in_row >= 3 * self.players {
            self.sim = None;
            self.finish(EndReason::Stalemate, Vec::new(), ev);
        } else {
            self.start_round(ev);
        }
    }
}
