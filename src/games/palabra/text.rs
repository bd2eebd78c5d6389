//! Every player-visible Palabra string, in English and Spanish. The rules help is in
//! `help.rs`.

use super::cards::{Card, CardKind, Color, Colors};
use super::config::{ShaveRule, WordCheck};
use super::error::PalabraError;
use super::state::{EndReason, PalabraEvent, PalabraMove, Phase};
use super::table::{Breakdown, PlayKind};
use super::view::PalabraView;
use crate::engine::Lang;

/// The table screen's words (prompts, keys, labels).
pub mod screen;

/// The lobby's and the summaries' words.
pub mod game;

pub fn color_name(c: Color, l: Lang) -> &'static str {
    match c {
        Color::R => l.pick("red", "rojo"),
        Color::B => l.pick("blue", "azul"),
        Color::G => l.pick("green", "verde"),
        Color::Y => l.pick("yellow", "amarillo"),
    }
}

/// "red", "red+blue".
pub fn colors_name(cs: Colors, l: Lang) -> String {
    cs.iter()
        .map(|c| color_name(c, l))
        .collect::<Vec<_>>()
        .join("+")
}
/// "P (2, 3 stars, blue)", "wild card", "joker".
pub fn card_name(c: &Card, l: Lang) -> String {
    let face = match c.kind {
        CardKind::Letter(x) => x.to_string(),
        CardKind::Wild => return l.pick("wild card", "comodín").into(),
        CardKind::Vowel => return l.pick("vowel card", "carta vocal").into(),
        CardKind::Joker => return l.pick("joker", "joker").into(),
    };
    let stars = if c.stars > 1 {
        format!(", {} {}", c.stars, l.pick("stars", "estrellas"))
    } else {
        String::new()
    };
    format!("{face} ({}{stars}, {})", c.value, colors_name(c.colors, l))
}

/// Cards as short labels ("P2** O1"), special cards by the names the hand shows
/// (WILD, VOWL, JOKR) instead of their record labels ("*0", "+0", "#0", which read as
/// stars and a zero; found by a tester).
pub fn readable_labels(labels: &str, l: Lang) -> String {
    let w = screen::words(l);
    labels
        .split(' ')
        .map(|label| match label.chars().next() {
            Some('#') => w.face_joker.to_string(),
            Some('*') => w.face_wild.to_string(),
            Some('+') => w.face_vowel.to_string(),
            _ => label.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn seat_name(names: &[String], seat: usize, l: Lang) -> String {
    match names.get(seat) {
        Some(n) => n.clone(),
        None => format!("{} {}", l.pick("Seat", "Asiento"), seat + 1),
    }
}

pub fn phase_name(p: Phase, l: Lang) -> &'static str {
    match p {
        Phase::PrePlay => l.pick("Pre-play", "Pre-jugada"),
        Phase::Play => l.pick("Play", "Jugada"),
        Phase::Challenge => l.pick("Challenge", "Desafío"),
        Phase::Vote => l.pick("Vote", "Votación"),
        Phase::GameOver => l.pick("Game over", "Fin de la partida"),
    }
}

pub fn kind_name(k: PlayKind, l: Lang) -> &'static str {
    match k {
        PlayKind::Word => l.pick("word", "palabra"),
        PlayKind::Straight => l.pick("straight", "escalera"),
        PlayKind::Flush => l.pick("flush", "color"),
    }
}

pub fn word_check_name(w: WordCheck, l: Lang) -> &'static str {
    match w {
        WordCheck::Strict => l.pick("dictionary", "diccionario"),
        WordCheck::Challenge => l.pick("challenge", "desafío"),
        WordCheck::Vote => l.pick("vote", "votación"),
    }
}

pub fn shave_rule_name(s: ShaveRule, l: Lang) -> &'static str {
    match s {
        ShaveRule::Previous => l.pick("the previous word play only", "solo la jugada anterior"),
        ShaveRule::Anyone => l.pick("any word", "cualquier palabra"),
        ShaveRule::LastAndNext => l.pick(
            "the previous word play and the words of the players before and after you",
            "la jugada anterior y las palabras de los jugadores antes y después de ti",
        ),
    }
}

