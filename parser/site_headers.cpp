#include "parser/site_headers.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <span>

#include "parser/byte_pairs.h"
#include "parser/lines.h"

namespace parser {
namespace {

constexpr std::array<SiteFormatInfo, kSiteFormatCount> kInfo = {{
    {"absolute", "Absolute Poker / Ultimate Bet", false},
    {"acpc", "ACPC match log", true},
    {"betfair", "Betfair Poker", false},
    {"betonline", "BetOnline (Chico network)", false},
    {"boss", "Boss Media XML", true},
    {"bovada", "Bovada / Ignition / Bodog", false},
    {"cake", "Cake Poker", false},
    {"coinpoker", "CoinPoker", false},
    {"enet", "Enet", false},
    {"entraction", "Entraction", false},
    {"everest", "Everest Poker XML", true},
    {"everleaf", "Everleaf Gaming", false},
    {"fulltilt", "Full Tilt Poker", false},
    {"ggpoker", "GGPoker", false},
    {"igt", "IGT JSON", true},
    {"ipoker", "iPoker XML", true},
    {"kingsclub", "Kings Club", false},
    {"merge", "Merge Gaming XML", true},
    {"microgaming", "Microgaming XML", true},
    {"ongame", "OnGame", false},
    {"888", "888poker (Pacific)", false},
    {"partypoker", "PartyPoker", false},
    {"pkr", "PKR", false},
    {"pokernow", "PokerNow CSV log", true},
    {"pokertracker", "PokerTracker export", false},
    {"sealswithclubs", "Seals With Clubs", false},
    {"thebiggame", "The Big Game (PokerStars TV show)", false},
    {"unibet", "Unibet", false},
    {"winamax", "Winamax", false},
    {"wpn", "Winning Poker Network (WPN/ACR)", false},
    {"ohh", "Open Hand History", false},
}};
static_assert(!kInfo.back().id.empty(), "a row per SiteFormat");

enum class Role : std::uint8_t {
  kHeader,   // starts a hand
  kPrelude,  // a line before a header that belongs to the hand
};

// A header or prelude found in the text.
struct Mark {
  std::size_t offset = 0;   // of its first byte
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  SiteFormat format = SiteFormat::kFullTilt;
  std::string_view hand_id;
};

// The formats whose headers the preludes seen so far may precede, and where
// the first of them starts.
struct Preludes {
  Mark first;
  std::uint32_t formats = 0;  // bit per SiteFormat

