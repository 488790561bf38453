//===- ManifestReader.cpp - Manifests from JSON ---------------------------===//
//
// parseManifest and readManifest: the format's checks, each reported at the
// line and column of the value it is about.
//
//===----------------------------------------------------------------------===//
#include "JsonPositions.h"
#include "offload/manifest/Manifest.h"
#include "offload/support/Diagnostic.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <map>
#include <tuple>

using namespace llvm;

namespace offload::manifest {

namespace {

const std::pair<const char *, layout::LeafKind> LeafKindNames[] = {
    {"integer", layout::LeafKind::Integer},   {"half", layout::LeafKind::Half},
    {"float", layout::LeafKind::Float},       {"double", layout::LeafKind::Double},
    {"pointer", layout::LeafKind::Pointer},   {"anything", layout::LeafKind::Anything},
    {"padding", layout::LeafKind::Padding}};
const std::pair<const char *, layout::ArgKind> ArgKindNames[] = {
    {"value", layout::ArgKind::Value},
    {"reference", layout::ArgKind::Reference},
    {"slice", layout::ArgKind::Slice}};

/// A problem with the value at a JSON pointer, before its position is known.
class ValueError : public ErrorInfo<ValueError> {
public:
  static char ID;
  ValueError(std::string Pointer, std::string Message)
      : Pointer(std::move(Pointer)), Message(std::move(Message)) {}
  void log(raw_ostream &OS) const override { OS << Pointer << ": " << Message; }
  std::error_code convertToErrorCode() const override {
    return inconvertibleErrorCode();
  }
  std::string Pointer, Message;
};
char ValueError::ID = 0;

/// Decodes the DOM into a Manifest, reporting the pointer of each bad value.
class Decoder {
public:
  Decoder(StringRef Text, StringRef FileName, const PositionMap &Positions)
      : Text(Text), FileName(FileName), Positions(Positions) {
    for (size_t I = 0; I < Text.size(); ++I)
      if (Text[I] == '\n')
        LineEnds.push_back(I);
  }

  Expected<Manifest> decode(const json &Root) {
    Manifest M;
    if (!Root.is_object())
      return error("", "a manifest must be a JSON object");
    if (Error E = checkKeys(Root, "", {"format", "version", "producer", "instances"},
                            {"format", "version", "instances"}))
      return E;
    std::string Format;
    if (Error E = getString(Root, "", "format", Format))
      return E;
    if (Format != "offload-manifest")
      return error("/format", "'format' must be \"offload-manifest\", not \"" +
                                  printable(Format) + "\"");
    std::string Version;
    if (Error E = getString(Root, "", "version", Version))
      return E;
    unsigned Major, Minor;
    StringRef MajorS, MinorS;
    std::tie(MajorS, MinorS) = StringRef(Version).split('.');
    auto Canonical = [](StringRef N) {
      return !N.empty() && N.size() <= 6 &&
             llvm::all_of(N, [](char C) { return isDigit(C); }) &&
             (N == "0" || N[0] != '0');
    };
    if (!Canonical(MajorS) || !Canonical(MinorS) ||
        MajorS.getAsInteger(10, Major) || MinorS.getAsInteger(10, Minor))
      return error("/version", "'version' must look like \"2.0\", not \"" +
                                   printable(Version) + "\"");
    if (Major < FormatMajorOldest || Major > FormatMajor)
      return error("/version",
                   "manifest format version " + Version +
                       " is not supported (this tool reads " +
                       std::to_string(FormatMajorOldest) + ".x to " +
                       std::to_string(FormatMajor) + ".x)");
    M.Major = this->Major = Major;
    M.Minor = this->Minor = Minor;
    if (Root.contains("producer"))
      if (Error E = getString(Root, "", "producer", M.Producer))
        return E;
    const json &Instances = Root["instances"];
    if (!Instances.is_array())
      return error("/instances", "'instances' must be an array");
    for (size_t I = 0; I < Instances.size(); ++I) {
      Expected<KernelInstance> K =
          decodeInstance(Instances[I], "/instances/" + std::to_string(I));
      if (!K)
        return K.takeError();
      M.Instances.push_back(std::move(*K));
    }
    // Each instance once: the device symbol names its kernel in every image,
    // the host symbol the one function that launches it.
    std::map<std::string, size_t> Devices, Hosts;
    for (size_t I = 0; I < M.Instances.size(); ++I) {
      const KernelInstance &K = M.Instances[I];
      std::string P = "/instances/" + std::to_string(I);
      auto [D, NewD] = Devices.try_emplace(K.DeviceSymbol, I);
      if (!NewD)
        return error(P + "/device_symbol",
                     "device symbol '" + printable(K.DeviceSymbol) +
                         "' is already used by instance " +
                         std::to_string(D->second));
      for (size_t J = 0; J < K.HostSymbols.size(); ++J) {
        auto [H, NewH] = Hosts.try_emplace(K.HostSymbols[J], I);
        if (!NewH)
          return error(P + "/host_symbols/" + std::to_string(J),
                       "host symbol '" + printable(K.HostSymbols[J]) +
                           "' is already used by instance " +
                           std::to_string(H->second));
      }
    }
    return M;
  }

private:
public:
  /// 1-based line and column of a byte offset, in O(log lines).
  std::pair<unsigned, unsigned> position(size_t Offset) const {
    size_t Line = std::lower_bound(LineEnds.begin(), LineEnds.end(), Offset) -
                  LineEnds.begin();
    size_t Start = Line == 0 ? 0 : LineEnds[Line - 1] + 1;
    return {static_cast<unsigned>(Line + 1),
            static_cast<unsigned>(Offset - Start + 1)};
  }

private:
  /// An error at the value Pointer; parseManifest finds its position.
  Error error(const std::string &Pointer, const Twine &Message) {
    return make_error<ValueError>(Pointer, Message.str());
  }

