#include "input/ordered_pool.h"

#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <set>
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

