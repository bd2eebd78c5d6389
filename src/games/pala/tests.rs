//! Game-flow unit tests: dealing, bidding, ties, round end, game end.

use super::*;
use crate::engine::Rules;
use cards::Color::*;

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

fn hands(v: &[&str]) -> Vec<Vec<Card>> {
    v.iter().map(|h| cards(h)).collect()
}

fn json(g: &Pala) -> String {
    serde_json::to_string(g).unwrap()
}

#[test]
fn player_count_is_3_to_5() {
    assert_eq!(
        Pala::new(2, PalaRules::default(), 1).unwrap_err(),
        PalaError::PlayerCount(2)
    );
    assert_eq!(
        Pala::new(6, PalaRules::default(), 1).unwrap_err(),
        PalaError::PlayerCount(6)
    );
    for p in 3..=5 {
        assert!(Pala::new(p, PalaRules::default(), 1).is_ok());
    }
}

#[test]
fn deal_sizes_and_all_cards() {
    for (p, size, left) in [(3, 14, 6), (4, 11, 4), (5, 9, 3)] {
        let g = Pala::new(p, PalaRules::default(), 7).unwrap();
        for s in 0..p {
            assert_eq!(g.hand(s).len(), size);
            let v = g.view_for(s);
            assert!(v.hand.windows(2).all(|w| w[0] <= w[1]), "hand sorted");
        }
        assert_eq!(g.leftover.len(), left);
        let mut deck = full_deck();
        deck.sort_unstable();
        assert_eq!(g.all_cards(), deck);
    }
}

#[test]
fn first_dealer_is_random_and_bids_first() {
    let mut dealers = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let g = Pala::new(4, PalaRules::default(), seed).unwrap();
        assert_eq!(g.to_act(), Some(g.dealer()));
        assert_eq!(g.phase(), Phase::Bidding);
        dealers.insert(g.dealer());
    }
    assert_eq!(dealers.len(), 4);
}

#[test]
fn pointillism_bids_go_round_from_the_dealer_then_dealer_leads() {
    let mut g = Pala::new(4, PalaRules::default(), 11).unwrap();
    let d = g.dealer();
    assert_eq!(g.candidate_moves(d).len(), 64);
    assert!(g.candidate_moves((d + 1) % 4).is_empty());
    assert_eq!(
        g.apply((d + 1) % 4, &PalaMove::BidChips(vec![])),
        Err(PalaError::NotYourTurn)
    );
    for i in 0..4 {
        let s = (d + i) % 4;
        assert_eq!(g.to_act(), Some(s));
        let ev = g.apply(s, &PalaMove::BidChips(vec![Green, Red])).unwrap();
        assert_eq!(
            ev[0],
            PalaEvent::ChipsBid {
                seat: s,
                colors: vec![Red, Green]
            }
        );
    }
    assert_eq!(g.phase(), Phase::Playing);
    assert_eq!(g.to_act(), Some(d));
    assert!(
        g.view_for(0)
            .chip_bids
            .iter()
            .all(|b| b.as_deref() == Some(&[Red, Green][..]))
    );
}

#[test]
fn bad_chip_bids_and_wrong_phase_moves_change_nothing() {
    let mut g = Pala::new(3, PalaRules::default(), 5).unwrap();
    let d = g.dealer();
    let before = json(&g);
    let bad = [
        PalaMove::BidChips(vec![Red, Red]),
        PalaMove::PassBid,
        PalaMove::BidCard {
            card: g.hand(d)[0],
            slot: 0,
        },
        PalaMove::Tie { take_lead: true },
        PalaMove::Cancel(vec![]),
        PalaMove::Play(Play::Single(g.hand(d)[0])),
    ];
    for mv in &bad {
        assert!(g.apply(d, mv).is_err(), "{mv:?}");
        assert_eq!(json(&g), before, "{mv:?} changed the state");
    }
    assert_eq!(g.apply(d, &bad[0]), Err(PalaError::DuplicateChip(Red)));
}

