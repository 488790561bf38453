// Unit tests of the launch runtime's pure planning steps (one file per
// library tested, hence its length; runtime/,
// offload/runtime/launch.h): map-type fix-up, cover entries for overlapping
// host ranges, the checks of a launch's arguments, source strings and
// kernel arguments. __offload_rt_launch itself needs libomptarget and is
// tested end to end elsewhere; it refuses what offload_rt_check_launch does.
#include "offload/runtime/launch.h"
#include "offload/lower/KernelABI.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <numeric>
#include <random>
#include <string>
#include <tuple>
#include <vector>

namespace {

constexpr int64_t To = OFFLOAD_RT_MAP_TO;
constexpr int64_t From = OFFLOAD_RT_MAP_FROM;
constexpr int64_t Param = OFFLOAD_RT_MAP_TARGET_PARAM;
constexpr int64_t Literal = OFFLOAD_RT_MAP_LITERAL;
constexpr int64_t Private = OFFLOAD_RT_MAP_PRIVATE;
constexpr int64_t Implicit = 0x200; // OMP_MAP_IMPLICIT
constexpr int64_t Always = 0x4;     // OMP_MAP_ALWAYS

/// One cover: (begin address, size in bytes, map type).
using Cover = std::tuple<uintptr_t, int64_t, int64_t>;

/// Map entries built up one at a time, the way the host pass lays them out.
struct Entries {
  std::vector<void *> Ptrs;
  std::vector<int64_t> Sizes, Types;

  Entries &add(const void *P, int64_t Size, int64_t Type) {
    Ptrs.push_back(const_cast<void *>(P));
    Sizes.push_back(Size);
    Types.push_back(Type);
    return *this;
  }
  /// A view of elements [Begin, End) of an int array, as `&buf[From..To]`.
  Entries &view(const int *Buf, int64_t Begin, int64_t End, int64_t Type) {
    return add(Buf + Begin, (End - Begin) * int64_t(sizeof(int)), Type);
  }
  int32_t size() const { return int32_t(Ptrs.size()); }

  std::vector<Cover> covers() const {
    size_t Cap = Ptrs.size() / 2;
    // One spare slot with a sentinel: the function must stay within n / 2.
    std::vector<void *> P(Cap + 1, reinterpret_cast<void *>(uintptr_t(0xdead)));
    std::vector<int64_t> S(Cap + 1, -7), T(Cap + 1, -7);
    int32_t N = offload_rt_covers(size(), Ptrs.data(), Sizes.data(),
                                  Types.data(), P.data(), S.data(), T.data());
    REQUIRE(N >= 0);
    offload_rt_align_covers(size(), Ptrs.data(), Sizes.data(), Types.data(), N,
                            P.data(), S.data());
    REQUIRE(size_t(N) <= Cap);
    CHECK(P[Cap] == reinterpret_cast<void *>(uintptr_t(0xdead)));
    CHECK(S[Cap] == -7);
    CHECK(T[Cap] == -7);
    std::vector<Cover> Out;
    for (int32_t I = 0; I < N; ++I)
      Out.emplace_back(reinterpret_cast<uintptr_t>(P[I]), S[I], T[I]);
    return Out;
  }
};

/// The cover of elements [Begin, End) of Buf: it begins at the multiple of
/// OFFLOAD_RT_COVER_ALIGN at or below Buf + Begin, and keeps only TO.
Cover cover(const int *Buf, int64_t Begin, int64_t End, int64_t Type) {
  uintptr_t B = reinterpret_cast<uintptr_t>(Buf + Begin);
  uintptr_t Aligned = B - B % OFFLOAD_RT_COVER_ALIGN;
  return {Aligned, int64_t(reinterpret_cast<uintptr_t>(Buf + End) - Aligned),
          Type & OFFLOAD_RT_MAP_TO};
}

/// The cover of elements [Begin, End) of Buf that begins at its lowest
/// member (another entry lies in the bytes below it), keeping only TO.
Cover exactCover(const int *Buf, int64_t Begin, int64_t End, int64_t Type) {
  uintptr_t B = reinterpret_cast<uintptr_t>(Buf + Begin);
  return {B, int64_t(reinterpret_cast<uintptr_t>(Buf + End) - B),
          Type & OFFLOAD_RT_MAP_TO};
}

std::vector<int64_t> fixed(const std::vector<int64_t> &Sizes,
                           const std::vector<int64_t> &Types) {
  std::vector<int64_t> Out(Types.size(), -1);
  offload_rt_fix_map_types(int32_t(Types.size()), Sizes.data(), Types.data(),
                           Out.data());
  return Out;
}

std::string location(const std::string &A, const std::string &B, uint32_t Line,
                     uint32_t Column) {
  size_t Len = offload_rt_format_location(nullptr, 0, A.data(), A.size(),
                                          B.data(), B.size(), Line, Column);
  std::string Out(Len + 1, 'X');
  CHECK(offload_rt_format_location(Out.data(), Out.size(), A.data(), A.size(),
                                   B.data(), B.size(), Line, Column) == Len);
  CHECK(Out[Len] == '\0');
  Out.resize(Len);
  return Out;
}

/// The covers by a different method: union-find over every pair, then one
/// cover per group of two or more, sorted by address.
std::vector<Cover> referenceCovers(const Entries &E) {
  size_t N = E.Ptrs.size();
  std::vector<size_t> Parent(N);
  std::iota(Parent.begin(), Parent.end(), 0);
  auto Find = [&](size_t X) {
    while (Parent[X] != X)
      X = Parent[X] = Parent[Parent[X]];
    return X;
  };
  auto Mapped = [&](size_t I) {
    return E.Sizes[I] > 0 && !(E.Types[I] & (Literal | Private));
  };
  auto Begin = [&](size_t I) { return reinterpret_cast<uintptr_t>(E.Ptrs[I]); };
  auto End = [&](size_t I) { return Begin(I) + uintptr_t(E.Sizes[I]); };
  for (size_t I = 0; I < N; ++I)
    for (size_t J = I + 1; J < N; ++J)
      if (Mapped(I) && Mapped(J) && Begin(I) < End(J) && Begin(J) < End(I))
        Parent[Find(I)] = Find(J);
  std::vector<Cover> Out;
  for (size_t Root = 0; Root < N; ++Root) {
    if (!Mapped(Root) || Find(Root) != Root)
      continue;
    uintptr_t Lo = UINTPTR_MAX, Hi = 0;
    int64_t Type = 0;
    size_t Members = 0;
    for (size_t I = 0; I < N; ++I)
      if (Mapped(I) && Find(I) == Root) {
        ++Members;
        Lo = std::min(Lo, Begin(I));
        Hi = std::max(Hi, End(I));
        Type |= E.Types[I] & (To | From);
      }
    // Aligned down to 16 unless an entry lies in the bytes that adds.
    uintptr_t Aligned = Lo - Lo % OFFLOAD_RT_COVER_ALIGN;
    for (size_t I = 0; I < N; ++I)
      if (Mapped(I) && Begin(I) < Lo && End(I) > Aligned)
        Aligned = Lo;
    if (Members >= 2)
      Out.emplace_back(Aligned, int64_t(Hi - Aligned), Type & To);
  }
  std::sort(Out.begin(), Out.end());
  return Out;
}

} // namespace

