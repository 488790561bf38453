#!/usr/bin/env bash
# The main job on a fresh Debian 12 machine: install what is needed
# (check-programs.sh then names anything missing), build the toolkit, then
# build and run the bundled example (examples/saxpy, a Cargo package) with
# `cargo offload`, on the CPU through libomptarget's HOST plugin (and on an
# NVIDIA GPU when the machine has one and ptxas is installed). Everything
# built goes to build/. Arguments go to the example.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
bash scripts/install-deps.sh
bash scripts/check-programs.sh example
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build --target cargo-offload
echo "== cargo offload run --release (examples/saxpy; launches shown, and copies: none on the CPU device, which uses the host's memory)"
cd examples/saxpy
export PATH="$root/build/bin:$PATH" OFFLOAD_SYSROOT_CACHE="$root/build/rust-sysroot"
OMP_TARGET_OFFLOAD=mandatory LIBOMPTARGET_INFO=48 \
  /usr/bin/cargo offload run --release --target-dir "$root/build/cargo/saxpy" -- "$@"
