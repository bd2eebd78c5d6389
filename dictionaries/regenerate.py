#!/usr/bin/env python3
"""Regenerate dictionaries/english.txt and dictionaries/spanish.txt from their sources.

Sources (fetched with the ordinary package clients, nothing installed globally):
  * npm  an-array-of-english-words 2.0.0  (index.json, MIT)
  * npm  an-array-of-spanish-words 2.0.0  (index.json, MIT)
  * Debian wspanish 1.0.30                (/usr/share/dict/spanish, public domain)

Usage:
  python3 dictionaries/regenerate.py            # fetch sources into a temp dir, write the lists
  python3 dictionaries/regenerate.py --check    # same, but only compare with the committed files
  python3 dictionaries/regenerate.py --sources DIR
        # use DIR holding an-array-of-english-words-2.0.0.tgz,
        # an-array-of-spanish-words-2.0.0.tgz and wspanish_1.0.30_all.deb

Fetching needs `npm` and `apt-get` (run `apt-get update` once first if
`apt-get download` cannot find wspanish). The SHA-256 of every word file read is
checked, so the output is byte-for-byte the committed lists or the script fails.

The normalization below MUST stay identical to src/lexicon/normalize.rs (which
build.rs and the runtime use): upper case, diacritics removed, Ñ kept, any other
character rejects the word. `cargo test` checks that every committed line is a
fixed point of the Rust normalization.
"""

import argparse
import hashlib
import io
import json
import os
import subprocess
import sys
import tarfile
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

ENGLISH_PKG = "an-array-of-english-words@2.0.0"
SPANISH_PKG = "an-array-of-spanish-words@2.0.0"
ENGLISH_TGZ = "an-array-of-english-words-2.0.0.tgz"
SPANISH_TGZ = "an-array-of-spanish-words-2.0.0.tgz"
WSPANISH_PKG = "wspanish=1.0.30"
WSPANISH_DEB = "wspanish_1.0.30_all.deb"

# SHA-256 of the word files inside the packages.
SHA_ENGLISH_JSON = "dadb53f5df46b5b26577fe1cadc85bf076d2d04cf554f6fcda693f2704555e06"
SHA_SPANISH_JSON = "c43d6d90db76f9fa38f6885227895562bde7c4c70cd6cfe23b37f369c1f7b4a1"
SHA_WSPANISH = "6b26adc955ec682e41e98d626d0ed1f778511065ee1f7f19c28e8b3cb574b9b6"

# Gaps filled by hand (see dictionaries/README.md): Spanish one-letter words.
SPANISH_EXTRA = ["a", "e", "o", "u", "y"]

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


def sha256(data):
    return hashlib.sha256(data).hexdigest()


def checked(name, data, expected):
    got = sha256(data)
    if got != expected:
        sys.exit(f"regenerate: {name} has SHA-256 {got}, expected {expected}; "
                 "the source changed, update the script and README on purpose")
    return data


def read_from_tgz(path, member):
    with tarfile.open(path, "r:gz") as tar:
        f = tar.extractfile(member)
        if f is None:
            sys.exit(f"regenerate: {member} missing in {path}")
        return f.read()


def read_from_deb(path, member, workdir):
    out = os.path.join(workdir, "wspanish-root")
    subprocess.run(["dpkg", "-x", path, out], check=True)
    with open(os.path.join(out, member), "rb") as f:
        return f.read()


def fetch(workdir):
    subprocess.run(["npm", "pack", "--silent", ENGLISH_PKG, SPANISH_PKG], cwd=workdir,
                   check=True, stdout=subprocess.DEVNULL)
    r = subprocess.run(["apt-get", "download", WSPANISH_PKG], cwd=workdir)
    if r.returncode != 0:
        sys.exit("regenerate: `apt-get download wspanish=1.0.30` failed "
                 "(run `apt-get update` first?)")


def build(words):
    """Normalize, drop rejected words, deduplicate, sort by code point (= byte order)."""
    kept, rejected = set(), []
    for w in words:
        n = normalize(w)
        if n is None:
            rejected.append(w)
        else:
            kept.add(n)
    return sorted(kept), rejected


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sources", help="directory with the already fetched packages")
    ap.add_argument("--check", action="store_true",
                    help="do not write; fail if the committed lists differ")
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        src = args.sources
        if src is None:
            src = tmp
            fetch(src)
        english_json = checked("english index.json",
                               read_from_tgz(os.path.join(src, ENGLISH_TGZ), "package/index.json"),
                               SHA_ENGLISH_JSON)
        spanish_json = checked("spanish index.json",
                               read_from_tgz(os.path.join(src, SPANISH_TGZ), "package/index.json"),
                               SHA_SPANISH_JSON)
        wspanish = checked("wspanish /usr/share/dict/spanish",
                           read_from_deb(os.path.join(src, WSPANISH_DEB),
                                         "usr/share/dict/spanish", tmp),
                           SHA_WSPANISH)

    english_src = json.loads(english_json)
    spanish_src = json.loads(spanish_json)
    wspanish_src = [l for l in wspanish.decode("utf-8").split("\n") if l]

    english, en_rej = build(english_src)
    spanish, es_rej = build(spanish_src + wspanish_src + SPANISH_EXTRA)
    npm_es = set(build(spanish_src)[0])
    added = sum(1 for w in spanish if w not in npm_es)

    print(f"english: {len(english_src)} source words -> {len(english)} words "
          f"({len(en_rej)} rejected)")
    print(f"spanish: {len(spanish_src)} npm + {len(wspanish_src)} wspanish + "
          f"{len(SPANISH_EXTRA)} one-letter -> {len(spanish)} words "
          f"({added} not in the npm list, {len(es_rej)} rejected)")

    status = 0
    for name, words in (("english.txt", english), ("spanish.txt", spanish)):
        data = ("\n".join(words) + "\n").encode("utf-8")
        path = os.path.join(HERE, name)
        if args.check:
            with open(path, "rb") as f:
                same = f.read() == data
            print(f"{name}: {'identical' if same else 'DIFFERS'}")
            status |= 0 if same else 1
        else:
            with open(path, "wb") as f:
                f.write(data)
            print(f"{name}: written, {len(data)} bytes, sha256 {sha256(data)}")
    sys.exit(status)


if __name__ == "__main__":
    main()
