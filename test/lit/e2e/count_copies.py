#!/usr/bin/env python3
"""Counts the runtime's copies per variant in offload-bench chain's output
(LIBOMPTARGET_INFO=32, stdout and stderr together): the `Copying data`
lines before each `VARIANT rep N: ...` line belong to that variant. Prints
`VARIANT: C copies, B bytes` per variant; exits 1 if a run says FAIL."""
import re
import sys

count = size = 0
failed = False
for line in open(sys.argv[1]):
    m = re.search(r"Copying data .*Size=(\d+)", line)
    if m:
        count += 1
        size += int(m.group(1))
        continue
    m = re.match(r"(\S+)\s+rep \d+: \d+ launches", line)
    if m:
        failed |= "FAIL" in line
        print("%s: %d copies, %d bytes" % (m.group(1), count, size))
        count = size = 0
sys.exit(1 if failed else 0)
