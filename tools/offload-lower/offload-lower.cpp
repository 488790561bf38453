//===- offload-lower.cpp - Lower host and device bitcode for offload ------===//
//
// `offload-lower device|host|archs`: the device and host passes of
// liblower as a tool. Options: docs/reference/offload-lower.md.
//
//===----------------------------------------------------------------------===//
#include "offload/lower/CodeGen.h"
#include "offload/lower/DeviceLowering.h"
#include "offload/lower/HostLowering.h"
#include "offload/lower/Images.h"
#include "offload/support/Diagnostic.h"
#include "offload/support/ToolSupport.h"
#include "offload/manifest/Manifest.h"
#include "offload/rust/Conventions.h"
#include "offload/rust/Extract.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace offload;
using namespace offload::lower;

static cl::OptionCategory Category("offload-lower options");

static cl::SubCommand DeviceCmd("device", "Build a device image package");
static cl::SubCommand HostCmd("host", "Lower host launches into an object file");
static cl::SubCommand ArchsCmd("archs", "List the CPUs (archs) LLVM knows for a target triple");
static cl::opt<std::string> ArchsTriple(cl::Positional, cl::Required,
                                        cl::desc("<target triple>"), cl::sub(ArchsCmd),
                                        cl::cat(Category));

static cl::list<std::string> Inputs(cl::Positional, cl::OneOrMore,
                                    cl::desc("<bitcode>..."),
                                    cl::sub(DeviceCmd), cl::sub(HostCmd),
                                    cl::cat(Category));
static cl::opt<std::string> Output("o", cl::desc("Output file ('-' = stdout)"), cl::value_desc("file"),
                                   cl::sub(DeviceCmd), cl::sub(HostCmd),
                                   cl::cat(Category));
static cl::opt<std::string> ManifestPath("manifest",
                                         cl::desc("The manifest (from offload-manifest extract)"),
                                         cl::value_desc("file"), cl::sub(DeviceCmd),
                                         cl::sub(HostCmd), cl::cat(Category));
static cl::opt<bool> EmitLLVM("emit-llvm",
                              cl::desc("Write the lowered module as textual IR "
                                       "instead of an image or object"),
                              cl::sub(DeviceCmd), cl::sub(HostCmd),
                              cl::cat(Category));
static cl::opt<bool> EmitAssembly("S",
                                  cl::desc("Write the optimized device code as the target's assembly "
                                           "(PTX for NVIDIA) instead of an image"),
                                  cl::sub(DeviceCmd), cl::cat(Category));
static cl::opt<bool> HoistLoads("hoist-loads",
                                cl::desc("NVIDIA: put each block's loads before its arithmetic "
                                         "(default on; off only to measure it)"),
                                cl::init(true), cl::Hidden, cl::sub(DeviceCmd), cl::cat(Category));
static cl::opt<bool> OrderBlocks("order-blocks",
                                 cl::desc("NVIDIA: blocks in reverse post-order, panic paths last "
                                          "(default on; off only to measure it)"),
                                 cl::init(true), cl::Hidden, cl::sub(DeviceCmd), cl::cat(Category));
static cl::opt<bool> BoundsChecks("bounds-checks",
                                  cl::desc("Every target: test a loop's (or a straight chain's) bounds "
                                           "checks once ahead of it and run a copy without them when "
                                           "they pass (default on; off only to measure it)"),
                                  cl::init(true), cl::Hidden, cl::sub(DeviceCmd), cl::cat(Category));
static cl::opt<unsigned> OptLevel("O", cl::desc("Optimization level (0-3)"),
                                  cl::Prefix, cl::init(3), cl::sub(DeviceCmd),
                                  cl::sub(HostCmd), cl::cat(Category));

static cl::list<std::string> Libs("lib",
                                  cl::desc("Bitcode linked only as needed (core, the support crate)"),
                                  cl::value_desc("bitcode"), cl::sub(DeviceCmd),
                                  cl::cat(Category));
static cl::opt<std::string> Arch("arch",
                                 cl::desc("Target CPU: x86-64, sm_XX (default sm_90) or gfxNNN "
                                          "(default gfx90a); 'archs' lists them"),
                                 cl::sub(DeviceCmd), cl::cat(Category));
static cl::opt<std::string> Ptxas("ptxas", cl::desc("ptxas to use for NVIDIA images"),
                                  cl::sub(DeviceCmd), cl::cat(Category));
