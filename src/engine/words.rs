//! Translations kept as tables: each game and each screen lists its texts once, English
//! and Spanish side by side, through [`table!`]; [`fill`] puts values into a text's named
//! places, so that a translation may order them as its language needs.

/// A translated template with its `{name}` places filled. A place with no value is left
/// as written.
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let value = after.find('}').and_then(|close| {
            let name = &after[..close];
            values
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (close, *v))
        });
        match value {
            Some((close, v)) => {
                out.push_str(v);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// One of a constant's (English, Spanish) pair, such as a game's title or a setup
/// choice's label declared beside its value.
pub fn pair(lang: crate::engine::Lang, (en, es): (&'static str, &'static str)) -> &'static str {
    lang.pick(en, es)
}

/// The `{name}` places of a text, sorted: a translation must have the same ones.
pub fn places(text: &str) -> Vec<&str> {
    let mut found: Vec<&str> = text
        .split('{')
        .skip(1)
        .filter_map(|part| part.split_once('}').map(|(name, _)| name))
        .filter(|name| !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_'))
        .collect();
    found.sort_unstable();
    found
}

/// Declares a module's texts: `name = (english, spanish),` per line (`name: type = ...`
/// for what is not a `&'static str`, such as a key's `char`). Makes the
/// struct `Words`, one static per language, `words(lang)`, and `texts()` (every text as
/// (name, english, spanish), for the tests that check the places match).
macro_rules! table {
    (@type) => { &'static str };
    (@type $ty:ty) => { $ty };
    ($($(#[$doc:meta])* $name:ident $(: $ty:ty)? = ($en:expr, $es:expr),)*) => {
        pub struct Words {
            $($(#[$doc])* pub $name: $crate::engine::words::table!(@type $($ty)?),)*
        }

        static EN: Words = Words { $($name: $en,)* };
        static ES: Words = Words { $($name: $es,)* };

        /// The texts in `lang`.
        pub fn words(lang: $crate::engine::Lang) -> &'static Words {
            lang.pick(&EN, &ES)
        }

        /// Every text as (name, English, Spanish).
        #[allow(dead_code)]
        pub fn texts() -> Vec<(&'static str, String, String)> {
            vec![$((stringify!($name), EN.$name.to_string(), ES.$name.to_string()),)*]
        }

        #[cfg(test)]
        mod words_tests {
            #[test]
            fn every_translation_has_the_places_of_the_english_text() {
                for (name, en, es) in super::texts() {
                    assert_eq!(
                        $crate::engine::words::places(&en),
                        $crate::engine::words::places(&es),
                        "{name}: {en} / {es}"
                    );
                }
            }
        }
    };
}
pub(crate) use table;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_template_takes_its_values_in_any_order_and_keeps_unknown_places() {
        let en = fill("{who} leads {n}.", &[("n", "3"), ("who", "Ana")]);
        assert_eq!(en, "Ana leads 3.");
        let es = fill("Sale {who} ({n})", &[("who", "Ana"), ("n", "3")]);
        assert_eq!(es, "Sale Ana (3)");
        assert_eq!(fill("{x} {", &[]), "{x} {");
        assert_eq!(fill("ñ{a}ñ", &[("a", "é")]), "ñéñ");
    }

    #[test]
    fn places_are_the_named_holes_only() {
        assert_eq!(places("{b} and {a} {} { x}"), vec!["a", "b"]);
        assert_ne!(places("{who} bids"), places("puja {quien}"));
    }
}
