#!/usr/bin/env python3
"""Bounds checks out of loops (liblower/BoundsChecks.h) on RAJAPerf, from a
bench/gpu-run.sh `bounds` run: kernel times (ncu, median per repetition)
of the plain safe Rust kernels with the device pass's versioning
(r/ncu-bounds-rust.log) and without it (ncu-bounds-rust_checks.log, the
kit's rajaperf_rust_checks), the `get_unchecked` forms
(ncu-bounds-rust_unchecked.log), CUDA and OpenMP; prints the markdown table
of docs/benchmarks.md with the ratios to CUDA and their geometric means.

  bounds_report.py RESULTS_DIR
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from report import KERNELS, fmt, geomean, ncu_medians  # noqa: E402

COLUMNS = (("rust", "rust", "Rust (plain, versioned)"),
           ("rust_checks", "rust", "Rust (plain, pass off)"),
           ("rust_unchecked", "rust", "Rust (get_unchecked)"),
           ("cuda", "cuda", "CUDA"),
           ("omp", "omp", "OpenMP"))


def main():
    if len(sys.argv) != 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if len(sys.argv) == 2 else 2
    r = sys.argv[1]
    t = {log: ncu_medians(os.path.join(r, f"ncu-bounds-{log}.log"), variant)
         for log, variant, _ in COLUMNS}
    if not t["rust"] or not t["cuda"]:
        print(f"bounds_report: no ncu-bounds-rust.log / ncu-bounds-cuda.log kernel times in {r}",
              file=sys.stderr)
        return 1
    ratios = ("rust", "rust_checks", "rust_unchecked", "omp")
    print("| kernel | " + " | ".join(f"{h} us" for _, _, h in COLUMNS) +
          " | Rust / CUDA | pass off / CUDA | get_unchecked / CUDA | OpenMP / CUDA |")
    print("| --- " * (1 + len(COLUMNS) + len(ratios)) + "|")
    per = {c: [] for c in ratios}
    for k in KERNELS:
        cuda = t["cuda"].get(k)
        cells = [fmt(t[c].get(k), ".2f") for c, _, _ in COLUMNS]
        for c in ratios:
            v = t[c].get(k) / cuda if t[c].get(k) and cuda else None
            if v is not None and (c != "rust_unchecked" or k in t["rust_unchecked"]):
                per[c].append(v)
            cells.append(fmt(v, ".3f"))
        print(f"| {k} | " + " | ".join(cells) + " |")
    print("| geometric mean | " + " | " * (len(COLUMNS) - 1) + " | " +
          " | ".join(fmt(geomean(per[c]), ".3f") for c in ratios) + " |")
    worst = max((t["rust"][k] / t["cuda"][k], k) for k in KERNELS if k in t["rust"] and k in t["cuda"])
    print(f"\nslowest against CUDA: {worst[1]} {worst[0]:.3f}; over 1.05: " +
          (", ".join(k for k in KERNELS if k in t["rust"] and k in t["cuda"]
                     and t["rust"][k] / t["cuda"][k] > 1.05) or "none"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
