//! Rapiletras (in progress).
