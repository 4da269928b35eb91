# Run after every build of a test executable (tests/CMakeLists.txt, with
# cmake -P): writes TEST_FILE, a CTest script that gives each test case of
# TEST_EXECUTABLE, registered by doctest_discover_tests as TEST_PREFIX + its
# name, its label and the environment set in ENVIRONMENT_FILE.
#
# The label is the test case's doctest test suite, one of SUITES (comma
# separated): `TEST_CASE("..." * doctest::test_suite("corpus"))`. A test case
# in no suite is `unit`. A suite not in SUITES, a name given twice in one
# executable, or a ';' in a name (CTest's list separator, which
# doctest_discover_tests would cut the name at) stops the build here.
cmake_minimum_required(VERSION 3.20)

foreach(var TEST_EXECUTABLE TEST_PREFIX TEST_FILE ENVIRONMENT_FILE SUITES)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "doctest_labels.cmake: ${var} not given")
  endif()
endforeach()
include("${ENVIRONMENT_FILE}")  # sets test_environment
string(REPLACE "," ";" suites "${SUITES}")

# The names that `TEST_EXECUTABLE ARGN` lists, one a line between doctest's
# own lines ("[doctest] ...", "=====...").
function(doctest_list out)
  execute_process(COMMAND "${TEST_EXECUTABLE}" ${ARGN} OUTPUT_VARIABLE output RESULT_VARIABLE result)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "${TEST_EXECUTABLE} ${ARGN}: exit status ${result}\n${output}")
  endif()
  if(output MATCHES ";")
    string(REGEX MATCHALL "[^\n]*;[^\n]*" bad "${output}")
    message(FATAL_ERROR "${TEST_EXECUTABLE}: a test case or suite name holds ';', which CTest cannot carry "
                        "in a test name; use ',' instead:\n${bad}")
  endif()
  string(REPLACE "\n" ";" lines "${output}")
  set(names "")
  foreach(line IN LISTS lines)
    if(line STREQUAL "" OR line MATCHES "^\\[doctest\\] " OR line MATCHES "^=+$")
      continue()
    endif()
    list(APPEND names "${line}")
  endforeach()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

doctest_list(used_suites --list-test-suites)
foreach(suite IN LISTS used_suites)
  if(NOT suite IN_LIST suites)
    message(FATAL_ERROR "${TEST_EXECUTABLE}: test suite '${suite}' is none of the labels ${SUITES} "
                        "(tests/CMakeLists.txt, handaudit_test_suites)")
  endif()
endforeach()

doctest_list(all --list-test-cases)
set(seen "")
foreach(name IN LISTS all)
  if(name IN_LIST seen)
    message(FATAL_ERROR "${TEST_EXECUTABLE}: two test cases named '${name}'")
  endif()
  list(APPEND seen "${name}")
endforeach()

foreach(suite IN LISTS suites)
  doctest_list(in_${suite} --list-test-cases "--test-suite=${suite}")
endforeach()

set(script "# Written by tests/doctest_labels.cmake from ${TEST_EXECUTABLE}.\n")
foreach(name IN LISTS all)
  set(label unit)
  foreach(suite IN LISTS suites)
    if(name IN_LIST in_${suite})
      set(label ${suite})
    endif()
  endforeach()
  string(APPEND script "set_tests_properties([==[${TEST_PREFIX}${name}]==] PROPERTIES LABELS ${label} "
                       "ENVIRONMENT [==[${test_environment}]==])\n")
endforeach()
file(WRITE "${TEST_FILE}" "${script}")