TEST_CASE("size-0 entries become LITERAL, keeping only TARGET_PARAM") {
  //                   &[T] empty   &ZST   data only  literal 0  literal  &[T]    neg.
  std::vector<int64_t> Sizes = {0, 0, 0, 0, 8, 40, -1};
  std::vector<int64_t> Types = {To | From | Param, To | Param, To | Implicit,
                                Literal | Param,   Literal | Param, To | Param,
                                To | Param};
  std::vector<int64_t> Out = fixed(Sizes, Types);
  CHECK(Out[0] == (Literal | Param));
  CHECK(Out[1] == (Literal | Param));
  CHECK(Out[2] == Literal);           // no TARGET_PARAM to keep
  CHECK(Out[3] == (Literal | Param)); // already LITERAL: untouched
  CHECK(Out[4] == (Literal | Param));
  CHECK(Out[5] == (To | Param));      // non-zero size: untouched
  CHECK(Out[6] == (Literal | Param)); // a negative size maps nothing either

  SUBCASE("in place") {
    offload_rt_fix_map_types(int32_t(Types.size()), Sizes.data(), Types.data(),
                             Types.data());
    CHECK(Types == Out);
  }
  SUBCASE("LITERAL entries keep every bit, whatever their size") {
    std::vector<int64_t> S = {0, 4};
    std::vector<int64_t> T = {Literal | Param | Implicit, Literal | Always};
    CHECK(fixed(S, T) == T);
  }
  SUBCASE("no entries") {
    offload_rt_fix_map_types(0, nullptr, nullptr, nullptr);
  }
}

TEST_CASE("device entries: arguments already on the device become LITERAL") {
  // saxpy(a, x: &[f32], y: &mut [f32]): a, x.data, x.len, y.data, y.len, grid...
  std::vector<int32_t> EntryArgs = {-1, 1, -1, 2, -1, -1};
  std::vector<int64_t> Types = {Literal | Param, To | Param, Literal | Param,
                                To | From | Param, Literal | Param, Literal | Param};
  SUBCASE("y is a device buffer: only its data entry changes") {
    std::vector<int64_t> T = Types;
    offload_rt_device_entries(int32_t(T.size()), EntryArgs.data(), 1u << 2, T.data());
    CHECK(T[3] == (Literal | Param));
    T[3] = Types[3];
    CHECK(T == Types);
  }
  SUBCASE("x and y") {
    std::vector<int64_t> T = Types;
    offload_rt_device_entries(int32_t(T.size()), EntryArgs.data(), 0b110, T.data());
    CHECK(T[1] == (Literal | Param));
    CHECK(T[3] == (Literal | Param));
    CHECK(T[0] == Types[0]);
    CHECK(T[2] == Types[2]);
  }
  SUBCASE("a bit of an argument without a data entry changes nothing") {
    std::vector<int64_t> T = Types;
    offload_rt_device_entries(int32_t(T.size()), EntryArgs.data(), 0b1 | (1ull << 63), T.data());
    CHECK(T == Types);
  }
  SUBCASE("no entry list, or no device argument") {
    std::vector<int64_t> T = Types;
    offload_rt_device_entries(int32_t(T.size()), nullptr, ~0ull, T.data());
    CHECK(T == Types);
    offload_rt_device_entries(int32_t(T.size()), EntryArgs.data(), 0, T.data());
    CHECK(T == Types);
  }
  SUBCASE("argument indices out of 0..63 are ignored") {
    std::vector<int32_t> Odd = {64, -5, 1000, 1, -1, -1};
    std::vector<int64_t> T = Types;
    offload_rt_device_entries(int32_t(T.size()), Odd.data(), ~0ull, T.data());
    CHECK(T[0] == Types[0]);
    CHECK(T[1] == Types[1]);
    CHECK(T[2] == Types[2]);
    CHECK(T[3] == (Literal | Param));
  }
}

