//! Every player-visible Rapiletras string, in Spanish and English. The rules help is in
//! `help.rs`.

use super::cards::Card;
use super::config::WordCheck;
use super::error::RapiError;
use super::state::{Phase, Pile, RapiEvent, RapiMove, WordKind};
use super::view::RapiView;
use super::words::Change;
use crate::engine::Lang;

/// The table screen's words (prompts, keys, labels).
pub mod screen;

/// The lobby's and the summaries' words.
pub mod game;

/// "A", "Ñ", "comodín" / "wild card".
pub fn card_name(c: Card, lang: Lang) -> String {
    match c {
        Card::Letter(l) => l.to_string(),
        Card::Comodin => lang.pick("wild card", "comodín").into(),
    }
}

pub fn card_list(cards: &[Card], lang: Lang) -> String {
    cards
        .iter()
        .map(|&c| card_name(c, lang))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn pile_name(p: Pile, lang: Lang) -> &'static str {
    match p {
        Pile::Mazo => lang.pick("the mazo (draw pile)", "el mazo"),
        Pile::Pozo => lang.pick("the pozo (discard pile)", "el pozo"),
    }
}

pub fn phase_name(p: Phase, lang: Lang) -> &'static str {
    match p {
        Phase::Playing => lang.pick("Playing", "Juego"),
        Phase::Challenge => lang.pick("Challenge", "Desafío"),
        Phase::Vote => lang.pick("Vote", "Votación"),
        Phase::GameOver => lang.pick("Game over", "Fin de la partida"),
    }
}

pub fn word_check_name(w: WordCheck, lang: Lang) -> &'static str {
    match w {
        WordCheck::Strict => lang.pick("dictionary", "diccionario"),
        WordCheck::Challenge => lang.pick("challenge", "desafío"),
        WordCheck::Vote => lang.pick("vote", "votación"),
    }
}

/// A seat's name: `names[seat]`, or "Asiento N" / "Seat N".
pub fn seat_name(names: &[String], seat: usize, lang: Lang) -> String {
    match names.get(seat) {
        Some(n) => n.clone(),
        None => format!("{} {}", lang.pick("Seat", "Asiento"), seat + 1),
    }
}

/// "1 letra", "5 letras" / "1 letter", "5 letters".
pub fn letters(n: usize, lang: Lang) -> String {
    match (lang, n) {
        (Lang::En, 1) => "1 letter".into(),
        (Lang::En, _) => format!("{n} letters"),
        (Lang::Es, 1) => "1 letra".into(),
        (Lang::Es, _) => format!("{n} letras"),
    }
}