/// The shave rule in a word or two, for the one-line rules summary.
pub fn shave_rule_short(s: ShaveRule, l: Lang) -> &'static str {
    match s {
        ShaveRule::Previous => l.pick("previous play", "jugada anterior"),
        ShaveRule::Anyone => l.pick("any word", "cualquier palabra"),
        ShaveRule::LastAndNext => l.pick("previous and neighbours", "anterior y vecinos"),
    }
}

/// "12 x3 x3 = 108, +70 all seven cards = 178" (the word first).
/// A hint to exchange cards, named as the exchange is typed.
pub fn exchange_hint(name: &str, faces: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "{name} exchanges {} cards: {faces} (5, then type them).",
            faces.chars().count()
        ),
        Lang::Es => format!(
            "{name} cambia {} cartas: {faces} (5, y escríbelas).",
            faces.chars().count()
        ),
    }
}

/// A vowel play as a hint: the vowels as they are typed in the vowel mode (`*` a wild
/// card, `+` a vowel card), not as the hand shows them ("WILD" cannot be typed).
pub fn vowels_hint(name: &str, typed: &str, points: i32, lang: Lang) -> String {
    let n = typed.chars().count();
    match lang {
        Lang::En => format!("{name} shows {n} vowels for {points}: {typed} (4, then type them)."),
        Lang::Es => format!("{name} muestra {n} vocales por {points}: {typed} (4, y escríbelas)."),
    }
}

/// A preview line with the typed form that would score more (a wild or vowel card in
/// place of a letter card).
pub fn better_typed(line: &str, typed: &str, score: i64, l: Lang) -> String {
    match l {
        Lang::En => format!("{line} ({typed} scores {score})"),
        Lang::Es => format!("{line} ({typed} vale {score})"),
    }
}

pub fn play_preview(word: &str, s: &Breakdown, final_mult: i32, l: Lang) -> String {
    let mut t = format!("{word}: {}", s.letters);
    let mut factors = false;
    for st in &s.stars {
        t.push_str(&format!(" x{st}"));
        factors = true;
    }
    if s.lock_mult > 1 {
        t.push_str(&format!(
            " x{} {} {}",
            s.lock_mult,
            colors_name(s.lock, l),
            l.pick("lock", "bloqueo")
        ));
        factors = true;
    }
    if factors {
        t.push_str(&format!(" = {}", s.base));
    }
    if s.bonus > 0 {
        t.push_str(&format!(
            ", +{} {} = {}",
            s.bonus,
            l.pick("all seven cards", "las siete cartas"),
            s.total
        ));
    }
    if final_mult > 1 {
        t.push_str(&format!(
            ", x{final_mult} {} = {}",
            l.pick("final play", "jugada final"),
            s.total * final_mult
        ));
    }
    t
}

pub fn vowels_preview(n: usize, points: i32, l: Lang) -> String {
    match l {
        Lang::En => format!(
            "Vowel play: {n} vowels = {points}; they are shuffled back and you draw {n}; your turn ends."
        ),
        Lang::Es => format!(
            "Jugada de vocales: {n} vocales = {points}; vuelven al mazo, robas {n} y termina tu turno."
        ),
    }
}

pub fn exchange_preview(n: usize, l: Lang) -> String {
    match l {
        Lang::En => format!("Exchange {n} cards; your turn ends."),
        Lang::Es => format!("Cambias {n} cartas; termina tu turno."),
    }
}

pub fn joker_preview(words: &[(String, i32)], l: Lang) -> String {
    let list = words
        .iter()
        .map(|(w, v)| format!("{w} (-{v})"))
        .collect::<Vec<_>>()
        .join(", ");
    match l {
        Lang::En => format!("Joker: removes {list}."),
        Lang::Es => format!("Joker: anula {list}."),
    }
}

pub fn shave_preview(word: &str, parts: &[(char, i32)], points: i32, l: Lang) -> String {
    let list = parts
        .iter()
        .map(|(c, v)| format!("{c} {v}"))
        .collect::<Vec<_>>()
        .join(", ");
    match l {
        Lang::En if points == 1 => format!("Shave {word}: 1 point moves to you ({list})."),
        Lang::En => format!("Shave {word}: {points} points move to you ({list})."),
        Lang::Es if points == 1 => format!("Afeitas {word}: 1 punto pasa a ti ({list})."),
        Lang::Es => format!("Afeitas {word}: {points} puntos pasan a ti ({list})."),
    }
}

