//! A guided first round at the table (README, "First Pala round"): the host runs a real
//! game from a game's guide script ([`crate::games::guide::Script`]) and this state says
//! which step is on, what the last refused key was told, and whether "leave the guide?"
//! is being asked. The game judges whether a move fits a step
//! ([`crate::games::TableGame::guide_fits`]); nothing here names a game.

use super::table::{At, Exit, Overlay};
use super::text::table::{fill, words};
use crate::engine::Lang;
use crate::engine::{Describe, Rules, SeatId};
use crate::game_screen::game_ui::ScreenedGame;
use crate::game_screen::keys::Action;
use crate::games::guide::{Script, Step, Wait};

#[derive(Clone, Debug)]
pub struct Guided {
    pub script: &'static Script,
    /// The step on now (past the last: the guide is done).
    pub step: usize,
    /// Why the last key or move changed nothing, shown in the step's box.
    pub said: Option<String>,
    /// Esc was pressed: "leave the guide?" is asked.
    pub confirm_leave: bool,
    /// The learner's moves in the step on now (a round-end or move step with `moves`).
    pub free_moves: u32,
}

impl Guided {
    pub fn new(script: &'static Script) -> Guided {
        Guided {
            script,
            step: 0,
            said: None,
            confirm_leave: false,
            free_moves: 0,
        }
    }

    pub fn current(&self) -> Option<&'static Step> {
        self.script.steps.get(self.step)
    }

    /// The index of the step that lasts until the round ends.
    fn round_end(&self) -> Option<usize> {
        self.script
            .steps
            .iter()
            .position(|s| s.wait() == Wait::RoundEnd)
    }

    /// The round is over: the steps left are about its results, and the computers wait.
    pub fn after_round(&self) -> bool {
        self.round_end().is_some_and(|r| self.step > r)
    }

    /// Whether the step on now is shown: steps about a decision wait for the learner's
    /// turn (the computers play meanwhile); the free play and the results always show.
    pub fn live(&self, learner_acts: bool) -> bool {
        learner_acts
            || self.after_round()
            || self.current().is_some_and(|s| s.wait() == Wait::RoundEnd)
    }

    /// The next step; the one after ends a round-end step when the round is over.
    pub fn advance(&mut self) {
        self.step += 1;
        self.said = None;
        self.free_moves = 0;
    }

    /// After `seat` moved: the free play of a step with `moves` ends at the learner's
    /// last one, as the round's end would end it (the computers then wait); so does a
    /// move step of several moves (a card and its challenge) at the last of them.
    pub fn moved(&mut self, seat: SeatId) {
        let Some(limit) = self.current().and_then(|s| s.moves) else {
            return;
        };
        if seat != self.script.learner || self.after_round() {
            return;
        }
        self.free_moves += 1;
        if self.free_moves >= limit {
            self.advance();
        }
    }

    pub fn done(&self) -> bool {
        self.step >= self.script.steps.len()
    }
}

/// Whether `action` is the key a step names ("enter", "tab", or a letter).
pub fn is_key(action: Action, key: &str) -> bool {
    match key {
        "enter" => action == Action::Select,
        "tab" => action == Action::Tab,
        k => {
            let mut chars = k.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => action == Action::Char(c),
                _ => false,
            }
        }
    }
}

/// The key as the step's box names it.
pub fn key_name(key: &str, lang: Lang) -> String {
    match key {
        "enter" => super::text::table::words(lang).guide_key_enter.to_string(),
        "tab" => "Tab".to_string(),
        k => k.to_string(),
    }
}

