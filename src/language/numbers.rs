//! Numbers spelled in words, with every spelling a teacher would accept. Each
//! spelling has a rank (0 the usual one, 1 a common alternative, higher for rarer
//! forms such as the feminine "doscientas"); lists come usual first.

use crate::engine::Lang;

/// The largest number a challenge may ask for.
pub const MAX: u32 = 1_000_000;

/// A spelling and its rank.
type V = (String, u8);

/// Every accepted spelling of `n` in `lang`, usual first (empty above [`MAX`]).
pub fn spellings(n: u32, lang: Lang) -> Vec<String> {
    ranked(n, lang).into_iter().map(|(s, _)| s).collect()
}

/// The spellings worth showing after a challenge: the usual one and its common
/// alternatives.
pub(crate) fn usual(n: u32, lang: Lang) -> Vec<String> {
    let all = ranked(n, lang);
    all.into_iter()
        .filter(|(_, rank)| *rank <= 1)
        .map(|(s, _)| s)
        .collect()
}

fn ranked(n: u32, lang: Lang) -> Vec<V> {
    let mut v = match lang {
        Lang::En => english(n),
        Lang::Es => spanish(n),
    };
    v.sort_by_key(|(_, rank)| *rank);
    v
}

fn v(s: impl Into<String>, rank: u8) -> V {
    (s.into(), rank)
}

/// Every head followed by every tail, ranks added.
fn join(heads: &[V], tails: &[V]) -> Vec<V> {
    let mut out = Vec::with_capacity(heads.len() * tails.len());
    for (h, hr) in heads {
        for (t, tr) in tails {
            out.push((format!("{h} {t}"), hr + tr));
        }
    }
    out
}

const EN_ONES: [&str; 20] = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
];
const EN_TENS: [&str; 10] = [
    "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
];

fn en_below_100(n: u32) -> String {
    let n = n as usize;
    match n {
        0..=19 => EN_ONES[n].to_string(),
        _ if n.is_multiple_of(10) => EN_TENS[n / 10].to_string(),
        _ => format!("{}-{}", EN_TENS[n / 10], EN_ONES[n % 10]),
    }
}

/// `head` followed by the rest `r` (1..=99): "head ninety-nine" and, as British
/// English says it, "head and ninety-nine".
fn en_join_small(head: &V, r: u32) -> [V; 2] {
    let tail = en_below_100(r);
    [
        (format!("{} {tail}", head.0), head.1),
        (format!("{} and {tail}", head.0), head.1 + 1),
    ]
}

fn en_below_1000(n: u32) -> Vec<V> {
    if n < 100 {
        return vec![v(en_below_100(n), 0)];
    }
    let (h, r) = (n / 100, n % 100);
    let mut heads = vec![v(format!("{} hundred", EN_ONES[h as usize]), 0)];
    if h == 1 {
        heads.push(v("a hundred", 2));
    }
    if r == 0 {
        return heads;
    }
    heads
        .iter()
        .flat_map(|head| en_join_small(head, r))
        .collect()
}

fn english(n: u32) -> Vec<V> {
    if n > MAX {
        return Vec::new();
    }
    if n == MAX {
        return vec![v("one million", 0), v("a million", 2)];
    }
    let (t, r) = (n / 1000, n % 1000);
    if t == 0 {
        return en_below_1000(r);
    }
    let mut heads: Vec<V> = en_below_1000(t)
        .into_iter()
        .map(|(w, rank)| (format!("{w} thousand"), rank))
        .collect();
    if t == 1 {
        heads.push(v("a thousand", 2));
    }
    let mut out = match r {
        0 => heads.clone(),
        1..=99 => heads
            .iter()
            .flat_map(|head| en_join_small(head, r))
            .collect(),
        _ => join(&heads, &en_below_1000(r)),
    };
    // "nineteen hundred ninety-nine": years and prices are said this way.
    if (1100..10_000).contains(&n) && !(n / 100).is_multiple_of(10) {
        let head = v(format!("{} hundred", en_below_100(n / 100)), 2);
        match n % 100 {
            0 => out.push(head),
            r => out.extend(en_join_small(&head, r)),
        }
    }
    out
}

