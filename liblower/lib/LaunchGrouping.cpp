//===- LaunchGrouping.cpp - Data kept on the device across launches ------===//
//
// See LaunchGrouping.h. Runs on the host module before the launches are
// lowered: a launch is still a call of its launch function, whose argument
// block the caller fills with stores just before the call.
//
//===----------------------------------------------------------------------===//
#include "offload/lower/LaunchGrouping.h"
#include "offload/layout/Layout.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/BasicAliasAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScopedNoAliasAA.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Analysis/DomTreeUpdater.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

#include <set>
#include <string>

using namespace llvm;

namespace offload::lower {

namespace {

constexpr const char *PassName = "offload-group-launches";
constexpr const char *DataBegin = "__offload_rt_data_begin";
constexpr const char *DataEnd = "__offload_rt_data_end";

/// A launch inside a loop: a call of a launch function.
struct Launch {
  CallBase *Call;
  const LaunchFunction *LF;
};

/// A host range a group would hold, and the first launch that passes it.
struct Range {
  Value *Ptr;
  Value *Len; ///< null for a reference
  uint64_t ElemSize, Type;
  const Launch *First;
  unsigned Arg;
  bool Dropped = false;
};

/// The outermost namespace of a function's scope: the crate of a Rust
/// function (`offload`, `core`, the program's); empty in C.
StringRef rootNamespace(const DISubprogram *SP) {
  StringRef Root;
  for (const DIScope *S = SP ? SP->getScope() : nullptr; S; S = S->getScope())
    if (auto *NS = dyn_cast<DINamespace>(S))
      Root = NS->getName();
  return Root;
}

/// Where code inlined at Loc is in the source of F's own crate: the
/// innermost of its inlined frames whose function is of that crate (a
/// launch: the user's call of `launch`, not the library's code), else the
/// outermost.
DebugLoc userLoc(const Function &F, const DebugLoc &Loc) {
  StringRef Crate = rootNamespace(F.getSubprogram());
  const DILocation *L = Loc.get(), *Last = L;
  for (; L; L = L->getInlinedAt()) {
    Last = L;
    if (rootNamespace(L->getScope()->getSubprogram()) == Crate)
      return DebugLoc(const_cast<DILocation *>(L));
  }
  return DebugLoc(const_cast<DILocation *>(Last));
}

/// `file:line` of I in its crate's source, or "an unknown line".
std::string where(const Instruction &I) {
  if (DebugLoc L = userLoc(*I.getFunction(), I.getDebugLoc()))
    return (L->getFilename() + ":" + Twine(L.getLine())).str();
  return "an unknown line";
}

std::string argName(const Range &R) {
  return "argument " + std::to_string(R.Arg) + " of the launch at " + where(*R.First->Call);
}

class Grouper {
public:
  Grouper(Function &F, const DenseMap<const Function *, const LaunchFunction *> &ByF)
      : F(F), DL(F.getParent()->getDataLayout()), TLII(F.getParent()->getTargetTriple()),
        TLI(TLII, &F), AC(F), DT(F), LI(DT), BAR(DL, F, TLI, AC, &DT), AA(TLI), ORE(&F),
        ByF(ByF) {
    AA.addAAResult(BAR);
    AA.addAAResult(SNA);
  }

  GroupCounts run() {
    // Outermost loops first: the largest loop that qualifies holds the
    // group, and the loops inside it are not looked at again.
    SmallVector<Loop *, 8> Work(LI.begin(), LI.end());
    while (!Work.empty()) {
      Loop *L = Work.pop_back_val();
      if (!tryLoop(L))
        Work.append(L->begin(), L->end());
    }
    tryRuns();
    return Counts;
  }

private:
  Function &F;
  const DataLayout &DL;
  TargetLibraryInfoImpl TLII;
  TargetLibraryInfo TLI;
  AssumptionCache AC;
  DominatorTree DT;
  LoopInfo LI;
  BasicAAResult BAR;
  ScopedNoAliasAAResult SNA;
  AAResults AA;
  OptimizationRemarkEmitter ORE;
  const DenseMap<const Function *, const LaunchFunction *> &ByF;
  GroupCounts Counts;
  SmallPtrSet<const Instruction *, 16> Grouped; ///< launches given a region

