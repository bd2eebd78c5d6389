//! Line mode (`--screen-reader`, issue 38): the same app, said as plain lines for a
//! screen reader. No alternate screen, no cursor addressing, nothing repainted: each
//! move, question and refusal is printed once as it comes, and the rest (the board,
//! the cards, the scores, the keys) is a command away. The terminal stays in its
//! ordinary line mode, so typing echoes and edits as everywhere else, and a line is
//! read when Enter is pressed.
//!
//! The app draws into a screen of its own in memory, as it would on a terminal: what
//! a tap can pick is found there by the name drawn on it, and a card typed by name is a
//! tap on it, through the same path as a mouse.

pub mod command;
#[cfg(feature = "ssh")]
pub mod guest;
pub mod narrator;

use super::App;
use super::effects::{Msg, Runner};
use super::inbox::{Inbound, forward};
use super::run::Ended;
use crate::engine::Lang;
use crate::game_screen::keys::Action;
use command::{Command, Read};
use narrator::Narrator;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::io::{BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The screen the app draws on in memory: wide enough for every game's full board.
const COLUMNS: u16 = 100;
const ROWS: u16 = 30;
/// How often time passes for an open table (its computers' pace, its countdowns).
const TICK: Duration = Duration::from_millis(40);
/// How many of the last moves "last" reads.
const LAST_MOVES: usize = 8;

/// Runs `app` in line mode until the player quits or the input ends.
pub fn run(app: App, first: Vec<super::effects::Effect>) -> std::io::Result<Ended> {
    run_with(app, first, None)
}

/// The same, serving the terminals of a hosted table as well (each in its own mode).
pub fn run_with(
    app: App,
    first: Vec<super::effects::Effect>,
    #[cfg_attr(not(feature = "ssh"), allow(unused_mut))] mut others: super::run::Others,
) -> std::io::Result<Ended> {
    let stop = Arc::new(AtomicBool::new(false));
    let (inbox_tx, inbox) = std::sync::mpsc::channel::<Inbound>();
    let mut signals = signal_hook::iterator::Signals::new([
        signal_hook::consts::SIGTERM,
        signal_hook::consts::SIGHUP,
        signal_hook::consts::SIGINT,
    ])?;
    let watched = Arc::clone(&stop);
    let wake = inbox_tx.clone();
    std::thread::spawn(move || {
        if signals.forever().next().is_some() {
            watched.store(true, Ordering::Relaxed);
            let _ = wake.send(Inbound::Wake);
        }
    });
    let lines = inbox_tx.clone();
    std::thread::spawn(move || read_lines(std::io::stdin().lock(), &lines));
    let (tx, answers) = std::sync::mpsc::channel();
    forward(answers, inbox_tx.clone(), Inbound::App);
    #[cfg_attr(not(feature = "ssh"), allow(unused_mut))]
    let mut runner = Runner::threaded(tx);
    #[cfg(not(feature = "ssh"))]
    let _ = &others;
    #[cfg(feature = "ssh")]
    if let Some(served) = others.as_mut() {
        runner.set_hangup(Some(served.hangup()));
        served.post_to(&inbox_tx);
    }
    let mut pending: Vec<Msg> = first
        .into_iter()
        .filter_map(|e| runner.perform(e))
        .collect();
    let mut mode = LineMode {
        app,
        runner,
        screen: in_memory(),
        out: std::io::stdout(),
        narrator: Narrator::default(),
        tapped: Vec::new(),
        typed: false,
        focus: None,
    };
    let first_line = command::help(mode.app.screen_lang()).remove(0);
    say(&mut mode.out, &[first_line])?;
    let mut changed = true;
    let mut ticked = Instant::now();
    while !mode.app.quit && !stop.load(Ordering::Relaxed) {
        let now = Instant::now();
        if now >= ticked + TICK || !pending.is_empty() {
            ticked = now;
            pending.push(Msg::Tick(now));
        }
        changed |= mode.settle(std::mem::take(&mut pending));
        #[cfg(feature = "ssh")]
        super::served::follow(&mut mode.app, &mut others, &mut mode.runner, &inbox_tx);
        #[cfg(feature = "ssh")]
        if let Some(served) = others.as_mut() {
            served.draw(&mut mode.app, changed);
        }
        if changed {
            mode.tell()?;
            changed = false;
        }
        let wake_at = ticked + TICK;
        let came = match inbox.recv_timeout(wake_at.saturating_duration_since(Instant::now())) {
            Ok(first) => std::iter::once(first).chain(inbox.try_iter()).collect(),
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => Vec::new(),
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => break,
        };
        for inbound in came {
            match inbound {
                // Each line is answered before the next is read: a key typed twice is
                // answered twice.
                Inbound::Line(Some(line)) => {
                    changed |= mode.settle(std::mem::take(&mut pending));
                    mode.line(&line)?;
                }
                // The input ended (Ctrl-D, or the terminal is gone): the game is saved
                // after every move, so leaving is safe.
                Inbound::Line(None) => mode.app.quit = true,
                Inbound::App(msg) => {
                    changed = true;
                    pending.push(msg);
                }
                Inbound::Terminal(_) | Inbound::Wake => {}
                #[cfg(feature = "ssh")]
                Inbound::Server(event) => {
                    if let Some(served) = others.as_mut() {
                        changed = true;
                        served.hear(event, &mode.app, &mut pending);
                    }
                }
            }
        }
    }
    // Leaving while people at other terminals are connected: their last line goes out
    // before the server ends with the process.
    #[cfg(feature = "ssh")]
    if others.as_ref().is_some_and(|o| o.any()) {
        let mut fx = Vec::new();
        mode.app.send_guests_away(&mut fx);
        for effect in fx {
            mode.runner.perform(effect);
        }
        std::thread::sleep(super::run::FAREWELL);
    }
    Ok(if stop.load(Ordering::Relaxed) {
        Ended::Signal
    } else {
        Ended::Quit
    })
}

/// The app in line mode, with what it has said and what the last typed line asked.
struct LineMode<W: Write = std::io::Stdout> {
    app: App,
    runner: Runner,
    screen: Terminal<TestBackend>,
    out: W,
    narrator: Narrator,
    /// Where the last typed line tapped (a card typed by name).
    tapped: Vec<(u16, u16)>,
    /// A typed line's keys were pressed since the last time the table was told.
    typed: bool,
    /// The row a menu's cursor is on (launcher, setup, History, Statistics), as said.
    focus: Option<String>,
}

impl<W: Write> LineMode<W> {
    /// Updates the app with `msgs` and everything their effects bring back; whether
    /// anything was done.
    fn settle(&mut self, mut msgs: Vec<Msg>) -> bool {
        let mut did = false;
        while !msgs.is_empty() {
            for msg in std::mem::take(&mut msgs) {
                for effect in self.app.update(msg) {
                    did = true;
                    msgs.extend(self.runner.perform(effect));
                }
            }
        }
        did
    }

    /// A typed line: a reading answered at once, or keys pressed and answered.
    fn line(&mut self, line: &str) -> std::io::Result<()> {
        let cards = draw(&mut self.screen, &mut self.app);
        let shown_keys: Vec<String> = self
            .narrator
            .spoken()
            .map(|s| s.keys.iter().map(|(k, _)| k.clone()).collect())
            .unwrap_or_default();
        match command::parse(line, self.app.wants_text(), &cards, &shown_keys) {
            Command::Keys(keys) => {
                self.typed = true;
                self.tapped = taps(&keys);
                self.settle(keys.into_iter().map(Msg::Key).collect());
                self.tell()
            }
            Command::Read(read) => {
                let about = (self.app.screen_lang(), game_key(&self.app));
                let lines = reading(read, about, &self.narrator, &self.screen, &cards);
                say(&mut self.out, &lines)
            }
            Command::Unknown(word) => {
                let lines = [unknown(self.app.screen_lang(), &word)];
                say(&mut self.out, &lines)
            }
        }
    }

    /// Says what changed since the last time.
    fn tell(&mut self) -> std::io::Result<()> {
        let cards = draw(&mut self.screen, &mut self.app);
        let mut said = Vec::new();
        let news = narrate(
            (&mut self.narrator, &mut self.focus),
            &self.app,
            self.screen.backend().buffer(),
        );
        let typed = std::mem::take(&mut self.typed);
        let tapped = std::mem::take(&mut self.tapped);
        answer(
            &mut said,
            (news, typed),
            (&tapped, &cards),
            self.screen.backend().buffer(),
            (game_key(&self.app), self.app.screen_lang()),
            &self.narrator,
        );
        say(&mut self.out, &said)
    }
}

/// What a tap can pick, by the name drawn on it.
type Labelled = (String, Rect);

/// What is said after a change, into `said`: a card typed by name that changed only
/// what is picked, as it reads now (under the cursor, or picked); when a typed line
/// changed nothing at all, what the table says now, again (every typed line gets an
/// answer: the same card refused twice); then the news.
fn answer(
    said: &mut Vec<String>,
    (news, typed): (Vec<String>, bool),
    (tapped, cards): (&[(u16, u16)], &[Labelled]),
    buffer: &Buffer,
    (game, lang): (&str, Lang),
    narrator: &Narrator,
) {
    if news.is_empty() {
        for (column, row) in tapped {
            let at = Rect::new(*column, *row, 1, 1);
            if let Some((_, rect)) = cards.iter().find(|(_, r)| r.intersects(at)) {
                said.push(crate::ui::speech::label(buffer, *rect, game, lang));
            }
        }
    }
    if typed && news.is_empty() && said.is_empty() {
        said.extend(narrator.again());
    }
    said.extend(news);
}

/// Where a typed line's keys tap (the cards it named), to say how each reads after.
fn taps(keys: &[Action]) -> Vec<(u16, u16)> {
    keys.iter()
        .filter_map(|k| match k {
            Action::Click { column, row } => Some((*column, *row)),
            _ => None,
        })
        .collect()
}

/// A screen in memory (drawing there cannot fail).
fn in_memory() -> Terminal<TestBackend> {
    Terminal::new(TestBackend::new(COLUMNS, ROWS)).unwrap_or_else(|never| match never {})
}

/// Reads typed lines (each cut to a bounded length) into the inbox, then None at the
/// end of the input.
fn read_lines(mut input: impl BufRead, inbox: &std::sync::mpsc::Sender<Inbound>) {
    loop {
        let mut bytes = Vec::new();
        let read = std::io::Read::take(input.by_ref(), command::MOST_CHARS as u64 * 4)
            .read_until(b'\n', &mut bytes);
        match read {
            Ok(0) | Err(_) => {
                let _ = inbox.send(Inbound::Line(None));
                return;
            }
            Ok(_) => {
                // A line longer than the limit: the rest of it is dropped.
                if !bytes.ends_with(b"\n") {
                    let mut rest = Vec::new();
                    let _ = input.read_until(b'\n', &mut rest);
                }
                let line = String::from_utf8_lossy(&bytes).trim_end().to_string();
                if inbox.send(Inbound::Line(Some(line))).is_err() {
                    return;
                }
            }
        }
    }
}

/// Draws the app on the screen in memory and remembers what the draw learned (where
/// the clickable things are); returns them by the names drawn on them.
fn draw(screen: &mut Terminal<TestBackend>, app: &mut App) -> Vec<(String, Rect)> {
    let mut memo = None;
    if screen
        .draw(|frame| memo = Some(crate::ui::draw(frame, app)))
        .is_err()
    {
        return Vec::new();
    }
    let Some(memo) = memo else {
        return Vec::new();
    };
    let game = game_key(app);
    let lang = app.screen_lang();
    let buffer = screen.backend().buffer();
    let cards = memo
        .hits
        .iter()
        .map(|(rect, _)| (crate::ui::speech::label(buffer, *rect, game, lang), *rect))
        .filter(|(label, _)| !label.is_empty())
        .collect();
    app.remember(memo);
    cards
}

fn game_key(app: &App) -> &'static str {
    match &app.screen {
        super::Screen::Table(t) => t.game_key(),
        _ => "",
    }
}

