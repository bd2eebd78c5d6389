//! Rapiletras at the table: seats, the die shown large, the mazo and the pozo, the words
//! on the table, the hand with penalty values, the word being typed with a live check,
//! and the keys that play, draw, challenge and vote. Drawn through the host's kit.

use super::text::screen::{fill, words};
use super::{Card, HandScore, Phase, Pile, RapiMove, RapiView, Rapiletras, preview_in};
use crate::engine::{Describe, Lang};
use crate::game_screen::game_ui::{Binding, Ctx, GameUi, Reply};
use crate::game_screen::keys::Action;
use crate::game_screen::kit::*;
use crate::game_screen::word_entry::{self, Preview, WordEntry};

pub const MAX_INPUT: usize = 16;

/// What the person at the keyboard is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    Wait,
    /// Their turn: a word, or a draw.
    Turn,
    /// Challenge mode: accept the word just laid, or challenge it.
    Answer,
    /// Vote mode: is the word just laid a word?
    Vote,
}

pub fn ask(ctx: &Ctx<Rapiletras>) -> Ask {
    if ctx.acting.is_none() {
        return Ask::Wait;
    }
    match ctx.view.map(|v| v.phase) {
        Some(Phase::Playing) => Ask::Turn,
        Some(Phase::Challenge) => Ask::Answer,
        Some(Phase::Vote) => Ask::Vote,
        _ => Ask::Wait,
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmd {
    Mazo,
    Pozo,
    Pass,
    Target,
    Play,
    Clear,
    Erase,
    Accept,
    Challenge,
    Yes,
    No,
}

#[derive(Default)]
pub struct RapiUi {
    /// The word being typed, as typed (letters, and `*` before a comodín letter).
    pub entry: WordEntry<MAX_INPUT>,
    /// None: a new word. Some(i): add to or change table word i.
    pub target: Option<usize>,
}

impl RapiUi {
    /// The word move the input means: a new word, or (with a target) letters added when
    /// the word is longer than the target, letters replaced when it is as long.
    pub fn intended_move(&self, view: &RapiView) -> Option<RapiMove> {
        if self.entry.is_empty() {
            return None;
        }
        let word = self.entry.text().to_string();
        Some(
            match self.target.and_then(|i| view.table.get(i).map(|w| (i, w))) {
                None => RapiMove::Form { word },
                Some((i, w)) => {
                    let typed = word.chars().filter(|c| *c != '*').count();
                    if typed == w.letters.chars().count() {
                        RapiMove::Replace { target: i, word }
                    } else {
                        RapiMove::Add { target: i, word }
                    }
                }
            },
        )
    }

    /// Rows for the input line and the line under it, wrapped at `width`.
    fn input_rows(&self, ctx: &Ctx<Rapiletras>, width: u16) -> u16 {
        self.entry.rows(&self.preview(ctx), width)
    }

    fn compact_input_rows(&self, ctx: &Ctx<Rapiletras>, width: u16) -> u16 {
        self.entry.compact_rows(&self.preview(ctx), width)
    }

    /// What the input would do, or why it cannot, for the line under it.
    pub fn preview(&self, ctx: &Ctx<Rapiletras>) -> Preview {
        let view = ctx.view?;
        let mv = self.intended_move(view)?;
        Some(preview_in(view, &mv, ctx.lang).map_err(|e| e.describe(ctx.lang)))
    }
}

/// The compact board's lines that set its layout, and its areas: the seats, the die and
/// the piles, the table's words, the hand and the word being typed.
struct CompactBoard {
    /// The seats packed on a row or two, when the screen is short of rows.
    packed: Option<Vec<Line<'static>>>,
    die: Vec<Line<'static>>,
    hand: Vec<Line<'static>>,
    areas: [Rect; 5],
}

impl RapiUi {
    /// The board's areas at full size: the seats, the die and the piles (beside them),
    /// the table's words, the hand and the word being typed.
    fn board_areas(&self, ctx: &Ctx<Rapiletras>, area: Rect) -> [Rect; 5] {
        let per_row = (area.width.saturating_sub(1) / 5).max(1) as usize;
        let hand_rows =
            ctx.view
                .as_ref()
                .map_or(1, |v| v.hand.len().div_ceil(per_row).clamp(1, 3)) as u16;
        let [top, words_area, hand_area, input_area] = Layout::vertical([
            Constraint::Length(6),
            Constraint::Fill(1),
            Constraint::Length(1 + hand_rows),
            Constraint::Length(self.input_rows(ctx, area.width)),
        ])
        .areas(area);
        let [seats_area, die_area] =
            Layout::horizontal([Constraint::Fill(1), Constraint::Length(30)]).areas(top);
        [seats_area, die_area, words_area, hand_area, input_area]
    }

    /// The seats, the die and the piles, then the table's words (the newest that fit),
    /// the hand and the word being typed, which keep their rows.
    fn compact_layout(&self, ctx: &Ctx<Rapiletras>, area: Rect) -> CompactBoard {
        let die = die_line(ctx.lang, ctx.public, area.width);
        let hand = compact_hand(ctx, area.width);
        let input_rows = self.compact_input_rows(ctx, area.width);
        // Four seats or more on a short screen left the table's words no row at all
        // (found by a tester: a word laid by a computer never showed): the seats are
        // then packed on a row or two, and the words keep two rows at least.
        let fixed = die.len() + hand.len() + input_rows as usize + 2;
        let packed =
            (ctx.names.len() + fixed > area.height as usize).then(|| packed_seats(ctx, area.width));
        let seat_rows = packed.as_ref().map_or(ctx.names.len(), Vec::len);
        let areas = Layout::vertical([
            Constraint::Length(seat_rows as u16),
            Constraint::Length(die.len() as u16),
            Constraint::Fill(1),
            Constraint::Length(hand.len() as u16),
            Constraint::Length(input_rows),
        ])
        .areas(area);
        CompactBoard {
            packed,
            die,
            hand,
            areas,
        }
    }
}

impl GameUi for RapiUi {
    type Game = Rapiletras;
    type Command = Cmd;

    fn new_turn(&mut self) {
        *self = RapiUi::default();
    }

    fn bindings(&self, ctx: &Ctx<Rapiletras>) -> Vec<Binding<Cmd>> {
        let lang = ctx.lang;
        let w = words(lang);
        use Action::*;
        match ask(ctx) {
            Ask::Turn => {
                let mut keys = Vec::new();
                if ctx.view.is_some_and(|v| !v.table.is_empty()) {
                    keys.push(Binding::new(&[Up, Down], w.key_table_word, Cmd::Target));
                    keys.push(Binding::new(&[Left, Right], "", Cmd::Target).hidden());
                }
                keys.push(Binding::new(&[Select], w.key_play, Cmd::Play));
                keys.push(word_entry::erase_key(Cmd::Erase));
                if self.entry.is_empty() {
                    keys.push(Binding::new(&[Char('1')], w.key_mazo, Cmd::Mazo));
                    if ctx.view.is_some_and(|v| v.pozo_count > 0) {
                        keys.push(Binding::new(&[Char('2')], w.key_pozo, Cmd::Pozo));
                    }
                    keys.push(Binding::new(&[Char('0')], w.key_pass, Cmd::Pass).hidden());
                } else {
                    keys.push(word_entry::clear_key(lang, Cmd::Clear));
                }
                if self.target.is_some() && self.entry.is_empty() {
                    keys.push(Binding::new(&[Back], w.key_new_word, Cmd::Clear));
                }
                keys
            }
            Ask::Answer => word_entry::answer_keys(lang, Cmd::Accept, Cmd::Challenge),
            Ask::Vote => word_entry::vote_keys(lang, (w.key_yes, w.key_no), Cmd::Yes, Cmd::No),
            Ask::Wait => Vec::new(),
        }
    }

    fn command(&mut self, ctx: &Ctx<Rapiletras>, cmd: Cmd, action: Action) -> Reply<RapiMove> {
        let lang = ctx.lang;
        let Some(view) = ctx.view else {
            return Reply::Nothing;
        };
        match cmd {
            Cmd::Mazo => Reply::Play(RapiMove::Draw { from: Pile::Mazo }),
            Cmd::Pozo => Reply::Play(RapiMove::Draw { from: Pile::Pozo }),
            Cmd::Pass => Reply::Play(RapiMove::Pass),
            Cmd::Accept => Reply::Play(RapiMove::Accept),
            Cmd::Challenge => Reply::Play(RapiMove::Challenge),
            Cmd::Yes => Reply::Play(RapiMove::Vote { accept: true }),
            Cmd::No => Reply::Play(RapiMove::Vote { accept: false }),
            Cmd::Erase => {
                self.entry.erase();
                Reply::Nothing
            }
            Cmd::Clear => {
                if !self.entry.clear() {
                    self.target = None;
                }
                Reply::Nothing
            }
            Cmd::Target => {
                let n = view.table.len();
                let forward = matches!(action, Action::Down | Action::Right);
                // None, 0, 1, ..., n-1 in a cycle.
                let pos = self.target.map_or(0, |i| i + 1);
                let next = if forward {
                    (pos + 1) % (n + 1)
                } else {
                    (pos + n) % (n + 1)
                };
                self.target = next.checked_sub(1);
                Reply::Nothing
            }
            Cmd::Play => match self.intended_move(view) {
                Some(mv) => Reply::Play(mv),
                None => Reply::Say(match ctx.view {
                    Some(v) => format!("{} {}", words(lang).type_first, draw_keys(v, lang)),
                    None => words(lang).type_first.into(),
                }),
            },
        }
    }

    fn field_label(&self, ctx: &Ctx<Rapiletras>) -> Option<String> {
        self.entry_label(ctx)
    }

    fn typing(&self, ctx: &Ctx<Rapiletras>) -> Option<String> {
        (ask(ctx) == Ask::Turn).then(|| words(ctx.lang).typing_hint.to_string())
    }

    fn text(&mut self, ctx: &Ctx<Rapiletras>, c: char) -> Reply<RapiMove> {
        let w = words(ctx.lang);
        if c.is_ascii_digit() {
            // Nothing typed: the digit's pile cannot be drawn from (its key is not
            // bound), and says so; it blamed a word being typed (found by a tester).
            if self.entry.is_empty()
                && let Some(v) = ctx.view
            {
                return Reply::Say(draw_keys(v, ctx.lang).into());
            }
            // A word being typed is never thrown away by a stray digit.
            return Reply::Say(w.digit_while_typing.into());
        }
        if c == '~' {
            // N then ~ makes Ñ, for keyboards without the key.
            if self.entry.swap_last('N', 'Ñ') {
                return Reply::Nothing;
            }
            return Reply::Say(w.tilde_alone.into());
        }
        if c == '*' || crate::lexicon::normalize(&c.to_string()).is_some() {
            return self
                .entry
                .push(&c.to_uppercase().to_string(), w.word_too_long);
        }
        Reply::Say(fill(w.not_a_letter, &[("c", &c.to_string())]))
    }

    fn header(&self, ctx: &Ctx<Rapiletras>) -> String {
        let v = ctx.public;
        let dealer = &ctx.names[v.dealer];
        fill(
            words(ctx.lang).header,
            &[
                ("hand", &v.hand_no.to_string()),
                ("round", &v.cycle_no.to_string()),
                ("dealer", dealer),
            ],
        )
    }

    fn prompt(&self, ctx: &Ctx<Rapiletras>) -> Option<String> {
        ctx.view.map(|v| super::text::prompt(v, ctx.lang))
    }

    fn board_rows(&self, ctx: &Ctx<Rapiletras>, width: u16) -> u16 {
        let per_row = (width.saturating_sub(1) / 5).max(1) as usize;
        let hand_rows =
            ctx.view
                .as_ref()
                .map_or(1, |v| v.hand.len().div_ceil(per_row).clamp(1, 3)) as u16;
        let words = ctx.public.table.len().div_ceil(3).clamp(4, 12) as u16;
        6 + words + 2 + 1 + hand_rows + self.input_rows(ctx, width)
    }

    fn draw_board(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Ctx<Rapiletras>,
        hits: &mut Vec<(Rect, usize)>,
    ) {
        let per_row = (area.width.saturating_sub(1) / 5).max(1) as usize;
        let [seats_area, die_area, words_area, hand_area, input_area] = self.board_areas(ctx, area);
        seats(frame, seats_area, ctx);
        die(frame, die_area, ctx.lang, ctx.public);
        self.words(frame, words_area, ctx, hits);
        match &ctx.view {
            Some(v) => {
                hand(frame, hand_area, ctx, v);
                card_hits(hits, hand_area, 1, v.hand.len(), per_row);
            }
            None => frame.render_widget(
                Paragraph::new(Span::styled(ctx.hidden_hand_text(), theme::dim())),
                hand_area,
            ),
        }
        self.input(frame, input_area, ctx);
    }

    fn compact_rows(&self, ctx: &Ctx<Rapiletras>, width: u16) -> u16 {
        let rows = ctx.names.len()
            + die_line(ctx.lang, ctx.public, width).len()
            + self.compact_words(ctx, width).0.len()
            + compact_hand(ctx, width).len();
        rows as u16 + self.compact_input_rows(ctx, width)
    }

    fn draw_compact(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Ctx<Rapiletras>,
        hits: &mut Vec<(Rect, usize)>,
    ) {
        let CompactBoard {
            packed,
            die,
            hand,
            areas: [seats_area, die_area, words_area, hand_area, input_area],
        } = self.compact_layout(ctx, area);
        match packed {
            Some(lines) => frame.render_widget(Paragraph::new(lines), seats_area),
            None => seats(frame, seats_area, ctx),
        }
        frame.render_widget(Paragraph::new(die), die_area);
        let rows = words_area.height as usize;
        let (mut table, mut cells) = self.compact_words(ctx, area.width);
        let mut window = WordsWindow::of(&table, &cells, rows);
        // Words out of sight are counted in a gutter ("↑2" above the first row shown,
        // "↓1" below the last), so that a player knows ↑↓ reach more (seen in tmux:
        // four seats at 40x20 showed the newest word alone, with no hint).
        let mut gutter = 0u16;
        // Narrower rows may hide more words: at most twice, as the marks grow.
        for _ in 0..2 {
            let wanted = window.marks_width(rows);
            if wanted <= gutter {
                break;
            }
            gutter = wanted;
            (table, cells) = self.compact_words(ctx, area.width.saturating_sub(gutter));
            window = WordsWindow::of(&table, &cells, rows);
        }
        let mut shown: Vec<Line<'static>> = table
            .into_iter()
            .skip(window.gone + window.older)
            .take(rows)
            .collect();
        let shown_rows = shown.len();
        if gutter > 0 {
            for (row, line) in shown.iter_mut().enumerate() {
                let mut mark = String::new();
                if row == 0 && window.above > 0 {
                    mark.push_str(&format!("↑{}", window.above));
                }
                if row + 1 == shown_rows && window.below > 0 {
                    mark.push_str(&format!("↓{}", window.below));
                }
                let mark = format!("{mark:<width$}", width = gutter as usize);
                line.spans.insert(0, Span::styled(mark, theme::dim()));
            }
        }
        frame.render_widget(Paragraph::new(shown), words_area);
        // A tap on a word on the table picks it, as ↑↓ do.
        for cell in cells {
            let Some(row) = cell.row.checked_sub(window.gone + window.older) else {
                continue;
            };
            if row < shown_rows {
                let at = Rect::new(
                    words_area.x + gutter + cell.col,
                    words_area.y + row as u16,
                    cell.width,
                    1,
                );
                hits.push((at.intersection(words_area), WORD_HIT + cell.word));
            }
        }
        let label_rows = hand.len().saturating_sub(
            ctx.view
                .map_or(0, |v| v.hand.len().div_ceil(compact_per_row(area.width))),
        );
        frame.render_widget(Paragraph::new(hand), hand_area);
        if let Some(v) = ctx.view {
            card_hits(
                hits,
                hand_area,
                label_rows as u16,
                v.hand.len(),
                compact_per_row(area.width),
            );
        }
        self.input(frame, input_area, ctx);
    }

    fn clicked(&mut self, ctx: &Ctx<Rapiletras>, hit: usize) -> Reply<RapiMove> {
        if ask(ctx) != Ask::Turn {
            return Reply::Nothing;
        }
        let Some(view) = ctx.view else {
            return Reply::Nothing;
        };
        if let Some(word) = hit.checked_sub(WORD_HIT) {
            // The word to change, as ↑↓ pick it; a second tap goes back to a new word.
            if word < view.table.len() {
                self.target = (self.target != Some(word)).then_some(word);
            }
            return Reply::Nothing;
        }
        // A card is its letter typed (a comodín its `*`, the letter it stands for typed
        // next), as the keys type it.
        match view.hand.get(hit) {
            Some(card) => self.text(ctx, card.letter().unwrap_or('*')),
            None => Reply::Nothing,
        }
    }

    /// A guide step's element: "seats", "die" (its number and the letters it asks for),
    /// "pozo" (the mazo and the pozo), "words" (the table's), "hand", "word" (the word
    /// being typed).
    fn element(&self, ctx: &Ctx<Rapiletras>, board: Rect, name: &str) -> Option<Rect> {
        let [seats, die, words, hand, input] = self.board_areas(ctx, board);
        // The die's three rows of pips, then the mazo's and the pozo's lines.
        let die_rows = Rect {
            height: die.height.min(3),
            ..die
        };
        let piles = Rect {
            y: die.y + die_rows.height,
            height: die.height.saturating_sub(die_rows.height).min(2),
            ..die
        };
        match name {
            "seats" => Some(Rect {
                height: (ctx.names.len() as u16).min(seats.height),
                ..seats
            }),
            "die" => Some(die_rows),
            "pozo" => Some(piles),
            "words" => Some(words),
            "hand" if ctx.view.is_some() => Some(hand),
            "word" | "trick" if ask(ctx) == Ask::Turn => Some(input),
            _ => None,
        }
        .filter(|r| r.height > 0)
    }

    fn compact_element(&self, ctx: &Ctx<Rapiletras>, board: Rect, name: &str) -> Option<Rect> {
        let [seats, die, words, hand, input] = self.compact_layout(ctx, board).areas;
        match name {
            "seats" => Some(seats),
            // One line says the die, the mazo and the pozo.
            "die" | "pozo" => Some(die),
            "words" => Some(words),
            "hand" if ctx.view.is_some() => Some(hand),
            "word" | "trick" if ask(ctx) == Ask::Turn => Some(input),
            _ => None,
        }
        .filter(|r| r.height > 0)
    }

    fn score_pad(&self, ctx: &Ctx<Rapiletras>, width: u16, rows: u16) -> Vec<Line<'static>> {
        let lang = ctx.lang;
        let v = ctx.public;
        let names = ctx.names;
        let col = ((width.saturating_sub(6)) / names.len().max(1) as u16).clamp(4, 14) as usize;
        // Names that do not fit their column become seat numbers, named whole below.
        let (heads, legend) = seat_columns(names, col, width as usize);
        let head: String = heads
            .iter()
            .map(|n| format!("{:>col$}", short_name(n, col - 1)))
            .collect();
        let head = Line::from(Span::styled(
            format!("{:<6}{head}", words(lang).pad_hand),
            theme::bold(),
        ));
        let body: Vec<Line> = v
            .scores
            .iter()
            .map(|h| Line::from(hand_line(h, col)))
            .collect();
        // This hand's challenge points count from the moment they are won or lost, on
        // the pad as in the seats' lines (they were told only when the hand ended).
        let now: Option<Line> = v.adjustments.iter().any(|a| *a != 0).then(|| {
            let cells: String = v
                .adjustments
                .iter()
                .map(|a| {
                    let cell = if *a != 0 {
                        format!("{a:+}")
                    } else {
                        String::new()
                    };
                    format!("{cell:>col$}")
                })
                .collect();
            Line::from(format!("{:<6}{cells}", words(lang).pad_now))
        });
        let body: Vec<Line> = body.into_iter().chain(now).collect();
        let totals: String = (0..v.totals.len())
            .map(|i| format!("{:>col$}", running_total(v, i)))
            .collect();
        let end = v.rules.game_end;
        let mut foot = vec![Line::from(Span::styled(
            format!("{:<6}{totals}", words(lang).pad_total),
            theme::bold(),
        ))];
        for row in legend {
            foot.push(Line::from(row));
        }
        let rule = fill(words(lang).pad_rule, &[("end", &end.to_string())]);
        for row in wrap_words(&rule, width as usize) {
            foot.push(Line::from(Span::styled(row, theme::dim())));
        }
        let room = (rows as usize).saturating_sub(1 + foot.len());
        let skip = body.len().saturating_sub(room);
        std::iter::once(head)
            .chain(body.into_iter().skip(skip))
            .chain(foot)
            .collect()
    }
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

/// A card as " A1 " (letter and penalty value) or " *20".
fn face(view: &RapiView, c: Card) -> Span<'static> {
    let label = match c.letter() {
        Some(l) => format!(" {l}{:<2}", view.deck.value(c)),
        None => format!(" *{:<2}", view.deck.value(c)),
    };
    Span::styled(label, card_style())
}

/// The die face as three rows of pips, with its number beside it (never pips alone).
fn die_rows(n: u8) -> [&'static str; 3] {
    match n {
        1 => ["       ", "   ●   ", "       "],
        2 => [" ●     ", "       ", "     ● "],
        3 => [" ●     ", "   ●   ", "     ● "],
        4 => [" ●   ● ", "       ", " ●   ● "],
        5 => [" ●   ● ", "   ●   ", " ●   ● "],
        _ => [" ●   ● ", " ●   ● ", " ●   ● "],
    }
}

fn seats(frame: &mut Frame, area: Rect, ctx: &Ctx<Rapiletras>) {
    let lang = ctx.lang;
    let v = ctx.public;
    let to_act = ctx.to_act;
    let name_w = name_column(
        ctx.names,
        words(lang).you,
        (area.width as usize / 3).clamp(12, 20),
        area.width as usize / 3,
    );
    let lines: Vec<Line> = ctx
        .names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let marker = if Some(i) == to_act { "▶" } else { " " };
            let turn = if i == v.turn { "◆" } else { " " };
            let you = if ctx.is_you(i) { words(lang).you } else { "" };
            let style = if Some(i) == to_act {
                theme::bold()
            } else {
                Style::new()
            };
            let n = v.hand_counts.get(i).copied().unwrap_or(0);
            Line::from(vec![
                Span::styled(
                    format!("{marker}{turn} {:<name_w$} ", seat_label(name, you, name_w)),
                    style,
                ),
                Span::raw(format!(
                    "{:>9}  ",
                    count(n, words(lang).card, words(lang).cards)
                )),
                Span::styled(
                    format!("{} {}", words(lang).points, running_total(v, i)),
                    theme::bold(),
                ),
            ])
        })
        .collect();
    frame.render_widget(Paragraph::new(lines), area);
}

