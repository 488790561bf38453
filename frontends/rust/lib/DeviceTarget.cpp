//===- DeviceTarget.cpp - cargo offload's device targets ------------------===//
//
// The --targets list, the default one from the installed device tools,
// and the check that LLVM knows every GPU arch.
//
//===----------------------------------------------------------------------===//
#include "offload/rust/DeviceTarget.h"

#include "CargoInternal.h"

#include "offload/rust/CargoStatus.h"
#include "offload/support/Diagnostic.h"
#include "offload/support/Files.h"
#include "offload/support/Programs.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/WithColor.h"

#include <set>

using namespace llvm;

namespace offload::rust::cargo {

/// ptxas as offload-lower looks for it: $CUDA_PATH/bin, /usr/local/cuda/bin,
/// PATH.
bool havePtxas() {
  if (std::optional<std::string> Cuda = sys::Process::GetEnv("CUDA_PATH"))
    return sys::fs::can_execute(*Cuda + "/bin/ptxas");
  return sys::fs::can_execute("/usr/local/cuda/bin/ptxas") ||
         static_cast<bool>(sys::findProgramByName("ptxas"));
}

InstalledTools installedTools() {
  InstalledTools T;
  T.Ptxas = havePtxas();
  if (Expected<std::string> Lld = findProgram("", {"ld.lld"}))
    T.Lld = true;
  else
    consumeError(Lld.takeError());
  return T;
}

std::string defaultTargets(const InstalledTools &Tools) {
  std::string Names = "host";
  if (Tools.Lld)
    Names += ",gfx90a";
  if (Tools.Ptxas)
    Names += ",sm_90";
  return Names;
}

Expected<std::vector<DeviceTarget>> deviceTargets(StringRef List, const InstalledTools &Tools) {
  std::vector<DeviceTarget> Out;
  std::string Names = List.str();
  bool Named = !List.empty();
  if (Names.empty()) {
    Names = defaultTargets(Tools);
    if (!Tools.Ptxas)
      WithColor::note(statusStream(), Tool)
          << "no ptxas (the CUDA toolkit; set CUDA_PATH): no NVIDIA image\n";
    if (!Tools.Lld)
      WithColor::note(statusStream(), Tool) << "no ld.lld (lld-22): no AMD image\n";
  }
  const char *Known = "host, an NVIDIA arch such as sm_90 or an AMD one such as gfx90a";
  std::set<std::string> Seen;
  for (StringRef N : split(Names, ',')) {
    N = N.trim();
    if (!Seen.insert(N.str()).second)
      continue;
    if (N == "host") {
      Out.push_back({"host", HostTriple, "x86-64", Named});
      continue;
    }
    if (N.starts_with("gfx")) {
      // A processor name: gfx, then hex digits of the version and stepping
      // (gfx90a, gfx942, gfx1100). Target-id features (`:xnack+`) are not
      // taken: images are built for any setting of them.
      if (N.size() < 6 || !llvm::all_of(N.drop_front(3), [](char C) {
            return isDigit(C) || (C >= 'a' && C <= 'f');
          }))
        return createStringError("unknown target '" + printable(N) + "' in --targets (" +
                                 Known + ")");
      Out.push_back({N.str(), AmdgcnTriple, N.str(), Named});
      continue;
    }
    unsigned SM = 0;
    StringRef Digits = N;
    bool Arch = Digits.consume_front("sm_");
    Digits.consume_back("a");
    if (!Arch || Digits.getAsInteger(10, SM))
      return createStringError("unknown target '" + printable(N) + "' in --targets (" +
                               Known + ")");
    if (SM < 75)
      return createStringError("target '" + N + "': ptxas of CUDA 13 builds sm_75 and newer");
    Out.push_back({N.str(), NvptxTriple, N.str(), Named});
  }
  if (Out.empty())
    return createStringError("--targets names no target (host, sm_90, gfx90a, ...)");
  // One order whatever the command line's: the plan (and so the host's
  // flags) does not change with it, and the host pass registers GPU images
  // first anyway.
  llvm::sort(Out, [](const DeviceTarget &A, const DeviceTarget &B) { return A.Name < B.Name; });
  return Out;
}

Error checkArchs(ArrayRef<DeviceTarget> Targets, StringRef ToolsDir) {
  for (const auto &Family : {std::pair(NvptxTriple, "an NVIDIA"), std::pair(AmdgcnTriple, "an AMD")}) {
    std::string Triple = Family.first, Vendor = Family.second;
    if (llvm::none_of(Targets, [&](const DeviceTarget &T) { return T.Triple == Triple; }))
      continue;
    Expected<std::string> Archs =
        runChecked({joinPath(ToolsDir, "offload-lower"), "archs", Triple}, environment({}),
                   "offload-lower archs");
    if (!Archs)
      return Archs.takeError();
    SmallVector<StringRef> Known;
    StringRef(*Archs).split(Known, '\n', -1, false);
    for (const DeviceTarget &T : Targets)
      if (T.Triple == Triple && !llvm::is_contained(Known, T.Cpu))
        return createStringError("target '" + T.Name + "' is not " + Vendor +
                                 " arch LLVM knows (offload-lower archs " + Triple +
                                 " lists them)");
  }
  return Error::success();
}

} // namespace offload::rust::cargo
