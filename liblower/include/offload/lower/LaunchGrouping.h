//===- offload/lower/LaunchGrouping.h - Data kept on the device -*- C++ -*-===//
//
// Host pass: the launches of a loop share one data region, so that host
// data the host does not touch inside the loop is copied in before it and
// back after it, not at every launch (docs/design.md, "Data kept on the
// device across launches").
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LOWER_LAUNCHGROUPING_H
#define OFFLOAD_LOWER_LAUNCHGROUPING_H

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace offload::lower {

/// Host data one argument of a launch function maps: a reference (ElemSize
/// bytes at the pointer) or a slice (length * ElemSize bytes).
struct GroupableArg {
  unsigned Arg = 0;              ///< the kernel argument's index
  uint64_t PointerOffset = 0;    ///< bytes from the argument block's start
  std::optional<uint64_t> LengthOffset; ///< slices: the length's, likewise
  uint64_t ElemSize = 0;         ///< bytes
  uint64_t MapType = 0;          ///< To and/or From (layout::map)
};

/// A launch function (an instance's host symbol) whose one launch takes
/// its argument block, device and device-memory bits from its own
/// parameters, so that its callers show what it maps.
struct LaunchFunction {
  llvm::Function *F = nullptr;
  unsigned ArgsParam = 0, DeviceParam = 0, DeviceArgsParam = 0;
  std::vector<GroupableArg> Args; ///< the host data arguments
  /// Mapped arguments the grouping cannot describe (shapes, atomic cells):
  /// their block offsets, whose pointers must not overlap grouped data.
  std::vector<uint64_t> OtherPointerOffsets;
};

/// What groupLaunches did in a module.
struct GroupCounts {
  unsigned Loops = 0;  ///< loops given a data region
  unsigned Ranges = 0; ///< host ranges those regions hold
};

/// Gives each loop of M that calls the launch functions a data region
/// (`__offload_rt_data_begin` before it, `__offload_rt_data_end` at each
/// exit) for the host ranges its launches pass when, inside the loop:
/// every such launch runs on the default device with no device memory;
/// the range's pointer and length are the same in every iteration; no
/// instruction may unwind; and nothing but the launches may read or write
/// the range (alias analysis: BasicAA and scoped noalias) or map memory
/// that overlaps it. A loop that fails one of these keeps its copies per
/// launch. Emits optimization remarks (pass name `offload-group-launches`)
/// at the loop for what was grouped and, missed, why a range was not.
GroupCounts groupLaunches(llvm::Module &M, llvm::ArrayRef<LaunchFunction> Launchers);

} // namespace offload::lower

#endif // OFFLOAD_LOWER_LAUNCHGROUPING_H
