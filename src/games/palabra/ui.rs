//! Palabra at the table: every seat's word with its value, stars and lock; the hand with
//! letter, value, stars and colors (a shape per color as well as the color); the word
//! being typed with its live value; and the keys that pre-play, play, challenge and vote.
//! Drawn through the host's kit.

use super::text::screen::{fill, words};
use super::{
    Card, CardKind, Color, Colors, Palabra, PalabraMove, PalabraView, Phase, TableWord, preview_in,
};
use crate::engine::{Describe, Lang, SeatId};
use crate::game_screen::game_ui::{Binding, Countdown, Ctx, GameUi, Reply, Start};
use crate::game_screen::keys::Action;
use crate::game_screen::kit::*;
use crate::game_screen::word_entry::{self, Preview, WordEntry};

pub const MAX_INPUT: usize = 16;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    Wait,
    PrePlay,
    Play,
    Answer,
    Vote,
}

pub fn ask(ctx: &Ctx<Palabra>) -> Ask {
    if ctx.acting.is_none() {
        return Ask::Wait;
    }
    match ctx.view.map(|v| v.phase) {
        Some(Phase::PrePlay) => Ask::PrePlay,
        Some(Phase::Play) => Ask::Play,
        Some(Phase::Challenge) => Ask::Answer,
        Some(Phase::Vote) => Ask::Vote,
        _ => Ask::Wait,
    }
}

/// What the typed letters make in the play phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PlayMode {
    #[default]
    Word,
    Straight,
    Flush,
    Vowels,
    Exchange,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmd {
    Target,
    Mode,
    Pass,
    Joker,
    Play,
    Clear,
    Erase,
    Accept,
    Challenge,
    Yes,
    No,
    Timer,
}

#[derive(Default)]
pub struct PalabraUi {
    pub entry: WordEntry<MAX_INPUT>,
    pub mode: PlayMode,
    /// The table word (by seat) to build on, shave, or put a joker on.
    pub target: Option<SeatId>,
    /// Pre-play: the words that get a joker.
    pub jokers: Vec<SeatId>,
}

impl PalabraUi {
    /// The move the keyboard has composed, or why it cannot be made.
    pub fn intended_move(&self, ctx: &Ctx<Palabra>) -> Option<Result<PalabraMove, String>> {
        let lang = ctx.lang;
        let view = ctx.view?;
        let describe = |e: super::PalabraError| e.describe(lang);
        match ask(ctx) {
            Ask::PrePlay => {
                if !self.jokers.is_empty() && !self.entry.is_empty() {
                    return Some(Err(words(lang).preplay_both.into()));
                }
                if !self.jokers.is_empty() {
                    return Some(Ok(PalabraMove::Joker {
                        targets: self.jokers.clone(),
                    }));
                }
                if self.entry.is_empty() {
                    return None;
                }
                let Some(target) = self.target else {
                    return Some(Err(words(lang).pick_shave_word.into()));
                };
                Some(super::shave_from_text(view, target, self.entry.text()).map_err(describe))
            }
            Ask::Play => {
                if self.entry.is_empty() {
                    return None;
                }
                Some(
                    match self.mode {
                        PlayMode::Word => {
                            super::word_from_text(view, self.entry.text(), self.target)
                        }
                        PlayMode::Straight => {
                            super::straight_from_text(view, self.entry.text(), self.target)
                        }
                        PlayMode::Flush => super::flush_from_text(view, self.entry.text()),
                        PlayMode::Vowels => super::vowels_from_text(view, self.entry.text()),
                        PlayMode::Exchange => super::exchange_from_text(view, self.entry.text()),
                    }
                    .map_err(describe),
                )
            }
            _ => None,
        }
    }

    /// Pre-play: a shave letter is about to be typed. Picks the word to shave when only
    /// one can be; says why the letter is refused when it is (None: type it).
    fn shave_typing(&mut self, ctx: &Ctx<Palabra>) -> Option<String> {
        let lang = ctx.lang;
        let view = ctx.view?;
        if !self.jokers.is_empty() {
            return Some(words(lang).letters_after_joker.into());
        }
        let shaveable = view.ctx().shave_targets();
        match (self.target, shaveable.as_slice()) {
            (_, []) => Some(fill(
                words(lang).nothing_to_shave,
                &[(
                    "rule",
                    super::text::shave_rule_name(ctx.public.rules.shave, lang),
                )],
            )),
            (None, [only]) => {
                self.target = Some(*only);
                None
            }
            _ => None,
        }
    }

    /// Rows for the input line and the line under it, wrapped at `width`.
    fn input_rows(&self, ctx: &Ctx<Palabra>, width: u16) -> u16 {
        self.entry.rows(&self.preview(ctx), width)
    }

    fn compact_input_rows(&self, ctx: &Ctx<Palabra>, width: u16) -> u16 {
        self.entry.compact_rows(&self.preview(ctx), width)
    }

    /// What the composed move would score, or why not, for the line under the input.
    pub fn preview(&self, ctx: &Ctx<Palabra>) -> Preview {
        let view = ctx.view?;
        let mv = self.intended_move(ctx)?;
        let line =
            mv.and_then(|mv| preview_in(view, &mv, ctx.lang).map_err(|e| e.describe(ctx.lang)));
        let suggest = || {
            (ask(ctx) == Ask::Play && self.mode == PlayMode::Word)
                .then(|| super::better_with_special(view, self.entry.text(), self.target))
                .flatten()
        };
        Some(match (line, suggest()) {
            (Ok(line), Some((typed, score))) => {
                Ok(super::text::better_typed(&line, &typed, score, ctx.lang))
            }
            (line, _) => line,
        })
    }

