//! What `update` asks the outside world to do, and the one place that does it: files,
//! the clock and threads. `update` returns [`Effect`]s; the event loop (or a test) hands
//! them to a [`Runner`], and what comes back goes into `update` again as a [`Msg`].

use crate::game_screen::keys::Action;
use crate::session::save::{self, SaveError, SaveFile};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Everything `update` can be told.
pub enum Msg {
    Key(Action),
    /// Time passes (the loop sends one every few tens of milliseconds).
    Tick(Instant),
    /// A computer player's move for the decision `asked`, of its game's move type: the
    /// table it was asked for checks that it is still the decision there and that the
    /// move is one of its game's, or drops it.
    BotMove {
        asked: Asked,
        mv: BotAnswer,
    },
    /// An effect has been carried out.
    Done(Done),
    /// A person at another terminal joined, typed or left.
    Guest(super::guests::GuestEvent),
    /// A key a line typed at another terminal stands for (line mode: a card named,
    /// a key named, a word).
    GuestAction {
        conn: super::guests::ConnId,
        action: Action,
    },
}

/// What an effect came to.
pub enum Done {
    Saved(Result<(), String>),
    Exported(Result<PathBuf, String>),
    SaveRead(ReadFor, PathBuf, Result<Option<SaveFile>, SaveError>),
    /// Every save Continue can offer, newest first.
    SavesListed(Vec<(PathBuf, super::launcher::SaveStatus)>),
    Finished(Result<PathBuf, String>),
    SetAside(Result<PathBuf, String>),
    SettingsWritten(Result<PathBuf, String>),
    Recorded(Result<(), String>),
    /// What chance gave a new game (asked for by [`Effect::Draw`]).
    Drawn(DrawFor, Drawn),
    /// A saved game's table, rebuilt and verified by replaying its moves (Err: why it
    /// cannot be played).
    Resumed(PathBuf, Result<Box<dyn super::table::AnyTable>, String>),
    /// A finished game's replay, read from `path` and rebuilt (Err: why not, in the
    /// player's words).
    ReplayOpened(
        PathBuf,
        Result<Box<dyn super::replay::ReplayScreen>, String>,
    ),
    /// Every finished game, for History (or Statistics when `stats`).
    HistoryLoaded {
        stats: bool,
        result: Result<crate::history::Loaded, String>,
    },
    /// A finished game's review, asked with this `progress` (which says whose it is):
    /// its lines, or why there are none.
    Reviewed {
        progress: std::sync::Arc<crate::history::Progress>,
        lines: Vec<String>,
    },
    /// An unfinished game went to the trash folder (Err(None): it is open in another
    /// window; Err(Some): why it could not be moved).
    Trashed(Result<PathBuf, Option<String>>),
}

/// Who asked for a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawFor {
    /// The setup screen's Start.
    Setup,
    /// A finished table's rematch.
    Rematch,
}

/// What a new game takes from chance: its seed (used when nobody chose one) and the name
/// of its own save file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawn {
    pub seed: u64,
    pub save_path: PathBuf,
}

/// Why a save is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadFor {
    Resume,
}

/// A computer player's move, as its game's move type (only the table of that game can
/// read it back; it is passed typed, never written out and parsed again).
pub type BotAnswer = Box<dyn std::any::Any + Send>;

/// A computer player thinking: runs off the UI thread, answers with its move.
pub struct Think(pub Box<dyn FnOnce() -> BotAnswer + Send>);

impl std::fmt::Debug for Think {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Think(..)")
    }
}

/// Which decision a computer player was asked for: the table's game (by its save file,
/// which each game has its own) and the ply. An answer for another game or an earlier
/// decision is dropped, never played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Asked {
    pub table: PathBuf,
    pub ply: u64,
}

