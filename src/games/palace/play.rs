//! The card play: legal plays, playing, drawing, the powers of special cards, being
//! stuck, picking up, going out and the end of the game.

use super::cards::{Card, sort_hand};
use super::config::{FourPower, Power};
use super::error::PalaceError;
use super::state::{
    Need, Palace, PalaceEvent as E, PalaceMove, Phase, QUIET_PLAYS, Reason, Source,
};
use crate::engine::SeatId;

/// Whether a card of `rank` may go on the pile under `need` (special cards always may).
pub fn beats(rules: &super::PalaceRules, rank: u8, need: Need) -> bool {
    if rules.is_special(rank) {
        return true;
    }
    match need {
        Need::Any => true,
        Need::AtLeast(r) => rank >= r,
        Need::AtMost(r) => rank <= r,
    }
}

impl Palace {
    /// The cards of `seat`'s current source (hand or face-up).
    fn source_cards(&self, seat: SeatId, from: Source) -> &[Card] {
        match from {
            Source::Hand => &self.hands[seat],
            Source::FaceUp => &self.up[seat],
            Source::FaceDown => &self.down[seat],
        }
    }

    /// Whether `rank` may be played now by the seat whose turn it is.
    pub(crate) fn may_play_rank(&self, rank: u8) -> bool {
        match self.phase {
            Phase::Play => {
                if let Some(open) = self.opening {
                    return rank == open.rank;
                }
                beats(&self.rules, rank, self.need)
            }
            Phase::PairCard | Phase::StuckFree => true,
            _ => false,
        }
    }

    /// Every play: each rank that may go, one card up to all of that rank (the cards in
    /// sorted order; any cards of the rank may be chosen).
    pub(super) fn play_moves(&self, seat: SeatId) -> Vec<PalaceMove> {
        let Some(from) = self.source(seat) else {
            return Vec::new();
        };
        let mut moves = Vec::new();
        if from == Source::FaceDown {
            if self.phase == Phase::Play {
                moves.extend((0..self.down[seat].len()).map(|slot| PalaceMove::Blind { slot }));
            }
        } else {
            let mut cards = self.source_cards(seat, from).to_vec();
            sort_hand(&mut cards);
            let mut i = 0;
            while i < cards.len() {
                let rank = cards[i].rank;
                let j = cards[i..].iter().take_while(|c| c.rank == rank).count() + i;
                if self.may_play_rank(rank) {
                    for k in i + 1..=j {
                        moves.push(PalaceMove::Play {
                            cards: cards[i..k].to_vec(),
                        });
                    }
                }
                i = j;
            }
        }
        if self.phase == Phase::StuckFree {
            moves.push(PalaceMove::Skip);
        }
        moves
    }

    pub(super) fn apply_move(
        &mut self,
        seat: SeatId,
        mv: &PalaceMove,
        ev: &mut Vec<E>,
    ) -> Result<(), PalaceError> {
        match (self.phase, mv) {
            (Phase::Challenge, _) => self.challenge_move(seat, mv, ev),
            (Phase::FourTargets { left }, PalaceMove::Target { seat: t }) => {
                if *t >= self.players || *t == seat || self.is_out(*t) {
                    return Err(PalaceError::BadTarget);
                }
                self.targets.push(*t);
                ev.push(E::Targeted {
                    giver: seat,
                    taker: *t,
                });
                if left > 1 {
                    self.phase = Phase::FourTargets { left: left - 1 };
                } else {
                    let pairs = std::mem::take(&mut self.targets)
                        .into_iter()
                        .map(|t| (seat, t))
                        .collect();
                    self.start_challenges(Reason::Four, pairs, ev);
                }
                Ok(())
            }
            (Phase::Play | Phase::PairCard | Phase::StuckFree, PalaceMove::Play { cards }) => {
                self.play_cards(seat, cards, ev)
            }
            (Phase::Play, PalaceMove::Blind { slot }) => self.play_blind(seat, *slot, ev),
            (Phase::StuckFree, PalaceMove::Skip) => {
                ev.push(E::Skipped { seat });
                self.quiet += 1;
                self.next_turn(seat, ev);
                Ok(())
            }
            (_, PalaceMove::Skip) => Err(PalaceError::NoSkip),
            _ => Err(PalaceError::WrongMove),
        }
    }

