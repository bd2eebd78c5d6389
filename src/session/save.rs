//! The autosave: written atomically after every move in the user's data directory, read
//! by Continue. A damaged or incompatible save is reported and never silently replaced.

use serde::{Deserialize, Serialize};
use std::io::Write;
use std::path::{Path, PathBuf};

pub(crate) const FORMAT: &str = "naipes-save";
pub(crate) const VERSION: u32 = 1;
/// Most bytes a save may have (64 MB; a long game's save is well under 1 MB).
pub(crate) const MAX_SAVE_BYTES: u64 = 64_000_000;

/// The envelope around a game's session; `body` is the game's own serialized session.
#[derive(Debug, Serialize, Deserialize)]
pub struct SaveFile {
    pub format: String,
    pub version: u32,
    pub game: String,
    pub saved_at_unix: u64,
    /// What Continue lists: the players and where the game stands (public only).
    #[serde(default)]
    pub summary: String,
    /// The file `play --record` writes, so that a resumed game keeps its record going
    /// (absent when the game is not recorded).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<PathBuf>,
    /// Someone typed the seed, so the header may show it after Continue (a seed drawn
    /// at random stays hidden until the game is over; absent in older saves: hidden).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub seed_chosen: bool,
    pub body: serde_json::Value,
}

#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    #[error("the saved game at {path} cannot be read: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("the saved game at {path} is damaged ({detail}); it was left untouched")]
    Damaged { path: String, detail: String },
    #[error(
        "the saved game at {path} was written by another version of naipes (format {found}, this one reads {VERSION}); it was left untouched"
    )]
    Incompatible { path: String, found: String },
    #[error("the game could not be saved to {path}: {detail}")]
    Write { path: String, detail: String },
}

impl SaveError {
    /// For a failed write, where and why in no language of its own ("path: cause"), so
    /// the notice around it can be all Spanish or all English; other errors as displayed.
    pub fn place_and_cause(&self) -> String {
        match self {
            SaveError::Write { path, detail } => format!("{path}: {detail}"),
            other => other.to_string(),
        }
    }
}

/// The data directory: `$NAIPES_DATA_DIR` when set (tests), otherwise the XDG one.
pub(crate) fn data_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("NAIPES_DATA_DIR") {
        return PathBuf::from(dir);
    }
    directories::ProjectDirs::from("", "", "naipes")
        .map(|d| d.data_dir().to_path_buf())
        .unwrap_or_else(|| PathBuf::from(".naipes"))
}

/// The save file of earlier versions (one game only); still listed by Continue.
pub fn autosave_path() -> PathBuf {
    data_dir().join("autosave.json")
}

/// Where the games in progress are saved, one file each, beside `legacy` (the old
/// single autosave).
pub(crate) fn saves_dir(legacy: &Path) -> PathBuf {
    legacy.with_file_name("saves")
}

/// A new game's own save file: a random name, so that starting a game never replaces
/// another's save.
pub fn new_save_path(legacy: &Path, game: &str) -> PathBuf {
    saves_dir(legacy).join(format!("{game}-{:016x}.json", rand::random::<u64>()))
}

/// Takes the advisory lock of the save at `path` (a `.lock` file beside it) for as long
/// as the returned file is kept. Ok(None) when another naipes holds it. The lock dies
/// with the process, so a killed naipes never blocks the game.
pub fn lock(path: &Path) -> std::io::Result<Option<std::fs::File>> {
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(path.with_extension("lock"))?;
    match file.try_lock() {
        Ok(()) => Ok(Some(file)),
        Err(std::fs::TryLockError::WouldBlock) => Ok(None),
        Err(std::fs::TryLockError::Error(e)) => Err(e),
    }
}

