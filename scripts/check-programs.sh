#!/usr/bin/env bash
# Checks that the external programs (and the few files they need) that the
# example or the test suite runs are on this machine, before anything is
# built: each missing one is named with the Debian package that has it.
# scripts/run-example.sh and scripts/test.sh run it after install-deps.sh.
#   bash scripts/check-programs.sh example|test
# Exits 1 if any is missing. ptxas (CUDA toolkit, not a Debian package) is
# optional: without it the NVIDIA images and their tests are skipped.
set -euo pipefail

what=${1:-}
[[ $what == example || $what == test ]] || {
  echo "check-programs: error: say what for: example or test" >&2; exit 2; }
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
llvm=/usr/lib/llvm-22/bin   # CMakeLists.txt's LLVM 22, as the lit tests' PATH has it

# program (a name looked up on PATH, or a path) | its Debian package | who runs it
needed=(
  # the build (CMake, Ninja, the C and C++ compilers; offload-link links with cc)
  "cmake | cmake | example test"
  "ninja | ninja-build | example test"
  "c++ | g++ | example test"
  "cc | gcc | example test"
  # Rust: cargo-offload runs these three, by these paths; the device builds
  # compile core from the standard library's source
  "/usr/bin/rustc | rustc-web | example test"
  "/usr/bin/cargo | cargo-web | example test"
  "/usr/bin/rustdoc | rustc-web | example test"
  "/usr/lib/rustlib/src/rust/library/core/src/lib.rs | rust-web-src | example test"
  # the AMD images: linked by ld.lld
  "$llvm/ld.lld | lld-22 | example test"
  # the offload runtime every program loads
  "/usr/lib/llvm-22/lib/libomptarget.so | liboffload-22-dev | example test"
  # lit and Python (the CMake configuration asks for them: the tests are
  # part of every build), LLVM's test tools, LLVM's tools the tests inspect
  # images and IR with
  "python3 | python3 | example test"
  "$llvm/lit | llvm-22-tools | example test"
  "$llvm/FileCheck | llvm-22-tools | test"
  "$llvm/not | llvm-22-tools | test"
  "$llvm/count | llvm-22-tools | test"
  "$llvm/split-file | llvm-22-tools | test"
  "$llvm/llvm-objdump | llvm-22 | test"
  "$llvm/llvm-readelf | llvm-22 | test"
  "$llvm/llvm-readobj | llvm-22 | test"
  "$llvm/llvm-offload-binary | llvm-22 | test"
  "$llvm/llvm-nm | llvm-22 | test"
  "$llvm/llvm-as | llvm-22 | test"
  "$llvm/llvm-dwarfdump | llvm-22 | test"
  "$llvm/opt | llvm-22 | test"
  "$llvm/llc | llvm-22 | test"
  # clang's reference images (test/lit/e2e/amdgpu-images.test) and the C
  # frontend example: the driver, its OpenMP header, its linker wrapper
  "$llvm/clang | clang-22 | test"
  "clang-22 | clang-22 | test"
  "/usr/lib/llvm-22/lib/clang/22/include/omp.h | libomp-22-dev | test"
  "$llvm/clang-linker-wrapper | clang-tools-22 | test"
  # the install tests: a .deb (cpack, dpkg-deb) and pkg-config's flags
  "cpack | cmake | test"
  "dpkg-deb | dpkg | test"
  "pkg-config | pkgconf | test"
  # the JSON Schema validator (ajv-cli from npm, installed by install-deps.sh)
  "node | nodejs | test"
  "$here/.tools/npm/node_modules/.bin/ajv | ajv-cli, from npm: scripts/install-deps.sh installs it | test"
)

missing=0 found=0
for entry in "${needed[@]}"; do
  IFS='|' read -r prog package users <<<"$entry"
  prog=${prog%% *} package=${package# } package=${package% }
  [[ " $users " == *" $what "* ]] || continue
  if [[ $prog == /* ]]; then [[ -e $prog ]]; else command -v "$prog" >/dev/null 2>&1; fi && {
    found=$((found + 1)); continue; }
  [[ $package == *" "* ]] || package="Debian package $package"
  echo "check-programs: missing: $prog ($package)" >&2
  missing=$((missing + 1))
done

# Optional: ptxas, found as the tools and lit.cfg.py find it.
ptxas=""
if [[ -n ${CUDA_PATH:-} ]]; then
  [[ -x $CUDA_PATH/bin/ptxas ]] && ptxas=$CUDA_PATH/bin/ptxas
elif [[ -x /usr/local/cuda/bin/ptxas ]]; then
  ptxas=/usr/local/cuda/bin/ptxas
else
  ptxas=$(command -v ptxas || true)
fi

if ((missing)); then
  echo "check-programs: error: $missing of the programs and files the $what needs are missing (above);" \
       "scripts/install-deps.sh installs them" >&2
  exit 1
fi
echo "check-programs: the $found programs and files the $what needs are here;" \
     "ptxas: ${ptxas:-none (CUDA toolkit: /usr/local/cuda or CUDA_PATH), so NVIDIA images and their tests are skipped}"
