//! The words every game's table shares (poll answers, the help's "in force" heading,
//! yes/no, the word-list line), English and Spanish side by side. Rules-side: no
//! terminal code here.

crate::engine::words::table! {
    /// The yes key of a vote.
    yes_key: char = ('y', 's'),
    yes = ("yes", "sí"),
    no = ("no", "no"),
    accept = ("accept", "aceptar"),
    challenge = ("challenge", "desafiar"),
    in_force = ("\n\nIN FORCE NOW\n", "\n\nEN VIGOR AHORA\n"),
    word_list_full = ("Word list: full (every word of the game's dictionary).", "Diccionario: completo (todas las palabras)."),
    word_list_everyday = ("Word list: everyday words only (house rule `dictionary = \"everyday\"`): rarer words are refused.", "Diccionario: solo palabras cotidianas (regla de la casa `dictionary = \"everyday\"`): las raras no valen."),
}
