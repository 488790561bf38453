#!/usr/bin/env python3
"""Issue 27's two measurements from bench/gpu-run.sh's `launchcost` part:
the synchronous launch against the CUDA runtime's (r/launch-N/), and
RAJAPerf's whole programs run kernel by kernel, Rust, CUDA and OpenMP one
after another (r/rounds/ROUND/KERNEL/rajaperf_*.csv). Prints markdown:
per round the launch medians and their ratio; per kernel and round the
program time of Rust over CUDA's and over OpenMP's, the median over the
rounds with freed memory kept, and each round's geometric mean.

  rounds_report.py RESULTS_DIR
"""
import csv
import glob
import math
import os
import statistics
import sys

KERNELS = ("COPY", "MUL", "ADD", "TRIAD", "DOT", "DAXPY", "INIT3", "MULADDSUB",
           "REDUCE3_INT", "HYDRO_1D", "FIRST_DIFF", "DIFF_PREDICT", "GEMM", "ATAX",
           "JACOBI_2D", "HEAT_3D", "PRESSURE")


def rows(path):
    try:
        with open(path, newline="") as f:
            return list(csv.DictReader(f))
    except FileNotFoundError:
        return []


def median_of(path, kernel):
    """(median launch us, median run ms, check) of the synchronous launch
    CSV row `kernel`, or of the RAJAPerf row of the file's own variant."""
    variant = os.path.basename(path)[len("rajaperf_"):-len(".csv")] if "rajaperf_" in path else None
    for r in rows(path):
        if variant is not None and r["variant"] == variant and r["kernel"] == kernel:
            return float(r["launch_median_us"]), float(r["run_median_ms"]), r["check"]
        if variant is None and r["kernel"] == kernel:
            return float(r["median_us"]), None, r["status"]
    return None


def geomean(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float("nan")


def launches(results):
    print("| round | CUDA runtime us | `launch` us | ratio |")
    print("| --- | --- | --- | --- |")
    ratios = []
    for d in sorted(p for p in glob.glob(os.path.join(results, "launch-*")) if os.path.isdir(p)):
        cuda = median_of(os.path.join(d, "cuda_launch.csv"), "SYNC")
        ours = median_of(os.path.join(d, "offload_launch.csv"), "EMPTY")
        if cuda and ours:
            ratios.append(ours[0] / cuda[0])
            print(f"| {os.path.basename(d)} | {cuda[0]:.2f} | {ours[0]:.2f} | {ratios[-1]:.3f} |")
    print(f"| geometric mean | | | {geomean(ratios):.3f} |\n")


def programs(results):
    rounds = sorted(os.listdir(os.path.join(results, "rounds")))
    kept = [r for r in rounds if r.startswith("kept")]
    head = " | ".join(f"{r}: Rust / CUDA | {r}: Rust / OpenMP" for r in rounds)
    print(f"| kernel | {head} | median of kept: Rust / CUDA | checks |")
    print("| --- " * (2 + 2 * len(rounds)) + "| --- |")
    per_round = {r: [] for r in rounds}
    medians = []
    for k in KERNELS:
        cells, kept_ratios, checks = [], [], []
        for r in rounds:
            d = os.path.join(results, "rounds", r, k)
            got = {v: median_of(os.path.join(d, f"rajaperf_{v}.csv"), k) for v in ("rust", "cuda", "omp")}
            if not all(got.values()):
                cells += ["-", "-"]
                checks.append("missing")
                continue
            to_cuda = got["rust"][1] / got["cuda"][1]
            cells += [f"{to_cuda:.3f}", f"{got['rust'][1] / got['omp'][1]:.3f}"]
            per_round[r].append(to_cuda)
            if r in kept:
                kept_ratios.append(to_cuda)
            checks += [got[v][2] for v in ("rust", "cuda", "omp")]
        med = statistics.median(kept_ratios) if kept_ratios else float("nan")
        medians.append(med)
        ok = "all PASS" if checks and all(c == "PASS" for c in checks) else " ".join(checks)
        print(f"| {k} | {' | '.join(cells)} | {med:.3f} | {ok} |")
    means = " | ".join(f"{geomean(per_round[r]):.3f} | " for r in rounds)
    print(f"| geometric mean | {means}{geomean([m for m in medians if m == m]):.3f} | |")
    worst = max(zip(medians, KERNELS))
    print(f"\nlargest median of kept rounds: {worst[1]} {worst[0]:.3f}")


def main():
    if len(sys.argv) != 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if len(sys.argv) == 2 else 64
    launches(sys.argv[1])
    programs(sys.argv[1])
    return 0


if __name__ == "__main__":
    sys.exit(main())