/// What changed, in lines: the table's news, or another screen's (or a popup's) text.
fn narrate(
    (narrator, focus): (&mut Narrator, &mut Option<String>),
    app: &App,
    buffer: &Buffer,
) -> Vec<String> {
    let lang = app.screen_lang();
    if let Some(popup) = &app.popup {
        *focus = None;
        return narrator.screen(popup_lines(app, popup, lang));
    }
    match &app.screen {
        super::Screen::Table(t) => {
            *focus = None;
            match t.speak(super::table::ScreenId::Host) {
                Some(spoken) => narrator.table(&spoken),
                None => Vec::new(),
            }
        }
        _ => {
            let (lines, focused) = menu_lines(buffer, game_key(app), lang);
            let whole = lines.len();
            let mut said = narrator.screen(lines);
            let moved = focused != *focus;
            *focus = focused.clone();
            match focused {
                // A new screen, read whole: then which row the cursor is on.
                Some(row) if said.len() == whole => said.push(selected(lang, &row)),
                // The cursor moved: its row first, then what else changed with it
                // (a description, a value).
                Some(row) if moved => {
                    said.retain(|line| *line != row);
                    said.insert(0, row);
                }
                _ => {}
            }
            said
        }
    }
}

/// A menu screen's lines (the cursor and a value's ◀ ▶ arrows left out: they are
/// drawing, not words), and the words of the row the ▶ cursor is on, if any.
fn menu_lines(buffer: &Buffer, game: &str, lang: Lang) -> (Vec<String>, Option<String>) {
    let mut clean = buffer.clone();
    let area = clean.area;
    let mut focused_row = None;
    for y in area.top()..area.bottom() {
        // The row's first drawn symbol, past a box's border.
        let first = (area.left()..area.right()).find(|&x| {
            clean.cell((x, y)).is_some_and(|c| {
                let symbol = c.symbol().trim();
                !symbol.is_empty()
                    && !symbol
                        .chars()
                        .all(|ch| ('\u{2500}'..='\u{257f}').contains(&ch))
            })
        });
        if focused_row.is_none()
            && let Some(x) = first
            && clean.cell((x, y)).is_some_and(|c| c.symbol() == "▶")
        {
            focused_row = Some(y);
        }
        for x in area.left()..area.right() {
            if let Some(cell) = clean.cell_mut((x, y))
                && matches!(cell.symbol(), "▶" | "◀")
            {
                cell.set_symbol(" ");
            }
        }
    }
    let lines = crate::ui::speech::plain(&clean, area, game, lang);
    let focused = focused_row.map(|y| {
        let row = Rect::new(area.x, y, area.width, 1);
        crate::ui::speech::label(&clean, row, game, lang)
    });
    (lines, focused.filter(|row| !row.is_empty()))
}

