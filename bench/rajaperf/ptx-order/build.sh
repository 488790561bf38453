#!/usr/bin/env bash
# Builds the PTX-order measurement of README.md on this machine (the
# project built, rajaperf's kernels lowered by the test suite, CUDA's nvcc
# and ptxas): the toolkit's PTX of ATAX's second kernel without the
# load hoisting, its variants (make_variants.py), nvcc's kernel, each
# assembled by ptxas; and ptxtime. Usage: build.sh DIR
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../../.." && pwd)
d=$(mkdir -p "${1:?usage: build.sh DIR}" && cd "$1" && pwd)
cuda=${CUDA_PATH:-/usr/local/cuda}
work=$root/build/test/e2e/rajaperf/work
keep=$(mktemp -d); trap 'rm -rf "$keep"' EXIT
# The kernels' device bitcode and manifest, kept by cargo offload.
touch "$root/bench/rajaperf/kernels.rs"
(cd "$work" && OFFLOAD_KEEP_DIR=$keep PATH=$root/build/bin:$PATH \
   OFFLOAD_SYSROOT_CACHE=$root/build/rust-sysroot "$root/build/bin/cargo-offload" build --release \
   --targets sm_90 --manifest-path package/Cargo.toml --target-dir "$keep/target" >/dev/null)
deps=$keep/target/offload/device/nvptx64-nvidia-cuda-sm_90/nvptx64-nvidia-cuda/release/deps
sysroot=$(ls -d "$root"/build/rust-sysroot/*/nvptx64-nvidia-cuda-sm_90 | head -1)
"$root/build/bin/offload-lower" device "$deps"/rajaperf_kernels-*.bc "$deps"/rajaperf_kernels_roots_*.bc \
  --lib "$deps"/offload-*.bc --lib "$sysroot/core.bc" --lib "$sysroot/compiler_builtins.bc" \
  --manifest "$keep/manifest.json" --arch sm_90 -S --hoist-loads=false -o "$d/toolkit.ptx"
k=rajaperf_kernels__atax_2_unchecked
# The unrolled loop: the block with the most loads of the kernel.
label=$(awk -v k="$k" '$0 ~ ".entry " k "\\(" {on=1} on && /^\$L__BB[0-9_]+:/ {b=$1; sub(":", "", b)}
  on && /ld.global/ {n[b]++} on && /^}/ {exit} END {for (x in n) if (n[x] > best) {best = n[x]; l = x}; print l}' "$d/toolkit.ptx")
python3 "$here/make_variants.py" "$d/toolkit.ptx" $k "$label" "$d"
"$cuda/bin/nvcc" -O3 -arch=sm_90 -ptx -o "$d/cuda_full.ptx" "$root/bench/rajaperf/rajaperf.cu"
python3 - "$d" <<'PY'
import re, sys
d = sys.argv[1]
s = open(f"{d}/cuda_full.ptx").read()
m = re.search(r"\.visible \.entry _Z8k_atax_2lPKdS0_Pd\(.*?\n}\n", s, re.S)
hdr = "\n".join(l for l in s.split("\n") if l.startswith((".version", ".target", ".address_size")))
open(f"{d}/cuda.ptx", "w").write(hdr + "\n\n" + m.group(0).replace("_Z8k_atax_2lPKdS0_Pd", "cuda"))
PY
rm "$d/cuda_full.ptx"
for v in as_is fma loads_first cuda; do "$cuda/bin/ptxas" -arch=sm_90 -O3 "$d/$v.ptx" -o "$d/$v.cubin"; done
"$cuda/bin/nvcc" -O2 -o "$d/ptxtime" "$here/ptxtime.c" -lcuda -L"$cuda/lib64/stubs"
echo "build.sh: wrote $d"
