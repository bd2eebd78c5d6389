//! Palace's guided first game (README, "First Palace round") by keys, as a newcomer
//! plays it: from the launcher's help to its end, in English and Spanish, at 80x24; each
//! step's box shows its text, points at its element and never covers it or the hand;
//! at 40x20 the box does not cover the element either. Answers are typed letter by
//! letter; cards are chosen with the arrows and played with Enter.

use crate::common;

use common::guide::*;
use common::*;
use naipes::app::App;
use naipes::app::table::{GameTable, TableMemo};
use naipes::engine::Lang;
use naipes::game_screen::keys::Action;
use naipes::games::guide::{Step, Wait};
use naipes::games::palace::ui::{Ask, ask};
use naipes::games::palace::{Palace, PalaceMove, Step as ChallengeStep};

fn table(app: &App) -> &GameTable<Palace> {
    common::table::<Palace>(app)
}

/// A right answer to the challenge the learner is to answer (its first accepted one).
fn right_answer(app: &App) -> String {
    let game = &table(app).table.session.game;
    let Some(ChallengeStep::Answer { id }) = game.pending().map(|p| &p.step) else {
        panic!("no challenge to answer");
    };
    game.challenges()
        .get(id)
        .and_then(|c| c.examples().first().cloned())
        .expect("an accepted answer")
}

/// The cards the learner plays from now (hand, else face-up cards), as labels.
fn source_labels(app: &App) -> Vec<String> {
    let ctx = table(app).ctx();
    let v = ctx.view.expect("the learner's view");
    let cards = if v.hand.is_empty() {
        &v.face_up[v.seat]
    } else {
        &v.hand
    };
    cards.iter().map(|c| c.label()).collect()
}

/// One of the learner's decisions, by keys: a card chosen with the arrows and Enter
/// (the first of `cards` held, else the one under the cursor), a challenge given with
/// 1, a face-down card turned with 1, an answer typed (`miss`: a wrong one) and Enter.
fn decide(app: &mut App, kind: &str, cards: &[String]) {
    let t = table(app);
    let ask_now = ask(&t.ctx());
    match ask_now {
        Ask::Cards => {
            let held = source_labels(app);
            let want = cards.iter().find_map(|c| held.iter().position(|h| h == c));
            if let Some(want) = want {
                for _ in 0..held.len() {
                    let t = table(app);
                    if t.host.ui.cursor(&t.ctx()) == want {
                        break;
                    }
                    app.handle(Action::Right);
                }
            }
            app.handle(Action::Select);
        }
        Ask::Give | Ask::Blind => app.handle(Action::Char('1')),
        Ask::Answer => {
            let text = if kind == "miss" {
                "?".to_string()
            } else {
                right_answer(app)
            };
            type_text(app, &text);
            app.handle(Action::Select);
        }
        other => panic!("the learner is asked {other:?}"),
    }
    app.settle();
}

/// Does what a step asks, with the keys a player would press.
fn do_step(app: &mut App, step: &Step) {
    let at = step_index::<Palace>(app);
    match step.wait() {
        Wait::Key("enter") => app.handle(Action::Select),
        Wait::Key(k) => app.handle(Action::Char(k.chars().next().expect("a key"))),
        Wait::Move { kind, cards } => {
            let mut decisions = 0;
            while step_index::<Palace>(app) == at {
                decide(app, kind, cards);
                decisions += 1;
                assert!(decisions <= 8, "the step {at:?} ends");
            }
        }
        Wait::RoundEnd => {
            while table(app)
                .table
                .guide
                .as_ref()
                .is_some_and(|g| !g.after_round())
            {
                decide(app, "free", &[]);
            }
        }
    }
    app.settle();
}

