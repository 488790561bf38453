//===- Programs.cpp - Running external tools ------------------------------===//
#include "offload/support/Programs.h"
#include "offload/support/ToolSupport.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <vector>

extern char **environ;

#ifndef OFFLOAD_LLVM_TOOLS_DIR
#define OFFLOAD_LLVM_TOOLS_DIR ""
#endif

using namespace llvm;

namespace offload {

Expected<std::string> runTool(StringRef Program, ArrayRef<std::string> Args,
                              StringRef Input, StringRef InSuffix,
                              StringRef OutSuffix) {
  SmallString<128> In, Out;
  int FD;
  if (std::error_code EC = sys::fs::createTemporaryFile("offload", InSuffix, FD, In))
    return createStringError("cannot create a temporary file: " + EC.message());
  FileRemover RemoveIn(In);
  if (Error E = writeToDescriptor(FD, In, Input))
    return E;
  if (std::error_code EC = sys::fs::createTemporaryFile("offload", OutSuffix, Out))
    return createStringError("cannot create a temporary file: " + EC.message());
  FileRemover RemoveOut(Out);
  std::vector<std::string> Full{Program.str()};
  for (const std::string &A : Args)
    Full.push_back(A == "{in}" ? std::string(In) : A == "{out}" ? std::string(Out) : A);
  if (Error E = runProgram(Program, Full))
    return E;
  ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(Out);
  if (!B)
    return createFileError(Out, B.getError());
  return (*B)->getBuffer().str();
}

Error runProgram(StringRef Program, ArrayRef<std::string> Args) {
  std::vector<std::string> Full(Args.begin(), Args.end());
  if (Full.empty())
    Full.emplace_back();
  Full[0] = Program.str();
  Expected<RunResult> R = runCommand(Full, std::nullopt, /*Capture=*/false);
  if (!R)
    return R.takeError();
  if (R->Status < 0)
    return createStringError("cannot run '" + Program + "': " + R->Signal);
  if (R->Status > 0)
    return createStringError("'" + Program + "' failed with exit status " +
                             std::to_string(R->Status));
  return Error::success();
}

namespace {
std::function<void(ArrayRef<std::string>)> &commandObserver() {
  static std::function<void(ArrayRef<std::string>)> Observer;
  return Observer;
}
} // namespace

void setCommandObserver(std::function<void(ArrayRef<std::string>)> Observer) {
  commandObserver() = std::move(Observer);
}

Expected<RunResult> runCommand(ArrayRef<std::string> Args,
                               std::optional<ArrayRef<std::string>> Env, bool Capture) {
  if (commandObserver())
    commandObserver()(Args);
  std::vector<StringRef> ArgRefs(Args.begin(), Args.end());
  std::vector<StringRef> EnvRefs;
  if (Env)
    EnvRefs.assign(Env->begin(), Env->end());
  SmallString<128> OutPath, ErrPath;
  std::vector<std::optional<StringRef>> Redirects;
  if (Capture) {
    if (std::error_code EC = sys::fs::createTemporaryFile("offload", "out", OutPath))
      return createStringError("cannot create a temporary file: " + EC.message());
    if (std::error_code EC = sys::fs::createTemporaryFile("offload", "err", ErrPath))
      return createStringError("cannot create a temporary file: " + EC.message());
    Redirects = {std::nullopt, StringRef(OutPath), StringRef(ErrPath)};
  }
  std::string Message;
  RunResult R;
  R.Status = sys::ExecuteAndWait(Args[0], ArgRefs,
                                 Env ? std::optional<ArrayRef<StringRef>>(EnvRefs) : std::nullopt,
                                 Redirects, 0, 0, &Message);
  if (Capture) {
    for (auto [Path, Into] : {std::pair{&OutPath, &R.Out}, std::pair{&ErrPath, &R.Err}}) {
      if (ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(*Path))
        *Into = (*B)->getBuffer().str();
      sys::fs::remove(*Path);
    }
  }
  if (R.Status == -1)
    return createStringError("cannot run '" + Args[0] + "'" +
                             (Message.empty() ? "" : ": " + Message));
  if (R.Status < 0)
    R.Signal = Message.empty() ? "a signal" : Message;
  return R;
}

Expected<std::string> runChecked(ArrayRef<std::string> Args,
                                 std::optional<ArrayRef<std::string>> Env, StringRef What) {
  Expected<RunResult> R = runCommand(Args, Env, /*Capture=*/true);
  if (!R)
    return R.takeError();
  if (R->Status == -2)
    return createStringError(What + " was stopped: " + R->Signal);
  if (R->Status != 0) {
    std::string Said = R->Err;
    if (Said.empty())
      Said = R->Out;
    return createStringError(What + " failed (exit status " + Twine(R->Status) +
                             ")" + (Said.empty() ? "" : ":\n" + StringRef(Said).rtrim()));
  }
  return std::move(R->Out);
}

std::string quoted(ArrayRef<std::string> Args) {
  std::string S;
  for (const std::string &A : Args) {
    if (!S.empty())
      S += ' ';
    bool Plain = !A.empty() && A.find_first_of(" \t\"'$\\`") == std::string::npos;
    S += Plain ? A : "'" + A + "'";
  }
  return S;
}

std::vector<std::string> environment(const std::map<std::string, std::string> &Set,
                                     ArrayRef<StringRef> Unset) {
  std::vector<std::string> Env;
  for (char **E = environ; *E; ++E) {
    StringRef Name = StringRef(*E).split('=').first;
    if (!Set.count(Name.str()) && !llvm::is_contained(Unset, Name))
      Env.push_back(*E);
  }
  for (const auto &[K, V] : Set)
    Env.push_back(K + "=" + V);
  return Env;
}

std::string envOr(const char *Name, StringRef Default) {
  std::optional<std::string> V = sys::Process::GetEnv(Name);
  return V && !V->empty() ? *V : Default.str();
}

Expected<std::string> findProgram(StringRef Explicit, ArrayRef<StringRef> Names) {
  if (!Explicit.empty()) {
    if (!sys::fs::can_execute(Explicit))
      return createStringError("'" + Explicit + "' is not an executable");
    return Explicit.str();
  }
  for (StringRef Name : Names) {
    if (ErrorOr<std::string> P =
            sys::findProgramByName(Name, {OFFLOAD_LLVM_TOOLS_DIR}))
      return *P;
    if (ErrorOr<std::string> P = sys::findProgramByName(Name))
      return *P;
  }
  return createStringError("cannot find " + Names.front() +
                           " (looked in " OFFLOAD_LLVM_TOOLS_DIR
                           " and on PATH)");
}

} // namespace offload
