//===- Extract.cpp - Manifests from host bitcode --------------------------===//
#include "offload/manifest/Extract.h"
#include "offload/manifest/Diagnostic.h"

#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <cstdlib>
#include <map>

using namespace llvm;

namespace offload::manifest {

namespace {

/// Splits S at commas that are not nested in <>, (), [].
std::vector<std::string> splitTopLevel(StringRef S) {
  std::vector<std::string> Parts;
  int Depth = 0;
  size_t Start = 0;
  for (size_t I = 0; I < S.size(); ++I) {
    char C = S[I];
    if (C == '<' || C == '(' || C == '[')
      ++Depth;
    else if (C == '>' || C == ')' || C == ']')
      --Depth;
    else if (C == ',' && Depth == 0) {
      Parts.push_back(S.slice(Start, I).trim().str());
      Start = I + 1;
    }
  }
  StringRef Last = S.drop_front(Start).trim();
  if (!Last.empty() || !Parts.empty())
    Parts.push_back(Last.str());
  return Parts;
}

/// For `a::b::<X, Y>` (value position) or `a::b<X, Y>` (type position)
/// returns where the trailing generic argument list starts and the length
/// of its opener (`::<` or `<`); {npos, 0} when there is none.
std::pair<size_t, size_t> trailingGenerics(StringRef S) {
  if (!S.ends_with(">"))
    return {StringRef::npos, 0};
  int Depth = 0;
  for (size_t I = S.size(); I-- > 0;) {
    char C = S[I];
    if (C == '>' || C == ')' || C == ']')
      ++Depth;
    else if (C == '<' || C == '(' || C == '[') {
      if (--Depth != 0)
        continue;
      if (C != '<' || I == 0)
        return {StringRef::npos, 0};
      if (I >= 2 && S.substr(I - 2, 2) == "::")
        return {I - 2, 3};
      return {I, 1};
    }
  }
  return {StringRef::npos, 0};
}

KernelPath splitKernelPath(StringRef K) {
  KernelPath P;
  auto [G, Len] = trailingGenerics(K);
  if (G == StringRef::npos) {
    P.Kernel = K.str();
    return P;
  }
  P.Kernel = K.take_front(G).str();
  P.GenericArgs = splitTopLevel(K.slice(G + Len, K.size() - 1));
  return P;
}

} // namespace

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
  L.File = DL->getFilename().str();
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

} // namespace

Expected<std::pair<KernelPath, std::string>>
parseLaunchInstanceName(StringRef Demangled) {
  auto [G, Len] = trailingGenerics(Demangled);
  if (G == StringRef::npos)
    return createStringError("'" + Demangled +
                             "' is not a generic launch instance "
                             "(expected `...::launch::<Kernel, Args>`)");
  std::vector<std::string> Args =
      splitTopLevel(Demangled.slice(G + Len, Demangled.size() - 1));
  if (Args.size() != 2)
    return createStringError("'" + Demangled +
                             "' has " + std::to_string(Args.size()) +
                             " generic arguments; a launch instance has two "
                             "(the kernel and the argument tuple)");
  return std::make_pair(splitKernelPath(Args[0]), Args[1]);
}

Expected<const DICompositeType *>
launchArgumentTuple(const Function &F) {
  const DISubprogram *SP = F.getSubprogram();
  if (!SP)
    return createStringError("launch instance '" + F.getName() +
                             "' has no debug info; compile the host crate "
                             "with -g");
  DITemplateParameterArray Params = SP->getTemplateParams();
  if (!Params || Params.size() < 2)
    return createStringError("launch instance '" + F.getName() +
                             "' has no argument-tuple template parameter in "
                             "its debug info");
  auto *TP = dyn_cast_or_null<DITemplateTypeParameter>(Params[1]);
  auto *Tuple = TP ? dyn_cast_or_null<DICompositeType>(TP->getType()) : nullptr;
  if (!Tuple || Tuple->getTag() != dwarf::DW_TAG_structure_type)
    return createStringError("launch instance '" + F.getName() +
                             "': the argument list is not a tuple in the "
                             "debug info (pass the arguments as a tuple)");
  return Tuple;
}

Expected<std::vector<const DIType *>>
tupleMembers(const DICompositeType &Tuple) {
  std::map<unsigned, const DIType *> ByIndex;
  for (const DINode *N : Tuple.getElements()) {
    auto *Member = dyn_cast_or_null<DIDerivedType>(N);
    if (!Member || Member->getTag() != dwarf::DW_TAG_member)
      continue;
    StringRef Name = Member->getName();
    unsigned Index;
    if (!Name.consume_front("__") || Name.getAsInteger(10, Index))
      return createStringError("tuple type '" + Tuple.getName() +
                               "' has a member named '" + Member->getName() +
                               "'; expected __0, __1, ...");
    ByIndex[Index] = Member;
  }
  std::vector<const DIType *> Members;
  for (auto &[Index, Member] : ByIndex) {
    if (Index != Members.size())
      return createStringError("tuple type '" + Tuple.getName() +
                               "' lacks member __" +
                               std::to_string(Members.size()));
    Members.push_back(Member);
  }
  return Members;
}

