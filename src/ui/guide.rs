//! The guided first round's step box (README, "First Pala round"): the step's text and
//! what ends it, drawn next to the element the step points at, which is highlighted in
//! the theme's accent. The rectangles are the table's own: the game's board parts as
//! its screen part lays them out ([`crate::game_screen::game_ui::GameUi::element`]), the
//! summary and the score pad as the table draws them. Nothing a step talks about lies
//! under its box: the box never covers the element, nor the hand (or the trick) the
//! learner plays from while the round goes on.

use crate::app::guide::{Guided, key_name};
use crate::app::text::table::{fill, words};
use crate::engine::Lang;
use crate::game_screen::kit::*;
use crate::games::guide::Wait;

/// Draws the box in `main`; returns the element highlighted and the box's rectangle.
pub fn draw(
    frame: &mut Frame,
    main: Rect,
    g: &Guided,
    lang: Lang,
    learner_acts: bool,
    place: &dyn Fn(&str) -> Option<Rect>,
) -> (Option<Rect>, Option<Rect>) {
    let w = words(lang);
    let step = g.current();
    let live = g.live(learner_acts);
    // On a phone-size screen the box has no side borders: its text takes the whole
    // width, so that it is short enough to go beside the element, not over it.
    let compact = super::table::is_compact(frame.area());
    let inner = if compact {
        main.width.max(1) as usize
    } else {
        main.width.saturating_sub(2).max(1) as usize
    };
    let (text, status, target) = match step {
        _ if g.confirm_leave => (w.guide_leave.to_string(), None, None),
        Some(step) if live => {
            let status = match &g.said {
                Some(said) => Span::styled(said.clone(), theme::warn()),
                None => Span::styled(
                    match step.wait() {
                        Wait::Key("enter") if g.step + 1 == g.script.steps.len() => {
                            w.guide_end.to_string()
                        }
                        Wait::Key("enter") => w.guide_enter.to_string(),
                        Wait::Key(k) => fill(w.guide_press, &[("key", &key_name(k, lang))]),
                        Wait::Move { .. } => w.guide_do.to_string(),
                        Wait::RoundEnd => w.guide_finish.to_string(),
                    },
                    theme::dim(),
                ),
            };
            (step.text(lang).to_string(), Some(status), place(&step.at))
        }
        _ => (w.guide_wait.to_string(), None, None),
    };
    let mut lines: Vec<Line> = wrap_words(&text, inner)
        .into_iter()
        .map(|l| Line::from(Span::styled(l, theme::bold())))
        .collect();
    let text_only = lines.len() as u16;
    if let Some(status) = status {
        let style = status.style;
        // On a phone the footer's "Esc leave guide" says the status's last part.
        let content = if compact {
            status
                .content
                .split(" · Esc")
                .next()
                .unwrap_or_default()
                .to_string()
        } else {
            status.content.to_string()
        };
        for l in wrap_words(&content, inner) {
            lines.push(Line::from(Span::styled(l, style)));
        }
    }
    // What must stay in sight: the element, and while the round goes on the hand (and,
    // when a move is asked, the trick it goes to).
    let mut keep: Vec<Rect> = target.into_iter().collect();
    let move_asked = !g.after_round() && step.is_some_and(|s| s.key.is_none());
    let trick = place("trick").filter(|_| move_asked);
    if !g.after_round() {
        keep.extend(place("hand"));
        keep.extend(trick);
    }
    let text_rows = lines.len() as u16;
    let (at, borders) = if compact {
        // Short of room, a step that asks for a move still leaves the hand in sight:
        // without its status line if need be (the footer lists the keys, the step's
        // text says what to play).
        let least = usize::from(target.is_some()) + usize::from(move_asked);
        let status_rows = text_rows - text_only;
        // Everything kept in sight (the word being typed too) comes before the status
        // line: the footer lists the keys.
        // Last of all, the line under a word being typed (its dictionary mark) may go
        // under the box: the word itself stays in sight.
        let word_line_only: Vec<Rect> = match trick {
            Some(t) if t.height > 1 => keep
                .iter()
                .map(|&k| if k == t { Rect { height: 1, ..t } } else { k })
                .collect(),
            _ => Vec::new(),
        };
        let all_in_sight = compact_spot(main, text_rows, target, &keep, keep.len())
            .map(|found| (found, false))
            .or_else(|| {
                (move_asked && status_rows > 0)
                    .then(|| compact_spot(main, text_only, target, &keep, keep.len()))
                    .flatten()
                    .map(|found| (found, true))
            })
            .or_else(|| {
                (!word_line_only.is_empty())
                    .then(|| compact_spot(main, text_only, target, &word_line_only, keep.len()))
                    .flatten()
                    .map(|found| (found, true))
            });
        match all_in_sight {
            Some((found, without_status)) => {
                if without_status {
                    lines.truncate(lines.len() - usize::from(status_rows));
                }
                found
            }
            None => match compact_spot(main, text_rows, target, &keep, least) {
                Some(found) => found,
                None if move_asked => {
                    lines.truncate(lines.len() - usize::from(status_rows));
                    // Else as low as it goes, over as little of the hand as can be.
                    compact_spot(main, text_only, target, &keep, least)
                        .unwrap_or_else(|| (spot(main, text_only + 1, target, &keep), Borders::TOP))
                }
                None => (spot(main, text_rows + 1, target, &keep), Borders::TOP),
            },
        }
    } else {
        let height = (text_rows + 2).min(main.height);
        (spot(main, height, target, &keep), Borders::ALL)
    };
    let arrow = match target {
        Some(t) if at.y >= t.bottom() => " ▲ ",
        Some(_) => " ▼ ",
        None => " ",
    };
    let title = fill(
        w.guide_title,
        &[
            ("n", &(g.step + 1).min(g.script.steps.len()).to_string()),
            ("of", &g.script.steps.len().to_string()),
        ],
    );
    if let Some(t) = target {
        highlight(frame, t.intersection(main));
    }
    frame.render_widget(Clear, at);
    frame.render_widget(
        Paragraph::new(lines).block(
            Block::default()
                .borders(borders)
                .border_style(theme::accent())
                .title(Span::styled(format!("{title}{arrow}"), theme::title())),
        ),
        at,
    );
    (target, Some(at))
}