pub fn error_text(e: &RapiError, l: Lang) -> String {
    use RapiError::*;
    let es = l == Lang::Es;
    match e {
        PlayerCount(n) if es => format!("Rapiletras es para 2 a 6 jugadores, no {n}."),
        PlayerCount(n) => format!("Rapiletras is for 2 to 6 players, not {n}."),
        BadSetup => l.pick("That position cannot exist (or the deck is too small).", "Esa posición no puede existir (o el mazo es demasiado pequeño).").into(),
        GameOver => l.pick("The game is over.", "La partida ha terminado.").into(),
        NotYourTurn => l.pick("It is not your turn.", "No es tu turno.").into(),
        WrongPhase => l.pick("That move does not fit now.", "Esa jugada no corresponde ahora.").into(),
        EmptyWord => l.pick("Type a word.", "Escribe una palabra.").into(),
        BadCharacter(c) if es => format!("«{c}» no es una letra: escribe solo letras (y * antes de la letra que pones con un comodín)."),
        BadCharacter(c) => format!("'{c}' is not a letter: type letters only (and * before a letter played with a wild card)."),
        DanglingStar => l.pick("After * comes the letter the wild card stands for (e.g. CA*SA).", "Después de * va la letra que representa el comodín (por ejemplo CA*SA).").into(),
        WrongLength { need, got } if es => format!("El dado pide {}; la palabra tiene {got}.", letters(*need, l)),
        WrongLength { need, got } => format!("The die asks for {}; the word has {got}.", letters(*need, l)),
        OneLetterWords => l.pick("With the die at 1, only A, Y, O and U are words.", "Con el dado en 1 solo valen A, Y, O, U.").into(),
        MissingLetter(c) if es => format!("Te falta una {c} en la mano."),
        MissingLetter(c) => format!("You do not have a {c} card to spare."),
        NotEnoughComodines { need: 1, have } if es => format!("La palabra pide 1 comodín y tienes {have}."),
        NotEnoughComodines { need, have } if es => format!("La palabra pide {need} comodines y tienes {have}."),
        NotEnoughComodines { need, have } => format!("The word needs {need} wild cards and you have {have}."),
        ComodinOnlyToForm => l.pick("Wild cards are only used to form a new word, not to add or replace letters.", "Los comodines solo se usan al formar una palabra nueva, no al agregar ni al reemplazar.").into(),
        NotAWord(w) if es => format!("{w} no está en el diccionario ni en la lista de nombres."),
        NotAWord(w) => format!("{w} is neither in the dictionary nor on the list of names."),
        NoSuchWord(i) if es => format!("No hay palabra {} en la mesa.", i + 1),
        NoSuchWord(i) => format!("There is no word {} on the table.", i + 1),
        AddNeedsShorter { word, die } if es => format!("{word} ya tiene {}: para agregar letras debe tener menos de {die}.", letters(word.chars().count(), l)),
        AddNeedsShorter { word, die } => format!("{word} already has {}: to add letters it must have fewer than {die}.", letters(word.chars().count(), l)),
        OldLettersLost { old, new } if es => format!("{new} no conserva las letras de {old} en su orden."),
        OldLettersLost { old, new } => format!("{new} does not keep the letters of {old} in their order."),
        SameWord(w) if es => format!("{w} ya está así en la mesa: la palabra debe cambiar."),
        SameWord(w) => format!("{w} is already on the table: the word must change."),
        ReplaceNeedsRepeat { die, previous } => {
            let prev = previous.map_or("-".to_string(), |p| p.to_string());
            match l {
                Lang::Es => format!("Solo se reemplazan letras cuando el dado repite el número de la ronda anterior (ahora {die}, antes {prev})."),
                Lang::En => format!("Letters are replaced only when the die repeats the previous cycle's number (now {die}, before {prev})."),
            }
        }
        ReplaceLength { word, die } if es => format!("Al reemplazar, la palabra conserva su largo: {word} tiene {} y el dado pide {die}.", letters(word.chars().count(), l)),
        ReplaceLength { word, die } => format!("Replacing keeps the word's length: {word} has {} and the die asks for {die}.", letters(word.chars().count(), l)),
        NothingKept { old, new } if es => format!("{new} no conserva ninguna letra de {old}: al reemplazar queda al menos una letra en su orden."),
        NothingKept { old, new } => format!("{new} keeps no letter of {old}: replacing leaves at least one letter in its order."),
        MazoEmpty => l.pick("The mazo is empty (and the pozo cannot refill it).", "El mazo está vacío (y el pozo no alcanza para rehacerlo).").into(),
        PozoEmpty => l.pick("The pozo is empty.", "El pozo está vacío.").into(),
        CannotPass => l.pick("You can still draw: only a player with nothing to draw passes.", "Aún puedes robar: solo pasa quien no tiene de dónde robar.").into(),
        NotInHand(c) if es => format!("No tienes esa carta ({}).", card_name(*c, l)),
        NotInHand(c) => format!("You do not hold that card ({}).", card_name(*c, l)),
    }
}

