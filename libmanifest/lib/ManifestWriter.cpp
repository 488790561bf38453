//===- ManifestWriter.cpp - Manifests as JSON -----------------------------===//
//
// toJSON and writeManifest: the format's JSON, two-space indented, written
// whole or not at all.
//
//===----------------------------------------------------------------------===//
#include "JsonPositions.h"
#include "offload/manifest/Manifest.h"
#include "offload/support/ToolSupport.h"

using namespace llvm;

namespace offload::manifest {

namespace {

json treeToJSON(const layout::TypeTree &T) {
  json Entries = json::array();
  for (const layout::TypeTreeEntry &E : T.Entries) {
    json J;
    J["offset"] = E.Offset;
    J["kind"] = layout::leafKindName(E.Kind);
    J["size"] = E.Size;
    if (E.Count != 1) {
      J["count"] = E.Count;
      J["stride"] = E.Stride;
    }
    if (!E.Field.empty())
      J["field"] = E.Field;
    if (E.Pointee)
      J["pointee"] = treeToJSON(*E.Pointee);
    if (!E.RecursiveType.empty())
      J["recursive_type"] = E.RecursiveType;
    if (E.Atomic)
      J["atomic"] = true;
    Entries.push_back(std::move(J));
  }
  json J;
  J["size"] = T.Size;
  J["align"] = T.Align;
  J["entries"] = std::move(Entries);
  if (T.HiddenAtomics)
    J["hidden_atomics"] = true;
  return J;
}

json layoutToJSON(const layout::ArgLayout &L) {
  json J;
  J["kind"] = L.Kind == layout::ArgKind::Value       ? "value"
              : L.Kind == layout::ArgKind::Reference ? "reference"
                                                     : "slice";
  J["size"] = L.Size;
  J["align"] = L.Align;
  J["map_type"] = layout::mapTypeName(L.mapType());
  if (L.Kind != layout::ArgKind::Value) {
    if (L.InteriorMutable)
      J["interior_mutable"] = true;
    if (L.Uninit)
      J["uninit"] = true;
    J["pointee_type"] = L.PointeeType;
    J["pointee_size"] = L.PointeeSize;
    J["pointee_align"] = L.PointeeAlign;
    J["size_at_run_time"] = L.runtimeSize();
  }
  if (L.Tree)
    J["type_tree"] = treeToJSON(*L.Tree);
  return J;
}

} // namespace

std::string toJSON(const Manifest &M) {
  json Root;
  Root["format"] = "offload-manifest";
  bool Offsets = false;
  for (const KernelInstance &K : M.Instances)
    for (const KernelArgument &A : K.Args)
      Offsets |= A.Offset.has_value();
  Root["version"] = std::to_string(FormatMajor) + "." +
                    std::to_string(Offsets ? FormatMinorOffset : 0);
  if (!M.Producer.empty())
    Root["producer"] = M.Producer;
  json Instances = json::array();
  for (const KernelInstance &K : M.Instances) {
    json I;
    I["kernel"] = K.Kernel;
    I["generic_args"] = K.GenericArgs;
    I["device_symbol"] = K.DeviceSymbol;
    I["host_symbols"] = K.HostSymbols;
    json Sites = json::array();
    for (const SourceLocation &L : K.LaunchSites)
      Sites.push_back({{"file", L.File}, {"line", L.Line}, {"column", L.Column}});
    I["launch_sites"] = std::move(Sites);
    json Args = json::array();
    for (const KernelArgument &A : K.Args) {
      json J;
      J["type"] = A.TypeName;
      if (A.Offset)
        J["offset"] = *A.Offset;
      if (A.Layout)
        J["layout"] = layoutToJSON(*A.Layout);
      Args.push_back(std::move(J));
    }
    I["args"] = std::move(Args);
    Instances.push_back(std::move(I));
  }
  Root["instances"] = std::move(Instances);
  // Names come from debug info and may hold bytes that are not UTF-8 (a
  // corrupt file, another frontend): written as U+FFFD, never thrown.
  return Root.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

Error writeManifest(const Manifest &M, StringRef Path) {
  return writeFileAtomically(Path, toJSON(M));
}

} // namespace offload::manifest
