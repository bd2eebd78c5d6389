//! Palabra (in progress).
