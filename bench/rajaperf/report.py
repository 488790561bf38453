#!/usr/bin/env python3
"""The RAJAPerf comparison of bench/rajaperf from a bench/gpu-run.sh
`rajaperf` run: reads r/rajaperf_{rust,cuda,omp}.csv (whole-program runs,
the programs' own checks) and r/ncu-rajaperf-{rust,cuda,omp}.log (kernel
times, ncu gpu__time_duration.sum), prints the markdown tables of
docs/benchmarks.md and, where matplotlib is installed, draws the plots.
The Rust program runs the kernels that write through a Region in their
`&mut [f64]` form too (GPU kernels `<name>_mut`, CSV variant `rust_mut`):
"Rust" is the Region form, and a table sets the two forms side by side.

  report.py RESULTS_DIR [PLOT_DIR]

PLOT_DIR (default: RESULTS_DIR) gets rajaperf-kernel-ratios.png (per
kernel, Rust's kernel time over CUDA's and over OpenMP's, and where the
run has it, the form without bounds checks over CUDA's) and
rajaperf-programs.png (whole-program time per kernel over CUDA's, three
variants, each bar split into inputs to the device, the repetitions and
outputs back).
"""
import csv
import math
import os
import re
import statistics
import sys

VARIANTS = ("rust", "cuda", "omp")
KERNELS = ("COPY", "MUL", "ADD", "TRIAD", "DOT", "DAXPY", "INIT3", "MULADDSUB",
           "REDUCE3_INT", "HYDRO_1D", "FIRST_DIFF", "DIFF_PREDICT", "GEMM", "ATAX",
           "JACOBI_2D", "HEAT_3D", "PRESSURE")
# GPU kernels launched per repetition of a RAJAPerf kernel, each: JACOBI_2D
# and HEAT_3D run their kernel twice (two half steps); ATAX and PRESSURE run
# two kernels once each.
LAUNCHES_PER_REP = {"JACOBI_2D": 2, "HEAT_3D": 2}


def kernel_of(name, variant):
    """The RAJAPerf kernel a profiled GPU kernel belongs to, or None
    (`atax_1` and `atax_2` are ATAX's). Variant `rust_mut` takes the Rust
    kernels' `&mut [f64]` forms (`<name>_mut`), the other Rust variants the
    rest."""
    patterns = {"rust": r"rajaperf_kernels__(\w+)$", "cuda": r"k_(\w+)$",
                "omp": r"__omp_offloading_\w+?_l_(\w+?)_l\d+$"}
    m = re.match(patterns[variant.split("_")[0]], name)
    if not m:
        return None
    if variant.startswith("rust") and m.group(1).endswith("_mut") != (variant == "rust_mut"):
        return None
    k = re.sub(r"_\d+$", "", re.sub(r"_(unchecked|sliced|mut)$", "", m.group(1))).upper()
    return k if k in KERNELS else None


def ncu_medians(path, variant):
    """Kernel -> GPU time of one repetition (us) from an ncu log: for each
    GPU kernel it launches, the median gpu__time_duration.sum times its
    launches per repetition, summed."""
    times, current = {}, None
    if not os.path.exists(path):
        return {}
    for line in open(path, errors="replace"):
        m = re.match(r"\s\s(\w+)", line)
        if m and "Context" in line:
            k = kernel_of(m.group(1), variant)
            current = (k, m.group(1)) if k else None
        m = re.search(r"gpu__time_duration.sum\s+(\w+)\s+([\d.,]+)", line)
        if m and current:
            scale = {"ns": 1e-3, "us": 1.0, "ms": 1e3}[m.group(1)]
            times.setdefault(current, []).append(float(m.group(2).replace(",", "")) * scale)
    per_rep = {}
    for (k, _), v in times.items():
        per_rep[k] = per_rep.get(k, 0.0) + statistics.median(v) * LAUNCHES_PER_REP.get(k, 1)
    return per_rep


PHASES = ("to_device_median_ms", "reps_median_ms", "from_device_median_ms")


def runs(path, variant):
    """Kernel -> (run median ms, check, phases) from the rows of `variant`
    in a program's CSV; phases are the medians (ms) of inputs to the
    device, the repetitions and outputs back, or None in a CSV without
    them."""
    if not os.path.exists(path):
        return {}
    with open(path, newline="") as f:
        return {r["kernel"]: (float(r["run_median_ms"]), r["check"],
                              tuple(float(r[p]) for p in PHASES) if all(r.get(p) for p in PHASES) else None)
                for r in csv.DictReader(f) if r["variant"] == variant}


def geomean(values):
    values = [v for v in values if v and v > 0]
    return math.exp(sum(map(math.log, values)) / len(values)) if values else None


