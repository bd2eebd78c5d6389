//! The one table screen: header, the game's board, the last moves and the prompt, the
//! footer, the score pad (beside the table when there is room), the hand-off, the round
//! summary, the log of moves and the game-over screen. The game draws only its board.

use crate::app::table::{Look, Overlay, TableMemo};
use crate::game_screen::game_ui::{Binding, Ctx, GameUi};
use crate::game_screen::kit::*;

use crate::app::text::table::{fill, words};
use crate::engine::Lang;
use crate::game_screen::game_ui::ScreenedGame;
use crate::game_screen::keys::key_names;

/// Terminals at least this wide show the score pad beside the table.
pub(crate) const WIDE: u16 = 112;
/// The side score pad takes about a third of a wide terminal.
fn pad_width(width: u16) -> u16 {
    (width / 3).clamp(36, 64)
}
/// The message area never gets fewer rows than this.
const MIN_MESSAGE_ROWS: u16 = 1;
/// On a compact screen the message area keeps room for the last move and the question.
const COMPACT_MESSAGE_ROWS: u16 = 4;

/// A screen narrower than 80 or shorter than 24 (down to 40x20, a phone held upright)
/// shows the game's compact board and a short footer (issue 36).
pub(crate) fn is_compact(area: Rect) -> bool {
    area.width < crate::ui::MIN_WIDTH || area.height < crate::ui::MIN_HEIGHT
}

