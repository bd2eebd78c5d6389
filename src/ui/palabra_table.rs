//! The Palabra table: every seat's word with its value, stars and lock; the hand with
//! letter, value, stars and colors (a shape per color as well as the color); the word
//! being typed with its live value; the message line and the score pad.

use super::theme;
use crate::app::App;
use crate::app::palabra_table::{PalabraAsk, PalabraTable, PlayMode};
use crate::engine::{Lang, Rules};
use crate::games::palabra::{Card, CardKind, Color, Colors, Entry, PalabraView, TableWord};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Color as Tc, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};

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
        CardKind::Wild => lang.pick("WILD", "COMO").into(),
        CardKind::Vowel => lang.pick("VOWL", "VOCL").into(),
        CardKind::Joker => "JOKR".into(),
    }
}

pub fn draw(frame: &mut Frame, area: Rect, _app: &App, t: &PalabraTable) {
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
    let header = match lang {
        Lang::En => format!(
            " Palabra · turn {} · draw pile {} · seed {}",
            public.turn_no, public.draw_count, t.session.seed
        ),
        Lang::Es => format!(
            " Palabra · turno {} · mazo {} · semilla {}",
            public.turn_no, public.draw_count, t.session.seed
        ),
    };
    frame.render_widget(
        Paragraph::new(Span::styled(header, theme::title())),
        row(0, 1),
    );
    if let Some(seat) = t.handoff {
        super::table::handoff(frame, area, lang, &t.session.seats[seat].name, "Ctrl-Q");
        return;
    }
    // Up to twelve seats (two decks): the words panel grows, the message lines shrink.
    let seats_h = (t.session.seats.len() as u16).max(2) + 2 + spare / 2;
    words(frame, row(1, seats_h), lang, t, &public);
    let y = 1 + seats_h;
    match t.view() {
        Some(v) => hand(frame, row(y, 4), lang, t, &v),
        None => frame.render_widget(
            Paragraph::new(Span::styled(
                lang.pick(
                    "Only computer players: every hand stays hidden.",
                    "Solo juegan máquinas: las manos quedan ocultas.",
                ),
                theme::dim(),
            )),
            row(y, 4),
        ),
    }
    input(frame, row(y + 4, 2), lang, t);
    let msg_y = y + 6;
    let msg_h = area.height.saturating_sub(msg_y + 2);
    super::message_area(
        frame,
        row(msg_y, msg_h),
        &t.core,
        prompt(lang, t),
        game_over_line(lang, t),
    );
    footer(frame, super::footer_rows(area), lang, t);
    if let Some(rect) = super::pad_area(frame, area, pad, t.show_scores || t.is_over()) {
        score_pad(frame, rect, lang, t, &public);
    }
}

fn word_spans(w: &TableWord) -> Vec<Span<'static>> {
    let mut spans = Vec::new();
    for p in &w.cards {
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
                "*".repeat(p.card.stars as usize),
                theme::warn(),
            ));
        }
    }
    spans
}

fn words(frame: &mut Frame, area: Rect, lang: Lang, t: &PalabraTable, v: &PalabraView) {
    let to_act = t.session.to_act();
    let picking = t.target;
    let mut lines = Vec::new();
    for (i, seat) in t.session.seats.iter().enumerate() {
        let marker = if Some(i) == to_act { "▶" } else { " " };
        let you = if Some(i) == t.viewer {
            lang.pick(" (you)", " (tú)")
        } else {
            ""
        };
        let name_style = if Some(i) == to_act {
            theme::bold()
        } else {
            Style::new()
        };
        let mut spans = vec![
            Span::styled(
                format!("{marker} {:<16.16}", format!("{}{you}", seat.name)),
                name_style,
            ),
            Span::raw(format!(
                "{:>4} {} ",
                v.totals.get(i).copied().unwrap_or(0),
                lang.pick("pts", "ptos")
            )),
            Span::styled(
                format!(
                    "{:>2}{} ",
                    v.hand_counts.get(i).copied().unwrap_or(0),
                    lang.pick("c", "c")
                ),
                theme::dim(),
            ),
        ];
        match v.table.get(i).and_then(|w| w.as_ref()) {
            Some(w) => {
                let focused = picking == Some(i);
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
                let state = if w.jokered {
                    lang.pick(" jokered", " con joker")
                } else {
                    ""
                };
                spans.push(Span::styled(
                    format!(" = {}{lock}{state}", w.value()),
                    theme::bold(),
                ));
                if t.jokers.contains(&i) {
                    spans.push(Span::styled(
                        lang.pick("  ← joker", "  ← joker"),
                        theme::warn(),
                    ));
                }
            }
            None => spans.push(Span::styled(
                lang.pick(" no word", " sin palabra"),
                theme::dim(),
            )),
        }
        lines.push(Line::from(spans));
    }
    let title = lang.pick(" Words on the table ", " Palabras en la mesa ");
    frame.render_widget(
        Paragraph::new(lines).block(Block::default().borders(Borders::ALL).title(title)),
        area,
    );
}

