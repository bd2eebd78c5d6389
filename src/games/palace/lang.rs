//! The language-challenge library as this game uses it (`crate::language`).

pub use crate::language::{Challenge, Challenges, Judged, Kind, Level, Verdict};
