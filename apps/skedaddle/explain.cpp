// SPDX-License-Identifier: MIT
// `skedaddle explain [ID]`: a published ruling's wording and options (ALL-4), from the
// library's copy of docs/rules/rulings.md.
#include <optional>
#include <string>
#include <vector>

#include "commands.hpp"
#include "output.hpp"
#include "skedaddle/core/rulings.hpp"
#include "skedaddle/io/rulings.hpp"
#include "skedaddle/ruleset/ruleset.hpp"

namespace skedaddle::cli {
namespace {

std::string joined(const std::vector<std::string>& ids) {
  std::string out;
  for (const std::string& id : ids)
    out += (out.empty() ? "" : ", ") + id;
  return out;
}

}  // namespace

namespace {

/// `explain ID PART`: the part as the game that has it shows it (Ruleset::explain_part).
int run_explain_part(const Ruling& ruling, const std::string& part, bool json) {
  if (json) {
    print_err("skedaddle explain: --json shows whole rulings; leave out \"" + part + "\"\n");
    return kExitBadInput;
  }
  for (const Ruleset* ruleset : rulesets()) {
    std::optional<Result<std::string>> text = ruleset->explain_part(ruling.id, part);
    if (!text) continue;
    if (!text->ok()) {
      print_err("skedaddle explain: " + text->errors().front().message + "\n");
      return kExitBadInput;
    }
    print_out(ruling.id + " " + text->value());
    return kExitOk;
  }
  print_err("skedaddle explain: " + ruling.id + " has no parts to show on their own (\"" + part +
            "\"); 'skedaddle explain " + ruling.id + "' prints it whole\n");
  return kExitBadInput;
}

}  // namespace

int run_explain(const std::string& id, const std::string& part, bool json) {
  if (id.empty()) {
    std::vector<const Ruling*> all;
    for (const Ruling& r : rulings())
      all.push_back(&r);
    print_out(json ? io::rulings_json(all) : io::rulings_list_text());
    return kExitOk;
  }
  const Ruling* ruling = find_ruling(id);
  if (ruling == nullptr) {
    const std::vector<std::string> near = nearest_ruling_ids(id);
    std::vector<std::string> every;
    for (const Ruling& r : rulings())
      every.push_back(r.id);
    print_err("skedaddle explain: no ruling \"" + id + "\"; " +
              (near.empty() ? "the rulings are " + joined(every) : "nearest: " + joined(near)) +
              " ('skedaddle explain' lists them)\n");
    return kExitBadInput;
  }
  if (!part.empty()) return run_explain_part(*ruling, part, json);
  print_out(json ? io::rulings_json({ruling}) : io::ruling_text(*ruling));
  return kExitOk;
}

}  // namespace skedaddle::cli
