//===- offload/lower/KernelABI.h - Kernel argument slots --------*- C++ -*-===//
//
// The one argument list that both the host launch and every device image
// agree on. Facts from docs/runtime-abi.md (verified on
// the HOST plugin and the H200's CUDA plugin):
//  * with KernelArgsTy version 3 the runtime passes a hidden `dyn_ptr` first,
//    then one 8-byte slot per map entry that has TARGET_PARAM;
//  * every parameter must be an 8-byte slot (a pointer or an i64): an
//    argument passed by value travels as its bytes in ceil(size / 8) slots
//    (zero-padded; none for a zero-sized value), which the device roots
//    read back as the value (in the frontend's unpack function);
//  * the HOST plugin calls the kernel once and ignores the grid, so the grid
//    and block sizes and the bytes of dynamic shared memory travel as seven
//    trailing LITERAL slots, which every image receives and the x86-64
//    image loops over (GPUs read the same values from their registers).
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LOWER_KERNELABI_H
#define OFFLOAD_LOWER_KERNELABI_H

#include "offload/layout/Layout.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstdint>
#include <vector>

namespace offload::lower {

/// What a kernel slot carries.
enum class SlotRole {
  Value,       ///< 8 bytes of a by-value argument, at byte 8 * Part (LITERAL)
  Pointer,     ///< the device address of a Reference's pointee
  SliceData,   ///< the device address of a Slice's elements
  SliceLength, ///< a Slice's length in elements (LITERAL)
  SliceShape,  ///< a Slice's shape member Part (a Region2d's width or rows; LITERAL)
  Geometry,    ///< grid x, y, z, block x, y, z, dynamic shared bytes (LITERAL)
};

/// One 8-byte kernel slot and its map entry.
struct KernelSlot {
  SlotRole Role;
  unsigned Arg;     ///< index of the kernel argument; Geometry: 0..6
  uint64_t MapType; ///< full map type, TARGET_PARAM included
  unsigned Part = 0; ///< Value: which 8 bytes of the argument; SliceShape: which member
};

/// Number of trailing geometry slots: grid x, y, z, block x, y, z, then
/// the bytes of dynamic shared memory per block (the runtime library's
/// geometry, OFFLOAD_RT_GEOMETRY in offload/runtime/launch.h).
inline constexpr unsigned NumGeometrySlots = 7;
/// The geometry slot that holds the bytes of dynamic shared memory.
inline constexpr unsigned DynamicSharedSlot = 6;

/// The words of a launch that the host pass hands the launch runtime
/// (OFFLOAD_RT_LAUNCH_WORDS in offload/runtime/launch.h; a unit test checks
/// that the two agree): the geometry, then the stack bytes per thread the
/// launch asks for (StackBytesWord; 0: what the kernel needs), then the
/// kernel's properties from its images (KernelWord, bits below).
inline constexpr unsigned NumLaunchWords = 9;
inline constexpr unsigned StackBytesWord = 7;
inline constexpr unsigned KernelWord = 8;
/// KernelWord bit: some image cannot bound the kernel's stack
/// (Images.h, `offload.stack.`).
inline constexpr uint32_t KernelUnboundedStack = 0x1;

/// The slots of a kernel with these argument layouts, in order (each
/// argument's ArgLayout::slotCount()), geometry last.
std::vector<KernelSlot> kernelSlots(llvm::ArrayRef<layout::ArgLayout> Args);

/// A slot's name in messages and IR: `grid.x` ... `block.z` and
/// `shared.dynamic` for geometry,
/// else ArgPrefix and the argument's index, then `.len` for a slice's
/// length or `.N` for the N-th slot of a value wider than one slot
/// (`args.2`, `args.1.len`, `args.0.1`).
std::string slotName(const KernelSlot &S, llvm::ArrayRef<layout::ArgLayout> Args,
                     llvm::StringRef ArgPrefix);

/// Drops the copies back that no kernel needs: FROM is cleared from the map
/// type of every Pointer and SliceData slot whose argument the kernel never
/// writes through. MayWrite(Arg) says whether some device image may write
/// through argument Arg (WriteAnalysis.h; true when unknown). So an
/// unwritten `&mut T` / `&mut [T]` (TO|FROM) or `&T` with interior
/// mutability becomes TO (copied in only), and an unwritten
/// `&mut [MaybeUninit<T>]` (FROM, ArgLayout::Uninit) becomes 0: allocated
/// on the device, nothing copied. TARGET_PARAM and every other slot are
/// left as they are.
void refineMapTypes(llvm::MutableArrayRef<KernelSlot> Slots,
                    llvm::function_ref<bool(unsigned Arg)> MayWrite);

/// Names of the device builtins the support crate declares and
/// `offload-lower device` resolves per target (docs/design.md).
namespace builtin {
inline constexpr const char *Prefix = "__offload_";
inline constexpr const char *ThreadIdx[3] = {"__offload_thread_idx_x",
                                             "__offload_thread_idx_y",
                                             "__offload_thread_idx_z"};
inline constexpr const char *BlockIdx[3] = {"__offload_block_idx_x",
                                            "__offload_block_idx_y",
                                            "__offload_block_idx_z"};
inline constexpr const char *BlockDim[3] = {"__offload_block_dim_x",
                                            "__offload_block_dim_y",
                                            "__offload_block_dim_z"};
inline constexpr const char *GridDim[3] = {"__offload_grid_dim_x",
                                           "__offload_grid_dim_y",
                                           "__offload_grid_dim_z"};
/// `noreturn void ()`: stops the kernel (`llvm.trap`); on a GPU the device
/// is lost and libomptarget ends the program.
inline constexpr const char *Trap = "__offload_trap";
/// `noreturn void (ptr file, i64 file_len, i32 line, i32 column, ptr
/// message, i64 message_len)`: the panic handler. The first thread of the
/// launch to panic writes the fault record (FaultRecord below) that the
/// image's FaultSlot points at; then the thread ends (PTX `exit`; on AMD
/// GPUs `s_endpgm`, which ends its wavefront; on the CPU device the
/// runner's __offload_cpu_exit_thread) and the launch runs on, so that the
/// launch runtime can report the panic and the device stays usable. With
/// no record (a null slot) it traps as Trap does.
inline constexpr const char *Panic = "__offload_panic";
/// The pointer global every device image defines (null at load; visible, so
/// that libomptarget maps it through the program's offload entry of the
/// same name): the address of the launch runtime's fault record for the
/// device, in memory the device can write and the host read.
inline constexpr const char *FaultSlot = "__offload_fault_slot";
/// Block barrier: waits until every thread of the block that has not
/// ended (returned from the kernel or panicked) has arrived (`barrier.sync
/// 0` on NVIDIA GPUs, `s_barrier` on AMD GPUs).
inline constexpr const char *SyncThreads = "__offload_sync_threads";
/// Threads in lockstep: 32 on NVIDIA GPUs, 1 on the CPU device (u32).
inline constexpr const char *WarpSize = "__offload_warp_size";
/// `f32 (ptr, f32)` / `f64 (ptr, f64)`: atomic add, returns the old value
/// (`atomicrmw fadd`, monotonic).
inline constexpr const char *AtomicAddF32 = "__offload_atomic_add_f32";
inline constexpr const char *AtomicAddF64 = "__offload_atomic_add_f64";
/// `ptr (ptr storage)`: a block's static shared memory. `storage` is a
/// defined global of the device code (possibly through address-space casts,
/// or a phi or select of such globals) that stands for one shared array:
/// the call returns, as a generic pointer, the address of that array in the
/// calling thread's block, of the global's size and alignment (its ABI
/// alignment when it has none). The global's own memory is never used
/// (`.shared` on NVIDIA GPUs, LDS on AMD GPUs, a part of the block's buffer
/// on the CPU device).
inline constexpr const char *SharedMemory = "__offload_shared_memory";
/// `ptr (ptr storage)`: as SharedMemory, for an array that must be zero
/// when the block starts (the support crate's shared atomics): on GPUs each
/// kernel that reaches it zeroes it at its entry, its threads sharing the
/// stores, then waits at the block barrier, before any of its own code
/// runs (so before any thread can return); the CPU device's shared buffers
/// start zeroed.
inline constexpr const char *SharedMemoryZeroed = "__offload_shared_memory_zeroed";
/// `ptr ()`: the block's dynamic shared memory (the bytes the launch asked
/// for, 16-byte aligned; `.extern .shared` on NVIDIA GPUs).
inline constexpr const char *DynamicShared = "__offload_dynamic_shared";
/// `u32 ()`: how many bytes of dynamic shared memory the launch gave each
/// block (`%dynamic_smem_size` on NVIDIA GPUs).
inline constexpr const char *DynamicSharedBytes = "__offload_dynamic_shared_bytes";
/// `ptr ()`: as DynamicShared, for dynamic shared memory that must be zero
/// when the kernel's code starts (the support crate's dynamic shared
/// atomics): on GPUs each kernel that reaches it zeroes all the launch's
/// dynamic shared bytes at its entry, as SharedMemoryZeroed.
inline constexpr const char *DynamicSharedZeroed = "__offload_dynamic_shared_zeroed";
/// `iN (ptr)` for N = 8, 16, 32, 64: a frozen load, `freeze (load iN, ptr)`
/// (at N / 8 alignment): the bits there, or, where the load races with a
/// write or reads memory nothing wrote, some fixed value, never undefined
/// behaviour (LLVM LangRef, "Memory Model for Concurrent Operations" and
/// `freeze`). The support crate reads shared memory with it.
inline constexpr const char *FrozenLoad[4] = {
    "__offload_frozen_load_8", "__offload_frozen_load_16",
    "__offload_frozen_load_32", "__offload_frozen_load_64"};
} // namespace builtin

/// The fault record the panic handler writes (byte offsets, little endian;
/// the launch runtime's `offload_rt_fault` in offload/runtime/launch.h,
/// which checks them at compile time): u32 state (0 none, 1 a thread
/// panicked), u32 line, u32 column, u32 file_len, u32 message_len (bytes of
/// the strings, maybe more than the copies hold), u32 thread index x/y/z,
/// u32 block index x/y/z, then the first FileBytes bytes of the file name
/// and the first MessageBytes bytes of the message.
namespace fault {
inline constexpr unsigned State = 0, Line = 4, Column = 8, FileLen = 12,
                          MessageLen = 16, ThreadIdx = 20, BlockIdx = 32,
                          File = 48, FileBytes = 160, Message = 208,
                          MessageBytes = 160, RecordBytes = 368;
} // namespace fault

} // namespace offload::lower

#endif
