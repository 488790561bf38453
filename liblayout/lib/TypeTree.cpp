//===- TypeTree.cpp - Simplified TypeTrees over a type graph --------------===//
#include "offload/layout/TypeTree.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/Support/raw_ostream.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/depth_first_search.hpp>
#include <boost/graph/filtered_graph.hpp>
#include <boost/graph/topological_sort.hpp>

#include <algorithm>
#include <iterator>
#include <set>

using namespace llvm;

namespace offload::layout {

const char *leafKindName(LeafKind K) {
  switch (K) {
  case LeafKind::Integer: return "integer";
  case LeafKind::Half: return "half";
  case LeafKind::Float: return "float";
  case LeafKind::Double: return "double";
  case LeafKind::Pointer: return "pointer";
  case LeafKind::Anything: return "anything";
  case LeafKind::Padding: return "padding";
  }
  return "anything";
}

bool TypeTree::hasAtomics() const {
  return HiddenAtomics ||
         llvm::any_of(Entries, [](const TypeTreeEntry &E) { return E.Atomic; });
}

std::string TypeTree::str() const {
  std::string S = "{";
  for (size_t I = 0; I < Entries.size(); ++I) {
    const TypeTreeEntry &E = Entries[I];
    S += (I ? ", " : "") + std::to_string(E.Offset) + ": " + (E.Atomic ? "atomic " : "") +
         leafKindName(E.Kind);
    if (E.Kind == LeafKind::Integer)
      S += "(" + std::to_string(E.Size * 8) + ")";
    else if (E.Kind == LeafKind::Padding || E.Kind == LeafKind::Anything)
      S += "(" + std::to_string(E.Size) + ")";
    if (E.Count > 1)
      S += " x" + std::to_string(E.Count) + " +" + std::to_string(E.Stride);
    if (E.Kind == LeafKind::Pointer) {
      if (E.Pointee)
        S += " -> " + E.Pointee->str();
      else if (!E.RecursiveType.empty())
        S += " -> (recursive " + E.RecursiveType + ")";
    }
  }
  return S + "}";
}

namespace {

/// Strips typedefs, qualifiers and member wrappers, which carry no layout.
const DIType *strip(const DIType *T) {
  T = stripQualifiers(T);
  unsigned Links = 0;
  while (auto *D = dyn_cast_or_null<DIDerivedType>(T)) {
    if (D->getTag() != dwarf::DW_TAG_member)
      break;
    if (++Links > MaxDebugInfoChain)
      return nullptr;
    T = stripQualifiers(D->getBaseType());
  }
  return T;
}

bool isPointer(const DIType *T) {
  auto *D = dyn_cast_or_null<DIDerivedType>(T);
  return D && (D->getTag() == dwarf::DW_TAG_pointer_type ||
               D->getTag() == dwarf::DW_TAG_reference_type ||
               D->getTag() == dwarf::DW_TAG_rvalue_reference_type);
}

bool isEnumLike(const DICompositeType *C) {
  for (const DINode *N : C->getElements())
    if (N && N->getTag() == dwarf::DW_TAG_variant_part)
      return true;
  return C->getTag() == dwarf::DW_TAG_union_type ||
         C->getTag() == dwarf::DW_TAG_variant_part;
}

/// The data members of a structure, in declaration order.
std::vector<const DIDerivedType *> members(const DICompositeType *C) {
  std::vector<const DIDerivedType *> Out;
  for (const DINode *N : C->getElements())
    if (auto *M = dyn_cast_or_null<DIDerivedType>(N))
      if (M->getTag() == dwarf::DW_TAG_member && !M->isStaticMember())
        Out.push_back(M);
  return Out;
}

/// What an enum or union may hold: its direct members and, for rustc's
/// enums, the member of each variant (named after the variant, its type the
/// variant's fields) inside the DW_TAG_variant_part.
std::vector<const DIDerivedType *> variantMembers(const DICompositeType *C) {
  std::vector<const DIDerivedType *> Out = members(C);
  for (const DINode *N : C->getElements())
    if (auto *Part = dyn_cast_or_null<DICompositeType>(N))
      if (Part->getTag() == dwarf::DW_TAG_variant_part)
        for (const DIDerivedType *M : members(Part))
          Out.push_back(M);
  return Out;
}

/// Type graph: vertices are (stripped) debug types; an edge goes from a
/// type to each type its layout needs (members, element, pointee).
using Graph = boost::adjacency_list<boost::vecS, boost::vecS,
                                    boost::directedS, const DIType *>;
using Vertex = boost::graph_traits<Graph>::vertex_descriptor;
using Edge = boost::graph_traits<Graph>::edge_descriptor;

struct TypeGraph {
  Graph G;
  DenseMap<const DIType *, Vertex> Index;

