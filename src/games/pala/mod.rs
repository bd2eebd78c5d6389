//! Pala (placeholder until the rules land).
