//! A QR code drawn with half blocks: two modules a cell, dark on light whatever the
//! terminal's own colors, with a quiet zone a phone's camera can find.

use ratatui::style::{Color, Style};
use ratatui::text::{Line, Span};

/// Light modules around the code (the standard asks 4; phones read 2 well, and a
/// terminal has few rows).
const QUIET: i32 = 2;

/// `text` as rows of cells, or None if it cannot be encoded.
pub fn lines(text: &str) -> Option<Vec<Line<'static>>> {
    use qrcodegen::{QrCode, QrCodeEcc};
    let code = QrCode::encode_text(text, QrCodeEcc::Low).ok()?;
    let size = code.size();
    let dark = |x: i32, y: i32| code.get_module(x, y);
    let color = |on: bool| if on { Color::Black } else { Color::White };
    let mut rows = Vec::new();
    let mut y = -QUIET;
    while y < size + QUIET {
        let cells: Vec<Span<'static>> = (-QUIET..size + QUIET)
            .map(|x| {
                let style = Style::default()
                    .fg(color(dark(x, y)))
                    .bg(color(dark(x, y + 1)));
                Span::styled("▀", style)
            })
            .collect();
        rows.push(Line::from(cells));
        y += 2;
    }
    Some(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The drawing holds every module: decoding the cells back gives the encoder's own
    /// modules, with the quiet zone light.
    #[test]
    fn the_cells_carry_every_module() {
        let text = "http://192.168.1.20:8080/#abcdefghjk";
        let rows = lines(text).expect("encodes");
        let code = qrcodegen::QrCode::encode_text(text, qrcodegen::QrCodeEcc::Low).unwrap();
        let size = code.size();
        let width = (size + 2 * QUIET) as usize;
        assert_eq!(rows.len(), width.div_ceil(2));
        for (row, line) in rows.iter().enumerate() {
            assert_eq!(line.spans.len(), width);
            for (col, span) in line.spans.iter().enumerate() {
                let (x, y) = (col as i32 - QUIET, 2 * row as i32 - QUIET);
                let black = |c: Option<Color>| c == Some(Color::Black);
                assert_eq!(black(span.style.fg), code.get_module(x, y), "{x},{y}");
                assert_eq!(black(span.style.bg), code.get_module(x, y + 1), "{x},{y}+1");
            }
        }
        // A link 36 characters long fits a phone-sized code: 29 modules, 17 rows.
        assert_eq!(size, 29);
    }
}
