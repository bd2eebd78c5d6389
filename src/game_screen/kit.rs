//! What the game screens draw with: the terminal library's types they need, the theme,
//! and small shared widgets. A game's `ui` module uses this kit, never the terminal
//! library directly, so every table looks alike.

pub(crate) use super::theme;
pub use ratatui::Frame;
pub use ratatui::layout::{Constraint, Layout, Position, Rect};
pub use ratatui::style::{Color as Tc, Modifier, Style};
pub use ratatui::text::{Line, Span};
pub use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

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

/// Key hints as spans: the key in reverse, then what it does.
pub(crate) fn key_spans(keys: &[(String, String)]) -> Vec<Span<'static>> {
    let mut spans = Vec::new();
    for (k, what) in keys {
        spans.push(Span::styled(format!(" {k} "), theme::key()));
        spans.push(Span::raw(format!(" {what}  ")));
    }
    spans
}

/// The footer: the keys that work now, wrapped when they do not fit on one row.
pub fn footer(frame: &mut Frame, area: Rect, keys: &[(&str, &str)]) {
    let keys: Vec<(String, String)> = keys
        .iter()
        .map(|(k, w)| (k.to_string(), w.to_string()))
        .collect();
    frame.render_widget(
        Paragraph::new(Line::from(key_spans(&keys))).wrap(Wrap { trim: true }),
        area,
    );
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

/// Text cut to `n` characters (names in narrow columns).
pub fn cut(s: &str, n: usize) -> String {
    s.chars().take(n).collect()
}

/// A seat's name followed by `you` (" (you)"), in at most `w` characters: the name gives
/// way first (with "…"), so "(you)" is never pushed out.
pub(crate) fn seat_label(name: &str, you: &str, w: usize) -> String {
    let you_w = you.chars().count();
    if name.chars().count() + you_w <= w || w <= you_w {
        return cut(&format!("{name}{you}"), w.max(you_w));
    }
    format!("{}{you}", short_name(name, w - you_w))
}

/// The width of a column of seat names: `base`, widened up to `cap` so that the longest
/// name with `you` shows whole.
pub(crate) fn name_column(names: &[String], you: &str, base: usize, cap: usize) -> usize {
    let longest = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    base.max((longest + you.chars().count()).min(cap))
}

/// A name in at most `n` characters that still tells similar names apart: the start,
/// an ellipsis and the end ("Computer 3" in 6: "Comp…3").
pub(crate) fn short_name(name: &str, n: usize) -> String {
    let len = name.chars().count();
    if len <= n {
        return name.to_string();
    }
    if n < 3 {
        return cut(name, n);
    }
    let head: String = name.chars().take(n - 2).collect();
    let tail = name.chars().last().unwrap_or(' ');
    format!("{head}…{tail}")
}

/// `head` then `tail` in at most `width` characters: the head gives way first (ending in
/// "…") so that the tail (the seed) shows whole; a tail too wide alone ends in "…", so a
/// cut number never passes for a whole one.
pub(crate) fn fit_keeping_tail(head: &str, tail: &str, width: usize) -> String {
    let (head_w, tail_w) = (head.chars().count(), tail.chars().count());
    if head_w + tail_w <= width {
        return format!("{head}{tail}");
    }
    if tail_w < width {
        let keep = width - tail_w - 1;
        return format!("{}…{tail}", cut(head, keep));
    }
    format!("{}…", cut(tail, width.saturating_sub(1)))
}

/// The header of a phone-size screen in `width` columns: the game's short name (its
/// title up to " (") and the first of the game's parts (`parts`, split at " · ", the
/// first also at ", "), then each other part and the seat's `tail` (the seed) only
/// where it fits whole. The round or hand is never cut ("round 1 …" told nothing):
/// the long name, the dealer and the seed give way to it.
pub(crate) fn compact_header(title: &str, parts: &str, tail: &str, width: usize) -> String {
    let title = title.split(" (").next().unwrap_or(title);
    let mut parts = parts.split(" · ").filter(|p| !p.is_empty());
    let (mut head, mut rest) = match parts.next() {
        Some(first) => {
            let mut pieces = first.split(", ");
            let head = format!(" {title} · {}", pieces.next().unwrap_or(first));
            (head, pieces.map(|p| format!(", {p}")).collect::<Vec<_>>())
        }
        None => (format!(" {title}"), Vec::new()),
    };
    rest.extend(parts.map(|p| format!(" · {p}")));
    rest.push(tail.to_string());
    for part in rest {
        if head.chars().count() + part.chars().count() <= width {
            head.push_str(&part);
        }
    }
    if head.chars().count() > width {
        return format!("{}…", cut(&head, width.saturating_sub(1)));
    }
    head
}

/// Every seat's line packed on as few rows as `width` allows, `heading` before the
/// first ("cards/pts: ▶Ana (you) 10/0 · Bob 10/0 · …"): a phone-size screen short of
/// rows.
pub(crate) fn pack_seat_lines(
    heading: &str,
    mut items: Vec<String>,
    width: u16,
) -> Vec<Line<'static>> {
    if let Some(first) = items.first_mut() {
        *first = format!("{heading} {first}");
    }
    pack_items(&items, " · ", width as usize)
        .into_iter()
        .map(Line::from)
        .collect()
}

