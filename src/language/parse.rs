//! Reading a challenge file (`assets/language/challenges.<lang>.toml`): each challenge
//! is checked against the glossary and verb tables, and its answers worked out once.

use super::verbs::{EN_FORMS, ES_TENSES};
use super::{Challenge, Glossary, Kind, Level, OneOrMany, Task, Verbs, check, located, numbers};
use crate::engine::Lang;
use serde::Deserialize;
use std::collections::HashSet;
use toml::Spanned;

/// How many examples an open-ended challenge shows.
const EXAMPLES: usize = 3;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    language: Spanned<Lang>,
    challenge: Vec<Spanned<Raw>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    id: String,
    level: Level,
    kind: Kind,
    word: Option<String>,
    letter: Option<String>,
    min_len: Option<usize>,
    letters: Option<usize>,
    category: Option<String>,
    number: Option<u32>,
    answer: Option<OneOrMany>,
    verb: Option<String>,
    form: Option<String>,
    person: Option<usize>,
    prompt_en: Option<String>,
    prompt_es: Option<String>,
}

impl Raw {
    /// The optional fields that are set, by name.
    fn set_fields(&self) -> Vec<&'static str> {
        let fields = [
            ("word", self.word.is_some()),
            ("letter", self.letter.is_some()),
            ("min_len", self.min_len.is_some()),
            ("letters", self.letters.is_some()),
            ("category", self.category.is_some()),
            ("number", self.number.is_some()),
            ("answer", self.answer.is_some()),
            ("verb", self.verb.is_some()),
            ("form", self.form.is_some()),
            ("person", self.person.is_some()),
            ("prompt_en", self.prompt_en.is_some()),
            ("prompt_es", self.prompt_es.is_some()),
        ];
        fields
            .iter()
            .filter(|(_, set)| *set)
            .map(|(n, _)| *n)
            .collect()
    }
}

/// The fields each kind uses (besides id, level and kind).
fn fields_of(kind: Kind) -> &'static [&'static str] {
    match kind {
        Kind::Translate => &["word"],
        Kind::StartsWith => &["letter", "min_len"],
        Kind::Length => &["letters"],
        Kind::Category => &["category"],
        Kind::Number => &["number"],
        Kind::Plural | Kind::Opposite => &["word", "answer"],
        Kind::Verb => &["verb", "form", "person"],
        Kind::Open => &["prompt_en", "prompt_es"],
    }
}

fn need<T: Clone>(v: &Option<T>, name: &str, kind: Kind) -> Result<T, String> {
    v.clone()
        .ok_or_else(|| format!("a `{}` challenge needs `{name}`", kind_key(kind)))
}

fn kind_key(kind: Kind) -> String {
    serde_json::to_value(kind)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// The bundled file's name, which errors use unless the caller names the file.
pub(super) fn file_name(practised: Lang) -> &'static str {
    practised.pick("challenges.en.toml", "challenges.es.toml")
}

pub(super) fn challenges(
    practised: Lang,
    file_name: &str,
    text: &str,
    glossary: &Glossary,
    verbs: &Verbs,
) -> Result<Vec<Challenge>, String> {
    let file: File = toml::from_str(text).map_err(|e| located::toml(file_name, text, &e))?;
    if *file.language.get_ref() != practised {
        let msg = format!(
            "this file practises `{}`, expected `{}`",
            code(*file.language.get_ref()),
            code(practised)
        );
        return Err(located::at(
            file_name,
            text,
            file.language.span().start,
            &msg,
        ));
    }
    // Candidates for the examples of open-ended challenges, worked out once.
    let words = glossary.words(practised);
    let mut ids = HashSet::new();
    let mut out = Vec::with_capacity(file.challenge.len());
    for raw in file.challenge {
        let at = raw.span().start;
        let raw = raw.into_inner();
        let fail = |msg: String| located::at(file_name, text, at, &format!("{}: {msg}", raw.id));
        if raw.id.trim().is_empty() {
            return Err(located::at(
                file_name,
                text,
                at,
                "a challenge needs an `id`",
            ));
        }
        if !ids.insert(raw.id.clone()) {
            return Err(fail("this id is used twice".into()));
        }
        let allowed = fields_of(raw.kind);
        if let Some(extra) = raw.set_fields().into_iter().find(|f| !allowed.contains(f)) {
            let kind = kind_key(raw.kind);
            return Err(fail(format!(
                "`{extra}` does not apply to a `{kind}` challenge"
            )));
        }
        let task = task(practised, &raw, glossary, verbs, &words).map_err(fail)?;
        let challenge = Challenge {
            id: raw.id.clone(),
            level: raw.level,
            practised,
            task,
        };
        if challenge.judged() == super::Judged::Program && challenge.examples().is_empty() {
            return Err(fail("no answer in the glossary fits this challenge".into()));
        }
        out.push(challenge);
    }
    Ok(out)
}

