//===- JsonPositions.cpp - JSON values and where they start ---------------===//
//
// A SAX handler over nlohmann's parser that builds the document and counts
// the bytes consumed before each value.
//
//===----------------------------------------------------------------------===//
#include "JsonPositions.h"
#include "offload/support/Diagnostic.h"

#include <iterator>
#include <vector>

using namespace llvm;

namespace offload::manifest {

namespace {

constexpr size_t MaxDepth = 64;

/// An input iterator over a buffer that counts the characters consumed, so
/// the SAX handler knows where the parser is.
struct CountingIterator {
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char *;
  using reference = const char &;

  const char *P = nullptr;
  size_t *Consumed = nullptr;
  reference operator*() const { return *P; }
  CountingIterator &operator++() {
    ++P;
    ++*Consumed;
    return *this;
  }
  CountingIterator operator++(int) {
    CountingIterator Old = *this;
    ++*this;
    return Old;
  }
  bool operator==(const CountingIterator &O) const { return P == O.P; }
  bool operator!=(const CountingIterator &O) const { return P != O.P; }
};


class DomBuilder : public nlohmann::json_sax<json> {
public:
  /// Records the position of values nested at most RecordDepth deep (the
  /// root is depth 0): the instances need theirs; all values' positions are
  /// only wanted again to locate an error.
  DomBuilder(StringRef Text, const size_t &Consumed, PositionMap &Positions,
             size_t RecordDepth)
      : Positions(Positions), Text(Text), Consumed(Consumed),
        RecordDepth(RecordDepth) {}

  bool null() override { return value(nullptr); }
  bool boolean(bool B) override { return value(B); }
  bool number_integer(number_integer_t V) override { return value(V); }
  bool number_unsigned(number_unsigned_t V) override { return value(V); }
  bool number_float(number_float_t V, const string_t &) override {
    return value(V);
  }
  bool string(string_t &S) override { return value(std::move(S)); }
  bool binary(binary_t &) override { return fail("binary values are not JSON"); }
  bool start_object(std::size_t) override {
    return open(json::object());
  }
  bool key(string_t &K) override {
    json &Obj = *Stack.back();
    if (Obj.contains(K))
      return fail("duplicate key '" + K + "'");
    PendingKey = K;
    PrevEnd = Consumed;
    return true;
  }
  bool end_object() override {
    close();
    PrevEnd = Consumed;
    return true;
  }
  bool start_array(std::size_t) override { return open(json::array()); }
  bool end_array() override {
    close();
    PrevEnd = Consumed;
    return true;
  }
  bool parse_error(std::size_t Position, const std::string &LastToken,
                   const nlohmann::detail::exception &Ex) override {
    // Point at the character where the parser gave up.
    ErrorOffset = Position ? Position - 1 : 0;
    // nlohmann's message is "[json.exception.parse_error.101] parse error at
    // line 1, column 2: syntax error while parsing value - ..."; keep the
    // part after the position, which we print ourselves.
    StringRef What = Ex.what();
    size_t Colon = What.find(": ");
    StringRef Msg = Colon == StringRef::npos ? What : What.drop_front(Colon + 2);
    // Drop nlohmann's "; last read: '...'": we print the position instead.
    size_t Last = Msg.find("; last read: ");
    if (Last != StringRef::npos) {
      size_t Next = Msg.find("; ", Last + 2);
      ErrorMessage = (Msg.take_front(Last) +
                      (Next == StringRef::npos ? StringRef() : Msg.drop_front(Next)))
                         .str();
    } else {
      ErrorMessage = Msg.str();
    }
    return false;
  }

  json Root;
  PositionMap &Positions;
  std::string ErrorMessage;
  size_t ErrorOffset = 0;

private:
  bool fail(std::string Message) {
    ErrorMessage = std::move(Message);
    ErrorOffset = tokenStart();
    return false;
  }

  /// Where the token just read began: the parser has consumed it already,
  /// so skip from the end of the previous event over blanks and the
  /// separators `:` and `,` (a number's one-character lookahead is always
  /// one of those, or a closing bracket that ends the previous event).
  size_t tokenStart() const {
    size_t I = PrevEnd;
    while (I < Text.size() && (Text[I] == ' ' || Text[I] == '\t' || Text[I] == '\n' ||
                               Text[I] == '\r' || Text[I] == ':' || Text[I] == ','))
      ++I;
    return I;
  }

  /// Places V in its parent and returns a pointer to where it now lives.
  json *place(json &&V) {
    size_t Start = tokenStart();
    PrevEnd = Consumed;
    if (Stack.empty()) {
      Root = std::move(V);
      Positions[""] = Start;
      return &Root;
    }
    json &Parent = *Stack.back();
    bool Record = Stack.size() <= RecordDepth;
    std::string Pointer;
    if (Record)
      Pointer = Paths.back() + "/" +
                (Parent.is_array() ? std::to_string(Parent.size()) : PendingKey);
    json *Slot;
    if (Parent.is_array()) {
      Parent.push_back(std::move(V));
      Slot = &Parent.back();
    } else {
      Slot = &(Parent[PendingKey] = std::move(V));
    }
    if (Record)
      Positions[Pointer] = Start;
    LastPointer = std::move(Pointer);
    return Slot;
  }
  bool value(json &&V) {
    place(std::move(V));
    return true;
  }
  bool open(json &&Empty) {
    if (Stack.size() >= MaxDepth)
      return fail("nesting deeper than " + std::to_string(MaxDepth) +
                  " levels");
    json *Slot = place(std::move(Empty));
    Paths.push_back(Stack.empty() ? std::string() : LastPointer);
    Stack.push_back(Slot);
    return true;
  }
  void close() {
    Stack.pop_back();
    Paths.pop_back();
  }

  StringRef Text;
  const size_t &Consumed;
  size_t RecordDepth;
  size_t PrevEnd = 0; ///< Consumed at the end of the previous event
  std::vector<json *> Stack;
  std::vector<std::string> Paths;
  std::string PendingKey;
  std::string LastPointer;
};

} // namespace

Error parseJSON(StringRef Text, StringRef FileName, size_t RecordDepth,
                json &Root, PositionMap &Positions) {
  size_t Consumed = 0;
  DomBuilder Builder(Text, Consumed, Positions, RecordDepth);
  CountingIterator Begin{Text.begin(), &Consumed};
  CountingIterator End{Text.end(), &Consumed};
  bool OK = json::sax_parse(Begin, End, &Builder, nlohmann::detail::input_format_t::json,
                            /*strict=*/true, /*ignore_comments=*/false);
  if (!OK) {
    auto [Line, Column] = lineAndColumn(Text, Builder.ErrorOffset);
    return makeDiagnostic(FileName, Line, Column, Builder.ErrorMessage);
  }
  Root = std::move(Builder.Root);
  return Error::success();
}

} // namespace offload::manifest
