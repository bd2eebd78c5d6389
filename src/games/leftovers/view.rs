//! What one seat may see, and the live check of a word before it is played.

use super::cards::{Card, points};
use super::config::{LeftRules, WordCheck};
use super::error::LeftError;
use super::state::{LeftMove, Leftovers, Pending, Phase};
use super::text::view::fill;
use super::words::{Split, parse_word, plan_open, plan_remake};
use crate::engine::{Lang, SeatId};
use crate::games::judge::dictionary_mark;
use crate::lexicon::Language;
use serde::{Deserialize, Serialize};

/// Everything one seat may see: its own hand, never another's, nor the draw pile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeftView {
    pub seat: SeatId,
    pub players: usize,
    pub rules: LeftRules,
    pub language: Language,
    pub phase: Phase,
    pub to_act: Option<SeatId>,
    pub turn: SeatId,
    pub first: SeatId,
    pub start_draws: Vec<Vec<(SeatId, Card)>>,
    pub table: Vec<Card>,
    pub table_by: Option<SeatId>,
    pub hand: Vec<Card>,
    pub hand_counts: Vec<usize>,
    pub draw_count: usize,
    /// Every seat's taken cards (face up beside them).
    pub taken: Vec<Vec<Card>>,
    pub totals: Vec<i32>,
    /// Use or Lose: each seat's words and their points.
    pub words: Vec<Vec<(String, i32)>>,
    /// Seats that miss their next turn.
    pub skip: Vec<bool>,
    pub pending: Option<Pending>,
    pub winners: Vec<SeatId>,
    /// The deck's composition (public): what is unseen is the deck less what one sees.
    pub deck: super::cards::Deck,
    /// Every word laid so far (none may come again).
    pub played: Vec<String>,
}

impl LeftView {
    pub(super) fn build(game: &Leftovers, seat: SeatId) -> LeftView {
        LeftView {
            seat,
            players: game.players,
            rules: game.rules.clone(),
            language: game.deck.language,
            phase: game.phase,
            to_act: game.to_act,
            turn: game.turn,
            first: game.first,
            start_draws: game.start_draws.clone(),
            table: game.table.clone(),
            table_by: game.table_by,
            hand: game.hands.get(seat).cloned().unwrap_or_default(),
            hand_counts: game.hands.iter().map(Vec::len).collect(),
            draw_count: game.draw.len(),
            taken: game.taken.clone(),
            totals: game.totals.clone(),
            words: game.words.clone(),
            skip: game.skip.iter().map(|&n| n > 0).collect(),
            pending: game.pending.clone(),
            winners: game.winners.clone(),
            deck: game.deck.clone(),
            played: game.played.clone(),
        }
    }

    pub(crate) fn my_turn(&self) -> bool {
        self.to_act == Some(self.seat)
    }

    /// A new word is due (from the hand alone).
    pub fn opening(&self) -> bool {
        self.phase == Phase::Open
    }

    pub fn lexicon(&self) -> &'static crate::lexicon::Lexicon {
        crate::lexicon::table::table_for(self.language, self.rules.dictionary)
    }

    /// The seat before `seat`.
    pub(crate) fn prev_seat(&self, seat: SeatId) -> SeatId {
        (seat + self.players - 1) % self.players
    }
    /// Who takes the leftovers: whoever laid the table's word (see the state's
    /// `word_layer`).
    pub(crate) fn word_layer(&self, seat: SeatId) -> SeatId {
        self.table_by.unwrap_or_else(|| self.prev_seat(seat))
    }

    /// The cards this seat cannot see: the deck less its hand, the table and every
    /// taken card (the other hands and the draw pile, mixed).
    pub fn unseen(&self) -> Vec<Card> {
        let mut pool = self.deck.cards();
        let seen = self
            .hand
            .iter()
            .chain(&self.table)
            .chain(self.taken.iter().flatten());
        for c in seen {
            if let Some(p) = pool.iter().position(|u| u == c) {
                pool.swap_remove(p);
            }
        }
        pool
    }

    /// Every dictionary word this seat can lay now.
    pub fn found_words(&self) -> Vec<Split> {
        super::search::found_words(
            &self.hand,
            &self.table,
            self.opening(),
            self.rules.keep_order,
            &self.played,
            self.lexicon(),
        )
    }

    /// The cards a typed word would take from this seat's hand and the table.
    pub(crate) fn plan(&self, text: &str) -> Result<Split, LeftError> {
        let split = plan_for(
            &self.hand,
            &self.table,
            self.opening(),
            self.rules.keep_order,
            text,
        )?;
        if self.played.contains(&split.word) {
            return Err(LeftError::AlreadyLaid(split.word));
        }
        Ok(split)
    }
}

