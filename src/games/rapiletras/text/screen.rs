//! Every word of Rapiletras's table screen, English and Spanish side by side (one line
//! per text): a language is one more column, and a text missing from one does not
//! compile. `{name}` marks a place filled with `fill`.

pub use crate::engine::words::fill;

crate::engine::words::table! {
    key_table_word = ("table word", "palabra"),
    key_play = ("play", "jugar"),
    /// The piles keep their Spanish names in both languages.
    key_mazo = ("mazo", "mazo"),
    key_pozo = ("pozo", "pozo"),
    key_pass = ("pass", "pasar"),
    key_new_word = ("new word", "palabra nueva"),
    key_yes = ("yes", "sí"),
    key_no = ("no", "no"),
    type_first = ("Type a word first.", "Escribe antes una palabra."),
    typing_hint = ("type (* comodín)", "escribe (* comodín)"),
    pozo_empty = ("The pozo is empty: 1 draws from the mazo.", "El pozo está vacío: 1 roba del mazo."),
    mazo_empty = ("Nothing to draw from the mazo: 2 takes the top card of the pozo.", "No queda nada que robar del mazo: 2 toma la carta de arriba del pozo."),
    nothing_to_draw = ("Nothing to draw, from the mazo or the pozo: 0 passes.", "No hay nada que robar, ni del mazo ni del pozo: 0 pasa."),
    digit_keys = ("1 draws from the mazo, 2 from the pozo, 0 passes when nothing can be drawn.", "1 roba del mazo, 2 del pozo; 0 pasa cuando no hay nada que robar."),
    digit_while_typing = ("Esc clears the word first; then 1 draws from the mazo, 2 from the pozo.", "Esc borra antes la palabra; luego 1 roba del mazo, 2 del pozo."),
    tilde_alone = ("~ turns the N just before it into Ñ: type N then ~.", "~ convierte en Ñ la N de justo antes: escribe N y luego ~."),
    word_too_long = ("That word is too long.", "Esa palabra es demasiado larga."),
    not_a_letter = ("'{c}' is not a letter: type letters, * before a comodín letter, 1 or 2 to draw.", "«{c}» no es una letra: escribe letras, * antes de la letra de un comodín, 1 o 2 para robar."),
    header = ("hand {hand} · round {round} · dealer {dealer}", "mano {hand} · ronda {round} · reparte {dealer}"),
    pad_hand = ("Hand", "Mano"),
    pad_total = ("Total", "Total"),
    /// The hand being played, on the pad: its challenge points so far.
    pad_now = ("now", "ahora"),
    pad_rule = ("Penalty points; the game ends at {end}, lowest wins.", "Puntos en contra; se acaba en {end}, gana el más bajo."),
    you = (" (you)", " (tú)"),
    card = ("card", "carta"),
    cards = ("cards", "cartas"),
    points = ("pts", "ptos"),
    /// Seats packed on a row or two of a phone-size screen: "cards/pts: Ana 10/0 · …".
    packed_counts = ("cards/pts:", "cartas/ptos:"),
    die_label = ("Die:", "Dado:"),
    mazo = ("Mazo: {cards}", "Mazo: {cards}"),
    pozo = ("Pozo: {top} · {n}", "Pozo: {top} · {n}"),
    may_replace = ("Repeat: you may replace", "Repite: puedes cambiar"),
    no_words_yet = ("No words on the table yet.", "Aún no hay palabras en la mesa."),
    words_title = (" Words on the table ({n}) ", " Palabras en la mesa ({n}) "),
    new_word = ("New word", "Palabra nueva"),
    change_word = ("Change word {n} {word}", "Cambiar la palabra {n} {word}"),
    hand_of = ("{name}'s hand: {cards}, {total} penalty points", "Mano de {name}: {cards}, {total} puntos en contra"),
    // The compact seat screen (a phone held upright, 40x20).
    hand_short = ("Hand: {cards}, {total} against", "Mano: {cards}, {total} en contra"),
}
