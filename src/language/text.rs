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
    judged_by_table = ("judged by the table", "lo juzga la mesa"),
    category_examples = ("e.g. {few} (the glossary's {n} words of the category)", "p. ej. {few} (las {n} palabras de la categoría en el glosario)"),
    fitting_examples = ("e.g. {few} (any dictionary word that fits)", "p. ej. {few} (vale cualquier palabra del diccionario que cumpla)"),
}
