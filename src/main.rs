//! The command line: the launcher by default, or a game, a simulation, a word lookup or a
//! rulebook. Errors are printed, never panicked; the terminal is restored on every path.
#![forbid(unsafe_code)]

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    cli::main()
}