  Error checkKeys(const json &Obj, const std::string &Pointer,
                  std::initializer_list<const char *> Allowed,
                  std::initializer_list<const char *> Required) {
    for (auto It = Obj.begin(); It != Obj.end(); ++It)
      if (std::none_of(Allowed.begin(), Allowed.end(),
                       [&](const char *A) { return It.key() == A; }))
        return error(Pointer + "/" + It.key(),
                     "unknown field '" + It.key() + "'");
    for (const char *R : Required)
      if (!Obj.contains(R))
        return error(Pointer, "missing field '" + std::string(R) + "'");
    return Error::success();
  }

  /// An optional boolean Key of Obj into Out (left as it is when absent).
  Error getFlag(const json &Obj, const std::string &Pointer, const char *Key, bool &Out) {
    if (!Obj.contains(Key))
      return Error::success();
    if (!Obj[Key].is_boolean())
      return error(Pointer + "/" + Key, "'" + std::string(Key) + "' must be a boolean");
    Out = Obj[Key].get<bool>();
    return Error::success();
  }

  Error getString(const json &Obj, const std::string &Pointer, const char *Key,
                  std::string &Out, bool NonEmpty = false) {
    const json &V = Obj[Key];
    if (!V.is_string())
      return error(Pointer + "/" + Key,
                   "'" + std::string(Key) + "' must be a string");
    Out = V.get<std::string>();
    if (NonEmpty && Out.empty())
      return error(Pointer + "/" + Key,
                   "'" + std::string(Key) + "' must not be empty");
    return Error::success();
  }

  Error getUnsigned(const json &Obj, const std::string &Pointer,
                    const char *Key, unsigned &Out) {
    const json &V = Obj[Key];
    if (!V.is_number_unsigned())
      return error(Pointer + "/" + Key, "'" + std::string(Key) +
                                            "' must be an unsigned integer");
    if (V.get<uint64_t>() > UINT32_MAX)
      return error(Pointer + "/" + Key, "'" + std::string(Key) +
                                            "' is larger than 4294967295");
    Out = V.get<unsigned>();
    return Error::success();
  }

  Error getStringArray(const json &Obj, const std::string &Pointer,
                       const char *Key, std::vector<std::string> &Out) {
    const json &V = Obj[Key];
    std::string P = Pointer + "/" + Key;
    if (!V.is_array())
      return error(P, "'" + std::string(Key) + "' must be an array of strings");
    for (size_t I = 0; I < V.size(); ++I) {
      if (!V[I].is_string())
        return error(P + "/" + std::to_string(I),
                     "'" + std::string(Key) + "' must hold strings only");
      Out.push_back(V[I].get<std::string>());
    }
    return Error::success();
  }

