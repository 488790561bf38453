#!/usr/bin/env bash
# The benchmark run on the GPU machine, in one call: in the repository root
# there, with .gpu/ holding offload-runtime.tar.xz and bins.tar.xz
# (bench/build-gpu-kit.sh .gpu). Writes $OUT/results.tar.gz with every log
# and CSV, for bench/report.py.
#   bench/gpu-run.sh [PART...]   PART: e2e launch stream chain transfer profile
#                                checks rajaperf trust sound order sync queue
#                                bounds passes programs launchcost grouping (default: all but
#                                checks, rajaperf, trust, sound and order, about 3
#                                minutes; rajaperf alone takes about 3.5, trust
#                                about 2)
set -u
parts=${*:-e2e launch stream chain transfer}
mkdir -p /tmp/rt && tar -xJf .gpu/offload-runtime.tar.xz -C /tmp/rt
ln -sf libomp.so.5 /tmp/rt/libomp.so
ln -sf "$(ldconfig -p | awk '/libcuda.so.1 /{print $NF; exit}')" /tmp/rt/libcuda.so
export LD_LIBRARY_PATH=/tmp/rt:${LD_LIBRARY_PATH:-}
export OMP_TARGET_OFFLOAD=mandatory
W=/tmp/kit; rm -rf $W; mkdir -p $W/r; tar -C $W -xJf .gpu/bins.tar.xz
R=$W/r; B=$W/bin
run() { # run NAME LIMIT CMD...: stdout+stderr to r/NAME.log, exit status appended
  local n=$1 t=$2; shift 2
  timeout -k 5 "$t" "$@" > "$R/$n.log" 2>&1; echo "exit status $?" >> "$R/$n.log"
}
has() { [[ " $parts " == *" $1 "* ]]; }
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,memory.total --format=csv > $R/gpu.txt 2>&1
if has e2e; then # correctness and copies on the GPU (the lit tests' programs)
  for p in resident writes mapping queues; do run e2e-$p 60 env LIBOMPTARGET_INFO=48 $B/$p; done
  run e2e-blocks 60 env LIBOMPTARGET_INFO=32 $B/blocks 100000
  run example-cublas 60 env LIBOMPTARGET_INFO=32 $B/cublas 1000003
  run example-generic 60 env LIBOMPTARGET_INFO=16 $B/generic 10007 7
  # built by cargo offload: the saxpy package, the workspace's binary and tests
  run cargo-saxpy 60 env LIBOMPTARGET_INFO=16 $B/cargo-saxpy
  run cargo-app 60 env LIBOMPTARGET_INFO=16 $B/cargo-app 1000000
  for t in $B/cargo-test-*; do run "$(basename "$t")" 60 env LIBOMPTARGET_INFO=16 "$t" --test-threads=1; done
fi
if has checks; then # compute-sanitizer, line information, images that fit no GPU, bitcode images
  export PATH=$PATH:/usr/local/cuda/bin:/usr/local/cuda/compute-sanitizer
  { command -v compute-sanitizer nvdisasm ncu; nvidia-smi --version; } > $R/tools.txt 2>&1
  for p in cargo-saxpy generic blocks cargo-app; do
    case $p in generic) args="10007 7";; blocks) args=100000;; cargo-app) args=100000;; *) args=;; esac
    # Memory errors only: the CUDA API calls libomptarget's plugin makes
    # and expects to fail (cuFuncGetParamInfo past the last parameter,
    # cuModuleGetGlobal of a device environment the image lacks) are
    # reported apart, and for clang's programs too (memcheck-omp-api).
    run memcheck-$p 300 compute-sanitizer --tool memcheck --leak-check full --report-api-errors no $B/$p $args
  done
  run memcheck-omp-api 120 env OUT= compute-sanitizer --tool memcheck $B/omp_stream_bare 1048576 2 1
  run memcheck-faults 120 compute-sanitizer --tool memcheck --print-limit 4 $B/faults
  run faults 60 $B/faults
  run faults-in-bounds 60 $B/faults 0
  # Kernels that panic: LaunchErrorKind::Panicked under both policies, the
  # device usable afterwards; memcheck over the same; launches whose data
  # the device cannot hold (24 GiB after a 128 GiB device buffer) or can.
  run failures-mandatory 120 env LIBOMPTARGET_INFO=32 $B/failures
  run failures-default 120 env -u OMP_TARGET_OFFLOAD LIBOMPTARGET_INFO=32 $B/failures
  run memcheck-failures 300 compute-sanitizer --tool memcheck --leak-check full --report-api-errors no $B/failures
  run failures-oom 300 env LIBOMPTARGET_INFO=32 $B/failures oom 24576 128
  run failures-fits 300 env LIBOMPTARGET_INFO=32 $B/failures fits 24576
  run nvdisasm-saxpy 30 nvdisasm -g -c $B/saxpy-sm_90.cubin
  run ncu-source 180 ncu --clock-control none --section SourceCounters --import-source yes \
    -k regex:saxpy_kernels__saxpy --page source --print-source cuda,sass --csv $B/cargo-saxpy
  run no-image-mandatory 60 $B/saxpy-sm80-only 1000
  run no-image-default 60 env -u OMP_TARGET_OFFLOAD $B/saxpy-sm80-only 1000
  for a in sm_80 sm_90; do run jit-$a 120 env LIBOMPTARGET_INFO=-1 $B/omp_jit_saxpy_$a; done