#[test]
fn illegal_plays_change_nothing() {
    let mut g = Pala::from_position(
        PalaRules::default(),
        hands(&["R5 B2", "R1 G5 Y3", "B1 P9"]),
        0,
        1,
    )
    .unwrap();
    let before = json(&g);
    for mv in [
        PalaMove::Play(Play::Mix(card("R5"), card("B2"))),
        single("G9"),
        PalaMove::Play(Play::Smear {
            primary: card("R5"),
            secondary: card("B2"),
        }),
    ] {
        assert!(g.apply(0, &mv).is_err());
        assert_eq!(json(&g), before);
    }
    g.apply(0, &single("R5")).unwrap();
    let before = json(&g);
    assert_eq!(g.apply(1, &single("G5")), Err(PalaError::MustCopy(Red)));
    assert_eq!(json(&g), before);
}

fn winning(g: &Pala) -> Option<usize> {
    g.view_for(0).trick.winning
}

#[test]
fn own_copy_that_ties_prompts_the_player() {
    for take in [true, false] {
        let mut g = Pala::from_position(
            PalaRules::default(),
            hands(&["R3 B1", "R3 B2", "R1 B3"]),
            0,
            1,
        )
        .unwrap();
        g.apply(0, &single("R3")).unwrap();
        g.apply(1, &single("R3")).unwrap();
        assert_eq!(g.phase(), Phase::TieDecision);
        assert_eq!(g.to_act(), Some(1));
        assert_eq!(g.view_for(1).tie_with, Some(0));
        assert_eq!(
            g.candidate_moves(1),
            vec![
                PalaMove::Tie { take_lead: true },
                PalaMove::Tie { take_lead: false }
            ]
        );
        assert_eq!(g.apply(1, &single("B2")), Err(PalaError::WrongPhase));
        let ev = g.apply(1, &PalaMove::Tie { take_lead: take }).unwrap();
        assert_eq!(
            ev[0],
            PalaEvent::TieTaken {
                seat: 1,
                took: take
            }
        );
        assert_eq!(winning(&g), Some(if take { 1 } else { 0 }));
        assert_eq!(g.to_act(), Some(2));
        assert_eq!(g.phase(), Phase::Playing);
    }
}

#[test]
fn mix_that_ties_prompts_and_lower_does_not() {
    let mut g = Pala::from_position(
        PalaRules::default(),
        hands(&["G7 B1", "R1 B1 Y3 Y4", "R2 B5 G2"]),
        0,
        1,
    )
    .unwrap();
    g.apply(0, &single("G7")).unwrap();
    g.apply(1, &PalaMove::Play(Play::Mix(card("B1"), card("Y3"))))
        .unwrap();
    assert_eq!(g.phase(), Phase::Playing, "4 < 7: no prompt");
    assert_eq!(g.to_act(), Some(2));
    let mut g2 = g.clone();
    // Seat 2 holds a green card, but may still mix: blue 5 + ... no yellow, so copy.
    assert_eq!(g2.apply(2, &single("R2")), Err(PalaError::MustMatch(Green)));
    g2.apply(2, &single("G2")).unwrap();
    assert_eq!(g2.phase(), Phase::Playing);
    assert_eq!(g2.view_for(0).last_trick.unwrap().winning, Some(0));
}

#[test]
fn smearer_tying_the_smeared_card_is_prompted() {
    // Yellow 3 led; blue 1 smeared onto it makes a green 4; the smearer's green 4 ties.
    let mut g = Pala::from_position(
        PalaRules::default(),
        hands(&["Y3 R1", "B1 G4 R2", "Y1 P2"]),
        0,
        1,
    )
    .unwrap();
    g.apply(0, &single("Y3")).unwrap();
    g.apply(
        1,
        &PalaMove::Play(Play::Smear {
            primary: card("B1"),
            secondary: card("G4"),
        }),
    )
    .unwrap();
    assert_eq!(g.phase(), Phase::TieDecision);
    assert_eq!(g.to_act(), Some(1));
    g.apply(1, &PalaMove::Tie { take_lead: true }).unwrap();
    assert_eq!(winning(&g), Some(1));
}

