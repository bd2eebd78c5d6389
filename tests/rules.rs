//! Every integration test that needs no terminal, in one binary: each file links the
//! whole crate once instead of once per file (CI time).

mod audit;

mod cli_tests;
mod language_data;
mod leftovers_props;
mod leftovers_rules;
mod lexicon_search;
mod lexicon_words;
mod old_saves;
mod pala_bots;
mod pala_props;
mod pala_rulebook;
mod palabra_props;
mod palabra_rules;
mod palace_props;
mod palace_rules;
mod rapiletras_props;
mod rapiletras_rules;
mod record_audit;
mod record_audit_leftovers;
mod record_audit_palabra;
mod record_audit_palace;
mod word_bots;
mod word_preview;
mod words_cli;
