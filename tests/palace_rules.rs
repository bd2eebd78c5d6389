//! The rulebook's cases, one test each: the lowest card starts, refilling, face-up then
//! blind face-down cards, 2 with another card, 7 higher or lower after a challenge, 10
//! clearing after every player's challenge, stuck with all passed / one failed, a blind
//! card under the pile, four of a kind, powers as data, the winner.

use naipes::engine::{Rules, Seat, SeatKind};
use naipes::games::TableGame;
use naipes::games::palace::{
    BlindChallenge, Card, FourPower, Need, OpenAnswers, Palace, PalaceEvent as E, PalaceMove as M,
    PalaceRules, Phase, Power, Reason, Source, Suit,
};
use naipes::language::Challenges;

fn c(rank: u8, suit: Suit) -> Card {
    Card::new(rank, suit)
}
use Suit::*;

fn game(players: usize, rules: PalaceRules) -> Palace {
    Palace::new(players, rules, 7).unwrap()
}

/// Gives the first challenge drawn and has the computer taker pass or fail it.
fn challenge(g: &mut Palace, passed: bool) -> Vec<E> {
    let giver = g.to_act().unwrap();
    let mut ev = g.apply(giver, &M::Give { pick: 0 }).unwrap();
    let taker = g.to_act().unwrap();
    ev.extend(g.apply(taker, &M::Attempt { passed }).unwrap());
    ev
}

fn three_hands(a: Vec<Card>, b: Vec<Card>, cc: Vec<Card>) -> Vec<Vec<Card>> {
    vec![a, b, cc]
}

fn palaces(n: usize) -> (Vec<Vec<Card>>, Vec<Vec<Card>>) {
    let up = (0..n).map(|_| vec![c(14, Spades)]).collect();
    let down = (0..n).map(|_| vec![c(13, Spades)]).collect();
    (up, down)
}

#[test]
fn the_lowest_card_starts_and_all_of_its_rank_may_go() {
    for seed in 0..40 {
        let g = Palace::new(4, PalaceRules::default(), seed).unwrap();
        let open = g.opening().expect("someone holds a plain card");
        let lowest = (0..4)
            .flat_map(|s| g.hand(s).iter().copied())
            .filter(|c| ![2, 7, 10].contains(&c.rank))
            .map(|c| c.rank)
            .min()
            .unwrap();
        assert_eq!(open.rank, lowest);
        assert!(g.hand(g.turn()).contains(&open));
        let legal = g.candidate_moves(g.turn());
        assert!(!legal.is_empty());
        for mv in &legal {
            let M::Play { cards } = mv else {
                panic!("{mv:?}")
            };
            assert!(cards.iter().all(|c| c.rank == open.rank));
        }
        let n = g
            .hand(g.turn())
            .iter()
            .filter(|c| c.rank == open.rank)
            .count();
        assert_eq!(legal.len(), n, "one card up to all of that rank");
        // Anything else is refused.
        let other = g
            .hand(g.turn())
            .iter()
            .find(|c| c.rank != open.rank)
            .copied();
        if let Some(o) = other {
            let mut h = g.clone();
            assert!(h.apply(h.turn(), &M::Play { cards: vec![o] }).is_err());
        }
    }
}

#[test]
fn hands_refill_to_three_and_the_deal_is_nine_each() {
    let g = Palace::new(5, PalaceRules::default(), 3).unwrap();
    for s in 0..5 {
        assert_eq!(g.hand(s).len(), 3);
        assert_eq!(g.face_up(s).len(), 3);
        assert_eq!(g.face_down(s).len(), 3);
    }
    assert_eq!(g.draw_pile().len(), 52 - 45);
    let six = Palace::new(6, PalaceRules::default(), 3).unwrap();
    assert_eq!(six.draw_pile().len(), 104 - 54, "two decks for 6");
    let mut g = g;
    let seat = g.turn();
    let open = g.opening().unwrap();
    let ev = g.apply(seat, &M::Play { cards: vec![open] }).unwrap();
    assert_eq!(g.hand(seat).len(), 3);
    assert!(ev.contains(&E::Drew { seat, count: 1 }));
}

#[test]
fn face_up_after_the_hand_then_face_down_played_blind() {
    let mut g = game(3, PalaceRules::default());
    let (_, down) = palaces(3);
    g.set_position(
        three_hands(vec![], vec![c(3, Clubs)], vec![c(4, Clubs)]),
        vec![vec![c(9, Hearts)], vec![c(9, Clubs)], vec![c(9, Diamonds)]],
        down,
        vec![],
        vec![c(5, Hearts)],
        0,
        Need::AtLeast(5),
    );
    // Hand empty, no draw pile: the face-up card.
    assert_eq!(g.source(0), Some(Source::FaceUp));
    assert_eq!(
        g.candidate_moves(0),
        vec![M::Play {
            cards: vec![c(9, Hearts)]
        }]
    );
    // The face-down card may not be played yet; nor a card it does not have.
    assert!(g.clone().apply(0, &M::Blind { slot: 0 }).is_err());
    g.apply(
        0,
        &M::Play {
            cards: vec![c(9, Hearts)],
        },
    )
    .unwrap();
    assert_eq!(g.source(0), Some(Source::FaceDown));
    // Its view counts the face-down card but does not show it.
    let v = g.view_for(0);
    assert_eq!(v.face_down[0], 1);
    assert!(v.hand.is_empty());
}

