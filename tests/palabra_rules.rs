//! The Palabra rulebook and rulings, one test per rule.

use naipes::engine::{Lang, Rules};
use naipes::games::palabra::{
    Entry, Palabra, PalabraError, PalabraEvent, PalabraMove, PalabraRules, Phase, PlayKind, Setup,
    SetupWord, ShaveRule, WordCheck, exchange_from_text, flush_from_text, preview_in,
    shave_from_text, straight_from_text, vowels_from_text, word_from_text,
};

fn setup(rules: PalabraRules, hands: &[&str], table: &[(usize, &str)]) -> Setup {
    Setup {
        rules,
        hands: hands.iter().map(|s| s.to_string()).collect(),
        table: table
            .iter()
            .map(|(owner, cards)| SetupWord {
                owner: *owner,
                cards: cards.to_string(),
                kind: PlayKind::Word,
                scored: None,
            })
            .collect(),
        seed: 7,
        ..Setup::default()
    }
}

fn game(hands: &[&str], table: &[(usize, &str)]) -> Palabra {
    Palabra::from_setup(&setup(PalabraRules::default(), hands, table)).expect("setup")
}

fn json(g: &Palabra) -> String {
    serde_json::to_string(g).expect("json")
}

/// Applies a move that must be refused, checks nothing changed, returns the error.
fn refused(g: &mut Palabra, seat: usize, mv: &PalabraMove) -> PalabraError {
    let before = json(g);
    let e = g.apply(seat, mv).expect_err("the move must be refused");
    assert_eq!(json(g), before, "a refused move changes nothing");
    e
}

fn word(g: &Palabra, seat: usize, text: &str, build_on: Option<usize>) -> PalabraMove {
    word_from_text(&g.view_for(seat), text, build_on).expect("word")
}

fn play(g: &mut Palabra, seat: usize, mv: &PalabraMove) -> Vec<PalabraEvent> {
    g.apply(seat, mv).expect("move accepted")
}

fn skip_pre(g: &mut Palabra, seat: usize) {
    if g.phase() == Phase::PrePlay {
        play(g, seat, &PalabraMove::SkipPrePlay);
    }
}

fn prev(g: &Palabra, seat: usize, mv: &PalabraMove) -> String {
    preview_in(&g.view_for(seat), mv, Lang::En).expect("preview")
}

const PALABRA: &str = "Pb*** A L A Bg*** R A";

#[test]
fn rulebook_example_palabra_shave_and_joker() {
    let mut g = game(&[PALABRA, "P R E T S O N", "# E E E S T N"], &[]);
    let mv = word(&g, 0, "palabra", None);
    assert_eq!(
        prev(&g, 0, &mv),
        "PALABRA: 12 x3 x3 = 108, +70 all seven cards = 178"
    );
    play(&mut g, 0, &mv);
    assert_eq!(g.totals(), vec![178, 0, 0]);
    assert_eq!(g.phase(), Phase::PrePlay);
    let shave = shave_from_text(&g.view_for(1), 0, "PR").expect("shave");
    assert_eq!(
        prev(&g, 1, &shave),
        "Shave PALABRA: 27 points move to you (P 18, R 9)."
    );
    play(&mut g, 1, &shave);
    assert_eq!(g.totals(), vec![151, 27, 0]);
    play(&mut g, 1, &PalabraMove::Pass);
    assert_eq!(g.word_of(0).map(|w| w.value()), Some(151));
    let joker = PalabraMove::Joker { targets: vec![0] };
    assert_eq!(prev(&g, 2, &joker), "Joker: removes PALABRA (-151).");
    play(&mut g, 2, &joker);
    assert_eq!(g.totals(), vec![0, 27, 0]);
    // A jokered word is worth nothing: no second joker, no shave.
    assert_eq!(g.word_of(0).map(|w| w.value()), Some(0));
    let sums: Vec<i32> = g
        .ledger()
        .iter()
        .map(|l| l.iter().map(|e| e.points).sum())
        .collect();
    assert_eq!(sums, g.totals());
}

