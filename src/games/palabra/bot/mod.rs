//! Computer players. They see only their view and the legal moves (which hold every
//! play the dictionary search finds for their hand). Four levels: a uniform random
//! baseline, the beginner (`easy`), the expert (`normal`) and the thinker (`strong`).

mod ahead;
mod easy;
mod strong;

use super::search::{cards_of, exchange_pick, keep_value, quick_points};
use super::state::{Palabra, PalabraMove, Phase};
use super::view::PalabraView;
use super::words::is_valid_word;
use crate::engine::{Bot, BotLevel, GameRng};
use crate::games::judge::{self, Cost};
use crate::lexicon::Language;
use rand::Rng;

pub use ahead::refill_count;
pub use easy::EasyBot;
pub use strong::StrongBot;

pub fn bot_for(level: BotLevel) -> Box<dyn Bot<Palabra>> {
    match level {
        BotLevel::Random => Box::new(RandomBot),
        BotLevel::Easy => Box::new(EasyBot),
        BotLevel::Normal => Box::new(ExpertBot),
        BotLevel::Strong => Box::new(StrongBot),
    }
}

/// The baseline: any offered move, uniformly at random (judging included).
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl Bot<Palabra> for RandomBot {
    fn choose(
        &mut self,
        _view: &PalabraView,
        legal: &[PalabraMove],
        rng: &mut GameRng,
    ) -> PalabraMove {
        match legal.len() {
            0 => PalabraMove::Pass,
            n => legal[rng.random_range(0..n)].clone(),
        }
    }
}

/// How a computer player of `level` judges a laid word: by its vocabulary
/// ([`judge::bot_accepts`]); a failed challenge costs a turn, a vote nothing. Draws from
/// `rng` only when asked about a word.
pub(super) fn judge(view: &PalabraView, level: BotLevel, rng: &mut GameRng) -> Option<PalabraMove> {
    let cost = match view.phase {
        Phase::Challenge => Cost::Dear,
        Phase::Vote => Cost::Free,
        _ => return None,
    };
    let good = view.pending.as_ref().is_none_or(|p| {
        let valid = is_valid_word(&p.word, view.rules.dictionary);
        judge::bot_accepts(level, Language::English, valid, &p.word, cost, rng)
    });
    Some(match view.phase {
        Phase::Challenge if good => PalabraMove::Accept,
        Phase::Challenge => PalabraMove::Challenge,
        _ => PalabraMove::Vote { accept: good },
    })
}

/// The bluffing seat's non-words (`naipes sim --bluff`): a legal word with one of its
/// cards swapped for a letter card of the hand it does not use, spelling a word the full
/// list lacks.
pub(crate) fn bluffs(view: &PalabraView, legal: &[PalabraMove], limit: usize) -> Vec<PalabraMove> {
    let mut out = Vec::new();
    for mv in legal {
        let PalabraMove::Word {
            before,
            after,
            build_on,
        } = mv
        else {
            continue;
        };
        let used = cards_of(mv);
        let spare: Vec<(usize, char)> = view
            .hand
            .iter()
            .filter(|c| !used.contains(&c.id))
            .filter_map(|c| Some((c.id, c.letter()?)))
            .collect();
        let letters: Vec<char> = spare.iter().map(|s| s.1).collect();
        let table = build_on
            .and_then(|t| view.word_of(t))
            .map(|w| w.word())
            .unwrap_or_default();
        // The word's letters: `before`, the table word (not to be changed), `after`.
        let mut chars: Vec<char> = before.iter().map(|c| c.1).collect();
        chars.extend(table.chars().map(|_| '.'));
        chars.extend(after.iter().map(|c| c.1));
        let spell = |w: &str| -> String {
            let mut t = table.chars();
            w.chars()
                .map(|c| if c == '.' { t.next().unwrap_or(c) } else { c })
                .collect()
        };
        let full =
            crate::lexicon::table::table_for(Language::English, crate::lexicon::WordList::Full);
        for (i, l, _) in judge::one_letter_bluffs(&chars, &letters, Language::English, |_| false) {
            if out.len() >= limit {
                return out;
            }
            let Some(&(id, _)) = spare.iter().find(|s| s.1 == l) else {
                continue;
            };
            let mut chars2 = chars.clone();
            chars2[i] = l;
            let word = spell(&chars2.iter().collect::<String>());
            if full.contains(&word) || is_valid_word(&word, view.rules.dictionary) {
                continue;
            }
            let (mut b, mut a) = (before.clone(), after.clone());
            let nb = b.len();
            let nt = table.chars().count();
            if i < nb {
                b[i] = (id, l);
            } else if i >= nb + nt {
                a[i - nb - nt] = (id, l);
            } else {
                continue;
            }
            out.push(PalabraMove::Word {
                before: b,
                after: a,
                build_on: *build_on,
            });
        }
    }
    out
}

