//===- Merge.cpp - Merging and comparing manifests ------------------------===//
#include "offload/manifest/Merge.h"
#include "offload/support/Diagnostic.h"

#include <algorithm>
#include <map>

using namespace llvm;

namespace offload::manifest {

namespace {

std::string where(const KernelInstance &K) {
  if (K.ReadFrom.File.empty())
    return "(unknown place)";
  return K.ReadFrom.File + ":" + std::to_string(K.ReadFrom.Line) + ":" +
         std::to_string(K.ReadFrom.Column);
}

Error conflict(const KernelInstance &At, const Twine &Message) {
  return makeDiagnostic(At.ReadFrom.File, At.ReadFrom.Line, At.ReadFrom.Column,
                        Message);
}

/// The first difference in what two records of one instance say about its
/// kernel and arguments, or "".
std::string signatureDifference(const KernelInstance &A, const KernelInstance &B) {
  if (A.Kernel != B.Kernel || A.GenericArgs != B.GenericArgs)
    return "kernel " + A.displayName() + " vs " + B.displayName();
  if (A.Args.size() != B.Args.size())
    return std::to_string(A.Args.size()) + " vs " +
           std::to_string(B.Args.size()) + " arguments";
  for (size_t I = 0; I < A.Args.size(); ++I) {
    const KernelArgument &X = A.Args[I], &Y = B.Args[I];
    if (X.TypeName != Y.TypeName)
      return "argument " + std::to_string(I) + ": '" + printable(X.TypeName) +
             "' vs '" + printable(Y.TypeName) + "'";
    if (X.Layout && Y.Layout) {
      std::string Why = layout::describeLayoutMismatch(*X.Layout, *Y.Layout,
                                                       "one", "the other");
      if (!Why.empty())
        return "argument " + std::to_string(I) + " ('" + X.TypeName +
               "'): " + Why;
    }
  }
  return "";
}

template <typename T> std::vector<T> united(std::vector<T> A, const std::vector<T> &B) {
  A.insert(A.end(), B.begin(), B.end());
  std::sort(A.begin(), A.end());
  A.erase(std::unique(A.begin(), A.end()), A.end());
  return A;
}

} // namespace

Expected<Manifest> mergeManifests(ArrayRef<Manifest> Inputs) {
  Manifest Out;
  Out.Producer = "offload-manifest merge";
  std::map<std::string, size_t> ByDevice;  // device symbol -> index in Out
  std::map<std::string, size_t> ByHost;    // host symbol -> index in Out
  std::map<size_t, const KernelInstance *> FirstSeen; // index -> first record
  Error Errors = Error::success();
  for (const Manifest &M : Inputs)
    for (const KernelInstance &K : M.Instances) {
      auto [It, New] = ByDevice.try_emplace(K.DeviceSymbol, Out.Instances.size());
      size_t Index = It->second;
      if (New) {
        Out.Instances.push_back(K);
        FirstSeen[Index] = &K;
      } else {
        const KernelInstance &First = *FirstSeen[Index];
        std::string Why = signatureDifference(First, K);
        if (!Why.empty()) {
          Errors = joinErrors(std::move(Errors),
                              conflict(K, "instance " + K.displayName() +
                                              " conflicts with the one at " +
                                              where(First) + ": " + Why));
          continue;
        }
        KernelInstance &Into = Out.Instances[Index];
        Into.HostSymbols = united(Into.HostSymbols, K.HostSymbols);
        Into.LaunchSites = united(Into.LaunchSites, K.LaunchSites);
      }
      for (const std::string &H : K.HostSymbols) {
        auto [HIt, HNew] = ByHost.try_emplace(H, Index);
        if (!HNew && HIt->second != Index)
          Errors = joinErrors(
              std::move(Errors),
              conflict(K, "host symbol '" + printable(H) + "' launches " +
                              K.displayName() + " here but " +
                              Out.Instances[HIt->second].displayName() +
                              " at " + where(*FirstSeen[HIt->second])));
      }
    }
  if (Errors)
    return Errors;
  for (KernelInstance &K : Out.Instances)
    K.ReadFrom = {};
  Out.sort();
  return Out;
}

std::vector<std::string> diffManifests(const Manifest &Old, const Manifest &New) {
  std::map<std::string, const KernelInstance *> A, B;
  for (const KernelInstance &K : Old.Instances)
    A[K.DeviceSymbol] = &K;
  for (const KernelInstance &K : New.Instances)
    B[K.DeviceSymbol] = &K;
  std::vector<std::string> Lines;
  for (auto &[Symbol, K] : A)
    if (!B.count(Symbol))
      Lines.push_back("- " + K->displayName());
  for (auto &[Symbol, K] : B) {
    auto It = A.find(Symbol);
    if (It == A.end()) {
      Lines.push_back("+ " + K->displayName());
      continue;
    }
    const KernelInstance &O = *It->second;
    std::string Name = K->displayName();
    if (O.Kernel != K->Kernel || O.GenericArgs != K->GenericArgs)
      Lines.push_back("~ " + Name + ": kernel " + O.displayName() + " -> " + Name);
    size_t N = std::max(O.Args.size(), K->Args.size());
    for (size_t I = 0; I < N; ++I) {
      const KernelArgument *X = I < O.Args.size() ? &O.Args[I] : nullptr;
      const KernelArgument *Y = I < K->Args.size() ? &K->Args[I] : nullptr;
      std::string Arg = "~ " + Name + ": argument " + std::to_string(I);
      if (!X)
        Lines.push_back(Arg + " added: " + printable(Y->TypeName));
      else if (!Y)
        Lines.push_back(Arg + " removed: " + printable(X->TypeName));
      else if (X->TypeName != Y->TypeName)
        Lines.push_back(Arg + ": " + printable(X->TypeName) + " -> " +
                        printable(Y->TypeName));
      else if (X->Layout.has_value() != Y->Layout.has_value())
        Lines.push_back(Arg + ": layout " + (Y->Layout ? "added" : "removed"));
      else if (X->Layout) {
        std::string Why =
            layout::describeLayoutMismatch(*X->Layout, *Y->Layout, "OLD", "NEW");
        if (!Why.empty())
          Lines.push_back(Arg + ": layout changed: " + Why);
      }
    }
    if (O.HostSymbols != K->HostSymbols)
      Lines.push_back("~ " + Name + ": host symbols changed");
    if (O.LaunchSites != K->LaunchSites)
      Lines.push_back("~ " + Name + ": launch sites changed");
  }
  return Lines;
}

} // namespace offload::manifest
