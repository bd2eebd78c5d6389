//! The replay viewer's words (src/app/replay.rs, src/ui/replay.rs), English and Spanish
//! side by side. `{name}` marks a place filled with `fill`.

pub use crate::engine::words::fill;

crate::engine::words::table! {
    title = ("Replay", "Repetición"),
    header_move = ("move {ply}/{plies}", "jugada {ply}/{plies}"),
    header_round = ("round/hand {n}", "ronda/mano {n}"),
    view_of = ("{name}'s view", "vista de {name}"),
    view_all = ("all hands", "todas las manos"),
    // Keys, as the footer names them.
    key_step = ("move", "jugada"),
    key_round = ("round/hand", "ronda/mano"),
    key_ends = ("start/end", "inicio/fin"),
    key_view = ("next view", "otra vista"),
    key_seat = ("seat's view", "vista de un asiento"),
    key_all = ("all hands", "todas las manos"),
    key_review_plays = ("review", "repaso"),
    key_practise = ("practise from here", "practicar desde aquí"),
    practise_at_end = ("The game is over at this move: step back to the decision to practise from (←).", "La partida termina en esta jugada: vuelve atrás hasta la decisión desde la que practicar (←)."),
    key_scores = ("scores", "puntos"),
    key_close_scores = ("close scores", "cerrar puntos"),
    key_moves = ("moves", "jugadas"),
    key_scroll = ("scroll", "desplazar"),
    key_close = ("close", "cerrar"),
    key_back = ("back", "volver"),
    key_quit = ("quit", "salir"),
    key_rules = ("rules", "reglas"),
    // Where the replay stands.
    at_deal = ("The deal, before any move.", "El reparto, antes de ninguna jugada."),
    move_of = ("Move {ply} of {plies} · {name}: {text}", "Jugada {ply} de {plies} · {name}: {text}"),
    over = ("Game over: {winners}. Totals: {totals}.", "Fin de la partida: {winners}. Totales: {totals}."),
    // Keys that do nothing say why.
    at_start = ("This is the start of the game: there is nothing before it.", "Es el comienzo de la partida: no hay nada antes."),
    at_end = ("This is the end of the game: there is nothing after it.", "Es el final de la partida: no hay nada después."),
    no_seat = ("There is no seat {n}: this game has {seats}.", "No hay asiento {n}: esta partida tiene {seats}."),
    not_a_key = ("That key does nothing in a replay: the keys are at the bottom, ? explains them.", "Esa tecla no hace nada en la repetición: las teclas están abajo, ? las explica."),
    // Boxes.
    hands_title = (" Every hand, face up ", " Todas las manos, boca arriba "),
    log_title = (" Moves up to here ", " Jugadas hasta aquí "),
    pad_title = (" Scores ", " Puntos "),
    help = ("A finished game, move by move, every card face up (nothing is secret once a game is over).\n\n← → one move back or forward · ↑ ↓ (PgUp PgDn) the previous or next round or hand · Home End the start or the end.\n\nv shows the next view: each seat's own view of the table, as it looked to that player, then all hands (every seat's cards face up). 1-9 shows that seat's view, a all hands.\n\nTab the score pad at this move (beside the table on a wide terminal) · Ctrl-L every move up to this one · Esc or q back.\n\n", "Una partida terminada, jugada a jugada, con todas las cartas boca arriba (nada es secreto cuando la partida acaba).\n\n← → una jugada atrás o adelante · ↑ ↓ (RePág AvPág) la ronda o mano anterior o siguiente · Inicio Fin el comienzo o el final.\n\nv muestra otra vista: la de cada asiento, como la veía ese jugador, y luego todas las manos (las cartas de cada asiento boca arriba). 1-9 muestra la vista de ese asiento, a todas las manos.\n\nTab la hoja de puntos en esta jugada (al lado de la mesa en una terminal ancha) · Ctrl-L todas las jugadas hasta esta · Esc o q volver.\n\n"),
}
