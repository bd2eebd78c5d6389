//! Sentences for events, the prompt and the rules in force, in English and Spanish.

use super::cards::{Card, points};
use super::config::{LeftRules, WordCheck};
use super::state::{LeftEvent, NoWord as Why, Phase};
use super::view::LeftView;
use crate::engine::{Lang, SeatId};
use crate::lexicon::Language;

/// The table screen's words (prompts, keys, labels).
pub mod screen;

/// The lobby's and the summaries' words.
pub mod game;

/// The word preview's words.
pub mod view;

fn name(names: &[String], seat: SeatId, lang: Lang) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("{} {}", lang.pick("Seat", "Asiento"), seat + 1))
}

fn spelled(cards: &[Card]) -> String {
    cards.iter().map(|c| c.letter).collect()
}

pub fn event_text(e: &LeftEvent, lang: Lang, names: &[String]) -> String {
    let n = |s: SeatId| name(names, s, lang);
    use LeftEvent::*;
    match (e, lang) {
        (StartDraw { round, draws }, _) => {
            let list: Vec<String> = draws
                .iter()
                .map(|(s, c)| format!("{} {}", n(*s), c.letter))
                .collect();
            match lang {
                Lang::En => format!("Draw for first player, round {round}: {}", list.join(", ")),
                Lang::Es => format!(
                    "Sorteo de quién empieza, ronda {round}: {}",
                    list.join(", ")
                ),
            }
        }
        (Starts { seat }, Lang::En) => format!("{} is closest to A and starts", n(*seat)),
        (Starts { seat }, Lang::Es) => format!("{} está más cerca de la A y empieza", n(*seat)),
        (Dealt { hand_size }, Lang::En) => {
            format!("The cards were shuffled; everyone has {hand_size}")
        }
        (Dealt { hand_size }, Lang::Es) => {
            format!("Se barajaron las cartas; cada uno tiene {hand_size}")
        }
        (
            Opened {
                seat,
                word,
                cards,
                score,
            },
            _,
        ) => {
            let pts = points(cards);
            let extra = if *score != 0 {
                format!(" ({score:+})")
            } else {
                String::new()
            };
            match lang {
                Lang::En => format!(
                    "{} lays {word} from hand, worth {pts} on the table{extra}",
                    n(*seat)
                ),
                Lang::Es => format!(
                    "{} pone {word} de su mano, {pts} puntos en la mesa{extra}",
                    n(*seat)
                ),
            }
        }
        (
            Remade {
                seat,
                old,
                word,
                from_hand,
                leftovers,
                score,
                ..
            },
            _,
        ) => {
            // The Took event that follows says who takes the leftovers and for how much.
            let left = if leftovers.is_empty() {
                format!(": {}", lang.pick("nothing left over", "no sobra nada"))
            } else {
                String::new()
            };
            let uol = if *score != 0 {
                format!(", {score:+}")
            } else {
                String::new()
            };
            match lang {
                Lang::En => format!(
                    "{} turns {old} into {word} with {}{uol}{left}",
                    n(*seat),
                    spelled(from_hand)
                ),
                Lang::Es => format!(
                    "{} convierte {old} en {word} con {}{uol}{left}",
                    n(*seat),
                    spelled(from_hand)
                ),
            }
        }
        (
            Took {
                seat,
                cards,
                points: 0,
            },
            Lang::En,
        ) => {
            format!("{} takes {} off the table", n(*seat), spelled(cards))
        }
        (
            Took {
                seat,
                cards,
                points: 0,
            },
            Lang::Es,
        ) => {
            format!("{} retira {} de la mesa", n(*seat), spelled(cards))
        }
        (
            Took {
                seat,
                cards,
                points,
            },
            Lang::En,
        ) => {
            format!("{} takes {} for {points}", n(*seat), spelled(cards))
        }
        (
            Took {
                seat,
                cards,
                points,
            },
            Lang::Es,
        ) => {
            format!("{} se lleva {} por {points}", n(*seat), spelled(cards))
        }
        (NoWord { seat, why }, Lang::En) => match why {
            Why::Passed => format!("{} cannot make a word", n(*seat)),
            Why::TimeUp => format!("{}'s time is up", n(*seat)),
            Why::EmptyHand => format!("{} has no cards left", n(*seat)),
        },
        (NoWord { seat, why }, Lang::Es) => match why {
            Why::Passed => format!("{} no puede formar palabra", n(*seat)),
            Why::TimeUp => format!("a {} se le acabó el tiempo", n(*seat)),
            Why::EmptyHand => format!("{} no tiene cartas", n(*seat)),
        },
        (Drew { seat, count }, Lang::En) => format!("{} draws {count}", n(*seat)),
        (Drew { seat, count }, Lang::Es) => format!("{} roba {count}", n(*seat)),
        (Laid { seat, word }, Lang::En) => format!("{} lays {word}", n(*seat)),
        (Laid { seat, word }, Lang::Es) => format!("{} propone {word}", n(*seat)),
        (Accepted { seat }, Lang::En) => format!("{} accepts", n(*seat)),
        (Accepted { seat }, Lang::Es) => format!("{} acepta", n(*seat)),
        (
            ChallengeFailed {
                challenger, word, ..
            },
            Lang::En,
        ) => format!(
            "{} challenges {word}: it is a word, so {} loses the next turn",
            n(*challenger),
            n(*challenger)
        ),
        (
            ChallengeFailed {
                challenger, word, ..
            },
            Lang::Es,
        ) => format!(
            "{} desafía {word}: es palabra, así que {} pierde el próximo turno",
            n(*challenger),
            n(*challenger)
        ),
        (
            ChallengeWon {
                challenger,
                player,
                word,
            },
            Lang::En,
        ) => format!(
            "{} challenges {word}: not a word; {} takes the cards back and loses the turn",
            n(*challenger),
            n(*player)
        ),
        (
            ChallengeWon {
                challenger,
                player,
                word,
            },
            Lang::Es,
        ) => format!(
            "{} desafía {word}: no es palabra; {} recupera las cartas y pierde el turno",
            n(*challenger),
            n(*player)
        ),
        (VoteClosed { word, unasked, .. }, _) => {
            let unasked: Vec<String> = unasked.iter().map(|&s| n(s)).collect();
            let text = crate::games::judge::closed_early_text(lang, word, &unasked);
            text.trim_end_matches('.').to_string()
        }
        (Voted { seat, accept }, Lang::En) => {
            format!("{} votes {}", n(*seat), if *accept { "yes" } else { "no" })
        }
        (Voted { seat, accept }, Lang::Es) => {
            format!("{} vota {}", n(*seat), if *accept { "sí" } else { "no" })
        }
        (
            VoteResult {
                player,
                word,
                yes,
                no,
                accepted,
            },
            Lang::En,
        ) => {
            if *accepted {
                format!("{word} is accepted ({yes} to {no})")
            } else {
                format!(
                    "{word} is refused ({yes} to {no}); {} loses the turn",
                    n(*player)
                )
            }
        }
        (
            VoteResult {
                player,
                word,
                yes,
                no,
                accepted,
            },
            Lang::Es,
        ) => {
            if *accepted {
                format!("{word} se acepta ({yes} a {no})")
            } else {
                format!(
                    "{word} se rechaza ({yes} a {no}); {} pierde el turno",
                    n(*player)
                )
            }
        }
        (TurnLost { seat }, Lang::En) => format!("{} misses this turn", n(*seat)),
        (TurnLost { seat }, Lang::Es) => format!("{} pierde este turno", n(*seat)),
        (GameOver { winners, .. }, _) => {
            let w: Vec<String> = winners.iter().map(|&s| n(s)).collect();
            match lang {
                Lang::En => format!("Game over: {} wins", w.join(" and ")),
                Lang::Es => format!("Fin de la partida: gana {}", w.join(" y ")),
            }
        }
    }
}

