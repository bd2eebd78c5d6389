//! Every worked example and "thing to keep in mind" of the Pala rulebook.

use Color::*;
use naipes::engine::{Describe, Lang, Rules};
use naipes::games::pala::scoring::{best_cancel, impressionism_points, pointillism_points};
use naipes::games::pala::{
    Card, Color, Mode, Pala, PalaError, PalaEvent, PalaMove, PalaRules, Phase, Play, PlayKind,
    Slot, move_from_selection,
};

fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace()
        .map(|t| Card::parse(t).unwrap_or_else(|| panic!("bad card {t}")))
        .collect()
}
fn card(s: &str) -> Card {
    cards(s)[0]
}
fn single(s: &str) -> PalaMove {
    PalaMove::Play(Play::Single(card(s)))
}
fn mix(a: &str, b: &str) -> PalaMove {
    PalaMove::Play(Play::Mix(card(a), card(b)))
}
fn smear(p: &str, s: &str) -> PalaMove {
    PalaMove::Play(Play::Smear {
        primary: card(p),
        secondary: card(s),
    })
}
fn game(rules: PalaRules, hands: &[&str], leader: usize) -> Pala {
    Pala::from_position(rules, hands.iter().map(|h| cards(h)).collect(), leader, 7).unwrap()
}
fn sorted(mut v: Vec<PalaMove>) -> Vec<PalaMove> {
    v.sort_by_key(|m| format!("{m:?}"));
    v
}
fn imp() -> PalaRules {
    PalaRules {
        mode: Mode::Impressionism,
        ..PalaRules::default()
    }
}

#[test]
fn purple_trick_copy_one_purple_or_mix_red_3_blue_5() {
    let mut g = game(PalaRules::default(), &["P2 Y1", "P3 P4 R3 B5", "P6 G2"], 0);
    g.apply(0, &single("P2")).unwrap();
    assert_eq!(
        sorted(g.candidate_moves(1)),
        sorted(vec![single("P3"), single("P4"), mix("R3", "B5")])
    );
    // Not both purples.
    let v = g.view_for(1);
    assert_eq!(
        move_from_selection(&v, &cards("P3 P4")),
        Err(PalaError::MixNeedsPrimaries)
    );
    assert_eq!(
        move_from_selection(&v, &cards("R3")),
        Err(PalaError::MustMatch(Purple))
    );
    assert_eq!(
        move_from_selection(&v, &cards("B5 R3")),
        Ok(mix("R3", "B5"))
    );
    g.apply(1, &mix("R3", "B5")).unwrap();
    let t = g.view_for(2).trick;
    assert_eq!(t.values[1], Some(8), "a purple 8");
    assert_eq!(t.winning, Some(1));
    assert_eq!(t.plays[1].kind, PlayKind::Mix);
}

#[test]
fn purple_trick_without_purple_junk_anything_or_mix_but_not_to_junk_orange() {
    let mut g = game(PalaRules::default(), &["P2 Y2", "Y1 R3 B5", "P6 G2"], 0);
    g.apply(0, &single("P2")).unwrap();
    assert_eq!(
        sorted(g.candidate_moves(1)),
        sorted(vec![
            single("Y1"),
            single("R3"),
            single("B5"),
            mix("R3", "B5")
        ])
    );
    let v = g.view_for(1);
    let err = move_from_selection(&v, &cards("Y1 R3")).unwrap_err();
    assert_eq!(
        err,
        PalaError::MixToJunk {
            a: Red,
            b: Yellow,
            made: Orange,
            trick: Purple
        }
    );
    assert_eq!(
        err.describe(Lang::En),
        "You cannot mix to junk: red and yellow make orange, the trick is purple."
    );
    let before = serde_json::to_string(&g).unwrap();
    assert!(g.apply(1, &mix("R3", "Y1")).is_err());
    assert_eq!(serde_json::to_string(&g).unwrap(), before);
    // Not obliged to mix: junking the blue 5 is fine and loses.
    g.apply(1, &single("B5")).unwrap();
    let t = g.view_for(2).trick;
    assert_eq!(t.plays[1].kind, PlayKind::Junk);
    assert_eq!(t.values[1], None);
    assert_eq!(t.winning, Some(0));
}

