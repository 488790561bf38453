#!/usr/bin/env bash
# Installs every Debian package this project needs to build, test and run
# its examples on Debian 12 (bookworm). Safe to run again; needs root.
# When installing would remove packages (Debian's liboffload-22 conflicts
# with libomp-dev 14, which a stock machine may have), it says which and
# why, loudly, then goes ahead: nothing of this project uses them, and
# clang 22's libomp-22-dev replaces them. --no-removals stops instead.
#   bash scripts/install-deps.sh [--no-removals]
set -euo pipefail

allow_removals=1
for a in "$@"; do
  case "$a" in
    --no-removals) allow_removals=0 ;;
    --allow-removals) allow_removals=1 ;;  # the default; kept for old scripts
    -h|--help) sed -n '2,9p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install-deps: error: unknown argument '$a' (--no-removals is the only one)" >&2; exit 2 ;;
  esac
done

packages=(
  # build
  cmake ninja-build ccache g++ pkg-config python3
  # LLVM 22: libraries and headers, tools (llc, opt, llvm-dis, ...), lit and FileCheck
  llvm-22 llvm-22-dev llvm-22-tools lld-22
  # clang 22: the C frontend example compiles C kernels with it (its test);
  # its OpenMP headers and clang-linker-wrapper (clang-tools-22) for the
  # clang-built reference images the AMD image tests compare against
  clang-22 clang-tools-22 libomp-22-dev
  # the offload runtime (libomptarget) and its link name
  liboffload-22 liboffload-22-dev
  # libraries
  nlohmann-json3-dev libboost-graph-dev doctest-dev
  # Rust 1.96 (same LLVM as ours) and the standard library's source
  rustc-web cargo-web rust-web-src
  # a packaged no_std crate the workspace example's kernels use, from
  # Debian's directory of crates (/usr/share/cargo/registry)
  librust-libm-dev
  # the support crate's optional `half` feature (f16/bf16 in device memory),
  # which test/e2e/half builds with
  librust-half-dev
  # rayon, the parallel loops bench/cpu-device.sh measures the CPU device
  # against
  librust-rayon-dev
)
# Node.js and npm, for the JSON Schema validator the tests use (ajv-cli);
# only when the machine has no npm of its own.
command -v npm >/dev/null 2>&1 || packages+=(nodejs npm)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || {
      echo "install-deps: error: installing ${missing[*]} needs root: run this as root, or install sudo" >&2
      exit 1; }
    SUDO=sudo
  fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  # What apt would do, first: a package it would remove is the user's call.
  removals=$($SUDO apt-get install -s --no-install-recommends "${missing[@]}" |
             sed -n 's/^Remv \([^ ]*\).*/\1/p' | tr '\n' ' ')
  if [[ -n $removals ]]; then
    {
      echo "install-deps: ================================================================"
      echo "install-deps: installing ${missing[*]}"
      echo "install-deps: REMOVES these packages: $removals"
      echo "install-deps: why: they conflict with LLVM 22's offload runtime and OpenMP"
      echo "install-deps: (liboffload-22, libomp-22-dev replace libomp 14); nothing here uses them"
      echo "install-deps: ================================================================"
    } >&2
    if ((!allow_removals)); then
      echo "install-deps: error: --no-removals given; nothing was changed" >&2
      exit 1
    fi
  fi
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# ajv-cli (JSON Schema 2020-12 validator) from npm, into .tools/npm (ignored
# by git): the tests check every JSON file our tools write against schemas/.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if [ ! -x "$here/.tools/npm/node_modules/.bin/ajv" ]; then
  mkdir -p "$here/.tools/npm"
  # npm's errors shown (--silent hid them: a run then ended with no word).
  npm install --loglevel=error --no-audit --no-fund --prefix "$here/.tools/npm" ajv-cli@5.0.0 || {
    echo "install-deps: error: npm could not install ajv-cli from https://registry.npmjs.org (above);" \
         "behind a TLS-inspecting proxy, its CA certificate must be in /usr/local/share/ca-certificates" >&2
    exit 1; }
fi
