//===- CAPI.cpp - The toolkit's C API -------------------------------------===//
//
// offload/offload.h over the C++ libraries: handles own the C++ objects and
// every string they hand out; errors become offload_error values.
//
//===----------------------------------------------------------------------===//
#include "offload/offload.h"
#include "CAPIConventions.h"
#include "offload/lower/DeviceLowering.h"
#include "offload/lower/HostLowering.h"
#include "offload/lower/Images.h"
#include "offload/manifest/Manifest.h"
#include "offload/layout/Conventions.h"
#include "offload/support/Diagnostic.h"
#include "offload/support/IRFiles.h"
#include "offload/support/ToolSupport.h"

#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"

#include <algorithm>
#include <new>
#include <system_error>
#include <string>
#include <vector>

using namespace llvm;

struct offload_error {
  std::string Message;
};

struct offload_manifest {
  offload::manifest::Manifest M;
  std::vector<std::string> Names; ///< display names, for the C strings
};

struct offload_package {
  std::vector<offload::lower::DeviceImage> Images;
};

struct offload_module {
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  std::string Path;
  /// How the module's types are read: C's unless a frontend set its own.
  const offload::layout::Conventions *Conv = &offload::layout::cConventions();
};

struct offload_layouts {
  std::vector<offload::layout::ArgLayout> Layouts;
  std::vector<uint64_t> Offsets;
};

namespace {

/// Stores E's message (the tools' wording) in *Out when Out is not NULL,
/// and returns the status it maps to: errors the file system reported (a
/// FileError with a system error code) are I/O, everything else bad input.
offload_status fail(Error E, offload_error **Out) {
  offload_status Status = OFFLOAD_ERROR_INPUT;
  std::string Message;
  handleAllErrors(
      std::move(E),
      [&](const offload::DiagnosticError &D) {
        std::string Text;
        raw_string_ostream OS(Text);
        D.log(OS);
        size_t Colon = Text.find(": ", D.location().size());
        // `file:line:col: error: message` (notes on the lines after).
        Text.insert(Colon == std::string::npos ? 0 : Colon + 2, "error: ");
        Message += (Message.empty() ? "" : "\n") + Text;
      },
      [&](const FileError &F) {
        std::error_code EC = F.convertToErrorCode();
        if (EC.category() == std::generic_category() ||
            EC.category() == std::system_category())
          Status = OFFLOAD_ERROR_IO;
        Message += (Message.empty() ? "" : "\n") + std::string("error: ") + F.message();
      },
      [&](const ErrorInfoBase &Other) {
        Message += (Message.empty() ? "" : "\n") + std::string("error: ") + Other.message();
      });
  if (Out)
    *Out = new (std::nothrow) offload_error{std::move(Message)};
  return Status;
}

offload_status badArgument(const char *What, offload_error **Out) {
  if (Out)
    *Out = new (std::nothrow) offload_error{std::string("error: ") + What};
  return OFFLOAD_ERROR_ARGUMENT;
}

/// Rebuilds the C strings of a manifest handle after a change.
void refreshNames(offload_manifest &H) {
  H.Names.clear();
  for (const offload::manifest::KernelInstance &K : H.M.Instances)
    H.Names.push_back(K.displayName());
}

offload_status adopt(Expected<offload::manifest::Manifest> M, offload_manifest **Out,
                     offload_error **Error) {
  if (!M)
    return fail(M.takeError(), Error);
  auto *H = new (std::nothrow) offload_manifest{std::move(*M), {}};
  if (!H)
    return badArgument("out of memory", Error);
  refreshNames(*H);
  *Out = H;
  return OFFLOAD_OK;
}

const offload::layout::ArgLayout *layoutAt(const offload_layouts *H, size_t I) {
  return H && I < H->Layouts.size() ? &H->Layouts[I] : nullptr;
}

/// The DISubprogram of the function Name: its symbol, its debug-info name
/// or its demangled linkage name.
const DISubprogram *findSubprogram(const Module &M, StringRef Name) {
  if (const Function *F = M.getFunction(Name))
    if (const DISubprogram *SP = F->getSubprogram())
      return SP;
  DebugInfoFinder Finder;
  Finder.processModule(M);
  for (const DISubprogram *SP : Finder.subprograms())
    if (SP->getName() == Name ||
        (!SP->getLinkageName().empty() &&
         llvm::demangle(SP->getLinkageName()) == Name))
      return SP;
  return nullptr;
}

/// The composite type named Name (`pair`, or as the frontend names it:
/// `struct pair`), through typedefs of that name.
const DICompositeType *findStructure(const Module &M, StringRef Name,
                                     const offload::layout::Conventions &Conv) {
  DebugInfoFinder Finder;
  Finder.processModule(M);
  for (const DIType *T : Finder.types()) {
    bool Match = T->getName() == Name || Conv.typeName(T) == Name;
    while (auto *D = dyn_cast_or_null<DIDerivedType>(T)) {
      if (D->getTag() != dwarf::DW_TAG_typedef)
        break;
      T = D->getBaseType();
    }
    auto *C = dyn_cast_or_null<DICompositeType>(T);
    if (Match && C && C->getTag() != dwarf::DW_TAG_array_type)
      return C;
  }
  return nullptr;
}

/// Layouts of the debug types Types (with offsets) into *Out.
offload_status makeLayouts(const Module &M, const offload::layout::Conventions &Conv,
                           StringRef What,
                           ArrayRef<std::pair<const DIType *, uint64_t>> Types,
                           offload_layouts **Out, offload_error **Error) {
  auto *H = new (std::nothrow) offload_layouts;
  if (!H)
    return badArgument("out of memory", Error);
  llvm::Error Problems = llvm::Error::success();
  for (size_t I = 0; I < Types.size(); ++I) {
    Expected<offload::layout::ArgLayout> L =
        offload::layout::layoutOf(Types[I].first, M.getDataLayout(), Conv);
    if (!L) {
      Problems = joinErrors(std::move(Problems),
                            createStringError(What + Twine(I) + ": " +
                                              toString(L.takeError())));
      continue;
    }
    H->Layouts.push_back(std::move(*L));
    H->Offsets.push_back(Types[I].second);
  }
  if (Problems) {
    delete H;
    return fail(std::move(Problems), Error);
  }
  *Out = H;
  return OFFLOAD_OK;
}

const offload::manifest::KernelArgument *argument(const offload_manifest *H,
                                                  size_t I, size_t A) {
  if (!H || I >= H->M.Instances.size() || A >= H->M.Instances[I].Args.size())
    return nullptr;
  return &H->M.Instances[I].Args[A];
}

} // namespace