fi
if has rajaperf; then # RAJAPerf kernels: Rust through the toolkit, CUDA, clang OpenMP (bench/rajaperf)
  for v in rust cuda omp; do run rajaperf-$v 300 env OUT=$R $B/rajaperf_$v; done
  ncu_times="ncu --clock-control none --metrics gpu__time_duration.sum"
  # The Rust program runs each kernel that writes through a Region in its
  # `&mut [f64]` form too (rajaperf_kernels__<name>_mut): one ncu run times
  # both forms (report.py sets them side by side).
  for v in rust cuda omp; do run ncu-rajaperf-$v 600 env OUT= $ncu_times $B/rajaperf_$v 1000000 9 1; done
  # The slower kernels' other forms: Rust without bounds checks, Rust
  # written so that the compiler proves its indices, CUDA without FMA
  # contraction (kernel times only).
  slow="DIFF_PREDICT GEMM ATAX JACOBI_2D HEAT_3D"
  for f in unchecked sliced; do
    run ncu-rajaperf-rust_$f 600 env OUT= RAJAPERF_FORM=$f $ncu_times $B/rajaperf_rust 1000000 9 1 $slow
  done
  run ncu-rajaperf-cuda_nofma 600 env OUT= $ncu_times $B/rajaperf_cuda_nofma 1000000 9 1 $slow
  # ATAX under ncu's sections (clock, cycles, memory, warp stalls), and
  # the three variants' SASS (the Rust program's image as a cubin).
  for v in rust cuda omp; do
    run ncu-atax-$v 300 env OUT= ncu --clock-control none --section SpeedOfLight --section LaunchStats \
      --section WarpStateStats --section MemoryWorkloadAnalysis --section InstructionStats \
      $B/rajaperf_$v 1000000 3 1 ATAX
  done
  run ncu-atax-rust_unchecked 300 env OUT= RAJAPERF_FORM=unchecked ncu --clock-control none --section SpeedOfLight \
    --section LaunchStats --section WarpStateStats --section MemoryWorkloadAnalysis --section InstructionStats \
    $B/rajaperf_rust 1000000 3 1 ATAX
  # The same with the clocks locked at base: cycles and times without boost.
  for v in rust cuda omp; do
    run ncu-atax-base-$v 300 env OUT= ncu --clock-control base --metrics gpu__time_duration.sum,sm__cycles_elapsed.max \
      $B/rajaperf_$v 1000000 3 1 ATAX
  done
  # The copies back when glibc keeps freed memory (pages mapped by the
  # previous run), against the default: the variants' "from device" phases.
  for v in rust cuda omp; do
    run malloc-default-$v 120 env OUT= $B/rajaperf_$v 1000000 100 5 COPY FIRST_DIFF JACOBI_2D GEMM
    run malloc-kept-$v 120 env OUT= GLIBC_TUNABLES=glibc.malloc.mmap_threshold=33554432:glibc.malloc.trim_threshold=17179869184 \
      $B/rajaperf_$v 1000000 100 5 COPY FIRST_DIFF JACOBI_2D GEMM
  done
  # ATAX's second kernel in three PTX orders, and nvcc's (rajaperf/ptx-order).
  run ptx-order 120 bash $W/ptx-order-run.sh $B/ptx-order
  cp $B/ptx-order/times.txt $R/ptx-order-times.txt; cp $B/ptx-order/sass.txt $R/ptx-order-sass.txt
  export PATH=$PATH:/usr/local/cuda/bin
  run sass-rajaperf-rust 60 cuobjdump --dump-sass $B/rajaperf-rust-sm_90.cubin
  run sass-rajaperf-cuda 60 cuobjdump --dump-sass $B/rajaperf_cuda
  run sass-rajaperf-omp 60 cuobjdump --dump-sass $B/rajaperf-omp-sm_90.cubin