fn code(lang: Lang) -> &'static str {
    lang.pick("en", "es")
}

fn task(
    practised: Lang,
    raw: &Raw,
    glossary: &Glossary,
    verbs: &Verbs,
    words: &[String],
) -> Result<Task, String> {
    let kind = raw.kind;
    let other = practised.pick(Lang::Es, Lang::En);
    Ok(match kind {
        Kind::Translate => {
            let word = need(&raw.word, "word", kind)?;
            let answers = glossary.translate(&word, practised);
            if answers.is_empty() {
                let side = other.pick("English", "Spanish");
                return Err(format!("`{word}` is not on the glossary's {side} side"));
            }
            Task::Translate { word, answers }
        }
        Kind::StartsWith => {
            let letter = need(&raw.letter, "letter", kind)?;
            if super::fold::fold(&letter).is_empty() {
                return Err(format!("`{letter}` is not a letter"));
            }
            let min_len = raw.min_len.unwrap_or(0);
            let fits = |w: &str| check::starts_with(practised, &letter, min_len, w, false);
            let examples = examples(words, fits);
            Task::StartsWith {
                letter,
                min_len,
                examples,
            }
        }
        Kind::Length => {
            let letters = need(&raw.letters, "letters", kind)?;
            let fits = |w: &str| check::has_length(practised, letters, w, false);
            let examples = examples(words, fits);
            Task::Length { letters, examples }
        }
        Kind::Category => {
            let key = need(&raw.category, "category", kind)?;
            let Some(name) = glossary.category(&key) else {
                return Err(format!("unknown category `{key}`"));
            };
            Task::Category {
                name_en: name.en.clone(),
                name_es: name.es.clone(),
                words: glossary.category_words(&key, practised),
            }
        }
        Kind::Number => {
            let n = need(&raw.number, "number", kind)?;
            if n > numbers::MAX {
                return Err(format!("numbers go up to {}", numbers::MAX));
            }
            Task::Number {
                n,
                answers: numbers::spellings(n, practised),
                usual: numbers::usual(n, practised),
            }
        }
        Kind::Plural | Kind::Opposite => {
            let word = need(&raw.word, "word", kind)?;
            let answers = need(&raw.answer, "answer", kind)?.into_vec();
            if answers.iter().any(|a| super::fold::fold(a).is_empty()) {
                return Err("an empty answer".into());
            }
            if kind == Kind::Plural {
                Task::Plural { word, answers }
            } else {
                Task::Opposite { word, answers }
            }
        }
        Kind::Verb => verb_task(practised, raw, verbs)?,
        Kind::Open => Task::Open {
            prompt_en: need(&raw.prompt_en, "prompt_en", kind)?,
            prompt_es: need(&raw.prompt_es, "prompt_es", kind)?,
        },
    })
}

fn verb_task(practised: Lang, raw: &Raw, verbs: &Verbs) -> Result<Task, String> {
    let kind = Kind::Verb;
    let verb = need(&raw.verb, "verb", kind)?;
    let form = need(&raw.form, "form", kind)?;
    let (person, answers) = match practised {
        Lang::En => {
            if raw.person.is_some() {
                return Err("English verb forms take no `person`".into());
            }
            let Some(table) = verbs.english.get(&verb) else {
                return Err(format!("`{verb}` is not in the English verb table"));
            };
            let answers = table
                .form(&form)
                .ok_or_else(|| format!("`form` is one of {}", EN_FORMS.join(", ")))?;
            (0, answers)
        }
        Lang::Es => {
            let person = need(&raw.person, "person", kind)?;
            let Some(table) = verbs.spanish.get(&verb) else {
                return Err(format!("`{verb}` is not in the Spanish verb table"));
            };
            if !ES_TENSES.contains(&form.as_str()) {
                return Err(format!("`form` is one of {}", ES_TENSES.join(", ")));
            }
            let answer = table
                .form(&form, person)
                .ok_or_else(|| "`person` is a number from 1 (yo) to 6 (ellos)".to_string())?;
            (person, vec![answer])
        }
    };
    Ok(Task::Verb {
        verb,
        form,
        person,
        answers,
    })
}

/// The glossary `words` that `fits` accepts, in order.
fn examples(words: &[String], fits: impl Fn(&str) -> bool) -> Vec<String> {
    words
        .iter()
        .filter(|w| fits(w))
        .take(EXAMPLES)
        .cloned()
        .collect()
}
