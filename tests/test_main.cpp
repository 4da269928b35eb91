// The main of every test executable: doctest's, and a run that selects no
// test case fails. CTest runs one test case a process (--test-case=NAME, see
// tests/CMakeLists.txt); a name that the filter no longer matches (a test
// renamed, a character the filter syntax reads otherwise) must not pass as
// "0 test cases, 0 failed".
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdio>

namespace {

// Set at the end of a run that ran (not a query such as --list-test-cases).
bool g_ran = false;
unsigned g_selected = 0;

struct SelectionListener : doctest::IReporter {
  explicit SelectionListener(const doctest::ContextOptions&) {}
  void report_query(const doctest::QueryData&) override {}
  void test_run_start() override {}
  void test_run_end(const doctest::TestRunStats& stats) override {
    g_ran = true;
    g_selected = stats.numTestCasesPassingFilters;
  }
  void test_case_start(const doctest::TestCaseData&) override {}
  void test_case_reenter(const doctest::TestCaseData&) override {}
  void test_case_end(const doctest::CurrentTestCaseStats&) override {}
  void test_case_exception(const doctest::TestCaseException&) override {}
  void subcase_start(const doctest::SubcaseSignature&) override {}
  void subcase_end() override {}
  void log_assert(const doctest::AssertData&) override {}
  void log_message(const doctest::MessageData&) override {}
  void test_case_skipped(const doctest::TestCaseData&) override {}
};

REGISTER_LISTENER("selection", 1, SelectionListener);

}  // namespace

int main(int argc, char** argv) {
  doctest::Context context(argc, argv);
  const int status = context.run();
  if (status == 0 && g_ran && g_selected == 0) {
    std::fprintf(stderr, "test_main: no test case matches the filters given\n");
    return 1;
  }
  return status;
}
