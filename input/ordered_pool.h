// OrderedPool: runs tasks on a fixed set of threads and hands their results
// to a sink in submission order, on the thread that submits. This is what
// makes a report identical for every --jobs: tasks finish in any order, the
// sink sees one order only.
//
// `jobs` threads run tasks: jobs - 1 workers and the submitting thread,
// which runs queued tasks itself whenever the window of tasks in flight is
// full instead of sleeping. A third thread on two cores would only take
// turns with the other two (a wake-up and a context switch each time), and
// the submitting thread's own work (reading, splitting, writing the report)
// is a small part of the whole.
//
// The number of tasks in flight (queued, running, or done but not yet passed
// to the sink) is bounded, so memory does not grow with the input.
//
// A result is destroyed by the thread that made it, after the sink: a
// worker's results go back to it. Freed on the submitting thread, every
// string of a report would take the lock of the worker's malloc arena while
// the worker allocates from it (a tenth of -j2's time on table hands).
#pragma once

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

namespace input {

template <class Result>
class OrderedPool {
 public:
  // Tasks in flight per thread. With two threads, more than one read
  // block's worth (a block holds about 1,650 real hands, 52 tasks of
  // cli/audit_command.cpp), so that the worker stays busy while the
  // submitting thread reads and splits the next; 64 measured the same.
  static constexpr std::size_t kTasksPerThread = 32;

  using Task = std::function<Result()>;
  using Sink = std::function<void(Result&&)>;

  // jobs <= 1 runs every task at once on the submitting thread: no threads,
  // the same order.
  OrderedPool(unsigned jobs, Sink sink) : sink_(std::move(sink)) {
    if (jobs <= 1) return;
    max_in_flight_ = std::size_t{jobs} * kTasksPerThread;
    leftovers_.resize(jobs);
    workers_.reserve(jobs - 1);
    for (unsigned i = 1; i < jobs; ++i) workers_.emplace_back([this, i] { work(i); });
  }

  OrderedPool(const OrderedPool&) = delete;
  OrderedPool& operator=(const OrderedPool&) = delete;

  ~OrderedPool() { finish(); }

  void submit(Task task) {
    if (workers_.empty()) {
      sink_(task());
      return;
    }
    std::unique_lock lock(mutex_);
    while (next_seq_ - delivered_ >= max_in_flight_) help_or_wait(lock);
    window_.emplace_back();
    queue_.push_back({next_seq_++, std::move(task)});
    lock.unlock();
    work_cv_.notify_one();
    lock.lock();
    deliver_ready(lock);
  }

  // Runs or waits for every submitted task, delivers the rest, stops the
  // workers. Idempotent; no submit() after it.
  void finish() {
    if (workers_.empty()) return;
    {
      std::unique_lock lock(mutex_);
      while (delivered_ < next_seq_) help_or_wait(lock);
      stopping_ = true;
    }
    work_cv_.notify_all();
    for (std::thread& t : workers_) t.join();
    workers_.clear();
  }

 private:
  struct Queued {
    std::uint64_t seq;
    Task task;
  };
  // A finished task: its result and the thread that made it (0: the
  // submitting thread, i: worker i).
  struct Done {
    Result result;
    unsigned maker = 0;
  };

  bool front_ready() const { return !window_.empty() && window_.front().has_value(); }

  // Passes finished results at the head of the window to the sink, without
  // holding the lock while the sink runs (workers keep going meanwhile);
  // then a worker's result goes back to it to be destroyed.
  void deliver_ready(std::unique_lock<std::mutex>& lock) {
    while (front_ready()) {
      Done done = std::move(*window_.front());
      window_.pop_front();
      ++delivered_;
      lock.unlock();
      sink_(std::move(done.result));
      lock.lock();
      if (done.maker != 0) leftovers_[done.maker].push_back(std::move(done.result));
    }
  }

  // The submitting thread, while it cannot go on: runs the oldest queued
  // task, or sleeps until the head of the window is done; then delivers.
  void help_or_wait(std::unique_lock<std::mutex>& lock) {
    if (!queue_.empty()) {
      run_front(lock, 0);
    } else {
      done_cv_.wait(lock, [this] { return front_ready(); });
    }
    deliver_ready(lock);
  }

  // Runs the oldest queued task without holding the lock and stores its
  // result in the window. `self`: the running thread (see Done).
  void run_front(std::unique_lock<std::mutex>& lock, unsigned self) {
    Queued item = std::move(queue_.front());
    queue_.pop_front();
    lock.unlock();
    Done done{item.task(), self};
    lock.lock();
    // Not yet delivered, so still in the window: delivered_ <= item.seq.
    window_[static_cast<std::size_t>(item.seq - delivered_)].emplace(std::move(done));
    if (item.seq == delivered_) done_cv_.notify_one();
  }

  void work(unsigned self) {
    // Swapped with leftovers_[self]: the two vectors' buffers go back and
    // forth, and the results are destroyed here without the lock.
    std::vector<Result> spare;
    std::unique_lock lock(mutex_);
    for (;;) {
      if (!leftovers_[self].empty()) {
        spare.swap(leftovers_[self]);
        lock.unlock();
        spare.clear();
        lock.lock();
        continue;
      }
      if (!queue_.empty()) {
        run_front(lock, self);
        continue;
      }
      if (stopping_) return;  // finish() delivered everything before stopping
      work_cv_.wait(lock, [this, self] { return stopping_ || !queue_.empty() || !leftovers_[self].empty(); });
    }
  }

  Sink sink_;
  std::vector<std::thread> workers_;
  std::size_t max_in_flight_ = 1;

  std::mutex mutex_;
  std::condition_variable work_cv_;  // a task was queued, or stopping_
  std::condition_variable done_cv_;  // the head of the window finished
  std::deque<Queued> queue_;
  std::deque<std::optional<Done>> window_;  // index = seq - delivered_
  std::vector<std::vector<Result>> leftovers_;  // per maker: delivered, to destroy
  std::uint64_t next_seq_ = 0;
  std::uint64_t delivered_ = 0;
  bool stopping_ = false;
};

}  // namespace input
