//! What a game tells the host about itself. [`TableGame`] is written once per game, with
//! its types; [`GameDef`] is the same description with the types erased, so that one list
//! ([`super::GAMES`]) can hold every game. A game that leaves out a piece does not compile.

use crate::engine::words::pair;
use crate::engine::{Bot, BotLevel, GameRng, Lang, Rules, Seat, SeatId, SeatKind};
use crate::session::Session;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::marker::PhantomData;

/// A choice the setup screen offers (and `--mode` sets): a key of the game's house rules
/// and the values it may take, each with its name in both languages.
pub struct GameOption {
    pub key: &'static str,
    pub label: (&'static str, &'static str),
    pub values: &'static [OptionValue],
}

pub struct OptionValue {
    /// The value as written in the TOML file.
    pub value: &'static str,
    pub name: (&'static str, &'static str),
}

/// A game, as the table, the configuration and the command line need it. No terminal code.
pub trait TableGame: Rules {
    /// The game's key in saves, records, config sections and on the command line.
    const KEY: &'static str;
    const TITLE: (&'static str, &'static str);
    const BLURB: (&'static str, &'static str);
    /// Fewest and most seats.
    const PLAYERS: (usize, usize);
    /// The commented default house rules (`config/<key>.toml`).
    const DEFAULT_TOML: &'static str;
    /// The rules help (`assets/help/<key>.<lang>.md`), English and Spanish.
    const HELP: (&'static str, &'static str);
    /// "Highest score: " / "Lowest total: " before the winners' names, both languages.
    const WIN_HOW: (&'static str, &'static str) = ("", "");
    /// The choices the setup screen offers; the first is what `--mode` sets.
    const OPTIONS: &'static [GameOption] = &[];

    type HouseRules: Serialize + DeserializeOwned + Clone + std::fmt::Debug + Send + 'static;

    /// The table screen's part of the game (board, prompt, keys).
    #[cfg(feature = "tui")]
    type Ui: crate::app::game_ui::GameUi<Game = Self>;

    /// How the final totals rank the players under these rules, as the rulebook says
    /// (Rapiletras, Pala's Impressionism: the lowest wins). Statistics read it; the
    /// totals alone cannot tell when they all tie.
    fn ranking(rules: &Self::HouseRules) -> Ranking;
    /// The language the game is played in whatever the setting (Rapiletras: Spanish).
    fn forced_lang() -> Option<Lang> {
        None
    }
    /// Checks values the types alone cannot: Err(key inside the section, what is expected).
    fn validate(rules: &Self::HouseRules) -> Result<(), (String, String)>;
    /// The rules for this many seats (Palabra turns two decks on for 7 or more).
    fn rules_for_seats(rules: Self::HouseRules, _players: usize) -> Self::HouseRules {
        rules
    }
    /// Deals a new game. Err: why not, in the player's words.
    fn new_game(
        players: usize,
        rules: Self::HouseRules,
        seed: u64,
        lang: Lang,
    ) -> Result<Self, String>;
    /// Who sits where, told once when a table starts, before the first move (Palace:
    /// table-judged challenges need two people). A sim seats only computers and never
    /// calls it; `redeal` keeps what it was told.
    fn seated(&mut self, _seats: &[Seat]) {}
    /// Every rule and ruling in force, one line each, for the help.
    fn help_lines(rules: &Self::HouseRules, lang: Lang) -> Vec<String>;
    /// One line of the house rules in force, for the setup screen.
    fn rules_summary(rules: &Self::HouseRules, players: usize, lang: Lang) -> String;
    /// What a simulation run is called in its report ("pala Pointillism").
    fn sim_title(rules: &Self::HouseRules) -> String;

