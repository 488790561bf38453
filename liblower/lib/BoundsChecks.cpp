//===- BoundsChecks.cpp - Bounds checks out of loops ----------------------===//
//
// See offload/lower/BoundsChecks.h.
//
//===----------------------------------------------------------------------===//
#include "offload/lower/BoundsChecks.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/SSAUpdater.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"

#include <optional>

using namespace llvm;
using namespace llvm::PatternMatch;

namespace offload::lower {
namespace {

constexpr const char *PassName = "offload-bounds-checks";

// Off only to measure what it does (bench/build-gpu-kit.sh).
cl::opt<bool> RebaseIndices("offload-rebase-indices", cl::Hidden, cl::init(true),
                            cl::desc("Compute a straight chain's check indices from its first check's "
                                     "index (BoundsChecks.h, step 3)"));
cl::opt<bool> FuseReadChecks("offload-fuse-read-checks", cl::Hidden, cl::init(true),
                             cl::desc("Test a straight chain of reads' bounds checks together, its "
                                      "panics on a path of their own (BoundsChecks.h, step 3)"));

/// Whether BB ends a thread: it ends in `unreachable`, directly or through
/// a few unconditional branches (a Rust panic: a call that does not return).
bool isPanicPath(const BasicBlock *BB) {
  for (unsigned Steps = 0; BB && Steps < 4; ++Steps) {
    const Instruction *T = BB->getTerminator();
    if (isa<UnreachableInst>(T))
      return true;
    const auto *Br = dyn_cast<BranchInst>(T);
    BB = Br && Br->isUnconditional() ? Br->getSuccessor(0) : nullptr;
  }
  return false;
}

/// One comparison a check needs: the check passes only if Cmp is MustBe.
struct Leaf {
  ICmpInst *Cmp;
  bool MustBe;
};

/// A check: Br goes on at successor 1 - Fail, to a panic path at Fail,
/// when one of Leaves is not as it must be.
struct Check {
  BranchInst *Br;
  unsigned Fail;
  SmallVector<Leaf, 2> Leaves;
  BasicBlock *block() const { return Br->getParent(); }
  BasicBlock *passing() const { return Br->getSuccessor(1 - Fail); }
  BasicBlock *failing() const { return Br->getSuccessor(Fail); }
};

/// Splits Cond, which must be MustBe for the check to pass, into
/// comparisons: `a && b` that must hold, `a || b` that must not, `!a`.
bool splitCondition(Value *Cond, bool MustBe, SmallVectorImpl<Leaf> &Out, unsigned Depth = 0) {
  if (Depth > 8 || Out.size() > 8)
    return false;
  if (auto *Cmp = dyn_cast<ICmpInst>(Cond)) {
    Out.push_back({Cmp, MustBe});
    return true;
  }
  Value *A, *B;
  if (match(Cond, m_Not(m_Value(A))))
    return splitCondition(A, !MustBe, Out, Depth + 1);
  if ((MustBe && match(Cond, m_LogicalAnd(m_Value(A), m_Value(B)))) ||
      (!MustBe && match(Cond, m_LogicalOr(m_Value(A), m_Value(B)))))
    return splitCondition(A, MustBe, Out, Depth + 1) && splitCondition(B, MustBe, Out, Depth + 1);
  return false;
}

/// The check BB ends in, if it ends in one.
std::optional<Check> checkAt(BasicBlock &BB) {
  auto *Br = dyn_cast<BranchInst>(BB.getTerminator());
  if (!Br || !Br->isConditional() || Br->getSuccessor(0) == Br->getSuccessor(1))
    return std::nullopt;
  for (unsigned Fail = 0; Fail < 2; ++Fail) {
    if (!isPanicPath(Br->getSuccessor(Fail)) || isPanicPath(Br->getSuccessor(1 - Fail)))
      continue;
    Check C{Br, Fail, {}};
    // The branch goes on (successor 0) when its condition is true.
    if (!splitCondition(Br->getCondition(), /*MustBe=*/Fail == 1, C.Leaves))
      return std::nullopt;
    return C;
  }
  return std::nullopt;
}

/// The guard BB ends in, if it is in L and ends in one: a conditional
/// branch, neither of whose successors is a panic path, one of which is L's
/// latch (other than BB) or post-dominates BB: the rest of the iteration,
/// or the code up to that successor, is skipped unless the condition sends
/// it on (`if i < len { ... }`, `if i >= len { continue }`, a GPU thread
/// returning early in the CPU device's thread loops, `let v = if i < len {
/// x[i] } else { 0 }`). As a Check whose "failing" successor is the one
/// skipped to.
std::optional<Check> guardAt(BasicBlock &BB, const Loop &L, const PostDominatorTree &PDT) {
  auto *Br = dyn_cast<BranchInst>(BB.getTerminator());
  BasicBlock *Latch = L.getLoopLatch();
  if (!Br || !Br->isConditional() || &BB == Latch || Br->getSuccessor(0) == Br->getSuccessor(1))
    return std::nullopt;
  for (unsigned Skip = 0; Skip < 2; ++Skip) {
    BasicBlock *To = Br->getSuccessor(Skip), *Work = Br->getSuccessor(1 - Skip);
    if ((To != Latch && (!L.contains(To) || !PDT.dominates(To, &BB))) || !L.contains(Work) ||
        isPanicPath(Work) || isPanicPath(To) || PDT.dominates(Work, &BB))
      continue;
    Check G{Br, Skip, {}};
    if (!splitCondition(Br->getCondition(), /*MustBe=*/Skip == 1, G.Leaves))
      return std::nullopt;
    return G;
  }
  return std::nullopt;
}

/// `Lo <u Hi` (Strict) or `Lo <=u Hi`, as SCEVs of integers: what the
/// comparison says (Exact), or a condition under which it holds.
struct Bound {
  const SCEV *Lo, *Hi;
  bool Strict;
  bool Exact = true;
};

/// L as a Bound, if it is an unsigned comparison of integers. `a != b`
/// (what IndVars makes of `i < len` when i counts up by one) holds when
/// `a <u b`, with a recurrence on the low side: not Exact.
std::optional<Bound> boundOf(const Leaf &L, ScalarEvolution &SE) {
  Value *A = L.Cmp->getOperand(0), *B = L.Cmp->getOperand(1);
  if (!A->getType()->isIntegerTy())
    return std::nullopt;
  CmpInst::Predicate P = L.MustBe ? L.Cmp->getPredicate() : L.Cmp->getInversePredicate();
  switch (P) {
  case CmpInst::ICMP_NE: {
    const SCEV *X = SE.getSCEV(A), *Y = SE.getSCEV(B);
    if (isa<SCEVAddRecExpr>(Y) && !isa<SCEVAddRecExpr>(X))
      std::swap(X, Y);
    return Bound{X, Y, true, /*Exact=*/false};
  }
  case CmpInst::ICMP_ULT:
    return Bound{SE.getSCEV(A), SE.getSCEV(B), true};
  case CmpInst::ICMP_ULE:
    return Bound{SE.getSCEV(A), SE.getSCEV(B), false};
  case CmpInst::ICMP_UGT:
    return Bound{SE.getSCEV(B), SE.getSCEV(A), true};
  case CmpInst::ICMP_UGE:
    return Bound{SE.getSCEV(B), SE.getSCEV(A), false};
  default:
    return std::nullopt;
  }
}

/// Whether Fact implies B: B's low side is at most Fact's, its high side at
/// least Fact's (strictly somewhere when B is strict and Fact is not).
bool implies(const Bound &Fact, const Bound &B, ScalarEvolution &SE) {
  bool LoLE = Fact.Lo == B.Lo || SE.isKnownPredicate(CmpInst::ICMP_ULE, B.Lo, Fact.Lo);
  bool HiGE = Fact.Hi == B.Hi || SE.isKnownPredicate(CmpInst::ICMP_ULE, Fact.Hi, B.Hi);
  if (!LoLE || !HiGE)
    return false;
  if (!B.Strict || Fact.Strict)
    return true;
  return SE.isKnownPredicate(CmpInst::ICMP_ULT, B.Lo, Fact.Lo) ||
         SE.isKnownPredicate(CmpInst::ICMP_ULT, Fact.Hi, B.Hi);
}

/// Makes C's branch go on unconditionally (in the code it is part of).
void dropCheck(BranchInst *Br, unsigned Fail) {
  BasicBlock *BB = Br->getParent();
  Br->getSuccessor(Fail)->removePredecessor(BB);
  BranchInst::Create(Br->getSuccessor(1 - Fail), Br->getIterator());
  Br->eraseFromParent();
}

/// Whether the instructions of BB may be copied into a second version:
/// no convergent operation (a barrier must stay one instruction that every
/// thread reaches), nothing marked noduplicate, no tokens.
bool mayCopy(const BasicBlock &BB) {
  if (isa<IndirectBrInst, CallBrInst>(BB.getTerminator()))
    return false;
  for (const Instruction &I : BB) {
    if (I.getType()->isTokenTy())
      return false;
    if (const auto *CB = dyn_cast<CallBase>(&I))
      if (CB->isConvergent() || CB->cannotDuplicate())
        return false;
  }
  return true;
}

/// Step 1: checks implied by a check on the way to them.
unsigned removeImpliedChecks(Function &F, DominatorTree &DT, ScalarEvolution &SE) {
  struct Fact {
    Bound B;
    BasicBlockEdge Edge;
  };
  SmallVector<Check, 16> Checks;
  for (BasicBlock *BB : ReversePostOrderTraversal<Function *>(&F))
    if (std::optional<Check> C = checkAt(*BB))
      Checks.push_back(std::move(*C));
  if (Checks.size() < 2 || Checks.size() > 512)
    return 0;
  SmallVector<Fact, 16> Facts;
  for (const Check &C : Checks)
    for (const Leaf &L : C.Leaves)
      if (std::optional<Bound> B = boundOf(L, SE); B && B->Exact)
        Facts.push_back({*B, BasicBlockEdge(C.block(), C.passing())});
  unsigned Removed = 0;
  for (Check &C : Checks) {
    bool AllImplied = true;
    for (const Leaf &L : C.Leaves) {
      std::optional<Bound> B = boundOf(L, SE);
      AllImplied = B && any_of(Facts, [&](const Fact &F) {
                     return F.Edge.getStart() != C.block() && DT.dominates(F.Edge, C.block()) &&
                            implies(F.B, *B, SE);
                   });
      if (!AllImplied)
        break;
    }
    if (!AllImplied)
      continue;
    // The CFG's shape (the dominator tree) stays: only an edge to a panic
    // path goes, which dominates nothing the facts need.
    dropCheck(C.Br, C.Fail);
    ++Removed;
  }
  return Removed;
}

/// Emits at B an i1 that is true only if the comparison Bd holds in every
/// iteration 0..EC (EC: maxBackedges) of L, or
/// null if it cannot. Each side of Bd must be invariant in L or affine in
/// it ({S,+,T}), not both affine. Values are frozen: a side that is poison
/// where it is computed here (but not where the loop computes it) makes
/// this test's result arbitrary, never another test's.
Value *rangeTest(const Bound &Bd, const Loop &L, const SCEV *EC, ScalarEvolution &SE,
                 SCEVExpander &Exp, IRBuilder<> &B, bool DryRun) {
  Instruction *At = &*B.GetInsertPoint();
  auto *ARLo = dyn_cast<SCEVAddRecExpr>(Bd.Lo);
  auto *ARHi = dyn_cast<SCEVAddRecExpr>(Bd.Hi);
  auto Affine = [&](const SCEVAddRecExpr *AR) {
    return AR && AR->getLoop() == &L && AR->isAffine() &&
           SE.isLoopInvariant(AR->getStart(), &L) && SE.isLoopInvariant(AR->getStepRecurrence(SE), &L);
  };
  bool LoVaries = !SE.isLoopInvariant(Bd.Lo, &L), HiVaries = !SE.isLoopInvariant(Bd.Hi, &L);
  if ((LoVaries && !Affine(ARLo)) || (HiVaries && !Affine(ARHi)) || (LoVaries && HiVaries))
    return nullptr;
  Type *Ty = Bd.Lo->getType();
  const SCEVAddRecExpr *AR = LoVaries ? ARLo : HiVaries ? ARHi : nullptr;
  const SCEV *Other = LoVaries ? Bd.Hi : Bd.Lo;
  const SCEV *Step = AR ? AR->getStepRecurrence(SE) : nullptr;
  bool Decreasing = Step && SE.isKnownNegative(Step);
  if (Step && Decreasing)
    Step = SE.getNegativeSCEV(Step);
  if (AR && SE.getTypeSizeInBits(EC->getType()) > SE.getTypeSizeInBits(Ty))
    return nullptr;
  SmallVector<const SCEV *, 4> Needed{Other};
  if (AR)
    Needed.append({AR->getStart(), Step, EC});
  for (const SCEV *S : Needed)
    if (!Exp.isSafeToExpandAt(S, At))
      return nullptr;
  if (DryRun)
    return B.getTrue();

  auto Expand = [&](const SCEV *S) {
    return B.CreateFreeze(B.CreateZExtOrTrunc(Exp.expandCodeFor(S, S->getType(), At), Ty));
  };
  auto Compare = [&](Value *Lo, Value *Hi) {
    return Bd.Strict ? B.CreateICmpULT(Lo, Hi) : B.CreateICmpULE(Lo, Hi);
  };
  if (!AR)
    return Compare(Expand(Bd.Lo), Expand(Bd.Hi));
  // The side's values are S + T k (or S - T k), k = 0..EC, without
  // wrapping: its extremes are S and the last one.
  Value *S = Expand(AR->getStart()), *T = Expand(Step), *N = Expand(EC), *O = Expand(Other);
  Value *Mul = B.CreateBinaryIntrinsic(Intrinsic::umul_with_overflow, T, N);
  Value *Last = B.CreateBinaryIntrinsic(Decreasing ? Intrinsic::usub_with_overflow
                                                   : Intrinsic::uadd_with_overflow,
                                        S, B.CreateExtractValue(Mul, 0));
  Value *Wraps = B.CreateOr(B.CreateExtractValue(Mul, 1), B.CreateExtractValue(Last, 1));
  Value *End = B.CreateExtractValue(Last, 0);
  Value *Min = Decreasing ? End : S, *Max = Decreasing ? S : End;
  Value *Holds = LoVaries ? Compare(Max, O) : Compare(O, Min);
  return B.CreateAnd(B.CreateNot(Wraps), Holds, "range.ok");
}

/// An upper bound of the backedges L takes, from its exits other than
/// panic paths (each exit's count bounds them); null if none has one. A
/// check's own exit is left out: its count is the iteration it fails at,
/// which would make every test fail.
const SCEV *maxBackedges(const Loop &L, ScalarEvolution &SE) {
  SmallVector<BasicBlock *, 4> Exiting;
  L.getExitingBlocks(Exiting);
  SmallVector<const SCEV *, 4> Counts;
  for (BasicBlock *BB : Exiting) {
    if (any_of(successors(BB), [&](BasicBlock *S) { return !L.contains(S) && isPanicPath(S); }))
      continue;
    const SCEV *N = SE.getExitCount(&L, BB, ScalarEvolution::SymbolicMaximum);
    if (!isa<SCEVCouldNotCompute>(N))
      Counts.push_back(N);
  }
  return Counts.empty() ? nullptr : SE.getUMinFromMismatchedTypes(Counts);
}

unsigned instructionCount(ArrayRef<BasicBlock *> Blocks) {
  unsigned N = 0;
  for (BasicBlock *BB : Blocks)
    N += BB->size();
  return N;
}

/// Adds, to the PHIs of each block outside Region that a block of Region
/// branches to, the incoming values of the block's copy (VMap).
void addIncomingFromCopies(ArrayRef<BasicBlock *> Region, ValueToValueMapTy &VMap) {
  SmallPtrSet<BasicBlock *, 16> In(Region.begin(), Region.end());
  for (BasicBlock *BB : Region)
    for (BasicBlock *Succ : successors(BB)) {
      if (In.contains(Succ))
        continue;
      auto *Copy = cast<BasicBlock>(VMap[BB]);
      for (PHINode &PN : Succ->phis()) {
        Value *V = PN.getIncomingValueForBlock(BB);
        Value *Mapped = VMap.lookup(V);
        PN.addIncoming(Mapped ? Mapped : V, Copy);
      }
    }
}

/// The loop metadata that marks a loop versioned for its checks (guards).
const char *versionedMark(bool Guards) {
  return Guards ? "offload.guards.versioned" : "offload.bounds.versioned";
}

/// Step 2 for one loop: versions L if some of its checks (or, Guards, its
/// guards: guardAt) can be tested ahead of it. Returns the number of checks
/// (guards) left out of the copy.
unsigned versionLoop(Loop &L, LoopInfo &LI, DominatorTree &DT, ScalarEvolution &SE,
                     OptimizationRemarkEmitter &ORE, const PostDominatorTree *PDT = nullptr) {
  bool Guards = PDT;
  auto Candidate = [&](BasicBlock &BB) -> std::optional<Check> {
    if (Guards)
      return guardAt(BB, L, *PDT);
    std::optional<Check> C = checkAt(BB);
    if (C && L.contains(C->failing()))
      return std::nullopt;
    return C;
  };
  // A loop without checks is no news; one with checks left in place says
  // why (-pass-remarks-missed=offload-bounds-checks). Guards stay quietly.
  std::optional<Check> First;
  for (BasicBlock *BB : L.blocks())
    if ((First = Candidate(*BB)))
      break;
  if (!First)
    return 0;
  auto Missed = [&](const char *Why) {
    if (Guards)
      return 0u;
    ORE.emit([&] {
      return OptimizationRemarkMissed(PassName, "LoopNotVersioned", First->Br->getDebugLoc(),
                                      L.getHeader())
             << "the loop's bounds checks stay in it: " << Why;
    });
    return 0u;
  };
  // The tests go in the preheader, made when the loop's one predecessor
  // from outside also branches elsewhere; planned at that predecessor.
  BasicBlock *Pred = L.getLoopPredecessor();
  if (!Pred || isa<IndirectBrInst, CallBrInst>(Pred->getTerminator()) || !L.getLoopLatch())
    return Missed("the loop has more than one entry or latch");
  if (!all_of(L.blocks(), [](BasicBlock *BB) { return mayCopy(*BB); }))
    return Missed("it has a barrier or another operation that must not be copied");
  if (instructionCount(L.getBlocks()) > MaxVersionedInstructions)
    return Missed("it is too large to copy");
  const SCEV *EC = maxBackedges(L, SE);
  if (!EC)
    return Missed("no bound on its trip count (it ends on data it reads, or only by a panic)");
  SCEVExpander Exp(SE, "bounds");
  IRBuilder<> B(Pred->getTerminator());
  SmallVector<Check, 8> Removable;
  for (BasicBlock *BB : L.blocks()) {
    std::optional<Check> C = Candidate(*BB);
    if (!C)
      continue;
    // A guard is taken out only as an upper limit (`i < len` lets the
    // work on): a lower one (`t >= off`) fails for the first iterations of
    // every run, and its copy would rarely run.
    bool All = all_of(C->Leaves, [&](const Leaf &Lf) {
      std::optional<Bound> Bd = boundOf(Lf, SE);
      return Bd && (!Guards || SE.isLoopInvariant(Bd->Hi, &L)) &&
             rangeTest(*Bd, L, EC, SE, Exp, B, /*DryRun=*/true);
    });
    if (All)
      Removable.push_back(std::move(*C));
  }
  if (Removable.empty())
    return Missed("no check's index is affine in the loop with the other side invariant "
                  "(an index read from memory, k * k, a length read in the loop)");

  // The test, in the preheader.
  BasicBlock *Preheader = L.getLoopPreheader();
  if (!Preheader)
    Preheader = InsertPreheaderForLoop(&L, &DT, &LI, nullptr, /*PreserveLCSSA=*/false);
  B.SetInsertPoint(Preheader->getTerminator());
  Value *Test = nullptr;
  for (const Check &C : Removable)
    for (const Leaf &Lf : C.Leaves) {
      Value *T = rangeTest(*boundOf(Lf, SE), L, EC, SE, Exp, B, /*DryRun=*/false);
      Test = Test ? B.CreateAnd(Test, T) : T;
    }
  Test->setName(Guards ? "guards.ok" : "bounds.ok");
  Exp.clear();

  // Values used after the loop go through PHIs of its exits (LCSSA), which
  // the copy's exits then feed too.
  formLCSSA(L, DT, &LI, &SE);
  // Both copies: a later run of the pass leaves them alone.
  addStringMetadataToLoop(&L, versionedMark(Guards));
  BasicBlock *Header = L.getHeader();
  StringRef Slow = Guards ? ".guarded" : ".checked", Fast = Guards ? ".unguarded" : ".nochecks";
  BasicBlock *OrigPH = SplitBlock(Preheader, Preheader->getTerminator(), &DT, &LI, nullptr,
                                  Header->getName() + Slow + ".ph");
  ValueToValueMapTy VMap;
  SmallVector<BasicBlock *, 16> CopyBlocks;
  Loop *Copy = cloneLoopWithPreheader(OrigPH, Preheader, &L, VMap, Fast, &LI, &DT, CopyBlocks);
  remapInstructionsInBlocks(CopyBlocks, VMap);
  Copy->getLoopPreheader()->setName(Header->getName() + Fast + ".ph");
  addIncomingFromCopies(L.getBlocks(), VMap);
  Instruction *Old = Preheader->getTerminator();
  BranchInst::Create(Copy->getLoopPreheader(), OrigPH, Test, Old->getIterator());
  Old->eraseFromParent();
  for (const Check &C : Removable)
    dropCheck(cast<BranchInst>(VMap[C.Br]), C.Fail);

  ORE.emit([&] {
    if (Guards)
      return OptimizationRemark(PassName, "GuardsVersioned", Removable.front().Br->getDebugLoc(), Header)
             << "the loop's guards (" << ore::NV("Guards", unsigned(Removable.size()))
             << ") are tested once before it; a copy without them runs when every iteration "
                "passes them";
    return OptimizationRemark(PassName, "LoopVersioned", Removable.front().Br->getDebugLoc(), Header)
           << "the loop's bounds checks (" << ore::NV("Checks", unsigned(Removable.size()))
           << ") are tested once before it; a copy without them runs when they pass";
  });
  return Removable.size();
}

/// A lower guard of L (splitLoop): a guard (guardAt) on one unsigned
/// comparison of L's induction variable {S,+,1} (no unsigned wrap) with
/// the loop-invariant X, which fails in the first K iterations and passes
/// in the rest (`if t >= off { ... }`).
struct LowerGuard {
  Check G;
  const SCEV *S, *X;
  /// K = X - S (at least 0) when the guard starts to pass at the IV's
  /// value X (`t >= X`), X - S + 1 when after it (`t > X`).
  bool AfterX;
};

std::optional<LowerGuard> lowerGuardAt(BasicBlock &BB, const Loop &L, ScalarEvolution &SE,
                                       const PostDominatorTree &PDT) {
  std::optional<Check> G = guardAt(BB, L, PDT);
  if (!G || G->Leaves.size() != 1 || !G->Leaves[0].Cmp->isUnsigned() ||
      !G->Leaves[0].Cmp->getOperand(0)->getType()->isIntegerTy())
    return std::nullopt;
  ICmpInst *Cmp = G->Leaves[0].Cmp;
  const SCEV *A = SE.getSCEV(Cmp->getOperand(0)), *X = SE.getSCEV(Cmp->getOperand(1));
  // What must hold for the guard to pass, as `IV P X`.
  CmpInst::Predicate P = G->Leaves[0].MustBe ? Cmp->getPredicate() : Cmp->getInversePredicate();
  if (!isa<SCEVAddRecExpr>(A)) {
    std::swap(A, X);
    P = CmpInst::getSwappedPredicate(P);
  }
  auto *AR = dyn_cast<SCEVAddRecExpr>(A);
  if (!AR || AR->getLoop() != &L || !AR->isAffine() || !AR->getStepRecurrence(SE)->isOne() ||
      !AR->hasNoUnsignedWrap() || !SE.isLoopInvariant(AR->getStart(), &L) ||
      !SE.isLoopInvariant(X, &L) || (P != CmpInst::ICMP_UGE && P != CmpInst::ICMP_UGT))
    return std::nullopt;
  return LowerGuard{std::move(*G), AR->getStart(), X, P == CmpInst::ICMP_UGT};
}

/// Step 2 for a lower guard (VersionGuards): splits L, an innermost loop
/// with a lower guard (lowerGuardAt), into a copy that runs its first K
/// iterations, where the guard fails, and L, which runs the rest, where it
/// passes: neither tests the guard. K is computed ahead of the loops; the
/// copy counts its iterations and goes on to L after the K-th (or leaves
/// where L would). Returns whether it split L.
bool splitLoop(Loop &L, LoopInfo &LI, DominatorTree &DT, ScalarEvolution &SE, PostDominatorTree &PDT,
               OptimizationRemarkEmitter &ORE) {
  std::optional<LowerGuard> G;
  for (BasicBlock *BB : L.blocks())
    if ((G = lowerGuardAt(*BB, L, SE, PDT)))
      break;
  BasicBlock *Pred = L.getLoopPredecessor(), *Latch = L.getLoopLatch(), *Header = L.getHeader();
  if (!G || !Pred || !Latch || isa<IndirectBrInst, CallBrInst>(Pred->getTerminator()) ||
      !isa<BranchInst>(Latch->getTerminator()) ||
      !all_of(L.blocks(), [](BasicBlock *BB) { return mayCopy(*BB); }) ||
      instructionCount(L.getBlocks()) > MaxVersionedInstructions)
    return false;
  SCEVExpander Exp(SE, "split");
  if (!Exp.isSafeToExpandAt(G->S, Pred->getTerminator()) || !Exp.isSafeToExpandAt(G->X, Pred->getTerminator()))
    return false;
  BasicBlock *Preheader = L.getLoopPreheader();
  if (!Preheader)
    Preheader = InsertPreheaderForLoop(&L, &DT, &LI, nullptr, /*PreserveLCSSA=*/false);
  Instruction *At = Preheader->getTerminator();
  // K, the iterations before the guard passes.
  IRBuilder<> B(At);
  Type *Ty = G->S->getType();
  Value *S = B.CreateFreeze(Exp.expandCodeFor(G->S, Ty, At));
  Value *X = B.CreateFreeze(Exp.expandCodeFor(G->X, Ty, At));
  Value *K = B.CreateBinaryIntrinsic(Intrinsic::usub_sat, X, S);
  if (G->AfterX)
    K = B.CreateSelect(B.CreateICmpULT(X, S), K,
                       B.CreateBinaryIntrinsic(Intrinsic::uadd_sat, K, ConstantInt::get(Ty, 1)));
  K->setName("split.first");
  Exp.clear();

  formLCSSA(L, DT, &LI, &SE);
  addStringMetadataToLoop(&L, "offload.guards.split");
  MDNode *LoopID = Latch->getTerminator()->getMetadata(LLVMContext::MD_loop);
  BasicBlock *MainPH = SplitBlock(Preheader, Preheader->getTerminator(), &DT, &LI, nullptr,
                                  Header->getName() + ".split.ph");
  ValueToValueMapTy VMap;
  SmallVector<BasicBlock *, 16> CopyBlocks;
  Loop *Copy = cloneLoopWithPreheader(MainPH, Preheader, &L, VMap, ".first", &LI, &DT, CopyBlocks);
  remapInstructionsInBlocks(CopyBlocks, VMap);
  addIncomingFromCopies(L.getBlocks(), VMap);
  BasicBlock *CopyPH = Copy->getLoopPreheader(), *CopyHeader = Copy->getHeader();
  auto *CopyLatch = cast<BasicBlock>(VMap[Latch]);
  {
    Instruction *Old = Preheader->getTerminator();
    B.SetInsertPoint(Old);
    BranchInst::Create(MainPH, CopyPH, B.CreateICmpEQ(K, ConstantInt::get(Ty, 0)), Old->getIterator());
    Old->eraseFromParent();
  }
  // The copy counts its iterations; after the K-th it goes on to L.
  B.SetInsertPoint(CopyHeader->getFirstNonPHIIt());
  PHINode *Count = PHINode::Create(Ty, 2, "split.count", CopyHeader->begin());
  Value *Next = B.CreateAdd(Count, ConstantInt::get(Ty, 1), "split.count.next", /*HasNUW=*/true);
  Count->addIncoming(ConstantInt::get(Ty, 0), CopyPH);
  Count->addIncoming(Next, CopyLatch);
  // (DT and LI are stale from here: the caller computes them again.)
  BasicBlock *Back = SplitEdge(CopyLatch, CopyHeader);
  Back->setName(CopyHeader->getName() + ".next");
  {
    Instruction *Old = Back->getTerminator();
    B.SetInsertPoint(Old);
    auto *Br = BranchInst::Create(MainPH, CopyHeader, B.CreateICmpEQ(Next, K), Old->getIterator());
    Old->eraseFromParent();
    Br->setMetadata(LLVMContext::MD_loop, LoopID);
    CopyLatch->getTerminator()->setMetadata(LLVMContext::MD_loop, nullptr);
  }
  // L starts where the copy stopped, or where it would have started.
  for (PHINode &PN : Header->phis()) {
    Value *Start = PN.getIncomingValueForBlock(MainPH);
    Value *Carried = PN.getIncomingValueForBlock(Latch);
    if (Value *Mapped = VMap.lookup(Carried))
      Carried = Mapped;
    PHINode *Entry = PHINode::Create(PN.getType(), 2, PN.getName() + ".split", MainPH->begin());
    Entry->addIncoming(Start, Preheader);
    Entry->addIncoming(Carried, Back);
    PN.setIncomingValueForBlock(MainPH, Entry);
  }
  // The copy never passes the guard, L always does.
  DebugLoc Loc = G->G.Br->getDebugLoc();
  dropCheck(cast<BranchInst>(VMap[G->G.Br]), 1 - G->G.Fail);
  dropCheck(G->G.Br, G->G.Fail);

  ORE.emit([&] {
    return OptimizationRemark(PassName, "LoopSplit", Loc, Header)
           << "the loop is split where its guard starts to pass: a copy without the guard "
              "runs the iterations before, the loop without it the rest";
  });
  return true;
}

/// Whether V can be computed at the end of the block before Region from
/// values defined there: it is defined outside Region, or computed in it
/// without memory or effects from such values.
bool computableBefore(Value *V, const SmallPtrSetImpl<BasicBlock *> &Region, unsigned Depth = 0) {
  auto *I = dyn_cast<Instruction>(V);
  if (!I || !Region.contains(I->getParent()))
    return true;
  if (Depth > 12 || isa<PHINode>(I) || I->mayReadOrWriteMemory() || !isSafeToSpeculativelyExecute(I))
    return false;
  return all_of(I->operands(), [&](Value *Op) { return computableBefore(Op, Region, Depth + 1); });
}

/// Computes V (computableBefore) at B, reusing what Done has.
Value *computeBefore(Value *V, const SmallPtrSetImpl<BasicBlock *> &Region, IRBuilder<> &B,
                     DenseMap<Value *, Value *> &Done) {
  auto *I = dyn_cast<Instruction>(V);
  if (!I || !Region.contains(I->getParent()))
    return V;
  if (Value *Known = Done.lookup(I))
    return Known;
  Instruction *Copy = I->clone();
  for (Use &Op : Copy->operands())
    Op.set(computeBefore(Op.get(), Region, B, Done));
  B.Insert(Copy, I->getName() + ".early");
  Done[I] = Copy;
  return Copy;
}

/// S with every product of sums multiplied out, so that two indices that
/// differ by loop-invariant terms, such as `((i + 1) h + j) w + k` and
/// `(i h + j) w + k`, have a difference ScalarEvolution folds (`h w`).
/// Exact in the integers modulo 2^n, as SCEV's arithmetic is.
class Distribute : public SCEVRewriteVisitor<Distribute> {
public:
  explicit Distribute(ScalarEvolution &SE) : SCEVRewriteVisitor(SE) {}
  const SCEV *visitMulExpr(const SCEVMulExpr *Expr) {
    SmallVector<const SCEV *, 8> Terms = {SE.getOne(Expr->getType())};
    for (const SCEV *Op : Expr->operands()) {
      const SCEV *R = visit(Op);
      ArrayRef<const SCEV *> Summands = isa<SCEVAddExpr>(R) ? cast<SCEVAddExpr>(R)->operands() : ArrayRef(R);
      if (Terms.size() * Summands.size() > 16)
        return Expr;
      SmallVector<const SCEV *, 8> Next;
      for (const SCEV *T : Terms)
        for (const SCEV *S : Summands)
          Next.push_back(SE.getMulExpr(T, S));
      Terms = std::move(Next);
    }
    return SE.getAddExpr(Terms);
  }
};

/// The multiplications of run-time values computing S takes (its products
/// of k factors other than constants take k - 1 each).
unsigned runTimeProducts(const SCEV *S) {
  unsigned N = 0;
  auto Count = [&](const SCEV *E) {
    if (const auto *M = dyn_cast<SCEVMulExpr>(E)) {
      unsigned Factors = count_if(M->operands(), [](const SCEV *Op) { return !isa<SCEVConstant>(Op); });
      N += Factors ? Factors - 1 : 0;
    }
    return false;
  };
  (void)SCEVExprContains(S, Count); // visits every node once
  return N;
}

/// The multiplications of two run-time values that computing V takes in
/// Region (what the chain computes for V alone).
unsigned productsIn(Value *V, const SmallPtrSetImpl<BasicBlock *> &Region) {
  SmallPtrSet<Instruction *, 16> Seen;
  SmallVector<Value *, 16> Work = {V};
  unsigned N = 0;
  while (!Work.empty()) {
    auto *I = dyn_cast<Instruction>(Work.pop_back_val());
    if (!I || !Region.contains(I->getParent()) || !Seen.insert(I).second)
      continue;
    if (I->getOpcode() == Instruction::Mul && !isa<Constant>(I->getOperand(0)) && !isa<Constant>(I->getOperand(1)))
      ++N;
    append_range(Work, I->operands());
  }
  return N;
}

/// Step 3, first part, for a chain whose checks First and Later are (Region:
/// the chain's blocks after First's): an index a later check compares that
/// differs from one First compares by a difference with fewer run-time
/// products than the chain computes for it (a stencil's neighbours: c + h w,
/// c - w, ...) is computed as that index plus the difference, ahead of
/// First's branch: the same value modulo 2^n, every use replaced. In a
/// kernel the difference is usually the same for every thread (uniform
/// registers on a GPU). Returns how many it rebased.
unsigned rebaseIndices(const Check &First, ArrayRef<Check> Later, const SmallPtrSetImpl<BasicBlock *> &Region,
                       ScalarEvolution &SE, OptimizationRemarkEmitter &ORE) {
  Distribute Dist(SE);
  SmallVector<std::pair<Value *, const SCEV *>, 2> Bases;
  // Integers only: a pointer's difference is an integer, and `Base +
  // difference` would have to be a GEP (pointer comparisons are rare in
  // bounds checks; they keep their own computation).
  for (const Leaf &L : First.Leaves)
    for (Value *Op : L.Cmp->operands())
      if (isa<Instruction>(Op) && Op->getType()->isIntegerTy())
        Bases.push_back({Op, Dist.visit(SE.getSCEV(Op))});
  IRBuilder<> B(First.Br);
  SCEVExpander Expander(SE, "bounds.delta");
  unsigned Rebased = 0;
  for (const Check &C : Later)
    for (const Leaf &L : C.Leaves)
      for (Value *X : L.Cmp->operands()) {
        auto *I = dyn_cast<Instruction>(X);
        if (!I || !Region.contains(I->getParent()) || !X->getType()->isIntegerTy())
          continue;
        unsigned Cost = productsIn(X, Region);
        if (!Cost)
          continue;
        const SCEV *S = Dist.visit(SE.getSCEV(X));
        for (auto [Base, BaseS] : Bases) {
          if (Base->getType() != X->getType())
            continue;
          const SCEV *D = SE.getMinusSCEV(S, BaseS);
          if (isa<SCEVCouldNotCompute>(D) || runTimeProducts(D) >= Cost ||
              SCEVExprContains(D, [](const SCEV *E) { return isa<SCEVAddRecExpr>(E); }) ||
              !Expander.isSafeToExpandAt(D, First.Br))
            continue;
          // Frozen: the sum is X's value whenever Base is not poison, and a
          // poison Base already makes First's branch undefined.
          Value *Delta = Expander.expandCodeFor(D, X->getType(), First.Br->getIterator());
          X->replaceAllUsesWith(B.CreateFreeze(B.CreateAdd(Base, Delta), X->getName() + ".rebased"));
          ++Rebased;
          break;
        }
      }
  if (Rebased)
    ORE.emit([&] {
      return OptimizationRemark(PassName, "IndicesRebased", First.Br->getDebugLoc(), First.block())
             << "indices of the bounds checks after this one (" << ore::NV("Indices", Rebased)
             << ") are computed as this one's index plus their difference to it";
    });
  return Rebased;
}

/// `icmp Pred A, Bv` that the code generator keeps as one comparison: on
/// NVIDIA GPUs one PTX setp (LLVM's code generator folds a conjunction of
/// `x_i <u len` into an unsigned maximum of the x_i and one comparison; a
/// 64-bit maximum is four instructions on sm_90, a comparison two); else
/// the frozen icmp. Either way a poison operand gives an arbitrary answer,
/// never poison.
Value *keptCompare(IRBuilder<> &B, CmpInst::Predicate Pred, Value *A, Value *Bv) {
  Module &M = *B.GetInsertBlock()->getModule();
  unsigned Bits = A->getType()->isIntegerTy() ? A->getType()->getIntegerBitWidth() : 0;
  const char *Cc = nullptr;
  switch (Pred) {
  case CmpInst::ICMP_ULT: Cc = "lt"; break;
  case CmpInst::ICMP_ULE: Cc = "le"; break;
  case CmpInst::ICMP_UGT: Cc = "gt"; break;
  case CmpInst::ICMP_UGE: Cc = "ge"; break;
  case CmpInst::ICMP_EQ: Cc = "eq"; break;
  case CmpInst::ICMP_NE: Cc = "ne"; break;
  default: break;
  }
  if (!M.getTargetTriple().isNVPTX() || !Cc || (Bits != 32 && Bits != 64))
    return B.CreateFreeze(B.CreateICmp(Pred, A, Bv));
  auto *FT = FunctionType::get(B.getInt1Ty(), {A->getType(), A->getType()}, false);
  std::string Asm = std::string("setp.") + Cc + ".u" + std::to_string(Bits) + " $0, $1, $2;";
  return B.CreateCall(FT, InlineAsm::get(FT, Asm, Bits == 64 ? "=b,l,l" : "=b,r,r", false), {A, Bv});
}

/// Step 3 for a chain of reads alone (Blocks, after First's block; every
/// check in it is in Later, in order, computable before it): one test at
/// First's branch of First's condition and all of Later's; when it passes,
/// the chain runs without its checks; when it fails, a path of its own
/// tests the checks again in their order and goes to the panic of the
/// first that fails, as the chain would (the chain's reads have no effect
/// to keep, and that path never comes back). Returns false, changing
/// nothing, where a panic path takes a value the chain computes that
/// cannot be computed before it.
bool fuseReadChecks(Check &First, ArrayRef<Check> Later, ArrayRef<BasicBlock *> Blocks,
                    const SmallPtrSetImpl<BasicBlock *> &Region, OptimizationRemarkEmitter &ORE) {
  SmallPtrSet<BranchInst *, 8> InLater;
  for (const Check &C : Later)
    InLater.insert(C.Br);
  for (BasicBlock *BB : Blocks)
    if (std::optional<Check> C = checkAt(*BB); C && !InLater.contains(C->Br))
      return false;
  for (const Check &C : Later) {
    if (!computableBefore(C.Br->getCondition(), Region))
      return false;
    for (PHINode &P : C.failing()->phis())
      if (!computableBefore(P.getIncomingValueForBlock(C.block()), Region))
        return false;
  }

  BasicBlock &Head = *First.block();
  Function &F = *Head.getParent();
  LLVMContext &Ctx = F.getContext();
  IRBuilder<> B(First.Br);
  DenseMap<Value *, Value *> Done;
  Value *Test = First.Fail == 1 ? First.Br->getCondition() : B.CreateNot(First.Br->getCondition());
  for (const Check &C : Later)
    for (const Leaf &L : C.Leaves) {
      Value *Cmp = keptCompare(B, L.Cmp->getPredicate(), computeBefore(L.Cmp->getOperand(0), Region, B, Done),
                               computeBefore(L.Cmp->getOperand(1), Region, B, Done));
      Test = B.CreateAnd(Test, L.MustBe ? Cmp : B.CreateNot(Cmp));
    }
  Test->setName("bounds.ok");

  // The failing path: First's check, then each of Later's, in order.
  SmallVector<BasicBlock *, 8> Cold;
  Cold.push_back(BasicBlock::Create(Ctx, Head.getName() + ".bounds.failed", &F));
  for (size_t I = 0; I < Later.size(); ++I)
    Cold.push_back(BasicBlock::Create(Ctx, Later[I].block()->getName() + ".bounds.failed", &F));
  BasicBlock *None = BasicBlock::Create(Ctx, Head.getName() + ".bounds.none", &F);
  new UnreachableInst(Ctx, None);
  auto Retest = [&](BasicBlock *At, const Check &C, Value *Cond, BasicBlock *Next) {
    if (C.Fail == 1)
      BranchInst::Create(Next, C.failing(), Cond, At);
    else
      BranchInst::Create(C.failing(), Next, Cond, At);
    for (PHINode &P : C.failing()->phis()) {
      Value *V = P.getIncomingValueForBlock(C.block());
      if (&C != &First) {
        IRBuilder<> At0(First.Br);
        V = computeBefore(V, Region, At0, Done);
      }
      P.addIncoming(V, At);
    }
    cast<BranchInst>(At->getTerminator())->setDebugLoc(C.Br->getDebugLoc());
  };
  Retest(Cold[0], First, First.Br->getCondition(), Later.empty() ? None : Cold[1]);
  for (size_t I = 0; I < Later.size(); ++I) {
    // Computed on the failing path (from values computed before the chain).
    IRBuilder<> AtCold(Cold[I + 1]);
    Retest(Cold[I + 1], Later[I], computeBefore(Later[I].Br->getCondition(), Region, AtCold, Done),
           I + 1 < Later.size() ? Cold[I + 2] : None);
  }

  // The chain without its checks, entered when the test passes.
  for (const Check &C : Later)
    dropCheck(C.Br, C.Fail);
  BasicBlock *Pass = First.passing();
  First.failing()->removePredecessor(&Head);
  DebugLoc Loc = First.Br->getDebugLoc();
  BranchInst *Br = BranchInst::Create(Pass, Cold[0], Test, First.Br->getIterator());
  Br->setDebugLoc(Loc);
  First.Br->eraseFromParent();
  First.Br = Br;

  ORE.emit([&] {
    return OptimizationRemark(PassName, "ReadChecksFused", Loc, &Head)
           << "the bounds checks of the reads after this one (" << ore::NV("Checks", unsigned(Later.size()))
           << ") are tested here together; a failing one panics where it would";
  });
  return true;
}

/// Step 3 for the chain that starts with the check Head ends in: the blocks
/// after it, each with one predecessor, outside loops, up to the last that
/// ends in a check computable before them. Returns the checks left out of
/// the copy (0: none); the indices rebased (rebaseIndices) are added to
/// Rebased, the blocks copied go in Copied.
unsigned versionChain(BasicBlock &Head, LoopInfo &LI, ScalarEvolution &SE, OptimizationRemarkEmitter &ORE,
                      unsigned &Rebased, SmallPtrSetImpl<BasicBlock *> &Copied) {
  std::optional<Check> First = checkAt(Head);
  if (!First)
    return 0;
  SmallVector<BasicBlock *, 8> Blocks;
  SmallPtrSet<BasicBlock *, 8> Region;
  SmallVector<Check, 8> Removable;
  size_t Keep = 0;
  unsigned Size = 0;
  BasicBlock *Prev = &Head;
  for (BasicBlock *BB = First->passing(); BB && BB->getSinglePredecessor() == Prev && !LI.getLoopFor(BB) &&
                                          mayCopy(*BB) && !BB->hasAddressTaken();) {
    if ((Size += BB->size()) > MaxVersionedInstructions)
      break;
    Blocks.push_back(BB);
    Region.insert(BB);
    Prev = BB;
    if (std::optional<Check> C = checkAt(*BB)) {
      if (all_of(C->Leaves, [&](const Leaf &L) { return computableBefore(L.Cmp, Region); })) {
        Removable.push_back(std::move(*C));
        Keep = Blocks.size();
      }
      BB = C->passing();
      continue;
    }
    auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
    BB = Br && Br->isUnconditional() ? Br->getSuccessor(0) : nullptr;
  }
  if (Removable.empty())
    return 0;
  Blocks.resize(Keep);
  Region.clear();
  Region.insert(Blocks.begin(), Blocks.end());

  if (RebaseIndices)
    Rebased += rebaseIndices(*First, Removable, Region, SE, ORE);

  // Only a run whose checks stay ordered with stores (or other effects)
  // gains: code generation already moves reads after all the checks of a
  // run of reads, and a combined test there costs more than the branches:
  // the code generator makes the conjunction of `x_i < len` one unsigned
  // maximum of the x_i, four instructions each on NVIDIA GPUs
  // (docs/benchmarks.md, HEAT_3D).
  auto Writes = [](const Instruction &I) {
    return !I.isTerminator() && !isa<AssumeInst, DbgInfoIntrinsic>(I) &&
           (I.mayWriteToMemory() || I.mayHaveSideEffects());
  };
  if (none_of(Blocks, [&](BasicBlock *BB) { return any_of(*BB, Writes); })) {
    // Two checks or more after the first: below that the test saves at
    // most one branch.
    if (!FuseReadChecks || Removable.size() < 2 || !fuseReadChecks(*First, Removable, Blocks, Region, ORE))
      return 0;
    Copied.insert(Blocks.begin(), Blocks.end());
    return Removable.size();
  }
  Copied.insert(Blocks.begin(), Blocks.end());
  for (BasicBlock *BB : Blocks)
    FoldSingleEntryPHINodes(BB);

  // The test, at the end of Head: its own check and every removable one.
  IRBuilder<> B(First->Br);
  DenseMap<Value *, Value *> Done;
  Value *Test = First->Fail == 1 ? First->Br->getCondition() : B.CreateNot(First->Br->getCondition());
  for (const Check &C : Removable)
    for (const Leaf &L : C.Leaves) {
      Value *Cmp = B.CreateFreeze(computeBefore(L.Cmp, Region, B, Done));
      Test = B.CreateAnd(Test, L.MustBe ? Cmp : B.CreateNot(Cmp));
    }
  Test->setName("bounds.ok");

  // Head -> (Test) copy, else the original chain from Head's own check.
  BasicBlock *Slow = SplitBlock(&Head, First->Br, static_cast<DominatorTree *>(nullptr), nullptr,
                                nullptr, Head.getName() + ".checked");
  ValueToValueMapTy VMap;
  SmallVector<BasicBlock *, 8> Copies;
  Function &F = *Head.getParent();
  for (BasicBlock *BB : Blocks) {
    BasicBlock *Copy = CloneBasicBlock(BB, VMap, ".nochecks", &F);
    VMap[BB] = Copy;
    Copies.push_back(Copy);
  }
  remapInstructionsInBlocks(Copies, VMap);
  addIncomingFromCopies(Blocks, VMap);
  Instruction *Old = Head.getTerminator();
  BranchInst::Create(Copies.front(), Slow, Test, Old->getIterator());
  Old->eraseFromParent();
  for (const Check &C : Removable)
    dropCheck(cast<BranchInst>(VMap[C.Br]), C.Fail);

  // Values of the chain used after it: from whichever copy ran.
  for (BasicBlock *BB : Blocks)
    for (Instruction &I : *BB) {
      if (I.isTerminator() || all_of(I.users(), [&](User *U) {
            return Region.contains(cast<Instruction>(U)->getParent());
          }))
        continue;
      auto *Twin = cast<Instruction>(VMap[&I]);
      SSAUpdater SSA;
      SSA.Initialize(I.getType(), I.getName());
      SSA.AddAvailableValue(BB, &I);
      SSA.AddAvailableValue(Twin->getParent(), Twin);
      for (Use &U : make_early_inc_range(I.uses())) {
        auto *User = cast<Instruction>(U.getUser());
        BasicBlock *UseBB = isa<PHINode>(User) ? cast<PHINode>(User)->getIncomingBlock(U) : User->getParent();
        if (!Region.contains(UseBB))
          SSA.RewriteUse(U);
      }
    }

  ORE.emit([&] {
    return OptimizationRemark(PassName, "ChainVersioned", First->Br->getDebugLoc(), &Head)
           << "the bounds checks of the code after this one ("
           << ore::NV("Checks", unsigned(Removable.size()))
           << ") are tested here; a copy without them runs when they pass";
  });
  return Removable.size();
}

} // namespace

BoundsCheckCounts versionBoundsChecks(Function &F, FunctionAnalysisManager &AM,
                                      BoundsChecksOptions Options) {
  BoundsCheckCounts Counts;
  if (F.isDeclaration())
    return Counts;
  auto Invalidate = [&] { AM.invalidate(F, PreservedAnalyses::none()); };
  Counts.Implied = removeImpliedChecks(F, AM.getResult<DominatorTreeAnalysis>(F),
                                       AM.getResult<ScalarEvolutionAnalysis>(F));
  if (Counts.Implied)
    Invalidate();

  // One loop at a time, each with fresh analyses; a loop's copy is not
  // visited again (the loops that were not there before it was made).
  // Checks first; then the guards of loops without checks left (the
  // copies just made among them), so that a guard that fails often does
  // not keep checks in.
  for (bool Guards : {false, true}) {
    if (Guards && !Options.VersionGuards)
      break;
    SmallPtrSet<BasicBlock *, 16> Seen;
    for (bool Again = true; Again;) {
      Again = false;
      auto &LI = AM.getResult<LoopAnalysis>(F);
      for (Loop *L : LI.getLoopsInPreorder()) {
        if (!L->isInnermost() || !Seen.insert(L->getHeader()).second ||
            findStringMetadataForLoop(L, versionedMark(Guards)))
          continue;
        if (Guards && any_of(L->blocks(), [&](BasicBlock *BB) {
              std::optional<Check> C = checkAt(*BB);
              return C && !L->contains(C->failing());
            }))
          continue;
        SmallPtrSet<BasicBlock *, 16> Before;
        for (Loop *Old : LI.getLoopsInPreorder())
          Before.insert(Old->getHeader());
        unsigned N = versionLoop(*L, LI, AM.getResult<DominatorTreeAnalysis>(F),
                                 AM.getResult<ScalarEvolutionAnalysis>(F),
                                 AM.getResult<OptimizationRemarkEmitterAnalysis>(F),
                                 Guards ? &AM.getResult<PostDominatorTreeAnalysis>(F) : nullptr);
        if (!N)
          continue;
        for (Loop *New : LI.getLoopsInPreorder())
          if (!Before.contains(New->getHeader()))
            Seen.insert(New->getHeader());
        (Guards ? Counts.GuardedLoops : Counts.Loops)++;
        (Guards ? Counts.Guards : Counts.Versioned) += N;
        Invalidate();
        Again = true;
        break;
      }
    }
  }

  // Then lower guards: each innermost loop split where its guard starts
  // to pass, once.
  for (bool Again = Options.VersionGuards; Again;) {
    Again = false;
    for (Loop *L : AM.getResult<LoopAnalysis>(F).getLoopsInPreorder()) {
      if (!L->isInnermost() || findStringMetadataForLoop(L, "offload.guards.split"))
        continue;
      if (!splitLoop(*L, AM.getResult<LoopAnalysis>(F), AM.getResult<DominatorTreeAnalysis>(F),
                     AM.getResult<ScalarEvolutionAnalysis>(F), AM.getResult<PostDominatorTreeAnalysis>(F),
                     AM.getResult<OptimizationRemarkEmitterAnalysis>(F)))
        continue;
      Counts.SplitLoops++;
      Invalidate();
      Again = true;
      break;
    }
  }

  if (!Options.Chains)
    return Counts;
  SmallVector<BasicBlock *, 16> Heads;
  {
    auto &LI = AM.getResult<LoopAnalysis>(F);
    for (BasicBlock *BB : ReversePostOrderTraversal<Function *>(&F))
      if (!LI.getLoopFor(BB) && checkAt(*BB))
        Heads.push_back(BB);
  }
  SmallPtrSet<BasicBlock *, 16> Copied;
  for (BasicBlock *Head : Heads) {
    if (Copied.contains(Head))
      continue;
    unsigned Rebased = 0;
    unsigned N = versionChain(*Head, AM.getResult<LoopAnalysis>(F), AM.getResult<ScalarEvolutionAnalysis>(F),
                              AM.getResult<OptimizationRemarkEmitterAnalysis>(F), Rebased, Copied);
    Counts.Rebased += Rebased;
    if (Rebased && !N)
      Invalidate();
    if (!N)
      continue;
    Counts.Chains++;
    Counts.Versioned += N;
    Invalidate();
  }
  return Counts;
}

PreservedAnalyses BoundsChecksPass::run(Function &F, FunctionAnalysisManager &AM) {
  return versionBoundsChecks(F, AM, Options).changed() ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace offload::lower
