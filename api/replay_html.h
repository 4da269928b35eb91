// `handaudit replay FILE --hand ID --html OUT.html`: the html report's
// replayer (api/report_html.h) on a page of its own, for one hand.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "api/report_html_hand.h"

namespace api::html {

// The page of `read`'s hand with `findings`; `text` is its source's whole
// decoded text, named `source`.
std::string replay_page(const ReadHand& read, const std::vector<engine::Finding>& findings, std::string_view source,
                        std::string_view text);

}  // namespace api::html
