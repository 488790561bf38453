//===- Extract.cpp - Manifests from host bitcode --------------------------===//
#include "offload/rust/Extract.h"
#include "offload/rust/Conventions.h"
#include "offload/support/Diagnostic.h"
#include "offload/rust/RustSpelling.h"

#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/ConvertUTF.h"

#include <cstdlib>
#include <map>

using namespace llvm;

namespace offload::rust {

using namespace manifest;

std::string demangleRust(StringRef Name) {
  char *D = rustDemangle(std::string_view(Name.data(), Name.size()));
  if (!D)
    return "";
  std::string S = D;
  std::free(D);
  return S;
}

namespace {

SourceLocation locationOf(const DebugLoc &DL) {
  SourceLocation L;
  if (!DL)
    return L;
  L.File = layout::fileNameOf(DL->getScope());
  L.Line = DL.getLine();
  L.Column = DL.getCol();
  return L;
}

/// The first call of the marker in F, if any.
const CallBase *markerCall(const Function &F, const Function &Marker) {
  for (const User *U : Marker.users())
    if (auto *CB = dyn_cast<CallBase>(U))
      if (CB->getFunction() == &F && CB->getCalledOperand() == &Marker)
        return CB;
  return nullptr;
}

const DIType *stripTypedefs(const DIType *T) {
  unsigned Links = 0;
  while (auto *D = dyn_cast_or_null<DIDerivedType>(T)) {
    if (D->getTag() != dwarf::DW_TAG_typedef && D->getTag() != dwarf::DW_TAG_const_type)
      break;
    if (++Links > layout::MaxDebugInfoChain)
      return nullptr;
    T = D->getBaseType();
  }
  return T;
}

} // namespace

Expected<std::vector<const DIDerivedType *>>
launchArguments(const Function &F) {
  const DISubprogram *SP = F.getSubprogram();
  if (!SP || !SP->getType())
    return createStringError("launch instance '" + F.getName() +
                             "' has no debug info; compile the host crate "
                             "with -g");
  // (return type, kernel, &LaunchConfig, argument tuple[, &Location of the
  // caller, which #[track_caller] adds])
  DITypeRefArray Types = SP->getType()->getTypeArray();
  const DIType *Args = Types.size() >= 4 ? stripTypedefs(Types[3]) : nullptr;
  // The support crate passes `*const F::Args`: the tuple is its pointee.
  if (auto *P = dyn_cast_or_null<DIDerivedType>(Args);
      P && P->getTag() == dwarf::DW_TAG_pointer_type)
    Args = stripTypedefs(P->getBaseType());
  std::vector<const DIDerivedType *> Members;
  if (auto *B = dyn_cast_or_null<DIBasicType>(Args);
      B && B->getName() == "()" && B->getSizeInBits() == 0)
    return Members; // a kernel without arguments
  auto *Tuple = dyn_cast_or_null<DICompositeType>(Args);
  if (!Tuple || Tuple->getTag() != dwarf::DW_TAG_structure_type ||
      !Tuple->getName().starts_with("("))
    return createStringError("launch instance '" + F.getName() +
                             "': its debug info has no argument tuple as "
                             "the third parameter (is it offload::launch?)");
  std::map<unsigned, const DIDerivedType *> ByIndex;
  for (const DINode *N : Tuple->getElements()) {
    auto *Member = dyn_cast_or_null<DIDerivedType>(N);
    if (!Member || Member->getTag() != dwarf::DW_TAG_member)
      continue;
    StringRef Name = Member->getName();
    unsigned Index;
    if (!Name.consume_front("__") || Name.getAsInteger(10, Index))
      return createStringError("tuple type '" + Tuple->getName() +
                               "' has a member named '" + Member->getName() +
                               "'; expected __0, __1, ...");
    ByIndex[Index] = Member;
  }
  for (auto &[Index, Member] : ByIndex) {
    if (Index != Members.size())
      return createStringError("tuple type '" + Tuple->getName() +
                               "' lacks member __" +
                               std::to_string(Members.size()));
    Members.push_back(Member);
  }
  return Members;
}

namespace {

/// Whether SP is a function of the support crate (its outermost namespace
/// is `offload`): the frames between the user's call and a launch instance.
bool isSupportFrame(const DISubprogram *SP) {
  const DIScope *Top = nullptr;
  unsigned Links = 0;
  for (const DIScope *S = SP ? SP->getScope() : nullptr; S; S = S->getScope()) {
    if (++Links > layout::MaxDebugInfoChain)
      return false; // a cycle of scopes: no crate's code
    if (isa<DINamespace>(S))
      Top = S;
  }
  return Top && Top->getName() == SupportCrate;
}

/// Adds to Sites where the user's code reaches the call CB: its debug
/// location with the support crate's inlined frames peeled off, or, when
/// CB lies in a support function that was not inlined, the user's calls of
/// that function.
void addUserSites(const CallBase &CB, std::vector<SourceLocation> &Sites,
                  unsigned Depth) {
  const DILocation *L = CB.getDebugLoc().get();
  for (unsigned Links = 0; L && Links < layout::MaxDebugInfoChain &&
                           isSupportFrame(layout::subprogramOf(L->getScope())) && L->getInlinedAt();
       ++Links)
    L = L->getInlinedAt();
  if (L && isSupportFrame(layout::subprogramOf(L->getScope()))) {
    const Function *Caller = CB.getFunction();
    if (Depth < 4)
      for (const User *U : Caller->users())
        if (auto *Outer = dyn_cast<CallBase>(U))
          if (Outer->getCalledOperand() == Caller)
            addUserSites(*Outer, Sites, Depth + 1);
    return;
  }
  Sites.push_back(locationOf(DebugLoc(const_cast<DILocation *>(L))));
}

} // namespace

std::vector<SourceLocation> launchSites(const Function &F) {
  std::vector<SourceLocation> Sites;
  for (const User *U : F.users())
    if (auto *CB = dyn_cast<CallBase>(U))
      if (CB->getCalledOperand() == &F)
        addUserSites(*CB, Sites, 0);
  llvm::sort(Sites);
  Sites.erase(std::unique(Sites.begin(), Sites.end()), Sites.end());
  return Sites;
}

namespace {

bool isUTF8(StringRef S) {
  const UTF8 *P = reinterpret_cast<const UTF8 *>(S.begin());
  return isLegalUTF8String(&P, reinterpret_cast<const UTF8 *>(S.end()));
}

/// The first string of Tree (its fields' names, recursive types, and the
/// same in the trees behind pointers) that is not UTF-8, or null.
const std::string *nonUTF8(const layout::TypeTree *Tree) {
  if (!Tree)
    return nullptr;
  for (const layout::TypeTreeEntry &E : Tree->Entries) {
    for (const std::string *S : {&E.Field, &E.RecursiveType})
      if (!isUTF8(*S))
        return S;
    if (const std::string *S = nonUTF8(E.Pointee.get()))
      return S;
  }
  return nullptr;
}

/// The first name of K that is not UTF-8 (the kernel's path, its generic
/// arguments, the arguments' type names and fields), or null. Rust's names
/// always are, so such a name comes from damaged input; a manifest, which
/// is JSON, could not carry it unchanged.
const std::string *nonUTF8(const KernelInstance &K) {
  std::vector<const std::string *> Names{&K.Kernel};
  for (const std::string &G : K.GenericArgs)
    Names.push_back(&G);
  for (const manifest::KernelArgument &A : K.Args) {
    Names.push_back(&A.TypeName);
    if (A.Layout)
      Names.push_back(&A.Layout->PointeeType);
  }
  for (const std::string *S : Names)
    if (!isUTF8(*S))
      return S;
  for (const manifest::KernelArgument &A : K.Args)
    if (A.Layout)
      if (const std::string *S = nonUTF8(A.Layout->Tree.get()))
        return S;
  return nullptr;
}

/// The instance of one launch function, or the errors that stop it.
Expected<KernelInstance> extractInstance(const Function &F, const DataLayout &DL) {
  std::string Demangled = demangleRust(F.getName());
  if (Demangled.empty())
    return createStringError(
        "'" + F.getName() + "' calls " + launchMarker().Name +
        " but is not a Rust v0 symbol; compile the host crate with "
        "-Csymbol-mangling-version=v0 and keep `launch` #[inline(never)]");
  Expected<KernelPath> Path = parseLaunchInstanceName(Demangled);
  if (!Path)
    return Path.takeError();
  Expected<std::vector<const DIDerivedType *>> Members = launchArguments(F);
  if (!Members)
    return Members.takeError();

  KernelInstance K;
  K.Kernel = Path->Kernel;
  K.GenericArgs = Path->GenericArgs;
  K.DeviceSymbol = deviceSymbolFor(K.Kernel, K.GenericArgs);
  K.HostSymbols = {F.getName().str()};
  K.LaunchSites = launchSites(F);
  // Every argument's problem, not only the first one's.
  Error Problems = Error::success();
  uint64_t ValueBytes = 0;
  for (const DIDerivedType *Member : *Members) {
    unsigned Index = K.Args.size();
    Expected<layout::ArgLayout> L =
        layout::layoutOf(Member->getBaseType(), DL, rustConventions());
    if (!L) {
      Problems = joinErrors(std::move(Problems),
                            createStringError("kernel " + K.displayName() +
                                              ", argument " + Twine(Index) +
                                              ": " + toString(L.takeError())));
      K.Args.push_back({"", std::nullopt, std::nullopt});
      continue;
    }
    if (L->Kind == layout::ArgKind::Value)
      ValueBytes += alignTo(L->Size, 8);
    std::string Name = L->TypeName;
    K.Args.push_back({std::move(Name), std::move(*L), Member->getOffsetInBits() / 8});
  }
  if (Problems)
    return Problems;
  if (const std::string *Bad = nonUTF8(K))
    return createStringError("kernel " + printable(K.displayName()) +
                             ": the symbol or debug info names something '" +
                             printable(*Bad) +
                             "', which is not UTF-8 (damaged input: Rust's names are)");
  if (ValueBytes > MaxKernelParameterBytes)
    return createStringError(
        "kernel " + K.displayName() + " takes " + Twine(ValueBytes) +
        " bytes of arguments by value; GPUs accept at most " +
        Twine(MaxKernelParameterBytes) +
        " bytes of kernel parameters: pass the largest by reference");
  return K;
}

} // namespace

Expected<Manifest> extractManifest(const Module &M, StringRef FileName) {
  Manifest Out;
  const Function *Marker = M.getFunction(launchMarker().Name);
  if (!Marker)
    return Out; // no launches at all
  std::vector<const Function *> Instances;
  // Every problem, reported in source order.
  std::vector<std::pair<SourceLocation, std::string>> Problems;
  for (const User *U : Marker->users()) {
    auto *CB = dyn_cast<CallBase>(U);
    if (!CB || CB->getCalledOperand() != Marker) {
      Problems.push_back({{FileName.str(), 0, 0},
                          Twine(Twine("'") + launchMarker().Name +
                                "' is used other than as a direct call").str()});
      continue;
    }
    const Function *F = CB->getFunction();
    if (std::find(Instances.begin(), Instances.end(), F) == Instances.end())
      Instances.push_back(F);
  }

  for (const Function *F : Instances) {
    // Errors go to the user's launch; the marker call (in the support
    // crate) only when nothing calls the instance.
    std::vector<SourceLocation> Sites = launchSites(*F);
    SourceLocation At = !Sites.empty() ? Sites.front()
                                       : locationOf(markerCall(*F, *Marker)->getDebugLoc());
    auto Fail = [&](Error E) {
      handleAllErrors(std::move(E), [&](const ErrorInfoBase &EI) {
        SourceLocation Where = At;
        if (Where.File.empty())
          Where = {FileName.str(), 0, 0};
        Problems.push_back({Where, EI.message()});
      });
    };
    Expected<KernelInstance> K = extractInstance(*F, M.getDataLayout());
    if (!K) {
      Fail(K.takeError());
      continue;
    }
    // The same instance launched from several crates (or codegen units)
    // has one launch function each: one instance, several host symbols.
    auto Same = std::find_if(Out.Instances.begin(), Out.Instances.end(),
                             [&](const KernelInstance &O) {
                               return O.DeviceSymbol == K->DeviceSymbol;
                             });
    if (Same == Out.Instances.end()) {
      Out.Instances.push_back(std::move(*K));
      continue;
    }
    if (Same->displayName() != K->displayName()) {
      Fail(createStringError("kernel instances " + Same->displayName() + " and " +
                             K->displayName() + " would share the device symbol '" +
                             K->DeviceSymbol + "'"));
      continue;
    }
    bool SameArgs = Same->Args.size() == K->Args.size();
    for (size_t I = 0; SameArgs && I < K->Args.size(); ++I)
      SameArgs = Same->Args[I].TypeName == K->Args[I].TypeName;
    if (!SameArgs) {
      Fail(createStringError("kernel " + K->displayName() +
                             " is launched with different argument types by '" +
                             Same->HostSymbols.front() + "' and '" +
                             K->HostSymbols.front() + "'"));
      continue;
    }
    Same->HostSymbols.push_back(K->HostSymbols.front());
    Same->LaunchSites.insert(Same->LaunchSites.end(), K->LaunchSites.begin(),
                             K->LaunchSites.end());
  }
  if (!Problems.empty()) {
    std::stable_sort(Problems.begin(), Problems.end(),
                     [](const auto &A, const auto &B) { return A.first < B.first; });
    Error All = Error::success();
    for (auto &[At, Message] : Problems)
      All = joinErrors(std::move(All),
                       makeDiagnostic(At.File, At.Line, At.Column, Message));
    return All;
  }
  Out.sort();
  return Out;
}

namespace {

/// Checks every launch found in M against the manifest, which must list it
/// (by host symbol) with the same kernel, device symbol and argument types.
/// Instances of the manifest that M does not launch are ignored: a manifest
/// merged from several programs may list them. Returns, per launched
/// instance, the manifest's record with M's host symbols.
Expected<Manifest> matchManifest(const Manifest &Found, const Manifest &Man,
                                 StringRef FileName) {
  std::map<std::string, const KernelInstance *> ByHost;
  for (const KernelInstance &K : Man.Instances)
    for (const std::string &H : K.HostSymbols)
      ByHost[H] = &K;
  std::string Problems;
  Manifest Launched;
  Launched.Producer = Man.Producer;
  for (const KernelInstance &F : Found.Instances) {
    const KernelInstance *K = nullptr;
    for (const std::string &H : F.HostSymbols) {
      auto It = ByHost.find(H);
      if (It == ByHost.end()) {
        Problems += "\n  the manifest lacks " + F.displayName() +
                    ", launched by '" + H + "'";
        continue;
      }
      if (K && K != It->second)
        Problems += "\n  " + F.displayName() +
                    " is two instances in the manifest";
      K = It->second;
    }
    if (!K)
      continue;
    std::string At = K->ReadFrom.File.empty()
                         ? ""
                         : " (" + K->ReadFrom.File + ":" +
                               std::to_string(K->ReadFrom.Line) + ":" +
                               std::to_string(K->ReadFrom.Column) + ")";
    if (F.Kernel != K->Kernel || F.GenericArgs != K->GenericArgs)
      Problems += "\n  '" + F.HostSymbols.front() + "' launches " +
                  F.displayName() + ", the manifest says " +
                  printable(K->displayName()) + At;
    if (F.DeviceSymbol != K->DeviceSymbol)
      Problems += "\n  " + F.displayName() + ": device symbol '" +
                  printable(K->DeviceSymbol) + "' in the manifest, '" +
                  F.DeviceSymbol + "' from the bitcode" + At;
    for (size_t I = 0; I < std::max(F.Args.size(), K->Args.size()); ++I) {
      std::string Want = I < K->Args.size() ? K->Args[I].TypeName : "(none)";
      std::string Have = I < F.Args.size() ? F.Args[I].TypeName : "(none)";
      if (Want != Have)
        Problems += "\n  " + F.displayName() + ", argument " +
                    std::to_string(I) + ": '" + printable(Want) +
                    "' in the manifest, '" + Have + "' in the bitcode" + At;
    }
    KernelInstance L = *K;
    L.HostSymbols = F.HostSymbols;
    L.Args = F.Args;
    Launched.Instances.push_back(std::move(L));
  }
  if (!Problems.empty())
    return makeDiagnostic(FileName, 0, 0,
                          "the manifest does not match the host bitcode "
                          "(re-run offload-manifest extract):" + Problems);
  return Launched;
}

} // namespace

Expected<Manifest> resolveLaunches(const Module &M, const Manifest &Man,
                                   StringRef FileName) {
  Expected<Manifest> Found = extractManifest(M, FileName);
  if (!Found)
    return Found.takeError();
  return matchManifest(*Found, Man, FileName);
}

Expected<Manifest> hostPassManifest(const Module &M, const Manifest &Man,
                                    StringRef FileName) {
  if (&conventionsFor(M) == &rustConventions())
    return resolveLaunches(M, Man, FileName);
  return Man;
}

} // namespace offload::rust
