//! The table's memory: every finished game, in an SQLite database in the data directory
//! (`naipes.sqlite3`, beside `saves/` and `finished/`), for History and Statistics.
//!
//! The finished saves in `finished/` are the truth; the database is their index. A game
//! that ends is moved out of Continue (one rename into `finished/`) and then written to
//! the database in one transaction, keyed by its file name there: a crash between the
//! two leaves a finished save the database lacks, which [`sync`] adds the next time
//! History or Statistics opens (or `naipes history`/`stats` runs). A game over whose save
//! never left `saves/` (a crash before the rename) is finished by [`sync`] too. A
//! database that cannot be read (not SQLite, another schema) is moved aside, never
//! deleted, and rebuilt from the finished saves.
//!
//! The launcher never opens the database nor reads `finished/` when it starts.

pub mod report;
pub mod reviews;
pub mod stats;
pub mod text;

use crate::games::{FinishedGame, Ranking};
use crate::session::save;
use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The database's file name in the data directory.
pub const DB_FILE: &str = "naipes.sqlite3";
/// The schema this version writes (`PRAGMA user_version`). The `ranking` column came
/// later within schema 1: it is added to a database that lacks it (older versions still
/// read and write such a database, leaving the column empty, which [`sync`] fills).
pub const SCHEMA: i64 = 1;

/// The data directory's folders, from the old single autosave's path (which lies in it).
#[derive(Clone, Debug)]
pub struct Places {
    pub data: PathBuf,
}

impl Places {
    pub fn of(legacy: &Path) -> Places {
        Places {
            data: legacy.parent().unwrap_or(Path::new(".")).to_path_buf(),
        }
    }
    pub fn db(&self) -> PathBuf {
        self.data.join(DB_FILE)
    }
    pub fn saves(&self) -> PathBuf {
        self.data.join("saves")
    }
    pub fn finished(&self) -> PathBuf {
        self.data.join("finished")
    }
    pub fn trash(&self) -> PathBuf {
        self.data.join("trash")
    }
    /// The file of the finished game `id`: compressed (`id.gz`), or as older versions
    /// left it.
    pub fn finished_file(&self, id: &str) -> PathBuf {
        let plain = self.finished().join(id);
        let packed = save::packed_path(&plain);
        if packed.exists() { packed } else { plain }
    }
}

/// A finished game's id: its file name in `finished/`, without the `.gz` of the
/// compressed form (the same game either way).
fn id_of(path: &Path) -> Option<String> {
    let name = path.file_name()?.to_string_lossy().into_owned();
    Some(name.strip_suffix(".gz").map(str::to_string).unwrap_or(name))
}

/// How far bringing the database up to date has got (finished files read or
/// compressed, of how many), shared with whoever shows it (History's screen, the
/// commands' line on standard error); `stop` makes it end early (Esc), keeping what was
/// done.
#[derive(Debug, Default)]
pub struct Progress {
    done: AtomicUsize,
    total: AtomicUsize,
    stop: AtomicBool,
}

impl Progress {
    /// Files done and to do (0 of 0: nothing long to do, or not counted yet).
    pub fn counts(&self) -> (usize, usize) {
        (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
    }
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
    pub fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
    /// `done` of `total` now.
    pub fn set(&self, done: usize, total: usize) {
        self.done.store(done, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
    }
}

/// One finished game as History lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameRow {
    /// Its file name in `finished/` (unique: the key in the database).
    pub id: String,
    /// When it ended (its last save), seconds since 1970 (UTC).
    pub finished_at: u64,
    #[serde(flatten)]
    pub game: FinishedGame,
}

impl GameRow {
    /// The winners' names.
    pub fn winners(&self) -> Vec<&str> {
        self.game
            .seats
            .iter()
            .filter(|s| s.won)
            .map(|s| s.name.as_str())
            .collect()
    }
}

/// A database moved aside because it could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rebuilt {
    pub aside: PathBuf,
    pub why: String,
}

/// What opening History found: every finished game, newest first, and what was
/// repaired on the way.
#[derive(Clone, Debug, Default)]
pub struct Loaded {
    pub rows: Vec<GameRow>,
    /// The database was damaged: where it went and why.
    pub rebuilt: Option<Rebuilt>,
    /// Finished games added from `finished/` (a crash or a rebuild had left them out).
    pub added: usize,
    /// Finished saves that cannot be read (left where they are).
    pub unreadable: Vec<String>,
}

