// SPDX-License-Identifier: MIT
// The published rulings as JSON and as text (ALL-4).
#include "skedaddle/io/rulings.hpp"

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;

constexpr std::size_t kWidth = 80;

// Characters, not bytes: the rulings hold UTF-8 dashes and signs (—, ×, ≥).
std::size_t columns(std::string_view text) {
  std::size_t n = 0;
  for (const char c : text)
    n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
  return n;
}

// One paragraph or list item wrapped at kWidth; a list item's lines hang under its text.
std::string wrapped(std::string_view line) {
  const std::string hang = line.substr(0, 2) == "- " ? "  " : "";
  std::string out;
  std::size_t used = 0;
  while (!line.empty()) {
    const std::size_t space = line.find(' ');
    const std::string_view word = line.substr(0, space);
    line.remove_prefix(space == std::string_view::npos ? line.size() : space + 1);
    if (used > 0 && used + 1 + columns(word) > kWidth) {
      out += '\n';
      out += hang;
      used = hang.size();
    } else if (used > 0) {
      out += ' ';
      ++used;
    }
    out += word;
    used += columns(word);
  }
  return out;
}

Json ruling_json(const Ruling& r) {
  Json options = Json::array();
  for (const RulingOption& o : r.options) {
    options.push_back({{"option", o.name},
                       {"where", o.where},
                       {"default", o.default_value},
                       {"values", o.values}});
  }
  return {{"id", r.id},
          {"title", r.title},
          {"section", r.section},
          {"wording", r.wording},
          {"options", std::move(options)}};
}

}  // namespace

std::string ruling_text(const Ruling& r) {
  std::string out = r.id + " " + r.title + "\n" + r.section + "\n\n";
  std::string_view wording = r.wording;
  while (!wording.empty()) {
    const std::size_t end = wording.find('\n');
    out += wrapped(wording.substr(0, end));
    out += '\n';
    wording.remove_prefix(end == std::string_view::npos ? wording.size() : end + 1);
  }
  if (r.options.empty()) {
    out += "\nOptions: none.\n";
  } else {
    out += "\nOptions:\n";
    for (const RulingOption& o : r.options) {
      out += wrapped("- " + o.name + " (" + o.where + "): default " + o.default_value +
                     "; values: " + o.values);
      out += '\n';
    }
  }
  return out;
}

std::string rulings_json(const std::vector<const Ruling*>& chosen) {
  Json all = Json::array();
  for (const Ruling* r : chosen)
    all.push_back(ruling_json(*r));
  return Json{{"format", kRulingsFormat}, {"rulings", std::move(all)}}.dump(2) + "\n";
}

std::string rulings_list_text() {
  std::string text;
  for (const Ruling& r : rulings())
    text += r.id + "  " + r.title + "\n";
  return text;
}

}  // namespace skedaddle::io