/// `items` in rows of at most `width` columns, `sep` between two on a row, never
/// splitting an item (one longer than a row is cut to it).
pub(crate) fn pack_items(items: &[String], sep: &str, width: usize) -> Vec<String> {
    let mut rows: Vec<String> = Vec::new();
    for item in items {
        let item = cut(item, width.max(1));
        match rows.last_mut() {
            Some(row)
                if row.chars().count() + sep.chars().count() + item.chars().count() <= width =>
            {
                row.push_str(sep);
                row.push_str(&item);
            }
            _ => rows.push(item),
        }
    }
    rows
}

/// `text` in lines of at most `width` columns, broken between words (a word longer than
/// a line is broken inside): for boxes that must know their height (popups) and legends
/// read whole under a narrow score pad.
pub(crate) fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let cols = |s: &str| Span::raw(s).width();
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let mut word = word.to_string();
        loop {
            let room = if line.is_empty() {
                width
            } else {
                width.saturating_sub(cols(&line) + 1)
            };
            if cols(&word) <= room {
                if !line.is_empty() {
                    line.push(' ');
                }
                line.push_str(&word);
                break;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
                continue;
            }
            // Longer than a whole line: as much as fits, the rest on the next.
            let mut head = String::new();
            for c in word.chars() {
                if cols(&head) + cols(c.encode_utf8(&mut [0; 4])) > width {
                    break;
                }
                head.push(c);
            }
            if head.is_empty() {
                head = word.chars().take(1).collect();
            }
            word = word[head.len()..].to_string();
            lines.push(head);
            if word.is_empty() {
                break;
            }
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The heads of a table with one column `col` wide per seat: the names when every one
/// fits whole, else the seat numbers, with the legend rows that name them whole
/// ("1 Alexandrina  2 Bartholomew") in `width` columns.
pub(crate) fn seat_columns(
    names: &[String],
    col: usize,
    width: usize,
) -> (Vec<String>, Vec<String>) {
    if names.iter().all(|n| n.chars().count() < col) {
        return (names.to_vec(), Vec::new());
    }
    let heads = (1..=names.len()).map(|i| i.to_string()).collect();
    let legend: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{} {n}", i + 1))
        .collect();
    (heads, pack_items(&legend, "  ", width))
}

/// "1 card", "2 cards": a count with its noun in the right number.
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A line of text wrapped to `width` columns counts this many rows, exactly as a
/// wrapped `Paragraph` draws it.
pub(crate) fn rows_for(text: &str, width: u16) -> u16 {
    let rows = ratatui::widgets::Paragraph::new(text)
        .wrap(ratatui::widgets::Wrap { trim: false })
        .line_count(width.max(1));
    rows.clamp(1, u16::MAX as usize) as u16
}

/// Hints laid out in rows of at most `width` columns, never splitting a key from what
/// it does.
pub(crate) fn pack(keys: &[(String, String)], width: u16) -> Vec<Line<'static>> {
    pack_rows(keys, width, 6, 0)
}

/// [`pack`] on a phone-size screen: a row's last key may end at the screen's edge
/// (the spaces after it are not drawn), which saves a footer row for the table.
pub(crate) fn pack_tight(keys: &[(String, String)], width: u16) -> Vec<Line<'static>> {
    pack_rows(keys, width, 5, -2)
}