  /// Missed remarks are not emitted while a run is only tried.
  bool Quiet = false;

  /// Missed remarks already emitted, by line and text (a run is tried from
  /// several launches, and unrolled loops repeat their code).
  std::set<std::string> Said;

  void missed(const Instruction &At, const Twine &Why) {
    DebugLoc Loc = userLoc(F, At.getDebugLoc());
    std::string Key = (Loc ? Twine(Loc.getLine()) + ":" + Twine(Loc.getCol()) : Twine("?")).str() +
                      " " + Why.str();
    if (Quiet || !Said.insert(Key).second)
      return;
    ORE.emit([&] {
      return OptimizationRemarkMissed(PassName, "CopiedPerLaunch", userLoc(F, At.getDebugLoc()),
                                      At.getParent())
             << Why.str();
    });
  }

  const LaunchFunction *launchFunction(const Instruction &I) const {
    if (auto *CB = dyn_cast<CallBase>(&I))
      if (const Function *Callee = CB->getCalledFunction())
        return ByF.lookup(Callee);
    return nullptr;
  }

  /// The value the caller stored at Block + Offset (Bytes wide) before
  /// Call, in Call's block, with nothing that may write it in between;
  /// null when there is none.
  Value *storedAt(CallBase &Call, Value *Block, uint64_t Offset, uint64_t Bytes) {
    unsigned Bits = DL.getIndexTypeSizeInBits(Block->getType());
    APInt BaseOff(Bits, 0);
    const Value *Base = Block->stripAndAccumulateConstantOffsets(DL, BaseOff, true);
    int64_t Want = BaseOff.getSExtValue() + int64_t(Offset);
    MemoryLocation Whole = MemoryLocation::getBeforeOrAfter(Base);
    for (Instruction *I = Call.getPrevNode(); I; I = I->getPrevNode()) {
      if (!I->mayWriteToMemory() || I->isLifetimeStartOrEnd() || isa<AssumeInst>(I))
        continue;
      if (auto *S = dyn_cast<StoreInst>(I)) {
        APInt Off(Bits, 0);
        const Value *P = S->getPointerOperand()->stripAndAccumulateConstantOffsets(DL, Off, true);
        int64_t Size = int64_t(DL.getTypeStoreSize(S->getValueOperand()->getType()));
        if (P == Base) {
          int64_t At = Off.getSExtValue();
          if (At == Want && Size == int64_t(Bytes) && !S->isVolatile())
            return S->getValueOperand();
          if (At + Size <= Want || Want + int64_t(Bytes) <= At)
            continue; // another field of the block
          return nullptr;
        }
        if (AA.isNoAlias(MemoryLocation::get(S), Whole))
          continue;
        return nullptr;
      }
      if (isModSet(AA.getModRefInfo(I, Whole)))
        return nullptr;
    }
    return nullptr;
  }

  /// Code that may hold a group: a loop, or a run of launches from a first
  /// one whose block dominates the rest.
  struct Span {
    SmallVector<BasicBlock *, 16> Blocks; ///< in a fixed order
    SmallPtrSet<BasicBlock *, 16> Set;
    /// The instructions of First's block before First are outside (a run:
    /// its first launch, or the end of the block that dominates them all);
    /// null for a loop.
    Instruction *First = nullptr;
    Loop *L = nullptr;
    const char *What = "the loop";
    bool contains(const Instruction &I) const {
      if (!Set.count(I.getParent()))
        return false;
      return !First || I.getParent() != First->getParent() || !I.comesBefore(First);
    }
  };