/// Where a game's end has got to, for tests that stop it there as a crash would.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The save is in `finished/`; the database does not have it yet.
    Moved,
    /// The database's transaction is written but not committed.
    Inserted,
    /// Committed.
    Committed,
}

/// The database, open.
pub struct Db {
    conn: Connection,
}

fn sql_err(path: &Path) -> impl Fn(rusqlite::Error) -> String + '_ {
    move |e| format!("{}: {e}", path.display())
}

impl Db {
    /// Opens the database at `places`, creating it when missing; a damaged one (not
    /// SQLite, another schema) is moved aside and a new one made (`Rebuilt` says so:
    /// the caller fills it again with [`sync`]).
    pub fn open(places: &Places) -> Result<(Db, Option<Rebuilt>), String> {
        let path = places.db();
        std::fs::create_dir_all(&places.data)
            .map_err(|e| format!("{}: {e}", places.data.display()))?;
        match Db::open_checked(&path) {
            Ok(db) => Ok((db, None)),
            Err(Damage::Io(e)) => Err(e),
            Err(Damage::Damaged(why)) => {
                let aside = set_aside(&path)?;
                let db = Db::open_checked(&path).map_err(|d| match d {
                    Damage::Io(e) | Damage::Damaged(e) => e,
                })?;
                Ok((db, Some(Rebuilt { aside, why })))
            }
        }
    }

    fn open_checked(path: &Path) -> Result<Db, Damage> {
        if let Ok(meta) = std::fs::metadata(path)
            && let Some(what) = crate::files::not_a_regular_file(&meta)
        {
            return Err(Damage::Damaged(format!("it is {what}, not a regular file")));
        }
        let conn = Connection::open(path).map_err(|e| Damage::Io(sql_err(path)(e)))?;
        let damaged = |e: rusqlite::Error| Damage::Damaged(e.to_string());
        // Waits a little for another naipes writing at the same moment.
        conn.busy_timeout(std::time::Duration::from_secs(5))
            .map_err(damaged)?;
        let version: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .map_err(damaged)?;
        match version {
            0 => {
                let tables: i64 = conn
                    .query_row("SELECT count(*) FROM sqlite_master", [], |r| r.get(0))
                    .map_err(damaged)?;
                if tables > 0 {
                    return Err(Damage::Damaged("it has no naipes schema".into()));
                }
                conn.execute_batch(
                    "BEGIN;
                     CREATE TABLE games (
                         id TEXT PRIMARY KEY,
                         game TEXT NOT NULL,
                         finished_at INTEGER NOT NULL,
                         seed TEXT NOT NULL,
                         moves INTEGER NOT NULL,
                         seats TEXT NOT NULL,
                         ranking TEXT
                     );
                     CREATE INDEX games_finished_at ON games (finished_at);
                     PRAGMA user_version = 1;
                     COMMIT;",
                )
                .map_err(|e| Damage::Io(sql_err(path)(e)))?;
            }
            SCHEMA => {
                conn.prepare("SELECT id, game, finished_at, seed, moves, seats FROM games LIMIT 0")
                    .map_err(damaged)?;
                if conn.prepare("SELECT ranking FROM games LIMIT 0").is_err() {
                    conn.execute_batch("ALTER TABLE games ADD COLUMN ranking TEXT")
                        .map_err(|e| Damage::Io(sql_err(path)(e)))?;
                }
            }
            other => {
                return Err(Damage::Damaged(format!(
                    "schema {other}, this version reads {SCHEMA}"
                )));
            }
        }
        // Practice games (from a replay's decision) came later within schema 1: older
        // versions write 0, as they have none.
        if conn.prepare("SELECT practice FROM games LIMIT 0").is_err() {
            conn.execute_batch("ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0")
                .map_err(|e| Damage::Io(sql_err(path)(e)))?;
        }
        // Reviews of finished games (README, "Review of a finished game") came later
        // within schema 1: a cache, which older versions leave alone.
        conn.execute_batch(reviews::SCHEMA_SQL)
            .map_err(|e| Damage::Io(sql_err(path)(e)))?;
        Ok(Db { conn })
    }

    /// The ids (finished file names) the database has.
    pub fn ids(&self) -> Result<HashSet<String>, String> {
        let mut stmt = self
            .conn
            .prepare("SELECT id FROM games")
            .map_err(|e| e.to_string())?;
        let ids = stmt
            .query_map([], |r| r.get::<_, String>(0))
            .map_err(|e| e.to_string())?
            .collect::<Result<HashSet<_>, _>>()
            .map_err(|e| e.to_string())?;
        Ok(ids)
    }

