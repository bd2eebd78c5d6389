//! Rapiletras as the table sees it: its name, house rules, help, computer players and the
//! summary of each hand. It is played in Spanish whatever the interface language.

use super::text::game::{self as t, fill};
use super::{RapiEvent, RapiMove, RapiRules, Rapiletras};
use crate::engine::words::pair;
use crate::engine::{Bot, BotLevel, Describe, Lang, Rules, SeatId};
use crate::games::{
    DICTIONARY, GameOption, Poll, Ranking, Summary, TableGame, WORD_CHECK, WordAnswers,
    dictionary_line,
};

impl TableGame for Rapiletras {
    const KEY: &'static str = "rapiletras";
    const TITLE: (&'static str, &'static str) = ("Rapiletras", "Rapiletras");
    const BLURB: (&'static str, &'static str) = (
        "Spanish words of the die's length; shed your cards first",
        "Palabras del largo que marca el dado; quédate sin cartas",
    );
    const PLAYERS: (usize, usize) = (2, 6);
    const DEFAULT_TOML: &'static str = include_str!("../../../config/rapiletras.toml");
    const HELP: (&'static str, &'static str) = (
        include_str!("../../../assets/help/rapiletras.en.md"),
        include_str!("../../../assets/help/rapiletras.es.md"),
    );
    const WIN_HOW: (&'static str, &'static str) = ("Lowest total: ", "Menos puntos: ");
    const OPTIONS: &'static [GameOption] = &[WORD_CHECK, DICTIONARY];

    type HouseRules = RapiRules;

    /// The move's words, and how to type a word played with a comodín ("CHA*L"): the
    /// words say only "with 1 wild card", and a player typing CHAL is told a letter is
    /// missing.
    fn hint_text(&self, seat: SeatId, mv: &RapiMove, lang: Lang, names: &[String]) -> String {
        let told = self.first_event_text(seat, mv, lang, names);
        match mv {
            RapiMove::Form { word }
            | RapiMove::Add { word, .. }
            | RapiMove::Replace { word, .. }
                if word.contains('*') =>
            {
                let typed = word.to_uppercase();
                match lang {
                    Lang::Es => format!("{told} Escribe {typed}."),
                    Lang::En => format!("{told} Type {typed}."),
                }
            }
            _ => told,
        }
    }

    /// A deal, a die rolled, a card drawn, the mazo refilled, a word put to the table
    /// (challenge, vote) or a hand scored revealed something; letters from a hidden hand
    /// are news unless they are the undoing person's own.
    fn undoable(events: &[RapiEvent], own: bool) -> bool {
        events.iter().all(|e| match e {
            RapiEvent::Passed { .. } | RapiEvent::Blocked => true,
            RapiEvent::Formed { .. } | RapiEvent::Added { .. } | RapiEvent::Replaced { .. } => own,
            _ => false,
        })
    }

    fn forced_lang() -> Option<Lang> {
        Some(Lang::Es)
    }

