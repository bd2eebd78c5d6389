//! One word-judging engine for the word games (Palabra, Rapiletras, Leftovers). A word is
//! laid and put to the table; the other seats are asked one at a time, in turn order from
//! the player's left, to accept or challenge it (challenge mode) or to vote on it (vote
//! mode). The first challenge is decided at once by the dictionary; when every other seat
//! has accepted, the word stands; when every other seat has voted, the majority decides.
//! A vote is secret until counted, so the seats still to vote may vote in any order
//! ([`may_vote`]); it closes as soon as the votes still to come cannot change its result
//! ([`Count::settled`]), and the seats not asked yet are not asked.
//!
//! The protocol lives here once ([`answer`]); what each outcome does is the game's own
//! ruling, through the hooks of [`Table`]: who is asked next, what a failed or a won
//! challenge costs, what standing and refusal do, how a tie counts. No terminal code.
//!
//! How computer players answer ([`bot_accepts`]) lives here too: each level has a
//! vocabulary ([`knows`]) and judges a word it does not know as a person would.

use crate::engine::words::fill;
use crate::engine::{BotLevel, GameRng, Lang, SeatId};
use crate::games::{LaidWord, Poll, WordAnswers};
use crate::lexicon::{Language, WordList, table::table_for};
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// Does a computer player of `level` know `word`, a word of the game's dictionary
/// when `in_dictionary`? Easy knows the everyday list; normal the everyday list and the
/// more frequent part of the full list ([`crate::lexicon::is_common`]); strong the
/// whole dictionary. The player's own words belong to every level (they join the
/// everyday list). Nobody knows a word the game's dictionary lacks.
pub(crate) fn knows(level: BotLevel, lang: Language, in_dictionary: bool, word: &str) -> bool {
    in_dictionary
        && match level {
            BotLevel::Strong => true,
            BotLevel::Normal => {
                table_for(lang, WordList::Everyday).contains(word)
                    || crate::lexicon::is_common(lang, word)
            }
            BotLevel::Easy | BotLevel::Random => table_for(lang, WordList::Everyday).contains(word),
        }
}

/// The mark after a typed word's preview when the word is outside the dictionary, the
/// same at every word game: a free check before the word is laid. None for a word of the
/// dictionary, in strict mode (such a word is refused before) and when the table turned
/// the house rule `preview_dictionary` off.
pub fn dictionary_mark(
    check: crate::engine::WordCheck,
    preview_dictionary: bool,
    in_dictionary: bool,
    lang: Lang,
) -> Option<&'static str> {
    use crate::engine::WordCheck;
    if in_dictionary || !preview_dictionary {
        return None;
    }
    let w = super::text::words(lang);
    match check {
        WordCheck::Strict => None,
        WordCheck::Challenge => Some(w.not_in_dictionary_challenge),
        WordCheck::Vote => Some(w.not_in_dictionary_vote),
    }
}

/// The help's line on the house rule `preview_dictionary`, in challenge and vote modes
/// (strict mode refuses a word outside the dictionary: no line).
pub fn dictionary_mark_help(
    check: crate::engine::WordCheck,
    preview_dictionary: bool,
    lang: Lang,
) -> Option<String> {
    let w = super::text::words(lang);
    match (check, preview_dictionary) {
        (crate::engine::WordCheck::Strict, _) => None,
        (_, true) => Some(w.preview_dictionary_on.to_string()),
        (_, false) => Some(w.preview_dictionary_off.to_string()),
    }
}

/// The event text of a vote closed before `unasked` voted ([`Table::closed_early`]).
pub(crate) fn closed_early_text(lang: Lang, word: &str, unasked: &[String]) -> String {
    let or = match lang {
        Lang::En => " and ",
        Lang::Es => " y ",
    };
    crate::engine::words::fill(
        super::text::words(lang).vote_closed,
        &[("word", word), ("names", &unasked.join(or))],
    )
}

/// Whether a computer of `level` would lay `word`, a word of the game's dictionary: in
/// strict mode any (the dictionary screens every word before it is laid); in challenge
/// and vote modes only a word of its vocabulary ([`knows`]), as a person lays the words
/// they know.
pub(crate) fn would_lay(
    level: BotLevel,
    lang: Language,
    check: crate::engine::WordCheck,
    word: &str,
) -> bool {
    check == crate::engine::WordCheck::Strict || knows(level, lang, true, word)
}

/// How likely a computer of `level` is to challenge (or vote against) a word it does
/// not know, in percent: (when the word looks like a word, when it does not), first
/// when a wrong challenge costs nothing, then when it costs a turn or more. A word
/// "does not look like a word" when it has three letters in a row (word edges counted)
/// that no word of the player's vocabulary has ([`looks_like_a_word`]).
fn appetite(level: BotLevel, plausible: bool, cost: Cost) -> u32 {
    let (free, dear) = match (level, plausible) {
        (BotLevel::Strong, _) => (100, 100),
        (BotLevel::Normal, true) => (6, 4),
        (BotLevel::Normal, false) => (80, 65),
        (BotLevel::Easy | BotLevel::Random, true) => (6, 5),
        (BotLevel::Easy | BotLevel::Random, false) => (35, 25),
    };
    match cost {
        Cost::Free => free,
        Cost::Dear => dear,
    }
}

