//! The rulebook's rules and the project's rulings for Leftovers, one worked example each.

use naipes::engine::{Rules, WordCheck};
use naipes::games::leftovers::{
    LeftError, LeftEvent, LeftMove, LeftRules, Leftovers, NoWord, Phase, builtin,
};
use naipes::lexicon::Language;

fn deck() -> naipes::games::leftovers::Deck {
    builtin(Language::English)
}

fn word(w: &str) -> LeftMove {
    LeftMove::Word { word: w.into() }
}

fn letters(cards: &[naipes::games::leftovers::Card]) -> String {
    cards.iter().map(|c| c.letter).collect()
}

fn rules() -> LeftRules {
    LeftRules::default()
}

#[test]
fn the_first_word_comes_from_the_hand() {
    let mut g = Leftovers::position(rules(), deck(), &["CATSXYZQJK", "AEIOUAEIOU"], "", "", 0);
    assert_eq!(g.phase(), Phase::Open);
    assert_eq!(g.apply(0, &word("CO")), Err(LeftError::TooShort(2)));
    assert!(matches!(
        g.apply(0, &word("COAT")),
        Err(LeftError::NotInHand(_))
    ));
    let ev = g.apply(0, &word("cats")).unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, LeftEvent::Opened { word, .. } if word == "CATS"))
    );
    assert_eq!(letters(g.table()), "CATS");
    assert_eq!(g.to_act(), Some(1));
    assert_eq!(g.totals(), vec![0, 0], "nothing scores yet");
}

#[test]
fn leftovers_go_to_the_previous_player_who_scores_them() {
    // Seat 0 laid TOPE; seat 1 makes POTS with its S: T, O, P used, E left over.
    let mut g = Leftovers::position(
        rules(),
        deck(),
        &["AAAAAAAAAA", "SXXXXXXXXX", "IIIIIIIIII"],
        "TOPE",
        "BCD",
        1,
    );
    let ev = g.apply(1, &word("POTS")).unwrap();
    assert!(ev.iter().any(|e| matches!(e,
        LeftEvent::Remade { leftovers, taker: 0, .. } if letters(leftovers) == "E")));
    assert_eq!(letters(g.taken(0)), "E");
    assert_eq!(g.totals(), vec![1, 0, 0]);
    assert_eq!(letters(g.table()), "POTS");
    // The hand is refilled to 10 from the draw pile (top card last).
    assert_eq!(g.hand(1).len(), 10);
    assert_eq!(g.draw_count(), 2);
    assert_eq!(g.to_act(), Some(2));
}

#[test]
fn a_word_needs_a_hand_card_and_two_table_cards_and_a_new_word() {
    let mut g = Leftovers::position(
        rules(),
        deck(),
        &["AAAAAAAAAA", "AOXXXXXXXX"],
        "STOP",
        "",
        1,
    );
    assert_eq!(
        g.apply(1, &word("STOP")),
        Err(LeftError::SameWord("STOP".into()))
    );
    assert_eq!(g.apply(1, &word("TAX")), Err(LeftError::TooFewTable(1)));
    // POTS is an anagram of the table: one letter comes from the hand (its O).
    let ev = g.apply(1, &word("POTS")).unwrap();
    assert!(ev.iter().any(|e| matches!(e,
        LeftEvent::Remade { from_hand, leftovers, .. }
            if letters(from_hand).len() == 1 && leftovers.len() == 1)));
}

#[test]
fn strict_mode_refuses_a_wrong_word_and_the_player_keeps_the_turn() {
    let mut g = Leftovers::position(
        rules(),
        deck(),
        &["AAAAAAAAAA", "SXXXXXXXXX"],
        "TOPE",
        "",
        1,
    );
    assert_eq!(g.apply(1, &word("TOPS")).map(|_| ()), Ok(()));
    let mut g = Leftovers::position(
        rules(),
        deck(),
        &["AAAAAAAAAA", "SXXXXXXXXX"],
        "TOPE",
        "",
        1,
    );
    assert_eq!(
        g.apply(1, &word("PSOT")),
        Err(LeftError::NotAWord("PSOT".into()))
    );
    assert_eq!(g.to_act(), Some(1));
    assert_eq!(letters(g.table()), "TOPE");
}

