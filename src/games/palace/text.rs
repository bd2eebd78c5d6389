//! Everything the game says, in English and Spanish: events, reasons, tallies, the
//! review list and the rules in force.

use super::cards::{Card, rank_label};
use super::config::{BlindChallenge, FourPower, OpenAnswers, PalaceRules, Power};
use super::error::PalaceError;
use super::lang::{Challenges, Kind};
use super::state::{Palace, PalaceEvent as E, Reason, ReviewItem, Source};
use crate::engine::{Lang, SeatId};

/// The table screen's words (prompts, keys, labels).
pub mod screen;

/// The lobby's and the summaries' words.
pub mod game;

/// The challenge kinds in tally order.
pub const KINDS: [Kind; 9] = [
    Kind::Translate,
    Kind::StartsWith,
    Kind::Length,
    Kind::Category,
    Kind::Number,
    Kind::Plural,
    Kind::Opposite,
    Kind::Verb,
    Kind::Open,
];

pub fn kind_index(kind: &Kind) -> usize {
    match kind {
        Kind::Translate => 0,
        Kind::StartsWith => 1,
        Kind::Length => 2,
        Kind::Category => 3,
        Kind::Number => 4,
        Kind::Plural => 5,
        Kind::Opposite => 6,
        Kind::Verb => 7,
        Kind::Open => 8,
    }
}

pub fn cards_text(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.label())
        .collect::<Vec<_>>()
        .join(" ")
}

fn name(names: &[String], seat: SeatId) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("{}", seat + 1))
}

/// Why a series of challenges is done.
pub fn reason_text(reason: &Reason, lang: Lang) -> String {
    match (reason, lang) {
        (Reason::Two, _) => reason_text(&Reason::Pair { rank: 2 }, lang),
        (Reason::Pair { rank }, Lang::En) => format!(
            "the {}: pass it to play another card on it",
            rank_label(*rank)
        ),
        (Reason::Pair { rank }, Lang::Es) => format!(
            "el {}: supéralo para poner otra carta encima",
            rank_label(*rank)
        ),
        (Reason::Seven { rank }, Lang::En) => {
            format!("the {}: pass it to play higher or lower", rank_label(*rank))
        }
        (Reason::Seven { rank }, Lang::Es) => {
            format!(
                "el {}: supéralo para jugar más alto o más bajo",
                rank_label(*rank)
            )
        }
        (Reason::Ten, _) => reason_text(&Reason::Clear { rank: 10 }, lang),
        (Reason::Clear { rank }, Lang::En) => {
            format!("the {}: then the pile is cleared", rank_label(*rank))
        }
        (Reason::Clear { rank }, Lang::Es) => {
            format!("el {}: después se limpia la pila", rank_label(*rank))
        }
        (Reason::Stuck, Lang::En) => "stuck: pass them all or pick up the pile".into(),
        (Reason::Stuck, Lang::Es) => "bloqueo: supéralos todos o recoge la pila".into(),
        (Reason::Blind { card }, Lang::En) => {
            format!(
                "blind {} does not beat the pile: pass to play it",
                card.label()
            )
        }
        (Reason::Blind { card }, Lang::Es) => {
            format!(
                "la carta ciega {} no supera la pila: supéralo para jugarla",
                card.label()
            )
        }
        (Reason::Four, Lang::En) => "four of a kind".into(),
        (Reason::Four, Lang::Es) => "póquer (cuatro iguales)".into(),
    }
}

fn from_text(from: Source, lang: Lang) -> &'static str {
    match from {
        Source::Hand => "",
        Source::FaceUp => lang.pick(" (face-up)", " (boca arriba)"),
        Source::FaceDown => lang.pick(" (blind)", " (a ciegas)"),
    }
}

/// A challenge by id: in the practised language's set first, then in the other (event
/// texts do not know which language is practised; ids name their set).
pub fn find(id: &str, practised: Lang) -> Option<&'static super::lang::Challenge> {
    let other = practised.pick(Lang::Es, Lang::En);
    Challenges::embedded(practised)
        .get(id)
        .or_else(|| Challenges::embedded(other).get(id))
}

/// The prompt of a challenge in the interface language.
pub fn prompt(practised: Lang, id: &str, lang: Lang) -> String {
    find(id, practised)
        .map(|c| c.prompt(lang).to_string())
        .unwrap_or_else(|| id.to_string())
}

