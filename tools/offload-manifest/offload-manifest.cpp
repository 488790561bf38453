//===- offload-manifest.cpp - Work with kernel-instance manifests ---------===//
//
// `offload-manifest extract|validate|inspect|roots|public-paths|merge|diff`.
// Options: docs/reference/offload-manifest.md.
//
//===----------------------------------------------------------------------===//
#include "offload/support/IRFiles.h"
#include "offload/support/Diagnostic.h"
#include "offload/support/ToolSupport.h"
#include "offload/rust/Extract.h"
#include "offload/manifest/Manifest.h"
#include "offload/manifest/Merge.h"
#include "offload/rust/PublicPaths.h"
#include "offload/rust/Roots.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <future>

using namespace llvm;
using namespace offload;
using namespace offload::manifest;
using namespace offload::rust;

static cl::OptionCategory Category("offload-manifest options");

static cl::SubCommand ExtractCmd("extract",
                                 "Write the manifest of a host bitcode file");
static cl::SubCommand ValidateCmd("validate", "Check manifest files");
static cl::SubCommand InspectCmd("inspect",
                                 "Print the kernel instances of a manifest");
static cl::SubCommand MergeCmd("merge", "Merge the manifests of several crates");
static cl::SubCommand DiffCmd("diff", "Compare two manifests");
static cl::SubCommand RootsCmd(
    "roots", "Write the device roots of the instances (a Rust crate root)");
static cl::SubCommand PublicPathsCmd(
    "public-paths", "Write the public names of a crate's types, from rustdoc's JSON");

static cl::opt<std::string> ExtractInput(cl::Positional, cl::Required,
                                         cl::desc("<host bitcode>"),
                                         cl::sub(ExtractCmd), cl::cat(Category));
static cl::opt<std::string> Output("o", cl::desc("Output file ('-' = stdout)"),
                                   cl::init("-"), cl::value_desc("file"),
                                   cl::sub(ExtractCmd), cl::sub(RootsCmd),
                                   cl::sub(MergeCmd), cl::sub(PublicPathsCmd),
                                   cl::cat(Category));
static cl::list<std::string> ValidateInputs(cl::Positional, cl::OneOrMore,
                                            cl::desc("<manifest>..."),
                                            cl::sub(ValidateCmd), cl::sub(MergeCmd),
                                            cl::cat(Category));
static cl::opt<std::string> DiffOld(cl::Positional, cl::Required,
                                    cl::desc("<old manifest>"), cl::sub(DiffCmd),
                                    cl::cat(Category));
static cl::opt<std::string> DiffNew(cl::Positional, cl::Required,
                                    cl::desc("<new manifest>"), cl::sub(DiffCmd),
                                    cl::cat(Category));
static cl::opt<std::string> InspectInput(cl::Positional, cl::Required,
                                         cl::desc("<manifest>"),
                                         cl::sub(InspectCmd), cl::sub(RootsCmd),
                                         cl::cat(Category));
static cl::opt<std::string> RustdocInput(cl::Positional, cl::Required,
                                         cl::desc("<rustdoc JSON>"),
                                         cl::sub(PublicPathsCmd), cl::cat(Category));
static cl::list<std::string> DeviceCrates(
    "device-crate",
    cl::desc("A crate the device code can use besides the kernels crate, core "
             "and offload (repeat)"),
    cl::value_desc("name"), cl::sub(RootsCmd), cl::cat(Category));
static cl::opt<bool> AllInCrate(
    "all-in-crate",
    cl::desc("Every instance must be a kernel of --crate: refuse the others at "
             "their launch instead of leaving them out"),
    cl::sub(RootsCmd), cl::cat(Category));
static cl::list<std::string> PublicPathTables(
    "public-paths",
    cl::desc("A table of public type names (from offload-manifest public-paths; "
             "repeat)"),
    cl::value_desc("file"), cl::sub(RootsCmd), cl::cat(Category));
static cl::opt<bool> Json("json", cl::desc("Print the manifest as JSON, in the canonical form"),
                          cl::sub(InspectCmd), cl::cat(Category));
static cl::opt<std::string> Crate("crate",
                                  cl::desc("The kernels crate's name"),
                                  cl::value_desc("name"), cl::sub(RootsCmd),
                                  cl::cat(Category));

static const char *Tool = "offload-manifest";

static Error extract() {
  LLVMContext Ctx;
  Expected<std::unique_ptr<Module>> M = loadModule(ExtractInput, Ctx);
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
  case layout::ArgKind::Value: return "value";
  case layout::ArgKind::Reference: return "reference";
  case layout::ArgKind::Slice: return "slice";
  }
  return "?";
}

/// Reads the manifests at Paths, in parallel (each file is independent).
static Expected<std::vector<Manifest>> readAll(ArrayRef<std::string> Paths) {
  std::vector<std::future<Expected<Manifest>>> Pending;
  for (const std::string &P : Paths)
    Pending.push_back(std::async(std::launch::async, [P] { return readManifest(P); }));
  std::vector<Manifest> Out;
  Error Errors = Error::success();
  for (auto &F : Pending) {
    Expected<Manifest> M = F.get();
    if (!M)
      Errors = joinErrors(std::move(Errors), M.takeError());
    else
      Out.push_back(std::move(*M));
  }
  if (Errors)
    return Errors;
  return Out;
}

static Error merge() {
  Expected<std::vector<Manifest>> All = readAll(ValidateInputs);
  if (!All)
    return All.takeError();
  Expected<Manifest> M = mergeManifests(*All);
  if (!M)
    return M.takeError();
  return writeManifest(*M, Output);
}

