//! The event loop: draw, read a key or a mouse click, update, let time pass. The terminal
//! is restored on every exit path, panics included (ratatui's init installs the hook).

use super::App;
use super::keys::{map_key, map_mouse};
use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use crossterm::execute;
use std::time::Duration;

pub fn run(mut app: App) -> std::io::Result<()> {
    let mut terminal = ratatui::init();
    let mouse = app.loaded.config.settings.mouse;
    if mouse {
        let _ = execute!(std::io::stdout(), EnableMouseCapture);
    }
    let result = event_loop(&mut terminal, &mut app);
    if mouse {
        let _ = execute!(std::io::stdout(), DisableMouseCapture);
    }
    ratatui::restore();
    result
}

fn event_loop(terminal: &mut ratatui::DefaultTerminal, app: &mut App) -> std::io::Result<()> {
    while !app.quit {
        terminal.draw(|frame| crate::ui::draw(frame, app))?;
        if event::poll(Duration::from_millis(40))? {
            let action = match event::read()? {
                Event::Key(key) => map_key(key, app.wants_text()),
                Event::Mouse(m) if app.loaded.config.settings.mouse => map_mouse(m),
                // A resize simply redraws on the next pass.
                _ => None,
            };
            if let Some(action) = action {
                app.handle(action);
            }
        }
        app.tick();
    }
    Ok(())
}
