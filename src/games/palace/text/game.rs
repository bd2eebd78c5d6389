//! Palace's lobby and poll words (rules summary, the vote's question and answers),
//! English and Spanish side by side. `{name}` marks a place filled with `fill`.

pub use crate::engine::words::fill;

crate::engine::words::table! {
    // A seat's cards in a replay (every card face up once the game is over).
    replay_hand = ("hand {hand} · up {up} · down {down}", "mano {hand} · arriba {up} · abajo {down}"),
    english = ("English", "inglés"),
    spanish = ("Spanish", "español"),
    summary = ("{players} players, {decks} deck(s) · practise {practised}, {level} · timer {timer}", "{players} jugadores, {decks} baraja(s) · practicar {practised}, {level} · tiempo {timer}"),
    no_timer = ("none", "sin límite"),
    vote_question = ("{taker} answers aloud: {prompt} Did {taker} do it? Most votes decide (a tie accepts).", "{taker} responde en voz alta: {prompt} ¿Lo hizo {taker}? Decide la mayoría (el empate acepta)."),
    accept = ("accept", "aceptar"),
    refuse = ("refuse", "rechazar"),
    // Hints (README, "Undo and hints"): told without playing what they would turn.
    hint_blind = ("play face-down card {n} blind", "juega a ciegas la carta boca abajo {n}"),
    hint_answer = ("none for a challenge: answer it yourself", "ninguna para un desafío: respóndelo tú"),
}