    /// Other seats' words that can be picked with ↑↓ now.
    pub fn targets(&self, ctx: &Ctx<Palabra>) -> Vec<SeatId> {
        let Some(view) = ctx.view else {
            return Vec::new();
        };
        match ask(ctx) {
            Ask::PrePlay => view
                .table
                .iter()
                .enumerate()
                .filter(|(s, w)| *s != view.seat && w.is_some())
                .map(|(s, _)| s)
                .collect(),
            Ask::Play if matches!(self.mode, PlayMode::Word | PlayMode::Straight) => view
                .table
                .iter()
                .enumerate()
                .filter(|(_, w)| w.is_some())
                .map(|(s, _)| s)
                .collect(),
            _ => Vec::new(),
        }
    }
}

impl GameUi for PalabraUi {
    type Game = Palabra;
    type Command = Cmd;

    fn new_turn(&mut self) {
        *self = PalabraUi::default();
    }

    fn bindings(&self, ctx: &Ctx<Palabra>) -> Vec<Binding<Cmd>> {
        let lang = ctx.lang;
        let w = words(lang);
        use Action::*;
        let mut keys = Vec::new();
        let a = ask(ctx);
        if matches!(a, Ask::PrePlay | Ask::Play) {
            if !self.targets(ctx).is_empty() {
                let what = if a == Ask::PrePlay {
                    w.key_target
                } else {
                    w.key_build_on
                };
                keys.push(Binding::new(&[Up, Down], what, Cmd::Target));
                keys.push(Binding::new(&[Left, Right], "", Cmd::Target).hidden());
            }
            if a == Ask::PrePlay {
                if ctx
                    .view
                    .as_ref()
                    .is_some_and(|v| v.hand.iter().any(|c| c.is_joker()))
                {
                    keys.push(Binding::new(&[Char('1')], w.key_joker, Cmd::Joker));
                }
                keys.push(Binding::new(&[Select], w.key_play_skip, Cmd::Play));
            } else {
                keys.push(Binding::new(&[Select], w.key_play, Cmd::Play));
                keys.push(Binding::new(
                    &[Char('1'), Char('2'), Char('3'), Char('4'), Char('5')],
                    w.key_modes,
                    Cmd::Mode,
                ));
                keys.push(Binding::new(&[Char('0')], w.key_pass, Cmd::Pass));
            }
            keys.push(word_entry::erase_key(Cmd::Erase));
            if !self.entry.is_empty() || self.target.is_some() || !self.jokers.is_empty() {
                keys.push(word_entry::clear_key(lang, Cmd::Clear));
            }
            if self.countdown(ctx).is_some() && ctx.timer.is_none() {
                keys.push(Binding::new(&[Char('!')], w.key_timer, Cmd::Timer));
            }
        }
        match a {
            Ask::Answer => keys.extend(word_entry::answer_keys(lang, Cmd::Accept, Cmd::Challenge)),
            Ask::Vote => keys.extend(word_entry::vote_keys(
                lang,
                (w.vote_yes, w.vote_no),
                Cmd::Yes,
                Cmd::No,
            )),
            _ => {}
        }
        keys
    }

    fn command(&mut self, ctx: &Ctx<Palabra>, cmd: Cmd, action: Action) -> Reply<PalabraMove> {
        let lang = ctx.lang;
        let Some(view) = ctx.view else {
            return Reply::Nothing;
        };
        match cmd {
            Cmd::Accept => return Reply::Play(PalabraMove::Accept),
            Cmd::Challenge => return Reply::Play(PalabraMove::Challenge),
            Cmd::Yes => return Reply::Play(PalabraMove::Vote { accept: true }),
            Cmd::No => return Reply::Play(PalabraMove::Vote { accept: false }),
            Cmd::Pass => return Reply::Play(PalabraMove::Pass),
            Cmd::Timer => return Reply::StartTimer,
            Cmd::Mode => {
                self.mode = match action {
                    Action::Char('1') => PlayMode::Word,
                    Action::Char('2') => PlayMode::Straight,
                    Action::Char('3') => PlayMode::Flush,
                    Action::Char('4') => PlayMode::Vowels,
                    _ => PlayMode::Exchange,
                };
                if !matches!(self.mode, PlayMode::Word | PlayMode::Straight) {
                    self.target = None;
                }
            }
            Cmd::Joker => match self.target {
                Some(s) => {
                    let have = view.hand.iter().filter(|c| c.is_joker()).count();
                    let name = ctx.names.get(s).cloned().unwrap_or_default();
                    if let Some(i) = self.jokers.iter().position(|x| *x == s) {
                        self.jokers.remove(i);
                    } else if !self.entry.is_empty() {
                        // A pre-play is a joker or a shave: the typed letters stay.
                        return Reply::Say(words(lang).joker_after_letters.into());
                    } else if view.word_of(s).is_some_and(|w| w.jokered) {
                        return Reply::Say(fill(words(lang).jokered_already, &[("name", &name)]));
                    } else if self.jokers.len() < have {
                        self.jokers.push(s);
                    } else if have == 1 {
                        // The only joker was on another word: it moves here.
                        let from = ctx.names.get(self.jokers[0]).cloned().unwrap_or_default();
                        self.jokers = vec![s];
                        return Reply::Say(fill(
                            words(lang).joker_moves,
                            &[("from", &from), ("name", &name)],
                        ));
                    } else {
                        return Reply::Say(words(lang).no_joker_left.into());
                    }
                }
                None => {
                    return Reply::Say(words(lang).pick_word_first.into());
                }
            },
            Cmd::Erase => self.entry.erase(),
            Cmd::Clear => {
                if !self.entry.clear() {
                    self.target = None;
                    self.jokers.clear();
                }
            }
            Cmd::Target => {
                let targets = self.targets(ctx);
                if !targets.is_empty() {
                    let n = targets.len();
                    let forward = matches!(action, Action::Down | Action::Right);
                    let pos = self
                        .target
                        .and_then(|s| targets.iter().position(|x| *x == s))
                        .map_or(0, |i| i + 1);
                    let next = if forward {
                        (pos + 1) % (n + 1)
                    } else {
                        (pos + n) % (n + 1)
                    };
                    self.target = next.checked_sub(1).map(|i| targets[i]);
                }
            }
            Cmd::Play => {
                return match self.intended_move(ctx) {
                    Some(Ok(mv)) => Reply::Play(mv),
                    Some(Err(why)) => Reply::Say(why),
                    None if ask(ctx) == Ask::PrePlay => Reply::Play(PalabraMove::SkipPrePlay),
                    None => Reply::Say(words(lang).play_nothing_typed.into()),
                };
            }
        }
        Reply::Nothing
    }