impl<G: ScreenedGame> At<'_, G> {
    /// A key while the guide runs: Some(exit) when the guide answers it (a step's key,
    /// Esc and "leave the guide?", a key refused with the reason in the step's box);
    /// None when the table handles it as ever (the game's keys during a move step, the
    /// views, every key while the computers play).
    pub(crate) fn guide_key(&mut self, action: Action) -> Option<Exit> {
        let lang = self.screen.lang;
        let w = words(lang);
        let learner_acts = self.acting_person().is_some();
        let g = self.table.guide.as_mut()?;
        if g.confirm_leave {
            match action {
                Action::Char('y') | Action::Char('s') | Action::Select => {
                    return Some(Exit::LeaveGuide);
                }
                Action::Char('n') | Action::Back => g.confirm_leave = false,
                _ => {}
            }
            return Some(Exit::Stay);
        }
        if action == Action::Back {
            g.confirm_leave = true;
            return Some(Exit::Stay);
        }
        if action == Action::Export {
            g.said = Some(w.guide_no_export.into());
            return Some(Exit::Stay);
        }
        let Some(step) = g.current() else {
            return Some(Exit::LeaveGuide);
        };
        if !g.live(learner_acts) {
            return None;
        }
        let Wait::Key(key) = step.wait() else {
            return None;
        };
        if is_key(action, key) {
            g.advance();
            if g.done() {
                return Some(Exit::LeaveGuide);
            }
            // Enter only turns the page; a table key (t, c) also does its work.
            return (key == "enter").then_some(Exit::Stay);
        }
        let view = action == Action::Log || (action == Action::Tab && step.at != "score_pad");
        if view {
            return None;
        }
        g.said = Some(fill(w.guide_read_first, &[("key", &key_name(key, lang))]));
        Some(Exit::Stay)
    }

    /// Why the guide refuses the learner's `mv` (None: it may be played): the rules' own
    /// words when it is illegal, "try this first" when it is legal but not the step's.
    pub(crate) fn guide_refuses(&self, seat: SeatId, mv: &<G as Rules>::Move) -> Option<String> {
        let g = self.table.guide.as_ref()?;
        let lang = self.screen.lang;
        let game = &self.table.session.game;
        if let Err(e) = game.check(seat, mv) {
            return Some(e.describe(lang));
        }
        let step = g.current()?;
        match step.wait() {
            Wait::Move { kind, cards } if game.guide_fits(seat, mv, kind, cards) => None,
            Wait::RoundEnd => None,
            Wait::Move { .. } => Some(fill(
                words(lang).guide_try,
                &[("what", step.try_text(lang))],
            )),
            Wait::Key(key) => Some(fill(
                words(lang).guide_read_first,
                &[("key", &key_name(key, lang))],
            )),
        }
    }

    /// After a key: a refusal the table or the game said goes into the step's box, and a
    /// step that points at the score pad keeps it open.
    pub(crate) fn guide_after_key(&mut self, message_before: &str, ply_before: u64) {
        let ply = self.table.session.ply();
        let message = self.screen.message.clone();
        let Some(g) = self.table.guide.as_mut() else {
            return;
        };
        if ply == ply_before && message != message_before && !message.is_empty() {
            g.said = Some(message);
        }
        if g.current().is_some_and(|s| s.at == "score_pad")
            && self.screen.overlay != Overlay::Scores
        {
            self.screen.overlay = Overlay::Scores;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn step_keys_are_matched_by_name() {
        assert!(is_key(Action::Select, "enter"));
        assert!(is_key(Action::Char('t'), "t"));
        assert!(!is_key(Action::Char('c'), "t"));
        assert!(!is_key(Action::Select, "t"));
        assert!(is_key(Action::Tab, "tab"));
        assert_eq!(key_name("enter", Lang::Es), "Intro");
    }

    #[test]
    fn a_free_play_with_moves_ends_after_the_learners_last_one() {
        let text = "players = 2\nseed = 1\nnames_en = [\"a\",\"b\"]\nnames_es = [\"a\",\"b\"]\n\
            [[step]]\nen = \"x\"\nes = \"y\"\nat = \"hand\"\nround_end = true\nmoves = 2\n\
            [[step]]\nen = \"x\"\nes = \"y\"\nat = \"score_pad\"\nkey = \"enter\"\n";
        let script: &'static Script = Box::leak(Box::new(Script::parse(text).expect("parses")));
        let mut guided = Guided::new(script);
        guided.moved(1);
        assert_eq!(guided.step, 0, "a computer's move does not count");
        guided.moved(0);
        assert_eq!(guided.step, 0);
        assert!(!guided.after_round());
        guided.moved(0);
        assert_eq!(
            guided.step, 1,
            "the learner's second move ends the free play"
        );
        assert!(
            guided.after_round(),
            "the computers wait while the end is read"
        );
        guided.moved(0);
        assert_eq!(guided.step, 1, "a key step is not ended by moves");
    }

    #[test]
    fn a_move_step_of_several_moves_ends_after_the_last() {
        let text = "players = 3\nseed = 1\nnames_en = [\"a\",\"b\",\"c\"]\n\
            names_es = [\"a\",\"b\",\"c\"]\n\
            [[step]]\nen = \"x\"\nes = \"y\"\nat = \"hand\"\nmove = \"ten\"\nmoves = 3\n\
            try_en = \"t\"\ntry_es = \"t\"\n\
            [[step]]\nen = \"x\"\nes = \"y\"\nat = \"hand\"\nround_end = true\nmoves = 2\n";
        let script: &'static Script = Box::leak(Box::new(Script::parse(text).expect("parses")));
        let mut guided = Guided::new(script);
        guided.moved(0);
        guided.moved(1);
        guided.moved(0);
        assert_eq!(guided.step, 0, "two of the learner's three moves");
        guided.moved(0);
        assert_eq!(guided.step, 1, "the third ends the step");
        guided.moved(0);
        assert_eq!(guided.step, 1, "the free play counts its own moves from 0");
        guided.moved(0);
        assert_eq!(guided.step, 2);
    }
}
