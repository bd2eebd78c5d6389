//! The replay viewer's screen: the header (game, move, round, view, seed), the game's own
//! board from the chosen seat's view or every hand face up, where the replay stands and
//! the moves before it, the footer; the score pad beside the table when there is room,
//! over it on Tab; every move up to here on Ctrl-L.

use crate::app::replay::{Overlay, ReplayTable, View};
use crate::app::table::TableMemo;
use crate::app::text::replay::{fill, words};
use crate::game_screen::game_ui::GameUi;
use crate::game_screen::game_ui::ScreenedGame;
use crate::game_screen::keys::key_names;
use crate::game_screen::kit::*;

/// Terminals at least this wide show the score pad beside the table (as at the table).
const WIDE: u16 = super::table::WIDE;

/// The keys that work now, as (key, what it does), from the bindings the keys are
/// dispatched with; then `?` for the rules.
pub(crate) fn footer_keys<G: ScreenedGame>(r: &ReplayTable<G>) -> Vec<(String, String)> {
    let lang = r.lang;
    let mut keys: Vec<(String, String)> = Vec::new();
    for b in r.bindings().iter().filter(|b| b.shown) {
        keys.push((key_names(&b.keys, lang), b.label.clone()));
        // The rules right after the way out: the review and practice keys come last,
        // the first to go where a phone's footer runs out of rows.
        if b.command == crate::app::replay::ReplayKey::Leave {
            keys.push(("?".into(), words(lang).key_rules.into()));
        }
    }
    keys
}

pub fn draw<G: ScreenedGame>(frame: &mut Frame, area: Rect, r: &ReplayTable<G>) -> TableMemo {
    let lang = r.lang;
    let w = words(lang);
    let side_pad = area.width >= WIDE;
    let decision = r.decision();
    let ctx = r.ctx(&decision);
    let keys = footer_keys(r);
    let footer_lines = pack(&keys, area.width);
    let footer_h = (footer_lines.len() as u16).clamp(1, 4);
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
            Constraint::Length((area.width / 3).clamp(36, 64)),
        ])
        .areas(body);
        (main, Some(pad))
    } else {
        (body, None)
    };
    // The header: game, replay, move, round, the view, the seed (nothing is secret now).
    let view = match r.view {
        View::Seat(s) => fill(w.view_of, &[("name", &ctx.names[s])]),
        View::AllHands => w.view_all.to_string(),
    };
    let plies = r.replay.plies();
    let head = format!(
        " {} · {} · {} · {} · {}",
        crate::engine::words::pair(lang, G::TITLE),
        w.title,
        fill(
            w.header_move,
            &[("ply", &r.ply.to_string()), ("plies", &plies.to_string())]
        ),
        view,
        r.ui.header(&ctx),
    );
    let seed = format!(
        " · {} {}",
        crate::app::text::table::words(lang).header_seed,
        r.replay.session.seed
    );
    let head = fit_keeping_tail(&head, &seed, area.width as usize);
    frame.render_widget(
        Paragraph::new(Span::styled(head, theme::title())),
        header_row,
    );
    frame.render_widget(Paragraph::new(footer_lines), footer_rows);

    // Where the replay stands (or why a key did nothing), then the moves before it.
    let message = crate::app::replay::ReplayScreen::message(r);
    let width = main.width.max(1);
    let message_rows = rows_for(&message, width).min(4);
    let below = message_rows + 3;
    let mut memo = TableMemo {
        too_small: false,
        side_pad,
        hits: Vec::new(),
        ..TableMemo::default()
    };
    let top_rows = main.height.saturating_sub(below);
    // A phone-size screen shows the game's compact board, as at the table.
    let compact = super::table::is_compact(area);
    let top_rows = match r.view {
        View::Seat(_) if compact => r.ui.compact_rows(&ctx, main.width).min(top_rows),
        View::Seat(_) => r.ui.board_rows(&ctx, main.width).min(top_rows),
        View::AllHands => (hand_lines(r, ctx.names)
            .iter()
            .map(|l| rows_for(&l.to_string(), main.width.saturating_sub(2)))
            .sum::<u16>()
            + 2)
        .min(top_rows),
    };
    let [top, messages] =
        Layout::vertical([Constraint::Length(top_rows), Constraint::Fill(1)]).areas(main);
    match r.view {
        View::Seat(_) => {
            // Nothing here is clickable: a replay plays no move.
            let mut hits = Vec::new();
            if compact {
                r.ui.draw_compact(frame, top, &ctx, &mut hits);
            } else {
                r.ui.draw_board(frame, top, &ctx, &mut hits);
            }
        }
        View::AllHands => all_hands(frame, top, r, ctx.names),
    }
    moves(frame, messages, r, &message);
    if let Some(pad) = pad {
        score_pad(frame, pad, r, &ctx);
    }
    match r.overlay {
        Overlay::Scores if !side_pad => {
            frame.render_widget(Clear, main);
            score_pad(frame, main, r, &ctx);
        }
        Overlay::Log(scroll) => log(frame, main, r, scroll),
        _ => {}
    }
    memo.hits.clear();
    memo
}

