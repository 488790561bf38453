//===- RustSpelling.cpp - Rust type spellings -----------------------------===//
#include "offload/rust/RustSpelling.h"
#include "offload/support/Diagnostic.h"

#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace offload::rust {

namespace {

constexpr size_t MaxDepth = 256;

bool isIdentStart(unsigned char C) { return isAlpha(C) || C == '_' || C >= 0x80; }
bool isIdentChar(unsigned char C) { return isAlnum(C) || C == '_' || C >= 0x80; }

Error tokenError(size_t Offset, const Twine &What) {
  return createStringError(What + " at byte " + Twine(Offset));
}

/// The length of the character constant that starts at S[0] == '\'', or 0
/// when S starts a lifetime instead.
size_t charConstantLength(StringRef S) {
  if (S.size() >= 2 && S[1] == '\\') {
    // An escape: '\n', '\'', '\u{1f600}' ... up to the closing quote.
    size_t End = S.find('\'', 3);
    return End == StringRef::npos ? StringRef::npos : End + 1;
  }
  // One character, which may take several UTF-8 bytes.
  size_t I = 1;
  if (I < S.size() && (unsigned char)S[I] >= 0x80) {
    ++I;
    while (I < S.size() && ((unsigned char)S[I] & 0xC0) == 0x80)
      ++I;
  } else {
    ++I;
  }
  return I < S.size() && S[I] == '\'' ? I + 1 : 0;
}

char closerOf(char Open) {
  switch (Open) {
  case '<': return '>';
  case '(': return ')';
  case '[': return ']';
  default: return '}';
  }
}

} // namespace

Expected<std::vector<SpellingToken>> tokenizeRustSpelling(StringRef S) {
  std::vector<SpellingToken> Out;
  std::string Open; // the brackets still open
  auto Push = [&](SpellingToken::Kind K, size_t At, size_t Len) {
    Out.push_back({K, S.substr(At, Len), At});
  };
  for (size_t I = 0; I < S.size();) {
    unsigned char C = S[I];
    if (C == ' ') {
      ++I;
      continue;
    }
    if (isIdentStart(C)) {
      size_t J = I + 1;
      while (J < S.size() && isIdentChar(S[J]))
        ++J;
      Push(SpellingToken::Ident, I, J - I);
      I = J;
      continue;
    }
    // A number, with the sign of a negative constant.
    if (isDigit(C) || (C == '-' && I + 1 < S.size() && isDigit(S[I + 1]))) {
      size_t J = I + 1;
      while (J < S.size() && (isAlnum(S[J]) || S[J] == '_'))
        ++J;
      Push(SpellingToken::Number, I, J - I);
      I = J;
      continue;
    }
    if (C == '\'') {
      size_t Len = charConstantLength(S.drop_front(I));
      if (Len == StringRef::npos)
        return tokenError(I, "unterminated character constant");
      if (Len) {
        Push(SpellingToken::Char, I, Len);
        I += Len;
        continue;
      }
      size_t J = I + 1;
      while (J < S.size() && isIdentChar(S[J]))
        ++J;
      if (J == I + 1)
        return tokenError(I, "a lone quote");
      Push(SpellingToken::Lifetime, I, J - I);
      I = J;
      continue;
    }
    if (C == '"') {
      size_t J = I + 1;
      while (J < S.size() && S[J] != '"')
        J += S[J] == '\\' ? 2 : 1;
      if (J >= S.size())
        return tokenError(I, "unterminated string constant");
      Push(SpellingToken::String, I, J + 1 - I);
      I = J + 1;
      continue;
    }
    if (C == '-' && I + 1 < S.size() && S[I + 1] == '>') {
      Push(SpellingToken::Arrow, I, 2);
      I += 2;
      continue;
    }
    if (C == ':' && I + 1 < S.size() && S[I + 1] == ':') {
      Push(SpellingToken::PathSep, I, 2);
      I += 2;
      continue;
    }
    if (StringRef("<([{").contains(C)) {
      if (Open.size() >= MaxDepth)
        return tokenError(I, "nesting deeper than " + Twine(MaxDepth) + " levels");
      Open.push_back(C);
      Push(SpellingToken::Open, I, 1);
      ++I;
      continue;
    }
    if (StringRef(">)]}").contains(C)) {
      if (Open.empty() || closerOf(Open.back()) != C)
        return tokenError(I, "'" + Twine(char(C)) + "' closes no bracket");
      Open.pop_back();
      Push(SpellingToken::Close, I, 1);
      ++I;
      continue;
    }
    if (StringRef(",;&*+=!#:.").contains(C)) {
      Push(SpellingToken::Punct, I, 1);
      ++I;
      continue;
    }
    return tokenError(I, "unexpected character '" + printable(S.substr(I, 1)) + "'");
  }
  if (!Open.empty())
    return createStringError("'" + Twine(Open.back()) + "' is never closed");
  return Out;
}

