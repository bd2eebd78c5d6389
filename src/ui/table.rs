//! The Pala table: seats with public information, the trick in progress, the bid board
//! or chips, the hand of the seat at the keyboard, the message line, the score pad.
//! Only the viewer's `PalaView` is read, so nothing hidden can reach the screen.

use super::{cards, theme};
use crate::app::App;
use crate::app::table::{Ask, CHIP_ORDER, Table};
use crate::engine::Lang;
use crate::games::pala::{Card, Mode, PalaRules, PalaView, SeatBid, Slot, TrickView};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

/// Width of one card in the hand, gap included.
const CARD_W: u16 = 5;

struct Areas {
    header: Rect,
    seats: Rect,
    trick: Rect,
    extra: Rect,
    hand: Rect,
    message: Rect,
    footer: Rect,
    pad: Option<Rect>,
}

/// The table's regions for `players` seats: the seat list and the trick are as tall as
/// the seats need; the rows saved (at 3 or 4 players) go to the message lines.
fn areas(area: Rect, players: u16) -> Areas {
    let (pad, w) = super::side_pad(area);
    let row = |y: u16, h: u16| Rect {
        x: area.x,
        y: area.y + y,
        width: w,
        height: h,
    };
    // Spare height (above 24 rows) goes to the trick.
    let spare = area.height - 24;
    let players = players.clamp(3, 5);
    let saved = 2 * (5 - players);
    let trick_y = 1 + players + 1;
    let trick_h = players + 2 + spare;
    let extra_y = trick_y + trick_h;
    Areas {
        header: row(0, 1),
        seats: row(1, players),
        trick: row(trick_y, trick_h),
        extra: row(extra_y, 2),
        hand: row(extra_y + 2, 4),
        message: row(extra_y + 6, 3 + saved),
        footer: Rect {
            x: area.x,
            y: area.y + area.height - 2,
            width: area.width,
            height: 2,
        },
        pad,
    }
}

/// Which card of the hand is under a mouse click, if any.
pub fn hand_index_at(t: &Table, column: u16, row: u16) -> Option<usize> {
    let (w, h) = crossterm::terminal::size().unwrap_or((80, 24));
    let a = areas(
        Rect::new(0, 0, w.max(80), h.max(24)),
        t.session.seats.len() as u16,
    );
    let view = t.view()?;
    if row != a.hand.y + 1 && row != a.hand.y + 2 {
        return None;
    }
    let i = column.checked_sub(a.hand.x + 1)? / CARD_W;
    ((i as usize) < view.hand.len()).then_some(i as usize)
}

pub fn color_name(lang: Lang, c: crate::games::pala::Color) -> &'static str {
    crate::games::pala::text::color_name(c, lang)
}

pub fn slot_name(lang: Lang, s: Slot) -> &'static str {
    crate::games::pala::text::slot_name(s, lang)
}

/// One line of the rules in force, for the setup screen.
pub fn rules_summary(lang: Lang, r: &PalaRules, players: usize) -> String {
    let players = players.clamp(3, 5);
    match r.mode {
        Mode::Pointillism => match lang {
            Lang::En => format!(
                "{players} players: goal {} points · null bid ±{} · rainbow +{} · own pile visible: {}",
                r.point_goal_for(players),
                r.null_bid_for(players),
                r.rainbow_bonus,
                yes_no(lang, r.show_own_pile)
            ),
            Lang::Es => format!(
                "{players} jugadores: meta {} puntos · nulo ±{} · arco iris +{} · ver tu montón: {}",
                r.point_goal_for(players),
                r.null_bid_for(players),
                r.rainbow_bonus,
                yes_no(lang, r.show_own_pile)
            ),
        },
        Mode::Impressionism => {
            let board: Vec<&str> = r
                .board_for(players)
                .iter()
                .map(|s| slot_name(lang, *s))
                .collect();
            match lang {
                Lang::En => format!(
                    "{players} players: game ends at {} · bid board: {}",
                    r.end_threshold_for(players),
                    board.join(" ")
                ),
                Lang::Es => format!(
                    "{players} jugadores: acaba en {} · tablero: {}",
                    r.end_threshold_for(players),
                    board.join(" ")
                ),
            }
        }
    }
}

