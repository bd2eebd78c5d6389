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
        _hits: &mut Vec<(Rect, usize)>,
    ) {
        let [seats_area, table_area, hand_area, input_area] = Layout::vertical([
            Constraint::Length(ctx.names.len() as u16),
            Constraint::Length(2),
            Constraint::Length(2),
            Constraint::Fill(1),
        ])
        .areas(area);
        seats(frame, seats_area, ctx);
        table(frame, table_area, ctx);
        match &ctx.view {
            Some(v) => hand(frame, hand_area, ctx, v),
            None => frame.render_widget(
                Paragraph::new(Span::styled(ctx.hidden_hand_text(), theme::dim())),
                hand_area,
            ),
        }
        if ask(ctx) == Ask::Turn {
            let what = if ctx.view.is_some_and(LeftView::opening) {
                words(ctx.lang).new_word
            } else {
                words(ctx.lang).your_word
            };
            self.entry.draw(frame, input_area, what, self.preview(ctx));
        }
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
    let by = v
        .table_by
        .and_then(|s| ctx.names.get(s))
        .map(|n| fill(w.laid_by, &[("name", n)]))
        .unwrap_or_default();
    let deck = fill(w.deck, &[("deck", &v.draw_count.to_string())]);
    let label = if v.table.is_empty() {
        fill(w.table_empty, &[("deck", &deck)])
    } else {
        let pts = points(&v.table).to_string();
        fill(
            w.table_points,
            &[("by", &by), ("pts", &pts), ("deck", &deck)],
        )
    };
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
