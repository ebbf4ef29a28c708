// SPDX-License-Identifier: MIT
// Lines of a stream, bounded: see line_reader.hpp.
#include "batch/line_reader.hpp"

#include <algorithm>
#include <cstring>

namespace skedaddle::batch {

bool LineReader::fill() {
  in_.read(buffer_.data(), static_cast<std::streamsize>(buffer_.size()));
  begin_ = 0;
  end_ = static_cast<std::size_t>(in_.gcount());
  return end_ > 0;
}

bool LineReader::next(Line& line) {
  line.text.clear();
  line.bytes = 0;
  line.too_long = false;
  bool any = false;
  for (;;) {
    if (begin_ == end_ && !fill()) return any;
    any = true;
    const char* start = buffer_.data() + begin_;
    const char* newline = static_cast<const char*>(std::memchr(start, '\n', end_ - begin_));
    const std::size_t length =
        newline != nullptr ? static_cast<std::size_t>(newline - start) : end_ - begin_;
    // Keep one byte past the limit, which tells a longer line from one of exactly the limit.
    const std::size_t room = most_bytes_ + 1 - std::min(line.text.size(), most_bytes_ + 1);
    line.text.append(start, std::min(length, room));
    line.bytes += length;
    begin_ += length;
    if (newline != nullptr) {
      ++begin_;  // the '\n'
      break;
    }
  }
  line.too_long = line.bytes > most_bytes_;
  if (line.too_long) line.text.resize(most_bytes_);
  return true;
}

}  // namespace skedaddle::batch