pub fn draw<G: ScreenedGame>(frame: &mut Frame, area: Rect, t: Look<'_, G>) -> TableMemo {
    let ctx = t.ctx();
    let lang = ctx.lang;
    let side_pad = area.width >= WIDE;
    let compact = is_compact(area);
    let (mut now_keys, mut common_keys) = footer_keys(t, &ctx, side_pad);
    if compact {
        // One list, so that the game's keys and the table's share rows.
        now_keys.extend(short_footer(common_keys, lang));
        common_keys = Vec::new();
    }
    // On a phone every key that works now is listed, even over six rows (Palabra's
    // "1-5" in Spanish takes two: the last keys were cut).
    let most_rows: usize = if compact { 6 } else { 4 };
    let footer_h = footer_paragraph(&now_keys, &common_keys, area.width, compact)
        .line_count(area.width)
        .clamp(1, most_rows) as u16;
    let [header_row, body, footer_rows] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(footer_h),
    ])
    .areas(area);
    let (main, pad) = if side_pad {
        let [main, _, pad] = Layout::horizontal([
            Constraint::Fill(1),
            Constraint::Length(1),
            Constraint::Length(pad_width(area.width)),
        ])
        .areas(body);
        (main, Some(pad))
    } else {
        (body, None)
    };
    let mut memo = TableMemo {
        too_small: false,
        side_pad,
        hits: Vec::new(),
        ..TableMemo::default()
    };
    header(frame, header_row, t, &ctx, compact);
    footer(frame, footer_rows, &now_keys, &common_keys, compact);
    if let Some(seat) = t.screen.handoff {
        if let Overlay::Summary(summary) = &t.screen.overlay {
            // Everyone reads the summary first; the hand-off comes after `c`.
            memo.summary_hidden =
                summary_box(frame, body, lang, summary, t.screen.summary_scroll, false).0;
        } else {
            memo.focus = Some(handoff(
                frame,
                body,
                lang,
                &ctx.names[seat],
                &t.screen.handoff_lines(&t.table.session),
            ));
        }
        return memo;
    }
    if t.table.is_over() && !matches!(t.screen.overlay, Overlay::Summary(_)) {
        game_over(frame, body, t, &ctx);
        if t.screen.review.asking {
            review_who(frame, body, t, lang);
        }
        return memo;
    }
    let board_rows = if compact {
        // The newest move (or refusal) and the question are read whole on a phone: the
        // board gives way to them, down to half the screen (a refusal was cut under a
        // three-row question; seen in tmux).
        let messages = message_rows(t, &ctx, main.width)
            .min(main.height / 2)
            .max(COMPACT_MESSAGE_ROWS);
        t.screen
            .ui
            .compact_rows(&ctx, main.width)
            .min(main.height.saturating_sub(messages))
    } else {
        t.screen
            .ui
            .board_rows(&ctx, main.width)
            .min(main.height.saturating_sub(MIN_MESSAGE_ROWS))
    };
    let [board, messages] =
        Layout::vertical([Constraint::Length(board_rows), Constraint::Fill(1)]).areas(main);
    if compact {
        t.screen.ui.draw_compact(frame, board, &ctx, &mut memo.hits);
    } else {
        t.screen.ui.draw_board(frame, board, &ctx, &mut memo.hits);
    }
    memo.focus = ctx.focused();
    message_area(frame, messages, t, &ctx);
    if let Some(pad) = pad {
        score_pad(frame, pad, t, &ctx);
    }
    // Where the table's own elements are, for a guide's step to point at.
    let mut places: Vec<(&str, Rect)> = vec![("messages", messages)];
    if let Some(pad) = pad {
        places.push(("score_pad", pad));
    }
    match &t.screen.overlay {
        Overlay::Scores if !side_pad => {
            let mut rect = centered(main, 78, main.height);
            if t.table.guide.is_some() {
                // During a guide the pad is as tall as its lines: its step's box fits below.
                let lines = t
                    .screen
                    .ui
                    .score_pad(&ctx, rect.width.saturating_sub(2), rect.height);
                let rows = (lines.len() as u16 + 2).min(rect.height);
                rect = Rect {
                    height: rows,
                    ..rect
                };
            }
            frame.render_widget(Clear, rect);
            let (hidden, rows) =
                score_pad_scrolled(frame, rect, t, &ctx, Some(t.screen.pad_scroll));
            (memo.pad_hidden, memo.pad_rows) = (hidden, rows);
            places.push(("score_pad", rect));
            memo.hits.clear();
            memo.focus = None;
        }
        Overlay::Log(scroll) => {
            log(frame, main, t, *scroll);
            memo.hits.clear();
            memo.focus = None;
        }
        Overlay::Summary(summary) => {
            // During a guide on a phone the summary goes on top: its step's box fits below.
            let on_top = compact && t.table.guide.is_some();
            let (hidden, rect) =
                summary_box(frame, main, lang, summary, t.screen.summary_scroll, on_top);
            memo.summary_hidden = hidden;
            places.push(("summary", rect));
            memo.hits.clear();
            memo.focus = None;
        }
        _ => {}
    }
    if let Some(g) = &t.table.guide {
        let place = |name: &str| {
            places
                .iter()
                .rev()
                .find(|(n, _)| *n == name)
                .map(|(_, r)| *r)
                .or_else(|| {
                    if compact {
                        t.screen.ui.compact_element(&ctx, board, name)
                    } else {
                        t.screen.ui.element(&ctx, board, name)
                    }
                })
        };
        let learner_acts = ctx.acting.is_some();
        (memo.guide_at, memo.guide_box) =
            super::guide::draw(frame, main, g, lang, learner_acts, &place);
        // A guide's box over the focused item hides it.
        if let (Some(at), Some(guide)) = (memo.focus, memo.guide_box)
            && guide.contains(at)
        {
            memo.focus = None;
        }
    }
    memo
}

/// The end of a round, hand or game, over whatever is below it, scrolled down `scroll`
/// rows. Returns how many rows do not fit (what ↓ can still bring in), so a long list
/// (Palace's review at 80x24) is never cut with no way to read it.
fn summary_box(
    frame: &mut Frame,
    area: Rect,
    lang: Lang,
    summary: &crate::games::Summary,
    scroll: u16,
    on_top: bool,
) -> (u16, Rect) {
    let width = area.width.min(76);
    // A title longer than the top border (Rapiletras' "Fin de la mano 1: Máquina 2 se
    // quedó sin cartas" at 40 columns) goes inside the box, wrapped, to be read whole.
    let title = format!(" {} ", summary.title);
    let title_on_border = Span::raw(title.as_str()).width() + 2 <= usize::from(width);
    let mut lines = vec![if title_on_border {
        Line::from("")
    } else {
        Line::from(Span::styled(format!(" {}", summary.title), theme::title()))
    }];
    if !title_on_border {
        lines.push(Line::from(""));
    }
    for l in &summary.lines {
        lines.push(Line::from(Span::raw(format!(" {l}"))));
    }
    lines.push(Line::from(""));
    lines.push(Line::from(Span::styled(
        words(lang).summary_continue,
        theme::dim(),
    )));
    let paragraph = Paragraph::new(lines).wrap(Wrap { trim: false });
    let total = paragraph
        .line_count(width.saturating_sub(2))
        .min(u16::MAX as usize) as u16;
    let mut rect = centered(area, width, (total + 2).max(8));
    if on_top {
        rect.y = area.y;
    }
    let visible = rect.height.saturating_sub(2);
    let hidden = total.saturating_sub(visible);
    let top = scroll.min(hidden);
    let mut block = Block::default().borders(Borders::ALL);
    if title_on_border {
        block = block.title(Span::styled(title, theme::title()));
    }
    if hidden > 0 {
        block = block.title_bottom(rows_below(lang, hidden - top));
    }
    frame.render_widget(Clear, rect);
    frame.render_widget(paragraph.scroll((top, 0)).block(block), rect);
    (hidden, rect)
}

