//! Palabra's guided first game by keys (README, "First Palabra game"): from `g` on the
//! launcher to its end, in English and Spanish, at 80x24 and at 40x20.

use crate::common;

use common::guide::*;
use common::*;
use naipes::app::Screen;
use naipes::app::launcher::{entries, entry_of};
use naipes::app::table::{GameTable, TableMemo};
use naipes::engine::{Lang, Rules};
use naipes::game_screen::keys::Action;
use naipes::games::guide::{Step, Wait};
use naipes::games::palabra::ui::{Ask, ask};
use naipes::games::palabra::{Palabra, PalabraMove};

fn table(app: &naipes::app::App) -> &GameTable<Palabra> {
    common::table::<Palabra>(app)
}

/// Does what a step asks, with the keys a player would press.
fn do_step(app: &mut naipes::app::App, step: &Step) {
    match step.wait() {
        Wait::Key("enter") => app.handle(Action::Select),
        Wait::Key(k) => app.handle(Action::Char(k.chars().next().expect("a key"))),
        Wait::Move { kind: "joker", .. } => {
            press(app, &[Action::Down, Action::Char('1'), Action::Select]);
        }
        Wait::Move { kind, cards } => {
            if kind == "straight" {
                app.handle(Action::Char('2'));
            }
            type_text(app, &cards.concat());
            app.handle(Action::Select);
        }
        Wait::RoundEnd => {
            while table(app)
                .table
                .guide
                .as_ref()
                .is_some_and(|g| !g.after_round())
            {
                free_move(app);
                app.settle();
            }
        }
    }
    app.settle();
}

/// A move of the free play, by keys as a newcomer makes it: Enter skips the pre-play;
/// a word of plain letter cards the rules offer is typed, else `0` passes.
fn free_move(app: &mut naipes::app::App) {
    let t = table(app);
    let seat = t.host.viewer.expect("the learner's screen");
    if ask(&t.ctx()) == Ask::PrePlay {
        app.handle(Action::Select);
        return;
    }
    assert_eq!(ask(&t.ctx()), Ask::Play, "the learner plays");
    let game = &t.table.session.game;
    let hand = game.view_for(seat).hand;
    let typed = game
        .candidate_moves(seat)
        .into_iter()
        .find_map(|m| match m {
            PalabraMove::Word {
                before,
                after,
                build_on: None,
            } if before.is_empty()
                && after
                    .iter()
                    .all(|(id, c)| hand.iter().any(|h| h.id == *id && h.letter() == Some(*c))) =>
            {
                Some(after.iter().map(|(_, c)| *c).collect::<String>())
            }
            _ => None,
        });
    match typed {
        Some(word) => {
            type_text(app, &word);
            app.handle(Action::Select);
        }
        None => app.handle(Action::Char('0')),
    }
}

/// The element a step points at holds its real content, and the box covers neither it
/// nor, while the game goes on, the hand.
fn assert_points_at(app: &naipes::app::App, rows: &[String], memo: &TableMemo, lang: Lang) {
    let step = guide_step::<Palabra>(app).expect("a step");
    let at = memo.guide_at.expect("an element is highlighted");
    let inside = text_in(rows, at);
    let t = table(app);
    let learner = lang.pick("Apprentice", "Aprendiz");
    match step.at.as_str() {
        "hand" => {
            assert!(
                inside.contains(lang.pick("Apprentice's hand", "Mano de Aprendiz")),
                "{inside}"
            );
            let hand = t.ctx().view.map(|v| v.hand.clone()).expect("a hand");
            for c in hand.iter().filter_map(|c| c.letter().map(|l| (l, c.value))) {
                assert!(
                    inside.contains(&format!("{}{}", c.0, c.1)),
                    "{c:?} in {inside}"
                );
            }
        }
        "words" => assert!(
            inside.contains(learner) && inside.contains("Webster"),
            "{inside}"
        ),
        "input" => assert!(
            inside.contains(lang.pick("Word", "Palabra"))
                || inside.contains(lang.pick("Pre-play", "Prejugada")),
            "{inside}"
        ),
        other => panic!("unknown element {other}"),
    }
    let b = memo.guide_box.expect("a box");
    assert!(
        !b.intersects(at),
        "the box covers the element of step {}",
        step.at
    );
    if t.table.guide.as_ref().is_some_and(|g| !g.after_round()) {
        let hand_row = rows
            .iter()
            .position(|r| r.contains(lang.pick("Apprentice's hand", "Mano de Aprendiz")))
            .expect("the hand's row");
        assert!(
            !(b.y as usize..b.bottom() as usize).contains(&hand_row),
            "the box covers the hand"
        );
    }
}

