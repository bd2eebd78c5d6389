//! The Rapiletras rulebook and rulings, one test per rule.

use naipes::engine::{Describe, Lang, Rules};
use naipes::games::rapiletras::{
    Card, Phase, Pile, RapiError, RapiEvent, RapiMove, RapiRules, Rapiletras, Setup, WordCheck,
    preview,
};

/// Dealer 0, so seat 1 plays first.
fn game(hands: &[&str], table: &[&str], die: u8, previous: Option<u8>) -> Rapiletras {
    game_with(RapiRules::default(), hands, table, die, previous)
}

fn game_with(
    rules: RapiRules,
    hands: &[&str],
    table: &[&str],
    die: u8,
    previous: Option<u8>,
) -> Rapiletras {
    Rapiletras::from_setup(&Setup {
        rules,
        hands: hands.iter().map(|s| s.to_string()).collect(),
        table: table.iter().map(|s| s.to_string()).collect(),
        die,
        previous_die: previous,
        seed: 7,
        ..Setup::default()
    })
    .expect("setup")
}

fn form(w: &str) -> RapiMove {
    RapiMove::Form { word: w.into() }
}

fn json(g: &Rapiletras) -> String {
    serde_json::to_string(g).expect("json")
}

/// Applies a move that must be refused, checks nothing changed, returns the error.
fn refused(g: &mut Rapiletras, seat: usize, mv: RapiMove) -> RapiError {
    let before = json(g);
    let e = g.apply(seat, &mv).expect_err("the move must be refused");
    assert_eq!(json(g), before, "a refused move changes nothing");
    e
}

#[test]
fn de_plus_dos_is_dedos_with_a_five() {
    let mut g = game(&["AEI", "DOSL", "EEA"], &["DE"], 5, Some(2));
    assert_eq!(
        preview(
            &g.view_for(1),
            &RapiMove::Add {
                target: 0,
                word: "dedos".into()
            }
        )
        .map(|s| s.starts_with("DEDOS: 5 letras, como pide el dado")),
        Ok(true)
    );
    let ev = g
        .apply(
            1,
            &RapiMove::Add {
                target: 0,
                word: "DEDOS".into(),
            },
        )
        .expect("DEDOS");
    assert!(ev.contains(&RapiEvent::Added {
        seat: 1,
        old: "DE".into(),
        word: "DEDOS".into(),
        added: 3
    }));
    assert_eq!(g.table()[0].letters, "DEDOS");
    assert_eq!(g.table()[0].last_changed_by, 1);
    assert_eq!(g.table()[0].made_with_die, 5);
    assert_eq!(g.hand(1), Card::list("L"));
    assert_eq!(g.to_act(), Some(2));
    // The old letters must keep their order, and the die's number must be met.
    let mut g = game(&["AEI", "DOSL", "EEA"], &["DE"], 5, None);
    assert_eq!(
        refused(
            &mut g,
            1,
            RapiMove::Add {
                target: 0,
                word: "EDDOS".into()
            }
        ),
        RapiError::OldLettersLost {
            old: "DE".into(),
            new: "EDDOS".into()
        }
    );
    assert_eq!(
        refused(
            &mut g,
            1,
            RapiMove::Add {
                target: 0,
                word: "DEDO".into()
            }
        ),
        RapiError::WrongLength { need: 5, got: 4 }
    );
    assert_eq!(
        refused(
            &mut g,
            1,
            RapiMove::Add {
                target: 3,
                word: "DEDOS".into()
            }
        ),
        RapiError::NoSuchWord(3)
    );
}

