// Unit tests of "fewer bytes, automatically": the device pass's analysis of
// what a kernel may write (WriteAnalysis.h) on small hand-written modules,
// the package strings that carry its result (Images.h), and the host's map
// types refined with it (refineMapTypes in KernelABI.h).
#include "offload/layout/Layout.h"
#include "offload/lower/Images.h"
#include "offload/lower/KernelABI.h"
#include "offload/lower/WriteAnalysis.h"

#include "Packages.h"
#include "ParseIR.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <doctest/doctest.h>

using namespace llvm;
using namespace offload::layout;
using namespace offload::lower;

namespace {

/// Declarations the test functions call.
constexpr const char *Decls = R"(
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.assume(i1)
declare void @unknown(ptr)
declare void @unknown_int(i64)
declare float @reads(ptr readonly captures(none), i64)
declare void @reads_but_keeps(ptr readonly)
declare void @argmem_read(ptr captures(none)) memory(argmem: read)
declare void @writes(ptr writeonly captures(none))
)";

/// Whether @f may write through its parameter %a, in a module of Decls and
/// Body (which defines @f).
bool writesA(StringRef Body) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseIR(Ctx, (Twine(Decls) + Body).str());
  Function *F = M->getFunction("f");
  REQUIRE(F);
  for (Argument &A : F->args())
    if (A.getName() == "a")
      return mayWriteThrough(A);
  FAIL("@f has no %a");
  return false;
}

} // namespace

TEST_CASE("write analysis: writes through the parameter or what derives from it") {
  // A store through it, through a GEP, through a cast to another address
  // space, through phi and select, through integer arithmetic.
  CHECK(writesA("define void @f(ptr %a) { store float 1.0, ptr %a\n ret void }"));
  CHECK(writesA(R"(define void @f(ptr %a, i64 %i) {
    %p = getelementptr inbounds float, ptr %a, i64 %i
    store float 1.0, ptr %p
    ret void })"));
  CHECK(writesA(R"(define void @f(ptr %a) {
    %g = addrspacecast ptr %a to ptr addrspace(1)
    store i32 0, ptr addrspace(1) %g
    ret void })"));
  CHECK(writesA(R"(define void @f(ptr %a, ptr %b, i1 %c) {
  entry:
    br i1 %c, label %x, label %y
  x:
    br label %y
  y:
    %p = phi ptr [ %a, %entry ], [ %b, %x ]
    %q = select i1 %c, ptr %b, ptr %p
    store i8 0, ptr %q
    ret void })"));
  CHECK(writesA(R"(define void @f(ptr %a) {
    %i = ptrtoint ptr %a to i64
    %j = add i64 %i, 8
    %p = inttoptr i64 %j to ptr
    store i64 0, ptr %p
    ret void })"));
  // memset / memcpy destination, atomics.
  CHECK(writesA(R"(define void @f(ptr %a, ptr %b) {
    call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %b, i64 16, i1 false)
    ret void })"));
  CHECK(writesA(R"(define void @f(ptr %a) {
    call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 16, i1 false)
    ret void })"));
  CHECK(writesA(R"(define void @f(ptr %a) {
    %old = atomicrmw add ptr %a, i32 1 monotonic
    ret void })"));
  CHECK(writesA(R"(define void @f(ptr %a) {
    %r = cmpxchg ptr %a, i32 0, i32 1 monotonic monotonic
    ret void })"));
  // A callee that writes, or one the analysis cannot see through.
  CHECK(writesA("define void @f(ptr %a) { call void @writes(ptr %a)\n ret void }"));
  CHECK(writesA("define void @f(ptr %a) { call void @unknown(ptr %a)\n ret void }"));
  CHECK(writesA("define void @f(ptr %a) { call void @reads_but_keeps(ptr %a)\n ret void }"));
}

TEST_CASE("write analysis: a pointer that escapes counts as written") {
  // Stored somewhere, returned, its address passed on as an integer.
  CHECK(writesA(R"(define void @f(ptr %a, ptr %slot) {
    store ptr %a, ptr %slot
    ret void })"));
  CHECK(writesA("define ptr @f(ptr %a) { ret ptr %a }"));
  CHECK(writesA(R"(define void @f(ptr %a) {
    %i = ptrtoint ptr %a to i64
    call void @unknown_int(i64 %i)
    ret void })"));
  CHECK(writesA(R"(define void @f(ptr %a, ptr %slot) {
    %old = atomicrmw xchg ptr %slot, ptr %a monotonic
    ret void })"));
}

