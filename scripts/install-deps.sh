#!/usr/bin/env bash
# Installs every Debian package this project needs to build, test and run
# its examples on Debian 12 (bookworm). Safe to run again; needs root.
set -euo pipefail

packages=(
  # build
  cmake ninja-build ccache g++ pkg-config python3
  # LLVM 22: libraries and headers, tools (llc, opt, llvm-dis, ...), lit and FileCheck
  llvm-22 llvm-22-dev llvm-22-tools lld-22
  # clang 22: the C frontend example compiles C kernels with it (its test)
  clang-22
  # the offload runtime (libomptarget) and its link name
  liboffload-22 liboffload-22-dev
  # libraries
  nlohmann-json3-dev libboost-graph-dev doctest-dev
  # Rust 1.96 (same LLVM as ours) and the standard library's source
  rustc-web cargo-web rust-web-src
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
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# ajv-cli (JSON Schema 2020-12 validator) from npm, into .tools/npm (ignored
# by git): the tests check every JSON file our tools write against schemas/.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if [ ! -x "$here/.tools/npm/node_modules/.bin/ajv" ]; then
  mkdir -p "$here/.tools/npm"
  npm install --silent --no-audit --no-fund --prefix "$here/.tools/npm" ajv-cli@5.0.0
fi
