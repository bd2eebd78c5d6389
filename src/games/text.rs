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
    /// A laid word put to the table: `{stakes}` is the game's own (what a refusal costs).
    vote_question = ("{who} lays {word}: is it a word? Most votes decide (a tie accepts); {stakes}.", "{who} propone {word}: ¿es una palabra? Decide la mayoría (el empate acepta); {stakes}."),
    challenge_question = ("{who} lays {word}: accept or challenge? The dictionary decides: {stakes}. The first challenger in turn order decides.", "{who} propone {word}: ¿aceptas o desafías? Decide el diccionario: {stakes}. Decide el primero que desafía en el orden de turno."),
    in_force = ("\n\nIN FORCE NOW\n", "\n\nEN VIGOR AHORA\n"),
    word_list_full = ("Word list: full (every word of the game's dictionary).", "Diccionario: completo (todas las palabras)."),
    /// The mark after a typed word outside the dictionary (house rule
    /// `preview_dictionary`), the same at every word game.
    not_in_dictionary_challenge = (" (not in the dictionary)", " (no está en el diccionario)"),
    not_in_dictionary_vote = (" (not in the dictionary; the table votes)", " (no está en el diccionario; vota la mesa)"),
    preview_dictionary_on = ("While you type, a word outside the dictionary is marked \"(not in the dictionary)\" before you lay it; the table still decides (house rule preview_dictionary = false: no mark).", "Mientras escribes, una palabra que no está en el diccionario se marca «(no está en el diccionario)» antes de ponerla; decide igualmente la mesa (regla de la casa preview_dictionary = false: sin marca)."),
    preview_dictionary_off = ("House rule preview_dictionary = false: nothing says whether a typed word is in the dictionary; only the table's answers tell.", "Regla de la casa preview_dictionary = false: nada dice si una palabra escrita está en el diccionario; solo lo dicen las respuestas de la mesa."),
    /// A vote closed before everyone voted (judge.rs): `{names}` were not asked.
    vote_closed = ("{word}: the vote is decided without {names}.", "{word}: la votación está decidida sin {names}."),
    /// The help's line on votes, in vote mode.
    vote_closes_early = ("A vote closes as soon as its result cannot change: when the votes cast decide it whatever the others would vote (a tie accepts), the others are not asked. Votes stay secret until counted, so the voters may vote in any order: nobody waits for one who is away once the result is sure.", "Una votación se cierra en cuanto su resultado ya no puede cambiar: cuando los votos dados la deciden voten lo que voten los demás (un empate acepta), a los demás no se les pregunta. Los votos son secretos hasta el recuento, así que se puede votar en cualquier orden: nadie espera a quien no está una vez que el resultado es seguro."),
    word_list_everyday = ("Word list: everyday words only (house rule `dictionary = \"everyday\"`): rarer words are refused.", "Diccionario: solo palabras cotidianas (regla de la casa `dictionary = \"everyday\"`): las raras no valen."),
}

/// "yes" / "sí" / "no".
pub fn yes_no(lang: crate::engine::Lang, b: bool) -> &'static str {
    let w = words(lang);
    if b { w.yes } else { w.no }
}
