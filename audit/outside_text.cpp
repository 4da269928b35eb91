#include "audit/outside_text.h"

#include <array>
#include <string>

namespace audit {

namespace {

// Enough of a file to tell what it is: the rest of a 10 GB file of junk is
// not read for the question.
constexpr std::size_t kLookAhead = 64 * 1024;

std::string_view first_line(std::string_view text) {
  // A byte-order mark, blank lines and blanks before the first words.
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  const auto start = text.find_first_not_of(" \t\r\n");
  if (start == std::string_view::npos) return {};
  text.remove_prefix(start);
  return text.substr(0, text.find('\n'));
}

}  // namespace

std::string_view what_the_file_looks_like(std::string_view text) {
  const std::string_view line = first_line(text.substr(0, kLookAhead));
  // "PokerStars Tournament #...", "***** Cassava Tournament Summary *****",
  // "Full Tilt Poker Tournament Summary ...", "PokerTracker 4 Tournament Summary".
  if (line.find("Tournament Summary") != std::string_view::npos ||
      line.find("Tournament summary") != std::string_view::npos || line.starts_with("PokerStars Tournament #"))
    return "a tournament summary";
  if (line.starts_with("<html") || line.starts_with("<HTML") || line.starts_with("<!DOCTYPE")) return "an HTML page";
  // A room's answer to a history request, saved from a mail client with its
  // headers (PokerStars mails tournament summaries so).
  if (line.starts_with("Delivered-To: ") || line.starts_with("Return-Path: ") || line.starts_with("Received: ") ||
      line.starts_with("From: "))
    return "an e-mail";
  return {};
}

bool opens_like_a_header(std::string_view text) {
  // The words rooms number their hands with in a header's first line:
  // "PokerStars Hand #", "Full Tilt Poker Game #", "***** Hand History for
  // Game", Winamax's "HandId: #".
  static constexpr std::array<std::string_view, 4> kWords = {"Hand #", "Game #", "HandId", "Hand History"};
  const std::string_view line = first_line(text.substr(0, kLookAhead));
  for (const std::string_view word : kWords)
    if (line.find(word) != std::string_view::npos) return true;
  return false;
}

bool holds_hand_lines(std::string_view text) {
  text = text.substr(0, kLookAhead);
  // Street markers in full: "***** Cassava Tournament Summary *****" is no
  // street.
  static constexpr std::array<std::string_view, 7> kMarks = {
      "*** HOLE CARDS ***", "*** FLOP ***", "*** TURN ***", "*** RIVER ***", "*** SUMMARY ***", "** Dealing ",
      "Dealt to "};
  for (const std::string_view mark : kMarks)
    if (text.find(mark) != std::string_view::npos) return true;
  // An action counts where a player's name can stand before it: near the
  // start of its line. Further on, "folds" is a word of prose ("...Sample.txt
  // - First hand, player open folds" in a README listing test files).
  static constexpr std::array<std::string_view, 7> kActions = {" posts ",  ": posts ", " folds", ": calls ",
                                                               ": raises ", ": bets ",  " shows ["};
  constexpr std::size_t kLongestName = 48;  // bytes before the action; names run to about 30
  for (const std::string_view action : kActions) {
    for (std::size_t at = text.find(action); at != std::string_view::npos; at = text.find(action, at + 1)) {
      const std::size_t line_break = text.find_last_of("\r\n", at);
      const std::size_t line_start = line_break == std::string_view::npos ? 0 : line_break + 1;
      if (at - line_start <= kLongestName) return true;
    }
  }
  return false;
}

engine::Finding outside_text_finding(std::string_view text, engine::SourcePos pos, OutsidePlace place,
                                     bool phh_file) {
  engine::Finding finding;
  finding.pos = pos;
  const bool hand_lines = !phh_file && place != OutsidePlace::kAmongHands && holds_hand_lines(text);
  // A header the readers do not know ("Winaax Poker - CashGame - HandId:")
  // starts a hand that is all there but unreadable: a parse-error.
  if (hand_lines && !opens_like_a_header(text)) {
    finding.rule = engine::Rule::kTruncatedHand;
    finding.message = place == OutsidePlace::kWholeFile
                          ? "the file holds lines of a hand but no hand header: the rest of a hand whose start is missing"
                          : "the file begins inside a hand: lines of a hand before the first hand header, the rest of a "
                            "hand whose start is missing";
    return finding;
  }
  if (place != OutsidePlace::kWholeFile || phh_file || hand_lines) {
    finding.rule = engine::Rule::kParseError;
    finding.message = "text outside any hand";
    if (hand_lines) finding.message += ": its first line numbers a hand as a header does, in a form no reader knows";
    return finding;
  }
  finding.rule = engine::Rule::kNoHandsInFile;
  finding.message = "this file holds no hand history";
  if (const std::string_view kind = what_the_file_looks_like(text); !kind.empty())
    finding.message += std::string(": it looks like ") + std::string(kind);
  return finding;
}

engine::Finding damaged_input_finding(std::string_view reason, engine::SourcePos pos) {
  engine::Finding finding;
  finding.pos = pos;
  finding.rule = engine::Rule::kParseError;
  finding.message = pos.line != 0 ? "the input is damaged or cannot be read past here: "
                                  : "the archive is damaged or cannot be read: ";
  finding.message += reason;
  return finding;
}

}  // namespace audit
