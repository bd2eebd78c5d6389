//! Verb tables (`assets/language/verbs.toml`): English past, past participle, -s and
//! -ing forms; Spanish present, preterite, imperfect and future in all six persons.

use super::{OneOrMany, located};
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

/// The English forms a challenge can ask for (`form` in the challenge files).
pub const EN_FORMS: [&str; 4] = ["past", "participle", "s", "ing"];
/// The Spanish tenses a challenge can ask for (`form` in the challenge files).
pub const ES_TENSES: [&str; 4] = ["present", "preterite", "imperfect", "future"];
/// The six persons, as the prompt names them (`person` 1 to 6).
pub(crate) const PERSONS: [&str; 6] = [
    "yo",
    "tú",
    "él / ella / usted",
    "nosotros / nosotras",
    "vosotros / vosotras",
    "ellos / ellas / ustedes",
];

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnglishVerb {
    past: OneOrMany,
    participle: OneOrMany,
    s: OneOrMany,
    ing: OneOrMany,
}

impl EnglishVerb {
    /// The accepted spellings of `form` (one of [`EN_FORMS`]).
    pub fn form(&self, form: &str) -> Option<Vec<String>> {
        let forms = match form {
            "past" => &self.past,
            "participle" => &self.participle,
            "s" => &self.s,
            "ing" => &self.ing,
            _ => return None,
        };
        Some(forms.clone().into_vec())
    }
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpanishVerb {
    present: Vec<String>,
    preterite: Vec<String>,
    imperfect: Vec<String>,
    future: Vec<String>,
}

impl SpanishVerb {
    /// The form of `tense` (one of [`ES_TENSES`]) for `person` (1 to 6).
    pub fn form(&self, tense: &str, person: usize) -> Option<String> {
        let forms = match tense {
            "present" => &self.present,
            "preterite" => &self.preterite,
            "imperfect" => &self.imperfect,
            "future" => &self.future,
            _ => return None,
        };
        forms.get(person.checked_sub(1)?).cloned()
    }

    fn tenses(&self) -> [&Vec<String>; 4] {
        [
            &self.present,
            &self.preterite,
            &self.imperfect,
            &self.future,
        ]
    }
}

#[derive(Clone, Debug, Default)]
pub struct Verbs {
    pub english: BTreeMap<String, EnglishVerb>,
    pub spanish: BTreeMap<String, SpanishVerb>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    english: BTreeMap<String, EnglishVerb>,
    spanish: BTreeMap<String, Spanned<SpanishVerb>>,
}

pub const FILE: &str = "verbs.toml";

impl Verbs {
    /// Reads the file; errors name it as the bundled file ([`FILE`]).
    pub fn parse(text: &str) -> Result<Verbs, String> {
        Verbs::parse_named(FILE, text)
    }

    /// Reads the file; errors say `file:line:column: problem`.
    pub fn parse_named(file: &str, text: &str) -> Result<Verbs, String> {
        let parsed: File = toml::from_str(text).map_err(|e| located::toml(file, text, &e))?;
        let mut spanish = BTreeMap::new();
        for (name, verb) in parsed.spanish {
            let at = verb.span().start;
            let verb = verb.into_inner();
            if verb.tenses().iter().any(|t| t.len() != 6) {
                let msg = format!("`{name}`: every tense needs six persons (yo ... ellos)");
                return Err(located::at(file, text, at, &msg));
            }
            spanish.insert(name, verb);
        }
        Ok(Verbs {
            english: parsed.english,
            spanish,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_both_tables() {
        let text = r#"
[english]
go = { past = "went", participle = "gone", s = "goes", ing = "going" }
[spanish]
ir = { present = ["voy","vas","va","vamos","vais","van"], preterite = ["fui","fuiste","fue","fuimos","fuisteis","fueron"], imperfect = ["iba","ibas","iba","íbamos","ibais","iban"], future = ["iré","irás","irá","iremos","iréis","irán"] }
"#;
        let v = Verbs::parse(text).unwrap();
        assert_eq!(v.english["go"].form("past"), Some(vec!["went".to_string()]));
        assert_eq!(
            v.spanish["ir"].form("preterite", 4).as_deref(),
            Some("fuimos")
        );
        assert_eq!(v.spanish["ir"].form("preterite", 7), None);
        let short = text.replace("\"van\"]", "]");
        let err = Verbs::parse(&short).unwrap_err();
        assert!(err.starts_with("verbs.toml:5:"), "{err}");
    }
}