    /// Adds games in one transaction (a game already there stays as it is). `at` is
    /// told each step (tests stop there as a crash would).
    pub fn insert(&mut self, rows: &[GameRow], at: &dyn Fn(Step)) -> Result<(), String> {
        let tx = self.conn.transaction().map_err(|e| e.to_string())?;
        {
            let mut stmt = tx
                .prepare(
                    "INSERT OR IGNORE INTO games (id, game, finished_at, seed, moves, seats, ranking, practice)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                )
                .map_err(|e| e.to_string())?;
            for row in rows {
                let seats = serde_json::to_string(&row.game.seats).map_err(|e| e.to_string())?;
                stmt.execute(params![
                    row.id,
                    row.game.game,
                    row.finished_at as i64,
                    row.game.seed.to_string(),
                    row.game.moves as i64,
                    seats,
                    row.game.ranking.key(),
                    i64::from(row.game.practice)
                ])
                .map_err(|e| e.to_string())?;
            }
        }
        at(Step::Inserted);
        tx.commit().map_err(|e| e.to_string())?;
        at(Step::Committed);
        Ok(())
    }

    /// Every game, newest first.
    pub fn rows(&self) -> Result<Vec<GameRow>, String> {
        let mut stmt = self
            .conn
            .prepare(
                "SELECT id, game, finished_at, seed, moves, seats, ranking, practice FROM games
                 ORDER BY finished_at DESC, id DESC",
            )
            .map_err(|e| e.to_string())?;
        let rows = stmt
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, i64>(4)?,
                    r.get::<_, String>(5)?,
                    r.get::<_, Option<String>>(6)?,
                    r.get::<_, i64>(7)?,
                ))
            })
            .map_err(|e| e.to_string())?;
        let mut out = Vec::new();
        for row in rows {
            let (id, game, finished_at, seed, moves, seats, ranking, practice) =
                row.map_err(|e| e.to_string())?;
            let seats: Vec<_> = serde_json::from_str(&seats).map_err(|e| format!("{id}: {e}"))?;
            // Empty only when the game's finished save no longer reads ([`sync`]).
            let ranking = ranking
                .as_deref()
                .and_then(Ranking::from_key)
                .unwrap_or_else(|| Ranking::guessed(&seats));
            out.push(GameRow {
                id,
                finished_at: finished_at.max(0) as u64,
                game: FinishedGame {
                    game,
                    seed: seed.parse().unwrap_or(0),
                    moves: moves.max(0) as u64,
                    ranking,
                    seats,
                    practice: practice != 0,
                },
            });
        }
        Ok(out)
    }

    /// Games written without their ranking (by a version before it was kept).
    pub fn unranked(&self) -> Result<Vec<String>, String> {
        let mut stmt = self
            .conn
            .prepare("SELECT id FROM games WHERE ranking IS NULL")
            .map_err(|e| e.to_string())?;
        let ids = stmt
            .query_map([], |r| r.get::<_, String>(0))
            .map_err(|e| e.to_string())?
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| e.to_string())?;
        Ok(ids)
    }

    /// Keeps the ranking of the game with this id.
    pub fn set_ranking(&self, id: &str, ranking: Ranking) -> Result<(), String> {
        self.conn
            .execute(
                "UPDATE games SET ranking = ?1 WHERE id = ?2",
                params![ranking.key(), id],
            )
            .map(|_| ())
            .map_err(|e| e.to_string())
    }

    /// How many games it holds.
    pub fn count(&self) -> Result<u64, String> {
        self.conn
            .query_row("SELECT count(*) FROM games", [], |r| r.get::<_, i64>(0))
            .map(|n| n.max(0) as u64)
            .map_err(|e| e.to_string())
    }

    /// Whether the game with this id is there.
    pub fn has(&self, id: &str) -> Result<bool, String> {
        self.conn
            .query_row("SELECT 1 FROM games WHERE id = ?1", [id], |_| Ok(()))
            .optional()
            .map(|r| r.is_some())
            .map_err(|e| e.to_string())
    }
}

enum Damage {
    /// Cannot be opened at all (a folder without rights): nothing is moved.
    Io(String),
    /// Opened but not a naipes database.
    Damaged(String),
}