static cl::opt<std::string> LinkerPath("linker",
                                       cl::desc("ld.lld to use for shared-object images"),
                                       cl::sub(DeviceCmd), cl::cat(Category));

static cl::opt<bool> Optional("optional",
                              cl::desc("The image is optional: when it cannot be built, say why "
                                       "as warnings and write a package that records it as left "
                                       "out (the host pass then registers no image for it)"),
                              cl::sub(DeviceCmd), cl::cat(Category));
static cl::opt<bool> Verbose("v", cl::desc("List the device images in registration order"),
                             cl::sub(HostCmd), cl::cat(Category));
static cl::list<std::string> ImagePaths("image",
                                        cl::desc("A device package (from offload-lower device)"),
                                        cl::value_desc("file"), cl::sub(HostCmd),
                                        cl::cat(Category));

static const char *Tool = "offload-lower";

/// One line per CPU of the triple's LLVM target (`sm_90`, `gfx90a`, ...).
static Error listArchs() {
  initializeTargets();
  Triple TT(ArchsTriple);
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(TT, Err);
  if (!T)
    return createStringError("no LLVM target for triple '" + ArchsTriple + "': " + Err);
  std::unique_ptr<MCSubtargetInfo> STI(T->createMCSubtargetInfo(TT, "", ""));
  if (!STI)
    return createStringError("LLVM has no subtarget information for '" + ArchsTriple + "'");
  for (const SubtargetSubTypeKV &CPU : STI->getAllProcessorDescriptions())
    outs() << CPU.Key << "\n";
  return Error::success();
}

static std::string printModule(const Module &M) {
  std::string S;
  raw_string_ostream OS(S);
  M.print(OS, nullptr);
  return S;
}

static Error runDevice() {
  Expected<manifest::Manifest> Man = manifest::readManifest(ManifestPath);
  if (!Man)
    return Man.takeError();
  LLVMContext Ctx;
  Expected<std::unique_ptr<Module>> M = loadAndLink(Ctx, Inputs);
  if (!M)
    return M.takeError();
  // Operations the backends cannot lower become calls of compiler_builtins,
  // in the inputs and in the libraries, before the libraries are linked in
  // (only as needed), so that those calls find their definitions.
  Expected<std::unique_ptr<Module>> Lib =
      Libs.empty() ? Expected<std::unique_ptr<Module>>(nullptr) : loadAndLink(Ctx, Libs);
  if (!Lib)
    return Lib.takeError();
  if (*Lib && (*Lib)->getTargetTriple() != (*M)->getTargetTriple())
    return makeDiagnostic(Libs.front(), 0, 0,
                          "the library is for target '" + (*Lib)->getTargetTriple().str() +
                              "', but '" + Inputs.front() + "' is for '" +
                              (*M)->getTargetTriple().str() + "'");
  for (Module *Part : {M->get(), Lib->get()})
    if (Part)
      if (Expected<bool> Expanded = expandUnsupportedOperations(*Part); !Expanded)
        return Expanded.takeError();
  if (*Lib) {
    std::vector<std::unique_ptr<Module>> One;
    One.push_back(std::move(*Lib));
    if (Error E = linkModules(**M, std::move(One), /*OnlyNeeded=*/true))
      return E;
  }
  const layout::Conventions &Conv = rust::conventionsFor(**M);
  if (EmitLLVM) {
    if (Error E = lowerDeviceModule(**M, *Man, Inputs.front(), Conv))
      return E;
    return writeFileAtomically(Output, printModule(**M));
  }
  DeviceOptions Options;
  Options.Arch = Arch;
  Options.OptLevel = OptLevel;
  Options.PtxasPath = Ptxas;
  Options.LinkerPath = LinkerPath;
  Options.AssemblyOnly = EmitAssembly;
  Options.HoistLoads = HoistLoads;
  Options.OrderBlocks = OrderBlocks;
  Options.BoundsChecks = BoundsChecks;
  std::string Triple = (*M)->getTargetTriple().str();
  Expected<DeviceImage> Image =
      runDevicePass(**M, *Man, Inputs.front(), Conv, Options);
  if (!Image && Optional && !EmitAssembly) {
    // The image cannot be built for this target: said as warnings, and
    // recorded (the arch as the pass would have used it).
    std::string Arch = Options.Arch;
    if (Arch.empty())
      Arch = llvm::Triple(Triple).isNVPTX()    ? "sm_90"
             : llvm::Triple(Triple).isAMDGCN() ? "gfx90a"
                                               : "x86-64";
    std::string Report;
    std::string Why = reportWarnings(Image.takeError(), Tool, errs(), Report);
    WithColor::warning(errs(), Tool) << "the " << Arch << " image is left out (--optional)\n";
    return writeFileAtomically(Output, writePackage({leftOutImage(Triple, Arch, Why, Report)}));
  }
  if (!Image)
    return Image.takeError();
  if (EmitAssembly)
    return writeFileAtomically(Output, Image->Bytes);
  return writeFileAtomically(Output, writePackage({*Image}));
}

