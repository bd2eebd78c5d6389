//! Property tests over thousands of seeded Palace games between computer players:
//! every card accounted for, no face-down card in any view before it is played, the
//! winner has no cards, and bots decide from their view only.

use naipes::engine::runner::{bot_rng, play_out};
use naipes::engine::{Bot, BotLevel, Rules};
use naipes::games::palace::{Card, Palace, PalaceEvent, PalaceRules, Source, bot_for, full_deck};

const LEVELS: [BotLevel; 4] = [
    BotLevel::Random,
    BotLevel::Easy,
    BotLevel::Normal,
    BotLevel::Strong,
];

fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort_unstable();
    cards
}

fn rules_for(seed: u64) -> PalaceRules {
    // Vary the house rules too: the powers are data.
    // A small search budget: the strong seats still search, debug builds stay quick.
    let mut r = PalaceRules {
        strong_budget: 6,
        ..PalaceRules::default()
    };
    if seed % 3 == 1 {
        r.seven = naipes::games::palace::Power::LowerThan;
        r.ten = naipes::games::palace::Power::Burn;
        r.two = naipes::games::palace::Power::Reset;
        r.four_of_a_kind = naipes::games::palace::FourPower::Clear;
    }
    if seed % 4 == 2 {
        r.blind_challenge = naipes::games::palace::BlindChallenge::Each;
        r.play_on = true;
    }
    r
}

/// One game with every invariant checked after every move; returns the plies.
fn checked_game(players: usize, seed: u64, hidden_check_every: u64) -> u64 {
    let rules = rules_for(seed);
    let mut game = Palace::new(players, rules.clone(), seed).expect("game");
    let deck = sorted(full_deck(rules.decks_for(players)));
    let mut bots: Vec<Box<dyn Bot<Palace>>> = (0..players)
        .map(|s| bot_for(LEVELS[(s + seed as usize) % 4]))
        .collect();
    let mut plies = 0;
    let outcome = play_out(&mut game, &mut bots, seed, 50_000, |step| {
        plies += 1;
        let state = step.state;
        assert_eq!(sorted(state.all_cards()), deck, "cards at ply {}", step.ply);
        for e in step.events {
            if let PalaceEvent::Played {
                from: Source::FaceDown,
                cards,
                ..
            } = e
            {
                assert_eq!(cards.len(), 1, "blind cards go one at a time");
            }
        }
        for seat in 0..players {
            let view = state.view_for(seat);
            assert_eq!(view.face_down[seat], state.face_down(seat).len());
            if step.ply % hidden_check_every == 0 {
                // Moving every card the seat cannot see must not change its view: no
                // face-down card (its own included), no other hand, no draw pile in it.
                let mut moved = state.clone();
                moved.shuffle_hidden_from(seat, step.ply ^ seed);
                assert_eq!(moved.view_for(seat), view, "view leaks at ply {}", step.ply);
            }
        }
    })
    .expect("game ends");
    assert_eq!(outcome.winners.len(), 1);
    let winner = outcome.winners[0];
    assert_eq!(game.cards_left(winner), 0, "the winner has no cards");
    assert_eq!(game.finished()[0], winner);
    if rules.play_on {
        assert_eq!(game.finished().len(), players, "everyone is ranked");
    }
    plies
}

#[test]
fn thousands_of_games_keep_every_card_and_hide_face_down_cards() {
    let mut plies = 0;
    for seed in 0..1200u64 {
        let players = 3 + (seed % 6) as usize;
        plies += checked_game(players, seed, 9);
    }
    assert!(plies > 10_000);
}

#[test]
fn a_bot_given_a_view_with_hidden_cards_changed_decides_the_same() {
    for seed in 0..60u64 {
        let players = 3 + (seed % 6) as usize;
        let rules = PalaceRules {
            strong_budget: 12,
            ..PalaceRules::default()
        };
        let mut game = Palace::new(players, rules, seed).unwrap();
        let mut ply = 0u64;
        while let Some(seat) = game.to_act() {
            let legal = game.candidate_moves(seat);
            let level = LEVELS[1 + (ply % 3) as usize];
            let view = game.view_for(seat);
            let mv = bot_for(level).choose(&view, &legal, &mut bot_rng(seed, ply));
            let mut moved = game.clone();
            moved.shuffle_hidden_from(seat, ply);
            let other = bot_for(level).choose(
                &moved.view_for(seat),
                &moved.candidate_moves(seat),
                &mut bot_rng(seed, ply),
            );
            assert_eq!(mv, other, "seed {seed} ply {ply}");
            game.apply(seat, &mv).unwrap();
            ply += 1;
            assert!(ply < 50_000);
        }
    }
}
