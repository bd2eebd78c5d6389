//! Reviews of finished games (README, "Review of a finished game"), kept in the history
//! database beside the games: a review takes seconds to compute and never changes, so
//! the second look at a game is instant. Keyed by [`Job::key`] (the game, its moves, the
//! seats reviewed, the review's version) and the language. Only a cache: when the
//! database cannot be opened or written, the review is computed all the same.

use super::{Db, Places};
use crate::engine::Lang;
use crate::games::review::{GameReview, Job};
use rusqlite::{OptionalExtension, params};

pub(super) const SCHEMA_SQL: &str = "CREATE TABLE IF NOT EXISTS reviews (
    key TEXT NOT NULL,
    lang TEXT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (key, lang)
);";

fn lang_code(lang: Lang) -> &'static str {
    lang.pick("en", "es")
}

impl Db {
    /// The review kept under `key` in `lang`, if any (one that no longer reads: none).
    pub fn cached_review(&self, key: &str, lang: Lang) -> Result<Option<GameReview>, String> {
        let body: Option<String> = self
            .conn
            .query_row(
                "SELECT body FROM reviews WHERE key = ?1 AND lang = ?2",
                params![key, lang_code(lang)],
                |r| r.get(0),
            )
            .optional()
            .map_err(|e| e.to_string())?;
        Ok(body.and_then(|b| serde_json::from_str(&b).ok()))
    }

    /// Keeps `review` under `key` in `lang` (replacing one kept before).
    pub fn keep_review(&self, key: &str, lang: Lang, review: &GameReview) -> Result<(), String> {
        let body = serde_json::to_string(review).map_err(|e| e.to_string())?;
        self.conn
            .execute(
                "INSERT OR REPLACE INTO reviews (key, lang, body) VALUES (?1, ?2, ?3)",
                params![key, lang_code(lang), body],
            )
            .map_err(|e| e.to_string())?;
        Ok(())
    }
}

/// `job`'s review in `lang`: the one kept in the database at `places` when there is one,
/// else computed (telling `progress`, stopping early once `stopped()`) and kept when
/// complete. The second value says whether it came from the cache.
pub fn reviewed(
    places: &Places,
    job: Job,
    lang: Lang,
    progress: &(dyn Fn(usize, usize) + Sync),
    stopped: &(dyn Fn() -> bool + Sync),
) -> (GameReview, bool) {
    let db = Db::open(places).ok().map(|(db, _)| db);
    let key = job.key.clone();
    if let Some(review) = db
        .as_ref()
        .and_then(|db| db.cached_review(&key, lang).ok().flatten())
    {
        return (review, true);
    }
    let review = job.run(lang, progress, stopped);
    if !stopped()
        && let Some(db) = &db
    {
        // A cache that cannot be written costs only the time next time.
        let _ = db.keep_review(&key, lang, &review);
    }
    (review, false)
}
