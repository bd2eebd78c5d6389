//! Game-flow unit tests.