TEST_CASE("write analysis: reads are not writes") {
  CHECK_FALSE(writesA(R"(define float @f(ptr %a, i64 %i) {
    %p = getelementptr inbounds float, ptr %a, i64 %i
    %v = load float, ptr %p
    %w = load atomic i32, ptr %a monotonic, align 4
    ret float %v })"));
  // memcpy source; a readonly, non-capturing parameter; a callee that
  // only reads argument memory.
  CHECK_FALSE(writesA(R"(define void @f(ptr %a, ptr %b) {
    call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 16, i1 false)
    ret void })"));
  CHECK_FALSE(writesA(R"(define float @f(ptr %a) {
    %s = call float @reads(ptr %a, i64 4)
    ret float %s })"));
  CHECK_FALSE(writesA("define void @f(ptr %a) { call void @argmem_read(ptr %a)\n ret void }"));
  // Comparisons, alignment checks, assumptions.
  CHECK_FALSE(writesA(R"(define i1 @f(ptr %a, ptr %b) {
    %i = ptrtoint ptr %a to i64
    %m = and i64 %i, 15
    %z = icmp eq i64 %m, 0
    call void @llvm.assume(i1 true) [ "align"(ptr %a, i64 16) ]
    %e = icmp eq ptr %a, %b
    %r = and i1 %z, %e
    ret i1 %r })"));
  // A parameter that is not a pointer.
  LLVMContext Ctx;
  SMDiagnostic Err;
  auto M = parseAssemblyString("define void @f(i64 %n) { ret void }", Err, Ctx);
  REQUIRE(M);
  CHECK_FALSE(mayWriteThrough(*M->getFunction("f")->getArg(0)));
}

TEST_CASE("write analysis: an entry point's written Rust arguments") {
  // (&T, u64, &mut [T]): slots ptr, i64, ptr + len, then geometry.
  std::vector<KernelSlot> Slots = {
      {SlotRole::Pointer, 0, map::To | map::TargetParam},
      {SlotRole::Value, 1, map::Literal | map::TargetParam},
      {SlotRole::SliceData, 2, map::To | map::From | map::TargetParam},
      {SlotRole::SliceLength, 2, map::Literal | map::TargetParam}};
  for (unsigned G = 0; G < NumGeometrySlots; ++G)
    Slots.push_back({SlotRole::Geometry, G, map::Literal | map::TargetParam});
  LLVMContext Ctx;
  SMDiagnostic Err;
  auto M = parseAssemblyString(R"(
    define void @k(ptr %dyn, ptr %a0, i64 %v1, ptr %a2, i64 %len,
                   i64 %g0, i64 %g1, i64 %g2, i64 %g3, i64 %g4, i64 %g5,
                   i64 %g6) {
      %x = load i64, ptr %a0
      store i64 %x, ptr %a2
      ret void }
    define void @short(ptr %dyn, ptr %a0) { ret void })",
                               Err, Ctx);
  REQUIRE(M);
  CHECK(writtenArguments(*M->getFunction("k"), Slots) == std::vector<unsigned>{2});
  // Not the shape of the slots: every reference and slice is written.
  CHECK(writtenArguments(*M->getFunction("short"), Slots) ==
        std::vector<unsigned>{0, 2});
}

TEST_CASE("map types lose FROM where no image writes") {
  std::vector<KernelSlot> Slots = {
      {SlotRole::Pointer, 0, map::To | map::From | map::TargetParam},   // &mut T
      {SlotRole::SliceData, 1, map::From | map::TargetParam},           // &mut [MaybeUninit<T>]
      {SlotRole::SliceLength, 1, map::Literal | map::TargetParam},
      {SlotRole::Pointer, 2, map::To | map::TargetParam},               // &T
      {SlotRole::Value, 3, map::Literal | map::TargetParam},
      {SlotRole::SliceData, 4, map::To | map::From | map::TargetParam}, // &[AtomicU32]
      {SlotRole::SliceLength, 4, map::Literal | map::TargetParam},
      {SlotRole::Geometry, 0, map::Literal | map::TargetParam}};
  std::vector<KernelSlot> Refined = Slots;
  refineMapTypes(Refined, [](unsigned Arg) { return Arg == 4; });
  CHECK(Refined[0].MapType == (map::To | map::TargetParam));
  CHECK(Refined[1].MapType == map::TargetParam); // allocated only
  for (unsigned I : {2u, 3u, 4u, 5u, 6u, 7u})
    CHECK(Refined[I].MapType == Slots[I].MapType);
  // Everything written: nothing changes.
  Refined = Slots;
  refineMapTypes(Refined, [](unsigned) { return true; });
  for (unsigned I = 0; I < Slots.size(); ++I)
    CHECK(Refined[I].MapType == Slots[I].MapType);
}

TEST_CASE("an argument is written if any image writes it or has no record") {
  DeviceImage GPU, Host, Old;
  GPU.Writes["k"] = {0};
  Host.Writes["k"] = {};
  CHECK(mayAnyImageWrite({GPU, Host}, "k", 0));
  CHECK_FALSE(mayAnyImageWrite({GPU, Host}, "k", 1));
  CHECK_FALSE(mayAnyImageWrite({Host}, "k", 0));
  // An older package without records, or a kernel without one.
  CHECK(mayAnyImageWrite({Host, Old}, "k", 1));
  CHECK(mayAnyImageWrite({GPU, Host}, "other", 0));
}

