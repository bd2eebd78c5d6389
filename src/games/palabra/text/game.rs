//! Palabra's lobby and summary words (rules summary, game-over title), English and
//! Spanish side by side. `{name}` marks a place filled with `fill`.

pub use crate::engine::words::fill;

crate::engine::words::table! {
    summary = ("words: {check} · last play x{mult} · shave: {shave} · eliminate high score: {eliminate} · two decks: {two_decks}", "palabras: {check} · última jugada x{mult} · afeitar: {shave} · quitar la mejor: {eliminate} · dos barajas: {two_decks}"),
    game_over = ("The game is over: {reason}", "Se acabó: {reason}"),
}
