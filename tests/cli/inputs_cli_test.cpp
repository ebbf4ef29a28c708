// SPDX-License-Identifier: MIT
// Where the command-line tool reads its scenarios: `-` for standard input in every verb (named
// "<stdin>", bounded like a file), several scenarios in one call (each answered in turn, text
// under "== FILE ==" headers, JSON as JSON Lines, -o DIR/ for files), and the exit status of
// such a call: the most severe of the scenarios' (1, 2, 4, 3, 0).
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/build_paths.hpp"
#include "support/cli_fixture.hpp"

namespace {

namespace fs = std::filesystem;

using skedaddle::test::CliRun;
using skedaddle::test::kExitBadInput;
using skedaddle::test::kExitOk;
using skedaddle::test::kExitOutput;
using skedaddle::test::kExitRefused;
using skedaddle::test::read_file;

/// kSmallRetreat: the shared small GCACW scenario ("CLI test"), a Union brigade in 0505
/// retreating from Hood in 0405.
using skedaddle::test::kSmallRetreat;

/// A second valid scenario, with another answer: the brigade retreats from 0303.
const std::string kOther = [] {
  std::string text(kSmallRetreat);
  for (const auto& [from, to] :
       {std::pair<std::string, std::string>{"0505", "0303"}, {"0405", "0203"}, {"0505", "0303"}}) {
    text.replace(text.find(from), from.size(), to);
  }
  return text;
}();

/// Malformed: the JSON stops in the middle.
constexpr std::string_view kMalformed = R"({"format": "skedaddle-scenario/1", "ruleset": )";

// JR-11: a retire the rules forbid (exit 3).
const std::string kRefused = std::string(SKEDADDLE_GAMES_DIR) +
                             "/jacobite/examples/jr-11-retire-without-a-free-path-is-refused.json";

/// `path` quoted as one shell word.
std::string word(const std::string& path) {
  return "'" + path + "'";
}

/// The lines of `text`, each without its newline.
std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    out.push_back(line);
  return out;
}

class InputsCliTest : public skedaddle::test::CliFixture {
 protected:
  void SetUp() override {
    CliFixture::SetUp();
    if (IsSkipped()) return;
    valid_ = scenario(kSmallRetreat, "valid.json");
    other_ = scenario(kOther, "other.json");
    malformed_ = scenario(kMalformed, "malformed.json");
  }

  /// The names in `dir`.
  static std::set<std::string> entries(const fs::path& dir) {
    std::set<std::string> names;
    for (const fs::directory_entry& entry : fs::directory_iterator(dir))
      names.insert(entry.path().filename().string());
    return names;
  }

  std::string valid_;
  std::string other_;
  std::string malformed_;
};

TEST_F(InputsCliTest, EveryVerbReadsStandardInputForDash) {
  // The same answer as from the file, for each verb and form.
  for (const std::string& verb :
       {std::string("options"), std::string("options --json"), std::string("resolve"),
        std::string("resolve --json"), std::string("resolve -o -"), std::string("render -o -"),
        std::string("resolve --chooser random --seed 5")}) {
    const CliRun from_file = cli(verb + " " + word(valid_));
    const CliRun from_stdin = cli(verb + " -", "", valid_);
    EXPECT_EQ(from_stdin.status, kExitOk) << verb << "\n" << from_stdin.err;
    EXPECT_EQ(from_stdin.err, "") << verb;
    EXPECT_FALSE(from_stdin.out.empty()) << verb;
    EXPECT_EQ(from_stdin.out, from_file.out) << verb;
  }
  const CliRun validate = cli("validate -", "", valid_);
  EXPECT_EQ(validate.status, kExitOk) << validate.err;
  EXPECT_EQ(validate.out, "<stdin>: valid\n");
  // An -o file written from standard input: "-" is no input file to protect.
  const fs::path svg = dir_ / "picture.svg";
  const CliRun render = cli("render - -o " + word(svg.string()), "", valid_);
  EXPECT_EQ(render.status, kExitOk) << render.err;
  EXPECT_EQ(render.out, "wrote " + svg.string() + "\n");
  EXPECT_EQ(read_file(svg), cli("render -o - " + word(valid_)).out);
}