#[test]
fn a_two_goes_with_another_card_after_a_challenge() {
    let mut g = game(3, PalaceRules::default());
    let (up, down) = palaces(3);
    g.set_position(
        three_hands(
            vec![c(2, Clubs), c(4, Clubs), c(6, Hearts)],
            vec![c(3, Clubs)],
            vec![c(5, Clubs)],
        ),
        up,
        down,
        vec![],
        vec![c(13, Hearts)],
        0,
        Need::AtLeast(13),
    );
    let ev = g
        .apply(
            0,
            &M::Play {
                cards: vec![c(2, Clubs)],
            },
        )
        .unwrap();
    assert!(ev.contains(&E::Reset));
    assert_eq!(g.phase(), Phase::Challenge);
    let p = g.pending().unwrap();
    assert_eq!((p.giver, p.taker, p.reason.clone()), (1, 0, Reason::Two));
    let ev = challenge(&mut g, true);
    assert!(ev.contains(&E::PairNow { seat: 0, rank: 2 }));
    assert_eq!(g.phase(), Phase::PairCard);
    // Any rank goes on the 2: a 4 under the king that was there.
    g.apply(
        0,
        &M::Play {
            cards: vec![c(4, Clubs)],
        },
    )
    .unwrap();
    assert_eq!(g.pile().last(), Some(&c(4, Clubs)));
    assert_eq!(g.need(), Need::AtLeast(4));
    assert_eq!(g.turn(), 1);

    // Failed: the 2 only resets; the next player plays anything.
    let mut g = game(3, PalaceRules::default());
    let (up, down) = palaces(3);
    g.set_position(
        three_hands(
            vec![c(2, Clubs), c(4, Clubs)],
            vec![c(3, Clubs)],
            vec![c(5, Clubs)],
        ),
        up,
        down,
        vec![],
        vec![c(13, Hearts)],
        0,
        Need::AtLeast(13),
    );
    g.apply(
        0,
        &M::Play {
            cards: vec![c(2, Clubs)],
        },
    )
    .unwrap();
    challenge(&mut g, false);
    assert_eq!(g.turn(), 1);
    assert_eq!(g.need(), Need::Any);
    assert_eq!(g.hand(0), &[c(4, Clubs)]);
    g.apply(
        1,
        &M::Play {
            cards: vec![c(3, Clubs)],
        },
    )
    .unwrap();
}

#[test]
fn a_seven_lets_the_next_player_go_higher_or_lower_after_a_challenge() {
    for passed in [true, false] {
        let mut g = game(3, PalaceRules::default());
        let (up, down) = palaces(3);
        g.set_position(
            three_hands(
                vec![c(7, Clubs), c(3, Hearts)],
                vec![c(4, Clubs), c(9, Clubs)],
                vec![c(5, Clubs)],
            ),
            up,
            down,
            vec![],
            vec![c(6, Hearts)],
            0,
            Need::AtLeast(6),
        );
        g.apply(
            0,
            &M::Play {
                cards: vec![c(7, Clubs)],
            },
        )
        .unwrap();
        let p = g.pending().unwrap();
        assert_eq!(
            (p.giver, p.taker),
            (0, 1),
            "the 7's player gives it to the next"
        );
        let ev = challenge(&mut g, passed);
        assert_eq!(g.turn(), 1);
        let lower = g.clone().apply(
            1,
            &M::Play {
                cards: vec![c(4, Clubs)],
            },
        );
        if passed {
            assert!(ev.contains(&E::FreeChoice { seat: 1 }));
            assert!(lower.is_ok(), "lower than 7 after success");
            g.apply(
                1,
                &M::Play {
                    cards: vec![c(9, Clubs)],
                },
            )
            .unwrap();
        } else {
            assert!(ev.contains(&E::MustBeat { seat: 1, rank: 7 }));
            assert!(lower.is_err(), "must beat 7 after failure");
            g.apply(
                1,
                &M::Play {
                    cards: vec![c(9, Clubs)],
                },
            )
            .unwrap();
        }
    }
}

#[test]
fn a_ten_clears_the_pile_after_every_other_player_does_a_challenge() {
    let mut g = game(4, PalaceRules::default());
    let (up, down) = palaces(4);
    g.set_position(
        vec![
            vec![c(10, Clubs), c(3, Hearts)],
            vec![c(4, Clubs)],
            vec![c(5, Clubs)],
            vec![c(6, Clubs)],
        ],
        up,
        down,
        vec![],
        vec![c(6, Hearts), c(9, Hearts)],
        0,
        Need::AtLeast(9),
    );
    let ev = g
        .apply(
            0,
            &M::Play {
                cards: vec![c(10, Clubs)],
            },
        )
        .unwrap();
    assert!(ev.contains(&E::Challenges {
        reason: Reason::Ten,
        count: 3
    }));
    let mut takers = Vec::new();
    // One fails: the pile is cleared whatever the results.
    for passed in [true, false, true] {
        assert_eq!(g.pile().len(), 3, "not cleared before the last challenge");
        let p = g.pending().unwrap();
        assert_eq!(p.giver, 0);
        takers.push(p.taker);
        challenge(&mut g, passed);
    }
    assert_eq!(takers, vec![1, 2, 3]);
    assert!(g.pile().is_empty());
    assert_eq!(g.burned().len(), 3);
    assert_eq!(g.turn(), 0, "the 10's player plays again");
    assert_eq!(g.tally(2).total(), (1, 0));
    assert_eq!(g.tally(1).total(), (1, 1));
    assert_eq!(g.missed(2).len(), 1);
}

fn stuck_position(g: &mut Palace) -> Vec<E> {
    let (up, down) = palaces(3);
    g.set_position(
        three_hands(
            vec![c(3, Clubs), c(4, Hearts)],
            vec![c(5, Clubs)],
            vec![c(6, Clubs)],
        ),
        up,
        down,
        vec![],
        vec![c(12, Hearts), c(13, Hearts)],
        0,
        Need::AtLeast(13),
    )
}

#[test]
fn stuck_with_every_challenge_passed_plays_any_card_or_skips() {
    let mut g = game(3, PalaceRules::default());
    let ev = stuck_position(&mut g);
    assert!(ev.contains(&E::Stuck { seat: 0 }));
    assert!(ev.contains(&E::Challenges {
        reason: Reason::Stuck,
        count: 2
    }));
    let p = g.pending().unwrap();
    assert_eq!((p.giver, p.taker), (1, 0));
    challenge(&mut g, true);
    assert_eq!(g.pending().unwrap().giver, 2, "one from each other player");
    let ev = challenge(&mut g, true);
    assert!(ev.contains(&E::MayPlayAny { seat: 0 }));
    assert!(g.candidate_moves(0).contains(&M::Skip));
    let mut skip = g.clone();
    skip.apply(0, &M::Skip).unwrap();
    assert_eq!(skip.turn(), 1);
    assert_eq!(skip.pile().len(), 2);
    // Or any card, under the king.
    g.apply(
        0,
        &M::Play {
            cards: vec![c(3, Clubs)],
        },
    )
    .unwrap();
    assert_eq!(g.pile().last(), Some(&c(3, Clubs)));
}