fn yes_no(lang: Lang, b: bool) -> &'static str {
    if b {
        lang.pick("yes", "sí")
    } else {
        lang.pick("no", "no")
    }
}

pub fn draw(frame: &mut Frame, area: Rect, app: &App, t: &Table) {
    let lang = app.lang;
    let a = areas(area, t.session.seats.len() as u16);
    let view = t.view();
    header(frame, a.header, lang, t, view.as_ref());
    if let Some(seat) = t.handoff {
        handoff(frame, area, lang, &t.session.seats[seat].name, "q");
        return;
    }
    // Public information comes from any seat's view; with no viewer, seat 0's view is
    // used for public parts only (no hand is drawn).
    let public = view
        .clone()
        .unwrap_or_else(|| crate::engine::Rules::view_for(&t.session.game, 0));
    seats(frame, a.seats, lang, t, &public);
    let (trick, title) = if t.show_last_trick {
        (
            public.last_trick.as_ref(),
            lang.pick("Last trick", "Última baza"),
        )
    } else {
        (Some(&public.trick), lang.pick("Trick", "Baza"))
    };
    trick_box(frame, a.trick, lang, t, trick, title);
    extra(frame, a.extra, lang, t, &public);
    match &view {
        Some(v) => hand(frame, a.hand, lang, t, v),
        None => frame.render_widget(
            Paragraph::new(Span::styled(
                lang.pick(
                    "Only computer players: every hand stays hidden.",
                    "Solo juegan máquinas: las manos quedan ocultas.",
                ),
                theme::dim(),
            )),
            a.hand,
        ),
    }
    message(frame, a.message, lang, t);
    footer(frame, a.footer, lang, t);
    if let Some(rect) = super::pad_area(frame, area, a.pad, t.show_scores || t.is_over()) {
        score_pad(frame, rect, lang, t, &public);
    }
}

fn header(frame: &mut Frame, area: Rect, lang: Lang, t: &Table, v: Option<&PalaView>) {
    let g = &t.session.game;
    let v_any = v
        .cloned()
        .unwrap_or_else(|| crate::engine::Rules::view_for(g, 0));
    let mode = match v_any.mode {
        Mode::Pointillism => lang.pick("Pointillism", "Puntillismo"),
        Mode::Impressionism => lang.pick("Impressionism", "Impresionismo"),
    };
    let dealer = &t.session.seats[v_any.dealer].name;
    let text = match lang {
        Lang::En => format!(
            " Pala · {mode} · round {} · dealer {dealer} · seed {}",
            v_any.round, t.session.seed
        ),
        Lang::Es => format!(
            " Pala · {mode} · ronda {} · reparte {dealer} · semilla {}",
            v_any.round, t.session.seed
        ),
    };
    frame.render_widget(Paragraph::new(Span::styled(text, theme::title())), area);
}

/// The hand-off screen: only "Pass to NAME", nothing private. `quit` is the key that
/// quits at this table.
pub fn handoff(frame: &mut Frame, area: Rect, lang: Lang, name: &str, quit: &str) {
    let rect = super::centered(area, 60, 7);
    frame.render_widget(Clear, rect);
    let lines = vec![
        Line::from(""),
        Line::from(Span::styled(
            crate::app::text::pass_to(lang, name),
            theme::bold(),
        )),
        Line::from(""),
        Line::from(Span::styled(
            lang.pick("(the others look away)", "(los demás no miran)"),
            theme::dim(),
        )),
    ];
    frame.render_widget(
        Paragraph::new(lines)
            .alignment(ratatui::layout::Alignment::Center)
            .block(Block::default().borders(Borders::ALL)),
        rect,
    );
    super::footer_bottom(
        frame,
        area,
        &[
            (
                lang.pick(lang.pick("Enter", "Intro"), "Intro"),
                lang.pick("show my hand", "ver mi mano"),
            ),
            (
                "Esc",
                lang.pick(
                    "menu (the game is saved)",
                    "menú (la partida queda guardada)",
                ),
            ),
            (quit, lang.pick("quit", "salir")),
        ],
    );
}

