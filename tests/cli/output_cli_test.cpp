// SPDX-License-Identifier: MIT
// What the command-line tool writes, when writing fails or the target is not a file to replace:
// standard output on a full disk, `-o` over links, pipes, folders and the input, `-o -`, and the
// loader's limits as flags.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <string_view>

#include <gtest/gtest.h>

#include "support/build_paths.hpp"
#include "support/cli_fixture.hpp"

namespace {

namespace fs = std::filesystem;

using skedaddle::test::CliRun;
using skedaddle::test::read_file;

using skedaddle::test::kExitBadInput;
using skedaddle::test::kExitOutput;
using skedaddle::test::kSmallRetreat;

class OutputCliTest : public skedaddle::test::CliFixture {
 protected:
  /// The names in the test's directory: what a run left there, temporaries included.
  std::set<std::string> entries() const {
    std::set<std::string> names;
    for (const fs::directory_entry& entry : fs::directory_iterator(dir_)) {
      names.insert(entry.path().filename().string());
    }
    return names;
  }

  /// `path` quoted as one shell word.
  static std::string quoted(const fs::path& path) { return "'" + path.string() + "'"; }

  static void write(const fs::path& path, std::string_view text) {
    std::ofstream(path, std::ios::binary) << text;
  }
};

TEST_F(OutputCliTest, StandardOutputOnAFullDiskIsAnOutputError) {
  if (!fs::exists("/dev/full")) GTEST_SKIP() << "no /dev/full";
  const std::string file = quoted(scenario(kSmallRetreat));
  const std::string svg = quoted(dir_ / "picture.svg");
  for (const std::string& args :
       {"validate " + file, "options " + file, "options --json " + file, "resolve " + file,
        "resolve --json " + file, "resolve -o - " + file, "render -o - " + file,
        "render -o " + svg + " " + file, std::string("explain"), std::string("explain GC-9"),
        std::string("--help"), std::string("resolve --help"), std::string("--version"),
        "demo --examples '" + std::string(SKEDADDLE_GAMES_DIR) + "/gcacw' --out " +
            quoted(dir_ / "demo")}) {
    const CliRun run = cli(args, "/dev/full");
    EXPECT_EQ(run.status, kExitOutput) << args << "\n" << run.err;
    EXPECT_NE(run.err.find("skedaddle: cannot write standard output: No space left on device\n"),
              std::string::npos)
        << args << "\n"
        << run.err;
  }
}

TEST_F(OutputCliTest, BadInputKeepsItsStatusWhenStandardOutputFails) {
  if (!fs::exists("/dev/full")) GTEST_SKIP() << "no /dev/full";
  const CliRun run = cli("resolve " + quoted(dir_ / "nowhere.json"), "/dev/full");
  EXPECT_EQ(run.status, kExitBadInput) << run.err;
}

TEST_F(OutputCliTest, OutputOverASymbolicLinkIsRefused) {
  const std::string file = scenario(kSmallRetreat);
  const fs::path target = dir_ / "target.json";
  const fs::path link = dir_ / "link.json";
  write(target, "keep");
  fs::create_symlink(target, link);
  const std::set<std::string> before = entries();
  for (const char* verb : {"resolve", "render"}) {
    const CliRun run = cli(std::string(verb) + " " + quoted(file) + " -o " + quoted(link));
    EXPECT_EQ(run.status, kExitBadInput) << verb << "\n" << run.err;
    EXPECT_EQ(run.out, "") << verb;
    EXPECT_NE(run.err.find("refusing to write " + link.string() + ": it is a symbolic link"),
              std::string::npos)
        << run.err;
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_EQ(fs::read_symlink(link), target);
    EXPECT_EQ(read_file(target), "keep");
    EXPECT_EQ(entries(), before) << verb;
  }
}

TEST_F(OutputCliTest, OutputOverANamedPipeIsRefusedWithoutBlocking) {
  const std::string file = scenario(kSmallRetreat);
  const fs::path pipe = dir_ / "pipe.json";
  ASSERT_EQ(::mkfifo(pipe.c_str(), 0600), 0);
  // A reader, so that a tool that wrongly opened the pipe would fail this test, not hang it.
  const int reader = ::open(pipe.c_str(), O_RDONLY | O_NONBLOCK);
  ASSERT_GE(reader, 0);
  const std::set<std::string> before = entries();
  const CliRun run = cli("resolve " + quoted(file) + " -o " + quoted(pipe));
  EXPECT_EQ(run.status, kExitBadInput) << run.err;
  EXPECT_NE(run.err.find("it is a named pipe (FIFO)"), std::string::npos) << run.err;
  char byte = 0;
  EXPECT_LE(::read(reader, &byte, 1), 0) << "the tool wrote into the pipe";
  ::close(reader);
  EXPECT_TRUE(fs::is_fifo(pipe));
  EXPECT_EQ(entries(), before);
}

TEST_F(OutputCliTest, OutputOverADirectoryIsRefused) {
  const std::string file = scenario(kSmallRetreat);
  const fs::path folder = dir_ / "out.json";
  fs::create_directory(folder);
  const std::set<std::string> before = entries();
  for (const char* verb : {"resolve", "render"}) {
    const CliRun run = cli(std::string(verb) + " " + quoted(file) + " -o " + quoted(folder));
    EXPECT_EQ(run.status, kExitBadInput) << verb << "\n" << run.err;
    EXPECT_NE(run.err.find("it is a directory"), std::string::npos) << run.err;
    EXPECT_TRUE(fs::is_directory(folder));
    EXPECT_TRUE(fs::is_empty(folder));
    EXPECT_EQ(entries(), before) << verb;
  }
}

TEST_F(OutputCliTest, OutputOverTheInputIsRefused) {
  const std::string file = scenario(kSmallRetreat);
  const std::set<std::string> before = entries();
  for (const char* verb : {"resolve", "render"}) {
    const CliRun run = cli(std::string(verb) + " " + quoted(file) + " -o " + quoted(file));
    EXPECT_EQ(run.status, kExitBadInput) << verb << "\n" << run.err;
    EXPECT_EQ(run.out, "") << verb;
    EXPECT_NE(run.err.find("refusing to write " + file + ": it is the input scenario " + file),
              std::string::npos)
        << run.err;
    EXPECT_EQ(read_file(file), kSmallRetreat) << verb;
    EXPECT_EQ(entries(), before) << verb;
  }
  // Another name for the same file is the same file.
  const fs::path hard_link = dir_ / "same.json";
  fs::create_hard_link(file, hard_link);
  const CliRun run = cli("resolve " + quoted(file) + " -o " + quoted(hard_link));
  EXPECT_EQ(run.status, kExitBadInput) << run.err;
  EXPECT_EQ(read_file(file), kSmallRetreat);
}

TEST_F(OutputCliTest, OutputOntoARegularFileReplacesItKeepingItsMode) {
  const std::string file = scenario(kSmallRetreat);
  const fs::path out = dir_ / "outcome.json";
  write(out, "old outcome, longer than nothing");
  fs::permissions(out, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  const std::set<std::string> before = entries();
  const CliRun run = cli("resolve " + quoted(file) + " -o " + quoted(out));
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(read_file(out), cli("resolve --json " + quoted(file)).out);
  EXPECT_EQ(fs::status(out).permissions(),
            fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  EXPECT_EQ(entries(), before);

  const fs::path svg = dir_ / "picture.svg";
  write(svg, "old picture");
  const CliRun render = cli("render " + quoted(file) + " -o " + quoted(svg));
  EXPECT_EQ(render.status, 0) << render.err;
  EXPECT_EQ(render.out, "wrote " + svg.string() + "\n");
  EXPECT_NE(read_file(svg).find("<svg"), std::string::npos);
  EXPECT_NE(read_file(svg).find("</svg>"), std::string::npos);
}

TEST_F(OutputCliTest, OutputIntoAMissingFileCreatesIt) {
  const std::string file = scenario(kSmallRetreat);
  const std::set<std::string> before = entries();
  const fs::path out = dir_ / "new.json";
  const CliRun placed = cli("resolve " + quoted(file) + " -o " + quoted(out));
  EXPECT_EQ(placed.status, 0) << placed.err;
  EXPECT_EQ(read_file(out), cli("resolve --json " + quoted(file)).out);
  std::set<std::string> expected = before;
  expected.insert("new.json");
  EXPECT_EQ(entries(), expected);
}

TEST_F(OutputCliTest, OutputIntoAMissingFolderIsAnOutputError) {
  const std::string file = scenario(kSmallRetreat);
  const std::set<std::string> before = entries();
  const fs::path out = dir_ / "no-such-folder" / "outcome.json";
  const CliRun run = cli("resolve " + quoted(file) + " -o " + quoted(out));
  EXPECT_EQ(run.status, kExitOutput) << run.err;
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find("skedaddle: cannot write " + out.string() + ": No such file or directory"),
            std::string::npos)
      << run.err;
  EXPECT_EQ(entries(), before);
}

TEST_F(OutputCliTest, DashIsStandardOutput) {
  const std::string file = quoted(scenario(kSmallRetreat));
  const std::set<std::string> before = entries();
  const std::string json = cli("resolve --json " + file).out;
  ASSERT_FALSE(json.empty());
  // The outcome JSON once, in place of the text, with or without --json.
  for (const char* args : {"resolve -o - ", "resolve --json -o - "}) {
    const CliRun run = cli(args + file);
    EXPECT_EQ(run.status, 0) << args << "\n" << run.err;
    EXPECT_EQ(run.out, json) << args;
  }
  const CliRun render = cli("render -o - " + file);
  EXPECT_EQ(render.status, 0) << render.err;
  EXPECT_TRUE(render.out.rfind("<svg", 0) == 0 || render.out.rfind("<?xml", 0) == 0)
      << render.out.substr(0, 80);
  EXPECT_NE(render.out.find("</svg>"), std::string::npos);
  EXPECT_EQ(render.out.find("wrote"), std::string::npos);
  EXPECT_EQ(entries(), before);
  EXPECT_FALSE(fs::exists("-"));
}

TEST_F(OutputCliTest, EmptyOutputNameIsBadInput) {
  const std::string file = quoted(scenario(kSmallRetreat));
  for (const char* verb : {"resolve", "render"}) {
    const CliRun run = cli(std::string(verb) + " " + file + " -o ''");
    EXPECT_EQ(run.status, kExitBadInput) << verb << "\n" << run.err;
    EXPECT_EQ(run.out, "") << verb;
    EXPECT_NE(run.err.find("expected a file name or - for standard output"), std::string::npos)
        << verb << "\n"
        << run.err;
  }
}

TEST_F(OutputCliTest, DemoThatCannotMakeItsFolderIsAnOutputError) {
  const fs::path blocker = dir_ / "file";
  write(blocker, "not a folder");
  const CliRun run = cli("demo --examples '" + std::string(SKEDADDLE_GAMES_DIR) + "/gcacw' --out " +
                         quoted(blocker / "demo"));
  EXPECT_EQ(run.status, kExitOutput) << run.err;
  EXPECT_NE(run.err.find("skedaddle: cannot write " + (blocker / "demo").string()),
            std::string::npos)
      << run.err;
}

TEST_F(OutputCliTest, InputOverMaxInputBytesIsBadInput) {
  const std::string file = scenario(kSmallRetreat);
  const std::string message = file + ": expected at most 10 bytes of JSON, got " +
                              std::to_string(kSmallRetreat.size()) +
                              " (the limit; raise it with --max-input-bytes)\n";
  for (const std::string& verb : {std::string("validate"), std::string("options"),
                                  std::string("resolve"), "render -o " + quoted(dir_ / "x.svg")}) {
    const CliRun run = cli(verb + " --max-input-bytes 10 " + quoted(file));
    EXPECT_EQ(run.status, kExitBadInput) << verb << "\n" << run.err;
    EXPECT_EQ(run.out, "") << verb;
    EXPECT_EQ(run.err, message) << verb;
  }
  EXPECT_FALSE(fs::exists(dir_ / "x.svg"));
  const std::string exact = "--max-input-bytes " + std::to_string(kSmallRetreat.size()) + " ";
  EXPECT_EQ(cli("validate " + exact + quoted(file)).status, 0);
  // The games' limits reach the games' readers too.
  const CliRun units = cli("validate --max-units 1 " + quoted(file));
  EXPECT_EQ(units.status, kExitBadInput);
  EXPECT_EQ(units.err, file +
                           ": /units: expected at most 1 units, got 2 (the limit; raise it with "
                           "--max-units)\n");
}

TEST_F(OutputCliTest, LimitFlagsTakePositiveIntegersWithinTheirBounds) {
  const std::string file = quoted(scenario(kSmallRetreat));
  for (const char* flag :
       {"--max-input-bytes", "--max-depth", "--max-string-bytes", "--max-key-bytes", "--max-units",
        "--max-polygon-corners", "--max-terrain-corners"}) {
    for (const char* bad : {"0", "-1", "ten", "1.5", "", "99999999999999999999999"}) {
      const CliRun run =
          cli("resolve " + std::string(flag) + " '" + std::string(bad) + "' " + file);
      EXPECT_EQ(run.status, kExitBadInput) << flag << " " << bad;
      EXPECT_EQ(run.out, "") << flag << " " << bad;
      EXPECT_NE(run.err, "") << flag << " " << bad;
    }
    const CliRun good = cli("options " + std::string(flag) + " 1000 " + file);
    EXPECT_EQ(good.status, 0) << flag << "\n" << good.err;
  }
  EXPECT_EQ(cli("validate --max-depth 10000 " + file).status, 0);
  const CliRun deep = cli("validate --max-depth 10001 " + file);
  EXPECT_EQ(deep.status, kExitBadInput);
  EXPECT_NE(deep.err.find("expected an integer from 1 to 10000"), std::string::npos) << deep.err;
}

TEST_F(OutputCliTest, HelpShowsTheLimitsAndTheExitStatuses) {
  for (const char* verb : {"validate", "options", "resolve", "render", "demo"}) {
    const CliRun run = cli(std::string(verb) + " --help");
    EXPECT_EQ(run.status, 0) << verb;
    EXPECT_NE(run.out.find("Limits"), std::string::npos) << verb;
    EXPECT_NE(run.out.find("--max-input-bytes"), std::string::npos) << verb;
    EXPECT_NE(run.out.find("67108864"), std::string::npos) << verb << ": the default";
    EXPECT_NE(run.out.find("--max-polygon-corners"), std::string::npos) << verb;
  }
  const CliRun help = cli("--help");
  EXPECT_NE(help.out.find("4 an output could not be written"), std::string::npos) << help.out;
}

// Issue 14, item 9: a key holding a terminal escape sequence reached the terminal raw, in the
// pointer and in the message.
TEST_F(OutputCliTest, ErrorLinesCarryNoRawControlCharacters) {
  std::string text(kSmallRetreat);
  while (text.back() != '}')
    text.pop_back();
  text.pop_back();
  text += R"(, "\u001b[2J\u001b]0;pwned\u0007": 1})";
  const std::string file = scenario(text);
  const CliRun run = cli("validate " + quoted(file));
  EXPECT_EQ(run.status, kExitBadInput);
  EXPECT_NE(run.err.find(R"(/\u001b[2J\u001b]0;pwned\u0007: unknown key "\u001b[2J)"),
            std::string::npos)
      << run.err;
  for (const char c : run.err) {
    EXPECT_TRUE(c == '\n' || (static_cast<unsigned char>(c) >= 0x20 && c != 0x7F))
        << "raw control character " << static_cast<int>(c) << " in " << run.err;
  }
}

}  // namespace
