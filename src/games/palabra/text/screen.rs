//! Every word of Palabra's table screen, English and Spanish side by side (one line per
//! text): a language is one more column, and a text missing from one does not compile.
//! `{name}` marks a place filled with `fill`.

pub use crate::engine::words::fill;

crate::engine::words::table! {
    /// The composed move, a joker and shave letters both picked (a hand-made state).
    preplay_both = ("A pre-play is a joker or a shave, not both: Esc clears the shave letters.", "La prejugada es un joker o un afeitado, no ambos: Esc borra las letras del afeitado."),
    /// The joker key after shave letters were typed.
    joker_after_letters = ("A pre-play is a joker or a shave, not both: Esc clears the shave letters first.", "La prejugada es un joker o un afeitado, no ambos: Esc borra antes las letras del afeitado."),
    /// A shave letter typed after a joker was put on a word.
    letters_after_joker = ("A pre-play is a joker or a shave, not both: Esc takes the joker back first.", "La prejugada es un joker o un afeitado, no ambos: Esc retira antes el joker."),
    pick_shave_word = ("Pick the word to shave with ↑↓ first.", "Elige antes con ↑↓ la palabra que afeitas."),
    nothing_to_shave = ("No word can be shaved now (you may shave {rule}): Enter skips the pre-play.", "Ahora no se puede afeitar ninguna palabra (puedes afeitar {rule}): Intro salta la prejugada."),
    jokered_already = ("{name}'s word has a joker already.", "La palabra de {name} ya tiene un joker."),
    joker_moves = ("Your only joker moves from {from}'s word to {name}'s.", "Tu único joker pasa de la palabra de {from} a la de {name}."),
    no_joker_left = ("Every joker you hold is on a word already: 1 on one of those words takes its joker back.", "Todos tus jokers ya están en una palabra: 1 sobre una de ellas lo retira."),
    pick_word_first = ("Pick a word with ↑↓ first.", "Elige antes una palabra con ↑↓."),
    play_nothing_typed = ("Type a word, or 0 to pass.", "Escribe una palabra, o 0 para pasar."),
    too_long = ("That is too long.", "Es demasiado largo."),
    not_typable = ("'{c}' does nothing here: type letters (* wild, + vowel card); the keys below say the rest.", "«{c}» no sirve aquí: escribe letras (* comodín, + carta vocal); abajo están las demás teclas."),
    typing_shave = ("shave", "afeitar"),
    typing_play = ("type (* wild, + vowel)", "escribe (* comodín, + vocal)"),
    /// ↑↓ in the pre-play: the word to shave or put a joker on.
    key_target = ("word", "palabra"),
    key_build_on = ("build on", "construir"),
    key_joker = ("joker", "joker"),
    key_play_skip = ("play/skip", "jugar/saltar"),
    key_play = ("play", "jugar"),
    key_modes = ("word/straight/flush/vowels/swap", "palabra/escalera/color/vocales/cambio"),
    key_pass = ("pass", "pasar"),
    key_timer = ("timer", "reloj"),
    /// The vote's answers (the keys are the host's: y/s and n).
    vote_yes = ("yes", "sí"),
    vote_no = ("no", "no"),
    header = ("turn {turn} · draw pile {deck}", "turno {turn} · mazo {deck}"),
    pad_legend = ("(each total, then its latest scoring events)", "(cada total, y sus últimos apuntes)"),
    /// Special cards' faces in the hand (four letters wide).
    face_wild = ("WILD", "COMO"),
    face_vowel = ("VOWL", "VOCL"),
    face_joker = ("JOKR", "JOKR"),
    mode_word = ("Word", "Palabra"),
    mode_straight = ("Straight", "Escalera"),
    mode_flush = ("Flush", "Color"),
    mode_vowels = ("Vowels", "Vocales"),
    mode_exchange = ("Exchange", "Cambio"),
    you = (" (you)", " (tú)"),
    pts = ("pts", "ptos"),
    card = ("card", "carta"),
    cards = ("cards", "cartas"),
    jokered = (" jokered", " con joker"),
    joker_mark = ("  ← joker", "  ← joker"),
    no_word = (" no word", " sin palabra"),
    words_title = (" Words on the table ", " Palabras en la mesa "),
    shave_with = ("Shave {name}'s word with", "Afeitar la palabra de {name} con"),
    preplay_label = ("Pre-play (↑↓ pick a word)", "Prejugada (↑↓ elige palabra)"),
    mode_on = ("{mode} on {name}'s word", "{mode} sobre la palabra de {name}"),
    hand_of = ("{name}'s hand: {cards}", "Mano de {name}: {cards}"),
    // The compact seat screen (a phone held upright, 40x20).
    col_cards = ("cards", "cartas"),
    col_word = ("word", "palabra"),
    hand_short = ("Hand: {cards}", "Mano: {cards}"),
}