TEST_CASE("covers: overlapping views of one allocation") {
  alignas(16) int Buf[16] = {};

  SUBCASE("partial overlap: &buf[4..12] and &buf[0..8]") {
    Entries E;
    E.view(Buf, 4, 12, To | Param).view(Buf, 0, 8, To | Param);
    std::vector<Cover> C = E.covers();
    REQUIRE(C.size() == 1);
    CHECK(C[0] == cover(Buf, 0, 12, To));
    CHECK(std::get<1>(C[0]) == 48);
  }
  SUBCASE("nested views") {
    Entries E;
    E.view(Buf, 4, 8, To | Param).view(Buf, 0, 16, To | From | Param);
    CHECK(E.covers() == std::vector<Cover>{cover(Buf, 0, 16, To | From)});
  }
  SUBCASE("the same view twice") {
    Entries E;
    E.view(Buf, 2, 6, To | Param).view(Buf, 2, 6, To | Param);
    CHECK(E.covers() == std::vector<Cover>{cover(Buf, 2, 6, To)});
  }
  SUBCASE("adjacent views do not overlap") {
    Entries E;
    E.view(Buf, 0, 4, To | From | Param).view(Buf, 4, 8, To | From | Param);
    CHECK(E.covers().empty());
  }
  SUBCASE("one shared byte is an overlap") {
    auto *Bytes = reinterpret_cast<const unsigned char *>(Buf);
    Entries E;
    E.add(Bytes, 5, To | Param).add(Bytes + 4, 5, To | Param);
    CHECK(E.covers() ==
          std::vector<Cover>{{reinterpret_cast<uintptr_t>(Bytes), 9, To}});
  }
  SUBCASE("three-way chain: A overlaps B, B overlaps C, A and C apart") {
    Entries E;
    E.view(Buf, 7, 12, To | Param)  // C
        .view(Buf, 0, 4, To | Param) // A
        .view(Buf, 3, 8, To | Param); // B
    CHECK(E.covers() == std::vector<Cover>{cover(Buf, 0, 12, To)});
  }
  SUBCASE("a chain listed from the top down") {
    // The group grows one member per pass when the entries are listed in
    // decreasing address order.
    Entries E;
    E.view(Buf, 10, 12, To | Param)
        .view(Buf, 6, 11, To | Param)
        .view(Buf, 2, 7, To | Param)
        .view(Buf, 0, 3, To | Param);
    CHECK(E.covers() == std::vector<Cover>{cover(Buf, 0, 12, To)});
  }
  SUBCASE("two separate groups, ordered by address") {
    Entries E;
    E.view(Buf, 12, 16, To | From | Param)
        .view(Buf, 0, 4, To | Param)
        .view(Buf, 10, 14, To | Param)
        .view(Buf, 2, 6, To | Param)
        .view(Buf, 7, 9, To | From | Param); // alone: no cover
    // The view 7..9 lies in the 16 bytes below element 10: the second
    // cover starts at its member.
    CHECK(E.covers() == std::vector<Cover>{cover(Buf, 0, 6, To),
                                           exactCover(Buf, 10, 16, To | From)});
  }
  SUBCASE("separate allocations: no cover") {
    int Other[4] = {};
    Entries E;
    E.view(Buf, 0, 16, To | From | Param).view(Other, 0, 4, To | From | Param);
    CHECK(E.covers().empty());
  }
}

TEST_CASE("covers: copied to the device, never back; FROM members come back alone") {
  alignas(16) int Buf[16] = {};
  SUBCASE("TO and TO|FROM members: a TO cover; the TO|FROM member gets ALWAYS at the end") {
    Entries E;
    E.view(Buf, 0, 8, To | Param).view(Buf, 4, 12, To | From | Param).view(Buf + 0, 13, 14, To | From | Param);
    std::vector<Cover> C = E.covers();
    REQUIRE(C == std::vector<Cover>{cover(Buf, 0, 12, To)});
    void *CP[] = {reinterpret_cast<void *>(std::get<0>(C[0]))};
    int64_t CS[] = {std::get<1>(C[0])};
    std::vector<int64_t> End(3, -1);
    offload_rt_end_types(3, E.Ptrs.data(), E.Sizes.data(), E.Types.data(), 1, CP, CS,
                         End.data());
    CHECK(End == std::vector<int64_t>{To | Param, To | From | Param | Always,
                                      To | From | Param}); // the last: in no cover
  }
  SUBCASE("a cover begins at a multiple of 16 below its lowest member") {
    // &buf[3..9] twice: the data begins at byte 12; the cover at byte 0, so
    // that an argument keeps its address modulo 16 on the device.
    Entries E;
    E.view(Buf, 3, 9, To | Param).view(Buf, 3, 9, To | Param);
    auto C = E.covers();
    REQUIRE(C.size() == 1);
    CHECK(std::get<0>(C[0]) == reinterpret_cast<uintptr_t>(Buf));
    CHECK(std::get<1>(C[0]) == 36);
    CHECK(std::get<0>(C[0]) % OFFLOAD_RT_COVER_ALIGN == 0);
  }
  SUBCASE("only TO is kept: no FROM, TARGET_PARAM, IMPLICIT, ALWAYS") {
    Entries E;
    E.view(Buf, 0, 8, To | From | Param | Implicit).view(Buf, 4, 12, To | Always);
    CHECK(E.covers() == std::vector<Cover>{cover(Buf, 0, 12, To)});
  }
  SUBCASE("FROM members only: a cover that copies nothing") {
    Entries E;
    E.view(Buf, 0, 8, From | Param).view(Buf, 4, 12, From | Param);
    CHECK(E.covers() == std::vector<Cover>{cover(Buf, 0, 12, 0)});
  }
  SUBCASE("end types in place, LITERAL entries untouched") {
    Entries E;
    E.view(Buf, 0, 8, To | From | Param).view(Buf, 4, 12, To | Param).add(Buf, 8, Literal | Param);
    auto C = E.covers();
    REQUIRE(C.size() == 1);
    void *CP[] = {reinterpret_cast<void *>(std::get<0>(C[0]))};
    int64_t CS[] = {std::get<1>(C[0])};
    std::vector<int64_t> T = E.Types;
    offload_rt_end_types(3, E.Ptrs.data(), E.Sizes.data(), T.data(), 1, CP, CS, T.data());
    CHECK(T == std::vector<int64_t>{To | From | Param | Always, To | Param, Literal | Param});
  }
}

