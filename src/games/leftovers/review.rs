//! Leftovers' review of a finished game (README, "Review of a finished game"): at each
//! of a person's turns on a table word, the word that left the fewest points to the
//! previous player (Use or Lose: that scored most, its points less what it left), against
//! the one made; "cannot make a word" leaves the whole table. An opening word from the
//! hand leaves nothing: it is not reviewed. Only the seat's hand and the table are read.

use super::cards::{Card, points};
use super::state::{LeftMove, Leftovers, Phase};
use super::view::LeftView;
use super::words::Split;
use crate::engine::{Rules, SeatId};
use crate::games::review::Choice;

/// What laying `split` is worth now to the seat laying it.
fn worth(view: &LeftView, split: &Split) -> i32 {
    let left = points(&split.leftover_cards(&view.table));
    if view.rules.use_or_lose {
        let mut used: Vec<Card> = split.from_hand.clone();
        used.extend(
            split
                .table_used
                .iter()
                .filter_map(|&i| view.table.get(i).copied()),
        );
        points(&used) - left
    } else {
        -left
    }
}

/// What making no word is worth: the previous player takes the whole table.
fn no_word_worth(view: &LeftView) -> i32 {
    if view.rules.use_or_lose {
        0
    } else {
        -points(&view.table)
    }
}

pub(crate) fn choice(
    game: &Leftovers,
    seat: SeatId,
    played: &LeftMove,
) -> Option<Choice<LeftMove>> {
    let view = game.view_for(seat);
    if view.phase != Phase::Play || view.to_act != Some(seat) {
        return None;
    }
    let played_worth = match played {
        LeftMove::Word { word } => worth(&view, &view.plan(word).ok()?),
        LeftMove::Pass | LeftMove::TimeUp => no_word_worth(&view),
        _ => return None,
    };
    let mut best: Option<(i32, Split)> = None;
    for split in view.found_words() {
        let w = worth(&view, &split);
        if best.as_ref().is_none_or(|(b, _)| w > *b) {
            best = Some((w, split));
        }
    }
    let (best_worth, best, words) = match best {
        Some((w, split)) if w > played_worth => (
            w,
            LeftMove::Word {
                word: split.word.clone(),
            },
            vec![split.word],
        ),
        _ => (played_worth, played.clone(), Vec::new()),
    };
    Some(Choice {
        best,
        best_worth: f64::from(best_worth),
        played_worth: f64::from(played_worth),
        words,
        estimated: false,
    })
}
