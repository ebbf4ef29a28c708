// SPDX-License-Identifier: MIT
// The published rulings (ALL-4): docs/rules/rulings.md is the one source, embedded in the
// library; every ruling id is there with its wording, every id the project cites can be looked
// up, and the options each ruling lists are the scenario format's.
#include "skedaddle/core/rulings.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "support/build_paths.hpp"
#include "support/json_doc.hpp"

namespace skedaddle {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;

const fs::path kRoot = fs::path(SKEDADDLE_SOURCE_DIR);

using test::read_text;

std::vector<std::string> published_ids() {
  std::vector<std::string> ids;
  for (const Ruling& r : rulings())
    ids.push_back(r.id);
  return ids;
}

TEST(Rulings, EmbeddedTextIsTheDocsFiles) {
  // The tool and the docs cannot drift: the library's copy is the files, byte for byte: the
  // preamble of docs/rules/rulings.md, each registered game's rulings.md in order, then the
  // common section of docs/rules/rulings.md.
  const std::string core = read_text(kRoot / "docs" / "rules" / "rulings.md");
  const std::size_t common = core.find("\n## ");
  ASSERT_NE(common, std::string::npos);
  std::string docs = core.substr(0, common + 1);
  std::stringstream games(SKEDADDLE_GAME_LIST);
  for (std::string game; std::getline(games, game, ',');) {
    docs += read_text(kRoot / "games" / game / "rulings.md");
  }
  docs += core.substr(common + 1);
  EXPECT_EQ(rulings_markdown(), docs) << "rebuild: CMake embeds the rulings.md files";
  EXPECT_TRUE(parse_rulings(docs).ok());
}

TEST(Rulings, PublishesEveryRulingIdOnceInOrder) {
  // Each section's ids are its prefix numbered from 1 in order (each game's tests check its
  // count, test::expect_published_rulings); the rulings common to every game, ALL-1..ALL-4
  // (RULINGS.md as revised on 2026-11-25), come last.
  const std::vector<std::string> ids = published_ids();
  std::map<std::string, int> last;
  std::string previous_prefix;
  for (const std::string& id : ids) {
    const std::string prefix = id.substr(0, id.find('-'));
    if (prefix != previous_prefix) {
      EXPECT_EQ(last.count(prefix), 0u) << prefix << " rulings are not together";
      previous_prefix = prefix;
    }
    EXPECT_EQ(id, prefix + "-" + std::to_string(++last[prefix]));
  }
  ASSERT_GE(ids.size(), 6u);
  EXPECT_EQ(std::vector<std::string>(ids.end() - 6, ids.end()),
            (std::vector<std::string>{"ALL-1", "ALL-2", "ALL-3", "ALL-4", "ALL-5", "ALL-6"}));
}

TEST(Rulings, EveryRulingHasTitleSectionAndWording) {
  for (const Ruling& r : rulings()) {
    EXPECT_FALSE(r.title.empty()) << r.id;
    EXPECT_FALSE(r.wording.empty()) << r.id;
    EXPECT_EQ(r.section.substr(0, r.id.find('-')), r.id.substr(0, r.id.find('-')))
        << r.id << " is in section " << r.section;
  }
}

TEST(Rulings, WordingIsTheRulingAsRevised) {
  const Ruling* gc9 = find_ruling("GC-9");
  ASSERT_NE(gc9, nullptr);
  EXPECT_EQ(gc9->title, "Length and extension");
  EXPECT_NE(gc9->wording.find("is still a legal retreat: the option tree lists it, marked as "
                              "destroying the stack, with who is eliminated where"),
            std::string::npos)
      << gc9->wording;
  // Lines the Markdown wraps are joined; list items keep a line each; paragraphs a blank line.
  const Ruling* gi7 = find_ruling("GI-7");
  ASSERT_NE(gi7, nullptr);
  EXPECT_NE(gi7->wording.find("\n- ROTD, drawn rout move impossible → `X is unable to rout and "
                              "is shattered!`\n\nThe outcome (surrendered / shattered)"),
            std::string::npos)
      << gi7->wording;
}

TEST(Rulings, OptionsSayWhereTheyGoTheirDefaultAndValues) {
  const Ruling* gc6 = find_ruling("GC-6");
  ASSERT_NE(gc6, nullptr);
  ASSERT_EQ(gc6->options.size(), 2u);
  EXPECT_EQ(gc6->options[0].name, "chart");
  EXPECT_EQ(gc6->options[0].where, "options.chart");
  EXPECT_EQ(gc6->options[0].default_value, "\"auto\"");
  EXPECT_EQ(gc6->options[0].values, "`\"auto\"`, `1`, `2`");
  EXPECT_EQ(gc6->options[1].name, "chart1_radius");
  // JR-8 as settled on 2026-11-25: one casualty check per combat unless the option asks.
  const Ruling* jr8 = find_ruling("JR-8");
  ASSERT_NE(jr8, nullptr);
  ASSERT_EQ(jr8->options.size(), 1u);
  EXPECT_EQ(jr8->options[0].name, "retreat_loss_leader_check");
  EXPECT_EQ(jr8->options[0].default_value, "false");
  EXPECT_TRUE(find_ruling("GC-7")->options.empty());
}

TEST(Rulings, FindIsCaseInsensitiveWithTheDashOptional) {
  for (const char* id : {"GC-9", "gc-9", "Gc-9", "gc9", " GC-9 "}) {
    const Ruling* r = find_ruling(id);
    ASSERT_NE(r, nullptr) << id;
    EXPECT_EQ(r->id, "GC-9") << id;
  }
  EXPECT_EQ(find_ruling("all4")->id, "ALL-4");
  EXPECT_EQ(find_ruling("GC-12"), nullptr);
  EXPECT_EQ(find_ruling("GC-"), nullptr);
  EXPECT_EQ(find_ruling(""), nullptr);
}

TEST(Rulings, NearestIdsAreTheFewestEditsAway) {
  EXPECT_EQ(nearest_ruling_ids("GC-12"),
            (std::vector<std::string>{"GC-1", "GC-2", "GC-10", "GC-11", "GT-12"}));
  EXPECT_EQ(nearest_ruling_ids("gt-44"), (std::vector<std::string>{"GT-4", "GT-14"}));
  EXPECT_EQ(nearest_ruling_ids("ALL-9"),
            (std::vector<std::string>{"ALL-1", "ALL-2", "ALL-3", "ALL-4", "ALL-5", "ALL-6"}));
  EXPECT_TRUE(nearest_ruling_ids("hexes").empty());
}

// The id prefixes of the published rulings with their dash: "GC-", ..., "ALL-".
std::vector<std::string> ruling_prefixes() {
  std::vector<std::string> out;
  for (const std::string& id : published_ids()) {
    const std::string prefix = id.substr(0, id.find('-') + 1);
    if (std::find(out.begin(), out.end(), prefix) == out.end()) out.push_back(prefix);
  }
  return out;
}

// Every ruling id in `text`: a published prefix ("GC-", ...) and digits, as a whole word (a
// plain scan: std::regex takes seconds over the project in a Debug build).
std::vector<std::string> cited_ids(const std::string& text) {
  const auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  std::vector<std::string> out;
  static const std::vector<std::string> prefixes = ruling_prefixes();
  for (const std::string& prefix : prefixes) {
    for (std::size_t at = text.find(prefix); at != std::string::npos;
         at = text.find(prefix, at + 1)) {
      std::size_t end = at + prefix.size();
      while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end])))
        ++end;
      if (end == at + prefix.size() || (at > 0 && word(text[at - 1])) ||
          (end < text.size() && word(text[end]))) {
        continue;
      }
      out.push_back(text.substr(at, end - at));
    }
  }
  return out;
}