#[test]
fn casos_to_careo_only_when_the_die_repeats() {
    let mut g = game(&["AEI", "RELA", "EEA"], &["CASOS"], 5, Some(4));
    let e = refused(
        &mut g,
        1,
        RapiMove::Replace {
            target: 0,
            word: "CAREO".into(),
        },
    );
    assert_eq!(
        e,
        RapiError::ReplaceNeedsRepeat {
            die: 5,
            previous: Some(4)
        }
    );
    assert!(
        e.describe(Lang::Es).contains("repite"),
        "{}",
        e.describe(Lang::Es)
    );
    assert!(
        preview(
            &g.view_for(1),
            &RapiMove::Replace {
                target: 0,
                word: "CAREO".into()
            }
        )
        .is_err()
    );

    let mut g = game(&["AEI", "RELA", "EEA"], &["CASOS"], 5, Some(5));
    assert!(g.view_for(1).repeat);
    let pozo_before = g.pozo().to_vec();
    let ev = g
        .apply(
            1,
            &RapiMove::Replace {
                target: 0,
                word: "CAREO".into(),
            },
        )
        .expect("CAREO");
    assert!(ev.contains(&RapiEvent::Replaced {
        seat: 1,
        old: "CASOS".into(),
        word: "CAREO".into(),
        to_pozo: Card::list("SS")
    }));
    assert_eq!(g.table()[0].letters, "CAREO");
    assert_eq!(g.hand(1), Card::list("AL"), "R and E left the hand");
    // The pozo receives the replaced cards, face up on top.
    assert_eq!(g.pozo().len(), pozo_before.len() + 2);
    assert_eq!(&g.pozo()[pozo_before.len()..], Card::list("SS").as_slice());
    assert_eq!(g.view_for(2).pozo_top, Some(Card::Letter('S')));
}

#[test]
fn one_letter_words_are_a_y_o_u() {
    for w in ["A", "Y", "O", "U", "á"] {
        let mut g = game(&["E", "AYOUE", "E"], &[], 1, None);
        g.apply(1, &form(w)).unwrap_or_else(|e| panic!("{w}: {e}"));
    }
    let mut g = game(&["E", "AYOUE", "E"], &[], 1, None);
    assert_eq!(refused(&mut g, 1, form("E")), RapiError::OneLetterWords);
    assert_eq!(
        refused(&mut g, 1, form("AY")),
        RapiError::WrongLength { need: 1, got: 2 }
    );
}

#[test]
fn comodines_only_when_forming() {
    let mut g = game(&["E", "CAA*RE", "E"], &["CAR"], 4, Some(4));
    // Without '*', natural cards are used; a missing letter is not filled in by a comodín.
    assert_eq!(
        refused(&mut g, 1, form("CASA")),
        RapiError::MissingLetter('S')
    );
    assert_eq!(
        refused(
            &mut g,
            1,
            RapiMove::Add {
                target: 0,
                word: "CAR*O".into()
            }
        ),
        RapiError::ComodinOnlyToForm
    );
    assert_eq!(
        refused(
            &mut g,
            1,
            RapiMove::Add {
                target: 0,
                word: "CA*RA".into()
            }
        ),
        RapiError::ComodinOnlyToForm
    );
    assert_eq!(
        refused(
            &mut g,
            1,
            RapiMove::Replace {
                target: 0,
                word: "*CARA".into()
            }
        ),
        RapiError::ComodinOnlyToForm
    );
    let ev = g.apply(1, &form("CA*SA")).expect("CA*SA");
    assert!(ev.contains(&RapiEvent::Formed {
        seat: 1,
        word: "CASA".into(),
        comodines: 1
    }));
    assert_eq!(g.table()[1].cards, Card::list("CA*A"));
    assert_eq!(g.hand(1), Card::list("ER"));
}