#[test]
fn tie_made_by_a_smear_goes_to_the_earlier_card() {
    // A leads yellow 1, B junks green 5, C copies yellow 4, D smears blue 1 onto C:
    // C has a green 5, equal to B's earlier green 5, so B wins; D's green 2 is lower.
    let mut g = Pala::from_position(
        PalaRules::default(),
        hands(&["Y1 R1", "G5 R2", "Y4 R3", "B1 G2 P2"]),
        0,
        1,
    )
    .unwrap();
    g.apply(0, &single("Y1")).unwrap();
    g.apply(1, &single("G5")).unwrap();
    g.apply(2, &single("Y4")).unwrap();
    assert_eq!(winning(&g), Some(2));
    let ev = g
        .apply(
            3,
            &PalaMove::Play(Play::Smear {
                primary: card("B1"),
                secondary: card("G2"),
            }),
        )
        .unwrap();
    assert!(ev.contains(&PalaEvent::Smeared {
        by: 3,
        onto: 2,
        primary: card("B1"),
        onto_card: card("Y4"),
        new_color: Green
    }));
    let last = g.view_for(0).last_trick.unwrap();
    assert_eq!(last.color, Some(Green));
    assert_eq!(last.winning, Some(1));
    assert_eq!(last.values, vec![None, Some(5), Some(5), Some(2)]);
    assert!(ev.contains(&PalaEvent::TrickWon {
        seat: 1,
        color: Green,
        awarded: vec![card("G5")]
    }));
    // Trick complete and B still has cards: B leads the next trick.
    assert_eq!(g.to_act(), Some(1));
}

#[test]
fn round_ends_when_the_winner_has_no_cards() {
    let mut g =
        Pala::from_position(PalaRules::default(), hands(&["R5", "R1 R2", "R3 B1"]), 0, 1).unwrap();
    g.apply(0, &single("R5")).unwrap();
    g.apply(1, &single("R1")).unwrap();
    let ev = g.apply(2, &single("R3")).unwrap();
    assert!(matches!(ev[1], PalaEvent::TrickWon { seat: 0, .. }));
    assert!(matches!(ev[2], PalaEvent::RoundScored { round: 1, .. }));
    assert!(ev.contains(&PalaEvent::Dealt {
        round: 2,
        dealer: 1
    }));
    assert_eq!(g.round(), 2);
    assert_eq!(g.dealer(), 1);
    assert_eq!(g.to_act(), Some(1));
    assert_eq!(g.phase(), Phase::Bidding);
    assert_eq!(g.hand(0).len(), 14);
}

#[test]
fn round_ends_when_only_one_player_has_cards() {
    let mut g =
        Pala::from_position(PalaRules::default(), hands(&["R5 R4", "R1", "R2"]), 0, 1).unwrap();
    g.apply(0, &single("R5")).unwrap();
    g.apply(1, &single("R1")).unwrap();
    let ev = g.apply(2, &single("R2")).unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, PalaEvent::RoundScored { .. }))
    );
}

#[test]
fn players_without_cards_sit_out() {
    let mut g =
        Pala::from_position(PalaRules::default(), hands(&["R5 R4", "R1 R2", "R3"]), 0, 1).unwrap();
    g.apply(0, &single("R5")).unwrap();
    g.apply(1, &single("R1")).unwrap();
    let ev = g.apply(2, &single("R3")).unwrap();
    assert_eq!(ev.len(), 2, "no round end: {ev:?}");
    assert_eq!(g.to_act(), Some(0));
    assert_eq!(g.view_for(0).trick.participants, vec![0, 1]);
    g.apply(0, &single("R4")).unwrap();
    assert_eq!(g.to_act(), Some(1));
    let ev = g.apply(1, &single("R2")).unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, PalaEvent::RoundScored { .. }))
    );
    // Seat 0 won both tricks with one red card each; bids default to null: -25.
    assert_eq!(g.totals(), vec![-25, 25, 25]);
}

fn imp_rules() -> PalaRules {
    PalaRules {
        mode: Mode::Impressionism,
        ..PalaRules::default()
    }
}

