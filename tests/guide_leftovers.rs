//! Leftovers' guided first game (README, "First Leftovers round") by keys, as a newcomer
//! plays it: from the launcher's help to its end, in English and Spanish, at 80x24; each
//! step's box shows its text, points at its element and never covers it, the hand or
//! the word being typed; at 40x20 the box does not cover the element either.

use crate::common;

use common::guide::*;
use common::*;
use naipes::app::App;
use naipes::app::table::{GameTable, TableMemo};
use naipes::engine::{Describe, Lang, Rules};
use naipes::game_screen::keys::Action;
use naipes::games::guide::{Step, Wait};
use naipes::games::leftovers::{LeftMove, Leftovers};

fn table(app: &App) -> &GameTable<Leftovers> {
    common::table::<Leftovers>(app)
}

/// Does what a step asks, with the keys a player would press: a word is typed letter
/// by letter, as a player types it.
fn do_step(app: &mut App, step: &Step) {
    match step.wait() {
        Wait::Key("enter") => app.handle(Action::Select),
        Wait::Key(k) => app.handle(Action::Char(k.chars().next().expect("a key"))),
        Wait::Move { kind: "pass", .. } => app.handle(Action::Char('0')),
        Wait::Move { cards, .. } => {
            type_text(app, &cards[0].to_lowercase());
            app.handle(Action::Select);
        }
        Wait::RoundEnd => {
            while table(app)
                .table
                .guide
                .as_ref()
                .is_some_and(|g| !g.after_round())
            {
                // The first word the search finds, typed (or 0), as a player would.
                let word = table(app).ctx().legal.iter().find_map(|m| match m {
                    LeftMove::Word { word } => Some(word.to_lowercase()),
                    _ => None,
                });
                match word {
                    Some(w) => {
                        type_text(app, &w);
                        app.handle(Action::Select);
                    }
                    None => app.handle(Action::Char('0')),
                }
                app.settle();
            }
        }
    }
    app.settle();
}

/// The element a step points at holds its real content, and the box covers neither it
/// nor, while the game goes on, the hand and the word being typed.
fn assert_points_at(app: &App, rows: &[String], memo: &TableMemo, lang: Lang) {
    let step = guide_step::<Leftovers>(app).expect("a step");
    let at = memo.guide_at.expect("an element is highlighted");
    let inside = text_in(rows, at);
    let t = table(app);
    let ctx = t.ctx();
    let faces = |cards: &[naipes::games::leftovers::Card]| {
        cards
            .iter()
            .map(|c| format!("{}{}", c.letter, c.value))
            .collect::<Vec<_>>()
    };
    match step.at.as_str() {
        "seats" => {
            for name in ctx.names {
                assert!(inside.contains(name.as_str()), "{name} in {inside}");
            }
        }
        "table" => {
            assert!(inside.contains(lang.pick("Table", "Mesa")), "{inside}");
            for face in faces(&ctx.public.table) {
                assert!(inside.contains(&face), "{face} in {inside}");
            }
        }
        "hand" => {
            for face in faces(&ctx.view.expect("a hand").hand) {
                assert!(inside.contains(&face), "{face} in {inside}");
            }
        }
        "word" => assert!(
            inside.contains(lang.pick("Your word:", "Tu palabra:")),
            "{inside}"
        ),
        "score_pad" => assert!(
            inside.contains(lang.pick("Cards taken", "Cartas llevadas"))
                && inside.contains("Emily"),
            "{inside}"
        ),
        other => panic!("unknown element {other}"),
    }
    let b = memo.guide_box.expect("a box");
    assert!(!b.intersects(at), "the box covers the element {}", step.at);
    if t.table.guide.as_ref().is_some_and(|g| !g.after_round()) {
        let learner = lang.pick("Apprentice's hand", "Mano de Aprendiz");
        let hand_row = rows
            .iter()
            .position(|r| r.contains(learner))
            .expect("the hand's row");
        assert!(
            !(b.y as usize..b.bottom() as usize).contains(&(hand_row + 1)),
            "the box covers the hand's cards"
        );
        let typed_row = rows.iter().position(|r| {
            r.contains(lang.pick("Your word:", "Tu palabra:"))
                || r.contains(lang.pick("New word:", "Palabra nueva:"))
        });
        if step.wait() != Wait::Key("enter") {
            let typed_row = typed_row.expect("the word being typed");
            assert!(
                !(b.y as usize..b.bottom() as usize).contains(&typed_row),
                "the box covers the word being typed"
            );
        }
    }
}

