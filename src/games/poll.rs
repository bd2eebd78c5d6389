//! A public question to the table (is this a word?), answered by every seat on one screen,
//! and the word laid that it asks about.

use crate::engine::{Lang, SeatId};

/// A word laid and waiting for the table's answers ([`TableGame::laid_word`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaidWord {
    pub seat: SeatId,
    pub word: String,
    pub language: crate::lexicon::Language,
    /// The game's dictionary has it.
    pub real: bool,
    /// How many seats answered so far.
    pub answered: usize,
}

/// A public question to the table: every seat in `seats` may answer, in any order, with
/// one of `answers`; the host feeds each answer to the game when the game asks that seat.
#[derive(Clone, Debug, PartialEq)]
pub struct Poll<M> {
    /// The question in full: the word, who laid it, what an answer costs.
    pub question: String,
    /// The seats still to be asked, in the game's order (the seat asked now first).
    pub seats: Vec<SeatId>,
    /// The seats that already answered (their answers are moves in the history).
    pub answered: Vec<SeatId>,
    pub answers: Vec<PollAnswer<M>>,
}

/// One answer to a poll: its key, its name on the footer, its move.
#[derive(Clone, Debug, PartialEq)]
pub struct PollAnswer<M> {
    pub key: char,
    pub label: String,
    pub mv: M,
}

/// The four moves with which a word game's table answers a laid word.
pub struct WordAnswers<M> {
    pub accept: M,
    pub challenge: M,
    pub yes: M,
    pub no: M,
}

impl<M> Poll<M> {
    /// A word laid by `player` put to the table, asked of the seats from `first` in turn
    /// order up to the player: a vote (`y`/`n`, `s`/`n` in Spanish) when `vote`, else
    /// accept (`a`) or challenge (`d`). `question` says what each answer costs.
    pub fn word(
        lang: Lang,
        vote: bool,
        question: String,
        (first, player, seat_count): (SeatId, SeatId, usize),
        answered: Vec<SeatId>,
        moves: WordAnswers<M>,
    ) -> Self {
        let seats = (0..seat_count)
            .map(|k| (first + k) % seat_count.max(1))
            .take_while(|&s| s != player)
            .filter(|s| !answered.contains(s))
            .collect();
        let w = super::text::words(lang);
        let answers = if vote {
            PollAnswer::vote(lang, (moves.yes, w.yes), (moves.no, w.no))
        } else {
            vec![
                PollAnswer {
                    key: 'a',
                    label: w.accept.to_string(),
                    mv: moves.accept,
                },
                PollAnswer {
                    key: 'd',
                    label: w.challenge.to_string(),
                    mv: moves.challenge,
                },
            ]
        };
        Poll {
            question,
            seats,
            answered,
            answers,
        }
    }
}

impl<M> PollAnswer<M> {
    /// A vote's answers: `y` (`s` in Spanish) for yes, `n` for no, named `yes_label`
    /// and `no_label` ("yes"/"no", "accept"/"refuse").
    pub fn vote(lang: Lang, (yes, yes_label): (M, &str), (no, no_label): (M, &str)) -> Vec<Self> {
        vec![
            PollAnswer {
                key: super::text::words(lang).yes_key,
                label: yes_label.to_string(),
                mv: yes,
            },
            PollAnswer {
                key: 'n',
                label: no_label.to_string(),
                mv: no,
            },
        ]
    }
}