/// Every seat's cards face up, one seat after another, with its total at this move.
fn all_hands<G: ScreenedGame>(frame: &mut Frame, area: Rect, r: &ReplayTable<G>, names: &[String]) {
    frame.render_widget(
        // Not trimmed: the column of the ▶ mark stays.
        Paragraph::new(hand_lines(r, names))
            .wrap(Wrap { trim: false })
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(Span::styled(words(r.lang).hands_title, theme::title())),
            ),
        area,
    );
}

/// A line per seat: who is to act (▶), the seat, its total, its cards.
fn hand_lines<G: ScreenedGame>(r: &ReplayTable<G>, names: &[String]) -> Vec<Line<'static>> {
    let state = r.state();
    let hands = state.hands_text(r.lang);
    let totals = state.totals();
    let to_act = state.to_act();
    names
        .iter()
        .enumerate()
        .map(|(s, name)| {
            let mark = if to_act == Some(s) { "▶" } else { " " };
            let name = name.clone();
            let total = totals.get(s).map_or(String::new(), |t| format!(" ({t})"));
            Line::from(vec![
                Span::styled(format!("{mark}{} {name}{total}: ", s + 1), theme::bold()),
                Span::raw(hands.get(s).cloned().unwrap_or_default()),
            ])
        })
        .collect()
}

/// The moves before this one (dim, oldest first, as many as fit), then this one.
fn moves<G: ScreenedGame>(frame: &mut Frame, area: Rect, r: &ReplayTable<G>, message: &str) {
    let width = area.width.max(1);
    let newest = rows_for(message, width).min(area.height);
    let mut lines: Vec<Line> = Vec::new();
    let mut used = newest;
    for entry in r.told[..r.ply.saturating_sub(1)].iter().rev() {
        let need = rows_for(entry, width);
        if used + need > area.height {
            break;
        }
        used += need;
        lines.insert(0, Line::from(Span::styled(entry.clone(), theme::dim())));
    }
    let style = if r.notice.is_some() {
        theme::warn()
    } else {
        theme::bold()
    };
    lines.push(Line::from(Span::styled(message.to_string(), style)));
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: true }), area);
}

fn score_pad<G: ScreenedGame>(
    frame: &mut Frame,
    area: Rect,
    r: &ReplayTable<G>,
    ctx: &crate::game_screen::game_ui::Ctx<G>,
) {
    let inner_w = area.width.saturating_sub(2);
    let inner_h = area.height.saturating_sub(2);
    let lines = r.ui.score_pad(ctx, inner_w, inner_h);
    frame.render_widget(
        Paragraph::new(lines).block(
            Block::default()
                .borders(Borders::ALL)
                .title(words(r.lang).pad_title),
        ),
        area,
    );
}

/// Every move up to this one, numbered, the newest at the bottom; ↑ goes back in time.
fn log<G: ScreenedGame>(frame: &mut Frame, area: Rect, r: &ReplayTable<G>, scroll: u16) {
    frame.render_widget(Clear, area);
    let width = area.width.saturating_sub(2);
    let height = area.height.saturating_sub(2);
    let rows: Vec<Line> = r.told[..r.ply]
        .iter()
        .enumerate()
        .map(|(i, entry)| Line::from(Span::raw(format!("{:>3}. {entry}", i + 1))))
        .collect();
    let paragraph = Paragraph::new(rows).wrap(Wrap { trim: false });
    let total = paragraph.line_count(width).min(u16::MAX as usize) as u16;
    let top = total.saturating_sub(height).saturating_sub(scroll);
    let mut block = Block::default()
        .borders(Borders::ALL)
        .title(words(r.lang).log_title);
    // A key that did nothing says why, below the moves it would hide behind.
    if let Some(why) = &r.notice {
        block = block.title_bottom(Span::styled(why.clone(), theme::warn()));
    }
    frame.render_widget(paragraph.scroll((top, 0)).block(block), area);
}
