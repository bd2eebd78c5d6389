#!/usr/bin/env python3
"""Makes the "common" lists: the more frequent part of each full list that the everyday
list lacks, the extra vocabulary of normal computer players (src/games/judge.rs).

  english-common.txt = english.txt & SCOWL sizes 55-70 - english-everyday.txt
  spanish-common.txt = spanish.txt & wordfreq large_es words at Zipf >= 2.0
                       - spanish-everyday.txt

Same sources, pinned archives and normalization as regenerate.py (imported, not
changed); reads the committed full and everyday lists, so run it after regenerate.py.

  python3 dictionaries/common.py                 # fetch scowl and wordfreq, rewrite both
  python3 dictionaries/common.py --sources DIR   # already downloaded archives
"""

import argparse
import gzip
import os
import subprocess
import sys
import tempfile
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import regenerate as R  # noqa: E402

SCOWL_COMMON_SIZES = (55, 60, 70)
# Zipf = 9 - bucket / 100: buckets 600..700 are Zipf 3.0 down to 2.0.
WORDFREQ_COMMON_MAX_BUCKET = 700
KEYS = ("scowl", "wordfreq")


def committed(name):
    with open(os.path.join(R.HERE, name), encoding="utf-8") as f:
        return {w.strip() for w in f if w.strip()}


def fetch(workdir):
    apt = [R.SOURCES[k][1] for k in KEYS if R.SOURCES[k][0] == R.APT]
    if subprocess.run(["apt-get", "download", *apt], cwd=workdir).returncode != 0:
        sys.exit("common: `apt-get download` failed (run `apt-get update` first?)")
    for k in KEYS:
        if R.SOURCES[k][0] == R.PIP:
            subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                            "-d", workdir, R.SOURCES[k][1]], check=True)


def verify(src):
    for k in KEYS:
        path = R.archive_path(src, k)
        with open(path, "rb") as f:
            got = R.sha256(f.read())
        if got != R.SOURCES[k][3]:
            sys.exit(f"common: {os.path.basename(path)} has SHA-256 {got}")


def english(src, tmp):
    root = R.unpack_deb(R.archive_path(src, "scowl"), tmp)
    scowl = set()
    for spelling in R.SCOWL_SPELLINGS:
        for size in SCOWL_COMMON_SIZES:
            path = os.path.join(root, "usr/share/dict/scowl", f"{spelling}-words.{size}")
            if not os.path.exists(path):
                continue
            for w in R.read_text_lines(path):
                w = w.strip()
                if w.endswith("'s"):
                    continue
                n = R.normalize(w)
                if n is not None:
                    scowl.add(n)
    full, everyday = committed("english.txt"), committed("english-everyday.txt")
    common = {w for w in (full & scowl) - everyday if len(w) > 1}
    print(f"english-common: {len(scowl)} SCOWL words of sizes {SCOWL_COMMON_SIZES} -> "
          f"{len(common)}")
    return common


def spanish(src):
    with zipfile.ZipFile(R.archive_path(src, "wordfreq")) as z:
        packed = R.msgpack_load(gzip.decompress(z.read("wordfreq/data/large_es.msgpack.gz")))
    if packed[0] != {"format": "cB", "version": 1}:
        sys.exit(f"common: unexpected wordfreq header {packed[0]}")
    frequent = set()
    for bucket in packed[1:WORDFREQ_COMMON_MAX_BUCKET + 2]:
        frequent |= R.normalized_set(bucket)
    full, everyday = committed("spanish.txt"), committed("spanish-everyday.txt")
    common = (full & frequent) - everyday
    print(f"spanish-common: {len(frequent)} wordfreq words at Zipf >= 2 -> {len(common)}")
    return common


def write(name, words):
    # Byte order of the normalized form, Ñ after Z (as regenerate.py writes).
    key = lambda w: w.replace("Ñ", "[")
    with open(os.path.join(R.HERE, name), "w", encoding="utf-8", newline="\n") as f:
        for w in sorted(words, key=key):
            f.write(w + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sources", help="directory with the downloaded archives")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        src = args.sources or tmp
        if not args.sources:
            fetch(tmp)
        verify(src)
        write("english-common.txt", english(src, tmp))
        write("spanish-common.txt", spanish(src))


if __name__ == "__main__":
    main()