#[test]
fn stuck_with_one_challenge_failed_picks_up_the_pile() {
    let mut g = game(3, PalaceRules::default());
    stuck_position(&mut g);
    let ev = challenge(&mut g, false);
    // The series stops at the failure.
    assert!(
        ev.iter()
            .any(|e| matches!(e, E::PickedUp { seat: 0, cards } if cards.len() == 2))
    );
    assert_eq!(g.hand(0).len(), 4);
    assert!(g.pile().is_empty());
    assert_eq!(g.turn(), 1);
    assert_eq!(g.need(), Need::Any);
    // Everyone saw the pile: the picked-up cards are public.
    assert_eq!(g.view_for(2).known[0].len(), 2);
}

fn blind_position(rules: PalaceRules) -> Palace {
    blind_on(rules, 9)
}

fn blind_on(rules: PalaceRules, top: u8) -> Palace {
    let mut g = game(3, rules);
    g.set_position(
        three_hands(vec![], vec![c(5, Clubs)], vec![c(6, Clubs)]),
        vec![vec![], vec![c(14, Spades)], vec![c(14, Hearts)]],
        vec![
            vec![c(4, Diamonds), c(8, Diamonds)],
            vec![c(13, Spades)],
            vec![c(13, Hearts)],
        ],
        vec![],
        vec![c(top, Hearts)],
        0,
        Need::AtLeast(top),
    );
    g
}

#[test]
fn a_blind_card_under_the_pile_needs_a_challenge() {
    // Passed: played anyway.
    let mut g = blind_position(PalaceRules::default());
    assert_eq!(
        g.candidate_moves(0),
        vec![M::Blind { slot: 0 }, M::Blind { slot: 1 }]
    );
    let ev = g.apply(0, &M::Blind { slot: 0 }).unwrap();
    assert!(ev.contains(&E::Revealed {
        seat: 0,
        card: c(4, Diamonds)
    }));
    let p = g.pending().unwrap();
    assert_eq!(
        (p.giver, p.taker, p.of),
        (1, 0, 1),
        "one challenge, from the next player"
    );
    challenge(&mut g, true);
    assert_eq!(g.pile().last(), Some(&c(4, Diamonds)));
    assert_eq!(g.turn(), 1);
    // Failed: the pile and the card go to the hand.
    let mut g = blind_position(PalaceRules::default());
    g.apply(0, &M::Blind { slot: 0 }).unwrap();
    challenge(&mut g, false);
    let mut hand = g.hand(0).to_vec();
    hand.sort();
    assert_eq!(hand, vec![c(4, Diamonds), c(9, Hearts)]);
    // House rule: one from each other player.
    let mut g = blind_position(PalaceRules {
        blind_challenge: BlindChallenge::Each,
        ..PalaceRules::default()
    });
    g.apply(0, &M::Blind { slot: 0 }).unwrap();
    assert_eq!(g.pending().unwrap().of, 2);
    // A blind card that beats the pile is simply played.
    let mut g = blind_on(PalaceRules::default(), 6);
    let ev = g.apply(0, &M::Blind { slot: 1 }).unwrap();
    assert!(ev.iter().any(|e| matches!(
        e,
        E::Played {
            from: Source::FaceDown,
            ..
        }
    )));
    assert!(!matches!(
        g.pending().map(|p| &p.reason),
        Some(Reason::Blind { .. })
    ));
}

/// Seat 0 plays two 8s on a pile of two 8s: four of a kind.
fn two_eights_on_two_eights(rules: PalaceRules) -> (Palace, Vec<E>) {
    let mut g = game(3, rules);
    let (up, down) = palaces(3);
    g.set_position(
        three_hands(
            vec![c(8, Clubs), c(8, Hearts), c(3, Hearts)],
            vec![c(5, Clubs)],
            vec![c(6, Clubs)],
        ),
        up,
        down,
        vec![],
        vec![c(8, Spades), c(8, Diamonds)],
        0,
        Need::AtLeast(8),
    );
    let ev = g
        .apply(
            0,
            &M::Play {
                cards: vec![c(8, Clubs), c(8, Hearts)],
            },
        )
        .unwrap();
    (g, ev)
}

#[test]
fn four_of_a_kind_clears_the_pile_and_hands_out_four_challenges() {
    let (mut g, ev) = two_eights_on_two_eights(PalaceRules::default());
    assert!(ev.contains(&E::Cleared {
        count: 4,
        four: true
    }));
    assert_eq!(g.phase(), Phase::FourTargets { left: 4 });
    assert!(
        g.clone().apply(0, &M::Target { seat: 0 }).is_err(),
        "not oneself"
    );
    for t in [1, 1, 2, 1] {
        g.apply(0, &M::Target { seat: t }).unwrap();
    }
    let mut takers = Vec::new();
    for _ in 0..4 {
        takers.push(g.pending().unwrap().taker);
        challenge(&mut g, true);
    }
    assert_eq!(takers, vec![1, 1, 2, 1]);
    assert_eq!(g.turn(), 0, "its player plays again");
    assert_eq!(g.phase(), Phase::Play);
    // Not the extreme rule: the pile is cleared and the player plays again at once.
    let (g, ev) = two_eights_on_two_eights(PalaceRules {
        four_of_a_kind: FourPower::Clear,
        ..PalaceRules::default()
    });
    assert!(ev.contains(&E::PlaysAgain { seat: 0 }));
    assert_eq!(g.phase(), Phase::Play);
}

