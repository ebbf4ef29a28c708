// SPDX-License-Identifier: MIT
// `skedaddle explain [ID]`: a published ruling's wording and options (ALL-4), from the
// library's copy of docs/rules/rulings.md.
#include <cstddef>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"
#include "skedaddle/core/rulings.hpp"

namespace skedaddle::cli {
namespace {

using Json = nlohmann::ordered_json;

constexpr std::size_t kWidth = 80;

void print(std::FILE* to, std::string_view text) {
  std::fwrite(text.data(), 1, text.size(), to);
  std::fflush(to);
}

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

std::string joined(const std::vector<std::string>& ids) {
  std::string out;
  for (const std::string& id : ids)
    out += (out.empty() ? "" : ", ") + id;
  return out;
}

}  // namespace

int run_explain(const std::string& id, bool json) {
  if (id.empty()) {
    if (json) {
      Json all = Json::array();
      for (const Ruling& r : rulings())
        all.push_back(ruling_json(r));
      print(stdout, Json{{"format", kRulingsFormat}, {"rulings", std::move(all)}}.dump(2) + "\n");
    } else {
      std::string text;
      for (const Ruling& r : rulings())
        text += r.id + "  " + r.title + "\n";
      print(stdout, text);
    }
    return kExitOk;
  }
  const Ruling* ruling = find_ruling(id);
  if (ruling == nullptr) {
    const std::vector<std::string> near = nearest_ruling_ids(id);
    std::vector<std::string> every;
    for (const Ruling& r : rulings())
      every.push_back(r.id);
    print(stderr,
          "skedaddle explain: no ruling \"" + id + "\"; " +
              (near.empty() ? "the rulings are " + joined(every) : "nearest: " + joined(near)) +
              " ('skedaddle explain' lists them)\n");
    return kExitBadInput;
  }
  if (json) {
    print(
        stdout,
        Json{{"format", kRulingsFormat}, {"rulings", Json::array({ruling_json(*ruling)})}}.dump(2) +
            "\n");
  } else {
    print(stdout, ruling_text(*ruling));
  }
  return kExitOk;
}

}  // namespace skedaddle::cli
