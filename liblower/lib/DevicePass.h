//===- DevicePass.h - The device pass's target-independent parts -*- C++ -*-===//
//
// What the files of the device pass share, by file: its builtins, shared
// memory, entry points, panics, IR fix-ups and image emission. The target's
// parts are in DeviceTarget.h. Private to liblower.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LOWER_LIB_DEVICEPASS_H
#define OFFLOAD_LOWER_LIB_DEVICEPASS_H

#include "offload/lower/DeviceLowering.h"
#include "offload/lower/KernelABI.h"
#include "offload/manifest/Manifest.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Alignment.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace llvm {
class CallBase;
class DILocation;
class DISubprogram;
class DataLayout;
class Function;
class GlobalVariable;
class Module;
class TargetMachine;
} // namespace llvm

namespace offload::lower {

class DeviceTarget;

//===-- Builtins.cpp ------------------------------------------------------===//

/// The calls of F (not other uses).
std::vector<llvm::CallBase *> callsOf(llvm::Function &F);
/// Checks every declared `__offload_*` function (the CPU runner's aside):
/// it must be a builtin of offload/abi/Builtins.def, of its type there.
llvm::Error checkBuiltinDeclarations(const llvm::Module &M, llvm::StringRef FileName);
/// Replaces every call of a declared `__offload_*` builtin: the panic
/// handler defined, the target-independent ones here, the others by the
/// target.
llvm::Error resolveBuiltins(llvm::Module &M, DeviceTarget &Target);
/// The functions from which the block barrier can be reached.
llvm::DenseSet<const llvm::Function *> reachBarrier(llvm::Module &M);

/// On the optimized x86-64 module (ThreadRegions.cpp): each launch through
/// the CPU runner's __offload_cpu_run whose kernel can be made so becomes a
/// launch of regions (__offload_cpu_run_regions, CpuRunner.h): the
/// functions that read the thread's position, shared memory or the barrier
/// are inlined into a copy of the kernel's unpack function; the copy is cut
/// at each barrier into regions; values a later region uses, and the
/// kernel's allocas, move to a per-thread frame; and each region becomes a
/// loop over the block's threads (x fastest) with the position as loop
/// variables, which LLVM can then optimize and vectorize. A thread names
/// itself to the runner before any call that may panic. A kernel that
/// cannot be made so (recursion or indirect calls reaching those readers,
/// dynamic allocas, more than OFFLOAD_CPU_MAX_REGIONS regions, a very large
/// kernel) keeps __offload_cpu_run. Returns whether M changed (it then
/// needs optimizing again).
bool formThreadRegions(llvm::Module &M);

//===-- SharedMemory.cpp --------------------------------------------------===//

/// The block's static shared memory arrays: the globals that the calls of
/// BuiltinKind::SharedMemory and SharedMemoryZeroed name, in the module's
/// order; Zeroed gets those of the latter. Errors: a call's argument is not
/// made of globals.
llvm::Expected<std::vector<llvm::GlobalVariable *>>
sharedArrays(llvm::Module &M, llvm::StringRef FileName,
             llvm::DenseSet<const llvm::GlobalVariable *> &Zeroed);
/// The alignment of shared array G: the global's, else its type's ABI
/// alignment.
llvm::Align sharedAlignment(const llvm::GlobalVariable &G);
/// Bytes of one buffer that holds the arrays, each at its alignment, and
/// each array's offset; MaxAlign becomes the largest alignment (at least
/// 16), which the buffer must have.
uint64_t layoutSharedArrays(const llvm::Module &M, llvm::ArrayRef<llvm::GlobalVariable *> Arrays,
                            std::vector<uint64_t> &Offsets, llvm::Align &MaxAlign);
/// The end of the last array of that layout (Arrays, Offsets) that F
/// reaches (through calls and uses), rounded up to 16; 0 when it reaches
/// none: the part of the buffer a kernel whose code starts at F uses.
uint64_t sharedEndReachedFrom(const llvm::Function &F, llvm::ArrayRef<llvm::GlobalVariable *> Arrays,
                              llvm::ArrayRef<uint64_t> Offsets);
/// Errors: the shared arrays Unpack reaches exceed what the target gives a
/// block.
llvm::Error checkStaticSharedLimit(const DeviceTarget &Target, const llvm::Function &Unpack,
                                   llvm::ArrayRef<llvm::GlobalVariable *> Arrays,
                                   const manifest::KernelInstance &K);
/// Makes the zeroed shared memory zero when a kernel starts, on targets
/// whose kernels do it (each unpack function of EntryPoints once), then
/// makes the zeroed dynamic shared memory the dynamic shared memory.
/// Errors: that builtin has the wrong type.
llvm::Error zeroSharedMemory(llvm::Module &M, const DeviceTarget &Target,
                             const std::map<std::string, llvm::Function *> &Unpacks,
                             const llvm::StringSet<> &EntryPoints,
                             llvm::ArrayRef<llvm::GlobalVariable *> Arrays,
                             const llvm::DenseSet<const llvm::GlobalVariable *> &Zeroed,
                             llvm::StringRef FileName);
/// Gives every shared array its memory (the target's placement) and
/// replaces each call of the shared memory builtins by the address of its
/// array in the block. The arrays' own globals go when nothing else uses
/// them.
void placeSharedArrays(llvm::Module &M, DeviceTarget &Target,
                       llvm::ArrayRef<llvm::GlobalVariable *> Arrays);

//===-- EntryPoints.cpp ---------------------------------------------------===//

/// Where a build error about an instance goes: the user's first launch of
/// it, else its place in the manifest.
manifest::SourceLocation instanceLocation(const manifest::KernelInstance &K,
                                          llvm::StringRef FileName);
/// The source name of a function: its linkage name demangled, else its name.
std::string sourceNameOf(const llvm::DISubprogram &SP);
/// Every kernel's DISubprogram, by its source name (`kernels::fill::<u8>`).
llvm::StringMap<const llvm::DISubprogram *> kernelSubprograms(const llvm::Module &M);
/// Checks that the device lays out every argument of K as the host does.
llvm::Error checkLayouts(const manifest::KernelInstance &K, const llvm::DISubprogram &SP,
                         const llvm::DataLayout &DL, llvm::StringRef Target,
                         const layout::Conventions &Conv);
/// Generates `void @<device_symbol>(ptr dyn_ptr, <slots>)`, which calls the
/// instance's unpack function as the target runs a kernel.
llvm::Expected<llvm::Function *> makeEntryPoint(llvm::Module &M, llvm::Function &Unpack,
                                                const manifest::KernelInstance &K,
                                                llvm::ArrayRef<layout::ArgLayout> Layouts,
                                                DeviceTarget &Target);

//===-- Panics.cpp --------------------------------------------------------===//

/// The image's fault slot (builtin::fault_slot), made on first use.
llvm::GlobalVariable *faultSlot(llvm::Module &M, const DeviceTarget &Target);
/// Defines the panic handler F, BuiltinKind::Panic.
llvm::Error definePanic(llvm::Module &M, llvm::Function &F, const DeviceTarget &Target);

//===-- IRFixups.cpp ------------------------------------------------------===//

/// Gives every definition but those named in Keep internal linkage.
void internalize(llvm::Module &M, const llvm::StringSet<> &Keep);
/// Tells the AMDGPU backend that no atomic of M touches fine-grained or
/// remote memory.
void markCoarseGrainedAtomics(llvm::Module &M);
/// Makes every under-aligned store of a floating-point value store its bits
/// through an integer copy (for ptxas).
void copyUnalignedFloatStores(llvm::Module &M);
/// Reduces M's debug info to line directives (`.file`, `.loc`).
void keepLineDirectivesOnly(llvm::Module &M);

//===-- ImageEmission.cpp, BackendErrors.cpp ------------------------------===//

/// Generates M's object code and links it by ld.lld into a shared object
/// (x86-64 for the HOST plugin, an AMD GPU code object): Image's Bytes and
/// Kind.
llvm::Error emitSharedObject(llvm::Module &M, llvm::TargetMachine &TM,
                             const DeviceOptions &Options, DeviceImage &Image,
                             llvm::function_ref<llvm::Error(llvm::Error)> CodegenFailed);
/// Turns a code generation failure of the device module into diagnostics at
/// the source lines whose operations the backend cannot compile, or at the
/// kernels over a limit of the target.
llvm::Error locateCodegenFailure(llvm::Module &WithDebugInfo, llvm::TargetMachine &TM,
                                 const manifest::Manifest &Man, llvm::StringRef Arch,
                                 llvm::Error Failure);

} // namespace offload::lower

#endif