/// What the person at the keyboard is asked.
pub fn prompt(v: &LeftView, lang: Lang, names: &[String]) -> String {
    if !v.my_turn() {
        return String::new();
    }
    match (v.phase, lang) {
        (Phase::Open, Lang::En) => {
            "Lay a word of 3+ letters from your hand (0: you cannot).".into()
        }
        (Phase::Open, Lang::Es) => "Pon una palabra de 3+ letras de tu mano (0: no puedes).".into(),
        (Phase::Play, Lang::En) => {
            "Make a new word: 1+ hand cards, 2+ table cards (0: you cannot).".into()
        }
        (Phase::Play, Lang::Es) => {
            "Forma otra palabra: 1+ cartas de la mano, 2+ de la mesa (0: no puedes).".into()
        }
        (Phase::Judge | Phase::Vote, _) => {
            let (who, word) = v
                .pending
                .as_ref()
                .map(|p| (name(names, p.seat, lang), p.word.clone()))
                .unwrap_or_default();
            match (v.phase, lang) {
                (Phase::Judge, Lang::En) => format!("{who} lays {word}: accept or challenge?"),
                (Phase::Judge, Lang::Es) => format!("{who} propone {word}: ¿aceptas o desafías?"),
                (_, Lang::En) => format!("{who} lays {word}: is it a word?"),
                (_, Lang::Es) => format!("{who} propone {word}: ¿es palabra?"),
            }
        }
        (Phase::GameOver, _) => String::new(),
    }
}