  SmallVector<Launch, 8> launchesIn(const Span &S) const {
    SmallVector<Launch, 8> Launches;
    for (BasicBlock *BB : S.Blocks)
      for (Instruction &I : *BB)
        if (const LaunchFunction *LF = launchFunction(I); LF && S.contains(I))
          Launches.push_back({cast<CallBase>(&I), LF});
    return Launches;
  }

  static bool onDefaultDevice(const Launch &La) {
    return whyNotDefault(La).empty();
  }

  /// Why La may not run on the default device with host data alone (its
  /// data then cannot be kept on the default device for it), or "".
  static StringRef whyNotDefault(const Launch &La) {
    auto *DevArgs = dyn_cast<ConstantInt>(La.Call->getArgOperand(La.LF->DeviceArgsParam));
    if (!DevArgs || !DevArgs->isZero())
      return "passes device memory";
    auto *Dev = dyn_cast<ConstantInt>(La.Call->getArgOperand(La.LF->DeviceParam));
    if (!Dev || !Dev->isMinusOne())
      return "runs on a device chosen at run time (launch_on's or a queue's)";
    return "";
  }

  /// The ranges S's launches can keep on the device from BeginAt on, after
  /// dropping those the host code in S may touch or other mappings may
  /// overlap; empty when S must keep its copies. Unwinding gets the calls
  /// in S that may unwind (the region must end on their way out).
  std::vector<Range> rangesOf(const Span &S, ArrayRef<Launch> Launches, Instruction *BeginAt,
                              SmallVectorImpl<CallInst *> &Unwinding) {
    std::vector<Range> Ranges;
    std::vector<Value *> Others;
    unsigned PtrBytes = DL.getPointerSize();
    for (const Launch &La : Launches)
      if (!onDefaultDevice(La)) {
        for (const Launch &Lb : Launches)
          if (!Lb.LF->Args.empty()) {
            missed(*Lb.Call, "the launches of " + Twine(S.What) + " copy their host data at each "
                             "launch: the launch at " + where(*La.Call) + " " + whyNotDefault(La));
            break;
          }
        return {};
      }
    auto Available = [&](Value *V) {
      auto *I = dyn_cast<Instruction>(V);
      return !I || DT.dominates(I, BeginAt);
    };
    for (const Launch &La : Launches) {
      Value *Block = La.Call->getArgOperand(La.LF->ArgsParam);
      for (const GroupableArg &A : La.LF->Args) {
        Value *P = storedAt(*La.Call, Block, A.PointerOffset, PtrBytes);
        Value *N = A.LengthOffset ? storedAt(*La.Call, Block, *A.LengthOffset, 8) : nullptr;
        if (!P || (A.LengthOffset && !N) || !Available(P) || (N && !Available(N)) ||
            (S.L && (!S.L->isLoopInvariant(P) || (N && !S.L->isLoopInvariant(N))))) {
          Others.push_back(P);
          missed(*La.Call, "argument " + Twine(A.Arg) + " of the launch at " + where(*La.Call) +
                               " is copied at each launch: its address or length is not the "
                               "same at every launch of " + S.What);
          continue;
        }
        auto Same = llvm::find_if(Ranges, [&](const Range &R) {
          return R.Ptr == P && R.Len == N && R.ElemSize == A.ElemSize;
        });
        if (Same != Ranges.end())
          Same->Type |= A.MapType;
        else
          Ranges.push_back({P, N, A.ElemSize, A.MapType, &La, A.Arg});
      }
      for (uint64_t Off : La.LF->OtherPointerOffsets)
        Others.push_back(storedAt(*La.Call, Block, Off, PtrBytes));
    }
    if (Ranges.empty())
      return {};

    // Nothing in S but the launches may touch a range; what may unwind
    // must be a call (it gets a cleanup).
    for (BasicBlock *BB : S.Blocks)
      for (Instruction &I : *BB) {
        if (!S.contains(I) || I.isLifetimeStartOrEnd() || isa<AssumeInst>(&I))
          continue;
        if (I.mayThrow()) {
          auto *CI = dyn_cast<CallInst>(&I);
          if (!CI || isa<IntrinsicInst>(CI) || CI->isInlineAsm() || !F.hasPersonalityFn()) {
            missed(I, "the launches of " + Twine(S.What) + " copy their host data at each "
                      "launch: the host code at " + where(I) + " may unwind out of it");
            return {};
          }
          Unwinding.push_back(CI);
        }
        if (launchFunction(I) || !I.mayReadOrWriteMemory())
          continue;
        for (Range &R : Ranges) {
          if (R.Dropped)
            continue;
          ModRefInfo MR = AA.getModRefInfo(&I, MemoryLocation::getBeforeOrAfter(R.Ptr));
          if (!isModOrRefSet(MR))
            continue;
          R.Dropped = true;
          missed(I, argName(R) + " is copied at each launch: the host may " +
                        (isModSet(MR) ? "write" : "read") + " it at " + where(I) +
                        ", between launches of " + S.What);
        }
      }
    // A region holds all of an overlapping mapping or none of it.
    for (Value *O : Others)
      for (Range &R : Ranges)
        if (!R.Dropped && (!O || !AA.isNoAlias(MemoryLocation::getBeforeOrAfter(O),
                                               MemoryLocation::getBeforeOrAfter(R.Ptr)))) {
          R.Dropped = true;
          missed(*R.First->Call, argName(R) + " is copied at each launch: another argument "
                                              "of the launches of " + S.What + " may overlap it");
        }
    llvm::erase_if(Ranges, [](const Range &R) { return R.Dropped; });
    return Ranges;
  }

