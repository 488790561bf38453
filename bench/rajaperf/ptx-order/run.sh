#!/usr/bin/env bash
# The PTX-order measurement of README.md, on the GPU machine: times each
# variant's cubin (ptxtime) and dumps its SASS. In the repository root there:
#   bash bench/rajaperf/ptx-order/run.sh DIR   (DIR: the cubins and ptxtime
#   from build.sh; writes DIR/times.txt and DIR/sass.txt)
set -u
d=${1:?usage: run.sh DIR}
export PATH=$PATH:/usr/local/cuda/bin
for c in "$d"/*.cubin; do
  v=$(basename "$c" .cubin)
  case $v in cuda*) sig=cuda;; *) sig=rust;; esac
  "$d/ptxtime" "$c" "$v" $sig 1000 21
done > "$d/times.txt" 2>&1
for c in "$d"/*.cubin; do echo "=== $(basename "$c")"; cuobjdump --dump-sass "$c"; done > "$d/sass.txt" 2>&1
cat "$d/times.txt"
