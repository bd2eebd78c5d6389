//! Game records: JSON Lines, one object a line (format `naipes-record-2`, documented in
//! README, "Game records").
//!
//! A record comes in two forms, both built from a [`Session`]:
//! - the *complete* record ([`full_lines`]): the start line with the seed, a deal line
//!   with every hand and every face-down card at the start of the game and of every round
//!   or hand, the moves with the cards each one brought into a hand, and the end. With the
//!   rulebook alone it shows every play legal and every score right.
//! - the *public* record ([`public_lines`]): what every seat may see, written while people
//!   play: no seed, no deal line, no drawn cards, and the moves that show hidden cards
//!   (`TableGame::move_is_public`) written as `null`.

use super::{HistoryEntry, Session};
use crate::engine::{Describe, Lang, Outcome, Seat, SeatId};
use crate::games::TableGame;
use serde::Serialize;
use serde_json::Value;

pub(crate) const RECORD_FORMAT: &str = "naipes-record-2";

/// The cards a move brought into one seat's hand.
#[derive(Serialize)]
pub struct Drawn {
    pub seat: SeatId,
    pub cards: Vec<Value>,
}

#[derive(Serialize)]
#[serde(tag = "type", rename_all = "lowercase")]
enum Line<'a, M: Serialize, E: Serialize, R: Serialize> {
    Start {
        format: &'static str,
        game: &'a str,
        /// False: a public record, written during play.
        complete: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        seed: Option<u64>,
        seats: &'a [Seat],
        rules: &'a R,
    },
    Deal {
        /// The number of moves played before this deal.
        ply: u64,
        deal: &'a Value,
    },
    Move {
        ply: u64,
        seat: SeatId,
        /// None (null): a move that shows hidden cards, in a public record.
        #[serde(rename = "move")]
        mv: Option<&'a M>,
        events: &'a [E],
        totals: &'a [i32],
        text: Vec<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        drawn: Option<Vec<Drawn>>,
        /// Complete records: what the move shows of the table beyond its events
        /// ([`TableGame::words_record`]).
        #[serde(skip_serializing_if = "Option::is_none")]
        words: Option<Value>,
    },
    End {
        outcome: &'a Outcome,
    },
}

fn to_line<M: Serialize, E: Serialize, R: Serialize>(line: &Line<'_, M, E, R>) -> String {
    serde_json::to_string(line)
        .unwrap_or_else(|e| format!("{{\"type\":\"error\",\"error\":{:?}}}", e.to_string()))
}

fn start_line<G: TableGame>(session: &Session<G>, complete: bool) -> String {
    let line: Line<'_, (), (), G::HouseRules> = Line::Start {
        format: RECORD_FORMAT,
        game: G::KEY,
        complete,
        seed: complete.then_some(session.seed),
        seats: &session.seats,
        rules: session.initial.house_rules(),
    };
    to_line(&line)
}

fn move_line<G: TableGame>(
    entry: &HistoryEntry<G::Move, G::Event>,
    names: &[String],
    shown: bool,
    (drawn, words): (Option<Vec<Drawn>>, Option<Value>),
) -> String {
    let line: Line<'_, G::Move, G::Event, ()> = Line::Move {
        ply: entry.ply,
        seat: entry.seat,
        mv: shown.then_some(&entry.mv),
        events: &entry.events,
        totals: &entry.totals,
        // The names the table shows, not "Seat 1".
        text: entry
            .events
            .iter()
            .map(|e| G::event_text(e, Lang::En, names))
            .collect(),
        drawn,
        words,
    };
    to_line(&line)
}

fn end_line(outcome: &Outcome) -> String {
    {
        let line: Line<'_, (), (), ()> = Line::End { outcome };
        to_line(&line)
    }
}

fn deal_line(ply: u64, deal: &Value) -> String {
    {
        let line: Line<'_, (), (), ()> = Line::Deal { ply, deal };
        to_line(&line)
    }
}

/// The public start line: game, seats, house rules; no seed.
pub fn public_start<G: TableGame>(session: &Session<G>) -> String {
    start_line(session, false)
}

/// The public line of one move of `session` (the state the move was played in does not
/// matter: only the house rules decide what is hidden).
pub fn public_move<G: TableGame>(
    session: &Session<G>,
    entry: &HistoryEntry<G::Move, G::Event>,
) -> String {
    move_line::<G>(
        entry,
        &session.names(),
        session.game.move_is_public(&entry.mv),
        (None, None),
    )
}