  /// Groups L's launches; false when L keeps its copies (its inner loops
  /// may still qualify).
  bool tryLoop(Loop *L) {
    Span S;
    S.L = L;
    for (BasicBlock *BB : L->blocks()) {
      S.Blocks.push_back(BB);
      S.Set.insert(BB);
    }
    SmallVector<Launch, 8> Launches = launchesIn(S);
    if (Launches.empty())
      return true; // none inside either
    BasicBlock *Pre = L->getLoopPreheader();
    SmallVector<CallInst *, 8> Unwinding;
    // Without a preheader, where one would be: before the header's first
    // instruction only dominates what the preheader's terminator would.
    std::vector<Range> Ranges =
        rangesOf(S, Launches, Pre ? Pre->getTerminator() : &*L->getHeader()->getFirstNonPHIIt(),
                 Unwinding);
    if (Ranges.empty())
      return false;
    if (!Pre)
      Pre = InsertPreheaderForLoop(L, &DT, &LI, nullptr, false);
    if (!Pre)
      return false;
    if (!L->hasDedicatedExits())
      formDedicatedExitBlocks(L, &DT, &LI, nullptr, false);
    SmallVector<BasicBlock *, 4> Exits;
    L->getUniqueExitBlocks(Exits);
    for (BasicBlock *E : Exits)
      for (BasicBlock *P : predecessors(E))
        if (!L->contains(P)) {
          missed(*Launches.front().Call, "the launches of the loop copy their host data at "
                                         "each launch: an exit of the loop is shared with other "
                                         "code");
          return false;
        }
    emit(S, Pre->getTerminator(), Exits, Ranges, Launches, Unwinding);
    return true;
  }