pub fn move_name(mv: &PalabraMove, l: Lang) -> String {
    match mv {
        PalabraMove::Joker { .. } => l.pick("Joker", "Joker").into(),
        PalabraMove::Shave { .. } => l.pick("Shave", "Afeitar").into(),
        PalabraMove::SkipPrePlay => l.pick("No pre-play", "Sin pre-jugada").into(),
        PalabraMove::Word { .. } => l.pick("Word", "Palabra").into(),
        PalabraMove::Straight { .. } => l.pick("Straight", "Escalera").into(),
        PalabraMove::Flush { .. } => l.pick("Flush", "Color").into(),
        PalabraMove::Vowels { .. } => l.pick("Vowel play", "Jugada de vocales").into(),
        PalabraMove::Exchange { .. } => l.pick("Exchange", "Cambio").into(),
        PalabraMove::Pass => l.pick("Pass", "Pasar").into(),
        PalabraMove::TimeOut => l
            .pick("Time is up: pass", "Se acabó el tiempo: pasa")
            .into(),
        PalabraMove::Challenge => l.pick("Challenge", "Desafiar").into(),
        PalabraMove::Accept => l.pick("Accept", "Aceptar").into(),
        PalabraMove::Vote { accept: true } => l.pick("Vote yes", "Votar sí").into(),
        PalabraMove::Vote { accept: false } => l.pick("Vote no", "Votar no").into(),
    }
}

/// What the seat of `view` is asked to do now.
pub fn prompt(view: &PalabraView, l: Lang) -> String {
    if view.phase == Phase::GameOver {
        return l
            .pick("The game is over.", "La partida ha terminado.")
            .into();
    }
    if !view.my_turn() {
        return l.pick("Wait for your turn.", "Espera tu turno.").into();
    }
    let word = view
        .pending
        .as_ref()
        .map(|p| p.word.clone())
        .unwrap_or_default();
    match (view.phase, l) {
        (Phase::PrePlay, Lang::En) => "Pre-play: a joker, a shave, or none.".into(),
        (Phase::PrePlay, Lang::Es) => "Pre-jugada: un joker, un afeitado o nada.".into(),
        (Phase::Play, Lang::En) => "Play a word, build on a word, a straight, a flush, a vowel play, exchange or pass.".into(),
        (Phase::Play, Lang::Es) => "Juega una palabra, construye sobre otra, una escalera, un color, vocales, cambia o pasa.".into(),
        (Phase::Challenge, Lang::En) => format!("Accept {word} or challenge it?"),
        (Phase::Challenge, Lang::Es) => format!("¿Aceptas {word} o la desafías?"),
        (Phase::Vote, Lang::En) => format!("Is {word} a word? Vote."),
        (Phase::Vote, Lang::Es) => format!("¿Es {word} una palabra? Vota."),
        (Phase::GameOver, _) => String::new(),
    }
}

