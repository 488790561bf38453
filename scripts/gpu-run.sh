#!/bin/bash
# The GPU run of docs/gpu-runs.md ("Kernel arguments of every kind"): in the
# repository root of the GPU machine, with .gpu/ holding offload-runtime.tar.xz
# (scripts/bundle-offload-runtime.sh) and bins.tar.xz (bin/ with the stripped
# programs, cubins/, check_example.py). Logs go to $OUT/logs.tar.gz.
set -u
mkdir -p /tmp/rt && tar -xJf .gpu/offload-runtime.tar.xz -C /tmp/rt
ln -sf "$(ldconfig -p | awk '/libcuda.so.1 /{print $NF; exit}')" /tmp/rt/libcuda.so
export LD_LIBRARY_PATH=/tmp/rt:${LD_LIBRARY_PATH:-}
W=/tmp/w; rm -rf $W; mkdir -p $W/logs; tar -C $W -xJf .gpu/bins.tar.xz; cd $W
L=$W/logs
nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv > $L/gpu.txt 2>&1
run() { # run NAME CMD...: stdout+stderr to logs/NAME.log, exit status appended
  local n=$1; shift
  timeout 120 "$@" > $L/$n.log 2>&1; echo "exit status $?" >> $L/$n.log
}
for p in argkinds mapping generics wide; do
  run $p env OMP_TARGET_OFFLOAD=mandatory LIBOMPTARGET_INFO=48 bin/$p
done
run mapping-sites env OMP_TARGET_OFFLOAD=mandatory LIBOMPTARGET_INFO=1 bin/mapping
for o in 0 1 2; do run generics-O$o env OMP_TARGET_OFFLOAD=mandatory bin/generics-O$o; done
# The same binaries on the CPU devices of the same machine (device 1: the
# GPU image is registered first).
for p in argkinds mapping; do
  run $p-cpu env OMP_TARGET_OFFLOAD=mandatory OMP_DEFAULT_DEVICE=1 LIBOMPTARGET_INFO=48 bin/$p
done
run saxpy-info env OMP_TARGET_OFFLOAD=mandatory LIBOMPTARGET_INFO=48 bin/saxpy
run saxpy-check python3 check_example.py bin/saxpy --expect-mode=BARE
run generic env OMP_TARGET_OFFLOAD=mandatory LIBOMPTARGET_INFO=16 bin/generic 1000003 11
for f in bin/repro-*; do
  n=$(basename $f); run $n env OMP_TARGET_OFFLOAD=mandatory LIBOMPTARGET_INFO=48 $f
done
# Overlapping views without OMP_TARGET_OFFLOAD set (it used to abort too).
run repro-r17-default bin/repro-r17
# Kernel code before and after this change: SASS and kernel time.
for c in before after; do cuobjdump --dump-sass cubins/saxpy-$c.cubin > $L/sass-saxpy-$c.txt 2>&1; done
for i in 1 2 3; do for c in before after; do
  b=bin/saxpy; [ $c = before ] && b=bin/saxpy-before
  run ncu-saxpy-$c-$i ncu --clock-control none --metrics gpu__time_duration.sum -k regex:saxpy_kernels__saxpy $b 50000000
done; done
tar -C $W -czf $OUT/logs.tar.gz logs
ls $L
