//! The `--players` seats of `play` and `host`: people, computers, people at other terminals.

use super::common::{excerpt, player_count};
use naipes::engine::{BotLevel, Lang, Seat, SeatKind};
use naipes::games::GameDef;

/// The seats; `remote`: `Name@ssh` and `Name@web` seats (people at other terminals or
/// in browsers) are allowed.
pub fn parse_seats_with(
    spec: Option<&str>,
    game: &dyn GameDef,
    lang: Lang,
    remote: bool,
) -> Result<Vec<Seat>, String> {
    let (lo, hi) = game.players();
    let seat_words = naipes::app::text::setup::words(lang);
    let computer = |i: usize, level| Seat {
        name: format!("{} {}", seat_words.default_computer, i + 1),
        kind: SeatKind::Computer(level),
    };
    // A person, then computer players.
    let you_and_computers = |n: usize| -> Vec<Seat> {
        (0..n)
            .map(|i| {
                if i == 0 {
                    // Named as the setup screen names it: "You" read as "You bids
                    // now" and "You's hand".
                    Seat {
                        name: format!("{} 1", seat_words.default_person),
                        kind: SeatKind::Human,
                    }
                } else {
                    computer(i, BotLevel::Normal)
                }
            })
            .collect()
    };
    let seats: Vec<Seat> = match spec {
        None => you_and_computers(lo.max(4).min(hi)),
        Some(s) if !s.trim().is_empty() && s.trim().bytes().all(|b| b.is_ascii_digit()) => {
            you_and_computers(player_count(s, game)?)
        }
        Some(s) => s
            .split(',')
            .enumerate()
            .map(|(i, part)| match part.trim() {
                "" => Err(format!("seat {} has no name", i + 1)),
                // Random is a baseline for `naipes sim`, not an opponent.
                name if name.starts_with('@') => match BotLevel::parse(&name[1..]) {
                    Some(level) if level != BotLevel::Random => Ok(computer(i, level)),
                    _ => Err(format!(
                        "unknown computer '{}': use @easy, @normal or @strong",
                        excerpt(name)
                    )),
                },
                // `@web` names a browser seat: the same seat, joined from either kind of
                // client.
                name if name.to_ascii_lowercase().ends_with("@ssh")
                    || name.to_ascii_lowercase().ends_with("@web") =>
                {
                    let person = name[..name.len() - 4].trim();
                    if !remote {
                        Err(format!(
                            "'{}' is a person at another terminal: that takes naipes host",
                            excerpt(name)
                        ))
                    } else if person.is_empty() {
                        Err(format!("seat {} has no name", i + 1))
                    } else {
                        Ok(Seat {
                            name: person.to_string(),
                            kind: SeatKind::Remote,
                        })
                    }
                }
                name => Ok(Seat {
                    name: name.to_string(),
                    kind: SeatKind::Human,
                }),
            })
            .collect::<Result<_, _>>()?,
    };
    if !(lo..=hi).contains(&seats.len()) {
        return Err(format!(
            "{} is for {lo} to {hi} players, not {}",
            game.title(Lang::En),
            seats.len()
        ));
    }
    // The setup screen's rules for names, and one name per seat (found by a tester:
    // 'Ana,ana' sat two people whom the hand-offs and statistics could not tell apart).
    for (i, seat) in seats.iter().enumerate() {
        name_rules(&seat.name).map_err(|why| format!("seat {}: {why}", i + 1))?;
        if seats[..i]
            .iter()
            .any(|o| o.name.to_lowercase() == seat.name.to_lowercase())
        {
            return Err(format!(
                "two seats are named '{}': each player needs a name of their own",
                excerpt(&seat.name)
            ));
        }
    }
    Ok(seats)
}

/// A name as the setup screen allows it: at most `MAX_NAME` letters, digits, spaces,
/// hyphens and apostrophes.
fn name_rules(name: &str) -> Result<(), String> {
    let most = naipes::app::setup::MAX_NAME;
    if let Some(c) = name
        .chars()
        .find(|c| !(c.is_alphanumeric() || matches!(c, ' ' | '-' | '\'')))
    {
        return Err(format!(
            "'{c}' is not allowed in a name: only letters, digits, spaces, - and '"
        ));
    }
    if name.chars().count() > most {
        return Err(format!("'{}' is longer than {most} letters", excerpt(name)));
    }
    Ok(())
}