pub fn error_text(e: &PalabraError, l: Lang) -> String {
    use PalabraError::*;
    let en = l == Lang::En;
    match e {
        PlayerCount(n) if en => {
            format!("Palabra is for 2 to 6 players (7 to 12 with two decks), not {n}.")
        }
        PlayerCount(n) => {
            format!("Palabra es para 2 a 6 jugadores (7 a 12 con dos mazos), no {n}.")
        }
        BadDeck(s) if en => format!("The deck file cannot be read: {s}"),
        BadDeck(s) => format!("No se puede leer el mazo: {s}"),
        BadSetup => l
            .pick(
                "That position cannot exist.",
                "Esa posición no puede existir.",
            )
            .into(),
        GameOver => l
            .pick("The game is over.", "La partida ha terminado.")
            .into(),
        NotYourTurn => l.pick("It is not your turn.", "No es tu turno.").into(),
        WrongPhase => l
            .pick(
                "That move does not fit now.",
                "Esa jugada no corresponde ahora.",
            )
            .into(),
        TimerOff => l
            .pick(
                "The impatient timer is off.",
                "El reloj de arena está desactivado.",
            )
            .into(),
        NotInHand(_) => l
            .pick(
                "That card is not in your hand.",
                "Esa carta no está en tu mano.",
            )
            .into(),
        DuplicateCard(_) => l
            .pick("A card was chosen twice.", "Elegiste una carta dos veces.")
            .into(),
        EmptyWord => l.pick("Type a word.", "Escribe una palabra.").into(),
        BadCharacter(c) if en => format!("'{c}' is not a letter."),
        BadCharacter(c) => format!("'{c}' no es una letra."),
        DanglingMarker(m) if en => format!("Type a letter after {m}."),
        DanglingMarker(m) => format!("Escribe una letra después de {m}."),
        MissingLetter(c) if en => format!("You have no {c}."),
        MissingLetter(c) => format!("No tienes ninguna {c}."),
        TooFewOf(c, n) if en => format!("You have only {n} {c}."),
        TooFewOf(c, n) => format!("Solo tienes {n} {c}."),
        NoWildCard => l
            .pick("You have no wild card.", "No tienes comodín.")
            .into(),
        NoVowelCard => l
            .pick("You have no vowel card.", "No tienes carta vocal.")
            .into(),
        CardCannotBe(_, c) if en => format!("That card cannot stand for {c}."),
        CardCannotBe(_, c) => format!("Esa carta no puede ser una {c}."),
        JokerInWord => l
            .pick(
                "Jokers are only played as a pre-play.",
                "Los jokers solo se juegan como pre-jugada.",
            )
            .into(),
        NotAWord(w) if en => format!("{w} is not in the dictionary."),
        NotAWord(w) => format!("{w} no está en el diccionario."),
        OneLetterWord(w) if en => format!("{w}: the only one-letter words are A and O."),
        OneLetterWord(w) => format!("{w}: las únicas palabras de una letra son A y O."),
        AlreadyRejected(w) if en => format!("The table already rejected {w} this turn."),
        AlreadyRejected(w) => format!("La mesa ya rechazó {w} en este turno."),
        NoSuchWord(_) => l
            .pick("There is no word there.", "Ahí no hay ninguna palabra.")
            .into(),
        OwnWord => l
            .pick("That is your own word.", "Esa es tu propia palabra.")
            .into(),
        FlushTarget => l
            .pick(
                "A flush cannot be built on or shaved.",
                "Un color no se puede ampliar ni afeitar.",
            )
            .into(),
        BuildKind => l
            .pick(
                "A straight is built only into a straight (2), a word only into a word (1).",
                "Una escalera solo se amplía como escalera (2), una palabra como palabra (1).",
            )
            .into(),
        TableWordMissing { table, typed } if en => {
            format!("{typed} does not contain {table} as one run of letters.")
        }
        TableWordMissing { table, typed } => {
            format!("{typed} no contiene {table} con las letras seguidas.")
        }
        NothingAdded => l
            .pick("Add at least one card.", "Añade al menos una carta.")
            .into(),
        LockLost(c) if en => format!(
            "A built word must keep its color lock ({}).",
            colors_name(*c, l)
        ),
        LockLost(c) => format!(
            "Una palabra ampliada debe mantener su bloqueo de color ({}).",
            colors_name(*c, l)
        ),
        NotAStraight(w) if en => {
            format!("{w} is not a straight: 3 or more consecutive letters (A follows Z).")
        }
        NotAStraight(w) => {
            format!("{w} no es una escalera: 3 o más letras seguidas (la A sigue a la Z).")
        }
        FlushTooShort(n) if en => format!("A flush needs 5 cards or more, not {n}."),
        FlushTooShort(n) => format!("Un color necesita 5 cartas o más, no {n}."),
        NotOneColor => l
            .pick(
                "A flush needs cards that all share one color.",
                "Un color necesita cartas que compartan un color.",
            )
            .into(),
        TooFewVowels(n) if en => format!("A vowel play needs 6 vowels or more, not {n}."),
        TooFewVowels(n) => format!("Una jugada de vocales necesita 6 vocales o más, no {n}."),
        NotAVowelCard(_) => l
            .pick("That card is not a vowel.", "Esa carta no es una vocal.")
            .into(),
        ExchangeNeedsTen(n) if en => {
            format!("Exchanging needs 10 cards in the draw pile; there are {n}.")
        }
        ExchangeNeedsTen(n) => format!("Para cambiar hacen falta 10 cartas en el mazo; hay {n}."),
        VowelPileTooSmall { need, pile } if en => {
            format!("A vowel play of {need} needs {need} cards in the draw pile; there are {pile}.")
        }
        VowelPileTooSmall { need, pile } => {
            format!("Una jugada de {need} vocales necesita {need} cartas en el mazo; hay {pile}.")
        }
        NothingChosen => l
            .pick("Choose at least one card.", "Elige al menos una carta.")
            .into(),
        CannotShave(_) => l
            .pick(
                "The shave rule in force does not allow shaving that word.",
                "La regla de afeitado no permite afeitar esa palabra.",
            )
            .into(),
        NoMatchingLetter(c) if en => format!("That word has no unshaved {c}."),
        NoMatchingLetter(c) => format!("Esa palabra no tiene ninguna {c} sin afeitar."),
        ShaveColor { letter, lock } if en => format!(
            "That word is locked ({}): your {letter} must share its color.",
            colors_name(*lock, l)
        ),
        ShaveColor { letter, lock } => format!(
            "Esa palabra está bloqueada ({}): tu {letter} debe tener su color.",
            colors_name(*lock, l)
        ),
        ShaveWithLetters => l
            .pick(
                "Only letter cards shave.",
                "Solo las cartas de letra afeitan.",
            )
            .into(),
        Jokered(_) => l
            .pick(
                "That word was jokered: it is worth nothing more.",
                "Esa palabra recibió un joker: ya no vale nada.",
            )
            .into(),
        NotEnoughJokers { need, have } if en => format!("You need {need} jokers and have {have}."),
        NotEnoughJokers { need, have } => format!("Necesitas {need} jokers y tienes {have}."),
        SameTargetTwice(_) => l
            .pick("One joker per word.", "Un joker por palabra.")
            .into(),
    }
}

