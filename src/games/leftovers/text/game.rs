//! Leftovers' lobby and summary words (rules summary, game-over summary), English and
//! Spanish side by side. `{name}` marks a place filled with `fill`.

pub use crate::engine::words::fill;

crate::engine::words::table! {
    english = ("English", "inglés"),
    spanish = ("Spanish", "castellano"),
    summary = ("{words} words · {check}", "palabras en {words} · {check}"),
    keep_order = (" · keep order", " · orden fijo"),
    game_over = ("Game over: {who} wins", "Fin de la partida: gana {who}"),
    and = (" and ", " y "),
    points_from_words = ("{name}: {t} points from {n} words", "{name}: {t} puntos con {n} palabras"),
    points_in_cards = ("{name}: {t} points in {n} cards taken", "{name}: {t} puntos en {n} cartas llevadas"),
}
