//! The game-agnostic core: seats, languages, the seeded RNG, the rules interface every
//! game implements, and the computer-player interface. Nothing here knows about the
//! terminal.

pub mod runner;
pub mod words;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize, de::DeserializeOwned};
use std::fmt::Debug;

/// A seat index, 0-based, in clockwise order.
pub type SeatId = usize;

/// The one RNG type every game uses; it lives inside the game state so that a saved game
/// resumes with the same future shuffles and die rolls.
pub type GameRng = ChaCha8Rng;

pub fn rng_from_seed(seed: u64) -> GameRng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// How many threads a strong computer player spreads one decision's fixed work over:
/// `NAIPES_THREADS` when set (a whole number from 1), else every core. A thread that
/// already runs many games side by side (`naipes sim`) sets its own count with
/// [`with_search_threads`]. Whatever the count, a decision is the same: the work is
/// split into items fixed beforehand and their results are taken in index order.
pub fn threads() -> usize {
    if let Some(n) = SEARCH_THREADS.with(std::cell::Cell::get) {
        return n.max(1);
    }
    if let Some(n) = std::env::var("NAIPES_THREADS")
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok())
        .filter(|n| *n >= 1)
    {
        return n;
    }
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

thread_local! {
    /// This thread's own search-thread count (None: `threads()` decides).
    static SEARCH_THREADS: std::cell::Cell<Option<usize>> = const { std::cell::Cell::new(None) };
}

/// Runs `f` with this thread's decisions searched on `n` threads (the count before is
/// restored after). `naipes sim` runs its games with 1; tests compare counts.
pub fn with_search_threads<T>(n: usize, f: impl FnOnce() -> T) -> T {
    let before = SEARCH_THREADS.with(|c| c.replace(Some(n.max(1))));
    let out = f();
    SEARCH_THREADS.with(|c| c.set(before));
    out
}

/// [`par_map`] when `worth_it` (work enough to pay for starting threads), else the
/// same items in place on this thread.
pub fn par_map_when<T: Send>(worth_it: bool, n: usize, f: impl Fn(usize) -> T + Sync) -> Vec<T> {
    if worth_it {
        par_map(n, f)
    } else {
        (0..n).map(f).collect()
    }
}

/// `f(0)`, `f(1)`, ... `f(n - 1)` in index order, computed on up to [`threads`] threads
/// (contiguous blocks of indices, one block a thread). Each item must depend only on its
/// index and shared read-only data, so the result is the same whatever the count.
pub fn par_map<T: Send>(n: usize, f: impl Fn(usize) -> T + Sync) -> Vec<T> {
    let threads = threads().min(n);
    if threads <= 1 {
        return (0..n).map(f).collect();
    }
    let f = &f;
    let chunk = n.div_ceil(threads);
    // Each block runs with one search thread: an item that maps again (a dictionary
    // walk inside a sampled hand's lookup) does it in place instead of spawning more
    // threads than cores. The calling thread takes the first block itself.
    let block = move |t: usize| {
        let range = (t * chunk).min(n)..((t + 1) * chunk).min(n);
        with_search_threads(1, || range.map(f).collect::<Vec<T>>())
    };
    std::thread::scope(|scope| {
        let handles: Vec<_> = (1..threads)
            .map(|t| scope.spawn(move || block(t)))
            .collect();
        let mut out = Vec::with_capacity(n);
        out.extend(block(0));
        for h in handles {
            match h.join() {
                Ok(part) => out.extend(part),
                // A panic in an item is the same bug on one thread: raise it here.
                Err(e) => std::panic::resume_unwind(e),
            }
        }
        out
    })
}

/// The language a player reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Es,
}

impl Lang {
    /// Picks the English or the Spanish text (or key).
    pub fn pick<T>(self, en: T, es: T) -> T {
        match self {
            Lang::En => en,
            Lang::Es => es,
        }
    }
}

