//! Computer players. They see only their view and the legal moves (which already hold
//! every word the dictionary search finds for their hand). Four levels: the random
//! baseline, the beginner (`easy`), the heuristic player (`normal`) and the thinker
//! (`strong`).

mod easy;
mod strong;

use super::cards::Card;
use super::names::{is_name, is_valid_word};
use super::state::{Phase, Pile, RapiMove, Rapiletras};
use super::view::RapiView;
use super::words::{parse_typed, plan_add, plan_form, plan_replace};
use crate::engine::{Bot, BotLevel, GameRng};
use crate::games::judge::{self, Cost};
use crate::lexicon::Language;
use rand::Rng;

pub use easy::EasyBot;
pub use strong::StrongBot;

pub fn bot_for(level: BotLevel) -> Box<dyn Bot<Rapiletras>> {
    match level {
        BotLevel::Random => Box::new(RandomBot),
        BotLevel::Easy => Box::new(EasyBot),
        BotLevel::Normal => Box::new(HeuristicBot),
        BotLevel::Strong => Box::new(StrongBot),
    }
}

/// How a computer player of `level` judges a laid word: by its vocabulary
/// ([`judge::bot_accepts`]; a listed name counts as a word everyone knows). A failed
/// challenge is dear when the house rules give it penalty points (none by default); a
/// vote costs nothing. Draws from `rng` only when asked about a word.
fn judge(view: &RapiView, level: BotLevel, rng: &mut GameRng) -> Option<RapiMove> {
    let cost = match view.phase {
        Phase::Challenge if view.rules.failed_challenge_penalty > 0 => Cost::Dear,
        Phase::Challenge | Phase::Vote => Cost::Free,
        _ => return None,
    };
    let good = view.pending.as_ref().is_none_or(|p| {
        let valid = is_valid_word(&p.word, view.rules.dictionary);
        // One-letter words and names are known to all.
        let known = valid && (p.word.chars().count() == 1 || is_name(&p.word));
        known || judge::bot_accepts(level, Language::Spanish, valid, &p.word, cost, rng)
    });
    Some(match view.phase {
        Phase::Challenge if good => RapiMove::Accept,
        Phase::Challenge => RapiMove::Challenge,
        _ => RapiMove::Vote { accept: good },
    })
}

/// The bluffing seat's non-words (`naipes sim --bluff`): a legal word with one letter
/// changed to another letter of the hand, that the seat can lay, neither in the full
/// list nor a name.
pub(crate) fn bluffs(view: &RapiView, legal: &[RapiMove], limit: usize) -> Vec<RapiMove> {
    let letters: Vec<char> = view.hand.iter().filter_map(|c| c.letter()).collect();
    let mut out = Vec::new();
    for mv in legal {
        let (make, word): (fn(&RapiMove, String) -> RapiMove, &String) = match mv {
            RapiMove::Form { word } => (|_, w| RapiMove::Form { word: w }, word),
            RapiMove::Add { word, .. } => (
                |m, w| match m {
                    RapiMove::Add { target, .. } => RapiMove::Add {
                        target: *target,
                        word: w,
                    },
                    _ => RapiMove::Pass,
                },
                word,
            ),
            RapiMove::Replace { word, .. } => (
                |m, w| match m {
                    RapiMove::Replace { target, .. } => RapiMove::Replace {
                        target: *target,
                        word: w,
                    },
                    _ => RapiMove::Pass,
                },
                word,
            ),
            _ => continue,
        };
        let chars: Vec<char> = word.chars().collect();
        let valid = |w: &str| is_valid_word(w, crate::lexicon::WordList::Full);
        for (_, _, w) in judge::one_letter_bluffs(&chars, &letters, Language::Spanish, valid) {
            if out.len() >= limit {
                return out;
            }
            let bluff = make(mv, w);
            if cards_used(view, &bluff).is_some() {
                out.push(bluff);
            }
        }
    }
    out
}

fn pick_legal(chosen: RapiMove, legal: &[RapiMove]) -> RapiMove {
    if legal.contains(&chosen) {
        chosen
    } else {
        legal.first().cloned().unwrap_or(RapiMove::Pass)
    }
}