/// A challenge's kind name ("translate", ...).
pub fn kind_name(practised: Lang, id: &str, lang: Lang) -> String {
    find(id, practised)
        .map(|c| c.kind().name(lang).to_string())
        .unwrap_or_default()
}

/// The accepted answers of a challenge, as one line.
pub fn answers(practised: Lang, id: &str, lang: Lang) -> String {
    find(id, practised)
        .map(|c| answers_line(c.answers(lang)))
        .unwrap_or_default()
}

/// The library's answers (a list or a line) as one line.
fn answers_line<A: AnswersText>(a: A) -> String {
    a.line()
}

pub trait AnswersText {
    fn line(self) -> String;
}
impl AnswersText for String {
    fn line(self) -> String {
        self
    }
}
impl AnswersText for Vec<String> {
    fn line(self) -> String {
        self.join(", ")
    }
}
impl AnswersText for &str {
    fn line(self) -> String {
        self.to_string()
    }
}

/// A seat's missed challenges with the right answers, English interface (the record).
pub fn review_items(g: &Palace, seat: SeatId) -> Vec<ReviewItem> {
    let practised = g.rules().practised;
    g.missed(seat)
        .iter()
        .map(|m| ReviewItem {
            id: m.id.clone(),
            prompt: prompt(practised, &m.id, Lang::En),
            answers: answers(practised, &m.id, Lang::En),
            given: m.given.clone(),
        })
        .collect()
}