#[test]
fn each_letter_is_shaved_once_and_only_the_previous_play() {
    // PAL (seat 2) is the immediately previous play; BOA (seat 0) was laid before.
    let mut g = Palabra::from_setup(&Setup {
        turn: 1,
        last_play: Some(2),
        ..setup(
            PalabraRules::default(),
            &["A L E", "A A P", "E E E"],
            &[(2, "Pb A L"), (0, "B O A")],
        )
    })
    .unwrap();
    let first = g.hand(1)[0].id;
    let e = refused(
        &mut g,
        1,
        &PalabraMove::Shave {
            target: 0,
            cards: vec![first],
        },
    );
    assert_eq!(e, PalabraError::CannotShave(0));
    let v = g.view_for(1);
    let e = shave_from_text(&v, 2, "AA").expect_err("PAL has one A");
    assert_eq!(e, PalabraError::NoMatchingLetter('A'));
    let mv = shave_from_text(&v, 2, "AP").expect("shave");
    play(&mut g, 1, &mv);
    // The only blue P has 3 stars: PAL is worth x3, so A and P move (1 + 2) x 3.
    assert_eq!(g.totals(), vec![0, 9, -9]);
}

#[test]
fn color_lock_doubles_and_two_color_pair_quadruples() {
    let mut g = game(&["Br Ar Rr", "Jrb + E E"], &[]);
    let mv = word(&g, 0, "BAR", None);
    assert_eq!(prev(&g, 0, &mv), "BAR: 6 x2 red lock = 12");
    play(&mut g, 0, &mv);
    assert_eq!(g.totals()[0], 12);
    skip_pre(&mut g, 1);
    let mv = word(&g, 1, "J+O", None);
    assert_eq!(prev(&g, 1, &mv), "JO: 9 x4 red+blue lock = 36");
    assert_eq!(
        word_from_text(&g.view_for(1), "JOB", None).unwrap_err(),
        PalabraError::MissingLetter('B')
    );
    assert_eq!(
        word_from_text(&g.view_for(1), "*JOE", None).unwrap_err(),
        PalabraError::NoWildCard
    );
}

#[test]
fn builds_keep_the_lock_and_score_only_own_stars() {
    let table = [(1, "Hr** Ar Mr***")];
    let mut g = game(&["Sr Sb E", "E E E"], &table);
    let v = g.view_for(0);
    assert_eq!(v.word_of(1).map(|w| w.scored), Some(8 * 2 * 3 * 2));
    let e = refused(
        &mut g,
        0,
        &PalabraMove::Word {
            before: vec![],
            after: vec![(v.hand.iter().find(|c| c.colors.0 == 2).unwrap().id, 'S')],
            build_on: Some(1),
        },
    );
    assert_eq!(e, PalabraError::LockLost(naipes::games::palabra::Colors(1)));
    assert_eq!(
        e.to_string(),
        "A built word must keep its color lock (red)."
    );
    let mv = word(&g, 0, "HAMS", Some(1));
    assert_eq!(prev(&g, 0, &mv), "HAMS: 9 x2 red lock = 18");
    play(&mut g, 0, &mv);
    assert_eq!(g.totals(), vec![18, 0]);
    assert!(
        g.word_of(1).is_none(),
        "the built word moved to the builder"
    );
    assert_eq!(g.word_of(0).map(|w| w.word()), Some("HAMS".to_string()));
    let e = word_from_text(&g.view_for(0), "SHAM", Some(1)).unwrap_err();
    assert_eq!(e, PalabraError::NoSuchWord(1));
}

#[test]
fn build_text_must_contain_the_table_word() {
    let g = game(&["S E", "E E E"], &[(1, "C A T")]);
    let e = word_from_text(&g.view_for(0), "CAST", Some(1)).unwrap_err();
    assert!(matches!(e, PalabraError::TableWordMissing { .. }));
    let mv = word_from_text(&g.view_for(0), "SCAT", Some(1)).unwrap();
    assert!(
        matches!(mv, PalabraMove::Word { ref before, ref after, build_on: Some(1) } if before.len() == 1 && after.is_empty())
    );
}

#[test]
fn straights_wrap_from_z_to_a() {
    let mut g = game(&["Xrb Yr Zrb Ab B", "E E E"], &[]);
    let mv = straight_from_text(&g.view_for(0), "XYZAB", None).expect("straight");
    assert_eq!(prev(&g, 0, &mv), "XYZAB: 27");
    assert_eq!(
        straight_from_text(&g.view_for(0), "XZA", None).unwrap_err(),
        PalabraError::NotAStraight("XZA".into())
    );
    play(&mut g, 0, &mv);
    assert_eq!(g.totals()[0], 27);
}

