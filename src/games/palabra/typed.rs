//! From what a player types to a move: which hand cards to use, chosen for the highest
//! score, or the precise reason the text cannot be played.
//!
//! Typing: letters; `*X` plays X with a wild card; `+X` plays the vowel X with a vowel
//! card; otherwise letter cards are used (a wild or vowel card only where the hand lacks
//! the letter). For flushes, vowel plays, exchanges and shaves, the text names cards:
//! a letter, `*` a wild card, `+` a vowel card, `#` a joker.

use super::cards::{Card, CardId, CardKind, is_vowel};
use super::error::PalabraError;
use super::state::PalabraMove;
use super::table::PlayKind;
use super::view::PalabraView;
use crate::engine::SeatId;

/// How a typed letter must be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Want {
    /// A letter card, or a special card where the hand lacks the letter.
    Letter(char),
    Wild(char),
    Vowel(char),
    /// A card picked by face only: letter card with this letter.
    Exact(char),
    AnyWild,
    AnyVowelCard,
    Joker,
}

impl Want {
    fn letter(self) -> char {
        match self {
            Want::Letter(c) | Want::Wild(c) | Want::Vowel(c) | Want::Exact(c) => c,
            _ => '?',
        }
    }
}

/// Parses a typed word: letters with `*`/`+` markers. Spaces are ignored.
pub(crate) fn parse_word(text: &str) -> Result<Vec<Want>, PalabraError> {
    let mut out = Vec::new();
    let mut marker: Option<char> = None;
    for ch in text.chars().filter(|c| !c.is_whitespace()) {
        let up = ch.to_ascii_uppercase();
        match (marker, up) {
            (None, '*' | '+') => marker = Some(up),
            (m, 'A'..='Z') => {
                out.push(match m {
                    Some('*') => Want::Wild(up),
                    Some(_) => Want::Vowel(up),
                    None => Want::Letter(up),
                });
                marker = None;
            }
            (Some(m), _) if ch == '*' || ch == '+' => return Err(PalabraError::DanglingMarker(m)),
            _ => return Err(PalabraError::BadCharacter(ch)),
        }
    }
    if let Some(m) = marker {
        return Err(PalabraError::DanglingMarker(m));
    }
    if out.is_empty() {
        return Err(PalabraError::EmptyWord);
    }
    Ok(out)
}

/// Parses a list of cards: letters, `*` wild, `+` vowel card, `#` joker.
pub(crate) fn parse_cards(text: &str) -> Result<Vec<Want>, PalabraError> {
    let mut out = Vec::new();
    for ch in text.chars().filter(|c| !c.is_whitespace() && *c != ',') {
        out.push(match ch.to_ascii_uppercase() {
            '*' => Want::AnyWild,
            '+' => Want::AnyVowelCard,
            '#' => Want::Joker,
            c @ 'A'..='Z' => Want::Exact(c),
            _ => return Err(PalabraError::BadCharacter(ch)),
        });
    }
    if out.is_empty() {
        return Err(PalabraError::NothingChosen);
    }
    Ok(out)
}

fn matches(want: Want, c: &Card, allow_special: bool) -> bool {
    match want {
        Want::Letter(l) => {
            c.kind == CardKind::Letter(l) || (allow_special && c.is_special() && c.can_be(l))
        }
        Want::Wild(_) | Want::AnyWild => c.kind == CardKind::Wild,
        Want::Vowel(l) => c.kind == CardKind::Vowel && is_vowel(l),
        Want::AnyVowelCard => c.kind == CardKind::Vowel,
        Want::Exact(l) => c.kind == CardKind::Letter(l),
        Want::Joker => c.is_joker(),
    }
}

