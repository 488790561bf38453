//===- JsonPositions.h - JSON values and where they start -------*- C++ -*-===//
//
// The manifest reader's JSON parsing: the document, and the byte offset
// where each value starts, for diagnostics at file:line:col.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_MANIFEST_JSONPOSITIONS_H
#define OFFLOAD_MANIFEST_JSONPOSITIONS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <map>
#include <string>

namespace offload::manifest {

using json = nlohmann::ordered_json;

/// Where each value of a document starts: JSON pointer -> byte offset.
using PositionMap = std::map<std::string, size_t>;

/// Parses Text (strict JSON; duplicate keys and nesting deeper than 64 are
/// errors) into Root, recording the positions of values up to RecordDepth
/// levels deep. Errors: a diagnostic at FileName's line and column.
llvm::Error parseJSON(llvm::StringRef Text, llvm::StringRef FileName, size_t RecordDepth,
                      json &Root, PositionMap &Positions);

} // namespace offload::manifest

#endif
