#!/usr/bin/env python3
"""PTX variants of one kernel, to measure how the order of a loop's loads
and arithmetic in PTX changes what ptxas makes of it (bench/rajaperf
ptx-order/README.md):

  make_variants.py PTX KERNEL LOOP_LABEL OUT_DIR

From the kernel KERNEL of the PTX file PTX (a whole module as the toolkit's
`offload-lower device -S` or llc writes it; no debug sections), writes
OUT_DIR/{as_is,fma,loads_first}.ptx, each a module with that kernel alone,
renamed after the variant:
  as_is        the kernel unchanged;
  fma          each mul.rn.f64 whose only use is the next add.rn.f64 fused
               into one fma.rn.f64 (what FMA contraction would give);
  loads_first  in the block at LOOP_LABEL (e.g. $L__BB11_10), the integer
               address arithmetic first, then every load, then the floating
               point arithmetic, then the pointer and counter updates.
"""
import re
import sys


def kernel(ptx, name):
    m = re.search(r"\.visible \.entry " + re.escape(name) + r"\(.*?\n}\n", ptx, re.S)
    if not m:
        sys.exit(f"make_variants.py: error: no kernel '{name}' in the PTX")
    # Line directives name files of the whole module: drop them.
    return "\n".join(l for l in m.group(0).split("\n") if not l.strip().startswith(".loc"))


def fused(body):
    lines, out, i = body.split("\n"), [], 0
    while i < len(lines):
        mul = re.match(r"\s*mul\.rn\.f64\s+(%\w+), (%\w+), (%\w+);", lines[i])
        add = i + 1 < len(lines) and re.match(r"\s*add\.rn\.f64\s+(%\w+), (%\w+), (%\w+);", lines[i + 1])
        if mul and add and mul.group(1) in (add.group(2), add.group(3)):
            acc = add.group(3) if add.group(2) == mul.group(1) else add.group(2)
            out.append(f"\tfma.rn.f64 \t{add.group(1)}, {mul.group(2)}, {mul.group(3)}, {acc};")
            i += 2
            continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


def loads_first(body, label):
    start = body.find(label + ":")
    if start < 0:
        sys.exit(f"make_variants.py: error: no block '{label}' in the kernel")
    end = body.find("\tsetp.", start)
    block = body[start:end].split("\n")
    head, rest = block[0], [l for l in block[1:] if l.strip() and not l.strip().startswith("//")]
    ints = [l for l in rest if re.match(r"\s*(add|mul\.lo|shl)\.[su]64", l)]
    # Updates of a register the block also reads (loop-carried) go last.
    carried = [l for l in ints if re.match(r"\s*\S+\s+(%\w+), \1,", l)]
    loads = [l for l in rest if "ld.global" in l]
    fp = [l for l in rest if re.match(r"\s*(mul|add|fma)\.rn\.f64", l)]
    other = [l for l in rest if l not in ints and l not in loads and l not in fp]
    order = [head] + [l for l in ints if l not in carried] + loads + fp + carried + other
    return body[:start] + "\n".join(order) + "\n" + body[end:]


def main():
    if len(sys.argv) != 5:
        print(__doc__)
        return 2
    path, name, label, out = sys.argv[1:]
    ptx = open(path).read()
    header = "\n".join(l for l in ptx.split("\n") if l.startswith((".version", ".target", ".address_size")))
    body = kernel(ptx, name)
    for variant, text in (("as_is", body), ("fma", fused(body)), ("loads_first", loads_first(body, label))):
        with open(f"{out}/{variant}.ptx", "w") as f:
            f.write(header + "\n\n" + text.replace(name, variant))
    return 0


if __name__ == "__main__":
    sys.exit(main())
