//! What the word games share: the setup choices for how words are judged and which word
//! list judges them, and the help line that names the list.

use super::table_game::{GameOption, OptionValue};
use crate::engine::Lang;

/// The word-check choice both word games offer at setup.
pub const WORD_CHECK: GameOption = GameOption {
    key: "word_check",
    label: ("Words", "Palabras"),
    values: &[
        OptionValue {
            value: "strict",
            name: (
                "strict: the dictionary decides at once",
                "estricto: el diccionario decide al momento",
            ),
        },
        OptionValue {
            value: "challenge",
            name: (
                "challenge: players may challenge",
                "desafío: se puede desafiar",
            ),
        },
        OptionValue {
            value: "vote",
            name: ("vote: the table decides", "votación: decide la mesa"),
        },
    ],
};

/// The word-list choice both word games offer at setup.
pub const DICTIONARY: GameOption = GameOption {
    key: "dictionary",
    label: ("Word list", "Diccionario"),
    values: &[
        OptionValue {
            value: "full",
            name: ("full: every word", "completo: todas las palabras"),
        },
        OptionValue {
            value: "everyday",
            name: (
                "everyday: common words (families, classes)",
                "cotidiano: palabras comunes (familias, clases)",
            ),
        },
    ],
};

/// The help line that says which word list judges words.
pub fn dictionary_line(list: crate::lexicon::WordList, lang: Lang) -> String {
    let w = super::text::words(lang);
    match list {
        crate::lexicon::WordList::Full => w.word_list_full.into(),
        crate::lexicon::WordList::Everyday => w.word_list_everyday.into(),
    }
}
