//! Opening a table (a new game, a guided first round, a saved game) and saving it.

use super::{At, Effect, GameTable, Screen, Table};
use crate::app::text::table::{fill, words};
use crate::engine::{Describe, Lang, Seat};
use crate::game_screen::game_ui::GameUi;
use crate::game_screen::game_ui::ScreenedGame;
use crate::session::Session;
use crate::session::record;
use std::path::PathBuf;

/// How a game is started: seats, the house rules as configured, the seed.
pub struct Start {
    pub seats: Vec<Seat>,
    pub section: toml::Value,
    pub seed: u64,
    /// The seed was typed by someone (setup or command line): it may be shown.
    pub seed_chosen: bool,
    pub lang: Lang,
    pub record: Option<PathBuf>,
    pub save_path: PathBuf,
}

/// A saved session is trusted only if the same seed deals the same start and its moves
/// replay to exactly the saved state; the replayed state is what is played on. A save
/// edited by hand (seat numbers out of range, short lists) is refused, never played.
pub(crate) fn verified<G: ScreenedGame>(mut session: Session<G>) -> Result<Session<G>, String> {
    let players = session.seats.len();
    if players != session.game.seat_count() || players != session.initial.seat_count() {
        return Err("its seats do not match the game".into());
    }
    // Rules code never panics on a move, but a hand-edited start could hold values no
    // deal makes; contain that here instead of taking the terminal down (the runner,
    // which resumes saves, silences the panic hook meanwhile: see `Effect::Resume`).
    let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let fresh = session.initial.redeal(players, session.seed)?;
        let same = |a: &G, b: &G| serde_json::to_value(a).ok() == serde_json::to_value(b).ok();
        if !same(&fresh, &session.initial) {
            return Err("its first deal is not the one its seed makes".to_string());
        }
        let mut game = fresh;
        for entry in &session.history {
            game.apply(entry.seat, &entry.mv).map_err(|e| {
                format!(
                    "move {} does not replay: {}",
                    entry.ply + 1,
                    e.describe(Lang::En)
                )
            })?;
        }
        if !same(&game, &session.game) {
            return Err("its state is not what its moves make".to_string());
        }
        Ok(game)
    }));
    session.game = checked.map_err(|_| "its game cannot be rebuilt".to_string())??;
    Ok(session)
}

impl<G: ScreenedGame> GameTable<G> {
    /// A new game: the first autosave and the start of the record are effects.
    pub fn start(start: Start, fx: &mut Vec<Effect>) -> Result<GameTable<G>, String> {
        let lang = start.lang;
        let players = start.seats.len();
        let rules = crate::games::rules_from::<G>(&start.section)?;
        let rules = G::rules_for_seats(rules, players);
        let mut game = G::new_game(players, rules, start.seed, lang)?;
        game.seated(&start.seats);
        let names: Vec<String> = start.seats.iter().map(|s| s.name.clone()).collect();
        let opening = game.opening_text(lang, &names);
        let session = Session::new(start.seats, start.seed, game);
        let mut table = Table::new(session, start.section, start.seed_chosen, start.save_path);
        let mut host = Screen::at_keyboard(&table.session, lang);
        let mut hello = if start.seed_chosen {
            fill(
                words(lang).new_game_seed,
                &[("seed", &start.seed.to_string())],
            )
        } else {
            words(lang).new_game.to_string()
        };
        for line in opening {
            hello.push(' ');
            hello.push_str(&line);
        }
        host.say(hello);
        if let Some(path) = start.record {
            // People play: only what every seat may see until the game ends (no seed).
            fx.push(Effect::Record {
                path: path.clone(),
                lines: vec![record::public_start(&table.session)],
                create: true,
            });
            table.record = Some(path);
        }
        let mut game_table = GameTable::with_table(table, host);
        game_table.on(super::ScreenId::Host, |at| at.save(fx));
        Ok(game_table)
    }

