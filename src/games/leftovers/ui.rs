//! Leftovers at the table: each seat with its cards in hand, taken cards and score; the
//! word on the table with its cards' values; the hand with values; the deck count; and
//! the word being typed with the kit's live check (which cards it uses, what the
//! previous player takes and for how many points, or why it is refused).

use super::cards::{Card, points};
use super::text::screen::{fill, words};
use super::{LeftMove, LeftView, Leftovers, Phase, preview};
use crate::engine::Describe;
use crate::game_screen::game_ui::{Binding, Countdown, Ctx, GameUi, Reply, Start};
use crate::game_screen::keys::Action;
use crate::game_screen::kit::*;
use crate::game_screen::word_entry::{self, Preview, WordEntry};

pub const MAX_INPUT: usize = 16;

/// What the person at the keyboard is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    Wait,
    /// A word (or 0: cannot).
    Turn,
    /// Challenge mode: accept or challenge the word just laid.
    Answer,
    /// Vote mode: is it a word?
    Vote,
}

pub fn ask(ctx: &Ctx<Leftovers>) -> Ask {
    if ctx.acting.is_none() {
        return Ask::Wait;
    }
    match ctx.view.map(|v| v.phase) {
        Some(Phase::Open | Phase::Play) => Ask::Turn,
        Some(Phase::Judge) => Ask::Answer,
        Some(Phase::Vote) => Ask::Vote,
        _ => Ask::Wait,
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmd {
    Play,
    Erase,
    Clear,
    Pass,
    Accept,
    Challenge,
    Yes,
    No,
}

#[derive(Default)]
pub struct LeftUi {
    /// The word being typed.
    pub entry: WordEntry<MAX_INPUT>,
}

impl LeftUi {
    /// What the input would do, or why it cannot, for the line under it.
    pub fn preview(&self, ctx: &Ctx<Leftovers>) -> Preview {
        let view = ctx.view?;
        if self.entry.is_empty() {
            return None;
        }
        let mv = LeftMove::Word {
            word: self.entry.text().to_string(),
        };
        Some(preview(view, &mv, ctx.lang, ctx.names).map_err(|e| e.describe(ctx.lang)))
    }

    fn input_rows(&self, ctx: &Ctx<Leftovers>, width: u16) -> u16 {
        self.entry.rows(&self.preview(ctx), width)
    }
}

impl GameUi for LeftUi {
    type Game = Leftovers;
    type Command = Cmd;

    fn new_turn(&mut self) {
        *self = LeftUi::default();
    }

    fn bindings(&self, ctx: &Ctx<Leftovers>) -> Vec<Binding<Cmd>> {
        let lang = ctx.lang;
        let w = words(lang);
        use Action::*;
        match ask(ctx) {
            Ask::Turn => {
                let mut keys = vec![
                    Binding::new(&[Select], w.key_play, Cmd::Play),
                    word_entry::erase_key(Cmd::Erase),
                ];
                if self.entry.is_empty() {
                    keys.push(Binding::new(&[Char('0')], w.key_cannot, Cmd::Pass));
                } else {
                    keys.push(word_entry::clear_key(lang, Cmd::Clear));
                }
                keys
            }
            Ask::Answer => word_entry::answer_keys(lang, Cmd::Accept, Cmd::Challenge),
            Ask::Vote => word_entry::vote_keys(lang, (w.vote_yes, w.vote_no), Cmd::Yes, Cmd::No),
            Ask::Wait => Vec::new(),
        }
    }

    fn command(&mut self, ctx: &Ctx<Leftovers>, cmd: Cmd, _action: Action) -> Reply<LeftMove> {
        let lang = ctx.lang;
        match cmd {
            Cmd::Pass => Reply::Play(LeftMove::Pass),
            Cmd::Accept => Reply::Play(LeftMove::Accept),
            Cmd::Challenge => Reply::Play(LeftMove::Challenge),
            Cmd::Yes => Reply::Play(LeftMove::Vote { accept: true }),
            Cmd::No => Reply::Play(LeftMove::Vote { accept: false }),
            Cmd::Erase => {
                self.entry.erase();
                Reply::Nothing
            }
            Cmd::Clear => {
                self.entry.clear();
                Reply::Nothing
            }
            Cmd::Play if self.entry.is_empty() => Reply::Say(words(lang).play_nothing_typed.into()),
            Cmd::Play => Reply::Play(LeftMove::Word {
                word: self.entry.text().to_string(),
            }),
        }
    }

    fn typing(&self, ctx: &Ctx<Leftovers>) -> Option<String> {
        (ask(ctx) == Ask::Turn).then(|| words(ctx.lang).typing.to_string())
    }

    fn text(&mut self, ctx: &Ctx<Leftovers>, c: char) -> Reply<LeftMove> {
        let lang = ctx.lang;
        if c.is_ascii_digit() {
            // A word being typed is never thrown away by a stray digit.
            return Reply::Say(words(lang).digit_while_typing.into());
        }
        if crate::lexicon::normalize(&c.to_string()).is_some() {
            return self
                .entry
                .push(&c.to_uppercase().to_string(), words(lang).too_long);
        }
        Reply::Say(fill(words(lang).not_a_letter, &[("c", &c.to_string())]))
    }

    /// The house rule's turn timer: it runs from the first moment of a turn.
    fn countdown(&self, ctx: &Ctx<Leftovers>) -> Option<Countdown> {
        let seconds = u64::from(ctx.public.rules.turn_timer);
        (seconds > 0 && ask(ctx) == Ask::Turn).then_some(Countdown {
            seconds,
            start: Start::FirstTick,
        })
    }

    /// Time is up: the turn ends as if no word could be made.
    fn time_up(&self, _ctx: &Ctx<Leftovers>) -> Reply<LeftMove> {
        Reply::Play(LeftMove::TimeUp)
    }

    fn header(&self, ctx: &Ctx<Leftovers>) -> String {
        let v = ctx.public;
        let w = words(ctx.lang);
        let deck = count(v.draw_count, w.card, w.cards);
        fill(w.deck, &[("deck", &deck)])
    }

    fn prompt(&self, ctx: &Ctx<Leftovers>) -> Option<String> {
        let v = ctx.view?;
        let p = super::text::prompt(v, ctx.lang, ctx.names);
        let p = word_entry::with_timer(p, ctx.timer);
        (!p.is_empty()).then_some(p)
    }

    fn board_rows(&self, ctx: &Ctx<Leftovers>, width: u16) -> u16 {
        ctx.names.len() as u16 + 2 + 2 + self.input_rows(ctx, width)
    }

    fn draw_board(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Ctx<Leftovers>,
        hits: &mut Vec<(Rect, usize)>,
    ) {
        let [seats_area, table_area, hand_area, input_area] = board_areas(area, ctx);
        seats(frame, seats_area, ctx);
        table(frame, table_area, ctx);
        // The cards on their row (after a space, each " A1 " and a space): a tap types
        // a card's letter.
        let mut card_hits = |row: Rect, cards: &[Card], base: usize| {
            let mut x = row.x + 1;
            for (i, c) in cards.iter().enumerate() {
                let w = face(*c).width() as u16;
                push_hit(hits, row, Rect::new(x, row.y, w, 1), base + i);
                x += w + 1;
            }
        };
        card_hits(second_row(table_area), &ctx.public.table, TABLE_HIT);
        if let Some(v) = ctx.view {
            card_hits(second_row(hand_area), &v.hand, 0);
        }
        match &ctx.view {
            Some(v) => hand(frame, hand_area, ctx, v),
            None => frame.render_widget(
                Paragraph::new(Span::styled(ctx.hidden_hand_text(), theme::dim())),
                hand_area,
            ),
        }
        if ask(ctx) == Ask::Turn {
            let at = self
                .entry
                .draw(frame, input_area, entry_label(ctx), self.preview(ctx));
            ctx.focus(at, input_area);
        }
    }

    fn compact_rows(&self, ctx: &Ctx<Leftovers>, width: u16) -> u16 {
        let parts = self.compact_parts(ctx, width);
        (parts.seats.len() + parts.fixed_rows()) as u16
    }

    fn draw_compact(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Ctx<Leftovers>,
        hits: &mut Vec<(Rect, usize)>,
    ) {
        let (parts, seats, [seats_area, table_area, hand_area, input_area]) =
            self.compact_layout(ctx, area);
        frame.render_widget(Paragraph::new(seats), seats_area);
        frame.render_widget(Paragraph::new(parts.table), table_area);
        frame.render_widget(Paragraph::new(parts.hand), hand_area);
        for (hit, x, row, w) in parts.cells {
            let (within, base) = if hit >= TABLE_HIT {
                (table_area, table_area)
            } else {
                (hand_area, hand_area)
            };
            push_hit(hits, within, Rect::new(base.x + x, base.y + row, w, 1), hit);
        }
        if ask(ctx) == Ask::Turn {
            let at = self
                .entry
                .draw(frame, input_area, entry_label(ctx), self.preview(ctx));
            ctx.focus(at, input_area);
        }
    }

    /// A tap on a card of the hand or of the table's word types its letter.
    fn clicked(&mut self, ctx: &Ctx<Leftovers>, hit: usize) -> Reply<LeftMove> {
        if ask(ctx) != Ask::Turn {
            return Reply::Nothing;
        }
        let card = if hit >= TABLE_HIT {
            ctx.public.table.get(hit - TABLE_HIT)
        } else {
            ctx.view.and_then(|v| v.hand.get(hit))
        };
        match card {
            Some(c) => self.text(ctx, c.letter),
            None => Reply::Nothing,
        }
    }

    /// The guide's elements: "seats", "table" (the word on it), "hand", and "word" (the
    /// word being typed with the line under it; also "trick", what the guide keeps in
    /// sight while a move is asked).
    fn element(&self, ctx: &Ctx<Leftovers>, board: Rect, name: &str) -> Option<Rect> {
        let [seats, table, hand, input] = board_areas(board, ctx);
        let typed = Rect {
            height: self.input_rows(ctx, board.width).min(input.height),
            ..input
        };
        match name {
            "seats" => Some(seats),
            "table" => Some(table),
            "hand" if ctx.view.is_some() => Some(hand),
            "word" | "trick" if ask(ctx) == Ask::Turn => Some(typed),
            _ => None,
        }
        .filter(|r| r.height > 0)
    }

    fn compact_element(&self, ctx: &Ctx<Leftovers>, board: Rect, name: &str) -> Option<Rect> {
        let (_, seats, [seats_area, table, hand, input]) = self.compact_layout(ctx, board);
        match name {
            // The seats' lines, not the rows left empty below them.
            "seats" => Some(Rect {
                height: (seats.len() as u16).min(seats_area.height),
                ..seats_area
            }),
            "table" => Some(table),
            "hand" if ctx.view.is_some() => Some(hand),
            "word" | "trick" if ask(ctx) == Ask::Turn => Some(input),
            _ => None,
        }
        .filter(|r| r.height > 0)
    }

    fn score_pad(&self, ctx: &Ctx<Leftovers>, width: u16, rows: u16) -> Vec<Line<'static>> {
        let lang = ctx.lang;
        let v = ctx.public;
        let w = width as usize;
        let mut lines = vec![Line::from(Span::styled(
            if v.rules.use_or_lose {
                words(lang).pad_title_words
            } else {
                words(lang).pad_title_taken
            },
            theme::bold(),
        ))];
        for (i, name) in ctx.names.iter().enumerate() {
            let total = v.totals.get(i).copied().unwrap_or(0);
            lines.push(Line::from(Span::styled(
                format!("{} {total}", cut(name, w.saturating_sub(6))),
                theme::bold(),
            )));
            let detail = if v.rules.use_or_lose {
                v.words
                    .get(i)
                    .map(|ws| {
                        ws.iter()
                            .map(|(word, s)| format!("{word} {s:+}"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    })
                    .unwrap_or_default()
            } else {
                v.taken.get(i).map_or_else(String::new, |t| spelled(t))
            };
            if !detail.is_empty() {
                lines.push(Line::from(Span::styled(
                    format!("  {}", cut(&detail, w.saturating_sub(2))),
                    theme::dim(),
                )));
            }
        }
        lines.push(Line::from(Span::styled(
            words(lang).pad_legend,
            theme::dim(),
        )));
        lines.truncate(rows as usize);
        lines
    }
}

/// The board's parts, top to bottom: the seats, the table's word, the hand, the word
/// being typed. Drawing and the guide's pointing both use these.
fn board_areas(area: Rect, ctx: &Ctx<Leftovers>) -> [Rect; 4] {
    Layout::vertical([
        Constraint::Length(ctx.names.len() as u16),
        Constraint::Length(2),
        Constraint::Length(2),
        Constraint::Fill(1),
    ])
    .areas(area)
}

/// What the word being typed is called: a new word, or the word remade.
fn entry_label(ctx: &Ctx<Leftovers>) -> &'static str {
    if ctx.view.is_some_and(LeftView::opening) {
        words(ctx.lang).new_word
    } else {
        words(ctx.lang).your_word
    }
}

/// What a tap lands on: a card of the hand is its index, a card of the table's word
/// this plus its index.
const TABLE_HIT: usize = 1_000;

/// The second row of `area` (the cards under a label), empty when there is none.
fn second_row(area: Rect) -> Rect {
    Rect {
        y: area.y + 1.min(area.height),
        height: area.height.saturating_sub(1).min(1),
        ..area
    }
}

/// A tap's place, kept only where it is wholly inside `within` (a card cut off the
/// screen is never tapped).
fn push_hit(hits: &mut Vec<(Rect, usize)>, within: Rect, at: Rect, hit: usize) {
    let inside = at.x >= within.x
        && at.y >= within.y
        && at.right() <= within.right()
        && at.bottom() <= within.bottom();
    if inside && at.width > 0 && at.height > 0 {
        hits.push((at, hit));
    }
}

/// Where a card is drawn: its hit, column and row in its lines, and width.
type Place = (usize, u16, u16, u16);

/// The compact screen's parts, top to bottom.
struct CompactParts {
    /// A line per seat.
    seats: Vec<Line<'static>>,
    /// The same, packed on few lines (many seats on a short screen).
    packed_seats: Vec<Line<'static>>,
    /// The table's word: its label (wrapped), its cards, the word proposed.
    table: Vec<Line<'static>>,
    /// The hand: its label, then its cards.
    hand: Vec<Line<'static>>,
    /// How many of the hand's rows its label takes.
    hand_label_rows: usize,
    /// Where the cards of the table and of the hand are.
    cells: Vec<Place>,
    input_rows: u16,
}

impl CompactParts {
    fn fixed_rows(&self) -> usize {
        self.table.len() + self.hand.len() + self.input_rows as usize
    }
}

impl LeftUi {
    /// The compact board's parts in `area`, the seats' lines chosen (a line each, or
    /// packed) and the rows of seats, table word, hand and typed word. The table's word,
    /// the hand's cards and the word being typed keep their rows; the seats get the
    /// rest. Packed seats that still do not fit (a long table word and a refusal under
    /// the word; seen in tmux) take the row of the hand's label.
    fn compact_layout(
        &self,
        ctx: &Ctx<Leftovers>,
        area: Rect,
    ) -> (CompactParts, Vec<Line<'static>>, [Rect; 4]) {
        let mut parts = self.compact_parts(ctx, area.width);
        let room = (area.height as usize).saturating_sub(parts.fixed_rows());
        if parts.packed_seats.len() > room {
            let label = parts.hand_label_rows.min(parts.hand.len());
            parts.hand.drain(..label);
            for cell in parts.cells.iter_mut().filter(|c| c.0 < TABLE_HIT) {
                cell.2 = cell.2.saturating_sub(label as u16);
            }
        }
        let room = (area.height as usize).saturating_sub(parts.fixed_rows());
        let seats = if parts.seats.len() <= room {
            std::mem::take(&mut parts.seats)
        } else {
            std::mem::take(&mut parts.packed_seats)
        };
        let areas = Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(parts.table.len() as u16),
            Constraint::Length(parts.hand.len() as u16),
            Constraint::Length(parts.input_rows),
        ])
        .areas(area);
        (parts, seats, areas)
    }

    fn compact_parts(&self, ctx: &Ctx<Leftovers>, width: u16) -> CompactParts {
        let w = words(ctx.lang);
        let v = ctx.public;
        let mut cells = Vec::new();
        // The label's parts ("Table (laid by Cy): 9 points", "deck 85") are not split
        // between rows ("deck" fell on one row and its count on the next).
        let parts: Vec<String> = table_label(ctx)
            .split(" · ")
            .flat_map(|part| wrap_words(part, width as usize))
            .collect();
        let mut table: Vec<Line<'static>> = pack_items(&parts, " · ", width as usize)
            .into_iter()
            .map(|row| Line::from(Span::styled(row, theme::bold())))
            .collect();
        card_rows(&v.table, width, TABLE_HIT, &mut table, &mut cells);
        if let Some(p) = v.pending.as_ref() {
            let name = ctx.names.get(p.seat).cloned().unwrap_or_default();
            let text = fill(w.proposes, &[("name", &name), ("word", &p.word)]);
            for row in wrap_words(&text, width as usize) {
                table.push(Line::from(Span::styled(row, theme::warn())));
            }
        }
        let mut hand = Vec::new();
        let mut hand_cells = Vec::new();
        let mut hand_label_rows = 0;
        match ctx.view {
            Some(hv) => {
                let name = &ctx.names[hv.seat];
                let label = fill(w.hand_of, &[("name", name)]);
                let cards = count(hv.hand.len(), w.card, w.cards);
                for row in wrap_words(&format!("{label}: {cards}"), width as usize) {
                    hand.push(Line::from(Span::styled(row, theme::bold())));
                }
                hand_label_rows = hand.len();
                card_rows(&hv.hand, width, 0, &mut hand, &mut hand_cells);
            }
            None => {
                for row in wrap_words(ctx.hidden_hand_text(), width as usize) {
                    hand.push(Line::from(Span::styled(row, theme::dim())));
                }
            }
        }
        cells.extend(hand_cells);
        // The empty line under the word takes no row until it says something (that
        // row goes to the newest move, as in Rapiletras and Palabra).
        let input_rows = if ask(ctx) == Ask::Turn {
            self.entry.compact_rows(&self.preview(ctx), width)
        } else {
            0
        };
        CompactParts {
            seats: compact_seats(ctx, width),
            packed_seats: packed_seats(ctx, width),
            table,
            hand,
            hand_label_rows,
            cells,
            input_rows,
        }
    }
}

