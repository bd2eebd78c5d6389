//! Palabra as the table sees it: its name, house rules, help, computer players, the cut
//! for the first player and the summary at the end.

use super::text::game::{self as t, fill};
use super::{Palabra, PalabraEvent, PalabraMove, PalabraRules};
use crate::engine::words::pair;
use crate::engine::{Bot, BotLevel, Describe, Lang, Rules, SeatId};
use crate::games::{
    DICTIONARY, GameOption, Poll, Ranking, Summary, TableGame, WORD_CHECK, WordAnswers,
    dictionary_line, yes_no,
};

impl TableGame for Palabra {
    const KEY: &'static str = "palabra";
    const TITLE: (&'static str, &'static str) = ("Palabra", "Palabra");
    const BLURB: (&'static str, &'static str) = (
        "English words from colored letter cards: stars, shaving, jokers",
        "Palabras inglesas con cartas de colores: estrellas, afeitados, jokers",
    );
    // 7 to 12 with two decks (turned on by the seat count).
    const PLAYERS: (usize, usize) = (2, 12);
    const DEFAULT_TOML: &'static str = include_str!("../../../config/palabra.toml");
    const HELP: (&'static str, &'static str) = (
        include_str!("../../../assets/help/palabra.en.md"),
        include_str!("../../../assets/help/palabra.es.md"),
    );
    const WIN_HOW: (&'static str, &'static str) = ("Highest score: ", "Más puntos: ");
    const OPTIONS: &'static [GameOption] = &[WORD_CHECK, DICTIONARY];

    type HouseRules = PalabraRules;

    /// Cards drawn, cut, exchanged or shuffled back, a word put to the table (challenge,
    /// vote), a simultaneous round revealed, or the game's end revealed something; cards
    /// from a hidden hand (a word, a joker, a shave) are news unless they are the undoing
    /// person's own.
    fn undoable(events: &[PalabraEvent], own: bool) -> bool {
        events.iter().all(|e| match e {
            PalabraEvent::TurnStarted { .. }
            | PalabraEvent::PrePlaySkipped { .. }
            | PalabraEvent::Passed { .. }
            | PalabraEvent::Decided { .. } => true,
            PalabraEvent::Played { .. }
            | PalabraEvent::Jokered { .. }
            | PalabraEvent::Shaved { .. } => own,
            _ => false,
        })
    }

    fn validate(w: &PalabraRules) -> Result<(), (String, String)> {
        if !(2..=3).contains(&w.final_multiplier) {
            return Err(("final_multiplier".into(), "expected 2 or 3".into()));
        }
        if w.impatient_timer_seconds > 3600 {
            return Err((
                "impatient_timer_seconds".into(),
                "expected 0 (off) to 3600 seconds".into(),
            ));
        }
        if !(1..=super::config::MAX_STRONG_BUDGET).contains(&w.strong_budget) {
            return Err((
                "strong_budget".into(),
                format!(
                    "expected 1 to {} iterations",
                    super::config::MAX_STRONG_BUDGET
                ),
            ));
        }
        Ok(())
    }

