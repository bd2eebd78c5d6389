//! Every player-visible Pala string, in English and Spanish.

use super::cards::{Card, Color};
use super::config::{Mode, PalaRules, Slot};
use super::error::PalaError;
use super::play::{Play, PlayKind};
use super::state::{PalaEvent, Phase};
use crate::engine::Lang;

/// The table screen's words (prompts, keys, labels).
pub mod screen;

/// The lobby's and the round summary's words.
pub mod game;

/// "red", "rojo" (masculine: "el rojo", "un 5 rojo").
pub fn color_name(c: Color, lang: Lang) -> &'static str {
    use Color::*;
    match (c, lang) {
        (Red, Lang::En) => "red",
        (Blue, Lang::En) => "blue",
        (Yellow, Lang::En) => "yellow",
        (Orange, Lang::En) => "orange",
        (Green, Lang::En) => "green",
        (Purple, Lang::En) => "purple",
        (Red, Lang::Es) => "rojo",
        (Blue, Lang::Es) => "azul",
        (Yellow, Lang::Es) => "amarillo",
        (Orange, Lang::Es) => "naranja",
        (Green, Lang::Es) => "verde",
        (Purple, Lang::Es) => "morado",
    }
}

/// The color as an adjective for a feminine noun ("carta roja", "baza morada").
pub fn color_name_f(c: Color, lang: Lang) -> &'static str {
    match (c, lang) {
        (Color::Red, Lang::Es) => "roja",
        (Color::Yellow, Lang::Es) => "amarilla",
        (Color::Purple, Lang::Es) => "morada",
        _ => color_name(c, lang),
    }
}

/// "red 5" / "5 rojo".
pub fn card_name(c: Card, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{} {}", color_name(c.color, lang), c.value),
        Lang::Es => format!("{} {}", c.value, color_name(c.color, lang)),
    }
}

fn card_list(cards: &[Card], lang: Lang) -> String {
    let v: Vec<String> = cards.iter().map(|&c| card_name(c, lang)).collect();
    v.join(", ")
}

fn color_list(colors: &[Color], lang: Lang) -> String {
    let v: Vec<&str> = colors.iter().map(|&c| color_name(c, lang)).collect();
    v.join(", ")
}

fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

pub fn slot_name(s: Slot, lang: Lang) -> &'static str {
    match s {
        Slot::Cancel => lang.pick("Cancel", "Anular"),
        Slot::Zero => "+0",
        Slot::One => "+1",
        Slot::Two => "+2",
        Slot::Face => lang.pick("+Face", "+Valor"),
    }
}

pub fn mode_name(m: Mode, lang: Lang) -> &'static str {
    match m {
        Mode::Pointillism => lang.pick("Pointillism", "Puntillismo"),
        Mode::Impressionism => lang.pick("Impressionism", "Impresionismo"),
    }
}

pub fn phase_name(p: Phase, lang: Lang) -> &'static str {
    match p {
        Phase::Bidding => lang.pick("Bidding", "Puja"),
        Phase::Playing => lang.pick("Playing", "Juego"),
        Phase::TieDecision => lang.pick("Tie", "Empate"),
        Phase::Cancelling => lang.pick("Cancelling", "Anulaciones"),
        Phase::GameOver => lang.pick("Game over", "Fin de la partida"),
    }
}

pub fn kind_name(k: PlayKind, lang: Lang) -> &'static str {
    match k {
        PlayKind::Lead => lang.pick("lead", "salida"),
        PlayKind::Copy => lang.pick("copy", "copia"),
        PlayKind::Mix => lang.pick("mix", "mezcla"),
        PlayKind::Smear => lang.pick("smear", "mancha"),
        PlayKind::Junk => lang.pick("junk", "descarte"),
    }
}

/// A seat's name: `names[seat]`, or "Seat N" / "Asiento N".
pub fn seat_name(names: &[String], seat: usize, lang: Lang) -> String {
    match names.get(seat) {
        Some(n) => n.clone(),
        None => format!("{} {}", lang.pick("Seat", "Asiento"), seat + 1),
    }
}
pub fn error_text(e: &PalaError, lang: Lang) -> String {
    articles(error_sentence(e, lang))
}