  /// The run of Members (launches, in order): the blocks dominated by
  /// their nearest common dominator from which one of them is reached; it
  /// begins before the first when that block holds it, else at the end of
  /// the common dominator. False when it could be entered again without
  /// leaving (a loop around it).
  bool runOf(ArrayRef<Launch> Members, Span &S, Instruction *&BeginAt) {
    BasicBlock *B0 = Members.front().Call->getParent();
    for (const Launch &M : Members)
      B0 = DT.findNearestCommonDominator(B0, M.Call->getParent());
    if (!B0)
      return false;
    bool InB0 = Members.front().Call->getParent() == B0;
    BeginAt = InB0 ? static_cast<Instruction *>(Members.front().Call) : B0->getTerminator();
    SmallPtrSet<BasicBlock *, 16> Reach;
    SmallVector<BasicBlock *, 16> Work;
    for (const Launch &M : Members)
      if (Reach.insert(M.Call->getParent()).second)
        Work.push_back(M.Call->getParent());
    Reach.insert(B0);
    while (!Work.empty()) {
      BasicBlock *BB = Work.pop_back_val();
      if (BB == B0)
        continue;
      for (BasicBlock *P : predecessors(BB))
        if (DT.dominates(B0, P) && Reach.insert(P).second)
          Work.push_back(P);
    }
    S = Span();
    S.What = "this run of launches";
    // B0 is in the run from BeginAt on, so that its edges out of the run
    // end the region too.
    S.First = BeginAt;
    for (BasicBlock &BB : F) // F's order: blocks made since are here too
      if (Reach.count(&BB)) {
        S.Blocks.push_back(&BB);
        S.Set.insert(&BB);
      }
    // Entered once: no edge of the run back to where it begins.
    for (BasicBlock *BB : S.Blocks)
      for (BasicBlock *Succ : successors(BB))
        if (Succ == B0)
          return false;
    return true;
  }

  /// Groups the launches outside grouped loops into runs: from each launch
  /// not grouped yet, with as many of the launches after it as can share a
  /// region (the longest run first).
  void tryRuns() {
    ReversePostOrderTraversal<Function *> RPOT(&F);
    SmallVector<Launch, 16> All;
    for (BasicBlock *BB : RPOT)
      for (Instruction &I : *BB)
        if (const LaunchFunction *LF = launchFunction(I); LF && !Grouped.count(&I))
          All.push_back({cast<CallBase>(&I), LF});
    SmallPtrSet<const Instruction *, 16> Taken;
    for (size_t First = 0; First + 1 < All.size(); ++First) {
      if (Taken.count(All[First].Call))
        continue;
      SmallVector<Launch, 16> Members;
      for (size_t J = First; J < All.size(); ++J)
        if (!Taken.count(All[J].Call) &&
            (J == First || isPotentiallyReachable(All[First].Call, All[J].Call, nullptr, &DT)))
          Members.push_back(All[J]);
      for (; Members.size() >= 2; Members.pop_back()) {
        Span S;
        Instruction *BeginAt = nullptr;
        if (!runOf(Members, S, BeginAt))
          continue;
        // Every launch of the run is a member (no other launch inside).
        SmallVector<Launch, 8> Launches = launchesIn(S);
        if (Launches.size() != Members.size())
          continue;
        bool Last = Members.size() == 2;
        SmallVector<CallInst *, 8> Unwinding;
        Quiet = !Last;
        std::vector<Range> Ranges = rangesOf(S, Launches, BeginAt, Unwinding);
        Quiet = false;
        if (Ranges.empty())
          continue;
        if (!placeRun(S, Launches, BeginAt, Ranges, Unwinding))
          continue;
        for (const Launch &La : Launches)
          Taken.insert(La.Call);
        break;
      }
    }
  }

  /// Gives run S a block of its own at each edge out of it, then the region.
  bool placeRun(const Span &S, ArrayRef<Launch> Launches, Instruction *BeginAt,
                ArrayRef<Range> Ranges, ArrayRef<CallInst *> Unwinding) {
    SmallVector<std::pair<BasicBlock *, BasicBlock *>, 8> Edges;
    for (BasicBlock *BB : S.Blocks)
      for (BasicBlock *Succ : successors(BB))
        if (!S.Set.count(Succ))
          Edges.push_back({BB, Succ});
    auto Dedicated = [&](BasicBlock *To) {
      return llvm::all_of(predecessors(To), [&](BasicBlock *P) { return S.Set.count(P) != 0; });
    };
    for (auto &[From, To] : Edges)
      if (To->isEHPad() && !Dedicated(To))
        return false;
    SmallVector<BasicBlock *, 8> Exits;
    SmallPtrSet<BasicBlock *, 8> Seen;
    for (auto &[From, To] : Edges) {
      BasicBlock *E = To->isEHPad() || Dedicated(To) ? To : SplitEdge(From, To, &DT, &LI);
      if (Seen.insert(E).second)
        Exits.push_back(E);
    }
    emit(S, BeginAt, Exits, Ranges, Launches, Unwinding);
    return true;
  }

