// What the readers of JSON-like hands (IGT, The Big Game) share: the file
// position of a value, a parse-error at a value, and a member looked up with
// the kind it must have (a parse-error where it is missing or of another
// kind). Values are those of parser/json_tree.h, their offsets counted from
// `base` in the hand's text.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/finding.h"
#include "parser/json_tree.h"
#include "parser/text_positions.h"

namespace parser {

class JsonFields {
 public:
  JsonFields(std::string_view text, std::uint32_t line, std::uint32_t column, std::vector<engine::Finding>& findings)
      : text_(text), pos_(text, line, column), findings_(findings) {}

  engine::SourcePos at(const JsonValue& v) const { return pos_.at(base_ + v.offset); }
  engine::SourcePos at_offset(std::size_t offset) const { return pos_.at(offset); }
  // A parse-error at byte `offset` of the hand's text, or at value `v`;
  // false, for `return fail(...)`.
  bool fail(std::size_t offset, std::string message) {
    engine::Finding f;
    f.rule = engine::Rule::kParseError;
    f.pos = pos_.at(offset);
    f.message = std::move(message);
    if (offset < text_.size()) f.actual = engine::FindingValue::words(line_excerpt(text_.substr(offset)));
    findings_.push_back(std::move(f));
    return false;
  }
  bool fail(const JsonValue& v, std::string message) { return fail(base_ + v.offset, std::move(message)); }
  // The member `key` of `object` when it has the kind asked; nullptr (and a
  // parse-error, unless it is missing and not `required`) otherwise.
  const JsonValue* member(const JsonValue& object, std::string_view key, JsonValue::Kind kind, bool required = true) {
    const JsonValue* v = object.find(key);
    if (v == nullptr) {
      if (required) fail(object, std::string("the field \"").append(key).append("\" is missing"));
      return nullptr;
    }
    if (!v->is(kind)) {
      fail(*v, std::string("\"").append(key).append("\" must be ").append(json_kind_name(kind)));
      return nullptr;
    }
    return v;
  }

 protected:
  std::string_view text_;
  std::size_t base_ = 0;  // offset in text_ of the text the values were read from
  TextPositions pos_;
  std::vector<engine::Finding>& findings_;
};

}  // namespace parser
