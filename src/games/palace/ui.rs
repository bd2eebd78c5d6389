//! Palace at the table: each seat's palace (face-up cards, face-down backs), the pile,
//! the challenge under way, the hand with a cursor, the answer being typed, and the
//! keys that play, give, answer and vote. Drawn through the host's kit.

use super::cards::Card;
use super::challenge::{MAX_ANSWER, OFFERED};
use super::state::{Need, Phase, Source};
use super::text::screen::{fill, words};
use super::text::{kind_name, prompt, reason_text};
use super::view::PalaceView;
use super::{Palace, PalaceMove};
use crate::engine::Lang;
use crate::game_screen::game_ui::{Binding, Countdown, Ctx, GameUi, Reply, Start};
use crate::game_screen::keys::Action;
use crate::game_screen::kit::*;
use crate::game_screen::word_entry::{self, WordEntry};

/// What the person at the keyboard is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    Wait,
    /// Play from hand or face-up cards (also: the card on a 2, or any card after a
    /// stuck player's challenges).
    Cards,
    /// Play a face-down card blind.
    Blind,
    /// Pick one of the challenges drawn for another player.
    Give,
    /// Type an answer.
    Answer,
    /// Accept or refuse another person's answer.
    Vote,
    /// Four of a kind: name a player for a challenge.
    Target,
}

/// Whether the challenge under way is an open one whose answer the taker is to type
/// for the other people's vote (house rule `open_answers` typed).
fn open_challenge(v: &PalaceView) -> bool {
    v.rules.open_answers == super::OpenAnswers::Typed
        && v.challenge
            .as_ref()
            .is_some_and(|c| !c.voters.is_empty() && c.answer.is_none() && c.votes_cast == 0)
}

