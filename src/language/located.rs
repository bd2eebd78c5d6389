//! Error messages that say where: `file:line:column: message`.

pub fn at(file: &str, text: &str, offset: usize, message: &str) -> String {
    let (line, column) = crate::config::line_col(text, offset);
    format!("{file}:{line}:{column}: {message}")
}

pub fn toml(file: &str, text: &str, e: &toml::de::Error) -> String {
    at(
        file,
        text,
        e.span().map_or(0, |s| s.start),
        e.message().trim(),
    )
}