#[derive(Debug)]
pub enum Effect {
    /// Write the autosave (atomically); the save time is filled in here.
    Save {
        path: PathBuf,
        game: &'static str,
        summary: String,
        /// The record file the game writes, kept in the save for Continue.
        record: Option<PathBuf>,
        /// The seed was typed (the header shows it again after Continue).
        seed_chosen: bool,
        body: serde_json::Value,
    },
    /// List the saves beside (and including) the old single autosave `legacy`.
    ListSaves { legacy: PathBuf },
    /// The game is over: its save leaves the list (moved to `finished/`, kept) and the
    /// game goes into History's database.
    Finish { path: PathBuf },
    /// Append lines to a record file (`create`: start it afresh).
    Record {
        path: PathBuf,
        lines: Vec<String>,
        create: bool,
    },
    /// Write a record into `dir` (the records folder beside the autosave).
    Export {
        dir: PathBuf,
        game: &'static str,
        text: String,
    },
    /// Ask a computer player for the decision `asked`.
    Think { asked: Asked, job: Think },
    /// Read the autosave: to show what Continue would resume, or to resume it.
    ReadSave { path: PathBuf, purpose: ReadFor },
    /// Move a save out of the way, never deleting it (`only_if_unreadable`: only when it
    /// cannot be read, before a new game saves in its place).
    SetAside {
        path: PathBuf,
        only_if_unreadable: bool,
    },
    /// Write a small file of the app's own (the last seats), atomically.
    WriteFile { path: PathBuf, text: String },
    /// Write the settings into the user's config file, keeping its comments.
    WriteSettings {
        path: PathBuf,
        settings: crate::config::Settings,
    },
    /// Draw a new game's seed and its save file's name (beside the autosave `legacy`):
    /// chance lives here, not in `update`.
    Draw {
        legacy: PathBuf,
        game: &'static str,
        purpose: DrawFor,
    },
    /// Rebuild the table of the save read from `path`, verifying it by replay. A
    /// hand-edited save can make rules code panic: that is contained here, with the panic
    /// hook silenced meanwhile (global state, so not in `update`).
    Resume {
        path: PathBuf,
        file: SaveFile,
        lang: crate::engine::Lang,
    },
    /// Open the replay of the finished game (or complete record) at `path`: the
    /// launcher's way in (History), Esc coming back to it.
    OpenReplay {
        path: PathBuf,
        lang: crate::engine::Lang,
    },
    /// Bring History's database up to date and read every finished game (the data
    /// directory is where the old single autosave `legacy` lies), telling `progress`
    /// how far it has got: off the UI thread when the runner has threads (the first
    /// read of thousands of games takes seconds).
    LoadHistory {
        legacy: PathBuf,
        stats: bool,
        progress: std::sync::Arc<crate::history::Progress>,
    },
    /// Review a finished game (README, "Review of a finished game") off the UI thread
    /// when the runner has threads, on every core, telling `progress`; kept in the
    /// history database of the data directory where `legacy` lies.
    Review {
        job: crate::games::review::Job,
        legacy: PathBuf,
        lang: crate::engine::Lang,
        progress: std::sync::Arc<crate::history::Progress>,
    },
    /// The teacher's report over every finished game in the data directory where
    /// `legacy` lies, as Markdown lines, off the UI thread when the runner has threads.
    Report {
        legacy: PathBuf,
        lang: crate::engine::Lang,
        progress: std::sync::Arc<crate::history::Progress>,
    },
    /// Move an unfinished game's save (and its lock file) into the trash folder.
    Trash { legacy: PathBuf, path: PathBuf },
    /// Say `text` to a connection at another terminal and close it (the event loop's
    /// server does it; without one there is nothing to close).
    Hangup {
        conn: super::guests::ConnId,
        text: String,
    },
}

/// Carries out effects. `threads`: computer players think on threads (the event loop);
/// without, they think at once on this thread (tests).
pub struct Runner {
    threads: Option<std::sync::mpsc::Sender<Msg>>,
    /// Closes a connection at another terminal, with a last line for it (a hosted table).
    hangup: Option<Hangup>,
}