/// What a wrong challenge (or a no vote against a good word) costs the one who makes
/// it, as a computer weighs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cost {
    /// Nothing, or little (a vote; Rapiletras' default of no penalty).
    Free,
    /// A lost turn, or penalty points.
    Dear,
}

/// Whether a computer of `level` lets `word` stand (accepts it, or votes yes): always
/// when it knows the word ([`knows`]); otherwise strong, who knows the whole
/// dictionary, refuses it, and easy and normal challenge it with a seeded draw at their
/// appetite ([`appetite`]): more often when the word does not look like a word, less
/// when a wrong challenge is dear. Looks at the word and the public rules only, never
/// at anyone's cards. Draws from `rng` only for a word it does not know.
pub(crate) fn bot_accepts(
    level: BotLevel,
    lang: Language,
    in_dictionary: bool,
    word: &str,
    cost: Cost,
    rng: &mut GameRng,
) -> bool {
    if knows(level, lang, in_dictionary, word) {
        return true;
    }
    if level == BotLevel::Strong {
        return false;
    }
    let p = appetite(level, looks_like_a_word(level, lang, word), cost);
    rng.random_range(0..100) >= p
}

/// The plausible non-words one letter away from `word` (a character of `chars`, whose
/// letters may change, replaced by one of `letters`), absent from the full list of `lang`
/// and refused by `valid` too: what the bluffing seat of `naipes sim --bluff` lays.
/// In order of position, then letter; each with its changed character index.
pub(crate) fn one_letter_bluffs(
    chars: &[char],
    letters: &[char],
    lang: Language,
    valid: impl Fn(&str) -> bool,
) -> Vec<(usize, char, String)> {
    let full = table_for(lang, WordList::Full);
    let mut letters = letters.to_vec();
    letters.sort_unstable();
    letters.dedup();
    let mut out = Vec::new();
    if chars.len() < 2 {
        return out;
    }
    for (i, &c) in chars.iter().enumerate() {
        if !c.is_alphabetic() {
            continue;
        }
        for &l in &letters {
            if l == c {
                continue;
            }
            let mut w = chars.to_vec();
            w[i] = l;
            let plain: String = w.iter().filter(|c| c.is_alphabetic()).collect();
            if !full.contains(&plain) && !valid(&plain) {
                out.push((i, l, w.into_iter().collect()));
            }
        }
    }
    out
}

/// The help's line on how computer players judge words (challenge and vote modes).
pub(crate) fn computers_judge_help(lang: Lang) -> String {
    match lang {
        Lang::En => "How computer players judge words: each knows a vocabulary: easy the everyday words, normal also the more common words of the full list, strong the whole dictionary. A word it knows, it accepts (votes yes). A word it does not know, strong always challenges (votes no); easy and normal only now and then: more often when the word does not look like a word they know, less when a failed challenge costs something. So a bluff may get past easy and normal, and they sometimes challenge a rare real word; strong is never wrong. None of them sees your cards.".into(),
        Lang::Es => "Cómo juzgan las palabras los jugadores de la computadora: cada uno conoce un vocabulario: fácil, las palabras corrientes; normal, también las más comunes de la lista completa; fuerte, todo el diccionario. Una palabra que conoce, la acepta (vota sí). Una que no conoce, fuerte la desafía siempre (vota no); fácil y normal solo a veces: más cuando no parece una palabra de las que conocen, menos cuando desafiar en falso cuesta algo. Así, un farol puede colar ante fácil y normal, y a veces desafían una palabra rara pero buena; fuerte no se equivoca. Ninguno ve tus cartas.".into(),
    }
}

/// Letters and the word edge, as trigram indices.
const SYMBOLS: usize = crate::lexicon::normalize::ALPHABET_LEN + 1;

/// Whether every three letters in a row of `word` (with the word's edges) occur in some
/// word of the vocabulary of `level` in `lang`: the everyday list for easy, with the
/// common words for normal and strong (the built-in lists; made once, on first use).
pub(crate) fn looks_like_a_word(level: BotLevel, lang: Language, word: &str) -> bool {
    static SEEN: [[OnceLock<Vec<bool>>; 2]; 2] = [
        [OnceLock::new(), OnceLock::new()],
        [OnceLock::new(), OnceLock::new()],
    ];
    let i = match lang {
        Language::English => 0,
        Language::Spanish => 1,
    };
    let common = matches!(level, BotLevel::Normal | BotLevel::Strong);
    let seen = SEEN[i][usize::from(common)].get_or_init(|| {
        let mut seen = vec![false; SYMBOLS * SYMBOLS * SYMBOLS];
        crate::lexicon::each_embedded_key(lang, WordList::Everyday, |key| {
            each_trigram(key, |t| seen[t] = true);
        });
        if common {
            crate::lexicon::each_common_key(lang, |key| each_trigram(key, |t| seen[t] = true));
        }
        seen
    });
    let Some(key) = crate::lexicon::normalize::normalize_bytes(word) else {
        return false;
    };
    let mut all = true;
    each_trigram(&key, |t| all &= seen[t]);
    all
}