    fn field_label(&self, ctx: &Ctx<Palabra>) -> Option<String> {
        self.entry_label(ctx)
    }

    fn typing(&self, ctx: &Ctx<Palabra>) -> Option<String> {
        match ask(ctx) {
            Ask::PrePlay => Some(words(ctx.lang).typing_shave.into()),
            Ask::Play => Some(words(ctx.lang).typing_play.into()),
            _ => None,
        }
    }

    fn text(&mut self, ctx: &Ctx<Palabra>, c: char) -> Reply<PalabraMove> {
        let lang = ctx.lang;
        if c == '*'
            || c == '+'
            || crate::lexicon::normalize(&c.to_string()).is_some_and(|n| n != "Ñ")
        {
            if ask(ctx) == Ask::PrePlay
                && let Some(why) = self.shave_typing(ctx)
            {
                return Reply::Say(why);
            }
            return self
                .entry
                .push(&c.to_ascii_uppercase().to_string(), words(lang).too_long);
        }
        Reply::Say(fill(words(lang).not_typable, &[("c", &c.to_string())]))
    }

    /// The impatient timer (a house rule): it runs once someone presses ! (see
    /// [`Cmd::Timer`]).
    fn countdown(&self, ctx: &Ctx<Palabra>) -> Option<Countdown> {
        let seconds = u64::from(ctx.public.rules.impatient_timer_seconds);
        (seconds > 0 && matches!(ask(ctx), Ask::PrePlay | Ask::Play)).then_some(Countdown {
            seconds,
            start: Start::Key,
        })
    }

    /// Time is up: the turn is lost as a pass.
    fn time_up(&self, _ctx: &Ctx<Palabra>) -> Reply<PalabraMove> {
        Reply::Play(PalabraMove::TimeOut)
    }

    fn header(&self, ctx: &Ctx<Palabra>) -> String {
        let v = ctx.public;
        fill(
            words(ctx.lang).header,
            &[
                ("turn", &v.turn_no.to_string()),
                ("deck", &v.draw_count.to_string()),
            ],
        )
    }

    fn prompt(&self, ctx: &Ctx<Palabra>) -> Option<String> {
        let p = super::text::prompt(ctx.view?, ctx.lang);
        Some(word_entry::with_timer(p, ctx.timer))
    }

    fn board_rows(&self, ctx: &Ctx<Palabra>, width: u16) -> u16 {
        (ctx.names.len() as u16).max(2) + 2 + 4 + self.input_rows(ctx, width)
    }

    fn draw_board(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Ctx<Palabra>,
        hits: &mut Vec<(Rect, usize)>,
    ) {
        let [words_area, hand_area, input_area] = self.areas(ctx, area);
        self.words(frame, words_area, ctx, hits);
        match &ctx.view {
            Some(v) => {
                hand(frame, hand_area, ctx, v);
                // Below the hand's label, the cards in one row.
                let below_label = Rect {
                    y: hand_area.y + 1,
                    height: hand_area.height.saturating_sub(1),
                    ..hand_area
                };
                card_hits(hits, below_label, v.hand.len(), usize::MAX);
            }
            None => frame.render_widget(
                Paragraph::new(Span::styled(ctx.hidden_hand_text(), theme::dim())),
                hand_area,
            ),
        }
        self.input(frame, input_area, ctx);
    }

    fn compact_rows(&self, ctx: &Ctx<Palabra>, width: u16) -> u16 {
        let seats = self.compact_words(ctx, width, false).0.len();
        (seats + compact_hand(ctx, width).len()) as u16 + self.compact_input_rows(ctx, width)
    }

    fn draw_compact(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Ctx<Palabra>,
        hits: &mut Vec<(Rect, usize)>,
    ) {
        let CompactLayout {
            seats,
            word_rows,
            gone,
            hand,
            hand_label,
            areas: [words_area, hand_area, input_area],
        } = self.compact_layout(ctx, area);
        frame.render_widget(Paragraph::new(seats), words_area);
        // A tap on a word picks it, as ↑↓ do.
        for (seat, row) in word_rows {
            let Some(y) = row.checked_sub(gone) else {
                continue;
            };
            let y = words_area.y + y as u16;
            if y < words_area.bottom() {
                hits.push((
                    Rect::new(words_area.x, y, words_area.width, 1),
                    WORD_HIT + seat,
                ));
            }
        }
        frame.render_widget(Paragraph::new(hand), hand_area);
        if let Some(v) = ctx.view {
            // Below the hand's count, rows of cards three lines tall.
            let below_count = Rect {
                y: hand_area.y + hand_label as u16,
                height: hand_area.height.saturating_sub(hand_label as u16),
                ..hand_area
            };
            card_hits(hits, below_count, v.hand.len(), compact_per_row(area.width));
        }
        self.input(frame, input_area, ctx);
    }