/// `cards` in rows of whole cards after a space, appended to `lines`; each card's place
/// (hit `base` plus its index) goes into `cells`.
fn card_rows(
    cards: &[Card],
    width: u16,
    base: usize,
    lines: &mut Vec<Line<'static>>,
    cells: &mut Vec<Place>,
) {
    let mut row: Vec<Span<'static>> = vec![Span::raw(" ")];
    let mut x = 1u16;
    for (i, c) in cards.iter().enumerate() {
        let f = face(*c);
        let w = f.width() as u16;
        if x + w > width && x > 1 {
            lines.push(Line::from(std::mem::replace(
                &mut row,
                vec![Span::raw(" ")],
            )));
            x = 1;
        }
        cells.push((base + i, x, lines.len() as u16, w));
        row.push(f);
        row.push(Span::raw(" "));
        x += w + 1;
    }
    if x > 1 {
        lines.push(Line::from(row));
    }
}

/// Each seat on a line: ▶ the seat that plays (or whose word is judged), its name, its
/// cards in hand and its score; a seat that misses its next turn says so.
fn compact_seats(ctx: &Ctx<Leftovers>, width: u16) -> Vec<Line<'static>> {
    let w = words(ctx.lang);
    let v = ctx.public;
    let to_act = v.pending.as_ref().map(|p| p.seat).or(ctx.to_act);
    let counts_w = 2 + 1 + w.in_hand.chars().count() + 2 + 3 + 1 + w.pts.chars().count();
    let room = (width as usize).saturating_sub(3 + counts_w).max(6);
    let name_w = name_column(ctx.names, w.you, 8, room).min(room);
    let mut lines = Vec::new();
    for (i, name) in ctx.names.iter().enumerate() {
        let marker = if Some(i) == to_act { "▶" } else { " " };
        let you = if ctx.is_you(i) { w.you } else { "" };
        let n = v.hand_counts.get(i).copied().unwrap_or(0);
        let score = v.totals.get(i).copied().unwrap_or(0);
        let mut spans = vec![
            Span::styled(
                format!("{marker} {:<name_w$} ", seat_label(name, you, name_w)),
                if Some(i) == to_act {
                    theme::bold()
                } else {
                    Style::new()
                },
            ),
            Span::raw(format!("{n:>2} {}  ", w.in_hand)),
            Span::styled(format!("{score:>3} {}", w.pts), theme::bold()),
        ];
        if v.skip.get(i).copied().unwrap_or(false) {
            let used: usize = spans.iter().map(Span::width).sum();
            if used + w.misses_turn.chars().count() <= width as usize {
                spans.push(Span::styled(w.misses_turn, theme::dim()));
            } else {
                lines.push(Line::from(spans));
                spans = vec![Span::styled(format!("  {}", w.misses_turn), theme::dim())];
            }
        }
        lines.push(Line::from(spans));
    }
    lines
}

