// Unit tests of code generation (CodeGen.h): LLVM 22's straight-line
// strength reduction, which the NVPTX and AMDGPU backends run before
// instruction selection, rewrites `p + 4 * sext(c)` as `p + 4 * sext(!c) - 4`
// (wrong when c is false); emitCode skips it. The module is the smallest
// form of what core's sort_unstable has (docs/gpu-runs.md).
#include "offload/lower/CodeGen.h"

#include "ParseIR.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include <doctest/doctest.h>

using namespace llvm;
using namespace offload::lower;

namespace {

/// Stores p + 4 * sext(!c) and p + 4 * sext(c): two independent addresses.
constexpr const char *SextOfNot = R"(
define void @f(ptr %p, i32 %x, i32 %y, ptr %out) {
  %c = icmp ult i32 %x, %y
  %nc = xor i1 %c, true
  %a = sext i1 %nc to i64
  %g1 = getelementptr i32, ptr %p, i64 %a
  store ptr %g1, ptr %out
  %b = sext i1 %c to i64
  %g2 = getelementptr i32, ptr %p, i64 %b
  %o2 = getelementptr ptr, ptr %out, i64 1
  store ptr %g2, ptr %o2
  ret void
}
)";

std::string ptxOf(StringRef IR) {
  initializeTargets();
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseIR(Ctx, IR);
  auto TM = createTargetMachine("nvptx64-nvidia-cuda", "sm_90");
  REQUIRE(static_cast<bool>(TM));
  Expected<std::string> PTX = emitCode(*M, **TM, CodeGenFileType::AssemblyFile);
  REQUIRE(static_cast<bool>(PTX));
  return *PTX;
}

} // namespace

TEST_CASE("code generation: no strength reduction across sext of a negated condition") {
  std::string PTX = ptxOf(SextOfNot);
  // With LLVM 22's SLSR the second address is the first minus 4
  // (`add.s64 %rd5, %rd4, -4`); computed on its own there is no -4.
  CHECK(PTX.find(", -4;") == std::string::npos);
  CHECK(PTX.find("st.b64") != std::string::npos);
}
