//! What line mode prints after each change: only what is new since the last time
//! (a move, a refusal, a question, a hand-off, a summary), each said once and never
//! repainted, most important words first.

use crate::ui::speech::Spoken;

/// What has been said so far.
#[derive(Default)]
pub struct Narrator {
    /// The table screen as last said (None: no table said yet).
    last: Option<Spoken>,
    /// How many of the table's moves have been said.
    moves_said: usize,
    /// Another screen (launcher, setup, a popup) as last said, line by line.
    other: Vec<String>,
    /// The last line said about the table.
    last_line: Option<String>,
}

impl Narrator {
    /// The lines that tell what changed at the table since the last call.
    pub fn table(&mut self, now: &Spoken) -> Vec<String> {
        let mut out = Vec::new();
        self.other.clear();
        let first = self.last.is_none();
        let last = self.last.take().unwrap_or_default();
        if first {
            out.push(now.title.clone());
        }
        if first {
            // A game continued: its moves so far are read on request ("last").
            self.moves_said = now.log.len();
        }
        if now.log.len() < self.moves_said {
            // Taken back: the table's own line says so below.
            self.moves_said = now.log.len().saturating_sub(1);
        }
        for entry in now.log.iter().skip(self.moves_said) {
            out.push(entry.clone());
        }
        self.moves_said = now.log.len();
        if now.message != last.message
            && !now.message.is_empty()
            && now.log.last() != Some(&now.message)
        {
            out.push(now.message.clone());
        }
        if now.summary != last.summary
            && let Some((title, lines)) = &now.summary
        {
            out.push(title.clone());
            out.extend(lines.iter().cloned());
        }
        // A new round's title after the last round's moves and summary, once the
        // summary is closed: said under it, the title would be the last line read while
        // the table waits for the summary's key.
        let held_by_summary = now.summary.is_some() && !first;
        if !first && now.title != last.title && !held_by_summary {
            out.push(now.title.clone());
        }
        if now.over != last.over
            && let Some(lines) = &now.over
        {
            out.extend(lines.iter().cloned());
        }
        if now.handoff != last.handoff
            && let Some(handoff) = &now.handoff
        {
            out.push(handoff.clone());
        }
        // The word's field moved to another word ("Word on Bob's word"): said as the
        // field's label changes, not when a turn starts with it.
        if !first
            && now.field != last.field
            && last.field.is_some()
            && let Some(field) = &now.field
        {
            out.push(field.clone());
        }
        // The same question is asked again after a move, even in the same words, but
        // not twice in a row ("Computer 3 is thinking…" when only the move count
        // changed, no move said between) unless it asks the reader anew.
        if (now.prompt != last.prompt || now.ply != last.ply || first)
            && !held_by_summary
            && let Some(prompt) = &now.prompt
            && (now.yours || out.last().or(self.last_line.as_ref()) != Some(prompt))
        {
            out.push(prompt.clone());
        }
        if let Some(line) = out.last() {
            self.last_line = Some(line.clone());
        }
        let mut said = now.clone();
        if held_by_summary {
            // Not said yet (the new round's title, a computer thinking, the next
            // question): kept as before so each is said when the summary closes.
            said.title = last.title;
            said.prompt = last.prompt;
            said.ply = last.ply;
        }
        self.last = Some(said);
        out
    }

    /// The lines of a screen that is not a table (the launcher, setup, a popup) when
    /// they changed: the screen read again from its first line, rows that did not
    /// change left out after the first time.
    pub fn screen(&mut self, lines: Vec<String>) -> Vec<String> {
        if lines == self.other {
            return Vec::new();
        }
        let out = if self.other.is_empty() {
            lines.clone()
        } else {
            lines
                .iter()
                .filter(|line| !self.other.contains(line))
                .cloned()
                .collect()
        };
        self.other = lines;
        // The table is said whole again when it comes back.
        self.last = None;
        self.last_line = None;
        out
    }

    /// What the table says now, said again: a refusal or note if there is one, else
    /// the question (a key that changed nothing still gets an answer).
    pub fn again(&self) -> Vec<String> {
        let Some(last) = &self.last else {
            return self.other.clone();
        };
        if let Some((_, lines)) = &last.summary {
            // The summary waits for its key, which its last line names.
            return lines.last().cloned().into_iter().collect();
        }
        if !last.message.is_empty() && last.log.last() != Some(&last.message) {
            return vec![last.message.clone()];
        }
        last.handoff
            .iter()
            .chain(last.prompt.iter())
            .cloned()
            .collect()
    }

