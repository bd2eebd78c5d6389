//! The words every game's screen shares (where the hand would be, the word-entry and
//! vote keys, the key names), English and Spanish side by side, one line per text.

crate::engine::words::table! {
    // What stands where the viewer's hand would be (game_ui.rs).
    hands_hidden_computers = ("Only computer players: every hand stays hidden.", "Solo juegan máquinas: las manos quedan ocultas."),
    hands_hidden_watching = ("You are watching: every hand stays hidden.", "Estás mirando: las manos quedan ocultas."),
    hand_hidden = ("Your cards are hidden while the others decide.", "Tus cartas quedan ocultas mientras deciden los demás."),
    // The word-entry keys (word_entry.rs).
    key_clear = ("clear", "borrar"),
    key_accept = ("accept", "aceptar"),
    key_challenge = ("challenge", "desafiar"),
    /// The vote's yes key, and the other language's, which works too.
    key_yes: char = ('y', 's'),
    key_yes_other: char = ('s', 'y'),
    // Key names (keys.rs).
    key_name_home = ("Home", "Inicio"),
    key_name_end = ("End", "Fin"),
    key_name_page_up = ("PgUp", "RePág"),
    key_name_page_down = ("PgDn", "AvPág"),
    key_name_enter = ("Enter", "Intro"),
    key_name_space = ("Space", "Espacio"),
    key_name_click = ("click", "clic"),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Lang;

    #[test]
    fn either_language_s_yes_key_works() {
        let (en, es) = (words(Lang::En), words(Lang::Es));
        assert_eq!((en.key_yes, es.key_yes, es.key_yes_other), ('y', 's', 'y'));
    }
}