/// Every save Continue can offer (the old single autosave too), newest first, each with
/// what reading it gave.
pub fn list(legacy: &Path) -> Vec<(PathBuf, Result<Option<SaveFile>, SaveError>)> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(saves_dir(legacy))
        .map(|dir| {
            dir.filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "json"))
                // Set aside as damaged: kept for the player, not offered again (it
                // was listed as a game and renamed again at each try).
                .filter(|p| !is_set_aside(p))
                .collect()
        })
        .unwrap_or_default();
    if legacy.exists() {
        paths.push(legacy.to_path_buf());
    }
    let mut found: Vec<_> = paths
        .into_iter()
        .map(|p| {
            let read = read(&p);
            (p, read)
        })
        .filter(|(_, r)| !matches!(r, Ok(None)))
        .collect();
    found.sort_by_key(|(p, r)| {
        let when = match r {
            Ok(Some(f)) => f.saved_at_unix,
            _ => 0,
        };
        (std::cmp::Reverse(when), p.clone())
    });
    found
}

/// The data directory a save lies in: the folder holding `saves/`, or the old single
/// autosave's own folder.
pub fn data_dir_of(path: &Path) -> PathBuf {
    let parent = path.parent().unwrap_or(Path::new("."));
    if parent.file_name().is_some_and(|n| n == "saves") {
        parent.parent().unwrap_or(Path::new(".")).to_path_buf()
    } else {
        parent.to_path_buf()
    }
}

/// A finished game leaves the list: its save moves to `finished/` beside the saves
/// (kept, not deleted), then is compressed there ([`compact`]; if that fails it stays
/// as it is, read all the same). Returns where it ends.
pub fn finish(path: &Path) -> std::io::Result<PathBuf> {
    let dir = data_dir_of(path).join("finished");
    std::fs::create_dir_all(&dir)?;
    let name = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "game".into());
    // Neither form of the name taken (a game's compressed file keeps its plain name).
    let target = (1..)
        .map(|n| match n {
            1 => dir.join(format!("{name}.json")),
            n => dir.join(format!("{name}-{n}.json")),
        })
        .find(|p| !p.exists() && !packed_path(p).exists())
        .unwrap_or_else(|| dir.join(format!("{name}.json")));
    // One rename first: a crash at any moment leaves the game in Continue or here.
    std::fs::rename(path, &target)?;
    // Nothing is left to continue: its lock file goes too (the lock itself ends with
    // the window that holds it).
    let _ = std::fs::remove_file(path.with_extension("lock"));
    Ok(compact(&target).unwrap_or(target))
}

/// The first bytes of a gzip file: a save (JSON) never starts with them.
const GZIP_MAGIC: [u8; 2] = [0x1f, 0x8b];

/// Where the finished save `plain` (`name.json`) is kept compressed: `name.json.gz`.
pub fn packed_path(plain: &Path) -> PathBuf {
    let mut name = plain.as_os_str().to_owned();
    name.push(".gz");
    PathBuf::from(name)
}

/// A save's bytes as written, gzip-compressed.
pub fn pack(bytes: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut encoder = flate2::write::GzEncoder::new(
        Vec::with_capacity(bytes.len() / 8),
        flate2::Compression::default(),
    );
    encoder.write_all(bytes)?;
    encoder.finish()
}

/// A file's bytes, uncompressed when they are gzip's (a compressed finished save), at
/// most `limit` either way (a small file may unpack to a huge one). Err: why not.
pub(crate) fn unpack(bytes: Vec<u8>, limit: u64) -> Result<Vec<u8>, String> {
    if !bytes.starts_with(&GZIP_MAGIC) {
        return Ok(bytes);
    }
    let mut out = Vec::with_capacity(bytes.len() * 8);
    let decoder = flate2::read::GzDecoder::new(&bytes[..]);
    std::io::Read::read_to_end(&mut std::io::Read::take(decoder, limit + 1), &mut out)
        .map_err(|e| format!("its compressed data cannot be read ({e})"))?;
    if out.len() as u64 > limit {
        return Err(format!("more than {limit} bytes once uncompressed"));
    }
    Ok(out)
}

