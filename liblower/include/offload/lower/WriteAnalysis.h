//===- offload/lower/WriteAnalysis.h - What a kernel writes -----*- C++ -*-===//
//
// Which reference and slice arguments a kernel may write through, found on
// the optimized device module.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LOWER_WRITEANALYSIS_H
#define OFFLOAD_LOWER_WRITEANALYSIS_H

#include "offload/lower/KernelABI.h"

#include "llvm/ADT/ArrayRef.h"

#include <vector>

namespace llvm {
class Argument;
class Function;
} // namespace llvm

namespace offload::lower {

/// True when the function of Param may write memory through Param (a
/// pointer parameter) or through a pointer derived from it, or when the
/// walk cannot see what becomes of it (below). A parameter that is not a
/// pointer is never written through.
///
/// The walk runs on the optimized device module (after the O3 pipeline has
/// inlined the unpack function and the kernel into the entry point and
/// inferred the `readonly`, `writeonly` and `captures(none)` attributes of
/// what it did not inline).
///
/// The analysis is a walk over the uses of one pointer parameter of an entry
/// point (`void @<device_symbol>(ptr dyn_ptr, <slots>)`, KernelABI.h). A
/// value derives from the parameter when it is the parameter or the result
/// of getelementptr, bitcast, addrspacecast, ptrtoint, inttoptr, integer
/// arithmetic, a cast between integers, phi, select or freeze on a derived
/// value, an element inserted into or extracted from a vector of derived
/// values, or llvm.ptrmask of one. A use of a derived value is:
///  * harmless: a load or a comparison; the source of memcpy / memmove; an
///    argument of a call whose callee only reads through that argument and
///    does not capture it (the argument's `readonly` / `readnone`
///    attributes or the call's memory effects on argument memory, and
///    `captures(none)`); llvm.assume's operand bundles;
///  * a write: the pointer operand of a store, an atomicrmw or a cmpxchg;
///    the destination of memset / memcpy / memmove; an argument of a call
///    whose callee may write through it;
///  * unknown, counted as a write: the pointer stored somewhere (the value
///    operand of a store, atomicrmw or cmpxchg), passed to a call that may
///    capture it, returned, used as a callee, or any instruction the walk
///    does not know.
/// The answer is therefore conservative: "not written" is a proof for the
/// code in the entry point; an entry point whose shape does not match its
/// slots has every pointer argument written.
bool mayWriteThrough(const llvm::Argument &Param);

/// The argument indices (KernelSlot::Arg of the Pointer and SliceData
/// slots), sorted and unique, that the entry point Entry may write
/// through. Entry must have the shape makeEntryPoint generates for Slots:
/// `dyn_ptr` then one parameter per slot; when it does not (parameter
/// count, or a pointer slot that is not a pointer parameter), every
/// reference and slice argument is returned. On the CPU device, whose
/// entry point stores its parameters in a slot array for the runner
/// (`__offload_cpu_run(unpack, slots, ...)`, CpuRunner.h), a parameter is
/// judged by the unpack function's loads of its slot.
std::vector<unsigned> writtenArguments(const llvm::Function &Entry,
                                       llvm::ArrayRef<KernelSlot> Slots);

} // namespace offload::lower

#endif