pub fn event_text(e: &RapiEvent, l: Lang, names: &[String]) -> String {
    let n = |s: usize| seat_name(names, s, l);
    let es = l == Lang::Es;
    match e {
        RapiEvent::Dealt {
            hand_no,
            dealer,
            pozo_top,
        } => {
            let top = pozo_top.map_or("-".into(), |c| card_name(c, l));
            match l {
                Lang::Es => format!(
                    "Mano {hand_no}: reparte {}; el pozo empieza con {top}.",
                    n(*dealer)
                ),
                Lang::En => format!(
                    "Hand {hand_no}: {} deals; the pozo starts with {top}.",
                    n(*dealer)
                ),
            }
        }
        RapiEvent::DieRolled {
            seat,
            value,
            repeat,
            ..
        } => {
            let again = match (l, repeat) {
                (_, false) => "",
                (Lang::Es, true) => " Repite el número anterior.",
                (Lang::En, true) => " It repeats the previous number.",
            };
            match l {
                Lang::Es => format!(
                    "{} tira el dado: {}.{again}",
                    n(*seat),
                    letters(usize::from(*value), l)
                ),
                Lang::En => format!(
                    "{} rolls the die: {}.{again}",
                    n(*seat),
                    letters(usize::from(*value), l)
                ),
            }
        }
        RapiEvent::Formed {
            seat,
            word,
            comodines: 0,
        } if es => format!("{} baja {word}.", n(*seat)),
        RapiEvent::Formed {
            seat,
            word,
            comodines: 0,
        } => format!("{} lays {word}.", n(*seat)),
        RapiEvent::Formed {
            seat,
            word,
            comodines,
        } if es => {
            format!(
                "{} baja {word} (con {comodines} {}).",
                n(*seat),
                if *comodines == 1 {
                    "comodín"
                } else {
                    "comodines"
                }
            )
        }
        RapiEvent::Formed {
            seat,
            word,
            comodines,
        } => format!(
            "{} lays {word} (with {comodines} wild card{}).",
            n(*seat),
            if *comodines == 1 { "" } else { "s" }
        ),
        RapiEvent::Added {
            seat,
            old,
            word,
            added,
        } if es => format!(
            "{} agrega {} a {old}: {word}.",
            n(*seat),
            letters(*added, l)
        ),
        RapiEvent::Added {
            seat,
            old,
            word,
            added,
        } => format!("{} adds {} to {old}: {word}.", n(*seat), letters(*added, l)),
        RapiEvent::Replaced {
            seat,
            old,
            word,
            to_pozo,
        } if es => format!(
            "{} cambia {old} por {word}; al pozo: {}.",
            n(*seat),
            card_list(to_pozo, l)
        ),
        RapiEvent::Replaced {
            seat,
            old,
            word,
            to_pozo,
        } => format!(
            "{} turns {old} into {word}; onto the pozo: {}.",
            n(*seat),
            card_list(to_pozo, l)
        ),
        RapiEvent::Drew {
            seat,
            from: Pile::Pozo,
            card: Some(c),
        } if es => format!("{} roba {} del pozo.", n(*seat), card_name(*c, l)),
        RapiEvent::Drew {
            seat,
            from: Pile::Pozo,
            card: Some(c),
        } => format!("{} draws {} from the pozo.", n(*seat), card_name(*c, l)),
        RapiEvent::Drew { seat, from, .. } if es => {
            format!(
                "{} roba del {}.",
                n(*seat),
                if *from == Pile::Mazo { "mazo" } else { "pozo" }
            )
        }
        RapiEvent::Drew { seat, from, .. } => {
            format!("{} draws from {}.", n(*seat), pile_name(*from, l))
        }
        RapiEvent::MazoRefilled { cards } if es => format!(
            "Se acabó el mazo: el pozo, menos su carta de arriba, se mezcla como mazo nuevo ({cards} cartas)."
        ),
        RapiEvent::MazoRefilled { cards } => format!(
            "The mazo ran out: the pozo, less its top card, is shuffled into a new mazo ({cards} cards)."
        ),
        RapiEvent::Passed { seat } if es => format!("{} no puede jugar ni robar: pasa.", n(*seat)),
        RapiEvent::Passed { seat } => format!("{} can neither play nor draw: passes.", n(*seat)),
        RapiEvent::Accepted { seat } if es => format!("{} acepta la palabra.", n(*seat)),
        RapiEvent::Accepted { seat } => format!("{} accepts the word.", n(*seat)),
        RapiEvent::ChallengeWon {
            challenger,
            player,
            word,
            penalty,
            reward,
        } if es => format!(
            "{0} desafía {word} y acierta: no vale. {1} recoge sus cartas, pierde el turno y suma {penalty} puntos; {0} resta {reward}.",
            n(*challenger),
            n(*player)
        ),
        RapiEvent::ChallengeWon {
            challenger,
            player,
            word,
            penalty,
            reward,
        } => format!(
            "{0} challenges {word} and is right: it is not a word. {1} takes the cards back, loses the turn and gets {penalty} points; {0} takes {reward} off.",
            n(*challenger),
            n(*player)
        ),
        RapiEvent::ChallengeFailed {
            challenger,
            word,
            penalty,
            ..
        } => {
            let cost = match (l, *penalty) {
                (_, 0) => String::new(),
                (Lang::Es, p) => format!(" {} suma {p} puntos.", n(*challenger)),
                (Lang::En, p) => format!(" {} gets {p} points.", n(*challenger)),
            };
            match l {
                Lang::Es => format!(
                    "{} desafía {word}, pero la palabra vale.{cost}",
                    n(*challenger)
                ),
                Lang::En => format!(
                    "{} challenges {word}, but the word is good.{cost}",
                    n(*challenger)
                ),
            }
        }
        RapiEvent::VoteClosed { word, unasked, .. } => {
            let unasked: Vec<String> = unasked.iter().map(|&s| n(s)).collect();
            crate::games::judge::closed_early_text(l, word, &unasked)
        }
        RapiEvent::Voted { seat, accept } if es => {
            format!("{} vota {}.", n(*seat), if *accept { "sí" } else { "no" })
        }
        RapiEvent::Voted { seat, accept } => {
            format!("{} votes {}.", n(*seat), if *accept { "yes" } else { "no" })
        }
        RapiEvent::VoteResult {
            player,
            word,
            yes,
            no,
            accepted: true,
        } if es => format!(
            "{word}: {yes} a favor, {no} en contra. La mesa la acepta; es de {}.",
            n(*player)
        ),
        RapiEvent::VoteResult {
            player,
            word,
            yes,
            no,
            accepted: true,
        } => format!(
            "{word}: {yes} yes, {no} no. The table accepts it; it stays for {}.",
            n(*player)
        ),
        RapiEvent::VoteResult {
            player,
            word,
            yes,
            no,
            ..
        } if es => format!(
            "{word}: {yes} a favor, {no} en contra. Rechazada: {} recoge sus cartas y pierde el turno.",
            n(*player)
        ),
        RapiEvent::VoteResult {
            player,
            word,
            yes,
            no,
            ..
        } => format!(
            "{word}: {yes} yes, {no} no. Refused: {} takes the cards back and loses the turn.",
            n(*player)
        ),
        RapiEvent::Blocked => l
            .pick(
                "Nobody can play nor draw: the hand ends.",
                "Nadie puede jugar ni robar: la mano termina.",
            )
            .into(),
        RapiEvent::HandScored {
            hand_no,
            went_out,
            penalties,
            totals,
        } => {
            let parts: Vec<String> = penalties
                .iter()
                .zip(totals)
                .enumerate()
                .map(|(s, (p, t))| format!("{} +{p} ({t})", n(s)))
                .collect();
            let out = match (l, went_out) {
                (Lang::Es, Some(s)) => format!("{} se queda sin cartas. ", n(*s)),
                (Lang::En, Some(s)) => format!("{} has no cards left. ", n(*s)),
                _ => String::new(),
            };
            match l {
                Lang::Es => format!(
                    "Fin de la mano {hand_no}. {out}Puntos en contra: {}.",
                    parts.join(", ")
                ),
                Lang::En => format!(
                    "End of hand {hand_no}. {out}Penalty points: {}.",
                    parts.join(", ")
                ),
            }
        }
        RapiEvent::GameOver { winners } => {
            let w: Vec<String> = winners.iter().map(|&s| n(s)).collect();
            match (l, w.len()) {
                (Lang::En, 1) => format!("{} wins the game!", w.join("")),
                (Lang::En, _) => format!("{} share the win!", w.join(" and ")),
                (Lang::Es, 1) => format!("¡{} gana la partida!", w.join("")),
                (Lang::Es, _) => format!("¡{} comparten la victoria!", w.join(" y ")),
            }
        }
    }
}

