#include "api/html_text.h"

#include <array>

#include "input/sha256.h"

namespace api::html {

namespace {

void append_escaped(std::string& out, std::string_view s) {
  std::size_t from = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    std::string_view entity;
    switch (s[i]) {
      case '&': entity = "&amp;"; break;
      case '<': entity = "&lt;"; break;
      case '>': entity = "&gt;"; break;
      case '"': entity = "&quot;"; break;
      case '\'': entity = "&#39;"; break;
      default: continue;
    }
    out.append(s.data() + from, i - from);  // the run before it, whole
    out += entity;
    from = i + 1;
  }
  out.append(s.data() + from, s.size() - from);
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return c - 'A' + 10;
}

}  // namespace

void append_text(std::string& out, std::string_view s) { append_escaped(out, s); }

void append_attribute(std::string& out, std::string_view s) { append_escaped(out, s); }

void append_script_json(std::string& out, std::string_view json) {
  // The bytes that may need an escape: '<', '>', '&' and the first byte of
  // U+2028 / U+2029 (E2 80 A8 / A9). Runs of other bytes are copied whole.
  static constexpr auto kSpecial = [] {
    std::array<bool, 256> special{};
    special['<'] = special['>'] = special['&'] = special[0xE2] = true;
    return special;
  }();
  std::size_t i = 0;
  while (i < json.size()) {
    std::size_t run = i;
    while (run < json.size() && !kSpecial[static_cast<unsigned char>(json[run])]) ++run;
    out.append(json.data() + i, run - i);
    if (run == json.size()) break;
    const char c = json[run];
    i = run + 1;
    if (c == '<') {
      out += "\\u003c";
    } else if (c == '>') {
      out += "\\u003e";
    } else if (c == '&') {
      out += "\\u0026";
    } else if (run + 2 < json.size() && json[run + 1] == '\x80' && (json[run + 2] == '\xA8' || json[run + 2] == '\xA9')) {
      out += json[run + 2] == '\xA8' ? "\\u2028" : "\\u2029";
      i = run + 3;
    } else {
      out += c;  // another character starting E2: kept
    }
  }
}

std::string base64(std::string_view bytes) {
  static constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  std::size_t i = 0;
  for (; i + 3 <= bytes.size(); i += 3) {
    const auto b0 = static_cast<unsigned char>(bytes[i]);
    const auto b1 = static_cast<unsigned char>(bytes[i + 1]);
    const auto b2 = static_cast<unsigned char>(bytes[i + 2]);
    out += kAlphabet[b0 >> 2];
    out += kAlphabet[((b0 & 3) << 4) | (b1 >> 4)];
    out += kAlphabet[((b1 & 15) << 2) | (b2 >> 6)];
    out += kAlphabet[b2 & 63];
  }
  if (const std::size_t left = bytes.size() - i; left > 0) {
    const auto b0 = static_cast<unsigned char>(bytes[i]);
    const auto b1 = left == 2 ? static_cast<unsigned char>(bytes[i + 1]) : 0u;
    out += kAlphabet[b0 >> 2];
    out += kAlphabet[((b0 & 3) << 4) | (b1 >> 4)];
    out += left == 2 ? kAlphabet[(b1 & 15) << 2] : '=';
    out += '=';
  }
  return out;
}

std::string csp_hash(std::string_view block) {
  const std::string hex = input::sha256_hex(block);
  std::string digest;
  for (std::size_t i = 0; i + 1 < hex.size(); i += 2)
    digest += static_cast<char>(hex_value(hex[i]) * 16 + hex_value(hex[i + 1]));
  return "'sha256-" + base64(digest) + "'";
}

std::string hand_anchor(std::string_view source, std::uint32_t line) {
  static constexpr std::string_view kHex = "0123456789ABCDEF";
  std::string out;
  out.reserve(source.size() + 16);
  out += "h-";
  std::size_t from = 0;
  for (std::size_t i = 0; i < source.size(); ++i) {
    const char c = source[i];
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) continue;
    out.append(source.data() + from, i - from);
    const auto u = static_cast<unsigned char>(c);
    out += '_';
    out += kHex[u >> 4];
    out += kHex[u & 15];
    from = i + 1;
  }
  out.append(source.data() + from, source.size() - from);
  out += '-';
  out += std::to_string(line);
  return out;
}

}  // namespace api::html