#[test]
fn a_moved_pairing_power_names_the_card_played_in_every_text() {
    use naipes::engine::Lang;
    use naipes::games::palace::text::event_text;
    let rules: PalaceRules = toml::from_str("seven = \"reset_with_card\"").unwrap();
    let mut g = game(3, rules);
    let (up, down) = palaces(3);
    g.set_position(
        three_hands(
            vec![c(7, Clubs), c(4, Clubs), c(6, Hearts)],
            vec![c(3, Clubs)],
            vec![c(5, Clubs)],
        ),
        up,
        down,
        vec![],
        vec![c(13, Hearts)],
        0,
        Need::AtLeast(13),
    );
    g.apply(
        0,
        &M::Play {
            cards: vec![c(7, Clubs)],
        },
    )
    .unwrap();
    assert_eq!(g.pending().unwrap().reason, Reason::Pair { rank: 7 });
    let ev = challenge(&mut g, true);
    let pair = ev
        .iter()
        .find(|e| matches!(e, E::PairNow { .. }))
        .expect("passed: pair now");
    assert_eq!(pair, &E::PairNow { seat: 0, rank: 7 });
    let names = vec!["Ana".to_string(), "Bea".into(), "Cai".into()];
    assert_eq!(
        event_text(pair, Lang::En, &names, Lang::En),
        "Ana plays another card on the 7"
    );
    assert_eq!(
        event_text(pair, Lang::Es, &names, Lang::En),
        "Ana pone otra carta sobre el 7"
    );
    // The default 2 keeps its record (no rank written) and its text.
    let two = E::PairNow { seat: 1, rank: 2 };
    let json = serde_json::to_string(&two).unwrap();
    assert_eq!(json, r#"{"pair_now":{"seat":1}}"#);
    assert_eq!(serde_json::from_str::<E>(&json).unwrap(), two);
    assert_eq!(
        serde_json::to_string(&E::PairNow { seat: 0, rank: 7 }).unwrap(),
        r#"{"pair_now":{"seat":0,"rank":7}}"#
    );
    assert_eq!(
        event_text(&two, Lang::En, &names, Lang::En),
        "Bea plays another card on the 2"
    );
}

#[test]
fn other_tables_powers_are_data() {
    let rules: PalaceRules =
        toml::from_str("seven = \"lower_than\"\nten = \"burn\"\ntwo = \"reset\"").unwrap();
    let mut g = game(3, rules);
    let (up, down) = palaces(3);
    g.set_position(
        three_hands(
            vec![c(7, Clubs), c(10, Hearts), c(3, Hearts)],
            vec![c(4, Clubs), c(9, Clubs)],
            vec![c(5, Clubs)],
        ),
        up,
        down,
        vec![],
        vec![c(6, Hearts)],
        0,
        Need::AtLeast(6),
    );
    let mut seven = g.clone();
    seven
        .apply(
            0,
            &M::Play {
                cards: vec![c(7, Clubs)],
            },
        )
        .unwrap();
    assert!(seven.pending().is_none(), "no challenge");
    assert_eq!(seven.need(), Need::AtMost(7));
    assert!(
        seven
            .clone()
            .apply(
                1,
                &M::Play {
                    cards: vec![c(9, Clubs)]
                }
            )
            .is_err()
    );
    seven
        .apply(
            1,
            &M::Play {
                cards: vec![c(4, Clubs)],
            },
        )
        .unwrap();
    // A plain burn: cleared at once, the same player again.
    let ev = g
        .apply(
            0,
            &M::Play {
                cards: vec![c(10, Hearts)],
            },
        )
        .unwrap();
    assert!(ev.contains(&E::Cleared {
        count: 2,
        four: false
    }));
    assert_eq!(g.turn(), 0);
    let plain: PalaceRules = toml::from_str("ten = \"plain\"").unwrap();
    assert_eq!(plain.power(10), Power::Plain);
    assert!(!plain.is_special(10));
}

#[test]
fn the_first_player_with_no_cards_wins() {
    let mut g = game(3, PalaceRules::default());
    g.set_position(
        three_hands(vec![], vec![c(5, Clubs)], vec![c(6, Clubs)]),
        vec![vec![], vec![c(14, Spades)], vec![c(14, Hearts)]],
        vec![
            vec![c(9, Diamonds)],
            vec![c(13, Spades)],
            vec![c(13, Hearts)],
        ],
        vec![],
        vec![c(4, Hearts)],
        0,
        Need::AtLeast(4),
    );
    let ev = g.apply(0, &M::Blind { slot: 0 }).unwrap();
    assert!(ev.contains(&E::Out { seat: 0, place: 1 }));
    assert!(ev.iter().any(|e| matches!(e, E::GameOver { .. })));
    let o = g.outcome().unwrap();
    assert_eq!(o.winners, vec![0]);
    assert_eq!(g.cards_left(0), 0);
    assert_eq!(g.to_act(), None);
}

fn seats(kinds: &[SeatKind]) -> Vec<Seat> {
    kinds
        .iter()
        .enumerate()
        .map(|(i, k)| Seat {
            name: format!("P{i}"),
            kind: *k,
        })
        .collect()
}

/// Seat 0 plays a 10: seat 1 is given the first challenge, by seat 0.
fn ten_by_seat_zero(seed: u64, seated: &[Seat]) -> Palace {
    ten_by_seat_zero_under(seed, seated, PalaceRules::default())
}

/// As [`ten_by_seat_zero`], under `rules` (at the advanced level).
fn ten_by_seat_zero_under(seed: u64, seated: &[Seat], rules: PalaceRules) -> Palace {
    // Advanced: the level with open (table-judged) challenges.
    let rules = PalaceRules {
        level: naipes::games::palace::PracticeLevel::Advanced,
        ..rules
    };
    let mut g = Palace::new(3, rules, seed).unwrap();
    g.seated(seated);
    let (up, down) = palaces(3);
    g.set_position(
        three_hands(
            vec![c(10, Clubs), c(4, Clubs)],
            vec![c(3, Hearts)],
            vec![c(5, Clubs)],
        ),
        up,
        down,
        vec![],
        vec![],
        0,
        Need::Any,
    );
    g.apply(
        0,
        &M::Play {
            cards: vec![c(10, Clubs)],
        },
    )
    .unwrap();
    g
}

/// Two people and a computer: typed answers, table votes, the review list.
#[test]
fn people_type_answers_and_vote_on_table_judged_challenges() {
    let seated = seats(&[
        SeatKind::Human,
        SeatKind::Human,
        SeatKind::Computer(Default::default()),
    ]);
    let all = Challenges::embedded(PalaceRules::default().practised);
    let (mut saw_vote, mut saw_typed) = (false, false);
    for seed in 0..60 {
        let h = ten_by_seat_zero(seed, &seated);
        assert_eq!(h.people_count(), 2);
        let p = h.pending().unwrap().clone();
        assert_eq!((p.giver, p.taker), (0, 1));
        let naipes::games::palace::Step::Choose { options } = &p.step else {
            panic!()
        };
        for (pick, id) in options.iter().enumerate() {
            let mut k = h.clone();
            k.apply(0, &M::Give { pick }).unwrap();
            let ch = all.get(id).unwrap();
            if ch.judged() == naipes::language::Judged::Table {
                // The taker types the answer (house rule open_answers, typed by
                // default), then the other person (seat 0) votes; the computer does not.
                assert_eq!(k.to_act(), Some(1));
                let ev = k
                    .apply(
                        1,
                        &M::Answer {
                            text: "  my dish  ".into(),
                        },
                    )
                    .unwrap();
                assert_eq!(
                    ev,
                    vec![E::OpenAnswer {
                        seat: 1,
                        id: id.clone(),
                        answer: "my dish".into()
                    }],
                    "nothing is judged before the vote"
                );
                assert_eq!(k.to_act(), Some(0));
                let view = k.view_for(0);
                let c = view.challenge.as_ref().unwrap();
                assert_eq!(c.answer.as_deref(), Some("my dish"), "the voter sees it");
                assert_eq!(c.voters, vec![0]);
                let ev = k.apply(0, &M::Vote { accept: false }).unwrap();
                assert!(ev.iter().any(|e| matches!(
                    e,
                    E::Judged {
                        seat: 1,
                        passed: false,
                        ..
                    }
                )));
                assert_eq!(k.missed(1).len(), 1);
                assert_eq!(k.missed(1)[0].given.as_deref(), Some("my dish"));
                saw_vote = true;
            } else {
                assert_eq!(k.to_act(), Some(1));
                assert!(
                    k.clone().apply(1, &M::Attempt { passed: true }).is_err(),
                    "people type"
                );
                assert!(
                    k.clone()
                        .apply(1, &M::Answer { text: "  ".into() })
                        .is_err()
                );
                let right = ch.examples()[0].clone();
                let mut good = k.clone();
                let ev = good.apply(1, &M::Answer { text: right }).unwrap();
                assert!(
                    ev.iter()
                        .any(|e| matches!(e, E::Answered { passed: true, .. })),
                    "{ev:?}"
                );
                let ev = k
                    .apply(
                        1,
                        &M::Answer {
                            text: "zzzqx".into(),
                        },
                    )
                    .unwrap();
                assert!(
                    ev.iter()
                        .any(|e| matches!(e, E::Answered { passed: false, .. }))
                );
                assert_eq!(k.missed(1)[0].given.as_deref(), Some("zzzqx"));
                saw_typed = true;
            }
        }
        if saw_vote && saw_typed {
            break;
        }
    }
    assert!(saw_vote && saw_typed);
}

/// An open challenge given to seat 1 (two people, a computer), by seat 0's 10.
fn open_challenge_given(rules: PalaceRules) -> Palace {
    let seated = seats(&[
        SeatKind::Human,
        SeatKind::Human,
        SeatKind::Computer(Default::default()),
    ]);
    let all = Challenges::embedded(rules.practised);
    for seed in 0..60 {
        let h = ten_by_seat_zero_under(seed, &seated, rules.clone());
        let Some(naipes::games::palace::Step::Choose { options }) =
            h.pending().map(|p| p.step.clone())
        else {
            panic!("a challenge to give")
        };
        if let Some(pick) = options
            .iter()
            .position(|id| all.get(id).unwrap().judged() == naipes::language::Judged::Table)
        {
            let mut k = h.clone();
            k.apply(0, &M::Give { pick }).unwrap();
            return k;
        }
    }
    panic!("no open challenge drawn")
}

/// House rule open_answers = "aloud" (issue 39): today's way for one room. Nothing is
/// typed: the vote comes right after the gift, the taker's typed answer is refused.
#[test]
fn open_answers_aloud_go_straight_to_the_vote() {
    let mut k = open_challenge_given(PalaceRules {
        open_answers: OpenAnswers::Aloud,
        ..PalaceRules::default()
    });
    assert_eq!(k.to_act(), Some(0), "the voter, not the taker");
    assert!(k.clone().apply(1, &M::Answer { text: "x".into() }).is_err());
    assert_eq!(k.candidate_moves(0)[0], M::Vote { accept: true });
    assert_eq!(k.view_for(0).challenge.unwrap().answer, None);
    let ev = k.apply(0, &M::Vote { accept: true }).unwrap();
    assert!(ev.iter().any(|e| matches!(
        e,
        E::Judged {
            seat: 1,
            passed: true,
            ..
        }
    )));
    assert!(!ev.iter().any(|e| matches!(e, E::OpenAnswer { .. })));
}

/// Typed open answers (the default): the first voter's vote where the taker now types
/// is what a save made before typed answers holds (the answer was said aloud then): it
/// opens the vote as it did, so old saves and records replay; anyone else is refused.
#[test]
fn a_vote_in_place_of_a_typed_open_answer_is_an_older_save_s_aloud_answer() {
    let k = open_challenge_given(PalaceRules::default());
    assert_eq!(k.to_act(), Some(1), "the taker types");
    assert!(k.clone().apply(2, &M::Vote { accept: true }).is_err());
    assert!(k.clone().apply(1, &M::Vote { accept: true }).is_err());
    let mut old = k.clone();
    let ev = old.apply(0, &M::Vote { accept: false }).unwrap();
    assert!(ev.iter().any(|e| matches!(
        e,
        E::Judged {
            seat: 1,
            passed: false,
            ..
        }
    )));
    assert_eq!(old.missed(1)[0].given, None, "nothing was typed");
}

/// A save made mid-vote on an open challenge answered aloud, before typed open answers
/// (no `open_answers` in its rules, an earlier open challenge voted on in its moves):
/// it loads, its moves replay to exactly the saved state, and the game goes on.
#[test]
fn a_save_made_mid_vote_on_an_answer_said_aloud_loads_and_replays() {
    let text = include_str!("fixtures/palace-open-aloud-mid-vote.json");
    assert!(!text.contains("open_answers") && !text.contains("open_answer"));
    let session = crate::old_saves::old_save::<Palace>(text);
    let mut g = session.game;
    let aloud_votes = session
        .history
        .iter()
        .filter(|h| matches!(h.mv, M::Vote { .. }))
        .count();
    assert!(aloud_votes >= 1, "an earlier vote in its moves");
    let p = g.pending().expect("a vote under way").clone();
    let naipes::games::palace::Step::Vote { answer, voters, .. } = &p.step else {
        panic!("mid-vote: {:?}", p.step)
    };
    assert_eq!(*answer, None, "said aloud");
    let voter = voters[0];
    // It goes on under today's rules: the taker may type the answer (then the vote)...
    assert_eq!(g.to_act(), Some(p.taker), "the taker types now");
    let mut typed = g.clone();
    let ev = typed
        .apply(
            p.taker,
            &M::Answer {
                text: "pasta".into(),
            },
        )
        .unwrap();
    assert!(matches!(ev[..], [E::OpenAnswer { .. }]), "{ev:?}");
    assert_eq!(typed.to_act(), Some(voter));
    // ...and the voter's vote, as the game had it then, still counts.
    let ev = g.apply(voter, &M::Vote { accept: true }).unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, E::Judged { passed: true, .. }))
    );
}

