//! The search for moves: dictionary words from the hand (wild cards as wild letters,
//! vowel cards as vowel wilds), builds on table words (the table word fixed inside a
//! pattern), straights, flushes, vowel plays, exchanges, shaves and jokers.

use super::cards::{Card, CardId, CardKind, Color, VOWELS, is_vowel};
use super::error::PalabraError;
use super::state::{PalabraMove, Phase};
use super::table::{ALL_SEVEN_BONUS, HAND_SIZE, PlayKind, TableWord};
use super::typed::{Want, best_cards};
use super::view::PalabraView;
use super::words::{bad_one_letter, lexicon};
use crate::engine::SeatId;
use crate::lexicon::{LetterQuery, Pattern};

/// The letters of the letter cards, the wild cards and the vowel cards of a hand.
fn hand_query(hand: &[Card]) -> LetterQuery {
    let letters: String = hand.iter().filter_map(Card::letter).collect();
    let wild = hand.iter().filter(|c| c.kind == CardKind::Wild).count();
    let vowel = hand.iter().filter(|c| c.kind == CardKind::Vowel).count();
    LetterQuery::new(letters)
        .wild(wild)
        .vowel_wild(vowel)
        .vowels(VOWELS)
}

/// The score of hand cards `chosen` laid around `table` (or alone): face values x the
/// stars of the chosen cards x the lock, + 70 for seven cards. Err if a locked table
/// word would lose its lock.
pub(crate) fn line_points(chosen: &[Card], table: Option<&TableWord>) -> Result<i32, PalabraError> {
    let mut letters: i32 = chosen.iter().map(|c| c.value).sum();
    let stars: i32 = chosen.iter().map(Card::star_factor).product();
    let mut lock = super::table::shared_colors(chosen);
    if let Some(t) = table {
        letters += t.cards.iter().map(|p| p.card.value).sum::<i32>();
        let new = lock.and(t.lock);
        if !t.lock.is_empty() && new.is_empty() {
            return Err(PalabraError::LockLost(t.lock));
        }
        lock = new;
    }
    let bonus = if chosen.len() >= HAND_SIZE {
        ALL_SEVEN_BONUS
    } else {
        0
    };
    Ok(letters * stars * lock.lock_multiplier() + bonus)
}

fn to_pairs(cards: &[Card], letters: &[char]) -> Vec<(CardId, char)> {
    cards.iter().zip(letters).map(|(c, &l)| (c.id, l)).collect()
}

/// The best cards for `before` + `after` letters around `table`, as a move.
fn best_line(
    hand: &[Card],
    kind: PlayKind,
    before: &[char],
    after: &[char],
    build_on: Option<(SeatId, &TableWord)>,
) -> Option<PalabraMove> {
    let letters: Vec<char> = before.iter().chain(after).copied().collect();
    let wants: Vec<Want> = letters.iter().map(|&l| Want::Letter(l)).collect();
    let table = build_on.map(|b| b.1);
    let mut eval = |cs: &[Card]| line_points(cs, table).map(i64::from);
    let cards = best_cards(hand, &wants, &mut eval).ok()?;
    let mut b = to_pairs(&cards, &letters);
    let a = b.split_off(before.len());
    let build_on = build_on.map(|x| x.0);
    Some(match kind {
        PlayKind::Straight => PalabraMove::Straight {
            before: b,
            after: a,
            build_on,
        },
        _ => PalabraMove::Word {
            before: b,
            after: a,
            build_on,
        },
    })
}

/// Every dictionary word the hand spells, with its best cards.
fn fresh_words(view: &PalabraView, out: &mut Vec<PalabraMove>) {
    let q = hand_query(&view.hand).len_range(1, HAND_SIZE);
    for w in lexicon(view.rules.dictionary).words_from_letters(&q) {
        if bad_one_letter(&w) || view.rejected.contains(&w) {
            continue;
        }
        let letters: Vec<char> = w.chars().collect();
        out.extend(best_line(&view.hand, PlayKind::Word, &[], &letters, None));
    }
}

/// Every word made by adding hand cards before and/or after another seat's word.
fn builds(view: &PalabraView, out: &mut Vec<PalabraMove>) {
    let n_hand = view.hand.iter().filter(|c| !c.is_joker()).count();
    for (t, w) in view.table.iter().enumerate() {
        let Some(w) = w else { continue };
        if t == view.seat || w.kind != PlayKind::Word {
            continue;
        }
        let old: Vec<char> = w.cards.iter().map(|p| p.letter).collect();
        let n = old.len();
        for add in 1..=n_hand {
            for o in 0..=add {
                let p = Pattern {
                    len: n + add,
                    fixed: old.iter().enumerate().map(|(i, &c)| (o + i, c)).collect(),
                    available: Some(hand_query(&view.hand)),
                };
                for word in lexicon(view.rules.dictionary).words_matching(&p) {
                    if view.rejected.contains(&word) {
                        continue;
                    }
                    let letters: Vec<char> = word.chars().collect();
                    let (b, rest) = letters.split_at(o);
                    let a = &rest[n..];
                    out.extend(best_line(&view.hand, PlayKind::Word, b, a, Some((t, w))));
                }
            }
        }
    }
}

