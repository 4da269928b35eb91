// The flop draws (docs/games.md G-DRAWMAHA, G-IRISH) have no PHH variant
// code (PHH.md lists none) and no OHH game_type (OHH has no round for a
// draw or discard in a flop game): `convert` skips them, saying why.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <string_view>

#include "convert/convert_ohh.h"
#include "convert/convert_phh.h"
#include "tests/support/test_util.h"

namespace {

// tests/data/<room>/<name>, from the source tree (HANDAUDIT_SOURCE).
std::string data(std::string_view room, std::string_view name) {
  const char* source = std::getenv("HANDAUDIT_SOURCE");
  return cli_test::read_file(std::filesystem::path(source != nullptr ? source : ".") / "tests/data" / room / name);
}

}  // namespace

TEST_CASE("convert: 2-7 drawmaha and Irish have no PHH variant code and no OHH game_type") {
  convert::ConvertWorkspace workspace;
  const std::string drawmaha = data("kingsclub", "drawmaha27.txt");
  const auto kingsclub = convert::SourceFormat::of_room(parser::SiteFormat::kKingsClub);
  const convert::Converted phh = convert::convert_to_phh(workspace, drawmaha, 1, 1, "d.txt", kingsclub, "");
  CHECK(phh.text.empty());
  CHECK(phh.skipped == "d.txt:1: hand 100101 not converted: fixed-limit drawmaha27 has no PHH variant code");
  const convert::Converted ohh = convert::convert_to_ohh(workspace, drawmaha, 1, 1, "d.txt", kingsclub, "");
  CHECK(ohh.text.empty());
  CHECK(ohh.skipped == "d.txt:1: hand 100101 not converted: drawmaha27 has no OHH game_type");

  const std::string irish = data("fulltilt", "irish.txt");
  const auto fulltilt = convert::SourceFormat::of_room(parser::SiteFormat::kFullTilt);
  CHECK(convert::convert_to_phh(workspace, irish, 1, 1, "i.txt", fulltilt, "").skipped ==
        "i.txt:1: hand 90000000101 not converted: no-limit irish has no PHH variant code");
  CHECK(convert::convert_to_ohh(workspace, irish, 1, 1, "i.txt", fulltilt, "").skipped ==
        "i.txt:1: hand 90000000101 not converted: irish has no OHH game_type");
}
