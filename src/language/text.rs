//! The language checks' own words (level and kind names, tense names, what was
//! accepted), English and Spanish side by side. The glossary's words and the number
//! names are language content, not translations: they stay with their data.

pub use crate::engine::words::fill;

crate::engine::words::table! {
    beginner = ("beginner", "principiante"),
    intermediate = ("intermediate", "intermedio"),
    advanced = ("advanced", "avanzado"),
    kind_translate = ("translate", "traducir"),
    kind_starts_with = ("first letter", "inicial"),
    kind_length = ("length", "longitud"),
    kind_category = ("category", "categoría"),
    kind_number = ("number", "número"),
    kind_plural = ("plural", "plural"),
    kind_opposite = ("opposite", "contrario"),
    kind_verb = ("verb", "verbo"),
    kind_open = ("open", "libre"),
    tense_present = ("present", "presente"),
    tense_preterite = ("preterite (simple past)", "pretérito indefinido"),
    tense_imperfect = ("imperfect", "pretérito imperfecto"),
    tense_future = ("future", "futuro"),
    english = ("English", "inglés"),
    spanish = ("Spanish", "español"),
    say_in = ("Say '{word}' in {lang}", "Di '{word}' en {lang}"),
    starts_with = ("Say a word in {lang} that starts with {letter}", "Di una palabra en {lang} que empiece por {letter}"),
    starts_with_min = ("Say a word in {lang} that starts with {letter}, {n} letters or more", "Di una palabra en {lang} que empiece por {letter}, de {n} letras o más"),
    exact_length = ("Say a word in {lang} with exactly {letters} letters", "Di una palabra en {lang} de exactamente {letters} letras"),
    category = ("Say a word in {lang} from the category: {name}", "Di en {lang} una palabra de la categoría: {name}"),
    number = ("Write in words, in {lang}: {n}", "Escribe con letras, en {lang}: {n}"),
    plural = ("Give the plural of '{word}' ({lang})", "Di el plural de '{word}' ({lang})"),
    opposite = ("Give the opposite of '{word}' in {lang}", "Di lo contrario de '{word}' en {lang}"),
    conjugate = ("Conjugate '{verb}' in the {tense} with '{who}'", "Conjuga '{verb}' en {tense} con '{who}'"),
    past_simple = ("Give the past simple of '{verb}'", "Di el pasado simple de '{verb}'"),
    past_participle = ("Give the past participle of '{verb}'", "Di el participio pasado de '{verb}'"),
    third_person = ("Complete: he/she/it ... ('{verb}', present)", "Completa: he/she/it ... ('{verb}', presente)"),
    ing_form = ("Give the -ing form of '{verb}'", "Di la forma en -ing de '{verb}'"),
    judged_by_table = ("judged by the table", "lo juzga la mesa"),
    category_examples = ("e.g. {few} (the glossary's {n} words of the category)", "p. ej. {few} (las {n} palabras de la categoría en el glosario)"),
    fitting_examples = ("e.g. {few} (any dictionary word that fits)", "p. ej. {few} (vale cualquier palabra del diccionario que cumpla)"),
}
