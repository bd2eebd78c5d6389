//! Pala at the table: the seats with public information, the trick (or the last one),
//! the bid board or the chips being chosen, the hand of the person at the keyboard, and
//! the keys that bid and play. Drawn through the host's kit; no rules here.

use super::text::screen::{fill, words};
use super::text::{color_name, kind_name, slot_name};
use super::{Card, Color, Mode, Pala, PalaMove, PalaView, Phase, SeatBid, TrickView};
use crate::engine::{Describe, Lang};
use crate::game_screen::game_ui::{Binding, Ctx, GameUi, Reply};
use crate::game_screen::keys::Action;
use crate::game_screen::kit::*;

/// Width of one card in the hand, gap included.
const CARD_W: u16 = 5;

pub fn rgb(color: Color) -> ((u8, u8, u8), bool) {
    match color {
        Color::Red => ((200, 40, 40), false),
        Color::Blue => ((40, 80, 200), false),
        Color::Yellow => ((230, 200, 40), true),
        Color::Orange => ((240, 140, 30), true),
        Color::Green => ((40, 150, 60), false),
        Color::Purple => ((140, 60, 170), false),
    }
}

pub fn style(color: Color) -> Style {
    let (c, dark) = rgb(color);
    theme::paint(c, dark)
}

/// A card as " R5 ": its color letter and value, so color never carries meaning alone.
pub fn face(card: Card) -> Span<'static> {
    Span::styled(
        format!(" {}{} ", card.color.letter(), card.value),
        style(card.color),
    )
}

/// A color chip as " R ".
pub fn chip(color: Color) -> Span<'static> {
    Span::styled(format!(" {} ", color.letter()), style(color))
}

/// What the person at the keyboard is being asked for, read off their legal moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Someone else (or a computer) is deciding; or the game is over.
    Wait,
    ChipBid,
    BoardBid,
    Play,
    Tie,
    Cancel,
}

pub fn ask(ctx: &Ctx<Pala>) -> Ask {
    match ctx.legal.first() {
        Some(PalaMove::BidChips(_)) => Ask::ChipBid,
        Some(PalaMove::BidCard { .. }) | Some(PalaMove::PassBid) => Ask::BoardBid,
        Some(PalaMove::Play(_)) => Ask::Play,
        Some(PalaMove::Tie { .. }) => Ask::Tie,
        Some(PalaMove::Cancel(_)) => Ask::Cancel,
        None => Ask::Wait,
    }
}

