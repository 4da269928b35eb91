#include "report/run_info.h"

#include <fmt/format.h>

namespace report {

std::string waiver_scope(const audit::Waiver& w) {
  std::string scope(engine::rule_id(w.rule));
  if (!w.table.empty()) scope += fmt::format(", table '{}'", w.table);
  if (!w.hand_id.empty()) scope += fmt::format(", hand {}", w.hand_id);
  if (!w.player.empty()) scope += fmt::format(", player '{}'", w.player);
  return scope;
}

}  // namespace report