/// Whose own part of the summary to show (Palace's review list, at a shared keyboard):
/// the people here who have one, by seat number. Names only, nothing of their lists.
fn review_who<G: ScreenedGame>(frame: &mut Frame, area: Rect, t: Look<'_, G>, lang: Lang) {
    let names = t.table.session.names();
    let mut lines = vec![
        Line::from(""),
        Line::from(Span::styled(words(lang).review_who, theme::bold())),
        Line::from(""),
    ];
    for &seat in &t.screen.review.seats {
        let name = names.get(seat).map_or("", String::as_str);
        lines.push(Line::from(format!("  {}  {}", seat + 1, cut(name, 30))));
    }
    let rect = centered(area, 56, lines.len() as u16 + 3);
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(Block::default().borders(Borders::ALL)),
        rect,
    );
}

fn header<G: ScreenedGame>(
    frame: &mut Frame,
    area: Rect,
    t: Look<'_, G>,
    ctx: &Ctx<G>,
    compact: bool,
) {
    let lang = ctx.lang;
    let title = crate::engine::words::pair(lang, G::TITLE);
    let parts = t.screen.ui.header(ctx);
    let head = format!(" {title} · {parts}");
    // A seed drawn at random would reveal every hand: it is shown only once the game
    // is over, or when someone here chose it (never at another terminal: the host typed
    // it, and a guest who read it could deal every hand; found by a tester). It is never
    // cut (a cut seed deals another game).
    let seed = if t.seed_shown() {
        format!(" · {} {}", words(lang).header_seed, t.table.session.seed)
    } else {
        String::new()
    };
    let text = if compact {
        // On a phone the round or hand is read whole; the long name and the seed give
        // way ("Pala · Pointillism · round 1 … · seed 7"; seen in tmux).
        compact_header(title, &parts, &seed, area.width as usize)
    } else {
        fit_keeping_tail(&head, &seed, area.width as usize)
    };
    frame.render_widget(Paragraph::new(Span::styled(text, theme::title())), area);
}

/// Key hints: how the key is written, and what it does.
pub(crate) type Hints = Vec<(String, String)>;

/// The footer's keys: what the game's keys do now, then the keys of every table. Both
/// come from the lists the keys are dispatched with.
pub(crate) fn footer_keys<G: ScreenedGame>(
    t: Look<'_, G>,
    ctx: &Ctx<G>,
    side_pad: bool,
) -> (Hints, Hints) {
    let lang = ctx.lang;
    // While typing, letters are text: undo and hint are on Ctrl-Z and Ctrl-G.
    let typing = t.wants_text();
    let names = |keys: &[crate::game_screen::keys::Action]| {
        use crate::game_screen::keys::Action;
        match keys {
            [Action::Undo] if typing => "^Z".to_string(),
            [Action::Hint] if typing => "^G".to_string(),
            _ => key_names(keys, lang),
        }
    };
    let mut now: Vec<(String, String)> = Vec::new();
    let keys_free =
        t.screen.overlay == Overlay::None || (t.screen.overlay == Overlay::Scores && side_pad);
    if !t.table.is_over()
        && t.screen.handoff.is_none()
        && keys_free
        && let Some(typing) = t.screen.ui.typing(ctx)
    {
        now.push(("A-Z".into(), typing));
    }
    if keys_free && !t.guide_reading() {
        now.extend(shown(&t.game_keys(), names));
    }
    // Undo belongs to the decision: with the game's keys, so that the table's row keeps
    // its room at 80 columns.
    let (decision, table): (Vec<_>, Vec<_>) = t
        .host_keys_for(side_pad)
        .into_iter()
        .partition(|b| b.command == crate::app::table::HostKey::Undo);
    now.extend(shown(&decision, names));
    // The hint key joins the decision's keys whenever it works, even on a row more: it
    // was left out when it did not fit (Rapiletras with a word typed at 80 columns;
    // found by a tester), and the footer shows every key that works now.
    if let Some(hint) = table
        .iter()
        .find(|b| b.command == crate::app::table::HostKey::Hint)
    {
        now.push((names(&hint.keys), hint.label.clone()));
    }
    let mut common: Vec<(String, String)> = shown(&table, names);
    if t.shows_esc_menu() {
        common.push(("Esc".into(), words(lang).key_menu.into()));
    }
    if t.table.guide.is_some() {
        common.push(("Esc".into(), words(lang).key_leave_guide.into()));
    }
    // In a text field `?` is text: the rules are on F1 there.
    let help = if t.wants_text() { "F1" } else { "?" };
    common.push((help.into(), words(lang).key_rules.into()));
    common.push(("^Q".into(), words(lang).key_quit.into()));
    (now, common)
}

