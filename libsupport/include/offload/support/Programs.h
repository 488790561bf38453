//===- offload/support/Programs.h - Running external tools ------*- C++ -*-===//
//
// External programs (ptxas, ld.lld, rustc, cargo): found the way LLVM's
// tools are, run in an environment of the caller's, their failures errors.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_SUPPORT_PROGRAMS_H
#define OFFLOAD_SUPPORT_PROGRAMS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace offload {

/// Runs an external tool on bytes: writes Input to a temporary file with
/// InSuffix, runs Program with Args where "{in}" and "{out}" stand for the
/// input and a temporary output file (OutSuffix), and returns the output's
/// bytes. The temporaries are removed. Errors: as runProgram.
llvm::Expected<std::string> runTool(llvm::StringRef Program,
                                    llvm::ArrayRef<std::string> Args,
                                    llvm::StringRef Input, llvm::StringRef InSuffix,
                                    llvm::StringRef OutSuffix);

/// Runs Program with Args (Args[0] is the program name), capturing nothing.
/// Errors: the program cannot be run, or exits non-zero (the message names
/// it and its exit status).
llvm::Error runProgram(llvm::StringRef Program,
                       llvm::ArrayRef<std::string> Args);

/// What a program did.
struct RunResult {
  int Status = 0;       ///< the exit status; -2: stopped by a signal
  std::string Signal;   ///< the signal, when stopped by one
  std::string Out, Err; ///< captured when asked for
};

/// Runs Args (Args[0] the program's path) in Env ("NAME=value" each;
/// nullopt: this process's environment); captures stdout and stderr when
/// Capture, else they are this process's. Errors: it cannot be run.
llvm::Expected<RunResult> runCommand(llvm::ArrayRef<std::string> Args,
                                     std::optional<llvm::ArrayRef<std::string>> Env,
                                     bool Capture);

/// Runs Args in Env capturing its output, which it returns. Errors: it
/// cannot be run, stops by a signal, or exits non-zero ("What failed",
/// with what the program said on stderr, else stdout).
llvm::Expected<std::string> runChecked(llvm::ArrayRef<std::string> Args,
                                       std::optional<llvm::ArrayRef<std::string>> Env,
                                       llvm::StringRef What);

/// Calls Observer with every command runCommand runs, before it runs
/// (a tool's verbose mode); an empty function stops that.
void setCommandObserver(std::function<void(llvm::ArrayRef<std::string>)> Observer);

/// Args as a shell would read them back (quoted where needed).
std::string quoted(llvm::ArrayRef<std::string> Args);

/// This process's environment with Set added or replaced and Unset removed.
std::vector<std::string> environment(const std::map<std::string, std::string> &Set,
                                     llvm::ArrayRef<llvm::StringRef> Unset = {});

/// The value of environment variable Name, or Default when unset or empty.
std::string envOr(const char *Name, llvm::StringRef Default);

/// Finds a program: Explicit if non-empty (must exist), else the first of
/// Names found in LLVM's tool directory or on PATH.
llvm::Expected<std::string> findProgram(llvm::StringRef Explicit,
                                        llvm::ArrayRef<llvm::StringRef> Names);

} // namespace offload

#endif