#[test]
fn flush_scores_face_values_only_and_cannot_be_shaved() {
    let mut g = game(&["Cy** Dy*** Ly*** Ey Sy**", "C D L E S"], &[]);
    let mv = flush_from_text(&g.view_for(0), "CDLES").expect("flush");
    assert_eq!(prev(&g, 0, &mv), "CDLES: 9");
    play(&mut g, 0, &mv);
    assert_eq!(g.totals()[0], 9);
    let v = g.view_for(1);
    assert!(v.shave_targets.is_empty());
    assert_eq!(
        shave_from_text(&v, 0, "C").unwrap_err(),
        PalabraError::FlushTarget
    );
    assert_eq!(
        word_from_text(&v, "CDLESS", Some(0)).unwrap_err(),
        PalabraError::FlushTarget
    );
    assert_eq!(v.phase, Phase::Play, "no pre-play possible: skipped");
}

#[test]
fn vowel_plays_score_20_and_40_and_go_back() {
    for (hand, text, points) in [
        ("A E I O U Y B", "AEIOUY", 20),
        ("A E I O U Y +", "AEIOUY+", 40),
    ] {
        let mut g = game(&[hand, "B C D"], &[]);
        let draw = g.draw_count();
        let mv = vowels_from_text(&g.view_for(0), text).expect("vowels");
        let ev = play(&mut g, 0, &mv);
        assert!(
            ev.iter()
                .any(|e| matches!(e, PalabraEvent::VowelPlay { points: p, .. } if *p == points))
        );
        assert_eq!(g.totals()[0], points);
        assert_eq!(g.hand(0).len(), 7);
        assert_eq!(
            g.draw_count(),
            draw,
            "shown vowels went back, replacements drawn"
        );
        assert_eq!(g.all_card_ids(), (0..122).collect::<Vec<_>>());
        assert_eq!(g.turn(), 1, "a vowel play ends the turn");
    }
    let g = game(&["A E I O U B", "B"], &[]);
    assert_eq!(
        vowels_from_text(&g.view_for(0), "AEIOU").unwrap_err(),
        PalabraError::TooFewVowels(5)
    );
}

#[test]
fn exchange_needs_ten_cards_in_the_draw_pile() {
    for (pile, ok) in [(9, false), (10, true)] {
        let mut g = Palabra::from_setup(&Setup {
            draw: Some(pile),
            ..setup(PalabraRules::default(), &["Q Z X J K V W", "E"], &[])
        })
        .unwrap();
        let mv = PalabraMove::Exchange {
            cards: g.hand(0).iter().map(|c| c.id).take(3).collect(),
        };
        if ok {
            let hand: Vec<usize> = g.hand(0).iter().map(|c| c.id).collect();
            play(&mut g, 0, &mv);
            assert_eq!(g.hand(0).len(), 7);
            assert_ne!(g.hand(0).iter().map(|c| c.id).collect::<Vec<_>>(), hand);
            assert_eq!(g.draw_count(), 10);
        } else {
            assert_eq!(refused(&mut g, 0, &mv), PalabraError::ExchangeNeedsTen(9));
            assert!(exchange_from_text(&g.view_for(0), "QZX").is_err());
        }
    }
}

#[test]
fn one_letter_words_are_a_and_o_only() {
    let g = game(&["A O I", "E"], &[]);
    let v = g.view_for(0);
    assert!(word_from_text(&v, "A", None).is_ok());
    assert!(word_from_text(&v, "O", None).is_ok());
    assert_eq!(
        word_from_text(&v, "I", None).unwrap_err(),
        PalabraError::OneLetterWord("I".into())
    );
}

#[test]
fn strict_mode_refuses_before_playing() {
    let mut g = game(&["B Z Q", "E"], &[]);
    let e = word_from_text(&g.view_for(0), "BZQ", None).unwrap_err();
    assert_eq!(e.to_string(), "BZQ is not in the dictionary.");
    let ids: Vec<(usize, char)> = g
        .hand(0)
        .iter()
        .map(|c| (c.id, c.letter().unwrap()))
        .collect();
    let mv = PalabraMove::Word {
        before: vec![],
        after: vec![ids[0], ids[2], ids[1]],
        build_on: None,
    };
    assert!(matches!(refused(&mut g, 0, &mv), PalabraError::NotAWord(_)));
    assert_eq!(g.to_act(), Some(0), "the player keeps the decision");
    assert_eq!(
        word_from_text(&g.view_for(0), "BRR", None)
            .unwrap_err()
            .to_string(),
        "You have no R."
    );
}

