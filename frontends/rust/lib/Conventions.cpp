//===- Conventions.cpp - rustc's debug info -------------------------------===//
#include "offload/rust/Conventions.h"
#include "offload/rust/Contract.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace offload::rust {

namespace {

const DIDerivedType *member(const DICompositeType *C, StringRef Name) {
  for (const DINode *N : C->getElements())
    if (auto *M = dyn_cast_or_null<DIDerivedType>(N))
      if (M->getTag() == dwarf::DW_TAG_member && M->getName() == Name)
        return M;
  return nullptr;
}

bool isRawPointerSpelling(StringRef Name) {
  return Name.starts_with("*const ") || Name.starts_with("*mut ");
}

bool isMutableSpelling(StringRef Name) { return Name.starts_with("&mut "); }

/// How rustc 1.96 names `alloc::boxed::Box<T, A>`, whether a pointer type
/// (T sized) or a structure (T a slice, `str` or a trait object).
constexpr const char *BoxPrefix = "alloc::boxed::Box<";

Error rawPointer() {
  return createStringError("is a raw pointer: how many bytes it points at is "
                           "unknown, so they cannot be copied to the device; "
                           "pass a slice (`&[T]`, `&mut [T]`) or a reference "
                           "instead");
}

/// True when C is `Name<...>` in the namespace path Path (outermost first)
/// at the top level.
bool isInNamespace(const DICompositeType *C, StringRef Prefix,
                   ArrayRef<StringRef> Path) {
  if (!C->getName().starts_with(Prefix))
    return false;
  const DIScope *S = C->getScope();
  for (StringRef Name : llvm::reverse(Path)) {
    auto *NS = dyn_cast_or_null<DINamespace>(S);
    if (!NS || NS->getName() != Name)
      return false;
    S = NS->getScope();
  }
  return !S;
}

} // namespace

std::string RustConventions::typeName(const DIType *T) const {
  return arrayTypeName(T, 0);
}

/// typeName at the Depth-th level of array nesting: an unnamed array type
/// is spelled from its element type's name, and damaged debug info can
/// make an array its own element (no name then).
std::string RustConventions::arrayTypeName(const DIType *T, unsigned Depth) const {
  T = layout::stripQualifiers(T);
  if (!T)
    return "";
  if (!T->getName().empty())
    return T->getName().str();
  auto *C = dyn_cast<DICompositeType>(T);
  if (!C || C->getTag() != dwarf::DW_TAG_array_type || Depth >= layout::MaxDebugInfoChain)
    return "";
  std::string Elem = arrayTypeName(C->getBaseType(), Depth + 1);
  if (Elem.empty())
    return "";
  // rustc writes one subrange per array type; nested arrays are nested types.
  std::string S = Elem;
  SmallVector<uint64_t, 2> Counts;
  for (const DINode *D : C->getElements())
    if (auto *R = dyn_cast_or_null<DISubrange>(D)) {
      auto *Count = dyn_cast_if_present<ConstantInt *>(R->getCount());
      if (!Count)
        return "";
      Counts.push_back(Count->getZExtValue());
    }
  for (uint64_t N : llvm::reverse(Counts))
    S = "[" + S + "; " + std::to_string(N) + "]";
  return S;
}

Expected<bool> RustConventions::pointerMutable(const DIDerivedType *P,
                                               StringRef Name) const {
  if (Name.starts_with("fn(") || Name.starts_with("unsafe fn(") ||
      Name.starts_with("extern ") || Name.starts_with("unsafe extern "))
    return createStringError("is a function pointer; kernels cannot take "
                             "host functions");
  if (isRawPointerSpelling(Name))
    return rawPointer();
  if (Name.starts_with("&"))
    return isMutableSpelling(Name);
  // rustc writes `Box<T>` (T sized) as a pointer type of that name: it owns
  // host memory, and the device would get its address.
  std::string Advice = pointerAdvice(P, Name, /*Behind=*/false);
  return createStringError(
      (Name.starts_with(BoxPrefix) ? "is a `Box`, which owns host memory"
                                   : "is a pointer but not a reference") +
      Twine("; the kernel would receive a host address: ") +
      (Advice.empty() ? "take a reference in the kernel and pass one" : Advice));
}

namespace {

/// The kinds of value pointerAdvice has advice for.
enum class Holder { Other, Box, BoxSlice, BoxStr, Vec, String, Shared, StrRef, SliceRef };

Holder holderOf(const DIType *T, StringRef Name) {
  auto *C = dyn_cast_or_null<DICompositeType>(layout::stripQualifiers(T));
  if (Name.starts_with(BoxPrefix)) {
    if (!C)
      return Holder::Box;
    return Name.starts_with(std::string(BoxPrefix) + "str,") ? Holder::BoxStr
                                                             : Holder::BoxSlice;
  }
  if (!C)
    return Holder::Other;
  if (isInNamespace(C, "Vec<", {"alloc", "vec"}))
    return Holder::Vec;
  if (isInNamespace(C, "String", {"alloc", "string"}) && C->getName() == "String")
    return Holder::String;
  if (isInNamespace(C, "Rc<", {"alloc", "rc"}) || isInNamespace(C, "Arc<", {"alloc", "sync"}))
    return Holder::Shared;
  if (Name == "&str" || Name == "&mut str")
    return Holder::StrRef;
  if (member(C, "data_ptr") && member(C, "length") && Name.starts_with("&"))
    return Holder::SliceRef;
  return Holder::Other;
}

} // namespace

