//===- BackendErrors.cpp - What a failed code generation tells the user ---===//
//
// Turns a failure of the backend into diagnostics at the source: the
// kernels over a resource limit of the arch, else the lines whose
// operations the backend cannot compile, each compiled alone to find them.
//
//===----------------------------------------------------------------------===//
#include "DevicePass.h"
#include "offload/layout/Layout.h"
#include "offload/lower/CodeGen.h"
#include "offload/support/Diagnostic.h"

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <map>

using namespace llvm;
using offload::manifest::KernelInstance;
using offload::manifest::Manifest;
using offload::manifest::SourceLocation;

namespace offload::lower {

namespace {

/// The manifest's kernel whose code an instruction of F at DL belongs to:
/// the outermost kernel in its inlining chain, else the entry point F is.
const KernelInstance *kernelAt(const Function &F, const DILocation *DL,
                               const Manifest &Man) {
  const KernelInstance *Found = nullptr;
  for (unsigned Links = 0; DL && Links < layout::MaxDebugInfoChain;
       DL = DL->getInlinedAt(), ++Links) {
    const DISubprogram *SP = layout::subprogramOf(DL->getScope());
    if (!SP)
      continue;
    std::string D = sourceNameOf(*SP);
    for (const KernelInstance &K : Man.Instances)
      if (D == K.displayName())
        Found = &K;
  }
  if (!Found)
    Found = Man.findByDeviceSymbol(F.getName());
  return Found;
}

/// An operation as a message shows it: `llvm.sin.f64 (double) -> double`,
/// `uitofp (i128) -> double`.
std::string describeOperation(const Instruction &I) {
  std::string S;
  raw_string_ostream OS(S);
  if (auto *CB = dyn_cast<CallBase>(&I); CB && CB->getCalledFunction())
    OS << CB->getCalledFunction()->getName();
  else
    OS << I.getOpcodeName();
  OS << " (";
  unsigned N = 0;
  for (const Use &U : I.operands())
    if (!isa<Function>(U.get()) && !isa<BasicBlock>(U.get()) && !isa<MetadataAsValue>(U.get()))
      OS << (N++ ? ", " : "") << *U->getType();
  OS << ")";
  if (!I.getType()->isVoidTy())
    OS << " -> " << *I.getType();
  return S;
}

/// The first line of a backend message, without the addresses of its DAG
/// nodes and the node's source location, which the diagnostic gives anyway
/// (`Cannot select: f64 = fsin`, not `... 0x5f..., kernels.rs:5:17 @[ ... ]`).
std::string firstLine(StringRef Message) {
  std::string Out;
  StringRef Line = Message.trim().split('\n').first;
  for (size_t I = 0; I < Line.size();) {
    if (Line.substr(I).starts_with("0x")) {
      size_t J = I + 2;
      while (J < Line.size() && isHexDigit(Line[J]))
        ++J;
      if (J < Line.size() && Line[J] == ':')
        ++J;
      while (J < Line.size() && Line[J] == ' ')
        ++J;
      I = J;
      continue;
    }
    Out += Line[I++];
  }
  // SelectionDAG's dump ends a node with `, <file>:<line>:<col>` and the
  // inlining chain `@[ <file>:<line> ]` when the node has a location.
  static const Regex Location(",[ ]*[^ ,]+:[0-9]+(:[0-9]+)?( @\\[.*\\])?[ ]*$");
  SmallVector<StringRef> Match;
  std::string Trimmed = Out;
  if (Location.match(Out, &Match))
    Trimmed = Out.substr(0, Out.size() - Match[0].size());
  return StringRef(Trimmed).trim().str();
}

/// The instructions worth compiling alone: computations on values, which is
/// where a backend meets an operation it cannot lower (memory and control
/// flow it always can).
bool isComputation(const Instruction &I) {
  if (auto *II = dyn_cast<IntrinsicInst>(&I))
    return !II->isAssumeLikeIntrinsic() && !isa<DbgInfoIntrinsic>(II) &&
           !II->isLifetimeStartOrEnd();
  if (auto *CI = dyn_cast<CallInst>(&I))
    return CI->getCalledFunction() && CI->getCalledFunction()->isDeclaration();
  return isa<BinaryOperator>(I) || isa<UnaryOperator>(I) || isa<CastInst>(I) ||
         isa<CmpInst>(I) || isa<SelectInst>(I) || isa<AtomicRMWInst>(I) ||
         isa<AtomicCmpXchgInst>(I);
}

/// Whether TM can compile I on its own: a module with one function that
/// takes I's operands as parameters and stores its result.
bool compilesAlone(const Instruction &I, TargetMachine &TM) {
  LLVMContext &Ctx = I.getContext();
  Module Probe("probe", Ctx);
  Probe.setTargetTriple(TM.getTargetTriple());
  Probe.setDataLayout(TM.createDataLayout());
  std::vector<Type *> Params;
  for (const Use &U : I.operands())
    if (!isa<Function>(U.get()) && !isa<BasicBlock>(U.get()) && !isa<MetadataAsValue>(U.get()))
      Params.push_back(U->getType());
  Params.push_back(PointerType::get(Ctx, 0));
  Function *F = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), Params, false),
                                 GlobalValue::ExternalLinkage, "probe", Probe);
  if (const Function *Parent = I.getFunction())
    for (StringRef A : {"target-cpu", "target-features"})
      if (Parent->hasFnAttribute(A))
        F->addFnAttr(Parent->getFnAttribute(A));
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", F));
  Instruction *C = I.clone();
  C->setDebugLoc(DebugLoc());
  unsigned Next = 0;
  for (Use &U : C->operands()) {
    if (auto *Callee = dyn_cast<Function>(U.get())) {
      U.set(Probe.getOrInsertFunction(Callee->getName(), Callee->getFunctionType())
                .getCallee());
      continue;
    }
    if (isa<MetadataAsValue>(U.get()))
      continue;
    U.set(F->getArg(Next++));
  }
  B.Insert(C);
  if (!C->getType()->isVoidTy())
    B.CreateStore(C, F->getArg(Next));
  B.CreateRetVoid();
  return static_cast<bool>(emitCode(Probe, TM, CodeGenFileType::AssemblyFile));
}

