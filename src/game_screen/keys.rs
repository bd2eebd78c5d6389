//! The key map: terminal events become `Action`s, so screens never look at raw keys.

use super::text::words;
use crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Up,
    Down,
    Left,
    Right,
    /// Enter: confirm or play.
    Select,
    /// Space: pick or unpick a card.
    Toggle,
    /// Esc: back out.
    Back,
    Help,
    Quit,
    /// Ctrl-L: every move so far.
    Log,
    /// Ctrl-E: write the game record.
    Export,
    /// Ctrl-T: a computer plays for the seats whose person is away (at a hosted table),
    /// or gives them back.
    StandIn,
    /// `u`, or Ctrl-Z (also while typing): take back a decision at the table.
    Undo,
    /// `h`, or Ctrl-G (also while typing): a hint at the table; `h` is ← on every
    /// other screen ([`Action::off_table`]).
    Hint,
    Tab,
    Backspace,
    /// Home, End, Page Up, Page Down (the replay's jumps).
    Home,
    End,
    PageUp,
    PageDown,
    /// A letter key with no fixed meaning (text fields, screen-specific shortcuts).
    Char(char),
    Click {
        column: u16,
        row: u16,
    },
}

/// Maps a key. In a text field letters are text; elsewhere hjkl move.
/// Everywhere `?` helps and Ctrl-Q quits, Ctrl-L shows the moves, Ctrl-E exports: keys
/// that work the same in the typing games.
pub(crate) fn map_key(key: KeyEvent, text_field: bool) -> Option<Action> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return match key.code {
            KeyCode::Char('c') | KeyCode::Char('q') => Some(Action::Quit),
            KeyCode::Char('l') => Some(Action::Log),
            KeyCode::Char('e') => Some(Action::Export),
            KeyCode::Char('t') => Some(Action::StandIn),
            KeyCode::Char('z') => Some(Action::Undo),
            KeyCode::Char('g') => Some(Action::Hint),
            _ => None,
        };
    }
    Some(match key.code {
        KeyCode::Up => Action::Up,
        KeyCode::Down => Action::Down,
        KeyCode::Left => Action::Left,
        KeyCode::Right => Action::Right,
        KeyCode::Enter => Action::Select,
        KeyCode::Esc => Action::Back,
        KeyCode::Tab | KeyCode::BackTab => Action::Tab,
        KeyCode::Backspace | KeyCode::Delete => Action::Backspace,
        KeyCode::Home => Action::Home,
        KeyCode::End => Action::End,
        KeyCode::PageUp => Action::PageUp,
        KeyCode::PageDown => Action::PageDown,
        KeyCode::Char(' ') if !text_field => Action::Toggle,
        // F1 opens the rules everywhere; `?` too, except in a text field where it is text
        // (an answer or a name may hold it).
        KeyCode::F(1) => Action::Help,
        KeyCode::Char('?') if !text_field => Action::Help,
        KeyCode::Char(c) if text_field => Action::Char(c),
        KeyCode::Char('k') => Action::Up,
        KeyCode::Char('j') => Action::Down,
        KeyCode::Char('h') => Action::Hint,
        KeyCode::Char('u') => Action::Undo,
        KeyCode::Char('l') => Action::Right,
        KeyCode::Char(c) => Action::Char(c.to_ascii_lowercase()),
        _ => return None,
    })
}

impl Action {
    /// The key as a screen other than a game's table reads it: `h` moves left there (and
    /// `u` and Ctrl-Z are the letter `u`, which means nothing there).
    pub(crate) fn off_table(self) -> Action {
        match self {
            Action::Hint => Action::Left,
            Action::Undo => Action::Char('u'),
            other => other,
        }
    }
}

pub(crate) fn map_mouse(event: MouseEvent) -> Option<Action> {
    match event.kind {
        MouseEventKind::Down(MouseButton::Left) => Some(Action::Click {
            column: event.column,
            row: event.row,
        }),
        MouseEventKind::ScrollUp => Some(Action::Up),
        MouseEventKind::ScrollDown => Some(Action::Down),
        _ => None,
    }
}

