// SPDX-License-Identifier: MIT
// What `options` says of a GCACW tree as a whole (settled on 2026-11-28): a defender's option
// whose every completing path destroys the stack is declined (GC-1), and an override in force
// that saves no one is said to save no one, in one line (GC-10); the text and the JSON's notes
// agree. Worked from the shipped examples.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "support/build_paths.hpp"
#include "support/cli_fixture.hpp"

namespace {

using skedaddle::test::CliRun;

class GcacwOptionsNotes : public skedaddle::test::CliFixture {
 protected:
  static std::string example(const std::string& name) {
    return "'" + std::string(SKEDADDLE_GAMES_DIR) + "/gcacw/examples/" + name + ".json'";
  }
  nlohmann::json notes_of(const std::string& name) {
    const CliRun run = cli("options --json " + example(name));
    EXPECT_EQ(run.status, 0) << run.err;
    return nlohmann::json::parse(run.out).at("notes");
  }
};

// Mahone (3) and Lee between two enemy hexes: each step is Chart 1 row 5, loss 3, and
// destroys the stack; the override is in force but there is nothing to override (GC-10).
TEST_F(GcacwOptionsNotes, OptionWhoseEveryPathDestroysTheStackIsDeclined) {  // GC-1
  const std::string name = "gc-01-defender-option-declined-when-every-path-destroys-the-stack";
  const CliRun run = cli("options " + example(name));
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out,
            "GC-1: a retreat option whose every completing path destroys the stack is not taken\n"
            "option of Mahone, Lee from 0201, 1-4 hexes\n"
            "every path that completes the retreat option destroys the stack, even with an "
            "override: it is not taken [GC-1]\n"
            "no choice: the rules decide retreat step at 0201\n"
            "rejected:\n"
            "  N, 0302 SE, 0202 S, 0102 SW  [GC-3] off the map\n"
            "  0301 NE, 0101 NW             [GC-1] every way on from there destroys the stack\n");
  const nlohmann::json notes = notes_of(name);
  ASSERT_EQ(notes.size(), 1U) << notes;
  EXPECT_EQ(notes[0],
            "every path that completes the retreat option destroys the stack, even with an "
            "override: it is not taken [GC-1]");
  const CliRun json = cli("options --json " + example(name));
  const nlohmann::json tree = nlohmann::json::parse(json.out);
  EXPECT_TRUE(tree.at("option_declined").get<bool>());
  EXPECT_FALSE(tree.at("surrenders").get<bool>());
  EXPECT_FALSE(tree.at("saves").get<bool>());
}

// The corridor of gc-09-every-path-fatal-eliminated-on-the-way: every path, priority or
// override, destroys the stack. One line says the override is allowed and helps no one.
TEST_F(GcacwOptionsNotes, OverrideThatSavesNoOneIsSaidToSaveNoOne) {  // GC-10, GC-9
  const std::string name = "gc-09-every-path-fatal-eliminated-on-the-way";
  const std::string line =
      "one override allowed, but no path saves a unit: every path that completes the retreat "
      "destroys the stack [GC-10]";
  const CliRun run = cli("options " + example(name));
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("\n" + line + "\n"), std::string::npos) << run.out;
  EXPECT_EQ(run.out.find("override allowed [GC-10]"), std::string::npos) << run.out;
  EXPECT_EQ(run.out.find("[GC-9]\n"), std::string::npos) << run.out;  // no second line
  EXPECT_EQ(notes_of(name), nlohmann::json::array({line}));
  const CliRun tree = cli("options --tree " + example(name));
  ASSERT_EQ(tree.status, 0) << tree.err;
  EXPECT_NE(tree.out.find("\n" + line + "\n"), std::string::npos) << tree.out;
}

// An override that does save: the old line, and nothing about every path being fatal.
TEST_F(GcacwOptionsNotes, OverrideThatSavesIsAnnounced) {  // GC-10
  const std::string name = "gc-10-override-saves-the-stack";
  EXPECT_EQ(notes_of(name), nlohmann::json::array({"no path within the priorities completes the "
                                                   "retreat with a combat unit alive: one "
                                                   "override allowed [GC-10]"}));
}

// A plain retreat says nothing as a whole.
TEST_F(GcacwOptionsNotes, PlainRetreatHasNoNotes) {
  EXPECT_EQ(notes_of("gc-07-road-is-priority-1"), nlohmann::json::array());
}

}  // namespace