/// Why a hand cannot cover `wants` at all, if it cannot.
fn coverage_error(hand: &[Card], wants: &[Want]) -> Option<PalabraError> {
    let count = |f: &dyn Fn(&Card) -> bool| hand.iter().filter(|c| f(c)).count();
    let wilds = count(&|c| c.kind == CardKind::Wild);
    let vowel_cards = count(&|c| c.kind == CardKind::Vowel);
    let need = |f: &dyn Fn(&Want) -> bool| wants.iter().filter(|w| f(w)).count();
    if need(&|w| matches!(w, Want::Wild(_) | Want::AnyWild)) > wilds {
        return Some(PalabraError::NoWildCard);
    }
    if need(&|w| matches!(w, Want::Vowel(_) | Want::AnyVowelCard)) > vowel_cards {
        return Some(PalabraError::NoVowelCard);
    }
    for w in wants {
        if let Want::Vowel(l) = *w
            && !is_vowel(l)
        {
            let id = hand
                .iter()
                .find(|c| c.kind == CardKind::Vowel)
                .map_or(0, |c| c.id);
            return Some(PalabraError::CardCannotBe(id, l));
        }
    }
    if need(&|w| *w == Want::Joker) > count(&|c| c.is_joker()) {
        return Some(PalabraError::NotEnoughJokers {
            need: need(&|w| *w == Want::Joker),
            have: count(&|c| c.is_joker()),
        });
    }
    for w in wants {
        if let Want::Letter(l) | Want::Exact(l) = *w {
            let letters = count(&|c| c.kind == CardKind::Letter(l));
            let wanted = need(&|x| matches!(x, Want::Letter(m) | Want::Exact(m) if *m == l));
            if wanted > letters {
                let spare = if matches!(w, Want::Letter(_)) {
                    hand.iter()
                        .filter(|c| c.is_special() && c.can_be(l))
                        .count()
                } else {
                    0
                };
                if wanted > letters + spare {
                    return Some(if letters + spare == 0 {
                        PalabraError::MissingLetter(l)
                    } else {
                        PalabraError::TooFewOf(l, letters + spare)
                    });
                }
            }
        }
    }
    None
}

/// Tries every way to give each want its own hand card (identical cards once) and keeps
/// the best by `eval`; returns the chosen cards in order, or the error of the best try.
pub(crate) fn best_cards(
    hand: &[Card],
    wants: &[Want],
    eval: &mut dyn FnMut(&[Card]) -> Result<i64, PalabraError>,
) -> Result<Vec<Card>, PalabraError> {
    if let Some(e) = coverage_error(hand, wants) {
        return Err(e);
    }
    // Plain letters may use special cards only where the hand lacks letter cards.
    let allow: Vec<bool> = wants
        .iter()
        .map(|w| match *w {
            Want::Letter(l) => {
                let have = hand
                    .iter()
                    .filter(|c| c.kind == CardKind::Letter(l))
                    .count();
                let want = wants.iter().filter(|x| **x == Want::Letter(l)).count();
                want > have
            }
            _ => false,
        })
        .collect();
    struct S<'a> {
        hand: &'a [Card],
        wants: &'a [Want],
        allow: &'a [bool],
        used: Vec<bool>,
        chosen: Vec<Card>,
        best: Option<(i64, Vec<Card>)>,
        err: Option<PalabraError>,
        leaves: usize,
    }
    fn go(s: &mut S, i: usize, eval: &mut dyn FnMut(&[Card]) -> Result<i64, PalabraError>) {
        if s.leaves > 20_000 {
            return;
        }
        if i == s.wants.len() {
            s.leaves += 1;
            match eval(&s.chosen) {
                Ok(v) => {
                    if s.best.as_ref().is_none_or(|b| v > b.0) {
                        s.best = Some((v, s.chosen.clone()));
                    }
                }
                Err(e) => {
                    if s.err.is_none() || matches!(e, PalabraError::LockLost(_)) {
                        s.err = Some(e);
                    }
                }
            }
            return;
        }
        let mut tried: Vec<(CardKind, i32, u8, u8)> = Vec::new();
        for k in 0..s.hand.len() {
            let c = s.hand[k];
            if s.used[k] || !matches(s.wants[i], &c, s.allow[i]) {
                continue;
            }
            let sig = (c.kind, c.value, c.stars, c.colors.0);
            if tried.contains(&sig) {
                continue;
            }
            tried.push(sig);
            s.used[k] = true;
            s.chosen.push(c);
            go(s, i + 1, eval);
            s.chosen.pop();
            s.used[k] = false;
        }
    }
    let mut s = S {
        hand,
        wants,
        allow: &allow,
        used: vec![false; hand.len()],
        chosen: Vec::new(),
        best: None,
        err: None,
        leaves: 0,
    };
    go(&mut s, 0, eval);
    match (s.best, s.err) {
        (Some((_, cards)), _) => Ok(cards),
        (None, Some(e)) => Err(e),
        (None, None) => Err(PalabraError::MissingLetter(
            wants.first().map_or('?', |w| w.letter()),
        )),
    }
}

fn pairs(cards: &[Card], wants: &[Want]) -> Vec<(CardId, char)> {
    cards
        .iter()
        .zip(wants)
        .map(|(c, w)| {
            let l = match c.kind {
                CardKind::Letter(l) => l,
                _ => w.letter(),
            };
            (c.id, l)
        })
        .collect()
}