fi
if has launch; then # launches without data: ours and clang's bare regions, alternately
  for i in 1 2 3 4 5; do
    mkdir -p $R/launch-$i
    run launch-offload-$i 60 env OUT=$R/launch-$i $B/offload-bench launch 2000
    run launch-omp-$i 60 env OUT=$R/launch-$i $B/omp_launch 2000
  done
fi
if has sync; then # a synchronous launch against the CUDA runtime's, and RAJAPerf's whole programs
  # The toolkit's launch under the runtime's scheduling (the CUDA runtime's
  # default) and under the CUDA plugin's (blocking), CUDA's and clang's,
  # alternating, 3 rounds.
  for i in 1 2 3; do
    mkdir -p $R/sync-$i/blocking
    run sync-cuda-$i 60 env OUT=$R/sync-$i $B/cuda_launch 2000
    run sync-offload-$i 60 env OUT=$R/sync-$i $B/offload-bench launch 2000
    run sync-offload-blocking-$i 60 env OUT=$R/sync-$i/blocking OFFLOAD_CUDA_SCHEDULE=blocking $B/offload-bench launch 2000
    run sync-omp-$i 60 env OUT=$R/sync-$i $B/omp_launch 2000
  done
  for v in rust cuda omp; do run rajaperf-$v 300 env OUT=$R $B/rajaperf_$v; done
  mkdir -p $R/blocking
  run rajaperf-rust-blocking 300 env OUT=$R/blocking OFFLOAD_CUDA_SCHEDULE=blocking $B/rajaperf_rust
fi
if has queue; then # queues: queued launches, the pipeline, the queues program (issue 27)
  for i in 1 2 3; do
    mkdir -p $R/queue-$i
    run queue-cuda-$i 60 env OUT=$R/queue-$i $B/cuda_launch 2000
    run queue-offload-$i 120 env OUT=$R/queue-$i $B/offload-bench queue 20 1024 16 400 3
    run queue-launch-$i 60 env OUT=$R/queue-$i $B/offload-bench launch 2000
    mkdir -p $R/queue-$i/libomptarget
    run queue-launch-omptarget-$i 60 env OUT=$R/queue-$i/libomptarget OFFLOAD_SYNC_LAUNCHES=libomptarget \
      $B/offload-bench launch 2000
  done
  # RAJAPerf's whole programs, synchronous launches on streams and through libomptarget.
  for v in rust cuda; do run rajaperf-$v 300 env OUT=$R $B/rajaperf_$v; done
  mkdir -p $R/libomptarget
  run rajaperf-rust-omptarget 300 env OUT=$R/libomptarget OFFLOAD_SYNC_LAUNCHES=libomptarget $B/rajaperf_rust
  run queue-at-once 120 env OFFLOAD_QUEUES_AT_ONCE=1 $B/offload-bench queue 5 1024 16 400 3
  run e2e-queues-stream 60 env LIBOMPTARGET_INFO=48 $B/queues
  run e2e-queues-at-once 60 env OFFLOAD_QUEUES_AT_ONCE=1 LIBOMPTARGET_INFO=48 $B/queues
  export PATH=$PATH:/usr/local/cuda/bin:/usr/local/cuda/compute-sanitizer
  run memcheck-queues 300 compute-sanitizer --tool memcheck --report-api-errors no $B/queues
  run nsys-queue 120 nsys profile -o $R/queue-pipeline --force-overwrite true $B/offload-bench queue 2 1024 16 400 3