fn selected(lang: Lang, row: &str) -> String {
    match lang {
        Lang::En => format!("Selected: {row}"),
        Lang::Es => format!("Elegido: {row}"),
    }
}

/// A popup's text: the rules whole (a screen reader reads on at its own pace), any
/// other drawn alone, as on the screen.
fn popup_lines(app: &App, popup: &super::Popup, lang: Lang) -> Vec<String> {
    let save_error = match &app.screen {
        super::Screen::Table(t) => t.save_error(),
        _ => None,
    };
    let seats_line = app.seats_line(lang).unwrap_or_default();
    popup_text(
        popup,
        game_key(app),
        lang,
        save_error,
        &seats_line,
        app.guests.len(),
    )
}

/// A popup's text (see [`popup_lines`]), for any screen: the host's or a guest's.
fn popup_text(
    popup: &super::Popup,
    game: &str,
    lang: Lang,
    save_error: Option<String>,
    seats_line: &str,
    connected: usize,
) -> Vec<String> {
    if let super::Popup::Help { title, text, .. } = popup {
        let mut lines = vec![crate::ui::speech::words_of(title, game, lang)];
        lines.extend(
            text.lines()
                .map(|l| crate::ui::speech::words_of(l, game, lang))
                .filter(|l| !l.is_empty()),
        );
        return lines;
    }
    let mut alone = Buffer::empty(Rect::new(0, 0, COLUMNS, ROWS));
    let mut terminal = in_memory();
    let popup = match popup {
        // The welcome box's code is a picture: its words are the link and the code.
        super::Popup::Welcome(how) => super::Popup::Notice(format!("{how}\n\n{seats_line}")),
        other => other.clone(),
    };
    let drawn = terminal.draw(|frame| {
        crate::ui::popup::draw_in(
            frame,
            frame.area(),
            lang,
            save_error.clone(),
            &popup,
            connected,
        );
    });
    if drawn.is_ok() {
        alone = terminal.backend().buffer().clone();
    }
    crate::ui::speech::plain(&alone, alone.area, game, lang)
}