/// Every seat's cards and points packed on as few rows as the width allows, for a
/// phone-size screen short of rows: "cartas/ptos: ▶◆Ana (tú) 10/0 · Bob 10/0 · …".
fn packed_seats(ctx: &Ctx<Rapiletras>, width: u16) -> Vec<Line<'static>> {
    let w = words(ctx.lang);
    let v = ctx.public;
    let items: Vec<String> = ctx
        .names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let marker = if Some(i) == ctx.to_act { "▶" } else { "" };
            let turn = if i == v.turn { "◆" } else { "" };
            let you = if ctx.is_you(i) { w.you } else { "" };
            let n = v.hand_counts.get(i).copied().unwrap_or(0);
            let total = running_total(v, i);
            format!("{marker}{turn}{}{you} {n}/{total}", short_name(name, 10))
        })
        .collect();
    pack_seat_lines(w.packed_counts, items, width)
}

fn die(frame: &mut Frame, area: Rect, lang: Lang, v: &RapiView) {
    let pips = die_rows(v.die);
    let pozo = match v.pozo_top {
        Some(c) => match c.letter() {
            Some(l) => format!("{l} ({})", v.deck.value(c)),
            None => format!("* ({})", v.deck.value(c)),
        },
        None => "—".into(),
    };
    let die_style = if theme::color_enabled() {
        Style::new().bg(Tc::White).fg(Tc::Black)
    } else {
        Style::new().add_modifier(Modifier::REVERSED)
    };
    let mut lines = vec![
        Line::from(vec![
            Span::styled(pips[0], die_style),
            Span::styled(
                format!("  {} {}", words(lang).die_label, v.die),
                theme::title(),
            ),
        ]),
        Line::from(vec![
            Span::styled(pips[1], die_style),
            Span::raw(format!("  {}", super::text::letters(v.die as usize, lang))),
        ]),
        Line::from(Span::styled(pips[2], die_style)),
        Line::from(fill(
            words(lang).mazo,
            &[(
                "cards",
                &count(v.mazo_count, words(lang).card, words(lang).cards),
            )],
        )),
        Line::from(fill(
            words(lang).pozo,
            &[("top", &pozo), ("n", &v.pozo_count.to_string())],
        )),
    ];
    if v.replace_allowed {
        lines.push(Line::from(Span::styled(
            words(lang).may_replace,
            theme::warn(),
        )));
    }
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: true }), area);
}

