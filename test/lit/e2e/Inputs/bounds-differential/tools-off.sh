#!/usr/bin/env bash
# tools-off.sh TOOLS OUT: a tools folder OUT like TOOLS whose offload-lower
# builds device images with the bounds-check versioning off
# (--bounds-checks=false) and leaves OUT/used behind. cargo-offload is
# copied, not linked: it runs the tools beside its real path.
set -euo pipefail
tools=$1 out=$2
mkdir -p "$out"
for t in "$tools"/*; do
  case $(basename "$t") in offload-lower | cargo-offload) ;; *) ln -sf "$t" "$out/" ;; esac
done
cp "$tools/cargo-offload" "$out/"
printf '#!/bin/sh\ntouch %q\nif [ "$1" = device ]; then shift; exec %q device --bounds-checks=false "$@"; fi\nexec %q "$@"\n' \
  "$out/used" "$tools/offload-lower" "$tools/offload-lower" > "$out/offload-lower"
chmod +x "$out/offload-lower"
