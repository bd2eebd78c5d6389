//! Leftovers as the table sees it: its name, house rules, help, computer players,
//! records and the end-of-game summary.

use super::text::game::{self as t, fill};
use super::{LeftEvent, LeftMove, LeftRules, Leftovers};
use crate::engine::words::pair;
use crate::engine::{Bot, BotLevel, Describe, Lang, Rules, SeatId};
use crate::games::{
    DICTIONARY, GameOption, OptionValue, Poll, Ranking, SeatFacts, Summary, TableGame, WORD_CHECK,
    WordAnswers, dictionary_line,
};

/// The deck and dictionary language, a setup choice.
pub(crate) const LANGUAGE: GameOption = GameOption {
    key: "language",
    label: ("Words in", "Palabras en"),
    values: &[
        OptionValue {
            value: "en",
            name: ("English (the box's deck)", "inglés (el mazo de la caja)"),
        },
        OptionValue {
            value: "es",
            name: ("Spanish (deck with Ñ)", "castellano (mazo con Ñ)"),
        },
    ],
};

impl TableGame for Leftovers {
    const KEY: &'static str = "leftovers";
    const TITLE: (&'static str, &'static str) =
        ("Leftovers (The Final Word)", "Leftovers (The Final Word)");
    const BLURB: (&'static str, &'static str) = (
        "Remake the word on the table; the leftovers score",
        "Rehaz la palabra de la mesa; las sobras puntúan",
    );
    const PLAYERS: (usize, usize) = (2, 6);
    const DEFAULT_TOML: &'static str = include_str!("../../../config/leftovers.toml");
    const HELP: (&'static str, &'static str) = (
        include_str!("../../../assets/help/leftovers.en.md"),
        include_str!("../../../assets/help/leftovers.es.md"),
    );
    const WIN_HOW: (&'static str, &'static str) = ("Highest score: ", "Más puntos: ");
    const OPTIONS: &'static [GameOption] = &[WORD_CHECK, DICTIONARY, LANGUAGE];

    type HouseRules = LeftRules;

    /// The draw for the first player, a deal, cards drawn, a word put to the table
    /// (challenge, vote) or the game's end revealed something; letters from a hidden hand
    /// are news unless they are the undoing person's own.
    fn undoable(events: &[LeftEvent], own: bool) -> bool {
        events.iter().all(|e| match e {
            LeftEvent::Starts { .. } | LeftEvent::Took { .. } | LeftEvent::NoWord { .. } => true,
            LeftEvent::Opened { .. } | LeftEvent::Remade { .. } => own,
            _ => false,
        })
    }

