//! Rapiletras' guided first hand (README, "First Rapiletras round") by keys, as a newcomer
//! plays it: from the launcher's help to its end, from an English and a Spanish launcher
//! (the table is in Spanish either way), at 80x24; each step's box shows its Spanish
//! text, points at its element and never covers it, the hand or the word being typed;
//! at 40x20 the box does not cover the element nor the word being typed either.

use crate::common;

use common::guide::*;
use common::*;
use naipes::app::App;
use naipes::app::table::{GameTable, TableMemo};
use naipes::engine::{Describe, Lang, Rules};
use naipes::game_screen::keys::Action;
use naipes::games::guide::{Step, Wait};
use naipes::games::rapiletras::guide::fits;
use naipes::games::rapiletras::{RapiMove, Rapiletras};

/// The table's language, whatever the launcher's: Rapiletras is played in Spanish.
const TABLE: Lang = Lang::Es;

fn table(app: &App) -> &GameTable<Rapiletras> {
    common::table::<Rapiletras>(app)
}

/// The labels of the word being typed: a new word, or a change to a table word.
const TYPED: [&str; 2] = ["Palabra nueva", "Cambiar la palabra"];

/// Plays a word move with the keys a player presses: ↓ to the table word it changes,
/// then the word typed letter by letter, and Enter.
fn play_word(app: &mut App, mv: &RapiMove) {
    let (target, word) = match mv {
        RapiMove::Form { word } => (None, word),
        RapiMove::Add { target, word } | RapiMove::Replace { target, word } => {
            (Some(*target), word)
        }
        other => panic!("not a word move: {other:?}"),
    };
    for _ in 0..target.map_or(0, |t| t + 1) {
        app.handle(Action::Down);
    }
    type_text(app, &word.to_lowercase());
    app.handle(Action::Select);
}

/// The learner's legal move that fits the step (one only).
fn fitting(app: &App, kind: &str, cards: &[String]) -> RapiMove {
    let t = table(app);
    let game = &t.table.session.game;
    let found: Vec<&RapiMove> = t
        .ctx()
        .legal
        .iter()
        .filter(|m| fits(game, 0, m, kind, cards))
        .collect();
    assert_eq!(found.len(), 1, "{kind} {cards:?}: {found:?}");
    found[0].clone()
}

/// Does what a step asks, with the keys a player would press.
fn do_step(app: &mut App, step: &Step) {
    match step.wait() {
        Wait::Key("enter") => app.handle(Action::Select),
        Wait::Key(k) => app.handle(Action::Char(k.chars().next().expect("a key"))),
        Wait::Move { kind: "pozo", .. } => app.handle(Action::Char('2')),
        Wait::Move { kind: "mazo", .. } => app.handle(Action::Char('1')),
        Wait::Move { kind, cards } => {
            let mv = fitting(app, kind, cards);
            play_word(app, &mv);
        }
        Wait::RoundEnd => {
            while table(app)
                .table
                .guide
                .as_ref()
                .is_some_and(|g| !g.after_round())
            {
                // The first word the search finds, typed (or a card from the mazo), as a
                // player would.
                let word = table(app)
                    .ctx()
                    .legal
                    .iter()
                    .find(|m| {
                        matches!(
                            m,
                            RapiMove::Form { .. } | RapiMove::Add { .. } | RapiMove::Replace { .. }
                        )
                    })
                    .cloned();
                match word {
                    Some(mv) => play_word(app, &mv),
                    None => app.handle(Action::Char('1')),
                }
                app.settle();
            }
        }
    }
    app.settle();
}

/// The element a step points at holds its real content, and the box covers neither it
/// nor, while the game goes on, the hand and the word being typed.
fn assert_points_at(app: &App, rows: &[String], memo: &TableMemo) {
    let step = guide_step::<Rapiletras>(app).expect("a step");
    let at = memo.guide_at.expect("an element is highlighted");
    let inside = text_in(rows, at);
    let t = table(app);
    let ctx = t.ctx();
    match step.at.as_str() {
        "seats" => {
            for name in ctx.names {
                assert!(inside.contains(name.as_str()), "{name} in {inside}");
            }
        }
        "die" => {
            let die = format!("Dado: {}", ctx.public.die);
            assert!(inside.contains(&die), "{die} in {inside}");
        }
        "pozo" => assert!(
            inside.contains("Pozo:") && inside.contains("Mazo:"),
            "{inside}"
        ),
        "words" => {
            assert!(inside.contains("Palabras en la mesa"), "{inside}");
            for w in &ctx.public.table {
                assert!(inside.contains(w.display()), "{} in {inside}", w.display());
            }
        }
        "hand" => {
            for c in &ctx.view.expect("a hand").hand {
                let letter = c.letter().unwrap_or('*');
                assert!(inside.contains(letter), "{letter} in {inside}");
            }
        }
        "word" => assert!(TYPED.iter().any(|l| inside.contains(l)), "{inside}"),
        "score_pad" => assert!(
            inside.contains("Mano") && inside.contains("Total") && inside.contains("Lucía"),
            "{inside}"
        ),
        other => panic!("unknown element {other}"),
    }
    let b = memo.guide_box.expect("a box");
    assert!(!b.intersects(at), "the box covers the element {}", step.at);
    if t.table.guide.as_ref().is_some_and(|g| !g.after_round()) {
        let hand_row = rows
            .iter()
            .position(|r| r.contains("Mano de Aprendiz"))
            .expect("the hand's row");
        assert!(
            !(b.y as usize..b.bottom() as usize).contains(&(hand_row + 1)),
            "the box covers the hand's cards"
        );
        if step.wait() != Wait::Key("enter") {
            let typed_row = rows
                .iter()
                .position(|r| TYPED.iter().any(|l| r.contains(l)))
                .expect("the word being typed");
            assert!(
                !(b.y as usize..b.bottom() as usize).contains(&typed_row),
                "the box covers the word being typed"
            );
        }
    }
}