/// Each trigram index of a key between word edges.
fn each_trigram(key: &[u8], mut f: impl FnMut(usize)) {
    let edge = SYMBOLS - 1;
    let sym = |j: usize| -> usize {
        if j == 0 || j > key.len() {
            edge
        } else {
            crate::lexicon::normalize::letter_index(key[j - 1]).unwrap_or(edge)
        }
    };
    for j in 0..key.len() {
        f((sym(j) * SYMBOLS + sym(j + 1)) * SYMBOLS + sym(j + 2));
    }
}

/// A word laid and waiting for the table's answers. `game` holds what the game needs to
/// lay the word for good or take it back; in saves its fields sit beside these ones, as
/// each game wrote them before this engine (e.g. Leftovers `{seat, word, opening,
/// answers}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Laid<X> {
    pub seat: SeatId,
    pub word: String,
    /// Answers so far, in order: (seat, accepts); see [`Table::ACCEPT_WRITTEN`].
    pub answers: Vec<(SeatId, bool)>,
    #[serde(flatten)]
    pub game: X,
}

impl<X> Laid<X> {
    /// `seat` lays `word`; nobody has answered yet.
    pub fn new(seat: SeatId, word: String, game: X) -> Self {
        Laid {
            seat,
            word,
            answers: Vec::new(),
            game,
        }
    }

    /// The word put to the table as a public question ([`Poll::word`]): asked of the
    /// seats from `asked_now` in turn order up to the player; a vote when `vote`.
    pub fn poll<M>(
        &self,
        lang: Lang,
        vote: bool,
        question: String,
        (asked_now, seat_count): (SeatId, usize),
        moves: WordAnswers<M>,
    ) -> Poll<M> {
        Poll::word(
            lang,
            vote,
            question,
            (asked_now, self.seat, seat_count),
            self.answers.iter().map(|a| a.0).collect(),
            moves,
        )
    }
}

/// One seat's answer to a laid word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Challenge mode: let the word stand (as far as this seat goes).
    Accept,
    /// Challenge mode: the dictionary decides at once.
    Challenge,
    /// Vote mode: yes (true) or no.
    Vote(bool),
}

/// Why a word was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A challenge found it missing from the dictionary.
    Challenge,
    /// The table voted it down.
    Vote,
}

/// A vote counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    pub yes: usize,
    pub no: usize,
    pub accepted: bool,
}

impl Count {
    /// The majority decides; a tie accepts when `tie_accepts`.
    pub fn of(votes: impl IntoIterator<Item = bool>, tie_accepts: bool) -> Count {
        let (mut yes, mut no) = (0, 0);
        for v in votes {
            if v {
                yes += 1;
            } else {
                no += 1;
            }
        }
        let accepted = yes > no || (yes == no && tie_accepts);
        Count { yes, no, accepted }
    }

    /// Whether this count is the vote's result whatever `left` more votes say: it is
    /// the same when all of them say yes as when all of them say no.
    pub fn settled(self, left: usize, tie_accepts: bool) -> bool {
        let all_yes = Count::of(
            std::iter::repeat_n(true, self.yes + left).chain(std::iter::repeat_n(false, self.no)),
            tie_accepts,
        );
        let all_no = Count::of(
            std::iter::repeat_n(true, self.yes).chain(std::iter::repeat_n(false, self.no + left)),
            tie_accepts,
        );
        all_yes.accepted == all_no.accepted
    }
}

/// A word game as the judging engine sees it: where the laid word is kept, and the
/// game's rulings for each outcome.
pub(crate) trait Table {
    /// The game's part of a laid word ([`Laid::game`]).
    type Word;
    type Event;
    /// How an accept (challenge mode) is written in [`Laid::answers`]. Palabra's saves
    /// wrote `false` ("no challenge"), the others `true`; a save must replay to exactly
    /// what it holds, so each game keeps its own.
    const ACCEPT_WRITTEN: bool = true;

    /// The word waiting for answers, if any.
    fn laid(&mut self) -> Option<&mut Laid<Self::Word>>;
    /// The word waiting for answers, to read.
    fn waiting(&self) -> Option<&Laid<Self::Word>>;
    /// The seat asked now (the game's seat to act while a word waits).
    fn asked(&self) -> Option<SeatId>;
    /// The seat asked after `seat`; the poll is over when this is the player.
    fn next_asked(&self, seat: SeatId) -> SeatId;
    /// `seat` is asked now.
    fn ask(&mut self, seat: SeatId);
    /// Challenge mode: does the dictionary (the game's own) know `word`?
    fn knows(&self, word: &str) -> bool;
    /// Vote mode: a tie accepts (every game so far, as its help and its poll say).
    fn tie_accepts(&self) -> bool {
        true
    }

