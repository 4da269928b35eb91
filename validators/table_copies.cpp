// TableSessions' copies of one hand (conflicting-copies): the first copy's
// digest and place kept with its number, the facts of recent hands to find
// the line where a later copy parts from it (validators/table_sessions.h).
#include <algorithm>
#include <string>
#include <utility>

#include "validators/table_sessions.h"

namespace validators {

namespace {

// Where a copy of a hand was read and, when known, the line where it parts
// from the other copy (0: not known).
struct CopyPlace {
  std::string_view source;
  std::uint32_t header_line = 0;
  std::uint32_t parting_line = 0;
};

std::string place_text(std::string_view source, std::uint32_t line) {
  std::string text(source);
  text += ':';
  text += std::to_string(line);
  return text;
}

// The conflicting-copies finding at the later copy of hand `hand_id`.
CrossHandFinding copy_finding(std::string_view hand_id, const CopyPlace& first, const CopyPlace& later) {
  engine::Finding f;
  f.rule = engine::Rule::kConflictingCopies;
  const std::string first_place = place_text(first.source, first.header_line);
  // A room-wide copy key that is a hash names no hand id (merge()).
  std::string message = hand_id.empty() ? std::string("this hand") : "hand #" + std::string(hand_id);
  message += " was given before (";
  message += first_place;
  message += ") and this copy's shared facts differ from it";
  if (later.parting_line != 0) {
    f.pos = {later.parting_line, 1};
    message += ": they part at line ";
    message += std::to_string(later.parting_line);
    message += " here, line ";
    message += std::to_string(first.parting_line);
    message += " there";
    f.expected = engine::FindingValue::words("line " + std::to_string(later.parting_line) + " as line " +
                                             std::to_string(first.parting_line) + " of the first copy says");
    f.actual = engine::FindingValue::words("it differs");
  } else {
    f.pos = {later.header_line, 1};
    message += "; the first copy is too far back (more than " + std::to_string(TableSessions::kRecentHands) +
               " hands) to tell on which line";
    f.expected = engine::FindingValue::words("the facts of the copy at " + first_place);
    f.actual = engine::FindingValue::words("other facts");
  }
  message += "; a copy of a hand can only differ if one was edited";
  f.message = std::move(message);
  CrossHandFinding c;
  c.finding = std::move(f);
  c.source = std::string(later.source);
  c.hand_id = std::string(hand_id);
  c.previous_source = std::string(first.source);
  c.previous_hand_id = std::string(hand_id);
  c.previous_pos = {first.header_line, 1};
  return c;
}

}  // namespace

std::uint32_t TableSessions::source_index(Copies& book, const std::string& source) {
  // The hand's file is nearly always the last one added: searched from the end.
  for (std::size_t i = book.sources.size(); i-- > 0;)
    if (book.sources[i] == source) return static_cast<std::uint32_t>(i);
  book.sources.push_back(source);
  return static_cast<std::uint32_t>(book.sources.size() - 1);
}

void TableSessions::remember(const Copies& book, HandSnapshot& hand, std::uint64_t number) {
  std::vector<FactHash> facts = std::move(hand.copy.facts);
  hand.copy.facts = {};
  if (hand.copy.digest == 0) return;
  if (recent_.size() == kRecentHands) recent_.pop_front();
  recent_.push_back({&book, number, std::move(facts)});
}

void TableSessions::add_room_copy(HandSnapshot& hand) {
  Room& room = rooms_[RoomKey{hand.site, hand.tournament_id}];
  const HandNumberSet::Mark mark{hand.copy.digest, source_index(room, hand.source), hand.header_pos.line};
  if (room.seen.insert(hand.copy_key, mark)) {
    remember(room, hand, hand.copy_key);
    return;
  }
  check_copy(room, room.seen.find(hand.copy_key), hand, hand.copy_key, hand.table);
}

void TableSessions::check_copy(Copies& book, const HandNumberSet::Mark* first, const HandSnapshot& hand,
                               std::uint64_t number, std::string_view named) {
  // A copy not read whole (digest 0) is compared with nothing: its own
  // findings say what is wrong with it.
  if (first == nullptr || first->digest == 0 || hand.copy.digest == 0 || first->digest == hand.copy.digest) return;
  CopyPlace earlier{book.sources[first->source], first->line, 0};
  CopyPlace later{hand.source, hand.header_pos.line, 0};
  const auto kept = std::find_if(recent_.rbegin(), recent_.rend(),
                                 [&](const Recent& r) { return r.owner == &book && r.number == number; });
  if (kept != recent_.rend()) {
    const Parting part = parting(kept->facts, hand.copy.facts);
    earlier.parting_line = part.first;
    later.parting_line = part.later;
    // A hand whose reader kept no line for it (none known): its header.
    if (earlier.parting_line == 0 || later.parting_line == 0) {
      earlier.parting_line = earlier.header_line;
      later.parting_line = later.header_line;
    }
  }
  CrossHandFinding c = copy_finding(hand.hand_id, earlier, later);
  c.excerpt = excerpt_at(hand, c.finding.pos);
  book.copies.push_back({{number, number, std::move(c)}, hand.copy.digest, hand.header_pos.line,
                         std::string(named)});
}

// Their hand numbers join ours with their marks (their files renumbered
// into our table's list); a number both hold keeps ours, the first copy as
// merge() orders them, and is a conflicting-copies finding at theirs when
// the digests differ. Their facts are not in the state: such a finding
// names the first copy but not the line where they part.
void TableSessions::merge_copies(Table& ours, Table&& theirs) {
  using Marked = std::pair<std::uint64_t, HandNumberSet::Mark>;
  std::vector<std::uint32_t> renumbered;
  for (const std::string& source : theirs.sources) renumbered.push_back(source_index(ours, source));
  std::vector<Marked> mine;
  std::vector<Marked> their;
  mine.reserve(ours.seen.size());
  their.reserve(theirs.seen.size());
  ours.seen.for_each_marked([&](std::uint64_t n, const HandNumberSet::Mark& m) { mine.emplace_back(n, m); });
  theirs.seen.for_each_marked([&](std::uint64_t n, HandNumberSet::Mark m) {
    m.source = renumbered[m.source];
    their.emplace_back(n, m);
  });
  HandNumberSet united;  // inserted ascending: each at the end, nothing decoded
  auto a = mine.begin();
  auto b = their.begin();
  while (a != mine.end() || b != their.end()) {
    if (b == their.end() || (a != mine.end() && a->first < b->first)) {
      united.insert(a->first, a->second);
      ++a;
      continue;
    }
    if (a == mine.end() || b->first < a->first) {
      united.insert(b->first, b->second);
      ++b;
      continue;
    }
    const HandNumberSet::Mark& first = a->second;
    const HandNumberSet::Mark& later = b->second;
    if (first.digest != 0 && later.digest != 0 && first.digest != later.digest) {
      const CopyPlace earlier{ours.sources[first.source], first.line, 0};
      const CopyPlace copy{ours.sources[later.source], later.line, 0};
      ours.copies.push_back(
          {{a->first, a->first, copy_finding(std::to_string(a->first), earlier, copy)}, later.digest, later.line, {}});
    }
    united.insert(a->first, first);
    ++a;
    ++b;
  }
  ours.seen = std::move(united);
  // Their later copies of a hand we hold were judged against their first
  // copy; given after ours, they are judged against ours instead.
  for (CopyConflict& c : theirs.copies) {
    const std::uint64_t n = c.found.next;
    const auto held = std::lower_bound(mine.begin(), mine.end(), n,
                                       [](const Marked& x, std::uint64_t number) { return x.first < number; });
    if (held == mine.end() || held->first != n) {
      ours.copies.push_back(std::move(c));
      continue;
    }
    const HandNumberSet::Mark& first = held->second;
    if (first.digest == 0 || first.digest == c.digest) continue;
    const CopyPlace earlier{ours.sources[first.source], first.line, 0};
    const CopyPlace copy{c.found.finding.source, c.header_line, 0};
    c.found.finding = copy_finding(c.found.finding.hand_id, earlier, copy);
    ours.copies.push_back(std::move(c));
  }
}

// As merge_copies, for a room's copy keys. A key that is a hash cannot be
// written back as the hand's id, nor does the state keep its table: such a
// conflict found here names the hand by its place only.
void TableSessions::merge_room(Room& ours, Room&& theirs) {
  // Their later copies first, against our first copies as they stood.
  for (CopyConflict& c : theirs.copies) {
    const HandNumberSet::Mark* first = ours.seen.find(c.found.next);
    if (first == nullptr) {
      ours.copies.push_back(std::move(c));
      continue;
    }
    if (first->digest == 0 || first->digest == c.digest) continue;
    const CopyPlace earlier{ours.sources[first->source], first->line, 0};
    const CopyPlace copy{c.found.finding.source, c.header_line, 0};
    c.found.finding = copy_finding(c.found.finding.hand_id, earlier, copy);
    ours.copies.push_back(std::move(c));
  }
  std::vector<std::uint32_t> renumbered;
  for (const std::string& source : theirs.sources) renumbered.push_back(source_index(ours, source));
  for (auto [key, later] : theirs.seen.sorted()) {
    later.source = renumbered[later.source];
    const HandNumberSet::Mark* first = ours.seen.find(key);
    if (first == nullptr) {
      ours.seen.insert(key, later);
      continue;
    }
    if (first->digest == 0 || later.digest == 0 || first->digest == later.digest) continue;
    const CopyPlace earlier{ours.sources[first->source], first->line, 0};
    const CopyPlace copy{ours.sources[later.source], later.line, 0};
    const std::string id = key < kHashedCopyKey ? std::to_string(key) : std::string();
    ours.copies.push_back({{key, key, copy_finding(id, earlier, copy)}, later.digest, later.line, {}});
  }
}

}  // namespace validators
