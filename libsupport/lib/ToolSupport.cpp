//===- ToolSupport.cpp - What every tool does -----------------------------===//
#include "offload/support/ToolSupport.h"
#include "offload/support/Diagnostic.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileOutputBuffer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>

#include <fcntl.h>

using namespace llvm;

namespace offload {

StringRef toolkitVersion() { return OFFLOAD_TOOLKIT_VERSION; }

std::string versionLine(StringRef Tool) {
  return (Tool + " (offload-toolkit " + toolkitVersion() + "), LLVM " +
          LLVM_VERSION_STRING)
      .str();
}

bool parseCommandLine(int Argc, const char *const *Argv, StringRef Overview,
                      StringRef Tool) {
  std::string Name = Tool.str();
  cl::SetVersionPrinter([Name](raw_ostream &OS) { OS << versionLine(Name) << "\n"; });
  std::string Messages;
  raw_string_ostream OS(Messages);
  if (cl::ParseCommandLineOptions(Argc, Argv, Overview, &OS))
    return true;
  // LLVM's messages start with "<tool>: "; print them as our errors.
  for (StringRef Line : split(StringRef(Messages).trim(), '\n')) {
    Line = Line.trim();
    Line.consume_front((Tool + ": ").str());
    if (!Line.empty())
      WithColor::error(errs(), Tool) << Line << "\n";
  }
  return false;
}

void prepareTool() { std::signal(SIGXFSZ, SIG_IGN); }

raw_fd_ostream *terminalStream() {
  static raw_fd_ostream *OS = []() -> raw_fd_ostream * {
    std::optional<std::string> S = sys::Process::GetEnv("OFFLOAD_STATUS_FD");
    int FD;
    if (!S || StringRef(*S).getAsInteger(10, FD) || FD < 0 || fcntl(FD, F_GETFD) == -1)
      return nullptr;
    auto *Out = new raw_fd_ostream(FD, /*shouldClose=*/false, /*unbuffered=*/true);
    Out->enable_colors(Out->has_colors());
    return Out;
  }();
  return OS;
}

Error writeToDescriptor(int FD, StringRef Path, StringRef Bytes) {
  raw_fd_ostream OS(FD, /*shouldClose=*/true);
  OS << Bytes;
  OS.close();
  if (!OS.has_error())
    return Error::success();
  std::error_code EC = OS.error();
  OS.clear_error();
  return createFileError(Path, EC);
}

Error writeFileAtomically(StringRef Path, StringRef Bytes) {
  if (Path == "-") {
    outs() << Bytes;
    outs().flush();
    return Error::success();
  }
  // A device or a pipe (not a regular file) cannot be replaced by a rename:
  // write it directly, and report a failed write instead of letting the
  // stream's destructor end the process (LLVM's FileOutputBuffer does so).
  sys::fs::file_status Status;
  if (!sys::fs::status(Path, Status) && sys::fs::exists(Status) &&
      !sys::fs::is_regular_file(Status) && !sys::fs::is_directory(Status)) {
    int FD;
    if (std::error_code EC = sys::fs::openFileForWrite(Path, FD, sys::fs::CD_OpenAlways))
      return createFileError(Path, EC);
    return writeToDescriptor(FD, Path, Bytes);
  }
  Expected<std::unique_ptr<FileOutputBuffer>> Out =
      FileOutputBuffer::create(Path, Bytes.size());
  if (!Out)
    return createFileError(Path, Out.takeError());
  if (!Bytes.empty())
    std::memcpy((*Out)->getBufferStart(), Bytes.data(), Bytes.size());
  if (Error E = (*Out)->commit())
    return createFileError(Path, std::move(E));
  return Error::success();
}

} // namespace offload