/// The table's keys on a compact screen: the ones a player reaches for (scores, moves,
/// the menu, the rules); export and quit stay listed in the rules' keys and the menu.
fn short_footer(common: Hints, lang: Lang) -> Hints {
    let w = words(lang);
    let dropped = [w.key_quit, w.key_export];
    common
        .into_iter()
        .filter(|(_, what)| !dropped.contains(&what.as_str()))
        .collect()
}

/// The footer: the game's keys, then the table's.
fn footer(
    frame: &mut Frame,
    area: Rect,
    now: &[(String, String)],
    common: &[(String, String)],
    compact: bool,
) {
    frame.render_widget(footer_paragraph(now, common, area.width, compact), area);
}

/// The footer's rows at `width`: a key whose words are wider than a row (Palabra's "1-5"
/// at 40 columns) goes on over the next row rather than being cut. On a phone a row's
/// last key may end at the edge: every row saved goes to the table.
fn footer_paragraph(
    now: &[(String, String)],
    common: &[(String, String)],
    width: u16,
    compact: bool,
) -> Paragraph<'static> {
    let pack = if compact { pack_tight } else { pack };
    let mut lines = pack(now, width);
    lines.extend(pack(common, width));
    Paragraph::new(lines).wrap(Wrap { trim: false })
}

fn shown<C>(
    keys: &[Binding<C>],
    names: impl Fn(&[crate::game_screen::keys::Action]) -> String,
) -> Vec<(String, String)> {
    keys.iter()
        .filter(|b| b.shown)
        .map(|b| (names(&b.keys), b.label.clone()))
        .collect()
}

/// The hand-off screen: "Pass to NAME" and nothing private. Above it, the public lines
/// of the moves since the last person here played (theirs first: a challenge answered,
/// a word refused, even when computers played after it; found by a tester), so whoever
/// played reads how it went before giving up the keyboard. Returns where its "press
/// Enter" line starts, the screen's focus.
fn handoff(frame: &mut Frame, area: Rect, lang: Lang, name: &str, recent: &[String]) -> Position {
    // 64 columns, or the whole width of a phone-size screen.
    let width = area.width.min(64);
    let inner = width.saturating_sub(4);
    // The box keeps "Pass to NAME" on the screen: the moves get what is left, at most 8.
    let room = area.height.saturating_sub(9).min(8);
    let shown = handoff_moves(recent, inner, room);
    let last_rows = shown
        .iter()
        .map(|l| crate::game_screen::kit::rows_for(l, inner))
        .sum::<u16>();
    let last_rows = last_rows.min(room);
    let last_block = if last_rows > 0 { last_rows + 1 } else { 0 };
    let rect = centered(area, width, 7 + last_block);
    frame.render_widget(Clear, rect);
    let block = Block::default().borders(Borders::ALL);
    let body = block.inner(rect);
    frame.render_widget(block, rect);
    if last_rows > 0 {
        let at = Rect {
            x: body.x + 1,
            y: body.y + 1,
            width: body.width.saturating_sub(2),
            height: last_rows.min(body.height.saturating_sub(1)),
        };
        let lines: Vec<Line> = shown.into_iter().map(Line::from).collect();
        frame.render_widget(
            Paragraph::new(lines)
                .style(theme::dim())
                .wrap(Wrap { trim: true }),
            at,
        );
    }
    let pass_to = fill(words(lang).handoff_pass_to, &[("name", name)]);
    let lines = vec![
        Line::from(""),
        Line::from(Span::styled(pass_to.clone(), theme::bold())),
        Line::from(""),
        Line::from(Span::styled(words(lang).handoff_look_away, theme::dim())),
    ];
    let rest = Rect {
        y: body.y + last_block,
        height: body.height.saturating_sub(last_block),
        ..body
    };
    frame.render_widget(
        Paragraph::new(lines)
            .alignment(ratatui::layout::Alignment::Center)
            .wrap(Wrap { trim: true }),
        rest,
    );
    // Its first row, centered as the paragraph centers it.
    let first_row = wrap_words(&pass_to, usize::from(rest.width))
        .first()
        .map_or(0, |row| Span::raw(row.as_str()).width() as u16);
    Position::new(
        rest.x + (rest.width / 2).saturating_sub(first_row / 2),
        (rest.y + 1).min(rest.bottom().saturating_sub(1)),
    )
}