pub fn event_text(event: &E, lang: Lang, names: &[String], practised: Lang) -> String {
    let n = |s: SeatId| name(names, s);
    let en = lang == Lang::En;
    match event {
        E::Played { seat, cards, from } => match lang {
            Lang::En => format!(
                "{} plays {}{}",
                n(*seat),
                cards_text(cards),
                from_text(*from, lang)
            ),
            Lang::Es => format!(
                "{} juega {}{}",
                n(*seat),
                cards_text(cards),
                from_text(*from, lang)
            ),
        },
        E::Drew { seat, count } => match (lang, count) {
            (Lang::En, 1) => format!("{} draws 1 card", n(*seat)),
            (Lang::En, c) => format!("{} draws {c} cards", n(*seat)),
            (Lang::Es, 1) => format!("{} roba 1 carta", n(*seat)),
            (Lang::Es, c) => format!("{} roba {c} cartas", n(*seat)),
        },
        E::Revealed { seat, card } if en => {
            format!("{} turns up a face-down card: {}", n(*seat), card.label())
        }
        E::Revealed { seat, card } => format!("{} destapa una carta: {}", n(*seat), card.label()),
        E::Stuck { seat } if en => format!("{} cannot play", n(*seat)),
        E::Stuck { seat } => format!("{} no puede jugar", n(*seat)),
        E::Challenges { reason, count } => match (lang, count) {
            (Lang::En, 1) => format!("Challenge ({})", reason_text(reason, lang)),
            (Lang::En, c) => format!("{c} challenges ({})", reason_text(reason, lang)),
            (Lang::Es, 1) => format!("Reto ({})", reason_text(reason, lang)),
            (Lang::Es, c) => format!("{c} retos ({})", reason_text(reason, lang)),
        },
        E::Gave { giver, taker, id } => match lang {
            Lang::En => format!(
                "{} gives {} a challenge: {}",
                n(*giver),
                n(*taker),
                prompt(practised, id, lang)
            ),
            Lang::Es => format!(
                "{} da un reto a {}: {}",
                n(*giver),
                n(*taker),
                prompt(practised, id, lang)
            ),
        },
        E::Answered {
            seat,
            answer,
            passed,
            accepted,
            ..
        } => match (lang, passed) {
            (Lang::En, true) => format!("{} answers “{answer}”: right! ({accepted})", n(*seat)),
            (Lang::En, false) => format!(
                "{} answers “{answer}”: not accepted. Right answers: {accepted}",
                n(*seat)
            ),
            (Lang::Es, true) => format!("{} responde «{answer}»: ¡bien! ({accepted})", n(*seat)),
            (Lang::Es, false) => format!(
                "{} responde «{answer}»: no vale. Respuestas: {accepted}",
                n(*seat)
            ),
        },
        E::Attempted { seat, id, passed } => {
            let right = answers(practised, id, lang);
            match (lang, passed) {
                (Lang::En, true) => format!("{} passes the challenge: {right}", n(*seat)),
                (Lang::En, false) => {
                    format!("{} fails the challenge. Right answers: {right}", n(*seat))
                }
                (Lang::Es, true) => format!("{} supera el reto: {right}", n(*seat)),
                (Lang::Es, false) => format!("{} falla el reto. Respuestas: {right}", n(*seat)),
            }
        }
        E::TimedOut { seat, id } => match lang {
            Lang::En => format!(
                "Time is up for {}. Right answers: {}",
                n(*seat),
                answers(practised, id, lang)
            ),
            Lang::Es => format!(
                "Se acabó el tiempo de {}. Respuestas: {}",
                n(*seat),
                answers(practised, id, lang)
            ),
        },
        E::OpenAnswer { seat, answer, .. } => match lang {
            Lang::En => format!("{} answers “{answer}”; the table votes", n(*seat)),
            Lang::Es => format!("{} responde «{answer}»; vota la mesa", n(*seat)),
        },
        E::Voted { seat, accept } => match (lang, accept) {
            (Lang::En, true) => format!("{} accepts", n(*seat)),
            (Lang::En, false) => format!("{} refuses", n(*seat)),
            (Lang::Es, true) => format!("{} acepta", n(*seat)),
            (Lang::Es, false) => format!("{} rechaza", n(*seat)),
        },
        E::VoteClosed { seat, unasked, .. } => {
            let and = lang.pick(" and ", " y ");
            let unasked = unasked.iter().map(|s| n(*s)).collect::<Vec<_>>().join(and);
            match lang {
                Lang::En => format!(
                    "The vote on {}'s answer is decided without {unasked}",
                    n(*seat)
                ),
                Lang::Es => format!(
                    "La votación sobre la respuesta de {} está decidida sin {unasked}",
                    n(*seat)
                ),
            }
        }
        E::Judged { seat, passed, .. } => match (lang, passed) {
            (Lang::En, true) => format!("The table accepts {}'s answer", n(*seat)),
            (Lang::En, false) => format!("The table refuses {}'s answer", n(*seat)),
            (Lang::Es, true) => format!("La mesa acepta la respuesta de {}", n(*seat)),
            (Lang::Es, false) => format!("La mesa rechaza la respuesta de {}", n(*seat)),
        },
        E::NoChallenge { seat } if en => {
            format!("No challenge left for {}: it counts as passed", n(*seat))
        }
        E::NoChallenge { seat } => {
            format!("No quedan retos para {}: cuenta como superado", n(*seat))
        }
        E::Reset => lang
            .pick(
                "The pile is reset: any card may follow",
                "La pila vuelve a empezar: vale cualquier carta",
            )
            .into(),
        E::FreeChoice { seat } if en => format!("{} may play higher or lower", n(*seat)),
        E::FreeChoice { seat } => format!("{} puede jugar más alto o más bajo", n(*seat)),
        E::MustBeat { seat, rank } if en => {
            format!("{} must beat the {}", n(*seat), rank_label(*rank))
        }
        E::MustBeat { seat, rank } => format!("{} debe superar el {}", n(*seat), rank_label(*rank)),
        E::MustUnder { rank } if en => format!("Next: a {} or lower", rank_label(*rank)),
        E::MustUnder { rank } => format!("Siguiente: un {} o menos", rank_label(*rank)),
        E::PairNow { seat, rank } if en => format!(
            "{} plays another card on the {}",
            n(*seat),
            rank_label(*rank)
        ),
        E::PairNow { seat, rank } => format!(
            "{} pone otra carta sobre el {}",
            n(*seat),
            rank_label(*rank)
        ),
        E::MayPlayAny { seat } if en => format!("{} passed them all: any card, or skip", n(*seat)),
        E::MayPlayAny { seat } => format!("{} los superó todos: cualquier carta, o pasa", n(*seat)),
        E::Cleared { count, four } => match (lang, four) {
            (Lang::En, true) => format!("Four of a kind! The pile ({count}) is cleared"),
            (Lang::En, false) => format!("The pile ({count}) is cleared"),
            (Lang::Es, true) => format!("¡Póquer! Se limpia la pila ({count})"),
            (Lang::Es, false) => format!("Se limpia la pila ({count})"),
        },
        E::PlaysAgain { seat } if en => format!("{} plays again", n(*seat)),
        E::PlaysAgain { seat } => format!("{} vuelve a jugar", n(*seat)),
        E::PickedUp { seat, cards } => match (lang, cards.len()) {
            (Lang::En, 1) => format!("{} picks up the pile (1 card)", n(*seat)),
            (Lang::En, count) => format!("{} picks up the pile ({count} cards)", n(*seat)),
            (Lang::Es, 1) => format!("{} recoge la pila (1 carta)", n(*seat)),
            (Lang::Es, count) => format!("{} recoge la pila ({count} cartas)", n(*seat)),
        },
        E::Skipped { seat } if en => format!("{} skips", n(*seat)),
        E::Skipped { seat } => format!("{} pasa", n(*seat)),
        E::Targeted { giver, taker } if en => {
            format!("{} names {} for a challenge", n(*giver), n(*taker))
        }
        E::Targeted { giver, taker } => format!("{} elige a {} para un reto", n(*giver), n(*taker)),
        E::Out { seat, place } => match (lang, place) {
            (Lang::En, 1) => format!("{} has no cards left and wins!", n(*seat)),
            (Lang::En, p) => format!("{} is out, place {p}", n(*seat)),
            (Lang::Es, 1) => format!("¡{} se queda sin cartas y gana!", n(*seat)),
            (Lang::Es, p) => format!("{} termina, puesto {p}", n(*seat)),
        },
        E::Called { plays } => match lang {
            Lang::En => format!(
                "{plays} plays with no one out and no pile cleared: the game ends here; players still in score 0"
            ),
            Lang::Es => format!(
                "{plays} jugadas sin que nadie salga ni se limpie la pila: la partida acaba aquí; quien sigue en juego suma 0"
            ),
        },
        E::GameOver { .. } => lang.pick("The game is over", "Fin de la partida").into(),
        E::Review { seat, items } => match lang {
            Lang::En => format!("{} missed {} challenge(s)", n(*seat), items.len()),
            Lang::Es => format!("{} falló {} reto(s)", n(*seat), items.len()),
        },
    }
}

