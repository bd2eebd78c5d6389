//! The Rapiletras table: seats, the die shown large, the mazo and the pozo, the words on
//! the table, the hand with penalty values, the word being typed with a live check, the
//! message line, the score pad. Only the viewer's `RapiView` is read.

use super::theme;
use crate::app::App;
use crate::app::rapi_table::{RapiAsk, RapiTable};
use crate::engine::{Lang, Rules};
use crate::games::rapiletras::{Card, HandScore, RapiView};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Color as Tc, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};

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

pub fn draw(frame: &mut Frame, area: Rect, _app: &App, t: &RapiTable) {
    let lang = t.lang;
    let (pad, w) = super::side_pad(area);
    let spare = area.height - 24;
    let row = |y: u16, h: u16| Rect {
        x: area.x,
        y: area.y + y,
        width: w,
        height: h,
    };
    let public = t.view().unwrap_or_else(|| t.session.game.view_for(0));
    header(frame, row(0, 1), lang, t, &public);
    if let Some(seat) = t.handoff {
        super::table::handoff(frame, area, lang, &t.session.seats[seat].name, "Ctrl-Q");
        return;
    }
    seats(
        frame,
        Rect {
            width: w.saturating_sub(30),
            ..row(1, 6)
        },
        lang,
        t,
        &public,
    );
    die(
        frame,
        Rect {
            x: area.x + w.saturating_sub(30),
            width: 30,
            ..row(1, 6)
        },
        lang,
        &public,
    );
    words(frame, row(7, 6 + spare), lang, t, &public);
    match t.view() {
        Some(v) => hand(frame, row(13 + spare, 3), lang, t, &v),
        None => frame.render_widget(
            Paragraph::new(Span::styled(
                lang.pick(
                    "Only computer players: every hand stays hidden.",
                    "Solo juegan máquinas: las manos quedan ocultas.",
                ),
                theme::dim(),
            )),
            row(13 + spare, 3),
        ),
    }
    input(frame, row(16 + spare, 2), lang, t);
    message(frame, row(18 + spare, 4), lang, t);
    footer(frame, super::footer_rows(area), lang, t);
    if let Some(rect) = super::pad_area(frame, area, pad, t.show_scores || t.is_over()) {
        score_pad(frame, rect, lang, t, &public);
    }
}

fn header(frame: &mut Frame, area: Rect, lang: Lang, t: &RapiTable, v: &RapiView) {
    let dealer = &t.session.seats[v.dealer].name;
    let text = match lang {
        Lang::En => format!(
            " Rapiletras · hand {} · cycle {} · dealer {dealer} · seed {}",
            v.hand_no, v.cycle_no, t.session.seed
        ),
        Lang::Es => format!(
            " Rapiletras · mano {} · ciclo {} · reparte {dealer} · semilla {}",
            v.hand_no, v.cycle_no, t.session.seed
        ),
    };
    frame.render_widget(Paragraph::new(Span::styled(text, theme::title())), area);
}

fn seats(frame: &mut Frame, area: Rect, lang: Lang, t: &RapiTable, v: &RapiView) {
    let to_act = t.session.to_act();
    let lines: Vec<Line> = t
        .session
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let marker = if Some(i) == to_act { "▶" } else { " " };
            let turn = if i == v.turn { "◆" } else { " " };
            let you = if Some(i) == t.viewer {
                lang.pick(" (you)", " (tú)")
            } else {
                ""
            };
            let style = if Some(i) == to_act {
                theme::bold()
            } else {
                Style::new()
            };
            Line::from(vec![
                Span::styled(
                    format!("{marker}{turn} {:<16}", format!("{}{you}", s.name)),
                    style,
                ),
                Span::raw(format!(
                    "{:>2} {}  ",
                    v.hand_counts.get(i).copied().unwrap_or(0),
                    lang.pick("cards", "naipes")
                )),
                Span::styled(
                    format!(
                        "{} {}",
                        lang.pick("pts", "ptos"),
                        v.totals.get(i).copied().unwrap_or(0)
                    ),
                    theme::bold(),
                ),
            ])
        })
        .collect();
    frame.render_widget(Paragraph::new(lines), area);
}

