//! Reading a guided round's screen (README, "First Pala round"): the step's box, the
//! element it points at, the words inside a rectangle. Shared by every game's guide test.

use naipes::app::App;
use naipes::app::table::TableMemo;
use naipes::game_screen::game_ui::ScreenedGame;
use naipes::games::guide::Step;
use ratatui::layout::Rect;

/// The screen at `w`x`h` as rows, with what the draw learned (the guide's element and
/// box). The element is drawn in the accent (bold where colors are off): most of its
/// cells are, but for the cards, which keep their own colors; or the test fails.
pub fn guide_screen(app: &mut App, w: u16, h: u16) -> (Vec<String>, TableMemo) {
    let mut term =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(w, h)).expect("terminal");
    let mut memo = None;
    term.draw(|f| memo = Some(naipes::ui::draw(f, app)))
        .expect("draw");
    let memo = memo.expect("drawn");
    app.remember(memo.clone());
    let buf = term.backend().buffer().clone();
    let rows: Vec<String> = (0..h)
        .map(|y| (0..w).map(|x| buf[(x, y)].symbol()).collect::<String>())
        .collect();
    if let Some(at) = memo.guide_at {
        let colors = std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
        let accent = ratatui::style::Color::Rgb(0, 60, 80);
        let cells: Vec<_> = (at.top()..at.bottom())
            .flat_map(|y| (at.left()..at.right()).map(move |x| (x, y)))
            .map(|p| &buf[p])
            .collect();
        let lit = |cell: &&&ratatui::buffer::Cell| {
            if colors {
                cell.bg == accent
            } else {
                cell.modifier.contains(ratatui::style::Modifier::BOLD)
            }
        };
        // Cards keep their own colors: of the other cells, most are lit.
        let own_color = |cell: &&&ratatui::buffer::Cell| {
            colors && cell.bg != accent && cell.bg != ratatui::style::Color::Reset
        };
        let lit_cells = cells.iter().filter(lit).count();
        let plain_cells = cells.len() - cells.iter().filter(own_color).count();
        assert!(
            lit_cells > 0 && lit_cells * 2 > plain_cells,
            "the element {at:?} is highlighted at {w}x{h}:\n{}",
            rows.join("\n")
        );
    }
    (rows, memo)
}

/// The text inside a rectangle of the screen, its rows joined by spaces.
pub fn text_in(rows: &[String], r: Rect) -> String {
    rows[r.y as usize..r.bottom() as usize]
        .iter()
        .map(|row| {
            row.chars()
                .skip(r.x as usize)
                .take(r.width as usize)
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A text's words with single spaces between them (what wraps reads as one line).
pub fn words_of(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The step's text inside its box: its inner rows at 80x24; at 40x20 (`phone`) the box
/// has no side borders, only a title row.
pub fn box_words(rows: &[String], memo: &TableMemo, phone: bool) -> String {
    let b = memo.guide_box.expect("a step box");
    let inner = if phone {
        Rect {
            y: b.y + 1,
            height: b.height - 1,
            ..b
        }
    } else {
        Rect {
            x: b.x + 1,
            y: b.y + 1,
            width: b.width - 2,
            height: b.height - 2,
        }
    };
    words_of(&text_in(rows, inner))
}

/// The step the guide is at, if a guide runs.
pub fn guide_step<G: ScreenedGame>(app: &App) -> Option<&'static Step> {
    super::table::<G>(app)
        .table
        .guide
        .as_ref()
        .and_then(|g| g.current())
}

/// The number of the step the guide is at, if a guide runs.
pub fn step_index<G: ScreenedGame>(app: &App) -> Option<usize> {
    super::table::<G>(app).table.guide.as_ref().map(|g| g.step)
}

/// Types `word` letter by letter at 40x20 and checks that the word typed so far (shown
/// as "WOR_") is outside the step's box each time, then erases it: a learner on a phone
/// sees what they type. `step` names the step in a failure.
pub fn typed_word_stays_in_sight(app: &mut App, word: &str, step: usize) {
    use naipes::game_screen::keys::Action;
    for (n, letter) in word.to_lowercase().chars().enumerate() {
        app.handle(Action::Char(letter));
        let (phone, memo) = guide_screen(app, 40, 20);
        let b = memo.guide_box.expect("a step box");
        let typed = format!("{}_", &word[..=n]);
        let seen = phone.iter().enumerate().any(|(y, row)| {
            !(b.y as usize..b.bottom() as usize).contains(&y) && row.contains(&typed)
        });
        assert!(
            seen,
            "step {step} at 40x20: {typed} is hidden\n{}",
            phone.join("\n")
        );
    }
    for _ in word.chars() {
        app.handle(Action::Backspace);
    }
}

/// The guide's end: back at the launcher with its cursor at `cursor`, nothing in
/// Continue, and no file under `dir` names `seat` (a seat of the guide's table): the
/// guide's game is never saved, recorded or counted.
pub fn nothing_kept_after_the_guide(app: &App, dir: &std::path::Path, cursor: usize, seat: &str) {
    match &app.screen {
        naipes::app::Screen::Launcher(l) => assert_eq!(l.cursor, cursor),
        _ => panic!("not back at the launcher"),
    }
    assert!(
        super::saves_in(dir).is_empty(),
        "the guide's game is not in Continue"
    );
    fn files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                files(&p, out);
            } else {
                out.push(p);
            }
        }
    }
    let mut all = Vec::new();
    files(dir, &mut all);
    for f in all {
        let bytes = std::fs::read(&f).unwrap_or_default();
        assert!(
            !String::from_utf8_lossy(&bytes).contains(seat),
            "{} keeps the guide's game",
            f.display()
        );
    }
}

/// From the launcher: the cursor onto `game` (its id), the rules help, which must offer
/// the guide (one of `offered`, the help's line), and `g`. Returns the
/// launcher's line of the game, where the guide comes back to.
pub fn open_the_guide_from_the_help<G: ScreenedGame>(
    app: &mut App,
    game: &str,
    offered: &[&str],
) -> usize {
    use naipes::app::launcher::{entries, entry_of};
    use naipes::game_screen::keys::Action;
    let target = entries()
        .iter()
        .position(|e| Some(*e) == entry_of(game))
        .unwrap_or_else(|| panic!("{game} on the launcher"));
    for _ in 0..20 {
        if matches!(&app.screen, naipes::app::Screen::Launcher(l) if l.cursor == target) {
            break;
        }
        app.handle(Action::Down);
    }
    app.handle(Action::Help);
    let (rows, _) = guide_screen(app, 80, 24);
    assert!(
        offered.iter().any(|o| rows.join("\n").contains(o)),
        "the help offers it:\n{}",
        rows.join("\n")
    );
    app.handle(Action::Char('g'));
    assert!(app.popup.is_none());
    assert!(
        super::table::<G>(app).table.guide.is_some(),
        "the guide's table is on"
    );
    app.settle();
    target
}

/// At 40x20 the step's box does not cover the element it points at (every step points
/// at one, but for the score pad's). Returns the phone's screen.
pub fn phone_box_clear_of_the_element(
    app: &mut App,
    step: &Step,
    i: usize,
) -> (Vec<String>, TableMemo) {
    let (phone, memo) = guide_screen(app, 40, 20);
    if let (Some(at), Some(b)) = (memo.guide_at, memo.guide_box) {
        assert!(
            !b.intersects(at),
            "step {i} at 40x20: the box covers {}\n{}",
            step.at,
            phone.join("\n")
        );
    } else if step.at != "score_pad" {
        panic!("step {i} at 40x20: no element\n{}", phone.join("\n"));
    }
    (phone, memo)
}