  /// The type of the function's landing pads ({ptr, i32} when it has none).
  Type *landingPadType() const {
    for (BasicBlock &BB : F)
      if (auto *LP = dyn_cast<LandingPadInst>(BB.getFirstNonPHIIt()))
        return LP->getType();
    LLVMContext &Ctx = F.getContext();
    return StructType::get(PointerType::get(Ctx, 0), Type::getInt32Ty(Ctx));
  }

  /// Begins the region of Ranges right before BeginAt and ends it at the
  /// start of each exit block, and on the way out of each call in
  /// Unwinding.
  void emit(const Span &S, Instruction *BeginAt, ArrayRef<BasicBlock *> Exits,
            ArrayRef<Range> Ranges, ArrayRef<Launch> Launches, ArrayRef<CallInst *> Unwinding) {
    Module &M = *F.getParent();
    LLVMContext &Ctx = M.getContext();
    Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx);
    Type *Ptr = PointerType::get(Ctx, 0);
    unsigned N = Ranges.size();
    IRBuilder<> Entry(&*F.getEntryBlock().getFirstInsertionPt());
    Value *Ptrs = Entry.CreateAlloca(ArrayType::get(Ptr, N), nullptr, "offload.group.ptrs");
    Value *Sizes = Entry.CreateAlloca(ArrayType::get(I64, N), nullptr, "offload.group.sizes");
    Value *Types = Entry.CreateAlloca(ArrayType::get(I64, N), nullptr, "offload.group.types");
    Value *Handle = Entry.CreateAlloca(Ptr, nullptr, "offload.group");
    Value *Names = Entry.CreateAlloca(ArrayType::get(Ptr, N), nullptr, "offload.group.names");