    /// A guide step's elements: "words" (every seat's word on the table), "hand" (the
    /// cards, below the hand's label) and "input" (the word being typed, when asked;
    /// also "trick", what the guide keeps in sight while a move is asked).
    fn element(&self, ctx: &Ctx<Palabra>, board: Rect, name: &str) -> Option<Rect> {
        let [words_area, hand_area, input_area] = self.areas(ctx, board);
        match name {
            "words" => Some(words_area),
            "hand" if ctx.view.is_some() => Some(hand_area),
            "input" | "trick" if self.entry_label(ctx).is_some() => Some(input_area),
            _ => None,
        }
        .filter(|r| r.height > 0)
    }

    fn compact_element(&self, ctx: &Ctx<Palabra>, board: Rect, name: &str) -> Option<Rect> {
        let layout = self.compact_layout(ctx, board);
        let [words_area, hand_area, input_area] = layout.areas;
        match name {
            // The seats' lines, not the rows left empty below them.
            "words" => Some(Rect {
                height: (layout.seats.len() as u16).min(words_area.height),
                ..words_area
            }),
            // The cards, below the hand's count (a box may cover that one line).
            "hand" if ctx.view.is_some() => {
                let label = layout.hand_label as u16;
                Some(Rect {
                    y: hand_area.y + label,
                    height: hand_area.height.saturating_sub(label),
                    ..hand_area
                })
            }
            "input" | "trick" if self.entry_label(ctx).is_some() => Some(input_area),
            _ => None,
        }
        .filter(|r| r.height > 0)
    }

    fn clicked(&mut self, ctx: &Ctx<Palabra>, hit: usize) -> Reply<PalabraMove> {
        let a = ask(ctx);
        if !matches!(a, Ask::PrePlay | Ask::Play) {
            return Reply::Nothing;
        }
        if let Some(seat) = hit.checked_sub(WORD_HIT) {
            // The word to build on (or shave, or joker), as ↑↓ pick it; a second tap
            // lets it go.
            if self.targets(ctx).contains(&seat) {
                self.target = (self.target != Some(seat)).then_some(seat);
            }
            return Reply::Nothing;
        }
        let Some(card) = ctx.view.and_then(|v| v.hand.get(hit)) else {
            return Reply::Nothing;
        };
        // A card is what the keys type for it: its letter, `*` for a wild card and `+`
        // for a vowel card (the letter they stand for typed next); a joker goes on the
        // word picked, as 1 puts it there.
        match card.kind {
            CardKind::Letter(letter) => self.text(ctx, letter),
            CardKind::Wild => self.text(ctx, '*'),
            CardKind::Vowel => self.text(ctx, '+'),
            CardKind::Joker if a == Ask::PrePlay => {
                self.command(ctx, Cmd::Joker, Action::Char('1'))
            }
            CardKind::Joker => Reply::Nothing,
        }
    }

    fn score_pad(&self, ctx: &Ctx<Palabra>, width: u16, rows: u16) -> Vec<Line<'static>> {
        let lang = ctx.lang;
        let v = ctx.public;
        let names = ctx.names;
        let mut lines = Vec::new();
        // The legend and each event are read whole: wrapped between words, never cut at
        // the pad's edge ("shaved YPS off Constantina L").
        let legend = wrap_words(words(lang).pad_legend, width as usize);
        // Each seat: its total, then its latest scoring events, as many rows as fit.
        let per_seat = ((rows.saturating_sub(1 + legend.len() as u16) as usize)
            / names.len().max(1))
        .saturating_sub(1)
        .max(usize::from(rows as usize > names.len() * 2));
        let name_w = (width as usize).saturating_sub(8).clamp(6, 20);
        for (i, name) in names.iter().enumerate() {
            let entries = v.ledger.get(i).map(|l| l.as_slice()).unwrap_or(&[]);
            lines.push(Line::from(vec![
                Span::styled(format!("{:<name_w$}", cut(name, name_w - 1)), theme::bold()),
                Span::styled(
                    format!("{:>6}", v.totals.get(i).copied().unwrap_or(0)),
                    theme::bold(),
                ),
            ]));
            let mut used = 0;
            for e in entries.iter().rev() {
                let text = super::text::entry_text(&e.entry, lang, names);
                let mut rows_of = wrap_words(&text, (width as usize).saturating_sub(10));
                if rows_of.is_empty() {
                    rows_of.push(String::new());
                }
                if used + rows_of.len() > per_seat {
                    break;
                }
                used += rows_of.len();
                for (k, row) in rows_of.into_iter().enumerate() {
                    let points = if k == 0 {
                        format!("{:+}", e.points)
                    } else {
                        String::new()
                    };
                    lines.push(Line::from(Span::styled(
                        format!("   {points:>5}  {row}"),
                        theme::dim(),
                    )));
                }
            }
        }
        for row in legend {
            lines.push(Line::from(Span::styled(row, theme::dim())));
        }
        lines
    }
}

/// Red circle, blue triangle, green diamond, yellow square (boardspace.net's shapes).
pub fn shape(c: Color) -> char {
    match c {
        Color::R => '●',
        Color::B => '▲',
        Color::G => '◆',
        Color::Y => '■',
    }
}

fn tint(c: Color) -> Tc {
    match c {
        Color::R => Tc::Rgb(210, 50, 50),
        Color::B => Tc::Rgb(60, 110, 230),
        Color::G => Tc::Rgb(40, 160, 70),
        Color::Y => Tc::Rgb(220, 190, 30),
    }
}

/// The style of a card face: its color when it has exactly one, else neutral.
fn face_style(colors: Colors) -> Style {
    if !theme::color_enabled() {
        return Style::new().add_modifier(Modifier::BOLD);
    }
    let cs: Vec<Color> = colors.iter().collect();
    match cs.as_slice() {
        [one] => Style::new().fg(tint(*one)).add_modifier(Modifier::BOLD),
        _ => Style::new().add_modifier(Modifier::BOLD),
    }
}

