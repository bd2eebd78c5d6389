//! Palabra's review of a finished game (README, "Review of a finished game"): at each
//! of a person's plays, the play that scored most from their hand and the words on the
//! table (every word, build, straight, flush and vowel play the search finds), against
//! the one made. Only the seat's view is read: never another hand or the draw pile.

use super::search::{plays, quick_points};
use super::state::{Palabra, PalabraMove, Phase};
use super::view::PalabraView;
use crate::engine::{Rules, SeatId};
use crate::games::review::Choice;

/// The letters a word or straight spells, the table word's included.
fn spelled(view: &PalabraView, mv: &PalabraMove) -> Option<String> {
    match mv {
        PalabraMove::Word {
            before,
            after,
            build_on,
        } => {
            let table: String = build_on
                .and_then(|t| view.word_of(t))
                .map(|w| w.cards.iter().map(|p| p.letter).collect())
                .unwrap_or_default();
            let head: String = before.iter().map(|p| p.1).collect();
            let tail: String = after.iter().map(|p| p.1).collect();
            Some(format!("{head}{table}{tail}").to_uppercase())
        }
        _ => None,
    }
}

/// The review of `seat`'s `played` move: plays only (not the pre-play, the table's
/// judgement or a vote).
pub(crate) fn choice(
    game: &Palabra,
    seat: SeatId,
    played: &PalabraMove,
) -> Option<Choice<PalabraMove>> {
    let view = game.view_for(seat);
    if view.phase != Phase::Play || view.to_act != Some(seat) {
        return None;
    }
    let reviewed = matches!(
        played,
        PalabraMove::Word { .. }
            | PalabraMove::Straight { .. }
            | PalabraMove::Flush { .. }
            | PalabraMove::Vowels { .. }
            | PalabraMove::Exchange { .. }
            | PalabraMove::Pass
            | PalabraMove::TimeOut
    );
    if !reviewed {
        return None;
    }
    let played_worth = quick_points(&view, played).unwrap_or(0);
    let mut best: Option<(i32, PalabraMove)> = None;
    for mv in plays(&view) {
        if let Some(p) = quick_points(&view, &mv)
            && best.as_ref().is_none_or(|(b, _)| p > *b)
        {
            best = Some((p, mv));
        }
    }
    let (best_worth, best) = match best {
        Some((p, mv)) if p > played_worth => (p, mv),
        _ => (played_worth, played.clone()),
    };
    Some(Choice {
        words: spelled(&view, &best).into_iter().collect(),
        best,
        best_worth: f64::from(best_worth),
        played_worth: f64::from(played_worth),
        estimated: false,
    })
}

#[cfg(test)]
mod tests {
    use super::super::cards::{Card, CardKind, VOWELS};
    use super::super::search::line_points;
    use super::super::table::PlayKind;
    use super::super::words::{bad_one_letter, is_valid_word};
    use super::super::{PalabraRules, bot_for};
    use super::*;
    use crate::engine::BotLevel;
    use crate::engine::runner::bot_rng;
    use crate::games::TableGame;