extern "C" {

unsigned offload_c_api_version(void) { return OFFLOAD_C_API_VERSION; }

const char *offload_error_message(const offload_error *E) {
  return E ? E->Message.c_str() : "";
}

void offload_error_free(offload_error *E) { delete E; }

offload_status offload_manifest_read(const char *Path, offload_manifest **Out,
                                     offload_error **Error) {
  if (!Path || !Out)
    return badArgument("offload_manifest_read: path and out must not be NULL", Error);
  *Out = nullptr;
  return adopt(offload::manifest::readManifest(Path), Out, Error);
}

offload_status offload_manifest_parse(const char *Text, size_t Len, const char *Name,
                                      offload_manifest **Out, offload_error **Error) {
  if ((!Text && Len) || !Out)
    return badArgument("offload_manifest_parse: text and out must not be NULL", Error);
  *Out = nullptr;
  return adopt(offload::manifest::parseManifest(StringRef(Text, Len),
                                                Name ? Name : "<manifest>"),
               Out, Error);
}

offload_status offload_manifest_write(const offload_manifest *H, const char *Path,
                                      offload_error **Error) {
  if (!H || !Path)
    return badArgument("offload_manifest_write: manifest and path must not be NULL", Error);
  if (llvm::Error E = offload::manifest::writeManifest(H->M, Path)) {
    fail(std::move(E), Error);
    return OFFLOAD_ERROR_IO;
  }
  return OFFLOAD_OK;
}

void offload_manifest_free(offload_manifest *H) { delete H; }

offload_status offload_manifest_create(const char *Producer, offload_manifest **Out,
                                       offload_error **Error) {
  if (!Out)
    return badArgument("offload_manifest_create: out must not be NULL", Error);
  offload::manifest::Manifest M;
  if (Producer)
    M.Producer = Producer;
  *Out = nullptr;
  return adopt(std::move(M), Out, Error);
}

offload_status offload_manifest_add_instance(offload_manifest *H, const char *Kernel,
                                             const char *DeviceSymbol,
                                             const char *HostSymbol,
                                             const offload_layouts *Args,
                                             offload_error **Error) {
  if (!H || !Kernel || !HostSymbol || !Args)
    return badArgument("offload_manifest_add_instance: manifest, kernel, "
                       "host_symbol and args must not be NULL",
                       Error);
  if (!*Kernel)
    return fail(createStringError("the kernel name is empty"), Error);
  offload::manifest::KernelInstance K;
  K.Kernel = Kernel;
  K.DeviceSymbol = DeviceSymbol ? std::string(DeviceSymbol)
                                : offload::manifest::deviceSymbolFor(Kernel, {});
  K.HostSymbols = {HostSymbol};
  for (size_t I = 0; I < Args->Layouts.size(); ++I)
    K.Args.push_back({Args->Layouts[I].TypeName, Args->Layouts[I], Args->Offsets[I]});
  if (K.DeviceSymbol.empty() ||
      !std::all_of(K.DeviceSymbol.begin(), K.DeviceSymbol.end(),
                   [](char C) { return isAlnum(C) || C == '_'; }))
    return fail(createStringError("the device symbol '" +
                                  offload::printable(K.DeviceSymbol) +
                                  "' is not an identifier ([A-Za-z0-9_])"),
                Error);
  if (H->M.findByDeviceSymbol(K.DeviceSymbol))
    return fail(createStringError("the device symbol '" +
                                  offload::printable(K.DeviceSymbol) +
                                  "' is taken by another instance"),
                Error);
  offload::manifest::Manifest Next = H->M;
  Next.Instances.push_back(std::move(K));
  Next.sort();
  // Checked as a file would be: written, then read back.
  Expected<offload::manifest::Manifest> Checked = offload::manifest::parseManifest(
      offload::manifest::toJSON(Next), "<offload_manifest_add_instance>");
  if (!Checked)
    return fail(Checked.takeError(), Error);
  H->M = std::move(Next);
  H->M.Major = Checked->Major;
  H->M.Minor = Checked->Minor;
  refreshNames(*H);
  return OFFLOAD_OK;
}

unsigned offload_manifest_version_major(const offload_manifest *H) {
  return H ? H->M.Major : 0;
}

unsigned offload_manifest_version_minor(const offload_manifest *H) {
  return H ? H->M.Minor : 0;
}

size_t offload_manifest_instance_count(const offload_manifest *H) {
  return H ? H->M.Instances.size() : 0;
}

const char *offload_manifest_instance_name(const offload_manifest *H, size_t I) {
  return H && I < H->Names.size() ? H->Names[I].c_str() : nullptr;
}

const char *offload_manifest_instance_device_symbol(const offload_manifest *H, size_t I) {
  return H && I < H->M.Instances.size() ? H->M.Instances[I].DeviceSymbol.c_str() : nullptr;
}

size_t offload_manifest_arg_count(const offload_manifest *H, size_t I) {
  return H && I < H->M.Instances.size() ? H->M.Instances[I].Args.size() : 0;
}

const char *offload_manifest_arg_type(const offload_manifest *H, size_t I, size_t A) {
  const offload::manifest::KernelArgument *Arg = argument(H, I, A);
  return Arg ? Arg->TypeName.c_str() : nullptr;
}

int64_t offload_manifest_arg_map_type(const offload_manifest *H, size_t I, size_t A) {
  const offload::manifest::KernelArgument *Arg = argument(H, I, A);
  return Arg && Arg->Layout ? int64_t(Arg->Layout->mapType()) : -1;
}

const offload_conventions *offload_conventions_c(void) {
  static const offload_conventions C{&offload::layout::cConventions()};
  return &C;
}

void offload_module_set_conventions(offload_module *H, const offload_conventions *Conv) {
  if (H)
    H->Conv = Conv ? Conv->Conv : &offload::layout::cConventions();
}

offload_status offload_module_read(const char *Path, offload_module **Out,
                                   offload_error **Error) {
  if (!Path || !Out)
    return badArgument("offload_module_read: path and out must not be NULL", Error);
  *Out = nullptr;
  auto *H = new (std::nothrow) offload_module;
  if (!H)
    return badArgument("out of memory", Error);
  Expected<std::unique_ptr<Module>> M = offload::loadModule(Path, H->Ctx);
  if (!M) {
    delete H;
    return fail(M.takeError(), Error);
  }
  H->M = std::move(*M);
  H->Path = Path;
  *Out = H;
  return OFFLOAD_OK;
}

void offload_module_free(offload_module *H) { delete H; }

offload_status offload_layouts_of_function(const offload_module *H, const char *Name,
                                           offload_layouts **Out,
                                           offload_error **Error) {
  if (!H || !H->M || !Name || !Out)
    return badArgument("offload_layouts_of_function: module, name and out "
                       "must not be NULL", Error);
  *Out = nullptr;
  const DISubprogram *SP = findSubprogram(*H->M, Name);
  if (!SP || !SP->getType())
    return fail(offload::makeDiagnostic(H->Path, 0, 0,
                                        "no function '" + offload::printable(Name) +
                                            "' with debug info (compile with -g)"),
                Error);
  std::vector<std::pair<const DIType *, uint64_t>> Types;
  DITypeRefArray Array = SP->getType()->getTypeArray();
  for (size_t I = 1; I < Array.size(); ++I)
    Types.push_back({Array[I], 0});
  return makeLayouts(*H->M, *H->Conv, "function " + std::string(Name) + ", parameter ",
                     Types, Out, Error);
}

offload_status offload_layouts_of_type(const offload_module *H, const char *Name,
                                       offload_layouts **Out, offload_error **Error) {
  if (!H || !H->M || !Name || !Out)
    return badArgument("offload_layouts_of_type: module, name and out must "
                       "not be NULL", Error);
  *Out = nullptr;
  const DICompositeType *C = findStructure(*H->M, Name, *H->Conv);
  if (!C)
    return fail(offload::makeDiagnostic(H->Path, 0, 0,
                                        "no structure type '" + offload::printable(Name) +
                                            "' in the debug info (compile with -g)"),
                Error);
  std::vector<std::pair<const DIType *, uint64_t>> Types;
  for (const DINode *N : C->getElements())
    if (auto *Member = dyn_cast_or_null<DIDerivedType>(N))
      if (Member->getTag() == dwarf::DW_TAG_member && !Member->isStaticMember())
        Types.push_back({Member->getBaseType(), Member->getOffsetInBits() / 8});
  return makeLayouts(*H->M, *H->Conv, "type " + std::string(Name) + ", member ", Types,
                     Out, Error);
}

void offload_layouts_free(offload_layouts *H) { delete H; }

size_t offload_layouts_count(const offload_layouts *H) {
  return H ? H->Layouts.size() : 0;
}

const char *offload_layout_type(const offload_layouts *H, size_t I) {
  const offload::layout::ArgLayout *L = layoutAt(H, I);
  return L ? L->TypeName.c_str() : nullptr;
}

int offload_layout_kind(const offload_layouts *H, size_t I) {
  const offload::layout::ArgLayout *L = layoutAt(H, I);
  if (!L)
    return -1;
  switch (L->Kind) {
  case offload::layout::ArgKind::Value:
    return OFFLOAD_ARG_VALUE;
  case offload::layout::ArgKind::Reference:
    return OFFLOAD_ARG_REFERENCE;
  case offload::layout::ArgKind::Slice:
    return OFFLOAD_ARG_SLICE;
  }
  return -1;
}

uint64_t offload_layout_size(const offload_layouts *H, size_t I) {
  const offload::layout::ArgLayout *L = layoutAt(H, I);
  return L ? L->Size : 0;
}

uint64_t offload_layout_align(const offload_layouts *H, size_t I) {
  const offload::layout::ArgLayout *L = layoutAt(H, I);
  return L ? L->Align : 0;
}

uint64_t offload_layout_offset(const offload_layouts *H, size_t I) {
  return H && I < H->Offsets.size() ? H->Offsets[I] : 0;
}

uint64_t offload_layout_pointee_size(const offload_layouts *H, size_t I) {
  const offload::layout::ArgLayout *L = layoutAt(H, I);
  return L ? L->PointeeSize : 0;
}

int64_t offload_layout_map_type(const offload_layouts *H, size_t I) {
  const offload::layout::ArgLayout *L = layoutAt(H, I);
  return L ? int64_t(L->mapType()) : -1;
}

unsigned offload_layout_slot_count(const offload_layouts *H, size_t I) {
  const offload::layout::ArgLayout *L = layoutAt(H, I);
  return L ? L->slotCount() : 0;
}

offload_status offload_device_pass(offload_module *H, const offload_manifest *Man,
                                   const char *Arch, unsigned OptLevel,
                                   const char *PackagePath, offload_error **Error) {
  if (!H || !H->M || !Man || !Arch || !*Arch || !PackagePath)
    return badArgument("offload_device_pass: module, manifest, arch and "
                       "package_path must not be NULL or empty", Error);
  if (OptLevel > 3)
    return badArgument("offload_device_pass: opt_level must be 0-3", Error);
  offload::lower::DeviceOptions Options;
  Options.Arch = Arch;
  Options.OptLevel = OptLevel;
  Expected<offload::lower::DeviceImage> Image = offload::lower::runDevicePass(
      *H->M, Man->M, H->Path, *H->Conv, Options);
  if (!Image)
    return fail(Image.takeError(), Error);
  if (llvm::Error E = offload::writeFileAtomically(
          PackagePath, offload::lower::writePackage({*Image}))) {
    fail(std::move(E), Error);
    return OFFLOAD_ERROR_IO;
  }
  return OFFLOAD_OK;
}

offload_status offload_host_pass(offload_module *H, const offload_manifest *Man,
                                 const char *const *PackagePaths, size_t PackageCount,
                                 const offload_launch_marker *Marker,
                                 unsigned OptLevel, const char *ObjectPath,
                                 offload_error **Error) {
  if (!H || !H->M || !Man || (PackageCount && !PackagePaths) ||
      (Marker && (!Marker->name || !*Marker->name)) || !ObjectPath)
    return badArgument("offload_host_pass: module, manifest, package_paths, "
                       "a marker's name and object_path must not be NULL "
                       "(nor the name empty)",
                       Error);
  if (OptLevel > 3)
    return badArgument("offload_host_pass: opt_level must be 0-3", Error);
  std::vector<std::string> Paths;
  for (size_t I = 0; I < PackageCount; ++I) {
    if (!PackagePaths[I])
      return badArgument("offload_host_pass: a package path is NULL", Error);
    Paths.push_back(PackagePaths[I]);
  }
  Expected<std::vector<offload::lower::DeviceImage>> Images =
      offload::lower::readPackages(Paths);
  if (!Images)
    return fail(Images.takeError(), Error);
  // The toolkit's marker as offload.h documents it, without the stack
  // size (the config the C API names is 28 bytes).
  offload::lower::LaunchMarker Contract =
      offload::lower::toolkitLaunchMarker(/*WithStackBytes=*/false);
  if (Marker) {
    Contract = {Marker->name, Marker->grid_offset, Marker->block_offset, std::nullopt,
                std::nullopt};
    if (Marker->shared_bytes_offset != OFFLOAD_NO_SHARED_BYTES)
      Contract.DynamicSharedOffset = Marker->shared_bytes_offset;
  }
  Expected<std::string> Object = offload::lower::runHostPass(
      *H->M, Man->M, std::move(*Images), H->Path, Contract, OptLevel);
  if (!Object)
    return fail(Object.takeError(), Error);
  if (llvm::Error E = offload::writeFileAtomically(ObjectPath, *Object)) {
    fail(std::move(E), Error);
    return OFFLOAD_ERROR_IO;
  }
  return OFFLOAD_OK;
}

offload_status offload_package_read(const char *Path, offload_package **Out,
                                    offload_error **Error) {
  if (!Path || !Out)
    return badArgument("offload_package_read: path and out must not be NULL", Error);
  *Out = nullptr;
  Expected<std::vector<offload::lower::DeviceImage>> Images =
      offload::lower::readPackage(Path);
  if (!Images)
    return fail(Images.takeError(), Error);
  // Records of images left out at build time hold no image.
  llvm::erase_if(*Images, [](const offload::lower::DeviceImage &I) { return I.isLeftOut(); });
  auto *H = new (std::nothrow) offload_package{std::move(*Images)};
  if (!H)
    return badArgument("out of memory", Error);
  *Out = H;
  return OFFLOAD_OK;
}

void offload_package_free(offload_package *H) { delete H; }

size_t offload_package_image_count(const offload_package *H) {
  return H ? H->Images.size() : 0;
}

const char *offload_package_image_triple(const offload_package *H, size_t I) {
  return H && I < H->Images.size() ? H->Images[I].Triple.c_str() : nullptr;
}

const char *offload_package_image_arch(const offload_package *H, size_t I) {
  return H && I < H->Images.size() ? H->Images[I].Arch.c_str() : nullptr;
}

uint64_t offload_package_image_size(const offload_package *H, size_t I) {
  return H && I < H->Images.size() ? H->Images[I].Bytes.size() : 0;
}

} // extern "C"
