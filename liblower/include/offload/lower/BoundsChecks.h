//===- offload/lower/BoundsChecks.h - Bounds checks out of loops -*- C++ -*-===//
//
// Device pass, every target: bounds checks that an earlier check implies
// go, and the checks of a loop (or of a straight chain of blocks) are
// tested once ahead of it to select a copy without them; the original runs
// otherwise (docs/design.md, "Bounds checks out of the loops").
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_LOWER_BOUNDSCHECKS_H
#define OFFLOAD_LOWER_BOUNDSCHECKS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class Function;
} // namespace llvm

namespace offload::lower {

/// A loop or chain with more instructions than this is not copied.
constexpr unsigned MaxVersionedInstructions = 1000;

/// What versionBoundsChecks changed in a function.
struct BoundsCheckCounts {
  /// Checks removed because a check before them implies them.
  unsigned Implied = 0;
  /// Loops, and straight chains of blocks outside loops, given a copy
  /// without (some of) their checks.
  unsigned Loops = 0, Chains = 0;
  /// Checks absent from those copies.
  unsigned Versioned = 0;
  /// Indices of a chain's checks computed from its first check's index.
  unsigned Rebased = 0;
  /// With VersionGuards: loops given a copy without (some of) their
  /// guards, and the guards absent from those copies.
  unsigned GuardedLoops = 0, Guards = 0;
  /// With VersionGuards: loops split at a lower guard.
  unsigned SplitLoops = 0;
  bool changed() const { return Implied || Loops || Chains || Rebased || GuardedLoops || SplitLoops; }
};

/// What versionBoundsChecks does besides bounds checks.
struct BoundsChecksOptions {
  /// Step 2 for guards too, in innermost loops without checks left
  /// (after step 2): a conditional branch to the loop's latch or to a
  /// block that post-dominates it, neither of whose successors panics
  /// (`if i < len { ... }`, `let v = if i < len { x[i] } else { 0 }`),
  /// whose comparisons are affine in the loop as a check's must be, each
  /// an upper limit (the invariant side is the high one), is tested for
  /// the whole range ahead of the loop; a copy that goes on
  /// unconditionally runs when the test passes, the original otherwise.
  /// A lower limit (`if t >= off`, one unsigned comparison of an
  /// induction variable counting up by one without wrapping: it fails for
  /// the first iterations of every run) splits the loop instead: a copy
  /// without the guard's work runs the iterations before it passes (their
  /// number computed ahead), the loop without the guard the rest; both are
  /// marked `offload.guards.split`. For the CPU device's
  /// loops over a block's threads, where a thread's early return is such
  /// a guard, which keeps the loop vectorizer out (an x86-64 without
  /// masked stores does not vectorize a conditional store).
  bool VersionGuards = false;
  /// Step 3 (straight chains). Off, the pass leaves chains to a later run
  /// (the CPU device's first pipeline: a thread's chain fused before its
  /// regions exist is a test the thread loop cannot take out).
  bool Chains = true;
};

/// Removes bounds checks from F without changing what it does. A check is
/// a conditional branch one of whose successors is a panic path (it ends in
/// `unreachable`, directly or through unconditional branches); its
/// condition is a conjunction of unsigned comparisons (`idx <u len`, `lo
/// <=u hi`, either way round, negated or not). In this order:
///   1. A check goes when a check whose passing edge dominates it implies
///      each of its comparisons (by ScalarEvolution: `i < len` after
///      `i + 1 < len` where `i + 1` cannot wrap).
///   2. Innermost loops: each comparison whose one side is loop-invariant
///      and whose other is invariant or affine in the loop ({start,+,step},
///      any invariant step, e.g. `i * n + k`) is tested for the whole range
///      of iterations the loop can run (its symbolic maximum trip count),
///      overflow included, in the preheader; a copy of the loop without
///      those checks runs when all tests pass, the original otherwise.
///   3. Straight chains of blocks outside loops that each end in a check.
///      First, an index a later check compares that differs from one the
///      chain's first check compares by a difference with fewer run-time
///      products than the chain computes for it (a stencil's neighbours:
///      `c + h w`, `c - w`) is computed ahead of the first check as that
///      index plus the difference (the same value modulo 2^n; the checks
///      stay where they are). Then, where there are stores or other
///      effects between the checks, the comparisons computable from values
///      before the chain (arithmetic without memory or effects) are tested
///      once at its start; likewise a copy without those checks, else the
///      original. A chain of reads alone with three checks or more is not
///      copied: the test goes at its first check, the chain runs without
///      its checks when it passes, and when it fails a path of its own
///      tests the checks again in order and takes the panic of the first
///      that fails (the path never rejoins the chain). On NVIDIA GPUs each
///      comparison of that test is one PTX setp, which the code generator
///      cannot fold into a chain of 64-bit unsigned maxima.
/// A loop versioned once (either copy) is marked (loop metadata
/// `offload.bounds.versioned`, `offload.guards.versioned`) and not
/// versioned again by a later run.
/// A program that panics therefore panics at the same iteration, thread and
/// line. Loops and chains with convergent operations (barriers), calls that
/// cannot be duplicated, or more than MaxVersionedInstructions instructions
/// are left alone. Emits optimization remarks (pass name
/// "offload-bounds-checks"): what it versioned or rebased, and for each
/// loop with checks it left, why (missed remarks).
BoundsCheckCounts versionBoundsChecks(llvm::Function &F, llvm::FunctionAnalysisManager &AM,
                                      BoundsChecksOptions Options = {});

/// versionBoundsChecks as a new-pass-manager function pass.
struct BoundsChecksPass : llvm::PassInfoMixin<BoundsChecksPass> {
  explicit BoundsChecksPass(BoundsChecksOptions Options = {}) : Options(Options) {}
  llvm::PreservedAnalyses run(llvm::Function &F, llvm::FunctionAnalysisManager &AM);
  BoundsChecksOptions Options;
};

} // namespace offload::lower

#endif