  static std::uint32_t bit(SiteFormat f) { return std::uint32_t{1} << static_cast<unsigned>(f); }
};

// What a line-start pattern recognised. A prelude names the format whose
// header it precedes; `also` a second one (888 and PartyPoker share one).
struct Match {
  SiteFormat format;
  Role role;
  std::string_view hand_id;
  std::optional<SiteFormat> also = std::nullopt;
};

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alnum(char c) { return is_digit(c) || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// A hand number: letters and digits in groups joined by single '-'
// (`4489532-965-1366095481`, `R5-12-34`, `HD23847510`).
std::string_view hand_number(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size() && is_alnum(s[i])) {
    ++i;
    if (i + 1 < s.size() && s[i] == '-' && is_alnum(s[i + 1])) ++i;
  }
  return s.substr(0, i);
}

bool all_digits(std::string_view s) { return !s.empty() && std::all_of(s.begin(), s.end(), is_digit); }

// Simple text headers: `prefix`, a hand number, then `then` ("" = anything;
// the number may then be absent only where `numbered` is false). From the
// corpus, one real line each:
//   Stage #C282012441: Holdem  Normal $0.25/$0.50 - 2010-12-07 22:18:14 (ET)
//   BetOnline Poker Game #1593704164: Hold'em No Limit ($0.01/0.02) - ...
//   Hand#3008011667000561 - Melbourne (Turbo, 6-max) 11667 -- $3/$6 FL Hold'em -- ...
//   Game # 2645975604 - Texas Hold'em No Limit EUR 0.50/1.00 - Table "Aguilas" (Entraction)
//   ***** History for hand R5-244090560-4 ***** (OnGame)
//   ***** Hand history for game #4012123 ***** (Everleaf)
//   Poker Hand #HD23847510: Hold'em No Limit  ($0.5/$1) - 2017/11/12 11:43:27 (GGPoker)
//   Starting Hand #2103758909 (PKR), after its prelude `Table #45406961 - Pink Paisley`
//   Game started at: 2014/2/3 21:47:52 / Game Hand #1038374 - Tournament #... (WPN, two generations)
//   URL: http://thebiggame.pokerstars.net/data/s1/w1/d1/d1h1.js
//   ** Game ID 1234 starting - ... / GAME #5678: Texas Hold'em ... (PokerTracker 4 exports)
//   Game #16537340703 starts. (prelude of PartyPoker headers)
//   CoinPoker Hand #108166800274: NLH (₮0.05/₮0.10) 2026/08/10 16:52:33 CEST
//   "-- starting hand #52  (No Limit Texas Hold'em) (dealer: ""Name @ id"") --",2022-07-21T...,1658... (PokerNow)
//   STATE:12:ccrfc:Js|Ks|As:-1|-2|3:HITSZ_CS|hyperborean3pk.RMPUE|Bluffer (ACPC, a hand a line)
struct TextHeader {
  std::string_view prefix;
  SiteFormat format;
  std::string_view then = {};
  Role role = Role::kHeader;
  bool numbered = true;
  // The prefix alone starts a hand, whatever follows it: no line of any
  // hand begins with it, so a header damaged after it ("Poker Hand #RC10zz")
  // is its own hand's parse-error, not a line of the hand before.
  bool prefix_starts = false;
};

constexpr TextHeader kTextHeaders[] = {
    {"Stage #", SiteFormat::kAbsolute},
    {"BetOnline Poker Game #", SiteFormat::kBetOnline, ":", Role::kHeader, true, true},
    {"Gear Poker Game #", SiteFormat::kBetOnline, ":", Role::kHeader, true, true},
    {"PayNoRake Game #", SiteFormat::kBetOnline, ":", Role::kHeader, true, true},
    {"ActionPoker.com Game #", SiteFormat::kBetOnline, ":", Role::kHeader, true, true},
    {"Hand#", SiteFormat::kCake, " - "},
    {"Game # ", SiteFormat::kEntraction},
    {"CoinPoker Hand #", SiteFormat::kCoinPoker, ":", Role::kHeader, true, true},
    {"\"-- starting hand #", SiteFormat::kPokerNow},
    {"STATE:", SiteFormat::kAcpc, ":"},
    {"***** History for hand ", SiteFormat::kOngame},
    {"***** Hand history for game #", SiteFormat::kEverleaf, {}, Role::kHeader, true, true},
    {"Poker Hand #", SiteFormat::kGgpoker, ":", Role::kHeader, true, true},
    {"Starting Hand #", SiteFormat::kPkr, {}, Role::kHeader, true, true},
    {"Table #", SiteFormat::kPkr, " - ", Role::kPrelude},
    {"Game started at: ", SiteFormat::kWpn, {}, Role::kHeader, false},
    {"Game Hand #", SiteFormat::kWpn, " - ", Role::kHeader, true, true},
    {"URL: http://thebiggame.", SiteFormat::kTheBigGame, {}, Role::kHeader, false},
    {"** Game ID ", SiteFormat::kPokerTracker},
    {"** Hand # ", SiteFormat::kPokerTracker},
    {"EverestPoker Game #", SiteFormat::kPokerTracker, ":"},
    {"GAME #", SiteFormat::kPokerTracker},
    {"MERGE_GAME #", SiteFormat::kPokerTracker},
    {"Merge Game #", SiteFormat::kPokerTracker},
    {"Game #", SiteFormat::kPartyPoker, " starts.", Role::kPrelude},
};

// The bytes kTextHeaders' prefixes start with: a line starting otherwise
// (every line of an XML hand, most of a text hand's) is passed over by one
// look-up instead of a comparison per header.
constexpr std::array<bool, 256> kTextHeaderFirstBytes = [] {
  std::array<bool, 256> first{};
  for (const TextHeader& h : kTextHeaders) first[static_cast<unsigned char>(h.prefix.front())] = true;
  return first;
}();

std::optional<Match> match_simple(std::string_view t) {
  if (!kTextHeaderFirstBytes[static_cast<unsigned char>(t.front())]) return std::nullopt;
  for (const TextHeader& h : kTextHeaders) {
    if (t.front() != h.prefix.front() || !t.starts_with(h.prefix)) continue;  // one byte first: most lines differ there
    const std::string_view rest = t.substr(h.prefix.size());
    const std::string_view number = hand_number(rest);
    const bool whole = (!h.numbered || !number.empty()) && rest.substr(number.size()).starts_with(h.then);
    if (whole) return Match{h.format, h.role, h.numbered ? number : std::string_view()};
    if (h.prefix_starts) return Match{h.format, h.role, std::string_view()};  // damaged after the prefix
  }
  return std::nullopt;
}

// PokerNow's `"-- starting hand #N ...`, the one header that starts with a
// quote (kTextHeaders has it too, for lines that reach match_simple).
std::optional<Match> match_pokernow(std::string_view t) {
  constexpr std::string_view kPrefix = "\"-- starting hand #";
  if (!t.starts_with(kPrefix)) return std::nullopt;
  const std::string_view number = hand_number(t.substr(kPrefix.size()));
  if (number.empty()) return std::nullopt;
  return Match{SiteFormat::kPokerNow, Role::kHeader, number};
}

// Full Tilt: `Full Tilt Poker Game #28617512574: Table Bri (6 max) - ...`,
// older `FullTiltPoker Game #656000081: ...`, and the French client's
// `Full Tilt Poker.fr Game #20000000801: ...`. A line that begins so but is
// damaged after the prefix (`Full Tilt Poker Game #9000able:`) is a header
// all the same, with no id: no line of a hand begins so, and the damaged
// hand must cost itself only, not the hand before (its reader reports it).
std::optional<Match> match_full_tilt(std::string_view t) {
  if (t.starts_with("Full Tilt Poker")) {
    t.remove_prefix(std::string_view("Full Tilt Poker").size());
  } else if (t.starts_with("FullTiltPoker")) {
    t.remove_prefix(std::string_view("FullTiltPoker").size());
  } else {
    return std::nullopt;
  }
  if (t.starts_with('.')) {  // a country's client: `.fr`
    std::size_t i = 1;
    while (i < t.size() && t[i] >= 'a' && t[i] <= 'z') ++i;
    t.remove_prefix(i);
  }
  constexpr std::string_view kGame = " Game #";
  if (!t.starts_with(kGame)) return std::nullopt;
  const std::string_view number = hand_number(t.substr(kGame.size()));
  if (!all_digits(number) || !t.substr(kGame.size() + number.size()).starts_with(':'))
    return Match{SiteFormat::kFullTilt, Role::kHeader, {}};
  return Match{SiteFormat::kFullTilt, Role::kHeader, number};
}

// `#Game No : 349615227`: the line before the header of 888 and of PartyPoker.
std::optional<Match> match_game_no(std::string_view t) {
  constexpr std::string_view kPrefix = "#Game No : ";
  if (!t.starts_with(kPrefix) || !all_digits(hand_number(t.substr(kPrefix.size())))) return std::nullopt;
  return Match{SiteFormat::kPacific, Role::kPrelude, {}, SiteFormat::kPartyPoker};
}

// Everleaf and its skins: the header `***** Hand history for game #N *****`
// (the French skin: `*** Historique des Mains pour la partie N ***`) comes
// after a line that names the skin: `Everleaf Gaming Game #148735443`,
// `Everleaf Gaming - Concord Gaming - Game #404865765`, `- - Grand Poker -
// Game #15649156`, `Partouche Poker Gibraltar`.
std::optional<Match> match_everleaf(std::string_view t) {
  constexpr std::string_view kFrench = "*** Historique des Mains pour la partie ";
  if (t.starts_with(kFrench)) {
    const std::string_view number = hand_number(t.substr(kFrench.size()));
    if (all_digits(number)) return Match{SiteFormat::kEverleaf, Role::kHeader, number};
    return std::nullopt;
  }
  const std::string_view line = trim_right(t);
  if (line == "Partouche Poker Gibraltar") return Match{SiteFormat::kEverleaf, Role::kPrelude, {}};
  if (line.empty() || !is_digit(line.back())) return std::nullopt;  // spares the search in most lines
  constexpr std::string_view kGame = " Game #";
  const std::size_t at = line.rfind(kGame);
  if (at == std::string_view::npos || !all_digits(line.substr(at + kGame.size()))) return std::nullopt;
  return Match{SiteFormat::kEverleaf, Role::kPrelude, {}};
}

// `***** <brand> Hand History for Game <number> *****`: 888 and its skins
// (`888poker`, `888poker Snap Poker`, `Cassava`, `888.ro`,
// `LuckyAcePoker.com`), Betfair (`Betfair Poker`), and PartyPoker (no brand;
// `For` in some exports; fpdb's converters append ` (Poker Stars)`).
std::optional<Match> match_stars_banner(std::string_view t) {
  constexpr std::string_view kOpen = "***** ";
  if (!t.starts_with(kOpen)) return std::nullopt;
  std::size_t at = t.find("Hand History for Game ");
  if (at == std::string_view::npos) at = t.find("Hand History For Game ");
  if (at == std::string_view::npos || at < kOpen.size()) return std::nullopt;
  const std::string_view brand = t.substr(kOpen.size(), at - kOpen.size());
  // A number that cannot be read ("for Game 13x", "for Game ?") leaves the
  // hand's id empty: the banner still starts its hand, whose reader reports
  // it, rather than become a line of the hand before.
  const std::string_view number = hand_number(t.substr(at + std::string_view("Hand History for Game ").size()));
  const SiteFormat format = brand.empty()                 ? SiteFormat::kPartyPoker
                            : brand == "Betfair Poker "   ? SiteFormat::kBetfair
                                                          : SiteFormat::kPacific;
  return Match{format, Role::kHeader, number};
}

// `Game #N: ...`: Unibet names the table next (`Game #1463192545: Table €1 NL -
// ...`), Enet the game (`Game #19408739: Hold'em (€0,05/€0,10) - ...`).
std::optional<Match> match_game_colon(std::string_view t) {
  constexpr std::string_view kPrefix = "Game #";
  if (!t.starts_with(kPrefix)) return std::nullopt;
  const std::string_view number = hand_number(t.substr(kPrefix.size()));
  const std::string_view rest = t.substr(kPrefix.size() + number.size());
  if (!all_digits(number) || !rest.starts_with(": ")) return std::nullopt;
  return Match{rest.starts_with(": Table ") ? SiteFormat::kUnibet : SiteFormat::kEnet, Role::kHeader, number};
}

// `Hand #N - `: Seals With Clubs numbers hands table-hand (`Hand #6340502-110
// - 2013-05-02 02:14:03`), WPN with one number (`Hand #61150000 -
// Holdem(No Limit) - ...`). No line of any hand begins with `Hand #` and a
// digit (every such line of the corpus is one of these headers): one that is
// not whole is a damaged WPN header, its own hand's parse-error; but for
// `Hand #N:` alone, a line some PokerStars exports put between hands.
std::optional<Match> match_hand_dash(std::string_view t) {
  constexpr std::string_view kPrefix = "Hand #";
  if (!t.starts_with(kPrefix)) return std::nullopt;
  const std::string_view number = hand_number(t.substr(kPrefix.size()));
  if (number.empty() || !t.substr(kPrefix.size() + number.size()).starts_with(" - ")) {
    const bool digit = t.size() > kPrefix.size() && t[kPrefix.size()] >= '0' && t[kPrefix.size()] <= '9';
    const std::string_view after = trim_right(t.substr(kPrefix.size() + number.size()));
    const bool filler = all_digits(number) && (after.empty() || after == ":");
    if (digit && !filler) return Match{SiteFormat::kWpn, Role::kHeader, {}};
    return std::nullopt;
  }
  const bool table_and_hand = number.find('-') != std::string_view::npos;
  return Match{table_and_hand ? SiteFormat::kSealsWithClubs : SiteFormat::kWpn, Role::kHeader, number};
}

// Kings Club: `#45381014: Limit 2-7 Drawmaha - 60/120`. A bare `#N: ` could
// be a player named `#12` acting, so the game's ` - ` must follow too.
std::optional<Match> match_kings_club(std::string_view t) {
  if (!t.starts_with('#')) return std::nullopt;
  const std::string_view number = hand_number(t.substr(1));
  const std::string_view rest = t.substr(1 + number.size());
  if (!all_digits(number) || !rest.starts_with(": ") || rest.find(" - ") == std::string_view::npos)
    return std::nullopt;
  return Match{SiteFormat::kKingsClub, Role::kHeader, number};
}

// Winamax: `Winamax Poker - CashGame - HandId: #4489532-965-1366095481 - ...`;
// `Winamax Poker - Tournament summary : ...` is another document, not a hand.
// Any other line that begins with the prefix is a header, damaged when it
// has no `HandId: #` (its id then empty): no line of a hand begins so.
std::optional<Match> match_winamax(std::string_view t) {
  constexpr std::string_view kPrefix = "Winamax Poker - ";
  if (!t.starts_with(kPrefix) || t.substr(kPrefix.size()).starts_with("Tournament summary")) return std::nullopt;
  constexpr std::string_view kId = "HandId: #";
  const std::size_t at = t.find(kId);
  if (at == std::string_view::npos) return Match{SiteFormat::kWinamax, Role::kHeader, {}};
  return Match{SiteFormat::kWinamax, Role::kHeader, hand_number(t.substr(at + kId.size()))};
}

// Bovada and its skins: `Bovada Hand #3183548059 TBL#10253202 HOLDEM Fixed
// Limit - ...`, `Ignition Hand #N: HOLDEM Tournament #N ...`, `Bovada Hand #N
// Zone Poker ID#N ...`, and `Bodog`, `Bodog UK`, `Bodog.com`, `Bodog.eu`.
std::optional<Match> match_bovada(std::string_view t) {
  constexpr std::string_view kBrands[] = {"Bovada", "Ignition", "Bodog UK", "Bodog.com", "Bodog.eu", "Bodog"};
  constexpr std::string_view kHand = " Hand #";
  for (const std::string_view brand : kBrands) {
    if (!t.starts_with(brand) || !t.substr(brand.size()).starts_with(kHand)) continue;
    const std::string_view rest = t.substr(brand.size() + kHand.size());
    const std::string_view number = hand_number(rest);
    const std::string_view after = rest.substr(number.size());
    // Damaged after the brand's " Hand #" ("Bovada Hand #31x8"): still a
    // header, with no id; no line of a hand begins so.
    if (!all_digits(number) || !(after.starts_with(' ') || after.starts_with(':')))
      return Match{SiteFormat::kBovada, Role::kHeader, {}};
    return Match{SiteFormat::kBovada, Role::kHeader, number};
  }
  return std::nullopt;
}

std::string_view value_after(std::string_view within, std::string_view key);

// Open Hand History: a hand is a JSON object `{"ohh": {...}}`, on one line
// (`{"ohh":{"spec_version":"1.4.6",...,"game_number":"250100000001",...}}`)
// or spread over lines, its `{` alone on the line before `"ohh": {`.
std::optional<Match> match_ohh(std::string_view t) {
  const std::string_view line = trim_right(t);
  if (line == "{") return Match{SiteFormat::kOhh, Role::kPrelude, {}};
  std::string_view rest = t;
  if (rest.starts_with('{')) rest = trim_left(rest.substr(1));
  if (!rest.starts_with("\"ohh\"")) return std::nullopt;
  return Match{SiteFormat::kOhh, Role::kHeader, value_after(t, "\"game_number\":\"")};
}

// A Bovada header glued onto a line that was cut mid-way ("Dealer :
// RaisBovada Hand #3260003105: HOLDEM Tournament ...", corpus:
// NLHE-HU-USD-STT-...partial.hand): the offset in `t` where it starts.
// Looked for at each '#', a byte few lines hold (a search for " Hand #"
// stops at every blank of every line).
std::optional<std::size_t> find_glued_bovada(std::string_view t) {
  constexpr std::string_view kHand = " Hand #";
  constexpr std::string_view kBrands[] = {"Bovada", "Ignition", "Bodog UK", "Bodog.com", "Bodog.eu", "Bodog"};
  for (std::size_t hash = t.find('#'); hash != std::string_view::npos; hash = t.find('#', hash + 1)) {
    if (hash + 1 < kHand.size() || t.substr(hash + 1 - kHand.size(), kHand.size()) != kHand) continue;
    const std::size_t hand = hash + 1 - kHand.size();
    for (const std::string_view brand : kBrands) {
      if (hand <= brand.size() || t.substr(hand - brand.size(), brand.size()) != brand) continue;
      // Only a whole header: in the middle of a line, a damaged one is text.
      const std::optional<Match> m = match_bovada(t.substr(hand - brand.size()));
      if (m && !m->hand_id.empty()) return hand - brand.size();
    }
  }
  return std::nullopt;
}

// `t`: a line with its leading padding dropped.
std::optional<Match> match_line_start(std::string_view t) {
  if (t.empty()) return std::nullopt;
  // A CSV row: of the text headers only PokerNow's starts with a quote (and
  // the `"ohh": {` key of an OHH hand spread over lines).
  if (t.front() == '"') {
    if (auto m = match_pokernow(t)) return m;
    return match_ohh(t);
  }
  // "*** HOLE CARDS ***" and the other street markers of every text hand:
  // of all the patterns, only Everleaf's (its French header, a skin line)
  // can start with three stars and a blank.
  if (t.starts_with("*** ")) return match_everleaf(t);
  // The first bytes the other matchers' patterns start with: a line that
  // starts otherwise (most lines of a hand) skips them.
  constexpr std::string_view kFirstBytes = "F*GH#WBI{";
  if (kFirstBytes.find(t.front()) != std::string_view::npos) {
    for (const auto matcher : {match_full_tilt, match_stars_banner, match_game_colon, match_hand_dash,
                               match_kings_club, match_winamax, match_bovada, match_game_no, match_ohh}) {
      if (auto m = matcher(t)) return m;
    }
  }
  if (auto m = match_simple(t)) return m;
  return match_everleaf(t);  // last: its skin line is the loosest pattern
}

// XML and JSON hands start with a tag or key that may follow others on its
// line (`</game><game gamecode="2418630592">`). `id_key` introduces the hand
// number inside the tag.
//   <game gamecode="2418629537">                       iPoker
//   <game id="19873223-1" starttime="..." ...>          Merge
//   <Game hhversion="4" id="1234" ...> / <Game id="..."> Microgaming
//   <HISTORY ID="232000000" SESSION="..." ...>          Boss Media
//   <HAND time="1335014414" id="7526266449" ...>        Everest
//   {"player":[{...}], ..., "handId":"54511981.hand.1086", ...}  IGT, inside {"history":[ ... ]}
struct Tag {
  std::string_view text;
  SiteFormat format;
  std::string_view id_key;
};

// An iPoker hand's element: also what tells a document of several sessions
// where a hand stands (cut_before_last_session).
constexpr std::string_view kIpokerHandTag = "<game gamecode=\"";

constexpr Tag kTags[] = {
    {kIpokerHandTag, SiteFormat::kIpoker, "gamecode=\""},
    {"<game id=\"", SiteFormat::kMerge, "id=\""},
    {"<Game hhversion=", SiteFormat::kMicrogaming, " id=\""},
    {"<Game id=\"", SiteFormat::kMicrogaming, "id=\""},
    {"<HISTORY ID=\"", SiteFormat::kBoss, "ID=\""},
    {"<HAND ", SiteFormat::kEverest, " id=\""},
};
constexpr std::string_view kIgtDocument = "{\"history\":[";
constexpr std::string_view kIgtHand = "{\"player\":[";
constexpr std::string_view kIgtId = "\"handId\":\"";

// The value after `key` up to the next '"', looked for in `within`.
std::string_view value_after(std::string_view within, std::string_view key) {
  const std::size_t at = within.find(key);
  if (at == std::string_view::npos) return {};
  const std::string_view rest = within.substr(at + key.size());
  return rest.substr(0, std::min(rest.find('"'), rest.size()));
}

// The bytes a tag's name can start with: the second byte of every kTags
// text. Most tags of an XML hand (`<action`, `<player`, `</round>`) are
// passed over on it.
constexpr std::string_view kTagNameFirsts = "gGH";
static_assert(std::all_of(std::begin(kTags), std::end(kTags),
                          [](const Tag& tag) { return kTagNameFirsts.find(tag.text[1]) != std::string_view::npos; }),
              "kTagNameFirsts must let every tag of kTags through");

// The next '<' at or after `from` that kTagNameFirsts follows.
std::size_t next_tag(std::string_view t, std::size_t from) { return find_byte_pair(t, from, '<', kTagNameFirsts); }

// Appends the tags of one line (at most one per '<' or '{'). The next '{'
// is found by memchr once per occurrence (a line of XML holds, mostly,
// none), the next '<' that may open a hand's tag as a pair (a line of XML
// holds dozens of other '<').
void find_tags(const Line& line, bool igt_document, std::vector<Mark>& out) {
  const std::string_view t = line.text;
  std::size_t angle = next_tag(t, 0);
  std::size_t brace = t.find('{');
  while (angle != std::string_view::npos || brace != std::string_view::npos) {
    const std::size_t at = std::min(angle, brace);
    const std::string_view rest = t.substr(at);
    if (at == brace) {
      brace = t.find('{', at + 1);
      if (igt_document && rest.starts_with(kIgtHand))
        out.push_back({line.offset + at, line.number, column_at(line, line.offset + at), SiteFormat::kIgt, {}});
      continue;
    }
    angle = next_tag(t, at + 1);
    for (const Tag& tag : kTags) {
      if (!rest.starts_with(tag.text)) continue;
      const std::string_view inside = rest.substr(0, std::min(rest.find('>'), rest.size()));
      out.push_back({line.offset + at, line.number, column_at(line, line.offset + at), tag.format,
                     value_after(inside, tag.id_key)});
      break;
    }
  }
}

bool is_control(char c) { return (c >= '\0' && c < ' ' && c != '\t') || c == '\x7F'; }

// A UTF-8 BOM that was read as Windows-1252 and written out as UTF-8 again
// ("ï»¿"): Cake files carry it before their first header.
constexpr std::string_view kMojibakeBom = "\xC3\xAF\xC2\xBB\xC2\xBF";

// Drops what may stand before a header on its line: whitespace, stray BOMs
// (also mangled ones), control bytes (as the PokerStars splitter does).
std::string_view skip_padding(std::string_view text) {
  for (;;) {
    text = trim_left(text);
    // The first byte first: this runs on every line of other sites' text.
    if (!text.empty() && text.front() == kMojibakeBom.front() && text.starts_with(kMojibakeBom)) {
      text.remove_prefix(kMojibakeBom.size());
      continue;
    }
    if (text.empty() || !is_control(text.front())) return text;
    text.remove_prefix(1);
  }
}

// Whether a line that starts with `c` has nothing for skip_padding to drop
// and is not blank: a printable ASCII byte other than the blank, as most
// lines start.
constexpr bool starts_unpadded(char c) { return c > ' ' && c < '\x7F'; }

// True when every line of `text` is blank or padding only.
bool is_padding_only(std::string_view text) {
  return std::all_of(Lines(text).begin(), Lines(text).end(),
                     [](const Line& line) { return is_blank(skip_padding(line.text)); });
}

// Lines that rooms' clients and trackers write before the hands of a file,
// belonging to none: BetOnline's "Tournament will start in a moment." above
// a tournament's first hand, the "BEGIN" of a Hold'em Manager 2 archive.
bool is_room_notice(std::string_view line) {
  static constexpr std::array<std::string_view, 2> kNotices = {"Tournament will start in a moment.", "BEGIN"};
  line = trim_right(skip_padding(line));
  return std::find(kNotices.begin(), kNotices.end(), line) != kNotices.end();
}

// True when every line of `text`, the text before a file's first hand, is
// blank, padding or a room's notice.
bool is_preamble_only(std::string_view text) {
  return std::all_of(Lines(text).begin(), Lines(text).end(), [](const Line& line) {
    return is_blank(skip_padding(line.text)) || is_room_notice(line.text);
  });
}

// The heading row of PokerNow's CSV export: the document's opening.
constexpr std::string_view kPokerNowHeading = "entry,at,order";

// The next '#', '{' and tag that may open a hand ('<' then a byte of
// kTagNameFirsts) of a text at or after a point that only moves forward,
// each found once per occurrence (memchr, or find_byte_pair over the whole
// text): whether a line holds one is then told without reading the line
// byte by byte. A line of XML holds dozens of '<', and next to none of them
// opens a hand's tag.
class MarkBytes {
 public:
  explicit MarkBytes(std::string_view text) : text_(text) {
    for (std::size_t i = 0; i < kMarks; ++i) next_[i] = find(i, 0);
  }
  // Whether [from, to) holds one of the marks; `from` must not decrease
  // from one call to the next.
  bool any_in(std::size_t from, std::size_t to) {
    for (std::size_t i = 0; i < kMarks; ++i) {
      if (next_[i] < from) next_[i] = find(i, from);
      if (next_[i] < to) return true;
    }
    return false;
  }

