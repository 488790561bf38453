//===- RustdocJson.cpp - Parsing rustdoc's JSON ---------------------------===//
//
// A SAX builder that drops, while parsing, what the public-paths table
// never reads (see RustdocJson.h).
//
//===----------------------------------------------------------------------===//
#include "RustdocJson.h"

#include "offload/support/Diagnostic.h"

#include <vector>

using namespace llvm;

namespace offload::rust::rustdoc {

namespace {

/// Whether the value of key Key, Depth containers deep, is kept only as an
/// empty object: a function's `inner.function` (its signature and generics
/// are never read; that it is a function is).
bool hollowed(size_t Depth, const std::string &Key) {
  return Depth == 4 && Key == "function";
}

/// Whether the value of key Key, Depth containers deep (1: a member of the
/// document), is never read here. Dropping these while parsing keeps the
/// document of core small: an item's docs, span and links (depth 3:
/// document -> "index" -> item), and the bodies of item kinds that are
/// never types or modules (depth 4: item -> "inner"; such an item keeps an
/// empty `inner`). No other member of the document has keys of these names
/// at these depths.
bool dropped(size_t Depth, const std::string &Key) {
  if (Depth == 3)
    return Key == "docs" || Key == "span" || Key == "links" ||
           Key == "deprecation";
  if (Depth == 4)
    return Key == "impl" || Key == "assoc_type" ||
           Key == "assoc_const" || Key == "struct_field" || Key == "constant" ||
           Key == "static" || Key == "variant" || Key == "macro" ||
           Key == "proc_macro" || Key == "extern_crate";
  return false;
}

/// Builds the document, leaving out the values `dropped` names. (nlohmann's
/// own parser callback does this too, but erases each dropped value with a
/// scan of the enclosing object: quadratic on `index`.) Records where and
/// why a parse failed.
class FilteringBuilder : public nlohmann::json_sax<json> {
public:
  bool null() override { return value(nullptr); }
  bool boolean(bool B) override { return value(B); }
  bool number_integer(number_integer_t V) override { return value(V); }
  bool number_unsigned(number_unsigned_t V) override { return value(V); }
  bool number_float(number_float_t V, const string_t &) override {
    return value(V);
  }
  bool string(string_t &S) override { return value(std::move(S)); }
  bool binary(binary_t &) override { return true; }
  bool start_object(std::size_t) override { return open(json::object()); }
  bool start_array(std::size_t) override { return open(json::array()); }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }
  bool key(string_t &K) override {
    if (Skipping)
      return true;
    if (dropped(Stack.size(), K)) {
      SkipNext = true;
      return true;
    }
    HollowNext = hollowed(Stack.size(), K);
    PendingKey = std::move(K);
    return true;
  }
  bool parse_error(std::size_t Position, const std::string &,
                   const nlohmann::detail::exception &Ex) override {
    ErrorOffset = Position ? Position - 1 : 0;
    // nlohmann's message is "[json.exception.parse_error.101] parse error at
    // line 1, column 2: syntax error while parsing value - ..."; keep the
    // part after the position, which the diagnostic prints itself.
    StringRef What = Ex.what();
    size_t Colon = What.find(": ");
    ErrorMessage =
        (Colon == StringRef::npos ? What : What.drop_front(Colon + 2)).str();
    return false;
  }

  json Root;
  size_t ErrorOffset = 0;
  std::string ErrorMessage;

private:
  /// Where a new value goes (not called while skipping).
  json *place() {
    if (Stack.empty())
      return &Root;
    json &Parent = *Stack.back();
    if (Parent.is_array()) {
      Parent.push_back(nullptr);
      return &Parent.back();
    }
    return &Parent[PendingKey];
  }
  template <typename T> bool value(T &&V) {
    if (Skipping)
      return true;
    if (SkipNext) {
      SkipNext = false;
      return true;
    }
    if (HollowNext) {
      HollowNext = false;
      *place() = json::object();
      return true;
    }
    *place() = std::forward<T>(V);
    return true;
  }
  bool open(json Empty) {
    if (Skipping) {
      ++Skipping;
      return true;
    }
    if (SkipNext) {
      SkipNext = false;
      Skipping = 1;
      return true;
    }
    if (HollowNext) { // kept as an empty object, its contents skipped
      HollowNext = false;
      *place() = json::object();
      Skipping = 1;
      return true;
    }
    json *Slot = place();
    *Slot = std::move(Empty);
    Stack.push_back(Slot);
    return true;
  }
  bool close() {
    if (Skipping)
      --Skipping;
    else
      Stack.pop_back();
    return true;
  }

  /// The open containers (pointers stay valid: an array only grows at its
  /// end while its last element is not open, and std::map nodes stay put).
  std::vector<json *> Stack;
  std::string PendingKey;
  bool SkipNext = false;
  bool HollowNext = false;
  unsigned Skipping = 0; ///< depth inside a dropped container
};

} // namespace

Expected<json> parse(StringRef JsonText, StringRef JsonName) {
  FilteringBuilder Builder;
  if (!json::sax_parse(JsonText.begin(), JsonText.end(), &Builder,
                       nlohmann::detail::input_format_t::json,
                       /*strict=*/true, /*ignore_comments=*/false)) {
    auto [Line, Column] = lineAndColumn(JsonText, Builder.ErrorOffset);
    return makeDiagnostic(JsonName, Line, Column, Builder.ErrorMessage);
  }
  return std::move(Builder.Root);
}

} // namespace offload::rust::rustdoc
