//! One folder per game. Rules code here never imports the terminal libraries.

pub mod pala;
pub mod palabra;
pub mod rapiletras;

use crate::engine::Lang;

/// Every game of the launcher, built or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameId {
    Palabra,
    Rapiletras,
    Palace,
    Leftovers,
    Pala,
}

impl GameId {
    pub const ALL: [GameId; 5] = [
        GameId::Palabra,
        GameId::Rapiletras,
        GameId::Palace,
        GameId::Leftovers,
        GameId::Pala,
    ];

    /// The name used on the command line and in saves and records.
    pub fn key(self) -> &'static str {
        match self {
            GameId::Palabra => "palabra",
            GameId::Rapiletras => "rapiletras",
            GameId::Palace => "palace",
            GameId::Leftovers => "leftovers",
            GameId::Pala => "pala",
        }
    }

    pub fn from_key(key: &str) -> Option<GameId> {
        let key = key.trim().to_ascii_lowercase();
        GameId::ALL.into_iter().find(|g| g.key() == key)
    }

    pub fn title(self, lang: Lang) -> &'static str {
        match self {
            GameId::Palabra => "Palabra",
            GameId::Rapiletras => "Rapiletras",
            GameId::Palace => lang.pick("Palace (language edition)", "Palace (edición idiomas)"),
            GameId::Leftovers => {
                lang.pick("Leftovers (The Final Word)", "Leftovers (The Final Word)")
            }
            GameId::Pala => "Pala",
        }
    }

    pub fn blurb(self, lang: Lang) -> &'static str {
        match self {
            GameId::Palabra => lang.pick(
                "English words from colored letter cards: stars, shaving, jokers",
                "Palabras inglesas con cartas de colores: estrellas, afeitados, comodines",
            ),
            GameId::Rapiletras => lang.pick(
                "Spanish words of the die's length; shed your cards first",
                "Palabras del largo que marca el dado; quédate sin cartas",
            ),
            GameId::Palace => lang.pick(
                "Shed your cards; special cards set language challenges",
                "Descártate; las cartas especiales traen retos de idioma",
            ),
            GameId::Leftovers => lang.pick(
                "Remake the word on the table; the leftovers score",
                "Rehaz la palabra de la mesa; las sobras puntúan",
            ),
            GameId::Pala => lang.pick(
                "Color-mixing tricks: Pointillism and Impressionism",
                "Bazas que mezclan colores: Puntillismo e Impresionismo",
            ),
        }
    }

    pub fn players(self) -> (usize, usize) {
        match self {
            // 7 to 12 with two decks (the setup turns them on).
            GameId::Palabra => (2, 12),
            GameId::Rapiletras => (2, 6),
            GameId::Palace => (3, 8),
            GameId::Leftovers => (2, 6),
            GameId::Pala => (3, 5),
        }
    }

    /// Whether the game can be played yet.
    pub fn is_built(self) -> bool {
        matches!(self, GameId::Pala | GameId::Rapiletras | GameId::Palabra)
    }

    /// The rules help shown by `?` and `naipes rules`, without the house rules in force.
    pub fn help(self, lang: Lang) -> String {
        match (self, lang) {
            (GameId::Pala, Lang::En) => include_str!("../../assets/help/pala.en.md").into(),
            (GameId::Pala, Lang::Es) => include_str!("../../assets/help/pala.es.md").into(),
            (GameId::Palabra, Lang::En) => include_str!("../../assets/help/palabra.en.md").into(),
            (GameId::Palabra, Lang::Es) => include_str!("../../assets/help/palabra.es.md").into(),
            (GameId::Rapiletras, Lang::En) => {
                include_str!("../../assets/help/rapiletras.en.md").into()
            }
            (GameId::Rapiletras, Lang::Es) => {
                include_str!("../../assets/help/rapiletras.es.md").into()
            }
            _ => lang
                .pick(
                    "This game is not built yet: its rules help will come with it.",
                    "Este juego aún no está hecho: su ayuda llegará con él.",
                )
                .into(),
        }
    }

    /// The rules help followed by every rule and ruling in force under `config`.
    pub fn help_in_force(self, lang: Lang, config: &crate::config::Config) -> String {
        let lines = match self {
            GameId::Pala => pala::text::help_lines(&config.pala, lang),
            GameId::Rapiletras => {
                let deck = rapiletras::load_deck(&config.rapiletras.deck).unwrap_or_default();
                rapiletras::help_lines(&config.rapiletras, &deck, lang)
            }
            GameId::Palabra => palabra::help_lines(&config.palabra, lang),
            _ => return self.help(lang),
        };
        let mut text = self.help(lang);
        text.push_str(lang.pick("\n\nIN FORCE NOW\n", "\n\nEN VIGOR AHORA\n"));
        for line in lines {
            text.push_str("- ");
            text.push_str(&line);
            text.push('\n');
        }
        text
    }

    /// The language a game starts in regardless of the setting (Rapiletras is Spanish).
    pub fn forced_lang(self) -> Option<Lang> {
        matches!(self, GameId::Rapiletras).then_some(Lang::Es)
    }
}