/// How strong a computer player is. Every game maps these to its own bots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum BotLevel {
    /// Any legal move, uniformly at random: a baseline for tests and `naipes sim`, never
    /// offered to players.
    Random,
    /// A beginner: simple rules of thumb, always legal, an occasional visible mistake.
    Easy,
    /// A sound heuristic player (saves and records before the three levels said
    /// "heuristic").
    #[default]
    #[serde(alias = "heuristic")]
    Normal,
    /// Thinks ahead within a fixed budget of iterations, from its own view only.
    Strong,
}

impl BotLevel {
    /// The level's name in saves, records, `--bots` and `@level`.
    pub fn name(self) -> &'static str {
        match self {
            BotLevel::Random => "random",
            BotLevel::Easy => "easy",
            BotLevel::Normal => "normal",
            BotLevel::Strong => "strong",
        }
    }

    /// A level by its name; `heuristic` is the old name of `normal`.
    pub fn parse(name: &str) -> Option<BotLevel> {
        match name {
            "random" => Some(BotLevel::Random),
            "easy" => Some(BotLevel::Easy),
            "normal" | "heuristic" => Some(BotLevel::Normal),
            "strong" => Some(BotLevel::Strong),
            _ => None,
        }
    }
}

/// How a word game judges words (rulings.md, "Common to every game").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum WordCheck {
    /// The dictionary refuses a wrong word before it is laid; the player keeps the
    /// decision.
    #[default]
    Strict,
    /// Any word may be laid; the other players may challenge it; the dictionary decides.
    Challenge,
    /// No dictionary: the other players vote; the majority decides (a tie accepts).
    Vote,
}

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "kind", content = "level")]
pub enum SeatKind {
    /// A person at the keyboard of the table's own terminal.
    Human,
    Computer(BotLevel),
    /// A person at another terminal, connected to a hosted table.
    Remote,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub name: String,
    pub kind: SeatKind,
}

impl Seat {
    /// A person sits here (at this keyboard or at another terminal).
    pub fn is_human(&self) -> bool {
        matches!(self.kind, SeatKind::Human | SeatKind::Remote)
    }
}

/// The table's aids, house rules of every game (README, "Undo and hints"): on by
/// default, off at a competitive table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Assists {
    /// `u` takes back the last decision of the person at the keyboard.
    pub undo: bool,
    /// `h` shows what the normal computer player would do now.
    pub hints: bool,
}

impl Assists {
    /// The aids as a game's house rules set them: every game's rules carry the same two
    /// switches, `undo` and `hints`, written only when off; read here once for all games.
    pub fn of<R: Serialize>(rules: &R) -> Assists {
        let rules = serde_json::to_value(rules).unwrap_or_default();
        let switch = |key: &str| rules.get(key).and_then(|v| v.as_bool()).unwrap_or(true);
        Assists {
            undo: switch("undo"),
            hints: switch("hints"),
        }
    }
}

/// `true`, for `#[serde(default = "crate::engine::on")]` on a house rule that is on
/// unless a file says otherwise.
pub fn on() -> bool {
    true
}

/// Whether a switch is on: such a house rule is written only when off, so that saves and
/// records of tables that keep the default read as before it existed.
pub fn is_on(b: &bool) -> bool {
    *b
}

/// The end of a game: final totals per seat and the seats that share the win.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub totals: Vec<i32>,
    pub winners: Vec<SeatId>,
}

/// Text a player can read, in either language. Rule errors implement it so the screen
/// never carries untranslated strings (events are told with the seats' names instead).
pub trait Describe {
    fn describe(&self, lang: Lang) -> String;
}

