//! Pala's lobby and summary words (rules summary, round summary, bids in words),
//! English and Spanish side by side. `{name}` marks a place filled with `fill`.

pub use crate::engine::words::fill;

crate::engine::words::table! {
    yes = ("yes", "sí"),
    no = ("no", "no"),
    summary_pointillism = ("{players} players: goal {goal} points · null bid ±{null} · rainbow +{rainbow} · own pile visible: {pile}", "{players} jugadores: meta {goal} puntos · nulo ±{null} · arco iris +{rainbow} · ver tu montón: {pile}"),
    summary_impressionism = ("{players} players: game ends at {end} · bid board: {board} · own pile visible: {pile}", "{players} jugadores: acaba en {end} · tablero: {board} · ver tu montón: {pile}"),
    round_over = ("Round {round} is over", "Fin de la ronda {round}"),
    round_line = ("{name}: {points} ({bid}; {tricks} {trick_word}{parts}) · total {total}", "{name}: {points} ({bid}; {tricks} {trick_word}{parts}) · total {total}"),
    trick = ("trick", "baza"),
    tricks = ("tricks", "bazas"),
    no_card_scored = ("no card scored", "ninguna carta puntuó"),
    bid_null = ("bid null", "pujó nulo"),
    bid = ("bid", "pujó"),
    passed = ("passed", "pasó"),
}