#[test]
fn the_mazo_is_refilled_from_the_pozo_less_its_top() {
    let mut g = game(&["E", "A", "O"], &[], 3, None);
    g.mazo_to_pozo(0);
    let pozo = g.pozo().to_vec();
    let top = *pozo.last().expect("pozo");
    assert!(pozo.len() > 50);
    let ev = g
        .apply(1, &RapiMove::Draw { from: Pile::Mazo })
        .expect("draw");
    assert!(ev.contains(&RapiEvent::MazoRefilled {
        cards: pozo.len() - 1
    }));
    assert_eq!(g.pozo(), &[top]);
    assert_eq!(g.mazo_len(), pozo.len() - 2);
    assert_eq!(g.hand(1).len(), 2);
    assert_eq!(g.all_cards().len(), 104);
    // An empty mazo and a pozo of one card: the mazo cannot be refilled.
    let deck = naipes::games::rapiletras::parse_deck(
        "comodines = 0\ncomodin_value = 20\n[letters]\nA = { count = 2, value = 1 }\nE = { count = 1, value = 1 }\nO = { count = 1, value = 1 }",
    )
    .expect("deck");
    let mut g = Rapiletras::from_setup(&Setup {
        hands: vec!["E".into(), "A".into(), "O".into()],
        pozo: "A".into(),
        die: 3,
        deck: Some(deck),
        ..Setup::default()
    })
    .expect("setup");
    assert_eq!(g.mazo_len(), 0);
    assert_eq!(
        refused(&mut g, 1, RapiMove::Draw { from: Pile::Mazo }),
        RapiError::MazoEmpty
    );
    assert!(
        !g.candidate_moves(1)
            .contains(&RapiMove::Draw { from: Pile::Mazo })
    );
    g.apply(1, &RapiMove::Draw { from: Pile::Pozo })
        .expect("the pozo's top");
    assert_eq!(g.hand(1), Card::list("AA"));
    assert_eq!(
        refused(&mut g, 2, RapiMove::Draw { from: Pile::Pozo }),
        RapiError::PozoEmpty
    );
}

#[test]
fn penalties_at_the_end_of_a_hand() {
    let mut g = game(&["ZQ*", "DOS", "AB"], &["DE"], 5, None);
    let ev = g
        .apply(
            1,
            &RapiMove::Add {
                target: 0,
                word: "DEDOS".into(),
            },
        )
        .expect("goes out");
    let scored = ev.iter().find_map(|e| match e {
        RapiEvent::HandScored {
            went_out,
            penalties,
            totals,
            ..
        } => Some((*went_out, penalties.clone(), totals.clone())),
        _ => None,
    });
    assert_eq!(scored, Some((Some(1), vec![35, 0, 4], vec![35, 0, 4])));
    assert_eq!(g.totals(), vec![35, 0, 4]);
    assert_eq!(g.score_pad().len(), 1);
    assert_eq!(g.score_pad()[0].penalties, vec![35, 0, 4]);
    // The next hand: all cards reshuffled, the deal moves left.
    assert_eq!(g.dealer(), 1);
    assert_eq!(g.to_act(), Some(2));
    assert_eq!(
        (0..3).map(|s| g.hand(s).len()).collect::<Vec<_>>(),
        vec![10, 10, 10]
    );
    assert!(g.table().is_empty());
}

#[test]
fn the_game_ends_at_100_and_the_lowest_total_wins() {
    let mut s = Setup {
        hands: vec!["ZQ*".into(), "DOS".into(), "AB".into()],
        table: vec!["DE".into()],
        die: 5,
        totals: vec![70, 50, 98],
        ..Setup::default()
    };
    let mut g = Rapiletras::from_setup(&s).expect("setup");
    let ev = g
        .apply(
            1,
            &RapiMove::Add {
                target: 0,
                word: "DEDOS".into(),
            },
        )
        .expect("out");
    assert!(ev.contains(&RapiEvent::GameOver { winners: vec![1] }));
    assert_eq!(g.phase(), Phase::GameOver);
    let o = g.outcome().expect("over");
    assert_eq!(o.totals, vec![105, 50, 102]);
    assert_eq!(o.winners, vec![1]);
    assert_eq!(g.to_act(), None);
    assert_eq!(
        refused(&mut g, 1, RapiMove::Draw { from: Pile::Mazo }),
        RapiError::GameOver
    );
    // Ties share the win; below 100 the game goes on.
    s.totals = vec![66, 96, 92];
    let mut g = Rapiletras::from_setup(&s).expect("setup");
    g.apply(
        1,
        &RapiMove::Add {
            target: 0,
            word: "DEDOS".into(),
        },
    )
    .expect("out");
    assert_eq!(g.outcome().map(|o| o.winners), Some(vec![1, 2]));
    s.totals = vec![10, 10, 10];
    let mut g = Rapiletras::from_setup(&s).expect("setup");
    g.apply(
        1,
        &RapiMove::Add {
            target: 0,
            word: "DEDOS".into(),
        },
    )
    .expect("out");
    assert!(g.outcome().is_none());
}

