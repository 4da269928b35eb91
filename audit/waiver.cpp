#include "audit/waiver.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <utility>

namespace audit {

namespace {

// The digits of `text` as a number; nullopt unless they are all digits.
std::optional<int> digits(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

bool matches(const Waiver& w, const engine::Finding& f, const WaiverPlace& place) {
  return w.usable && w.rule == f.rule && (w.table.empty() || w.table == place.table) &&
         (w.hand_id.empty() || w.hand_id == place.hand_id) && (w.player.empty() || w.player == f.player);
}

// Splits `findings` by their waivers: those a waiver in force matches go to
// `waived` (made by `waive(finding, index)`), the expired waivers that match
// a kept finding to `expired`.
template <typename Finding, typename Waived, typename FindingOf, typename PlaceOf, typename Waive>
void split(std::vector<Finding>& findings, std::vector<Waived>& waived, std::vector<std::uint32_t>& expired,
           const WaiverSet& waivers, const FindingOf& finding_of, const PlaceOf& place_of, const Waive& waive) {
  if (waivers.empty()) return;
  std::vector<Finding> kept;
  kept.reserve(findings.size());
  for (Finding& f : findings) {
    const std::optional<std::uint32_t> index = waivers.match(finding_of(f), place_of(f));
    if (index && !waivers.expired(*index)) {
      waived.push_back(waive(std::move(f), *index));
      continue;
    }
    if (index) expired.push_back(*index);
    kept.push_back(std::move(f));
  }
  findings = std::move(kept);
}

}  // namespace

bool is_date(std::string_view date) {
  if (date.size() != 10 || date[4] != '-' || date[7] != '-') return false;
  const auto year = digits(date.substr(0, 4));
  const auto month = digits(date.substr(5, 2));
  const auto day = digits(date.substr(8, 2));
  if (!year || !month || !day) return false;
  const std::chrono::year_month_day ymd{std::chrono::year{*year}, std::chrono::month{static_cast<unsigned>(*month)},
                                        std::chrono::day{static_cast<unsigned>(*day)}};
  return ymd.ok();
}

std::string today_utc() {
  const std::chrono::year_month_day ymd{std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now())};
  char text[16];
  const int n = std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                              static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
  return std::string(text, static_cast<std::size_t>(n));
}

WaiverSet::WaiverSet(std::vector<Waiver> waivers, std::string as_of)
    : waivers_(std::move(waivers)), as_of_(std::move(as_of)) {
  // YYYY-MM-DD compares as text in the order of the calendar.
  for (const Waiver& w : waivers_) expired_.push_back(w.expires < as_of_);
}

std::optional<std::uint32_t> WaiverSet::match(const engine::Finding& f, const WaiverPlace& place) const {
  std::optional<std::uint32_t> expired_match;
  for (std::uint32_t i = 0; i < waivers_.size(); ++i) {
    if (!matches(waivers_[i], f, place)) continue;
    if (!expired_[i]) return i;
    if (!expired_match) expired_match = i;
  }
  return expired_match;
}

void apply_waivers(HandReport& report, const WaiverSet& waivers) {
  const WaiverPlace place{report.table, report.hand_id};
  split(
      report.findings, report.waived, report.expired_waivers, waivers,
      [](const engine::Finding& f) -> const engine::Finding& { return f; },
      [&](const engine::Finding&) { return place; },
      [](engine::Finding&& f, std::uint32_t index) {
        return WaivedFinding{std::move(f), index};
      });
}

void apply_waivers(validators::TableFindings& table, const WaiverSet& waivers) {
  split(
      table.findings, table.waived, table.expired_waivers, waivers,
      [](const validators::CrossHandFinding& c) -> const engine::Finding& { return c.finding; },
      [&](const validators::CrossHandFinding& c) {
        return WaiverPlace{table.table, c.hand_id};
      },
      [](validators::CrossHandFinding&& c, std::uint32_t index) {
        return validators::WaivedCrossHand{std::move(c), index};
      });
}

}  // namespace audit