#[test]
fn the_stuck_case_previous_player_takes_all_and_lays_a_new_word() {
    let mut g = Leftovers::position(
        rules(),
        deck(),
        &["CATSAAAAAA", "XXXXXXXXXX", "IIIIIIIIII"],
        "TOPE",
        "",
        1,
    );
    let ev = g.apply(1, &LeftMove::Pass).unwrap();
    assert!(ev.contains(&LeftEvent::NoWord {
        seat: 1,
        why: NoWord::Passed
    }));
    assert_eq!(letters(g.taken(0)), "TOPE");
    assert_eq!(g.totals(), vec![5, 0, 0], "T1 O1 P2 E1");
    assert!(g.table().is_empty());
    assert_eq!(g.phase(), Phase::Open);
    assert_eq!(g.to_act(), Some(0), "the previous player lays a new word");
    g.apply(0, &word("CATS")).unwrap();
    assert_eq!(g.to_act(), Some(1), "play continues after them");
    assert_eq!(g.phase(), Phase::Play);
}

#[test]
fn ruling_when_the_previous_player_cannot_lay_a_word_either() {
    let mut g = Leftovers::position(
        rules(),
        deck(),
        &["XXXXXXXXXX", "QQQQQQQQQQ", "CATSAAAAAA"],
        "TOPE",
        "",
        1,
    );
    g.apply(1, &LeftMove::Pass).unwrap();
    assert_eq!(g.to_act(), Some(0));
    g.apply(0, &LeftMove::Pass).unwrap();
    assert_eq!(
        g.to_act(),
        Some(1),
        "the next player lays a new word from hand"
    );
    g.apply(1, &LeftMove::Pass).unwrap();
    assert_eq!(g.to_act(), Some(2));
    g.apply(2, &word("CATS")).unwrap();
    assert_eq!(g.phase(), Phase::Play);
}

#[test]
fn the_game_ends_when_nobody_can_lay_a_word_and_high_score_wins() {
    let mut g = Leftovers::position(
        rules(),
        deck(),
        &["XXXXXXXXXX", "QQQQQQQQQQ"],
        "TOPE",
        "",
        1,
    );
    g.apply(1, &LeftMove::Pass).unwrap(); // seat 0 takes TOPE: 5 points
    g.apply(0, &LeftMove::Pass).unwrap();
    let ev = g.apply(1, &LeftMove::Pass).unwrap();
    assert!(ev.iter().any(|e| matches!(e, LeftEvent::GameOver { .. })));
    let out = g.outcome().unwrap();
    assert_eq!(out.totals, vec![5, 0]);
    assert_eq!(out.winners, vec![0]);
    assert_eq!(g.to_act(), None);
}

#[test]
fn the_game_ends_when_all_cards_are_used() {
    // Deck empty; seat 1 lays its last cards; seat 0 has none: the stuck rule gives the
    // table to seat 1, nobody can open, the game is over.
    let mut g = Leftovers::position(rules(), deck(), &["", "S"], "TOPE", "", 1);
    g.apply(1, &word("POTS")).unwrap();
    let out = g.outcome().expect("game over");
    // Seat 0 took the E (1); seat 1 then took POTS (1+1+2+1 = 5).
    assert_eq!(out.totals, vec![1, 5]);
    assert_eq!(out.winners, vec![1]);
}

#[test]
fn use_or_lose_scores_each_word_minus_the_leftovers() {
    let r = LeftRules {
        use_or_lose: true,
        ..rules()
    };
    let mut g = Leftovers::position(r, deck(), &["AAAAAAAAAA", "SXXXXXXXXX"], "TOPE", "", 1);
    g.apply(1, &word("POTS")).unwrap();
    // POTS = P2 O1 T1 S1 = 5, minus the E left over (1) = 4; the taker scores nothing.
    assert_eq!(g.totals(), vec![0, 4]);
    let mut g = Leftovers::position(
        LeftRules {
            use_or_lose: true,
            ..rules()
        },
        deck(),
        &["CATSAAAAAA", "XXXXXXXXXX"],
        "",
        "",
        0,
    );
    g.apply(0, &word("CATS")).unwrap();
    assert_eq!(
        g.totals(),
        vec![5, 0],
        "an opening word scores its value: C2 A1 T1 S1"
    );
}

#[test]
fn keep_order_house_rule_is_the_strict_add_move() {
    let r = LeftRules {
        keep_order: true,
        ..rules()
    };
    let mut g = Leftovers::position(
        r.clone(),
        deck(),
        &["AAAAAAAAAA", "SXXXXXXXXX"],
        "STOP",
        "",
        1,
    );
    assert!(matches!(
        g.apply(1, &word("POTS")),
        Err(LeftError::OrderLost(_))
    ));
    let mut g = Leftovers::position(r, deck(), &["AAAAAAAAAA", "SXXXXXXXXX"], "STOP", "", 1);
    g.apply(1, &word("STOPS")).unwrap();
    let mut any = Leftovers::position(
        rules(),
        deck(),
        &["AAAAAAAAAA", "SXXXXXXXXX"],
        "STOP",
        "",
        1,
    );
    any.apply(1, &word("POTS")).unwrap();
}

fn challenge_rules() -> LeftRules {
    LeftRules {
        word_check: WordCheck::Challenge,
        ..rules()
    }
}