#[test]
fn with_one_person_only_program_checked_challenges_are_drawn() {
    let seated = seats(&[
        SeatKind::Human,
        SeatKind::Computer(Default::default()),
        SeatKind::Computer(Default::default()),
    ]);
    let all = Challenges::embedded(PalaceRules::default().practised);
    for seed in 0..40 {
        let h = ten_by_seat_zero(seed, &seated);
        let naipes::games::palace::Step::Choose { options } = &h.pending().unwrap().step else {
            panic!()
        };
        assert_eq!(options.len(), 3);
        for id in options {
            assert_eq!(
                all.get(id).unwrap().judged(),
                naipes::language::Judged::Program
            );
        }
    }
}

/// Writes the fixture of an old save (run once by hand with --ignored): a game played
/// under open_answers aloud, its rules written as before the house rule existed.
#[test]
#[ignore]
fn write_the_old_aloud_save_fixture() {
    use naipes::engine::{BotLevel, rng_from_seed};
    use naipes::games::palace::{Step, bot_for};
    use naipes::session::Session;
    use rand::Rng;
    let seated = seats(&[
        SeatKind::Human,
        SeatKind::Human,
        SeatKind::Computer(BotLevel::Normal),
    ]);
    for seed in 0..200u64 {
        let rules = PalaceRules {
            level: naipes::games::palace::PracticeLevel::Advanced,
            open_answers: OpenAnswers::Aloud,
            ..PalaceRules::default()
        };
        let mut g = Palace::new(3, rules, seed).unwrap();
        g.seated(&seated);
        let mut session = Session::new(seated.clone(), seed, g);
        let mut bot = bot_for(BotLevel::Normal);
        let mut rng = rng_from_seed(seed);
        let mut votes_done = 0;
        while session.outcome().is_none() {
            let seat = session.to_act().unwrap();
            if let Some(Step::Vote { votes, .. }) = session.game.pending().map(|p| &p.step)
                && votes.is_empty()
            {
                if votes_done >= 1 {
                    let mut body = serde_json::to_value(&session).unwrap();
                    for k in ["initial", "game"] {
                        let rules = body[k]["rules"].as_object_mut().unwrap();
                        assert!(rules.remove("open_answers").is_some());
                    }
                    let file = naipes::session::save::SaveFile {
                        format: "naipes-save".into(),
                        version: 1,
                        game: "palace".into(),
                        saved_at_unix: 1_800_000_000,
                        summary: String::new(),
                        record: None,
                        seed_chosen: true,
                        body,
                    };
                    std::fs::write(
                        "tests/fixtures/palace-open-aloud-mid-vote.json",
                        serde_json::to_string(&file).unwrap(),
                    )
                    .unwrap();
                    return;
                }
                votes_done += 1;
            }
            let legal = session.game.candidate_moves(seat);
            let mv = match legal.first() {
                Some(M::Answer { .. }) => M::Answer { text: "cat".into() },
                Some(M::Vote { .. }) => M::Vote {
                    accept: rng.random_range(0..2) == 0,
                },
                _ => bot.choose(&session.game.view_for(seat), &legal, &mut rng),
            };
            session.play(seat, mv).unwrap();
        }
    }
    panic!("no game with two aloud votes");
}