/// What a kernel over a resource limit of its target is told: what it
/// needs, what the arch gives, and what to do. Resource is LLVM's name of
/// it (DiagnosticInfoResourceLimit); registers are counted, the rest is in
/// bytes.
std::string describeLimit(const ResourceLimitError &R, StringRef Arch) {
  std::string Need = std::to_string(R.Size), Have = std::to_string(R.Limit);
  StringRef Name = R.Resource;
  if (Name == "stack frame size")
    return "its threads need " + Need + " bytes of stack each (their local variables, "
           "arrays among them), more than " + Arch.str() + " gives a thread (" + Have +
           " bytes): keep large arrays in device memory (a slice argument) or in shared "
           "memory";
  if (Name == "local memory")
    return "its blocks need " + Need + " bytes of shared memory (LDS), more than " +
           Arch.str() + " gives a block (" + Have + " bytes)";
  if (Name.contains("registers") || Name.contains("GPRs"))
    return "it needs " + Need + " " + Name.str() + ", more than " + Arch.str() + " has (" +
           Have + ")";
  return "its " + Name.str() + " (" + Need + ") exceeds what " + Arch.str() + " allows (" +
         Have + ")";
}

/// Diagnostics for the functions code generation found over a limit of the
/// target (Limits): each at the line of every kernel whose entry point is,
/// or calls, that function (the kernel's definition in WithDebugInfo, the
/// module as it went to the backend), naming the kernel, the arch and the
/// resource, with a note at the kernel's first launch; in source order.
Error locateResourceLimits(ArrayRef<ResourceLimitError> Limits, Module &WithDebugInfo,
                           const Manifest &Man, StringRef Arch) {
  StringMap<const DISubprogram *> Kernels = kernelSubprograms(WithDebugInfo);
  // The functions each entry point may call.
  std::map<std::string, DenseSet<const Function *>> Reached;
  for (const KernelInstance &K : Man.Instances) {
    const Function *Entry = WithDebugInfo.getFunction(K.DeviceSymbol);
    if (!Entry)
      continue;
    DenseSet<const Function *> &Seen = Reached[K.DeviceSymbol];
    std::vector<const Function *> Work{Entry};
    Seen.insert(Entry);
    while (!Work.empty()) {
      const Function *F = Work.back();
      Work.pop_back();
      for (const Instruction &I : instructions(*F))
        if (auto *CB = dyn_cast<CallBase>(&I))
          if (const Function *Callee = CB->getCalledFunction(); Callee && Seen.insert(Callee).second)
            Work.push_back(Callee);
    }
  }
  struct Located {
    SourceLocation At;
    std::string Kernel, Message;
    std::vector<DiagnosticNote> Notes;
  };
  std::vector<Located> Found;
  for (const ResourceLimitError &R : Limits) {
    const Function *F = WithDebugInfo.getFunction(R.Function);
    bool Any = false;
    for (const KernelInstance &K : Man.Instances) {
      auto It = Reached.find(K.DeviceSymbol);
      if (!F || It == Reached.end() || !It->second.contains(F))
        continue;
      Any = true;
      Located L;
      L.Kernel = K.displayName();
      const DISubprogram *SP = Kernels.lookup(K.displayName());
      if (SP)
        L.At = {layout::fileNameOf(SP), SP->getLine(), 0};
      else
        L.At = instanceLocation(K, WithDebugInfo.getModuleIdentifier());
      std::string Through;
      if (F->getName() != K.DeviceSymbol) {
        const DISubprogram *Callee = F->getSubprogram();
        Through = " (in " + (Callee ? sourceNameOf(*Callee) : F->getName().str()) + ", which it calls)";
        if (Callee)
          L.Notes.push_back({layout::fileNameOf(Callee), Callee->getLine(), 0,
                             sourceNameOf(*Callee) + " is defined here"});
      }
      L.Message = Arch.str() + " cannot compile kernel " + K.displayName() + ": " +
                  describeLimit(R, Arch) + Through;
      if (SP && !K.LaunchSites.empty() && !K.LaunchSites.front().File.empty())
        L.Notes.push_back({K.LaunchSites.front().File, K.LaunchSites.front().Line,
                           K.LaunchSites.front().Column,
                           "kernel " + K.displayName() + " is launched here"});
      Found.push_back(std::move(L));
    }
    if (!Any) {
      const DISubprogram *SP = F ? F->getSubprogram() : nullptr;
      Located L;
      L.At = SP ? SourceLocation{layout::fileNameOf(SP), SP->getLine(), 0}
                : SourceLocation{WithDebugInfo.getModuleIdentifier(), 0, 0};
      L.Kernel = R.Function;
      L.Message = Arch.str() + " cannot compile function '" +
                  (SP ? sourceNameOf(*SP) : R.Function) + "': " + describeLimit(R, Arch);
      Found.push_back(std::move(L));
    }
  }
  llvm::stable_sort(Found, [](const Located &A, const Located &B) {
    return std::tie(A.At.File, A.At.Line, A.Kernel) < std::tie(B.At.File, B.At.Line, B.Kernel);
  });
  Error Out = Error::success();
  for (Located &L : Found)
    Out = joinErrors(std::move(Out), makeDiagnostic(L.At.File, L.At.Line, L.At.Column,
                                                    L.Message, std::move(L.Notes)));
  return Out;
}

} // namespace

