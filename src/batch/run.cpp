// SPDX-License-Identifier: MIT
// run_batch(): the lines read and answered by worker threads, each taking the next line itself,
// held in a bounded window, and written in input order by whichever worker completes the next
// line to write.
#include <condition_variable>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "batch/answer.hpp"
#include "batch/line_reader.hpp"
#include "batch/request.hpp"
#include "batch/verbs.hpp"
#include "skedaddle/batch.hpp"
#include "skedaddle/io/printable.hpp"

namespace skedaddle {
namespace batch {
namespace {

/// A scenario an earlier line gave with an id, for the lines that refer to it.
struct BookEntry {
  std::size_t line = 0;
  std::shared_ptr<const Result<Scenario>> scenario;
};

/// True when `line` holds nothing but spaces, tabs and carriage returns (a CRLF file's blank
/// line is "\r").
bool blank(const Line& line) {
  return !line.too_long && line.text.find_first_not_of(" \t\r") == std::string::npos;
}

/// One line's place in the window.
struct Slot {
  Line line;           ///< read, until a worker takes it
  std::string answer;  ///< the answer line, once done (empty when not answered)
  Status status = Status::ok;
  bool done = false;        ///< answered (or skipped), ready to write
  bool registered = false;  ///< its scenario, if it gives one with an id, is in the book
};

class Batch {
 public:
  Batch(const std::function<void(std::string_view)>& out, const BatchSettings& settings)
      : out_(out), settings_(settings) {}

  /// Everything on the calling thread, one line after the other.
  BatchSummary run_here(LineReader& reader) {
    Line line;
    while (wanted(next_read_) && reader.next(line)) {
      const std::size_t number = next_read_++;
      ++summary_.lines;
      Slot slot;
      answer(number, std::move(line), slot);
      // One line at a time: every earlier line is in the book already.
      registered_ = number;
      write(slot);
    }
    return summary_;
  }

  /// `threads` workers, each reading the next line itself and answering it; the window bounds
  /// what is in flight. No thread hands lines to another: a hand-over per line (a wake-up and
  /// a context switch each) cost more than the second core gave.
  BatchSummary run_threads(LineReader& reader, unsigned threads) {
    const std::size_t window = settings_.window != 0 ? settings_.window : std::size_t{64} * threads;
    window_.resize(window);
    std::vector<std::thread> workers;
    workers.reserve(threads);
    for (unsigned i = 0; i < threads; ++i)
      workers.emplace_back([this, &reader] { work(reader); });
    for (std::thread& worker : workers)
      worker.join();
    if (failure_) std::rethrow_exception(failure_);
    return summary_;
  }

 private:
  /// True when line `number` is to be read: the lines after `last_line` are not, nor any once
  /// the settings' `stop` says so.
  bool wanted(std::size_t number) const {
    if (settings_.stop && settings_.stop()) return false;
    return settings_.last_line == 0 || number <= settings_.last_line;
  }

  Slot& slot_of(std::size_t number) { return window_[(number - 1) % window_.size()]; }

  /// One worker: reads a line (under the lock, so lines are numbered in input order), answers
  /// it, and writes it with the lines done after it if it is the next to write.
  void work(LineReader& reader) {
    Line line;
    std::unique_lock lock(mutex_);
    for (;;) {
      // Room in the window: a line far ahead of the next one to write waits.
      if (next_read_ - next_write_ >= window_.size()) {
        ++waiting_for_room_;
        space_.wait(lock, [&] { return end_ || next_read_ - next_write_ < window_.size(); });
        --waiting_for_room_;
      }
      if (end_) return;
      try {
        if (!wanted(next_read_) || !reader.next(line)) {
          end_ = true;
          space_.notify_all();
          return;
        }
      } catch (...) {
        failure_ = std::current_exception();
        end_ = true;
        space_.notify_all();
        return;
      }
      const std::size_t number = next_read_++;
      ++summary_.lines;
      Slot result;
      lock.unlock();
      answer(number, std::move(line), result);
      lock.lock();
      Slot& slot = slot_of(number);
      slot.answer = std::move(result.answer);
      slot.status = result.status;
      slot.done = true;
      flush(lock);
    }
  }

  /// Writes the done lines in order, from the next one to write; one thread at a time does, the
  /// others leave their lines to it.
  void flush(std::unique_lock<std::mutex>& lock) {
    if (writing_) return;
    writing_ = true;
    while (next_write_ < next_read_ && slot_of(next_write_).done) {
      Slot slot = std::move(slot_of(next_write_));
      slot_of(next_write_) = Slot{};
      lock.unlock();
      write(slot);
      lock.lock();
      ++next_write_;
      if (waiting_for_room_ > 0) space_.notify_all();
    }
    writing_ = false;
  }

  /// Writes one line's answer, if it has one, and counts it.
  void write(const Slot& slot) {
    if (slot.answer.empty()) return;
    out_(slot.answer);
    ++summary_.answered;
    switch (slot.status) {
      case Status::ok:
        break;
      case Status::refused:
        ++summary_.refused;
        break;
      case Status::error:
        ++summary_.failed;
        break;
      case Status::internal:
        ++summary_.internal;
        break;
    }
    if (settings_.progress) {
      settings_.progress(BatchProgress{.answered = summary_.answered,
                                       .failed = summary_.failed + summary_.internal,
                                       .refused = summary_.refused});
    }
  }