/// The seats on as few lines as fit: "cards/pts: ▶Ana (you) 10/0 · Bob 9/4".
fn packed_seats(ctx: &Ctx<Leftovers>, width: u16) -> Vec<Line<'static>> {
    let w = words(ctx.lang);
    let v = ctx.public;
    let to_act = v.pending.as_ref().map(|p| p.seat).or(ctx.to_act);
    let items: Vec<String> = ctx
        .names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let marker = if Some(i) == to_act { "▶" } else { "" };
            let you = if ctx.is_you(i) { w.you } else { "" };
            let n = v.hand_counts.get(i).copied().unwrap_or(0);
            let score = v.totals.get(i).copied().unwrap_or(0);
            let skip = if v.skip.get(i).copied().unwrap_or(false) {
                w.misses_turn
            } else {
                ""
            };
            format!("{marker}{}{you} {n}/{score}{skip}", short_name(name, 10))
        })
        .collect();
    pack_seat_lines(w.packed_counts, items, width)
}

/// The table's word in a few words: who laid it, its points and the deck's count.
fn table_label(ctx: &Ctx<Leftovers>) -> String {
    let w = words(ctx.lang);
    let v = ctx.public;
    let by = v
        .table_by
        .and_then(|s| ctx.names.get(s))
        .map(|n| fill(w.laid_by, &[("name", n)]))
        .unwrap_or_default();
    let deck = fill(w.deck, &[("deck", &v.draw_count.to_string())]);
    if v.table.is_empty() {
        fill(w.table_empty, &[("deck", &deck)])
    } else {
        let pts = points(&v.table).to_string();
        fill(
            w.table_points,
            &[("by", &by), ("pts", &pts), ("deck", &deck)],
        )
    }
}