pub const CHIP_ORDER: [Option<Color>; 7] = [
    None,
    Some(Color::Red),
    Some(Color::Blue),
    Some(Color::Yellow),
    Some(Color::Orange),
    Some(Color::Green),
    Some(Color::Purple),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmd {
    Card,
    Pick,
    Play,
    Unpick,
    Chip,
    PickChip,
    Bid,
    ChooseSlot,
    Slot,
    BidHere,
    OtherCard,
    PassBid,
    TieYes,
    TieNo,
    Choice,
    Confirm,
    Best,
    LastTrick,
    OwnPile,
}

#[derive(Default)]
pub struct PalaUi {
    pub cursor: usize,
    pub selected: Vec<usize>,
    /// Pointillism bid being composed (empty + `white` = null).
    pub chips: Vec<Color>,
    pub white: bool,
    pub chip_cursor: usize,
    /// Impressionism: choosing the slot for the card under the cursor.
    pub slot_pick: Option<usize>,
    /// Cancel phase: which of the offered choices is highlighted.
    pub choice_cursor: usize,
    pub show_last_trick: bool,
    pub show_pile: bool,
}

impl PalaUi {
    fn hand_len(ctx: &Ctx<Pala>) -> usize {
        ctx.view.map_or(0, |v| v.hand.len())
    }

    /// The focused item, as its hit (a screen reader's cursor goes there; issue 38):
    /// the chip or board slot under the cursor, else the hand's card under it.
    fn focus_hit(&self, ctx: &Ctx<Pala>) -> Option<usize> {
        let cards = Self::hand_len(ctx);
        match (ask(ctx), self.slot_pick) {
            (Ask::ChipBid, _) => Some(CHIP_HIT + self.chip_cursor),
            (Ask::BoardBid, Some(slot)) => Some(SLOT_HIT + slot),
            (Ask::Play | Ask::BoardBid, None) if cards > 0 && !self.show_pile => {
                Some(self.cursor.min(cards - 1))
            }
            _ => None,
        }
    }

    fn step_card(&mut self, ctx: &Ctx<Pala>, action: Action) {
        let n = Self::hand_len(ctx);
        if n == 0 {
            return;
        }
        self.cursor = match action {
            Action::Left | Action::Up => (self.cursor + n - 1) % n,
            _ => (self.cursor + 1) % n,
        };
    }

    fn toggle_selected(&mut self) {
        if let Some(pos) = self.selected.iter().position(|&i| i == self.cursor) {
            self.selected.remove(pos);
        } else {
            self.selected.push(self.cursor);
        }
    }

    fn free_slots(view: &PalaView) -> Vec<usize> {
        view.board
            .iter()
            .enumerate()
            .filter(|(_, (_, card))| card.is_none())
            .map(|(i, _)| i)
            .collect()
    }
}

impl GameUi for PalaUi {
    type Game = Pala;
    type Command = Cmd;

    fn new_turn(&mut self) {
        // The same person's cursor stays where it was (another person's starts afresh:
        // `new_person`); looking back at the last trick does not.
        let keep_cursor = self.cursor;
        *self = PalaUi::default();
        self.cursor = keep_cursor;
    }

    fn bindings(&self, ctx: &Ctx<Pala>) -> Vec<Binding<Cmd>> {
        let lang = ctx.lang;
        use Action::*;
        let mut keys = match ask(ctx) {
            Ask::Play => vec![
                Binding::new(&[Left, Right], words(lang).card, Cmd::Card),
                Binding::new(&[Up, Down], words(lang).card, Cmd::Card).hidden(),
                Binding::new(&[Toggle], words(lang).key_pick, Cmd::Pick),
                Binding::new(&[Select], words(lang).key_play, Cmd::Play),
            ]
            .into_iter()
            // Esc puts picked cards back (and takes a refusal off the screen).
            .chain(std::iter::once(if self.selected.is_empty() {
                Binding::new(&[Back], "", Cmd::Unpick).hidden()
            } else {
                Binding::new(&[Back], words(lang).key_unpick, Cmd::Unpick)
            }))
            .collect(),
            Ask::ChipBid => vec![
                Binding::new(&[Left, Right], words(lang).key_chip, Cmd::Chip),
                Binding::new(&[Up, Down], words(lang).key_chip, Cmd::Chip).hidden(),
                Binding::new(&[Toggle], words(lang).key_pick, Cmd::PickChip),
                Binding::new(&[Select], words(lang).key_bid, Cmd::Bid),
                Binding::new(&[Back], "", Cmd::Unpick).hidden(),
            ],
            Ask::BoardBid if self.slot_pick.is_some() => vec![
                Binding::new(&[Left, Right], words(lang).key_slot, Cmd::Slot),
                Binding::new(&[Up, Down], words(lang).key_slot, Cmd::Slot).hidden(),
                Binding::new(&[Select, Toggle], words(lang).key_bid_here, Cmd::BidHere),
                Binding::new(&[Back], words(lang).key_other_card, Cmd::OtherCard),
            ],
            Ask::BoardBid => vec![
                Binding::new(&[Left, Right], words(lang).card, Cmd::Card),
                Binding::new(&[Up, Down], words(lang).card, Cmd::Card).hidden(),
                Binding::new(
                    &[Select, Toggle],
                    words(lang).key_choose_slot,
                    Cmd::ChooseSlot,
                ),
                Binding::new(&[Char('p')], words(lang).key_pass, Cmd::PassBid),
                Binding::new(&[Back], "", Cmd::Unpick).hidden(),
            ],
            Ask::Tie => vec![
                Binding::new(
                    &[Char(words(lang).yes_key), Select],
                    words(lang).key_take_lead,
                    Cmd::TieYes,
                ),
                Binding::new(&[Char(words(lang).yes_key_other)], "", Cmd::TieYes).hidden(),
                Binding::new(&[Char('n'), Back], words(lang).key_let_go, Cmd::TieNo),
            ],
            Ask::Cancel if ctx.legal.len() == 1 => vec![Binding::new(
                &[Select],
                words(lang).key_confirm,
                Cmd::Confirm,
            )],
            Ask::Cancel => vec![
                Binding::new(&[Up, Down], words(lang).key_choice, Cmd::Choice),
                Binding::new(&[Select], words(lang).key_confirm, Cmd::Confirm),
                Binding::new(&[Char('b')], words(lang).key_best, Cmd::Best),
            ],
            Ask::Wait => Vec::new(),
        };
        if ctx.public.last_trick.is_some() || self.show_last_trick {
            keys.push(Binding::new(
                &[Char('t')],
                if self.show_last_trick {
                    words(lang).key_this_trick
                } else {
                    words(lang).key_last_trick
                },
                Cmd::LastTrick,
            ));
        }
        if ctx.view.is_some_and(|v| v.own_pile.is_some()) {
            keys.push(Binding::new(
                &[Char('o')],
                if self.show_pile {
                    words(lang).key_hide_pile
                } else {
                    words(lang).key_own_pile
                },
                Cmd::OwnPile,
            ));
        }
        keys
    }

    fn command(&mut self, ctx: &Ctx<Pala>, cmd: Cmd, action: Action) -> Reply<PalaMove> {
        let lang = ctx.lang;
        let Some(view) = ctx.view else {
            return match cmd {
                Cmd::LastTrick => {
                    self.show_last_trick = !self.show_last_trick;
                    Reply::Nothing
                }
                _ => Reply::Nothing,
            };
        };
        // A two-card play leaves the hand shorter than the kept cursor: point at
        // the last card rather than at nothing.
        self.cursor = self.cursor.min(view.hand.len().saturating_sub(1));
        match cmd {
            Cmd::Card => {
                self.step_card(ctx, action);
                if ask(ctx) == Ask::BoardBid && self.slot_pick.is_some() {
                    self.slot_pick = Self::free_slots(view).first().copied();
                }
            }
            Cmd::Pick => self.toggle_selected(),
            Cmd::Unpick => {
                let picked = !self.selected.is_empty() || !self.chips.is_empty() || self.white;
                self.selected.clear();
                self.chips.clear();
                self.white = false;
                // A refusal on the screen is stale once Esc is pressed.
                return Reply::Say(if picked {
                    String::new()
                } else {
                    words(lang).nothing_picked.into()
                });
            }
            Cmd::Play => {
                let mut picks = self.selected.clone();
                if picks.is_empty() {
                    picks.push(self.cursor);
                }
                let cards: Vec<Card> = picks
                    .iter()
                    .filter_map(|&i| view.hand.get(i).copied())
                    .collect();
                return match super::move_from_selection(view, &cards) {
                    Ok(mv) => Reply::Play(mv),
                    Err(e) => Reply::Say(e.describe(lang)),
                };
            }
            Cmd::Chip => {
                self.chip_cursor = match action {
                    Action::Left | Action::Up => (self.chip_cursor + 6) % 7,
                    _ => (self.chip_cursor + 1) % 7,
                }
            }
            Cmd::PickChip => match CHIP_ORDER[self.chip_cursor] {
                None => {
                    self.white = !self.white;
                    self.chips.clear();
                }
                Some(c) => {
                    self.white = false;
                    if let Some(p) = self.chips.iter().position(|x| *x == c) {
                        self.chips.remove(p);
                    } else {
                        self.chips.push(c);
                    }
                }
            },
            Cmd::Bid => {
                if !self.white && self.chips.is_empty() {
                    return Reply::Say(words(lang).pick_chips_first.into());
                }
                let mut chips = self.chips.clone();
                chips.sort();
                return Reply::Play(PalaMove::BidChips(chips));
            }
            Cmd::ChooseSlot => {
                let free = Self::free_slots(view);
                if free.is_empty() {
                    return Reply::Say(words(lang).board_full.into());
                }
                let card = view.hand.get(self.cursor).copied();
                let biddable = ctx
                    .legal
                    .iter()
                    .any(|m| matches!(m, PalaMove::BidCard { card: c, .. } if Some(*c) == card));
                if let (false, Some(card)) = (biddable, card) {
                    // The rules say why (its color is on the board already).
                    let bid = PalaMove::BidCard {
                        card,
                        slot: free[0],
                    };
                    if let Some(e) = ctx.checker.refusal(&bid) {
                        return Reply::Say(e.describe(lang));
                    }
                }
                self.slot_pick = free.first().copied();
            }
            Cmd::Slot => {
                let free = Self::free_slots(view);
                let pos = self
                    .slot_pick
                    .and_then(|s| free.iter().position(|&i| i == s))
                    .unwrap_or(0);
                let n = free.len().max(1);
                let next = match action {
                    Action::Left | Action::Up => (pos + n - 1) % n,
                    _ => (pos + 1) % n,
                };
                self.slot_pick = free.get(next).copied();
            }
            Cmd::BidHere => {
                if let (Some(slot), Some(card)) = (self.slot_pick, view.hand.get(self.cursor)) {
                    return Reply::Play(PalaMove::BidCard { card: *card, slot });
                }
            }
            Cmd::OtherCard => {
                self.slot_pick = None;
                return Reply::Say(String::new());
            }
            Cmd::PassBid => return Reply::Play(PalaMove::PassBid),
            Cmd::TieYes => return Reply::Play(PalaMove::Tie { take_lead: true }),
            Cmd::TieNo => return Reply::Play(PalaMove::Tie { take_lead: false }),
            Cmd::Choice => {
                let n = ctx.legal.len().max(1);
                self.choice_cursor = match action {
                    Action::Up => self.choice_cursor.saturating_sub(1),
                    _ => (self.choice_cursor + 1).min(n - 1),
                }
            }
            Cmd::Best => self.choice_cursor = 0,
            Cmd::Confirm => {
                if let Some(mv) = ctx.legal.get(self.choice_cursor) {
                    return Reply::Play(mv.clone());
                }
            }
            Cmd::LastTrick => self.show_last_trick = !self.show_last_trick,
            Cmd::OwnPile => self.show_pile = !self.show_pile,
        }
        Reply::Nothing
    }

    fn clicked(&mut self, ctx: &Ctx<Pala>, hit: usize) -> Reply<PalaMove> {
        if hit >= CHIP_HIT {
            if ask(ctx) != Ask::ChipBid || hit - CHIP_HIT >= CHIP_ORDER.len() {
                return Reply::Nothing;
            }
            self.chip_cursor = hit - CHIP_HIT;
            return self.command(ctx, Cmd::PickChip, Action::Toggle);
        }
        if hit >= SLOT_HIT {
            return self.click_slot(ctx, hit - SLOT_HIT);
        }
        if hit >= Self::hand_len(ctx) {
            return Reply::Nothing;
        }
        self.cursor = hit;
        match ask(ctx) {
            Ask::Play => self.toggle_selected(),
            Ask::BoardBid => {
                if let Some(view) = ctx.view {
                    self.slot_pick = Self::free_slots(view).first().copied();
                }
            }
            _ => {}
        }
        Reply::Nothing
    }

    fn header(&self, ctx: &Ctx<Pala>) -> String {
        let lang = ctx.lang;
        let v = ctx.public;
        let mode = super::text::mode_name(v.mode, lang);
        let dealer = &ctx.names[v.dealer];
        fill(
            words(lang).header,
            &[
                ("mode", mode),
                ("round", &v.round.to_string()),
                ("dealer", dealer),
            ],
        )
    }

    fn prompt(&self, ctx: &Ctx<Pala>) -> Option<String> {
        let lang = ctx.lang;
        Some(match ask(ctx) {
            Ask::Wait => return None,
            Ask::ChipBid => words(lang).ask_chip_bid.into(),
            Ask::BoardBid if self.slot_pick.is_some() => words(lang).ask_slot.into(),
            Ask::BoardBid => words(lang).ask_board_bid.into(),
            Ask::Play => words(lang).ask_play.into(),
            Ask::Tie => words(lang).ask_tie.into(),
            Ask::Cancel => self.cancel_prompt(ctx),
        })
    }

    fn board_rows(&self, ctx: &Ctx<Pala>, _width: u16) -> u16 {
        let players = ctx.names.len() as u16;
        // Seats, the trick box (a row per seat), the board or chips, the hand.
        players + (players + 2) + 2 + 4
    }

    fn draw_board(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Ctx<Pala>,
        hits: &mut Vec<(Rect, usize)>,
    ) {
        let [seats_area, trick_area, extra_area, hand_area] = areas(area, ctx.names.len());
        self.seats(frame, seats_area, ctx);
        let lang = ctx.lang;
        let (trick, title) = if self.show_last_trick {
            (ctx.public.last_trick.as_ref(), words(lang).last_trick_title)
        } else {
            (Some(&ctx.public.trick), words(lang).trick_title)
        };
        self.trick_box(frame, trick_area, ctx, trick, title);
        self.extra(frame, extra_area, ctx, hits, false);
        match &ctx.view {
            Some(v) if self.show_pile && v.own_pile.is_some() => {
                self.own_pile(frame, hand_area, ctx, v)
            }
            Some(v) => {
                self.hand(frame, hand_area, ctx, v);
                for i in 0..v.hand.len() as u16 {
                    let x = hand_area.x + 1 + i * CARD_W;
                    if x + CARD_W <= hand_area.x + hand_area.width {
                        hits.push((Rect::new(x, hand_area.y + 1, CARD_W, 2), i as usize));
                        if self.focus_hit(ctx) == Some(i as usize) {
                            let row = 2 - u16::from(self.selected.contains(&(i as usize)));
                            ctx.focus(Position::new(x, hand_area.y + row), hand_area);
                        }
                    }
                }
            }
            None => frame.render_widget(
                Paragraph::new(Span::styled(ctx.hidden_hand_text(), theme::dim())),
                hand_area,
            ),
        }
    }

    fn compact_rows(&self, ctx: &Ctx<Pala>, width: u16) -> u16 {
        let parts = self.compact_parts(ctx, width);
        (parts.seats.len() + parts.fixed_rows()) as u16
    }

    fn draw_compact(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Ctx<Pala>,
        hits: &mut Vec<(Rect, usize)>,
    ) {
        let mut parts = self.compact_parts(ctx, area.width);
        let seats = parts.fit_seats(area.height);
        let [seats_area, trick_area, extra_area, hand_area] = parts.areas(area);
        frame.render_widget(Paragraph::new(seats), seats_area);
        frame.render_widget(Paragraph::new(parts.trick), trick_area);
        if parts.extra_rows > 0 {
            self.extra(frame, extra_area, ctx, hits, true);
        }
        frame.render_widget(Paragraph::new(parts.hand), hand_area);
        for (i, x, row) in parts.card_cells {
            let at = Rect::new(hand_area.x + x, hand_area.y + row, COMPACT_CARD_W - 1, 1);
            if at.y < hand_area.y + hand_area.height && at.x + at.width <= area.x + area.width {
                hits.push((at, i));
                if self.focus_hit(ctx) == Some(i) {
                    ctx.focus(at.as_position(), hand_area);
                }
            }
        }
    }

    fn compact_element(&self, ctx: &Ctx<Pala>, board: Rect, name: &str) -> Option<Rect> {
        let mut parts = self.compact_parts(ctx, board.width);
        let seats = parts.fit_seats(board.height).len() as u16;
        let [seats_area, trick, extra, hand] = parts.areas(board);
        match name {
            // The seats' lines, not the rows left empty below them.
            "seats" => Some(Rect {
                height: seats.min(seats_area.height),
                ..seats_area
            }),
            "trick" => Some(trick),
            "chips" | "board" => Some(extra),
            // The cards, below the hand's count (a box may cover that one line).
            "hand" if ctx.view.is_some() => {
                let label = u16::from(parts.hand_label);
                Some(Rect {
                    y: hand.y + label,
                    height: hand.height.saturating_sub(label),
                    ..hand
                })
            }
            _ => None,
        }
        .filter(|r| r.height > 0)
    }

    fn element(&self, ctx: &Ctx<Pala>, board: Rect, name: &str) -> Option<Rect> {
        let [seats, trick, extra, hand] = areas(board, ctx.names.len());
        match name {
            "seats" => Some(seats),
            "trick" => Some(trick),
            // The chips (or the bid board) take the first of their two rows.
            "chips" | "board" => Some(Rect { height: 1, ..extra }),
            "hand" if ctx.view.is_some() => Some(hand),
            _ => None,
        }
        .filter(|r| r.height > 0)
    }

    fn score_pad(&self, ctx: &Ctx<Pala>, width: u16, rows: u16) -> Vec<Line<'static>> {
        let lang = ctx.lang;
        let v = ctx.public;
        let names = ctx.names;
        let col = ((width.saturating_sub(6)) / names.len().max(1) as u16).clamp(4, 14) as usize;
        // Names that do not fit their column become seat numbers, named whole below.
        let (heads, legend) = seat_columns(names, col, width as usize);
        let head = Line::from(Span::styled(
            format!(
                "{:<6}{}",
                words(lang).round,
                heads
                    .iter()
                    .map(|n| format!("{:>col$}", short_name(n, col - 1)))
                    .collect::<String>()
            ),
            theme::bold(),
        ));
        // Each round: its points, then each seat's bid/tricks, in the columns when they
        // fit, else whole on rows of their own ("1:R=Cancel/2  2:pass/0").
        let mut rounds: Vec<Vec<Line<'static>>> = Vec::new();
        for r in v.scores.iter() {
            let cells: String = r
                .points
                .iter()
                .map(|p| format!("{:>col$}", format!("{p:+}")))
                .collect();
            let mut round = vec![Line::from(format!("{:<6}{cells}", r.round))];
            let details: Vec<String> = r
                .bids
                .iter()
                .zip(&r.tricks)
                .map(|(b, k)| format!("{}/{k}", bid_short(lang, b)))
                .collect();
            if details.iter().all(|d| d.chars().count() < col) {
                let detail: String = details.iter().map(|d| format!("{d:>col$}")).collect();
                round.push(Line::from(Span::styled(
                    format!("{:<6}{detail}", ""),
                    theme::dim(),
                )));
            } else {
                let numbered: Vec<String> = details
                    .iter()
                    .enumerate()
                    .map(|(i, d)| format!("{}:{d}", i + 1))
                    .collect();
                for row in pack_items(&numbered, "  ", (width as usize).saturating_sub(2)) {
                    round.push(Line::from(Span::styled(format!("  {row}"), theme::dim())));
                }
            }
            rounds.push(round);
        }
        let totals: String = v.totals.iter().map(|p| format!("{p:>col$}")).collect();
        let mut foot = vec![Line::from(Span::styled(
            format!("{:<6}{totals}", "Total"),
            theme::bold(),
        ))];
        for row in legend {
            foot.push(Line::from(row));
        }
        foot.push(Line::from(Span::styled(
            words(lang).pad_legend,
            theme::dim(),
        )));
        // The newest rounds are the ones that matter: keep the heading and the totals.
        let mut room = (rows as usize).saturating_sub(1 + foot.len());
        let mut kept: Vec<Vec<Line<'static>>> = Vec::new();
        for round in rounds.into_iter().rev() {
            if round.len() > room {
                break;
            }
            room -= round.len();
            kept.push(round);
        }
        std::iter::once(head)
            .chain(kept.into_iter().rev().flatten())
            .chain(foot)
            .collect()
    }
}

