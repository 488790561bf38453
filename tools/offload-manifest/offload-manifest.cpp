//===- offload-manifest.cpp - Work with kernel-instance manifests ---------===//
//
// offload-manifest extract HOST.bc [-o FILE]   write the manifest of the
//                                              kernel instances HOST.bc launches
// offload-manifest validate FILE...            check manifests, print a summary
// offload-manifest inspect FILE [--json]       print instances and arguments
// offload-manifest roots FILE --crate NAME     write the device-side roots
//                        [-o FILE]             of the instances (Rust source)
//
//===----------------------------------------------------------------------===//
#include "offload/lower/CodeGen.h"
#include "offload/manifest/Diagnostic.h"
#include "offload/manifest/Extract.h"
#include "offload/manifest/Manifest.h"
#include "offload/manifest/Roots.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace offload;
using namespace offload::manifest;

static cl::OptionCategory Category("offload-manifest options");

static cl::SubCommand ExtractCmd("extract",
                                 "Write the manifest of a host bitcode file");
static cl::SubCommand ValidateCmd("validate", "Check manifest files");
static cl::SubCommand InspectCmd("inspect",
                                 "Print the kernel instances of a manifest");
static cl::SubCommand RootsCmd(
    "roots", "Write the Rust source that makes every instance a device root");

static cl::opt<std::string> ExtractInput(cl::Positional, cl::Required,
                                         cl::desc("<host bitcode>"),
                                         cl::sub(ExtractCmd), cl::cat(Category));
static cl::opt<std::string> Output("o", cl::desc("Output file ('-' = stdout)"),
                                   cl::init("-"), cl::value_desc("file"),
                                   cl::sub(ExtractCmd), cl::sub(RootsCmd),
                                   cl::cat(Category));
static cl::list<std::string> ValidateInputs(cl::Positional, cl::OneOrMore,
                                            cl::desc("<manifest>..."),
                                            cl::sub(ValidateCmd),
                                            cl::cat(Category));
static cl::opt<std::string> InspectInput(cl::Positional, cl::Required,
                                         cl::desc("<manifest>"),
                                         cl::sub(InspectCmd), cl::sub(RootsCmd),
                                         cl::cat(Category));
static cl::opt<bool> Json("json", cl::desc("Print the instances as JSON"),
                          cl::sub(InspectCmd), cl::cat(Category));
static cl::opt<std::string> Crate("crate", cl::Required,
                                  cl::desc("The kernels crate's name"),
                                  cl::value_desc("name"), cl::sub(RootsCmd),
                                  cl::cat(Category));

static const char *Tool = "offload-manifest";

static Error extract() {
  LLVMContext Ctx;
  Expected<std::unique_ptr<Module>> M = lower::loadModule(ExtractInput, Ctx);
  if (!M)
    return M.takeError();
  Expected<Manifest> Man = extractManifest(**M, ExtractInput);
  if (!Man)
    return Man.takeError();
  Man->Producer = "offload-manifest extract";
  if (Man->Instances.empty())
    WithColor::warning(errs(), Tool)
        << ExtractInput << ": no kernel launches found (is this the host "
        << "crate's bitcode, compiled with -g?)\n";
  return writeManifest(*Man, Output);
}

static Error validate() {
  Error All = Error::success();
  for (const std::string &Path : ValidateInputs) {
    Expected<Manifest> M = readManifest(Path);
    if (!M) {
      All = joinErrors(std::move(All), M.takeError());
      continue;
    }
    outs() << Path << ": ok, format " << M->Major << "." << M->Minor << ", "
           << M->Instances.size() << " kernel instance"
           << (M->Instances.size() == 1 ? "" : "s") << "\n";
  }
  return All;
}

static const char *argKindName(layout::ArgKind K) {
  switch (K) {
  case layout::ArgKind::Scalar: return "scalar";
  case layout::ArgKind::Reference: return "reference";
  case layout::ArgKind::Slice: return "slice";
  }
  return "?";
}

static Error roots() {
  Expected<Manifest> M = readManifest(InspectInput);
  if (!M)
    return M.takeError();
  if (Crate.empty() || !llvm::all_of(Crate, [](char C) { return isAlnum(C) || C == '_'; }))
    return createStringError("--crate wants a crate name, not '" + printable(Crate) + "'");
  std::vector<std::string> Skipped;
  std::string Source = kernelRootsSource(*M, Crate, llvm::sys::path::filename(InspectInput), Skipped);
  for (const std::string &S : Skipped)
    WithColor::note(errs(), Tool) << "no root for " << S << ": not a kernel of crate '"
                                  << Crate << "'\n";
  return writeFileAtomically(Output, Source);
}

static Error inspect() {
  Expected<Manifest> M = readManifest(InspectInput);
  if (!M)
    return M.takeError();
  if (Json) {
    outs() << toJSON(*M);
    return Error::success();
  }
  for (const KernelInstance &K : M->Instances) {
    outs() << "kernel " << K.displayName() << "\n";
    outs() << "  device symbol: " << K.DeviceSymbol << "\n";
    for (const std::string &H : K.HostSymbols)
      outs() << "  host symbol:   " << H << "\n";
    for (const SourceLocation &L : K.LaunchSites)
      outs() << "  launched at:   " << L.File << ":" << L.Line << ":"
             << L.Column << "\n";
    for (size_t I = 0; I < K.Args.size(); ++I) {
      const KernelArgument &A = K.Args[I];
      outs() << "  arg " << I << ": " << A.RustType << "\n";
      if (!A.Layout)
        continue;
      const layout::ArgLayout &L = *A.Layout;
      outs() << "    " << argKindName(L.Kind) << ", " << L.Size << " bytes, align "
             << L.Align << ", map " << layout::mapTypeName(L.mapType());
      if (L.Kind == layout::ArgKind::Reference)
        outs() << ", maps " << L.PointeeSize << " bytes (" << L.PointeeType << ")";
      else if (L.Kind == layout::ArgKind::Slice)
        outs() << ", maps length x " << L.PointeeSize << " bytes (" << L.PointeeType
               << ", size at run time)";
      outs() << "\n";
      if (L.Tree)
        outs() << "    layout " << L.Tree->str() << "\n";
    }
  }
  return Error::success();
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "offload-manifest: kernel-instance manifests for GPU offload\n");
  Error E = Error::success();
  if (ExtractCmd)
    E = extract();
  else if (ValidateCmd)
    E = validate();
  else if (InspectCmd)
    E = inspect();
  else if (RootsCmd)
    E = roots();
  else {
    WithColor::error(errs(), Tool) << "no subcommand; use extract, validate, "
                                      "inspect or roots (see --help)\n";
    return 1;
  }
  if (E) {
    reportErrors(std::move(E), Tool);
    return 1;
  }
  return 0;
}
