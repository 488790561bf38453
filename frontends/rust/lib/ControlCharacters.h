//===- ControlCharacters.h - Names without control bytes --------*- C++ -*-===//
//
// Whether a name holds a control character: what neither rustdoc's names
// nor the fields of a public-paths table may hold. Private to OffloadRust.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_RUST_LIB_CONTROLCHARACTERS_H
#define OFFLOAD_RUST_LIB_CONTROLCHARACTERS_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

namespace offload::rust {

inline bool hasControl(llvm::StringRef S) {
  return llvm::any_of(S, [](char C) {
    return static_cast<unsigned char>(C) < 0x20 || C == 0x7f;
  });
}

} // namespace offload::rust

#endif