  Vertex vertexOf(const DIType *T) {
    auto [It, New] = Index.try_emplace(T, 0);
    if (New)
      It->second = boost::add_vertex(T, G);
    return It->second;
  }

  /// The types T's layout depends on.
  static std::vector<const DIType *> children(const DIType *T) {
    std::vector<const DIType *> Out;
    if (isPointer(T)) {
      const DIType *P = strip(cast<DIDerivedType>(T)->getBaseType());
      if (P && !isa<DISubroutineType>(P))
        Out.push_back(P);
    } else if (auto *C = dyn_cast<DICompositeType>(T)) {
      if (C->getTag() == dwarf::DW_TAG_array_type) {
        if (const DIType *E = strip(C->getBaseType()))
          Out.push_back(E);
      } else {
        for (const DIDerivedType *M : isEnumLike(C) ? variantMembers(C) : members(C))
          if (const DIType *B = strip(M->getBaseType()))
            Out.push_back(B);
      }
    }
    return Out;
  }

  explicit TypeGraph(const DIType *Root) {
    std::vector<const DIType *> Work{Root};
    vertexOf(Root);
    DenseSet<const DIType *> Seen{Root};
    while (!Work.empty()) {
      const DIType *T = Work.back();
      Work.pop_back();
      Vertex V = vertexOf(T);
      for (const DIType *C : children(T)) {
        boost::add_edge(V, vertexOf(C), G);
        if (Seen.insert(C).second)
          Work.push_back(C);
      }
    }
  }
};

/// Records the edges that close cycles during a depth-first search.
struct BackEdgeRecorder : boost::default_dfs_visitor {
  std::set<Edge> *BackEdges;
  explicit BackEdgeRecorder(std::set<Edge> *B) : BackEdges(B) {}
  void back_edge(Edge E, const Graph &) { BackEdges->insert(E); }
};

struct NotBackEdge {
  const std::set<Edge> *BackEdges = nullptr;
  bool operator()(const Edge &E) const { return !BackEdges->count(E); }
};

uint64_t bytes(const DIType *T) { return T ? T->getSizeInBits() / 8 : 0; }

/// The ABI alignment the target gives a primitive of debug type B: rustc
/// writes no alignment for primitives, and e.g. u128 is aligned to 16 on
/// x86-64 and nvptx64 but to 8 on amdgcn (each target's data layout).
uint64_t primitiveAlign(const DIBasicType *B, const DataLayout &DL) {
  uint64_t Bits = B->getSizeInBits();
  if (Bits == 0)
    return 1;
  LLVMContext &Ctx = B->getContext();
  Type *Ty = nullptr;
  if (B->getEncoding() == dwarf::DW_ATE_float)
    Ty = Bits == 16    ? Type::getHalfTy(Ctx)
         : Bits == 32  ? Type::getFloatTy(Ctx)
         : Bits == 64  ? Type::getDoubleTy(Ctx)
         : Bits == 128 ? Type::getFP128Ty(Ctx)
                       : nullptr;
  if (!Ty)
    Ty = IntegerType::get(Ctx, Bits);
  return DL.getABITypeAlign(Ty).value();
}

std::string joinField(StringRef Outer, StringRef Inner) {
  if (Inner.empty())
    return Outer.str();
  if (Inner.starts_with("["))
    return (Outer + Inner).str();
  return (Outer + "." + Inner).str();
}

void fillPadding(TypeTree &T) {
  std::stable_sort(T.Entries.begin(), T.Entries.end(),
                   [](const TypeTreeEntry &A, const TypeTreeEntry &B) {
                     return A.Offset < B.Offset;
                   });
  std::vector<TypeTreeEntry> Out;
  uint64_t Cursor = 0;
  auto PadTo = [&](uint64_t Offset) {
    if (Offset <= Cursor)
      return;
    TypeTreeEntry P;
    P.Offset = Cursor;
    P.Kind = LeafKind::Padding;
    P.Size = Offset - Cursor;
    Out.push_back(P);
  };
  for (TypeTreeEntry &E : T.Entries) {
    if (E.Kind == LeafKind::Padding)
      continue;
    PadTo(E.Offset);
    uint64_t End = E.Offset + (E.Count - 1) * E.Stride + E.Size;
    Cursor = std::max(Cursor, End);
    Out.push_back(std::move(E));
  }
  PadTo(T.Size);
  T.Entries = std::move(Out);
}

/// The largest power of two that divides N (N > 0).
uint64_t largestPowerOfTwoDividing(uint64_t N) { return N & (~N + 1); }

/// More entries than this and an array is summarized as one Anything leaf.
constexpr size_t MaxEntries = 4096;

class TreeBuilder {
public:
  TreeBuilder(TypeGraph &TG, const std::set<Edge> &BackEdges,
              const Conventions &Conv,
              const DataLayout &DL)
      : TG(TG), BackEdges(BackEdges), Conv(Conv), DL(DL) {}