/// The cards a typed word takes, or why it cannot be laid (the dictionary is not asked).
pub(crate) fn plan_for(
    hand: &[Card],
    table: &[Card],
    opening: bool,
    keep_order: bool,
    text: &str,
) -> Result<Split, LeftError> {
    let word = parse_word(text)?;
    if opening {
        plan_open(hand, &word)
    } else {
        plan_remake(hand, table, &word, keep_order)
    }
}

fn letters_of(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.letter.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Checks a word for this seat without playing it: what it uses and what the previous
/// player takes, or why it would be refused.
pub fn preview(
    view: &LeftView,
    mv: &LeftMove,
    lang: Lang,
    names: &[String],
) -> Result<String, LeftError> {
    if view.phase == Phase::GameOver {
        return Err(LeftError::GameOver);
    }
    if !view.my_turn() {
        return Err(LeftError::NotYourTurn);
    }
    let LeftMove::Word { word } = mv else {
        return Ok(String::new());
    };
    if !matches!(view.phase, Phase::Open | Phase::Play) {
        return Err(LeftError::WrongPhase);
    }
    let split = view.plan(word)?;
    let known = view.lexicon().contains(&split.word);
    if view.rules.word_check == WordCheck::Strict && !known {
        return Err(LeftError::NotAWord(split.word));
    }
    let w = &split.word;
    let hand = letters_of(&split.from_hand);
    let words = super::text::view::words(lang);
    let mut text = if view.opening() {
        let pts = points(&split.from_hand).to_string();
        fill(
            words.open_preview,
            &[("w", w), ("hand", &hand), ("pts", &pts)],
        )
    } else {
        let used: Vec<Card> = split.table_used.iter().map(|&i| view.table[i]).collect();
        let left = split.leftover_cards(&view.table);
        let taker = view.word_layer(view.seat);
        let who = names
            .get(taker)
            .cloned()
            .unwrap_or_else(|| format!("{}", taker + 1));
        let (table, lp) = (letters_of(&used), points(&left));
        let gives = if left.is_empty() {
            words.nothing_left.to_string()
        } else {
            fill(
                words.takes,
                &[
                    ("who", &who),
                    ("left", &letters_of(&left)),
                    ("lp", &lp.to_string()),
                ],
            )
        };
        let mut t = fill(
            words.remake_preview,
            &[
                ("w", w),
                ("hand", &hand),
                ("table", &table),
                ("gives", &gives),
            ],
        );
        if view.rules.use_or_lose {
            let wp = points(&split.from_hand) + points(&used);
            t.push_str(&fill(
                words.you_score,
                &[
                    ("wp", &wp.to_string()),
                    ("lp", &lp.to_string()),
                    ("net", &(wp - lp).to_string()),
                ],
            ));
        }
        t
    };
    // Strict refused it above; otherwise the player learns what the table will do.
    let r = &view.rules;
    if let Some(mark) = dictionary_mark(r.word_check, r.preview_dictionary, known, lang) {
        text.push_str(mark);
    }
    Ok(text)
}
