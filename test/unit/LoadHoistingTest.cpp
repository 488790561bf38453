// Unit tests of the device pass's load hoisting for NVIDIA images
// (LoadHoisting.h): which loads move and which may not, on small
// hand-written functions, and the PTX order it gives a dot-product loop.
#include "offload/lower/CodeGen.h"
#include "offload/lower/LoadHoisting.h"

#include "EmitPtx.h"
#include "ParseIR.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

using namespace llvm;
using namespace offload::lower;

namespace {

constexpr const char *Decls = R"(
declare void @may_not_return()
declare void @pure_call() memory(none) nounwind willreturn
declare void @llvm.nvvm.barrier0() convergent nounwind
declare void @llvm.assume(i1)
declare void @llvm.lifetime.start.p0(ptr)
)";

/// Runs HoistLoadsPass on @f of Decls and Body and returns the names of
/// @f's named instructions in their new order, block by block, and the
/// loads it reports moved.
std::vector<std::string> hoisted(StringRef Body, unsigned *Moved = nullptr) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseIR(Ctx, (Twine(Decls) + Body).str());
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassBuilder PB;
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  Function &F = *M->getFunction("f");
  unsigned N = hoistLoads(F, FAM.getResult<AAManager>(F));
  if (Moved)
    *Moved = N;
  std::string Errors;
  raw_string_ostream OS(Errors);
  CHECK_MESSAGE(!verifyFunction(F, &OS), Errors);
  std::vector<std::string> Names;
  for (Instruction &I : instructions(F))
    if (I.hasName())
      Names.push_back(I.getName().str());
  return Names;
}

std::string join(const std::vector<std::string> &V) { return llvm::join(V, " "); }

} // namespace

TEST_CASE("load hoisting: a block's loads go before the arithmetic, with their addresses") {
  unsigned Moved = 0;
  auto Order = hoisted(R"(
define double @f(ptr noalias %a, ptr noalias %b, i64 %n) {
  %a0 = load double, ptr %a
  %b0 = load double, ptr %b
  %m0 = fmul double %a0, %b0
  %ai = getelementptr double, ptr %a, i64 %n
  %a1 = load double, ptr %ai
  %bi = getelementptr double, ptr %b, i64 1
  %b1 = load double, ptr %bi
  %m1 = fmul double %a1, %b1
  %s = fadd double %m0, %m1
  ret double %s
}
)", &Moved);
  CHECK(join(Order) == "a0 b0 ai a1 bi b1 m0 m1 s");
  CHECK(Moved == 2);
}

TEST_CASE("load hoisting: loads already first move nothing") {
  unsigned Moved = 1;
  auto Order = hoisted(R"(
define double @f(ptr %a, ptr %b) {
  %a0 = load double, ptr %a
  %b0 = load double, ptr %b
  %m0 = fmul double %a0, %b0
  ret double %m0
}
)", &Moved);
  CHECK(join(Order) == "a0 b0 m0");
  CHECK(Moved == 0);
}

TEST_CASE("load hoisting: not above a store that may write what it reads") {
  // %p and %q may be the same memory: the load stays after the store.
  auto Order = hoisted(R"(
define double @f(ptr %p, ptr %q, double %v) {
  %x = fmul double %v, %v
  store double %x, ptr %p
  %y = fadd double %v, 1.0
  %l = load double, ptr %q
  %r = fadd double %l, %y
  ret double %r
}
)");
  CHECK(join(Order) == "x l y r");
}

TEST_CASE("load hoisting: above a store that cannot write what it reads") {
  auto Order = hoisted(R"(
define double @f(ptr noalias %p, ptr noalias %q, double %v) {
  %x = fmul double %v, %v
  store double %x, ptr %p
  %l = load double, ptr %q
  %r = fadd double %l, %x
  ret double %r
}
)");
  CHECK(join(Order) == "l x r");
}

