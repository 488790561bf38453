#!/usr/bin/env python3
"""Benchmark of offload-manifest on large manifests (not a test).

Generates manifests of 1,000 and 10,000 kernel instances (each a copy of a
real instance of the example's manifest, with layouts, under another kernel
name), then times `validate`, `inspect` and `merge` on each (best of
--repeat runs, wall clock). Also times `validate` on a manifest whose type
name is 1 MB and 4 MB, to show reading is linear in the input size.

Usage: manifest_bench.py --tools build/bin --example build/examples/saxpy/work/manifest.json
Prints a Markdown table.
"""
import argparse
import copy
import json
import os
import subprocess
import tempfile
import time


def make_manifest(template, count):
    base = template["instances"]
    instances = []
    for i in range(count):
        inst = copy.deepcopy(base[i % len(base)])
        name = f"{inst['kernel']}_{i:05d}"
        inst["kernel"] = name
        inst["device_symbol"] = name.replace("::", "__")
        inst["host_symbols"] = [f"_RNvbench{i:05d}"]
        instances.append(inst)
    instances.sort(key=lambda k: k["kernel"])
    return {"format": "offload-manifest", "version": "1.0", "producer": "bench", "instances": instances}


def best_time(cmd, repeat):
    best = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        t = time.perf_counter() - t0
        best = t if best is None else min(best, t)
    return best


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tools", required=True)
    ap.add_argument("--example", required=True)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    tool = os.path.join(args.tools, "offload-manifest")
    template = json.load(open(args.example))
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        for n in (1000, 10000):
            m = make_manifest(template, n)
            path = os.path.join(tmp, f"m{n}.json")
            json.dump(m, open(path, "w"), indent=2)
            # Two overlapping halves that merge into the whole.
            a = dict(m, instances=m["instances"][: n * 6 // 10])
            b = dict(m, instances=m["instances"][n * 4 // 10:])
            pa, pb = os.path.join(tmp, f"a{n}.json"), os.path.join(tmp, f"b{n}.json")
            json.dump(a, open(pa, "w"), indent=2)
            json.dump(b, open(pb, "w"), indent=2)
            size = os.path.getsize(path)
            out = os.path.join(tmp, "out.json")
            results[n] = {
                "bytes": size,
                "validate": best_time([tool, "validate", path], args.repeat),
                "inspect": best_time([tool, "inspect", path], args.repeat),
                "merge": best_time([tool, "merge", pa, pb, "-o", out], args.repeat),
            }
            merged = json.load(open(out))
            assert len(merged["instances"]) == n, "merge lost instances"
        big = {}
        for mb in (1, 4):
            m = copy.deepcopy(template)
            m["instances"][0]["args"][0]["type"] = "T" * (mb << 20)
            m["instances"][0]["args"][0].pop("layout", None)
            path = os.path.join(tmp, f"big{mb}.json")
            json.dump(m, open(path, "w"))
            big[mb] = best_time([tool, "validate", path], args.repeat)

    print("| command | 1,000 instances | 10,000 instances | 10k / 1k |")
    print("| --- | --- | --- | --- |")
    for cmd in ("validate", "inspect", "merge"):
        t1, t10 = results[1000][cmd], results[10000][cmd]
        print(f"| `{cmd}` | {t1 * 1000:.0f} ms | {t10 * 1000:.0f} ms | {t10 / t1:.1f} |")
    print(f"\nManifest sizes: {results[1000]['bytes'] / 1e6:.1f} MB and {results[10000]['bytes'] / 1e6:.1f} MB. "
          f"`merge` reads two overlapping halves (60% each) and writes the whole.")
    print(f"\n`validate` with a 1 MB type name: {big[1] * 1000:.0f} ms; with 4 MB: {big[4] * 1000:.0f} ms "
          f"(ratio {big[4] / big[1]:.1f} for 4x the bytes).")


if __name__ == "__main__":
    main()
