// SPDX-License-Identifier: MIT
// skedaddle_c_calls: the C interface (skedaddle/c_api.h) for the Python tests, which compare
// the module's answers with it, a path through other code (src/capi/). Usage:
// skedaddle_c_calls VERB SCENARIO_FILE; each line of stdin is the settings of one call (JSON
// on one line), answered on one line of stdout: the status, a space, and the answer (the C
// interface's JSON answers fit on one line).
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>

#include "skedaddle/c_api.h"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: skedaddle_c_calls VERB SCENARIO_FILE < settings lines\n";
    return 2;
  }
  std::ifstream in(argv[2], std::ios::binary);
  if (!in) {
    std::cerr << "cannot read " << argv[2] << '\n';
    return 2;
  }
  const std::string scenario{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  for (std::string settings; std::getline(std::cin, settings);) {
    char* answer = nullptr;
    const int status = skd_call(argv[1], scenario.c_str(), settings.c_str(), &answer);
    const std::string text = answer == nullptr ? "" : answer;
    skd_free(answer);
    if (text.find('\n') != std::string::npos) {
      std::cerr << "an answer of more than one line: " << text << '\n';
      return 1;
    }
    std::cout << status << ' ' << text << '\n' << std::flush;
  }
  return 0;
}
