//! Why a move is refused, in the player's words.

use crate::engine::{Describe, Lang};

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PalaceError {
    #[error("Palace is for 3 to 8 players, not {0}")]
    Players(usize),
    #[error("{decks} deck(s) cannot deal 9 cards to each of {players} players")]
    Decks { players: usize, decks: u8 },
    #[error("the game is over")]
    Over,
    #[error("it is not your decision now")]
    NotYourTurn,
    #[error("that move does not fit this moment")]
    WrongMove,
    #[error("choose at least one card")]
    NoCards,
    #[error("cards played together must be of one rank")]
    MixedRanks,
    #[error("you do not have that card where you play from now")]
    NotYours,
    #[error("that card does not beat the pile")]
    TooLow,
    #[error("the first play must be the lowest card")]
    Opening,
    #[error("there is no such card")]
    NoSlot,
    #[error("there is no such challenge")]
    NoPick,
    #[error("that player cannot do a challenge now")]
    BadTarget,
    #[error("that answer is too long")]
    TooLong,
    #[error("type an answer first")]
    EmptyAnswer,
    #[error("you have cards to play: skipping is only for after a stuck player's challenges")]
    NoSkip,
}

impl Describe for PalaceError {
    fn describe(&self, lang: Lang) -> String {
        use PalaceError::*;
        match lang {
            Lang::En => {
                let mut s = self.to_string();
                if let Some(f) = s.get_mut(0..1) {
                    f.make_ascii_uppercase();
                }
                format!("{s}.")
            }
            Lang::Es => match self {
                Players(n) => format!("Palace es para 3 a 8 jugadores, no {n}."),
                Decks { players, decks } => format!(
                    "{decks} baraja(s) no alcanzan para dar 9 cartas a {players} jugadores."
                ),
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
}