/// The one rules interface every game implements (in the spirit of shakmaty and
/// boardgame.io): state, legal moves, apply, outcome and a per-seat view.
pub trait Rules: Clone + Debug + Serialize + DeserializeOwned + Send + 'static {
    type Move: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + 'static;
    /// Told in words by `TableGame::event_text`, which names the seats: no event is
    /// described without the names the table shows (records, logs and sims use them).
    type Event: Clone + Debug + Serialize + DeserializeOwned + Send + 'static;
    type Error: Clone + Debug + Describe + std::error::Error + Send + 'static;
    /// What one seat may see: no other hands, no face-down cards, no score piles.
    type View: Clone + Debug + Send + 'static;

    fn seat_count(&self) -> usize;
    /// The seat that must decide now, or None when the game is over.
    fn to_act(&self) -> Option<SeatId>;
    /// The moves `seat` may choose from now, each one legal (empty when it is not that
    /// seat's decision): every legal move where they can be listed (Pala's cards and
    /// bids, Palace's plays), and where a person may also type a move (any word, any
    /// answer) the ones a search finds. Computer players choose among these; `check`
    /// says whether any other move is legal.
    fn candidate_moves(&self, seat: SeatId) -> Vec<Self::Move>;
    /// Whether `seat` may play `mv` now, without playing it (Err: why not).
    fn check(&self, seat: SeatId, mv: &Self::Move) -> Result<(), Self::Error> {
        self.clone().apply(seat, mv).map(|_| ())
    }
    /// Plays a move. On error nothing changes.
    fn apply(&mut self, seat: SeatId, mv: &Self::Move) -> Result<Vec<Self::Event>, Self::Error>;
    fn outcome(&self) -> Option<Outcome>;
    fn view_for(&self, seat: SeatId) -> Self::View;
    /// What every seat may see (a spectator, a hand-off screen): the view of a seat
    /// nobody sits in, with no hand, no face-down card and no private choice.
    fn public_view(&self) -> Self::View;
    /// Running totals per seat, for the score pad and the property tests.
    fn totals(&self) -> Vec<i32>;
}

/// A computer player. It sees only its seat's view and the legal moves, never the state,
/// so it cannot cheat. Its randomness comes from `rng`, derived from the game's seed.
pub trait Bot<G: Rules>: Send {
    fn choose(&mut self, view: &G::View, legal: &[G::Move], rng: &mut GameRng) -> G::Move;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn old_level_names_still_load_and_new_names_round_trip() {
        let old: SeatKind =
            serde_json::from_str(r#"{"kind":"computer","level":"heuristic"}"#).unwrap();
        assert_eq!(old, SeatKind::Computer(BotLevel::Normal));
        let random: SeatKind =
            serde_json::from_str(r#"{"kind":"computer","level":"random"}"#).unwrap();
        assert_eq!(random, SeatKind::Computer(BotLevel::Random));
        for level in [
            BotLevel::Random,
            BotLevel::Easy,
            BotLevel::Normal,
            BotLevel::Strong,
        ] {
            let text = serde_json::to_string(&level).unwrap();
            assert_eq!(text, format!("\"{}\"", level.name()));
            assert_eq!(serde_json::from_str::<BotLevel>(&text).unwrap(), level);
            assert_eq!(BotLevel::parse(level.name()), Some(level));
        }
        assert_eq!(BotLevel::parse("heuristic"), Some(BotLevel::Normal));
        assert_eq!(BotLevel::parse("genius"), None);
    }

    /// The items come back in index order and the same whatever the thread count; a
    /// thread's own count overrides the environment and is restored after.
    #[test]
    fn par_map_keeps_index_order_at_every_thread_count() {
        let want: Vec<u64> = (0..37u64).map(|i| i * i + 1).collect();
        for n in [1, 2, 3, 8, 64] {
            let got = with_search_threads(n, || {
                assert_eq!(threads(), n);
                par_map(37, |i| (i as u64) * (i as u64) + 1)
            });
            assert_eq!(got, want, "{n} threads");
        }
        assert!(with_search_threads(2, || par_map(0, |i| i)).is_empty());
        let outer = with_search_threads(3, || with_search_threads(1, threads) + threads());
        assert_eq!(outer, 4);
    }
}