pub fn ask(ctx: &Ctx<Palace>) -> Ask {
    let (Some(_), Some(v)) = (ctx.acting, ctx.view) else {
        return Ask::Wait;
    };
    match v.phase {
        Phase::Play | Phase::PairCard | Phase::StuckFree => match v.source() {
            Some(Source::FaceDown) if v.phase == Phase::Play => Ask::Blind,
            Some(_) => Ask::Cards,
            None => Ask::Wait,
        },
        Phase::FourTargets { .. } => Ask::Target,
        Phase::Challenge => match ctx.legal.first() {
            Some(PalaceMove::Give { .. }) => Ask::Give,
            Some(PalaceMove::Answer { .. }) => Ask::Answer,
            Some(PalaceMove::Vote { .. }) => Ask::Vote,
            _ => Ask::Wait,
        },
        Phase::Over => Ask::Wait,
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmd {
    Move,
    Mark,
    Play,
    Skip,
    Pick(usize),
    Submit,
    Erase,
    Clear,
    Yes,
    No,
}

#[derive(Default)]
pub struct PalaceUi {
    /// The card under the cursor (in the cards played from now); None: the first card
    /// that may be played.
    pub cursor: Option<usize>,
    /// Cards marked to go together.
    pub marked: Vec<usize>,
    /// The answer being typed.
    pub entry: WordEntry<MAX_ANSWER>,
}

/// The cards the viewer plays from now (hand, else face-up cards).
fn source_cards(v: &PalaceView) -> Vec<Card> {
    if v.hand.is_empty() {
        v.face_up[v.seat].clone()
    } else {
        v.hand.clone()
    }
}

impl PalaceUi {
    /// The card under the cursor: where it was moved, else the first card that may go.
    pub fn cursor(&self, ctx: &Ctx<Palace>) -> usize {
        if let Some(c) = self.cursor {
            return c;
        }
        let Some(v) = ctx.view else { return 0 };
        let playable: Vec<u8> = ctx
            .legal
            .iter()
            .filter_map(|m| match m {
                PalaceMove::Play { cards } => cards.first().map(|c| c.rank),
                _ => None,
            })
            .collect();
        // The lowest plain card that may go (a special card is rarely the one meant).
        let cards = source_cards(v);
        cards
            .iter()
            .position(|c| playable.contains(&c.rank) && !v.rules.is_special(c.rank))
            .or_else(|| cards.iter().position(|c| playable.contains(&c.rank)))
            .unwrap_or(0)
    }

    /// The focused item (a screen reader's cursor goes there; issue 38): the card under
    /// the cursor as its hit, or the answer being typed on the challenge's last row
    /// `row`.
    fn focus(&self, ctx: &Ctx<Palace>, hit: Option<(usize, Rect)>, row: Rect) {
        match (ask(ctx), hit) {
            (Ask::Cards, Some((hit, at))) if hit == self.cursor(ctx) => {
                ctx.focus(at.as_position(), at)
            }
            (Ask::Answer, None) => ctx.focus(
                self.entry.next_letter(row, words(ctx.lang).answer_label),
                row,
            ),
            _ => {}
        }
    }

    fn play_move(&self, v: &PalaceView, cursor: usize) -> Option<PalaceMove> {
        let cards = source_cards(v);
        let picked: Vec<Card> = if self.marked.is_empty() {
            cards.get(cursor).copied().into_iter().collect()
        } else {
            let mut m = self.marked.clone();
            m.sort_unstable();
            m.iter().filter_map(|i| cards.get(*i).copied()).collect()
        };
        (!picked.is_empty()).then_some(PalaceMove::Play { cards: picked })
    }
}

impl GameUi for PalaceUi {
    type Game = Palace;
    type Command = Cmd;

    fn new_turn(&mut self) {
        *self = PalaceUi::default();
    }

    fn bindings(&self, ctx: &Ctx<Palace>) -> Vec<Binding<Cmd>> {
        let w = words(ctx.lang);
        use Action::*;
        let digits = |n: usize| -> Vec<Action> {
            (1..=n.min(9))
                .map(|d| Char(char::from(b'0' + d as u8)))
                .collect()
        };
        let Some(v) = ctx.view else {
            return Vec::new();
        };
        match ask(ctx) {
            Ask::Wait => Vec::new(),
            Ask::Cards => {
                let mut keys = vec![
                    Binding::new(&[Left, Right], w.key_card, Cmd::Move),
                    Binding::new(&[Toggle], w.key_mark, Cmd::Mark),
                    Binding::new(&[Select], w.key_play, Cmd::Play),
                ];
                if v.phase == Phase::StuckFree {
                    keys.push(Binding::new(&[Char('s')], w.key_skip, Cmd::Skip));
                }
                keys
            }
            Ask::Blind => vec![Binding::new(
                &digits(v.face_down[v.seat]),
                w.key_turn_up,
                Cmd::Pick(0),
            )],
            Ask::Give => {
                let n = v.challenge.as_ref().map_or(OFFERED, |c| c.options.len());
                vec![Binding::new(&digits(n), w.key_give, Cmd::Pick(0))]
            }
            Ask::Answer => {
                let mut keys = vec![
                    Binding::new(&[Select], w.key_answer, Cmd::Submit),
                    word_entry::erase_key(Cmd::Erase),
                ];
                if !self.entry.is_empty() {
                    keys.push(word_entry::clear_key(ctx.lang, Cmd::Clear));
                }
                keys
            }
            Ask::Vote => {
                word_entry::vote_keys(ctx.lang, (w.key_accept, w.key_refuse), Cmd::Yes, Cmd::No)
            }
            Ask::Target => vec![Binding::new(&digits(v.players), w.key_target, Cmd::Pick(0))],
        }
    }

    fn command(&mut self, ctx: &Ctx<Palace>, cmd: Cmd, action: Action) -> Reply<PalaceMove> {
        let lang = ctx.lang;
        let Some(v) = ctx.view else {
            return Reply::Nothing;
        };
        let digit = match action {
            Action::Char(c) => c.to_digit(10).map(|d| d as usize),
            _ => None,
        };
        let cursor = self.cursor(ctx);
        match cmd {
            Cmd::Move => {
                let n = source_cards(v).len().max(1);
                self.cursor = Some(if action == Action::Left {
                    (cursor + n - 1) % n
                } else {
                    (cursor + 1) % n
                });
                Reply::Nothing
            }
            Cmd::Mark => {
                let cards = source_cards(v);
                let Some(card) = cards.get(cursor) else {
                    return Reply::Nothing;
                };
                self.cursor = Some(cursor);
                if let Some(i) = self.marked.iter().position(|m| *m == cursor) {
                    self.marked.remove(i);
                    return Reply::Nothing;
                }
                // Marking a card of another rank starts the marks again, and says so
                // (they went silently; found by a tester).
                let before = self.marked.len();
                self.marked
                    .retain(|m| cards.get(*m).is_some_and(|c| c.rank == card.rank));
                self.marked.push(cursor);
                if self.marked.len() <= before {
                    return Reply::Say(fill(
                        words(ctx.lang).marks_restart,
                        &[("card", &card.label())],
                    ));
                }
                Reply::Nothing
            }
            Cmd::Play => match self.play_move(v, cursor) {
                Some(mv) => Reply::Play(mv),
                None => Reply::Nothing,
            },
            Cmd::Skip => Reply::Play(PalaceMove::Skip),
            Cmd::Pick(_) => {
                let Some(d) = digit.filter(|d| *d >= 1) else {
                    return Reply::Nothing;
                };
                match ask(ctx) {
                    Ask::Blind => Reply::Play(PalaceMove::Blind { slot: d - 1 }),
                    Ask::Give => Reply::Play(PalaceMove::Give { pick: d - 1 }),
                    Ask::Target => Reply::Play(PalaceMove::Target { seat: d - 1 }),
                    _ => Reply::Nothing,
                }
            }
            Cmd::Submit => {
                if self.entry.text().trim().is_empty() {
                    return Reply::Say(words(lang).answer_first.into());
                }
                Reply::Play(PalaceMove::Answer {
                    text: self.entry.text().to_string(),
                })
            }
            Cmd::Erase => {
                self.entry.erase();
                Reply::Nothing
            }
            Cmd::Clear => {
                self.entry.clear();
                Reply::Nothing
            }
            Cmd::Yes => Reply::Play(PalaceMove::Vote { accept: true }),
            Cmd::No => Reply::Play(PalaceMove::Vote { accept: false }),
        }
    }

    fn typing(&self, ctx: &Ctx<Palace>) -> Option<String> {
        (ask(ctx) == Ask::Answer).then(|| words(ctx.lang).typing_hint.to_string())
    }

    fn text(&mut self, ctx: &Ctx<Palace>, c: char) -> Reply<PalaceMove> {
        if c.is_control() {
            return Reply::Nothing;
        }
        self.entry
            .push(c.encode_utf8(&mut [0; 4]), words(ctx.lang).answer_too_long)
    }

    /// The house rule's challenge timer: it runs from the first moment of an answer.
    fn countdown(&self, ctx: &Ctx<Palace>) -> Option<Countdown> {
        let seconds = u64::from(ctx.public.rules.challenge_timer_seconds);
        (seconds > 0 && ask(ctx) == Ask::Answer).then_some(Countdown {
            seconds,
            start: Start::FirstTick,
        })
    }

    /// Time is up: the challenge is failed.
    fn time_up(&self, _ctx: &Ctx<Palace>) -> Reply<PalaceMove> {
        Reply::Play(PalaceMove::TimeUp)
    }

    fn header(&self, ctx: &Ctx<Palace>) -> String {
        let r = &ctx.public.rules;
        let w = words(ctx.lang);
        let practised = match r.practised {
            Lang::En => w.practised_en,
            Lang::Es => w.practised_es,
        };
        fill(
            w.header,
            &[("practised", practised), ("level", r.level.name(ctx.lang))],
        )
    }

    fn prompt(&self, ctx: &Ctx<Palace>) -> Option<String> {
        let v = ctx.view?;
        let lang = ctx.lang;
        let w = words(lang);
        let p = match ask(ctx) {
            Ask::Wait => return None,
            Ask::Cards => match v.phase {
                // The card paired is the one just played: the 2, or the card a house
                // rule gave its power.
                Phase::PairCard => fill(w.ask_pair, &[("rank", &paired_label(v))]),
                Phase::StuckFree => w.ask_free.to_string(),
                _ => match v.opening {
                    Some(c) => fill(w.ask_opening, &[("card", &c.label())]),
                    None => need_text(v.need, lang),
                },
            },
            Ask::Blind => w.ask_blind.into(),
            Ask::Give => match v.challenge.as_ref() {
                Some(c) => fill(w.ask_give, &[("taker", &ctx.names[c.taker])]),
                _ => return None,
            },
            Ask::Answer if open_challenge(v) => w.ask_answer_open.into(),
            Ask::Answer => w.ask_answer.into(),
            Ask::Vote => match v.challenge.as_ref() {
                Some(c) if c.answer.is_some() => {
                    fill(w.ask_vote_typed, &[("taker", &ctx.names[c.taker])])
                }
                Some(c) => fill(w.ask_vote, &[("taker", &ctx.names[c.taker])]),
                _ => return None,
            },
            Ask::Target => w.ask_target.into(),
        };
        Some(word_entry::with_timer(p, ctx.timer))
    }

    fn board_rows(&self, ctx: &Ctx<Palace>, width: u16) -> u16 {
        let seats = ctx.names.len() as u16;
        seats + 1 + self.challenge_lines(ctx, width).len() as u16 + 2
    }

    fn draw_board(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Ctx<Palace>,
        hits: &mut Vec<(Rect, usize)>,
    ) {
        let mut lines = seat_lines(ctx, area.width);
        lines.push(pile_line(ctx));
        let challenge = self.challenge_lines(ctx, area.width);
        // The challenges offered are tapped where they are (1 to 3, as their keys).
        let mut y = area.y + rows_of(&lines, area.width);
        if let Some(head) = challenge.first() {
            y += rows_of(std::slice::from_ref(head), area.width);
        }
        for (k, line) in challenge.iter().skip(1).take(offered(ctx)).enumerate() {
            let rows = rows_of(std::slice::from_ref(line), area.width);
            push_hit(
                hits,
                area,
                Rect::new(area.x, y, area.width, rows),
                GIVE_HIT + k,
            );
            y += rows;
        }
        lines.extend(challenge);
        let top = rows_of(&lines, area.width);
        frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
        let last_row = Rect::new(area.x, area.y + top.saturating_sub(1), area.width, 1);
        self.focus(ctx, None, last_row.intersection(area));
        // The hand on the rows after the rest, its cards where a tap picks them.
        let (hand, cells) = self.hand_rows(ctx, area.width);
        let hand_area = Rect {
            y: area.y + top.min(area.height),
            height: area.height.saturating_sub(top),
            ..area
        };
        frame.render_widget(Paragraph::new(hand), hand_area);
        for (hit, x, row, w) in cells {
            let at = Rect::new(hand_area.x + x, hand_area.y + row, w, 1);
            push_hit(hits, hand_area, at, hit);
            self.focus(ctx, Some((hit, at.intersection(hand_area))), at);
        }
    }

    /// The guide's elements on the board `draw_board` draws: "seats" (each seat's
    /// palace), "pile", "challenge" (the challenge under way) and "hand".
    fn element(&self, ctx: &Ctx<Palace>, board: Rect, name: &str) -> Option<Rect> {
        let seats = rows_of(&seat_lines(ctx, board.width), board.width);
        let pile = rows_of(&[pile_line(ctx)], board.width);
        let challenge = rows_of(&self.challenge_lines(ctx, board.width), board.width);
        let hand = self.hand_rows(ctx, board.width).0.len() as u16;
        let rows = |y: u16, height: u16| Rect {
            y: board.y + y,
            height,
            ..board
        };
        match name {
            "seats" => Some(rows(0, seats)),
            "pile" => Some(rows(seats, pile)),
            "challenge" => Some(rows(seats + pile, challenge)),
            "hand" if ctx.view.is_some() => Some(rows(seats + pile + challenge, hand)),
            _ => None,
        }
        .map(|r| r.intersection(board))
        .filter(|r| r.height > 0)
    }

    /// [`GameUi::element`] on the compact board: the same parts where `draw_compact`
    /// puts them.
    fn compact_element(&self, ctx: &Ctx<Palace>, board: Rect, name: &str) -> Option<Rect> {
        let parts = self.compact_parts(ctx, board.width);
        // As `draw_compact`: the hand stays for a card decision or when there is room.
        let hand_kept = parts.fixed_rows() + parts.packed_seats.len() <= board.height as usize
            || matches!(ask(ctx), Ask::Cards | Ask::Blind);
        let hand_rows = if hand_kept {
            parts.hand.len() as u16
        } else {
            0
        };
        let [seats_area, pile_area, challenge_area, hand_area] = Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(rows_of(&parts.pile, board.width)),
            Constraint::Length(parts.challenge_rows),
            Constraint::Length(hand_rows),
        ])
        .areas(board);
        match name {
            // The seats' lines, not the rows left empty below them.
            "seats" => Some(Rect {
                height: (parts.seats.len() as u16).min(seats_area.height),
                ..seats_area
            }),
            "pile" => Some(pile_area),
            "challenge" => Some(challenge_area),
            "hand" if ctx.view.is_some() => Some(hand_area),
            _ => None,
        }
        .filter(|r| r.height > 0)
    }

    fn compact_rows(&self, ctx: &Ctx<Palace>, width: u16) -> u16 {
        let parts = self.compact_parts(ctx, width);
        (parts.seats.len() + parts.fixed_rows()) as u16
    }

    fn draw_compact(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Ctx<Palace>,
        hits: &mut Vec<(Rect, usize)>,
    ) {
        let mut parts = self.compact_parts(ctx, area.width);
        // The pile, the challenge and the hand are what a decision needs: they keep
        // their rows, and the seats fit in what is left (their heading goes first, then
        // they are packed). A decision that is not about cards (a challenge to give,
        // answer or vote on) leaves the hand out when the challenge needs its rows.
        if parts.fixed_rows() + parts.packed_seats.len() > area.height as usize
            && !matches!(ask(ctx), Ask::Cards | Ask::Blind)
        {
            parts.hand.clear();
            parts.cells.clear();
        }
        let room = (area.height as usize).saturating_sub(parts.fixed_rows());
        let (seats, seat_hits) = if parts.seats.len() <= room {
            (parts.seats, true)
        } else if parts.seat_heading && parts.seats.len() - 1 <= room {
            (parts.seats.into_iter().skip(1).collect(), true)
        } else {
            (parts.packed_seats, false)
        };
        let [seats_area, pile_area, challenge_area, hand_area] = Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(rows_of(&parts.pile, area.width)),
            Constraint::Length(parts.challenge_rows),
            Constraint::Length(parts.hand.len() as u16),
        ])
        .areas(area);
        // A seat named for a challenge (four of a kind) is tapped on its line.
        if seat_hits && ask(ctx) == Ask::Target {
            let first = seats.len().saturating_sub(ctx.names.len()) as u16;
            for seat in 0..ctx.names.len() as u16 {
                let at = Rect::new(area.x, seats_area.y + first + seat, area.width, 1);
                push_hit(hits, seats_area, at, TARGET_HIT + seat as usize);
            }
        }
        frame.render_widget(Paragraph::new(seats), seats_area);
        frame.render_widget(
            Paragraph::new(parts.pile).wrap(Wrap { trim: false }),
            pile_area,
        );
        let mut y = challenge_area.y;
        for (k, rows) in parts.challenge_line_rows.iter().enumerate() {
            if (1..=offered(ctx)).contains(&k) {
                let at = Rect::new(area.x, y, area.width, *rows);
                push_hit(hits, challenge_area, at, GIVE_HIT + k - 1);
            }
            y += rows;
        }
        frame.render_widget(
            Paragraph::new(parts.challenge).wrap(Wrap { trim: false }),
            challenge_area,
        );
        let last_row = Rect::new(area.x, y.saturating_sub(1), area.width, 1);
        self.focus(ctx, None, last_row.intersection(challenge_area));
        frame.render_widget(Paragraph::new(parts.hand), hand_area);
        for (hit, x, row, w) in parts.cells {
            let at = Rect::new(hand_area.x + x, hand_area.y + row, w, 1);
            push_hit(hits, hand_area, at, hit);
            self.focus(ctx, Some((hit, at.intersection(hand_area))), at);
        }
    }

    fn clicked(&mut self, ctx: &Ctx<Palace>, hit: usize) -> Reply<PalaceMove> {
        let Some(v) = ctx.view else {
            return Reply::Nothing;
        };
        let places = |base: usize, n: usize| (base..base + n).contains(&hit);
        match ask(ctx) {
            // A tap on a card marks it (or unmarks it), as Space does; Enter plays.
            Ask::Cards if hit < source_cards(v).len() => {
                self.cursor = Some(hit);
                self.command(ctx, Cmd::Mark, Action::Toggle)
            }
            Ask::Blind if places(BLIND_HIT, v.face_down[v.seat]) => {
                Reply::Play(PalaceMove::Blind {
                    slot: hit - BLIND_HIT,
                })
            }
            Ask::Give if places(GIVE_HIT, offered(ctx)) => Reply::Play(PalaceMove::Give {
                pick: hit - GIVE_HIT,
            }),
            Ask::Target if places(TARGET_HIT, v.players) => Reply::Play(PalaceMove::Target {
                seat: hit - TARGET_HIT,
            }),
            _ => Reply::Nothing,
        }
    }

    fn score_pad(&self, ctx: &Ctx<Palace>, width: u16, rows: u16) -> Vec<Line<'static>> {
        let v = ctx.public;
        let lang = ctx.lang;
        // Whole names up to 14 characters when the counts still fit beside them.
        let longest = ctx
            .names
            .iter()
            .map(|n| n.chars().count())
            .max()
            .unwrap_or(0);
        let cap = (width as usize).saturating_sub(19).clamp(6, 14);
        let name_w = ((width as usize).saturating_sub(40))
            .clamp(6, 14)
            .max(longest.min(cap));
        // "palaces" heads its column only when it fits whole (the palaces are on the
        // lines under each name there anyway).
        let w = words(lang);
        let mut heading = format!(
            "{:<name_w$} {:>11} {:>5}",
            w.pad_player, w.pad_counts, w.pad_challenges,
        );
        let palaces = format!("  {}", w.pad_palaces);
        if heading.chars().count() + palaces.chars().count() <= width as usize {
            heading.push_str(&palaces);
        }
        let mut lines = vec![Line::from(Span::styled(heading, theme::bold()))];
        // Roomy: counts, palaces and kinds on lines of their own. When that does not
        // fit (many players, 80x24), the palaces join the counts' line.
        // Each seat's kinds, wrapped between words rather than cut at the pad's edge.
        let kinds: Vec<Vec<String>> = (0..ctx.names.len())
            .map(|i| kinds_rows(&v.tallies[i], lang, (width as usize).saturating_sub(2)))
            .collect();
        let roomy = 2 + ctx.names.len() * 2 + kinds.iter().map(Vec::len).sum::<usize>();
        // The palaces join the counts' line only where they fit beside them: at 40
        // columns they were cut there (seen in tmux); then the kinds give way instead,
        // their totals staying in the challenges' column.
        let counts_w = name_w + 1 + 11 + 1 + 5;
        let inline_fits = (0..ctx.names.len())
            .all(|i| counts_w + 2 + palaces_text(v, i).chars().count() <= width as usize);
        let short = roomy > rows as usize;
        let compact = short && inline_fits;
        let kinds = if short && !inline_fits {
            vec![Vec::new(); ctx.names.len()]
        } else {
            kinds
        };
        for (i, name) in ctx.names.iter().enumerate() {
            let (tried, passed) = v.tallies[i].total();
            let counts = format!(
                "{:<name_w$} {:>11} {:>5}",
                short_name(name, name_w),
                format!(
                    "{}/{}/{}",
                    v.hand_counts[i],
                    v.face_up[i].len(),
                    v.face_down[i]
                ),
                format!("{passed}/{tried}"),
            );
            if compact {
                lines.push(Line::from(vec![
                    Span::raw(counts),
                    Span::styled(format!("  {}", palaces_text(v, i)), theme::dim()),
                ]));
            } else {
                lines.push(Line::from(counts));
                lines.push(Line::from(Span::styled(
                    format!("  {}", palaces_text(v, i)),
                    theme::dim(),
                )));
            }
            for row in &kinds[i] {
                lines.push(Line::from(Span::styled(format!("  {row}"), theme::dim())));
            }
        }
        for row in wrap_words(w.pad_legend, width as usize) {
            lines.push(Line::from(Span::styled(row, theme::dim())));
        }
        // Every line, even past `rows`: a pad longer than the screen scrolls.
        lines
    }
}