/// Turns a code generation failure of the device module into diagnostics at
/// the source lines whose operations the backend cannot compile: each
/// computation of WithDebugInfo (the module as it went to the backend, with
/// its debug info) is compiled alone, and those that fail are reported,
/// naming the kernel and the target. Falls back to the backend's message.
Error locateCodegenFailure(Module &WithDebugInfo, TargetMachine &TM,
                           const Manifest &Man, StringRef Arch, Error Failure) {
  // Functions over a limit of the target: the kernels that have them.
  std::vector<ResourceLimitError> Limits;
  Failure = handleErrors(std::move(Failure), [&](const ResourceLimitError &R) {
    Limits.push_back(R);
  });
  if (!Limits.empty()) {
    Error Located = locateResourceLimits(Limits, WithDebugInfo, Man, Arch);
    if (!Failure)
      return Located;
    return joinErrors(std::move(Located),
                      locateCodegenFailure(WithDebugInfo, TM, Man, Arch, std::move(Failure)));
  }
  std::string Message = toString(std::move(Failure));
  Error Located = Error::success();
  std::map<std::pair<std::string, unsigned>, bool> Seen; // one error per line
  std::map<std::string, bool> Verdicts; // by the operation's printed form
  for (Function &F : WithDebugInfo)
    for (Instruction &I : instructions(F)) {
      if (!isComputation(I))
        continue;
      std::string Shape;
      raw_string_ostream OS(Shape);
      OS << I.getOpcodeName();
      if (auto *CB = dyn_cast<CallBase>(&I); CB && CB->getCalledFunction())
        OS << " " << CB->getCalledFunction()->getName();
      OS << " " << *I.getType();
      for (const Use &U : I.operands())
        OS << " " << *U->getType();
      auto [It, New] = Verdicts.try_emplace(Shape, true);
      if (New)
        It->second = compilesAlone(I, TM);
      if (It->second)
        continue;
      const DILocation *DL = I.getDebugLoc().get();
      std::string File = DL ? layout::fileNameOf(DL->getScope()) : WithDebugInfo.getModuleIdentifier();
      unsigned Line = DL ? DL->getLine() : 0;
      if (!Seen.try_emplace({File, Line}, true).second)
        continue;
      const KernelInstance *K = kernelAt(F, DL, Man);
      Located = joinErrors(
          std::move(Located),
          makeDiagnostic(File, Line, DL ? DL->getColumn() : 0,
                         Arch + " cannot compile " +
                             (K ? "kernel " + K->displayName()
                                : "function '" + F.getName().str() + "'") +
                             ": its backend has no code for " + describeOperation(I) +
                             " (LLVM: " + firstLine(Message) + ")"));
    }
  if (Located)
    return Located;
  return createStringError("the " + Arch + " backend failed: " + firstLine(Message));
}

} // namespace offload::lower