TEST_F(InputsCliTest, ErrorsFromStandardInputAreNamedStdin) {
  for (const char* verb : {"validate", "options", "resolve", "render -o -"}) {
    const CliRun run = cli(std::string(verb) + " -", "", malformed_);
    EXPECT_EQ(run.status, kExitBadInput) << verb;
    EXPECT_EQ(run.out, "") << verb;
    EXPECT_EQ(run.err.rfind("<stdin>: malformed JSON", 0), 0u) << verb << "\n" << run.err;
  }
  const CliRun refused = cli("validate -", "", kRefused);
  EXPECT_EQ(refused.status, kExitRefused);
  EXPECT_EQ(refused.err.rfind("<stdin>: /request/kind: [JR-11] refused: ", 0), 0u) << refused.err;
  // An empty standard input is an empty document, not a hang.
  const CliRun empty = cli("validate -");
  EXPECT_EQ(empty.status, kExitBadInput);
  EXPECT_EQ(empty.err.rfind("<stdin>: ", 0), 0u) << empty.err;
}

TEST_F(InputsCliTest, StandardInputIsBoundedByMaxInputBytes) {
  const std::string message =
      "<stdin>: expected at most 10 bytes of JSON, got more (the limit; raise it with "
      "--max-input-bytes)\n";
  for (const char* verb : {"validate", "options", "resolve", "render -o -"}) {
    const CliRun run = cli(std::string(verb) + " --max-input-bytes 10 -", "", valid_);
    EXPECT_EQ(run.status, kExitBadInput) << verb;
    EXPECT_EQ(run.out, "") << verb;
    EXPECT_EQ(run.err, message) << verb;
  }
  const std::string exact = "--max-input-bytes " + std::to_string(kSmallRetreat.size());
  EXPECT_EQ(cli("validate " + exact + " -", "", valid_).status, kExitOk);
  const std::string one_less = "--max-input-bytes " + std::to_string(kSmallRetreat.size() - 1);
  EXPECT_EQ(cli("validate " + one_less + " -", "", valid_).status, kExitBadInput);
  // An endless input is refused after the limit, not read to the end.
  if (fs::exists("/dev/zero")) {
    const CliRun endless = cli("validate --max-input-bytes 100000 -", "", "/dev/zero");
    EXPECT_EQ(endless.status, kExitBadInput);
    EXPECT_EQ(endless.err,
              "<stdin>: expected at most 100000 bytes of JSON, got more (the limit; raise it "
              "with --max-input-bytes)\n");
  }
}

TEST_F(InputsCliTest, DashTwiceIsBadInputBeforeAnyWork) {
  for (const std::string& verb :
       {std::string("validate"), std::string("options"), std::string("resolve"),
        "render -o " + word((dir_ / "out/").string())}) {
    const CliRun run = cli(verb + " - " + word(valid_) + " -", "", valid_);
    EXPECT_EQ(run.status, kExitBadInput) << verb;
    EXPECT_EQ(run.out, "") << verb;
    EXPECT_EQ(run.err, "skedaddle: - (standard input) given twice: it can be read once\n") << verb;
  }
  EXPECT_FALSE(fs::exists(dir_ / "out"));
}

TEST_F(InputsCliTest, ValidateAnswersEveryFileNamingEach) {
  const CliRun run = cli("validate " + word(valid_) + " " + word(malformed_) + " " +
                             word(kRefused) + " - " + word(other_),
                         "", valid_);
  EXPECT_EQ(run.status, kExitBadInput) << run.err;
  EXPECT_EQ(run.out, valid_ + ": valid\n<stdin>: valid\n" + other_ + ": valid\n");
  const std::vector<std::string> err = lines(run.err);
  ASSERT_EQ(err.size(), 2u) << run.err;
  EXPECT_EQ(err[0].rfind(malformed_ + ": malformed JSON", 0), 0u) << err[0];
  EXPECT_EQ(err[1].rfind(kRefused + ": /request/kind: [JR-11] refused", 0), 0u) << err[1];
}