/// At the add step, PODER typed as a new word (the cards cannot make it) and another
/// word the rules allow change nothing and say why in the box; a hint is refused.
fn refusals_at_the_add(app: &mut App, step: &Step) {
    let ply = table(app).table.session.ply();
    let cannot = table(app)
        .table
        .session
        .game
        .check(
            0,
            &RapiMove::Form {
                word: "PODER".into(),
            },
        )
        .expect_err("no D nor E in hand")
        .describe(TABLE);
    // Another word the rules allow (a change to a table word: ↓ picks it first).
    let other = table(app)
        .ctx()
        .legal
        .iter()
        .find(|m| {
            matches!(
                m,
                RapiMove::Form { .. } | RapiMove::Add { .. } | RapiMove::Replace { .. }
            ) && !fits(&table(app).table.session.game, 0, m, "add", &step.cards)
        })
        .cloned()
        .expect("another word");
    for (refused_by_rules, mv) in [
        (
            true,
            RapiMove::Form {
                word: "poder".into(),
            },
        ),
        (false, other),
    ] {
        play_word(app, &mv);
        let (rows, memo) = guide_screen(app, 80, 24);
        let said = box_words(&rows, &memo, false);
        let (typed, target) = match &mv {
            RapiMove::Add { target, word } | RapiMove::Replace { target, word } => {
                (word, Some(*target))
            }
            RapiMove::Form { word } => (word, None),
            _ => unreachable!(),
        };
        if refused_by_rules {
            assert!(said.contains(&words_of(&cannot)), "{typed}: {said}");
        } else {
            assert!(said.contains(&words_of("no la de este paso")), "{said}");
            assert!(said.contains(&words_of(step.try_text(TABLE))), "{said}");
        }
        assert_eq!(table(app).table.session.ply(), ply, "nothing was played");
        assert_eq!(step_index::<Rapiletras>(app), Some(4));
        for _ in typed.chars() {
            app.handle(Action::Backspace);
        }
        // ↓ goes round the table's words back to a new word.
        if let Some(t) = target {
            for _ in 0..table(app).ctx().public.table.len() - t {
                app.handle(Action::Down);
            }
        }
    }
    // A card drawn is refused too: the step asks for a word.
    app.handle(Action::Char('1'));
    assert_eq!(table(app).table.session.ply(), ply);
    // A hint is refused until the free play.
    app.handle(Action::Hint);
    assert_eq!(table(app).table.session.ply(), ply);
}

fn walk_the_guide(lang: Lang) {
    let dir = temp_dir("guide-rapiletras");
    let mut app = app_in(&dir);
    app.lang = lang;
    let target = open_the_guide_from_the_help::<Rapiletras>(
        &mut app,
        "rapiletras",
        &["g: a guided first round", "g: una primera ronda guiada"],
    );
    let script = naipes::games::rapiletras::guide::script().expect("the script");
    for (i, step) in script.steps.iter().enumerate() {
        assert_eq!(step_index::<Rapiletras>(&app), Some(i));
        let (rows, memo) = guide_screen(&mut app, 80, 24);
        let said = box_words(&rows, &memo, false);
        assert!(
            said.contains(&words_of(step.text(TABLE))),
            "step {i}: {said}\n{}",
            rows.join("\n")
        );
        assert_points_at(&app, &rows, &memo);
        // On a phone held upright the box does not cover the element either.
        let (phone, memo) = phone_box_clear_of_the_element(&mut app, step, i);
        // Letter by letter too, for a new word: what is typed so far stays in sight.
        if let (Some("form" | "comodin"), Some(word)) = (step.play.as_deref(), step.cards.first()) {
            typed_word_stays_in_sight(&mut app, word, i);
        }
        // A step that asks for a word leaves the word being typed in sight.
        if step.play.is_some()
            && let Some(b) = memo.guide_box
        {
            let seen = phone.iter().enumerate().any(|(y, row)| {
                let under_box = (b.y as usize..b.bottom() as usize).contains(&y);
                !under_box && TYPED.iter().any(|l| row.contains(l))
            });
            assert!(
                seen,
                "step {i} at 40x20: the typed word is hidden\n{}",
                phone.join("\n")
            );
        }
        guide_screen(&mut app, 80, 24);
        if step.play.as_deref() == Some("add") {
            refusals_at_the_add(&mut app, step);
        }
        let ply = table(&app).table.session.ply();
        do_step(&mut app, step);
        if step.play.is_some() {
            assert!(table(&app).table.session.ply() > ply, "step {i}: played");
        }
    }
    // The end: back at the launcher on Rapiletras, nothing saved, recorded or counted.
    nothing_kept_after_the_guide(&app, &dir, target, "Aprendiz");
}

#[test]
fn the_guided_rapiletras_hand_from_the_help_to_the_end() {
    for lang in [Lang::En, Lang::Es] {
        walk_the_guide(lang);
    }
}
