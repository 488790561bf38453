#!/usr/bin/env bash
# build-with-pkgconfig.sh PREFIX SOURCE OUTPUT: compiles a C++ program
# against the toolkit installed in PREFIX with nothing but pkg-config's
# flags (as a Makefile-based frontend would).
set -euo pipefail
export PKG_CONFIG_PATH="$(dirname "$(find "$1" -name offload-toolkit.pc | head -1)")"
c++ -o "$3" "$2" $(pkg-config --cflags --libs offload-toolkit)