fn end_game(rules: PalabraRules, other: &str) -> Palabra {
    let mut g = Palabra::from_setup(&Setup {
        draw: Some(0),
        ..setup(rules, &["C A T", other], &[])
    })
    .unwrap();
    let mv = word(&g, 0, "CAT", None);
    play(&mut g, 0, &mv);
    g
}

#[test]
fn last_play_doubled_or_tripled_and_penalty_with_stars() {
    let g = end_game(PalabraRules::default(), "Krb*** E");
    assert_eq!(g.phase(), Phase::GameOver);
    assert_eq!(g.totals(), vec![10, -21]);
    let g = end_game(
        PalabraRules {
            final_multiplier: 3,
            ..PalabraRules::default()
        },
        "Krb*** E",
    );
    assert_eq!(g.totals(), vec![15, -21]);
    // Penalty without / with the color lock.
    assert_eq!(end_game(PalabraRules::default(), "Br Ar").totals()[1], -5);
    let lock = PalabraRules {
        penalty_color_lock: true,
        ..PalabraRules::default()
    };
    assert_eq!(end_game(lock, "Br Ar").totals()[1], -10);
}

#[test]
fn everyone_passing_with_an_empty_pile_ends_the_game() {
    let mut g = Palabra::from_setup(&Setup {
        draw: Some(0),
        ..setup(PalabraRules::default(), &["Q", "Z"], &[])
    })
    .unwrap();
    play(&mut g, 0, &PalabraMove::Pass);
    assert_eq!(g.phase(), Phase::Play);
    play(&mut g, 1, &PalabraMove::Pass);
    assert_eq!(g.phase(), Phase::GameOver);
    assert_eq!(g.totals(), vec![-10, -10]);
}

#[test]
fn shave_anyone_and_last_and_next() {
    let hands = ["E", "T", "A", "S"];
    let table = [(1, "C A T"), (2, "D O G"), (3, "B E D")];
    for (rule, targets) in [
        (ShaveRule::Previous, vec![3]),
        (ShaveRule::Anyone, vec![1, 2, 3]),
        (ShaveRule::LastAndNext, vec![1, 3]),
    ] {
        let rules = PalabraRules {
            shave: rule,
            ..PalabraRules::default()
        };
        let mut s = setup(rules, &hands, &table);
        s.last_play = Some(3);
        let g = Palabra::from_setup(&s).unwrap();
        assert_eq!(g.view_for(0).shave_targets, targets, "{rule:?}");
    }
}

#[test]
fn eliminate_high_score_has_no_jokers_and_drops_the_best_word() {
    let rules = PalabraRules {
        eliminate_high_score: true,
        ..PalabraRules::default()
    };
    let g = Palabra::new(3, rules.clone(), 1).unwrap();
    assert_eq!(g.deck_size(), 120);
    let g = end_game(rules, "E");
    // CAT 5 + final 5, then the best word (5) is dropped.
    assert_eq!(g.totals()[0], 5);
    assert!(
        g.ledger()[0]
            .iter()
            .any(|e| matches!(e.entry, Entry::BestWordDropped { .. }))
    );
}

#[test]
fn impatient_timer_time_out_is_a_pass() {
    let mut g = game(&["C A T", "E"], &[]);
    assert_eq!(
        refused(&mut g, 0, &PalabraMove::TimeOut),
        PalabraError::TimerOff
    );
    let rules = PalabraRules {
        impatient_timer_seconds: 60,
        ..PalabraRules::default()
    };
    let mut g = Palabra::from_setup(&setup(rules, &["C A T", "E"], &[])).unwrap();
    let ev = play(&mut g, 0, &PalabraMove::TimeOut);
    assert!(ev.contains(&PalabraEvent::Passed {
        seat: 0,
        timed_out: true
    }));
    assert_eq!(g.turn(), 1);
}

