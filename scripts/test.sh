#!/usr/bin/env bash
# Installs what is needed (check-programs.sh then names anything missing),
# builds everything (tools, the Rust example) and runs the whole test
# suite: doctest unit tests and lit tests (tool tests and end-to-end runs on
# the CPU through the offload runtime's HOST plugin); then the same suite
# again against the libraries, tools and tests built with AddressSanitizer
# and UndefinedBehaviorSanitizer (build-asan/; the device sysroots are
# shared). Any report fails the run (docs/hardening.md).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/install-deps.sh
bash scripts/check-programs.sh test
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build
(cd build && ctest --output-on-failure --verbose)

cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DOFFLOAD_SANITIZE=address,undefined -DOFFLOAD_SYSROOT_CACHE="$PWD/build/rust-sysroot"
# Leaks are the fuzzers' to find (fuzz/): a tool runs once and exits.
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:detect_stack_use_after_return=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
cmake --build build-asan
(cd build-asan && ctest --output-on-failure --verbose)
