// Converter: hands of any format handaudit reads, from paths or bytes,
// converted on threads of its own to our JSON hand schema, Open Hand
// History (OHH) or PHH, in input order.
//
//   handaudit::Converter converter({.to = handaudit::ConvertFormat::kOhh});
//   converter.on_hand([](handaudit::ConvertedHand&& hand) { /* hand.text */ });
//   converter.convert_path("logs/");
//   const handaudit::ConvertOutcome outcome = converter.finish();
//
// One Converter per thread of the caller, as for the Auditor.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "handaudit/finding.h"

namespace handaudit {

enum class ConvertFormat : std::uint8_t {
  kJson,  // docs/hand-json.md: one object a hand, and one a stretch of text outside any hand
  kOhh,   // Open Hand History 1.4: one {"ohh":{...}} object a hand
  kPhh,   // PHH TOML: the fields of one hand
};

struct ConvertedHand {
  std::string source;  // as for HandResult
  Position position;   // of the hand's first line
  // The hand in the target format, newline-terminated (PHH: without the
  // `[N]` heading of a .phhs table); empty when it has no form there...
  std::string text;
  // ...and then why: "SOURCE:LINE: hand ID not converted: REASON".
  std::string skipped;
};

struct ConverterOptions {
  ConvertFormat to = ConvertFormat::kJson;
  unsigned threads = 1;  // workers; the output is the same for every value
  // The whole output as `handaudit convert` writes it, in blocks of about
  // 64 KiB (the last at finish()): json one object a line; ohh the objects
  // apart by one blank line; phh one document, a hand as a plain .phh and
  // several as .phhs tables [1], [2], ..., the hands without a form named in
  // comments. False: it could not be written, and no more input is read.
  // Empty: no output, the hands through on_hand() only.
  std::function<bool(std::string_view)> write;
};

struct ConvertOutcome {
  std::uint64_t sources = 0;    // files and byte sources read
  std::uint64_t converted = 0;  // hands with a text (json: every object)
  std::uint64_t skipped = 0;    // hands without a form in the target format
  std::vector<std::string> unreadable_sources;  // "path: reason"
  bool output_failed = false;   // `write` refused some of the output
};

class Converter {
 public:
  explicit Converter(ConverterOptions options = {});
  ~Converter();
  Converter(const Converter&) = delete;
  Converter& operator=(const Converter&) = delete;

  // Each hand, in input order, on the thread that gave the input or called
  // finish(). Set the sinks before the first input.
  void on_hand(std::function<void(ConvertedHand&&)> sink);
  void on_unreadable(std::function<void(std::string_view path, std::string_view reason)> sink);

  // As Auditor's feed / end_source / audit_bytes / audit_path.
  void feed(std::string_view bytes);
  void end_source(std::string_view source_name);
  void convert_bytes(std::string_view source_name, std::string_view bytes);
  bool convert_path(const std::string& path);

  // Waits for every hand and writes the end of the output. Call once.
  ConvertOutcome finish();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The hands of one text, converted one after another on the calling thread.
std::vector<ConvertedHand> convert_text(std::string_view text, ConvertFormat to, std::string_view source_name = "-");

}  // namespace handaudit