#[test]
fn two_decks_for_seven_to_twelve() {
    assert_eq!(
        Palabra::new(7, PalabraRules::default(), 1).unwrap_err(),
        PalabraError::PlayerCount(7)
    );
    let rules = PalabraRules {
        two_decks: true,
        ..PalabraRules::default()
    };
    let g = Palabra::new(12, rules, 1).unwrap();
    assert_eq!(g.deck_size(), 244);
    assert_eq!(g.all_card_ids(), (0..244).collect::<Vec<_>>());
}

#[test]
fn the_cut_closest_to_z_starts() {
    for seed in 0..20 {
        let g = Palabra::new(4, PalabraRules::default(), seed).unwrap();
        let first = g.first_player();
        let best = g
            .cuts()
            .iter()
            .filter_map(|(_, c)| c.letter())
            .max()
            .unwrap();
        let last_cut_of_first = g.cuts().iter().rev().find(|(s, _)| *s == first).unwrap();
        assert_eq!(last_cut_of_first.1.letter(), Some(best));
        assert_eq!(g.to_act(), Some(first));
        assert!(matches!(g.opening_events()[0], PalabraEvent::Cut { .. }));
    }
}

fn mode(check: WordCheck) -> PalabraRules {
    PalabraRules {
        word_check: check,
        ..PalabraRules::default()
    }
}

#[test]
fn challenge_mode_wrong_word_is_withdrawn_and_the_turn_ends() {
    let mut g = Palabra::from_setup(&setup(
        mode(WordCheck::Challenge),
        &["B Z Q", "E", "A"],
        &[],
    ))
    .unwrap();
    let mv = word(&g, 0, "BZQ", None);
    play(&mut g, 0, &mv);
    assert_eq!(g.phase(), Phase::Challenge);
    assert_eq!(g.to_act(), Some(1));
    play(&mut g, 1, &PalabraMove::Accept);
    let ev = play(&mut g, 2, &PalabraMove::Challenge);
    assert!(
        ev.iter()
            .any(|e| matches!(e, PalabraEvent::ChallengeWon { challenger: 2, .. }))
    );
    assert_eq!(g.totals(), vec![0, 0, 0]);
    assert!(g.word_of(0).is_none());
    assert_eq!(g.hand(0).len(), 3, "the cards went back to the hand");
    assert_eq!(g.turn(), 1);
}

#[test]
fn challenge_mode_failed_challenge_costs_the_next_turn() {
    let mut g = Palabra::from_setup(&setup(
        mode(WordCheck::Challenge),
        &["C A T", "E", "A"],
        &[],
    ))
    .unwrap();
    let mv = word(&g, 0, "CAT", None);
    play(&mut g, 0, &mv);
    let ev = play(&mut g, 1, &PalabraMove::Challenge);
    assert!(
        ev.iter()
            .any(|e| matches!(e, PalabraEvent::ChallengeFailed { challenger: 1, .. }))
    );
    assert!(
        ev.iter()
            .any(|e| matches!(e, PalabraEvent::TurnForfeited { seat: 1 }))
    );
    assert_eq!(g.totals()[0], 5);
    assert_eq!(g.turn(), 2, "seat 1 lost its turn");
}

#[test]
fn vote_mode_majority_rejects_and_the_player_plays_again() {
    let rules = mode(WordCheck::Vote);
    let mut g =
        Palabra::from_setup(&setup(rules.clone(), &["C A T S", "E", "A", "O"], &[])).unwrap();
    let mv = word(&g, 0, "TACS", None);
    play(&mut g, 0, &mv);
    assert_eq!(g.phase(), Phase::Vote);
    play(&mut g, 1, &PalabraMove::Vote { accept: false });
    play(&mut g, 2, &PalabraMove::Vote { accept: true });
    let ev = play(&mut g, 3, &PalabraMove::Vote { accept: false });
    assert!(ev.iter().any(|e| matches!(
        e,
        PalabraEvent::VoteResult {
            accepted: false,
            ..
        }
    )));
    assert_eq!((g.phase(), g.to_act()), (Phase::Play, Some(0)));
    assert_eq!(g.totals()[0], 0);
    assert_eq!(
        refused(&mut g, 0, &mv),
        PalabraError::AlreadyRejected("TACS".into())
    );
    let mv = word(&g, 0, "CATS", None);
    play(&mut g, 0, &mv);
    // A tie accepts (3 players: one no, one yes).
    let mut g = Palabra::from_setup(&setup(rules, &["C A T S", "E", "A"], &[])).unwrap();
    let mv = word(&g, 0, "SCAT", None);
    play(&mut g, 0, &mv);
    play(&mut g, 1, &PalabraMove::Vote { accept: false });
    play(&mut g, 2, &PalabraMove::Vote { accept: true });
    assert_eq!(g.totals()[0], 6);
}