const ES_ONES: [&str; 30] = [
    "cero",
    "uno",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "diez",
    "once",
    "doce",
    "trece",
    "catorce",
    "quince",
    "dieciséis",
    "diecisiete",
    "dieciocho",
    "diecinueve",
    "veinte",
    "veintiuno",
    "veintidós",
    "veintitrés",
    "veinticuatro",
    "veinticinco",
    "veintiséis",
    "veintisiete",
    "veintiocho",
    "veintinueve",
];
const ES_TENS: [&str; 10] = [
    "",
    "",
    "veinte",
    "treinta",
    "cuarenta",
    "cincuenta",
    "sesenta",
    "setenta",
    "ochenta",
    "noventa",
];
const ES_HUNDREDS: [&str; 10] = [
    "",
    "ciento",
    "doscientos",
    "trescientos",
    "cuatrocientos",
    "quinientos",
    "seiscientos",
    "setecientos",
    "ochocientos",
    "novecientos",
];

/// Spellings of 0..=99. `before_noun`: the number counts thousands ("veintiún mil"),
/// so "uno" loses its last vowel.
fn es_below_100(n: u32, before_noun: bool) -> Vec<V> {
    let i = n as usize;
    // "uno" / "un" / "una", and the same for "veintiuno".
    let one = |stem: &str, rank: u8| {
        if before_noun {
            vec![
                v(format!("{stem}un"), rank),
                v(format!("{stem}una"), rank + 2),
            ]
        } else {
            vec![
                v(format!("{stem}uno"), rank),
                v(format!("{stem}una"), rank + 2),
                v(format!("{stem}un"), rank + 2),
            ]
        }
    };
    match n {
        1 => one("", 0),
        21 => {
            let mut out = one("veinti", 0);
            // "veintiún" keeps its accent when written as one word.
            for (s, _) in out.iter_mut() {
                if s == "veintiun" {
                    *s = "veintiún".into();
                }
            }
            out.extend(one("veinte y ", 1));
            out
        }
        // "diez y seis", "veinte y dos": the older spelling, still accepted.
        16..=19 | 22..=29 => {
            let tens = if n < 20 { "diez" } else { "veinte" };
            vec![
                v(ES_ONES[i], 0),
                v(format!("{tens} y {}", ES_ONES[i % 10]), 1),
            ]
        }
        0..=29 => vec![v(ES_ONES[i], 0)],
        _ if n.is_multiple_of(10) => vec![v(ES_TENS[i / 10], 0)],
        _ => {
            let tens = ES_TENS[i / 10];
            let units = es_below_100(n % 10, before_noun);
            let spaced = units.iter().map(|(u, r)| (format!("{tens} y {u}"), *r));
            // "treintaiuno": one word, as the RAE also allows, though rarely written.
            let joined = units.iter().map(|(u, r)| (format!("{tens}i{u}"), r + 3));
            spaced.chain(joined).collect()
        }
    }
}

fn es_below_1000(n: u32, before_noun: bool) -> Vec<V> {
    if n < 100 {
        return es_below_100(n, before_noun);
    }
    if n == 100 {
        return vec![v("cien", 0)];
    }
    let (h, r) = (n / 100, n % 100);
    let word = ES_HUNDREDS[h as usize];
    let mut heads = vec![v(word, 0)];
    if h > 1 {
        // "doscientas": the feminine form counts too.
        heads.push(v(format!("{}as", &word[..word.len() - 2]), 2));
    }
    if r == 0 {
        return heads;
    }
    join(&heads, &es_below_100(r, before_noun))
}

