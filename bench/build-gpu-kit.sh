#!/usr/bin/env bash
# Builds everything the GPU benchmark run needs (bench/gpu-run.sh) into
# DIR/bins.tar.xz, on a machine with this project built (build/), the CUDA
# toolkit (nvcc and ptxas in $CUDA_PATH or /usr/local/cuda) and clang-22:
#   * the baselines (bench/baselines): cuda_stream and cuda_launch (nvcc -O3
#     -arch=sm_90),
#     omp_stream_bare, omp_chain and omp_launch (clang-22 -fopenmp
#     --offload-arch=sm_90; Debian's clang-22 and libomp-22-dev);
#   * offload-bench (bench/offload) through the toolkit, images sm_90 and
#     host;
#   * the end-to-end programs and the cuBLAS and generic examples of the
#     build (their images include sm_90 when ptxas was found at configure
#     time).
# OFFLOAD_BENCH_BEFORE, when set, names an offload-bench built by an
# earlier toolkit (the trust part compares launches and barriers with it).
# Usage: bench/build-gpu-kit.sh DIR   (DIR also needs offload-runtime.tar.xz
# from scripts/bundle-offload-runtime.sh for the run)
set -euo pipefail
die() { echo "build-gpu-kit: error: $*" >&2; exit 1; }
(($# == 1)) || die "usage: bench/build-gpu-kit.sh DIR"
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=$(mkdir -p "$1" && cd "$1" && pwd)
cuda=${CUDA_PATH:-/usr/local/cuda}
[[ -x $cuda/bin/nvcc ]] || die "no nvcc in $cuda/bin (set CUDA_PATH)"
command -v clang-22 >/dev/null || die "no clang-22"
[[ -x $root/build/bin/offload-lower ]] || die "build the project first (build/bin)"
kit=$(mktemp -d)
trap 'rm -rf "$kit"' EXIT
mkdir -p "$kit/bin"

b=$root/bench/baselines
"$cuda/bin/nvcc" -O3 -arch=sm_90 -o "$kit/bin/cuda_stream" "$b/cuda_stream.cu"
"$cuda/bin/nvcc" -O3 -arch=sm_90 -o "$kit/bin/cuda_launch" "$b/cuda_launch.cu"
for p in omp_stream_bare omp_chain omp_launch; do
  clang-22 -fopenmp --offload-arch=sm_90 -nogpulib -O3 -o "$kit/bin/$p" "$b/$p.c" -lm
done
# LLVM bitcode images (no cubin), compiled by the CUDA plugin at load time.
for a in sm_80 sm_90; do
  clang-22 -fopenmp --offload-arch=$a -nogpulib -O3 -fopenmp-target-jit \
    -o "$kit/bin/omp_jit_saxpy_$a" "$b/omp_bare_saxpy.c"
done

"$root/frontends/rust/offload-rustc" --kernels "$root/bench/offload/kernels.rs" \
  --kernels-crate offload_bench_kernels --host "$root/bench/offload/host.rs" \
  -o "$kit/bin/offload-bench" --work "$kit/offload-bench.d" --tools "$root/build/bin" \
  --targets sm_90,host
rm -rf "$kit/offload-bench.d"
for p in resident writes mapping blocks failures stacks shared packed argkinds math grids queues bounds grouping; do
  cp "$root/build/test/e2e/$p/$p" "$kit/bin/$p"
done
# The same launch benchmark built by an earlier toolkit, for the launch and
# barrier A/B of the trust part (OFFLOAD_BENCH_BEFORE=path; optional).
[[ -z ${OFFLOAD_BENCH_BEFORE:-} ]] || cp "$OFFLOAD_BENCH_BEFORE" "$kit/bin/offload-bench-before"
# RAJAPerf kernels three ways (bench/rajaperf): Rust through the toolkit
# (built by the test suite's CMake), CUDA, clang-22 OpenMP (bare regions).
cp "$root/build/test/e2e/rajaperf/rajaperf" "$kit/bin/rajaperf_rust"
# The same program with one of the device pass's own passes off, to
# measure what it does: rajaperf_rust_noorder (offload-lower
# --order-blocks=false; liblower's BlockOrder.h), rajaperf_rust_nohoist
# (--hoist-loads=false; LoadHoisting.h), rajaperf_rust_checks
# (--bounds-checks=false; BoundsChecks.h), rajaperf_rust_norebase
# (-offload-rebase-indices=false: BoundsChecks.h's step 3 without rebasing)
# and rajaperf_rust_nofuse (-offload-fuse-read-checks=false: runs of reads
# keep their checks one by one).
rajaperf_with() { # rajaperf_with NAME FLAG
  local tools="$kit/tools-$1"
  mkdir -p "$tools"
  for t in "$root"/build/bin/*; do ln -s "$t" "$tools/"; done
  # cargo-offload runs the tools of the folder it is in, its real path:
  # a copy, so that it is this folder.
  rm "$tools/offload-lower" "$tools/cargo-offload"
  cp "$root/build/bin/cargo-offload" "$tools/"
  printf '#!/bin/sh\nif [ "$1" = device ]; then shift; exec %q device %q "$@"; fi\nexec %q "$@"\n' \
    "$root/build/bin/offload-lower" "$2" "$root/build/bin/offload-lower" > "$tools/offload-lower"
  chmod +x "$tools/offload-lower"
  OFFLOAD_SYSROOT_CACHE="$root/build/rust-sysroot" "$root/frontends/rust/offload-rustc" \
    --kernels "$root/bench/rajaperf/kernels.rs" --kernels-crate rajaperf_kernels \
    --host "$root/bench/rajaperf/host.rs" -o "$kit/bin/rajaperf_rust_$1" --work "$kit/rajaperf-$1.d" \
    --tools "$tools" --targets sm_90,host
  rm -rf "$kit/rajaperf-$1.d" "$tools"
}
rajaperf_with noorder --order-blocks=false
rajaperf_with nohoist --hoist-loads=false
rajaperf_with checks --bounds-checks=false
rajaperf_with norebase -offload-rebase-indices=false
rajaperf_with nofuse -offload-fuse-read-checks=false
"$cuda/bin/nvcc" -O3 -arch=sm_90 -o "$kit/bin/rajaperf_cuda" "$root/bench/rajaperf/rajaperf.cu"
# The same without contracting a * b + c into FMAs (Rust never contracts).
"$cuda/bin/nvcc" -O3 -arch=sm_90 -fmad=false -DVARIANT='"cuda_nofma"' -o "$kit/bin/rajaperf_cuda_nofma" \
  "$root/bench/rajaperf/rajaperf.cu"
clang-22 -fopenmp --offload-arch=sm_90 -nogpulib -O3 -o "$kit/bin/rajaperf_omp" "$root/bench/rajaperf/rajaperf_omp.c" -lm
# Their sm_90 images as cubins, for cuobjdump (the CUDA program's is in
# its fatbin).
for v in rust rust_nofuse omp; do
  llvm-offload-binary-22 "$kit/bin/rajaperf_$v" --image=arch=sm_90,file="$kit/bin/rajaperf-$v-sm_90.cubin"
done
cp "$root/bench/rajaperf/report.py" "$kit/rajaperf_report.py"
# ATAX's second kernel as PTX in three orders, and nvcc's (ptx-order/).
bash "$root/bench/rajaperf/ptx-order/build.sh" "$kit/bin/ptx-order" >/dev/null
cp "$root/bench/rajaperf/ptx-order/run.sh" "$kit/ptx-order-run.sh"
for p in cublas generic; do
  cp "$root/build/examples/$p/$p" "$kit/bin/$p"
done
# Programs built by cargo offload (images sm_90 and host): the saxpy
# package, and the workspace example's binary and test programs.
cargo_offload() { # cargo_offload DIR ARGS...: cargo offload in DIR, this build's tools
  (cd "$1" && shift && PATH="$root/build/bin:$PATH" OFFLOAD_SYSROOT_CACHE="$root/build/rust-sysroot" \
     "$root/build/bin/cargo-offload" "$@")
}
cargo_offload "$root/examples/saxpy" build --release --targets sm_90,host --target-dir "$kit/cargo"
cp "$kit/cargo/x86_64-unknown-linux-gnu/release/saxpy" "$kit/bin/cargo-saxpy"
# Its sm_90 cubin, for nvdisasm's view of the line information.
llvm-offload-binary-22 "$kit/bin/cargo-saxpy" --image=arch=sm_90,file="$kit/bin/saxpy-sm_90.cubin"
# The same program with an sm_80 image only: no image fits an H200.
cargo_offload "$root/examples/saxpy" build --release --targets sm_80 --target-dir "$kit/cargo-sm80"
cp "$kit/cargo-sm80/x86_64-unknown-linux-gnu/release/saxpy" "$kit/bin/saxpy-sm80-only"
rm -rf "$kit/cargo-sm80"
# A kernel that reads out of bounds on purpose (compute-sanitizer's report).
cargo_offload "$root/bench/faults" build --release --targets sm_90,host --target-dir "$kit/cargo"
cp "$kit/cargo/x86_64-unknown-linux-gnu/release/faults" "$kit/bin/faults"
cargo_offload "$root/examples/workspace" build --release -p app --targets sm_90,host --target-dir "$kit/cargo"
cp "$kit/cargo/x86_64-unknown-linux-gnu/release/app" "$kit/bin/cargo-app"
cargo_offload "$root/examples/workspace" test --no-run --release -p stats --targets sm_90,host \
  --target-dir "$kit/cargo" --message-format=json |
  python3 -c 'import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m["profile"]["test"]:
        print(m["target"]["name"], m["executable"])' |
  while read -r name exe; do cp "$exe" "$kit/bin/cargo-test-$name"; done
rm -rf "$kit/cargo"
for f in "$kit/bin"/*; do [[ -d $f || $f == *.cubin ]] || strip "$f"; done
cp "$root/bench/gpu-run.sh" "$kit/"
tar -C "$kit" -cJf "$out/bins.tar.xz" bin gpu-run.sh rajaperf_report.py ptx-order-run.sh
echo "build-gpu-kit: wrote $out/bins.tar.xz"
