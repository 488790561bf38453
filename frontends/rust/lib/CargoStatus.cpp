//===- CargoStatus.cpp - cargo offload's status lines ---------------------===//
//
// Where status lines and printed commands go, and how a status line looks.
//
//===----------------------------------------------------------------------===//
#include "offload/rust/CargoStatus.h"

#include "offload/support/ToolSupport.h"

#include "llvm/Support/Process.h"
#include "llvm/Support/WithColor.h"

#include <optional>
#include <string>

using namespace llvm;

namespace offload::rust::cargo {

/// Where status lines go: the terminal the user started `cargo offload` in
/// (OFFLOAD_STATUS_FD, inherited through cargo, rustc and offload-link),
/// else stderr.
raw_fd_ostream &statusStream() {
  if (raw_fd_ostream *Terminal = terminalStream())
    return *Terminal;
  static raw_fd_ostream *OS = [] {
    auto *Out = new raw_fd_ostream(2, /*shouldClose=*/false, /*unbuffered=*/true);
    Out->enable_colors(Out->has_colors());
    return Out;
  }();
  return *OS;
}

bool verbose() {
  std::optional<std::string> V = sys::Process::GetEnv("OFFLOAD_VERBOSE");
  return V && *V == "1";
}

/// A status line as Cargo prints one: the verb right-aligned in 12 columns,
/// bold green on a terminal.
void status(StringRef Verb, const Twine &Message) {
  raw_fd_ostream &OS = statusStream();
  OS.enable_colors(OS.has_colors());
  OS.indent(Verb.size() < 12 ? 12 - Verb.size() : 0);
  WithColor(OS, raw_ostream::GREEN, /*Bold=*/true) << Verb;
  OS << " " << Message << "\n";
}

} // namespace offload::rust::cargo