fn bid_spans(lang: Lang, v: &PalaView, seat: usize) -> Vec<Span<'static>> {
    match v.mode {
        Mode::Pointillism => match v.chip_bids.get(seat).cloned().flatten() {
            None => vec![Span::styled(lang.pick("bid: —", "puja: —"), theme::dim())],
            Some(colors) if colors.is_empty() => vec![
                Span::raw(lang.pick("bid: ", "puja: ")),
                Span::styled(" W ", theme::bold()),
                Span::raw(lang.pick(" null", " nulo")),
            ],
            Some(colors) => {
                let mut s = vec![Span::raw(lang.pick("bid: ", "puja: "))];
                for c in colors {
                    s.push(cards::chip(c));
                    s.push(Span::raw(" "));
                }
                s
            }
        },
        Mode::Impressionism => {
            let mut s = vec![];
            for (slot, card) in &v.board {
                if let Some((card, who)) = card
                    && *who == seat
                {
                    if s.is_empty() {
                        s.push(Span::raw(lang.pick("bid: ", "puja: ")));
                    }
                    s.push(cards::chip(card.color));
                    s.push(Span::raw(format!("→{} ", slot_name(lang, *slot))));
                }
            }
            s
        }
    }
}

fn seats(frame: &mut Frame, area: Rect, lang: Lang, t: &Table, v: &PalaView) {
    let to_act = t.session.to_act();
    let mut lines = Vec::new();
    for (i, seat) in t.session.seats.iter().enumerate() {
        let marker = if Some(i) == to_act { "▶" } else { " " };
        let dealer = if i == v.dealer { "◉" } else { " " };
        let you = if Some(i) == t.viewer && t.handoff.is_none() {
            lang.pick(" (you)", " (tú)")
        } else {
            ""
        };
        let name = format!(
            "{marker}{dealer} {:<w$}",
            format!("{}{you}", seat.name),
            w = 16
        );
        let mut spans = vec![Span::styled(
            name,
            if Some(i) == to_act {
                theme::bold()
            } else {
                Style::new()
            },
        )];
        let count = v.hand_counts.get(i).copied().unwrap_or(0);
        spans.push(Span::raw(format!(
            "{count:>2} {} ",
            lang.pick("cards", "cartas")
        )));
        spans.extend(bid_spans(lang, v, i));
        spans.push(Span::raw("  "));
        match v.mode {
            Mode::Pointillism => {
                let won = v.tricks_won.get(i).cloned().unwrap_or_default();
                spans.push(Span::raw(format!(
                    "{}{} ",
                    lang.pick("tricks ", "bazas "),
                    won.len()
                )));
                for c in won.iter().take(8) {
                    spans.push(Span::styled(c.letter().to_string(), cards::style(*c)));
                }
            }
            Mode::Impressionism => {
                spans.push(Span::raw(format!(
                    "{} {}",
                    lang.pick("pile", "montón"),
                    v.pile_counts.get(i).copied().unwrap_or(0)
                )));
            }
        }
        let total = v.totals.get(i).copied().unwrap_or(0);
        spans.push(Span::styled(format!("  = {total}"), theme::bold()));
        lines.push(Line::from(spans));
    }
    frame.render_widget(Paragraph::new(lines), area);
}