/// A seat's tally by kind ("translate 2/3, plural 1/1"), in rows of `width`; with short
/// kind names ("tra 2/3 plu 1/1") when that does not fit one row. A kind and its count
/// are never split across rows.
fn kinds_rows(t: &super::state::Tally, lang: Lang, width: usize) -> Vec<String> {
    let tried: Vec<(usize, &super::lang::Kind)> = super::text::KINDS
        .iter()
        .enumerate()
        .filter(|(k, _)| t.tried[*k] > 0)
        .collect();
    let long: Vec<String> = tried
        .iter()
        .map(|(k, kind)| format!("{} {}/{}", kind.name(lang), t.passed[*k], t.tried[*k]))
        .collect();
    let rows = pack_items(&long, ", ", width);
    if rows.len() <= 1 {
        return rows;
    }
    let short: Vec<String> = tried
        .iter()
        .map(|(k, kind)| {
            format!(
                "{} {}/{}",
                cut(kind.name(lang), 3),
                t.passed[*k],
                t.tried[*k]
            )
        })
        .collect();
    pack_items(&short, " ", width)
}

/// Each palace of a seat: face-up card over a face-down back ("K♠/▮"), or what is left.
fn palaces_text(v: &PalaceView, seat: usize) -> String {
    let up = &v.face_up[seat];
    let down = v.face_down[seat];
    let n = up.len().max(down);
    if n == 0 {
        return "—".into();
    }
    (0..n)
        .map(|i| {
            let top = up.get(i).map_or(String::new(), |c| c.label());
            let back = if i < down { "▮" } else { "" };
            match (top.is_empty(), back.is_empty()) {
                (false, false) => format!("{top}/{back}"),
                (false, true) => top,
                _ => back.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn need_text(need: Need, lang: Lang) -> String {
    use super::cards::rank_label;
    let w = words(lang);
    match need {
        Need::Any => w.need_any.into(),
        Need::AtLeast(r) => fill(w.need_at_least, &[("rank", &rank_label(r))]),
        Need::AtMost(r) => fill(w.need_at_most, &[("rank", &rank_label(r))]),
    }
}

fn seat_lines(ctx: &Ctx<Palace>, width: u16) -> Vec<Line<'static>> {
    let v = ctx.public;
    let lang = ctx.lang;
    let to_act = ctx.to_act;
    let name_w = name_column(
        ctx.names,
        words(lang).you,
        (width as usize / 4).clamp(8, 18),
        width as usize / 3,
    );
    ctx.names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let marker = if Some(i) == to_act { "▶" } else { " " };
            let you = if ctx.is_you(i) { words(lang).you } else { "" };
            let style = if Some(i) == to_act {
                theme::bold()
            } else {
                Style::new()
            };
            let place = v.out.iter().position(|s| *s == i);
            let status = match place {
                Some(p) => fill(words(lang).out_place, &[("place", &(p + 1).to_string())]),
                None => format!(
                    "{} {:<2} {}",
                    words(lang).hand_label,
                    v.hand_counts[i],
                    palaces_text(v, i)
                ),
            };
            Line::from(vec![
                Span::styled(
                    format!(
                        "{marker}{} {:<name_w$} ",
                        i + 1,
                        seat_label(name, you, name_w)
                    ),
                    style,
                ),
                Span::raw(status),
            ])
        })
        .collect()
}

fn pile_line(ctx: &Ctx<Palace>) -> Line<'static> {
    let [pile, need, draw] = pile_parts(ctx);
    let mut spans = pile;
    for part in [need, draw] {
        spans.push(Span::raw(" · "));
        spans.extend(part);
    }
    Line::from(spans)
}