fn challenge_rules(failed: i32) -> RapiRules {
    RapiRules {
        word_check: WordCheck::Challenge,
        failed_challenge_penalty: failed,
        ..RapiRules::default()
    }
}

#[test]
fn a_proven_wrong_word_costs_10_and_the_challenger_gains_10() {
    let mut g = game_with(challenge_rules(0), &["EE", "QZASOL", "II"], &[], 3, None);
    g.apply(1, &form("QZA")).expect("any word may be laid");
    assert_eq!(g.phase(), Phase::Challenge);
    assert_eq!(g.to_act(), Some(2));
    assert_eq!(g.view_for(0).pending.map(|p| p.word), Some("QZA".into()));
    assert_eq!(
        refused(&mut g, 2, RapiMove::Draw { from: Pile::Mazo }),
        RapiError::WrongPhase
    );
    g.apply(2, &RapiMove::Accept).expect("accept");
    assert_eq!(g.to_act(), Some(0));
    let ev = g.apply(0, &RapiMove::Challenge).expect("challenge");
    assert!(ev.contains(&RapiEvent::ChallengeWon {
        challenger: 0,
        player: 1,
        word: "QZA".into(),
        penalty: 10,
        reward: 10
    }));
    assert_eq!(g.totals(), vec![-10, 10, 0]);
    assert!(g.table().is_empty(), "the cards go back");
    assert_eq!(g.hand(1), Card::list("ALOQSZ"));
    assert_eq!(g.to_act(), Some(2), "the turn is lost");
    assert_eq!(g.phase(), Phase::Playing);
}

#[test]
fn a_failed_challenge_costs_nothing_by_default() {
    for failed in [0, 5] {
        let mut g = game_with(
            challenge_rules(failed),
            &["EE", "QZASOL", "II"],
            &[],
            3,
            None,
        );
        g.apply(1, &form("SOL")).expect("SOL");
        let ev = g.apply(2, &RapiMove::Challenge).expect("challenge");
        assert!(ev.contains(&RapiEvent::ChallengeFailed {
            challenger: 2,
            player: 1,
            word: "SOL".into(),
            penalty: failed
        }));
        assert_eq!(g.totals(), vec![0, 0, failed]);
        assert_eq!(g.table()[0].letters, "SOL");
        assert_eq!(g.to_act(), Some(2));
    }
    // Everybody accepts: the word stands.
    let mut g = game_with(challenge_rules(0), &["EE", "QZASOL", "II"], &[], 3, None);
    g.apply(1, &form("QZA")).expect("laid");
    g.apply(2, &RapiMove::Accept).expect("accept");
    g.apply(0, &RapiMove::Accept).expect("accept");
    assert_eq!(g.table()[0].letters, "QZA");
    assert_eq!(g.totals(), vec![0, 0, 0]);
}

#[test]
fn strict_mode_refuses_before_and_keeps_the_turn() {
    let mut g = game(&["EE", "QZASOL", "II"], &[], 3, None);
    assert_eq!(
        refused(&mut g, 1, form("QZA")),
        RapiError::NotAWord("QZA".into())
    );
    assert_eq!(g.to_act(), Some(1));
    g.apply(1, &form("SOL")).expect("SOL");
}

fn vote(g: &mut Rapiletras, votes: &[(usize, bool)]) -> Vec<RapiEvent> {
    let mut all = Vec::new();
    for &(seat, accept) in votes {
        all.extend(g.apply(seat, &RapiMove::Vote { accept }).expect("vote"));
    }
    all
}