fn trick_box(
    frame: &mut Frame,
    area: Rect,
    lang: Lang,
    t: &Table,
    trick: Option<&TrickView>,
    title: &str,
) {
    let names = t.session.names();
    let mut lines = Vec::new();
    let heading = match trick.and_then(|tr| tr.color) {
        Some(c) => format!(" {title}: {} ({}) ", color_name(lang, c), c.letter()),
        None => format!(" {title} "),
    };
    if let Some(tr) = trick {
        for p in &tr.plays {
            let mut spans = vec![Span::raw(format!(
                "{:<14}",
                names.get(p.seat).cloned().unwrap_or_default()
            ))];
            spans.push(Span::styled(
                format!("{:<7}", crate::games::pala::text::kind_name(p.kind, lang)),
                theme::dim(),
            ));
            for (k, c) in p.cards.iter().enumerate() {
                if k > 0 {
                    spans.push(Span::raw("+"));
                }
                spans.push(cards::face(*c));
            }
            if let Some(s) = p.smeared_by {
                spans.push(Span::raw(lang.pick(" smeared by ", " manchada con ")));
                spans.push(cards::face(s));
            }
            match tr.values.get(p.seat).copied().flatten() {
                Some(v) => spans.push(Span::raw(format!("  = {v}"))),
                None => spans.push(Span::styled(
                    lang.pick("  (does not count)", "  (no cuenta)"),
                    theme::dim(),
                )),
            }
            if tr.winning == Some(p.seat) {
                let label = if t.show_last_trick {
                    lang.pick("  ◀ won", "  ◀ ganó")
                } else {
                    lang.pick("  ◀ winning", "  ◀ gana")
                };
                spans.push(Span::styled(label, theme::good()));
            }
            lines.push(Line::from(spans));
        }
        if tr.plays.is_empty()
            && crate::engine::Rules::view_for(&t.session.game, 0).phase
                == crate::games::pala::Phase::Bidding
        {
            let who = t
                .session
                .to_act()
                .map(|s| names[s].clone())
                .unwrap_or_default();
            lines.push(Line::from(Span::styled(
                match lang {
                    Lang::En => format!(
                        "Bidding: {who} bids now. {} will lead the first trick.",
                        names.get(tr.leader).cloned().unwrap_or_default()
                    ),
                    Lang::Es => format!(
                        "Pujas: ahora puja {who}. {} saldrá en la primera baza.",
                        names.get(tr.leader).cloned().unwrap_or_default()
                    ),
                },
                theme::dim(),
            )));
        } else if tr.plays.is_empty() {
            lines.push(Line::from(Span::styled(
                match lang {
                    Lang::En => format!(
                        "{} leads.",
                        names.get(tr.leader).cloned().unwrap_or_default()
                    ),
                    Lang::Es => format!(
                        "Sale {}.",
                        names.get(tr.leader).cloned().unwrap_or_default()
                    ),
                },
                theme::dim(),
            )));
        }
    } else {
        lines.push(Line::from(Span::styled(
            lang.pick("No trick finished yet.", "Aún no hay bazas terminadas."),
            theme::dim(),
        )));
    }
    frame.render_widget(
        Paragraph::new(lines).block(Block::default().borders(Borders::ALL).title(heading)),
        area,
    );
}