/// A vote closes as soon as the votes still to come cannot change it (a tie accepts),
/// and a seat not asked yet may vote first (the one asked may be away).
#[test]
fn a_vote_closes_once_the_rest_cannot_change_it() {
    let rules = mode(WordCheck::Vote);
    let hands = ["C A T S", "E", "A", "O", "I"];
    // Five seats, four voters: one yes and one no leave it open.
    let mut g = Palabra::from_setup(&setup(rules.clone(), &hands, &[])).unwrap();
    let mv = word(&g, 0, "SCAT", None);
    play(&mut g, 0, &mv);
    play(&mut g, 1, &PalabraMove::Vote { accept: true });
    let ev = play(&mut g, 2, &PalabraMove::Vote { accept: false });
    assert_eq!(
        ev,
        [PalabraEvent::Voted {
            seat: 2,
            accept: false
        }]
    );
    assert_eq!((g.phase(), g.to_act()), (Phase::Vote, Some(3)));
    // A second yes: two to one with one to come settles it; seat 4 is not asked.
    let ev = play(&mut g, 3, &PalabraMove::Vote { accept: true });
    assert_eq!(
        ev[..3],
        [
            PalabraEvent::Voted {
                seat: 3,
                accept: true
            },
            PalabraEvent::VoteClosed {
                player: 0,
                word: "SCAT".into(),
                unasked: vec![4]
            },
            PalabraEvent::VoteResult {
                player: 0,
                word: "SCAT".into(),
                yes: 2,
                no: 1,
                accepted: true
            },
        ]
    );
    assert_eq!(g.totals()[0], 6, "the word stands");
    assert_ne!(g.phase(), Phase::Vote);
    assert!(
        g.clone()
            .apply(4, &PalabraMove::Vote { accept: false })
            .is_err()
    );
    // Seat 1 (asked first) is away: seats 3 and 4 vote no out of turn, seat 2 too:
    // three no of four, refused without seat 1.
    let mut g = Palabra::from_setup(&setup(rules, &hands, &[])).unwrap();
    let mv = word(&g, 0, "TACS", None);
    play(&mut g, 0, &mv);
    play(&mut g, 3, &PalabraMove::Vote { accept: false });
    assert_eq!(g.to_act(), Some(1), "seat 1 is still the one asked");
    assert!(
        g.clone()
            .apply(3, &PalabraMove::Vote { accept: true })
            .is_err(),
        "one vote each"
    );
    assert!(
        g.clone().apply(2, &PalabraMove::Accept).is_err(),
        "only a vote comes out of turn"
    );
    play(&mut g, 4, &PalabraMove::Vote { accept: false });
    assert_eq!(g.phase(), Phase::Vote, "two no of four: two yes would tie");
    let ev = play(&mut g, 2, &PalabraMove::Vote { accept: false });
    assert!(ev.contains(&PalabraEvent::VoteClosed {
        player: 0,
        word: "TACS".into(),
        unasked: vec![1]
    }));
    assert!(ev.iter().any(|e| matches!(
        e,
        PalabraEvent::VoteResult {
            yes: 0,
            no: 3,
            accepted: false,
            ..
        }
    )));
    assert_eq!((g.phase(), g.to_act()), (Phase::Play, Some(0)));
}

