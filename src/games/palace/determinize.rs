//! What one seat can deduce about the cards it cannot see, and a playable game built
//! from its view plus a guess at those cards (the strong computer player's playouts).
//! No rule lives here: the game built plays by the ordinary rules engine.

use super::cards::{Card, full_deck, sort_hand};
use super::state::{Palace, Phase};
use super::view::PalaceView;
use crate::engine::{GameRng, rng_from_seed};
use rand::seq::SliceRandom;

/// The cards a seat cannot see: the unknown part of other hands, every face-down card
/// (its own too) and the draw pile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unseen {
    pub cards: Vec<Card>,
}

/// A guess at the hidden cards, consistent with a view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    /// Every seat's hand (the viewer's own as it is; others: the cards seen picked up
    /// plus unseen ones).
    pub hands: Vec<Vec<Card>>,
    pub down: Vec<Vec<Card>>,
    pub draw: Vec<Card>,
}

impl Unseen {
    /// Every card of the game's decks minus what `view` shows: its own hand, the pile,
    /// the burnt cards, every face-up card and the cards others were seen to pick up.
    pub fn from_view(view: &PalaceView) -> Unseen {
        let mut seen: Vec<Card> = view.hand.clone();
        seen.extend(view.pile.iter().chain(&view.burned));
        for s in 0..view.players {
            seen.extend(&view.face_up[s]);
            if s != view.seat {
                seen.extend(&view.known[s]);
            }
        }
        seen.sort_unstable();
        let mut cards = full_deck(view.rules.decks_for(view.players));
        cards.sort_unstable();
        // Both sorted: one merge pass takes out each seen card once.
        let mut out = Vec::with_capacity(cards.len());
        let mut i = 0;
        for c in cards {
            while i < seen.len() && seen[i] < c {
                i += 1;
            }
            if i < seen.len() && seen[i] == c {
                i += 1;
            } else {
                out.push(c);
            }
        }
        Unseen { cards: out }
    }

    /// How many unseen cards each other hand holds besides its known ones; None when no
    /// deal can be consistent (a seat known to hold more than it has, or more hidden
    /// places than unseen cards). In a dealt game the unseen cards fill the hidden
    /// places exactly; a position set by hand may leave cards out of play.
    fn room(&self, view: &PalaceView) -> Option<Vec<usize>> {
        let mut room = Vec::with_capacity(view.players);
        for s in 0..view.players {
            if s == view.seat {
                room.push(0);
            } else {
                room.push(view.hand_counts[s].checked_sub(view.known[s].len())?);
            }
        }
        let hidden: usize =
            room.iter().sum::<usize>() + view.face_down.iter().sum::<usize>() + view.draw_count;
        (hidden <= self.cards.len()).then_some(room)
    }

    /// A deal of the unseen cards at random among the places the view cannot see.
    pub fn sample(&self, view: &PalaceView, rng: &mut GameRng) -> Option<Deal> {
        let room = self.room(view)?;
        let mut pool = self.cards.clone();
        pool.shuffle(rng);
        let mut take = |n: usize| pool.split_off(pool.len() - n);
        let mut hands = Vec::with_capacity(view.players);
        for (s, r) in room.iter().enumerate() {
            let mut h = if s == view.seat {
                view.hand.clone()
            } else {
                let mut h = view.known[s].clone();
                h.extend(take(*r));
                h
            };
            sort_hand(&mut h);
            hands.push(h);
        }
        let down = view.face_down.iter().map(|n| take(*n)).collect();
        let draw = take(view.draw_count);
        Some(Deal { hands, down, draw })
    }
}

impl Palace {
    /// The game `view` shows, with `deal` in place of the cards the seat cannot see;
    /// every seat is a computer (challenges are attempts), the RNG comes from `seed`.
    /// Only card decisions are supported (None during a challenge or once over).
    pub fn from_view(view: &PalaceView, deal: Deal, seed: u64) -> Option<Palace> {
        Self::from_view_with(view, deal, seed, None)
    }

    /// `from_view` for a playout: every challenge drawn is `challenge` (one id of the
    /// practised language; a computer's chance does not depend on which), and no
    /// review is kept.
    pub(super) fn for_playout(
        view: &PalaceView,
        deal: Deal,
        seed: u64,
        challenge: String,
    ) -> Option<Palace> {
        Self::from_view_with(view, deal, seed, Some(challenge))
    }

    fn from_view_with(
        view: &PalaceView,
        deal: Deal,
        seed: u64,
        playout_challenge: Option<String>,
    ) -> Option<Palace> {
        if !matches!(
            view.phase,
            Phase::Play | Phase::PairCard | Phase::StuckFree | Phase::FourTargets { .. }
        ) {
            return None;
        }
        let n = view.players;
        Some(Palace {
            rules: view.rules.clone(),
            players: n,
            people: vec![false; n],
            rng: rng_from_seed(seed),
            draw: deal.draw,
            pile: view.pile.clone(),
            burned: view.burned.clone(),
            hands: deal.hands,
            up: view.face_up.clone(),
            down: deal.down,
            known: view.known.clone(),
            turn: view.turn,
            need: view.need,
            phase: view.phase,
            pending: None,
            targets: view.targets.clone(),
            opening: view.opening,
            out: view.out.clone(),
            tallies: view.tallies.clone(),
            missed: vec![Vec::new(); n],
            playout_challenge,
            quiet: view.quiet,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;

    #[test]
    fn a_sampled_deal_keeps_what_the_seat_sees_and_every_card() {
        let game = Palace::new(4, Default::default(), 11).unwrap();
        let seat = game.to_act().unwrap();
        let view = game.view_for(seat);
        let unseen = Unseen::from_view(&view);
        // 52 cards less its hand and the 12 face-up cards.
        assert_eq!(unseen.cards.len(), 52 - 3 - 12);
        let deal = unseen.sample(&view, &mut rng_from_seed(3)).unwrap();
        let rebuilt = Palace::from_view(&view, deal, 5).unwrap();
        // The seat sees the same game; every card is somewhere.
        assert_eq!(rebuilt.view_for(seat).hand, view.hand);
        assert_eq!(rebuilt.view_for(seat).face_up, view.face_up);
        assert_eq!(rebuilt.view_for(seat).hand_counts, view.hand_counts);
        assert_eq!(rebuilt.view_for(seat).face_down, view.face_down);
        assert_eq!(rebuilt.view_for(seat).draw_count, view.draw_count);
        let mut all = rebuilt.all_cards();
        all.sort_unstable();
        let mut deck = full_deck(1);
        deck.sort_unstable();
        assert_eq!(all, deck);
        assert_eq!(rebuilt.candidate_moves(seat), game.candidate_moves(seat));
    }

    #[test]
    fn cards_seen_picked_up_stay_in_that_hand() {
        let mut game = Palace::new(3, Default::default(), 2).unwrap();
        let picked = game.hands[1].clone();
        game.known[1] = picked.clone();
        let view = game.view_for(0);
        let unseen = Unseen::from_view(&view);
        assert!(picked.iter().all(|c| !unseen.cards.contains(c)));
        for seed in 0..20 {
            let deal = unseen.sample(&view, &mut rng_from_seed(seed)).unwrap();
            assert_eq!(deal.hands[1], picked);
            assert_eq!(deal.hands[0], view.hand);
        }
        // A known card that no hand can hold: no consistent deal.
        game.known[2] = game.hands[2].clone();
        game.known[2].push(game.up[0][0]);
        assert!(
            Unseen::from_view(&game.view_for(0))
                .sample(&game.view_for(0), &mut rng_from_seed(1))
                .is_none()
        );
    }
}