/// The bid board (Impressionism) or the chips being chosen (Pointillism bidding).
fn extra(frame: &mut Frame, area: Rect, lang: Lang, t: &Table, v: &PalaView) {
    let mut spans = Vec::new();
    if t.ask() == Ask::ChipBid {
        spans.push(Span::raw(lang.pick("Your chips: ", "Tus fichas: ")));
        for (i, chip) in CHIP_ORDER.iter().enumerate() {
            let picked = match chip {
                None => t.white,
                Some(c) => t.chips.contains(c),
            };
            let face = match chip {
                None => Span::styled(" W ", theme::bold()),
                Some(c) => cards::chip(*c),
            };
            let mark = if picked { "✓" } else { " " };
            if i == t.chip_cursor {
                spans.push(Span::styled("[", theme::highlight()));
                spans.push(face);
                spans.push(Span::styled(format!("{mark}]"), theme::highlight()));
            } else {
                spans.push(Span::raw(" "));
                spans.push(face);
                spans.push(Span::raw(format!("{mark} ")));
            }
        }
    } else if v.mode == Mode::Impressionism {
        spans.push(Span::raw(lang.pick("Board: ", "Tablero: ")));
        for (i, (slot, card)) in v.board.iter().enumerate() {
            let name = slot_name(lang, *slot);
            let focused = t.slot_pick == Some(i);
            let st = if focused {
                theme::highlight()
            } else {
                Style::new()
            };
            spans.push(Span::styled(
                format!("{}{name} ", if focused { "▶" } else { "" }),
                st,
            ));
            match card {
                Some((c, _)) => spans.push(cards::chip(c.color)),
                None => spans.push(Span::styled("[ ]", theme::dim())),
            }
            spans.push(Span::raw("  "));
        }
    }
    frame.render_widget(
        Paragraph::new(Line::from(spans)).wrap(Wrap { trim: true }),
        area,
    );
}

fn hand(frame: &mut Frame, area: Rect, lang: Lang, t: &Table, v: &PalaView) {
    let name = &t.session.seats[v.seat].name;
    let mut label = match lang {
        Lang::En => format!("{name}'s hand: {} cards", v.hand.len()),
        Lang::Es => format!("Mano de {name}: {} cartas", v.hand.len()),
    };
    if t.ask() == Ask::Play && !t.selected.is_empty() {
        let picked: Vec<String> = t
            .selected
            .iter()
            .filter_map(|&i| v.hand.get(i))
            .map(|c| format!("{}{}", c.color.letter(), c.value))
            .collect();
        label.push_str(&format!(
            " · {}: {}",
            lang.pick("selected", "elegidas"),
            picked.join(" ")
        ));
    }
    if let Some(pile) = &v.own_pile
        && !pile.is_empty()
        && v.mode == Mode::Impressionism
    {
        label.push_str(&format!(
            " · {} {}",
            lang.pick("your pile", "tu montón"),
            pile.len()
        ));
    }
    let mut raised = vec![Span::raw(" ")];
    let mut lowered = vec![Span::raw(" ")];
    let mut marks = String::from(" ");
    for (i, c) in v.hand.iter().enumerate() {
        let up = t.selected.contains(&i);
        let blank = Span::raw(" ".repeat(CARD_W as usize));
        let card = vec![cards::face(*c), Span::raw(" ")];
        if up {
            raised.extend(card);
            lowered.push(blank);
        } else {
            raised.push(blank);
            lowered.extend(card);
        }
        let pointing = matches!(t.ask(), Ask::Play | Ask::BoardBid);
        marks.push_str(if i == t.cursor && pointing {
            " ▲▲  "
        } else {
            "     "
        });
    }
    let lines = vec![
        Line::from(Span::styled(label, theme::bold())),
        Line::from(raised),
        Line::from(lowered),
        Line::from(Span::styled(
            marks,
            theme::highlight().remove_modifier(ratatui::style::Modifier::REVERSED),
        )),
    ];
    frame.render_widget(Paragraph::new(lines), area);
}