TEST_CASE("covers: aligned down only where no other entry lies") {
  alignas(64) static unsigned char Bytes[64];
  auto At = [&](int Off) { return reinterpret_cast<uintptr_t>(Bytes + Off); };
  SUBCASE("two groups in one 16-byte block: the second starts at its member") {
    // &x[0..4], &x[2..6], &x[8..12], &x[10..14]
    Entries E;
    E.add(Bytes + 0, 4, To | Param).add(Bytes + 2, 4, To | Param)
        .add(Bytes + 8, 4, To | Param).add(Bytes + 10, 4, To | Param);
    std::vector<Cover> C = E.covers();
    REQUIRE(C.size() == 2);
    CHECK(C[0] == Cover{At(0), 6, To});
    CHECK(C[1] == Cover{At(8), 6, To});
  }
  SUBCASE("a lone entry below the group in its block keeps it unaligned") {
    Entries E;
    E.add(Bytes + 18, 2, To | Param).add(Bytes + 22, 4, To | Param)
        .add(Bytes + 24, 4, From | Param);
    std::vector<Cover> C = E.covers();
    REQUIRE(C.size() == 1);
    CHECK(C[0] == Cover{At(22), 6, To});
  }
  SUBCASE("free bytes below: aligned") {
    Entries E;
    E.add(Bytes + 36, 8, To | Param).add(Bytes + 40, 8, To | Param);
    std::vector<Cover> C = E.covers();
    REQUIRE(C.size() == 1);
    CHECK(C[0] == Cover{At(32), 16, To});
  }
  SUBCASE("entries the runtime does not map do not count") {
    Entries E;
    E.add(Bytes + 33, 2, Literal | Param).add(Bytes + 36, 8, To | Param)
        .add(Bytes + 40, 8, To | Param);
    std::vector<Cover> C = E.covers();
    REQUIRE(C.size() == 1);
    CHECK(C[0] == Cover{At(32), 16, To});
  }
}

TEST_CASE("thread counts: 64-bit products, overflow refused") {
  uint64_t N = 0;
  const uint32_t Small[6] = {2, 3, 4, 5, 6, 7};
  CHECK(offload_rt_thread_count(Small, &N) == 1);
  CHECK(N == 5040);
  const uint32_t Max[6] = {65536, 65536, 65535, 65535, 1, 1};
  CHECK(offload_rt_thread_count(Max, &N) == 1);
  CHECK(N == 65536ull * 65536 * 65535 * 65535);
  const uint32_t Wraps[6] = {65536, 65536, 65536, 65536, 1, 1}; // 2^64
  CHECK(offload_rt_thread_count(Wraps, &N) == 0);
  const uint32_t Huge[6] = {2147418113u, 1718039348u, 5, 1, 1, 1};
  CHECK(offload_rt_thread_count(Huge, &N) == 0);
}

namespace {
/// A launch_args record that offload_rt_check_launch accepts: version 1,
/// its own size, no entries, a small geometry (Words, which it points at).
struct LaunchRecord {
  uint32_t Words[OFFLOAD_RT_LAUNCH_WORDS] = {2, 1, 1, 64, 1, 1, 0, 0, 0};
  offload_rt_launch_args Args{};
  LaunchRecord() {
    Args.version = OFFLOAD_RT_LAUNCH_ARGS_VERSION;
    Args.size = sizeof(offload_rt_launch_args);
    Args.device = -1;
    Args.geometry = Words;
  }
};
} // namespace

// The record's layout (offload/abi/Records.def), which the host pass writes
// and the runtime reads: a change to it needs a new version.
TEST_CASE("launch arguments: the launch_args record, version 1") {
  CHECK(OFFLOAD_RT_LAUNCH_ARGS_VERSION == 1);
  CHECK(offsetof(offload_rt_launch_args, version) == 0);
  CHECK(offsetof(offload_rt_launch_args, size) == 4);
  CHECK(offsetof(offload_rt_launch_args, device) == 8);
  CHECK(offsetof(offload_rt_launch_args, file_len) == 40);
  CHECK(offsetof(offload_rt_launch_args, geometry) == 56);
  CHECK(offsetof(offload_rt_launch_args, num_entries) == 64);
  CHECK(offsetof(offload_rt_launch_args, bases) == 72);
  CHECK(offsetof(offload_rt_launch_args, cells) == 128);
  CHECK(sizeof(offload_rt_launch_args) == 136);
}

