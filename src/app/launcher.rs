//! The launcher: every game of the registry, those still to come, Continue, Rules,
//! Settings, Quit.

use super::effects::{Effect, ReadFor};
use super::text::launcher::{fill, words};
use super::{App, Popup, Screen, setup::Setup};
use crate::engine::Lang;
use crate::game_screen::keys::Action;
use crate::games::{GAMES, GameDef};
use crate::session::save::{self, SaveError, SaveFile};
use std::path::Path;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A playable game: its place in the registry.
    Game(usize),
    Continue,
    /// Finished games, newest first.
    History,
    Statistics,
    /// The teacher's report (README, "Teacher's report").
    Report,
    Rules,
    Settings,
    Quit,
}

pub fn entries() -> Vec<Entry> {
    let mut v: Vec<Entry> = (0..GAMES.len()).map(Entry::Game).collect();
    v.extend([
        Entry::Continue,
        Entry::History,
        Entry::Statistics,
        Entry::Report,
        Entry::Rules,
        Entry::Settings,
        Entry::Quit,
    ]);
    v
}

/// The launcher entry of the game with this key.
pub fn entry_of(key: &str) -> Option<Entry> {
    GAMES.iter().position(|g| g.key() == key).map(Entry::Game)
}

/// What a save holds, for the list Continue shows.
#[derive(Clone, Debug, PartialEq, Default)]
pub enum SaveStatus {
    #[default]
    None,
    /// A save that can be resumed: the game's key, when it was saved, and its players and
    /// where the game stands.
    Ready {
        game: String,
        saved_at_unix: u64,
        summary: String,
    },
    /// A save that cannot be read, with the reason.
    Broken(String),
}

/// The saves Continue offers, newest first.
pub(crate) type Saves = Vec<(std::path::PathBuf, SaveStatus)>;

/// Reads every save (construction only: `update` asks for this as an effect).
pub(crate) fn probe_saves(legacy: &Path) -> Saves {
    save::list(legacy)
        .into_iter()
        .map(|(p, r)| (p, SaveStatus::from_read(r)))
        .collect()
}

