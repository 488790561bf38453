// Helpers of the unit tests: device images to write into packages, and a
// package of one x86-64 image whose OffloadBinary string table holds
// Key = Value besides triple and arch, as another tool might write it.
#ifndef OFFLOAD_TEST_UNIT_PACKAGES_H
#define OFFLOAD_TEST_UNIT_PACKAGES_H

#include "offload/lower/Images.h"

#include "llvm/Object/OffloadBinary.h"
#include "llvm/Support/MemoryBuffer.h"

#include <string>

/// An sm_90 cubin image (NVIDIA) or, with Host, an x86-64 one, holding
/// Bytes and no records.
inline offload::lower::DeviceImage testImage(bool Host, llvm::StringRef Bytes) {
  offload::lower::DeviceImage I;
  I.Triple = Host ? "x86_64-unknown-linux-gnu" : "nvptx64-nvidia-cuda";
  I.Arch = Host ? "x86-64" : "sm_90";
  I.Kind = Host ? llvm::object::IMG_Object : llvm::object::IMG_Cubin;
  I.Bytes = Bytes.str();
  return I;
}

inline std::string packageWithString(llvm::StringRef Key, llvm::StringRef Value) {
  llvm::object::OffloadBinary::OffloadingImage OI;
  OI.TheImageKind = llvm::object::IMG_Object;
  OI.TheOffloadKind = llvm::object::OFK_OpenMP;
  OI.StringData["triple"] = "x86_64-unknown-linux-gnu";
  OI.StringData["arch"] = "x86-64";
  OI.StringData[Key] = Value;
  OI.Image = llvm::MemoryBuffer::getMemBuffer("elf", "", false);
  return llvm::object::OffloadBinary::write(OI).str().str();
}

#endif
