//! Turns byte offsets into line and column numbers for error messages.

use super::ConfigError;

pub(super) fn from_toml_error(e: &toml::de::Error, text: &str, file: &str) -> ConfigError {
    let (line, column) = e
        .span()
        .map(|span| line_col(text, span.start))
        .unwrap_or((1, 1));
    ConfigError {
        file: file.to_string(),
        line,
        column,
        message: e.message().trim().to_string(),
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