fn spelled(cards: &[Card]) -> String {
    cards.iter().map(|c| c.letter).collect()
}

fn card_style() -> Style {
    if theme::color_enabled() {
        Style::new()
            .bg(Tc::Rgb(245, 240, 225))
            .fg(Tc::Black)
            .add_modifier(Modifier::BOLD)
    } else {
        Style::new().add_modifier(Modifier::BOLD)
    }
}

/// A card as " A1 " (letter and value).
fn face(c: Card) -> Span<'static> {
    Span::styled(format!(" {}{} ", c.letter, c.value), card_style())
}

fn cards_line(cards: &[Card]) -> Vec<Span<'static>> {
    let mut spans = vec![Span::raw(" ")];
    for c in cards {
        spans.push(face(*c));
        spans.push(Span::raw(" "));
    }
    spans
}

fn seats(frame: &mut Frame, area: Rect, ctx: &Ctx<Leftovers>) {
    let w = words(ctx.lang);
    let v = ctx.public;
    // While the table judges a word, the mark stays on whoever laid it: the seat the
    // game asks next read as "their turn" (found by a tester).
    let to_act = v.pending.as_ref().map(|p| p.seat).or(ctx.to_act);
    let name_w = name_column(
        ctx.names,
        w.you,
        (area.width as usize / 4).clamp(10, 20),
        area.width as usize / 3,
    );
    let lines: Vec<Line> = ctx
        .names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let marker = if Some(i) == to_act { "▶" } else { " " };
            let you = if ctx.is_you(i) { w.you } else { "" };
            let style = if Some(i) == to_act {
                theme::bold()
            } else {
                Style::new()
            };
            let n = v.hand_counts.get(i).copied().unwrap_or(0);
            let taken = v.taken.get(i).map(Vec::as_slice).unwrap_or(&[]);
            let score = v.totals.get(i).copied().unwrap_or(0);
            let skip = if v.skip.get(i).copied().unwrap_or(false) {
                w.misses_turn
            } else {
                ""
            };
            let room = (area.width as usize).saturating_sub(name_w + 30);
            let taken_text = if v.rules.use_or_lose {
                format!("{} {}", v.words.get(i).map_or(0, Vec::len), w.words_label)
            } else {
                format!("{} {}", w.taken_label, cut(&spelled(taken), room))
            };
            Line::from(vec![
                Span::styled(
                    format!("{marker} {:<name_w$} ", seat_label(name, you, name_w)),
                    style,
                ),
                Span::raw(format!("{:>2} {}  ", n, w.in_hand)),
                Span::styled(format!("{:>3} {}", score, w.pts), theme::bold()),
                Span::styled(format!("  {taken_text}{skip}"), theme::dim()),
            ])
        })
        .collect();
    frame.render_widget(Paragraph::new(lines), area);
}

