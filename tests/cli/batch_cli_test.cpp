// SPDX-License-Identifier: MIT
// `skedaddle batch` as a host runs it: every example through a batch answers what the
// single-request command prints, byte for byte; the exit status; and memory that stays flat
// however many lines come.
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "conformance/corpus.hpp"
#include "skedaddle/batch.hpp"
#include "skedaddle/io/json_lines.hpp"
#include "support/cli_fixture.hpp"
#include "support/light_tests.hpp"

extern char** environ;

namespace skedaddle::test {
namespace {

/// The lines of `text`.
std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    out.push_back(line);
  return out;
}

/// The verb's document of an answer line: what follows "answer": up to the line's last '}'.
std::string document_of(const std::string& answer) {
  const std::size_t at = answer.find(",\"answer\":");
  if (at == std::string::npos || answer.back() != '}') return "(no answer) " + answer;
  const std::size_t start = at + std::string_view(",\"answer\":").size();
  return answer.substr(start, answer.size() - 1 - start);
}

class BatchCli : public CliFixture {};

TEST_F(BatchCli, EveryExampleAnswersWhatTheSingleRequestCommandPrints) {
  const std::vector<std::string> examples = corpus::scenario_files();
  ASSERT_GT(examples.size(), 100u);
  // resolve with each scenario whole in its line (as a host sends them), options and odds
  // from the files.
  std::string batch;
  std::string files;
  for (const std::string& name : examples) {
    const std::string path = (corpus::games_dir() / name).string();
    files += " '" + path + "'";
    batch += R"({"verb":"resolve","scenario":)" +
             io::one_line(corpus::read_text(path).value_or("")) + "}\n";
  }
  for (const char* verb : {"options", "odds"}) {
    for (const std::string& name : examples) {
      batch += std::string(R"({"verb":")") + verb + R"(","scenario_file":")" +
               (corpus::games_dir() / name).string() + "\"}\n";
    }
  }
  const CliRun run = cli("batch -j 2 '" + scenario(batch, "all.jsonl") + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  const std::vector<std::string> answers = lines_of(run.out);
  ASSERT_EQ(answers.size(), 3 * examples.size());
  std::size_t line = 0;
  for (const char* verb : {"resolve", "options", "odds"}) {
    // The single-request command over every example: one document per line (JSON Lines),
    // each the one it prints for that file alone, on one line.
    const CliRun single = cli(std::string(verb) + " --json" + files);
    const std::vector<std::string> expected = lines_of(single.out);
    ASSERT_EQ(expected.size(), examples.size()) << verb << "\n" << single.err;
    for (std::size_t i = 0; i < examples.size(); ++i, ++line) {
      EXPECT_EQ(document_of(answers[line]), expected[i]) << verb << " " << examples[i];
      EXPECT_EQ(answers[line].rfind("{\"line\":" + std::to_string(line + 1) + ",\"verb\":\"" +
                                        verb + "\",\"status\":",
                                    0),
                0u)
          << answers[line].substr(0, 80);
    }
  }
}

TEST_F(BatchCli, TheDocumentOfOneRequestIsTheOnePrintedForOneFile) {
  const std::string file = scenario(kSmallRetreat);
  const CliRun single = cli("resolve --json --seed 3 --chooser random '" + file + "'");
  ASSERT_EQ(single.status, 0) << single.err;
  const CliRun run = cli(
      "batch -", "",
      scenario(
          R"({"verb":"resolve","scenario_file":"scenario.json","seed":3,"chooser":"random","id":"r"})"
          "\n",
          "one.jsonl"));
  // From standard input, "scenario_file" starts from the current folder: not found here.
  EXPECT_EQ(run.status, 2);
  const CliRun here = cli("batch '" + (dir_ / "one.jsonl").string() + "'");
  ASSERT_EQ(here.status, 0) << here.err;
  EXPECT_EQ(here.out,
            "{\"line\":1,\"id\":\"r\",\"verb\":\"resolve\",\"status\":\"ok\",\"answer\":" +
                io::one_line(single.out) + "}\n");
}

// A resolve line's "dice" replay a way of the odds as `resolve --dice` does: for every example
// that rolls dice, each replay the odds print, as a line, answers the command's outcome byte for
// byte; a die left over is the line's, and a game without dice refuses them.
TEST_F(BatchCli, ResolveLinesReplayTheOddsDiceAsTheCommandDoes) {
  std::string batch;
  std::vector<std::string> commands;
  // Every fifth example with light tests (CI's sanitizer stage: its odds took a minute).
  const std::vector<std::string> names = corpus::scenario_files();
  for (std::size_t i = 0; i < names.size(); ++i) {
    const std::string& name = names[i];
    if (name.starts_with("gcacw/") || !checked_in_light(i)) continue;  // 7.6 rolls no dice
    const std::string path = (corpus::games_dir() / name).string();
    const CliRun odds = cli("odds '" + path + "'");
    for (const std::string& line : lines_of(odds.out)) {
      const std::size_t at = line.find("replay: skedaddle resolve ");
      if (at == std::string::npos) continue;
      // "--chooser C" and, when the way rolled dice, "--dice F,F,...".
      const std::size_t chooser = line.find("--chooser ") + 10;
      const std::size_t dice = line.find("--dice ");
      batch += R"({"verb":"resolve","scenario_file":")" + path + R"(","chooser":")" +
               line.substr(chooser, line.find(' ', chooser) - chooser) + "\"" +
               (dice == std::string::npos         ? ""
                : line.substr(dice + 7) == "none" ? R"(,"dice":[])"
                                                  : R"(,"dice":[)" + line.substr(dice + 7) + "]") +
               "}\n";
      commands.push_back("resolve --json " + line.substr(at + 26 + path.size() + 1) + " '" + path +
                         "'");
    }
  }
  ASSERT_GT(commands.size(), static_cast<std::size_t>(scaled(200)));
  const CliRun run = cli("batch '" + scenario(batch, "replays.jsonl") + "'");
  ASSERT_EQ(run.status, 0) << run.err << run.out.substr(0, 2000);
  const std::vector<std::string> answers = lines_of(run.out);
  ASSERT_EQ(answers.size(), commands.size());
  // Every answer came (status 0) and is the command's.
  for (std::size_t i = 0; i < commands.size(); ++i) {
    EXPECT_EQ(document_of(answers[i]), io::one_line(cli(commands[i]).out)) << commands[i];
  }

  const std::string jr02 =
      (corpus::games_dir() / "jacobite/examples/jr-02-lowland-two-hexes-per-flag.json").string();
  const std::string gc02 =
      (corpus::games_dir() / "gcacw/examples/gc-02-stack-and-leader-move-together.json").string();
  const CliRun bad = cli("batch '" +
                         scenario(R"({"verb":"resolve","scenario_file":")" + jr02 +
                                      R"(","dice":[1,1,1,1,1]})"
                                      "\n" +
                                      R"({"verb":"resolve","scenario_file":")" + jr02 +
                                      R"(","dice":[1,0]})"
                                      "\n" +
                                      R"({"verb":"resolve","scenario_file":")" + gc02 +
                                      R"(","dice":[1]})"
                                      "\n",
                                  "bad-dice.jsonl") +
                         "'");
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(
      bad.out,
      R"({"line":1,"verb":"resolve","status":"error","errors":[{"pointer":"/dice/4","message":"scripted die roll not used: the resolution rolled only 4 dice"}]})"
      "\n"
      R"({"line":2,"verb":"resolve","status":"error","errors":[{"pointer":"/dice/1","message":"expected an integer from 1 to 99, got 0"}]})"
      "\n"
      R"({"line":3,"verb":"resolve","status":"error","errors":[{"pointer":"/dice","message":"gcacw rolls no dice; the faces are not used"}]})"
      "\n");
}

