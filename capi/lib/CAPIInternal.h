//===- CAPIInternal.h - What the C API's files share ------------*- C++ -*-===//
//
// The handles of offload/offload.h and the helpers that turn C++ errors into
// offload_status values.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_CAPI_CAPIINTERNAL_H
#define OFFLOAD_CAPI_CAPIINTERNAL_H

#include "offload/offload.h"
#include "offload/layout/Conventions.h"
#include "offload/lower/Images.h"
#include "offload/manifest/Manifest.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>
#include <vector>

struct offload_error {
  std::string Message;
};

struct offload_manifest {
  offload::manifest::Manifest M;
  std::vector<std::string> Names; ///< display names, for the C strings
};

struct offload_package {
  std::vector<offload::lower::DeviceImage> Images;
};

struct offload_module {
  llvm::LLVMContext Ctx;
  std::unique_ptr<llvm::Module> M;
  std::string Path;
  /// How the module's types are read: C's unless a frontend set its own.
  const offload::layout::Conventions *Conv = &offload::layout::cConventions();
};

struct offload_layouts {
  std::vector<offload::layout::ArgLayout> Layouts;
  std::vector<uint64_t> Offsets;
};

namespace offload::capi {

/// Stores E's message (the tools' wording) in *Out when Out is not NULL,
/// and returns the status it maps to: errors the file system reported (a
/// FileError with a system error code) are I/O, everything else bad input.
offload_status fail(llvm::Error E, offload_error **Out);

/// OFFLOAD_ERROR_ARGUMENT, with What as the message in *Out.
offload_status badArgument(const char *What, offload_error **Out);

/// Layout I of a list, or null.
inline const offload::layout::ArgLayout *layoutAt(const offload_layouts *H, size_t I) {
  return H && I < H->Layouts.size() ? &H->Layouts[I] : nullptr;
}

} // namespace offload::capi

#endif