Expected<std::vector<std::string>> splitTopLevel(StringRef S) {
  Expected<std::vector<SpellingToken>> Tokens = tokenizeRustSpelling(S);
  if (!Tokens)
    return Tokens.takeError();
  std::vector<std::string> Parts;
  if (Tokens->empty())
    return Parts;
  int Depth = 0;
  size_t Start = 0;
  for (const SpellingToken &T : *Tokens) {
    if (T.K == SpellingToken::Open)
      ++Depth;
    else if (T.K == SpellingToken::Close)
      --Depth;
    else if (Depth == 0 && T.K == SpellingToken::Punct && T.Text == ",") {
      Parts.push_back(S.slice(Start, T.Offset).trim().str());
      Start = T.Offset + 1;
    }
  }
  Parts.push_back(S.drop_front(Start).trim().str());
  return Parts;
}

Expected<KernelPath> splitKernelPath(StringRef S) {
  S = S.trim();
  Expected<std::vector<SpellingToken>> Tokens = tokenizeRustSpelling(S);
  if (!Tokens)
    return Tokens.takeError();
  KernelPath P;
  // The generic list is the top-level `<` whose `>` is the last token, if
  // a path segment (not a leading qualified path `<T as Tr>::f`) precedes it.
  int Depth = 0;
  size_t ListOpen = StringRef::npos;
  for (size_t I = 0; I < Tokens->size(); ++I) {
    const SpellingToken &T = (*Tokens)[I];
    if (T.K == SpellingToken::Open) {
      if (Depth == 0 && T.Text == "<" && I > 0 &&
          ((*Tokens)[I - 1].K == SpellingToken::Ident ||
           (*Tokens)[I - 1].K == SpellingToken::PathSep))
        ListOpen = I;
      ++Depth;
    } else if (T.K == SpellingToken::Close) {
      --Depth;
    }
  }
  const SpellingToken *Last = Tokens->empty() ? nullptr : &Tokens->back();
  bool EndsInList = ListOpen != StringRef::npos && Last &&
                    Last->K == SpellingToken::Close && Last->Text == ">";
  // The `>` must close the list that ListOpen opened.
  if (EndsInList) {
    int D = 0;
    for (size_t I = ListOpen; I < Tokens->size(); ++I) {
      const SpellingToken &T = (*Tokens)[I];
      D += T.K == SpellingToken::Open ? 1 : T.K == SpellingToken::Close ? -1 : 0;
      if (D == 0 && I + 1 != Tokens->size())
        EndsInList = false;
      if (D == 0)
        break;
    }
  }
  if (!EndsInList) {
    P.Kernel = S.str();
    return P;
  }
  const SpellingToken &Opener = (*Tokens)[ListOpen];
  size_t PathEnd = Opener.Offset;
  if (ListOpen > 0 && (*Tokens)[ListOpen - 1].K == SpellingToken::PathSep)
    PathEnd = (*Tokens)[ListOpen - 1].Offset;
  P.Kernel = S.take_front(PathEnd).trim().str();
  Expected<std::vector<std::string>> Args =
      splitTopLevel(S.slice(Opener.Offset + 1, Last->Offset));
  if (!Args)
    return Args.takeError();
  P.GenericArgs = std::move(*Args);
  return P;
}

Expected<KernelPath> parseLaunchInstanceName(StringRef Demangled) {
  auto Bad = [&](const Twine &Why) {
    return createStringError("'" + printable(Demangled) +
                             "' is not a launch instance (expected "
                             "`...::launch::<Kernel, Signature>`): " + Why);
  };
  Expected<KernelPath> Whole = splitKernelPath(Demangled);
  if (!Whole)
    return Bad(toString(Whole.takeError()));
  if (Whole->GenericArgs.size() != 2)
    return Bad("it has " + Twine(Whole->GenericArgs.size()) +
               " generic arguments, not two");
  Expected<KernelPath> K = splitKernelPath(Whole->GenericArgs.front());
  if (!K)
    return Bad(toString(K.takeError()));
  return K;
}

Error checkPastable(StringRef S) {
  if (S.trim().empty())
    return createStringError("it is empty");
  if (S.contains("//") || S.contains("/*"))
    return createStringError("it contains a comment");
  Expected<std::vector<SpellingToken>> Tokens = tokenizeRustSpelling(S);
  if (!Tokens)
    return Tokens.takeError();
  for (size_t I = 0; I < Tokens->size(); ++I) {
    const SpellingToken &T = (*Tokens)[I];
    auto Refuse = [&](const Twine &Why) {
      return createStringError("'" + printable(T.Text) + "' at byte " +
                               Twine(T.Offset) + " " + Why);
    };
    switch (T.K) {
    case SpellingToken::Open:
    case SpellingToken::Close:
      if (T.Text == "{" || T.Text == "}")
        return Refuse("cannot be named in Rust source (closures, shims and "
                      "block constants have no path)");
      break;
    case SpellingToken::String:
      if (I == 0 || (*Tokens)[I - 1].Text != "extern")
        return Refuse("is a string constant, which cannot be a generic "
                      "argument of a stable Rust program");
      break;
    case SpellingToken::Punct:
      if (T.Text == "#" || T.Text == "." || T.Text == ":")
        return Refuse("is not part of a type or constant");
      break;
    default:
      break;
    }
  }
  return Error::success();
}

} // namespace offload::rust
