//! The Palabra table. Pre-play: pick another player's word with ↑↓, `1` puts a joker on
//! it (several words may get one), or type the letters to shave it with; Enter plays
//! (nothing chosen = no pre-play). Play: type a word (`*` before a letter = a wild card,
//! `+` = a vowel card), ↑↓ picks a word to build on, `2`-`5` switch to straight, flush,
//! vowels, exchange (`1` back to word), `0` passes. `!` starts the impatient timer.
//! Hand-off, computer players, saving and the record are the shared `Core`.

use super::core::Core;
use super::keys::Action;
use super::{App, Popup, Screen, launcher::Launcher, text};
use crate::engine::{Describe, Lang, Rules, Seat, SeatId};
use crate::games::palabra::{
    self, Palabra, PalabraMove, PalabraRules, PalabraView, Phase, preview_in,
};
use std::path::Path;
use std::time::Instant;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PalabraAsk {
    Wait,
    PrePlay,
    Play,
    Answer,
    Vote,
}

/// What the typed letters make in the play phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayMode {
    Word,
    Straight,
    Flush,
    Vowels,
    Exchange,
}

pub const MAX_INPUT: usize = 16;

pub struct PalabraTable {
    pub core: Core<Palabra>,
    pub input: String,
    pub mode: PlayMode,
    /// The table word (by seat) to build on, shave, or put a joker on.
    pub target: Option<SeatId>,
    /// Pre-play: the words that get a joker.
    pub jokers: Vec<SeatId>,
    /// The impatient timer, once someone starts it.
    pub timer: Option<Instant>,
    turn_ply: u64,
}

super::core::table_with_core!(PalabraTable, Palabra);

impl PalabraTable {
    fn with_core(core: Core<Palabra>) -> PalabraTable {
        let turn_ply = core.session.ply();
        PalabraTable {
            core,
            input: String::new(),
            mode: PlayMode::Word,
            target: None,
            jokers: Vec::new(),
            timer: None,
            turn_ply,
        }
    }

    pub fn start(
        app: &mut App,
        seats: Vec<Seat>,
        rules: PalabraRules,
        seed: u64,
    ) -> Result<PalabraTable, String> {
        let lang = app.lang;
        let game = Palabra::new(seats.len(), rules, seed).map_err(|e| e.describe(lang))?;
        let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
        // The cut for the first player happens as the game is made: tell the table.
        let opening: Vec<String> = game
            .opening_events()
            .iter()
            .map(|e| palabra::text::event_text(e, lang, &names))
            .collect();
        let mut core = Core::start(seats, seed, game, lang, app.record_path.as_deref())?;
        core.message = format!("{} {}", core.message, opening.join(" "));
        core.log.push(core.message.clone());
        if let Err(e) = core.autosave(&app.save_path) {
            app.popup = Some(Popup::Notice(text::save_failed(lang, &e)));
        }
        Ok(PalabraTable::with_core(core))
    }

    pub fn resume(body: serde_json::Value, app: &App) -> Result<PalabraTable, String> {
        Ok(PalabraTable::with_core(Core::resume(
            body,
            &app.save_path,
            app.lang,
        )?))
    }

    pub fn ask(&self) -> PalabraAsk {
        let Some(seat) = self.acting_person() else {
            return PalabraAsk::Wait;
        };
        match self.session.game.view_for(seat).phase {
            Phase::PrePlay => PalabraAsk::PrePlay,
            Phase::Play => PalabraAsk::Play,
            Phase::Challenge => PalabraAsk::Answer,
            Phase::Vote => PalabraAsk::Vote,
            Phase::GameOver => PalabraAsk::Wait,
        }
    }

    pub fn wants_text(&self) -> bool {
        matches!(self.ask(), PalabraAsk::PrePlay | PalabraAsk::Play)
    }

    fn reset_turn_state(&mut self) {
        let ply = self.session.ply();
        if ply != self.turn_ply {
            self.turn_ply = ply;
            self.input.clear();
            self.target = None;
            self.jokers.clear();
            self.mode = PlayMode::Word;
            self.timer = None;
        }
    }

    /// Seconds left on the impatient timer, when it runs.
    pub fn timer_left(&self) -> Option<u64> {
        let secs = u64::from(self.session.game.rules().impatient_timer_seconds);
        let started = self.timer?;
        Some(secs.saturating_sub(started.elapsed().as_secs()))
    }