TEST_F(InputsCliTest, ExitStatusIsTheMostSevereOfTheFiles) {
  const std::string ok = word(valid_);
  const std::string bad = word(malformed_);
  const std::string refused = word(kRefused);
  const std::string missing = word((dir_ / "nowhere.json").string());
  EXPECT_EQ(cli("resolve " + ok + " " + ok).status, kExitOk);
  EXPECT_EQ(cli("resolve " + ok + " " + refused).status, kExitRefused);
  EXPECT_EQ(cli("resolve " + refused + " " + ok).status, kExitRefused);
  EXPECT_EQ(cli("resolve " + bad + " " + refused).status, kExitBadInput);
  EXPECT_EQ(cli("resolve " + refused + " " + missing + " " + ok).status, kExitBadInput);
  EXPECT_EQ(cli("options " + ok + " " + missing).status, kExitBadInput);
  if (fs::exists("/dev/full")) {
    // An answer lost outranks a refusal; bad input outranks an answer lost.
    EXPECT_EQ(cli("resolve " + ok + " " + refused, "/dev/full").status, kExitOutput);
    EXPECT_EQ(cli("resolve " + refused + " " + bad + " " + ok, "/dev/full").status, kExitBadInput);
  }
  // One file that cannot be written (a folder where its SVG goes) does not stop the others.
  const fs::path out = dir_ / "pictures";
  fs::create_directories(out / "valid.svg");
  const CliRun render =
      cli("render " + ok + " " + word(other_) + " -o " + word(out.string() + "/"));
  EXPECT_EQ(render.status, kExitBadInput) << render.err;
  EXPECT_EQ(render.out, "wrote " + (out / "other.svg").string() + "\n");
  EXPECT_NE(render.err.find("it is a directory"), std::string::npos) << render.err;
}

TEST_F(InputsCliTest, TextAnswersComeUnderAHeaderPerFile) {
  for (const char* verb : {"options", "resolve"}) {
    const CliRun one = cli(std::string(verb) + " " + word(valid_));
    const CliRun other = cli(std::string(verb) + " " + word(other_));
    EXPECT_EQ(one.out.find("=="), std::string::npos) << "no header for one file";
    EXPECT_NE(one.out, other.out) << verb;
    const CliRun both =
        cli(std::string(verb) + " " + word(valid_) + " " + word(malformed_) + " -", "", other_);
    EXPECT_EQ(both.status, kExitBadInput) << verb;
    EXPECT_EQ(both.out, "== " + valid_ + " ==\n" + one.out + "== " + malformed_ + " ==\n" +
                            "== <stdin> ==\n" + other.out)
        << verb;
    EXPECT_EQ(both.err.rfind(malformed_ + ": ", 0), 0u) << both.err;
  }
}

TEST_F(InputsCliTest, JsonAnswersAreOneDocumentPerLineNullForAFailure) {
  for (const char* verb : {"options --json", "resolve --json", "resolve -o -"}) {
    const std::string args = std::string(verb) + " ";
    const CliRun run =
        cli(args + word(valid_) + " " + word(malformed_) + " " + word(kRefused) + " -", "", other_);
    EXPECT_EQ(run.status, kExitBadInput) << verb;
    const std::vector<std::string> got = lines(run.out);
    ASSERT_EQ(got.size(), 4u) << verb << "\n" << run.out;
    EXPECT_EQ(nlohmann::json::parse(got[0]), nlohmann::json::parse(cli(args + word(valid_)).out))
        << verb;
    EXPECT_EQ(got[1], "null") << verb;
    const nlohmann::json refused = nlohmann::json::parse(got[2]);
    EXPECT_EQ(refused, nlohmann::json::parse(cli(args + word(kRefused)).out)) << verb;
    EXPECT_EQ(nlohmann::json::parse(got[3]), nlohmann::json::parse(cli(args + word(other_)).out))
        << verb;
    // Compacted outside strings only: the name "CLI test" keeps its space.
    EXPECT_NE(got[0].find("\"CLI test\""), std::string::npos) << got[0];
  }
}

