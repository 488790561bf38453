#!/usr/bin/env python3
"""End-to-end check of the example program (examples/saxpy) on an offload device.

Runs the program with OMP_TARGET_OFFLOAD=mandatory and LIBOMPTARGET_INFO=48
(launches and copies) for several sizes and seeds (random inputs), and
asserts:
  * both kernels' results matched the program's CPU reference (saxpy: every
    element; summarize: every field);
  * the copies the runtime made, matched to the buffers' host addresses:
      x   (&[f32])          to the device once, n*4 bytes, never back
      y   (Region<f32>)     to the device and back once each, n*4 bytes
      w   (&[f64; 256])     to the device once, 2048 bytes, never back
      out (Region<Stats>)   to the device and back once each, 32 bytes
    and nothing else (scalars, lengths and the launch geometry are passed
    by value); on the CPU device that is under OFFLOAD_HOST_COPIES=1, which
    the script sets (GPUs copy so anyway), and with --host-memory it checks
    the CPU device's default instead: no copy at all;
  * the two kernels were launched once each, in order, in the expected mode
    (Generic: the CPU's HOST plugin; BARE: a GPU).
Prints one line per run; exits 1 on the first failure.
"""
import argparse
import os
import re
import subprocess
import sys

COPY = re.compile(r"Copying data from (host to device|device to host), "
                  r"(?:HstPtr=(0x[0-9a-f]+), TgtPtr=0x[0-9a-f]+|TgtPtr=0x[0-9a-f]+, HstPtr=(0x[0-9a-f]+)), "
                  r"Size=(\d+)")
BUFFER = re.compile(r"^buffer (\w+) (0x[0-9a-f]+) (\d+)$", re.M)
LAUNCH = re.compile(r"Launching kernel (\S+) with \[.*?\] blocks and \[.*?\] threads in (\S+) mode")
KERNELS = ["saxpy_kernels__saxpy", "saxpy_kernels__summarize"]


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def expectations(n):
    """Buffer -> (copied back?, bytes), from the kernels' signatures."""
    return {"x": (False, n * 4), "y": (True, n * 4), "w": (False, 256 * 8), "out": (True, 32)}


def run(binary, n, seed, mode, launcher, host_memory=False):
    env = dict(os.environ, OMP_TARGET_OFFLOAD="mandatory", LIBOMPTARGET_INFO="48",
               OFFLOAD_HOST_COPIES="1")
    if host_memory:
        del env["OFFLOAD_HOST_COPIES"]
    p = subprocess.run(launcher + [binary, str(n), str(seed)], env=env,
                       capture_output=True, text=True, timeout=600)
    where = f"n={n} seed={seed}"
    if p.returncode != 0:
        fail(f"{where}: exit status {p.returncode}\nstdout:\n{p.stdout}\nstderr:\n{p.stderr[-4000:]}")
    for line in (f"saxpy: PASS: all {n} elements match the CPU reference",
                 "summarize: PASS: all 4 fields match the CPU reference"):
        if line not in p.stdout:
            fail(f"{where}: missing '{line}':\n{p.stdout}{p.stderr[-4000:]}")

    want = expectations(n)
    buffers = {m.group(1): (int(m.group(2), 16), int(m.group(3))) for m in BUFFER.finditer(p.stdout)}
    if set(buffers) != set(want):
        fail(f"{where}: program reported buffers {sorted(buffers)}, expected {sorted(want)}")
    for name, (back, size) in want.items():
        if buffers[name][1] != size:
            fail(f"{where}: buffer {name} has {buffers[name][1]} bytes, expected {size}")

    expected = []
    for name, (back, size) in ({} if host_memory else want).items():
        addr = buffers[name][0]
        expected.append(("h2d", addr, size))
        if back:
            expected.append(("d2h", addr, size))
    got = []
    for m in COPY.finditer(p.stderr):
        direction = "h2d" if m.group(1) == "host to device" else "d2h"
        got.append((direction, int(m.group(2) or m.group(3), 16), int(m.group(4))))
    if sorted(got) != sorted(expected):
        names = {addr: name for name, (addr, _) in buffers.items()}
        pretty = sorted(f"{d} {names.get(a, hex(a))} {s}" for d, a, s in got)
        fail(f"{where}: copies were {pretty}; expected "
             f"{sorted(f'{d} {names[a]} {s}' for d, a, s in expected)}")

    launches = LAUNCH.findall(p.stderr)
    if [k for k, _ in launches] != KERNELS:
        fail(f"{where}: launched {launches}, expected {KERNELS} once each")
    modes = {m for _, m in launches}
    if mode and modes != {mode}:
        fail(f"{where}: kernels ran in {sorted(modes)} mode, expected {mode}")
    copies = ", ".join(f"{n_} {'to+from' if back else 'to'} {size} B"
                       for n_, (back, size) in want.items()) if not host_memory else "none"
    print(f"ok: {where}: results match; copies {copies}; {'/'.join(sorted(modes))} mode")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("binary")
    ap.add_argument("--expect-mode", default="", help="Generic (HOST plugin) or BARE (GPU)")
    ap.add_argument("--sizes", default="1,255,256,1000003,70001",
                    help="comma-separated element counts for saxpy")
    ap.add_argument("--host-memory", action="store_true",
                    help="without OFFLOAD_HOST_COPIES: expect no copy (the CPU device)")
    args = ap.parse_args()
    for i, n in enumerate(int(s) for s in args.sizes.split(",")):
        run(args.binary, n, [1, 2, 3, 42, 12345][i % 5] + i // 5, args.expect_mode, [],
            args.host_memory)


if __name__ == "__main__":
    main()