/// Where a box `height` rows tall goes: right below the element if nothing kept is in
/// the way, else lower, else above it, else at the bottom.
fn spot(main: Rect, height: u16, target: Option<Rect>, keep: &[Rect]) -> Rect {
    free_spot(main, height, target, keep).unwrap_or_else(|| {
        let bottom = main.bottom().saturating_sub(height);
        Rect {
            y: bottom.max(main.y),
            height: height.min(main.height),
            ..main
        }
    })
}

/// Right below the element if nothing kept is in the way, else lower, else above it
/// (None: nowhere).
fn free_spot(main: Rect, height: u16, target: Option<Rect>, keep: &[Rect]) -> Option<Rect> {
    let row = |y: u16| Rect {
        x: main.x,
        y,
        width: main.width,
        height,
    };
    let free = |r: &Rect| !keep.iter().any(|k| k.intersects(*r));
    let bottom = main.bottom().checked_sub(height)?;
    let Some(t) = target else {
        // Nothing pointed at: as low as it leaves what is kept in sight.
        return (main.y..=bottom).rev().map(row).find(free);
    };
    let below = (t.bottom()..=bottom).map(row).find(free);
    let above = (main.y..=t.y.saturating_sub(height))
        .rev()
        .filter(|&y| y + height <= t.y)
        .map(row)
        .find(free);
    below.or(above)
}

/// On a phone-size screen (no side borders): the box with its top and bottom borders
/// where it leaves everything kept in sight, else with its title's border alone; else
/// the last of `keep` (the trick, then the hand) gives way, down to its first `least`.
fn compact_spot(
    main: Rect,
    text_rows: u16,
    target: Option<Rect>,
    keep: &[Rect],
    least: usize,
) -> Option<(Rect, Borders)> {
    let least = least.max(1).min(keep.len());
    for kept in (least..=keep.len()).rev() {
        for (borders, rows) in [(Borders::TOP | Borders::BOTTOM, 2), (Borders::TOP, 1)] {
            if let Some(at) = free_spot(main, text_rows + rows, target, &keep[..kept]) {
                return Some((at, borders));
            }
        }
    }
    None
}

/// The element in the accent color: its plain cells take the accent's background
/// (cards keep their own colors); without colors, bold.
fn highlight(frame: &mut Frame, area: Rect) {
    let buf = frame.buffer_mut();
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            if let Some(cell) = buf.cell_mut((x, y)) {
                if theme::color_enabled() {
                    if cell.bg == Tc::Reset {
                        cell.set_bg(theme::ACCENT_BG);
                    }
                } else {
                    cell.modifier.insert(Modifier::BOLD);
                }
            }
        }
    }
}