    fn play_cards(
        &mut self,
        seat: SeatId,
        cards: &[Card],
        ev: &mut Vec<E>,
    ) -> Result<(), PalaceError> {
        let Some(first) = cards.first() else {
            return Err(PalaceError::NoCards);
        };
        let rank = first.rank;
        if cards.iter().any(|c| c.rank != rank) {
            return Err(PalaceError::MixedRanks);
        }
        let from = match self.source(seat) {
            Some(Source::FaceDown) | None => return Err(PalaceError::NotYours),
            Some(f) => f,
        };
        let mut left = self.source_cards(seat, from).to_vec();
        for c in cards {
            let Some(i) = left.iter().position(|h| h == c) else {
                return Err(PalaceError::NotYours);
            };
            left.remove(i);
        }
        if !self.may_play_rank(rank) {
            return Err(if self.opening.is_some() {
                PalaceError::Opening
            } else {
                PalaceError::TooLow
            });
        }
        let pairing = self.phase == Phase::PairCard;
        self.opening = None;
        match from {
            Source::Hand => self.hands[seat] = left,
            _ => self.up[seat] = left,
        }
        self.known[seat].retain(|k| !cards.contains(k));
        self.pile.extend(cards);
        ev.push(E::Played {
            seat,
            cards: cards.to_vec(),
            from,
        });
        self.quiet += 1;
        if from == Source::Hand {
            self.refill(seat, ev);
        }
        self.after_play(seat, rank, pairing, ev);
        Ok(())
    }

    fn play_blind(
        &mut self,
        seat: SeatId,
        slot: usize,
        ev: &mut Vec<E>,
    ) -> Result<(), PalaceError> {
        if self.source(seat) != Some(Source::FaceDown) {
            return Err(PalaceError::NotYours);
        }
        if slot >= self.down[seat].len() {
            return Err(PalaceError::NoSlot);
        }
        let card = self.down[seat].remove(slot);
        ev.push(E::Revealed { seat, card });
        if beats(&self.rules, card.rank, self.need) {
            self.opening = None;
            self.pile.push(card);
            ev.push(E::Played {
                seat,
                cards: vec![card],
                from: Source::FaceDown,
            });
            self.quiet += 1;
            self.after_play(seat, card.rank, false, ev);
        } else {
            let givers = match self.rules.blind_challenge {
                super::config::BlindChallenge::One => vec![self.next_in_game(seat)],
                super::config::BlindChallenge::Each => self.others(seat, false),
            };
            let pairs = givers.into_iter().map(|g| (g, seat)).collect();
            self.start_challenges(Reason::Blind { card }, pairs, ev);
        }
        Ok(())
    }

    /// A blind card whose challenges were passed goes on the pile as if it beat it.
    pub(super) fn blind_passed(&mut self, seat: SeatId, card: Card, ev: &mut Vec<E>) {
        self.pile.push(card);
        ev.push(E::Played {
            seat,
            cards: vec![card],
            from: Source::FaceDown,
        });
        self.quiet += 1;
        self.after_play(seat, card.rank, false, ev);
    }

    /// Draws up to 3 cards in hand while the draw pile lasts.
    fn refill(&mut self, seat: SeatId, ev: &mut Vec<E>) {
        let want = 3usize.saturating_sub(self.hands[seat].len());
        let n = want.min(self.draw.len());
        if n > 0 {
            let drawn = self.draw.split_off(self.draw.len() - n);
            self.hands[seat].extend(drawn);
            sort_hand(&mut self.hands[seat]);
            ev.push(E::Drew { seat, count: n });
        }
    }

