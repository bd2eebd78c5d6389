//! The language-challenge library as this game uses it. A stand-in with the agreed names
//! until `crate::language` lands (branch palace-lang); then this file re-exports it.

use crate::engine::{GameRng, Lang};
use rand::Rng;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Beginner,
    Intermediate,
    Advanced,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judged {
    Program,
    Table,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Translate,
    StartsWith,
    Length,
    Category,
    Number,
    Plural,
    Opposite,
    Verb,
    Open,
}

impl Kind {
    pub fn name(&self, lang: Lang) -> &'static str {
        lang.pick("challenge", "reto")
    }
}

pub struct Verdict {
    pub passed: bool,
    pub accepted: String,
}

pub struct Challenge {
    id: String,
    kind: Kind,
    judged: Judged,
    prompt: String,
    answer: String,
}

impl Challenge {
    pub fn id(&self) -> &str {
        &self.id
    }
    pub fn level(&self) -> Level {
        Level::Beginner
    }
    pub fn kind(&self) -> Kind {
        self.kind
    }
    pub fn judged(&self) -> Judged {
        self.judged
    }
    pub fn prompt(&self, _interface: Lang) -> String {
        self.prompt.clone()
    }
    pub fn check(&self, answer: &str) -> Verdict {
        Verdict {
            passed: answer.trim().eq_ignore_ascii_case(&self.answer),
            accepted: self.answer.clone(),
        }
    }
    pub fn answers(&self, _interface: Lang) -> String {
        self.answer.clone()
    }
}

pub struct Challenges {
    all: Vec<Challenge>,
}

fn stub() -> Challenges {
    let c = |id: &str, kind, judged, prompt: &str, answer: &str| Challenge {
        id: id.into(),
        kind,
        judged,
        prompt: prompt.into(),
        answer: answer.into(),
    };
    Challenges {
        all: vec![
            c(
                "t1",
                Kind::Translate,
                Judged::Program,
                "Translate: perro",
                "dog",
            ),
            c(
                "t2",
                Kind::Translate,
                Judged::Program,
                "Translate: gato",
                "cat",
            ),
            c("n1", Kind::Number, Judged::Program, "Spell 12", "twelve"),
            c(
                "p1",
                Kind::Plural,
                Judged::Program,
                "Plural of mouse",
                "mice",
            ),
            c(
                "o1",
                Kind::Open,
                Judged::Table,
                "Describe your breakfast",
                "",
            ),
        ],
    }
}

impl Challenges {
    pub fn embedded(_practised: Lang) -> &'static Challenges {
        static ALL: std::sync::OnceLock<Challenges> = std::sync::OnceLock::new();
        ALL.get_or_init(stub)
    }
    pub fn draw(
        &self,
        _level: Level,
        table_judged_allowed: bool,
        count: usize,
        rng: &mut GameRng,
    ) -> Vec<String> {
        let pool: Vec<&Challenge> = self
            .all
            .iter()
            .filter(|c| table_judged_allowed || c.judged == Judged::Program)
            .collect();
        (0..count)
            .map(|_| pool[rng.random_range(0..pool.len())].id.clone())
            .collect()
    }
    pub fn get(&self, id: &str) -> Option<&Challenge> {
        self.all.iter().find(|c| c.id == id)
    }
}