std::string RustConventions::pointerAdvice(const DIType *T, StringRef Name,
                                           bool Behind) const {
  Holder H = holderOf(T, Name);
  if (Behind) {
    switch (H) {
    case Holder::StrRef:
    case Holder::String:
    case Holder::BoxStr:
      return "pass the strings joined as one `&str` and where each ends as a "
             "`&[usize]`";
    case Holder::SliceRef:
    case Holder::Vec:
    case Holder::BoxSlice:
      return "pass the elements joined as one slice and where each part ends "
             "as a `&[usize]`";
    default:
      return "";
    }
  }
  switch (H) {
  case Holder::Box:
    return "take `&T` in the kernel and pass `&*b` (`&mut T` and `&mut *b` "
           "where the kernel writes it)";
  case Holder::BoxSlice:
    return "take `&[T]` in the kernel and pass `&b[..]` (`&mut [T]` and "
           "`&mut b[..]` where the kernel writes it)";
  case Holder::BoxStr:
    return "take `&str` in the kernel and pass `&*b`";
  case Holder::Vec:
    return "take `&[T]` in the kernel and pass `&v` (`&mut [T]` and `&mut v` "
           "where the kernel writes it)";
  case Holder::String:
    return "take `&str` in the kernel and pass `&s` (`&mut str` and `&mut s` "
           "where the kernel writes it)";
  case Holder::Shared:
    return "take `&T` in the kernel and pass `&*r`";
  default:
    return "";
  }
}

Expected<std::optional<layout::SliceMembers>>
RustConventions::slice(const DICompositeType *C, StringRef Name) const {
  const DIDerivedType *Data = member(C, "data_ptr");
  const DIDerivedType *Length = member(C, "length");
  if (Data && Length && isRawPointerSpelling(Name))
    return rawPointer();
  if (Data && Length && Name.starts_with("&") && !Name.starts_with("&dyn ") &&
      !Name.starts_with("&mut dyn "))
    return layout::SliceMembers{Data, Length, {}, isMutableSpelling(Name)};
  // The support crate's Region: a mutable slice split between threads;
  // Region2d and Region3d add their shape (width, rows; width, height,
  // planes), which every thread needs to find its element.
  if (Data && Length && isInNamespace(C, "Region<", {SupportCrate, "region"}))
    return layout::SliceMembers{Data, Length, {}, /*Mutable=*/true};
  for (auto [Prefix, Shape] :
       {std::pair<StringRef, std::vector<StringRef>>{"Region2d<", {"width", "rows"}},
        {"Region3d<", {"width", "height", "planes"}}}) {
    if (!Data || !Length || !isInNamespace(C, Prefix, {SupportCrate, "region"}))
      continue;
    layout::SliceMembers S{Data, Length, {}, /*Mutable=*/true};
    for (StringRef Name : Shape) {
      const DIDerivedType *M = member(C, Name);
      if (!M)
        return createStringError("is an offload::" + Prefix.drop_back() +
                                 " without its '" + Name + "' (another version of the support crate?)");
      S.Shape.push_back(M);
    }
    return S;
  }
  if (member(C, "vtable") || Name.starts_with("&dyn ") ||
      Name.starts_with("&mut dyn ") || Name.starts_with("*const dyn ") ||
      Name.starts_with("*mut dyn "))
    return createStringError("is a trait object; kernels need concrete types");
  if (Name.contains("{closure"))
    return createStringError("is a closure; pass its captures as arguments");
  return std::nullopt;
}

std::string RustConventions::pointeeName(const DIType *, StringRef Outer,
                                         bool IsSlice) const {
  StringRef Spelled = Outer;
  for (StringRef Prefix : {"&mut ", "&"})
    if (Spelled.consume_front(Prefix))
      break;
  if (IsSlice && Spelled.starts_with("[") && Spelled.ends_with("]"))
    Spelled = Spelled.drop_front().drop_back();
  return Spelled.str();
}

bool RustConventions::isUninit(const DIType *T) const {
  auto *C = dyn_cast_or_null<DICompositeType>(layout::stripQualifiers(T));
  return C && C->getTag() == dwarf::DW_TAG_union_type &&
         isInNamespace(C, "MaybeUninit<", {"core", "mem", "maybe_uninit"});
}

bool RustConventions::isInteriorMutable(const DICompositeType *C) const {
  return isInNamespace(C, "UnsafeCell<", {"core", "cell"}) ||
         isInNamespace(C, "SyncUnsafeCell<", {"core", "cell"});
}

bool RustConventions::isAtomic(const DICompositeType *C) const {
  return isInNamespace(C, "Atomic", {"core", "sync", "atomic"}) ||
         isInNamespace(C, "AtomicF", {SupportCrate, "atomic"});
}

bool RustConventions::isHiddenParameter(const DIType *T) const {
  auto *D = dyn_cast_or_null<DIDerivedType>(T);
  return D && D->getName() == "&core::panic::location::Location";
}

const layout::Conventions &rustConventions() {
  static const RustConventions R;
  return R;
}

const layout::Conventions &conventionsFor(const Module &M) {
  for (const DICompileUnit *CU : M.debug_compile_units()) {
    DISourceLanguageName L = CU->getSourceLanguage();
    if (L.hasVersionedName() ? L.getName() == dwarf::DW_LNAME_Rust
                             : L.getName() == dwarf::DW_LANG_Rust)
      return rustConventions();
  }
  return layout::cConventions();
}

} // namespace offload::rust
