#!/usr/bin/env python3
"""Summarizes the kernels of an AMD GPU code object from `llvm-readobj
--notes` (its AMDGPU metadata, AMDGPUUsage "Code Object V3+ Metadata") and
checks that each kernel's explicit arguments are the toolkit's slot list:
`dyn_ptr`, then 8-byte slots at offsets 0, 8, 16, ..., the last seven the
launch geometry. Prints, per kernel in name order:

  KERNEL <name> slots=<n> explicit=<bytes> kernarg=<bytes> wave=<n> lds=<bytes>
    hidden <value_kind>@<offset> ...

and `target <amdhsa.target>` and `version <major>.<minor>` first. Exits 1
naming the first kernel whose arguments are not slots.

Hidden arguments are printed at their offsets from the end of the explicit
ones, so that kernels with different explicit arguments compare. With
--any-args (a kernel of another compiler, clang's) the explicit arguments
are only counted.

usage: amdgpu_kernels.py [--any-args] NOTES.txt
"""
import re
import sys

GEOMETRY = ["grid.x", "grid.y", "grid.z", "block.x", "block.y", "block.z", "shared.dynamic"]


def parse(text):
    """The metadata's kernels as dicts (args: a list of dicts), its target
    and version."""
    kernels, target, version = [], None, []
    kernel = arg = None
    in_version = False
    for line in text.splitlines():
        m = re.match(r"^amdhsa\.target:\s+(\S+)", line)
        if m:
            target = m.group(1)
            continue
        if line.startswith("amdhsa.version:"):
            in_version = True
            continue
        if in_version:
            m = re.match(r"^\s+-\s+(\d+)", line)
            if m:
                version.append(int(m.group(1)))
                continue
            in_version = False
        # A kernel starts at "  - .key:", an argument at "      - .key:".
        m = re.match(r"^(\s*)(- )?(\.[\w.]+):\s*(.*)$", line)
        if not m:
            continue
        indent, dash, key, value = len(m.group(1)), m.group(2), m.group(3), m.group(4)
        if dash and indent == 2:
            kernel = {"args": []}
            kernels.append(kernel)
            arg = None
        elif dash and indent == 6 and kernel is not None:
            arg = {}
            kernel["args"].append(arg)
        if kernel is None:
            continue
        if indent >= 6 and arg is not None and (dash or indent == 8):
            arg[key] = value
        elif indent in (2, 4):
            kernel[key] = value
    return kernels, target, version


def main():
    args = sys.argv[1:]
    any_args = "--any-args" in args
    args = [a for a in args if a != "--any-args"]
    text = open(args[0]).read()
    kernels, target, version = parse(text)
    if not kernels:
        print("error: no AMDGPU kernels in the notes", file=sys.stderr)
        return 1
    print("target", target)
    print("version", ".".join(map(str, version)))
    for k in sorted(kernels, key=lambda k: k.get(".name", "")):
        name = k.get(".name")
        explicit = [a for a in k["args"] if not a.get(".value_kind", "").startswith("hidden_")]
        hidden = [a for a in k["args"] if a.get(".value_kind", "").startswith("hidden_")]
        names = [a.get(".name", "") for a in explicit]
        for i, a in enumerate(explicit):
            if a.get(".size") != "8" or a.get(".offset") != str(8 * i):
                print(f"error: {name}: argument {i} ({a.get('.name')}) is {a.get('.size')} bytes "
                      f"at offset {a.get('.offset')}, not slot {i} (8 bytes at {8 * i})",
                      file=sys.stderr)
                return 1
        if any_args:
            pass
        elif not names or names[0] != "dyn_ptr" or names[-len(GEOMETRY):] != GEOMETRY:
            print(f"error: {name}: the arguments are {names}: not dyn_ptr, slots, geometry",
                  file=sys.stderr)
            return 1
        if hidden and int(hidden[0][".offset"]) < 8 * len(explicit):
            print(f"error: {name}: hidden arguments overlap the slots", file=sys.stderr)
            return 1
        print(f"KERNEL {name} slots={len(explicit) - 1} explicit={8 * len(explicit)} "
              f"kernarg={k.get('.kernarg_segment_size')} wave={k.get('.wavefront_size')} "
              f"lds={k.get('.group_segment_fixed_size')} symbol={k.get('.symbol')}")
        print(f"  align={k.get('.kernarg_segment_align')} "
              f"max_flat_workgroup_size={k.get('.max_flat_workgroup_size')} "
              f"uniform_work_group_size={k.get('.uniform_work_group_size')}")
        base = 8 * len(explicit)
        print("  hidden", " ".join(f"{a['.value_kind']}@+{int(a['.offset']) - base}" for a in hidden))
    return 0


if __name__ == "__main__":
    sys.exit(main())
