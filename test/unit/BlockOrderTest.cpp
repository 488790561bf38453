// Unit tests of the device pass's block order for NVIDIA images
// (BlockOrder.h): the order it gives, and that two kernels with one CFG in
// different block orders get the same PTX.
#include "offload/lower/BlockOrder.h"
#include "offload/lower/CodeGen.h"

#include "EmitPtx.h"
#include "ParseIR.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Verifier.h"

#include <doctest/doctest.h>

#include <regex>
#include <string>

using namespace llvm;
using namespace offload::lower;

namespace {

/// The names of F's blocks in their order, comma-separated.
std::string blockNames(const Function &F) {
  std::string Names;
  for (const BasicBlock &BB : F)
    Names += (Names.empty() ? "" : ",") + BB.getName().str();
  return Names;
}

/// A bounds-checked dot product over a column, as rustc and LLVM's
/// pipeline leave ATAX's kernels (bench/rajaperf): the header checks the
/// index (the panic path ends in `unreachable`), the latch loads and adds,
/// the store after the loop. BLOCKS is replaced by the blocks' order.
constexpr const char *Column = R"(
declare void @panic() cold noreturn nounwind

define void @KERNEL(ptr addrspace(1) noalias %a, i64 %len, ptr addrspace(1) noalias %t,
                    ptr addrspace(1) noalias %y, i64 %n, i64 %j) {
entry:
  %any = icmp ult i64 %j, %n
  br i1 %any, label %header, label %exit
BLOCKS
}
)";

constexpr const char *Header = R"(header:
  %i = phi i64 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi double [ 0.0, %entry ], [ %s, %latch ]
  %row = mul i64 %i, %n
  %k = add i64 %row, %j
  %in = icmp ult i64 %k, %len
  br i1 %in, label %latch, label %panic
)";
constexpr const char *Latch = R"(latch:
  %pa = getelementptr inbounds double, ptr addrspace(1) %a, i64 %k
  %va = load double, ptr addrspace(1) %pa
  %pt = getelementptr inbounds double, ptr addrspace(1) %t, i64 %i
  %vt = load double, ptr addrspace(1) %pt
  %m = fmul double %va, %vt
  %s = fadd double %acc, %m
  %i1 = add nuw i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %store, label %header
)";
constexpr const char *Store = R"(store:
  %py = getelementptr inbounds double, ptr addrspace(1) %y, i64 %j
  store double %s, ptr addrspace(1) %py
  br label %exit
)";
constexpr const char *Panic = R"(panic:
  call void @panic()
  unreachable
)";
constexpr const char *Exit = R"(exit:
  ret void
)";

/// Column with its blocks in Order (blocks' texts) and @KERNEL named Name.
std::string column(StringRef Name, std::initializer_list<const char *> Order) {
  std::string Blocks;
  for (const char *B : Order)
    Blocks += std::string(B) + "\n";
  std::string Text = Column;
  Text.replace(Text.find("BLOCKS"), 6, Blocks);
  Text.replace(Text.find("KERNEL"), 6, Name.str());
  return Text;
}

/// PTX of Text's @K at -O3 for sm_90 (OrderBlocks as given, no load
/// hoisting), with the function's name and label numbers left out.
std::string ptx(StringRef Text, bool OrderBlocks) {
  std::string Out = emitPtx(Text, {/*HoistLoads=*/false, OrderBlocks});
  std::string Body = Out.substr(Out.find(".func"));
  return std::regex_replace(Body, std::regex("\\$L__\\w+|// %\\w+"), "L");
}

} // namespace

TEST_CASE("block order: reverse post-order, panic paths last") {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseIR(Ctx, column("k", {Store, Panic, Header, Exit, Latch}));
  Function &F = *M->getFunction("k");
  CHECK(orderBlocks(F));
  // From the entry: the header, then (its successors in order) the latch,
  // the store after the loop and the exit; the panic path last.
  CHECK(blockNames(F) == "entry,header,latch,store,exit,panic");
  CHECK_FALSE(verifyFunction(F, &errs()));
  // Already in order: nothing moves.
  CHECK_FALSE(orderBlocks(F));
  CHECK(blockNames(F) == "entry,header,latch,store,exit,panic");
  // Declarations have no blocks.
  CHECK_FALSE(orderBlocks(*M->getFunction("panic")));
}

TEST_CASE("block order: blocks the entry cannot reach go last, in their order") {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseIR(Ctx, R"(
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %b, label %a
dead2:
  ret i32 2
a:
  ret i32 0
dead1:
  br label %dead2
b:
  br label %a
}
)");
  Function &F = *M->getFunction("f");
  CHECK(orderBlocks(F));
  CHECK(blockNames(F) == "entry,b,a,dead2,dead1");
  CHECK_FALSE(verifyFunction(F, &errs()));
}

TEST_CASE("block order: one CFG in two block orders gives one PTX") {
  // As LLVM left ATAX's Region kernel (the store before the loop) and its
  // `&mut` kernel (the store between header and latch).
  std::string First = column("K", {Store, Header, Latch, Panic, Exit});
  std::string Second = column("K", {Header, Store, Latch, Panic, Exit});
  std::string A = ptx(First, true), B = ptx(Second, true);
  CHECK(A == B);
  // The loop falls through from its bounds check into its body and
  // branches back once: no unconditional branch is left in it.
  CHECK(A.find("bra.uni") == std::string::npos);
  // Without the pass the backend keeps the orders apart (ATAX's two
  // forms' case, docs/benchmarks.md).
  CHECK(ptx(First, false) != ptx(Second, false));
}
