// SPDX-License-Identifier: MIT
// Reads the published rulings from the Markdown of docs/rules/rulings.md (ALL-4).
#include "skedaddle/core/rulings.hpp"

#include "core/edit_distance.hpp"

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace skedaddle {
namespace {

constexpr std::string_view kOptionsHeader = "| option | in the scenario | default | values |";

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
    s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) {
    s.remove_suffix(1);
  }
  return s;
}

bool starts_with(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

// A table cell that is one code span (`options.chart`) is the code; anything else is kept.
std::string unquote(std::string_view cell) {
  if (cell.size() >= 2 && cell.front() == '`' && cell.back() == '`' &&
      cell.substr(1, cell.size() - 2).find('`') == std::string_view::npos) {
    return std::string(cell.substr(1, cell.size() - 2));
  }
  return std::string(cell);
}

bool is_ruling_id(std::string_view id) {
  const std::size_t dash = id.find('-');
  if (dash == 0 || dash == std::string_view::npos || dash + 1 == id.size()) return false;
  for (std::size_t i = 0; i < id.size(); ++i) {
    const auto c = static_cast<unsigned char>(id[i]);
    if (i < dash ? !std::isupper(c) : (i > dash && !std::isdigit(c))) return false;
  }
  return true;
}

// "gc9", " Gc-9 " and "GC-9" all name GC-9.
std::string normalized_id(std::string_view id) {
  std::string out;
  for (const char ch : trim(id)) {
    const auto c = static_cast<unsigned char>(ch);
    if (std::isdigit(c) && !out.empty() && std::isalpha(static_cast<unsigned char>(out.back()))) {
      out += '-';
    }
    out += static_cast<char>(std::toupper(c));
  }
  return out;
}

// Builds one ruling from its lines; the wording keeps paragraphs (blank line) and list items
// (one line each) and joins the lines the Markdown wraps.
class RulingBuilder {
 public:
  RulingBuilder(std::string id, std::string title, std::string section, int line) : line_(line) {
    ruling_.id = std::move(id);
    ruling_.title = std::move(title);
    ruling_.section = std::move(section);
  }

  void add(std::string_view text, int line, Errors& errors) {
    const std::string_view t = trim(text);
    if (in_table_) {
      table_row(t, line, errors);
    } else if (options_seen_) {
      if (!t.empty()) error(errors, line, "expected nothing after \"Options: none.\"");
    } else if (t == "Options: none.") {
      options_seen_ = true;
    } else if (t == "Options:") {
      options_seen_ = true;
      in_table_ = true;
    } else if (t.empty()) {
      blank_ = !ruling_.wording.empty();
    } else {
      if (blank_) {
        ruling_.wording += "\n\n";
      } else if (starts_with(t, "- ") && !ruling_.wording.empty()) {
        ruling_.wording += '\n';
      } else if (!ruling_.wording.empty()) {
        ruling_.wording += ' ';
      }
      ruling_.wording += t;
      blank_ = false;
    }
  }

  Ruling finish(Errors& errors) {
    if (ruling_.wording.empty()) error(errors, line_, "no wording");
    if (!options_seen_) error(errors, line_, "no \"Options:\" line");
    if (in_table_ && !header_seen_) error(errors, line_, "\"Options:\" without a table");
    return std::move(ruling_);
  }

 private:
  void error(Errors& errors, int line, std::string_view what) const {
    errors.push_back(
        {"", "line " + std::to_string(line) + ": " + ruling_.id + ": " + std::string(what)});
  }

  void table_row(std::string_view t, int line, Errors& errors) {
    if (t.empty()) return;
    if (!header_seen_) {
      if (t != kOptionsHeader) {
        error(errors, line, "expected the options table header " + std::string(kOptionsHeader));
      }
      header_seen_ = true;
      return;
    }
    if (starts_with(t, "| ---")) return;
    if (t.size() < 2 || t.front() != '|' || t.back() != '|') {
      error(errors, line, "expected nothing but the options table after \"Options:\"");
      return;
    }
    std::vector<std::string_view> cells;
    std::string_view rest = t.substr(1, t.size() - 2);
    for (std::size_t bar = rest.find('|'); bar != std::string_view::npos; bar = rest.find('|')) {
      cells.push_back(trim(rest.substr(0, bar)));
      rest.remove_prefix(bar + 1);
    }
    cells.push_back(trim(rest));
    if (cells.size() != 4) {
      error(errors, line, "expected 4 cells: option, in the scenario, default, values");
      return;
    }
    ruling_.options.push_back({.name = unquote(cells[0]),
                               .where = unquote(cells[1]),
                               .default_value = unquote(cells[2]),
                               .values = std::string(cells[3])});
  }

  Ruling ruling_;
  int line_;
  bool blank_ = false;
  bool options_seen_ = false;
  bool in_table_ = false;
  bool header_seen_ = false;
};

}  // namespace

Result<std::vector<Ruling>> parse_rulings(std::string_view markdown) {
  std::vector<Ruling> out;
  Errors errors;
  std::set<std::string, std::less<>> ids;
  std::string section;
  std::vector<RulingBuilder> current;  // zero or one: the ruling being read
  const auto finish = [&] {
    if (current.empty()) return;
    out.push_back(current.back().finish(errors));
    current.clear();
  };
  int line = 0;
  while (!markdown.empty()) {
    ++line;
    const std::size_t end = markdown.find('\n');
    const std::string_view text = markdown.substr(0, end);
    markdown.remove_prefix(end == std::string_view::npos ? markdown.size() : end + 1);
    if (starts_with(text, "## ")) {
      finish();
      section = std::string(trim(text.substr(3)));
    } else if (starts_with(text, "### ")) {
      finish();
      const std::string_view heading = trim(text.substr(4));
      const std::size_t space = heading.find(' ');
      const std::string_view id = heading.substr(0, space);
      const std::string_view title =
          space == std::string_view::npos ? std::string_view() : trim(heading.substr(space));
      const std::string where = "line " + std::to_string(line) + ": ";
      if (!is_ruling_id(id) || title.empty()) {
        errors.push_back({"", where + "expected \"### ID Title\" (e.g. \"### GC-9 Length\")"});
      } else if (section.empty()) {
        errors.push_back({"", where + std::string(id) + " is in no \"## \" section"});
      } else if (!ids.insert(std::string(id)).second) {
        errors.push_back({"", where + std::string(id) + " is published twice"});
      } else {
        current.emplace_back(std::string(id), std::string(title), section, line);
      }
    } else if (!current.empty()) {
      current.back().add(text, line, errors);
    }
  }
  finish();
  if (out.empty() && errors.empty()) errors.push_back({"", "no ruling (\"### ID Title\")"});
  if (!errors.empty()) return errors;
  return out;
}

const std::vector<Ruling>& rulings() {
  static const std::vector<Ruling> all = [] {
    Result<std::vector<Ruling>> parsed = parse_rulings(rulings_markdown());
    SKD_ASSERT(parsed.ok(), "docs/rules/rulings.md as embedded does not parse");
    return parsed.ok() ? std::move(parsed).value() : std::vector<Ruling>{};
  }();
  return all;
}

const Ruling* find_ruling(std::string_view id) {
  const std::string wanted = normalized_id(id);
  for (const Ruling& r : rulings()) {
    if (r.id == wanted) return &r;
  }
  return nullptr;
}

std::vector<std::string> nearest_ruling_ids(std::string_view id) {
  std::vector<std::string_view> ids;
  for (const Ruling& r : rulings())
    ids.push_back(r.id);
  return detail::nearest_words(normalized_id(id), ids, 2);
}

}  // namespace skedaddle
