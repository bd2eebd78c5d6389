//! Numbers spelled in words, with every spelling a teacher would accept. The first
//! spelling of each list is the one shown first.

use crate::engine::Lang;

/// The largest number a challenge may ask for.
pub const MAX: u32 = 1_000_000;

/// Every accepted spelling of `n` in `lang` (empty above [`MAX`]).
pub fn spellings(n: u32, lang: Lang) -> Vec<String> {
    match lang {
        Lang::En => english(n),
        Lang::Es => spanish(n),
    }
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
fn en_join_small(head: &str, r: u32) -> [String; 2] {
    let tail = en_below_100(r);
    [format!("{head} {tail}"), format!("{head} and {tail}")]
}

fn en_below_1000(n: u32) -> Vec<String> {
    if n < 100 {
        return vec![en_below_100(n)];
    }
    let (h, r) = (n / 100, n % 100);
    let mut heads = vec![format!("{} hundred", EN_ONES[h as usize])];
    if h == 1 {
        heads.push("a hundred".to_string());
    }
    if r == 0 {
        return heads;
    }
    heads
        .iter()
        .flat_map(|head| en_join_small(head, r))
        .collect()
}

fn english(n: u32) -> Vec<String> {
    if n > MAX {
        return Vec::new();
    }
    if n == MAX {
        return vec!["one million".into(), "a million".into()];
    }
    let (t, r) = (n / 1000, n % 1000);
    if t == 0 {
        return en_below_1000(r);
    }
    let mut heads: Vec<String> = en_below_1000(t)
        .into_iter()
        .map(|w| format!("{w} thousand"))
        .collect();
    if t == 1 {
        heads.push("a thousand".into());
    }
    let mut out = Vec::new();
    for head in &heads {
        match r {
            0 => out.push(head.clone()),
            1..=99 => out.extend(en_join_small(head, r)),
            _ => out.extend(en_below_1000(r).into_iter().map(|w| format!("{head} {w}"))),
        }
    }
    // "nineteen hundred ninety-nine": years and prices are said this way.
    if (1100..10_000).contains(&n) && !(n / 100).is_multiple_of(10) {
        let head = format!("{} hundred", en_below_100(n / 100));
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
fn es_below_100(n: u32, before_noun: bool) -> Vec<String> {
    let i = n as usize;
    let one = |un: &str, uno: &str| {
        if before_noun {
            vec![un.to_string(), format!("{}a", &uno[..uno.len() - 1])]
        } else {
            vec![
                uno.to_string(),
                format!("{}a", &uno[..uno.len() - 1]),
                un.to_string(),
            ]
        }
    };
    match n {
        1 => one("un", "uno"),
        21 => {
            let mut v = one("veintiún", "veintiuno");
            v.extend(one("veinte y un", "veinte y uno"));
            v
        }
        // "diez y seis", "veinte y dos": the older spelling, still accepted.
        16..=19 | 22..=29 => {
            let tens = if n < 20 { "diez" } else { "veinte" };
            vec![
                ES_ONES[i].to_string(),
                format!("{tens} y {}", ES_ONES[i % 10]),
            ]
        }
        0..=29 => vec![ES_ONES[i].to_string()],
        _ if n.is_multiple_of(10) => vec![ES_TENS[i / 10].to_string()],
        _ => {
            let tens = ES_TENS[i / 10];
            let mut out = Vec::new();
            for unit in es_below_100(n % 10, before_noun) {
                out.push(format!("{tens} y {unit}"));
            }
            // "treintaiuno": one word, as the RAE also allows.
            for unit in es_below_100(n % 10, before_noun) {
                out.push(format!("{tens}i{unit}"));
            }
            out
        }
    }
}

fn es_below_1000(n: u32, before_noun: bool) -> Vec<String> {
    if n < 100 {
        return es_below_100(n, before_noun);
    }
    let (h, r) = (n / 100, n % 100);
    if n == 100 {
        return vec!["cien".into()];
    }
    let word = ES_HUNDREDS[h as usize];
    let mut heads = vec![word.to_string()];
    if h > 1 {
        // "doscientas": the feminine form counts too.
        heads.push(format!("{}as", &word[..word.len() - 2]));
    }
    if r == 0 {
        return heads;
    }
    let tails = es_below_100(r, before_noun);
    heads
        .iter()
        .flat_map(|head| tails.iter().map(move |tail| format!("{head} {tail}")))
        .collect()
}

fn spanish(n: u32) -> Vec<String> {
    if n > MAX {
        return Vec::new();
    }
    if n == MAX {
        return vec!["un millón".into()];
    }
    let (t, r) = (n / 1000, n % 1000);
    if t == 0 {
        return es_below_1000(r, false);
    }
    let heads: Vec<String> = if t == 1 {
        vec!["mil".into()]
    } else {
        es_below_1000(t, true)
            .into_iter()
            .map(|w| format!("{w} mil"))
            .collect()
    };
    if r == 0 {
        return heads;
    }
    let tails = es_below_1000(r, false);
    heads
        .iter()
        .flat_map(|head| tails.iter().map(move |tail| format!("{head} {tail}")))
        .collect()
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