fn line_move(
    kind: PlayKind,
    before: Vec<(CardId, char)>,
    after: Vec<(CardId, char)>,
    build_on: Option<SeatId>,
) -> PalabraMove {
    match kind {
        PlayKind::Straight => PalabraMove::Straight {
            before,
            after,
            build_on,
        },
        _ => PalabraMove::Word {
            before,
            after,
            build_on,
        },
    }
}

fn line_from_text(
    view: &PalabraView,
    kind: PlayKind,
    text: &str,
    build_on: Option<SeatId>,
) -> Result<PalabraMove, PalabraError> {
    let wants = parse_word(text)?;
    let cx = view.ctx();
    let splits: Vec<(usize, usize)> = match build_on {
        None => vec![(0, 0)],
        Some(t) => {
            let old = cx.other_word(t)?.word();
            let typed: String = wants.iter().map(|w| w.letter()).collect();
            let n = old.chars().count();
            let v: Vec<(usize, usize)> = (0..wants.len().saturating_sub(n) + 1)
                .filter(|&o| {
                    o + n <= wants.len()
                        && typed[o..o + n] == old
                        && wants[o..o + n].iter().all(|w| matches!(w, Want::Letter(_)))
                })
                .map(|o| (o, n))
                .collect();
            if v.is_empty() {
                return Err(PalabraError::TableWordMissing { table: old, typed });
            }
            v
        }
    };
    let mut best: Option<(i64, PalabraMove)> = None;
    let mut err = None;
    for (o, n) in splits {
        let hand_wants: Vec<Want> = wants[..o].iter().chain(&wants[o + n..]).copied().collect();
        if hand_wants.is_empty() {
            err = Some(PalabraError::NothingAdded);
            continue;
        }
        let mut eval = |cards: &[Card]| {
            let p = pairs(cards, &hand_wants);
            let (b, a) = p.split_at(o);
            let plan = cx.plan_line(kind, b, a, build_on)?;
            Ok(i64::from(plan.score.total))
        };
        match best_cards(&view.hand, &hand_wants, &mut eval) {
            Ok(cards) => {
                let mut p = pairs(&cards, &hand_wants);
                let a = p.split_off(o);
                let mv = line_move(kind, p.clone(), a.clone(), build_on);
                let score = cx
                    .plan_line(kind, &p, &a, build_on)
                    .map_or(i64::MIN, |pl| i64::from(pl.score.total));
                if best.as_ref().is_none_or(|b| score > b.0) {
                    best = Some((score, mv));
                }
            }
            Err(e) => err = Some(e),
        }
    }
    match (best, err) {
        (Some((_, mv)), _) => Ok(mv),
        (None, Some(e)) => Err(e),
        (None, None) => Err(PalabraError::EmptyWord),
    }
}

/// A typed word (fresh, or the whole new word when building on the word in front of
/// `build_on`), played with the hand cards that score the most.
pub fn word_from_text(
    view: &PalabraView,
    text: &str,
    build_on: Option<SeatId>,
) -> Result<PalabraMove, PalabraError> {
    line_from_text(view, PlayKind::Word, text, build_on)
}

/// The score of a typed word as it would be played, if it can be.
fn word_score(view: &PalabraView, text: &str, build_on: Option<SeatId>) -> Option<i64> {
    let PalabraMove::Word { before, after, .. } = word_from_text(view, text, build_on).ok()? else {
        return None;
    };
    let plan = view
        .ctx()
        .plan_line(PlayKind::Word, &before, &after, build_on)
        .ok()?;
    Some(i64::from(plan.score.total))
}

