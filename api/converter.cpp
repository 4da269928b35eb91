// handaudit::Converter: the streaming of api/hand_stream.h with the
// converters (convert/) at its end. `handaudit convert` is one client of it.
#include "handaudit/converter.h"

#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "api/hand_stream.h"
#include "audit/outside_text.h"
#include "convert/convert_json.h"
#include "convert/convert_ohh.h"
#include "convert/convert_phh.h"
#include "report/output.h"

namespace handaudit {

namespace {

using ConvertWorkspaces = api::PerThread<convert::ConvertWorkspace>;

// One unit converted, where it starts.
struct Unit {
  convert::Converted converted;
  std::uint32_t line = 0;
  std::uint32_t column = 0;
};

// Each unit of a chunk converted, in order.
struct Batch {
  std::string source;
  std::vector<Unit> units;
};

// A hand of either format handaudit reads into `to`: the text, or (ohh,
// phh) why it has none. Reads whether it was read (a PokerStars hand that
// was not may hold another site's hands after it: api::process_unit splits
// them off).
bool convert_hand(convert::ConvertWorkspace& workspace, const api::LoadedFile& file, const audit::Unit& unit,
                  ConvertFormat to, convert::Converted& c) {
  const bool stars = unit.kind == audit::UnitKind::kPokerStars;
  const bool phh = unit.kind == audit::UnitKind::kPhh;
  const convert::SourceFormat format = stars ? convert::SourceFormat::kPokerStars
                                       : phh ? convert::SourceFormat::kPhh
                                             : convert::SourceFormat::of_room(unit.site, audit::unit_opening(file.text, unit));
  const std::string name = phh ? api::phh_hand_name(file.path, unit) : std::string();
  const std::string_view text = api::unit_text(file, unit);
  switch (to) {
    case ConvertFormat::kJson:
      return convert::append_converted_hand(workspace, c.text, text, unit.line, unit.column, file.path, format, name);
    case ConvertFormat::kOhh:
      c = convert::convert_to_ohh(workspace, text, unit.line, unit.column, file.path, format, name);
      break;
    case ConvertFormat::kPhh:
      c = convert::convert_to_phh(workspace, text, unit.line, unit.column, file.path, format, name);
      break;
  }
  return !(stars && c.text.empty());
}

// One unit converted, `read` set to whether it was read. Text outside any hand and
// other sites' hands are unreadable objects in json; in ohh and phh they
// have no form and are named like a skipped hand.
Unit convert_unit(convert::ConvertWorkspace& workspace, const api::LoadedFile& file, const audit::Unit& unit,
                  ConvertFormat to, bool& read) {
  Unit out{{}, unit.line, unit.column};
  convert::Converted& c = out.converted;
  read = true;
  switch (unit.kind) {
    case audit::UnitKind::kPokerStars:
    case audit::UnitKind::kPhh:
      read = convert_hand(workspace, file, unit, to, c);
      break;
    case audit::UnitKind::kSite:
      if (parser::room_is_read(unit.site)) {
        read = convert_hand(workspace, file, unit, to, c);
      } else if (to == ConvertFormat::kJson) {
        convert::append_converted_site_hand(c.text, unit.line, unit.column, file.path, unit.site,
                                            api::site_hand_id(file, unit));
      } else {
        c.skipped = file.path + ":" + std::to_string(unit.line) + ": a hand of another site's format is not converted";
      }
      break;
    case audit::UnitKind::kOutside: {
      const engine::Finding finding = api::outside_text_finding(file, unit);
      if (to == ConvertFormat::kJson)
        convert::append_converted_outside_text(c.text, finding, file.path, unit.phh_file);
      else
        c.skipped = file.path + ":" + std::to_string(unit.line) + ": " + finding.message + " (not converted)";
      break;
    }
    case audit::UnitKind::kSummary:
      // A tournament summary is no hand: nothing to convert, as before it was read.
      break;
    case audit::UnitKind::kDamage:
      // Only json has objects that are not hands (the others drop these
      // units: the damage is on standard error already).
      convert::append_converted_outside_text(c.text, audit::damaged_input_finding(file.damage, {unit.line, unit.column}),
                                             file.path, false);
      break;
  }
  return out;
}

}  // namespace

struct Converter::Impl {
  explicit Impl(ConverterOptions o)
      : options(std::move(o)),
        output(options.write ? options.write : report::Output::Write{}),
        phh(output),
        pool(options.threads, [this](Batch&& batch) { deliver(std::move(batch)); }),
        intake(pool, [this] { return !output.failed(); },
               [this](const std::shared_ptr<const api::LoadedFile>& file, const std::vector<audit::Unit>& chunk) {
                 return convert_chunk(*file, chunk);
               }) {}