    /// The table as last said, for the reading commands.
    pub fn spoken(&self) -> Option<&Spoken> {
        self.last.as_ref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(log: &[&str], prompt: Option<&str>) -> Spoken {
        Spoken {
            title: "Pala, Pointillism, round 1".into(),
            log: log.iter().map(|s| s.to_string()).collect(),
            message: log.last().map(|s| s.to_string()).unwrap_or_default(),
            prompt: prompt.map(str::to_string),
            ..Spoken::default()
        }
    }

    #[test]
    fn each_move_and_question_is_said_once() {
        let mut n = Narrator::default();
        let first = n.table(&table(&["Ana bids 2."], Some("Your bid, Bob.")));
        assert_eq!(first, ["Pala, Pointillism, round 1", "Your bid, Bob."]);
        // Nothing new: nothing said (a redraw is never read again).
        assert!(
            n.table(&table(&["Ana bids 2."], Some("Your bid, Bob.")))
                .is_empty()
        );
        let next = n.table(&table(
            &["Ana bids 2.", "Bob bids 1."],
            Some("Cy is thinking."),
        ));
        assert_eq!(next, ["Bob bids 1.", "Cy is thinking."]);
    }

    #[test]
    fn the_words_field_is_said_when_it_moves_to_another_word() {
        let mut n = Narrator::default();
        let field = |label: &str| Spoken {
            field: Some(label.into()),
            ..table(&["Bob plays WYN."], Some("Play a word."))
        };
        n.table(&table(&["Bob plays WYN."], Some("Bob is thinking.")));
        // A turn starting with the field as it always starts says only its question.
        assert_eq!(n.table(&field("Word")), ["Play a word."]);
        // Down picked Bob's word to build on: nothing else changed on the screen.
        assert_eq!(
            n.table(&field("Word on Bob's word")),
            ["Word on Bob's word"]
        );
        assert_eq!(n.table(&field("Word")), ["Word"]);
    }

    #[test]
    fn a_refusal_is_said_and_a_hand_off_hides_the_question() {
        let mut n = Narrator::default();
        n.table(&table(&["Ana bids 2."], Some("Your bid, Bob.")));
        let mut refused = table(&["Ana bids 2."], Some("Your bid, Bob."));
        refused.message = "Bob cannot bid 9: 5 cards.".into();
        assert_eq!(n.table(&refused), ["Bob cannot bid 9: 5 cards."]);
        // The same refusal again: nothing new, but asked for, it is said again.
        assert!(n.table(&refused).is_empty());
        assert_eq!(n.again(), ["Bob cannot bid 9: 5 cards."]);
        let handoff = Spoken {
            handoff: Some("Pass to Cy, then press Enter".into()),
            prompt: None,
            ..table(&["Ana bids 2.", "Bob bids 1."], None)
        };
        assert_eq!(
            n.table(&handoff),
            ["Bob bids 1.", "Pass to Cy, then press Enter"]
        );
    }

    #[test]
    fn a_new_rounds_title_waits_until_the_summary_is_closed() {
        let mut n = Narrator::default();
        n.table(&table(&["Ana leads a red 3."], Some("Your turn.")));
        let summary = Spoken {
            title: "Pala, Pointillism, round 2".into(),
            summary: Some((
                "Round 1 is over".into(),
                vec!["Press c to continue.".into()],
            )),
            prompt: Some("Computer 3 is thinking…".into()),
            ..table(&["Ana leads a red 3.", "Bob junks a green 5."], None)
        };
        let said = n.table(&summary);
        assert_eq!(
            said.last().map(String::as_str),
            Some("Press c to continue.")
        );
        assert!(!said.iter().any(|l| l.contains("round 2")), "{said:?}");
        let closed = Spoken {
            summary: None,
            ..summary.clone()
        };
        assert_eq!(n.again(), ["Press c to continue."]);
        assert_eq!(
            n.table(&closed),
            ["Pala, Pointillism, round 2", "Computer 3 is thinking…"]
        );
    }

    #[test]
    fn a_line_is_not_said_twice_in_a_row_unless_it_asks_the_reader_anew() {
        let mut n = Narrator::default();
        let thinking = |ply| Spoken {
            ply,
            ..table(&["Ana bids 2."], Some("Computer 3 is thinking…"))
        };
        n.table(&thinking(1));
        // Only the move count changed, no move said between: nothing is said.
        assert!(n.table(&thinking(2)).is_empty());
        // The reader's own turn, asked again after a move of theirs that says nothing
        // new (the same words): it is a new question, said again.
        let yours = |ply| Spoken {
            ply,
            yours: true,
            ..table(&["Ana bids 2."], Some("Your turn: play a card."))
        };
        assert_eq!(n.table(&yours(3)), ["Your turn: play a card."]);
        assert_eq!(n.table(&yours(4)), ["Your turn: play a card."]);
    }

    #[test]
    fn another_screen_says_only_its_new_lines_and_the_table_comes_back_whole() {
        let mut n = Narrator::default();
        n.table(&table(&[], Some("Your bid, Bob.")));
        let menu = vec!["Rules".to_string(), "> Pala".to_string()];
        assert_eq!(n.screen(menu.clone()), menu);
        assert!(n.screen(menu).is_empty());
        let moved = vec!["Rules".to_string(), "> Palabra".to_string()];
        assert_eq!(n.screen(moved), ["> Palabra"]);
        let back = n.table(&table(&[], Some("Your bid, Bob.")));
        assert_eq!(back, ["Pala, Pointillism, round 1", "Your bid, Bob."]);
    }
}
