//===- offload/support/Diagnostic.h - Located errors -----------*- C++ -*-===//
//
// Errors that point at a place in an input file, printed the way LLVM tools
// print them: `file:line:col: error: message`. Every library of the toolkit
// reports bad input through these, so a tool has one error path.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_SUPPORT_DIAGNOSTIC_H
#define OFFLOAD_SUPPORT_DIAGNOSTIC_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace offload {

/// A place related to an error, printed after it as `file:line:col: note:
/// message` (e.g. where the kernel an error is about is defined).
struct DiagnosticNote {
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
  std::string Message;
};

/// An error located in an input file. Line and Column are 1-based; a value
/// of 0 means "unknown" and is left out when printed (`file: error: ...`).
class DiagnosticError : public llvm::ErrorInfo<DiagnosticError> {
public:
  static char ID;
  DiagnosticError(std::string File, unsigned Line, unsigned Column,
                  std::string Message, std::vector<DiagnosticNote> Notes = {})
      : File(std::move(File)), Line(Line), Column(Column),
        Message(std::move(Message)), Notes(std::move(Notes)) {}

  /// Prints `file:line:col: message` (no severity), then each note on a
  /// line of its own.
  void log(llvm::raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }

  /// `file:line:col` (or a shorter prefix when line or column are unknown).
  std::string location() const;

  std::string File;
  unsigned Line;
  unsigned Column;
  std::string Message;
  std::vector<DiagnosticNote> Notes;
};

/// Diagnostics another program printed (offload-lower's, under cargo
/// offload), passed on as they are: reportErrors prints Text verbatim.
class PrintedDiagnostics : public llvm::ErrorInfo<PrintedDiagnostics> {
public:
  static char ID;
  explicit PrintedDiagnostics(std::string Text) : Text(std::move(Text)) {}
  void log(llvm::raw_ostream &OS) const override { OS << Text; }
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }
  std::string Text;
};

/// Creates a DiagnosticError.
llvm::Error makeDiagnostic(llvm::StringRef File, unsigned Line,
                           unsigned Column, const llvm::Twine &Message,
                           std::vector<DiagnosticNote> Notes = {});

/// Converts a 0-based byte offset in Text into a 1-based (line, column).
std::pair<unsigned, unsigned> lineAndColumn(llvm::StringRef Text,
                                            size_t Offset);

/// S made safe to echo in a one-line message: control and non-ASCII bytes
/// escaped as \xNN, and cut after Max bytes with "..." (so a 1 MB type
/// name does not become a 1 MB diagnostic).
std::string printable(llvm::StringRef S, size_t Max = 160);

/// Prints every error in E to OS (stderr by default), LLVM style: a
/// DiagnosticError as `file:line:col: error: message`, any other error as
/// `Tool: error: message`. Consumes E.
void reportErrors(llvm::Error E, llvm::StringRef Tool);
void reportErrors(llvm::Error E, llvm::StringRef Tool, llvm::raw_ostream &OS);

/// Prints every error in E to OS as reportErrors does, but as warnings
/// (`file:line:col: warning: message`, `Tool: warning: ...`), and appends
/// the same without colors to Plain. Returns the first on one line
/// (`file:line:col: message`), with ` (and N more)` when there are more.
/// Consumes E.
std::string reportWarnings(llvm::Error E, llvm::StringRef Tool, llvm::raw_ostream &OS,
                           std::string &Plain);

} // namespace offload

#endif