fn power_text(p: Power, lang: Lang) -> &'static str {
    match p {
        Power::Plain => lang.pick("no power (ranks by its number)", "sin poder (vale su número)"),
        Power::Reset => lang.pick("goes on anything; any card may follow", "va sobre cualquiera; después vale cualquier carta"),
        Power::ResetWithCard => lang.pick(
            "goes on anything and resets the pile; its player does a challenge (given by the next player) and, passed, plays another card of any rank on it",
            "va sobre cualquiera y reinicia la pila; quien lo juega hace un reto (lo da el siguiente) y, si lo supera, pone encima otra carta de cualquier valor",
        ),
        Power::HigherOrLower => lang.pick(
            "goes on anything; the next player does a challenge (given by its player): passed, they may play higher or lower; failed, they must beat it",
            "va sobre cualquiera; el siguiente hace un reto (lo da quien lo jugó): si lo supera, puede jugar más alto o más bajo; si no, debe superarlo",
        ),
        Power::LowerThan => lang.pick("goes on anything; the next player must play that rank or lower", "va sobre cualquiera; el siguiente debe jugar ese valor o menos"),
        Power::Burn => lang.pick("goes on anything and clears the pile; its player plays again", "va sobre cualquiera y limpia la pila; quien lo jugó vuelve a jugar"),
        Power::ClearAfterChallenges => lang.pick(
            "goes on anything; every other player still in the game does a challenge given by its player (whatever the results), then the pile is cleared and its player plays again",
            "va sobre cualquiera; cada otro jugador en juego hace un reto que da quien lo jugó (sea cual sea el resultado), luego se limpia la pila y quien lo jugó vuelve a jugar",
        ),
    }
}