 private:
  static constexpr std::size_t kMarks = 3;
  std::size_t find(std::size_t mark, std::size_t from) const {
    if (mark == 0) return text_.find('#', from);
    if (mark == 1) return next_tag(text_, from);
    return text_.find('{', from);
  }
  std::string_view text_;
  std::array<std::size_t, kMarks> next_{};  // npos when there is no more
};

// Whether a line can be a header or a prelude, or hold a tag, before the
// patterns are tried (most lines are actions: one pass over them instead of
// every pattern and two searches). `t` is the line without its padding,
// `line` the whole line, a line of the text `marks` looks through. Every
// pattern of match_line_start holds a '#' or starts with '*' (`***** 888poker
// Hand History for Game`, `** Game ID`, `*** Historique des Mains`), 'G'
// (`Game started at: `), 'P' (`Partouche Poker Gibraltar`), 'S' (`STATE:`)
// or 'U' (`URL: http://thebiggame.`); find_tags needs a tag that may open a
// hand or a '{'.
bool may_start_hand(std::string_view t, const Line& line, MarkBytes& marks) {
  if (t.empty()) return false;
  switch (t.front()) {
    case '*': return true;
    case 'G': if (t.starts_with("Game started at: ")) return true; break;
    case 'P': if (t.starts_with("Partouche Poker Gibraltar")) return true; break;
    case 'S': if (t.starts_with("STATE:")) return true; break;
    case 'U': if (t.starts_with("URL: ")) return true; break;
    default: break;
  }
  return marks.any_in(line.offset, line.offset + line.text.size());
}

// The hands' starts, in text order: each header, moved back to the first of
// the preludes just before it (only blank lines and other preludes between)
// when they may precede a header of its format. A PokerNow header (the last
// row of its hand, the log being newest first) is moved back to the first
// row after the previous PokerNow header, or after the text's start.
std::vector<Mark> hand_starts(std::string_view text) {
  const bool igt_document = skip_padding(text).starts_with(kIgtDocument);
  MarkBytes marks(text);
  std::vector<Mark> starts;
  Preludes preludes;  // since the last line that was neither blank nor a prelude; none while formats == 0
  bool pokernow_open = true;             // no hand of another format since the text's start or the last PokerNow header
  std::optional<Mark> pokernow_first;    // the first row since then, while open
  for (const Line& line : Lines(text)) {
    std::string_view t = line.text;
    if (t.empty() || !starts_unpadded(t.front())) {
      // An indented line (XML's, most of them) as skip_padding leaves it
      // when blanks and tabs and then a byte starts_unpadded takes start
      // it: nothing else to drop, and not blank.
      std::size_t indent = 0;
      while (indent < t.size() && (t[indent] == ' ' || t[indent] == '\t')) ++indent;
      if (indent < t.size() && starts_unpadded(t[indent])) {
        t.remove_prefix(indent);
      } else {
        t = skip_padding(t);
        if (is_blank(t)) continue;
      }
    }
    const std::size_t offset = static_cast<std::size_t>(t.data() - text.data());
    if (pokernow_open && !pokernow_first && trim_right(t) != kPokerNowHeading)
      pokernow_first = Mark{offset, line.number, column_at(line, offset), SiteFormat::kPokerNow, {}};
    if (!may_start_hand(t, line, marks)) {
      preludes = {};
      continue;
    }
    if (const std::optional<Match> m = match_line_start(t)) {
      const Mark mark{offset, line.number, column_at(line, offset), m->format, m->hand_id};
      if (m->format == SiteFormat::kPokerNow) {
        Mark start = pokernow_first.value_or(mark);
        start.hand_id = mark.hand_id;
        starts.push_back(start);
        pokernow_open = true;
        pokernow_first.reset();
        preludes = {};
        continue;
      }
      // The rows before a hand of another format belong to no PokerNow hand
      // that follows, whose start must not move back over it.
      pokernow_open = false;
      pokernow_first.reset();
      if (m->role == Role::kPrelude) {
        if (preludes.formats == 0) preludes.first = mark;
        preludes.formats |= Preludes::bit(m->format) | (m->also ? Preludes::bit(*m->also) : 0);
        continue;
      }
      Mark start = mark;
      if ((preludes.formats & Preludes::bit(mark.format)) != 0) {
        start.offset = preludes.first.offset;
        start.line = preludes.first.line;
        start.column = preludes.first.column;
      }
      starts.push_back(start);
      preludes = {};
      continue;
    }
    preludes = {};
    if (const std::optional<std::size_t> at = find_glued_bovada(t)) {
      const std::size_t glued = offset + *at;
      starts.push_back({glued, line.number, column_at(line, glued), SiteFormat::kBovada,
                        match_bovada(t.substr(*at))->hand_id});
      pokernow_open = false;
      pokernow_first.reset();
      continue;
    }
    const std::size_t before = starts.size();
    find_tags(line, igt_document, starts);
    if (starts.size() != before) {
      pokernow_open = false;
      pokernow_first.reset();
    }
  }
  return starts;
}

// Length of `seg` without its trailing blank lines and whitespace.
std::size_t trimmed_length(std::string_view seg) {
  std::size_t end = seg.size();
  while (end > 0) {
    const char c = seg[end - 1];
    if (c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '\f' && c != '\v') break;
    --end;
  }
  return end;
}

// Where the first line of `text` that is not padding starts, as a mark of `format`.
Mark first_content(std::string_view text, SiteFormat format) {
  for (const Line& line : Lines(text)) {
    const std::string_view t = skip_padding(line.text);
    if (is_blank(t)) continue;
    const auto offset = static_cast<std::size_t>(t.data() - text.data());
    return Mark{offset, line.number, column_at(line, offset), format, {}};
  }
  return Mark{0, 1, 1, format, {}};
}

// iPoker hands' session headers (SiteHand::opening): a document holds one
// `<session>` or several, each a header then its hands. Scanned once over
// the text, from hand to hand; only iPoker hands pay for it. Merge's
// `<description>`, written once before a file's hands, and Everest's
// `<SESSION>` are such headers too (`tag`): they state the hands' game and
// betting structure.
class SessionOpenings {
 public:
  SessionOpenings(std::string_view text, std::string_view tag) : text_(text), tag_(tag) {}