#[test]
fn impressionism_bidding_rules() {
    let mut g = Pala::new(3, imp_rules(), 21).unwrap();
    let d = g.dealer();
    let s1 = (d + 1) % 3;
    let s2 = (d + 2) % 3;
    let c0 = g.hand(d)[0];
    assert!(g.candidate_moves(d).contains(&PalaMove::PassBid));
    assert_eq!(
        g.apply(d, &PalaMove::BidChips(vec![])),
        Err(PalaError::WrongPhase)
    );
    assert_eq!(
        g.apply(d, &PalaMove::BidCard { card: c0, slot: 7 }),
        Err(PalaError::NoSuchSlot(7))
    );
    g.apply(d, &PalaMove::BidCard { card: c0, slot: 0 })
        .unwrap();
    assert_eq!(g.hand(d).len(), 13, "the bid card leaves the hand");
    // Next seat: slot 0 is taken and c0's color may not be bid again.
    let same = g.hand(s1).iter().copied().find(|c| c.color == c0.color);
    let other = g
        .hand(s1)
        .iter()
        .copied()
        .find(|c| c.color != c0.color)
        .unwrap();
    assert_eq!(
        g.apply(
            s1,
            &PalaMove::BidCard {
                card: other,
                slot: 0
            }
        ),
        Err(PalaError::SlotTaken(0))
    );
    if let Some(same) = same {
        assert_eq!(
            g.apply(
                s1,
                &PalaMove::BidCard {
                    card: same,
                    slot: 1
                }
            ),
            Err(PalaError::ColorOnBoard(c0.color))
        );
    }
    assert!(g.candidate_moves(s1).iter().all(|m| match m {
        PalaMove::BidCard { card, slot } => card.color != c0.color && *slot != 0,
        _ => true,
    }));
    // Two passes, then the dealer passes too: everyone passed in a row, bidding ends.
    g.apply(s1, &PalaMove::PassBid).unwrap();
    g.apply(s2, &PalaMove::PassBid).unwrap();
    assert_eq!(g.phase(), Phase::Bidding);
    let ev = g.apply(d, &PalaMove::PassBid).unwrap();
    assert!(ev.contains(&PalaEvent::BiddingEnded));
    assert_eq!(g.phase(), Phase::Playing);
    assert_eq!(g.to_act(), Some(d));
    let v = g.view_for(s2);
    assert_eq!(v.board[0].1, Some((c0, d)));
    assert!(v.board[1].1.is_none() && v.board[2].1.is_none());
}

#[test]
fn impressionism_bidding_ends_when_the_board_is_full() {
    let mut g = Pala::new(4, imp_rules(), 2).unwrap();
    let mut used = Vec::new();
    let mut slot = 0;
    while g.phase() == Phase::Bidding {
        let s = g.to_act().unwrap();
        let c = g
            .hand(s)
            .iter()
            .copied()
            .find(|c| !used.contains(&c.color))
            .unwrap();
        used.push(c.color);
        g.apply(s, &PalaMove::BidCard { card: c, slot }).unwrap();
        slot += 1;
    }
    assert_eq!(slot, 4);
    assert_eq!(g.phase(), Phase::Playing);
    let mut deck = full_deck();
    deck.sort_unstable();
    assert_eq!(g.all_cards(), deck);
}

#[test]
fn pointillism_game_end_shares_the_win() {
    let mut g =
        Pala::from_position(PalaRules::default(), hands(&["R1", "R2", "R5"]), 2, 1).unwrap();
    g.set_chip_bid(2, vec![Red]);
    g.set_totals(vec![99, 99, 0]);
    g.apply(2, &single("R5")).unwrap();
    g.apply(0, &single("R1")).unwrap();
    let ev = g.apply(1, &single("R2")).unwrap();
    assert_eq!(g.totals(), vec![124, 124, 1]);
    assert_eq!(
        ev.last(),
        Some(&PalaEvent::GameOver {
            winners: vec![0, 1]
        })
    );
    assert_eq!(g.phase(), Phase::GameOver);
    assert_eq!(g.to_act(), None);
    let out = g.outcome().unwrap();
    assert_eq!(out.winners, vec![0, 1]);
    assert_eq!(g.apply(0, &single("R1")), Err(PalaError::GameOver));
    assert_eq!(g.score_pad().len(), 1);
    assert_eq!(g.score_pad()[0].bids[2], SeatBid::Chips(vec![Red]));
    assert_eq!(g.score_pad()[0].tricks, vec![0, 0, 1]);
}

#[test]
fn pointillism_game_goes_on_below_the_goal() {
    let mut g =
        Pala::from_position(PalaRules::default(), hands(&["R1", "R2", "R5"]), 2, 1).unwrap();
    g.set_totals(vec![50, 74, 0]);
    g.apply(2, &single("R5")).unwrap();
    g.apply(0, &single("R1")).unwrap();
    g.apply(1, &single("R2")).unwrap();
    assert_eq!(g.totals(), vec![75, 99, -25]);
    assert_eq!(g.phase(), Phase::Bidding);
    assert_eq!(g.dealer(), 0);
}

