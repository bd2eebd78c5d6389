//! The rules summary and every ruling in force, in Spanish and English.

use super::cards::Deck;
use super::config::{RapiRules, WordCheck};
use crate::engine::Lang;

/// "A E O ... = 1; D G = 2; ...; comodín = 20", from the deck.
fn values_line(deck: &Deck, l: Lang) -> String {
    let mut by_value: Vec<(i32, Vec<char>)> = Vec::new();
    for s in &deck.letters {
        match by_value.iter_mut().find(|(v, _)| *v == s.value) {
            Some((_, v)) => v.push(s.letter),
            None => by_value.push((s.value, vec![s.letter])),
        }
    }
    by_value.sort_by_key(|(v, _)| *v);
    let mut parts: Vec<String> = by_value
        .iter()
        .map(|(v, cs)| {
            format!(
                "{} = {v}",
                cs.iter().map(char::to_string).collect::<Vec<_>>().join(" ")
            )
        })
        .collect();
    parts.push(format!(
        "{} = {}",
        super::text::game::words(l).wild_card,
        deck.comodin_value
    ));
    parts.join("; ")
}

/// The rules summary and the rulings in force, one line each.
pub fn help_lines(rules: &RapiRules, deck: &Deck, l: Lang) -> Vec<String> {
    let h = rules.hand_size;
    let size = deck.size();
    let wild = deck.comodines;
    let values = values_line(deck, l);
    let (end, pen, rew, fail) = (
        rules.game_end,
        rules.challenge_penalty,
        rules.challenge_reward,
        rules.failed_challenge_penalty,
    );
    let mut v: Vec<String> = Vec::new();
    match l {
        Lang::Es => {
            v.push("Objetivo: quedarte sin cartas formando palabras con tantas letras como marque el dado.".into());
            v.push(format!("Mazo: {size} cartas, {} letras con las frecuencias del castellano (una Ñ, sin CH, LL ni RR) y {wild} comodines (decisión del proyecto).", size - wild as usize));
            v.push(format!("Reparto: {h} cartas a cada jugador; el resto es el mazo, boca abajo; la primera carta se da vuelta y empieza el pozo. El primer repartidor se sortea; luego reparte el siguiente a la izquierda."));
            v.push("Decisión: una mano va del reparto hasta que alguien se queda sin cartas; una ronda es un turno de cada jugador. Al empezar cada ronda, el jugador a la izquierda del que repartió tira el dado y juega primero.".into());
            v.push("En tu turno haces una sola jugada: formar una palabra, agregar letras a una palabra de la mesa, reemplazar letras, o robar una carta.".into());
            v.push("Formar: una palabra nueva con exactamente las letras que pide el dado, con cartas de tu mano. Los comodines solo se usan al formar: escribe * antes de la letra que representa (CA*SA). Sin tecla Ñ: escribe N y luego ~ (N~ da Ñ).".into());
            v.push("Decisión: con el dado en 1 solo valen A, Y, O, U.".into());
            v.push("Decisión: agregar letras: a cualquier palabra de la mesa, en cualquier lugar (delante, en medio, detrás); las letras que ya estaban conservan su orden; el resultado tiene exactamente las letras del dado y es otra palabra válida (DE + DOS = DEDOS con un 5). Sin comodines.".into());
            v.push(if rules.replace_needs_repeat {
                "Decisión: reemplazar letras: solo cuando el dado repite el número de la ronda anterior (la primera ronda de cada mano no tiene número anterior); la palabra tiene las letras del dado y las conserva.".into()
            } else {
                "Regla de la casa: reemplazar letras se permite en cualquier ronda; la palabra tiene las letras del dado y las conserva.".into()
            });
            v.push("Decisión: al reemplazar salen tantas cartas como entran, boca arriba al pozo; queda al menos una letra; se reemplazan las menos letras posibles (CASOS -> CAREO cambia las dos S por R y E, como el ejemplo del reglamento). Sin comodines.".into());
            v.push("Robar: una carta del mazo o la de arriba del pozo, y termina el turno. Siempre puedes robar en lugar de jugar.".into());
            v.push("Decisión: si se acaba el mazo, el pozo menos su carta de arriba se mezcla como mazo nuevo. Quien no pone palabra y no tiene de dónde robar pasa (aunque hubiera palabra posible: nadie está obligado a encontrarla); si todos pasan seguidos, la mano termina.".into());
            v.push(format!(
                "Comprobación de palabras: {}.",
                super::text::word_check_name(rules.word_check, l)
            ));
            v.push(match rules.word_check {
                WordCheck::Strict => "Decisión: el diccionario (o la lista de nombres propios) rechaza una palabra que no vale antes de bajarla; conservas el turno y puedes probar otra.".into(),
                WordCheck::Challenge => format!("Decisión: puedes bajar cualquier palabra; los demás, por turno, la aceptan o la desafían. Si no vale: recoges las cartas, pierdes el turno y sumas {pen}; quien desafió resta {rew}. Desafiar una palabra buena cuesta {fail}."),
                WordCheck::Vote => "Decisión: sin diccionario; los demás votan y decide la mayoría (empate: se acepta). Rechazada: recoges las cartas y pierdes el turno, sin puntos.".into(),
            });
            if let Some(line) = crate::games::judge::dictionary_mark_help(
                rules.word_check,
                rules.preview_dictionary,
                l,
            ) {
                v.push(line);
            }
            if rules.word_check == WordCheck::Vote {
                v.push(crate::games::text::words(l).vote_closes_early.into());
            }
            v.push("Decisión: los nombres propios valen (reglamento); con diccionario, solo los de la lista del juego; en votación decide la mesa. Los acentos no cuentan (CAMIÓN = CAMION); la Ñ es su propia letra.".into());
            v.push(format!("Fin de la mano: quien se queda sin cartas la termina; los demás suman en contra el valor de las cartas que les quedan: {values}."));
            v.push(format!("Decisión: la partida termina al final de la mano en que alguien llega a {end} puntos en contra (los puntos de desafío cuentan); gana el total más bajo y los empatados comparten la victoria."));
            v.push(format!("Jugadores de la computadora: fácil solo conoce palabras corrientes y baja la más larga que ve (sin ninguna, roba, o pasa si no hay de dónde robar); normal se descarta de los puntos más altos; fuerte además se queda con una mano que sirva para los próximos números del dado, elige entre el pozo y el mazo y calcula quién puede cerrar, sobre {} manos repartidas de las cartas que no ve (strong_budget). Ninguno ve tus cartas.", rules.strong_budget));
        }
        Lang::En => {
            v.push("Goal: get rid of all your cards by forming words with as many letters as the die shows.".into());
            v.push(format!("Deck: {size} cards, {} letters with Spanish letter frequencies (one Ñ, no CH, LL or RR cards) and {wild} wild cards (comodines; the project's decision).", size - wild as usize));
            v.push(format!("Deal: {h} cards each; the rest is the mazo, face down; its first card is turned up to start the pozo. The first dealer is drawn at random; then the deal moves left."));
            v.push("Ruling: a hand runs from the deal until someone has no cards; a cycle is one turn for every player. At the start of every cycle the player left of the dealer rolls the die and plays first.".into());
            v.push("On your turn you make exactly one move: form a word, add letters to a word on the table, replace letters, or draw a card.".into());
            v.push("Form: a new word with exactly the die's number of letters, from your hand. Wild cards are used only to form: type * before the letter one stands for (CA*SA). No Ñ key: type N then ~ (N~ makes Ñ).".into());
            v.push("Ruling: with the die at 1, only A, Y, O and U are words.".into());
            v.push("Ruling: adding letters: to any word on the table, anywhere in it (before, between, after); the letters already there keep their order; the result has exactly the die's number of letters and is a different valid word (DE + DOS = DEDOS with a 5). No wild cards.".into());
            v.push(if rules.replace_needs_repeat {
                "Ruling: replacing letters: only when the die repeats the previous cycle's number (the first cycle of a hand has no previous number); the word has the die's length and keeps it.".into()
            } else {
                "House rule: replacing letters is allowed in any cycle; the word has the die's length and keeps it.".into()
            });
            v.push("Ruling: replacing takes out as many cards as it puts in, face up onto the pozo; at least one letter stays; the fewest letters possible are replaced (CASOS -> CAREO swaps the two S for R and E, as in the rulebook's example). No wild cards.".into());
            v.push("Draw: one card from the mazo or the top of the pozo, and your turn ends. You may always draw instead of playing.".into());
            v.push("Ruling: when the mazo runs out, the pozo less its top card is shuffled into a new mazo. A player who lays no word and has nothing to draw passes (even if a word could be made: nobody is made to find one); if everyone passes in a row, the hand ends.".into());
            v.push(format!(
                "Word check: {}.",
                super::text::word_check_name(rules.word_check, l)
            ));
            v.push(match rules.word_check {
                WordCheck::Strict => "Ruling: the dictionary (or the list of proper names) refuses a wrong word before it is laid; you keep your turn and may try another.".into(),
                WordCheck::Challenge => format!("Ruling: any word may be laid; the others, in turn order, accept or challenge it. If it is wrong: you take the cards back, lose the turn and get {pen} points; the challenger takes {rew} off. Challenging a good word costs {fail}."),
                WordCheck::Vote => "Ruling: no dictionary; the others vote and the majority decides (a tie accepts). Refused: you take the cards back and lose the turn, no points.".into(),
            });
            if let Some(line) = crate::games::judge::dictionary_mark_help(
                rules.word_check,
                rules.preview_dictionary,
                l,
            ) {
                v.push(line);
            }
            if rules.word_check == WordCheck::Vote {
                v.push(crate::games::text::words(l).vote_closes_early.into());
            }
            v.push("Ruling: proper names are words (rulebook); with the dictionary, only those on the game's list; in a vote the table decides. Accents do not count (CAMIÓN = CAMION); Ñ is a letter of its own.".into());
            v.push(format!("End of a hand: whoever has no cards ends it; the others score against them the values of the cards left in hand: {values}."));
            v.push(format!("Ruling: the game ends after the hand in which someone reaches {end} penalty points (challenge points count); the lowest total wins and tied players share the win."));
            v.push(format!("Computer players: easy knows only everyday words and lays the longest it sees (with none, it draws, or passes when there is nothing to draw); normal sheds the most penalty points; strong also keeps a hand that fits the die's next numbers, chooses between the pozo and the mazo, and judges who may go out, over {} hands dealt from the cards it cannot see (strong_budget). None of them sees your cards.", rules.strong_budget));
        }
    }
    v
}
