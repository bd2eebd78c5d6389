#!/usr/bin/env python3
"""Precision and recall of the word lists against hand-made samples (dictionaries/eval).

  python3 dictionaries/eval/measure.py              # the lists in the work tree
  python3 dictionaries/eval/measure.py --rev REV    # the lists committed at REV (git)
  python3 dictionaries/eval/measure.py --draw 100   # draw new precision samples (seeded)
  python3 dictionaries/eval/measure.py --draw-lemmas freedict-spa-deu.index
                                                    # redraw lemmas-es.tsv's words (seeded)

Samples, all written or labelled by hand, none taken from the lists' sources:
  common-en.txt, common-es.txt   everyday words of each language (recall)
  junk-en.txt, junk-es.txt       abbreviations, initialisms, letter strings and foreign
                                 words that a list must refuse (junk accepted)
  precision-<list>.tsv           words drawn at random from each list, each labelled
                                 `ok` (a word of the language) or `junk` (precision)
  lemmas-es.tsv                  560 lemmas drawn at random (seeded) from the headwords
                                 of a Spanish dictionary no list is made from: FreeDict
                                 Spanish-German (Debian dict-freedict-spa-deu
                                 2022.04.21-1, /usr/share/dictd/freedict-spa-deu.index),
                                 labelled `ok` or `name` (proper names the index writes
                                 in lower case); recall of dictionary lemmas counts the ok

Recall is the share of the everyday words a list has; "junk accepted" the share of the
junk sample a list has (lower is better); precision the share of the random sample
labelled ok, with a 95% Wilson interval. The random samples belong to the lists they
were drawn from: after a list changes, words that left it are reported and not counted.
"""

import argparse
import math
import os
import random
import subprocess
import sys

EVAL = os.path.dirname(os.path.abspath(__file__))
DICT = os.path.dirname(EVAL)
sys.path.insert(0, DICT)
from regenerate import normalize  # noqa: E402

LISTS = {
    "english": ("en", "english.txt"),
    "english-everyday": ("en", "english-everyday.txt"),
    "spanish": ("es", "spanish.txt"),
    "spanish-everyday": ("es", "spanish-everyday.txt"),
}
SEED = 20240601
LEMMA_SEED = 20261125
LEMMA_DRAW = 560


def read_list(name, rev):
    if rev is None:
        with open(os.path.join(DICT, name), encoding="utf-8") as f:
            text = f.read()
    else:
        r = subprocess.run(["git", "show", f"{rev}:dictionaries/{name}"], cwd=DICT,
                           capture_output=True, text=True)
        if r.returncode != 0:
            return None
        text = r.stdout
    return set(text.split())


def read_sample(name):
    words = []
    with open(os.path.join(EVAL, name), encoding="utf-8") as f:
        for line in f:
            w = line.split("#")[0].strip()
            if w:
                n = normalize(w)
                if n is None:
                    sys.exit(f"measure: {name}: {w!r} is not a word of letters")
                words.append(n)
    return words


def read_labels(name):
    path = os.path.join(EVAL, f"precision-{name}.tsv")
    if not os.path.exists(path):
        return None
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#")[0].rstrip("\n")
            if not line.strip():
                continue
            word, label = line.split("\t")[:2]
            if label not in ("ok", "junk"):
                sys.exit(f"measure: {path}: label {label!r} for {word} is not ok/junk")
            out.append((word, label))
    return out


def wilson(k, n, z=1.96):
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    d = 1 + z * z / n
    c = p + z * z / (2 * n)
    r = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return ((c - r) / d, (c + r) / d)


def pct(x):
    return f"{100 * x:.1f}%"


def draw(n):
    rng = random.Random(SEED)
    for name, (_, file) in LISTS.items():
        path = os.path.join(EVAL, f"precision-{name}.tsv")
        if os.path.exists(path):
            print(f"{path} exists, not overwritten")
            continue
        words = sorted(read_list(file, None))
        sample = sorted(rng.sample(words, n))
        with open(path, "w", encoding="utf-8") as f:
            f.write(f"# {n} words drawn from {file} (seed {SEED}), labelled by hand: ok | junk\n")
            for w in sample:
                f.write(f"{w}\t?\n")
        print(f"{path}: {n} words to label")