    fn house_rules(&self) -> &Self::HouseRules;
    /// The same deal again from the seed, with this game's rules (and deck): how a saved
    /// game is checked before it is trusted.
    fn redeal(&self, players: usize, seed: u64) -> Result<Self, String>;
    fn bot(level: BotLevel) -> Box<dyn Bot<Self>>;
    fn event_text(event: &Self::Event, lang: Lang, names: &[String]) -> String;
    /// What happened as the game was dealt, before any move (Palabra's cut).
    fn opening_text(&self, _lang: Lang, _names: &[String]) -> Vec<String> {
        Vec::new()
    }
    /// When `events` end a round (or hand, or the game): each player's points and why,
    /// one line each, for the summary everyone sees.
    fn summary(&self, events: &[Self::Event], lang: Lang, names: &[String]) -> Option<Summary>;

    /// For complete game records (README, "Game records"): the whole deal as it lies
    /// now, hidden cards included — at game creation (`events` None) or right after a
    /// move whose `events` dealt a new round or hand; None when the move dealt nothing.
    /// Read-only; never shown during play.
    fn deal_record(&self, events: Option<&[Self::Event]>) -> Option<serde_json::Value>;
    /// Every seat's hand, one JSON value per card, for the cards a move brought into a
    /// hand (drawn, or given back) in complete records.
    fn hands_record(&self) -> Vec<Vec<serde_json::Value>>;
    /// Every seat's cards face up, one line per seat (its hand, and any cards it keeps
    /// face down), for the replay of a finished game, where nothing is secret anymore.
    /// Read-only; never shown during play. The default writes `hands_record`'s cards.
    fn hands_text(&self, _lang: Lang) -> Vec<String> {
        self.hands_record()
            .iter()
            .map(|hand| {
                hand.iter()
                    .map(|c| match c {
                        serde_json::Value::String(s) => s.clone(),
                        other => other.to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }
    /// The draw pile, one JSON value per card, for games whose cards can repeat (two
    /// Leftovers cards with the same letter): a card played and the same card drawn in one
    /// move leave the hand unchanged, so the record finds it from the pile instead. None:
    /// every card is unique and the hands alone tell what was drawn.
    fn stock_record(&self) -> Option<Vec<serde_json::Value>> {
        None
    }
    /// Cards of `seat`'s hand that `mv` puts back into the draw pile before the same move
    /// refills that hand (Palabra's vowel play), one JSON value per card, read before the
    /// move: the record counts them out of the hand, so one drawn again is listed.
    fn returned_record(&self, _seat: SeatId, _mv: &Self::Move) -> Vec<serde_json::Value> {
        Vec::new()
    }
    /// For complete records, read before `mv` is played: what the move shows of the
    /// table beyond its events, written as the move line's `words` (Rapiletras: the
    /// letter each comodín stands for in the words it lays, changes or sends to the
    /// pozo). None: nothing to add.
    fn words_record(&self, _seat: SeatId, _mv: &Self::Move) -> Option<serde_json::Value> {
        None
    }
    /// The seat that refilled its hand from the pile in a move whose `events` these are:
    /// the mover, unless the move settled another seat's word (Leftovers: the last answer
    /// to a challenge or a vote lays the word of the seat that drew).
    fn refiller(&self, mover: SeatId, _events: &[Self::Event]) -> SeatId {
        mover
    }
    /// Whether everyone may see `mv` as it is played (records written during play leave
    /// out the others, e.g. Palabra's exchanged cards).
    fn move_is_public(&self, mv: &Self::Move) -> bool;
    /// When the pending decision is a public question that needs no hand ("is this a
    /// word?"), the poll everyone answers on one screen. The answers stay ordinary moves,
    /// fed to the game in its own seat order. None: an ordinary decision.
    fn poll(&self, _lang: Lang, _names: &[String]) -> Option<Poll<Self::Move>> {
        None
    }
    /// Word games in challenge or vote mode: the word waiting for the table's answers.
    /// For `naipes sim --bluff`, which measures how computers judge words.
    fn laid_word(&self) -> Option<LaidWord> {
        None
    }
    /// Whether `mv` refuses a laid word (a challenge, or a no vote).
    fn refuses_word(_mv: &Self::Move) -> bool {
        false
    }
    /// Word games: moves that lay a plausible non-word instead of one of the word moves
    /// in `legal` (one letter changed to another of the hand's, absent from the full
    /// list), for the bluffing seat of `naipes sim --bluff`; at most `limit`.
    fn bluffs(_view: &Self::View, _legal: &[Self::Move], _limit: usize) -> Vec<Self::Move> {
        Vec::new()
    }
    /// Undo and hints as this game's house rules set them.
    fn assists(rules: &Self::HouseRules) -> crate::engine::Assists;
    /// Whether a move with these `events` may be taken back: it revealed nothing new to
    /// anyone (no card drawn, die rolled, hidden card turned, challenge drawn, round
    /// dealt or scored, word put to the table). `own`: the move is the one of the person
    /// taking it back, whose own cards played are theirs to show (the computers that saw
    /// them forget with the undo); a computer's card from its hidden hand is news to
    /// that person. The safe default refuses.
    fn undoable(_events: &[Self::Event], _own: bool) -> bool {
        false
    }
    /// Whether the hint for `mv` shows a move: only such hints are counted (a decision
    /// the hint keeps to itself, such as Palace's challenge answers, says so uncounted).
    fn hint_shows_move(&self, _mv: &Self::Move) -> bool {
        true
    }
    /// The words for `mv`, as a hint to `seat` who decides now: the text of the first
    /// event the move makes, played on a copy (nothing a move would reveal, such as a
    /// card drawn or a die rolled, is told). A game whose first event tells more than the
    /// choice says it its own way.
    fn hint_text(&self, seat: SeatId, mv: &Self::Move, lang: Lang, names: &[String]) -> String {
        let mut copy = self.clone();
        match copy.apply(seat, mv) {
            Ok(events) => events
                .first()
                .map(|e| Self::event_text(e, lang, names))
                .unwrap_or_default(),
            Err(e) => crate::engine::Describe::describe(&e, lang),
        }
    }
    /// Reshuffles every card `viewer` cannot see among the places it cannot see (other
    /// seats' hands, the draw pile, face-down cards), each place keeping its count; None:
    /// a spectator, who sees no hand. `view_for(viewer)` does not change: the conformance
    /// suite draws the table before and after and expects the same screen. Tests only.
    fn scramble_hidden(&mut self, viewer: Option<SeatId>, rng: &mut GameRng);
    /// The guided first round (README, "First Pala round"), read from the game's
    /// assets; None: the game has none (or its script does not read, which a test of the
    /// game rules out).
    fn guide() -> Option<&'static super::guide::Script> {
        None
    }
    /// Whether `mv`, a move `seat` may play now, is what a guide step asks for: a move of
    /// `kind` as the script names it, with exactly `cards` when the step lists them.
    fn guide_fits(&self, _seat: SeatId, _mv: &Self::Move, _kind: &str, _cards: &[String]) -> bool {
        false
    }
    /// What a finished game adds to each seat's statistics beyond its score (best word,
    /// challenge tallies), read from the session's history and events; one per seat, or
    /// none when the game has nothing of the kind.
    fn seat_facts(_session: &Session<Self>) -> Vec<SeatFacts> {
        Vec::new()
    }
}

/// What a finished game adds to one seat's statistics beyond its score, as the game
/// tells it ([`TableGame::seat_facts`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatFacts {
    /// Word games: the seat's best word and what it scored (Rapiletras, which scores
    /// no single word: its letters).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_word: Option<(String, i32)>,
    /// Counts by kind ("translate passed", "plural failed": Palace's challenges).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub tallies: BTreeMap<String, u32>,
}

impl SeatFacts {
    /// Keeps `word` as the best word when it scored more than the one kept (the first
    /// of equals stays).
    pub fn offer_word(&mut self, word: &str, points: i32) {
        if self.best_word.as_ref().is_none_or(|(_, p)| points > *p) {
            self.best_word = Some((word.to_string(), points));
        }
    }
}

/// Every seat's facts from the words the game's events lay: `word_of` gives the seat,
/// the word and its points of an event that lays one.
pub fn best_words<G: Rules>(
    session: &Session<G>,
    word_of: impl Fn(&G::Event) -> Option<(SeatId, &str, i32)>,
) -> Vec<SeatFacts> {
    best_standing_words(session, word_of, |_| None)
}

/// As [`best_words`], where a word is told when laid and may then be refused (a
/// challenge won, a vote lost): `refused_of` names the seat whose last word goes.
pub fn best_standing_words<G: Rules>(
    session: &Session<G>,
    word_of: impl Fn(&G::Event) -> Option<(SeatId, &str, i32)>,
    refused_of: impl Fn(&G::Event) -> Option<SeatId>,
) -> Vec<SeatFacts> {
    let mut laid: Vec<(SeatId, &str, i32)> = Vec::new();
    for event in session.history.iter().flat_map(|h| &h.events) {
        if let Some(word) = word_of(event) {
            laid.push(word);
        } else if let Some(seat) = refused_of(event)
            && let Some(last) = laid.iter().rposition(|w| w.0 == seat)
        {
            laid.remove(last);
        }
    }
    let mut facts = vec![SeatFacts::default(); session.seats.len()];
    for (seat, word, points) in laid {
        if let Some(f) = facts.get_mut(seat) {
            f.offer_word(word, points);
        }
    }
    facts
}

/// How a game's final totals rank its players ([`TableGame::ranking`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ranking {
    #[default]
    Highest,
    Lowest,
}

impl Ranking {
    /// The name kept in the statistics database.
    pub fn key(self) -> &'static str {
        match self {
            Ranking::Highest => "highest",
            Ranking::Lowest => "lowest",
        }
    }
    pub fn from_key(key: &str) -> Option<Ranking> {
        match key {
            "highest" => Some(Ranking::Highest),
            "lowest" => Some(Ranking::Lowest),
            _ => None,
        }
    }
    /// For a game whose finished save can no longer be read (so its rules are not
    /// known): lowest wins when a winner has less than someone. Totals that all tie
    /// read as highest wins, which may be wrong: the game's own ranking is preferred.
    pub fn guessed(seats: &[FinishedSeat]) -> Ranking {
        let low = seats
            .iter()
            .filter(|w| w.won)
            .any(|w| seats.iter().any(|other| w.total < other.total));
        if low {
            Ranking::Lowest
        } else {
            Ranking::Highest
        }
    }
}