pub(super) fn pick_legal(chosen: PalabraMove, legal: &[PalabraMove]) -> PalabraMove {
    if legal.contains(&chosen) {
        chosen
    } else {
        legal.last().cloned().unwrap_or(PalabraMove::Pass)
    }
}

/// The best pre-play by points: a joker only against 30+ points, else the best shave.
pub(super) fn pre_play(view: &PalabraView, legal: &[PalabraMove], joker_min: i32) -> PalabraMove {
    let mut best = (0, PalabraMove::SkipPrePlay);
    for mv in legal {
        let Some(p) = quick_points(view, mv) else {
            continue;
        };
        let value = match mv {
            PalabraMove::Joker { targets } if p >= joker_min * targets.len() as i32 => p,
            PalabraMove::Shave { .. } => p,
            _ => continue,
        };
        if value > best.0 {
            best = (value, mv.clone());
        }
    }
    best.1
}

/// The word a word move spells, from the view (table word included).
pub(super) fn spelled(view: &PalabraView, mv: &PalabraMove) -> Option<String> {
    let PalabraMove::Word {
        before,
        after,
        build_on,
    } = mv
    else {
        return None;
    };
    let mut s: String = before.iter().map(|c| c.1).collect();
    if let Some(t) = build_on {
        s.push_str(&view.word_of(*t)?.word());
    }
    s.extend(after.iter().map(|c| c.1));
    Some(s)
}

/// The expert: every word the dictionary allows with its hand (wild cards as wild
/// letters), builds on table words, straights, flushes and vowel plays, chosen by value
/// (points, less the worth of the wild and vowel cards it spends, more at the end of
/// the game for shedding cards); shaves, jokers the highest words (30+), exchanges a
/// poor hand. Deterministic.
#[derive(Clone, Copy, Debug, Default)]
pub struct ExpertBot;

impl ExpertBot {
    fn value(view: &PalabraView, mv: &PalabraMove) -> Option<i32> {
        let points = quick_points(view, mv)?;
        let used = cards_of(mv);
        let cards: Vec<_> = view.hand.iter().filter(|c| used.contains(&c.id)).collect();
        let mut v = points * 10;
        let out = used.len() == view.hand.len();
        if view.draw_count == 0 {
            // Shedding cards avoids the penalty; going out doubles the play.
            v += cards.iter().map(|c| keep_value(c)).sum::<i32>() * 10;
            if out && !matches!(mv, PalabraMove::Vowels { .. }) {
                v += points * 10 * (view.rules.final_multiplier - 1) + 500;
            }
        } else if points < super::table::ALL_SEVEN_BONUS {
            v -= cards.iter().filter(|c| c.is_special()).count() as i32 * 60;
        }
        if matches!(mv, PalabraMove::Flush { .. }) {
            v -= 5;
        }
        Some(v + used.len() as i32)
    }
}

impl Bot<Palabra> for ExpertBot {
    fn choose(
        &mut self,
        view: &PalabraView,
        legal: &[PalabraMove],
        rng: &mut GameRng,
    ) -> PalabraMove {
        if let Some(m) = judge(view, BotLevel::Normal, rng) {
            return pick_legal(m, legal);
        }
        if view.phase == Phase::PrePlay {
            let late = view.draw_count < 20;
            return pick_legal(pre_play(view, legal, if late { 15 } else { 30 }), legal);
        }
        let mut best: Option<(i32, &PalabraMove)> = None;
        for mv in legal {
            if matches!(mv, PalabraMove::Exchange { .. } | PalabraMove::Pass) {
                continue;
            }
            // Its own words come from its vocabulary (challenge and vote modes).
            if let Some(w) = spelled(view, mv).filter(|_| matches!(mv, PalabraMove::Word { .. }))
                && !judge::would_lay(
                    BotLevel::Normal,
                    Language::English,
                    view.rules.word_check,
                    &w,
                )
            {
                continue;
            }
            let Some(v) = Self::value(view, mv) else {
                continue;
            };
            if best.is_none_or(|b| v > b.0) {
                best = Some((v, mv));
            }
        }
        let poor = best.is_none_or(|b| b.0 < 60);
        if poor && view.draw_count >= 10 {
            let mv = PalabraMove::Exchange {
                cards: exchange_pick(&view.hand),
            };
            if legal.contains(&mv) {
                return mv;
            }
        }
        match best {
            Some((v, mv)) if v > 0 => mv.clone(),
            _ => pick_legal(PalabraMove::Pass, legal),
        }
    }
}
