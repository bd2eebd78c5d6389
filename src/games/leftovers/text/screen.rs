//! Every word of Leftovers' table screen, English and Spanish side by side (one line per
//! text): a language is one more column, and a text missing from one does not compile.
//! `{name}` marks a place filled with `fill`.

pub use crate::engine::words::fill;

crate::engine::words::table! {
    key_play = ("play", "jugar"),
    key_cannot = ("cannot make a word", "no puedo"),
    /// The vote's answers (the keys are the host's: y/s and n).
    vote_yes = ("yes", "sí"),
    vote_no = ("no", "no"),
    play_nothing_typed = ("Type a word first, or press 0 if you cannot make one.", "Escribe antes una palabra, o pulsa 0 si no puedes formar ninguna."),
    typing = ("type a word", "escribe"),
    digit_while_typing = ("Esc clears the word first; then 0 says you cannot make one.", "Esc borra antes la palabra; luego 0 dice que no puedes formar ninguna."),
    too_long = ("That word is too long.", "Esa palabra es demasiado larga."),
    not_a_letter = ("'{c}' is not a letter: type the letters of your word.", "«{c}» no es una letra: escribe las letras de tu palabra."),
    card = ("card", "carta"),
    cards = ("cards", "cartas"),
    /// The draw pile and its size ("deck 3 cards" in the header, "deck 3" on the table).
    deck = ("deck {deck}", "mazo {deck}"),
    new_word = ("New word", "Palabra nueva"),
    your_word = ("Your word", "Tu palabra"),
    pad_title_words = ("Use or Lose: words", "Use or Lose: palabras"),
    pad_title_taken = ("Cards taken", "Cartas llevadas"),
    pad_legend = ("High score wins.", "Gana quien más puntos tiene."),
    you = (" (you)", " (tú)"),
    misses_turn = (" · misses next turn", " · pierde el turno"),
    words_label = ("words", "palabras"),
    taken_label = ("taken", "llevadas"),
    in_hand = ("in hand", "en mano"),
    pts = ("pts", "ptos"),
    laid_by = (" (laid by {name})", " (de {name})"),
    table_empty = ("Table: empty, a new word is due · {deck}", "Mesa: vacía, toca palabra nueva · {deck}"),
    table_points = ("Table{by}: {pts} points · {deck}", "Mesa{by}: {pts} puntos · {deck}"),
    proposes = ("  {name} proposes {word}", "  {name} propone {word}"),
    hand_of = ("{name}'s hand", "Mano de {name}"),
    /// The seats packed on few lines at phone size: "cards/pts: Ana 10/0 · Bob 9/4".
    packed_counts = ("cards/pts:", "cartas/ptos:"),
}
