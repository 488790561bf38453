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
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace offload {

/// What every tool does after LLVM's InitLLVM: ignores SIGXFSZ, so that
/// an output beyond the process's file-size limit (`ulimit -f`) is a failed
/// write that the tool reports (and whose temporary file it removes), not
/// a signal that ends it with a stack dump.
void prepareTool();

/// The toolkit's version (the CMake project's, e.g. "0.10.0").
llvm::StringRef toolkitVersion();

/// What every tool's --version prints: `<Tool> (offload-toolkit 0.10.0),
/// LLVM 22.1.8`, one line.
std::string versionLine(llvm::StringRef Tool);

/// llvm::cl::ParseCommandLineOptions, with its complaints printed as
/// `Tool: error: ...` lines, and --version printing versionLine(Tool).
/// Returns false when the command line is bad.
bool parseCommandLine(int Argc, const char *const *Argv, llvm::StringRef Overview,
                      llvm::StringRef Tool);

/// Writes Bytes to FD, an open descriptor of the file Path (a temporary
/// file, a device), and closes it. Errors: the write or the close failed
/// (a full disk, the file-size limit), named with Path; the stream's error
/// is consumed, so a failed write never becomes raw_fd_ostream's fatal
/// "IO failure on output stream". A stream whose error nobody reads ends
/// the process: write files with this (or writeFileAtomically).
llvm::Error writeToDescriptor(int FD, llvm::StringRef Path, llvm::StringRef Bytes);

/// Writes Bytes to Path as a whole: through a temporary file renamed on
/// success, so a failure leaves no partial output. Path "-" is stdout.
/// Errors: the path cannot be created or written.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Bytes);

/// The terminal of the build that runs this tool, when the tool's own
/// stderr goes to a caller that captures it (rustc keeps a linker's output
/// for its report of a failed link): the descriptor OFFLOAD_STATUS_FD
/// names, which `cargo offload` opens on its stderr and passes down through
/// Cargo, rustc and offload-link. Null when unset or not open.
llvm::raw_fd_ostream *terminalStream();

/// What a tool run under `cargo offload` writes on its stderr after it has
/// printed its errors on the terminal (terminalStream): cargo offload then
/// leaves out rustc's report of the failed link that carries this text (the
/// linker's whole command line), whose reason is on the terminal already.
inline constexpr llvm::StringLiteral ReportedOnTerminal = "(reported on the terminal above)";

} // namespace offload

#endif