fi
if has profile; then # where a launch's time goes inside the runtime (LIBOMPTARGET_PROFILE)
  run profile-offload 60 env LIBOMPTARGET_PROFILE=$R/profile-offload.json $B/offload-bench launch 500
  run profile-omp 60 env LIBOMPTARGET_PROFILE=$R/profile-omp.json OUT= $B/omp_stream_bare 1 500 10
fi
if has stream; then # Stream: wall time on device buffers, kernel time under ncu
  run omp_stream_bare 60 env OUT=$R $B/omp_stream_bare
  run cuda_stream 60 env OUT=$R $B/cuda_stream
  run stream 60 env OUT=$R $B/offload-bench stream
  # Both forms of each kernel: the Region form (offload_bench_kernels__copy)
  # and the `&mut [f64]` one (offload_bench_kernels__copy_mut).
  run ncu-offload-stream 180 env OUT= ncu --clock-control none --metrics gpu__time_duration.sum \
    -k regex:'offload_bench_kernels__(copy|mul|add|triad)(_mut)?' $B/offload-bench stream 67108864 3
  # DOT_gs side by side: cuda_stream launches k_dot twice per repetition
  # (DOT on ceil(N/256) blocks, DOT_gs on 1056); the grid size tells them apart.
  run ncu-dot 240 env OUT= ncu --clock-control none --metrics gpu__time_duration.sum,launch__grid_size \
    -k regex:'offload_bench_kernels__dot' $B/offload-bench stream 67108864 5
  run ncu-cuda-dot 240 env OUT= ncu --clock-control none --metrics gpu__time_duration.sum,launch__grid_size \
    -k regex:'k_dot' $B/cuda_stream 67108864 5 1
  run ncu-cuda-stream 120 env OUT= ncu --clock-control none --metrics gpu__time_duration.sum \
    -k regex:'k_(copy|mul|add|triad)' $B/cuda_stream 67108864 3 1
fi
if has trust; then # faults, stacks, barriers and shared memory, argument kinds (docs/gpu-runs.md, "Trust")
  export PATH=$PATH:/usr/local/cuda/bin:/usr/local/cuda/compute-sanitizer
  # A kernel that faults returns LaunchErrorKind::DeviceFault; the device is
  # lost afterwards, the CPU device goes on, the program exits with 0.
  for m in ok oob misaligned "stack 100000 1024" "stack 100000 0" "stackok 60 0" "stackok 400 131072"; do
    run "faults-${m// /-}" 60 env LIBOMPTARGET_INFO=32 $B/faults $m
  done
  run faults-oob-default-policy 60 env -u OMP_TARGET_OFFLOAD $B/faults oob
  run memcheck-faults-oob 180 compute-sanitizer --tool memcheck --print-limit 2 --report-api-errors no $B/faults oob
  # The end-to-end programs of this round, checked against the host.
  run e2e-stacks 120 env LIBOMPTARGET_INFO=32 $B/stacks 400
  run e2e-shared 120 env LIBOMPTARGET_INFO=32 $B/shared
  for p in packed argkinds math grids; do run e2e-$p 120 env LIBOMPTARGET_INFO=32 $B/$p; done
  # Launch cost and a barrier kernel (DOT) against the earlier toolkit's.
  if [[ -x $B/offload-bench-before ]]; then
    for i in 1 2 3 4 5; do
      mkdir -p $R/launch-after-$i $R/launch-before-$i
      run launch-after-$i 60 env OUT=$R/launch-after-$i $B/offload-bench launch 2000
      run launch-before-$i 60 env OUT=$R/launch-before-$i $B/offload-bench-before launch 2000
    done
    for v in after before; do
      b=$B/offload-bench; [[ $v == before ]] && b=$B/offload-bench-before
      run ncu-dot-$v 240 env OUT= ncu --clock-control none --metrics gpu__time_duration.sum,launch__grid_size \
        -k regex:'offload_bench_kernels__dot' $b stream 67108864 5
    done
  fi