    fn guide() -> Option<&'static crate::games::guide::Script> {
        super::guide::script()
    }

    fn guide_fits(
        &self,
        seat: crate::engine::SeatId,
        mv: &PalabraMove,
        kind: &str,
        cards: &[String],
    ) -> bool {
        super::guide::fits(self, seat, mv, kind, cards)
    }

    fn rules_for_seats(mut rules: PalabraRules, players: usize) -> PalabraRules {
        rules.two_decks |= players > 6;
        rules
    }

    fn new_game(
        players: usize,
        rules: PalabraRules,
        seed: u64,
        lang: Lang,
    ) -> Result<Palabra, String> {
        Palabra::new(players, rules, seed).map_err(|e| e.describe(lang))
    }

    fn help_lines(rules: &PalabraRules, lang: Lang) -> Vec<String> {
        let mut lines = super::help_lines(rules, lang);
        lines.push(dictionary_line(rules.dictionary, lang));
        if rules.word_check != crate::engine::WordCheck::Strict {
            lines.push(crate::games::judge::computers_judge_help(lang));
        }
        lines
    }

    fn rules_summary(r: &PalabraRules, _players: usize, lang: Lang) -> String {
        let check = WORD_CHECK
            .values
            .iter()
            .find(|v| toml::Value::String(v.value.into()).try_into() == Ok(r.word_check))
            .map_or("", |v| pair(lang, v.name));
        let shave = super::text::shave_rule_short(r.shave, lang);
        fill(
            t::words(lang).summary,
            &[
                ("check", check),
                ("mult", &r.final_multiplier.to_string()),
                ("shave", shave),
                ("eliminate", yes_no(lang, r.eliminate_high_score)),
                ("two_decks", yes_no(lang, r.two_decks)),
            ],
        )
    }

    fn sim_title(rules: &PalabraRules) -> String {
        format!("palabra {:?}", rules.word_check)
    }

    fn ranking(_rules: &PalabraRules) -> Ranking {
        // The rulebook: the highest score wins.
        Ranking::Highest
    }
    fn house_rules(&self) -> &PalabraRules {
        self.rules()
    }
    fn redeal(&self, players: usize, seed: u64) -> Result<Self, String> {
        Palabra::new(players, self.rules().clone(), seed).map_err(|e| e.to_string())
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
        played: &PalabraMove,
        _rng: &mut crate::engine::GameRng,
    ) -> Option<crate::games::review::Choice<PalabraMove>> {
        super::review::choice(self, seat, played)
    }
    fn seat_facts(session: &crate::session::Session<Self>) -> Vec<crate::games::SeatFacts> {
        crate::games::best_words(session, word_laid)
    }
    fn report_items(
        session: &crate::session::Session<Self>,
        _lang: Lang,
    ) -> Vec<crate::games::report::SeatItems> {
        let laid = crate::games::facts::standing_words(session, word_laid, |_| None);
        crate::games::report::from_words(
            session.seats.len(),
            laid.into_iter()
                .map(|(seat, word, _)| (seat, word.to_string())),
        )
    }
    /// As the default (the first event of the move, on a copy), except that a word is
    /// told as strict mode tells it, whatever the word check: challenge and vote modes
    /// first tell only "lays W", leaving out the word it builds on (found by a tester);
    /// and an exchange or a vowel play names its cards as they are typed (a vowel play
    /// read "WILD", which cannot be typed; found by a tester).
    fn hint_text(&self, seat: SeatId, mv: &PalabraMove, lang: Lang, names: &[String]) -> String {
        let typed = |cards: &[super::CardId]| -> String {
            cards
                .iter()
                .filter_map(|id| self.hand(seat).iter().find(|c| c.id == *id))
                .map(|c| match c.kind {
                    super::CardKind::Letter(l) => l,
                    super::CardKind::Wild => '*',
                    super::CardKind::Vowel => '+',
                    super::CardKind::Joker => '#',
                })
                .collect()
        };
        let name = names.get(seat).map_or("", String::as_str);
        match mv {
            PalabraMove::Exchange { cards } => {
                return super::text::exchange_hint(name, &typed(cards), lang);
            }
            PalabraMove::Vowels { cards } => {
                let points = super::plan::vowel_points(cards.len());
                return super::text::vowels_hint(name, &typed(cards), points, lang);
            }
            _ => {}
        }
        let mut copy = self.clone();
        if matches!(mv, PalabraMove::Word { .. } | PalabraMove::Straight { .. }) {
            copy.rules.word_check = super::WordCheck::Strict;
        }
        let told = |g: &mut Palabra| match g.apply(seat, mv) {
            Ok(events) => events.first().map(|e| Self::event_text(e, lang, names)),
            Err(_) => None,
        };
        told(&mut copy)
            .or_else(|| told(&mut self.clone()))
            .unwrap_or_default()
    }
    fn event_text(event: &PalabraEvent, lang: Lang, names: &[String]) -> String {
        super::text::event_text(event, lang, names)
    }
    fn opening_text(&self, lang: Lang, names: &[String]) -> Vec<String> {
        self.opening_events()
            .iter()
            .map(|e| super::text::event_text(e, lang, names))
            .collect()
    }

    /// The only deal is at creation: the cuts, then seven cards each and the draw pile.
    fn deal_record(&self, events: Option<&[PalabraEvent]>) -> Option<serde_json::Value> {
        events.is_none().then(|| {
            serde_json::json!({
                "cuts": self.cuts,
                "first": self.first,
                "hands": self.hands_record(),
                "draw": self.draw,
            })
        })
    }

    /// Special cards by the names the table gives them (JOKR, WILD, VOWL), not their
    /// record labels ("#0", "*0"; found by a tester in the replay's all-hands view).
    fn hands_text(&self, lang: Lang) -> Vec<String> {
        self.hands
            .iter()
            .map(|h| {
                h.iter()
                    .map(|c| super::text::readable_labels(&c.label(), lang))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }

    fn hands_record(&self) -> Vec<Vec<serde_json::Value>> {
        crate::games::hands_json(&self.hands)
    }

    /// A vowel play shuffles its cards back into the pile and then refills the hand. In
    /// simultaneous play that happens at the reveal, in the move of the last seat to
    /// decide: its own vowel cards may come back then (an earlier seat's left its hand
    /// when it decided, so its redrawn cards are new to it anyway).
    fn returned_record(&self, seat: SeatId, mv: &PalabraMove) -> Vec<serde_json::Value> {
        match mv {
            PalabraMove::Vowels { cards } => {
                let shown: Vec<_> = self
                    .hands
                    .get(seat)
                    .into_iter()
                    .flatten()
                    .filter(|c| cards.contains(&c.id))
                    .cloned()
                    .collect();
                crate::games::hands_json(&[shown]).remove(0)
            }
            _ => Vec::new(),
        }
    }

    /// Exchanged cards are shown only by their backs; in simultaneous play every choice
    /// stays hidden until the reveal.
    /// A word waiting for the table's answers: a public question, asked of every other
    /// seat in turn order from the player's left.
    fn laid_word(&self) -> Option<crate::games::LaidWord> {
        crate::games::judge::laid_word(self, crate::lexicon::Language::English)
    }
    fn refuses_word(mv: &PalabraMove) -> bool {
        matches!(
            mv,
            PalabraMove::Challenge | PalabraMove::Vote { accept: false }
        )
    }
    fn bluffs(view: &Self::View, legal: &[PalabraMove], limit: usize) -> Vec<PalabraMove> {
        super::bot::bluffs(view, legal, limit)
    }
    fn poll(&self, lang: Lang, names: &[String]) -> Option<Poll<PalabraMove>> {
        let vote = match self.phase {
            super::Phase::Challenge => false,
            super::Phase::Vote => true,
            _ => return None,
        };
        let stakes = match vote {
            true => lang.pick(
                "a refused word goes back to {who}, who plays again",
                "una palabra rechazada vuelve a {who}, que juega de nuevo",
            ),
            false => lang.pick(
                "a wrong word goes back and ends {who}'s turn; a wrong challenge costs the challenger their next turn",
                "una palabra que no vale vuelve a la mano y {who} pierde el turno; un desafío errado le cuesta a quien desafía su próximo turno",
            ),
        };
        crate::games::judge::word_poll(
            self,
            lang,
            names,
            (vote, stakes),
            self.players,
            WordAnswers {
                accept: PalabraMove::Accept,
                challenge: PalabraMove::Challenge,
                yes: PalabraMove::Vote { accept: true },
                no: PalabraMove::Vote { accept: false },
            },
        )
    }

    fn move_is_public(&self, mv: &PalabraMove) -> bool {
        use PalabraMove as M;
        match mv {
            M::Exchange { .. } => false,
            M::Accept | M::Challenge | M::Vote { .. } | M::TimeOut => true,
            _ => !self.rules.simultaneous_play,
        }
    }

    fn summary(&self, events: &[PalabraEvent], lang: Lang, names: &[String]) -> Option<Summary> {
        let (reason, totals) = events.iter().find_map(|e| match e {
            PalabraEvent::GameOver { reason, totals, .. } => Some((*reason, totals.clone())),
            _ => None,
        })?;
        let view = self.view_for(0);
        let title = fill(
            t::words(lang).game_over,
            &[("reason", &super::text::end_reason(reason, names, lang))],
        );
        let lines = names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let end: Vec<String> = view
                    .ledger
                    .get(i)
                    .map(|l| l.as_slice())
                    .unwrap_or(&[])
                    .iter()
                    .filter(|e| {
                        matches!(
                            e.entry,
                            super::Entry::Penalty { .. }
                                | super::Entry::FinalPlay { .. }
                                | super::Entry::BestWordDropped { .. }
                        )
                    })
                    .map(|e| {
                        format!(
                            "{:+} {}",
                            e.points,
                            super::text::entry_text(&e.entry, lang, names)
                        )
                    })
                    .collect();
                let total = totals.get(i).copied().unwrap_or(0);
                if end.is_empty() {
                    format!("{name}: {total}")
                } else {
                    format!("{name}: {total} ({})", end.join(", "))
                }
            })
            .collect();
        Some(Summary { title, lines })
    }
}

/// The seat, word and points of an event that lays a word.
fn word_laid(e: &PalabraEvent) -> Option<(SeatId, &str, i32)> {
    match e {
        PalabraEvent::Played {
            seat, word, score, ..
        } => Some((*seat, word.as_str(), score.total)),
        _ => None,
    }
}
