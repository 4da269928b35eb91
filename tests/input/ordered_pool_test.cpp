#include "input/ordered_pool.h"

#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <exception>
#include <future>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>


TEST_CASE("the ordered pool delivers results in submission order for every job count") {
  constexpr int kTasks = 500;
  for (const unsigned jobs : {1u, 2u, 7u}) {
    CAPTURE(jobs);
    std::vector<int> delivered;
    const std::thread::id caller = std::this_thread::get_id();
    bool sink_on_caller = true;
    {
      input::OrderedPool<int> pool(jobs, [&](int&& value) {
        sink_on_caller = sink_on_caller && std::this_thread::get_id() == caller;
        delivered.push_back(value);
      });
      for (int i = 0; i < kTasks; ++i) {
        pool.submit([i] {
          // Uneven work, so that later tasks often finish first.
          if (i % 7 == 0) std::this_thread::sleep_for(std::chrono::microseconds((i * 37) % 400));
          return i;
        });
      }
      pool.finish();
    }
    REQUIRE(delivered.size() == kTasks);
    for (int i = 0; i < kTasks; ++i) CHECK(delivered[static_cast<std::size_t>(i)] == i);
    CHECK(sink_on_caller);
  }
}

TEST_CASE("the ordered pool runs tasks on `jobs` threads, the submitting thread one of them") {
  for (const unsigned jobs : {2u, 3u}) {
    CAPTURE(jobs);
    std::mutex mutex;
    std::set<std::thread::id> runners;
    {
      input::OrderedPool<int> pool(jobs, [](int&&) {});
      for (int i = 0; i < 2000; ++i) {
        pool.submit([&, i] {
          // Slow enough that the window fills and the submitting thread helps.
          std::this_thread::sleep_for(std::chrono::microseconds(20));
          const std::lock_guard lock(mutex);
          runners.insert(std::this_thread::get_id());
          return i;
        });
      }
    }
    CHECK(runners.size() <= jobs);
    CHECK(runners.size() >= 2);  // 40 ms of tasks: the workers took some
    CHECK(runners.count(std::this_thread::get_id()) == 1);
  }
}

namespace {

// Made on the thread that runs a task; counts itself destroyed, and whether
// on that same thread.
struct Probe {
  std::thread::id maker = std::this_thread::get_id();
  std::atomic<int>* destroyed;
  std::atomic<int>* elsewhere;
  Probe(std::atomic<int>* d, std::atomic<int>* e) : destroyed(d), elsewhere(e) {}
  Probe(const Probe&) = delete;
  Probe& operator=(const Probe&) = delete;
  ~Probe() {
    ++*destroyed;
    if (std::this_thread::get_id() != maker) ++*elsewhere;
  }
};

}  // namespace

TEST_CASE("the ordered pool destroys each result on the thread that made it, after the sink") {
  for (const unsigned jobs : {1u, 2u, 4u}) {
    CAPTURE(jobs);
    std::atomic<int> destroyed{0};
    std::atomic<int> elsewhere{0};
    int sunk = 0;
    {
      input::OrderedPool<std::unique_ptr<Probe>> pool(jobs, [&](std::unique_ptr<Probe>&& p) {
        CHECK(p != nullptr);  // not destroyed before the sink has seen it
        ++sunk;
      });
      for (int i = 0; i < 3000; ++i) {
        pool.submit([&, i] {
          if (i % 5 == 0) std::this_thread::sleep_for(std::chrono::microseconds(10));
          return std::make_unique<Probe>(&destroyed, &elsewhere);
        });
      }
    }
    CHECK(sunk == 3000);
    CHECK(destroyed.load() == 3000);
    CHECK(elsewhere.load() == 0);
  }
}

TEST_CASE("the ordered pool bounds the work in flight and finishes in its destructor") {
  std::vector<std::vector<int>> delivered;
  {
    input::OrderedPool<std::vector<int>> pool(3, [&](std::vector<int>&& v) { delivered.push_back(std::move(v)); });
    constexpr std::size_t kWindow = 3 * input::OrderedPool<std::vector<int>>::kTasksPerThread;
    for (int i = 0; i < 300; ++i) {
      pool.submit([i] { return std::vector<int>(static_cast<std::size_t>(i % 5), i); });
      // At most kTasksPerThread tasks per thread are pending: older results must have come out.
      CHECK(delivered.size() + kWindow >= static_cast<std::size_t>(i + 1));
    }
  }
  REQUIRE(delivered.size() == 300);
  for (std::size_t i = 0; i < delivered.size(); ++i) CHECK(delivered[i].size() == i % 5);
  CHECK(delivered.back() == std::vector<int>(4, 299));
}