fn prompt(lang: Lang, t: &Table) -> Option<String> {
    Some(match t.ask() {
        Ask::Wait => {
            let seat = t.session.to_act()?;
            if t.session.seats[seat].is_human() {
                return None;
            }
            crate::app::text::thinking(lang, &t.session.seats[seat].name)
        }
        Ask::ChipBid => lang
            .pick(
                "Bid: Space picks chips (white alone = null), Enter bids.",
                "Puja: Espacio elige fichas (la blanca sola = nulo), Intro puja.",
            )
            .into(),
        Ask::BoardBid if t.slot_pick.is_some() => lang
            .pick(
                "Choose a free slot with ←→, Enter to bid there, Esc to pick another card.",
                "Elige un hueco con ←→, Intro para pujar, Esc para otra carta.",
            )
            .into(),
        Ask::BoardBid => lang
            .pick(
                "Bid: pick a card and press Enter to choose its slot, or p to pass.",
                "Puja: elige una carta e Intro para su hueco, o p para pasar.",
            )
            .into(),
        Ask::Play => lang
            .pick(
                "Your turn: Enter plays the card under ▲; Space picks two cards to mix or smear.",
                "Tu turno: Intro juega la carta bajo ▲; Espacio elige dos para mezclar o manchar.",
            )
            .into(),
        Ask::Tie => lang
            .pick(
                "Your play ties the best card. Take the lead? y = yes, n = no.",
                "Tu jugada empata con la mejor. ¿Te pones en cabeza? s = sí, n = no.",
            )
            .into(),
        Ask::Cancel => cancel_prompt(lang, t),
    })
}

fn cancel_prompt(lang: Lang, t: &Table) -> String {
    let seat = t.viewer.unwrap_or(0);
    let choices = crate::engine::Rules::legal_moves(&t.session.game, seat);
    let pick = choices.get(t.choice_cursor).and_then(|m| match m {
        crate::games::pala::PalaMove::Cancel(cards) => Some(
            cards
                .iter()
                .map(|c: &Card| format!("{}{}", c.color.letter(), c.value))
                .collect::<Vec<_>>()
                .join(" "),
        ),
        _ => None,
    });
    match lang {
        Lang::En => format!(
            "Cancel which cards? ↑↓ choice {}/{}: {} · Enter confirms · b best for me",
            t.choice_cursor + 1,
            choices.len(),
            pick.unwrap_or_default()
        ),
        Lang::Es => format!(
            "¿Qué cartas anulas? ↑↓ opción {}/{}: {} · Intro confirma · b lo mejor para mí",
            t.choice_cursor + 1,
            choices.len(),
            pick.unwrap_or_default()
        ),
    }
}

fn message(frame: &mut Frame, area: Rect, lang: Lang, t: &Table) {
    super::message_area(
        frame,
        area,
        &t.core,
        prompt(lang, t),
        game_over_line(lang, t),
    );
}

fn game_over_line(lang: Lang, t: &Table) -> Option<Line<'static>> {
    super::game_over_line(lang, &t.core, ("", ""))
}

fn footer(frame: &mut Frame, area: Rect, lang: Lang, t: &Table) {
    let common: Vec<(&str, &str)> = vec![
        ("t", lang.pick("last trick", "última baza")),
        ("s", lang.pick("scores", "puntos")),
        ("e", lang.pick("export", "exportar")),
        ("?", lang.pick("rules", "reglas")),
        ("q", lang.pick("quit", "salir")),
    ];
    let now: Vec<(&str, &str)> = match t.ask() {
        _ if t.is_over() => vec![(
            lang.pick("Enter", "Intro"),
            lang.pick("back to menu", "al menú"),
        )],
        Ask::Play => vec![
            ("←→", lang.pick("card", "carta")),
            (lang.pick("Space", "Espacio"), lang.pick("pick", "elegir")),
            (lang.pick("Enter", "Intro"), lang.pick("play", "jugar")),
            ("Esc", lang.pick("unpick", "soltar")),
        ],
        Ask::ChipBid => vec![
            ("←→", lang.pick("chip", "ficha")),
            (lang.pick("Space", "Espacio"), lang.pick("pick", "elegir")),
            (lang.pick("Enter", "Intro"), lang.pick("bid", "pujar")),
        ],
        Ask::BoardBid => vec![
            ("←→", lang.pick("card/slot", "carta/hueco")),
            (lang.pick("Enter", "Intro"), lang.pick("choose", "elegir")),
            ("p", lang.pick("pass", "pasar")),
        ],
        Ask::Tie => vec![
            (
                lang.pick("y", "s/y"),
                lang.pick("take the lead", "ponerse en cabeza"),
            ),
            ("n", lang.pick("let it go", "dejarlo")),
        ],
        Ask::Cancel => vec![
            ("↑↓", lang.pick("choice", "opción")),
            (
                lang.pick("Enter", "Intro"),
                lang.pick("confirm", "confirmar"),
            ),
        ],
        Ask::Wait => vec![("Esc", lang.pick("menu", "menú"))],
    };
    let top = Rect { height: 1, ..area };
    let bottom = Rect {
        y: area.y + 1,
        height: 1,
        ..area
    };
    super::footer(frame, top, &now);
    super::footer(frame, bottom, &common);
}