/// The board's parts, top to bottom: the seats, the trick box (a row per seat), the bid
/// board or chips, the hand. Drawing and the guide's pointing both use these.
pub fn areas(board: Rect, players: usize) -> [Rect; 4] {
    let players = players as u16;
    Layout::vertical([
        Constraint::Length(players),
        Constraint::Length(players + 2),
        Constraint::Length(2),
        Constraint::Length(4),
    ])
    .areas(board)
}

/// Click places of the bid board's slots and of the chips: these plus their index.
const SLOT_HIT: usize = 1000;
const CHIP_HIT: usize = 2000;

impl PalaUi {
    /// A click on a slot of the bid board: chooses it for the card under ▲ (a second
    /// click on the chosen slot bids there), or says why not.
    fn click_slot(&mut self, ctx: &Ctx<Pala>, slot: usize) -> Reply<PalaMove> {
        let lang = ctx.lang;
        let Some(view) = ctx.view else {
            return Reply::Nothing;
        };
        if ask(ctx) != Ask::BoardBid {
            return Reply::Say(words(lang).board_not_bidding.into());
        }
        if view.board.get(slot).is_some_and(|(_, c)| c.is_some()) {
            return Reply::Say(words(lang).slot_taken.into());
        }
        if self.slot_pick == Some(slot) {
            return self.command(ctx, Cmd::BidHere, Action::Select);
        }
        if self.slot_pick.is_none() {
            // The card under ▲ must be biddable: the same check as Enter.
            if let Reply::Say(why) = self.command(ctx, Cmd::ChooseSlot, Action::Select) {
                return Reply::Say(why);
            }
        }
        self.slot_pick = Some(slot);
        Reply::Say(words(lang).slot_chosen.into())
    }

