// A helper of the unit tests: a device package of one x86-64 image whose
// OffloadBinary string table holds Key = Value besides triple and arch, as
// another tool might write it.
#ifndef OFFLOAD_TEST_UNIT_PACKAGES_H
#define OFFLOAD_TEST_UNIT_PACKAGES_H

#include "llvm/Object/OffloadBinary.h"
#include "llvm/Support/MemoryBuffer.h"

#include <string>

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
