#!/usr/bin/env bash
# The CPU device's yardstick (issue 30, item 4): builds bench/cpu-device/
# with cargo offload (host image only) and runs each kernel on the CPU
# device (OMP_TARGET_OFFLOAD=mandatory, libomptarget's host plugin) next to
# a sequential Rust loop and a rayon loop of the same work, then prints the
# table of medians and ratios.
#
#   bench/cpu-device.sh [--quick] [triad heat nbody scan scan-tiles] [-- PROGRAM-ARGS]
#
# --quick takes small sizes. PROGRAM-ARGS go to the program, e.g.
# `-- --scan-log2 20 --nbody 8192 --reps 3 --budget 60` (host.rs lists
# them). Each kernel runs as a process of its own, so that one that is too
# slow (the scan, whose 65,536 blocks each run as 256 OS threads on the CPU
# device) loses only its own lines: the whole script, build included, stops
# at CPU_BENCH_TIMEOUT seconds (default 600), and a kernel still running
# then is reported as timed out.
#
# Environment: OFFLOAD_TOOLS (default build/bin), CPU_BENCH_WORK (the work
# folder, default build/cpu-device-bench), OFFLOAD_SYSROOT_CACHE (default
# build/rust-sysroot), CPU_BENCH_TIMEOUT.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tools=${OFFLOAD_TOOLS:-$root/build/bin}
work=${CPU_BENCH_WORK:-$root/build/cpu-device-bench}
limit=${CPU_BENCH_TIMEOUT:-600}
start=$SECONDS

quick=()
kernels=()
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=(--quick) ;;
    triad|heat|nbody|scan|scan-tiles) kernels+=("$1") ;;
    --) shift; extra=("$@"); break ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) echo "cpu-device.sh: unknown argument '$1' (--help)" >&2; exit 2 ;;
  esac
  shift
done
[ ${#kernels[@]} -gt 0 ] || kernels=(triad heat nbody scan scan-tiles)

if ! ls -d /usr/share/cargo/registry/rayon-[0-9]* >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y librust-rayon-dev >/dev/null
  else
    echo "cpu-device.sh: rayon is missing: sudo apt-get install -y librust-rayon-dev" >&2
    exit 1
  fi
fi
[ -x "$tools/cargo-offload" ] || { echo "cpu-device.sh: no $tools/cargo-offload (build the toolkit, or set OFFLOAD_TOOLS)" >&2; exit 1; }

left() { echo $((limit - (SECONDS - start))); }

mkdir -p "$work/bin"
rm -f "$work"/*.out "$work"/*.err "$work"/bin/*
build=(env PATH="$tools:$PATH" CARGO=/usr/bin/cargo RUSTC=/usr/bin/rustc
       OFFLOAD_SYSROOT_CACHE="${OFFLOAD_SYSROOT_CACHE:-$root/build/rust-sysroot}"
       "$tools/cargo-offload" build --release --targets host --target-dir "$work/target")
prog="$work/target/x86_64-unknown-linux-gnu/release/cpu-device-bench"
table="$work/table.txt"
: >"$table"
declare -A bin=()
# cargo_build LOG [CARGO-ARGS...]: the build, in the package's folder
# (Cargo reads its .cargo/config.toml there), within the guard.
cargo_build() {
  local log=$1; shift
  (cd "$root/bench/cpu-device" && timeout "$(left)" "${build[@]}" "$@") >"$log" 2>&1
}
echo "build: (cd bench/cpu-device && PATH=$tools:\$PATH OFFLOAD_SYSROOT_CACHE=... ${build[*]: -7})"
b0=$SECONDS
if cargo_build "$work/build.log"; then
  cp "$prog" "$work/bin/all"
  for k in "${kernels[@]}"; do bin[$k]="$work/bin/all"; done
  echo "build: $((SECONDS - b0)) s"
else
  # The toolkit cannot build some kernel: each one alone, so that the
  # others still run; the failures' first errors go to the table.
  echo "build: failed after $((SECONDS - b0)) s ($work/build.log); each kernel alone:"
  grep -E "error|Segmentation" "$work/build.log" | head -5 | sed 's/^/  /'
  for k in "${kernels[@]}"; do
    b1=$SECONDS
    if cargo_build "$work/build-$k.log" --no-default-features --features "$k"; then
      cp "$prog" "$work/bin/$k"; bin[$k]="$work/bin/$k"
      echo "build $k alone: $((SECONDS - b1)) s"
    else
      echo "$k: build failed ($work/build-$k.log): $(grep -m1 -E 'error|Segmentation' "$work/build-$k.log")" | tee -a "$table"
    fi
  done
fi

status=0
[ ${#bin[@]} -eq ${#kernels[@]} ] || status=1
for k in "${kernels[@]}"; do
  [ -n "${bin[$k]:-}" ] || continue
  t=$(left)
  if [ "$t" -le 5 ]; then
    echo "$k: not run: the ${limit} s guard is spent" | tee -a "$table"
    continue
  fi
  rc=0
  OMP_TARGET_OFFLOAD=mandatory timeout "$t" "${bin[$k]}" "${quick[@]}" "${extra[@]}" "$k" \
    >"$work/$k.out" 2>"$work/$k.err" || rc=$?
  grep -v -E '^(kernel |# rayon)' "$work/$k.out" || true
  grep -E "^($k |# $k|FAIL)" "$work/$k.out" >>"$table" || true
  case $rc in
    0) ;;
    124|137) echo "$k: timed out after $t s (the ${limit} s guard); $work/$k.err says how far it got" | tee -a "$table"; status=1 ;;
    *) echo "$k: failed (exit $rc): $(tail -3 "$work/$k.err" | tr '\n' ' ')" | tee -a "$table"; status=1 ;;
  esac
done

echo
echo "== CPU device against seq and rayon: median ms; /seq, /rayon: ratios of medians (above 1: slower)"
cat "$work"/*.out 2>/dev/null | grep -m1 '^# rayon' || true
printf '%-10s %-8s %11s %9s %9s %5s\n' kernel way ms /seq /rayon runs
for k in "${kernels[@]}"; do grep -E "^$k[ :]" "$table" || true; done
grep '^#' "$table" || true
echo "total: $((SECONDS - start)) s"
exit $status
