//! Language challenges for Palace: the bundled English-Spanish glossary, verb tables
//! and challenge sets (`assets/language/`), drawing challenges, wording them in the
//! interface language, and checking typed answers.
//!
//! A [`Challenges`] set serves one *practised* language; every instruction is worded
//! in the *interface* language, so a Spanish-speaking class can practise English and
//! the reverse. Program-checked answers ignore case and accents (and accept `n` for
//! `ñ`); open-ended ones (a word starting with a letter, of a length) are looked up in
//! the practised language's full dictionary.
//!
//! Nothing here knows about the terminal.

mod check;
pub mod fold;
pub mod glossary;
mod located;
pub mod numbers;
mod parse;
pub mod text;
pub mod verbs;

use crate::engine::{GameRng, Lang};
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::OnceLock;

pub use glossary::Glossary;
pub use verbs::Verbs;

/// The embedded data files.
pub const GLOSSARY_TOML: &str = include_str!("../../assets/language/glossary.toml");
pub const VERBS_TOML: &str = include_str!("../../assets/language/verbs.toml");
pub const CHALLENGES_EN_TOML: &str = include_str!("../../assets/language/challenges.en.toml");
pub const CHALLENGES_ES_TOML: &str = include_str!("../../assets/language/challenges.es.toml");

/// How hard a challenge is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Beginner,
    Intermediate,
    Advanced,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Beginner, Level::Intermediate, Level::Advanced];

    pub fn name(self, interface: Lang) -> &'static str {
        let w = text::words(interface);
        match self {
            Level::Beginner => w.beginner,
            Level::Intermediate => w.intermediate,
            Level::Advanced => w.advanced,
        }
    }
}

/// Who decides whether a challenge was passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Judged {
    /// The program checks the typed answer.
    Program,
    /// The other people at the table accept or refuse.
    Table,
}

/// What a challenge asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
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
    pub const ALL: [Kind; 9] = [
        Kind::Translate,
        Kind::StartsWith,
        Kind::Length,
        Kind::Category,
        Kind::Number,
        Kind::Plural,
        Kind::Opposite,
        Kind::Verb,
        Kind::Open,
    ];

    /// A short label for tallies.
    pub fn name(self, interface: Lang) -> &'static str {
        let w = text::words(interface);
        match self {
            Kind::Translate => w.kind_translate,
            Kind::StartsWith => w.kind_starts_with,
            Kind::Length => w.kind_length,
            Kind::Category => w.kind_category,
            Kind::Number => w.kind_number,
            Kind::Plural => w.kind_plural,
            Kind::Opposite => w.kind_opposite,
            Kind::Verb => w.kind_verb,
            Kind::Open => w.kind_open,
        }
    }

    pub fn judged(self) -> Judged {
        match self {
            Kind::Open => Judged::Table,
            _ => Judged::Program,
        }
    }
}

/// The result of checking an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub passed: bool,
    /// The accepted answers (a few examples for open-ended challenges), to show
    /// afterwards.
    pub accepted: String,
}

/// What a challenge asks, with its answers worked out when the set was read.
#[derive(Clone, Debug)]
enum Task {
    /// `word` is in the other language; `answers` come from the glossary.
    Translate {
        word: String,
        answers: Vec<String>,
    },
    StartsWith {
        letter: String,
        min_len: usize,
        examples: Vec<String>,
    },
    Length {
        letters: usize,
        examples: Vec<String>,
    },
    Category {
        name_en: String,
        name_es: String,
        words: Vec<String>,
    },
    /// `usual`: the spellings shown afterwards (every one in `answers` is accepted).
    Number {
        n: u32,
        answers: Vec<String>,
        usual: Vec<String>,
    },
    Plural {
        word: String,
        answers: Vec<String>,
    },
    Opposite {
        word: String,
        answers: Vec<String>,
    },
    /// English: `form` is past/participle/s/ing and `person` 0; Spanish: a tense and a
    /// person from 1 to 6.
    Verb {
        verb: String,
        form: String,
        person: usize,
        answers: Vec<String>,
    },
    Open {
        prompt_en: String,
        prompt_es: String,
    },
}

/// One challenge of a set.
#[derive(Clone, Debug)]
pub struct Challenge {
    id: String,
    level: Level,
    practised: Lang,
    task: Task,
}