/// Vincent 0, Claude 1, you 2, a fourth player 3 (still to play).
fn blue_trick() -> Pala {
    let mut g = game(
        PalaRules::default(),
        &["B2 R1", "B4 R2", "Y2 G5 G7", "P9 R3"],
        0,
    );
    g.apply(0, &single("B2")).unwrap();
    g.apply(1, &single("B4")).unwrap();
    g
}

#[test]
fn smear_yellow_2_onto_claudes_blue_4_then_green_7_wins() {
    let mut g = blue_trick();
    assert_eq!(
        sorted(g.candidate_moves(2)),
        sorted(vec![
            single("Y2"),
            single("G5"),
            single("G7"),
            smear("Y2", "G5"),
            smear("Y2", "G7")
        ])
    );
    let ev = g.apply(2, &smear("Y2", "G7")).unwrap();
    assert!(ev.contains(&PalaEvent::Smeared {
        by: 2,
        onto: 1,
        primary: card("Y2"),
        onto_card: card("B4"),
        new_color: Green
    }));
    let t = g.view_for(3).trick;
    assert_eq!(t.color, Some(Green));
    assert_eq!(
        t.values,
        vec![None, Some(6), Some(7), None],
        "Claude has a green 6, you a green 7"
    );
    assert_eq!(t.winning, Some(2));
    assert_eq!(t.plays[1].smeared_by, Some(card("Y2")));
    assert_eq!(t.plays[2].kind, PlayKind::Smear);
    assert_eq!(t.plays[2].cards, cards("G7"));
    // The last player holds purple and red only: green trick, no green: junk or no mix.
    g.apply(3, &single("R3")).unwrap();
    let last = g.view_for(0).last_trick.unwrap();
    assert_eq!(last.winning, Some(2));
    assert_eq!(last.color, Some(Green));
}

#[test]
fn smear_with_green_5_leaves_claude_winning_and_vincent_cannot_win() {
    let mut g = blue_trick();
    g.apply(2, &smear("Y2", "G5")).unwrap();
    let t = g.view_for(3).trick;
    assert_eq!(t.values, vec![None, Some(6), Some(5), None]);
    assert_eq!(t.winning, Some(1));
    g.apply(3, &single("P9")).unwrap();
    let ev_trick = g.view_for(0).last_trick.unwrap();
    assert_eq!(ev_trick.winning, Some(1));
    assert_eq!(ev_trick.values[0], None, "Vincent's blue 2 was not smeared");
}

#[test]
fn junked_green_8_wins_after_yellow_5_is_smeared_green() {
    // Berthe 0 leads a yellow 5; you 1 junk a green 8; Pierre-Auguste 2 smears with a
    // blue 1 and a green 7.
    let mut g = game(
        PalaRules::default(),
        &["Y5 R1", "G8 R2", "B1 G7 P3", "R3 P4"],
        0,
    );
    g.apply(0, &single("Y5")).unwrap();
    g.apply(1, &single("G8")).unwrap();
    assert_eq!(
        g.view_for(2).trick.values[1],
        None,
        "a junked card loses for now"
    );
    g.apply(2, &smear("B1", "G7")).unwrap();
    let t = g.view_for(3).trick;
    assert_eq!(t.color, Some(Green));
    assert_eq!(t.values, vec![Some(6), Some(8), Some(7), None]);
    assert_eq!(t.winning, Some(1), "you are winning with an 8");
    // Once smeared the trick is secondary: nobody may smear it again.
    assert_eq!(
        g.apply(3, &smear("R3", "P4")),
        Err(PalaError::SmearOnSecondary(Green))
    );
    g.apply(3, &single("R3")).unwrap();
    let last = g.view_for(0).last_trick.unwrap();
    assert_eq!((last.winning, last.color), (Some(1), Some(Green)));
}

