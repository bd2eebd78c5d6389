//! Colors and styles. NO_COLOR (set and not empty) turns all color off; meaning is never
//! carried by color alone (cards show their color letter, the cursor and selection have
//! marks of their own).

use ratatui::style::{Color as Tc, Modifier, Style};
use std::sync::OnceLock;

pub(crate) fn color_enabled() -> bool {
    static ENABLED: OnceLock<bool> = OnceLock::new();
    *ENABLED.get_or_init(|| std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()))
}

fn fg(c: Tc) -> Style {
    if color_enabled() {
        Style::new().fg(c)
    } else {
        Style::new()
    }
}

pub fn title() -> Style {
    fg(Tc::Cyan).add_modifier(Modifier::BOLD)
}

pub(crate) fn dim() -> Style {
    if color_enabled() {
        Style::new().fg(Tc::DarkGray)
    } else {
        Style::new().add_modifier(Modifier::DIM)
    }
}

pub fn key() -> Style {
    if color_enabled() {
        Style::new().fg(Tc::Black).bg(Tc::Gray)
    } else {
        Style::new().add_modifier(Modifier::REVERSED)
    }
}

pub(crate) fn highlight() -> Style {
    if color_enabled() {
        Style::new()
            .fg(Tc::Black)
            .bg(Tc::Cyan)
            .add_modifier(Modifier::BOLD)
    } else {
        Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
    }
}

pub(crate) fn warn() -> Style {
    fg(Tc::Yellow).add_modifier(Modifier::BOLD)
}

pub fn good() -> Style {
    fg(Tc::Green).add_modifier(Modifier::BOLD)
}

pub(crate) fn bold() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}

/// A card face of a paint color: background of the color, readable text on it.
pub(crate) fn paint(rgb: (u8, u8, u8), dark_text: bool) -> Style {
    if !color_enabled() {
        return Style::new().add_modifier(Modifier::BOLD);
    }
    let text = if dark_text { Tc::Black } else { Tc::White };
    Style::new()
        .bg(Tc::Rgb(rgb.0, rgb.1, rgb.2))
        .fg(text)
        .add_modifier(Modifier::BOLD)
}

/// The guide's accent: the border of its step box.
pub(crate) fn accent() -> Style {
    fg(Tc::Cyan).add_modifier(Modifier::BOLD)
}

/// The background a guide step's element takes (dark, so every text stays readable).
pub(crate) const ACCENT_BG: Tc = Tc::Rgb(0, 60, 80);
