//! Dictionary benchmarks: `cargo bench --bench lexicon`.
//!
//! Goals: a word check under 1 µs; every word from 7 letters + 2 jokers
//! (English) under 5 ms.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use naipes::lexicon::{Language, LetterQuery, Lexicon, Pattern, WordList};

fn open(c: &mut Criterion) {
    c.bench_function("open embedded en", |b| {
        b.iter(|| Lexicon::embedded(black_box(Language::English)))
    });
    c.bench_function("open embedded es everyday", |b| {
        b.iter(|| Lexicon::embedded_list(black_box(Language::Spanish), WordList::Everyday))
    });
}

fn word_check(c: &mut Criterion) {
    let en = Lexicon::embedded(Language::English);
    let es = Lexicon::embedded(Language::Spanish);
    c.bench_function("contains en ZEBRA", |b| {
        b.iter(|| en.contains(black_box("zebra")))
    });
    c.bench_function("contains en missing XYZZYQ", |b| {
        b.iter(|| en.contains(black_box("xyzzyq")))
    });
    c.bench_function("contains es kéfir", |b| {
        b.iter(|| es.contains(black_box("kéfir")))
    });
    c.bench_function("contains es niño", |b| {
        b.iter(|| es.contains(black_box("niño")))
    });
    let en_day = Lexicon::embedded_list(Language::English, WordList::Everyday);
    let es_day = Lexicon::embedded_list(Language::Spanish, WordList::Everyday);
    c.bench_function("contains en everyday ZEBRA", |b| {
        b.iter(|| en_day.contains(black_box("zebra")))
    });
    c.bench_function("contains es everyday niño", |b| {
        b.iter(|| es_day.contains(black_box("niño")))
    });
}

fn from_letters(c: &mut Criterion) {
    let en = Lexicon::embedded(Language::English);
    let es = Lexicon::embedded(Language::Spanish);
    for letters in ["RETAINS", "QZXJKVW"] {
        let q = LetterQuery::new(letters);
        c.bench_function(&format!("from letters en {letters}"), |b| {
            b.iter(|| en.words_from_letters(black_box(&q)))
        });
        let q = LetterQuery::new(letters).wild(2);
        c.bench_function(&format!("from letters en {letters} + 2 wild"), |b| {
            b.iter(|| en.words_from_letters(black_box(&q)))
        });
    }
    let q = LetterQuery::new("CASOÑER").wild(1).vowel_wild(1);
    c.bench_function("from letters es CASOÑER + 1 wild + 1 vowel wild", |b| {
        b.iter(|| es.words_from_letters(black_box(&q)))
    });
}

fn pattern(c: &mut Criterion) {
    let en = Lexicon::embedded(Language::English);
    let es = Lexicon::embedded(Language::Spanish);
    let p = Pattern::parse("C?S?S").expect("pattern");
    c.bench_function("pattern es C?S?S", |b| {
        b.iter(|| es.words_matching(black_box(&p)))
    });
    let p = Pattern::parse("?A???").expect("pattern");
    c.bench_function("pattern en ?A???", |b| {
        b.iter(|| en.words_matching(black_box(&p)))
    });
    let p = Pattern::parse("?A???")
        .expect("pattern")
        .with_available(LetterQuery::new("RETINS").wild(1));
    c.bench_function("pattern en ?A??? from RETINS + 1 wild", |b| {
        b.iter(|| en.words_matching(black_box(&p)))
    });
}

criterion_group!(benches, open, word_check, from_letters, pattern);
criterion_main!(benches);