/// The pile line's parts: the pile's top cards and count, the limit, the draw pile.
fn pile_parts(ctx: &Ctx<Palace>) -> [Vec<Span<'static>>; 3] {
    let v = ctx.public;
    let lang = ctx.lang;
    let top: Vec<String> = v
        .pile
        .iter()
        .rev()
        .take(4)
        .rev()
        .map(|c| c.label())
        .collect();
    let pile = if top.is_empty() {
        words(lang).pile_empty.to_string()
    } else {
        format!("{} ({})", top.join(" "), v.pile.len())
    };
    [
        vec![
            Span::styled(words(lang).pile_label, theme::bold()),
            Span::styled(pile, theme::highlight()),
        ],
        vec![Span::raw(limit_text(v, lang))],
        vec![Span::raw(format!(
            "{} {}",
            words(lang).draw_pile,
            v.draw_count
        ))],
    ]
}

/// The pile line on a phone-size screen: its parts on as few rows as fit, a part never
/// split between rows unless it is wider than a row.
fn compact_pile(ctx: &Ctx<Palace>, width: u16) -> Vec<Line<'static>> {
    let span_w = |spans: &[Span<'static>]| spans.iter().map(Span::width).sum::<usize>();
    let mut rows: Vec<Vec<Span<'static>>> = Vec::new();
    for part in pile_parts(ctx) {
        match rows.last_mut() {
            Some(row) if span_w(row) + 3 + span_w(&part) <= width as usize => {
                row.push(Span::raw(" · "));
                row.extend(part);
            }
            _ => rows.push(part),
        }
    }
    rows.into_iter().map(Line::from).collect()
}