TEST_CASE("launch arguments: a record of another version or size is refused") {
  LaunchRecord R;
  CHECK(offload_rt_check_launch(&R.Args) == 0);
  CHECK(offload_rt_check_launch(nullptr) == OFFLOAD_RT_ERR_INVALID);
  for (uint32_t Version : {0u, 2u, 0xffffffffu}) {
    LaunchRecord Other;
    Other.Args.version = Version;
    CHECK(offload_rt_check_launch(&Other.Args) == OFFLOAD_RT_ERR_INVALID);
  }
  for (uint32_t Size : {0u, 8u, uint32_t(sizeof(offload_rt_launch_args) - 8),
                        uint32_t(sizeof(offload_rt_launch_args) + 8)}) {
    LaunchRecord Other;
    Other.Args.size = Size;
    CHECK(offload_rt_check_launch(&Other.Args) == OFFLOAD_RT_ERR_INVALID);
  }
  // Refused before anything else is read: a zero extent does not make it a
  // launch without threads, and a geometry that would fault is not read.
  LaunchRecord Zero;
  Zero.Words[0] = 0;
  CHECK(offload_rt_check_launch(&Zero.Args) == 1);
  Zero.Args.version = 2;
  CHECK(offload_rt_check_launch(&Zero.Args) == OFFLOAD_RT_ERR_INVALID);
  LaunchRecord Unread;
  Unread.Args.size = 64;
  Unread.Args.geometry = reinterpret_cast<void *>(uintptr_t(8));
  CHECK(offload_rt_check_launch(&Unread.Args) == OFFLOAD_RT_ERR_INVALID);
}

TEST_CASE("launch arguments: the checks before a launch, in order") {
  auto Check = [](auto Change) {
    LaunchRecord R;
    Change(R);
    return offload_rt_check_launch(&R.Args);
  };
  using R = LaunchRecord;
  const int32_t Invalid = OFFLOAD_RT_ERR_INVALID;
  CHECK(Check([](R &L) { L.Args.geometry = nullptr; }) == Invalid);
  // A zero extent: nothing to run, whatever else the record holds.
  for (int D = 0; D < 6; ++D)
    CHECK(Check([D](R &L) {
            L.Words[D] = 0;
            L.Args.num_entries = -1;
            L.Words[OFFLOAD_RT_WORD_STACK_BYTES] = ~0u;
          }) == 1);
  for (int D = 0; D < 6; ++D)
    CHECK(Check([D](R &L) { L.Words[D] = 2147483648u; }) == Invalid);
  CHECK(Check([](R &L) { L.Words[0] = L.Words[3] = 2147483647u; }) == 0);
  CHECK(Check([](R &L) {
          L.Words[OFFLOAD_RT_WORD_DYNAMIC_SHARED] = OFFLOAD_RT_MAX_DYNAMIC_SHARED;
        }) == 0);
  CHECK(Check([](R &L) {
          L.Words[OFFLOAD_RT_WORD_DYNAMIC_SHARED] = OFFLOAD_RT_MAX_DYNAMIC_SHARED + 1;
        }) == Invalid);
  CHECK(Check([](R &L) { L.Words[OFFLOAD_RT_WORD_STACK_BYTES] = OFFLOAD_RT_MAX_STACK; }) == 0);
  CHECK(Check([](R &L) { L.Words[OFFLOAD_RT_WORD_STACK_BYTES] = OFFLOAD_RT_MAX_STACK + 1; }) ==
        Invalid);
  // 2^64 threads or more.
  CHECK(Check([](R &L) {
          for (int D = 0; D < 6; ++D)
            L.Words[D] = 65536;
        }) == Invalid);
  CHECK(Check([](R &L) { L.Args.num_entries = -1; }) == Invalid);
  void *Bases[1] = {}, *Ptrs[1] = {};
  int64_t Sizes[1] = {}, Types[1] = {};
  auto Entries = [&](R &L) {
    L.Args.num_entries = 1;
    L.Args.bases = Bases;
    L.Args.ptrs = Ptrs;
    L.Args.sizes = Sizes;
    L.Args.map_types = Types;
  };
  CHECK(Check(Entries) == 0);
  CHECK(Check([&](R &L) {
          Entries(L);
          L.Args.bases = nullptr;
        }) == Invalid);
  CHECK(Check([&](R &L) {
          Entries(L);
          L.Args.ptrs = nullptr;
        }) == Invalid);
  CHECK(Check([&](R &L) {
          Entries(L);
          L.Args.sizes = nullptr;
        }) == Invalid);
  CHECK(Check([&](R &L) {
          Entries(L);
          L.Args.map_types = nullptr;
        }) == Invalid);
  // names, entry_args and cells may be NULL; so may the file, whose length
  // is then ignored.
  CHECK(Check([](R &L) { L.Args.file_len = ~0ull; }) == 0);
  static const char File[] = "host.rs";
  CHECK(Check([](R &L) {
          L.Args.file = const_cast<char *>(File);
          L.Args.file_len = 7;
        }) == 0);
  CHECK(Check([](R &L) {
          L.Args.file = const_cast<char *>(File);
          L.Args.file_len = uint64_t(SIZE_MAX / 4) + 1;
        }) == Invalid);
}