/// Moves a damaged database (and its journal) aside, never deleting it.
fn set_aside(path: &Path) -> Result<PathBuf, String> {
    let stamp = save::now_unix();
    let aside = (1..)
        .map(|n| {
            let name = match n {
                1 => format!("{DB_FILE}.damaged-{stamp}"),
                n => format!("{DB_FILE}.damaged-{stamp}-{n}"),
            };
            path.with_file_name(name)
        })
        .find(|p| !p.exists())
        .unwrap_or_else(|| path.with_file_name(format!("{DB_FILE}.damaged-{stamp}")));
    std::fs::rename(path, &aside).map_err(|e| format!("{}: {e}", path.display()))?;
    let journal = path.with_file_name(format!("{DB_FILE}-journal"));
    if journal.exists() {
        let mut to = aside.clone().into_os_string();
        to.push("-journal");
        let _ = std::fs::rename(&journal, PathBuf::from(to));
    }
    Ok(aside)
}

/// A finished save read for the database: Err says why it cannot be.
pub fn read_finished(path: &Path) -> Result<GameRow, String> {
    let id = id_of(path).ok_or_else(|| format!("{}: no file name", path.display()))?;
    let file = save::read(path)
        .map_err(|e| e.to_string())?
        .ok_or_else(|| format!("{} is gone", path.display()))?;
    let game = finished_of(&file.game, &file.body)?
        .ok_or_else(|| format!("{}: the game is not over", path.display()))?;
    Ok(GameRow {
        id,
        finished_at: file.saved_at_unix,
        game,
    })
}

/// The finished game in a save's body (None: not over). Rules code fed a hand-edited
/// save may panic: that is an Err here, printing nothing.
fn finished_of(game: &str, body: &serde_json::Value) -> Result<Option<FinishedGame>, String> {
    let def =
        crate::games::find(game).ok_or_else(|| format!("{game} is not a game of this version"))?;
    crate::files::silently(|| def.finished(body))
        .unwrap_or_else(|_| Err("its game cannot be read".into()))
}

/// A game is over: its save leaves Continue (moved into `finished/`), then it is written
/// to the database. Returns where the save went. The database is an index: when it
/// cannot be written now, the next [`sync`] adds the game. `at` is told each step.
pub fn finish_game(save_path: &Path, at: &dyn Fn(Step)) -> Result<PathBuf, String> {
    let target = save::finish(save_path).map_err(|e| format!("{}: {e}", save_path.display()))?;
    at(Step::Moved);
    let places = Places {
        data: save::data_dir_of(save_path),
    };
    if let Ok(row) = read_finished(&target)
        && let Ok((mut db, _)) = Db::open(&places)
    {
        // A failure here loses nothing: the save is in finished/ and sync adds it.
        let _ = db.insert(&[row], at);
    }
    Ok(target)
}

fn json_files(dir: &Path) -> Vec<PathBuf> {
    files_ending(dir, &[".json"])
}

/// The finished saves: compressed (`.json.gz`) or as older versions left them (`.json`).
fn finished_files(dir: &Path) -> Vec<PathBuf> {
    files_ending(dir, &[".json", ".json.gz"])
}

