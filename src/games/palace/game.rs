//! Palace as the table sees it: its name, house rules, setup choices, help, computer
//! players, the records and the game-over summary with each person's review list.

use super::config::PalaceRules;
use super::state::{Palace, PalaceEvent, PalaceMove};
use super::text::game::{self as t, fill};
use crate::engine::{Bot, BotLevel, Describe, Lang, Rules, Seat, SeatId};
use crate::games::{GameOption, OptionValue, Poll, PollAnswer, Ranking, Summary, TableGame};

impl TableGame for Palace {
    const KEY: &'static str = "palace";
    const TITLE: (&'static str, &'static str) =
        ("Palace (language edition)", "Palace (edición idiomas)");
    const BLURB: (&'static str, &'static str) = (
        "Shed your cards; special cards set language challenges",
        "Descártate; las cartas especiales traen retos de idioma",
    );
    const PLAYERS: (usize, usize) = (3, 8);
    const DEFAULT_TOML: &'static str = include_str!("../../../config/palace.toml");
    const HELP: (&'static str, &'static str) = (
        include_str!("../../../assets/help/palace.en.md"),
        include_str!("../../../assets/help/palace.es.md"),
    );
    const WIN_HOW: (&'static str, &'static str) = ("First out: ", "Primero en salir: ");
    const OPTIONS: &'static [GameOption] = &[
        GameOption {
            key: "practised",
            label: ("Practise", "Practicar"),
            values: &[
                OptionValue {
                    value: "en",
                    name: ("English", "inglés"),
                },
                OptionValue {
                    value: "es",
                    name: ("Spanish", "español"),
                },
            ],
        },
        GameOption {
            key: "level",
            label: ("Level", "Nivel"),
            values: &[
                OptionValue {
                    value: "beginner",
                    name: ("beginner", "principiante"),
                },
                OptionValue {
                    value: "intermediate",
                    name: ("intermediate", "intermedio"),
                },
                OptionValue {
                    value: "advanced",
                    name: ("advanced", "avanzado"),
                },
            ],
        },
    ];

    type HouseRules = PalaceRules;

    /// Cards drawn, a face-down card turned, a challenge drawn, given, answered or
    /// judged, or the game's end revealed something; a card from a hidden hand is news
    /// unless it is the undoing person's own (face-up cards and the pile are public).
    fn undoable(events: &[PalaceEvent], own: bool) -> bool {
        use super::state::Source;
        events.iter().all(|e| match e {
            PalaceEvent::Played { from, .. } => match from {
                Source::Hand => own,
                Source::FaceUp => true,
                Source::FaceDown => false,
            },
            PalaceEvent::Drew { .. }
            | PalaceEvent::Revealed { .. }
            | PalaceEvent::Challenges { .. }
            | PalaceEvent::Gave { .. }
            | PalaceEvent::Answered { .. }
            | PalaceEvent::Attempted { .. }
            | PalaceEvent::TimedOut { .. }
            | PalaceEvent::OpenAnswer { .. }
            | PalaceEvent::Voted { .. }
            | PalaceEvent::VoteClosed { .. }
            | PalaceEvent::Judged { .. }
            | PalaceEvent::NoChallenge { .. }
            | PalaceEvent::Called { .. }
            | PalaceEvent::GameOver { .. }
            | PalaceEvent::Review { .. } => false,
            _ => true,
        })
    }

    /// A challenge's answer is never suggested: its hint shows no move.
    fn hint_shows_move(&self, mv: &PalaceMove) -> bool {
        !matches!(
            mv,
            PalaceMove::Answer { .. } | PalaceMove::TimeUp | PalaceMove::Attempt { .. }
        )
    }

    /// A blind card is named by its place (playing it on a copy would turn it over), and
    /// a challenge's answer is never suggested (its text would tell the accepted answer).
    fn hint_text(&self, seat: SeatId, mv: &PalaceMove, lang: Lang, names: &[String]) -> String {
        match mv {
            PalaceMove::Blind { slot } => {
                fill(t::words(lang).hint_blind, &[("n", &(slot + 1).to_string())])
            }
            PalaceMove::Answer { .. } | PalaceMove::TimeUp | PalaceMove::Attempt { .. } => {
                t::words(lang).hint_answer.to_string()
            }
            _ => {
                let mut copy = self.clone();
                match copy.apply(seat, mv) {
                    Ok(events) => events
                        .first()
                        .map(|e| Self::event_text(e, lang, names))
                        .unwrap_or_default(),
                    Err(e) => e.describe(lang),
                }
            }
        }
    }

    fn guide() -> Option<&'static crate::games::guide::Script> {
        super::guide::script()
    }

    fn guide_fits(&self, seat: SeatId, mv: &PalaceMove, kind: &str, cards: &[String]) -> bool {
        super::guide::fits(self, seat, mv, kind, cards)
    }

    fn validate(rules: &PalaceRules) -> Result<(), (String, String)> {
        rules.check()
    }

    fn new_game(
        players: usize,
        rules: PalaceRules,
        seed: u64,
        lang: Lang,
    ) -> Result<Palace, String> {
        Palace::new(players, rules, seed).map_err(|e| e.describe(lang))
    }

    fn seated(&mut self, seats: &[Seat]) {
        self.set_people(seats.iter().map(Seat::is_human).collect());
    }

    fn help_lines(rules: &PalaceRules, lang: Lang) -> Vec<String> {
        super::text::help_lines(rules, lang)
    }

    fn rules_summary(r: &PalaceRules, players: usize, lang: Lang) -> String {
        let w = t::words(lang);
        let practised = r.practised.pick(w.english, w.spanish);
        fill(
            w.summary,
            &[
                ("players", &players.to_string()),
                ("decks", &r.decks_for(players).to_string()),
                ("practised", practised),
                ("level", r.level.name(lang)),
                ("timer", &timer(r.challenge_timer_seconds, lang)),
            ],
        )
    }

    fn sim_title(rules: &PalaceRules) -> String {
        format!(
            "palace ({}, {})",
            rules.practised.pick("practise en", "practise es"),
            rules.level.name(Lang::En)
        )
    }

    fn ranking(_rules: &PalaceRules) -> Ranking {
        // The first out wins: places score players-1 down to 0.
        Ranking::Highest
    }
    fn house_rules(&self) -> &PalaceRules {
        self.rules()
    }

    fn redeal(&self, players: usize, seed: u64) -> Result<Self, String> {
        let mut g = Palace::new(players, self.rules().clone(), seed).map_err(|e| e.to_string())?;
        g.set_people(self.people().to_vec());
        Ok(g)
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
    /// Each seat's challenges, passed and failed, by kind ("translate passed").
    fn report_items(
        session: &crate::session::Session<Self>,
        lang: Lang,
    ) -> Vec<crate::games::report::SeatItems> {
        let rules = &session.game.rules;
        let (practised, level) = (rules.practised, rules.level.name(lang).to_string());
        let mut out = vec![crate::games::report::SeatItems::default(); session.seats.len()];
        for event in session.history.iter().flat_map(|h| &h.events) {
            let Some((seat, id, passed)) = challenge_outcome(event) else {
                continue;
            };
            if let Some(items) = out.get_mut(seat) {
                items.asked.push(crate::games::report::Asked {
                    kind: super::text::kind_name(practised, id, lang),
                    level: level.clone(),
                    passed,
                    prompt: super::text::prompt(practised, id, lang),
                    answers: super::text::answers(practised, id, lang),
                });
            }
        }
        out
    }
    fn review_notes(
        session: &crate::session::Session<Self>,
        seat: SeatId,
        lang: Lang,
        names: &[String],
    ) -> Vec<String> {
        // The review list the game-over summary gives that person alone.
        super::text::private_review(&session.game, seat, lang, names)
    }
    fn seat_facts(session: &crate::session::Session<Self>) -> Vec<crate::games::SeatFacts> {
        let practised = session.game.rules.practised;
        let mut facts = vec![crate::games::SeatFacts::default(); session.seats.len()];
        for event in session.history.iter().flat_map(|h| &h.events) {
            let Some((seat, id, passed)) = challenge_outcome(event) else {
                continue;
            };
            let kind = super::text::kind_name(practised, id, Lang::En);
            let kind = if kind.is_empty() {
                "other".to_string()
            } else {
                kind
            };
            let how = if passed { "passed" } else { "failed" };
            if let Some(f) = facts.get_mut(seat) {
                *f.tallies.entry(format!("{kind} {how}")).or_default() += 1;
            }
        }
        facts
    }
    fn event_text(event: &PalaceEvent, lang: Lang, names: &[String]) -> String {
        // The practised language is not known here: challenges are found by id in
        // either set.
        super::text::event_text(event, lang, names, Lang::En)
    }

    fn opening_text(&self, lang: Lang, names: &[String]) -> Vec<String> {
        let seat = self.turn();
        let name = names.get(seat).cloned().unwrap_or_default();
        vec![match (self.opening(), lang) {
            (Some(c), Lang::En) => format!(
                "{name} has the lowest card, {}, and starts (all cards of that rank may go together).",
                c.label()
            ),
            (Some(c), Lang::Es) => format!(
                "{name} tiene la carta más baja, {}, y empieza (puede jugar todas las de ese valor).",
                c.label()
            ),
            (None, Lang::En) => format!("{name} starts."),
            (None, Lang::Es) => format!("Empieza {name}."),
        }]
    }

    fn summary(&self, events: &[PalaceEvent], lang: Lang, names: &[String]) -> Option<Summary> {
        let order = events.iter().find_map(|e| match e {
            PalaceEvent::GameOver { order } => Some(order.clone()),
            _ => None,
        })?;
        Some(super::text::game_over_summary(self, &order, lang, names))
    }

    /// A person's review list at the game's end, when the lists are not public.
    fn private_summary(
        &self,
        events: &[PalaceEvent],
        seat: SeatId,
        lang: Lang,
        names: &[String],
    ) -> Vec<String> {
        if !events
            .iter()
            .any(|e| matches!(e, PalaceEvent::GameOver { .. }))
        {
            return Vec::new();
        }
        super::text::private_review(self, seat, lang, names)
    }

    fn deal_record(&self, events: Option<&[PalaceEvent]>) -> Option<serde_json::Value> {
        events.is_none().then(|| {
            serde_json::json!({
                "hands": self.hands_record(),
                "face_up": (0..self.seat_count()).map(|s| self.face_up(s).to_vec()).collect::<Vec<_>>(),
                "face_down": (0..self.seat_count()).map(|s| self.face_down(s).to_vec()).collect::<Vec<_>>(),
                "draw_pile": self.draw_pile(),
            })
        })
    }

    fn hands_text(&self, lang: Lang) -> Vec<String> {
        let cards = |cs: &[super::Card]| match cs {
            [] => "-".to_string(),
            cs => cs.iter().map(|c| c.label()).collect::<Vec<_>>().join(" "),
        };
        (0..self.seat_count())
            .map(|s| {
                fill(
                    t::words(lang).replay_hand,
                    &[
                        ("hand", &cards(self.hand(s))),
                        ("up", &cards(self.face_up(s))),
                        ("down", &cards(self.face_down(s))),
                    ],
                )
            })
            .collect()
    }

    fn hands_record(&self) -> Vec<Vec<serde_json::Value>> {
        let hands: Vec<Vec<super::Card>> = (0..self.seat_count())
            .map(|s| self.hand(s).to_vec())
            .collect();
        crate::games::hands_json(&hands)
    }

    /// A challenge the table judges: the taker's answer (typed, and shown in the
    /// question on every screen; or said aloud, house rule `open_answers`), the other
    /// people vote on one public screen.
    fn poll(&self, lang: Lang, names: &[String]) -> Option<Poll<PalaceMove>> {
        let p = self.pending.as_ref()?;
        if self.typing_for_vote() {
            // The taker types first; the vote is asked with the answer.
            return None;
        }
        let super::state::Step::Vote { id, answer, .. } = &p.step else {
            return None;
        };
        let taker = names.get(p.taker).cloned().unwrap_or_default();
        let practised = self.rules.practised;
        let prompt = super::text::prompt(practised, id, lang);
        let w = t::words(lang);
        let question = match answer {
            Some(answer) => fill(
                w.vote_question_typed,
                &[("taker", &taker), ("answer", answer), ("prompt", &prompt)],
            ),
            None => fill(w.vote_question, &[("taker", &taker), ("prompt", &prompt)]),
        };
        Some(Poll {
            question,
            seats: p.step.unvoted(),
            answered: p.step.voted(),
            answers: PollAnswer::vote(
                lang,
                (PalaceMove::Vote { accept: true }, w.accept),
                (PalaceMove::Vote { accept: false }, w.refuse),
            ),
        })
    }

    /// The givers and takers of a challenge series who may decide before their turn.
    fn deciding_too(&self) -> Vec<SeatId> {
        self.deciding_ahead()
    }

    /// "Waiting for Bob and Cy to pick; Ana to answer."
    fn awaited_text(&self, seats: &[SeatId], lang: Lang, names: &[String]) -> Option<String> {
        use super::state::{Slot, Step};
        if seats.len() < 2 {
            return None;
        }
        let p = self.pending.as_ref()?;
        let w = t::words(lang);
        // Picks, answers, votes: who does which.
        let mut doing: [Vec<String>; 3] = Default::default();
        for &seat in seats {
            let slot = self.ahead_for(seat).map_or(Slot::Current, Slot::Ahead);
            let what = match p.step_at(slot) {
                Some(Step::Choose { .. }) | None => 0,
                Some(Step::Answer { .. }) => 1,
                Some(step @ Step::Vote { .. }) if self.typing_step(step) => 1,
                Some(Step::Vote { .. }) => 2,
            };
            doing[what].push(names.get(seat).cloned().unwrap_or_default());
        }
        let and = lang.pick(" and ", " y ");
        let forms = [
            (w.awaited_pick, w.awaited_pick_many),
            (w.awaited_answer, w.awaited_answer_many),
            (w.awaited_vote, w.awaited_vote_many),
        ];
        let parts: Vec<String> = doing
            .iter()
            .zip(forms)
            .filter(|(who, _)| !who.is_empty())
            .map(|(who, (one, many))| {
                let form = if who.len() == 1 { one } else { many };
                fill(form, &[("names", &who.join(and))])
            })
            .collect();
        Some(fill(w.awaited, &[("parts", &parts.join("; "))]))
    }

    fn move_is_public(&self, _mv: &PalaceMove) -> bool {
        // Every move is seen by the table: cards played face up, picks, answers, votes.
        true
    }
}

fn timer(seconds: u32, lang: Lang) -> String {
    if seconds == 0 {
        t::words(lang).no_timer.into()
    } else {
        format!("{seconds} s")
    }
}

/// The seat, challenge and result of an event that settles a challenge (an answer, an
/// attempt, the table's judgement, or the time running out).
fn challenge_outcome(event: &PalaceEvent) -> Option<(SeatId, &str, bool)> {
    match event {
        PalaceEvent::Answered {
            seat, id, passed, ..
        }
        | PalaceEvent::Attempted { seat, id, passed }
        | PalaceEvent::Judged { seat, id, passed } => Some((*seat, id.as_str(), *passed)),
        PalaceEvent::TimedOut { seat, id } => Some((*seat, id.as_str(), false)),
        _ => None,
    }
}
