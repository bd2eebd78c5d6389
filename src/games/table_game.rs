//! What a game tells the table about itself: [`TableGame`], written once per game with
//! its types (rules side: no terminal code), the setup choices it offers and the summary
//! of a round. The registry ([`super::registry`]) erases the types so that one list holds
//! every game; a game that leaves out a piece does not compile.

use super::facts::{Ranking, SeatFacts};
use super::poll::{LaidWord, Poll};
use crate::engine::{Bot, BotLevel, GameRng, Lang, Rules, Seat, SeatId};
use crate::session::Session;
use serde::Serialize;
use serde::de::DeserializeOwned;

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
    /// What only `seat`'s person may read of the summary that `events` end with
    /// (Palace's review list: the challenges they missed and what they typed), one line
    /// each. The table adds it to the summary only on a screen where that person sits
    /// alone, and shows it at a shared keyboard after a hand-off to them; never on
    /// another screen. Empty: nothing private (the default).
    fn private_summary(
        &self,
        _events: &[Self::Event],
        _seat: SeatId,
        _lang: Lang,
        _names: &[String],
    ) -> Vec<String> {
        Vec::new()
    }

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
    /// People who may decide now besides the seat `to_act` names, each a decision of
    /// their own that needs no other (Palace: the other givers and takers of a
    /// challenge series). A person alone at a terminal of their own decides it at once;
    /// at a keyboard shared by several people, and for computers, decisions keep the
    /// order of `to_act`, as in a game with none.
    fn deciding_too(&self) -> Vec<SeatId> {
        Vec::new()
    }
    /// What the table waits for, in words, when it waits for several seats at once
    /// (`seats`: `to_act` first, then those of `deciding_too` who decide now), with
    /// the names as the screen shows them: "Bob and Cy to pick". None: the table's own
    /// words for the seat `to_act` names.
    fn awaited_text(&self, _seats: &[SeatId], _lang: Lang, _names: &[String]) -> Option<String> {
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
    /// Whether a move with these `events` may be taken back: it revealed nothing new to
    /// anyone (no card drawn, die rolled, hidden card turned, challenge drawn, round
    /// dealt or scored, word put to the table). `own`: the move is the one of the person
    /// taking it back and nobody else but computers sat at the table, so its own cards
    /// played were news to no person (the computers that saw them forget with the
    /// undo); a computer's card from its hidden hand is news to that person. The safe
    /// default refuses.
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
        self.first_event_text(seat, mv, lang, names)
    }
    /// The text of the first event `mv` makes, played on a copy (or why it is refused):
    /// the default hint, and the start of a game's own.
    fn first_event_text(
        &self,
        seat: SeatId,
        mv: &Self::Move,
        lang: Lang,
        names: &[String],
    ) -> String {
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
    /// The review of `seat`'s decision `played` in this state (a finished game's, before
    /// the move; README, "Review of a finished game"): the best move from what `seat`
    /// could see (its view only, never a hidden card) and what it and the move played
    /// were worth. None: the game does not review this kind of decision (votes, draws).
    /// `rng` is the decision's own (seed and ply), for a game that samples.
    fn review_choice(
        &self,
        _seat: SeatId,
        _played: &Self::Move,
        _rng: &mut GameRng,
    ) -> Option<super::review::Choice<Self::Move>> {
        None
    }
    /// For the teacher's report (README, "Teacher's report"): each seat's words laid and
    /// challenges given in this finished game, the texts in `lang`. Empty: nothing of
    /// the kind (the default).
    fn report_items(_session: &Session<Self>, _lang: Lang) -> Vec<super::report::SeatItems> {
        Vec::new()
    }
    /// What the review adds for `seat` after its decisions, one line each (Palace: the
    /// challenges it was given, with their accepted answers).
    fn review_notes(
        _session: &Session<Self>,
        _seat: SeatId,
        _lang: Lang,
        _names: &[String],
    ) -> Vec<String> {
        Vec::new()
    }
    /// What a finished game adds to each seat's statistics beyond its score (best word,
    /// challenge tallies), read from the session's history and events; one per seat, or
    /// none when the game has nothing of the kind.
    fn seat_facts(_session: &Session<Self>) -> Vec<SeatFacts> {
        Vec::new()
    }
}

/// The end of a round, hand or game, for the summary screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub title: String,
    pub lines: Vec<String>,
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