fn score_pad(frame: &mut Frame, area: Rect, lang: Lang, t: &Table, v: &PalaView) {
    let names = t.session.names();
    let col = ((area.width.saturating_sub(8)) / names.len().max(1) as u16).max(6) as usize;
    let mut lines = vec![Line::from(Span::styled(
        format!(
            "{:<6}{}",
            lang.pick("Round", "Ronda"),
            names
                .iter()
                .map(|n| format!("{:>col$}", truncate(n, col - 1)))
                .collect::<String>()
        ),
        theme::bold(),
    ))];
    for r in &v.scores {
        let cells: String = r
            .points
            .iter()
            .map(|p| format!("{:>col$}", format!("{p:+}")))
            .collect();
        lines.push(Line::from(format!("{:<6}{cells}", r.round)));
        let detail: String = r
            .bids
            .iter()
            .zip(&r.tricks)
            .map(|(b, k)| {
                format!(
                    "{:>col$}",
                    truncate(&format!("{}/{k}", bid_short(lang, b)), col - 1)
                )
            })
            .collect();
        lines.push(Line::from(Span::styled(
            format!("{:<6}{detail}", ""),
            theme::dim(),
        )));
    }
    let totals: String = v.totals.iter().map(|p| format!("{:>col$}", p)).collect();
    lines.push(Line::from(Span::styled(
        format!("{:<6}{totals}", lang.pick("Total", "Total")),
        theme::bold(),
    )));
    lines.push(Line::from(Span::styled(
        lang.pick(
            "(bid/tricks under each round)",
            "(puja/bazas bajo cada ronda)",
        ),
        theme::dim(),
    )));
    if let Some(line) = game_over_line(lang, t) {
        lines.push(line);
    }
    let skip = lines
        .len()
        .saturating_sub(area.height.saturating_sub(2) as usize);
    let lines: Vec<Line> = lines
        .into_iter()
        .skip(if skip > 0 { skip + 1 } else { 0 })
        .collect();
    let title = match lang {
        Lang::En => format!(" Score pad · seed {} ", t.session.seed),
        Lang::Es => format!(" Puntos · semilla {} ", t.session.seed),
    };
    frame.render_widget(
        Paragraph::new(lines).block(Block::default().borders(Borders::ALL).title(title)),
        area,
    );
}

/// A bid in a few letters for the score pad: "RG", "null", "Y+face".
fn bid_short(lang: Lang, b: &SeatBid) -> String {
    match b {
        SeatBid::Chips(c) if c.is_empty() => lang.pick("null", "nulo").into(),
        SeatBid::Chips(c) => c.iter().map(|c| c.letter()).collect(),
        SeatBid::Board(cards) if cards.is_empty() => lang.pick("pass", "pasa").into(),
        SeatBid::Board(cards) => cards
            .iter()
            .map(|(s, c)| format!("{}={}", c.color.letter(), slot_name(lang, *s)))
            .collect::<Vec<_>>()
            .join(","),
    }
}

fn truncate(s: &str, n: usize) -> String {
    s.chars().take(n).collect()
}
