#!/usr/bin/env python3
"""Instruction counts of kernels' SASS, from `cuobjdump --dump-sass` logs
(bench/gpu-run.sh rajaperf writes r/sass-rajaperf-{rust,cuda,omp}.log):
per kernel, the instructions (NOPs left out), global loads and stores with
their widths, the FP64 arithmetic, compares, branches, calls and exits.
Used to set the variants' machine code side by side (docs/benchmarks.md;
registers are not in a SASS dump: `ptxas -v` gives them).

  sass_summary.py [--match REGEX] LOG...

Each LOG's variant is the part of its name after `sass-rajaperf-`; REGEX
(Python) keeps the kernels whose name it finds.
"""
import re
import sys
from collections import Counter

COUNTED = ("LDG", "STG", "DFMA", "DMUL", "DADD", "ISETP", "BRA", "CALL", "EXIT")


def kernels(path):
    """(name, [opcode...]) for each function of a cuobjdump log."""
    name, ops = None, []
    for line in open(path, errors="replace"):
        m = re.match(r"\s*Function : (\S+)", line)
        if m:
            if name:
                yield name, ops
            name, ops = m.group(1), []
            continue
        m = re.match(r"\s*/\*[0-9a-f]{4}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)", line)
        if name and m:
            ops.append(m.group(1))
    if name:
        yield name, ops


def summary(ops):
    """One line of counts for a kernel's opcodes."""
    ops = [o for o in ops if o != "NOP"]
    base = Counter(o.split(".")[0] for o in ops)
    widths = Counter(o for o in ops if o.startswith(("LDG", "STG")))
    parts = [f"{len(ops):4d} instrs"] + [f"{k} {base[k]}" for k in COUNTED]
    parts.append("loads/stores: " + ", ".join(f"{w} x{c}" for w, c in sorted(widths.items())))
    return "; ".join(parts)


def main():
    args = sys.argv[1:]
    if not args or args[0] in ("-h", "--help"):
        print(__doc__)
        return 0 if args else 2
    pattern = None
    if args[0] == "--match":
        if len(args) < 3:
            print("sass_summary.py: error: --match needs a REGEX and at least one LOG", file=sys.stderr)
            return 2
        pattern, args = re.compile(args[1]), args[2:]
    for path in args:
        variant = re.sub(r"\.log$", "", path.rsplit("/", 1)[-1]).replace("sass-rajaperf-", "")
        try:
            found = list(kernels(path))
        except OSError as e:
            print(f"sass_summary.py: error: {path}: {e.strerror}", file=sys.stderr)
            return 1
        for name, ops in sorted(found):
            if pattern is None or pattern.search(name):
                print(f"{variant:5s} {name:55s} {summary(ops)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
