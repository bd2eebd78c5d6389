//! `naipes words`: looking words up in the built-in dictionaries.

use super::common::{excerpt, load_config, print_out};
use super::{LangArg, ListArg, WordsCommand};
use naipes::lexicon::{Language, LetterQuery, Lexicon, WordList};
use std::process::ExitCode;

fn language(lang: LangArg) -> Language {
    match lang {
        LangArg::En => Language::English,
        LangArg::Es => Language::Spanish,
    }
}

fn lexicon_for(
    lang: LangArg,
    list: ListArg,
    config_path: Option<&std::path::Path>,
) -> Result<Lexicon, String> {
    let loaded = load_config(config_path)?;
    let list = match list {
        ListArg::Full => WordList::Full,
        ListArg::Everyday => WordList::Everyday,
    };
    let lex = Lexicon::embedded_list(language(lang), list);
    let user = match lang {
        LangArg::En => &loaded.config.settings.user_words_en,
        LangArg::Es => &loaded.config.settings.user_words_es,
    };
    if user.is_empty() {
        Ok(lex)
    } else {
        lex.with_user_words(std::path::Path::new(user))
            .map_err(|e| e.to_string())
    }
}

pub fn words(
    command: WordsCommand,
    config_path: Option<&std::path::Path>,
) -> Result<ExitCode, String> {
    match command {
        WordsCommand::Check { lang, list, words } => {
            let lex = lexicon_for(lang, list, config_path)?;
            let mut all = true;
            let mut report = String::new();
            for w in &words {
                let ok = lex.contains(w);
                all &= ok;
                let verdict = if ok { "valid" } else { "not in the dictionary" };
                report.push_str(&format!("{w}: {verdict}\n"));
            }
            print_out(&report)?;
            Ok(if all {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        WordsCommand::Find {
            lang,
            list,
            letters,
            wild,
            vowel_wild,
            min,
        } => {
            let lex = lexicon_for(lang, list, config_path)?;
            if letters
                .chars()
                .any(|c| naipes::lexicon::normalize(&c.to_string()).is_none())
            {
                return Err(format!(
                    "--letters '{}' must be letters only",
                    excerpt(&letters)
                ));
            }
            let total = letters.chars().count() + wild + vowel_wild;
            let query = LetterQuery {
                letters,
                wild,
                vowel_wild,
                vowels: match lang {
                    LangArg::En => "AEIOUY".into(),
                    LangArg::Es => "AEIOU".into(),
                },
                min_len: min.max(1),
                max_len: total,
            };
            let found = lex.words_from_letters(&query);
            let listing: String = found.iter().map(|w| format!("{w}\n")).collect();
            print_out(&listing)?;
            eprintln!("{} words", found.len());
            Ok(ExitCode::SUCCESS)
        }
    }
}
