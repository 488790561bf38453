//===- offload/manifest/Manifest.h - Kernel-instance manifests --*- C++ -*-===//
//
// The manifest lists every kernel instance a host program launches: which
// kernel (its name and concrete generic arguments), the device symbol the
// instance has in every device image, which host functions launch it and
// where, and the types, layouts and offsets of its arguments. A frontend
// writes it (for Rust, `offload-manifest extract` from host bitcode; any
// other through the C API); the device pass builds its instances; the host
// pass lowers its launches. The file format is JSON, described by
// schemas/manifest.schema.json and docs/manifest-format.md.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_MANIFEST_MANIFEST_H
#define OFFLOAD_MANIFEST_MANIFEST_H

#include "offload/layout/Layout.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace offload::manifest {

/// The newest format version this library writes (3.0: an argument's type
/// is `type`, whatever the frontend; 3.1 adds an argument's `offset`).
/// Reading accepts 3.x and the previous major version, 2.x (where the field
/// was `rust_type`); any other major version is an error.
inline constexpr unsigned FormatMajor = 3;
inline constexpr unsigned FormatMinor = 1;
/// The 3.x minor version that added the argument field `offset`.
inline constexpr unsigned FormatMinorOffset = 1;
/// The oldest major version still read.
inline constexpr unsigned FormatMajorOldest = 2;
/// The 2.x minor version that added the optional layout field `uninit`
/// (every 3.x has it).
inline constexpr unsigned FormatMinorUninit = 1;

/// A place in a source file; Line and Column are 1-based (0 = unknown).
struct SourceLocation {
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
  bool operator==(const SourceLocation &O) const {
    return File == O.File && Line == O.Line && Column == O.Column;
  }
  bool operator<(const SourceLocation &O) const;
};

/// One argument of a kernel instance, in the kernel's parameter order.
struct KernelArgument {
  /// The type as the frontend's debug info names it (the manifest's `type`;
  /// rustc: `f32`, `&[f32]`, `&mut [f32]`).
  std::string TypeName;
  /// The layout liblayout computed from the host's debug info (written by
  /// extract; optional for other producers). The device pass checks that the
  /// device's layout of the same type agrees.
  std::optional<layout::ArgLayout> Layout;
  /// Bytes from the start of the launch's argument block (the memory the
  /// launch marker's `args` operand points at) to this argument: the host
  /// pass reads the argument there. Optional (manifest 3.1 `offset`); the
  /// host pass needs it.
  std::optional<uint64_t> Offset;
};

/// One kernel instance the host launches.
struct KernelInstance {
  /// The kernel's name without generic arguments, as the device's debug
  /// info names it (Rust: `kernels::saxpy`, C: `saxpy`).
  std::string Kernel;
  /// Concrete generic arguments, in order (types and const values), as
  /// the demangler spells them, e.g. `f32`, `16`. Empty when the kernel is
  /// not generic (always in C).
  std::vector<std::string> GenericArgs;
  /// The kernel's symbol in every device image and in the offload entry.
  std::string DeviceSymbol;
  /// The host functions that launch this instance (linkage names in the
  /// host bitcode: one per crate that launches it), sorted; the host pass
  /// rewrites them.
  std::vector<std::string> HostSymbols;
  /// Where the host launches it, sorted, without duplicates.
  std::vector<SourceLocation> LaunchSites;
  /// The kernel's arguments.
  std::vector<KernelArgument> Args;
  /// Where the instance was read from (manifest file, line, column of its
  /// object); empty for instances not read from a file. Not written.
  SourceLocation ReadFrom;

  /// `Kernel` followed by `::<GenericArgs...>` when there are any.
  std::string displayName() const;
};

/// A whole manifest. Instances are kept sorted by (Kernel, GenericArgs) so
/// that the written file is deterministic.
struct Manifest {
  unsigned Major = FormatMajor;
  /// As read; toJSON writes the oldest minor version its content needs.
  unsigned Minor = 0;
  /// Free text naming the program that wrote the file.
  std::string Producer;
  std::vector<KernelInstance> Instances;

  /// Sorts instances and their launch sites (the canonical order).
  void sort();
  /// The instance with this device symbol, or null.
  const KernelInstance *findByDeviceSymbol(llvm::StringRef Symbol) const;
};

/// The device symbol the toolkit gives a kernel instance: the display name
/// with every character outside [A-Za-z0-9_] replaced so that the result is
/// a valid identifier for ELF, PTX and AMDGPU (`kernels::saxpy` ->
/// `kernels__saxpy`).
std::string deviceSymbolFor(llvm::StringRef Kernel,
                            const std::vector<std::string> &GenericArgs);

/// The symbol of the unpack function the device pass calls for the instance
/// whose device symbol is DeviceSymbol: `__offload_unpack_<DeviceSymbol>`.
/// A frontend defines it in the device bitcode, taking a pointer to the
/// instance's 8-byte kernel slots (offload/lower/KernelABI.h), reading each
/// argument from them and calling the kernel.
std::string unpackSymbolFor(llvm::StringRef DeviceSymbol);

/// Parses a manifest from Text. FileName is used in diagnostics only.
/// Errors (DiagnosticError with line:column): malformed JSON, a value of the
/// wrong type, a missing or unknown field, a duplicate key, an unsupported
/// major version, nesting deeper than 64 levels.
llvm::Expected<Manifest> parseManifest(llvm::StringRef Text,
                                       llvm::StringRef FileName);

/// Reads and parses the manifest at Path ("-" = stdin).
llvm::Expected<Manifest> readManifest(llvm::StringRef Path);

/// Serializes M as JSON (two-space indentation, fields in a fixed order,
/// trailing newline), as the oldest 3.x version that holds its content
/// (3.1 when an argument has an offset, else 3.0). Deterministic: equal
/// manifests give equal bytes.
std::string toJSON(const Manifest &M);

/// Writes M to Path ("-" = stdout) atomically.
llvm::Error writeManifest(const Manifest &M, llvm::StringRef Path);

} // namespace offload::manifest

#endif
