//===- CAPIModule.cpp - The C API's modules and layouts -------------------===//
#include "CAPIConventions.h"
#include "CAPIInternal.h"
#include "offload/support/Diagnostic.h"
#include "offload/support/IRFiles.h"

#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"

#include <new>

using namespace llvm;
using namespace offload::capi;

namespace {

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

} // namespace

extern "C" {

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

} // extern "C"