#[test]
fn pointillism_scoring_examples() {
    // Bid green, red, yellow; won green, red, two yellows, two oranges: 6 x 3 = 18.
    let won = [Green, Red, Yellow, Yellow, Orange, Orange];
    assert_eq!(pointillism_points(&[Green, Red, Yellow], &won, 25, 100), 18);
    // Bid orange and green; won four oranges, a red, a purple: 0.
    let won = [Orange, Orange, Orange, Orange, Red, Purple];
    assert_eq!(pointillism_points(&[Orange, Green], &won, 25, 100), 0);
    // Rainbow made and lost.
    assert_eq!(pointillism_points(&Color::ALL, &Color::ALL, 25, 100), 136);
    assert_eq!(pointillism_points(&Color::ALL, &[Red; 9], 25, 100), 0);
}

#[test]
fn three_player_null_broken_by_one_trick_21_becomes_minus_4() {
    let mut g = game(PalaRules::default(), &["R5 B1", "R1 B2", "R2 B3"], 0);
    g.set_chip_bid(0, vec![]);
    g.set_chip_bid(1, vec![Blue]);
    g.set_chip_bid(2, vec![Blue]);
    g.set_totals(vec![21, 0, 0]);
    g.apply(0, &single("R5")).unwrap();
    g.apply(1, &single("R1")).unwrap();
    let ev = g.apply(2, &single("R2")).unwrap();
    assert!(ev.contains(&PalaEvent::TrickWon {
        seat: 0,
        color: Red,
        awarded: cards("R5")
    }));
    // Seat 0 leads the blue 1; seat 2's blue 3 wins; seat 0 has no cards: round over.
    g.apply(0, &single("B1")).unwrap();
    g.apply(1, &single("B2")).unwrap();
    let ev = g.apply(2, &single("B3")).unwrap();
    assert!(ev.contains(&PalaEvent::RoundScored {
        round: 1,
        points: vec![-25, 0, 1],
        totals: vec![-4, 0, 1]
    }));
    assert_eq!(g.totals(), vec![-4, 0, 1]);
}

#[test]
fn pointillism_winner_takes_exactly_one_card_of_the_final_color() {
    // Yellow trick smeared orange: seat 0's yellow 3 + red 2 is an orange 5 (a mixed
    // card) and beats seat 1's orange 4; seat 0 still takes an orange card, the 4.
    let mut g = game(PalaRules::default(), &["Y3 B1", "R2 O4 B2", "Y1 B3"], 0);
    g.apply(0, &single("Y3")).unwrap();
    g.apply(1, &smear("R2", "O4")).unwrap();
    let ev = g.apply(2, &single("Y1")).unwrap();
    assert!(ev.contains(&PalaEvent::TrickWon {
        seat: 0,
        color: Orange,
        awarded: cards("O4")
    }));
    let won = ev.iter().find_map(|e| match e {
        PalaEvent::TrickWon { color, awarded, .. } => Some((*color, awarded.clone())),
        _ => None,
    });
    let (color, awarded) = won.expect("trick won");
    assert_eq!(color, Orange);
    assert_eq!(awarded.len(), 1);
    assert_eq!(awarded[0].color, Orange);
    assert_eq!(g.pile(0), &cards("O4")[..]);
    assert_eq!(g.pile(1).len() + g.pile(2).len(), 0);
}

#[test]
fn smearer_tying_the_smeared_mix_is_asked() {
    let mut g = game(PalaRules::default(), &["Y3 B1", "R2 O5 B2", "Y1 B3"], 0);
    g.apply(0, &single("Y3")).unwrap();
    g.apply(1, &smear("R2", "O5")).unwrap();
    assert_eq!(g.phase(), Phase::TieDecision);
    assert_eq!(g.to_act(), Some(1));
    assert_eq!(g.view_for(1).tie_with, Some(0));
}