/// Where a tap on the table's words lands: their index plus this (a card's is its
/// index in the hand).
const WORD_HIT: usize = 1000;

/// Cards a row of the compact hand holds at `width`.
fn compact_per_row(width: u16) -> usize {
    (width.saturating_sub(1) / 5).max(1) as usize
}

/// Where each of `cards` cards is in a hand drawn in `area` with `label_rows` rows above
/// its rows of `per_row` cards (" A1 " and a space each, after a space): a tap there
/// picks it.
fn card_hits(
    hits: &mut Vec<(Rect, usize)>,
    area: Rect,
    label_rows: u16,
    cards: usize,
    per_row: usize,
) {
    for i in 0..cards {
        let x = area.x + 1 + (i % per_row) as u16 * 5;
        let y = area.y + label_rows + (i / per_row) as u16;
        let at = Rect::new(x, y, 4, 1);
        if at.bottom() <= area.bottom() && at.right() <= area.right() {
            hits.push((at, i));
        }
    }
}

/// A word of the compact table's list: its index, the row of the list it is on, its
/// column and width.
struct WordCell {
    word: usize,
    row: usize,
    col: u16,
    width: u16,
}

/// Which of the table's rows (a heading, then packed words) fit in `rows` rows at phone
/// size, and how many words are out of sight above and below.
struct WordsWindow {
    /// 1 when the heading gave way.
    gone: usize,
    /// Rows of words left out above.
    older: usize,
    above: usize,
    below: usize,
}

