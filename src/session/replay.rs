//! A finished game rebuilt move by move for the replay viewer (`naipes replay FILE`):
//! from a complete record (the seed redeals the game and its moves replay through the
//! game module, every event, total and deal checked against the record) or from a
//! finished save (verified as Continue verifies a save). Nothing is secret once a game
//! is over; an unfinished game is refused, since its hidden cards and seed are secret.
//! No terminal code.

use super::Session;
use super::record::RECORD_FORMAT;
use crate::engine::words::fill;
use crate::engine::{Describe, Lang, Seat};
use crate::games::TableGame;
use serde_json::Value;

mod text {
    crate::engine::words::table! {
        unfinished = ("This game is not over: its hidden cards and its seed are still secret, so it cannot be replayed. Finish it first (Continue).", "Esta partida no ha terminado: sus cartas ocultas y su semilla siguen en secreto, así que no se puede repetir. Termínala antes (Continuar)."),
        public = ("This record was written while people played (no seed, hidden moves left out): the game did not end, so it cannot be replayed. A finished game's record is complete.", "Este registro se escribió mientras se jugaba (sin semilla, sin las jugadas ocultas): la partida no terminó, así que no se puede repetir. El registro de una partida terminada está completo."),
        damaged = ("It cannot be read: {detail}.", "No se puede leer: {detail}."),
        no_replay = ("Its moves do not replay: {detail}.", "Sus jugadas no se reproducen: {detail}."),
    }
}

/// Why a game cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A save of a game still in progress.
    Unfinished,
    /// A public record (written during play, or the game never ended).
    Public,
    /// Not a record or save naipes can read (the detail in English).
    Damaged(String),
    /// Read, but the rules do not replay it as written (the detail in English).
    NoReplay(String),
}