fn letter_at(start: usize, i: usize) -> char {
    (b'A' + ((start + i) % 26) as u8) as char
}

/// Straights from the hand, and straights built on other seats' straights.
fn straights(view: &PalabraView, out: &mut Vec<PalabraMove>) {
    let h = view.hand.iter().filter(|c| !c.is_joker()).count();
    for start in 0..26 {
        for len in 3..=h {
            let letters: Vec<char> = (0..len).map(|i| letter_at(start, i)).collect();
            match best_line(&view.hand, PlayKind::Straight, &[], &letters, None) {
                Some(mv) => out.push(mv),
                None => break,
            }
        }
    }
    for (t, w) in view.table.iter().enumerate() {
        let Some(w) = w else { continue };
        if t == view.seat || w.kind != PlayKind::Straight || w.cards.is_empty() {
            continue;
        }
        let first = (w.cards[0].letter as u8 - b'A') as usize;
        let n = w.cards.len();
        for b in 0..=h {
            for a in 0..=(h - b) {
                if a + b == 0 || n + a + b > 26 {
                    continue;
                }
                let before: Vec<char> = (0..b).map(|i| letter_at(first + 26 - b, i)).collect();
                let after: Vec<char> = (0..a).map(|i| letter_at(first + n, i)).collect();
                out.extend(best_line(
                    &view.hand,
                    PlayKind::Straight,
                    &before,
                    &after,
                    Some((t, w)),
                ));
            }
        }
    }
}

/// The biggest flush of each color (and the same without wild or vowel cards).
fn flushes(view: &PalabraView, out: &mut Vec<PalabraMove>) {
    for color in Color::ALL {
        let all: Vec<CardId> = view
            .hand
            .iter()
            .filter(|c| !c.is_joker() && c.colors.contains(color))
            .map(|c| c.id)
            .collect();
        let plain: Vec<CardId> = view
            .hand
            .iter()
            .filter(|c| c.letter().is_some() && c.colors.contains(color))
            .map(|c| c.id)
            .collect();
        for cards in [all, plain] {
            let mv = PalabraMove::Flush { cards };
            if cards_of(&mv).len() >= 5 && !out.contains(&mv) {
                out.push(mv);
            }
        }
    }
}

/// How much a card is worth keeping in hand.
pub(crate) fn keep_value(c: &Card) -> i32 {
    match c.kind {
        CardKind::Wild | CardKind::Vowel => 25,
        CardKind::Joker => 60,
        CardKind::Letter(_) => c.value * c.star_factor(),
    }
}

fn vowel_plays(view: &PalabraView, out: &mut Vec<PalabraMove>) {
    let mut v: Vec<&Card> = view.hand.iter().filter(|c| c.is_vowelish()).collect();
    v.sort_by_key(|c| keep_value(c));
    for n in [6, 7] {
        if v.len() >= n && view.draw_count >= n {
            out.push(PalabraMove::Vowels {
                cards: v[..n].iter().map(|c| c.id).collect(),
            });
        }
    }
}

/// The cards a balanced hand would rather not keep: extra vowels, duplicates and the
/// hard letters. Jokers, wild and vowel cards are kept.
pub(crate) fn exchange_pick(hand: &[Card]) -> Vec<CardId> {
    let mut kept_vowels = 0;
    let mut kept_cons = 0;
    let mut seen: Vec<char> = Vec::new();
    let mut out = Vec::new();
    let mut sorted: Vec<&Card> = hand.iter().collect();
    sorted.sort_by_key(|c| -c.star_factor());
    for c in sorted {
        let Some(l) = c.letter() else { continue };
        let keep = if seen.contains(&l) {
            false
        } else if is_vowel(l) && l != 'Y' {
            kept_vowels += 1;
            kept_vowels <= 3
        } else if "RSTLNDCMPGBH".contains(l) {
            kept_cons += 1;
            kept_cons <= 3
        } else {
            false
        };
        if keep {
            seen.push(l);
        } else {
            out.push(c.id);
        }
    }
    if out.is_empty() {
        out = hand
            .iter()
            .filter(|c| c.letter().is_some())
            .map(|c| c.id)
            .collect();
    }
    out
}

fn exchanges(view: &PalabraView, out: &mut Vec<PalabraMove>) {
    if view.draw_count < 10 {
        return;
    }
    let letters: Vec<CardId> = view
        .hand
        .iter()
        .filter(|c| c.letter().is_some())
        .map(|c| c.id)
        .collect();
    for cards in [exchange_pick(&view.hand), letters] {
        let mv = PalabraMove::Exchange { cards };
        if !cards_of(&mv).is_empty() && !out.contains(&mv) {
            out.push(mv);
        }
    }
}