/// A finished game as its statistics need it, with the game's types erased.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedGame {
    pub game: String,
    pub seed: u64,
    /// Moves played (the length of the game).
    pub moves: u64,
    /// How its totals rank, from the game's rules.
    #[serde(default)]
    pub ranking: Ranking,
    pub seats: Vec<FinishedSeat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedSeat {
    pub name: String,
    pub kind: SeatKind,
    pub total: i32,
    /// Among the winners (ties share the win).
    pub won: bool,
    pub hints: u32,
    #[serde(default)]
    pub facts: SeatFacts,
}

impl FinishedGame {
    /// A finished session's facts; None while the game is not over.
    pub fn of<G: TableGame>(session: &Session<G>) -> Option<FinishedGame> {
        let outcome = session.outcome()?;
        let mut facts = G::seat_facts(session);
        facts.resize(session.seats.len(), SeatFacts::default());
        let seats = session
            .seats
            .iter()
            .zip(facts)
            .enumerate()
            .map(|(i, (seat, facts))| FinishedSeat {
                name: seat.name.clone(),
                kind: seat.kind,
                total: outcome.totals.get(i).copied().unwrap_or(0),
                won: outcome.winners.contains(&i),
                hints: session.hints_used.get(i).copied().unwrap_or(0),
                facts,
            })
            .collect();
        Some(FinishedGame {
            game: G::KEY.to_string(),
            seed: session.seed,
            moves: session.ply(),
            ranking: G::ranking(session.game.house_rules()),
            seats,
        })
    }
}

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