/// Every rule and ruling in force, one line each.
pub fn help_lines(r: &PalaceRules, lang: Lang) -> Vec<String> {
    let mut v = Vec::new();
    let practised = match r.practised {
        Lang::En => lang.pick("English", "inglés"),
        Lang::Es => lang.pick("Spanish", "español"),
    };
    v.push(match lang {
        Lang::En => format!(
            "Challenges practise {practised}, level {}.",
            r.level.name(lang)
        ),
        Lang::Es => format!(
            "Los retos practican {practised}, nivel {}.",
            r.level.name(lang)
        ),
    });
    v.push(match lang {
        Lang::En => format!(
            "Decks for 3 to 8 players: {:?} (house rule: two decks for 6 or more).",
            r.decks
        ),
        Lang::Es => format!(
            "Barajas para 3 a 8 jugadores: {:?} (regla de la casa: dos barajas desde 6).",
            r.decks
        ),
    });
    for (rank, p) in [(2, r.two), (7, r.seven), (10, r.ten)] {
        v.push(format!("{}: {}.", rank, power_text(p, lang)));
    }
    // Ruling: accents are optional, and ñ is read as n unless the table asks for it.
    v.push(
        match (r.exact_enye, lang) {
            (false, Lang::En) => "Typed answers: case and accents do not matter, and n counts for ñ (house rule exact_enye: ñ must be written, as ñ or n~).",
            (false, Lang::Es) => "Respuestas escritas: mayúsculas y tildes no cuentan, y n vale por ñ (regla de la casa exact_enye: hay que escribir la ñ, como ñ o n~).",
            (true, Lang::En) => "Typed answers: case and accents do not matter, but ñ must be written, as ñ or n~ (pequen~o).",
            (true, Lang::Es) => "Respuestas escritas: mayúsculas y tildes no cuentan, pero hay que escribir la ñ, como ñ o n~ (pequen~o).",
        }
        .to_string(),
    );
    v.push(
        match r.open_answers {
            OpenAnswers::Typed => game::words(lang).help_open_typed,
            OpenAnswers::Aloud => game::words(lang).help_open_aloud,
        }
        .to_string(),
    );
    v.push(game::words(lang).help_vote_closes.to_string());
    v.push(game::words(lang).help_series.to_string());
    v.push(
        if r.public_review {
            game::words(lang).help_review_public
        } else {
            game::words(lang).help_review_private
        }
        .to_string(),
    );
    v.push(
        match r.four_of_a_kind {
            FourPower::Plain => lang.pick("Four of a kind: nothing special.", "Póquer: nada especial."),
            FourPower::Clear => lang.pick("Four of a kind clears the pile; its player plays again.", "El póquer limpia la pila; quien lo hizo vuelve a jugar."),
            FourPower::ClearAndGive => lang.pick(
                "Four of a kind clears the pile and its player hands out 4 challenges to players of their choice (extreme rule, house rule), then plays again.",
                "El póquer limpia la pila y quien lo hizo reparte 4 retos a quien quiera (regla extrema, de la casa) y vuelve a jugar.",
            ),
        }
        .into(),
    );
    v.push(
        match r.blind_challenge {
            BlindChallenge::One => lang.pick(
                "A blind card that does not beat the pile: one challenge, given by the next player; passed, it is played anyway; failed, you pick up the pile and that card.",
                "Una carta ciega que no supera la pila: un reto, lo da el siguiente; superado, se juega igual; fallado, recoges la pila y esa carta.",
            ),
            BlindChallenge::Each => lang.pick(
                "A blind card that does not beat the pile: one challenge from each other player (house rule); all passed, it is played anyway; one failed, you pick up the pile and that card.",
                "Una carta ciega que no supera la pila: un reto de cada otro jugador (regla de la casa); todos superados, se juega igual; uno fallado, recoges la pila y esa carta.",
            ),
        }
        .into(),
    );
    v.push(
        if r.play_on {
            lang.pick(
                "House rule: play on after the winner to rank everyone.",
                "Regla de la casa: se sigue jugando tras el ganador para ordenar a todos.",
            )
        } else {
            lang.pick(
                "The first player with no cards wins; the game ends there.",
                "Gana el primero que se queda sin cartas; ahí acaba la partida.",
            )
        }
        .into(),
    );
    v.push(match lang {
        Lang::En => format!(
            "Every game ends: after {} plays in a row (cards put on the pile, the pile picked up, a skip) with no one going out and no pile cleared, the game ends at the next turn; players out keep their places, players still in score 0.",
            super::state::QUIET_PLAYS
        ),
        Lang::Es => format!(
            "Toda partida acaba: tras {} jugadas seguidas (cartas a la pila, recoger la pila, pasar) sin que nadie salga ni se limpie la pila, la partida acaba en el turno siguiente; quien ya salió conserva su puesto, quien sigue en juego suma 0.",
            super::state::QUIET_PLAYS
        ),
    });
    if r.challenge_timer_seconds > 0 {
        v.push(match lang {
            Lang::En => format!("House rule: {} seconds to answer a challenge; when time is up it is failed.", r.challenge_timer_seconds),
            Lang::Es => format!("Regla de la casa: {} segundos para responder un reto; si se acaba el tiempo, se falla.", r.challenge_timer_seconds),
        });
    }
    v.push(match lang {
        Lang::En => format!(
            "House rule: computer players pass a challenge {}% (easy), {}% (normal), {}% (strong) of the time.",
            r.computer_success[0], r.computer_success[1], r.computer_success[2]
        ),
        Lang::Es => format!(
            "Regla de la casa: las máquinas superan un reto el {}% (fácil), {}% (normal), {}% (fuerte) de las veces.",
            r.computer_success[0], r.computer_success[1], r.computer_success[2]
        ),
    });
    v.push(match lang {
        Lang::En => format!(
            "Computer players: easy sheds its lowest cards; normal keeps special cards for when nothing else goes and blocks a player about to go out; strong, once the draw pile is gone, tries each play against {} guesses at the cards it cannot see, playing the game out (strong_budget). None of them sees hidden cards.",
            r.strong_budget
        ),
        Lang::Es => format!(
            "Máquinas: fácil se descarta de sus cartas más bajas; normal guarda las especiales para cuando no va otra y bloquea a quien está por salir; fuerte, acabado el mazo, prueba cada jugada con {} suposiciones de las cartas que no ve, jugando la partida hasta el final (strong_budget). Ninguna ve cartas ocultas.",
            r.strong_budget
        ),
    });
    v
}

