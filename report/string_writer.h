// StringWriter: appends to a std::string through a raw cursor, for the JSON
// writers' hot path. std::string::append and push_back are compiled out of
// line (libstdc++ declares basic_string<char> an extern template) and check
// the capacity on each call; a converted hand is hundreds of short pieces.
//
// It offers the two calls of std::string the JSON appenders use
// (push_back(char), append(std::string_view)), so they are written once as
// templates over either sink (report/json_text.h), and append_pieces(), which
// writes a short run of pieces (a key, its quotes, a value) with a single
// check of the room.
#pragma once

#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>

namespace report {

// While a StringWriter lives it owns its string: the string is sized past
// the bytes written (the slack holds zeros) and is cut back to them when the
// writer is destroyed. Nothing else may read or change the string meanwhile.
class StringWriter {
 public:
  // `expected`: about how many bytes will be appended; room for them is made
  // at once, so that a good guess means a single allocation.
  StringWriter(std::string& out, std::size_t expected);
  ~StringWriter();
  StringWriter(const StringWriter&) = delete;
  StringWriter& operator=(const StringWriter&) = delete;

  void push_back(char c) {
    make_room(1);
    *cursor_++ = c;
  }

  void append(std::string_view s) {
    make_room(s.size());
    if (!s.empty()) std::memcpy(cursor_, s.data(), s.size());  // memcpy wants a non-null source
    cursor_ += s.size();
  }

  // Appends each piece (a char or a std::string_view) in turn. The cursor
  // stays in a register meanwhile: a store through char* may alias anything,
  // so separate appends would reload it (and the end) after each piece.
  template <typename... Pieces>
  void append_pieces(const Pieces&... pieces) {
    make_room((piece_size(pieces) + ...));
    char* p = cursor_;
    ((p = put(p, pieces)), ...);
    cursor_ = p;
  }

 private:
  static constexpr std::size_t piece_size(char) { return 1; }
  static constexpr std::size_t piece_size(std::string_view s) { return s.size(); }
  static char* put(char* p, char c) {
    *p = c;
    return p + 1;
  }
  static char* put(char* p, std::string_view s) {
    if (!s.empty()) std::memcpy(p, s.data(), s.size());
    return p + s.size();
  }

  void make_room(std::size_t n) {
    if (static_cast<std::size_t>(end_ - cursor_) < n) grow(n);
  }
  void grow(std::size_t n);

  std::string& out_;
  char* cursor_;  // the next byte to write
  char* end_;     // the end of the string's current size
};

}  // namespace report