TEST_F(BatchCli, ExitStatusSaysWhetherEveryLineWasAnswered) {
  const std::string refused =
      (corpus::games_dir() /
       "gcacw/examples/gc-01-cavalry-retreat-of-a-stack-with-infantry-is-refused.json")
          .string();
  const std::string good = R"({"verb":"validate","scenario_file":")" + refused + "\"}\n";
  const CliRun fine = cli("batch '" + scenario(good + good, "fine.jsonl") + "'");
  EXPECT_EQ(fine.status, 0) << fine.err;  // refusals are answers
  EXPECT_EQ(lines_of(fine.out).size(), 2u);
  const CliRun bad = cli("batch -j 3 '" + scenario(good + "{}\n" + good, "bad.jsonl") + "'");
  EXPECT_EQ(bad.status, 2);
  const std::vector<std::string> lines = lines_of(bad.out);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[1].rfind(R"({"line":2,"status":"error","errors":[{"pointer":"",)", 0), 0u)
      << lines[1];
  EXPECT_NE(lines[1].find(R"({"pointer":"/verb","message":"missing required key \"verb\")"),
            std::string::npos)
      << lines[1];
  EXPECT_EQ(cli("batch '" + (dir_ / "missing.jsonl").string() + "'").status, 2);
  EXPECT_EQ(cli("batch -j 0 '" + (dir_ / "fine.jsonl").string() + "'").status, 2);
  EXPECT_EQ(cli("batch --lines 3-2 '" + (dir_ / "fine.jsonl").string() + "'").status, 2);
  const CliRun shard = cli("batch --lines 2- '" + (dir_ / "bad.jsonl").string() + "'");
  EXPECT_EQ(shard.status, 2);
  EXPECT_EQ(lines_of(shard.out).size(), 2u);
  EXPECT_EQ(cli("batch '" + (dir_ / "fine.jsonl").string() + "'", "/dev/full").status, 4);
}