/// English articles before the one color that starts with a vowel: "an orange 4".
fn articles(text: String) -> String {
    text.replace(" a orange", " an orange")
}

fn error_sentence(e: &PalaError, lang: Lang) -> String {
    use PalaError::*;
    let l = lang;
    match *e {
        PlayerCount(n) => match l {
            Lang::En => format!("Pala is for 3 to 5 players, not {n}."),
            Lang::Es => format!("Pala es para 3 a 5 jugadores, no {n}."),
        },
        BadSetup => l.pick("That position cannot exist.", "Esa posición no puede existir.").into(),
        GameOver => l.pick("The game is over.", "La partida ha terminado.").into(),
        NotYourTurn => l.pick("It is not your turn.", "No es tu turno.").into(),
        WrongPhase => l.pick("That move does not fit now.", "Esa jugada no corresponde ahora.").into(),
        NotInHand(c) => match l {
            Lang::En => format!("You do not hold the {}.", card_name(c, l)),
            Lang::Es => format!("No tienes el {}.", card_name(c, l)),
        },
        LeaderOneCard => l
            .pick(
                "The leader plays exactly one card: you cannot mix or smear when leading.",
                "Quien sale juega exactamente una carta: no puedes mezclar ni manchar al salir.",
            )
            .into(),
        MustCopy(t) => match l {
            Lang::En => format!("You hold a {0} card: you must copy {0}.", color_name(t, l)),
            Lang::Es => format!(
                "Tienes una carta {}: debes copiar el {}.",
                color_name_f(t, l),
                color_name(t, l)
            ),
        },
        MustMatch(t) => match l {
            Lang::En => format!("You hold a {0} card: copy {0} or mix {0}.", color_name(t, l)),
            Lang::Es => format!(
                "Tienes una carta {}: copia el {1} o mezcla {1}.",
                color_name_f(t, l),
                color_name(t, l)
            ),
        },
        MixOnPrimary(t) => match l {
            Lang::En => format!(
                "You cannot mix on a {} trick: only orange, green and purple tricks are mixed.",
                color_name(t, l)
            ),
            Lang::Es => format!(
                "No puedes mezclar en una baza {}: solo se mezcla en bazas naranja, verde o morada.",
                color_name_f(t, l)
            ),
        },
        MixNeedsPrimaries => l
            .pick(
                "To mix, play two primary cards of different colors (red, blue, yellow).",
                "Para mezclar, juega dos cartas primarias de colores distintos (rojo, azul, amarillo).",
            )
            .into(),
        MixToJunk { a, b, made, trick } => match l {
            Lang::En => format!(
                "You cannot mix to junk: {} and {} make {}, the trick is {}.",
                color_name(a, l),
                color_name(b, l),
                color_name(made, l),
                color_name(trick, l)
            ),
            Lang::Es => format!(
                "No puedes mezclar para descartar: {} y {} dan {}, la baza es {}.",
                color_name(a, l),
                color_name(b, l),
                color_name(made, l),
                color_name_f(trick, l)
            ),
        },
        SmearWithLastCard => l
            .pick("You cannot smear with your last card.", "No puedes manchar con tu última carta.")
            .into(),
        SmearNeedsPrimary(t) => match l {
            Lang::En => format!(
                "To smear, play a primary card other than {} and the secondary card it makes with {}.",
                color_name(t, l),
                color_name(t, l)
            ),
            Lang::Es => format!(
                "Para manchar, juega una primaria distinta del {} y la secundaria que forma con el {}.",
                color_name(t, l),
                color_name(t, l)
            ),
        },
        SmearWrongSecondary { primary, trick, need } => match l {
            Lang::En => format!(
                "{} on {} makes {}: your second card must be {}.",
                cap(color_name(primary, l)),
                color_name(trick, l),
                color_name(need, l),
                color_name(need, l)
            ),
            Lang::Es => format!(
                "{} sobre {} da {}: tu segunda carta debe ser {}.",
                cap(color_name(primary, l)),
                color_name(trick, l),
                color_name(need, l),
                color_name_f(need, l)
            ),
        },
        SmearOnSecondary(t) => match l {
            Lang::En => format!(
                "You cannot smear a {} trick: only red, blue and yellow tricks are smeared.",
                color_name(t, l)
            ),
            Lang::Es => format!(
                "No puedes manchar una baza {}: solo se manchan bazas roja, azul o amarilla.",
                color_name_f(t, l)
            ),
        },
        SelectOneOrTwo => l
            .pick(
                "Select one card, or two to mix or smear.",
                "Elige una carta, o dos para mezclar o manchar.",
            )
            .into(),
        DuplicateChip(c) => match l {
            Lang::En => format!("You can bid each color once: {} is there twice.", color_name(c, l)),
            Lang::Es => format!("Cada color se puja una vez: el {} está dos veces.", color_name(c, l)),
        },
        NoSuchSlot(i) => match l {
            Lang::En => format!("The bid board has no slot {}.", i + 1),
            Lang::Es => format!("El tablero de pujas no tiene casilla {}.", i + 1),
        },
        SlotTaken(i) => match l {
            Lang::En => format!("Slot {} of the bid board is taken.", i + 1),
            Lang::Es => format!("La casilla {} del tablero ya está ocupada.", i + 1),
        },
        ColorOnBoard(c) => match l {
            Lang::En => format!("{} is already on the bid board.", cap(color_name(c, l))),
            Lang::Es => format!("El {} ya está en el tablero de pujas.", color_name(c, l)),
        },
        CancelCount { need, got } => match l {
            Lang::En => format!("Choose exactly {need} cards to cancel (you chose {got})."),
            Lang::Es => format!("Elige exactamente {need} cartas para anular (elegiste {got})."),
        },
        CannotCancel(c) => match l {
            Lang::En => format!(
                "The {} cannot be cancelled: choose scoring cards of your pile that are not Cancel cards.",
                card_name(c, l)
            ),
            Lang::Es => format!(
                "El {} no se puede anular: elige cartas de tu montón que puntúan y no son de Anular.",
                card_name(c, l)
            ),
        },
    }
}