fn die(frame: &mut Frame, area: Rect, lang: Lang, v: &RapiView) {
    let pips = die_rows(v.die);
    let repeat = if v.replace_allowed {
        lang.pick("repeats: you may replace", "repite: se puede cambiar")
    } else {
        ""
    };
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
    let lines = vec![
        Line::from(vec![
            Span::styled(pips[0], die_style),
            Span::styled(
                format!("  {} {}", lang.pick("Die:", "Dado:"), v.die),
                theme::title(),
            ),
        ]),
        Line::from(vec![
            Span::styled(pips[1], die_style),
            Span::raw(format!(
                "  {}",
                crate::games::rapiletras::text::letters(v.die as usize, lang)
            )),
        ]),
        Line::from(vec![
            Span::styled(pips[2], die_style),
            Span::styled(format!("  {repeat}"), theme::warn()),
        ]),
        Line::from(format!(
            "{} {} {}",
            lang.pick("Mazo:", "Mazo:"),
            v.mazo_count,
            lang.pick("cards", "naipes")
        )),
        Line::from(format!(
            "{} {pozo} · {}",
            lang.pick("Pozo:", "Pozo:"),
            v.pozo_count
        )),
    ];
    frame.render_widget(Paragraph::new(lines), area);
}

fn words(frame: &mut Frame, area: Rect, lang: Lang, t: &RapiTable, v: &RapiView) {
    let names = t.session.names();
    let inner_h = area.height.saturating_sub(2) as usize;
    let per_col = inner_h.max(1);
    let cols = 3usize;
    let col_w = (area.width.saturating_sub(2) as usize / cols).max(10);
    let mut grid: Vec<Vec<Span>> = vec![Vec::new(); per_col];
    // The newest words are the ones that matter: show the last ones that fit.
    let first = v.table.len().saturating_sub(per_col * cols);
    for (k, (i, w)) in v.table.iter().enumerate().skip(first).enumerate() {
        let focused = t.target == Some(i) && t.ask() == RapiAsk::Turn;
        let who = names.get(w.last_changed_by).cloned().unwrap_or_default();
        let text = format!("{:>2} {} ", i + 1, w.letters);
        let style = if focused {
            theme::highlight()
        } else {
            theme::bold()
        };
        let owner: String = who
            .chars()
            .take(col_w.saturating_sub(text.chars().count() + 1))
            .collect();
        let pad = col_w.saturating_sub(text.chars().count() + owner.chars().count());
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
            lang.pick(
                "No words on the table yet.",
                "Aún no hay palabras en la mesa.",
            ),
            theme::dim(),
        ))];
    }
    let title = match lang {
        Lang::En => format!(" Words on the table ({}) ", v.table.len()),
        Lang::Es => format!(" Palabras en la mesa ({}) ", v.table.len()),
    };
    frame.render_widget(
        Paragraph::new(lines).block(Block::default().borders(Borders::ALL).title(title)),
        area,
    );
}

fn hand(frame: &mut Frame, area: Rect, lang: Lang, t: &RapiTable, v: &RapiView) {
    let name = &t.session.seats[v.seat].name;
    let total = v.deck.hand_value(&v.hand);
    let label = match lang {
        Lang::En => format!(
            "{name}'s hand: {} cards, {total} penalty points",
            v.hand.len()
        ),
        Lang::Es => format!(
            "Mano de {name}: {} naipes, {total} puntos en contra",
            v.hand.len()
        ),
    };
    let per_row = ((area.width.saturating_sub(1)) / 5).max(1) as usize;
    let mut lines = vec![Line::from(Span::styled(label, theme::bold()))];
    for chunk in v.hand.chunks(per_row).take(2) {
        let mut spans = vec![Span::raw(" ")];
        for c in chunk {
            spans.push(face(v, *c));
            spans.push(Span::raw(" "));
        }
        lines.push(Line::from(spans));
    }
    frame.render_widget(Paragraph::new(lines), area);
}

fn input(frame: &mut Frame, area: Rect, lang: Lang, t: &RapiTable) {
    if t.ask() != RapiAsk::Turn {
        return;
    }
    let Some(v) = t.view() else { return };
    let what = match t.target.and_then(|i| v.table.get(i).map(|w| (i, w))) {
        None => lang.pick("New word", "Palabra nueva").to_string(),
        Some((i, w)) => match lang {
            Lang::En => format!("Change word {} {}", i + 1, w.letters),
            Lang::Es => format!("Cambiar la palabra {} {}", i + 1, w.letters),
        },
    };
    let mut lines = vec![Line::from(vec![
        Span::styled(format!("{what}: "), theme::bold()),
        Span::styled(format!("{}_", t.input), theme::highlight()),
    ])];
    match t.preview() {
        Some(Ok(ok)) => lines.push(Line::from(Span::styled(format!("✓ {ok}"), theme::good()))),
        Some(Err(why)) => lines.push(Line::from(Span::styled(format!("✗ {why}"), theme::warn()))),
        None => {}
    }
    frame.render_widget(Paragraph::new(lines), area);
}