    pub fn tick(&mut self, delay_ms: u64, save_path: &Path) -> Option<String> {
        if let (Some(0), Some(seat)) = (self.timer_left(), self.acting_person()) {
            self.timer = None;
            if let Err(e) = self.core.play(seat, PalabraMove::TimeOut, save_path) {
                self.core.message = e;
            }
        }
        let notice = self.core.tick(delay_ms, save_path);
        self.reset_turn_state();
        notice
    }

    /// The move the keyboard has composed, or why it cannot be made.
    pub fn intended_move(&self, view: &PalabraView) -> Option<Result<PalabraMove, String>> {
        let lang = self.lang;
        let describe = |e: palabra::PalabraError| e.describe(lang);
        match self.ask() {
            PalabraAsk::PrePlay => {
                if !self.jokers.is_empty() {
                    return Some(Ok(PalabraMove::Joker {
                        targets: self.jokers.clone(),
                    }));
                }
                if self.input.is_empty() {
                    return None;
                }
                let Some(target) = self.target else {
                    return Some(Err(lang
                        .pick(
                            "Pick the word to shave with ↑↓ first.",
                            "Elige antes con ↑↓ la palabra que afeitas.",
                        )
                        .into()));
                };
                Some(palabra::shave_from_text(view, target, &self.input).map_err(describe))
            }
            PalabraAsk::Play => {
                if self.input.is_empty() {
                    return None;
                }
                Some(
                    match self.mode {
                        PlayMode::Word => palabra::word_from_text(view, &self.input, self.target),
                        PlayMode::Straight => {
                            palabra::straight_from_text(view, &self.input, self.target)
                        }
                        PlayMode::Flush => palabra::flush_from_text(view, &self.input),
                        PlayMode::Vowels => palabra::vowels_from_text(view, &self.input),
                        PlayMode::Exchange => palabra::exchange_from_text(view, &self.input),
                    }
                    .map_err(describe),
                )
            }
            _ => None,
        }
    }

    /// What the composed move would score, or why not, for the line under the input.
    pub fn preview(&self) -> Option<Result<String, String>> {
        let view = self.view()?;
        let mv = self.intended_move(&view)?;
        Some(mv.and_then(|mv| preview_in(&view, &mv, self.lang).map_err(|e| e.describe(self.lang))))
    }

    /// Other seats' words that can be picked with ↑↓ now.
    pub fn targets(&self, view: &PalabraView) -> Vec<SeatId> {
        match self.ask() {
            PalabraAsk::PrePlay => view
                .table
                .iter()
                .enumerate()
                .filter(|(s, w)| *s != view.seat && w.is_some())
                .map(|(s, _)| s)
                .collect(),
            PalabraAsk::Play if matches!(self.mode, PlayMode::Word | PlayMode::Straight) => view
                .table
                .iter()
                .enumerate()
                .filter(|(_, w)| w.is_some())
                .map(|(s, _)| s)
                .collect(),
            _ => Vec::new(),
        }
    }
}

fn back_to_launcher(app: &mut App) -> Screen {
    Screen::Launcher(Launcher::default_with_save(&app.save_path))
}

pub fn update(app: &mut App, mut t: Box<PalabraTable>, action: Action) -> Screen {
    t.reset_turn_state();
    t.lang = app.lang;
    let lang = t.lang;
    if t.handoff.is_some() {
        match action {
            Action::Select => t.accept_handoff(),
            Action::Back => return back_to_launcher(app),
            _ => {}
        }
        return Screen::Palabra(t);
    }
    if t.is_over() {
        match action {
            Action::Select | Action::Back => return back_to_launcher(app),
            Action::Tab => t.show_scores = !t.show_scores,
            _ => {}
        }
        return Screen::Palabra(t);
    }
    match action {
        Action::Tab => {
            t.show_scores = !t.show_scores;
            return Screen::Palabra(t);
        }
        // An open score pad covers the hand: Esc or Enter closes it, other keys wait.
        _ if t.show_scores && !crate::ui::has_side_pad() => {
            if matches!(action, Action::Back | Action::Select) {
                t.show_scores = false;
            }
            return Screen::Palabra(t);
        }
        Action::Char('!') => {
            if t.session.game.rules().impatient_timer_seconds == 0 {
                t.message = lang
                    .pick(
                        "The impatient timer is off in these house rules.",
                        "El reloj impaciente está desactivado en estas reglas.",
                    )
                    .into();
            } else if t.timer.is_none() {
                t.timer = Some(Instant::now());
            }
            return Screen::Palabra(t);
        }
        _ => {}
    }
    let Some(seat) = t.acting_person() else {
        if action == Action::Back {
            return back_to_launcher(app);
        }
        return Screen::Palabra(t);
    };
    let chosen = match t.ask() {
        PalabraAsk::PrePlay | PalabraAsk::Play => compose_keys(&mut t, action, lang),
        PalabraAsk::Answer => match action {
            Action::Char('c') => Some(PalabraMove::Challenge),
            Action::Char('a') | Action::Select => Some(PalabraMove::Accept),
            _ => None,
        },
        PalabraAsk::Vote => match action {
            Action::Char('y') | Action::Char('s') => Some(PalabraMove::Vote { accept: true }),
            Action::Char('n') => Some(PalabraMove::Vote { accept: false }),
            _ => None,
        },
        PalabraAsk::Wait => None,
    };
    if let Some(notice) = chosen.and_then(|mv| t.core.play_person(seat, mv, &app.save_path)) {
        app.popup = Some(Popup::Notice(notice));
    }
    t.reset_turn_state();
    Screen::Palabra(t)
}

