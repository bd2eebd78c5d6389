//! `naipes host`: a table whose `Name@ssh` and `Name@web` seats are people at other
//! terminals or in browsers. The
//! server starts before the table opens, so that a taken port or an unreadable key is
//! said on the command line and nothing is written.

use super::help::{game_arg_help, mode_help};
use super::ranged;
use super::table::{TableArgs, ended, table_args};
use naipes::app::App;
use naipes::app::effects::Effect;
use naipes::config::Loaded;
use naipes::engine::{Lang, Seat, SeatKind};
use naipes::games::GameDef;
use naipes::remote::{HostOptions, Hosting};
use std::path::PathBuf;
use std::process::ExitCode;

/// The game to open.
pub struct Table {
    pub game: &'static dyn GameDef,
    pub loaded: Loaded,
    pub seats: Vec<Seat>,
    pub section: toml::Value,
    pub seed: Option<u64>,
    pub record: Option<PathBuf>,
    pub lang: Lang,
}

/// Where and how people connect.
pub struct Listen {
    pub port: u16,
    pub bind: std::net::IpAddr,
    pub code: Option<String>,
    pub keys: Option<PathBuf>,
    pub spectators: bool,
    /// The port browsers open the page on (None: 8080, or any free one if taken).
    pub web_port: Option<u16>,
}

/// A table ready to run, with its server listening.
pub struct Hosted {
    pub app: App,
    pub first: Vec<Effect>,
    pub hosting: Hosting,
}

pub fn open(table: Table, listen: Listen) -> Result<Hosted, String> {
    if !table.seats.iter().any(|s| s.kind == SeatKind::Remote) {
        return Err(
            "no seat is for a person at another terminal: name one Name@ssh or Name@web (e.g. --players Ana,Bob@ssh,Cy@web,@normal)"
                .into(),
        );
    }
    let code = match listen.code {
        Some(code) if code.chars().count() < 8 || code.chars().any(char::is_whitespace) => {
            return Err("a table code has at least 8 characters and no spaces".into());
        }
        Some(code) => code,
        None => naipes::remote::new_code(),
    };
    let save_path = naipes::session::save::autosave_path();
    let data_dir = save_path
        .parent()
        .map(std::path::Path::to_path_buf)
        .unwrap_or_default();
    let hosting = Hosting::start(HostOptions {
        bind: listen.bind,
        port: listen.port,
        code: code.clone(),
        authorized_keys: listen.keys,
        host_key: data_dir.join("host_key"),
        max_connections: naipes::remote::most_connections(table.seats.len(), listen.spectators),
        login_deadline: naipes::remote::limits::LOGIN_DEADLINE,
        terminal_deadline: naipes::remote::limits::TERMINAL_DEADLINE,
        seat_names: table
            .seats
            .iter()
            .filter(|s| s.kind == SeatKind::Remote)
            .map(|s| s.name.clone())
            .collect(),
        web_port: Some(listen.web_port.unwrap_or(naipes::config::DEFAULT_WEB_PORT)),
        web_port_any: listen.web_port.is_none(),
    })?;
    if listen.bind.is_unspecified() {
        eprintln!(
            "naipes: listening on every address ({}): anyone who can reach this machine and has the code can sit down",
            hosting.addr
        );
    }
    let lang = table.lang;
    let mut app = App::new(table.loaded, save_path);
    app.record_path = table.record.clone();
    let start = naipes::app::table::Start {
        seats: table.seats,
        section: table.section,
        seed: table.seed.unwrap_or_else(rand::random::<u64>),
        seed_chosen: table.seed.is_some(),
        lang,
        record: table.record,
        save_path: naipes::session::save::new_save_path(&app.save_path, table.game.key()),
    };
    let mut first = Vec::new();
    let screen = naipes::app::registry::tables_of(table.game)?.start_table(start, &mut first)?;
    app.open_table(screen);
    // The server is this one, started above: the app must not start another (nor
    // take its settings' spectators for the command line's).
    app.take_host_wish();
    app.spectators_allowed = listen.spectators;
    app.now_hosting(
        naipes::app::hosting::Joining {
            addr: hosting.addr,
            web: hosting.join_url(&code),
            code,
            fingerprint: hosting.fingerprint.clone(),
        },
        lang,
    );
    Ok(Hosted {
        app,
        first,
        hosting,
    })
}

// What `naipes host` was asked for: the command line's own fields (a plain comment:
// a doc comment here would become the command's help).
#[derive(clap::Args)]
pub struct Asked {
    #[arg(help = game_arg_help())]
    pub game: String,
    /// Seats, comma-separated: names for people here, Name@ssh or Name@web for a
    /// person at another terminal or in a browser (either may take either kind of
    /// seat), @easy, @normal or @strong for computers.
    #[arg(long)]
    pub players: String,
    /// The deal's seed: any whole number from 0 to 18446744073709551615.
    #[arg(long, value_parser = ranged::<0, { u64::MAX }>)]
    pub seed: Option<u64>,
    #[arg(long, help = mode_help())]
    pub mode: Option<String>,
    /// Write the game record (JSON Lines) to this file as the game goes.
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
    /// The port people connect to with ssh.
    #[arg(long, default_value_t = 2222)]
    pub port: u16,
    /// The port people open the table's page on in a browser (default 8080, or a free
    /// one if 8080 is taken; 0 picks a free one).
    #[arg(long, value_name = "PORT")]
    pub web_port: Option<u16>,
    /// The address to listen on: 127.0.0.1 (the default) is this machine only;
    /// 0.0.0.0 is every network this machine is on.
    #[arg(long, default_value = "127.0.0.1")]
    pub bind: std::net::IpAddr,
    /// The table code people type as the password (default: a new random one).
    #[arg(long)]
    pub code: Option<String>,
    /// Public keys (authorized_keys format) that may sit down without the code.
    #[arg(long, value_name = "FILE")]
    pub keys: Option<PathBuf>,
    /// Let connections watch (user name `watch`, or 0 on the seat choice): they see
    /// what every seat may see, as a hand-off screen shows.
    #[arg(long)]
    pub spectators: bool,
}

pub fn host(config: Option<&std::path::Path>, asked: Asked) -> Result<ExitCode, String> {
    let Asked {
        game,
        players,
        seed,
        mode,
        record,
        port,
        bind,
        code,
        keys,
        spectators,
        web_port,
    } = asked;
    let asked = TableArgs {
        game: &game,
        players: Some(&players),
        mode: mode.as_deref(),
        record: record.as_deref(),
        remote: true,
    };
    let (game, loaded, lang, seats, section) = table_args(config, asked)?;
    let table = Table {
        game,
        loaded,
        seats,
        section,
        seed,
        record,
        lang,
    };
    let listen = Listen {
        port,
        bind,
        code,
        keys,
        spectators,
        web_port,
    };
    launch_hosted(open(table, listen)?)?;
    Ok(ExitCode::SUCCESS)
}

fn launch_hosted(hosted: Hosted) -> Result<(), String> {
    let others = Some(naipes::app::served::Served::new(hosted.hosting));
    let ended_as = if hosted.app.loaded.config.settings.screen_reader {
        naipes::app::lines::run_with(hosted.app, hosted.first, others)
    } else {
        naipes::app::run::run_with(hosted.app, hosted.first, others)
    };
    ended(ended_as.map_err(|e| e.to_string())?)
}