impl Refusal {
    pub fn text(&self, lang: Lang) -> String {
        let w = text::words(lang);
        match self {
            Refusal::Unfinished => w.unfinished.to_string(),
            Refusal::Public => w.public.to_string(),
            // The sentence ends once: a rule's own full stop goes.
            Refusal::Damaged(detail) => {
                fill(w.damaged, &[("detail", detail.trim_end_matches('.'))])
            }
            Refusal::NoReplay(detail) => {
                fill(w.no_replay, &[("detail", detail.trim_end_matches('.'))])
            }
        }
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

/// What a replay is opened from, its game already known.
pub enum Source {
    /// The lines of one game of a record (start line first).
    Record(Vec<Value>),
    /// The body of a save file (the game's `Session`).
    Save(Value),
}

fn same<T: serde::Serialize>(a: &T, b: &Value) -> bool {
    serde_json::to_value(a).ok().as_ref() == Some(b)
}

fn no_replay(detail: String) -> Refusal {
    Refusal::NoReplay(detail)
}

/// A finished game from its complete record: the seed deals it again and every move is
/// played through the rules; each deal, event list, total and the end must be the
/// record's.
pub fn from_record<G: TableGame>(lines: &[Value]) -> Result<Session<G>, Refusal> {
    let damaged = |d: &str| Refusal::Damaged(d.to_string());
    let start = lines
        .first()
        .filter(|l| l["type"] == "start")
        .ok_or_else(|| damaged("its first line is not a record's start line"))?;
    if start["format"] != RECORD_FORMAT {
        return Err(Refusal::Damaged(format!(
            "it is not in the format this naipes replays ({RECORD_FORMAT})"
        )));
    }
    if start["game"] != G::KEY {
        return Err(damaged("it is the record of another game"));
    }
    let seed = start["seed"].as_u64();
    let (true, Some(seed)) = (start["complete"] == true, seed) else {
        return Err(Refusal::Public);
    };
    let seats: Vec<Seat> = serde_json::from_value(start["seats"].clone())
        .map_err(|e| Refusal::Damaged(format!("its seats: {e}")))?;
    let rules: G::HouseRules = serde_json::from_value(start["rules"].clone())
        .map_err(|e| Refusal::Damaged(format!("its house rules: {e}")))?;
    if let Err((key, expected)) = G::validate(&rules) {
        return Err(Refusal::Damaged(format!(
            "its house rules: {key}: {expected}"
        )));
    }
    let (lo, hi) = G::PLAYERS;
    if seats.len() < lo || seats.len() > hi {
        return Err(Refusal::Damaged(format!(
            "{} seats; the game takes {lo} to {hi}",
            seats.len()
        )));
    }
    let mut game = G::new_game(seats.len(), rules, seed, Lang::En).map_err(no_replay)?;
    game.seated(&seats);
    let mut session = Session::new(seats, seed, game);
    // The deal the rules made that the record must show next.
    let mut owed = session.game.deal_record(None);
    let mut ended = false;
    for line in &lines[1..] {
        let ply = session.ply();
        match line["type"].as_str() {
            Some("deal") => match owed.take() {
                Some(deal) if line["ply"] == ply && line["deal"] == deal => {}
                _ => {
                    return Err(no_replay(format!(
                        "the deal before move {} is not the one its seed makes",
                        ply + 1
                    )));
                }
            },
            Some("move") => {
                if owed.is_some() {
                    return Err(no_replay(format!(
                        "the deal before move {} is missing",
                        ply + 1
                    )));
                }
                if ended {
                    return Err(no_replay("moves follow the end of the game".into()));
                }
                if line["ply"] != ply {
                    return Err(no_replay(format!("move {} is out of order", ply + 1)));
                }
                if line["move"].is_null() {
                    return Err(Refusal::Public);
                }
                let seat = line["seat"]
                    .as_u64()
                    .map(|s| s as usize)
                    .filter(|&s| s < session.seats.len())
                    .ok_or_else(|| no_replay(format!("move {} has no seat", ply + 1)))?;
                let mv: G::Move = serde_json::from_value(line["move"].clone())
                    .map_err(|e| no_replay(format!("move {}: {e}", ply + 1)))?;
                let entry = session.play(seat, mv).map_err(|e| {
                    no_replay(format!("move {}: {}", ply + 1, e.describe(Lang::En)))
                })?;
                if !same(&entry.events, &line["events"]) {
                    return Err(no_replay(format!(
                        "move {}: what happened is not what the record says",
                        ply + 1
                    )));
                }
                if !same(&entry.totals, &line["totals"]) {
                    return Err(no_replay(format!(
                        "move {}: the totals are not the record's",
                        ply + 1
                    )));
                }
                let events = entry.events.clone();
                owed = session.game.deal_record(Some(&events));
            }
            Some("end") => {
                let outcome = session.outcome().ok_or_else(|| {
                    no_replay("the record ends a game that its moves do not end".into())
                })?;
                if !same(&outcome, &line["outcome"]) {
                    return Err(no_replay("its result is not what its moves make".into()));
                }
                ended = true;
            }
            _ => return Err(damaged("a line of an unknown type")),
        }
    }
    if !ended || session.outcome().is_none() {
        return Err(Refusal::Unfinished);
    }
    Ok(session)
}

/// A finished game from a save's body: refused while it is not over; otherwise trusted
/// only if its seed deals its start and its moves replay to exactly its saved state.
pub fn from_save<G: TableGame>(body: Value) -> Result<Session<G>, Refusal> {
    let session: Session<G> =
        serde_json::from_value(body).map_err(|e| Refusal::Damaged(e.to_string()))?;
    if session.game.outcome().is_none() {
        return Err(Refusal::Unfinished);
    }
    let players = session.seats.len();
    if players != session.game.seat_count() || players != session.initial.seat_count() {
        return Err(no_replay("its seats do not match the game".into()));
    }
    // As Continue does: a hand-edited start could hold values no deal makes.
    let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let fresh = session.initial.redeal(players, session.seed)?;
        let json = |g: &G| serde_json::to_value(g).ok();
        if json(&fresh) != json(&session.initial) {
            return Err("its first deal is not the one its seed makes".to_string());
        }
        let mut game = fresh;
        for entry in &session.history {
            let events = game
                .apply(entry.seat, &entry.mv)
                .map_err(|e| format!("move {}: {}", entry.ply + 1, e.describe(Lang::En)))?;
            let told = serde_json::to_value(&entry.events).ok();
            if serde_json::to_value(&events).ok() != told || game.totals() != entry.totals {
                return Err(format!(
                    "move {} is not what its history says",
                    entry.ply + 1
                ));
            }
        }
        if json(&game) != json(&session.game) {
            return Err("its state is not what its moves make".to_string());
        }
        Ok(())
    }));
    checked
        .map_err(|_| no_replay("its game cannot be rebuilt".into()))?
        .map_err(no_replay)?;
    if session.outcome().is_none() {
        return Err(Refusal::Unfinished);
    }
    Ok(session)
}

