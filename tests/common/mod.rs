//! Helpers shared by the app and snapshot tests.
#![allow(dead_code)]

use naipes::app::keys::Action;
use naipes::app::{App, Screen};
use naipes::config::{self, Loaded};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::path::PathBuf;

pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("naipes-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// An App on the embedded defaults, computer players instant, saving into `dir`.
pub fn app_in(dir: &std::path::Path) -> App {
    let mut config = config::defaults().expect("defaults");
    config.settings.bot_delay_ms = 0;
    let loaded = Loaded {
        config,
        user_file: dir.join("config.toml"),
        user_file_exists: false,
    };
    App::new(loaded, dir.join("autosave.json"))
}

pub fn press(app: &mut App, actions: &[Action]) {
    for a in actions {
        app.handle(*a);
    }
}

pub fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        app.handle(Action::Char(c));
    }
}

/// Lets computer players move until a person must act.
pub fn settle(app: &mut App) {
    let save = app.save_path.clone();
    match &mut app.screen {
        Screen::Table(t) => t.settle(&save),
        Screen::Rapi(t) => t.settle(&save),
        Screen::Palabra(t) => t.settle(&save),
        _ => {}
    }
}

pub fn render(app: &App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    term.draw(|f| naipes::ui::draw(f, app)).expect("draw");
    let buf = term.backend().buffer().clone();
    let mut out = String::new();
    for y in 0..h {
        for x in 0..w {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}