/// Plain typed letters use letter cards (a wild or vowel card keeps its freedom): when
/// one wild or vowel card in place of a typed letter would score more (a color lock,
/// say), the typed form that plays it and its score, for the preview to suggest.
pub fn better_with_special(
    view: &PalabraView,
    text: &str,
    build_on: Option<SeatId>,
) -> Option<(String, i64)> {
    let has = |kind: CardKind| view.hand.iter().any(|c| c.kind == kind);
    let markers: Vec<char> = [('*', has(CardKind::Wild)), ('+', has(CardKind::Vowel))]
        .into_iter()
        .filter_map(|(m, held)| held.then_some(m))
        .collect();
    if markers.is_empty() {
        return None;
    }
    let typed = word_score(view, text, build_on)?;
    let chars: Vec<char> = text.chars().collect();
    let mut best: Option<(String, i64)> = None;
    for (i, c) in chars.iter().enumerate() {
        let marked = chars[..i]
            .iter()
            .rev()
            .find(|p| !p.is_whitespace())
            .is_some_and(|p| matches!(p, '*' | '+'));
        if !c.is_ascii_alphabetic() || marked {
            continue;
        }
        for &m in &markers {
            if m == '+' && !is_vowel(c.to_ascii_uppercase()) {
                continue;
            }
            let variant: String = chars[..i]
                .iter()
                .chain(std::iter::once(&m))
                .chain(&chars[i..])
                .collect();
            if let Some(score) = word_score(view, &variant, build_on)
                && score > best.as_ref().map_or(typed, |b| b.1)
            {
                best = Some((variant.to_uppercase(), score));
            }
        }
    }
    best
}

/// A typed straight (the whole new straight when building on one).
pub fn straight_from_text(
    view: &PalabraView,
    text: &str,
    build_on: Option<SeatId>,
) -> Result<PalabraMove, PalabraError> {
    line_from_text(view, PlayKind::Straight, text, build_on)
}

/// How much a card is worth keeping (to give away the cheapest of equal choices).
fn keep_value(c: &Card) -> i64 {
    match c.kind {
        CardKind::Wild | CardKind::Vowel => 30,
        CardKind::Joker => 60,
        CardKind::Letter(_) => i64::from(c.value * c.star_factor()),
    }
}

fn pick_ids(
    view: &PalabraView,
    text: &str,
    eval: &mut dyn FnMut(&[Card]) -> Result<i64, PalabraError>,
) -> Result<Vec<CardId>, PalabraError> {
    let wants = parse_cards(text)?;
    Ok(best_cards(&view.hand, &wants, eval)?
        .iter()
        .map(|c| c.id)
        .collect())
}

/// The typed cards of a flush (letters, `*` wild, `+` vowel card), of one color.
pub fn flush_from_text(view: &PalabraView, text: &str) -> Result<PalabraMove, PalabraError> {
    let cx = view.ctx();
    let cards = pick_ids(view, text, &mut |cs| {
        let ids: Vec<CardId> = cs.iter().map(|c| c.id).collect();
        Ok(i64::from(cx.plan_flush(&ids)?.score.total))
    })?;
    Ok(PalabraMove::Flush { cards })
}

/// The typed vowels of a vowel play. A typed vowel is a letter card, or a wild or vowel
/// card where the hand holds fewer cards of that letter than typed (as in a word).
pub fn vowels_from_text(view: &PalabraView, text: &str) -> Result<PalabraMove, PalabraError> {
    let cx = view.ctx();
    let wants: Vec<Want> = parse_cards(text)?
        .into_iter()
        .map(|w| match w {
            Want::Exact(l) if is_vowel(l) => Want::Letter(l),
            w => w,
        })
        .collect();
    let cards = best_cards(&view.hand, &wants, &mut |cs| {
        let ids: Vec<CardId> = cs.iter().map(|c| c.id).collect();
        cx.plan_vowels(&ids)?;
        Ok(-cs.iter().map(keep_value).sum::<i64>())
    })?
    .iter()
    .map(|c| c.id)
    .collect();
    Ok(PalabraMove::Vowels { cards })
}

/// The typed cards to exchange (the least valuable of equal letters).
pub fn exchange_from_text(view: &PalabraView, text: &str) -> Result<PalabraMove, PalabraError> {
    let cx = view.ctx();
    let cards = pick_ids(view, text, &mut |cs| {
        let ids: Vec<CardId> = cs.iter().map(|c| c.id).collect();
        cx.plan_exchange(&ids)?;
        Ok(-cs.iter().map(keep_value).sum::<i64>())
    })?;
    Ok(PalabraMove::Exchange { cards })
}

/// The typed letters to shave the word in front of `target` with.
pub fn shave_from_text(
    view: &PalabraView,
    target: SeatId,
    text: &str,
) -> Result<PalabraMove, PalabraError> {
    let cx = view.ctx();
    let cards = pick_ids(view, text, &mut |cs| {
        let ids: Vec<CardId> = cs.iter().map(|c| c.id).collect();
        let plan = cx.plan_shave(target, &ids)?;
        Ok(i64::from(plan.points) * 1000 - cs.iter().map(keep_value).sum::<i64>())
    })?;
    Ok(PalabraMove::Shave { target, cards })
}