fn shapes(colors: Colors) -> Vec<Span<'static>> {
    colors
        .iter()
        .map(|c| {
            let st = if theme::color_enabled() {
                Style::new().fg(tint(c))
            } else {
                Style::new()
            };
            Span::styled(shape(c).to_string(), st)
        })
        .collect()
}

/// A card's face: letter and value, or what a special card is.
fn face_text(card: &Card, lang: Lang) -> String {
    match card.kind {
        CardKind::Letter(l) => format!("{l}{}", card.value),
        CardKind::Wild => words(lang).face_wild.into(),
        CardKind::Vowel => words(lang).face_vowel.into(),
        CardKind::Joker => words(lang).face_joker.into(),
    }
}

/// A table word's letters; a starred letter (its own card) carries its stars as ★ and a
/// space after them: "W★★ HIR★★" (not "W**HIR**", which reads like markup).
fn word_spans(w: &TableWord) -> Vec<Span<'static>> {
    let mut spans = Vec::new();
    let last = w.cards.len().saturating_sub(1);
    for (i, p) in w.cards.iter().enumerate() {
        let mut st = face_style(p.card.colors);
        if p.shaved {
            st = st.add_modifier(Modifier::CROSSED_OUT | Modifier::DIM);
        }
        let letter = if p.shaved {
            p.letter.to_ascii_lowercase()
        } else {
            p.letter
        };
        spans.push(Span::styled(letter.to_string(), st));
        if p.own && p.card.stars > 0 {
            spans.push(Span::styled(
                "★".repeat(p.card.stars as usize),
                theme::warn(),
            ));
            if i < last {
                spans.push(Span::raw(" "));
            }
        }
    }
    spans
}

fn mode_name(lang: Lang, m: PlayMode) -> &'static str {
    let w = words(lang);
    match m {
        PlayMode::Word => w.mode_word,
        PlayMode::Straight => w.mode_straight,
        PlayMode::Flush => w.mode_flush,
        PlayMode::Vowels => w.mode_vowels,
        PlayMode::Exchange => w.mode_exchange,
    }
}

impl PalabraUi {
    /// Where the board drawn in `area` puts the words on the table, the hand and the
    /// word being typed.
    fn areas(&self, ctx: &Ctx<Palabra>, area: Rect) -> [Rect; 3] {
        let input_h = self.input_rows(ctx, area.width);
        // The seats get what the hand and the input leave (the frame goes first).
        let seats_h =
            ((ctx.names.len() as u16).max(2) + 2).min(area.height.saturating_sub(4 + input_h));
        Layout::vertical([
            Constraint::Length(seats_h),
            Constraint::Length(4),
            Constraint::Length(input_h),
        ])
        .areas(area)
    }

    /// Where the compact board drawn in `area` puts the words on the table, the hand and
    /// the word being typed, with the lines of the first two (`draw_compact` draws them,
    /// `compact_element` points at them).
    fn compact_layout(&self, ctx: &Ctx<Palabra>, area: Rect) -> CompactLayout {
        // The hand and the word being typed keep their rows; the words on the table
        // (a line per seat, a word that does not fit on the next) get the rest.
        let mut hand = compact_hand(ctx, area.width);
        let input_h = self.compact_input_rows(ctx, area.width);
        let (mut seats, mut word_rows) = self.compact_words(ctx, area.width, false);
        let room =
            |hand: &[Line]| (area.height as usize).saturating_sub(hand.len() + input_h as usize);
        let mut gone = 0;
        // The hand's count ("Hand: 7 cards") is in the packed seats' line too.
        let mut hand_label = usize::from(ctx.view.is_some());
        if seats.len() > room(&hand) + 1 {
            // The seats are packed on a row or two and the words follow, each after
            // its owner's name (the last seat's word fell below the screen when the
            // newest move took its row); still short, the hand's label gives way.
            (seats, word_rows) = self.compact_words(ctx, area.width, true);
            if seats.len() > room(&hand) && hand_label > 0 {
                hand.remove(0);
                hand_label = 0;
            }
        } else if seats.len() > room(&hand) {
            // The columns' heading goes first.
            seats.remove(0);
            gone = 1;
        }
        let areas = Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(hand.len() as u16),
            Constraint::Length(input_h),
        ])
        .areas(area);
        let room = usize::from(areas[0].height);
        // The word picked to build on stays on the screen (it went below the hand's
        // rows when the word typed took two more; seen in tmux): the first seats give
        // way.
        if let Some(&(_, row)) = word_rows.iter().find(|(s, _)| self.target == Some(*s))
            && row - gone >= room
        {
            let more = row - gone + 1 - room;
            seats.drain(..more);
            gone += more;
        }
        CompactLayout {
            seats,
            word_rows,
            gone,
            hand,
            hand_label,
            areas,
        }
    }

    fn words(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &Ctx<Palabra>,
        hits: &mut Vec<(Rect, usize)>,
    ) {
        let t = words(ctx.lang);
        let v = ctx.public;
        // While the table judges a word, the mark stays on whoever laid it: the seat the
        // game asks next read as "their turn" (found by a tester).
        let to_act = v.pending.as_ref().map(|p| p.seat).or(ctx.to_act);
        let name_w = name_column(
            ctx.names,
            t.you,
            (area.width as usize / 5).clamp(12, 20),
            area.width as usize / 4 + 2,
        );
        let mut lines = Vec::new();
        for (i, name) in ctx.names.iter().enumerate() {
            let marker = if Some(i) == to_act { "▶" } else { " " };
            let you = if ctx.is_you(i) { t.you } else { "" };
            let name_style = if Some(i) == to_act {
                theme::bold()
            } else {
                Style::new()
            };
            let mut spans = vec![
                Span::styled(
                    format!("{marker} {:<name_w$}", seat_label(name, you, name_w)),
                    name_style,
                ),
                Span::raw(format!(
                    "{:>4} {} ",
                    v.totals.get(i).copied().unwrap_or(0),
                    t.pts
                )),
                Span::styled(
                    format!(
                        "{:>9} ",
                        count(v.hand_counts.get(i).copied().unwrap_or(0), t.card, t.cards)
                    ),
                    theme::dim(),
                ),
            ];
            match v.table.get(i).and_then(|w| w.as_ref()) {
                Some(w) => {
                    let focused = self.target == Some(i);
                    spans.push(Span::styled(
                        if focused { "▸" } else { " " },
                        theme::highlight(),
                    ));
                    spans.extend(word_spans(w));
                    let lock = if w.lock.is_empty() {
                        String::new()
                    } else {
                        format!(" {}", w.lock.iter().map(shape).collect::<String>())
                    };
                    let state = if w.jokered { t.jokered } else { "" };
                    spans.push(Span::styled(
                        format!(" = {}{lock}{state}", w.value()),
                        theme::bold(),
                    ));
                    if self.jokers.contains(&i) {
                        spans.push(Span::styled(t.joker_mark, theme::warn()));
                    }
                }
                None => spans.push(Span::styled(t.no_word, theme::dim())),
            }
            lines.push(Line::from(spans));
        }
        let title = t.words_title;
        // Twelve seats on 24 rows leave no room for a frame: every seat comes first.
        let framed = (area.height as usize) >= lines.len() + 2;
        let inner = if framed {
            Block::default().borders(Borders::ALL).inner(area)
        } else {
            area
        };
        // A tap on a seat's word picks it, as ↑↓ do.
        for seat in 0..lines.len() {
            let y = inner.y + seat as u16;
            if v.table.get(seat).is_some_and(Option::is_some) && y < inner.bottom() {
                hits.push((Rect::new(inner.x, y, inner.width, 1), WORD_HIT + seat));
            }
        }
        if !framed {
            frame.render_widget(Paragraph::new(lines), area);
        } else {
            frame.render_widget(
                Paragraph::new(lines).block(Block::default().borders(Borders::ALL).title(title)),
                area,
            );
        }
    }

    fn input(&self, frame: &mut Frame, area: Rect, ctx: &Ctx<Palabra>) {
        if let Some(what) = self.entry_label(ctx) {
            ctx.focus(self.entry.draw(frame, area, &what, self.preview(ctx)), area);
        }
    }

    /// What the word field is for now: a shave, a play, on whose word.
    fn entry_label(&self, ctx: &Ctx<Palabra>) -> Option<String> {
        let a = ask(ctx);
        if !matches!(a, Ask::PrePlay | Ask::Play) {
            return None;
        }
        let lang = ctx.lang;
        let names = ctx.names;
        let w = words(lang);
        Some(match (a, self.target) {
            (Ask::PrePlay, Some(s)) => fill(w.shave_with, &[("name", &names[s])]),
            (Ask::PrePlay, None) => w.preplay_label.into(),
            (_, Some(s)) => fill(
                w.mode_on,
                &[("mode", mode_name(lang, self.mode)), ("name", &names[s])],
            ),
            (_, None) => mode_name(lang, self.mode).to_string(),
        })
    }
}