TEST_CASE("load hoisting: not above a call that may not return, nor a barrier, nor a fence") {
  // A bounds check's panic ends the thread: a load after it may be valid
  // only when the call returned.
  CHECK(join(hoisted(R"(
define double @f(ptr %a, double %v) {
  %x = fmul double %v, %v
  call void @may_not_return()
  %y = fadd double %v, 1.0
  %l = load double, ptr %a
  %r = fadd double %l, %y
  ret double %r
}
)")) == "x l y r");
  CHECK(join(hoisted(R"(
define double @f(ptr addrspace(3) %s, double %v) {
  %x = fmul double %v, %v
  call void @llvm.nvvm.barrier0()
  %y = fadd double %v, 1.0
  %l = load double, ptr addrspace(3) %s
  %r = fadd double %l, %y
  ret double %r
}
)")) == "x l y r");
  CHECK(join(hoisted(R"(
define double @f(ptr %a, double %v) {
  %x = fmul double %v, %v
  fence acquire
  %y = fadd double %v, 1.0
  %l = load double, ptr %a
  %r = fadd double %l, %y
  ret double %r
}
)")) == "x l y r");
  // A call without effects that returns is no obstacle.
  CHECK(join(hoisted(R"(
define double @f(ptr %a, double %v) {
  %x = fmul double %v, %v
  call void @pure_call()
  %l = load double, ptr %a
  %r = fadd double %l, %x
  ret double %r
}
)")) == "l x r");
}

TEST_CASE("load hoisting: above llvm.assume, not above the lifetime start of what it reads") {
  // get_unchecked's `index < len` before each load: no obstacle.
  CHECK(join(hoisted(R"(
define double @f(ptr %a, i64 %i, i64 %n, double %v) {
  %x = fmul double %v, %v
  %in = icmp ult i64 %i, %n
  call void @llvm.assume(i1 %in)
  %g = getelementptr double, ptr %a, i64 %i
  %l = load double, ptr %g
  %r = fadd double %l, %x
  ret double %r
}
)")) == "g l x in r");
  CHECK(join(hoisted(R"(
define double @f(double %v) {
  %s = alloca double
  %x = fmul double %v, %v
  call void @llvm.lifetime.start.p0(ptr %s)
  store double %x, ptr %s
  %y = fadd double %v, 1.0
  %l = load double, ptr %s
  %r = fadd double %l, %y
  ret double %r
}
)")) == "s x l y r");
}

TEST_CASE("load hoisting: volatile and atomic loads stay, and loads do not pass them") {
  auto Order = hoisted(R"(
define double @f(ptr %a, ptr %b, ptr %c, double %v) {
  %x = fmul double %v, %v
  %va = load volatile double, ptr %a
  %y = fmul double %va, %x
  %at = load atomic double, ptr %b monotonic, align 8
  %z = fmul double %at, %y
  %l = load double, ptr %c
  %r = fadd double %l, %z
  ret double %r
}
)");
  CHECK(join(Order) == "x va y at l z r");
}

TEST_CASE("load hoisting: loads keep their order and wait for the values their addresses need") {
  // %q is loaded; the load through it waits for that load (and stays after
  // the earlier %first, which moves first).
  auto Order = hoisted(R"(
define double @f(ptr %pp, ptr %a, double %v) {
  %x = fmul double %v, %v
  %first = load double, ptr %a
  %y = fmul double %first, %x
  %q = load ptr, ptr %pp
  %z = fadd double %y, %x
  %g = getelementptr double, ptr %q, i64 3
  %l = load double, ptr %g
  %r = fadd double %l, %z
  ret double %r
}
)");
  CHECK(join(Order) == "first q g l x y z r");
}

TEST_CASE("load hoisting: an address that may trap is not computed early") {
  // udiv by a value that may be zero cannot run before it would have.
  auto Order = hoisted(R"(
define double @f(ptr %a, i64 %n, i64 %d, double %v) {
  %x = fmul double %v, %v
  %i = udiv i64 %n, %d
  %g = getelementptr double, ptr %a, i64 %i
  %l = load double, ptr %g
  %r = fadd double %l, %x
  ret double %r
}
)");
  CHECK(join(Order) == "x i g l r");
}

TEST_CASE("load hoisting: PHIs stay first, and only the first loads of a long block move") {
  std::string Body = "define double @f(ptr %a, i1 %c) {\nentry:\n  br label %loop\nloop:\n"
                     "  %acc = phi double [ 0.0, %entry ], [ %s" +
                     std::to_string(MaxHoistedLoadsPerBlock) + ", %loop ]\n  %s0 = fadd double %acc, 0.0\n";
  for (unsigned K = 0; K <= MaxHoistedLoadsPerBlock; ++K) {
    Body += "  %g" + std::to_string(K) + " = getelementptr double, ptr %a, i64 " + std::to_string(K) + "\n";
    Body += "  %l" + std::to_string(K) + " = load double, ptr %g" + std::to_string(K) + "\n";
    Body += "  %s" + std::to_string(K + 1) + " = fadd double %s" + std::to_string(K) + ", %l" +
            std::to_string(K) + "\n";
  }
  Body += "  br i1 %c, label %loop, label %exit\nexit:\n  ret double %s" +
          std::to_string(MaxHoistedLoadsPerBlock + 1) + "\n}\n";
  unsigned Moved = 0;
  auto Order = hoisted(Body, &Moved);
  CHECK(Moved == MaxHoistedLoadsPerBlock);
  REQUIRE(Order.size() >= 4);
  CHECK(Order[0] == "acc");
  CHECK(Order[1] == "g0");
  CHECK(Order[2] == "l0");
  // The last load, past the limit, stays after the sum before it.
  std::string Last = "l" + std::to_string(MaxHoistedLoadsPerBlock);
  std::string Before = "s" + std::to_string(MaxHoistedLoadsPerBlock);
  auto Pos = [&](const std::string &N) { return std::find(Order.begin(), Order.end(), N) - Order.begin(); };
  CHECK(Pos(Before) < Pos(Last));
  CHECK(Pos("l" + std::to_string(MaxHoistedLoadsPerBlock - 1)) < Pos("s1"));
}

TEST_CASE("load hoisting: the PTX of a dot-product loop issues its loads first") {
  // The loop of ATAX's second kernel, unrolled twice, as rustc and LLVM's
  // -O3 leave it: load, load, mul, add, load, load, mul, add.
  constexpr const char *Loop = R"(
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr addrspace(1) noalias readonly %a, ptr addrspace(1) noalias readonly %t,
               ptr addrspace(1) noalias %y, i64 %n, i64 %j) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i2, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %s1, %loop ]
  %row0 = mul i64 %i, %n
  %k0 = add i64 %row0, %j
  %pa0 = getelementptr double, ptr addrspace(1) %a, i64 %k0
  %a0 = load double, ptr addrspace(1) %pa0
  %pt0 = getelementptr double, ptr addrspace(1) %t, i64 %i
  %t0 = load double, ptr addrspace(1) %pt0
  %m0 = fmul double %a0, %t0
  %s0 = fadd double %acc, %m0
  %i1 = add i64 %i, 1
  %row1 = mul i64 %i1, %n
  %k1 = add i64 %row1, %j
  %pa1 = getelementptr double, ptr addrspace(1) %a, i64 %k1
  %a1 = load double, ptr addrspace(1) %pa1
  %pt1 = getelementptr double, ptr addrspace(1) %t, i64 %i1
  %t1 = load double, ptr addrspace(1) %pt1
  %m1 = fmul double %a1, %t1
  %s1 = fadd double %s0, %m1
  %i2 = add i64 %i, 2
  %done = icmp uge i64 %i2, %n
  br i1 %done, label %exit, label %loop
exit:
  %py = getelementptr double, ptr addrspace(1) %y, i64 %j
  store double %s1, ptr addrspace(1) %py
  ret void
}
)";
  auto Ptx = [&](bool Hoist) {
    std::string Text = emitPtx(Loop, {/*HoistLoads=*/Hoist, /*OrderBlocks=*/false});
    // The loop's instructions in order: 'l' for a global load, 'm' for an
    // f64 multiply, 'a' for an f64 add.
    std::string Ops;
    for (StringRef Line : split(Text, '\n')) {
      Line = Line.trim();
      if (Line.starts_with("ld.global"))
        Ops += 'l';
      else if (Line.starts_with("mul.rn.f64"))
        Ops += 'm';
      else if (Line.starts_with("add.rn.f64"))
        Ops += 'a';
    }
    return Ops;
  };
  // Without the pass, LLVM interleaves; with it, the loop body's four loads
  // come before its arithmetic (the loop may be unrolled further: each
  // body's loads first).
  std::string Without = Ptx(false), With = Ptx(true);
  CHECK(Without.find("llmall") != std::string::npos);
  CHECK(With.find("llllmama") != std::string::npos);
  CHECK(With.find("llmall") == std::string::npos);
}