namespace {

/// A temporary file holding Bytes, removed at the end of the scope.
struct TempFile {
  SmallString<128> Path;
  explicit TempFile(StringRef Bytes) {
    REQUIRE_FALSE(static_cast<bool>(
        sys::fs::createTemporaryFile("writes", "offload", Path)));
    std::error_code EC;
    raw_fd_ostream OS(Path, EC);
    REQUIRE_FALSE(static_cast<bool>(EC));
    OS << Bytes;
  }
  ~TempFile() { sys::fs::remove(Path); }
};

} // namespace

TEST_CASE("written arguments travel in the package's strings") {
  DeviceImage A = testImage(/*Host=*/false, "cubin bytes");
  A.Writes["kernels__fill"] = {0, 2};
  A.Writes["kernels__read"] = {};
  DeviceImage B = testImage(/*Host=*/true, "elf bytes"); // written without records
  TempFile F(writePackage({A, B}));
  Expected<std::vector<DeviceImage>> Back = readPackage(F.Path);
  REQUIRE(static_cast<bool>(Back));
  REQUIRE(Back->size() == 2);
  CHECK((*Back)[0].Triple == A.Triple);
  CHECK((*Back)[0].Arch == "sm_90");
  CHECK((*Back)[0].Bytes == A.Bytes);
  CHECK((*Back)[0].Writes == A.Writes);
  CHECK((*Back)[1].Writes.empty());
  CHECK((*Back)[1].Bytes == B.Bytes);

  // The strings as OffloadBinary holds them.
  SmallVector<object::OffloadFile> Files;
  std::string Raw = writePackage({A});
  REQUIRE_FALSE(static_cast<bool>(object::extractOffloadBinaries(
      MemoryBufferRef(Raw, "p"), Files)));
  REQUIRE(Files.size() == 1);
  CHECK(Files[0].getBinary()->getString("offload.writes.kernels__fill") == "0,2");
  CHECK(Files[0].getBinary()->getString("offload.writes.kernels__read") == "");
  CHECK(Files[0].getBinary()->getString("triple") == "nvptx64-nvidia-cuda");
  CHECK(writesKey("kernels__fill") == "offload.writes.kernels__fill");
}

TEST_CASE("a malformed writes string is an error naming it") {
  TempFile F(packageWithString("offload.writes.k", "1,x"));
  Expected<std::vector<DeviceImage>> Back = readPackage(F.Path);
  REQUIRE_FALSE(static_cast<bool>(Back));
  CHECK(toString(Back.takeError()).find(
            "string 'offload.writes.k' is '1,x', not a comma-separated list") !=
        std::string::npos);
}

TEST_CASE("an image left out at build time is a record in the package, not an image") {
  DeviceImage Host = testImage(/*Host=*/true, "elf bytes");
  Host.Writes["k"] = {};
  // The reason goes on one line (the runtime prints it in a sentence).
  DeviceImage Gone = leftOutImage("amdgcn-amd-amdhsa", "gfx90a",
                                  "kernels.rs:11: gfx90a cannot compile kernel k\nmore",
                                  "kernels.rs:11: warning: gfx90a cannot compile kernel k\n");
  CHECK(Gone.isLeftOut());
  CHECK_FALSE(Host.isLeftOut());
  CHECK(Gone.LeftOut == "kernels.rs:11: gfx90a cannot compile kernel k more");
  CHECK(leftOutImage("amdgcn-amd-amdhsa", "gfx90a", " \n", "").LeftOut == "its build failed");
  TempFile F(writePackage({Gone, Host}));
  Expected<std::vector<DeviceImage>> Back = readPackage(F.Path);
  REQUIRE(static_cast<bool>(Back));
  REQUIRE(Back->size() == 2);
  CHECK((*Back)[0].isLeftOut());
  CHECK((*Back)[0].Arch == "gfx90a");
  CHECK((*Back)[0].Bytes.empty());
  CHECK((*Back)[0].LeftOut == Gone.LeftOut);
  CHECK((*Back)[0].LeftOutReport == Gone.LeftOutReport);
  CHECK_FALSE((*Back)[1].isLeftOut());
  // A record has no writes records, yet does not make every argument
  // written: it is no image.
  CHECK_FALSE(mayAnyImageWrite(*Back, "k", 0));
  CHECK(mayAnyImageWrite({Host, DeviceImage{}}, "k", 0));
}

TEST_CASE("a record of an image left out must hold no image") {
  object::OffloadBinary::OffloadingImage OI;
  OI.TheImageKind = object::IMG_Object;
  OI.TheOffloadKind = object::OFK_OpenMP;
  OI.StringData["triple"] = "x86_64-unknown-linux-gnu";
  OI.StringData["arch"] = "x86-64";
  OI.StringData["offload.left_out"] = "why";
  OI.Image = MemoryBuffer::getMemBuffer("elf", "", false);
  SmallString<0> Bin = object::OffloadBinary::write(OI);
  TempFile F(Bin.str());
  Expected<std::vector<DeviceImage>> Back = readPackage(F.Path);
  REQUIRE_FALSE(static_cast<bool>(Back));
  CHECK(toString(Back.takeError()).find(
            "the device image for x86_64-unknown-linux-gnu (x86-64) is recorded as left out "
            "but holds an image") != std::string::npos);
}