/// Compresses the finished save at `plain` into `plain.gz` (a tenth of the size): the
/// compressed file is written whole (flushed, then renamed into place) and read back,
/// and only when it gives the very same bytes is the plain one removed. A crash leaves
/// both, and the next [`compact`] writes the compressed one again. Returns the
/// compressed file's path.
pub fn compact(plain: &Path) -> std::io::Result<PathBuf> {
    let bytes = read_limited(plain)?;
    let packed = packed_path(plain);
    // Two at once (two windows opening History) each write a whole copy of their own.
    write_bytes_atomic(&packed, &pack(&bytes)?, true)?;
    let back = unpack(read_limited(&packed)?, MAX_SAVE_BYTES).map_err(std::io::Error::other)?;
    if back != bytes {
        // Both stay: the next compact writes the compressed one again.
        return Err(std::io::Error::other(
            "the compressed copy does not read back the same",
        ));
    }
    std::fs::remove_file(plain)?;
    Ok(packed)
}

/// At most MAX_SAVE_BYTES (and one more, to tell a file too big) of a regular file.
fn read_limited(path: &Path) -> std::io::Result<Vec<u8>> {
    let file = std::fs::File::open(path)?;
    if let Some(what) = crate::files::not_a_regular_file(&file.metadata()?) {
        return Err(std::io::Error::other(format!(
            "it is {what}, not a regular file"
        )));
    }
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(
        &mut std::io::Read::take(file, MAX_SAVE_BYTES + 1),
        &mut bytes,
    )?;
    if bytes.len() as u64 > MAX_SAVE_BYTES {
        return Err(std::io::Error::other(format!(
            "more than {MAX_SAVE_BYTES} bytes"
        )));
    }
    Ok(bytes)
}

/// `dir/stem.ext`, or `dir/stem-2.ext`, `-3`, ...: the first name not taken.
fn unused(dir: &Path, stem: &str, ext: &str) -> PathBuf {
    (1..)
        .map(|n| match n {
            1 => dir.join(format!("{stem}.{ext}")),
            n => dir.join(format!("{stem}-{n}.{ext}")),
        })
        .find(|p| !p.exists())
        .unwrap_or_else(|| dir.join(format!("{stem}.{ext}")))
}

/// Writes `file` to `path` atomically: a temporary file in the same directory, flushed,
/// then renamed over the old one, so a crash never leaves half a save.
pub fn write_atomic(path: &Path, file: &SaveFile) -> Result<(), SaveError> {
    let err = |detail: String| SaveError::Write {
        path: path.display().to_string(),
        detail,
    };
    let bytes = serde_json::to_vec(file).map_err(|e| err(e.to_string()))?;
    write_bytes_atomic(path, &bytes, false).map_err(|e| err(e.to_string()))
}

