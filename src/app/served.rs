//! The event loop's side of a hosted table: the server's events become messages, and
//! each connected terminal gets its own frames, drawn by ratatui into bytes (only what
//! changed since its last frame) and handed to the server.

use super::App;
use super::effects::{Hangup, Msg};
use super::guests::ConnId;
use super::lines::guest::{LineSeat, as_bytes};
use crate::remote::{Hosting, ServerEvent};
use ratatui::backend::CrosstermBackend;
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use std::collections::HashMap;
use std::time::{Duration, Instant};

type Remote = Terminal<CrosstermBackend<Sink>>;

/// Where a terminal's frame is written, to be taken and sent whole.
#[derive(Clone, Default)]
struct Sink(std::rc::Rc<std::cell::RefCell<Vec<u8>>>);

impl std::io::Write for Sink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A connected terminal: its screen as last sent, and when.
struct Screen {
    terminal: Remote,
    sink: Sink,
    size: (u16, u16),
    drawn: Option<Instant>,
    /// Its last frame was not taken: the next is drawn whole.
    whole: bool,
}

/// The terminals of a hosted table.
pub struct Served {
    hosting: Hosting,
    screens: HashMap<ConnId, Screen>,
    /// Connections in line mode (no terminal: `ssh -T`), told in plain lines.
    lines: HashMap<ConnId, LineSeat>,
}

/// How often an unchanged screen is drawn again (its clocks count seconds).
const REFRESH: Duration = Duration::from_millis(250);

fn terminal(sink: Sink, cols: u16, rows: u16) -> std::io::Result<Remote> {
    Terminal::with_options(
        CrosstermBackend::new(sink),
        TerminalOptions {
            viewport: Viewport::Fixed(Rect::new(0, 0, cols, rows)),
        },
    )
}

impl Served {
    pub fn new(hosting: Hosting) -> Served {
        Served {
            hosting,
            screens: HashMap::new(),
            lines: HashMap::new(),
        }
    }

    /// Closes connections for the effects' runner.
    pub fn hangup(&self) -> Hangup {
        self.hosting.hangup_fn()
    }

    /// Whether any terminal is connected (the loop then looks for keys more often).
    pub fn any(&self) -> bool {
        !self.screens.is_empty() || !self.lines.is_empty()
    }

    /// The server's news comes to the event loop's inbox from now on.
    pub(crate) fn post_to(&mut self, inbox: &std::sync::mpsc::Sender<super::inbox::Inbound>) {
        if let Some(events) = self.hosting.events.take() {
            super::inbox::forward(events, inbox.clone(), super::inbox::Inbound::Server);
        }
    }

    /// The server's news as messages for the app (a line typed in line mode is read
    /// here, against what that connection was last told).
    pub(crate) fn hear(&mut self, event: ServerEvent, app: &App, pending: &mut Vec<Msg>) {
        match event {
            ServerEvent::Lines { conn } => {
                self.lines.entry(conn).or_default();
            }
            ServerEvent::Guest(super::guests::GuestEvent::Line { conn, line }) => {
                let Some(seat) = self.lines.get_mut(&conn) else {
                    return;
                };
                let (keys, answer) = seat.heard(app, conn, &line);
                pending.extend(keys);
                if !answer.is_empty() {
                    self.hosting.send_frame(conn, as_bytes(&answer));
                }
            }
            ServerEvent::Resized { conn, cols, rows } => match self.screens.get_mut(&conn) {
                Some(screen) => {
                    screen.size = (cols, rows);
                    screen.whole = true;
                }
                None => {
                    let sink = Sink::default();
                    if let Ok(terminal) = terminal(sink.clone(), cols, rows) {
                        self.screens.insert(
                            conn,
                            Screen {
                                terminal,
                                sink,
                                size: (cols, rows),
                                drawn: None,
                                whole: true,
                            },
                        );
                    }
                }
            },
            ServerEvent::Guest(event) => {
                if let super::guests::GuestEvent::Left { conn } = event {
                    self.screens.remove(&conn);
                    self.lines.remove(&conn);
                }
                pending.push(Msg::Guest(event));
            }
        }
    }