#[test]
fn impressionism_game_end_lowest_wins_ties_share() {
    let mut g = Pala::from_position(imp_rules(), hands(&["G9", "G2", "G3"]), 0, 1).unwrap();
    g.set_board(0, card("R1"), 2).unwrap();
    g.set_board(1, card("P2"), 1).unwrap();
    g.set_board(2, card("G4"), 0).unwrap();
    g.set_totals(vec![30, 10, 10]);
    g.apply(0, &single("G9")).unwrap();
    g.apply(1, &single("G2")).unwrap();
    let ev = g.apply(2, &single("G3")).unwrap();
    // Seat 0 takes G9 + G2 + G3 on the +Face slot: 14 points, reaching 44 >= 40.
    assert_eq!(g.totals(), vec![44, 10, 10]);
    assert_eq!(
        ev.last(),
        Some(&PalaEvent::GameOver {
            winners: vec![1, 2]
        })
    );
}

#[test]
fn view_shows_own_pile_only_when_allowed() {
    for show in [true, false] {
        let rules = PalaRules {
            show_own_pile: show,
            ..imp_rules()
        };
        let mut g = Pala::from_position(rules, hands(&["G9 R1", "G2 R2", "G3 R3"]), 0, 1).unwrap();
        g.apply(0, &single("G9")).unwrap();
        g.apply(1, &single("G2")).unwrap();
        g.apply(2, &single("G3")).unwrap();
        let v0 = g.view_for(0);
        assert_eq!(v0.pile_counts, vec![3, 0, 0]);
        assert_eq!(v0.own_pile.is_some(), show);
        let v1 = g.view_for(1);
        assert_eq!(v1.own_pile.as_deref().map(<[Card]>::len).unwrap_or(0), 0);
    }
}

#[test]
fn move_from_selection_reasons() {
    let mut g = Pala::from_position(
        PalaRules::default(),
        hands(&["B2 R1", "B4 Y1", "Y2 G5 G7 R3", "B1 P2"]),
        0,
        1,
    )
    .unwrap();
    let v = g.view_for(0);
    assert_eq!(
        move_from_selection(&v, &cards("B2 R1")),
        Err(PalaError::LeaderOneCard)
    );
    assert_eq!(move_from_selection(&v, &[]), Err(PalaError::SelectOneOrTwo));
    assert_eq!(move_from_selection(&v, &cards("B2")), Ok(single("B2")));
    assert_eq!(
        move_from_selection(&g.view_for(1), &cards("B4")),
        Err(PalaError::NotYourTurn)
    );
    g.apply(0, &single("B2")).unwrap();
    let v = g.view_for(1);
    assert_eq!(
        move_from_selection(&v, &cards("Y1")),
        Err(PalaError::MustCopy(Blue))
    );
    assert_eq!(
        move_from_selection(&v, &cards("Y1"))
            .unwrap_err()
            .describe_en(),
        "You hold a blue card: you must copy blue."
    );
    g.apply(1, &single("B4")).unwrap();
    let v = g.view_for(2);
    let smear = PalaMove::Play(Play::Smear {
        primary: card("Y2"),
        secondary: card("G7"),
    });
    assert_eq!(move_from_selection(&v, &cards("Y2 G7")), Ok(smear.clone()));
    assert_eq!(move_from_selection(&v, &cards("G7 Y2")), Ok(smear));
    assert_eq!(
        move_from_selection(&v, &cards("R3 G7")),
        Err(PalaError::SmearWrongSecondary {
            primary: Red,
            trick: Blue,
            need: Purple
        })
    );
    assert_eq!(
        move_from_selection(&v, &cards("Y2 R3")),
        Err(PalaError::MixOnPrimary(Blue))
    );
    assert_eq!(
        move_from_selection(&v, &cards("G5 G7")),
        Err(PalaError::SmearNeedsPrimary(Blue))
    );
    assert_eq!(
        move_from_selection(&v, &cards("P9")),
        Err(PalaError::NotInHand(card("P9")))
    );
    assert_eq!(
        move_from_selection(&v, &cards("Y2 G5 G7")),
        Err(PalaError::SelectOneOrTwo)
    );
}

trait DescribeEn {
    fn describe_en(&self) -> String;
}
impl DescribeEn for PalaError {
    fn describe_en(&self) -> String {
        crate::engine::Describe::describe(self, crate::engine::Lang::En)
    }
}