    fn cancel_prompt(&self, ctx: &Ctx<Pala>) -> String {
        let pick = ctx.legal.get(self.choice_cursor).and_then(|m| match m {
            PalaMove::Cancel(cards) => Some(
                cards
                    .iter()
                    .map(|c: &Card| format!("{}{}", c.color.letter(), c.value))
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
            _ => None,
        });
        // What the round scores with this choice, so choices can be compared.
        let points = ctx.view.and_then(|v| {
            let pile = v.own_pile.as_ref()?;
            match ctx.legal.get(self.choice_cursor)? {
                PalaMove::Cancel(cards) => {
                    Some(super::scoring::impressionism_points(pile, &v.board, cards))
                }
                _ => None,
            }
        });
        // Over CANCEL_MOVES_CAP ways to cancel, only the best is listed: no "1 of 1".
        let ask = if ctx.legal.len() == 1 {
            words(ctx.lang).ask_cancel_best
        } else {
            words(ctx.lang).ask_cancel
        };
        fill(
            ask,
            &[
                ("n", &(self.choice_cursor + 1).to_string()),
                ("of", &ctx.legal.len().to_string()),
                ("cards", &pick.unwrap_or_default()),
                ("points", &points.map_or("?".into(), |p| p.to_string())),
            ],
        )
    }

    fn seats(&self, frame: &mut Frame, area: Rect, ctx: &Ctx<Pala>) {
        let lang = ctx.lang;
        let v = ctx.public;
        let to_act = ctx.to_act;
        let name_w = name_column(
            ctx.names,
            words(ctx.lang).you,
            (area.width as usize / 5).clamp(12, 20),
            area.width as usize / 3,
        );
        let mut lines = Vec::new();
        for (i, name) in ctx.names.iter().enumerate() {
            let marker = if Some(i) == to_act { "▶" } else { " " };
            let dealer = if i == v.dealer { "◉" } else { " " };
            let you = if ctx.is_you(i) { words(lang).you } else { "" };
            let label = seat_label(name, you, name_w);
            let mut spans = vec![Span::styled(
                format!("{marker}{dealer} {label:<name_w$} "),
                if Some(i) == to_act {
                    theme::bold()
                } else {
                    Style::new()
                },
            )];
            let count_cards = v.hand_counts.get(i).copied().unwrap_or(0);
            spans.push(Span::raw(format!(
                "{:>9} ",
                count(count_cards, words(lang).card, words(lang).cards)
            )));
            spans.extend(bid_spans(lang, v, i));
            spans.push(Span::raw("  "));
            match v.mode {
                Mode::Pointillism => {
                    let won = v.tricks_won.get(i).cloned().unwrap_or_default();
                    spans.push(Span::raw(format!(
                        "{}{} ",
                        words(lang).tricks_label,
                        won.len()
                    )));
                    for c in won.iter().take(8) {
                        spans.push(Span::styled(c.letter().to_string(), style(*c)));
                    }
                }
                Mode::Impressionism => {
                    spans.push(Span::raw(format!(
                        "{} {}",
                        words(lang).pile,
                        v.pile_counts.get(i).copied().unwrap_or(0)
                    )));
                }
            }
            let total = v.totals.get(i).copied().unwrap_or(0);
            spans.push(Span::styled(format!("  = {total}"), theme::bold()));
            lines.push(Line::from(spans));
        }
        frame.render_widget(Paragraph::new(lines), area);
    }

    fn trick_box(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Ctx<Pala>,
        trick: Option<&TrickView>,
        title: &str,
    ) {
        let lang = ctx.lang;
        let names = ctx.names;
        let name = |s: usize| names.get(s).cloned().unwrap_or_default();
        let mut lines = Vec::new();
        let heading = match trick.and_then(|tr| tr.color) {
            Some(c) => format!(" {title}: {} ({}) ", color_name(c, lang), c.letter()),
            None => format!(" {title} "),
        };
        match trick {
            Some(tr) => {
                for p in tr.plays.iter() {
                    let mut spans =
                        vec![Span::raw(format!("{:<15}", short_name(&name(p.seat), 14)))];
                    spans.push(Span::styled(
                        format!("{:<8}", kind_name(p.kind, lang)),
                        theme::dim(),
                    ));
                    for (k, c) in p.cards.iter().enumerate() {
                        if k > 0 {
                            spans.push(Span::raw("+"));
                        }
                        spans.push(face(*c));
                    }
                    if let Some(s) = p.smeared_by {
                        spans.push(Span::raw(words(lang).smeared_by));
                        spans.push(face(s));
                    }
                    match tr.values.get(p.seat).copied().flatten() {
                        Some(v) => spans.push(Span::raw(format!("  = {v}"))),
                        None => spans.push(Span::styled(words(lang).does_not_count, theme::dim())),
                    }
                    if tr.winning == Some(p.seat) {
                        let label = if self.show_last_trick {
                            words(lang).won_mark
                        } else {
                            words(lang).winning_mark
                        };
                        spans.push(Span::styled(label, theme::good()));
                    }
                    lines.push(Line::from(spans));
                }
                if tr.plays.is_empty() && ctx.public.phase == Phase::Bidding {
                    let who = ctx.to_act.map(name).unwrap_or_default();
                    lines.push(Line::from(Span::styled(
                        fill(
                            words(lang).bidding_now,
                            &[("who", &who), ("leader", &name(tr.leader))],
                        ),
                        theme::dim(),
                    )));
                } else if tr.plays.is_empty() {
                    lines.push(Line::from(Span::styled(
                        fill(words(lang).leads, &[("leader", &name(tr.leader))]),
                        theme::dim(),
                    )));
                }
            }
            None => lines.push(Line::from(Span::styled(
                words(lang).no_trick_yet,
                theme::dim(),
            ))),
        }
        frame.render_widget(
            Paragraph::new(lines)
                .wrap(Wrap { trim: true })
                .block(Block::default().borders(Borders::ALL).title(heading)),
            area,
        );
    }

    /// The bid board (Impressionism) or the chips being chosen (Pointillism bidding).
    /// `compact`: on a phone-size screen, with no label and narrow gaps, so that every
    /// chip and slot is on the first row and can be tapped.
    fn extra(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Ctx<Pala>,
        hits: &mut Vec<(Rect, usize)>,
        compact: bool,
    ) {
        let lang = ctx.lang;
        let v = ctx.public;
        let mut spans = Vec::new();
        // Each clickable item: its first span and its hit index.
        let mut items: Vec<(usize, usize)> = Vec::new();
        if ask(ctx) == Ask::ChipBid {
            if !compact {
                spans.push(Span::raw(words(lang).your_chips));
            }
            for (i, c) in CHIP_ORDER.iter().enumerate() {
                items.push((spans.len(), CHIP_HIT + i));
                let picked = match c {
                    None => self.white,
                    Some(c) => self.chips.contains(c),
                };
                let face = match c {
                    None => Span::styled(" W ", theme::bold()),
                    Some(c) => chip(*c),
                };
                let mark = if picked { "✓" } else { " " };
                if i == self.chip_cursor {
                    spans.push(Span::styled("[", theme::highlight()));
                    spans.push(face);
                    spans.push(Span::styled(format!("{mark}]"), theme::highlight()));
                } else {
                    spans.push(Span::raw(" "));
                    spans.push(face);
                    // Compact: no gap after the mark, so that the seven chips fit in 40
                    // columns whichever has the cursor's brackets.
                    let gap = if compact { "" } else { " " };
                    spans.push(Span::raw(format!("{mark}{gap}")));
                }
            }
        } else if v.mode == Mode::Impressionism {
            if !compact {
                spans.push(Span::raw(words(lang).board_label));
            }
            for (i, (slot, card)) in v.board.iter().enumerate() {
                items.push((spans.len(), SLOT_HIT + i));
                let name = slot_name(*slot, lang);
                let focused = self.slot_pick == Some(i);
                let st = if focused {
                    theme::highlight()
                } else {
                    Style::new()
                };
                let gap = if compact { "" } else { " " };
                spans.push(Span::styled(
                    format!("{}{name}{gap}", if focused { "▶" } else { "" }),
                    st,
                ));
                match card {
                    Some((c, _)) => spans.push(chip(c.color)),
                    None => spans.push(Span::styled("[ ]", theme::dim())),
                }
                spans.push(Span::raw(if compact { " " } else { "  " }));
            }
        }
        // Clickable where an item lies whole on the first row (a wrapped row moves).
        let starts: Vec<u16> = spans
            .iter()
            .scan(0u16, |x, s| {
                let at = *x;
                *x = x.saturating_add(s.width() as u16);
                Some(at)
            })
            .collect();
        for (k, &(first, hit)) in items.iter().enumerate() {
            let end = items
                .get(k + 1)
                .map_or(spans.len(), |(next, _)| *next)
                .min(spans.len());
            let last = end.saturating_sub(1);
            let (Some(&x0), Some(&x_last), Some(s_last)) =
                (starts.get(first), starts.get(last), spans.get(last))
            else {
                continue;
            };
            let x1 = x_last.saturating_add(s_last.width() as u16);
            if x1 <= area.width && x1 > x0 {
                hits.push((Rect::new(area.x + x0, area.y, x1 - x0, 1), hit));
                if self.focus_hit(ctx) == Some(hit) {
                    ctx.focus(Position::new(area.x + x0, area.y), area);
                }
            }
        }
        // Compact: one row, untrimmed, so that what is drawn lies where the taps are.
        let paragraph = Paragraph::new(Line::from(spans));
        let paragraph = if compact {
            paragraph
        } else {
            paragraph.wrap(Wrap { trim: true })
        };
        frame.render_widget(paragraph, area);
    }

    fn hand(&self, frame: &mut Frame, area: Rect, ctx: &Ctx<Pala>, v: &PalaView) {
        let lang = ctx.lang;
        let name = &ctx.names[v.seat];
        let cards = count(v.hand.len(), words(lang).card, words(lang).cards);
        let mut label = fill(words(lang).hand_of, &[("name", name), ("cards", &cards)]);
        let a = ask(ctx);
        if a == Ask::Play && !self.selected.is_empty() {
            let picked: Vec<String> = self
                .selected
                .iter()
                .filter_map(|&i| v.hand.get(i))
                .map(|c| format!("{}{}", c.color.letter(), c.value))
                .collect();
            label.push_str(&format!(
                " · {}: {}",
                words(lang).selected,
                picked.join(" ")
            ));
        }
        if let Some(pile) = &v.own_pile
            && !pile.is_empty()
        {
            label.push_str(&format!(" · {} {} (o)", words(lang).your_pile, pile.len()));
        }
        let mut raised = vec![Span::raw(" ")];
        let mut lowered = vec![Span::raw(" ")];
        let mut marks = String::from(" ");
        let pointing = matches!(a, Ask::Play | Ask::BoardBid);
        let at = self.cursor.min(v.hand.len().saturating_sub(1));
        for (i, c) in v.hand.iter().enumerate() {
            let up = self.selected.contains(&i);
            let blank = Span::raw(" ".repeat(CARD_W as usize));
            let card = vec![face(*c), Span::raw(" ")];
            if up {
                raised.extend(card);
                lowered.push(blank);
            } else {
                raised.push(blank);
                lowered.extend(card);
            }
            marks.push_str(if i == at && pointing {
                " ▲▲  "
            } else {
                "     "
            });
        }
        let lines = vec![
            Line::from(Span::styled(label, theme::bold())),
            Line::from(raised),
            Line::from(lowered),
            Line::from(Span::styled(
                marks,
                theme::highlight().remove_modifier(Modifier::REVERSED),
            )),
        ];
        frame.render_widget(Paragraph::new(lines), area);
    }

    /// The house rule "own pile visible": the cards of the viewer's own score pile.
    fn own_pile(&self, frame: &mut Frame, area: Rect, ctx: &Ctx<Pala>, v: &PalaView) {
        let lang = ctx.lang;
        let pile = v.own_pile.clone().unwrap_or_default();
        let mut spans = vec![Span::raw(" ")];
        for c in &pile {
            spans.push(face(*c));
            spans.push(Span::raw(" "));
        }
        let cards = count(pile.len(), words(lang).card, words(lang).cards);
        let label = fill(words(lang).score_pile, &[("cards", &cards)]);
        frame.render_widget(
            Paragraph::new(vec![
                Line::from(Span::styled(label, theme::bold())),
                Line::from(spans),
            ])
            .wrap(Wrap { trim: true }),
            area,
        );
    }
}

/// Width of one card of the compact hand: " R5 " and its pick mark.
const COMPACT_CARD_W: u16 = 5;
/// The compact seat table's columns after the name: marks, cards, bid, tricks or pile,
/// points.
const COMPACT_SEAT_COLUMNS: usize = 2 + 6 + 1 + 7 + 6 + 1 + 5;
/// The compact bid column's width.
const COMPACT_BID_W: usize = 7;

/// The compact screen's parts as lines, top to bottom.
struct CompactParts {
    /// A heading and a line per seat.
    seats: Vec<Line<'static>>,
    /// The same, packed on few lines (many seats on a short screen): with names
    /// shorter and shorter, so that every seat stays on the screen (a fifth seat's
    /// line fell off it during a five-card trick; seen in tmux).
    packed_seats: Vec<Vec<Line<'static>>>,
    trick: Vec<Line<'static>>,
    /// The chips or the bid board: drawn by `extra`, which also marks where to tap.
    extra_rows: u16,
    hand: Vec<Line<'static>>,
    /// Whether the hand's first line is its label ("Hand: 9 cards").
    hand_label: bool,
    /// Each card of the hand: its index, column and row in the hand's lines.
    card_cells: Vec<(usize, u16, u16)>,
}

impl CompactParts {
    fn fixed_rows(&self) -> usize {
        self.trick.len() + self.extra_rows as usize + self.hand.len()
    }