#[test]
fn simultaneous_play_reveals_a_round_together() {
    let rules = PalabraRules {
        simultaneous_play: true,
        ..PalabraRules::default()
    };
    let mut g = Palabra::from_setup(&setup(rules, &["C A T", "D O G", "B E D"], &[])).unwrap();
    let m0 = word(&g, 0, "CAT", None);
    assert!(play(&mut g, 0, &m0).contains(&PalabraEvent::Decided { seat: 0 }));
    assert_eq!(
        g.totals(),
        vec![0, 0, 0],
        "nothing is scored before the reveal"
    );
    assert!(g.word_of(0).is_none());
    // How many cards the hidden play uses is not for the others to see before the reveal.
    let before = g.view_for(1).hand_counts[0];
    assert_eq!(before, g.view_for(2).hand_counts[0]);
    assert_eq!(
        before,
        g.view_for(0).hand.len() + 3,
        "another seat's count includes the 3 hidden cards"
    );
    let m1 = word(&g, 1, "DOG", None);
    play(&mut g, 1, &m1);
    let m2 = word(&g, 2, "BED", None);
    let ev = play(&mut g, 2, &m2);
    assert!(
        ev.iter()
            .any(|e| matches!(e, PalabraEvent::Revealed { round: 1 }))
    );
    // BED is all yellow with the 3-star D: 7 x3 x2.
    assert_eq!(g.totals(), vec![5, 8, 42]);
    assert_eq!(g.all_card_ids(), (0..122).collect::<Vec<_>>());
    assert_eq!(g.to_act(), Some(0), "a new round starts");
}

#[test]
fn refused_moves_change_nothing_and_wrong_seat() {
    let mut g = game(&["C A T", "E"], &[]);
    assert_eq!(
        refused(&mut g, 1, &PalabraMove::Pass),
        PalabraError::NotYourTurn
    );
    assert_eq!(
        refused(&mut g, 0, &PalabraMove::Accept),
        PalabraError::WrongPhase
    );
    assert_eq!(
        refused(
            &mut g,
            0,
            &PalabraMove::Word {
                before: vec![],
                after: vec![(999, 'A')],
                build_on: None
            }
        ),
        PalabraError::NotInHand(999)
    );
    assert_eq!(
        refused(&mut g, 0, &PalabraMove::Joker { targets: vec![1] }),
        PalabraError::WrongPhase
    );
}

#[test]
fn the_everyday_word_list_refuses_rare_words_the_full_list_takes() {
    let everyday = PalabraRules {
        dictionary: naipes::lexicon::WordList::Everyday,
        ..PalabraRules::default()
    };
    let mut g = Palabra::from_setup(&setup(everyday, &["Q I C A T", "E"], &[])).unwrap();
    let e = word_from_text(&g.view_for(0), "QI", None).unwrap_err();
    assert_eq!(e.to_string(), "QI is not in the dictionary.");
    let cat = word(&g, 0, "CAT", None);
    play(&mut g, 0, &cat);
    let full = game(&["Q I C A T", "E"], &[]);
    assert!(word_from_text(&full.view_for(0), "QI", None).is_ok());
}

/// In challenge mode Palabra wrote an accept as `false` ("no challenge"): it still does,
/// or the challenge-mode save would not replay to what it holds.
#[test]
fn a_save_made_mid_poll_before_the_judging_engine_loads_and_the_poll_goes_on() {
    for (text, vote) in [
        (
            include_str!("fixtures/palabra-challenge-mid-poll.json"),
            false,
        ),
        (include_str!("fixtures/palabra-vote-mid-poll.json"), true),
    ] {
        let mut g = crate::old_saves::old_save::<Palabra>(text).game;
        let p = g.view_for(0).pending.expect("a word waits");
        assert_eq!((p.seat, p.word.as_str()), (0, "BERKS"));
        assert!(matches!(p.game.mv, PalabraMove::Word { .. }));
        assert_eq!(p.answers, vec![(1, vote)]);
        assert_eq!(g.phase(), if vote { Phase::Vote } else { Phase::Challenge });
        let yes = if vote {
            PalabraMove::Vote { accept: true }
        } else {
            PalabraMove::Accept
        };
        // A vote's second yes of three would settle it at once: seat 3 votes no (an
        // accept is written false too).
        let middle = if vote {
            PalabraMove::Vote { accept: false }
        } else {
            PalabraMove::Accept
        };
        assert_eq!(g.to_act(), Some(2));
        g.apply(2, &middle).expect("seat 3 answers");
        assert_eq!(
            g.view_for(0).pending.map(|p| p.answers),
            Some(vec![(1, vote), (2, false)])
        );
        assert_eq!(g.to_act(), Some(3));
        let ev = g.apply(3, &yes).expect("seat 4 answers");
        assert!(
            ev.iter()
                .any(|e| matches!(e, PalabraEvent::Played { word, .. } if word == "BERKS")),
            "{ev:?}"
        );
        assert!(g.view_for(0).pending.is_none());
    }
}

