#!/usr/bin/env python3
"""Checks that the offload runtime's messages name each launch site.

Usage: launch_sites.py HOST.rs N... < LOG

HOST.rs marks launch lines with `// site N`. LOG is the program's stderr
with LIBOMPTARGET_INFO=1: its "Entering OpenMP kernel at FILE:LINE:COL"
lines that follow the line `case sites` must
name, in order, the marked lines given as N... (at the column of their
`launch(`). Prints one line; exits 1 on a mismatch.
"""
import re
import sys

source, wanted = sys.argv[1], sys.argv[2:]
sites = {}
for number, text in enumerate(open(source, encoding="utf-8"), 1):
    m = re.search(r"// site (\d+)", text)
    if m:
        sites[m.group(1)] = (number, text.index("launch(") + 1)
log = sys.stdin.read()
log = log[log.index("case sites"):]
found = [(int(m.group(1)), int(m.group(2))) for m in
         re.finditer(r"Entering OpenMP kernel at \S*host\.rs:(\d+):(\d+)", log)]
expected = [sites[n] for n in wanted]
if found != expected:
    print("FAIL: launches at %s, expected %s" % (found, expected))
    sys.exit(1)
print("ok: %d launches at sites %s" % (len(found), " ".join(wanted)))