pub fn end_reason(r: EndReason, names: &[String], l: Lang) -> String {
    match (r, l) {
        (EndReason::OutOfCards(s), Lang::En) => format!(
            "{} is out of cards with the draw pile empty",
            seat_name(names, s, l)
        ),
        (EndReason::OutOfCards(s), Lang::Es) => format!(
            "{} se quedó sin cartas con el mazo vacío",
            seat_name(names, s, l)
        ),
        (EndReason::AllPassed, _) => l
            .pick(
                "everyone passed with the draw pile empty",
                "todos pasaron con el mazo vacío",
            )
            .into(),
        (EndReason::Stalemate, _) => l
            .pick("three rounds without a play", "tres rondas sin jugadas")
            .into(),
        (EndReason::CannotRefill, _) => l
            .pick(
                "not everyone could draw back to seven",
                "no todos pudieron robar hasta siete",
            )
            .into(),
    }
}

pub fn event_text(e: &PalabraEvent, l: Lang, names: &[String]) -> String {
    use PalabraEvent::*;
    let n = |s: usize| seat_name(names, s, l);
    let en = l == Lang::En;
    match e {
        Cut { cuts, first } => {
            let list = cuts
                .iter()
                .map(|(s, c)| format!("{} {}", n(*s), readable_labels(&c.label(), l)))
                .collect::<Vec<_>>()
                .join(", ");
            if en {
                format!(
                    "Cut for the start: {list}. {} is closest to Z and starts.",
                    n(*first)
                )
            } else {
                format!(
                    "Corte: {list}. {} está más cerca de la Z y empieza.",
                    n(*first)
                )
            }
        }
        TurnStarted { seat, turn_no } if en => format!("Turn {turn_no}: {}.", n(*seat)),
        TurnStarted { seat, turn_no } => format!("Turno {turn_no}: {}.", n(*seat)),
        WordDiscarded { seat, word } if en => format!("{} discards {word}.", n(*seat)),
        WordDiscarded { seat, word } => format!("{} descarta {word}.", n(*seat)),
        TurnForfeited { seat } if en => format!("{} loses this turn (failed challenge).", n(*seat)),
        TurnForfeited { seat } => format!("{} pierde este turno (desafío fallido).", n(*seat)),
        Jokered {
            seat,
            victim,
            word,
            points,
        } if en => format!("{} jokers {}'s {word}: -{points}.", n(*seat), n(*victim)),
        Jokered {
            seat,
            victim,
            word,
            points,
        } => format!(
            "{} juega un joker contra {word} de {}: -{points}.",
            n(*seat),
            n(*victim)
        ),
        Shaved {
            seat,
            victim,
            word,
            letters,
            points,
        } if en => format!(
            "{} shaves {letters} off {}'s {word}: {points} {}.",
            n(*seat),
            n(*victim),
            if *points == 1 {
                "point moves"
            } else {
                "points move"
            }
        ),
        Shaved {
            seat,
            victim,
            word,
            letters,
            points,
        } => format!(
            "{} afeita {letters} de {word} de {}: pasan {points} puntos.",
            n(*seat),
            n(*victim)
        ),
        PrePlaySkipped { seat } if en => format!("{} makes no pre-play.", n(*seat)),
        PrePlaySkipped { seat } => format!("{} no hace pre-jugada.", n(*seat)),
        Drew { seat, count } if en => format!("{} draws {count}.", n(*seat)),
        Drew { seat, count } => format!("{} roba {count}.", n(*seat)),
        Played {
            seat,
            kind,
            word,
            built_on,
            score,
        } => {
            let how = play_preview(word, score, 1, l);
            match (built_on, en) {
                (Some((o, old)), true) => {
                    format!("{} builds {word} on {}'s {old}. {how}", n(*seat), n(*o))
                }
                (Some((o, old)), false) => format!(
                    "{} construye {word} sobre {old} de {}. {how}",
                    n(*seat),
                    n(*o)
                ),
                (None, true) => format!("{} plays the {} {how}", n(*seat), kind_name(*kind, l)),
                (None, false) => format!("{} juega {} {how}", n(*seat), kind_name(*kind, l)),
            }
        }
        VowelPlay {
            seat,
            letters,
            points,
        } if en => format!(
            "{} shows the vowels {}: {points}.",
            n(*seat),
            readable_labels(letters, l)
        ),
        VowelPlay {
            seat,
            letters,
            points,
        } => format!(
            "{} muestra las vocales {}: {points}.",
            n(*seat),
            readable_labels(letters, l)
        ),
        Exchanged { seat, count } if en => format!("{} exchanges {count} cards.", n(*seat)),
        Exchanged { seat, count } => format!("{} cambia {count} cartas.", n(*seat)),
        Passed {
            seat,
            timed_out: false,
        } if en => format!("{} passes.", n(*seat)),
        Passed {
            seat,
            timed_out: false,
        } => format!("{} pasa.", n(*seat)),
        Passed { seat, .. } if en => format!("{}'s time is up: pass.", n(*seat)),
        Passed { seat, .. } => format!("Se acabó el tiempo de {}: pasa.", n(*seat)),
        WordLaid { seat, word } if en => format!("{} lays {word}.", n(*seat)),
        WordLaid { seat, word } => format!("{} baja {word}.", n(*seat)),
        Accepted { seat } if en => format!("{} accepts.", n(*seat)),
        Accepted { seat } => format!("{} acepta.", n(*seat)),
        ChallengeWon {
            challenger,
            player,
            word,
        } if en => format!(
            "{} challenges {word}: not a word. {} takes it back and the turn ends.",
            n(*challenger),
            n(*player)
        ),
        ChallengeWon {
            challenger,
            player,
            word,
        } => format!(
            "{} desafía {word}: no es palabra. {} la retira y termina el turno.",
            n(*challenger),
            n(*player)
        ),
        ChallengeFailed {
            challenger, word, ..
        } if en => format!(
            "{} challenges {word}: it is a word. {} loses their next turn.",
            n(*challenger),
            n(*challenger)
        ),
        ChallengeFailed {
            challenger, word, ..
        } => format!(
            "{} desafía {word}: es palabra. {} pierde su próximo turno.",
            n(*challenger),
            n(*challenger)
        ),
        VoteClosed { word, unasked, .. } => {
            let unasked: Vec<String> = unasked.iter().map(|&s| n(s)).collect();
            crate::games::judge::closed_early_text(l, word, &unasked)
        }
        Voted { seat, accept } if en => {
            format!("{} votes {}.", n(*seat), if *accept { "yes" } else { "no" })
        }
        Voted { seat, accept } => {
            format!("{} vota {}.", n(*seat), if *accept { "sí" } else { "no" })
        }
        VoteResult {
            player,
            word,
            yes,
            no,
            accepted: true,
        } if en => format!("{word} is accepted ({yes}-{no}) for {}.", n(*player)),
        VoteResult {
            player,
            word,
            yes,
            no,
            accepted: true,
        } => format!("{word} se acepta ({yes}-{no}) para {}.", n(*player)),
        VoteResult {
            player,
            word,
            yes,
            no,
            ..
        } if en => format!(
            "{word} is rejected ({yes}-{no}): {} may play another word.",
            n(*player)
        ),
        VoteResult {
            player,
            word,
            yes,
            no,
            ..
        } => format!(
            "{word} se rechaza ({yes}-{no}): {} puede jugar otra palabra.",
            n(*player)
        ),
        Decided { seat } if en => format!("{} has decided.", n(*seat)),
        Decided { seat } => format!("{} ya decidió.", n(*seat)),
        Revealed { round } if en => format!("Round {round}: everyone's plays are revealed."),
        Revealed { round } => format!("Ronda {round}: se revelan las jugadas de todos."),
        Voided { seat, reason } if en => format!(
            "{}'s play cannot be resolved ({reason}); the cards go back.",
            n(*seat)
        ),
        Voided { seat, reason } => format!(
            "La jugada de {} no se puede resolver ({reason}); las cartas vuelven.",
            n(*seat)
        ),
        FinalPlay { seat, word, extra } if en => {
            format!("{word} was the last play: +{extra} for {}.", n(*seat))
        }
        FinalPlay { seat, word, extra } => {
            format!("{word} fue la última jugada: +{extra} para {}.", n(*seat))
        }
        Penalty {
            seat,
            cards,
            points,
        } if en => format!(
            "{} has {} left: {points}.",
            n(*seat),
            readable_labels(cards, l)
        ),
        Penalty {
            seat,
            cards,
            points,
        } => format!(
            "A {} le quedan {}: {points}.",
            n(*seat),
            readable_labels(cards, l)
        ),
        BestWordDropped { seat, word, points } if en => {
            format!("{}'s best word {word} is taken off: {points}.", n(*seat))
        }
        BestWordDropped { seat, word, points } => format!(
            "Se quita la mejor palabra de {}, {word}: {points}.",
            n(*seat)
        ),
        GameOver {
            reason,
            totals,
            winners,
        } => {
            let who = winners.iter().map(|&s| n(s)).collect::<Vec<_>>().join(", ");
            let scores = totals
                .iter()
                .enumerate()
                .map(|(s, t)| format!("{} {t}", n(s)))
                .collect::<Vec<_>>()
                .join(", ");
            let why = end_reason(*reason, names, l);
            if en {
                format!("Game over ({why}). {scores}. Winner: {who}.")
            } else {
                format!("Fin de la partida ({why}). {scores}. Gana: {who}.")
            }
        }
    }
}

