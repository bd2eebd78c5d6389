//! The review of a finished game (README, "Review of a finished game"): for each of a
//! person's decisions, what the best play was from what that person could see then, and
//! what it was worth against the one played; then, per person, the biggest misses first,
//! the points left on the table and the words to learn. Each game judges its own
//! decisions ([`TableGame::review_choice`], from the seat's view only); this module
//! walks the game, spreads the decisions over the cores ([`crate::engine::par_map`],
//! `NAIPES_THREADS`) and writes the text. Reads a finished game; changes nothing.
//! No terminal code.

use super::TableGame;
use crate::engine::runner::bot_rng;
use crate::engine::words::fill;
use crate::engine::{GameRng, Lang, Rules, SeatId};
use crate::session::Session;
use serde::{Deserialize, Serialize};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A game's judgement of one decision: the best move it found from the seat's view, and
/// the worth of that move and of the one played, in the game's points (a higher worth is
/// better for the seat).
#[derive(Clone, Debug)]
pub struct Choice<M> {
    pub best: M,
    pub best_worth: f64,
    pub played_worth: f64,
    /// Words worth learning from this decision (the best word, words that fitted).
    pub words: Vec<String>,
    /// The worths are estimates (Pala's playouts), not the points the move scores: the
    /// review says both.
    pub estimated: bool,
}

/// One reviewed decision, as the review tells it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reviewed {
    /// The move's place in the game (from 1).
    pub move_number: usize,
    pub played: String,
    pub best: String,
    /// The points the best move was worth beyond the one played (0: the best was played).
    pub missed: f64,
    pub words: Vec<String>,
}

/// One seat's review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatReview {
    pub seat: SeatId,
    pub name: String,
    /// Decisions the game reviews (word plays, bids and cards, not votes or draws).
    pub decisions: usize,
    /// Those where a better move was there, the biggest miss first.
    pub misses: Vec<Reviewed>,
    /// What the game adds (Palace: the challenges and their accepted answers).
    pub notes: Vec<String>,
}

impl SeatReview {
    /// The points left on the table: the misses added up.
    pub fn points_missed(&self) -> f64 {
        self.misses.iter().map(|m| m.missed).sum()
    }

    /// The words to learn, each once, from the biggest miss down.
    pub fn words_to_learn(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for w in self.misses.iter().flat_map(|m| &m.words) {
            if !out.contains(w) {
                out.push(w.clone());
            }
        }
        out
    }
}

/// One decision to judge, with what the judging thread needs.
struct Decision<G: Rules> {
    move_number: usize,
    seat: SeatId,
    ply: u64,
    mv: G::Move,
    state: G,
    played: String,
}

/// A whole game's review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameReview {
    pub game: String,
    pub seats: Vec<SeatReview>,
}

/// The seats a review covers: `only` (a seat's name, any case), else every person's
/// seat, else (a game of computers only) every seat. Err: no seat of that name.
pub fn seats_to_review<G: Rules>(
    session: &Session<G>,
    only: Option<&str>,
) -> Result<Vec<SeatId>, String> {
    if let Some(name) = only {
        return session
            .seats
            .iter()
            .position(|s| s.name.eq_ignore_ascii_case(name.trim()))
            .map(|s| vec![s])
            .ok_or_else(|| {
                let names: Vec<&str> = session.seats.iter().map(|s| s.name.as_str()).collect();
                format!("no seat is named {name}: {}", names.join(", "))
            });
    }
    let people: Vec<SeatId> = (0..session.seats.len())
        .filter(|&s| session.seats[s].is_human())
        .collect();
    Ok(if people.is_empty() {
        (0..session.seats.len()).collect()
    } else {
        people
    })
}

