#!/usr/bin/env bash
# Installs what is needed, builds everything (tools, the Rust example) and
# runs the whole test suite: doctest unit tests and lit tests (tool tests and
# end-to-end runs on the CPU through the offload runtime's HOST plugin).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build
cd build
ctest --output-on-failure --verbose