Expected<Manifest> extractManifest(const Module &M, StringRef FileName) {
  Manifest Out;
  const Function *Marker = M.getFunction(LaunchMarker);
  if (!Marker)
    return Out; // no launches at all
  std::vector<const Function *> Instances;
  for (const User *U : Marker->users()) {
    auto *CB = dyn_cast<CallBase>(U);
    if (!CB || CB->getCalledOperand() != Marker)
      return makeDiagnostic(FileName, 0, 0,
                            Twine("'") + LaunchMarker +
                                "' is used other than as a direct call");
    const Function *F = CB->getFunction();
    if (std::find(Instances.begin(), Instances.end(), F) == Instances.end())
      Instances.push_back(F);
  }

  for (const Function *F : Instances) {
    const CallBase *Call = markerCall(*F, *Marker);
    SourceLocation At = locationOf(Call->getDebugLoc());
    auto Fail = [&](Error E) -> Error {
      return makeDiagnostic(At.File.empty() ? FileName.str() : At.File,
                            At.Line, At.Column, toString(std::move(E)));
    };
    std::string Demangled = demangleRust(F->getName());
    if (Demangled.empty())
      return Fail(createStringError(
          "'" + F->getName() + "' calls " + LaunchMarker +
          " but is not a Rust v0 symbol; compile the host crate with "
          "-Csymbol-mangling-version=v0 and keep `launch` #[inline(never)]"));
    auto Parsed = parseLaunchInstanceName(Demangled);
    if (!Parsed)
      return Fail(Parsed.takeError());
    auto Tuple = launchArgumentTuple(*F);
    if (!Tuple)
      return Fail(Tuple.takeError());
    auto Members = tupleMembers(**Tuple);
    if (!Members)
      return Fail(Members.takeError());

    KernelInstance K;
    K.Kernel = Parsed->first.Kernel;
    K.GenericArgs = Parsed->first.GenericArgs;
    K.DeviceSymbol = deviceSymbolFor(K.Kernel, K.GenericArgs);
    K.HostSymbols = {F->getName().str()};
    for (const DIType *Member : *Members) {
      const DIType *T = cast<DIDerivedType>(Member)->getBaseType();
      if (!T || T->getName().empty())
        return Fail(createStringError("argument " +
                                      std::to_string(K.Args.size()) + " of " +
                                      K.displayName() +
                                      " has an unnamed type in the debug info"));
      Expected<layout::ArgLayout> L = layout::layoutOf(T);
      if (!L)
        return Fail(createStringError("kernel " + K.displayName() +
                                      ", argument " +
                                      std::to_string(K.Args.size()) + ": " +
                                      toString(L.takeError())));
      K.Args.push_back({T->getName().str(), std::move(*L)});
    }
    for (const User *U : F->users())
      if (auto *CB = dyn_cast<CallBase>(U))
        if (CB->getCalledOperand() == F)
          K.LaunchSites.push_back(locationOf(CB->getDebugLoc()));
    // The same instance launched from several crates (or codegen units)
    // has one launch function each: one instance, several host symbols.
    auto Same = std::find_if(Out.Instances.begin(), Out.Instances.end(),
                             [&](const KernelInstance &O) {
                               return O.DeviceSymbol == K.DeviceSymbol;
                             });
    if (Same == Out.Instances.end()) {
      Out.Instances.push_back(std::move(K));
      continue;
    }
    if (Same->displayName() != K.displayName())
      return Fail(createStringError(
          "kernel instances " + Same->displayName() + " and " +
          K.displayName() + " would share the device symbol '" +
          K.DeviceSymbol + "'"));
    bool SameArgs = Same->Args.size() == K.Args.size();
    for (size_t I = 0; SameArgs && I < K.Args.size(); ++I)
      SameArgs = Same->Args[I].RustType == K.Args[I].RustType;
    if (!SameArgs)
      return Fail(createStringError(
          "kernel " + K.displayName() +
          " is launched with different argument types by '" +
          Same->HostSymbols.front() + "' and '" + K.HostSymbols.front() + "'"));
    Same->HostSymbols.push_back(K.HostSymbols.front());
    Same->LaunchSites.insert(Same->LaunchSites.end(), K.LaunchSites.begin(),
                             K.LaunchSites.end());
  }
  Out.sort();
  return Out;
}

} // namespace offload::manifest
