//===- GenOpenMPABI.cpp - libomptarget's interface for the C runtime ------===//
//
// (One file over 500 lines: a build-time program whose tables, C spellings
// and writer only make sense together.)
//
// gen-openmp-abi: writes the C declarations of the libomptarget interface
// that the launch runtime (runtime/, liboffload-rt.a) uses, from
// LLVM's own definitions, so that the runtime keeps no copies of them. C
// cannot include LLVM's C++ headers; this host program, run at build time,
// reads them for it:
//
//  * llvm/Frontend/OpenMP/OMPKinds.def, the X-macro list that clang's
//    OpenMPIRBuilder builds its runtime calls from:
//      OMP_TYPE        the scalar and pointer types (Int32, VoidPtrPtr, ...);
//      OMP_ARRAY_TYPE  the array types (Int32Arr3 = [3 x i32]);
//      OMP_STRUCT_TYPE the structs with their field types in order
//                      (Ident = struct.ident_t, KernelArgs =
//                      struct.__tgt_kernel_arguments);
//      OMP_RTL         the runtime functions with their signatures;
//  * llvm/Frontend/OpenMP/OMPConstants.h: enum OpenMPOffloadMappingFlags
//    (map-type bits), enum IdentFlag (ident_t flags, from OMP_IDENT_FLAG)
//    and OMP_KERNEL_ARG_VERSION.
//
// Usage: gen-openmp-abi ABI_HEADER RTL_HEADER
//   ABI_HEADER (offload/runtime/openmp-abi.h, public, installed beside
//     launch.h): the map-type bits, the ident_t flag and the kernel
//     arguments version the runtime uses, as #defines, and the structs it
//     passes to libomptarget, as C typedefs;
//   RTL_HEADER (openmp-rtl.h, private to the runtime's sources): the
//     prototypes of the OMP_RTL functions the runtime calls.
//
// Only LLVM's headers are used: no LLVM library is linked (the build
// defines LLVM_DISABLE_ABI_BREAKING_CHECKS_ENFORCING for that).
//
// OMPKinds.def names the types of a struct's fields, not the fields, so
// the names are listed here. When LLVM's definitions no longer fit this
// program the build fails: a struct whose field count differs from the
// names here fails to compile (static_assert); a packed struct, a type
// without a C spelling here, or a function or struct missing from the
// .def fails at run time (exit status 1, message on stderr, no header
// written).
//
//===----------------------------------------------------------------------===//
#include "llvm/Config/llvm-config.h"
#include "llvm/Frontend/Offloading/Utility.h"
#include "llvm/Frontend/OpenMP/OMPConstants.h"
#include "llvm/Object/OffloadBinary.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

//===----------------------------------------------------------------------===//
// OMPKinds.def, as data
//===----------------------------------------------------------------------===//

/// The OMP_TYPE names (Void, Int32, Int8Ptr, VoidPtrPtr, SizeTy, ...).
const char *const DefTypes[] = {
#define OMP_TYPE(VarName, InitValue) #VarName,
#include "llvm/Frontend/OpenMP/OMPKinds.def"
};