fn table(frame: &mut Frame, area: Rect, ctx: &Ctx<Leftovers>) {
    let w = words(ctx.lang);
    let v = ctx.public;
    let label = table_label(ctx);
    let mut lines = vec![Line::from(Span::styled(label, theme::bold()))];
    let pending = v.pending.as_ref().map(|p| {
        let name = ctx.names.get(p.seat).cloned().unwrap_or_default();
        fill(w.proposes, &[("name", &name), ("word", &p.word)])
    });
    let mut spans = cards_line(&v.table);
    if let Some(p) = pending {
        spans.push(Span::styled(p, theme::warn()));
    }
    lines.push(Line::from(spans));
    frame.render_widget(Paragraph::new(lines), area);
}

fn hand(frame: &mut Frame, area: Rect, ctx: &Ctx<Leftovers>, v: &LeftView) {
    let name = &ctx.names[v.seat];
    let label = fill(words(ctx.lang).hand_of, &[("name", name)]);
    let lines = vec![
        Line::from(Span::styled(label, theme::bold())),
        Line::from(cards_line(&v.hand)),
    ];
    frame.render_widget(Paragraph::new(lines), area);
}

impl crate::game_screen::game_ui::ScreenedGame for super::Leftovers {
    type Ui = LeftUi;
}