/// Everything every seat may see so far: the start without the seed and every move (hidden
/// moves as null); the end line too if the game is over.
pub fn public_lines<G: TableGame>(session: &Session<G>) -> Vec<String> {
    let mut out = vec![public_start(session)];
    out.extend(session.history.iter().map(|e| public_move(session, e)));
    if let Some(outcome) = session.outcome() {
        out.push(end_line(&outcome));
    }
    out
}

/// The cards in `after` that are not in `before`, counted with multiplicity.
fn gained(before: &[Value], after: &[Value]) -> Vec<Value> {
    let mut pool: Vec<&Value> = before.iter().collect();
    let mut out = Vec::new();
    for card in after {
        match pool.iter().position(|c| *c == card) {
            Some(i) => {
                pool.swap_remove(i);
            }
            None => out.push(card.clone()),
        }
    }
    out
}

/// Cards that left the draw pile but no hand gained: each was drawn by a seat that played
/// the same card in this move. The seat that refilled is credited first; another seat
/// only if its hand cannot hold the card.
fn credit_redrawn(
    gains: &mut [Vec<Value>],
    after: &[Vec<Value>],
    refiller: SeatId,
    cards: Vec<Value>,
) {
    let count = |cards: &[Value], card: &Value| cards.iter().filter(|c| *c == card).count();
    for card in cards {
        let holds = |seat: usize| count(&after[seat], &card) > count(&gains[seat], &card);
        let seats = std::iter::once(refiller).chain((0..after.len()).filter(|&s| s != refiller));
        if let Some(seat) = seats.filter(|&s| s < after.len()).find(|&s| holds(s)) {
            gains[seat].push(card);
        }
    }
}

/// The complete record: the seed, every deal (hidden cards included), every move with the
/// cards it brought into a hand, and the end if the game is over. Rebuilt by replaying the
/// history from the initial state, which the rules make exact.
pub fn full_lines<G: TableGame>(session: &Session<G>) -> Result<Vec<String>, String> {
    let mut out = vec![start_line(session, true)];
    let mut game = session.initial.clone();
    let names = session.names();
    if let Some(deal) = game.deal_record(None) {
        out.push(deal_line(0, &deal));
    }
    for entry in &session.history {
        let mut before = game.hands_record();
        // Cards put back into the pile before the refill are out of the hand: one drawn
        // again is a card drawn.
        for card in game.returned_record(entry.seat, &entry.mv) {
            if let Some(hand) = before.get_mut(entry.seat)
                && let Some(i) = hand.iter().position(|c| *c == card)
            {
                hand.swap_remove(i);
            }
        }
        let stock_before = game.stock_record();
        let words = game.words_record(entry.seat, &entry.mv);
        let events = game
            .apply(entry.seat, &entry.mv)
            .map_err(|e| format!("ply {}: {}", entry.ply, e.describe(Lang::En)))?;
        let deal = game.deal_record(Some(&events));
        let drawn = if deal.is_some() {
            // The old hands went away with the round: the deal line has the new ones.
            Vec::new()
        } else {
            let after = game.hands_record();
            let mut gains: Vec<Vec<Value>> = before
                .iter()
                .zip(&after)
                .map(|(b, a)| gained(b, a))
                .collect();
            if let (Some(stock_before), Some(stock_after)) = (stock_before, game.stock_record()) {
                let from_stock = gained(&stock_after, &stock_before);
                let unseen = gained(&gains.concat(), &from_stock);
                let refiller = game.refiller(entry.seat, &events);
                credit_redrawn(&mut gains, &after, refiller, unseen);
            }
            gains
                .into_iter()
                .enumerate()
                .map(|(seat, cards)| Drawn { seat, cards })
                .filter(|d| !d.cards.is_empty())
                .collect()
        };
        out.push(move_line::<G>(entry, &names, true, (Some(drawn), words)));
        if let Some(deal) = deal {
            out.push(deal_line(entry.ply + 1, &deal));
        }
    }
    if let Some(outcome) = game.outcome() {
        out.push(end_line(&outcome));
    }
    Ok(out)
}

/// The record as a file holds it now: complete once the game is over, public before.
pub fn export_text<G: TableGame>(session: &Session<G>) -> String {
    let lines = if session.outcome().is_some() {
        full_lines(session).unwrap_or_else(|_| public_lines(session))
    } else {
        public_lines(session)
    };
    let mut text = lines.join("\n");
    text.push('\n');
    text
}