/// Every rule and ruling in force, one line each.
pub fn help_lines(r: &LeftRules, lang: Lang, deck_size: usize, deck_lang: Language) -> Vec<String> {
    let mut v = Vec::new();
    let es = lang == Lang::Es;
    let pick = |en: &str, sp: &str| if es { sp.to_string() } else { en.to_string() };
    v.push(match (deck_lang, es) {
        (Language::English, false) => format!("Deck: {deck_size} cards, English words."),
        (Language::English, true) => format!("Mazo: {deck_size} cartas, palabras en inglés."),
        (Language::Spanish, false) => format!("Deck: {deck_size} cards, Spanish words (the project's Spanish deck, with Ñ)."),
        (Language::Spanish, true) => format!("Mazo: {deck_size} cartas, palabras en castellano (el mazo español del proyecto, con Ñ)."),
    });
    v.push(match r.word_check {
        WordCheck::Strict => pick(
            "Words: strict — the dictionary refuses a wrong word at once; you keep the turn.",
            "Palabras: estricto — el diccionario rechaza al momento; conservas el turno.",
        ),
        WordCheck::Challenge => pick(
            "Words: challenge — any word may be laid; the others may challenge. A good word costs the challenger a turn (each failed challenge, one); a wrong one goes back to its player's hand and the turn is lost.",
            "Palabras: desafío — se puede poner cualquier palabra; los demás pueden desafiar. Si es buena, quien desafió pierde un turno (uno por desafío fallido); si no, vuelve a la mano de quien la puso y pierde el turno.",
        ),
        WordCheck::Vote => pick(
            "Words: vote — the other players vote (majority; a tie accepts; computers vote by their vocabulary). A refused word goes back to the hand and the turn is lost.",
            "Palabras: votación — votan los demás (mayoría; el empate acepta; las máquinas votan según su vocabulario). Una palabra rechazada vuelve a la mano y se pierde el turno.",
        ),
    });
    if let Some(line) =
        crate::games::judge::dictionary_mark_help(r.word_check, r.preview_dictionary, lang)
    {
        v.push(line);
    }
    if r.word_check == WordCheck::Vote {
        v.push(crate::games::text::words(lang).vote_closes_early.into());
    }
    v.push(if r.keep_order {
        pick(
            "House rule keep_order: the table letters you use keep their order in the new word (the strict \"Add\" move).",
            "Regla de la casa keep_order: las letras de la mesa que uses mantienen su orden en la palabra nueva (el «Add» estricto).",
        )
    } else {
        pick(
            "Table letters may be used in any order (the rulebook).",
            "Las letras de la mesa se usan en cualquier orden (el reglamento).",
        )
    });
    v.push(if r.use_or_lose {
        pick(
            "House rule Use or Lose: each word scores its cards' value minus the value of the table letters it leaves; taken cards score nothing.",
            "Regla de la casa «Use or Lose»: cada palabra suma el valor de sus cartas menos el de las letras de la mesa que deja; las cartas llevadas no puntúan.",
        )
    } else {
        pick(
            "Scoring: the cards you take (leftovers, or the whole table when the next player is stuck) score their values.",
            "Puntos: las cartas que te llevas (sobras, o toda la mesa si el siguiente no puede) suman su valor.",
        )
    });
    v.push(match (r.turn_timer, es) {
        (0, false) => "No turn timer.".into(),
        (0, true) => "Sin límite de tiempo por turno.".into(),
        (s, false) => {
            format!("Turn timer: {s} seconds; when it runs out the player cannot make a word.")
        }
        (s, true) => {
            format!("Tiempo por turno: {s} segundos; si se acaba, el jugador no forma palabra.")
        }
    });
    v
}
