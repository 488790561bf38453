//===- offload/lower/KernelABI.h - Kernel argument slots --------*- C++ -*-===//
//
// The one argument list the host launch and every device image agree on
// (docs/runtime-abi.md), and the C++ forms of offload/abi's lists: device
// builtins, the fault record, the words of a launch.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LOWER_KERNELABI_H
#define OFFLOAD_LOWER_KERNELABI_H

#include "offload/abi/ABI.h"
#include "offload/layout/Layout.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <optional>

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
/// the bytes of dynamic shared memory per block (offload/abi/Launch.def).
inline constexpr unsigned NumGeometrySlots = OFFLOAD_RT_GEOMETRY;
/// The geometry slot that holds the bytes of dynamic shared memory.
inline constexpr unsigned DynamicSharedSlot = OFFLOAD_RT_WORD_DYNAMIC_SHARED;

/// The words of a launch that the host pass hands the launch runtime: the
/// geometry, then the stack bytes per thread the launch asks for (0: what
/// the kernel needs), then the kernel's properties from its images
/// (KernelWord, bits below).
inline constexpr unsigned NumLaunchWords = OFFLOAD_RT_LAUNCH_WORDS;
inline constexpr unsigned StackBytesWord = OFFLOAD_RT_WORD_STACK_BYTES;
inline constexpr unsigned KernelWord = OFFLOAD_RT_WORD_KERNEL;
/// KernelWord bit: some image cannot bound the kernel's stack
/// (Images.h, `offload.stack.`).
inline constexpr uint32_t KernelUnboundedStack = OFFLOAD_RT_KERNEL_UNBOUNDED_STACK;

/// The name of launch word W in messages and IR (`grid.x`, `stack_bytes`).
llvm::StringRef launchWordName(unsigned W);

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

/// What a device builtin does (offload/abi/Builtins.def).
enum class BuiltinKind {
#define OFFLOAD_BUILTIN_KIND(Kind) Kind,
#include "offload/abi/Builtins.def"
};

/// A device builtin, which frontends declare and `offload-lower device`
/// resolves per target: its symbol, what it does, and which of its kind
/// (the dimension, 0..2: x, y, z; the width of a FrozenLoad, 0..3: 8 <<
/// Index bits), and its signature in Builtins.def's notation.
struct Builtin {
  llvm::StringRef Name;
  BuiltinKind Kind;
  unsigned Index;
  llvm::StringRef Result; ///< `u32`, `ptr`, `void`, `never`, ...
  llvm::StringRef Params; ///< `()`, `(ptr, f32)`, ...
};

/// Every device builtin, in Builtins.def's order.
llvm::ArrayRef<Builtin> builtins();
/// The builtin whose symbol is Name, if there is one.
std::optional<Builtin> builtinNamed(llvm::StringRef Name);
/// The symbol of the builtin of Kind and Index (`__offload_thread_idx_y`).
llvm::StringRef builtinName(BuiltinKind Kind, unsigned Index = 0);

namespace builtin {
/// The prefix of every builtin's and global's symbol.
inline constexpr const char *Prefix = "__offload_";
/// The globals every device image defines (Builtins.def's OFFLOAD_GLOBAL):
/// `builtin::fault_slot` is `__offload_fault_slot`.
#define OFFLOAD_GLOBAL(Name, Type) inline constexpr const char *Name = "__offload_" #Name;
#include "offload/abi/Builtins.def"
} // namespace builtin

/// Byte offsets in the fault record the panic handler writes
/// (offload_rt_fault, offload/abi/Records.def; little endian).
namespace fault {
inline constexpr unsigned State = offsetof(offload_rt_fault, state),
                          Line = offsetof(offload_rt_fault, line),
                          Column = offsetof(offload_rt_fault, column),
                          FileLen = offsetof(offload_rt_fault, file_len),
                          MessageLen = offsetof(offload_rt_fault, message_len),
                          ThreadIdx = offsetof(offload_rt_fault, thread_idx),
                          BlockIdx = offsetof(offload_rt_fault, block_idx),
                          File = offsetof(offload_rt_fault, file),
                          FileBytes = sizeof(offload_rt_fault::file),
                          Message = offsetof(offload_rt_fault, message),
                          MessageBytes = sizeof(offload_rt_fault::message),
                          RecordBytes = sizeof(offload_rt_fault);
} // namespace fault

} // namespace offload::lower

#endif