    /// The event of `seat` accepting (challenge mode).
    fn accepted(&self, seat: SeatId) -> Self::Event;
    /// The event of `seat` voting.
    fn voted(&self, seat: SeatId, accept: bool) -> Self::Event;
    /// The event of the vote counted on `player`'s `word`.
    fn counted(&self, player: SeatId, word: String, count: Count) -> Self::Event;
    /// The event of a vote on `player`'s `word` closed before `unasked` voted: their
    /// votes could not change its result (the count follows).
    fn closed_early(&self, player: SeatId, word: String, unasked: Vec<SeatId>) -> Self::Event;

    /// `challenger` challenged a good word: its penalty, and its event. The word then
    /// stands ([`Table::on_stands`]).
    fn on_challenge_failed(
        &mut self,
        challenger: SeatId,
        player: SeatId,
        word: String,
        events: &mut Vec<Self::Event>,
    );
    /// `challenger` challenged a word the dictionary does not know: the player's
    /// penalty (and the challenger's reward), and its event. The word is then refused
    /// ([`Table::on_refused`]).
    fn on_challenge_won(
        &mut self,
        challenger: SeatId,
        player: SeatId,
        word: String,
        events: &mut Vec<Self::Event>,
    );
    /// The word stands: the game takes it out of waiting and lays it for good.
    fn on_stands(&mut self, events: &mut Vec<Self::Event>);
    /// The word is refused: the game takes it out of waiting and takes it back.
    fn on_refused(&mut self, why: Refusal, events: &mut Vec<Self::Event>);
}

/// The word waiting for the table's answers, as `naipes sim --bluff` reads it
/// ([`crate::games::TableGame::laid_word`]): the same for every word game.
pub(crate) fn laid_word<T: Table>(table: &T, language: Language) -> Option<LaidWord> {
    let laid = table.waiting()?;
    Some(LaidWord {
        seat: laid.seat,
        word: laid.word.clone(),
        language,
        real: table.knows(&laid.word),
        answered: laid.answers.len(),
    })
}

/// The word waiting for answers put to the table as a public question
/// ([`crate::games::TableGame::poll`]), written once for every word game: who laid what,
/// how the answers decide (a vote when `vote`, else accept or challenge), and the game's
/// own `stakes` ("a refused word goes back to {who}"), asked of the seats from the one
/// asked now round to the player, of `seats`.
pub(crate) fn word_poll<T: Table, M>(
    table: &T,
    lang: Lang,
    names: &[String],
    (vote, stakes): (bool, &str),
    seats: usize,
    moves: WordAnswers<M>,
) -> Option<Poll<M>> {
    let laid = table.waiting()?;
    let who = names.get(laid.seat).cloned().unwrap_or_default();
    let w = super::text::words(lang);
    let template = if vote {
        w.vote_question
    } else {
        w.challenge_question
    };
    let stakes = fill(stakes, &[("who", &who)]);
    let question = fill(
        template,
        &[("who", &who), ("word", &laid.word), ("stakes", &stakes)],
    );
    Some(laid.poll(lang, vote, question, (table.asked()?, seats), moves))
}

/// The seats still to answer the laid word, in the order they are asked: from the seat
/// asked now round to the player, leaving out those who answered. Empty when no word
/// waits.
pub(crate) fn to_answer<T: Table>(table: &T) -> Vec<SeatId> {
    let (Some(laid), Some(mut seat)) = (table.waiting(), table.asked()) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    // Round the table once at most, whatever `next_asked` does.
    for _ in 0..64 {
        if seat == laid.seat {
            break;
        }
        if !laid.answers.iter().any(|a| a.0 == seat) && !out.contains(&seat) {
            out.push(seat);
        }
        seat = table.next_asked(seat);
    }
    out
}

/// Whether `seat` may vote on the laid word now, asked or not: a vote is secret until
/// counted, so any seat still to vote may cast theirs (a person need not wait for one
/// who is away). Challenge mode keeps its order: the first challenge decides.
pub(crate) fn may_vote<T: Table>(table: &T, seat: SeatId) -> bool {
    to_answer(table).contains(&seat)
}