  // On a worker.
  Batch convert_chunk(const api::LoadedFile& file, const std::vector<audit::Unit>& chunk) {
    // Damage in an input is an object in json; in ohh and phh it has no
    // form, and standard error has said it (Converter::on_unreadable).
    if (options.to != ConvertFormat::kJson && !file.damage.empty()) return Batch{file.path, {}};
    std::unique_ptr<convert::ConvertWorkspace> workspace = workspaces.take();
    Batch batch{file.path, api::process_chunk<Unit>(file, chunk,
                                                    [&](const api::LoadedFile& f, const audit::Unit& unit, bool& read) {
                                                      return convert_unit(*workspace, f, unit, options.to, read);
                                                    })};
    workspaces.give(std::move(workspace));
    return batch;
  }

  // On the caller's thread, in input order.
  void deliver(Batch&& batch) {
    for (Unit& unit : batch.units) {
      convert::Converted& hand = unit.converted;
      ++(hand.text.empty() ? outcome.skipped : outcome.converted);
      if (options.write) write(hand);
      if (hand_sink)
        hand_sink(ConvertedHand{batch.source, {unit.line, unit.column}, std::move(hand.text), std::move(hand.skipped)});
    }
  }

  void write(const convert::Converted& hand) {
    switch (options.to) {
      case ConvertFormat::kJson:
        output.append(hand.text);
        break;
      case ConvertFormat::kOhh:
        // One object per line, hands apart by exactly one blank line (OHH.md §1).
        if (hand.text.empty()) break;
        if (outcome.converted > 1) output.append("\n");
        output.append(hand.text);
        break;
      case ConvertFormat::kPhh:
        phh.add(hand);
        break;
    }
    output.commit();
  }

  ConverterOptions options;
  std::function<void(ConvertedHand&&)> hand_sink;
  ConvertOutcome outcome;
  report::Output output;
  convert::PhhDocument phh;  // writes to `output`
  ConvertWorkspaces workspaces;
  bool finished = false;
  // Its workers use everything above, and it is destroyed before them.
  input::OrderedPool<Batch> pool;
  api::Intake<Batch> intake;  // submits to the pool
};

Converter::Converter(ConverterOptions options) : impl_(std::make_unique<Impl>(std::move(options))) {}

Converter::~Converter() = default;

void Converter::on_hand(std::function<void(ConvertedHand&&)> sink) { impl_->hand_sink = std::move(sink); }

void Converter::on_unreadable(std::function<void(std::string_view, std::string_view)> sink) {
  impl_->intake.on_unreadable(std::move(sink));
}

void Converter::feed(std::string_view bytes) { impl_->intake.feed(bytes); }

void Converter::end_source(std::string_view source_name) { impl_->intake.end_source(source_name); }

void Converter::convert_bytes(std::string_view source_name, std::string_view bytes) {
  feed(bytes);
  end_source(source_name);
}

bool Converter::convert_path(const std::string& path) { return impl_->intake.submit_path(path); }

ConvertOutcome Converter::finish() {
  if (impl_->finished) return {};
  impl_->finished = true;
  impl_->pool.finish();
  if (impl_->options.write) impl_->phh.finish();
  ConvertOutcome outcome = std::move(impl_->outcome);
  outcome.sources = impl_->intake.sources();
  outcome.unreadable_sources = impl_->intake.take_unreadable();
  outcome.output_failed = impl_->options.write && !impl_->output.flush();
  return outcome;
}

std::vector<ConvertedHand> convert_text(std::string_view text, ConvertFormat to, std::string_view source_name) {
  Converter converter({to, 1, {}});
  std::vector<ConvertedHand> hands;
  converter.on_hand([&](ConvertedHand&& hand) { hands.push_back(std::move(hand)); });
  converter.convert_bytes(source_name, text);
  converter.finish();
  return hands;
}

}  // namespace handaudit