/// How the server closes a connection, saying why.
pub(crate) use crate::remote::conn::Hangup;

impl Runner {
    /// Computer players think on this thread, before `perform` returns.
    pub fn inline() -> Runner {
        Runner {
            threads: None,
            hangup: None,
        }
    }

    /// Computer players think on threads; their moves arrive on `tx`.
    pub(crate) fn threaded(tx: std::sync::mpsc::Sender<Msg>) -> Runner {
        Runner {
            threads: Some(tx),
            hangup: None,
        }
    }

    /// Connections at other terminals are closed through `hangup` from now on (None:
    /// there are none).
    #[cfg(feature = "ssh")]
    pub(crate) fn set_hangup(&mut self, hangup: Option<Hangup>) {
        self.hangup = hangup;
    }

    /// Carries out one effect; what came of it, when there is something to tell.
    pub fn perform(&self, effect: Effect) -> Option<Msg> {
        match effect {
            Effect::Hangup { conn, text } => {
                if let Some(hangup) = &self.hangup {
                    hangup(conn, text);
                }
                None
            }
            Effect::Save {
                path,
                game,
                summary,
                record,
                seed_chosen,
                body,
            } => {
                let file = SaveFile {
                    format: save::FORMAT.into(),
                    version: save::VERSION,
                    game: game.into(),
                    saved_at_unix: save::now_unix(),
                    summary,
                    record,
                    seed_chosen,
                    body,
                };
                let result = save::write_atomic(&path, &file).map_err(|e| e.place_and_cause());
                Some(Msg::Done(Done::Saved(result)))
            }
            Effect::Record {
                path,
                lines,
                create,
            } => Some(Msg::Done(Done::Recorded(
                append_lines(&path, &lines, create).map_err(|e| format!("{}: {e}", path.display())),
            ))),
            Effect::Export { dir, game, text } => {
                Some(Msg::Done(Done::Exported(export(&dir, game, &text))))
            }
            Effect::Think { asked, job } => match &self.threads {
                Some(tx) => {
                    let tx = tx.clone();
                    std::thread::spawn(move || {
                        let _ = tx.send(Msg::BotMove { asked, mv: job.0() });
                    });
                    None
                }
                None => Some(Msg::BotMove { asked, mv: job.0() }),
            },
            Effect::ReadSave { path, purpose } => {
                let read = save::read(&path);
                Some(Msg::Done(Done::SaveRead(purpose, path, read)))
            }
            Effect::ListSaves { legacy } => Some(Msg::Done(Done::SavesListed(
                save::list(&legacy)
                    .into_iter()
                    .map(|(p, r)| (p, super::launcher::SaveStatus::from_read(r)))
                    .collect(),
            ))),
            Effect::LoadHistory {
                legacy,
                stats,
                progress,
            } => {
                let load = move || {
                    let places = crate::history::Places::of(&legacy);
                    Msg::Done(Done::HistoryLoaded {
                        stats,
                        result: crate::history::load_with(&places, &progress),
                    })
                };
                match &self.threads {
                    Some(tx) => {
                        let tx = tx.clone();
                        std::thread::spawn(move || {
                            let _ = tx.send(load());
                        });
                        None
                    }
                    None => Some(load()),
                }
            }
            Effect::Review {
                job,
                legacy,
                lang,
                progress,
            } => {
                let review = move || {
                    let places = crate::history::Places::of(&legacy);
                    let title = job.title(lang);
                    let tell = |done: usize, all: usize| progress.set(done, all);
                    let stopped = || progress.stopped();
                    let (review, _) =
                        crate::history::reviews::reviewed(&places, job, lang, &tell, &stopped);
                    let lines = crate::games::review::text(&review, title, lang);
                    Msg::Done(Done::Reviewed {
                        progress: progress.clone(),
                        lines,
                    })
                };
                match &self.threads {
                    Some(tx) => {
                        let tx = tx.clone();
                        std::thread::spawn(move || {
                            let _ = tx.send(review());
                        });
                        None
                    }
                    None => Some(review()),
                }
            }
            Effect::Report {
                legacy,
                lang,
                progress,
            } => {
                let report = move || {
                    use crate::history::report;
                    let places = crate::history::Places::of(&legacy);
                    let query = report::Query::default();
                    let text = match report::report(&places, &query, lang, &progress) {
                        Ok(done) => report::markdown(&done, lang),
                        Err(e) => e,
                    };
                    Msg::Done(Done::Reviewed {
                        progress: progress.clone(),
                        lines: text.lines().map(str::to_string).collect(),
                    })
                };
                match &self.threads {
                    Some(tx) => {
                        let tx = tx.clone();
                        std::thread::spawn(move || {
                            let _ = tx.send(report());
                        });
                        None
                    }
                    None => Some(report()),
                }
            }
            Effect::Trash { legacy, path } => Some(Msg::Done(Done::Trashed(
                crate::history::trash(&crate::history::Places::of(&legacy), &path),
            ))),
            Effect::Finish { path } => Some(Msg::Done(Done::Finished(
                crate::history::finish_game(&path, &|_| {}),
            ))),
            Effect::SetAside {
                path,
                only_if_unreadable,
            } => {
                if only_if_unreadable && save::read(&path).is_ok() {
                    return None;
                }
                Some(Msg::Done(Done::SetAside(
                    save::set_aside(&path).map_err(|e| format!("{}: {e}", path.display())),
                )))
            }
            Effect::WriteFile { path, text } => {
                let tmp = path.with_extension("tmp");
                let written = path
                    .parent()
                    .map_or(Ok(()), std::fs::create_dir_all)
                    .and_then(|_| std::fs::write(&tmp, text))
                    .and_then(|_| std::fs::rename(&tmp, &path));
                written
                    .err()
                    .map(|e| Msg::Done(Done::Recorded(Err(format!("{}: {e}", path.display())))))
            }
            Effect::WriteSettings { path, settings } => Some(Msg::Done(Done::SettingsWritten(
                write_settings(&path, &settings),
            ))),
            Effect::Draw {
                legacy,
                game,
                purpose,
            } => Some(Msg::Done(Done::Drawn(
                purpose,
                Drawn {
                    seed: rand::random::<u64>(),
                    save_path: save::new_save_path(&legacy, game),
                },
            ))),
            Effect::Resume { path, file, lang } => {
                let table = quietly(|| match crate::games::find(&file.game) {
                    Some(game) => super::registry::tables_of(game)?.resume_table(
                        file.body,
                        lang,
                        path.clone(),
                        file.record,
                        file.seed_chosen,
                    ),
                    None => Err(format!("{} is not a game of this version", file.game)),
                });
                Some(Msg::Done(Done::Resumed(path, table)))
            }
            Effect::OpenReplay { path, lang } => {
                let replay = quietly(|| super::replay::open(&path, None, lang));
                Some(Msg::Done(Done::ReplayOpened(path, replay)))
            }
        }
    }
}