/// The end of a round, hand or game, for the summary screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub title: String,
    pub lines: Vec<String>,
}

/// A game with its types erased, for the registry.
pub trait GameDef: Sync + 'static {
    fn key(&self) -> &'static str;
    fn title(&self, lang: Lang) -> &'static str;
    fn blurb(&self, lang: Lang) -> &'static str;
    fn players(&self) -> (usize, usize);
    fn forced_lang(&self) -> Option<Lang>;
    fn default_toml(&self) -> &'static str;
    fn options(&self) -> &'static [GameOption];
    /// Type-checks the game's section of a whole TOML text, so that an error points into
    /// that text.
    fn type_check(&self, text: &str) -> Result<(), toml::de::Error>;
    /// Reads and checks a (merged) section: Err(key inside the section, what is expected).
    fn check_section(&self, section: &toml::Value) -> Result<(), (String, String)>;
    fn help(&self, lang: Lang) -> &'static str;
    /// The rules help followed by every rule and ruling in force under `section`.
    fn help_in_force(&self, lang: Lang, section: &toml::Value) -> String;
    fn rules_summary(&self, section: &toml::Value, players: usize, lang: Lang) -> String;
    /// Computer-only games with no terminal: the printed report.
    fn sim(&self, run: SimRun<'_>) -> Result<String, String>;
    /// The statistics' view of a saved session of this game (a save's `body`): Ok(None)
    /// while the game is not over, Err when the body is not this game's session.
    fn finished(&self, body: &serde_json::Value) -> Result<Option<FinishedGame>, String>;
    /// The game has a guided first round ([`TableGame::guide`]).
    fn has_guide(&self) -> bool;
    /// The guided first round's table: never saved nor recorded (`save_path` names it
    /// only, for the computers' answers).
    #[cfg(feature = "tui")]
    fn start_guide(
        &self,
        lang: Lang,
        save_path: std::path::PathBuf,
    ) -> Result<Box<dyn crate::app::table::AnyTable>, String>;
    /// A new table of this game (its first autosave and record start are effects).
    #[cfg(feature = "tui")]
    fn start_table(
        &self,
        start: crate::app::table::Start,
        fx: &mut Vec<crate::app::effects::Effect>,
    ) -> Result<Box<dyn crate::app::table::AnyTable>, String>;
    /// The replay of a finished game of this game, from its record or save.
    #[cfg(feature = "tui")]
    fn open_replay(
        &self,
        source: crate::session::replay::Source,
        lang: Lang,
    ) -> Result<Box<dyn crate::app::replay::ReplayScreen>, crate::session::replay::Refusal>;
    /// A saved table of this game, verified before it is trusted.
    #[cfg(feature = "tui")]
    fn resume_table(
        &self,
        body: serde_json::Value,
        lang: Lang,
        save_path: std::path::PathBuf,
        record: Option<std::path::PathBuf>,
        seed_chosen: bool,
    ) -> Result<Box<dyn crate::app::table::AnyTable>, String>;
}

