//! Compiles the word lists in `dictionaries/` into FST sets in `OUT_DIR`.
//!
//! Each word is normalized with the same code the runtime uses
//! (`src/lexicon/normalize.rs`, included below), so a key in the FST is one
//! byte per letter: `A`-`Z` and `[` for `Ñ`. `src/lexicon` embeds the result
//! with `include_bytes!`.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

#[allow(dead_code)]
#[path = "src/lexicon/normalize.rs"]
mod normalize;

/// (word list in `dictionaries/`, FST file written to `OUT_DIR`): the full list and the
/// everyday list of each language, and the "common" words (the more frequent part of the
/// full list beyond the everyday one: normal computer players' extra vocabulary).
const LISTS: [(&str, &str); 6] = [
    ("english.txt", "english.fst"),
    ("english-everyday.txt", "english-everyday.fst"),
    ("english-common.txt", "english-common.fst"),
    ("spanish.txt", "spanish.fst"),
    ("spanish-everyday.txt", "spanish-everyday.fst"),
    ("spanish-common.txt", "spanish-common.fst"),
];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/lexicon/normalize.rs");
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let out_dir = PathBuf::from(env::var_os("OUT_DIR").expect("OUT_DIR"));
    for (list, fst_name) in LISTS {
        let input = manifest.join("dictionaries").join(list);
        println!("cargo:rerun-if-changed={}", input.display());
        let keys = read_keys(&input);
        let set = fst::Set::from_iter(keys.iter())
            .unwrap_or_else(|e| panic!("building the FST for {}: {e}", input.display()));
        let bytes = set.into_fst().into_inner();
        let output = out_dir.join(fst_name);
        fs::write(&output, bytes).unwrap_or_else(|e| panic!("writing {}: {e}", output.display()));
    }
}

/// Reads one word a line, normalizes it, and returns the keys sorted and
/// deduplicated (the committed lists already are; hand edits need not be).
fn read_keys(path: &Path) -> Vec<Vec<u8>> {
    let text = fs::read_to_string(path).unwrap_or_else(|e| {
        panic!(
            "reading {}: {e} (run dictionaries/regenerate.py)",
            path.display()
        )
    });
    let mut keys = Vec::with_capacity(text.len() / 8);
    for (i, line) in text.lines().enumerate() {
        let word = line.trim();
        if word.is_empty() {
            continue;
        }
        match normalize::normalize_bytes(word) {
            Some(key) => keys.push(key),
            None => panic!(
                "{}:{}: {word:?} is not a word of letters A-Z/Ñ",
                path.display(),
                i + 1
            ),
        }
    }
    if !keys.windows(2).all(|w| w[0] < w[1]) {
        keys.sort_unstable();
        keys.dedup();
    }
    keys
}
