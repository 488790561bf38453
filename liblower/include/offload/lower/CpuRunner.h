//===- offload/lower/CpuRunner.h - The CPU runner's bitcode -----*- C++ -*-===//
//
// The CPU runner (liblower/cpu/cpu_runner.c, its C declarations in
// cpu_runner.h beside it) runs a launch of an x86-64 device image, its
// blocks spread over a pool of OS threads started once per process. A
// kernel the device pass made into regions (ThreadRegions.cpp) runs each
// block region by region, each region a loop over the block's threads
// (__offload_cpu_run_regions); any other runs each block's threads one
// after another (serial mode) or, if it reaches the barrier, as concurrent
// OS threads, blocks one after another (concurrent mode), through
// __offload_cpu_run. libomptarget's host plugin calls an image's entry
// point once per launch; the entry point calls one of the two, and the
// image's device builtins call the runner's other functions.
//
// The build compiles the runner with clang 22 (--target=x86_64-unknown-
// linux-gnu -O2 -fPIC) to LLVM bitcode and embeds the bytes in this
// library, so that the device pass can link it into every x86-64 image
// without a file at run time. The runner calls libc, pthreads (glibc 2.34
// and later have them in libc) and syscall(SYS_futex) (Linux): the image
// leaves them undefined, and the process's libc defines them when
// libomptarget loads the image. Its state is thread-local (_Thread_local:
// general-dynamic TLS in the image). Worker threads have 2 MiB stacks.
// The device pass should internalize the runner's functions once it has
// linked them (they are not entry points).
//
// Public functions of the runner (C names, external linkage):
//   void __offload_cpu_run(void (*unpack)(const uint64_t *slots),
//                          const uint64_t *slots, const uint32_t geometry[6],
//                          int concurrent, uint64_t dynamic_shared_bytes,
//                          uint64_t static_shared_bytes,
//                          uint64_t static_shared_align)
//       IR: void (ptr, ptr, ptr, i32, i64, i64, i64). geometry: grid x, y,
//       z then block x, y, z. Shared memory sizes in bytes; the dynamic
//       part starts at the static size rounded up to 16 bytes; the buffer
//       is aligned to static_shared_align (a power of two) and to at least
//       64. Errors print a message on stderr and abort() (a concurrent
//       block of more than 1024 threads, threads or shared memory that
//       cannot be had, an alignment that is not a power of two).
//   void __offload_cpu_run_regions(const __offload_cpu_region *regions,
//                                  uint32_t region_count,
//                                  const uint64_t *slots,
//                                  const uint32_t geometry[6],
//                                  uint64_t frame_bytes, uint64_t frame_align,
//                                  uint64_t dynamic_shared_bytes,
//                                  uint64_t static_shared_bytes,
//                                  uint64_t static_shared_align,
//                                  uint32_t flags)
//       IR: void (ptr, i32, ptr, ptr, i64, i64, i64, i64, i64, i32). Each
//       region IR: i32 (ptr slots, ptr block, ptr shared_static, ptr
//       shared_dynamic, i64 dynamic_bytes, ptr frames, ptr cur, ptr next,
//       i64 first); cpu_runner.h says what each means, and what the flag
//       OFFLOAD_CPU_REGIONS_SPAN_X (a call runs a span of blocks) asks.
//   void __offload_cpu_enter_thread(uint32_t x, y, z, block_x)
//       IR: void (i32, i32, i32, i32). Names the region's current thread
//       and its block's x index before code that may panic.
//   int __offload_cpu_fault_begin(uint32_t *state)    IR: i32 (ptr)
//   void __offload_cpu_fault_end(void)                IR: void ()
//       The panic handler's claim of the fault record (the first panicking
//       (block, thread) of the launch wins), and its end.
//   uint32_t __offload_cpu_thread_idx(uint32_t dim)   IR: i32 (i32)
//   uint32_t __offload_cpu_block_idx(uint32_t dim)    IR: i32 (i32)
//   uint32_t __offload_cpu_block_dim(uint32_t dim)    IR: i32 (i32)
//   uint32_t __offload_cpu_grid_dim(uint32_t dim)     IR: i32 (i32)
//       The calling thread's values in dim 0 (x), 1 (y), 2 (z); 0 otherwise.
//   void __offload_cpu_barrier(void)                  IR: void ()
//       Waits for every thread of the block that has not ended (returned
//       from unpack or exited); a no-op in serial mode.
//   void *__offload_cpu_shared_static(void)           IR: ptr ()
//   void *__offload_cpu_shared_dynamic(void)          IR: ptr ()
//       This block's shared memory bases (static: static_shared_align;
//       dynamic: 16).
//   uint32_t __offload_cpu_shared_dynamic_bytes(void) IR: i32 ()
//       The bytes of dynamic shared memory (0 outside a launch; a size
//       above 2^32 - 1 reads as 2^32 - 1).
//   void __offload_cpu_fence(void)                    IR: void ()
//       A sequentially consistent fence.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LOWER_CPURUNNER_H
#define OFFLOAD_LOWER_CPURUNNER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace offload::lower {

/// The names of the runner's public functions (see the file comment).
namespace cpu_runner {
/// Every name below starts with it.
inline constexpr llvm::StringLiteral Prefix = "__offload_cpu_";
inline constexpr llvm::StringLiteral Run = "__offload_cpu_run";
inline constexpr llvm::StringLiteral ThreadIdx = "__offload_cpu_thread_idx";
inline constexpr llvm::StringLiteral BlockIdx = "__offload_cpu_block_idx";
inline constexpr llvm::StringLiteral BlockDim = "__offload_cpu_block_dim";
inline constexpr llvm::StringLiteral GridDim = "__offload_cpu_grid_dim";
inline constexpr llvm::StringLiteral Barrier = "__offload_cpu_barrier";
inline constexpr llvm::StringLiteral SharedStatic = "__offload_cpu_shared_static";
inline constexpr llvm::StringLiteral SharedDynamic = "__offload_cpu_shared_dynamic";
inline constexpr llvm::StringLiteral SharedDynamicBytes =
    "__offload_cpu_shared_dynamic_bytes";
inline constexpr llvm::StringLiteral Fence = "__offload_cpu_fence";
inline constexpr llvm::StringLiteral ExitThread = "__offload_cpu_exit_thread";
inline constexpr llvm::StringLiteral RunRegions = "__offload_cpu_run_regions";
inline constexpr llvm::StringLiteral EnterThread = "__offload_cpu_enter_thread";
inline constexpr llvm::StringLiteral FaultBegin = "__offload_cpu_fault_begin";
inline constexpr llvm::StringLiteral FaultEnd = "__offload_cpu_fault_end";
/// The target triple the runner is compiled for.
inline constexpr llvm::StringLiteral Triple = "x86_64-unknown-linux-gnu";
} // namespace cpu_runner

/// The runner's LLVM bitcode, as the build compiled it (a few tens of
/// kilobytes; never empty). The bytes live as long as the program.
llvm::StringRef cpuRunnerBitcode();

/// Parses cpuRunnerBitcode() into a new module in Ctx (triple
/// x86_64-unknown-linux-gnu, with the functions above defined). Errors:
/// the bitcode cannot be read by this LLVM (a build that embedded bitcode
/// of another LLVM version), with the bitcode reader's message.
llvm::Expected<std::unique_ptr<llvm::Module>> loadCpuRunner(llvm::LLVMContext &Ctx);

} // namespace offload::lower

#endif // OFFLOAD_LOWER_CPURUNNER_H