    fn guide() -> Option<&'static crate::games::guide::Script> {
        super::guide::script()
    }

    fn guide_fits(&self, seat: SeatId, mv: &LeftMove, kind: &str, cards: &[String]) -> bool {
        super::guide::fits(self, seat, mv, kind, cards)
    }

    fn validate(r: &LeftRules) -> Result<(), (String, String)> {
        super::load_deck(r.language, &r.deck).map_err(|e| {
            (
                "deck".to_string(),
                format!("the deck file cannot be used: {e}"),
            )
        })?;
        if r.turn_timer > super::config::MAX_TIMER {
            return Err((
                "turn_timer".into(),
                format!(
                    "expected 0 (no timer) to {} seconds",
                    super::config::MAX_TIMER
                ),
            ));
        }
        Ok(())
    }

    fn new_game(players: usize, rules: LeftRules, seed: u64, lang: Lang) -> Result<Self, String> {
        let deck = super::load_deck(rules.language, &rules.deck)?;
        Leftovers::new(players, rules, deck, seed)
            .map(|(g, _)| g)
            .map_err(|e| e.describe(lang))
    }

    fn opening_text(&self, lang: Lang, names: &[String]) -> Vec<String> {
        let mut v: Vec<String> = self
            .start_draws()
            .iter()
            .enumerate()
            .map(|(i, draws)| {
                super::text::event_text(
                    &LeftEvent::StartDraw {
                        round: i as u32 + 1,
                        draws: draws.clone(),
                    },
                    lang,
                    names,
                ) + "."
            })
            .collect();
        v.push(
            super::text::event_text(
                &LeftEvent::Starts {
                    seat: self.first_player(),
                },
                lang,
                names,
            ) + ".",
        );
        v
    }

    fn help_lines(rules: &LeftRules, lang: Lang) -> Vec<String> {
        let deck = super::load_deck(rules.language, &rules.deck)
            .unwrap_or_else(|_| super::builtin(rules.language));
        let mut lines = super::text::help_lines(rules, lang, deck.size(), deck.language);
        lines.push(dictionary_line(rules.dictionary, lang));
        if rules.word_check != crate::engine::WordCheck::Strict {
            lines.push(crate::games::judge::computers_judge_help(lang));
        }
        lines
    }

    fn rules_summary(r: &LeftRules, _players: usize, lang: Lang) -> String {
        let check = WORD_CHECK
            .values
            .iter()
            .find(|v| toml::Value::String(v.value.into()).try_into() == Ok(r.word_check))
            .map_or("", |v| pair(lang, v.name));
        let w = t::words(lang);
        let words = match r.language {
            crate::lexicon::Language::English => w.english,
            crate::lexicon::Language::Spanish => w.spanish,
        };
        let mut s = fill(w.summary, &[("words", words), ("check", check)]);
        if r.keep_order {
            s.push_str(w.keep_order);
        }
        if r.use_or_lose {
            s.push_str(" · Use or Lose");
        }
        if r.turn_timer > 0 {
            s.push_str(&format!(" · {} s", r.turn_timer));
        }
        s
    }

    fn sim_title(rules: &LeftRules) -> String {
        format!(
            "leftovers {:?}{}",
            rules.word_check,
            if rules.use_or_lose {
                " use-or-lose"
            } else {
                ""
            }
        )
    }

    fn ranking(_rules: &LeftRules) -> Ranking {
        // The rulebook: the highest score wins.
        Ranking::Highest
    }
    fn house_rules(&self) -> &LeftRules {
        self.rules()
    }
    fn redeal(&self, players: usize, seed: u64) -> Result<Self, String> {
        Leftovers::new(players, self.rules().clone(), self.deck().clone(), seed)
            .map(|(g, _)| g)
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
    fn review_choice(
        &self,
        seat: SeatId,
        played: &LeftMove,
        _rng: &mut crate::engine::GameRng,
    ) -> Option<crate::games::review::Choice<LeftMove>> {
        super::review::choice(self, seat, played)
    }
    fn seat_facts(session: &crate::session::Session<Self>) -> Vec<crate::games::SeatFacts> {
        best_words(session)
    }
    fn report_items(
        session: &crate::session::Session<Self>,
        _lang: Lang,
    ) -> Vec<crate::games::report::SeatItems> {
        let laid = session
            .history
            .iter()
            .flat_map(|h| &h.events)
            .filter_map(|e| match e {
                LeftEvent::Opened { seat, word, .. } | LeftEvent::Remade { seat, word, .. } => {
                    Some((*seat, word.clone()))
                }
                _ => None,
            });
        crate::games::report::from_words(session.seats.len(), laid)
    }
    fn event_text(event: &LeftEvent, lang: Lang, names: &[String]) -> String {
        super::text::event_text(event, lang, names)
    }

    fn deal_record(&self, events: Option<&[LeftEvent]>) -> Option<serde_json::Value> {
        // One deal, at the start.
        events.is_none().then(|| {
            serde_json::json!({
                "start_draws": self.start_draws,
                "first": self.first,
                "hands": self.hands_record(),
                "draw": self.draw,
                "deck": self.deck,
            })
        })
    }

    fn hands_text(&self, _lang: Lang) -> Vec<String> {
        self.hands
            .iter()
            .map(|h| {
                h.iter()
                    .map(|c| format!("{}{}", c.letter, c.value))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }

    fn hands_record(&self) -> Vec<Vec<serde_json::Value>> {
        crate::games::hands_json(&self.hands)
    }

    fn stock_record(&self) -> Option<Vec<serde_json::Value>> {
        Some(crate::games::hands_json(std::slice::from_ref(&self.draw)).remove(0))
    }

    fn refiller(&self, mover: SeatId, events: &[LeftEvent]) -> SeatId {
        // In challenge and vote modes the last answer lays the word: its player draws.
        events
            .iter()
            .find_map(|e| match e {
                LeftEvent::Drew { seat, .. } => Some(*seat),
                _ => None,
            })
            .unwrap_or(mover)
    }

    fn move_is_public(&self, _mv: &LeftMove) -> bool {
        // Every move shows only what the table sees (a word is laid face up).
        true
    }

    /// A word waiting for the table's answers: a public question, asked of every other
    /// seat in turn order from the player's left.
    fn laid_word(&self) -> Option<crate::games::LaidWord> {
        crate::games::judge::laid_word(self, self.rules.language)
    }
    fn refuses_word(mv: &LeftMove) -> bool {
        matches!(mv, LeftMove::Challenge | LeftMove::Vote { accept: false })
    }
    fn bluffs(view: &Self::View, legal: &[LeftMove], limit: usize) -> Vec<LeftMove> {
        super::bot::bluffs(view, legal, limit)
    }
    fn poll(&self, lang: Lang, names: &[String]) -> Option<Poll<LeftMove>> {
        let vote = match self.phase() {
            super::Phase::Judge => false,
            super::Phase::Vote => true,
            _ => return None,
        };
        let stakes = match vote {
            true => lang.pick(
                "a refused word goes back to {who}",
                "una palabra rechazada vuelve a {who}",
            ),
            false => lang.pick(
                "a wrong challenge costs the challenger a turn",
                "un desafío errado le cuesta un turno a quien desafía",
            ),
        };
        crate::games::judge::word_poll(
            self,
            lang,
            names,
            (vote, stakes),
            self.seat_count(),
            WordAnswers {
                accept: LeftMove::Accept,
                challenge: LeftMove::Challenge,
                yes: LeftMove::Vote { accept: true },
                no: LeftMove::Vote { accept: false },
            },
        )
    }

    fn summary(&self, events: &[LeftEvent], lang: Lang, names: &[String]) -> Option<Summary> {
        let winners = events.iter().find_map(|e| match e {
            LeftEvent::GameOver { winners, .. } => Some(winners.clone()),
            _ => None,
        })?;
        let who: Vec<String> = winners
            .iter()
            .filter_map(|&s| names.get(s).cloned())
            .collect();
        let w = t::words(lang);
        let title = fill(w.game_over, &[("who", &who.join(w.and))]);
        let view = self.view_for(0);
        let lines = names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let total = view.totals.get(i).copied().unwrap_or(0).to_string();
                if view.rules.use_or_lose {
                    let n = view.words.get(i).map_or(0, Vec::len);
                    let n = n.to_string();
                    fill(
                        w.points_from_words,
                        &[("name", name), ("t", &total), ("n", &n)],
                    )
                } else {
                    let n = view.taken.get(i).map_or(0, Vec::len);
                    let n = n.to_string();
                    fill(
                        w.points_in_cards,
                        &[("name", name), ("t", &total), ("n", &n)],
                    )
                }
            })
            .collect();
        Some(Summary { title, lines })
    }
}