namespace {

// Long enough for a slow machine under ThreadSanitizer; a pool that works
// takes milliseconds.
constexpr auto kPatience = std::chrono::seconds(30);

// Runs `scenario` on a thread of its own and waits for it at most
// kPatience: nullopt when it has not finished, so that a pool that hangs
// fails the test instead of hanging it. (Not std::async: its future's
// destructor would wait for the hung thread.) The thread is detached, so the
// scenario owns everything it uses: capture by value only.
template <class Scenario>
auto within_patience(Scenario scenario) -> std::optional<decltype(scenario())> {
  using Outcome = decltype(scenario());
  auto promise = std::make_shared<std::promise<Outcome>>();
  std::future<Outcome> outcome = promise->get_future();
  std::thread([promise, scenario = std::move(scenario)]() mutable {
    try {
      promise->set_value(scenario());
    } catch (...) {
      promise->set_exception(std::current_exception());
    }
  }).detach();
  if (outcome.wait_for(kPatience) != std::future_status::ready) return std::nullopt;
  return outcome.get();
}

// What the caller of a pool saw.
struct Seen {
  std::vector<int> delivered;  // what reached the sink, in order
  std::string error;           // what() of the exception caught; empty: none
  std::string thrown_from;     // "submit N" (N: the task being submitted) or "finish"
};

std::vector<int> iota(int n) {
  std::vector<int> v;
  for (int i = 0; i < n; ++i) v.push_back(i);
  return v;
}

// Submits tasks 0..tasks-1 (task i returns i, task `bad` throws) to a pool
// of `jobs` threads and finishes it, as cli/audit_command.cpp does: the
// exception leaves the pool's scope, whose destructor runs while it unwinds.
Seen run_with_throwing_task(unsigned jobs, int tasks, int bad) {
  Seen seen;
  std::string where;
  try {
    input::OrderedPool<int> pool(jobs, [&](int&& value) { seen.delivered.push_back(value); });
    for (int i = 0; i < tasks; ++i) {
      where = "submit " + std::to_string(i);
      pool.submit([i, bad] {
        // Uneven work, so that later tasks often finish first.
        if (i % 7 == 0) std::this_thread::sleep_for(std::chrono::microseconds((i * 37) % 400));
        if (i == bad) throw std::runtime_error("task " + std::to_string(i) + " threw");
        return i;
      });
    }
    where = "finish";
    pool.finish();
  } catch (const std::runtime_error& e) {
    seen.error = e.what();
    seen.thrown_from = where;
  }
  return seen;
}

}  // namespace

TEST_CASE("the ordered pool rethrows a task's exception in order, after every result before it") {
  constexpr int kTasks = 300;  // more than the window of 4 threads: submit() delivers too
  for (const unsigned jobs : {1u, 2u, 4u}) {
    for (const int bad : {0, kTasks / 2, kTasks - 1}) {
      CAPTURE(jobs);
      CAPTURE(bad);
      const std::optional<Seen> seen =
          within_patience([jobs, bad] { return run_with_throwing_task(jobs, kTasks, bad); });
      REQUIRE_MESSAGE(seen.has_value(), "the pool hung");
      CHECK(seen->error == "task " + std::to_string(bad) + " threw");
      CHECK(seen->delivered == iota(bad));  // every result before it, none after
      // One thread: at once, from the submit() of that task.
      if (jobs == 1) CHECK(seen->thrown_from == "submit " + std::to_string(bad));
    }
  }
}

TEST_CASE("after a task has thrown, the pool's submit and finish rethrow it, and the pool ends cleanly") {
  for (const unsigned jobs : {1u, 3u}) {
    CAPTURE(jobs);
    struct Outcome {
      std::vector<int> delivered;
      std::vector<std::string> errors;  // of the first failing call, a later submit, finish, finish again
      int ran_after = 0;                // tasks begun after the failure reached the caller
    };
    const std::optional<Outcome> outcome = within_patience([jobs] {
      Outcome o;
      auto ran = std::make_shared<std::atomic<int>>(0);
      auto failed = std::make_shared<std::atomic<bool>>(false);
      {
        input::OrderedPool<int> pool(jobs, [&](int&& value) { o.delivered.push_back(value); });
        auto task = [ran, failed](int i) {
          return [ran, failed, i] {
            if (failed->load()) ++*ran;
            if (i == 20) throw std::logic_error("task 20 threw");
            return i;
          };
        };
        int i = 0;
        try {
          for (; i < 1000; ++i) pool.submit(task(i));
          pool.finish();
        } catch (const std::logic_error& e) {
          o.errors.emplace_back(e.what());
        }
        failed->store(true);
        for (int k = 0; k < 3; ++k) {
          try {
            if (k == 0)
              pool.submit(task(i + 1));
            else
              pool.finish();
            o.errors.emplace_back("no exception");
          } catch (const std::logic_error& e) {
            o.errors.emplace_back(e.what());
          }
        }
      }  // destroyed normally, not while unwinding
      o.ran_after = ran->load();
      return o;
    });
    REQUIRE_MESSAGE(outcome.has_value(), "the pool hung");
    CHECK(outcome->delivered == iota(20));
    CHECK(outcome->errors == std::vector<std::string>(4, "task 20 threw"));
    // Queued tasks were dropped and the later submit's task not run; only a
    // task a worker had already taken may begin after.
    CHECK(outcome->ran_after <= static_cast<int>(jobs) - 1);
  }
}