fi
if has sound; then # the safe API (docs/gpu-runs.md, "Sound by construction")
  # Region forms against the `&mut [f64]` forms, kernel times: Stream and
  # RAJAPerf (each program runs both forms of every kernel, one after the
  # other); DOT (set_thread_slot and frozen reads) against the toolkit
  # before the change.
  run ncu-sound-stream 240 env OUT= ncu --clock-control none --metrics gpu__time_duration.sum \
    -k regex:'offload_bench_kernels__(copy|mul|add|triad)(_mut)?' $B/offload-bench stream 67108864 5
  # RAJAPerf: the two forms alternate run by run (7 runs of 3 repetitions).
  run ncu-sound-rajaperf 600 env OUT= ncu --clock-control none --metrics gpu__time_duration.sum \
    $B/rajaperf_rust 1000000 3 7
  # The same program with the device pass's block order off (the kit's
  # rajaperf_rust_noorder): what the order does to each form.
  run ncu-sound-rajaperf-noorder 600 env OUT= ncu --clock-control none --metrics gpu__time_duration.sum \
    $B/rajaperf_rust_noorder 1000000 3 7
  if [[ -x $B/offload-bench-before ]]; then
    for v in after before; do
      b=$B/offload-bench; [[ $v == before ]] && b=$B/offload-bench-before
      run ncu-sound-dot-$v 240 env OUT= ncu --clock-control none --metrics gpu__time_duration.sum,launch__grid_size \
        -k regex:'offload_bench_kernels__dot' $b stream 67108864 5
    done
  fi
  # Shared memory on the GPU: shared atomics zeroed at each kernel's entry
  # (blocks: histograms; shared), and the programs whose kernels changed.
  for p in shared blocks writes argkinds mapping resident failures; do
    args=; [[ $p == blocks ]] && args=100000
    run e2e-sound-$p 120 env LIBOMPTARGET_INFO=32 $B/$p $args
  done
  export PATH=$PATH:/usr/local/cuda/bin
fi
if has bounds; then # bounds checks out of loops (docs/benchmarks.md, "Bounds checks out of the loops")
  ncu_times="ncu --clock-control none --metrics gpu__time_duration.sum"
  # Kernel times: the plain safe kernels with the device pass's versioning
  # and without it (the kit's rajaperf_rust_checks), the get_unchecked
  # forms, CUDA, OpenMP (bench/rajaperf/bounds_report.py reads them).
  slow="DIFF_PREDICT GEMM ATAX JACOBI_2D HEAT_3D"
  date > $R/bounds-times.txt
  run ncu-bounds-rust 600 env OUT= $ncu_times $B/rajaperf_rust 1000000 9 1
  run ncu-bounds-rust_checks 600 env OUT= $ncu_times $B/rajaperf_rust_checks 1000000 9 1
  run ncu-bounds-rust_unchecked 600 env OUT= RAJAPERF_FORM=unchecked $ncu_times $B/rajaperf_rust 1000000 9 1 $slow
  for v in cuda omp; do run ncu-bounds-$v 600 env OUT= $ncu_times $B/rajaperf_$v 1000000 9 1; done
  date >> $R/bounds-times.txt
  # Panics inside versioned loops and chains on the GPU: the same places.
  run e2e-bounds 60 env LIBOMPTARGET_INFO=32 $B/bounds
  run e2e-bounds-failures 60 env LIBOMPTARGET_INFO=32 $B/failures
  export PATH=$PATH:/usr/local/cuda/bin
  run sass-bounds-rust 60 cuobjdump --dump-sass $B/rajaperf-rust-sm_90.cubin
  date >> $R/bounds-times.txt
fi
if has passes; then # each of the device pass's own passes off in turn, the slower kernels
  slow="DIFF_PREDICT GEMM ATAX JACOBI_2D HEAT_3D"
  for i in 1 2; do
    for b in rajaperf_rust rajaperf_rust_noorder rajaperf_rust_nohoist rajaperf_rust_checks rajaperf_rust_norebase rajaperf_rust_nofuse; do
      run ncu-passes-$b-$i 300 env OUT= ncu --clock-control none --metrics gpu__time_duration.sum \
        $B/$b 1000000 9 1 $slow
    done
  done
