//! The help texts written from the game registry: the games, their seats and `--mode`.

use naipes::engine::Lang;
use naipes::games::{GAMES, all_keys};

/// "a, b or c".
pub fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// "A, B and C".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// Every game's seat range, from the registry: "palabra 2-12, pala 3-5, ...".
pub fn ranges() -> String {
    GAMES
        .iter()
        .map(|g| {
            let (lo, hi) = g.players();
            format!("{} {lo}-{hi}", g.key())
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The help of a GAME argument: every registered key.
pub fn game_arg_help() -> String {
    let keys: Vec<String> = all_keys().iter().map(|k| k.to_string()).collect();
    format!("The game: {}", or_list(&keys))
}

pub fn seats_help() -> String {
    format!(
        "Seats, comma-separated: names for people, @easy, @normal or @strong for computers \
         (e.g. \"Ana,Bob,@strong\"), or just a number (you plus computers), within the \
         game's range ({})",
        ranges()
    )
}

pub fn computers_help() -> String {
    format!(
        "How many computer players, within the game's range ({})",
        ranges()
    )
}

/// What `--mode` sets for each game (its first setup choice), games with the same
/// values together: "pala: pointillism or impressionism; palabra and rapiletras: strict,
/// challenge or vote".
pub fn mode_help() -> String {
    let mut groups: Vec<(Vec<String>, Vec<String>)> = Vec::new();
    for game in GAMES {
        let Some(option) = game.options().first() else {
            continue;
        };
        let values: Vec<String> = option.values.iter().map(|v| v.value.to_string()).collect();
        let title = game.key().to_string();
        match groups.iter_mut().find(|(_, v)| *v == values) {
            Some((titles, _)) => titles.push(title),
            None => groups.push((vec![title], values)),
        }
    }
    let choices: Vec<String> = groups
        .iter()
        .map(|(keys, values)| format!("{}: {}", and_list(keys), or_list(values)))
        .collect();
    format!(
        "The game's main choice (default: from the config): {}",
        choices.join("; ")
    )
}

/// The games, after the main help: key, seats, what it is.
pub fn games_help() -> String {
    let mut text = String::from("Games:\n");
    for game in GAMES {
        let (lo, hi) = game.players();
        text.push_str(&format!(
            "  {:<11} {} ({lo}-{hi} players): {}\n",
            game.key(),
            game.title(Lang::En),
            game.blurb(Lang::En)
        ));
    }
    text
}