#[test]
fn vote_mode_majority_decides() {
    let rules = RapiRules {
        word_check: WordCheck::Vote,
        ..RapiRules::default()
    };
    let mut g = game_with(rules.clone(), &["EE", "QZASOL", "II", "OO"], &[], 3, None);
    g.apply(1, &form("QZA")).expect("laid");
    assert_eq!(g.phase(), Phase::Vote);
    let ev = vote(&mut g, &[(2, true), (3, false), (0, true)]);
    assert!(ev.contains(&RapiEvent::VoteResult {
        player: 1,
        word: "QZA".into(),
        yes: 2,
        no: 1,
        accepted: true
    }));
    assert_eq!(g.table()[0].letters, "QZA");

    let mut g = game_with(rules.clone(), &["EE", "QZASOL", "II", "OO"], &[], 3, None);
    g.apply(1, &form("SOL")).expect("laid");
    let ev = vote(&mut g, &[(2, true), (3, false), (0, false)]);
    assert!(ev.contains(&RapiEvent::VoteResult {
        player: 1,
        word: "SOL".into(),
        yes: 1,
        no: 2,
        accepted: false
    }));
    assert!(g.table().is_empty());
    assert_eq!(g.hand(1).len(), 6);
    assert_eq!(g.totals(), vec![0, 0, 0, 0], "no penalty");
    assert_eq!(g.to_act(), Some(2), "the turn is lost");

    // A tie accepts.
    let mut g = game_with(rules, &["EE", "QZASOL", "II"], &[], 3, None);
    g.apply(1, &form("QZA")).expect("laid");
    vote(&mut g, &[(2, false), (0, true)]);
    assert_eq!(g.table().len(), 1);
}

/// A vote closes as soon as the votes still to come cannot change it (a tie accepts);
/// a seat not asked yet may vote first.
#[test]
fn a_vote_closes_once_the_rest_cannot_change_it() {
    let rules = RapiRules {
        word_check: WordCheck::Vote,
        ..RapiRules::default()
    };
    let hands = ["EE", "QZASOL", "II", "OO", "UU"];
    // Seat 1 lays; 2, 3, 4 and 0 vote. Two yes of four settle it.
    let mut g = game_with(rules.clone(), &hands, &[], 3, None);
    g.apply(1, &form("QZA")).expect("laid");
    let ev = vote(&mut g, &[(2, true)]);
    assert_eq!(
        ev,
        [RapiEvent::Voted {
            seat: 2,
            accept: true
        }]
    );
    let ev = vote(&mut g, &[(3, true)]);
    assert_eq!(
        ev[1..3],
        [
            RapiEvent::VoteClosed {
                player: 1,
                word: "QZA".into(),
                unasked: vec![4, 0]
            },
            RapiEvent::VoteResult {
                player: 1,
                word: "QZA".into(),
                yes: 2,
                no: 0,
                accepted: true
            },
        ]
    );
    assert_eq!(g.table()[0].letters, "QZA");
    // Seat 2, asked first, is away: 4, 0 and 3 vote no out of turn: refused without 2.
    let mut g = game_with(rules, &hands, &[], 3, None);
    g.apply(1, &form("SOL")).expect("laid");
    vote(&mut g, &[(4, false), (0, false)]);
    assert_eq!((g.phase(), g.to_act()), (Phase::Vote, Some(2)));
    let ev = vote(&mut g, &[(3, false)]);
    assert!(ev.contains(&RapiEvent::VoteClosed {
        player: 1,
        word: "SOL".into(),
        unasked: vec![2]
    }));
    assert!(g.table().is_empty(), "refused: the cards go back");
    assert_eq!(g.to_act(), Some(2), "the turn is lost");
}

#[test]
fn listed_proper_names_are_words_in_strict_mode() {
    let mut g = game(&["EE", "HUGOPER", "II"], &[], 4, None);
    assert!(
        !naipes::lexicon::Lexicon::embedded(naipes::lexicon::Language::Spanish).contains("HUGO")
    );
    g.apply(1, &form("Hugo")).expect("a listed name");
    let mut g = game(&["EE", "HUGOPER", "II"], &[], 4, None);
    g.apply(1, &form("PERÚ")).expect("PERU");
    assert_eq!(g.table()[0].letters, "PERU");
}

