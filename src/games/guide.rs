//! Guided first games (README, "First Pala round"): a script of steps over a real game,
//! read from a game's assets (TOML). Each step says what to read, in English and Spanish,
//! which element of the table it points at, and what ends it: a key, a move of a kind
//! the game names (the game judges whether a move fits: [`super::TableGame::guide_fits`]),
//! or the end of the round. No terminal code, and no game named here.

use crate::engine::{Lang, SeatId};
use serde::Deserialize;

/// A whole guided game: its table (seats, seed, house rules) and its steps.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Script {
    pub players: usize,
    /// The seed of the deal (and of the computers' choices): the same guide every time.
    pub seed: u64,
    /// The house rules that differ from the game's defaults (keys of its config section).
    #[serde(default)]
    pub rules: toml::Table,
    /// House rules for a learner in English or in Spanish only, on top of `rules` (the
    /// language a Palace learner practises is their own).
    #[serde(default)]
    pub rules_en: toml::Table,
    #[serde(default)]
    pub rules_es: toml::Table,
    /// Seat names in English and in Spanish; the learner's seat is `learner`, the others
    /// are computers.
    pub names_en: Vec<String>,
    pub names_es: Vec<String>,
    #[serde(default)]
    pub learner: SeatId,
    /// The computers' level ("easy", "normal", "strong").
    #[serde(default = "normal")]
    pub level: String,
    #[serde(rename = "step")]
    pub steps: Vec<Step>,
}

fn normal() -> String {
    "normal".into()
}

/// One step of a guide.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub en: String,
    pub es: String,
    /// The element pointed at: a name the game's screen part knows ("hand", "trick",
    /// "seats", "chips") or one of the table's ("score_pad", "summary", "messages").
    pub at: String,
    /// Ends when this key is pressed: "enter", "tab", or one letter.
    #[serde(default)]
    pub key: Option<String>,
    /// Ends when the learner plays a move of this kind (the game's word for it).
    #[serde(default, rename = "move")]
    pub play: Option<String>,
    /// The move's cards (or chips) as the game writes them, when the step names them.
    #[serde(default)]
    pub cards: Vec<String>,
    /// Ends when the round ends: the learner plays on freely until then.
    #[serde(default)]
    pub round_end: bool,
    /// With `round_end`: the free play ends sooner, after the learner's Nth move, in a
    /// game whose round is long (a whole Palabra or Palace game). With `move`: the step
    /// lasts N of the learner's moves, each one fitting it (a card and the challenge it
    /// brings: picks and answers are moves too).
    #[serde(default)]
    pub moves: Option<u32>,
    /// What to do, for "try this first" when another move is tried (English, Spanish).
    #[serde(default)]
    pub try_en: String,
    #[serde(default)]
    pub try_es: String,
}

/// What ends a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wait<'a> {
    Key(&'a str),
    Move { kind: &'a str, cards: &'a [String] },
    RoundEnd,
}

impl Step {
    pub fn text(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Es => &self.es,
        }
    }

    pub fn try_text(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.try_en,
            Lang::Es => &self.try_es,
        }
    }

    pub fn wait(&self) -> Wait<'_> {
        match (&self.key, &self.play) {
            (Some(k), _) => Wait::Key(k),
            (None, Some(kind)) => Wait::Move {
                kind,
                cards: &self.cards,
            },
            (None, None) => Wait::RoundEnd,
        }
    }
}

impl Script {
    /// Reads and checks a script: every step ends one way only, both languages are
    /// written, the seats are named.
    pub fn parse(text: &str) -> Result<Script, String> {
        let script: Script = toml::from_str(text).map_err(|e| e.to_string())?;
        if script.names_en.len() != script.players
            || script.names_es.len() != script.players
            || script.learner >= script.players
        {
            return Err("expected one name per seat, in both languages".into());
        }
        if script.steps.is_empty() {
            return Err("expected at least one step".into());
        }
        for (i, s) in script.steps.iter().enumerate() {
            let ways = [s.key.is_some(), s.play.is_some(), s.round_end]
                .iter()
                .filter(|&&b| b)
                .count();
            if ways != 1 {
                return Err(format!(
                    "step {}: expected exactly one of key, move, round_end",
                    i + 1
                ));
            }
            if s.en.trim().is_empty() || s.es.trim().is_empty() || s.at.trim().is_empty() {
                return Err(format!("step {}: expected en, es and at", i + 1));
            }
            if s.moves.is_some() && s.key.is_some() {
                return Err(format!("step {}: moves goes with round_end or move", i + 1));
            }
            if s.moves == Some(0) {
                return Err(format!("step {}: moves must be at least 1", i + 1));
            }
            if s.play.is_some() && (s.try_en.is_empty() || s.try_es.is_empty()) {
                return Err(format!(
                    "step {}: a move step needs try_en and try_es",
                    i + 1
                ));
            }
        }
        Ok(script)
    }

