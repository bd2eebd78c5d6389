//! Messages the app shows outside the games' own texts, in English and Spanish.

use crate::engine::Lang;

pub fn not_built(lang: Lang, title: &str) -> String {
    match lang {
        Lang::En => format!("{title} is not built yet: it cannot be started."),
        Lang::Es => format!("{title} aún no está hecho: no se puede empezar."),
    }
}

pub fn pass_to(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("Pass to {name}, then press Enter"),
        Lang::Es => format!("Pasa el teclado a {name} y pulsa Intro"),
    }
}

pub fn thinking(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("{name} is thinking…"),
        Lang::Es => format!("{name} está pensando…"),
    }
}

pub fn saved_record(lang: Lang, path: &str) -> String {
    match lang {
        Lang::En => format!("Game record written to {path}"),
        Lang::Es => format!("Registro de la partida escrito en {path}"),
    }
}

pub fn save_failed(lang: Lang, err: &str) -> String {
    match lang {
        Lang::En => {
            format!("Autosave failed: {err}. The game goes on; try again after the next move.")
        }
        Lang::Es => format!(
            "No se pudo guardar: {err}. La partida sigue; se reintentará tras la próxima jugada."
        ),
    }
}

pub fn set_aside(lang: Lang, path: &str) -> String {
    match lang {
        Lang::En => format!("The damaged save was moved to {path}."),
        Lang::Es => format!("La partida dañada se apartó a {path}."),
    }
}