/// The answer to a reading command.
fn reading(
    read: Read,
    (lang, game): (Lang, &str),
    narrator: &Narrator,
    screen: &Terminal<TestBackend>,
    cards: &[(String, Rect)],
) -> Vec<String> {
    let spoken = narrator.spoken();
    let none = || vec![nothing(lang).to_string()];
    match read {
        Read::Help => command::help(lang),
        Read::Now => match spoken {
            Some(s) => {
                let mut lines = vec![s.title.clone()];
                lines.extend(s.handoff.clone());
                lines.extend(s.prompt.clone());
                lines.extend(s.field.clone());
                if let Some(typing) = &s.typing {
                    lines.push(typing.clone());
                }
                lines
            }
            // A menu: its title and the row the cursor is on.
            None => {
                let (lines, focused) = menu_lines(screen.backend().buffer(), game, lang);
                let mut said: Vec<String> = lines.into_iter().take(1).collect();
                said.extend(focused.map(|row| selected(lang, &row)));
                if said.is_empty() { none() } else { said }
            }
        },
        Read::Board => {
            let buffer = screen.backend().buffer();
            let lines = crate::ui::speech::plain(buffer, buffer.area, game, lang);
            if lines.is_empty() { none() } else { lines }
        }
        Read::Cards => {
            if cards.is_empty() {
                return none();
            }
            vec![
                cards
                    .iter()
                    .enumerate()
                    .map(|(i, (label, _))| format!("{}: {label}", i + 1))
                    .collect::<Vec<_>>()
                    .join(". ")
                    + ".",
            ]
        }
        Read::Scores => spoken.map_or_else(none, |s| s.scores.clone()),
        Read::Keys => spoken.map_or_else(none, |s| {
            vec![
                s.keys
                    .iter()
                    .map(|(key, what)| format!("{key}: {what}"))
                    .collect::<Vec<_>>()
                    .join(". ")
                    + ".",
            ]
        }),
        Read::Last => spoken.map_or_else(none, |s| {
            let from = s.log.len().saturating_sub(LAST_MOVES);
            if s.log.is_empty() {
                none()
            } else {
                s.log[from..].to_vec()
            }
        }),
    }
}

