//===- Diagnostic.cpp - Located errors ------------------------------------===//
#include "offload/support/Diagnostic.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileOutputBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace llvm;

namespace offload {

char DiagnosticError::ID = 0;
char PrintedDiagnostics::ID = 0;

static std::string locationOf(StringRef File, unsigned Line, unsigned Column) {
  std::string S = File.str();
  if (Line) {
    S += ":" + std::to_string(Line);
    if (Column)
      S += ":" + std::to_string(Column);
  }
  return S;
}

std::string DiagnosticError::location() const {
  return locationOf(File, Line, Column);
}

void DiagnosticError::log(raw_ostream &OS) const {
  OS << location() << ": " << Message;
  for (const DiagnosticNote &N : Notes)
    OS << "\n" << locationOf(N.File, N.Line, N.Column) << ": note: " << N.Message;
}

Error makeDiagnostic(StringRef File, unsigned Line, unsigned Column,
                     const Twine &Message, std::vector<DiagnosticNote> Notes) {
  return make_error<DiagnosticError>(File.str(), Line, Column, Message.str(),
                                     std::move(Notes));
}

std::pair<unsigned, unsigned> lineAndColumn(StringRef Text, size_t Offset) {
  Offset = std::min(Offset, Text.size());
  unsigned Line = 1, Column = 1;
  for (size_t I = 0; I < Offset; ++I) {
    if (Text[I] == '\n') {
      ++Line;
      Column = 1;
    } else {
      ++Column;
    }
  }
  return {Line, Column};
}

std::string printable(StringRef S, size_t Max) {
  std::string Out;
  for (size_t I = 0; I < S.size(); ++I) {
    if (Out.size() >= Max) {
      Out += "...";
      break;
    }
    unsigned char C = S[I];
    if (C >= 0x20 && C < 0x7f) {
      Out += static_cast<char>(C);
    } else {
      static const char Hex[] = "0123456789abcdef";
      Out += "\\x";
      Out += Hex[C >> 4];
      Out += Hex[C & 15];
    }
  }
  return Out;
}

void reportErrors(Error E, StringRef Tool) { reportErrors(std::move(E), Tool, errs()); }

/// One error of reportErrors / reportWarnings, LLVM style.
static void printOne(const ErrorInfoBase &EI, StringRef Tool, raw_ostream &OS, bool Warning) {
  auto Severity = [&](StringRef Prefix) -> raw_ostream & {
    return Warning ? WithColor::warning(OS, Prefix) : WithColor::error(OS, Prefix);
  };
  if (EI.isA<DiagnosticError>()) {
    const auto *D = static_cast<const DiagnosticError *>(&EI);
    WithColor(OS, raw_ostream::SAVEDCOLOR, /*Bold=*/true) << D->location() << ": ";
    Severity("") << D->Message << "\n";
    for (const DiagnosticNote &N : D->Notes) {
      WithColor(OS, raw_ostream::SAVEDCOLOR, /*Bold=*/true)
          << locationOf(N.File, N.Line, N.Column) << ": ";
      WithColor::note(OS, "") << N.Message << "\n";
    }
    return;
  }
  if (EI.isA<PrintedDiagnostics>()) {
    StringRef Text = static_cast<const PrintedDiagnostics &>(EI).Text;
    OS << Text << (Text.ends_with("\n") ? "" : "\n");
    return;
  }
  Severity(Tool) << EI.message() << "\n";
}

void reportErrors(Error E, StringRef Tool, raw_ostream &OS) {
  handleAllErrors(std::move(E),
                  [&](const ErrorInfoBase &EI) { printOne(EI, Tool, OS, /*Warning=*/false); });
}

std::string reportWarnings(Error E, StringRef Tool, raw_ostream &OS, std::string &Plain) {
  std::string First;
  unsigned Count = 0;
  raw_string_ostream PlainOS(Plain);
  handleAllErrors(std::move(E), [&](const ErrorInfoBase &EI) {
    printOne(EI, Tool, OS, /*Warning=*/true);
    printOne(EI, Tool, PlainOS, /*Warning=*/true);
    if (Count++ == 0) {
      if (EI.isA<DiagnosticError>()) {
        const auto &D = static_cast<const DiagnosticError &>(EI);
        First = D.location() + ": " + D.Message;
      } else {
        First = EI.message();
      }
    }
  });
  if (Count > 1)
    First += " (and " + std::to_string(Count - 1) + " more)";
  return First;
}

} // namespace offload
