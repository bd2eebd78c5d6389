//! Reading a file the user named (the configuration, a Rapiletras deck): regular files
//! only, up to a size, UTF-8. Every refusal carries the file, a line and a column.

use super::ConfigError;
use std::io::Read;
use std::path::Path;

/// Most bytes a configuration file may have (1 MB; the shipped defaults are 10 KB).
pub const MAX_CONFIG_BYTES: u64 = 1_000_000;

/// Reads `path` as UTF-8 text of at most `max_bytes`. Directories, FIFOs, devices and
/// sockets are refused before they are opened (so nothing blocks or reads forever), and
/// the read itself stops one byte past the limit.
pub fn read_text_file(path: &Path, max_bytes: u64, expected: &str) -> Result<String, ConfigError> {
    let file_name = path.display().to_string();
    let refuse = |line: usize, column: usize, message: String| ConfigError {
        file: file_name.clone(),
        line,
        column,
        message,
    };
    let meta = std::fs::metadata(path).map_err(|e| refuse(1, 1, format!("cannot be read: {e}")))?;
    check_kind(&meta, expected).map_err(|m| refuse(1, 1, m))?;
    let too_big =
        |len: u64| format!("is {len} bytes or more; {expected} may have at most {max_bytes} bytes");
    if meta.len() > max_bytes {
        return Err(refuse(1, 1, too_big(meta.len())));
    }
    let file =
        std::fs::File::open(path).map_err(|e| refuse(1, 1, format!("cannot be read: {e}")))?;
    // The file may have been swapped between the check and the open.
    let meta = file
        .metadata()
        .map_err(|e| refuse(1, 1, format!("cannot be read: {e}")))?;
    check_kind(&meta, expected).map_err(|m| refuse(1, 1, m))?;
    let mut bytes = Vec::new();
    file.take(max_bytes + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| refuse(1, 1, format!("cannot be read: {e}")))?;
    if bytes.len() as u64 > max_bytes {
        return Err(refuse(1, 1, too_big(bytes.len() as u64)));
    }
    String::from_utf8(bytes).map_err(|e| {
        let valid = e.utf8_error().valid_up_to();
        let text = std::str::from_utf8(&e.as_bytes()[..valid]).unwrap_or_default();
        let (line, column) = super::locate::line_col(text, valid);
        refuse(
            line,
            column,
            format!(
                "is not UTF-8 text (byte {} is not valid UTF-8): save it as UTF-8",
                valid + 1
            ),
        )
    })
}

/// Ok for a regular file; otherwise what the path is instead, and what was expected.
fn check_kind(meta: &std::fs::Metadata, expected: &str) -> Result<(), String> {
    match crate::files::not_a_regular_file(meta) {
        None => Ok(()),
        Some(what) => Err(format!("is {what}, expected {expected} (a regular file)")),
    }
}