/// "1 card left", "3 cards left": what a seat still held when the game ended.
fn cards_left_text(n: usize, lang: Lang) -> String {
    match (lang, n) {
        (Lang::En, 1) => "1 card left".to_string(),
        (Lang::En, n) => format!("{n} cards left"),
        (Lang::Es, 1) => "le queda 1 carta".to_string(),
        (Lang::Es, n) => format!("le quedan {n} cartas"),
    }
}

/// Tried/passed in words: "5 of 7".
pub fn tally_text(t: &super::state::Tally, lang: Lang) -> String {
    let (tried, passed) = t.total();
    match lang {
        Lang::En => format!("{passed} of {tried} challenges passed"),
        Lang::Es => format!("{passed} de {tried} retos superados"),
    }
}

/// The end of the game, for every screen: places and tallies; then every person's
/// review list when the lists are public (house rule `public_review`, or only computers
/// played: every seat's), else who has a list and how long (each list goes to its
/// person alone: [`private_review`]).
pub fn game_over_summary(
    g: &Palace,
    order: &[SeatId],
    lang: Lang,
    names: &[String],
) -> crate::games::Summary {
    let mut lines = Vec::new();
    for (i, seat) in order.iter().enumerate() {
        lines.push(format!(
            "{}. {} · {}",
            i + 1,
            name(names, *seat),
            tally_text(g.tally(*seat), lang)
        ));
    }
    for seat in 0..g.seat_count_pub() {
        if !order.contains(&seat) {
            lines.push(format!(
                "–  {} · {} · {}",
                name(names, seat),
                cards_left_text(g.cards_left(seat), lang),
                tally_text(g.tally(seat), lang)
            ));
        }
    }
    lines.push(place_points_line(g.seat_count_pub(), lang));
    if g.quiet >= super::state::QUIET_PLAYS {
        lines.push(match lang {
            Lang::En => format!(
                "Called after {} plays with no one out and no pile cleared (the bound on every game).",
                g.quiet
            ),
            Lang::Es => format!(
                "Se dio por acabada tras {} jugadas sin que nadie saliera ni se limpiara la pila (el límite de toda partida).",
                g.quiet
            ),
        });
    }
    let w = game::words(lang);
    if review_is_public(g) {
        let anyone = g.people_count() == 0;
        for seat in (0..g.seat_count_pub()).filter(|s| anyone || g.is_person(*s)) {
            lines.extend(review_lines(g, seat, lang, names));
        }
    } else {
        // Who has a list, and how long: the lists themselves go to their people only.
        let counts: Vec<String> = (0..g.seat_count_pub())
            .filter(|&s| g.is_person(s) && !g.missed(s).is_empty())
            .map(|s| {
                let n = g.missed(s).len();
                let template = if n == 1 {
                    w.review_count_one
                } else {
                    w.review_count
                };
                game::fill(
                    template,
                    &[("name", &name(names, s)), ("n", &n.to_string())],
                )
            })
            .collect();
        if !counts.is_empty() {
            lines.push(String::new());
            lines.extend(counts);
            lines.push(w.review_private.to_string());
        }
    }
    crate::games::Summary {
        title: lang.pick("The game is over", "Fin de la partida").into(),
        lines,
    }
}