TEST_F(BatchCli, BlankLinesAreNoRequestsAndLeaveTheExitStatusAlone) {
  // A blank line between two requests and an extra newline at the end (a blank line 4):
  // answered are lines 1 and 3 only, and every line that is a request was answered: exit 0.
  const std::string refused =
      (corpus::games_dir() /
       "gcacw/examples/gc-01-cavalry-retreat-of-a-stack-with-infantry-is-refused.json")
          .string();
  const std::string good = R"({"verb":"validate","scenario_file":")" + refused + "\"}\n";
  const CliRun run = cli("batch '" + scenario(good + "\n" + good + "\n", "gaps.jsonl") + "'");
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  const std::vector<std::string> lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), 2u) << run.out;
  EXPECT_EQ(lines[0].rfind(R"({"line":1,)", 0), 0u) << lines[0];
  EXPECT_EQ(lines[1].rfind(R"({"line":3,)", 0), 0u) << lines[1];
}

TEST_F(BatchCli, HelpNamesEveryVerbAndTheKeysAHostNeeds) {
  // A host writes a turn from `batch --help`: every verb, the dice of a resolve and the outcome
  // a verify checks.
  const CliRun help = cli("batch --help");
  EXPECT_EQ(help.status, 0) << help.err;
  std::string verbs;
  for (const std::string_view verb : batch_verbs())
    verbs += (verbs.empty() ? "(" : ", ") + std::string(verb);
  EXPECT_NE(help.out.find(verbs + ")"), std::string::npos) << verbs << ")\n" << help.out;
  for (const char* key :
       {"\"chooser\"", "\"seed\"", "\"dice\"", "\"per_option\"", "\"max_resolves\"", "\"outcome\""})
    EXPECT_NE(help.out.find(key), std::string::npos) << key;
}

TEST_F(BatchCli, AClosedPipeIsAnOutputNotWrittenAndEndsTheBatch) {
  // `skedaddle batch ... | head -c 1`: once head has gone, a write fails; the batch reads no
  // more lines and exits 4 with its message, as for a full disk (README, "Exit status"), rather
  // than being killed by SIGPIPE (status 141 in a shell, and no message).
  const std::string line =
      R"({"verb":"resolve","scenario":)" + io::one_line(std::string(kSmallRetreat)) + "}\n";
  std::string lines;
  for (int i = 0; i < 2000; ++i)
    lines += line;  // some 3 MB of answers: far more than a pipe holds
  const std::string batch = scenario(lines, "many.jsonl");
  const std::filesystem::path status = dir_ / "status";
  const std::filesystem::path err = dir_ / "err";
  const std::string command = std::string("( '") + SKEDADDLE_CLI_PATH + "' batch -j 2 '" + batch +
                              "' 2>'" + err.string() + "'; echo $? >'" + status.string() +
                              "' ) | head -c 1 >/dev/null";
  // As a shell starts the tool: SIGPIPE not ignored (another test here ignores it).
  const auto previous = std::signal(SIGPIPE, SIG_DFL);
  EXPECT_EQ(std::system(command.c_str()), 0);
  std::signal(SIGPIPE, previous);
  EXPECT_EQ(read_file(status), "4\n");
  EXPECT_EQ(read_file(err).rfind("skedaddle: cannot write standard output: ", 0), 0u)
      << read_file(err);
}