/// What `naipes sim` asks for.
pub struct SimRun<'a> {
    pub section: &'a toml::Value,
    pub levels: &'a [BotLevel],
    pub games: u64,
    pub seed: u64,
    pub record: Option<&'a std::path::Path>,
    /// Threads to spread the games over (the results do not depend on it).
    pub threads: usize,
    /// Measure how computers judge words instead: seat 1 bluffs this share (percent)
    /// of the time ([`crate::sim::bluff`]).
    pub bluff: Option<u32>,
}

/// The registry entry of game `G`.
pub struct Module<G>(PhantomData<fn() -> G>);

impl<G> Module<G> {
    pub const NEW: Module<G> = Module(PhantomData);
}

/// The game's house rules from its config section (the defaults when the section does
/// not read, which a validated configuration never has).
pub fn rules_from<G: TableGame>(section: &toml::Value) -> Result<G::HouseRules, String> {
    section
        .clone()
        .try_into()
        .map_err(|e: toml::de::Error| e.message().to_string())
}

impl<G: TableGame> GameDef for Module<G> {
    fn key(&self) -> &'static str {
        G::KEY
    }
    fn title(&self, lang: Lang) -> &'static str {
        pair(lang, G::TITLE)
    }
    fn blurb(&self, lang: Lang) -> &'static str {
        pair(lang, G::BLURB)
    }
    fn players(&self) -> (usize, usize) {
        G::PLAYERS
    }
    fn forced_lang(&self) -> Option<Lang> {
        G::forced_lang()
    }
    fn default_toml(&self) -> &'static str {
        G::DEFAULT_TOML
    }
    fn options(&self) -> &'static [GameOption] {
        G::OPTIONS
    }
    fn type_check(&self, text: &str) -> Result<(), toml::de::Error> {
        use serde::de::DeserializeSeed;
        let de = toml::de::Deserializer::parse(text)?;
        OnlySection::<G::HouseRules>(G::KEY, PhantomData).deserialize(de)
    }
    fn check_section(&self, section: &toml::Value) -> Result<(), (String, String)> {
        let rules = rules_from::<G>(section).map_err(|e| (String::new(), e))?;
        G::validate(&rules)
    }
    fn help(&self, lang: Lang) -> &'static str {
        pair(lang, G::HELP)
    }
    fn help_in_force(&self, lang: Lang, section: &toml::Value) -> String {
        let mut text = self.help(lang).to_string();
        let Ok(rules) = rules_from::<G>(section) else {
            return text;
        };
        text.push_str(super::text::words(lang).in_force);
        for line in G::help_lines(&rules, lang) {
            text.push_str("- ");
            text.push_str(&line);
            text.push('\n');
        }
        text
    }
    fn rules_summary(&self, section: &toml::Value, players: usize, lang: Lang) -> String {
        match rules_from::<G>(section) {
            Ok(rules) => G::rules_summary(&G::rules_for_seats(rules, players), players, lang),
            Err(e) => e,
        }
    }
    fn sim(&self, run: SimRun<'_>) -> Result<String, String> {
        let players = run.levels.len();
        let rules = G::rules_for_seats(rules_from::<G>(run.section)?, players);
        let title = G::sim_title(&rules);
        if let Some(percent) = run.bluff {
            let rules = rules.clone();
            let tallies = crate::sim::bluff::<G>(
                run.levels,
                run.games,
                run.seed,
                run.threads,
                percent,
                move |sd| G::new_game(players, rules.clone(), sd, Lang::En),
            )?;
            return Ok(crate::sim::bluff_report(
                &title, run.levels, run.seed, run.games, percent, &tallies,
            ));
        }
        let summary = crate::sim::run::<G>(
            run.levels,
            run.games,
            run.seed,
            run.threads,
            run.record,
            move |sd| G::new_game(players, rules.clone(), sd, Lang::En),
        )?;
        Ok(crate::sim::report(&title, run.levels, run.seed, &summary))
    }
    fn finished(&self, body: &serde_json::Value) -> Result<Option<FinishedGame>, String> {
        let session = Session::<G>::deserialize(body).map_err(|e| e.to_string())?;
        Ok(FinishedGame::of(&session))
    }
    fn has_guide(&self) -> bool {
        G::guide().is_some()
    }
    #[cfg(feature = "tui")]
    fn start_guide(
        &self,
        lang: Lang,
        save_path: std::path::PathBuf,
    ) -> Result<Box<dyn crate::app::table::AnyTable>, String> {
        Ok(Box::new(crate::app::table::GameTable::<G>::start_guide(
            lang, save_path,
        )?))
    }
    #[cfg(feature = "tui")]
    fn start_table(
        &self,
        start: crate::app::table::Start,
        fx: &mut Vec<crate::app::effects::Effect>,
    ) -> Result<Box<dyn crate::app::table::AnyTable>, String> {
        Ok(Box::new(crate::app::table::GameTable::<G>::start(
            start, fx,
        )?))
    }
    #[cfg(feature = "tui")]
    fn open_replay(
        &self,
        source: crate::session::replay::Source,
        lang: Lang,
    ) -> Result<Box<dyn crate::app::replay::ReplayScreen>, crate::session::replay::Refusal> {
        crate::app::replay::replay_of::<G>(source, lang)
    }
    #[cfg(feature = "tui")]
    fn resume_table(
        &self,
        body: serde_json::Value,
        lang: Lang,
        save_path: std::path::PathBuf,
        record: Option<std::path::PathBuf>,
        seed_chosen: bool,
    ) -> Result<Box<dyn crate::app::table::AnyTable>, String> {
        let lang = G::forced_lang().unwrap_or(lang);
        Ok(Box::new(crate::app::table::GameTable::<G>::resume(
            body,
            lang,
            save_path,
            record,
            seed_chosen,
        )?))
    }
}