    /// The script's house rules: the game's defaults with its own `[rules]` on top.
    pub fn house_rules<R>(&self) -> Result<R, String>
    where
        R: serde::Serialize + serde::de::DeserializeOwned + Default,
    {
        self.house_rules_in(None)
    }

    /// The house rules for a learner in `lang`: `[rules]`, then `[rules_en]` or
    /// `[rules_es]`, on top of the game's defaults.
    pub fn house_rules_in<R>(&self, lang: Option<Lang>) -> Result<R, String>
    where
        R: serde::Serialize + serde::de::DeserializeOwned + Default,
    {
        let mut section = toml::Value::try_from(R::default()).map_err(|e| e.to_string())?;
        if let toml::Value::Table(t) = &mut section {
            for (k, v) in self.rules_for(lang) {
                t.insert(k, v);
            }
        }
        section
            .try_into()
            .map_err(|e: toml::de::Error| e.to_string())
    }

    /// `[rules]` with the learner's language's own on top (None: `[rules]` alone).
    pub fn rules_for(&self, lang: Option<Lang>) -> toml::Table {
        let mut all = self.rules.clone();
        let own = match lang {
            Some(Lang::En) => &self.rules_en,
            Some(Lang::Es) => &self.rules_es,
            None => return all,
        };
        for (k, v) in own {
            all.insert(k.clone(), v.clone());
        }
        all
    }

    pub fn names(&self, lang: Lang) -> &[String] {
        match lang {
            Lang::En => &self.names_en,
            Lang::Es => &self.names_es,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_ends_one_way_only() {
        let head = "players = 3\nseed = 1\nnames_en = [\"a\",\"b\",\"c\"]\nnames_es = [\"a\",\"b\",\"c\"]\n";
        let ok =
            format!("{head}[[step]]\nen = \"x\"\nes = \"y\"\nat = \"hand\"\nkey = \"enter\"\n");
        let script = Script::parse(&ok).expect("parses");
        assert_eq!(script.steps[0].wait(), Wait::Key("enter"));
        let both = format!("{ok}round_end = true\n");
        assert!(Script::parse(&both).unwrap_err().contains("exactly one"));
        let no_try =
            format!("{head}[[step]]\nen = \"x\"\nes = \"y\"\nat = \"hand\"\nmove = \"copy\"\n");
        assert!(Script::parse(&no_try).unwrap_err().contains("try_en"));
        let moves_alone = format!("{ok}moves = 3\n");
        assert!(
            Script::parse(&moves_alone)
                .unwrap_err()
                .contains("round_end")
        );
        let a_card_and_its_challenge = format!(
            "{head}[[step]]\nen = \"x\"\nes = \"y\"\nat = \"hand\"\nmove = \"ten\"\nmoves = 3\n\
             try_en = \"t\"\ntry_es = \"t\"\n"
        );
        let script = Script::parse(&a_card_and_its_challenge).expect("parses");
        assert_eq!(script.steps[0].moves, Some(3));
        let free = format!(
            "{head}[[step]]\nen = \"x\"\nes = \"y\"\nat = \"hand\"\nround_end = true\nmoves = 3\n"
        );
        let script = Script::parse(&free).expect("parses");
        assert_eq!(script.steps[0].wait(), Wait::RoundEnd);
        assert_eq!(script.steps[0].moves, Some(3));
    }

    #[test]
    fn a_learners_language_has_its_own_rules_on_top() {
        let text = "players = 3\nseed = 1\nnames_en = [\"a\",\"b\",\"c\"]\n\
            names_es = [\"a\",\"b\",\"c\"]\n[rules]\nlevel = 1\npractised = \"en\"\n\
            [rules_es]\npractised = \"es\"\n\
            [[step]]\nen = \"x\"\nes = \"y\"\nat = \"hand\"\nkey = \"enter\"\n";
        let script = Script::parse(text).expect("parses");
        let practised = |lang| script.rules_for(lang).get("practised").cloned();
        assert_eq!(practised(Some(Lang::Es)), Some("es".into()));
        assert_eq!(practised(Some(Lang::En)), Some("en".into()));
        assert_eq!(practised(None), Some("en".into()));
        assert_eq!(
            script.rules_for(Some(Lang::Es)).get("level"),
            Some(&toml::Value::Integer(1))
        );
    }
}