    /// The seats' lines in `height` rows: the hand, the board or chips and the trick
    /// are what a decision needs and keep their rows; the seats fit in one line each, or
    /// packed, in what is left, with names as long as that allows.
    fn fit_seats(&mut self, height: u16) -> Vec<Line<'static>> {
        let room = height.saturating_sub(self.fixed_rows() as u16);
        let seats = std::mem::take(&mut self.seats);
        if seats.len() as u16 <= room {
            return seats;
        }
        if seats.len() as u16 - 1 <= room {
            // The columns' heading goes first.
            return seats.into_iter().skip(1).collect();
        }
        let packings = std::mem::take(&mut self.packed_seats);
        let fitting = |room: u16| packings.iter().find(|p| p.len() as u16 <= room).cloned();
        if let Some(seats) = fitting(room) {
            return seats;
        }
        // Still short (five seats, a full trick and the board of bids): the hand's
        // label gives way, its count staying in the viewer's seat line.
        if self.hand_label {
            self.hand.remove(0);
            self.hand_label = false;
            for cell in &mut self.card_cells {
                cell.2 = cell.2.saturating_sub(1);
            }
            if let Some(seats) = fitting(room + 1) {
                return seats;
            }
        }
        packings.last().cloned().unwrap_or_default()
    }

    /// The seats', the trick's, the chips' (or board's) and the hand's rectangles in
    /// `area`.
    fn areas(&self, area: Rect) -> [Rect; 4] {
        Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(self.trick.len() as u16),
            Constraint::Length(self.extra_rows),
            Constraint::Length(self.hand.len() as u16),
        ])
        .areas(area)
    }
}