/// The baseline: forms a random everyday word when it can, otherwise draws from the mazo;
/// judges words by a seeded coin (accept or challenge, vote yes or no), as Palabra's
/// random player does, so its sims exercise the challenge and vote penalties.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl Bot<Rapiletras> for RandomBot {
    fn choose(&mut self, view: &RapiView, legal: &[RapiMove], rng: &mut GameRng) -> RapiMove {
        if matches!(view.phase, Phase::Challenge | Phase::Vote) && !legal.is_empty() {
            return legal[rng.random_range(0..legal.len())].clone();
        }
        // A beginner's vocabulary: everyday words only.
        let everyday = super::names::lexicon(crate::lexicon::WordList::Everyday);
        let forms: Vec<&RapiMove> = legal
            .iter()
            .filter(|m| match m {
                RapiMove::Form { word } => {
                    let plain: String = word.chars().filter(|c| *c != '*').collect();
                    plain.chars().count() == 1 || everyday.contains(&plain)
                }
                _ => false,
            })
            .collect();
        if !forms.is_empty() {
            return forms[rng.random_range(0..forms.len())].clone();
        }
        let mazo = RapiMove::Draw { from: Pile::Mazo };
        if legal.contains(&mazo) {
            return mazo;
        }
        match legal.len() {
            0 => RapiMove::Pass,
            n => legal[rng.random_range(0..n)].clone(),
        }
    }
}

/// Plays the word that sheds the most penalty points (comodines first), going out when
/// it can; otherwise draws the pozo's top card when it helps, else from the mazo.
/// Deterministic.
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicBot;

/// The hand cards a word move would use, if it is playable.
pub fn cards_used(view: &RapiView, mv: &RapiMove) -> Option<Vec<Card>> {
    let die = usize::from(view.die);
    let (target, text) = match mv {
        RapiMove::Form { word } => (None, word),
        RapiMove::Add { target, word } | RapiMove::Replace { target, word } => {
            (Some(*target), word)
        }
        _ => return None,
    };
    let typed = parse_typed(text).ok()?;
    match (mv, target.and_then(|t| view.table.get(t))) {
        (RapiMove::Form { .. }, _) => plan_form(&view.hand, &typed, die).ok(),
        (RapiMove::Add { .. }, Some(t)) => plan_add(&view.hand, t, &typed, die)
            .ok()
            .map(|c| c.from_hand),
        (RapiMove::Replace { .. }, Some(t)) => plan_replace(&view.hand, t, &typed, die)
            .ok()
            .map(|c| c.from_hand),
        _ => None,
    }
}

const VOWELS: [char; 5] = ['A', 'E', 'I', 'O', 'U'];

/// Whether the pozo's top card is worth taking instead of a blind mazo card.
fn pozo_helps(view: &RapiView) -> bool {
    let Some(top) = view.pozo_top else {
        return false;
    };
    let Some(letter) = top.letter() else {
        return true;
    };
    if view.deck.value(top) > 2 {
        return false;
    }
    let letters: Vec<char> = view.hand.iter().filter_map(|c| c.letter()).collect();
    if letters.is_empty() {
        return true;
    }
    let vowels =
        letters.iter().filter(|c| VOWELS.contains(c)).count() as f32 / letters.len() as f32;
    if VOWELS.contains(&letter) {
        vowels < 0.35
    } else {
        vowels > 0.55
    }
}

impl Bot<Rapiletras> for HeuristicBot {
    fn choose(&mut self, view: &RapiView, legal: &[RapiMove], rng: &mut GameRng) -> RapiMove {
        if let Some(m) = judge(view, BotLevel::Normal, rng) {
            return pick_legal(m, legal);
        }
        let mut best: Option<(i64, &RapiMove)> = None;
        for mv in legal {
            let Some(used) = cards_used(view, mv) else {
                continue;
            };
            // Its own words come from its vocabulary (challenge and vote modes); names
            // and one-letter words are known to all.
            let plain: String = match mv {
                RapiMove::Form { word }
                | RapiMove::Add { word, .. }
                | RapiMove::Replace { word, .. } => word.chars().filter(|c| *c != '*').collect(),
                _ => String::new(),
            };
            if plain.chars().count() > 1
                && !is_name(&plain)
                && !judge::would_lay(
                    BotLevel::Normal,
                    Language::Spanish,
                    view.rules.word_check,
                    &plain,
                )
            {
                continue;
            }
            let points: i64 = used.iter().map(|&c| i64::from(view.deck.value(c))).sum();
            let out = if used.len() == view.hand.len() {
                1_000_000
            } else {
                0
            };
            let score = out + points * 100 + used.len() as i64;
            if best.is_none_or(|(s, _)| score > s) {
                best = Some((score, mv));
            }
        }
        if let Some((_, mv)) = best {
            return mv.clone();
        }
        let pozo = RapiMove::Draw { from: Pile::Pozo };
        let mazo = RapiMove::Draw { from: Pile::Mazo };
        if legal.contains(&pozo) && (pozo_helps(view) || !legal.contains(&mazo)) {
            return pozo;
        }
        pick_legal(mazo, legal)
    }
}
