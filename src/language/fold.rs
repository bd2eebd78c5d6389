//! How typed answers are compared: case, accents and spacing do not matter.

/// Folds `text` for comparison: lower case, accents removed (á -> a, ü -> u, ñ -> n, so
/// a keyboard without ñ still works), hyphens and runs of spaces become one space,
/// other punctuation is dropped.
pub fn fold(text: &str) -> String {
    folded(text, false)
}

/// As [`fold`], but ñ stays a letter of its own, and `n~` (for a keyboard without ñ)
/// is read as ñ: "pequeno" and "pequeño" then differ.
pub fn fold_keeping_enye(text: &str) -> String {
    folded(text, true)
}

fn folded(text: &str, keep_enye: bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for c in text.chars() {
        if c.is_whitespace() || c == '-' {
            space = !out.is_empty();
            continue;
        }
        if keep_enye && c == '~' && !space && out.ends_with('n') {
            out.pop();
            out.push('ñ');
            continue;
        }
        let letter = match c {
            'ñ' | 'Ñ' if keep_enye => 'ñ',
            _ => match base_letter(c) {
                Some(letter) => letter,
                None => continue,
            },
        };
        if space {
            out.push(' ');
            space = false;
        }
        out.push(letter);
    }
    out
}

/// The plain lower-case letter or digit under `c`, or `None` for punctuation.
fn base_letter(c: char) -> Option<char> {
    if c.is_ascii_alphanumeric() {
        return Some(c.to_ascii_lowercase());
    }
    crate::lexicon::normalize::letter_byte(c).map(|b| {
        if b == crate::lexicon::normalize::ENYE {
            'n'
        } else {
            (b as char).to_ascii_lowercase()
        }
    })
}

/// Articles and the English infinitive marker a player may type before a word
/// ("the dog", "el perro", "to run"): the answer is also tried without them.
const LEADING: [&str; 9] = ["the", "a", "an", "to", "el", "la", "los", "las", "un"];

/// `folded` without one leading article, if it has one and something follows it.
pub(crate) fn without_article(folded: &str) -> Option<&str> {
    let (first, rest) = folded.split_once(' ')?;
    let una = first == "una" || first == "unos" || first == "unas";
    (una || LEADING.contains(&first)).then_some(rest)
}

/// The number of letters of a single word as a player counts them (ñ is one letter).
pub fn letter_count(word: &str) -> usize {
    fold(word).chars().filter(|c| c.is_alphabetic()).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_and_accents_fold() {
        assert_eq!(fold("Árbol"), "arbol");
        assert_eq!(fold("pingüino"), "pinguino");
        assert_eq!(fold("NIÑO"), "nino");
        assert_eq!(fold("nino"), fold("niño"));
        assert_eq!(fold("  Twenty-one "), "twenty one");
        assert_eq!(fold("it's"), "its");
        assert_ne!(fold("casa"), fold("caza"));
    }

    #[test]
    fn enye_can_be_kept_apart_and_typed_as_n_tilde() {
        assert_eq!(fold_keeping_enye("Pequeño"), "pequeño");
        assert_eq!(fold_keeping_enye("PEQUEN~O"), "pequeño");
        assert_ne!(fold_keeping_enye("pequeno"), fold_keeping_enye("pequeño"));
        assert_eq!(fold_keeping_enye("  el  Árbol-grande "), "el arbol grande");
        // A tilde alone, or after a space, is punctuation as before.
        assert_eq!(fold_keeping_enye("~no"), "no");
        assert_eq!(fold_keeping_enye("n ~o"), "n o");
    }

    #[test]
    fn articles_are_optional() {
        assert_eq!(without_article("the dog"), Some("dog"));
        assert_eq!(without_article("el perro"), Some("perro"));
        assert_eq!(without_article("to run"), Some("run"));
        assert_eq!(without_article("una casa"), Some("casa"));
        assert_eq!(without_article("dog"), None);
        assert_eq!(without_article("ice cream"), None);
    }

    #[test]
    fn letters_are_counted_as_players_count_them() {
        assert_eq!(letter_count("niño"), 4);
        assert_eq!(letter_count("árbol"), 5);
    }
}