/// The lines that fit in `rows` rows of `width`: all of them, or the first (the move
/// of the person who played) and as many of the newest as fit after a "…".
fn handoff_moves(lines: &[String], width: u16, rows: u16) -> Vec<String> {
    let need = |l: &String| crate::game_screen::kit::rows_for(l, width);
    if lines.iter().map(need).sum::<u16>() <= rows {
        return lines.to_vec();
    }
    let Some((first, rest)) = lines.split_first() else {
        return Vec::new();
    };
    let mut used = need(first) + 1;
    let mut newest: Vec<String> = Vec::new();
    for line in rest.iter().rev() {
        if used + need(line) > rows {
            break;
        }
        used += need(line);
        newest.insert(0, line.clone());
    }
    let mut out = vec![first.clone(), "…".to_string()];
    out.extend(newest);
    out
}

/// What the table waits for when several decide at once (Palace's challenge series at
/// a hosted table), each away person marked.
fn awaited_text<G: ScreenedGame>(t: Look<'_, G>) -> Option<String> {
    let seats = t.table.awaited();
    if seats.len() < 2 {
        return None;
    }
    let lang = t.screen.lang;
    let names: Vec<String> = t
        .table
        .session
        .names()
        .into_iter()
        .enumerate()
        .map(|(seat, name)| {
            if t.table.is_away(seat) {
                crate::app::text::table::fill(
                    crate::app::text::table::words(lang).poll_away,
                    &[("name", &name)],
                )
            } else {
                name
            }
        })
        .collect();
    t.table.session.game.awaited_text(&seats, lang, &names)
}

/// What the screen asks now: the poll's question, the acting person's prompt, who the
/// table waits for, or nothing.
pub(crate) fn prompt_text<G: ScreenedGame>(t: Look<'_, G>, ctx: &Ctx<G>) -> Option<String> {
    let lang = ctx.lang;
    if let Some(p) = t.poll_prompt() {
        Some(p)
    } else if ctx.acting.is_some() {
        t.screen.ui.prompt(ctx)
    } else if let Some(text) = awaited_text(t) {
        Some(text)
    } else if t.table.guide.as_ref().is_some_and(|g| g.after_round()) {
        // The guide's last steps are read while the computers wait: nobody thinks.
        None
    } else {
        t.table.session.to_act().and_then(|s| {
            let seat = &t.table.session.seats[s];
            let name = [("name", seat.name.as_str())];
            if !seat.is_human() {
                Some(fill(words(lang).thinking, &name))
            } else if t.table.is_away(s) {
                Some(fill(words(lang).waiting_away, &name))
            } else if seat.kind == crate::engine::SeatKind::Remote && !t.screen.is_here(s) {
                Some(fill(words(lang).waiting_remote, &name))
            } else {
                None
            }
        })
    }
}

/// The rows the newest move (or refusal) and the question take whole at `width`.
fn message_rows<G: ScreenedGame>(t: Look<'_, G>, ctx: &Ctx<G>, width: u16) -> u16 {
    let width = width.max(1);
    let prompt = prompt_text(t, ctx).map_or(0, |p| rows_for(&p, width));
    let newest = t
        .screen
        .recent(1, width as usize, u16::MAX as usize)
        .pop()
        .map_or(0, |m| rows_for(&m, width));
    prompt + newest
}