/// The compact board's parts: the seats' lines (and the row of each seat's word, `gone`
/// of the first lines left out), the hand's lines (the first its count when
/// `hand_label` is 1), and the areas of the words, the hand and the word typed.
struct CompactLayout {
    seats: Vec<Line<'static>>,
    word_rows: Vec<(SeatId, usize)>,
    gone: usize,
    hand: Vec<Line<'static>>,
    hand_label: usize,
    areas: [Rect; 3],
}

/// Width of a card in the hand: its face, and a gap.
const CARD_W: usize = 5;

impl PalabraUi {
    /// The words on the table at phone size: a heading, then each seat's points, cards
    /// and word (with its colors, stars and owner's line; on the next line when it does
    /// not fit), ▶ the seat whose turn it is, ▸ the word picked to build on; and the
    /// line each seat's word is on. `packed`: the seats' points and cards packed on a
    /// row or two ("pts/cards: ▶Ana (you) 12/7 · Bob 0/7"), then each word after its
    /// owner's name.
    fn compact_words(
        &self,
        ctx: &Ctx<Palabra>,
        width: u16,
        packed: bool,
    ) -> (Vec<Line<'static>>, Vec<(SeatId, usize)>) {
        let t = words(ctx.lang);
        let v = ctx.public;
        let to_act = v.pending.as_ref().map(|p| p.seat).or(ctx.to_act);
        if packed {
            return self.packed_words(ctx, width, to_act);
        }
        let width = width as usize;
        // Marker, name, points, cards and a space: the word gets the rest of the line.
        let name_w = 12.min(width.saturating_sub(15)).max(4);
        let mut lines = vec![Line::from(Span::styled(
            format!(
                "  {:<name_w$}{:>4} {:>6} {}",
                "", t.pts, t.col_cards, t.col_word
            ),
            theme::dim(),
        ))];
        let mut word_rows = Vec::new();
        for (i, name) in ctx.names.iter().enumerate() {
            let acting = Some(i) == to_act;
            let marker = if acting { "▶" } else { " " };
            let you = if ctx.is_you(i) { t.you } else { "" };
            let mut spans = vec![
                Span::styled(
                    format!("{marker} {:<name_w$}", seat_label(name, you, name_w)),
                    if acting { theme::bold() } else { Style::new() },
                ),
                Span::raw(format!("{:>4} ", v.totals.get(i).copied().unwrap_or(0))),
                Span::styled(
                    format!("{:>6}", v.hand_counts.get(i).copied().unwrap_or(0)),
                    theme::dim(),
                ),
            ];
            let has_word = v.table.get(i).is_some_and(Option::is_some);
            let word = match self.seat_word(ctx, i) {
                Some(word) => word,
                None => vec![Span::styled(t.no_word, theme::dim())],
            };
            let used: usize = spans.iter().map(|s| s.width()).sum();
            let word_w: usize = word.iter().map(|s| s.width()).sum();
            if used + word_w <= width {
                spans.extend(word);
                lines.push(Line::from(spans));
            } else {
                lines.push(Line::from(spans));
                let mut next = vec![Span::raw("   ")];
                next.extend(word);
                lines.push(Line::from(next));
            }
            if has_word {
                word_rows.push((i, lines.len() - 1));
            }
        }
        (lines, word_rows)
    }