/// How a key is written in a footer: "Enter" / "Intro", "←→", "1-5", "^E".
pub(crate) fn key_names(keys: &[Action], lang: crate::engine::Lang) -> String {
    use Action::*;
    match keys {
        [Left, Right] | [Right, Left] => return "←→".into(),
        [Up, Down] | [Down, Up] => return "↑↓".into(),
        [Up, Down, Left, Right] => return "↑↓←→".into(),
        _ => {}
    }
    let digits: Vec<char> = keys
        .iter()
        .filter_map(|k| match k {
            Char(c) if c.is_ascii_digit() => Some(*c),
            _ => None,
        })
        .collect();
    // A run of digits reads as a range; digits with gaps ("1/3/4") are listed.
    let run = digits.windows(2).all(|w| w[1] as u32 == w[0] as u32 + 1);
    if digits.len() == keys.len() && digits.len() > 2 && run {
        return format!("{}-{}", digits[0], digits[digits.len() - 1]);
    }
    keys.iter()
        .map(|k| match k {
            Up => "↑".to_string(),
            Down => "↓".to_string(),
            Left => "←".to_string(),
            Right => "→".to_string(),
            Select => words(lang).key_name_enter.to_string(),
            Toggle => words(lang).key_name_space.to_string(),
            Back => "Esc".to_string(),
            Help => "?".to_string(),
            Quit => "^Q".to_string(),
            Log => "^L".to_string(),
            Export => "^E".to_string(),
            StandIn => "^T".to_string(),
            Undo => "u".to_string(),
            Hint => "h".to_string(),
            Tab => "Tab".to_string(),
            Backspace => "⌫".to_string(),
            Home => words(lang).key_name_home.to_string(),
            End => words(lang).key_name_end.to_string(),
            PageUp => words(lang).key_name_page_up.to_string(),
            PageDown => words(lang).key_name_page_down.to_string(),
            Char(c) => c.to_string(),
            Click { .. } => words(lang).key_name_click.to_string(),
        })
        .collect::<Vec<_>>()
        .join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_read_as_a_range_only_without_gaps() {
        let digits = |d: &[char]| d.iter().map(|&c| Action::Char(c)).collect::<Vec<_>>();
        let en = crate::engine::Lang::En;
        assert_eq!(key_names(&digits(&['1', '2', '3']), en), "1-3");
        assert_eq!(key_names(&digits(&['1', '3', '4']), en), "1/3/4");
        assert_eq!(key_names(&digits(&['2', '3']), en), "2/3");
    }

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn vim_keys_move_outside_text_fields_and_type_inside() {
        assert_eq!(map_key(key(KeyCode::Char('j')), false), Some(Action::Down));
        assert_eq!(
            map_key(key(KeyCode::Char('j')), true),
            Some(Action::Char('j'))
        );
        assert_eq!(
            map_key(key(KeyCode::Char('q')), false),
            Some(Action::Char('q'))
        );
        assert_eq!(map_key(key(KeyCode::Char('?')), false), Some(Action::Help));
        // In a text field `?` is text; F1 helps everywhere.
        assert_eq!(
            map_key(key(KeyCode::Char('?')), true),
            Some(Action::Char('?'))
        );
        assert_eq!(map_key(key(KeyCode::F(1)), true), Some(Action::Help));
        assert_eq!(map_key(key(KeyCode::F(1)), false), Some(Action::Help));
        assert_eq!(
            map_key(key(KeyCode::Char(' ')), false),
            Some(Action::Toggle)
        );
        assert_eq!(map_key(key(KeyCode::F(5)), false), None);
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(map_key(ctrl_c, true), Some(Action::Quit));
    }

    #[test]
    fn undo_and_hint_keys_work_while_typing_and_h_still_moves_left_off_the_table() {
        assert_eq!(map_key(key(KeyCode::Char('u')), false), Some(Action::Undo));
        assert_eq!(map_key(key(KeyCode::Char('h')), false), Some(Action::Hint));
        assert_eq!(
            map_key(key(KeyCode::Char('u')), true),
            Some(Action::Char('u'))
        );
        assert_eq!(
            map_key(key(KeyCode::Char('h')), true),
            Some(Action::Char('h'))
        );
        let ctrl = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL);
        assert_eq!(map_key(ctrl('z'), true), Some(Action::Undo));
        assert_eq!(map_key(ctrl('g'), true), Some(Action::Hint));
        assert_eq!(Action::Hint.off_table(), Action::Left);
        assert_eq!(Action::Undo.off_table(), Action::Char('u'));
        assert_eq!(Action::Down.off_table(), Action::Down);
    }
}
