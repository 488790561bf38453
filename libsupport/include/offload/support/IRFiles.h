//===- offload/support/IRFiles.h - Loading and linking IR -------*- C++ -*-===//
//
// LLVM IR files as the toolkit's tools read them: bitcode or textual IR,
// corrupt input reported as a located error (never a crash), modules of one
// target linked together, libraries linked in only as needed.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_SUPPORT_IRFILES_H
#define OFFLOAD_SUPPORT_IRFILES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class MemoryBufferRef;
class Module;
} // namespace llvm

namespace offload {

/// Parses a bitcode or textual IR file into Ctx. Errors are located
/// (`file:line:col` for textual IR): those of parseModule, an unreadable or
/// empty file.
llvm::Expected<std::unique_ptr<llvm::Module>>
loadModule(llvm::StringRef Path, llvm::LLVMContext &Ctx);

/// Parses bitcode or textual IR in memory into Ctx (Buffer must end in a
/// NUL, as MemoryBuffer's files do; its identifier names it in errors), and
/// checks the module with LLVM's verifier. LLVM's readers trust their input
/// and stop the process on some bad files (a crash, or report_fatal_error):
/// they run under crash recovery, so such a file is an error. Errors: the
/// reader's (located), the reader stopped, the verifier's findings.
llvm::Expected<std::unique_ptr<llvm::Module>>
parseModule(llvm::MemoryBufferRef Buffer, llvm::LLVMContext &Ctx);

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

} // namespace offload

#endif