    /// A seat's word on the table at phone size (▸ when picked, its colors, stars,
    /// value, lock and joker marks), or None.
    fn seat_word(&self, ctx: &Ctx<Palabra>, seat: SeatId) -> Option<Vec<Span<'static>>> {
        let t = words(ctx.lang);
        let w = ctx.public.table.get(seat).and_then(|w| w.as_ref())?;
        let focused = self.target == Some(seat);
        let mut word = vec![Span::styled(
            if focused { "▸" } else { " " },
            theme::highlight(),
        )];
        word.extend(word_spans(w));
        let lock = if w.lock.is_empty() {
            String::new()
        } else {
            format!(" {}", w.lock.iter().map(shape).collect::<String>())
        };
        let state = if w.jokered { t.jokered } else { "" };
        word.push(Span::styled(
            format!(" = {}{lock}{state}", w.value()),
            theme::bold(),
        ));
        if self.jokers.contains(&seat) {
            word.push(Span::styled(t.joker_mark, theme::warn()));
        }
        Some(word)
    }

    /// [`PalabraUi::compact_words`] packed: the seats on a row or two, then a row per
    /// word after its owner's name.
    fn packed_words(
        &self,
        ctx: &Ctx<Palabra>,
        width: u16,
        to_act: Option<SeatId>,
    ) -> (Vec<Line<'static>>, Vec<(SeatId, usize)>) {
        let t = words(ctx.lang);
        let v = ctx.public;
        let items: Vec<String> = ctx
            .names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let marker = if Some(i) == to_act { "▶" } else { "" };
                let you = if ctx.is_you(i) { t.you } else { "" };
                let points = v.totals.get(i).copied().unwrap_or(0);
                let cards = v.hand_counts.get(i).copied().unwrap_or(0);
                format!("{marker}{}{you} {points}/{cards}", short_name(name, 10))
            })
            .collect();
        let heading = format!("{}/{}:", t.pts, t.col_cards);
        let mut lines = pack_seat_lines(&heading, items, width);
        let mut word_rows = Vec::new();
        for (i, name) in ctx.names.iter().enumerate() {
            if let Some(word) = self.seat_word(ctx, i) {
                let mut spans = vec![Span::styled(
                    format!("{}:", short_name(name, 10)),
                    theme::dim(),
                )];
                spans.extend(word);
                word_rows.push((i, lines.len()));
                lines.push(Line::from(spans));
            }
        }
        (lines, word_rows)
    }
}

/// Where a tap on a seat's word lands: the seat plus this (a card's is its index in the
/// hand).
const WORD_HIT: usize = 1000;

/// Cards a row of the compact hand holds at `width`.
fn compact_per_row(width: u16) -> usize {
    ((width as usize).saturating_sub(1) / CARD_W).max(1)
}

/// Where each of `cards` cards is in rows of `per_row` cards drawn in `area` (after a
/// space, CARD_W columns and three lines each: face, stars, colors): a tap there picks
/// it.
fn card_hits(hits: &mut Vec<(Rect, usize)>, area: Rect, cards: usize, per_row: usize) {
    for i in 0..cards {
        let x = area.x + 1 + ((i % per_row) * CARD_W) as u16;
        let y = area.y + ((i / per_row) * 3) as u16;
        let at = Rect::new(x, y, CARD_W as u16, 3).intersection(area);
        if at.width == CARD_W as u16 && at.height > 0 {
            hits.push((at, i));
        }
    }
}

/// The hand at phone size: its count, then rows of cards (face, stars, color shapes), as
/// many cards to a row as fit; or why no hand is shown.
fn compact_hand(ctx: &Ctx<Palabra>, width: u16) -> Vec<Line<'static>> {
    let lang = ctx.lang;
    let w = words(lang);
    let Some(v) = ctx.view else {
        return wrap_words(ctx.hidden_hand_text(), width as usize)
            .into_iter()
            .map(|row| Line::from(Span::styled(row, theme::dim())))
            .collect();
    };
    let cards = count(v.hand.len(), w.card, w.cards);
    let mut lines = vec![Line::from(Span::styled(
        fill(w.hand_short, &[("cards", &cards)]),
        theme::bold(),
    ))];
    for row in v.hand.chunks(compact_per_row(width)) {
        lines.extend(hand_rows(row, lang));
    }
    lines
}

/// A row of cards: their faces, stars and color shapes, CARD_W columns each.
fn hand_rows(cards: &[Card], lang: Lang) -> [Line<'static>; 3] {
    let mut faces = vec![Span::raw(" ")];
    let mut stars = vec![Span::raw(" ")];
    let mut colors = vec![Span::raw(" ")];
    for c in cards {
        faces.push(Span::styled(
            format!("{:<CARD_W$}", face_text(c, lang)),
            face_style(c.colors),
        ));
        stars.push(Span::styled(
            format!("{:<CARD_W$}", "*".repeat(c.stars as usize)),
            theme::warn(),
        ));
        let sh = shapes(c.colors);
        let used: usize = sh.len();
        colors.extend(sh);
        colors.push(Span::raw(" ".repeat(CARD_W.saturating_sub(used))));
    }
    [Line::from(faces), Line::from(stars), Line::from(colors)]
}