  Error getU64(const json &Obj, const std::string &Pointer, const char *Key,
               uint64_t &Out) {
    const json &V = Obj[Key];
    if (!V.is_number_unsigned())
      return error(Pointer + "/" + Key, "'" + std::string(Key) +
                                            "' must be an unsigned integer");
    Out = V.get<uint64_t>();
    return Error::success();
  }

  template <typename EnumT, size_t N>
  Error getEnum(const json &Obj, const std::string &Pointer, const char *Key,
                const std::pair<const char *, EnumT> (&Names)[N], EnumT &Out) {
    std::string S;
    if (Error E = getString(Obj, Pointer, Key, S))
      return E;
    std::string Allowed;
    for (auto &[Name, Value] : Names) {
      if (S == Name) {
        Out = Value;
        return Error::success();
      }
      Allowed += (Allowed.empty() ? "" : ", ") + std::string(Name);
    }
    return error(Pointer + "/" + Key, "'" + std::string(Key) + "' must be one of " +
                                          Allowed + ", not '" + printable(S) + "'");
  }

  Expected<std::shared_ptr<const layout::TypeTree>>
  decodeTree(const json &Obj, const std::string &P) {
    if (!Obj.is_object())
      return error(P, "a type tree must be an object");
    if (Error E = checkKeys(Obj, P, {"size", "align", "entries", "hidden_atomics"},
                            {"size", "align", "entries"}))
      return E;
    auto Tree = std::make_shared<layout::TypeTree>();
    if (Error E = getFlag(Obj, P, "hidden_atomics", Tree->HiddenAtomics))
      return E;
    if (Error E = getU64(Obj, P, "size", Tree->Size))
      return E;
    if (Error E = getU64(Obj, P, "align", Tree->Align))
      return E;
    const json &Entries = Obj["entries"];
    if (!Entries.is_array())
      return error(P + "/entries", "'entries' must be an array");
    for (size_t I = 0; I < Entries.size(); ++I) {
      std::string EP = P + "/entries/" + std::to_string(I);
      const json &J = Entries[I];
      if (!J.is_object())
        return error(EP, "a type tree entry must be an object");
      if (Error E = checkKeys(J, EP,
                              {"offset", "kind", "size", "count", "stride",
                               "field", "pointee", "recursive_type", "atomic"},
                              {"offset", "kind", "size"}))
        return E;
      layout::TypeTreeEntry X;
      if (Error E = getU64(J, EP, "offset", X.Offset))
        return E;
      if (Error E = getEnum(J, EP, "kind", LeafKindNames, X.Kind))
        return E;
      if (Error E = getU64(J, EP, "size", X.Size))
        return E;
      if (J.contains("count"))
        if (Error E = getU64(J, EP, "count", X.Count))
          return E;
      if (J.contains("stride"))
        if (Error E = getU64(J, EP, "stride", X.Stride))
          return E;
      if (J.contains("field"))
        if (Error E = getString(J, EP, "field", X.Field))
          return E;
      if (J.contains("recursive_type"))
        if (Error E = getString(J, EP, "recursive_type", X.RecursiveType))
          return E;
      if (Error E = getFlag(J, EP, "atomic", X.Atomic))
        return E;
      if (J.contains("pointee")) {
        auto Sub = decodeTree(J["pointee"], EP + "/pointee");
        if (!Sub)
          return Sub.takeError();
        X.Pointee = std::move(*Sub);
      }
      Tree->Entries.push_back(std::move(X));
    }
    return std::shared_ptr<const layout::TypeTree>(std::move(Tree));
  }

