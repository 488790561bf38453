//===- PublicPathsText.cpp - The text form of a public-paths table --------===//
//
// writePublicPaths and readPublicPaths: the table as the tab-separated
// records offload-manifest writes and the device roots read.
//
//===----------------------------------------------------------------------===//
#include "offload/rust/PublicPaths.h"

#include "ControlCharacters.h"

#include "offload/support/Diagnostic.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"

#include <algorithm>
#include <set>
#include <vector>

using namespace llvm;

namespace offload::rust {

std::string writePublicPaths(const PublicPaths &P) {
  std::string S = std::string(PublicPathsHeader) + "\n";
  if (!P.Crate.empty())
    S += "crate\t" + P.Crate + "\n";
  for (const auto &[D, Public] : P.Paths)
    S += "path\t" + D + "\t" + Public + "\n";
  for (const std::string &D : P.Unstable)
    S += "unstable\t" + D + "\n";
  for (const std::string &D : P.Unreachable)
    S += "unreachable\t" + D + "\n";
  std::vector<Alias> Sorted = P.Aliases;
  std::sort(Sorted.begin(), Sorted.end());
  for (const Alias &A : Sorted) {
    S += "alias\t" + A.Pattern + "\t" + A.Replacement;
    for (const std::string &Param : A.Params)
      S += "\t" + Param;
    S += "\n";
  }
  return S;
}

Expected<PublicPaths> readPublicPaths(StringRef Text, StringRef FileName) {
  PublicPaths P;
  SmallVector<StringRef, 0> Lines;
  Text.split(Lines, '\n');
  if (!Lines.empty() && Lines.back().empty())
    Lines.pop_back(); // the final line break
  if (Lines.empty() || Lines[0] != PublicPathsHeader) {
    StringRef First = Lines.empty() ? StringRef() : Lines[0];
    if (First.starts_with("offload-public-paths "))
      return makeDiagnostic(FileName, 1, 1,
                            "unsupported version '" + printable(First) +
                                "' (this reads '" + PublicPathsHeader + "')");
    return makeDiagnostic(FileName, 1, 1,
                          "not a public-paths table: the first line must be '" +
                              Twine(PublicPathsHeader) + "'");
  }
  bool HaveCrate = false;
  std::set<std::string> Patterns;
  for (size_t L = 1; L < Lines.size(); ++L) {
    unsigned LineNo = L + 1;
    StringRef Line = Lines[L];
    SmallVector<StringRef, 4> Fields;
    Line.split(Fields, '\t');
    // Columns are 1-based byte offsets of each field.
    std::vector<unsigned> Columns;
    unsigned Col = 1;
    for (StringRef F : Fields) {
      Columns.push_back(Col);
      Col += F.size() + 1;
    }
    for (size_t F = 0; F < Fields.size(); ++F) {
      if (Fields[F].empty())
        return makeDiagnostic(FileName, LineNo, Columns[F],
                              Line.empty() ? "empty line" : "empty field");
      for (size_t C = 0; C < Fields[F].size(); ++C)
        if (hasControl(Fields[F].substr(C, 1)))
          return makeDiagnostic(FileName, LineNo, Columns[F] + C,
                                "control character in a field");
    }
    StringRef Kind = Fields[0];
    auto Expect = [&](size_t N) -> Error {
      if (Fields.size() == N)
        return Error::success();
      return makeDiagnostic(FileName, LineNo, 1,
                            "a '" + Kind + "' record has " + Twine(N - 1) +
                                " field(s) after its name, not " +
                                Twine(Fields.size() - 1));
    };
    if (Kind == "crate") {
      if (Error E = Expect(2))
        return E;
      if (HaveCrate)
        return makeDiagnostic(FileName, LineNo, 1, "a second 'crate' record");
      HaveCrate = true;
      P.Crate = Fields[1].str();
    } else if (Kind == "path") {
      if (Error E = Expect(3))
        return E;
      if (!P.Paths.emplace(Fields[1].str(), Fields[2].str()).second)
        return makeDiagnostic(FileName, LineNo, Columns[1],
                              "'" + printable(Fields[1]) + "' is mapped twice");
    } else if (Kind == "unstable" || Kind == "unreachable") {
      if (Error E = Expect(2))
        return E;
      std::set<std::string> &Set =
          Kind == "unstable" ? P.Unstable : P.Unreachable;
      if (!Set.insert(Fields[1].str()).second)
        return makeDiagnostic(FileName, LineNo, Columns[1],
                              "'" + printable(Fields[1]) + "' is listed twice");
    } else if (Kind == "alias") {
      if (Fields.size() < 3)
        return makeDiagnostic(
            FileName, LineNo, 1,
            "an 'alias' record needs a pattern and a replacement");
      Alias A;
      A.Pattern = Fields[1].str();
      A.Replacement = Fields[2].str();
      for (size_t F = 3; F < Fields.size(); ++F)
        A.Params.push_back(Fields[F].str());
      if (!Patterns.insert(A.Pattern).second)
        return makeDiagnostic(FileName, LineNo, Columns[1],
                              "a second alias for '" + printable(A.Pattern) +
                                  "'");
      P.Aliases.push_back(std::move(A));
    } else {
      return makeDiagnostic(FileName, LineNo, 1,
                            "unknown record '" + printable(Kind) + "'");
    }
  }
  std::sort(P.Aliases.begin(), P.Aliases.end());
  return P;
}

} // namespace offload::rust
