#!/usr/bin/env bash
# What the device pass's bounds-check versioning (liblower/BoundsChecks.h)
# costs in image size and compile time: for each device target of an
# offload-rustc work folder (--work DIR: <triple>-<cpu>/{kernels,roots,
# offload}.bc and manifest.json), builds the device image with the pass and
# without it (offload-lower device --bounds-checks=false), RUNS times each,
# and prints the image bytes and the median seconds of each.
#   bench/bounds-cost.sh WORK_DIR [RUNS]   (RUNS default 3)
# Uses build/bin/offload-lower and the device sysroots of build/rust-sysroot.
set -euo pipefail
die() { echo "bounds-cost: error: $*" >&2; exit 1; }
(($# >= 1)) || die "usage: bench/bounds-cost.sh WORK_DIR [RUNS]"
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$1 runs=${2:-3}
lower=$root/build/bin/offload-lower
[[ -x $lower ]] || die "build the project first (build/bin/offload-lower)"
[[ -f $work/manifest.json ]] || die "$work has no manifest.json (offload-rustc --work)"
sysroot=$(ls -d "$root"/build/rust-sysroot/rustc-* | tail -1)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '| image | bytes, versioned | bytes, pass off | size ratio | s, versioned | s, pass off | time ratio |\n'
printf '| --- | --- | --- | --- | --- | --- | --- |\n'
for dir in "$work"/*-*/; do
  t=$(basename "$dir")
  [[ -f $dir/kernels.bc && $t != host ]] || continue
  case $t in
    x86_64-unknown-linux-gnu-*) arch=${t#x86_64-unknown-linux-gnu-} ;;
    *) arch=${t##*-} ;; # nvptx64-nvidia-cuda-sm_90, amdgcn-amd-amdhsa-gfx90a
  esac
  declare -A bytes=() secs=()
  for mode in on off; do
    flag=(); [[ $mode == off ]] && flag=(--bounds-checks=false)
    times=()
    for ((r = 0; r < runs; r++)); do
      start=$(date +%s.%N)
      "$lower" device "${flag[@]}" --arch="$arch" --manifest="$work/manifest.json" "$dir/kernels.bc" \
        "$dir/roots.bc" --lib="$dir/offload.bc" --lib="$sysroot/$t/core.bc" -o "$tmp/$t-$mode.offload"
      times+=("$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { print b - a }')")
    done
    bytes[$mode]=$(stat -c %s "$tmp/$t-$mode.offload")
    secs[$mode]=$(printf '%s\n' "${times[@]}" | sort -g | sed -n "$(((runs + 1) / 2))p")
  done
  awk -v t="$t" -v b1="${bytes[on]}" -v b0="${bytes[off]}" -v s1="${secs[on]}" -v s0="${secs[off]}" \
    'BEGIN { printf "| %s | %d | %d | %.3f | %.2f | %.2f | %.3f |\n", t, b1, b0, b1 / b0, s1, s0, s1 / s0 }'
done