/// The live feedback for a word move that would be accepted.
pub fn preview_text(
    kind: WordKind,
    word: &str,
    old: Option<&str>,
    change: &Change,
    die: u8,
    l: Lang,
) -> String {
    let base = match l {
        Lang::Es => format!(
            "{word}: {}, como pide el dado",
            letters(usize::from(die), l)
        ),
        Lang::En => format!("{word}: {}, as the die asks", letters(usize::from(die), l)),
    };
    let old = old.unwrap_or("");
    let added = card_list(&change.from_hand, l);
    let extra = match (kind, l) {
        (WordKind::Form, _) => {
            let k = change.cards.iter().filter(|c| c.is_comodin()).count();
            match (l, k) {
                (_, 0) => String::new(),
                (Lang::Es, 1) => " (con 1 comodín)".into(),
                (Lang::Es, k) => format!(" (con {k} comodines)"),
                (Lang::En, 1) => " (with 1 wild card)".into(),
                (Lang::En, k) => format!(" (with {k} wild cards)"),
            }
        }
        (WordKind::Add, Lang::Es) => format!("; agregas {added} a {old}"),
        (WordKind::Add, Lang::En) => format!("; you add {added} to {old}"),
        (WordKind::Replace, Lang::Es) => format!(
            "; en {old} cambias {} por {added}, que van al pozo",
            card_list(&change.to_pozo, l)
        ),
        (WordKind::Replace, Lang::En) => format!(
            "; in {old} you swap {} (onto the pozo) for {added}",
            card_list(&change.to_pozo, l)
        ),
    };
    format!("{base}{extra}.")
}

