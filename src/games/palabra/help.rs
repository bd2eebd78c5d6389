//! The rules summary and every ruling in force, in English and Spanish.

use super::bot::refill_count;
use super::config::{PalabraRules, WordCheck};
use super::text::{shave_rule_name, word_check_name};
use crate::engine::Lang;

/// The rules summary and the rulings in force, one line each.
pub fn help_lines(rules: &PalabraRules, l: Lang) -> Vec<String> {
    let fm = rules.final_multiplier;
    let shave = shave_rule_name(rules.shave, l);
    let check = word_check_name(rules.word_check, l);
    let mut v: Vec<String> = Vec::new();
    if l == Lang::En {
        v.push("Goal: the highest score. English words from colored letter cards; stars and color locks multiply.".into());
        v.push("Deck: 122 cards: 115 letters in red (circle), blue (triangle), green (diamond), yellow (square) and the two-color pairs red+blue and green+yellow; 3 wild cards (any letter), 2 vowel cards (A E I O U Y), 2 jokers. Two decks for 7 to 12 players.".into());
        v.push("Setup: each player cuts a card; the letter closest to Z starts (wild, vowel and joker cards and ties cut again). Seven cards each.".into());
        v.push("Your turn: your previous word is discarded; then optionally one pre-play (jokers or a shave) and draw back to 7; then optionally one play and draw back to 7.".into());
        v.push("Scoring: letter values x the stars of every starred card x2 when every card shares a color (color lock; two-color, wild and vowel cards count as any of their colors) or x4 when every card shares both colors of a pair (red+blue or green+yellow). +70 for a play that uses all 7 cards of your hand.".into());
        v.push("Typing: *X plays X with a wild card, +X plays the vowel X with a vowel card; otherwise letter cards are used, and the cards that score the most are chosen.".into());
        v.push("Ruling: the only one-letter words are A and O. PALABRA is always a word.".into());
        v.push("Ruling: building: add cards before and/or after another player's word (a straight stays a straight). You score all its letter values, but only the stars of your own cards; a color-locked word must stay locked. The word becomes yours; its owner keeps the points already scored.".into());
        v.push(
            "Straight: 3+ consecutive letters, A follows Z (X-Y-Z-A-B); scored like a word.".into(),
        );
        v.push("Ruling: flush: 5+ cards sharing a color; face values only (no stars, no lock, no 70 bonus); it cannot be shaved or built on, but can be jokered.".into());
        v.push("Ruling: vowel play: 6+ vowels (Y, vowel and wild cards count): 20 for 6, 40 for 7; shuffled back, replacements drawn; ends your turn. It needs at least as many cards in the draw pile as it shows.".into());
        v.push("Exchange: only with 10+ cards in the draw pile; draw the replacements, then the exchanged cards are shuffled back; ends your turn.".into());
        v.push(format!("Shave: letter cards matching letters of a word (a wild or vowel card in it is matched by the letter it stood for); a locked word only with cards of its color; each letter once; each moves its face value x the word's multipliers from the owner's score to yours. You may shave: {shave}. Flushes cannot be shaved."));
        v.push("Ruling: jokers: one per word, against any words of other players; they remove what the word still counts (70 bonus included). A jokered word stays on the table worth nothing (no more shaves or jokers, but it can be built on) until its owner discards it. No shave and joker in the same turn.".into());
        v.push(
            "Ruling: the pre-play decision is skipped when you have no possible pre-play.".into(),
        );
        v.push(format!("End: when the draw pile is empty and a player has no cards, the game ends at once; a last word play scores x{fm}. Also when the draw pile is empty and everyone passes in a row."));
        v.push("Ruling: the game also ends after three full rounds in a row with no pre-play and nothing laid on the table (stalemate).".into());
        v.push(if rules.penalty_color_lock {
            "House rule: cards left in hand count against you like a word: values x stars x the color lock.".into()
        } else {
            "Cards left in hand count against you like a word: values x stars (no color-lock multiplier).".into()
        });
        v.push(format!("Word check: {check}."));
        v.push(match rules.word_check {
            WordCheck::Strict => "Ruling: the dictionary refuses a wrong word before it is laid; you keep your decision and may try again.".into(),
            WordCheck::Challenge => "Ruling: any word may be laid; the others, in turn order, accept or challenge it. A successful challenge withdraws the word and ends your turn; a failed challenge costs the challenger their next turn.".into(),
            WordCheck::Vote => "Ruling: no dictionary; the others vote and the majority decides (a tie accepts). A rejected word is withdrawn without penalty and you may play another (not the same word again this turn).".into(),
        });
        if let Some(line) =
            crate::games::judge::dictionary_mark_help(rules.word_check, rules.preview_dictionary, l)
        {
            v.push(line);
        }
        if rules.word_check == WordCheck::Vote {
            v.push(crate::games::text::words(l).vote_closes_early.into());
        }
        if rules.eliminate_high_score {
            v.push("House rule: eliminate high score: no jokers in the deck; at the end each player's best word play (as scored when laid) is taken off.".into());
        }
        if rules.simultaneous_play {
            v.push("House rule: simultaneous play: each round everyone decides privately (pre-play, draw, then play) against the table as it was; then all pre-plays and then all plays are revealed and resolved in seat order, each as though it were the only one. Every word on the table counts as the previous play for shaving. Words are checked by the dictionary. A build on a word an earlier player already took is voided. The game ends at once when not everyone can draw back to 7; that round's plays get the final multiplier.".into());
        }
        if rules.impatient_timer_seconds > 0 {
            v.push(format!("House rule: impatient timer: {} seconds; when time is called, the player passes (in a challenge or vote: accepts).", rules.impatient_timer_seconds));
        }
        v.push(format!("Computer players: easy knows everyday words and counts letters, not stars or locks; normal plays the best-scoring move; strong also weighs what the next player could shave or joker, over {} hands dealt from the cards it cannot see (strong_budget), and, while the draw pile is long, what the cards it keeps could score next turn, over {} refills from those cards. None of them sees your cards.", rules.strong_budget, refill_count(rules.strong_budget)));
    } else {
        v.push("Objetivo: la puntuación más alta. Palabras inglesas con cartas de letras de colores; las estrellas y los bloqueos de color multiplican.".into());
        v.push("Mazo: 122 cartas: 115 letras en rojo (círculo), azul (triángulo), verde (rombo), amarillo (cuadrado) y las parejas rojo+azul y verde+amarillo; 3 comodines (cualquier letra), 2 cartas vocal (A E I O U Y), 2 jokers. Dos mazos para 7 a 12 jugadores.".into());
        v.push("Preparación: cada jugador corta una carta; empieza la letra más cercana a la Z (comodines, vocales, jokers y empates vuelven a cortar). Siete cartas cada uno.".into());
        v.push("Tu turno: se descarta tu palabra anterior; luego, si quieres, una pre-jugada (jokers o un afeitado) y robas hasta 7; luego, si quieres, una jugada y robas hasta 7.".into());
        v.push("Puntuación: valores de las letras x las estrellas de cada carta con estrellas x2 si todas las cartas comparten un color (bloqueo; las cartas de dos colores, comodines y vocales cuentan como cualquiera de sus colores) o x4 si comparten los dos colores de una pareja (rojo+azul o verde+amarillo). +70 si usas las 7 cartas de tu mano.".into());
        v.push("Escritura: *X juega X con un comodín, +X juega la vocal X con una carta vocal; si no, se usan cartas de letra, y se eligen las que más puntúan.".into());
        v.push(
            "Decisión: las únicas palabras de una letra son A y O. PALABRA siempre vale.".into(),
        );
        v.push("Decisión: construir: añade cartas antes y/o después de la palabra de otro jugador (una escalera sigue siendo escalera). Sumas todos los valores, pero solo las estrellas de tus cartas; una palabra bloqueada debe seguir bloqueada. La palabra pasa a ser tuya; su dueño conserva los puntos.".into());
        v.push(
            "Escalera: 3+ letras seguidas, la A sigue a la Z (X-Y-Z-A-B); puntúa como una palabra."
                .into(),
        );
        v.push("Decisión: color: 5+ cartas que comparten un color; solo valores (sin estrellas, bloqueo ni bono de 70); no se puede afeitar ni ampliar, pero sí recibir un joker.".into());
        v.push("Decisión: jugada de vocales: 6+ vocales (la Y, las cartas vocal y los comodines cuentan): 20 por 6, 40 por 7; vuelven al mazo y robas; termina tu turno. Necesita en el mazo al menos tantas cartas como muestra.".into());
        v.push("Cambio: solo con 10+ cartas en el mazo; robas las nuevas y luego las cambiadas se mezclan en el mazo; termina tu turno.".into());
        v.push(format!("Afeitar: cartas de letra iguales a letras de una palabra (un comodín o vocal en ella cuenta como la letra que representó); una palabra bloqueada solo con cartas de su color; cada letra una vez; cada una pasa su valor x los multiplicadores de la palabra del dueño a ti. Puedes afeitar: {shave}. Los colores no se afeitan."));
        v.push("Decisión: jokers: uno por palabra, contra palabras de otros jugadores; anulan lo que la palabra aún vale (bono de 70 incluido). La palabra queda en la mesa sin valor (no se afeita ni recibe otro joker, pero se puede ampliar) hasta que su dueño la descarta. No se afeita y juega joker en el mismo turno.".into());
        v.push("Decisión: si no tienes ninguna pre-jugada posible, se salta esa decisión.".into());
        v.push(format!("Final: con el mazo vacío, cuando un jugador se queda sin cartas la partida termina en el acto; una última jugada de palabra vale x{fm}. También si con el mazo vacío todos pasan seguidos."));
        v.push("Decisión: la partida también termina tras tres rondas completas seguidas sin pre-jugadas ni nada en la mesa (bloqueo).".into());
        v.push(if rules.penalty_color_lock {
            "Regla de la casa: las cartas que te quedan cuentan en contra como una palabra: valores x estrellas x bloqueo de color.".into()
        } else {
            "Las cartas que te quedan cuentan en contra como una palabra: valores x estrellas (sin bloqueo de color).".into()
        });
        v.push(format!("Comprobación de palabras: {check}."));
        v.push(match rules.word_check {
            WordCheck::Strict => "Decisión: el diccionario rechaza una palabra que no vale antes de bajarla; conservas la decisión y puedes probar otra.".into(),
            WordCheck::Challenge => "Decisión: puedes bajar cualquier palabra; los demás, por turno, la aceptan o la desafían. Un desafío acertado retira la palabra y termina tu turno; uno fallido hace perder al que desafió su próximo turno.".into(),
            WordCheck::Vote => "Decisión: sin diccionario; los demás votan y decide la mayoría (empate: se acepta). Una palabra rechazada se retira sin penalización y puedes jugar otra (no la misma en este turno).".into(),
        });
        if let Some(line) =
            crate::games::judge::dictionary_mark_help(rules.word_check, rules.preview_dictionary, l)
        {
            v.push(line);
        }
        if rules.word_check == WordCheck::Vote {
            v.push(crate::games::text::words(l).vote_closes_early.into());
        }
        if rules.eliminate_high_score {
            v.push("Regla de la casa: sin la mejor jugada: no hay jokers; al final se quita a cada jugador su mejor jugada (lo que sumó al bajarla).".into());
        }
        if rules.simultaneous_play {
            v.push("Regla de la casa: juego simultáneo: cada ronda todos deciden en secreto (pre-jugada, robo y jugada) con la mesa como estaba; luego se revelan y resuelven por orden de asiento todas las pre-jugadas y después todas las jugadas, cada una como si fuera la única. Para afeitar, toda palabra de la mesa cuenta como jugada anterior. Las palabras se comprueban con el diccionario. Se anula ampliar una palabra que otro jugador anterior ya tomó. La partida termina en el acto si no todos pueden robar hasta 7; las jugadas de esa ronda reciben el multiplicador final.".into());
        }
        if rules.impatient_timer_seconds > 0 {
            v.push(format!("Regla de la casa: reloj de arena: {} segundos; al cantar tiempo, el jugador pasa (en un desafío o votación: acepta).", rules.impatient_timer_seconds));
        }
        v.push(format!("Jugadores de la computadora: fácil conoce palabras corrientes y cuenta letras, no estrellas ni bloqueos; normal juega lo que más puntúa; fuerte además pesa lo que el siguiente podría afeitarle o anularle con un joker, sobre {} manos repartidas de las cartas que no ve (strong_budget), y, mientras el mazo es largo, lo que podrían puntuar en su turno siguiente las cartas que se queda, sobre {} robos de esas cartas. Ninguno ve tus cartas.", rules.strong_budget, refill_count(rules.strong_budget)));
    }
    v
}