  Expected<layout::ArgLayout> decodeLayout(const json &Obj, const std::string &P) {
    if (!Obj.is_object())
      return error(P, "a layout must be an object");
    if (Error E = checkKeys(Obj, P,
                            {"kind", "size", "align", "map_type", "interior_mutable",
                             "uninit", "pointee_type", "pointee_size", "pointee_align",
                             "size_at_run_time", "type_tree"},
                            {"kind", "size", "align", "map_type", "type_tree"}))
      return E;
    layout::ArgLayout L;
    if (Error E = getEnum(Obj, P, "kind", ArgKindNames, L.Kind))
      return E;
    if (Error E = getU64(Obj, P, "size", L.Size))
      return E;
    if (Error E = getU64(Obj, P, "align", L.Align))
      return E;
    std::string MapType;
    if (Error E = getString(Obj, P, "map_type", MapType))
      return E;
    if (L.Kind == layout::ArgKind::Value && MapType != "literal")
      return error(P + "/map_type", "'map_type' of a value must be 'literal', "
                                    "not '" + printable(MapType) + "'");
    if (L.Kind != layout::ArgKind::Value) {
      if (Obj.contains("uninit")) {
        if (Major == FormatMajorOldest && Minor < FormatMinorUninit)
          return error(P + "/uninit", "'uninit' needs format version " +
                                          std::to_string(FormatMajorOldest) + "." +
                                          std::to_string(FormatMinorUninit) +
                                          " or later");
        if (!Obj["uninit"].is_boolean())
          return error(P + "/uninit", "'uninit' must be a boolean");
        L.Uninit = Obj["uninit"].get<bool>();
      }
      // Uninitialized data is never copied in: its map type lacks `to`.
      StringRef In = L.Uninit ? "alloc" : "to", Both = L.Uninit ? "from" : "tofrom";
      if (MapType != In && MapType != Both)
        return error(P + "/map_type", "'map_type' of a reference" +
                                          std::string(L.Uninit ? " to uninitialized data ('uninit')" : "") +
                                          " must be '" + In.str() + "' or '" +
                                          Both.str() + "', not '" +
                                          printable(MapType) + "'");
      if (Obj.contains("interior_mutable")) {
        if (!Obj["interior_mutable"].is_boolean())
          return error(P + "/interior_mutable", "'interior_mutable' must be a boolean");
        L.InteriorMutable = Obj["interior_mutable"].get<bool>();
      }
      if (L.InteriorMutable && MapType != Both)
        return error(P + "/map_type", "data with interior mutability is "
                                      "mapped '" + Both.str() + "', not '" +
                                          MapType + "'");
      L.Mutable = MapType == Both && !L.InteriorMutable;
      if (!Obj.contains("pointee_size") || !Obj.contains("pointee_type"))
        return error(P, "a reference's layout needs 'pointee_type' and "
                        "'pointee_size'");
      if (Error E = getString(Obj, P, "pointee_type", L.PointeeType))
        return E;
      if (Error E = getU64(Obj, P, "pointee_size", L.PointeeSize))
        return E;
      if (Obj.contains("pointee_align"))
        if (Error E = getU64(Obj, P, "pointee_align", L.PointeeAlign))
          return E;
    }
    auto Tree = decodeTree(Obj["type_tree"], P + "/type_tree");
    if (!Tree)
      return Tree.takeError();
    L.Tree = std::move(*Tree);
    return L;
  }

