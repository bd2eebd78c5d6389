//! The English-Spanish glossary (`assets/language/glossary.toml`): word pairs with a
//! category and a level. It answers translations and category challenges.

use super::fold::fold;
use super::{Level, OneOrMany, located};
use crate::engine::Lang;
use serde::Deserialize;
use std::collections::{BTreeMap, HashMap};
use toml::Spanned;

/// One glossary entry: the words (synonyms) on each side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub en: Vec<String>,
    pub es: Vec<String>,
    pub category: String,
    pub level: Level,
}

impl Entry {
    /// The words of one side.
    pub fn side(&self, lang: Lang) -> &[String] {
        match lang {
            Lang::En => &self.en,
            Lang::Es => &self.es,
        }
    }
}

/// A category's name in both interface languages.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CategoryName {
    pub en: String,
    pub es: String,
}

#[derive(Clone, Debug, Default)]
pub struct Glossary {
    entries: Vec<Entry>,
    categories: BTreeMap<String, CategoryName>,
    /// Folded word -> the entries that list it, per side (English, Spanish).
    index: [HashMap<String, Vec<usize>>; 2],
}

fn side_index(lang: Lang) -> usize {
    match lang {
        Lang::En => 0,
        Lang::Es => 1,
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    categories: BTreeMap<String, CategoryName>,
    group: Vec<Group>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Group {
    category: Spanned<String>,
    level: Level,
    words: Vec<Spanned<Pair>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Pair {
    en: OneOrMany,
    es: OneOrMany,
}

pub const FILE: &str = "glossary.toml";

impl Glossary {
    /// Reads the file; errors name it as the bundled file ([`FILE`]).
    pub fn parse(text: &str) -> Result<Glossary, String> {
        Glossary::parse_named(FILE, text)
    }

    /// Reads the file; errors say `file:line:column: problem`.
    pub fn parse_named(file: &str, text: &str) -> Result<Glossary, String> {
        let parsed: File = toml::from_str(text).map_err(|e| located::toml(file, text, &e))?;
        let mut entries = Vec::new();
        for group in parsed.group {
            let category = group.category.get_ref();
            if !parsed.categories.contains_key(category) {
                let at = group.category.span().start;
                let msg = format!("unknown category `{category}`: add it under [categories]");
                return Err(located::at(file, text, at, &msg));
            }
            for pair in group.words {
                let at = pair.span().start;
                let pair = pair.into_inner();
                let (en, es) = (pair.en.into_vec(), pair.es.into_vec());
                if let Some(bad) = en.iter().chain(&es).find(|w| fold(w).is_empty()) {
                    let msg = format!("`{bad}` is not a word");
                    return Err(located::at(file, text, at, &msg));
                }
                if en.is_empty() || es.is_empty() {
                    return Err(located::at(file, text, at, "each side needs a word"));
                }
                entries.push(Entry {
                    en,
                    es,
                    category: category.clone(),
                    level: group.level,
                });
            }
        }
        let mut index: [HashMap<String, Vec<usize>>; 2] = Default::default();
        for (i, e) in entries.iter().enumerate() {
            for lang in [Lang::En, Lang::Es] {
                for w in e.side(lang) {
                    let hits = index[side_index(lang)].entry(fold(w)).or_default();
                    if hits.last() != Some(&i) {
                        hits.push(i);
                    }
                }
            }
        }
        Ok(Glossary {
            entries,
            categories: parsed.categories,
            index,
        })
    }

    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn category(&self, key: &str) -> Option<&CategoryName> {
        self.categories.get(key)
    }

    /// The translations into `to` of `word` (a word of the other language), every
    /// entry that lists it, first entry first, without repeats.
    pub fn translate(&self, word: &str, to: Lang) -> Vec<String> {
        let from = match to {
            Lang::En => Lang::Es,
            Lang::Es => Lang::En,
        };
        let hits = self.index[side_index(from)]
            .get(&fold(word))
            .map_or(&[][..], Vec::as_slice);
        unique(hits.iter().flat_map(|&i| self.entries[i].side(to).iter()))
    }

    /// Every word of `lang` in the category: each entry's usual word first (easiest
    /// level first), then the synonyms.
    pub(crate) fn category_words(&self, key: &str, lang: Lang) -> Vec<String> {
        usual_first(self.entries.iter().filter(|e| e.category == key), lang)
    }

    /// Single words of `lang` (usual words of easy entries first), for examples of
    /// open answers.
    pub fn words(&self, lang: Lang) -> Vec<String> {
        let mut all = usual_first(self.entries.iter(), lang);
        all.retain(|w| !w.contains(' ') && !w.contains('-'));
        all
    }
}

fn usual_first<'a>(entries: impl Iterator<Item = &'a Entry>, lang: Lang) -> Vec<String> {
    let mut hits: Vec<&Entry> = entries.collect();
    hits.sort_by_key(|e| e.level);
    let usual = hits.iter().filter_map(|e| e.side(lang).first());
    let others = hits.iter().flat_map(|e| e.side(lang).iter().skip(1));
    unique(usual.chain(others))
}

fn unique<'a>(words: impl Iterator<Item = &'a String>) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    words.filter(|w| seen.insert(fold(w))).cloned().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SMALL: &str = r#"
[categories]
animals = { en = "animals", es = "animales" }

[[group]]
category = "animals"
level = "beginner"
words = [
  { en = "dog", es = ["perro", "can"] },
  { en = "cat", es = ["gato", "minino"] },
]
"#;

    #[test]
    fn translates_both_ways_with_synonyms() {
        let g = Glossary::parse(SMALL).unwrap();
        assert_eq!(g.len(), 2);
        assert_eq!(g.translate("PERRO", Lang::En), vec!["dog"]);
        assert_eq!(g.translate("cat", Lang::Es), vec!["gato", "minino"]);
        assert!(g.translate("horse", Lang::Es).is_empty());
        assert_eq!(g.category_words("animals", Lang::En), vec!["dog", "cat"]);
        assert_eq!(
            g.category_words("animals", Lang::Es),
            ["perro", "gato", "can", "minino"]
        );
    }

    #[test]
    fn unknown_category_is_located() {
        let bad = SMALL.replace("category = \"animals\"", "category = \"beasts\"");
        let err = Glossary::parse(&bad).unwrap_err();
        assert!(err.starts_with("glossary.toml:6:"), "{err}");
        assert!(err.contains("beasts"), "{err}");
    }
}