fn to_palabra(app: &mut naipes::app::App) {
    let target = entries()
        .iter()
        .position(|e| Some(*e) == entry_of("palabra"))
        .expect("Palabra in the launcher");
    for _ in 0..20 {
        if let Screen::Launcher(l) = &app.screen
            && l.cursor == target
        {
            return;
        }
        app.handle(Action::Down);
    }
    panic!("could not reach Palabra");
}

/// The whole guide by keys in `lang` at 80x24, from `g` on the launcher to its end;
/// an off-script move is refused and changes nothing; nothing is saved or counted.
fn walk_the_guide(lang: Lang) {
    let dir = temp_dir("guide-palabra");
    let mut app = app_in(&dir);
    app.lang = lang;
    to_palabra(&mut app);
    let launcher_cursor = match &app.screen {
        Screen::Launcher(l) => l.cursor,
        _ => unreachable!(),
    };
    app.handle(Action::Char('g'));
    assert!(table(&app).table.guide.is_some(), "the guide's table is on");
    app.settle();
    let script = naipes::games::palabra::guide::script().expect("the script");
    for (i, step) in script.steps.iter().enumerate() {
        assert_eq!(table(&app).table.guide.as_ref().map(|g| g.step), Some(i));
        let (rows, memo) = guide_screen(&mut app, 80, 24);
        let words = box_words(&rows, &memo, false);
        assert!(
            words.contains(&words_of(step.text(lang))),
            "step {i}: {words}\n{}",
            rows.join("\n")
        );
        assert_points_at(&app, &rows, &memo, lang);
        if table(&app)
            .table
            .guide
            .as_ref()
            .is_some_and(|g| g.after_round())
        {
            // The computers wait while the last steps are read: nobody is "thinking"
            // (the footer said "Webster is thinking…"; found by a tester).
            let all = rows.join("\n");
            assert!(
                !all.contains("thinking") && !all.contains("pensando"),
                "{all}"
            );
        }
        if step.play.as_deref() == Some("joker") {
            // Enter with no joker placed skips the pre-play: legal, not this step's.
            let ply = table(&app).table.session.ply();
            app.handle(Action::Select);
            let (rows, memo) = guide_screen(&mut app, 80, 24);
            let said = box_words(&rows, &memo, false);
            assert!(said.contains(&words_of(step.try_text(lang))), "{said}");
            assert_eq!(table(&app).table.session.ply(), ply, "nothing was played");
            assert_eq!(table(&app).table.guide.as_ref().map(|g| g.step), Some(i));
        }
        do_step(&mut app, step);
    }
    // The end: back where it started, nothing saved, recorded or counted.
    nothing_kept_after_the_guide(&app, &dir, launcher_cursor, "Webster");
}

#[test]
fn palabras_guided_first_game_from_the_launcher_to_the_end() {
    for lang in [Lang::En, Lang::Es] {
        walk_the_guide(lang);
    }
}

/// At 40x20 every step's text is in its box, and the box never covers the part of the
/// compact table it points at.
#[test]
fn palabras_guide_at_phone_size() {
    let dir = temp_dir("guide-palabra-phone");
    let mut app = app_in(&dir);
    to_palabra(&mut app);
    app.handle(Action::Char('g'));
    app.settle();
    let script = naipes::games::palabra::guide::script().expect("the script");
    for (i, step) in script.steps.iter().enumerate() {
        let (rows, memo) = guide_screen(&mut app, 40, 20);
        let screen = rows.join("\n");
        let words = box_words(&rows, &memo, true);
        assert!(
            words.contains(&words_of(step.text(Lang::En))),
            "step {i}: {words}\n{screen}"
        );
        let b = memo.guide_box.expect("a box");
        let at = memo
            .guide_at
            .unwrap_or_else(|| panic!("step {i} points at nothing:\n{screen}"));
        assert!(!b.intersects(at), "step {i} covers {}:\n{screen}", step.at);
        assert!(!text_in(&rows, at).trim().is_empty(), "step {i}:\n{screen}");
        if let (Some("word" | "shave"), Some(word)) = (step.play.as_deref(), step.cards.first()) {
            typed_word_stays_in_sight(&mut app, word, i);
        }
        do_step(&mut app, step);
    }
    assert!(matches!(app.screen, Screen::Launcher(_)));
}