TEST(Rulings, EveryIdTheProjectCitesIsPublished) {
  // A user who reads [GT-4] in a trace, "rule": "JR-9" in an outcome or GI-5 in a comment can
  // look it up: every id cited in the code, examples, schemas and docs is published.
  const std::set<std::string> published = [] {
    const std::vector<std::string> ids = published_ids();
    return std::set<std::string>(ids.begin(), ids.end());
  }();
  int files = 0;
  for (const char* dir : {"src", "include", "apps", "games", "schema", "docs"}) {
    for (const auto& entry : fs::recursive_directory_iterator(kRoot / dir)) {
      if (!entry.is_regular_file()) continue;
      ++files;
      for (const std::string& id : cited_ids(read_text(entry.path()))) {
        EXPECT_TRUE(published.count(id) == 1)
            << entry.path() << " cites " << id << ", which docs/rules/rulings.md lacks";
      }
    }
  }
  EXPECT_GT(files, 100);
}

TEST(Rulings, EveryFullRangeTheDocsNameEndsAtTheLastRuling) {
  // "rulings GT-1..GT-14" drifted when GT-15 came: a range from a game's first ruling is a
  // count, kept true here for the README, docs/ and the games' READMEs.
  std::map<std::string, int> last;  // prefix -> highest number published
  for (const std::string& id : published_ids()) {
    const std::size_t dash = id.find('-') + 1;
    int& highest = last[id.substr(0, dash)];
    highest = std::max(highest, std::stoi(id.substr(dash)));
  }
  std::vector<fs::path> files = {kRoot / "README.md"};
  for (const auto& entry : fs::recursive_directory_iterator(kRoot / "docs")) {
    if (entry.path().extension() == ".md") files.push_back(entry.path());
  }
  for (const auto& entry : fs::directory_iterator(kRoot / "games")) {
    if (fs::exists(entry.path() / "README.md")) files.push_back(entry.path() / "README.md");
  }
  int ranges = 0;
  for (const fs::path& file : files) {
    const std::string text = read_text(file);
    for (const auto& [prefix, highest] : last) {
      const std::string from = prefix + "1.." + prefix;
      for (std::size_t at = text.find(from); at != std::string::npos;
           at = text.find(from, at + 1)) {
        if (at > 0 && std::isalnum(static_cast<unsigned char>(text[at - 1]))) continue;
        std::size_t end = at + from.size();
        while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end])))
          ++end;
        ++ranges;
        EXPECT_EQ(text.substr(at, end - at), from + std::to_string(highest))
            << file << " names a range of rulings that is not all of them";
      }
    }
  }
  EXPECT_GT(ranges, 0);
}

