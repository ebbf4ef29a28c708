// SPDX-License-Identifier: MIT
// The tool's writes, each checked: see output.hpp.
#include "output.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "commands.hpp"

namespace skedaddle::cli {
namespace {

namespace fs = std::filesystem;

/// The errno of the first failed write on standard output, 0 while none failed. Atomic: a
/// batch asks stdout_failed() on one thread while another writes.
std::atomic<int> stdout_errno = 0;

/// Whether JSON documents go on standard output one per line (set_json_lines).
bool json_lines = false;

std::string reason(int error) {
  return std::strerror(error);
}

/// "skedaddle: cannot write WHERE: REASON" on stderr.
void print_write_error(std::string_view where, int error) {
  print_err("skedaddle: cannot write " + std::string(where) + ": " + reason(error) + "\n");
}

/// What a target that is not a regular file is, for the refusal.
std::string_view file_kind(mode_t mode) {
  if (S_ISLNK(mode)) return "a symbolic link";
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a named pipe (FIFO)";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

/// The mode the written file gets: the replaced file's, else a new file's (0666 less umask).
mode_t new_file_mode(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode)) return st.st_mode & 07777;
  const mode_t mask = ::umask(0);
  ::umask(mask);
  return static_cast<mode_t>(0666 & ~mask);
}

/// Writes all of `content` to `fd`; false (errno set) when it cannot.
bool write_all(int fd, std::string_view content) {
  while (!content.empty()) {
    const ssize_t n = ::write(fd, content.data(), content.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    content.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

}  // namespace

void print_out(std::string_view text) {
  const std::size_t written = std::fwrite(text.data(), 1, text.size(), stdout);
  if (written != text.size() && stdout_errno == 0) stdout_errno = errno != 0 ? errno : EIO;
  if (std::fflush(stdout) != 0 && stdout_errno == 0) stdout_errno = errno != 0 ? errno : EIO;
}

void write_out(std::string_view text) {
  const std::size_t written = std::fwrite(text.data(), 1, text.size(), stdout);
  if (written != text.size() && stdout_errno == 0) stdout_errno = errno != 0 ? errno : EIO;
}

bool stdout_failed() {
  return stdout_errno != 0;
}

std::string shown_input(const std::string& file) {
  return file == kStdinArg ? std::string(kStdinShown) : file;
}

void set_json_lines(bool on) {
  json_lines = on;
}

void JsonPrinter::print(std::string_view piece) {
  if (json_lines) {
    print_out(squeezer_.squeeze(piece));
  } else {
    print_out(piece);
  }
}

void JsonPrinter::finish() {
  if (json_lines) print_out("\n");
}

void print_json(std::string_view json) {
  JsonPrinter printer;
  printer.print(json);
  printer.finish();
}

void print_err(std::string_view text) {
  std::fwrite(text.data(), 1, text.size(), stderr);
  std::fflush(stderr);
}

int finish_stdout(int status) {
  int error = stdout_errno;
  if (std::fflush(stdout) != 0 && error == 0) error = errno;
  if (std::ferror(stdout) != 0 && error == 0) error = EIO;
  errno = 0;
  // A closed standard output that nothing was written to is no failure (as in coreutils).
  if (std::fclose(stdout) != 0 && error == 0 && errno != EBADF) error = errno != 0 ? errno : EIO;
  if (error == 0) return status;
  print_write_error("standard output", error);
  return status == kExitOk || status == kExitRefused ? kExitOutput : status;
}

std::string check_target(const std::string& out, const std::string& input) {
  if (out.empty()) return "-o: expected a file name or - for standard output";
  if (out == kStdoutName) return "";
  struct stat st {};
  if (::lstat(out.c_str(), &st) != 0) {
    if (fs::path(out).filename().empty()) {
      return "-o " + out + ": expected a file name or - for standard output, got a folder";
    }
    // A new file; any other trouble (a missing folder, no permission) is the write's failure.
    return "";
  }
  std::error_code ec;
  if (!input.empty() && input != kStdinArg && fs::equivalent(input, out, ec)) {
    return "refusing to write " + out + ": it is the input scenario " + input;
  }
  if (S_ISREG(st.st_mode)) return "";
  return "refusing to write " + out + ": it is " + std::string(file_kind(st.st_mode)) +
         "; -o replaces only a regular file or creates a new one";
}

WriteStatus write_output(const std::string& path, std::string_view content,
                         const std::string& input) {
  if (path == kStdoutName) {
    print_out(content);  // a failure is reported once, by finish_stdout
    return WriteStatus::written;
  }
  if (const std::string refusal = check_target(path, input); !refusal.empty()) {
    print_err("skedaddle: " + refusal + "\n");
    return WriteStatus::refused;
  }
  const fs::path target(path);
  const fs::path dir = target.parent_path().empty() ? fs::path(".") : target.parent_path();
  const std::string pattern = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  std::vector<char> name(pattern.begin(), pattern.end());
  name.push_back('\0');
  const int fd = ::mkstemp(name.data());
  if (fd < 0) {
    print_write_error(path, errno);
    return WriteStatus::failed;
  }
  const std::string tmp(name.data());
  const auto fail = [&](int error, bool open) {
    if (open) ::close(fd);
    ::unlink(tmp.c_str());
    print_write_error(path, error);
    return WriteStatus::failed;
  };
  if (::fchmod(fd, new_file_mode(path)) != 0 || !write_all(fd, content)) return fail(errno, true);
  if (::close(fd) != 0) return fail(errno, false);
  // Held to the same rule as before the work: a link or pipe put there meanwhile stays.
  if (const std::string refusal = check_target(path, input); !refusal.empty()) {
    ::unlink(tmp.c_str());
    print_err("skedaddle: " + refusal + "\n");
    return WriteStatus::refused;
  }
  if (::rename(tmp.c_str(), path.c_str()) != 0) return fail(errno, false);
  return WriteStatus::written;
}

}  // namespace skedaddle::cli