fn play_text(seat: &str, play: &Play, kind: PlayKind, l: Lang) -> String {
    match (*play, kind) {
        (Play::Single(c), PlayKind::Lead) => match l {
            Lang::En => format!("{seat} leads a {}.", card_name(c, l)),
            Lang::Es => format!("{seat} sale con un {}.", card_name(c, l)),
        },
        (Play::Single(c), PlayKind::Junk) => match l {
            Lang::En => format!("{seat} junks a {}.", card_name(c, l)),
            Lang::Es => format!("{seat} descarta un {}.", card_name(c, l)),
        },
        (Play::Single(c), _) => match l {
            Lang::En => format!("{seat} copies with a {}.", card_name(c, l)),
            Lang::Es => format!("{seat} copia con un {}.", card_name(c, l)),
        },
        (Play::Mix(a, b), _) => {
            let made = Color::mix(a.color, b.color).unwrap_or(a.color);
            let sum = Card::new(made, a.value + b.value);
            match l {
                Lang::En => format!(
                    "{seat} mixes a {} and a {} into a {}.",
                    card_name(a, l),
                    card_name(b, l),
                    card_name(sum, l)
                ),
                Lang::Es => format!(
                    "{seat} mezcla un {} y un {}: un {}.",
                    card_name(a, l),
                    card_name(b, l),
                    card_name(sum, l)
                ),
            }
        }
        // The smear itself (which card onto which) is the next event's sentence.
        (Play::Smear { secondary, .. }, _) => match l {
            Lang::En => format!("{seat} plays a {} to smear.", card_name(secondary, l)),
            Lang::Es => format!("{seat} juega un {} para manchar.", card_name(secondary, l)),
        },
    }
}

pub fn event_text(e: &PalaEvent, l: Lang, names: &[String]) -> String {
    articles(event_sentence(e, l, names))
}