impl WordsWindow {
    fn of(table: &[Line<'static>], cells: &[WordCell], rows: usize) -> WordsWindow {
        // Short of room, the heading goes, then the oldest rows.
        let gone = usize::from(table.len() > rows);
        let left = table.len() - gone;
        let mut older = left.saturating_sub(rows);
        // The word picked to change stays on the screen.
        let picked = table
            .iter()
            .skip(gone)
            .position(|l| l.spans.iter().any(|s| s.content.contains('▸')));
        if let Some(row) = picked {
            older = older.min(row);
        }
        let first = gone + older;
        let above = cells.iter().filter(|c| c.row < first).count();
        let below = cells.iter().filter(|c| c.row >= first + rows).count();
        WordsWindow {
            gone,
            older,
            above,
            below,
        }
    }

    /// The columns the marks of the words out of sight take ("↑4 ", "↓2 ", or both on
    /// a single row); 0 when every word is in sight.
    fn marks_width(&self, rows: usize) -> u16 {
        let mark = |n: usize| if n > 0 { 2 + n.to_string().len() } else { 0 };
        let (above, below) = (mark(self.above), mark(self.below));
        let marks = if rows == 1 {
            above + below
        } else {
            above.max(below)
        };
        if marks == 0 { 0 } else { marks as u16 }
    }
}

impl RapiUi {
    fn words(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Ctx<Rapiletras>,
        hits: &mut Vec<(Rect, usize)>,
    ) {
        let lang = ctx.lang;
        let v = ctx.public;
        let names = ctx.names;
        let per_col = (area.height.saturating_sub(2) as usize).max(1);
        let cols = 3usize;
        let col_w = (area.width.saturating_sub(2) as usize / cols).max(10);
        let mut grid: Vec<Vec<Span>> = vec![Vec::new(); per_col];
        // The newest words are the ones that matter: show the last ones that fit.
        let first = v.table.len().saturating_sub(per_col * cols);
        let picking = ask(ctx) == Ask::Turn;
        for (k, (i, w)) in v.table.iter().enumerate().skip(first).enumerate() {
            let focused = self.target == Some(i) && picking;
            let who = names.get(w.last_changed_by).cloned().unwrap_or_default();
            let text = format!("{:>2} {} ", i + 1, w.display());
            let style = if focused {
                theme::highlight()
            } else {
                theme::bold()
            };
            let owner = cut(&who, col_w.saturating_sub(text.chars().count() + 1));
            let pad = col_w.saturating_sub(text.chars().count() + owner.chars().count());
            // A tap on the word picks it, as ↑↓ do.
            let at = Rect::new(
                area.x + 1 + ((k / per_col) * col_w) as u16,
                area.y + 1 + (k % per_col) as u16,
                col_w as u16,
                1,
            );
            if at.bottom() < area.bottom() && at.right() < area.right() {
                hits.push((at, WORD_HIT + i));
            }
            let line = &mut grid[k % per_col];
            line.push(Span::styled(text, style));
            line.push(Span::styled(
                format!("{owner}{}", " ".repeat(pad)),
                theme::dim(),
            ));
        }
        let mut lines: Vec<Line> = grid.into_iter().map(Line::from).collect();
        if v.table.is_empty() {
            lines = vec![Line::from(Span::styled(
                words(lang).no_words_yet,
                theme::dim(),
            ))];
        }
        let title = fill(
            words(lang).words_title,
            &[("n", &v.table.len().to_string())],
        );
        frame.render_widget(
            Paragraph::new(lines).block(Block::default().borders(Borders::ALL).title(title)),
            area,
        );
    }

