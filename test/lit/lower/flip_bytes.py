#!/usr/bin/env python3
"""Flips one byte at a time in a file (deterministic offsets) and runs a
command on each copy; every run must end with exit status 1 and an
`error:` line, never with a crash (a signal) or success.

Usage: flip_bytes.py INPUT COUNT -- COMMAND... ({} is the corrupted file)
"""
import os
import random
import subprocess
import sys
import tempfile


def main():
    sep = sys.argv.index("--")
    src, count = sys.argv[1], int(sys.argv[2])
    command = sys.argv[sep + 1:]
    data = open(src, "rb").read()
    rng = random.Random(20261129)
    # Past the 20-byte wrapper and identification, where the reader parses.
    offsets = sorted(rng.sample(range(64, len(data)), count))
    outcomes = {}
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "flipped.bc")
        for off in offsets:
            d = bytearray(data)
            d[off] ^= 0xFF
            open(path, "wb").write(d)
            p = subprocess.run([a.replace("{}", path) for a in command],
                               capture_output=True, text=True, errors="replace", timeout=120)
            if p.returncode == 1 and "error:" in p.stderr:
                outcomes["error"] = outcomes.get("error", 0) + 1
            elif p.returncode == 0:
                outcomes["accepted"] = outcomes.get("accepted", 0) + 1
            else:
                print(f"FAIL: byte {off}: exit status {p.returncode}\n{p.stderr[-2000:]}")
                sys.exit(1)
    print(f"ok: {count} corrupted copies, none crashed ({outcomes})")


if __name__ == "__main__":
    main()