#[test]
fn challenge_of_a_good_word_costs_the_challenger_a_turn() {
    let mut g = Leftovers::position(
        challenge_rules(),
        deck(),
        &["AAAAAAAAAA", "SXXXXXXXXX", "EEEEEEEEEE"],
        "TOPE",
        "",
        1,
    );
    g.apply(1, &word("POTS")).unwrap();
    assert_eq!(g.phase(), Phase::Judge);
    assert_eq!(g.to_act(), Some(2));
    let ev = g.apply(2, &LeftMove::Challenge).unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, LeftEvent::ChallengeFailed { challenger: 2, .. }))
    );
    // The word stands and seat 2, next, loses that turn: seat 0 plays.
    assert_eq!(letters(g.table()), "POTS");
    assert!(ev.contains(&LeftEvent::TurnLost { seat: 2 }));
    assert_eq!(g.to_act(), Some(0));
}

#[test]
fn challenge_of_a_wrong_word_takes_it_back_and_the_turn_is_lost() {
    let mut g = Leftovers::position(
        challenge_rules(),
        deck(),
        &["AAAAAAAAAA", "SXXXXXXXXX", "EEEEEEEEEE"],
        "TOPE",
        "",
        1,
    );
    let hand_before = g.hand(1).to_vec();
    g.apply(1, &word("PSOT")).unwrap();
    let ev = g.apply(2, &LeftMove::Challenge).unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, LeftEvent::ChallengeWon { player: 1, .. }))
    );
    assert_eq!(g.hand(1), hand_before.as_slice(), "the cards are back");
    assert_eq!(letters(g.table()), "TOPE");
    assert_eq!(g.to_act(), Some(2), "the turn passes on");
    assert_eq!(g.totals(), vec![0, 0, 0]);
}

#[test]
fn an_accepted_word_stands_in_challenge_mode() {
    let mut g = Leftovers::position(
        challenge_rules(),
        deck(),
        &["AAAAAAAAAA", "SXXXXXXXXX", "EEEEEEEEEE"],
        "TOPE",
        "",
        1,
    );
    g.apply(1, &word("PSOT")).unwrap();
    g.apply(2, &LeftMove::Accept).unwrap();
    g.apply(0, &LeftMove::Accept).unwrap();
    assert_eq!(letters(g.table()), "PSOT", "nobody challenged");
    assert_eq!(g.to_act(), Some(2));
}

#[test]
fn vote_mode_majority_and_a_tie_accepts() {
    let vote = LeftRules {
        word_check: WordCheck::Vote,
        ..rules()
    };
    let hands = ["AAAAAAAAAA", "SXXXXXXXXX", "EEEEEEEEEE"];
    let mut g = Leftovers::position(vote.clone(), deck(), &hands, "TOPE", "", 1);
    g.apply(1, &word("PSOT")).unwrap();
    g.apply(2, &LeftMove::Vote { accept: false }).unwrap();
    let ev = g.apply(0, &LeftMove::Vote { accept: true }).unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, LeftEvent::VoteResult { accepted: true, .. }))
    );
    let mut g = Leftovers::position(vote, deck(), &hands, "TOPE", "", 1);
    g.apply(1, &word("PSOT")).unwrap();
    g.apply(2, &LeftMove::Vote { accept: false }).unwrap();
    g.apply(0, &LeftMove::Vote { accept: false }).unwrap();
    assert_eq!(letters(g.table()), "TOPE", "refused: the cards go back");
    assert_eq!(g.to_act(), Some(2));
}