    fn input(&self, frame: &mut Frame, area: Rect, ctx: &Ctx<Rapiletras>) {
        if let Some(what) = self.entry_label(ctx) {
            ctx.focus(self.entry.draw(frame, area, &what, self.preview(ctx)), area);
        }
    }

    /// What the word field is for now: a new word, or a change to a table word.
    fn entry_label(&self, ctx: &Ctx<Rapiletras>) -> Option<String> {
        if ask(ctx) != Ask::Turn {
            return None;
        }
        let lang = ctx.lang;
        let v = ctx.view?;
        Some(
            match self.target.and_then(|i| v.table.get(i).map(|w| (i, w))) {
                None => words(lang).new_word.to_string(),
                Some((i, w)) => fill(
                    words(lang).change_word,
                    &[("n", &(i + 1).to_string()), ("word", w.display())],
                ),
            },
        )
    }
}

/// The die's number, the letters it asks for, the mazo and the pozo, on as few rows as
/// fit (no pips: the number says it).
fn die_line(lang: Lang, v: &RapiView, width: u16) -> Vec<Line<'static>> {
    let pozo = match v.pozo_top {
        Some(c) => match c.letter() {
            Some(l) => format!("{l} ({})", v.deck.value(c)),
            None => format!("* ({})", v.deck.value(c)),
        },
        None => "—".into(),
    };
    // The letters the die asks for are in the question; the mazo's count alone.
    let mut text = format!(
        "{} {} · {} · {}",
        words(lang).die_label,
        v.die,
        fill(words(lang).mazo, &[("cards", &v.mazo_count.to_string())]),
        fill(
            words(lang).pozo,
            &[("top", &pozo), ("n", &v.pozo_count.to_string())],
        ),
    );
    if v.replace_allowed {
        text.push_str(&format!(" · {}", words(lang).may_replace));
    }
    wrap_words(&text, width as usize)
        .into_iter()
        .map(|row| Line::from(Span::styled(row, theme::title())))
        .collect()
}