// A series of challenges taken up at once (issue 39, section 1): at a hosted table
// every giver picks on their own screen and each taker answers what was given to them,
// in any order; computers and `naipes sim` keep the series' order.

/// Four people; seat 0 is stuck under a king: seats 1, 2 and 3 each give seat 0 a
/// challenge. A seed whose draws offer each giver a program-checked challenge.
fn stuck_among_people(rules: PalaceRules) -> Palace {
    let all = Challenges::embedded(rules.practised);
    for seed in 0..200 {
        let mut g = Palace::new(4, rules.clone(), seed).unwrap();
        g.seated(&seats(&[SeatKind::Human; 4]));
        let (up, down) = palaces(4);
        g.set_position(
            vec![
                vec![c(3, Clubs), c(4, Hearts)],
                vec![c(5, Clubs)],
                vec![c(6, Clubs)],
                vec![c(8, Clubs)],
            ],
            up,
            down,
            vec![],
            vec![c(12, Hearts), c(13, Hearts)],
            0,
            Need::AtLeast(13),
        );
        let every_giver_has_one = (1..4).all(|s| {
            let options = g.view_for(s).challenge.unwrap().options;
            options
                .iter()
                .any(|id| all.get(id).unwrap().judged() == naipes::language::Judged::Program)
        });
        if every_giver_has_one {
            return g;
        }
    }
    panic!("no deal with a program-checked challenge for every giver")
}

/// The pick of a program-checked challenge among those `seat` is offered now.
fn program_pick(g: &Palace, seat: usize) -> (usize, String) {
    let all = Challenges::embedded(g.rules().practised);
    let options = g.view_for(seat).challenge.unwrap().options;
    options
        .iter()
        .enumerate()
        .find(|(_, id)| all.get(id).unwrap().judged() == naipes::language::Judged::Program)
        .map(|(i, id)| (i, id.clone()))
        .expect("a program-checked challenge")
}

fn right_answer(g: &Palace, id: &str) -> String {
    Challenges::embedded(g.rules().practised)
        .get(id)
        .unwrap()
        .examples()[0]
        .clone()
}

