//! Turns byte offsets into line and column numbers for error messages.

use super::ConfigError;

pub(super) fn from_toml_error(e: &toml::de::Error, text: &str, file: &str) -> ConfigError {
    let (line, column) = e
        .span()
        .map(|span| line_col(text, span.start))
        .unwrap_or((1, 1));
    let mut message = plain_words(e.message().trim());
    // The reader says only "duplicate key": name the key, as it is written there.
    if message == "duplicate key"
        && let Some(span) = e.span()
        && let Some(key) = text.get(span.clone()).map(str::trim)
        && !key.is_empty()
    {
        // `[palace]` written twice points at the name inside its brackets.
        let header = text[..span.start].trim_end().ends_with('[');
        message = if header {
            format!("the section [{key}] is written twice: keep one, with all its keys")
        } else {
            format!("{key} is set twice in this section: keep one")
        };
    }
    ConfigError {
        file: file.to_string(),
        line,
        column,
        message,
    }
}

/// A type error from the TOML reader in the words of the person who wrote the file:
/// `invalid type: string "fast", expected u64` becomes `the text "fast" does not fit
/// here: expected a whole number (0 or more), written without quotes`. Messages it does
/// not know (syntax errors) are kept as they are.
pub fn plain_words(message: &str) -> String {
    if let Some(rest) = message
        .strip_prefix("invalid type: ")
        .or_else(|| message.strip_prefix("invalid value: "))
        && let Some((found, expected)) = rest.split_once(", expected ")
    {
        let expected_words = expected_in_words(expected);
        // "fast" for a number: the quotes are what makes it text.
        let hint = if found.starts_with("string") && expected_words.contains("number") {
            ", written without quotes"
        } else {
            ""
        };
        return format!(
            "{} does not fit here: expected {expected_words}{hint}",
            found_in_words(found)
        );
    }
    if let Some(rest) = message.strip_prefix("invalid length ")
        && let Some((n, expected)) = rest.split_once(", expected ")
    {
        let want = expected.strip_prefix("an array of length ").map_or_else(
            || expected.to_string(),
            |m| format!("an array of exactly {m} values"),
        );
        return format!("{n} values, expected {want}");
    }
    if let Some(rest) = message.strip_prefix("unknown variant ")
        && let Some((value, choices)) = rest.split_once(", expected ")
    {
        let choices = choices.strip_prefix("one of ").unwrap_or(choices);
        return format!(
            "{} is not one of the choices: write one of {}",
            quoted(value),
            listed(choices)
        );
    }
    if let Some(rest) = message.strip_prefix("unknown field ") {
        let (field, known) = rest.split_once(", expected ").unwrap_or((rest, ""));
        let field = quoted(field.split(',').next().unwrap_or(field));
        let known = known.strip_prefix("one of ").unwrap_or(known);
        if known.is_empty() {
            return format!("there is no setting {field} here");
        }
        return format!(
            "there is no setting {field} here; the settings here are: {}",
            listed(known).replace('"', "")
        );
    }
    if let Some(rest) = message.strip_prefix("missing field ") {
        return format!("the setting {} is missing", quoted(rest));
    }
    message.to_string()
}

/// `` `cubism` `` as `"cubism"`.
fn quoted(s: &str) -> String {
    format!("\"{}\"", s.trim().trim_matches('`'))
}

/// `` `a`, `b` `` or `` `a` or `b` `` as `"a", "b"`.
fn listed(s: &str) -> String {
    s.replace(" or ", ", ")
        .split(", ")
        .map(quoted)
        .collect::<Vec<_>>()
        .join(", ")
}

/// What serde found: `string "fast"`, ``integer `5` ``, ``boolean `true` ``...
fn found_in_words(found: &str) -> String {
    let value = |prefix: &str| {
        found
            .strip_prefix(prefix)
            .map(|v| v.trim().trim_matches('`'))
    };
    if let Some(v) = value("string ") {
        return format!("the text {v}");
    }
    if let Some(v) = value("integer ").or_else(|| value("floating point ")) {
        return format!("the number {v}");
    }
    if let Some(v) = value("boolean ") {
        return format!("the value {v}");
    }
    match found {
        "sequence" => "a list".into(),
        "map" => "a table".into(),
        other => other.to_string(),
    }
}

/// What serde expected, in words: `u64` is "a whole number (0 or more)".
fn expected_in_words(expected: &str) -> String {
    match expected {
        "u8" => "a whole number from 0 to 255".into(),
        "u16" => "a whole number from 0 to 65535".into(),
        "u32" => "a whole number from 0 to 4294967295".into(),
        "u64" | "usize" => "a whole number (0 or more)".into(),
        "i8" | "i16" | "i32" | "i64" | "isize" => "a whole number".into(),
        "f32" | "f64" => "a number".into(),
        "a boolean" => "true or false".into(),
        "a string" | "a borrowed string" | "a character" => "text in quotes".into(),
        "a sequence" => "a list in [ ]".into(),
        other => other.strip_prefix("an array of length ").map_or_else(
            || other.to_string(),
            |m| format!("an array of exactly {m} values"),
        ),
    }
}

/// 1-based line and column of a byte offset.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// Where a dotted key (`section.key`) is set in the user's file, for errors found after
/// merging. Falls back to the section header, then to the start of the file.
pub(super) fn find_key(text: &str, dotted: &str) -> (usize, usize) {
    let (section, key) = dotted.split_once('.').unwrap_or(("", dotted));
    let mut in_section = section.is_empty();
    let mut section_line = None;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim_start();
        if line.starts_with('[') {
            in_section = line.trim_end() == format!("[{section}]");
            if in_section {
                section_line = Some(i + 1);
            }
            continue;
        }
        let lhs = line.split('=').next().unwrap_or("").trim();
        if in_section && lhs == key {
            return (i + 1, raw.len() - line.len() + 1);
        }
        if lhs == dotted {
            return (i + 1, raw.len() - line.len() + 1);
        }
    }
    (section_line.unwrap_or(1), 1)
}

/// Where a section's header (`[section]`) or first dotted key is in the user's file.
pub(super) fn find_section(text: &str, section: &str) -> (usize, usize) {
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        let header = line.trim_start_matches('[').trim_end_matches(']').trim();
        if (line.starts_with('[') && header == section)
            || line.starts_with(&format!("{section}."))
            || line.split('=').next().is_some_and(|k| k.trim() == section)
        {
            return (i + 1, raw.len() - raw.trim_start().len() + 1);
        }
    }
    (1, 1)
}