pub fn draw_preview(from: Pile, top: Option<Card>, mazo: usize, l: Lang) -> String {
    match (from, l) {
        (Pile::Pozo, Lang::Es) => format!("Robas {} del pozo y terminas el turno.", top.map_or("-".into(), |c| card_name(c, l))),
        (Pile::Pozo, Lang::En) => format!("You draw {} from the pozo; your turn ends.", top.map_or("-".into(), |c| card_name(c, l))),
        (Pile::Mazo, Lang::Es) if mazo == 0 => "El pozo, menos su carta de arriba, se mezcla como mazo nuevo; robas una carta y terminas el turno.".into(),
        (Pile::Mazo, Lang::En) if mazo == 0 => "The pozo, less its top card, becomes a new mazo; you draw a card and your turn ends.".into(),
        (Pile::Mazo, _) => l.pick("You draw a card from the mazo; your turn ends.", "Robas una carta del mazo y terminas el turno.").into(),
    }
}

/// A short name for a move ("Desafiar", "Votar sí"...).
pub fn move_name(mv: &RapiMove, l: Lang) -> String {
    match mv {
        RapiMove::Form { word } => format!("{} {word}", l.pick("Form", "Formar")),
        RapiMove::Add { word, .. } => {
            format!("{} {word}", l.pick("Add to make", "Agregar y formar"))
        }
        RapiMove::Replace { word, .. } => format!(
            "{} {word}",
            l.pick("Replace to make", "Reemplazar y formar")
        ),
        RapiMove::Draw { from } => format!(
            "{} {}",
            l.pick("Draw from", "Robar de"),
            pile_name(*from, l)
        ),
        RapiMove::Pass => l.pick("Pass", "Pasar").into(),
        RapiMove::Challenge => l.pick("Challenge the word", "Desafiar la palabra").into(),
        RapiMove::Accept => l.pick("Accept the word", "Aceptar la palabra").into(),
        RapiMove::Vote { accept: true } => l.pick("Vote yes", "Votar sí").into(),
        RapiMove::Vote { accept: false } => l.pick("Vote no", "Votar no").into(),
    }
}

/// What the seat of `view` should do now.
pub fn prompt(view: &RapiView, l: Lang) -> String {
    if view.phase == Phase::GameOver {
        return format!("{}.", phase_name(Phase::GameOver, l));
    }
    if !view.my_turn() {
        return l
            .pick("Waiting for another player.", "Esperando a otro jugador.")
            .into();
    }
    let word = view
        .pending
        .as_ref()
        .map_or(String::new(), |p| p.word.clone());
    match (view.phase, l) {
        (Phase::Challenge, Lang::Es) => format!("¿Aceptas {word} o la desafías?"),
        (Phase::Challenge, Lang::En) => format!("Accept {word} or challenge it?"),
        (Phase::Vote, Lang::Es) => format!("¿Vale {word}? Vota sí o no."),
        (Phase::Vote, Lang::En) => format!("Is {word} a word? Vote yes or no."),
        (_, Lang::Es) => {
            let rep = if view.replace_allowed {
                ", reemplaza letras"
            } else {
                ""
            };
            let draw = match (view.can_draw(Pile::Mazo), view.can_draw(Pile::Pozo)) {
                (true, true) => "o roba del mazo o del pozo",
                (true, false) => "o roba del mazo",
                (false, true) => "o roba del pozo",
                (false, false) => "o pasa",
            };
            format!(
                "El dado pide {}: forma una palabra, agrega letras{rep}, {draw}.",
                letters(usize::from(view.die), l)
            )
        }
        (_, Lang::En) => {
            let rep = if view.replace_allowed {
                ", replace letters"
            } else {
                ""
            };
            let draw = match (view.can_draw(Pile::Mazo), view.can_draw(Pile::Pozo)) {
                (true, true) => "or draw from the mazo or the pozo",
                (true, false) => "or draw from the mazo",
                (false, true) => "or draw from the pozo",
                (false, false) => "or pass",
            };
            format!(
                "The die asks for {}: form a word, add letters{rep}, {draw}.",
                letters(usize::from(view.die), l)
            )
        }
    }
}
