//! Pala as the table sees it: its name, house rules, help, computer players and the
//! summary of each round.

use super::text::game::{self as t, fill};
use super::text::{color_name, slot_name};
use super::{Color, Mode, Pala, PalaEvent, PalaMove, PalaRules, SeatBid, Slot};
use crate::engine::{Bot, BotLevel, Describe, Lang, Rules};
use crate::games::{GameOption, OptionValue, Ranking, Summary, TableGame};

impl TableGame for Pala {
    const KEY: &'static str = "pala";
    const TITLE: (&'static str, &'static str) = ("Pala", "Pala");
    const BLURB: (&'static str, &'static str) = (
        "Color-mixing tricks: Pointillism and Impressionism",
        "Bazas que mezclan colores: Puntillismo e Impresionismo",
    );
    const PLAYERS: (usize, usize) = (3, 5);
    const DEFAULT_TOML: &'static str = include_str!("../../../config/pala.toml");
    const HELP: (&'static str, &'static str) = (
        include_str!("../../../assets/help/pala.en.md"),
        include_str!("../../../assets/help/pala.es.md"),
    );
    const OPTIONS: &'static [GameOption] = &[GameOption {
        key: "mode",
        label: ("Game", "Juego"),
        values: &[
            OptionValue {
                value: "pointillism",
                name: (
                    "Pointillism (points are good)",
                    "Puntillismo (los puntos son buenos)",
                ),
            },
            OptionValue {
                value: "impressionism",
                name: (
                    "Impressionism (points are bad)",
                    "Impresionismo (los puntos son malos)",
                ),
            },
        ],
    }];

    type HouseRules = PalaRules;

    /// A round dealt or scored (score piles turned over) or the game's end revealed
    /// something; a card from a hidden hand (played, bid, or cancelled from a score pile)
    /// is news unless it is the undoing person's own.
    fn undoable(events: &[PalaEvent], own: bool) -> bool {
        events.iter().all(|e| match e {
            PalaEvent::Dealt { .. }
            | PalaEvent::RoundScored { .. }
            | PalaEvent::GameOver { .. } => false,
            PalaEvent::Played { .. } | PalaEvent::CardBid { .. } | PalaEvent::Cancelled { .. } => {
                own
            }
            _ => true,
        })
    }

    fn review_choice(
        &self,
        seat: crate::engine::SeatId,
        played: &PalaMove,
        rng: &mut crate::engine::GameRng,
    ) -> Option<crate::games::review::Choice<PalaMove>> {
        super::review::choice(self, seat, played, rng)
    }
    fn guide() -> Option<&'static crate::games::guide::Script> {
        super::guide::script()
    }

    fn guide_fits(
        &self,
        seat: crate::engine::SeatId,
        mv: &PalaMove,
        kind: &str,
        cards: &[String],
    ) -> bool {
        super::guide::fits(self, seat, mv, kind, cards)
    }

    fn validate(p: &PalaRules) -> Result<(), (String, String)> {
        for (key, values) in [
            ("point_goal", &p.point_goal),
            ("end_threshold", &p.end_threshold),
            ("null_bid", &p.null_bid),
        ] {
            if values.iter().any(|v| !(1..=10_000).contains(v)) {
                return Err((key.into(), "expected three numbers from 1 to 10000".into()));
            }
        }
        if !(0..=10_000).contains(&p.rainbow_bonus) {
            return Err((
                "rainbow_bonus".into(),
                "expected a number from 0 to 10000".into(),
            ));
        }
        if !(1..=super::config::MAX_STRONG_BUDGET).contains(&p.strong_budget) {
            return Err((
                "strong_budget".into(),
                format!(
                    "expected a number of playouts from 1 to {}",
                    super::config::MAX_STRONG_BUDGET
                ),
            ));
        }
        for (key, board) in [
            ("board_3", &p.board_3),
            ("board_4", &p.board_4),
            ("board_5", &p.board_5),
        ] {
            if board.is_empty() || board.len() > 6 {
                return Err((key.into(), "expected 1 to 6 slots".into()));
            }
            let mut seen: Vec<&Slot> = Vec::new();
            for slot in board {
                if seen.contains(&slot) {
                    return Err((key.into(), "each slot may appear only once".into()));
                }
                seen.push(slot);
            }
            // Impressionism ends when someone's points reach the threshold; Cancel and +0
            // never add points, so a board of only those would never end.
            if !board
                .iter()
                .any(|s| matches!(s, Slot::One | Slot::Two | Slot::Face))
            {
                return Err((
                    key.into(),
                    "expected at least one scoring slot (\"+1\", \"+2\" or \"+face\"): \
                     Impressionism ends when a player's points reach the threshold, and \
                     \"cancel\" and \"+0\" never add points, so the game could never end"
                        .into(),
                ));
            }
        }
        Ok(())
    }

    fn new_game(players: usize, rules: PalaRules, seed: u64, lang: Lang) -> Result<Pala, String> {
        Pala::new(players, rules, seed).map_err(|e| e.describe(lang))
    }

    fn help_lines(rules: &PalaRules, lang: Lang) -> Vec<String> {
        super::text::help_lines(rules, lang)
    }

    fn rules_summary(r: &PalaRules, players: usize, lang: Lang) -> String {
        let players = players.clamp(3, 5);
        let w = t::words(lang);
        let pile = if r.show_own_pile { w.yes } else { w.no };
        match r.mode {
            Mode::Pointillism => fill(
                w.summary_pointillism,
                &[
                    ("players", &players.to_string()),
                    ("goal", &r.point_goal_for(players).to_string()),
                    ("null", &r.null_bid_for(players).to_string()),
                    ("rainbow", &r.rainbow_bonus.to_string()),
                    ("pile", pile),
                ],
            ),
            Mode::Impressionism => {
                let board: Vec<&str> = r
                    .board_for(players)
                    .iter()
                    .map(|s| slot_name(*s, lang))
                    .collect();
                fill(
                    w.summary_impressionism,
                    &[
                        ("players", &players.to_string()),
                        ("end", &r.end_threshold_for(players).to_string()),
                        ("board", &board.join(" ")),
                        ("pile", pile),
                    ],
                )
            }
        }
    }

    fn sim_title(rules: &PalaRules) -> String {
        format!("pala {:?}", rules.mode)
    }

    fn ranking(rules: &PalaRules) -> Ranking {
        // The rulebook: Impressionism's points are bad, the lowest wins.
        match rules.mode {
            Mode::Pointillism => Ranking::Highest,
            Mode::Impressionism => Ranking::Lowest,
        }
    }
    fn house_rules(&self) -> &PalaRules {
        self.rules()
    }
    fn redeal(&self, players: usize, seed: u64) -> Result<Self, String> {
        Pala::new(players, self.rules().clone(), seed).map_err(|e| e.to_string())
    }
    fn bot(level: BotLevel) -> Box<dyn Bot<Self>> {
        super::bot_for(level)
    }
    fn scramble_hidden(
        &mut self,
        viewer: Option<crate::engine::SeatId>,
        rng: &mut crate::engine::GameRng,
    ) {
        self.scramble_hidden_cards(viewer, rng);
    }
    fn event_text(event: &PalaEvent, lang: Lang, names: &[String]) -> String {
        super::text::event_text(event, lang, names)
    }

    fn deal_record(&self, events: Option<&[PalaEvent]>) -> Option<serde_json::Value> {
        let dealt = events.is_none_or(|ev| ev.iter().any(|e| matches!(e, PalaEvent::Dealt { .. })));
        dealt.then(|| {
            serde_json::json!({
                "round": self.round(),
                "dealer": self.dealer(),
                "hands": self.hands_record(),
                "leftover": self.leftover_cards(),
            })
        })
    }

    fn hands_record(&self) -> Vec<Vec<serde_json::Value>> {
        crate::games::hands_json(self.all_hands())
    }

    fn hands_text(&self, _lang: Lang) -> Vec<String> {
        self.all_hands()
            .iter()
            .map(|h| h.iter().map(|c| c.short()).collect::<Vec<_>>().join(" "))
            .collect()
    }

    fn move_is_public(&self, _mv: &PalaMove) -> bool {
        true
    }

    fn summary(&self, events: &[PalaEvent], lang: Lang, names: &[String]) -> Option<Summary> {
        let round = events.iter().find_map(|e| match e {
            PalaEvent::RoundScored { round, .. } => Some(*round),
            _ => None,
        })?;
        let view = self.view_for(0);
        let line = view.scores.iter().find(|r| r.round == round)?;
        let w = t::words(lang);
        let title = fill(w.round_over, &[("round", &round.to_string())]);
        let lines = names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let bid = line
                    .bids
                    .get(i)
                    .map(|b| bid_words(b, lang))
                    .unwrap_or_default();
                let tricks = line.tricks.get(i).copied().unwrap_or(0);
                let points = line.points.get(i).copied().unwrap_or(0);
                let total = line.totals.get(i).copied().unwrap_or(0);
                let parts = line
                    .parts
                    .get(i)
                    .map(|p| format!("; {}", parts_words(p, lang)))
                    .unwrap_or_default();
                fill(
                    w.round_line,
                    &[
                        ("name", name),
                        ("points", &format!("{points:+}")),
                        ("bid", &bid),
                        ("tricks", &tricks.to_string()),
                        ("trick_word", if tricks == 1 { w.trick } else { w.tricks }),
                        ("parts", &parts),
                        ("total", &total.to_string()),
                    ],
                )
            })
            .collect();
        Some(Summary { title, lines })
    }
}