fn hand(frame: &mut Frame, area: Rect, ctx: &Ctx<Palabra>, v: &PalabraView) {
    let lang = ctx.lang;
    let name = &ctx.names[v.seat];
    let w = words(lang);
    let cards = count(v.hand.len(), w.card, w.cards);
    let label = fill(w.hand_of, &[("name", name), ("cards", &cards)]);
    let mut faces = vec![Span::raw(" ")];
    let mut stars = vec![Span::raw(" ")];
    let mut colors = vec![Span::raw(" ")];
    for c in &v.hand {
        faces.push(Span::styled(
            format!("{:<5}", face_text(c, lang)),
            face_style(c.colors),
        ));
        stars.push(Span::styled(
            format!("{:<5}", "*".repeat(c.stars as usize)),
            theme::warn(),
        ));
        let sh = shapes(c.colors);
        let width: usize = sh.len();
        colors.extend(sh);
        colors.push(Span::raw(" ".repeat(5usize.saturating_sub(width))));
    }
    let lines = vec![
        Line::from(Span::styled(label, theme::bold())),
        Line::from(faces),
        Line::from(stars),
        Line::from(colors),
    ];
    frame.render_widget(Paragraph::new(lines), area);
}

impl crate::game_screen::game_ui::ScreenedGame for super::Palabra {
    type Ui = PalabraUi;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Seat, SeatKind};
    use crate::game_screen::game_ui::Decision;
    use crate::games::palabra::{PalabraRules, PlayKind, Setup, SetupWord};
    use crate::session::Session;

    /// Seat 1 to pre-play: PAL (seat 2) is the previous play, BOA (seat 0) is older, so
    /// under the default rule only PAL can be shaved. Seat 1 holds a joker.
    fn session(hand: &str) -> Session<Palabra> {
        let word = |owner: usize, cards: &str| SetupWord {
            owner,
            cards: cards.into(),
            kind: PlayKind::Word,
            scored: None,
        };
        let setup = Setup {
            rules: PalabraRules::default(),
            hands: vec!["A L E".into(), hand.into(), "E E E".into()],
            table: vec![word(2, "Pb A L"), word(0, "B O A")],
            turn: 1,
            last_play: Some(2),
            seed: 7,
            ..Setup::default()
        };
        let game = Palabra::from_setup(&setup).expect("setup");
        let seats = ["Ana", "Bo", "Cy"]
            .iter()
            .map(|n| Seat {
                name: (*n).into(),
                kind: SeatKind::Human,
            })
            .collect();
        Session::new(seats, 7, game)
    }

    /// Seat 1's decision, its cards on the screen.
    fn decision(session: &Session<Palabra>) -> Decision<Palabra> {
        let key = (session.ply(), Some(1), None);
        Decision::of(&session.game, &session.seats, key, true, Some(1))
    }

    fn said(r: Reply<PalabraMove>) -> String {
        match r {
            Reply::Say(s) => s,
            Reply::Nothing => String::new(),
            Reply::Play(mv) => panic!("played {mv:?}"),
            Reply::StartTimer => panic!("started the timer"),
        }
    }

    #[test]
    fn a_shave_letter_picks_the_only_word_that_can_be_shaved() {
        let s = session("A A P #");
        let d = decision(&s);
        let c = d.ctx(&s.game, Lang::En, None);
        assert_eq!(ask(&c), Ask::PrePlay);
        let mut ui = PalabraUi::default();
        assert_eq!(said(ui.text(&c, 'a')), "");
        assert_eq!(
            ui.target,
            Some(2),
            "PAL is the only word that can be shaved"
        );
        assert!(matches!(
            ui.intended_move(&c),
            Some(Ok(PalabraMove::Shave { target: 2, .. }))
        ));
    }

    #[test]
    fn the_only_joker_moves_to_the_word_picked_and_says_so() {
        let s = session("A A P #");
        let d = decision(&s);
        let c = d.ctx(&s.game, Lang::En, None);
        let mut ui = PalabraUi {
            target: Some(2),
            ..PalabraUi::default()
        };
        assert_eq!(said(ui.command(&c, Cmd::Joker, Action::Char('1'))), "");
        assert_eq!(ui.jokers, vec![2]);
        ui.target = Some(0);
        let why = said(ui.command(&c, Cmd::Joker, Action::Char('1')));
        assert_eq!(ui.jokers, vec![0], "the joker moved");
        assert!(why.contains("Cy") && why.contains("Ana"), "{why}");
    }

    #[test]
    fn shave_letters_after_a_joker_are_refused_with_the_reason() {
        let s = session("A A P #");
        let d = decision(&s);
        let c = d.ctx(&s.game, Lang::En, None);
        let mut ui = PalabraUi {
            target: Some(2),
            jokers: vec![2],
            ..PalabraUi::default()
        };
        let why = said(ui.text(&c, 'a'));
        assert!(why.contains("not both"), "{why}");
        assert_eq!(ui.entry.text(), "", "the letter is not kept silently");
        // Letters first: the joker key says why it does nothing.
        let mut ui = PalabraUi {
            target: Some(0),
            ..PalabraUi::default()
        };
        let _ = ui.entry.push::<PalabraMove>("A", "");
        let why = said(ui.command(&c, Cmd::Joker, Action::Char('1')));
        assert!(why.contains("not both"), "{why}");
        assert!(ui.jokers.is_empty());
        // Both at once (a hand-made state) never plays one and drops the other.
        ui.jokers = vec![0];
        assert!(matches!(ui.intended_move(&c), Some(Err(_))));
    }

    #[test]
    fn stars_are_shown_apart_from_the_letters() {
        let s = session("A A P #");
        let w = s.game.word_of(2).expect("PAL");
        let text: String = word_spans(w)
            .iter()
            .map(|s| s.content.to_string())
            .collect();
        assert_eq!(text, "P★★★ AL");
        assert!(!text.contains('*'));
    }
}
