// A finding about one player's cards or actions, at a line: the shape the
// card validators share.
#pragma once

#include <string>
#include <utility>

#include "engine/finding.h"

namespace validators {

inline engine::Finding player_finding(engine::Rule rule, engine::SourcePos pos, std::string player, std::string message) {
  engine::Finding f;
  f.rule = rule;
  f.pos = pos;
  f.player = std::move(player);
  f.message = std::move(message);
  return f;
}

}  // namespace validators