impl Challenge {
    pub fn id(&self) -> &str {
        &self.id
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// The language the answer is given in.
    pub fn practised(&self) -> Lang {
        self.practised
    }

    pub fn kind(&self) -> Kind {
        match self.task {
            Task::Translate { .. } => Kind::Translate,
            Task::StartsWith { .. } => Kind::StartsWith,
            Task::Length { .. } => Kind::Length,
            Task::Category { .. } => Kind::Category,
            Task::Number { .. } => Kind::Number,
            Task::Plural { .. } => Kind::Plural,
            Task::Opposite { .. } => Kind::Opposite,
            Task::Verb { .. } => Kind::Verb,
            Task::Open { .. } => Kind::Open,
        }
    }

    pub fn judged(&self) -> Judged {
        self.kind().judged()
    }
}

/// The challenges of one practised language, with the glossary and verb tables they
/// were checked against.
#[derive(Clone, Debug)]
pub struct Challenges {
    practised: Lang,
    list: Vec<Challenge>,
    by_id: HashMap<String, usize>,
    glossary: Glossary,
    verbs: Verbs,
}

static EMBEDDED: [OnceLock<Challenges>; 2] = [OnceLock::new(), OnceLock::new()];

impl Challenges {
    /// The bundled set for `practised`, read once. (The bundled files are tested to
    /// parse; should one not, the set is empty rather than a crash.)
    pub fn embedded(practised: Lang) -> &'static Challenges {
        let (slot, text) = match practised {
            Lang::En => (&EMBEDDED[0], CHALLENGES_EN_TOML),
            Lang::Es => (&EMBEDDED[1], CHALLENGES_ES_TOML),
        };
        slot.get_or_init(|| {
            Challenges::parse(practised, text, GLOSSARY_TOML, VERBS_TOML).unwrap_or_else(|_| {
                Challenges {
                    practised,
                    list: Vec::new(),
                    by_id: HashMap::new(),
                    glossary: Glossary::default(),
                    verbs: Verbs::default(),
                }
            })
        })
    }

    /// Reads a challenge set and the glossary and verb tables it uses. Errors say
    /// `file:line:column: problem`, naming the bundled files (`challenges.en.toml`,
    /// `glossary.toml`, `verbs.toml`); [`Challenges::parse_named`] names the user's.
    pub fn parse(
        practised: Lang,
        challenges: &str,
        glossary: &str,
        verbs: &str,
    ) -> Result<Challenges, String> {
        Challenges::parse_named(
            practised,
            (parse::file_name(practised), challenges),
            (glossary::FILE, glossary),
            (verbs::FILE, verbs),
        )
    }

    /// [`Challenges::parse`] with each text given with the name its errors use
    /// (`(file name, text)`), e.g. the path of a user's file.
    pub fn parse_named(
        practised: Lang,
        challenges: (&str, &str),
        glossary: (&str, &str),
        verbs: (&str, &str),
    ) -> Result<Challenges, String> {
        let glossary = Glossary::parse_named(glossary.0, glossary.1)?;
        let verbs = Verbs::parse_named(verbs.0, verbs.1)?;
        let list = parse::challenges(practised, challenges.0, challenges.1, &glossary, &verbs)?;
        let by_id = list
            .iter()
            .enumerate()
            .map(|(i, c)| (c.id.clone(), i))
            .collect();
        Ok(Challenges {
            practised,
            list,
            by_id,
            glossary,
            verbs,
        })
    }

    pub fn practised(&self) -> Lang {
        self.practised
    }

    pub fn glossary(&self) -> &Glossary {
        &self.glossary
    }

    pub fn verbs(&self) -> &Verbs {
        &self.verbs
    }

    /// Every challenge, in file order.
    pub fn all(&self) -> &[Challenge] {
        &self.list
    }

    pub fn get(&self, id: &str) -> Option<&Challenge> {
        self.by_id.get(id).map(|&i| &self.list[i])
    }

    pub fn len(&self) -> usize {
        self.list.len()
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// `count` distinct challenge ids at `level`, table-judged ones only when
    /// `table_judged`; the same for the same rng state. When the level has too few,
    /// the nearest levels fill in (easier first).
    pub fn draw(
        &self,
        level: Level,
        table_judged: bool,
        count: usize,
        rng: &mut GameRng,
    ) -> Vec<String> {
        let order: [Level; 3] = match level {
            Level::Beginner => [Level::Beginner, Level::Intermediate, Level::Advanced],
            Level::Intermediate => [Level::Intermediate, Level::Beginner, Level::Advanced],
            Level::Advanced => [Level::Advanced, Level::Intermediate, Level::Beginner],
        };
        let mut out = Vec::with_capacity(count);
        for lvl in order {
            if out.len() >= count {
                break;
            }
            let mut pool: Vec<&Challenge> = self
                .list
                .iter()
                .filter(|c| c.level == lvl && (table_judged || c.judged() == Judged::Program))
                .collect();
            pool.shuffle(rng);
            let room = count - out.len();
            out.extend(pool.into_iter().take(room).map(|c| c.id.clone()));
        }
        out
    }
}

/// A word or a list of words (synonyms) in the data files.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
enum OneOrMany {
    One(String),
    Many(Vec<String>),
}

impl OneOrMany {
    fn into_vec(self) -> Vec<String> {
        match self {
            OneOrMany::One(w) => vec![w],
            OneOrMany::Many(v) => v,
        }
    }
}
