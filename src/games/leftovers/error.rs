//! Why a move was refused, in words a player reads (English and Spanish).

use crate::engine::{Describe, Lang};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeftError {
    PlayerCount(usize),
    /// The deck cannot deal the table (too few cards).
    BadSetup,
    GameOver,
    NotYourTurn,
    WrongPhase,
    EmptyWord,
    BadCharacter(char),
    TooShort(usize),
    /// Opening: these letters are not in the hand.
    NotInHand(String),
    /// These letters are neither in the hand nor on the table (enough times).
    Missing(String),
    /// Fewer than two table cards fit in the word.
    TooFewTable(usize),
    NoHandCard,
    /// Keep order: the table letters cannot keep their order in this word.
    OrderLost(String),
    SameWord(String),
    /// The word was laid before in this game.
    AlreadyLaid(String),
    /// Strict mode: the dictionary does not know it.
    NotAWord(String),
}

impl Describe for LeftError {
    fn describe(&self, lang: Lang) -> String {
        use LeftError::*;
        match (self, lang) {
            (PlayerCount(n), Lang::En) => format!("Leftovers is for 2 to 6 players, not {n}."),
            (PlayerCount(n), Lang::Es) => format!("Leftovers es para 2 a 6 jugadores, no {n}."),
            (BadSetup, Lang::En) => "The deck is too small for this table.".into(),
            (BadSetup, Lang::Es) => "El mazo es demasiado pequeño para esta mesa.".into(),
            (GameOver, Lang::En) => "The game is over.".into(),
            (GameOver, Lang::Es) => "La partida terminó.".into(),
            (NotYourTurn, Lang::En) => "It is not your turn.".into(),
            (NotYourTurn, Lang::Es) => "No es tu turno.".into(),
            (WrongPhase, Lang::En) => "That move does not fit now.".into(),
            (WrongPhase, Lang::Es) => "Esa jugada no corresponde ahora.".into(),
            (EmptyWord, Lang::En) => "Type a word.".into(),
            (EmptyWord, Lang::Es) => "Escribe una palabra.".into(),
            (BadCharacter(c), Lang::En) => format!("'{c}' is not a letter."),
            (BadCharacter(c), Lang::Es) => format!("«{c}» no es una letra."),
            (TooShort(n), Lang::En) => format!("Words need at least 3 letters (this has {n})."),
            (TooShort(n), Lang::Es) => {
                format!("Las palabras necesitan 3 letras como mínimo (esta tiene {n}).")
            }
            (NotInHand(s), Lang::En) => {
                format!("The first word comes from your hand alone: you lack {s}.")
            }
            (NotInHand(s), Lang::Es) => {
                format!("La primera palabra sale solo de tu mano: te falta {s}.")
            }
            (Missing(s), Lang::En) => format!("Neither your hand nor the table has enough {s}."),
            (Missing(s), Lang::Es) => format!("Ni tu mano ni la mesa tienen bastantes {s}."),
            (TooFewTable(n), Lang::En) => {
                format!("Use at least 2 cards of the table word (this uses {n}).")
            }
            (TooFewTable(n), Lang::Es) => {
                format!("Usa al menos 2 cartas de la palabra de la mesa (esta usa {n}).")
            }
            (NoHandCard, Lang::En) => "Use at least 1 card from your hand.".into(),
            (NoHandCard, Lang::Es) => "Usa al menos 1 carta de tu mano.".into(),
            (OrderLost(t), Lang::En) => {
                format!("House rule: the letters taken from {t} must keep their order.")
            }
            (OrderLost(t), Lang::Es) => {
                format!("Regla de la casa: las letras tomadas de {t} mantienen su orden.")
            }
            (SameWord(w), Lang::En) => format!("{w} is already the word on the table."),
            (SameWord(w), Lang::Es) => format!("{w} ya es la palabra de la mesa."),
            (AlreadyLaid(w), Lang::En) => format!("{w} was laid before: not the same word again."),
            (AlreadyLaid(w), Lang::Es) => format!("{w} ya se puso antes: no se repiten palabras."),
            (NotAWord(w), Lang::En) => format!("{w} is not in the dictionary."),
            (NotAWord(w), Lang::Es) => format!("{w} no está en el diccionario."),
        }
    }
}

impl std::fmt::Display for LeftError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe(Lang::En))
    }
}

impl std::error::Error for LeftError {}
