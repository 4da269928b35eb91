#include "report/string_writer.h"

#include <algorithm>

namespace report {

StringWriter::StringWriter(std::string& out, std::size_t expected) : out_(out) {
  const std::size_t written = out_.size();
  out_.resize(written + expected);
  cursor_ = out_.data() + written;
  end_ = out_.data() + out_.size();
}

StringWriter::~StringWriter() { out_.resize(static_cast<std::size_t>(cursor_ - out_.data())); }

void StringWriter::grow(std::size_t n) {
  const std::size_t written = static_cast<std::size_t>(cursor_ - out_.data());
  // Doubling keeps the number of moves logarithmic in a guess that was short.
  out_.resize(std::max(out_.size() * 2, written + n));
  cursor_ = out_.data() + written;
  end_ = out_.data() + out_.size();
}

}  // namespace report