/// Deserializes only one top-level table of a TOML document, as `R`; the rest is skipped.
struct OnlySection<R>(&'static str, PhantomData<R>);

impl<'de, R: DeserializeOwned> serde::de::DeserializeSeed<'de> for OnlySection<R> {
    type Value = ();
    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de, R: DeserializeOwned> serde::de::Visitor<'de> for OnlySection<R> {
    type Value = ();
    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "a table")
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<String>()? {
            if key == self.0 {
                map.next_value::<R>()?;
            } else {
                map.next_value::<serde::de::IgnoredAny>()?;
            }
        }
        Ok(())
    }
}

/// Each hand's cards as JSON values, for [`TableGame::hands_record`].
pub fn hands_json<C: Serialize>(hands: &[Vec<C>]) -> Vec<Vec<serde_json::Value>> {
    hands
        .iter()
        .map(|h| {
            h.iter()
                .map(|c| serde_json::to_value(c).unwrap_or(serde_json::Value::Null))
                .collect()
        })
        .collect()
}

/// The word-check choice both word games offer at setup.
pub const WORD_CHECK: GameOption = GameOption {
    key: "word_check",
    label: ("Words", "Palabras"),
    values: &[
        OptionValue {
            value: "strict",
            name: (
                "strict: the dictionary decides at once",
                "estricto: el diccionario decide al momento",
            ),
        },
        OptionValue {
            value: "challenge",
            name: (
                "challenge: players may challenge",
                "desafío: se puede desafiar",
            ),
        },
        OptionValue {
            value: "vote",
            name: ("vote: the table decides", "votación: decide la mesa"),
        },
    ],
};

/// "yes" / "sí" / "no".
pub fn yes_no(lang: Lang, b: bool) -> &'static str {
    let w = super::text::words(lang);
    if b { w.yes } else { w.no }
}

/// The word-list choice both word games offer at setup.
pub const DICTIONARY: GameOption = GameOption {
    key: "dictionary",
    label: ("Word list", "Diccionario"),
    values: &[
        OptionValue {
            value: "full",
            name: ("full: every word", "completo: todas las palabras"),
        },
        OptionValue {
            value: "everyday",
            name: (
                "everyday: common words (families, classes)",
                "cotidiano: palabras comunes (familias, clases)",
            ),
        },
    ],
};

/// The help line that says which word list judges words.
pub fn dictionary_line(list: crate::lexicon::WordList, lang: Lang) -> String {
    let w = super::text::words(lang);
    match list {
        crate::lexicon::WordList::Full => w.word_list_full.into(),
        crate::lexicon::WordList::Everyday => w.word_list_everyday.into(),
    }
}