fn nothing(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Nothing to read here.",
        Lang::Es => "Aquí no hay nada que leer.",
    }
}

fn unknown(lang: Lang, word: &str) -> String {
    match lang {
        Lang::En => format!("“{word}” is not a key, a card or a command here. Type help."),
        Lang::Es => {
            format!("«{word}» no es una tecla, una carta ni una orden aquí. Escribe ayuda.")
        }
    }
}

/// Prints `lines`, each once, as plain text: nothing but words and line ends.
fn say(out: &mut impl Write, lines: &[String]) -> std::io::Result<()> {
    for line in lines {
        let clean: String = line.chars().filter(|c| !c.is_control()).collect();
        writeln!(out, "{clean}")?;
    }
    out.flush()
}

/// Line mode without a terminal, for tests (issue 38): typed lines in, printed lines
/// out, computer players moving on this thread until a person must act, so that a
/// seeded game is said the same every time.
pub struct Driver {
    mode: LineMode<Vec<u8>>,
}

impl Driver {
    /// Line mode over `app`; `start` says its first lines.
    pub fn new(app: App) -> Driver {
        Driver {
            mode: LineMode {
                app,
                runner: Runner::inline(),
                screen: in_memory(),
                out: Vec::new(),
                narrator: Narrator::default(),
                tapped: Vec::new(),
                typed: false,
                focus: None,
            },
        }
    }

    /// What line mode says first: its help's first line and the table.
    pub fn start(&mut self) -> Vec<String> {
        let first_line = command::help(self.mode.app.screen_lang()).remove(0);
        let _ = say(&mut self.mode.out, &[first_line]);
        self.after()
    }

    /// Line `line` typed and Enter pressed: what is printed in answer, until a person
    /// must act again.
    pub fn line(&mut self, line: &str) -> Vec<String> {
        let _ = self.mode.line(line);
        self.after()
    }

    /// The app (to know when the game is over, not to decide).
    pub fn app(&self) -> &App {
        &self.mode.app
    }

    /// Computers move, what changed is said, and the printed lines are taken.
    fn after(&mut self) -> Vec<String> {
        self.mode.app.settle();
        let _ = self.mode.tell();
        let printed = String::from_utf8_lossy(&std::mem::take(&mut self.mode.out)).into_owned();
        printed.lines().map(str::to_string).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_lines_are_bounded_and_the_end_of_input_is_said() {
        let (tx, rx) = std::sync::mpsc::channel();
        let long = format!("{}\nnext\n", "x".repeat(5_000));
        read_lines(std::io::Cursor::new(long.into_bytes()), &tx);
        let got: Vec<Option<String>> = rx
            .try_iter()
            .map(|i| match i {
                Inbound::Line(l) => l,
                _ => Some("?".into()),
            })
            .collect();
        assert_eq!(got.len(), 3, "{got:?}");
        assert_eq!(
            got[0].as_ref().map(String::len),
            Some(command::MOST_CHARS * 4)
        );
        assert_eq!(got[1].as_deref(), Some("next"));
        assert_eq!(got[2], None);
    }

    #[test]
    fn what_is_said_holds_no_control_character() {
        let mut out = Vec::new();
        say(&mut out, &["a\x1b[2Jb".to_string(), "c\rd".to_string()]).expect("written");
        assert_eq!(String::from_utf8_lossy(&out), "a[2Jb\ncd\n");
    }
}
