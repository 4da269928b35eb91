// handaudit._handaudit: the public C++ API (include/handaudit/) for the
// Python package of python/handaudit/, which turns what this returns into
// dicts, generators and DataFrames. Every call that audits, converts or
// replays releases the GIL while the C++ works; the hands' results come back
// as the NDJSON the CLI writes (one str a batch, objects apart by '\n'), so
// that Python reads exactly the CLI's objects.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "handaudit/handaudit.h"

namespace py = pybind11;

namespace {

// handaudit.Error, defined in Python (handaudit/__init__.py) and given to
// the module once by _set_error_class(): a message with the input's name
// and, where one is known, its line and column.
struct InputError {
  std::string message;
  std::string source;
  std::uint32_t line = 0;
  std::uint32_t column = 0;
};

// Owned for the life of the process: the interpreter may be gone when
// static destructors run, so it is never released.
PyObject* error_class = nullptr;

void set_error_class(const py::object& cls) {
  Py_XDECREF(error_class);
  error_class = cls.inc_ref().ptr();
}

// Text as Python str: the reports are UTF-8, and a path of other bytes keeps
// them as surrogates (as os.fsdecode does) rather than failing.
py::str to_str(std::string_view text) {
  PyObject* s = PyUnicode_DecodeUTF8(text.data(), static_cast<Py_ssize_t>(text.size()), "surrogateescape");
  if (s == nullptr) throw py::error_already_set();
  return py::reinterpret_steal<py::str>(s);
}

py::bytes to_bytes(std::string_view bytes) { return py::bytes(bytes.data(), bytes.size()); }

unsigned threads_for(int jobs) {
  if (jobs < 0) throw InputError{"jobs must be 0 (every core) or more, not " + std::to_string(jobs), {}, 0, 0};
  if (jobs == 0) return std::max(1u, std::thread::hardware_concurrency());
  return static_cast<unsigned>(jobs);
}

std::optional<handaudit::Profile> profile_named(const std::optional<std::string>& name) {
  if (!name) return std::nullopt;
  std::optional<handaudit::Profile> profile = handaudit::Profile::named(*name);
  if (profile) return profile;
  std::string known;
  for (const std::string& n : handaudit::Profile::names()) known.append(known.empty() ? "" : ", ").append(n);
  throw InputError{std::string("unknown profile '") + *name + "' (profiles: " + known + ")", {}, 0, 0};
}

handaudit::RuleSelection rules_chosen(const std::vector<std::string>& only, const std::vector<std::string>& disable) {
  std::string unknown;
  std::optional<handaudit::RuleSelection> rules = handaudit::RuleSelection::from_ids(only, disable, &unknown);
  if (!rules) throw InputError{std::string("unknown rule '") + unknown + "' (handaudit.rules() lists them)", {}, 0, 0};
  return *rules;
}

py::dict summary_dict(const handaudit::Summary& s) {
  py::dict d;
  d["files"] = s.sources;
  d["hands"] = s.hands;
  d["clean"] = s.clean;
  d["with_findings"] = s.with_findings;
  d["unreadable"] = s.unreadable;
  d["outside_hands"] = s.outside_hands;
  d["errors"] = s.errors;
  d["warnings"] = s.warnings;
  d["notes"] = s.notes;
  d["cross_hand_findings"] = s.cross_hand_findings;
  d["tables_with_findings"] = s.tables_with_findings;
  d["tables_unordered"] = s.tables_unordered;
  py::dict by_rule;
  for (const auto& [rule, count] : s.by_rule) by_rule[py::str(rule)] = count;
  d["by_rule"] = by_rule;
  py::list inputs;
  for (const handaudit::InputFile& input : s.inputs) {
    py::dict i;
    i["path"] = to_str(input.path);
    i["bytes"] = input.bytes;
    i["sha256"] = input.sha256;
    inputs.append(i);
  }
  d["inputs"] = inputs;
  return d;
}

// One audit run: an Auditor whose hands' NDJSON objects are collected as
// they come and handed to Python after each input, with each hand's table
// name when `hand_tables` (for findings_frame(): the object names none);
// without `clean_hands` only those with findings (handaudit.dask: most
// hands are clean, and reading their objects in Python is most of its time).
class Run {
 public:
  Run(const std::optional<std::string>& profile, int jobs, const std::vector<std::string>& only,
      const std::vector<std::string>& disable, bool hand_tables, bool clean_hands) {
    handaudit::AuditorOptions options;
    options.profile = profile_named(profile);
    options.threads = threads_for(jobs);
    options.rules = rules_chosen(only, disable);
    options.hand_tables = hand_tables;
    auditor_ = std::make_unique<handaudit::Auditor>(std::move(options));
    auditor_->on_hand([this, hand_tables, clean_hands](handaudit::HandResult&& hand) {
      if (!clean_hands && hand.findings.empty()) return;
      hands_ += handaudit::to_json(hand);
      if (hand_tables) tables_.push_back(std::move(hand.table));
    });
    auditor_->on_unreadable([this](std::string_view path, std::string_view reason) {
      unreadable_.emplace_back(std::string(path), std::string(reason));
    });
  }

