#!/usr/bin/env python3
"""Prints the tables of docs/benchmarks.md ("Data that stays on the device")
from the logs and CSVs of bench/gpu-run.sh (the `r/` folder of its
results.tar.gz). Several folders may be given: each figure is read from the
first folder that has it.

Usage: bench/report.py RESULTS_DIR [RESULTS_DIR...]
"""
import csv
import glob
import os
import re
import statistics
import sys


def first(dirs, pattern):
    for d in dirs:
        found = sorted(glob.glob(os.path.join(d, pattern)))
        if found:
            return found
    return []


def rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def ncu_times(path):
    """Kernel name -> gpu__time_duration.sum values (us) from an ncu log."""
    times, kernel = {}, None
    for line in open(path):
        m = re.match(r"\s\s(\w+)", line)
        if m and "(" in line and "Context" in line:
            kernel = m.group(1)
        m = re.search(r"gpu__time_duration.sum\s+(\w+)\s+([\d.,]+)", line)
        if m and kernel:
            value = float(m.group(2).replace(",", ""))
            value *= {"ns": 1e-3, "us": 1.0, "ms": 1e3}[m.group(1)]
            times.setdefault(kernel, []).append(value)
    return times


def launch_table(dirs):
    runs = first(dirs, "launch-*/")
    if not runs:
        return
    med = {}
    for r in runs:
        for path in glob.glob(os.path.join(r, "*.csv")):
            for row in rows(path):
                med.setdefault((row["binary"], row["kernel"]), []).append(float(row["median_us"]))
    print("### Launch overhead (host wall time per launch, synchronization included)\n")
    print(f"{len(runs)} runs of each program, alternating; each run alternates its two kernels in blocks of 100 launches")
    print("(about 2000 each); the table gives the median of the runs' medians and the runs' medians.\n")
    print("| launch | median (us) | medians of the runs (us) |")
    print("| --- | --- | --- |")
    names = {("offload_launch", "EMPTY"): "toolkit: kernel with one u32 argument",
             ("offload_launch", "EMPTY8"): "toolkit: kernel with eight u64 arguments",
             ("omp_launch", "SCALAR"): "clang-22 bare region, one firstprivate u32",
             ("omp_launch", "EMPTY"): "clang-22 bare region, no argument",
             ("omp_stream_bare", "EMPTY"): "clang-22 bare region, no argument (omp_stream_bare)"}
    for key, label in names.items():
        if key in med:
            v = med[key]
            print(f"| {label} | {statistics.median(v):.1f} | {', '.join(f'{x:.1f}' for x in v)} |")
    print()


