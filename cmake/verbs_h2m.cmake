# SPDX-License-Identifier: MIT
# Writes a help2man --include file (OUT) with a VERBS section: the `CLI VERB --help` text of each
# of VERBS (comma-separated), verbatim. Run as cmake -DCLI=... -DOUT=... -DVERBS=a,b -P verbs_h2m.cmake.
set(text "[VERBS]\n")
string(REPLACE "," ";" VERBS "${VERBS}")
foreach(verb IN LISTS VERBS)
  execute_process(COMMAND ${CLI} ${verb} --help OUTPUT_VARIABLE help RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${CLI} ${verb} --help failed (${status})")
  endif()
  # roff: a backslash is \e, a line starting with . or ' would be a request.
  string(REPLACE "\\" "\\e" help "${help}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" help "${help}")
  string(APPEND text ".SS \"skedaddle ${verb}\"\n.nf\n${help}.fi\n")
endforeach()
file(WRITE ${OUT} "${text}")
