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
    vote_question_typed = ("{taker} answers “{answer}” to: {prompt} Is it right? Most votes decide (a tie accepts).", "{taker} responde «{answer}» a: {prompt} ¿Es correcto? Decide la mayoría (el empate acepta)."),
    help_open_typed = ("Open challenges (no fixed answers): the person answering types the answer, and it is shown on every voter's screen before the other people vote (house rule open_answers = \"aloud\": said aloud, for one room).", "Retos abiertos (sin respuestas fijas): quien responde escribe la respuesta, y sale en la pantalla de cada votante antes de que voten los demás (regla de la casa open_answers = \"aloud\": se dice en voz alta, para una sola sala)."),
    help_open_aloud = ("Open challenges (no fixed answers): the person answering says the answer aloud and the other people vote (house rule open_answers = \"aloud\", for one room; \"typed\": typed and shown on every voter's screen).", "Retos abiertos (sin respuestas fijas): quien responde dice la respuesta en voz alta y votan los demás (regla de la casa open_answers = \"aloud\", para una sola sala; \"typed\": se escribe y sale en la pantalla de cada votante)."),
    // What the table waits for when several decide at once (a challenge series at a
    // hosted table): `{names}` are one or more names; the parts are joined by `;`.
    awaited = ("Waiting for {parts}.", "Esperando: {parts}."),
    awaited_pick = ("{names} to pick", "{names} elige"),
    awaited_pick_many = ("{names} to pick", "{names} eligen"),
    awaited_answer = ("{names} to answer", "{names} responde"),
    awaited_answer_many = ("{names} to answer", "{names} responden"),
    awaited_vote = ("{names} to vote", "{names} vota"),
    awaited_vote_many = ("{names} to vote", "{names} votan"),
    help_series = ("A series of challenges (a stuck player's, a 10's) at a hosted table: every giver at a terminal of their own picks at once, and each answer may be given as soon as its challenge is picked, in any order; each screen says whom the table waits for. At a shared keyboard, and for computers, the picks and answers go one at a time in seat order.", "Una serie de retos (la de quien no puede jugar, la de un 10) en una mesa con otros terminales: cada persona que da un reto desde su propio terminal lo elige a la vez que las demás, y cada respuesta puede darse en cuanto su reto está elegido, en cualquier orden; cada pantalla dice a quién espera la mesa. En un teclado compartido, y para las máquinas, se elige y se responde de uno en uno en el orden de la mesa."),
    help_vote_closes = ("A vote on an answer closes as soon as its result cannot change: once the votes cast decide it whatever the others would vote (a tie accepts), the others are not asked. Votes stay secret until counted, so the voters may vote in any order: nobody waits for one who is away once the result is sure.", "La votación sobre una respuesta se cierra en cuanto su resultado ya no puede cambiar: cuando los votos dados la deciden voten lo que voten los demás (un empate acepta), a los demás no se les pregunta. Los votos son secretos hasta el recuento, así que se puede votar en cualquier orden: nadie espera a quien no está una vez que el resultado es seguro."),
    accept = ("accept", "aceptar"),
    refuse = ("refuse", "rechazar"),
    // Hints (README, "Undo and hints"): told without playing what they would turn.
    hint_blind = ("play face-down card {n} blind", "juega a ciegas la carta boca abajo {n}"),
    hint_answer = ("none for a challenge: answer it yourself", "ninguna para un desafío: respóndelo tú"),
    // The review at the game's end (house rule public_review off): the summary everyone
    // sees says who has a list; each list goes only to its person's screen.
    review_count_one = ("{name}: 1 challenge to review", "{name}: 1 reto para repasar"),
    review_count = ("{name}: {n} challenges to review", "{name}: {n} retos para repasar"),
    review_private = ("Each list is shown to its person only.", "Cada lista se muestra solo a su persona."),
    help_review_private = ("The review at the end: each person sees only their own list of missed challenges, with the right answers and what they typed (on their own terminal; at a shared keyboard with v, after a hand-off); everyone sees the tallies and who has a list (house rule public_review: every list on every screen). With only computers at the table every list is shown.", "El repaso al final: cada persona ve solo su propia lista de retos fallados, con las respuestas correctas y lo que escribió (en su propio terminal; en un teclado compartido con v, tras pasar el teclado); todos ven los recuentos y quién tiene lista (regla de la casa public_review: todas las listas en todas las pantallas). Con solo máquinas en la mesa se muestran todas."),
    help_review_public = ("House rule public_review: at the end, every person's list of missed challenges, with the right answers and what they typed, is on every screen.", "Regla de la casa public_review: al final, la lista de retos fallados de cada persona, con las respuestas correctas y lo que escribió, sale en todas las pantallas."),
}
