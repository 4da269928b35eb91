#include "cli/rooms_text.h"

#include <fmt/format.h>

#include <iterator>
#include <span>
#include <string_view>
#include <vector>

#include "parser/room_readers.h"
#include "parser/site_headers.h"
#include "validators/log_facts.h"

namespace cli {

namespace {

// A format read, by its report id and name, with what its log omits.
struct ReadFormat {
  std::string_view id;
  std::string_view name;
  std::span<const parser::RoomOmission> omissions;
};

std::vector<ReadFormat> read_formats() {
  std::vector<ReadFormat> out{{"pokerstars", "PokerStars", {}}, {"phh", "PHH", parser::phh_omissions()}};
  for (std::size_t f = 0; f < parser::kSiteFormatCount; ++f) {
    const auto format = static_cast<parser::SiteFormat>(f);
    if (!parser::room_is_read(format)) continue;
    const parser::SiteFormatInfo& info = parser::site_format_info(format);
    out.push_back({info.id, info.name, parser::room_omissions(format)});
  }
  return out;
}

// The first omission of `format` that `rule` needs, or nullptr.
const parser::RoomOmission* lacking(const ReadFormat& format, engine::Rule rule) {
  const engine::FactMask needed = validators::facts_needed(rule);
  for (const parser::RoomOmission& o : format.omissions)
    if (needed & engine::fact_bit(o.fact)) return &o;
  return nullptr;
}

}  // namespace

std::string uncheckable_on(engine::Rule rule) {
  std::string out;
  for (const ReadFormat& format : read_formats())
    if (const parser::RoomOmission* o = lacking(format, rule))
      fmt::format_to(std::back_inserter(out), "{}{}: {} is not written ({})", out.empty() ? "" : "\n", format.name,
                     engine::fact_description(o->fact), o->why);
  return out;
}

std::string rooms_table() {
  const std::vector<ReadFormat> formats = read_formats();
  std::string out = "| rule |";
  std::string rule_line = "|---|";
  for (const ReadFormat& f : formats) {
    fmt::format_to(std::back_inserter(out), " {} |", f.id);
    rule_line += "---|";
  }
  out += '\n';
  out += rule_line;
  out += '\n';
  for (int i = 0; i < engine::kRuleCount; ++i) {
    const auto rule = static_cast<engine::Rule>(i);
    fmt::format_to(std::back_inserter(out), "| {} |", engine::rule_id(rule));
    for (const ReadFormat& f : formats) {
      const parser::RoomOmission* o = lacking(f, rule);
      if (o == nullptr)
        out += " yes |";
      else
        fmt::format_to(std::back_inserter(out), " no: {} |", engine::fact_description(o->fact));
    }
    out += '\n';
  }
  return out;
}

}  // namespace cli
