//! Rendering only: every function here reads the App and draws; nothing changes state.

pub mod cards;
pub mod launcher;
pub mod palabra_table;
pub mod popup;
pub mod rapi_table;
pub mod setup;
pub mod table;
pub mod theme;

use crate::app::{App, Screen};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;

pub fn draw(frame: &mut Frame, app: &App) {
    let area = frame.area();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        too_small(frame, area, app);
        return;
    }
    match &app.screen {
        Screen::Launcher(l) => launcher::draw(frame, area, app, l),
        Screen::Setup(s) => setup::draw(frame, area, app, s),
        Screen::Table(t) => table::draw(frame, area, app, t),
        Screen::Rapi(t) => rapi_table::draw(frame, area, app, t),
        Screen::Palabra(t) => palabra_table::draw(frame, area, app, t),
    }
    if let Some(p) = &app.popup {
        popup::draw(frame, area, app, p);
    }
}

fn too_small(frame: &mut Frame, area: Rect, app: &App) {
    let lang = app.lang;
    let lines = vec![
        Line::from(lang.pick(
            "The terminal is too small.",
            "La terminal es demasiado pequeña.",
        )),
        Line::from(match lang {
            crate::engine::Lang::En => format!(
                "Need {MIN_WIDTH}x{MIN_HEIGHT}, have {}x{}.",
                area.width, area.height
            ),
            crate::engine::Lang::Es => format!(
                "Hace falta {MIN_WIDTH}x{MIN_HEIGHT}, hay {}x{}.",
                area.width, area.height
            ),
        }),
        Line::from(lang.pick(
            "Enlarge it, or press q to quit.",
            "Agrándala, o pulsa q para salir.",
        )),
    ];
    frame.render_widget(
        Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: true }),
        area,
    );
}

/// Terminals at least this wide show the score pad beside the table.
const WIDE: u16 = 112;
const PAD_W: u16 = 34;

/// Whether the terminal is wide enough for the score pad beside the table (then it
/// never covers anything).
pub fn has_side_pad() -> bool {
    crossterm::terminal::size().is_ok_and(|(w, _)| w >= WIDE)
}

/// On a wide terminal: the score pad's place at the right, and the width left for the
/// table. Otherwise no pad and the whole width.
pub fn side_pad(area: Rect) -> (Option<Rect>, u16) {
    if area.width < WIDE {
        return (None, area.width);
    }
    let pad = Rect {
        x: area.x + area.width - PAD_W,
        y: area.y + 1,
        width: PAD_W,
        height: area.height.saturating_sub(3),
    };
    (Some(pad), area.width - PAD_W - 1)
}

/// Where the score pad goes: beside the table when there is room, else over it when
/// it is open (the area under it cleared), else nowhere.
pub fn pad_area(frame: &mut Frame, area: Rect, side: Option<Rect>, open: bool) -> Option<Rect> {
    if side.is_some() {
        return side;
    }
    open.then(|| {
        let rect = centered(area, 78, 20);
        frame.render_widget(ratatui::widgets::Clear, rect);
        rect
    })
}

/// The two footer rows at the bottom of `area`.
pub fn footer_rows(area: Rect) -> Rect {
    Rect {
        x: area.x,
        y: area.y + area.height.saturating_sub(2),
        width: area.width,
        height: 2.min(area.height),
    }
}

/// A rectangle of at most `w` x `h` centered in `area`.
pub fn centered(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect {
        x: area.x + (area.width - w) / 2,
        y: area.y + (area.height - h) / 2,
        width: w,
        height: h,
    }
}

/// The keys that work now, on the bottom row of `area`.
pub fn footer_bottom(frame: &mut Frame, area: Rect, keys: &[(&str, &str)]) {
    let row = Rect {
        y: area.y + area.height.saturating_sub(1),
        height: 1,
        ..area
    };
    footer(frame, row, keys);
}

/// The footer: the keys that work now.
pub fn footer(frame: &mut Frame, area: Rect, keys: &[(&str, &str)]) {
    let mut spans = Vec::new();
    for (k, what) in keys {
        spans.push(ratatui::text::Span::styled(format!(" {k} "), theme::key()));
        spans.push(ratatui::text::Span::raw(format!(" {what}  ")));
    }
    frame.render_widget(Paragraph::new(Line::from(spans)), area);
}

/// The message area: the last moves (or a refusal) above the prompt, which always fits.
pub fn message_area<G: crate::games::TableGame>(
    frame: &mut Frame,
    area: Rect,
    core: &crate::app::core::Core<G>,
    prompt: Option<String>,
    game_over: Option<Line<'static>>,
) {
    if let Some(line) = game_over {
        frame.render_widget(
            Paragraph::new(line).wrap(ratatui::widgets::Wrap { trim: true }),
            area,
        );
        return;
    }
    let width = area.width.max(1) as usize;
    let rows_for = |text: &str| {
        text.chars()
            .count()
            .div_ceil(width.saturating_sub(8).max(1))
            .max(1) as u16
    };
    let mut prompt = prompt;
    let mut prompt_rows = prompt.as_deref().map_or(0, rows_for);
    // The newest move must be read whole; the prompt repeats what the footer says.
    let newest = core
        .recent(1, width, area.height as usize)
        .pop()
        .map_or(0, |m| rows_for(&m));
    if newest + prompt_rows > area.height {
        prompt = None;
        prompt_rows = 0;
    }
    let log_rows = area.height.saturating_sub(prompt_rows);
    let mut lines: Vec<Line> = core
        .recent(2, width, log_rows as usize)
        .into_iter()
        .map(|m| Line::from(ratatui::text::Span::styled(m, theme::warn())))
        .collect();
    if log_rows == 0 {
        lines.clear();
    }
    let log_area = Rect {
        height: log_rows,
        ..area
    };
    frame.render_widget(
        Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: true }),
        log_area,
    );
    if let Some(p) = prompt {
        let prompt_area = Rect {
            y: area.y + log_rows,
            height: prompt_rows.min(area.height),
            ..area
        };
        frame.render_widget(
            Paragraph::new(ratatui::text::Span::styled(p, theme::bold()))
                .wrap(ratatui::widgets::Wrap { trim: true }),
            prompt_area,
        );
    }
}

/// "Game over" with the winners, once the game has ended. `how` says how the winners
/// won ("Highest score: ", in English and Spanish); shared wins name everyone.
pub fn game_over_line<G: crate::games::TableGame>(
    lang: crate::engine::Lang,
    core: &crate::app::core::Core<G>,
    how: (&str, &str),
) -> Option<Line<'static>> {
    let outcome = core.session.outcome()?;
    let names: Vec<String> = outcome
        .winners
        .iter()
        .map(|&w| core.session.seats[w].name.clone())
        .collect();
    let shared = names.len() > 1;
    let text = match lang {
        crate::engine::Lang::En => format!(
            "Game over. {}{} {}!",
            how.0,
            names.join(" and "),
            if shared { "share the win" } else { "wins" }
        ),
        crate::engine::Lang::Es => format!(
            "Fin de la partida. {}{} {}.",
            how.1,
            if shared {
                "comparten la victoria"
            } else {
                "gana"
            },
            names.join(" y ")
        ),
    };
    Some(Line::from(ratatui::text::Span::styled(text, theme::good())))
}
