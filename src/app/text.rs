//! Messages the app shows outside the games' own texts, in English and Spanish.

pub(crate) mod launcher;
pub(crate) mod setup;

use crate::engine::Lang;

pub(crate) fn pass_to(lang: Lang, name: &str) -> String {
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

/// The keys every table answers to, for the end of each game's help.
pub(crate) fn table_keys(lang: Lang) -> &'static str {
    lang.pick(
        "\nKEYS AT EVERY TABLE\n\
- Tab: the score pad (on terminals 112 columns wide or more it stays beside the table).\n\
- Ctrl-L: every move so far (Up/Down scroll, Esc closes).\n\
- Ctrl-E: export the game record into the records folder.\n\
- ? (F1 while typing, where ? is text): this help. Ctrl-Q: quit; the game is saved after every move, Continue resumes it.\n\
- Esc: back to the menu while nobody at the keyboard is deciding.\n\
- c continues after a round summary; at the end, r plays again with the same seats, m goes to the menu.\n",
        "\nTECLAS EN TODAS LAS MESAS\n\
- Tab: los puntos (en terminales de 112 columnas o más se ven junto a la mesa).\n\
- Ctrl-L: todas las jugadas hasta ahora (Arriba/Abajo desplazan, Esc cierra).\n\
- Ctrl-E: exporta el registro de la partida a la carpeta de registros.\n\
- ? (F1 mientras escribes, donde ? es texto): esta ayuda. Ctrl-Q: salir; la partida se guarda tras cada jugada y Continuar la reanuda.\n\
- Esc: vuelve al menú mientras nadie en el teclado está decidiendo.\n\
- c sigue tras el resumen de una ronda; al final, r juega otra vez con los mismos asientos, m va al menú.\n",
    )
}
