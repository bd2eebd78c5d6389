//! What a path is when it is not a regular file, for the messages that refuse it
//! (configuration files, deck files, word lists). No terminal code.

/// None for a regular file; otherwise what it is instead ("a directory", "a FIFO (named
/// pipe)", "a device", ...).
pub(crate) fn not_a_regular_file(meta: &std::fs::Metadata) -> Option<&'static str> {
    if meta.is_file() {
        None
    } else if meta.is_dir() {
        Some("a directory")
    } else {
        Some(special_kind(meta))
    }
}

#[cfg(unix)]
fn special_kind(meta: &std::fs::Metadata) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    let t = meta.file_type();
    if t.is_fifo() {
        "a FIFO (named pipe)"
    } else if t.is_char_device() || t.is_block_device() {
        "a device"
    } else if t.is_socket() {
        "a socket"
    } else {
        "not a regular file"
    }
}

#[cfg(not(unix))]
fn special_kind(_meta: &std::fs::Metadata) -> &'static str {
    "not a regular file"
}