#[test]
fn impressionism_scoring_example() {
    // Pierre-Auguste: yellow on +Face; Mary: purple on +2; Vincent: red on Cancel.
    let board = vec![
        (Slot::Cancel, Some((card("R1"), 0))),
        (Slot::Two, Some((card("P2"), 1))),
        (Slot::Face, Some((card("Y1"), 2))),
    ];
    let vincent = cards("Y4 P3 P5 R2 R3 G9 O6");
    assert_eq!(impressionism_points(&vincent, &board, &cards("Y4 P3")), 2);
    assert_eq!(
        impressionism_points(&vincent, &board, &best_cancel(&vincent, &board)),
        2
    );
    let mary = cards("R4 R5 R1 Y5 B2");
    assert_eq!(best_cancel(&mary, &board), cards("Y5"));
    assert_eq!(impressionism_points(&mary, &board, &cards("Y5")), -2);
    assert_eq!(impressionism_points(&[], &board, &[]), 0);
}

#[test]
fn impressionism_example_played_out_with_the_cancel_prompt() {
    // Seats: Vincent 0, Mary 1, Pierre-Auguste 2. A last trick of orange (not on the
    // board) ends the round; Vincent chooses his cancels.
    let mut g = game(imp(), &["O9", "O2", "O3"], 0);
    g.set_board(0, card("R1"), 0).unwrap();
    g.set_board(1, card("P2"), 1).unwrap();
    g.set_board(2, card("Y1"), 2).unwrap();
    g.set_pile(0, &cards("Y4 P3 P5 R2 R3")).unwrap();
    g.set_pile(1, &cards("R4 R5 R1 Y5")).unwrap();
    g.apply(0, &single("O9")).unwrap();
    g.apply(1, &single("O2")).unwrap();
    g.apply(2, &single("O3")).unwrap();
    assert_eq!(g.phase(), Phase::Cancelling);
    assert_eq!(
        g.to_act(),
        Some(0),
        "Mary has no real choice: scored automatically"
    );
    let legal = g.candidate_moves(0);
    assert!(legal.contains(&PalaMove::Cancel(cards("Y4 P3"))));
    assert_eq!(legal.len(), 3);
    let ev = g.apply(0, &PalaMove::Cancel(cards("P3 Y4"))).unwrap();
    assert!(ev.contains(&PalaEvent::Cancelled {
        seat: 0,
        cards: cards("Y4 P3")
    }));
    assert!(ev.contains(&PalaEvent::RoundScored {
        round: 1,
        points: vec![2, -2, 0],
        totals: vec![2, -2, 0]
    }));
}

#[test]
fn secondary_trick_color_never_changes() {
    let mut g = game(PalaRules::default(), &["G4 R1", "R5 P9 Y1", "B5 Y5 O2"], 0);
    g.apply(0, &single("G4")).unwrap();
    assert!(
        g.candidate_moves(1)
            .iter()
            .all(|m| !matches!(m, PalaMove::Play(Play::Smear { .. })))
    );
    assert_eq!(
        g.apply(1, &smear("R5", "P9")),
        Err(PalaError::SmearOnSecondary(Green))
    );
    g.apply(1, &single("R5")).unwrap();
    assert_eq!(g.view_for(2).trick.color, Some(Green));
    g.apply(2, &mix("B5", "Y5")).unwrap();
    let last = g.view_for(0).last_trick.unwrap();
    assert_eq!(last.color, Some(Green));
    assert_eq!(last.winning, Some(2), "a green 10 by mixing");
}

#[test]
fn primary_5_wins_when_everyone_must_copy() {
    let mut g = game(
        PalaRules::default(),
        &["R5 B1", "R4 G9 Y5", "R3 P9 B5", "R1 O9"],
        0,
    );
    g.apply(0, &single("R5")).unwrap();
    for s in 1..4 {
        assert!(
            g.candidate_moves(s)
                .iter()
                .all(|m| matches!(m, PalaMove::Play(Play::Single(c)) if c.color == Red))
        );
        let c = g.candidate_moves(s)[0].clone();
        g.apply(s, &c).unwrap();
    }
    assert_eq!(g.view_for(0).last_trick.unwrap().winning, Some(0));
}

#[test]
fn leader_plays_exactly_one_card() {
    let mut g = game(PalaRules::default(), &["R3 B5 G8", "R1", "B1"], 0);
    assert!(
        g.candidate_moves(0)
            .iter()
            .all(|m| matches!(m, PalaMove::Play(Play::Single(_))))
    );
    assert_eq!(g.candidate_moves(0).len(), 3);
    assert_eq!(g.apply(0, &mix("R3", "B5")), Err(PalaError::LeaderOneCard));
    assert_eq!(
        g.apply(0, &smear("B5", "G8")),
        Err(PalaError::LeaderOneCard)
    );
}