impl PalaUi {
    fn compact_parts(&self, ctx: &Ctx<Pala>, width: u16) -> CompactParts {
        let (hand, card_cells) = self.compact_hand(ctx, width);
        let hand_label = ctx.view.is_some() && !hand.is_empty();
        let extra_rows = match (ask(ctx), ctx.public.mode) {
            (Ask::ChipBid, _) | (_, Mode::Impressionism) => 1,
            _ => 0,
        };
        CompactParts {
            seats: compact_seats(ctx, width),
            packed_seats: packed_seat_choices(ctx, width),
            trick: self.compact_trick(ctx, width),
            extra_rows,
            hand,
            hand_label,
            card_cells,
        }
    }

    /// The trick (or the last one): its color, then a line per play.
    fn compact_trick(&self, ctx: &Ctx<Pala>, width: u16) -> Vec<Line<'static>> {
        let lang = ctx.lang;
        let w = words(lang);
        let name = |s: usize| ctx.names.get(s).cloned().unwrap_or_default();
        let (trick, title) = if self.show_last_trick {
            (ctx.public.last_trick.as_ref(), w.last_trick_title)
        } else {
            (Some(&ctx.public.trick), w.trick_title)
        };
        let heading = match trick.and_then(|tr| tr.color) {
            Some(c) => format!("{title}: {} ({})", color_name(c, lang), c.letter()),
            None => title.to_string(),
        };
        // A trick with no card yet needs no heading: the line under it says who leads.
        let mut lines = Vec::new();
        if trick.is_none_or(|tr| !tr.plays.is_empty()) {
            lines.push(Line::from(Span::styled(heading, theme::bold())));
        }
        let dim_text = |text: String, lines: &mut Vec<Line<'static>>| {
            for row in wrap_words(&text, width as usize) {
                lines.push(Line::from(Span::styled(row, theme::dim())));
            }
        };
        let Some(tr) = trick else {
            dim_text(w.no_trick_yet.to_string(), &mut lines);
            return lines;
        };
        for p in &tr.plays {
            let mut spans = vec![Span::raw(format!("{:<9}", short_name(&name(p.seat), 8)))];
            for (k, c) in p.cards.iter().enumerate() {
                if k > 0 {
                    spans.push(Span::raw("+"));
                }
                spans.push(face(*c));
            }
            if let Some(s) = p.smeared_by {
                spans.push(Span::styled(" /", theme::dim()));
                spans.push(face(s));
            }
            match tr.values.get(p.seat).copied().flatten() {
                Some(v) => spans.push(Span::raw(format!(" = {v}"))),
                None => spans.push(Span::styled(format!(" {}", w.short_no_count), theme::dim())),
            }
            if tr.winning == Some(p.seat) {
                let long = if self.show_last_trick {
                    w.won_mark
                } else {
                    w.winning_mark
                };
                let used: usize = spans.iter().map(|s| s.width()).sum();
                let mark = if used + Span::raw(long).width() <= width as usize {
                    long
                } else {
                    " ◀"
                };
                spans.push(Span::styled(mark, theme::good()));
            }
            lines.push(Line::from(spans));
        }
        if tr.plays.is_empty() && ctx.public.phase == Phase::Bidding {
            let who = ctx.to_act.map(name).unwrap_or_default();
            let text = fill(
                w.bidding_now,
                &[("who", &who), ("leader", &name(tr.leader))],
            );
            dim_text(text, &mut lines);
        } else if tr.plays.is_empty() {
            dim_text(fill(w.leads, &[("leader", &name(tr.leader))]), &mut lines);
        }
        lines
    }

    /// The viewer's hand in rows of cards (▲▲ under the one the cursor is on, ✓ after
    /// a picked one), or their score pile, or why no hand is shown.
    fn compact_hand(
        &self,
        ctx: &Ctx<Pala>,
        width: u16,
    ) -> (Vec<Line<'static>>, Vec<(usize, u16, u16)>) {
        let lang = ctx.lang;
        let w = words(lang);
        let mut lines = Vec::new();
        let mut cells = Vec::new();
        let Some(v) = ctx.view else {
            for row in wrap_words(ctx.hidden_hand_text(), width as usize) {
                lines.push(Line::from(Span::styled(row, theme::dim())));
            }
            return (lines, cells);
        };
        let per_row = (width.saturating_sub(1) / COMPACT_CARD_W).max(1) as usize;
        if self.show_pile
            && let Some(pile) = &v.own_pile
        {
            let cards = count(pile.len(), w.card, w.cards);
            lines.push(Line::from(Span::styled(
                fill(w.score_pile, &[("cards", &cards)]),
                theme::bold(),
            )));
            for row in pile.chunks(per_row) {
                let mut spans = vec![Span::raw(" ")];
                for c in row {
                    spans.push(face(*c));
                    spans.push(Span::raw(" "));
                }
                lines.push(Line::from(spans));
            }
            return (lines, cells);
        }
        let a = ask(ctx);
        let cards = count(v.hand.len(), w.card, w.cards);
        let mut label = fill(w.hand_short, &[("cards", &cards)]);
        if let Some(pile) = &v.own_pile
            && !pile.is_empty()
        {
            label.push_str(&format!(" · {} {} (o)", w.your_pile, pile.len()));
        }
        lines.push(Line::from(Span::styled(label, theme::bold())));
        let pointing = matches!(a, Ask::Play | Ask::BoardBid);
        let at = self.cursor.min(v.hand.len().saturating_sub(1));
        for (r, row) in v.hand.chunks(per_row).enumerate() {
            let first = r * per_row;
            let mut spans = vec![Span::raw(" ")];
            let mut marks = String::from(" ");
            let y = lines.len() as u16;
            for (k, c) in row.iter().enumerate() {
                let i = first + k;
                cells.push((i, 1 + k as u16 * COMPACT_CARD_W, y));
                spans.push(face(*c));
                let picked = a == Ask::Play && self.selected.contains(&i);
                spans.push(Span::styled(if picked { "✓" } else { " " }, theme::good()));
                marks.push_str(if i == at && pointing {
                    " ▲▲  "
                } else {
                    "     "
                });
            }
            lines.push(Line::from(spans));
            if pointing && (first..first + row.len()).contains(&at) {
                lines.push(Line::from(Span::styled(
                    marks.trim_end().to_string(),
                    theme::highlight().remove_modifier(Modifier::REVERSED),
                )));
            }
        }
        (lines, cells)
    }
}