fn message(frame: &mut Frame, area: Rect, lang: Lang, t: &RapiTable) {
    let prompt = match t.ask() {
        RapiAsk::Wait => t
            .session
            .to_act()
            .filter(|s| !t.session.seats[*s].is_human())
            .map(|s| crate::app::text::thinking(lang, &t.session.seats[s].name)),
        _ => t
            .view()
            .map(|v| crate::games::rapiletras::text::prompt(&v, lang)),
    };
    super::message_area(frame, area, &t.core, prompt, game_over_line(lang, t));
}

fn game_over_line(lang: Lang, t: &RapiTable) -> Option<Line<'static>> {
    super::game_over_line(lang, &t.core, ("Lowest total: ", "Menos puntos: "))
}

fn footer(frame: &mut Frame, area: Rect, lang: Lang, t: &RapiTable) {
    let now: Vec<(&str, &str)> = match t.ask() {
        _ if t.is_over() => vec![(
            lang.pick("Enter", "Intro"),
            lang.pick("back to menu", "al menú"),
        )],
        RapiAsk::Turn => vec![
            ("A-Z", lang.pick("type", "escribe")),
            ("*", lang.pick("comodín", "comodín")),
            ("↑↓", lang.pick("table word", "palabra")),
            (lang.pick("Enter", "Intro"), lang.pick("play", "jugar")),
            ("1", lang.pick("mazo", "mazo")),
            ("2", lang.pick("pozo", "pozo")),
        ],
        RapiAsk::Answer => vec![
            (
                lang.pick("a/Enter", "a/Intro"),
                lang.pick("accept", "aceptar"),
            ),
            ("d", lang.pick("challenge", "desafiar")),
        ],
        RapiAsk::Vote => vec![("s", lang.pick("yes", "sí")), ("n", lang.pick("no", "no"))],
        RapiAsk::Wait => vec![("Esc", lang.pick("menu", "menú"))],
    };
    let common: Vec<(&str, &str)> = vec![
        ("Tab", lang.pick("scores", "puntos")),
        ("?", lang.pick("rules", "reglas")),
        ("Ctrl-Q", lang.pick("quit", "salir")),
    ];
    super::footer(frame, Rect { height: 1, ..area }, &now);
    super::footer(
        frame,
        Rect {
            y: area.y + 1,
            height: 1,
            ..area
        },
        &common,
    );
}

fn score_pad(frame: &mut Frame, area: Rect, lang: Lang, t: &RapiTable, v: &RapiView) {
    let names = t.session.names();
    let col = ((area.width.saturating_sub(8)) / names.len().max(1) as u16).max(6) as usize;
    let head: String = names
        .iter()
        .map(|n| format!("{:>col$}", n.chars().take(col - 1).collect::<String>()))
        .collect();
    let mut lines = vec![Line::from(Span::styled(
        format!("{:<6}{head}", lang.pick("Hand", "Mano")),
        theme::bold(),
    ))];
    for h in v.scores.iter() {
        lines.push(Line::from(hand_line(h, col)));
    }
    let totals: String = v.totals.iter().map(|p| format!("{p:>col$}")).collect();
    lines.push(Line::from(Span::styled(
        format!("{:<6}{totals}", "Total"),
        theme::bold(),
    )));
    let end = v.rules.game_end;
    lines.push(Line::from(Span::styled(
        match lang {
            Lang::En => format!("Penalty points; the game ends at {end}, lowest wins."),
            Lang::Es => format!("Puntos en contra; se acaba en {end}, gana el más bajo."),
        },
        theme::dim(),
    )));
    if let Some(line) = game_over_line(lang, t) {
        lines.push(line);
    }
    let keep = area.height.saturating_sub(2) as usize;
    let skip = lines.len().saturating_sub(keep);
    let lines: Vec<Line> = if skip > 0 {
        std::iter::once(lines[0].clone())
            .chain(lines.into_iter().skip(skip + 1))
            .collect()
    } else {
        lines
    };
    let title = match lang {
        Lang::En => format!(" Score pad · seed {} ", t.session.seed),
        Lang::Es => format!(" Puntos · semilla {} ", t.session.seed),
    };
    frame.render_widget(
        Paragraph::new(lines).block(Block::default().borders(Borders::ALL).title(title)),
        area,
    );
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
