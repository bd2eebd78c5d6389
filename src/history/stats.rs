//! Statistics, counted from the finished games History holds.

use super::{Filter, GameRow};
use crate::engine::SeatKind;
use crate::games::Ranking;
use serde::Serialize;
use std::collections::BTreeMap;

/// Everything Statistics shows.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Stats {
    /// Per player name and game, most games first.
    pub players: Vec<PlayerStats>,
    /// Per game and number of seats: how often each seat position won.
    pub seats: Vec<SeatWins>,
}

/// Against one computer level: games played against it and won.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Against {
    pub games: u32,
    pub wins: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct PlayerStats {
    pub name: String,
    pub game: String,
    /// "person", or the computer's level.
    pub seat: String,
    pub games: u32,
    pub wins: u32,
    /// Wins over games, 0 to 1.
    pub win_share: f64,
    pub average_score: f64,
    /// The lowest total wins these games (Rapiletras, Pala's Impressionism): their
    /// best score is their lowest, and they are counted apart from a game's other mode.
    pub lowest_wins: bool,
    pub best_score: i32,
    /// The best word and its points (word games).
    pub best_word: Option<(String, i32)>,
    /// The most moves a game of theirs took.
    pub longest_game: u64,
    /// Counts by kind, summed over games (Palace's challenges).
    pub tallies: BTreeMap<String, u32>,
    /// Games against computers, by level.
    pub against: BTreeMap<String, Against>,
    pub hints: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SeatWins {
    pub game: String,
    /// How many seats the table had.
    pub players: usize,
    pub games: u32,
    /// Wins by seat position (the first is seat 1); a shared win counts for each winner.
    pub wins: Vec<u32>,
}

fn seat_label(kind: SeatKind) -> String {
    match kind {
        SeatKind::Computer(level) => level.name().to_string(),
        SeatKind::Human | SeatKind::Remote => "person".to_string(),
    }
}

impl Stats {
    /// Counts the games `filter` keeps (a player filter keeps only that player's rows,
    /// and the seat positions of the games they played).
    pub fn count(rows: &[GameRow], filter: &Filter) -> Stats {
        type Key = (String, String, String, bool);
        let mut players: BTreeMap<Key, PlayerStats> = BTreeMap::new();
        let mut sums: BTreeMap<Key, i64> = BTreeMap::new();
        let mut seats: BTreeMap<(String, usize), SeatWins> = BTreeMap::new();
        let wanted = |name: &str| {
            filter
                .player
                .as_ref()
                .is_none_or(|p| p.trim().to_lowercase() == name.trim().to_lowercase())
        };
        // A practice game began from another game's position: not a game of its own.
        for row in rows.iter().filter(|r| filter.keeps(r) && !r.game.practice) {
            let g = &row.game;
            let table = seats
                .entry((g.game.clone(), g.seats.len()))
                .or_insert_with(|| SeatWins {
                    game: g.game.clone(),
                    players: g.seats.len(),
                    games: 0,
                    wins: vec![0; g.seats.len()],
                });
            table.games += 1;
            for (i, s) in g.seats.iter().enumerate() {
                if s.won {
                    table.wins[i] += 1;
                }
            }
            // As the game ranks (a Rapiletras where all tie is still lowest-wins).
            let low = g.ranking == Ranking::Lowest;
            for (i, s) in g.seats.iter().enumerate() {
                if !wanted(&s.name) {
                    continue;
                }
                let key = (s.name.clone(), g.game.clone(), seat_label(s.kind), low);
                let p = players.entry(key.clone()).or_insert_with(|| PlayerStats {
                    name: s.name.clone(),
                    game: g.game.clone(),
                    seat: seat_label(s.kind),
                    lowest_wins: low,
                    best_score: s.total,
                    ..PlayerStats::default()
                });
                p.games += 1;
                p.wins += u32::from(s.won);
                // The best by the game's own measure (a Pala Impressionism 19 was
                // counted best over a 9; found by a tester).
                p.best_score = if low {
                    p.best_score.min(s.total)
                } else {
                    p.best_score.max(s.total)
                };
                *sums.entry(key).or_default() += i64::from(s.total);
                p.longest_game = p.longest_game.max(g.moves);
                p.hints += s.hints;
                if let Some((word, points)) = &s.facts.best_word
                    && p.best_word.as_ref().is_none_or(|(_, best)| points > best)
                {
                    p.best_word = Some((word.clone(), *points));
                }
                for (kind, n) in &s.facts.tallies {
                    *p.tallies.entry(kind.clone()).or_default() += n;
                }
                // Each level once per game, however many seats it had.
                let levels: std::collections::BTreeSet<&'static str> = g
                    .seats
                    .iter()
                    .enumerate()
                    .filter(|(j, _)| *j != i)
                    .filter_map(|(_, other)| match other.kind {
                        SeatKind::Computer(level) => Some(level.name()),
                        _ => None,
                    })
                    .collect();
                for level in levels {
                    let a = p.against.entry(level.to_string()).or_default();
                    a.games += 1;
                    a.wins += u32::from(s.won);
                }
            }
        }
        let mut players: Vec<PlayerStats> = players
            .into_iter()
            .map(|(key, mut p)| {
                let sum = sums.get(&key).copied().unwrap_or(0);
                p.win_share = f64::from(p.wins) / f64::from(p.games.max(1));
                p.average_score = sum as f64 / f64::from(p.games.max(1));
                p
            })
            .collect();
        // People before computers, then most games, then by name.
        players.sort_by(|a, b| {
            (a.seat != "person")
                .cmp(&(b.seat != "person"))
                .then(b.games.cmp(&a.games))
                .then(a.name.cmp(&b.name))
                .then(a.game.cmp(&b.game))
                .then(a.lowest_wins.cmp(&b.lowest_wins))
        });
        Stats {
            players,
            seats: seats.into_values().collect(),
        }
    }
}
