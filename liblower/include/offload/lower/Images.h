//===- offload/lower/Images.h - Device images and packages ------*- C++ -*-===//
//
// Device images and packages: the files `offload-lower device` writes and
// `offload-lower host` reads (OffloadBinary entries).
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LOWER_IMAGES_H
#define OFFLOAD_LOWER_IMAGES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Object/OffloadBinary.h"
#include "llvm/Support/Error.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace offload::lower {

/// One device image and where it runs.
struct DeviceImage {
  std::string Triple;  ///< e.g. x86_64-unknown-linux-gnu, nvptx64-nvidia-cuda
  std::string Arch;    ///< e.g. x86-64, sm_90
  llvm::object::ImageKind Kind = llvm::object::IMG_None;
  std::string Bytes;   ///< the raw image: an ELF shared object or cubin
  std::string Origin;  ///< file it came from, for messages
  /// Per device symbol: the argument indices the kernel may write
  /// through in this image, ascending. A kernel absent from the map was
  /// not analysed (an older package): it may write every argument.
  std::map<std::string, std::vector<unsigned>> Writes;
  /// Device symbols of the kernels whose stack this image cannot bound.
  std::set<std::string> UnboundedStack;
  /// For a record of an image left out when the program was built (no
  /// Bytes): why, on one line (`kernels.rs:11: gfx90a cannot compile ...`).
  std::string LeftOut;
  /// For such a record: the diagnostics of the failed build, as printed.
  std::string LeftOutReport;

  /// True for images the HOST (CPU) plugin runs.
  bool isHostImage() const;
  /// True for a record of an image left out at build time.
  bool isLeftOut() const { return !LeftOut.empty(); }
};

/// A record of the image for Triple and Arch, left out because of Reason
/// (one line), with Report (the diagnostics as printed).
DeviceImage leftOutImage(llvm::StringRef Triple, llvm::StringRef Arch, llvm::StringRef Reason,
                         llvm::StringRef Report);

/// Serializes images as concatenated OffloadBinary entries (kind OpenMP).
///
/// A device package is a file of one or more OffloadBinary (version 1, as
/// LLVM 22 reads it: llvm/Object/OffloadBinary.h) entries, one per device
/// image, each with `triple` and `arch` strings. `offload-lower device`
/// writes them; `offload-lower host` embeds the raw images they hold (the
/// runtime must see the raw image, not the container:
/// docs/runtime-abi.md).
///
/// Besides `triple` and `arch`, an entry has one string per kernel that the
/// device pass analysed: key `offload.writes.<device symbol>`, value the
/// indices of the kernel arguments the kernel may write through
/// (WriteAnalysis.h), in decimal, ascending, separated by commas (`0,2`;
/// empty when it writes none). Older packages have no such strings: a
/// kernel without one is taken to write every argument.
///
/// A kernel whose stack its image cannot bound (recursion, indirect calls or
/// dynamically sized stack data reach it: StackAnalysis.h) also has the
/// string `offload.stack.<device symbol>` = `unbounded`; the host pass then
/// asks the launch runtime for a larger stack per thread (docs/design.md).
///
/// An entry may instead record an image that was left out when the program
/// was built (a device target that was not asked for by name and whose
/// image could not be built, docs/tasks/build-a-project.md): it holds no image, and
/// its strings `offload.left_out` (why, on one line) and
/// `offload.left_out.report` (the diagnostics, as printed). The host pass
/// registers no image for it and tells the launch runtime about it.
std::string writePackage(llvm::ArrayRef<DeviceImage> Images);

/// The string-map key of a kernel's written arguments:
/// `offload.writes.<device symbol>`.
std::string writesKey(llvm::StringRef DeviceSymbol);

/// Reads every image of the package at Path, with its Writes records.
/// Errors: unreadable file, not an OffloadBinary, an entry without triple,
/// an `offload.writes.` string that is not a comma-separated list of
/// decimal argument indices.
llvm::Expected<std::vector<DeviceImage>> readPackage(llvm::StringRef Path);

/// readPackage on a package's Bytes already in memory; Path names it in
/// errors and becomes each image's Origin. Errors: those of readPackage
/// but the unreadable file (an entry that overruns the bytes among them).
llvm::Expected<std::vector<DeviceImage>> parsePackage(llvm::StringRef Bytes,
                                                      llvm::StringRef Path);

/// Reads every image of every package in Paths, in order.
llvm::Expected<std::vector<DeviceImage>>
readPackages(llvm::ArrayRef<std::string> Paths);

/// The string-map key of a kernel's stack record: `offload.stack.<device
/// symbol>`.
std::string stackKey(llvm::StringRef DeviceSymbol);

/// Whether some image cannot bound the stack of kernel DeviceSymbol.
bool anyImageUnboundedStack(llvm::ArrayRef<DeviceImage> Images,
                            llvm::StringRef DeviceSymbol);

/// Whether any image may write through argument Arg of the kernel
/// DeviceSymbol: true when one of Images records that it does, or when one
/// has no record for the kernel (an older package: stay conservative).
/// Records of images left out do not count.
bool mayAnyImageWrite(llvm::ArrayRef<DeviceImage> Images,
                      llvm::StringRef DeviceSymbol, unsigned Arg);

/// Orders images for registration: GPU images first, the host image last,
/// so that the default device is a GPU when there is one (device numbers
/// follow image order; docs/runtime-abi.md). Stable otherwise.
void orderForRegistration(std::vector<DeviceImage> &Images);

/// Checks that every symbol in Kernels is a defined function the runtime
/// can find in Image: for a shared object, an exported (dynamic, default
/// visibility) function; for a cubin, a global function. A missing kernel
/// would crash the program at launch instead of reporting an error
/// (docs/runtime-abi.md), so this runs at build time.
/// Errors: the image is not an ELF file; one error listing every missing
/// kernel.
llvm::Error checkKernelSymbols(const DeviceImage &Image,
                               llvm::ArrayRef<std::string> Kernels);

} // namespace offload::lower

#endif
