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

thread_local! {
    /// This thread's panics print nothing ([`silently`]).
    static QUIET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f`, a panic inside being an Err that prints nothing (rules code fed a
/// hand-edited save). Silences this thread only: the panic hook is wrapped once for the
/// process, never swapped per call, which threads doing it at once would leave silenced
/// for good.
pub fn silently<T>(f: impl FnOnce() -> T) -> std::thread::Result<T> {
    static WRAPPED: std::sync::Once = std::sync::Once::new();
    WRAPPED.call_once(|| {
        let before = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !QUIET.with(std::cell::Cell::get) {
                before(info);
            }
        }));
    });
    let was = QUIET.with(|q| q.replace(true));
    let got = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    QUIET.with(|q| q.set(was));
    got
}
