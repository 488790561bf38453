//===- offload/support/Programs.h - Running external tools ------*- C++ -*-===//
//
// The external programs the device pass runs (ptxas, ld.lld): found the
// way LLVM's tools are, run with their failures as errors.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_SUPPORT_PROGRAMS_H
#define OFFLOAD_SUPPORT_PROGRAMS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

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

/// Finds a program: Explicit if non-empty (must exist), else the first of
/// Names found in LLVM's tool directory or on PATH.
llvm::Expected<std::string> findProgram(llvm::StringRef Explicit,
                                        llvm::ArrayRef<llvm::StringRef> Names);

} // namespace offload

#endif