    /// What a play does: going out, four of a kind, the card's power, the next turn.
    fn after_play(&mut self, seat: SeatId, rank: u8, pairing: bool, ev: &mut Vec<E>) {
        if self.cards_left(seat) == 0 && !self.is_out(seat) {
            self.out.push(seat);
            ev.push(E::Out {
                seat,
                place: self.out.len(),
            });
            self.quiet = 0;
            if self.check_over(ev) {
                return;
            }
        }
        let four = self.pile.len() >= 4
            && self.pile[self.pile.len() - 4..]
                .iter()
                .all(|c| c.rank == rank);
        if four && self.rules.four_of_a_kind != FourPower::Plain {
            self.clear_pile(true, ev);
            if self.rules.four_of_a_kind == FourPower::ClearAndGive {
                self.turn = seat;
                self.phase = Phase::FourTargets { left: 4 };
                return;
            }
            self.again(seat, ev);
            return;
        }
        let mut power = self.rules.power(rank);
        if pairing && power == Power::ResetWithCard {
            // A 2 on a 2 only resets: the pairing does not start again.
            power = Power::Reset;
        }
        match power {
            Power::Plain => {
                self.need = Need::AtLeast(rank);
                self.next_turn(seat, ev);
            }
            Power::Reset => {
                self.need = Need::Any;
                ev.push(E::Reset);
                self.next_turn(seat, ev);
            }
            Power::ResetWithCard => {
                self.need = Need::Any;
                ev.push(E::Reset);
                let can_pair = matches!(self.source(seat), Some(Source::Hand | Source::FaceUp));
                if can_pair {
                    self.turn = seat;
                    let giver = self.next_in_game(seat);
                    self.start_challenges(Reason::pair(rank), vec![(giver, seat)], ev);
                } else {
                    self.next_turn(seat, ev);
                }
            }
            Power::HigherOrLower => {
                self.need = Need::AtLeast(rank);
                let next = self.next_in_game(seat);
                self.turn = next;
                self.start_challenges(Reason::Seven { rank }, vec![(seat, next)], ev);
            }
            Power::LowerThan => {
                self.need = Need::AtMost(rank);
                ev.push(E::MustUnder { rank });
                self.next_turn(seat, ev);
            }
            Power::Burn => {
                self.clear_pile(false, ev);
                self.again(seat, ev);
            }
            Power::ClearAfterChallenges => {
                self.turn = seat;
                let pairs = self
                    .others(seat, true)
                    .into_iter()
                    .map(|t| (seat, t))
                    .collect();
                self.start_challenges(Reason::clear(rank), pairs, ev);
            }
        }
    }

    pub(super) fn clear_pile(&mut self, four: bool, ev: &mut Vec<E>) {
        let count = self.pile.len();
        self.burned.append(&mut self.pile);
        self.need = Need::Any;
        ev.push(E::Cleared { count, four });
        self.quiet = 0;
    }

    /// The same seat plays again (after a clear), unless it is out.
    pub(super) fn again(&mut self, seat: SeatId, ev: &mut Vec<E>) {
        if self.is_out(seat) {
            self.next_turn(seat, ev);
        } else {
            ev.push(E::PlaysAgain { seat });
            self.begin_turn(seat, ev);
        }
    }

    pub(super) fn next_turn(&mut self, seat: SeatId, ev: &mut Vec<E>) {
        let next = self.next_in_game(seat);
        self.begin_turn(next, ev);
    }

    /// `seat` is to play: stuck (nothing from hand or face-up may go) starts its
    /// challenges at once.
    pub(super) fn begin_turn(&mut self, seat: SeatId, ev: &mut Vec<E>) {
        self.turn = seat;
        self.phase = Phase::Play;
        if self.quiet >= QUIET_PLAYS {
            ev.push(E::Called { plays: self.quiet });
            self.end_game(ev);
            return;
        }
        if self.play_moves(seat).is_empty() {
            ev.push(E::Stuck { seat });
            let pairs = self
                .others(seat, false)
                .into_iter()
                .map(|g| (g, seat))
                .collect();
            self.start_challenges(Reason::Stuck, pairs, ev);
        }
    }

    /// The seat takes the pile into its hand (and `extra`, a blind card).
    pub(super) fn pick_up(&mut self, seat: SeatId, extra: Option<Card>, ev: &mut Vec<E>) {
        let mut cards = std::mem::take(&mut self.pile);
        cards.extend(extra);
        self.known[seat].extend(&cards);
        self.hands[seat].extend(&cards);
        sort_hand(&mut self.hands[seat]);
        self.need = Need::Any;
        ev.push(E::PickedUp { seat, cards });
        self.quiet += 1;
        self.next_turn(seat, ev);
    }

    /// Ends the game when its end is reached: the first out (or, playing on, all but one).
    fn check_over(&mut self, ev: &mut Vec<E>) -> bool {
        let in_game: Vec<SeatId> = (0..self.players).filter(|s| !self.is_out(*s)).collect();
        let over = if self.rules.play_on {
            in_game.len() <= 1
        } else {
            !self.out.is_empty()
        };
        if !over {
            return false;
        }
        if self.rules.play_on {
            self.out.extend(in_game);
        }
        self.end_game(ev);
        true
    }

    /// The game is over: the finishing order (players still in are not in it) and each
    /// seat's review list.
    fn end_game(&mut self, ev: &mut Vec<E>) {
        self.phase = Phase::Over;
        self.pending = None;
        ev.push(E::GameOver {
            order: self.out.clone(),
        });
        for seat in 0..self.players {
            let items = super::text::review_items(self, seat);
            if !items.is_empty() {
                ev.push(E::Review { seat, items });
            }
        }
    }
}
