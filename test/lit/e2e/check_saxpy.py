#!/usr/bin/env python3
"""End-to-end check of the saxpy example on an offload device.

Runs the program with OMP_TARGET_OFFLOAD=mandatory and LIBOMPTARGET_INFO=32
for several sizes and seeds (random inputs), and asserts:
  * the program checked every element against its CPU reference and passed;
  * x was copied host->device exactly once with len*4 bytes, never back;
  * y was copied host->device once and device->host once, len*4 bytes each;
  * nothing else was copied (the scalar a, the lengths and the launch
    geometry travel by value);
  * the kernel ran on the expected plugin (--expect-mode).
Prints one line per run; exits non-zero on the first failure.
"""
import argparse
import os
import re
import subprocess
import sys

COPY = re.compile(r"Copying data from (host to device|device to host), "
                  r"(?:HstPtr=(0x[0-9a-f]+), TgtPtr=0x[0-9a-f]+|TgtPtr=0x[0-9a-f]+, HstPtr=(0x[0-9a-f]+)), "
                  r"Size=(\d+), Name=(\S+)")
HEADER = re.compile(r"n=(\d+) .* x@(0x[0-9a-f]+) \((\d+) bytes\) y@(0x[0-9a-f]+) \((\d+) bytes\)")
LAUNCH = re.compile(r"Launching kernel (\S+) with \[.*\] blocks and \[.*\] threads in (\S+) mode")


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def run(binary, n, seed, expect_mode):
    env = dict(os.environ, OMP_TARGET_OFFLOAD="mandatory", LIBOMPTARGET_INFO=str(0x20 | 0x10))
    p = subprocess.run([binary, str(n), str(seed)], env=env, capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        fail(f"n={n} seed={seed}: exit status {p.returncode}\nstdout:\n{p.stdout}\nstderr:\n{p.stderr}")
    header = HEADER.search(p.stdout)
    if not header:
        fail(f"no buffer addresses in the output:\n{p.stdout}")
    if int(header.group(1)) != n:
        fail(f"program used n={header.group(1)}, asked for {n}")
    x, y = int(header.group(2), 16), int(header.group(4), 16)
    if f"PASS: all {n} elements match the CPU reference" not in p.stdout:
        fail(f"n={n} seed={seed}: results not verified:\n{p.stdout}{p.stderr}")

    copies = []
    for m in COPY.finditer(p.stderr):
        direction = "h2d" if m.group(1) == "host to device" else "d2h"
        host = int(m.group(2) or m.group(3), 16)
        copies.append((direction, host, int(m.group(4)), m.group(5)))
    expected = sorted([("h2d", x, n * 4), ("h2d", y, n * 4), ("d2h", y, n * 4)])
    got = sorted((d, h, s) for d, h, s, _ in copies)
    if got != expected:
        names = {x: "x", y: "y"}
        pretty = [f"{d} {names.get(h, hex(h))} {s} bytes" for d, h, s in got]
        fail(f"n={n}: copies were {pretty}; expected x to the device once, "
             f"y to the device and back once, {n * 4} bytes each, nothing else")

    launches = LAUNCH.findall(p.stderr)
    if len(launches) != 1:
        fail(f"expected one kernel launch, saw {len(launches)}")
    if launches[0][0] != "saxpy_kernels__saxpy":
        fail(f"launched kernel {launches[0][0]}")
    if expect_mode and launches[0][1] != expect_mode:
        fail(f"kernel ran in {launches[0][1]} mode, expected {expect_mode}")
    print(f"ok: n={n} seed={seed}: {n} elements match; copies x->dev {n*4} B, "
          f"y->dev {n*4} B, y->host {n*4} B; {launches[0][1]} mode")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("binary")
    ap.add_argument("--expect-mode", default="", help="Generic (HOST plugin) or BARE (GPU)")
    args = ap.parse_args()
    for n, seed in [(1, 1), (255, 2), (256, 3), (1000003, 42), (70001, 12345)]:
        run(args.binary, n, seed, args.expect_mode)


if __name__ == "__main__":
    main()
