//===- Manifest.cpp - Kernel-instance manifests ---------------------------===//
#include "offload/manifest/Manifest.h"
#include "offload/support/Diagnostic.h"
#include "offload/support/ToolSupport.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/xxhash.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <iterator>
#include <map>
#include <tuple>

using namespace llvm;
using json = nlohmann::ordered_json;

namespace offload::manifest {

bool SourceLocation::operator<(const SourceLocation &O) const {
  return std::tie(File, Line, Column) < std::tie(O.File, O.Line, O.Column);
}

std::string KernelInstance::displayName() const {
  if (GenericArgs.empty())
    return Kernel;
  std::string S = Kernel + "::<";
  for (size_t I = 0; I < GenericArgs.size(); ++I)
    S += (I ? ", " : "") + GenericArgs[I];
  return S + ">";
}

void Manifest::sort() {
  for (KernelInstance &I : Instances) {
    std::sort(I.HostSymbols.begin(), I.HostSymbols.end());
    I.HostSymbols.erase(std::unique(I.HostSymbols.begin(), I.HostSymbols.end()),
                        I.HostSymbols.end());
    std::sort(I.LaunchSites.begin(), I.LaunchSites.end());
    I.LaunchSites.erase(std::unique(I.LaunchSites.begin(), I.LaunchSites.end()),
                        I.LaunchSites.end());
  }
  std::stable_sort(Instances.begin(), Instances.end(),
                   [](const KernelInstance &A, const KernelInstance &B) {
                     return std::tie(A.Kernel, A.GenericArgs) <
                            std::tie(B.Kernel, B.GenericArgs);
                   });
}

const KernelInstance *Manifest::findByDeviceSymbol(StringRef Symbol) const {
  for (const KernelInstance &I : Instances)
    if (I.DeviceSymbol == Symbol)
      return &I;
  return nullptr;
}

std::string unpackSymbolFor(StringRef DeviceSymbol) {
  return ("__offload_unpack_" + DeviceSymbol).str();
}

std::string deviceSymbolFor(StringRef Kernel,
                            const std::vector<std::string> &GenericArgs) {
  KernelInstance I;
  I.Kernel = Kernel.str();
  I.GenericArgs = GenericArgs;
  std::string Name = I.displayName();
  std::string Out;
  bool LastWasSep = false;
  // The readable form keeps identifier characters and turns each run of
  // separators (`::`, `<`, `, `, `>`) into `__`. It loses information when
  // an identifier holds `__` or the name holds anything else (`-1`, `&`,
  // `[f32; 4]`): then a hash of the whole name keeps instances apart
  // (`shift::<1>` and `shift::<-1>` must not share a symbol).
  bool Lossless = !StringRef(Name).contains("__");
  for (size_t P = 0; P < Name.size(); ++P) {
    char C = Name[P];
    if (isAlnum(C) || C == '_') {
      Out += C;
      LastWasSep = false;
      continue;
    }
    if (!StringRef(":<>, ").contains(C))
      Lossless = false;
    if (!LastWasSep) {
      Out += "__";
      LastWasSep = true;
    }
  }
  if (LastWasSep) // a trailing `>` leaves a separator behind
    Out.resize(Out.size() - 2);
  if (!Lossless)
    Out += "__h" + utohexstr(xxh3_64bits(Name), /*LowerCase=*/true);
  return Out;
}

//===----------------------------------------------------------------------===//
// Reading: a SAX parser that builds the DOM, remembers where each value
// ended (for diagnostics), refuses duplicate keys and deep nesting.
//===----------------------------------------------------------------------===//

namespace {

constexpr size_t MaxDepth = 64;

/// An input iterator over a buffer that counts the characters consumed, so
/// the SAX handler knows where the parser is.
struct CountingIterator {
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char *;
  using reference = const char &;

  const char *P = nullptr;
  size_t *Consumed = nullptr;
  reference operator*() const { return *P; }
  CountingIterator &operator++() {
    ++P;
    ++*Consumed;
    return *this;
  }
  CountingIterator operator++(int) {
    CountingIterator Old = *this;
    ++*this;
    return Old;
  }
  bool operator==(const CountingIterator &O) const { return P == O.P; }
  bool operator!=(const CountingIterator &O) const { return P != O.P; }
};

/// Where each value of a document starts: JSON pointer -> byte offset.
using PositionMap = std::map<std::string, size_t>;

class DomBuilder : public nlohmann::json_sax<json> {
public:
  /// Records the position of values nested at most RecordDepth deep (the
  /// root is depth 0): the instances need theirs; all values' positions are
  /// only wanted again to locate an error.
  DomBuilder(StringRef Text, const size_t &Consumed, PositionMap &Positions,
             size_t RecordDepth)
      : Positions(Positions), Text(Text), Consumed(Consumed),
        RecordDepth(RecordDepth) {}