  Expected<KernelInstance> decodeInstance(const json &Obj,
                                          const std::string &P) {
    KernelInstance K;
    auto Pos = Positions.find(P);
    auto [Line, Column] = position(Pos == Positions.end() ? 0 : Pos->second);
    K.ReadFrom = {FileName.str(), Line, Column};
    if (!Obj.is_object())
      return error(P, "a kernel instance must be an object");
    if (Error E = checkKeys(Obj, P,
                            {"kernel", "generic_args", "device_symbol",
                             "host_symbols", "launch_sites", "args"},
                            {"kernel", "generic_args", "device_symbol",
                             "host_symbols", "launch_sites", "args"}))
      return E;
    if (Error E = getString(Obj, P, "kernel", K.Kernel, true))
      return E;
    if (Error E = getStringArray(Obj, P, "generic_args", K.GenericArgs))
      return E;
    if (Error E = getString(Obj, P, "device_symbol", K.DeviceSymbol))
      return E;
    if (K.DeviceSymbol.empty() ||
        !std::all_of(K.DeviceSymbol.begin(), K.DeviceSymbol.end(),
                     [](char C) { return isAlnum(C) || C == '_'; }))
      return error(P + "/device_symbol",
                   "'device_symbol' must be a non-empty identifier "
                   "([A-Za-z0-9_]), not \"" + printable(K.DeviceSymbol) + "\"");
    if (Error E = getStringArray(Obj, P, "host_symbols", K.HostSymbols))
      return E;
    for (size_t I = 0; I < K.HostSymbols.size(); ++I)
      if (K.HostSymbols[I].empty())
        return error(P + "/host_symbols/" + std::to_string(I),
                     "'host_symbols' must not hold an empty string");
    const json &Sites = Obj["launch_sites"];
    if (!Sites.is_array())
      return error(P + "/launch_sites", "'launch_sites' must be an array");
    for (size_t I = 0; I < Sites.size(); ++I) {
      std::string SP = P + "/launch_sites/" + std::to_string(I);
      const json &S = Sites[I];
      if (!S.is_object())
        return error(SP, "a launch site must be an object");
      if (Error E = checkKeys(S, SP, {"file", "line", "column"},
                              {"file", "line", "column"}))
        return E;
      SourceLocation L;
      if (Error E = getString(S, SP, "file", L.File))
        return E;
      if (Error E = getUnsigned(S, SP, "line", L.Line))
        return E;
      if (Error E = getUnsigned(S, SP, "column", L.Column))
        return E;
      K.LaunchSites.push_back(std::move(L));
    }
    const json &Args = Obj["args"];
    if (!Args.is_array())
      return error(P + "/args", "'args' must be an array");
    for (size_t I = 0; I < Args.size(); ++I) {
      std::string AP = P + "/args/" + std::to_string(I);
      const json &A = Args[I];
      if (!A.is_object())
        return error(AP, "an argument must be an object");
      // The type's key: `type` since 3.0, `rust_type` in 2.x.
      const char *TypeKey = Major == FormatMajorOldest ? "rust_type" : "type";
      if (Error E = checkKeys(A, AP, {TypeKey, "offset", "layout"}, {TypeKey}))
        return E;
      KernelArgument Arg;
      if (Error E = getString(A, AP, TypeKey, Arg.TypeName, true))
        return E;
      if (A.contains("offset")) {
        if (Major == FormatMajorOldest || Minor < FormatMinorOffset)
          return error(AP + "/offset", "'offset' needs format version " +
                                           std::to_string(FormatMajor) + "." +
                                           std::to_string(FormatMinorOffset) +
                                           " or later");
        uint64_t Offset = 0;
        if (Error E = getU64(A, AP, "offset", Offset))
          return E;
        Arg.Offset = Offset;
      }
      if (A.contains("layout")) {
        Expected<layout::ArgLayout> L = decodeLayout(A["layout"], AP + "/layout");
        if (!L)
          return L.takeError();
        L->TypeName = Arg.TypeName;
        Arg.Layout = std::move(*L);
      }
      K.Args.push_back(std::move(Arg));
    }
    return K;
  }

  StringRef Text;
  StringRef FileName;
  const PositionMap &Positions;
  unsigned Major = FormatMajor; ///< the file's major format version
  unsigned Minor = 0;           ///< the file's minor format version
  std::vector<size_t> LineEnds; ///< offsets of every '\n'
};

} // namespace

Expected<Manifest> parseManifest(StringRef Text, StringRef FileName) {
  // Fast path: positions of the instances only (they are kept for later
  // messages); the rest is found again only if something is wrong.
  json Root;
  PositionMap Positions;
  if (Error E = parseJSON(Text, FileName, 2, Root, Positions))
    return E;
  Decoder D(Text, FileName, Positions);
  Expected<Manifest> M = D.decode(Root);
  if (M)
    return M;
  Error Located = handleErrors(M.takeError(), [&](const ValueError &V) -> Error {
    json Again;
    PositionMap All;
    if (Error E = parseJSON(Text, FileName, SIZE_MAX, Again, All))
      return E;
    auto It = All.find(V.Pointer);
    auto [Line, Column] = D.position(It == All.end() ? 0 : It->second);
    return makeDiagnostic(FileName, Line, Column, V.Message);
  });
  return Located;
}

Expected<Manifest> readManifest(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
      MemoryBuffer::getFileOrSTDIN(Path, /*IsText=*/true);
  if (!Buf)
    return createFileError(Path, Buf.getError());
  return parseManifest((*Buf)->getBuffer(), Path == "-" ? "<stdin>" : Path);
}

} // namespace offload::manifest
