//! Wording a challenge in the interface language and checking a typed answer.

use super::fold::{fold, letter_count, without_article};
use super::text::fill;
use super::verbs::PERSONS;
use super::{Challenge, Task, Verdict};
use crate::engine::Lang;
use crate::lexicon::table::table_for;
use crate::lexicon::{Language, WordList};

/// How many accepted answers the verdict and the review list show.
const SHOWN: usize = 4;

/// Subject pronouns a player may type before a verb form ("he goes", "nosotros fuimos").
const PRONOUNS: [&str; 18] = [
    "i", "you", "he", "she", "it", "we", "they", "yo", "tu", "el", "ella", "usted", "nosotros",
    "nosotras", "vosotros", "vosotras", "ellos", "ellas",
];

fn lang_name(practised: Lang, interface: Lang) -> &'static str {
    let w = super::text::words(interface);
    match practised {
        Lang::En => w.english,
        Lang::Es => w.spanish,
    }
}

/// `n` as a reader of `interface` writes digits: 1,999 / 1999 and 21 000.
fn digits(n: u32, interface: Lang) -> String {
    let plain = n.to_string();
    let sep = match interface {
        Lang::En if n >= 1000 => ',',
        Lang::Es if n >= 10_000 => ' ',
        _ => return plain,
    };
    let mut out = String::new();
    for (i, c) in plain.chars().enumerate() {
        if i > 0 && (plain.len() - i).is_multiple_of(3) {
            out.push(sep);
        }
        out.push(c);
    }
    out
}

fn tense_name(tense: &str, interface: Lang) -> &'static str {
    let w = super::text::words(interface);
    match tense {
        "present" => w.tense_present,
        "preterite" => w.tense_preterite,
        "imperfect" => w.tense_imperfect,
        _ => w.tense_future,
    }
}

fn english_form(form: &str, verb: &str, interface: Lang) -> String {
    let w = super::text::words(interface);
    let template = match form {
        "past" => w.past_simple,
        "participle" => w.past_participle,
        "s" => w.third_person,
        _ => w.ing_form,
    };
    fill(template, &[("verb", verb)])
}

/// Does `word` start with `letter` and have at least `min_len` letters (two at least:
/// "a" alone is too easy), and is it a word of `practised`?
pub(super) fn starts_with(
    practised: Lang,
    letter: &str,
    min_len: usize,
    word: &str,
    exact_enye: bool,
) -> bool {
    fold(word).starts_with(&fold(letter))
        && letter_count(word) >= min_len.max(2)
        && in_dictionary(practised, word, exact_enye)
}

/// Is `word` a word of `practised` with exactly `letters` letters?
pub(super) fn has_length(practised: Lang, letters: usize, word: &str, exact_enye: bool) -> bool {
    letter_count(word) == letters && in_dictionary(practised, word, exact_enye)
}

/// Is `word` in the full dictionary of `lang`? In Spanish an `n` may stand for `ñ`,
/// unless `exact_enye` (then ñ is typed as ñ or `n~`).
fn in_dictionary(lang: Lang, word: &str, exact_enye: bool) -> bool {
    let language = lang.pick(Language::English, Language::Spanish);
    let lexicon = table_for(language, WordList::Full);
    if exact_enye {
        return lexicon.contains(&word.replace("n~", "ñ").replace("N~", "Ñ"));
    }
    if lexicon.contains(word) {
        return true;
    }
    if lang != Lang::Es {
        return false;
    }
    let chars: Vec<char> = word.chars().collect();
    let ns: Vec<usize> = (0..chars.len())
        .filter(|&i| chars[i] == 'n' || chars[i] == 'N')
        .take(4)
        .collect();
    (1u32..(1 << ns.len())).any(|mask| {
        let mut v = chars.clone();
        for (bit, &i) in ns.iter().enumerate() {
            if mask & (1 << bit) != 0 {
                v[i] = 'ñ';
            }
        }
        lexicon.contains(&v.into_iter().collect::<String>())
    })
}

/// The one word of an answer (an article before it is allowed), or `None`.
fn single_word(answer: &str) -> Option<String> {
    let words: Vec<&str> = answer.split_whitespace().collect();
    match words.as_slice() {
        [w] => Some(w.to_string()),
        [a, w] if without_article(&fold(&format!("{a} {w}"))).is_some() => Some(w.to_string()),
        _ => None,
    }
}

/// Does the typed `answer` match one of `answers` (case, accents, an article and, for
/// verbs, a pronoun in front ignored)?
fn matches(answer: &str, answers: &[String], pronoun_ok: bool, exact_enye: bool) -> bool {
    let fold = if exact_enye {
        super::fold::fold_keeping_enye
    } else {
        fold
    };
    let typed = fold(answer);
    let mut tries = vec![typed.as_str()];
    if let Some(rest) = without_article(&typed) {
        tries.push(rest);
    }
    if pronoun_ok
        && let Some((first, rest)) = typed.split_once(' ')
        && PRONOUNS.contains(&first)
    {
        tries.push(rest);
    }
    answers.iter().any(|a| tries.contains(&fold(a).as_str()))
}

