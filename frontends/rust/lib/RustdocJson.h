//===- RustdocJson.h - rustdoc's JSON output --------------------*- C++ -*-===//
//
// Parsing rustdoc's JSON without the members the public-paths table never
// reads, and typed access to the members it does. Private to OffloadRust.
//
//===----------------------------------------------------------------------===//
#ifndef OFFLOAD_RUST_LIB_RUSTDOCJSON_H
#define OFFLOAD_RUST_LIB_RUSTDOCJSON_H

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace offload::rust::rustdoc {

using json = nlohmann::json;

/// The document JsonText holds, without docs, spans, links and the bodies
/// of items that are never types or modules (a function keeps an empty
/// `inner.function`). Errors (DiagnosticError at JsonName:line:col): not
/// JSON.
llvm::Expected<json> parse(llvm::StringRef JsonText, llvm::StringRef JsonName);

/// The largest item id accepted (rustdoc's Id is a u32; the two largest
/// values are DenseMap's reserved keys).
inline constexpr uint64_t MaxId = 0xfffffffd;

/// An item id (a JSON number), std::nullopt for anything else.
inline std::optional<uint32_t> asId(const json *J) {
  if (!J)
    return std::nullopt;
  if (J->is_number_unsigned() && J->get<uint64_t>() <= MaxId)
    return static_cast<uint32_t>(J->get<uint64_t>());
  if (J->is_number_integer() && J->get<int64_t>() >= 0 &&
      static_cast<uint64_t>(J->get<int64_t>()) <= MaxId)
    return static_cast<uint32_t>(J->get<int64_t>());
  return std::nullopt;
}

/// An item id spelled as an object key (`index`, `paths`).
inline std::optional<uint32_t> idKey(llvm::StringRef Key) {
  uint64_t V;
  if (llvm::to_integer(Key, V, 10) && V <= MaxId)
    return static_cast<uint32_t>(V);
  return std::nullopt;
}

inline const json *member(const json &O, const char *Key) {
  if (!O.is_object())
    return nullptr;
  auto It = O.find(Key);
  return It == O.end() ? nullptr : &*It;
}

inline const std::string *stringMember(const json &O, const char *Key) {
  const json *J = member(O, Key);
  return J && J->is_string() ? &J->get_ref<const std::string &>() : nullptr;
}

} // namespace offload::rust::rustdoc

#endif
