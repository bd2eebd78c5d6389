//! Every word of the table's shared parts (the host's keys and messages, the header,
//! footer, hand-off, summary, game-over, score-pad and log boxes, the popups, the
//! word-entry keys, the key names and the too-small screen), English and Spanish side by
//! side (one line per text): a language is one more column, and a text missing from one
//! does not compile. `{name}` marks a place filled with `fill`.

pub use crate::engine::words::fill;

crate::engine::words::table! {
    // The host's keys (src/app/host.rs), as the footer names them.
    key_scroll = ("scroll", "desplazar"),
    key_continue = ("continue", "continuar"),
    key_close = ("close", "cerrar"),
    key_show_hand = ("show my hand", "ver mi mano"),
    /// Short enough that the hand-off footer stays on one row at 80 columns.
    key_menu_saved = ("menu (the game is saved)", "menú (partida guardada)"),
    key_menu_not_saved = ("menu (NOT saved!)", "menú (¡SIN guardar!)"),
    key_who_answers = ("who answers", "quién responde"),
    key_rematch = ("rematch", "revancha"),
    /// The review of a finished game (README, "Review of a finished game").
    key_review_plays = ("review plays", "repasar jugadas"),
    plays_review_title = ("Review: {game}", "Repaso: {game}"),
    review_working = ("Reviewing every decision from what its player could see…", "Repasando cada decisión con lo que veía quien la tomó…"),
    review_count = ("{done} of {all} decisions", "{done} de {all} decisiones"),
    review_bottom = (" Esc stop ", " Esc parar "),
    report_working = ("Reading every finished game and its review…", "Leyendo cada partida terminada y su repaso…"),
    report_count = ("{done} of {all} games", "{done} de {all} partidas"),
    key_menu = ("menu", "menú"),
    key_close_scores = ("close scores", "cerrar puntos"),
    key_scores = ("scores", "puntos"),
    key_page = ("page", "página"),
    key_moves = ("moves", "jugadas"),
    key_export = ("export", "exportar"),
    key_rules = ("rules", "reglas"),
    key_undo = ("undo", "deshacer"),
    key_hint = ("hint", "pista"),
    key_quit = ("quit", "salir"),
    // Each person's own list at the end (Palace's review), at a shared keyboard.
    key_review = ("my list to review", "mi lista para repasar"),
    key_review_who = ("whose list", "de quién"),
    key_show_list = ("show my list", "ver mi lista"),
    key_back = ("back", "volver"),
    review_key_note = ("v: each person's own list, after a hand-off.", "v: la lista de cada persona, tras pasarle el teclado."),
    review_who = ("Whose list? Type the seat number:", "¿La lista de quién? Escribe el número de asiento:"),
    review_handoff = ("Next: {name}'s own list, for {name} only.", "Ahora: la lista de {name}, solo para {name}."),
    review_title = ("For {name} only", "Solo para {name}"),
    // The host's messages.
    new_game = ("New game. Good luck!", "Partida nueva. ¡Suerte!"),
    new_game_seed = ("New game, seed {seed}. Good luck!", "Partida nueva, semilla {seed}. ¡Suerte!"),
    resumed = ("Game resumed where it was left.", "Partida reanudada donde se dejó."),
    practice_from = ("Practice game at move {move} (started from a replay): the same cards and seats; play it your way.", "Partida de práctica en la jugada {move} (empezada desde una repetición): las mismas cartas y los mismos puestos; juégala a tu manera."),
    summary_top = ("This is the top.", "Esto es el principio."),
    summary_bottom = ("This is the end.", "Esto es el final."),
    /// A key the answer screen does not take; `{keys}` joined by `poll_or`.
    poll_not_a_key = ("'{c}' does nothing here: type your seat number (1-{seats}), then {keys}.", "«{c}» no hace nada aquí: escribe tu número de asiento (1-{seats}) y luego {keys}."),
    poll_or = (" or ", " o "),
    /// A letter no key of the table's step answers to.
    key_does_nothing = ("'{c}' does nothing here: the keys for now are at the bottom, ? explains them all.", "«{c}» no hace nada aquí: las teclas de ahora están abajo, ? las explica todas."),
    poll_seat_answers = ("{name} answers: press an answer key.", "Responde {name}: pulsa una tecla de respuesta."),
    poll_answered_already = ("{name} has answered already.", "{name} ya respondió."),
    poll_not_asked = ("Seat {c} is not asked this time.", "Al asiento {c} no se le pregunta esta vez."),
    poll_nobody_here = ("Nobody at this keyboard is asked now: the others answer.", "Ahora no se pregunta a nadie de este teclado: responden los demás."),
    poll_seat_first = ("Type your seat number first, then your answer.", "Escribe primero tu número de asiento y luego tu respuesta."),
    poll_has_answered = ("{name} has answered.", "{name} respondió."),
    poll_nobody_yet = ("nobody yet", "nadie aún"),
    poll_answered = ("Answered", "Respondieron"),
    poll_waiting = ("Waiting for", "Faltan"),
    /// A person the poll waits for who is at another terminal and not connected.
    poll_away = ("{name} (away)", "{name} (ausente)"),
    // Undo and hints (README, "Undo and hints").
    /// `{what}`: the moves taken back, in words.
    undone = ("Taken back: {what}", "Deshecho: {what}"),
    undo_off = ("u does nothing: undo is off at this table (house rule undo = false).", "u no hace nada: deshacer está desactivado en esta mesa (regla undo = false)."),
    undo_over = ("u does nothing: the game is over.", "u no hace nada: la partida ha terminado."),
    undo_nobody = ("u does nothing: nobody at this keyboard has a decision to take back.", "u no hace nada: nadie en este teclado tiene una decisión que deshacer."),
    undo_nothing_yet = ("u does nothing: you have not decided anything yet.", "u no hace nada: aún no has decidido nada."),
    undo_others = ("u does nothing: someone else has decided since your last move.", "u no hace nada: otra persona ha decidido después de tu última jugada."),
    undo_seen = ("u does nothing: the others at the table have seen the cards you played; they stay played.", "u no hace nada: las demás personas de la mesa ya han visto las cartas que jugaste; se quedan jugadas."),
    undo_revealed = ("u does nothing: that move showed something new (a card drawn, a die rolled, a hidden card, a word put to the table…).", "u no hace nada: esa jugada mostró algo nuevo (una carta robada, un dado, una carta oculta, una palabra sometida a la mesa…)."),
    undo_overlay = ("u does nothing while a summary or the move log is open.", "u no hace nada mientras hay un resumen o las jugadas abiertos."),
    /// `{move}`: the move in the game's words.
    hint = ("Hint: {move}", "Pista: {move}"),
    hint_off = ("h does nothing: hints are off at this table (house rule hints = false).", "h no hace nada: las pistas están desactivadas en esta mesa (regla hints = false)."),
    hint_not_yours = ("h does nothing: a hint is only for the person deciding, on their own screen.", "h no hace nada: la pista es solo para quien decide, en su propia pantalla."),
    hint_none = ("h does nothing: there is no move to suggest now.", "h no hace nada: ahora no hay jugada que sugerir."),
    bot_refused = ("A computer player's move was refused: {why}", "Se rechazó la jugada de una máquina: {why}"),
    bot_lost = ("A computer player's move did not arrive: {error}", "No llegó la jugada de una máquina: {error}"),
    // The table's boxes (src/ui/table.rs).
    summary_continue = (" Press c to continue.", " Pulsa c para continuar."),
    /// A summary taller than its box: `{rows}` is `summary_row`/`summary_rows` counted.
    summary_more = (" ↓ {rows} more · ↑↓ scroll ", " ↓ {rows} más · ↑↓ desplazar "),
    summary_row = ("row", "fila"),
    summary_rows = ("rows", "filas"),
    summary_the_end = (" the end · ↑ back up ", " el final · ↑ volver arriba "),
    header_seed = ("seed", "semilla"),
    handoff_pass_to = ("Pass to {name}, then press Enter", "Pasa el teclado a {name} y pulsa Intro"),
    handoff_look_away = ("(the others look away)", "(los demás no miran)"),
    thinking = ("{name} is thinking…", "{name} está pensando…"),
    waiting_remote = ("Waiting for {name}, at another terminal.", "Esperando a {name}, en otro terminal."),
    waiting_away = ("{name} is away: the table waits for them to come back.", "{name} no está: la mesa espera a que vuelva."),
    key_stand_in = ("computer for away seats", "máquina para los ausentes"),
    key_give_back = ("give seats back", "devolver asientos"),
    stood_in = ("A computer plays for {names} until they are given back (Ctrl-T) or come back.", "Una máquina juega por {names} hasta que se les devuelva (Ctrl-T) o vuelvan."),
    given_back = ("{names} play again: the table waits for them.", "{names} vuelven a jugar: la mesa les espera."),
    /// `{how}` is the game's way of winning, `{names}` the winners joined by
    /// `game_over_and`, `{verb}` `game_over_wins` or `game_over_share`.
    game_over_line = ("Game over. {how}{names} {verb}!", "Fin de la partida. {how}{verb} {names}."),
    game_over_and = (" and ", " y "),
    game_over_wins = ("wins", "gana"),
    game_over_share = ("share the win", "comparten la victoria"),
    game_over_seed = ("Seed {seed}: the same seed deals the same game again.", "Semilla {seed}: la misma semilla reparte otra vez la misma partida."),
    game_over_title = (" Game over ", " Fin de la partida "),
    score_pad_title = (" Score pad ", " Puntos "),
    log_title = (" Every move so far ", " Todas las jugadas "),
    // The popups (src/ui/popup.rs).
    help_bottom = (" ↑↓ scroll · Esc close ", " ↑↓ desplazar · Esc cerrar "),
    help_bottom_guide = (" ↑↓ scroll · g guided first round · Esc close ", " ↑↓ desplazar · g primera ronda guiada · Esc cerrar "),
    help_guide_line = ("g: a guided first round (learn by playing: each step asks for one move, then you play on with hints).\n\n", "g: una primera ronda guiada (aprende jugando: cada paso pide una jugada, luego sigues con pistas).\n\n"),
    // The guided first round's box and messages (src/app/guide.rs, src/ui/guide.rs).
    guide_title = (" Guide {n}/{of} ", " Guía {n}/{of} "),
    guide_enter = ("Enter: next step · Esc: leave the guide", "Intro: siguiente paso · Esc: dejar la guía"),
    guide_end = ("Enter: end the guide (back where you started it)", "Intro: acabar la guía (vuelves a donde la empezaste)"),
    guide_press = ("Press {key} to go on · Esc: leave the guide", "Pulsa {key} para seguir · Esc: dejar la guía"),
    guide_do = ("Do it with the keys below · Esc: leave the guide", "Hazlo con las teclas de abajo · Esc: dejar la guía"),
    guide_finish = ("Play with the keys below (Ctrl-G: a hint) · Esc: leave the guide", "Juega con las teclas de abajo (Ctrl-G: una pista) · Esc: dejar la guía"),
    guide_wait = ("The computers play now: watch the table.", "Ahora juegan las máquinas: mira la mesa."),
    guide_try = ("A legal move, but not this step's: nothing changed. Try this first: {what}", "Jugada válida, pero no la de este paso: nada cambió. Prueba antes esto: {what}"),
    guide_read_first = ("Nothing changed: read the step, then press {key}.", "Nada cambió: lee el paso y pulsa {key}."),
    guide_leave = ("Leave the guide? y: yes, back where you were · n: no, go on", "¿Dejar la guía? s: sí, volver a donde estabas · n: no, seguir"),
    guide_no_undo = ("The guide takes nothing back: its steps need the moves played.", "La guía no deshace nada: sus pasos necesitan las jugadas hechas."),
    guide_no_hint = ("No hints yet: the step says what to play.", "Aún sin pistas: el paso dice qué jugar."),
    guide_no_export = ("The guide's game is not saved nor recorded.", "La partida de la guía no se guarda ni se registra."),
    key_leave_guide = ("leave guide", "dejar la guía"),
    guide_key_enter = ("Enter", "Intro"),
    quit_title = ("Quit naipes?", "¿Salir de naipes?"),
    quit_save_failed = ("The last save FAILED: quitting now loses the last moves.", "El último guardado FALLÓ: salir ahora pierde las últimas jugadas."),
    quit_why = ("Why:", "Motivo:"),
    quit_saved = ("The game is saved: Continue resumes it.", "La partida está guardada: Continuar la reanuda."),
    close_table_ask_one = ("Close the table? The person connected at another terminal is sent away (the game stays saved here).", "¿Cerrar la mesa? La conexión de otro terminal se cierra (la partida queda guardada aquí)."),
    close_table_ask = ("Close the table? The {n} connected at other terminals are sent away (the game stays saved here).", "¿Cerrar la mesa? Las {n} conexiones de otros terminales se cierran (la partida queda guardada aquí)."),
    close_table_keys = ("y / Enter: close    n / Esc: keep playing", "s / Intro: cerrar    n / Esc: seguir"),
    leave_title = ("Leave the table?", "¿Dejar la mesa?"),
    leave_text = ("The game goes on at the host's terminal. Your seat waits: connect again with the seat's name to take it back.", "La partida sigue en el terminal del anfitrión. Tu asiento te espera: conéctate otra vez con el nombre del asiento para recuperarlo."),
    leave_watching_text = ("The game goes on at the host's terminal.", "La partida sigue en el terminal del anfitrión."),
    leave_keys = ("y / Enter: leave    n / Esc: stay", "s / Intro: salir    n / Esc: seguir"),
    quit_keys = ("y / Enter: quit    n / Esc: keep playing", "s / Intro: salir    n / Esc: seguir"),
    notice_ok = (" Enter: OK ", " Intro: vale "),
    // The too-small screen (src/ui/mod.rs).
    too_small = ("The terminal is too small.", "La terminal es demasiado pequeña."),
    too_small_size = ("Need {need_w}x{need_h}, have {w}x{h}.", "Hace falta {need_w}x{need_h}, hay {w}x{h}."),
    too_small_hint = ("Enlarge it, or press Ctrl-Q to quit.", "Agrándala, o pulsa Ctrl-Q para salir."),
    /// The keys every table answers to, for the end of each game's help.
    table_keys = (
        "\nKEYS AT EVERY TABLE\n\
- Tab: the score pad (on terminals 112 columns wide or more it stays beside the table; one longer than the screen scrolls with Up/Down and PgUp/PgDn).\n\
- Ctrl-L: every move so far (Up/Down scroll, Esc closes).\n\
- Ctrl-E: export the game record into the records folder.\n\
- ? (F1 while typing, where ? is text): this help. Ctrl-Q: quit; the game is saved after every move, Continue resumes it.\n\
- Esc: back to the menu while nobody at the keyboard is deciding.\n\
- u (Ctrl-Z while typing): take back your last decision, while nobody else has decided since and it showed nothing new (no card drawn, die rolled, hidden card turned, word put to the table; with other people at the table, no card from your hand either); against computers only, back to your previous decision. The footer shows u when it works. House rule undo = false turns it off.\n\
- h (Ctrl-G while typing): a hint, what the normal computer player would do now, on your own screen only; hints are counted. House rule hints = false turns them off.\n\
- c continues after a round summary; at the end, r plays again with the same seats, m goes to the menu, and v (at a keyboard shared by two or more people) shows a person their own part of the summary, such as Palace's review list, after a hand-off.\n",
        "\nTECLAS EN TODAS LAS MESAS\n\
- Tab: los puntos (en terminales de 112 columnas o más se ven junto a la mesa; si no caben en la pantalla, Arriba/Abajo y RePág/AvPág los desplazan).\n\
- Ctrl-L: todas las jugadas hasta ahora (Arriba/Abajo desplazan, Esc cierra).\n\
- Ctrl-E: exporta el registro de la partida a la carpeta de registros.\n\
- ? (F1 mientras escribes, donde ? es texto): esta ayuda. Ctrl-Q: salir; la partida se guarda tras cada jugada y Continuar la reanuda.\n\
- Esc: vuelve al menú mientras nadie en el teclado está decidiendo.\n\
- u (Ctrl-Z mientras escribes): deshace tu última decisión, mientras nadie más haya decidido después y no haya mostrado nada nuevo (ni carta robada, ni dado, ni carta oculta, ni palabra sometida a la mesa; con otras personas en la mesa, tampoco una carta de tu mano); contra máquinas solamente, hasta tu decisión anterior. El pie muestra u cuando funciona. La regla undo = false lo desactiva.\n\
- h (Ctrl-G mientras escribes): una pista, lo que haría la máquina normal ahora, solo en tu pantalla; las pistas se cuentan. La regla hints = false las desactiva.\n\
- c sigue tras el resumen de una ronda; al final, v (en un teclado de dos o más personas) muestra a una persona su propia parte del resumen, como la lista de repaso de Palace, tras pasarle el teclado, r juega otra vez con los mismos asientos, m va al menú.\n"
    ),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Lang;

    /// The filled texts read as the `format!`s they replaced did, word for word.
    #[test]
    fn filled_texts_read_as_before() {
        let (en, es) = (words(Lang::En), words(Lang::Es));
        let over = |w: &Words, names: &str, verb: &str| {
            fill(
                w.game_over_line,
                &[("how", "Lowest total: "), ("names", names), ("verb", verb)],
            )
        };
        let both = ["Ana", "Bea"];
        assert_eq!(
            over(en, &both.join(en.game_over_and), en.game_over_share),
            "Game over. Lowest total: Ana and Bea share the win!"
        );
        assert_eq!(
            over(es, &both.join(es.game_over_and), es.game_over_share),
            "Fin de la partida. Lowest total: comparten la victoria Ana y Bea."
        );
        assert_eq!(
            over(es, "Ana", es.game_over_wins),
            "Fin de la partida. Lowest total: gana Ana."
        );
        let key = |w: &Words| {
            fill(
                w.poll_not_a_key,
                &[
                    ("c", "x"),
                    ("seats", "3"),
                    ("keys", &["y", "n"].join(w.poll_or)),
                ],
            )
        };
        assert_eq!(
            key(en),
            "'x' does nothing here: type your seat number (1-3), then y or n."
        );
        assert_eq!(
            key(es),
            "«x» no hace nada aquí: escribe tu número de asiento (1-3) y luego y o n."
        );
        let size = [("need_w", "80"), ("need_h", "24"), ("w", "60"), ("h", "20")];
        assert_eq!(fill(en.too_small_size, &size), "Need 80x24, have 60x20.");
        assert_eq!(
            fill(es.too_small_size, &size),
            "Hace falta 80x24, hay 60x20."
        );
        assert_eq!(
            fill(es.handoff_pass_to, &[("name", "Ana")]),
            "Pasa el teclado a Ana y pulsa Intro"
        );
        assert_eq!(fill(en.thinking, &[("name", "Bot")]), "Bot is thinking…");
        assert_eq!(
            fill(es.summary_more, &[("rows", "2 filas")]),
            " ↓ 2 filas más · ↑↓ desplazar "
        );
        assert!(
            en.table_keys
                .starts_with("\nKEYS AT EVERY TABLE\n- Tab: the score pad")
        );
        assert!(es.table_keys.ends_with("m va al menú.\n"));
    }
}