fn hand(frame: &mut Frame, area: Rect, lang: Lang, t: &PalabraTable, v: &PalabraView) {
    let name = &t.session.seats[v.seat].name;
    let label = match lang {
        Lang::En => format!("{name}'s hand: {} cards", v.hand.len()),
        Lang::Es => format!("Mano de {name}: {} cartas", v.hand.len()),
    };
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

fn mode_name(lang: Lang, m: PlayMode) -> &'static str {
    match m {
        PlayMode::Word => lang.pick("Word", "Palabra"),
        PlayMode::Straight => lang.pick("Straight", "Escalera"),
        PlayMode::Flush => lang.pick("Flush", "Color"),
        PlayMode::Vowels => lang.pick("Vowels", "Vocales"),
        PlayMode::Exchange => lang.pick("Exchange", "Cambio"),
    }
}

fn input(frame: &mut Frame, area: Rect, lang: Lang, t: &PalabraTable) {
    let ask = t.ask();
    if !matches!(ask, PalabraAsk::PrePlay | PalabraAsk::Play) {
        return;
    }
    let names = t.session.names();
    let what = match (ask, t.target) {
        (PalabraAsk::PrePlay, Some(s)) => match lang {
            Lang::En => format!("Shave {}'s word with", names[s]),
            Lang::Es => format!("Afeitar la palabra de {} con", names[s]),
        },
        (PalabraAsk::PrePlay, None) => lang
            .pick("Pre-play (↑↓ pick a word)", "Prejugada (↑↓ elige palabra)")
            .into(),
        (_, Some(s)) => match lang {
            Lang::En => format!("{} on {}'s word", mode_name(lang, t.mode), names[s]),
            Lang::Es => format!(
                "{} sobre la palabra de {}",
                mode_name(lang, t.mode),
                names[s]
            ),
        },
        (_, None) => mode_name(lang, t.mode).to_string(),
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

fn prompt(lang: Lang, t: &PalabraTable) -> Option<String> {
    let mut p = match t.ask() {
        PalabraAsk::Wait => {
            let s = t.session.to_act()?;
            if t.session.seats[s].is_human() {
                return None;
            }
            crate::app::text::thinking(lang, &t.session.seats[s].name)
        }
        _ => crate::games::palabra::text::prompt(&t.view()?, lang),
    };
    if let Some(left) = t.timer_left() {
        p.push_str(&match lang {
            Lang::En => format!("  ⏳ {left} s"),
            Lang::Es => format!("  ⏳ {left} s"),
        });
    }
    Some(p)
}

fn game_over_line(lang: Lang, t: &PalabraTable) -> Option<Line<'static>> {
    super::game_over_line(lang, &t.core, ("Highest score: ", "Más puntos: "))
}

fn footer(frame: &mut Frame, area: Rect, lang: Lang, t: &PalabraTable) {
    let now: Vec<(&str, &str)> = match t.ask() {
        _ if t.is_over() => vec![(
            lang.pick("Enter", "Intro"),
            lang.pick("back to menu", "al menú"),
        )],
        PalabraAsk::PrePlay => vec![
            ("↑↓", lang.pick("word", "palabra")),
            ("1", lang.pick("joker", "joker")),
            ("A-Z", lang.pick("shave", "afeitar")),
            (
                lang.pick("Enter", "Intro"),
                lang.pick("play/skip", "jugar/saltar"),
            ),
        ],
        PalabraAsk::Play => vec![
            ("A-Z", lang.pick("type", "escribe")),
            ("↑↓", lang.pick("build on", "construir")),
            (
                "1-5",
                lang.pick(
                    "word/straight/flush/vowels/swap",
                    "palabra/escalera/color/vocales/cambio",
                ),
            ),
            ("0", lang.pick("pass", "pasar")),
        ],
        PalabraAsk::Answer => vec![
            (
                lang.pick("a/Enter", "a/Intro"),
                lang.pick("accept", "aceptar"),
            ),
            ("c", lang.pick("challenge", "desafiar")),
        ],
        PalabraAsk::Vote => vec![("y", lang.pick("yes", "sí")), ("n", lang.pick("no", "no"))],
        PalabraAsk::Wait => vec![("Esc", lang.pick("menu", "menú"))],
    };
    let mut common: Vec<(&str, &str)> = vec![
        ("Tab", lang.pick("scores", "puntos")),
        ("?", lang.pick("rules", "reglas")),
        ("Ctrl-Q", lang.pick("quit", "salir")),
    ];
    if t.session.game.rules().impatient_timer_seconds > 0 {
        common.push(("!", lang.pick("timer", "reloj")));
    }
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

/// A score-pad line in a few words: "DOLTS", "shave PALABRA", "joker by Bo".
fn entry_text(e: &Entry, lang: Lang, names: &[String]) -> String {
    let name = |s: &usize| names.get(*s).cloned().unwrap_or_default();
    match e {
        Entry::Play {
            word,
            built_on: None,
            ..
        } => word.clone(),
        Entry::Play {
            word,
            built_on: Some(on),
            ..
        } => format!("{word} ({} {on})", lang.pick("on", "sobre")),
        Entry::ShaveGiven {
            victim, letters, ..
        } => format!(
            "{} {letters} {} {}",
            lang.pick("shaved", "afeitó"),
            lang.pick("off", "a"),
            name(victim)
        ),
        Entry::ShaveTaken { by, word, letters } => format!("{word} -{letters} ({})", name(by)),
        Entry::Jokered { by, word } => format!("{word}: joker ({})", name(by)),
        Entry::Vowels { count } => format!("{count} {}", lang.pick("vowels", "vocales")),
        Entry::FinalPlay { word } => format!("{} {word}", lang.pick("last play", "última jugada")),
        Entry::Penalty { cards } => format!("{} {cards}", lang.pick("left in hand", "en la mano")),
        Entry::BestWordDropped { word } => {
            format!("{} {word}", lang.pick("best dropped", "sin la mejor"))
        }
    }
}

fn score_pad(frame: &mut Frame, area: Rect, lang: Lang, t: &PalabraTable, v: &PalabraView) {
    let names = t.session.names();
    let mut lines = Vec::new();
    // Each seat: its total, then its latest scoring events, as many as fit.
    let per_seat = ((area.height.saturating_sub(4) as usize) / names.len().max(1))
        .saturating_sub(1)
        .max(1);
    for (i, name) in names.iter().enumerate() {
        let entries = v.ledger.get(i).map(|l| l.as_slice()).unwrap_or(&[]);
        lines.push(Line::from(vec![
            Span::styled(
                format!("{:<14}", name.chars().take(13).collect::<String>()),
                theme::bold(),
            ),
            Span::styled(
                format!("{:>6}", v.totals.get(i).copied().unwrap_or(0)),
                theme::bold(),
            ),
        ]));
        for e in entries.iter().rev().take(per_seat) {
            lines.push(Line::from(Span::styled(
                format!(
                    "   {:>5}  {}",
                    format!("{:+}", e.points),
                    entry_text(&e.entry, lang, &names)
                ),
                theme::dim(),
            )));
        }
    }
    lines.push(Line::from(Span::styled(
        lang.pick(
            "(each total, then its latest scoring events)",
            "(cada total, y sus últimos apuntes)",
        ),
        theme::dim(),
    )));
    if let Some(line) = game_over_line(lang, t) {
        lines.push(line);
    }
    let title = match lang {
        Lang::En => format!(" Score pad · seed {} ", t.session.seed),
        Lang::Es => format!(" Puntos · semilla {} ", t.session.seed),
    };
    frame.render_widget(
        Paragraph::new(lines).block(Block::default().borders(Borders::ALL).title(title)),
        area,
    );
}
