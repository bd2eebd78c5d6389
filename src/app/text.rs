//! Messages the app shows outside the games' own texts, in English and Spanish: each
//! screen's texts in one table (`launcher`, `setup`, `table`), and the notices about
//! files below.

pub(crate) mod launcher;
/// The setup screen (also the seat names `naipes play --seats` gives).
pub mod setup;

/// The replay viewer.
pub(crate) mod replay;

/// The table's shared parts: keys, messages, boxes, popups.
pub(crate) mod table;

use crate::engine::Lang;
use crate::engine::words::fill;

/// The notices about files (saves, records, exports, settings).
mod notices {
    crate::engine::words::table! {
        saved_record = ("Game record written to {path}", "Registro de la partida escrito en {path}"),
        save_failed = ("Autosave failed ({err}). The game goes on; it tries again after the next move.", "No se pudo guardar la partida ({err}). La partida sigue; se reintentará tras la próxima jugada."),
        set_aside = ("It was moved to {path} (not deleted).", "Se apartó a {path} (no se ha borrado)."),
        not_set_aside = ("It could not be moved aside ({err}); it stays where it is.", "No se pudo apartar ({err}); se queda donde está."),
        record_failed = ("The game record could not be written: {err}. The game goes on.", "No se pudo escribir el registro: {err}. La partida sigue."),
        export_failed = ("The export failed: {err}.", "No se pudo exportar: {err}."),
        settings_saved = ("Settings saved in {path}.", "Ajustes guardados en {path}."),
        settings_not_saved = ("Settings kept for this session only: {err}.", "Ajustes solo para esta sesión: {err}."),
    }
}

use notices::words;

pub(crate) fn saved_record(lang: Lang, path: &str) -> String {
    fill(words(lang).saved_record, &[("path", path)])
}

pub(crate) fn save_failed(lang: Lang, err: &str) -> String {
    fill(words(lang).save_failed, &[("err", err)])
}

pub(crate) fn set_aside(lang: Lang, path: &str) -> String {
    fill(words(lang).set_aside, &[("path", path)])
}

pub(crate) fn not_set_aside(lang: Lang, err: &str) -> String {
    fill(words(lang).not_set_aside, &[("err", err)])
}

pub(crate) fn record_failed(lang: Lang, err: &str) -> String {
    fill(words(lang).record_failed, &[("err", err)])
}

pub(crate) fn export_failed(lang: Lang, err: &str) -> String {
    fill(words(lang).export_failed, &[("err", err)])
}

pub(crate) fn settings_saved(lang: Lang, path: &str) -> String {
    fill(words(lang).settings_saved, &[("path", path)])
}

pub(crate) fn settings_not_saved(lang: Lang, err: &str) -> String {
    fill(words(lang).settings_not_saved, &[("err", err)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notices_read_as_before() {
        assert_eq!(
            save_failed(Lang::En, "disk full"),
            "Autosave failed (disk full). The game goes on; it tries again after the next move."
        );
        assert_eq!(
            set_aside(Lang::Es, "/a/b.json"),
            "Se apartó a /a/b.json (no se ha borrado)."
        );
        assert_eq!(
            settings_not_saved(Lang::En, "read-only"),
            "Settings kept for this session only: read-only."
        );
    }
}