/// An OMP_ARRAY_TYPE entry: structs refer to it as `<Var>Ty`.
struct DefArray {
  const char *Var;
  const char *Elem;
  unsigned Size;
};
const DefArray DefArrays[] = {
#define OMP_ARRAY_TYPE(VarName, ElemTy, ArraySize)                             \
  {#VarName, #ElemTy, ArraySize},
#include "llvm/Frontend/OpenMP/OMPKinds.def"
};

/// An OMP_STRUCT_TYPE entry: Name is LLVM's "struct.<C name>", Fields the
/// field types as written in the .def, comma-separated.
struct DefStruct {
  const char *Var;
  const char *Name;
  bool Packed;
  const char *Fields;
};
const DefStruct DefStructs[] = {
#define OMP_STRUCT_TYPE(VarName, StructName, Packed, ...)                      \
  {#VarName, StructName, Packed, #__VA_ARGS__},
#include "llvm/Frontend/OpenMP/OMPKinds.def"
};

/// An OMP_RTL entry: Params are the parameter types, comma-separated.
struct DefFunction {
  const char *Name;
  bool VarArg;
  const char *Return;
  const char *Params;
};
const DefFunction DefFunctions[] = {
#define OMP_RTL(Enum, Str, IsVarArg, ReturnType, ...)                          \
  {Str, IsVarArg, #ReturnType, #__VA_ARGS__},
#include "llvm/Frontend/OpenMP/OMPKinds.def"
};

/// The number of items in a stringized macro argument list ("" is none).
constexpr std::size_t countItems(const char *List) {
  if (*List == '\0')
    return 0;
  std::size_t N = 1;
  for (; *List != '\0'; ++List)
    if (*List == ',')
      ++N;
  return N;
}

/// fieldcount::<Var>: the number of fields of each OMP_STRUCT_TYPE, known
/// at compile time so that a change in LLVM fails the build.
namespace fieldcount {
#define OMP_STRUCT_TYPE(VarName, StructName, Packed, ...)                      \
  constexpr std::size_t VarName = countItems(#__VA_ARGS__);
#include "llvm/Frontend/OpenMP/OMPKinds.def"
} // namespace fieldcount

//===----------------------------------------------------------------------===//
// What the runtime uses
//===----------------------------------------------------------------------===//

/// A field name for the C struct and a note for its comment.
struct Field {
  const char *Name;
  const char *Note;
};

/// The fields of ident_t (OMP_STRUCT_TYPE Ident), in the .def's order; the
/// names are those of openmp's kmp.h.
constexpr Field IdentFields[] = {
    {"reserved_1", "0"},
    {"flags", "OFFLOAD_RT_IDENT_FLAG_KMPC"},
    {"reserved_2", "0"},
    {"reserved_3", "strlen(psource), as clang's OpenMPIRBuilder sets it"},
    {"psource", "\";file;function;line;column;;\""},
};
static_assert(std::size(IdentFields) == fieldcount::Ident,
              "OMPKinds.def's Ident (ident_t) has another number of fields: "
              "update IdentFields and the runtime");

/// The fields of the kernel arguments (OMP_STRUCT_TYPE KernelArgs,
/// libomptarget's KernelArgsTy in offload/include/Shared/APITypes.h), in
/// the .def's order, with the runtime's names for them.
constexpr Field KernelArgsFields[] = {
    {"version", "OFFLOAD_RT_KERNEL_ARGS_VERSION"},
    {"num_args", "length of the six arrays below"},
    {"base_ptrs", "base pointers of the map entries"},
    {"ptrs", "begin pointers of the map entries"},
    {"sizes", "bytes"},
    {"map_types", "OFFLOAD_RT_MAP_* bits"},
    {"names", "\";name;file;line;column;;\" strings; may be NULL"},
    {"mappers", "user-defined mappers; NULL for none"},
    {"tripcount", "loop trip count; 0"},
    {"flags", "bit 0 NoWait, bit 1 IsCUDA (LLVM 22); 0"},
    {"num_teams", "teams per dimension: grid x, y, z"},
    {"thread_limit", "threads per team and dimension: block x, y, z"},
    {"dyn_cgroup_mem", "bytes of dynamic shared memory"},
};
static_assert(std::size(KernelArgsFields) == fieldcount::KernelArgs,
              "OMPKinds.def's KernelArgs (__tgt_kernel_arguments) has "
              "another number of fields: update KernelArgsFields and the "
              "runtime");

/// A struct to emit: its OMP_STRUCT_TYPE name, the C typedef name, what it
/// is, and the field names. A pointer to it is `<Var>Ptr` in OMPKinds.def.
struct StructSpec {
  const char *Var;
  const char *CName;
  const char *Doc;
  const Field *Fields;
  std::size_t NumFields;
};
const StructSpec Structs[] = {
    {"Ident", "offload_rt_ident",
     "libomptarget's source location, which every runtime call takes",
     IdentFields, std::size(IdentFields)},
    {"KernelArgs", "offload_rt_kernel_args",
     "libomptarget's kernel arguments (KernelArgsTy), the last parameter of "
     "__tgt_target_kernel",
     KernelArgsFields, std::size(KernelArgsFields)},
};

/// A constant to emit as a #define.
struct Constant {
  const char *CName;
  std::uint64_t Value;
  const char *Source; ///< where LLVM defines it
  const char *Note;
  bool Bits = true; ///< written in hexadecimal, else in decimal
};

using llvm::omp::OpenMPOffloadMappingFlags;
constexpr std::uint64_t bits(OpenMPOffloadMappingFlags F) {
  return static_cast<std::uint64_t>(F);
}

/// The map-type bits the runtime reads or sets.
const Constant MapBits[] = {
    {"OFFLOAD_RT_MAP_TO", bits(OpenMPOffloadMappingFlags::OMP_MAP_TO),
     "OMP_MAP_TO", "Copy host -> device at begin"},
    {"OFFLOAD_RT_MAP_FROM", bits(OpenMPOffloadMappingFlags::OMP_MAP_FROM),
     "OMP_MAP_FROM", "Copy device -> host at end"},
    {"OFFLOAD_RT_MAP_ALWAYS", bits(OpenMPOffloadMappingFlags::OMP_MAP_ALWAYS),
     "OMP_MAP_ALWAYS", "Copy even when the mapping stays"},
    {"OFFLOAD_RT_MAP_TARGET_PARAM",
     bits(OpenMPOffloadMappingFlags::OMP_MAP_TARGET_PARAM),
     "OMP_MAP_TARGET_PARAM", "The entry is a kernel argument"},
    {"OFFLOAD_RT_MAP_PRIVATE", bits(OpenMPOffloadMappingFlags::OMP_MAP_PRIVATE),
     "OMP_MAP_PRIVATE", "Private copy, never in the mapping table"},
    {"OFFLOAD_RT_MAP_LITERAL", bits(OpenMPOffloadMappingFlags::OMP_MAP_LITERAL),
     "OMP_MAP_LITERAL", "Passed by value (the base pointer's bits)"},
};

// The map-type bits the toolkit's ABI lists give frontends must be LLVM's.
#define OFFLOAD_MAP_BIT(Name, CName, Bit)                                      \
  static_assert(bits(OpenMPOffloadMappingFlags::OMP_MAP_##CName) == (Bit),    \
                "offload/abi/Launch.def: OFFLOAD_MAP_BIT(" #Name                \
                ") is not LLVM's OMP_MAP_" #CName);
#include "offload/abi/Launch.def"

/// The other constants.
const Constant OtherConstants[] = {
    {"OFFLOAD_RT_IDENT_FLAG_KMPC",
     static_cast<std::uint64_t>(llvm::omp::IdentFlag::OMP_IDENT_FLAG_KMPC),
     "IdentFlag::OMP_IDENT_FLAG_KMPC (OMP_IDENT_FLAG KMPC in OMPKinds.def)",
     "ident_t.flags of a runtime call (KMP_IDENT_KMPC)"},
    {"OFFLOAD_RT_KERNEL_ARGS_VERSION", OMP_KERNEL_ARG_VERSION,
     "OMP_KERNEL_ARG_VERSION",
     "offload_rt_kernel_args.version (kernels get a hidden dyn_ptr first)",
     false},
    // An offload entry of the registration descriptor, which the runtime
    // reads to find a kernel's symbol by its host address (queues).
    {"OFFLOAD_RT_ENTRY_BYTES", sizeof(llvm::offloading::EntryTy),
     "sizeof(llvm::offloading::EntryTy) (Frontend/Offloading/Utility.h)",
     "Bytes of one offload entry (__tgt_offload_entry)", false},
    {"OFFLOAD_RT_ENTRY_ADDRESS", offsetof(llvm::offloading::EntryTy, Address),
     "offsetof(llvm::offloading::EntryTy, Address)",
     "Offset of an entry's host address", false},
    {"OFFLOAD_RT_ENTRY_SYMBOL_NAME", offsetof(llvm::offloading::EntryTy, SymbolName),
     "offsetof(llvm::offloading::EntryTy, SymbolName)",
     "Offset of an entry's device symbol name", false},
    // An OffloadBinary (a device image the descriptor may point at whole).
    {"OFFLOAD_RT_BINARY_ENTRY_OFFSET",
     offsetof(llvm::object::OffloadBinary::Header, EntryOffset),
     "offsetof(llvm::object::OffloadBinary::Header, EntryOffset)",
     "Offset of an OffloadBinary's entry offset", false},
    {"OFFLOAD_RT_BINARY_IMAGE_OFFSET",
     offsetof(llvm::object::OffloadBinary::Entry, ImageOffset),
     "offsetof(llvm::object::OffloadBinary::Entry, ImageOffset)",
     "Offset of an OffloadBinary entry's image offset", false},
    {"OFFLOAD_RT_BINARY_IMAGE_SIZE",
     offsetof(llvm::object::OffloadBinary::Entry, ImageSize),
     "offsetof(llvm::object::OffloadBinary::Entry, ImageSize)",
     "Offset of an OffloadBinary entry's image size", false},
};

/// A runtime function the runtime calls (an OMP_RTL entry), and what for.
struct FunctionSpec {
  const char *Name;
  const char *Use;
};
const FunctionSpec Functions[] = {
    {"__tgt_target_kernel",
     "Maps the entries, runs the kernel, copies FROM data back; 0 on success"},
    {"__tgt_target_data_begin_mapper", "Maps entries, copies TO data"},
    {"__tgt_target_data_end_mapper",
     "Copies FROM data back, releases the entries"},
};

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

/// C spellings of OMP_TYPE names. LLVM's integers carry no sign: they
/// become C's signed integers of the same width (same size and alignment).
/// LLVM's pointers carry no pointee: the name says it (VoidPtrPtr is
/// void **); Int8Ptr is a byte string, char *. SizeTy is the target's
/// pointer-sized integer, size_t.
const std::pair<const char *, const char *> ScalarTypes[] = {
    {"Void", "void"},
    {"Int1", "_Bool"},
    {"Int8", "int8_t"},
    {"Int16", "int16_t"},
    {"Int32", "int32_t"},
    {"Int64", "int64_t"},
    {"Double", "double"},
    {"SizeTy", "size_t"},
    {"Int8Ptr", "char *"},
    {"Int16Ptr", "int16_t *"},
    {"Int32Ptr", "int32_t *"},
    {"Int64Ptr", "int64_t *"},
    {"VoidPtr", "void *"},
    {"VoidPtrPtr", "void **"},
    {"VoidPtrPtrPtr", "void ***"},
    {"Int8PtrPtr", "char **"},
    {"Int8PtrPtrPtr", "char ***"},
};

/// A C type as a declarator needs it: `Base name Suffix` (int32_t x[3]).
struct CType {
  std::string Base;
  std::string Suffix;
};

std::string declare(const CType &T, const std::string &Name) {
  std::string Out = T.Base;
  if (!Name.empty()) {
    if (Out.back() != '*')
      Out += ' ';
    Out += Name;
  }
  return Out + T.Suffix;
}

/// What does not fit, one line each; the program fails when not empty.
std::string Problems;

/// Records a mismatch with LLVM's definitions (each once).
void problem(const std::string &Message) {
  if (Problems.find(Message + "\n") == std::string::npos)
    Problems += Message + "\n";
}

/// The C type of an OMPKinds.def type name used in a struct or a function:
/// an OMP_TYPE, an OMP_ARRAY_TYPE as `<Var>Ty`, or a pointer to a struct
/// emitted here as `<Var>Ptr`.
std::optional<CType> cType(const std::string &Name) {
  for (const char *T : DefTypes) {
    if (Name != T)
      continue;
    for (const auto &[Def, C] : ScalarTypes)
      if (Name == Def)
        return CType{C, ""};
    problem("OMPKinds.def type '" + Name + "' has no C spelling here");
    return std::nullopt;
  }
  for (const DefArray &A : DefArrays)
    if (Name == std::string(A.Var) + "Ty") {
      std::optional<CType> Elem = cType(A.Elem);
      if (!Elem)
        return std::nullopt;
      return CType{Elem->Base,
                   "[" + std::to_string(A.Size) + "]" + Elem->Suffix};
    }
  for (const StructSpec &S : Structs)
    if (Name == std::string(S.Var) + "Ptr")
      return CType{std::string(S.CName) + " *", ""};
  problem("OMPKinds.def type '" + Name + "' is not known here");
  return std::nullopt;
}

/// The items of a stringized macro argument list, without spaces.
std::vector<std::string> splitList(const char *List) {
  std::vector<std::string> Items;
  std::string Item;
  for (const char *C = List;; ++C) {
    if (*C == ',' || *C == '\0') {
      if (!Item.empty() || *C == ',')
        Items.push_back(Item);
      Item.clear();
      if (*C == '\0')
        break;
    } else if (*C != ' ') {
      Item += *C;
    }
  }
  return Items;
}

//===----------------------------------------------------------------------===//
// Output
//===----------------------------------------------------------------------===//

/// Text filled into lines of at most 79 columns, each starting with
/// Prefix.
std::string fill(const std::string &Text, const std::string &Prefix) {
  std::string Out, Line;
  std::istringstream Words(Text);
  for (std::string W; Words >> W;) {
    if (!Line.empty() && Prefix.size() + Line.size() + 1 + W.size() > 79) {
      Out += Prefix + Line + "\n";
      Line.clear();
    }
    Line += (Line.empty() ? "" : " ") + W;
  }
  return Out + Prefix + Line + "\n";
}

/// A C comment holding Text after Indent: one line when it fits in 79
/// columns, else ` * ` lines.
std::string comment(const std::string &Text, const std::string &Indent = "") {
  if (Indent.size() + Text.size() + 6 <= 79)
    return Indent + "/* " + Text + " */\n";
  return Indent + "/*\n" + fill(Text, Indent + " * ") + Indent + " */\n";
}

/// The opening comment of a generated header.
std::string preamble(const std::string &Title, const std::string &What) {
  std::string Line = "/*===- " + Title + " ";
  const std::string Tail = "-*- C -*-===*";
  Line += std::string(Line.size() + Tail.size() < 80
                          ? 80 - Line.size() - Tail.size()
                          : 1,
                      '-');
  const char *Generated =
      "Generated at build time by gen-openmp-abi "
      "(runtime/gen/GenOpenMPABI.cpp) from LLVM " LLVM_VERSION_STRING
      "'s llvm/Frontend/OpenMP/OMPKinds.def and OMPConstants.h. Do not edit: "
      "change the generator.";
  return Line + Tail + "\n *\n" + fill(What, " * ") + " *\n" +
         fill(Generated, " * ") + " *\n *===" + std::string(70, '-') +
         "===*/\n";
}

std::string number(std::uint64_t V, bool Hex) {
  char Buf[24];
  std::snprintf(Buf, sizeof Buf, Hex ? "0x%llx" : "%llu",
                static_cast<unsigned long long>(V));
  return Buf;
}

void emitConstant(std::ostringstream &OS, const Constant &C) {
  OS << comment(std::string(C.Note) + ". LLVM: " + C.Source + ".")
     << "#define " << C.CName << ' ' << number(C.Value, C.Bits) << "\n";
}

bool emitStruct(std::ostringstream &OS, const StructSpec &S) {
  const DefStruct *Def = nullptr;
  for (const DefStruct &D : DefStructs)
    if (std::string(D.Var) == S.Var)
      Def = &D;
  if (!Def) {
    problem(std::string("OMPKinds.def has no OMP_STRUCT_TYPE ") + S.Var);
    return false;
  }
  if (Def->Packed) {
    problem(std::string("OMPKinds.def's ") + S.Var +
            " is packed: a C struct is not");
    return false;
  }
  std::vector<std::string> Types = splitList(Def->Fields);
  if (Types.size() != S.NumFields) {
    problem(std::string("OMPKinds.def's ") + S.Var + " has " +
            std::to_string(Types.size()) + " fields, names here " +
            std::to_string(S.NumFields));
    return false;
  }
  std::string Name = Def->Name;
  if (Name.rfind("struct.", 0) == 0)
    Name.erase(0, 7);
  OS << comment(std::string(S.Doc) + ": LLVM's `" + Name +
                "` (OMP_STRUCT_TYPE " + S.Var + " in OMPKinds.def: " +
                Def->Fields + ").")
     << "typedef struct " << S.CName << " {\n";
  bool Ok = true;
  for (std::size_t I = 0; I < Types.size(); ++I) {
    std::optional<CType> T = cType(Types[I]);
    if (!T) {
      Ok = false;
      continue;
    }
    std::string Decl = "  " + declare(*T, S.Fields[I].Name) + ";";
    std::string Note = Types[I] + ": " + S.Fields[I].Note;
    if (Decl.size() + Note.size() + 7 <= 79)
      OS << Decl << " /* " << Note << " */\n";
    else
      OS << comment(Note, "  ") << Decl << "\n";
  }
  OS << "} " << S.CName << ";\n";
  return Ok;
}

bool emitFunction(std::ostringstream &OS, const FunctionSpec &F) {
  const DefFunction *Def = nullptr;
  for (const DefFunction &D : DefFunctions)
    if (std::string(D.Name) == F.Name)
      Def = &D;
  if (!Def) {
    problem(std::string("OMPKinds.def has no OMP_RTL ") + F.Name);
    return false;
  }
  std::optional<CType> Ret = cType(splitList(Def->Return).at(0));
  std::vector<std::string> Params;
  bool Ok = Ret.has_value();
  for (const std::string &P : splitList(Def->Params)) {
    std::optional<CType> T = cType(P);
    if (T)
      Params.push_back(declare(*T, ""));
    Ok = Ok && T.has_value();
  }
  if (!Ok)
    return false;
  if (Def->VarArg)
    Params.push_back("...");
  if (Params.empty())
    Params.push_back("void");
  std::string Signature = Def->Return;
  if (*Def->Params)
    Signature += std::string(", ") + Def->Params;
  OS << comment(std::string(F.Use) + ". LLVM: OMP_RTL " + F.Name + " (" +
                Signature + ").");
  // The declaration, broken after a comma where it would pass 79 columns.
  std::string Line = declare(*Ret, F.Name) + "(";
  std::size_t Open = Line.size();
  for (std::size_t I = 0; I < Params.size(); ++I) {
    std::string Item = Params[I] + (I + 1 < Params.size() ? "," : ");");
    if (I > 0 && Line.size() + 1 + Item.size() > 79) {
      OS << Line << "\n";
      Line = std::string(Open, ' ') + Item;
    } else {
      Line += (I > 0 ? " " : "") + Item;
    }
  }
  OS << Line << "\n";
  return true;
}

std::string abiHeader() {
  std::ostringstream OS;
  OS << preamble("offload/runtime/openmp-abi.h - libomptarget's structs",
                 "What the launch runtime (launch.h) passes to libomptarget, "
                 "from LLVM's definitions: the map-type bits it uses (enum "
                 "OpenMPOffloadMappingFlags), the ident_t flag (enum "
                 "IdentFlag) and the kernel arguments version "
                 "(OMP_KERNEL_ARG_VERSION) of OMPConstants.h, and the "
                 "structs of OMP_STRUCT_TYPE in OMPKinds.def (field types "
                 "from there, field names from the generator). On 64-bit "
                 "hosts offload_rt_ident is 24 bytes and "
                 "offload_rt_kernel_args 104.")
     << "#ifndef OFFLOAD_RUNTIME_OPENMP_ABI_H\n"
     << "#define OFFLOAD_RUNTIME_OPENMP_ABI_H\n\n"
     << "#include <stddef.h>\n#include <stdint.h>\n\n"
     << "/* Map-type bits: llvm::omp::OpenMPOffloadMappingFlags. */\n";
  for (const Constant &C : MapBits)
    emitConstant(OS, C);
  for (const Constant &C : OtherConstants) {
    OS << "\n";
    emitConstant(OS, C);
  }
  for (const StructSpec &S : Structs) {
    OS << "\n";
    emitStruct(OS, S);
  }
  OS << "\n#endif /* OFFLOAD_RUNTIME_OPENMP_ABI_H */\n";
  return OS.str();
}

std::string rtlHeader() {
  std::ostringstream OS;
  OS << preamble("openmp-rtl.h - libomptarget entry points",
                 "Prototypes of the libomptarget functions the launch "
                 "runtime calls (runtime/lib), from their OMP_RTL entries in "
                 "OMPKinds.def: the signatures clang's OpenMPIRBuilder calls "
                 "them with. Private to the runtime's sources; the program "
                 "links -lomptarget, which defines them.")
     << "#ifndef OFFLOAD_RUNTIME_OPENMP_RTL_H\n"
     << "#define OFFLOAD_RUNTIME_OPENMP_RTL_H\n\n"
     << "#include \"offload/runtime/openmp-abi.h\"\n\n"
     << "#ifdef __cplusplus\nextern \"C\" {\n#endif\n";
  for (const FunctionSpec &F : Functions) {
    OS << "\n";
    emitFunction(OS, F);
  }
  OS << "\n#ifdef __cplusplus\n} /* extern \"C\" */\n#endif\n\n"
     << "#endif /* OFFLOAD_RUNTIME_OPENMP_RTL_H */\n";
  return OS.str();
}

bool writeFile(const char *Path, const std::string &Text) {
  std::ofstream Out(Path, std::ios::binary | std::ios::trunc);
  Out << Text;
  Out.close();
  if (!Out) {
    std::fprintf(stderr, "gen-openmp-abi: error: cannot write %s\n", Path);
    return false;
  }
  return true;
}

} // namespace

int main(int Argc, char **Argv) {
  if (Argc != 3) {
    std::fprintf(stderr, "usage: gen-openmp-abi ABI_HEADER RTL_HEADER\n");
    return 2;
  }
  std::string Abi = abiHeader(), Rtl = rtlHeader();
  if (!Problems.empty()) {
    std::fprintf(stderr,
                 "gen-openmp-abi: error: LLVM's OpenMP definitions do not fit "
                 "the runtime (update runtime/gen/GenOpenMPABI.cpp):\n%s",
                 Problems.c_str());
    return 1;
  }
  return writeFile(Argv[1], Abi) && writeFile(Argv[2], Rtl) ? 0 : 1;
}
