//===- offload/support/ToolSupport.h - What every tool does -----*- C++ -*-===//
//
// The command-line and output conventions the toolkit's tools share: LLVM
// style complaints about the command line, and outputs written whole.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_SUPPORT_TOOLSUPPORT_H
#define OFFLOAD_SUPPORT_TOOLSUPPORT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace offload {

/// llvm::cl::ParseCommandLineOptions, with its complaints printed as
/// `Tool: error: ...` lines. Returns false when the command line is bad.
bool parseCommandLine(int Argc, const char *const *Argv, llvm::StringRef Overview,
                      llvm::StringRef Tool);

/// Writes Bytes to Path as a whole: through a temporary file renamed on
/// success, so a failure leaves no partial output. Path "-" is stdout.
/// Errors: the path cannot be created or written.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Bytes);

} // namespace offload

#endif
