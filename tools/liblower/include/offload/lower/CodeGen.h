//===- offload/lower/CodeGen.h - Optimization and code generation -*- C++ -*-=//
//
// Thin helpers over LLVM's TargetMachine and PassBuilder, shared by the host
// and the device pass.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LOWER_CODEGEN_H
#define OFFLOAD_LOWER_CODEGEN_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CodeGen.h"
#include "llvm/Support/Error.h"
#include "llvm/Target/TargetMachine.h"

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace offload::lower {

/// Registers every target LLVM was built with (once per process).
void initializeTargets();

/// Creates a TargetMachine for Triple and CPU (e.g. "x86-64", "sm_90") with
/// position-independent code. Errors: LLVM has no such target.
llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createTargetMachine(llvm::StringRef Triple, llvm::StringRef CPU,
                    llvm::StringRef Features = "",
                    llvm::CodeGenOptLevel Level = llvm::CodeGenOptLevel::Aggressive);

/// Runs LLVM's default per-module pipeline at OptLevel (0-3) on M.
void optimizeModule(llvm::Module &M, llvm::TargetMachine &TM, unsigned OptLevel);

/// Generates code for M: an object file, or assembly (PTX for nvptx64).
/// Runs under crash recovery: a fatal error or an error diagnostic of the
/// backend (an operation it cannot lower) becomes an error with LLVM's
/// message, and M must not be used afterwards. Errors: the target cannot
/// emit that file type; the backend failed.
llvm::Expected<std::string> emitCode(llvm::Module &M, llvm::TargetMachine &TM,
                                     llvm::CodeGenFileType Type);

/// Parses a bitcode or textual IR file into Ctx. Errors are located
/// (`file:line:col` for textual IR).
llvm::Expected<std::unique_ptr<llvm::Module>>
loadModule(llvm::StringRef Path, llvm::LLVMContext &Ctx);

/// Links Others into Main. When OnlyNeeded, only definitions Main needs are
/// taken (libraries such as core). Errors: conflicting definitions.
llvm::Error linkModules(llvm::Module &Main,
                        std::vector<std::unique_ptr<llvm::Module>> Others,
                        bool OnlyNeeded);

/// Loads LazyLibs, links them together, and links into M only what M needs
/// of them. Errors: a file cannot be loaded; conflicting definitions.
llvm::Error linkLibraries(llvm::Module &M, llvm::ArrayRef<std::string> LazyLibs);

/// Loads Paths and links them into the first (all definitions), then links
/// in, only as needed, the libraries LazyLibs (linked together first, so
/// that their order does not matter). Errors: a file cannot be loaded;
/// conflicting definitions.
llvm::Expected<std::unique_ptr<llvm::Module>>
loadAndLink(llvm::LLVMContext &Ctx, llvm::ArrayRef<std::string> Paths,
            llvm::ArrayRef<std::string> LazyLibs = {});

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

} // namespace offload::lower

#endif
