#!/usr/bin/env bash
# Builds the libFuzzer targets (clang-22, ASan + UBSan) in build-fuzz/ and
# runs each for SECONDS (default 900: 15 CPU-minutes), JOBS at a time
# (default 2), on corpora seeded from the test suite's inputs. Prints one
# line per target (executions, coverage, features, what was found); logs,
# corpora and any crashing input stay in build-fuzz/.
#   fuzz/run-fuzzers.sh [--seconds N] [--jobs N] [TARGET...]
#   TARGET: manifest package extract layouts roots (default: all)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
seconds=900 jobs=2 targets=()
while (($#)); do
  case $1 in
    --seconds) seconds=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
    manifest|package|extract|layouts|roots) targets+=("$1"); shift ;;
    *) echo "run-fuzzers: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
((${#targets[@]})) || targets=(manifest package extract layouts roots)
out=$root/build-fuzz
CC=clang-22 CXX=clang++-22 cmake -S "$root" -B "$out" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DOFFLOAD_FUZZ=ON -DOFFLOAD_SANITIZE=address,undefined -DBUILD_TESTING=OFF \
  -DOFFLOAD_BUILD_EXAMPLES=OFF > "$out.configure.log"
cmake --build "$out" --target $(printf 'fuzz-%s ' "${targets[@]}") > "$out.build.log"

# Seeds: manifests (JSON) for manifest and roots; textual IR and bitcode of
# the tests for extract and layouts; small packages for package.
seed() { # seed TARGET FILE...: copies the files into TARGET's corpus
  local t=$1; shift
  mkdir -p "$out/corpus/$t"
  for f in "$@"; do cp "$f" "$out/corpus/$t/seed-$(basename "$(dirname "$f")")-$(basename "$f")"; done
}
mapfile -t jsons < <(find "$root/test/lit" "$root/examples" -name '*.json' -size -64k | grep -v node_modules)
seed manifest "${jsons[@]}"
seed roots "${jsons[@]}"
mapfile -t irs < <(find "$root/test/lit" -name '*.ll' -size -64k)
seed extract "${irs[@]}"
seed layouts "${irs[@]}"
pkgs=$(mktemp -d); trap 'rm -rf "$pkgs"' EXIT
printf 'not an ELF, but an image' > "$pkgs/image"
llvm-offload-binary-22 -o "$pkgs/one.offload" \
  --image=file="$pkgs/image",triple=x86_64-unknown-linux-gnu,arch=x86-64,kind=openmp,offload.writes.k=0,2
llvm-offload-binary-22 -o "$pkgs/two.offload" \
  --image=file="$pkgs/image",triple=nvptx64-nvidia-cuda,arch=sm_90,kind=openmp \
  --image=file="$pkgs/image",triple=amdgcn-amd-amdhsa,arch=gfx90a,kind=openmp,offload.writes.a=
seed package "$pkgs/one.offload" "$pkgs/two.offload"

run() { # run TARGET: SECONDS of fuzzing, then its summary line
  local t=$1 log=$out/fuzz-$1.log
  mkdir -p "$out/artifacts/$t"
  # The targets that parse IR run in fork mode and go on after a timeout:
  # LLVM's own IR parser can hang on a mutated input (a cycle of debug-info
  # scopes sends its verifier round in circles, docs/hardening.md); the
  # input is kept as a timeout- artifact to look at.
  local fork=()
  [[ $t == extract || $t == layouts ]] && fork=(-fork=1 -ignore_timeouts=1)
  (cd "$out/artifacts/$t" && "$out/fuzz/fuzz-$t" "$out/corpus/$t" -max_total_time="$seconds" \
     "${fork[@]}" -timeout=20 -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1 > "$log" 2>&1) || true
  local execs cov ft found
  execs=$(awk '/stat::number_of_executed_units/{n += $2} END {if (n) print n}' "$log")
  [[ -n $execs ]] || execs=$(grep -o '^#[0-9]*' "$log" | tail -1 | tr -d '#')
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  ft=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  found=$(ls "$out/artifacts/$t" | tr '\n' ' ')
  echo "fuzz-$t: ${seconds}s, ${execs:-?} executions, cov ${cov:-?}, ft ${ft:-?}, corpus $(ls "$out/corpus/$t" | wc -l), found: ${found:-nothing}"
}
export -f run
export out seconds
printf '%s\n' "${targets[@]}" | xargs -P "$jobs" -I{} bash -c 'run {}'