/// Reviews `seats`' decisions in a finished `session`. `progress(done, all)` is told as
/// decisions are judged (from any thread); once `stopped()`, the rest are skipped. The
/// result is the same whatever the thread
/// count: each decision's randomness comes from the game's seed and its ply.
pub fn review<G: TableGame>(
    session: &Session<G>,
    seats: &[SeatId],
    lang: Lang,
    progress: &(dyn Fn(usize, usize) + Sync),
    stopped: &(dyn Fn() -> bool + Sync),
) -> GameReview {
    let names = session.names();
    // The states before each move, rebuilt from the start (a finished game replays).
    let mut states = Vec::with_capacity(session.history.len());
    let mut game = session.initial.clone();
    for entry in &session.history {
        states.push(game.clone());
        if game.apply(entry.seat, &entry.mv).is_err() {
            break;
        }
    }
    // Each decision a job, taken by whichever thread judges it (a game state is Send,
    // not Sync); the move played is told now, from its events.
    let jobs: Vec<Mutex<Option<Decision<G>>>> = states
        .into_iter()
        .enumerate()
        .filter(|(i, _)| seats.contains(&session.history[*i].seat))
        .map(|(i, state)| {
            let entry = &session.history[i];
            let played = entry
                .events
                .first()
                .map(|e| G::event_text(e, lang, &names))
                .unwrap_or_default();
            Mutex::new(Some(Decision {
                move_number: i + 1,
                seat: entry.seat,
                ply: entry.ply,
                mv: entry.mv.clone(),
                state,
                played,
            }))
        })
        .collect();
    let done = AtomicUsize::new(0);
    let seed = session.seed;
    let judged = crate::engine::par_map(jobs.len(), |k| {
        let job = jobs[k].lock().ok().and_then(|mut j| j.take());
        let reviewed = job.as_ref().filter(|_| !stopped()).and_then(|job| {
            let mut rng: GameRng = bot_rng(seed, job.ply);
            let c = job.state.review_choice(job.seat, &job.mv, &mut rng)?;
            let mut best = job.state.first_event_text(job.seat, &c.best, lang, &names);
            if c.estimated {
                let note = fill(
                    text::words(lang).estimated,
                    &[
                        ("best", &signed(c.best_worth)),
                        ("played", &signed(c.played_worth)),
                    ],
                );
                best = format!("{} ({note})", best.trim_end_matches('.'));
            }
            if !best.ends_with('.') {
                best.push('.');
            }
            Some(Reviewed {
                move_number: job.move_number,
                played: job.played.clone(),
                best,
                missed: (c.best_worth - c.played_worth).max(0.0),
                words: c.words,
            })
        });
        progress(done.fetch_add(1, Ordering::Relaxed) + 1, jobs.len());
        (job.map(|j| j.seat), reviewed)
    });
    let judged: Vec<(SeatId, Option<Reviewed>)> = judged
        .into_iter()
        .filter_map(|(seat, r)| seat.map(|s| (s, r)))
        .collect();
    let seats = seats
        .iter()
        .map(|&seat| {
            let mine: Vec<&Reviewed> = judged
                .iter()
                .filter(|(s, r)| *s == seat && r.is_some())
                .filter_map(|(_, r)| r.as_ref())
                .collect();
            let mut misses: Vec<Reviewed> = mine
                .iter()
                .filter(|r| r.missed > MISS_AT_LEAST)
                .map(|r| (*r).clone())
                .collect();
            misses.sort_by(|a, b| {
                b.missed
                    .total_cmp(&a.missed)
                    .then(a.move_number.cmp(&b.move_number))
            });
            SeatReview {
                seat,
                name: names.get(seat).cloned().unwrap_or_default(),
                decisions: mine.len(),
                misses,
                notes: G::review_notes(session, seat, lang, &names),
            }
        })
        .collect();
    GameReview {
        game: G::KEY.to_string(),
        seats,
    }
}

/// Told how far the review has got: (decisions done, all of them).
pub type Tell<'a> = &'a (dyn Fn(usize, usize) + Sync);
/// Asked whether to stop.
pub type Stopped<'a> = &'a (dyn Fn() -> bool + Sync);
/// The review's work, to run once.
type Run = dyn for<'a, 'b> FnOnce(Lang, Tell<'a>, Stopped<'b>) -> GameReview + Send;

/// A review to compute (off the UI thread, on the cores), with the key it is cached
/// under ([`Job::key`]).
pub struct Job {
    /// The game's key ("palabra").
    pub game: &'static str,
    /// The game's name in each language, for titles.
    pub title: (&'static str, &'static str),
    /// The same game reviewed for the same seats gives the same key: the game, its seed,
    /// seats and moves (hashed), the seats reviewed and the review's version.
    pub key: String,
    run: Box<Run>,
}