def fmt(v, spec=".1f"):
    return format(v, spec) if v is not None else "-"


def main():
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(sys.argv) > 1 else 2
    results = sys.argv[1]
    plots = sys.argv[2] if len(sys.argv) > 2 else results
    kt = {v: ncu_medians(os.path.join(results, f"ncu-rajaperf-{v}.log"), v) for v in VARIANTS}
    rt = {v: runs(os.path.join(results, f"rajaperf_{v}.csv"), v) for v in VARIANTS}
    # The Rust program's `&mut [f64]` forms, from the same log and CSV.
    kt["rust_mut"] = ncu_medians(os.path.join(results, "ncu-rajaperf-rust.log"), "rust_mut")
    rt["rust_mut"] = runs(os.path.join(results, "rajaperf_rust.csv"), "rust_mut")
    if not any(kt.values()) and not any(rt.values()):
        print(f"report.py: error: no rajaperf results (rajaperf_*.csv, ncu-rajaperf-*.log) in {results}",
              file=sys.stderr)
        return 1

    def ratio(table, k, other):
        a, b = table["rust"].get(k), table[other].get(k)
        a = a[0] if isinstance(a, tuple) else a
        b = b[0] if isinstance(b, tuple) else b
        return a / b if a and b else None

    print("| kernel | kernel us: Rust | CUDA | OpenMP | Rust / CUDA | Rust / OpenMP "
          "| program ms: Rust | CUDA | OpenMP | Rust / CUDA | Rust / OpenMP | checks |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    kr, pr = {"cuda": [], "omp": []}, {"cuda": [], "omp": []}
    for k in KERNELS:
        row = [k] + [fmt(kt[v].get(k), ".2f") for v in VARIANTS]
        for o in ("cuda", "omp"):
            kr[o].append(ratio(kt, k, o))
            row.append(fmt(kr[o][-1], ".3f"))
        row += [fmt(rt[v][k][0] if k in rt[v] else None, ".2f") for v in VARIANTS]
        for o in ("cuda", "omp"):
            pr[o].append(ratio(rt, k, o))
            row.append(fmt(pr[o][-1], ".3f"))
        row.append(" ".join(rt[v][k][1] if k in rt[v] else "-" for v in VARIANTS))
        print("| " + " | ".join(row) + " |")
    print("| geometric mean | | | | " + " | ".join(fmt(geomean(kr[o]), ".3f") for o in ("cuda", "omp"))
          + " | | | | " + " | ".join(fmt(geomean(pr[o]), ".3f") for o in ("cuda", "omp")) + " | |")

    # Where the programs' time goes: inputs to the device, the repetitions
    # (launches and, for DOT and REDUCE3_INT, the accumulator's copies),
    # outputs back.
    if any(r[2] for v in VARIANTS for r in rt[v].values()):
        print("\n| kernel | Rust: to device | repetitions | from device | CUDA: to device | repetitions "
              "| from device | OpenMP: to device | repetitions | from device |")
        print("| --- " * 10 + "|")
        for k in KERNELS:
            cells = []
            for v in VARIANTS:
                ph = rt[v][k][2] if k in rt[v] else None
                cells += [fmt(x, ".2f") for x in ph] if ph else ["-"] * 3
            print(f"| {k} | " + " | ".join(cells) + " |")

    # The Rust kernels' two forms: through a Region (safe) and with `&mut
    # [f64]` outputs (launch_unchecked, CUDA's code line for line).
    if kt["rust_mut"] or rt["rust_mut"]:
        print("\n| kernel | kernel us: Region | &mut [f64] | Region / &mut | program ms: Region | &mut [f64] "
              "| Region / &mut | checks |")
        print("| --- " * 8 + "|")
        for k in KERNELS:
            if k not in kt["rust_mut"] and k not in rt["rust_mut"]:
                continue
            ka, kb = kt["rust"].get(k), kt["rust_mut"].get(k)
            pa = rt["rust"][k][0] if k in rt["rust"] else None
            pb = rt["rust_mut"][k][0] if k in rt["rust_mut"] else None
            checks = " ".join(rt[v][k][1] if k in rt[v] else "-" for v in ("rust", "rust_mut"))
            print(f"| {k} | {fmt(ka, '.2f')} | {fmt(kb, '.2f')} | {fmt(ka / kb if ka and kb else None, '.3f')} "
                  f"| {fmt(pa, '.2f')} | {fmt(pb, '.2f')} | {fmt(pa / pb if pa and pb else None, '.3f')} | {checks} |")

    # Where slower kernels' time goes: Rust without bounds checks, Rust
    # whose indices the compiler proves, CUDA without FMA contraction (the
    # runs of those variants, when present).
    forms = ("rust_unchecked", "rust_sliced", "cuda_nofma")
    extra = {v: ncu_medians(os.path.join(results, f"ncu-rajaperf-{v}.log"), v) for v in forms}
    if any(extra.values()):
        print("\n| kernel | kernel us: Rust | Rust, no bounds checks | Rust, sliced | CUDA | CUDA, no FMA | OpenMP "
              "| Rust / CUDA: plain | no checks | sliced |")
        print("| --- " * 10 + "|")
        for k in KERNELS:
            if any(k in extra[v] for v in forms):
                cells = [kt["rust"].get(k), extra["rust_unchecked"].get(k), extra["rust_sliced"].get(k),
                         kt["cuda"].get(k), extra["cuda_nofma"].get(k), kt["omp"].get(k)]
                c = kt["cuda"].get(k)
                ratios = [x / c if x and c else None for x in cells[:3]]
                print(f"| {k} | " + " | ".join(fmt(x, ".2f") for x in cells) + " | "
                      + " | ".join(fmt(r, ".3f") for r in ratios) + " |")

    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("\n(no matplotlib: no plots)", file=sys.stderr)
        return 0
    x = range(len(KERNELS))
    fig, ax = plt.subplots(figsize=(11, 4.5))
    # Where Rust's bounds checks were also measured away, a third bar: the
    # form without them over CUDA (the toolkit's code apart from Rust's
    # semantics).
    raw = [extra["rust_unchecked"].get(k) / kt["cuda"][k] if extra["rust_unchecked"].get(k) and kt["cuda"].get(k)
           else None for k in KERNELS]
    w = 0.27 if any(raw) else 0.38
    off = -w if any(raw) else -w / 2
    ax.bar([i + off for i in x], [r or 0 for r in kr["cuda"]], w, label="Rust / CUDA (nvcc -O3)")
    ax.bar([i + off + w for i in x], [r or 0 for r in kr["omp"]], w, label="Rust / OpenMP (clang-22)")
    if any(raw):
        ax.bar([i + off + 2 * w for i in x], [r or 0 for r in raw], w, color="C2", hatch="//",
               edgecolor="white", label="Rust without bounds checks (get_unchecked) / CUDA")
    ax.axhline(1.0, color="black", linewidth=0.8)
    shown = [r for r in kr["cuda"] + kr["omp"] + raw if r]
    if shown:  # an axis around 1 that shows a few percent
        ax.set_ylim(min(0.8, min(shown) - 0.05), max(1.2, max(shown) + 0.05))
    ax.set_xticks(list(x), KERNELS, rotation=35, ha="right")
    ax.set_ylabel("kernel time ratio (ncu, lower is faster)")
    ax.set_title("RAJAPerf kernels on an H200: Rust through the toolkit against CUDA and OpenMP")
    ax.legend()
    fig.tight_layout()
    fig.savefig(os.path.join(plots, "rajaperf-kernel-ratios.png"), dpi=120)
    fig, ax = plt.subplots(figsize=(11, 4.5))
    w = 0.27
    shades = (0.45, 1.0, 0.6)  # to device, repetitions, from device (hatched)
    # Each kernel's bars in units of CUDA's program time (its own when CUDA's
    # is missing), so that short and long programs share one axis.
    base = {k: (rt["cuda"].get(k) or rt["rust"].get(k) or (1.0,))[0] or 1.0 for k in KERNELS}
    for j, (v, label) in enumerate((("rust", "Rust (toolkit)"), ("cuda", "CUDA"), ("omp", "OpenMP"))):
        xs = [i + (j - 1) * w for i in x]
        color = f"C{j}"
        if all(rt[v].get(k, (0, "", None))[2] for k in KERNELS):
            bottom = [0.0] * len(KERNELS)
            for p, (name, alpha) in enumerate(zip(("to device", "repetitions", "from device"), shades)):
                h = [rt[v][k][2][p] / base[k] for k in KERNELS]
                ax.bar(xs, h, w, bottom=bottom, color=color, alpha=alpha, hatch="//" if p == 2 else None,
                       label=f"{label}: {name}", edgecolor="white", linewidth=0.3)
                bottom = [b + d for b, d in zip(bottom, h)]
        else:
            ax.bar(xs, [rt[v][k][0] / base[k] if k in rt[v] else 0 for k in KERNELS], w, color=color, label=label)
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_xticks(list(x), KERNELS, rotation=35, ha="right")
    ax.set_ylabel("whole program time / CUDA's (median)")
    ax.set_title("Whole program: inputs to the device, 100 repetitions, outputs back")
    ax.legend(fontsize=7, ncol=3)
    fig.tight_layout()
    fig.savefig(os.path.join(plots, "rajaperf-programs.png"), dpi=120)
    return 0


if __name__ == "__main__":
    sys.exit(main())