/// The element a step points at holds its real content, and the box covers neither it
/// nor, while the game goes on, the hand.
fn assert_points_at(app: &App, rows: &[String], memo: &TableMemo) {
    let step = guide_step::<Palace>(app).expect("a step");
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
        "pile" => {
            if let Some(top) = ctx.public.pile.last() {
                assert!(inside.contains(&top.label()), "{top:?} in {inside}");
            }
        }
        "challenge" => assert!(!inside.trim().is_empty(), "the challenge is shown"),
        "hand" => {
            for label in source_labels(app) {
                assert!(inside.contains(&label), "{label} in {inside}");
            }
        }
        "score_pad" => assert!(inside.contains("Emily"), "{inside}"),
        other => panic!("unknown element {other}"),
    }
    let b = memo.guide_box.expect("a box");
    assert!(!b.intersects(at), "the box covers the element {}", step.at);
    // A step that asks for a card leaves the cards to play in sight, on their row.
    if step.play.is_some() && !source_labels(app).is_empty() {
        let labels = [
            "Your hand:",
            "Your face-up cards:",
            "Tu mano:",
            "Tus cartas boca arriba:",
        ];
        let row = rows
            .iter()
            .position(|r| labels.iter().any(|l| r.starts_with(l)))
            .expect("the hand's row");
        assert!(
            !(b.y as usize..b.bottom() as usize).contains(&row),
            "the box covers the hand\n{}",
            rows.join("\n")
        );
    }
}

fn walk_the_guide(lang: Lang) {
    let dir = temp_dir("guide-palace");
    let mut app = app_in(&dir);
    app.lang = lang;
    let target = open_the_guide_from_the_help::<Palace>(
        &mut app,
        "palace",
        &[lang.pick("g: a guided first round", "g: una primera ronda guiada")],
    );
    // The learner practises the other language than the one they read.
    let practised = table(&app).table.session.game.rules().practised;
    assert_eq!(practised, lang.pick(Lang::Es, Lang::En));
    let script = naipes::games::palace::guide::script().expect("the script");
    for (i, step) in script.steps.iter().enumerate() {
        assert_eq!(step_index::<Palace>(&app), Some(i));
        let (rows, memo) = guide_screen(&mut app, 80, 24);
        let said = box_words(&rows, &memo, false);
        assert!(
            said.contains(&words_of(step.text(lang))),
            "step {i}: {said}\n{}",
            rows.join("\n")
        );
        assert_points_at(&app, &rows, &memo);
        // On a phone held upright the box does not cover the element either.
        phone_box_clear_of_the_element(&mut app, step, i);
        guide_screen(&mut app, 80, 24);
        if i == 1 {
            refusals_at_the_first_play(&mut app, step, lang);
        }
        let ply = table(&app).table.session.ply();
        do_step(&mut app, step);
        if step.play.is_some() {
            assert!(table(&app).table.session.ply() > ply, "step {i}: played");
        }
    }
    // The end: back at the launcher on Palace, nothing saved, recorded or counted.
    nothing_kept_after_the_guide(&app, &dir, target, lang.pick("Apprentice", "Aprendiz"));
}

/// At the first move step, another card that may go changes nothing and the box says
/// what to do; a hint is refused until the free play.
fn refusals_at_the_first_play(app: &mut App, step: &Step, lang: Lang) {
    let ply = table(app).table.session.ply();
    let other = table(app).ctx().legal.iter().position(
        |m| matches!(m, PalaceMove::Play { cards } if !step.cards.contains(&cards[0].label())),
    );
    if let Some(other) = other {
        let PalaceMove::Play { cards } = table(app).ctx().legal[other].clone() else {
            unreachable!()
        };
        let held = source_labels(app);
        let want = held
            .iter()
            .position(|h| *h == cards[0].label())
            .expect("held");
        for _ in 0..held.len() {
            let t = table(app);
            if t.host.ui.cursor(&t.ctx()) == want {
                break;
            }
            app.handle(Action::Right);
        }
        app.handle(Action::Select);
        let (rows, memo) = guide_screen(app, 80, 24);
        let said = box_words(&rows, &memo, false);
        assert!(
            said.contains(lang.pick("not this step's", "no la de este paso"))
                && said.contains(&words_of(step.try_text(lang))),
            "{said}"
        );
        assert_eq!(table(app).table.session.ply(), ply, "nothing was played");
    }
    app.handle(Action::Hint);
    assert_eq!(table(app).table.session.ply(), ply);
}

#[test]
fn the_guided_palace_game_from_the_help_to_the_end() {
    for lang in [Lang::En, Lang::Es] {
        walk_the_guide(lang);
    }
}