#[test]
fn every_giver_of_a_series_picks_at_once_in_any_order() {
    let g = stuck_among_people(PalaceRules::default());
    assert_eq!(g.to_act(), Some(1), "the series' order starts with seat 1");
    // What each giver is offered before anyone picks...
    let offered: Vec<Vec<String>> = (1..4)
        .map(|s| g.view_for(s).challenge.unwrap().options)
        .collect();
    for (k, options) in offered.iter().enumerate() {
        assert_eq!(options.len(), 3, "giver {} sees their three", k + 1);
        assert_eq!(g.view_for(k + 1).challenge.unwrap().number, k + 1);
    }
    assert!(
        g.view_for(0).challenge.unwrap().options.is_empty(),
        "the taker sees no choice"
    );
    // ...is what they are offered in the series' order, one after another.
    let mut in_order = g.clone();
    for giver in 1..4 {
        assert_eq!(in_order.to_act(), Some(giver));
        let p = in_order.pending().unwrap();
        let naipes::games::palace::Step::Choose { options } = &p.step else {
            panic!("{:?}", p.step)
        };
        assert_eq!(options, &offered[giver - 1]);
        let (pick, id) = program_pick(&in_order, giver);
        in_order.apply(giver, &M::Give { pick }).unwrap();
        let answer = right_answer(&in_order, &id);
        in_order.apply(0, &M::Answer { text: answer }).unwrap();
    }
    // Picked last to first: each giver picks without waiting, once.
    let mut h = g.clone();
    for giver in [3, 2, 1] {
        assert!(
            !h.candidate_moves(giver).is_empty(),
            "seat {giver} may pick"
        );
        let (pick, id) = program_pick(&h, giver);
        let ev = h.apply(giver, &M::Give { pick }).unwrap();
        assert_eq!(
            ev[..],
            [E::Gave {
                giver,
                taker: 0,
                id: id.clone()
            }]
        );
        assert!(h.candidate_moves(giver).is_empty(), "one pick each");
        assert_eq!(
            h.clone().apply(giver, &M::Give { pick: 0 }),
            Err(naipes::games::palace::PalaceError::NotYourTurn),
            "seat {giver} cannot pick twice"
        );
    }
    // Nobody picks for someone else: the taker has no pick to make.
    let mut fresh = g.clone();
    assert_eq!(
        fresh.apply(0, &M::Give { pick: 0 }),
        Err(naipes::games::palace::PalaceError::NotYourTurn)
    );
    fresh.apply(2, &M::Give { pick: 0 }).unwrap();
    assert!(
        fresh.clone().apply(2, &M::Give { pick: 1 }).is_err(),
        "a giver picks their own challenge only"
    );
}

#[test]
fn a_taker_answers_each_challenge_as_soon_as_it_is_given() {
    let g = stuck_among_people(PalaceRules::default());
    let mut h = g.clone();
    // Seat 3 picks first: seat 0 answers it while seats 1 and 2 still choose.
    let (pick, third) = program_pick(&h, 3);
    h.apply(3, &M::Give { pick }).unwrap();
    let view = h.view_for(0);
    let mine = view.challenge.as_ref().unwrap();
    assert_eq!((mine.number, mine.id.as_deref()), (3, Some(third.as_str())));
    let answer = right_answer(&h, &third);
    let ev = h.apply(0, &M::Answer { text: answer }).unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, E::Answered { id, passed: true, .. } if *id == third)),
        "{ev:?}"
    );
    // Then the second, then the first: the series ends when all are done.
    let (pick, second) = program_pick(&h, 2);
    h.apply(2, &M::Give { pick }).unwrap();
    let (pick, first) = program_pick(&h, 1);
    h.apply(1, &M::Give { pick }).unwrap();
    assert_eq!(h.to_act(), Some(0));
    let answer = right_answer(&h, &first);
    let ev = h.apply(0, &M::Answer { text: answer }).unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, E::Answered { id, .. } if *id == first))
    );
    assert_eq!(h.phase(), Phase::Challenge, "one still to answer");
    let answer = right_answer(&h, &second);
    let ev = h.apply(0, &M::Answer { text: answer }).unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, E::Answered { id, .. } if *id == second))
    );
    assert!(ev.contains(&E::MayPlayAny { seat: 0 }), "{ev:?}");
    assert_eq!(h.tally(0).total(), (3, 3));
    assert!(h.pending().is_none());
}

#[test]
fn a_failed_answer_ends_a_stuck_series_at_once_whichever_came_first() {
    let g = stuck_among_people(PalaceRules::default());
    let mut h = g.clone();
    let (pick, _) = program_pick(&h, 2);
    h.apply(2, &M::Give { pick }).unwrap();
    // Wrong, before seats 1 and 3 picked: the rulebook's "does not complete the
    // challenges": the pile goes to the stuck player now, nothing more is asked.
    let ev = h
        .apply(
            0,
            &M::Answer {
                text: "zzzqx".into(),
            },
        )
        .unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, E::PickedUp { seat: 0, cards } if cards.len() == 2)),
        "{ev:?}"
    );
    assert!(h.pending().is_none());
    assert_eq!(h.phase(), Phase::Play);
    assert_eq!(h.turn(), 1);
    for giver in [1, 3] {
        assert!(h.clone().apply(giver, &M::Give { pick: 0 }).is_err());
    }
    assert_eq!(h.tally(0).total(), (1, 0));
}

#[test]
fn a_tens_challenges_go_on_after_a_failure_and_its_takers_answer_at_once() {
    let all = Challenges::embedded(PalaceRules::default().practised);
    let program = |g: &Palace, seat| -> Option<usize> {
        g.view_for(seat)
            .challenge?
            .options
            .iter()
            .position(|id| all.get(id).unwrap().judged() == naipes::language::Judged::Program)
    };
    let mut found = false;
    for seed in 0..200 {
        let mut g = Palace::new(4, PalaceRules::default(), seed).unwrap();
        g.seated(&seats(&[SeatKind::Human; 4]));
        let (up, down) = palaces(4);
        g.set_position(
            vec![
                vec![c(10, Clubs), c(4, Clubs)],
                vec![c(3, Hearts)],
                vec![c(5, Clubs)],
                vec![c(6, Clubs)],
            ],
            up,
            down,
            vec![],
            vec![],
            0,
            Need::Any,
        );
        g.apply(
            0,
            &M::Play {
                cards: vec![c(10, Clubs)],
            },
        )
        .unwrap();
        // The 10's player gives all three, one after another (one person)...
        let Some(pick) = program(&g, 0) else { continue };
        g.apply(0, &M::Give { pick }).unwrap();
        assert_eq!(g.to_act(), Some(1));
        let Some(pick) = program(&g, 0) else { continue };
        assert_eq!(g.view_for(0).challenge.unwrap().number, 2);
        g.apply(0, &M::Give { pick }).unwrap();
        // ...and seat 2 answers before seat 1 does: wrong, and the series goes on.
        assert!(!g.candidate_moves(2).is_empty());
        g.apply(
            2,
            &M::Answer {
                text: "zzzqx".into(),
            },
        )
        .unwrap();
        assert_eq!(g.phase(), Phase::Challenge);
        assert!(g.pending().unwrap().failed);
        let Some(pick) = program(&g, 0) else { continue };
        g.apply(0, &M::Give { pick }).unwrap();
        for taker in [3, 1] {
            g.apply(
                taker,
                &M::Answer {
                    text: "zzzqx".into(),
                },
            )
            .unwrap();
        }
        assert!(g.pending().is_none(), "all done");
        assert!(g.pile().is_empty(), "cleared whatever the results");
        assert_eq!(g.turn(), 0, "and the 10's player plays again");
        found = true;
        break;
    }
    assert!(found);
}

