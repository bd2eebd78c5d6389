//! The word (or answer) being typed at a word game's table, one widget for every game:
//! the text and its longest length, the keys that type, erase and clear it, the rows it
//! needs and its drawing (the input row, and under it what the text would do or why it
//! cannot), the countdown shown in the prompt, and the keys that answer a word just laid.
//! The game says what its text makes (the preview line, the move Enter plays): the
//! widget never knows the rules.

use super::kit::*;
use super::text::words;
use crate::engine::Lang;
use crate::game_screen::game_ui::{Binding, Clock, Reply};
use crate::game_screen::keys::Action;

/// What the typed text would do (Ok, shown with ✓) or why it cannot (Err, with ✗); None:
/// nothing to say yet.
pub type Preview = Option<Result<String, String>>;

/// The text being typed, at most `MAX` characters.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WordEntry<const MAX: usize> {
    text: String,
}

impl<const MAX: usize> WordEntry<MAX> {
    pub fn text(&self) -> &str {
        &self.text
    }

    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// Types `add` (a letter as the game spells it) at the end; a text at its longest
    /// takes nothing more, and `too_long` says so.
    pub fn push<M>(&mut self, add: &str, too_long: &str) -> Reply<M> {
        if self.text.chars().count() >= MAX {
            return Reply::Say(too_long.to_string());
        }
        self.text.push_str(add);
        Reply::Nothing
    }

    /// The last character becomes `to` when it is `from` (N then ~ makes Ñ); false when
    /// it is not.
    pub fn swap_last(&mut self, from: char, to: char) -> bool {
        if !self.text.ends_with(from) {
            return false;
        }
        self.text.pop();
        self.text.push(to);
        true
    }

    /// Backspace: the last character goes.
    pub fn erase(&mut self) {
        self.text.pop();
    }

    /// Esc: the text goes. False when there was none (the game may then drop its other
    /// choices: the word picked on the table, the jokers).
    pub fn clear(&mut self) -> bool {
        let had = !self.text.is_empty();
        self.text.clear();
        had
    }

    /// Rows the input row and the line under it take at `width` (the line under it is
    /// kept even when empty, and takes at most 3 rows).
    pub fn rows(&self, preview: &Preview, width: u16) -> u16 {
        let under = match preview {
            Some(Ok(text)) | Some(Err(text)) => rows_for(&format!("✗ {text}"), width),
            None => 1,
        };
        1 + under.min(3)
    }

    /// [`WordEntry::rows`] on a phone-size screen: the line under the input takes a row
    /// only when it says something (that row went to the newest move).
    pub fn compact_rows(&self, preview: &Preview, width: u16) -> u16 {
        match preview {
            None => 1,
            Some(_) => self.rows(preview, width),
        }
    }

    /// The text typed under `what` ("Your word: CAT_"), and the preview line.
    pub fn lines(&self, what: &str, preview: Preview) -> Vec<Line<'static>> {
        let mut lines = vec![Line::from(vec![
            Span::styled(format!("{what}: "), theme::bold()),
            Span::styled(format!("{}_", self.text), theme::highlight()),
        ])];
        match preview {
            Some(Ok(ok)) => lines.push(Line::from(Span::styled(format!("✓ {ok}"), theme::good()))),
            Some(Err(why)) => {
                lines.push(Line::from(Span::styled(format!("✗ {why}"), theme::warn())))
            }
            None => {}
        }
        lines
    }

    /// Draws [`WordEntry::lines`] in `area`, wrapped; returns where the next letter
    /// goes ([`WordEntry::next_letter`]), the field's focus.
    pub fn draw(&self, frame: &mut Frame, area: Rect, what: &str, preview: Preview) -> Position {
        frame.render_widget(
            Paragraph::new(self.lines(what, preview)).wrap(Wrap { trim: true }),
            area,
        );
        self.next_letter(area, what)
    }

    /// Where the next letter goes in the input row drawn at `area` under `what`: right
    /// after the last letter typed (on the "_"), where a screen reader's cursor reads
    /// the field. A row too narrow for it (wrapped): the field's start.
    pub fn next_letter(&self, area: Rect, what: &str) -> Position {
        let typed = Span::raw(format!("{what}: {}", self.text)).width();
        match u16::try_from(typed) {
            Ok(col) if col < area.width => Position::new(area.x + col, area.y),
            _ => area.as_position(),
        }
    }
}

/// Backspace erases a character (not shown in the footer: every text field does it).
pub fn erase_key<C>(command: C) -> Binding<C> {
    Binding::new(&[Action::Backspace], "", command).hidden()
}