/// Impressionism's points by color in words: "green +12, purple +2, Cancel -1".
fn parts_words((colors, cancel): &(Vec<(Color, i32)>, i32), lang: Lang) -> String {
    let mut words: Vec<String> = colors
        .iter()
        .map(|(c, p)| format!("{} {p:+}", color_name(*c, lang)))
        .collect();
    if *cancel != 0 {
        words.push(format!("{} {cancel:+}", slot_name(Slot::Cancel, lang)));
    }
    if words.is_empty() {
        return t::words(lang).no_card_scored.into();
    }
    words.join(", ")
}

/// A bid in words for the round summary: "bid red and green", "null", "passed".
fn bid_words(bid: &SeatBid, lang: Lang) -> String {
    match bid {
        SeatBid::Chips(c) if c.is_empty() => t::words(lang).bid_null.into(),
        SeatBid::Chips(c) => {
            let colors: Vec<&str> = c.iter().map(|c| color_name(*c, lang)).collect();
            format!("{} {}", t::words(lang).bid, colors.join(" "))
        }
        SeatBid::Board(cards) if cards.is_empty() => t::words(lang).passed.into(),
        SeatBid::Board(cards) => {
            let bids: Vec<String> = cards
                .iter()
                .map(|(s, c)| format!("{} {}", color_name(c.color, lang), slot_name(*s, lang)))
                .collect();
            format!("{} {}", t::words(lang).bid, bids.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mode_names_match_the_options() {
        for (value, mode) in [
            ("pointillism", Mode::Pointillism),
            ("impressionism", Mode::Impressionism),
        ] {
            let parsed: Mode = toml::Value::String(value.into()).try_into().unwrap();
            assert_eq!(parsed, mode);
            assert!(super::super::text::mode_name(mode, Lang::En).len() > 3);
        }
    }

    #[test]
    fn strong_budget_is_checked_and_shown_in_the_help() {
        let mut r = PalaRules::default();
        assert!(<Pala as TableGame>::validate(&r).is_ok());
        for bad in [0, super::super::config::MAX_STRONG_BUDGET + 1] {
            r.strong_budget = bad;
            let (key, message) = <Pala as TableGame>::validate(&r).unwrap_err();
            assert_eq!(key, "strong_budget");
            assert!(message.contains("1 to 100000"), "{message}");
        }
        r.strong_budget = 300;
        for lang in [Lang::En, Lang::Es] {
            let help = <Pala as TableGame>::help_lines(&r, lang).join("\n");
            assert!(
                help.contains("300") && help.contains("strong_budget"),
                "{help}"
            );
        }
    }
}