/// Runs `f` with the panic hook silenced: a panic inside (rules code fed a hand-edited
/// save) is an Err, and prints nothing over the table.
fn quietly<T>(f: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    // This thread only: History's reading may be running on another.
    crate::files::silently(f).unwrap_or_else(|_| Err("its game cannot be rebuilt".to_string()))
}

fn append_lines(path: &Path, lines: &[String], create: bool) -> std::io::Result<()> {
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(!create)
        .write(true)
        .truncate(create)
        .open(path)?;
    for line in lines {
        file.write_all(line.as_bytes())?;
        file.write_all(b"\n")?;
    }
    file.flush()
}

fn export(dir: &Path, game: &str, text: &str) -> Result<PathBuf, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let stamp = save::now_unix();
    // Two exports in one second get different names; nothing is ever overwritten.
    let path = (0..)
        .map(|n| match n {
            0 => dir.join(format!("{game}-{stamp}.jsonl")),
            n => dir.join(format!("{game}-{stamp}-{n}.jsonl")),
        })
        .find(|p| !p.exists())
        .unwrap_or_else(|| dir.join(format!("{game}-{stamp}.jsonl")));
    std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(path)
}

/// Writes the launcher's settings into the user's config file: the `[settings]` keys are
/// changed in place, every other line and comment stays as it was.
pub(crate) fn write_settings(
    path: &Path,
    settings: &crate::config::Settings,
) -> Result<PathBuf, String> {
    let err = |e: String| format!("{}: {e}", path.display());
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(err(e.to_string())),
    };
    let mut doc: toml_edit::DocumentMut = text
        .parse()
        .map_err(|e: toml_edit::TomlError| err(format!("cannot be updated: {}", e.message())))?;
    let table = doc
        .entry("settings")
        .or_insert(toml_edit::table())
        .as_table_mut()
        .ok_or_else(|| err("[settings] is not a table".into()))?;
    let lang = match settings.language {
        crate::engine::Lang::En => "en",
        crate::engine::Lang::Es => "es",
    };
    table["language"] = toml_edit::value(lang);
    table["bot_delay_ms"] = toml_edit::value(settings.bot_delay_ms as i64);
    table["mouse"] = toml_edit::value(settings.mouse);
    table["focus_cursor"] = toml_edit::value(settings.focus_cursor);
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| err(e.to_string()))?;
    }
    let tmp = path.with_extension("toml.tmp");
    std::fs::write(&tmp, doc.to_string()).map_err(|e| err(e.to_string()))?;
    std::fs::rename(&tmp, path).map_err(|e| err(e.to_string()))?;
    Ok(path.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_save_reads_in_one_language_and_leaves_no_temporary_file() {
        let dir = std::env::temp_dir().join(format!("naipes-failsave-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        // Where the save should go is a directory: the write fails.
        let path = dir.join(format!("{}.json", crate::games::DEFAULT_GAME));
        std::fs::create_dir_all(path.join("x")).unwrap();
        let msg = Runner::inline().perform(Effect::Save {
            path: path.clone(),
            game: crate::games::DEFAULT_GAME,
            summary: String::new(),
            record: None,
            seed_chosen: false,
            body: serde_json::json!({}),
        });
        let Some(Msg::Done(Done::Saved(Err(e)))) = msg else {
            panic!("the save should fail");
        };
        let es = crate::app::text::save_failed(crate::engine::Lang::Es, &e);
        assert!(es.starts_with("No se pudo guardar la partida ("), "{es}");
        assert!(
            !es.contains("could not be saved") && !es.contains("the game"),
            "{es}"
        );
        assert_eq!(
            std::fs::read_dir(&dir).unwrap().count(),
            1,
            "a .tmp was left"
        );
    }

    #[test]
    fn settings_are_written_into_the_users_file_keeping_its_comments() {
        let dir = std::env::temp_dir().join(format!("naipes-settings-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("config.toml");
        std::fs::write(
            &path,
            "# my table\n[settings]\n# slow for grandma\nbot_delay_ms = 900\n\n[pala]\nmode = \"impressionism\"\n",
        )
        .unwrap();
        let settings = crate::config::Settings {
            language: crate::engine::Lang::Es,
            bot_delay_ms: 300,
            ..Default::default()
        };
        write_settings(&path, &settings).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(
            text.contains("# my table") && text.contains("# slow for grandma"),
            "{text}"
        );
        assert!(
            text.contains("bot_delay_ms = 300") && text.contains("language = \"es\""),
            "{text}"
        );
        assert!(text.contains("mode = \"impressionism\""), "{text}");
        let back = crate::config::parse_user(&text, "config.toml").unwrap();
        assert_eq!(back.settings.bot_delay_ms, 300);
    }
}