/// The limit that applies now, in a few words. During a challenge it is what the
/// special card under way leaves (a 10's pile will be cleared; a 7 allows higher or
/// lower once passed), not the limit from before it.
pub fn limit_text(v: &PalaceView, lang: Lang) -> String {
    use super::cards::rank_label;
    use super::config::Power;
    use super::state::Reason;
    let w = words(lang);
    let plain = |need: Need| match need {
        Need::Any => w.limit_any.to_string(),
        Need::AtLeast(r) => format!("≥ {}", rank_label(r)),
        Need::AtMost(r) => format!("≤ {}", rank_label(r)),
    };
    if let Some(c) = v.challenge.as_ref().filter(|_| v.phase == Phase::Challenge) {
        return match c.reason {
            Reason::Ten | Reason::Clear { .. } => w.limit_cleared.to_string(),
            Reason::Seven { rank } => fill(w.limit_seven, &[("rank", &rank_label(rank))]),
            Reason::Two | Reason::Pair { .. } | Reason::Four => plain(Need::Any),
            Reason::Stuck | Reason::Blind { .. } => plain(v.need),
        };
    }
    // A 7's challenge passed: the limit is gone, and the line says why.
    if let (Need::Any, Some(top), Phase::Play) = (v.need, v.top(), v.phase)
        && v.rules.power(top.rank) == Power::HigherOrLower
    {
        return fill(w.limit_higher_or_lower, &[("rank", &rank_label(top.rank))]);
    }
    plain(v.need)
}