    /// The game's guided first round: its script's seats, seed and house rules, the
    /// learner at this keyboard. Nothing is saved or recorded: the first autosave
    /// `start` asks for is dropped, and `save` does nothing while the guide runs.
    pub fn start_guide(lang: Lang, save_path: PathBuf) -> Result<GameTable<G>, String> {
        let script = G::guide().ok_or_else(|| "no guide".to_string())?;
        let lang = G::forced_lang().unwrap_or(lang);
        let level = crate::engine::BotLevel::parse(&script.level)
            .unwrap_or(crate::engine::BotLevel::Normal);
        let seats = script
            .names(lang)
            .iter()
            .enumerate()
            .map(|(i, name)| Seat {
                name: name.clone(),
                kind: if i == script.learner {
                    crate::engine::SeatKind::Human
                } else {
                    crate::engine::SeatKind::Computer(level)
                },
            })
            .collect();
        let mut section = match toml::from_str::<toml::Table>(G::DEFAULT_TOML) {
            Ok(mut all) => match all.remove(G::KEY) {
                Some(toml::Value::Table(t)) => t,
                _ => all,
            },
            Err(e) => return Err(e.to_string()),
        };
        for (k, v) in script.rules_for(Some(lang)) {
            section.insert(k, v);
        }
        let start = Start {
            seats,
            section: toml::Value::Table(section),
            seed: script.seed,
            seed_chosen: false,
            lang,
            record: None,
            save_path,
        };
        let mut dropped = Vec::new();
        let mut table = GameTable::<G>::start(start, &mut dropped)?;
        table.table.guide = Some(crate::app::guide::Guided::new(script));
        table.host.message.clear();
        Ok(table)
    }

    /// A saved game, from the body of a save file: trusted only once verified.
    pub fn resume(
        body: serde_json::Value,
        lang: Lang,
        save_path: PathBuf,
        record_path: Option<PathBuf>,
        seed_chosen: bool,
    ) -> Result<GameTable<G>, String> {
        let session: Session<G> = serde_json::from_value(body).map_err(|e| e.to_string())?;
        let session = verified(session)?;
        let section =
            toml::Value::try_from(session.game.house_rules()).map_err(|e| e.to_string())?;
        // A typed seed is shown again; one drawn at random stays hidden until the end.
        let mut table = Table::new(session, section, seed_chosen, save_path);
        // Typed answers count only where the game still asks that person that question.
        let typed = std::mem::take(&mut table.session.typed_answers);
        if let Some(poll) = table.session.game.poll(lang, &[]) {
            for (seat, mv) in typed {
                let asked = poll.seats.contains(&seat)
                    && table.session.seats.get(seat).is_some_and(|s| s.is_human())
                    && poll.answers.iter().any(|a| a.mv == mv)
                    && !table.session.typed_answers.iter().any(|a| a.0 == seat);
                if asked {
                    table.session.typed_answers.push((seat, mv));
                }
            }
        }
        let mut host = Screen::at_keyboard(&table.session, lang);
        // The last moves are told again, so that Ctrl-L shows the whole game.
        host.log = super::told_history(&table.session, lang);
        if table.session.practice {
            host.say(fill(
                words(lang).practice_from,
                &[("move", &table.session.ply().to_string())],
            ));
        } else {
            host.say(words(lang).resumed.into());
        }
        // A recorded game keeps its record going: the next moves append to it and game
        // over writes it complete.
        table.record = record_path;
        Ok(GameTable::with_table(table, host))
    }
}

impl<G: ScreenedGame> At<'_, G> {
    /// The autosave (and, once the game is over, its leaving the list of saves). The
    /// list of saves describes it as this screen's header does.
    pub(crate) fn save(&mut self, fx: &mut Vec<Effect>) {
        // The guide's game is neither autosaved (Continue) nor finished into History.
        if self.table.guide.is_some() {
            return;
        }
        let ctx = self.look().ctx();
        let summary = format!("{} · {}", ctx.names.join(", "), self.screen.ui.header(&ctx));
        match serde_json::to_value(&self.table.session) {
            Ok(mut body) => {
                self.table.keep_stood_in_seats(&mut body);
                fx.push(Effect::Save {
                    path: self.table.save_path.clone(),
                    game: G::KEY,
                    summary,
                    record: self.table.record.clone(),
                    seed_chosen: self.table.seed_chosen,
                    body,
                });
                if self.table.is_over() {
                    fx.push(Effect::Finish {
                        path: self.table.save_path.clone(),
                    });
                }
            }
            Err(e) => {
                self.screen.message =
                    crate::app::text::save_failed(self.screen.lang, &e.to_string())
            }
        }
    }
}
