#!/usr/bin/env python3
"""Copies what a build through offload-rustc kept in WORK into DEST: the
manifest, and each target's image package as DEST/<triple>-<cpu>.offload.
usage: collect_outputs.py WORK DEST"""
import os
import shutil
import sys

work, dest = sys.argv[1], sys.argv[2]
os.makedirs(dest, exist_ok=True)
shutil.copy(os.path.join(work, "manifest.json"), dest)
for d in sorted(os.listdir(work)):
    package = os.path.join(work, d, "images.offload")
    if os.path.isfile(package):
        shutil.copy(package, os.path.join(dest, d + ".offload"))
