// Unit tests of libsupport's process, file, lock and hash helpers
// (Programs.h, Files.h).
#include "offload/support/Files.h"
#include "offload/support/Programs.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

using namespace llvm;
using namespace offload;

namespace {

/// The message of an error (consumed), or "" for success.
std::string message(Error E) { return E ? toString(std::move(E)) : ""; }

/// Whether the message of E starts with Prefix.
bool saysFirst(Error E, StringRef Prefix) { return StringRef(message(std::move(E))).starts_with(Prefix); }

/// A fresh temporary folder, removed with the object.
struct TempDir {
  SmallString<128> Path;
  TempDir() { REQUIRE_FALSE(bool(sys::fs::createUniqueDirectory("offload-support", Path))); }
  ~TempDir() { sys::fs::remove_directories(Path); }
};

} // namespace

TEST_CASE("runCommand: status, captured output, environment") {
  std::vector<std::string> Env = environment({{"OFFLOAD_SUPPORT_TEST", "42"}});
  Expected<RunResult> R = runCommand(
      {"/bin/sh", "-c", "echo out $OFFLOAD_SUPPORT_TEST; echo err >&2; exit 3"}, ArrayRef(Env), true);
  REQUIRE(bool(R));
  CHECK(R->Status == 3);
  CHECK(R->Out == "out 42\n");
  CHECK(R->Err == "err\n");
  // This process's environment when none is given.
  Expected<RunResult> Own = runCommand({"/bin/sh", "-c", "echo ${OFFLOAD_SUPPORT_TEST-unset}"},
                                       std::nullopt, true);
  REQUIRE(bool(Own));
  CHECK(Own->Out == "unset\n");
  CHECK(saysFirst(runCommand({"/nonexistent/tool"}, std::nullopt, true).takeError(),
                  "cannot run '/nonexistent/tool'"));
}

TEST_CASE("runChecked: the output, or what the program said") {
  Expected<std::string> Out = runChecked({"/bin/sh", "-c", "echo fine"}, std::nullopt, "sh");
  REQUIRE(bool(Out));
  CHECK(*Out == "fine\n");
  CHECK(message(runChecked({"/bin/sh", "-c", "echo bad >&2; exit 2"}, std::nullopt, "the check")
                    .takeError()) == "the check failed (exit status 2):\nbad");
  // Nothing on stderr: stdout is what it said.
  CHECK(message(runChecked({"/bin/sh", "-c", "echo told; exit 1"}, std::nullopt, "sh").takeError()) ==
        "sh failed (exit status 1):\ntold");
  CHECK(saysFirst(runChecked({"/bin/sh", "-c", "kill -9 $$"}, std::nullopt, "sh").takeError(),
                  "sh was stopped: "));
}

TEST_CASE("runProgram: exit status as an error") {
  CHECK(message(runProgram("/bin/sh", {"sh", "-c", "exit 0"})) == "");
  CHECK(message(runProgram("/bin/sh", {"sh", "-c", "exit 2"})) ==
        "'/bin/sh' failed with exit status 2");
  CHECK(saysFirst(runProgram("/nonexistent/tool", {"tool"}), "cannot run '/nonexistent/tool'"));
}

TEST_CASE("the command observer sees each command before it runs") {
  std::vector<std::string> Seen;
  setCommandObserver([&](ArrayRef<std::string> Command) { Seen.push_back(quoted(Command)); });
  CHECK(message(runProgram("/bin/sh", {"sh", "-c", "exit 0"})) == "");
  CHECK(bool(runCommand({"/bin/sh", "-c", "echo a b"}, std::nullopt, true)));
  setCommandObserver({});
  CHECK(bool(runCommand({"/bin/true"}, std::nullopt, false)));
  CHECK(Seen == std::vector<std::string>{"/bin/sh -c 'exit 0'", "/bin/sh -c 'echo a b'"});
}

TEST_CASE("quoted, environment, envOr") {
  CHECK(quoted({"cc", "-o", "a b", "", "$HOME", "x"}) == "cc -o 'a b' '' '$HOME' x");
  std::vector<std::string> Env = environment({{"OFFLOAD_A", "1"}, {"PATH", "/p"}}, {"HOME"});
  auto Has = [&](StringRef Prefix) {
    return std::count_if(Env.begin(), Env.end(), [&](const std::string &V) { return StringRef(V).starts_with(Prefix); });
  };
  CHECK(Has("OFFLOAD_A=1") == 1);
  CHECK(Has("PATH=") == 1); // replaced, not added twice
  CHECK(Has("PATH=/p") == 1);
  CHECK(Has("HOME=") == 0);
  CHECK(envOr("OFFLOAD_SUPPORT_SURELY_UNSET", "dflt") == "dflt");
}

TEST_CASE("files: read, write if changed, hashes, paths, locks") {
  TempDir D;
  std::string F = joinPath(D.Path, "sub", "f.txt");
  CHECK(F == (D.Path + "/sub/f.txt").str());
  CHECK(message(writeIfChanged(F, "bytes")) == "");
  Expected<std::string> Read = readFile(F);
  REQUIRE(bool(Read));
  CHECK(*Read == "bytes");
  // The same bytes again: the file is not written (its time stays put).
  sys::fs::file_status Before, After;
  int FD;
  REQUIRE_FALSE(bool(sys::fs::openFileForWrite(F, FD, sys::fs::CD_OpenExisting, sys::fs::OF_Append)));
  REQUIRE_FALSE(bool(sys::fs::setLastAccessAndModificationTime(FD, sys::toTimePoint(1000000000))));
  sys::fs::closeFile(FD);
  REQUIRE_FALSE(bool(sys::fs::status(F, Before)));
  CHECK(message(writeIfChanged(F, "bytes")) == "");
  REQUIRE_FALSE(bool(sys::fs::status(F, After)));
  CHECK(Before.getLastModificationTime() == After.getLastModificationTime());
  CHECK(message(writeIfChanged(F, "other")) == "");
  CHECK(*readFile(F) == "other");
  CHECK(message(readFile(joinPath(D.Path, "missing")).takeError()).find("missing") != std::string::npos);
  CHECK(sha256Hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  {
    FileLock Lock(joinPath(D.Path, "x.lock"));
    CHECK(sys::fs::exists(joinPath(D.Path, "x.lock")));
  }
}
