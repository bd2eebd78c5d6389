//! Every word of the launcher (the menu, Settings and Continue's list), English and
//! Spanish side by side (one line per text). `{name}` marks a place filled with `fill`.

pub use crate::engine::words::fill;

crate::engine::words::table! {
    tagline = ("— a card table for one keyboard", "— una mesa de cartas para un solo teclado"),
    players = ("players", "jugadores"),
    no_saved_game = ("no saved game", "no hay partida guardada"),
    saved_one = ("{n} saved game", "{n} partida guardada"),
    saved_many = ("{n} saved games", "{n} partidas guardadas"),
    /// Continue's status with some saves that cannot be read.
    with_damaged = ("{status}, {d} damaged", "{status}, {d} dañada(s)"),
    continue_name = ("Continue a game", "Continuar una partida"),
    continue_more = ("Every unfinished game is kept: pick one to resume it exactly where it was left.", "Se guarda cada partida sin terminar: elige una para seguir justo donde se dejó."),
    rules_name = ("Rules", "Reglas"),
    rules_more = ("How to play the game chosen above, with the house rules in force.", "Cómo se juega el juego elegido arriba, con las reglas de la casa en vigor."),
    settings_name = ("Settings", "Ajustes"),
    settings_more = ("Language, computer pace, mouse.", "Idioma, ritmo de la máquina, ratón."),
    quit_name = ("Quit", "Salir"),
    key_choose = ("choose", "elegir"),
    key_enter = ("Enter", "Intro"),
    key_open = ("open", "abrir"),
    key_rules = ("rules", "reglas"),
    key_quit = ("quit", "salir"),
    settings_title = (" Settings ", " Ajustes "),
    language = ("Language", "Idioma"),
    /// The language's own name, as Settings shows it.
    language_name = ("English", "Español"),
    pace = ("Computer pace", "Ritmo de la máquina"),
    mouse = ("Mouse", "Ratón"),
    on = ("on", "sí"),
    off = ("off", "no"),
    saved_in = ("Saved when this closes, in your config file:", "Se guardan al cerrar, en tu archivo de ajustes:"),
    settings_foot = ("(mouse changes apply at the next start)  Esc: close", "(el ratón cambia al volver a abrir)  Esc: cerrar"),
    damaged = ("Damaged:", "Dañada:"),
    saves_title = (" Continue a game ", " Continuar una partida "),
    saves_keys = (" ↑↓ choose · Enter resume · Esc back ", " ↑↓ elegir · Intro seguir · Esc volver "),
    just_now = ("just now", "ahora mismo"),
    minutes_ago = ("{n} min ago", "hace {n} min"),
    hours_ago = ("{n} h ago", "hace {n} h"),
    days_ago = ("{n} days ago", "hace {n} días"),
    no_save = ("There is no saved game.", "No hay ninguna partida guardada."),
    unknown_game = ("The saved game is {game}, which this version cannot play. It was left where it is.", "La partida guardada es de {game}, que esta versión no sabe jugar. Se dejó donde está."),
    open_elsewhere = ("This game is open in another naipes window: go on playing it there (or close that window first). Nothing was changed.", "Esta partida está abierta en otra ventana de naipes: síguela allí (o cierra antes esa ventana). No se ha cambiado nada."),
}
