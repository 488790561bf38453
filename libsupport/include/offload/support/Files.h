//===- offload/support/Files.h - Files, locks and hashes -------*- C++ -*-===//
//
// Reading and writing whole files, a folder lock two processes take turns
// on, and content hashes for cache keys.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_SUPPORT_FILES_H
#define OFFLOAD_SUPPORT_FILES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

#include <string>

namespace offload {

/// A file's bytes. Errors: it cannot be read (the message names it).
llvm::Expected<std::string> readFile(llvm::StringRef Path);

/// Writes Bytes to Path (creating its folder) unless it holds them already,
/// so that build tools see an unchanged file as fresh. Errors: as
/// writeFileAtomically (ToolSupport.h).
llvm::Error writeIfChanged(llvm::StringRef Path, llvm::StringRef Bytes);

/// SHA-256 of Bytes, lowercase hex (64 characters).
std::string sha256Hex(llvm::StringRef Bytes);

/// A, B and C joined as a path.
std::string joinPath(const llvm::Twine &A, const llvm::Twine &B, const llvm::Twine &C = "");

/// An exclusive lock (flock) on the file at Path, created if missing, held
/// until the object is destroyed: processes sharing a cache or a build
/// folder take turns. A file that cannot be opened gives no lock.
class FileLock {
public:
  explicit FileLock(const llvm::Twine &Path);
  ~FileLock();
  FileLock(const FileLock &) = delete;
  FileLock &operator=(const FileLock &) = delete;

private:
  int FD = -1;
};

} // namespace offload

#endif