  Error build(Vertex V) {
    const DIType *T = TG.G[V];
    auto Tree = std::make_shared<TypeTree>();
    Tree->Size = bytes(T);
    Tree->Align = T->getAlignInBits() / 8;
    // An alignment the debug info gives is the type's (rustc writes its
    // layout's for every composite: 1 for `#[repr(packed)]`, N for
    // `packed(N)`, whatever its members' types ask for); one it leaves out
    // is computed from the parts below (InferAlign).
    InferAlign = !Tree->Align;
    if (!Tree->Align) {
      if (auto *B = dyn_cast<DIBasicType>(T))
        Tree->Align = primitiveAlign(B, DL);
      else if (isPointer(T))
        Tree->Align = DL.getPointerABIAlignment(0).value();
      else
        Tree->Align = 1; // raised from the parts' below
    }
    auto Leaf = [&](LeafKind K, uint64_t Size) {
      TypeTreeEntry E;
      E.Kind = K;
      E.Size = Size;
      Tree->Entries.push_back(E);
    };

    if (auto *B = dyn_cast<DIBasicType>(T)) {
      if (Tree->Size == 0)
        ; // unit and other zero-sized types: no bytes
      else if (B->getEncoding() == dwarf::DW_ATE_float)
        Leaf(Tree->Size == 2   ? LeafKind::Half
             : Tree->Size == 4 ? LeafKind::Float
             : Tree->Size == 8 ? LeafKind::Double
                               : LeafKind::Anything,
             Tree->Size);
      else
        Leaf(LeafKind::Integer, Tree->Size);
    } else if (isPointer(T)) {
      TypeTreeEntry E;
      E.Kind = LeafKind::Pointer;
      E.Size = Tree->Size ? Tree->Size : 8;
      Tree->Size = E.Size;
      Tree->Align = E.Size;
      for (auto [It, End] = boost::out_edges(V, TG.G); It != End; ++It) {
        const DIType *P = TG.G[boost::target(*It, TG.G)];
        if (BackEdges.count(*It))
          E.RecursiveType = P->getName().str();
        else
          E.Pointee = Trees.lookup(P);
      }
      Tree->Entries.push_back(std::move(E));
      Tree->HoldsPointer = true;
    } else if (auto *C = dyn_cast<DICompositeType>(T)) {
      if (C->getTag() == dwarf::DW_TAG_enumeration_type) {
        Leaf(LeafKind::Integer, Tree->Size);
      } else if (C->getTag() == dwarf::DW_TAG_array_type) {
        if (Error E = buildArray(*C, *Tree))
          return E;
      } else if (isEnumLike(C)) {
        if (Tree->Size)
          Leaf(LeafKind::Anything, Tree->Size);
        for (const DIDerivedType *M : variantMembers(C)) {
          std::shared_ptr<const TypeTree> V = Trees.lookup(strip(M->getBaseType()));
          merge(*Tree, V,
                C->getTag() == dwarf::DW_TAG_union_type
                    ? M->getName().str()
                    : "<" + M->getName().str() + ">",
                0);
          // The variants' bytes are one Anything leaf here.
          Tree->HiddenAtomics |= V && V->hasAtomics();
        }
      } else {
        Tree->InteriorMutable = Conv.isInteriorMutable(C);
        for (const DIDerivedType *M : members(C)) {
          const DIType *MT = strip(M->getBaseType());
          std::shared_ptr<const TypeTree> Sub = Trees.lookup(MT);
          if (!Sub)
            continue;
          uint64_t Offset = M->getOffsetInBits() / 8;
          merge(*Tree, Sub, M->getName(), Offset);
          for (const TypeTreeEntry &E : Sub->Entries) {
            if (E.Kind == LeafKind::Padding)
              continue;
            TypeTreeEntry Copy = E;
            Copy.Offset += Offset;
            Copy.Field = joinField(M->getName(), E.Field);
            Tree->Entries.push_back(std::move(Copy));
          }
        }
        if (Conv.isAtomic(C))
          for (TypeTreeEntry &E : Tree->Entries)
            E.Atomic = E.Kind != LeafKind::Padding;
        fillPadding(*Tree);
        // A size that is no multiple of the inferred alignment: the
        // structure is packed (clang writes no alignment for
        // `__attribute__((packed))`), aligned to what the size allows.
        if (InferAlign && Tree->Size)
          Tree->Align = std::min(Tree->Align, largestPowerOfTwoDividing(Tree->Size));
      }
    } else if (Tree->Size) {
      Leaf(LeafKind::Anything, Tree->Size);
    }
    Trees[T] = std::move(Tree);
    return Error::success();
  }

