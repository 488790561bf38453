// Unit tests of kernels whose stack cannot be bounded: the device pass's
// analysis (StackAnalysis.h) on small modules, the package strings that
// carry it (Images.h), the launch words the host pass and the launch
// runtime share, and the runtime's guard against libomptarget's abort().
#include "offload/lower/Images.h"
#include "offload/lower/KernelABI.h"
#include "offload/lower/StackAnalysis.h"
#include "offload/runtime/launch.h"

#include "Packages.h"
#include "ParseIR.h"

#include "llvm/Object/OffloadBinary.h"
#include "llvm/Support/MemoryBuffer.h"

#include <doctest/doctest.h>

#include <csignal>
#include <set>
#include <fcntl.h>
#include <cstdlib>
#include <sys/wait.h>
#include <unistd.h>

using namespace llvm;
using namespace offload::lower;

namespace {

std::string reasonFor(StringRef IR, StringRef Entry = "kernel") {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseIR(Ctx, IR);
  const Function *F = M->getFunction(Entry);
  REQUIRE(F != nullptr);
  return unboundedStackReason(*F);
}

} // namespace

TEST_CASE("stack analysis: calls that can be bounded") {
  CHECK(reasonFor(R"(
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @external(ptr)
define void @leaf(ptr %p) {
  %a = alloca [64 x i32]
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 256, i1 false)
  ret void
}
define void @mid(ptr %p) {
  call void @leaf(ptr %p)
  call void @leaf(ptr %p)
  ret void
}
define void @kernel(ptr %p) {
  call void @mid(ptr %p)
  call void @leaf(ptr %p)
  call void @external(ptr %p)
  call void asm sideeffect "", ""()
  ret void
}
)") == "");
}

