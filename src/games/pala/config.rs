//! House rules, read from the `[pala]` table of the configuration.

use serde::{Deserialize, Serialize};

/// Which of the two games is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Points are good: bid chips, win tricks.
    #[default]
    Pointillism,
    /// Points are bad: bid board, avoid tricks.
    Impressionism,
}

/// A space on the Impressionism bid board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Slot {
    #[serde(rename = "cancel")]
    Cancel,
    #[serde(rename = "+0")]
    Zero,
    #[serde(rename = "+1")]
    One,
    #[serde(rename = "+2")]
    Two,
    #[serde(rename = "+face")]
    Face,
}

impl Slot {
    /// Points one card of this slot's color is worth (Cancel is handled apart).
    pub(crate) fn card_points(self, value: u8) -> i32 {
        match self {
            Slot::Cancel | Slot::Zero => 0,
            Slot::One => 1,
            Slot::Two => 2,
            Slot::Face => i32::from(value),
        }
    }
}

/// The Pala house rules. Arrays hold the values for 3, 4 and 5 players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PalaRules {
    pub mode: Mode,
    pub point_goal: [i32; 3],
    pub null_bid: [i32; 3],
    pub rainbow_bonus: i32,
    pub end_threshold: [i32; 3],
    pub board_3: Vec<Slot>,
    pub board_4: Vec<Slot>,
    pub board_5: Vec<Slot>,
    /// A seat may look at its own score pile (others' piles are never visible).
    pub show_own_pile: bool,
    /// The last trick can be recalled until the next one is complete. Off: it turns face
    /// down as soon as the next trick starts (the rulebook's strict reading).
    pub recall_last_trick: bool,
    /// How many playouts (sampled deals played to the end of the round) the strong
    /// computer player runs per decision: more is stronger and slower. A count, not a
    /// time, so that a seed replays the same game on any machine.
    pub strong_budget: u32,
    /// `u` takes back a decision at the table (README, "Undo and hints"); written only
    /// when off, so that saves and records of other tables read as before.
    #[serde(
        default = "crate::engine::on",
        skip_serializing_if = "crate::engine::is_on"
    )]
    pub undo: bool,
    /// `h` shows the normal computer player's move to the person deciding.
    #[serde(
        default = "crate::engine::on",
        skip_serializing_if = "crate::engine::is_on"
    )]
    pub hints: bool,
}

/// Most playouts per decision `strong_budget` accepts.
pub(crate) const MAX_STRONG_BUDGET: u32 = 100_000;

impl Default for PalaRules {
    fn default() -> Self {
        PalaRules {
            mode: Mode::Pointillism,
            point_goal: [100, 70, 30],
            null_bid: [25, 7, 2],
            rainbow_bonus: 100,
            end_threshold: [40, 45, 50],
            board_3: vec![Slot::Cancel, Slot::Two, Slot::Face],
            board_4: vec![Slot::Cancel, Slot::One, Slot::Two, Slot::Face],
            board_5: vec![Slot::Cancel, Slot::Zero, Slot::One, Slot::Two, Slot::Face],
            show_own_pile: true,
            recall_last_trick: true,
            strong_budget: DEFAULT_STRONG_BUDGET,
            undo: true,
            hints: true,
        }
    }
}

/// The default `strong_budget` (tuned so a decision takes a few milliseconds).
pub(crate) const DEFAULT_STRONG_BUDGET: u32 = 120;

fn idx(players: usize) -> usize {
    players.clamp(3, 5) - 3
}

impl PalaRules {
    pub(crate) fn point_goal_for(&self, players: usize) -> i32 {
        self.point_goal[idx(players)]
    }
    pub(crate) fn null_bid_for(&self, players: usize) -> i32 {
        self.null_bid[idx(players)]
    }
    pub(crate) fn end_threshold_for(&self, players: usize) -> i32 {
        self.end_threshold[idx(players)]
    }
    pub(crate) fn board_for(&self, players: usize) -> &[Slot] {
        match idx(players) {
            0 => &self.board_3,
            1 => &self.board_4,
            _ => &self.board_5,
        }
    }
}

/// Cards dealt to each player and cards left over, by player count.
pub fn hand_size(players: usize) -> (usize, usize) {
    match players {
        3 => (14, 6),
        4 => (11, 4),
        _ => (9, 3),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_the_rulebook_values() {
        let r = PalaRules::default();
        assert_eq!(r.point_goal_for(3), 100);
        assert_eq!(r.point_goal_for(5), 30);
        assert_eq!(r.null_bid_for(4), 7);
        assert_eq!(r.end_threshold_for(4), 45);
        assert_eq!(r.board_for(3), &[Slot::Cancel, Slot::Two, Slot::Face]);
        assert_eq!(r.board_for(5).len(), 5);
        for p in 3..=5 {
            let (h, l) = hand_size(p);
            assert_eq!(h * p + l, 48);
        }
    }

    #[test]
    fn serde_names() {
        let s = serde_json::to_string(&vec![Slot::Cancel, Slot::Zero, Slot::Face]).unwrap();
        assert_eq!(s, r#"["cancel","+0","+face"]"#);
        let m: Mode = serde_json::from_str("\"impressionism\"").unwrap();
        assert_eq!(m, Mode::Impressionism);
        let r: PalaRules = serde_json::from_str(r#"{"rainbow_bonus": 50}"#).unwrap();
        assert_eq!(r.rainbow_bonus, 50);
        assert_eq!(r.null_bid, [25, 7, 2]);
        assert!(serde_json::from_str::<PalaRules>(r#"{"bogus": 1}"#).is_err());
    }
}
