#!/usr/bin/env bash
# Packs Debian's LLVM 22 offload runtime (libomptarget) and the shared
# libraries it needs, except those every Linux has (glibc, libstdc++,
# libgcc_s), into DIR/offload-runtime.tar.xz, so that a program built here
# runs on a machine with a GPU driver but no LLVM (docs/runtime-abi.md says
# how). Usage: bundle-offload-runtime.sh DIR
set -euo pipefail
dir=${1:?usage: bundle-offload-runtime.sh DIR}
runtime=/usr/lib/llvm-22/lib/libomptarget.so.22.1
[[ -e $runtime ]] || { echo "bundle-offload-runtime: no $runtime (apt-get install liboffload-22)" >&2; exit 1; }
mkdir -p "$dir"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp -L "$runtime" "$stage/"
while read -r lib; do
  case $(basename "$lib") in
    libc.so*|libm.so*|libpthread.so*|libdl.so*|librt.so*|ld-linux*|libstdc++.so*|libgcc_s.so*) ;;
    *) cp -L "$lib" "$stage/" ;;
  esac
done < <(ldd "$runtime" | awk '/=> \//{print $3}')
# The runtime opens libomp.so by that name too: without the link a second
# libomp is loaded, and the program aborts (OMP: Error #15).
ln -sf libomp.so.5 "$stage/libomp.so"
tar -C "$stage" -cf - . | xz -6 -T0 > "$dir/offload-runtime.tar.xz"
ls -l "$dir/offload-runtime.tar.xz"
