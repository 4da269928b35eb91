// ChildProcess: build/handaudit run with its standard input and output on
// pipes that the test drives byte by byte, so that a test can close either
// end early, the way a shell pipeline does (`producer | handaudit audit -`,
// `handaudit audit ... | head`). Standard error goes to a file. POSIX only.
#pragma once

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cli_test {

enum class Sigpipe { kDefault, kIgnored };

class ChildProcess {
 public:
  // Starts `binary args...`. `sigpipe` is the disposition the child starts
  // with (an ignored signal stays ignored across exec, as under some CI
  // runners). `close_stdin`: the child starts with no standard input at all.
  ChildProcess(const std::string& binary, const std::vector<std::string>& args, const std::string& err_path,
               Sigpipe sigpipe, bool close_stdin = false) {
    int in[2];
    int out[2];
    if (::pipe(in) != 0 || ::pipe(out) != 0) return;
    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(binary.c_str()));
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    pid_ = ::fork();
    if (pid_ == 0) {
      ::signal(SIGPIPE, sigpipe == Sigpipe::kIgnored ? SIG_IGN : SIG_DFL);
      ::dup2(in[0], STDIN_FILENO);
      ::dup2(out[1], STDOUT_FILENO);
      const int err = ::open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      ::dup2(err, STDERR_FILENO);
      ::close(in[0]), ::close(in[1]), ::close(out[0]), ::close(out[1]), ::close(err);
      if (close_stdin) ::close(STDIN_FILENO);
      ::execv(binary.c_str(), argv.data());
      ::_exit(127);
    }
    ::close(in[0]);
    ::close(out[1]);
    in_ = in[1];
    out_ = out[0];
    // Non-blocking, so that a child that stops reading or writing cannot
    // hang the test: every wait below has a deadline.
    ::fcntl(in_, F_SETFL, ::fcntl(in_, F_GETFL) | O_NONBLOCK);
    ::fcntl(out_, F_SETFL, ::fcntl(out_, F_GETFL) | O_NONBLOCK);
  }
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;
  ~ChildProcess() {
    close_stdin();
    close_stdout();
    if (pid_ > 0 && !status_) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
  }

  bool started() const { return pid_ > 0; }
  void close_stdin() { close_fd(in_); }
  // The reader goes away: the child's next write meets a pipe without reader.
  void close_stdout() { close_fd(out_); }

  // Drives the pipes until the child has exited or `limit` has passed:
  // writes `feed` to its standard input (again and again while `repeat`),
  // closing it when all is written (unless repeating); collects its standard
  // output until `keep_output` bytes have come, then closes that pipe.
  // Returns the wait status, or nullopt when the child was still running at
  // the deadline (a hang).
  std::optional<int> drive(std::string_view feed, bool repeat, std::size_t keep_output,
                           std::chrono::seconds limit) {
    // Our own writes to a child that has gone must fail with EPIPE, not kill
    // the test: SIGPIPE is ignored while driving.
    struct sigaction ignore {}, old {};
    ignore.sa_handler = SIG_IGN;
    ::sigaction(SIGPIPE, &ignore, &old);
    const auto deadline = std::chrono::steady_clock::now() + limit;
    std::size_t written = 0;
    while (!status_ && std::chrono::steady_clock::now() < deadline) {
      pollfd fds[2] = {{in_, POLLOUT, 0}, {out_, POLLIN, 0}};
      ::poll(fds, 2, 20);
      if (in_ >= 0 && (fds[0].revents & (POLLOUT | POLLERR))) {
        if (feed.empty()) {
          close_stdin();
        } else {
          const ssize_t n = ::write(in_, feed.data() + written, feed.size() - written);
          if (n > 0) written += static_cast<std::size_t>(n);
          if (n < 0 && errno == EPIPE) close_stdin();
          if (written == feed.size()) {
            if (repeat) written = 0;
            else close_stdin();
          }
        }
      }
      if (out_ >= 0 && (fds[1].revents & (POLLIN | POLLHUP))) {
        char buffer[1 << 16];
        const ssize_t n = ::read(out_, buffer, sizeof buffer);
        if (n > 0) output_.append(buffer, static_cast<std::size_t>(n));
        if (n == 0 || output_.size() >= keep_output) close_stdout();
      }
      int status = 0;
      if (::waitpid(pid_, &status, WNOHANG) == pid_) status_ = status;
    }
    ::sigaction(SIGPIPE, &old, nullptr);
    // Output still in the pipe after the exit.
    while (status_ && out_ >= 0) {
      char buffer[1 << 16];
      const ssize_t n = ::read(out_, buffer, sizeof buffer);
      if (n <= 0) break;
      output_.append(buffer, static_cast<std::size_t>(n));
    }
    return status_;
  }

  const std::string& output() const { return output_; }

 private:
  static void close_fd(int& fd) {
    if (fd >= 0) ::close(fd);
    fd = -1;
  }

  pid_t pid_ = -1;
  int in_ = -1;
  int out_ = -1;
  std::string output_;
  std::optional<int> status_;
};

}  // namespace cli_test