/// `seat` answers the laid word. Returns false (and changes nothing) when no word waits.
/// A vote may come from any seat still to vote ([`may_vote`]; the game checks the seat);
/// the seat asked next is the first one still to answer in turn order.
pub(crate) fn answer<T: Table>(
    table: &mut T,
    seat: SeatId,
    answer: Answer,
    events: &mut Vec<T::Event>,
) -> bool {
    let tie_accepts = table.tie_accepts();
    let asked_now = table.asked() == Some(seat);
    let mut left = to_answer(table);
    left.retain(|&s| s != seat);
    let Some(laid) = table.laid() else {
        return false;
    };
    let player = laid.seat;
    let accept = match answer {
        Answer::Challenge => {
            let word = laid.word.clone();
            if table.knows(&word) {
                table.on_challenge_failed(seat, player, word, events);
                table.on_stands(events);
            } else {
                table.on_challenge_won(seat, player, word, events);
                table.on_refused(Refusal::Challenge, events);
            }
            return true;
        }
        Answer::Accept => T::ACCEPT_WRITTEN,
        Answer::Vote(accept) => accept,
    };
    laid.answers.push((seat, accept));
    let count = Count::of(laid.answers.iter().map(|a| a.1), tie_accepts);
    let word = laid.word.clone();
    events.push(match answer {
        Answer::Vote(accept) => table.voted(seat, accept),
        _ => table.accepted(seat),
    });
    let voting = matches!(answer, Answer::Vote(_));
    // Over once everyone answered, or once the votes still to come cannot change it.
    let over = left.is_empty() || (voting && count.settled(left.len(), tie_accepts));
    if !over {
        if asked_now {
            table.ask(left[0]);
        }
    } else if !voting {
        // Every other seat accepted.
        table.on_stands(events);
    } else {
        if !left.is_empty() {
            // The votes still to come cannot change the result: nobody else is asked.
            events.push(table.closed_early(player, word.clone(), left));
        }
        events.push(table.counted(player, word, count));
        if count.accepted {
            table.on_stands(events);
        } else {
            table.on_refused(Refusal::Vote, events);
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng_from_seed;

    /// How many of 400 seeded judgements of `word` by `level` accept it.
    fn accepts(level: BotLevel, lang: Language, word: &str, cost: Cost) -> usize {
        let valid = table_for(lang, WordList::Full).contains(word);
        (0..400u64)
            .filter(|&seed| bot_accepts(level, lang, valid, word, cost, &mut rng_from_seed(seed)))
            .count()
    }

    #[test]
    fn each_level_knows_its_vocabulary() {
        use BotLevel::{Easy, Normal, Strong};
        use Language::{English as En, Spanish as Es};
        // Everyday words: everyone knows them, always.
        for (lang, w) in [(En, "HOUSE"), (En, "GARDEN"), (Es, "CASA"), (Es, "PERRO")] {
            for level in [Easy, Normal, Strong] {
                assert!(knows(level, lang, true, w), "{level:?} {w}");
                assert_eq!(accepts(level, lang, w, Cost::Free), 400, "{level:?} {w}");
            }
        }
        // A common word beyond the everyday list: normal and strong know it, easy not.
        assert!(crate::lexicon::is_common(En, "AARDWOLF"));
        assert!(!knows(Easy, En, true, "AARDWOLF"));
        assert!(knows(Normal, En, true, "AARDWOLF") && knows(Strong, En, true, "AARDWOLF"));
        assert_eq!(accepts(Normal, En, "AARDWOLF", Cost::Dear), 400);
        // Rare real words: only strong knows them; easy refuses them some of the time,
        // not most of the time.
        for (lang, w) in [(En, "BOSTHOON"), (En, "MASHLUM"), (Es, "ZURRIAGAZO")] {
            assert!(table_for(lang, WordList::Full).contains(w), "{w}");
            assert!(
                !knows(Easy, lang, true, w) && !knows(Normal, lang, true, w),
                "{w}"
            );
            assert_eq!(accepts(Strong, lang, w, Cost::Free), 400, "{w}");
            let easy = accepts(Easy, lang, w, Cost::Dear);
            assert!((200..400).contains(&easy), "easy accepts {w} {easy}/400");
        }
        // Nobody knows a word the game's dictionary lacks; strong always refuses it.
        assert!(!knows(Strong, En, false, "HOUSE"));
        assert_eq!(accepts(Strong, En, "HOUSK", Cost::Dear), 0);
    }

    #[test]
    fn an_unknown_word_that_does_not_look_like_a_word_is_challenged_more() {
        use BotLevel::Easy;
        assert!(looks_like_a_word(Easy, Language::English, "HOUSES"));
        assert!(!looks_like_a_word(Easy, Language::English, "HQUSE"));
        let odd = accepts(Easy, Language::English, "HQUSE", Cost::Free);
        let plain = accepts(Easy, Language::English, "HOUSEN", Cost::Free);
        assert!(odd < plain, "{odd} {plain}");
        // A dear challenge is made less often than a free one.
        assert!(accepts(Easy, Language::English, "HQUSE", Cost::Dear) > odd);
    }

    #[test]
    fn judgement_is_seeded_and_draws_only_for_unknown_words() {
        let run = |seed: u64| -> Vec<bool> {
            let mut rng = rng_from_seed(seed);
            ["BOSTHOON", "HOUSE", "MASHLUM", "HQUSE", "HUMDUDGEON"]
                .iter()
                .map(|w| {
                    let valid = table_for(Language::English, WordList::Full).contains(w);
                    bot_accepts(
                        BotLevel::Easy,
                        Language::English,
                        valid,
                        w,
                        Cost::Dear,
                        &mut rng,
                    )
                })
                .collect()
        };
        for seed in 0..50 {
            assert_eq!(run(seed), run(seed), "seed {seed}");
        }
        assert!((0..50).map(run).any(|a| a != run(0)), "the draw does vary");
        // A known word draws nothing: the game's stream is untouched.
        let mut a = rng_from_seed(9);
        let b = rng_from_seed(9);
        assert!(bot_accepts(
            BotLevel::Easy,
            Language::English,
            true,
            "HOUSE",
            Cost::Dear,
            &mut a
        ));
        assert_eq!(a, b);
    }

    /// The written help of each word game (both languages) tells of the computers'
    /// vocabularies, and no passage left from before them says a bluff never works
    /// (found by a tester: the Leftovers help said both).
    #[test]
    fn the_written_help_tells_of_vocabularies_not_an_unbluffable_computer() {
        use crate::games::TableGame;
        let helps = [
            ("palabra", crate::games::palabra::Palabra::HELP),
            ("rapiletras", crate::games::rapiletras::Rapiletras::HELP),
            ("leftovers", crate::games::leftovers::Leftovers::HELP),
        ];
        for (game, (en, es)) in helps {
            for (text, vocabulary, stale) in [
                (
                    en,
                    "vocabulary",
                    ["bluff never works", "by the whole dictionary"],
                ),
                (
                    es,
                    "vocabulario",
                    ["no hay farol", "con el diccionario completo"],
                ),
            ] {
                assert!(text.contains(vocabulary), "{game}: {vocabulary}");
                for phrase in stale {
                    assert!(!text.contains(phrase), "{game}: {phrase}");
                }
            }
        }
    }

    /// The help of each word game says how computers judge words, in both languages,
    /// in challenge and vote modes (strict mode has no judging).
    #[test]
    fn the_help_says_how_computers_judge_words() {
        use crate::engine::WordCheck;
        use crate::games::TableGame;
        for check in [WordCheck::Strict, WordCheck::Challenge, WordCheck::Vote] {
            for lang in [Lang::En, Lang::Es] {
                let line = computers_judge_help(lang);
                let helps = [
                    crate::games::palabra::Palabra::help_lines(
                        &crate::games::palabra::PalabraRules {
                            word_check: check,
                            ..Default::default()
                        },
                        lang,
                    ),
                    crate::games::rapiletras::Rapiletras::help_lines(
                        &crate::games::rapiletras::RapiRules {
                            word_check: check,
                            ..Default::default()
                        },
                        lang,
                    ),
                    crate::games::leftovers::Leftovers::help_lines(
                        &crate::games::leftovers::LeftRules {
                            word_check: check,
                            ..Default::default()
                        },
                        lang,
                    ),
                ];
                for help in helps {
                    assert_eq!(
                        help.contains(&line),
                        check != WordCheck::Strict,
                        "{check:?} {lang:?}"
                    );
                }
            }
        }
        assert!(computers_judge_help(Lang::Es).contains("fuerte no se equivoca"));
    }

    #[test]
    fn bluffs_are_one_letter_away_and_not_words() {
        let chars: Vec<char> = "CAT".chars().collect();
        let b = one_letter_bluffs(&chars, &['X', 'Q', 'A'], Language::English, |_| false);
        assert!(!b.is_empty());
        for (i, l, w) in &b {
            assert_eq!(w.chars().nth(*i), Some(*l));
            assert!(
                !table_for(Language::English, WordList::Full).contains(w),
                "{w}"
            );
        }
        assert!(one_letter_bluffs(&['A'], &['X'], Language::English, |_| false).is_empty());
    }

    /// A table with no game: every hook writes what it was asked to do.
    #[derive(Default)]
    struct Log {
        seats: usize,
        laid: Option<Laid<()>>,
        good: bool,
        asked: Option<SeatId>,
    }

    impl Table for Log {
        type Word = ();
        type Event = String;
        fn laid(&mut self) -> Option<&mut Laid<()>> {
            self.laid.as_mut()
        }
        fn waiting(&self) -> Option<&Laid<()>> {
            self.laid.as_ref()
        }
        fn asked(&self) -> Option<SeatId> {
            self.asked
        }
        fn next_asked(&self, seat: SeatId) -> SeatId {
            (seat + 1) % self.seats
        }
        fn ask(&mut self, seat: SeatId) {
            self.asked = Some(seat);
        }
        fn knows(&self, _word: &str) -> bool {
            self.good
        }
        fn accepted(&self, seat: SeatId) -> String {
            format!("accepted {seat}")
        }
        fn voted(&self, seat: SeatId, accept: bool) -> String {
            format!("voted {seat} {accept}")
        }
        fn counted(&self, player: SeatId, word: String, c: Count) -> String {
            format!("counted {player} {word} {}-{} {}", c.yes, c.no, c.accepted)
        }
        fn closed_early(&self, player: SeatId, word: String, unasked: Vec<SeatId>) -> String {
            format!("closed {player} {word} unasked {unasked:?}")
        }
        fn on_challenge_failed(&mut self, c: SeatId, p: SeatId, w: String, ev: &mut Vec<String>) {
            ev.push(format!("failed {c} {p} {w}"));
        }
        fn on_challenge_won(&mut self, c: SeatId, p: SeatId, w: String, ev: &mut Vec<String>) {
            ev.push(format!("won {c} {p} {w}"));
        }
        fn on_stands(&mut self, ev: &mut Vec<String>) {
            self.laid = None;
            ev.push("stands".into());
        }
        fn on_refused(&mut self, why: Refusal, ev: &mut Vec<String>) {
            self.laid = None;
            ev.push(format!("refused {why:?}"));
        }
    }

    fn table(seats: usize, player: SeatId, good: bool) -> Log {
        Log {
            seats,
            laid: Some(Laid::new(player, "CAT".into(), ())),
            good,
            asked: Some((player + 1) % seats),
        }
    }

    fn run(t: &mut Log, answers: &[(SeatId, Answer)]) -> Vec<String> {
        let mut ev = Vec::new();
        for &(seat, a) in answers {
            assert!(answer(t, seat, a, &mut ev));
        }
        ev
    }

    #[test]
    fn every_other_seat_accepting_lets_the_word_stand() {
        let mut t = table(4, 2, false);
        let ev = run(&mut t, &[(3, Answer::Accept), (0, Answer::Accept)]);
        assert_eq!(ev, ["accepted 3", "accepted 0"]);
        assert_eq!(
            t.asked,
            Some(1),
            "asked in turn order from the player's left"
        );
        assert_eq!(
            t.laid.as_ref().map(|l| l.answers.clone()),
            Some(vec![(3, true), (0, true)])
        );
        let ev = run(&mut t, &[(1, Answer::Accept)]);
        assert_eq!(ev, ["accepted 1", "stands"]);
    }

    #[test]
    fn the_first_challenge_decides_by_the_dictionary() {
        let mut t = table(3, 0, true);
        let ev = run(&mut t, &[(1, Answer::Accept), (2, Answer::Challenge)]);
        assert_eq!(ev, ["accepted 1", "failed 2 0 CAT", "stands"]);
        let mut t = table(3, 0, false);
        let ev = run(&mut t, &[(1, Answer::Challenge)]);
        assert_eq!(ev, ["won 1 0 CAT", "refused Challenge"]);
        assert!(t.laid.is_none());
    }

    #[test]
    fn the_majority_decides_a_vote_and_a_tie_accepts() {
        // Three voters (four seats): one yes and two no refuse the word.
        let mut t = table(4, 3, false);
        let ev = run(
            &mut t,
            &[
                (0, Answer::Vote(false)),
                (1, Answer::Vote(true)),
                (2, Answer::Vote(false)),
            ],
        );
        assert_eq!(
            ev,
            [
                "voted 0 false",
                "voted 1 true",
                "voted 2 false",
                "counted 3 CAT 1-2 false",
                "refused Vote"
            ]
        );
        // Two voters: no then yes is a tie, which accepts.
        let mut t = table(3, 1, false);
        let ev = run(&mut t, &[(2, Answer::Vote(false)), (0, Answer::Vote(true))]);
        assert_eq!(
            ev,
            [
                "voted 2 false",
                "voted 0 true",
                "counted 1 CAT 1-1 true",
                "stands"
            ]
        );
    }

    /// A vote closes as soon as the votes still to come cannot change its result; the
    /// seats not asked yet are named and not asked.
    #[test]
    fn a_vote_closes_when_the_rest_cannot_change_it() {
        // Two voters: one yes decides (the other's no would only tie, which accepts).
        let mut t = table(3, 1, false);
        let ev = run(&mut t, &[(2, Answer::Vote(true))]);
        assert_eq!(
            ev,
            [
                "voted 2 true",
                "closed 1 CAT unasked [0]",
                "counted 1 CAT 1-0 true",
                "stands"
            ]
        );
        assert!(t.laid.is_none());
        // Four voters (five seats, seat 4 laid the word): two yes decide.
        let mut t = table(5, 4, false);
        let ev = run(&mut t, &[(0, Answer::Vote(true)), (1, Answer::Vote(true))]);
        assert_eq!(
            ev[2..],
            [
                "closed 4 CAT unasked [2, 3]",
                "counted 4 CAT 2-0 true",
                "stands"
            ]
        );
        // One yes and one no with two to come: either way yet.
        let mut t = table(5, 4, false);
        let ev = run(&mut t, &[(0, Answer::Vote(true)), (1, Answer::Vote(false))]);
        assert_eq!(ev, ["voted 0 true", "voted 1 false"]);
        assert_eq!(t.asked, Some(2));
        // Two no with two to come: two yes would tie, which accepts.
        let mut t = table(5, 4, false);
        run(
            &mut t,
            &[(0, Answer::Vote(false)), (1, Answer::Vote(false))],
        );
        assert!(t.laid.is_some());
        // Three no of four: refused, the last voter not asked.
        let ev = run(&mut t, &[(2, Answer::Vote(false))]);
        assert_eq!(
            ev,
            [
                "voted 2 false",
                "closed 4 CAT unasked [3]",
                "counted 4 CAT 0-3 false",
                "refused Vote"
            ]
        );
        // Challenge mode never closes early on accepts: every other seat accepts.
        let mut t = table(5, 4, true);
        let ev = run(&mut t, &[(0, Answer::Accept), (1, Answer::Accept)]);
        assert_eq!(ev, ["accepted 0", "accepted 1"]);
    }

    /// A vote may come from a seat not asked yet (the seat asked now may be away): it
    /// counts, the seat asked now stays asked, and later the one asked skips it.
    #[test]
    fn a_vote_may_come_out_of_turn() {
        // Five seats, seat 0 laid the word: 1, 2, 3, 4 vote.
        let mut t = table(5, 0, false);
        assert_eq!(to_answer(&t), [1, 2, 3, 4]);
        assert!(may_vote(&t, 3) && !may_vote(&t, 0));
        let ev = run(&mut t, &[(3, Answer::Vote(true))]);
        assert_eq!(ev, ["voted 3 true"]);
        assert_eq!(t.asked, Some(1), "seat 1 is still the one asked");
        assert_eq!(to_answer(&t), [1, 2, 4]);
        assert!(!may_vote(&t, 3), "one vote each");
        // Seat 2 votes no: one each, two to come. Seat 1 votes yes, then 2-1 with seat 4
        // to come: settled (a tie accepts), and seat 4 is not asked.
        run(&mut t, &[(2, Answer::Vote(false))]);
        assert!(t.laid.is_some());
        let ev = run(&mut t, &[(1, Answer::Vote(true))]);
        assert_eq!(
            ev,
            [
                "voted 1 true",
                "closed 0 CAT unasked [4]",
                "counted 0 CAT 2-1 true",
                "stands"
            ]
        );
        // In turn, the one asked next skips a seat that voted out of turn.
        let mut t = table(5, 0, false);
        run(
            &mut t,
            &[(2, Answer::Vote(false)), (1, Answer::Vote(false))],
        );
        assert_eq!(t.asked, Some(3));
    }

    #[test]
    fn a_count_is_settled_only_when_the_rest_cannot_change_it() {
        let c = |yes: usize, no: usize| {
            Count::of(
                std::iter::repeat_n(true, yes).chain(std::iter::repeat_n(false, no)),
                true,
            )
        };
        // Four voters, a tie accepts.
        assert!(c(2, 0).settled(2, true));
        assert!(c(2, 1).settled(1, true));
        assert!(!c(1, 1).settled(2, true));
        assert!(!c(0, 2).settled(2, true));
        assert!(c(0, 3).settled(1, true));
        assert!(c(3, 1).settled(0, true), "nothing to come: settled");
        // Where a tie refuses, two yes of four are not enough.
        assert!(!c(2, 0).settled(2, false));
        assert!(c(0, 2).settled(2, false));
    }

    #[test]
    fn a_count_follows_the_tie_rule() {
        assert!(Count::of([true, false], true).accepted);
        assert!(!Count::of([true, false], false).accepted);
        assert_eq!(
            Count::of([false, true, true], false),
            Count {
                yes: 2,
                no: 1,
                accepted: true
            }
        );
        assert!(Count::of([], true).accepted);
    }

    #[test]
    fn no_word_waiting_changes_nothing() {
        let mut t = Log {
            seats: 2,
            ..Log::default()
        };
        let mut ev = Vec::new();
        assert!(!answer(&mut t, 1, Answer::Challenge, &mut ev));
        assert!(!answer(&mut t, 1, Answer::Vote(true), &mut ev));
        assert!(ev.is_empty() && t.asked.is_none());
    }

    /// Saves keep each game's shape: the game's fields beside the common ones.
    #[test]
    fn a_laid_word_is_saved_flat() {
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        struct Opening {
            opening: bool,
        }
        let mut laid = Laid::new(1, "CAT".into(), Opening { opening: true });
        laid.answers.push((2, false));
        let v = serde_json::to_value(&laid).unwrap();
        assert_eq!(
            v,
            serde_json::json!({"seat": 1, "word": "CAT", "opening": true, "answers": [[2, false]]})
        );
        let back: Laid<Opening> = serde_json::from_value(v).unwrap();
        assert_eq!(back, laid);
    }
}