/// Whether every review list goes on every screen: the house rule `public_review`, or
/// no person at the table (nobody to shame; a table of computers shows them all).
fn review_is_public(g: &Palace) -> bool {
    g.rules().public_review || g.people_count() == 0
}

/// `seat`'s review list at the game's end, for that person's screen only (house rule
/// `public_review` off): empty when the lists are public (they are in the summary), for
/// a computer, and for a person who missed nothing.
pub fn private_review(g: &Palace, seat: SeatId, lang: Lang, names: &[String]) -> Vec<String> {
    if review_is_public(g) || !g.is_person(seat) {
        return Vec::new();
    }
    review_lines(g, seat, lang, names)
}

/// One seat's list of missed challenges: a blank line, "Ana — to review:", then each
/// prompt with its right answers and what was typed. Empty when nothing was missed.
fn review_lines(g: &Palace, seat: SeatId, lang: Lang, names: &[String]) -> Vec<String> {
    let practised = g.rules().practised;
    let missed = g.missed(seat);
    let mut lines = Vec::new();
    if missed.is_empty() {
        return lines;
    }
    lines.push(String::new());
    lines.push(match lang {
        Lang::En => format!("{} — to review:", name(names, seat)),
        Lang::Es => format!("{} — para repasar:", name(names, seat)),
    });
    for m in missed {
        let given = match (&m.given, lang) {
            (Some(t), Lang::En) => format!(" (you: {t})"),
            (Some(t), Lang::Es) => format!(" (tú: {t})"),
            (None, _) => String::new(),
        };
        let right = answers(practised, &m.id, lang);
        let right = if right.is_empty() {
            lang.pick("judged by the table", "lo juzga la mesa")
                .to_string()
        } else {
            right
        };
        lines.push(format!(
            "  {} → {right}{given}",
            prompt(practised, &m.id, lang)
        ));
    }
    lines
}

/// Why the game-over totals are what they are: points by finishing place.
pub fn place_points_line(players: usize, lang: Lang) -> String {
    let points: Vec<String> = (0..players.saturating_sub(1))
        .map(|i| format!("{}", players - 1 - i))
        .collect();
    match lang {
        Lang::En => format!(
            "Points by place out: {}; still in at the end: 0",
            points.join(", ")
        ),
        Lang::Es => format!(
            "Puntos por puesto al salir: {}; quien sigue al final: 0",
            points.join(", ")
        ),
    }
}

/// A refused move or setup in the interface language (English is the error's own text).
pub fn error_text(err: &PalaceError, lang: Lang) -> String {
    use PalaceError::*;
    match lang {
        Lang::En => {
            let mut s = err.to_string();
            if let Some(f) = s.get_mut(0..1) {
                f.make_ascii_uppercase();
            }
            format!("{s}.")
        }
        Lang::Es => match err {
            Players(n) => format!("Palace es para 3 a 8 jugadores, no {n}."),
            Decks { players, decks } => {
                format!("{decks} baraja(s) no alcanzan para dar 9 cartas a {players} jugadores.")
            }
            Over => "La partida ha terminado.".into(),
            NotYourTurn => "Ahora no te toca decidir.".into(),
            WrongMove => "Esa jugada no corresponde ahora.".into(),
            NoCards => "Elige al menos una carta.".into(),
            MixedRanks => "Las cartas jugadas juntas deben ser del mismo valor.".into(),
            NotYours => "No tienes esa carta donde juegas ahora.".into(),
            TooLow => "Esa carta no supera la pila.".into(),
            Opening => "La primera jugada debe ser la carta más baja.".into(),
            NoSlot => "No hay esa carta.".into(),
            NoPick => "No hay ese reto.".into(),
            BadTarget => "Ese jugador no puede hacer un reto ahora.".into(),
            TooLong => "La respuesta es demasiado larga.".into(),
            EmptyAnswer => "Escribe antes una respuesta.".into(),
            NoSkip => {
                "Tienes cartas que jugar: pasar es solo tras superar los retos de un bloqueo."
                    .into()
            }
        },
    }
}

