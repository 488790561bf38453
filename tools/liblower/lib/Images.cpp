//===- Images.cpp - Device images and packages ----------------------------===//
#include "offload/lower/Images.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/TargetParser/Triple.h"

#include <algorithm>

using namespace llvm;
using namespace llvm::object;

namespace offload::lower {

bool DeviceImage::isHostImage() const {
  llvm::Triple T(Triple);
  return !T.isNVPTX() && !T.isAMDGPU() && !T.isSPIRV();
}

std::string writePackage(ArrayRef<DeviceImage> Images) {
  std::string Out;
  for (const DeviceImage &I : Images) {
    OffloadBinary::OffloadingImage OI;
    OI.TheImageKind = I.Kind;
    OI.TheOffloadKind = OFK_OpenMP;
    OI.StringData["triple"] = I.Triple;
    OI.StringData["arch"] = I.Arch;
    OI.Image = MemoryBuffer::getMemBuffer(I.Bytes, "", false);
    SmallString<0> Bin = OffloadBinary::write(OI);
    // Entries are 8-byte aligned so that a reader can walk them.
    Out.append(Bin.begin(), Bin.end());
    while (Out.size() % OffloadBinary::getAlignment())
      Out.push_back('\0');
  }
  return Out;
}

Expected<std::vector<DeviceImage>> readPackage(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return createFileError(Path, Buf.getError());
  if (identify_magic((*Buf)->getBuffer()) != file_magic::offload_binary)
    return createFileError(Path, createStringError(
                                     "not a device package (no OffloadBinary "
                                     "magic); make one with offload-lower device"));
  SmallVector<OffloadFile> Files;
  if (Error E = extractOffloadBinaries((*Buf)->getMemBufferRef(), Files))
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
    Images.push_back(std::move(I));
  }
  if (Images.empty())
    return createFileError(Path, createStringError("holds no device image"));
  return Images;
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