fi
if has programs; then # RAJAPerf whole programs, Rust, CUDA and OpenMP (bench/rajaperf/report.py)
  for v in rust cuda omp; do run rajaperf-$v 300 env OUT=$R $B/rajaperf_$v; done
  # The same with glibc keeping freed memory in every variant (pages the
  # previous run mapped are reused; the default hands some variants mapped
  # pages and others fresh ones): three rounds, r/kept-1 to r/kept-3.
  for i in 1 2 3; do
    mkdir -p $R/kept-$i
    for v in rust cuda omp; do
      run kept-$i/rajaperf-$v 300 env OUT=$R/kept-$i \
        GLIBC_TUNABLES=glibc.malloc.mmap_threshold=33554432:glibc.malloc.trim_threshold=17179869184 $B/rajaperf_$v
    done
  done
fi
if has grouping; then # launches kept on the device by the host pass (LaunchGrouping.h)
  run e2e-grouping 60 env LIBOMPTARGET_INFO=32 $B/grouping
  run grouping-chain 300 env OUT=$R $B/offload-bench chain 33554432 100 60 5
  run grouping-omp_chain 150 env OUT=$R $B/omp_chain 33554432 100 5 1 60
  run grouping-chain-bytes 60 env LIBOMPTARGET_INFO=32 OUT= $B/offload-bench chain 1048576 100 60 1
  run grouping-heat 300 env OUT=$R $B/offload-bench heat 4096 50 9
fi
if has launchcost; then # issue 27's targets, each measured by alternating programs (bench/rajaperf/rounds_report.py)
  # A synchronous launch against the CUDA runtime's: five rounds of 20000.
  for i in 1 2 3 4 5; do
    mkdir -p $R/launch-$i
    run launch-cuda-$i 60 env OUT=$R/launch-$i $B/cuda_launch 20000
    run launch-offload-$i 60 env OUT=$R/launch-$i $B/offload-bench launch 20000
  done
  # RAJAPerf's whole programs kernel by kernel, Rust, CUDA and OpenMP one
  # after another, so that the machine's drift reaches all three alike:
  # two rounds with glibc keeping freed memory (as the programs part), one
  # with the default allocator.
  kept=glibc.malloc.mmap_threshold=33554432:glibc.malloc.trim_threshold=17179869184
  for round in kept-1 kept-2 default; do
    tunables=$kept; [[ $round == default ]] && tunables=
    for k in COPY MUL ADD TRIAD DOT DAXPY INIT3 MULADDSUB REDUCE3_INT HYDRO_1D FIRST_DIFF \
             DIFF_PREDICT GEMM ATAX JACOBI_2D HEAT_3D PRESSURE; do
      mkdir -p $R/rounds/$round/$k
      for v in rust cuda omp; do
        run rounds/$round/$k/$v 120 env OUT=$R/rounds/$round/$k GLIBC_TUNABLES=$tunables \
          $B/rajaperf_$v 1000000 100 5 $k
      done
    done
  done
fi
if has order; then # the device pass's block order on and off (the kit's rajaperf_rust_noorder)
  # The slower kernels' forms without bounds checks and with sub-slices,
  # whose loops the order changes too, each binary twice, alternating.
  slow="DIFF_PREDICT GEMM ATAX JACOBI_2D HEAT_3D"
  for i in 1 2; do
    for b in rajaperf_rust rajaperf_rust_noorder; do
      for f in unchecked sliced; do
        run ncu-order-$b-$f-$i 300 env OUT= RAJAPERF_FORM=$f ncu --clock-control none \
          --metrics gpu__time_duration.sum $B/$b 1000000 9 1 $slow
      done
    done
  done
fi
if has chain; then # the chain three ways, clang's, and the bytes each way moves
  run chain 150 env OUT=$R $B/offload-bench chain 33554432 100 60 5
  run omp_chain 150 env OUT=$R $B/omp_chain 33554432 100 5 1 60
  run chain-bytes 60 env LIBOMPTARGET_INFO=32 OUT= $B/offload-bench chain 1048576 100 60 1
fi
if has transfer; then # pinned, pageable, and a slice page-locked by a data region
  run transfer 120 env OUT=$R $B/offload-bench transfer 1024 5
fi
tar -C $W -czf $OUT/results.tar.gz r
ls $R
