//===- Files.cpp - Files, locks and hashes --------------------------------===//
#include "offload/support/Files.h"
#include "offload/support/ToolSupport.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

using namespace llvm;

namespace offload {

Expected<std::string> readFile(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!B)
    return createFileError(Path, B.getError());
  return (*B)->getBuffer().str();
}

Error writeIfChanged(StringRef Path, StringRef Bytes) {
  if (ErrorOr<std::unique_ptr<MemoryBuffer>> Old = MemoryBuffer::getFile(Path))
    if ((*Old)->getBuffer() == Bytes)
      return Error::success();
  if (std::error_code EC = sys::fs::create_directories(sys::path::parent_path(Path)))
    return createFileError(Path, EC);
  return writeFileAtomically(Path, Bytes);
}

std::string sha256Hex(StringRef Bytes) {
  return toHex(SHA256::hash(arrayRefFromStringRef(Bytes)), /*LowerCase=*/true);
}

std::string joinPath(const Twine &A, const Twine &B, const Twine &C) {
  SmallString<256> P;
  sys::path::append(P, A, B, C);
  return std::string(P);
}

FileLock::FileLock(const Twine &Path) {
  FD = ::open(Path.str().c_str(), O_CREAT | O_RDWR | O_CLOEXEC, 0644);
  if (FD >= 0)
    ::flock(FD, LOCK_EX);
}

FileLock::~FileLock() {
  if (FD >= 0)
    ::close(FD);
}

} // namespace offload