/// A finished game, every state of it: `states[p]` is the game after `p` moves.
pub struct Replay<G: TableGame> {
    pub session: Session<G>,
    pub states: Vec<G>,
    /// The plies at which a round or hand begins: right after a move whose events the
    /// game sums up ([`TableGame::summary`]), ascending. The last move's (the end) is not
    /// one.
    pub rounds: Vec<usize>,
}

impl<G: TableGame> Replay<G> {
    pub fn new(session: Session<G>) -> Result<Replay<G>, Refusal> {
        let names = session.names();
        let mut game = session.initial.clone();
        let mut states = Vec::with_capacity(session.history.len() + 1);
        let mut rounds = Vec::new();
        states.push(game.clone());
        for entry in &session.history {
            game.apply(entry.seat, &entry.mv).map_err(|e| {
                no_replay(format!("move {}: {}", entry.ply + 1, e.describe(Lang::En)))
            })?;
            states.push(game.clone());
            let ply = states.len() - 1;
            if ply < session.history.len()
                && game.summary(&entry.events, Lang::En, &names).is_some()
            {
                rounds.push(ply);
            }
        }
        Ok(Replay {
            session,
            states,
            rounds,
        })
    }

    /// The number of moves (the last ply).
    pub fn plies(&self) -> usize {
        self.session.history.len()
    }

    /// Where the next round or hand after `ply` begins (the end when none does).
    pub fn next_round(&self, ply: usize) -> usize {
        self.rounds
            .iter()
            .copied()
            .find(|&r| r > ply)
            .unwrap_or(self.plies())
    }

    /// Where the round or hand before `ply` begins (the start when none does).
    pub fn prev_round(&self, ply: usize) -> usize {
        self.rounds
            .iter()
            .copied()
            .rev()
            .find(|&r| r < ply)
            .unwrap_or(0)
    }
}

/// The games of a record file's text, each as its lines (a `naipes sim --record` file
/// holds one game after another, each from its start line).
pub fn split_record(text: &str) -> Result<Vec<Vec<Value>>, Refusal> {
    let mut games: Vec<Vec<Value>> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let v: Value = serde_json::from_str(line)
            .map_err(|e| Refusal::Damaged(format!("line {}: {e}", n + 1)))?;
        if v["type"] == "start" {
            games.push(Vec::new());
        }
        match games.last_mut() {
            Some(g) => g.push(v),
            None => {
                return Err(Refusal::Damaged(
                    "its first line is not a record's start line".into(),
                ));
            }
        }
    }
    if games.is_empty() {
        return Err(Refusal::Damaged("it is empty".into()));
    }
    Ok(games)
}