    /// Every sequence of distinct hand cards (each order of each subset), by index.
    fn sequences(n: usize) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        let mut stack: Vec<Vec<usize>> = vec![Vec::new()];
        while let Some(seq) = stack.pop() {
            if !seq.is_empty() {
                out.push(seq.clone());
            }
            for i in 0..n {
                if !seq.contains(&i) {
                    let mut next = seq.clone();
                    next.push(i);
                    stack.push(next);
                }
            }
        }
        out
    }

    /// The letters a card may stand for in a word.
    fn letters_of(card: &Card) -> Vec<char> {
        match card.kind {
            CardKind::Letter(l) => vec![l],
            CardKind::Vowel => VOWELS.chars().collect(),
            CardKind::Wild => ('A'..='Z').collect(),
            _ => Vec::new(),
        }
    }

    /// The best word play by brute force: every order of every subset of the hand's
    /// cards, every letter a wild or vowel card may be, alone or around every other
    /// seat's word, checked in the dictionary and scored by the rules' own count.
    fn brute_best_word(view: &PalabraView) -> Option<i32> {
        let cards: Vec<Card> = view
            .hand
            .iter()
            .filter(|c| !c.is_joker())
            .copied()
            .collect();
        let list = view.rules.dictionary;
        let mut best: Option<i32> = None;
        let mut consider = |word: &str, chosen: &[Card], table| {
            if view.rejected.iter().any(|r| r == word) || !is_valid_word(word, list) {
                return;
            }
            if let Ok(p) = line_points(chosen, table) {
                best = Some(best.map_or(p, |b: i32| b.max(p)));
            }
        };
        for seq in sequences(cards.len()) {
            let chosen: Vec<Card> = seq.iter().map(|&i| cards[i]).collect();
            let mut spellings: Vec<String> = vec![String::new()];
            for c in &chosen {
                spellings = spellings
                    .iter()
                    .flat_map(|s| letters_of(c).into_iter().map(move |l| format!("{s}{l}")))
                    .collect();
            }
            for word in &spellings {
                if !bad_one_letter(word) {
                    consider(word, &chosen, None);
                }
                for (t, w) in view.table.iter().enumerate() {
                    let Some(w) = w else { continue };
                    if t == view.seat || w.kind != PlayKind::Word {
                        continue;
                    }
                    let old: String = w.cards.iter().map(|p| p.letter).collect();
                    for cut in 0..=word.len() {
                        let whole = format!("{}{old}{}", &word[..cut], &word[cut..]);
                        consider(&whole, &chosen, Some(w));
                    }
                }
            }
        }
        best
    }

    /// The review's best play is the best under the scoring: a brute force over the
    /// hand finds no word scoring more, and the best is a word, straight, flush or vowel
    /// play scoring exactly what the review says. It reads nothing hidden: with every
    /// card the seat cannot see shuffled elsewhere, the review is the same.
    #[test]
    fn the_reviews_best_play_is_the_best_by_brute_force_and_sees_no_hidden_card() {
        let mut checked = 0;
        for seed in [3u64, 8] {
            let mut game = Palabra::new(2, PalabraRules::default(), seed).expect("deals");
            let mut bots = [bot_for(BotLevel::Easy), bot_for(BotLevel::Easy)];
            let mut ply = 0u64;
            while let Some(seat) = game.to_act() {
                let legal = game.candidate_moves(seat);
                let mut rng = bot_rng(seed, ply);
                let mv = bots[seat].choose(&game.view_for(seat), &legal, &mut rng);
                let view = game.view_for(seat);
                let wilds = view
                    .hand
                    .iter()
                    .filter(|c| c.kind == CardKind::Wild)
                    .count();
                if seat == 0
                    && checked < 8
                    && wilds <= 1
                    && let Some(c) = choice(&game, seat, &mv)
                {
                    checked += 1;
                    let brute = brute_best_word(&view);
                    let others = plays(&view)
                        .iter()
                        .filter(|m| !matches!(m, PalabraMove::Word { .. }))
                        .filter_map(|m| quick_points(&view, m))
                        .max();
                    let want = brute.max(others).unwrap_or(0).max(c.played_worth as i32);
                    assert_eq!(c.best_worth as i32, want, "seed {seed} ply {ply}");
                    assert!(game.check(seat, &c.best).is_ok(), "the best is legal");
                    let mut scrambled = game.clone();
                    scrambled.scramble_hidden(Some(seat), &mut bot_rng(seed + 99, ply));
                    let again = choice(&scrambled, seat, &mv).expect("reviewed");
                    assert_eq!(format!("{:?}", again.best), format!("{:?}", c.best));
                    assert_eq!(again.best_worth, c.best_worth);
                }
                game.apply(seat, &mv).expect("legal");
                ply += 1;
            }
        }
        assert_eq!(checked, 8, "enough positions were checked");
    }
}
