#include "api/baseline.h"

#include <algorithm>

namespace api {

namespace {

std::string joined(std::initializer_list<std::string_view> parts) {
  std::string key;
  for (const std::string_view part : parts) {
    key.append(part);
    key.push_back('\x1f');  // a unit separator: no log text holds one
  }
  return key;
}

// Leaves out of `findings` those whose numbered key `baseline` holds.
template <typename Findings, typename Key>
std::uint64_t drop_held(Findings& findings, const handaudit::Baseline& baseline, const Key& key_of) {
  if (baseline.keys.empty() || findings.empty()) return 0;
  KeyOrdinals ordinals;
  std::uint64_t dropped = 0;
  std::erase_if(findings, [&](const auto& f) {
    const bool held = baseline.keys.count(ordinals.next(key_of(f))) != 0;
    dropped += held ? 1 : 0;
    return held;
  });
  return dropped;
}

}  // namespace

std::string hand_finding_key(const FindingPlace& p) {
  const std::int64_t offset = static_cast<std::int64_t>(p.line) - static_cast<std::int64_t>(p.hand_line);
  return joined({"h", p.source, p.hand_id, p.rule, p.player, std::to_string(offset), std::to_string(p.column)});
}

std::string cross_hand_finding_key(const FindingPlace& p) {
  return joined({"t", p.source, p.hand_id, p.rule, p.player});
}

std::string KeyOrdinals::next(std::string key) {
  const int ordinal = seen_[key]++;
  return key + std::to_string(ordinal);
}

void drop_baselined(audit::HandReport& report, const handaudit::Baseline& baseline) {
  const auto key_of = [&](const engine::Finding& f) {
    return hand_finding_key({report.source, report.hand_id, report.line, engine::rule_id(f.rule), f.player,
                             f.pos.line, baseline.columns ? f.pos.column : 0});
  };
  report.baselined += static_cast<std::uint32_t>(drop_held(report.findings, baseline, key_of));
}

std::uint64_t drop_baselined(validators::TableFindings& table, const handaudit::Baseline& baseline) {
  const auto key_of = [](const validators::CrossHandFinding& c) {
    return cross_hand_finding_key({c.source, c.hand_id, 0, engine::rule_id(c.finding.rule), c.finding.player, 0, 0});
  };
  return drop_held(table.findings, baseline, key_of);
}

}  // namespace api