#[test]
fn accents_are_normalized() {
    let mut g = game(&["EE", "CAMIONE", "II"], &[], 6, None);
    assert_eq!(
        preview(&g.view_for(1), &form("camión")),
        Ok("CAMION: 6 letras, como pide el dado.".into())
    );
    g.apply(1, &form("CAMIÓN")).expect("CAMIÓN == CAMION");
    assert_eq!(g.table()[0].letters, "CAMION");
}

#[test]
fn the_everyday_word_list_refuses_rare_words_the_full_list_takes() {
    let everyday = RapiRules {
        dictionary: naipes::lexicon::WordList::Everyday,
        ..RapiRules::default()
    };
    // Seat 1 plays first (left of the dealer).
    let mut g = game_with(everyday, &["EEE", "ORZASACA"], &[], 4, None);
    assert!(matches!(
        refused(&mut g, 1, form("ORZA")),
        RapiError::NotAWord(_)
    ));
    assert!(g.apply(1, &form("CASA")).is_ok());
    let mut full = game(&["EEE", "ORZASACA"], &[], 4, None);
    assert!(full.apply(1, &form("ORZA")).is_ok());
}

#[test]
fn a_save_made_mid_poll_before_the_judging_engine_loads_and_the_poll_goes_on() {
    for (text, vote) in [
        (
            include_str!("fixtures/rapiletras-challenge-mid-poll.json"),
            false,
        ),
        (include_str!("fixtures/rapiletras-vote-mid-poll.json"), true),
    ] {
        let mut g = crate::old_saves::old_save::<Rapiletras>(text).game;
        let p = g.view_for(0).pending.expect("a word waits");
        assert_eq!((p.seat, p.word.as_str()), (3, "DEMUDA"));
        assert_eq!(p.game.target, 0);
        assert_eq!(p.answers, vec![(0, true)]);
        assert_eq!(g.phase(), if vote { Phase::Vote } else { Phase::Challenge });
        let yes = if vote {
            RapiMove::Vote { accept: true }
        } else {
            RapiMove::Accept
        };
        // A vote's second yes of three would settle it at once: seat 2 votes no.
        let middle = if vote {
            RapiMove::Vote { accept: false }
        } else {
            RapiMove::Accept
        };
        assert_eq!(g.to_act(), Some(1));
        g.apply(1, &middle).expect("seat 2 answers");
        assert_eq!(g.to_act(), Some(2));
        g.apply(2, &yes).expect("seat 3 answers");
        assert!(g.view_for(0).pending.is_none());
        assert_eq!(g.phase(), Phase::Playing);
        assert_eq!(g.table().len(), 1, "the word stands");
        assert_eq!(g.table()[0].letters, "DEMUDA");
    }
}

#[test]
fn a_hint_with_a_comodin_says_how_to_type_it() {
    use naipes::games::TableGame;
    // Seat 1 holds C, H, A and a comodín; the die asks for 4 letters.
    let g = game(&["PERO", "CHA*OO"], &[], 4, None);
    let names = vec!["Ana".to_string(), "Bob".to_string()];
    let hint = g.hint_text(1, &form("CHA*L"), Lang::Es, &names);
    assert!(hint.contains("CHAL"), "{hint}");
    assert!(hint.ends_with("Escribe CHA*L."), "{hint}");
    let hint = g.hint_text(1, &form("cha*l"), Lang::En, &names);
    assert!(hint.ends_with("Type CHA*L."), "{hint}");
    // A word without a comodín needs no typing help.
    let plain = game(&["PERO", "CHALOO"], &[], 4, None);
    let hint = plain.hint_text(1, &form("CHAL"), Lang::Es, &names);
    assert!(!hint.contains("Escribe"), "{hint}");
}
