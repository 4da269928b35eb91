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
//
// A task that throws: its exception takes the place of its result. It is
// rethrown on the submitting thread where that result would have gone to the
// sink (from submit() or finish()), after every earlier result. The sink
// throwing is the same. From then on the pool has failed: queued tasks are
// dropped unrun, results of later tasks never reach the sink (they are
// destroyed, by their makers), and submit() and finish() rethrow the same
// exception. finish() stops the workers, whether it returns or throws; a
// task already running is waited for, never interrupted.
//
// The destructor finishes what the caller has not, except while an
// exception unwinds past the pool (or after it failed): then it drops the
// queued tasks and the results not yet delivered, calls no sink, and joins
// the workers. It cannot throw: a task's exception it meets is dropped with
// the results after it, so a caller that must see it calls finish().
// cli/audit_command.cpp lets the exception leave the pool's block: the sink,
// which writes the report, is not called again, and the summary is not
// written.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <exception>
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

  ~OrderedPool() {
    if (!error_ && std::uncaught_exceptions() == uncaught_on_construction_) {
      try {
        finish();
        return;
      } catch (...) {
        // Dropped: see the top of the file.
      }
    }
    if (!workers_.empty()) {
      std::unique_lock lock(mutex_);
      if (!abandoned_) abandon(lock);
    }
    stop_workers();
  }

  void submit(Task task) {
    if (error_) std::rethrow_exception(error_);
    if (workers_.empty()) {
      try {
        sink_(task());
      } catch (...) {
        error_ = std::current_exception();
        throw;
      }
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

  // Runs or waits for every task submitted so far and delivers its result;
  // the workers keep going, and submit() may follow. Throws as submit() does.
  void wait() {
    if (error_) std::rethrow_exception(error_);
    if (workers_.empty()) return;
    std::unique_lock lock(mutex_);
    while (delivered_ < next_seq_) help_or_wait(lock);
  }

  // Runs or waits for every submitted task, delivers the rest, stops the
  // workers. Idempotent; no submit() after it. Throws the exception of the
  // first task that threw (see the top of the file), the workers stopped.
  void finish() {
    if (!workers_.empty() && !error_) {
      try {
        std::unique_lock lock(mutex_);
        while (delivered_ < next_seq_) help_or_wait(lock);
      } catch (...) {
        stop_workers();
        throw;
      }
    }
    stop_workers();
    if (error_) std::rethrow_exception(error_);
  }

 private:
  struct Queued {
    std::uint64_t seq;
    Task task;
  };
  // A finished task: its result, or the exception it threw, and the thread
  // that made it (0: the submitting thread, i: worker i).
  struct Done {
    std::optional<Result> result;
    std::exception_ptr error;
    unsigned maker = 0;
  };

  bool front_ready() const { return !window_.empty() && window_.front().has_value(); }

  // Passes finished results at the head of the window to the sink, without
  // holding the lock while the sink runs (workers keep going meanwhile);
  // then a worker's result goes back to it to be destroyed. Stops at a task
  // that threw, or a sink that throws: the pool fails with that exception.
  void deliver_ready(std::unique_lock<std::mutex>& lock) {
    while (front_ready()) {
      Done done = std::move(*window_.front());
      window_.pop_front();
      ++delivered_;
      if (done.error) fail(lock, done.error);
      lock.unlock();
      try {
        sink_(std::move(*done.result));
      } catch (...) {
        lock.lock();
        fail(lock, std::current_exception());
      }
      lock.lock();
      if (done.maker != 0) leftovers_[done.maker].push_back(std::move(*done.result));
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
  // result, or its exception, in the window. `self`: the running thread
  // (see Done).
  void run_front(std::unique_lock<std::mutex>& lock, unsigned self) {
    Queued item = std::move(queue_.front());
    queue_.pop_front();
    lock.unlock();
    Done done{std::nullopt, nullptr, self};
    try {
      done.result.emplace(item.task());
    } catch (...) {
      done.error = std::current_exception();
    }
    lock.lock();
    if (abandoned_) {
      // The pool failed while the task ran: nobody takes its result.
      lock.unlock();
      done.result.reset();
      lock.lock();
      return;
    }
    // Not yet delivered, so still in the window: delivered_ <= item.seq.
    window_[static_cast<std::size_t>(item.seq - delivered_)].emplace(std::move(done));
    if (item.seq == delivered_) done_cv_.notify_one();
  }

  // The pool has failed with `error`: the submitting thread rethrows it, now
  // and from every later submit() and finish().
  [[noreturn]] void fail(std::unique_lock<std::mutex>& lock, std::exception_ptr error) {
    error_ = error;
    abandon(lock);
    std::rethrow_exception(std::move(error));
  }

  // Drops the queued tasks and the results not yet delivered (a worker's go
  // back to it to be destroyed); tasks running now drop theirs when done.
  void abandon(std::unique_lock<std::mutex>& /*held*/) {
    abandoned_ = true;
    queue_.clear();
    for (std::optional<Done>& slot : window_)
      if (slot && slot->result && slot->maker != 0) leftovers_[slot->maker].push_back(std::move(*slot->result));
    window_.clear();
    work_cv_.notify_all();
  }

  // Lets each worker finish its task and destroy its leftovers, then joins
  // it. Idempotent.
  void stop_workers() {
    if (workers_.empty()) return;
    {
      const std::lock_guard lock(mutex_);
      stopping_ = true;
    }
    work_cv_.notify_all();
    for (std::thread& t : workers_) t.join();
    workers_.clear();
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
      // finish() delivered everything before stopping, or the pool failed.
      if (stopping_) return;
      work_cv_.wait(lock, [this, self] { return stopping_ || !queue_.empty() || !leftovers_[self].empty(); });
    }
  }

  Sink sink_;
  std::vector<std::thread> workers_;
  std::size_t max_in_flight_ = 1;
  // Exceptions in flight when the pool was made: more at its end means one
  // is unwinding past it.
  const int uncaught_on_construction_ = std::uncaught_exceptions();
  // The exception the pool failed with; the submitting thread's only.
  std::exception_ptr error_;

  std::mutex mutex_;
  std::condition_variable work_cv_;  // a task was queued, leftovers, or stopping_
  std::condition_variable done_cv_;  // the head of the window finished
  std::deque<Queued> queue_;
  std::deque<std::optional<Done>> window_;  // index = seq - delivered_
  std::vector<std::vector<Result>> leftovers_;  // per maker: delivered, to destroy
  std::uint64_t next_seq_ = 0;
  std::uint64_t delivered_ = 0;
  bool stopping_ = false;
  bool abandoned_ = false;  // failed, or dropped by the destructor: no more deliveries
};

}  // namespace input
