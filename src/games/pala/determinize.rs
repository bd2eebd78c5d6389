//! What one seat can deduce about the cards it cannot see, and a playable game built
//! from its view plus a guess at those cards (the strong computer player's playouts).
//! No rule lives here: the game built plays by the ordinary rules engine.

use super::cards::{Card, Color, full_deck, take};
use super::play::{PlayKind, Trick};
use super::state::{Pala, Phase, award};
use super::view::{PalaView, TrickView};
use crate::engine::{GameRng, rng_from_seed};
use rand::Rng;
use rand::seq::SliceRandom;

/// The cards a seat cannot see and what it knows about where they are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unseen {
    /// Other seats' hands and the face-down leftover, in deck order.
    pub cards: Vec<Card>,
    /// Per seat: the colors it showed it does not hold (bit `Color::index`), learned
    /// when it could not copy or match the trick color.
    pub voids: Vec<u8>,
}

impl Unseen {
    /// Everything `view` shows: its hand, the tricks of this round, the board.
    pub fn from_view(view: &PalaView) -> Unseen {
        let mut cards = full_deck();
        cards.sort_unstable();
        let mut voids = vec![0u8; view.players];
        let mut seen = view.hand.clone();
        for trick in view.history.iter() {
            seen.extend(trick.all_cards());
            note_voids(&trick.plays, &mut voids);
        }
        seen.extend(view.trick.plays.iter().flat_map(|p| p.all_cards()));
        note_voids(&view.trick.plays, &mut voids);
        seen.extend(
            view.board
                .iter()
                .filter_map(|(_, c)| c.map(|(card, _)| card)),
        );
        for c in seen {
            take(&mut cards, c);
        }
        Unseen { cards, voids }
    }

    /// A deal of the unseen cards consistent with the view: every other seat gets as
    /// many cards as it holds, none of a color it showed it lacks; the rest are the
    /// leftover. Returns the hands (this seat's own hand included) and the leftover.
    pub fn sample(&self, view: &PalaView, rng: &mut GameRng) -> (Vec<Vec<Card>>, Vec<Card>) {
        let n = view.players;
        let me = view.seat;
        // Room per target: seats 0..n, then the leftover (any color fits there).
        let mut room: Vec<usize> = (0..n)
            .map(|s| if s == me { 0 } else { view.hand_counts[s] })
            .collect();
        let held: usize = room.iter().sum();
        room.push(self.cards.len().saturating_sub(held));
        let fits = |t: usize, c: Card| t == n || self.voids[t] & (1 << c.color.index()) == 0;
        let mut order = self.cards.clone();
        for attempt in 0..8 {
            order.shuffle(rng);
            // The most constrained cards first, so a void seat cannot be left short.
            order.sort_by_key(|&c| (0..=n).filter(|&t| room[t] > 0 && fits(t, c)).count());
            if let Some(deal) = deal_into(&order, &room, |t, c| attempt == 7 || fits(t, c), rng) {
                return finish(view, deal);
            }
        }
        // Unreachable in a consistent view (the last attempt ignores voids); still dealt.
        let deal = deal_into(&order, &room, |_, _| true, rng).unwrap_or_default();
        finish(view, deal)
    }
}

/// Voids shown in one trick: a junk or a smear means the seat lacked the color then led.
fn note_voids(plays: &[super::play::TrickPlay], voids: &mut [u8]) {
    let mut color: Option<Color> = None;
    for p in plays {
        let first = p.cards.first().map(|c| c.color);
        match p.kind {
            PlayKind::Lead => color = first,
            PlayKind::Junk | PlayKind::Smear => {
                if let (Some(c), Some(v)) = (color, voids.get_mut(p.seat)) {
                    *v |= 1 << c.index();
                }
                if p.kind == PlayKind::Smear {
                    // The smearer's own card is the secondary: the trick's new color.
                    color = first;
                }
            }
            PlayKind::Copy | PlayKind::Mix => {}
        }
    }
}

/// Deals `cards` (in order) into targets with `room`, each card to a target it fits,
/// chosen at random weighted by the room left. None at a dead end.
fn deal_into(
    cards: &[Card],
    room: &[usize],
    fits: impl Fn(usize, Card) -> bool,
    rng: &mut GameRng,
) -> Option<Vec<Vec<Card>>> {
    let mut left = room.to_vec();
    let mut out: Vec<Vec<Card>> = room.iter().map(|&r| Vec::with_capacity(r)).collect();
    for &c in cards {
        let total: usize = (0..left.len())
            .filter(|&t| fits(t, c))
            .map(|t| left[t])
            .sum();
        if total == 0 {
            return None;
        }
        let mut pick = rng.random_range(0..total);
        let target = (0..left.len()).filter(|&t| fits(t, c)).find(|&t| {
            if pick < left[t] {
                true
            } else {
                pick -= left[t];
                false
            }
        })?;
        left[target] -= 1;
        out[target].push(c);
    }
    Some(out)
}

fn finish(view: &PalaView, mut deal: Vec<Vec<Card>>) -> (Vec<Vec<Card>>, Vec<Card>) {
    let leftover = deal.pop().unwrap_or_default();
    if let Some(mine) = deal.get_mut(view.seat) {
        *mine = view.hand.clone();
    }
    for h in &mut deal {
        h.sort_unstable();
    }
    (deal, leftover)
}

impl Pala {
    /// The game `view` shows, with `hands` (every seat's, sorted) and `leftover` in place
    /// of the cards the seat cannot see. Score piles and discards are rebuilt from the
    /// round's tricks; the RNG (next round's deal) comes from `seed`. The view's own
    /// decision phases (bidding, playing, a tie) are supported; cancelling is not needed.
    pub fn from_view(
        view: &PalaView,
        hands: Vec<Vec<Card>>,
        leftover: Vec<Card>,
        seed: u64,
    ) -> Pala {
        let n = view.players;
        let mut piles = vec![Vec::new(); n];
        let mut discards = Vec::new();
        for trick in view.history.iter() {
            let (winner, _, awarded, discarded) = award(trick, view.mode);
            if let Some(p) = piles.get_mut(winner) {
                p.extend(awarded);
            }
            discards.extend(discarded);
        }
        let trick = |t: &TrickView| Trick {
            leader: t.leader,
            color: t.color,
            plays: t.plays.clone(),
            winning: t.winning,
            participants: t.participants,
        };
        let mut game = Pala {
            rules: view.rules.clone(),
            players: n,
            rng: rng_from_seed(seed),
            round: view.round,
            dealer: view.dealer,
            phase: view.phase,
            to_act: view.to_act,
            hands,
            leftover,
            discards,
            piles,
            chip_bids: view.chip_bids.clone(),
            board: view.board.clone(),
            passes: view.passes,
            trick: trick(&view.trick),
            last_trick: view.last_trick.as_ref().map(trick),
            history: view.history.clone(),
            tricks_won: view.tricks_won.clone(),
            tie_with: view.tie_with,
            cancel_queue: Vec::new(),
            cancels: vec![None; n],
            pad: view.scores.clone(),
            totals: view.totals,
            winners: view.winners.clone(),
        };
        if game.phase == Phase::Cancelling {
            // Not a searched decision; keep the state playable anyway.
            game.phase = Phase::GameOver;
            game.to_act = None;
        }
        game
    }

    /// The tricks completed this round (read-only, for tests).
    #[doc(hidden)]
    pub fn history(&self) -> &[Trick] {
        &self.history
    }
}
