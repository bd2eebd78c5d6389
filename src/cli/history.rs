//! `naipes history` and `naipes stats`: the finished games, and their statistics.

use super::common::{load_config, print_out};
use naipes::engine::Lang;
use naipes::games::lookup;
use std::process::ExitCode;

/// `naipes history` and `naipes stats`: the finished games (the database brought up to
/// date first, rebuilt when damaged, which is told on standard error).
pub fn history(
    config: Option<&std::path::Path>,
    game: Option<String>,
    player: Option<String>,
    json: bool,
    stats: bool,
) -> Result<ExitCode, String> {
    use naipes::history::{self, Filter, Places, stats::Stats, text};
    let loaded = load_config(config)?;
    let lang = loaded.config.settings.language;
    let game = match game {
        Some(g) => Some(lookup(&g)?.key().to_string()),
        None => None,
    };
    let player = player
        .map(|p| p.trim().to_string())
        .filter(|p| !p.is_empty());
    let places = Places::of(&naipes::session::save::autosave_path());
    let progress = history::Progress::default();
    let over = std::sync::atomic::AtomicBool::new(false);
    let got = std::thread::scope(|scope| {
        // Only at a terminal: a file or pipe would keep every overwritten line.
        if std::io::IsTerminal::is_terminal(&std::io::stderr()) {
            scope.spawn(|| reading_line(&progress, &over, lang));
        }
        let got = history::load_with(&places, &progress);
        over.store(true, std::sync::atomic::Ordering::Relaxed);
        got
    });
    let got = got.map_err(|e| {
        format!(
            "the history database {} could not be opened: {e}",
            places.db().display()
        )
    })?;
    for line in text::repairs(&got, &places.db(), lang) {
        eprintln!("naipes: {line}");
    }
    let filter = Filter { game, player };
    let rows: Vec<&history::GameRow> = got.rows.iter().filter(|r| filter.keeps(r)).collect();
    let out = if stats {
        let kept: Vec<history::GameRow> = rows.into_iter().cloned().collect();
        let counted = Stats::count(&kept, &filter);
        if json {
            serde_json::to_string_pretty(&counted).map_err(|e| e.to_string())? + "\n"
        } else if got.rows.is_empty() {
            format!("{}\n", text::words(lang).no_games)
        } else if kept.is_empty() {
            format!("{}\n", text::words(lang).no_match)
        } else {
            text::stats_lines(&counted, lang).join("\n") + "\n"
        }
    } else if json {
        serde_json::to_string_pretty(&rows).map_err(|e| e.to_string())? + "\n"
    } else if got.rows.is_empty() {
        format!("{}\n", text::words(lang).no_games)
    } else if rows.is_empty() {
        format!("{}\n", text::words(lang).no_match)
    } else {
        rows.iter()
            .map(|r| text::history_line(r, lang) + "\n")
            .collect()
    };
    print_out(&out)?;
    Ok(ExitCode::SUCCESS)
}

/// While History's database is brought up to date (seconds, the first time with
/// thousands of finished games): one line on standard error, a terminal, overwritten
/// with how many finished games are read, and erased at the end. Nothing when it is
/// quick.
fn reading_line(
    progress: &naipes::history::Progress,
    over: &std::sync::atomic::AtomicBool,
    lang: Lang,
) {
    use std::io::Write;
    let words = naipes::history::text::words(lang);
    let mut widest = 0;
    let mut ticks = 0u32;
    while !over.load(std::sync::atomic::Ordering::Relaxed) {
        std::thread::sleep(std::time::Duration::from_millis(50));
        ticks += 1;
        let (done, total) = progress.counts();
        // Every quarter of a second, once it has lasted half a second.
        if total == 0 || ticks < 10 || !ticks.is_multiple_of(5) {
            continue;
        }
        let line = naipes::history::text::fill(
            words.reading,
            &[("done", &done.to_string()), ("total", &total.to_string())],
        );
        widest = widest.max(line.chars().count());
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r{line}");
        let _ = err.flush();
    }
    if widest > 0 {
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r{}\r", " ".repeat(widest));
        let _ = err.flush();
    }
}
