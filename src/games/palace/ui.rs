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
        _hits: &mut Vec<(Rect, usize)>,
    ) {
        let mut lines = seat_lines(ctx, area.width);
        lines.push(pile_line(ctx));
        lines.extend(self.challenge_lines(ctx, area.width));
        lines.extend(self.hand_lines(ctx));
        frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
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
        let compact = roomy > rows as usize;
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
        lines.truncate(rows as usize);
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
    let need = limit_text(v, lang);
    Line::from(vec![
        Span::styled(words(lang).pile_label, theme::bold()),
        Span::styled(pile, theme::highlight()),
        Span::raw(format!(
            " · {need} · {} {}",
            words(lang).draw_pile,
            v.draw_count
        )),
    ])
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

    fn hand_lines(&self, ctx: &Ctx<Palace>) -> Vec<Line<'static>> {
        let lang = ctx.lang;
        let Some(v) = ctx.view else {
            return vec![Line::from(Span::styled(
                ctx.hidden_hand_text(),
                theme::dim(),
            ))];
        };
        let cards = source_cards(v);
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
        let mut spans = vec![Span::styled(format!("{label} "), theme::bold())];
        for (i, c) in cards.iter().enumerate() {
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
            spans.push(Span::styled(text, style));
        }
        if ask(ctx) == Ask::Blind {
            for i in 0..v.face_down[v.seat] {
                spans.push(Span::styled(format!(" {}:▮ ", i + 1), theme::key()));
            }
        }
        vec![Line::from(spans)]
    }
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