    const Instruction &First = *Launches.front().Call;
    // What the remark says, before the calls below may become invokes.
    DebugLoc At = userLoc(F, S.L ? S.L->getStartLoc() : First.getDebugLoc());
    const BasicBlock *AtBlock = First.getParent();
    std::string Kept;
    for (unsigned I = 0; I < N; ++I)
      Kept += (I ? "; " : "") + argName(Ranges[I]);
    for (const Launch &La : Launches)
      Grouped.insert(La.Call); // a launch turned into an invoke below is added again
    IRBuilder<> B(BeginAt);
    B.SetCurrentDebugLocation(First.getDebugLoc());
    for (unsigned I = 0; I < N; ++I) {
      const Range &R = Ranges[I];
      B.CreateStore(R.Ptr, B.CreateConstInBoundsGEP2_32(ArrayType::get(Ptr, N), Ptrs, 0, I));
      Value *Bytes = R.Len ? B.CreateMul(R.Len, B.getInt64(R.ElemSize), "offload.group.bytes",
                                         /*HasNUW=*/true)
                           : static_cast<Value *>(B.getInt64(R.ElemSize));
      B.CreateStore(Bytes, B.CreateConstInBoundsGEP2_32(ArrayType::get(I64, N), Sizes, 0, I));
      B.CreateStore(B.getInt64(R.Type & (layout::map::To | layout::map::From)),
                    B.CreateConstInBoundsGEP2_32(ArrayType::get(I64, N), Types, 0, I));
      // The name the launch gives the argument's entry (`args.1`).
      B.CreateStore(B.CreateGlobalString("args." + std::to_string(R.Arg), "offload.group.name", 0, &M),
                    B.CreateConstInBoundsGEP2_32(ArrayType::get(Ptr, N), Names, 0, I));
    }
    B.CreateStore(ConstantPointerNull::get(cast<PointerType>(Ptr)), Handle);
    StringRef File;
    unsigned Line = 0, Column = 0;
    if (const DILocation *Loc = userLoc(F, First.getDebugLoc()).get()) {
      File = Loc->getFilename();
      Line = Loc->getLine();
      Column = Loc->getColumn();
    }
    Value *FileStr = B.CreateGlobalString(File, "offload.group.file", 0, &M);
    FunctionCallee Begin = M.getOrInsertFunction(
        DataBegin, FunctionType::get(I32, {I64, Ptr, I64, I32, I32, I32, Ptr, Ptr, Ptr, Ptr, Ptr, Ptr},
                                     false));
    FunctionCallee End = M.getOrInsertFunction(DataEnd, FunctionType::get(B.getVoidTy(), {Ptr}, false));
    // An error leaves the handle null: the launches then copy as before.
    Value *Null = ConstantPointerNull::get(cast<PointerType>(Ptr));
    B.CreateCall(Begin, {B.getInt64(-1), FileStr, B.getInt64(File.size()), B.getInt32(Line),
                         B.getInt32(Column), B.getInt32(N), Ptrs, Sizes, Types, Names, Null, Handle});
    for (BasicBlock *E : Exits) {
      IRBuilder<> X(&*E->getFirstInsertionPt());
      X.SetCurrentDebugLocation(First.getDebugLoc());
      X.CreateCall(End, {X.CreateLoad(Ptr, Handle, "offload.group.handle")});
    }
    if (!Unwinding.empty()) {
      BasicBlock *Cleanup = BasicBlock::Create(Ctx, "offload.group.cleanup", &F);
      IRBuilder<> C(Cleanup);
      C.SetCurrentDebugLocation(First.getDebugLoc());
      LandingPadInst *LP = C.CreateLandingPad(landingPadType(), 0);
      LP->setCleanup(true);
      C.CreateCall(End, {C.CreateLoad(Ptr, Handle, "offload.group.handle")});
      C.CreateResume(LP);
      DomTreeUpdater DTU(DT, DomTreeUpdater::UpdateStrategy::Eager);
      for (CallInst *CI : Unwinding) {
        BasicBlock *Before = CI->getParent();
        bool IsLaunch = launchFunction(*CI) != nullptr;
        changeToInvokeAndSplitBasicBlock(CI, Cleanup, &DTU);
        if (IsLaunch)
          Grouped.insert(Before->getTerminator());
        // The call's block was split after it: the rest is in the loop too.
        for (BasicBlock *Succ : successors(Before))
          if (Loop *In = LI.getLoopFor(Before); Succ != Cleanup && In && !LI.getLoopFor(Succ))
            In->addBasicBlockToLoop(Succ, LI);
      }
    }
    ++Counts.Loops;
    Counts.Ranges += N;
    ORE.emit([&] {
      OptimizationRemark R(PassName, "Grouped", At, AtBlock);
      R << (S.L ? "the loop's " : "this run of ") << ore::NV("Launches", unsigned(Launches.size()))
        << " launch(es) keep " << ore::NV("Ranges", N)
        << " host range(s) on the device, copied in before " << (S.L ? "the loop" : "the first")
        << " and back after " << (S.L ? "it" : "the last") << ": " << Kept;
      return R;
    });
  }
};

} // namespace

GroupCounts groupLaunches(Module &M, ArrayRef<LaunchFunction> Launchers) {
  DenseMap<const Function *, const LaunchFunction *> ByF;
  SetVector<Function *> Callers;
  for (const LaunchFunction &LF : Launchers) {
    ByF[LF.F] = &LF;
    for (User *U : LF.F->users())
      if (auto *CB = dyn_cast<CallBase>(U); CB && CB->getCalledFunction() == LF.F)
        Callers.insert(CB->getFunction());
  }
  GroupCounts Total;
  for (Function *F : Callers) {
    if (F->isDeclaration() || ByF.count(F))
      continue;
    GroupCounts C = Grouper(*F, ByF).run();
    Total.Loops += C.Loops;
    Total.Ranges += C.Ranges;
  }
  return Total;
}

} // namespace offload::lower