/// Esc clears the text.
pub fn clear_key<C>(lang: Lang, command: C) -> Binding<C> {
    Binding::new(&[Action::Back], words(lang).key_clear, command)
}

/// The prompt with the countdown after it ("… ⏳ 8 s"), while one runs.
pub fn with_timer(mut prompt: String, timer: Option<Clock>) -> String {
    if let Some(clock) = timer {
        prompt.push_str(&format!("  ⏳ {} s", clock.left));
    }
    prompt
}

/// Challenge mode, a word just laid: a (or Enter) accepts it; d challenges it, at every
/// word game and in the README (Palabra showed c; found by a tester). c challenges too,
/// unshown, for whoever learnt it.
pub fn answer_keys<C: Copy>(lang: Lang, accept: C, challenge: C) -> Vec<Binding<C>> {
    vec![
        Binding::new(
            &[Action::Char('a'), Action::Select],
            words(lang).key_accept,
            accept,
        ),
        Binding::new(&[Action::Char('d')], words(lang).key_challenge, challenge),
        Binding::new(&[Action::Char('c')], "", challenge).hidden(),
    ]
}

/// A vote on a word or an answer: y (s in Spanish) for yes, n for no, under the game's
/// words for them; the other language's yes key works too.
pub fn vote_keys<C: Copy>(lang: Lang, labels: (&str, &str), yes: C, no: C) -> Vec<Binding<C>> {
    vec![
        Binding::new(&[Action::Char(words(lang).key_yes)], labels.0, yes),
        Binding::new(&[Action::Char(words(lang).key_yes_other)], "", yes).hidden(),
        Binding::new(&[Action::Char('n')], labels.1, no),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(r: Reply<()>) -> Option<String> {
        match r {
            Reply::Say(s) => Some(s),
            _ => None,
        }
    }

    #[test]
    fn a_text_at_its_longest_takes_nothing_more_and_says_so() {
        let mut e = WordEntry::<3>::default();
        for c in ["A", "B", "C"] {
            assert_eq!(said(e.push(c, "too long")), None);
        }
        assert_eq!(said(e.push("D", "too long")).as_deref(), Some("too long"));
        assert_eq!(e.text(), "ABC");
        e.erase();
        assert_eq!(e.text(), "AB");
        assert!(e.clear());
        assert!(!e.clear(), "nothing left to clear");
        assert!(e.is_empty());
    }

    #[test]
    fn n_then_tilde_makes_an_enye_only_after_an_n() {
        let mut e = WordEntry::<16>::default();
        let _ = e.push::<()>("A", "");
        assert!(!e.swap_last('N', 'Ñ'));
        let _ = e.push::<()>("N", "");
        assert!(e.swap_last('N', 'Ñ'));
        assert_eq!(e.text(), "AÑ");
    }

    #[test]
    fn rows_keep_the_preview_line_and_at_most_three_rows_of_it() {
        let e = WordEntry::<16>::default();
        assert_eq!(e.rows(&None, 80), 2);
        assert_eq!(e.rows(&Some(Ok("12 points".into())), 80), 2);
        let long = "why not ".repeat(40);
        assert_eq!(e.rows(&Some(Err(long)), 40), 4);
        let text: Vec<String> = e
            .lines("Your word", Some(Err("not a word".into())))
            .iter()
            .map(|l| l.to_string())
            .collect();
        assert_eq!(text, ["Your word: _", "✗ not a word"]);
    }

    #[test]
    fn the_timer_follows_the_prompt_while_it_runs() {
        let p = "Your turn.".to_string();
        assert_eq!(with_timer(p.clone(), None), "Your turn.");
        let clock = Clock {
            seconds: 10,
            left: 7,
        };
        assert_eq!(with_timer(p, Some(clock)), "Your turn.  ⏳ 7 s");
    }

    #[test]
    fn both_challenge_keys_work_and_one_is_shown() {
        let keys = answer_keys(Lang::En, 1, 2);
        assert!(
            keys.iter()
                .any(|b| b.shown && b.keys == [Action::Char('d')])
        );
        assert!(
            keys.iter()
                .any(|b| !b.shown && b.keys == [Action::Char('c')] && b.command == 2)
        );
        let votes = vote_keys(Lang::Es, ("sí", "no"), 1, 2);
        assert_eq!(votes[0].keys, [Action::Char('s')]);
        assert_eq!(votes[1].keys, [Action::Char('y')]);
    }
}