TEST_CASE("stack analysis: recursion, direct and mutual") {
  CHECK(reasonFor(R"(
define i64 @fib(i64 %n) {
  %c = icmp ult i64 %n, 2
  br i1 %c, label %done, label %more
more:
  %a = sub i64 %n, 1
  %x = call i64 @fib(i64 %a)
  ret i64 %x
done:
  ret i64 %n
}
define void @kernel(i64 %n) {
  %r = call i64 @fib(i64 %n)
  ret void
}
)") == "recursion through fib");
  CHECK(reasonFor(R"(
define i1 @even(i32 %n) {
  %r = call i1 @odd(i32 %n)
  ret i1 %r
}
define i1 @odd(i32 %n) {
  %r = call i1 @even(i32 %n)
  ret i1 %r
}
define void @kernel(i32 %n) {
  %r = call i1 @even(i32 %n)
  ret void
}
)") == "recursion through even");
}

TEST_CASE("stack analysis: indirect calls and dynamic allocas") {
  CHECK(reasonFor(R"(
define void @callee() {
  ret void
}
define void @kernel(ptr %f) {
  call void %f()
  ret void
}
)") == "an indirect call in kernel");
  // Deeper down, through an alias.
  CHECK(reasonFor(R"(
@alias = alias void (ptr), ptr @inner
define void @inner(ptr %f) {
  call void %f()
  ret void
}
define void @kernel(ptr %f) {
  call void @alias(ptr %f)
  ret void
}
)") == "an indirect call in inner");
  CHECK(reasonFor(R"(
define void @kernel(i64 %n) {
  %a = alloca i8, i64 %n
  ret void
}
)") == "a dynamically sized stack object in kernel");
}

TEST_CASE("kernels without a stack bound travel in the package's strings") {
  DeviceImage A = testImage(/*Host=*/false, "cubin bytes");
  A.UnboundedStack = {"kernels__rec", "kernels__fmt"};
  std::string Raw = writePackage({A});
  SmallVector<object::OffloadFile> Files;
  REQUIRE_FALSE(static_cast<bool>(
      object::extractOffloadBinaries(MemoryBufferRef(Raw, "p"), Files)));
  REQUIRE(Files.size() == 1);
  CHECK(Files[0].getBinary()->getString("offload.stack.kernels__rec") == "unbounded");
  CHECK(stackKey("k") == "offload.stack.k");
  Expected<std::vector<DeviceImage>> Back = parsePackage(Raw, "p");
  REQUIRE(static_cast<bool>(Back));
  REQUIRE(Back->size() == 1);
  CHECK((*Back)[0].UnboundedStack == A.UnboundedStack);
  CHECK(anyImageUnboundedStack(*Back, "kernels__rec"));
  CHECK_FALSE(anyImageUnboundedStack(*Back, "kernels__other"));

  // Any other value is an error naming the string.
  Expected<std::vector<DeviceImage>> Bad =
      parsePackage(packageWithString("offload.stack.k", "1024"), "q");
  REQUIRE_FALSE(static_cast<bool>(Bad));
  CHECK(toString(Bad.takeError()).find("string 'offload.stack.k' is '1024', not 'unbounded'") !=
        std::string::npos);
}

TEST_CASE("the words of a launch (offload/abi/Launch.def)") {
  CHECK(NumGeometrySlots == 7);
  CHECK(DynamicSharedSlot == 6);
  CHECK(StackBytesWord == 7);
  CHECK(KernelWord == 8);
  CHECK(NumLaunchWords == 9);
  CHECK(KernelUnboundedStack == 1);
  CHECK(launchWordName(0) == "grid.x");
  CHECK(launchWordName(5) == "block.z");
  CHECK(launchWordName(DynamicSharedSlot) == "shared.dynamic");
  CHECK(launchWordName(KernelWord) == "kernel");
  CHECK(launchWordName(NumLaunchWords).empty());
}

TEST_CASE("device builtins (offload/abi/Builtins.def)") {
  CHECK(builtins().size() == 27);
  CHECK(builtinName(BuiltinKind::ThreadIdx, 1) == "__offload_thread_idx_y");
  CHECK(builtinName(BuiltinKind::FrozenLoad, 3) == "__offload_frozen_load_64");
  CHECK(builtinName(BuiltinKind::Panic) == "__offload_panic");
  std::optional<Builtin> B = builtinNamed("__offload_grid_dim_z");
  REQUIRE(B);
  CHECK(B->Kind == BuiltinKind::GridDim);
  CHECK(B->Index == 2);
  CHECK(B->Result == "u32");
  CHECK(B->Params == "()");
  CHECK(builtinNamed("__offload_atomic_add_f64")->Params == "(ptr, f64)");
  CHECK_FALSE(builtinNamed("__offload_lane_id"));
  CHECK_FALSE(builtinNamed("thread_idx_x"));
  CHECK(std::string(builtin::fault_slot) == "__offload_fault_slot");
  std::set<std::string> Names;
  for (const Builtin &Each : builtins())
    CHECK(Names.insert(Each.Name.str()).second);
}

namespace {
int Calls = 0;
void aborts(void *) {
  ++Calls;
  std::abort();
}
void returns(void *P) { *static_cast<int *>(P) = 42; }
void nested(void *P) {
  // An abort in an inner guard returns to it; the outer one sees a return.
  *static_cast<int *>(P) = offload_rt_guarded(aborts, nullptr);
}
} // namespace

TEST_CASE("the runtime's guard turns an abort into a return") {
  int Out = 0;
  CHECK(offload_rt_guarded(returns, &Out) == 0);
  CHECK(Out == 42);
  Calls = 0;
  CHECK(offload_rt_guarded(aborts, nullptr) == 1);
  CHECK(offload_rt_guarded(aborts, nullptr) == 1); // again: the handler stays
  CHECK(Calls == 2);
  Out = 0;
  CHECK(offload_rt_guarded(nested, &Out) == 0);
  CHECK(Out == 1);
  // SIGABRT is not left blocked.
  sigset_t Now;
  sigprocmask(SIG_BLOCK, nullptr, &Now);
  CHECK_FALSE(sigismember(&Now, SIGABRT));

  // Outside a guard an abort still ends the process (in a child, whose
  // output is dropped: the handler before ours is doctest's, which reports
  // the crash), and after offload_rt_guard_exit it ends it with the given
  // status.
  auto Quiet = [] {
    int Null = open("/dev/null", O_WRONLY);
    dup2(Null, 1);
    dup2(Null, 2);
  };
  pid_t Child = fork();
  REQUIRE(Child >= 0);
  if (Child == 0) {
    Quiet();
    std::abort();
  }
  int Status = 0;
  waitpid(Child, &Status, 0);
  CHECK(WIFSIGNALED(Status));
  CHECK(WTERMSIG(Status) == SIGABRT);
  Child = fork();
  REQUIRE(Child >= 0);
  if (Child == 0) {
    Quiet();
    offload_rt_guard_exit(3);
    std::abort();
  }
  waitpid(Child, &Status, 0);
  CHECK(WIFEXITED(Status));
  CHECK(WEXITSTATUS(Status) == 3);
}
