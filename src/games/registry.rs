//! Every game in one list, with its types erased ([`GameDef`]): the launcher, the setup
//! screen, the configuration and the command line go through [`GAMES`]. The list is
//! written once, in [`each_game!`]; the app's table makers and `naipes sim` build their
//! own typed lists from it, so the rules side names no screen and no simulation.

use super::TableGame;
use super::facts::FinishedGame;
use super::table_game::GameOption;
use crate::engine::Lang;
use crate::engine::words::pair;
use crate::session::Session;
use serde::Deserialize;
use serde::de::DeserializeOwned;
use std::marker::PhantomData;

/// Every game, in launcher order, each as `$entry::<Game>::NEW` in a slice. Adding a
/// game: its folder, one line here, its `config/<key>.toml` and its help files (README,
/// "Adding a game"); the lists built from this one follow.
macro_rules! each_game {
    ($entry:ident) => {
        &[
            &$entry::<$crate::games::palabra::Palabra>::NEW,
            &$entry::<$crate::games::rapiletras::Rapiletras>::NEW,
            &$entry::<$crate::games::pala::Pala>::NEW,
            &$entry::<$crate::games::palace::Palace>::NEW,
            &$entry::<$crate::games::leftovers::Leftovers>::NEW,
        ]
    };
}
pub(crate) use each_game;

/// Every game that can be played, in launcher order.
pub static GAMES: &[&dyn GameDef] = each_game!(Module);

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
    /// The statistics' view of a saved session of this game (a save's `body`): Ok(None)
    /// while the game is not over, Err when the body is not this game's session.
    fn finished(&self, body: &serde_json::Value) -> Result<Option<FinishedGame>, String>;
    /// The game has a guided first round ([`TableGame::guide`]).
    fn has_guide(&self) -> bool;
    /// A finished save's body as the teacher's report reads it; Ok(None) while the game
    /// is not over.
    fn report_game(
        &self,
        body: &serde_json::Value,
        lang: Lang,
    ) -> Result<Option<super::report::ReportGame>, String>;
    /// The review of a finished game read from a record or a save (README, "Review of a
    /// finished game"), to run: the seat named `only`, else every person's. Err: why
    /// not, in `lang`.
    fn review_job(
        &self,
        source: crate::session::replay::Source,
        only: Option<&str>,
        lang: Lang,
    ) -> Result<super::review::Job, String>;
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
    fn finished(&self, body: &serde_json::Value) -> Result<Option<FinishedGame>, String> {
        let session = Session::<G>::deserialize(body).map_err(|e| e.to_string())?;
        Ok(FinishedGame::of(&session))
    }
    fn has_guide(&self) -> bool {
        G::guide().is_some()
    }
    fn report_game(
        &self,
        body: &serde_json::Value,
        lang: Lang,
    ) -> Result<Option<super::report::ReportGame>, String> {
        let session = Session::<G>::deserialize(body).map_err(|e| e.to_string())?;
        let Some(finished) = FinishedGame::of(&session) else {
            return Ok(None);
        };
        let items = G::report_items(&session, lang);
        let has_words = items.iter().any(|i| !i.words_laid.is_empty());
        let people: Vec<usize> = (0..session.seats.len())
            .filter(|&s| session.seats[s].is_human())
            .collect();
        let review = (has_words && !people.is_empty()).then(|| super::review::job(session, people));
        Ok(Some(super::report::ReportGame {
            finished,
            items,
            review,
        }))
    }
    fn review_job(
        &self,
        source: crate::session::replay::Source,
        only: Option<&str>,
        lang: Lang,
    ) -> Result<super::review::Job, String> {
        use crate::session::replay::{Source, from_record, from_save};
        let session = match source {
            Source::Record(lines) => from_record::<G>(&lines),
            Source::Save(body) => from_save::<G>(body),
        }
        .map_err(|r| r.text(lang))?;
        let seats = super::review::seats_to_review(&session, only)?;
        Ok(super::review::job(session, seats))
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