/// The peak resident memory, in KiB, of `skedaddle batch -j 2` answering `first` then `lines`
/// copies of `line`, written to its standard input as it reads (never held whole), its answers
/// thrown away; -1 when it failed.
long peak_kib(const std::string& first, const std::string& line, std::size_t lines) {
  int to_child[2];
  if (::pipe(to_child) != 0) return -1;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, to_child[0], STDIN_FILENO);
  posix_spawn_file_actions_addclose(&actions, to_child[1]);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
  std::string cli = SKEDADDLE_CLI_PATH;
  std::vector<std::string> args = {cli, "batch", "-j", "2", "-"};
  std::vector<char*> argv;
  for (std::string& a : args)
    argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  // Under AddressSanitizer freed blocks wait in a quarantine (256 MB), which would grow with
  // the lines (validate resolves each); keep it small, so that what is measured is the batch.
  std::vector<std::string> env;
  std::string asan_options = "ASAN_OPTIONS=quarantine_size_mb=1";
  for (char** e = environ; *e != nullptr; ++e) {
    const std::string_view entry(*e);
    if (entry.starts_with("ASAN_OPTIONS=")) {
      asan_options = std::string(entry) + ":quarantine_size_mb=1";
    } else {
      env.emplace_back(entry);
    }
  }
  env.push_back(asan_options);
  std::vector<char*> envp;
  for (std::string& e : env)
    envp.push_back(e.data());
  envp.push_back(nullptr);
  const int spawned = posix_spawn(&pid, cli.c_str(), &actions, nullptr, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  ::close(to_child[0]);
  if (spawned != 0) {
    ::close(to_child[1]);
    return -1;
  }
  std::signal(SIGPIPE, SIG_IGN);
  if (::write(to_child[1], first.data(), first.size()) != static_cast<ssize_t>(first.size())) {
    ::close(to_child[1]);
    return -1;
  }
  // Many lines per write, so that the test itself costs little.
  std::string chunk;
  for (int i = 0; i < 100; ++i)
    chunk += line;
  for (std::size_t written = 0; written < lines; written += 100) {
    const std::string_view part(chunk.data(),
                                line.size() * std::min<std::size_t>(100, lines - written));
    std::size_t done = 0;
    while (done < part.size()) {
      const ssize_t n = ::write(to_child[1], part.data() + done, part.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) break;
      done += static_cast<std::size_t>(n);
    }
  }
  ::close(to_child[1]);
  int status = 0;
  rusage usage{};
  if (::wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    return -1;
  }
  return usage.ru_maxrss;
}

TEST_F(BatchCli, MemoryStaysFlatFromAThousandLinesToAHundredThousand) {
  // A scenario given once, then every line a request about it (cheap to answer, so that
  // 100,000 lines take seconds in a debug build), half of them padded to 350 bytes by their id.
  const std::string first =
      R"({"verb":"validate","id":"s","scenario":)" + io::one_line(kSmallRetreat) + "}\n";
  const std::string line = R"({"verb":"validate","scenario_ref":"s"})"
                           "\n"
                           R"({"verb":"validate","scenario_ref":"s","id":")" +
                           std::string(300, 'x') + "\"}\n";
  const long small = peak_kib(first, line, 500);
  // (a fifth as many under the sanitizers, where each line costs ten times as much)
  const long large = peak_kib(first, line, light_tests() ? 10'000 : 50'000);
  ASSERT_GT(small, 0);
  ASSERT_GT(large, 0);
  // 100,000 lines are 19 MB of input and 24 MB of answers: held whole they would show. The
  // window holds 128 lines; what is left is the allocator's and the process's own noise.
  EXPECT_LT(large - small, 8 * 1024)
      << "peak " << small << " KiB for 1,000 lines, " << large << " KiB for 100,000";
}

}  // namespace
}  // namespace skedaddle::test
