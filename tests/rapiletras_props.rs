//! Property tests over many seeded games between computer players.

use naipes::engine::runner::play_out;
use naipes::engine::{Bot, BotLevel, Rules};
use naipes::games::rapiletras::{
    Deck, Phase, RapiEvent, RapiMove, RapiRules, Rapiletras, WordCheck, bot_for, is_valid_word,
};

fn bots(players: usize, mix: u64) -> Vec<Box<dyn Bot<Rapiletras>>> {
    (0..players)
        .map(|s| {
            let level = match mix % 5 {
                0 => BotLevel::Normal,
                1 => BotLevel::Random,
                // The light levels in every seat across the seeds (the strong player is
                // checked in tests/word_bots.rs, on shorter games: it is slow in debug).
                _ => [BotLevel::Random, BotLevel::Easy, BotLevel::Normal][(s + mix as usize) % 3],
            };
            bot_for(level)
        })
        .collect()
}

/// Plays one game checking every invariant after every move; returns the plies.
/// With `deep`, every move is also replayed on a copy of the previous state.
fn checked_game(players: usize, check: WordCheck, seed: u64, deep: bool) -> u64 {
    let rules = RapiRules {
        word_check: check,
        ..RapiRules::default()
    };
    let mut game = Rapiletras::new(players, rules, seed).expect("game");
    let deck = Deck::default().cards();
    let mut pad_sum = vec![0i32; players];
    let mut adjust = vec![0i32; players];
    let mut plies = 0;
    let mut b = bots(players, seed);
    let mut prev = game.clone();
    let mut prev_die = game.die();
    let outcome = play_out(&mut game, &mut b, seed, 50_000, |step| {
        plies += 1;
        let state = step.state;
        assert!(
            step.legal.contains(step.mv),
            "move not in candidate_moves: {:?}",
            step.mv
        );
        assert_eq!(
            state.all_cards(),
            deck,
            "cards lost or duplicated at ply {}",
            step.ply
        );
        for e in step.events {
            match e {
                RapiEvent::HandScored {
                    penalties, totals, ..
                } => {
                    for s in 0..players {
                        pad_sum[s] += penalties[s];
                    }
                    let expect: Vec<i32> = (0..players).map(|s| pad_sum[s] + adjust[s]).collect();
                    assert_eq!(&expect, totals, "totals = penalties + challenge points");
                }
                RapiEvent::ChallengeWon {
                    challenger,
                    player,
                    penalty,
                    reward,
                    ..
                } => {
                    adjust[*player] += penalty;
                    adjust[*challenger] -= reward;
                }
                RapiEvent::ChallengeFailed {
                    challenger,
                    penalty,
                    ..
                } => adjust[*challenger] += penalty,
                _ => {}
            }
        }
        // Strict mode: every word made this move is valid and of the die's length.
        if check == WordCheck::Strict {
            let word = match step.mv {
                RapiMove::Form { word }
                | RapiMove::Add { word, .. }
                | RapiMove::Replace { word, .. } => Some(word.replace('*', "")),
                _ => None,
            };
            if let Some(w) = word {
                assert!(
                    is_valid_word(&w, naipes::lexicon::WordList::Full),
                    "{w} is not a word"
                );
                assert_eq!(
                    w.chars().count(),
                    usize::from(prev_die),
                    "{w} has the die's length"
                );
            }
        }
        let expect: Vec<i32> = (0..players).map(|s| pad_sum[s] + adjust[s]).collect();
        assert_eq!(state.totals(), expect);
        for s in 0..players {
            let v = state.view_for(s);
            assert_eq!(v.hand, state.hand(s), "a view shows only its own hand");
            if v.to_act != Some(s) {
                assert!(state.candidate_moves(s).is_empty());
            }
        }
        if state.phase() != Phase::GameOver {
            for w in state.table() {
                assert_eq!(w.cards.len(), w.letters.chars().count());
            }
        }
        if deep {
            // Replaying the move on the previous state gives the same events.
            let mut copy = prev.clone();
            assert_eq!(copy.apply(step.seat, step.mv).expect("replay"), step.events);
            prev = state.clone();
        }
        prev_die = state.die();
    })
    .expect("game finishes");
    assert!(!outcome.winners.is_empty());
    let best = outcome.totals.iter().min().copied().unwrap_or(0);
    assert!(outcome.winners.iter().all(|&w| outcome.totals[w] == best));
    assert!(outcome.totals.iter().any(|&t| t >= 100));
    plies
}

/// Strict games for a player count (fewer for the longer games of 5 and 6 players),
/// seats mixing heuristic and random players.
fn strict_games(players: usize) {
    let mut plies = 0;
    // Sized for CI on two cores (the word search is most of the time): 410 strict
    // games over the five counts, and 200 in challenge and vote modes below.
    let games = if players <= 4 { 90 } else { 70 };
    for g in 0..games {
        plies += checked_game(
            players,
            WordCheck::Strict,
            1000 * players as u64 + g,
            g % 10 == 0,
        );
    }
    assert!(plies > 300);
}

#[test]
fn strict_games_2_players() {
    strict_games(2);
}

#[test]
fn strict_games_3_players() {
    strict_games(3);
}

#[test]
fn strict_games_4_players() {
    strict_games(4);
}

#[test]
fn strict_games_5_players() {
    strict_games(5);
}

#[test]
fn strict_games_6_players() {
    strict_games(6);
}

#[test]
fn challenge_and_vote_games_keep_every_invariant() {
    for players in 2..=6 {
        for g in 0..20u64 {
            checked_game(
                players,
                WordCheck::Challenge,
                7000 + 100 * players as u64 + g,
                g % 5 == 0,
            );
            checked_game(
                players,
                WordCheck::Vote,
                9000 + 100 * players as u64 + g,
                g % 5 == 0,
            );
        }
    }
}