TEST(RulingsParse, ReadsSectionsRulingsAndOptionTables) {
  const auto parsed = parse_rulings(
      "# Rulings\n\nintro\n\n## XX — A game\n\nIntro.\n\n### XX-1 First\n\nOne line\nwrapped.\n\n"
      "- an item\n- another\n\nOptions: none.\n\n### XX-2 Second\n\nText.\n\nOptions:\n\n"
      "| option | in the scenario | default | values |\n| --- | --- | --- | --- |\n"
      "| `k` | `options.k` | `1` | 1 or 2 |\n");
  ASSERT_TRUE(parsed.ok()) << parsed.errors()[0].message;
  const std::vector<Ruling>& r = parsed.value();
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(r[0].id, "XX-1");
  EXPECT_EQ(r[0].title, "First");
  EXPECT_EQ(r[0].section, "XX — A game");
  EXPECT_EQ(r[0].wording, "One line wrapped.\n\n- an item\n- another");
  EXPECT_TRUE(r[0].options.empty());
  ASSERT_EQ(r[1].options.size(), 1u);
  EXPECT_EQ(r[1].options[0].name, "k");
  EXPECT_EQ(r[1].options[0].where, "options.k");
  EXPECT_EQ(r[1].options[0].default_value, "1");
  EXPECT_EQ(r[1].options[0].values, "1 or 2");
}

TEST(RulingsParse, RefusesMalformedRulingsNamingTheLine) {
  const auto first_error = [](std::string_view text) {
    const auto parsed = parse_rulings(text);
    return parsed.ok() ? std::string("(ok)") : parsed.errors()[0].message;
  };
  EXPECT_EQ(first_error("## G\n\n### G-1 T\n\nText.\n"), "line 3: G-1: no \"Options:\" line");
  EXPECT_EQ(first_error("## G\n\n### G-1 T\n\nOptions: none.\n"), "line 3: G-1: no wording");
  EXPECT_EQ(first_error("## G\n### G-1 T\nA.\nOptions: none.\n### G-1 U\nB.\nOptions: none.\n"),
            "line 5: G-1 is published twice");
  EXPECT_EQ(first_error("## G\n### g-1 T\n"),
            "line 2: expected \"### ID Title\" (e.g. \"### GC-9 Length\")");
  EXPECT_EQ(first_error("### G-1 T\nA.\nOptions: none.\n"), "line 1: G-1 is in no \"## \" section");
  EXPECT_EQ(first_error("## G\n### G-1 T\nA.\nOptions:\n| option | default |\n"),
            "line 5: G-1: expected the options table header | option | in the scenario | "
            "default | values |");
  EXPECT_EQ(
      first_error("## G\n### G-1 T\nA.\nOptions:\n"
                  "| option | in the scenario | default | values |\n| --- |\n| a | b | c |\n"),
      "line 7: G-1: expected 4 cells: option, in the scenario, default, values");
  EXPECT_EQ(first_error("## G\n### G-1 T\nA.\nOptions: none.\nMore.\n"),
            "line 5: G-1: expected nothing after \"Options: none.\"");
  EXPECT_EQ(first_error("# Nothing\n"), "no ruling (\"### ID Title\")");
}

}  // namespace
}  // namespace skedaddle