/// Each seat's best word by what the game scored for it: under Use or Lose its own
/// score; otherwise the points of the cards it took for its player (the leftovers when
/// the next word was made from it, or the whole table when nobody could). Words that
/// scored alike: the longest, then the first. Standard scoring gives every word 0 at
/// the moment it is laid, which made the first word laid everyone's best.
fn best_words(session: &crate::session::Session<Leftovers>) -> Vec<SeatFacts> {
    let use_or_lose = session.game.house_rules().use_or_lose;
    // (seat, word, figure), in the order laid.
    let mut laid: Vec<(SeatId, &str, i32)> = Vec::new();
    // The word on the table, and the one whose cards a Took event that follows takes.
    let mut on_table: Option<usize> = None;
    let mut taken_from: Option<usize> = None;
    for event in session.history.iter().flat_map(|h| &h.events) {
        match event {
            LeftEvent::Opened {
                seat, word, score, ..
            }
            | LeftEvent::Remade {
                seat, word, score, ..
            } => {
                taken_from = on_table;
                let figure = if use_or_lose { *score } else { 0 };
                laid.push((*seat, word.as_str(), figure));
                on_table = Some(laid.len() - 1);
            }
            LeftEvent::NoWord { .. } => {
                taken_from = on_table.take();
            }
            LeftEvent::Took { seat, points, .. } => {
                if !use_or_lose
                    && let Some(word) = taken_from.take().and_then(|i| laid.get_mut(i))
                    && word.0 == *seat
                {
                    word.2 += points;
                }
            }
            _ => {}
        }
    }
    let mut facts = vec![SeatFacts::default(); session.seats.len()];
    for (seat, word, figure) in laid {
        let Some(f) = facts.get_mut(seat) else {
            continue;
        };
        let better = f.best_word.as_ref().is_none_or(|(best, points)| {
            (figure, word.chars().count()) > (*points, best.chars().count())
        });
        if better {
            f.best_word = Some((word.to_string(), figure));
        }
    }
    facts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Seat, SeatKind};
    use crate::games::leftovers::{WordCheck, builtin};
    use crate::lexicon::Language;
    use crate::session::{Session, record::full_lines};

    /// Challenge mode: seat 0 lays CAT, seat 1 accepts, and seat 0 draws a T (the same
    /// face as its T just laid). The record credits the T to seat 0, not to seat 1, who
    /// answered and holds a T too.
    #[test]
    fn a_redrawn_card_is_credited_to_the_word_s_player() {
        let rules = LeftRules {
            word_check: WordCheck::Challenge,
            ..LeftRules::default()
        };
        let game = Leftovers::position(
            rules,
            builtin(Language::English),
            &["CATEEEEEEE", "TOOOOOOOOO"],
            "",
            "EEEEEXXT",
            0,
        );
        let seat = |name: &str| Seat {
            name: name.into(),
            kind: SeatKind::Human,
        };
        let mut s = Session::new(vec![seat("Ana"), seat("Bob")], 1, game);
        s.play(0, LeftMove::Word { word: "CAT".into() }).unwrap();
        s.play(1, LeftMove::Accept).unwrap();
        let lines = full_lines(&s).unwrap();
        let accept: serde_json::Value = serde_json::from_str(&lines[3]).unwrap();
        assert_eq!(accept["move"], "Accept");
        let drawn = accept["drawn"].as_array().unwrap();
        assert_eq!(drawn.len(), 1, "one seat drew: {drawn:?}");
        assert_eq!(drawn[0]["seat"], 0);
        let mut got: Vec<&str> = drawn[0]["cards"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["letter"].as_str().unwrap())
            .collect();
        got.sort();
        assert_eq!(got, ["T", "X", "X"]);
    }

    /// The best word is the one that scored most for its player: under standard scoring
    /// the cards it took (it was the first word laid, always "(0)": Rita's MANAKIN over
    /// her LOGICALNESSES; found by a tester), the longest among equals.
    #[test]
    fn the_best_word_is_what_the_word_took() {
        use crate::games::leftovers::state::NoWord;
        use crate::session::HistoryEntry;
        let play = |rules: LeftRules| {
            // Use or Lose scores each word; standard scoring the cards taken.
            let uol = rules.use_or_lose;
            let score = |n: i32| if uol { n } else { 0 };
            let game = Leftovers::position(
                rules,
                builtin(Language::English),
                &["CATEEEEEEE", "TOOOOOOOOO"],
                "",
                "EEEEEXXT",
                0,
            );
            let seat = |name: &str| Seat {
                name: name.into(),
                kind: SeatKind::Human,
            };
            let mut s = Session::new(vec![seat("Rita"), seat("Bob")], 1, game);
            let took = |seat: SeatId, points: i32| LeftEvent::Took {
                seat,
                cards: Vec::new(),
                points: if uol { 0 } else { points },
            };
            let remade = |seat: SeatId, old: &str, word: &str, score_if: i32| LeftEvent::Remade {
                seat,
                old: old.into(),
                word: word.into(),
                from_hand: Vec::new(),
                from_table: Vec::new(),
                leftovers: Vec::new(),
                taker: 1 - seat,
                score: score(score_if),
            };
            let moves = [
                (
                    0,
                    vec![LeftEvent::Opened {
                        seat: 0,
                        word: "MANAKIN".into(),
                        cards: Vec::new(),
                        score: score(14),
                    }],
                ),
                (1, vec![remade(1, "MANAKIN", "KIN", 4), took(0, 5)]),
                (0, vec![remade(0, "KIN", "LOGICALNESSES", 12), took(1, 1)]),
                (
                    1,
                    vec![
                        LeftEvent::NoWord {
                            seat: 1,
                            why: NoWord::Passed,
                        },
                        took(0, 9),
                    ],
                ),
                (
                    0,
                    vec![LeftEvent::Opened {
                        seat: 0,
                        word: "CAT".into(),
                        cards: Vec::new(),
                        score: score(3),
                    }],
                ),
                (1, vec![remade(1, "CAT", "TACO", 4)]),
            ];
            for (ply, (seat, events)) in moves.into_iter().enumerate() {
                s.history.push(HistoryEntry {
                    ply: ply as u64,
                    seat,
                    mv: LeftMove::Pass,
                    events,
                    totals: vec![0, 0],
                });
            }
            Leftovers::seat_facts(&s)
                .into_iter()
                .map(|f| f.best_word)
                .collect::<Vec<_>>()
        };
        let best = |word: &str, points: i32| Some((word.to_string(), points));
        // Standard: MANAKIN took 5, LOGICALNESSES the whole table's 9; Bob's KIN took 1
        // and his TACO nothing yet.
        assert_eq!(
            play(LeftRules::default()),
            [best("LOGICALNESSES", 9), best("KIN", 1)]
        );
        // Use or Lose: each word's own score, the longest of equals.
        let use_or_lose = LeftRules {
            use_or_lose: true,
            ..LeftRules::default()
        };
        assert_eq!(play(use_or_lose), [best("MANAKIN", 14), best("TACO", 4)]);
    }
}
