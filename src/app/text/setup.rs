//! Every word of the setup screen, English and Spanish side by side (one line per
//! text). `{name}` marks a place filled with `fill`.

pub use crate::engine::words::fill;

crate::engine::words::table! {
    tagline = ("— set up the table", "— prepara la mesa"),
    players = ("Players", "Jugadores"),
    seat = ("Seat", "Asiento"),
    random_seed = ("(random)", "(al azar)"),
    seed = ("Seed", "Semilla"),
    pace = ("Computer pace", "Ritmo máquina"),
    pace_zero = ("(0 = instant)", "(0 = al instante)"),
    start = ("Start the game", "Empezar la partida"),
    config_exists = ("Other house rules: {path} ([{table}] table)", "Otras reglas de la casa: {path} (tabla [{table}])"),
    config_missing = ("Other house rules: create {path} with a [{table}] table", "Otras reglas de la casa: crea {path} con una tabla [{table}]"),
    rules_title = (" House rules in force ", " Reglas de la casa en vigor "),
    key_field = ("field", "campo"),
    key_type = ("type", "teclea"),
    key_edit = ("edit", "para editar"),
    key_change = ("change", "cambiar"),
    key_enter = ("Enter", "Intro"),
    key_to_start = ("to Start", "a Empezar"),
    key_start = ("start", "empezar"),
    key_rules = ("rules", "reglas"),
    key_back = ("back", "volver"),
    /// The names seats get until someone types one ("Player 1").
    default_person = ("Player", "Jugador"),
    default_computer = ("Computer", "Máquina"),
    needs_name = ("Seat {n} needs a name.", "El asiento {n} necesita un nombre."),
    same_name = ("Two seats are called {name}: names must differ.", "Dos asientos se llaman {name}: los nombres deben ser distintos."),
    bad_seed = ("The seed must be a whole number (or empty for a random game).", "La semilla debe ser un número entero (o nada para una partida al azar)."),
    kind_person = ("person", "persona"),
    kind_remote = ("person at another terminal or browser", "persona en otro terminal o navegador"),
    kind_random = ("computer: random", "máquina: al azar"),
    kind_easy = ("computer: easy", "máquina: fácil"),
    kind_normal = ("computer: normal", "máquina: normal"),
    kind_strong = ("computer: strong", "máquina: fuerte"),
    name_too_long = ("Names have at most {max} letters: '{c}' left out, \"{name}\" kept.", "Los nombres tienen como mucho {max} letras: «{c}» no entra, queda «{name}»."),
    bad_space = ("One space between words, none before the name: \"{name}\" kept.", "Un espacio entre palabras y ninguno delante: queda «{name}»."),
    bad_char = ("'{c}' left out: only letters, digits, spaces, - and ' in names; \"{name}\" kept.", "«{c}» no entra: en los nombres solo letras, cifras, espacios, - y '; queda «{name}»."),
    seed_too_long = ("The seed is a whole number from 0 to 18446744073709551615.", "La semilla es un número entero de 0 a 18446744073709551615."),
}