impl RapiUi {
    /// The words on the table at phone size: a heading, then "n WORD (owner)" packed on
    /// rows, ▸ before the word picked to change; and where each word is in these lines.
    fn compact_words(
        &self,
        ctx: &Ctx<Rapiletras>,
        width: u16,
    ) -> (Vec<Line<'static>>, Vec<WordCell>) {
        let lang = ctx.lang;
        let v = ctx.public;
        let title = fill(
            words(lang).words_title,
            &[("n", &v.table.len().to_string())],
        );
        let mut lines = vec![Line::from(Span::styled(
            title.trim().to_string(),
            theme::dim(),
        ))];
        if v.table.is_empty() {
            lines.push(Line::from(Span::styled(
                words(lang).no_words_yet,
                theme::dim(),
            )));
            return (lines, Vec::new());
        }
        let picking = ask(ctx) == Ask::Turn;
        let items: Vec<String> = v
            .table
            .iter()
            .enumerate()
            .map(|(i, w)| {
                let mark = if self.target == Some(i) && picking {
                    "▸"
                } else {
                    ""
                };
                let who = ctx
                    .names
                    .get(w.last_changed_by)
                    .cloned()
                    .unwrap_or_default();
                format!("{mark}{} {} ({})", i + 1, w.display(), short_name(&who, 10))
            })
            .collect();
        // As `pack_items` packs them, with each word's place kept.
        const SEP: &str = " · ";
        let width = usize::from(width).max(1);
        let mut rows: Vec<String> = Vec::new();
        let mut cells = Vec::new();
        for (word, item) in items.iter().enumerate() {
            let item = cut(item, width);
            let item_w = item.chars().count();
            let used = rows.last().map(|row| row.chars().count());
            let col = match (used, rows.last_mut()) {
                (Some(used), Some(row)) if used + SEP.chars().count() + item_w <= width => {
                    row.push_str(SEP);
                    row.push_str(&item);
                    used + SEP.chars().count()
                }
                _ => {
                    rows.push(item);
                    0
                }
            };
            cells.push(WordCell {
                word,
                // After the heading.
                row: rows.len(),
                col: col as u16,
                width: item_w as u16,
            });
        }
        for row in rows {
            lines.push(Line::from(Span::styled(row, theme::bold())));
        }
        (lines, cells)
    }
}