impl SaveStatus {
    pub(crate) fn from_read(read: Result<Option<SaveFile>, SaveError>) -> SaveStatus {
        match read {
            Ok(None) => SaveStatus::None,
            Ok(Some(file)) => SaveStatus::Ready {
                game: file.game,
                saved_at_unix: file.saved_at_unix,
                summary: file.summary,
            },
            Err(e) => SaveStatus::Broken(e.to_string()),
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct Launcher {
    pub cursor: usize,
    /// The last game the cursor was on, for Rules.
    pub last_game: usize,
    pub saves: Saves,
    /// Continue's list is open, with this save highlighted.
    pub picking: Option<usize>,
    pub message: Option<String>,
    pub settings_open: bool,
    pub settings_cursor: usize,
    /// Where the last draw put each entry (its index in [`entries`]), for mouse clicks.
    pub hits: Vec<(ratatui::layout::Rect, usize)>,
    /// The settings changed since Settings was opened (written when it closes).
    settings_changed: bool,
    /// History or Statistics is open.
    pub history: Option<HistoryView>,
    /// History or Statistics is being read (off the UI thread): a bar shows how far.
    pub loading: Option<Loading>,
}

/// History or Statistics asked for and being read.
#[derive(Clone, Debug)]
pub struct Loading {
    /// Statistics (else History).
    pub stats: bool,
    pub progress: std::sync::Arc<crate::history::Progress>,
}

/// History or Statistics, open: every finished game (read from the database when it
/// opened), the filters and where the cursor is.
#[derive(Clone, Debug, Default)]
pub struct HistoryView {
    /// Statistics (else History's list).
    pub stats: bool,
    pub rows: Vec<crate::history::GameRow>,
    /// Only this game's (its key).
    pub game: Option<&'static str>,
    /// Only this player's games.
    pub player: Option<String>,
    /// History: the highlighted game among those shown; Statistics: the first line
    /// shown.
    pub cursor: usize,
}

impl HistoryView {
    pub fn filter(&self) -> crate::history::Filter {
        crate::history::Filter {
            game: self.game.map(str::to_string),
            player: self.player.clone(),
        }
    }

    /// The games the filters keep, newest first.
    pub fn shown(&self) -> Vec<&crate::history::GameRow> {
        let filter = self.filter();
        self.rows.iter().filter(|r| filter.keeps(r)).collect()
    }

    /// Statistics' lines for the games the filters keep.
    pub fn stats_lines(&self, lang: Lang) -> Vec<String> {
        let kept: Vec<crate::history::GameRow> = self.shown().into_iter().cloned().collect();
        let stats = crate::history::stats::Stats::count(&kept, &self.filter());
        crate::history::text::stats_lines(&stats, lang)
    }

    /// Statistics on a phone-size screen `width` wide: a group of rows for each of
    /// [`HistoryView::stats_lines`], so that the scroll position serves both.
    pub fn stats_phone(&self, lang: Lang, width: usize) -> Vec<Vec<String>> {
        let kept: Vec<crate::history::GameRow> = self.shown().into_iter().cloned().collect();
        let stats = crate::history::stats::Stats::count(&kept, &self.filter());
        crate::history::text::stats_phone(&stats, lang, width)
    }

    /// Every name that played, people first, then by games played, then by name: what
    /// `p` steps through.
    pub fn players(&self) -> Vec<String> {
        let mut count: std::collections::BTreeMap<(bool, String), u32> = Default::default();
        for row in &self.rows {
            for s in &row.game.seats {
                *count
                    .entry((
                        !matches!(
                            s.kind,
                            crate::engine::SeatKind::Human | crate::engine::SeatKind::Remote
                        ),
                        s.name.clone(),
                    ))
                    .or_default() += 1;
            }
        }
        let mut names: Vec<((bool, String), u32)> = count.into_iter().collect();
        names.sort_by(|a, b| {
            a.0.0
                .cmp(&b.0.0)
                .then(b.1.cmp(&a.1))
                .then(a.0.1.cmp(&b.0.1))
        });
        let mut seen = std::collections::HashSet::new();
        names
            .into_iter()
            .map(|((_, n), _)| n)
            .filter(|n| seen.insert(n.clone()))
            .collect()
    }
}

impl Launcher {
    pub fn new(saves: &Saves) -> Launcher {
        // Start on Continue when there is a game to resume, else on the default game.
        let (default, message) = match crate::games::default_game() {
            Some(i) => (i, None),
            // Never in a build whose tests pass: said (in both languages, the launcher
            // does not know which yet) rather than silently replaced.
            None => (
                0,
                Some(format!(
                    "The default game '{0}' is not in this build: the cursor starts on {1}. / \
                     El juego por defecto '{0}' no está en esta versión: el cursor empieza en {1}.",
                    crate::games::DEFAULT_GAME,
                    GAMES[0].key()
                )),
            ),
        };
        let start = if saves
            .iter()
            .any(|(_, s)| matches!(s, SaveStatus::Ready { .. }))
        {
            Entry::Continue
        } else {
            Entry::Game(default)
        };
        let cursor = entries().iter().position(|e| *e == start).unwrap_or(0);
        Launcher {
            saves: saves.clone(),
            cursor,
            last_game: match start {
                Entry::Game(i) => i,
                _ => default,
            },
            message,
            ..Launcher::default()
        }
    }

    pub fn selected(&self) -> Entry {
        let all = entries();
        all[self.cursor.min(all.len() - 1)]
    }

    /// The game whose rules `?` and Rules show: the one under the cursor or the last one.
    pub(crate) fn help_game(&self) -> &'static dyn GameDef {
        match self.selected() {
            Entry::Game(i) => GAMES[i],
            _ => GAMES[self.last_game.min(GAMES.len() - 1)],
        }
    }
}

pub(crate) const SETTINGS_ROWS: usize = 4;

fn launcher(app: &mut App) -> Option<&mut Launcher> {
    match &mut app.screen {
        Screen::Launcher(l) => Some(l),
        _ => None,
    }
}

pub fn update(app: &mut App, action: Action, fx: &mut Vec<Effect>) {
    let lang = app.lang;
    let Some(l) = launcher(app) else { return };
    if l.settings_open {
        settings_update(app, action, fx);
        return;
    }
    if let Some(loading) = &l.loading {
        // Esc leaves (what was read is kept); Ctrl-Q quits as anywhere.
        if action == Action::Back {
            loading.progress.stop();
            l.loading = None;
            l.message = Some(crate::history::text::words(lang).reading_stopped.into());
        }
        return;
    }
    if l.history.is_some() {
        history_update(app, action, fx);
        return;
    }
    if let Some(at) = l.picking {
        let n = l.saves.len();
        match action {
            Action::Up if n > 0 => l.picking = Some((at + n - 1) % n),
            Action::Down | Action::Tab if n > 0 => l.picking = Some((at + 1) % n),
            Action::Back => l.picking = None,
            // d, or the Delete key: asks first.
            Action::Char('d') | Action::Backspace => {
                let ask = l.saves.get(at).cloned();
                if let Some((path, status)) = ask {
                    ask_delete(app, path, &status);
                }
            }
            Action::Select | Action::Toggle => {
                if let Some((path, _)) = l.saves.get(at) {
                    fx.push(Effect::ReadSave {
                        path: path.clone(),
                        purpose: ReadFor::Resume,
                    });
                }
            }
            _ => {}
        }
        return;
    }
    let n = entries().len();
    l.message = None;
    match action {
        Action::Up => l.cursor = (l.cursor + n - 1) % n,
        Action::Down | Action::Tab => l.cursor = (l.cursor + 1) % n,
        Action::Click { column, row } => {
            let at = ratatui::layout::Position::new(column, row);
            if let Some(&(_, i)) = l.hits.iter().find(|(r, _)| r.contains(at)) {
                l.cursor = i;
                return activate(app, fx);
            }
        }
        Action::Select | Action::Toggle => return activate(app, fx),
        Action::Char('q') => app.quit = true,
        // The guided first round of the game under the cursor, when it has one.
        Action::Char('g') => {
            if let Entry::Game(g) = l.selected()
                && GAMES[g].has_guide()
            {
                let key = GAMES[g].key();
                app.start_guide(key);
                return;
            }
            let w = words(lang);
            let guided: Vec<&str> = GAMES
                .iter()
                .filter(|g| g.has_guide())
                .map(|g| g.title(lang))
                .collect();
            let list = guided.join(", ");
            l.message = Some(match l.selected() {
                Entry::Game(g) => fill(
                    w.no_guide,
                    &[("game", GAMES[g].title(lang)), ("list", &list)],
                ),
                _ => fill(w.no_guide_entry, &[("list", &list)]),
            });
        }
        Action::Char(c) => {
            let w = words(lang);
            l.message = Some(fill(w.key_does_nothing, &[("key", &c.to_string())]));
        }
        _ => {}
    }
    if let Some(l) = launcher(app)
        && let Entry::Game(g) = l.selected()
    {
        l.last_game = g;
    }
}

fn activate(app: &mut App, fx: &mut Vec<Effect>) {
    let lang = app.lang;
    let legacy = app.save_path.clone();
    let Some(l) = launcher(app) else { return };
    match l.selected() {
        Entry::Game(g) => {
            let setup = Setup::new(GAMES[g], app);
            app.screen = Screen::Setup(Box::new(setup));
        }
        Entry::Continue if l.saves.is_empty() => l.message = Some(words(lang).no_save.into()),
        Entry::Continue => l.picking = Some(0),
        // Read when asked for, never when the launcher opens.
        Entry::History | Entry::Statistics => {
            let stats = l.selected() == Entry::Statistics;
            let progress = std::sync::Arc::new(crate::history::Progress::default());
            l.loading = Some(Loading {
                stats,
                progress: progress.clone(),
            });
            fx.push(Effect::LoadHistory {
                legacy,
                stats,
                progress,
            });
        }
        Entry::Report => {
            let progress = std::sync::Arc::new(crate::history::Progress::default());
            app.popup = Some(super::Popup::Reviewing {
                title: crate::history::report::title(lang).to_string(),
                progress: progress.clone(),
                games: true,
            });
            fx.push(Effect::Report {
                legacy,
                lang,
                progress,
            });
        }
        Entry::Rules => app.popup = app.help_popup(),
        Entry::Settings => {
            l.settings_open = true;
            l.settings_cursor = 0;
            l.settings_changed = false;
        }
        Entry::Quit => app.quit = true,
    }
}

/// History or Statistics has read the finished games: it opens (what was repaired on
/// the way is told), unless Esc left while it was read.
pub(crate) fn history_loaded(
    app: &mut App,
    _stats: bool,
    result: Result<crate::history::Loaded, String>,
) {
    let lang = app.lang;
    let db = crate::history::Places::of(&app.save_path).db();
    let Some(loading) = launcher(app).and_then(|l| l.loading.take()) else {
        return;
    };
    // What was asked for last: a read left with Esc may answer after another began.
    let stats = loading.stats;
    match result {
        Ok(loaded) => {
            let notices = crate::history::text::repairs(&loaded, &db, lang);
            if let Some(l) = launcher(app) {
                l.history = Some(HistoryView {
                    stats,
                    rows: loaded.rows,
                    ..HistoryView::default()
                });
            }
            if !notices.is_empty() {
                app.popup = Some(Popup::Notice(notices.join("\n\n")));
            }
        }
        Err(e) => {
            app.popup = Some(Popup::Notice(fill(
                words(lang).history_failed,
                &[("path", &db.display().to_string()), ("err", &e)],
            )))
        }
    }
}

fn history_update(app: &mut App, action: Action, fx: &mut Vec<Effect>) {
    let lang = app.lang;
    let Some(l) = launcher(app) else { return };
    let Some(view) = l.history.as_mut() else {
        return;
    };
    let last = if view.stats {
        view.stats_lines(lang).len().saturating_sub(1)
    } else {
        view.shown().len().saturating_sub(1)
    };
    l.message = None;
    match action {
        Action::Up => view.cursor = view.cursor.saturating_sub(1),
        Action::Down | Action::Tab => view.cursor = (view.cursor + 1).min(last),
        Action::Left => view.cursor = view.cursor.saturating_sub(10),
        Action::Right => view.cursor = (view.cursor + 10).min(last),
        Action::Back => l.history = None,
        Action::Char('g') => {
            // All games, then each game in turn.
            let keys: Vec<&'static str> = GAMES.iter().map(|g| g.key()).collect();
            view.game = match view.game.and_then(|g| keys.iter().position(|k| *k == g)) {
                None => keys.first().copied(),
                Some(i) => keys.get(i + 1).copied(),
            };
            view.cursor = 0;
        }
        Action::Char('p') => {
            // All players, then each name in turn.
            let names = view.players();
            view.player = match view
                .player
                .as_ref()
                .and_then(|p| names.iter().position(|n| n == p))
            {
                None => names.first().cloned(),
                Some(i) => names.get(i + 1).cloned(),
            };
            view.cursor = 0;
        }
        Action::Select | Action::Char('i') if !view.stats => {
            let row = view.shown().get(view.cursor).map(|r| (*r).clone());
            match row {
                // Enter replays the game (Esc comes back here); i shows its details.
                Some(row) if action == Action::Select => {
                    let places = crate::history::Places::of(&app.save_path);
                    fx.push(Effect::OpenReplay {
                        path: places.finished_file(&row.id),
                        lang,
                    });
                }
                Some(row) => open_details(app, &row),
                None => l.message = Some(words(lang).history_nothing.into()),
            }
        }
        _ => {}
    }
}

/// i on a game of History: its details (seats, scores, date, winner).
fn open_details(app: &mut App, row: &crate::history::GameRow) {
    let (title, lines) = crate::history::text::details(row, app.lang);
    app.popup = Some(Popup::Details { title, lines });
}

/// d on Continue's list: asks before the game goes to the trash folder.
fn ask_delete(app: &mut App, path: std::path::PathBuf, status: &SaveStatus) {
    let lang = app.lang;
    let what = match status {
        SaveStatus::Ready { game, summary, .. } => {
            let title =
                crate::games::find(game).map_or(game.clone(), |g| g.title(lang).to_string());
            format!("{title} · {summary}")
        }
        _ => path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default(),
    };
    let w = words(lang);
    let dir = crate::history::Places::of(&app.save_path).trash();
    let what = format!(
        "{}\n\n{what}\n\n{}\n\n{}",
        w.delete_title,
        fill(w.delete_where, &[("dir", &dir.display().to_string())]),
        w.delete_keys
    );
    app.popup = Some(Popup::ConfirmDelete { path, what });
}

/// The person confirmed: the unfinished game at `path` goes to the trash folder (this
/// window's own hold on it is let go first: it is not playing it now).
pub(crate) fn delete_save(app: &mut App, path: std::path::PathBuf, fx: &mut Vec<Effect>) {
    if app
        .save_lock
        .as_ref()
        .is_some_and(|(held, _)| *held == path)
    {
        app.save_lock = None;
    }
    fx.push(Effect::Trash {
        legacy: app.save_path.clone(),
        path,
    });
}

/// Continue: the saved game opens at its table, or is moved aside with one true message.
pub fn resume(
    app: &mut App,
    path: std::path::PathBuf,
    read: Result<Option<SaveFile>, SaveError>,
    fx: &mut Vec<Effect>,
) {
    let lang = app.lang;
    let file = match read {
        Ok(Some(file)) => file,
        Ok(None) => {
            if let Some(l) = launcher(app) {
                l.message = Some(words(lang).no_save.into());
            }
            return;
        }
        Err(e) => {
            // Unreadable: kept, but out of the list, and said where it went.
            app.set_pending_notice(format!("{e}."));
            fx.push(Effect::SetAside {
                path,
                only_if_unreadable: true,
            });
            return;
        }
    };
    if crate::games::find(&file.game).is_none() {
        app.popup = Some(Popup::Notice(fill(
            words(lang).unknown_game,
            &[("game", &file.game)],
        )));
        return;
    }
    // One window per game: a second naipes continuing it would overwrite its moves.
    app.save_lock = None;
    match save::lock(&path) {
        Ok(Some(lock)) => app.save_lock = Some((path.clone(), lock)),
        Ok(None) => {
            app.popup = Some(Popup::Notice(words(lang).open_elsewhere.into()));
            return;
        }
        // A place where locks cannot be taken: the game opens as before.
        Err(_) => {}
    }
    // Rebuilt and verified by the runner, which contains what a hand-edited save does.
    fx.push(Effect::Resume { path, file, lang });
}

/// The table of a save to continue, rebuilt: it opens, or the save is moved aside with
/// one true message.
pub(crate) fn resumed(
    app: &mut App,
    path: std::path::PathBuf,
    table: Result<Box<dyn super::table::AnyTable>, String>,
    fx: &mut Vec<Effect>,
) {
    match table {
        Ok(table) => app.open_table(table),
        Err(detail) => {
            // Readable but not playable: kept, out of the list, and said where it went.
            let damaged = SaveError::Damaged {
                path: path.display().to_string(),
                detail,
            };
            app.set_pending_notice(format!("{damaged}."));
            fx.push(Effect::SetAside {
                path,
                only_if_unreadable: false,
            });
        }
    }
}

fn settings_update(app: &mut App, action: Action, fx: &mut Vec<Effect>) {
    let Screen::Launcher(l) = &mut app.screen else {
        return;
    };
    let s = &mut app.loaded.config.settings;
    match action {
        Action::Up => l.settings_cursor = (l.settings_cursor + SETTINGS_ROWS - 1) % SETTINGS_ROWS,
        Action::Down | Action::Tab => l.settings_cursor = (l.settings_cursor + 1) % SETTINGS_ROWS,
        Action::Left | Action::Right | Action::Toggle | Action::Select => {
            let forward = action != Action::Left;
            l.settings_changed = true;
            match l.settings_cursor {
                0 => {
                    s.language = if s.language == Lang::En {
                        Lang::Es
                    } else {
                        Lang::En
                    };
                    app.lang = s.language;
                }
                1 => {
                    s.bot_delay_ms = if forward {
                        (s.bot_delay_ms + 100).min(crate::config::MAX_BOT_DELAY_MS)
                    } else {
                        s.bot_delay_ms.saturating_sub(100)
                    }
                }
                2 => s.mouse = !s.mouse,
                _ => s.focus_cursor = !s.focus_cursor,
            }
        }
        Action::Back | Action::Char('s') => {
            l.settings_open = false;
            if l.settings_changed {
                fx.push(Effect::WriteSettings {
                    path: app.loaded.user_file.clone(),
                    settings: s.clone(),
                });
            }
        }
        _ => {}
    }
}

impl App {
    pub(crate) fn set_pending_notice(&mut self, text: String) {
        self.pending_notice = Some(text);
    }
}
