//! Rapiletras' lobby and summary words (rules summary, hand summary, the pass preview,
//! the help's card values), English and Spanish side by side. `{name}` marks a place filled with `fill`.

pub use crate::engine::words::fill;

crate::engine::words::table! {
    summary = ("{hand} cards each · game ends at {end} · words: {check} · replacing {replace}", "{hand} cartas cada uno · se acaba en {end} · palabras: {check} · cambiar letras {replace}"),
    replace_on_repeat = ("only when the die repeats", "solo si el dado repite"),
    replace_any_round = ("in any round", "en cualquier ronda"),
    hand_went_out = ("Hand {hand} is over: {who} went out", "Fin de la mano {hand}: {who} se quedó sin cartas"),
    hand_blocked = ("Hand {hand} is over: nobody could play", "Fin de la mano {hand}: nadie podía jugar"),
    from_challenges = (", {a} from challenges", ", {a} por desafíos"),
    pass_preview = ("Nothing to draw and no word laid: pass.", "Nada que robar y ninguna palabra: pasas."),
    wild_card = ("wild card", "comodín"),
    hand_line = ("{name}: +{p} in hand{challenges} · total {t}", "{name}: +{p} en la mano{challenges} · total {t}"),
}