/// Writes `bytes` to `path` atomically: a temporary file in the same directory
/// (`.name.tmp`, which no list takes for a save), flushed, then renamed over the old
/// one. A failed write leaves no temporary file behind. `own_temporary`: the temporary
/// file's name is this process's and thread's own, for a file two may write at once.
fn write_bytes_atomic(path: &Path, bytes: &[u8], own_temporary: bool) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "save".into());
    let tmp = if own_temporary {
        dir.join(format!(
            ".{name}.{}-{:?}.tmp",
            std::process::id(),
            std::thread::current().id()
        ))
    } else {
        dir.join(format!(".{name}.tmp"))
    };
    let written = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        std::fs::rename(&tmp, path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

/// Reads and checks the envelope. Ok(None) when there is no save.
pub fn read(path: &Path) -> Result<Option<SaveFile>, SaveError> {
    let damaged = |detail: String| SaveError::Damaged {
        path: path.display().to_string(),
        detail,
    };
    let io = |source: std::io::Error| SaveError::Io {
        path: path.display().to_string(),
        source,
    };
    // Regular files only, checked before opening (a FIFO would block the launcher), and
    // at most MAX_SAVE_BYTES read (a link to /dev/zero would read forever).
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(source) => return Err(io(source)),
    };
    if let Some(what) = crate::files::not_a_regular_file(&meta) {
        return Err(damaged(format!("it is {what}, not a regular file")));
    }
    let too_big = |len: u64| {
        damaged(format!(
            "{len} bytes or more; a save has at most {MAX_SAVE_BYTES}"
        ))
    };
    if meta.len() > MAX_SAVE_BYTES {
        return Err(too_big(meta.len()));
    }
    let file = std::fs::File::open(path).map_err(io)?;
    let meta = file.metadata().map_err(io)?;
    if let Some(what) = crate::files::not_a_regular_file(&meta) {
        return Err(damaged(format!("it is {what}, not a regular file")));
    }
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(
        &mut std::io::Read::take(file, MAX_SAVE_BYTES + 1),
        &mut bytes,
    )
    .map_err(io)?;
    if bytes.len() as u64 > MAX_SAVE_BYTES {
        return Err(too_big(bytes.len() as u64));
    }
    // A finished save is kept compressed.
    let bytes = unpack(bytes, MAX_SAVE_BYTES).map_err(damaged)?;
    let text = String::from_utf8(bytes).map_err(|e| damaged(e.to_string()))?;
    let value: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| damaged(e.to_string()))?;
    let format = value.get("format").and_then(|v| v.as_str()).unwrap_or("");
    let version = value.get("version").and_then(|v| v.as_u64());
    if format != FORMAT {
        return Err(damaged("not a naipes save".into()));
    }
    if version != Some(VERSION as u64) {
        return Err(SaveError::Incompatible {
            path: path.display().to_string(),
            found: version.map_or("unknown".into(), |v| v.to_string()),
        });
    }
    serde_json::from_value(value)
        .map(Some)
        .map_err(|e| damaged(e.to_string()))
}

/// Moves a damaged save aside (never deleting it) so a new game can autosave; returns
/// where it went.
pub fn set_aside(path: &Path) -> std::io::Result<PathBuf> {
    let stamp = now_unix();
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "save".into());
    // Two saves set aside in the same second get different names.
    let target = unused(
        path.parent().unwrap_or(Path::new(".")),
        &format!("{stem}.damaged-{stamp}"),
        "json",
    );
    std::fs::rename(path, &target)?;
    // Nothing is left to continue: its lock file goes too.
    let _ = std::fs::remove_file(path.with_extension("lock"));
    Ok(target)
}

/// Whether `path` is a save `set_aside` moved out of the way.
fn is_set_aside(path: &Path) -> bool {
    path.file_stem()
        .is_some_and(|stem| stem.to_string_lossy().contains(".damaged-"))
}