TEST_F(InputsCliTest, OutputFolderGetsAFilePerScenario) {
  const fs::path pictures = dir_ / "pictures";
  const CliRun render =
      cli("render " + word(valid_) + " - -o " + word(pictures.string() + "/"), "", other_);
  EXPECT_EQ(render.status, kExitOk) << render.err;
  EXPECT_EQ(render.out, "wrote " + (pictures / "valid.svg").string() + "\nwrote " +
                            (pictures / "stdin.svg").string() + "\n");
  EXPECT_EQ(entries(pictures), (std::set<std::string>{"valid.svg", "stdin.svg"}));
  EXPECT_EQ(read_file(pictures / "valid.svg"), cli("render -o - " + word(valid_)).out);
  EXPECT_EQ(read_file(pictures / "stdin.svg"), cli("render -o - " + word(other_)).out);

  const fs::path outcomes = dir_ / "outcomes";
  const CliRun resolve = cli("resolve " + word(valid_) + " " + word(kRefused) + " " + word(other_) +
                             " -o " + word(outcomes.string() + "/"));
  EXPECT_EQ(resolve.status, kExitRefused) << resolve.err;
  EXPECT_EQ(resolve.out, "== " + valid_ + " ==\n" + cli("resolve " + word(valid_)).out +
                             "== " + kRefused + " ==\n" + cli("resolve " + word(kRefused)).out +
                             "== " + other_ + " ==\n" + cli("resolve " + word(other_)).out);
  EXPECT_EQ(read_file(outcomes / "valid.json"), cli("resolve --json " + word(valid_)).out);
  EXPECT_EQ(read_file(outcomes / "other.json"), cli("resolve --json " + word(other_)).out);
  EXPECT_EQ(read_file(outcomes / "jr-11-retire-without-a-free-path-is-refused.json"),
            cli("resolve --json " + word(kRefused)).out);
  // One file and a folder: the same rule.
  const CliRun one = cli("render " + word(valid_) + " -o " + word((dir_ / "one").string() + "/"));
  EXPECT_EQ(one.status, kExitOk) << one.err;
  EXPECT_TRUE(fs::is_regular_file(dir_ / "one" / "valid.svg"));
}

TEST_F(InputsCliTest, AmbiguousOutputsAreRefusedBeforeAnyWork) {
  const std::string two = word(valid_) + " " + word(other_);
  fs::create_directories(dir_ / "elsewhere");
  const std::string same_name = scenario(kOther, "elsewhere/valid.json");
  const std::set<std::string> before = entries(dir_);
  struct Case {
    std::string args;
    std::string message;
  };
  for (const Case& c : std::vector<Case>{
           {"render " + two + " -o -",
            "skedaddle: -o -: with several scenarios, -o names a folder (DIR/, each written as "
            "DIR/<name>.svg)\n"},
           {"render " + two + " -o " + word((dir_ / "x.svg").string()),
            "skedaddle: -o " + (dir_ / "x.svg").string() +
                ": with several scenarios, -o names a folder (DIR/, each written as "
                "DIR/<name>.svg)\n"},
           {"resolve " + two + " -o " + word((dir_ / "x.json").string()),
            "skedaddle: -o " + (dir_ / "x.json").string() +
                ": with several scenarios, -o names a folder (DIR/, each written as "
                "DIR/<name>.json) or is - for standard output\n"},
           {"render " + word(valid_) + " " + word(same_name) + " -o " +
                word((dir_ / "out").string() + "/"),
            "skedaddle: " + valid_ + " and " + same_name + " would both write " +
                (dir_ / "out" / "valid.svg").string() + "\n"}}) {
    const CliRun run = cli(c.args);
    EXPECT_EQ(run.status, kExitBadInput) << c.args;
    EXPECT_EQ(run.out, "") << c.args;
    EXPECT_EQ(run.err, c.message) << c.args;
    EXPECT_EQ(entries(dir_), before) << c.args;
  }
}

TEST_F(InputsCliTest, HelpDocumentsStandardInputSeveralFilesAndTheExitStatuses) {
  for (const char* args :
       {"--help", "validate --help", "options --help", "resolve --help", "render --help"}) {
    const CliRun run = cli(args);
    EXPECT_EQ(run.status, kExitOk) << args;
    EXPECT_NE(run.out.find("- for standard input"), std::string::npos) << args;
    EXPECT_NE(run.out.find("JSON Lines"), std::string::npos) << args;
  }
  const std::string help = cli("--help").out;
  for (const char* status : {"0 done", "1 internal error", "2 malformed input", "3 a well-formed",
                             "4 an output", "in the order 1, 2, 4, 3, 0"}) {
    EXPECT_NE(help.find(status), std::string::npos) << status << "\n" << help;
  }
}

TEST_F(InputsCliTest, ReadmeTabulatesTheExitStatusesOfHelp) {
  // One table in the README, one paragraph in --help: the same statuses and the same order.
  const std::string readme = read_file(fs::path(SKEDADDLE_SOURCE_DIR) / "README.md");
  for (const char* row : {"| 0 | done", "| 1 | internal error", "| 2 | malformed input",
                          "| 3 | refused by the rules", "| 4 | an output could not be written"}) {
    EXPECT_NE(readme.find(row), std::string::npos) << row;
  }
  EXPECT_NE(readme.find("1, 2, 4, 3, 0"), std::string::npos);
}

}  // namespace
