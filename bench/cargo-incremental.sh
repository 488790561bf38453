#!/usr/bin/env bash
# How long `cargo offload build` takes on the workspace example
# (examples/workspace, copied to a temporary folder) for each kind of
# rebuild: from nothing (core already cached), nothing changed, a host-only
# change, a kernel change. Prints one line per case with the seconds and the
# device work it did (Lowering lines). Needs build/bin/cargo-offload.
#   bench/cargo-incremental.sh [--targets LIST]   (default: host)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
targets=host
[[ ${1:-} == --targets ]] && targets=$2
[[ -x $root/build/bin/cargo-offload ]] || { echo "build build/bin/cargo-offload first" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$root/examples/workspace" "$work/ws"
export OFFLOAD_SYSROOT_CACHE=${OFFLOAD_SYSROOT_CACHE:-$root/build/rust-sysroot}
build() { # build CASE: time one build of the app and its device images
  local start end
  start=$(date +%s.%N)
  (cd "$work/ws" && "$root/build/bin/cargo-offload" build -p app --targets "$targets" \
     --target-dir "$work/target" 2> "$work/$1.log")
  end=$(date +%s.%N)
  printf '%-22s %6.2f s   %d device images lowered\n' "$1" "$(echo "$end - $start" | bc)" \
    "$(grep -c 'Lowering' "$work/$1.log" || true)"
}
echo "cargo offload build -p app --targets $targets (examples/workspace)"
build "from nothing"
build "nothing changed"
echo '// a host-only change' >> "$work/ws/app/src/main.rs"
build "host-only change"
echo '// a kernel change' >> "$work/ws/kernels/src/lib.rs"
build "kernel change"