  void set(SiteHand& hand) {
    // A `<session` tag between the previous iPoker hand and this one opens
    // the session this hand starts.
    const std::size_t at = find_by_pair(text_.substr(0, hand.offset), scanned_, tag_);
    if (at != std::string_view::npos || !found_) {
      const std::size_t previous = offset_;
      offset_ = at == std::string_view::npos ? 0 : at;
      line_ += static_cast<std::uint32_t>(count_line_breaks(text_.substr(previous, offset_ - previous)));
      const std::size_t line_start = text_.substr(0, offset_).find_last_of('\n');
      const auto column =
          static_cast<std::uint32_t>(offset_ - (line_start == std::string_view::npos ? 0 : line_start + 1) + 1);
      current_ = {text_.substr(offset_, hand.offset - offset_), line_, column};
      found_ = true;
    }
    scanned_ = hand.offset;
    hand.opening = current_;
  }

 private:
  std::string_view text_;
  std::string_view tag_;      // "<session"
  std::size_t scanned_ = 0;   // up to here the text has been looked through for `<session`
  bool found_ = false;        // current_ is set
  std::size_t offset_ = 0;    // of current_'s first byte
  std::uint32_t line_ = 1;    // of offset_
  DocumentOpening current_;   // the opening of the session of the hands met last
};

}  // namespace

const SiteFormatInfo& site_format_info(SiteFormat format) { return kInfo[static_cast<std::size_t>(format)]; }

SiteSplit split_site_hands(std::string_view text) {
  SiteSplit out;
  const std::vector<Mark> starts = hand_starts(text);
  const std::size_t first = starts.empty() ? text.size() : starts.front().offset;
  const bool framed = !starts.empty() && site_format_info(starts.front().format).document;
  const bool preamble = !starts.empty() ? is_preamble_only(text.substr(0, first)) : is_padding_only(text);
  const bool leading = !framed && !preamble;
  if (leading && !starts.empty() && is_hand_tail(starts.front().format, text.substr(0, first))) {
    // The end of a hand whose beginning is not in the text: its room's
    // reader tells it (a hand cut short) from text of no hand.
    const Mark tail = first_content(text, starts.front().format);
    out.hands.push_back({tail.offset, trimmed_length(text.substr(tail.offset, first - tail.offset)), tail.line,
                         tail.column, tail.format, {}, {}});
  } else if (leading) {
    out.leading_length = trimmed_length(text.substr(0, first));
  }
  SessionOpenings sessions(text, "<session");
  SessionOpenings descriptions(text, "<description");
  SessionOpenings everest_sessions(text, "<SESSION");
  std::optional<std::string_view> acpc_opening;  // the text before the first ACPC hand
  for (std::size_t k = 0; k < starts.size(); ++k) {
    const Mark& s = starts[k];
    const std::size_t end = k + 1 < starts.size() ? starts[k + 1].offset : text.size();
    const std::string_view span = text.substr(s.offset, end - s.offset);
    std::string_view id = s.hand_id;
    if (s.format == SiteFormat::kIgt) id = value_after(span, kIgtId);
    // A number read past the next hand's start (two tags on one line, the
    // second before the first's id) is not this hand's: no id then.
    if (!id.empty() && (id.data() < span.data() || id.data() + id.size() > span.data() + span.size())) id = {};
    out.hands.push_back({s.offset, trimmed_length(span), s.line, s.column, s.format, id, {}});
    if (s.format == SiteFormat::kIpoker) sessions.set(out.hands.back());
    if (s.format == SiteFormat::kMerge) descriptions.set(out.hands.back());
    if (s.format == SiteFormat::kEverest) everest_sessions.set(out.hands.back());
    // An ACPC match log's comments before its first hand name the game.
    if (s.format == SiteFormat::kAcpc) {
      if (!acpc_opening) acpc_opening = text.substr(0, s.offset);
      out.hands.back().opening = {*acpc_opening, 1, 1};
    }
  }
  return out;
}

namespace {

// A hand that is an element of an enclosing XML or JSON document (a tag of
// kTags, an IGT object): its reader may need the document's opening.
bool nested_in_document(SiteFormat format) {
  return format == SiteFormat::kIgt ||
         std::any_of(std::begin(kTags), std::end(kTags), [&](const Tag& tag) { return tag.format == format; });
}

// The start of the line `offset` is on.
std::size_t line_start(std::string_view text, std::size_t offset) {
  while (offset > 0 && text[offset - 1] != '\n' && text[offset - 1] != '\r') --offset;
  return offset;
}

// An iPoker file of many sessions: the start of the line of the last
// `<session` before `last` (the last hand's offset), when a hand of an
// earlier session stands before it in the text; else 0. Each piece then
// holds whole documents, and a stream need not hold the file up to its
// 64 MiB limit.
std::size_t cut_before_last_session(std::string_view text, std::size_t last) {
  const std::size_t session = text.substr(0, last).rfind("<session");
  if (session == std::string_view::npos) return 0;
  if (text.substr(0, session).find(kIpokerHandTag) == std::string_view::npos) return 0;
  return line_start(text, session);
}

// The cut before the last of `starts` (found in text[from...]), 0 when it
// is an element of a document (iPoker: before its session, if a hand of
// another session precedes it).
std::size_t cut_before_last(std::string_view text, std::size_t from, const std::vector<Mark>& starts) {
  const Mark& last = starts.back();
  if (last.format == SiteFormat::kIpoker) return cut_before_last_session(text, from + last.offset);
  // An ACPC match log is not cut: its hands need its opening comments.
  if (last.format == SiteFormat::kAcpc) return 0;
  if (nested_in_document(last.format)) return 0;
  return line_start(text, from + last.offset);
}

}  // namespace

std::size_t last_site_hand_cut(std::string_view text) {
  // The last 64 KiB first: a stream calls this once per read of 2 MiB. The
  // last hand that starts there after another one is a hand of the whole
  // text too: its preludes, or for PokerNow its rows since the previous
  // header, all follow that other hand's start.
  constexpr std::size_t kTail = std::size_t{64} << 10;
  if (text.size() > 2 * kTail) {
    const std::size_t from = line_start(text, text.size() - kTail);
    const std::vector<Mark> starts = hand_starts(text.substr(from));
    if (starts.size() >= 2) return cut_before_last(text, from, starts);
  }
  const std::vector<Mark> starts = hand_starts(text);
  return starts.empty() ? 0 : cut_before_last(text, 0, starts);
}

bool is_hand_tail(SiteFormat format, std::string_view text) {
  // Cake's NLHE-9max-USD-10-1-201312.trim.hh begins inside a hand: "Player
  // left the table", "Player5: is all in 3,970" .. "Player5 wins 2,372 with
  // ...".
  static constexpr std::string_view kCakeMarks[] = {
      "***SHOW DOWN***", "*** FLOP ***", "*** TURN ***", "*** RIVER ***", "Dealt to ", ": posts ", ": folds",
      ": checks",        ": calls ",     ": bets ",      ": raises to ",  ": is all in ", ": shows [", " wins ",
      ": returns uncalled bet "};
  // PKR's NLHE-10max-USD-0.02-0.04-201206 and NLHE-USD-MTT-201205 begin
  // inside a hand: "Player11 checks" .. "Pot sizes: $0.38" .. "Player11 wins
  // $0.35 with: ..", the closing seat list, "End of Hand #2083043513".
  static constexpr std::string_view kPkrMarks[] = {
      "Dealing Flop", "Dealing Turn", "Dealing River", "Pot sizes: ", "Taking Rake of ", " checks",   " folds",
      " calls ",      " bets ",       " raises ",      " shows [",    " wins ",          "End of Hand #"};
  const auto holds_any = [&](std::span<const std::string_view> marks) {
    return std::any_of(marks.begin(), marks.end(),
                       [&](std::string_view mark) { return text.find(mark) != std::string_view::npos; });
  };
  if (format == SiteFormat::kCake) return holds_any(kCakeMarks);
  if (format == SiteFormat::kPkr) return holds_any(kPkrMarks);
  return false;
}

bool may_begin_site_hand(std::string_view line) {
  const std::string_view t = skip_padding(line);
  if (t.empty()) return false;
  if (match_line_start(t)) return true;  // a header, or a prelude that may lead one
  return !hand_starts(line).empty();     // a tag, a Bovada header glued on
}

std::optional<std::size_t> find_site_hand_after_first_line(std::string_view text) {
  const std::vector<Mark> starts = hand_starts(text);
  for (const Mark& m : starts)
    if (m.line > 1) return m.offset;
  return std::nullopt;
}

}  // namespace parser