/// Packs keys taking `k + what + extra` columns each (drawn as " k " and " what  "),
/// the last of a row `margin` columns more.
fn pack_rows(
    keys: &[(String, String)],
    width: u16,
    extra: usize,
    margin: isize,
) -> Vec<Line<'static>> {
    let mut rows: Vec<Vec<(String, String)>> = Vec::new();
    let mut used = 0usize;
    for (k, what) in keys {
        let w = k.chars().count() + what.chars().count() + extra;
        let end = (used + w).saturating_add_signed(margin);
        if rows.is_empty() || (end > width as usize && used > 0) {
            rows.push(Vec::new());
            used = 0;
        }
        used += w;
        if let Some(row) = rows.last_mut() {
            row.push((k.clone(), what.clone()));
        }
    }
    rows.iter()
        .map(|r| {
            let mut spans = key_spans(r);
            // Nothing follows a row's last key: its spaces would wrap at the edge.
            if let Some(last) = spans.last_mut() {
                last.content = last.content.trim_end().to_string().into();
            }
            Line::from(spans)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_name_gives_way_to_you() {
        let you = " (you)";
        assert_eq!(seat_label("Ana", you, 16), "Ana (you)");
        let long = "Maximiliana Alvarez";
        let label = seat_label(long, you, 16);
        assert_eq!(label.chars().count(), 16);
        assert!(label.ends_with(" (you)") && label.contains('…'), "{label}");
        let names = vec!["Ana".to_string(), long.to_string()];
        assert_eq!(name_column(&names, you, 12, 30), 25);
        assert_eq!(name_column(&names, you, 12, 20), 20);
        assert_eq!(name_column(&names[..1], you, 12, 20), 12);
    }

    #[test]
    fn names_that_do_not_fit_a_column_get_numbers_and_a_legend() {
        let short: Vec<String> = ["Ana", "Bob"].map(String::from).to_vec();
        assert_eq!(seat_columns(&short, 6, 38), (short.clone(), Vec::new()));
        let long: Vec<String> = ["Alexandrina Ro", "Bartholomew Ka", "Constantina Li"]
            .map(String::from)
            .to_vec();
        let (heads, legend) = seat_columns(&long, 10, 38);
        assert_eq!(heads, ["1", "2", "3"]);
        assert_eq!(
            legend,
            ["1 Alexandrina Ro  2 Bartholomew Ka", "3 Constantina Li"]
        );
        assert_eq!(
            wrap_words("Puntos en contra; se acaba en 100, gana el más bajo.", 38),
            ["Puntos en contra; se acaba en 100,", "gana el más bajo."]
        );
    }

    #[test]
    fn counts_and_wrapping() {
        assert_eq!(count(1, "card", "cards"), "1 card");
        assert_eq!(count(3, "card", "cards"), "3 cards");
        assert_eq!(rows_for("one two three", 7), 2);
        // The rows a wrapped paragraph really takes (a word longer than the width).
        assert_eq!(rows_for("ab abcdefghij", 5), 3);
        assert_eq!(rows_for("one two three", 80), 1);
        assert_eq!(rows_for("a\nb", 80), 2);
        assert_eq!(short_name("Computer 3", 6), "Comp…3");
        assert_eq!(short_name("Ana", 6), "Ana");
    }

    #[test]
    fn a_phone_header_keeps_the_short_name_and_the_round_whole() {
        let seed = " · seed 7";
        assert_eq!(
            compact_header(
                "Pala",
                "Pointillism · round 1 · dealer Computer 3",
                seed,
                40
            ),
            " Pala · Pointillism · round 1 · seed 7"
        );
        assert_eq!(
            compact_header(
                "Rapiletras",
                "mano 1 · ronda 12 · reparte Máquina 2",
                " · semilla 5",
                40
            ),
            " Rapiletras · mano 1 · ronda 12"
        );
        assert_eq!(
            compact_header(
                "Leftovers (The Final Word)",
                "deck 80 cards",
                " · seed 3",
                40
            ),
            " Leftovers · deck 80 cards · seed 3"
        );
        // The first part's pieces after a comma give way too.
        assert_eq!(
            compact_header(
                "Palace (edición idiomas)",
                "practicando inglés, principiantes avanzados",
                " · semilla 21",
                40
            ),
            // 41 columns with the seed: it gives way too.
            " Palace · practicando inglés"
        );
        assert_eq!(
            compact_header(
                "Palace (edición idiomas)",
                "practicando inglés, principiantes avanzados",
                " · semilla 2",
                40
            ),
            " Palace · practicando inglés · semilla 2"
        );
        // A first part too long for the row alone ends in "…".
        let long = compact_header("Palace (language edition)", &"x".repeat(50), seed, 40);
        assert_eq!(long.chars().count(), 40);
        assert!(
            long.starts_with(" Palace · xx") && long.ends_with('…'),
            "{long}"
        );
    }

    #[test]
    fn a_long_header_keeps_its_seed_whole() {
        let head = " Pala · Impressionism · round 3 · lead Maximiliana";
        let seed = " · seed 18446744073709551615";
        assert_eq!(fit_keeping_tail("ab", seed, 80), format!("ab{seed}"));
        let fitted = fit_keeping_tail(head, seed, 60);
        assert_eq!(fitted.chars().count(), 60);
        assert!(fitted.ends_with(seed), "{fitted}");
        assert!(fitted.contains('…'), "{fitted}");
        // Too narrow even for the seed: it ends in "…", never a shorter number.
        let narrow = fit_keeping_tail(head, seed, 20);
        assert_eq!(narrow.chars().count(), 20);
        assert!(narrow.ends_with('…'), "{narrow}");
    }
}
