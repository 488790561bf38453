#!/usr/bin/env bash
# The main job on a fresh Debian 12 machine: install what is needed, build
# the toolkit, compile the bundled Rust example (saxpy) through the offload
# pipeline, and run it on the CPU through libomptarget's HOST plugin.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build --target example-saxpy
echo "== Running build/examples/saxpy/saxpy on the offload device (launches and copies shown)"
OMP_TARGET_OFFLOAD=mandatory LIBOMPTARGET_INFO=48 build/examples/saxpy/saxpy "$@"
