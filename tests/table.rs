//! Every integration test that drives the terminal table (the `tui` feature), in one
//! binary: each file links the whole crate once instead of once per file (CI time).

mod common;

mod app_tests;
mod conformance;
mod e2e_lines;
mod e2e_pty;
#[cfg(feature = "ssh")]
mod e2e_ssh;
#[cfg(feature = "ssh")]
mod e2e_web;
mod focus_cursor;
mod guests;
mod guide_leftovers;
mod guide_palabra;
mod guide_palace;
mod guide_rapiletras;
mod host_tests;
mod leftovers_app;
mod lines_menus;
mod lines_players;
mod lines_speakable;
mod palabra_app_tests;
mod palace_app;
mod rapi_app_tests;
mod record_secrets;
mod review_app;
mod snapshots;