fn event_sentence(e: &PalaEvent, l: Lang, names: &[String]) -> String {
    let n = |s: usize| seat_name(names, s, l);
    match e {
        PalaEvent::Dealt { round, dealer } => match l {
            Lang::En => format!("Round {round}: {} deals, bids first and leads.", n(*dealer)),
            Lang::Es => format!(
                "Ronda {round}: reparte {}, que puja primero y sale.",
                n(*dealer)
            ),
        },
        PalaEvent::ChipsBid { seat, colors } if colors.is_empty() => match l {
            Lang::En => format!("{} bids null (the white chip).", n(*seat)),
            Lang::Es => format!("{} puja nulo (la ficha blanca).", n(*seat)),
        },
        PalaEvent::ChipsBid { seat, colors } => match l {
            Lang::En => format!("{} bids {}.", n(*seat), color_list(colors, l)),
            Lang::Es => format!("{} puja {}.", n(*seat), color_list(colors, l)),
        },
        PalaEvent::CardBid {
            seat,
            card,
            slot_kind,
            ..
        } => match l {
            Lang::En => format!(
                "{} bids a {} on {}: {} cards score {}.",
                n(*seat),
                card_name(*card, l),
                slot_name(*slot_kind, l),
                color_name(card.color, l),
                slot_name(*slot_kind, l)
            ),
            Lang::Es => format!(
                "{} puja un {} en {}: las cartas {} puntúan {}.",
                n(*seat),
                card_name(*card, l),
                slot_name(*slot_kind, l),
                color_name_f(card.color, l),
                slot_name(*slot_kind, l)
            ),
        },
        PalaEvent::Passed { seat } => match l {
            Lang::En => format!("{} passes.", n(*seat)),
            Lang::Es => format!("{} pasa.", n(*seat)),
        },
        PalaEvent::BiddingEnded => l.pick("Bidding is over.", "Termina la puja.").into(),
        PalaEvent::Played { seat, play, kind } => play_text(&n(*seat), play, *kind, l),
        PalaEvent::Smeared {
            by,
            onto,
            primary,
            onto_card,
            new_color,
        } => match l {
            Lang::En => format!(
                "{} smeared a {} onto {}'s {}: the trick is {} now.",
                n(*by),
                card_name(*primary, l),
                n(*onto),
                card_name(*onto_card, l),
                color_name(*new_color, l)
            ),
            Lang::Es => format!(
                "{} manchó el {} de {} con un {}: ahora la baza es {}.",
                n(*by),
                card_name(*onto_card, l),
                n(*onto),
                card_name(*primary, l),
                color_name_f(*new_color, l)
            ),
        },
        PalaEvent::TieTaken { seat, took: true } => match l {
            Lang::En => format!("{} ties and takes the lead.", n(*seat)),
            Lang::Es => format!("{} empata y se pone en cabeza.", n(*seat)),
        },
        PalaEvent::TieTaken { seat, took: false } => match l {
            Lang::En => format!("{} ties and leaves the lead.", n(*seat)),
            Lang::Es => format!("{} empata y cede la cabeza.", n(*seat)),
        },
        PalaEvent::TrickWon {
            seat,
            color,
            awarded,
        } => match l {
            Lang::En if awarded.len() == 1 => format!(
                "{} wins the {} trick and keeps one {} card.",
                n(*seat),
                color_name(*color, l),
                color_name(*color, l)
            ),
            Lang::En if awarded.len() == 1 => format!(
                "{} wins the {} trick and takes its card.",
                n(*seat),
                color_name(*color, l)
            ),
            Lang::En => format!(
                "{} wins the {} trick and takes its {} cards.",
                n(*seat),
                color_name(*color, l),
                awarded.len()
            ),
            Lang::Es if awarded.len() == 1 => format!(
                "{} gana la baza {} y se queda una carta {}.",
                n(*seat),
                color_name_f(*color, l),
                color_name_f(*color, l)
            ),
            Lang::Es => format!(
                "{} gana la baza {} y se lleva sus {} cartas.",
                n(*seat),
                color_name_f(*color, l),
                awarded.len()
            ),
        },
        PalaEvent::Cancelled { seat, cards } => match l {
            Lang::En => format!("{} cancels: {}.", n(*seat), card_list(cards, l)),
            Lang::Es => format!("{} anula: {}.", n(*seat), card_list(cards, l)),
        },
        PalaEvent::RoundScored {
            round,
            points,
            totals,
        } => {
            let parts: Vec<String> = points
                .iter()
                .zip(totals)
                .enumerate()
                .map(|(s, (p, t))| format!("{} {:+} ({})", n(s), p, t))
                .collect();
            match l {
                Lang::En => format!("Round {round} scored: {}.", parts.join(", ")),
                Lang::Es => format!("Puntos de la ronda {round}: {}.", parts.join(", ")),
            }
        }
        PalaEvent::GameOver { winners } => {
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
/// The rules summary and every ruling in force, one line each.
pub fn help_lines(rules: &PalaRules, l: Lang) -> Vec<String> {
    let board = |p: usize| {
        rules
            .board_for(p)
            .iter()
            .map(|&s| slot_name(s, l))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let three = |a: [i32; 3]| format!("{} / {} / {}", a[0], a[1], a[2]);
    let mut v: Vec<String> = Vec::new();
    match l {
        Lang::En => {
            v.push(format!("Game: {}.", mode_name(rules.mode, l)));
            v.push("Deal: 14 / 11 / 9 cards to 3 / 4 / 5 players; 6 / 4 / 3 left over face down, unused.".into());
            v.push("The first dealer is drawn at random; the dealer chip then moves clockwise each round. The dealer bids first and leads the first trick.".into());
            v.push("Red + yellow = orange, yellow + blue = green, red + blue = purple.".into());
            v.push("Primary trick (red, blue, yellow): copy if you can; otherwise smear (a primary onto the card winning now, plus the secondary card they make, which counts as yours) or junk one card.".into());
            v.push("Secondary trick (orange, green, purple): copy or mix (two primaries that make the trick color; values add) if you hold the color; otherwise mix or junk. Never mix to junk, never smear a secondary trick.".into());
            v.push("You cannot smear with your last card, nor without the matching secondary card. The leader plays exactly one card.".into());
            v.push("A junked card wins if a smear later turns the trick into its color.".into());
            v.push("Ruling: if your own play (copy, mix or smear) ties the winning value, you choose at once to take the lead or leave it. A tie you did not make (a smear makes the smeared card equal an earlier one) goes to the card played earlier.".into());
            v.push("Players without cards sit out. The round ends after a trick whose winner has no cards left, or when only one player still has cards.".into());
            v.push(format!(
                "Pointillism: bid the white chip alone (null) or any colors. Goal {}; null +/- {}.",
                three(rules.point_goal),
                three(rules.null_bid)
            ));
            v.push("Pointillism: the trick winner keeps exactly one card of the trick's final color (only the color matters); the rest is discarded.".into());
            v.push(format!("Pointillism: made bid (a trick in each bid color) = tricks won x colors bid; all six colors made adds {}; missed bid = 0.", rules.rainbow_bonus));
            v.push("Ruling: a null bid that wins any trick loses the null value once (not once per trick).".into());
            v.push(format!("Impressionism: game ends when someone reaches {} (3 / 4 / 5 players); lowest total wins.", three(rules.end_threshold)));
            v.push(format!("Impressionism bid boards (project's assumption): 3 players: {}; 4 players: {}; 5 players: {}.", board(3), board(4), board(5)));
            v.push("Impressionism bidding goes round from the dealer: put a card of a color not yet on the board on an empty slot, or pass. A bid card leaves your hand and never scores. When everyone passes in a row, bidding ends and empty slots stay empty.".into());
            v.push("Impressionism: the trick winner takes all its cards; at the end your hand joins your pile. Colors not on the board score 0; +0 / +1 / +2 per card; +Face = the card's value; each Cancel card cancels one other scoring card of your choice, unused Cancel cards are -1 each.".into());
            v.push("Ruling: you cancel as many cards as you can (one per Cancel card); the default choice cancels your highest-scoring cards. Cancel cards never cancel each other.".into());
            v.push("Ruling: players tied for the best total share the win.".into());
            v.push(
                if rules.show_own_pile {
                    "House rule: you may look at your own score pile (never at others')."
                } else {
                    "House rule: score piles stay face down, even your own."
                }
                .into(),
            );
        }
        Lang::Es => {
            v.push(format!("Juego: {}.", mode_name(rules.mode, l)));
            v.push("Reparto: 14 / 11 / 9 cartas con 3 / 4 / 5 jugadores; sobran 6 / 4 / 3 boca abajo, sin usar.".into());
            v.push("El primer repartidor se sortea; luego la ficha de repartidor pasa a la izquierda cada ronda. El repartidor puja primero y sale en la primera baza.".into());
            v.push(
                "Rojo + amarillo = naranja, amarillo + azul = verde, rojo + azul = morado.".into(),
            );
            v.push("Baza primaria (roja, azul, amarilla): copia si puedes; si no, mancha (una primaria sobre la carta que gana ahora, más la carta secundaria que forman, que cuenta como tuya) o descarta una carta.".into());
            v.push("Baza secundaria (naranja, verde, morada): copia o mezcla (dos primarias que forman el color de la baza; los valores se suman) si tienes el color; si no, mezcla o descarta. Nunca mezcles para descartar, nunca manches una baza secundaria.".into());
            v.push("No puedes manchar con tu última carta ni sin la carta secundaria que corresponde. Quien sale juega exactamente una carta.".into());
            v.push(
                "Una carta descartada gana si una mancha convierte luego la baza en su color."
                    .into(),
            );
            v.push("Decisión: si tu propia jugada (copia, mezcla o mancha) empata el valor ganador, eliges al momento si te pones en cabeza o no. Un empate que no provocas tú (una mancha iguala la carta manchada con otra anterior) es para la carta jugada antes.".into());
            v.push("Quien se queda sin cartas no juega. La ronda acaba tras una baza cuyo ganador no tiene cartas, o cuando solo un jugador tiene cartas.".into());
            v.push(format!(
                "Puntillismo: puja la ficha blanca sola (nulo) o colores. Meta {}; nulo +/- {}.",
                three(rules.point_goal),
                three(rules.null_bid)
            ));
            v.push("Puntillismo: quien gana la baza se queda exactamente una carta del color final de la baza (solo cuenta el color); el resto se descarta.".into());
            v.push(format!("Puntillismo: puja cumplida (una baza de cada color pujado) = bazas ganadas x colores pujados; los seis colores cumplidos suman {}; puja fallida = 0.", rules.rainbow_bonus));
            v.push("Decisión: un nulo que gana alguna baza pierde el valor del nulo una sola vez (no una vez por baza).".into());
            v.push(format!("Impresionismo: la partida acaba cuando alguien llega a {} (3 / 4 / 5 jugadores); gana el total más bajo.", three(rules.end_threshold)));
            v.push(format!("Tableros de puja de Impresionismo (supuesto del proyecto): 3 jugadores: {}; 4 jugadores: {}; 5 jugadores: {}.", board(3), board(4), board(5)));
            v.push("Puja de Impresionismo: por turnos desde el repartidor, pon una carta de un color que no esté en el tablero en una casilla libre, o pasa. La carta pujada sale de tu mano y nunca puntúa. Si todos pasan seguidos, la puja acaba y las casillas libres quedan vacías.".into());
            v.push("Impresionismo: quien gana la baza se lleva todas sus cartas; al final tu mano va a tu montón. Colores fuera del tablero: 0; +0 / +1 / +2 por carta; +Valor = el número de la carta; cada carta de Anular anula otra carta que puntúa, a tu elección; las que sobran valen -1.".into());
            v.push("Decisión: anulas tantas cartas como puedas (una por carta de Anular); la elección por defecto anula tus cartas de más puntos. Las cartas de Anular no se anulan entre sí.".into());
            v.push(
                "Decisión: los jugadores empatados con el mejor total comparten la victoria."
                    .into(),
            );
            v.push(
                if rules.show_own_pile {
                    "Regla de la casa: puedes mirar tu propio montón de puntos (nunca el de otros)."
                } else {
                    "Regla de la casa: los montones quedan boca abajo, también el tuyo."
                }
                .into(),
            );
        }
    }
    v.push(
        match (rules.recall_last_trick, l) {
            (true, Lang::En) => "House rule: the last trick can be recalled (t) until the next trick is complete.",
            (true, Lang::Es) => "Regla de la casa: la última baza se puede repasar (t) hasta que se complete la siguiente.",
            (false, Lang::En) => "House rule: the last trick turns face down as soon as the next trick starts.",
            (false, Lang::Es) => "Regla de la casa: la última baza queda boca abajo en cuanto empieza la siguiente.",
        }
        .into(),
    );
    v.push(match l {
        Lang::En => format!(
            "House rule: the strong computer player tries {} sampled deals per decision (strong_budget).",
            rules.strong_budget
        ),
        Lang::Es => format!(
            "Regla de la casa: el jugador fuerte de la computadora prueba {} repartos posibles por decisión (strong_budget).",
            rules.strong_budget
        ),
    });
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orange_takes_an() {
        let e = PalaEvent::Played {
            seat: 0,
            play: super::super::Play::Single(Card::new(Color::Orange, 4)),
            kind: super::super::PlayKind::Junk,
        };
        assert!(event_text(&e, Lang::En, &["Bob".into()]).contains("an orange 4"));
    }

    #[test]
    fn error_sentences_from_the_brief() {
        let e = PalaError::MustCopy(Color::Blue);
        assert_eq!(
            error_text(&e, Lang::En),
            "You hold a blue card: you must copy blue."
        );
        let e = PalaError::MixToJunk {
            a: Color::Red,
            b: Color::Blue,
            made: Color::Purple,
            trick: Color::Green,
        };
        assert_eq!(
            error_text(&e, Lang::En),
            "You cannot mix to junk: red and blue make purple, the trick is green."
        );
        assert_eq!(
            error_text(&PalaError::SmearWithLastCard, Lang::En),
            "You cannot smear with your last card."
        );
        assert_eq!(
            error_text(&PalaError::SelectOneOrTwo, Lang::En),
            "Select one card, or two to mix or smear."
        );
        assert!(error_text(&e, Lang::Es).contains("verde"));
    }

    #[test]
    fn events_name_seats() {
        let names = vec!["Ana".to_string(), "Bo".to_string()];
        let e = PalaEvent::Smeared {
            by: 0,
            onto: 1,
            primary: Card::new(Color::Yellow, 2),
            onto_card: Card::new(Color::Blue, 4),
            new_color: Color::Green,
        };
        assert_eq!(
            event_text(&e, Lang::En, &names),
            "Ana smeared a yellow 2 onto Bo's blue 4: the trick is green now."
        );
        assert!(event_text(&e, Lang::Es, &[]).contains("Asiento 1"));
        // The play and the smear say each card once between them.
        let played = PalaEvent::Played {
            seat: 0,
            play: Play::Smear {
                primary: Card::new(Color::Yellow, 2),
                secondary: Card::new(Color::Green, 6),
            },
            kind: PlayKind::Smear,
        };
        for l in [Lang::En, Lang::Es] {
            let both = format!(
                "{} {}",
                event_text(&played, l, &names),
                event_text(&e, l, &names)
            );
            for card in [Card::new(Color::Yellow, 2), Card::new(Color::Green, 6)] {
                let name = card_name(card, l);
                assert_eq!(both.matches(&name).count(), 1, "{both}");
            }
        }
    }

    #[test]
    fn help_mentions_rulings_in_both_languages() {
        let r = PalaRules::default();
        for l in [Lang::En, Lang::Es] {
            let lines = help_lines(&r, l);
            assert!(lines.len() >= 20);
            assert!(
                lines
                    .iter()
                    .filter(|s| s.contains(l.pick("Ruling", "Decisión")))
                    .count()
                    >= 4
            );
        }
    }
}