  // The hands' objects of `path` (a file, a folder, an archive), NDJSON,
  // and their tables' names (none without hand_tables).
  py::tuple audit_path(const std::string& path) {
    {
      const py::gil_scoped_release unlocked;
      check_open();
      auditor_->audit_path(path);
    }
    return take_hands();
  }

  py::tuple audit_bytes(const std::string& name, const py::bytes& bytes) {
    const std::string_view view(bytes);
    {
      const py::gil_scoped_release unlocked;
      check_open();
      auditor_->audit_bytes(name, view);
    }
    return take_hands();
  }

  // (path, reason) of each input that could not be read since the last call.
  std::vector<std::pair<py::str, py::str>> take_unreadable() {
    std::vector<std::pair<py::str, py::str>> out;
    for (const auto& [path, reason] : unreadable_) out.emplace_back(to_str(path), to_str(reason));
    unreadable_.clear();
    return out;
  }

  py::bytes export_sessions() {
    std::string state;
    {
      const py::gil_scoped_release unlocked;
      check_open();
      state = auditor_->export_sessions();
    }
    return to_bytes(state);
  }

  void merge_sessions(const py::bytes& state, const std::string& name) {
    const std::string_view view(state);
    std::string error;
    bool merged = false;
    {
      const py::gil_scoped_release unlocked;
      check_open();
      merged = auditor_->merge_sessions(view, &error);
    }
    if (!merged) throw InputError{name + ": not a session state of this build and profile: " + error, name, 0, 0};
  }

  // (the hands' objects still waiting, their tables' names, the table
  // objects, the summary) as NDJSON, a list, NDJSON and a dict.
  py::tuple finish() {
    handaudit::AuditOutcome outcome;
    std::string tables;
    {
      const py::gil_scoped_release unlocked;
      check_open();
      outcome = auditor_->finish();
      finished_ = true;
      for (const handaudit::TableResult& table : outcome.tables) tables += handaudit::to_json(table);
    }
    py::tuple hands = take_hands();
    return py::make_tuple(hands[0], hands[1], to_str(tables), summary_dict(outcome.summary));
  }

 private:
  void check_open() const {
    if (finished_) throw InputError{"this audit has finished", {}, 0, 0};
  }

  py::tuple take_hands() {
    py::list tables;
    for (const std::string& table : tables_) tables.append(to_str(table));
    py::tuple out = py::make_tuple(to_str(hands_), tables);
    hands_.clear();
    tables_.clear();
    return out;
  }