/// The pre-plays: every shave target with as many matching cards as possible, jokers
/// against each word and against the best words together.
fn pre_plays(view: &PalabraView, out: &mut Vec<PalabraMove>) {
    let cx = view.ctx();
    for t in cx.shave_targets() {
        let Some(w) = view.word_of(t) else { continue };
        let mut used: Vec<CardId> = Vec::new();
        let mut order: Vec<usize> = (0..w.cards.len()).filter(|&i| !w.cards[i].shaved).collect();
        order.sort_by_key(|&i| -w.cards[i].card.value);
        for i in order {
            let l = w.cards[i].letter;
            let pick = view
                .hand
                .iter()
                .filter(|c| {
                    c.letter() == Some(l)
                        && !used.contains(&c.id)
                        && (w.lock.is_empty() || c.colors.meets(w.lock))
                })
                .min_by_key(|c| keep_value(c));
            if let Some(c) = pick {
                used.push(c.id);
            }
        }
        if !used.is_empty() {
            out.push(PalabraMove::Shave {
                target: t,
                cards: used,
            });
        }
    }
    let jokers = view.hand.iter().filter(|c| c.is_joker()).count();
    if jokers > 0 {
        let mut targets: Vec<(i32, SeatId)> = (0..view.table.len())
            .filter_map(|t| {
                let w = cx.other_word(t).ok()?;
                (!w.jokered && w.value() > 0).then_some((w.value(), t))
            })
            .collect();
        targets.sort_by(|a, b| b.cmp(a));
        for &(_, t) in &targets {
            out.push(PalabraMove::Joker { targets: vec![t] });
        }
        if jokers >= 2 && targets.len() >= 2 {
            let k = jokers.min(targets.len());
            out.push(PalabraMove::Joker {
                targets: targets[..k].iter().map(|x| x.1).collect(),
            });
        }
    }
}

/// The hand cards a move uses.
pub(crate) fn cards_of(mv: &PalabraMove) -> Vec<CardId> {
    match mv {
        PalabraMove::Word { before, after, .. } | PalabraMove::Straight { before, after, .. } => {
            before.iter().chain(after).map(|c| c.0).collect()
        }
        PalabraMove::Flush { cards }
        | PalabraMove::Vowels { cards }
        | PalabraMove::Exchange { cards }
        | PalabraMove::Shave { cards, .. } => cards.clone(),
        _ => Vec::new(),
    }
}

/// The table plays and vowel plays the search finds (no exchange, no pass).
pub fn plays(view: &PalabraView) -> Vec<PalabraMove> {
    let mut out = Vec::new();
    fresh_words(view, &mut out);
    builds(view, &mut out);
    straights(view, &mut out);
    flushes(view, &mut out);
    vowel_plays(view, &mut out);
    out
}

/// The moves offered to the computer players (`Rules::candidate_moves`).
pub fn legal(view: &PalabraView) -> Vec<PalabraMove> {
    if !view.my_turn() {
        return Vec::new();
    }
    match view.phase {
        Phase::PrePlay => {
            let mut v = vec![PalabraMove::SkipPrePlay];
            pre_plays(view, &mut v);
            v
        }
        Phase::Play => {
            let mut v = plays(view);
            exchanges(view, &mut v);
            v.push(PalabraMove::Pass);
            v
        }
        Phase::Challenge => vec![PalabraMove::Accept, PalabraMove::Challenge],
        Phase::Vote => vec![
            PalabraMove::Vote { accept: true },
            PalabraMove::Vote { accept: false },
        ],
        Phase::GameOver => Vec::new(),
    }
}

/// What a move scores for this seat, quickly (no dictionary look-up): table plays,
/// vowel plays, shaves; for jokers, the value they remove.
pub(crate) fn quick_points(view: &PalabraView, mv: &PalabraMove) -> Option<i32> {
    let card = |id: CardId| view.hand.iter().find(|c| c.id == id).copied();
    match mv {
        PalabraMove::Word {
            before,
            after,
            build_on,
        }
        | PalabraMove::Straight {
            before,
            after,
            build_on,
        } => {
            let cards: Option<Vec<Card>> = before.iter().chain(after).map(|c| card(c.0)).collect();
            let table = build_on.and_then(|t| view.word_of(t));
            line_points(&cards?, table).ok()
        }
        PalabraMove::Flush { cards } => cards.iter().map(|&id| card(id).map(|c| c.value)).sum(),
        PalabraMove::Vowels { cards } => Some(super::plan::vowel_points(cards.len())),
        PalabraMove::Shave { target, cards } => {
            view.ctx().plan_shave(*target, cards).ok().map(|p| p.points)
        }
        PalabraMove::Joker { targets } => Some(
            targets
                .iter()
                .filter_map(|&t| view.word_of(t).map(TableWord::value))
                .sum(),
        ),
        _ => None,
    }
}
