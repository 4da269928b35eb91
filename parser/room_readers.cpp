#include "parser/room_readers.h"

#include <string>

#include "parser/absolute_parser.h"
#include "parser/acpc_parser.h"
#include "parser/betonline_parser.h"
#include "parser/boss_parser.h"
#include "parser/betfair_parser.h"
#include "parser/bovada_parser.h"
#include "parser/cake_parser.h"
#include "parser/coinpoker_parser.h"
#include "parser/enet_parser.h"
#include "parser/everleaf_parser.h"
#include "parser/entraction_parser.h"
#include "parser/everest_parser.h"
#include "parser/ggpoker_parser.h"
#include "parser/igt_parser.h"
#include "parser/ipoker_parser.h"
#include "parser/merge_parser.h"
#include "parser/microgaming_parser.h"
#include "parser/ohh_parser.h"
#include "parser/winamax_parser.h"
#include "parser/pacific_parser.h"
#include "parser/kingsclub_parser.h"
#include "parser/pkr_parser.h"
#include "parser/pokernow_parser.h"
#include "parser/sealswithclubs_parser.h"
#include "parser/pokertracker_parser.h"
#include "parser/partypoker_parser.h"
#include "parser/thebiggame_parser.h"
#include "parser/unibet_parser.h"
#include "parser/wpn_parser.h"
#include "parser/fulltilt_parser.h"
#include "parser/ongame_parser.h"