#[test]
fn smear_with_last_card_is_refused() {
    let mut g =
        Pala::from_position(PalaRules::default(), hands(&["B2 R1", "Y1", "R3"]), 0, 1).unwrap();
    g.apply(0, &single("B2")).unwrap();
    assert_eq!(g.candidate_moves(1), vec![single("Y1")]);
    assert_eq!(
        g.apply(
            1,
            &PalaMove::Play(Play::Smear {
                primary: card("Y1"),
                secondary: card("G2")
            })
        ),
        Err(PalaError::SmearWithLastCard)
    );
}

#[test]
fn cancel_prompt_only_with_a_real_choice() {
    // Seat 0's pile: two Cancel cards (red) and two identical-value +2 purples: no
    // real choice only if the others are not more than the cancels.
    let mut g = Pala::from_position(imp_rules(), hands(&["G9", "G2", "G3"]), 0, 1).unwrap();
    g.set_board(0, card("R1"), 2).unwrap();
    g.set_board(1, card("P2"), 1).unwrap();
    g.set_board(2, card("Y1"), 0).unwrap();
    g.set_pile(0, &cards("R2 R3 P3 Y4")).unwrap(); // 2 cancels, 2 others: no choice
    g.set_pile(1, &cards("R4 P5 P6")).unwrap(); // 1 cancel, 2 different others: choice
    g.apply(0, &single("G9")).unwrap();
    g.apply(1, &single("G2")).unwrap();
    g.apply(2, &single("G3")).unwrap();
    assert_eq!(g.phase(), Phase::Cancelling);
    assert_eq!(g.to_act(), Some(1));
    let v = g.view_for(1);
    assert_eq!(v.cancel_count, Some(1));
    assert_eq!(v.own_pile.as_ref().map(Vec::len), Some(3));
    let legal = g.candidate_moves(1);
    assert_eq!(legal.len(), 2);
    assert_eq!(legal[0], PalaMove::Cancel(cards("P6")), "best choice first");
    let before = json(&g);
    assert_eq!(
        g.apply(1, &PalaMove::Cancel(cards("R4"))),
        Err(PalaError::CannotCancel(card("R4")))
    );
    assert_eq!(
        g.apply(1, &PalaMove::Cancel(cards("P5 P6"))),
        Err(PalaError::CancelCount { need: 1, got: 2 })
    );
    assert_eq!(json(&g), before);
    let ev = g.apply(1, &PalaMove::Cancel(cards("P5"))).unwrap();
    // Seat 1 keeps P6 on +2: 2 points. Seat 0: both others cancelled: 0 (greens: 0).
    assert!(ev.contains(&PalaEvent::RoundScored {
        round: 1,
        points: vec![0, 2, 0],
        totals: vec![0, 2, 0]
    }));
}

#[test]
fn impressionism_round_summary_gives_each_colors_points() {
    use crate::engine::Lang;
    use crate::games::TableGame;
    let rules = PalaRules {
        mode: Mode::Impressionism,
        ..PalaRules::default()
    };
    let names: Vec<String> = ["Ana", "Bo", "Cy"].iter().map(|s| s.to_string()).collect();
    let mut summaries = 0;
    for seed in 1..6 {
        let mut g = Pala::new(3, rules.clone(), seed).unwrap();
        while let Some(seat) = g.to_act() {
            let mv = g.candidate_moves(seat)[0].clone();
            let events = g.apply(seat, &mv).unwrap();
            let Some(summary) = g.summary(&events, Lang::En, &names) else {
                continue;
            };
            summaries += 1;
            let line = g.view_for(0).scores.last().cloned().unwrap();
            for (s, (colors, cancel)) in line.parts.iter().enumerate() {
                // The parts add up to the round's points, and the summary names them.
                let sum: i32 = colors.iter().map(|c| c.1).sum::<i32>() + cancel;
                assert_eq!(sum, line.points[s], "seed {seed}");
                for (c, p) in colors {
                    let words = format!("{} {p:+}", text::color_name(*c, Lang::En));
                    assert!(summary.lines[s].contains(&words), "{}", summary.lines[s]);
                }
            }
            if summaries > 6 {
                return;
            }
        }
    }
    assert!(summaries > 0);
}
