#!/usr/bin/env bash
# Installs every Debian package this project needs to build, test and run
# its examples on Debian 12 (bookworm). Safe to run again; needs root.
# It never removes a package without being told: when installing would
# remove some (liboffload-22 conflicts with libomp-14-dev, say), it names
# them and stops, unless run with --allow-removals.
#   bash scripts/install-deps.sh [--allow-removals]
set -euo pipefail

allow_removals=0
for a in "$@"; do
  case "$a" in
    --allow-removals) allow_removals=1 ;;
    *) echo "install-deps: error: unknown argument '$a' (--allow-removals is the only one)" >&2; exit 2 ;;
  esac
done

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
  # a packaged no_std crate the workspace example's kernels use, from
  # Debian's directory of crates (/usr/share/cargo/registry)
  librust-libm-dev
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
  # What apt would do, first: a package it would remove is the user's call.
  removals=$($SUDO apt-get install -s --no-install-recommends "${missing[@]}" |
             sed -n 's/^Remv \([^ ]*\).*/\1/p' | tr '\n' ' ')
  if [[ -n $removals ]]; then
    if ((allow_removals)); then
      echo "install-deps: removing, as allowed: $removals" >&2
    else
      echo "install-deps: error: installing ${missing[*]} would remove: $removals" >&2
      echo "install-deps: nothing was changed; run 'bash scripts/install-deps.sh --allow-removals' to go ahead" >&2
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
  npm install --silent --no-audit --no-fund --prefix "$here/.tools/npm" ajv-cli@5.0.0
fi
