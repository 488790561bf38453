//===- Images.cpp - Device images and packages ----------------------------===//
#include "offload/lower/Images.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/TargetParser/Triple.h"

#include <algorithm>
#include <cstring>

using namespace llvm;
using namespace llvm::object;

namespace offload::lower {

bool DeviceImage::isHostImage() const {
  llvm::Triple T(Triple);
  return !T.isNVPTX() && !T.isAMDGPU() && !T.isSPIRV();
}

/// Prefix of the string-map keys that hold a kernel's written arguments.
static constexpr StringLiteral WritesPrefix = "offload.writes.";

std::string writesKey(StringRef DeviceSymbol) {
  return (WritesPrefix + DeviceSymbol).str();
}

/// Prefix of the keys of the stack records, and their one value.
static constexpr StringLiteral StackPrefix = "offload.stack.";
static constexpr StringLiteral Unbounded = "unbounded";

std::string stackKey(StringRef DeviceSymbol) {
  return (StackPrefix + DeviceSymbol).str();
}

/// The keys of a record of an image left out at build time.
static constexpr StringLiteral LeftOutKey = "offload.left_out";
static constexpr StringLiteral LeftOutReportKey = "offload.left_out.report";

DeviceImage leftOutImage(StringRef Triple, StringRef Arch, StringRef Reason, StringRef Report) {
  DeviceImage I;
  I.Triple = Triple.str();
  I.Arch = Arch.str();
  // One line, never empty: the runtime prints it in a sentence.
  for (char C : Reason.trim())
    I.LeftOut += C == '\n' || C == '\r' ? ' ' : C;
  if (I.LeftOut.empty())
    I.LeftOut = "its build failed";
  I.LeftOutReport = Report.str();
  return I;
}

namespace {

/// `0,2` for {0, 2}; empty for none.
std::string joinIndices(ArrayRef<unsigned> Indices) {
  std::string S;
  for (unsigned I : Indices)
    S += (S.empty() ? "" : ",") + std::to_string(I);
  return S;
}

/// The indices of a `0,2` list, ascending; an error for anything else.
Expected<std::vector<unsigned>> splitIndices(StringRef List, StringRef Key) {
  std::vector<unsigned> Out;
  if (List.empty())
    return Out;
  SmallVector<StringRef, 8> Parts;
  List.split(Parts, ',');
  for (StringRef P : Parts) {
    unsigned N;
    if (P.empty() || !llvm::all_of(P, isDigit) || P.getAsInteger(10, N))
      return createStringError("string '" + Key + "' is '" + List +
                               "', not a comma-separated list of argument "
                               "indices");
    Out.push_back(N);
  }
  llvm::sort(Out);
  Out.erase(std::unique(Out.begin(), Out.end()), Out.end());
  return Out;
}

} // namespace

std::string writePackage(ArrayRef<DeviceImage> Images) {
  std::string Out;
  for (const DeviceImage &I : Images) {
    OffloadBinary::OffloadingImage OI;
    OI.TheImageKind = I.Kind;
    OI.TheOffloadKind = OFK_OpenMP;
    OI.StringData["triple"] = I.Triple;
    OI.StringData["arch"] = I.Arch;
    // StringData holds references: keep keys and values alive until write.
    std::vector<std::pair<std::string, std::string>> Writes;
    for (const auto &[Symbol, Args] : I.Writes)
      Writes.emplace_back(writesKey(Symbol), joinIndices(Args));
    for (const std::string &Symbol : I.UnboundedStack)
      Writes.emplace_back(stackKey(Symbol), Unbounded.str());
    for (const auto &[Key, Value] : Writes)
      OI.StringData[Key] = Value;
    if (I.isLeftOut()) {
      OI.StringData[LeftOutKey] = I.LeftOut;
      OI.StringData[LeftOutReportKey] = I.LeftOutReport;
    }
    OI.Image = MemoryBuffer::getMemBuffer(I.Bytes, "", false);
    SmallString<0> Bin = OffloadBinary::write(OI);
    // Entries are 8-byte aligned so that a reader can walk them.
    Out.append(Bin.begin(), Bin.end());
    while (Out.size() % OffloadBinary::getAlignment())
      Out.push_back('\0');
  }
  return Out;
}

namespace {

/// A copy of the T at byte Offset of Buf (the caller checked the bounds):
/// LLVM's reader casts the bytes in place, in the host's byte order.
template <typename T> T readAt(StringRef Buf, uint64_t Offset) {
  T V;
  std::memcpy(&V, Buf.data() + Offset, sizeof(T));
  return V;
}

/// Checks every offset and size in the OffloadBinary entries of Buf against
/// the buffer, so that LLVM's reader (which trusts them) never reads out of
/// bounds. The layout is LLVM's own: OffloadBinary::Header, ::Entry and
/// ::StringEntry (llvm/Object/OffloadBinary.h), version
/// OffloadBinary::Version.
Error checkBounds(StringRef Buf) {
  using Header = OffloadBinary::Header;
  using Entry = OffloadBinary::Entry;
  using StringEntry = OffloadBinary::StringEntry;
  uint64_t Start = 0;
  auto Bad = [&](const Twine &What) {
    return createStringError("corrupt device package: " + What +
                             " (entry at byte " + Twine(Start) + ")");
  };
  while (Start < Buf.size()) {
    StringRef Rest = Buf.drop_front(Start);
    if (Rest.size() < sizeof(Header))
      return Bad("truncated header");
    if (identify_magic(Rest) != file_magic::offload_binary)
      return Bad("no OffloadBinary magic");
    Header H = readAt<Header>(Rest, 0);
    if (H.Version != OffloadBinary::Version)
      return Bad("version " + Twine(H.Version) + " (LLVM 22 reads version " +
                 Twine(OffloadBinary::Version) + ")");
    if (H.Size < sizeof(Header))
      return Bad("size " + Twine(H.Size) + " is smaller than its " +
                 Twine(sizeof(Header)) + "-byte header");
    if (H.Size > Rest.size())
      return Bad("size " + Twine(H.Size) + " runs past the end of the file");
    StringRef Bin = Rest.take_front(H.Size);
    if (H.EntrySize < sizeof(Entry) || H.EntryOffset > H.Size ||
        H.EntrySize > H.Size - H.EntryOffset)
      return Bad("entry out of bounds");
    // LLVM's reader uses the entry and the string table in place.
    if (H.EntryOffset % alignof(Entry) != 0)
      return Bad("misaligned entry");
    Entry E = readAt<Entry>(Bin, H.EntryOffset);
    if (E.ImageOffset > H.Size || E.ImageSize > H.Size - E.ImageOffset)
      return Bad("image out of bounds");
    if (E.StringOffset > H.Size ||
        E.NumStrings > (H.Size - E.StringOffset) / sizeof(StringEntry))
      return Bad("string table out of bounds");
    for (uint64_t I = 0; I < E.NumStrings; ++I) {
      StringEntry S =
          readAt<StringEntry>(Bin, E.StringOffset + sizeof(StringEntry) * I);
      for (uint64_t Off : {S.KeyOffset, S.ValueOffset})
        if (Off >= H.Size || Bin.find('\0', Off) == StringRef::npos)
          return Bad("string out of bounds");
    }
    if (E.StringOffset % alignof(StringEntry) != 0)
      return Bad("misaligned string table");
    Start += alignTo(H.Size, OffloadBinary::getAlignment());
  }
  return Error::success();
}

} // namespace

Expected<std::vector<DeviceImage>> readPackage(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return createFileError(Path, Buf.getError());
  return parsePackage((*Buf)->getBuffer(), Path);
}

Expected<std::vector<DeviceImage>> parsePackage(StringRef Bytes, StringRef Path) {
  MemoryBufferRef Ref(Bytes, Path);
  if (identify_magic(Bytes) != file_magic::offload_binary)
    return createFileError(Path, createStringError(
                                     "not a device package (no OffloadBinary "
                                     "magic); make one with offload-lower device"));
  if (Error E = checkBounds(Bytes))
    return createFileError(Path, std::move(E));
  SmallVector<OffloadFile> Files;
  if (Error E = extractOffloadBinaries(Ref, Files))
    return createFileError(Path, std::move(E));
  std::vector<DeviceImage> Images;
  for (OffloadFile &F : Files) {
    const OffloadBinary &B = *F.getBinary();
    DeviceImage I;
    I.Triple = B.getTriple().str();
    I.Arch = B.getArch().str();
    I.Kind = B.getImageKind();
    I.Bytes = B.getImage().str();
    I.Origin = Path.str();
    if (I.Triple.empty())
      return createFileError(Path, createStringError(
                                       "a device image has no target triple"));
    I.LeftOut = B.getString(LeftOutKey).str();
    I.LeftOutReport = B.getString(LeftOutReportKey).str();
    if (I.isLeftOut() && !I.Bytes.empty())
      return createFileError(Path, createStringError(
                                       "the device image for " + I.Triple + " (" + I.Arch +
                                       ") is recorded as left out but holds an image"));
    for (const auto &[Key, Value] : B.strings()) {
      if (Key.starts_with(StackPrefix)) {
        if (Value != Unbounded)
          return createFileError(Path, createStringError("string '" + Key + "' is '" + Value +
                                                         "', not '" + Unbounded + "'"));
        I.UnboundedStack.insert(Key.drop_front(StackPrefix.size()).str());
        continue;
      }
      if (!Key.starts_with(WritesPrefix))
        continue;
      Expected<std::vector<unsigned>> Args = splitIndices(Value, Key);
      if (!Args)
        return createFileError(Path, Args.takeError());
      I.Writes[Key.drop_front(WritesPrefix.size()).str()] = std::move(*Args);
    }
    Images.push_back(std::move(I));
  }
  if (Images.empty())
    return createFileError(Path, createStringError("holds no device image"));
  return Images;
}

Expected<std::vector<DeviceImage>> readPackages(ArrayRef<std::string> Paths) {
  std::vector<DeviceImage> Images;
  for (const std::string &P : Paths) {
    Expected<std::vector<DeviceImage>> Pkg = readPackage(P);
    if (!Pkg)
      return Pkg.takeError();
    Images.insert(Images.end(), Pkg->begin(), Pkg->end());
  }
  return Images;
}

bool anyImageUnboundedStack(ArrayRef<DeviceImage> Images, StringRef DeviceSymbol) {
  return llvm::any_of(Images, [&](const DeviceImage &I) {
    return I.UnboundedStack.count(DeviceSymbol.str()) != 0;
  });
}

bool mayAnyImageWrite(ArrayRef<DeviceImage> Images, StringRef DeviceSymbol,
                      unsigned Arg) {
  for (const DeviceImage &I : Images) {
    if (I.isLeftOut())
      continue;
    auto It = I.Writes.find(DeviceSymbol.str());
    if (It == I.Writes.end() || llvm::is_contained(It->second, Arg))
      return true;
  }
  return false;
}

void orderForRegistration(std::vector<DeviceImage> &Images) {
  std::stable_partition(Images.begin(), Images.end(),
                        [](const DeviceImage &I) { return !I.isHostImage(); });
}

Error checkKernelSymbols(const DeviceImage &Image, ArrayRef<std::string> Kernels) {
  MemoryBufferRef Ref(Image.Bytes, Image.Origin);
  Expected<std::unique_ptr<ObjectFile>> Obj = ObjectFile::createObjectFile(Ref);
  if (!Obj)
    return createStringError("device image for " + Image.Triple + " (" +
                             Image.Arch + ") in '" + Image.Origin +
                             "' is not an object file: " +
                             toString(Obj.takeError()));
  auto *ELF = dyn_cast<ELFObjectFileBase>(Obj->get());
  if (!ELF)
    return createStringError("device image for " + Image.Triple + " in '" +
                             Image.Origin + "' is not an ELF file");
  // A shared object is searched through its dynamic symbols (dlsym); other
  // images (cubins) through their symbol table.
  bool Dynamic = ELF->getEType() == ELF::ET_DYN && Image.isHostImage();
  StringSet<> Found;
  auto Consider = [&](const ELFSymbolRef &S) {
    Expected<StringRef> Name = S.getName();
    Expected<SymbolRef::Type> Type = S.getType();
    Expected<uint32_t> Flags = S.getFlags();
    if (!Name || !Type || !Flags) {
      consumeError(Name.takeError());
      consumeError(Type.takeError());
      consumeError(Flags.takeError());
      return;
    }
    if (*Type != SymbolRef::ST_Function || (*Flags & SymbolRef::SF_Undefined) ||
        !(*Flags & SymbolRef::SF_Global) || (*Flags & SymbolRef::SF_Hidden))
      return;
    Found.insert(*Name);
  };
  if (Dynamic) {
    for (const ELFSymbolRef &S : ELF->getDynamicSymbolIterators())
      Consider(S);
  } else {
    for (const ELFSymbolRef &S : ELF->symbols())
      Consider(S);
  }
  std::string Missing;
  for (const std::string &K : Kernels)
    if (!Found.contains(K))
      Missing += (Missing.empty() ? "" : ", ") + K;
  if (!Missing.empty())
    return createStringError(
        "device image for " + Image.Triple + " (" + Image.Arch + ") in '" +
        Image.Origin + "' lacks kernel" +
        (StringRef(Missing).contains(',') ? "s " : " ") + Missing +
        (Dynamic ? " (not exported as a function)" : "") +
        "; rebuild it with offload-lower device from this manifest");
  return Error::success();
}

} // namespace offload::lower