TEST_CASE("covers: entries the runtime does not map are ignored") {
  alignas(16) int Buf[16] = {};
  SUBCASE("LITERAL values whose bits look like addresses in the buffer") {
    Entries E;
    E.view(Buf, 0, 8, To | Param)
        .add(Buf + 2, 8, Literal | Param)
        .add(Buf + 4, 4, Literal | Param);
    CHECK(E.covers().empty());
  }
  SUBCASE("size-0 entries, fixed up or not") {
    Entries E;
    E.view(Buf, 0, 8, To | Param)
        .add(Buf + 2, 0, To | Param)
        .add(Buf + 3, 0, Literal | Param);
    CHECK(E.covers().empty());
    E.Types = fixed(E.Sizes, E.Types);
    CHECK(E.covers().empty());
  }
  SUBCASE("PRIVATE entries") {
    Entries E;
    E.view(Buf, 0, 8, To | Param).view(Buf, 2, 6, Private | Param);
    CHECK(E.covers().empty());
  }
  SUBCASE("ignored entries do not bridge two groups") {
    Entries E;
    E.view(Buf, 0, 4, To | Param)
        .view(Buf, 0, 4, To | Param)
        .view(Buf, 2, 12, Literal | Param) // would join both if mapped
        .view(Buf, 8, 12, To | Param)
        .view(Buf, 9, 10, To | Param);
    CHECK(E.covers() ==
          std::vector<Cover>{cover(Buf, 0, 4, To), cover(Buf, 8, 12, To)});
  }
  SUBCASE("fewer than two entries") {
    Entries One;
    One.view(Buf, 0, 4, To);
    CHECK(One.covers().empty());
    CHECK(offload_rt_covers(0, nullptr, nullptr, nullptr, nullptr, nullptr,
                            nullptr) == 0);
  }
}

TEST_CASE("covers: deterministic, whatever the entry order") {
  int Buf[64] = {};
  Entries E;
  E.view(Buf, 40, 48, To | From | Param)
      .view(Buf, 0, 10, To | Param)
      .view(Buf, 44, 50, To | Param)
      .view(Buf, 9, 20, From | Param)
      .view(Buf, 30, 31, To | Param)
      .view(Buf, 19, 21, To | Param)
      .view(Buf, 60, 64, To | Param)
      .view(Buf, 60, 62, To | Param);
  const std::vector<Cover> Want = {cover(Buf, 0, 21, To | From),
                                   cover(Buf, 40, 50, To | From),
                                   cover(Buf, 60, 64, To)};
  CHECK(E.covers() == Want);
  std::vector<size_t> Order(E.Ptrs.size());
  std::iota(Order.begin(), Order.end(), 0);
  std::mt19937 Rng(42);
  for (int Round = 0; Round < 50; ++Round) {
    std::shuffle(Order.begin(), Order.end(), Rng);
    Entries P;
    for (size_t I : Order)
      P.add(E.Ptrs[I], E.Sizes[I], E.Types[I]);
    CHECK(P.covers() == Want);
  }
}

TEST_CASE("covers: at most n / 2, up to hundreds of entries") {
  // 600 entries in 300 overlapping pairs: exactly n / 2 covers.
  std::vector<int> Buf(3000);
  Entries E;
  for (int I = 0; I < 300; ++I) {
    int Base = (299 - I) * 10; // listed from the top down
    E.view(Buf.data(), Base, Base + 6, To | Param)
        .view(Buf.data(), Base + 3, Base + 9, To | From | Param);
  }
  std::vector<Cover> C = E.covers();
  REQUIRE(C.size() == 300);
  // Groups 40 bytes apart: below an odd group's start, within 16 bytes,
  // lies the end of the group before it, so every cover starts at its
  // lowest member (even groups start on a multiple of 16 anyway).
  for (int I = 0; I < 300; ++I)
    CHECK(C[size_t(I)] == exactCover(Buf.data(), I * 10, I * 10 + 9, To | From));
}

TEST_CASE("covers: agree with a union-find reference on random entries") {
  std::vector<unsigned char> Buf(4096);
  std::mt19937 Rng(7);
  const int64_t Kinds[] = {To | Param, To | From | Param, From | Param,
                           Literal | Param, To | Param};
  for (int Round = 0; Round < 300; ++Round) {
    Entries E;
    int N = int(Rng() % 40);
    // Small spans make some rounds sparse and others one big group.
    uint32_t Span = 64u << (Rng() % 6);
    for (int I = 0; I < N; ++I) {
      uint32_t Begin = Rng() % (uint32_t(Buf.size()) - Span);
      int64_t Size = int64_t(Rng() % Span);
      E.add(Buf.data() + Begin, Size, Kinds[Rng() % 5]);
    }
    E.Types = fixed(E.Sizes, E.Types);
    INFO("round " << Round << ", " << N << " entries");
    CHECK(E.covers() == referenceCovers(E));
  }
}

TEST_CASE("source locations for the runtime") {
  SUBCASE("psource: ;file;function;line;column;;") {
    CHECK(location("src/main.rs", "saxpy_kernels::saxpy", 12, 5) ==
          ";src/main.rs;saxpy_kernels::saxpy;12;5;;");
  }
  SUBCASE("entry names: ;name;file;line;column;;") {
    CHECK(location("args.1.len", "main.rs", 3, 0) == ";args.1.len;main.rs;3;0;;");
  }
  SUBCASE("';' inside a field becomes ','; NUL becomes '?'") {
    CHECK(location("a;b.rs", "k;;x", 1, 2) == ";a,b.rs;k,,x;1;2;;");
    CHECK(location(std::string("a\0b", 3), "k", 1, 2) == ";a?b;k;1;2;;");
  }
  SUBCASE("empty fields are written as unknown") {
    CHECK(location("", "", 0, 0) == ";unknown;unknown;0;0;;");
    CHECK(offload_rt_format_location(nullptr, 0, nullptr, 0, nullptr, 0, 7, 8) ==
          std::string(";unknown;unknown;7;8;;").size());
  }
  SUBCASE("line and column fit the runtime's std::stoi") {
    CHECK(location("f", "k", 4294967295u, 2147483648u) ==
          ";f;k;2147483647;2147483647;;");
    CHECK(location("f", "k", 2147483647u, 10) == ";f;k;2147483647;10;;");
  }
  SUBCASE("the file is read up to its length, not to a NUL") {
    const char Str[] = "main.rsGARBAGE";
    char Out[64];
    offload_rt_format_location(Out, sizeof Out, Str, 7, "k", 1, 9, 9);
    CHECK(std::string(Out) == ";main.rs;k;9;9;;");
  }
  SUBCASE("truncation, like snprintf") {
    char Out[8];
    std::fill(std::begin(Out), std::end(Out), 'X');
    size_t Len = offload_rt_format_location(Out, sizeof Out, "file.rs", 7, "k",
                                            1, 1, 1);
    CHECK(Len == std::string(";file.rs;k;1;1;;").size());
    CHECK(std::string(Out) == ";file.r");
    char One[1] = {'X'};
    offload_rt_format_location(One, 1, "f", 1, "k", 1, 1, 1);
    CHECK(One[0] == '\0');
  }
}

