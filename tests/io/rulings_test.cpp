// SPDX-License-Identifier: MIT
// The published rulings as the io library writes them for every front end (ALL-4): the text
// `skedaddle explain` prints and its JSON.
#include "skedaddle/io/rulings.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>

namespace skedaddle::io {
namespace {

TEST(RulingText, HeadingWordingThenOptions) {
  const Ruling* gc5 = find_ruling("GC-5");
  ASSERT_NE(gc5, nullptr);
  EXPECT_EQ(ruling_text(*gc5),
            "GC-5 ZOC\n" + gc5->section +
                "\n\n"
                // "... six neighbours, except" would be 81 columns: "except" starts the next line.
                "Every enemy combat unit (not a leader) exerts ZOC into its six neighbours,\n"
                "except across a prohibited hexside (option `zoc_across_prohibited`, default\n"
                "false). Friendly units do not cancel enemy ZOC.\n"
                "\n"
                "Options:\n"
                "- zoc_across_prohibited (options.zoc_across_prohibited): default false; values:\n"
                "  `true`, `false`\n");
}

TEST(RulingText, ListItemsHangUnderTheirText) {
  const std::string text = ruling_text(*find_ruling("GI-7"));
  EXPECT_NE(text.find("Exact text, unit id substituted:\n\n- no valid direction → `X is unable "
                      "to <rout|retreat|fall back> and is forced to\n  surrender!`\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("\n\nThe outcome (surrendered / shattered) is a separate field from the "
                      "message.\n\nOptions: none.\n"),
            std::string::npos)
      << text;
}

TEST(RulingsJson, KeysInDocumentedOrder) {
  const nlohmann::ordered_json doc =
      nlohmann::ordered_json::parse(rulings_json({find_ruling("JR-12")}));
  EXPECT_EQ(doc.begin().key(), "format");
  EXPECT_EQ(doc.at("format"), kRulingsFormat);
  const auto& r = doc.at("rulings").at(0);
  std::string keys;
  for (auto it = r.begin(); it != r.end(); ++it)
    keys += it.key() + " ";
  EXPECT_EQ(keys, "id title section wording options ");
  EXPECT_EQ(r.at("options").at(0).at("option"), "die");
  EXPECT_EQ(r.at("options").at(0).at("where"), "options.die");
  EXPECT_EQ(r.at("options").at(0).at("default"),
            R"(["infantry", "infantry", "cavalry", "artillery", "saber", "flag"])");
}

TEST(RulingsListText, OneLinePerRuling) {
  const std::string text = rulings_list_text();
  EXPECT_EQ(text.rfind("GC-1  Kinds and lengths\nGC-2  Stack\n", 0), 0u) << text;
  EXPECT_NE(text.find("\nALL-4  Publication\n"), std::string::npos) << text;
  EXPECT_EQ(static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')), rulings().size());
}

}  // namespace
}  // namespace skedaddle::io