  std::unique_ptr<handaudit::Auditor> auditor_;
  std::string hands_;                // NDJSON objects not yet handed over
  std::vector<std::string> tables_;  // their tables' names, with hand_tables
  std::vector<std::pair<std::string, std::string>> unreadable_;
  bool finished_ = false;
};

handaudit::ConvertFormat convert_format(const std::string& to) {
  if (to == "json") return handaudit::ConvertFormat::kJson;
  if (to == "ohh") return handaudit::ConvertFormat::kOhh;
  if (to == "phh") return handaudit::ConvertFormat::kPhh;
  throw InputError{std::string("cannot convert to '") + to + "': json, phh or ohh", {}, 0, 0};
}

// Every hand of `inputs` ((is_path, name, bytes) each) converted: a list of
// (source, line, column, text, skipped), and the (path, reason) of each
// input that could not be read.
py::tuple convert(const std::vector<std::tuple<bool, std::string, py::bytes>>& inputs, const std::string& to,
                  int jobs) {
  handaudit::ConverterOptions options;
  options.to = convert_format(to);
  options.threads = threads_for(jobs);
  std::vector<std::pair<bool, std::string>> names;
  std::vector<std::string_view> bytes;
  for (const auto& [is_path, name, data] : inputs) {
    names.emplace_back(is_path, name);
    bytes.emplace_back(data);
  }
  std::vector<handaudit::ConvertedHand> hands;
  std::vector<std::pair<std::string, std::string>> unreadable;
  {
    const py::gil_scoped_release unlocked;
    handaudit::Converter converter(std::move(options));
    converter.on_hand([&hands](handaudit::ConvertedHand&& hand) { hands.push_back(std::move(hand)); });
    converter.on_unreadable([&unreadable](std::string_view path, std::string_view reason) {
      unreadable.emplace_back(std::string(path), std::string(reason));
    });
    for (std::size_t i = 0; i < names.size(); ++i) {
      if (names[i].first)
        converter.convert_path(names[i].second);
      else
        converter.convert_bytes(names[i].second, bytes[i]);
    }
    converter.finish();
  }
  py::list out;
  for (const handaudit::ConvertedHand& hand : hands)
    out.append(py::make_tuple(to_str(hand.source), hand.position.line, hand.position.column, to_str(hand.text),
                              to_str(hand.skipped)));
  py::list failed;
  for (const auto& [path, reason] : unreadable) failed.append(py::make_tuple(to_str(path), to_str(reason)));
  return py::make_tuple(out, failed);
}

// One hand replayed: (hand_id, text, has_errors).
py::tuple replay(const py::bytes& bytes, const std::string& hand_id, const std::string& format,
                 const std::optional<std::string>& profile, const std::string& name) {
  handaudit::ReplayOptions options;
  if (format == "text")
    options.format = handaudit::ReplayFormat::kText;
  else if (format == "json")
    options.format = handaudit::ReplayFormat::kJson;
  else
    throw InputError{std::string("no replay format '") + format + "': text or json", {}, 0, 0};
  options.profile = profile_named(profile);
  const std::string_view view(bytes);
  std::optional<handaudit::Replay> replayed;
  {
    const py::gil_scoped_release unlocked;
    replayed = handaudit::replay(view, hand_id, options, name);
  }
  if (!replayed)
    throw InputError{hand_id.empty() ? name + ": no hand in the text" : name + ": no hand " + hand_id + " in the text",
                     name, 0, 0};
  return py::make_tuple(to_str(replayed->hand_id), to_str(replayed->text), replayed->has_errors);
}

std::vector<std::string> replay_hand_ids(const py::bytes& bytes, const std::string& name) {
  const std::string_view view(bytes);
  const py::gil_scoped_release unlocked;
  return handaudit::replay_hand_ids(view, name);
}

py::list rules() {
  py::list out;
  for (const handaudit::RuleInfo& rule : handaudit::rules()) {
    py::dict d;
    d["id"] = py::str(std::string(rule.id));
    d["category"] = py::str(std::string(rule.category));
    d["severity"] = py::str(std::string(handaudit::severity_id(rule.severity)));
    d["summary"] = to_str(rule.summary);
    d["checks"] = to_str(rule.checks);
    d["authority"] = to_str(rule.authority);
    py::list switches;
    std::string_view rest = rule.profile_switches;
    while (!rest.empty()) {
      const std::size_t comma = rest.find(',');
      std::string_view one = rest.substr(0, comma);
      while (!one.empty() && one.front() == ' ') one.remove_prefix(1);
      if (!one.empty()) switches.append(py::str(std::string(one)));
      rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    }
    d["profile_switches"] = switches;
    out.append(d);
  }
  return out;
}

}  // namespace

PYBIND11_MODULE(_handaudit, m) {
  m.doc() = "The C++ core of the handaudit package; use the functions of handaudit itself.";
  m.attr("version") = handaudit::kVersion;

  m.def("_set_error_class", &set_error_class);
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const InputError& e) {
      if (error_class == nullptr) {
        PyErr_SetString(PyExc_ValueError, e.message.c_str());
        return;
      }
      py::object error = py::reinterpret_borrow<py::object>(error_class)(
          to_str(e.message), e.source.empty() ? py::object(py::none()) : py::object(to_str(e.source)),
          e.line == 0 ? py::object(py::none()) : py::object(py::int_(e.line)),
          e.column == 0 ? py::object(py::none()) : py::object(py::int_(e.column)));
      PyErr_SetObject(error_class, error.ptr());
    }
  });

  py::class_<Run>(m, "Run")
      .def(py::init<const std::optional<std::string>&, int, const std::vector<std::string>&,
                    const std::vector<std::string>&, bool, bool>(),
           py::arg("profile"), py::arg("jobs"), py::arg("only"), py::arg("disable"), py::arg("hand_tables") = false,
           py::arg("clean_hands") = true)
      .def("audit_path", &Run::audit_path)
      .def("audit_bytes", &Run::audit_bytes)
      .def("take_unreadable", &Run::take_unreadable)
      .def("export_sessions", &Run::export_sessions)
      .def("merge_sessions", &Run::merge_sessions)
      .def("finish", &Run::finish);
  m.def("convert", &convert);
  m.def("replay", &replay);
  m.def("replay_hand_ids", &replay_hand_ids);
  m.def("rules", &rules);
  m.def("profiles", &handaudit::Profile::names);
}