TEST_CASE("kernel arguments: KernelArgsTy version 3") {
  // Layout of LLVM 22's KernelArgsTy (offload/include/Shared/APITypes.h).
  CHECK(sizeof(offload_rt_kernel_args) == 104);
  CHECK(offsetof(offload_rt_kernel_args, num_args) == 4);
  CHECK(offsetof(offload_rt_kernel_args, base_ptrs) == 8);
  CHECK(offsetof(offload_rt_kernel_args, ptrs) == 16);
  CHECK(offsetof(offload_rt_kernel_args, sizes) == 24);
  CHECK(offsetof(offload_rt_kernel_args, map_types) == 32);
  CHECK(offsetof(offload_rt_kernel_args, names) == 40);
  CHECK(offsetof(offload_rt_kernel_args, mappers) == 48);
  CHECK(offsetof(offload_rt_kernel_args, tripcount) == 56);
  CHECK(offsetof(offload_rt_kernel_args, flags) == 64);
  CHECK(offsetof(offload_rt_kernel_args, num_teams) == 72);
  CHECK(offsetof(offload_rt_kernel_args, thread_limit) == 84);
  CHECK(offsetof(offload_rt_kernel_args, dyn_cgroup_mem) == 96);
  // ident_t (openmp/runtime/src/kmp.h): four i32 then psource.
  CHECK(sizeof(offload_rt_ident) == 24);
  CHECK(offsetof(offload_rt_ident, psource) == 16);

  void *Bases[2] = {}, *Ptrs[2] = {}, *Names[2] = {};
  int64_t Sizes[2] = {}, Types[2] = {};
  const uint32_t Geometry[OFFLOAD_RT_GEOMETRY] = {4, 5, 6, 128, 2, 1, 4096};
  offload_rt_kernel_args K;
  std::memset(&K, 0xab, sizeof K);
  offload_rt_fill_kernel_args(&K, 2, Bases, Ptrs, Sizes, Types, Names, Geometry);
  CHECK(K.version == 3);
  CHECK(K.num_args == 2);
  CHECK(K.base_ptrs == Bases);
  CHECK(K.ptrs == Ptrs);
  CHECK(K.sizes == Sizes);
  CHECK(K.map_types == Types);
  CHECK(K.names == Names);
  CHECK(K.mappers == nullptr);
  CHECK(K.tripcount == 0);
  CHECK(K.flags == 0);
  CHECK(K.num_teams[0] == 4);
  CHECK(K.num_teams[1] == 5);
  CHECK(K.num_teams[2] == 6);
  CHECK(K.thread_limit[0] == 128);
  CHECK(K.thread_limit[1] == 2);
  CHECK(K.thread_limit[2] == 1);
  CHECK(K.dyn_cgroup_mem == 4096);
}

// The fault record's layout (offload/abi/Records.def), which device images
// built earlier rely on: a change here is a change of the ABI.
TEST_CASE("the fault record keeps its layout") {
  CHECK(offload::lower::fault::State == 0);
  CHECK(offload::lower::fault::Line == 4);
  CHECK(offload::lower::fault::MessageLen == 16);
  CHECK(offload::lower::fault::ThreadIdx == 20);
  CHECK(offload::lower::fault::BlockIdx == 32);
  CHECK(offload::lower::fault::File == 48);
  CHECK(offload::lower::fault::FileBytes == 160);
  CHECK(offload::lower::fault::Message == 208);
  CHECK(offload::lower::fault::RecordBytes == 368);
}

TEST_CASE("status codes have their messages (offload/abi/Status.def)") {
  CHECK(std::string(offload_rt_status_message(OFFLOAD_RT_ERR_PANIC)) == "the kernel panicked");
  CHECK(OFFLOAD_RT_ERR_PANIC == -11);
  CHECK(OFFLOAD_RT_ERR_NOT_OFFLOADED == -1);
  CHECK(std::string(offload_rt_status_message(-7)) ==
        "its device memory is not all on the device it runs on");
  for (int32_t Code = -1; Code >= -14; --Code)
    CHECK(offload_rt_status_message(Code) != nullptr);
  CHECK(offload_rt_status_message(0) == nullptr);
  CHECK(offload_rt_status_message(-15) == nullptr);
  CHECK(offload_rt_status_message(1) == nullptr);
}