/// A score-pad line in a few words: "DOLTS", "shaved ST off Bo", "joker by Bo".
pub fn entry_text(e: &super::Entry, lang: Lang, names: &[String]) -> String {
    use super::Entry;
    let name = |s: &usize| names.get(*s).cloned().unwrap_or_default();
    match e {
        Entry::Play {
            word,
            built_on: None,
            ..
        } => word.clone(),
        Entry::Play {
            word,
            built_on: Some(on),
            ..
        } => format!("{word} ({} {on})", lang.pick("on", "sobre")),
        Entry::ShaveGiven {
            victim, letters, ..
        } => format!(
            "{} {letters} {} {}",
            lang.pick("shaved", "afeitó"),
            lang.pick("off", "a"),
            name(victim)
        ),
        Entry::ShaveTaken { by, word, letters } => format!("{word} -{letters} ({})", name(by)),
        Entry::Jokered { by, word } => format!("{word}: joker ({})", name(by)),
        Entry::Vowels { count } => format!("{count} {}", lang.pick("vowels", "vocales")),
        Entry::FinalPlay { word } => format!("{} {word}", lang.pick("last play", "última jugada")),
        Entry::Penalty { cards } => format!(
            "{} {}",
            lang.pick("left in hand", "en la mano"),
            readable_labels(cards, lang)
        ),
        Entry::BestWordDropped { word } => {
            format!("{} {word}", lang.pick("best dropped", "sin la mejor"))
        }
    }
}

#[cfg(test)]
mod label_tests {
    use super::*;

    /// Special cards read as the hand names them, letters keep their labels.
    #[test]
    fn special_cards_read_by_name() {
        assert_eq!(
            readable_labels("#0 *0 +0 U1** P2", Lang::En),
            "JOKR WILD VOWL U1** P2"
        );
        assert_eq!(readable_labels("*0", Lang::Es), "COMO");
    }
}
