//! Rapiletras' review of a finished game (README, "Review of a finished game"): at each
//! of a person's turns, the word play (forming, adding or replacing, with the die's
//! number of letters) that would have put down the most penalty points from their hand,
//! against the one made (drawing puts down nothing), and the words of the die's length
//! that fitted. Only the seat's own hand and the table are read.

use super::bot::cards_used;
use super::state::{Phase, RapiMove, Rapiletras};
use super::view::RapiView;
use super::words::as_typed;
use crate::engine::{Rules, SeatId};
use crate::games::review::Choice;

/// The most words listed to learn from one turn.
const WORDS_LISTED: usize = 5;

/// The penalty points a word move puts down (0: not a word move, or not playable).
fn shed(view: &RapiView, mv: &RapiMove) -> i32 {
    cards_used(view, mv)
        .map(|cards| cards.iter().map(|&c| view.deck.value(c)).sum())
        .unwrap_or(0)
}

/// The word a word move leaves on the table, as players read it.
fn word_of(mv: &RapiMove) -> Option<String> {
    match mv {
        RapiMove::Form { word } | RapiMove::Add { word, .. } | RapiMove::Replace { word, .. } => {
            Some(as_typed(word))
        }
        _ => None,
    }
}

pub(crate) fn choice(
    game: &Rapiletras,
    seat: SeatId,
    played: &RapiMove,
) -> Option<Choice<RapiMove>> {
    let view = game.view_for(seat);
    if view.phase != Phase::Playing || view.to_act != Some(seat) {
        return None;
    }
    let reviewed = matches!(
        played,
        RapiMove::Form { .. }
            | RapiMove::Add { .. }
            | RapiMove::Replace { .. }
            | RapiMove::Draw { .. }
            | RapiMove::Pass
    );
    if !reviewed {
        return None;
    }
    let played_worth = shed(&view, played);
    // The search reads this seat's hand, the table and the die: what the seat saw.
    let found = game.found_word_moves(seat);
    let mut best: Option<(i32, &RapiMove)> = None;
    for mv in &found {
        let p = shed(&view, mv);
        if best.is_none_or(|(b, _)| p > b) {
            best = Some((p, mv));
        }
    }
    let mut words: Vec<String> = Vec::new();
    let (best_worth, best) = match best {
        Some((p, mv)) if p > played_worth => {
            words.extend(word_of(mv));
            (p, mv.clone())
        }
        _ => (played_worth, played.clone()),
    };
    if best_worth > played_worth {
        for w in found.iter().filter_map(word_of) {
            if words.len() >= WORDS_LISTED {
                break;
            }
            if !words.contains(&w) {
                words.push(w);
            }
        }
    }
    Some(Choice {
        best,
        best_worth: f64::from(best_worth),
        played_worth: f64::from(played_worth),
        words,
        estimated: false,
    })
}