/// A seat's bid in a few letters, each in its color: "RGB", "null", "—".
fn compact_bid(lang: Lang, v: &PalaView, seat: usize) -> Vec<Span<'static>> {
    let letters = |colors: Vec<Color>| {
        colors
            .into_iter()
            .map(|c| Span::styled(c.letter().to_string(), style(c)))
            .collect::<Vec<_>>()
    };
    let spans = match v.mode {
        Mode::Pointillism => match v.chip_bids.get(seat).cloned().flatten() {
            None => vec![Span::styled("—", theme::dim())],
            Some(colors) if colors.is_empty() => vec![Span::raw(words(lang).null)],
            Some(colors) => letters(colors),
        },
        Mode::Impressionism => letters(
            v.board
                .iter()
                .filter_map(|(_, card)| card.filter(|(_, who)| *who == seat))
                .map(|(card, _)| card.color)
                .collect(),
        ),
    };
    spans.into_iter().take(COMPACT_BID_W - 1).collect()
}

/// Tricks won (Pointillism: the count and their colors when they fit) or the pile's
/// count (Impressionism), right-aligned in six columns.
fn compact_won(v: &PalaView, seat: usize) -> Vec<Span<'static>> {
    let (text, colors) = match v.mode {
        Mode::Pointillism => {
            let won = v.tricks_won.get(seat).cloned().unwrap_or_default();
            let colors = if won.len() <= 4 {
                won.clone()
            } else {
                Vec::new()
            };
            (won.len().to_string(), colors)
        }
        Mode::Impressionism => (
            v.pile_counts.get(seat).copied().unwrap_or(0).to_string(),
            Vec::new(),
        ),
    };
    let used = text.chars().count()
        + if colors.is_empty() {
            0
        } else {
            1 + colors.len()
        };
    let mut spans = vec![Span::raw(format!(
        "{}{text}",
        " ".repeat(6usize.saturating_sub(used))
    ))];
    if !colors.is_empty() {
        spans.push(Span::raw(" "));
        for c in colors {
            spans.push(Span::styled(c.letter().to_string(), style(c)));
        }
    }
    spans
}