pub fn now_unix() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("naipes-save-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn sample() -> SaveFile {
        SaveFile {
            format: FORMAT.into(),
            version: VERSION,
            game: "pala".into(),
            saved_at_unix: 1,
            summary: String::new(),
            record: None,
            seed_chosen: false,
            body: serde_json::json!({"x": 1}),
        }
    }

    #[test]
    fn round_trip_and_no_temp_left() {
        let dir = temp_dir("rt");
        let path = dir.join("autosave.json");
        write_atomic(&path, &sample()).unwrap();
        let back = read(&path).unwrap().unwrap();
        assert_eq!(back.game, "pala");
        assert_eq!(back.body["x"], 1);
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 1, "{names:?}");
    }

    #[test]
    fn missing_is_none_damaged_and_incompatible_are_errors() {
        let dir = temp_dir("bad");
        let path = dir.join("autosave.json");
        assert!(read(&path).unwrap().is_none());
        std::fs::write(&path, "{not json").unwrap();
        assert!(matches!(read(&path), Err(SaveError::Damaged { .. })));
        std::fs::write(&path, r#"{"format":"naipes-save","version":99}"#).unwrap();
        assert!(matches!(read(&path), Err(SaveError::Incompatible { .. })));
        // The damaged file is still there, untouched.
        assert!(std::fs::read_to_string(&path).unwrap().contains("99"));
        let aside = set_aside(&path).unwrap();
        assert!(aside.exists() && !path.exists());
        // A second damaged save in the same second gets another name.
        std::fs::write(&path, "{again").unwrap();
        let again = set_aside(&path).unwrap();
        assert_ne!(again, aside);
        assert_eq!(
            std::fs::read_to_string(&aside).unwrap(),
            r#"{"format":"naipes-save","version":99}"#
        );
        assert_eq!(std::fs::read_to_string(&again).unwrap(), "{again");
    }

    #[test]
    fn every_game_has_its_own_save_and_a_finished_one_leaves_the_list() {
        let dir = temp_dir("list");
        let legacy = dir.join("autosave.json");
        let a = new_save_path(&legacy, "pala");
        let b = new_save_path(&legacy, "pala");
        assert_ne!(a, b);
        write_atomic(&a, &sample()).unwrap();
        write_atomic(&b, &sample()).unwrap();
        std::fs::write(&legacy, "{broken").unwrap();
        let found = list(&legacy);
        assert_eq!(found.len(), 3);
        assert_eq!(found.iter().filter(|(_, r)| r.is_err()).count(), 1);
        let held = lock(&a).unwrap().expect("the lock");
        let moved = finish(&a).unwrap();
        assert!(moved.exists() && !a.exists());
        // Its lock file goes with it.
        assert!(!a.with_extension("lock").exists());
        drop(held);
        assert_eq!(list(&legacy).len(), 2);
    }

    /// A save set aside as damaged is not offered again (it was listed as a game, and
    /// opening it set it aside once more), and its lock file goes (found by a tester).
    #[test]
    fn a_save_set_aside_leaves_the_list_with_its_lock() {
        let dir = temp_dir("aside-list");
        let legacy = dir.join("autosave.json");
        let a = new_save_path(&legacy, "pala");
        let b = new_save_path(&legacy, "pala");
        write_atomic(&a, &sample()).unwrap();
        write_atomic(&b, &sample()).unwrap();
        let held = lock(&a).unwrap().expect("the lock");
        let aside = set_aside(&a).unwrap();
        drop(held);
        assert!(aside.exists() && !a.exists());
        assert!(!a.with_extension("lock").exists());
        let listed: Vec<PathBuf> = list(&legacy).into_iter().map(|(p, _)| p).collect();
        assert_eq!(listed, vec![b]);
    }

    #[test]
    fn a_failed_save_leaves_no_temporary_file() {
        let dir = temp_dir("failtmp");
        // A directory where the save should go: the rename over it fails.
        let path = dir.join("pala.json");
        std::fs::create_dir_all(path.join("inside")).unwrap();
        assert!(matches!(
            write_atomic(&path, &sample()),
            Err(SaveError::Write { .. })
        ));
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, vec!["pala.json".to_string()], "{names:?}");
    }

    #[test]
    fn an_oversize_save_is_refused_without_reading_it_all() {
        let dir = temp_dir("huge");
        let path = dir.join("x.json");
        let f = std::fs::File::create(&path).unwrap();
        f.set_len(MAX_SAVE_BYTES + 10).unwrap();
        drop(f);
        match read(&path) {
            Err(SaveError::Damaged { detail, .. }) => {
                assert!(detail.contains("at most"), "{detail}")
            }
            other => panic!("{other:?}"),
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_or_a_device_in_saves_is_refused_at_once() {
        let dir = temp_dir("fifo");
        let fifo = dir.join("x.json");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        assert!(made.is_ok_and(|s| s.success()));
        let zero = dir.join("z.json");
        std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let a = read(&fifo).map(|_| ()).map_err(|e| e.to_string());
            let b = read(&zero).map(|_| ()).map_err(|e| e.to_string());
            let _ = tx.send((a, b));
        });
        let (a, b) = rx
            .recv_timeout(std::time::Duration::from_secs(5))
            .expect("reading a FIFO or /dev/zero save must not block");
        assert!(a.is_err_and(|e| e.contains("FIFO")));
        assert!(b.is_err_and(|e| e.contains("device")));
    }
}