/// Reads a replay's file: a finished save (`finished/*.json.gz`, or `*.json` as older
/// versions left them) or a record (JSON Lines);
/// `game`: which game of a record holding several, from 1 (the first when None).
/// Returns the game's key and what to rebuild it from.
pub fn read(path: &std::path::Path, game: Option<usize>) -> Result<(String, Source), Refusal> {
    use super::save;
    let damaged = |d: String| Refusal::Damaged(d);
    // Regular files only, and at most as much as a save may hold (a FIFO or /dev/zero
    // would never end), as saves are read.
    let meta = std::fs::metadata(path).map_err(|e| damaged(e.to_string()))?;
    if let Some(what) = crate::files::not_a_regular_file(&meta) {
        return Err(damaged(format!("it is {what}, not a regular file")));
    }
    let limit = save::MAX_SAVE_BYTES;
    if meta.len() > limit {
        return Err(damaged(format!(
            "{} bytes; at most {limit} are read",
            meta.len()
        )));
    }
    let file = std::fs::File::open(path).map_err(|e| damaged(e.to_string()))?;
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut std::io::Read::take(file, limit + 1), &mut bytes)
        .map_err(|e| damaged(e.to_string()))?;
    if bytes.len() as u64 > limit {
        return Err(damaged(format!("more than {limit} bytes")));
    }
    // A finished save is kept compressed (`finished/*.json.gz`).
    let bytes = save::unpack(bytes, limit).map_err(damaged)?;
    let text = String::from_utf8(bytes).map_err(|e| damaged(e.to_string()))?;
    let whole: Option<Value> = serde_json::from_str(&text).ok();
    if let Some(v) = &whole
        && v.get("format").and_then(Value::as_str) == Some(save::FORMAT)
    {
        let file = save::read(path)
            .map_err(|e| damaged(e.to_string()))?
            .ok_or_else(|| damaged("it is gone".into()))?;
        return Ok((file.game, Source::Save(file.body)));
    }
    let mut games = split_record(&text)?;
    let count = games.len();
    let at = game.unwrap_or(1);
    if at == 0 || at > count {
        return Err(damaged(format!(
            "it holds {count} game(s): choose one from 1 to {count}"
        )));
    }
    let lines = games.swap_remove(at - 1);
    let key = lines[0]["game"]
        .as_str()
        .ok_or_else(|| damaged("its start line names no game".into()))?
        .to_string();
    Ok((key, Source::Record(lines)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{BotLevel, SeatKind};
    use crate::games::{leftovers, pala, palabra, palace, rapiletras};
    use crate::session::record::{full_lines, public_lines};

    /// A game played out by computers from `seed`, every move in its session.
    fn played<G: TableGame>(players: usize, seed: u64) -> Session<G> {
        let rules: G::HouseRules = toml::from_str(G::DEFAULT_TOML).expect("default rules");
        let rules = G::rules_for_seats(rules, players);
        let seats: Vec<Seat> = (0..players)
            .map(|i| Seat {
                name: format!("P{}", i + 1),
                kind: SeatKind::Computer(BotLevel::Easy),
            })
            .collect();
        let game = G::new_game(players, rules, seed, Lang::En).expect("a deal");
        let mut session = Session::new(seats, seed, game);
        let mut bots: Vec<_> = (0..players).map(|_| G::bot(BotLevel::Easy)).collect();
        let mut state = session.game.clone();
        crate::engine::runner::play_out(&mut state, &mut bots, seed, 1_000_000, |step| {
            let _ = session.play(step.seat, step.mv.clone());
        })
        .expect("the game ends");
        assert!(session.outcome().is_some());
        session
    }

    fn lines<G: TableGame>(session: &Session<G>) -> Vec<Value> {
        full_lines(session)
            .expect("a complete record")
            .iter()
            .map(|l| serde_json::from_str(l).expect("JSON"))
            .collect()
    }

    /// The replay of a recorded game shows the record's hands, plays and totals at every
    /// ply, forward and back; a record that does not replay and an unfinished game are
    /// refused.
    fn replays_as_recorded<G: TableGame>(players: usize, seed: u64) {
        let session = played::<G>(players, seed);
        let record = lines(&session);
        let rebuilt = from_record::<G>(&record).expect("the record replays");
        let replay = Replay::new(rebuilt).expect("a replay");
        assert_eq!(replay.plies(), session.history.len());
        let moves: Vec<&Value> = record.iter().filter(|l| l["type"] == "move").collect();
        let deals: Vec<&Value> = record.iter().filter(|l| l["type"] == "deal").collect();
        assert!(!deals.is_empty(), "{}: a deal line", G::KEY);
        // Forward to the end, then back to the start: each state is the one the moves
        // make, with the record's totals and the hands its deal lines show.
        let mut game = session.initial.clone();
        let mut by_apply = vec![game.clone()];
        for e in &session.history {
            game.apply(e.seat, &e.mv).expect("legal");
            by_apply.push(game.clone());
        }
        let json = |g: &G| serde_json::to_value(g).unwrap();
        let order: Vec<usize> = (0..=replay.plies())
            .chain((0..=replay.plies()).rev())
            .collect();
        for p in order {
            assert_eq!(
                json(&replay.states[p]),
                json(&by_apply[p]),
                "{} ply {p}",
                G::KEY
            );
            if p > 0 {
                let line = moves[p - 1];
                assert_eq!(
                    line["totals"],
                    serde_json::to_value(replay.states[p].totals()).unwrap()
                );
                assert_eq!(
                    line["move"],
                    serde_json::to_value(&replay.session.history[p - 1].mv).unwrap()
                );
                assert_eq!(line["seat"], replay.session.history[p - 1].seat);
            }
            if let Some(deal) = deals.iter().find(|d| d["ply"] == p as u64)
                && (p == 0 || replay.rounds.contains(&p))
            {
                let shown = replay.states[p].deal_record(if p == 0 {
                    None
                } else {
                    Some(&replay.session.history[p - 1].events)
                });
                assert_eq!(
                    shown.as_ref(),
                    Some(&deal["deal"]),
                    "{} deal at {p}",
                    G::KEY
                );
            }
        }
        assert_eq!(
            serde_json::to_value(replay.states[replay.plies()].outcome()).unwrap(),
            record.last().unwrap()["outcome"]
        );
        // Jumps by round stay inside the game and move the right way.
        let mid = replay.plies() / 2;
        assert!(replay.next_round(mid) > mid || mid == replay.plies());
        assert!(replay.prev_round(mid) < mid || mid == 0);
        // A move changed: refused, never replayed otherwise.
        let mut bad = record.clone();
        let at = bad.iter().position(|l| l["type"] == "move").unwrap();
        bad[at]["totals"] = serde_json::json!([999]);
        assert!(
            matches!(from_record::<G>(&bad), Err(Refusal::NoReplay(_))),
            "{}",
            G::KEY
        );
        let mut bad = record.clone();
        bad[0]["seed"] = serde_json::json!(seed + 1);
        assert!(
            matches!(from_record::<G>(&bad), Err(Refusal::NoReplay(_))),
            "{}",
            G::KEY
        );
        // Cut before its end: an unfinished game.
        let cut: Vec<Value> = record[..record.len() - 1].to_vec();
        assert_eq!(from_record::<G>(&cut).err(), Some(Refusal::Unfinished));
        // A public record: refused.
        let public: Vec<Value> = public_lines(&session)
            .iter()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(from_record::<G>(&public).err(), Some(Refusal::Public));
        // A finished save replays; an unfinished one is refused.
        let body = serde_json::to_value(&session).unwrap();
        let saved = from_save::<G>(body).expect("a finished save replays");
        assert_eq!(json(&saved.game), json(&session.game));
        let mut half = session.clone();
        half.history.truncate(session.history.len() / 2);
        half.game = half.replayed().unwrap();
        let body = serde_json::to_value(&half).unwrap();
        assert_eq!(from_save::<G>(body).err(), Some(Refusal::Unfinished));
    }

    #[test]
    fn pala_replays_as_recorded() {
        replays_as_recorded::<pala::Pala>(4, 3);
    }

    #[test]
    fn palace_replays_as_recorded() {
        replays_as_recorded::<palace::Palace>(3, 5);
    }

    #[test]
    fn palabra_replays_as_recorded() {
        replays_as_recorded::<palabra::Palabra>(3, 7);
    }

    /// Rapiletras records name each comodín's letter in `words`; a record written
    /// before, without them, still replays.
    #[test]
    fn a_rapiletras_record_without_words_still_replays() {
        use crate::games::rapiletras::Rapiletras;
        let session = played::<Rapiletras>(3, 9638);
        let mut record = lines(&session);
        let with_words = record.iter().filter(|l| l.get("words").is_some()).count();
        assert!(with_words > 0, "some move lays a word");
        for line in &mut record {
            if let Some(line) = line.as_object_mut() {
                line.remove("words");
            }
        }
        let rebuilt = from_record::<Rapiletras>(&record).expect("the older record replays");
        assert_eq!(rebuilt.history.len(), session.history.len());
    }

    #[test]
    fn rapiletras_replays_as_recorded() {
        replays_as_recorded::<rapiletras::Rapiletras>(3, 2);
    }

    #[test]
    fn leftovers_replays_as_recorded() {
        replays_as_recorded::<leftovers::Leftovers>(3, 4);
    }

    #[test]
    fn a_record_file_splits_into_its_games() {
        assert!(matches!(split_record(""), Err(Refusal::Damaged(_))));
        assert!(matches!(
            split_record("{\"type\":\"move\"}"),
            Err(Refusal::Damaged(_))
        ));
        assert!(matches!(split_record("nope"), Err(Refusal::Damaged(_))));
        let two = "{\"type\":\"start\"}\n{\"type\":\"end\"}\n\n{\"type\":\"start\"}\n";
        let games = split_record(two).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].len(), 2);
    }

    #[test]
    fn refusals_are_told_in_both_languages() {
        for r in [
            Refusal::Unfinished,
            Refusal::Public,
            Refusal::Damaged("x".into()),
            Refusal::NoReplay("x".into()),
        ] {
            assert_ne!(r.text(Lang::En), r.text(Lang::Es));
        }
    }
}