/// The hand at phone size: its label (wrapped), then rows of cards; or why no hand is
/// shown.
fn compact_hand(ctx: &Ctx<Rapiletras>, width: u16) -> Vec<Line<'static>> {
    let lang = ctx.lang;
    let Some(v) = ctx.view else {
        return wrap_words(ctx.hidden_hand_text(), width as usize)
            .into_iter()
            .map(|row| Line::from(Span::styled(row, theme::dim())))
            .collect();
    };
    let total = v.deck.hand_value(&v.hand);
    let cards = count(v.hand.len(), words(lang).card, words(lang).cards);
    let label = fill(
        words(lang).hand_short,
        &[("cards", &cards), ("total", &total.to_string())],
    );
    let mut lines: Vec<Line<'static>> = wrap_words(&label, width as usize)
        .into_iter()
        .map(|row| Line::from(Span::styled(row, theme::bold())))
        .collect();
    for chunk in v.hand.chunks(compact_per_row(width)) {
        let mut spans = vec![Span::raw(" ")];
        for c in chunk {
            spans.push(face(v, *c));
            spans.push(Span::raw(" "));
        }
        lines.push(Line::from(spans));
    }
    lines
}

fn hand(frame: &mut Frame, area: Rect, ctx: &Ctx<Rapiletras>, v: &RapiView) {
    let lang = ctx.lang;
    let name = &ctx.names[v.seat];
    let total = v.deck.hand_value(&v.hand);
    let cards = count(v.hand.len(), words(lang).card, words(lang).cards);
    let label = fill(
        words(lang).hand_of,
        &[
            ("name", name),
            ("cards", &cards),
            ("total", &total.to_string()),
        ],
    );
    let per_row = ((area.width.saturating_sub(1)) / 5).max(1) as usize;
    let mut lines = vec![Line::from(Span::styled(label, theme::bold()))];
    for chunk in v.hand.chunks(per_row) {
        let mut spans = vec![Span::raw(" ")];
        for c in chunk {
            spans.push(face(v, *c));
            spans.push(Span::raw(" "));
        }
        lines.push(Line::from(spans));
    }
    frame.render_widget(Paragraph::new(lines), area);
}

/// A seat's penalty points so far: the hands scored, and this hand's challenges.
fn running_total(v: &RapiView, seat: usize) -> i32 {
    v.totals.get(seat).copied().unwrap_or(0) + v.adjustments.get(seat).copied().unwrap_or(0)
}

fn hand_line(h: &HandScore, col: usize) -> String {
    let cells: String = h
        .penalties
        .iter()
        .zip(&h.adjustments)
        .map(|(p, a)| {
            let cell = if *a != 0 {
                format!("{p}{a:+}")
            } else {
                format!("{p}")
            };
            format!("{cell:>col$}")
        })
        .collect();
    format!("{:<6}{cells}", h.hand_no)
}

/// What the draw keys do now: the piles that can be drawn from, or passing.
fn draw_keys(v: &RapiView, lang: Lang) -> &'static str {
    let w = words(lang);
    match (v.can_draw(Pile::Mazo), v.can_draw(Pile::Pozo)) {
        (true, false) => w.pozo_empty,
        (false, true) => w.mazo_empty,
        (false, false) => w.nothing_to_draw,
        (true, true) => w.digit_keys,
    }
}

impl crate::game_screen::game_ui::ScreenedGame for super::Rapiletras {
    type Ui = RapiUi;
}