/// What the table needs from a game beyond its rules: its key, its house rules for the
/// records, its computer players and the words for its events. No terminal code.
pub trait TableGame: crate::engine::Rules {
    /// The game's key in saves and records.
    const KEY: &'static str;
    type HouseRules: serde::Serialize;
    fn house_rules(&self) -> &Self::HouseRules;
    /// The same deal again from the seed, with this game's rules (and deck): how a saved
    /// game is checked before it is trusted.
    fn redeal(&self, players: usize, seed: u64) -> Result<Self, String>;
    fn bot(level: crate::engine::BotLevel) -> Box<dyn crate::engine::Bot<Self>>;
    fn event_text(event: &Self::Event, lang: Lang, names: &[String]) -> String;
}

impl TableGame for pala::Pala {
    const KEY: &'static str = "pala";
    type HouseRules = pala::PalaRules;
    fn house_rules(&self) -> &pala::PalaRules {
        self.rules()
    }
    fn redeal(&self, players: usize, seed: u64) -> Result<Self, String> {
        pala::Pala::new(players, self.rules().clone(), seed).map_err(|e| e.to_string())
    }
    fn bot(level: crate::engine::BotLevel) -> Box<dyn crate::engine::Bot<Self>> {
        pala::bot_for(level)
    }
    fn event_text(event: &pala::PalaEvent, lang: Lang, names: &[String]) -> String {
        pala::text::event_text(event, lang, names)
    }
}

impl TableGame for rapiletras::Rapiletras {
    const KEY: &'static str = "rapiletras";
    type HouseRules = rapiletras::RapiRules;
    fn house_rules(&self) -> &rapiletras::RapiRules {
        self.rules()
    }
    fn redeal(&self, players: usize, seed: u64) -> Result<Self, String> {
        rapiletras::Rapiletras::with_deck(players, self.rules().clone(), self.deck().clone(), seed)
            .map_err(|e| e.to_string())
    }
    fn bot(level: crate::engine::BotLevel) -> Box<dyn crate::engine::Bot<Self>> {
        rapiletras::bot_for(level)
    }
    fn event_text(event: &rapiletras::RapiEvent, lang: Lang, names: &[String]) -> String {
        rapiletras::text::event_text(event, lang, names)
    }
}

impl TableGame for palabra::Palabra {
    const KEY: &'static str = "palabra";
    type HouseRules = palabra::PalabraRules;
    fn house_rules(&self) -> &palabra::PalabraRules {
        self.rules()
    }
    fn redeal(&self, players: usize, seed: u64) -> Result<Self, String> {
        palabra::Palabra::new(players, self.rules().clone(), seed).map_err(|e| e.to_string())
    }
    fn bot(level: crate::engine::BotLevel) -> Box<dyn crate::engine::Bot<Self>> {
        palabra::bot_for(level)
    }
    fn event_text(event: &palabra::PalabraEvent, lang: Lang, names: &[String]) -> String {
        palabra::text::event_text(event, lang, names)
    }
}