  bool null() override { return value(nullptr); }
  bool boolean(bool B) override { return value(B); }
  bool number_integer(number_integer_t V) override { return value(V); }
  bool number_unsigned(number_unsigned_t V) override { return value(V); }
  bool number_float(number_float_t V, const string_t &) override {
    return value(V);
  }
  bool string(string_t &S) override { return value(std::move(S)); }
  bool binary(binary_t &) override { return fail("binary values are not JSON"); }
  bool start_object(std::size_t) override {
    return open(json::object());
  }
  bool key(string_t &K) override {
    json &Obj = *Stack.back();
    if (Obj.contains(K))
      return fail("duplicate key '" + K + "'");
    PendingKey = K;
    PrevEnd = Consumed;
    return true;
  }
  bool end_object() override {
    close();
    PrevEnd = Consumed;
    return true;
  }
  bool start_array(std::size_t) override { return open(json::array()); }
  bool end_array() override {
    close();
    PrevEnd = Consumed;
    return true;
  }
  bool parse_error(std::size_t Position, const std::string &LastToken,
                   const nlohmann::detail::exception &Ex) override {
    // Point at the character where the parser gave up.
    ErrorOffset = Position ? Position - 1 : 0;
    // nlohmann's message is "[json.exception.parse_error.101] parse error at
    // line 1, column 2: syntax error while parsing value - ..."; keep the
    // part after the position, which we print ourselves.
    StringRef What = Ex.what();
    size_t Colon = What.find(": ");
    StringRef Msg = Colon == StringRef::npos ? What : What.drop_front(Colon + 2);
    // Drop nlohmann's "; last read: '...'": we print the position instead.
    size_t Last = Msg.find("; last read: ");
    if (Last != StringRef::npos) {
      size_t Next = Msg.find("; ", Last + 2);
      ErrorMessage = (Msg.take_front(Last) +
                      (Next == StringRef::npos ? StringRef() : Msg.drop_front(Next)))
                         .str();
    } else {
      ErrorMessage = Msg.str();
    }
    return false;
  }

  json Root;
  PositionMap &Positions;
  std::string ErrorMessage;
  size_t ErrorOffset = 0;

private:
  bool fail(std::string Message) {
    ErrorMessage = std::move(Message);
    ErrorOffset = tokenStart();
    return false;
  }

  /// Where the token just read began: the parser has consumed it already,
  /// so skip from the end of the previous event over blanks and the
  /// separators `:` and `,` (a number's one-character lookahead is always
  /// one of those, or a closing bracket that ends the previous event).
  size_t tokenStart() const {
    size_t I = PrevEnd;
    while (I < Text.size() && (Text[I] == ' ' || Text[I] == '\t' || Text[I] == '\n' ||
                               Text[I] == '\r' || Text[I] == ':' || Text[I] == ','))
      ++I;
    return I;
  }

  /// Places V in its parent and returns a pointer to where it now lives.
  json *place(json &&V) {
    size_t Start = tokenStart();
    PrevEnd = Consumed;
    if (Stack.empty()) {
      Root = std::move(V);
      Positions[""] = Start;
      return &Root;
    }
    json &Parent = *Stack.back();
    bool Record = Stack.size() <= RecordDepth;
    std::string Pointer;
    if (Record)
      Pointer = Paths.back() + "/" +
                (Parent.is_array() ? std::to_string(Parent.size()) : PendingKey);
    json *Slot;
    if (Parent.is_array()) {
      Parent.push_back(std::move(V));
      Slot = &Parent.back();
    } else {
      Slot = &(Parent[PendingKey] = std::move(V));
    }
    if (Record)
      Positions[Pointer] = Start;
    LastPointer = std::move(Pointer);
    return Slot;
  }
  bool value(json &&V) {
    place(std::move(V));
    return true;
  }
  bool open(json &&Empty) {
    if (Stack.size() >= MaxDepth)
      return fail("nesting deeper than " + std::to_string(MaxDepth) +
                  " levels");
    json *Slot = place(std::move(Empty));
    Paths.push_back(Stack.empty() ? std::string() : LastPointer);
    Stack.push_back(Slot);
    return true;
  }
  void close() {
    Stack.pop_back();
    Paths.pop_back();
  }

  StringRef Text;
  const size_t &Consumed;
  size_t RecordDepth;
  size_t PrevEnd = 0; ///< Consumed at the end of the previous event
  std::vector<json *> Stack;
  std::vector<std::string> Paths;
  std::string PendingKey;
  std::string LastPointer;
};

const std::pair<const char *, layout::LeafKind> LeafKindNames[] = {
    {"integer", layout::LeafKind::Integer},   {"half", layout::LeafKind::Half},
    {"float", layout::LeafKind::Float},       {"double", layout::LeafKind::Double},
    {"pointer", layout::LeafKind::Pointer},   {"anything", layout::LeafKind::Anything},
    {"padding", layout::LeafKind::Padding}};
const std::pair<const char *, layout::ArgKind> ArgKindNames[] = {
    {"value", layout::ArgKind::Value},
    {"reference", layout::ArgKind::Reference},
    {"slice", layout::ArgKind::Slice}};

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

namespace {

/// Parses Text into Root, recording value positions RecordDepth deep.
Error parseJSON(StringRef Text, StringRef FileName, size_t RecordDepth,
                json &Root, PositionMap &Positions) {
  size_t Consumed = 0;
  DomBuilder Builder(Text, Consumed, Positions, RecordDepth);
  CountingIterator Begin{Text.begin(), &Consumed};
  CountingIterator End{Text.end(), &Consumed};
  bool OK = json::sax_parse(Begin, End, &Builder, nlohmann::detail::input_format_t::json,
                            /*strict=*/true, /*ignore_comments=*/false);
  if (!OK) {
    auto [Line, Column] = lineAndColumn(Text, Builder.ErrorOffset);
    return makeDiagnostic(FileName, Line, Column, Builder.ErrorMessage);
  }
  Root = std::move(Builder.Root);
  return Error::success();
}

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