    fn guide() -> Option<&'static crate::games::guide::Script> {
        super::guide::script()
    }

    fn guide_fits(&self, seat: SeatId, mv: &RapiMove, kind: &str, cards: &[String]) -> bool {
        super::guide::fits(self, seat, mv, kind, cards)
    }

    fn validate(r: &RapiRules) -> Result<(), (String, String)> {
        let deck = super::load_deck(&r.deck).map_err(|e| {
            (
                "deck".to_string(),
                format!("the deck file cannot be used: {e}"),
            )
        })?;
        if !(1..=20).contains(&r.hand_size) {
            return Err(("hand_size".into(), "expected 1 to 20 cards".into()));
        }
        // Every table size the setup offers must be dealt: a hand for each of the most
        // players, plus the first card of the pozo.
        let most = Self::PLAYERS.1;
        let need = most * r.hand_size + 1;
        if deck.size() < need {
            let (key, which) = if r.deck.is_empty() {
                ("hand_size", "the built-in deck".to_string())
            } else {
                ("deck", format!("the deck file {}", r.deck))
            };
            let fits = deck.size().saturating_sub(1) / most;
            let advice = if fits == 0 {
                format!("a deck needs at least {} cards", most + 1)
            } else {
                format!("expected hand_size {fits} or less with this deck, or a bigger deck")
            };
            return Err((
                key.into(),
                format!(
                    "{} cards each for up to {most} players plus the first pozo card needs \
                     {need} cards, but {which} has {}: {advice}",
                    r.hand_size,
                    deck.size()
                ),
            ));
        }
        if !(1..=super::config::MAX_STRONG_BUDGET).contains(&r.strong_budget) {
            return Err((
                "strong_budget".into(),
                format!(
                    "expected 1 to {} iterations",
                    super::config::MAX_STRONG_BUDGET
                ),
            ));
        }
        if !(1..=10_000).contains(&r.game_end) {
            return Err((
                "game_end".into(),
                "expected a number from 1 to 10000".into(),
            ));
        }
        for (key, v) in [
            ("challenge_penalty", r.challenge_penalty),
            ("challenge_reward", r.challenge_reward),
            ("failed_challenge_penalty", r.failed_challenge_penalty),
        ] {
            if !(0..=1000).contains(&v) {
                return Err((key.into(), "expected a number from 0 to 1000".into()));
            }
        }
        Ok(())
    }

    fn new_game(
        players: usize,
        rules: RapiRules,
        seed: u64,
        lang: Lang,
    ) -> Result<Rapiletras, String> {
        let deck = super::load_deck(&rules.deck)?;
        Rapiletras::with_deck(players, rules, deck, seed).map_err(|e| e.describe(lang))
    }

    fn help_lines(rules: &RapiRules, lang: Lang) -> Vec<String> {
        let deck = super::load_deck(&rules.deck).unwrap_or_default();
        let mut lines = super::help_lines(rules, &deck, lang);
        lines.push(dictionary_line(rules.dictionary, lang));
        if rules.word_check != crate::engine::WordCheck::Strict {
            lines.push(crate::games::judge::computers_judge_help(lang));
        }
        lines
    }

    fn rules_summary(r: &RapiRules, _players: usize, lang: Lang) -> String {
        let check = WORD_CHECK
            .values
            .iter()
            .find(|v| toml::Value::String(v.value.into()).try_into() == Ok(r.word_check))
            .map_or("", |v| pair(lang, v.name));
        let w = t::words(lang);
        fill(
            w.summary,
            &[
                ("hand", &r.hand_size.to_string()),
                ("end", &r.game_end.to_string()),
                ("check", check),
                (
                    "replace",
                    if r.replace_needs_repeat {
                        w.replace_on_repeat
                    } else {
                        w.replace_any_round
                    },
                ),
            ],
        )
    }

    fn sim_title(rules: &RapiRules) -> String {
        format!("rapiletras {:?}", rules.word_check)
    }

    fn ranking(_rules: &RapiRules) -> Ranking {
        // The rulebook: points are letters left in hand; the lowest total wins.
        Ranking::Lowest
    }
    fn house_rules(&self) -> &RapiRules {
        self.rules()
    }
    fn redeal(&self, players: usize, seed: u64) -> Result<Self, String> {
        Rapiletras::with_deck(players, self.rules().clone(), self.deck().clone(), seed)
            .map_err(|e| e.to_string())
    }
    fn bot(level: BotLevel) -> Box<dyn Bot<Self>> {
        super::bot_for(level)
    }
    fn scramble_hidden(
        &mut self,
        viewer: Option<crate::engine::SeatId>,
        rng: &mut crate::engine::GameRng,
    ) {
        self.scramble_hidden_cards(viewer, rng);
    }
    /// Rapiletras scores no single word: the best is the longest. A word is told when
    /// laid; one the table refuses does not count (a refused TRIL was a best word).
    fn review_choice(
        &self,
        seat: SeatId,
        played: &RapiMove,
        _rng: &mut crate::engine::GameRng,
    ) -> Option<crate::games::review::Choice<RapiMove>> {
        super::review::choice(self, seat, played)
    }
    fn seat_facts(session: &crate::session::Session<Self>) -> Vec<crate::games::SeatFacts> {
        crate::games::best_standing_words(session, word_laid, word_refused)
    }
    fn report_items(
        session: &crate::session::Session<Self>,
        _lang: Lang,
    ) -> Vec<crate::games::report::SeatItems> {
        let laid = crate::games::facts::standing_words(session, word_laid, word_refused);
        crate::games::report::from_words(
            session.seats.len(),
            laid.into_iter()
                .map(|(seat, word, _)| (seat, word.to_string())),
        )
    }
    fn event_text(event: &RapiEvent, lang: Lang, names: &[String]) -> String {
        super::text::event_text(event, lang, names)
    }

    /// The first hand's deal and die roll happen as the game is made, before any move.
    fn opening_text(&self, lang: Lang, names: &[String]) -> Vec<String> {
        let dealt = RapiEvent::Dealt {
            hand_no: self.hand_no,
            dealer: self.dealer,
            pozo_top: self.pozo.last().copied(),
        };
        let rolled = RapiEvent::DieRolled {
            seat: self.first_seat(),
            cycle: self.cycle_no,
            value: self.die,
            repeat: false,
        };
        [dealt, rolled]
            .iter()
            .map(|e| super::text::event_text(e, lang, names))
            .collect()
    }

    fn deal_record(&self, events: Option<&[RapiEvent]>) -> Option<serde_json::Value> {
        let dealt = events.is_none_or(|ev| ev.iter().any(|e| matches!(e, RapiEvent::Dealt { .. })));
        dealt.then(|| {
            serde_json::json!({
                "hand_no": self.hand_no,
                "dealer": self.dealer,
                "hands": self.hands_record(),
                "pozo": self.pozo,
                "mazo": self.mazo,
                "die": {"seat": self.first_seat(), "cycle": self.cycle_no, "value": self.die},
                "deck": self.deck,
            })
        })
    }

    fn words_record(&self, seat: SeatId, mv: &RapiMove) -> Option<serde_json::Value> {
        Rapiletras::words_record(self, seat, mv)
    }

    fn hands_record(&self) -> Vec<Vec<serde_json::Value>> {
        crate::games::hands_json(&self.hands)
    }

    fn hands_text(&self, _lang: Lang) -> Vec<String> {
        self.hands
            .iter()
            .map(|h| h.iter().map(|c| c.letter().unwrap_or('*')).collect())
            .collect()
    }

    fn move_is_public(&self, _mv: &RapiMove) -> bool {
        true
    }

    /// A word waiting for the table's answers: a public question, asked of every other
    /// seat in turn order from the player's left.
    fn laid_word(&self) -> Option<crate::games::LaidWord> {
        crate::games::judge::laid_word(self, crate::lexicon::Language::Spanish)
    }
    fn refuses_word(mv: &RapiMove) -> bool {
        matches!(mv, RapiMove::Challenge | RapiMove::Vote { accept: false })
    }
    fn bluffs(view: &Self::View, legal: &[RapiMove], limit: usize) -> Vec<RapiMove> {
        super::bot::bluffs(view, legal, limit)
    }
    fn poll(&self, lang: Lang, names: &[String]) -> Option<Poll<RapiMove>> {
        let vote = match self.phase {
            super::Phase::Challenge => false,
            super::Phase::Vote => true,
            _ => return None,
        };
        let r = &self.rules;
        let (wrong, reward, failed) = (
            r.challenge_penalty,
            r.challenge_reward,
            r.failed_challenge_penalty,
        );
        let failed = match (lang, failed) {
            (Lang::En, 0) => "a wrong challenge costs nothing".to_string(),
            (Lang::Es, 0) => "un desafío errado no cuesta nada".to_string(),
            (Lang::En, f) => format!("a wrong challenge costs the challenger {f} points"),
            (Lang::Es, f) => format!("un desafío errado le suma {f} puntos a quien desafía"),
        };
        let stakes = match (vote, lang) {
            (true, _) => lang
                .pick(
                    "a refused word goes back to {who}, who loses the turn",
                    "una palabra rechazada vuelve a la mano de {who}, que pierde el turno",
                )
                .to_string(),
            (false, Lang::En) => format!(
                "a wrong word goes back to {{who}}, who loses the turn and gets {wrong} points while the challenger takes {reward} off; {failed}"
            ),
            (false, Lang::Es) => format!(
                "una palabra que no vale vuelve a la mano de {{who}}, que pierde el turno y suma {wrong} puntos, y quien desafía resta {reward}; {failed}"
            ),
        };
        crate::games::judge::word_poll(
            self,
            lang,
            names,
            (vote, &stakes),
            self.players,
            WordAnswers {
                accept: RapiMove::Accept,
                challenge: RapiMove::Challenge,
                yes: RapiMove::Vote { accept: true },
                no: RapiMove::Vote { accept: false },
            },
        )
    }

    fn summary(&self, events: &[RapiEvent], lang: Lang, names: &[String]) -> Option<Summary> {
        let (hand_no, went_out) = events.iter().find_map(|e| match e {
            RapiEvent::HandScored {
                hand_no, went_out, ..
            } => Some((*hand_no, *went_out)),
            _ => None,
        })?;
        let view = self.view_for(0);
        let score = view.scores.iter().find(|h| h.hand_no == hand_no)?;
        let who = went_out.and_then(|s| names.get(s)).cloned();
        let w = t::words(lang);
        let hand = hand_no.to_string();
        let title = match who {
            Some(who) => fill(w.hand_went_out, &[("hand", &hand), ("who", &who)]),
            None => fill(w.hand_blocked, &[("hand", &hand)]),
        };
        let lines = names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let p = score.penalties.get(i).copied().unwrap_or(0);
                let a = score.adjustments.get(i).copied().unwrap_or(0);
                let t = score.totals.get(i).copied().unwrap_or(0);
                let challenges = if a == 0 {
                    String::new()
                } else {
                    fill(w.from_challenges, &[("a", &format!("{a:+}"))])
                };
                fill(
                    w.hand_line,
                    &[
                        ("name", name),
                        ("p", &p.to_string()),
                        ("challenges", &challenges),
                        ("t", &t.to_string()),
                    ],
                )
            })
            .collect();
        Some(Summary { title, lines })
    }
}

/// The seat, word and letters of an event that lays a word.
fn word_laid(e: &RapiEvent) -> Option<(SeatId, &str, i32)> {
    match e {
        RapiEvent::Formed { seat, word, .. }
        | RapiEvent::Added { seat, word, .. }
        | RapiEvent::Replaced { seat, word, .. } => {
            Some((*seat, word.as_str(), word.chars().count() as i32))
        }
        _ => None,
    }
}

/// The seat whose last word an event refuses (a challenge won, a vote lost).
fn word_refused(e: &RapiEvent) -> Option<SeatId> {
    match e {
        RapiEvent::ChallengeWon { player, .. } => Some(*player),
        RapiEvent::VoteResult {
            player,
            accepted: false,
            ..
        } => Some(*player),
        _ => None,
    }
}