/// The files in `dir` whose name ends with one of `endings`, sorted; hidden ones (a
/// write under way, `.name.tmp`) left out.
fn files_ending(dir: &Path, endings: &[&str]) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| {
                    p.file_name().is_some_and(|n| {
                        let n = n.to_string_lossy();
                        !n.starts_with('.') && endings.iter().any(|e| n.ends_with(e))
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// Games written to the database in one transaction each: a stop (Esc) or a crash
/// keeps the batches before.
const BATCH: usize = 500;

/// Brings the database up to date: games over whose save is still in `saves/` (and
/// open in no window) are finished, every finished save the database lacks is added,
/// and finished saves older versions left uncompressed are compressed ([`save::compact`]:
/// the plain file goes only once the compressed one reads back the same). Returns how
/// many were added and the finished saves that cannot be read (left as they are).
pub fn sync(db: &mut Db, places: &Places) -> Result<(usize, Vec<String>), String> {
    sync_with(db, places, &Progress::default())
}

/// [`sync`], telling `progress` how far it has got, and ending early when it is stopped.
pub fn sync_with(
    db: &mut Db,
    places: &Places,
    progress: &Progress,
) -> Result<(usize, Vec<String>), String> {
    for path in json_files(&places.saves()) {
        let Ok(Some(file)) = save::read(&path) else {
            continue;
        };
        if !matches!(finished_of(&file.game, &file.body), Ok(Some(_))) {
            continue;
        }
        // Open in another window: that window finishes it.
        if let Ok(Some(lock)) = save::lock(&path) {
            let _ = save::finish(&path);
            drop(lock);
        }
    }
    let known = db.ids()?;
    // What each file needs: reading (the database lacks it), compressing, or both.
    let mut work: Vec<(PathBuf, bool)> = Vec::new();
    let mut seen = HashSet::new();
    let files = finished_files(&places.finished());
    for path in &files {
        let Some(id) = id_of(path) else { continue };
        let plain = !path.to_string_lossy().ends_with(".gz");
        let new = !known.contains(&id);
        // Both forms (a crash while compressing): the plain one, read and compressed
        // again; the compressed one alone when the plain is gone.
        let twin = if plain {
            save::packed_path(path)
        } else {
            path.with_extension("")
        };
        if !plain && files.binary_search(&twin).is_ok() {
            continue;
        }
        if (new || plain) && seen.insert(id.clone()) {
            work.push((path.clone(), new));
        }
    }
    progress.total.store(work.len(), Ordering::Relaxed);
    progress.done.store(0, Ordering::Relaxed);
    let mut added = 0;
    let mut unreadable = Vec::new();
    for batch in work.chunks(BATCH) {
        if progress.stopped() {
            break;
        }
        let mut rows = Vec::new();
        for got in in_parallel(batch, progress) {
            match got {
                Some(Ok(row)) => rows.push(row),
                Some(Err(e)) => unreadable.push(e),
                None => {}
            }
        }
        if !rows.is_empty() {
            db.insert(&rows, &|_| {})?;
            added += rows.len();
        }
    }
    // Games an older version wrote: their ranking from their finished save (one whose
    // save no longer reads is ranked from its totals when read).
    for id in db.unranked()? {
        let plain = places.finished().join(&id);
        let path = if plain.exists() {
            plain
        } else {
            save::packed_path(&plain)
        };
        if let Ok(row) = read_finished(&path) {
            db.set_ranking(&id, row.game.ranking)?;
        }
    }
    Ok((added, unreadable))
}

/// One finished file: read for the database when `new`; compressed when it is plain
/// and can be read (an unreadable file is left as it is).
fn take_in(path: &Path, new: bool) -> Option<Result<GameRow, String>> {
    let plain = !path.to_string_lossy().ends_with(".gz");
    let row = new.then(|| {
        read_finished(path).or_else(|e| {
            // Compressed meanwhile (another window opening History): read as it is now.
            let packed = save::packed_path(path);
            if plain && !path.exists() && packed.exists() {
                read_finished(&packed)
            } else {
                Err(e)
            }
        })
    });
    if plain && !matches!(row, Some(Err(_))) {
        // A failure leaves it plain, read as it is next time.
        let _ = save::compact(path);
    }
    row
}

/// [`take_in`] for each file of `batch`, on a few threads (the machine's cores, at most
/// four: reading a save is parsing it), in the batch's order.
fn in_parallel(
    batch: &[(PathBuf, bool)],
    progress: &Progress,
) -> Vec<Option<Result<GameRow, String>>> {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 4);
    let next = AtomicUsize::new(0);
    let mut got: Vec<(usize, Option<Result<GameRow, String>>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some((path, new)) = batch.get(i) else {
                            break;
                        };
                        if progress.stopped() {
                            break;
                        }
                        mine.push((i, take_in(path, *new)));
                        progress.done.fetch_add(1, Ordering::Relaxed);
                    }
                    mine
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_default())
            .collect()
    });
    got.sort_by_key(|(i, _)| *i);
    got.into_iter().map(|(_, g)| g).collect()
}

/// Opens the database (rebuilding a damaged one), brings it up to date and reads every
/// game: what History, Statistics and `naipes history`/`stats` show.
pub fn load(places: &Places) -> Result<Loaded, String> {
    load_with(places, &Progress::default())
}

/// [`load`], telling `progress` how far it has got (the launcher runs it off its
/// thread and shows a bar; the commands print a line).
pub fn load_with(places: &Places, progress: &Progress) -> Result<Loaded, String> {
    let (mut db, rebuilt) = Db::open(places)?;
    let (added, unreadable) = sync_with(&mut db, places, progress)?;
    let rows = match db.rows() {
        Ok(rows) => rows,
        Err(why) => {
            // Readable schema, unreadable rows: damaged after all.
            drop(db);
            let aside = set_aside(&places.db())?;
            let (mut db, _) = Db::open(places)?;
            let (added, unreadable) = sync_with(&mut db, places, progress)?;
            return Ok(Loaded {
                rows: db.rows()?,
                rebuilt: Some(Rebuilt { aside, why }),
                added,
                unreadable,
            });
        }
    };
    Ok(Loaded {
        rows,
        rebuilt,
        added,
        unreadable,
    })
}

