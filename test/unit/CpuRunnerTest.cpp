// Unit tests of the CPU runner's embedded bitcode (offload/lower/CpuRunner.h):
// it parses, targets x86-64 and defines each public function with its
// signature. (test/cpu-runner tests what the functions do.)
#include "offload/lower/CpuRunner.h"

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

#include <doctest/doctest.h>

using namespace llvm;
using namespace offload::lower;

TEST_CASE("the CPU runner's bitcode defines its functions for x86-64") {
  StringRef Bitcode = cpuRunnerBitcode();
  REQUIRE(Bitcode.size() > 1000);
  CHECK(Bitcode.size() % 4 == 0);
  CHECK(isBitcode(reinterpret_cast<const unsigned char *>(Bitcode.begin()),
                  reinterpret_cast<const unsigned char *>(Bitcode.end())));

  LLVMContext Ctx;
  Expected<std::unique_ptr<Module>> M = loadCpuRunner(Ctx);
  if (!M)
    FAIL(toString(M.takeError()));
  const Triple &T = (*M)->getTargetTriple();
  CHECK(T.getArch() == Triple::x86_64);
  CHECK(T.isOSLinux());
  CHECK(T.str() == cpu_runner::Triple.str());

  Type *Void = Type::getVoidTy(Ctx), *I32 = Type::getInt32Ty(Ctx),
       *I64 = Type::getInt64Ty(Ctx), *Ptr = PointerType::get(Ctx, 0);
  struct Expectation {
    StringRef Name;
    Type *Result;
    std::vector<Type *> Params;
  };
  const Expectation Functions[] = {
      {cpu_runner::Run, Void, {Ptr, Ptr, Ptr, I32, I64, I64, I64}},
      {cpu_runner::ThreadIdx, I32, {I32}},
      {cpu_runner::BlockIdx, I32, {I32}},
      {cpu_runner::BlockDim, I32, {I32}},
      {cpu_runner::GridDim, I32, {I32}},
      {cpu_runner::Barrier, Void, {}},
      {cpu_runner::SharedStatic, Ptr, {}},
      {cpu_runner::SharedDynamic, Ptr, {}},
      {cpu_runner::Fence, Void, {}},
  };
  for (const Expectation &E : Functions) {
    CAPTURE(E.Name.str());
    Function *F = (*M)->getFunction(E.Name);
    REQUIRE(F != nullptr);
    CHECK_FALSE(F->isDeclaration());
    CHECK(F->hasExternalLinkage());
    CHECK(F->getFunctionType() ==
          FunctionType::get(E.Result, E.Params, /*isVarArg=*/false));
  }
  CHECK((*M)->getFunction(cpu_runner::Run)->arg_size() == 7);

  // A second module from the same bytes, in another context: the bitcode
  // stays valid and each call gives a module of its own.
  LLVMContext Other;
  Expected<std::unique_ptr<Module>> Again = loadCpuRunner(Other);
  if (!Again)
    FAIL(toString(Again.takeError()));
  CHECK((*Again)->getFunction(cpu_runner::Barrier) != nullptr);
}