/// Computers keep the series' order: a computer giver waits for its turn, and nobody
/// but the seat in turn decides in a game of computers (what `naipes sim` plays).
#[test]
fn computers_give_and_answer_in_the_series_order() {
    let mut g = Palace::new(4, PalaceRules::default(), 3).unwrap();
    g.seated(&seats(&[
        SeatKind::Human,
        SeatKind::Computer(Default::default()),
        SeatKind::Computer(Default::default()),
        SeatKind::Human,
    ]));
    let (up, down) = palaces(4);
    g.set_position(
        vec![
            vec![c(3, Clubs), c(4, Hearts)],
            vec![c(5, Clubs)],
            vec![c(6, Clubs)],
            vec![c(8, Clubs)],
        ],
        up,
        down,
        vec![],
        vec![c(12, Hearts), c(13, Hearts)],
        0,
        Need::AtLeast(13),
    );
    assert_eq!(g.to_act(), Some(1));
    assert!(g.candidate_moves(2).is_empty(), "a computer waits its turn");
    assert!(
        g.clone().apply(2, &M::Give { pick: 0 }).is_err(),
        "a computer's pick comes in turn"
    );
    assert!(!g.candidate_moves(3).is_empty(), "a person need not");
    let mut sim = Palace::new(4, PalaceRules::default(), 3).unwrap();
    let moves = sim.candidate_moves(sim.to_act().unwrap());
    assert!(!moves.is_empty());
    for seat in 0..4 {
        if Some(seat) != sim.to_act() {
            assert!(sim.candidate_moves(seat).is_empty());
        }
    }
    sim.apply(sim.to_act().unwrap(), &moves[0]).unwrap();
}

/// Five people: an open answer's vote closes as soon as its result cannot change
/// (two yes and a no of four: a last no only ties, and a tie accepts), without the last
/// voter; a voter may vote before another.
#[test]
fn a_vote_on_an_answer_closes_as_soon_as_it_is_decided() {
    let rules = PalaceRules {
        level: naipes::games::palace::PracticeLevel::Advanced,
        ..PalaceRules::default()
    };
    let all = Challenges::embedded(rules.practised);
    for seed in 0..100 {
        let mut g = Palace::new(5, rules.clone(), seed).unwrap();
        g.seated(&seats(&[SeatKind::Human; 5]));
        let (up, down) = palaces(5);
        g.set_position(
            vec![
                vec![c(7, Clubs), c(4, Clubs)],
                vec![c(3, Hearts)],
                vec![c(5, Clubs)],
                vec![c(6, Clubs)],
                vec![c(8, Clubs)],
            ],
            up,
            down,
            vec![],
            vec![],
            0,
            Need::Any,
        );
        // A 7: seat 0 gives seat 1 a challenge.
        g.apply(
            0,
            &M::Play {
                cards: vec![c(7, Clubs)],
            },
        )
        .unwrap();
        let options = g.view_for(0).challenge.unwrap().options;
        let Some(pick) = options
            .iter()
            .position(|id| all.get(id).unwrap().judged() == naipes::language::Judged::Table)
        else {
            continue;
        };
        g.apply(0, &M::Give { pick }).unwrap();
        g.apply(
            1,
            &M::Answer {
                text: "pasta".into(),
            },
        )
        .unwrap();
        assert_eq!(g.to_act(), Some(2), "voters 2, 3, 4, 0 in seat order");
        // Seat 4 votes first (votes are secret until counted), no; then 2 and 3 yes:
        // two yes and a no of four, and a last no would tie it (a tie accepts).
        let mut h = g.clone();
        h.apply(4, &M::Vote { accept: false }).unwrap();
        assert_eq!(h.to_act(), Some(2));
        assert!(
            h.clone().apply(4, &M::Vote { accept: true }).is_err(),
            "once"
        );
        let ev = h.apply(2, &M::Vote { accept: true }).unwrap();
        assert!(!ev.iter().any(|e| matches!(e, E::Judged { .. })), "{ev:?}");
        let ev = h.apply(3, &M::Vote { accept: true }).unwrap();
        assert!(
            ev.iter().any(|e| matches!(
                e,
                E::VoteClosed { seat: 1, unasked, .. } if *unasked == vec![0]
            )),
            "{ev:?}"
        );
        assert!(ev.iter().any(|e| matches!(
            e,
            E::Judged {
                seat: 1,
                passed: true,
                ..
            }
        )));
        assert!(h.pending().is_none(), "seat 0 is not asked");
        let text = Palace::event_text(
            ev.iter()
                .find(|e| matches!(e, E::VoteClosed { .. }))
                .unwrap(),
            naipes::engine::Lang::En,
            &[
                "Ana".into(),
                "Bob".into(),
                "Cy".into(),
                "Dee".into(),
                "Eva".into(),
            ],
        );
        assert_eq!(text, "The vote on Bob's answer is decided without Ana");
        // One yes and one no of four are not decided.
        let mut open = g.clone();
        open.apply(2, &M::Vote { accept: true }).unwrap();
        let ev = open.apply(3, &M::Vote { accept: false }).unwrap();
        assert!(!ev.iter().any(|e| matches!(e, E::Judged { .. })), "{ev:?}");
        return;
    }
    panic!("no open challenge drawn");
}
