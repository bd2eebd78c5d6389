//! Messages the app shows outside the games' own texts, in English and Spanish.

pub(crate) mod launcher;
pub(crate) mod setup;

use crate::engine::Lang;

/// The table's shared parts: keys, messages, boxes, popups.
pub(crate) mod table;

pub(crate) fn saved_record(lang: Lang, path: &str) -> String {
    match lang {
        Lang::En => format!("Game record written to {path}"),
        Lang::Es => format!("Registro de la partida escrito en {path}"),
    }
}

pub(crate) fn save_failed(lang: Lang, err: &str) -> String {
    match lang {
        Lang::En => {
            format!(
                "Autosave failed ({err}). The game goes on; it tries again after the next move."
            )
        }
        Lang::Es => format!(
            "No se pudo guardar la partida ({err}). La partida sigue; se reintentará tras la próxima jugada."
        ),
    }
}

pub(crate) fn set_aside(lang: Lang, path: &str) -> String {
    match lang {
        Lang::En => format!("It was moved to {path} (not deleted)."),
        Lang::Es => format!("Se apartó a {path} (no se ha borrado)."),
    }
}

pub(crate) fn not_set_aside(lang: Lang, err: &str) -> String {
    match lang {
        Lang::En => format!("It could not be moved aside ({err}); it stays where it is."),
        Lang::Es => format!("No se pudo apartar ({err}); se queda donde está."),
    }
}

pub(crate) fn record_failed(lang: Lang, err: &str) -> String {
    match lang {
        Lang::En => format!("The game record could not be written: {err}. The game goes on."),
        Lang::Es => format!("No se pudo escribir el registro: {err}. La partida sigue."),
    }
}

pub(crate) fn export_failed(lang: Lang, err: &str) -> String {
    match lang {
        Lang::En => format!("The export failed: {err}."),
        Lang::Es => format!("No se pudo exportar: {err}."),
    }
}

pub(crate) fn settings_saved(lang: Lang, path: &str) -> String {
    match lang {
        Lang::En => format!("Settings saved in {path}."),
        Lang::Es => format!("Ajustes guardados en {path}."),
    }
}

pub(crate) fn settings_not_saved(lang: Lang, err: &str) -> String {
    match lang {
        Lang::En => format!("Settings kept for this session only: {err}."),
        Lang::Es => format!("Ajustes solo para esta sesión: {err}."),
    }
}