def stream_table(dirs):
    ours = first(dirs, "offload_stream.csv")
    cuda = first(dirs, "cuda_stream.csv")
    omp = first(dirs, "omp_stream_bare.csv")
    ncu_o = first(dirs, "ncu-offload-stream.log")
    ncu_c = first(dirs, "ncu-cuda-stream.log")
    if not ours:
        return
    o = {r["kernel"]: r for r in rows(ours[0])}
    c = {r["kernel"]: r for r in rows(cuda[0])} if cuda else {}
    m = {r["kernel"]: r for r in rows(omp[0])} if omp else {}
    ko = ncu_times(ncu_o[0]) if ncu_o else {}
    kc = ncu_times(ncu_c[0]) if ncu_c else {}
    print("### Stream on device buffers (N = 2^26 doubles, block 256)\n")
    print("Kernel time: ncu `gpu__time_duration.sum` (`--clock-control none`), median of every profiled launch.")
    print("Wall: host clock around launch and synchronization, median of 50 (CUDA: cudaEvent run's wall median).\n")
    print("Each kernel in both of the toolkit's forms: the Region form (COPY, ...) and the `&mut [f64]` form")
    print("launched with launch_unchecked (COPY_mut, ...; in runs of earlier toolkits, COPY, ... was the `&mut` form).\n")
    print("| kernel | kernel us: toolkit | CUDA | toolkit / CUDA | wall us: toolkit | CUDA | clang bare | toolkit / clang |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for base in ["COPY", "MUL", "ADD", "TRIAD"]:
        for k in [base, base + "_mut"]:
            if k not in o:
                continue
            tk = ko.get("offload_bench_kernels__" + k.lower(), [])
            tc = kc.get("k_" + base.lower(), [])
            kt = statistics.median(tk) if tk else float("nan")
            kcu = statistics.median(tc) if tc else float("nan")
            wo = float(o[k]["median_us"])
            wc = float(c[base]["wall_median_us"]) if base in c else float("nan")
            wm = float(m[base]["median_us"]) if base in m else float("nan")
            print(f"| {k} | {kt:.1f} | {kcu:.1f} | {kt / kcu:.3f} | {wo:.1f} | {wc:.1f} | {wm:.1f} | {wo / wm:.3f} |")
    print()


def chain_table(dirs):
    ours = first(dirs, "offload_chain.csv")
    omp = first(dirs, "omp_chain.csv")
    if not ours:
        return
    walls = {}
    for r in rows(ours[0]):
        walls.setdefault(r["variant"], []).append(float(r["wall_s"]) * int(r["launches"]) / int(r["launches_done"]))
    if omp:
        for r in rows(omp[0]):
            if r["variant"] in ("resident", "per-launch"):
                walls.setdefault("clang " + r["variant"], []).append(
                    float(r["wall_s"]) * int(r["launches"]) / int(r["launches_done"]))
    byte_counts = {}
    log = first(dirs, "chain-bytes.log")
    if log:
        total = 0
        for line in open(log[0]):
            mm = re.search(r"Copying data .*Size=(\d+)", line)
            if mm:
                total += int(mm.group(1))
                continue
            mm = re.match(r"(\S+)\s+rep \d+: \d+ launches", line)
            if mm:
                byte_counts[mm.group(1)] = total
                total = 0
    base = min(walls.get("clang resident", [float("nan")]))
    base_med = statistics.median(walls.get("clang resident", [float("nan")]))
    per_launch = min(walls.get("per-launch", [float("nan")]))
    print("### 100 dependent launches over 3 x 256 MiB (omp_chain's kernel)\n")
    print("Wall time of the whole loop, transfers included. Bytes: host<->device bytes at N = 2^20")
    print("(LIBOMPTARGET_INFO=32, 100 launches); the minimum is 4 arrays' worth (a, b, c in; a out) = 33554432.\n")
    print("| variant | runs | best s | median s | best / clang resident best | median / clang median | per-launch / this | bytes at N = 2^20 |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for v in ["data-region", "device-buffers", "per-launch", "clang resident", "clang per-launch"]:
        if v not in walls:
            continue
        w = walls[v]
        b = byte_counts.get(v, "")
        print(f"| {v} | {len(w)} | {min(w):.4f} | {statistics.median(w):.4f} | {min(w) / base:.3f} | "
              f"{statistics.median(w) / base_med:.3f} | {per_launch / min(w):.1f} | {b} |")
    print()


def transfer_table(dirs):
    t = first(dirs, "offload_transfer.csv")
    if not t:
        return
    print("### Host <-> device copies of 1 GiB (median of 5)\n")
    print("| host memory | to the device GB/s | to the host GB/s |")
    print("| --- | --- | --- |")
    by = {}
    for r in rows(t[0]):
        by.setdefault(r["host_memory"], {})[r["direction"]] = float(r["gbs_at_median"])
    labels = {"pinned": "PinnedBuffer (page-locked by the runtime)",
              "registered": "a Vec page-locked by DataRegion::pinned()",
              "pageable": "a Vec (pageable)"}
    for k, label in labels.items():
        if k in by:
            print(f"| {label} | {by[k]['h2d']:.1f} | {by[k]['d2h']:.1f} |")
    print()


def main():
    dirs = sys.argv[1:]
    if not dirs or any(not os.path.isdir(d) for d in dirs):
        sys.exit(__doc__.strip())
    launch_table(dirs)
    stream_table(dirs)
    chain_table(dirs)
    transfer_table(dirs)


if __name__ == "__main__":
    main()