TEST_CASE("after a task has thrown, the results not delivered are destroyed by the threads that made them") {
  for (const unsigned jobs : {1u, 2u, 4u}) {
    CAPTURE(jobs);
    struct Outcome {
      int made = 0;
      int destroyed = 0;
      int elsewhere = 0;
      int sunk = 0;
      bool threw = false;
    };
    const std::optional<Outcome> outcome = within_patience([jobs] {
      Outcome o;
      auto made = std::make_shared<std::atomic<int>>(0);
      auto destroyed = std::make_shared<std::atomic<int>>(0);
      auto elsewhere = std::make_shared<std::atomic<int>>(0);
      try {
        input::OrderedPool<std::unique_ptr<Probe>> pool(jobs, [&](std::unique_ptr<Probe>&&) { ++o.sunk; });
        for (int i = 0; i < 2000; ++i) {
          pool.submit([=] {
            if (i % 5 == 0) std::this_thread::sleep_for(std::chrono::microseconds(10));
            if (i == 100) throw std::runtime_error("task 100 threw");
            ++*made;
            return std::make_unique<Probe>(destroyed.get(), elsewhere.get());
          });
        }
        pool.finish();
      } catch (const std::runtime_error&) {
        o.threw = true;
      }
      o.made = made->load();
      o.destroyed = destroyed->load();
      o.elsewhere = elsewhere->load();
      return o;
    });
    REQUIRE_MESSAGE(outcome.has_value(), "the pool hung");
    CHECK(outcome->threw);
    CHECK(outcome->sunk == 100);
    CHECK(outcome->made >= 100);
    CHECK(outcome->destroyed == outcome->made);
    CHECK(outcome->elsewhere == 0);
  }
}

TEST_CASE("a sink that throws fails the ordered pool the same way") {
  for (const unsigned jobs : {1u, 2u, 4u}) {
    CAPTURE(jobs);
    const std::optional<Seen> seen = within_patience([jobs] {
      Seen s;
      try {
        input::OrderedPool<int> pool(jobs, [&](int&& value) {
          s.delivered.push_back(value);
          if (value == 50) throw std::runtime_error("sink threw at 50");
        });
        for (int i = 0; i < 300; ++i) pool.submit([i] { return i; });
        pool.finish();
      } catch (const std::runtime_error& e) {
        s.error = e.what();
      }
      return s;
    });
    REQUIRE_MESSAGE(seen.has_value(), "the pool hung");
    CHECK(seen->error == "sink threw at 50");
    CHECK(seen->delivered == iota(51));
  }
}

TEST_CASE("an exception unwinding past the ordered pool drops its work: no sink, no hang") {
  for (const unsigned jobs : {2u, 4u}) {
    CAPTURE(jobs);
    struct Outcome {
      std::size_t delivered_at_throw = 0;
      std::size_t delivered = 0;
      bool caught = false;
    };
    const std::optional<Outcome> outcome = within_patience([jobs] {
      Outcome o;
      std::vector<int> delivered;
      try {
        input::OrderedPool<int> pool(jobs, [&](int&& value) { delivered.push_back(value); });
        for (int i = 0; i < 100; ++i) {
          pool.submit([i] {
            std::this_thread::sleep_for(std::chrono::microseconds(200));
            return i;
          });
        }
        o.delivered_at_throw = delivered.size();
        throw std::runtime_error("the caller's own failure");
      } catch (const std::runtime_error&) {
        o.caught = true;
      }
      o.delivered = delivered.size();
      return o;
    });
    REQUIRE_MESSAGE(outcome.has_value(), "the pool hung");
    CHECK(outcome->caught);
    CHECK(outcome->delivered == outcome->delivered_at_throw);
  }
}

TEST_CASE("the ordered pool's destructor, finishing for the caller, drops a task's exception and returns") {
  for (const unsigned jobs : {1u, 2u, 4u}) {
    CAPTURE(jobs);
    const std::optional<std::vector<int>> delivered = within_patience([jobs] {
      std::vector<int> d;
      bool thrown = false;
      // With workers, task 7 waits until every task is submitted, so that
      // its exception is met in the destructor, not in a submit().
      auto go = std::make_shared<std::atomic<bool>>(jobs == 1);
      try {
        input::OrderedPool<int> pool(jobs, [&](int&& value) { d.push_back(value); });
        for (int i = 0; i < 10; ++i) {
          pool.submit([i, go] {
            if (i != 7) return i;
            while (!go->load()) std::this_thread::sleep_for(std::chrono::microseconds(100));
            throw std::runtime_error("task 7 threw");
          });
        }
        go->store(true);
        // No finish(): the destructor delivers what it can.
      } catch (...) {
        thrown = true;
      }
      if (thrown) d.push_back(-1);
      return d;
    });
    REQUIRE_MESSAGE(delivered.has_value(), "the pool hung");
    // One thread: task 7 runs and throws in its submit(). More: the
    // destructor meets it, delivers 0..6 and drops the rest.
    if (jobs == 1)
      CHECK(*delivered == std::vector<int>{0, 1, 2, 3, 4, 5, 6, -1});
    else
      CHECK(*delivered == iota(7));
  }
}