def read_lemmas():
    """The `ok` lemmas of lemmas-es.tsv (normalized), and how many rows it has."""
    ok = []
    rows = 0
    with open(os.path.join(EVAL, "lemmas-es.tsv"), encoding="utf-8") as f:
        for line in f:
            line = line.split("#")[0].rstrip("\n")
            if not line.strip():
                continue
            word, label = line.split("\t")[:2]
            if label not in ("ok", "name"):
                sys.exit(f"measure: lemmas-es.tsv: label {label!r} for {word} is not ok/name")
            rows += 1
            if label == "ok":
                ok.append(normalize(word))
    return ok, rows


def draw_lemmas(index):
    """The words of lemmas-es.tsv: LEMMA_DRAW headwords of a dictd index drawn with
    LEMMA_SEED among its one-word, lower-case headwords made only of letters."""
    heads = set()
    with open(index, encoding="utf-8") as f:
        for line in f:
            h = line.split("\t")[0]
            if h.startswith("00database") or h != h.lower() or " " in h or "-" in h:
                continue
            if normalize(h) is not None:
                heads.add(h)
    for w in random.Random(LEMMA_SEED).sample(sorted(heads), LEMMA_DRAW):
        print(w)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rev", help="measure the lists committed at this git revision")
    ap.add_argument("--draw", type=int, metavar="N", help="draw N words a list to label")
    ap.add_argument("--draw-lemmas", metavar="INDEX",
                    help="print the lemmas of lemmas-es.tsv drawn from this dictd index")
    args = ap.parse_args()
    if args.draw:
        draw(args.draw)
        return
    if args.draw_lemmas:
        draw_lemmas(args.draw_lemmas)
        return

    common = {lang: read_sample(f"common-{lang}.txt") for lang in ("en", "es")}
    junk = {lang: read_sample(f"junk-{lang}.txt") for lang in ("en", "es")}
    lemmas, _ = read_lemmas()
    print("| list | words | recall (everyday words) | recall (dictionary lemmas) "
          "| junk accepted | precision (random sample) |")
    print("|---|---|---|---|---|---|")
    for name, (lang, file) in LISTS.items():
        words = read_list(file, args.rev)
        if words is None:
            print(f"| `{file}` | - | - | - | - | - |")
            continue
        rec = [w for w in common[lang] if w in words]
        bad = [w for w in junk[lang] if w in words]
        labels = read_labels(name)
        prec = "-"
        gone = []
        if labels is not None and args.rev is None:
            kept = [(w, l) for w, l in labels if w in words]
            gone = [w for w, _ in labels if w not in words]
            k = sum(1 for _, l in kept if l == "ok")
            lo, hi = wilson(k, len(kept))
            prec = f"{pct(k / len(kept))} ({k}/{len(kept)}; 95% CI {pct(lo)}-{pct(hi)})"
        lem = "-"
        if lang == "es":
            has = [w for w in lemmas if w in words]
            lem = f"{pct(len(has) / len(lemmas))} ({len(has)}/{len(lemmas)})"
            lost = [w for w in lemmas if w not in words]
            if lost:
                print(f"    {file}: dictionary lemmas missing: {' '.join(lost)}",
                      file=sys.stderr)
        print(f"| `{file}` | {len(words):,} | {pct(len(rec) / len(common[lang]))} "
              f"({len(rec)}/{len(common[lang])}) | {lem} | {pct(len(bad) / len(junk[lang]))} "
              f"({len(bad)}/{len(junk[lang])}) | {prec} |")
        missing = [w for w in common[lang] if w not in words]
        if missing:
            print(f"    {file}: everyday words missing: {' '.join(missing)}", file=sys.stderr)
        if bad:
            print(f"    {file}: junk accepted: {' '.join(bad)}", file=sys.stderr)
        if labels is not None and args.rev is None:
            junk_found = [w for w, l in labels if l == "junk" and w in words]
            if junk_found:
                print(f"    {file}: junk in the random sample: {' '.join(junk_found)}",
                      file=sys.stderr)
            if gone:
                print(f"    {file}: sample words no longer in the list: {' '.join(gone)}",
                      file=sys.stderr)


if __name__ == "__main__":
    main()
