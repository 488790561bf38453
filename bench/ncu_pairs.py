#!/usr/bin/env python3
"""Kernel times from ncu logs (`ncu --metrics gpu__time_duration.sum`),
the median per kernel in microseconds, and for each kernel that has a
`<name>_mut` form beside it (the benchmarks' `&mut [T]` forms, launched
with launch_unchecked) the ratio of the safe form's median to the
`&mut` form's: the figures docs/benchmarks.md gives for Regions.

Usage: bench/ncu_pairs.py LOG...   (e.g. r/ncu-sound-stream.log from
bench/gpu-run.sh sound)
"""
import collections
import re
import sys


def parse(path):
    times=collections.defaultdict(list); cur=None
    for line in open(path):
        m=re.search(r'^\s*(\S+)\s*\(\d+, \d+, \d+\)x\(\d+, \d+, \d+\)', line)
        if m: cur=m.group(1); continue
        m=re.search(r'gpu__time_duration.sum\s+(\S+)\s+([\d.,]+)', line)
        if m and cur:
            v=float(m.group(2).replace(',',''))
            if m.group(1)=='ms': v*=1000
            if m.group(1)=='ns': v/=1000
            times[cur].append(v)
    return times
def med(v):
    v=sorted(v); return v[len(v)//2]
for f in sys.argv[1:]:
    t=parse(f); print('==',f)
    for k in sorted(t):
        if k.endswith('_mut'): continue
        line=f"  {k.split('__')[-1]:14s} n={len(t[k]):3d} median={med(t[k]):9.2f}"
        if k+'_mut' in t:
            line+=f"   mut={med(t[k+'_mut']):9.2f}   ratio={med(t[k])/med(t[k+'_mut']):.3f}"
        print(line)