fn compose_keys(t: &mut PalabraTable, action: Action, lang: Lang) -> Option<PalabraMove> {
    let view = t.view()?;
    let pre = t.ask() == PalabraAsk::PrePlay;
    match action {
        Action::Char('0') if !pre => return Some(PalabraMove::Pass),
        Action::Char(d @ '1'..='5') if !pre => {
            t.mode = match d {
                '1' => PlayMode::Word,
                '2' => PlayMode::Straight,
                '3' => PlayMode::Flush,
                '4' => PlayMode::Vowels,
                _ => PlayMode::Exchange,
            };
            if !matches!(t.mode, PlayMode::Word | PlayMode::Straight) {
                t.target = None;
            }
        }
        Action::Char('1') if pre => match t.target {
            Some(s) => {
                if let Some(i) = t.jokers.iter().position(|x| *x == s) {
                    t.jokers.remove(i);
                } else if t.jokers.len() < view.hand.iter().filter(|c| c.is_joker()).count() {
                    t.jokers.push(s);
                } else {
                    t.message = lang
                        .pick(
                            "You have no joker left for another word.",
                            "No te queda ningún joker para otra palabra.",
                        )
                        .into();
                }
            }
            None => {
                t.message = lang
                    .pick(
                        "Pick a word with ↑↓ first.",
                        "Elige antes una palabra con ↑↓.",
                    )
                    .into()
            }
        },
        Action::Char(c)
            if c == '*'
                || c == '+'
                || crate::lexicon::normalize(&c.to_string()).is_some_and(|n| n != "Ñ") =>
        {
            if t.input.chars().count() >= MAX_INPUT {
                t.message = lang.pick("That is too long.", "Es demasiado largo.").into();
            } else {
                t.input.push(c.to_ascii_uppercase());
            }
        }
        Action::Char(c) => {
            t.message = match lang {
                Lang::En => format!(
                    "'{c}' does nothing here: type letters (* wild, + vowel card); the keys below say the rest."
                ),
                Lang::Es => format!(
                    "«{c}» no sirve aquí: escribe letras (* comodín, + carta vocal); abajo están las demás teclas."
                ),
            };
        }
        Action::Backspace => {
            t.input.pop();
        }
        Action::Back => {
            if t.input.is_empty() {
                t.target = None;
                t.jokers.clear();
            }
            t.input.clear();
        }
        Action::Up | Action::Down | Action::Left | Action::Right => {
            let targets = t.targets(&view);
            if !targets.is_empty() {
                let n = targets.len();
                let forward = matches!(action, Action::Down | Action::Right);
                let pos = t
                    .target
                    .and_then(|s| targets.iter().position(|x| *x == s))
                    .map_or(0, |i| i + 1);
                let next = if forward {
                    (pos + 1) % (n + 1)
                } else {
                    (pos + n) % (n + 1)
                };
                t.target = next.checked_sub(1).map(|i| targets[i]);
            }
        }
        Action::Select => {
            return match t.intended_move(&view) {
                Some(Ok(mv)) => Some(mv),
                Some(Err(why)) => {
                    t.message = why;
                    None
                }
                None if pre => Some(PalabraMove::SkipPrePlay),
                None => {
                    t.message = lang
                        .pick(
                            "Type a word, or 0 to pass.",
                            "Escribe una palabra, o 0 para pasar.",
                        )
                        .into();
                    None
                }
            };
        }
        _ => {}
    }
    None
}