/// What History and Statistics may be narrowed to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// A game's key.
    pub game: Option<String>,
    /// A player's name (any case).
    pub player: Option<String>,
}

impl Filter {
    pub fn keeps(&self, row: &GameRow) -> bool {
        self.game.as_ref().is_none_or(|g| *g == row.game.game)
            && self.player.as_ref().is_none_or(|p| {
                row.game
                    .seats
                    .iter()
                    .any(|s| s.name.trim().to_lowercase() == p.trim().to_lowercase())
            })
    }
}

/// Moves an unfinished game's save (and its lock file) into `trash/` in the data
/// directory, never deleting it. Err(None): the game is open in another window (its
/// lock is held); Err(Some(why)): it could not be moved.
pub fn trash(places: &Places, save_path: &Path) -> Result<PathBuf, Option<String>> {
    let lock = match save::lock(save_path) {
        Ok(Some(lock)) => Some(lock),
        Ok(None) => return Err(None),
        // A place where locks cannot be taken: moved as it is.
        Err(_) => None,
    };
    let dir = places.trash();
    let io = |e: std::io::Error| Some(format!("{}: {e}", save_path.display()));
    std::fs::create_dir_all(&dir).map_err(io)?;
    let stem = save_path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "game".into());
    let target = (1..)
        .map(|n| match n {
            1 => dir.join(format!("{stem}.json")),
            n => dir.join(format!("{stem}-{n}.json")),
        })
        .find(|p| !p.exists() && !p.with_extension("lock").exists())
        .unwrap_or_else(|| dir.join(format!("{stem}.json")));
    std::fs::rename(save_path, &target).map_err(io)?;
    let lock_file = save_path.with_extension("lock");
    if lock_file.exists() {
        let _ = std::fs::rename(&lock_file, target.with_extension("lock"));
    }
    drop(lock);
    Ok(target)
}

/// For the startup benchmark and its test: `games` finished games in `places` as a
/// long-time player has them (one real finished game of Pala, by computers, compressed
/// and linked under `games` names in `finished/`, each in the database with its own date).
#[doc(hidden)]
pub fn sample_history(places: &Places, games: usize) -> Result<(), String> {
    use crate::engine::runner::play_out;
    use crate::engine::{Bot, BotLevel, Lang, Seat, SeatKind};
    use crate::games::TableGame;
    use crate::games::pala::Pala;
    let rules = crate::config::defaults()
        .map_err(|e| e.to_string())?
        .rules::<Pala>();
    let mut game = Pala::new_game(3, rules, 1, Lang::En)?;
    let seats: Vec<Seat> = ["Ana", "Bea", "Computer 3"]
        .iter()
        .map(|n| Seat {
            name: n.to_string(),
            kind: SeatKind::Computer(BotLevel::Easy),
        })
        .collect();
    let mut session = crate::session::Session::new(seats, 1, game.clone());
    let mut bots: Vec<Box<dyn Bot<Pala>>> = (0..3).map(|_| Pala::bot(BotLevel::Easy)).collect();
    play_out(&mut game, &mut bots, 1, 1_000_000, |s| {
        let _ = session.play(s.seat, s.mv.clone());
    })
    .map_err(|e| e.to_string())?;
    let first = places.finished().join("pala-00000.json");
    let file = save::SaveFile {
        format: save::FORMAT.into(),
        version: save::VERSION,
        game: "pala".into(),
        saved_at_unix: 1_700_000_000,
        summary: String::new(),
        record: None,
        seed_chosen: false,
        body: serde_json::to_value(&session).map_err(|e| e.to_string())?,
    };
    save::write_atomic(&first, &file).map_err(|e| e.to_string())?;
    let first = save::compact(&first).map_err(|e| e.to_string())?;
    let row = read_finished(&first)?;
    let mut rows = Vec::with_capacity(games);
    for i in 0..games {
        let id = format!("pala-{i:05}.json");
        let path = save::packed_path(&places.finished().join(&id));
        if i > 0 && !path.exists() {
            std::fs::hard_link(&first, &path).map_err(|e| e.to_string())?;
        }
        let mut r = row.clone();
        r.id = id;
        r.finished_at = 1_700_000_000 + i as u64 * 600;
        rows.push(r);
    }
    let (mut db, _) = Db::open(places)?;
    db.insert(&rows, &|_| {})
}

#[cfg(test)]
mod tests;