fn spanish(n: u32) -> Vec<V> {
    if n > MAX {
        return Vec::new();
    }
    if n == MAX {
        return vec![v("un millón", 0)];
    }
    let (t, r) = (n / 1000, n % 1000);
    if t == 0 {
        return es_below_1000(r, false);
    }
    let heads: Vec<V> = if t == 1 {
        vec![v("mil", 0)]
    } else {
        es_below_1000(t, true)
            .into_iter()
            .map(|(w, rank)| (format!("{w} mil"), rank))
            .collect()
    };
    if r == 0 {
        return heads;
    }
    join(&heads, &es_below_1000(r, false))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::fold::fold;

    fn accepts(n: u32, lang: Lang, text: &str) -> bool {
        spellings(n, lang).iter().any(|s| fold(s) == fold(text))
    }

    #[test]
    fn english_examples() {
        assert_eq!(spellings(21, Lang::En)[0], "twenty-one");
        assert!(accepts(21, Lang::En, "twenty one"));
        assert_eq!(spellings(100, Lang::En)[0], "one hundred");
        assert!(accepts(100, Lang::En, "a hundred"));
        assert_eq!(
            spellings(1999, Lang::En)[0],
            "one thousand nine hundred ninety-nine"
        );
        assert!(accepts(
            1999,
            Lang::En,
            "one thousand nine hundred and ninety-nine"
        ));
        assert!(accepts(1999, Lang::En, "nineteen hundred ninety-nine"));
        assert!(accepts(1005, Lang::En, "one thousand and five"));
        assert!(accepts(0, Lang::En, "zero"));
        assert!(accepts(MAX, Lang::En, "one million"));
        assert!(!accepts(1999, Lang::En, "one thousand nine hundred ninety"));
        assert!(!accepts(20, Lang::En, "twenty-one"));
    }

    #[test]
    fn spanish_examples() {
        assert_eq!(spellings(21, Lang::Es)[0], "veintiuno");
        assert!(accepts(21, Lang::Es, "veinte y uno"));
        assert!(accepts(21, Lang::Es, "veintiún"));
        assert_eq!(spellings(100, Lang::Es), vec!["cien".to_string()]);
        assert!(!accepts(100, Lang::Es, "ciento"));
        assert_eq!(
            spellings(1999, Lang::Es)[0],
            "mil novecientos noventa y nueve"
        );
        assert!(accepts(16, Lang::Es, "dieciseis"));
        assert!(accepts(16, Lang::Es, "DIECISÉIS"));
        assert!(accepts(22, Lang::Es, "veintidos"));
        assert!(accepts(31, Lang::Es, "treinta y uno"));
        assert!(accepts(31, Lang::Es, "treintaiuno"));
        assert!(accepts(21_000, Lang::Es, "veintiún mil"));
        assert!(!accepts(21_000, Lang::Es, "veintiuno mil"));
        assert!(accepts(200, Lang::Es, "doscientas"));
        assert!(accepts(101, Lang::Es, "ciento uno"));
        assert!(accepts(MAX, Lang::Es, "un millon"));
        assert!(!accepts(
            1999,
            Lang::Es,
            "un mil novecientos noventa y nueve"
        ));
    }

    #[test]
    fn usual_spellings_come_first() {
        assert_eq!(usual(21, Lang::Es), ["veintiuno", "veinte y uno"]);
        assert_eq!(usual(1999, Lang::Es), ["mil novecientos noventa y nueve"]);
        assert_eq!(
            usual(1999, Lang::En),
            [
                "one thousand nine hundred ninety-nine",
                "one thousand nine hundred and ninety-nine"
            ]
        );
        assert_eq!(usual(100, Lang::En), ["one hundred"]);
        assert_eq!(spellings(21_000, Lang::Es)[0], "veintiún mil");
    }

    #[test]
    fn every_number_has_a_spelling_and_no_two_share_one() {
        for lang in [Lang::En, Lang::Es] {
            let mut seen = std::collections::HashMap::new();
            for n in (0..=2100).chain([MAX, 999_999, 21_021, 500_500]) {
                let s = spellings(n, lang);
                assert!(!s.is_empty(), "{n}");
                for w in s {
                    if let Some(m) = seen.insert(fold(&w), n) {
                        assert_eq!(m, n, "{w} spells {m} and {n}");
                    }
                }
            }
        }
    }
}
