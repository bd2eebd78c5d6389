//! Saves written by older code, kept as fixtures: what every game's old-save test checks.

use naipes::games::TableGame;
use naipes::session::Session;

/// A save written by the code before the common word-judging engine (issue 20): it loads,
/// the waiting word (and whatever the game keeps beside it) keeps its JSON shape, and its
/// moves replay to exactly the saved state (what Continue checks before it trusts a save).
pub fn old_save<G: TableGame>(text: &str) -> Session<G> {
    let file: naipes::session::save::SaveFile = serde_json::from_str(text).expect("a save");
    let old = file.body["game"]["pending"].clone();
    let s: Session<G> = serde_json::from_value(file.body).expect("it loads");
    let game = serde_json::to_value(&s.game).expect("json");
    assert_eq!(game["pending"], old, "the waiting word keeps its shape");
    let replayed = s.replayed().expect("its moves replay");
    assert_eq!(serde_json::to_value(&replayed).expect("json"), game);
    s
}