namespace parser {

struct RoomScratch::Readers {
  GgpokerScratch ggpoker;
  WinamaxScratch winamax;
  BovadaScratch bovada;
  PacificScratch pacific;
  PokerNowScratch pokernow;
  IpokerScratch ipoker;
  PartyPokerScratch partypoker;
  WpnScratch wpn;
  FullTiltScratch fulltilt;
  CoinPokerScratch coinpoker;
  SealsWithClubsScratch sealswithclubs;
  EverleafScratch everleaf;
  OngameScratch ongame;
  EntractionScratch entraction;
  PokerTrackerScratch pokertracker;
  MergeScratch merge;
  MicrogamingScratch microgaming;
  EverestScratch everest;
  AbsoluteScratch absolute;
  PkrScratch pkr;
  BossScratch boss;
  BetOnlineScratch betonline;
  EnetScratch enet;
  BetfairScratch betfair;
  UnibetScratch unibet;
  KingsClubScratch kingsclub;
  CakeScratch cake;
};

RoomScratch::RoomScratch() : readers_(std::make_unique<Readers>()) {}
RoomScratch::~RoomScratch() = default;
RoomScratch::RoomScratch(RoomScratch&&) noexcept = default;
RoomScratch& RoomScratch::operator=(RoomScratch&&) noexcept = default;

engine::Finding unread_room_finding(std::uint32_t line, std::uint32_t column, SiteFormat format) {
  engine::Finding finding;
  finding.rule = engine::Rule::kUnsupportedGame;
  finding.pos = {line, column};
  finding.message = std::string(site_format_info(format).name) + " hand histories are not read yet";
  return finding;
}

bool room_is_read(SiteFormat format) {
  switch (format) {
    case SiteFormat::kAcpc:
    case SiteFormat::kGgpoker:
    case SiteFormat::kOhh:
    case SiteFormat::kWinamax:
    case SiteFormat::kBovada:
    case SiteFormat::kPacific:
    case SiteFormat::kPokerNow:
    case SiteFormat::kIpoker:
    case SiteFormat::kPartyPoker:
    case SiteFormat::kWpn:
    case SiteFormat::kFullTilt:
    case SiteFormat::kTheBigGame:
    case SiteFormat::kIgt:
    case SiteFormat::kCoinPoker:
    case SiteFormat::kSealsWithClubs:
    case SiteFormat::kEverleaf:
    case SiteFormat::kOngame:
    case SiteFormat::kEntraction:
    case SiteFormat::kPokerTracker:
    case SiteFormat::kMerge:
    case SiteFormat::kMicrogaming:
    case SiteFormat::kEverest:
    case SiteFormat::kAbsolute:
    case SiteFormat::kPkr:
    case SiteFormat::kBoss:
    case SiteFormat::kBetOnline:
    case SiteFormat::kEnet:
    case SiteFormat::kBetfair:
    case SiteFormat::kUnibet:
    case SiteFormat::kKingsClub:
    case SiteFormat::kCake:
      return true;
    default:
      return false;
  }
}

std::span<const RoomOmission> room_omissions(SiteFormat format) {
  using engine::LogFact;
  // Only the PokerStars and GGPoker readers take the level from a tournament
  // header yet ("Level IV (50/100)", "Level12(1,500/3,000)"); the other rooms
  // write theirs.
  static constexpr RoomOmission kLevelsNotRead{LogFact::kTournamentLevels,
                                               "its reader does not take the blind level from a tournament header yet"};
  static constexpr RoomOmission kOhh[] = {
      {LogFact::kUncalledReturn, "OHH has no action for it: the pots leave the uncalled bet out"},
      {LogFact::kHandDescriptions, "OHH writes the cards shown, not what they make"},
      {LogFact::kTournamentLevels, "OHH states no tournament level"},
  };
  static constexpr RoomOmission kBovada[] = {
      {LogFact::kPlayerIdentity, "the log names players by their seat's position (\"UTG+1\", \"Big Blind [ME]\")"},
      kLevelsNotRead,
  };
  static constexpr RoomOmission kPacific[] = {
      {LogFact::kTotalPot, "888's summary states no total pot"},
      {LogFact::kRake, "888's logs state no rake"},
      {LogFact::kUncalledReturn, "888 writes no uncalled-bet line (the return is left unsaid or folded into the collect)"},
      kLevelsNotRead,
  };
  static constexpr RoomOmission kIpoker[] = {
      {LogFact::kTotalPot, "iPoker states each player's bet and win, not the pot"},
      {LogFact::kRake, "iPoker's wins are after a rake the log does not state"},
      {LogFact::kUncalledReturn, "iPoker writes no return: an uncalled bet is paid back inside the player's win"},
      {LogFact::kHandDescriptions, "iPoker writes the cards shown, not what they make"},
      kLevelsNotRead,
  };
  static constexpr RoomOmission kPartyPoker[] = {
      {LogFact::kTotalPot,
       "PartyPoker's hands end with their payouts and state no total pot (its emailed layout's summary does)"},
      {LogFact::kRake, "PartyPoker's logs state no rake, the payouts are after it (its emailed layout's summary does)"},
      {LogFact::kUncalledReturn,
       "PartyPoker writes no uncalled-bet line: the return is paid inside a \"wins\" line or a summary's collect"},
      kLevelsNotRead,
  };
  static constexpr RoomOmission kEverleaf[] = {
      {LogFact::kTotalPot, "Everleaf's hands end with their payouts and state no total pot"},
      {LogFact::kRake, "Everleaf's logs state no rake, the payouts are after it"},
      {LogFact::kUncalledReturn, "Everleaf writes no uncalled-bet line: the return is left unsaid"},
      kLevelsNotRead,
  };
  // The rake, total pot and returns each layout leaves out are the record's
  // (HandRecord::states_rake, states_returns: parser/pokertracker_parser.cpp).
  static constexpr RoomOmission kPokerTracker[] = {
      kLevelsNotRead,
  };
  static constexpr RoomOmission kMerge[] = {
      {LogFact::kTotalPot, "Merge states each winner's share of a pot, not the pot"},
      {LogFact::kRake, "Merge's shares are after a rake the log does not state"},
      {LogFact::kUncalledReturn,
       "Merge writes the uncalled bet as a winner of its own or inside the bettor's share of the main pot"},
      kLevelsNotRead,
  };
  static constexpr RoomOmission kMicrogaming[] = {
      {LogFact::kTotalPot, "Microgaming states each winner's share, not the pot"},
      {LogFact::kRake, "Microgaming's shares are after a rake the reader does not judge"},
      {LogFact::kUncalledReturn, "Microgaming writes a return (MoneyReturned) or leaves it unsaid"},
      {LogFact::kHandDescriptions, "Microgaming writes the cards shown, not what they make"},
      {LogFact::kTournamentLevels, "Microgaming states no tournament level"},
  };
  static constexpr RoomOmission kEverest[] = {
      {LogFact::kHandDescriptions, "Everest writes the cards shown, not what they make"},
      {LogFact::kTournamentLevels, "Everest states a tournament hand's blinds, not its level"},
  };
  static constexpr RoomOmission kLevelsOnly[] = {kLevelsNotRead};
  static constexpr RoomOmission kSealsWithClubs[] = {
      {LogFact::kTotalPot, "Seals With Clubs pays each pot on its own line and states no total"},
      {LogFact::kTournamentLevels, "its files are cash games"},
  };
  static constexpr RoomOmission kOngame[] = {
      {LogFact::kUncalledReturn, "OnGame writes no uncalled-bet line: the return is left out of the pot and is in the "
                                 "player's final stack"},
      {LogFact::kTournamentLevels, "OnGame's tournament header names no blind level"},
  };
  static constexpr RoomOmission kEntraction[] = {
      {LogFact::kTotalPot, "Entraction states each win and the rake, not the pot"},
      {LogFact::kTournamentLevels, "Entraction's tournament header names no blind level"},
  };
  static constexpr RoomOmission kAbsolute[] = {
      {LogFact::kTournamentLevels, "Absolute's tournament header names the big blind, not the level"},
  };
  static constexpr RoomOmission kPkr[] = {
      {LogFact::kTournamentLevels, "PKR's tournament hands name their blinds, not a level"},
  };
  static constexpr RoomOmission kKingsClub[] = {
      {LogFact::kTotalPot, "Kings Club's summary states the wins, the rake and each seat's final stack, not the pot"},
      {LogFact::kUncalledReturn, "Kings Club writes no return of an uncalled bet: it goes back without a line"},
      {LogFact::kHandDescriptions, "Kings Club writes the cards shown, not what they make"},
      {LogFact::kTournamentLevels, "Kings Club's hands are cash hands"},
  };
  static constexpr RoomOmission kBetOnline[] = {
      {LogFact::kHandDescriptions, "BetOnline writes the cards shown, not what they make"},
      {LogFact::kTournamentLevels, "BetOnline's tournament header names its entry, not its blind level"},
  };
  static constexpr RoomOmission kEnet[] = {
      {LogFact::kTotalPot, "Enet's summary writes \"Total pot €0\" in four hands of six: not read"},
      {LogFact::kTournamentLevels, "its files are cash games"},
  };
  static constexpr RoomOmission kBetfair[] = {
      {LogFact::kTotalPot, "Betfair states each pot's win, not the pot"},
      {LogFact::kRake, "Betfair's wins are after a rake the log does not state"},
      {LogFact::kTournamentLevels, "its one hand is a cash game"},
  };
  static constexpr RoomOmission kUnibet[] = {{LogFact::kTournamentLevels, "its one hand is a cash game"}};
  static constexpr RoomOmission kCake[] = {
      {LogFact::kTotalPot, "Cake states each winner's amount, not the pot"},
      {LogFact::kRake, "Cake's cash wins are after a rake the log does not state"},
      {LogFact::kTournamentLevels, "Cake's tournament header names its blinds, not its level"},
  };
  static constexpr RoomOmission kPokerNow[] = {{LogFact::kTournamentLevels, "PokerNow's games are not tournaments"}};
  static constexpr RoomOmission kTheBigGame[] = {
      {LogFact::kTotalPot, "The Big Game's PotSize is 0 in every hand: no pot is stated"},
      {LogFact::kHandDescriptions, "The Big Game writes the cards, not what they make"},
      {LogFact::kTournamentLevels, "The Big Game is a cash game"},
  };
  static constexpr RoomOmission kIgt[] = {
      {LogFact::kTournamentLevels, "IGT's files hold cash hands only"},
  };
  static constexpr RoomOmission kAcpc[] = {
      {LogFact::kPlayerIdentity, "every hand of a match starts afresh: the seats rotate and the stacks are reset"},
      {LogFact::kTotalPot, "a STATE line states each player's payoff, not the pot"},
      {LogFact::kRake, "ACPC matches have no rake"},
      {LogFact::kUncalledReturn, "the payoffs include the return of an uncalled bet"},
      {LogFact::kHandDescriptions, "a STATE line writes the cards, not what they make"},
      {LogFact::kTournamentLevels, "ACPC matches are not tournaments"},
  };
  static constexpr RoomOmission kBoss[] = {
      {LogFact::kUncalledReturn, "Boss Media writes no return of an uncalled bet: the winner's WIN leaves it out"},
      {LogFact::kTournamentLevels, "Boss Media's tournament hands state the blinds, not the level"},
  };
  switch (format) {
    case SiteFormat::kAbsolute:
      return kAbsolute;
    case SiteFormat::kBoss:
      return kBoss;
    case SiteFormat::kAcpc:
      return kAcpc;
    case SiteFormat::kBetOnline:
      return kBetOnline;
    case SiteFormat::kEnet:
      return kEnet;
    case SiteFormat::kBetfair:
      return kBetfair;
    case SiteFormat::kUnibet:
      return kUnibet;
    case SiteFormat::kCake:
      return kCake;
    case SiteFormat::kOhh:
      return kOhh;
    case SiteFormat::kIgt:
      return kIgt;
    case SiteFormat::kIpoker:
      return kIpoker;
    case SiteFormat::kPacific:
      return kPacific;
    case SiteFormat::kBovada:
      return kBovada;
    case SiteFormat::kPartyPoker:
      return kPartyPoker;
    case SiteFormat::kMerge:
      return kMerge;
    case SiteFormat::kMicrogaming:
      return kMicrogaming;
    case SiteFormat::kEverest:
      return kEverest;
    case SiteFormat::kPokerNow:
      return kPokerNow;
    case SiteFormat::kTheBigGame:
      return kTheBigGame;
    case SiteFormat::kSealsWithClubs:
      return kSealsWithClubs;
    case SiteFormat::kEverleaf:
      return kEverleaf;
    case SiteFormat::kOngame:
      return kOngame;
    case SiteFormat::kEntraction:
      return kEntraction;
    case SiteFormat::kPokerTracker:
      return kPokerTracker;
    case SiteFormat::kPkr:
      return kPkr;
    case SiteFormat::kKingsClub:
      return kKingsClub;
    case SiteFormat::kWinamax:
    case SiteFormat::kWpn:
    case SiteFormat::kFullTilt:
    case SiteFormat::kCoinPoker:
      return kLevelsOnly;  // they write every other fact
    default:
      return {};  // GGPoker writes every fact; the rooms not read have no list
  }
}

std::span<const RoomOmission> phh_omissions() {
  using engine::LogFact;
  static constexpr RoomOmission kPhh[] = {
      {LogFact::kPlayerIdentity, "each hand is a record of its own, not a table's session"},
      {LogFact::kTotalPot, "PHH states each player's winnings, not the pot"},
      {LogFact::kRake, "winnings are after rake and the rake is not written"},
      {LogFact::kUncalledReturn, "PHH writes no return of an uncalled bet"},
      {LogFact::kHandDescriptions, "PHH writes the cards shown, not what they make"},
      {LogFact::kTournamentLevels, "PHH states no tournament level"},
  };
  return kPhh;
}

engine::FactMask omitted_facts(SiteFormat format) {
  engine::FactMask mask = 0;
  for (const RoomOmission& o : room_omissions(format)) mask |= engine::fact_bit(o.fact);
  return mask;
}

ParseStatus parse_room_hand(SiteFormat format, std::string_view text, std::uint32_t line, std::uint32_t column,
                            engine::HandRecord& out, std::vector<engine::Finding>& findings, RoomScratch& scratch,
                            const DocumentOpening& opening) {
  RoomScratch::Readers& r = *scratch.readers_;
  switch (format) {
    case SiteFormat::kAcpc:
      return parse_acpc_hand(text, line, column, opening, out, findings);
    case SiteFormat::kGgpoker:
      return parse_ggpoker_hand(text, line, column, out, findings, r.ggpoker);
    case SiteFormat::kOhh:
      return parse_ohh_hand(text, line, column, out, findings);
    case SiteFormat::kWinamax:
      return parse_winamax_hand(text, line, column, out, findings, r.winamax);
    case SiteFormat::kBovada:
      return parse_bovada_hand(text, line, column, out, findings, r.bovada);
    case SiteFormat::kPacific:
      return parse_pacific_hand(text, line, column, out, findings, r.pacific);
    case SiteFormat::kPokerNow:
      return parse_pokernow_hand(text, line, column, out, findings, r.pokernow);
    case SiteFormat::kIpoker:
      return parse_ipoker_hand(text, line, column, opening, out, findings, r.ipoker);
    case SiteFormat::kPartyPoker:
      return parse_partypoker_hand(text, line, column, out, findings, r.partypoker);
    case SiteFormat::kWpn:
      return parse_wpn_hand(text, line, column, out, findings, r.wpn);
    case SiteFormat::kFullTilt:
      return parse_fulltilt_hand(text, line, column, out, findings, r.fulltilt);
    case SiteFormat::kTheBigGame:
      return parse_thebiggame_hand(text, line, column, out, findings);
    case SiteFormat::kIgt:
      return parse_igt_hand(text, line, column, out, findings);
    case SiteFormat::kCoinPoker:
      return parse_coinpoker_hand(text, line, column, out, findings, r.coinpoker);
    case SiteFormat::kSealsWithClubs:
      return parse_sealswithclubs_hand(text, line, column, out, findings, r.sealswithclubs);
    case SiteFormat::kEverleaf:
      return parse_everleaf_hand(text, line, column, out, findings, r.everleaf);
    case SiteFormat::kOngame:
      return parse_ongame_hand(text, line, column, out, findings, r.ongame);
    case SiteFormat::kEntraction:
      return parse_entraction_hand(text, line, column, out, findings, r.entraction);
    case SiteFormat::kPokerTracker:
      return parse_pokertracker_hand(text, line, column, out, findings, r.pokertracker);
    case SiteFormat::kMerge:
      return parse_merge_hand(text, line, column, opening, out, findings, r.merge);
    case SiteFormat::kMicrogaming:
      return parse_microgaming_hand(text, line, column, out, findings, r.microgaming);
    case SiteFormat::kEverest:
      return parse_everest_hand(text, line, column, opening, out, findings, r.everest);
    case SiteFormat::kAbsolute:
      return parse_absolute_hand(text, line, column, out, findings, r.absolute);
    case SiteFormat::kPkr:
      return parse_pkr_hand(text, line, column, out, findings, r.pkr);
    case SiteFormat::kBoss:
      return parse_boss_hand(text, line, column, out, findings, r.boss);
    case SiteFormat::kBetOnline:
      return parse_betonline_hand(text, line, column, out, findings, r.betonline);
    case SiteFormat::kEnet:
      return parse_enet_hand(text, line, column, out, findings, r.enet);
    case SiteFormat::kBetfair:
      return parse_betfair_hand(text, line, column, out, findings, r.betfair);
    case SiteFormat::kUnibet:
      return parse_unibet_hand(text, line, column, out, findings, r.unibet);
    case SiteFormat::kKingsClub:
      return parse_kingsclub_hand(text, line, column, out, findings, r.kingsclub);
    case SiteFormat::kCake:
      return parse_cake_hand(text, line, column, out, findings, r.cake);
    default:
      break;
  }
  out.reset();
  findings.push_back(unread_room_finding(line, column, format));
  return ParseStatus::kUnsupported;
}

}  // namespace parser