  /// Marks line `number` as registered (its scenario in the book, if it gives one) and moves
  /// the mark of the lines registered without a gap. Under the lock.
  void mark_registered(std::size_t number) {
    if (window_.empty()) return;  // one thread: run_here keeps the mark
    slot_of(number).registered = true;
    while (registered_ + 1 < next_read_ && slot_of(registered_ + 1).registered)
      ++registered_;
    registered_cv_.notify_all();
  }

  /// Waits until every line before `number` is registered. Under the lock.
  void wait_for_earlier(std::unique_lock<std::mutex>& lock, std::size_t number) {
    registered_cv_.wait(lock, [&] { return registered_ + 1 >= number; });
  }

  /// Answers line `number` into `slot` (answer and status; no answer before first_line, nor
  /// for a blank line).
  void answer(std::size_t number, Line line, Slot& slot) {
    if (blank(line)) {
      // Skipped, not answered: an editor's last newline or a gap between requests is no
      // request. It still counts as a line, so later answers keep the file's line numbers.
      std::lock_guard lock(mutex_);
      mark_registered(number);
      slot.status = Status::ok;
      return;
    }
    std::optional<std::string> id_json;
    std::optional<std::string> verb;
    Answer answer;
    bool entered = false;
    try {
      Request request = read_request(number, line, settings_.limits);
      id_json = request.id_json;
      if (request.verb != nullptr) verb = std::string(request.verb->name);
      const std::optional<Located> duplicate = enter(request);
      entered = true;
      if (number < settings_.first_line) {
        slot.status = Status::ok;
        return;
      }
      answer = duplicate ? error_answer({*duplicate}) : answer_request(request, named(request));
    } catch (const std::exception& e) {
      // The lines after it must not wait for it forever.
      if (!entered) {
        std::lock_guard lock(mutex_);
        mark_registered(number);
      }
      answer = Answer{.status = Status::internal,
                      .document = {},
                      .errors = {{"", std::string("internal error: ") + e.what()}}};
    }
    slot.status = answer.status;
    slot.answer = answer_line(number, id_json, verb, answer);
  }

  /// Puts the request's scenario in the book when it gives one with an id, in line order (so
  /// that a repeated id is told from the first), and marks the line registered. The error of a
  /// repeated id, if it is one.
  std::optional<Located> enter(const Request& request) {
    std::unique_lock lock(mutex_);
    std::optional<Located> duplicate;
    if (request.defines()) {
      wait_for_earlier(lock, request.line);
      const auto [at, fresh] = book_.try_emplace(
          *request.id,
          BookEntry{request.line, std::make_shared<const Result<Scenario>>(*request.scenario)});
      if (!fresh) {
        duplicate = Located{"/id", "expected an id that no earlier line gives a scenario; " +
                                       *request.id_json + " names the scenario of line " +
                                       std::to_string(at->second.line)};
      }
    }
    mark_registered(request.line);
    return duplicate;
  }

  /// The scenario a request names: its own, a file's, or an earlier line's.
  NamedScenario named(const Request& request) {
    NamedScenario out;
    switch (request.source) {
      case Source::none:
        break;
      case Source::inline_:
        out.scenario = request.scenario;
        break;
      case Source::file:
        out = load_file(request, settings_.base_dir, settings_.limits);
        break;
      case Source::reference: {
        std::unique_lock lock(mutex_);
        wait_for_earlier(lock, request.line);
        const auto found = book_.find(request.source_name);
        if (found == book_.end() || found->second.line >= request.line) {
          out.errors.push_back({"/scenario_ref",
                                "expected the id of an earlier line that gives a \"scenario\", "
                                "got " +
                                    io::quoted_input(request.source_name)});
        } else if (!found->second.scenario->ok()) {
          out.errors.push_back(
              {"/scenario_ref", "the scenario of " + io::quoted_input(request.source_name) +
                                    " (line " + std::to_string(found->second.line) +
                                    ") is not valid: its errors are in that line's answer"});
        } else {
          out.scenario = *found->second.scenario;
          out.line = found->second.line;
        }
        break;
      }
    }
    return out;
  }

  const std::function<void(std::string_view)>& out_;
  const BatchSettings& settings_;
  BatchSummary summary_;

  std::mutex mutex_;
  std::condition_variable space_;          ///< a worker waits for room in the window
  std::condition_variable registered_cv_;  ///< references wait for the earlier lines
  std::vector<Slot> window_;               ///< empty when everything runs on one thread
  std::size_t next_read_ = 1;
  std::size_t next_write_ = 1;
  std::size_t registered_ = 0;        ///< lines 1 to registered_ are all registered
  std::size_t waiting_for_room_ = 0;  ///< workers waiting on space_
  bool end_ = false;                  ///< the input is read to its end (or its last wanted line)
  bool writing_ = false;
  std::exception_ptr failure_;  ///< what reading the input threw, for the calling thread
  std::map<std::string, BookEntry, std::less<>> book_;
};

}  // namespace
}  // namespace batch

std::vector<std::string_view> batch_verbs() {
  std::vector<std::string_view> names;
  for (const batch::Verb& verb : batch::verbs())
    names.push_back(verb.name);
  return names;
}

BatchSummary run_batch(std::istream& in, const std::function<void(std::string_view)>& out,
                       const BatchSettings& settings) {
  batch::LineReader reader(in, settings.limits.input_bytes);
  batch::Batch batch(out, settings);
  const unsigned cores = std::thread::hardware_concurrency();
  const unsigned threads = settings.threads != 0 ? settings.threads : (cores != 0 ? cores : 1);
  return threads == 1 ? batch.run_here(reader) : batch.run_threads(reader, threads);
}

}  // namespace skedaddle