#[cfg(test)]
mod power_text_tests {
    use super::*;

    #[test]
    fn a_moved_power_names_the_card_played() {
        for lang in [Lang::En, Lang::Es] {
            assert!(reason_text(&Reason::pair(7), lang).contains(" 7:"));
            assert!(reason_text(&Reason::clear(7), lang).contains(" 7:"));
            assert!(reason_text(&Reason::clear(2), lang).contains(" 2:"));
            assert!(reason_text(&Reason::pair(2), lang).contains(" 2:"));
            assert!(reason_text(&Reason::clear(10), lang).contains(" 10:"));
        }
        assert_eq!(
            place_points_line(4, Lang::En),
            "Points by place out: 3, 2, 1; still in at the end: 0"
        );
        // The bound on every game is in the rules in force, in both languages.
        let r = PalaceRules::default();
        assert!(
            help_lines(&r, Lang::En)
                .iter()
                .any(|l| l.contains("after 1000 plays"))
        );
        assert!(
            help_lines(&r, Lang::Es)
                .iter()
                .any(|l| l.contains("tras 1000 jugadas"))
        );
        // The ñ ruling is in the help, in force either way.
        let exact = PalaceRules {
            exact_enye: true,
            ..PalaceRules::default()
        };
        assert!(
            help_lines(&r, Lang::En)
                .iter()
                .any(|l| l.contains("n counts for ñ"))
        );
        assert!(
            help_lines(&exact, Lang::Es)
                .iter()
                .any(|l| l.contains("hay que escribir la ñ"))
        );
        // The review ruling (issue 39) is in the help, in force either way.
        let public = PalaceRules {
            public_review: true,
            ..PalaceRules::default()
        };
        for lang in [Lang::En, Lang::Es] {
            let private = help_lines(&r, lang).join("\n");
            assert!(private.contains("public_review"), "{private}");
            assert!(
                private.contains(lang.pick("only their own list", "solo su propia lista")),
                "{private}"
            );
            let shown = help_lines(&public, lang).join("\n");
            assert!(
                shown.contains(lang.pick("on every screen", "en todas las pantallas")),
                "{shown}"
            );
        }
        // One card is a card, in the end review's list of those still in.
        assert_eq!(cards_left_text(1, Lang::En), "1 card left");
        assert_eq!(cards_left_text(4, Lang::En), "4 cards left");
        assert_eq!(cards_left_text(1, Lang::Es), "le queda 1 carta");
        assert_eq!(cards_left_text(2, Lang::Es), "le quedan 2 cartas");
        // The default powers keep their recorded names.
        assert_eq!(Reason::pair(2), Reason::Two);
        assert_eq!(Reason::clear(10), Reason::Ten);
    }

    #[test]
    fn a_pile_of_one_card_is_one_card_not_one_cards() {
        use super::super::cards::Suit;
        let names = ["Ana".to_string()];
        let picked = |count: usize| E::PickedUp {
            seat: 0,
            cards: vec![Card::new(5, Suit::Hearts); count],
        };
        let said = |count, lang| event_text(&picked(count), lang, &names, Lang::Es);
        assert_eq!(said(1, Lang::En), "Ana picks up the pile (1 card)");
        assert_eq!(said(3, Lang::En), "Ana picks up the pile (3 cards)");
        assert_eq!(said(1, Lang::Es), "Ana recoge la pila (1 carta)");
        assert_eq!(said(3, Lang::Es), "Ana recoge la pila (3 cartas)");
    }
}