impl std::fmt::Debug for Job {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Job").field("key", &self.key).finish()
    }
}

impl Job {
    /// The game's name in `lang`.
    pub fn title(&self, lang: Lang) -> &'static str {
        lang.pick(self.title.0, self.title.1)
    }

    /// Computes the review in `lang`, telling `progress`; when `stopped` turns true the
    /// decisions left are skipped (the review is then incomplete: not to be kept).
    pub fn run(
        self,
        lang: Lang,
        progress: &(dyn Fn(usize, usize) + Sync),
        stopped: &(dyn Fn() -> bool + Sync),
    ) -> GameReview {
        (self.run)(lang, progress, stopped)
    }
}

/// Bumped when the review judges differently: older cached reviews are not reused.
const REVIEW_VERSION: u32 = 1;

/// The review of a finished `session` for `seats`, to run later.
pub fn job<G: TableGame>(session: Session<G>, seats: Vec<SeatId>) -> Job {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let seat_names: Vec<&str> = session.seats.iter().map(|s| s.name.as_str()).collect();
    let bytes =
        serde_json::to_vec(&(&seat_names, session.seed, &session.history)).unwrap_or_default();
    for b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    let reviewed: Vec<String> = seats.iter().map(|s| s.to_string()).collect();
    Job {
        game: G::KEY,
        title: G::TITLE,
        key: format!(
            "{}-{hash:016x}-{}-v{REVIEW_VERSION}",
            G::KEY,
            reviewed.join(".")
        ),
        run: Box::new(move |lang, progress, stopped| {
            review(&session, &seats, lang, progress, stopped)
        }),
    }
}

/// Less than this is no miss: estimates (Pala's) differ by noise.
const MISS_AT_LEAST: f64 = 0.05;

mod text {
    crate::engine::words::table! {
        head = ("Review of {game}: the best play from what each person could see then.", "Repaso de {game}: la mejor jugada con lo que cada cual veía entonces."),
        seat = ("{name}: {decisions} decisions reviewed, {misses} with a better play; points left on the table: {points}.", "{name}: {decisions} decisiones repasadas, {misses} con una jugada mejor; puntos que se escaparon: {points}."),
        seat_none = ("{name}: {decisions} decisions reviewed: the best play every time.", "{name}: {decisions} decisiones repasadas: siempre la mejor jugada."),
        seat_notes = ("{name}:", "{name}:"),
        biggest = ("Biggest misses:", "Lo que más se escapó:"),
        miss = ("Move {n}: {played}. Better: {best}", "Jugada {n}: {played}. Mejor: {best}"),
        misses = ("Moves {n}: {played}. Better: {best}", "Jugadas {n}: {played}. Mejor: {best}"),
        more = ("…and {count} more.", "…y {count} más."),
        words = ("Words to learn: {words}.", "Palabras para aprender: {words}."),
        estimated = ("estimated {best} points against the others' mean, the move played {played}", "se estiman {best} puntos frente a la media de los demás, la jugada hecha {played}"),
    }
}

/// How many misses the text lists per seat (the rest are counted).
pub const MISSES_SHOWN: usize = 10;

