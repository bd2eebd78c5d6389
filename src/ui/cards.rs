//! Card faces. Each shows its color letter and value, so color never carries meaning
//! alone; with NO_COLOR the letters are all there is.

use super::theme;
use crate::games::pala::{Card, Color};
use ratatui::style::Style;
use ratatui::text::Span;

pub fn rgb(color: Color) -> ((u8, u8, u8), bool) {
    match color {
        Color::Red => ((200, 40, 40), false),
        Color::Blue => ((40, 80, 200), false),
        Color::Yellow => ((230, 200, 40), true),
        Color::Orange => ((240, 140, 30), true),
        Color::Green => ((40, 150, 60), false),
        Color::Purple => ((140, 60, 170), false),
    }
}

pub fn style(color: Color) -> Style {
    let (c, dark) = rgb(color);
    theme::paint(c, dark)
}

/// A card as " R5 ".
pub fn face(card: Card) -> Span<'static> {
    Span::styled(
        format!(" {}{} ", card.color.letter(), card.value),
        style(card.color),
    )
}

/// A color chip as " R ".
pub fn chip(color: Color) -> Span<'static> {
    Span::styled(format!(" {} ", color.letter()), style(color))
}
