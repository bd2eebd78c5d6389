//! The event loop: draw, read a key or a mouse click, update, carry out the effects, let
//! time pass. The terminal is restored on every exit path, panics included (ratatui's
//! init installs the hook).

use super::App;
use super::effects::{Msg, Runner};
use super::input::Input;
use super::keys::{map_key, map_mouse};
use crossterm::event::{DisableMouseCapture, EnableMouseCapture, Event};
use crossterm::execute;
use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Why the event loop ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// The player quit.
    Quit,
    /// SIGTERM, SIGHUP or SIGINT: the terminal was restored all the same.
    Signal,
}

/// How often an unchanged screen is drawn again (timers count seconds).
const REFRESH: Duration = Duration::from_millis(250);
/// How long a hosted table's last lines to the other terminals get before the program
/// ends.
#[cfg(feature = "ssh")]
const FAREWELL: Duration = Duration::from_millis(400);

/// The terminals at other ends of a hosted table (none without the `ssh` feature).
#[cfg(feature = "ssh")]
pub type Others = Option<super::served::Served>;
#[cfg(not(feature = "ssh"))]
pub type Others = Option<std::convert::Infallible>;

pub fn run(app: App, first: Vec<super::effects::Effect>) -> std::io::Result<Ended> {
    run_with(app, first, None)
}

/// The event loop, serving the terminals of a hosted table as well as this one.
pub fn run_with(
    mut app: App,
    first: Vec<super::effects::Effect>,
    mut others: Others,
) -> std::io::Result<Ended> {
    // A signal raises a flag; the loop sees it within a frame and leaves the normal way,
    // so the terminal is restored (the game is saved after every move anyway). When the
    // terminal itself is gone (its window closed), the terminal library may never hand
    // control back: then the watcher restores what it can and ends the process.
    let stop = Arc::new(AtomicBool::new(false));
    let mut signals = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT])?;
    let watched = Arc::clone(&stop);
    std::thread::spawn(move || {
        if signals.forever().next().is_some() {
            watched.store(true, Ordering::Relaxed);
            std::thread::sleep(Duration::from_millis(500));
            let _ = execute!(
                std::io::stdout(),
                DisableMouseCapture,
                crossterm::cursor::Show
            );
            ratatui::restore();
            // The same code as the loop's own way out on a signal.
            std::process::exit(2);
        }
    });
    let mut terminal = ratatui::init();
    // The keys are read once the terminal is in raw mode.
    let mut input = match Input::open() {
        Ok(input) => input,
        Err(e) => {
            ratatui::restore();
            return Err(e);
        }
    };
    let mouse = app.loaded.config.settings.mouse;
    if mouse {
        let _ = execute!(std::io::stdout(), EnableMouseCapture);
    }
    let result = event_loop(
        &mut terminal,
        &mut input,
        &mut app,
        first,
        &stop,
        &mut others,
    );
    if mouse {
        let _ = execute!(std::io::stdout(), DisableMouseCapture);
    }
    ratatui::restore();
    result?;
    Ok(if stop.load(Ordering::Relaxed) {
        Ended::Signal
    } else {
        Ended::Quit
    })
}

fn event_loop(
    terminal: &mut ratatui::DefaultTerminal,
    input: &mut Input,
    app: &mut App,
    first: Vec<super::effects::Effect>,
    stop: &AtomicBool,
    others: &mut Others,
) -> std::io::Result<()> {
    let (tx, rx) = std::sync::mpsc::channel();
    #[cfg_attr(not(feature = "ssh"), allow(unused_mut))]
    let mut runner = Runner::threaded(tx);
    #[cfg(not(feature = "ssh"))]
    let _ = &others;
    #[cfg(feature = "ssh")]
    if let Some(served) = others {
        runner.set_hangup(Some(served.hangup()));
    }
    let mut pending: Vec<Msg> = first
        .into_iter()
        .filter_map(|e| runner.perform(e))
        .collect();
    // A frame is drawn when something happened (a key, a message, a move) or the size
    // changed, and otherwise a few times a second for the clocks: an idle table costs
    // next to nothing.
    let mut drawn: Option<(Instant, ratatui::layout::Size)> = None;
    let mut changed = true;
    while !app.quit && !stop.load(Ordering::Relaxed) {
        let size = terminal.size()?;
        let stale = drawn.is_none_or(|(at, was)| was != size || at.elapsed() >= REFRESH);
        if changed || stale {
            let mut memo = None;
            terminal.draw(|frame| memo = Some(crate::ui::draw(frame, app)))?;
            if let Some(memo) = memo {
                app.remember(memo);
            }
            drawn = Some((Instant::now(), size));
            changed = false;
        }
        // Keys from other terminals arrive between these waits: shorter while any is
        // connected, so that their keys show at once.
        #[cfg(feature = "ssh")]
        let wait = if others.as_ref().is_some_and(|o| o.any()) {
            5
        } else {
            40
        };
        #[cfg(not(feature = "ssh"))]
        let wait = 40;
        for event in input.next(Duration::from_millis(wait))? {
            // Even a key that maps to nothing may change the message line.
            changed = true;
            let action = match event {
                Event::Key(key) => map_key(key, app.wants_text()),
                Event::Mouse(m) if app.loaded.config.settings.mouse => map_mouse(m),
                _ => None,
            };
            if let Some(action) = action {
                pending.push(Msg::Key(action));
            }
        }
        pending.extend(rx.try_iter());
        #[cfg(feature = "ssh")]
        if let Some(served) = others.as_mut() {
            changed |= served.events(&mut pending);
        }
        changed |= !pending.is_empty();
        pending.push(Msg::Tick(Instant::now()));
        // Effects may answer with messages of their own: carry on until all is done.
        while !pending.is_empty() {
            for msg in std::mem::take(&mut pending) {
                for effect in app.update(msg) {
                    // A tick that did something (a computer's move) shows at once.
                    changed = true;
                    pending.extend(runner.perform(effect));
                }
            }
        }
        #[cfg(feature = "ssh")]
        super::served::follow(app, others, &mut runner);
        #[cfg(feature = "ssh")]
        if let Some(served) = others.as_mut() {
            served.draw(app, changed);
        }
    }
    // Leaving while people at other terminals are connected: their last line (sent by
    // the quit's effects, or here when a signal ended the loop) goes out before the
    // server ends with the process.
    #[cfg(feature = "ssh")]
    if others.as_ref().is_some_and(|o| o.any()) {
        let mut fx = Vec::new();
        app.send_guests_away(&mut fx);
        for effect in fx {
            runner.perform(effect);
        }
        std::thread::sleep(FAREWELL);
    }
    Ok(())
}