impl PalaceUi {
    fn challenge_lines(&self, ctx: &Ctx<Palace>, _width: u16) -> Vec<Line<'static>> {
        let lang = ctx.lang;
        let practised = ctx.public.rules.practised;
        let v = ctx.view.unwrap_or(ctx.public);
        let Some(c) = v.challenge.as_ref() else {
            return Vec::new();
        };
        let giver = ctx.names[c.giver].clone();
        let taker = ctx.names[c.taker].clone();
        let w = words(lang);
        let head = fill(
            w.challenge_head,
            &[
                ("n", &c.number.to_string()),
                ("of", &c.of.to_string()),
                ("reason", &reason_text(&c.reason, lang)),
                ("giver", &giver),
                ("taker", &taker),
            ],
        );
        let mut lines = vec![Line::from(Span::styled(head, theme::title()))];
        match &c.id {
            None if !c.options.is_empty() => {
                for (i, id) in c.options.iter().enumerate() {
                    lines.push(Line::from(vec![
                        Span::styled(format!(" {} ", i + 1), theme::key()),
                        Span::styled(
                            format!("[{}] ", kind_name(practised, id, lang)),
                            theme::dim(),
                        ),
                        Span::raw(prompt(practised, id, lang)),
                    ]));
                }
            }
            None => lines.push(Line::from(Span::styled(
                fill(w.choosing, &[("giver", &giver)]),
                theme::dim(),
            ))),
            Some(id) => {
                lines.push(Line::from(vec![
                    Span::styled(
                        format!("[{}] ", kind_name(practised, id, lang)),
                        theme::dim(),
                    ),
                    Span::styled(prompt(practised, id, lang), theme::bold()),
                ]));
                // No count of votes cast: people's answers wait unseen until all
                // have answered (it read "0 of 2" under "Answered: 2 Bob"; found by a
                // tester).
                if let Some(answer) = &c.answer {
                    // The typed answer, on every screen, before anyone votes.
                    lines.push(Line::from(Span::styled(
                        fill(w.votes_cast_typed, &[("taker", &taker), ("answer", answer)]),
                        theme::bold(),
                    )));
                } else if open_challenge(v) {
                    if ask(ctx) != Ask::Answer {
                        lines.push(Line::from(Span::styled(
                            fill(w.open_typing, &[("taker", &taker)]),
                            theme::dim(),
                        )));
                    }
                } else if !c.voters.is_empty() {
                    lines.push(Line::from(Span::styled(
                        fill(w.votes_cast, &[("taker", &taker)]),
                        theme::dim(),
                    )));
                }
            }
        }
        if ask(ctx) == Ask::Answer {
            lines.extend(self.entry.lines(w.answer_label, None));
        }
        lines
    }

    /// The label before the cards played from now, and each card's cell: its text,
    /// style and what a tap on it does (its index, or a face-down card's place).
    fn hand_cells(&self, ctx: &Ctx<Palace>, v: &PalaceView) -> (String, Vec<Cell>) {
        let lang = ctx.lang;
        let label = if v.hand.is_empty() {
            if v.face_up[v.seat].is_empty() {
                fill(
                    words(lang).your_face_down,
                    &[("n", &v.face_down[v.seat].to_string())],
                )
            } else {
                words(lang).your_face_up.to_string()
            }
        } else {
            words(lang).your_hand.to_string()
        };
        let picking = ask(ctx) == Ask::Cards;
        let cursor = self.cursor(ctx);
        let mut cells = Vec::new();
        for (i, c) in source_cards(v).iter().enumerate() {
            let marked = self.marked.contains(&i);
            let text = if marked {
                format!("[{}]", c.label())
            } else {
                format!(" {} ", c.label())
            };
            let style = if picking && i == cursor {
                theme::highlight()
            } else if marked {
                theme::good()
            } else if v.rules.is_special(c.rank) {
                theme::title()
            } else {
                Style::new()
            };
            cells.push((text, style, i));
        }
        if ask(ctx) == Ask::Blind {
            for i in 0..v.face_down[v.seat] {
                cells.push((format!(" {}:▮ ", i + 1), theme::key(), BLIND_HIT + i));
            }
        }
        (label, cells)
    }

    /// The hand on the full board: its label, then its cards on as many rows as they
    /// take; and where each card is (hit, column, row, width).
    fn hand_rows(&self, ctx: &Ctx<Palace>, width: u16) -> (Vec<Line<'static>>, Vec<Place>) {
        let Some(v) = ctx.view else {
            return (
                vec![Line::from(Span::styled(
                    ctx.hidden_hand_text(),
                    theme::dim(),
                ))],
                Vec::new(),
            );
        };
        let (label, cells) = self.hand_cells(ctx, v);
        let label = format!("{label} ");
        let mut x = Span::raw(label.as_str()).width() as u16;
        let mut rows = vec![vec![Span::styled(label, theme::bold())]];
        let mut places = Vec::new();
        for (text, style, hit) in cells {
            let w = Span::raw(text.as_str()).width() as u16;
            if x + w > width && x > 0 {
                rows.push(Vec::new());
                x = 0;
            }
            places.push((hit, x, rows.len() as u16 - 1, w));
            x += w;
            if let Some(row) = rows.last_mut() {
                row.push(Span::styled(text, style));
            }
        }
        (rows.into_iter().map(Line::from).collect(), places)
    }

    /// The hand on a phone-size screen: its label (wrapped), then rows of cards in
    /// cells of the same width; and where each card is.
    fn compact_hand(&self, ctx: &Ctx<Palace>, width: u16) -> (Vec<Line<'static>>, Vec<Place>) {
        let Some(v) = ctx.view else {
            let lines = wrap_words(ctx.hidden_hand_text(), width as usize)
                .into_iter()
                .map(|row| Line::from(Span::styled(row, theme::dim())))
                .collect();
            return (lines, Vec::new());
        };
        let (label, cells) = self.hand_cells(ctx, v);
        let mut lines: Vec<Line<'static>> = wrap_words(&label, width as usize)
            .into_iter()
            .map(|row| Line::from(Span::styled(row, theme::bold())))
            .collect();
        let per_row = (width.saturating_sub(1) / CELL_W).max(1) as usize;
        let mut places = Vec::new();
        for row in cells.chunks(per_row) {
            let y = lines.len() as u16;
            let mut spans = vec![Span::raw(" ")];
            for (k, (text, style, hit)) in row.iter().enumerate() {
                let w = Span::raw(text.as_str()).width() as u16;
                places.push((*hit, 1 + k as u16 * CELL_W, y, w.min(CELL_W)));
                spans.push(Span::styled(text.clone(), *style));
                spans.push(Span::raw(" ".repeat(CELL_W.saturating_sub(w) as usize)));
            }
            lines.push(Line::from(spans));
        }
        (lines, places)
    }

    fn compact_parts(&self, ctx: &Ctx<Palace>, width: u16) -> CompactParts {
        let mut challenge = self.challenge_lines(ctx, width);
        let (mut hand, cells) = self.compact_hand(ctx, width);
        let mut seats = compact_seats(ctx, width);
        // The table's vote at a shared keyboard: the question under the board says the
        // challenge and the answer, down to who is waited for; it needs the rows the
        // board would repeat them in (at 40x20 its last words were cut off; seen in
        // tmux). The challenge's head, the seats and the pile stay.
        let voting = ctx
            .public
            .challenge
            .as_ref()
            .is_some_and(|c| !c.voters.is_empty());
        let public_vote = ctx.view.is_none() && voting && !ctx.watching;
        if public_vote {
            challenge.truncate(1);
            hand.clear();
            seats.remove(0);
        }
        let challenge_line_rows: Vec<u16> = challenge
            .iter()
            .map(|l| rows_of(std::slice::from_ref(l), width))
            .collect();
        CompactParts {
            seats,
            seat_heading: !public_vote,
            packed_seats: packed_seats(ctx, width),
            pile: compact_pile(ctx, width),
            challenge_rows: challenge_line_rows.iter().sum(),
            challenge,
            challenge_line_rows,
            hand,
            cells,
            width,
        }
    }
}