/// The last moves (or a refusal) above the prompt; the newest move is whole unless the
/// question to answer here needs its room.
fn message_area<G: ScreenedGame>(frame: &mut Frame, area: Rect, t: Look<'_, G>, ctx: &Ctx<G>) {
    let prompt = prompt_text(t, ctx);
    let width = area.width.max(1);
    let mut prompt_rows = prompt.as_deref().map_or(0, |p| rows_for(p, width));
    let newest = t
        .screen
        .recent(1, width as usize, area.height as usize)
        .pop()
        .map_or(0, |m| rows_for(&m, width));
    // The question someone here must answer wins over the last move (which Ctrl-L still
    // lists): at 80x24 with five Pala seats the cancel question was never on the
    // screen (found by a tester). Other prompts ("Cy is thinking") give way.
    let asks_here = ctx.acting.is_some() || t.poll().is_some();
    let prompt = if newest + prompt_rows <= area.height {
        prompt
    } else if asks_here {
        prompt_rows = prompt_rows.min(area.height);
        prompt
    } else {
        prompt_rows = 0;
        None
    };
    let log_rows = area.height.saturating_sub(prompt_rows);
    let [log_area, prompt_area] =
        Layout::vertical([Constraint::Length(log_rows), Constraint::Fill(1)]).areas(area);
    // Older moves first, as many as fit whole.
    let mut lines: Vec<Line> = Vec::new();
    let mut used = 0u16;
    for entry in t
        .screen
        .recent(log_rows as usize, width as usize, log_rows as usize)
        .iter()
        .rev()
    {
        let need = rows_for(entry, width);
        if !lines.is_empty() && used + need > log_rows {
            break;
        }
        used += need;
        let style = if lines.is_empty() {
            theme::warn()
        } else {
            theme::dim()
        };
        lines.insert(0, Line::from(Span::styled(entry.clone(), style)));
    }
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: true }), log_area);
    if let Some(p) = prompt {
        frame.render_widget(
            Paragraph::new(Span::styled(p, theme::bold())).wrap(Wrap { trim: true }),
            prompt_area,
        );
    }
}

/// "Game over. Ana wins!" with the winners, once the game has ended.
pub(crate) fn game_over_text<G: ScreenedGame>(lang: Lang, t: Look<'_, G>) -> Option<String> {
    let outcome = t.table.session.outcome()?;
    let names: Vec<String> = outcome
        .winners
        .iter()
        .map(|&w| t.table.session.seats[w].name.clone())
        .collect();
    let shared = names.len() > 1;
    let w = words(lang);
    Some(fill(
        w.game_over_line,
        &[
            ("how", crate::engine::words::pair(lang, G::WIN_HOW)),
            ("names", &names.join(w.game_over_and)),
            (
                "verb",
                if shared {
                    w.game_over_share
                } else {
                    w.game_over_wins
                },
            ),
        ],
    ))
}

/// The end: who won, the final totals, the seed (now that it can tell nothing), the
/// score pad; a rematch or the menu, never dismissed by a stray Enter.
fn game_over<G: ScreenedGame>(frame: &mut Frame, area: Rect, t: Look<'_, G>, ctx: &Ctx<G>) {
    let lang = ctx.lang;
    let mut lines = vec![Line::from(Span::styled(
        game_over_text(lang, t).unwrap_or_default(),
        theme::good(),
    ))];
    let totals = t.table.session.game.totals();
    let mut order: Vec<usize> = (0..totals.len()).collect();
    let winners = t
        .table
        .session
        .outcome()
        .map(|o| o.winners)
        .unwrap_or_default();
    // Winners first, then by total, best first: the lowest when a winner has less than
    // someone (Rapiletras, Impressionism), else the highest; seat order on a tie. (The
    // others were in seat order: "★ Cy 10 / Ana 20 / Bob 19"; found by a tester.)
    let low_wins = winners
        .iter()
        .any(|&w| totals.iter().any(|&other| totals[w] < other));
    order.sort_by_key(|&i| {
        let total = i64::from(totals[i]);
        let total = if low_wins { total } else { -total };
        (!winners.contains(&i), total, i)
    });
    for i in order {
        let mark = if winners.contains(&i) { "★" } else { " " };
        lines.push(Line::from(format!(
            " {mark} {:<16} {:>6}",
            cut(&ctx.names[i], 16),
            totals[i]
        )));
    }
    if t.seed_shown() {
        lines.push(Line::from(Span::styled(
            fill(
                words(lang).game_over_seed,
                &[("seed", &t.table.session.seed.to_string())],
            ),
            theme::dim(),
        )));
    }
    let text_rows: u16 = lines
        .iter()
        .map(|l| rows_for(&l.to_string(), area.width.saturating_sub(2)))
        .sum();
    let top_h = text_rows + 2;
    let [top, rest] =
        Layout::vertical([Constraint::Length(top_h), Constraint::Fill(1)]).areas(area);
    frame.render_widget(
        Paragraph::new(lines).wrap(Wrap { trim: false }).block(
            Block::default()
                .borders(Borders::ALL)
                .title(Span::styled(words(lang).game_over_title, theme::title())),
        ),
        top,
    );
    if rest.height >= 4 {
        score_pad(frame, rest, t, ctx);
    }
    if let Overlay::Log(scroll) = t.screen.overlay {
        log(frame, area, t, scroll);
    }
}