    /// Draws every connected terminal's screen that `changed` or is due, and sends it;
    /// tells each connection in line mode what is new.
    pub fn draw(&mut self, app: &mut App, changed: bool) {
        for (&conn, seat) in &mut self.lines {
            if !app.guests.contains_key(&conn) || !(changed || seat.waits_for_answer()) {
                continue;
            }
            let news = seat.news(app, conn);
            if !news.is_empty() {
                // A reader that does not read is closed by the server's deadlines; what
                // it missed meanwhile is not sent again.
                self.hosting.send_frame(conn, as_bytes(&news));
            }
        }
        for (&conn, screen) in &mut self.screens {
            // Not (yet, or any more) at the table: its joining is on the way, or it was
            // refused and is closing.
            if !app.guests.contains_key(&conn) {
                continue;
            }
            let due = screen.drawn.is_none_or(|at| at.elapsed() >= REFRESH);
            if !(changed || due || screen.whole) {
                continue;
            }
            if std::mem::take(&mut screen.whole) {
                // A new terminal object draws every cell. Never `clear` or `resize`:
                // ratatui asks the backend for the cursor and the size there, and this
                // backend's are the host's own terminal, not this connection's.
                let (cols, rows) = screen.size;
                match terminal(screen.sink.clone(), cols, rows) {
                    Ok(terminal) => screen.terminal = terminal,
                    Err(_) => continue,
                }
                screen
                    .sink
                    .0
                    .borrow_mut()
                    .extend_from_slice(b"\x1b[0m\x1b[H\x1b[2J");
            }
            let mut memo = None;
            let drawn = screen
                .terminal
                .draw(|frame| memo = Some(crate::ui::guest::draw(frame, app, conn)));
            if drawn.is_err() {
                continue;
            }
            if let Some(memo) = memo {
                app.remember_guest(conn, memo);
            }
            screen.drawn = Some(Instant::now());
            let bytes = std::mem::take(&mut *screen.sink.0.borrow_mut());
            if !bytes.is_empty() && !self.hosting.send_frame(conn, bytes) {
                // Not read yet: what it missed is sent whole with the next frame.
                screen.whole = true;
            }
        }
    }
}

/// Starts the server the app's new table asks for, or ends the one whose table is gone.
/// The runner closes connections through the server there is.
pub(crate) fn follow(
    app: &mut App,
    others: &mut Option<Served>,
    runner: &mut super::effects::Runner,
    inbox: &std::sync::mpsc::Sender<super::inbox::Inbound>,
) {
    if app.take_host_wish() {
        let lang = app.table_lang();
        let names: Vec<String> = match &app.screen {
            super::Screen::Table(t) => t.remote_seats().into_iter().map(|s| s.1).collect(),
            _ => Vec::new(),
        };
        let seats = names.len();
        let data_dir = app
            .save_path
            .parent()
            .map(std::path::Path::to_path_buf)
            .unwrap_or_default();
        // The old server (if any) closes before the new one takes the port.
        *others = None;
        match crate::remote::host_from_settings(
            &app.loaded.config.settings,
            seats,
            names,
            &data_dir,
        ) {
            Ok((hosting, code)) => {
                let joining = super::hosting::Joining {
                    addr: hosting.addr,
                    web: hosting.join_url(&code),
                    code,
                    fingerprint: hosting.fingerprint.clone(),
                };
                app.now_hosting(joining, lang);
                let mut served = Served::new(hosting);
                served.post_to(inbox);
                runner.set_hangup(Some(served.hangup()));
                *others = Some(served);
            }
            Err(why) => app.hosting_failed(&why, lang),
        }
    } else if others.is_some() && app.hosting.is_none() {
        *others = None;
        runner.set_hangup(None);
    }
}