/// A card of the hand as it is drawn: its text, style and the hit a tap on it gives.
type Cell = (String, Style, usize);
/// Where a cell is drawn: its hit, column and row in its lines, and width.
type Place = (usize, u16, u16, u16);

/// What a tap lands on (the index pushed into `hits`): a card of the cards played from
/// now is its index; these mark the other places.
const BLIND_HIT: usize = 1_000;
const GIVE_HIT: usize = 2_000;
const TARGET_HIT: usize = 3_000;

/// One card of the hand on a phone-size screen: " 10♥ " or "[10♥]".
const CELL_W: u16 = 5;

/// The compact screen's parts, top to bottom.
struct CompactParts {
    /// A heading and a line per seat.
    seats: Vec<Line<'static>>,
    /// Whether `seats` starts with its heading.
    seat_heading: bool,
    /// The same, packed on few lines (many seats on a short screen).
    packed_seats: Vec<Line<'static>>,
    /// The pile and its limit: wrapped when a part is wider than the screen.
    pile: Vec<Line<'static>>,
    challenge: Vec<Line<'static>>,
    /// The rows each line of the challenge takes, wrapped.
    challenge_line_rows: Vec<u16>,
    challenge_rows: u16,
    hand: Vec<Line<'static>>,
    cells: Vec<Place>,
    width: u16,
}