namespace {
/// A cell table: stride, then (offset, width, count, step) runs.
std::vector<uint32_t> cellTable(uint32_t Stride,
                                std::vector<std::array<uint32_t, 4>> Runs) {
  std::vector<uint32_t> T = {Stride, uint32_t(Runs.size())};
  for (const auto &R : Runs)
    T.insert(T.end(), R.begin(), R.end());
  return T;
}
} // namespace

TEST_CASE("atomic cells: tables that do not fit their entry are refused") {
  alignas(8) unsigned char Buf[64] = {};
  auto Ok = [&](const std::vector<uint32_t> &T, int64_t Size, size_t At = 0) {
    return offload_rt_cells_check(T.data(), Buf + At, Size) == 1;
  };
  CHECK(Ok(cellTable(4, {{0, 4, 1, 4}}), 32));              // &[AtomicU32]
  CHECK(Ok(cellTable(8, {{4, 4, 1, 4}}), 16));              // {u32, AtomicU32}
  CHECK(Ok(cellTable(32, {{0, 8, 2, 16}, {8, 1, 3, 1}}), 64)); // interleaved
  CHECK(Ok(cellTable(4, {}), 8));                           // no cells at all
  CHECK_FALSE(Ok(cellTable(4, {{0, 4, 1, 4}}), 30));        // not whole elements
  CHECK_FALSE(Ok(cellTable(0, {}), 0));                     // no stride
  CHECK_FALSE(Ok(cellTable(4, {{0, 3, 1, 3}}), 8));         // width 3
  CHECK_FALSE(Ok(cellTable(8, {{2, 4, 1, 4}}), 8));         // misaligned in the element
  CHECK_FALSE(Ok(cellTable(8, {{4, 4, 2, 4}}), 8));         // past the element's end
  CHECK_FALSE(Ok(cellTable(16, {{0, 4, 2, 2}}), 16));       // cells overlapping by step
  CHECK_FALSE(Ok(cellTable(4, {{0, 4, 1, 4}}), 8, 2));      // host address misaligned
  CHECK_FALSE(offload_rt_cells_check(nullptr, Buf, 8));
}

TEST_CASE("atomic cells: gathered whole, scattered only where the kernel changed them") {
  // Elements of 16 bytes: u32 plain at 0, AtomicU32 at 4, AtomicU64 at 8.
  std::vector<uint32_t> T = cellTable(16, {{4, 4, 1, 4}, {8, 8, 1, 8}});
  constexpr int N = 5;
  alignas(8) unsigned char Host[16 * N], Copy[16 * N], Result[16 * N];
  for (int I = 0; I < 16 * N; ++I)
    Host[I] = (unsigned char)(3 * I + 1);
  std::memset(Copy, 0xee, sizeof Copy);
  REQUIRE(offload_rt_cells_gather(Copy, Host, sizeof Host, T.data()) == 0);
  CHECK(std::memcmp(Copy, Host, sizeof Host) == 0);

  // The kernel changes element 1's u32 cell and element 3's u64 cell, and
  // (which it could not through `&`) element 2's plain bytes.
  std::memcpy(Result, Copy, sizeof Copy);
  uint32_t A = 77;
  uint64_t B = 0x1122334455667788u;
  std::memcpy(Result + 16 + 4, &A, 4);
  std::memcpy(Result + 48 + 8, &B, 8);
  Result[32] ^= 0xff;
  // Meanwhile a host thread updated element 0's and element 1's u32 cells.
  uint32_t Host0 = 5, Host1 = 6;
  std::memcpy(Host + 4, &Host0, 4);
  std::memcpy(Host + 16 + 4, &Host1, 4);
  unsigned char Before[16 * N];
  std::memcpy(Before, Host, sizeof Host);
  offload_rt_cells_scatter(Host, Result, Copy, sizeof Host, T.data());
  for (int I = 0; I < 16 * N; ++I) {
    bool KernelChanged = (I >= 20 && I < 24) || (I >= 56 && I < 64);
    CAPTURE(I);
    CHECK(Host[I] == (KernelChanged ? Result[I] : Before[I]));
  }
  // The host's update of an element the kernel left is kept; the kernel's
  // value wins where both changed one.
  uint32_t Got0, Got1;
  std::memcpy(&Got0, Host + 4, 4);
  std::memcpy(&Got1, Host + 20, 4);
  CHECK(Got0 == 5);
  CHECK(Got1 == 77);

  // Without a snapshot (nothing was copied in) every cell is stored.
  std::memset(Host, 0, sizeof Host);
  offload_rt_cells_scatter(Host, Result, nullptr, sizeof Host, T.data());
  for (int I = 0; I < 16 * N; ++I) {
    bool Cell = I % 16 >= 4;
    CAPTURE(I);
    CHECK(Host[I] == (Cell ? Result[I] : 0));
  }
}

TEST_CASE("atomic cells: gather leaves no byte out, with strided runs and gaps") {
  // Elements of 24 bytes: u16 cells at 0, 6, 12 (step 6), a u8 cell at 23,
  // plain bytes between.
  std::vector<uint32_t> T = cellTable(24, {{0, 2, 3, 6}, {23, 1, 1, 1}});
  alignas(8) unsigned char Host[24 * 3], Copy[24 * 3];
  for (size_t I = 0; I < sizeof Host; ++I)
    Host[I] = (unsigned char)(I * 7 + 3);
  std::memset(Copy, 0, sizeof Copy);
  REQUIRE(offload_rt_cells_check(T.data(), Host, sizeof Host) == 1);
  REQUIRE(offload_rt_cells_gather(Copy, Host, sizeof Host, T.data()) == 0);
  CHECK(std::memcmp(Copy, Host, sizeof Host) == 0);
}