/// Plain typed letters use letter cards; when a vowel or wild card in place of one would
/// score more (here a red lock), the preview's helper says how to type it (found by a
/// tester: MIZES 96 where MIZ+ES made 180).
#[test]
fn a_special_card_that_scores_more_is_suggested() {
    use naipes::games::palabra::better_with_special;
    let g = game(&["Br Ar Rr Eb +", "E E E"], &[]);
    let v = g.view_for(0);
    let plain = prev(&g, 0, &word(&g, 0, "BARE", None));
    let marked = prev(&g, 0, &word(&g, 0, "BAR+E", None));
    assert!(!plain.contains("lock"), "{plain}");
    assert!(marked.contains("red lock"), "{marked}");
    let (typed, score) = better_with_special(&v, "bare", None).expect("a better form");
    assert_eq!(typed, "BAR+E");
    assert!(
        marked.ends_with(&format!("= {score}")),
        "{marked} / {score}"
    );
    // Typed with the card already, or with no special card in hand: nothing to suggest.
    assert_eq!(better_with_special(&v, "BAR+E", None), None);
    let g = game(&["Br Ar Rr Eb", "E E E"], &[]);
    assert_eq!(better_with_special(&g.view_for(0), "BARE", None), None);
}

/// A hint tells a build as a build in every word-check mode (challenge and vote modes
/// first tell only "lays W"), and an exchange names its cards (found by a tester).
#[test]
fn hints_name_the_word_built_on_and_the_cards_exchanged() {
    use naipes::games::TableGame;
    let names: Vec<String> = ["Ana", "Bob"].map(String::from).to_vec();
    for check in [WordCheck::Strict, WordCheck::Challenge, WordCheck::Vote] {
        let rules = PalabraRules {
            word_check: check,
            ..PalabraRules::default()
        };
        let g = Palabra::from_setup(&setup(rules, &["S E", "E E E"], &[(1, "C A T")])).unwrap();
        let mv = word(&g, 0, "SCAT", Some(1));
        let hint = g.hint_text(0, &mv, Lang::En, &names);
        assert!(
            hint.starts_with("Ana builds SCAT on Bob's CAT."),
            "{check:?}: {hint}"
        );
    }
    let g = Palabra::from_setup(&Setup {
        draw: Some(20),
        ..setup(PalabraRules::default(), &["Q Z X J K V W", "E"], &[])
    })
    .unwrap();
    let mv = PalabraMove::Exchange {
        cards: g.hand(0).iter().map(|c| c.id).take(3).collect(),
    };
    let faces: String = g
        .hand(0)
        .iter()
        .take(3)
        .map(|c| match c.kind {
            naipes::games::palabra::CardKind::Letter(l) => l,
            _ => '?',
        })
        .collect();
    let hint = g.hint_text(0, &mv, Lang::En, &names);
    assert!(
        hint.starts_with(&format!("Ana exchanges 3 cards: {faces} ")),
        "{hint}"
    );
}

/// A vowel play's hint names the cards as they are typed, `*` a wild card and `+` a
/// vowel card: it read "WILD", which cannot be typed (found by a tester). What it says
/// to type plays the very move.
#[test]
fn a_vowel_play_hint_says_what_to_type() {
    use naipes::games::TableGame;
    let names: Vec<String> = ["Ana", "Bob"].map(String::from).to_vec();
    let g = game(&["A E I O ? + B", "B C D"], &[]);
    let mv = PalabraMove::Vowels {
        cards: g
            .hand(0)
            .iter()
            .filter(|c| c.letter() != Some('B'))
            .map(|c| c.id)
            .collect(),
    };
    let hint = g.hint_text(0, &mv, Lang::En, &names);
    assert_eq!(
        hint,
        "Ana shows 6 vowels for 20: AEIO*+ (4, then type them)."
    );
    let es = g.hint_text(0, &mv, Lang::Es, &names);
    assert!(es.contains("AEIO*+ (4, y escríbelas)"), "{es}");
    let sorted = |mv: PalabraMove| match mv {
        PalabraMove::Vowels { mut cards } => {
            cards.sort();
            cards
        }
        other => panic!("{other:?}"),
    };
    let typed = vowels_from_text(&g.view_for(0), "AEIO*+").expect("the hint's cards");
    assert_eq!(sorted(typed), sorted(mv));
}