  DenseMap<const DIType *, std::shared_ptr<const TypeTree>> Trees;

private:
  /// Folds what a part (member, element, variant) at byte Offset holds into
  /// its container: the summary flags and, when the debug info gives the
  /// container no alignment (InferAlign), an alignment at least the
  /// part's, as far as the part's offset allows (a member at an offset that
  /// is no multiple of its alignment is in a packed structure, which is
  /// aligned to less).
  void merge(TypeTree &Into, const std::shared_ptr<const TypeTree> &Part,
             StringRef Field, uint64_t Offset) {
    if (!Part)
      return;
    if (InferAlign)
      Into.Align = std::max(Into.Align,
                            Offset ? std::min(Part->Align, largestPowerOfTwoDividing(Offset))
                                   : Part->Align);
    Into.InteriorMutable |= Part->InteriorMutable;
    Into.HiddenAtomics |= Part->HiddenAtomics;
    if (Part->HoldsPointer && !Into.HoldsPointer) {
      Into.HoldsPointer = true;
      Into.PointerField = joinField(Field, Part->PointerField);
    }
  }

  Error buildArray(const DICompositeType &C, TypeTree &Tree) {
    const DIType *Elem = strip(C.getBaseType());
    std::shared_ptr<const TypeTree> E = Trees.lookup(Elem);
    uint64_t N = 1;
    for (const DINode *D : C.getElements())
      if (auto *R = dyn_cast_or_null<DISubrange>(D)) {
        auto *Count = dyn_cast_if_present<ConstantInt *>(R->getCount());
        if (!Count)
          return createStringError("array type '" + C.getName() +
                                   "' has no static length");
        N *= Count->getZExtValue();
      }
    if (!E || N == 0)
      return Error::success();
    merge(Tree, E, "[]", 0);
    uint64_t ElemSize = E->Size;
    if (Tree.Size == 0)
      Tree.Size = N * ElemSize;
    bool Simple = llvm::all_of(E->Entries, [](const TypeTreeEntry &X) {
      return X.Count == 1;
    });
    if (E->Entries.size() == 1 && !Simple &&
        E->Entries[0].Count * E->Entries[0].Stride == ElemSize) {
      TypeTreeEntry X = E->Entries[0];
      X.Count *= N;
      X.Field = joinField("[]", X.Field);
      Tree.Entries.push_back(std::move(X));
      return Error::success();
    }
    if (Simple) {
      for (const TypeTreeEntry &X : E->Entries) {
        TypeTreeEntry Copy = X;
        if (N > 1) {
          Copy.Count = N;
          Copy.Stride = ElemSize;
        }
        Copy.Field = joinField("[]", X.Field);
        Tree.Entries.push_back(std::move(Copy));
      }
      return Error::success();
    }
    if (N * E->Entries.size() > MaxEntries) {
      Tree.HiddenAtomics |= E->hasAtomics();
      TypeTreeEntry Any;
      Any.Kind = LeafKind::Anything;
      Any.Size = Tree.Size;
      Tree.Entries.push_back(std::move(Any));
      return Error::success();
    }
    for (uint64_t I = 0; I < N; ++I)
      for (const TypeTreeEntry &X : E->Entries) {
        TypeTreeEntry Copy = X;
        Copy.Offset += I * ElemSize;
        Copy.Field = joinField("[" + std::to_string(I) + "]", X.Field);
        Tree.Entries.push_back(std::move(Copy));
      }
    return Error::success();
  }

  /// The type being built has no alignment in the debug info.
  bool InferAlign = false;
  TypeGraph &TG;
  const std::set<Edge> &BackEdges;
  const Conventions &Conv;
  const DataLayout &DL;
};

} // namespace

Expected<std::shared_ptr<const TypeTree>> typeTreeOf(const DIType *T,
                                                     const DataLayout &DL,
                                                     const Conventions &Conv) {
  T = strip(T);
  if (!T)
    return createStringError("a type without debug info");
  TypeGraph TG(T);
  std::set<Edge> BackEdges;
  std::vector<boost::default_color_type> Colors(boost::num_vertices(TG.G));
  boost::depth_first_visit(
      TG.G, TG.vertexOf(T), BackEdgeRecorder(&BackEdges),
      boost::make_iterator_property_map(Colors.begin(),
                                        boost::get(boost::vertex_index, TG.G)));
  // Children before parents: topological_sort writes reverse topological
  // order of the acyclic graph that remains without the back edges.
  boost::filtered_graph<Graph, NotBackEdge> Acyclic(TG.G, NotBackEdge{&BackEdges});
  std::vector<Vertex> Order;
  boost::topological_sort(Acyclic, std::back_inserter(Order));
  TreeBuilder B(TG, BackEdges, Conv, DL);
  for (Vertex V : Order)
    if (Error E = B.build(V))
      return E;
  return B.Trees.lookup(T);
}

} // namespace offload::layout