impl CompactParts {
    fn fixed_rows(&self) -> usize {
        rows_of(&self.pile, self.width) as usize + self.challenge_rows as usize + self.hand.len()
    }
}

/// The rows `lines` take wrapped at `width`, as the board's paragraphs draw them.
fn rows_of(lines: &[Line<'static>], width: u16) -> u16 {
    if lines.is_empty() {
        return 0;
    }
    let rows = Paragraph::new(lines.to_vec())
        .wrap(Wrap { trim: false })
        .line_count(width.max(1));
    rows.min(u16::MAX as usize) as u16
}

/// A tap's place, kept only where it is wholly inside `within` (a row cut off the
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

/// How many challenges are offered to the viewer to give (0 when none): the lines after
/// the challenge's head.
fn offered(ctx: &Ctx<Palace>) -> usize {
    match (ask(ctx), ctx.view.and_then(|v| v.challenge.as_ref())) {
        (Ask::Give, Some(c)) if c.id.is_none() => c.options.len(),
        _ => 0,
    }
}

/// The seats as a small table: a heading, then a line each: ▶ the seat to act, its
/// number and name, its hand's count and its palace (face-up cards over ▮ backs).
fn compact_seats(ctx: &Ctx<Palace>, width: u16) -> Vec<Line<'static>> {
    let v = ctx.public;
    let w = words(ctx.lang);
    // Marker, number and the spaces around the name, the hand's count, and three
    // palaces ("10♥/▮ 10♦/▮ 10♣/▮").
    let room = (width as usize).saturating_sub(4 + 6 + 17).max(6);
    let name_w = name_column(ctx.names, w.you, 8, room).min(room);
    // What ▮ means: after the palaces' heading, or else in the names' column (which
    // has no heading), when it fits.
    let lead = 4 + name_w;
    let heading = format!("{:>4}  {}", w.hand_label, w.col_palace);
    let after = format!(" ({})", w.face_down_legend);
    let heading = if lead + heading.chars().count() + after.chars().count() <= width as usize {
        format!("{:lead$}{heading}{after}", "")
    } else if w.face_down_legend.chars().count() < lead {
        format!("{:<lead$}{heading}", w.face_down_legend)
    } else {
        format!("{:lead$}{heading}", "")
    };
    let mut lines = vec![Line::from(Span::styled(heading, theme::dim()))];
    for (i, name) in ctx.names.iter().enumerate() {
        let acting = Some(i) == ctx.to_act;
        let marker = if acting { "▶" } else { " " };
        let you = if ctx.is_you(i) { w.you } else { "" };
        let status = match v.out.iter().position(|s| *s == i) {
            Some(p) => fill(w.out_place, &[("place", &(p + 1).to_string())]),
            None => format!("{:>4}  {}", v.hand_counts[i], palaces_text(v, i)),
        };
        lines.push(Line::from(vec![
            Span::styled(
                format!(
                    "{marker}{} {:<name_w$} ",
                    i + 1,
                    seat_label(name, you, name_w)
                ),
                if acting { theme::bold() } else { Style::new() },
            ),
            Span::raw(status),
        ]));
    }
    lines
}

/// The seats on as few lines as fit: "hand/up/dn: ▶Ana 3/3/3 · Bob 0/1/3".
fn packed_seats(ctx: &Ctx<Palace>, width: u16) -> Vec<Line<'static>> {
    let v = ctx.public;
    let w = words(ctx.lang);
    let items: Vec<String> = ctx
        .names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let marker = if Some(i) == ctx.to_act { "▶" } else { "" };
            let you = if ctx.is_you(i) { w.you } else { "" };
            let counts = match v.out.iter().position(|s| *s == i) {
                Some(p) => fill(w.out_place, &[("place", &(p + 1).to_string())]),
                None => format!(
                    "{}/{}/{}",
                    v.hand_counts[i],
                    v.face_up[i].len(),
                    v.face_down[i]
                ),
            };
            format!("{marker}{}{you} {counts}", short_name(name, 10))
        })
        .collect();
    pack_seat_lines(&format!("{}:", w.pad_counts), items, width)
}

/// The rank of the card a pairing goes on (the top of the pile; 2 if it is unknown).
fn paired_label(v: &PalaceView) -> String {
    super::cards::rank_label(v.pile.last().map_or(2, |c| c.rank))
}

impl crate::game_screen::game_ui::ScreenedGame for super::Palace {
    type Ui = PalaceUi;
}

#[cfg(test)]
mod pad_tests {
    use super::*;

    /// Issue 23: at 120 columns a seat's kinds were cut at the pad's edge ("… ver").
    #[test]
    fn every_kind_and_its_count_are_shown_whole_in_a_narrow_pad() {
        let t = super::super::state::Tally {
            tried: [3; 9],
            passed: [1; 9],
        };
        for lang in [Lang::En, Lang::Es] {
            let rows = kinds_rows(&t, lang, 36);
            assert!(rows.len() > 1, "{rows:?}");
            let joined = rows.join(" ");
            assert_eq!(joined.matches("1/3").count(), 9, "{rows:?}");
            for row in &rows {
                assert!(row.chars().count() <= 36, "{row:?}");
                assert!(row.ends_with("1/3"), "a kind apart from its count: {row:?}");
            }
        }
        let one = super::super::state::Tally {
            tried: [1, 0, 0, 0, 0, 0, 0, 0, 0],
            passed: [1, 0, 0, 0, 0, 0, 0, 0, 0],
        };
        assert_eq!(kinds_rows(&one, Lang::En, 36).len(), 1);
    }
}