/// The seats as a small table: a heading, then each seat's cards, bid, tricks (or pile)
/// and points on one line; ▶ the seat to act, ◉ the dealer.
fn compact_seats(ctx: &Ctx<Pala>, width: u16) -> Vec<Line<'static>> {
    let lang = ctx.lang;
    let w = words(lang);
    let v = ctx.public;
    let name_w = (width as usize).saturating_sub(COMPACT_SEAT_COLUMNS).max(6);
    let won_head = match v.mode {
        Mode::Pointillism => w.col_tricks,
        Mode::Impressionism => w.col_pile,
    };
    let mut lines = vec![Line::from(Span::styled(
        format!(
            "  {:<name_w$}{:>6} {:<bid$}{:>6} {:>5}",
            "",
            w.col_cards,
            w.col_bid,
            won_head,
            w.col_points,
            bid = COMPACT_BID_W
        ),
        theme::dim(),
    ))];
    for (i, name) in ctx.names.iter().enumerate() {
        let acting = Some(i) == ctx.to_act;
        let marker = if acting { "▶" } else { " " };
        let dealer = if i == v.dealer { "◉" } else { " " };
        let you = if ctx.is_you(i) { w.you } else { "" };
        let label = seat_label(name, you, name_w);
        let mut spans = vec![Span::styled(
            format!("{marker}{dealer}{label:<name_w$}"),
            if acting { theme::bold() } else { Style::new() },
        )];
        let cards = v.hand_counts.get(i).copied().unwrap_or(0);
        spans.push(Span::raw(format!("{cards:>6} ")));
        let bid = compact_bid(lang, v, i);
        let bid_w: usize = bid.iter().map(|s| s.width()).sum();
        spans.extend(bid);
        spans.push(Span::raw(" ".repeat(COMPACT_BID_W.saturating_sub(bid_w))));
        spans.extend(compact_won(v, i));
        let total = v.totals.get(i).copied().unwrap_or(0);
        spans.push(Span::styled(format!(" {total:>5}"), theme::bold()));
        lines.push(Line::from(spans));
    }
    lines
}

/// The longest and the shortest a packed seat's name gets ("Computer 3", "Co…3").
const PACKED_NAME_W: (usize, usize) = (10, 4);

/// The seats on as few lines as fit, "▶◉Ana (you) 14c RGB =0" each: one packing per
/// name width, from the longest names to the shortest.
fn packed_seat_choices(ctx: &Ctx<Pala>, width: u16) -> Vec<Vec<Line<'static>>> {
    let (longest, shortest) = PACKED_NAME_W;
    (shortest..=longest)
        .rev()
        .map(|name_w| packed_seats(ctx, width, name_w))
        .collect()
}

/// The seats on as few lines as fit, names cut to `name_w` characters.
fn packed_seats(ctx: &Ctx<Pala>, width: u16, name_w: usize) -> Vec<Line<'static>> {
    let lang = ctx.lang;
    let w = words(lang);
    let v = ctx.public;
    let items: Vec<String> = ctx
        .names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let marker = if Some(i) == ctx.to_act { "▶" } else { "" };
            let dealer = if i == v.dealer { "◉" } else { "" };
            let you = if ctx.is_you(i) { w.you } else { "" };
            let bid: String = compact_bid(lang, v, i)
                .iter()
                .map(|s| s.content.to_string())
                .collect();
            let seat = fill(
                w.packed_seat,
                &[
                    (
                        "name",
                        &format!("{marker}{dealer}{}{you}", short_name(name, name_w)),
                    ),
                    (
                        "cards",
                        &v.hand_counts.get(i).copied().unwrap_or(0).to_string(),
                    ),
                    ("bid", &bid),
                    ("points", &v.totals.get(i).copied().unwrap_or(0).to_string()),
                ],
            );
            seat.replace("  ", " ")
        })
        .collect();
    pack_items(&items, " · ", width as usize)
        .into_iter()
        .map(Line::from)
        .collect()
}

fn bid_spans(lang: Lang, v: &PalaView, seat: usize) -> Vec<Span<'static>> {
    match v.mode {
        Mode::Pointillism => match v.chip_bids.get(seat).cloned().flatten() {
            None => vec![Span::styled(words(lang).no_bid, theme::dim())],
            Some(colors) if colors.is_empty() => vec![
                Span::raw(words(lang).bid_label),
                Span::styled(" W ", theme::bold()),
                Span::raw(words(lang).null_after),
            ],
            Some(colors) => {
                let mut s = vec![Span::raw(words(lang).bid_label)];
                for c in colors {
                    s.push(chip(c));
                    s.push(Span::raw(" "));
                }
                s
            }
        },
        Mode::Impressionism => {
            let mut s = vec![];
            for (slot, card) in v.board.iter() {
                if let Some((card, who)) = card
                    && *who == seat
                {
                    if s.is_empty() {
                        s.push(Span::raw(words(lang).bid_label));
                    }
                    s.push(chip(card.color));
                    s.push(Span::raw(format!("→{} ", slot_name(*slot, lang))));
                }
            }
            s
        }
    }
}

/// A bid in a few letters for the score pad: "RG", "null", "Y=+face".
fn bid_short(lang: Lang, b: &SeatBid) -> String {
    match b {
        SeatBid::Chips(c) if c.is_empty() => words(lang).null.into(),
        SeatBid::Chips(c) => c.iter().map(|c| c.letter()).collect(),
        SeatBid::Board(cards) if cards.is_empty() => words(lang).passed.into(),
        SeatBid::Board(cards) => cards
            .iter()
            .map(|(s, c)| format!("{}={}", c.color.letter(), slot_name(*s, lang)))
            .collect::<Vec<_>>()
            .join(","),
    }
}

impl crate::game_screen::game_ui::ScreenedGame for super::Pala {
    type Ui = PalaUi;
}