/// 0: equal, 1: different, 2: an input is bad.
static int diff() {
  Expected<std::vector<Manifest>> Both = readAll({DiffOld, DiffNew});
  if (!Both) {
    reportErrors(Both.takeError(), Tool);
    return 2;
  }
  std::vector<std::string> Lines = diffManifests((*Both)[0], (*Both)[1]);
  for (const std::string &L : Lines)
    outs() << L << "\n";
  return Lines.empty() ? 0 : 1;
}

static bool isCrateName(StringRef S) {
  return !S.empty() && !isDigit(S[0]) &&
         llvm::all_of(S, [](char C) { return isAlnum(C) || C == '_'; });
}

static Error roots() {
  Expected<Manifest> M = readManifest(InspectInput);
  if (!M)
    return M.takeError();
  if (Crate.getNumOccurrences() == 0)
    return createStringError("roots needs --crate NAME, the kernels crate's name");
  RootsOptions Options;
  for (StringRef C : {StringRef(Crate)}) {
    if (!isCrateName(C))
      return createStringError("--crate wants a crate name, not '" + printable(C) + "'");
  }
  Options.KernelsCrate = Crate;
  Options.AllInCrate = AllInCrate;
  for (const std::string &C : DeviceCrates) {
    if (!isCrateName(C))
      return createStringError("--device-crate wants a crate name, not '" +
                               printable(C) + "'");
    Options.DeviceCrates.push_back(C);
  }
  for (const std::string &Path : PublicPathTables) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path, /*IsText=*/true);
    if (!Buf)
      return createFileError(Path, Buf.getError());
    Expected<PublicPaths> Table = readPublicPaths((*Buf)->getBuffer(), Path);
    if (!Table)
      return Table.takeError();
    if (Error E = checkPublicPaths(*Table))
      return makeDiagnostic(Path, 0, 0, toString(std::move(E)));
    Options.Names.push_back(std::move(*Table));
  }
  std::vector<std::string> Skipped;
  Expected<std::string> Source =
      kernelRootsSource(*M, Options, llvm::sys::path::filename(InspectInput), Skipped);
  if (!Source)
    return Source.takeError();
  for (const std::string &S : Skipped)
    WithColor::note(errs(), Tool) << "no root for " << S << ": not a kernel of crate '"
                                  << Crate << "'\n";
  return writeFileAtomically(Output, *Source);
}

static Error publicPaths() {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
      MemoryBuffer::getFileOrSTDIN(RustdocInput, /*IsText=*/true);
  if (!Buf)
    return createFileError(RustdocInput, Buf.getError());
  Expected<PublicPaths> Table = publicPathsFromRustdoc((*Buf)->getBuffer(), RustdocInput);
  if (!Table)
    return Table.takeError();
  return writeFileAtomically(Output, writePublicPaths(*Table));
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
    // Manifest strings are escaped: a control character must not reach the
    // terminal.
    auto Safe = [](StringRef S) { return printable(S, SIZE_MAX); };
    outs() << "kernel " << Safe(K.displayName()) << "\n";
    outs() << "  device symbol: " << K.DeviceSymbol << "\n";
    for (const std::string &H : K.HostSymbols)
      outs() << "  host symbol:   " << Safe(H) << "\n";
    for (const SourceLocation &L : K.LaunchSites)
      outs() << "  launched at:   " << Safe(L.File) << ":" << L.Line << ":"
             << L.Column << "\n";
    for (size_t I = 0; I < K.Args.size(); ++I) {
      const KernelArgument &A = K.Args[I];
      outs() << "  arg " << I << ": " << Safe(A.TypeName) << "\n";
      if (!A.Layout)
        continue;
      const layout::ArgLayout &L = *A.Layout;
      auto Bytes = [](uint64_t N) { return std::to_string(N) + (N == 1 ? " byte" : " bytes"); };
      outs() << "    " << argKindName(L.Kind) << ", " << Bytes(L.Size) << ", align "
             << L.Align << ", map " << layout::mapTypeName(L.mapType());
      if (L.InteriorMutable)
        outs() << " (interior mutability)";
      if (L.Uninit)
        outs() << " (MaybeUninit: not copied in)";
      if (L.Kind == layout::ArgKind::Value)
        outs() << ", " << L.slotCount() << " slot" << (L.slotCount() == 1 ? "" : "s");
      if (L.Kind == layout::ArgKind::Reference)
        outs() << ", maps " << Bytes(L.PointeeSize) << " (" << Safe(L.PointeeType)
               << ", align " << L.PointeeAlign << ")";
      else if (L.Kind == layout::ArgKind::Slice)
        outs() << ", maps length x " << Bytes(L.PointeeSize) << " (" << Safe(L.PointeeType)
               << ", align " << L.PointeeAlign << ", size at run time)";
      outs() << "\n";
      if (L.Tree)
        outs() << "    layout " << L.Tree->str() << "\n";
    }
  }
  return Error::success();
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  prepareTool();
  cl::HideUnrelatedOptions(Category);
  if (!parseCommandLine(argc, argv,
      "offload-manifest: kernel-instance manifests for GPU offload\n", Tool))
    return DiffCmd ? 2 : 1;
  Error E = Error::success();
  if (ExtractCmd)
    E = extract();
  else if (ValidateCmd)
    E = validate();
  else if (InspectCmd)
    E = inspect();
  else if (RootsCmd)
    E = roots();
  else if (PublicPathsCmd)
    E = publicPaths();
  else if (MergeCmd)
    E = merge();
  else if (DiffCmd)
    return diff();
  else {
    WithColor::error(errs(), Tool) << "no subcommand; use extract, validate, "
                                      "inspect, merge, diff, roots or public-paths "
                                      "(see --help)\n";
    return 1;
  }
  if (E) {
    reportErrors(std::move(E), Tool);
    return 1;
  }
  return 0;
}
