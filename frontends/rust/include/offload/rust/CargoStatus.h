//===- offload/rust/CargoStatus.h - Status lines ----------------*- C++ -*-===//
//
// Status lines as Cargo prints its own, on the terminal `cargo offload`
// runs in (OFFLOAD_STATUS_FD, inherited through Cargo, rustc and
// offload-link, which capture the linker's output), else stderr.
// OFFLOAD_VERBOSE=1 prints every command.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_RUST_CARGOSTATUS_H
#define OFFLOAD_RUST_CARGOSTATUS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/raw_ostream.h"

namespace offload::rust::cargo {

/// Where status lines go (see the file comment).
llvm::raw_fd_ostream &statusStream();

/// Whether OFFLOAD_VERBOSE=1 (print every command).
bool verbose();

/// A status line as Cargo prints one: Verb right-aligned in 12 columns,
/// bold green on a terminal, then Message.
void status(llvm::StringRef Verb, const llvm::Twine &Message);

} // namespace offload::rust::cargo

#endif