/// A vote closes as soon as the votes still to come cannot change it (a tie accepts);
/// a seat not asked yet may vote first.
#[test]
fn a_vote_closes_once_the_rest_cannot_change_it() {
    let vote = LeftRules {
        word_check: WordCheck::Vote,
        ..rules()
    };
    let hands = ["AAAAAAAAAA", "SXXXXXXXXX", "EEEEEEEEEE", "IIIIIIIIII"];
    // Seat 1 lays; 2, 3 and 0 vote. One yes, one no: open. A second yes settles it.
    let mut g = Leftovers::position(vote.clone(), deck(), &hands, "TOPE", "", 1);
    g.apply(1, &word("PSOT")).unwrap();
    g.apply(2, &LeftMove::Vote { accept: true }).unwrap();
    let ev = g.apply(3, &LeftMove::Vote { accept: false }).unwrap();
    assert_eq!(
        ev,
        [LeftEvent::Voted {
            seat: 3,
            accept: false
        }]
    );
    assert_eq!(g.to_act(), Some(0));
    // Three voters: two yes settle it with one to come.
    let mut g = Leftovers::position(vote.clone(), deck(), &hands, "TOPE", "", 1);
    g.apply(1, &word("PSOT")).unwrap();
    g.apply(2, &LeftMove::Vote { accept: true }).unwrap();
    let ev = g.apply(3, &LeftMove::Vote { accept: true }).unwrap();
    assert!(ev.contains(&LeftEvent::VoteClosed {
        player: 1,
        word: "PSOT".into(),
        unasked: vec![0]
    }));
    assert_eq!(letters(g.table()), "PSOT", "the word stands");
    // Seat 2, asked first, is away: 3 and 0 vote no out of turn: refused without 2.
    let mut g = Leftovers::position(vote, deck(), &hands, "TOPE", "", 1);
    g.apply(1, &word("PSOT")).unwrap();
    g.apply(3, &LeftMove::Vote { accept: false }).unwrap();
    assert_eq!(g.to_act(), Some(2), "seat 2 is still the one asked");
    let ev = g.apply(0, &LeftMove::Vote { accept: false }).unwrap();
    assert!(ev.contains(&LeftEvent::VoteClosed {
        player: 1,
        word: "PSOT".into(),
        unasked: vec![2]
    }));
    assert_eq!(letters(g.table()), "TOPE", "refused: the cards go back");
}

#[test]
fn the_closest_to_a_starts_and_ties_draw_again() {
    let mut tie_seen = false;
    for seed in 0..200 {
        let (g, ev) = Leftovers::new(4, rules(), deck(), seed).unwrap();
        let draws = g.start_draws();
        let last = draws.last().unwrap();
        let best = last.iter().map(|(_, c)| c.letter).min().unwrap();
        let winners: Vec<usize> = last
            .iter()
            .filter(|(_, c)| c.letter == best)
            .map(|(s, _)| *s)
            .collect();
        assert_eq!(winners, vec![g.first_player()], "seed {seed}");
        assert!(ev.contains(&LeftEvent::Starts {
            seat: g.first_player()
        }));
        assert_eq!(g.to_act(), Some(g.first_player()));
        for round in &draws[..draws.len() - 1] {
            let low = round.iter().map(|(_, c)| c.letter).min().unwrap();
            assert!(round.iter().filter(|(_, c)| c.letter == low).count() >= 2);
            tie_seen = true;
        }
        // The cards went back: every hand has 10, the deck keeps the rest.
        assert_eq!(g.all_cards().len(), 120);
        assert!((0..4).all(|s| g.hand(s).len() == 10));
    }
    assert!(tie_seen, "some seed has a tie that draws again");
}

#[test]
fn a_word_is_not_laid_twice_in_a_game() {
    let mut g = Leftovers::position(
        rules(),
        deck(),
        &["UUUUUUUUUU", "SXXXXXXXXX", "EEEEEEEEEE"],
        "TOPE",
        "",
        1,
    );
    g.apply(1, &word("POTS")).unwrap();
    g.apply(2, &word("STEP")).unwrap();
    // POTS again would be a new word for the table, but it was laid before.
    let mut again = g.clone();
    assert!(matches!(
        again.apply(0, &word("POTS")),
        Err(LeftError::AlreadyLaid(_)) | Err(LeftError::Missing(_)) | Err(LeftError::NoHandCard)
    ));
}

#[test]
fn a_save_made_mid_poll_before_the_judging_engine_loads_and_the_poll_goes_on() {
    for (text, vote) in [
        (
            include_str!("fixtures/leftovers-challenge-mid-poll.json"),
            false,
        ),
        (include_str!("fixtures/leftovers-vote-mid-poll.json"), true),
    ] {
        let mut g = crate::old_saves::old_save::<Leftovers>(text).game;
        let p = g.view_for(0).pending.expect("a word waits");
        assert_eq!((p.seat, p.word.as_str()), (2, "THROPPLE"));
        assert!(p.game.opening);
        assert_eq!(p.answers, vec![(3, true)]);
        assert_eq!(g.phase(), if vote { Phase::Vote } else { Phase::Judge });
        let yes = if vote {
            LeftMove::Vote { accept: true }
        } else {
            LeftMove::Accept
        };
        // A vote's second yes of three would settle it at once: seat 1 votes no.
        let middle = if vote {
            LeftMove::Vote { accept: false }
        } else {
            LeftMove::Accept
        };
        assert_eq!(g.to_act(), Some(0));
        g.apply(0, &middle).expect("seat 1 answers");
        assert_eq!(g.to_act(), Some(1));
        let ev = g.apply(1, &yes).expect("seat 2 answers");
        assert!(
            ev.iter()
                .any(|e| matches!(e, LeftEvent::Opened { word, .. } if word == "THROPPLE")),
            "{ev:?}"
        );
        assert!(g.view_for(0).pending.is_none());
    }
}