/// The review as text, one line each, `title` being the game's name.
pub fn text(review: &GameReview, title: &str, lang: Lang) -> Vec<String> {
    let w = text::words(lang);
    let mut out = vec![fill(w.head, &[("game", title)])];
    for seat in &review.seats {
        out.push(String::new());
        let decisions = seat.decisions.to_string();
        if seat.decisions == 0 {
            out.push(fill(w.seat_notes, &[("name", &seat.name)]));
        } else if seat.misses.is_empty() {
            out.push(fill(
                w.seat_none,
                &[("name", &seat.name), ("decisions", &decisions)],
            ));
        } else {
            out.push(fill(
                w.seat,
                &[
                    ("name", &seat.name),
                    ("decisions", &decisions),
                    ("misses", &seat.misses.len().to_string()),
                    ("points", &points(seat.points_missed())),
                ],
            ));
            out.push(format!("  {}", w.biggest));
            // The same miss again (a hand that did not change) is one line.
            let mut groups: Vec<(&Reviewed, Vec<usize>)> = Vec::new();
            for m in &seat.misses {
                match groups
                    .iter_mut()
                    .find(|(g, _)| g.played == m.played && g.best == m.best)
                {
                    Some((_, moves)) => moves.push(m.move_number),
                    None => groups.push((m, vec![m.move_number])),
                }
            }
            for (m, mut moves) in groups.iter().take(MISSES_SHOWN).cloned() {
                moves.sort_unstable();
                let line = fill(
                    if moves.len() == 1 { w.miss } else { w.misses },
                    &[
                        ("n", &numbers(&moves)),
                        ("played", m.played.trim().trim_end_matches('.')),
                        ("best", m.best.trim()),
                    ],
                );
                out.push(format!("  - {line}"));
            }
            if groups.len() > MISSES_SHOWN {
                let count = (groups.len() - MISSES_SHOWN).to_string();
                out.push(format!("  {}", fill(w.more, &[("count", &count)])));
            }
            let words = seat.words_to_learn();
            if !words.is_empty() {
                out.push(format!(
                    "  {}",
                    fill(w.words, &[("words", &words.join(", "))])
                ));
            }
        }
        for note in &seat.notes {
            out.push(format!("  {note}"));
        }
    }
    out
}

/// Move numbers as a short list: the first few, then how many more.
fn numbers(moves: &[usize]) -> String {
    const LISTED: usize = 6;
    let mut out: Vec<String> = moves.iter().take(LISTED).map(|n| n.to_string()).collect();
    if moves.len() > LISTED {
        out.push(format!("+{}", moves.len() - LISTED));
    }
    out.join(", ")
}

/// An estimate with its sign, one decimal.
fn signed(p: f64) -> String {
    format!("{p:+.1}")
}

/// Points as a person reads them: whole when whole, else one decimal (estimates).
pub fn points(p: f64) -> String {
    if (p - p.round()).abs() < 0.05 {
        format!("{}", p.round() as i64)
    } else {
        format!("{p:.1}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn miss(n: usize, missed: f64, words: &[&str]) -> Reviewed {
        Reviewed {
            move_number: n,
            played: "Ana plays CAT for 12.".into(),
            best: "Ana plays DOLTS for 126.".into(),
            missed,
            words: words.iter().map(|w| w.to_string()).collect(),
        }
    }

    #[test]
    fn a_seat_adds_up_its_misses_and_learns_each_word_once() {
        let seat = SeatReview {
            seat: 0,
            name: "Ana".into(),
            decisions: 5,
            misses: vec![miss(4, 100.0, &["DOLTS"]), {
                let mut other = miss(2, 14.5, &["DOLTS", "OWL"]);
                other.best = "Ana plays OWL for 26.5.".into();
                other
            }],
            notes: vec![],
        };
        assert_eq!(seat.points_missed(), 114.5);
        assert_eq!(seat.words_to_learn(), vec!["DOLTS", "OWL"]);
        let review = GameReview {
            game: "palabra".into(),
            seats: vec![seat],
        };
        let lines = text(&review, "Palabra", Lang::En);
        assert!(lines[2].contains(
            "5 decisions reviewed, 2 with a better play; points left on the table: 114.5."
        ));
        assert!(lines[4].contains("Move 4: Ana plays CAT for 12. Better: Ana plays DOLTS"));
        assert!(
            lines
                .last()
                .is_some_and(|l| l.contains("Words to learn: DOLTS, OWL."))
        );
        assert_eq!(points(126.0), "126");
        let same = SeatReview {
            seat: 0,
            name: "Ana".into(),
            decisions: 9,
            misses: (1..=8).map(|n| miss(n * 3, 48.0, &["ALIF"])).collect(),
            notes: vec![],
        };
        let review = GameReview {
            game: "palabra".into(),
            seats: vec![same],
        };
        let lines = text(&review, "Palabra", Lang::En);
        assert!(
            lines[4].contains("Moves 3, 6, 9, 12, 15, 18, +2: Ana plays CAT"),
            "{lines:?}"
        );
        assert_eq!(lines.len(), 6, "one line for the same miss: {lines:?}");
        assert_eq!(points(-3.25), "-3.2");
    }
}