#[test]
fn cannot_mix_on_a_primary_trick_nor_junk_by_mixing_nor_junk_after_smearing() {
    let mut g = game(PalaRules::default(), &["Y3 R1", "R2 B2 P5 O4", "Y1 G2"], 0);
    g.apply(0, &single("Y3")).unwrap();
    // Mix and smear at once is impossible (no 3-card play); mixing on yellow is refused.
    assert_eq!(
        g.apply(1, &mix("R2", "B2")),
        Err(PalaError::MixOnPrimary(Yellow))
    );
    // Smear then junk: red onto yellow makes orange, the second card must be orange.
    assert_eq!(
        g.apply(1, &smear("R2", "P5")),
        Err(PalaError::SmearWrongSecondary {
            primary: Red,
            trick: Yellow,
            need: Orange
        })
    );
    assert!(g.candidate_moves(1).contains(&smear("R2", "O4")));
    assert!(!g.candidate_moves(1).contains(&smear("B2", "O4")));
    // Blue onto yellow needs a green card, which seat 1 lacks.
    assert!(g.candidate_moves(1).iter().all(
        |m| !matches!(m, PalaMove::Play(Play::Smear { primary, .. }) if primary.color == Blue)
    ));
}

#[test]
fn cannot_smear_when_holding_the_trick_color() {
    let mut g = game(PalaRules::default(), &["B2 R1", "B1 Y2 G7", "R2 B3"], 0);
    g.apply(0, &single("B2")).unwrap();
    assert_eq!(
        g.apply(1, &smear("Y2", "G7")),
        Err(PalaError::MustCopy(Blue))
    );
    assert_eq!(g.candidate_moves(1), vec![single("B1")]);
}

#[test]
fn awarded_cards_are_hidden_from_other_seats() {
    let strict = PalaRules {
        recall_last_trick: false,
        ..imp()
    };
    let mut g = game(strict, &["G9 R1 B1", "G2 R2 B2", "G3 R3 B3"], 0);
    g.apply(0, &single("G9")).unwrap();
    g.apply(1, &single("G2")).unwrap();
    g.apply(2, &single("G3")).unwrap();
    for s in 1..3 {
        let v = g.view_for(s);
        assert_eq!(v.pile_counts[0], 3);
        assert_eq!(
            v.own_pile,
            Some(vec![]),
            "seat {s} sees only its own (empty) pile"
        );
        assert!(!format!("{:?}", v.hand).contains("value: 9"));
    }
    assert_eq!(g.view_for(0).own_pile, Some(cards("G2 G3 G9")));
    // The trick itself is visible until the next trick starts, then face down.
    assert!(g.view_for(1).last_trick.is_some());
    g.apply(0, &single("R1")).unwrap();
    for s in 0..3 {
        let v = g.view_for(s);
        assert!(v.last_trick.is_none());
        let shown = format!("{:?}", v.trick);
        assert!(
            !shown.contains("Green"),
            "seat {s} still sees the green trick"
        );
    }
}

#[test]
fn the_last_trick_can_be_recalled_until_the_next_is_complete_by_default() {
    let mut g = game(imp(), &["G9 R1 B1", "G2 R2 B2", "G3 R3 B3"], 0);
    g.apply(0, &single("G9")).unwrap();
    g.apply(1, &single("G2")).unwrap();
    g.apply(2, &single("G3")).unwrap();
    g.apply(0, &single("R1")).unwrap();
    let last = g.view_for(1).last_trick.expect("still recallable");
    assert_eq!(last.winning, Some(0));
    assert_eq!(last.color, Some(Green));
    // The current trick is the red one; the piles stay hidden from others.
    assert_eq!(g.view_for(1).trick.color, Some(Red));
    assert_eq!(g.view_for(1).own_pile, Some(vec![]));
}
