//! One folder per game. Rules code here never imports the terminal libraries.
pub mod pala;