fn shown(answers: &[String]) -> String {
    let mut s = answers[..answers.len().min(SHOWN)].join(" / ");
    if answers.len() > SHOWN {
        s.push_str(" / …");
    }
    s
}

impl Challenge {
    /// The full instruction, worded in the interface language.
    pub fn prompt(&self, interface: Lang) -> String {
        let lang = lang_name(self.practised, interface);
        let w = super::text::words(interface);
        match &self.task {
            Task::Translate { word, .. } => fill(w.say_in, &[("word", word), ("lang", lang)]),
            Task::StartsWith {
                letter, min_len, ..
            } => {
                let letter = letter.to_uppercase();
                match *min_len {
                    0 => fill(w.starts_with, &[("lang", lang), ("letter", &letter)]),
                    n => fill(
                        w.starts_with_min,
                        &[("lang", lang), ("letter", &letter), ("n", &n.to_string())],
                    ),
                }
            }
            Task::Length { letters, .. } => fill(
                w.exact_length,
                &[("lang", lang), ("letters", &letters.to_string())],
            ),
            Task::Category {
                name_en, name_es, ..
            } => fill(
                w.category,
                &[("lang", lang), ("name", interface.pick(name_en, name_es))],
            ),
            Task::Number { n, .. } => {
                fill(w.number, &[("lang", lang), ("n", &digits(*n, interface))])
            }
            Task::Plural { word, .. } => fill(w.plural, &[("word", word), ("lang", lang)]),
            Task::Opposite { word, .. } => fill(w.opposite, &[("word", word), ("lang", lang)]),
            Task::Verb {
                verb, form, person, ..
            } => {
                if *person == 0 {
                    return english_form(form, verb, interface);
                }
                let tense = tense_name(form, interface);
                let who = PERSONS[(*person - 1).min(5)];
                fill(
                    w.conjugate,
                    &[("verb", verb), ("tense", tense), ("who", who)],
                )
            }
            Task::Open {
                prompt_en,
                prompt_es,
            } => interface.pick(prompt_en, prompt_es).clone(),
        }
    }

    /// The accepted answers, or for open-ended challenges a few examples; empty for
    /// table-judged ones.
    pub fn examples(&self) -> &[String] {
        match &self.task {
            Task::Translate { answers, .. }
            | Task::Number { answers, .. }
            | Task::Plural { answers, .. }
            | Task::Opposite { answers, .. }
            | Task::Verb { answers, .. } => answers,
            Task::StartsWith { examples, .. } | Task::Length { examples, .. } => examples,
            Task::Category { words, .. } => words,
            Task::Open { .. } => &[],
        }
    }

    /// Is the answer open-ended (any fitting word), so that [`Self::examples`] are
    /// only examples?
    pub(crate) fn open_ended(&self) -> bool {
        matches!(
            self.task,
            Task::StartsWith { .. } | Task::Length { .. } | Task::Category { .. }
        )
    }

    /// Checks a typed answer. Table-judged challenges are never passed here: the
    /// table decides.
    pub fn check(&self, answer: &str) -> Verdict {
        self.check_spelling(answer, false)
    }

    /// As [`Challenge::check`]; with `exact_enye`, an answer's ñ must be typed as ñ (or
    /// n~), not as n (Palace's `exact_enye`).
    pub fn check_spelling(&self, answer: &str, exact_enye: bool) -> Verdict {
        let p = self.practised;
        let e = exact_enye;
        let passed = match &self.task {
            Task::Translate { answers, .. }
            | Task::Number { answers, .. }
            | Task::Plural { answers, .. }
            | Task::Opposite { answers, .. } => matches(answer, answers, false, e),
            Task::Verb { answers, .. } => matches(answer, answers, true, e),
            Task::Category { words, .. } => matches(answer, words, false, e),
            Task::StartsWith {
                letter, min_len, ..
            } => single_word(answer).is_some_and(|w| starts_with(p, letter, *min_len, &w, e)),
            Task::Length { letters, .. } => {
                single_word(answer).is_some_and(|w| has_length(p, *letters, &w, e))
            }
            Task::Open { .. } => {
                return Verdict {
                    passed: false,
                    accepted: "judged by the table / lo juzga la mesa".into(),
                };
            }
        };
        let accepted = if let Task::Number { usual, .. } = &self.task {
            shown(usual)
        } else if self.open_ended() {
            let list = self.examples();
            format!("{}, …", list[..list.len().min(3)].join(", "))
        } else {
            shown(self.examples())
        };
        Verdict { passed, accepted }
    }

    /// What was accepted, in the interface language, for the review list.
    pub fn answers(&self, interface: Lang) -> String {
        let list = self.examples();
        let few = list[..list.len().min(3)].join(", ");
        let w = super::text::words(interface);
        match &self.task {
            Task::Open { .. } => w.judged_by_table.into(),
            Task::Category { .. } => super::text::fill(
                w.category_examples,
                &[("few", &few), ("n", &list.len().to_string())],
            ),
            Task::StartsWith { .. } | Task::Length { .. } => {
                super::text::fill(w.fitting_examples, &[("few", &few)])
            }
            Task::Number { usual, .. } => shown(usual),
            _ => shown(list),
        }
    }
}