/// At the remake step, another word (legal) and a word the cards cannot make change
/// nothing and say why in the box; Backspace then empties the word.
fn refusals_at_the_remake(app: &mut App, step: &Step, lang: Lang) {
    let ply = table(app).table.session.ply();
    let other = table(app)
        .ctx()
        .legal
        .iter()
        .find_map(|m| match m {
            LeftMove::Word { word } if word != &step.cards[0] => Some(word.clone()),
            _ => None,
        })
        .expect("another word");
    // JAZZED: one Z in hand, none on the table; the rules' own words say so.
    let cannot = table(app)
        .table
        .session
        .game
        .check(
            0,
            &LeftMove::Word {
                word: "JAZZED".into(),
            },
        )
        .expect_err("one Z only")
        .describe(lang);
    for (typed, why) in [
        (
            other.as_str(),
            lang.pick("not this step's", "no la de este paso"),
        ),
        ("jazzed", cannot.as_str()),
    ] {
        type_text(app, &typed.to_lowercase());
        app.handle(Action::Select);
        let (rows, memo) = guide_screen(app, 80, 24);
        let said = box_words(&rows, &memo, false);
        assert!(said.contains(&words_of(why)), "{typed}: {said}");
        if typed == other {
            assert!(said.contains(&words_of(step.try_text(lang))), "{said}");
        }
        assert_eq!(table(app).table.session.ply(), ply, "nothing was played");
        assert_eq!(step_index::<Leftovers>(app), Some(3));
        for _ in typed.chars() {
            app.handle(Action::Backspace);
        }
    }
    // A hint is refused until the free play.
    app.handle(Action::Hint);
    assert_eq!(table(app).table.session.ply(), ply);
}

fn walk_the_guide(lang: Lang) {
    let dir = temp_dir("guide-leftovers");
    let mut app = app_in(&dir);
    app.lang = lang;
    let target = open_the_guide_from_the_help::<Leftovers>(
        &mut app,
        "leftovers",
        &[lang.pick("g: a guided first round", "g: una primera ronda guiada")],
    );
    let script = naipes::games::leftovers::guide::script().expect("the script");
    for (i, step) in script.steps.iter().enumerate() {
        assert_eq!(step_index::<Leftovers>(&app), Some(i));
        let (rows, memo) = guide_screen(&mut app, 80, 24);
        let said = box_words(&rows, &memo, false);
        assert!(
            said.contains(&words_of(step.text(lang))),
            "step {i}: {said}\n{}",
            rows.join("\n")
        );
        assert_points_at(&app, &rows, &memo, lang);
        // On a phone held upright the box does not cover the element either.
        let (phone, memo) = phone_box_clear_of_the_element(&mut app, step, i);
        // A step that asks for a word leaves the word being typed in sight (the box lay
        // over it at 40x20: the learner could not see what they typed; seen in tmux).
        if step.play.is_some()
            && let Some(b) = memo.guide_box
        {
            let seen = phone.iter().enumerate().any(|(y, row)| {
                let under_box = (b.y as usize..b.bottom() as usize).contains(&y);
                let label = ["Your word", "Tu palabra", "New word", "Palabra nueva"];
                !under_box && label.iter().any(|l| row.contains(l))
            });
            assert!(
                seen,
                "step {i} at 40x20: the typed word is hidden\n{}",
                phone.join("\n")
            );
        }
        // Letter by letter too: the word typed so far stays in sight at 40x20 (with
        // JANGLE typed, the box lay over it; seen in tmux).
        if let Some(word) = step.cards.first().filter(|_| step.play.is_some()) {
            typed_word_stays_in_sight(&mut app, word, i);
        }
        guide_screen(&mut app, 80, 24);
        if step.play.as_deref() == Some("remake") {
            refusals_at_the_remake(&mut app, step, lang);
        }
        let ply = table(&app).table.session.ply();
        do_step(&mut app, step);
        if step.play.is_some() {
            assert!(table(&app).table.session.ply() > ply, "step {i}: played");
        }
    }
    // The end: back at the launcher on Leftovers, nothing saved, recorded or counted.
    nothing_kept_after_the_guide(&app, &dir, target, lang.pick("Apprentice", "Aprendiz"));
}

#[test]
fn the_guided_leftovers_game_from_the_help_to_the_end() {
    for lang in [Lang::En, Lang::Es] {
        walk_the_guide(lang);
    }
}

/// The learner's first decision in the guide: a word from a hand with no vowel cannot
/// be made, and only 0 goes on; typing a word the cards cannot make says why.
#[test]
fn the_guide_asks_for_0_when_no_word_can_be_made() {
    let dir = temp_dir("guide-leftovers-pass");
    let mut app = app_in(&dir);
    app.start_guide("leftovers");
    app.settle();
    app.handle(Action::Select);
    let t = table(&app);
    assert_eq!(t.ctx().legal, &[LeftMove::Pass][..]);
    assert!(t.table.session.game.outcome().is_none());
    let ply = t.table.session.ply();
    type_text(&mut app, "hmm");
    app.handle(Action::Select);
    assert_eq!(table(&app).table.session.ply(), ply);
    let (rows, memo) = guide_screen(&mut app, 80, 24);
    assert!(!box_words(&rows, &memo, false).is_empty());
    for _ in 0..3 {
        app.handle(Action::Backspace);
    }
    app.handle(Action::Char('0'));
    app.settle();
    assert_eq!(step_index::<Leftovers>(&app), Some(2));
}