static Error runHost() {
  Expected<manifest::Manifest> Man = manifest::readManifest(ManifestPath);
  if (!Man)
    return Man.takeError();
  Expected<std::vector<DeviceImage>> Images = readPackages(ImagePaths);
  if (!Images)
    return Images.takeError();
  if (Verbose) {
    std::vector<DeviceImage> Order = *Images;
    llvm::erase_if(Order, [](const DeviceImage &I) { return I.isLeftOut(); });
    orderForRegistration(Order);
    errs() << Tool << ": registering " << Order.size() << " device image"
           << (Order.size() == 1 ? "" : "s") << " (the runtime numbers devices in this order):\n";
    for (size_t I = 0; I < Order.size(); ++I)
      errs() << "  " << I << ": " << Order[I].Triple << " " << Order[I].Arch << ", "
             << object::getImageKindName(Order[I].Kind) << ", " << Order[I].Bytes.size()
             << " bytes, from " << Order[I].Origin << "\n";
    for (const DeviceImage &I : *Images)
      if (I.isLeftOut())
        errs() << "  left out when built: " << I.Triple << " " << I.Arch << ": " << I.LeftOut
               << "\n";
  }
  LLVMContext Ctx;
  Expected<std::unique_ptr<Module>> M = loadAndLink(Ctx, Inputs);
  if (!M)
    return M.takeError();
  Expected<manifest::Manifest> Launched =
      rust::hostPassManifest(**M, *Man, Inputs.front());
  if (!Launched)
    return Launched.takeError();
  if (EmitLLVM) {
    if (Error E = lowerHostModule(**M, *Launched, std::move(*Images),
                                  Inputs.front(), rust::launchMarker()))
      return E;
    return writeFileAtomically(Output, printModule(**M));
  }
  // The same pass, at the same level, as offload-link runs at link time.
  Expected<std::string> Obj =
      runHostPass(**M, *Launched, std::move(*Images), Inputs.front(),
                  rust::launchMarker(), OptLevel);
  if (!Obj)
    return Obj.takeError();
  return writeFileAtomically(Output, *Obj);
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  prepareTool();
  cl::HideUnrelatedOptions(Category);
  if (!parseCommandLine(argc, argv, "offload-lower: lower host and device bitcode for GPU offload\n", Tool))
    return 1;
  if (ArchsCmd) {
    if (Error E = listArchs()) {
      reportErrors(std::move(E), Tool);
      return 1;
    }
    return 0;
  }
  for (auto [Given, What] : {std::pair(Output.getNumOccurrences() > 0, "-o FILE"),
                             std::pair(ManifestPath.getNumOccurrences() > 0, "--manifest FILE")})
    if ((DeviceCmd || HostCmd) && !Given) {
      WithColor::error(errs(), Tool) << "missing " << What << " (see --help)\n";
      return 1;
    }
  if (EmitLLVM && EmitAssembly) {
    WithColor::error(errs(), Tool) << "-S and --emit-llvm exclude each other\n";
    return 1;
  }
  if (OptLevel > 3) {
    WithColor::error(errs(), Tool) << "-O" << OptLevel << ": the optimization level is 0-3\n";
    return 1;
  }
  Error E = Error::success();
  if (DeviceCmd)
    E = runDevice();
  else if (HostCmd)
    E = runHost();
  else {
    WithColor::error(errs(), Tool)
        << "no subcommand; use 'offload-lower device', 'offload-lower host' or "
           "'offload-lower archs' (see --help)\n";
    return 1;
  }
  if (E) {
    reportErrors(std::move(E), Tool);
    return 1;
  }
  return 0;
}