/// The score pad where no key scrolls it (beside the table, under the game's end): it
/// promises no rows below.
fn score_pad<G: ScreenedGame>(frame: &mut Frame, area: Rect, t: Look<'_, G>, ctx: &Ctx<G>) {
    score_pad_scrolled(frame, area, t, ctx, None);
}

/// The score pad scrolled down `scroll` rows (None: it does not scroll). Returns how many of its rows do not fit
/// and how many show: a pad longer than the screen (Palace's seven or eight seats on a
/// phone) says how much is below, as a summary does, and ↑↓ PgUp PgDn reach it.
fn score_pad_scrolled<G: ScreenedGame>(
    frame: &mut Frame,
    area: Rect,
    t: Look<'_, G>,
    ctx: &Ctx<G>,
    scroll: Option<u16>,
) -> (u16, u16) {
    let lang = ctx.lang;
    let inner_w = area.width.saturating_sub(2);
    let inner_h = area.height.saturating_sub(2);
    let lines = t.screen.ui.score_pad(ctx, inner_w, inner_h);
    let total = lines.len().min(u16::MAX as usize) as u16;
    let hidden = total.saturating_sub(inner_h);
    let top = scroll.unwrap_or(0).min(hidden);
    let mut block = Block::default()
        .borders(Borders::ALL)
        .title(words(lang).score_pad_title);
    if hidden > 0 && scroll.is_some() {
        block = block.title_bottom(rows_below(lang, hidden - top));
    }
    frame.render_widget(Paragraph::new(lines).scroll((top, 0)).block(block), area);
    (hidden, inner_h)
}

/// Every move so far, newest at the bottom; ↑ goes back in time.
fn log<G: ScreenedGame>(frame: &mut Frame, area: Rect, t: Look<'_, G>, scroll: u16) {
    let lang = t.screen.lang;
    frame.render_widget(Clear, area);
    let width = area.width.saturating_sub(2);
    let height = area.height.saturating_sub(2);
    let mut rows: Vec<Line> = Vec::new();
    for (i, entry) in t.screen.log.iter().enumerate() {
        rows.push(Line::from(Span::raw(format!("{:>3}. {entry}", i + 1))));
    }
    // The rows exactly as the paragraph wraps them, so that ↓ reaches the last move.
    let paragraph = Paragraph::new(rows).wrap(Wrap { trim: false });
    let total = paragraph.line_count(width).min(u16::MAX as usize) as u16;
    let top = total.saturating_sub(height).saturating_sub(scroll);
    frame.render_widget(
        paragraph.scroll((top, 0)).block(
            Block::default()
                .borders(Borders::ALL)
                .title(words(lang).log_title),
        ),
        area,
    );
}

/// A scrolled box's bottom title: how many rows are below, or that it is the end.
fn rows_below(lang: Lang, below: u16) -> Span<'static> {
    let w = words(lang);
    let more = if below > 0 {
        let rows = count(below as usize, w.summary_row, w.summary_rows);
        fill(w.summary_more, &[("rows", &rows)])
    } else {
        w.summary_the_end.to_string()
    };
    Span::styled(more, theme::warn())
}
